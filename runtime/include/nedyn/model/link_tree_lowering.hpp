#pragma once

// The tree-to-model stage: a link tree as read (nedyn/model/link_tree.hpp)
// becomes linked joints in the one kinematic form (nedyn/model/lowering.hpp):
//   - By default the whole tree below the base link (the root unless a base
//     is named): movable joints numbered depth-first, each link's child
//     joints in the file's order (Featherstone's topological numbering), and
//     named as in the file. A tree of one leaf is read as the chain to it.
//   - With a tip link, the chain from the base to it only; movable joints off
//     the chain (a gripper's fingers) are then locked at 0 and their subtrees
//     lumped into the body they hang from, each with a note.
//   - Fixed joints are merged: their placements join the next joint's, their
//     links' bodies the body they are fixed to (exactly); every link stays a
//     named frame.
//   - Locked joints (--lock JOINT=VALUE) are fixed at their value: their
//     placement at that value joins the next joint's and their child's body
//     (with all it carries) the body they hang from, as a tip locks what is
//     off its chain.
//   - A mimic joint is an independent joint (as Pinocchio's and KDL's default
//     parsers read it), with a note; with couple_mimics it follows the joint
//     that leads its chain of mimics (Joint::leader, the multipliers and
//     offsets composed), unless that joint is locked or off the chain.
//   - continuous is revolute; floating and planar joints on the model are
//     refused; damping and friction are viscous and Coulomb friction.
//   - Numbers are exact: each is the shortest decimal that reads back as the
//     same double. Angles within kSnapAngle of a multiple of pi/2 and axis
//     components within kSnapAxis of 0 or +-1 are snapped to those exact
//     values (so that rotations fold), each with a note, unless snap is off.
//   - A floating base: the base link's body, with everything fixed to it,
//     becomes the model's base body.

#include <map>
#include <string>
#include <vector>

#include "nedyn/model/link_tree.hpp"
#include "nedyn/model/model.hpp"

namespace nedyn {

constexpr double kSnapAngle = 1e-5;  ///< rad
constexpr double kSnapAxis = 1e-9;

/// What becomes the model, whatever the file's format.
struct LinkTreeOptions {
  std::string base;  ///< first link of the chain; empty: the root
  std::string tip;   ///< last link of one chain; empty: the whole tree below the base
  bool snap = true;  ///< snap near-exact angles and axis components
  /// A floating base: the whole tree below the base link, whose body (with
  /// what is fixed to it) becomes the base body; not with a tip.
  bool floating_base = false;
  /// Refuse an inertia tensor that breaks the triangle inequality instead
  /// of noting it (check_inertia; any model file).
  bool strict_inertia = false;
  /// Joints fixed at a value (rad, m; 0 unless given), by name.
  std::map<std::string, double> locked;
  /// Mimic joints follow their leaders (--mimic couple), not independent.
  bool couple_mimics = false;
};

/// The model below the base (or the chain from base to tip) with its frames,
/// description ("tree below base", "chain base to tip", ", floating base:
/// link base"), joints and base body; the caller sets name, source file and
/// gravity. Each note is appended once, prefixed with `file` as every
/// ModelError is (naming the link or joint of the problem).
Model lower_link_tree(const LinkTree& tree, const LinkTreeOptions& options, const std::string& file,
                      std::vector<std::string>& notes);

}  // namespace nedyn
