#pragma once

// Writing emitted files so that a failure never leaves a half-written or
// lost file: every file goes to a temporary in the target directory first,
// and only when all of them are complete are they renamed over the old ones.

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/generator/signal_cleanup.hpp"

namespace nedyn {

/// A file that cannot be read or written (exit code 2, nothing changed).
class OutputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Creates `directory` if needed. Throws OutputError naming the path
/// on failure, after removing its temporaries; existing files stay as they were.
void write_files_atomically(const std::string& directory, const std::vector<EmittedFile>& files);

/// A new directory for a check's files under $TMPDIR (default /tmp), removed
/// with its contents on destruction unless `keep`, and when a signal ends
/// nedyn (signal_cleanup.hpp). Throws OutputError if it cannot be made.
class ScratchDirectory {
 public:
  explicit ScratchDirectory(bool keep);
  ~ScratchDirectory();
  ScratchDirectory(const ScratchDirectory&) = delete;
  ScratchDirectory& operator=(const ScratchDirectory&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  bool keep_;
  std::unique_ptr<RemovedOnSignal> interrupted_;
};

/// Lower-case hex SHA-256 of a file's bytes; throws OutputError if unreadable.
std::string file_sha256(const std::string& path);

}  // namespace nedyn
