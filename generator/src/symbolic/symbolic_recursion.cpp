#include "nedyn/generator/symbolic_recursion.hpp"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <sstream>

#include "nedyn/generator/trig_reduction.hpp"

namespace nedyn {
namespace {

using GiNaC::ex;

Vec3 operator+(const Vec3& a, const Vec3& b) { return {a[0] + b[0], a[1] + b[1], a[2] + b[2]}; }
Vec3 operator*(const ex& k, const Vec3& a) { return {k * a[0], k * a[1], k * a[2]}; }

ex dot(const Vec3& a, const Vec3& b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }

Mat3 identity() { return {Vec3{1, 0, 0}, Vec3{0, 1, 0}, Vec3{0, 0, 1}}; }

const Vec3 kZ{0, 0, 1};

}  // namespace

Vec3 cross(const Vec3& a, const Vec3& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}

Vec3 operator*(const Mat3& m, const Vec3& v) { return {dot(m[0], v), dot(m[1], v), dot(m[2], v)}; }

Mat3 transpose(const Mat3& m) {
  return {Vec3{m[0][0], m[1][0], m[2][0]}, Vec3{m[0][1], m[1][1], m[2][1]},
          Vec3{m[0][2], m[1][2], m[2][2]}};
}

double expansion_bound(const GiNaC::ex& e) {
  constexpr double kCap = 1e300;
  if (GiNaC::is_a<GiNaC::add>(e)) {
    double total = 0;
    for (const GiNaC::ex& term : e) total = std::min(kCap, total + expansion_bound(term));
    return total;
  }
  if (GiNaC::is_a<GiNaC::mul>(e)) {
    double total = 1;
    for (const GiNaC::ex& factor : e) total = std::min(kCap, total * expansion_bound(factor));
    return total;
  }
  if (GiNaC::is_a<GiNaC::power>(e) && GiNaC::is_a<GiNaC::numeric>(e.op(1)) &&
      GiNaC::ex_to<GiNaC::numeric>(e.op(1)).is_pos_integer()) {
    const double base = expansion_bound(e.op(0));
    const double k = GiNaC::ex_to<GiNaC::numeric>(e.op(1)).to_double();
    return std::min(kCap, std::pow(base, k));
  }
  return 1;
}

SymbolicRecursion::SymbolicRecursion(const Model& model, const JointSymbols& symbols, bool reduce,
                                     ExpansionLimits limits)
    : model_(model), js_(symbols), reduce_(reduce), limits_(limits) {
  const int n = js_.n;
  R_.assign(n + 2, identity());
  p_.assign(n + 2, Vec3{0, 0, 0});
  com_.assign(n + 1, Vec3{0, 0, 0});
  inertia_.assign(n + 1, Mat3{});
  const auto tensor = [](const InertiaTensor& t) {
    return Mat3{Vec3{t.xx, t.xy, t.xz}, Vec3{t.xy, t.yy, t.yz}, Vec3{t.xz, t.yz, t.zz}};
  };
  com_[0] = model.base_body.com;
  inertia_[0] = tensor(model.base_body.inertia);
  for (int i = 1; i <= n; ++i) {
    const Joint& j = model.joints[i - 1];
    const ex ct = js_.cos_of(i - 1), st = js_.sin_of(i - 1);
    const ExMat3& E = j.placement.rotation;
    // R_i = E Rz(q_i + offset); the origin moves along E z for a prismatic joint.
    for (std::size_t r = 0; r < 3; ++r)
      R_[i][r] = {E[r][0] * ct + E[r][1] * st, E[r][1] * ct - E[r][0] * st, E[r][2]};
    const ex slide = js_.revolute[i - 1] ? ex(0) : js_.q[i - 1] + j.offset;
    for (std::size_t r = 0; r < 3; ++r) p_[i][r] = j.placement.translation[r] + E[r][2] * slide;
    com_[i] = j.com;
    inertia_[i] = tensor(j.inertia);
  }
  R_[n + 1] = model.tip().rotation;  // the last frame, where the tip wrench acts
  p_[n + 1] = model.tip().translation;
}

GiNaC::ex SymbolicRecursion::tidy(const GiNaC::ex& e, const char* what, int link) const {
  const auto too_large = [&](const std::string& size) {
    return ExpansionTooLarge(
        "the closed form of " + std::string(what) + " of link " + std::to_string(link) +
        " would have " + size + " terms (limit " + std::to_string(limits_.max_terms) +
        "): expanded closed forms of this model are too large to build or read");
  };
  const double bound = expansion_bound(e);
  if (bound > limits_.max_expansion_bound) {
    std::ostringstream size;
    size << "up to " << std::setprecision(3) << bound;
    throw too_large(size.str());
  }
  GiNaC::ex out = reduce_ ? pythagorean_reduce(e, js_) : e.expand();
  if (term_count(out) > limits_.max_terms) throw too_large(std::to_string(term_count(out)));
  return out;
}

Vec3 SymbolicRecursion::tidy(const Vec3& v, const char* what, int link) const {
  return {tidy(v[0], what, link), tidy(v[1], what, link), tidy(v[2], what, link)};
}

RecursionResult SymbolicRecursion::run(const RecursionInput& in) const {
  const int n = js_.n;
  RecursionResult r;
  const Vec3 zero{0, 0, 0};
  r.w.assign(n + 1, zero);
  r.wd.assign(n + 1, zero);
  r.vd.assign(n + 1, zero);
  r.vcd.assign(n + 1, zero);
  r.F.assign(n + 1, zero);
  r.N.assign(n + 1, zero);
  r.f.assign(n + 2, zero);
  r.n.assign(n + 2, zero);
  const bool floating = model_.floating_base;
  const int base_rows = floating ? 6 : 0;  // tau's rows before the joints'
  r.tau.assign(static_cast<std::size_t>(n + base_rows), 0);
  r.w[0] = in.base_angular_velocity;
  r.wd[0] = in.base_angular_acceleration;
  r.vd[0] = in.base_acceleration;

  // Outward pass (the runtime's outward(); Craig 6.45-6.50), from each
  // link's parent a = lambda(i).
  for (int i = 1; i <= n; ++i) {
    const Mat3 Rt = transpose(R_[i]);
    const bool revolute = js_.revolute[i - 1];
    const int a = model_.joints[static_cast<std::size_t>(i - 1)].parent;
    const ex qd = in.qd[i - 1], qdd = in.qdd[i - 1];
    const Vec3& P = p_[i];
    const Vec3 w_prev = Rt * r.w[a];
    const Vec3 vd_origin = Rt * (cross(r.wd[a], P) + cross(r.w[a], cross(r.w[a], P)) + r.vd[a]);
    if (revolute) {
      r.w[i] = tidy(w_prev + qd * kZ, "w", i);
      r.wd[i] = tidy(Rt * r.wd[a] + cross(w_prev, qd * kZ) + qdd * kZ, "wd", i);
      r.vd[i] = tidy(vd_origin, "vd", i);
    } else {
      r.w[i] = tidy(w_prev, "w", i);
      r.wd[i] = tidy(Rt * r.wd[a], "wd", i);
      r.vd[i] = tidy(vd_origin + ex(2) * cross(r.w[i], qd * kZ) + qdd * kZ, "vd", i);
    }
  }

  // Newton and Euler at each centre of mass (Craig 6.49–6.51), a floating
  // base's body (0) too.
  for (int i = floating ? 0 : 1; i <= n; ++i) {
    const ex mass = i == 0 ? model_.base_body.mass : model_.joints[i - 1].mass;
    r.vcd[i] =
        tidy(cross(r.wd[i], com_[i]) + cross(r.w[i], cross(r.w[i], com_[i])) + r.vd[i], "vcd", i);
    r.F[i] = tidy(mass * r.vcd[i], "F", i);
    r.N[i] = tidy(inertia_[i] * r.wd[i] + cross(r.w[i], inertia_[i] * r.w[i]), "N", i);
  }

  // Inward pass (Craig 6.51-6.53), the children's wrenches summed into each
  // link's (Featherstone, RBDA Table 5.1); the tip wrench acts in the last
  // frame, n+1, fixed to the tool link. A floating base's body (0) ends it
  // where its rows are wanted: the wrench that moves the base so.
  r.f[n + 1] = in.tip_force;
  r.n[n + 1] = in.tip_moment;
  const int first_joint = std::max(in.first_torque - base_rows, 0);  // 0-based
  const int last_link = floating && in.first_torque < base_rows ? 0 : first_joint + 1;
  for (int i = n; i >= last_link; --i) {
    Vec3 f_next = zero, n_next = zero, p_cross_f = zero;
    for (int c = i + 1; c <= n + 1; ++c) {
      if (model_.frame_parent(c) != i) continue;
      const Vec3 f_c = R_[c] * r.f[c];
      f_next = f_next + f_c;
      n_next = n_next + R_[c] * r.n[c];
      p_cross_f = p_cross_f + cross(p_[c], f_c);
    }
    r.f[i] = tidy(f_next + r.F[i], "f", i);
    r.n[i] = tidy(r.N[i] + n_next + cross(com_[i], r.F[i]) + p_cross_f, "n", i);
    if (i == 0) {
      for (std::size_t k = 0; k < 3; ++k) {
        r.tau[k] = r.f[0][k];
        r.tau[k + 3] = r.n[0][k];
      }
    } else {
      r.tau[static_cast<std::size_t>(base_rows + i - 1)] =
          js_.revolute[i - 1] ? r.n[i][2] : r.f[i][2];
    }
  }
  return r;
}

}  // namespace nedyn
