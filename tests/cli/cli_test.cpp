// The nedyn tool as a user runs it: exit codes 0 / 2, messages on stderr,
// reports on stdout.

#include <catch2/catch.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace {

struct Run {
  int exit_code;
  std::string out, err;
};

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

Run nedyn(const std::string& arguments) {
  // Per process and call: CTest runs the cases of this file in parallel.
  static int calls = 0;
  const std::string stem = std::string(NEDYN_TEST_TMP) + "/cli_" + std::to_string(getpid()) + "_" +
                           std::to_string(++calls);
  const std::string out = stem + ".out", err = stem + ".err";
  const std::string command =
      std::string(NEDYN_EXECUTABLE) + " " + arguments + " >" + out + " 2>" + err;
  const int status = std::system(command.c_str());
  REQUIRE(WIFEXITED(status));
  Run run{WEXITSTATUS(status), slurp(out), slurp(err)};
  std::remove(out.c_str());
  std::remove(err.c_str());
  return run;
}

const std::string kModels = NEDYN_MODELS_DIR;

}  // namespace

TEST_CASE("validate prints a summary of a good model", "[cli]") {
  const Run r = nedyn("validate " + kModels + "/puma560.yaml");
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("puma560: 6 joints, standard DH"));
  CHECK_THAT(r.out, Catch::Contains("free symbols: none"));
  CHECK(r.err.empty());
  const Run s = nedyn("validate " + kModels + "/rr_planar.yaml");
  CHECK_THAT(s.out, Catch::Contains("free symbols: g, l1, l2, m1, m2"));
}

TEST_CASE("bad input exits 2 with FILE:LINE:COL on stderr and nothing on stdout", "[cli]") {
  const std::string bad = std::string(NEDYN_BAD_MODELS_DIR) + "/negative_mass.yaml";
  const Run r = nedyn("validate " + bad);
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK_THAT(r.err,
             Catch::StartsWith("nedyn: " + bad + ":9:11: joint 1 mass must not be negative"));
}

TEST_CASE("eval prints tau, G and M, and negative values are not options", "[cli]") {
  const Run r = nedyn("eval " + kModels + "/rr_planar_numeric.yaml --q 0.3 -0.2 --qd 1,-1");
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("q   = [0.3, -0.2]"));
  CHECK_THAT(r.out, Catch::Contains("tau = ["));
  CHECK_THAT(r.out, Catch::Contains("M   =\n"));
  // M(2,2) = m2 l2^2 = 1.5 * 0.4^2 for Craig's arm.
  CHECK_THAT(r.out, Catch::Contains(", 0.24]"));
}

TEST_CASE("eval of a symbolic model needs every parameter", "[cli]") {
  const Run missing = nedyn("eval " + kModels + "/rr_planar.yaml");
  CHECK(missing.exit_code == 2);
  CHECK_THAT(missing.err, Catch::Contains("free symbol 'g' but no value"));
  const Run given = nedyn("eval " + kModels +
                          "/rr_planar.yaml --param m1=2 --param m2=1.5 --param l1=0.5 "
                          "--param l2=0.4 --param g=9.81");
  CHECK(given.exit_code == 0);
  CHECK_THAT(given.out, Catch::Contains(", 0.24]"));
}

TEST_CASE("usage errors exit 2", "[cli]") {
  CHECK(nedyn("").exit_code == 2);
  CHECK(nedyn("frobnicate").exit_code == 2);
  CHECK(nedyn("validate").exit_code == 2);
  CHECK(nedyn("validate --bogus " + kModels + "/puma560.yaml").exit_code == 2);
  const Run wrong_count = nedyn("eval " + kModels + "/puma560.yaml --q 1 2");
  CHECK(wrong_count.exit_code == 2);
  CHECK_THAT(wrong_count.err, Catch::Contains("the model has 6 joints, got 2 values"));
  CHECK(nedyn("eval " + kModels + "/puma560.yaml --q 1,2,x,4,5,6").exit_code == 2);
  CHECK(nedyn("eval " + kModels + "/rr_planar.yaml --param m1").exit_code == 2);
}

TEST_CASE("--help on every command and --version", "[cli]") {
  CHECK(nedyn("--help").exit_code == 0);
  const Run v = nedyn("validate --help");
  CHECK(v.exit_code == 0);
  CHECK_THAT(v.out, Catch::Contains("nedyn validate MODEL"));
  const Run e = nedyn("eval --help");
  CHECK(e.exit_code == 0);
  CHECK_THAT(e.out, Catch::Contains("--qdd"));
  const Run version = nedyn("--version");
  CHECK(version.exit_code == 0);
  CHECK_THAT(version.out, Catch::StartsWith("nedyn "));
}
