// Joints by placement and axis (convention: axes) and their lowering to the
// one kinematic form: the Panda and the UR5 written that way are the robots
// of their DH files, the exact rotations that take an axis to z, and the
// absorption of a placement's turn about z into a revolute joint's offset.
// Every axes model also goes through KDL (tests/runtime, chains built from
// the file's own origins and axes) and the Lagrange reference.

#include <catch2/catch.hpp>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/model/lowering.hpp"
#include "nedyn/model/model_error.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "test_support.hpp"

namespace nedyn {
namespace {

using test::kAgreement;
using test::kSeed;
using test::kStates;

bool exactly_zero(const GiNaC::ex& e) { return e.normal().is_zero(); }

}  // namespace

TEST_CASE("the Panda and the UR5 by placement and axis have their DH files' dynamics",
          "[axes][lowering]") {
  for (const auto& pair :
       {std::make_pair("panda", "panda_axes"), std::make_pair("ur5", "ur5_axes")}) {
    DYNAMIC_SECTION(pair.second) {
      const NumericModel dh =
          instantiate(load_model(NEDYN_MODELS_DIR "/" + std::string(pair.first) + ".yaml"));
      const NumericModel axes =
          instantiate(load_model(NEDYN_MODELS_DIR "/" + std::string(pair.second) + ".yaml"));
      REQUIRE(dh.dof() == axes.dof());
      const int n = dh.dof();
      Workspace ws_dh(dh), ws_axes(axes);
      std::mt19937 rng(kSeed);
      for (int k = 0; k < kStates; ++k) {
        const test::State s = test::random_state(dh, rng);
        Eigen::VectorXd tau_dh(n), tau_axes(n), G_dh(n), G_axes(n);
        Eigen::MatrixXd M_dh(n, n), M_axes(n, n);
        inverse_dynamics(dh, ws_dh, s.q, s.qd, s.qdd, tau_dh);
        inverse_dynamics(axes, ws_axes, s.q, s.qd, s.qdd, tau_axes);
        gravity_torques(dh, ws_dh, s.q, G_dh);
        gravity_torques(axes, ws_axes, s.q, G_axes);
        mass_matrix(dh, ws_dh, s.q, M_dh);
        mass_matrix(axes, ws_axes, s.q, M_axes);
        INFO("state " << k);
        CHECK(test::relative_error(tau_axes, tau_dh) <= kAgreement);
        CHECK(test::relative_error(G_axes, G_dh) <= kAgreement);
        CHECK(test::relative_error(M_axes, M_dh) <= kAgreement);
      }
    }
  }
}

TEST_CASE("the Panda in Franka's frames emits no more operations than its DH file",
          "[axes][codegen]") {
  // Operation counts are the same in every build; the sanitizers' build,
  // ~15x slower at generation, leaves them to the g++ build.
  if (NEDYN_SANITIZED) return;
  const EmittedDynamics dh = emitted_dynamics(load_model(NEDYN_MODELS_DIR "/panda.yaml"));
  const EmittedDynamics axes = emitted_dynamics(load_model(NEDYN_MODELS_DIR "/panda_axes.yaml"));
  REQUIRE(dh.functions.size() == axes.functions.size());
  for (std::size_t i = 0; i < dh.functions.size(); ++i) {
    INFO(axes.functions[i].name());
    REQUIRE(axes.functions[i].name() == dh.functions[i].name());
    CHECK(axes.functions[i].count.total() <= dh.functions[i].count.total());
  }
}

TEST_CASE("an axis is taken to z by an exact rotation", "[axes][lowering]") {
  const GiNaC::ex r = GiNaC::sqrt(GiNaC::ex(2)) / 2;
  for (const ExVec3& u :
       {ExVec3{0, 0, 1}, ExVec3{0, 0, -1}, ExVec3{1, 0, 0}, ExVec3{0, -1, 0}, ExVec3{0, r, r},
        normalized(ExVec3{1, 0, 2}), normalized(ExVec3{-3, 4, 12})}) {
    const ExMat3 Q = rotation_taking_z_to(u);
    for (std::size_t a = 0; a < 3; ++a) {
      INFO("u = (" << u[0] << ", " << u[1] << ", " << u[2] << "), row " << a);
      CHECK(exactly_zero(Q[a][2] - u[a]));  // Q z = u
      for (std::size_t b = 0; b < 3; ++b) {
        GiNaC::ex dot = 0;
        for (std::size_t k = 0; k < 3; ++k) dot += Q[a][k] * Q[b][k];
        CHECK(exactly_zero(dot - (a == b ? 1 : 0)));  // Q Q^T = I
      }
    }
    // det Q = +1: a rotation, not a reflection.
    const GiNaC::ex det = Q[0][0] * (Q[1][1] * Q[2][2] - Q[1][2] * Q[2][1]) -
                          Q[0][1] * (Q[1][0] * Q[2][2] - Q[1][2] * Q[2][0]) +
                          Q[0][2] * (Q[1][0] * Q[2][1] - Q[1][1] * Q[2][0]);
    CHECK(exactly_zero(det - 1));
  }
}

TEST_CASE("axes along x and y lower to signed permutations, a turn about z to an offset",
          "[axes][lowering]") {
  const Model ur5 = load_model(NEDYN_MODELS_DIR "/ur5_axes.yaml");
  for (const Joint& j : ur5.joints)
    for (const ExVec3& row : j.placement.rotation)
      for (const GiNaC::ex& e : row) {
        INFO(e);
        CHECK((e.is_zero() || (e - 1).is_zero() || (e + 1).is_zero()));
      }
  // Wrist 1 is placed by Ry(pi/2) about its parent's y, which is the
  // shoulder's turning axis: re-expressed with z along the axis that is a turn
  // about z, so the joint is parallel to the elbow, offset by a quarter turn.
  CHECK(is_identity(ur5.joints[3].placement.rotation));
  CHECK(exactly_zero(GiNaC::abs(ur5.joints[3].offset) - GiNaC::Pi / 2));
  CHECK(is_identity(ur5.joints[2].placement.rotation));
}

TEST_CASE("axes files are checked like DH files", "[axes][model_file]") {
  const auto refused = [](const std::string& joint) {
    const std::string text = "name: r\nconvention: axes\njoints:\n  - {" + joint + "}\n";
    try {
      load_model_from_string(text, "inline.yaml");
    } catch (const ModelError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  const std::string inertial = "mass: 1, com: [0, 0, 0], inertia: {xx: 1, yy: 1, zz: 1}";
  CHECK_THAT(refused("type: revolute, xyz: [0, 0, 0], axis: [0, 0, 0], " + inertial),
             Catch::Contains("'joint 1 axis' is the zero vector"));
  CHECK_THAT(refused("type: revolute, xyz: [0, 0, 0], axis: [0, a, 1], " + inertial),
             Catch::Contains("'joint 1 axis' must be numbers"));
  CHECK_THAT(refused("type: revolute, xyz: [0, 0, 0], " + inertial),
             Catch::Contains("missing key 'axis' in joint 1"));
  CHECK_THAT(refused("type: revolute, xyz: [0, 0, 0], axis: [0, 0, 1], alpha: 0, " + inertial),
             Catch::Contains("unknown key 'alpha' in joint 1"));
  CHECK(refused("type: revolute, xyz: [0, 0, 0], axis: [0, 0, 2], " + inertial).empty());
}

}  // namespace nedyn
