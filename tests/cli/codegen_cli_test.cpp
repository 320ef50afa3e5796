// nedyn generate and nedyn check as a user runs them: files written whole or
// not at all, the same bytes in every process, a table that tells a wrong
// emitted function from a right one.

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>

#include "cli_support.hpp"

using namespace nedyn::test;

namespace {

const std::string kModels = NEDYN_MODELS_DIR;

void write(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
}

int count_files(const std::string& directory) {
  int n = 0;
  for (const auto& entry : std::filesystem::directory_iterator(directory)) {
    (void)entry;
    ++n;
  }
  return n;
}

}  // namespace

TEST_CASE("generate writes NAME.hpp, NAME.cpp and NAME_batch.cpp and counts operations",
          "[cli][generate]") {
  const std::string dir = fresh_directory("generate");
  const Run r = run_nedyn("generate " + kModels + "/puma560.yaml -o " + dir + "/out --stats");
  CHECK(r.exit_code == 0);
  // stderr: at most progress lines (a slow build takes more than a second).
  CHECK_THAT(r.err, Catch::Matches("(nedyn: \\[[0-9.]+ s\\] [^\n]*\n)*"));
  CHECK_THAT(r.out, Catch::Contains("wrote " + dir + "/out/puma560.hpp"));
  CHECK_THAT(r.out, Catch::Contains("wrote " + dir + "/out/puma560.cpp"));
  CHECK_THAT(r.out, Catch::Contains("wrote " + dir + "/out/puma560_batch.cpp"));
  CHECK_THAT(r.out, Catch::Matches("(.|\n)*inverse_dynamics +[0-9]+ +[0-9]+ +0 +[0-9]+ (.|\n)*"));
  for (const char* f : {"mass_matrix", "coriolis_matrix", "forward_dynamics", "friction"})
    CHECK_THAT(r.out, Catch::Contains(f));
  CHECK_THAT(slurp(dir + "/out/puma560.hpp"), Catch::Contains("namespace puma560 {"));
  CHECK(count_files(dir + "/out") == 3);
}

TEST_CASE("generate gives the same bytes in every process and environment",
          "[cli][generate][determinism]") {
  const std::string dir = fresh_directory("generate_twice");
  // Locale, allocator and address-space layout differ between the runs:
  // GiNaC's hashes, and so its term order, follow the addresses.
  const std::vector<std::string> environments = {"", "LC_ALL=C.UTF-8 MALLOC_PERTURB_=7",
                                                 "LC_ALL=POSIX setarch -R",
                                                 "MALLOC_ARENA_MAX=1 MALLOC_TOP_PAD_=12345678"};
  // Under the sanitizers Craig's arm alone: AddressSanitizer's allocator
  // ignores the MALLOC_ variables, and the Panda's four generations (a
  // generation there is the fresh copy of generated_panda_test) took 35 of
  // this test's 43 s.
  const std::vector<std::string> names = NEDYN_SANITIZED
                                             ? std::vector<std::string>{"rr_planar"}
                                             : std::vector<std::string>{"panda", "rr_planar"};
  for (const std::string& name : names) {
    const std::string model = kModels + "/" + name + ".yaml";
    for (std::size_t k = 0; k < environments.size(); ++k)
      REQUIRE(
          run_nedyn("generate " + model + " -o " + dir + "/" + std::to_string(k), environments[k])
              .exit_code == 0);
    for (const std::string& f : {name + ".hpp", name + ".cpp", name + "_batch.cpp"}) {
      const std::string first = slurp(dir + "/0/" + f);
      CHECK(!first.empty());
      // From 7 joints on every function is a recursion program, and the banner says so.
      if (name == "panda") CHECK_THAT(first, Catch::Contains(" as recursion programs.\n"));
      for (std::size_t k = 1; k < environments.size(); ++k) {
        INFO(f << " with " << environments[k]);
        CHECK(first == slurp(dir + "/" + std::to_string(k) + "/" + f));
      }
    }
  }
}

TEST_CASE("generate gives the same bytes from every folder", "[cli][generate][determinism]") {
  // The banner names the model file alone: nedyn_add_dynamics passes an
  // absolute path, a user a relative one, and a checkout can be anywhere.
  const std::string dir = fresh_directory("generate_folders");
  for (const std::string folder : {"/one", "/two/deeper"}) {
    std::filesystem::create_directories(dir + folder);
    std::filesystem::copy_file(kModels + "/rr_planar.yaml", dir + folder + "/rr_planar.yaml");
  }
  REQUIRE(run_nedyn("generate " + dir + "/one/rr_planar.yaml -o " + dir + "/out_one").exit_code ==
          0);
  REQUIRE(run_nedyn("generate rr_planar.yaml -o ../../out_two", "cd " + dir + "/two/deeper &&")
              .exit_code == 0);
  for (const std::string f : {"rr_planar.hpp", "rr_planar.cpp", "rr_planar_batch.cpp"}) {
    INFO(f);
    const std::string one = slurp(dir + "/out_one/" + f);
    CHECK_THAT(one, Catch::Contains("// Model:   rr_planar.yaml (SHA-256 "));
    CHECK_THAT(one, Catch::Contains("// Command: nedyn generate rr_planar.yaml\n"));
    CHECK(one.find(dir) == std::string::npos);
    CHECK(one == slurp(dir + "/out_two/" + f));
  }
}

TEST_CASE("a failing generate leaves the output directory as it was", "[cli][generate]") {
  const std::string dir = fresh_directory("generate_fails");
  write(dir + "/puma560.hpp", "old header\n");
  write(dir + "/puma560.cpp", "old source\n");
  // tau alone: the whole API takes the sanitized generator 4 s a run.
  const std::string puma = kModels + "/puma560.yaml --functions inverse_dynamics";
  // A model that does not load, and an output path that is a file.
  const std::string bad = std::string(NEDYN_BAD_MODELS_DIR) + "/negative_mass.yaml";
  const Run r = run_nedyn("generate " + bad + " -o " + dir);
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  const Run s = run_nedyn("generate " + puma + " -o " + dir + "/puma560.hpp");
  CHECK(s.exit_code == 2);
  CHECK_THAT(s.err, Catch::Contains("cannot create the output directory"));
  CHECK(slurp(dir + "/puma560.hpp") == "old header\n");
  CHECK(slurp(dir + "/puma560.cpp") == "old source\n");
  CHECK(count_files(dir) == 2);  // no temporaries left behind
  // Generation that fails while writing: a file-size limit below the size of
  // NAME.cpp (35 kB; EFBIG). The header was staged already; neither file changes.
  const Run w = run_nedyn("generate " + puma + " -o " + dir, "ulimit -f 8;");
  CHECK(w.exit_code == 2);
  CHECK_THAT(w.err, Catch::Contains("cannot write"));
  CHECK(w.out.empty());
  CHECK(slurp(dir + "/puma560.hpp") == "old header\n");
  CHECK(slurp(dir + "/puma560.cpp") == "old source\n");
  CHECK(count_files(dir) == 2);
  // Success replaces both and adds the batches' file.
  REQUIRE(run_nedyn("generate " + puma + " -o " + dir).exit_code == 0);
  CHECK_THAT(slurp(dir + "/puma560.cpp"), Catch::StartsWith("// puma560"));
  CHECK(count_files(dir) == 3);
}

TEST_CASE("a joint that moves no inertia: generate refuses what solves with M, exit 2",
          "[cli][generate][bad_input]") {
  // Craig's arm with link 2 a point mass on joint 2's axis (fuzzing found it):
  // M_22 = 0 in every configuration, so there are no forward dynamics.
  const std::string dir = fresh_directory("singular_mass_matrix");
  const std::string model = dir + "/point_mass.yaml";
  write(model,
        "name: point_mass\nconvention: modified\ngravity: [0, -9.81, 0]\njoints:\n"
        "  - {type: revolute, alpha: 0, a: 0, d: 0, theta: 0, mass: 2, com: [0.5, 0, 0],"
        " inertia: {xx: 0, yy: 0, zz: 0}}\n"
        "  - {type: revolute, alpha: 0, a: 0.5, d: 0, theta: 0, mass: 1.5, com: [0, 0, 0],"
        " inertia: {xx: 0, yy: 0, zz: 0}}\n");
  const Run r = run_nedyn("generate " + model + " -o " + dir + "/out");
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK_THAT(r.err, Catch::Contains(model + ": joint 2 (joint2) drives no inertia in any "
                                            "configuration: the mass matrix is singular"));
  CHECK_FALSE(std::filesystem::exists(dir + "/out"));
  // Inverse dynamics exist: without the functions that solve with M it generates.
  CHECK(run_nedyn("generate " + model + " -o " + dir + "/out --functions inverse_dynamics")
            .exit_code == 0);
  // A coupled coordinate: j3 follows j2 about the same axis and both links
  // are point masses on it. The message names the follower too.
  const std::string coupled = dir + "/coupled_point.urdf";
  const auto joint = [](const std::string& name, const std::string& parent, const std::string& xyz,
                        const std::string& extra) {
    return "<joint name=\"" + name + "\" type=\"revolute\"><parent link=\"" + parent +
           "\"/><child link=\"" + parent + "_" + name + "\"/><origin xyz=\"" + xyz +
           "\"/><axis xyz=\"0 0 1\"/><limit lower=\"-3\" upper=\"3\" effort=\"10\" "
           "velocity=\"5\"/>" +
           extra + "</joint>";
  };
  const auto link = [](const std::string& name, const std::string& com, double mass,
                       const std::string& inertia) {
    return "<link name=\"" + name + "\"><inertial><origin xyz=\"" + com + "\"/><mass value=\"" +
           std::to_string(mass) + "\"/><inertia " + inertia + "/></inertial></link>";
  };
  const std::string point = "ixx=\"0\" ixy=\"0\" ixz=\"0\" iyy=\"0\" iyz=\"0\" izz=\"0\"";
  write(coupled, "<robot name=\"coupled_point\"><link name=\"b\"/>" +
                     joint("j1", "b", "0 0 0", "") +
                     link("b_j1", "0.25 0 0", 2,
                          "ixx=\"0.01\" ixy=\"0\" ixz=\"0\" iyy=\"0.02\" iyz=\"0\" izz=\"0.02\"") +
                     joint("j2", "b_j1", "0.5 0 0", "") + link("b_j1_j2", "0 0 0", 1, point) +
                     joint("j3", "b_j1_j2", "0 0 0.1", "<mimic joint=\"j2\" multiplier=\"-1\"/>") +
                     link("b_j1_j2_j3", "0 0 0", 0.5, point) + "</robot>\n");
  const Run c = run_nedyn("generate " + coupled + " --mimic couple -o " + dir + "/coupled");
  CHECK(c.exit_code == 2);
  CHECK(c.out.empty());
  CHECK_THAT(c.err, Catch::Contains(coupled + ": joint 2 (j2) with the joints that follow it "
                                              "(j3) drives no inertia in any configuration"));
  CHECK_FALSE(std::filesystem::exists(dir + "/coupled"));
}

TEST_CASE("every bad model: its exit code and message, and nothing written", "[cli][bad_input]") {
  // The sanitized build runs the command line on every third file, in name
  // order: model_file_test loads every one in-process under the sanitizers,
  // and the command's own path around the loader is the same for each.
  const std::string bad = NEDYN_BAD_MODELS_DIR;
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(bad))
    if (entry.path().extension() == ".yaml") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  CHECK(files.size() >= 60);
  for (std::size_t k = 0; k < files.size(); k += NEDYN_SANITIZED ? 3 : 1) {
    const std::string path = files[k].string();
    INFO(path);
    const ExpectedRefusal expected = expected_refusal(path);
    const std::string dir = fresh_directory("bad_model") + "/out";
    check_refusal(run_nedyn("generate " + path + " -o " + dir), path, expected);
    CHECK_FALSE(std::filesystem::exists(dir));
  }
}

TEST_CASE("a run past the memory limit stops with a message, not the OOM killer",
          "[cli][show][limits]") {
  // AddressSanitizer reserves terabytes of address space: no limit there.
  if (NEDYN_SANITIZED) return;
  // The closed form of tau for a 9-joint chain peaks at ~125 MiB.
  const Run r = run_nedyn("show " + std::string(NEDYN_SOURCE_DIR) +
                          "/tests/limits/chain9.yaml --what tau --max-terms 0 --memory-limit 100");
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK_THAT(r.err,
             Catch::EndsWith("nedyn: out of memory at the limit of 100 MiB (--memory-limit): "
                             "the model is too large for this machine or limit "
                             "(docs/limits.md)\n"));
}

TEST_CASE("regression: a constant beyond a double is bad input, not an internal error",
          "[cli][generate]") {
  // Found by fuzzing: a centre of mass of ~3e77 m loads (a finite double), but
  // products of the model's numbers overflow in the emitted constants.
  const std::string model =
      std::string(NEDYN_SOURCE_DIR) + "/fuzz/regressions/constant_overflows_double.yaml";
  const std::string dir = fresh_directory("overflow") + "/out";
  const Run r = run_nedyn("generate " + model + " -o " + dir);
  CHECK(r.exit_code == 2);
  CHECK_THAT(r.err, Catch::Contains("is beyond 10 m in magnitude: lengths are in metres") &&
                        Catch::EndsWith("\nnedyn: " + model +
                                        ": a constant of the emitted code is out of the range "
                                        "of double: the model's numbers are too large or too "
                                        "small to be combined\n"));
  CHECK_FALSE(std::filesystem::exists(dir));
}

TEST_CASE("check compiles, loads and compares every function", "[cli][check]") {
  const Run r = run_nedyn("check " + kModels + "/rr_planar.yaml --samples 50");
  CHECK(r.exit_code == 0);
  for (const char* f : {"inverse_dynamics", "mass_matrix", "coriolis_centrifugal", "gravity",
                        "coriolis_coefficients", "centrifugal_coefficients", "friction",
                        "forward_dynamics", "coriolis_matrix"})
    CHECK_THAT(r.out, Catch::Matches("(.|\n)*" + std::string(f) +
                                     " +50 +[0-9.e+-]+ +[0-9.e+-]+  ok\n(.|\n)*"));
  CHECK_THAT(r.out, Catch::Contains("parameters: g="));
  CHECK_THAT(r.out, Catch::Contains("all functions agree"));
  const Run f =
      run_nedyn("check " + kModels + "/rr_planar_numeric.yaml --samples 50 --scalar float");
  CHECK(f.exit_code == 0);
  CHECK_THAT(f.out, Catch::Contains("emitted float code"));
  // The task functions too, away from singularities by float's margin.
  CHECK_THAT(f.out, Catch::Contains("task functions where task_singularity > 0.1"));
  for (const char* t : {"task_jacobian", "task_mass_matrix", "task_velocity_terms", "task_gravity",
                        "task_coriolis_coefficients", "task_centrifugal_coefficients"})
    CHECK_THAT(f.out, Catch::Matches("(.|\n)*" + std::string(t) +
                                     " +[0-9]+ +[0-9.e+-]+ +[0-9.e+-]+  ok\n(.|\n)*"));
}

TEST_CASE("float code of Euler angles checks away from gimbal lock", "[cli][check]") {
  // What went wrong: the quadrotor's M (yaw, pitch, roll) is singular at
  // pitch +-pi/2, and float forward dynamics and task terms differed from
  // the runtime by up to 9e-3 there, as any float solve must (its error is
  // epsilon over M's scaled reciprocal condition number, down to 2e-7 at
  // the check's states). Functions that solve with M are compared where
  // that number exceeds 1e-3 (float) or 1e-6 (double), as task functions
  // are away from task singularities; no physical arm's falls below 5e-3.
  const Run f = run_nedyn("check " + kModels + "/quadrotor.yaml --scalar float");
  CHECK(f.exit_code == 0);
  CHECK_THAT(f.out, Catch::Contains("all functions agree"));
  const std::regex left_out("reciprocal condition number > 0.001: ([0-9]+) states");
  std::smatch m;
  REQUIRE(std::regex_search(f.out, m, left_out));
  const int skipped = std::stoi(m[1]);
  CHECK(skipped > 0);
  CHECK(skipped < 100);  // of 1000: pitch within about 3 degrees of +-90
  for (const char* name : {"forward_dynamics", "forward_dynamics_derivatives", "task_mass_matrix"})
    CHECK_THAT(f.out, Catch::Matches("(.|\n)*\n" + std::string(name) + " +" +
                                     std::to_string(1000 - skipped) + " (.|\n)*"));
  // Functions that do not solve are compared at every state, and so is
  // every function of an arm, in float too (the compiled float code's
  // numbers: the sanitizers' build leaves the arm to the others).
  CHECK_THAT(f.out, Catch::Matches("(.|\n)*inverse_dynamics +1000 (.|\n)*"));
  if (NEDYN_SANITIZED) return;
  const Run arm = run_nedyn("check " + kModels + "/stanford.yaml --scalar float --samples 200");
  CHECK(arm.exit_code == 0);
  CHECK_THAT(arm.out, !Catch::Contains("reciprocal condition number"));
}

TEST_CASE("regression: powers of symbols are emitted, and a G that is zero checks",
          "[cli][check]") {
  // What went wrong: 10^(C10^10) (found by fuzzing) and l^(3/2) (GiNaC's
  // form of l*sqrt(l)) had no emitted form and generation threw; and G of a
  // robot whose joints are all vertical is 0, so check compared rounding
  // against 1e-6 and reported a mismatch.
  const Run r = run_nedyn("check " + std::string(NEDYN_SOURCE_DIR) +
                          "/fuzz/regressions/powers_of_symbols.yaml --samples 100");
  INFO(r.out << r.err);
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("gravity"));
}

TEST_CASE("check exits 1 on wrong emitted numbers and on a failed compilation", "[cli][check]") {
  const std::string dir = fresh_directory("check_fails");
  // A compiler wrapper that changes a DH length in the emitted source.
  const std::string wrapper = dir + "/wrong-cxx";
  write(wrapper,
        "#!/bin/sh\nfor a in \"$@\"; do case \"$a\" in *.cpp) sed -i 's/0\\.4318/0.5/g' \"$a\";; "
        "esac; done\nexec c++ \"$@\"\n");
  std::filesystem::permissions(wrapper, std::filesystem::perms::owner_all);
  const Run r = run_nedyn("check " + kModels + "/puma560.yaml --samples 20", "CXX=" + wrapper);
  CHECK(r.exit_code == 1);
  CHECK_THAT(r.out, Catch::Contains("MISMATCH"));
  CHECK_THAT(r.out, Catch::Contains("check FAILED"));
  CHECK_THAT(r.out, Catch::Contains("friction"));  // unaffected functions still pass
  const Run c = run_nedyn("check " + kModels + "/puma560.yaml --samples 20", "CXX=false");
  CHECK(c.exit_code == 1);
  CHECK_THAT(c.out, Catch::Contains("compilation failed"));
}

TEST_CASE("check compiles for this processor and compares the batches bit for bit",
          "[cli][check]") {
  // The header names the levels: where the processor has AVX2, -mavx2, and
  // without AVX-512F NAME.cpp at -O1 and NAME_batch.cpp at -O0; elsewhere the
  // other way round (the eight-lane copy, the one that runs with AVX-512F,
  // exists only when optimised). The batches must give the single calls'
  // bits across the two.
  const Run r = run_nedyn("check " + kModels + "/puma560.yaml --samples 20");
  CHECK(r.exit_code == 0);
#if defined(__x86_64__) && defined(__GNUC__)
  const bool avx2 = __builtin_cpu_supports("avx2");
  const bool avx512f = __builtin_cpu_supports("avx512f");
#else
  const bool avx2 = false, avx512f = false;
#endif
  CHECK_THAT(r.out, Catch::Contains(std::string(avx2 ? "-std=c++11 -mavx2" : "-std=c++11") +
                                    (avx2 && !avx512f ? ", NAME.cpp -O1, NAME_batch.cpp -O0"
                                                      : ", NAME.cpp -O0, NAME_batch.cpp -O1")));
  CHECK_THAT(r.out, Catch::Contains("batches give the single calls' bits at 20 states  ok"));
  // A batch file whose numbers differ from the single calls' in the last
  // digits (a DH length) is caught by the bit comparison alone (τ alone:
  // the whole batch file is the first check's).
  const std::string dir = fresh_directory("check_batch_differs");
  const std::string wrapper = dir + "/batch-cxx";
  write(wrapper,
        "#!/bin/sh\nfor a in \"$@\"; do case \"$a\" in *_batch.cpp) sed -i "
        "'s/0\\.4318/0.43180000000001/g' \"$a\";; esac; done\nexec c++ \"$@\"\n");
  std::filesystem::permissions(wrapper, std::filesystem::perms::owner_all);
  const Run b =
      run_nedyn("check " + kModels + "/puma560.yaml --samples 20 --functions inverse_dynamics",
                "CXX=" + wrapper);
  INFO(b.out);
  CHECK(b.exit_code == 1);
  CHECK_THAT(b.out, Catch::Matches("(.|\n)*\ninverse_dynamics_batch: [1-9][0-9]* of 20 states "
                                   "differ from the single call  MISMATCH\n(.|\n)*"));
  // The single calls themselves still agree with the runtime.
  CHECK_THAT(b.out, Catch::Matches("(.|\n)*\ninverse_dynamics +20 .*  ok\n(.|\n)*"));
  CHECK_THAT(b.out, Catch::Contains("check FAILED"));
}

TEST_CASE("generate and check refuse bad options with exit 2", "[cli][generate][check]") {
  CHECK(run_nedyn("generate " + kModels + "/puma560.yaml --scalar half").exit_code == 2);
  CHECK(run_nedyn("generate " + kModels + "/puma560.yaml --namespace 9lives").exit_code == 2);
  CHECK(run_nedyn("generate " + kModels + "/puma560.yaml --namespace class").exit_code == 2);
  CHECK(run_nedyn("check " + kModels + "/puma560.yaml --samples 0").exit_code == 2);
  CHECK(run_nedyn("check " + kModels + "/rr_planar.yaml --param nope=1").exit_code == 2);
}

namespace {

/// How often `needle` occurs in `text`.
int count_of(const std::string& text, const std::string& needle) {
  int n = 0;
  for (std::size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1))
    ++n;
  return n;
}

/// The definition of `function` in an emitted C++ source: from its first
/// line to the closing brace at the line's start.
std::string definition_of(const std::string& source, const std::string& function) {
  const std::size_t start = source.find("\nvoid " + function + "(");
  if (start == std::string::npos) return "";
  return source.substr(start, source.find("\n}\n", start) + 3 - start);
}

}  // namespace

TEST_CASE("generate --functions emits those and what they call, --no-batch no batches",
          "[cli][generate][lean]") {
  const std::string dir = fresh_directory("generate_lean");
  const std::string puma = kModels + "/puma560.yaml";
  REQUIRE(run_nedyn("generate " + puma + " -o " + dir + "/full").exit_code == 0);
  const Run r =
      run_nedyn("generate " + puma + " --functions inverse_dynamics,mass_matrix --no-batch -o " +
                dir + "/lean");
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const std::string header = slurp(dir + "/lean/puma560.hpp");
  const std::string source = slurp(dir + "/lean/puma560.cpp");
  CHECK_THAT(source, Catch::Contains("// Command: nedyn generate puma560.yaml"
                                     " --functions inverse_dynamics,mass_matrix --no-batch\n"));
  // The banner names the routes truthfully: tau by the Newton-Euler program,
  // M in closed form (each function's "Built from" line).
  CHECK_THAT(source, Catch::Contains(" as closed forms and recursion programs.\n"));
  CHECK_THAT(source, Catch::Contains("// Built from: closed form"));
  CHECK_THAT(source, Catch::Contains("// Built from: recursion"));
  REQUIRE(run_nedyn("generate " + puma + " --functions mass_matrix -o " + dir + "/m").exit_code ==
          0);
  CHECK_THAT(slurp(dir + "/m/puma560.cpp"), Catch::Contains(" as closed forms.\n"));
  CHECK(count_of(header, "\nvoid ") == 2);
  CHECK_THAT(header, Catch::Contains("\nvoid inverse_dynamics("));
  CHECK_THAT(header, Catch::Contains("\nvoid mass_matrix("));
  CHECK(header.find("_batch") == std::string::npos);
  CHECK(source.find("_batch(") == std::string::npos);
  CHECK(count_files(dir + "/lean") == 2);  // no NAME_batch.cpp
  CHECK(count_files(dir + "/full") == 3);
  // The single calls are the default file's, byte for byte.
  const std::string full = slurp(dir + "/full/puma560.cpp");
  for (const char* f : {"inverse_dynamics", "mass_matrix"}) {
    CHECK_FALSE(definition_of(source, f).empty());
    CHECK(definition_of(source, f) == definition_of(full, f));
  }
  CHECK(source.size() * 5 < full.size());

  // A task function brings the functions it calls, batches and all.
  REQUIRE(run_nedyn("generate " + puma + " --functions task_velocity_terms -o " + dir + "/task")
              .exit_code == 0);
  const std::string task = slurp(dir + "/task/puma560.hpp");
  for (const char* f : {"mass_matrix", "task_jacobian", "coriolis_centrifugal", "jacobian_dot_qd"})
    CHECK_THAT(task, Catch::Contains("\nvoid " + std::string(f) + "_batch("));
  CHECK_THAT(task, Catch::Contains("\nint task_velocity_terms("));
  CHECK(task.find("gravity") == std::string::npos);

  // check builds the same selection and compares it.
  const Run c = run_nedyn("check " + puma +
                          " --functions forward_dynamics_derivatives --no-batch --samples 50");
  INFO(c.out);
  CHECK(c.exit_code == 0);
  for (const char* f : {"forward_dynamics_derivatives", "inverse_dynamics_derivatives"})
    CHECK_THAT(c.out, Catch::Matches("(.|\n)*\n" + std::string(f) + " +50 (.|\n)*"));
  CHECK(c.out.find("\ninverse_dynamics ") == std::string::npos);
  CHECK_THAT(c.out, Catch::Contains("NAME_batch: none emitted (--no-batch)"));
}

TEST_CASE("generate --functions refuses names the model has no function for",
          "[cli][generate][lean][bad_input]") {
  const std::string dir = fresh_directory("generate_lean_bad");
  const std::string puma = kModels + "/puma560.yaml";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {puma + " --functions inverse_dynamic",
       "nedyn: --functions: no emitted function named 'inverse_dynamic'; they are "
       "inverse_dynamics, mass_matrix,"},
      {puma + " --functions gravity,gravity", "the function 'gravity' is named twice"},
      {puma + " --functions gravity,", "--functions: expected names separated by commas"},
      {puma + " --functions integrate", "integrate is emitted for a floating base only"},
      {NEDYN_TEST_MODELS_DIR "/standard_rpr_symbolic.yaml --functions task_mass_matrix",
       "task_mass_matrix needs a task (the model file's task: or --task)"},
  };
  for (const auto& c : cases) {
    const Run r = run_nedyn("generate " + c.first + " -o " + dir + "/out");
    INFO(c.first);
    CHECK(r.exit_code == 2);
    CHECK_THAT(r.err, Catch::Contains(c.second));
    CHECK_FALSE(std::filesystem::exists(dir + "/out"));
  }
}

TEST_CASE("a signal ends check without leaving its folder or a compiler behind",
          "[cli][check][signal]") {
  // check in its own $TMPDIR, ended by SIGTERM (a shell's background job
  // ignores SIGINT) once its folder holds the emitted files and the compiler
  // runs; then that $TMPDIR is empty, and nedyn ended by the signal.
  const std::string tmp = fresh_directory("signal_tmp");
  const std::string script = fresh_directory("signal") + "/run.sh";
  {
    std::ofstream out(script);
    out << "TMPDIR=" << tmp << " " << NEDYN_EXECUTABLE << " check " << NEDYN_MODELS_DIR
        << "/puma560.yaml >/dev/null 2>&1 &\n"
        << "pid=$!\n"
        << "for i in $(seq 1 600); do\n"
        << "  [ -n \"$(find " << tmp << " -name '*.cpp' 2>/dev/null)\" ] && break; sleep 0.05\n"
        << "done\n"
        << "sleep 0.5\n"
        << "kill -TERM $pid\n"
        << "wait $pid\n"
        << "echo \"status $?\"\n"
        << "echo \"left $(ls -A " << tmp << " | wc -l)\"\n";
  }
  const Run r = run_program("bash " + script);
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("status 143\n") && Catch::Contains("left 0\n"));
}
