// Composite bodies as programs: the mass matrix (Walker–Orin method 3 over
// the tree, RBDA §6.2), the centre of mass and the centroidal momentum matrix.

#include "nedyn/generator/program_recursion.hpp"

#include <array>
#include <stdexcept>

#include "program_algebra.hpp"

namespace nedyn {

std::vector<std::vector<Value>> ProgramRecursion::composite_mass_matrix(
    const RecursionForms& forms) {
  const int n = model_.dof();
  const Value zero = program_.constant(0);
  const auto factored = [&](int k) {
    return k >= 1 && k <= static_cast<int>(forms.size()) &&
           forms[static_cast<std::size_t>(k - 1)].factored_rotation;
  };
  const auto to_parent = [&](int k, const BodyParameters& b) {
    return ProgramRecursion::to_parent(k, b, factored(k));
  };
  const auto link = [&](int i) { return bodies_[static_cast<std::size_t>(i)]; };

  std::vector<std::vector<Value>> M(static_cast<std::size_t>(n),
                                    std::vector<Value>(static_cast<std::size_t>(n), zero));
  // A floating base's rows: joint j's wrench carried on to the base frame
  // (its subtree's momentum for a unit rate, linear then angular).
  std::vector<std::array<Value, 6>> base_rows(static_cast<std::size_t>(n));
  // composite[j]: link j and every link beyond it, in frame j (Featherstone,
  // RBDA §6.2: I^c_j = I_j + sum over children of X^T I^c_c X).
  std::vector<BodyParameters> composite(static_cast<std::size_t>(n + 1));
  for (int j = 1; j <= n; ++j) composite[static_cast<std::size_t>(j)] = link(j);
  for (int j = n; j >= 1; --j) {
    std::vector<int> children;
    for (int c = j + 1; c <= n; ++c)
      if (parent_[static_cast<std::size_t>(c)] == j) children.push_back(c);
    for (int c : children)
      composite[static_cast<std::size_t>(j)] = composite[static_cast<std::size_t>(j)] +
                                               to_parent(c, composite[static_cast<std::size_t>(c)]);
    const BodyParameters& E = composite[static_cast<std::size_t>(j)];  // axis j is z of frame j
    const bool revolute =
        model_.joints[static_cast<std::size_t>(j - 1)].type == JointType::revolute;
    // The wrench that gives joint j a unit acceleration, about the axis frame's origin.
    ValueVec3 f, moment;
    if (revolute) {
      f = {-E.h[1], E.h[0], zero};  // z x h
      moment = {E.J[0][2], E.J[1][2], E.J[2][2]};
    } else {
      f = {zero, zero, E.m};
      moment = {E.h[1], -E.h[0], zero};  // h x z
    }
    int frame = j;
    // Only the joints on the path to j feel it: M_ij = 0 off the path (RBDA §6.2).
    for (int i = j; i >= 1; i = parent_[static_cast<std::size_t>(i)]) {
      while (frame > i) {  // wrench in frame k to its parent's frame
        const ValueVec3 f_parent = rotate(frame, f, factored(frame));
        moment = rotate(frame, moment, factored(frame)) + cross(origin(frame), f_parent);
        f = f_parent;
        frame = parent_[static_cast<std::size_t>(frame)];
      }
      const bool revolute_i =
          model_.joints[static_cast<std::size_t>(i - 1)].type == JointType::revolute;
      M[static_cast<std::size_t>(j - 1)][static_cast<std::size_t>(i - 1)] =
          revolute_i ? moment[2] : f[2];
    }
    if (!model_.floating_base) continue;
    while (frame > 0) {
      const ValueVec3 f_parent = rotate(frame, f, factored(frame));
      moment = rotate(frame, moment, factored(frame)) + cross(origin(frame), f_parent);
      f = f_parent;
      frame = parent_[static_cast<std::size_t>(frame)];
    }
    base_rows[static_cast<std::size_t>(j - 1)] = {f[0],      f[1],      f[2],
                                                  moment[0], moment[1], moment[2]};
  }
  if (!model_.floating_base) return M;
  // A floating base: the joints' block moves to rows and columns 6..; the
  // base's 6 x 6 block is the whole robot's composite inertia about the base
  // origin (linear, then angular: Pinocchio's order), its rows beside the
  // joints' the wrenches above (RBDA §6.2, the base as a six-coordinate joint).
  BodyParameters whole = link(0);
  for (int c = 1; c <= n; ++c)
    if (parent_[static_cast<std::size_t>(c)] == 0)
      whole = whole + to_parent(c, composite[static_cast<std::size_t>(c)]);
  const std::size_t nv = static_cast<std::size_t>(n + 6);
  std::vector<std::vector<Value>> floating(nv, std::vector<Value>(nv, zero));
  const Value one = program_.constant(1);
  for (std::size_t c = 0; c < 6; ++c) {
    const Force h = whole * unit_motion((c + 3) % 6, zero, one);  // unit_motion: angular first
    for (std::size_t r = c; r < 6; ++r) floating[r][c] = r < 3 ? h.f[r] : h.n[r - 3];
  }
  for (std::size_t j = 0; j < static_cast<std::size_t>(n); ++j) {
    for (std::size_t c = 0; c < 6; ++c) floating[j + 6][c] = base_rows[j][c];
    for (std::size_t i = 0; i < static_cast<std::size_t>(n); ++i) floating[j + 6][i + 6] = M[j][i];
  }
  return floating;
}

ValueVec3 ProgramRecursion::center_of_mass() const {
  const std::vector<ValueMat3> R0 = base_rotations();
  return in_world(center_of_mass(R0, base_origins(R0)));
}

ValueVec3 ProgramRecursion::center_of_mass(const std::vector<ValueMat3>& R0,
                                           const std::vector<ValueVec3>& o) const {
  if (parameters_ != LinkParameters::as_given)
    throw std::logic_error("the centre of mass needs the links' own parameters");
  const int n = model_.dof();
  const Value zero = program_.constant(0);
  // sum m_k (o_k + R_0k c_k) = sum (m_k o_k + R_0k h_k), h_k the first moment.
  Value mass = zero;
  ValueVec3 moment{zero, zero, zero};
  for (int k = model_.floating_base ? 0 : 1; k <= n; ++k) {  // a floating base's body too
    const auto at = static_cast<std::size_t>(k);
    const BodyParameters& b = bodies_[at];
    mass = mass + b.m;
    moment = moment + (b.m * o[at] + R0[at] * b.h);
  }
  if (program_.is_zero(mass)) return {zero, zero, zero};
  const Value inverse = program_.constant(1) / mass;
  return inverse * moment;
}

std::vector<std::vector<Value>> ProgramRecursion::centroidal_momentum_matrix() const {
  if (parameters_ != LinkParameters::as_given)
    throw std::logic_error("the centroidal momentum needs the links' own parameters");
  const int n = model_.dof();
  const auto at = [](int k) { return static_cast<std::size_t>(k); };
  const Value zero = program_.constant(0);
  const ValueVec3 zeros{zero, zero, zero};
  const std::vector<ValueMat3> R0 = base_rotations();
  const std::vector<ValueVec3> o = base_origins(R0);
  const bool floating = model_.floating_base;
  // Composite bodies in base-frame coordinates; composite[0], a floating
  // base's body with all the links, is the whole robot.
  std::vector<BodyParameters> composite(at(n + 1));
  if (floating) composite[0] = bodies_[0];
  for (int k = 1; k <= n; ++k)
    composite[at(k)] = moved_body(
        program_, [&](const ValueVec3& x) { return R0[at(k)] * x; }, o[at(k)], bodies_[at(k)]);
  for (int k = n; k >= 1; --k) {  // subtrees, from the leaves in
    const int up = parent_[at(k)];
    if (up != 0 || floating) composite[at(up)] = composite[at(up)] + composite[at(k)];
  }
  const ValueVec3 c = center_of_mass(R0, o);
  const std::size_t first = floating ? 6 : 0;  // the joints' first column
  std::vector<std::vector<Value>> Ag(6, std::vector<Value>(first + at(n), zero));
  // Column `column` from the momentum h (force; moment about the base origin)
  // of a unit rate: the moment moves to the centre of mass.
  const auto set_column = [&](std::size_t column, const Force& h) {
    const ValueVec3 about_center = h.n - cross(c, h.f);
    for (std::size_t r = 0; r < 3; ++r) {
      Ag[r][column] = h.f[r];
      Ag[r + 3][column] = about_center[r];
    }
  };
  for (int j = 1; j <= n; ++j) {
    const ValueVec3 z{R0[at(j)][0][2], R0[at(j)][1][2], R0[at(j)][2][2]};
    const bool revolute = model_.joints[at(j - 1)].type == JointType::revolute;
    const Motion S = revolute ? Motion{z, cross(o[at(j)], z)} : Motion{zeros, z};
    set_column(first + at(j - 1), composite[at(j)] * S);
  }
  if (!floating) return Ag;
  // The base's twist moves the whole robot as one body: its linear velocity
  // gives the total mass times it and no angular momentum about the centre
  // of mass, its angular velocity the whole composite's momentum.
  const Value one = program_.constant(1);
  for (std::size_t i = 0; i < 3; ++i) {
    Ag[i][i] = composite[0].m;
    ValueVec3 e = zeros;
    e[i] = one;
    set_column(3 + i, composite[0] * Motion{e, zeros});
  }
  turn_to_world(Ag);  // Pinocchio's ccrba: the world's axes
  return Ag;
}

std::vector<Value> ProgramRecursion::centroidal_momentum_rate() const {
  if (parameters_ != LinkParameters::as_given)
    throw std::logic_error("the centroidal momentum needs the links' own parameters");
  const Value zero = program_.constant(0);
  const ValueVec3 zeros{zero, zero, zero};
  const std::vector<ValueMat3> R0 = base_rotations();
  const std::vector<ValueVec3> o = base_origins(R0);
  const std::vector<LinkMotion> motion = link_motions();
  // Body k about its origin (m, h = m c, J), its motion in its own axes:
  // f = m a + wd x h + w x (w x h), n = J wd + w x J w + h x a (Khalil's
  // Newton-Euler with the standard parameters); both back in the base
  // frame's axes, the moment moved to the base origin.
  ValueVec3 force = zeros, moment = zeros;
  for (int k = model_.floating_base ? 0 : 1; k <= model_.dof(); ++k) {
    const auto at = static_cast<std::size_t>(k);
    const BodyParameters& b = bodies_[at];
    const ValueMat3 Rt = transposed(R0[at]);
    const ValueVec3 w = Rt * motion[at].w, wd = Rt * motion[at].wd, a = Rt * motion[at].a;
    const ValueVec3 f = b.m * a + cross(wd, b.h) + cross(w, cross(w, b.h));
    const ValueVec3 n = b.J * wd + cross(w, b.J * w) + cross(b.h, a);
    const ValueVec3 f0 = R0[at] * f;
    force = force + f0;
    moment = moment + (R0[at] * n + cross(o[at], f0));
  }
  return momentum_rate_about_center(force, moment);
}

std::vector<Value> ProgramRecursion::momentum_rate_about_center(const ValueVec3& force,
                                                                const ValueVec3& moment) const {
  const std::vector<ValueMat3> R0 = base_rotations();
  const ValueVec3 about_center = moment - cross(center_of_mass(R0, base_origins(R0)), force);
  std::vector<std::vector<Value>> rate(6, std::vector<Value>(1, program_.constant(0)));
  for (std::size_t r = 0; r < 3; ++r) {
    rate[r][0] = force[r];
    rate[r + 3][0] = about_center[r];
  }
  if (model_.floating_base) turn_to_world(rate);
  return {rate[0][0], rate[1][0], rate[2][0], rate[3][0], rate[4][0], rate[5][0]};
}

std::vector<Value> ProgramRecursion::twist_cross_momentum(const std::vector<Value>& y,
                                                          const std::vector<Value>& h) const {
  const Motion twist{{y[3], y[4], y[5]}, {y[0], y[1], y[2]}};
  const Force momentum{{h[3], h[4], h[5]}, {h[0], h[1], h[2]}};
  const Force out = cross(twist, momentum);
  return {out.f[0], out.f[1], out.f[2], out.n[0], out.n[1], out.n[2]};
}

}  // namespace nedyn
