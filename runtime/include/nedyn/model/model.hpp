#pragma once

// The robot description as read from a model file (DESIGN.md §2–3). Every
// value is an exact GiNaC expression: a rational number, a constant such as
// Pi, or an expression over the model's free symbols.

#include <array>
#include <map>
#include <string>
#include <vector>

#include <ginac/ginac.h>

namespace nedyn {

enum class Convention { standard, modified };
enum class JointType { revolute, prismatic };

const char* to_string(Convention convention);
const char* to_string(JointType type);

/// Inertia tensor of a link about its centre of mass, axes parallel to the
/// link frame. Entries are tensor elements (URDF): xy = -∫xy dm.
struct InertiaTensor {
  GiNaC::ex xx, yy, zz, xy, xz, yz;
};

/// One row of the DH table with the inertial data and joint effects of the
/// link it moves. For the standard convention alpha and a belong to link i;
/// for the modified convention they are alpha_{i-1}, a_{i-1} (Craig's rows).
struct Joint {
  JointType type = JointType::revolute;
  GiNaC::ex alpha, a, d, theta;  ///< rad, m, m, rad (offsets of q)
  GiNaC::ex mass;                ///< kg
  std::array<GiNaC::ex, 3> com;  ///< centre of mass in the link frame (m)
  InertiaTensor inertia;         ///< about the centre of mass (kg m^2)
  GiNaC::ex viscous;             ///< b_i: tau += b_i qd_i
  GiNaC::ex coulomb;             ///< c_i: tau += c_i sign(qd_i)
  GiNaC::ex rotor_inertia;       ///< Ia_i: tau += Ia_i qdd_i
};

/// Free symbols of a model, sorted by name (the order of emitted parameters).
using SymbolTable = std::map<std::string, GiNaC::realsymbol>;

struct Model {
  std::string name;         ///< identifier: file names and C++ namespace
  std::string source_file;  ///< the file it was read from
  Convention convention = Convention::standard;
  std::array<GiNaC::ex, 3> gravity;  ///< gravity vector g in the base frame (m/s^2)
  std::vector<Joint> joints;         ///< base to tip
  SymbolTable symbols;               ///< free symbols used anywhere in the model

  int dof() const { return static_cast<int>(joints.size()); }
};

}  // namespace nedyn
