// The sway's computation of sway.hpp (docs/examples/quadruped_sway.md).

#include "sway.hpp"

#include <cmath>

namespace quadruped_sway {

Configuration standing_pose() {
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

void base_motion(const Sway& s, double t, Eigen::Matrix<double, 6, 1>& v,
                 Eigen::Matrix<double, 6, 1>& a) {
  const double w = 2 * M_PI / s.period;
  v.setZero();
  a.setZero();
  v(1) = s.side * w * std::cos(w * t);
  v(2) = s.lift * 2 * w * std::cos(2 * w * t);
  a(1) = -s.side * w * w * std::sin(w * t);
  a(2) = -s.lift * 4 * w * w * std::sin(2 * w * t);
}

ContactJacobian contact_jacobian(const Configuration& q) {
  ContactJacobian Jc;
  model::contact_jacobian(q.data(), Jc.data());
  return Jc;
}

Velocity constrained_rates(const Configuration& q, const Eigen::Matrix<double, 6, 1>& v_base) {
  const ContactJacobian Jc = contact_jacobian(q);
  Velocity qd = Velocity::Zero();
  qd.head<6>() = v_base;
  for (int f = 0; f < kFeet; ++f) {
    const Eigen::Matrix3d leg = Jc.block<3, 3>(3 * f, 6 + 3 * f);
    qd.segment<3>(6 + 3 * f) = leg.partialPivLu().solve(-Jc.block<3, 6>(3 * f, 0) * v_base);
  }
  return qd;
}

Velocity constrained_accelerations(const Configuration& q, const Velocity& qd,
                                   const Eigen::Matrix<double, 6, 1>& a_base) {
  const ContactJacobian Jc = contact_jacobian(q);
  Eigen::Matrix<double, kRows, 1> gamma;  // Jdot qd of the feet
  model::contact_drift(q.data(), qd.data(), gamma.data());
  Velocity qdd = Velocity::Zero();
  qdd.head<6>() = a_base;
  for (int f = 0; f < kFeet; ++f) {
    const Eigen::Matrix3d leg = Jc.block<3, 3>(3 * f, 6 + 3 * f);
    qdd.segment<3>(6 + 3 * f) =
        leg.partialPivLu().solve(-Jc.block<3, 6>(3 * f, 0) * a_base - gamma.segment<3>(3 * f));
  }
  return qdd;
}

Sample sample_at(const Sway& s, double t, const Configuration& q) {
  Eigen::Matrix<double, 6, 1> v_base, a_base;
  base_motion(s, t, v_base, a_base);
  Sample out;
  out.t = t;
  out.q = q;
  out.qd = constrained_rates(q, v_base);
  out.qdd = constrained_accelerations(q, out.qd, a_base);
  // The base's wrench from the ground alone: the least-norm contact forces
  // with Jc,base^T lambda = tau_base, and the joints' torques beside them.
  Velocity tau;
  Eigen::Matrix<double, kRows, 1> lambda;
  out.status = model::contact_inverse_dynamics(q.data(), out.qd.data(), out.qdd.data(), tau.data(),
                                               lambda.data());
  for (int f = 0; f < kFeet; ++f) {
    out.lambda[f] = lambda.segment<3>(3 * f);
    Eigen::Matrix<double, 4, 4, Eigen::RowMajor> T;
    model::frame_pose(q.data(), f, T.data());
    out.foot[f] = T.topRightCorner<3, 1>();
  }
  out.tau = tau.tail<12>();
  model::center_of_mass(q.data(), out.com.data());
  return out;
}

std::vector<Sample> simulate(const Sway& s, double duration, double dt) {
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
