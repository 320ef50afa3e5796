#include "nedyn/runtime/configuration_space.hpp"

#include <algorithm>

#include "nedyn/runtime/kinematics.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"

namespace nedyn {

void quadratic_coefficients(int n,
                            const std::function<Eigen::VectorXd(const Eigen::VectorXd&)>& quadratic,
                            Eigen::MatrixXd& B, Eigen::MatrixXd& C) {
  for (int j = 0; j < n; ++j) {
    const Eigen::VectorXd c = quadratic(Eigen::VectorXd::Unit(n, j));
    if (j == 0) C.resize(c.size(), n);
    C.col(j) = c;
  }
  B.resize(C.rows(), pair_count(n));
  for (int j = 0; j < n; ++j)
    for (int k = j + 1; k < n; ++k)
      B.col(pair_index(j, k, n)) =
          quadratic(Eigen::VectorXd::Unit(n, j) + Eigen::VectorXd::Unit(n, k)) - C.col(j) -
          C.col(k);
}

void gravity_torques(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                     Eigen::VectorXd& G) {
  newton_euler(model, ws, q, ws.zeros, ws.zeros, -model.gravity, TipWrench{}, G);
}

void coriolis_centrifugal(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                          const Eigen::VectorXd& qd, Eigen::VectorXd& V) {
  newton_euler(model, ws, q, qd, ws.zeros, Eigen::Vector3d::Zero(), TipWrench{}, V);
}

void centrifugal_coefficients(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                              Eigen::MatrixXd& C) {
  link_geometry(model, q, ws);
  for (int j = 0; j < model.nv(); ++j) {
    ws.unit.setZero();
    ws.unit(j) = 1.0;
    newton_euler_passes(model, ws, ws.unit, ws.zeros, Eigen::Vector3d::Zero(), TipWrench{},
                        ws.column);
    C.col(j) = ws.column;
  }
}

void coriolis_coefficients(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                           Eigen::MatrixXd& B) {
  const int n = model.nv();
  centrifugal_coefficients(model, ws, q, ws.centrifugal);  // also sets the link geometry
  for (int j = 0; j < n; ++j) {
    for (int k = j + 1; k < n; ++k) {
      ws.unit.setZero();
      ws.unit(j) = 1.0;
      ws.unit(k) = 1.0;
      newton_euler_passes(model, ws, ws.unit, ws.zeros, Eigen::Vector3d::Zero(), TipWrench{},
                          ws.column);
      B.col(pair_index(j, k, n)) = ws.column - ws.centrifugal.col(j) - ws.centrifugal.col(k);
    }
  }
}

namespace {

/// The matrix of y -> y x* h for a spatial momentum h = (p, l) and a twist
/// y = (u, w), linear parts first: (w x p, w x l + u x p). Skew-symmetric.
Eigen::Matrix<double, 6, 6> momentum_cross(const Eigen::Matrix<double, 6, 1>& h) {
  Eigen::Matrix<double, 6, 6> H = Eigen::Matrix<double, 6, 6>::Zero();
  H.block<3, 3>(0, 3) = -skew(h.head<3>());
  H.block<3, 3>(3, 0) = -skew(h.head<3>());
  H.block<3, 3>(3, 3) = -skew(h.tail<3>());
  return H;
}

/// The matrix of h -> v x* h for a twist v = (u, w): (w x p, w x l + u x p).
Eigen::Matrix<double, 6, 6> force_cross(const Eigen::Matrix<double, 6, 1>& v) {
  Eigen::Matrix<double, 6, 6> X = Eigen::Matrix<double, 6, 6>::Zero();
  X.block<3, 3>(0, 0) = skew(v.tail<3>());
  X.block<3, 3>(3, 0) = skew(v.head<3>());
  X.block<3, 3>(3, 3) = skew(v.tail<3>());
  return X;
}

}  // namespace

void coriolis_matrix(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                     const Eigen::VectorXd& qd, Eigen::MatrixXd& Cc) {
  const int n = model.nv();
  coriolis_coefficients(model, ws, q, ws.coriolis);  // leaves C(q) in ws.centrifugal
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      double value = ws.centrifugal(i, j) * qd(j);
      for (int k = 0; k < n; ++k) {
        if (k == j) continue;
        value += 0.5 * ws.coriolis(i, pair_index(std::min(j, k), std::max(j, k), n)) * qd(k);
      }
      Cc(i, j) = value;
    }
  }
  if (!model.floating_base) return;
  // Hamel's equations of the base, d/dt h + v_b x* h (h = M_b v, the rows of
  // the base in M): the symmetric form above holds half of v_b x* h as v_b
  // x* (M_b .) and half as (.) x* h; only the second is skew. Moving the
  // first half over leaves the Christoffel symbols of the joint coordinates
  // plus a skew term, so that Mdot - 2 Cc stays skew (docs/kinematics.md).
  mass_matrix_composite(model, ws, q, ws.M);
  const Eigen::MatrixXd M_b = ws.M.topRows(6);
  const Eigen::Matrix<double, 6, 1> h = M_b * qd;
  Cc.topLeftCorner<6, 6>() += 0.5 * momentum_cross(h);
  Cc.topRows(6) -= 0.5 * force_cross(qd.head<6>()) * M_b;
}

}  // namespace nedyn
