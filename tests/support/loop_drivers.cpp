#include "loop_drivers.hpp"

#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "cli_support.hpp"
#include "nedyn/generator/interpreted_check.hpp"

namespace nedyn {
namespace test {

std::string numbers_text(const RowMatrix& x) {
  std::string text;
  char buffer[40];
  for (int i = 0; i < x.size(); ++i) {
    std::snprintf(buffer, sizeof buffer, "%s%.17g", i == 0 ? "" : ", ", x.data()[i]);
    text += buffer;
  }
  return text;
}

std::string python_array(const RowMatrix& x) { return "np.array([[" + numbers_text(x) + "]]).T"; }

std::string matlab_array(const RowMatrix& x) { return "[" + numbers_text(x) + "]'"; }

std::vector<std::string> run_lines(const std::string& directory, const std::string& command) {
  const std::string full = "cd " + directory + " && " + command + " > out.txt 2> log.txt";
  const int status = std::system(full.c_str());
  INFO(command << "\n" << slurp(directory + "/log.txt"));
  REQUIRE(status == 0);
  std::vector<std::string> lines;
  std::istringstream text(slurp(directory + "/out.txt"));
  for (std::string line; std::getline(text, line);) lines.push_back(line);
  return lines;
}

std::vector<std::string> same_lines_in_every_language(const std::string& directory) {
  const std::vector<std::string> cpp = run_lines(
      directory, "c++ -std=c++17 -O2 -ffp-contract=off -Wall -Werror -o cpp cpp.cpp && ./cpp");
  const std::vector<std::string> c =
      run_lines(directory, "cc -std=c99 -O2 -ffp-contract=off -Wall -Werror -o c c.c && ./c");
  const std::vector<std::string> python =
      run_lines(directory, interpreter(Language::python) + " driver.py");
  const std::vector<std::string> matlab = run_lines(
      directory, interpreter(Language::matlab) + " --no-gui --norc --no-history --quiet driver.m");
  CHECK(c == cpp);
  CHECK(python == cpp);
  CHECK(matlab == cpp);
  return cpp;
}

}  // namespace test
}  // namespace nedyn
