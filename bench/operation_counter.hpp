#pragma once

// The operations of the runtime's recursions, counted: nedyn's numeric
// Newton-Euler recursion is a template over the scalar type
// (nedyn/runtime/newton_euler_scalar.hpp), so running it on a scalar that
// counts its multiplications (divisions included) and additions (and
// subtractions) gives the exact work of one call, every product by a model
// constant and every zero included, as the double code does it. sin and cos
// are counted apart. For the benchmarks only: the counts are a static tally,
// and the benchmark programs are single-threaded.

#include <cmath>
#include <map>
#include <string>
#include <utility>

#include <Eigen/Core>

#include "nedyn/runtime/newton_euler_scalar.hpp"

namespace nedyn {
namespace bench {

struct OperationCount {
  long multiplications = 0, additions = 0, functions = 0;
};

inline OperationCount& tally() {
  static OperationCount count;
  return count;
}

/// A double that counts what is done with it.
struct Counted {
  double v = 0;
  Counted() = default;
  Counted(double x) : v(x) {}  // NOLINT: constants enter as doubles
  explicit operator double() const { return v; }
};

inline Counted operator+(Counted a, Counted b) {
  ++tally().additions;
  return a.v + b.v;
}
inline Counted operator-(Counted a, Counted b) {
  ++tally().additions;
  return a.v - b.v;
}
inline Counted operator*(Counted a, Counted b) {
  ++tally().multiplications;
  return a.v * b.v;
}
inline Counted operator/(Counted a, Counted b) {
  ++tally().multiplications;
  return a.v / b.v;
}
inline Counted operator-(Counted a) { return -a.v; }
inline Counted& operator+=(Counted& a, Counted b) { return a = a + b; }
inline Counted& operator-=(Counted& a, Counted b) { return a = a - b; }
inline Counted& operator*=(Counted& a, Counted b) { return a = a * b; }
inline Counted& operator/=(Counted& a, Counted b) { return a = a / b; }
inline bool operator<(Counted a, Counted b) { return a.v < b.v; }
inline bool operator>(Counted a, Counted b) { return a.v > b.v; }
inline bool operator<=(Counted a, Counted b) { return a.v <= b.v; }
inline bool operator>=(Counted a, Counted b) { return a.v >= b.v; }
inline bool operator==(Counted a, Counted b) { return a.v == b.v; }
inline bool operator!=(Counted a, Counted b) { return a.v != b.v; }
inline Counted sin(Counted a) {
  ++tally().functions;
  return std::sin(a.v);
}
inline Counted cos(Counted a) {
  ++tally().functions;
  return std::cos(a.v);
}
inline Counted sqrt(Counted a) {
  ++tally().functions;
  return std::sqrt(a.v);
}
inline Counted abs(Counted a) { return std::abs(a.v); }

}  // namespace bench
}  // namespace nedyn

namespace Eigen {
template <>
struct NumTraits<nedyn::bench::Counted> : NumTraits<double> {
  using Real = nedyn::bench::Counted;
  using NonInteger = nedyn::bench::Counted;
  using Nested = nedyn::bench::Counted;
  using Literal = nedyn::bench::Counted;
};
}  // namespace Eigen

namespace nedyn {
namespace bench {

/// Operations of one call of the runtime's inverse dynamics (Newton-Euler
/// with gravity, friction and rotor inertia) and of its mass matrix by
/// Newton-Euler columns (one pass per joint, unit accelerations), keyed by
/// function name.
inline std::map<std::string, OperationCount> runtime_operations(const NumericModel& model,
                                                                const Eigen::VectorXd& q,
                                                                const Eigen::VectorXd& qd,
                                                                const Eigen::VectorXd& qdd) {
  using Vector = VectorX<Counted>;
  const int n = model.dof(), nv = model.nv();  // coordinates: a floating base's too
  const Vector cq = q.cast<Counted>(), cqd = qd.cast<Counted>(), cqdd = qdd.cast<Counted>();
  RecursionState<Counted> s(n);
  Vector tau(nv);
  std::map<std::string, OperationCount> out;
  tally() = {};
  inverse_dynamics<Counted>(model, s, cq, cqd, cqdd, tau);
  out["inverse_dynamics"] = tally();
  tally() = {};
  link_geometry<Counted>(model, cq, s);
  const Vector zeros = Vector::Zero(nv);
  const Vector3<Counted> no_gravity = Vector3<Counted>::Zero();
  for (int j = 0; j < nv; ++j) {
    Vector unit = Vector::Zero(nv);
    unit(j) = Counted(1.0);
    newton_euler_passes<Counted>(model, s, zeros, unit, no_gravity, TipWrenchOf<Counted>{}, tau);
  }
  out["mass_matrix_columns"] = tally();
  return out;
}

}  // namespace bench
}  // namespace nedyn
