#include "nedyn/runtime/newton_euler.hpp"

#include "nedyn/runtime/kinematics.hpp"

namespace nedyn {

void newton_euler_passes(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& qd,
                         const Eigen::VectorXd& qdd, const Eigen::Vector3d& vd0,
                         const TipWrench& tip, Eigen::VectorXd& tau, const LinkWrenches* external) {
  newton_euler_passes<double>(model, ws, qd, qdd, vd0, tip, tau, external);
}

void newton_euler(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                  const Eigen::VectorXd& qd, const Eigen::VectorXd& qdd, const Eigen::Vector3d& vd0,
                  const TipWrench& tip, Eigen::VectorXd& tau) {
  link_geometry(model, q, ws);
  newton_euler_passes(model, ws, qd, qdd, vd0, tip, tau);
}

void inverse_dynamics_external(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                               const Eigen::VectorXd& qd, const Eigen::VectorXd& qdd,
                               const LinkWrenches& fext, Eigen::VectorXd& tau) {
  link_geometry(model, q, ws);
  newton_euler_passes(model, ws, qd, qdd, -model.gravity, TipWrench{}, tau, &fext);
  add_drive_effects(model, qd, qdd, tau);
}

void friction(const NumericModel& model, const Eigen::VectorXd& qd, Eigen::VectorXd& F) {
  const int first = model.joint_v();  // a floating base has none
  F.head(first).setZero();
  for (int i = 0; i < model.dof(); ++i)
    F(first + i) = joint_friction(model.links[static_cast<std::size_t>(i)], qd(first + i));
}

void inverse_dynamics(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                      const Eigen::VectorXd& qd, const Eigen::VectorXd& qdd, Eigen::VectorXd& tau,
                      const TipWrench& tip) {
  inverse_dynamics<double>(model, ws, q, qd, qdd, tau, tip);
}

}  // namespace nedyn
