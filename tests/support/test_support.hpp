#pragma once

// Shared by the tests: the example models, seeded random states, KDL chains
// built from a model, and error measures.

#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include <Eigen/Core>
#include <kdl/chain.hpp>
#include <kdl/jntarray.hpp>

#include "nedyn/model/model.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/numeric_model.hpp"

namespace nedyn::test {

/// Fixed seed of every random draw in the tests.
constexpr unsigned kSeed = 20261122;

/// Central differences with step kStep have truncation error O(h^2) ~ 1e-10
/// and rounding error O(eps/h) ~ 1e-11 relative; a wrong term is wrong by
/// O(1), so kFiniteDifference separates the two with room on both sides.
constexpr double kStep = 1e-5;
constexpr double kFiniteDifference = 1e-7;

/// Agreement of two independent algorithms (nedyn against KDL, two mass-matrix
/// methods): each is O(10) floating-point operations deep per link, so 1e-10
/// of the largest entry leaves four orders of magnitude for rounding.
constexpr double kAgreement = 1e-10;

/// nedyn reading a URDF with --no-snap (the file's numbers) against KDL
/// reading it through kdl_parser: independent recursions over the same
/// numbers, which agree to round-off with a factor for KDL's longer chains
/// of fixed segments.
constexpr double kUnsnappedUrdf = 1e-9;

/// The test URDFs, tests/urdf/ with a trailing slash.
inline const std::string kUrdfDir = NEDYN_SOURCE_DIR "/tests/urdf/";

/// Random states drawn per model in the property tests. Under the sanitizers
/// 20: a memory or arithmetic error shows in any state, the values of all
/// 100 are checked by the build without them, and the sanitized recursions
/// run 10-20 times slower.
constexpr int kStates = NEDYN_SANITIZED ? 20 : 100;

/// Sorted paths of the .yaml files in a directory.
std::vector<std::string> yaml_files_in(const std::string& directory);

/// Paths of the models in models/ on a fixed base: every function is tested
/// on them (quadrotor_floating, one free body, has the floating base's
/// functions, tested in their own tests and by generated/'s test).
std::vector<std::string> example_model_paths();

/// The example models and the test-only models of tests/models/, which cover
/// what the examples do not (modified-DH prismatic joints, symbolic DH values).
std::vector<std::string> test_model_paths();

/// Every model of models/ and tests/models/, a floating base's too: what the
/// emitted files' contract and the compilers' warnings are checked on.
std::vector<std::string> every_model_path();

/// Seeded values in [0.5, 2] for a model's free symbols (lengths, masses and
/// friction of a plausible size), redrawn until the model is physical.
ParameterValues random_parameters(const Model& model, std::mt19937& rng);

/// Loads a model with random_parameters() for its symbols.
NumericModel load_numeric(const std::string& path, std::mt19937& rng);

/// The model with every link's inertial data and drive (and a floating
/// base's body) redrawn at random, physical (a random rotation of positive
/// principal moments meeting the triangle inequality) and generic: no
/// parameter zero by accident.
NumericModel with_random_links(NumericModel model, std::mt19937& rng);

/// Random joint positions (rad, or m for prismatic), velocities and
/// accelerations; for a floating base also its pose (random_configuration),
/// twist and rate: q of nq, qd and qdd of nv entries.
struct State {
  Eigen::VectorXd q, qd, qdd;
};
State random_state(const NumericModel& model, std::mt19937& rng);

/// Runs body(model, rng) in one Catch2 section per test model, with the
/// model's symbols set from a generator seeded with kSeed.
template <class Body>
void for_each_example_model(Body&& body) {
  for (const std::string& path : test_model_paths()) {
    DYNAMIC_SECTION(path) {
      std::mt19937 rng(kSeed);
      const NumericModel model = load_numeric(path, rng);
      body(model, rng);
    }
  }
}

/// A model file read but not lowered (its DH table or placements as written).
ModelFile read_model_path(const std::string& path);

/// The robot of a model file as a KDL chain built from the file's own frames
/// with KDL's constructors, sharing nothing with nedyn's lowering: one
/// segment per joint (standard DH, Frame::DH; axes, a joint about its axis
/// through its origin), or a fixed segment for alpha_{i-1}, a_{i-1} before
/// each joint (modified DH, Frame::DH_Craig1989). Rotor inertia is left out:
/// KDL's solvers differ in whether they use it.
KDL::Chain kdl_chain(const ModelFile& file, const ParameterValues& parameters);

/// A test robot: nedyn's numeric model and KDL's chain of the same file, with
/// the same random values for its symbols (a URDF: its chain from the root to
/// the only leaf, KDL's from kdl_parser).
struct TestRobot {
  NumericModel model;
  KDL::Chain chain;
};
TestRobot load_robot(const std::string& path, std::mt19937& rng);

/// for_each_example_model with KDL's chain: body(model, chain, rng).
template <class Body>
void for_each_example_robot(Body&& body) {
  for (const std::string& path : test_model_paths()) {
    DYNAMIC_SECTION(path) {
      std::mt19937 rng(kSeed);
      const TestRobot robot = load_robot(path, rng);
      body(robot.model, robot.chain, rng);
    }
  }
}

/// The model's gravity vector and a joint vector in KDL's types.
KDL::Vector kdl_gravity(const NumericModel& model);
KDL::JntArray to_kdl(const Eigen::VectorXd& v);

/// max |a - b| / max(|b|_max, floor): relative error of a result against a reference.
double relative_error(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b, double floor = 1e-12);

/// Whether this processor has AVX2: an emitted single call then takes its AVX2 code.
bool processor_has_avx2();

}  // namespace nedyn::test
