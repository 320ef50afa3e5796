// The program recursion's model in program values: placements, sines and
// cosines, the links' bodies (as given, grouped or as inputs), the frames'
// base-frame poses, and the choice of forms. Its algorithms are one file each
// beside it.

#include "nedyn/generator/program_recursion.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "nedyn/generator/canonical_printer.hpp"

#include "program_algebra.hpp"

namespace nedyn {

namespace {

bool has_symbol(const GiNaC::ex& e) {
  if (GiNaC::is_a<GiNaC::symbol>(e)) return true;
  for (std::size_t i = 0; i < e.nops(); ++i)
    if (has_symbol(e.op(i))) return true;
  return false;
}

}  // namespace

ProgramRecursion::ProgramRecursion(const Model& model, Program& program, LinkParameters parameters)
    : model_(model), program_(program), parameters_(parameters), parent_(parents(model)) {
  const int n = model.dof();
  for (const auto& symbol : model.symbols)
    parameter_names_[symbol.second.get_name()] = symbol.first;
  const Value zero = program.constant(0), one = program.constant(1);
  const ValueMat3 identity{ValueVec3{one, zero, zero}, ValueVec3{zero, one, zero},
                           ValueVec3{zero, zero, one}};
  R_.assign(n + 2, identity);
  p_.assign(n + 2, ValueVec3{zero, zero, zero});
  com_.assign(n + 1, ValueVec3{zero, zero, zero});
  inertia_.assign(n + 1, identity);
  mass_.assign(n + 1, zero);
  // The inputs are the model's coordinates: with coupled joints the
  // independent ones, y, and a follower's entries a y_leader + b (qd and qdd
  // a y'); every recursion then runs on the whole tree unchanged.
  const std::vector<int> coordinate = joint_coordinates(model);
  const int base_q = model.nq() - n, base_v = model.nv() - n;
  const auto coupled = [&](const char* array, int base, int i, bool with_offset) {
    if (i < base) return program.input(InputName::element(array, i));
    const Joint& j = model.joints[static_cast<std::size_t>(i - base)];
    const Value y = program.input(
        InputName::element(array, base + coordinate[static_cast<std::size_t>(i - base)]));
    if (j.leader == 0) return y;
    const Value moved = lower(j.follow_multiplier) * y;
    return with_offset ? moved + lower(j.follow_offset) : moved;
  };
  const int independent = independent_joint_count(model);
  for (int i = 0; i < base_q + independent; ++i)
    inputs_.q.push_back(program.input(InputName::element("q", i)));
  for (int i = 0; i < base_v + independent; ++i) {
    inputs_.qd.push_back(program.input(InputName::element("qd", i)));
    inputs_.qdd.push_back(program.input(InputName::element("qdd", i)));
  }
  for (int i = 0; i < model.nq(); ++i) args_.q.push_back(coupled("q", base_q, i, true));
  for (int i = 0; i < model.nv(); ++i) {
    args_.qd.push_back(coupled("qd", base_v, i, false));
    args_.qdd.push_back(coupled("qdd", base_v, i, false));
  }
  base_rotation_ = identity;
  if (model.floating_base) {
    // R of the unit quaternion (x, y, z, w) = q[3..6] (Pinocchio's order).
    const Value x = args_.q[3], y = args_.q[4], z = args_.q[5], w = args_.q[6];
    const Value two = program.constant(2);
    base_rotation_ = {
        ValueVec3{one - two * (y * y + z * z), two * (x * y - z * w), two * (x * z + y * w)},
        ValueVec3{two * (x * y + z * w), one - two * (x * x + z * z), two * (y * z - x * w)},
        ValueVec3{two * (x * z - y * w), two * (y * z + x * w), one - two * (x * x + y * y)}};
  }
  for (int i = 1; i <= n; ++i) {
    const Joint& j = model.joints[i - 1];
    const bool revolute = j.type == JointType::revolute;
    // sin and cos of each joint angle once (hash-consing shares them); a
    // prismatic joint's frame does not turn.
    const Value motion = args_.q[first_q() + static_cast<std::size_t>(i - 1)] + lower(j.offset);
    const Value st = revolute ? program.call("sin", motion) : zero;
    const Value ct = revolute ? program.call("cos", motion) : one;
    args_.s.push_back(st);
    args_.c.push_back(ct);
    Rotation rotation{st, ct, identity};
    ValueVec3 t;
    lower_placement(j.placement, rotation.E, t);
    rotation_.push_back(rotation);
    // R_i = E Rz(q_i + offset); P_i^{lambda(i)} = t, moved along E z by a prismatic joint.
    const ValueMat3& E = rotation.E;
    for (std::size_t r = 0; r < 3; ++r) {
      R_[i][r] = {E[r][0] * ct + E[r][1] * st, E[r][1] * ct - E[r][0] * st, E[r][2]};
      p_[i][r] = revolute ? t[r] : t[r] + E[r][2] * motion;
    }
    mass_[i] = lower(j.mass);
    com_[i] = {lower(j.com[0]), lower(j.com[1]), lower(j.com[2])};
    const InertiaTensor& t_i = j.inertia;
    const Value xx = lower(t_i.xx), yy = lower(t_i.yy), zz = lower(t_i.zz);
    const Value xy = lower(t_i.xy), xz = lower(t_i.xz), yz = lower(t_i.yz);
    inertia_[i] = {ValueVec3{xx, xy, xz}, ValueVec3{xy, yy, yz}, ValueVec3{xz, yz, zz}};
  }
  if (model.floating_base) {
    const RigidBody& b = model.base_body;
    mass_[0] = lower(b.mass);
    com_[0] = {lower(b.com[0]), lower(b.com[1]), lower(b.com[2])};
    const Value xx = lower(b.inertia.xx), yy = lower(b.inertia.yy), zz = lower(b.inertia.zz);
    const Value xy = lower(b.inertia.xy), xz = lower(b.inertia.xz), yz = lower(b.inertia.yz);
    inertia_[0] = {ValueVec3{xx, xy, xz}, ValueVec3{xy, yy, yz}, ValueVec3{xz, yz, zz}};
  }
  // The last frame, where the tip wrench acts and the Jacobian is taken.
  lower_placement(model.tip(), R_[n + 1], p_[n + 1]);
  link_rotation_.assign(n + 1, identity);
  link_origin_.assign(n + 1, ValueVec3{zero, zero, zero});
  for (int i = 1; i <= n; ++i)
    lower_placement(model.joints[i - 1].link_frame, link_rotation_[i], link_origin_[i]);
  bodies_ = parameters == LinkParameters::standard_inputs ? input_bodies() : link_bodies();
  if (parameters == LinkParameters::grouped) bodies_ = grouped(bodies_);
}

void ProgramRecursion::lower_placement(const Placement& placement, ValueMat3& rotation,
                                       ValueVec3& offset) {
  for (std::size_t r = 0; r < 3; ++r) {
    offset[r] = lower(placement.translation[r]);
    for (std::size_t c = 0; c < 3; ++c) rotation[r][c] = lower(placement.rotation[r][c]);
  }
}

std::vector<BodyParameters> ProgramRecursion::link_bodies() const {
  const Value zero = program_.constant(0);
  const ValueVec3 zeros{zero, zero, zero};
  std::vector<BodyParameters> bodies;  // a fixed base's body 0 does not move: zero
  if (!model_.floating_base) bodies.push_back({zero, zeros, {zeros, zeros, zeros}});
  for (int i = model_.floating_base ? 0 : 1; i <= model_.dof(); ++i) {
    const auto k = static_cast<std::size_t>(i);
    const ValueVec3& c = com_[k];
    BodyParameters b{mass_[k], mass_[k] * c, inertia_[k]};
    for (std::size_t r = 0; r < 3; ++r)
      for (std::size_t col = 0; col < 3; ++col) {
        Value shift = zero;
        if (r == col) {
          for (std::size_t s2 = 0; s2 < 3; ++s2)
            if (s2 != r) shift = shift + c[s2] * c[s2];
        } else {
          shift = -(c[r] * c[col]);
        }
        b.J[r][col] = inertia_[k][r][col] + mass_[k] * shift;
      }
    bodies.push_back(b);
  }
  return bodies;
}

std::vector<BodyParameters> ProgramRecursion::grouped(std::vector<BodyParameters> bodies) const {
  const Value zero = program_.constant(0);
  const ValueVec3 zeros{zero, zero, zero};
  const ValueMat3 none{zeros, zeros, zeros};
  // From the leaves inwards, so that what link j receives moves on with it;
  // a link on the base keeps its parameters.
  for (int j = model_.dof(); j >= 1; --j) {
    const int a = parent_[static_cast<std::size_t>(j)];
    if (a == 0) continue;
    BodyParameters& b = bodies[static_cast<std::size_t>(j)];
    BodyParameters moved{zero, zeros, none};
    const bool revolute =
        model_.joints[static_cast<std::size_t>(j - 1)].type == JointType::revolute;
    if (revolute) {
      // A point mass at the origin, a first moment along the axis and
      // YY_j (1 - z z^T) are symmetric about joint j's axis: they move as if
      // fixed to the parent link (Khalil & Dombre 9.4.2, a(j) for trees).
      const Value yy = b.J[1][1];
      moved = {
          b.m, {zero, zero, b.h[2]}, {ValueVec3{yy, zero, zero}, ValueVec3{zero, yy, zero}, zeros}};
      b.m = zero;
      b.h[2] = zero;
      b.J[0][0] = b.J[0][0] - yy;
      b.J[1][1] = zero;
    } else {
      // Link j turns with its parent: its rotational inertia acts there as well.
      moved.J = b.J;
      b.J = none;
    }
    // Symmetric about the axis: any angle of a revolute joint will do.
    BodyParameters& parent = bodies[static_cast<std::size_t>(a)];
    parent = parent + to_parent(j, moved, false, revolute);
  }
  return bodies;
}

std::vector<ValueMat3> ProgramRecursion::base_rotations() const {
  std::vector<ValueMat3> R0(static_cast<std::size_t>(model_.dof() + 1), R_[0]);  // R_0 = 1
  for (std::size_t k = 1; k < R0.size(); ++k) R0[k] = R0[at_parent(k)] * R_[k];
  return R0;
}

std::vector<ValueVec3> ProgramRecursion::base_origins(const std::vector<ValueMat3>& R0) const {
  const Value zero = program_.constant(0);
  std::vector<ValueVec3> o(static_cast<std::size_t>(model_.dof() + 2), ValueVec3{zero, zero, zero});
  for (std::size_t k = 1; k < o.size(); ++k) o[k] = o[at_parent(k)] + R0[at_parent(k)] * p_[k];
  return o;
}

std::size_t ProgramRecursion::at_parent(std::size_t k) const {
  return static_cast<std::size_t>(model_.frame_parent(static_cast<int>(k)));
}

ValueVec3 ProgramRecursion::origin(int k) const { return p_[static_cast<std::size_t>(k)]; }

BodyParameters ProgramRecursion::to_parent(int k, const BodyParameters& b, bool factored,
                                           bool at_zero_angle) const {
  const Rotation& rot = rotation_[static_cast<std::size_t>(k - 1)];
  return moved_body(
      program_,
      [&](const ValueVec3& v) { return at_zero_angle ? rot.E * v : rotate(k, v, factored); },
      origin(k), b);
}

ValueVec3 ProgramRecursion::rotate(int i, const ValueVec3& v, bool factored) const {
  if (!factored || i > model_.dof()) return R_[static_cast<std::size_t>(i)] * v;
  const Rotation& r = rotation_[static_cast<std::size_t>(i - 1)];
  return r.E * rotate_z(r.s, r.c, v);  // E Rz(theta)
}

ValueVec3 ProgramRecursion::rotate_transposed(int i, const ValueVec3& v, bool factored) const {
  if (!factored) return transpose(R_[static_cast<std::size_t>(i)]) * v;
  const Rotation& r = rotation_[static_cast<std::size_t>(i - 1)];
  return rotate_z(-r.s, r.c, transpose(r.E) * v);  // inverse rotations
}

RecursionForms cheapest_forms(int links,
                              const std::function<std::vector<Value>(const RecursionForms&)>& build,
                              const std::function<int(const std::vector<Value>&)>& count) {
  RecursionForms forms(static_cast<std::size_t>(links));
  const auto cost = [&](const RecursionForms& f) {
    const std::vector<Value> values = build(f);
    if (count) return count(values);
    return values.empty() ? 0 : values[0].program->count(values).total();
  };
  int best = cost(forms);
  // Passes until nothing improves: a later choice can make an earlier one
  // pay. Each pass builds 3n programs; past kExhaustiveLinks joints one pass
  // keeps generation of long chains near O(n^3) (docs/limits.md).
  int passes = links <= kExhaustiveLinks ? std::numeric_limits<int>::max() : 1;
  for (bool improved = true; improved && passes-- > 0;) {
    improved = false;
    for (std::size_t i = 0; i < forms.size(); ++i)
      for (bool LinkForms::*form : {&LinkForms::factored_rotation, &LinkForms::acceleration_tensor,
                                    &LinkForms::quadratic_gyroscopic}) {
        RecursionForms trial = forms;
        trial[i].*form = !(trial[i].*form);
        const int c = cost(trial);
        if (c < best) {
          best = c;
          forms = trial;
          improved = true;
        }
      }
  }
  return forms;
}

Value ProgramRecursion::lower(const GiNaC::ex& e) {
  if (!has_symbol(e)) return program_.constant(e);
  if (GiNaC::is_a<GiNaC::symbol>(e)) {
    const std::string name = GiNaC::ex_to<GiNaC::symbol>(e).get_name();
    const auto found = parameter_names_.find(name);
    if (found == parameter_names_.end())
      throw std::invalid_argument("the symbol " + name + " is not a parameter of the model");
    return program_.input(InputName::parameter(found->second));
  }
  if (GiNaC::is_a<GiNaC::add>(e) || GiNaC::is_a<GiNaC::mul>(e)) {
    std::vector<std::pair<std::string, GiNaC::ex>> operands;
    for (const GiNaC::ex& op : e) operands.emplace_back(canonical_string(op), op);
    std::sort(operands.begin(), operands.end(),
              [](const auto& x, const auto& y) { return x.first < y.first; });
    const bool sum = GiNaC::is_a<GiNaC::add>(e);
    Value v = program_.constant(sum ? 0 : 1);
    for (const auto& op : operands) v = sum ? v + lower(op.second) : v * lower(op.second);
    return v;
  }
  if (GiNaC::is_a<GiNaC::power>(e)) {
    const GiNaC::ex exponent = e.op(1);
    const Value base = lower(e.op(0));
    if (GiNaC::is_a<GiNaC::numeric>(exponent) &&
        GiNaC::ex_to<GiNaC::numeric>(exponent).is_integer()) {
      const long k = GiNaC::ex_to<GiNaC::numeric>(exponent).to_long();
      Value v = program_.constant(1);
      for (long i = 0; i < std::labs(k); ++i) v = v * base;
      return k < 0 ? program_.constant(1) / v : v;
    }
    // Half-integers (GiNaC writes l*sqrt(l) as l^(3/2)) through sqrt;
    // other exponents, symbols among them, as exp(b log a), real for a > 0.
    if (GiNaC::is_a<GiNaC::numeric>(exponent) &&
        (2 * GiNaC::ex_to<GiNaC::numeric>(exponent)).is_integer()) {
      const long k = (2 * GiNaC::ex_to<GiNaC::numeric>(exponent)).to_long();
      const Value root = program_.call("sqrt", base);
      Value v = program_.constant(1);
      for (long i = 0; i < std::labs(k); ++i) v = v * root;
      return k < 0 ? program_.constant(1) / v : v;
    }
    return program_.call("exp", lower(exponent) * program_.call("log", base));
  }
  if (GiNaC::is_a<GiNaC::function>(e) && e.nops() == 1)
    return program_.call(GiNaC::ex_to<GiNaC::function>(e).get_name(), lower(e.op(0)));
  throw std::invalid_argument("no emitted form for " + canonical_string(e));
}

ValueVec3 ProgramRecursion::minus_gravity() {
  return {lower(-model_.gravity[0]), lower(-model_.gravity[1]), lower(-model_.gravity[2])};
}

std::vector<Value> ProgramRecursion::friction() {
  std::vector<Value> f(first_v(), program_.constant(0));
  for (int i = 0; i < model_.dof(); ++i) {
    const Joint& j = model_.joints[static_cast<std::size_t>(i)];
    const Value qd = args_.qd[first_v() + static_cast<std::size_t>(i)];
    f.push_back(lower(j.viscous) * qd + lower(j.coulomb) * program_.sign(qd));
  }
  return f;
}

std::vector<Value> ProgramRecursion::rotor_inertia() {
  std::vector<Value> r(first_v(), program_.constant(0));
  for (const Joint& j : model_.joints) r.push_back(lower(j.rotor_inertia));
  return r;
}

}  // namespace nedyn
