// The URDF front end against an independent reading of the same files:
// ROS kdl_parser builds a KDL tree from each, and KDL's solvers (chain RNE,
// ChainDynParam; TreeIdSolver_RNE on the whole tree where side branches
// hang, with their joints held at 0) must agree with nedyn's runtime. The
// Panda and the UR5 as URDFs are also the robots of their DH files.

#include <map>
#include <regex>

#include <catch2/catch.hpp>

#include <kdl/chaindynparam.hpp>
#include <kdl/chainidsolver_recursive_newton_euler.hpp>
#include <kdl/tree.hpp>
#include <kdl/treefksolverpos_recursive.hpp>
#include <kdl/treeidsolver_recursive_newton_euler.hpp>
#include <kdl_parser/kdl_parser.hpp>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/model/model_error.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/frames.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "test_support.hpp"

namespace nedyn {
namespace {

using test::kSeed;
using test::relative_error;

const std::string& kUrdf = test::kUrdfDir;

/// With --no-snap nedyn reads the file's numbers as KDL does
/// (test::kUnsnappedUrdf). Snapping turns angles by up to kSnapAngle (1e-5
/// rad; the test files' snaps are at most 3.7e-6): torques then move by that
/// relative order.
constexpr double kUnsnapped = test::kUnsnappedUrdf;
constexpr double kSnapped = 1e-4;

NumericModel urdf_model(const std::string& file, UrdfOptions options = {}) {
  std::vector<std::string> notes;
  return instantiate(load_urdf(kUrdf + file, options, notes));
}

std::vector<std::string> urdf_notes(const std::string& file, UrdfOptions options = {}) {
  std::vector<std::string> notes;
  load_urdf(kUrdf + file, options, notes);
  return notes;
}

KDL::Tree kdl_tree(const std::string& file) {
  KDL::Tree tree;
  REQUIRE(kdl_parser::treeFromFile(kUrdf + file, tree));
  return tree;
}

// Chain solvers of KDL on the chain from base to tip, against the runtime.
void check_against_kdl_chain(const std::string& file, const std::string& base,
                             const std::string& tip, bool snap, double tolerance) {
  UrdfOptions options;
  options.base = base;
  options.tip = tip;
  options.snap = snap;
  const NumericModel model = urdf_model(file, options);
  KDL::Chain chain;
  REQUIRE(kdl_tree(file).getChain(base, tip, chain));
  REQUIRE(static_cast<int>(chain.getNrOfJoints()) == model.dof());
  const KDL::Vector g(model.gravity(0), model.gravity(1), model.gravity(2));
  KDL::ChainIdSolver_RNE rne(chain, g);
  KDL::ChainDynParam dynamics(chain, g);
  const int n = model.dof();
  Workspace ws(model);
  std::mt19937 rng(kSeed);
  for (int k = 0; k < test::kStates; ++k) {
    const test::State s = test::random_state(model, rng);
    Eigen::VectorXd tau(n), G(n);
    Eigen::MatrixXd M(n, n);
    newton_euler(model, ws, s.q, s.qd, s.qdd, -model.gravity, TipWrench{}, tau);
    gravity_torques(model, ws, s.q, G);
    mass_matrix(model, ws, s.q, M);
    KDL::JntArray kdl_tau(chain.getNrOfJoints()), kdl_G(chain.getNrOfJoints());
    KDL::JntSpaceInertiaMatrix kdl_M(chain.getNrOfJoints());
    KDL::Wrenches none(chain.getNrOfSegments(), KDL::Wrench::Zero());
    REQUIRE(rne.CartToJnt(test::to_kdl(s.q), test::to_kdl(s.qd), test::to_kdl(s.qdd), none,
                          kdl_tau) >= 0);
    REQUIRE(dynamics.JntToGravity(test::to_kdl(s.q), kdl_G) >= 0);
    REQUIRE(dynamics.JntToMass(test::to_kdl(s.q), kdl_M) >= 0);
    Eigen::MatrixXd rotor = Eigen::MatrixXd::Zero(n, n);
    for (int i = 0; i < n; ++i)
      rotor(i, i) = model.links[static_cast<std::size_t>(i)].rotor_inertia;
    INFO(file << " state " << k);
    CHECK(relative_error(tau, kdl_tau.data) <= tolerance);
    CHECK(relative_error(G, kdl_G.data) <= tolerance);
    CHECK(relative_error(M - rotor, kdl_M.data) <= tolerance);
  }
}

}  // namespace

TEST_CASE("URDF chains agree with KDL's chain solvers on kdl_parser's tree", "[urdf][kdl]") {
  SECTION("the Panda, Franka's frames") {
    check_against_kdl_chain("panda_arm.urdf", "panda_link0", "panda_link8", false, kUnsnapped);
    check_against_kdl_chain("panda_arm.urdf", "panda_link0", "panda_link8", true, kUnsnapped);
  }
  SECTION("the UR5, UR's URDF frames (not DH), pi/2 written 1.570796") {
    check_against_kdl_chain("ur5.urdf", "base_link", "tool0", false, kUnsnapped);
    check_against_kdl_chain("ur5.urdf", "base_link", "tool0", true, kSnapped);
  }
}

TEST_CASE("a tree with a locked gripper agrees with KDL's tree solver", "[urdf][kdl]") {
  for (const bool snap : {false, true}) {
    DYNAMIC_SECTION("snap " << snap) {
      UrdfOptions options;
      options.tip = "tcp";
      options.snap = snap;
      const NumericModel model = urdf_model("gripper_arm.urdf", options);
      const KDL::Tree tree = kdl_tree("gripper_arm.urdf");
      const KDL::Vector g(model.gravity(0), model.gravity(1), model.gravity(2));
      KDL::TreeIdSolver_RNE solver(tree, g);
      // The chain's joints in the tree's numbering; the fingers stay at 0.
      std::vector<unsigned> index;
      for (const char* name : {"link1", "link2", "link3", "link4"})
        index.push_back(tree.getSegment(name)->second.q_nr);
      const int n = model.dof();
      REQUIRE(n == 4);
      Workspace ws(model);
      std::mt19937 rng(kSeed);
      for (int k = 0; k < test::kStates; ++k) {
        const test::State s = test::random_state(model, rng);
        KDL::JntArray q(tree.getNrOfJoints()), qd(tree.getNrOfJoints()), qdd(tree.getNrOfJoints()),
            torques(tree.getNrOfJoints());
        for (int i = 0; i < n; ++i) {
          q(index[static_cast<std::size_t>(i)]) = s.q(i);
          qd(index[static_cast<std::size_t>(i)]) = s.qd(i);
          qdd(index[static_cast<std::size_t>(i)]) = s.qdd(i);
        }
        REQUIRE(solver.CartToJnt(q, qd, qdd, KDL::WrenchMap(), torques) >= 0);
        Eigen::VectorXd tau(n), expected(n);
        newton_euler(model, ws, s.q, s.qd, s.qdd, -model.gravity, TipWrench{}, tau);
        for (int i = 0; i < n; ++i) expected(i) = torques(index[static_cast<std::size_t>(i)]);
        INFO("state " << k);
        CHECK(relative_error(tau, expected) <= (snap ? kSnapped : kUnsnapped));
      }
    }
  }
}

TEST_CASE("every link of a cut-out chain is a frame where KDL's tree puts it", "[urdf][kdl]") {
  // The gripper's chain ends at the tcp, fixed beyond the hand, with two
  // fingers locked at 0; cut at link4 the hand and the tcp hang beyond the
  // chain's last link. The Panda's flange is fixed after link 7.
  const std::vector<std::array<const char*, 2>> cases = {
      {"gripper_arm.urdf", "tcp"}, {"gripper_arm.urdf", "link4"}, {"panda_arm.urdf", ""}};
  for (const auto& [file, tip] : cases) {
    DYNAMIC_SECTION(file << " to " << tip) {
      UrdfOptions options;
      options.tip = tip;
      options.snap = false;
      std::vector<std::string> notes;
      const Model read = load_urdf(kUrdf + file, options, notes);
      const NumericModel model = instantiate(read);
      const KDL::Tree tree = kdl_tree(file);
      KDL::TreeFkSolverPos_recursive fk(tree);
      std::map<std::string, unsigned> q_nr;  // KDL's coordinate of each joint
      for (const auto& segment : tree.getSegments())
        q_nr[segment.second.segment.getJoint().getName()] = segment.second.q_nr;
      REQUIRE(model.frames.size() + 1 >= tree.getNrOfSegments());  // KDL's root is no segment
      Workspace ws(model);
      std::mt19937 rng(kSeed);
      for (int k = 0; k < 20; ++k) {
        const test::State s = test::random_state(model, rng);
        KDL::JntArray q(tree.getNrOfJoints());  // joints off the chain at 0
        for (int i = 0; i < model.dof(); ++i)
          q(q_nr.at(read.joints[static_cast<std::size_t>(i)].name)) = s.q(i);
        for (const NumericFrame& frame : model.frames) {
          INFO("state " << k << ", frame " << frame.name);
          KDL::Frame expected;
          if (frame.name == tree.getRootSegment()->first) {
            expected = KDL::Frame::Identity();
          } else {
            REQUIRE(fk.JntToCart(q, expected, frame.name) >= 0);
          }
          const Eigen::Matrix4d T = frame_pose(model, ws, s.q, frame);
          Eigen::Matrix4d T_kdl = Eigen::Matrix4d::Identity();
          for (int r = 0; r < 3; ++r) {
            T_kdl(r, 3) = expected.p(r);
            for (int c = 0; c < 3; ++c) T_kdl(r, c) = expected.M(r, c);
          }
          CHECK((T - T_kdl).cwiseAbs().maxCoeff() <= kUnsnapped);
        }
      }
    }
  }
}

TEST_CASE("the Panda and the UR5 as URDFs are the robots of their DH files", "[urdf]") {
  for (const auto& pair :
       {std::make_pair("panda_arm.urdf", "panda.yaml"), std::make_pair("ur5.urdf", "ur5.yaml")}) {
    DYNAMIC_SECTION(pair.first) {
      const NumericModel urdf = urdf_model(pair.first);
      const NumericModel dh =
          instantiate(load_model(NEDYN_MODELS_DIR "/" + std::string(pair.second)));
      const int n = dh.dof();
      REQUIRE(urdf.dof() == n);
      Workspace ws_urdf(urdf), ws_dh(dh);
      std::mt19937 rng(kSeed);
      for (int k = 0; k < test::kStates; ++k) {
        const test::State s = test::random_state(dh, rng);
        Eigen::VectorXd a(n), b(n);
        Eigen::MatrixXd Ma(n, n), Mb(n, n);
        inverse_dynamics(urdf, ws_urdf, s.q, s.qd, s.qdd, a);
        inverse_dynamics(dh, ws_dh, s.q, s.qd, s.qdd, b);
        mass_matrix(urdf, ws_urdf, s.q, Ma);
        mass_matrix(dh, ws_dh, s.q, Mb);
        INFO("state " << k);
        CHECK(relative_error(a, b) <= test::kAgreement);
        CHECK(relative_error(Ma, Mb) <= test::kAgreement);
      }
    }
  }
}

TEST_CASE("the Panda's URDF emits no more operations than its DH file", "[urdf][codegen]") {
  // Operation counts are the same in every build; the sanitizers' build,
  // ~15x slower at generation, leaves them to the g++ build.
  if (NEDYN_SANITIZED) return;
  // Up to link 7, the DH file's last frame (the Jacobian's point).
  std::vector<std::string> notes;
  UrdfOptions to_link7;
  to_link7.tip = "panda_link7";
  // The frame functions of the tool alone: the URDF's leaves are frames the
  // DH file does not have.
  CodegenOptions tool_only;
  tool_only.frames = {"tool"};
  const EmittedDynamics urdf =
      emitted_dynamics(load_urdf(kUrdf + "panda_arm.urdf", to_link7, notes), tool_only);
  const EmittedDynamics dh =
      emitted_dynamics(load_model(NEDYN_MODELS_DIR "/panda.yaml"), tool_only);
  REQUIRE(urdf.functions.size() == dh.functions.size());
  for (std::size_t i = 0; i < dh.functions.size(); ++i) {
    INFO(dh.functions[i].name());
    CHECK(urdf.functions[i].count.total() <= dh.functions[i].count.total());
  }
}

TEST_CASE("URDF numbers are exact and snaps, locks and massless links are noted", "[urdf]") {
  std::vector<std::string> notes;
  const Model panda = load_urdf(kUrdf + "panda_arm.urdf", {}, notes);
  CHECK(panda.name == "panda");
  CHECK(panda.joints[2].placement.translation[1] == GiNaC::numeric(-79, 250));  // -0.316
  CHECK(panda.joints[0].mass == GiNaC::numeric(4970684, 1000000));
  CHECK(panda.tip().translation[2] == GiNaC::numeric(107, 1000));  // the flange, link8

  const auto has = [](const std::vector<std::string>& lines, const std::string& part) {
    for (const std::string& l : lines)
      if (l.find(part) != std::string::npos) return true;
    return false;
  };
  UrdfOptions to_tcp;
  to_tcp.tip = "tcp";
  const std::vector<std::string> gripper = urdf_notes("gripper_arm.urdf", to_tcp);
  CHECK(has(gripper, "joint 'j2' origin rpy[0] 1.5708 read as pi/2 (snapped by 3.7e-06 rad)"));
  CHECK(has(gripper, "joint 'finger_left_joint' is off the chain: locked at 0"));
  CHECK(has(gripper, "joint 'finger_right_joint' is off the chain: locked at 0"));
  CHECK(has(gripper, "link 'tcp' has no inertial data: massless"));
  to_tcp.snap = false;
  CHECK_FALSE(has(urdf_notes("gripper_arm.urdf", to_tcp), "snapped"));

  const std::vector<std::string> ur5 = urdf_notes("ur5.urdf");
  CHECK(has(ur5, "joint 'shoulder_lift_joint' origin rpy[1] 1.570796 read as pi/2"));
}

TEST_CASE("an inertia that breaks the triangle inequality is noted, or refused when strict",
          "[urdf][bad_input]") {
  // A positive definite tensor of principal moments 7.86e-5 + 1.47e-4 <
  // 2.32e-4, as a published gripper link has (Pinocchio and KDL load it).
  const std::string text =
      "<robot name=\"r\"><link name=\"base\"/><link name=\"gripper\"><inertial><mass "
      "value=\"0.2\"/><inertia ixx=\"7.86e-5\" iyy=\"1.47e-4\" izz=\"2.32e-4\" ixy=\"0\" "
      "ixz=\"0\" iyz=\"0\"/></inertial></link><joint name=\"j\" type=\"revolute\"><parent "
      "link=\"base\"/><child link=\"gripper\"/><axis xyz=\"0 0 1\"/><limit lower=\"-1\" "
      "upper=\"1\" effort=\"1\" velocity=\"1\"/></joint></robot>";
  std::vector<std::string> notes;
  const Model model = load_urdf_from_string(text, "r.urdf", {}, notes);
  REQUIRE(notes.size() == 1);
  CHECK(notes[0] ==
        "r.urdf: link 'gripper': inertia tensor breaks the triangle inequality: principal "
        "moments 7.86e-05 + 0.000147 < 0.000232: no rigid body has it; loaded as given "
        "(--strict-inertia refuses it)");
  CHECK(model.joints[0].inertia.zz == GiNaC::numeric(29, 125000));  // as given: 2.32e-4
  UrdfOptions strict;
  strict.strict_inertia = true;
  CHECK_THROWS_WITH(load_urdf_from_string(text, "r.urdf", strict, notes),
                    Catch::Contains("link 'gripper': inertia tensor breaks the triangle "
                                    "inequality") &&
                        Catch::EndsWith("(--strict-inertia)"));
  // A tensor with a negative principal moment stays refused either way.
  const std::string negative = std::regex_replace(text, std::regex("7\\.86e-5"), "-7.86e-5");
  CHECK_THROWS_WITH(load_urdf_from_string(negative, "r.urdf", {}, notes),
                    Catch::Contains("not positive semi-definite"));
}

TEST_CASE("a chain is cut out by --base and --tip, or refused with the choices",
          "[urdf][bad_input]") {
  const auto message = [](const std::string& file, UrdfOptions options) {
    std::vector<std::string> notes;
    try {
      load_urdf(kUrdf + file, options, notes);
    } catch (const ModelError& e) {
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  // The whole tree by default: the gripper's mimic finger is an independent joint.
  CHECK(message("gripper_arm.urdf", {}) == "(no error)");
  UrdfOptions options;
  options.tip = "nowhere";
  CHECK_THAT(message("gripper_arm.urdf", options),
             Catch::Contains("--tip: no link 'nowhere' in the file (links: "));
  options.tip = "link1";
  options.base = "link3";
  CHECK_THAT(message("gripper_arm.urdf", options),
             Catch::EndsWith("link 'link1' is not below link 'link3': no chain joins them"));
  options = {};
  options.base = "link2";
  options.tip = "link3";
  const NumericModel one = urdf_model("gripper_arm.urdf", options);
  CHECK(one.dof() == 1);  // the spacer's fixed joint merged, j3 alone
  options.name = "not an identifier";
  CHECK_THAT(message("gripper_arm.urdf", options), Catch::Contains("--name: "));
}

}  // namespace nedyn
