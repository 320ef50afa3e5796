#pragma once

#include <string>

#include <Eigen/Core>

#include "nedyn/model/model.hpp"

namespace nedyn {

/// Why a numeric inertia tensor about the centre of mass is not that of a
/// rigid body (not symmetric positive semi-definite, or principal moments that
/// break the triangle inequality I1 + I2 >= I3); empty if it is physical.
std::string inertia_problem(const Eigen::Matrix3d& inertia);

/// The same for a model's tensor once every entry is a number; empty while
/// any entry holds a symbol (its values are checked when instantiated).
std::string inertia_problem(const InertiaTensor& inertia);

}  // namespace nedyn
