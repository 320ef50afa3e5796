#include "nedyn/runtime/operational_space.hpp"

#include "nedyn/runtime/configuration.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include <Eigen/Cholesky>
#include <Eigen/LU>

#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/frames.hpp"
#include "nedyn/runtime/joint_coupling.hpp"
#include "nedyn/runtime/kinematics.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"

namespace nedyn {

void jacobian(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
              Eigen::MatrixXd& J) {
  frame_jacobian(model, ws, q, model.tool_frame(), J);
}

Eigen::Matrix<double, 6, 1> jacobian_dot_qd(const NumericModel& model, Workspace& ws,
                                            const Eigen::VectorXd& q, const Eigen::VectorXd& qd) {
  return frame_jacobian_dot_v(model, ws, q, qd, model.tool_frame());
}

namespace {

const std::vector<int>& rows_of(const NumericModel& model) {
  if (model.task.empty())
    throw std::invalid_argument("the model " + model.name +
                                " has no task: give one (`task` in the model file or --task)");
  return model.task;
}

}  // namespace

Eigen::MatrixXd task_jacobian(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q) {
  const std::vector<int>& rows = rows_of(model);
  Eigen::MatrixXd J(6, model.nv()), out(static_cast<Eigen::Index>(rows.size()), model.nv());
  jacobian(model, ws, q, J);
  for (std::size_t r = 0; r < rows.size(); ++r)
    out.row(static_cast<Eigen::Index>(r)) = J.row(rows[r]);
  return out;
}

double task_singularity(const Eigen::MatrixXd& A) {
  // d_k = det A_{1..k} / det A_{1..k-1}: the Cholesky pivot by determinants
  // (LU), which stay defined where the leading blocks are singular.
  double smallest = 1, previous = 1;
  for (Eigen::Index k = 1; k <= A.rows(); ++k) {
    const double det = Eigen::MatrixXd(A.topLeftCorner(k, k)).determinant();
    const double ratio = det / previous / A(k - 1, k - 1);
    if (std::isnan(ratio) || previous == 0) return 0;
    smallest = std::min(smallest, ratio);
    previous = det;
  }
  return std::max(smallest, 0.0);
}

SingularConfiguration::SingularConfiguration(double measure_value, double limit)
    : std::domain_error(
          "near a singular configuration of the task: its singularity measure "
          "(task_singularity) is " +
          std::to_string(measure_value) + " (limit " + std::to_string(limit) + ")"),
      measure(measure_value) {}

namespace {

/// The terms of q alone: J, Mx, Jbar and the singularity measure (mu and p
/// left empty), in the coupling's coordinates where one is given. Throws
/// SingularConfiguration as task_space does.
TaskSpace configuration_terms(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& y,
                              double min_singularity, const JointCoupling* coupling) {
  const int n = model.nv();  // the joints and a floating base's six
  const Eigen::VectorXd q = whole_configuration(coupling, y);
  TaskSpace out;
  out.J = folded_columns(coupling, task_jacobian(model, ws, q));
  Eigen::MatrixXd M(n, n);
  mass_matrix(model, ws, q, M);
  const Eigen::LLT<Eigen::MatrixXd> llt(folded_matrix(coupling, M));
  const Eigen::MatrixXd Minv_JT = llt.solve(out.J.transpose());  // M^-1 J^T
  const Eigen::MatrixXd A = out.J * Minv_JT;
  out.singularity = task_singularity(A);
  if (!(out.singularity > min_singularity))
    throw SingularConfiguration(out.singularity, min_singularity);
  out.Lambda = A.inverse();
  out.Lambda = (out.Lambda + out.Lambda.transpose()) / 2;  // symmetric to rounding
  out.Jbar = Minv_JT * out.Lambda;
  return out;
}

/// Vx = Jbar^T V - Mx Jdot qd at qd, with t's terms of q (y and yd where
/// a coupling is given: J_y = J G, so Jdot_y yd = Jdot qd).
Eigen::VectorXd velocity_terms(const NumericModel& model, Workspace& ws, const TaskSpace& t,
                               const Eigen::VectorXd& y, const Eigen::VectorXd& yd,
                               const JointCoupling* coupling) {
  const Eigen::VectorXd q = whole_configuration(coupling, y), qd = whole_velocity(coupling, yd);
  Eigen::VectorXd V(model.nv());
  coriolis_centrifugal(model, ws, q, qd, V);
  const Eigen::Matrix<double, 6, 1> a = jacobian_dot_qd(model, ws, q, qd);
  Eigen::VectorXd Jdot_qd(t.J.rows());
  for (std::size_t r = 0; r < model.task.size(); ++r)
    Jdot_qd(static_cast<Eigen::Index>(r)) = a(model.task[r]);
  return t.Jbar.transpose() * folded_rows(coupling, V) - t.Lambda * Jdot_qd;
}

}  // namespace

TaskSpace task_space(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                     const Eigen::VectorXd& qd, double min_singularity,
                     const JointCoupling* coupling) {
  TaskSpace out = configuration_terms(model, ws, q, min_singularity, coupling);
  out.mu = velocity_terms(model, ws, out, q, qd, coupling);
  Eigen::VectorXd G(model.nv());
  gravity_torques(model, ws, whole_configuration(coupling, q), G);
  out.p = out.Jbar.transpose() * folded_rows(coupling, G);
  return out;
}

void task_velocity_coefficients(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                                Eigen::MatrixXd& Bx, Eigen::MatrixXd& Cx, double min_singularity,
                                const JointCoupling* coupling) {
  // J, Mx and Jbar once: only V and Jdot qd depend on the probe's qd.
  const TaskSpace t = configuration_terms(model, ws, q, min_singularity, coupling);
  const auto joint_terms = [&](const Eigen::VectorXd& qd) {
    return Eigen::VectorXd(t.J.transpose() * velocity_terms(model, ws, t, q, qd, coupling));
  };
  quadratic_coefficients(coordinate_count(model, coupling), joint_terms, Bx, Cx);
}

}  // namespace nedyn
