#pragma once

// Evaluating the symbolic terms at numeric states, for comparison with the
// numeric runtime.

#include <ginac/ginac.h>
#include <Eigen/Core>

#include "nedyn/generator/joint_symbols.hpp"
#include "test_support.hpp"

namespace nedyn::test {

/// Values of every symbol a term may contain at state s: the model's
/// parameters, q, qd, qdd, the joint sines and cosines (also cumulative); a
/// floating base's twist, its rate, quaternion and gravity in its frame.
GiNaC::exmap state_values(const Model& model, const JointSymbols& js,
                          const ParameterValues& parameters, const State& s);

/// e with `values` substituted, as a double; fails the test if a symbol is left.
double evaluate(const GiNaC::ex& e, const GiNaC::exmap& values);
Eigen::MatrixXd evaluate(const GiNaC::matrix& m, const GiNaC::exmap& values);

}  // namespace nedyn::test
