#pragma once

// The symbols of the joint variables and of the sines and cosines the
// symbolic stages work with. Joint angles enter only through s_i and c_i
// (sin and cos of q_i + theta_i for a revolute joint), so expressions stay
// polynomials and s_i^2 + c_i^2 = 1 can be applied exactly (docs/design.md §5).

#include <vector>

#include <ginac/ginac.h>

#include "nedyn/model/model.hpp"

namespace nedyn {

/// Joints whose axes are parallel and adjacent (revolute, the second placed
/// in the first's frame without rotation: alpha = 0 between them) form a group; within a group the
/// sum of angles is what the geometry depends on, and cos(q2 + q3) reads better than its expansion.
struct ParallelGroup {
  int first = 0;  ///< 0-based index of the first joint
  int last = 0;   ///< 0-based index of the last joint (inclusive)
};

struct JointSymbols {
  explicit JointSymbols(const Model& model);

  int n;
  std::vector<GiNaC::realsymbol> q, qd, qdd;  ///< q1..qn, qd1..qdn, qdd1..qddn
  std::vector<GiNaC::realsymbol> s, c;        ///< sin, cos of each joint's angle (revolute)
  std::vector<GiNaC::ex> angle;               ///< q_i + offset_i (revolute) or 0
  std::vector<bool> revolute;
  std::vector<ParallelGroup> groups;  ///< groups of two or more parallel joints

  /// For joint i inside a group after its first joint: sin and cos of the
  /// cumulative angle (angles of the group's joints up to i), e.g. s23, c23.
  /// Holds s[i], c[i] and angle[i] for every other joint.
  std::vector<GiNaC::realsymbol> s_sum, c_sum;
  std::vector<GiNaC::ex> angle_sum;

  /// sin and cos of constant angles that GiNaC cannot evaluate (a twist of
  /// 0.3 rad or beta, the theta of a prismatic joint, wherever the lowering
  /// carried them): pairs that s^2 + c^2 = 1 reduces too, so that the
  /// reduced form is canonical. Sorted by the angle's canonical text.
  std::vector<std::pair<GiNaC::ex, GiNaC::ex>> constant_angles;

  /// sin and cos of joint i's angle: the symbols s_i, c_i for a revolute
  /// joint; 0 and 1 for a prismatic one (its frame does not turn).
  GiNaC::ex sin_of(int i) const;
  GiNaC::ex cos_of(int i) const;

  /// s_i -> sin(q_i + offset_i), c_i -> cos(q_i + offset_i), and the same for
  /// the cumulative symbols: back to functions of q.
  GiNaC::exmap to_functions_of_q() const;

  /// True if joint i is inside a parallel group after its first joint.
  bool has_cumulative_angle(int i) const;

  /// A floating base's symbols (docs/kinematics.md), none for a fixed base:
  /// its twist in its own frame (vx vy vz wx wy wz, Pinocchio's first six
  /// entries of v), the twist's rate (vdx ... wdz), the unit quaternion of
  /// its orientation in the world (qx qy qz qw), and gravity in its frame
  /// (gbx gby gbz: R^T g, base_frame_gravity), through which alone G depends
  /// on the orientation.
  std::vector<GiNaC::realsymbol> base_v, base_vd, quaternion, base_gravity;

  /// The coordinates of qd: the joints, and a floating base's six first.
  int nv() const { return n + static_cast<int>(base_v.size()); }
  /// Entry i = 0..nv-1 of qd and of qdd: base_v, base_vd first, then qd, qdd.
  GiNaC::ex velocity(int i) const;
  GiNaC::ex acceleration(int i) const;
  /// The names of base_v, base_vd, quaternion and base_gravity, which a model's own symbols
  /// must not take where they are shown.
  static const std::vector<std::string>& base_symbol_names();
};

}  // namespace nedyn
