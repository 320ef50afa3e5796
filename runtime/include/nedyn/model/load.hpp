#pragma once

// Any model file, by its format: URDF (the extension .urdf, or XML that
// names a <robot> under any other name, a URDF saved as .xml) or YAML
// (anything else). Both lower to the one kinematic form.

#include <string>
#include <vector>

#include "nedyn/model/model.hpp"
#include "nedyn/model/urdf_file.hpp"

namespace nedyn {

/// True for a path ending in .urdf (any case), or a file whose first
/// character is '<' and whose first 4 KiB hold "<robot".
bool is_urdf_file(const std::string& path);

/// Loads a YAML or URDF model; `options` apply to URDF files only. Notes are
/// appended to `notes`: a URDF's snapped, locked, lumped or massless parts, a
/// YAML file's angles and lengths out of range (ModelFile::notes).
Model load_any_model(const std::string& path, const UrdfOptions& options,
                     std::vector<std::string>& notes);

}  // namespace nedyn
