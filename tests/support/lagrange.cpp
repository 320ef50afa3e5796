#include "lagrange.hpp"

#include "nedyn/generator/dynamics_terms.hpp"
#include "nedyn/generator/trig_reduction.hpp"
#include "symbolic_support.hpp"

namespace nedyn::test {
namespace {

using GiNaC::ex;
using GiNaC::matrix;

matrix rz(const ex& s, const ex& c) {
  return matrix(4, 4, GiNaC::lst{c, -s, 0, 0, s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1});
}

matrix rx(const ex& s, const ex& c) {
  return matrix(4, 4, GiNaC::lst{1, 0, 0, 0, 0, c, -s, 0, 0, s, c, 0, 0, 0, 0, 1});
}

matrix ry(const ex& s, const ex& c) {
  return matrix(4, 4, GiNaC::lst{c, 0, s, 0, 0, 1, 0, 0, -s, 0, c, 0, 0, 0, 0, 1});
}

matrix translate(const ex& x, const ex& y, const ex& z) {
  return matrix(4, 4, GiNaC::lst{1, 0, 0, x, 0, 1, 0, y, 0, 0, 1, z, 0, 0, 0, 1});
}

// The joint's transform as the model file writes it, q entering through
// (st, ct) = sin, cos of the joint angle (revolute) or q (prismatic).
// docs/design.md §2: standard Rz(theta) Tz(d) Tx(a) Rx(alpha); modified Rx(alpha)
// Tx(a) Rz(theta) Tz(d); q added to theta (revolute) or d (prismatic).
// Axes: Txyz R(rpy), then rotation about the unit axis u (Rodrigues) or
// translation along it.
matrix file_transform(const FileJoint& j, Convention convention, const ex& st, const ex& ct,
                      const ex& q) {
  const bool revolute = j.type == JointType::revolute;
  if (convention != Convention::axes) {
    const ex s = revolute ? st : GiNaC::sin(j.theta), c = revolute ? ct : GiNaC::cos(j.theta);
    const ex d = revolute ? j.d : j.d + q;
    const matrix twist = rx(GiNaC::sin(j.alpha), GiNaC::cos(j.alpha));
    if (convention == Convention::standard)
      return rz(s, c).mul(translate(0, 0, d)).mul(translate(j.a, 0, 0)).mul(twist);
    return twist.mul(translate(j.a, 0, 0)).mul(rz(s, c)).mul(translate(0, 0, d));
  }
  const auto& r = j.rpy;
  const matrix place = translate(j.xyz[0], j.xyz[1], j.xyz[2])
                           .mul(rz(GiNaC::sin(r[2]), GiNaC::cos(r[2])))
                           .mul(ry(GiNaC::sin(r[1]), GiNaC::cos(r[1])))
                           .mul(rx(GiNaC::sin(r[0]), GiNaC::cos(r[0])));
  const ex norm =
      GiNaC::sqrt(j.axis[0] * j.axis[0] + j.axis[1] * j.axis[1] + j.axis[2] * j.axis[2]);
  const ex u0 = j.axis[0] / norm, u1 = j.axis[1] / norm, u2 = j.axis[2] / norm;
  if (!revolute) return place.mul(translate(u0 * q, u1 * q, u2 * q));
  const matrix K(3, 3, GiNaC::lst{0, -u2, u1, u2, 0, -u0, -u1, u0, 0});
  const matrix K2 = K.mul(K);
  matrix motion = GiNaC::ex_to<matrix>(GiNaC::unit_matrix(4));
  for (unsigned a = 0; a < 3; ++a)
    for (unsigned b = 0; b < 3; ++b) motion(a, b) += st * K(a, b) + (1 - ct) * K2(a, b);
  return place.mul(motion);
}

matrix reduce(const matrix& m, const JointSymbols& js) {
  matrix out(m.rows(), m.cols());
  for (unsigned i = 0; i < m.rows(); ++i)
    for (unsigned j = 0; j < m.cols(); ++j) out(i, j) = pythagorean_reduce(m(i, j), js);
  return out;
}

}  // namespace

LagrangeKinematics lagrange_kinematics(const ModelFile& model, const JointSymbols& js) {
  const int n = js.n;
  LagrangeKinematics k;
  matrix T = GiNaC::ex_to<matrix>(GiNaC::unit_matrix(4));
  std::vector<matrix> frames{T};  // T_0i, i = 0..n
  for (int i = 0; i < n; ++i) {
    const FileJoint& j = model.joints[i];
    // s_i, c_i are sin and cos of q_i + the lowering's offset: a DH file's
    // theta, but for an axes file an offset of the lowering's own (a turn
    // about z absorbed), which its transform does not know: sin q_i is then
    // sin((q_i + offset) - offset).
    ex st = js.s[i], ct = js.c[i];
    if (model.convention == Convention::axes) {
      const ex offset = (js.angle[i] - js.q[i]).expand();
      st = js.s[i] * GiNaC::cos(offset) - js.c[i] * GiNaC::sin(offset);
      ct = js.c[i] * GiNaC::cos(offset) + js.s[i] * GiNaC::sin(offset);
    }
    T = reduce(T.mul(file_transform(j, model.convention, st, ct, js.q[i])), js);
    frames.push_back(T);
  }
  for (int i = 1; i <= n; ++i) {
    const matrix& Ti = frames[i];
    const FileJoint& link = model.joints[i - 1];
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
      // Joint j+1's axis in the base frame: z_j (standard), z_{j+1}
      // (modified), R_0,j+1 u (axes: u is fixed in the moved frame too).
      if (model.convention == Convention::axes) {
        const FileJoint& joint = model.joints[j];
        const ex norm = GiNaC::sqrt(joint.axis[0] * joint.axis[0] + joint.axis[1] * joint.axis[1] +
                                    joint.axis[2] * joint.axis[2]);
        for (int r = 0; r < 3; ++r) {
          Jw(r, j) = 0;
          for (int c = 0; c < 3; ++c) Jw(r, j) += frames[j + 1](r, c) * joint.axis[c] / norm;
        }
        continue;
      }
      const matrix& Tj = model.convention == Convention::standard ? frames[j] : frames[j + 1];
      for (int r = 0; r < 3; ++r) Jw(r, j) = Tj(r, 2);
    }
    k.Jv.push_back(Jv);
    k.Jw.push_back(Jw);
    k.R0.push_back(R0);
  }
  return k;
}

GiNaC::matrix lagrange_mass_matrix(const ModelFile& model, const JointSymbols& js,
                                   const LagrangeKinematics& k) {
  const int n = js.n;
  matrix M(n, n);
  for (int i = 0; i < n; ++i) {
    const FileJoint& link = model.joints[i];
    const InertiaTensor& t = link.inertia;
    const matrix I(3, 3, GiNaC::lst{t.xx, t.xy, t.xz, t.xy, t.yy, t.yz, t.xz, t.yz, t.zz});
    const matrix I0 = k.R0[i].mul(I).mul(k.R0[i].transpose());
    M = M.add(k.Jv[i].transpose().mul(k.Jv[i]).mul_scalar(link.mass));
    M = M.add(k.Jw[i].transpose().mul(I0).mul(k.Jw[i]));
  }
  for (int i = 0; i < n; ++i) M(i, i) += model.joints[i].rotor_inertia;
  return reduce(M, js);
}

Eigen::MatrixXd lagrange_mass_matrix_at(const ModelFile& model, const LagrangeKinematics& k,
                                        const GiNaC::exmap& values) {
  const int n = static_cast<int>(model.joints.size());
  Eigen::MatrixXd M = Eigen::MatrixXd::Zero(n, n);
  for (int i = 0; i < n; ++i) {
    const FileJoint& link = model.joints[i];
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
