// The LQR design and the simulation of lqr_balance.hpp (docs/examples/rr_balance.md).

#include "lqr_balance.hpp"

#include <unsupported/Eigen/MatrixFunctions>

#include <cmath>

namespace rr_balance {

State state_derivative(const State& x, const Torque& tau) {
  State dx;
  dx.head<kDof>() = x.tail<kDof>();
  arm::forward_dynamics(x.data(), x.data() + kDof, tau.data(), dx.data() + kDof);
  return dx;
}

State upright() {
  State x = State::Zero();
  x(0) = std::acos(-1.0) / 2;
  return x;
}

void linearize(Controller& c, double h) {
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

int solve_riccati(Controller& c, const StateMatrix& Q, const Eigen::MatrixXd& R) {
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

Controller design(const Eigen::MatrixXd& actuation, double h, const StateMatrix& Q,
                  const Eigen::MatrixXd& R, int* iterations) {
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

double spectral_radius(StateMatrix A) {
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

StateMatrix state_weights() { return Eigen::Vector4d(100, 100, 1, 1).asDiagonal(); }

Eigen::MatrixXd actuation(bool elbow_only) {
  return elbow_only ? Eigen::MatrixXd(Eigen::Vector2d(0, 1)) : Eigen::MatrixXd::Identity(2, 2);
}

Controller page_design(bool elbow_only, int* iterations) {
  const Eigen::MatrixXd S = actuation(elbow_only);
  return design(S, kPeriod, state_weights(), Eigen::MatrixXd::Identity(S.cols(), S.cols()),
                iterations);
}

State perturbed_start(const Controller& c, bool elbow_only) {
  State x0 = c.x_star;
  x0.head<2>() += elbow_only ? Eigen::Vector2d(0.01, -0.02) : Eigen::Vector2d(0.2, -0.4);
  return x0;
}

std::vector<Sample> simulate(const Controller& c, const State& x0, double h, int periods,
                             int substeps, bool control) {
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
