#pragma once

// Scratch memory of the numeric algorithms, sized once for a model so that no
// call allocates (Pinocchio's Model/Data split). Notation: docs/notation.md.

#include <vector>

#include <Eigen/Cholesky>
#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"

namespace nedyn {

struct Workspace {
  explicit Workspace(const NumericModel& model);

  int n;                              ///< joints
  std::vector<Eigen::Matrix3d> R;     ///< R[i]: orientation of frame i in frame i-1 (1..n+1)
  std::vector<Eigen::Vector3d> p;     ///< p[i]: origin of frame i in frame i-1 (1..n+1)
  std::vector<Eigen::Vector3d> w;     ///< w[i]: angular velocity of link i, in frame i
  std::vector<Eigen::Vector3d> wd;    ///< wd[i]: angular acceleration of link i, in frame i
  std::vector<Eigen::Vector3d> vd;    ///< vd[i]: linear acceleration of frame i's origin, frame i
  std::vector<Eigen::Vector3d> vcd;   ///< vcd[i]: acceleration of link i's COM, frame i
  std::vector<Eigen::Vector3d> F;     ///< F[i]: inertial force of link i at its COM, frame i
  std::vector<Eigen::Vector3d> N;     ///< N[i]: inertial moment of link i about its COM, frame i
  std::vector<Eigen::Vector3d> f;     ///< f[i]: force exerted on link i by link i-1, frame i
  std::vector<Eigen::Vector3d> nn;    ///< nn[i]: moment exerted on link i by link i-1, frame i
  std::vector<Eigen::Matrix4d> T0;    ///< T0[i]: pose of frame i in the base frame (0..n+1)
  std::vector<Eigen::Vector3d> com0;  ///< com0[i]: COM of link i in the base frame
  std::vector<Eigen::Matrix3d> inertia0;  ///< inertia0[i]: link i about its COM, base axes
  std::vector<Eigen::Vector3d> axis0;     ///< axis0[i]: unit axis of joint i, base frame
  std::vector<Eigen::Vector3d> point0;    ///< point0[i]: a point on joint i's axis, base frame

  Eigen::VectorXd zeros;        ///< n zeros
  Eigen::VectorXd unit;         ///< probe vector (unit velocity or acceleration)
  Eigen::VectorXd column;       ///< one column of a probe
  Eigen::VectorXd bias;         ///< V + G + friction, for forward dynamics
  Eigen::MatrixXd M;            ///< mass matrix, for forward dynamics
  Eigen::MatrixXd centrifugal;  ///< C(q), for the coefficients of B(q)
  Eigen::MatrixXd coriolis;     ///< B(q), for the Christoffel matrix
  Eigen::LLT<Eigen::MatrixXd> cholesky;
};

}  // namespace nedyn
