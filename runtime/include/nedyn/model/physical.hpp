#pragma once

#include <string>

#include <Eigen/Core>

namespace nedyn {

/// Why a numeric inertia tensor about the centre of mass is not that of a
/// rigid body (not symmetric positive semi-definite, or principal moments that
/// break the triangle inequality I1 + I2 >= I3); empty if it is physical.
std::string inertia_problem(const Eigen::Matrix3d& inertia);

}  // namespace nedyn
