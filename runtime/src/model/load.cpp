#include "nedyn/model/load.hpp"

#include <algorithm>
#include <cctype>

#include "nedyn/model/model_file.hpp"

namespace nedyn {

bool is_urdf_file(const std::string& path) {
  const std::string suffix = ".urdf";
  if (path.size() < suffix.size()) return false;
  std::string end = path.substr(path.size() - suffix.size());
  std::transform(end.begin(), end.end(), end.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return end == suffix;
}

Model load_any_model(const std::string& path, const UrdfOptions& options,
                     std::vector<std::string>& notes) {
  return is_urdf_file(path) ? load_urdf(path, options, notes)
                            : load_model(path, notes, options.strict_inertia);
}

}  // namespace nedyn
