// The runtime's dynamics under contacts (contact_dynamics.hpp) against what
// does not share its algebra: a body held at a point is a rigid body turning
// about a fixed point (Euler's equations about the pivot, and Newton's for
// the pivot's force); a held contact stays held and the motion obeys the
// Newton-Euler recursion with the contact forces; Gauss's principle solved
// as a quadratic programme over the constraint's null space; an impact
// changes the centroidal momentum by the impulses alone and loses energy;
// contact inverse dynamics fed back to the forward dynamics; Baumgarte's
// stabilisation keeps a standing quadruped's feet in place for a second.

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include <Eigen/Dense>
#include <catch2/catch.hpp>

#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/centroidal.hpp"
#include "nedyn/runtime/configuration.hpp"
#include "nedyn/runtime/contact_dynamics.hpp"
#include "nedyn/runtime/forward_dynamics.hpp"
#include "nedyn/runtime/frames.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "test_support.hpp"

namespace nedyn {
namespace {

/// A body of general inertia, its centre of mass off its origin, floating,
/// with a frame "pivot" away from both.
NumericModel held_body(const Eigen::Vector3d& pivot) {
  NumericModel body;
  body.floating_base = true;
  body.tool_link = 0;
  body.base_mass = 1.7;
  body.base_com = Eigen::Vector3d(0.01, 0.02, -0.03);
  body.base_inertia << 0.012, 0.0004, -0.0002, 0.0004, 0.014, 0.0003, -0.0002, 0.0003, 0.021;
  NumericFrame frame;
  frame.name = "pivot";
  frame.link = 0;
  frame.placement.translation = pivot;
  body.frames.push_back(frame);
  return body;
}

/// tests/urdf/quadruped12.urdf on a floating base.
NumericModel quadruped() {
  UrdfOptions options;
  options.floating_base = true;
  std::vector<std::string> notes;
  return instantiate(load_urdf(test::kUrdfDir + "quadruped12.urdf", options, notes));
}

std::vector<NumericContact> feet(const NumericModel& model, bool first_six_d = false) {
  std::vector<NumericContact> contacts;
  for (const char* foot : {"FL_FOOT", "FR_FOOT", "HL_FOOT", "HR_FOOT"})
    contacts.push_back({frame_named(model, foot), first_six_d && contacts.empty()});
  return contacts;
}

Eigen::VectorXd random_vector(int n, std::mt19937& rng, double size) {
  std::uniform_real_distribution<double> u(-size, size);
  Eigen::VectorXd x(n);
  for (int i = 0; i < n; ++i) x(i) = u(rng);
  return x;
}

/// A basis of the null space of Jc: the motions that keep every contact.
Eigen::MatrixXd null_space(const Eigen::MatrixXd& Jc) {
  return Eigen::FullPivLU<Eigen::MatrixXd>(Jc).kernel();
}

/// v moved into the null space of Jc (a velocity that keeps the contacts).
Eigen::VectorXd keeping(const Eigen::MatrixXd& Jc, const Eigen::VectorXd& v) {
  const Eigen::MatrixXd N = null_space(Jc);
  return N * (N.transpose() * N).ldlt().solve(N.transpose() * v);
}

double largest(const Eigen::VectorXd& x) { return std::max(1.0, x.cwiseAbs().maxCoeff()); }

}  // namespace

TEST_CASE("a floating body held at a point turns about it by Euler's equations") {
  // With the pivot fixed, I_p w' + w x I_p w = r x R^T m g in the body's axes
  // (I_p the inertia about the pivot, r the centre of mass from the pivot),
  // and the pivot's force is m (a_c - g), a_c = R (w' x r + w x (w x r)).
  const Eigen::Vector3d pivot(0.05, -0.02, 0.3);
  const NumericModel body = held_body(pivot);
  const std::vector<NumericContact> held = {{body.frames[0], false}};
  Workspace ws(body);
  std::mt19937 rng(test::kSeed);
  const double m = body.base_mass;
  const Eigen::Vector3d r = body.base_com - pivot;
  const Eigen::Matrix3d I_p =
      body.base_inertia + m * (r.squaredNorm() * Eigen::Matrix3d::Identity() - r * r.transpose());
  for (int k = 0; k < test::kStates; ++k) {
    const Eigen::VectorXd q = random_configuration(body, rng);
    const Eigen::Vector3d w = random_vector(3, rng, 3.0);
    Eigen::VectorXd v(6);
    v << -w.cross(pivot), w;  // the origin's velocity that leaves the pivot at rest
    Eigen::VectorXd qdd, lambda;
    REQUIRE(constrained_forward_dynamics(body, ws, q, v, Eigen::VectorXd::Zero(6), held, qdd,
                                         lambda) == kContactSolved);
    const Eigen::Matrix3d R = base_pose(body, q).topLeftCorner<3, 3>();
    const Eigen::Vector3d torque = r.cross(R.transpose() * (m * body.gravity)) - w.cross(I_p * w);
    const Eigen::Vector3d wd = I_p.ldlt().solve(torque);
    CHECK((qdd.tail<3>() - wd).norm() <= 1e-10 * std::max(1.0, wd.norm()));
    const Eigen::Vector3d a_c = R * (wd.cross(r) + w.cross(w.cross(r)));
    const Eigen::Vector3d force = m * (a_c - body.gravity);
    CHECK((lambda - force).norm() <= 1e-10 * force.norm());
  }
}

TEST_CASE("a held contact stays held and the motion is the recursion's with the contact forces") {
  const NumericModel robot = quadruped();
  Workspace ws(robot);
  std::mt19937 rng(test::kSeed);
  for (const bool six_d : {false, true}) {
    DYNAMIC_SECTION((six_d ? "one foot held fully, three at a point" : "four feet at a point")) {
      const std::vector<NumericContact> contacts = feet(robot, six_d);
      REQUIRE(contact_rows(contacts) == (six_d ? 15 : 12));
      for (int k = 0; k < test::kStates; ++k) {
        const Eigen::VectorXd q = random_configuration(robot, rng);
        const Eigen::VectorXd v = random_vector(robot.nv(), rng, 2.0);
        Eigen::VectorXd tau = random_vector(robot.nv(), rng, 20.0);
        tau.head(6).setZero();  // the base has no motor
        Eigen::VectorXd qdd, lambda, gamma, id;
        Eigen::MatrixXd Jc;
        REQUIRE(constrained_forward_dynamics(robot, ws, q, v, tau, contacts, qdd, lambda) ==
                kContactSolved);
        contact_jacobian(robot, ws, q, contacts, Jc);
        contact_drift(robot, ws, q, v, contacts, gamma);
        // To rounding of the terms summed (random poses include near-singular legs).
        const Eigen::VectorXd held = Jc * qdd + gamma;
        const Eigen::VectorXd terms = Jc.cwiseAbs() * qdd.cwiseAbs() + gamma.cwiseAbs();
        CHECK(held.cwiseAbs().maxCoeff() <= 1e-10 * largest(terms));
        // M qdd + h = tau + Jc^T lambda, by Newton-Euler.
        id.resize(robot.nv());
        inverse_dynamics(robot, ws, q, v, qdd, id);
        const Eigen::VectorXd applied = tau + Jc.transpose() * lambda;
        CHECK((id - applied).cwiseAbs().maxCoeff() <= 1e-10 * largest(applied));
      }
    }
  }
}

TEST_CASE("constrained forward dynamics is Gauss's least constraint over the null space") {
  // min (qdd - qdd_free)^T M (qdd - qdd_free) subject to Jc qdd = -gamma:
  // qdd = qdd_0 + N z over a basis N of Jc's null space, z from the normal
  // equations, qdd_free from forward_dynamics.
  const NumericModel robot = quadruped();
  const std::vector<NumericContact> contacts = feet(robot);
  Workspace ws(robot);
  std::mt19937 rng(test::kSeed + 1);
  for (int k = 0; k < test::kStates; ++k) {
    const Eigen::VectorXd q = random_configuration(robot, rng);
    const Eigen::VectorXd v = random_vector(robot.nv(), rng, 2.0);
    Eigen::VectorXd tau = random_vector(robot.nv(), rng, 20.0);
    tau.head(6).setZero();
    Eigen::VectorXd free, gamma, qdd, lambda;
    Eigen::MatrixXd Jc, M;
    forward_dynamics(robot, ws, q, v, tau, free);
    contact_jacobian(robot, ws, q, contacts, Jc);
    contact_drift(robot, ws, q, v, contacts, gamma);
    mass_matrix(robot, ws, q, M);
    const Eigen::VectorXd particular =
        Jc.jacobiSvd(Eigen::ComputeThinU | Eigen::ComputeThinV).solve(-gamma);
    const Eigen::MatrixXd N = null_space(Jc);
    REQUIRE(N.cols() == robot.nv() - 12);
    const Eigen::VectorXd z =
        (N.transpose() * M * N).ldlt().solve(N.transpose() * M * (free - particular));
    const Eigen::VectorXd gauss = particular + N * z;
    REQUIRE(constrained_forward_dynamics(robot, ws, q, v, tau, contacts, qdd, lambda) ==
            kContactSolved);
    CHECK((qdd - gauss).cwiseAbs().maxCoeff() <= 1e-9 * largest(gauss));
  }
}

TEST_CASE("an impact changes the centroidal momentum by the impulses alone and loses energy") {
  const NumericModel robot = quadruped();
  const std::vector<NumericContact> contacts = feet(robot);
  Workspace ws(robot);
  std::mt19937 rng(test::kSeed + 2);
  for (const double e : {0.0, 0.5}) {
    for (int k = 0; k < test::kStates; ++k) {
      const Eigen::VectorXd q = random_configuration(robot, rng);
      const Eigen::VectorXd before = random_vector(robot.nv(), rng, 2.0);
      Eigen::VectorXd after, impulse;
      Eigen::MatrixXd Jc, Ag;
      REQUIRE(impulse_dynamics(robot, ws, q, before, e, contacts, after, impulse) ==
              kContactSolved);
      contact_jacobian(robot, ws, q, contacts, Jc);
      const Eigen::VectorXd rebound = Jc * after + e * (Jc * before);
      CHECK(rebound.cwiseAbs().maxCoeff() <= 1e-10 * largest(Jc * before));
      // The change of linear momentum is the sum of the impulses; of the
      // angular momentum about the centre of mass, the sum of their moments.
      centroidal_momentum_matrix(robot, ws, q, Ag);
      const Eigen::Vector3d c = center_of_mass(robot, ws, q);
      Eigen::Matrix<double, 6, 1> expected = Eigen::Matrix<double, 6, 1>::Zero();
      for (std::size_t i = 0; i < contacts.size(); ++i) {
        const Eigen::Vector3d p =
            frame_pose(robot, ws, q, contacts[i].frame).topRightCorner<3, 1>();
        const Eigen::Vector3d f = impulse.segment<3>(3 * static_cast<int>(i));
        expected.head<3>() += f;
        expected.tail<3>() += (p - c).cross(f);
      }
      const Eigen::Matrix<double, 6, 1> change = Ag * (after - before);
      CHECK((change - expected).cwiseAbs().maxCoeff() <= 1e-10 * largest(expected));
      // Energy, 1/2 v^T M v: lost in the impact.
      Eigen::MatrixXd M;
      mass_matrix(robot, ws, q, M);
      const double lost = before.dot(M * before) / 2 - after.dot(M * after) / 2;
      CHECK(lost >= -1e-12 * before.dot(M * before));
    }
  }
}

TEST_CASE("contact inverse dynamics fed to constrained forward dynamics returns the motion") {
  const NumericModel robot = quadruped();
  const std::vector<NumericContact> contacts = feet(robot);
  Workspace ws(robot);
  std::mt19937 rng(test::kSeed + 3);
  for (int k = 0; k < test::kStates; ++k) {
    const Eigen::VectorXd q = random_configuration(robot, rng);
    Eigen::MatrixXd Jc;
    Eigen::VectorXd gamma;
    contact_jacobian(robot, ws, q, contacts, Jc);
    const Eigen::VectorXd v = keeping(Jc, random_vector(robot.nv(), rng, 2.0));
    contact_drift(robot, ws, q, v, contacts, gamma);
    // A motion that keeps the contacts: a particular solution and a random
    // motion of the null space.
    const Eigen::VectorXd particular =
        Jc.jacobiSvd(Eigen::ComputeThinU | Eigen::ComputeThinV).solve(-gamma);
    const Eigen::MatrixXd N = null_space(Jc);
    const Eigen::VectorXd qdd =
        particular + N * random_vector(static_cast<int>(N.cols()), rng, 5.0);
    Eigen::VectorXd tau, lambda, back, forces;
    REQUIRE(contact_inverse_dynamics(robot, ws, q, v, qdd, contacts, tau, lambda) ==
            kContactSolved);
    CHECK(tau.head(6).cwiseAbs().maxCoeff() <= 1e-10 * largest(tau));
    REQUIRE(constrained_forward_dynamics(robot, ws, q, v, tau, contacts, back, forces) ==
            kContactSolved);
    CHECK((back - qdd).cwiseAbs().maxCoeff() <= 1e-9 * largest(qdd));
    CHECK((forces - lambda).cwiseAbs().maxCoeff() <= 1e-9 * largest(lambda));
  }
}

TEST_CASE("weights move contact forces to the feet that weigh less") {
  const NumericModel robot = quadruped();
  const std::vector<NumericContact> contacts = feet(robot);
  Workspace ws(robot);
  std::mt19937 rng(test::kSeed + 6);
  const Eigen::VectorXd q = random_configuration(robot, rng);
  const Eigen::VectorXd zero = Eigen::VectorXd::Zero(robot.nv());
  Eigen::VectorXd tau, even, weighted;
  REQUIRE(contact_inverse_dynamics(robot, ws, q, zero, zero, contacts, tau, even) ==
          kContactSolved);
  Eigen::VectorXd weights = Eigen::VectorXd::Ones(12);
  weights.head(3).setConstant(100.0);  // the first foot's force costs a hundred times more
  REQUIRE(contact_inverse_dynamics(robot, ws, q, zero, zero, contacts, tau, weighted, &weights) ==
          kContactSolved);
  CHECK(tau.head(6).cwiseAbs().maxCoeff() <= 1e-10 * largest(tau));
  CHECK(weighted.head(3).norm() < even.head(3).norm());
}

TEST_CASE("redundant contacts report a singular system and still hold") {
  const NumericModel robot = quadruped();
  std::vector<NumericContact> contacts = feet(robot);
  contacts.push_back(contacts[0]);  // the same foot twice
  Workspace ws(robot);
  std::mt19937 rng(test::kSeed + 4);
  const Eigen::VectorXd q = random_configuration(robot, rng);
  const Eigen::VectorXd v = random_vector(robot.nv(), rng, 2.0);
  const Eigen::VectorXd tau = Eigen::VectorXd::Zero(robot.nv());
  Eigen::VectorXd qdd, lambda, gamma;
  Eigen::MatrixXd Jc;
  CHECK(constrained_forward_dynamics(robot, ws, q, v, tau, contacts, qdd, lambda) ==
        kContactSingular);
  REQUIRE(qdd.allFinite());
  REQUIRE(lambda.allFinite());
  contact_jacobian(robot, ws, q, contacts, Jc);
  contact_drift(robot, ws, q, v, contacts, gamma);
  CHECK((Jc * qdd + gamma).cwiseAbs().maxCoeff() <= 1e-9 * largest(gamma));
  // Least norm: the twice-held foot's force split evenly.
  CHECK((lambda.segment<3>(0) - lambda.segment<3>(12)).norm() <= 1e-9 * largest(lambda));
}

TEST_CASE("Baumgarte's stabilisation keeps a standing quadruped's feet for a second") {
  // Standing with the torques that hold it and a PD law on the joints,
  // pushed by a velocity that keeps the contacts; fourth-order Runge-Kutta
  // at 1 ms with the feet's position and velocity errors fed back. What is
  // left is the integration's error: measured 1.9e-9 m here, 1.2e-8 m with
  // kp = 400, kd = 40 (it falls as 1 / kp and as dt^2: 2.5e-9 m at 0.5 ms),
  // 1.7e-6 m without the feedback.
  const NumericModel robot = quadruped();
  const std::vector<NumericContact> contacts = feet(robot);
  Workspace ws(robot);
  std::mt19937 rng(test::kSeed + 5);
  Eigen::VectorXd q = Eigen::VectorXd::Zero(robot.nq());
  q(6) = 1;  // upright, each leg's hip and knee bent (straight legs would be singular)
  for (int leg = 0; leg < 4; ++leg) {
    q(7 + 3 * leg + 1) = 0.6;
    q(7 + 3 * leg + 2) = -1.2;
  }
  const Eigen::VectorXd q0 = q, zero = Eigen::VectorXd::Zero(robot.nv());
  Eigen::VectorXd tau, lambda;
  contact_inverse_dynamics(robot, ws, q, zero, zero, contacts, tau, lambda);
  std::vector<Eigen::Vector3d> placed;
  for (const NumericContact& c : contacts)
    placed.push_back(frame_pose(robot, ws, q, c.frame).topRightCorner<3, 1>());
  Eigen::MatrixXd Jc;
  contact_jacobian(robot, ws, q, contacts, Jc);
  Eigen::VectorXd v = keeping(Jc, random_vector(robot.nv(), rng, 0.3));
  Baumgarte gains;
  gains.kp = 2500;  // critically damped at 50 rad/s
  gains.kd = 100;
  const auto acceleration = [&](const Eigen::VectorXd& at, const Eigen::VectorXd& rate) {
    gains.position_error.resize(12);
    for (std::size_t i = 0; i < contacts.size(); ++i)
      gains.position_error.segment<3>(3 * static_cast<int>(i)) =
          frame_pose(robot, ws, at, contacts[i].frame).topRightCorner<3, 1>() - placed[i];
    Eigen::MatrixXd J;
    contact_jacobian(robot, ws, at, contacts, J);
    gains.velocity_error = J * rate;
    // The joints held by a stiff PD law about the standing pose (free of
    // it, the stance collapses and the test would time a fall).
    Eigen::VectorXd drive = tau;
    drive.tail(12) -= 20 * (at.tail(12) - q0.tail(12)) + 0.5 * rate.tail(12);
    Eigen::VectorXd qdd, forces;
    constrained_forward_dynamics(robot, ws, at, rate, drive, contacts, qdd, forces, &gains);
    return qdd;
  };
  const double dt = 1e-3;
  double worst = 0;
  for (int step = 0; step < 1000; ++step) {
    const Eigen::VectorXd a1 = acceleration(q, v);
    const Eigen::VectorXd v2 = v + 0.5 * dt * a1;
    const Eigen::VectorXd q2 = integrate(robot, q, v, 0.5 * dt);
    const Eigen::VectorXd a2 = acceleration(q2, v2);
    const Eigen::VectorXd v3 = v + 0.5 * dt * a2;
    const Eigen::VectorXd q3 = integrate(robot, q, v2, 0.5 * dt);
    const Eigen::VectorXd a3 = acceleration(q3, v3);
    const Eigen::VectorXd v4 = v + dt * a3;
    const Eigen::VectorXd q4 = integrate(robot, q, v3, dt);
    const Eigen::VectorXd a4 = acceleration(q4, v4);
    q = integrate(robot, q, (v + 2 * v2 + 2 * v3 + v4) / 6, dt);
    v += dt * (a1 + 2 * a2 + 2 * a3 + a4) / 6;
    for (std::size_t i = 0; i < contacts.size(); ++i)
      worst = std::max(
          worst,
          (frame_pose(robot, ws, q, contacts[i].frame).topRightCorner<3, 1>() - placed[i]).norm());
  }
  INFO("largest distance of a foot from where it stood: " << worst << " m");
  CHECK(worst <= 1e-8);
}

}  // namespace nedyn
