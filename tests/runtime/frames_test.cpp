// Named frames (nedyn/runtime/frames.hpp): a frame's Jacobian and Jdot v are
// the time derivatives of its pose along q(t) = integrate(q, v, t), by central
// differences, on every model with frames added to every link and the base,
// and on the test trees (every URDF link, fixed and floating); a YAML file's
// `frames:` place a frame where the closed form of Craig's planar arm says.
// DART's and KDL's frames are compared in dart_test and urdf_file_test.

#include <cmath>
#include <random>
#include <string>

#include <catch2/catch.hpp>

#include "nedyn/model/model_file.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/configuration.hpp"
#include "nedyn/runtime/frames.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/workspace.hpp"
#include "test_support.hpp"

namespace nedyn {
namespace {

using test::kFiniteDifference;
using test::kStep;
using test::relative_error;

/// The axial vector of a skew-symmetric matrix.
Eigen::Vector3d vee(const Eigen::Matrix3d& S) {
  return {0.5 * (S(2, 1) - S(1, 2)), 0.5 * (S(0, 2) - S(2, 0)), 0.5 * (S(1, 0) - S(0, 1))};
}

/// The frame's pose, Jacobian and Jdot v against central differences of
/// its pose and of J v along q(t) = integrate(q, v, t) (v constant: zero
/// acceleration, for a floating base its body-frame twist).
void check_derivatives(const NumericModel& model, const NumericFrame& frame, std::mt19937& rng) {
  Workspace ws(model);
  for (int k = 0; k < 10; ++k) {
    const test::State s = test::random_state(model, rng);
    const Eigen::VectorXd before = integrate(model, s.q, s.qd, -kStep);
    const Eigen::VectorXd after = integrate(model, s.q, s.qd, kStep);
    const Eigen::Matrix4d T = frame_pose(model, ws, s.q, frame);
    const Eigen::Matrix4d dT =
        (frame_pose(model, ws, after, frame) - frame_pose(model, ws, before, frame)) / (2 * kStep);
    Eigen::VectorXd velocity(6);
    velocity << dT.block<3, 1>(0, 3),
        vee(dT.topLeftCorner<3, 3>() * T.topLeftCorner<3, 3>().transpose());
    Eigen::MatrixXd J(6, model.nv()), J_before(6, model.nv()), J_after(6, model.nv());
    frame_jacobian(model, ws, s.q, frame, J);
    frame_jacobian(model, ws, before, frame, J_before);
    frame_jacobian(model, ws, after, frame, J_after);
    const Eigen::VectorXd acceleration = (J_after - J_before) * s.qd / (2 * kStep);
    INFO("frame " << frame.name << " on link " << frame.link << ", state " << k);
    CHECK(relative_error(J * s.qd, velocity) <= kFiniteDifference);
    CHECK(relative_error(frame_jacobian_dot_v(model, ws, s.q, s.qd, frame), acceleration) <=
          kFiniteDifference);
  }
}

/// A frame on each link and on the base, off its origin and turned.
NumericModel with_frames_everywhere(NumericModel model) {
  for (int link = 0; link <= model.dof(); ++link) {
    NumericPlacement placement;
    placement.rotation = (Eigen::AngleAxisd(0.3, Eigen::Vector3d::UnitZ()) *
                          Eigen::AngleAxisd(-0.7, Eigen::Vector3d(1, 2, 3).normalized()))
                             .toRotationMatrix();
    placement.translation = Eigen::Vector3d(0.12, -0.05, 0.2);
    model.frames.push_back({"frame" + std::to_string(link), link, placement});
  }
  return model;
}

TEST_CASE("a frame's Jacobian and Jdot v are its pose's derivatives", "[frames]") {
  for (const std::string& path : test::every_model_path()) {
    DYNAMIC_SECTION(path) {
      std::mt19937 rng(test::kSeed);
      const NumericModel model = with_frames_everywhere(test::load_numeric(path, rng));
      for (const NumericFrame& frame : model.frames) check_derivatives(model, frame, rng);
      check_derivatives(model, model.tool_frame(), rng);
    }
  }
}

TEST_CASE("every link of the test trees is a frame with its derivatives", "[frames][urdf]") {
  for (const char* urdf : {"quadruped12.urdf", "humanoid21.urdf", "dual_arm.urdf", "hand16.urdf"})
    for (const bool floating : {false, true}) {
      DYNAMIC_SECTION(urdf << (floating ? ", floating base" : ", fixed base")) {
        UrdfOptions options;
        options.floating_base = floating;
        std::vector<std::string> notes;
        const NumericModel model = instantiate(load_urdf(test::kUrdfDir + urdf, options, notes));
        std::mt19937 rng(test::kSeed);
        for (const NumericFrame& frame : model.frames) check_derivatives(model, frame, rng);
      }
    }
}

TEST_CASE("a model file's frames sit where the planar arm's closed form puts them",
          "[frames][model_file]") {
  // Craig's planar arm (l1 = 0.5, l2 = 0.4): the hand at the tip of link 2,
  // a marker halfway along link 1 turned by pi/2, and one on the base.
  const NumericModel model = instantiate(load_model_from_string(
      "name: arm\nconvention: modified\njoints:\n"
      "  - {name: shoulder, type: revolute, alpha: 0, a: 0, d: 0, theta: 0, mass: 2,"
      " com: [0.5, 0, 0], inertia: {xx: 0, yy: 0, zz: 0}}\n"
      "  - {name: elbow, type: revolute, alpha: 0, a: 0.5, d: 0, theta: 0, mass: 1.5,"
      " com: [0.4, 0, 0], inertia: {xx: 0, yy: 0, zz: 0}}\n"
      "frames:\n"
      "  - {name: hand, link: elbow, xyz: [0.4, 0, 0]}\n"
      "  - {name: marker, link: shoulder, xyz: [0.25, 0, 0], rpy: [0, 0, pi/2]}\n"
      "  - {name: post, link: base, xyz: [0, 0, 1]}\n",
      "arm.yaml"));
  REQUIRE(model.frames.size() == 3);
  Workspace ws(model);
  std::mt19937 rng(test::kSeed);
  std::uniform_real_distribution<double> angle(-M_PI, M_PI);
  for (int k = 0; k < test::kStates; ++k) {
    const Eigen::Vector2d q(angle(rng), angle(rng));
    const double c1 = std::cos(q(0)), s1 = std::sin(q(0));
    const double c12 = std::cos(q(0) + q(1)), s12 = std::sin(q(0) + q(1));
    const Eigen::Matrix4d hand = frame_pose(model, ws, q, frame_named(model, "hand"));
    CHECK((hand.block<3, 1>(0, 3) - Eigen::Vector3d(0.5 * c1 + 0.4 * c12, 0.5 * s1 + 0.4 * s12, 0))
              .norm() <= 1e-15);
    CHECK(std::abs(hand(0, 0) - c12) <= 1e-15);
    CHECK(std::abs(hand(1, 0) - s12) <= 1e-15);
    const Eigen::Matrix4d marker = frame_pose(model, ws, q, frame_named(model, "marker"));
    CHECK((marker.block<3, 1>(0, 3) - Eigen::Vector3d(0.25 * c1, 0.25 * s1, 0)).norm() <= 1e-15);
    CHECK(std::abs(marker(0, 0) + s1) <= 1e-15);  // x turned by pi/2: along -sin, cos
    CHECK(std::abs(marker(1, 0) - c1) <= 1e-15);
    const Eigen::Matrix4d post = frame_pose(model, ws, q, frame_named(model, "post"));
    CHECK((post - Eigen::Matrix4d(Eigen::Affine3d(Eigen::Translation3d(0, 0, 1)).matrix()))
              .cwiseAbs()
              .maxCoeff() == 0);
  }
  CHECK_THROWS_WITH(frame_named(model, "foot"),
                    "the model arm has no frame named 'foot' (its frames: hand, marker, post)");
}

}  // namespace
}  // namespace nedyn
