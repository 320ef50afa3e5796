#pragma once

// The torques that make a standing quadruped sway its body, all four feet on
// the ground, from the emitted functions of tests/urdf/quadruped12.urdf with a
// floating base (docs/examples/quadruped_sway.md):
//
// 1. The base follows p(t) = p0 + (0, A_y sin wt, A_z sin 2wt), level: its
//    twist is (pdot, 0) and its acceleration (pddot, 0) in the base frame.
// 2. Each foot stays where it stands: J_f qd = 0 and J_f qdd + Jdot_f qd = 0
//    (J_f the foot's world-aligned point Jacobian, frame_jacobian's first
//    three rows) give the leg's joint rates and accelerations, three by three.
// 3. tau = inverse_dynamics(q, qd, qdd) needs a wrench on the base (its first
//    six entries) that only the ground can give: sum_f J_f,base^T lambda_f.
//    The least-norm contact forces lambda (6 equations, 12 unknowns; no
//    friction cone) supply it; the joints then take tau_j - sum_f J_f,j^T lambda_f.
// 4. q moves by the emitted integrate() at the midpoint's rates.

#include <array>
#include <cmath>
#include <vector>

#include <Eigen/Dense>

#include "quadruped12.hpp"

namespace quadruped_sway {

namespace model = quadruped12;
constexpr int kNq = model::kNq, kNv = model::kNv, kFeet = 4;
using Configuration = Eigen::Matrix<double, kNq, 1>;
using Velocity = Eigen::Matrix<double, kNv, 1>;
using FootJacobian = Eigen::Matrix<double, 3, kNv>;

/// The body's sway: amplitudes (m) and period (s).
struct Sway {
  double side = 0.04, lift = 0.02, period = 1.0;
};

struct Sample {
  double t = 0;
  Configuration q;
  Velocity qd, qdd;
  Eigen::Matrix<double, 12, 1> tau;           // joint torques (N m)
  std::array<Eigen::Vector3d, kFeet> lambda;  // ground forces on the feet, world
  std::array<Eigen::Vector3d, kFeet> foot;    // feet positions, world
  Eigen::Vector3d com;                        // centre of mass, world
};

/// The standing pose: body level at height 0.2 m, knees bent (front legs'
/// knees back, hind legs' forward).
inline Configuration standing_pose() {
  Configuration q = Configuration::Zero();
  q(2) = 0.2;
  q(6) = 1.0;  // quaternion w
  const double hip = 0.8, knee = 1.6;
  for (int leg = 0; leg < kFeet; ++leg) {
    const double side = leg < 2 ? 1.0 : -1.0;  // FL, FR front; HL, HR hind
    q(7 + 3 * leg + 1) = side * hip;
    q(7 + 3 * leg + 2) = -side * knee;
  }
  return q;
}

/// The base's twist and its rate at t (base frame; the body stays level).
inline void base_motion(const Sway& s, double t, Eigen::Matrix<double, 6, 1>& v,
                        Eigen::Matrix<double, 6, 1>& a) {
  const double w = 2 * M_PI / s.period;
  v.setZero();
  a.setZero();
  v(1) = s.side * w * std::cos(w * t);
  v(2) = s.lift * 2 * w * std::cos(2 * w * t);
  a(1) = -s.side * w * w * std::sin(w * t);
  a(2) = -s.lift * 4 * w * w * std::sin(2 * w * t);
}

inline FootJacobian foot_jacobian(const Configuration& q, int foot) {
  Eigen::Matrix<double, 6, kNv, Eigen::RowMajor> J;
  model::frame_jacobian(q.data(), foot, J.data());
  return J.topRows<3>();
}

/// Joint rates that keep the feet still while the base moves at v_base.
inline Velocity constrained_rates(const Configuration& q,
                                  const Eigen::Matrix<double, 6, 1>& v_base) {
  Velocity qd = Velocity::Zero();
  qd.head<6>() = v_base;
  for (int f = 0; f < kFeet; ++f) {
    const FootJacobian J = foot_jacobian(q, f);
    const Eigen::Matrix3d leg = J.block<3, 3>(0, 6 + 3 * f);
    qd.segment<3>(6 + 3 * f) = leg.partialPivLu().solve(-J.leftCols<6>() * v_base);
  }
  return qd;
}

/// Joint accelerations that keep the feet still: J_f qdd = -Jdot_f qd.
inline Velocity constrained_accelerations(const Configuration& q, const Velocity& qd,
                                          const Eigen::Matrix<double, 6, 1>& a_base) {
  Velocity qdd = Velocity::Zero();
  qdd.head<6>() = a_base;
  for (int f = 0; f < kFeet; ++f) {
    const FootJacobian J = foot_jacobian(q, f);
    Eigen::Matrix<double, 6, 1> Jdot_qd;
    model::frame_jacobian_dot_v(q.data(), qd.data(), f, Jdot_qd.data());
    const Eigen::Matrix3d leg = J.block<3, 3>(0, 6 + 3 * f);
    qdd.segment<3>(6 + 3 * f) =
        leg.partialPivLu().solve(-J.leftCols<6>() * a_base - Jdot_qd.head<3>());
  }
  return qdd;
}

/// tau, the contact forces and the feet at (t, q), rates from the constraints.
inline Sample sample_at(const Sway& s, double t, const Configuration& q) {
  Eigen::Matrix<double, 6, 1> v_base, a_base;
  base_motion(s, t, v_base, a_base);
  Sample out;
  out.t = t;
  out.q = q;
  out.qd = constrained_rates(q, v_base);
  out.qdd = constrained_accelerations(q, out.qd, a_base);
  Velocity tau;
  model::inverse_dynamics(q.data(), out.qd.data(), out.qdd.data(), tau.data());
  // The base's wrench from the ground alone: A lambda = tau_base, A = [J_f,base^T].
  Eigen::Matrix<double, 6, 3 * kFeet> A;
  std::array<FootJacobian, kFeet> J;
  for (int f = 0; f < kFeet; ++f) {
    J[f] = foot_jacobian(q, f);
    A.middleCols<3>(3 * f) = J[f].leftCols<6>().transpose();
  }
  const Eigen::Matrix<double, 3 * kFeet, 1> lambda =
      A.completeOrthogonalDecomposition().solve(tau.head<6>());
  Velocity joint = tau;
  for (int f = 0; f < kFeet; ++f) {
    out.lambda[f] = lambda.segment<3>(3 * f);
    joint -= J[f].transpose() * out.lambda[f];
    Eigen::Matrix<double, 4, 4, Eigen::RowMajor> T;
    model::frame_pose(q.data(), f, T.data());
    out.foot[f] = T.topRightCorner<3, 1>();
  }
  out.tau = joint.tail<12>();
  model::center_of_mass(q.data(), out.com.data());
  return out;
}

/// The sway for `duration` seconds in steps of dt, sampled every step.
inline std::vector<Sample> simulate(const Sway& s, double duration, double dt) {
  std::vector<Sample> samples;
  Configuration q = standing_pose();
  const int steps = static_cast<int>(std::lround(duration / dt));
  for (int k = 0;; ++k) {
    const double t = k * dt;
    samples.push_back(sample_at(s, t, q));
    if (k == steps) break;
    // Midpoint rule through the emitted integrate(): rates at t + dt/2.
    Eigen::Matrix<double, 6, 1> v_base, a_base;
    Configuration half, next;
    model::integrate(q.data(), samples.back().qd.data(), dt / 2, half.data());
    base_motion(s, t + dt / 2, v_base, a_base);
    const Velocity qd_half = constrained_rates(half, v_base);
    model::integrate(q.data(), qd_half.data(), dt, next.data());
    q = next;
  }
  return samples;
}

}  // namespace quadruped_sway
