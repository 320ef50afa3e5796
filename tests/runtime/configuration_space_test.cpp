// G, V, B, C and the Christoffel matrix Cc against KDL, against each other,
// and against the properties of docs/design.md §4 (finite differences of M and of
// the potential energy).

#include <catch2/catch.hpp>

#include <kdl/chaindynparam.hpp>

#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/energy.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

TEST_CASE("G and V agree with KDL's ChainDynParam", "[configuration_space][kdl]") {
  for_each_example_robot([](const NumericModel& model, const KDL::Chain& chain, std::mt19937& rng) {
    const int n = model.dof();
    KDL::ChainDynParam kdl(chain, kdl_gravity(model));
    Workspace ws(model);
    Eigen::VectorXd G(n), V(n);
    KDL::JntArray q(static_cast<unsigned>(n)), qd(static_cast<unsigned>(n)),
        kdl_G(static_cast<unsigned>(n)), kdl_V(static_cast<unsigned>(n));
    for (int k = 0; k < kStates; ++k) {
      const State s = random_state(model, rng);
      q.data = s.q;
      qd.data = s.qd;
      gravity_torques(model, ws, s.q, G);
      coriolis_centrifugal(model, ws, s.q, s.qd, V);
      REQUIRE(kdl.JntToGravity(q, kdl_G) >= 0);
      REQUIRE(kdl.JntToCoriolis(q, qd, kdl_V) >= 0);
      INFO("state " << k);
      CHECK(relative_error(G, kdl_G.data) <= kAgreement);
      CHECK(relative_error(V, kdl_V.data) <= kAgreement);
    }
  });
}

TEST_CASE("V = B [qd qd] + C [qd^2] = Cc qd, and Mdot - 2 Cc is skew", "[configuration_space]") {
  for_each_example_model([](const NumericModel& model, std::mt19937& rng) {
    const int n = model.dof();
    Workspace ws(model);
    Eigen::VectorXd V(n), qd_pairs(pair_count(n));
    Eigen::MatrixXd B(n, pair_count(n)), C(n, n), Cc(n, n), Mp(n, n), Mm(n, n);
    for (int k = 0; k < kStates; ++k) {
      const State s = random_state(model, rng);
      coriolis_centrifugal(model, ws, s.q, s.qd, V);
      coriolis_coefficients(model, ws, s.q, B);
      centrifugal_coefficients(model, ws, s.q, C);
      coriolis_matrix(model, ws, s.q, s.qd, Cc);
      for (int j = 0; j < n; ++j)
        for (int i = j + 1; i < n; ++i) qd_pairs(pair_index(j, i, n)) = s.qd(j) * s.qd(i);
      const Eigen::VectorXd qd_squared = s.qd.array().square().matrix();
      INFO("state " << k);
      CHECK(relative_error(B * qd_pairs + C * qd_squared, V) <= 1e-12);
      CHECK(relative_error(Cc * s.qd, V) <= 1e-12);

      // Mdot along qd by central differences of the composite-method M.
      mass_matrix_composite(model, ws, s.q + kStep * s.qd, Mp);
      mass_matrix_composite(model, ws, s.q - kStep * s.qd, Mm);
      const Eigen::MatrixXd Mdot = (Mp - Mm) / (2 * kStep);
      const Eigen::MatrixXd S = Mdot - 2 * Cc;
      const double scale = std::max(Mdot.cwiseAbs().maxCoeff(), Cc.cwiseAbs().maxCoeff());
      CHECK((S + S.transpose()).cwiseAbs().maxCoeff() <= kFiniteDifference * scale);
    }
  });
}

TEST_CASE("G is the gradient of the potential energy", "[configuration_space][energy]") {
  for_each_example_model([](const NumericModel& model, std::mt19937& rng) {
    const int n = model.dof();
    Workspace ws(model);
    Eigen::VectorXd G(n), gradient(n);
    for (int k = 0; k < kStates; ++k) {
      const State s = random_state(model, rng);
      gravity_torques(model, ws, s.q, G);
      for (int i = 0; i < n; ++i) {
        Eigen::VectorXd qp = s.q, qm = s.q;
        qp(i) += kStep;
        qm(i) -= kStep;
        gradient(i) =
            (potential_energy(model, ws, qp) - potential_energy(model, ws, qm)) / (2 * kStep);
      }
      INFO("state " << k << "\nG     " << G.transpose() << "\ndU/dq " << gradient.transpose());
      CHECK((G - gradient).cwiseAbs().maxCoeff() <=
            kFiniteDifference * std::max(G.cwiseAbs().maxCoeff(), 1.0));
    }
  });
}

TEST_CASE("pair_index enumerates j<k lexicographically", "[configuration_space]") {
  const int n = 5;
  int expected = 0;
  for (int j = 0; j < n; ++j)
    for (int k = j + 1; k < n; ++k) CHECK(pair_index(j, k, n) == expected++);
  CHECK(expected == pair_count(n));
}
