// The runtime's dynamics under contact (contact_dynamics.hpp) against DART
// 6.12's constraint solver, which reads the same URDF file with its own
// loader and solves its own velocity-level constraint problem (an LCP,
// Dantzig's pivoting, on its own recursions): a point contact is DART's
// BallJointConstraint at the frame's origin, a 6d one its
// WeldJointConstraint of the frame's body to the world. One step of DART's
// world from rest gives v+ = dt qdd with Jc v+ = 0, exactly the constrained
// forward dynamics at v = 0 (gamma = 0 there); one step from a velocity v
// with the joint forces set to DART's own C(q, v) v + g(q) (so that nothing
// but the constraints changes v) gives the perfectly inelastic impact. That
// step carries, on a floating base, a term linear in the step (1.3e-2 of v
// at 1 ms, 1.3e-3 at 0.1 ms), which extrapolation to a step of 0 removes.
// DART regularises its constraints by a constraint force mixing (at least
// 1e-9 of each diagonal entry of its constraint matrix); applied to nedyn's
// solves too, the two agree to rounding. The URDF files are ones whose every
// link has an <inertial> element: DART gives a link without one 1 kg (the
// UR5's tool0).

#include <memory>
#include <random>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <dart/constraint/BallJointConstraint.hpp>
#include <dart/constraint/ConstraintSolver.hpp>
#include <dart/constraint/DynamicJointConstraint.hpp>
#include <dart/constraint/WeldJointConstraint.hpp>
#include <dart/dynamics/BodyNode.hpp>
#include <dart/dynamics/DegreeOfFreedom.hpp>
#include <dart/dynamics/Joint.hpp>
#include <dart/dynamics/Skeleton.hpp>
#include <dart/simulation/World.hpp>

#include "dart_mapping.hpp"
#include "held_robots.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/configuration.hpp"
#include "nedyn/runtime/contact_dynamics.hpp"
#include "nedyn/runtime/frames.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/workspace.hpp"
#include "test_support.hpp"

namespace nedyn {
namespace {

constexpr double kStep = 1e-3;        ///< DART's time step from rest, s
constexpr double kImpactStep = 1e-4;  ///< and at an impact (extrapolated to 0)
/// DART's constraint force mixing, its smallest: each diagonal entry of its
/// constraint matrix A grows by this fraction of itself.
constexpr double kMixing = 1e-9;
/// nedyn's solves with DART's mixing applied agree with DART to this, of the
/// largest entry (seen: 1.8e-12); without it, to kMixingEffect (seen: 3.5e-6,
/// a foot welded: the ankle's small inertias make A ill-conditioned).
constexpr double kAgreement = 1e-10, kMixingEffect = 1e-5;

double largest(const Eigen::VectorXd& x) { return std::max(1.0, x.cwiseAbs().maxCoeff()); }

/// x - M^-1 Jd^T (Ad + kMixing diag(Ad))^-1 Jd x, Ad = Jd M^-1 Jd^T: the
/// velocity (or acceleration) x after the impulses that stop the contacts, as
/// DART solves for them with its regularisation, in its rows: a ball joint's
/// the point's velocity in its body's axes, a weld's the body's twist in its
/// own axes, angular first. Without the mixing, constrained forward dynamics
/// (x the free acceleration) or impulse dynamics (x the velocity before).
Eigen::VectorXd dart_regularised(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                                 const std::vector<NumericContact>& contacts,
                                 const Eigen::MatrixXd& M, const Eigen::VectorXd& x) {
  Eigen::MatrixXd Jc;
  contact_jacobian(model, ws, q, contacts, Jc);
  Eigen::MatrixXd T = Eigen::MatrixXd::Zero(Jc.rows(), Jc.rows());
  int row = 0;
  for (const NumericContact& c : contacts) {
    const Eigen::Matrix3d Rt = frame_pose(model, ws, q, c.frame).topLeftCorner<3, 3>().transpose();
    if (c.six_d) {
      T.block<3, 3>(row, row + 3) = Rt;  // angular first
      T.block<3, 3>(row + 3, row) = Rt;
    } else {
      T.block<3, 3>(row, row) = Rt;
    }
    row += c.rows();
  }
  const Eigen::MatrixXd Jd = T * Jc;
  const Eigen::LLT<Eigen::MatrixXd> llt(M);
  const Eigen::MatrixXd Minv_JdT = llt.solve(Jd.transpose());
  Eigen::MatrixXd Ad = Jd * Minv_JdT;
  Ad.diagonal() *= 1 + kMixing;
  return x - Minv_JdT * Ad.ldlt().solve(Jd * x);
}

/// One world holding `robot` at the contacts' frames as they are at q.
dart::simulation::WorldPtr held_world(const dart::dynamics::SkeletonPtr& robot,
                                      const std::vector<NumericContact>& contacts, double dt) {
  dart::simulation::WorldPtr world = dart::simulation::World::create();
  world->setGravity(Eigen::Vector3d(0, 0, -9.81));
  world->setTimeStep(dt);
  world->addSkeleton(robot);
  for (const NumericContact& c : contacts) {
    dart::dynamics::BodyNode* body = robot->getBodyNode(c.frame.name);
    REQUIRE(body != nullptr);
    if (c.six_d)
      world->getConstraintSolver()->addConstraint(
          std::make_shared<dart::constraint::WeldJointConstraint>(body));
    else
      world->getConstraintSolver()->addConstraint(
          std::make_shared<dart::constraint::BallJointConstraint>(
              body, body->getWorldTransform().translation()));
  }
  return world;
}

/// DART's World::step up to its velocities (forward dynamics, the velocity
/// integrated, the constraints' impulses and their velocity change): the
/// positions stay, so that the velocities are read in the frames they were
/// solved in.
void step_velocities(dart::simulation::World& world, dart::dynamics::Skeleton& robot) {
  robot.computeForwardDynamics();
  robot.integrateVelocities(world.getTimeStep());
  world.getConstraintSolver()->solve();
  if (robot.isImpulseApplied()) {
    robot.computeImpulseForwardDynamics();
    robot.setImpulseApplied(false);
  }
}

TEST_CASE("constrained dynamics and impacts agree with DART's constraint solver") {
  dart::constraint::DynamicJointConstraint::setConstraintForceMixing(kMixing);
  for (const test::HeldCase& c : test::held_cases()) {
    DYNAMIC_SECTION(c.name()) {
      const test::HeldRobot held = test::held_robot(c);
      const std::string& path = held.path;
      const Model& model = held.model;
      const NumericModel& numeric = held.numeric;  // DART's joints get no friction either
      const std::vector<NumericContact>& contacts = held.contacts;
      Workspace ws(numeric);
      const int nv = numeric.nv();
      std::mt19937 rng(test::kSeed);
      std::uniform_real_distribution<double> force(-20.0, 20.0), rate(-1.0, 1.0);
      for (int trial = 0; trial < 8; ++trial) {
        const Eigen::VectorXd q = random_configuration(numeric, rng);
        Eigen::VectorXd tau(nv), v(nv);
        for (int i = 0; i < nv; ++i) {
          tau(i) = force(rng);
          v(i) = rate(rng);
        }
        if (c.floating) tau.head(6).setZero();  // the base has no motor
        const dart::dynamics::SkeletonPtr robot = test::dart_robot(path, c.floating);
        const Eigen::MatrixXd P = test::dart_order(model, *robot);
        for (std::size_t j = 0; j < robot->getNumJoints(); ++j) {
          dart::dynamics::Joint* joint = robot->getJoint(j);
          joint->setLimitEnforcement(false);
          for (std::size_t d = 0; d < joint->getNumDofs(); ++d) {
            joint->setCoulombFriction(d, 0);
            joint->setDampingCoefficient(d, 0);
          }
        }
        INFO("trial " << trial);
        // DART's velocities after one step of dt from q, v with joint forces f.
        const auto step = [&](const Eigen::VectorXd& v_dart, const Eigen::VectorXd* f, double dt) {
          robot->setPositions(test::dart_positions(numeric, q, P));
          robot->setVelocities(v_dart);
          robot->setForces(f ? *f : robot->getCoriolisAndGravityForces());
          const dart::simulation::WorldPtr world = held_world(robot, contacts, dt);
          step_velocities(*world, *robot);
          world->removeAllSkeletons();
          return Eigen::VectorXd(P.transpose() * robot->getVelocities());
        };

        // From rest, the torques tau: DART's v+ / dt is the constrained qdd.
        Eigen::VectorXd qdd, lambda;
        REQUIRE(constrained_forward_dynamics(numeric, ws, q, Eigen::VectorXd::Zero(nv), tau,
                                             contacts, qdd, lambda) == kContactSolved);
        const Eigen::VectorXd f = P * tau;
        const Eigen::VectorXd qdd_dart = step(Eigen::VectorXd::Zero(nv), &f, kStep) / kStep;
        Eigen::MatrixXd M(nv, nv);
        mass_matrix_composite(numeric, ws, q, M);
        Eigen::VectorXd h(nv);
        newton_euler(numeric, ws, q, Eigen::VectorXd::Zero(nv), Eigen::VectorXd::Zero(nv),
                     -numeric.gravity, TipWrench{}, h);
        const Eigen::VectorXd free = M.llt().solve(tau - h);
        const Eigen::VectorXd qdd_mixed = dart_regularised(numeric, ws, q, contacts, M, free);
        CHECK((qdd_mixed - qdd_dart).cwiseAbs().maxCoeff() <= kAgreement * largest(qdd));
        CHECK((qdd - qdd_dart).cwiseAbs().maxCoeff() <= kMixingEffect * largest(qdd));

        // From v, the forces that cancel DART's C v + g: an inelastic impact,
        // extrapolated to dt = 0 from dt and dt / 2.
        Eigen::VectorXd v_after, impulse;
        REQUIRE(impulse_dynamics(numeric, ws, q, v, 0.0, contacts, v_after, impulse) ==
                kContactSolved);
        const Eigen::VectorXd v_dart =
            2 * step(P * v, nullptr, kImpactStep / 2) - step(P * v, nullptr, kImpactStep);
        const Eigen::VectorXd v_mixed = dart_regularised(numeric, ws, q, contacts, M, v);
        CHECK((v_mixed - v_dart).cwiseAbs().maxCoeff() <= kAgreement * largest(v));
        CHECK((v_after - v_dart).cwiseAbs().maxCoeff() <= kMixingEffect * largest(v));
      }
    }
  }
}

}  // namespace
}  // namespace nedyn
