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
  const int n = model.dof(), nq = model.nq(), nv = model.nv(), first = model.joint_q();
  // Directions 0..nv-1 move q along its tangent space, nv..2nv-1 move qd.
  VectorX<Dual> q_dual(nq), qd_dual(nv), qdd_dual(nv), tau(nv);
  for (int i = 0; i < n; ++i) q_dual(first + i) = Dual(q(first + i), 2 * nv, nv - n + i);
  if (model.floating_base) {
    // q + dq = integrate(q, dv) to first order (Pinocchio's tangent space):
    // the position moves by R dv_lin, the quaternion u + w by half of (u, w)
    // times (dv_ang, 0): du = (w dv_ang + u x dv_ang) / 2, dw = -u . dv_ang / 2.
    const Eigen::Matrix3d R = base_rotation<double>(q);
    const Eigen::Vector3d u = q.segment<3>(3);
    const double w = q(6);
    for (int r = 0; r < 7; ++r) q_dual(r) = Dual(q(r), Eigen::VectorXd::Zero(2 * nv));
    for (int k = 0; k < 3; ++k) {
      const Eigen::Vector3d e = Eigen::Vector3d::Unit(k);
      const Eigen::Vector3d du = 0.5 * (w * e + u.cross(e));
      for (int r = 0; r < 3; ++r) {
        q_dual(r).derivatives()(k) = R(r, k);
        q_dual(3 + r).derivatives()(3 + k) = du(r);
      }
      q_dual(6).derivatives()(3 + k) = -0.5 * u(k);
    }
  }
  for (int i = 0; i < nv; ++i) {
    qd_dual(i) = Dual(qd(i), 2 * nv, nv + i);
    qdd_dual(i) = Dual(qdd(i), Eigen::VectorXd::Zero(2 * nv));
  }
  RecursionState<Dual> state(n);
  inverse_dynamics<Dual>(model, state, q_dual, qd_dual, qdd_dual, tau);
  dtau_dq.resize(nv, nv);
  dtau_dqd.resize(nv, nv);
  for (int i = 0; i < nv; ++i) {
    // A torque that does not depend on the state keeps an empty derivative.
    const Eigen::VectorXd& d = tau(i).derivatives();
    if (d.size() == 0) {
      dtau_dq.row(i).setZero();
      dtau_dqd.row(i).setZero();
      continue;
    }
    dtau_dq.row(i) = d.head(nv).transpose();
    dtau_dqd.row(i) = d.tail(nv).transpose();
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
  dqdd_dtau = ws.cholesky.solve(Eigen::MatrixXd::Identity(model.nv(), model.nv()));
}

}  // namespace nedyn
