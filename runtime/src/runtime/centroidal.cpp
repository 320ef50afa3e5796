#include "nedyn/runtime/centroidal.hpp"

#include <Eigen/Geometry>

#include "nedyn/runtime/mass_matrix.hpp"

namespace nedyn {
namespace {

// The centre of mass from ws.com0 as base_frame_links() left it.
Eigen::Vector3d weighted_center(const NumericModel& model, const Workspace& ws) {
  double mass = 0;
  Eigen::Vector3d moment = Eigen::Vector3d::Zero();
  for (int k = 1; k <= model.dof(); ++k) {
    const double m = model.links[static_cast<std::size_t>(k - 1)].mass;
    mass += m;
    moment += m * ws.com0[static_cast<std::size_t>(k)];
  }
  return mass > 0 ? Eigen::Vector3d(moment / mass) : Eigen::Vector3d::Zero();
}

}  // namespace

Eigen::Vector3d center_of_mass(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q) {
  base_frame_links(model, ws, q);
  return weighted_center(model, ws);
}

void centroidal_momentum_matrix(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                                Eigen::MatrixXd& Ag) {
  base_frame_links(model, ws, q);
  const Eigen::Vector3d c = weighted_center(model, ws);
  const int n = model.dof();
  Ag.setZero(6, n);
  for (int j = 1; j <= n; ++j) {
    const Eigen::Vector3d& z = ws.axis0[static_cast<std::size_t>(j)];
    const Eigen::Vector3d& o = ws.point0[static_cast<std::size_t>(j)];
    const bool revolute = model.links[static_cast<std::size_t>(j - 1)].type == JointType::revolute;
    for (int k = j; k <= n; ++k) {
      if (!model.is_beyond(j, k)) continue;
      // Link k's angular velocity and its centre's velocity for qd_j = 1.
      const auto at = static_cast<std::size_t>(k);
      const Eigen::Vector3d w = revolute ? z : Eigen::Vector3d::Zero();
      const Eigen::Vector3d v = revolute ? Eigen::Vector3d(z.cross(ws.com0[at] - o)) : z;
      const double m = model.links[at - 1].mass;
      Ag.block<3, 1>(0, j - 1) += m * v;
      Ag.block<3, 1>(3, j - 1) += ws.inertia0[at] * w + m * (ws.com0[at] - c).cross(v);
    }
  }
}

}  // namespace nedyn
