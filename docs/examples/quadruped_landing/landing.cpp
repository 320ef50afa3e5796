// The landing's computation of landing.hpp (docs/examples/quadruped_landing.md).

#include "landing.hpp"

#include <cmath>
#include <functional>

namespace quadruped_landing {

namespace {

constexpr double kStandingHeight = 0.2;

double lowest(const Feet& f) {
  double z = f[0].z();
  for (const Eigen::Vector3d& p : f) z = std::min(z, p.z());
  return z;
}

Feet split(const Eigen::Matrix<double, kRows, 1>& rows) {
  Feet out;
  for (int f = 0; f < kFeet; ++f) out[f] = rows.segment<3>(3 * f);
  return out;
}

}  // namespace

void rk4_step(const Acceleration& a, double h, Configuration& q, Velocity& v) {
  Configuration q2, q3, q4, next;
  const Velocity a1 = a(q, v);
  const Velocity v2 = v + 0.5 * h * a1;
  model::integrate(q.data(), v.data(), 0.5 * h, q2.data());
  const Velocity a2 = a(q2, v2);
  const Velocity v3 = v + 0.5 * h * a2;
  model::integrate(q.data(), v2.data(), 0.5 * h, q3.data());
  const Velocity a3 = a(q3, v3);
  const Velocity v4 = v + h * a3;
  model::integrate(q.data(), v3.data(), h, q4.data());
  const Velocity a4 = a(q4, v4);
  const Velocity mean = (v + 2 * v2 + 2 * v3 + v4) / 6;
  model::integrate(q.data(), mean.data(), h, next.data());
  q = next;
  v += h * (a1 + 2 * a2 + 2 * a3 + a4) / 6;
}

Configuration standing_pose(double height) {
  Configuration q = Configuration::Zero();
  q(2) = height;
  q(6) = 1.0;  // quaternion w
  const double hip = 0.8, knee = 1.6;
  for (int leg = 0; leg < kFeet; ++leg) {
    const double side = leg < 2 ? 1.0 : -1.0;  // FL, FR front; HL, HR hind
    q(7 + 3 * leg + 1) = side * hip;
    q(7 + 3 * leg + 2) = -side * knee;
  }
  return q;
}

Feet feet(const Configuration& q) {
  Feet out;
  for (int f = 0; f < kFeet; ++f) {
    Eigen::Matrix<double, 4, 4, Eigen::RowMajor> T;
    model::frame_pose(q.data(), f, T.data());
    out[f] = T.topRightCorner<3, 1>();
  }
  return out;
}

Velocity drive(const Landing& l, const Configuration& q, const Velocity& qd) {
  const Configuration target = standing_pose(0);
  Velocity tau;
  model::friction(qd.data(), tau.data());  // the joints' own friction, compensated
  tau.tail<12>() += l.kp * (target.tail<12>() - q.tail<12>()) - l.kd * qd.tail<12>();
  return tau;
}

std::vector<Sample> simulate(const Landing& l) {
  const double ground = lowest(feet(standing_pose(kStandingHeight)));
  Configuration q = standing_pose(kStandingHeight + l.drop);
  Velocity v = Velocity::Zero();
  std::vector<Sample> samples;
  const auto record = [&](double t, Phase phase, const Feet& lambda, int status) {
    Sample s;
    s.t = t;
    s.phase = phase;
    s.q = q;
    s.qd = v;
    s.foot = feet(q);
    s.lambda = lambda;
    s.status = status;
    samples.push_back(s);
  };
  Feet none;
  for (Eigen::Vector3d& f : none) f.setZero();
  // 1. Flight, until a step would take a foot below the ground; that step's
  // end is then found by bisection, to 1e-12 s.
  const Acceleration flight = [&](const Configuration& at, const Velocity& rate) {
    const Velocity tau = drive(l, at, rate);
    Velocity qdd;
    model::forward_dynamics(at.data(), rate.data(), tau.data(), qdd.data());
    return qdd;
  };
  double t = 0;
  for (;;) {
    record(t, Phase::flight, none, 0);
    Configuration q1 = q;
    Velocity v1 = v;
    rk4_step(flight, l.dt, q1, v1);
    if (lowest(feet(q1)) > ground) {
      q = q1;
      v = v1;
      t += l.dt;
      continue;
    }
    double below = 0, above = l.dt;  // a step of `below` stays up, of `above` goes down
    while (above - below > 1e-12) {
      const double h = 0.5 * (below + above);
      Configuration qh = q;
      Velocity vh = v;
      rk4_step(flight, h, qh, vh);
      (lowest(feet(qh)) > ground ? below : above) = h;
    }
    rk4_step(flight, above, q, v);
    t += above;
    record(t, Phase::flight, none, 0);  // at touch-down, before the impact
    break;
  }
  // 2. The impact: the velocity right after it and the ground's impulses.
  Velocity after;
  Eigen::Matrix<double, kRows, 1> impulse;
  const double e[1] = {l.restitution};
  const int impact = model::impulse_dynamics(q.data(), v.data(), e, after.data(), impulse.data());
  v = after;
  record(t, Phase::impact, split(impulse), impact);
  // 3. Stance: the feet held where they landed.
  Eigen::Matrix<double, kRows, 1> forces;
  int status = 0;  // the largest status any call returned
  const Acceleration stance = [&](const Configuration& at, const Velocity& rate) {
    const Velocity tau = drive(l, at, rate);
    Velocity qdd;
    status = std::max(status, model::constrained_forward_dynamics(
                                  at.data(), rate.data(), tau.data(), qdd.data(), forces.data()));
    return qdd;
  };
  const double touchdown = t;
  const int steps = static_cast<int>(std::lround(l.stance / l.dt));
  for (int k = 0; k <= steps; ++k) {
    t = touchdown + k * l.dt;
    stance(q, v);  // the forces at the step's start; status: the worst of every call so far
    record(t, Phase::stance, split(forces), status);
    if (k < steps) rk4_step(stance, l.dt, q, v);
  }
  return samples;
}

}  // namespace quadruped_landing
