#include "nedyn/runtime/kinematics.hpp"

#include <cmath>

namespace nedyn {

Eigen::Matrix4d link_transform(const NumericLink& link, Convention convention, double q) {
  const double theta = link.theta + (link.type == JointType::revolute ? q : 0.0);
  const double d = link.d + (link.type == JointType::prismatic ? q : 0.0);
  const double ct = std::cos(theta), st = std::sin(theta);
  const double ca = std::cos(link.alpha), sa = std::sin(link.alpha);
  Eigen::Matrix4d T;
  if (convention == Convention::standard) {
    T << ct, -st * ca, st * sa, link.a * ct,  //
        st, ct * ca, -ct * sa, link.a * st,   //
        0, sa, ca, d,                         //
        0, 0, 0, 1;
  } else {
    T << ct, -st, 0, link.a,             //
        st * ca, ct * ca, -sa, -sa * d,  //
        st * sa, ct * sa, ca, ca * d,    //
        0, 0, 0, 1;
  }
  return T;
}

void link_geometry(const NumericModel& model, const Eigen::VectorXd& q, Workspace& ws) {
  for (int i = 1; i <= ws.n; ++i) {
    const NumericLink& link = model.links[i - 1];
    const Eigen::Matrix4d T = link_transform(link, model.convention, q(i - 1));
    ws.R[i] = T.topLeftCorner<3, 3>();
    if (model.convention == Convention::standard) {
      const double d = link.d + (link.type == JointType::prismatic ? q(i - 1) : 0.0);
      ws.p[i] = Eigen::Vector3d(link.a, d * std::sin(link.alpha), d * std::cos(link.alpha));
    } else {
      ws.p[i] = T.topRightCorner<3, 1>();
    }
  }
  ws.R[ws.n + 1].setIdentity();
  ws.p[ws.n + 1].setZero();
}

void forward_kinematics(const NumericModel& model, const Eigen::VectorXd& q, Workspace& ws) {
  ws.T0[0].setIdentity();
  for (int i = 1; i <= ws.n; ++i)
    ws.T0[i] = ws.T0[i - 1] * link_transform(model.links[i - 1], model.convention, q(i - 1));
}

void joint_axis(const NumericModel& model, const Workspace& ws, int i, Eigen::Vector3d& axis,
                Eigen::Vector3d& point) {
  const Eigen::Matrix4d& T = model.convention == Convention::standard ? ws.T0[i - 1] : ws.T0[i];
  axis = T.block<3, 1>(0, 2);
  point = T.block<3, 1>(0, 3);
}

}  // namespace nedyn
