#include <Eigen/Geometry>

#include "nedyn/runtime/mass_matrix.hpp"

#include "nedyn/runtime/kinematics.hpp"
#include "nedyn/runtime/newton_euler.hpp"

namespace nedyn {

void mass_matrix(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                 Eigen::MatrixXd& M) {
  link_geometry(model, q, ws);
  const Eigen::Vector3d no_gravity = Eigen::Vector3d::Zero();
  const int first = model.joint_v();
  M.resize(model.nv(), model.nv());
  for (int j = 0; j < model.nv(); ++j) {
    ws.unit.setZero();
    ws.unit(j) = 1.0;
    newton_euler_passes(model, ws, ws.zeros, ws.unit, no_gravity, TipWrench{}, ws.column);
    M.col(j) = ws.column;
    if (j >= first) M(j, j) += model.links[static_cast<std::size_t>(j - first)].rotor_inertia;
  }
}

void base_frame_links(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q) {
  forward_kinematics(model, q, ws);
  for (int i = 1; i <= ws.n; ++i) {
    const NumericLink& link = model.links[i - 1];
    const Eigen::Matrix3d R0 = ws.T0[i].topLeftCorner<3, 3>();
    ws.com0[i] = R0 * link.com + ws.T0[i].topRightCorner<3, 1>();
    ws.inertia0[i] = R0 * link.inertia * R0.transpose();
    joint_axis(ws, i, ws.axis0[i], ws.point0[i]);
  }
}

void mass_matrix_composite(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                           Eigen::MatrixXd& M) {
  // A floating base's M by unit accelerations (the composite bodies below
  // are a fixed base's).
  if (model.floating_base) return mass_matrix(model, ws, q, M);
  base_frame_links(model, ws, q);
  const int n = ws.n;
  M.setZero(n, n);
  for (int j = 1; j <= n; ++j) {
    // Composite body of link j and every link beyond it (its subtree),
    // about the point o_j on joint j's axis.
    const Eigen::Vector3d& o = ws.point0[j];
    const Eigen::Vector3d& u = ws.axis0[j];
    double mass = 0;
    Eigen::Vector3d first_moment = Eigen::Vector3d::Zero();  // sum m_k (c_k - o_j)
    Eigen::Matrix3d inertia = Eigen::Matrix3d::Zero();       // about o_j
    for (int k = j; k <= n; ++k) {
      if (!model.is_beyond(j, k)) continue;
      const double m = model.links[k - 1].mass;
      const Eigen::Vector3d r = ws.com0[k] - o;
      mass += m;
      first_moment += m * r;
      inertia +=
          ws.inertia0[k] + m * (r.squaredNorm() * Eigen::Matrix3d::Identity() - r * r.transpose());
    }
    // Force, and moment about o_j, that give joint j a unit acceleration.
    Eigen::Vector3d force, moment;
    if (model.links[j - 1].type == JointType::revolute) {
      force = u.cross(first_moment);
      moment = inertia * u;
    } else {
      force = mass * u;
      moment = first_moment.cross(u);
    }
    // Only joints on the path to j feel it (Featherstone, RBDA §6.2: M_ij = 0 off it).
    for (int i = j; i >= 1; i = model.parent(i)) {
      const Eigen::Vector3d moment_i = moment + (o - ws.point0[i]).cross(force);
      const Eigen::Vector3d& ui = ws.axis0[i];
      const double mij =
          model.links[i - 1].type == JointType::revolute ? ui.dot(moment_i) : ui.dot(force);
      M(i - 1, j - 1) = mij;
      M(j - 1, i - 1) = mij;
    }
    M(j - 1, j - 1) += model.links[j - 1].rotor_inertia;
  }
}

}  // namespace nedyn
