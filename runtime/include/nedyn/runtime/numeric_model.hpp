#pragma once

// A robot with every parameter a double: the input of the numeric recursion.
// Built from a Model by instantiate() (nedyn/runtime/instantiate.hpp); the
// same kinematic form (nedyn/model/model.hpp).

#include <optional>
#include <string>
#include <vector>

#include <Eigen/Core>

#include "nedyn/model/model.hpp"

namespace nedyn {

/// x_parent = rotation x + translation.
struct NumericPlacement {
  Eigen::Matrix3d rotation = Eigen::Matrix3d::Identity();
  Eigen::Vector3d translation = Eigen::Vector3d::Zero();
};

struct NumericLink {
  JointType type = JointType::revolute;
  int parent = 0;               ///< lambda(i): parent link 1..i-1, 0 for the base
  NumericPlacement placement;   ///< frame i in frame lambda(i) at q_i + offset = 0 (see Joint)
  double offset = 0;            ///< added to q_i
  NumericPlacement link_frame;  ///< the model file's frame of link i in frame i
  double mass = 0;
  Eigen::Vector3d com = Eigen::Vector3d::Zero();      ///< in frame i
  Eigen::Matrix3d inertia = Eigen::Matrix3d::Zero();  ///< about the COM, frame i's axes
  double viscous = 0, coulomb = 0, rotor_inertia = 0;
  JointLimits limits;  ///< the model file's, NaN where it gives none
  /// Joint::leader: q_i = follow_multiplier q_leader + follow_offset; 0 for
  /// a joint of its own coordinate (nedyn/runtime/joint_coupling.hpp).
  int leader = 0;
  double follow_multiplier = 1, follow_offset = 0;
};

/// A named frame (Frame) fixed to link `link` (0 the base), placed in that
/// link's frame i: the model file's link frame and the frame's placement composed.
struct NumericFrame {
  std::string name;
  int link = 0;
  NumericPlacement placement;
};

/// A frame held by the environment (Model::contacts, contact_dynamics.hpp).
struct NumericContact {
  NumericFrame frame;
  bool six_d = false;  ///< the whole frame held (6 rows), not just its origin (3)
  int rows() const { return six_d ? 6 : 3; }
};

struct NumericModel {
  std::string name;
  Eigen::Vector3d gravity{0, 0, -9.81};  ///< in the base frame
  std::vector<NumericLink> links;        ///< topological order (Model::joints)
  NumericPlacement tool;                 ///< the tool frame in the tool link's frame
  int tool_link =
      1;  ///< the link the tool is fixed to, 1..n (0: the base, for a body without joints)
  std::vector<NumericFrame> frames;         ///< Model::frames, in order
  std::vector<NumericContact> contacts;     ///< Model::contacts, in order
  std::optional<BaumgarteGains> baumgarte;  ///< Model::baumgarte
  std::vector<int> task;                    ///< task_rows() of the model; empty if it has no task
  bool floating_base = false;               ///< Model::floating_base
  /// The base body, frame 0 (a floating base's): mass, centre of mass and
  /// inertia about it, as for links.
  double base_mass = 0;
  Eigen::Vector3d base_com = Eigen::Vector3d::Zero();
  Eigen::Matrix3d base_inertia = Eigen::Matrix3d::Zero();

  int dof() const { return static_cast<int>(links.size()); }
  /// Coordinates of q, and of qd, qdd and tau (Model::nq, Model::nv).
  int nq() const { return dof() + (floating_base ? 7 : 0); }
  int nv() const { return dof() + (floating_base ? 6 : 0); }
  /// Where the joints start in q and in qd (0, or 7 and 6 after a floating base).
  int joint_q() const { return floating_base ? 7 : 0; }
  int joint_v() const { return floating_base ? 6 : 0; }
  /// Rows of the link wrenches (LinkWrenches): the links, a floating base's body first.
  int links_with_wrenches() const { return dof() + (floating_base ? 1 : 0); }
  /// lambda(i) of link i = 1..n (parent(0) = 0).
  int parent(int i) const { return i == 0 ? 0 : links[static_cast<std::size_t>(i - 1)].parent; }
  /// True if link j is link i or lies beyond it (0 is the base, before all).
  bool is_beyond(int i, int j) const {
    while (j > i) j = parent(j);
    return j == i;
  }
  /// The tool frame in frame tool_link: that link's frame, then the tool.
  NumericPlacement tip() const { return tool_frame().placement; }
  /// The tool frame as a named frame ("tool") on its link.
  NumericFrame tool_frame() const;
};

}  // namespace nedyn
