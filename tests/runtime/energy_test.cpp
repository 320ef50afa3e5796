// Energy: T = qd' M qd / 2 with T from link velocities (not from M), and the
// power balance qd . tau = dE/dt along a trajectory without friction.

#include <catch2/catch.hpp>

#include "nedyn/runtime/energy.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

TEST_CASE("kinetic energy from link velocities equals qd' M qd / 2", "[energy]") {
  for_each_example_model([](const NumericModel& model, std::mt19937& rng) {
    Workspace ws(model);
    Eigen::MatrixXd M(model.dof(), model.dof());
    for (int k = 0; k < kStates; ++k) {
      const State s = random_state(model, rng);
      mass_matrix(model, ws, s.q, M);
      const double from_M = 0.5 * s.qd.dot(M * s.qd);
      CHECK(kinetic_energy(model, ws, s.q, s.qd) == Approx(from_M).epsilon(1e-12));
    }
  });
}

TEST_CASE("power balance: qd . tau = dE/dt without friction", "[energy]") {
  for_each_example_model([](const NumericModel& example, std::mt19937& rng) {
    NumericModel model = example;
    for (NumericLink& link : model.links) link.viscous = link.coulomb = 0;  // conservative
    Workspace ws(model);
    Eigen::VectorXd tau(model.dof());
    auto energy = [&](const Eigen::VectorXd& q, const Eigen::VectorXd& qd) {
      return kinetic_energy(model, ws, q, qd) + potential_energy(model, ws, q);
    };
    for (int k = 0; k < kStates; ++k) {
      const State s = random_state(model, rng);
      inverse_dynamics(model, ws, s.q, s.qd, s.qdd, tau);
      const double power = s.qd.dot(tau);
      // q(t) = q + t qd + t^2 qdd / 2 passes through the state with qdd.
      const double h = kStep;
      const double dE = (energy(s.q + h * s.qd + 0.5 * h * h * s.qdd, s.qd + h * s.qdd) -
                         energy(s.q - h * s.qd + 0.5 * h * h * s.qdd, s.qd - h * s.qdd)) /
                        (2 * h);
      INFO("state " << k << ": power " << power << ", dE/dt " << dE);
      const double scale = std::max(
          {std::abs(power), (s.qd.cwiseAbs().array() * tau.cwiseAbs().array()).maxCoeff(), 1.0});
      CHECK(std::abs(power - dE) <= kFiniteDifference * scale);
    }
  });
}
