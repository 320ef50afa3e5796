#include "nedyn/runtime/frames.hpp"

#include <stdexcept>
#include <string>

#include "nedyn/runtime/configuration.hpp"
#include "nedyn/runtime/kinematics.hpp"
#include "nedyn/runtime/newton_euler.hpp"

namespace nedyn {

NumericFrame NumericModel::tool_frame() const {
  if (tool_link == 0) return {"tool", 0, tool};  // a floating body without joints: the base's
  const NumericPlacement& own = links[static_cast<std::size_t>(tool_link - 1)].link_frame;
  return {"tool",
          tool_link,
          {own.rotation * tool.rotation, own.rotation * tool.translation + own.translation}};
}

namespace {

/// The frame's pose in the base frame, after forward_kinematics().
Eigen::Matrix4d in_base(const Workspace& ws, const NumericFrame& frame) {
  return ws.T0[static_cast<std::size_t>(frame.link)] * homogeneous(frame.placement);
}

}  // namespace

Eigen::Matrix4d frame_pose(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                           const NumericFrame& frame) {
  forward_kinematics(model, q, ws);
  return base_pose(model, q) * in_base(ws, frame);
}

void frame_jacobian(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                    const NumericFrame& frame, Eigen::MatrixXd& J) {
  forward_kinematics(model, q, ws);
  const Eigen::Vector3d origin = in_base(ws, frame).block<3, 1>(0, 3);
  const int first = model.joint_v();  // the joints' first column
  J.setZero(6, model.nv());
  for (int i = frame.link; i >= 1; i = model.parent(i)) {  // the joints that move the frame
    Eigen::Vector3d z, o;
    joint_axis(ws, i, z, o);
    if (model.links[static_cast<std::size_t>(i - 1)].type == JointType::revolute) {
      J.block<3, 1>(0, first + i - 1) = z.cross(origin - o);
      J.block<3, 1>(3, first + i - 1) = z;
    } else {
      J.block<3, 1>(0, first + i - 1) = z;
    }
  }
  if (!model.floating_base) return;
  // The base's twist (v, w) in its own frame moves the origin by v + w x
  // origin and turns the frame by w; then the world's axes (Pinocchio's
  // LOCAL_WORLD_ALIGNED).
  for (int k = 0; k < 3; ++k) {
    const Eigen::Vector3d e = Eigen::Vector3d::Unit(k);
    J.block<3, 1>(0, k) = e;
    J.block<3, 1>(0, 3 + k) = e.cross(origin);
    J.block<3, 1>(3, 3 + k) = e;
  }
  const Eigen::Matrix3d R = base_pose(model, q).topLeftCorner<3, 3>();
  J.topRows<3>() = R * J.topRows<3>();
  J.bottomRows<3>() = R * J.bottomRows<3>();
}

Eigen::Matrix<double, 6, 1> frame_jacobian_dot_v(const NumericModel& model, Workspace& ws,
                                                 const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                                 const NumericFrame& frame) {
  Eigen::VectorXd tau(model.nv());
  newton_euler(model, ws, q, v, ws.zeros, Eigen::Vector3d::Zero(), TipWrench{}, tau);
  forward_kinematics(model, q, ws);
  // The frame's origin, fixed in link t at p (Craig 6.47); link t's motion in
  // its own frame from the outward pass (a floating base's twist at a rate of 0).
  const auto t = static_cast<std::size_t>(frame.link);
  const Eigen::Vector3d& p = frame.placement.translation;
  const Eigen::Vector3d a = ws.vd[t] + ws.wd[t].cross(p) + ws.w[t].cross(ws.w[t].cross(p));
  const Eigen::Matrix3d R = base_pose(model, q).topLeftCorner<3, 3>() * ws.T0[t].block<3, 3>(0, 0);
  Eigen::Matrix<double, 6, 1> out;
  out << R * a, R * ws.wd[t];
  return out;
}

const NumericFrame& frame_named(const NumericModel& model, const std::string& name) {
  std::string names;
  for (const NumericFrame& frame : model.frames) {
    if (frame.name == name) return frame;
    names += (names.empty() ? "" : ", ") + frame.name;
  }
  throw std::invalid_argument("the model " + model.name + " has no frame named '" + name +
                              "' (its frames: " + (names.empty() ? "none" : names) + ")");
}

}  // namespace nedyn
