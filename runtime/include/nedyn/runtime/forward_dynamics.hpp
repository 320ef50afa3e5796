#pragma once

#include <Eigen/Core>

#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

/// qdd = M(q)^-1 (tau - V - G - friction - J^T w), by a Cholesky factorisation
/// of the composite-rigid-body M. Throws std::domain_error if M is not
/// positive definite (a model with a massless end of the chain, say).
void forward_dynamics(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                      const Eigen::VectorXd& qd, const Eigen::VectorXd& tau, Eigen::VectorXd& qdd,
                      const TipWrench& tip = TipWrench{});

}  // namespace nedyn
