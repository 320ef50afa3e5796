#pragma once

// URDF out: any model (DH tables included) as a URDF that urdfdom and ROS
// kdl_parser read back to the same dynamics, to look at in a viewer or to hand
// to other tools. Links are named NAME_link0 (the base) to NAME_linkN, joints
// NAME_joint1..N; each link's frame is its joint frame of the one kinematic
// form (the joint's offset is folded into its origin), and a fixed joint
// NAME_tip places the last frame, the only leaf. A coupled joint (--mimic
// couple) gets its <mimic> tag.

#include <string>
#include <vector>

#include "nedyn/runtime/numeric_model.hpp"

namespace nedyn {

/// The URDF text; numbers as the shortest decimals of their doubles (they
/// round-trip).
/// What URDF cannot hold is appended to `notes`: rotor inertia (URDF has no
/// armature) and a gravity vector other than (0, 0, -9.81).
std::string urdf_text(const NumericModel& model, std::vector<std::string>& notes);

}  // namespace nedyn
