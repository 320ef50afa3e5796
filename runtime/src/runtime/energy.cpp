#include <Eigen/Geometry>

#include "nedyn/runtime/energy.hpp"

#include "nedyn/runtime/mass_matrix.hpp"

namespace nedyn {

double potential_energy(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q) {
  base_frame_links(model, ws, q);
  double U = 0;
  for (int i = 1; i <= ws.n; ++i) U -= model.links[i - 1].mass * model.gravity.dot(ws.com0[i]);
  return U;
}

double kinetic_energy(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                      const Eigen::VectorXd& qd) {
  base_frame_links(model, ws, q);
  double T = 0;
  for (int i = 1; i <= ws.n; ++i) {
    Eigen::Vector3d w = Eigen::Vector3d::Zero();
    Eigen::Vector3d v = Eigen::Vector3d::Zero();
    for (int j = i; j >= 1; j = model.parent(j)) {  // the joints that move link i
      const Eigen::Vector3d& u = ws.axis0[j];
      if (model.links[j - 1].type == JointType::revolute) {
        w += u * qd(j - 1);
        v += u.cross(ws.com0[i] - ws.point0[j]) * qd(j - 1);
      } else {
        v += u * qd(j - 1);
      }
    }
    const NumericLink& link = model.links[i - 1];
    T += 0.5 * (link.mass * v.squaredNorm() + w.dot(ws.inertia0[i] * w)) +
         0.5 * link.rotor_inertia * qd(i - 1) * qd(i - 1);
  }
  return T;
}

}  // namespace nedyn
