#pragma once

// Dynamics under contact constraints (Featherstone, Rigid Body Dynamics
// Algorithms, ch. 8; Pinocchio's constraintDynamics, impulseDynamics): frames
// held by the environment, at a point (3 rows: the linear velocity of the
// frame's origin in world axes) or fully (6 rows: linear, then angular, world
// axes at the frame's origin, Pinocchio's LOCAL_WORLD_ALIGNED). A held
// contact obeys Jc qdd + gamma = 0, gamma the contact's acceleration at
// qdd = 0 (a point's classical acceleration). The contact forces lambda are
// what the environment exerts on the robot at each frame's origin, world
// axes: M qdd + h = tau + Jc^T lambda. The reference for the emitted
// functions: M by composite bodies, solves by Eigen's dense factorisations.

#include <vector>

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

struct JointCoupling;  // joint_coupling.hpp

/// Rows of all contacts' constraints, in order.
int contact_rows(const std::vector<NumericContact>& contacts);

/// Jc, contact_rows x nv: each contact's rows of its frame's Jacobian.
void contact_jacobian(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                      const std::vector<NumericContact>& contacts, Eigen::MatrixXd& Jc);

/// gamma, contact_rows: each contact's acceleration at qdd = 0 without
/// gravity (Jdot v: a point's classical acceleration, a frame's angular one).
void contact_drift(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                   const Eigen::VectorXd& v, const std::vector<NumericContact>& contacts,
                   Eigen::VectorXd& gamma);

/// Baumgarte's stabilisation: the constraint becomes
/// Jc qdd + gamma + kd ev + kp ep = 0, ep and ev the contacts' position and
/// velocity errors (contact_rows each), so that a drifting contact returns.
struct Baumgarte {
  double kp = 0, kd = 0;
  Eigen::VectorXd position_error, velocity_error;
};

/// A direction of a solve's system is redundant where its pivot (of the
/// complete orthogonal decomposition) is at most this times the largest:
/// the emitted files' kContactSingularity in double, so that both take the
/// same contacts as redundant.
constexpr double kContactRedundancy = 1e-10;

/// The solves below take an optional coupling (joint_coupling.hpp): their
/// q, qd, qdd and tau, their results and their Jacobian's columns are then
/// the model's coordinates y, with M_y = G^T M G and Jc G (the contacts' rows
/// are the whole tree's).

/// What a solve under contacts reports.
enum ContactStatus : int {
  kContactSolved = 0,
  /// The system is singular: Jc M^-1 Jc^T for redundant contacts (forward,
  /// impulse), or the base rows of Jc^T for contacts that cannot produce
  /// every wrench on the base (inverse). The answer is the least-squares one
  /// of least norm, finite.
  kContactSingular = 1
};

/// qdd and lambda with M qdd + h = tau + Jc^T lambda and Jc qdd + gamma = 0
/// (Gauss's principle of least constraint): lambda = -A^+ (Jc qdd_free +
/// gamma), A = Jc M^-1 Jc^T, qdd = qdd_free + M^-1 Jc^T lambda. h holds
/// gravity, Coriolis and centrifugal terms and friction. Throws
/// std::domain_error if M is not positive definite.
int constrained_forward_dynamics(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                                 const Eigen::VectorXd& v, const Eigen::VectorXd& tau,
                                 const std::vector<NumericContact>& contacts, Eigen::VectorXd& qdd,
                                 Eigen::VectorXd& lambda, const Baumgarte* baumgarte = nullptr,
                                 const JointCoupling* coupling = nullptr);

/// The velocity right after an impact of the contacts and their impulses:
/// M (v_after - v_before) = Jc^T impulse with Jc v_after = -e Jc v_before
/// (e the restitution, 0 for a perfectly inelastic impact).
int impulse_dynamics(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                     const Eigen::VectorXd& v_before, double restitution,
                     const std::vector<NumericContact>& contacts, Eigen::VectorXd& v_after,
                     Eigen::VectorXd& impulse, const JointCoupling* coupling = nullptr);

/// For a floating base: the contact forces of least norm that make the base
/// rows of M qdd + h - Jc^T lambda zero (the base has no motor), and the
/// joint torques tau = M qdd + h - Jc^T lambda (base rows zero where the
/// contacts can produce the base's motion; the least-squares residual where
/// they cannot). `weights` (contact_rows, positive), if given, weighs each
/// force's square in the norm. For a fixed base lambda is empty and tau the
/// inverse dynamics.
int contact_inverse_dynamics(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                             const Eigen::VectorXd& v, const Eigen::VectorXd& qdd,
                             const std::vector<NumericContact>& contacts, Eigen::VectorXd& tau,
                             Eigen::VectorXd& lambda, const Eigen::VectorXd* weights = nullptr,
                             const JointCoupling* coupling = nullptr);

}  // namespace nedyn
