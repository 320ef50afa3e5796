#pragma once

// What the tests of the solve helpers (loop_function.hpp) share: inputs
// written as literals of each language, and the four printings of a driver
// (cpp.cpp, c.c, driver.py, driver.m in one folder) compiled or interpreted
// and run, their printed lines required to be the same.

#include <string>
#include <vector>

#include <Eigen/Core>

namespace nedyn {
namespace test {

using RowMatrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

/// "a, b, c": the entries row by row, each to 17 significant digits.
std::string numbers_text(const RowMatrix& x);
/// A NumPy array of one state: (entries, 1).
std::string python_array(const RowMatrix& x);
/// A MATLAB column of one state.
std::string matlab_array(const RowMatrix& x);

/// Runs `command` in `directory` (a failure is the test's, with its
/// standard error); its standard output's lines.
std::vector<std::string> run_lines(const std::string& directory, const std::string& command);

/// cpp.cpp and c.c compiled (no fused multiply-adds: every language rounds
/// each operation) and run, driver.py and driver.m interpreted, in
/// `directory`; every language's lines must be C++'s, which it returns.
std::vector<std::string> same_lines_in_every_language(const std::string& directory);

}  // namespace test
}  // namespace nedyn
