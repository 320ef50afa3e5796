#pragma once

// What yaml-cpp's syntax errors mean in a model file. yaml-cpp names the
// parser's state ("illegal map value", "end of map not found"); a user needs
// the mistake that led there: a tab in the indentation, a colon without a
// space after it, a line indented apart from its neighbours, a bracket or a
// quote left open.

#include <string>

namespace nedyn {

/// yaml-cpp's `message` at (1-based) `line` of `text`, followed by what it
/// most likely means there: "illegal map value: 'convention:standard' on line
/// 2 needs a space after its colon".
std::string explained_yaml_error(const std::string& message, const std::string& text, int line);

}  // namespace nedyn
