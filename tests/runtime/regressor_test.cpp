// The runtime's regressor Y(q, qd, qdd) against its own inverse dynamics:
// tau = Y pi for every model, and for the same kinematics with other
// inertial parameters, friction and rotor inertia (so that every column of
// Y, not only their sum at the model's pi, is checked).

#include <catch2/catch.hpp>

#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/regressor.hpp"
#include "nedyn/runtime/standard_parameters.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

TEST_CASE("standard parameters name link i's entries 13 (i-1) + k", "[regressor]") {
  CHECK(standard_parameter_name(0) == "XX1");
  CHECK(standard_parameter_name(5) == "ZZ1");
  CHECK(standard_parameter_name(13 + 9) == "M2");
  CHECK(standard_parameter_name(13 * 5 + 12) == "Fc6");
}

TEST_CASE("tau = Y pi: the regressor against inverse dynamics", "[regressor]") {
  for_each_example_model([](const NumericModel& model, std::mt19937& rng) {
    Workspace ws(model);
    const NumericModel other = with_random_links(model, rng);
    const Eigen::VectorXd pi = standard_parameters(model), pi_other = standard_parameters(other);
    for (int k = 0; k < kStates; ++k) {
      const State s = random_state(model, rng);
      Eigen::MatrixXd Y;
      regressor(model, ws, s.q, s.qd, s.qdd, Y);
      REQUIRE(Y.rows() == model.dof());
      REQUIRE(Y.cols() == kStandardParametersPerLink * model.dof());
      Eigen::VectorXd tau(model.dof()), tau_other(model.dof());
      inverse_dynamics(model, ws, s.q, s.qd, s.qdd, tau);
      inverse_dynamics(other, ws, s.q, s.qd, s.qdd, tau_other);
      INFO("state " << k);
      CHECK(relative_error(Y * pi, tau) <= kAgreement);
      CHECK(relative_error(Y * pi_other, tau_other) <= kAgreement);
    }
  });
}

TEST_CASE("a column of Y is the torque of one parameter alone", "[regressor]") {
  // A point mass of 2 kg at the origin of link 2 of Craig's arm: only M2
  // (2) and no other parameter; its torque is that of the recursion.
  std::mt19937 rng(kSeed);
  NumericModel model = load_numeric(NEDYN_MODELS_DIR "/rr_planar_numeric.yaml", rng);
  for (NumericLink& link : model.links) {
    link.mass = 0;
    link.com.setZero();
    link.inertia.setZero();
    link.viscous = link.coulomb = link.rotor_inertia = 0;
  }
  model.links[1].mass = 2;
  Workspace ws(model);
  const State s = random_state(model, rng);
  Eigen::MatrixXd Y;
  regressor(model, ws, s.q, s.qd, s.qdd, Y);
  Eigen::VectorXd tau(2);
  inverse_dynamics(model, ws, s.q, s.qd, s.qdd, tau);
  CHECK(relative_error(2 * Y.col(13 + 9), tau) <= kAgreement);
  CHECK(Y.col(13 + 9).norm() > 0.1);
}
