#include "nedyn/runtime/kinematics.hpp"

namespace nedyn {

Eigen::Matrix4d homogeneous(const NumericPlacement& placement) {
  Eigen::Matrix4d T = Eigen::Matrix4d::Identity();
  T.topLeftCorner<3, 3>() = placement.rotation;
  T.topRightCorner<3, 1>() = placement.translation;
  return T;
}

Eigen::Matrix4d link_transform(const NumericLink& link, double q) {
  Eigen::Matrix3d R;
  Eigen::Vector3d p;
  joint_transform(link, q, R, p);
  Eigen::Matrix4d T = Eigen::Matrix4d::Identity();
  T.topLeftCorner<3, 3>() = R;
  T.topRightCorner<3, 1>() = p;
  return T;
}

void link_geometry(const NumericModel& model, const Eigen::VectorXd& q, Workspace& ws) {
  link_geometry<double>(model, q, ws);
}

void forward_kinematics(const NumericModel& model, const Eigen::VectorXd& q, Workspace& ws) {
  ws.T0[0].setIdentity();
  for (int i = 1; i <= ws.n; ++i)
    ws.T0[i] =
        ws.T0[model.parent(i)] * link_transform(model.links[i - 1], q(model.joint_q() + i - 1));
  ws.T0[ws.n + 1] = ws.T0[model.tool_link] * homogeneous(model.tip());
}

void joint_axis(const Workspace& ws, int i, Eigen::Vector3d& axis, Eigen::Vector3d& point) {
  axis = ws.T0[i].block<3, 1>(0, 2);
  point = ws.T0[i].block<3, 1>(0, 3);
}

}  // namespace nedyn
