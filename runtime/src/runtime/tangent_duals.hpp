#pragma once

// Forward-mode automatic differentiation over the recursion of
// newton_euler_scalar.hpp: the state as Eigen's AutoDiffScalar, one
// derivative direction per coordinate, a floating base's configuration moved
// along its tangent space (Pinocchio's convention: column k of d/dq is the
// derivative along integrate(q, t e_k) at t = 0).

#include <Eigen/Core>
#include <unsupported/Eigen/AutoDiff>

#include "nedyn/runtime/newton_euler_scalar.hpp"
#include "nedyn/runtime/numeric_model.hpp"

namespace nedyn {

using Dual = Eigen::AutoDiffScalar<Eigen::VectorXd>;

/// x as values with `directions` derivative directions, none of them moving it.
inline VectorX<Dual> constant_duals(const Eigen::VectorXd& x, int directions) {
  VectorX<Dual> out(x.size());
  for (Eigen::Index i = 0; i < x.size(); ++i)
    out(i) = Dual(x(i), Eigen::VectorXd::Zero(directions));
  return out;
}

/// x whose coordinate i moves along direction first + i.
inline VectorX<Dual> coordinate_duals(const Eigen::VectorXd& x, int directions, int first) {
  VectorX<Dual> out(x.size());
  for (Eigen::Index i = 0; i < x.size(); ++i)
    out(i) = Dual(x(i), directions, first + static_cast<int>(i));
  return out;
}

/// q whose tangent coordinate k (nv of them) moves along direction first + k:
/// a joint's value by itself; a floating base's position by R dv_lin and its
/// quaternion (u, w) by half of (u, w) times (dv_ang, 0), to first order
/// du = (w dv_ang + u x dv_ang) / 2, dw = -u . dv_ang / 2.
inline VectorX<Dual> tangent_duals(const NumericModel& model, const Eigen::VectorXd& q,
                                   int directions, int first) {
  const int n = model.dof(), nv = model.nv(), joints = model.joint_q();
  VectorX<Dual> out = constant_duals(q, directions);
  for (int i = 0; i < n; ++i) out(joints + i).derivatives()(first + nv - n + i) = 1;
  if (model.floating_base) {
    const Eigen::Matrix3d R = base_rotation<double>(q);
    const Eigen::Vector3d u = q.segment<3>(3);
    const double w = q(6);
    for (int k = 0; k < 3; ++k) {
      const Eigen::Vector3d e = Eigen::Vector3d::Unit(k);
      const Eigen::Vector3d du = 0.5 * (w * e + u.cross(e));
      for (int r = 0; r < 3; ++r) {
        out(r).derivatives()(first + k) = R(r, k);
        out(3 + r).derivatives()(first + 3 + k) = du(r);
      }
      out(6).derivatives()(first + 3 + k) = -0.5 * u(k);
    }
  }
  return out;
}

/// d y / d (directions first .. first + count - 1): a value that does not
/// depend on the state keeps an empty derivative, a zero row.
inline Eigen::MatrixXd jacobian_of(const VectorX<Dual>& y, int first, int count) {
  Eigen::MatrixXd J = Eigen::MatrixXd::Zero(y.size(), count);
  for (Eigen::Index i = 0; i < y.size(); ++i) {
    const Eigen::VectorXd& d = y(i).derivatives();
    if (d.size() > 0) J.row(i) = d.segment(first, count).transpose();
  }
  return J;
}

}  // namespace nedyn
