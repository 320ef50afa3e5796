#include "dart_mapping.hpp"

#include <catch2/catch.hpp>
#include <dart/common/Uri.hpp>
#include <dart/dynamics/DegreeOfFreedom.hpp>
#include <dart/dynamics/FreeJoint.hpp>
#include <dart/dynamics/Joint.hpp>
#include <dart/utils/urdf/DartLoader.hpp>

#include "nedyn/runtime/configuration.hpp"

namespace nedyn::test {

using dart::utils::DartLoader;

dart::dynamics::SkeletonPtr dart_robot(const std::string& path, bool floating) {
  DartLoader loader;
  DartLoader::Options options;
  options.mDefaultRootJointType =
      floating ? DartLoader::RootJointType::FLOATING : DartLoader::RootJointType::FIXED;
  loader.setOptions(options);
  dart::dynamics::SkeletonPtr robot = loader.parseSkeleton(dart::common::Uri::createFromPath(path));
  REQUIRE(robot);
  robot->setGravity(Eigen::Vector3d(0, 0, -9.81));
  return robot;
}

Eigen::MatrixXd dart_order(const Model& model, const dart::dynamics::Skeleton& robot) {
  const int nv = model.nv(), first = model.nv() - model.dof();
  Eigen::MatrixXd P = Eigen::MatrixXd::Zero(nv, nv);
  REQUIRE(static_cast<int>(robot.getNumDofs()) == nv);
  if (model.floating_base)
    for (int k = 0; k < 3; ++k) {
      P(k, 3 + k) = 1;  // angular
      P(3 + k, k) = 1;  // linear
    }
  for (int i = 0; i < model.dof(); ++i) {
    const std::string& name = model.joints[static_cast<std::size_t>(i)].name;
    const dart::dynamics::Joint* joint = robot.getJoint(name);
    REQUIRE(joint != nullptr);
    P(static_cast<Eigen::Index>(joint->getDof(0)->getIndexInSkeleton()), first + i) = 1;
  }
  return P;
}

Eigen::VectorXd dart_positions(const NumericModel& model, const Eigen::VectorXd& q,
                               const Eigen::MatrixXd& P) {
  Eigen::VectorXd joints = Eigen::VectorXd::Zero(model.nv());
  joints.tail(model.dof()) = q.tail(model.dof());
  Eigen::VectorXd positions = P * joints;
  if (model.floating_base) {
    Eigen::Isometry3d T;
    T.matrix() = base_pose(model, q);
    positions.head<6>() = dart::dynamics::FreeJoint::convertToPositions(T);
  }
  return positions;
}

}  // namespace nedyn::test
