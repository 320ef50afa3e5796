#pragma once

// Derivatives of the dynamics by forward-mode automatic differentiation: the
// recursion of newton_euler_scalar.hpp evaluated on Eigen's AutoDiffScalar,
// exact to rounding. The reference the emitted derivatives are checked
// against: it shares nothing with the generator's program graph.

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

/// dtau_dq(i, j) = d tau_i / d q_j and dtau_dqd(i, j) = d tau_i / d qd_j of
/// inverse_dynamics() (every effect: gravity, rotor inertia, friction; the
/// Coulomb part contributes 0 away from qd = 0). d tau / d qdd is M(q).
/// For a floating base nv x nv, q's columns along its tangent space as
/// Pinocchio's computeRNEADerivatives: column k is the derivative along
/// integrate(q, t e_k) at t = 0 (the base's twist in its own frame, then the
/// joints).
void inverse_dynamics_derivatives(const NumericModel& model, const Eigen::VectorXd& q,
                                  const Eigen::VectorXd& qd, const Eigen::VectorXd& qdd,
                                  Eigen::MatrixXd& dtau_dq, Eigen::MatrixXd& dtau_dqd);

/// qdd = FD(q, qd, tau) and its derivatives: dqdd_dq = -M^-1 dtau/dq and
/// dqdd_dqd = -M^-1 dtau/dqd at that qdd, dqdd_dtau = M^-1 (one Cholesky
/// factorisation of M for all). Throws std::domain_error if M is not
/// positive definite.
void forward_dynamics_derivatives(const NumericModel& model, Workspace& ws,
                                  const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                  const Eigen::VectorXd& tau, Eigen::VectorXd& qdd,
                                  Eigen::MatrixXd& dqdd_dq, Eigen::MatrixXd& dqdd_dqd,
                                  Eigen::MatrixXd& dqdd_dtau);

}  // namespace nedyn
