// The numeric recursion against Orocos KDL's ChainIdSolver_RNE, an
// independent spatial-vector implementation, on every example model.

#include <catch2/catch.hpp>

#include <kdl/chainidsolver_recursive_newton_euler.hpp>

#include "nedyn/runtime/newton_euler.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

TEST_CASE("the recursion agrees with KDL's RNE on every example model", "[newton_euler][kdl]") {
  for_each_example_robot([](const NumericModel& model, const KDL::Chain& chain, std::mt19937& rng) {
    KDL::ChainIdSolver_RNE kdl(chain, kdl_gravity(model));
    Workspace ws(model);
    Eigen::VectorXd tau(model.dof());
    KDL::JntArray kdl_tau(chain.getNrOfJoints());
    for (int k = 0; k < kStates; ++k) {
      const State s = random_state(model, rng);
      // A tip wrench on every other state: what the last link exerts on the
      // environment is minus KDL's external wrench on the last segment.
      TipWrench tip;
      KDL::Wrenches f_ext(chain.getNrOfSegments(), KDL::Wrench::Zero());
      if (k % 2 == 1) {
        std::uniform_real_distribution<double> w(-10, 10);
        tip.force = Eigen::Vector3d(w(rng), w(rng), w(rng));
        tip.moment = Eigen::Vector3d(w(rng), w(rng), w(rng));
        f_ext.back() = -KDL::Wrench(KDL::Vector(tip.force(0), tip.force(1), tip.force(2)),
                                    KDL::Vector(tip.moment(0), tip.moment(1), tip.moment(2)));
      }
      newton_euler(model, ws, s.q, s.qd, s.qdd, -model.gravity, tip, tau);
      REQUIRE(kdl.CartToJnt(to_kdl(s.q), to_kdl(s.qd), to_kdl(s.qdd), f_ext, kdl_tau) >= 0);
      INFO("state " << k << "\nnedyn " << tau.transpose() << "\nKDL   "
                    << kdl_tau.data.transpose());
      CHECK(relative_error(tau, kdl_tau.data) <= kAgreement);
    }
  });
}

TEST_CASE("inverse dynamics adds rotor inertia and friction to the rigid body", "[newton_euler]") {
  std::mt19937 rng(kSeed);
  const NumericModel model = load_numeric(NEDYN_MODELS_DIR "/puma560.yaml", rng);
  Workspace ws(model);
  const int n = model.dof();
  Eigen::VectorXd tau(n), rigid(n);
  for (int k = 0; k < 20; ++k) {
    const State s = random_state(model, rng);
    inverse_dynamics(model, ws, s.q, s.qd, s.qdd, tau);
    newton_euler(model, ws, s.q, s.qd, s.qdd, -model.gravity, TipWrench{}, rigid);
    for (int i = 0; i < n; ++i) {
      const NumericLink& l = model.links[i];
      const double sign = s.qd(i) > 0 ? 1.0 : -1.0;
      const double expected =
          rigid(i) + l.rotor_inertia * s.qdd(i) + l.viscous * s.qd(i) + l.coulomb * sign;
      CHECK(tau(i) == Approx(expected).epsilon(1e-14).margin(1e-12));
    }
  }
  // sign(0) = 0: no Coulomb torque at rest.
  Eigen::VectorXd F(n);
  friction(model, Eigen::VectorXd::Zero(n), F);
  CHECK(F.isZero(0.0));
}
