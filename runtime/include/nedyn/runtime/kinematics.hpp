#pragma once

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

/// Homogeneous transform T_{i-1,i} of one DH row at joint value q (DESIGN §2).
/// standard: Rz(theta + q) Tz(d) Tx(a) Rx(alpha)   (prismatic: d + q)
/// modified: Rx(alpha) Tx(a) Rz(theta + q) Tz(d)   (Craig eq. 3.6)
Eigen::Matrix4d link_transform(const NumericLink& link, Convention convention, double q);

/// Fills ws.R[i] and ws.p[i] for i = 1..n from q. R[i] is the rotation of
/// T_{i-1,i}. For the standard convention p[i] is p*_i, the origin of frame i
/// seen from frame i-1's origin, in frame i (a, d sin(alpha), d cos(alpha));
/// for the modified convention it is P_i^{i-1}, in frame i-1 (Craig 6.45).
/// R[n+1] = I and p[n+1] = 0 close the chain at the tip.
void link_geometry(const NumericModel& model, const Eigen::VectorXd& q, Workspace& ws);

/// Poses of every link frame in the base frame: ws.T0[0] = I, ws.T0[i] = T_{0,i}.
void forward_kinematics(const NumericModel& model, const Eigen::VectorXd& q, Workspace& ws);

/// Axis of joint i (1-based) and a point on it, in the base frame, after
/// forward_kinematics(): z_{i-1} through o_{i-1} (standard) or z_i through o_i
/// (modified).
void joint_axis(const NumericModel& model, const Workspace& ws, int i, Eigen::Vector3d& axis,
                Eigen::Vector3d& point);

}  // namespace nedyn
