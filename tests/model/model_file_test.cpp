// Model files: every example loads; every case in tests/bad_models/ is
// refused with exactly the message in its .expected file.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <optional>

#include "nedyn/model/lowering.hpp"
#include "nedyn/model/model_error.hpp"
#include "nedyn/model/model_file.hpp"
#include "test_support.hpp"

using namespace nedyn;

namespace {

std::string first_line_of(const std::string& path) {
  std::ifstream in(path);
  std::string line;
  std::getline(in, line);
  return line;
}

}  // namespace

TEST_CASE("every example model loads", "[model_file]") {
  for (const std::string& path : test::yaml_files_in(NEDYN_MODELS_DIR)) {
    DYNAMIC_SECTION(path) {
      const Model model = load_model(path);
      CHECK(model.nv() >= 2);  // coordinates: a free body's six
      CHECK(model.source_file == path);
      CHECK(std::filesystem::path(path).stem() == model.name);
    }
  }
}

TEST_CASE("the PUMA 560 is read exactly", "[model_file]") {
  const std::string path = NEDYN_MODELS_DIR "/puma560.yaml";
  const ModelFile puma = test::read_model_path(path);
  REQUIRE(puma.joints.size() == 6);
  CHECK(puma.convention == Convention::standard);
  CHECK(puma.symbols.empty());
  CHECK(puma.joints[1].a == GiNaC::numeric(2159, 5000));  // 0.4318, exactly
  CHECK(puma.joints[0].alpha == GiNaC::Pi / 2);
  CHECK(puma.joints[2].com[2] == GiNaC::numeric(7, 100));
  CHECK(puma.joints[1].mass == GiNaC::numeric(87, 5));
  CHECK(puma.gravity[2] == GiNaC::numeric(-981, 100));
  // Lowered exactly: joint 2 is placed by Rx(alpha_1) = Rx(pi/2), joint 3 at
  // a_2 = 0.4318 along x of frame 2, with nothing rounded.
  const Model lowered = load_model(path);
  CHECK(lowered.description == "standard DH");
  const ExMat3& R = lowered.joints[1].placement.rotation;
  CHECK(R[0][0] == 1);
  CHECK(R[1][1] == 0);
  CHECK(R[1][2] == -1);
  CHECK(R[2][1] == 1);
  CHECK(lowered.joints[2].placement.translation[0] == GiNaC::numeric(2159, 5000));
  CHECK(lowered.joints[1].mass == GiNaC::numeric(87, 5));
}

TEST_CASE("symbolic models keep their symbols", "[model_file]") {
  const Model arm = load_model(NEDYN_MODELS_DIR "/rr_planar.yaml");
  std::vector<std::string> names;
  for (const auto& entry : arm.symbols) names.push_back(entry.first);
  CHECK(names == std::vector<std::string>{"g", "l1", "l2", "m1", "m2"});
  CHECK(arm.description == "modified DH");
  CHECK(arm.joints[1].placement.translation[0] == arm.symbols.at("l1"));
  CHECK((arm.gravity[1] + arm.symbols.at("g")).expand() == 0);
}

TEST_CASE("defaults: gravity, products of inertia, joint effects", "[model_file]") {
  const Model m = load_model_from_string(
      "name: r\nconvention: modified\njoints:\n  - {type: prismatic, alpha: 0, a: 0, d: 0, "
      "theta: 0, mass: 1, com: [0, 0, 0], inertia: {xx: 1, yy: 1, zz: 1}}\n",
      "inline.yaml");
  CHECK(m.gravity[0] == 0);
  CHECK(m.gravity[2] == GiNaC::numeric(-981, 100));
  CHECK(m.joints[0].type == JointType::prismatic);
  CHECK(m.joints[0].inertia.xy == 0);
  CHECK(m.joints[0].viscous == 0);
  CHECK(m.joints[0].rotor_inertia == 0);
}

TEST_CASE("degrees with `deg`, angles beyond 2 pi and lengths beyond 10 m noted", "[model_file]") {
  const std::string text =
      "name: r\nconvention: standard\njoints:\n"
      "  - {type: revolute, alpha: 90 deg, a: 0.5, d: 0, theta: -45deg, mass: 1, com: [0, 0, 0], "
      "inertia: {xx: 1, yy: 1, zz: 1}}\n"
      "  - {type: revolute, alpha: 90, a: 500, d: 0, theta: 0, mass: 1, com: [0, 0, 12], "
      "inertia: {xx: 1, yy: 1, zz: 1}}\n"
      "tool: {rpy: [0, 0, 180 deg]}\n";
  const ModelFile file = read_model_file(text, "units.yaml");
  CHECK(file.joints[0].alpha == GiNaC::Pi / 2);  // exactly
  CHECK(file.joints[0].theta == -GiNaC::Pi / 4);
  CHECK(file.tool_rpy[2] == GiNaC::Pi);
  CHECK(file.joints[1].alpha == 90);  // read as given, and noted
  REQUIRE(file.notes.size() == 3);
  CHECK(file.notes[0] ==
        "units.yaml:5:29: joint 2 alpha 90 is beyond 2 pi in magnitude: angles "
        "are in radians; write '90 deg' for degrees");
  CHECK(file.notes[1] ==
        "units.yaml:5:36: joint 2 a 500 is beyond 10 m in magnitude: lengths are in metres");
  CHECK_THAT(file.notes[2], Catch::StartsWith("units.yaml:5:") &&
                                Catch::EndsWith("joint 2 com[2] 12 is beyond 10 m in magnitude: "
                                                "lengths are in metres"));
  // Symbolic values and values within range are not noted.
  CHECK(read_model_file("name: r\nconvention: standard\njoints:\n  - {type: revolute, alpha: "
                        "6.28, a: L, d: -9.5, theta: 2*pi, mass: 1, com: [0, 0, 0], inertia: "
                        "{xx: 1, yy: 1, zz: 1}}\n",
                        "fine.yaml")
            .notes.empty());
}

TEST_CASE("an inertia that breaks the triangle inequality is noted, or refused when strict",
          "[model_file][bad_input]") {
  const std::string text =
      "name: r\nconvention: standard\njoints:\n  - {type: revolute, alpha: 0, a: 0, d: 0, "
      "theta: 0, mass: 1, com: [0, 0, 0],\n     inertia: {xx: 0, yy: 0.35, zz: 0}}\n";
  const ModelFile file = read_model_file(text, "r.yaml");
  REQUIRE(file.notes.size() == 1);
  CHECK(file.notes[0] ==
        "r.yaml:5:15: joint 1: inertia tensor breaks the triangle inequality: principal "
        "moments 0 + 0 < 0.35: no rigid body has it; loaded as given (--strict-inertia refuses "
        "it)");
  CHECK_THROWS_WITH(read_model_file(text, "r.yaml", true),
                    "r.yaml:5:15: joint 1: inertia tensor breaks the triangle inequality: "
                    "principal moments 0 + 0 < 0.35 (--strict-inertia)");
}

TEST_CASE("each bad model is refused with its expected message", "[model_file][bad_input]") {
  const std::vector<std::string> paths = test::yaml_files_in(NEDYN_BAD_MODELS_DIR);
  CHECK(paths.size() >= 60);
  for (const std::string& path : paths) {
    DYNAMIC_SECTION(path) {
      const std::string expected_file = path.substr(0, path.size() - 5) + ".expected";
      REQUIRE(std::filesystem::exists(expected_file));
      const std::string expected = path + ":" + first_line_of(expected_file);
      std::string message = "(no error)";
      try {
        load_model(path);
      } catch (const ModelError& e) {
        message = e.what();
      }
      CHECK(message == expected);
    }
  }
}

TEST_CASE("a missing file is reported by name", "[model_file][bad_input]") {
  CHECK_THROWS_WITH(load_model("/nonexistent/robot.yaml"),
                    "/nonexistent/robot.yaml: cannot open the file for reading");
}

TEST_CASE("a link's inertial data come back in its file frame exactly, symbols included",
          "[model]") {
  // Standard DH with a symbolic twist and length: the lowering carries the
  // centre of mass and inertia into the joint frame through cos(al) and
  // sin(al); inertial_in_link_frame must undo it to the very symbols
  // written (cos^2 + sin^2 folded), not to an expression equal to them.
  const Model model = load_model_from_string(R"(name: twisted
convention: standard
gravity: [0, 0, -9.81]
joints:
  - type: revolute
    alpha: al
    a: l
    d: 0.2
    theta: 0
    mass: m
    com: [cx, cy, cz]
    inertia: {xx: ixx, yy: iyy, zz: izz, xy: ixy, xz: ixz, yz: iyz}
  - type: prismatic
    alpha: pi/3
    a: 0.1
    d: 0
    theta: 0.4
    mass: 1
    com: [0.1, -0.2, 0.3]
    inertia: {xx: 0.04, yy: 0.05, zz: 0.03, xy: 0.001, xz: -0.002, yz: 0.003}
)",
                                             "twisted.yaml");
  const auto symbol = [&](const std::string& name) -> GiNaC::ex { return model.symbols.at(name); };
  REQUIRE_FALSE(model.joints[0].link_frame.is_identity());
  const LinkInertial first = inertial_in_link_frame(model.joints[0]);
  const GiNaC::ex com[3] = {symbol("cx"), symbol("cy"), symbol("cz")};
  for (std::size_t k = 0; k < 3; ++k) CHECK((first.com[k] - com[k]).is_zero());
  CHECK((first.inertia.xx - symbol("ixx")).is_zero());
  CHECK((first.inertia.yy - symbol("iyy")).is_zero());
  CHECK((first.inertia.zz - symbol("izz")).is_zero());
  CHECK((first.inertia.xy - symbol("ixy")).is_zero());
  CHECK((first.inertia.xz - symbol("ixz")).is_zero());
  CHECK((first.inertia.yz - symbol("iyz")).is_zero());
  // Exact constants (sqrt(3)/2 for pi/3; cos and sin of 0.4 as floats).
  const LinkInertial second = inertial_in_link_frame(model.joints[1]);
  const double written[3] = {0.1, -0.2, 0.3};
  for (std::size_t k = 0; k < 3; ++k)
    CHECK(std::abs(GiNaC::ex_to<GiNaC::numeric>(second.com[k].evalf()).to_double() - written[k]) <
          1e-15);
  CHECK(std::abs(GiNaC::ex_to<GiNaC::numeric>(second.inertia.yz.evalf()).to_double() - 0.003) <
        1e-15);
}

TEST_CASE("contacts: frames of the file, the tool, and a locked joint's link carry over",
          "[model_file][contacts]") {
  const std::string text = R"(name: held
convention: axes
base: floating
joints:
  - {name: a, type: revolute, xyz: [0, 0, 0.1], axis: [0, 0, 1], mass: 1, com: [0.1, 0, 0], inertia: {xx: 0.1, yy: 0.1, zz: 0.1}}
  - {name: b, type: revolute, xyz: [0.3, 0, 0], axis: [0, 1, 0], mass: 1, com: [0.1, 0, 0], inertia: {xx: 0.1, yy: 0.1, zz: 0.1}}
  - {name: c, parent: a, type: revolute, xyz: [0, 0.2, 0], axis: [1, 0, 0], mass: 1, com: [0, 0.1, 0], inertia: {xx: 0.1, yy: 0.1, zz: 0.1}}
  - {name: d, type: prismatic, xyz: [0, 0.1, 0], axis: [0, 1, 0], mass: 1, com: [0, 0.1, 0], inertia: {xx: 0.1, yy: 0.1, zz: 0.1}}
frames:
  - {name: hand, link: b, xyz: [0.2, 0, 0]}
locked: {b: 0.5}
contacts:
  - {frame: hand}
  - {frame: tool, type: 6d}
baumgarte: [100, 2.5e1]
)";
  const Model model = load_model_from_string(text, "held.yaml");
  REQUIRE(model.baumgarte.has_value());
  CHECK(model.baumgarte->kp == 100);
  CHECK(model.baumgarte->kd == 25);
  CHECK_FALSE(load_model_from_string(text.substr(0, text.find("baumgarte")), "held.yaml")
                  .baumgarte.has_value());
  REQUIRE(model.contacts.size() == 2);
  CHECK(model.contacts[0].frame == "hand");
  CHECK(model.contacts[0].type == ContactType::point);
  CHECK(model.contacts[1].frame == "tool");
  CHECK(model.contacts[1].type == ContactType::six_d);
  CHECK(contact_rows(model.contacts) == 9);
  CHECK(model.nv() == 9);  // 6 for the base, a, c, d: b is locked
  // b is locked: the hand is now on a's link.
  Frame hand;
  REQUIRE(named_frame(model, "hand", hand));
  CHECK(hand.link == 1);
}
