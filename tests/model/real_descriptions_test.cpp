// What complete robot descriptions carry and idealised ones do not: mimic
// joints (read as independent joints, as kdl_parser reads them, checked
// against KDL's TreeIdSolver_RNE), joints locked at a value (checked against
// the whole model held at that value), rounding in published inertias and
// masses, and joints that move no mass.

#include <catch2/catch.hpp>

#include <fstream>

#include <kdl/tree.hpp>
#include <kdl/treeidsolver_recursive_newton_euler.hpp>
#include <kdl_parser/kdl_parser.hpp>

#include "cli_support.hpp"
#include "nedyn/model/lowering.hpp"
#include "nedyn/model/massless_motion.hpp"
#include "nedyn/model/model_error.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/model/text_file.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/frames.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "test_support.hpp"

namespace nedyn {
namespace {

using test::kSeed;
using test::kUrdfDir;
using test::relative_error;

Model urdf_model(const std::string& file, const UrdfOptions& options,
                 std::vector<std::string>& notes) {
  return load_urdf(kUrdfDir + file, options, notes);
}

int count_containing(const std::vector<std::string>& notes, const std::string& text) {
  int count = 0;
  for (const std::string& note : notes) count += note.find(text) != std::string::npos ? 1 : 0;
  return count;
}

/// The index of each of `part`'s joints in `whole`, by name.
std::vector<int> indices_by_name(const Model& whole, const Model& part) {
  std::vector<int> index;
  for (const Joint& j : part.joints) {
    int found = -1;
    for (std::size_t k = 0; k < whole.joints.size(); ++k)
      if (whole.joints[k].name == j.name) found = static_cast<int>(k);
    INFO(j.name);
    REQUIRE(found >= 0);
    index.push_back(found);
  }
  return index;
}

const char* const kOneKilogram =
    "<inertial><mass value=\"1\"/><inertia ixx=\"0.1\" iyy=\"0.1\" izz=\"0.1\" ixy=\"0\" "
    "ixz=\"0\" iyz=\"0\"/></inertial>";

/// A URDF of two links on revolute joints: link a with the given mass and
/// inertia entries (text, as written), link b with `b_inertial`.
std::string one_link_urdf(const std::string& mass, const std::string& inertia,
                          const std::string& b_inertial = kOneKilogram) {
  return "<?xml version=\"1.0\"?><robot name=\"r\"><link name=\"base\"/>"
         "<link name=\"a\"><inertial><mass value=\"" +
         mass + "\"/><inertia " + inertia +
         "/></inertial></link>"
         "<link name=\"b\">" +
         b_inertial +
         "</link>"
         "<joint name=\"j1\" type=\"revolute\"><parent link=\"base\"/><child link=\"a\"/>"
         "<axis xyz=\"0 0 1\"/><limit lower=\"-1\" upper=\"1\" effort=\"1\" velocity=\"1\"/>"
         "</joint><joint name=\"j2\" type=\"revolute\"><parent link=\"a\"/><child link=\"b\"/>"
         "<origin xyz=\"0.3 0 0\"/><axis xyz=\"0 1 0\"/>"
         "<limit lower=\"-1\" upper=\"1\" effort=\"1\" velocity=\"1\"/></joint></robot>";
}

}  // namespace

TEST_CASE("mimic joints are independent joints, as kdl_parser reads them", "[urdf][mimic][kdl]") {
  for (const char* file : {"humanoid40.urdf", "panda_hand.urdf"}) {
    DYNAMIC_SECTION(file) {
      std::vector<std::string> notes;
      UrdfOptions options;
      options.snap = false;  // KDL reads the file's numbers
      const Model symbolic = urdf_model(file, options, notes);
      const int mimics = std::string(file) == "humanoid40.urdf" ? 6 : 1;
      CHECK(count_containing(notes, "read as an independent joint") == mimics);
      const NumericModel model = instantiate(symbolic);
      KDL::Tree tree;
      REQUIRE(kdl_parser::treeFromFile(kUrdfDir + file, tree));
      REQUIRE(static_cast<int>(tree.getNrOfJoints()) == model.dof());
      std::map<std::string, unsigned> kdl_index;
      for (const auto& entry : tree.getSegments()) {
        const KDL::Joint& joint = GetTreeElementSegment(entry.second).getJoint();
        if (joint.getType() != KDL::Joint::None)
          kdl_index[joint.getName()] = GetTreeElementQNr(entry.second);
      }
      const int n = model.dof();
      const KDL::Vector g(model.gravity(0), model.gravity(1), model.gravity(2));
      KDL::TreeIdSolver_RNE solver(tree, g);
      Workspace ws(model);
      std::mt19937 rng(kSeed);
      for (int k = 0; k < 10; ++k) {
        const test::State s = test::random_state(model, rng);
        KDL::JntArray q(n), qd(n), qdd(n), torques(n);
        for (int i = 0; i < n; ++i) {
          const unsigned at = kdl_index.at(symbolic.joints[static_cast<std::size_t>(i)].name);
          q(at) = s.q(i);
          qd(at) = s.qd(i);
          qdd(at) = s.qdd(i);
        }
        REQUIRE(solver.CartToJnt(q, qd, qdd, KDL::WrenchMap(), torques) >= 0);
        Eigen::VectorXd tau(n), tau_kdl(n);
        newton_euler(model, ws, s.q, s.qd, s.qdd, -model.gravity, TipWrench{}, tau);
        for (int i = 0; i < n; ++i)
          tau_kdl(i) = torques(kdl_index.at(symbolic.joints[static_cast<std::size_t>(i)].name));
        INFO("state " << k);
        CHECK(relative_error(tau, tau_kdl) <= test::kUnsnappedUrdf);
      }
    }
  }
}

namespace {

/// The locked model against the whole one held at the locked values, at 20
/// seeded states (zero rates of the locked joints): tau, M, and the pose of
/// every frame of the locked model (the tool's where one is placed).
void check_held(const Model& whole_model, const Model& locked_model,
                const std::map<std::string, double>& values) {
  REQUIRE(locked_model.dof() + static_cast<int>(values.size()) == whole_model.dof());
  const NumericModel whole = instantiate(whole_model), locked = instantiate(locked_model);
  const std::vector<int> index = indices_by_name(whole_model, locked_model);
  // The floating base's coordinates come first, the same in both.
  const int base_q = locked.nq() - locked.dof(), base_v = locked.nv() - locked.dof();
  Workspace ws_whole(whole), ws_locked(locked);
  std::mt19937 rng(kSeed);
  const int n = locked.nv(), N = whole.nv();
  for (int k = 0; k < 20; ++k) {
    const test::State s = test::random_state(locked, rng);
    Eigen::VectorXd q = Eigen::VectorXd::Zero(whole.nq()), qd = Eigen::VectorXd::Zero(N), qdd = qd;
    q.head(base_q) = s.q.head(base_q);
    qd.head(base_v) = s.qd.head(base_v);
    qdd.head(base_v) = s.qdd.head(base_v);
    for (const auto& [name, value] : values)
      for (std::size_t j = 0; j < whole_model.joints.size(); ++j)
        if (whole_model.joints[j].name == name) q(base_q + static_cast<int>(j)) = value;
    std::vector<int> row(static_cast<std::size_t>(n));  // of the whole model's vectors
    for (int i = 0; i < base_v; ++i) row[static_cast<std::size_t>(i)] = i;
    for (int i = 0; i < locked.dof(); ++i) {
      const int w = index[static_cast<std::size_t>(i)];
      q(base_q + w) = s.q(base_q + i);
      qd(base_v + w) = s.qd(base_v + i);
      qdd(base_v + w) = s.qdd(base_v + i);
      row[static_cast<std::size_t>(base_v + i)] = base_v + w;
    }
    Eigen::VectorXd tau(n), tau_whole(N);
    Eigen::MatrixXd M(n, n), M_whole(N, N);
    newton_euler(locked, ws_locked, s.q, s.qd, s.qdd, -locked.gravity, TipWrench{}, tau);
    newton_euler(whole, ws_whole, q, qd, qdd, -whole.gravity, TipWrench{}, tau_whole);
    mass_matrix(locked, ws_locked, s.q, M);
    mass_matrix(whole, ws_whole, q, M_whole);
    Eigen::VectorXd tau_expected(n);
    Eigen::MatrixXd M_expected(n, n);
    for (int i = 0; i < n; ++i) {
      tau_expected(i) = tau_whole(row[static_cast<std::size_t>(i)]);
      for (int j = 0; j < n; ++j)
        M_expected(i, j) =
            M_whole(row[static_cast<std::size_t>(i)], row[static_cast<std::size_t>(j)]);
    }
    INFO("state " << k);
    CHECK(relative_error(tau, tau_expected) <= test::kAgreement);
    CHECK(relative_error(M, M_expected) <= test::kAgreement);
    for (const NumericFrame& frame : locked.frames) {
      INFO("frame " << frame.name);
      CHECK(relative_error(frame_pose(locked, ws_locked, s.q, frame),
                           frame_pose(whole, ws_whole, q, frame_named(whole, frame.name))) <=
            test::kAgreement);
    }
    if (!locked_model.tool.is_identity() || locked_model.tool_link > 0) {
      INFO("tool frame");
      CHECK(relative_error(frame_pose(locked, ws_locked, s.q, locked.tool_frame()),
                           frame_pose(whole, ws_whole, q, whole.tool_frame())) <= test::kAgreement);
    }
  }
}

}  // namespace

TEST_CASE("a locked joint is the whole model held at its value", "[urdf][lock]") {
  struct Case {
    const char* file;
    std::map<std::string, double> locked;
  };
  const Case cases[] = {
      {"panda_hand.urdf", {{"panda_finger_joint1", 0.02}, {"panda_finger_joint2", 0.035}}},
      {"humanoid40.urdf", {{"l_elbow", 0.7}, {"r_wrist", -0.4}, {"l_index_proximal", 1.1}}},
      {"panda_hand.urdf", {{"panda_joint4", -1.2}}},  // on the arm's chain
  };
  for (const Case& c : cases) {
    DYNAMIC_SECTION(c.file << " " << c.locked.begin()->first) {
      std::vector<std::string> notes;
      const Model whole_model = urdf_model(c.file, UrdfOptions{}, notes);
      UrdfOptions options;
      options.locked = c.locked;
      const Model locked_model = urdf_model(c.file, options, notes);
      CHECK(count_containing(notes, "(--lock)") == static_cast<int>(c.locked.size()));
      check_held(whole_model, locked_model, c.locked);
    }
  }
}

TEST_CASE("a model file's locked joints are the whole model held at their values", "[yaml][lock]") {
  // DH tables (a tool placed on the last link, frames on locked links), a
  // prismatic joint, and a tree on a floating base whose locked hip joins
  // the base body.
  struct Case {
    std::string file, more;
    std::map<std::string, double> locked;
    bool floating = false;
  };
  const std::string models = NEDYN_SOURCE_DIR "/models/";
  const std::string frames =
      "tool: {xyz: [0.01, 0.02, 0.1], rpy: [0.1, 0.2, 0.3]}\n"
      "frames:\n"
      "  - {name: on5, link: joint5, xyz: [0.03, -0.01, 0.05], rpy: [0.3, 0, 0.2]}\n"
      "  - {name: on3, link: joint3, xyz: [0.1, 0, 0]}\n";
  const Case cases[] = {
      {models + "ur5.yaml", frames, {{"joint6", 0.4}, {"joint5", -0.9}}},
      {models + "ur5.yaml", frames, {{"joint3", 1.3}}},
      {models + "panda.yaml", frames, {{"joint7", 0.3}, {"joint4", -2.1}}},
      {models + "stanford.yaml", frames, {{"joint3", 0.25}, {"joint2", 0.5}}},
      {NEDYN_SOURCE_DIR "/tests/trees/quadruped12.yaml",
       "frames:\n  - {name: fl_foot, link: FL_KFE, xyz: [0, 0, -0.16]}\n",
       {{"FL_HAA", 0.2}, {"FL_KFE", -1.1}, {"HR_HFE", 0.6}},
       true},
  };
  for (const Case& c : cases) {
    DYNAMIC_SECTION(c.file << " " << c.locked.begin()->first) {
      const std::string text = read_text_file(c.file, 1 << 20) + c.more;
      std::string locked_text = "locked:\n";
      for (const auto& [name, value] : c.locked)
        locked_text += "  " + name + ": " + std::to_string(value) + "\n";
      Model whole_model = load_model_from_string(text, c.file);
      Model locked_model = load_model_from_string(text + locked_text, c.file);
      whole_model.floating_base = locked_model.floating_base = c.floating;
      check_held(whole_model, locked_model, c.locked);
      // --lock on the command line locks the same way.
      const std::string temporary = test::fresh_directory("locked") + "/locked.yaml";
      std::ofstream(temporary) << text;
      std::vector<std::string> notes;
      Model by_option = load_model(temporary, notes, false, c.locked);
      by_option.floating_base = c.floating;
      CHECK(count_containing(notes, "(--lock)") == static_cast<int>(c.locked.size()));
      check_held(whole_model, by_option, c.locked);
    }
  }
}

TEST_CASE("rounding in a published inertia or mass is zero, with a note, and more is refused",
          "[urdf][inertia]") {
  std::vector<std::string> notes;
  // An iCub link's tensor: a principal moment of -1.35525e-20 on moments of 1e-5.
  const Model rounded = load_urdf_from_string(
      one_link_urdf("0.5",
                    "ixx=\"1e-5\" iyy=\"2e-5\" izz=\"-1.35525e-20\" ixy=\"0\" ixz=\"0\" "
                    "iyz=\"0\""),
      "icub.urdf", UrdfOptions{}, notes);
  CHECK(rounded.dof() == 2);
  CHECK(count_containing(notes,
                         "principal moment -1.36e-20 read as 0 (rounding: 6.78e-16 of "
                         "the largest, within 1e-12)") == 1);
  // 1e-10 of the largest moment is no rounding of a published number.
  CHECK_THROWS_WITH(load_urdf_from_string(one_link_urdf("0.5",
                                                        "ixx=\"1e-5\" iyy=\"2e-5\" "
                                                        "izz=\"-2e-15\" ixy=\"0\" "
                                                        "ixz=\"0\" iyz=\"0\""),
                                          "far.urdf", UrdfOptions{}, notes),
                    Catch::Contains("link 'a': inertia tensor is not positive semi-definite "
                                    "(principal moment -2e-15)"));
  // A mass of -1e-15 beside a link of 1 kg is zero; -1e-9 is refused.
  notes.clear();
  const Model massless = load_urdf_from_string(
      one_link_urdf("-1e-15", "ixx=\"0\" iyy=\"0\" izz=\"0\" ixy=\"0\" ixz=\"0\" iyz=\"0\""),
      "mass.urdf", UrdfOptions{}, notes);
  CHECK(massless.joints[0].mass.is_zero());
  CHECK(count_containing(notes,
                         "link 'a': mass -1e-15 read as 0 (rounding: within 1e-12 of "
                         "the robot's largest mass)") == 1);
  CHECK_THROWS_WITH(load_urdf_from_string(one_link_urdf("-1e-9",
                                                        "ixx=\"0\" iyy=\"0\" izz=\"0\" "
                                                        "ixy=\"0\" ixz=\"0\" iyz=\"0\""),
                                          "mass.urdf", UrdfOptions{}, notes),
                    Catch::Contains("link 'a': its mass must not be negative (got -1e-09)"));
}

TEST_CASE("a joint that moves no mass is named, with what to do", "[urdf][massless]") {
  std::vector<std::string> notes;
  // Joint 1 carries link a (empty) and, beyond joint 2, link b: it moves mass.
  const Model carries = load_urdf_from_string(
      one_link_urdf("0", "ixx=\"0\" iyy=\"0\" izz=\"0\" ixy=\"0\" ixz=\"0\" iyz=\"0\""), "a.urdf",
      UrdfOptions{}, notes);
  CHECK(joints_moving_no_inertia(carries).empty());
  // With link b empty too, neither joint moves anything.
  const std::string text =
      one_link_urdf("0", "ixx=\"0\" iyy=\"0\" izz=\"0\" ixy=\"0\" ixz=\"0\" iyz=\"0\"", "");
  const Model empty_end = load_urdf_from_string(text, "empty.urdf", UrdfOptions{}, notes);
  REQUIRE(empty_end.dof() == 2);
  const std::vector<int> massless = joints_moving_no_inertia(empty_end);
  REQUIRE(massless == std::vector<int>{1, 2});
  CHECK_THAT(massless_motion_problem(empty_end, 2),
             Catch::StartsWith("joint 2 (j2) moves no mass and no rotor inertia: the mass matrix "
                               "is singular in every configuration (M(2,2) = 0)") &&
                 Catch::EndsWith("fix the joint with --lock j2 or give it a rotor inertia"));
}

TEST_CASE("default frames: leaves with mass or named like an end effector, a tree no tool",
          "[urdf][frames]") {
  std::vector<std::string> notes;
  // An IMU and a dummy link as leaves beside the arm's last link: left out.
  std::string text = one_link_urdf("1",
                                   "ixx=\"0.1\" iyy=\"0.1\" izz=\"0.1\" ixy=\"0\" ixz=\"0\" "
                                   "iyz=\"0\"");
  text.replace(text.find("</robot>"), 8,
               "<link name=\"imu_link\"/><joint name=\"imu\" type=\"fixed\"><parent link=\"a\"/>"
               "<child link=\"imu_link\"/></joint><link name=\"FR_thigh_shoulder\"/><joint "
               "name=\"dummy\" type=\"fixed\"><parent link=\"a\"/><child "
               "link=\"FR_thigh_shoulder\"/></joint></robot>");
  const Model arm = load_urdf_from_string(text, "arm.urdf", UrdfOptions{}, notes);
  REQUIRE(arm.is_chain());
  std::vector<std::string> names;
  for (const Frame& f : chosen_frames(arm)) names.push_back(f.name);
  CHECK(names == std::vector<std::string>{"b", "tool"});
  CHECK(default_frame_reason(arm, chosen_frames(arm)[0]) == "a leaf that carries mass");
  CHECK(default_frame_reason(arm, chosen_frames(arm)[1]) == "the tool frame");
  // A tree's last link is no tool: the humanoid's frames are its leaves.
  const Model humanoid = urdf_model("humanoid40.urdf", UrdfOptions{}, notes);
  names.clear();
  for (const Frame& f : chosen_frames(humanoid)) names.push_back(f.name);
  CHECK(std::find(names.begin(), names.end(), "tool") == names.end());
  CHECK(std::find(names.begin(), names.end(), "l_index_tip") != names.end());
  // Unless a tool is placed.
  Model with_tool = humanoid;
  with_tool.tool = translation(0, 0, 0.1);
  CHECK(chosen_frames(with_tool).back().name == "tool");
}

}  // namespace nedyn
