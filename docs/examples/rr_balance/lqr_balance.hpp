// Balancing Craig's two-link arm upright with a discrete-time LQR whose model
// comes from nedyn's emitted forward-dynamics derivatives
// (docs/examples/rr_balance.md). Needs the code that
// `nedyn generate models/rr_planar_numeric.yaml` emits, and Eigen.
#pragma once

#include <Eigen/Dense>
#include <unsupported/Eigen/MatrixFunctions>

#include <cmath>
#include <vector>

#include "rr_planar_numeric.hpp"

namespace rr_balance {

namespace arm = rr_planar_numeric;
constexpr int kDof = arm::kDof;
constexpr int kStates = 2 * kDof;  // x = (q, qd)

using State = Eigen::Matrix<double, kStates, 1>;
using Torque = Eigen::Matrix<double, kDof, 1>;
using StateMatrix = Eigen::Matrix<double, kStates, kStates>;
using JointMatrix = Eigen::Matrix<double, kDof, kDof, Eigen::RowMajor>;

/// The discrete model x[k+1] = x* + A (x[k] - x*) + B (u[k] - u*) of one
/// control period, and the gain of u[k] = u* - K (x[k] - x*). The inputs are
/// the columns of the joint torques that have a motor (`actuation`).
struct Controller {
  State x_star;
  Torque tau_star;
  Eigen::MatrixXd actuation;  // kDof x inputs
  StateMatrix A;
  Eigen::MatrixXd B;  // kStates x inputs
  Eigen::MatrixXd K;  // inputs x kStates
  Eigen::MatrixXd P;  // the Riccati solution, kStates x kStates
  Eigen::Matrix<double, kDof, kStates>
      joint_gain;  // actuation * K: tau = tau* - joint_gain (x - x*)
};

/// x' = (qd, qdd(q, qd, tau)): the continuous-time dynamics, by the emitted forward dynamics.
inline State state_derivative(const State& x, const Torque& tau) {
  State dx;
  dx.head<kDof>() = x.tail<kDof>();
  arm::forward_dynamics(x.data(), x.data() + kDof, tau.data(), dx.data() + kDof);
  return dx;
}

/// The upright pose q = (pi/2, 0) at rest (gravity is -y, joint angles from +x),
/// held by the gravity torques.
inline State upright() {
  State x = State::Zero();
  x(0) = std::acos(-1.0) / 2;
  return x;
}

/// A and B of x' = f(x, tau) linearised at (x*, tau*) and held over one period h
/// (zero-order hold): exp([[Fx, Fu], [0, 0]] h) = [[A, B], [0, I]], with
/// Fx = [[0, I], [dqdd/dq, dqdd/dqd]] and Fu = [[0], [dqdd/dtau]] from one call
/// of the emitted forward_dynamics_derivatives.
inline void linearize(Controller& c, double h) {
  JointMatrix dqdd_dq, dqdd_dqd, dqdd_dtau;
  Torque qdd;
  arm::forward_dynamics_derivatives(c.x_star.data(), c.x_star.data() + kDof, c.tau_star.data(),
                                    qdd.data(), dqdd_dq.data(), dqdd_dqd.data(), dqdd_dtau.data());
  const Eigen::Index inputs = c.actuation.cols();
  Eigen::MatrixXd F = Eigen::MatrixXd::Zero(kStates + inputs, kStates + inputs);
  F.block(0, kDof, kDof, kDof).setIdentity();
  F.block(kDof, 0, kDof, kDof) = dqdd_dq;
  F.block(kDof, kDof, kDof, kDof) = dqdd_dqd;
  F.block(kDof, kStates, kDof, inputs) = dqdd_dtau * c.actuation;
  const Eigen::MatrixXd E = (F * h).exp();
  c.A = E.topLeftCorner(kStates, kStates);
  c.B = E.topRightCorner(kStates, inputs);
}

/// The infinite-horizon discrete LQR of cost sum x'Qx + u'Ru: the Riccati
/// recursion P <- Q + A'P(A - BK), K = (R + B'PB)^-1 B'PA, run to its fixed point.
/// Returns the number of iterations, or -1 if it did not converge.
inline int solve_riccati(Controller& c, const StateMatrix& Q, const Eigen::MatrixXd& R) {
  Eigen::MatrixXd P = Q;
  for (int k = 1; k <= 100000; ++k) {
    c.K = (R + c.B.transpose() * P * c.B).ldlt().solve(c.B.transpose() * P * c.A);
    const Eigen::MatrixXd next = Q + c.A.transpose() * P * (c.A - c.B * c.K);
    const bool converged = (next - P).norm() <= 1e-13 * next.norm();
    P = next;
    if (converged) {
      c.P = P;
      return k;
    }
  }
  return -1;
}

/// The controller for the upright pose: tau* = G(q*) from the emitted gravity,
/// A and B at period h, K from Q and R.
inline Controller design(const Eigen::MatrixXd& actuation, double h, const StateMatrix& Q,
                         const Eigen::MatrixXd& R, int* iterations = nullptr) {
  Controller c;
  c.x_star = upright();
  arm::gravity(c.x_star.data(), c.tau_star.data());
  c.actuation = actuation;
  linearize(c, h);
  const int k = solve_riccati(c, Q, R);
  if (iterations != nullptr) *iterations = k;
  c.joint_gain = c.actuation * c.K;
  return c;
}

/// The largest eigenvalue magnitude (below 1, x[k+1] = A x[k] decays), by
/// Gelfand's formula rho(A) = lim ||A^k||^(1/k) at k = 2^40, reached by
/// squaring and rescaled at each step so that nothing overflows. (Eigen's
/// EigenSolver would do; g++ 12 at -O2 reports a false maybe-uninitialized
/// inside it, an error where warnings are errors.)
inline double spectral_radius(StateMatrix A) {
  double log_rho = 0;  // log ||A^k|| / k so far
  double k = 1;
  for (int i = 0; i <= 40; ++i, k *= 2) {
    const double s = A.norm();
    if (s == 0) return 0;  // nilpotent
    log_rho += std::log(s) / k;
    A = (A / s) * (A / s);
  }
  return std::exp(log_rho);
}

// The page's settings, shared by main.cpp and the test.
constexpr double kPeriod = 0.01;  ///< control period h, s

/// Q = diag(100, 100, 1, 1); R is I.
inline StateMatrix state_weights() { return Eigen::Vector4d(100, 100, 1, 1).asDiagonal(); }

/// The joints that have a motor: both, or only the elbow (the acrobot).
inline Eigen::MatrixXd actuation(bool elbow_only) {
  return elbow_only ? Eigen::MatrixXd(Eigen::Vector2d(0, 1)) : Eigen::MatrixXd::Identity(2, 2);
}

/// The controller of the page, for both motors or the elbow alone.
inline Controller page_design(bool elbow_only, int* iterations = nullptr) {
  const Eigen::MatrixXd S = actuation(elbow_only);
  return design(S, kPeriod, state_weights(), Eigen::MatrixXd::Identity(S.cols(), S.cols()),
                iterations);
}

/// The perturbed start: x* + (0.2, -0.4) rad, or (0.01, -0.02) rad for the acrobot, at rest.
inline State perturbed_start(const Controller& c, bool elbow_only) {
  State x0 = c.x_star;
  x0.head<2>() += elbow_only ? Eigen::Vector2d(0.01, -0.02) : Eigen::Vector2d(0.2, -0.4);
  return x0;
}

struct Sample {
  double t;
  State x;
  Torque tau;
};

/// The closed loop from x0 for `periods` control periods of length h: the
/// torque is computed once a period and held while the emitted forward
/// dynamics is integrated by classical Runge-Kutta, `substeps` steps a period.
/// With `control` false the torque stays at tau* (no feedback).
inline std::vector<Sample> simulate(const Controller& c, const State& x0, double h, int periods,
                                    int substeps = 10, bool control = true) {
  std::vector<Sample> samples;
  State x = x0;
  const double dt = h / substeps;
  for (int k = 0; k <= periods; ++k) {
    Torque tau = c.tau_star;
    if (control) tau -= c.joint_gain * (x - c.x_star);
    samples.push_back({k * h, x, tau});
    if (k == periods) break;
    for (int s = 0; s < substeps; ++s) {
      const State k1 = state_derivative(x, tau);
      const State k2 = state_derivative(x + dt / 2 * k1, tau);
      const State k3 = state_derivative(x + dt / 2 * k2, tau);
      const State k4 = state_derivative(x + dt * k3, tau);
      x += dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4);
    }
  }
  return samples;
}

}  // namespace rr_balance
