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

}  // namespace

DynamicsTerms dynamics_terms(const Model& model, const JointSymbols& js,
                             const TermSelection& selection, const Progress& progress) {
  const int n = js.n;
  const SymbolicRecursion recursion(model, js, selection.reduce, selection.limits);
  const std::vector<ex> zeros(n, 0);
  DynamicsTerms t;
  t.M = GiNaC::matrix(n, n);
  t.G = GiNaC::matrix(n, 1);
  t.B = GiNaC::matrix(n, std::max(pair_count(n), 1));
  t.C = GiNaC::matrix(n, n);
  t.V = GiNaC::matrix(n, 1);
  t.Cc = GiNaC::matrix(n, n);
  t.friction = GiNaC::matrix(n, 1);
  t.tip = GiNaC::matrix(n, 1);

  if (selection.G) {
    report(progress, "G: recursion at rest under gravity");
    RecursionInput in{zeros, zeros, {-model.gravity[0], -model.gravity[1], -model.gravity[2]}};
    const RecursionResult r = recursion.run(in);
    for (int i = 0; i < n; ++i) t.G(i, 0) = r.tau[i];
  }
  const bool christoffel = (selection.B || selection.C) && !selection.coriolis_by_probes;
  if (selection.M || christoffel) {
    for (int j = 0; j < n; ++j) {
      report(progress, "M: column " + std::to_string(j + 1) + "/" + std::to_string(n));
      // Column j: unit acceleration of joint j. Rows i >= j only, unless the
      // full matrix is asked for: the inward pass then stops at link j.
      RecursionInput in{zeros, unit(n, j)};
      in.first_torque = selection.full_mass_matrix ? 0 : j;
      const RecursionResult r = recursion.run(in);
      for (int i = in.first_torque; i < n; ++i) t.M(i, j) = r.tau[i];
      if (!selection.full_mass_matrix)
        for (int i = j + 1; i < n; ++i) t.M(j, i) = t.M(i, j);
      t.M(j, j) = t.M(j, j) + model.joints[j].rotor_inertia;
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
      const RecursionResult r = recursion.run({unit(n, j), zeros});
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
        const RecursionResult r = recursion.run({qd, zeros});
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
        v += t.C(i, j) * GiNaC::pow(js.qd[j], 2);
        ex cc = t.C(i, j) * js.qd[j];
        for (int k = 0; k < n; ++k) {
          if (k == j) continue;
          const ex b = t.B(i, pair_index(std::min(j, k), std::max(j, k), n));
          if (k > j) v += b * js.qd[j] * js.qd[k];
          cc += b * js.qd[k] / 2;
        }
        t.Cc(i, j) = cc.expand();
      }
      t.V(i, 0) = v.expand();
    }
  }
  for (int i = 0; i < n; ++i)
    t.friction(i, 0) =
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

GiNaC::ex derivative_by_q(const GiNaC::ex& e, const JointSymbols& js, int i) {
  if (!js.revolute[i]) return e.diff(js.q[i]);
  return (e.diff(js.s[i]) * js.c[i] - e.diff(js.c[i]) * js.s[i]).expand();
}

GiNaC::matrix joint_torques(const DynamicsTerms& t, const JointSymbols& js) {
  const int n = js.n;
  GiNaC::matrix tau(n, 1);
  for (int i = 0; i < n; ++i) {
    ex e = t.V(i, 0) + t.G(i, 0) + t.friction(i, 0);
    for (int j = 0; j < n; ++j) e += t.M(i, j) * js.qdd[j];
    tau(i, 0) = e.expand();
  }
  return tau;
}

}  // namespace nedyn
