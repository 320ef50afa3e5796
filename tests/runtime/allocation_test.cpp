// The runtime allocates once, in the Workspace: no call may touch the heap
// (allocations counted by tests/support/allocation_counter; built without
// sanitizers only).

#include <catch2/catch.hpp>

#include "allocation_counter.hpp"
#include "nedyn/runtime/analytic_derivatives.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/energy.hpp"
#include "nedyn/runtime/forward_dynamics.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

TEST_CASE("runtime algorithms do not allocate per call", "[allocation]") {
  for_each_example_model([](const NumericModel& model, std::mt19937& rng) {
    const int n = model.dof();
    Workspace ws(model);
    AnalyticDerivativesWorkspace data(model);
    const State s = random_state(model, rng);
    Eigen::VectorXd tau(n), G(n), V(n), qdd(n);
    Eigen::MatrixXd M(n, n), B(n, pair_count(n)), C(n, n), Cc(n, n), dq(n, n), dqd(n, n);
    const long before = allocation_count();
    for (int k = 0; k < 3; ++k) {
      inverse_dynamics(model, ws, s.q, s.qd, s.qdd, tau);
      mass_matrix(model, ws, s.q, M);
      mass_matrix_composite(model, ws, s.q, M);
      gravity_torques(model, ws, s.q, G);
      coriolis_centrifugal(model, ws, s.q, s.qd, V);
      coriolis_coefficients(model, ws, s.q, B);
      centrifugal_coefficients(model, ws, s.q, C);
      coriolis_matrix(model, ws, s.q, s.qd, Cc);
      forward_dynamics(model, ws, s.q, s.qd, tau, qdd);
      analytic_inverse_dynamics_derivatives(model, ws, data, s.q, s.qd, s.qdd, dq, dqd);
      analytic_forward_dynamics_derivatives(model, ws, data, s.q, s.qd, tau, qdd, dq, dqd, M);
      (void)kinetic_energy(model, ws, s.q, s.qd);
      (void)potential_energy(model, ws, s.q);
    }
    const long after = allocation_count();
    CHECK(after - before == 0);
  });
}

TEST_CASE("the allocation guard counts", "[allocation]") {
  std::mt19937 rng(kSeed);
  const NumericModel model = load_numeric(NEDYN_MODELS_DIR "/puma560.yaml", rng);
  const long before = allocation_count();
  const Workspace ws(model);  // allocates its Eigen buffers and vectors
  CHECK(ws.n == 6);
  CHECK(allocation_count() - before >= 10);
}
