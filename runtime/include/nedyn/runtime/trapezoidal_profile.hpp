#pragma once

// The joint motion of report JAERI-M 90-147 §4 (Fig. 6): over a move of
// duration T, every joint accelerates at a constant a_i for T/3, coasts for
// T/3 and decelerates at -a_i for T/3, with a_i = 9 (B_i - A_i) / (2 T^2) so
// that it reaches B at T with zero velocity: a trapezoidal velocity profile.

#include <Eigen/Core>

namespace nedyn {

struct JointState {
  Eigen::VectorXd q, qd, qdd;
};

class TrapezoidalProfile {
 public:
  /// From joint positions `from` to `to` (same size, any units) in `duration`
  /// seconds; throws std::invalid_argument on a size mismatch or a duration
  /// that is not positive and finite.
  TrapezoidalProfile(Eigen::VectorXd from, Eigen::VectorXd to, double duration);

  /// q, qd, qdd at time t (clamped to [0, T]). At a boundary between two
  /// thirds qdd is that of the later third.
  JointState at(double t) const;

  double duration() const { return duration_; }
  /// a_i of the report: 9 (B_i - A_i) / (2 T^2).
  const Eigen::VectorXd& acceleration() const { return acceleration_; }

 private:
  Eigen::VectorXd from_, acceleration_;
  double duration_;
};

}  // namespace nedyn
