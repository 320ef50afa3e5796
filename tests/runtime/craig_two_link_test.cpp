// Craig's two-link planar arm (Introduction to Robotics, Example 6.6 and
// eq. 6.63; seed 003, docs/design.md §6): the recursion must reproduce the textbook's
// closed forms of tau, M, V, G, B and C for any parameters.

#include <catch2/catch.hpp>

#include <cmath>

#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

TEST_CASE("the recursion reproduces Craig's two-link closed forms", "[craig]") {
  const Model symbolic = load_model(NEDYN_MODELS_DIR "/rr_planar.yaml");
  std::mt19937 rng(kSeed);
  std::uniform_real_distribution<double> positive(0.2, 3.0);
  for (int k = 0; k < 100; ++k) {
    const double m1 = positive(rng), m2 = positive(rng), l1 = positive(rng), l2 = positive(rng),
                 g = 9.81;
    const NumericModel model =
        instantiate(symbolic, {{"m1", m1}, {"m2", m2}, {"l1", l1}, {"l2", l2}, {"g", g}});
    const State s = random_state(model, rng);
    const double c1 = std::cos(s.q(0)), c2 = std::cos(s.q(1)), s2 = std::sin(s.q(1)),
                 c12 = std::cos(s.q(0) + s.q(1));
    const double t1 = s.qd(0), t2 = s.qd(1);

    Eigen::Matrix2d M_craig;
    M_craig << m2 * l2 * l2 + 2 * m2 * l1 * l2 * c2 + (m1 + m2) * l1 * l1,
        m2 * l2 * l2 + m2 * l1 * l2 * c2,  //
        m2 * l2 * l2 + m2 * l1 * l2 * c2, m2 * l2 * l2;
    const Eigen::Vector2d V_craig(-m2 * l1 * l2 * s2 * t2 * t2 - 2 * m2 * l1 * l2 * s2 * t1 * t2,
                                  m2 * l1 * l2 * s2 * t1 * t1);
    const Eigen::Vector2d G_craig(m2 * l2 * g * c12 + (m1 + m2) * l1 * g * c1, m2 * l2 * g * c12);
    const Eigen::Vector2d B_craig(-2 * m2 * l1 * l2 * s2, 0);
    Eigen::Matrix2d C_craig;
    C_craig << 0, -m2 * l1 * l2 * s2, m2 * l1 * l2 * s2, 0;

    Workspace ws(model);
    Eigen::VectorXd tau(2), V(2), G(2);
    Eigen::MatrixXd M(2, 2), B(2, 1), C(2, 2);
    inverse_dynamics(model, ws, s.q, s.qd, s.qdd, tau);
    mass_matrix(model, ws, s.q, M);
    coriolis_centrifugal(model, ws, s.q, s.qd, V);
    gravity_torques(model, ws, s.q, G);
    coriolis_coefficients(model, ws, s.q, B);
    centrifugal_coefficients(model, ws, s.q, C);

    INFO("m1 " << m1 << " m2 " << m2 << " l1 " << l1 << " l2 " << l2);
    CHECK(relative_error(M, M_craig) <= 1e-13);
    CHECK(relative_error(V, V_craig, 1.0) <= 1e-13);
    CHECK(relative_error(G, G_craig) <= 1e-13);
    CHECK(relative_error(B, B_craig, 1.0) <= 1e-13);
    CHECK(relative_error(C, C_craig, 1.0) <= 1e-13);
    CHECK(relative_error(tau, M_craig * s.qdd + V_craig + G_craig) <= 1e-13);
  }
}

TEST_CASE("the numeric twin equals the symbolic arm at its values", "[craig]") {
  const NumericModel twin = instantiate(load_model(NEDYN_MODELS_DIR "/rr_planar_numeric.yaml"));
  const NumericModel arm =
      instantiate(load_model(NEDYN_MODELS_DIR "/rr_planar.yaml"),
                  {{"m1", 2}, {"m2", 1.5}, {"l1", 0.5}, {"l2", 0.4}, {"g", 9.81}});
  std::mt19937 rng(kSeed);
  Workspace ws_twin(twin), ws_arm(arm);
  Eigen::VectorXd a(2), b(2);
  for (int k = 0; k < 20; ++k) {
    const State s = random_state(twin, rng);
    inverse_dynamics(twin, ws_twin, s.q, s.qd, s.qdd, a);
    inverse_dynamics(arm, ws_arm, s.q, s.qd, s.qdd, b);
    CHECK(relative_error(a, b) <= 1e-15);
  }
}
