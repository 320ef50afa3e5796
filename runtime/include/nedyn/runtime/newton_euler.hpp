#pragma once

// The iterative Newton–Euler recursion (Craig §6.5, eqs. 6.45–6.53) over the
// one kinematic form (nedyn/model/model.hpp), at double and without
// allocating: every joint moves about or along the z axis of its own frame,
// whatever the model file's convention. The equations are those of
// newton_euler_scalar.hpp. Notation: docs/notation.md.

#include <Eigen/Core>

#include "nedyn/runtime/newton_euler_scalar.hpp"
#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

/// The tip wrench at double (newton_euler_scalar.hpp).
using TipWrench = TipWrenchOf<double>;

/// Rigid-body joint forces for base acceleration vd0 (-g for gravity, zero
/// for none): tau = M(q) qdd + V(q,qd) + G(q) + J^T w - sum_i J_i^T fext_i,
/// without rotor inertia or friction. Uses ws.R and ws.p as set by
/// link_geometry() for the same q; `external` may be null (no link wrenches).
void newton_euler_passes(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& qd,
                         const Eigen::VectorXd& qdd, const Eigen::Vector3d& vd0,
                         const TipWrench& tip, Eigen::VectorXd& tau,
                         const LinkWrenches* external = nullptr);

/// The same, computing the link geometry from q first.
void newton_euler(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                  const Eigen::VectorXd& qd, const Eigen::VectorXd& qdd, const Eigen::Vector3d& vd0,
                  const TipWrench& tip, Eigen::VectorXd& tau);

/// Joint friction b qd + c sign(qd), sign(0) = 0.
void friction(const NumericModel& model, const Eigen::VectorXd& qd, Eigen::VectorXd& F);

/// Inverse dynamics with wrenches on every link (links_with_wrenches() x 6,
/// see LinkWrenches):
/// inverse_dynamics() - sum_i J_i^T (R_0i f_i, R_0i n_i), J_i the Jacobian of
/// link i's frame origin. The tip wrench w is the case fext_n = -w for a
/// model without a tool (with one, w acts at the tool frame).
void inverse_dynamics_external(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                               const Eigen::VectorXd& qd, const Eigen::VectorXd& qdd,
                               const LinkWrenches& fext, Eigen::VectorXd& tau);

/// Inverse dynamics with every effect of docs/design.md §2: gravity, rotor inertia
/// Ia qdd, viscous and Coulomb friction, and the tip wrench.
void inverse_dynamics(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                      const Eigen::VectorXd& qd, const Eigen::VectorXd& qdd, Eigen::VectorXd& tau,
                      const TipWrench& tip = TipWrench{});

}  // namespace nedyn
