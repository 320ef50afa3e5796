#include "nedyn/runtime/contact_derivatives.hpp"

#include <Eigen/Dense>

#include "nedyn/runtime/contact_dynamics.hpp"
#include "nedyn/runtime/joint_coupling.hpp"
#include "tangent_duals.hpp"

namespace nedyn {
namespace {

/// The passes of the recursion for motion (v, a) without gravity, leaving
/// each link's velocity and acceleration in s; returns the joint forces
/// M a + C v without drives.
VectorX<Dual> passes_without_gravity(const NumericModel& model, RecursionState<Dual>& s,
                                     const VectorX<Dual>& v, const VectorX<Dual>& a) {
  VectorX<Dual> forces(model.nv());
  newton_euler_passes<Dual>(model, s, v, a, Vector3<Dual>::Zero(), TipWrenchOf<Dual>{}, forces);
  return forces;
}

/// The contact frames' classical accelerations of the motion the last passes
/// left in s, world axes at each frame's origin (a point's linear; a held
/// frame's linear, then angular): Jc a + gamma(q, v), as
/// frame_jacobian_dot_v() reads them, link_geometry() set for q.
VectorX<Dual> contact_accelerations(const NumericModel& model, const RecursionState<Dual>& s,
                                    const std::vector<NumericContact>& contacts) {
  // Each link's orientation in the world, parents before children.
  std::vector<Matrix3<Dual>> world(static_cast<std::size_t>(s.n + 1));
  world[0] = s.R_world;
  for (int k = 1; k <= s.n; ++k) {
    const auto i = static_cast<std::size_t>(k);
    world[i] = world[static_cast<std::size_t>(model.links[i - 1].parent)] * s.R[i];
  }
  VectorX<Dual> out(contact_rows(contacts));
  int row = 0;
  for (const NumericContact& c : contacts) {
    const auto t = static_cast<std::size_t>(c.frame.link);
    const Vector3<Dual> p = c.frame.placement.translation.cast<Dual>();
    const Vector3<Dual> a = s.vd[t] + s.wd[t].cross(p) + s.w[t].cross(s.w[t].cross(p));
    out.segment<3>(row) = world[t] * a;
    if (c.six_d) out.segment<3>(row + 3) = world[t] * s.wd[t];
    row += c.rows();
  }
  return out;
}

/// Jc(q)^T lambda: column j of Jc is the contacts' acceleration for a = e_j
/// at rest (gamma is zero there).
VectorX<Dual> contact_forces_in_joints(const NumericModel& model, RecursionState<Dual>& s,
                                       const std::vector<NumericContact>& contacts,
                                       const Eigen::VectorXd& lambda, int directions) {
  const int nv = model.nv();
  const VectorX<Dual> rest = constant_duals(Eigen::VectorXd::Zero(nv), directions);
  VectorX<Dual> out(nv);
  for (int j = 0; j < nv; ++j) {
    passes_without_gravity(model, s, rest,
                           constant_duals(Eigen::VectorXd::Unit(nv, j), directions));
    const VectorX<Dual> column = contact_accelerations(model, s, contacts);
    Dual sum(0, Eigen::VectorXd::Zero(directions));
    for (Eigen::Index r = 0; r < column.size(); ++r) sum += column(r) * lambda(r);
    out(j) = sum;
  }
  return out;
}

/// The solution of [M -Jc^T; Jc 0] [X; L] = [rhs_dynamics; rhs_constraint]
/// by its Schur complement A = Jc M^-1 Jc^T (least norm in L where A is
/// singular), M's Cholesky factorisation in ws.cholesky.
void solve_differentiated(const Workspace& ws, const Eigen::MatrixXd& Jc,
                          const Eigen::MatrixXd& rhs_dynamics,
                          const Eigen::MatrixXd& rhs_constraint, Eigen::MatrixXd& X,
                          Eigen::MatrixXd& L) {
  const Eigen::MatrixXd Y = ws.cholesky.solve(Jc.transpose());  // M^-1 Jc^T
  const Eigen::MatrixXd free = ws.cholesky.solve(rhs_dynamics);
  L = Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd>(Jc * Y).solve(rhs_constraint -
                                                                            Jc * free);
  X = free + Y * L;
}

/// Partials by the whole tree's (q, v) (nv columns each, side by side) as
/// partials by the coupling's (y, yd): each half times G.
Eigen::MatrixXd by_coordinates(const JointCoupling* coupling, const Eigen::MatrixXd& d, int nv) {
  if (!coupling) return d;
  Eigen::MatrixXd out(d.rows(), 2 * coupling->nv);
  out << d.leftCols(nv) * coupling->G, d.rightCols(nv) * coupling->G;
  return out;
}

}  // namespace

int constrained_forward_dynamics_derivatives(
    const NumericModel& model, Workspace& ws, const Eigen::VectorXd& y, const Eigen::VectorXd& yd,
    const Eigen::VectorXd& tau, const std::vector<NumericContact>& contacts, Eigen::VectorXd& ydd,
    Eigen::VectorXd& lambda, Eigen::MatrixXd& dydd_dy, Eigen::MatrixXd& dydd_dyd,
    Eigen::MatrixXd& dydd_dtau, Eigen::MatrixXd& dlambda_dy, Eigen::MatrixXd& dlambda_dyd,
    Eigen::MatrixXd& dlambda_dtau, const JointCoupling* coupling) {
  // Leaves M's factorisation (in y) in ws.cholesky.
  const int status =
      constrained_forward_dynamics(model, ws, y, yd, tau, contacts, ydd, lambda, nullptr, coupling);
  const Eigen::VectorXd q = whole_configuration(coupling, y);
  const int nv = model.nv(), directions = 2 * nv, ny = coordinate_count(model, coupling);
  // Directions 0..nv-1 move q along its tangent space, nv..2nv-1 move v.
  const VectorX<Dual> q_dual = tangent_duals(model, q, directions, 0);
  const VectorX<Dual> v_dual = coordinate_duals(whole_velocity(coupling, yd), directions, nv);
  const VectorX<Dual> qdd_dual = constant_duals(whole_velocity(coupling, ydd), directions);
  RecursionState<Dual> s(model.dof());
  VectorX<Dual> dynamics(nv);
  inverse_dynamics<Dual>(model, s, q_dual, v_dual, qdd_dual, dynamics);  // M qdd + h
  passes_without_gravity(model, s, v_dual, qdd_dual);
  const VectorX<Dual> constraint = contact_accelerations(model, s, contacts);  // Jc qdd + gamma
  dynamics -= contact_forces_in_joints(model, s, contacts, lambda, directions);
  const Eigen::MatrixXd d_dynamics =
      folded_rows(coupling, by_coordinates(coupling, jacobian_of(dynamics, 0, directions), nv));
  const Eigen::MatrixXd d_constraint =
      by_coordinates(coupling, jacobian_of(constraint, 0, directions), nv);
  Eigen::MatrixXd Jc;
  contact_jacobian(model, ws, q, contacts, Jc);
  Jc = folded_columns(coupling, Jc);
  Eigen::MatrixXd X, L;
  solve_differentiated(ws, Jc, -d_dynamics, -d_constraint, X, L);
  dydd_dy = X.leftCols(ny);
  dydd_dyd = X.rightCols(ny);
  dlambda_dy = L.leftCols(ny);
  dlambda_dyd = L.rightCols(ny);
  solve_differentiated(ws, Jc, Eigen::MatrixXd::Identity(ny, ny),
                       Eigen::MatrixXd::Zero(Jc.rows(), ny), dydd_dtau, dlambda_dtau);
  return status;
}

int impulse_dynamics_derivatives(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& y,
                                 const Eigen::VectorXd& v_before, double restitution,
                                 const std::vector<NumericContact>& contacts,
                                 Eigen::VectorXd& v_after, Eigen::VectorXd& impulse,
                                 Eigen::MatrixXd& dvafter_dy, Eigen::MatrixXd& dvafter_dvbefore,
                                 Eigen::MatrixXd& dimpulse_dy, Eigen::MatrixXd& dimpulse_dvbefore,
                                 const JointCoupling* coupling) {
  const int status =
      impulse_dynamics(model, ws, y, v_before, restitution, contacts, v_after, impulse, coupling);
  const Eigen::VectorXd q = whole_configuration(coupling, y);
  const int nv = model.nv(), directions = 2 * nv, ny = coordinate_count(model, coupling);
  // Directions 0..nv-1 move q along its tangent space, nv..2nv-1 move v_before.
  const VectorX<Dual> q_dual = tangent_duals(model, q, directions, 0);
  const VectorX<Dual> before = coordinate_duals(whole_velocity(coupling, v_before), directions, nv);
  const VectorX<Dual> rest = constant_duals(Eigen::VectorXd::Zero(nv), directions);
  const VectorX<Dual> after = constant_duals(whole_velocity(coupling, v_after), directions);
  RecursionState<Dual> s(model.dof());
  link_geometry<Dual>(model, q_dual, s);
  // M (v_after - v_before) - Jc^T impulse: M's product as the forces of an
  // acceleration at rest, with the rotors' inertia.
  const VectorX<Dual> change = after - before;
  VectorX<Dual> momentum = passes_without_gravity(model, s, rest, change);
  add_drive_effects<Dual>(model, rest, change, momentum);
  momentum -= contact_forces_in_joints(model, s, contacts, impulse, directions);
  // Jc (v_after + e v_before), as the contacts' acceleration at rest.
  passes_without_gravity(model, s, rest, after + restitution * before);
  const VectorX<Dual> constraint = contact_accelerations(model, s, contacts);
  Eigen::MatrixXd Jc;
  contact_jacobian(model, ws, q, contacts, Jc);
  Jc = folded_columns(coupling, Jc);
  Eigen::MatrixXd X, L;
  solve_differentiated(
      ws, Jc,
      -folded_rows(coupling, by_coordinates(coupling, jacobian_of(momentum, 0, directions), nv)),
      -by_coordinates(coupling, jacobian_of(constraint, 0, directions), nv), X, L);
  dvafter_dy = X.leftCols(ny);
  dvafter_dvbefore = X.rightCols(ny);
  dimpulse_dy = L.leftCols(ny);
  dimpulse_dvbefore = L.rightCols(ny);
  return status;
}

}  // namespace nedyn
