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

namespace {

constexpr int kStates = 100;
constexpr double kAgreement = 1e-10;  // two independent algorithms, double rounding

}  // namespace

TEST_CASE("M from unit accelerations, the composite method and KDL agree", "[mass_matrix]") {
  for (const std::string& path : example_model_paths()) {
    DYNAMIC_SECTION(path) {
      std::mt19937 rng(kSeed);
      const NumericModel model = load_numeric(path, rng);
      const int n = model.dof();
      const KDL::Chain chain = kdl_chain(model);
      const Eigen::Vector3d g = model.gravity;
      KDL::ChainDynParam kdl(chain, KDL::Vector(g(0), g(1), g(2)));
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
    }
  }
}
