#pragma once

// Derivatives of the dynamics under contact (contact_dynamics.hpp), as
// Pinocchio's computeConstraintDynamicsDerivatives and
// computeImpulseDynamicsDerivatives (Carpentier and Mansard, RSS 2018; Budhiraja
// et al., Humanoids 2018): the solve's equations hold at every state, so
// differentiating them at the solution gives
//   [ M  -Jc^T ] [ d qdd    ]   [ d tau - d/dx (M qdd + h - Jc^T lambda) ]
//   [ Jc   0   ] [ d lambda ] = [       - d/dx (Jc qdd + gamma)           ]
// with qdd and lambda held in the partials on the right. Those partials come
// from the recursion of newton_euler_scalar.hpp on Eigen's AutoDiffScalar
// (the inverse dynamics at qdd, the contact frames' classical acceleration at
// qdd, Jc^T lambda), exact to rounding and sharing nothing with the generator.
// For a floating base, q's columns are along its tangent space, as
// inverse_dynamics_derivatives'. Without Baumgarte's gains. With a coupling
// (joint_coupling.hpp) the state and the results are the model's
// coordinates y: the whole tree's partials times G (columns) and G^T (rows).

#include <vector>

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

struct JointCoupling;  // joint_coupling.hpp

/// The derivatives of constrained_forward_dynamics(q, v, tau): qdd and lambda
/// as it returns them, and d qdd / d (q, v, tau) (nv x nv each), d lambda /
/// d (q, v, tau) (contact_rows x nv each). Returns its status; where it is
/// kContactSingular the least-norm solution of the differentiated system,
/// finite. Throws std::domain_error if M is not positive definite.
int constrained_forward_dynamics_derivatives(
    const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
    const Eigen::VectorXd& tau, const std::vector<NumericContact>& contacts, Eigen::VectorXd& qdd,
    Eigen::VectorXd& lambda, Eigen::MatrixXd& dqdd_dq, Eigen::MatrixXd& dqdd_dv,
    Eigen::MatrixXd& dqdd_dtau, Eigen::MatrixXd& dlambda_dq, Eigen::MatrixXd& dlambda_dv,
    Eigen::MatrixXd& dlambda_dtau, const JointCoupling* coupling = nullptr);

/// The derivatives of impulse_dynamics(q, v_before, restitution): v_after and
/// the impulses as it returns them, and d v_after / d (q, v_before) (nv x nv)
/// and d impulse / d (q, v_before) (contact_rows x nv).
int impulse_dynamics_derivatives(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                                 const Eigen::VectorXd& v_before, double restitution,
                                 const std::vector<NumericContact>& contacts,
                                 Eigen::VectorXd& v_after, Eigen::VectorXd& impulse,
                                 Eigen::MatrixXd& dvafter_dq, Eigen::MatrixXd& dvafter_dvbefore,
                                 Eigen::MatrixXd& dimpulse_dq, Eigen::MatrixXd& dimpulse_dvbefore,
                                 const JointCoupling* coupling = nullptr);

}  // namespace nedyn
