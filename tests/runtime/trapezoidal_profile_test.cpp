// The trapezoidal motion of JAERI-M 90-147 §4, checked without its own
// formulas: integrating its accelerations twice reaches B, velocity and
// position are continuous at T/3 and 2T/3, and qd, qdd are the derivatives of
// q, qd by finite differences.

#include <catch2/catch.hpp>

#include <cmath>
#include <random>

#include "nedyn/runtime/trapezoidal_profile.hpp"

using namespace nedyn;

namespace {

Eigen::VectorXd vec(std::initializer_list<double> values) {
  Eigen::VectorXd v(static_cast<Eigen::Index>(values.size()));
  Eigen::Index i = 0;
  for (double x : values) v[i++] = x;
  return v;
}

// The report's A and B (deg).
const Eigen::VectorXd kA = vec({2.7533, 0.1502, 85.7259, -33.7722, -85.0428, 33.6731});
const Eigen::VectorXd kB = vec({10.4705, 8.7346, 44.3932, -17.1186, -51.8741, 13.6195});

}  // namespace

TEST_CASE("the profile starts at A at rest and ends at B at rest", "[trajectory]") {
  const TrapezoidalProfile p(kA, kB, 1.5);
  CHECK((p.at(0).q - kA).norm() == 0);
  CHECK(p.at(0).qd.norm() == 0);
  CHECK((p.at(1.5).q - kB).cwiseAbs().maxCoeff() < 1e-12);
  CHECK(p.at(1.5).qd.cwiseAbs().maxCoeff() < 1e-12);
  CHECK((p.acceleration() - 9 * (kB - kA) / (2 * 1.5 * 1.5)).norm() < 1e-12);
  // Clamped outside [0, T].
  CHECK((p.at(-1).q - kA).norm() == 0);
  CHECK((p.at(7).q - kB).cwiseAbs().maxCoeff() < 1e-12);
}

TEST_CASE("integrating qdd twice (trapezoid rule) gives qd and q", "[trajectory]") {
  const double T = 2.0;
  const TrapezoidalProfile p(kA, kB, T);
  const int steps = 300000;
  const double h = T / steps;
  Eigen::VectorXd q = kA, qd = Eigen::VectorXd::Zero(6);
  double worst_q = 0, worst_qd = 0;
  for (int k = 1; k <= steps; ++k) {
    const double t = k * h;
    // qdd is piecewise constant: its value at the step's midpoint.
    const Eigen::VectorXd qdd = p.at(t - h / 2).qdd;
    const Eigen::VectorXd qd_next = qd + h * qdd;
    q += 0.5 * h * (qd + qd_next);
    qd = qd_next;
    worst_q = std::max(worst_q, (q - p.at(t).q).cwiseAbs().maxCoeff());
    worst_qd = std::max(worst_qd, (qd - p.at(t).qd).cwiseAbs().maxCoeff());
  }
  CHECK(worst_qd < 1e-9);
  CHECK(worst_q < 1e-9);
  CHECK((q - kB).cwiseAbs().maxCoeff() < 1e-9);
}

TEST_CASE("q and qd are continuous, and the derivatives match finite differences", "[trajectory]") {
  const double T = 1.2;
  const TrapezoidalProfile p(kA, kB, T);
  for (double boundary : {T / 3, 2 * T / 3}) {
    const double e = 1e-9;
    CHECK((p.at(boundary - e).q - p.at(boundary + e).q).cwiseAbs().maxCoeff() < 1e-6);
    CHECK((p.at(boundary - e).qd - p.at(boundary + e).qd).cwiseAbs().maxCoeff() < 1e-6);
  }
  std::mt19937 rng(20261122);
  std::uniform_real_distribution<double> time(0.01, T - 0.01);
  for (int k = 0; k < 100; ++k) {
    const double t = time(rng), h = 1e-6;
    if (std::abs(t - T / 3) < 2 * h || std::abs(t - 2 * T / 3) < 2 * h) continue;
    const JointState s = p.at(t);
    const Eigen::VectorXd dq = (p.at(t + h).q - p.at(t - h).q) / (2 * h);
    const Eigen::VectorXd dqd = (p.at(t + h).qd - p.at(t - h).qd) / (2 * h);
    CHECK((dq - s.qd).cwiseAbs().maxCoeff() < 1e-6);
    CHECK((dqd - s.qdd).cwiseAbs().maxCoeff() < 1e-5);
  }
}

TEST_CASE("a bad profile is refused", "[trajectory]") {
  CHECK_THROWS_AS(TrapezoidalProfile(kA, vec({1, 2}), 1.0), std::invalid_argument);
  CHECK_THROWS_AS(TrapezoidalProfile(kA, kB, 0.0), std::invalid_argument);
  CHECK_THROWS_AS(TrapezoidalProfile(kA, kB, std::nan("")), std::invalid_argument);
}
