#include "nedyn/runtime/centroidal.hpp"

#include <vector>

#include "nedyn/runtime/configuration.hpp"

#include <Eigen/Geometry>

#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"

namespace nedyn {
namespace {

// One body for the sums below: its mass, and its centre of mass and inertia
// in the base frame.
struct BaseFrameBody {
  double mass;
  Eigen::Vector3d com;
  Eigen::Matrix3d inertia;
};

// Every body as base_frame_links() left the links, a floating base's first.
std::vector<BaseFrameBody> base_frame_bodies(const NumericModel& model, const Workspace& ws) {
  std::vector<BaseFrameBody> bodies;
  if (model.floating_base) bodies.push_back({model.base_mass, model.base_com, model.base_inertia});
  for (int k = 1; k <= model.dof(); ++k) {
    const auto at = static_cast<std::size_t>(k);
    bodies.push_back({model.links[at - 1].mass, ws.com0[at], ws.inertia0[at]});
  }
  return bodies;
}

Eigen::Vector3d weighted_center(const std::vector<BaseFrameBody>& bodies) {
  double mass = 0;
  Eigen::Vector3d moment = Eigen::Vector3d::Zero();
  for (const BaseFrameBody& b : bodies) {
    mass += b.mass;
    moment += b.mass * b.com;
  }
  return mass > 0 ? Eigen::Vector3d(moment / mass) : Eigen::Vector3d::Zero();
}

}  // namespace

Eigen::Vector3d center_of_mass(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q) {
  base_frame_links(model, ws, q);
  const Eigen::Vector3d c = weighted_center(base_frame_bodies(model, ws));
  const Eigen::Matrix4d T = base_pose(model, q);  // identity on a fixed base
  return T.topLeftCorner<3, 3>() * c + T.topRightCorner<3, 1>();
}

void centroidal_momentum_matrix(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                                Eigen::MatrixXd& Ag) {
  base_frame_links(model, ws, q);
  const std::vector<BaseFrameBody> bodies = base_frame_bodies(model, ws);
  const Eigen::Vector3d c = weighted_center(bodies);
  const int n = model.dof(), first = model.joint_v(), floating = model.floating_base ? 1 : 0;
  Ag.setZero(6, model.nv());
  // Column `column` gains body b's momentum, moving with angular velocity w
  // and its centre with velocity v.
  const auto add = [&](int column, const BaseFrameBody& b, const Eigen::Vector3d& w,
                       const Eigen::Vector3d& v) {
    Ag.block<3, 1>(0, column) += b.mass * v;
    Ag.block<3, 1>(3, column) += b.inertia * w + b.mass * (b.com - c).cross(v);
  };
  for (int j = 1; j <= n; ++j) {
    const Eigen::Vector3d& z = ws.axis0[static_cast<std::size_t>(j)];
    const Eigen::Vector3d& o = ws.point0[static_cast<std::size_t>(j)];
    const bool revolute = model.links[static_cast<std::size_t>(j - 1)].type == JointType::revolute;
    for (int k = j; k <= n; ++k) {
      if (!model.is_beyond(j, k)) continue;
      // Link k's angular velocity and its centre's velocity for qd_j = 1.
      const BaseFrameBody& b = bodies[static_cast<std::size_t>(floating + k - 1)];
      const Eigen::Vector3d w = revolute ? z : Eigen::Vector3d::Zero();
      const Eigen::Vector3d v = revolute ? Eigen::Vector3d(z.cross(b.com - o)) : z;
      add(first + j - 1, b, w, v);
    }
  }
  if (!model.floating_base) return;
  // A unit base velocity moves every body: e_i with its centre, or e_i as
  // angular velocity about the base origin. Then base-frame axes to the
  // world's (Pinocchio's ccrba).
  for (int i = 0; i < 3; ++i) {
    const Eigen::Vector3d e = Eigen::Vector3d::Unit(i);
    for (const BaseFrameBody& b : bodies) {
      add(i, b, Eigen::Vector3d::Zero(), e);
      add(3 + i, b, e, e.cross(b.com));
    }
  }
  const Eigen::Matrix3d R = base_pose(model, q).topLeftCorner<3, 3>();
  Ag.topRows<3>() = R * Ag.topRows<3>();
  Ag.bottomRows<3>() = R * Ag.bottomRows<3>();
}

Eigen::Matrix<double, 6, 1> centroidal_momentum_matrix_dot_v(const NumericModel& model,
                                                             Workspace& ws,
                                                             const Eigen::VectorXd& q,
                                                             const Eigen::VectorXd& v) {
  Eigen::VectorXd tau(model.nv());
  newton_euler(model, ws, q, v, ws.zeros, Eigen::Vector3d::Zero(), TipWrench{}, tau);
  base_frame_links(model, ws, q);
  const std::vector<BaseFrameBody> bodies = base_frame_bodies(model, ws);
  const Eigen::Vector3d center = weighted_center(bodies);
  // Each body's m a_c and I wd + w x I w, its motion from the outward pass
  // (in its own frame) turned to the base frame's axes.
  const int first = model.floating_base ? 0 : 1;
  Eigen::Vector3d force = Eigen::Vector3d::Zero(), torque = Eigen::Vector3d::Zero();
  for (std::size_t b = 0; b < bodies.size(); ++b) {
    const auto at = b + static_cast<std::size_t>(first);
    const Eigen::Vector3d& c = at == 0 ? model.base_com : model.links[at - 1].com;
    const Eigen::Vector3d a = ws.vd[at] + ws.wd[at].cross(c) + ws.w[at].cross(ws.w[at].cross(c));
    const Eigen::Matrix3d R = ws.T0[at].topLeftCorner<3, 3>();
    const Eigen::Vector3d w = R * ws.w[at], wd = R * ws.wd[at], f = bodies[b].mass * (R * a);
    force += f;
    torque +=
        bodies[b].inertia * wd + w.cross(bodies[b].inertia * w) + (bodies[b].com - center).cross(f);
  }
  const Eigen::Matrix3d R = base_pose(model, q).topLeftCorner<3, 3>();  // to the world's axes
  Eigen::Matrix<double, 6, 1> out;
  out << R * force, R * torque;
  return out;
}

}  // namespace nedyn
