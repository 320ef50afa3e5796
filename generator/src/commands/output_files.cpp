#include "nedyn/generator/output_files.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <stdexcept>

#include <openssl/evp.h>
#include <unistd.h>

#include "nedyn/generator/signal_cleanup.hpp"

namespace nedyn {
namespace {

OutputError failure(const std::string& what, const std::string& path) {
  return OutputError(path + ": " + what + ": " + std::strerror(errno));
}

/// Writes text to a new temporary file next to `target`; returns its path.
std::string write_temporary(const std::string& target, const std::string& text) {
  std::string pattern = target + ".tmp.XXXXXX";
  const int fd = mkstemp(pattern.data());
  if (fd < 0) throw failure("cannot create a temporary file", pattern);
  std::size_t written = 0;
  while (written < text.size()) {
    const ssize_t k = ::write(fd, text.data() + written, text.size() - written);
    if (k < 0) {
      const int saved = errno;
      ::close(fd);
      std::remove(pattern.c_str());
      errno = saved;
      throw failure("cannot write", pattern);
    }
    written += static_cast<std::size_t>(k);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    std::remove(pattern.c_str());
    throw failure("cannot write", pattern);
  }
  // mkstemp creates 0600; emitted sources are ordinary files.
  std::filesystem::permissions(
      pattern, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write |
                   std::filesystem::perms::group_read | std::filesystem::perms::others_read);
  return pattern;
}

}  // namespace

void write_files_atomically(const std::string& directory, const std::vector<EmittedFile>& files) {
  std::error_code error;
  std::filesystem::create_directories(directory, error);
  if (error || !std::filesystem::is_directory(directory))
    throw OutputError(directory + ": cannot create the output directory" +
                      (error ? ": " + error.message() : std::string()));
  std::vector<std::pair<std::string, std::string>> staged;    // temporary -> target
  std::vector<std::unique_ptr<RemovedOnSignal>> interrupted;  // until renamed
  try {
    for (const EmittedFile& f : files) {
      const std::string target = (std::filesystem::path(directory) / f.name).string();
      staged.emplace_back(write_temporary(target, f.text), target);
      interrupted.push_back(std::make_unique<RemovedOnSignal>(staged.back().first));
    }
  } catch (...) {
    for (const auto& s : staged) std::remove(s.first.c_str());
    throw;
  }
  for (const auto& s : staged)
    if (std::rename(s.first.c_str(), s.second.c_str()) != 0) {
      const auto error_text = failure("cannot replace", s.second);
      for (const auto& t : staged) std::remove(t.first.c_str());
      throw error_text;
    }
}

std::string file_sha256(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw OutputError(path + ": cannot read the model file");
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (EVP_Digest(bytes.data(), bytes.size(), digest, &length, EVP_sha256(), nullptr) != 1)
    throw OutputError(path + ": SHA-256 failed");
  static const char hex[] = "0123456789abcdef";
  std::string out;
  for (unsigned int i = 0; i < length; ++i) {
    out += hex[digest[i] >> 4];
    out += hex[digest[i] & 15];
  }
  return out;
}

ScratchDirectory::ScratchDirectory(bool keep) : keep_(keep) {
  const char* base = std::getenv("TMPDIR");
  path_ = std::string(base && *base ? base : "/tmp") + "/nedyn-check-XXXXXX";
  if (!mkdtemp(path_.data()))
    throw OutputError(path_ + ": cannot create a temporary directory: " + std::strerror(errno));
  // --keep keeps it when the check ends, not when a signal cuts it short.
  interrupted_ = std::make_unique<RemovedOnSignal>(path_);
}

ScratchDirectory::~ScratchDirectory() {
  std::error_code ignored;
  if (!keep_) std::filesystem::remove_all(path_, ignored);
}

}  // namespace nedyn
