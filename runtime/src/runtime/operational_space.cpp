#include "nedyn/runtime/operational_space.hpp"

#include <limits>
#include <string>

#include <Eigen/Cholesky>
#include <Eigen/Geometry>
#include <Eigen/LU>
#include <Eigen/SVD>

#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/kinematics.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"

namespace nedyn {

void jacobian(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
              Eigen::MatrixXd& J) {
  forward_kinematics(model, q, ws);
  const Eigen::Vector3d tip = ws.T0[ws.n + 1].block<3, 1>(0, 3);
  for (int i = 1; i <= ws.n; ++i) {
    Eigen::Vector3d z, o;
    joint_axis(ws, i, z, o);
    if (model.links[static_cast<std::size_t>(i - 1)].type == JointType::revolute) {
      J.block<3, 1>(0, i - 1) = z.cross(tip - o);
      J.block<3, 1>(3, i - 1) = z;
    } else {
      J.block<3, 1>(0, i - 1) = z;
      J.block<3, 1>(3, i - 1).setZero();
    }
  }
}

Eigen::Matrix<double, 6, 1> jacobian_dot_qd(const NumericModel& model, Workspace& ws,
                                            const Eigen::VectorXd& q, const Eigen::VectorXd& qd) {
  Eigen::VectorXd tau(ws.n);
  newton_euler(model, ws, q, qd, ws.zeros, Eigen::Vector3d::Zero(), TipWrench{}, tau);
  forward_kinematics(model, q, ws);
  // The last frame's origin, fixed in link n at p[n+1] (Craig 6.47).
  const int n = ws.n;
  const Eigen::Vector3d& p = ws.p[n + 1];
  const Eigen::Vector3d vd_tip = ws.vd[n] + ws.wd[n].cross(p) + ws.w[n].cross(ws.w[n].cross(p));
  const Eigen::Matrix3d R = ws.T0[n].block<3, 3>(0, 0);
  Eigen::Matrix<double, 6, 1> a;
  a << R * vd_tip, R * ws.wd[n];
  return a;
}

SingularConfiguration::SingularConfiguration(double condition_number, double limit)
    : std::domain_error("near a singular configuration: the Jacobian's condition number is " +
                        std::to_string(condition_number) + " (limit " + std::to_string(limit) +
                        ")"),
      condition(condition_number) {}

OperationalSpace operational_space(const NumericModel& model, Workspace& ws,
                                   const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                   double max_condition) {
  if (ws.n != 6)
    throw std::invalid_argument("operational-space dynamics need six joints, the model has " +
                                std::to_string(ws.n));
  Eigen::MatrixXd J(6, 6);
  jacobian(model, ws, q, J);
  const Eigen::JacobiSVD<Eigen::MatrixXd> svd(J);
  const auto& sigma = svd.singularValues();
  OperationalSpace out;
  out.condition = sigma(5) > 0 ? sigma(0) / sigma(5) : std::numeric_limits<double>::infinity();
  if (!(out.condition <= max_condition)) throw SingularConfiguration(out.condition, max_condition);
  Eigen::MatrixXd M(6, 6);
  mass_matrix(model, ws, q, M);
  Eigen::VectorXd V(6), G(6);
  coriolis_centrifugal(model, ws, q, qd, V);
  gravity_torques(model, ws, q, G);
  const Eigen::LLT<Eigen::MatrixXd> llt(M);
  const Eigen::MatrixXd Minv_JT = llt.solve(J.transpose());  // M^-1 J^T
  out.Lambda = (J * Minv_JT).inverse();
  out.Lambda = (out.Lambda + out.Lambda.transpose()) / 2;  // symmetric to rounding
  // J M^-1 = (M^-1 J^T)^T since M is symmetric.
  out.mu = out.Lambda * (Minv_JT.transpose() * V - jacobian_dot_qd(model, ws, q, qd));
  out.p = out.Lambda * (Minv_JT.transpose() * G);
  return out;
}

}  // namespace nedyn
