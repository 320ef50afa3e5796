// The nedyn tool as a user runs it: exit codes 0 / 2, messages on stderr,
// reports on stdout.

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>

#include "cli_support.hpp"

namespace {

using nedyn::test::Run;
using nedyn::test::run_nedyn;
using nedyn::test::slurp;

const std::string kModels = NEDYN_MODELS_DIR;

}  // namespace

TEST_CASE("validate prints a summary of a good model", "[cli]") {
  const Run r = run_nedyn("validate " + kModels + "/puma560.yaml");
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("puma560: 6 joints, standard DH"));
  CHECK_THAT(r.out, Catch::Contains("free symbols: none"));
  CHECK(r.err.empty());
  const Run s = run_nedyn("validate " + kModels + "/rr_planar.yaml");
  CHECK_THAT(s.out, Catch::Contains("free symbols: g, l1, l2, m1, m2"));
}

TEST_CASE("bad input exits 2 with FILE:LINE:COL on stderr and nothing on stdout", "[cli]") {
  const std::string bad = std::string(NEDYN_BAD_MODELS_DIR) + "/negative_mass.yaml";
  const Run r = run_nedyn("validate " + bad);
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK_THAT(r.err,
             Catch::StartsWith("nedyn: " + bad + ":9:11: joint 1 mass must not be negative"));
}

TEST_CASE("an inertia breaking the triangle inequality is a note, refused with --strict-inertia",
          "[cli][bad_input]") {
  const std::string path = nedyn::test::fresh_directory("triangle") + "/triangle.yaml";
  std::ofstream(path) << "name: triangle\nconvention: standard\njoints:\n"
                         "  - {type: revolute, alpha: 0, a: 0.3, d: 0, theta: 0, mass: 1,\n"
                         "     com: [0.1, 0, 0], inertia: {xx: 0.01, yy: 0.01, zz: 0.05}}\n";
  const Run loaded = run_nedyn("eval " + path + " --q 0.3");
  CHECK(loaded.exit_code == 0);
  CHECK(loaded.err == "nedyn: note: " + path +
                          ":5:33: joint 1: inertia tensor breaks the triangle inequality: "
                          "principal moments 0.01 + 0.01 < 0.05: no rigid body has it; loaded "
                          "as given (--strict-inertia refuses it)\n");
  CHECK_THAT(loaded.out,
             Catch::Contains("\nM   = [0.21]\n"));  // zz as given: 0.05 + 1 (0.3 + 0.1)^2
  const Run strict = run_nedyn("eval " + path + " --q 0.3 --strict-inertia");
  CHECK(strict.exit_code == 2);
  CHECK(strict.out.empty());
  CHECK_THAT(strict.err, Catch::StartsWith("nedyn: " + path +
                                           ":5:33: joint 1: inertia tensor "
                                           "breaks the triangle inequality") &&
                             Catch::EndsWith("(--strict-inertia)\n"));
}

TEST_CASE("the tool frame of any model is replaced by --tool", "[cli][tool]") {
  // Craig's two-link arm (l1 = 0.5, the file's tool 0.4 along x2): tau = J^T F
  // of a wrench (fx, fy, nz) at the tool, in the tool's axes.
  const std::string arm = kModels + "/rr_planar_numeric.yaml --what tip --exact";
  const std::string own = run_nedyn("show " + arm).out;
  CHECK(run_nedyn("show " + arm + " --tool \"0.4 0 0\"").out == own);
  // At frame 2's origin: l1 (fx sin q2 + fy cos q2) + nz, and nz.
  CHECK_THAT(run_nedyn("show " + arm + " --tool \"0 0 0\"").out,
             Catch::EndsWith("tip(1) = 1/2*cos(q2)*fy+1/2*fx*sin(q2)+nz\ntip(2) = nz\n"));
  // Turned by pi/2 about z: the tool's (fx, fy) is frame 2's (-fy, fx).
  CHECK_THAT(run_nedyn("show " + arm + " --tool \"0, 0, 0, 0, 0, pi/2\"").out,
             Catch::EndsWith("tip(1) = 1/2*cos(q2)*fx-1/2*fy*sin(q2)+nz\ntip(2) = nz\n"));
  // A URDF's tool, in the banner of what is emitted.
  const std::string dir = nedyn::test::fresh_directory("tool");
  REQUIRE(run_nedyn("generate " + std::string(NEDYN_SOURCE_DIR) +
                    "/tests/urdf/panda_arm.urdf --tool \"0 0 0.1034 0 0 -pi/4\" --functions "
                    "tool_pose -o " +
                    dir)
              .exit_code == 0);
  CHECK_THAT(nedyn::test::slurp(dir + "/panda.hpp"),
             Catch::Contains("--tool \"0 0 0.1034 0 0 -pi/4\" --functions tool_pose\n"));
  for (const auto& [tool, message] :
       {std::pair<std::string, std::string>{"0 0",
                                            "--tool: expected 'x y z' or 'x y z roll pitch "
                                            "yaw', got 2 values in '0 0'"},
        {"0 0 PI", "--tool: z 'PI': 'PI' would be a new symbol"}}) {
    INFO(tool);
    const Run refused = run_nedyn("show " + arm + " --tool \"" + tool + "\"");
    CHECK(refused.exit_code == 2);
    CHECK_THAT(refused.err, Catch::StartsWith("nedyn: " + message));
  }
}

TEST_CASE("a model file's joints are fixed by --lock as by its locked: key", "[cli][lock]") {
  // The same tau from the option and from the key; refusals name the file.
  const std::string ur5 = kModels + "/ur5.yaml";
  const Run by_option = run_nedyn("eval " + ur5 + " --lock joint6=0.4,joint5 --q 0.1 0.2 0.3 0.4");
  REQUIRE(by_option.exit_code == 0);
  CHECK_THAT(by_option.err, Catch::Contains("joint 'joint6' locked at 0.4 (--lock)"));
  const std::string dir = nedyn::test::fresh_directory("locked");
  std::ofstream(dir + "/ur5_locked.yaml")
      << nedyn::test::slurp(ur5) << "locked: {joint5: 0, joint6: 0.4}\n";
  const Run by_key = run_nedyn("eval " + dir + "/ur5_locked.yaml --q 0.1 0.2 0.3 0.4");
  REQUIRE(by_key.exit_code == 0);
  CHECK(by_key.out == by_option.out);
  // The whole arm held there: its first four torques, as printed.
  const std::string whole = run_nedyn("eval " + ur5 + " --q 0.1 0.2 0.3 0.4 0 0.4").out;
  const auto tau_line = [](const std::string& out) {
    const std::size_t at = out.find("tau = [");
    return out.substr(at, out.find(']', at) - at);
  };
  CHECK_THAT(tau_line(whole), Catch::StartsWith(tau_line(by_option.out) + ", "));
  const Run unknown = run_nedyn("validate " + ur5 + " --lock joint9");
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err == "nedyn: " + ur5 +
                           ": --lock: no joint 'joint9' in the file (joints: joint1, joint2, "
                           "joint3, joint4, joint5, joint6)\n");
  const Run every = run_nedyn("validate " + kModels + "/rr_planar.yaml --lock joint1,joint2");
  CHECK(every.exit_code == 2);
  CHECK_THAT(every.err, Catch::Contains("every joint is locked"));
}

TEST_CASE("eval prints tau, G and M, and negative values are not options", "[cli]") {
  const Run r = run_nedyn("eval " + kModels + "/rr_planar_numeric.yaml --q 0.3 -0.2 --qd 1,-1");
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("q   = [0.3, -0.2]"));
  CHECK_THAT(r.out, Catch::Contains("tau = ["));
  CHECK_THAT(r.out, Catch::Contains("M   =\n"));
  // M(2,2) = m2 l2^2 = 1.5 * 0.4^2 for Craig's arm.
  CHECK_THAT(r.out, Catch::Contains(", 0.24]"));
}

TEST_CASE("eval shows round-off as 0 in text, and csv and json give every double", "[cli]") {
  // Upright (q1 = pi/2 in double), Craig's arm has G = 0 but for round-off of
  // its m g l terms (about 1e-15 against 30 N m).
  const std::string upright =
      "eval " + kModels + "/rr_planar_numeric.yaml --q 1.5707963267948966,0";
  const Run text = run_nedyn(upright);
  CHECK(text.exit_code == 0);
  CHECK_THAT(text.out, Catch::Contains("\nG   = [0, 0]\n") &&
                           Catch::Contains("\ntau = [0, 0]   (M qdd") &&
                           Catch::Contains("\nM   =\n  [1.715, 0.54]\n"));
  const Run csv = run_nedyn(upright + " --format csv");
  CHECK(csv.exit_code == 0);
  CHECK_THAT(csv.out, Catch::StartsWith("quantity,row,column,value\nq,1,1,1.5707963267948966\n") &&
                          Catch::Contains("\nM,1,1,1.715\nM,1,2,0.54\n"));
  CHECK_THAT(csv.out, Catch::Matches("(.|\n)*\nG,1,1,[0-9.]+e-1[5-7]\n(.|\n)*"));
  // 2 q + 2 qd + 2 qdd + 2 tau + 2 G + 4 M entries and the header.
  CHECK(std::count(csv.out.begin(), csv.out.end(), '\n') == 15);
  const Run json = run_nedyn(upright + " --format json");
  CHECK(json.exit_code == 0);
  CHECK_THAT(json.out,
             Catch::StartsWith("{\"model\": \"rr_planar_numeric\", \"joints\": 2, "
                               "\"floating_base\": false,\n \"q\": [1.5707963267948966, 0],") &&
                 Catch::Contains("\"M\": [[1.715, 0.54],") && Catch::EndsWith("]]}\n"));
  const Run bad = run_nedyn(upright + " --format xml");
  CHECK(bad.exit_code == 2);
  CHECK(bad.out.empty());
  CHECK_THAT(bad.err, Catch::Contains("--format: expected text, csv or json, got 'xml'"));
}

TEST_CASE("eval of a symbolic model needs every parameter", "[cli]") {
  const Run missing = run_nedyn("eval " + kModels + "/rr_planar.yaml");
  CHECK(missing.exit_code == 2);
  CHECK_THAT(missing.err, Catch::Contains("free symbol 'g' but no value"));
  const Run given = run_nedyn("eval " + kModels +
                              "/rr_planar.yaml --param m1=2 --param m2=1.5 --param l1=0.5 "
                              "--param l2=0.4 --param g=9.81");
  CHECK(given.exit_code == 0);
  CHECK_THAT(given.out, Catch::Contains(", 0.24]"));
}

TEST_CASE("usage errors exit 2", "[cli]") {
  CHECK(run_nedyn("").exit_code == 2);
  CHECK(run_nedyn("frobnicate").exit_code == 2);
  CHECK(run_nedyn("validate").exit_code == 2);
  CHECK(run_nedyn("validate --bogus " + kModels + "/puma560.yaml").exit_code == 2);
  const Run wrong_count = run_nedyn("eval " + kModels + "/puma560.yaml --q 1 2");
  CHECK(wrong_count.exit_code == 2);
  CHECK_THAT(wrong_count.err, Catch::Contains("the model has 6 joints, got 2 values"));
  CHECK(run_nedyn("eval " + kModels + "/puma560.yaml --q 1,2,x,4,5,6").exit_code == 2);
  CHECK(run_nedyn("eval " + kModels + "/rr_planar.yaml --param m1").exit_code == 2);
}

TEST_CASE("every command's --help, and --version", "[cli]") {
  CHECK(run_nedyn("--help").exit_code == 0);
  const Run v = run_nedyn("validate --help");
  CHECK(v.exit_code == 0);
  CHECK_THAT(v.out, Catch::Contains("nedyn validate MODEL"));
  const Run e = run_nedyn("eval --help");
  CHECK(e.exit_code == 0);
  CHECK_THAT(e.out, Catch::Contains("--qdd"));
  const Run version = run_nedyn("--version");
  CHECK(version.exit_code == 0);
  CHECK_THAT(version.out, Catch::StartsWith("nedyn "));
}

TEST_CASE("show prints one line per entry with a header of sizes", "[cli][show]") {
  const Run g = run_nedyn("show " + kModels + "/rr_planar.yaml --what G");
  CHECK(g.exit_code == 0);
  CHECK_THAT(g.out, Catch::StartsWith("# rr_planar: G (2 x 1), modified DH; "));
  CHECK_THAT(g.out, Catch::Contains("\nG(1) = "));
  CHECK_THAT(g.out, Catch::Contains("cos(q1+q2)"));
  const Run m = run_nedyn("show " + kModels + "/rr_planar.yaml");  // --what M by default
  CHECK_THAT(m.out, Catch::Contains("\nM(2,2) = "));
  const Run one = run_nedyn("show " + kModels + "/rr_planar.yaml --what C --entry 1,2");
  CHECK(one.exit_code == 0);
  CHECK_THAT(one.out, Catch::Contains("C(1,2) = "));
  CHECK_THAT(one.out, !Catch::Contains("C(2,1)"));
  const Run stats = run_nedyn("show " + kModels + "/puma560.yaml --what G --stats");
  CHECK_THAT(stats.out, Catch::Contains("311 expanded, 24 after s^2 + c^2 = 1, 13 after compound"));
}

TEST_CASE("show in LaTeX uses Craig's notation", "[cli][show]") {
  const Run r = run_nedyn("show " + kModels + "/rr_planar.yaml --what V --format latex");
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("\\begin{aligned}"));
  CHECK_THAT(r.out, Catch::Contains("V_{1} &= "));
  CHECK_THAT(r.out, Catch::Contains("s_{2}"));
  CHECK_THAT(r.out, Catch::Contains("\\dot{q}_{1}"));
  CHECK_THAT(r.out, Catch::Contains("m_{2}"));
  CHECK_THAT(r.out, Catch::Contains("\\end{aligned}"));
  const Run g = run_nedyn("show " + kModels + "/rr_planar.yaml --what G --format latex");
  CHECK_THAT(g.out, Catch::Contains("c_{12}"));
}

TEST_CASE("show counts large entries instead of printing them", "[cli][show]") {
  const Run r = run_nedyn("show " + kModels + "/puma560.yaml --what M --max-terms 10");
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("# M(1,1): "));
  CHECK_THAT(r.out, Catch::Contains("terms, not printed (show it with --entry 1,1"));
  const Run entry =
      run_nedyn("show " + kModels + "/puma560.yaml --what M --max-terms 10 --entry 1,1");
  CHECK_THAT(entry.out, Catch::Contains("\nM(1,1) = "));
}

TEST_CASE("show refuses bad requests with exit 2", "[cli][show]") {
  CHECK(run_nedyn("show " + kModels + "/rr_planar.yaml --what X").exit_code == 2);
  CHECK(run_nedyn("show " + kModels + "/rr_planar.yaml --format html").exit_code == 2);
  CHECK(run_nedyn("show " + kModels + "/rr_planar.yaml --entry 3,1").exit_code == 2);
  CHECK(run_nedyn("show " + kModels + "/rr_planar.yaml --entry 1").exit_code == 2);  // M needs I,J
  // Regression: a single index was refused for vectors too (the stream
  // parser failed at the end of "2").
  const Run vector_entry = run_nedyn("show " + kModels + "/rr_planar.yaml --what G --entry 2");
  CHECK(vector_entry.exit_code == 0);
  CHECK_THAT(vector_entry.out, Catch::EndsWith("\nG(2) = cos(q1+q2)*g*l2*m2\n"));
  CHECK(run_nedyn("show " + kModels + "/rr_planar.yaml --what G --entry 2,").exit_code == 2);
  CHECK(run_nedyn("show " + kModels + "/rr_planar.yaml --what G --entry 0").exit_code == 2);
  CHECK(run_nedyn("show " + kModels + "/rr_planar.yaml --entry x").exit_code == 2);
  CHECK(run_nedyn("show " + std::string(NEDYN_BAD_MODELS_DIR) + "/empty.yaml").exit_code == 2);
  // Task-space terms need a task: three joints cannot control six coordinates.
  const Run no_task = run_nedyn("show " + std::string(NEDYN_TEST_MODELS_DIR) +
                                "/standard_rpr_symbolic.yaml --what Mx");
  CHECK(no_task.exit_code == 2);
  CHECK(no_task.out.empty());
  CHECK_THAT(no_task.err,
             Catch::Contains("standard_rpr_symbolic.yaml: the task-space dynamics need a task"));
  // With one (square: D = det Jx), and a task of fewer coordinates than
  // joints (D = det(Jx adj(M) Jx^T)) on Craig's arm: x, z of this arm print
  // 663 KB of closed form in 10 s.
  const Run task = run_nedyn("show " + std::string(NEDYN_TEST_MODELS_DIR) +
                             "/standard_rpr_symbolic.yaml --what Gx --task x,y,z");
  CHECK(task.exit_code == 0);
  CHECK_THAT(task.out, Catch::Contains("# task x, y, z; entries over D, D = det Jx (next line)"));
  const Run fewer = run_nedyn("show " + kModels + "/rr_planar.yaml --what Gx --task x");
  CHECK(fewer.exit_code == 0);
  CHECK_THAT(fewer.out, Catch::Contains("# task x; entries over D, D = det(Jx adj(M) Jx^T)"));
  CHECK(run_nedyn("show " + kModels + "/rr_planar.yaml --what Mx --stats").exit_code == 2);
  CHECK(run_nedyn("show " + kModels + "/rr_planar.yaml --what Mx --task x,q").exit_code == 2);
  const Run help = run_nedyn("show --help");
  CHECK(help.exit_code == 0);
  CHECK_THAT(help.out, Catch::Contains("--max-terms"));
}

TEST_CASE("show prints the same bytes in every process", "[cli][show][determinism]") {
  // GiNaC's own order changes with the library's load address (ASLR); the
  // canonical printer must not. Separate processes load it at different places.
  const std::string command = "show " + kModels + "/puma560.yaml --what tau --max-terms 0";
  const Run first = run_nedyn(command);
  REQUIRE(first.exit_code == 0);
  for (int k = 0; k < 3; ++k) CHECK(run_nedyn(command).out == first.out);
  const std::string latex = "show " + kModels + "/rr_planar.yaml --what tau --format latex";
  CHECK(run_nedyn(latex).out == run_nedyn(latex).out);
}

TEST_CASE("show --digits prints decimals that GiNaC reads back", "[cli][show]") {
  const Run r = run_nedyn("show " + kModels + "/puma560.yaml --what G --digits 6");
  CHECK(r.exit_code == 0);
  // 372347379/10000000 = 37.2347379: six significant digits.
  CHECK_THAT(r.out, Catch::Contains("37.2347*cos(q2)"));
  CHECK_THAT(r.out, !Catch::Contains("/10000000"));
  const Run latex =
      run_nedyn("show " + kModels + "/puma560.yaml --what G --digits 4 --format latex");
  CHECK_THAT(latex.out, Catch::Contains("37.23 c_{2}"));
  CHECK(run_nedyn("show " + kModels + "/puma560.yaml --digits 18").exit_code == 2);
  CHECK(run_nedyn("show " + kModels + "/puma560.yaml --digits -1").exit_code == 2);
  CHECK(run_nedyn("show " + kModels + "/puma560.yaml --digits 0").exit_code == 2);
  CHECK(run_nedyn("show " + kModels + "/puma560.yaml --digits 4 --exact").exit_code == 2);
}

TEST_CASE("show prints a numeric robot in decimals unless --exact", "[cli][show]") {
  // The PUMA has no free symbols: six significant digits by default, said so.
  const Run decimals = run_nedyn("show " + kModels + "/puma560.yaml --what G");
  REQUIRE(decimals.exit_code == 0);
  CHECK_THAT(decimals.out,
             Catch::Contains("; numbers to 6 significant digits (--exact for exact ones)\n") &&
                 Catch::Contains("37.2347*cos(q2)") && !Catch::Contains("/10000000"));
  const Run exact = run_nedyn("show " + kModels + "/puma560.yaml --what G --exact");
  REQUIRE(exact.exit_code == 0);
  CHECK_THAT(exact.out, Catch::Contains("372347379/10000000*cos(q2)") &&
                            !Catch::Contains("significant digits"));
  // A model with symbols stays exact; with --digits its constants are
  // evaluated: the knee's frame is turned by 0.3 rad (cos 0.3 = 0.955336).
  const std::string tree = NEDYN_SOURCE_DIR "/tests/trees/floating_tree3.yaml";
  const Run symbolic = run_nedyn("show " + tree + " --what M --entry 8,7");
  REQUIRE(symbolic.exit_code == 0);
  CHECK_THAT(symbolic.out, Catch::Contains("cos(3/10)") && !Catch::Contains("digits"));
  const Run evaluated = run_nedyn("show " + tree + " --what M --entry 8,7 --digits 6");
  REQUIRE(evaluated.exit_code == 0);
  CHECK_THAT(evaluated.out, !Catch::Contains("cos(3/10)") && !Catch::Contains("sin(3/10)") &&
                                Catch::Contains("; numbers to 6 significant digits\n"));
  // The base parameters' header says how they are printed.
  const Run base = run_nedyn("show " + kModels + "/puma560.yaml --what base --digits 4");
  REQUIRE(base.exit_code == 0);
  CHECK_THAT(base.out, Catch::Contains("coefficients printed to 4 significant digits") &&
                           !Catch::Contains("; exact;"));
  // An entry must fit the shape: G is a vector.
  const Run matrix_entry = run_nedyn("show " + kModels + "/puma560.yaml --what G --entry 1,1");
  CHECK(matrix_entry.exit_code == 2);
  CHECK_THAT(matrix_entry.err, Catch::Contains("G is 6 x 1; give I within it"));
}

TEST_CASE("a refusal's verdict ignores the progress lines of a slow run", "[cli][bad_input]") {
  // CI once ran identify under load: its base parameters took 1.5 s and a
  // progress line preceded the refusal.
  const std::string refusal = "nedyn: data.csv: 2 samples give 4 equations\n";
  CHECK(nedyn::test::without_progress(
            "nedyn: [1.5 s] base parameters: 11 of 26 standard parameters\n" + refusal) == refusal);
  CHECK(nedyn::test::without_progress("nedyn: [note] kept\n" + refusal) ==
        "nedyn: [note] kept\n" + refusal);
}
