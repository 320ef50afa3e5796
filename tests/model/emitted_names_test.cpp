// Names in emitted code (issue 7): every name that <cmath> declares at global
// scope or defines as a macro, as this machine's compilers list them, is
// refused; names that only look dangerous (argument names of the emitted
// functions as a namespace, emitted function names as symbols) are accepted,
// and the code they give compiles and runs next to <cmath>, <cerrno>,
// <cassert> and <cstdio> in one translation unit.

#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "cli_support.hpp"
#include "nedyn/generator/commands.hpp"
#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/generator/output_files.hpp"
#include "nedyn/model/emitted_names.hpp"
#include "nedyn/model/expression.hpp"
#include "nedyn/model/model_file.hpp"

using namespace nedyn;
using namespace nedyn::test;

namespace {

std::vector<std::string> script_lines(const std::string& arguments) {
  const std::string out = fresh_directory("names") + "/list";
  const std::string command =
      "python3 " NEDYN_SOURCE_DIR "/scripts/global_names.py " + arguments + " > " + out;
  REQUIRE(std::system(command.c_str()) == 0);
  std::ifstream in(out);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string symbol_refusal(const std::string& name) {
  SymbolTable symbols;
  try {
    parse_value("2*" + name, symbols);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

// A two-link arm whose every value is a symbol named in `symbols`.
std::string two_link_model(const std::string& name, const std::vector<std::string>& s) {
  return "name: " + name + "\nconvention: modified\ngravity: [0, -" + s[0] +
         ", 0]\njoints:\n"
         "  - {type: revolute, alpha: 0, a: 0, d: 0, theta: 0, mass: " +
         s[1] + ", com: [" + s[2] + ", 0, 0], inertia: {xx: 0, yy: 0, zz: " + s[3] +
         "}}\n"
         "  - {type: revolute, alpha: 0, a: " +
         s[2] + ", d: 0, theta: 0, mass: " + s[4] + ", com: [" + s[5] +
         ", 0, 0], inertia: {xx: 0, yy: 0, zz: " + s[6] + "}, viscous: " + s[7] + "}\n";
}

}  // namespace

TEST_CASE("identifiers and reserved names", "[names]") {
  CHECK(is_identifier("puma560"));
  CHECK(is_identifier("_x1"));
  CHECK_FALSE(is_identifier("1abc"));
  CHECK_FALSE(is_identifier("a-b"));
  CHECK_FALSE(is_identifier(""));
  CHECK(is_reserved_cpp_name("class"));
  CHECK(is_reserved_cpp_name("_Robot"));
  CHECK(is_reserved_cpp_name("a__b"));
  CHECK_FALSE(is_reserved_cpp_name("robot"));
}

TEST_CASE("every global name and macro of <cmath> is refused", "[names]") {
  for (const char* compiler : {"g++", "clang++"}) {
    INFO(compiler);
    const std::vector<std::string> globals = script_lines(compiler);
    const std::vector<std::string> macros = script_lines(std::string("--macros ") + compiler);
    CHECK(globals.size() > 300);  // sin, cos, ..., div_t, float_t
    CHECK(macros.size() > 50);    // M_PI, NAN, linux, unix, ...
    for (const std::string& name : globals) {
      INFO(name);
      CHECK_FALSE(namespace_name_problem(name).empty());
    }
    for (const std::string& name : macros) {
      INFO(name);
      CHECK_FALSE(namespace_name_problem(name).empty());
      CHECK_FALSE(symbol_refusal(name).empty());
    }
  }
}

TEST_CASE("names that read as emitted identifiers are refused with a reason", "[names]") {
  for (const char* name :
       {"q", "qd", "qdd", "tau", "M", "G", "B", "C", "Cc", "p", "Params", "kDof", "fx", "nz"})
    CHECK_THAT(symbol_refusal(name), Catch::Contains("would read as the emitted identifier"));
  CHECK_THAT(symbol_refusal("M_PI"), Catch::Contains("is a macro"));
  CHECK_THAT(symbol_refusal("errno"), Catch::Contains("is a macro"));
  CHECK_THAT(symbol_refusal(std::string(65, 'x')), Catch::Contains("at most 64"));
  CHECK(symbol_refusal(std::string(64, 'x')).empty());
  CHECK_THAT(namespace_name_problem("std"), Catch::Contains("taken at global scope"));
  CHECK_THAT(namespace_name_problem("cos"), Catch::Contains("taken at global scope"));
  CHECK_THAT(namespace_name_problem("_Arm"), Catch::Contains("reserved C++ name"));
  CHECK_THAT(namespace_name_problem(std::string(65, 'r')), Catch::Contains("at most 64"));
  CHECK(namespace_name_problem("puma560").empty());
}

TEST_CASE("accepted look-alike names compile and run in one translation unit", "[names][compile]") {
  const std::string dir = fresh_directory("lookalike_names");
  // Namespaces named like emitted arguments and types; symbols named like
  // emitted locals (t0), emitted functions and namespaces: p.NAME keeps them apart.
  const std::vector<std::pair<std::string, std::vector<std::string>>> models = {
      {"tau", {"t0", "inverse_dynamics", "std", "I", "kdof", "x", "mass_matrix", "t1"}},
      {"Params", {"gravity", "forward_dynamics", "t2", "E", "Catalan", "N", "friction", "nedyn"}}};
  std::string calls;
  for (const auto& m : models) {
    const std::string path = dir + "/" + m.first + ".yaml";
    std::ofstream(path) << two_link_model(m.first, m.second);
    const Model model = load_model(path);
    GenerateRequest request;
    request.model_path = path;
    write_files_atomically(dir, emit_files(model, emitted_dynamics(model), emit_request(request)));
    calls += "  {\n    " + m.first + "::Params p{};\n";
    for (const std::string& s : m.second) calls += "    p." + s + " = 1.5;\n";
    calls +=
        "    const double q[2] = {0.3, -0.2}, qd[2] = {0.1, 0.2}, qdd[2] = {1, 2};\n"
        "    double t[2];\n    " +
        m.first +
        "::inverse_dynamics(p, q, qd, qdd, t);\n"
        "    if (!std::isfinite(t[0]) || !std::isfinite(t[1])) return 1;\n"
        "    std::printf(\"%.17g %.17g\\n\", t[0], t[1]);\n  }\n";
  }
  std::ofstream(dir + "/main.cpp")
      << "#include <cassert>\n#include <cerrno>\n#include <cmath>\n#include <cstdio>\n"
         "#include \"tau.hpp\"\n#include \"Params.hpp\"\nint main() {\n"
      << calls << "  return 0;\n}\n";
  for (const char* compiler : {"g++", "clang++"}) {
    INFO(compiler);
    const std::string log = dir + "/log";
    const std::string command =
        std::string(compiler) + " -std=c++11 -Wall -Wextra -Wpedantic -Wshadow -Werror -o " + dir +
        "/main " + dir + "/main.cpp " + dir + "/tau.cpp " + dir + "/Params.cpp > " + log +
        " 2>&1 && " + dir + "/main > " + log + " 2>&1";
    const int status = std::system(command.c_str());
    INFO(slurp(log));
    CHECK(status == 0);
  }
}
