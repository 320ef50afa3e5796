#include "nedyn/runtime/trapezoidal_profile.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace nedyn {

TrapezoidalProfile::TrapezoidalProfile(Eigen::VectorXd from, Eigen::VectorXd to, double duration)
    : from_(std::move(from)), duration_(duration) {
  if (to.size() != from_.size())
    throw std::invalid_argument("the start has " + std::to_string(from_.size()) +
                                " joint values and the goal " + std::to_string(to.size()));
  if (!(duration > 0) || !std::isfinite(duration))
    throw std::invalid_argument("the duration must be a positive number of seconds");
  acceleration_ = 4.5 * (to - from_) / (duration * duration);  // a = 9 dtheta / (2 T^2)
}

JointState TrapezoidalProfile::at(double t) const {
  const double T = duration_;
  t = std::clamp(t, 0.0, T);
  const Eigen::VectorXd& a = acceleration_;
  JointState s;
  // JAERI-M 90-147 §4: q = a t^2/2 (I), a T (6t - T)/18 (II), -a (t - T)^2/2 + 2 a T^2/9 (III).
  if (t < T / 3) {
    s.q = from_ + 0.5 * t * t * a;
    s.qd = t * a;
    s.qdd = a;
  } else if (t < 2 * T / 3) {
    s.q = from_ + (T * (6 * t - T) / 18) * a;
    s.qd = (T / 3) * a;
    s.qdd = Eigen::VectorXd::Zero(a.size());
  } else {
    s.q = from_ + (-0.5 * (t - T) * (t - T) + 2 * T * T / 9) * a;
    s.qd = (T - t) * a;
    s.qdd = -a;
  }
  return s;
}

}  // namespace nedyn
