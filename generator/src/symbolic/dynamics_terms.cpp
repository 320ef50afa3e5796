#include "nedyn/generator/dynamics_terms.hpp"

#include "nedyn/generator/symbolic_recursion.hpp"
#include "nedyn/generator/trig_reduction.hpp"
#include "nedyn/runtime/configuration_space.hpp"

namespace nedyn {
namespace {

using GiNaC::ex;

std::vector<ex> unit(int n, int j) {
  std::vector<ex> e(n, 0);
  e[j] = 1;
  return e;
}

void report(const Progress& progress, const std::string& line) {
  if (progress) progress(line);
}

// The cross-product matrix of a: skew(a) b = a x b.
GiNaC::matrix skew(const ex& a0, const ex& a1, const ex& a2) {
  return GiNaC::matrix(3, 3, GiNaC::lst{0, -a2, a1, a2, 0, -a0, -a1, a0, 0});
}

void add_block(GiNaC::matrix& m, unsigned row, unsigned column, const GiNaC::matrix& block,
               const ex& factor) {
  for (unsigned r = 0; r < block.rows(); ++r)
    for (unsigned c = 0; c < block.cols(); ++c) m(row + r, column + c) += factor * block(r, c);
}

// A floating base's Cc from the symmetric sums of B and C: Hamel's equations
// of the base, d/dt h + v_b x* h with h = M_b qd (M's base rows), put half of
// v_b x* h as v_b x* (M_b .) and half as (.) x* h into those sums; moving the
// first half over keeps Mdot - 2 Cc skew (docs/kinematics.md; the runtime's
// coriolis_matrix). y x* h = (w_y x p, w_y x l + u_y x p) for y = (u_y, w_y)
// and h = (p, l), linear parts first.
void add_hamel_terms(DynamicsTerms& t, const JointSymbols& js) {
  const unsigned n = t.M.rows();
  std::vector<ex> h(6, 0);
  for (unsigned r = 0; r < 6; ++r)
    for (unsigned j = 0; j < n; ++j) h[r] += t.M(r, j) * js.velocity(static_cast<int>(j));
  GiNaC::matrix half(6, n);  // (.) x* h over the base's columns - v_b x* (M_b .)
  const GiNaC::matrix P = skew(h[0], h[1], h[2]), L = skew(h[3], h[4], h[5]);
  add_block(half, 0, 3, P, -1);
  add_block(half, 3, 0, P, -1);
  add_block(half, 3, 3, L, -1);
  GiNaC::matrix cross(6, 6);  // v_b x*
  const GiNaC::matrix U = skew(js.base_v[0], js.base_v[1], js.base_v[2]);
  const GiNaC::matrix W = skew(js.base_v[3], js.base_v[4], js.base_v[5]);
  add_block(cross, 0, 0, W, 1);
  add_block(cross, 3, 0, U, 1);
  add_block(cross, 3, 3, W, 1);
  GiNaC::matrix M_b(6, n);
  for (unsigned r = 0; r < 6; ++r)
    for (unsigned j = 0; j < n; ++j) M_b(r, j) = t.M(r, j);
  half = half.sub(cross.mul(M_b));
  for (unsigned r = 0; r < 6; ++r)
    for (unsigned j = 0; j < n; ++j) t.Cc(r, j) = (t.Cc(r, j) + half(r, j) / 2).expand();
}

}  // namespace

DynamicsTerms dynamics_terms(const Model& model, const JointSymbols& js,
                             const TermSelection& selection, const Progress& progress) {
  const int n = js.nv();  // coordinates: the joints, and a floating base's six first
  const int base = n - js.n;
  const SymbolicRecursion recursion(model, js, selection.reduce, selection.limits);
  const std::vector<ex> zeros(js.n, 0);
  DynamicsTerms t;
  t.M = GiNaC::matrix(n, n);
  t.G = GiNaC::matrix(n, 1);
  t.B = GiNaC::matrix(n, std::max(pair_count(n), 1));
  t.C = GiNaC::matrix(n, n);
  t.V = GiNaC::matrix(n, 1);
  t.Cc = GiNaC::matrix(n, n);
  t.friction = GiNaC::matrix(n, 1);
  t.tip = GiNaC::matrix(n, 1);

  // The pass for velocities and accelerations of all n coordinates (base
  // ones first) and gravity g: a floating base moves as its twist v, w and
  // the twist's rate say, its origin's acceleration then vd + w x v, and
  // gravity acts in its frame as R^T g, whose entries are the symbols
  // gbx, gby, gbz: G is linear in them (runtime: newton_euler_passes).
  const auto run = [&](const std::vector<ex>& qd, const std::vector<ex>& qdd, bool gravity_on,
                       int first_torque) {
    RecursionInput in{std::vector<ex>(qd.begin() + base, qd.end()),
                      std::vector<ex>(qdd.begin() + base, qdd.end())};
    in.first_torque = first_torque;
    const Vec3 zero{0, 0, 0};
    const Vec3 gravity =
        !gravity_on ? zero
                    : (base ? Vec3{js.base_gravity[0], js.base_gravity[1], js.base_gravity[2]}
                            : model.gravity);
    in.base_acceleration = {-gravity[0], -gravity[1], -gravity[2]};
    if (base) {
      const Vec3 v{qd[0], qd[1], qd[2]}, w{qd[3], qd[4], qd[5]};
      const Vec3 w_cross_v = cross(w, v);
      for (std::size_t k = 0; k < 3; ++k) in.base_acceleration[k] += qdd[k] + w_cross_v[k];
      in.base_angular_velocity = w;
      in.base_angular_acceleration = {qdd[3], qdd[4], qdd[5]};
    }
    return recursion.run(in);
  };
  const std::vector<ex> rest(n, 0);

  if (selection.G) {
    report(progress, "G: recursion at rest under gravity");
    const RecursionResult r = run(rest, rest, true, 0);
    for (int i = 0; i < n; ++i) t.G(i, 0) = r.tau[i];
  }
  // A floating base's coordinates are not q's rates (v is a twist in the
  // moving base frame), so Christoffel symbols of M do not give its V.
  const bool christoffel = (selection.B || selection.C) && !selection.coriolis_by_probes && !base;
  const bool hamel = base && selection.B && selection.C;  // a floating base's Cc needs M
  if (selection.M || christoffel || hamel) {
    for (int j = 0; j < n; ++j) {
      report(progress, "M: column " + std::to_string(j + 1) + "/" + std::to_string(n));
      // Column j: unit acceleration of coordinate j. Rows i >= j only, unless
      // the full matrix is asked for: the inward pass then stops at link j.
      const int first = selection.full_mass_matrix ? 0 : j;
      const RecursionResult r = run(rest, unit(n, j), false, first);
      for (int i = first; i < n; ++i) t.M(i, j) = r.tau[i];
      if (!selection.full_mass_matrix)
        for (int i = j + 1; i < n; ++i) t.M(j, i) = t.M(i, j);
      if (j >= base) t.M(j, j) = t.M(j, j) + model.joints[j - base].rotor_inertia;
    }
  }
  if (christoffel) {
    // dM/dq_k for every k, then Christoffel symbols of the first kind.
    report(progress, "B, C: Christoffel symbols of M");
    std::vector<GiNaC::matrix> dM(n, GiNaC::matrix(n, n));
    for (int k = 0; k < n; ++k)
      for (int i = 0; i < n; ++i)
        for (int j = i; j < n; ++j) {
          dM[k](i, j) = derivative_by_q(t.M(i, j), js, k);
          dM[k](j, i) = dM[k](i, j);
        }
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j) t.C(i, j) = pythagorean_reduce(dM[j](i, j) - dM[i](j, j) / 2, js);
      for (int j = 0; j < n; ++j)
        for (int k = j + 1; k < n; ++k)
          t.B(i, pair_index(j, k, n)) =
              pythagorean_reduce(dM[k](i, j) + dM[j](i, k) - dM[i](j, k), js);
    }
  } else if (selection.B || selection.C) {
    for (int j = 0; j < n; ++j) {
      report(progress, "C: column " + std::to_string(j + 1) + "/" + std::to_string(n));
      const RecursionResult r = run(unit(n, j), rest, false, 0);
      for (int i = 0; i < n; ++i) t.C(i, j) = r.tau[i];
    }
  }
  if (selection.B && !christoffel) {
    for (int j = 0; j < n; ++j) {
      for (int k = j + 1; k < n; ++k) {
        const int p = pair_index(j, k, n);
        report(progress,
               "B: column " + std::to_string(p + 1) + "/" + std::to_string(pair_count(n)));
        std::vector<ex> qd = unit(n, j);
        qd[k] = 1;
        const RecursionResult r = run(qd, rest, false, 0);
        for (int i = 0; i < n; ++i)
          t.B(i, p) = selection.reduce ? pythagorean_reduce(r.tau[i] - t.C(i, j) - t.C(i, k), js)
                                       : (r.tau[i] - t.C(i, j) - t.C(i, k)).expand();
      }
    }
  }
  if (selection.B && selection.C) {
    // V = B [qd qd] + C [qd^2]; Cc_ij = C_ij qd_j + 1/2 sum_{k != j} B_i,(jk) qd_k.
    for (int i = 0; i < n; ++i) {
      ex v = 0;
      for (int j = 0; j < n; ++j) {
        v += t.C(i, j) * GiNaC::pow(js.velocity(j), 2);
        ex cc = t.C(i, j) * js.velocity(j);
        for (int k = 0; k < n; ++k) {
          if (k == j) continue;
          const ex b = t.B(i, pair_index(std::min(j, k), std::max(j, k), n));
          if (k > j) v += b * js.velocity(j) * js.velocity(k);
          cc += b * js.velocity(k) / 2;
        }
        t.Cc(i, j) = cc.expand();
      }
      t.V(i, 0) = v.expand();
    }
    if (hamel) add_hamel_terms(t, js);
  }
  for (int i = 0; i < js.n; ++i)
    t.friction(base + i, 0) =
        model.joints[i].viscous * js.qd[i] + model.joints[i].coulomb * GiNaC::csgn(js.qd[i]);
  if (selection.tip) {
    report(progress, "tip wrench: recursion with f_{n+1}, n_{n+1}");
    for (const char* name : {"fx", "fy", "fz", "nx", "ny", "nz"})
      t.wrench.emplace_back(name, std::string(name).substr(0, 1) + "_{" + (name + 1) + "}");
    RecursionInput in{zeros, zeros};
    in.tip_force = {t.wrench[0], t.wrench[1], t.wrench[2]};
    in.tip_moment = {t.wrench[3], t.wrench[4], t.wrench[5]};
    const RecursionResult r = recursion.run(in);
    for (int i = 0; i < n; ++i) t.tip(i, 0) = r.tau[i];
  }
  return t;
}

Vec3 base_frame_gravity(const Vec3& g, const JointSymbols& js) {
  // R^T g with R the rotation of the unit quaternion (x, y, z, w), as the
  // runtime's base_rotation.
  const ex x = js.quaternion[0], y = js.quaternion[1], z = js.quaternion[2], w = js.quaternion[3];
  const Mat3 R{Vec3{1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)},
               Vec3{2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)},
               Vec3{2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)}};
  Vec3 out = transpose(R) * g;
  for (ex& e : out) e = e.expand();
  return out;
}

GiNaC::ex derivative_by_q(const GiNaC::ex& e, const JointSymbols& js, int i) {
  if (!js.revolute[i]) return e.diff(js.q[i]);
  return (e.diff(js.s[i]) * js.c[i] - e.diff(js.c[i]) * js.s[i]).expand();
}

GiNaC::matrix joint_torques(const DynamicsTerms& t, const JointSymbols& js) {
  const int n = js.nv();
  GiNaC::matrix tau(n, 1);
  for (int i = 0; i < n; ++i) {
    ex e = t.V(i, 0) + t.G(i, 0) + t.friction(i, 0);
    for (int j = 0; j < n; ++j) e += t.M(i, j) * js.acceleration(j);
    tau(i, 0) = e.expand();
  }
  return tau;
}

}  // namespace nedyn
