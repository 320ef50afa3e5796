# Writes OUTPUT, a C++ file defining nedyn::template_text(name) with the text
# of every file in TEMPLATES: the generator carries its templates inside the
# executable, so its output never depends on where it runs from.
# Usage: cmake -DOUTPUT=... -DTEMPLATES="a|b" -P EmbedTemplates.cmake
string(REPLACE "|" ";" template_list "${TEMPLATES}")
set(body "")
foreach(path IN LISTS template_list)
  get_filename_component(name "${path}" NAME)
  file(READ "${path}" text)
  string(APPEND body "  if (name == \"${name}\") return R\"nedyn_template(${text})nedyn_template\";\n")
endforeach()
set(content "// Generated from templates/ at build time; do not edit.
#include <stdexcept>
#include <string>

#include \"nedyn/generator/templates.hpp\"

namespace nedyn {

std::string template_text(const std::string& name) {
${body}  throw std::invalid_argument(\"no template named \" + name);
}

}  // namespace nedyn
")
file(WRITE "${OUTPUT}.tmp" "${content}")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
