#pragma once

// Scratch memory of the numeric algorithms, sized once for a model so that no
// call allocates (Pinocchio's Model/Data split). Notation: docs/notation.md.

#include <vector>

#include <Eigen/Cholesky>
#include <Eigen/Core>

#include "nedyn/runtime/newton_euler_scalar.hpp"
#include "nedyn/runtime/numeric_model.hpp"

namespace nedyn {

/// The recursion's per-link quantities at double (RecursionState: R, p, w,
/// wd, vd, vcd, F, N, f, nn) and what the other algorithms need.
struct Workspace : RecursionState<double> {
  explicit Workspace(const NumericModel& model);

  std::vector<Eigen::Matrix4d> T0;        ///< T0[i]: pose of frame i in the base frame (0..n+1)
  std::vector<Eigen::Vector3d> com0;      ///< com0[i]: COM of link i in the base frame
  std::vector<Eigen::Matrix3d> inertia0;  ///< inertia0[i]: link i about its COM, base axes
  std::vector<Eigen::Vector3d> axis0;     ///< axis0[i]: unit axis of joint i, base frame
  std::vector<Eigen::Vector3d> point0;    ///< point0[i]: a point on joint i's axis, base frame

  Eigen::VectorXd zeros;        ///< nv zeros (n for a fixed base)
  Eigen::VectorXd unit;         ///< probe vector (unit velocity or acceleration)
  Eigen::VectorXd column;       ///< one column of a probe
  Eigen::VectorXd bias;         ///< V + G + friction, for forward dynamics
  Eigen::MatrixXd M;            ///< mass matrix, for forward dynamics
  Eigen::MatrixXd centrifugal;  ///< C(q), for the coefficients of B(q)
  Eigen::MatrixXd coriolis;     ///< B(q), for the Christoffel matrix
  Eigen::LLT<Eigen::MatrixXd> cholesky;
};

}  // namespace nedyn
