// URDF out: every example and test model written as a URDF reads back, by
// nedyn's URDF front end and by ROS kdl_parser, to the same dynamics (rotor
// inertia aside, which URDF cannot hold, and gravity, which the reader assumes).

#include <catch2/catch.hpp>

#include <kdl/chainidsolver_recursive_newton_euler.hpp>
#include <kdl/tree.hpp>
#include <kdl_parser/kdl_parser.hpp>

#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/joint_coupling.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/operational_space.hpp"
#include "nedyn/runtime/urdf_export.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

TEST_CASE("every model written as URDF reads back to the same dynamics", "[urdf][export]") {
  for_each_example_model([](const NumericModel& model, std::mt19937& rng) {
    std::vector<std::string> notes;
    const std::string text = urdf_text(model, notes);
    std::vector<std::string> read_notes;
    NumericModel back =
        instantiate(load_urdf_from_string(text, model.name + ".urdf", {}, read_notes));
    back.gravity = model.gravity;  // a URDF holds none
    const int n = model.dof();
    REQUIRE(back.dof() == n);
    // The file's limits read back as written; a revolute joint without any
    // has none (continuous, no <limit>).
    for (int i = 0; i < n; ++i) {
      const JointLimits& given = model.links[static_cast<std::size_t>(i)].limits;
      const JointLimits& read = back.links[static_cast<std::size_t>(i)].limits;
      INFO("joint " << i + 1);
      for (const auto field :
           {&JointLimits::lower, &JointLimits::upper, &JointLimits::velocity, &JointLimits::effort})
        if (!std::isnan(given.*field)) CHECK(read.*field == given.*field);
      if (!given.any() && model.links[static_cast<std::size_t>(i)].type == JointType::revolute)
        CHECK_FALSE(read.any());
    }
    KDL::Tree tree;
    REQUIRE(kdl_parser::treeFromString(text, tree));
    KDL::Chain chain;
    REQUIRE(tree.getChain(model.name + "_link0", model.name + "_tip", chain));
    KDL::ChainIdSolver_RNE kdl(chain, kdl_gravity(model));
    Workspace ws(model), ws_back(back);
    Eigen::VectorXd a(n), b(n), friction_a(n), friction_b(n);
    Eigen::MatrixXd Ma(n, n), Mb(n, n), Ja(6, n), Jb(6, n);
    KDL::JntArray kdl_tau(chain.getNrOfJoints());
    for (int k = 0; k < 20; ++k) {
      const State s = random_state(model, rng);
      newton_euler(model, ws, s.q, s.qd, s.qdd, -model.gravity, TipWrench{}, a);
      newton_euler(back, ws_back, s.q, s.qd, s.qdd, -back.gravity, TipWrench{}, b);
      mass_matrix(model, ws, s.q, Ma);
      mass_matrix(back, ws_back, s.q, Mb);
      for (int i = 0; i < n; ++i)
        Ma(i, i) -= model.links[static_cast<std::size_t>(i)].rotor_inertia;
      friction(model, s.qd, friction_a);
      friction(back, s.qd, friction_b);
      jacobian(model, ws, s.q, Ja);
      jacobian(back, ws_back, s.q, Jb);
      KDL::Wrenches none(chain.getNrOfSegments(), KDL::Wrench::Zero());
      REQUIRE(kdl.CartToJnt(to_kdl(s.q), to_kdl(s.qd), to_kdl(s.qdd), none, kdl_tau) >= 0);
      INFO("state " << k);
      CHECK(relative_error(b, a) <= kAgreement);
      CHECK(relative_error(Mb, Ma) <= kAgreement);
      CHECK(relative_error(friction_b, friction_a) <= kAgreement);
      CHECK(relative_error(Jb, Ja) <= kAgreement);  // the same last frame
      CHECK(relative_error(kdl_tau.data, a) <= kAgreement);
    }
  });
}

TEST_CASE("coupled joints written as URDF follow their leaders when read back",
          "[urdf][export][mimic]") {
  // The gripper with --mimic couple: its follower is written with <mimic>
  // of the exported leader, and the file read back coupled gives the same
  // torques on the five coordinates (the offsets are folded into origins).
  UrdfOptions coupled;
  coupled.couple_mimics = true;
  std::vector<std::string> notes;
  const NumericModel model = instantiate(load_urdf(kUrdfDir + "gripper_arm.urdf", coupled, notes));
  const std::string text = urdf_text(model, notes);
  CHECK_THAT(text, Catch::Contains("<mimic joint=\"gripper_arm_joint5\" multiplier=\"1\" "
                                   "offset=\"0\"/>"));
  NumericModel back = instantiate(load_urdf_from_string(text, "gripper_arm.urdf", coupled, notes));
  back.gravity = model.gravity;
  const JointCoupling c = joint_coupling(model), c_back = joint_coupling(back);
  REQUIRE(c_back.nv == c.nv);
  Workspace ws(model), ws_back(back);
  std::mt19937 rng(kSeed);
  for (int k = 0; k < 10; ++k) {
    const State s = random_state(model, rng);
    const Eigen::VectorXd y = c.independent_configuration(s.q), yd = c.independent_velocity(s.qd),
                          ydd = c.independent_velocity(s.qdd);
    Eigen::VectorXd a, b;
    coupled_inverse_dynamics(model, ws, c, y, yd, ydd, a);
    coupled_inverse_dynamics(back, ws_back, c_back, y, yd, ydd, b);
    Eigen::MatrixXd M, M_back;  // read from a URDF, neither has rotor inertia
    coupled_mass_matrix(model, ws, c, y, M);
    coupled_mass_matrix(back, ws_back, c_back, y, M_back);
    INFO("state " << k);
    CHECK(relative_error(b, a) <= kAgreement);
    CHECK(relative_error(M_back, M) <= kAgreement);
  }
}

TEST_CASE("what URDF cannot hold is noted", "[urdf][export]") {
  std::mt19937 rng(kSeed);
  const NumericModel puma = load_numeric(NEDYN_MODELS_DIR "/puma560.yaml", rng);
  std::vector<std::string> notes;
  urdf_text(puma, notes);
  REQUIRE(notes.size() == 6);
  CHECK_THAT(notes[0], Catch::StartsWith("joint 1's rotor inertia ") &&
                           Catch::EndsWith(" is left out: URDF has no rotor (armature) inertia"));
}
