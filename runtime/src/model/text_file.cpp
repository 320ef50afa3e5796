#include "nedyn/model/text_file.hpp"

#include <fstream>

#include "nedyn/model/model_error.hpp"

namespace nedyn {

std::string read_text_file(const std::string& path, std::size_t max_bytes) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ModelError({path, 0, 0}, "cannot open the file for reading");
  std::string text(max_bytes + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  if (in.bad()) throw ModelError({path, 0, 0}, "cannot read the file");
  text.resize(static_cast<std::size_t>(in.gcount()));
  return text;
}

}  // namespace nedyn
