#pragma once

// An expanded closed form (a polynomial in joint sines and cosines, rates and
// parameters) as a program, factored by a greedy multivariate Horner scheme:
// the variable in most terms is factored out, p = x p1 + p0, and both parts
// recursively. Terms and variables are ordered by their canonical text, never
// by GiNaC's, so the program is the same in every run.

#include <functional>

#include <ginac/ginac.h>

#include "nedyn/generator/program.hpp"

namespace nedyn {

/// The program value of a factor that is not a number: a symbol (s_i, qd_i,
/// a parameter) or any other atom (sin(beta)).
using AtomValue = std::function<Value(const GiNaC::ex& atom)>;

/// `expanded` must be a sum of products of numbers and integer powers of atoms.
Value horner_program(const GiNaC::ex& expanded, Program& program, const AtomValue& atom_value);

}  // namespace nedyn
