#pragma once

// Coupled joints (URDF's <mimic> read with --mimic couple; Joint::leader):
// a follower's coordinate is its leader's, q_m = a q_l + b. The model's
// coordinates y are then its independent joints' (and a floating base's,
// first): q = q(y), qd = G yd, qdd = G ydd with the constant coupling matrix
// G (nv x nv_y, 1 where a coordinate is its own, a where a follower moves with
// its leader). By the principle of virtual work the forces on y are G^T tau,
// and the dynamics in y are (Featherstone, RBDA §8.1, for constraints
// qd = G yd with a constant G):
//   G^T M G ydd + G^T (V + G + friction) = tau_y.
// These are the runtime's functions of a coupled model: the whole tree's
// recursions at q(y), then projected. Without coupled joints G = 1.

#include <optional>
#include <vector>

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

/// The map from a model's independent coordinates y to q, qd and qdd.
struct JointCoupling {
  int nq = 0, nv = 0;  ///< entries of y and of yd (a floating base's 7 and 6 included)
  /// Per entry of q: the entry of y it follows (every entry of q has one).
  std::vector<int> source;
  /// q = multiplier * y[source] + offset entry by entry (1 and 0 for a coordinate of its own).
  Eigen::VectorXd multiplier, offset;
  Eigen::MatrixXd G;  ///< nv x nv(y): qd = G yd
  /// Per entry of y (of yd): the entry of q (of qd) that is it, its own
  /// joint's (or the base's).
  std::vector<int> q_entries, v_entries;

  Eigen::VectorXd configuration(const Eigen::VectorXd& y) const;  ///< q(y)
  Eigen::VectorXd velocity(const Eigen::VectorXd& yd) const { return G * yd; }
  /// y of a whole tree's q (of qd) by its independent entries: the inverse of
  /// configuration() (of velocity()) where the followers follow.
  Eigen::VectorXd independent_configuration(const Eigen::VectorXd& q) const;
  Eigen::VectorXd independent_velocity(const Eigen::VectorXd& qd) const;
};

/// The coupling of a model: its independent joints in the model's order.
JointCoupling joint_coupling(const NumericModel& model);

/// The model's coupling where joints follow others (--mimic couple); none
/// where every joint is a coordinate of its own.
std::optional<JointCoupling> optional_coupling(const NumericModel& model);

/// The joints whose coordinates y holds, in y's order (numbers 1..n).
std::vector<int> independent_joints(const NumericModel& model);

/// tau_y = G^T tau(q(y), G yd, G ydd): inverse dynamics with every effect.
void coupled_inverse_dynamics(const NumericModel& model, Workspace& ws, const JointCoupling& c,
                              const Eigen::VectorXd& y, const Eigen::VectorXd& yd,
                              const Eigen::VectorXd& ydd, Eigen::VectorXd& tau_y);

/// M_y = G^T M(q(y)) G, with rotor inertia.
void coupled_mass_matrix(const NumericModel& model, Workspace& ws, const JointCoupling& c,
                         const Eigen::VectorXd& y, Eigen::MatrixXd& M_y);

/// G_y = G^T G(q(y)): the gravity forces on y.
void coupled_gravity(const NumericModel& model, Workspace& ws, const JointCoupling& c,
                     const Eigen::VectorXd& y, Eigen::VectorXd& gravity_y);

/// ydd = M_y^-1 (tau_y - G^T (V + G + friction)) by Cholesky; throws
/// std::domain_error if M_y is not positive definite.
void coupled_forward_dynamics(const NumericModel& model, Workspace& ws, const JointCoupling& c,
                              const Eigen::VectorXd& y, const Eigen::VectorXd& yd,
                              const Eigen::VectorXd& tau_y, Eigen::VectorXd& ydd);

/// V_y(yd) = G^T V(q(y), G yd) is quadratic in yd: its coefficients B_y of
/// yd_j yd_k (j < k, pairs in configuration_space.hpp's order) and C_y of
/// yd_j^2, from V_y at unit velocities.
void coupled_velocity_coefficients(const NumericModel& model, Workspace& ws, const JointCoupling& c,
                                   const Eigen::VectorXd& y, Eigen::MatrixXd& B_y,
                                   Eigen::MatrixXd& C_y);

/// ydd of coupled_forward_dynamics and its derivatives: dydd_dy = -M_y^-1
/// G^T (dtau/dq) G and dydd_dyd = -M_y^-1 G^T (dtau/dqd) G at that ydd (the
/// whole tree's inverse_dynamics_derivatives, q's columns along its tangent
/// space for a floating base), dydd_dtau = M_y^-1. Throws std::domain_error
/// if M_y is not positive definite.
void coupled_forward_dynamics_derivatives(const NumericModel& model, Workspace& ws,
                                          const JointCoupling& c, const Eigen::VectorXd& y,
                                          const Eigen::VectorXd& yd, const Eigen::VectorXd& tau_y,
                                          Eigen::VectorXd& ydd, Eigen::MatrixXd& dydd_dy,
                                          Eigen::MatrixXd& dydd_dyd, Eigen::MatrixXd& dydd_dtau);

/// How the task and contact solves (operational_space.hpp,
/// contact_dynamics.hpp, contact_derivatives.hpp) read a coupling given to
/// them, their q, qd, qdd and tau then the model's coordinates y: q(y), G yd,
/// G^T times a whole tree's force rows, a whole tree's velocity columns
/// times G. Each is the identity where `c` is null (no coupling).
Eigen::VectorXd whole_configuration(const JointCoupling* c, const Eigen::VectorXd& y);
Eigen::VectorXd whole_velocity(const JointCoupling* c, const Eigen::VectorXd& yd);
Eigen::MatrixXd folded_rows(const JointCoupling* c, const Eigen::MatrixXd& whole);
Eigen::MatrixXd folded_columns(const JointCoupling* c, const Eigen::MatrixXd& whole);
/// G^T whole G: a whole tree's matrix of forces by velocities (M).
Eigen::MatrixXd folded_matrix(const JointCoupling* c, const Eigen::MatrixXd& whole);
/// Entries of yd: c->nv, or the model's nv without a coupling.
int coordinate_count(const NumericModel& model, const JointCoupling* c);

}  // namespace nedyn
