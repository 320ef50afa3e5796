#pragma once

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

/// [v]x as a matrix: skew(v) u = v x u.
inline Eigen::Matrix3d skew(const Eigen::Vector3d& v) {
  Eigen::Matrix3d m;
  m << 0, -v(2), v(1), v(2), 0, -v(0), -v(1), v(0), 0;
  return m;
}

/// Homogeneous transform T_{i-1,i} of joint i at joint value q: its placement
/// followed by Rz(q + offset) (revolute) or Tz(q + offset) (prismatic).
Eigen::Matrix4d link_transform(const NumericLink& link, double q);

/// The placement as a homogeneous transform.
Eigen::Matrix4d homogeneous(const NumericPlacement& placement);

/// Fills ws.R[i] and ws.p[i] for i = 1..n+1 from q: R[i] is the rotation of
/// T_{i-1,i}, p[i] = P_i^{i-1}, the origin of frame i in frame i-1 (Craig
/// 6.45). Frame n+1 is the last (tool) frame: link n's own frame, moved by the tool.
void link_geometry(const NumericModel& model, const Eigen::VectorXd& q, Workspace& ws);

/// Poses in the base frame: ws.T0[0] = I, ws.T0[i] = T_{0,i} for i = 1..n,
/// ws.T0[n+1] the last frame.
void forward_kinematics(const NumericModel& model, const Eigen::VectorXd& q, Workspace& ws);

/// Axis of joint i (1-based) and a point on it, in the base frame, after
/// forward_kinematics(): z_i through o_i.
void joint_axis(const Workspace& ws, int i, Eigen::Vector3d& axis, Eigen::Vector3d& point);

}  // namespace nedyn
