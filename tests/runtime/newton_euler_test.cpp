// The numeric recursion against Orocos KDL's ChainIdSolver_RNE, an
// independent spatial-vector implementation, on every example model.

#include <catch2/catch.hpp>

#include <Eigen/Geometry>
#include <kdl/chainidsolver_recursive_newton_euler.hpp>

#include "nedyn/runtime/kinematics.hpp"
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

namespace {

LinkWrenches random_wrenches(int n, std::mt19937& rng) {
  std::uniform_real_distribution<double> w(-10, 10);
  LinkWrenches fext(n, 6);
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < 6; ++k) fext(i, k) = w(rng);
  return fext;
}

}  // namespace

TEST_CASE("wrenches on every link agree with KDL's external wrenches per segment",
          "[newton_euler][external][kdl]") {
  for_each_example_robot([](const NumericModel& model, const KDL::Chain& chain, std::mt19937& rng) {
    KDL::ChainIdSolver_RNE kdl(chain, kdl_gravity(model));
    Workspace ws(model);
    const int n = model.dof();
    // The segment of each link: the one with a movable joint (KDL's chains of
    // modified DH files put a fixed segment before each).
    std::vector<std::size_t> segment;
    for (std::size_t k = 0; k < chain.segments.size(); ++k)
      if (chain.segments[k].getJoint().getType() != KDL::Joint::None) segment.push_back(k);
    REQUIRE(static_cast<int>(segment.size()) == n);
    Eigen::VectorXd tau(n), rigid(n), friction_and_rotor(n);
    KDL::JntArray kdl_tau(chain.getNrOfJoints());
    for (int k = 0; k < kStates / 4; ++k) {
      const State s = random_state(model, rng);
      const LinkWrenches fext = random_wrenches(n, rng);
      KDL::Wrenches f_ext(chain.getNrOfSegments(), KDL::Wrench::Zero());
      for (int i = 0; i < n; ++i)
        f_ext[segment[static_cast<std::size_t>(i)]] =
            KDL::Wrench(KDL::Vector(fext(i, 0), fext(i, 1), fext(i, 2)),
                        KDL::Vector(fext(i, 3), fext(i, 4), fext(i, 5)));
      inverse_dynamics_external(model, ws, s.q, s.qd, s.qdd, fext, tau);
      inverse_dynamics(model, ws, s.q, s.qd, s.qdd, rigid);
      newton_euler(model, ws, s.q, s.qd, s.qdd, -model.gravity, TipWrench{}, friction_and_rotor);
      friction_and_rotor = rigid - friction_and_rotor;  // what KDL leaves out
      REQUIRE(kdl.CartToJnt(to_kdl(s.q), to_kdl(s.qd), to_kdl(s.qdd), f_ext, kdl_tau) >= 0);
      INFO("state " << k);
      CHECK(relative_error(tau - friction_and_rotor, kdl_tau.data) <= kAgreement);
    }
  });
}

TEST_CASE("wrenches on every link are minus the sum of J_i^T w_i over the links' Jacobians",
          "[newton_euler][external]") {
  for_each_example_model([](const NumericModel& model, std::mt19937& rng) {
    Workspace ws(model);
    const int n = model.dof();
    Eigen::VectorXd tau(n), free_motion(n);
    for (int k = 0; k < kStates / 4; ++k) {
      const State s = random_state(model, rng);
      const LinkWrenches fext = random_wrenches(n, rng);
      inverse_dynamics_external(model, ws, s.q, s.qd, s.qdd, fext, tau);
      inverse_dynamics(model, ws, s.q, s.qd, s.qdd, free_motion);
      // J_i: the geometric Jacobian of link i's own frame, from forward kinematics.
      forward_kinematics(model, s.q, ws);
      Eigen::VectorXd expected = free_motion;
      for (int i = 1; i <= n; ++i) {
        const Eigen::Matrix4d L = ws.T0[i] * homogeneous(model.links[i - 1].link_frame);
        const Eigen::Matrix3d R = L.topLeftCorner<3, 3>();
        const Eigen::Vector3d o = L.topRightCorner<3, 1>();
        const Eigen::Vector3d f = R * fext.row(i - 1).head<3>().transpose();
        const Eigen::Vector3d m = R * fext.row(i - 1).tail<3>().transpose();
        for (int j = 1; j <= i; ++j) {
          Eigen::Vector3d z, p;
          joint_axis(ws, j, z, p);
          const bool revolute = model.links[j - 1].type == JointType::revolute;
          const Eigen::Vector3d linear = revolute ? Eigen::Vector3d(z.cross(o - p)) : z;
          const Eigen::Vector3d angular = revolute ? z : Eigen::Vector3d::Zero();
          expected(j - 1) -= linear.dot(f) + angular.dot(m);
        }
      }
      INFO("state " << k);
      CHECK(relative_error(tau, expected) <= kAgreement);
    }
  });
}

TEST_CASE("the tip wrench is minus the last link's external wrench, moved from the tool frame",
          "[newton_euler][external]") {
  for_each_example_model([](const NumericModel& model, std::mt19937& rng) {
    Workspace ws(model);
    const int n = model.dof();
    Eigen::VectorXd with_tip(n), external(n);
    for (int k = 0; k < 10; ++k) {
      const State s = random_state(model, rng);
      const LinkWrenches w = random_wrenches(1, rng);
      TipWrench tip;
      tip.force = w.row(0).head<3>().transpose();
      tip.moment = w.row(0).tail<3>().transpose();
      // The tip wrench acts at the tool frame; in the last link's frame it is
      // (R f, R n + p x R f) for the tool's placement (R, p) there.
      const Eigen::Vector3d f = model.tool.rotation * tip.force;
      const Eigen::Vector3d moment =
          model.tool.rotation * tip.moment + model.tool.translation.cross(f);
      LinkWrenches fext = LinkWrenches::Zero(n, 6);
      fext.row(n - 1) << -f.transpose(), -moment.transpose();
      inverse_dynamics(model, ws, s.q, s.qd, s.qdd, with_tip, tip);
      inverse_dynamics_external(model, ws, s.q, s.qd, s.qdd, fext, external);
      CHECK(relative_error(external, with_tip) <= kAgreement);
    }
  });
}
