#pragma once

// The file skeletons of templates/, built into the executable (see
// cmake/EmbedTemplates.cmake) and rendered with kainjow-mustache.

#include <string>

namespace nedyn {

/// The text of templates/NAME; throws std::invalid_argument for an unknown name.
std::string template_text(const std::string& name);

}  // namespace nedyn
