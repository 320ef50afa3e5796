// Whether generation tries the expanded closed forms is decided before the
// attempt, from the model: a fixed rotation with an entry that is zero but
// for rounding (a URDF's pi/2 written to 16 digits, kept by --no-snap) makes
// every expansion grow at each joint with terms no identity cancels.
// tests/urdf/jaco6.urdf writes pi as 3.14159265358979, as Kinova's does;
// with --no-snap its closed forms took 11 s before giving up, now none.

#include <catch2/catch.hpp>

#include <algorithm>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/model/urdf_file.hpp"

namespace nedyn {
namespace {

std::vector<std::string> progress_of(bool snap) {
  UrdfOptions options;
  options.snap = snap;
  std::vector<std::string> notes;
  const Model model = load_urdf(NEDYN_SOURCE_DIR "/tests/urdf/jaco6.urdf", options, notes);
  std::vector<std::string> messages;
  CodegenOptions codegen;
  codegen.functions = {"mass_matrix"};
  emitted_dynamics(model, codegen, [&](const std::string& m) { messages.push_back(m); });
  return messages;
}

bool has(const std::vector<std::string>& messages, const std::string& text) {
  return std::any_of(messages.begin(), messages.end(),
                     [&](const std::string& m) { return m.find(text) != std::string::npos; });
}

}  // namespace

TEST_CASE("closed forms are skipped before the attempt for rotations zero but for rounding",
          "[codegen][closed_forms]") {
  const std::vector<std::string> kept = progress_of(false);
  CHECK(has(kept,
            "closed forms skipped (a fixed rotation has an entry that is zero but for "
            "rounding, joint 'joint_1': 3.2e-15"));
  CHECK_FALSE(has(kept, "closed forms of M, G, B, C"));
  // Snapped, the same file's rotations are exact and the closed forms are tried.
  const std::vector<std::string> snapped = progress_of(true);
  CHECK(has(snapped, "closed forms of M, G, B, C"));
  CHECK_FALSE(has(snapped, "zero but for rounding"));
}

}  // namespace nedyn
