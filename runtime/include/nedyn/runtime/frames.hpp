#pragma once

// Kinematics of a frame fixed to a link (NumericFrame: a URDF link, a model
// file's `frames:` entry, the tool): its pose, its Jacobian and Jdot v, in the
// world (the base frame for a fixed base), as Pinocchio's getFramePlacement,
// getFrameJacobian(LOCAL_WORLD_ALIGNED) and getFrameClassicalAcceleration at
// zero acceleration. The tool functions (tool_pose, jacobian,
// jacobian_dot_qd) are these for model.tool_frame().

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

/// The frame's pose in the world at q, 4 x 4 (rotation, then origin).
Eigen::Matrix4d frame_pose(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                           const NumericFrame& frame);

/// 6 x nv geometric Jacobian of the frame's origin: linear velocity, then
/// angular, in the world's axes. Column of joint i on the path to the frame's
/// link is (z x (o_frame - o), z) for a revolute joint with axis z through o,
/// (z, 0) for a prismatic one; a floating base's twist (v, w) in its own
/// frame moves the origin by v + w x o_frame and turns it by w.
void frame_jacobian(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                    const NumericFrame& frame, Eigen::MatrixXd& J);

/// Jdot(q, v) v: the frame origin's classical acceleration and the frame's
/// angular acceleration when the acceleration is zero and there is no gravity,
/// world axes, from the recursion's outward pass (Craig 6.47).
Eigen::Matrix<double, 6, 1> frame_jacobian_dot_v(const NumericModel& model, Workspace& ws,
                                                 const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                                 const NumericFrame& frame);

/// The frame named `name` of model.frames; std::invalid_argument naming the
/// model's frames if there is none.
const NumericFrame& frame_named(const NumericModel& model, const std::string& name);

}  // namespace nedyn
