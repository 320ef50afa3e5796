// Task-space dynamics (issues 6 and 19): J and Jdot qd of the tool frame
// against finite differences of forward kinematics and KDL's Jacobian; Mx,
// Vx, Gx against the joint-space recursion (a task force applied through J^T
// and the motion it causes), against the seed's formulas for a square J;
// Bx, Cx against J^T Vx; the singularity measure at known singularities.

#include <catch2/catch.hpp>

#include <Eigen/Cholesky>
#include <Eigen/Geometry>
#include <Eigen/LU>

#include <kdl/chainjnttojacsolver.hpp>

#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/kinematics.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/operational_space.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

namespace {

Eigen::Matrix4d tip_pose(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q) {
  forward_kinematics(model, q, ws);
  return ws.T0[ws.n + 1];
}

// Spatial velocity of the tip (base frame) for a velocity qd at q, by central
// differences of its pose along q + t qd.
Eigen::Matrix<double, 6, 1> tip_velocity_by_differences(const NumericModel& model, Workspace& ws,
                                                        const Eigen::VectorXd& q,
                                                        const Eigen::VectorXd& qd, double h) {
  const Eigen::Matrix4d plus = tip_pose(model, ws, q + h * qd);
  const Eigen::Matrix4d minus = tip_pose(model, ws, q - h * qd);
  const Eigen::Matrix3d R = tip_pose(model, ws, q).block<3, 3>(0, 0);
  const Eigen::Matrix3d W =
      (plus.block<3, 3>(0, 0) - minus.block<3, 3>(0, 0)) / (2 * h) * R.transpose();  // skew(w)
  Eigen::Matrix<double, 6, 1> v;
  v << (plus.block<3, 1>(0, 3) - minus.block<3, 1>(0, 3)) / (2 * h),
      Eigen::Vector3d(W(2, 1) - W(1, 2), W(0, 2) - W(2, 0), W(1, 0) - W(0, 1)) / 2;
  return v;
}

}  // namespace

TEST_CASE("J qd is the tip's velocity, by finite differences of the pose", "[operational_space]") {
  for_each_example_model([](const NumericModel& model, std::mt19937& rng) {
    Workspace ws(model);
    Eigen::MatrixXd J(6, model.dof());
    for (int k = 0; k < 20; ++k) {
      const State s = random_state(model, rng);
      jacobian(model, ws, s.q, J);
      const Eigen::Matrix<double, 6, 1> v = tip_velocity_by_differences(model, ws, s.q, s.qd, 1e-6);
      INFO("state " << k);
      CHECK((J * s.qd - v).cwiseAbs().maxCoeff() <= 1e-7 * (1 + v.cwiseAbs().maxCoeff()));
    }
  });
}

TEST_CASE("Jdot qd is the derivative of J along qd", "[operational_space]") {
  for_each_example_model([](const NumericModel& model, std::mt19937& rng) {
    Workspace ws(model);
    const int n = model.dof();
    Eigen::MatrixXd Jp(6, n), Jm(6, n);
    for (int k = 0; k < 20; ++k) {
      const State s = random_state(model, rng);
      const double h = 1e-6;
      jacobian(model, ws, s.q + h * s.qd, Jp);
      jacobian(model, ws, s.q - h * s.qd, Jm);
      const Eigen::Matrix<double, 6, 1> expected = (Jp - Jm) / (2 * h) * s.qd;
      const Eigen::Matrix<double, 6, 1> a = jacobian_dot_qd(model, ws, s.q, s.qd);
      INFO("state " << k);
      CHECK((a - expected).cwiseAbs().maxCoeff() <= 1e-6 * (1 + expected.cwiseAbs().maxCoeff()));
    }
  });
}

TEST_CASE("J is KDL's Jacobian of the tool frame", "[operational_space]") {
  for_each_example_robot([](const NumericModel& model, const KDL::Chain& chain, std::mt19937& rng) {
    Workspace ws(model);
    KDL::ChainJntToJacSolver solver(chain);
    const int n = model.dof();
    Eigen::MatrixXd J(6, n);
    KDL::Jacobian kdl(static_cast<unsigned>(n));
    for (int k = 0; k < 10; ++k) {
      const State s = random_state(model, rng);
      jacobian(model, ws, s.q, J);
      REQUIRE(solver.JntToJac(to_kdl(s.q), kdl) == 0);
      INFO("state " << k);
      CHECK(relative_error(J, kdl.data) <= 1e-12);
    }
  });
}

namespace {

// Closer to a singularity (sin of the angle between task rows below 0.1)
// rounding grows as 1/measure and the comparisons say nothing.
constexpr double kComparable = 1e-2;

// The models with a task: those that give one and those of six joints or more.
template <class Body>
void for_each_task_model(Body&& body) {
  for_each_example_model([&](const NumericModel& model, std::mt19937& rng) {
    if (!model.task.empty()) body(model, rng);
  });
}

// M, V and G without friction, as task_space reads them.
struct JointSpace {
  Eigen::MatrixXd M;
  Eigen::VectorXd V, G;
};

JointSpace joint_space(const NumericModel& model, Workspace& ws, const State& s) {
  const int n = model.dof();
  JointSpace js{Eigen::MatrixXd(n, n), Eigen::VectorXd(n), Eigen::VectorXd(n)};
  mass_matrix(model, ws, s.q, js.M);
  coriolis_centrifugal(model, ws, s.q, s.qd, js.V);
  gravity_torques(model, ws, s.q, js.G);
  return js;
}

Eigen::VectorXd task_rows(const NumericModel& model, const Eigen::Matrix<double, 6, 1>& a) {
  Eigen::VectorXd out(static_cast<Eigen::Index>(model.task.size()));
  for (std::size_t r = 0; r < model.task.size(); ++r)
    out(static_cast<Eigen::Index>(r)) = a(model.task[r]);
  return out;
}

}  // namespace

TEST_CASE("Mx xdd + Vx + Gx is the task force that drives the motion it causes",
          "[operational_space]") {
  // F applied through J^T moves the joints by qdd = M^-1 (J^T F - V - G); the
  // task acceleration J qdd + Jdot qd of that motion must give back F.
  for_each_task_model([&](const NumericModel& model, std::mt19937& rng) {
    Workspace ws(model);
    const int m = static_cast<int>(model.task.size());
    std::uniform_real_distribution<double> force(-10, 10);
    int checked = 0;
    for (int k = 0; k < 30; ++k) {
      const State s = random_state(model, rng);
      TaskSpace t;
      try {
        t = task_space(model, ws, s.q, s.qd, kComparable);
      } catch (const SingularConfiguration&) {
        continue;  // near a singularity the comparison says nothing
      }
      Eigen::VectorXd F(m);
      for (int r = 0; r < m; ++r) F(r) = force(rng);
      const JointSpace js = joint_space(model, ws, s);
      const Eigen::VectorXd qdd = js.M.llt().solve(t.J.transpose() * F - js.V - js.G);
      const Eigen::VectorXd xdd =
          t.J * qdd + task_rows(model, jacobian_dot_qd(model, ws, s.q, s.qd));
      const Eigen::VectorXd predicted = t.Lambda * xdd + t.mu + t.p;
      INFO("state " << k << ", singularity measure " << t.singularity);
      CHECK((predicted - F).cwiseAbs().maxCoeff() <= 1e-8 * (1 + F.cwiseAbs().maxCoeff()));
      // Jbar is a generalised inverse of J: J Jbar = I.
      CHECK((t.J * t.Jbar - Eigen::MatrixXd::Identity(m, m)).cwiseAbs().maxCoeff() <= 1e-9);
      ++checked;
    }
    CHECK(checked >= 10);  // the UR5 is within that of a singularity at 18 of 30 states
  });
}

TEST_CASE(
    "for a square J the task terms are the seed's J^-T M J^-1, J^-T (V - M J^-1 Jdot qd), "
    "J^-T G",
    "[operational_space]") {
  for_each_task_model([&](const NumericModel& model, std::mt19937& rng) {
    if (static_cast<int>(model.task.size()) != model.dof()) return;
    Workspace ws(model);
    for (int k = 0; k < 20; ++k) {
      const State s = random_state(model, rng);
      TaskSpace t;
      try {
        t = task_space(model, ws, s.q, s.qd, kComparable);
      } catch (const SingularConfiguration&) {
        continue;
      }
      const JointSpace js = joint_space(model, ws, s);
      const Eigen::MatrixXd J_inv = t.J.inverse();
      const Eigen::VectorXd a = task_rows(model, jacobian_dot_qd(model, ws, s.q, s.qd));
      INFO("state " << k);
      CHECK(relative_error(t.Lambda, J_inv.transpose() * js.M * J_inv) <= 1e-9);
      CHECK(relative_error(t.mu, J_inv.transpose() * (js.V - js.M * J_inv * a), 1e-9) <= 1e-9);
      CHECK(relative_error(t.p, J_inv.transpose() * js.G, 1e-9) <= 1e-9);
      CHECK(relative_error(t.Jbar, J_inv) <= 1e-9);
    }
  });
}

TEST_CASE("the test models cover square and non-square tasks and a tool frame",
          "[operational_space]") {
  std::mt19937 rng(kSeed);
  const auto task_size = [&](const std::string& path) {
    return load_numeric(path, rng).task.size();
  };
  CHECK(task_size(NEDYN_MODELS_DIR "/rr_planar.yaml") == 2);          // square, Craig's arm
  CHECK(task_size(NEDYN_MODELS_DIR "/puma560.yaml") == 6);            // square by default
  CHECK(task_size(NEDYN_MODELS_DIR "/panda.yaml") == 6);              // 6 of 7 joints
  CHECK(task_size(NEDYN_TEST_MODELS_DIR "/axes_tilted.yaml") == 3);   // 3 of 4, a tool
  CHECK(task_size(NEDYN_TEST_MODELS_DIR "/modified_rpr.yaml") == 3);  // square, a tool
}

TEST_CASE("Bx [qd qd] + Cx [qd^2] is J^T Vx", "[operational_space]") {
  for_each_task_model([](const NumericModel& model, std::mt19937& rng) {
    Workspace ws(model);
    const int n = model.dof();
    Eigen::MatrixXd Bx, Cx;
    for (int k = 0; k < 5; ++k) {
      const State s = random_state(model, rng);
      try {
        task_velocity_coefficients(model, ws, s.q, Bx, Cx, kComparable);
      } catch (const SingularConfiguration&) {
        continue;
      }
      const TaskSpace t = task_space(model, ws, s.q, s.qd, kComparable);
      Eigen::VectorXd products(pair_count(n));
      for (int j = 0; j < n; ++j)
        for (int l = j + 1; l < n; ++l) products(pair_index(j, l, n)) = s.qd(j) * s.qd(l);
      const Eigen::VectorXd expected = t.J.transpose() * t.mu;
      INFO("state " << k);
      CHECK(relative_error(Bx * products + Cx * s.qd.cwiseAbs2(), expected, 1e-9) <= 1e-9);
    }
  });
}

TEST_CASE("the task is singular at the PUMA's aligned wrist and the planar arm's straight elbow",
          "[operational_space]") {
  std::mt19937 rng(kSeed);
  const NumericModel puma = load_numeric(NEDYN_MODELS_DIR "/puma560.yaml", rng);
  Workspace ws(puma);
  Eigen::VectorXd q(6), qd = Eigen::VectorXd::Zero(6);
  q << 0.3, -0.7, 0.9, 0.4, 0.0, -0.2;  // q5 = 0: axes 4 and 6 line up
  try {
    task_space(puma, ws, q, qd);
    FAIL("no error at a singular wrist");
  } catch (const SingularConfiguration& e) {
    CHECK(e.measure <= kTaskSingularity);
    CHECK_THAT(e.what(), Catch::Contains("singularity measure"));
  }
  q[4] = 0.6;
  CHECK(task_space(puma, ws, q, qd).singularity > 1e-3);

  const NumericModel planar = load_numeric(NEDYN_MODELS_DIR "/rr_planar_numeric.yaml", rng);
  Workspace wp(planar);
  Eigen::Vector2d q2(0.7, 0.0), qd2(0.3, -0.2);
  CHECK_THROWS_AS(task_space(planar, wp, q2, qd2), SingularConfiguration);
  // Away from it the measure is sin^2 of the elbow angle (the two task rows
  // in M^-1's metric): close to it, not below.
  q2[1] = 1e-3;
  const double measure = task_space(planar, wp, q2, qd2).singularity;
  CHECK(measure > 1e-8);
  CHECK(measure < 1e-5);
}

TEST_CASE("a model without a task has no task space", "[operational_space]") {
  std::mt19937 rng(kSeed);
  const NumericModel model = load_numeric(NEDYN_TEST_MODELS_DIR "/standard_rpr_symbolic.yaml", rng);
  REQUIRE(model.task.empty());
  Workspace ws(model);
  const Eigen::VectorXd zero = Eigen::VectorXd::Zero(model.dof());
  CHECK_THROWS_AS(task_space(model, ws, zero, zero), std::invalid_argument);
}
