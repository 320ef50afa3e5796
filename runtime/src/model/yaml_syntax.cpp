#include "nedyn/model/yaml_syntax.hpp"

#include <cctype>
#include <sstream>
#include <utility>
#include <vector>

namespace nedyn {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

bool starts_with(const std::string& s, const std::string& prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

/// The first line up to `last` (1-based) whose indentation holds a tab; 0 if none.
int line_with_tab_indentation(const std::vector<std::string>& lines, int last) {
  for (int i = 0; i < last && i < static_cast<int>(lines.size()); ++i) {
    const std::string& l = lines[static_cast<std::size_t>(i)];
    const std::size_t text = l.find_first_not_of(" \t");
    if (l.find('\t') < text) return i + 1;
  }
  return 0;
}

/// "key:value" of a block mapping (a colon followed by neither a space nor
/// the line's end, outside quotes and flow brackets) on a line up to `last`:
/// its line, and the word; 0 if none.
std::pair<int, std::string> colon_without_space(const std::vector<std::string>& lines, int last) {
  for (int i = 0; i < last && i < static_cast<int>(lines.size()); ++i) {
    const std::string& l = lines[static_cast<std::size_t>(i)];
    std::size_t start = l.find_first_not_of(' ');
    if (start == std::string::npos || l[start] == '#') continue;
    if (starts_with(l.substr(start), "- ")) start = l.find_first_not_of(' ', start + 2);
    if (start == std::string::npos) continue;
    std::size_t end = start;
    while (end < l.size() && (std::isalnum(static_cast<unsigned char>(l[end])) || l[end] == '_'))
      ++end;
    if (end > start && end + 1 < l.size() && l[end] == ':' && l[end + 1] != ' ') {
      const std::size_t word_end = l.find(' ', end);
      return {i + 1, l.substr(start, word_end == std::string::npos ? std::string::npos
                                                                   : word_end - start)};
    }
  }
  return {0, {}};
}

}  // namespace

std::string explained_yaml_error(const std::string& message, const std::string& text, int line) {
  const std::vector<std::string> lines = lines_of(text);
  std::string meaning;
  if (const int tab = line_with_tab_indentation(lines, line)) {
    meaning =
        "line " + std::to_string(tab) + " is indented with a tab; YAML indents with spaces only";
  } else if (starts_with(message, "illegal map value")) {
    const auto [at, word] = colon_without_space(lines, line);
    meaning =
        at != 0 ? "'" + word + "' on line " + std::to_string(at) + " needs a space after its colon"
                : "a colon where a value was expected: a line indented deeper than the "
                  "keys beside it, or a second colon in one value (quote it)";
  } else if (starts_with(message, "end of map not found") ||
             starts_with(message, "end of sequence not found") ||
             starts_with(message, "illegal block entry")) {
    meaning =
        "a line indented apart from its neighbours: the keys of one mapping, and the "
        "'- ' of one list, start in the same column";
  } else if (starts_with(message, "end of sequence flow not found")) {
    meaning = "a '[' without its closing ']'";
  } else if (starts_with(message, "end of map flow not found")) {
    meaning = "a '{' without its closing '}'";
  } else if (starts_with(message, "unknown escape character")) {
    meaning = "a backslash in a double-quoted value: use single quotes, or write '\\\\'";
  } else if (starts_with(message, "illegal EOF in scalar")) {
    meaning = "a quote opened and not closed";
  }
  return meaning.empty() ? message : message + ": " + meaning;
}

}  // namespace nedyn
