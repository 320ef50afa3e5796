#include "nedyn/runtime/derivatives.hpp"

#include <unsupported/Eigen/AutoDiff>

#include "nedyn/runtime/forward_dynamics.hpp"
#include "nedyn/runtime/newton_euler_scalar.hpp"

namespace nedyn {
namespace {

// One derivative direction per q_j and per qd_j.
using Dual = Eigen::AutoDiffScalar<Eigen::VectorXd>;

}  // namespace

void inverse_dynamics_derivatives(const NumericModel& model, const Eigen::VectorXd& q,
                                  const Eigen::VectorXd& qd, const Eigen::VectorXd& qdd,
                                  Eigen::MatrixXd& dtau_dq, Eigen::MatrixXd& dtau_dqd) {
  const int n = model.dof();
  VectorX<Dual> q_dual(n), qd_dual(n), qdd_dual(n), tau(n);
  for (int i = 0; i < n; ++i) {
    q_dual(i) = Dual(q(i), 2 * n, i);
    qd_dual(i) = Dual(qd(i), 2 * n, n + i);
    qdd_dual(i) = Dual(qdd(i), Eigen::VectorXd::Zero(2 * n));
  }
  RecursionState<Dual> state(n);
  inverse_dynamics<Dual>(model, state, q_dual, qd_dual, qdd_dual, tau);
  dtau_dq.resize(n, n);
  dtau_dqd.resize(n, n);
  for (int i = 0; i < n; ++i) {
    // A torque that does not depend on the state keeps an empty derivative.
    const Eigen::VectorXd& d = tau(i).derivatives();
    if (d.size() == 0) {
      dtau_dq.row(i).setZero();
      dtau_dqd.row(i).setZero();
      continue;
    }
    dtau_dq.row(i) = d.head(n).transpose();
    dtau_dqd.row(i) = d.tail(n).transpose();
  }
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
  dqdd_dtau = ws.cholesky.solve(Eigen::MatrixXd::Identity(model.dof(), model.dof()));
}

}  // namespace nedyn
