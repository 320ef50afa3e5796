#pragma once

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

/// M(q) column by column from the recursion with unit accelerations, no
/// velocity and no gravity (Walker–Orin method 1), plus rotor inertia on the
/// diagonal. M must be n x n.
void mass_matrix(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                 Eigen::MatrixXd& M);

/// M(q) by the composite-rigid-body method (Walker–Orin method 3) from
/// forward kinematics alone: the wrench that accelerates bodies j..n rigidly
/// about joint j, projected on the axes of joints i <= j, and on a floating
/// base the whole robot's inertia about the base's origin and the wrench
/// each joint's subtree puts on it. Independent of the recursion; used to
/// check it and by forward dynamics. M is resized to nv x nv.
void mass_matrix_composite(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                           Eigen::MatrixXd& M);

/// Base-frame COM, inertia and joint axes of every link into ws.com0,
/// ws.inertia0, ws.axis0, ws.point0 (after forward kinematics at q).
void base_frame_links(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q);

}  // namespace nedyn
