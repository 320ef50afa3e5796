// Forward dynamics inverts inverse dynamics, with and without a tip wrench.

#include <catch2/catch.hpp>

#include "nedyn/runtime/forward_dynamics.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

TEST_CASE("forward dynamics recovers qdd from inverse dynamics", "[forward_dynamics]") {
  for_each_example_model([](const NumericModel& model, std::mt19937& rng) {
    Workspace ws(model);
    Eigen::VectorXd tau(model.dof()), qdd(model.dof());
    for (int k = 0; k < 100; ++k) {
      const State s = random_state(model, rng);
      TipWrench tip;
      if (k % 2 == 1) tip.force = Eigen::Vector3d(1.5, -2.0, 0.5);
      inverse_dynamics(model, ws, s.q, s.qd, s.qdd, tau, tip);
      forward_dynamics(model, ws, s.q, s.qd, tau, qdd, tip);
      // Error grows with the condition number of M (up to ~1e4 here).
      INFO("state " << k);
      CHECK(relative_error(qdd, s.qdd) <= 1e-9);
    }
  });
}
