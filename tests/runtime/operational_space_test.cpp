// Operational-space dynamics (issue 6): J and Jdot qd against finite
// differences of forward kinematics; Lambda, mu, p against the joint-space
// recursion (a wrench that produces the joint torques of a motion equals
// Lambda xdd + mu + p for that motion's tip acceleration); a clear error at a
// wrist singularity.

#include <catch2/catch.hpp>

#include <Eigen/Geometry>
#include <Eigen/LU>

#include "nedyn/runtime/kinematics.hpp"
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

TEST_CASE("Lambda xdd + mu + p is the tip wrench that drives a motion", "[operational_space]") {
  for (const char* name : {"puma560", "stanford", "ur5", "jaeri6"}) {
    DYNAMIC_SECTION(name) {
      std::mt19937 rng(kSeed);
      const NumericModel model =
          load_numeric(std::string(NEDYN_MODELS_DIR) + "/" + name + ".yaml", rng);
      Workspace ws(model);
      Eigen::MatrixXd J(6, 6);
      Eigen::VectorXd tau(6);
      int checked = 0;
      for (int k = 0; k < 50; ++k) {
        const State s = random_state(model, rng);
        OperationalSpace os;
        try {
          os = operational_space(model, ws, s.q, s.qd, 1e4);
        } catch (const SingularConfiguration&) {
          continue;  // near a singularity the comparison says nothing
        }
        // Joint torques of the motion without friction (M, V, G of the
        // runtime include rotor inertia, not friction).
        newton_euler(model, ws, s.q, s.qd, s.qdd, -model.gravity, TipWrench{}, tau);
        for (int i = 0; i < 6; ++i)
          tau[i] += model.links[static_cast<std::size_t>(i)].rotor_inertia * s.qdd[i];
        jacobian(model, ws, s.q, J);
        const Eigen::Matrix<double, 6, 1> F = J.transpose().lu().solve(tau);  // tau = J^T F
        const Eigen::Matrix<double, 6, 1> xdd = J * s.qdd + jacobian_dot_qd(model, ws, s.q, s.qd);
        const Eigen::Matrix<double, 6, 1> predicted = os.Lambda * xdd + os.mu + os.p;
        INFO("state " << k << ", condition " << os.condition);
        CHECK((predicted - F).cwiseAbs().maxCoeff() <= 1e-8 * (1 + F.cwiseAbs().maxCoeff()));
        ++checked;
      }
      CHECK(checked >= 25);
    }
  }
}

TEST_CASE("operational space refuses a singular wrist and a chain that is not six joints",
          "[operational_space]") {
  std::mt19937 rng(kSeed);
  const NumericModel puma = load_numeric(NEDYN_MODELS_DIR "/puma560.yaml", rng);
  Workspace ws(puma);
  Eigen::VectorXd q(6), qd = Eigen::VectorXd::Zero(6);
  q << 0.3, -0.7, 0.9, 0.4, 0.0, -0.2;  // q5 = 0: axes 4 and 6 line up
  try {
    operational_space(puma, ws, q, qd);
    FAIL("no error at a singular wrist");
  } catch (const SingularConfiguration& e) {
    CHECK(e.condition > 1e8);
    CHECK_THAT(e.what(), Catch::Contains("condition number"));
  }
  q[4] = 0.6;
  CHECK(operational_space(puma, ws, q, qd).condition < 1e3);
  const NumericModel panda = load_numeric(NEDYN_MODELS_DIR "/panda.yaml", rng);
  Workspace wp(panda);
  CHECK_THROWS_AS(operational_space(panda, wp, Eigen::VectorXd::Zero(7), Eigen::VectorXd::Zero(7)),
                  std::invalid_argument);
}
