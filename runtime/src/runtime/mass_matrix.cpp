#include <Eigen/Geometry>

#include <algorithm>

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

namespace {

/// Mass, first moment sum m_k (c_k - o) and inertia about o of the links
/// beyond j (a subtree; j = 0 every link and a floating base's body), in the
/// base frame's axes.
struct CompositeBody {
  double mass = 0;
  Eigen::Vector3d first_moment = Eigen::Vector3d::Zero();
  Eigen::Matrix3d inertia = Eigen::Matrix3d::Zero();

  void add(double m, const Eigen::Vector3d& r, const Eigen::Matrix3d& central) {
    mass += m;
    first_moment += m * r;
    inertia += central + m * (r.squaredNorm() * Eigen::Matrix3d::Identity() - r * r.transpose());
  }
};

CompositeBody composite_body(const NumericModel& model, const Workspace& ws, int j,
                             const Eigen::Vector3d& o) {
  CompositeBody body;
  if (j == 0) body.add(model.base_mass, model.base_com - o, model.base_inertia);
  for (int k = std::max(j, 1); k <= ws.n; ++k)
    if (model.is_beyond(j, k)) body.add(model.links[k - 1].mass, ws.com0[k] - o, ws.inertia0[k]);
  return body;
}

}  // namespace

void mass_matrix_composite(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                           Eigen::MatrixXd& M) {
  base_frame_links(model, ws, q);
  const int n = ws.n, first = model.joint_v();
  M.setZero(model.nv(), model.nv());
  if (model.floating_base) {
    // The base's block: the whole robot as one body about the base's origin,
    // v = [linear, angular] in the base frame: momentum m v - [m c]x w, angular
    // momentum [m c]x v + I_o w.
    const CompositeBody all = composite_body(model, ws, 0, Eigen::Vector3d::Zero());
    M.topLeftCorner<3, 3>() = all.mass * Eigen::Matrix3d::Identity();
    M.block<3, 3>(0, 3) = -skew(all.first_moment);
    M.block<3, 3>(3, 0) = skew(all.first_moment);
    M.block<3, 3>(3, 3) = all.inertia;
  }
  for (int j = 1; j <= n; ++j) {
    // Composite body of link j's subtree about the point o_j on joint j's axis.
    const Eigen::Vector3d& o = ws.point0[j];
    const Eigen::Vector3d& u = ws.axis0[j];
    const CompositeBody body = composite_body(model, ws, j, o);
    // Force, and moment about o_j, that give joint j a unit acceleration.
    Eigen::Vector3d force, moment;
    if (model.links[j - 1].type == JointType::revolute) {
      force = u.cross(body.first_moment);
      moment = body.inertia * u;
    } else {
      force = body.mass * u;
      moment = body.first_moment.cross(u);
    }
    const int column = first + j - 1;
    // Only joints on the path to j feel it (Featherstone, RBDA §6.2: M_ij = 0
    // off it), and a floating base: the wrench about its origin.
    for (int i = j; i >= 1; i = model.parent(i)) {
      const Eigen::Vector3d moment_i = moment + (o - ws.point0[i]).cross(force);
      const Eigen::Vector3d& ui = ws.axis0[i];
      const double mij =
          model.links[i - 1].type == JointType::revolute ? ui.dot(moment_i) : ui.dot(force);
      M(first + i - 1, column) = mij;
      M(column, first + i - 1) = mij;
    }
    if (model.floating_base) {
      M.block<3, 1>(0, column) = force;
      M.block<3, 1>(3, column) = moment + o.cross(force);
      M.block<1, 6>(column, 0) = M.block<6, 1>(0, column).transpose();
    }
    M(column, column) += model.links[j - 1].rotor_inertia;
  }
}

}  // namespace nedyn
