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
  // The file's parents (a tree's `parent`; the previous joint by default).
  std::vector<int> parent(static_cast<std::size_t>(n + 1), 0);
  for (int i = 1; i <= n; ++i) {
    const int given = model.joints[static_cast<std::size_t>(i - 1)].parent;
    parent[static_cast<std::size_t>(i)] = given < 0 ? i - 1 : given;
  }
  const auto moves = [&](int j, int i) {  // joint j (1-based) is on the path to link i
    for (int a = i; a > 0; a = parent[static_cast<std::size_t>(a)])
      if (a == j) return true;
    return false;
  };
  std::vector<matrix> frames{GiNaC::ex_to<matrix>(GiNaC::unit_matrix(4))};  // T_0i, i = 0..n
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
    const matrix& T = frames[static_cast<std::size_t>(parent[static_cast<std::size_t>(i + 1)])];
    frames.push_back(reduce(T.mul(file_transform(j, model.convention, st, ct, js.q[i])), js));
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
      if (!js.revolute[j] || !moves(j + 1, i)) continue;
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
    k.com0.push_back(com0);
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

FloatingLagrangeTerms lagrange_floating_terms(const ModelFile& model, const JointSymbols& js,
                                              const LagrangeKinematics& k) {
  const int n = js.n, nv = js.nv();
  // The bodies, a base body first: mass, centre of mass c (base frame),
  // inertia about it in the base frame's axes, Jv = dc/dq, Jw.
  struct Body {
    ex mass;
    matrix c, I, Jv, Jw;
  };
  const auto tensor = [](const InertiaTensor& t) {
    return matrix(3, 3, GiNaC::lst{t.xx, t.xy, t.xz, t.xy, t.yy, t.yz, t.xz, t.yz, t.zz});
  };
  const RigidBody& b = model.base_body;
  std::vector<Body> bodies{{b.mass, matrix(3, 1, GiNaC::lst{b.com[0], b.com[1], b.com[2]}),
                            tensor(b.inertia), matrix(3, n), matrix(3, n)}};
  for (int i = 0; i < n; ++i) {
    const FileJoint& link = model.joints[static_cast<std::size_t>(i)];
    const matrix& R = k.R0[static_cast<std::size_t>(i)];
    bodies.push_back({link.mass, k.com0[static_cast<std::size_t>(i)],
                      R.mul(tensor(link.inertia)).mul(R.transpose()),
                      k.Jv[static_cast<std::size_t>(i)], k.Jw[static_cast<std::size_t>(i)]});
  }
  const auto cross = [](const matrix& a, const matrix& c) {
    return matrix(
        3, 1,
        GiNaC::lst{a(1, 0) * c(2, 0) - a(2, 0) * c(1, 0), a(2, 0) * c(0, 0) - a(0, 0) * c(2, 0),
                   a(0, 0) * c(1, 0) - a(1, 0) * c(0, 0)});
  };
  const matrix v(3, 1, GiNaC::lst{js.base_v[0], js.base_v[1], js.base_v[2]});
  const matrix w(3, 1, GiNaC::lst{js.base_v[3], js.base_v[4], js.base_v[5]});
  const matrix gb(3, 1, GiNaC::lst{js.base_gravity[0], js.base_gravity[1], js.base_gravity[2]});
  matrix qd(n, 1);
  for (int j = 0; j < n; ++j) qd(j, 0) = js.qd[j];

  // Kinetic energy from each body's velocity in the base frame's axes:
  // v_c = v + w x c + Jv qd, w_b = w + Jw qd; potential energy in gravity g:
  // U = -sum m g.(p + R c) = -sum m (g.p + gb.c) with gb = R^T g.
  ex T = 0;
  FloatingLagrangeTerms out{matrix(nv, nv), matrix(nv, 1), matrix(nv, 1)};
  for (const Body& body : bodies) {
    const matrix vc = v.add(cross(w, body.c)).add(body.Jv.mul(qd));
    const matrix wb = w.add(body.Jw.mul(qd));
    T += (body.mass * vc.transpose().mul(vc)(0, 0) + wb.transpose().mul(body.I).mul(wb)(0, 0)) / 2;
    // Generalised gravity forces, dU along the base's own axes (a shift
    // R dx, a turn R (I + [dtheta]x)) and along the joints.
    for (int r = 0; r < 3; ++r) {
      out.G(r, 0) -= body.mass * gb(r, 0);
      out.G(3 + r, 0) -= body.mass * cross(body.c, gb)(r, 0);
    }
    for (int j = 0; j < n; ++j)
      for (int r = 0; r < 3; ++r) out.G(6 + j, 0) -= body.mass * gb(r, 0) * body.Jv(r, j);
  }
  T = T.expand();
  for (int j = 0; j < n; ++j)
    T += model.joints[static_cast<std::size_t>(j)].rotor_inertia * js.qd[j] * js.qd[j] / 2;

  // M = d^2 T / dv dv; momenta h = dT/dv.
  std::vector<ex> h(static_cast<std::size_t>(nv));
  for (int i = 0; i < nv; ++i) {
    const ex vi = js.velocity(i);  // held: ex_to refers into it
    h[static_cast<std::size_t>(i)] = T.diff(GiNaC::ex_to<GiNaC::symbol>(vi));
    for (int j = 0; j < nv; ++j) {
      const ex vj = js.velocity(j);
      out.M(i, j) = pythagorean_reduce(
          h[static_cast<std::size_t>(i)].diff(GiNaC::ex_to<GiNaC::symbol>(vj)), js);
    }
  }
  // Velocity terms at zero acceleration. Joints: Lagrange, d/dt dT/dqd -
  // dT/dq. Base: Hamel's (Kirchhoff's) equations of a body-frame twist,
  // d/dt p + w x p and d/dt l + w x l + v x p for h = (p, l). T depends on
  // the joints' positions only (base-frame coordinates), so d/dt h is
  // dh/dq qd.
  const auto rate = [&](const ex& e) {
    ex sum = 0;
    for (int j = 0; j < n; ++j) sum += derivative_by_q(e, js, j) * js.qd[j];
    return sum;
  };
  const matrix p(3, 1, GiNaC::lst{h[0], h[1], h[2]}), l(3, 1, GiNaC::lst{h[3], h[4], h[5]});
  const matrix wp = cross(w, p), wl = cross(w, l), vp = cross(v, p);
  for (int r = 0; r < 3; ++r) {
    out.V(r, 0) = pythagorean_reduce(rate(h[r]) + wp(r, 0), js);
    out.V(3 + r, 0) = pythagorean_reduce(rate(h[3 + r]) + wl(r, 0) + vp(r, 0), js);
  }
  for (int j = 0; j < n; ++j)
    out.V(6 + j, 0) = pythagorean_reduce(rate(h[6 + j]) - derivative_by_q(T, js, j), js);
  for (int i = 0; i < nv; ++i) out.G(i, 0) = pythagorean_reduce(out.G(i, 0), js);
  return out;
}

}  // namespace nedyn::test
