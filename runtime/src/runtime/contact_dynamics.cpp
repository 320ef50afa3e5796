#include "nedyn/runtime/contact_dynamics.hpp"

#include <stdexcept>

#include <Eigen/QR>

#include "nedyn/runtime/frames.hpp"
#include "nedyn/runtime/joint_coupling.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"

namespace nedyn {
namespace {

/// x of least norm minimising |A x - b|, and whether A has full row rank
/// (then A x = b holds), ranks decided at kContactRedundancy.
int least_norm_solve(const Eigen::MatrixXd& A, const Eigen::VectorXd& b, Eigen::VectorXd& x) {
  Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd> cod(A.rows(), A.cols());
  cod.setThreshold(kContactRedundancy);
  cod.compute(A);
  x = cod.solve(b);
  return cod.rank() == A.rows() ? kContactSolved : kContactSingular;
}

/// M's Cholesky factorisation in ws.cholesky, in the coupling's coordinates
/// where one is given (std::domain_error if M is not positive definite).
void factorise_mass_matrix(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                           const JointCoupling* coupling, const char* what) {
  mass_matrix_composite(model, ws, q, ws.M);
  ws.cholesky.compute(coupling ? folded_matrix(coupling, ws.M) : ws.M);
  if (ws.cholesky.info() != Eigen::Success)
    throw std::domain_error(std::string(what) + ": the mass matrix is not positive definite");
}

/// The contacts' Jacobian in the coupling's coordinates at the whole tree's q.
Eigen::MatrixXd coupled_contact_jacobian(const NumericModel& model, Workspace& ws,
                                         const Eigen::VectorXd& q,
                                         const std::vector<NumericContact>& contacts,
                                         const JointCoupling* coupling) {
  Eigen::MatrixXd Jc;
  contact_jacobian(model, ws, q, contacts, Jc);
  return folded_columns(coupling, Jc);
}

}  // namespace

int contact_rows(const std::vector<NumericContact>& contacts) {
  int rows = 0;
  for (const NumericContact& c : contacts) rows += c.rows();
  return rows;
}

void contact_jacobian(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                      const std::vector<NumericContact>& contacts, Eigen::MatrixXd& Jc) {
  Jc.resize(contact_rows(contacts), model.nv());
  Eigen::MatrixXd J;
  int row = 0;
  for (const NumericContact& c : contacts) {
    frame_jacobian(model, ws, q, c.frame, J);
    Jc.middleRows(row, c.rows()) = J.topRows(c.rows());
    row += c.rows();
  }
}

void contact_drift(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                   const Eigen::VectorXd& v, const std::vector<NumericContact>& contacts,
                   Eigen::VectorXd& gamma) {
  gamma.resize(contact_rows(contacts));
  int row = 0;
  for (const NumericContact& c : contacts) {
    gamma.segment(row, c.rows()) = frame_jacobian_dot_v(model, ws, q, v, c.frame).head(c.rows());
    row += c.rows();
  }
}

int constrained_forward_dynamics(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& y,
                                 const Eigen::VectorXd& yd, const Eigen::VectorXd& tau,
                                 const std::vector<NumericContact>& contacts, Eigen::VectorXd& qdd,
                                 Eigen::VectorXd& lambda, const Baumgarte* baumgarte,
                                 const JointCoupling* coupling) {
  const Eigen::VectorXd q = whole_configuration(coupling, y), v = whole_velocity(coupling, yd);
  const Eigen::MatrixXd Jc = coupled_contact_jacobian(model, ws, q, contacts, coupling);
  Eigen::VectorXd gamma;
  contact_drift(model, ws, q, v, contacts, gamma);
  if (baumgarte)
    gamma += baumgarte->kd * baumgarte->velocity_error + baumgarte->kp * baumgarte->position_error;
  newton_euler(model, ws, q, v, ws.zeros, -model.gravity, TipWrench{}, ws.bias);
  friction(model, v, ws.column);
  const Eigen::VectorXd bias = folded_rows(coupling, ws.bias + ws.column);
  factorise_mass_matrix(model, ws, q, coupling, "constrained forward dynamics");
  const Eigen::VectorXd free = ws.cholesky.solve(tau - bias);
  const Eigen::MatrixXd Minv_JcT = ws.cholesky.solve(Jc.transpose());  // M^-1 Jc^T
  const int status = least_norm_solve(Jc * Minv_JcT, -(Jc * free + gamma), lambda);
  qdd = free + Minv_JcT * lambda;
  return status;
}

int impulse_dynamics(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& y,
                     const Eigen::VectorXd& v_before, double restitution,
                     const std::vector<NumericContact>& contacts, Eigen::VectorXd& v_after,
                     Eigen::VectorXd& impulse, const JointCoupling* coupling) {
  const Eigen::VectorXd q = whole_configuration(coupling, y);
  const Eigen::MatrixXd Jc = coupled_contact_jacobian(model, ws, q, contacts, coupling);
  factorise_mass_matrix(model, ws, q, coupling, "impulse dynamics");
  const Eigen::MatrixXd Minv_JcT = ws.cholesky.solve(Jc.transpose());
  // Jc (v_before + M^-1 Jc^T impulse) = -e Jc v_before.
  const int status = least_norm_solve(Jc * Minv_JcT, -(1 + restitution) * (Jc * v_before), impulse);
  v_after = v_before + Minv_JcT * impulse;
  return status;
}

int contact_inverse_dynamics(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& y,
                             const Eigen::VectorXd& yd, const Eigen::VectorXd& ydd,
                             const std::vector<NumericContact>& contacts, Eigen::VectorXd& tau,
                             Eigen::VectorXd& lambda, const Eigen::VectorXd* weights,
                             const JointCoupling* coupling) {
  const Eigen::VectorXd q = whole_configuration(coupling, y);
  Eigen::VectorXd whole(model.nv());
  inverse_dynamics(model, ws, q, whole_velocity(coupling, yd), whole_velocity(coupling, ydd),
                   whole);  // M qdd + h
  tau = folded_rows(coupling, whole);
  if (!model.floating_base) {
    lambda.resize(0);
    return kContactSolved;
  }
  const Eigen::MatrixXd Jc = coupled_contact_jacobian(model, ws, q, contacts, coupling);
  // min lambda^T W lambda subject to Jc_b^T lambda = tau_b: lambda = W^-1/2 mu,
  // mu of least norm with (Jc_b^T W^-1/2) mu = tau_b. The base's coordinates
  // come first in y too.
  Eigen::VectorXd scale = Eigen::VectorXd::Ones(Jc.rows());
  if (weights) scale = weights->cwiseSqrt().cwiseInverse();
  const Eigen::MatrixXd base_rows = Jc.leftCols(6).transpose() * scale.asDiagonal();
  Eigen::VectorXd mu;
  const int status = least_norm_solve(base_rows, tau.head(6), mu);
  lambda = scale.asDiagonal() * mu;
  tau -= Jc.transpose() * lambda;
  return status;
}

}  // namespace nedyn
