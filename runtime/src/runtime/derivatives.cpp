#include "nedyn/runtime/derivatives.hpp"

#include "nedyn/runtime/forward_dynamics.hpp"
#include "tangent_duals.hpp"

namespace nedyn {

void inverse_dynamics_derivatives(const NumericModel& model, const Eigen::VectorXd& q,
                                  const Eigen::VectorXd& qd, const Eigen::VectorXd& qdd,
                                  Eigen::MatrixXd& dtau_dq, Eigen::MatrixXd& dtau_dqd) {
  const int nv = model.nv();
  // Directions 0..nv-1 move q along its tangent space, nv..2nv-1 move qd.
  const VectorX<Dual> q_dual = tangent_duals(model, q, 2 * nv, 0);
  const VectorX<Dual> qd_dual = coordinate_duals(qd, 2 * nv, nv);
  const VectorX<Dual> qdd_dual = constant_duals(qdd, 2 * nv);
  VectorX<Dual> tau(nv);
  RecursionState<Dual> state(model.dof());
  inverse_dynamics<Dual>(model, state, q_dual, qd_dual, qdd_dual, tau);
  dtau_dq = jacobian_of(tau, 0, nv);
  dtau_dqd = jacobian_of(tau, nv, nv);
}

void forward_dynamics_derivatives(const NumericModel& model, Workspace& ws,
                                  const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                  const Eigen::VectorXd& tau, Eigen::VectorXd& qdd,
                                  Eigen::MatrixXd& dqdd_dq, Eigen::MatrixXd& dqdd_dqd,
                                  Eigen::MatrixXd& dqdd_dtau) {
  forward_dynamics(model, ws, q, qd, tau, qdd);  // leaves M's factorisation in ws.cholesky
  Eigen::MatrixXd dtau_dq, dtau_dqd;
  inverse_dynamics_derivatives(model, q, qd, qdd, dtau_dq, dtau_dqd);
  // M qdd = tau - b(q, qd): M dqdd/dx = -(dM/dx qdd + db/dx) = -dtau_ID/dx at that qdd.
  dqdd_dq = -ws.cholesky.solve(dtau_dq);
  dqdd_dqd = -ws.cholesky.solve(dtau_dqd);
  dqdd_dtau = ws.cholesky.solve(Eigen::MatrixXd::Identity(model.nv(), model.nv()));
}

}  // namespace nedyn
