// URDF files on the command line: every command reads them, the chain
// options reach the banner of emitted files, and every bad URDF of
// tests/bad_urdf/ (NAME.urdf, its message and exit code in NAME.expected,
// options in NAME.options) is refused with its message, exit 2 and nothing
// written.

#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "cli_support.hpp"
#include "nedyn/runtime/emitted_functions.hpp"

using namespace nedyn::test;

namespace {

const std::string kUrdf = NEDYN_SOURCE_DIR "/tests/urdf";
const std::string kBadUrdf = NEDYN_SOURCE_DIR "/tests/bad_urdf";

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("every bad URDF: its message and exit code, and nothing written",
          "[cli][urdf][bad_input]") {
  int cases = 0;
  for (const auto& entry : std::filesystem::directory_iterator(kBadUrdf)) {
    if (entry.path().extension() != ".urdf") continue;
    ++cases;
    const std::string path = entry.path().string();
    const std::string stem = path.substr(0, path.size() - 5);
    INFO(path);
    const ExpectedRefusal expected = expected_refusal(path);
    std::string options;
    std::ifstream option_file(stem + ".options");
    if (option_file) std::getline(option_file, options);
    const std::string dir = fresh_directory("bad_urdf") + "/out";
    check_refusal(run_nedyn("generate " + path + " -o " + dir + " " + options), path, expected);
    CHECK_FALSE(std::filesystem::exists(dir));
  }
  CHECK(cases >= 20);
}

TEST_CASE("a URDF file past the size limit is refused unread", "[cli][urdf][bad_input]") {
  const std::string path = fresh_directory("huge_urdf") + "/huge.urdf";
  {
    std::ofstream out(path);
    out << "<?xml version=\"1.0\"?>\n<robot name=\"huge\">\n<!--";
    out << std::string(9u << 20, 'x') << "-->\n</robot>\n";
  }
  const Run r = run_nedyn("validate " + path);
  CHECK(r.exit_code == 2);
  CHECK_THAT(r.err, Catch::Contains("huge.urdf: a URDF file of ") &&
                        Catch::Contains("bytes (at most 8388608)"));
}

TEST_CASE("every command reads a URDF", "[cli][urdf]") {
  const std::string panda = kUrdf + "/panda_arm.urdf";
  const Run validate = run_nedyn("validate " + panda);
  CHECK(validate.exit_code == 0);
  CHECK_THAT(validate.out,
             Catch::StartsWith("panda: 7 joints, URDF, chain panda_link0 to panda_link8"));
  CHECK_THAT(validate.err, Catch::Contains("nedyn: note: " + panda +
                                           ": link 'panda_link8' has no inertial data: massless"));
  CHECK(run_nedyn("eval " + panda + " --q 0.1 0.2 0.3 -1 0.5 1 0").exit_code == 0);
  const Run show = run_nedyn("show " + kUrdf + "/ur5.urdf --what G --digits 6");
  CHECK(show.exit_code == 0);
  CHECK_THAT(show.out, Catch::StartsWith("# ur5: G (6 x 1), URDF, chain base_link to tool0;"));
  const std::string dir = fresh_directory("urdf_generate");
  const Run generate = run_nedyn("generate " + kUrdf + "/gripper_arm.urdf --tip tcp -o " + dir);
  REQUIRE(generate.exit_code == 0);
  CHECK_THAT(read_text(dir + "/gripper_arm.hpp"),
             Catch::Contains("// Command: nedyn generate gripper_arm.urdf --tip tcp\n"));
  const Run check = run_nedyn("check " + kUrdf + "/gripper_arm.urdf --tip tcp --samples 200");
  CHECK(check.exit_code == 0);
  CHECK_THAT(check.out, Catch::EndsWith("all functions agree\n"));
  const Run trajectory = run_nedyn("trajectory " + kUrdf +
                                   "/ur5.urdf --deg --from 0 0 0 0 0 0 --to 10 20 30 40 50 60 "
                                   "--duration 1 --steps 10");
  CHECK(trajectory.exit_code == 0);
  CHECK_THAT(run_nedyn("validate " + std::string(NEDYN_MODELS_DIR) + "/puma560.yaml --tip x").err,
             Catch::Contains("--base, --tip, --name, --no-snap and --mimic apply to URDF files"));
}

TEST_CASE("show refuses closed forms that cannot fold, at once, and shows them snapped",
          "[cli][urdf][show]") {
  // The Jaco's URDF writes pi/2 and pi to 16 digits: with --no-snap its
  // rotations keep entries of 3.2e-15, and G alone grew to 9981 terms down to
  // 1e-75 (M did not finish in 120 s).
  const std::string jaco = kUrdf + "/jaco6.urdf";
  const Run refused = run_nedyn("show " + jaco + " --no-snap --what M");
  CHECK(refused.exit_code == 2);
  CHECK(refused.out.empty());
  CHECK_THAT(refused.err, Catch::Contains("--what M: " + jaco + " has no readable closed forms") &&
                              Catch::Contains("(joint 'joint_1': 3.2e-15)") &&
                              Catch::Contains("a URDF's angles are snapped unless --no-snap"));
  // What needs no closed form still answers; snapped, the forms are shown.
  CHECK(run_nedyn("show " + jaco + " --no-snap --what base").exit_code == 0);
  const Run snapped = run_nedyn("show " + jaco + " --what G");
  CHECK(snapped.exit_code == 0);
  CHECK_THAT(snapped.out, Catch::StartsWith("# jaco6: G (6 x 1)"));
}

TEST_CASE("a whole tree: validate lists parents and names, check passes, urdf reads back",
          "[cli][urdf][tree]") {
  const std::string quadruped = kUrdf + "/quadruped12.urdf";
  const Run validate = run_nedyn("validate " + quadruped);
  CHECK(validate.exit_code == 0);
  CHECK_THAT(validate.out,
             Catch::StartsWith("quadruped12: 12 joints, URDF, tree below base") &&
                 Catch::Contains("  joint  parent  type") &&
                 Catch::Contains("  6      5       revolute   0.0376      0           0       "
                                 "    0              FR_KFE\n"));
  // Every emitted function of the tree against the runtime (itself checked
  // against KDL's tree solver in urdf_tree_test).
  const Run check = run_nedyn("check " + quadruped + " --samples 200");
  CHECK(check.exit_code == 0);
  CHECK_THAT(check.out, Catch::EndsWith("all functions agree\n"));
  // nedyn urdf writes the tree (each joint on its parent's link) that reads back alike.
  const std::string dir = fresh_directory("urdf_tree_out");
  REQUIRE(run_nedyn("urdf " + quadruped + " -o " + dir + "/back.urdf").exit_code == 0);
  const Run back = run_nedyn("validate " + dir + "/back.urdf");
  CHECK(back.exit_code == 0);
  CHECK_THAT(back.out, Catch::Contains("  4      0       revolute   0.149       0.01        0.02"));
  const std::string q = " --q 0.1 -0.2 0.3 0.4 0.5 -0.6 0.7 0.8 0.9 -1 1.1 1.2";
  CHECK(run_nedyn("eval " + quadruped + q).out == run_nedyn("eval " + dir + "/back.urdf" + q).out);
}

namespace {

const std::string kFloatingQuadruped = kUrdf + "/quadruped12.urdf --floating-base";

/// " --functions f,g,...": every function but the task and contact
/// functions, the regressor and its search.
std::string functions_without_regressor() {
  std::string functions;
  for (const nedyn::EmittedFunctionSpec& spec : nedyn::emitted_function_specs())
    if (!spec.task() && !spec.contact() && spec.name.find("regressor") == std::string::npos &&
        spec.name != "base_parameters")
      functions += (functions.empty() ? " --functions " : ",") + spec.name;
  return functions;
}

/// The directory that `check --keep` names in its last line.
std::string kept_directory(const std::string& out) {
  const std::string marker = "emitted files kept in ";
  const std::size_t at = out.rfind(marker);
  REQUIRE(at != std::string::npos);
  const std::size_t from = at + marker.size();
  return out.substr(from, out.find('\n', from) - from);
}

}  // namespace

TEST_CASE("a floating base: validate says so, a lean file has its sizes, other commands refuse it",
          "[cli][urdf][floating]") {
  const Run validate = run_nedyn("validate " + kFloatingQuadruped);
  CHECK(validate.exit_code == 0);
  CHECK_THAT(validate.out,
             Catch::StartsWith(
                 "quadruped12: 12 joints, URDF, tree below base, floating base: link base") &&
                 Catch::Contains("  floating base: q has 19 entries (x y z, qx qy qz qw, joints), "
                                 "qd 18 (v, w in the base frame, joint rates); base body 1.25 kg"));
  // The header's sizes and names: a lean file holds them (the full API's
  // generation is the check below).
  const std::string dir = fresh_directory("floating_out");
  REQUIRE(run_nedyn("generate " + kFloatingQuadruped +
                    " --functions inverse_dynamics,integrate -o " + dir)
              .exit_code == 0);
  CHECK_THAT(read_text(dir + "/quadruped12.hpp"),
             Catch::Contains("constexpr int kNq = 19;\nconstexpr int kNv = 18;\n") &&
                 Catch::Contains("constexpr const char* kJointNames[kDof] = { \"FL_HAA\", "
                                 "\"FL_HFE\", \"FL_KFE\", \"FR_HAA\"") &&
                 Catch::Contains("void integrate(const double* q, const double* qd, double dt, "
                                 "double* q_next);"));
  for (const std::string command : {"trajectory", "identify", "urdf"}) {
    INFO(command);
    const std::string arguments = command == "trajectory" ? " --from 0 --to 1 --duration 1" : "";
    const Run refused = run_nedyn(command + " " + kFloatingQuadruped + arguments);
    CHECK(refused.exit_code == 2);
    CHECK_THAT(refused.err, Catch::Contains("has a floating base: `nedyn " + command +
                                            "` handles fixed bases so far"));
  }
  // The feet's fixed joints are noted; no note of a free chain: the legs are none.
  CHECK_THAT(validate.err, Catch::Contains("nedyn: note: " + kUrdf +
                                           "/quadruped12.urdf: joint 'FL_ANKLE' is fixed: link "
                                           "'FL_FOOT' merged into link 'FL_LOWER_LEG' (its body; "
                                           "its frame stays a named frame)\n") &&
                               !Catch::Contains("free body"));
}

TEST_CASE("a floating base: check passes in C++", "[cli][urdf][floating]") {
  // The emitted floating-base functions against the runtime (itself checked
  // against DART and six virtual joints: dart_test, floating_base_test):
  // every function's single call, 200 states. Under the sanitizers 20 states
  // (the sanitized runtime's reference values took 48 of the check's 85 s)
  // and no regressor (its search for the base parameters took most of the
  // sanitized generation; base_parameters_test runs it on this robot there).
  const Run check = run_nedyn(
      "check " + kFloatingQuadruped +
      (NEDYN_SANITIZED ? functions_without_regressor() + " --samples 20" : " --samples 200") +
      " --no-batch");
  CHECK(check.exit_code == 0);
  CHECK_THAT(check.out,
             Catch::Contains("forward_dynamics") && Catch::EndsWith("all functions agree\n"));
  // The batches of the central three, bit for bit, in the g++ build: they are
  // compiled by the outside compiler, which the sanitizers do not instrument.
  // Every batch of a floating base is compared in generated_quadrotor_floating_test,
  // and a batch runs its single call's body: the full API's batch file of this
  // robot, three widths at -O1, took 65 of this check's 73 s.
  if (!NEDYN_SANITIZED) {
    const Run batches = run_nedyn("check " + kFloatingQuadruped +
                                  " --functions inverse_dynamics,mass_matrix,forward_dynamics "
                                  "--samples 200");
    CHECK(batches.exit_code == 0);
    CHECK_THAT(batches.out,
               Catch::Contains("NAME_batch: all 3 batches give the single calls' bits at 200 "
                               "states  ok\nall functions agree\n"));
  }
}

TEST_CASE("a floating base: check passes in C, Python and MATLAB", "[cli][urdf][floating]") {
  // integrate() included. Their printers run the same generator as C++; under
  // the sanitizers the C++ check suffices. The regressor's search and its
  // large program (C++ above) are left out here: languages_cli_test checks
  // them in each language on a free body (models/quadrotor_floating.yaml).
  if (NEDYN_SANITIZED) return;
  const std::string without_regressor = functions_without_regressor();
  for (const std::string language : {"c", "python", "matlab"}) {
    const Run other = run_nedyn("check " + kFloatingQuadruped + without_regressor +
                                " --samples 100 --keep --language " + language);
    INFO(other.out << other.err);
    CHECK(other.exit_code == 0);
    CHECK_THAT(other.out, Catch::Matches("(.|\n)*\nintegrate +100 (.|\n)*") &&
                              Catch::Contains("forward_dynamics_derivatives") &&
                              Catch::Contains("all functions agree"));
    // The emitted files, as generate writes them, kept by the check.
    const std::string dir = kept_directory(other.out);
    if (language == "c") {
      CHECK_THAT(read_text(dir + "/quadruped12.h"),
                 Catch::Contains("enum { quadruped12_kNq = 19, quadruped12_kNv = 18 };") &&
                     Catch::Contains("void quadruped12_integrate(const double* q, const double* "
                                     "qd, double dt, double* q_next);\n\n#ifdef __cplusplus"));
    } else if (language == "matlab") {
      CHECK_THAT(read_text(dir + "/+quadruped12/kNv.m"), Catch::Contains("\n  n = 18;\n"));
      CHECK_THAT(read_text(dir + "/+quadruped12/integrate.m"),
                 Catch::StartsWith("function q_next = integrate(q, qd, dt)\n"));
    }
    std::filesystem::remove_all(dir);
  }
}

TEST_CASE("eval on a floating base: q of kNq entries, a unit quaternion, the base's wrench first",
          "[cli][urdf][floating]") {
  const std::string& quadruped = kFloatingQuadruped;
  // Tilted and standing still: the base's force is the weight, 2.588 kg (the
  // URDF's masses) times g, seen in the turned base frame.
  const Run r = run_nedyn("eval " + quadruped +
                          " --q 0.1 0.2 0.3 0.2 -0.1 0.3 0.9273618495 0 0.8 -1.6 0 0.8 -1.6 0 "
                          "-0.8 1.6 0 -0.8 1.6");
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::StartsWith("quadruped12: numeric Newton-Euler recursion, 12 joints, "
                                      "floating base"));
  const std::size_t at = r.out.find("tau = [");
  REQUIRE(at != std::string::npos);
  std::istringstream row(r.out.substr(at + 7));
  double f[3];
  char comma;
  row >> f[0] >> comma >> f[1] >> comma >> f[2];
  const double mass = 1.25 + 4 * (0.149 + 0.148 + 0.0376);
  CHECK(std::abs(std::sqrt(f[0] * f[0] + f[1] * f[1] + f[2] * f[2]) - mass * 9.81) <= 1e-6);
  // At the default q (the identity quaternion) the base is level: its force is m g along z.
  const Run level = run_nedyn("eval " + quadruped);
  CHECK(level.exit_code == 0);
  CHECK_THAT(level.out, Catch::Contains("q   = [0, 0, 0, 0, 0, 0, 1, 0,") &&
                            Catch::Contains("tau = [0, 0, 25.392204,"));
  const Run short_q = run_nedyn("eval " + quadruped + " --q 1 2 3 0 0 0 1");
  CHECK(short_q.exit_code == 2);
  CHECK_THAT(short_q.err, Catch::Contains("--q: the model's q has 19 entries (x y z, qx qy qz "
                                          "qw, 12 joints), got 7 values"));
  const Run short_qd = run_nedyn("eval " + quadruped + " --qd 1 2");
  CHECK(short_qd.exit_code == 2);
  CHECK_THAT(short_qd.err, Catch::Contains("--qd: the model's qd has 18 entries"));
  const Run not_unit =
      run_nedyn("eval " + quadruped + " --q 0 0 0 0 0 0 0.5 0 0 0 0 0 0 0 0 0 0 0 0");
  CHECK(not_unit.exit_code == 2);
  CHECK_THAT(not_unit.err, Catch::Contains("--q: the base's quaternion (qx qy qz qw, entries 4 "
                                           "to 7) has norm 0.5; give a unit quaternion"));
}

TEST_CASE("a floating base on a chain that already frees its body is allowed, with a note",
          "[cli][floating]") {
  // The quadrotor's six joints already move its body freely; a floating base
  // adds six more coordinates, and its base has no mass: M is singular.
  const std::string quadrotor = std::string(NEDYN_MODELS_DIR) + "/quadrotor.yaml";
  const Run r = run_nedyn("validate " + quadrotor + " --floating-base");
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("floating base: q has 13 entries"));
  CHECK_THAT(r.err, Catch::Contains("nedyn: note: " + quadrotor +
                                    ": the base floats, and joints 1-6 (three prismatic, three "
                                    "revolute, links 1-5 massless) already move link 6 as a "
                                    "free body") &&
                        Catch::Contains("M is singular and forward dynamics gives NaN"));
  const Run fixed = run_nedyn("validate " + quadrotor);
  CHECK(fixed.exit_code == 0);
  CHECK(fixed.err.empty());
}

TEST_CASE("nedyn urdf writes a model as a URDF that reads back", "[cli][urdf][export]") {
  const std::string dir = fresh_directory("urdf_out");
  const Run r = run_nedyn("urdf " + std::string(NEDYN_MODELS_DIR) + "/stanford.yaml -o " + dir +
                          "/stanford.urdf");
  REQUIRE(r.exit_code == 0);
  CHECK(r.out == "wrote " + dir + "/stanford.urdf\n");
  const Run back = run_nedyn("validate " + dir + "/stanford.urdf");
  CHECK(back.exit_code == 0);
  CHECK_THAT(back.out, Catch::StartsWith("stanford: 6 joints, URDF, chain stanford_link0 to "
                                         "stanford_tip"));
  const Run symbolic =
      run_nedyn("urdf " + std::string(NEDYN_MODELS_DIR) + "/rr_planar.yaml -o " + dir + "/rr.urdf");
  CHECK(symbolic.exit_code == 2);
  CHECK_THAT(symbolic.err, Catch::Contains("--param"));
  CHECK_FALSE(std::filesystem::exists(dir + "/rr.urdf"));
  const Run given = run_nedyn("urdf " + std::string(NEDYN_MODELS_DIR) +
                              "/rr_planar.yaml --param m1=2 --param m2=1.5 --param l1=0.5 "
                              "--param l2=0.4 --param g=9.81");
  CHECK(given.exit_code == 0);
  CHECK_THAT(given.out, Catch::StartsWith("<?xml version=\"1.0\"?>"));
}

TEST_CASE("frame functions: the feet of a quadruped by default, --frames chooses and refuses",
          "[cli][urdf][frames]") {
  const std::string quadruped = kUrdf + "/quadruped12.urdf";
  CHECK_THAT(run_nedyn("validate " + quadruped).out,
             Catch::Contains("frame functions' frames (generate --frames chooses others): 0 "
                             "FL_FOOT, 1 FR_FOOT, 2 HL_FOOT, 3 HR_FOOT\n"));
  // Only the frame functions: the whole API takes the sanitized generator 12 s.
  const std::string frame_functions = " --functions frame_pose,frame_jacobian_dot_v";
  const std::string dir = fresh_directory("frames_out");
  REQUIRE(run_nedyn("generate " + quadruped + frame_functions + " -o " + dir).exit_code == 0);
  CHECK_THAT(read_text(dir + "/quadruped12.hpp"),
             Catch::Contains("constexpr int kFrames = 4;\nconstexpr const char* "
                             "kFrameNames[kFrames] = { \"FL_FOOT\", \"FR_FOOT\", \"HL_FOOT\", "
                             "\"HR_FOOT\" };") &&
                 Catch::Contains("void frame_pose(const double* q, int frame, double* T);") &&
                 Catch::Contains("void frame_jacobian_dot_v(const double* q, const double* qd, "
                                 "int frame, double* a);"));
  // Chosen by name, in the order given, and the choice is in the banner.
  const Run chosen =
      run_nedyn("generate " + quadruped + " --frames 'HR_FOOT, base,FL_UPPER_LEG'" +
                " --functions frame_pose,frame_jacobian -o " + dir + "/chosen --language python");
  REQUIRE(chosen.exit_code == 0);
  const std::string module = read_text(dir + "/chosen/quadruped12.py");
  CHECK_THAT(module, Catch::Contains("--frames HR_FOOT,base,FL_UPPER_LEG --functions "
                                     "frame_pose,frame_jacobian\n") &&
                         Catch::Contains("FRAMES = 3\nFRAME_NAMES = (\"HR_FOOT\", \"base\", "
                                         "\"FL_UPPER_LEG\")"));
  // The module's frame 1 is the base (fixed: the identity at any q); an
  // index out of range raises.
  const Run python = run_program(
      "cd " + dir +
      "/chosen && /usr/bin/python3 -c 'import numpy as np, quadruped12 as m\n"
      "print(np.array_equal(m.frame_pose(np.full(12, 0.3), 1), np.eye(4)))\n"
      "try:\n  m.frame_jacobian(np.zeros(12), 3)\nexcept IndexError as e:\n  print(e)'");
  CHECK(python.out == "True\nframe: expected 0 to 2 (an index of FRAME_NAMES), got 3\n");
  for (const auto& [frames, message] :
       {std::pair<std::string, std::string>{"FL_FOOT,nosuch",
                                            "nedyn: --frames: no frame named 'nosuch' in "
                                            "quadruped12; its frames are base, FL_SHOULDER,"},
        {"FL_FOOT,FL_FOOT", "nedyn: --frames: frame 'FL_FOOT' is named twice"},
        {"FL_FOOT,,tool",
         "nedyn: --frames: expected names separated by commas, got "
         "'FL_FOOT,,tool'"}}) {
    INFO(frames);
    const Run refused =
        run_nedyn("generate " + quadruped + " --frames " + frames + " -o " + dir + "/refused");
    CHECK(refused.exit_code == 2);
    // At the start of a line: after the fixed joints' notes, or first.
    CHECK_THAT("\n" + refused.err, Catch::Contains("\n" + message));
    CHECK_FALSE(std::filesystem::exists(dir + "/refused"));
  }
}

namespace {

// The emitted tau, FD and M (and tau's derivatives and a frame's Jacobian on
// the humanoid) against the runtime, mimic joints independent; the other
// functions are checked on the smaller trees (37-38 s each; the full checks
// take 124 s and 121 s, run by hand at each review). The sanitized build
// skips them: the unsanitized one has checked the same code.
void check_whole_description(const std::string& arguments) {
  if (NEDYN_SANITIZED) return;
  const Run check = run_nedyn("check " + kUrdf + "/" + arguments + " --samples 200");
  CHECK(check.exit_code == 0);
  CHECK_THAT(check.out, Catch::EndsWith("all functions agree\n"));
}

}  // namespace

TEST_CASE("a 40-joint humanoid on a floating base is checked whole", "[cli][urdf][check]") {
  check_whole_description(
      "humanoid40.urdf --floating-base --functions inverse_dynamics forward_dynamics mass_matrix "
      "frame_jacobian inverse_dynamics_derivatives");
}

TEST_CASE("a 48-joint mobile manipulator is checked whole", "[cli][urdf][check]") {
  check_whole_description(
      "mobile_manipulator48.urdf --functions inverse_dynamics forward_dynamics mass_matrix");
}

TEST_CASE("complete descriptions on the command line: mimic notes, --lock, massless motion",
          "[cli][urdf][mimic][lock]") {
  const std::string panda = kUrdf + "/panda_hand.urdf";
  const Run mimic = run_nedyn("validate " + panda);
  CHECK(mimic.exit_code == 0);
  CHECK_THAT(mimic.out, Catch::StartsWith("panda_hand: 9 joints, URDF, tree below panda_link0"));
  CHECK_THAT(mimic.err, Catch::Contains("joint 'panda_finger_joint2' mimics joint "
                                        "'panda_finger_joint1': read as an independent joint"));
  const Run locked =
      run_nedyn("validate " + panda + " --lock panda_finger_joint1=0.02 panda_finger_joint2");
  CHECK(locked.exit_code == 0);
  CHECK_THAT(locked.out, Catch::StartsWith("panda_hand: 7 joints, URDF, tree below panda_link0"));
  CHECK_THAT(locked.err, Catch::Contains("joint 'panda_finger_joint1' locked at 0.02 m (--lock)"));
  // The arm with its gripper, the mimic finger independent: every emitted
  // function against the runtime; and with the fingers locked. The sanitized
  // build compares fewer states: what it watches is the generator.
  const std::string samples = NEDYN_SANITIZED ? " --samples 20" : " --samples 200";
  const Run check = run_nedyn("check " + panda + samples + " --no-batch");
  CHECK(check.exit_code == 0);
  CHECK_THAT(check.out, Catch::EndsWith("all functions agree\n"));
  // Locking is the loader's (real_descriptions_test checks it against the
  // whole model held): not again under the sanitizers.
  if (!NEDYN_SANITIZED) {
    const Run check_locked =
        run_nedyn("check " + panda + " --lock panda_finger_joint1=0.02,panda_finger_joint2=0.02 " +
                  samples + " --no-batch --functions inverse_dynamics,forward_dynamics");
    CHECK(check_locked.exit_code == 0);
    CHECK_THAT(check_locked.out, Catch::EndsWith("all functions agree\n"));
  }
  const Run not_a_number = run_nedyn("validate " + panda + " --lock panda_joint1=ninety");
  CHECK(not_a_number.exit_code == 2);
  CHECK_THAT(not_a_number.err,
             Catch::Contains("--lock panda_joint1=ninety: 'ninety' is not a number"));

  // A wrist whose hand is locked and whose own link is empty moves nothing:
  // named by validate, refused by generate before any work, nothing written.
  const std::string dir = fresh_directory("massless");
  {
    std::ofstream out(dir + "/wrist.urdf");
    out << "<?xml version=\"1.0\"?><robot name=\"wrist\"><link name=\"base\"/>"
           "<link name=\"arm\"><inertial><mass value=\"2\"/><inertia ixx=\"0.1\" iyy=\"0.1\" "
           "izz=\"0.1\" ixy=\"0\" ixz=\"0\" iyz=\"0\"/></inertial></link><link name=\"hand\"/>"
           "<joint name=\"shoulder\" type=\"revolute\"><parent link=\"base\"/><child "
           "link=\"arm\"/><axis xyz=\"0 0 1\"/><limit lower=\"-1\" upper=\"1\" effort=\"1\" "
           "velocity=\"1\"/></joint><joint name=\"wrist\" type=\"revolute\"><parent "
           "link=\"arm\"/><child link=\"hand\"/><origin xyz=\"0.4 0 0\"/><axis xyz=\"1 0 0\"/>"
           "<limit lower=\"-1\" upper=\"1\" effort=\"1\" velocity=\"1\"/></joint></robot>";
  }
  const Run validate = run_nedyn("validate " + dir + "/wrist.urdf");
  CHECK(validate.exit_code == 0);
  CHECK_THAT(validate.out, Catch::Contains("warning: joint 2 (wrist) moves no mass and no rotor "
                                           "inertia: the mass matrix is singular") &&
                               Catch::Contains("--lock wrist or give it a rotor inertia"));
  const Run generate = run_nedyn("generate " + dir + "/wrist.urdf -o " + dir + "/out");
  CHECK(generate.exit_code == 2);
  CHECK_THAT(generate.err, Catch::Contains("wrist.urdf: joint 2 (wrist) moves no mass"));
  CHECK_FALSE(std::filesystem::exists(dir + "/out"));
  CHECK(run_nedyn("generate " + dir + "/wrist.urdf --lock wrist -o " + dir + "/out").exit_code ==
        0);
}

TEST_CASE("mimic joints coupled: validate, eval, generate and check fold followers onto leaders",
          "[cli][urdf][mimic]") {
  const std::string humanoid = kUrdf + "/humanoid40.urdf";
  const Run validate = run_nedyn("validate " + humanoid + " --floating-base --mimic couple");
  CHECK(validate.exit_code == 0);
  CHECK_THAT(validate.err, Catch::Contains("joint 'l_thumb' follows joint 'l_index_proximal': "
                                           "q_l_thumb = -0.5 q_l_index_proximal + 0.1"));
  CHECK_THAT(validate.out, Catch::Contains("coupled joints (--mimic couple): 6 follow others; q, "
                                           "qd and tau have the 34 independent joints' entries"));
  // eval takes the independent coordinates: a floating base's 7 + 34 of q.
  const Run eval = run_nedyn("eval " + humanoid + " --floating-base --mimic couple --format json");
  CHECK(eval.exit_code == 0);
  CHECK_THAT(eval.out, Catch::Contains("\"q\": [0, 0, 0, 0, 0, 0, 1, 0,"));
  const Run sizes = run_nedyn("eval " + humanoid + " --mimic couple --q 0.1,0.2");
  CHECK(sizes.exit_code == 2);
  CHECK_THAT(sizes.err, Catch::Contains("--q: the model has 34 independent joints (6 follow "
                                        "them, --mimic couple), got 2 values"));

  // Every function a coupled model gets, against the runtime's whole tree
  // folded: the gripper in C++ (batches too) and NumPy, the humanoid on a
  // floating base in C++ (functions that build neither its M, whose program
  // takes 20 s to choose, nor derivatives). The sanitized build compares
  // fewer states: what it watches is the generator.
  const std::string samples = NEDYN_SANITIZED ? " --samples 20" : " --samples 200";
  // The gripper held at its tool point with a task: the contact and task
  // solves in the coupled coordinates too.
  const std::string gripper = kUrdf +
                              "/gripper_arm.urdf --mimic couple --task x,y,z --contacts tcp:point "
                              "--baumgarte 10,2" +
                              samples;
  // Under the sanitizers C++ only, and not the humanoid: the generator is
  // what they watch, and the gripper's and the differential's runs reach
  // every coupled path (25 s of the sanitized run saved).
  for (const char* language : {"cpp", "python --no-batch"}) {
    if (NEDYN_SANITIZED && std::string(language) != "cpp") continue;
    const Run check = run_nedyn("check " + gripper + " --language " + language);
    INFO(language);
    CHECK(check.exit_code == 0);
    CHECK_THAT(check.out, Catch::Contains("forward_dynamics ") &&
                              Catch::Contains("constrained_forward_dynamics_derivatives ") &&
                              Catch::Contains("task_coriolis_coefficients ") &&
                              Catch::Contains("base_regressor ") &&
                              Catch::Contains("inverse_dynamics_external ") &&
                              Catch::EndsWith("all functions agree\n"));
  }
  // On a floating base, held whole at its tool: contact_inverse_dynamics too
  // (the g++ build only: the fixed base's run above reaches the same paths of
  // the generator).
  if (!NEDYN_SANITIZED) {
    const Run held = run_nedyn("check " + kUrdf +
                               "/gripper_arm.urdf --floating-base --mimic couple --contacts "
                               "tcp:6d --task x,y,z,wz --no-batch" +
                               samples);
    CHECK(held.exit_code == 0);
    CHECK_THAT(held.out, Catch::Contains("contact_inverse_dynamics ") &&
                             Catch::Contains("impulse_dynamics_derivatives ") &&
                             Catch::EndsWith("all functions agree\n"));
  }
  if (!NEDYN_SANITIZED) {
    const Run floating =
        run_nedyn("check " + humanoid + " --floating-base --mimic couple --no-batch" + samples +
                  " --functions inverse_dynamics,centroidal_momentum_matrix,integrate");
    CHECK(floating.exit_code == 0);
    CHECK_THAT(floating.out, Catch::EndsWith("all functions agree\n"));
  }

  // A differential: the last coordinate turns a joint on each of two
  // branches that carry independent joints before it, so M's coordinates are
  // no tree and forward dynamics factorises them as one chain.
  const std::string dir = fresh_directory("mimic_couple");
  {
    const std::string body =
        "<inertial><origin xyz=\"0.1 0.02 0\"/><mass value=\"1\"/><inertia ixx=\"0.01\" "
        "iyy=\"0.02\" izz=\"0.03\" ixy=\"0\" ixz=\"0\" iyz=\"0\"/></inertial>";
    const auto joint = [](const std::string& name, const std::string& parent,
                          const std::string& child, const std::string& axis,
                          const std::string& mimic) {
      return "<joint name=\"" + name + "\" type=\"revolute\"><parent link=\"" + parent +
             "\"/><child link=\"" + child + "\"/><origin xyz=\"0.2 0.1 0\"/><axis xyz=\"" + axis +
             "\"/><limit lower=\"-1\" upper=\"1\" effort=\"1\" velocity=\"1\"/>" + mimic +
             "</joint>";
    };
    std::ofstream out(dir + "/differential.urdf");
    out << "<?xml version=\"1.0\"?><robot name=\"differential\"><link name=\"base\"/>";
    for (const char* link : {"a", "b", "c", "d"})
      out << "<link name=\"" << link << "\">" << body << "</link>";
    // Numbered j1, j3 (on a), j2, j4 (on b): j3 follows j4, the last coordinate.
    out << joint("j1", "base", "a", "0 0 1", "") << joint("j2", "base", "b", "0 1 0", "")
        << joint("j3", "a", "c", "1 0 0",
                 "<mimic joint=\"j4\" multiplier=\"-1.5\" offset=\"0.2\"/>")
        << joint("j4", "b", "d", "0 0 1", "") << "</robot>";
  }
  const Run differential =
      run_nedyn("check " + dir + "/differential.urdf --mimic couple --no-batch" + samples);
  CHECK(differential.exit_code == 0);
  CHECK_THAT(differential.out, Catch::EndsWith("all functions agree\n"));

  // What is not built for coupled joints yet: a clear refusal.
  const Run show = run_nedyn("show " + humanoid + " --mimic couple");
  CHECK(show.exit_code == 2);
  CHECK_THAT(show.err, Catch::Contains("--mimic couple: `nedyn show` does not take coupled joints "
                                       "yet: it prints closed forms"));
  const Run unknown = run_nedyn("validate " + humanoid + " --mimic follow");
  CHECK(unknown.exit_code == 2);
  CHECK_THAT(unknown.err, Catch::Contains("--mimic: expected independent or couple, got 'follow'"));
  const Run yaml =
      run_nedyn("validate " + std::string(NEDYN_MODELS_DIR) + "/puma560.yaml --mimic couple");
  CHECK(yaml.exit_code == 2);
  CHECK_THAT(yaml.err, Catch::Contains("--mimic apply to URDF files"));
}

TEST_CASE("papercuts: a URDF by its content, --functions with spaces, limits, degrees",
          "[cli][urdf]") {
  const std::string dir = fresh_directory("papercuts");
  std::filesystem::copy_file(kUrdf + "/panda_arm.urdf", dir + "/panda.xml");
  const Run xml = run_nedyn("validate " + dir + "/panda.xml");
  CHECK(xml.exit_code == 0);
  CHECK_THAT(xml.out, Catch::StartsWith("panda: 7 joints, URDF, chain panda_link0 to panda_link8"));
  // Columns of fixed precision with separators, and the robot's mass.
  CHECK_THAT(xml.out, Catch::Contains("  total mass: ") &&
                          Catch::Contains("  limits: joint        lower        upper     velocity"
                                          "       effort  name\n") &&
                          Catch::Contains("\n          4          -3.0718      -0.0698       "
                                          "2.1750      87.0000  panda_joint4\n"));
  const std::string rr = std::string(NEDYN_MODELS_DIR) + "/rr_planar.yaml";
  const Run lean = run_nedyn("generate " + rr + " --functions inverse_dynamics mass_matrix " +
                             "--no-batch -o " + dir + "/lean");
  REQUIRE(lean.exit_code == 0);
  const std::string header = read_text(dir + "/lean/rr_planar.hpp");
  CHECK_THAT(header, Catch::Contains("void mass_matrix(") && !Catch::Contains("void gravity("));
  // A URDF's quarter turns stay pi/2 in show's decimals, and --exact writes
  // pi as a model file does; the header speaks of the URDF.
  const Run show = run_nedyn("show " + kUrdf + "/ur5.urdf --what G");
  CHECK_THAT(show.out, Catch::Contains("# joint angles include the turns of the URDF's joint "
                                       "origins about their axes\n") &&
                           Catch::Contains("*cos(pi/2+q2+q3+q4)") && !Catch::Contains("1.5708"));
  const Run exact = run_nedyn("show " + kUrdf + "/ur5.urdf --what G --exact");
  CHECK_THAT(exact.out, Catch::Contains("cos(1/2*pi+q2+q3+q4)") && !Catch::Contains("Pi"));
  CHECK_THAT(run_nedyn("check --help").out,
             Catch::Contains("/usr/bin/python3 where it exists") && Catch::Contains("NumPy"));
  const std::string puma = std::string(NEDYN_MODELS_DIR) + "/puma560.yaml";
  const Run degrees = run_nedyn("eval " + puma + " --q 0 90 0 0 0 0");
  CHECK(degrees.exit_code == 0);
  CHECK_THAT(degrees.err, Catch::Contains("--q 90 for joint 2 is beyond 2 pi in magnitude: eval "
                                          "takes radians; add --deg for degrees"));
  CHECK_THAT(run_nedyn("eval " + puma + " --q 0 90 0 0 0 0 --deg").err,
             !Catch::Contains("--deg for degrees"));
}

namespace {

/// The numbers of the JSON list after "NAME": in `json` (a vector's).
std::vector<double> json_list(const std::string& json, const std::string& name) {
  const std::size_t at = json.find("\"" + name + "\": [");
  REQUIRE(at != std::string::npos);
  std::istringstream in(json.substr(at + name.size() + 5));
  std::vector<double> values;
  double x;
  char separator = ',';
  while (separator == ',' && in >> x) {
    values.push_back(x);
    in >> separator;
  }
  return values;
}

}  // namespace

TEST_CASE("eval --contacts: the feet's Jacobian and the forces that hold a standing quadruped",
          "[cli][urdf][floating][contacts]") {
  const std::string& quadruped = kFloatingQuadruped;
  const std::string standing =
      " --q 0.1 0.2 0.3 0.2 -0.1 0.3 0.9273618495 0 0.8 -1.6 0 0.8 -1.6 0 -0.8 1.6 0 -0.8 1.6";
  const Run r = run_nedyn("eval " + quadruped + standing +
                          " --contacts FL_FOOT,FR_FOOT,HL_FOOT:point,HR_FOOT --format json");
  REQUIRE(r.exit_code == 0);
  // Standing still, the feet carry the weight: the forces sum to m g up,
  // and the torques leave nothing for the base (which has no motor).
  const std::vector<double> lambda = json_list(r.out, "lambda"), tau = json_list(r.out, "tau_c");
  REQUIRE(lambda.size() == 12);
  REQUIRE(tau.size() == 18);
  double sum[3] = {0, 0, 0};
  for (std::size_t i = 0; i < 12; ++i) sum[i % 3] += lambda[i];
  const double weight = (1.25 + 4 * (0.149 + 0.148 + 0.0376)) * 9.81;
  CHECK(std::abs(sum[0]) <= 1e-9 * weight);
  CHECK(std::abs(sum[1]) <= 1e-9 * weight);
  CHECK(std::abs(sum[2] - weight) <= 1e-9 * weight);
  for (int i = 0; i < 6; ++i) CHECK(std::abs(tau[static_cast<std::size_t>(i)]) <= 1e-9 * weight);
  CHECK(json_list(r.out, "gamma").size() == 12);
  CHECK_THAT(r.out, Catch::Contains("\"Jc\": [["));
  // A 6d contact adds the foot's angular rows.
  const Run six =
      run_nedyn("eval " + quadruped + standing + " --contacts FL_FOOT:6d --format json");
  REQUIRE(six.exit_code == 0);
  CHECK(json_list(six.out, "gamma").size() == 6);

  // Bad contacts: exit 2, the option and the element named, nothing printed.
  const std::vector<std::pair<std::string, std::string>> bad = {
      {quadruped + " --contacts NOPE",
       "--contacts: the model quadruped12 has no frame named 'NOPE'"},
      {quadruped + " --contacts FL_FOOT:5d",
       "--contacts: 'FL_FOOT:5d': the type '5d' is not a contact's; expected point or 6d"},
      {quadruped + " --contacts FL_FOOT,FL_FOOT", "--contacts: the frame 'FL_FOOT' is held twice"},
      {quadruped + " --contacts FL_FOOT,", "--contacts: '': expected FRAME or FRAME:point"},
      {quadruped + " --contacts FL_FOOT:6d,FR_FOOT:6d,HL_FOOT:6d,HR_FOOT",
       "--contacts: the contacts have 21 rows (3 per point, 6 per 6d contact), more than the "
       "model has velocities (nv = 18)"},
      {kUrdf + "/quadruped12.urdf --contacts base",
       "--contacts: the frame 'base' is on the fixed base, which no joint moves"}};
  for (const auto& [arguments, message] : bad) {
    INFO(arguments);
    const Run refused = run_nedyn("eval " + arguments);
    CHECK(refused.exit_code == 2);
    CHECK_THAT(refused.err, Catch::Contains(message));
    CHECK(refused.out.empty());
  }
}

/// The samples `check` compared for `function` (the second column of its row); -1 if no row.
int compared_samples(const std::string& out, const std::string& function) {
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    std::istringstream words(line);
    std::string name;
    int samples = -1;
    if (words >> name >> samples && name == function) return samples;
  }
  return -1;
}

TEST_CASE(
    "redundant contacts: status 1 and the runtime's least-squares forces of least norm in C++ "
    "and NumPy",
    "[cli][floating][contacts]") {
  // tests/contacts/held_link.yaml holds a link at two points: six rows, five
  // independent, at every state; at states whose velocities the contacts
  // do not allow no forces hold every row (contact_solves_test checks the
  // solve itself in all four languages).
  const std::string model = NEDYN_SOURCE_DIR
      "/tests/contacts/held_link.yaml --samples 100 --functions constrained_forward_dynamics,"
      "constrained_forward_dynamics_baumgarte,impulse_dynamics,"
      "constrained_forward_dynamics_derivatives,impulse_dynamics_derivatives";
  for (const std::string language : {"cpp", "python"}) {
    INFO(language);
    // The sanitized build: C++ only (NumPy's run is Python's, not nedyn's).
    if (NEDYN_SANITIZED && language != "cpp") continue;
    const Run check = run_nedyn("check " + model + " --language " + language);
    CHECK(check.exit_code == 0);
    CHECK_THAT(check.out, Catch::Contains("or < 1e-13 (redundant: status 1, the least-norm "
                                          "forces and zero derivatives)") &&
                              Catch::Contains("all functions agree"));
    // The derivatives: the same least-norm motion and forces, and zero
    // derivatives (the KKT system has no inverse at redundant contacts).
    for (const char* function :
         {"constrained_forward_dynamics", "constrained_forward_dynamics_baumgarte",
          "impulse_dynamics", "constrained_forward_dynamics_derivatives",
          "impulse_dynamics_derivatives"})
      CHECK(compared_samples(check.out, function) >= 90);
  }
  // In float a dependent row's pivot is rounding of 1e-7 that small pivots
  // before it multiply, above kContactSingularity (1e-5) at some states: the
  // unpivoted test alone answered 3e5 times the forces there.
  const Run single = run_nedyn("check " + model + " --scalar float");
  CHECK(single.exit_code == 0);
  CHECK_THAT(single.out, Catch::Contains("all functions agree"));
  CHECK(compared_samples(single.out, "constrained_forward_dynamics") >= 90);
  // A point of the gripper's left finger, which slides along the tool, and
  // the tool held whole: the point's three rows are of rank 1 while the tool
  // is held, and which of them is best kept varies with the state. Without
  // pivoting the solve kept rows of small pivots and erred by 5e-8 of the
  // forces here (contact_solves_test's slider: 1e13 where Eigen's are of
  // 1); the redundant states' solve pivots.
  const Run gripper = run_nedyn("check " + kUrdf +
                                "/gripper_arm.urdf --floating-base --contacts "
                                "finger_left:point,tcp:6d --samples 200 --functions "
                                "constrained_forward_dynamics,impulse_dynamics,"
                                "constrained_forward_dynamics_derivatives");
  CHECK(gripper.exit_code == 0);
  CHECK_THAT(gripper.out, Catch::Contains("all functions agree"));
  for (const char* function : {"constrained_forward_dynamics", "impulse_dynamics",
                               "constrained_forward_dynamics_derivatives"})
    CHECK(compared_samples(gripper.out, function) >= 180);
}

TEST_CASE(
    "the contact functions of --contacts (Jacobian and drift, constrained, impulse and "
    "contact inverse dynamics, the derivatives of constrained and impulse dynamics) agree with "
    "the runtime in every language",
    "[cli][urdf][floating][contacts]") {
  // Points and a 6d foot on the floating quadruped, the tool of a DH arm held
  // whole; each language's files against the runtime (contact_dynamics.hpp,
  // contact_derivatives.hpp). The solves are compared where the contacts are
  // far from redundant (task_singularity of Jc M^-1 Jc^T > 0.01): 116 of the
  // 200 states on the quadruped, 84 on the UR5, whose held tool meets the
  // arm's singularities. Contact inverse dynamics is a floating base's. The
  // quadruped's derivatives (20,000 operations of program each) take C's -O1
  // 40 s to compile, and the sanitized generator 3.5 minutes to emit in four
  // languages: C and the sanitized build check them on the UR5, the others on
  // both. The sanitized build checks the quadruped in C++ alone (16 s a
  // language); its printers see the UR5's contacts in all four, at 80 states
  // (its runtime references are what take the time; the generator is what
  // it watches).
  const int samples = NEDYN_SANITIZED ? 80 : 200, enough = NEDYN_SANITIZED ? 20 : 50;
  const std::string functions =
      " --baumgarte 100,20 --samples " + std::to_string(samples) +
      " --functions contact_jacobian,contact_drift,"
      "constrained_forward_dynamics,constrained_forward_dynamics_baumgarte,impulse_dynamics";
  const std::string derivatives =
      ",constrained_forward_dynamics_derivatives,impulse_dynamics_derivatives";
  const std::string quadruped = kFloatingQuadruped +
                                " --contacts FL_FOOT,FR_FOOT:6d,HL_FOOT,HR_FOOT:point" + functions +
                                ",contact_inverse_dynamics,contact_inverse_dynamics_weighted";
  const std::string ur5 = NEDYN_MODELS_DIR "/ur5.yaml --contacts tool:6d" + functions + derivatives;
  for (const std::string language : {"cpp", "c", "python", "matlab"})
    for (const std::string& model :
         {language == "c" || NEDYN_SANITIZED ? quadruped : quadruped + derivatives, ur5}) {
      if (NEDYN_SANITIZED && language != "cpp" && model == quadruped) continue;
      INFO(model << ", " << language);
      const Run check = run_nedyn("check " + model + " --language " + language);
      CHECK(check.exit_code == 0);
      CHECK_THAT(check.out, Catch::Contains("all functions agree"));
      CHECK(compared_samples(check.out, "contact_jacobian") == samples);
      CHECK(compared_samples(check.out, "contact_drift") == samples);
      CHECK(compared_samples(check.out, "constrained_forward_dynamics") >= enough);
      CHECK(compared_samples(check.out, "impulse_dynamics") >= enough);
      CHECK(compared_samples(check.out, "constrained_forward_dynamics_baumgarte") >= enough);
      if (model.find(derivatives) != std::string::npos) {
        CHECK(compared_samples(check.out, "constrained_forward_dynamics_derivatives") >= enough);
        CHECK(compared_samples(check.out, "impulse_dynamics_derivatives") >= enough);
      }
      if (model.find("contact_inverse_dynamics") != std::string::npos) {
        CHECK(compared_samples(check.out, "contact_inverse_dynamics") >= enough);
        CHECK(compared_samples(check.out, "contact_inverse_dynamics_weighted") >= enough);
      }
    }
  // validate lists them.
  const Run summary = run_nedyn("validate " + kFloatingQuadruped +
                                " --contacts FL_FOOT,FR_FOOT:6d --baumgarte 100,2.5e1");
  CHECK_THAT(summary.out, Catch::Contains("contacts (contact_jacobian's rows, 9): FL_FOOT "
                                          "(point), FR_FOOT (6d)\nBaumgarte's gains "
                                          "(constrained_forward_dynamics_baumgarte): KP = 100, "
                                          "KD = 25\n"));
  // The sizes every language's files state.
  const std::string dir = NEDYN_TEST_TMP "/contact_constants";
  std::filesystem::remove_all(dir);
  REQUIRE(run_nedyn("generate " + kFloatingQuadruped + " --contacts FL_FOOT,FR_FOOT:6d" +
                    " --functions contact_jacobian -o " + dir)
              .exit_code == 0);
  CHECK_THAT(read_text(dir + "/quadruped12.hpp"),
             Catch::Contains("constexpr int kContacts = 2;\nconstexpr int kContactRows = 9;\n"
                             "constexpr const char* kContactNames[kContacts] = { \"FL_FOOT\", "
                             "\"FR_FOOT\" };"));
  std::filesystem::remove_all(dir);
  // Without contacts the functions are not the model's.
  const Run none =
      run_nedyn("generate " + kFloatingQuadruped + " --functions contact_drift -o " + dir);
  CHECK(none.exit_code == 2);
  CHECK_THAT(none.err, Catch::Contains("contact_drift needs contacts (--contacts)"));
  CHECK_FALSE(std::filesystem::exists(dir));
  // Baumgarte's gains: two numbers at least 0, and contacts to hold.
  for (const auto& [gains, message] : std::vector<std::pair<std::string, std::string>>{
           {"100", "--baumgarte: expected KP,KD (two numbers at least 0), got '100'"},
           {"100,x", "--baumgarte: 'x' is not a gain (KP,KD: two numbers at least 0)"},
           {"100,-1", "--baumgarte: '-1' is not a gain"},
           {"0,0", "--baumgarte: both gains 0 stabilise nothing"}}) {
    const Run bad = run_nedyn("generate " + kFloatingQuadruped +
                              " --contacts FL_FOOT --baumgarte " + gains + " -o " + dir);
    CHECK(bad.exit_code == 2);
    CHECK_THAT(bad.err, Catch::Contains(message));
    CHECK_FALSE(std::filesystem::exists(dir));
  }
  const Run no_contacts =
      run_nedyn("generate " + kFloatingQuadruped + " --baumgarte 100,20 -o " + dir);
  CHECK(no_contacts.exit_code == 2);
  CHECK_THAT(no_contacts.err, Catch::Contains("--baumgarte: gains without contacts, there is "
                                              "nothing to hold (--contacts)"));
  CHECK_FALSE(std::filesystem::exists(dir));
}
