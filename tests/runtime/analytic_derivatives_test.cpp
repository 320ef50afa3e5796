// The runtime's analytic derivatives (Carpentier and Mansard's recursion)
// against two paths that share nothing with it: forward-mode AutoDiff of the
// Newton–Euler recursion (derivatives.hpp) and fourth-order central
// differences of inverse_dynamics() along q's tangent space; on chains with
// rotor inertia and friction, fixed trees and floating bases.

#include <catch2/catch.hpp>

#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/analytic_derivatives.hpp"
#include "nedyn/runtime/configuration.hpp"
#include "nedyn/runtime/derivatives.hpp"
#include "nedyn/runtime/forward_dynamics.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

namespace {

/// Two recursions over the same doubles agree to rounding: a few hundred
/// operations per entry, so 1e-11 of the largest entry.
constexpr double kRecursions = 1e-11;

/// Fourth-order central differences with h = 1e-3: truncation O(h^4) ~ 1e-12
/// and rounding O(eps / h) ~ 1e-13 of the entries' scale; a wrong term is
/// wrong by O(1).
constexpr double kFourthOrder = 1e-8;

NumericModel urdf_tree(const std::string& urdf, bool floating, std::mt19937& rng) {
  UrdfOptions options;
  options.floating_base = floating;
  std::vector<std::string> notes;
  return with_random_links(instantiate(load_urdf(kUrdfDir + urdf, options, notes), {}), rng);
}

/// Column j of d f / d x along integrate(x, t e_j) (q) or x + t e_j (qd), by
/// (-f(2h) + 8 f(h) - 8 f(-h) + f(-2h)) / 12h.
template <class Move, class F>
Eigen::MatrixXd fourth_order_differences(int columns, const Move& move, const F& f) {
  const double h = 1e-3;
  Eigen::MatrixXd D(f(move(0, 0.0)).size(), columns);
  for (int j = 0; j < columns; ++j)
    D.col(j) = (-f(move(j, 2 * h)) + 8 * f(move(j, h)) - 8 * f(move(j, -h)) + f(move(j, -2 * h))) /
               (12 * h);
  return D;
}

void check_against_references(const NumericModel& model, std::mt19937& rng, int states) {
  Workspace ws(model);
  AnalyticDerivativesWorkspace data(model);
  const int nv = model.nv();
  for (int k = 0; k < states; ++k) {
    const State s = random_state(model, rng);
    Eigen::MatrixXd dq, dqd, ad_q, ad_qd;
    analytic_inverse_dynamics_derivatives(model, ws, data, s.q, s.qd, s.qdd, dq, dqd);
    inverse_dynamics_derivatives(model, s.q, s.qd, s.qdd, ad_q, ad_qd);
    INFO("state " << k << ": AutoDiff d/dq " << relative_error(dq, ad_q, 1.0) << ", d/dqd "
                  << relative_error(dqd, ad_qd, 1.0));
    CHECK(relative_error(dq, ad_q, 1.0) <= kRecursions);
    CHECK(relative_error(dqd, ad_qd, 1.0) <= kRecursions);

    const auto tau = [&](const std::pair<Eigen::VectorXd, Eigen::VectorXd>& x) {
      Eigen::VectorXd out(nv);
      inverse_dynamics(model, ws, x.first, x.second, s.qdd, out);
      return out;
    };
    const auto move_q = [&](int j, double t) {
      return std::make_pair(integrate(model, s.q, Eigen::VectorXd::Unit(nv, j), t), s.qd);
    };
    const auto move_qd = [&](int j, double t) {
      return std::make_pair(s.q, Eigen::VectorXd(s.qd + t * Eigen::VectorXd::Unit(nv, j)));
    };
    const Eigen::MatrixXd fd_q = fourth_order_differences(nv, move_q, tau);
    const Eigen::MatrixXd fd_qd = fourth_order_differences(nv, move_qd, tau);
    INFO("differences d/dq " << relative_error(dq, fd_q, 1.0) << ", d/dqd "
                             << relative_error(dqd, fd_qd, 1.0));
    CHECK(relative_error(dq, fd_q, 1.0) <= kFourthOrder);
    CHECK(relative_error(dqd, fd_qd, 1.0) <= kFourthOrder);

    // Forward dynamics' derivatives at qdd = FD(tau): against AutoDiff's, and
    // M dqdd/dq = -dtau/dq with the analytic dtau at that qdd.
    Eigen::VectorXd torque(nv), qdd(nv), ad_qdd(nv);
    inverse_dynamics(model, ws, s.q, s.qd, s.qdd, torque);
    Eigen::MatrixXd f_q, f_qd, f_tau, g_q, g_qd, g_tau;
    analytic_forward_dynamics_derivatives(model, ws, data, s.q, s.qd, torque, qdd, f_q, f_qd,
                                          f_tau);
    forward_dynamics_derivatives(model, ws, s.q, s.qd, torque, ad_qdd, g_q, g_qd, g_tau);
    CHECK(relative_error(qdd, s.qdd, 1.0) <= 1e-9);
    CHECK(relative_error(f_q, g_q, 1.0) <= kRecursions);
    CHECK(relative_error(f_qd, g_qd, 1.0) <= kRecursions);
    CHECK(relative_error(f_tau, g_tau, 1.0) <= kRecursions);
  }
}

}  // namespace

TEST_CASE("analytic derivatives agree with AutoDiff and differences on the example models",
          "[analytic_derivatives]") {
  for_each_example_model([](const NumericModel& model, std::mt19937& rng) {
    check_against_references(model, rng, 10);
  });
}

TEST_CASE("analytic derivatives agree with AutoDiff and differences on trees",
          "[analytic_derivatives]") {
  for (const bool floating : {false, true})
    for (const std::string urdf : {"quadruped12.urdf", "humanoid21.urdf", "hand16.urdf"}) {
      DYNAMIC_SECTION(urdf << (floating ? " floating" : " fixed")) {
        std::mt19937 rng(kSeed);
        const NumericModel model = urdf_tree(urdf, floating, rng);
        check_against_references(model, rng, NEDYN_SANITIZED ? 2 : 5);
      }
    }
}
