// d tau / d q and d tau / d qd by Carpentier and Mansard's recursive
// algorithm (RSS 2018) over the tree, as a program; and the Jacobians of
// program values by its inputs, along q's tangent space for a floating base.

#include "nedyn/generator/program_recursion.hpp"

#include <array>

#include "program_algebra.hpp"

namespace nedyn {

std::vector<std::vector<Value>> jacobian_of(Program& program, const std::vector<Value>& values,
                                            const std::vector<Value>& x) {
  std::vector<std::vector<Value>> d(values.size());
  for (std::size_t i = 0; i < values.size(); ++i)
    for (const Value& xj : x) d[i].push_back(program.derivative(values[i], xj));
  return d;
}

std::vector<std::vector<Value>> tangent_jacobian(Program& program, const std::vector<Value>& q,
                                                 const ValueMat3* base_rotation,
                                                 const std::vector<Value>& values) {
  std::vector<std::vector<Value>> d = jacobian_of(program, values, q);
  if (!base_rotation) return d;
  const ValueMat3& R = *base_rotation;
  const Value half = program.constant(GiNaC::numeric(1, 2));
  const ValueVec3 u{q[3], q[4], q[5]};
  const Value& w = q[6];
  // d quaternion / d theta_k: (w e_k + u x e_k, -u_k) / 2.
  const std::array<std::array<Value, 4>, 3> turn = {
      std::array<Value, 4>{half * w, half * u[2], -(half * u[1]), -(half * u[0])},
      std::array<Value, 4>{-(half * u[2]), half * w, half * u[0], -(half * u[1])},
      std::array<Value, 4>{half * u[1], -(half * u[0]), half * w, -(half * u[2])}};
  const Value zero = program.constant(0);
  std::vector<std::vector<Value>> tangent(values.size());
  for (std::size_t i = 0; i < values.size(); ++i) {
    const std::vector<Value>& row = d[i];
    for (std::size_t k = 0; k < 3; ++k) {  // the base's position along R e_k
      Value sum = zero;
      for (std::size_t r = 0; r < 3; ++r) sum = sum + row[r] * R[r][k];
      tangent[i].push_back(sum);
    }
    for (std::size_t k = 0; k < 3; ++k) {  // its orientation, turned about e_k
      Value sum = zero;
      for (std::size_t r = 0; r < 4; ++r) sum = sum + row[3 + r] * turn[k][r];
      tangent[i].push_back(sum);
    }
    tangent[i].insert(tangent[i].end(), row.begin() + 7, row.end());  // the joints
  }
  return tangent;
}

void add_friction_derivatives(TorqueDerivatives& d, const std::vector<Value>& friction,
                              const std::vector<Value>& qd) {
  for (std::size_t k = 0; k < d.dqd.size(); ++k)
    d.dqd[k][k] = d.dqd[k][k] + friction[k].program->derivative(friction[k], qd[k]);
}

std::vector<std::vector<Value>> ProgramRecursion::tangent_jacobian(
    const std::vector<Value>& values) {
  return nedyn::tangent_jacobian(program_, inputs_.q,
                                 model_.floating_base ? &base_rotation_ : nullptr, values);
}

TorqueDerivatives ProgramRecursion::torque_derivatives(const ValueVec3& base_acceleration) {
  const int n = model_.dof();
  const auto at = [](int k) { return static_cast<std::size_t>(k); };
  const Value zero = program_.constant(0), one = program_.constant(1), two = program_.constant(2);
  const ValueVec3 zeros{zero, zero, zero};
  const Motion no_motion{zeros, zeros};
  const std::vector<ValueMat3> R0 = base_rotations();
  // Per link k = 1..n, in the base frame: the joint axis S, the body's
  // inertia I, its velocity v and acceleration a, its force f = I a + v x* I v,
  // and C&M's Psi_dot = v_{k-1} x S (= dS/dt) and
  // Psi_ddot = a_{k-1} x S + v_{k-1} x Psi_dot.
  std::vector<Motion> S(at(n + 1), no_motion), v(at(n + 1), no_motion), a(at(n + 1), no_motion),
      psi_d(at(n + 1), no_motion), psi_dd(at(n + 1), no_motion);
  std::vector<BodyParameters> I(at(n + 1));
  std::vector<Force> f(at(n + 1));
  std::vector<MotionToForce> G(at(n + 1));
  const std::vector<ValueVec3> origins = base_origins(R0);
  const bool floating = model_.floating_base;
  const std::size_t first = first_v();  // joint k's rate is qd[first + k - 1]
  // Gravity as an acceleration of the world (Featherstone's fictitious base
  // acceleration), seen in the base frame.
  const Motion gravity{
      zeros, floating ? transpose(base_rotation_) * base_acceleration : base_acceleration};
  // f = I a + v x* h and G (below) of link k from its I, v and a.
  const auto body_terms = [&](std::size_t k) {
    const Force h = I[k] * v[k];  // momentum
    f[k] = I[k] * a[k] + cross(v[k], h);
    // G u = u x* h + v x* (I u) + I (u x v): the part of d f / d q_j and
    // d f / d qd_j that is linear in the motion u (Psi_dot_j, S_j). With
    // A = v x* I, I (u x v) = -I (v x) u = A^T u (v x* = -(v x)^T, I = I^T):
    // G = u x* h + A + A^T, A's columns the only products.
    MotionToForce A;
    for (std::size_t c = 0; c < 6; ++c) A[c] = cross(v[k], I[k] * unit_motion(c, zero, one));
    for (std::size_t c = 0; c < 6; ++c) {
      const Motion u = unit_motion(c, zero, one);
      G[k][c] = cross(u, h) + A[c] + transposed_image(A, u);  // A^T u: A's row c
    }
  };
  if (floating) {
    // The base's twist and its rate in its own frame (Pinocchio's v and a:
    // linear, then angular); a's linear part is the spatial acceleration's,
    // without w x v (RBDA §2.11), and the base's body is link 0.
    const std::vector<Value>& qd = args_.qd;
    const std::vector<Value>& qdd = args_.qdd;
    v[0] = {{qd[3], qd[4], qd[5]}, {qd[0], qd[1], qd[2]}};
    a[0] = Motion{{qdd[3], qdd[4], qdd[5]}, {qdd[0], qdd[1], qdd[2]}} + gravity;
    I[0] = bodies_[0];
    body_terms(0);
  } else {
    a[0] = gravity;
  }
  for (int k = 1; k <= n; ++k) {
    const ValueMat3& R = R0[at(k)];
    const ValueVec3& o = origins[at(k)];
    const ValueVec3 z{R[0][2], R[1][2], R[2][2]};
    const bool revolute = model_.joints[at(k - 1)].type == JointType::revolute;
    S[at(k)] = revolute ? Motion{z, cross(o, z)} : Motion{zeros, z};
    I[at(k)] = moved_body(
        program_, [&](const ValueVec3& x) { return R * x; }, o, bodies_[at(k)]);
    const Value qd = args_.qd[first + at(k - 1)], qdd = args_.qdd[first + at(k - 1)];
    const std::size_t up = at(parent_[at(k)]);
    psi_d[at(k)] = cross(v[up], S[at(k)]);
    psi_dd[at(k)] = cross(a[up], S[at(k)]) + cross(v[up], psi_d[at(k)]);
    v[at(k)] = v[up] + qd * S[at(k)];
    a[at(k)] = a[up] + qdd * S[at(k)] + qd * psi_d[at(k)];
    body_terms(at(k));
  }
  // Composites of link k and the links beyond it (its subtree): force F,
  // inertia Ic, Gc; then per joint the vectors whose scalar products with Psi
  // and S give the entries (zero where neither joint lies beyond the other):
  //   j on the path to i: d tau_i/d q_j = Psi_ddot_j . Ic_i S_i + Psi_dot_j . Gc_i^T S_i,
  //           d tau_i/d qd_j = 2 Psi_dot_j . Ic_i S_i + S_j . Gc_i^T S_i;
  //   i before j:  d tau_i/d q_j = S_i . (S_j x* F_j + Ic_j Psi_ddot_j + Gc_j Psi_dot_j),
  //           d tau_i/d qd_j = S_i . (2 Ic_j Psi_dot_j + Gc_j S_j).
  std::vector<Force> X(at(n + 1)), Y(at(n + 1)), W(at(n + 1)), U(at(n + 1));
  std::vector<Force> Fs(at(n + 1));
  std::vector<BodyParameters> Ics(at(n + 1));
  std::vector<MotionToForce> Gcs(at(n + 1));
  std::vector<bool> has_children(at(n + 1), false);
  if (floating) {  // the base's body in the composite of the whole robot
    Fs[0] = f[0];
    Ics[0] = I[0];
    Gcs[0] = G[0];
    has_children[0] = true;
  }
  for (int k = n; k >= 1; --k) {
    // The children's composites first, then the link's own (the chain's order).
    Force& F = Fs[at(k)];
    BodyParameters& Ic = Ics[at(k)];
    MotionToForce& Gc = Gcs[at(k)];
    if (has_children[at(k)]) {
      F = F + f[at(k)];
      Ic = Ic + I[at(k)];
      for (std::size_t c = 0; c < 6; ++c) Gc[c] = Gc[c] + G[at(k)][c];
    } else {
      F = f[at(k)];
      Ic = I[at(k)];
      Gc = G[at(k)];
    }
    const std::size_t up = at(parent_[at(k)]);
    if (up > 0 || floating) {
      if (has_children[up]) {
        Fs[up] = Fs[up] + F;
        Ics[up] = Ics[up] + Ic;
        for (std::size_t c = 0; c < 6; ++c) Gcs[up][c] = Gcs[up][c] + Gc[c];
      } else {
        Fs[up] = F;
        Ics[up] = Ic;
        Gcs[up] = Gc;
        has_children[up] = true;
      }
    }
    X[at(k)] = Ic * S[at(k)];
    Y[at(k)] = transposed_image(Gc, S[at(k)]);
    W[at(k)] = cross(S[at(k)], F) + Ic * psi_dd[at(k)] + image(Gc, psi_d[at(k)]);
    U[at(k)] = two * (Ic * psi_d[at(k)]) + image(Gc, S[at(k)]);
  }
  const std::size_t nv = first + at(n);
  TorqueDerivatives d{std::vector<std::vector<Value>>(nv, std::vector<Value>(nv, zero)),
                      std::vector<std::vector<Value>>(nv, std::vector<Value>(nv, zero))};
  if (floating) {
    // The base's six coordinates as a joint of six axes S_c (linear, then
    // angular: Pinocchio's v) whose parent is the world: Psi_dot_c = 0,
    // Psi_ddot_c = a_g x S_c. Moving q along integrate(q, t e_c) moves the
    // base with its own axes and twist, as turning a joint does everything
    // beyond it, so the ancestor's formulas hold for every column c and for
    // c's own block; in d / d qd, v_0 x S_c takes the place of 2 Psi_dot_c
    // (d a_k / d v_c = S_c x (v_k - v_0): the base's axes turn with its twist).
    std::array<Motion, 6> S0, psi_dd0, turned0;
    std::array<Force, 6> X0s, Y0s;
    for (std::size_t c = 0; c < 6; ++c) {
      S0[c] = unit_motion(c < 3 ? c + 3 : c - 3, zero, one);
      psi_dd0[c] = cross(gravity, S0[c]);
      turned0[c] = cross(v[0], S0[c]);
      X0s[c] = Ics[0] * S0[c];
      Y0s[c] = transposed_image(Gcs[0], S0[c]);
    }
    for (std::size_t r = 0; r < nv; ++r)
      for (std::size_t c = 0; c < 6; ++c) {  // columns of the base's coordinates
        const Force& X_r = r < 6 ? X0s[r] : X[r - first + 1];
        const Force& Y_r = r < 6 ? Y0s[r] : Y[r - first + 1];
        d.dq[r][c] = dot(psi_dd0[c], X_r);
        d.dqd[r][c] = dot(turned0[c], X_r) + dot(S0[c], Y_r);
      }
    for (std::size_t r = 0; r < 6; ++r)  // the base's rows: every joint lies beyond it
      for (int j = 1; j <= n; ++j) {
        d.dq[r][first + at(j - 1)] = dot(S0[r], W[at(j)]);
        d.dqd[r][first + at(j - 1)] = dot(S0[r], U[at(j)]);
      }
  }
  for (int i = 1; i <= n; ++i)
    for (int j = 1; j <= n; ++j) {
      Value& dq = d.dq[first + at(i - 1)][first + at(j - 1)];
      Value& dqd = d.dqd[first + at(i - 1)][first + at(j - 1)];
      if (is_ancestor(parent_, j, i)) {
        dq = dot(psi_dd[at(j)], X[at(i)]) + dot(psi_d[at(j)], Y[at(i)]);
        dqd = two * dot(psi_d[at(j)], X[at(i)]) + dot(S[at(j)], Y[at(i)]);
      } else if (is_ancestor(parent_, i, j)) {
        dq = dot(S[at(i)], W[at(j)]);
        dqd = dot(S[at(i)], U[at(j)]);
      }
    }
  return d;
}

}  // namespace nedyn
