#pragma once

#include <string>

#include "nedyn/model/model.hpp"

namespace nedyn {

/// Reads and validates a YAML model file (schema: DESIGN.md §3).
/// Throws ModelError naming the file, line and column of the first problem.
Model load_model(const std::string& path);

/// The same from text already in memory; `file_name` is used in messages.
Model load_model_from_string(const std::string& text, const std::string& file_name);

}  // namespace nedyn
