// Whole URDF trees (a quadruped, a humanoid-like tree, a dual arm, a hand)
// against an independent reading and solver: ROS kdl_parser builds a KDL tree
// from each file, and KDL's TreeIdSolver_RNE gives the joint forces with
// gravity and, with unit accelerations and no gravity, the columns of M. The
// runtime's two mass-matrix algorithms (Newton-Euler columns and composite
// bodies) agree with each other, and the tree's structure shows in M: joints
// on different branches do not couple (Featherstone, RBDA §6.2).

#include <catch2/catch.hpp>

#include <kdl/tree.hpp>
#include <kdl/treeidsolver_recursive_newton_euler.hpp>
#include <kdl_parser/kdl_parser.hpp>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/model/model_error.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/operational_space.hpp"
#include "test_support.hpp"

namespace nedyn {
namespace {

using test::kSeed;
using test::relative_error;

using test::kUnsnappedUrdf;
using test::kUrdfDir;

const char* const kTrees[] = {"quadruped12.urdf", "humanoid21.urdf", "dual_arm.urdf",
                              "hand16.urdf"};

Model tree_model(const std::string& file, bool snap = false) {
  std::vector<std::string> notes;
  UrdfOptions options;
  options.snap = snap;
  return load_urdf(kUrdfDir + file, options, notes);
}

/// KDL's joint index (q_nr) of each of nedyn's joints, found by name.
std::vector<unsigned> kdl_indices(const KDL::Tree& tree, const Model& model) {
  std::vector<unsigned> index;
  for (const Joint& joint : model.joints) {
    bool found = false;
    for (const auto& entry : tree.getSegments()) {
      const KDL::Segment& segment = GetTreeElementSegment(entry.second);
      if (segment.getJoint().getName() == joint.name &&
          segment.getJoint().getType() != KDL::Joint::None) {
        index.push_back(GetTreeElementQNr(entry.second));
        found = true;
      }
    }
    INFO(joint.name);
    REQUIRE(found);
  }
  return index;
}

KDL::JntArray to_kdl(const Eigen::VectorXd& x, const std::vector<unsigned>& index, unsigned size) {
  KDL::JntArray out(size);
  for (std::size_t i = 0; i < index.size(); ++i) out(index[i]) = x(static_cast<int>(i));
  return out;
}

Eigen::VectorXd from_kdl(const KDL::JntArray& x, const std::vector<unsigned>& index) {
  Eigen::VectorXd out(static_cast<int>(index.size()));
  for (std::size_t i = 0; i < index.size(); ++i) out(static_cast<int>(i)) = x(index[i]);
  return out;
}

}  // namespace

TEST_CASE("whole URDF trees load depth-first in the file's order, named as in the file",
          "[urdf][tree]") {
  const Model quadruped = tree_model("quadruped12.urdf");
  REQUIRE(quadruped.dof() == 12);
  CHECK_FALSE(quadruped.is_chain());
  const std::vector<std::string> expected{"FL_HAA", "FL_HFE", "FL_KFE", "FR_HAA"};
  for (std::size_t i = 0; i < expected.size(); ++i) CHECK(quadruped.joints[i].name == expected[i]);
  // lambda: each leg hangs from the base (0), its joints one after another.
  const std::vector<int> parent = parents(quadruped);
  CHECK(parent == std::vector<int>{0, 0, 1, 2, 0, 4, 5, 0, 7, 8, 0, 10, 11});
  CHECK(quadruped.description == "URDF, tree below base");

  const Model hand = tree_model("hand16.urdf");
  CHECK(hand.dof() == 16);
  CHECK(hand.joints[12].name == "thumb_0");
  CHECK(hand.joints[12].parent == 0);
  // A file of one leaf is still read as the chain to it (its last frame the leaf's).
  CHECK(tree_model("panda_arm.urdf").is_chain());
}

TEST_CASE("trees agree with KDL's TreeIdSolver_RNE: tau, G and M", "[urdf][tree][kdl]") {
  for (const char* file : kTrees) {
    DYNAMIC_SECTION(file) {
      const Model symbolic = tree_model(file);
      const NumericModel model = instantiate(symbolic);
      KDL::Tree tree;
      REQUIRE(kdl_parser::treeFromFile(kUrdfDir + file, tree));
      const unsigned size = tree.getNrOfJoints();
      REQUIRE(static_cast<int>(size) == model.dof());
      const std::vector<unsigned> index = kdl_indices(tree, symbolic);
      const KDL::Vector g(model.gravity(0), model.gravity(1), model.gravity(2));
      KDL::TreeIdSolver_RNE with_gravity(tree, g), without(tree, KDL::Vector::Zero());
      const int n = model.dof();
      Workspace ws(model);
      std::mt19937 rng(kSeed);
      for (int k = 0; k < test::kStates; ++k) {
        const test::State s = test::random_state(model, rng);
        Eigen::VectorXd tau(n), G(n);
        Eigen::MatrixXd M(n, n), M_composite(n, n), M_kdl(n, n);
        newton_euler(model, ws, s.q, s.qd, s.qdd, -model.gravity, TipWrench{}, tau);
        gravity_torques(model, ws, s.q, G);
        mass_matrix(model, ws, s.q, M);
        mass_matrix_composite(model, ws, s.q, M_composite);
        const KDL::JntArray q = to_kdl(s.q, index, size), zero(size);
        KDL::JntArray torques(size);
        REQUIRE(with_gravity.CartToJnt(q, to_kdl(s.qd, index, size), to_kdl(s.qdd, index, size),
                                       KDL::WrenchMap(), torques) >= 0);
        const Eigen::VectorXd tau_kdl = from_kdl(torques, index);
        REQUIRE(with_gravity.CartToJnt(q, zero, zero, KDL::WrenchMap(), torques) >= 0);
        const Eigen::VectorXd G_kdl = from_kdl(torques, index);
        for (int j = 0; j < n; ++j) {
          Eigen::VectorXd unit = Eigen::VectorXd::Zero(n);
          unit(j) = 1;
          REQUIRE(without.CartToJnt(q, zero, to_kdl(unit, index, size), KDL::WrenchMap(),
                                    torques) >= 0);
          M_kdl.col(j) = from_kdl(torques, index);
        }
        Eigen::MatrixXd rotor = Eigen::MatrixXd::Zero(n, n);
        for (int i = 0; i < n; ++i)
          rotor(i, i) = model.links[static_cast<std::size_t>(i)].rotor_inertia;
        INFO(file << " state " << k);
        CHECK(relative_error(tau, tau_kdl) <= kUnsnappedUrdf);
        CHECK(relative_error(G, G_kdl) <= kUnsnappedUrdf);
        CHECK(relative_error(M - rotor, M_kdl) <= kUnsnappedUrdf);
        CHECK(relative_error(M_composite, M) <= test::kAgreement);
        // Joints of which neither lies beyond the other do not couple, exactly.
        for (int i = 1; i <= n; ++i)
          for (int j = 1; j <= n; ++j)
            if (!model.is_beyond(i, j) && !model.is_beyond(j, i)) {
              INFO("M(" << i << ", " << j << ")");
              CHECK(M(i - 1, j - 1) == 0.0);
              CHECK(M_composite(i - 1, j - 1) == 0.0);
            }
      }
    }
  }
}

TEST_CASE("a tree in YAML (parent:) is the robot of its URDF", "[model_file][tree]") {
  // tests/trees/quadruped12.yaml gives each inertia about the link's axes
  // (the URDF turns some by its inertial rpy), to 17 digits.
  const Model yaml = load_model(NEDYN_SOURCE_DIR "/tests/trees/quadruped12.yaml");
  const Model urdf = tree_model("quadruped12.urdf");
  REQUIRE(yaml.dof() == urdf.dof());
  CHECK(parents(yaml) == parents(urdf));
  for (std::size_t i = 0; i < yaml.joints.size(); ++i)
    CHECK(yaml.joints[i].name == urdf.joints[i].name);
  const NumericModel a = instantiate(yaml), b = instantiate(urdf);
  Workspace ws_a(a), ws_b(b);
  const int n = a.dof();
  std::mt19937 rng(kSeed);
  for (int k = 0; k < test::kStates; ++k) {
    const test::State s = test::random_state(a, rng);
    Eigen::VectorXd tau_a(n), tau_b(n);
    Eigen::MatrixXd M_a(n, n), M_b(n, n);
    inverse_dynamics(a, ws_a, s.q, s.qd, s.qdd, tau_a);
    inverse_dynamics(b, ws_b, s.q, s.qd, s.qdd, tau_b);
    mass_matrix(a, ws_a, s.q, M_a);
    mass_matrix(b, ws_b, s.q, M_b);
    INFO("state " << k);
    CHECK(relative_error(tau_a, tau_b) <= 1e-12);
    CHECK(relative_error(M_a, M_b) <= 1e-12);
  }
}

TEST_CASE("the tool frame hangs from the link the model names", "[model_file][tree]") {
  const std::string text = R"(name: two_legs
convention: axes
tool: {link: left, xyz: [0, 0, -0.5]}
joints:
  - {name: left, type: revolute, xyz: [0, 0.1, 0], axis: [0, 1, 0], mass: 1, com: [0, 0, -0.2],
     inertia: {xx: 0.01, yy: 0.01, zz: 0.001}}
  - {name: right, parent: base, type: revolute, xyz: [0, -0.1, 0], axis: [0, 1, 0], mass: 1,
     com: [0, 0, -0.2], inertia: {xx: 0.01, yy: 0.01, zz: 0.001}}
)";
  const Model model = load_model_from_string(text, "two_legs.yaml");
  CHECK(model.tip_link() == 1);
  CHECK(parents(model) == std::vector<int>{0, 0, 0});
  const NumericModel numeric = instantiate(model);
  Workspace ws(numeric);
  Eigen::MatrixXd J(6, 2);
  jacobian(numeric, ws, Eigen::Vector2d(0.3, -0.7), J);
  // The left leg's tool: its joint moves it (x = -0.5 sin(q1) dq1 ...), the right's does not.
  CHECK(J.col(1).norm() == 0.0);
  CHECK(std::abs(J(0, 0) - (-0.5 * std::cos(0.3))) < 1e-15);
}

TEST_CASE("a tree's forward dynamics factorises M in its sparsity, a chain's by Cholesky",
          "[codegen][tree]") {
  // Generation is ~15x slower under the sanitizers; the counts are the same
  // in every build, so the g++ build checks them.
  if (NEDYN_SANITIZED) return;
  const auto forward = [](const Model& model) {
    const EmittedDynamics d = emitted_dynamics(model);
    for (const EmittedFunction& f : d.functions)
      if (f.name() == "forward_dynamics") return f;
    FAIL("no forward_dynamics");
    return EmittedFunction{};
  };
  const Model quadruped = tree_model("quadruped12.urdf");
  const EmittedFunction tree = forward(quadruped);
  CHECK(tree.solves().empty());
  CHECK(tree.results == std::vector<std::string>{"qdd"});
  // One division per joint at most (1 / D_k), and the factorisation of four
  // independent 3 x 3 leg blocks with its solves adds fewer than 100 products
  // to tau's and M's programs (a dense 12 x 12 Cholesky alone takes n^3 / 6 = 288).
  CHECK(tree.count.divisions <= quadruped.dof());
  const EmittedDynamics d = emitted_dynamics(quadruped);
  int tau_and_M = 0;
  for (const EmittedFunction& f : d.functions)
    if (f.name() == "inverse_dynamics" || f.name() == "mass_matrix")
      tau_and_M += f.count.multiplications;
  CHECK(tree.count.multiplications < tau_and_M + 100);
  // A chain the same way: its factorisation inside the program too.
  const Model puma = load_model(NEDYN_MODELS_DIR "/puma560.yaml");
  const EmittedFunction chain = forward(puma);
  CHECK(chain.solves().empty());
  CHECK(chain.count.divisions <= puma.dof());
}

TEST_CASE("snapped trees stay within the snap of the file's numbers", "[urdf][tree]") {
  // The humanoid's hands are turned by 1.570796 (pi/2 to 3.3e-7): snapped,
  // torques move by that relative order.
  const NumericModel snapped = instantiate(tree_model("humanoid21.urdf", true));
  const NumericModel exact = instantiate(tree_model("humanoid21.urdf", false));
  Workspace ws_a(snapped), ws_b(exact);
  std::mt19937 rng(kSeed);
  for (int k = 0; k < 10; ++k) {
    const test::State s = test::random_state(exact, rng);
    Eigen::VectorXd a(exact.dof()), b(exact.dof());
    inverse_dynamics(snapped, ws_a, s.q, s.qd, s.qdd, a);
    inverse_dynamics(exact, ws_b, s.q, s.qd, s.qdd, b);
    CHECK(relative_error(a, b) <= 1e-5);
    CHECK(relative_error(a, b) > 0);
  }
}

}  // namespace nedyn
