// docs/examples/rr_balance: the LQR that balances Craig's two-link arm upright
// with A and B from the emitted forward-dynamics derivatives. Its model is
// checked against finite differences of the simulated plant, its Riccati
// solution against the Riccati equation, and its closed loop must converge
// where the uncontrolled arm falls.

#include <catch2/catch.hpp>

#include "lqr_balance.hpp"

using namespace rr_balance;

namespace {

Controller design_for(bool elbow_only) {
  int iterations = 0;
  const Controller c = page_design(elbow_only, &iterations);
  REQUIRE(iterations > 0);
  return c;
}

// One period of the nonlinear plant from x with input u held (the simulation's own integrator).
State one_period(const Controller& c, const State& x, const Eigen::VectorXd& u) {
  Controller hold = c;
  hold.tau_star = c.tau_star + c.actuation * u;
  return simulate(hold, x, kPeriod, 1, 10, false).back().x;
}

}  // namespace

TEST_CASE("spectral_radius by Gelfand's formula", "[rr_balance]") {
  // Eigenvalues 0.9 e^{+-0.3i}, 0.5 and -0.2, in a basis that is not orthogonal.
  StateMatrix D = StateMatrix::Zero();
  D.topLeftCorner<2, 2>() << 0.9 * std::cos(0.3), -0.9 * std::sin(0.3), 0.9 * std::sin(0.3),
      0.9 * std::cos(0.3);
  D(2, 2) = 0.5;
  D(3, 3) = -0.2;
  StateMatrix T;
  T << 1, 2, 0, 1, 0, 1, 3, 0, 1, 0, 1, 2, 0, 1, 1, 1;
  CHECK(std::abs(spectral_radius(T * D * T.inverse()) - 0.9) <= 1e-9);
  CHECK(std::abs(spectral_radius(2.5 * T * D * T.inverse()) - 2.25) <= 1e-9);
}

TEST_CASE("the LQR's A and B are one period of the plant, linearised", "[rr_balance]") {
  for (bool elbow_only : {false, true}) {
    const Controller c = design_for(elbow_only);
    const Eigen::Index inputs = c.actuation.cols();
    const Eigen::VectorXd u0 = Eigen::VectorXd::Zero(inputs);
    const double eps = 1e-6;
    StateMatrix A_fd;
    Eigen::MatrixXd B_fd(kStates, inputs);
    for (int j = 0; j < kStates; ++j) {
      State dx = State::Zero();
      dx(j) = eps;
      A_fd.col(j) =
          (one_period(c, c.x_star + dx, u0) - one_period(c, c.x_star - dx, u0)) / (2 * eps);
    }
    for (Eigen::Index j = 0; j < inputs; ++j) {
      const Eigen::VectorXd du = eps * Eigen::VectorXd::Unit(inputs, j);
      B_fd.col(j) = (one_period(c, c.x_star, du) - one_period(c, c.x_star, -du)) / (2 * eps);
    }
    INFO((elbow_only ? "elbow only" : "both motors"));
    CHECK((c.A - A_fd).norm() <= 1e-7 * c.A.norm());
    CHECK((c.B - B_fd).norm() <= 1e-7 * c.B.norm());
    // The upright pose is unstable: the model knows it.
    CHECK(spectral_radius(c.A) > 1.05);
  }
}

TEST_CASE("the Riccati solution satisfies the discrete algebraic Riccati equation",
          "[rr_balance]") {
  for (bool elbow_only : {false, true}) {
    const Controller c = design_for(elbow_only);
    const Eigen::MatrixXd R = Eigen::MatrixXd::Identity(c.B.cols(), c.B.cols());
    const Eigen::MatrixXd& P = c.P;
    const Eigen::MatrixXd BtPA = c.B.transpose() * P * c.A;
    const Eigen::MatrixXd residual =
        state_weights() + c.A.transpose() * P * c.A -
        BtPA.transpose() * (R + c.B.transpose() * P * c.B).inverse() * BtPA - P;
    INFO((elbow_only ? "elbow only" : "both motors"));
    CHECK(residual.norm() <= 1e-9 * P.norm());
    CHECK((P - P.transpose()).norm() <= 1e-9 * P.norm());
    CHECK(Eigen::LLT<Eigen::MatrixXd>(P).info() == Eigen::Success);
    CHECK(spectral_radius(c.A - c.B * c.K) < 0.99);
  }
}

TEST_CASE("the closed loop returns upright, and without feedback the arm falls", "[rr_balance]") {
  for (bool elbow_only : {false, true}) {
    const Controller c = design_for(elbow_only);
    const State x0 = perturbed_start(c, elbow_only);
    const double start = (x0 - c.x_star).norm();
    const std::vector<Sample> closed = simulate(c, x0, kPeriod, 600);
    const std::vector<Sample> open = simulate(c, x0, kPeriod, 600, 10, false);
    INFO((elbow_only ? "elbow only" : "both motors"));
    CHECK((closed.back().x - c.x_star).norm() <= 1e-6 * start);
    CHECK((open.back().x - c.x_star).norm() >= 1.0);
    // The motors that are not there stay at rest.
    if (elbow_only)
      for (const Sample& s : closed) CHECK(s.tau(0) == c.tau_star(0));
  }
}
