#pragma once

// The dynamic regressor: tau = Y(q, qd, qdd) pi, linear in the standard
// parameters pi (nedyn/runtime/standard_parameters.hpp), computed from the
// links' motion alone (Khalil & Dombre §9.3; Atkeson, An, Hollerbach 1986):
// link j's wrench about its frame's origin is linear in its ten inertial
// parameters, F_j = M vd_j + wd_j x MS + w_j x (w_j x MS) and
// N_j = J wd_j + w_j x (J w_j) + MS x vd_j, and each column's wrench is
// carried inwards to the joints it loads. A path independent of the
// generator's programs (which differentiate tau by the parameters).

#include <vector>

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

/// Y(q, qd, qdd): nv x StandardParameterLayout::size(), free motion with the
/// model's gravity, rotor inertia and friction included (sign(0) = 0 for
/// Coulomb friction). A floating base's body is link 0: its columns load
/// the base's six rows (the wrench on it, base frame) only.
void regressor(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
               const Eigen::VectorXd& qd, const Eigen::VectorXd& qdd, Eigen::MatrixXd& Y);

/// The base parameters as the generator found them (base_parameters.hpp in
/// the generator): beta = from_standard pi, and the base regressor is the
/// columns `columns` of Y, so that tau = Y.col(columns) beta.
struct BaseParameterMap {
  std::vector<int> columns;       ///< of pi, increasing: each base parameter's own column
  Eigen::MatrixXd from_standard;  ///< p x StandardParameterLayout::size()
  int size() const { return static_cast<int>(columns.size()); }
};

/// The base regressor Yb = the map's columns of Y (n x p).
Eigen::MatrixXd base_regressor(const BaseParameterMap& map, const Eigen::MatrixXd& Y);

}  // namespace nedyn
