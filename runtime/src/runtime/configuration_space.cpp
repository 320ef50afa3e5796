#include "nedyn/runtime/configuration_space.hpp"

#include <algorithm>

#include "nedyn/runtime/kinematics.hpp"
#include "nedyn/runtime/newton_euler.hpp"

namespace nedyn {

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
  for (int j = 0; j < ws.n; ++j) {
    ws.unit.setZero();
    ws.unit(j) = 1.0;
    newton_euler_passes(model, ws, ws.unit, ws.zeros, Eigen::Vector3d::Zero(), TipWrench{},
                        ws.column);
    C.col(j) = ws.column;
  }
}

void coriolis_coefficients(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                           Eigen::MatrixXd& B) {
  const int n = ws.n;
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

void coriolis_matrix(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                     const Eigen::VectorXd& qd, Eigen::MatrixXd& Cc) {
  const int n = ws.n;
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
}

}  // namespace nedyn
