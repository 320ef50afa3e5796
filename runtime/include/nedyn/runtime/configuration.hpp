#pragma once

// The configuration space of a model: q has nq entries and its velocities nv
// (Model::nq, Model::nv). For a fixed base both are the joints; a floating
// base adds its pose to q (x y z, then the unit quaternion qx qy qz qw) and
// its twist to qd (linear velocity of its origin, then angular velocity,
// both in the base frame): Pinocchio's free flyer (docs/kinematics.md).

#include <random>

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"

namespace nedyn {

/// q moved along the velocity v for dt (Pinocchio's integrate): joints by q +
/// v dt, a floating base by the exponential of its twist, p <- p + R V(w dt)
/// v_lin dt and R <- R exp([w dt]x) (Murray, Li and Sastry, eq. 2.36), its
/// quaternion renormalised.
Eigen::VectorXd integrate(const NumericModel& model, const Eigen::VectorXd& q,
                          const Eigen::VectorXd& v, double dt);

/// The base's pose in the world, a 4 x 4 homogeneous transform (identity for
/// a fixed base).
Eigen::Matrix4d base_pose(const NumericModel& model, const Eigen::VectorXd& q);

/// A random configuration: revolute joints in [-pi, pi], prismatic in
/// [-0.5, 0.5] m, a floating base at a position in [-1, 1]^3 m and a
/// uniformly random orientation (its quaternion normalised).
Eigen::VectorXd random_configuration(const NumericModel& model, std::mt19937& rng);

}  // namespace nedyn
