#include "nedyn/model/load.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>

#include "nedyn/model/model_file.hpp"

namespace nedyn {

bool is_urdf_file(const std::string& path) {
  const std::string suffix = ".urdf";
  if (path.size() < suffix.size()) return false;
  std::string end = path.substr(path.size() - suffix.size());
  std::transform(end.begin(), end.end(), end.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (end == suffix) return true;
  // Any other name: a file whose first character (after a byte-order mark)
  // is '<' and that names a <robot is XML, which no YAML model file is.
  std::ifstream in(path, std::ios::binary);
  std::string head(4096, '\0');
  in.read(&head[0], static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<std::size_t>(in.gcount()));
  std::size_t first = head.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
  while (first < head.size() && std::isspace(static_cast<unsigned char>(head[first]))) ++first;
  return first < head.size() && head[first] == '<' && head.find("<robot") != std::string::npos;
}

Model load_any_model(const std::string& path, const UrdfOptions& options,
                     std::vector<std::string>& notes) {
  return is_urdf_file(path) ? load_urdf(path, options, notes)
                            : load_model(path, notes, options.strict_inertia, options.locked);
}

}  // namespace nedyn
