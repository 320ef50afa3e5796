#include "nedyn/model/text_file.hpp"

#include <algorithm>
#include <fstream>

#include "nedyn/model/model_error.hpp"

namespace nedyn {

std::string read_text_file(const std::string& path, std::size_t max_bytes) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ModelError({path, 0, 0}, "cannot open the file for reading");
  // In pieces: a buffer of the whole limit would be zeroed first (half a GiB
  // for data files, 1.8 s for every `identify --data`).
  constexpr std::size_t kPiece = std::size_t(1) << 16;
  std::string text;
  while (text.size() <= max_bytes && in) {
    const std::size_t old_size = text.size();
    text.resize(old_size + std::min(kPiece, max_bytes + 1 - old_size));
    in.read(&text[old_size], static_cast<std::streamsize>(text.size() - old_size));
    text.resize(old_size + static_cast<std::size_t>(in.gcount()));
  }
  if (in.bad()) throw ModelError({path, 0, 0}, "cannot read the file");
  return text;
}

}  // namespace nedyn
