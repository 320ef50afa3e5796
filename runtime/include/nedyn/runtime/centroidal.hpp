#pragma once

// The centre of mass and the centroidal momentum matrix (Orin, Goswami and
// Lee, "Centroidal dynamics of a humanoid robot", Autonomous Robots 2013;
// Pinocchio's ccrba): h = Ag(q) qd stacks the linear momentum of all links
// and their angular momentum about the centre of mass, both in the base
// frame's axes (the world's for a floating base, whose body counts too).
// Computed link by link from each link's velocity per unit coordinate rate,
// which shares nothing with the emitted code's composite bodies.

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

/// The centre of mass of all links in the base frame (in the world, the
/// base's body included, for a floating base); 0 for a model without mass.
Eigen::Vector3d center_of_mass(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q);

/// Ag(q), 6 x nv: column j is the momentum (linear; angular about the centre
/// of mass) of a unit rate of coordinate j.
void centroidal_momentum_matrix(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                                Eigen::MatrixXd& Ag);

/// Agdot(q, qd) qd, 6: the rate of the centroidal momentum when the
/// acceleration is zero and there is no gravity (Pinocchio's dccrba times v):
/// every body's m a_c summed, and its I wd + w x I w plus (c_k - c) x m a_c
/// (the derivative of the angular momentum about the moving centre of mass;
/// the velocities' terms cancel), from the recursion's outward pass. Same
/// axes as Ag.
Eigen::Matrix<double, 6, 1> centroidal_momentum_matrix_dot_v(const NumericModel& model,
                                                             Workspace& ws,
                                                             const Eigen::VectorXd& q,
                                                             const Eigen::VectorXd& v);

}  // namespace nedyn
