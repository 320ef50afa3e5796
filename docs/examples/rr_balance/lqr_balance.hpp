// Balancing Craig's two-link arm upright with a discrete-time LQR whose model
// comes from nedyn's emitted forward-dynamics derivatives
// (docs/examples/rr_balance.md). Needs the code that
// `nedyn generate models/rr_planar_numeric.yaml` emits, and Eigen; the
// definitions are lqr_balance.cpp's.
#pragma once

#include <Eigen/Dense>

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
State state_derivative(const State& x, const Torque& tau);

/// The upright pose q = (pi/2, 0) at rest (gravity is -y, joint angles from +x),
/// held by the gravity torques.
State upright();

/// A and B of x' = f(x, tau) linearised at (x*, tau*) and held over one period h
/// (zero-order hold): exp([[Fx, Fu], [0, 0]] h) = [[A, B], [0, I]], with
/// Fx = [[0, I], [dqdd/dq, dqdd/dqd]] and Fu = [[0], [dqdd/dtau]] from one call
/// of the emitted forward_dynamics_derivatives.
void linearize(Controller& c, double h);

/// The infinite-horizon discrete LQR of cost sum x'Qx + u'Ru: the Riccati
/// recursion P <- Q + A'P(A - BK), K = (R + B'PB)^-1 B'PA, run to its fixed point.
/// Returns the number of iterations, or -1 if it did not converge.
int solve_riccati(Controller& c, const StateMatrix& Q, const Eigen::MatrixXd& R);

/// The controller for the upright pose: tau* = G(q*) from the emitted gravity,
/// A and B at period h, K from Q and R.
Controller design(const Eigen::MatrixXd& actuation, double h, const StateMatrix& Q,
                  const Eigen::MatrixXd& R, int* iterations = nullptr);

/// The largest eigenvalue magnitude (below 1, x[k+1] = A x[k] decays), by
/// Gelfand's formula rho(A) = lim ||A^k||^(1/k) at k = 2^40, reached by
/// squaring and rescaled at each step so that nothing overflows. (Eigen's
/// EigenSolver would do; g++ 12 at -O2 reports a false maybe-uninitialized
/// inside it, an error where warnings are errors.)
double spectral_radius(StateMatrix A);

// The page's settings, shared by main.cpp and the test.
constexpr double kPeriod = 0.01;  ///< control period h, s

/// Q = diag(100, 100, 1, 1); R is I.
StateMatrix state_weights();

/// The joints that have a motor: both, or only the elbow (the acrobot).
Eigen::MatrixXd actuation(bool elbow_only);

/// The controller of the page, for both motors or the elbow alone.
Controller page_design(bool elbow_only, int* iterations = nullptr);

/// The perturbed start: x* + (0.2, -0.4) rad, or (0.01, -0.02) rad for the acrobot, at rest.
State perturbed_start(const Controller& c, bool elbow_only);

struct Sample {
  double t;
  State x;
  Torque tau;
};

/// The closed loop from x0 for `periods` control periods of length h: the
/// torque is computed once a period and held while the emitted forward
/// dynamics is integrated by classical Runge-Kutta, `substeps` steps a period.
/// With `control` false the torque stays at tau* (no feedback).
std::vector<Sample> simulate(const Controller& c, const State& x0, double h, int periods,
                             int substeps = 10, bool control = true);

}  // namespace rr_balance
