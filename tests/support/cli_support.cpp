#include "cli_support.hpp"

#include <catch2/catch.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace nedyn::test {

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

ExpectedRefusal expected_refusal(const std::string& path) {
  std::ifstream in(path.substr(0, path.find_last_of('.')) + ".expected");
  ExpectedRefusal e;
  REQUIRE(std::getline(in, e.message));
  REQUIRE(std::getline(in, e.exit_line));
  return e;
}

std::string without_progress(const std::string& err) {
  static const std::regex progress(R"(^nedyn: \[[0-9]+\.[0-9] s\] )");
  std::istringstream in(err);
  std::string kept, line;
  while (std::getline(in, line))
    if (!std::regex_search(line, progress)) kept += line + "\n";
  return kept;
}

void check_refusal(const Run& r, const std::string& path, const ExpectedRefusal& expected) {
  CHECK("exit " + std::to_string(r.exit_code) == expected.exit_line);
  CHECK(without_progress(r.err) == "nedyn: " + path + ":" + expected.message + "\n");
  CHECK(r.out.empty());
}

std::string fresh_directory(const std::string& stem) {
  // Per process: CTest runs test cases in parallel.
  const std::string path =
      std::string(NEDYN_TEST_TMP) + "/" + stem + "_" + std::to_string(getpid());
  std::filesystem::remove_all(path);
  std::filesystem::create_directories(path);
  return path;
}

Run run_program(const std::string& command_line) {
  static int calls = 0;
  const std::string stem = std::string(NEDYN_TEST_TMP) + "/cli_" + std::to_string(getpid()) + "_" +
                           std::to_string(++calls);
  const std::string out = stem + ".out", err = stem + ".err";
  const std::string command = command_line + " >" + out + " 2>" + err;
  const int status = std::system(command.c_str());
  REQUIRE(WIFEXITED(status));
  Run run{WEXITSTATUS(status), slurp(out), slurp(err)};
  std::remove(out.c_str());
  std::remove(err.c_str());
  return run;
}

Run run_nedyn(const std::string& arguments, const std::string& environment) {
  return run_program(environment + " " + std::string(NEDYN_EXECUTABLE) + " " + arguments);
}

}  // namespace nedyn::test
