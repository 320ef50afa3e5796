#pragma once

#include <string>

#include <Eigen/Core>

#include "nedyn/model/model.hpp"

namespace nedyn {

/// What is wrong with a numeric inertia tensor about the centre of mass.
struct InertiaCheck {
  /// No body has it and no recursion can use it: not finite, or not
  /// positive semi-definite (a negative principal moment). Refused.
  std::string error;
  /// Positive semi-definite, but its principal moments break the triangle
  /// inequality I1 + I2 >= I3: no rigid body has it either, yet published
  /// robot files carry such rounded tensors (Pinocchio and KDL load them)
  /// and M stays positive definite. A warning (--strict-inertia refuses it).
  std::string warning;
  /// A principal moment below zero by at most kInertiaRounding of the
  /// largest: rounding in a published tensor (an iCub link's -1.4e-20 of a
  /// 1e-5 tensor), read as zero. A note, not a warning.
  std::string rounding;
};

/// How far below zero, relative to the largest principal moment (or to the
/// largest mass of a robot), a principal moment or a mass is rounding.
constexpr double kInertiaRounding = 1e-12;

InertiaCheck check_inertia(const Eigen::Matrix3d& inertia);

/// The same for a model's tensor once every entry is a number; nothing
/// while any entry holds a symbol (its values are checked when instantiated).
InertiaCheck check_inertia(const InertiaTensor& inertia);

}  // namespace nedyn
