#pragma once

// Running the nedyn executable as a user does: a shell command line, exit
// code, stdout and stderr.

#include <string>

namespace nedyn::test {

struct Run {
  int exit_code;
  std::string out, err;
};

/// A shell command line (its stdout and stderr captured).
Run run_program(const std::string& command_line);

/// `[environment] nedyn arguments` through the shell.
Run run_nedyn(const std::string& arguments, const std::string& environment = "");

/// A file's bytes ("" if it cannot be read).
std::string slurp(const std::string& path);

/// A bad-input catalogue's verdict on one file (tests/bad_models/,
/// tests/bad_urdf/, tests/bad_csv/): FILE.EXT's FILE.expected holds the
/// message after "FILE:" and then "exit N".
struct ExpectedRefusal {
  std::string message, exit_line;
};
ExpectedRefusal expected_refusal(const std::string& path);

/// stderr without the progress lines a slow run prints once it has taken a
/// second ("nedyn: [1.5 s] ..."): a loaded machine must not change a verdict.
std::string without_progress(const std::string& err);

/// Checks (Catch) that the run refused `path` exactly so, printing nothing on stdout.
void check_refusal(const Run& r, const std::string& path, const ExpectedRefusal& expected);

/// A fresh, empty directory under the build's test directory.
std::string fresh_directory(const std::string& stem);

}  // namespace nedyn::test
