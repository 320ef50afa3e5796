// Every input in fuzz/regressions/ (what fuzzing once found: crashes, hangs,
// leaks) and in the seed corpus is handled: refused with a ModelError or
// loaded and emitted, never an escaping exception; the sanitizer build runs
// this too.

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "fuzz_input.hpp"

namespace {

std::string bytes_of(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::filesystem::path> files_in(const std::string& directory) {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(directory))
    if (entry.is_regular_file() && entry.path().filename() != "README.md")
      files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

TEST_CASE("fuzz regressions and seeds are handled", "[fuzz]") {
  int emitted = 0;
  for (const char* directory : {"/regressions", "/corpus"}) {
    for (const auto& path : files_in(std::string(NEDYN_FUZZ_DIR) + directory)) {
      INFO(path.string());
      nedyn::fuzz::Outcome outcome = nedyn::fuzz::Outcome::refused;
      REQUIRE_NOTHROW(outcome = nedyn::fuzz::run_model_input(bytes_of(path)));
      if (outcome == nedyn::fuzz::Outcome::emitted) ++emitted;
    }
  }
  CHECK(emitted >= 3);  // the seeds include small models that emit
}

TEST_CASE("URDF fuzz regressions and seeds are handled", "[fuzz][urdf]") {
  int computed = 0;
  for (const char* directory : {"/urdf_regressions", "/urdf_corpus"}) {
    for (const auto& path : files_in(std::string(NEDYN_FUZZ_DIR) + directory)) {
      INFO(path.string());
      nedyn::fuzz::Outcome outcome = nedyn::fuzz::Outcome::refused;
      REQUIRE_NOTHROW(outcome = nedyn::fuzz::run_urdf_input(bytes_of(path)));
      if (outcome == nedyn::fuzz::Outcome::computed) ++computed;
    }
  }
  CHECK(computed >= 1);  // the seeds load
}
