// Joint forces by the Newton–Euler recursion over the tree (Craig 6.45–6.53;
// Featherstone, RBDA Table 5.1), as a program.

#include "nedyn/generator/program_recursion.hpp"

#include <algorithm>

#include "program_algebra.hpp"

namespace nedyn {

std::vector<Value> ProgramRecursion::joint_forces(const std::vector<Value>& qd,
                                                  const std::vector<Value>& qdd,
                                                  const ValueVec3& base_acceleration,
                                                  int first_torque, const RecursionForms& forms,
                                                  const std::vector<LinkWrench>* external) {
  const int n = model_.dof();
  const Value zero = program_.constant(0), one = program_.constant(1), two = program_.constant(2);
  const ValueVec3 z{zero, zero, one}, zeros{zero, zero, zero};
  const auto form = [&](int i) {
    return i >= 1 && i <= static_cast<int>(forms.size()) ? forms[static_cast<std::size_t>(i - 1)]
                                                         : LinkForms{};
  };
  std::vector<ValueVec3> w(n + 1, zeros), wd(n + 1, zeros), vd(n + 1, zeros);
  std::vector<ValueVec3> F(n + 1, zeros), N(n + 1, zeros);
  std::vector<ValueMat3> U(n + 1);
  const std::size_t first = first_v();  // joint i's rate is qd[first + i - 1]
  const bool floating = model_.floating_base;
  if (floating) {
    // The base frame turns at v's angular part; its origin accelerates at
    // a's linear part plus w x v (a is the rate of the twist's components in
    // the moving base frame: Featherstone, RBDA §2.11), gravity seen in the
    // base frame (R^T g).
    const ValueVec3 v{qd[0], qd[1], qd[2]};
    w[0] = {qd[3], qd[4], qd[5]};
    wd[0] = {qdd[3], qdd[4], qdd[5]};
    vd[0] = ValueVec3{qdd[0], qdd[1], qdd[2]} + cross(w[0], v) +
            transpose(base_rotation_) * base_acceleration;
    U[0] = acceleration_tensor(w[0], wd[0]);
  } else {
    vd[0] = base_acceleration;
  }
  // wd_k x r + w_k x (w_k x r): the acceleration of a point r fixed in link k.
  const auto point_acceleration = [&](int k, const ValueVec3& r) {
    // The base of a floating robot: U_0 once for its children and its body.
    if (k >= 1 ? form(k).acceleration_tensor : floating) return U[static_cast<std::size_t>(k)] * r;
    return cross(wd[k], r) + cross(w[k], cross(w[k], r));
  };
  const auto rotate_in = [&](int i, const ValueVec3& v) {  // frame i-1 to frame i
    return rotate_transposed(i, v, form(i).factored_rotation);
  };

  // Outward pass (the runtime's outward(); Craig 6.45-6.50), from each
  // link's parent a = lambda(i).
  for (int i = 1; i <= n; ++i) {
    const bool revolute = model_.joints[i - 1].type == JointType::revolute;
    const int a = parent_[static_cast<std::size_t>(i)];
    const Value qdi = qd[first + static_cast<std::size_t>(i - 1)];
    const Value qddi = qdd[first + static_cast<std::size_t>(i - 1)];
    const ValueVec3& P = p_[i];
    const ValueVec3 w_prev = rotate_in(i, w[a]);
    const ValueVec3 vd_origin = rotate_in(i, point_acceleration(a, P) + vd[a]);
    if (revolute) {
      w[i] = w_prev + qdi * z;
      wd[i] = rotate_in(i, wd[a]) + cross(w_prev, qdi * z) + qddi * z;
      vd[i] = vd_origin;
    } else {
      w[i] = w_prev;
      wd[i] = rotate_in(i, wd[a]);
      vd[i] = vd_origin + two * cross(w[i], qdi * z) + qddi * z;
    }
    U[i] = acceleration_tensor(w[i], wd[i]);
  }

  // Newton and Euler at each centre of mass (Craig 6.49–6.51), or about
  // each frame origin from the grouped parameters (Khalil & Dombre 9.56):
  // F = m vd + U h, N = J wd + w x (J w) + h x vd.
  const bool about_origin = parameters_ != LinkParameters::as_given;
  for (int i = floating ? 0 : 1; i <= n; ++i) {
    const bool quadratic = form(i).quadratic_gyroscopic;
    if (about_origin) {
      const BodyParameters& b = bodies_[static_cast<std::size_t>(i)];
      F[i] = b.m * vd[i] + point_acceleration(i, b.h);
      N[i] = b.J * wd[i] + gyroscopic(b.J, w[i], quadratic) + cross(b.h, vd[i]);
    } else {
      F[i] = mass_[i] * (point_acceleration(i, com_[i]) + vd[i]);
      N[i] = inertia_[i] * wd[i] + gyroscopic(inertia_[i], w[i], quadratic);
    }
  }

  // Inward pass (Craig 6.51-6.53), the children's wrenches summed into each
  // link's (Featherstone, RBDA Table 5.1).
  std::vector<Value> tau(first + static_cast<std::size_t>(n), zero);
  std::vector<ValueVec3> f_local(n + 1, zeros), n_local(n + 1, zeros);  // f_i, n_i in frame i
  // Link i's wrench about its frame's origin, in frame i: its own and what
  // its children c exert (sum R_c f_c, sum R_c n_c + p_c x R_c f_c).
  const auto link_wrench = [&](int i, ValueVec3& f, ValueVec3& moment) {
    ValueVec3 f_next = zeros, n_next = zeros, p_cross_f = zeros;
    for (int c = i + 1; c <= n; ++c) {
      if (parent_[static_cast<std::size_t>(c)] != i) continue;
      const bool factored = form(c).factored_rotation;
      const ValueVec3 f_c = rotate(c, f_local[c], factored);
      f_next = f_next + f_c;
      n_next = n_next + rotate(c, n_local[c], factored);
      p_cross_f = p_cross_f + cross(p_[c], f_c);
    }
    f = f_next + F[i];
    const ValueVec3 inner = N[i] + n_next;
    moment = (about_origin ? inner : inner + cross(com_[i], F[i])) + p_cross_f;
  };
  const int last_link = floating ? std::max(first_torque - 5, 1) : first_torque + 1;
  for (int i = n; i >= last_link; --i) {
    ValueVec3 f, moment;
    link_wrench(i, f, moment);
    if (external) {
      // The wrench on link i, from its own frame into frame i (seed 004, eq. 18).
      const LinkWrench& on_link = (*external)[static_cast<std::size_t>(floating ? i : i - 1)];
      const ValueVec3 force = link_rotation_[i] * on_link.force;
      f = f - force;
      moment = moment - (link_rotation_[i] * on_link.moment + cross(link_origin_[i], force));
    }
    const bool revolute = model_.joints[i - 1].type == JointType::revolute;
    tau[first + static_cast<std::size_t>(i - 1)] = revolute ? moment[2] : f[2];
    f_local[i] = f;
    n_local[i] = moment;
  }
  if (floating && first_torque < 6) {  // the wrench that moves the base so
    ValueVec3 f, moment;
    link_wrench(0, f, moment);
    if (external) {  // row 0: the wrench on the base's body, base frame
      f = f - (*external)[0].force;
      moment = moment - (*external)[0].moment;
    }
    for (std::size_t r = 0; r < 3; ++r) {
      tau[r] = f[r];
      tau[r + 3] = moment[r];
    }
  }
  return tau;
}

}  // namespace nedyn
