#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

Workspace::Workspace(const NumericModel& model)
    : RecursionState<double>(model.dof()),
      T0(n + 2, Eigen::Matrix4d::Identity()),
      com0(n + 1, Eigen::Vector3d::Zero()),
      inertia0(n + 1, Eigen::Matrix3d::Zero()),
      axis0(n + 1, Eigen::Vector3d::Zero()),
      point0(n + 1, Eigen::Vector3d::Zero()),
      zeros(Eigen::VectorXd::Zero(model.nv())),
      unit(Eigen::VectorXd::Zero(model.nv())),
      column(Eigen::VectorXd::Zero(model.nv())),
      bias(Eigen::VectorXd::Zero(model.nv())),
      M(Eigen::MatrixXd::Zero(model.nv(), model.nv())),
      centrifugal(Eigen::MatrixXd::Zero(model.nv(), model.nv())),
      coriolis(Eigen::MatrixXd::Zero(model.nv(), model.nv() * (model.nv() - 1) / 2)),
      cholesky(model.nv()) {}

}  // namespace nedyn
