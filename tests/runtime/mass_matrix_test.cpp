// M(q) by unit accelerations through the recursion, by the composite-rigid-
// body method, and by KDL's ChainDynParam::JntToMass must agree; M is
// symmetric positive definite.

#include <catch2/catch.hpp>

#include <Eigen/Cholesky>
#include <kdl/chaindynparam.hpp>

#include "nedyn/runtime/mass_matrix.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

TEST_CASE("M from unit accelerations, the composite method and KDL agree", "[mass_matrix]") {
  for_each_example_robot([](const NumericModel& model, const KDL::Chain& chain, std::mt19937& rng) {
    const int n = model.dof();
    KDL::ChainDynParam kdl(chain, kdl_gravity(model));
    Workspace ws(model);
    Eigen::MatrixXd M(n, n), Mc(n, n);
    KDL::JntSpaceInertiaMatrix kdl_M(static_cast<unsigned>(n));
    Eigen::VectorXd rotor(n);
    for (int i = 0; i < n; ++i) rotor(i) = model.links[i].rotor_inertia;
    for (int k = 0; k < kStates; ++k) {
      const State s = random_state(model, rng);
      mass_matrix(model, ws, s.q, M);
      mass_matrix_composite(model, ws, s.q, Mc);
      KDL::JntArray q(static_cast<unsigned>(n));
      q.data = s.q;
      REQUIRE(kdl.JntToMass(q, kdl_M) >= 0);
      INFO("state " << k);
      CHECK(relative_error(M, Mc) <= kAgreement);
      // KDL's chain carries no rotor inertia (see kdl_chain()).
      CHECK(relative_error(M - Eigen::MatrixXd(rotor.asDiagonal()), kdl_M.data) <= kAgreement);
      // Symmetric to rounding, and positive definite.
      CHECK((M - M.transpose()).cwiseAbs().maxCoeff() <= 1e-13 * M.cwiseAbs().maxCoeff());
      const Eigen::LLT<Eigen::MatrixXd> llt(M);
      CHECK(llt.info() == Eigen::Success);
    }
  });
}
