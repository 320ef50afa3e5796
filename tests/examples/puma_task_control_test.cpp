// docs/examples/puma_task_control: the operational-space controller on the
// PUMA 560's emitted task functions. Its torques equal those the runtime's
// task_space gives (an independent path: Eigen, the numeric recursion), and
// with the dynamics cancelled the closed loop is the designed linear one:
// from rest, a task error e0 decays as e0 (1 + omega t) exp(-omega t).

#include <catch2/catch.hpp>

#include <random>

#include "nedyn/runtime/kinematics.hpp"
#include "nedyn/runtime/operational_space.hpp"
#include "task_control.hpp"
#include "test_support.hpp"

using namespace puma_task_control;

namespace {

Joints start() {
  Joints q;
  q << 0.0, -0.6, 0.9, 0.0, 0.7, 0.0;  // the page's start
  return q;
}

Pose pose_at(const Joints& q) {
  Pose T;
  arm::tool_pose(q.data(), T.data());
  return T;
}

}  // namespace

TEST_CASE("the controller's torques are J^T (Mx c + Vx + Gx) of the runtime",
          "[puma_task_control]") {
  std::mt19937 rng(nedyn::test::kSeed);
  const nedyn::NumericModel model =
      nedyn::test::load_numeric(NEDYN_MODELS_DIR "/puma560.yaml", rng);
  nedyn::Workspace ws(model);
  std::uniform_real_distribution<double> offset(-0.3, 0.3), rate(-1, 1);
  const Settings settings;
  int compared = 0;
  for (int k = 0; k < 20; ++k) {
    Joints q = start(), qd;
    for (int i = 0; i < kDof; ++i) {
      q(i) += offset(rng);
      qd(i) = rate(rng);
    }
    Reference ref{Eigen::Vector3d(0.3, -0.1, 0.2), Eigen::Vector3d(0.1, 0.0, -0.2),
                  Eigen::Vector3d(-0.5, 0.4, 0.3),
                  Eigen::AngleAxisd(0.4, Eigen::Vector3d(1, 2, 3).normalized()).toRotationMatrix()};
    const Step step = control(q, qd, ref, settings);
    REQUIRE(step.status == 0);
    const nedyn::TaskSpace t = nedyn::task_space(model, ws, q, qd);
    // The same law on the runtime's terms and kinematics.
    nedyn::forward_kinematics(model, q, ws);
    const Twist e = task_error(ws.T0.back(), ref);
    Twist v_ref = Twist::Zero(), a_ref = Twist::Zero();
    v_ref.head<3>() = ref.v;
    a_ref.head<3>() = ref.a;
    const double w = settings.omega;
    const Eigen::VectorXd c = a_ref + 2 * w * (v_ref - t.J * qd) + w * w * e;
    const Eigen::VectorXd tau = t.J.transpose() * (t.Lambda * c + t.mu + t.p);
    INFO("state " << k << ", singularity measure " << t.singularity);
    CHECK((step.tau - tau).cwiseAbs().maxCoeff() <= 1e-8 * (1 + tau.cwiseAbs().maxCoeff()));
    CHECK((step.error - e).cwiseAbs().maxCoeff() <= 1e-12);
    ++compared;
  }
  CHECK(compared == 20);
}

TEST_CASE("from rest a task error decays as the critically damped design", "[puma_task_control]") {
  Settings settings;
  settings.period = 1e-4;  // the held torque's delay (period / 2) far below 1 / omega
  Joints q = start(), qd = Joints::Zero();
  const Pose T = pose_at(q);
  // 1 cm along x and 0.01 rad about z away, at rest.
  const Eigen::Vector3d p0 = T.block<3, 1>(0, 3) + Eigen::Vector3d(0.01, 0, 0);
  const Eigen::Matrix3d R0 =
      Eigen::AngleAxisd(0.01, Eigen::Vector3d::UnitZ()).toRotationMatrix() * T.block<3, 3>(0, 0);
  const Reference ref{p0, Eigen::Vector3d::Zero(), Eigen::Vector3d::Zero(), R0};
  const Twist e0 = task_error(T, ref);
  const double w = settings.omega;
  for (int k = 0; k <= 3000; ++k) {
    const double t = k * settings.period;
    const Step step = control(q, qd, ref, settings);
    REQUIRE(step.status == 0);
    if (k % 500 == 0) {
      const Twist expected = e0 * (1 + w * t) * std::exp(-w * t);
      INFO("t = " << t);
      // Position exactly linear; orientation linear to O(|e|^2) = 1e-4 of e0.
      CHECK((step.error.head<3>() - expected.head<3>()).norm() <= 1e-3 * e0.head<3>().norm());
      CHECK((step.error.tail<3>() - expected.tail<3>()).norm() <= 1e-3 * e0.tail<3>().norm());
    }
    integrate(q, qd, step.tau, settings.period);
  }
}

TEST_CASE("the page's motion ends at its goal, the status 0 throughout", "[puma_task_control]") {
  const Settings settings;
  Joints q = start(), qd = Joints::Zero();
  const Pose T = pose_at(q);
  const Eigen::Vector3d from = T.block<3, 1>(0, 3), to = from + Eigen::Vector3d(0.12, -0.10, 0.12);
  double worst = 0;
  Step step;
  for (int k = 0; k <= 1500; ++k) {
    step = control(q, qd, line(from, to, T.block<3, 3>(0, 0), 1.0, k * settings.period), settings);
    REQUIRE(step.status == 0);
    worst = std::max(worst, step.error.norm());
    integrate(q, qd, step.tau, settings.period);
  }
  CHECK(step.error.head<3>().norm() < 1e-4);
  CHECK(step.error.tail<3>().norm() < 1e-4);
  // The feedforward does the work: what is left is the torque held over each
  // period, 9 um and 9 urad at most as measured.
  CHECK(worst < 1e-4);
  CHECK((pose_at(q).block<3, 1>(0, 3) - to).norm() < 1e-4);
}
