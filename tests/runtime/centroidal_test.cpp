// The centre of mass and the centroidal momentum matrix against finite
// differences: the linear rows of Ag qd are the total mass times the centre
// of mass's velocity, and the angular rows the sum over the links of I_k w_k +
// m_k (c_k - c) x v_k with each link's centre velocity v_k and angular
// velocity w_k differenced from its pose (w from dR/dt R^T), on every example
// and test model and on the tree robots; Agdot v is the difference of Ag v.

#include <catch2/catch.hpp>

#include <Eigen/Geometry>

#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/centroidal.hpp"
#include "nedyn/runtime/configuration.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/kinematics.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "test_support.hpp"

namespace nedyn {
namespace {

using test::relative_error;

/// Central differences of second order with a step of 1e-6: errors of order
/// 1e-12 relative from the step and 1e-10 from rounding.
constexpr double kStep = 1e-6;
constexpr double kDifferenced = 1e-7;

struct LinkPoses {
  std::vector<Eigen::Vector3d> com;
  std::vector<Eigen::Matrix3d> rotation;
};

LinkPoses poses(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q) {
  base_frame_links(model, ws, q);
  LinkPoses p;
  for (int k = 1; k <= model.dof(); ++k) {
    p.com.push_back(ws.com0[static_cast<std::size_t>(k)]);
    p.rotation.push_back(ws.T0[static_cast<std::size_t>(k)].topLeftCorner<3, 3>());
  }
  return p;
}

void check_momentum(const NumericModel& model) {
  Workspace ws(model);
  std::mt19937 rng(test::kSeed);
  const int n = model.dof();
  double mass = 0;
  for (const NumericLink& link : model.links) mass += link.mass;
  for (int k = 0; k < 20; ++k) {
    const test::State s = test::random_state(model, rng);
    Eigen::MatrixXd Ag(6, n);
    centroidal_momentum_matrix(model, ws, s.q, Ag);
    const Eigen::Matrix<double, 6, 1> h = Ag * s.qd;
    const Eigen::Vector3d c = center_of_mass(model, ws, s.q);
    const LinkPoses ahead = poses(model, ws, s.q + kStep * s.qd);
    const LinkPoses behind = poses(model, ws, s.q - kStep * s.qd);
    const LinkPoses here = poses(model, ws, s.q);
    Eigen::Vector3d linear = Eigen::Vector3d::Zero(), angular = Eigen::Vector3d::Zero();
    Eigen::Vector3d c_ahead = Eigen::Vector3d::Zero(), c_behind = Eigen::Vector3d::Zero();
    for (int i = 0; i < n; ++i) {
      const auto at = static_cast<std::size_t>(i);
      const double m = model.links[at].mass;
      const Eigen::Vector3d v = (ahead.com[at] - behind.com[at]) / (2 * kStep);
      const Eigen::Matrix3d W =
          (ahead.rotation[at] - behind.rotation[at]) / (2 * kStep) * here.rotation[at].transpose();
      const Eigen::Vector3d w(W(2, 1), W(0, 2), W(1, 0));
      const Eigen::Matrix3d& R = here.rotation[at];
      linear += m * v;
      angular += R * model.links[at].inertia * R.transpose() * w + m * (here.com[at] - c).cross(v);
      c_ahead += m * ahead.com[at];
      c_behind += m * behind.com[at];
    }
    INFO("state " << k);
    CHECK(relative_error(h.head<3>(), linear, 1e-9) <= kDifferenced);
    CHECK(relative_error(h.tail<3>(), angular, 1e-9) <= kDifferenced);
    // The linear momentum is the total mass times the centre of mass's velocity.
    if (mass > 0)
      CHECK(relative_error(h.head<3>(), (c_ahead - c_behind) / (2 * kStep), 1e-9) <= kDifferenced);
  }
}

}  // namespace

TEST_CASE("Ag qd is the links' momentum, linear and about the centre of mass",
          "[runtime][centroidal]") {
  for (const std::string& path : test::test_model_paths()) {
    DYNAMIC_SECTION(path) {
      std::mt19937 rng(test::kSeed);
      check_momentum(test::load_numeric(path, rng));
    }
  }
  for (const char* file : {"quadruped12.urdf", "humanoid21.urdf"}) {
    DYNAMIC_SECTION(file) {
      std::vector<std::string> notes;
      check_momentum(
          instantiate(load_urdf(NEDYN_SOURCE_DIR "/tests/urdf/" + std::string(file), {}, notes)));
    }
  }
}

TEST_CASE("Agdot v is the rate of Ag v along q(t) = integrate(q, v, t)", "[runtime][centroidal]") {
  // v constant (zero acceleration, a floating base's body-frame twist too):
  // d/dt (Ag(q(t)) v) by central differences, on every model, floating ones
  // included, and on the test trees fixed and floating.
  const auto check_rate = [](const NumericModel& model) {
    Workspace ws(model);
    std::mt19937 rng(test::kSeed);
    Eigen::MatrixXd ahead(6, model.nv()), behind(6, model.nv());
    for (int k = 0; k < 20; ++k) {
      const test::State s = test::random_state(model, rng);
      centroidal_momentum_matrix(model, ws, integrate(model, s.q, s.qd, kStep), ahead);
      centroidal_momentum_matrix(model, ws, integrate(model, s.q, s.qd, -kStep), behind);
      const Eigen::VectorXd differenced = (ahead - behind) * s.qd / (2 * kStep);
      INFO("state " << k);
      CHECK(relative_error(centroidal_momentum_matrix_dot_v(model, ws, s.q, s.qd), differenced,
                           1e-9) <= kDifferenced);
    }
  };
  for (const std::string& path : test::every_model_path()) {
    DYNAMIC_SECTION(path) {
      std::mt19937 rng(test::kSeed);
      check_rate(test::load_numeric(path, rng));
    }
  }
  for (const char* file : {"quadruped12.urdf", "humanoid21.urdf", "hand16.urdf"})
    for (const bool floating : {false, true}) {
      DYNAMIC_SECTION(file << (floating ? ", floating base" : ", fixed base")) {
        UrdfOptions options;
        options.floating_base = floating;
        std::vector<std::string> notes;
        check_rate(instantiate(
            load_urdf(NEDYN_SOURCE_DIR "/tests/urdf/" + std::string(file), options, notes)));
      }
    }
}

TEST_CASE("the centre of mass is the mass-weighted mean of the links' centres",
          "[runtime][centroidal]") {
  std::mt19937 rng(test::kSeed);
  const NumericModel model = test::load_numeric(NEDYN_MODELS_DIR "/rr_planar_numeric.yaml", rng);
  Workspace ws(model);
  // Craig's arm: point masses at the link ends, m1 = 2 at l1, m2 = 1.5 at l1 + l2 (x, y).
  const double q1 = 0.3, q2 = -0.8;
  const Eigen::Vector3d c = center_of_mass(model, ws, Eigen::Vector2d(q1, q2));
  const Eigen::Vector3d first(0.5 * std::cos(q1), 0.5 * std::sin(q1), 0);
  const Eigen::Vector3d second =
      first + Eigen::Vector3d(0.4 * std::cos(q1 + q2), 0.4 * std::sin(q1 + q2), 0);
  CHECK(relative_error(c, (2 * first + 1.5 * second) / 3.5) <= 1e-15);
}

}  // namespace nedyn
