#pragma once

// nedyn's conventions mapped to DART 6.12's (Debian's libdart-dev), for the
// tests that compare with it: a FreeJoint's positions are exponential
// coordinates of the rotation, then the translation; its velocity is the
// body's spatial velocity in its own frame, angular first; its generalised
// force the moment, then the force. Joints are found by name, in the order
// DART chose.

#include <string>

#include <Eigen/Core>
#include <dart/dynamics/Skeleton.hpp>

#include "nedyn/model/model.hpp"
#include "nedyn/runtime/numeric_model.hpp"

namespace nedyn::test {

/// The URDF file in DART, its root joint floating or welded to the world,
/// gravity -9.81 m/s^2 along z.
dart::dynamics::SkeletonPtr dart_robot(const std::string& path, bool floating);

/// P with v_dart = P v_nedyn: a floating base's angular and linear parts
/// swapped, joints by name.
Eigen::MatrixXd dart_order(const Model& model, const dart::dynamics::Skeleton& robot);

/// DART's positions for nedyn's q.
Eigen::VectorXd dart_positions(const NumericModel& model, const Eigen::VectorXd& q,
                               const Eigen::MatrixXd& P);

}  // namespace nedyn::test
