#pragma once

// Derivatives of the dynamics by Carpentier and Mansard's recursive algorithm
// (Analytical derivatives of rigid body dynamics algorithms, RSS 2018), as
// Pinocchio's computeRNEADerivatives and computeABADerivatives compute them:
// O(n) spatial quantities in the base frame, then O(n d) scalar products (d
// the tree's depth). The numeric baseline of the emitted derivatives (issue
// 72's "× an analytic implementation"); derivatives.hpp's AutoDiff recursion
// and differences of inverse_dynamics() check it. Notation: docs/notation.md.

#include <vector>

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

using Vector6d = Eigen::Matrix<double, 6, 1>;  ///< (angular, linear), Featherstone's order
using Matrix6d = Eigen::Matrix<double, 6, 6>;

/// Scratch memory of the analytic derivatives, sized once for a model: per
/// link k (0 the base) the base-frame quantities of the recursion. The links'
/// poses and inertias in the base frame are the Workspace's (base_frame_links).
struct AnalyticDerivativesWorkspace {
  explicit AnalyticDerivativesWorkspace(const NumericModel& model);

  /// Joint axis S_k, velocity v_k, acceleration a_k, Psi_dot_k = v_lambda x
  /// S_k and Psi_ddot_k = a_lambda x S_k + v_lambda x Psi_dot_k.
  std::vector<Vector6d> S, v, a, psi_d, psi_dd;
  /// Composites of link k's subtree: inertia, force I a + v x* I v, and G
  /// (the part of d f that is linear in a motion u: u x* h + v x* I u + I (u x v)).
  std::vector<Matrix6d> Ic, Gc;
  std::vector<Vector6d> Fc;
  /// Ic S, Gc^T S, S x* Fc + Ic Psi_ddot + Gc Psi_dot, 2 Ic Psi_dot + Gc S.
  std::vector<Vector6d> X, Y, W, U;
};

/// d tau / d q and d tau / d qd of inverse_dynamics() (rotor inertia and
/// friction included; the Coulomb part contributes 0 away from qd = 0), as
/// derivatives.hpp's inverse_dynamics_derivatives: nv x nv, a floating
/// base's columns along q's tangent space (Pinocchio's convention).
void analytic_inverse_dynamics_derivatives(const NumericModel& model, Workspace& ws,
                                           AnalyticDerivativesWorkspace& data,
                                           const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                           const Eigen::VectorXd& qdd, Eigen::MatrixXd& dtau_dq,
                                           Eigen::MatrixXd& dtau_dqd);

/// qdd = FD(q, qd, tau) (forward_dynamics.hpp) and dqdd/dq = -M^-1 dtau/dq,
/// dqdd/dqd = -M^-1 dtau/dqd at that qdd, dqdd/dtau = M^-1 (M's Cholesky
/// factorisation from forward dynamics). Throws std::domain_error if M is not
/// positive definite.
void analytic_forward_dynamics_derivatives(const NumericModel& model, Workspace& ws,
                                           AnalyticDerivativesWorkspace& data,
                                           const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                           const Eigen::VectorXd& tau, Eigen::VectorXd& qdd,
                                           Eigen::MatrixXd& dqdd_dq, Eigen::MatrixXd& dqdd_dqd,
                                           Eigen::MatrixXd& dqdd_dtau);

}  // namespace nedyn
