#include "nedyn/runtime/analytic_derivatives.hpp"

#include "nedyn/runtime/forward_dynamics.hpp"
#include "nedyn/runtime/kinematics.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler_scalar.hpp"

namespace nedyn {

AnalyticDerivativesWorkspace::AnalyticDerivativesWorkspace(const NumericModel& model)
    : S(static_cast<std::size_t>(model.dof() + 1), Vector6d::Zero()),
      v(S),
      a(S),
      psi_d(S),
      psi_dd(S),
      Ic(static_cast<std::size_t>(model.dof() + 1), Matrix6d::Zero()),
      Gc(Ic),
      Fc(S),
      X(S),
      Y(S),
      W(S),
      U(S) {}

namespace {

/// m x u of two motions (Featherstone, RBDA eq. 2.31).
Vector6d motion_cross(const Vector6d& m, const Vector6d& u) {
  Vector6d r;
  r << m.head<3>().cross(u.head<3>()),
      m.head<3>().cross(u.tail<3>()) + m.tail<3>().cross(u.head<3>());
  return r;
}

/// m x* f of a motion and a force (RBDA eq. 2.32).
Vector6d force_cross(const Vector6d& m, const Vector6d& f) {
  Vector6d r;
  r << m.head<3>().cross(f.head<3>()) + m.tail<3>().cross(f.tail<3>()),
      m.head<3>().cross(f.tail<3>());
  return r;
}

/// The spatial inertia about the base origin of a body of mass m whose centre
/// of mass is at c with rotational inertia Ibar about it (base axes; RBDA eq. 2.63).
Matrix6d spatial_inertia(double m, const Eigen::Vector3d& c, const Eigen::Matrix3d& Ibar) {
  const Eigen::Matrix3d cx = skew(c);
  Matrix6d I;
  I << Ibar - m * cx * cx, m * cx, -m * cx, m * Eigen::Matrix3d::Identity();
  return I;
}

/// u x* h as a matrix acting on u, for a force h = (n, f).
Matrix6d momentum_cross_map(const Vector6d& h) {
  Matrix6d H = Matrix6d::Zero();
  H.topLeftCorner<3, 3>() = -skew(h.head<3>());
  H.topRightCorner<3, 3>() = -skew(h.tail<3>());
  H.bottomLeftCorner<3, 3>() = -skew(h.tail<3>());
  return H;
}

/// v x* as a matrix (crf(v) = -crm(v)^T).
Matrix6d force_cross_map(const Vector6d& v) {
  Matrix6d X = Matrix6d::Zero();
  X.topLeftCorner<3, 3>() = skew(v.head<3>());
  X.topRightCorner<3, 3>() = skew(v.tail<3>());
  X.bottomRightCorner<3, 3>() = skew(v.head<3>());
  return X;
}

/// The derivatives at the base-frame links that base_frame_links() left in
/// ws for this q.
void derivatives_at_links(const NumericModel& model, const Workspace& ws,
                          AnalyticDerivativesWorkspace& d, const Eigen::VectorXd& q,
                          const Eigen::VectorXd& qd, const Eigen::VectorXd& qdd,
                          Eigen::MatrixXd& dtau_dq, Eigen::MatrixXd& dtau_dqd) {
  const int n = model.dof(), nv = model.nv(), first = model.joint_v();
  const bool floating = model.floating_base;
  // Gravity as an acceleration of the world (Featherstone's fictitious base
  // acceleration), seen in the base frame.
  Vector6d gravity;
  gravity << Eigen::Vector3d::Zero(),
      floating ? Eigen::Vector3d(base_rotation<double>(q).transpose() * -model.gravity)
               : Eigen::Vector3d(-model.gravity);
  // Link k's own inertia, force f = I a + v x* I v and G = u x* h + A + A^T
  // with A = v x* I (I (u x v) = A^T u), before its subtree is added.
  const auto body_terms = [&](std::size_t k) {
    const Vector6d h = d.Ic[k] * d.v[k];
    d.Fc[k] = d.Ic[k] * d.a[k] + force_cross(d.v[k], h);
    const Matrix6d A = force_cross_map(d.v[k]) * d.Ic[k];
    d.Gc[k] = momentum_cross_map(h) + A + A.transpose();
  };
  if (floating) {
    // The base's twist and its rate in its own frame (v and a: linear, then
    // angular) as spatial motions; the base's body is link 0.
    d.v[0] << qd.segment<3>(3), qd.head<3>();
    d.a[0] << qdd.segment<3>(3), qdd.head<3>();
    d.a[0] += gravity;
    d.Ic[0] = spatial_inertia(model.base_mass, model.base_com, model.base_inertia);
    body_terms(0);
  } else {
    d.v[0].setZero();
    d.a[0] = gravity;
  }
  for (int i = 1; i <= n; ++i) {
    const auto k = static_cast<std::size_t>(i);
    const NumericLink& link = model.links[k - 1];
    const auto up = static_cast<std::size_t>(link.parent);
    const Eigen::Vector3d& z = ws.axis0[k];
    if (link.type == JointType::revolute)
      d.S[k] << z, ws.point0[k].cross(z);
    else
      d.S[k] << Eigen::Vector3d::Zero(), z;
    d.Ic[k] = spatial_inertia(link.mass, ws.com0[k], ws.inertia0[k]);
    d.psi_d[k] = motion_cross(d.v[up], d.S[k]);
    d.psi_dd[k] = motion_cross(d.a[up], d.S[k]) + motion_cross(d.v[up], d.psi_d[k]);
    const double rate = qd(first + i - 1);
    d.v[k] = d.v[up] + rate * d.S[k];
    d.a[k] = d.a[up] + qdd(first + i - 1) * d.S[k] + rate * d.psi_d[k];
    body_terms(k);
  }
  // Inward: link k's subtree is complete once the links after it are added
  // (topological order); then the vectors whose products with Psi and S give
  // the entries.
  for (int i = n; i >= 1; --i) {
    const auto k = static_cast<std::size_t>(i);
    d.X[k] = d.Ic[k] * d.S[k];
    d.Y[k] = d.Gc[k].transpose() * d.S[k];
    d.W[k] = force_cross(d.S[k], d.Fc[k]) + d.Ic[k] * d.psi_dd[k] + d.Gc[k] * d.psi_d[k];
    d.U[k] = 2 * (d.Ic[k] * d.psi_d[k]) + d.Gc[k] * d.S[k];
    const auto up = static_cast<std::size_t>(model.parent(i));
    if (up > 0 || floating) {
      d.Ic[up] += d.Ic[k];
      d.Gc[up] += d.Gc[k];
      d.Fc[up] += d.Fc[k];
    }
  }
  dtau_dq.setZero(nv, nv);
  dtau_dqd.setZero(nv, nv);
  // For j on the path to i (j = i included):
  //   d tau_i/d q_j = Psi_ddot_j . X_i + Psi_dot_j . Y_i,
  //   d tau_i/d qd_j = 2 Psi_dot_j . X_i + S_j . Y_i,
  //   d tau_j/d q_i = S_j . W_i,  d tau_j/d qd_i = S_j . U_i (j before i);
  // zero where neither joint lies beyond the other (C&M, RSS 2018, Alg. 1).
  for (int i = 1; i <= n; ++i) {
    const auto k = static_cast<std::size_t>(i);
    const int ci = first + i - 1;
    for (int j = i; j > 0; j = model.parent(j)) {
      const auto m = static_cast<std::size_t>(j);
      const int cj = first + j - 1;
      dtau_dq(ci, cj) = d.psi_dd[m].dot(d.X[k]) + d.psi_d[m].dot(d.Y[k]);
      dtau_dqd(ci, cj) = 2 * d.psi_d[m].dot(d.X[k]) + d.S[m].dot(d.Y[k]);
      if (j != i) {
        dtau_dq(cj, ci) = d.S[m].dot(d.W[k]);
        dtau_dqd(cj, ci) = d.S[m].dot(d.U[k]);
      }
    }
  }
  if (floating) {
    // The base as a joint of six axes S_c (linear, then angular) below the
    // world: Psi_dot_c = 0, Psi_ddot_c = a_g x S_c; in d / d qd, v_0 x S_c
    // replaces 2 Psi_dot_c, since the base's axes turn with its own twist
    // (docs/codegen.md, derivatives).
    std::array<Vector6d, 6> S0, X0, Y0;
    for (int c = 0; c < 6; ++c) {
      S0[c] = Vector6d::Unit(c < 3 ? c + 3 : c - 3);
      X0[c] = d.Ic[0] * S0[c];
      Y0[c] = d.Gc[0].transpose() * S0[c];
    }
    for (int c = 0; c < 6; ++c) {
      const Vector6d psi_dd0 = motion_cross(gravity, S0[c]);
      const Vector6d turned0 = motion_cross(d.v[0], S0[c]);
      for (int r = 0; r < nv; ++r) {
        const auto joint = static_cast<std::size_t>(r - first + 1);
        const Vector6d& X_r = r < 6 ? X0[static_cast<std::size_t>(r)] : d.X[joint];
        const Vector6d& Y_r = r < 6 ? Y0[static_cast<std::size_t>(r)] : d.Y[joint];
        dtau_dq(r, c) = psi_dd0.dot(X_r);
        dtau_dqd(r, c) = turned0.dot(X_r) + S0[c].dot(Y_r);
      }
      for (int j = 1; j <= n; ++j) {  // the base's rows: every joint lies beyond it
        dtau_dq(c, first + j - 1) = S0[c].dot(d.W[static_cast<std::size_t>(j)]);
        dtau_dqd(c, first + j - 1) = S0[c].dot(d.U[static_cast<std::size_t>(j)]);
      }
    }
  }
  for (int i = 0; i < n; ++i)  // viscous friction; rotor inertia's Ia qdd has none
    dtau_dqd(first + i, first + i) += model.links[static_cast<std::size_t>(i)].viscous;
}

}  // namespace

void analytic_inverse_dynamics_derivatives(const NumericModel& model, Workspace& ws,
                                           AnalyticDerivativesWorkspace& data,
                                           const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                           const Eigen::VectorXd& qdd, Eigen::MatrixXd& dtau_dq,
                                           Eigen::MatrixXd& dtau_dqd) {
  base_frame_links(model, ws, q);
  derivatives_at_links(model, ws, data, q, qd, qdd, dtau_dq, dtau_dqd);
}

void analytic_forward_dynamics_derivatives(const NumericModel& model, Workspace& ws,
                                           AnalyticDerivativesWorkspace& data,
                                           const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                           const Eigen::VectorXd& tau, Eigen::VectorXd& qdd,
                                           Eigen::MatrixXd& dqdd_dq, Eigen::MatrixXd& dqdd_dqd,
                                           Eigen::MatrixXd& dqdd_dtau) {
  // Leaves M's factorisation in ws.cholesky, and the base-frame links at q
  // (M by composite bodies).
  forward_dynamics(model, ws, q, qd, tau, qdd);
  // M qdd = tau - b(q, qd): M dqdd/dx = -dtau_ID/dx at that qdd.
  derivatives_at_links(model, ws, data, q, qd, qdd, dqdd_dq, dqdd_dqd);
  ws.cholesky.solveInPlace(dqdd_dq);
  ws.cholesky.solveInPlace(dqdd_dqd);
  dqdd_dq = -dqdd_dq;
  dqdd_dqd = -dqdd_dqd;
  dqdd_dtau.setIdentity(model.nv(), model.nv());
  ws.cholesky.solveInPlace(dqdd_dtau);
}

}  // namespace nedyn
