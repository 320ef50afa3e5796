#pragma once

// The dynamics of the last frame's origin in the base frame (Khatib's
// operational space): F = Lambda(q) xdd + mu(q, qd) + p(q), with
// xdd = J qdd + Jdot qd the spatial acceleration of the tip (linear rows
// first, angular last) and F the wrench applied to it.

#include <stdexcept>

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

/// 6 x n geometric Jacobian of the last frame's origin, base frame: column i
/// is (z x (o_n - o), z) for a revolute joint with axis z through o, (z, 0)
/// for a prismatic one. J must be 6 x n.
void jacobian(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
              Eigen::MatrixXd& J);

/// Jdot(q, qd) qd: the tip's spatial acceleration (base frame) when qdd = 0
/// and there is no gravity, from the recursion's outward pass.
Eigen::Matrix<double, 6, 1> jacobian_dot_qd(const NumericModel& model, Workspace& ws,
                                            const Eigen::VectorXd& q, const Eigen::VectorXd& qd);

/// Thrown near a singular configuration: J has lost rank.
class SingularConfiguration : public std::domain_error {
 public:
  SingularConfiguration(double condition, double limit);
  double condition;  ///< of J (largest over smallest singular value)
};

struct OperationalSpace {
  Eigen::Matrix<double, 6, 6> Lambda;  ///< (J M^-1 J^T)^-1
  Eigen::Matrix<double, 6, 1> mu;      ///< Lambda (J M^-1 V - Jdot qd)
  Eigen::Matrix<double, 6, 1> p;       ///< Lambda J M^-1 G
  double condition = 0;                ///< of J
};

/// Lambda, mu and p of a six-joint arm at (q, qd), from the runtime's M (with
/// rotor inertia), V and G (without friction). Throws std::invalid_argument for a chain
/// that is not six joints, SingularConfiguration if J's condition number
/// exceeds `max_condition`.
OperationalSpace operational_space(const NumericModel& model, Workspace& ws,
                                   const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                   double max_condition = 1e8);

}  // namespace nedyn
