#pragma once

// URDF as a front end of the one kinematic form: the file is parsed by
// urdfdom (the structure is checked with tinyxml2 first), and its joints
// become linked joints (nedyn/model/lowering.hpp):
//   - By default the whole tree below the base link (the root unless --base
//     names one): movable joints numbered depth-first, each link's child
//     joints in the file's order, and named as in the file.
//   - With a tip link, the chain from the base to it only; movable joints off
//     the chain (a gripper's fingers) are then locked at 0 and their subtrees
//     lumped into the body they hang from, each with a note.
//   - Fixed joints are merged: their placements join the next joint's, their
//     links' bodies the body they are fixed to (exactly).
//   - continuous is revolute; floating, planar and mimic joints are refused;
//     <dynamics damping friction> is viscous and Coulomb friction.
//   - Numbers are exact: a number in the file is the shortest decimal that
//     reads back as the same double (the decimal as written, up to 15
//     significant digits). Angles within kSnapAngle of a multiple of pi/2 and
//     axis components within kSnapAxis of 0 or +-1 are snapped to those exact
//     values (so that rotations fold), each with a note; UrdfOptions::snap =
//     false keeps the file's numbers. docs/urdf.md describes the rules.

#include <string>
#include <vector>

#include "nedyn/model/model.hpp"

namespace nedyn {

/// The largest URDF file nedyn reads (meshes are referenced, not embedded:
/// the largest published robot descriptions are a few hundred KiB).
constexpr std::size_t kMaxUrdfBytes = 8u << 20;
constexpr double kSnapAngle = 1e-5;  ///< rad
constexpr double kSnapAxis = 1e-9;

struct UrdfOptions {
  std::string base;  ///< first link of the chain; empty: the root
  std::string tip;   ///< last link of one chain; empty: the whole tree below the base
  std::string name;  ///< the model's name; empty: the robot's
  bool snap = true;  ///< snap near-exact angles and axis components
  /// A floating base: the whole tree below the base link, whose body (with
  /// what is fixed to it) becomes the base body; not with a tip.
  bool floating_base = false;
  /// Refuse an inertia tensor that breaks the triangle inequality instead
  /// of noting it (check_inertia; any model file).
  bool strict_inertia = false;
};

/// Reads a URDF file and lowers the tree below the base (or the chain from
/// base to tip). What was snapped,
/// locked, lumped or massless is appended to `notes`, one line each. Throws
/// ModelError naming the file and the element (link or joint) of a problem.
Model load_urdf(const std::string& path, const UrdfOptions& options,
                std::vector<std::string>& notes);

/// The same from text in memory; `file_name` is used in messages.
Model load_urdf_from_string(const std::string& text, const std::string& file_name,
                            const UrdfOptions& options, std::vector<std::string>& notes);

}  // namespace nedyn
