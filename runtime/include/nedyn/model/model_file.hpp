#pragma once

#include <cstddef>
#include <string>

#include "nedyn/model/model.hpp"

namespace nedyn {

/// Longest chain a model file may hold. Generation is bounded by the output
/// it must write: B alone has n^2 (n-1)/2 entries (docs/limits.md).
constexpr std::size_t kMaxJoints = 64;

/// Reads and validates a YAML model file (schema: DESIGN.md §3).
/// Throws ModelError naming the file, line and column of the first problem.
Model load_model(const std::string& path);

/// The same from text already in memory; `file_name` is used in messages.
Model load_model_from_string(const std::string& text, const std::string& file_name);

}  // namespace nedyn
