// The runtime's derivatives (AutoDiffScalar over the Newton–Euler recursion)
// against central differences of the double recursion and against
// properties of the equations: V is quadratic in qd, G is the gradient of the
// potential energy, forward dynamics inverts inverse dynamics.

#include <catch2/catch.hpp>

#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/derivatives.hpp"
#include "nedyn/runtime/forward_dynamics.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

namespace {

// Central differences of f (R^n -> R^n) at x, column j along x_j.
template <class F>
Eigen::MatrixXd central_differences(const F& f, const Eigen::VectorXd& x, double h) {
  const Eigen::Index n = x.size();
  Eigen::MatrixXd D(f(x).size(), n);
  for (Eigen::Index j = 0; j < n; ++j) {
    Eigen::VectorXd plus = x, minus = x;
    plus(j) += h;
    minus(j) -= h;
    D.col(j) = (f(plus) - f(minus)) / (2 * h);
  }
  return D;
}

}  // namespace

TEST_CASE("inverse dynamics derivatives agree with central differences", "[derivatives]") {
  for_each_example_model([](const NumericModel& model, std::mt19937& rng) {
    Workspace ws(model);
    for (int k = 0; k < 10; ++k) {
      const State s = random_state(model, rng);
      Eigen::MatrixXd dq, dqd;
      inverse_dynamics_derivatives(model, s.q, s.qd, s.qdd, dq, dqd);
      const auto tau_of_q = [&](const Eigen::VectorXd& q) {
        Eigen::VectorXd tau(model.dof());
        inverse_dynamics(model, ws, q, s.qd, s.qdd, tau);
        return tau;
      };
      const auto tau_of_qd = [&](const Eigen::VectorXd& qd) {
        Eigen::VectorXd tau(model.dof());
        inverse_dynamics(model, ws, s.q, qd, s.qdd, tau);
        return tau;
      };
      INFO("state " << k);
      CHECK(relative_error(dq, central_differences(tau_of_q, s.q, 1e-6), 1e-6) <= 1e-6);
      CHECK(relative_error(dqd, central_differences(tau_of_qd, s.qd, 1e-6), 1e-6) <= 1e-6);
    }
  });
}

TEST_CASE("d tau / d qd qd = 2 V + viscous friction, and d G / d q is symmetric", "[derivatives]") {
  for_each_example_model([](const NumericModel& model, std::mt19937& rng) {
    Workspace ws(model);
    const int n = model.dof();
    for (int k = 0; k < 10; ++k) {
      const State s = random_state(model, rng);
      Eigen::MatrixXd dq, dqd;
      inverse_dynamics_derivatives(model, s.q, s.qd, s.qdd, dq, dqd);
      // V(q, qd) is homogeneous of degree 2 in qd (Euler's theorem), b qd of degree 1.
      Eigen::VectorXd V(n), viscous(n);
      coriolis_centrifugal(model, ws, s.q, s.qd, V);
      for (int i = 0; i < n; ++i)
        viscous(i) = model.links[static_cast<std::size_t>(i)].viscous * s.qd(i);
      CHECK(relative_error(dqd * s.qd, 2 * V + viscous, 1e-9) <= 1e-10);
      // At rest d tau / d q = d G / d q, the Hessian of the potential energy;
      // relative to G's torques too (the quadrotor's d G / d q is 0).
      Eigen::MatrixXd dG, unused;
      const Eigen::VectorXd zero = Eigen::VectorXd::Zero(n);
      inverse_dynamics_derivatives(model, s.q, zero, zero, dG, unused);
      Eigen::VectorXd G(n);
      gravity_torques(model, ws, s.q, G);
      CHECK(relative_error(dG, dG.transpose(), G.cwiseAbs().maxCoeff()) <= 1e-12);
    }
  });
}

TEST_CASE("forward dynamics derivatives agree with central differences", "[derivatives]") {
  for_each_example_model([](const NumericModel& model, std::mt19937& rng) {
    Workspace ws(model), probe(model);
    const int n = model.dof();
    for (int k = 0; k < 5; ++k) {
      const State s = random_state(model, rng);
      Eigen::VectorXd tau(n), qdd(n);
      inverse_dynamics(model, ws, s.q, s.qd, s.qdd, tau);
      Eigen::MatrixXd dq, dqd, dtau;
      forward_dynamics_derivatives(model, ws, s.q, s.qd, tau, qdd, dq, dqd, dtau);
      const auto qdd_of = [&](const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                              const Eigen::VectorXd& t) {
        Eigen::VectorXd out(n);
        forward_dynamics(model, probe, q, qd, t, out);
        return out;
      };
      INFO("state " << k);
      CHECK(relative_error(qdd, s.qdd) <= 1e-9);
      const double h = 1e-6;
      CHECK(relative_error(
                dq,
                central_differences([&](const Eigen::VectorXd& q) { return qdd_of(q, s.qd, tau); },
                                    s.q, h),
                1e-6) <= 1e-5);
      CHECK(relative_error(
                dqd,
                central_differences([&](const Eigen::VectorXd& qd) { return qdd_of(s.q, qd, tau); },
                                    s.qd, h),
                1e-6) <= 1e-5);
      // d qdd / d tau is M^-1.
      Eigen::MatrixXd M(n, n);
      mass_matrix_composite(model, probe, s.q, M);
      CHECK(relative_error(dtau * M, Eigen::MatrixXd::Identity(n, n)) <= 1e-9);
    }
  });
}
