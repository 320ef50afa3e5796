#pragma once

// URDF as a front end of the one kinematic form: the file is parsed by
// urdfdom (the structure is checked with tinyxml2 first) into a link tree
// (nedyn/model/link_tree.hpp): links and joints in the file's order, angles
// as written (urdfdom keeps a quaternion). Which tree or chain becomes the
// model, the merging of fixed joints, locking, snapping and the floating
// base are the link tree's lowering (nedyn/model/link_tree_lowering.hpp),
// which any tree-shaped format shares. docs/kinematics.md (URDF) describes
// the rules.

#include <string>
#include <vector>

#include "nedyn/model/link_tree_lowering.hpp"
#include "nedyn/model/model.hpp"

namespace nedyn {

/// The largest URDF file nedyn reads (meshes are referenced, not embedded:
/// the largest published robot descriptions are a few hundred KiB).
constexpr std::size_t kMaxUrdfBytes = 8u << 20;

/// What becomes the model (LinkTreeOptions), and its name.
struct UrdfOptions : LinkTreeOptions {
  std::string name;  ///< the model's name; empty: the robot's
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
