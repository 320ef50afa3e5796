#include "nedyn/runtime/kinematics.hpp"

#include <cmath>

namespace nedyn {

Eigen::Matrix4d homogeneous(const NumericPlacement& placement) {
  Eigen::Matrix4d T = Eigen::Matrix4d::Identity();
  T.topLeftCorner<3, 3>() = placement.rotation;
  T.topRightCorner<3, 1>() = placement.translation;
  return T;
}

Eigen::Matrix4d link_transform(const NumericLink& link, double q) {
  const double motion = q + link.offset;
  Eigen::Matrix4d T = homogeneous(link.placement);
  if (link.type == JointType::revolute) {
    const double c = std::cos(motion), s = std::sin(motion);
    Eigen::Matrix3d Rz;
    Rz << c, -s, 0, s, c, 0, 0, 0, 1;
    T.topLeftCorner<3, 3>() = link.placement.rotation * Rz;
  } else {
    T.topRightCorner<3, 1>() += link.placement.rotation.col(2) * motion;
  }
  return T;
}

void link_geometry(const NumericModel& model, const Eigen::VectorXd& q, Workspace& ws) {
  for (int i = 1; i <= ws.n; ++i) {
    const Eigen::Matrix4d T = link_transform(model.links[i - 1], q(i - 1));
    ws.R[i] = T.topLeftCorner<3, 3>();
    ws.p[i] = T.topRightCorner<3, 1>();
  }
  ws.R[ws.n + 1] = model.tip().rotation;
  ws.p[ws.n + 1] = model.tip().translation;
}

void forward_kinematics(const NumericModel& model, const Eigen::VectorXd& q, Workspace& ws) {
  ws.T0[0].setIdentity();
  for (int i = 1; i <= ws.n; ++i)
    ws.T0[i] = ws.T0[i - 1] * link_transform(model.links[i - 1], q(i - 1));
  ws.T0[ws.n + 1] = ws.T0[ws.n] * homogeneous(model.tip());
}

void joint_axis(const Workspace& ws, int i, Eigen::Vector3d& axis, Eigen::Vector3d& point) {
  axis = ws.T0[i].block<3, 1>(0, 2);
  point = ws.T0[i].block<3, 1>(0, 3);
}

}  // namespace nedyn
