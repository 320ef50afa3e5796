// nedyn generate and nedyn check in C, Python and MATLAB (--language
// c|python|matlab): the files each language gets, every function of every
// example model against the runtime through the compiled C, the NumPy module
// and the Octave functions, and a check that fails when an emitted number is
// wrong.

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "cli_support.hpp"
#include "test_support.hpp"

using namespace nedyn::test;

namespace {

const std::string kModels = NEDYN_MODELS_DIR;

void write_script(const std::string& path, const std::string& text) {
  {
    std::ofstream out(path);
    out << text;
  }
  std::filesystem::permissions(path, std::filesystem::perms::owner_all);
}

/// Every example model on a fixed base (the floating ones are checked below
/// and in urdf_cli_test); under the sanitizers, whose generator runs
/// several times slower, the three smallest.
std::vector<std::string> models_to_check() {
  if (!NEDYN_SANITIZED) return example_model_paths();
  return {kModels + "/rr_planar.yaml", kModels + "/rr_planar_numeric.yaml",
          kModels + "/puma560.yaml"};
}

void check_agrees(const std::string& arguments, const std::string& environment = "") {
  const Run r = run_nedyn("check " + arguments, environment);
  INFO(arguments << "\n" << r.out << r.err);
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("all functions agree"));
  CHECK_THAT(r.out, !Catch::Contains("MISMATCH"));
}

}  // namespace

TEST_CASE("generate --language c writes NAME.h and NAME.c, python NAME.py", "[cli][languages]") {
  const std::string dir = fresh_directory("languages_generate");
  const Run c = run_nedyn("generate " + kModels + "/rr_planar.yaml -o " + dir + "/c --language c");
  REQUIRE(c.exit_code == 0);
  CHECK(std::filesystem::exists(dir + "/c/rr_planar.h"));
  CHECK(std::filesystem::exists(dir + "/c/rr_planar.c"));
  CHECK_FALSE(std::filesystem::exists(dir + "/c/rr_planar.hpp"));
  const std::string header = slurp(dir + "/c/rr_planar.h");
  CHECK_THAT(header, Catch::Contains("extern \"C\" {"));
  CHECK_THAT(header, Catch::Contains("} rr_planar_params;"));
  CHECK_THAT(header, Catch::Contains("void rr_planar_inverse_dynamics(const rr_planar_params* p, "
                                     "const double* q, const double* qd, const double* qdd, "
                                     "double* tau);"));
  CHECK_THAT(header, Catch::Contains("Command: nedyn generate rr_planar.yaml --language c"));
  const std::string source = slurp(dir + "/c/rr_planar.c");
  CHECK_THAT(source, Catch::Contains("#include <math.h>"));
  CHECK_THAT(source, !Catch::Contains("std::"));
  CHECK_THAT(source, !Catch::Contains("malloc"));

  const Run py =
      run_nedyn("generate " + kModels + "/rr_planar.yaml -o " + dir + "/py --language python");
  REQUIRE(py.exit_code == 0);
  const std::string module = slurp(dir + "/py/rr_planar.py");
  CHECK_THAT(module, Catch::Contains("import numpy as np"));
  CHECK_THAT(module, Catch::Contains("class Params:"));
  CHECK_THAT(module, Catch::Contains("def inverse_dynamics(p, q, qd, qdd):"));
  CHECK_THAT(module, Catch::Contains("t0 = np.cos(q[1])"));
  CHECK(std::distance(std::filesystem::directory_iterator(dir + "/py"),
                      std::filesystem::directory_iterator()) == 1);

  const Run m =
      run_nedyn("generate " + kModels + "/rr_planar.yaml -o " + dir + "/m --language matlab");
  REQUIRE(m.exit_code == 0);
  CHECK_THAT(m.out, Catch::Contains("wrote " + dir + "/m/+rr_planar/inverse_dynamics.m"));
  const std::string function = slurp(dir + "/m/+rr_planar/mass_matrix.m");
  CHECK_THAT(function, Catch::StartsWith("function M = mass_matrix(p, q)\n"));
  CHECK_THAT(function, Catch::Contains("M(1, :) = "));
  CHECK_THAT(function, Catch::Contains(" .* "));
  CHECK_THAT(function, Catch::Contains("M = permute(reshape(M, 2, 2, k), [2 1 3]);"));
  CHECK(std::distance(std::filesystem::directory_iterator(dir + "/m/+rr_planar"),
                      std::filesystem::directory_iterator()) ==
        41);  // 34 functions, kDof.m, kJointNames.m, kFrameNames.m, the four limits
}

TEST_CASE("generate and check refuse a bad language or a float Python module with exit 2",
          "[cli][languages]") {
  const Run r = run_nedyn("generate " + kModels + "/rr_planar.yaml --language fortran");
  CHECK(r.exit_code == 2);
  CHECK_THAT(r.err,
             Catch::Contains("--language: expected cpp, c, python or matlab, got 'fortran'"));
  CHECK(run_nedyn("generate " + kModels + "/rr_planar.yaml --language python --scalar float")
            .exit_code == 2);
  CHECK(run_nedyn("check " + kModels + "/rr_planar.yaml --language python --scalar float")
            .exit_code == 2);
  CHECK(run_nedyn("check " + kModels + "/rr_planar.yaml --language matlab --scalar float")
            .exit_code == 2);
}

TEST_CASE("a name that is a Python or MATLAB keyword is refused for that language",
          "[cli][languages]") {
  const std::string dir = fresh_directory("languages_keywords");
  std::string text = slurp(kModels + "/rr_planar.yaml");
  // m1 becomes lambda (Python's keyword), the model's name end (MATLAB's).
  for (std::size_t at = text.find("m1"); at != std::string::npos; at = text.find("m1", at))
    text.replace(at, 2, "lambda");
  text.replace(text.find("name: rr_planar"), 15, "name: end");
  {
    std::ofstream out(dir + "/keywords.yaml");
    out << text;
  }
  const Run cpp = run_nedyn("generate " + dir + "/keywords.yaml -o " + dir + "/cpp");
  CHECK(cpp.exit_code == 0);  // neither is reserved in C++
  const Run python =
      run_nedyn("generate " + dir + "/keywords.yaml -o " + dir + "/py --language python");
  CHECK(python.exit_code == 2);
  CHECK_THAT(python.err, Catch::Contains("the symbol 'lambda'"));
  CHECK_THAT(python.err, Catch::Contains("is a Python keyword"));
  CHECK_FALSE(std::filesystem::exists(dir + "/py"));
  const Run matlab =
      run_nedyn("generate " + dir + "/keywords.yaml -o " + dir + "/m --language matlab");
  CHECK(matlab.exit_code == 2);
  CHECK_THAT(matlab.err, Catch::Contains("the name 'end' is a MATLAB keyword"));
  CHECK(run_nedyn("generate " + dir + "/keywords.yaml -o " + dir +
                  "/m --language matlab --namespace arm")
            .exit_code == 0);
}

TEST_CASE("the emitted C of every example model agrees with the runtime", "[cli][languages][c]") {
  for (const std::string& model : models_to_check())
    check_agrees(model + " --language c --samples 100");
  // clang, and float, which -Wconversion checks hardest.
  check_agrees(kModels + "/puma560.yaml --language c --samples 100 --scalar float", "CC=clang");
  check_agrees(kModels + "/rr_planar.yaml --language c --samples 100", "CC=clang");
  // A floating base (integrate() and kNv-sized solves) in float under clang.
  check_agrees(kModels + "/quadrotor_floating.yaml --language c --samples 100 --scalar float",
               "CC=clang");
  check_agrees(kModels + "/rr_planar_numeric.yaml --language c --samples 100 --scalar float",
               "CC=gcc");
}

TEST_CASE("the emitted Python and MATLAB of every example model agree with the runtime",
          "[cli][languages][python][matlab]") {
  for (const std::string language : {"python", "matlab"})
    for (const std::string& model : models_to_check()) {
      const Run r = run_nedyn("check " + model + " --language " + language + " --samples 300");
      INFO(model << "\n" << r.out << r.err);
      CHECK(r.exit_code == 0);
      CHECK_THAT(r.out, Catch::Contains(language == "python" ? "emitted Python module"
                                                             : "emitted MATLAB functions"));
      CHECK_THAT(r.out, Catch::Contains("all functions agree"));
      // Every function compared, the task functions at most states.
      CHECK_THAT(r.out, Catch::Matches("(.|\n)*inverse_dynamics +300 (.|\n)*"));
      CHECK_THAT(r.out, Catch::Matches("(.|\n)*forward_dynamics_derivatives +300 (.|\n)*"));
    }
  // A floating base with parameters: integrate() takes none.
  for (const std::string language : {"python", "matlab"})
    check_agrees(kModels + "/quadrotor_floating.yaml --language " + language + " --samples 100");
}

TEST_CASE("check --language c|python|matlab exits 1 when an emitted number is wrong",
          "[cli][languages]") {
  const std::string dir = fresh_directory("languages_wrong");
  // Wrappers that change a DH length of the PUMA in the emitted file first.
  write_script(dir + "/wrong-cc",
               "#!/bin/sh\nfor a in \"$@\"; do case \"$a\" in *.c) sed -i 's/0\\.4318/0.5/g' "
               "\"$a\";; esac; done\nexec cc \"$@\"\n");
  write_script(dir + "/wrong-python",
               "#!/bin/sh\nsed -i 's/0\\.4318/0.5/g' \"$2/puma560.py\"\nexec /usr/bin/python3 "
               "\"$@\"\n");
  write_script(dir + "/wrong-octave",
               "#!/bin/sh\nfor a in \"$@\"; do case \"$a\" in *.m) sed -i 's/0\\.4318/0.5/g' "
               "\"$(dirname \"$a\")\"/+puma560/*.m;; esac; done\nexec octave-cli \"$@\"\n");
  for (const std::string& setting :
       {"--language c|CC=" + dir + "/wrong-cc", "--language python|PYTHON=" + dir + "/wrong-python",
        "--language matlab|OCTAVE=" + dir + "/wrong-octave"}) {
    const std::size_t bar = setting.find('|');
    const Run r =
        run_nedyn("check " + kModels + "/puma560.yaml --samples 20 " + setting.substr(0, bar),
                  setting.substr(bar + 1));
    INFO(setting << "\n" << r.out << r.err);
    CHECK(r.exit_code == 1);
    CHECK_THAT(r.out, Catch::Contains("MISMATCH"));
    CHECK_THAT(r.out, Catch::Contains("check FAILED"));
    CHECK_THAT(r.out, Catch::Matches("(.|\n)*friction +20 +[0-9.e+-]+ +[0-9.e+-]+  ok\n(.|\n)*"));
  }
  // An interpreter that fails: its output, exit 1.
  const Run f = run_nedyn("check " + kModels + "/rr_planar.yaml --language python", "PYTHON=false");
  CHECK(f.exit_code == 1);
}

TEST_CASE("the model file's joint limits reach validate and every language", "[cli][languages]") {
  // Franka's datasheet limits in models/panda.yaml (YAML limits:), as written.
  const std::string dir = fresh_directory("joint_limits");
  const std::string panda = kModels + "/panda.yaml";
  const std::string lean = " --functions gravity -o ";
  REQUIRE(run_nedyn("generate " + panda + lean + dir + "/cpp").exit_code == 0);
  CHECK_THAT(slurp(dir + "/cpp/panda.hpp"),
             Catch::Contains("constexpr double kPositionLower[kDof] = { -2.8973, -1.7628, "
                             "-2.8973, -3.0718, -2.8973, -0.0175, -2.8973 };") &&
                 Catch::Contains("constexpr double kPositionUpper[kDof] = { 2.8973, 1.7628, "
                                 "2.8973, -0.0698, 2.8973, 3.7525, 2.8973 };") &&
                 Catch::Contains("constexpr double kVelocityLimit[kDof] = { 2.175, 2.175, 2.175, "
                                 "2.175, 2.61, 2.61, 2.61 };") &&
                 Catch::Contains("constexpr double kEffortLimit[kDof] = { 87, 87, 87, 87, 12, 12, "
                                 "12 };"));
  REQUIRE(run_nedyn("generate " + panda + lean + dir + "/c --language c").exit_code == 0);
  CHECK_THAT(slurp(dir + "/c/panda.h"),
             Catch::Contains("extern const double panda_kEffortLimit[panda_kDof];"));
  CHECK_THAT(slurp(dir + "/c/panda.c"),
             Catch::Contains("const double panda_kPositionUpper[panda_kDof] = { 2.8973, 1.7628, "
                             "2.8973, -0.0698, 2.8973, 3.7525, 2.8973 };"));
  REQUIRE(run_nedyn("generate " + panda + lean + dir + "/m --language matlab").exit_code == 0);
  CHECK_THAT(slurp(dir + "/m/+panda/kVelocityLimit.m"),
             Catch::Contains("values = [2.175; 2.175; 2.175; 2.175; 2.61; 2.61; 2.61];"));

  // A URDF's <limit>; its continuous joint j1 has no position limits (NaN)
  // and no <limit> at all, so no velocity or effort either.
  const std::string gripper = kUrdfDir + "gripper_arm.urdf --tip tcp";  // the fingers mimic
  const Run validate = run_nedyn("validate " + gripper);
  REQUIRE(validate.exit_code == 0);
  CHECK_THAT(validate.out,
             Catch::Contains(
                 "  limits: joint        lower        upper     velocity       effort  name\n"
                 "          1                -            -            -            -  j1\n"
                 "          2          -2.0000       2.0000       2.0000     100.0000  j2\n"
                 "          3           0.0000       0.2000       0.5000     200.0000  j3\n") &&
                 Catch::Contains("j1\n"));
  REQUIRE(run_nedyn("generate " + gripper + lean + dir + "/py --language python").exit_code == 0);
  const Run python = run_program("cd " + dir +
                                 "/py && /usr/bin/python3 -c \"import gripper_arm "
                                 "as g; print(g.JOINT_NAMES[1], g.POSITION_LOWER[1], "
                                 "g.EFFORT_LIMIT[1], g.POSITION_LOWER[0], g.VELOCITY_LIMIT[0])\"");
  REQUIRE(python.exit_code == 0);
  CHECK(python.out == "j2 -2.0 100.0 nan nan\n");
  // A model file without limits: every entry NaN.
  REQUIRE(run_nedyn("generate " + kModels + "/rr_planar.yaml" + lean + dir + "/rr").exit_code == 0);
  CHECK_THAT(slurp(dir + "/rr/rr_planar.hpp"),
             Catch::Contains("constexpr double kEffortLimit[kDof] = { kNoLimit, kNoLimit };"));
}
