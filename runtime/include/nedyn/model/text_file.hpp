#pragma once

#include <cstddef>
#include <string>

namespace nedyn {

/// The bytes of a model file, at most max_bytes + 1 of them (so that a file
/// past a limit, or /dev/zero, is refused without being read to its end).
/// Throws ModelError naming the file if it cannot be opened or read.
std::string read_text_file(const std::string& path, std::size_t max_bytes);

}  // namespace nedyn
