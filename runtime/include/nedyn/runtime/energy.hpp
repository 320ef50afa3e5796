#pragma once

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

/// U(q) = -sum_i m_i g . c_i, with c_i the base-frame centre of mass of link i.
double potential_energy(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q);

/// T(q,qd) = sum_i (m_i |v_ci|^2 + w_i . I_i w_i) / 2 + sum_i Ia_i qd_i^2 / 2,
/// with link velocities from the joint axes in the base frame (geometric
/// Jacobian columns), independent of the recursion and of M.
double kinetic_energy(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                      const Eigen::VectorXd& qd);

}  // namespace nedyn
