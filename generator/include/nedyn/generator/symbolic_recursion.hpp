#pragma once

// The Newton–Euler recursion over GiNaC expressions, step for step the
// numeric one in runtime/src/runtime/newton_euler.cpp (same frames of the one
// kinematic form, same equations: Craig 6.45–6.53). Every vector component is expanded and reduced
// by s_i^2 + c_i^2 = 1 as it is produced, so expressions stay canonical and small.

#include <array>
#include <stdexcept>
#include <vector>

#include <ginac/ginac.h>

#include "nedyn/generator/joint_symbols.hpp"
#include "nedyn/model/model.hpp"

namespace nedyn {

using Vec3 = std::array<GiNaC::ex, 3>;
using Mat3 = std::array<Vec3, 3>;  ///< rows

/// a x b, m v and m^T over expressions (unexpanded).
Vec3 cross(const Vec3& a, const Vec3& b);
Vec3 operator*(const Mat3& m, const Vec3& v);
Mat3 transpose(const Mat3& m);

/// Expanded closed forms grow exponentially with the number of joints of a
/// general chain; past these sizes a form is useless to read and too slow to
/// build, and the recursion stops with ExpansionTooLarge instead of running
/// out of time or memory.
struct ExpansionLimits {
  std::size_t max_terms = 200000;    ///< terms of any one reduced component
  double max_expansion_bound = 2e7;  ///< bound on terms before expanding a component
};

/// Thrown when a closed form would exceed ExpansionLimits.
class ExpansionTooLarge : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Upper bound on the number of terms of e's expansion: sums add, products
/// multiply, integer powers of sums raise (saturating at 1e300).
double expansion_bound(const GiNaC::ex& e);

/// What one pass is driven by: joint velocities and accelerations (symbols,
/// or the numbers of a unit probe), the base's motion and the tip wrench.
struct RecursionInput {
  std::vector<GiNaC::ex> qd, qdd;
  /// vd_0: the acceleration of the base frame's origin minus gravity, base
  /// frame (-g at rest; a floating base's twist rate plus w x v too).
  Vec3 base_acceleration{0, 0, 0};
  /// w_0 and wd_0: a floating base's angular velocity and acceleration in
  /// its own frame; zero for a fixed base.
  Vec3 base_angular_velocity{0, 0, 0}, base_angular_acceleration{0, 0, 0};
  Vec3 tip_force{0, 0, 0}, tip_moment{0, 0, 0};
  /// 0-based row of tau from which tau is wanted: the inward pass stops
  /// there (earlier rows are left 0). A mass-matrix column j needs only
  /// rows j..nv-1; the rest follow by symmetry.
  int first_torque = 0;
};

/// Link quantities in the frame of their link, as in the numeric Workspace.
struct RecursionResult {
  std::vector<Vec3> w, wd, vd, vcd, F, N, f, n;  ///< index i = link i (1..n), 0 the base
  /// nv rigid-body forces: a floating base's wrench (force, moment; base
  /// frame) first, then the n joints'.
  std::vector<GiNaC::ex> tau;
};

class SymbolicRecursion {
 public:
  /// With reduce = false components are only expanded: the size before
  /// simplification, for the statistics.
  SymbolicRecursion(const Model& model, const JointSymbols& symbols, bool reduce = true,
                    ExpansionLimits limits = {});

  /// tau = M qdd + V + G(base acceleration) + J^T w for the given input,
  /// without rotor inertia or friction. For a floating base, Newton and Euler
  /// for its body too (as the runtime's newton_euler_passes).
  RecursionResult run(const RecursionInput& input) const;

  /// Link geometry (see Workspace::R and Workspace::p): R[i], p[i] for i = 1..n+1.
  const std::vector<Mat3>& rotations() const { return R_; }
  const std::vector<Vec3>& offsets() const { return p_; }

 private:
  GiNaC::ex tidy(const GiNaC::ex& e, const char* what, int link) const;
  Vec3 tidy(const Vec3& v, const char* what, int link) const;

  const Model& model_;
  const JointSymbols& js_;
  bool reduce_;
  ExpansionLimits limits_;
  std::vector<Mat3> R_;
  std::vector<Vec3> p_;
  std::vector<Vec3> com_;
  std::vector<Mat3> inertia_;  ///< index 0: a floating base's body
};

}  // namespace nedyn
