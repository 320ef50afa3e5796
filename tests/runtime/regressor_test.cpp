// The runtime's regressor Y(q, qd, qdd) against its own inverse dynamics:
// tau = Y pi for every model, and for the same kinematics with other
// inertial parameters, friction and rotor inertia (so that every column of
// Y, not only their sum at the model's pi, is checked).

#include <catch2/catch.hpp>

#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/regressor.hpp"
#include "nedyn/runtime/standard_parameters.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

TEST_CASE("standard parameters name link i's entries 13 (i-1) + k", "[regressor]") {
  const StandardParameterLayout fixed{6, false};
  CHECK(fixed.size() == 78);
  CHECK(fixed.name(0) == "XX1");
  CHECK(fixed.name(5) == "ZZ1");
  CHECK(fixed.name(13 + 9) == "M2");
  CHECK(fixed.name(13 * 5 + 12) == "Fc6");
  CHECK_THROWS_AS(fixed.name(78), std::invalid_argument);
  // A floating base's body first, ten entries, no drive.
  const StandardParameterLayout floating{6, true};
  CHECK(floating.size() == 88);
  CHECK(floating.name(0) == "XX0");
  CHECK(floating.name(9) == "M0");
  CHECK(floating.name(10) == "XX1");
  CHECK(floating.first(2) == 23);
  CHECK(floating.name(87) == "Fc6");
}

namespace {

/// Y has nv rows and a column per standard parameter, and tau = Y pi for the
/// model and for the same kinematics with other inertial parameters.
void check_regressor(const NumericModel& model, std::mt19937& rng) {
  Workspace ws(model);
  const NumericModel other = with_random_links(model, rng);
  const Eigen::VectorXd pi = standard_parameters(model), pi_other = standard_parameters(other);
  const StandardParameterLayout layout{model.dof(), model.floating_base};
  for (int k = 0; k < kStates; ++k) {
    const State s = random_state(model, rng);
    Eigen::MatrixXd Y;
    regressor(model, ws, s.q, s.qd, s.qdd, Y);
    REQUIRE(Y.rows() == model.nv());
    REQUIRE(Y.cols() == layout.size());
    REQUIRE(pi.size() == layout.size());
    Eigen::VectorXd tau(model.nv()), tau_other(model.nv());
    inverse_dynamics(model, ws, s.q, s.qd, s.qdd, tau);
    inverse_dynamics(other, ws, s.q, s.qd, s.qdd, tau_other);
    INFO("state " << k);
    CHECK(relative_error(Y * pi, tau) <= kAgreement);
    CHECK(relative_error(Y * pi_other, tau_other) <= kAgreement);
  }
}

}  // namespace

TEST_CASE("tau = Y pi: the regressor against inverse dynamics", "[regressor]") {
  for_each_example_model(check_regressor);
}

TEST_CASE("tau = Y pi on trees with a floating base: the base body's columns too", "[regressor]") {
  for (const std::string urdf : {"quadruped12.urdf", "humanoid21.urdf", "hand16.urdf"}) {
    DYNAMIC_SECTION(urdf) {
      UrdfOptions options;
      options.floating_base = true;
      std::vector<std::string> notes;
      std::mt19937 rng(kSeed);
      const NumericModel model = instantiate(load_urdf(kUrdfDir + urdf, options, notes), {});
      check_regressor(model, rng);
    }
  }
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
