#pragma once

// A quadruped dropped from a few centimetres lands on its four feet, from the
// emitted functions of tests/urdf/quadruped12.urdf with a floating base and
// its feet as point contacts (docs/examples/quadruped_landing.md):
//
// 1. Flight: released at rest in its standing pose, the feet `drop` above
//    the ground, it falls under forward_dynamics with a PD law holding the
//    joints and the joints' friction compensated (in free fall the joints
//    need no torque: the pose stays).
// 2. Impact: when the feet reach the ground (the step's end found by
//    bisection), impulse_dynamics gives the velocity right after and the
//    ground's impulses (restitution 0: the feet stop).
// 3. Stance: the feet held where they landed, constrained_forward_dynamics
//    gives the motion and the ground forces while the PD law brings the body
//    to rest on them.
// Fourth-order Runge-Kutta throughout, q moved by the emitted integrate().
// The definitions are landing.cpp's.

#include <array>
#include <functional>
#include <vector>

#include <Eigen/Dense>

#include "quadruped12.hpp"

namespace quadruped_landing {

namespace model = quadruped12;
constexpr int kNq = model::kNq, kNv = model::kNv, kFeet = 4, kRows = model::kContactRows;
using Configuration = Eigen::Matrix<double, kNq, 1>;
using Velocity = Eigen::Matrix<double, kNv, 1>;
using Feet = std::array<Eigen::Vector3d, kFeet>;

struct Landing {
  double drop = 0.05;        ///< the feet's height above the ground at release (m)
  double restitution = 0;    ///< of the impact (0: perfectly inelastic)
  double kp = 20, kd = 0.5;  ///< the joints' PD law about the standing pose (N m/rad, N m s/rad)
  double dt = 5e-4;          ///< the Runge-Kutta step (s)
  double stance = 0.5;       ///< how long to follow the stance after touch-down (s)
};

enum class Phase { flight, impact, stance };

struct Sample {
  double t = 0;
  Phase phase = Phase::flight;
  Configuration q;
  Velocity qd;     ///< at an impact: the velocity right after it
  Feet foot;       ///< the feet's positions, world
  Feet lambda;     ///< stance: the ground's forces (N); impact: its impulses (N s)
  int status = 0;  ///< of the contact function called (0 ok)
};

/// qdd at (q, qd): the dynamics a simulation steps.
using Acceleration = std::function<Velocity(const Configuration&, const Velocity&)>;

/// One fourth-order Runge-Kutta step of length h, q moved by the emitted
/// integrate() (second order in the base's rotation: it steps the mean
/// velocity).
void rk4_step(const Acceleration& a, double h, Configuration& q, Velocity& v);

/// The standing pose with the base at `height`: body level, knees bent.
Configuration standing_pose(double height);

/// The feet's positions (frame_pose of the four feet), world.
Feet feet(const Configuration& q);

/// The joints' PD law about the standing pose, plus the URDF's joint friction
/// (friction(), 0.01 qd + 0.02 sign(qd) N m) fed forward so that the joints
/// act as ideal ones; nothing on the base.
Velocity drive(const Landing& l, const Configuration& q, const Velocity& qd);

/// The fall, the impact and the stance: a sample every step, and at the
/// touch-down time a flight sample (the velocity before the impact) and the
/// impact's (the velocity after it, the impulses).
std::vector<Sample> simulate(const Landing& l);

}  // namespace quadruped_landing
