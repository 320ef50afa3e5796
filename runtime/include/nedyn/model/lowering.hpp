#pragma once

// Every way of describing a chain lowers here to the one kinematic form
// (nedyn/model/model.hpp), and only here: the recursions never see a DH
// table. A joint of any front end is a placement P_j in its parent link's
// frame L_{j-1}, motion about or along a unit axis u_j, and a placement X_j of
// link j's own frame L_j after the motion:
//   standard DH  P = Tz(d) (prismatic: Rz(theta)),   u = z, X = Tx(a) Rx(alpha)
//   modified DH  P = Rx(alpha) Tx(a) Tz(d) (prismatic: Rz(theta) for Tz(d)), u = z, X = I
//   axes, URDF   P = (rpy, xyz),                      u = axis, X = I
// The joint frame J_j is L_{lambda(j)} P_j Q_j, with Q_j an exact rotation taking z
// to u_j (I when u_j = z), so that every joint moves about or along z; link
// j's frame is J_j Q_j^T X_j, and its centre of mass and inertia are carried
// into J_j. Exact values throughout: zeros and ones of constant rotations
// fold away in every recursion.

#include "nedyn/model/model.hpp"
#include "nedyn/model/model_file.hpp"

namespace nedyn {

/// Elementary placements (exact): rotations about x, y, z and a translation.
Placement rotation_x(const GiNaC::ex& angle);
Placement rotation_y(const GiNaC::ex& angle);
Placement rotation_z(const GiNaC::ex& angle);
Placement translation(const GiNaC::ex& x, const GiNaC::ex& y, const GiNaC::ex& z);
/// URDF's fixed-axis roll, pitch, yaw: Rz(yaw) Ry(pitch) Rx(roll).
Placement roll_pitch_yaw(const ExVec3& rpy);

/// A placement written "x y z" or "x y z roll pitch yaw" (spaces or commas;
/// metres and radians, each value an exact expression over `symbols`, to
/// which new symbols are added): translation(x, y, z) roll_pitch_yaw(r, p, y),
/// as a model file's `tool:` (--tool). std::invalid_argument on anything else.
Placement parse_placement(const std::string& text, SymbolTable& symbols);

/// An exact rotation taking z to the unit vector u: I for z, Rx(pi) for -z,
/// otherwise the rotation about z x u (Rodrigues' formula).
ExMat3 rotation_taking_z_to(const ExVec3& u);

/// A joint's motion by `value` about (revolute) or along (prismatic) the
/// unit axis u: Q Rz(value) Q^T with Q taking z to u, or a translation value u.
Placement joint_motion(JointType type, const ExVec3& u, const GiNaC::ex& value);

/// v / |v|, exactly (sqrt stays symbolic where the norm is not rational).
ExVec3 normalized(const ExVec3& v);

/// A joint of any front end before lowering (see the top of this file).
struct LinkedJoint {
  JointType type = JointType::revolute;
  std::string name;       ///< as the file names it
  int parent = -1;        ///< lambda(j), 1-based, 0 the base; -1: the previous joint
  Placement before;       ///< P_j in L_{lambda(j)}, the parent link's frame
  ExVec3 axis{0, 0, 1};   ///< u_j, unit, in the frame P_j places
  GiNaC::ex offset{0};    ///< added to q_j
  Placement after;        ///< X_j: L_j in the moved frame
  GiNaC::ex mass;         ///< of link j
  ExVec3 com;             ///< in L_j
  InertiaTensor inertia;  ///< about the centre of mass, L_j's axes
  /// com and inertia given in the moved frame (L_j X_j^-1, a URDF chain's
  /// child link) instead of L_j: carried into J_j by one rotation, not by
  /// X_j^-1 and back, whose trigonometric terms need not fold.
  bool inertial_in_moved_frame = false;
  GiNaC::ex viscous{0}, coulomb{0}, rotor_inertia{0};
  JointLimits limits;
};

/// Link j's centre of mass and inertia about it in the frame its model file
/// gives them in, L_j (Joint::link_frame, F: L_j in J_j): the carry into
/// J_j undone, c = R^T (c' - t), I = R^T I' R; exact (R^T R = 1 folded).
struct LinkInertial {
  ExVec3 com;
  InertiaTensor inertia;
};
LinkInertial inertial_in_link_frame(const Joint& joint);

/// The tree of linked joints (each after its parent) in the one form.
std::vector<Joint> lower_joints(const std::vector<LinkedJoint>& joints);

/// A model file in the one form.
Model lower(const ModelFile& file);

}  // namespace nedyn
