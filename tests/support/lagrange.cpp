#include "lagrange.hpp"

#include "nedyn/generator/dynamics_terms.hpp"
#include "nedyn/generator/trig_reduction.hpp"
#include "symbolic_support.hpp"

namespace nedyn::test {
namespace {

using GiNaC::ex;
using GiNaC::matrix;

// DESIGN §2: standard Rz(theta) Tz(d) Tx(a) Rx(alpha); modified Rx(alpha)
// Tx(a) Rz(theta) Tz(d); q added to theta (revolute) or d (prismatic).
matrix dh_transform(const Joint& j, Convention convention, const ex& st, const ex& ct,
                    const ex& d) {
  const ex sa = GiNaC::sin(j.alpha), ca = GiNaC::cos(j.alpha);
  auto rz = [&](const ex& s, const ex& c) {
    return matrix(4, 4, GiNaC::lst{c, -s, 0, 0, s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1});
  };
  const matrix rx = matrix(4, 4, GiNaC::lst{1, 0, 0, 0, 0, ca, -sa, 0, 0, sa, ca, 0, 0, 0, 0, 1});
  const matrix tz = matrix(4, 4, GiNaC::lst{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, d, 0, 0, 0, 1});
  const matrix tx = matrix(4, 4, GiNaC::lst{1, 0, 0, j.a, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1});
  if (convention == Convention::standard) return rz(st, ct).mul(tz).mul(tx).mul(rx);
  return rx.mul(tx).mul(rz(st, ct)).mul(tz);
}

matrix reduce(const matrix& m, const JointSymbols& js) {
  matrix out(m.rows(), m.cols());
  for (unsigned i = 0; i < m.rows(); ++i)
    for (unsigned j = 0; j < m.cols(); ++j) out(i, j) = pythagorean_reduce(m(i, j), js);
  return out;
}

}  // namespace

LagrangeKinematics lagrange_kinematics(const Model& model, const JointSymbols& js) {
  const int n = js.n;
  LagrangeKinematics k;
  matrix T = GiNaC::ex_to<matrix>(GiNaC::unit_matrix(4));
  std::vector<matrix> frames{T};  // T_0i, i = 0..n
  for (int i = 0; i < n; ++i) {
    const Joint& j = model.joints[i];
    const ex st = js.revolute[i] ? ex(js.s[i]) : GiNaC::sin(j.theta);
    const ex ct = js.revolute[i] ? ex(js.c[i]) : GiNaC::cos(j.theta);
    const ex d = js.revolute[i] ? j.d : j.d + js.q[i];
    T = reduce(T.mul(dh_transform(j, model.convention, st, ct, d)), js);
    frames.push_back(T);
  }
  for (int i = 1; i <= n; ++i) {
    const matrix& Ti = frames[i];
    const Joint& link = model.joints[i - 1];
    matrix R0(3, 3), com0(3, 1);
    for (int r = 0; r < 3; ++r) {
      for (int c = 0; c < 3; ++c) R0(r, c) = Ti(r, c);
      com0(r, 0) = Ti(r, 3);
      for (int c = 0; c < 3; ++c) com0(r, 0) += Ti(r, c) * link.com[c];
    }
    matrix Jv(3, n), Jw(3, n);
    for (int j = 0; j < i; ++j) {
      for (int r = 0; r < 3; ++r)
        Jv(r, j) = pythagorean_reduce(derivative_by_q(com0(r, 0), js, j), js);
      if (!js.revolute[j]) continue;
      // Joint j+1's axis: z_j (standard) or z_{j+1} (modified), in the base frame.
      const matrix& Tj = model.convention == Convention::standard ? frames[j] : frames[j + 1];
      for (int r = 0; r < 3; ++r) Jw(r, j) = Tj(r, 2);
    }
    k.Jv.push_back(Jv);
    k.Jw.push_back(Jw);
    k.R0.push_back(R0);
  }
  return k;
}

GiNaC::matrix lagrange_mass_matrix(const Model& model, const JointSymbols& js,
                                   const LagrangeKinematics& k) {
  const int n = js.n;
  matrix M(n, n);
  for (int i = 0; i < n; ++i) {
    const Joint& link = model.joints[i];
    const InertiaTensor& t = link.inertia;
    const matrix I(3, 3, GiNaC::lst{t.xx, t.xy, t.xz, t.xy, t.yy, t.yz, t.xz, t.yz, t.zz});
    const matrix I0 = k.R0[i].mul(I).mul(k.R0[i].transpose());
    M = M.add(k.Jv[i].transpose().mul(k.Jv[i]).mul_scalar(link.mass));
    M = M.add(k.Jw[i].transpose().mul(I0).mul(k.Jw[i]));
  }
  for (int i = 0; i < n; ++i) M(i, i) += model.joints[i].rotor_inertia;
  return reduce(M, js);
}

Eigen::MatrixXd lagrange_mass_matrix_at(const Model& model, const LagrangeKinematics& k,
                                        const GiNaC::exmap& values) {
  const int n = model.dof();
  Eigen::MatrixXd M = Eigen::MatrixXd::Zero(n, n);
  for (int i = 0; i < n; ++i) {
    const Joint& link = model.joints[i];
    const InertiaTensor& t = link.inertia;
    const matrix I(3, 3, GiNaC::lst{t.xx, t.xy, t.xz, t.xy, t.yy, t.yz, t.xz, t.yz, t.zz});
    const Eigen::MatrixXd Jv = evaluate(k.Jv[i], values), Jw = evaluate(k.Jw[i], values);
    const Eigen::MatrixXd R0 = evaluate(k.R0[i], values), Ic = evaluate(I, values);
    const double m = evaluate(link.mass, values);
    M += m * Jv.transpose() * Jv + Jw.transpose() * R0 * Ic * R0.transpose() * Jw;
    M(i, i) += evaluate(link.rotor_inertia, values);
  }
  return M;
}

}  // namespace nedyn::test
