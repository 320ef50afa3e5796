#pragma once

// A robot description as a file writes it: links with their inertial data
// and the joints between them, numbers as read (doubles), nothing chosen yet.
// A front end for a tree-shaped format (URDF today) only reads its file into
// this form; which chain or tree becomes the model, how fixed joints merge,
// what is locked and lumped, what is snapped and what a floating base carries
// is decided once, by lower_link_tree (nedyn/model/link_tree_lowering.hpp).

#include <array>
#include <string>
#include <vector>

namespace nedyn {

/// A pose as written: a translation (m) and URDF's fixed-axis roll, pitch,
/// yaw (rad), Rz(yaw) Ry(pitch) Rx(roll), of a frame in its parent's frame.
struct WrittenPose {
  std::array<double, 3> xyz{0, 0, 0};
  std::array<double, 3> rpy{0, 0, 0};
};

/// A link's inertial data as written: the mass, the frame of the centre of
/// mass in the link's frame, the inertia about the centre of mass in that
/// frame's axes.
struct WrittenInertial {
  double mass = 0;
  WrittenPose origin;
  double ixx = 0, ixy = 0, ixz = 0, iyy = 0, iyz = 0, izz = 0;
};

struct TreeLink {
  std::string name;
  bool has_inertial = false;
  WrittenInertial inertial;
  std::vector<std::size_t> child_joints;  ///< indices in LinkTree::joints, in the file's order
  int parent_joint = -1;                  ///< index in LinkTree::joints; -1 for the root
};

/// URDF's joint types; floating and planar joints are described so that the
/// lowering can say where they stand (refused on the model, locked off it).
enum class TreeJointType { fixed, revolute, continuous, prismatic, floating, planar, unknown };

struct TreeJointLimits {
  double lower = 0, upper = 0;  ///< ignored for a continuous joint
  double velocity = 0, effort = 0;
};

struct TreeJoint {
  std::string name;
  TreeJointType type = TreeJointType::fixed;
  std::size_t parent_link = 0, child_link = 0;  ///< indices in LinkTree::links
  WrittenPose origin;  ///< the joint's (and child link's) frame in the parent link's at q = 0
  std::array<double, 3> axis{1, 0, 0};
  bool has_dynamics = false;
  double damping = 0, friction = 0;  ///< viscous and Coulomb
  bool has_limits = false;
  TreeJointLimits limits;
  std::string mimics;  ///< the joint it mimics; empty for an independent joint
  /// URDF's <mimic>: q = multiplier q_mimicked + offset.
  double mimic_multiplier = 1, mimic_offset = 0;
};

/// Links and joints in the file's order; every link but the root has one
/// parent joint and there is no cycle (a reader refuses both first).
struct LinkTree {
  std::string name;  ///< the robot's
  std::vector<TreeLink> links;
  std::vector<TreeJoint> joints;
  std::size_t root = 0;  ///< index in links

  /// The link's index, or -1.
  int find_link(const std::string& link_name) const;
};

}  // namespace nedyn
