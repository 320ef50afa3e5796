// An operational-space controller for the PUMA 560 on nedyn's emitted task
// functions (docs/examples/puma_task_control.md): the tool frame's position
// and orientation (the six-coordinate task) follow a reference with the
// dynamics cancelled in task space (Khatib 1987),
//   F = Mx (xdd_ref + Kd (xd_ref - J qd) + Kp e) + Vx + Gx,   tau = J^T F,
// so that with an exact model the task error obeys e'' + Kd e' + Kp e = 0.
// The plant is the arm's rigid-body dynamics without its joint friction:
// friction is a joint-space matter, and Coulomb's sign, which flips within a
// control period where a joint stops, is not something a sampled controller
// can cancel (docs/examples/puma_task_control.md measures it).
// Needs the code that `nedyn generate models/puma560.yaml` emits, and Eigen.
#pragma once

#include <Eigen/Dense>

#include <cmath>

#include "puma560.hpp"

namespace puma_task_control {

namespace arm = puma560;
constexpr int kDof = arm::kDof;
constexpr int kTask = arm::kTask;
static_assert(kTask == 6 && kDof == 6, "the PUMA's default task: all six coordinates");

using Joints = Eigen::Matrix<double, kDof, 1>;
using Twist = Eigen::Matrix<double, kTask, 1>;  // linear first, angular last (J's rows)
using TaskMatrix = Eigen::Matrix<double, kTask, kTask, Eigen::RowMajor>;
using Jacobian = Eigen::Matrix<double, kTask, kDof, Eigen::RowMajor>;
using Pose = Eigen::Matrix<double, 4, 4, Eigen::RowMajor>;

/// Control settings: a critically damped task error with natural frequency
/// omega (rad/s), and the control period (s); the plant is integrated with
/// RK4 over the same period, the torque held.
struct Settings {
  double omega = 20;
  double period = 1e-3;
};

/// The tool frame's reference: pose, twist and acceleration (base frame).
struct Reference {
  Eigen::Vector3d p, v, a;  // origin, its velocity and acceleration
  Eigen::Matrix3d R;        // orientation; angular velocity and acceleration 0
};

/// The task error e = (p_ref - p, orientation error): for the orientation,
/// (1/2) sum_i r_i x r_ref,i over the columns of R and R_ref (Luh, Walker and
/// Paul 1980), sin(angle) times the axis, which turns R towards R_ref.
inline Twist task_error(const Pose& T, const Reference& ref) {
  Twist e;
  e.head<3>() = ref.p - T.block<3, 1>(0, 3);
  Eigen::Vector3d o = Eigen::Vector3d::Zero();
  for (int i = 0; i < 3; ++i) o += T.block<3, 1>(0, i).cross(ref.R.col(i));
  e.tail<3>() = o / 2;
  return e;
}

/// What the controller computed in one period.
struct Step {
  Joints tau;
  Twist error;
  int status = 0;  // of the task functions: 0 ok, 1 singular task, 2 M not PD
};

/// One control period's torques at (q, qd). With a non-zero status (the tool
/// at a singularity) Mx, Vx and Gx are zero and so is J^T F: the caller
/// decides what to do (this example stops).
inline Step control(const Joints& q, const Joints& qd, const Reference& ref, const Settings& s) {
  Pose T;
  Jacobian J;
  TaskMatrix Mx;
  Twist Vx, Gx;
  arm::tool_pose(q.data(), T.data());
  arm::task_jacobian(q.data(), J.data());
  Step out;
  out.status = arm::task_dynamics(q.data(), qd.data(), Mx.data(), Vx.data(), Gx.data());
  out.error = task_error(T, ref);
  Twist velocity_ref = Twist::Zero(), acceleration_ref = Twist::Zero();
  velocity_ref.head<3>() = ref.v;
  acceleration_ref.head<3>() = ref.a;
  const double kp = s.omega * s.omega, kd = 2 * s.omega;
  const Twist command = acceleration_ref + kd * (velocity_ref - J * qd) + kp * out.error;
  const Twist F = Mx * command + Vx + Gx;
  out.tau = J.transpose() * F;
  return out;
}

/// (q, qd) one period on, by RK4 with tau held, on the emitted forward
/// dynamics with the joint friction it subtracts added back (`with_friction`
/// false), or as it is.
inline void integrate(Joints& q, Joints& qd, const Joints& tau, double h,
                      bool with_friction = false) {
  const auto accel = [&](const Joints& a, const Joints& b) {
    Joints qdd, friction = Joints::Zero();
    if (!with_friction) arm::friction(b.data(), friction.data());
    const Joints applied = tau + friction;
    arm::forward_dynamics(a.data(), b.data(), applied.data(), qdd.data());
    return qdd;
  };
  const Joints k1q = qd, k1v = accel(q, qd);
  const Joints k2q = qd + h / 2 * k1v, k2v = accel(q + h / 2 * k1q, qd + h / 2 * k1v);
  const Joints k3q = qd + h / 2 * k2v, k3v = accel(q + h / 2 * k2q, qd + h / 2 * k2v);
  const Joints k4q = qd + h * k3v, k4v = accel(q + h * k3q, qd + h * k3v);
  q += h / 6 * (k1q + 2 * k2q + 2 * k3q + k4q);
  qd += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v);
}

/// A straight line from `from` to `to` in `duration` seconds with a
/// minimum-jerk profile s(u) = 10u^3 - 15u^4 + 6u^5, orientation R held.
inline Reference line(const Eigen::Vector3d& from, const Eigen::Vector3d& to,
                      const Eigen::Matrix3d& R, double duration, double t) {
  const double u = std::min(std::max(t / duration, 0.0), 1.0);
  const double s = u * u * u * (10 - 15 * u + 6 * u * u);
  const double sd = 30 * u * u * (1 - 2 * u + u * u) / duration;
  const double sdd = 60 * u * (1 - 3 * u + 2 * u * u) / (duration * duration);
  const Eigen::Vector3d d = to - from;
  return {from + s * d, sd * d, sdd * d, R};
}

}  // namespace puma_task_control
