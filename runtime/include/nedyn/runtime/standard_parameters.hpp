#pragma once

// Khalil's standard inertial parameters (Khalil & Dombre, Modeling,
// Identification and Control of Robots, §9.3): per link i, about the origin of
// the frame in which the model file gives link i's centre of mass and inertia
// (Joint::link_frame: the DH link frame i of a standard- or modified-DH table,
// the link's own frame for the axes form and URDF), in that frame's axes,
// then the joint's drive:
//   XX XY XZ YY YZ ZZ  the inertia tensor J_i = I_i + m_i (|c_i|^2 1 - c_i c_i^T)
//                      about the origin (tensor elements: XY = -∫xy dm, docs/design.md §2)
//   MX MY MZ           the first moment m_i c_i
//   M                  the mass m_i
//   Ia Fv Fc           rotor inertia, viscous and Coulomb friction
// Link i's parameters are entries 13 (i-1) .. 13 (i-1) + 12 of pi. A floating
// base's body comes first, link 0 with ten entries (XX0 .. M0, about the base
// frame's origin; it has no drive), and moves every link's entries on by 10.
// tau = Y(q, qd, qdd) pi exactly (nedyn/runtime/regressor.hpp).
// docs/notation.md and docs/identification.md.

#include <array>
#include <string>

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"

namespace nedyn {

constexpr int kStandardParametersPerLink = 13;
/// A floating base's body: the inertial ten, no drive.
constexpr int kBaseBodyParameters = 10;

/// The names of one link's parameters in order: XX XY XZ YY YZ ZZ MX MY MZ M Ia Fv Fc.
const std::array<std::string, kStandardParametersPerLink>& standard_parameter_kinds();

/// Where each link's standard parameters sit in pi: the one place that says it.
struct StandardParameterLayout {
  int dof = 0;
  bool floating_base = false;

  /// Entries of pi: 13 n, and 10 more for a floating base's body.
  int size() const {
    return kStandardParametersPerLink * dof + (floating_base ? kBaseBodyParameters : 0);
  }
  /// The entry of link i's first parameter (XX), i = 1..n; 0: a floating base's body.
  int first(int link) const {
    return link == 0 ? 0
                     : (floating_base ? kBaseBodyParameters : 0) +
                           kStandardParametersPerLink * (link - 1);
  }
  /// The link that entry `index` belongs to (0: a floating base's body).
  int link(int index) const;
  /// Entry `index`'s kind, an index into standard_parameter_kinds().
  int kind(int index) const;
  /// Entry `index`'s name: the kind and the link's number, "ZZ2", "Fv6", "M0".
  std::string name(int index) const;
};

/// The model's standard parameters pi (StandardParameterLayout's entries).
Eigen::VectorXd standard_parameters(const NumericModel& model);

}  // namespace nedyn
