#pragma once

// Khalil's standard inertial parameters (Khalil & Dombre, Modeling,
// Identification and Control of Robots, §9.3): per link i, about the origin of
// frame i of the one kinematic form (joint i's frame, whose z axis joint i
// turns about or slides along) in that frame's axes, then the joint's drive:
//   XX XY XZ YY YZ ZZ  the inertia tensor J_i = I_i + m_i (|c_i|^2 1 - c_i c_i^T)
//                      about the origin (tensor elements: XY = -∫xy dm, docs/design.md §2)
//   MX MY MZ           the first moment m_i c_i
//   M                  the mass m_i
//   Ia Fv Fc           rotor inertia, viscous and Coulomb friction
// Link i's parameters are entries 13 (i-1) .. 13 (i-1) + 12 of pi, and
// tau = Y(q, qd, qdd) pi exactly (nedyn/runtime/regressor.hpp).
// docs/notation.md and docs/identification.md.

#include <array>
#include <string>

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"

namespace nedyn {

constexpr int kStandardParametersPerLink = 13;

/// The names of one link's parameters in order: XX XY XZ YY YZ ZZ MX MY MZ M Ia Fv Fc.
const std::array<std::string, kStandardParametersPerLink>& standard_parameter_kinds();

/// The name of entry `index` of pi: the kind and the link's number, "ZZ2", "Fv6".
std::string standard_parameter_name(int index);

/// The model's standard parameters pi, 13 n entries.
Eigen::VectorXd standard_parameters(const NumericModel& model);

}  // namespace nedyn
