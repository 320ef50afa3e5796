#pragma once

// The torques that make a standing quadruped sway its body, all four feet on
// the ground, from the emitted functions of tests/urdf/quadruped12.urdf with a
// floating base (docs/examples/quadruped_sway.md):
//
// 1. The base follows p(t) = p0 + (0, A_y sin wt, A_z sin 2wt), level: its
//    twist is (pdot, 0) and its acceleration (pddot, 0) in the base frame.
// 2. Each foot stays where it stands: Jc qd = 0 and Jc qdd + gamma = 0
//    (contact_jacobian and contact_drift of the four feet held as points,
//    world axes) give each leg's joint rates and accelerations, three by three.
// 3. M qdd + h needs a wrench on the base (its first six entries) that only
//    the ground can give: Jc,base^T lambda. contact_inverse_dynamics returns
//    the least-norm contact forces lambda (6 equations, 12 unknowns; no
//    friction cone) and the joints' torques M qdd + h - Jc^T lambda.
// 4. q moves by the emitted integrate() at the midpoint's rates.
// The definitions are sway.cpp's.

#include <array>
#include <vector>

#include <Eigen/Dense>

#include "quadruped12.hpp"

namespace quadruped_sway {

namespace model = quadruped12;
constexpr int kNq = model::kNq, kNv = model::kNv, kFeet = 4;
using Configuration = Eigen::Matrix<double, kNq, 1>;
using Velocity = Eigen::Matrix<double, kNv, 1>;
constexpr int kRows = model::kContactRows;  // 3 per foot
using ContactJacobian = Eigen::Matrix<double, kRows, kNv, Eigen::RowMajor>;

/// The body's sway: amplitudes (m) and period (s).
struct Sway {
  double side = 0.04, lift = 0.02, period = 1.0;
};

struct Sample {
  double t = 0;
  Configuration q;
  Velocity qd, qdd;
  Eigen::Matrix<double, 12, 1> tau;           // joint torques (N m)
  int status = 0;                             // contact_inverse_dynamics'; 0 ok
  std::array<Eigen::Vector3d, kFeet> lambda;  // ground forces on the feet, world
  std::array<Eigen::Vector3d, kFeet> foot;    // feet positions, world
  Eigen::Vector3d com;                        // centre of mass, world
};

/// The standing pose: body level at height 0.2 m, knees bent (front legs'
/// knees back, hind legs' forward).
Configuration standing_pose();

/// The base's twist and its rate at t (base frame; the body stays level).
void base_motion(const Sway& s, double t, Eigen::Matrix<double, 6, 1>& v,
                 Eigen::Matrix<double, 6, 1>& a);

/// The feet's point Jacobians, stacked (world axes): foot f's rows 3f..3f+2.
ContactJacobian contact_jacobian(const Configuration& q);

/// Joint rates that keep the feet still while the base moves at v_base.
Velocity constrained_rates(const Configuration& q, const Eigen::Matrix<double, 6, 1>& v_base);

/// Joint accelerations that keep the feet still: Jc qdd = -gamma.
Velocity constrained_accelerations(const Configuration& q, const Velocity& qd,
                                   const Eigen::Matrix<double, 6, 1>& a_base);

/// tau, the contact forces and the feet at (t, q), rates from the constraints.
Sample sample_at(const Sway& s, double t, const Configuration& q);

/// The sway for `duration` seconds in steps of dt, sampled every step.
std::vector<Sample> simulate(const Sway& s, double duration, double dt);

}  // namespace quadruped_sway
