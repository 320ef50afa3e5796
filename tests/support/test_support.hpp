#pragma once

// Shared by the tests: the example models, seeded random states, KDL chains
// built from a model, and error measures.

#include <random>
#include <string>
#include <vector>

#include <Eigen/Core>
#include <kdl/chain.hpp>

#include "nedyn/model/model.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/numeric_model.hpp"

namespace nedyn::test {

/// Fixed seed of every random draw in the tests.
constexpr unsigned kSeed = 20261122;

/// Paths of every model in models/.
std::vector<std::string> example_model_paths();

/// Loads a model; free symbols get seeded values in [0.5, 2] (lengths,
/// masses and friction of a plausible size).
NumericModel load_numeric(const std::string& path, std::mt19937& rng);

/// Random joint positions (rad, or m for prismatic), velocities and accelerations.
struct State {
  Eigen::VectorXd q, qd, qdd;
};
State random_state(const NumericModel& model, std::mt19937& rng);

/// The same robot as a KDL chain: one segment per joint (standard DH), or a
/// fixed segment for alpha_{i-1}, a_{i-1} before each joint (modified DH).
/// Rotor inertia is left out: KDL's solvers differ in whether they use it.
KDL::Chain kdl_chain(const NumericModel& model);

/// max |a - b| / max(|b|_max, floor): relative error of a result against a reference.
double relative_error(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b, double floor = 1e-12);

}  // namespace nedyn::test
