#include "nedyn/generator/program_recursion.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "nedyn/generator/canonical_printer.hpp"
#include "nedyn/runtime/standard_parameters.hpp"

namespace nedyn {
namespace {

bool has_symbol(const GiNaC::ex& e) {
  if (GiNaC::is_a<GiNaC::symbol>(e)) return true;
  for (std::size_t i = 0; i < e.nops(); ++i)
    if (has_symbol(e.op(i))) return true;
  return false;
}

ValueVec3 operator+(const ValueVec3& a, const ValueVec3& b) {
  return {a[0] + b[0], a[1] + b[1], a[2] + b[2]};
}

ValueVec3 operator-(const ValueVec3& a, const ValueVec3& b) {
  return {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
}

ValueVec3 operator*(Value k, const ValueVec3& a) { return {k * a[0], k * a[1], k * a[2]}; }

ValueVec3 cross(const ValueVec3& a, const ValueVec3& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}

Value dot(const ValueVec3& a, const ValueVec3& b) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

ValueVec3 operator*(const ValueMat3& m, const ValueVec3& v) {
  return {dot(m[0], v), dot(m[1], v), dot(m[2], v)};
}

ValueMat3 operator*(const ValueMat3& a, const ValueMat3& b) {
  ValueMat3 out = a;
  for (std::size_t c = 0; c < 3; ++c) {  // column c of a b
    const ValueVec3 column = a * ValueVec3{b[0][c], b[1][c], b[2][c]};
    for (std::size_t r = 0; r < 3; ++r) out[r][c] = column[r];
  }
  return out;
}

// The elementary rotation about z by an angle with sine s and cosine c.
ValueVec3 rotate_z(Value s, Value c, const ValueVec3& v) {
  return {c * v[0] - s * v[1], s * v[0] + c * v[1], v[2]};
}

/// U = [wd]x + [w]x[w]x: U r = wd x r + w x (w x r).
ValueMat3 acceleration_tensor(const ValueVec3& w, const ValueVec3& wd) {
  const Value w11 = w[0] * w[0], w22 = w[1] * w[1], w33 = w[2] * w[2];
  const Value w12 = w[0] * w[1], w13 = w[0] * w[2], w23 = w[1] * w[2];
  return {ValueVec3{-(w22 + w33), w12 - wd[2], w13 + wd[1]},
          ValueVec3{w12 + wd[2], -(w11 + w33), w23 - wd[0]},
          ValueVec3{w13 - wd[1], w23 + wd[0], -(w11 + w22)}};
}

/// w x (I w) for a symmetric I, as a quadratic form in w.
ValueVec3 gyroscopic_quadratic(const ValueMat3& I, const ValueVec3& w) {
  const Value w11 = w[0] * w[0], w22 = w[1] * w[1], w33 = w[2] * w[2];
  const Value w12 = w[0] * w[1], w13 = w[0] * w[2], w23 = w[1] * w[2];
  const Value &xx = I[0][0], &yy = I[1][1], &zz = I[2][2], &xy = I[0][1], &xz = I[0][2],
              &yz = I[1][2];
  return {xz * w12 - xy * w13 + yz * (w22 - w33) + (zz - yy) * w23,
          xy * w23 - yz * w12 + xz * (w33 - w11) + (xx - zz) * w13,
          yz * w13 - xz * w23 + xy * (w11 - w22) + (yy - xx) * w12};
}

/// Two bodies about the same origin, as one (parameters add).
BodyParameters operator+(const BodyParameters& a, const BodyParameters& b) {
  BodyParameters out{a.m + b.m, a.h + b.h, {}};
  for (std::size_t r = 0; r < 3; ++r)
    for (std::size_t c = 0; c < 3; ++c) out.J[r][c] = a.J[r][c] + b.J[r][c];
  return out;
}

/// w x (I w), directly or as the quadratic form.
ValueVec3 gyroscopic(const ValueMat3& I, const ValueVec3& w, bool quadratic) {
  return quadratic ? gyroscopic_quadratic(I, w) : cross(w, I * w);
}

// A body given about a frame's origin, about the origin of the frame where
// that frame has the rotation `R` and the origin t:
// h' = R h + m t, J' = R J R^T + m (|t|^2 1 - t t^T) + 2 (t.Rh) 1 - t (Rh)^T - (Rh) t^T.
BodyParameters moved_body(Program& program, const std::function<ValueVec3(const ValueVec3&)>& R,
                          const ValueVec3& t, const BodyParameters& b) {
  const Value zero = program.constant(0), two = program.constant(2);
  const ValueVec3 Rh = R(b.h);
  std::array<ValueVec3, 3> A;  // columns of R J
  for (std::size_t c = 0; c < 3; ++c) A[c] = R({b.J[0][c], b.J[1][c], b.J[2][c]});
  BodyParameters out{b.m, Rh + b.m * t, {}};
  for (std::size_t c = 0; c < 3; ++c) {
    // Column c of R J R^T = R (row c of R J)^T.
    const ValueVec3 column = R({A[0][c], A[1][c], A[2][c]});
    for (std::size_t r = 0; r <= c; ++r) {
      Value shift = zero;
      if (r == c) {
        for (std::size_t s2 = 0; s2 < 3; ++s2)
          if (s2 != r) shift = shift + b.m * (t[s2] * t[s2]) + two * (t[s2] * Rh[s2]);
      } else {
        shift = -(b.m * (t[r] * t[c]) + (t[r] * Rh[c] + Rh[r] * t[c]));
      }
      out.J[r][c] = column[r] + shift;
      out.J[c][r] = out.J[r][c];
    }
  }
  return out;
}

// Spatial vectors in Plücker coordinates at the base frame's origin, in its
// axes (Featherstone, Rigid Body Dynamics Algorithms, ch. 2).
struct Motion {
  ValueVec3 w, v;  ///< angular velocity; velocity of the body point at the origin
};
struct Force {
  ValueVec3 n, f;  ///< moment about the origin; force
};

Motion operator+(const Motion& a, const Motion& b) { return {a.w + b.w, a.v + b.v}; }
Motion operator*(Value k, const Motion& a) { return {k * a.w, k * a.v}; }
Force operator+(const Force& a, const Force& b) { return {a.n + b.n, a.f + b.f}; }
Force operator*(Value k, const Force& a) { return {k * a.n, k * a.f}; }

/// a x b for motions (Featherstone 2.31).
Motion cross(const Motion& a, const Motion& b) {
  return {cross(a.w, b.w), cross(a.w, b.v) + cross(a.v, b.w)};
}

/// a x* f, a motion acting on a force (Featherstone 2.32).
Force cross(const Motion& a, const Force& f) {
  return {cross(a.w, f.n) + cross(a.v, f.f), cross(a.w, f.f)};
}

/// The power m . f.
Value dot(const Motion& m, const Force& f) { return dot(m.w, f.n) + dot(m.v, f.f); }

/// I u for a body by its parameters about the origin: (J w + h x v, m v - h x w).
Force operator*(const BodyParameters& I, const Motion& u) {
  return {I.J * u.w + cross(I.h, u.v), I.m * u.v - cross(I.h, u.w)};
}

/// A linear map from motions to forces by its six columns, the images of the
/// unit motions (angular x, y, z, then linear x, y, z).
using MotionToForce = std::array<Force, 6>;

Motion unit_motion(std::size_t c, Value zero, Value one) {
  Motion u{{zero, zero, zero}, {zero, zero, zero}};
  (c < 3 ? u.w[c] : u.v[c - 3]) = one;
  return u;
}

Value component(const Motion& u, std::size_t c) { return c < 3 ? u.w[c] : u.v[c - 3]; }

Force image(const MotionToForce& A, const Motion& u) {
  Force out = component(u, 0) * A[0];
  for (std::size_t c = 1; c < 6; ++c) out = out + component(u, c) * A[c];
  return out;
}

/// A^T m, as the force whose power with u is m . (A u).
Force transposed_image(const MotionToForce& A, const Motion& m) {
  Force out;
  for (std::size_t c = 0; c < 6; ++c) (c < 3 ? out.n[c] : out.f[c - 3]) = dot(m, A[c]);
  return out;
}

ValueMat3 transpose(const ValueMat3& m) {
  return {ValueVec3{m[0][0], m[1][0], m[2][0]}, ValueVec3{m[0][1], m[1][1], m[2][1]},
          ValueVec3{m[0][2], m[1][2], m[2][2]}};
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
  for (int i = 0; i < n; ++i) {
    const std::string k = "[" + std::to_string(i) + "]";
    args_.q.push_back(program.input("q" + k));
    args_.qd.push_back(program.input("qd" + k));
    args_.qdd.push_back(program.input("qdd" + k));
  }
  const auto lower_placement = [&](const Placement& placement, ValueMat3& rotation,
                                   ValueVec3& offset) {
    for (std::size_t r = 0; r < 3; ++r) {
      offset[r] = lower(placement.translation[r]);
      for (std::size_t c = 0; c < 3; ++c) rotation[r][c] = lower(placement.rotation[r][c]);
    }
  };
  for (int i = 1; i <= n; ++i) {
    const Joint& j = model.joints[i - 1];
    const bool revolute = j.type == JointType::revolute;
    // sin and cos of each joint angle once (hash-consing shares them); a
    // prismatic joint's frame does not turn.
    const Value motion = args_.q[i - 1] + lower(j.offset);
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
  // The last frame, where the tip wrench acts and the Jacobian is taken.
  lower_placement(model.tip(), R_[n + 1], p_[n + 1]);
  link_rotation_.assign(n + 1, identity);
  link_origin_.assign(n + 1, ValueVec3{zero, zero, zero});
  for (int i = 1; i <= n; ++i)
    lower_placement(model.joints[i - 1].link_frame, link_rotation_[i], link_origin_[i]);
  bodies_ = parameters == LinkParameters::standard_inputs ? input_bodies() : link_bodies();
  if (parameters == LinkParameters::grouped) bodies_ = grouped(bodies_);
}

Value ProgramRecursion::standard_parameter(int k) const {
  return program_.input("pi[" + std::to_string(k) + "]");
}

std::vector<BodyParameters> ProgramRecursion::input_bodies() const {
  const Value zero = program_.constant(0);
  std::vector<BodyParameters> bodies(1, BodyParameters{zero, {zero, zero, zero}, {}});
  for (int i = 0; i < model_.dof(); ++i) {
    // XX XY XZ YY YZ ZZ MX MY MZ M, then the drive's Ia Fv Fc (not a body's).
    std::vector<Value> x;
    for (int k = 0; k < 10; ++k)
      x.push_back(standard_parameter(kStandardParametersPerLink * i + k));
    bodies.push_back(
        {x[9],
         {x[6], x[7], x[8]},
         {ValueVec3{x[0], x[1], x[2]}, ValueVec3{x[1], x[3], x[4]}, ValueVec3{x[2], x[4], x[5]}}});
  }
  return bodies;
}

std::vector<std::vector<Value>> ProgramRecursion::regressor(const RecursionForms& forms) {
  if (parameters_ != LinkParameters::standard_inputs)
    throw std::logic_error("the regressor needs the standard parameters as inputs");
  const int n = model_.dof();
  std::vector<Value> tau = joint_forces(args_.qd, args_.qdd, minus_gravity(), 0, forms);
  for (int i = 0; i < n; ++i) {
    const int first = kStandardParametersPerLink * i;
    const auto k = static_cast<std::size_t>(i);
    tau[k] = tau[k] + standard_parameter(first + 10) * args_.qdd[k] +
             standard_parameter(first + 11) * args_.qd[k] +
             standard_parameter(first + 12) * program_.sign(args_.qd[k]);
  }
  std::vector<std::vector<Value>> Y(tau.size());
  for (std::size_t i = 0; i < tau.size(); ++i)
    for (int k = 0; k < kStandardParametersPerLink * n; ++k)
      Y[i].push_back(program_.derivative(tau[i], standard_parameter(k)));
  return Y;
}

std::vector<BodyParameters> ProgramRecursion::link_bodies() const {
  const Value zero = program_.constant(0);
  std::vector<BodyParameters> bodies(1, BodyParameters{zero, {zero, zero, zero}, {}});
  for (int i = 1; i <= model_.dof(); ++i) {
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
  const auto n = static_cast<std::size_t>(model_.dof());
  return k > n ? static_cast<std::size_t>(model_.tip_link()) : static_cast<std::size_t>(parent_[k]);
}

ValueMat3 ProgramRecursion::tip_rotation() const {
  const auto t = static_cast<std::size_t>(model_.tip_link());
  return base_rotations()[t] * R_[static_cast<std::size_t>(model_.dof() + 1)];
}

ValueVec3 ProgramRecursion::tip_origin() const { return base_origins(base_rotations()).back(); }

std::vector<Value> ProgramRecursion::tip_acceleration() const {
  const int n = model_.dof();
  const Value zero = program_.constant(0);
  const std::vector<ValueMat3> R0 = base_rotations();
  const std::vector<ValueVec3> o = base_origins(R0);
  ValueVec3 w{zero, zero, zero}, wd = w, a = w;
  // Frame i's origin moves with its parent link (and slides along z_i for a
  // prismatic joint); only the joints on the path to the tool link count.
  const auto carried = [&](const ValueVec3& d) { return a + cross(wd, d) + cross(w, cross(w, d)); };
  const int t = model_.tip_link();
  for (int i : path_to(parent_, t)) {
    const auto f = static_cast<std::size_t>(i);
    const ValueVec3 z{R0[f][0][2], R0[f][1][2], R0[f][2][2]};
    const Value rate = args_.qd[f - 1];
    a = carried(o[f] - o[at_parent(f)]);
    if (model_.joints[f - 1].type == JointType::revolute) {
      wd = wd + rate * cross(w, z);
      w = w + rate * z;
    } else {
      a = a + (rate + rate) * cross(w, z);
    }
  }
  a = carried(o[static_cast<std::size_t>(n + 1)] - o[static_cast<std::size_t>(t)]);
  return {a[0], a[1], a[2], wd[0], wd[1], wd[2]};
}

std::vector<std::vector<Value>> ProgramRecursion::tip_jacobian() const {
  const int n = model_.dof();
  const Value zero = program_.constant(0);
  const std::vector<ValueMat3> R0 = base_rotations();
  const std::vector<ValueVec3> o = base_origins(R0);
  const ValueVec3& tip = o[static_cast<std::size_t>(n + 1)];
  std::vector<std::vector<Value>> J(6, std::vector<Value>(static_cast<std::size_t>(n), zero));
  for (int i : path_to(parent_, model_.tip_link())) {
    // Joint i turns about z_i through o_i.
    const auto f = static_cast<std::size_t>(i);
    const ValueVec3 z{R0[f][0][2], R0[f][1][2], R0[f][2][2]};
    const auto col = static_cast<std::size_t>(i - 1);
    if (model_.joints[col].type == JointType::revolute) {
      const ValueVec3 v = cross(z, tip - o[f]);
      for (std::size_t r = 0; r < 3; ++r) {
        J[r][col] = v[r];
        J[r + 3][col] = z[r];
      }
    } else {
      for (std::size_t r = 0; r < 3; ++r) J[r][col] = z[r];
    }
  }
  return J;
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
  a[0] = {zeros, base_acceleration};
  for (int k = 1; k <= n; ++k) {
    const ValueMat3& R = R0[at(k)];
    const ValueVec3& o = origins[at(k)];
    const ValueVec3 z{R[0][2], R[1][2], R[2][2]};
    const bool revolute = model_.joints[at(k - 1)].type == JointType::revolute;
    S[at(k)] = revolute ? Motion{z, cross(o, z)} : Motion{zeros, z};
    I[at(k)] = moved_body(
        program_, [&](const ValueVec3& x) { return R * x; }, o, bodies_[at(k)]);
    const Value qd = args_.qd[at(k - 1)], qdd = args_.qdd[at(k - 1)];
    const std::size_t up = at(parent_[at(k)]);
    psi_d[at(k)] = cross(v[up], S[at(k)]);
    psi_dd[at(k)] = cross(a[up], S[at(k)]) + cross(v[up], psi_d[at(k)]);
    v[at(k)] = v[up] + qd * S[at(k)];
    a[at(k)] = a[up] + qdd * S[at(k)] + qd * psi_d[at(k)];
    const Force h = I[at(k)] * v[at(k)];  // momentum
    f[at(k)] = I[at(k)] * a[at(k)] + cross(v[at(k)], h);
    // G u = u x* h + v x* (I u) + I (u x v): the part of d f / d q_j and
    // d f / d qd_j that is linear in the motion u (Psi_dot_j, S_j).
    for (std::size_t c = 0; c < 6; ++c) {
      const Motion u = unit_motion(c, zero, one);
      G[at(k)][c] = cross(u, h) + cross(v[at(k)], I[at(k)] * u) + I[at(k)] * cross(u, v[at(k)]);
    }
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
    if (up > 0) {
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
  TorqueDerivatives d{std::vector<std::vector<Value>>(at(n), std::vector<Value>(at(n), zero)),
                      std::vector<std::vector<Value>>(at(n), std::vector<Value>(at(n), zero))};
  for (int i = 1; i <= n; ++i)
    for (int j = 1; j <= n; ++j) {
      Value& dq = d.dq[at(i - 1)][at(j - 1)];
      Value& dqd = d.dqd[at(i - 1)][at(j - 1)];
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

RecursionForms cheapest_forms(
    int links, const std::function<std::vector<Value>(const RecursionForms&)>& build) {
  RecursionForms forms(static_cast<std::size_t>(links));
  const auto cost = [&](const RecursionForms& f) {
    const std::vector<Value> values = build(f);
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
    return program_.input("p." + found->second);
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
  }
  return M;
}

ValueVec3 ProgramRecursion::center_of_mass() const {
  if (parameters_ != LinkParameters::as_given)
    throw std::logic_error("the centre of mass needs the links' own parameters");
  const int n = model_.dof();
  const std::vector<ValueMat3> R0 = base_rotations();
  const std::vector<ValueVec3> o = base_origins(R0);
  const Value zero = program_.constant(0);
  // sum m_k (o_k + R_0k c_k) = sum (m_k o_k + R_0k h_k), h_k the first moment.
  Value mass = zero;
  ValueVec3 moment{zero, zero, zero};
  for (int k = 1; k <= n; ++k) {
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
  std::vector<BodyParameters> composite(at(n + 1));
  for (int k = 1; k <= n; ++k)
    composite[at(k)] = moved_body(
        program_, [&](const ValueVec3& x) { return R0[at(k)] * x; }, o[at(k)], bodies_[at(k)]);
  for (int k = n; k >= 1; --k) {  // subtrees, from the leaves in
    const int up = parent_[at(k)];
    if (up != 0) composite[at(up)] = composite[at(up)] + composite[at(k)];
  }
  const ValueVec3 c = center_of_mass();
  std::vector<std::vector<Value>> Ag(6, std::vector<Value>(at(n), zero));
  for (int j = 1; j <= n; ++j) {
    const ValueVec3 z{R0[at(j)][0][2], R0[at(j)][1][2], R0[at(j)][2][2]};
    const bool revolute = model_.joints[at(j - 1)].type == JointType::revolute;
    const Motion S = revolute ? Motion{z, cross(o[at(j)], z)} : Motion{zeros, z};
    const Force h = composite[at(j)] * S;  // momentum: moment about the base origin, force
    const ValueVec3 about_center = h.n - cross(c, h.f);
    for (std::size_t r = 0; r < 3; ++r) {
      Ag[r][at(j - 1)] = h.f[r];
      Ag[r + 3][at(j - 1)] = about_center[r];
    }
  }
  return Ag;
}

ValueVec3 ProgramRecursion::minus_gravity() {
  return {lower(-model_.gravity[0]), lower(-model_.gravity[1]), lower(-model_.gravity[2])};
}

std::vector<Value> ProgramRecursion::friction() {
  std::vector<Value> f;
  for (int i = 0; i < model_.dof(); ++i) {
    const Joint& j = model_.joints[static_cast<std::size_t>(i)];
    f.push_back(lower(j.viscous) * args_.qd[i] + lower(j.coulomb) * program_.sign(args_.qd[i]));
  }
  return f;
}

std::vector<Value> ProgramRecursion::rotor_inertia() {
  std::vector<Value> r;
  for (const Joint& j : model_.joints) r.push_back(lower(j.rotor_inertia));
  return r;
}

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
  vd[0] = base_acceleration;
  // wd_k x r + w_k x (w_k x r): the acceleration of a point r fixed in link k.
  const auto point_acceleration = [&](int k, const ValueVec3& r) {
    if (k >= 1 && form(k).acceleration_tensor) return U[static_cast<std::size_t>(k)] * r;
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
    const Value qdi = qd[i - 1], qddi = qdd[i - 1];
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
  for (int i = 1; i <= n; ++i) {
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
  std::vector<Value> tau(n, zero);
  std::vector<ValueVec3> f_local(n + 1, zeros), n_local(n + 1, zeros);  // f_i, n_i in frame i
  for (int i = n; i >= first_torque + 1; --i) {
    // What the children c exert, in frame i: sum R_c f_c, sum R_c n_c, sum p_c x R_c f_c.
    ValueVec3 f_next = zeros, n_next = zeros, p_cross_f = zeros;
    for (int c = i + 1; c <= n; ++c) {
      if (parent_[static_cast<std::size_t>(c)] != i) continue;
      const bool factored = form(c).factored_rotation;
      const ValueVec3 f_c = rotate(c, f_local[c], factored);
      f_next = f_next + f_c;
      n_next = n_next + rotate(c, n_local[c], factored);
      p_cross_f = p_cross_f + cross(p_[c], f_c);
    }
    ValueVec3 f = f_next + F[i];
    const ValueVec3 inner = N[i] + n_next;
    ValueVec3 moment = (about_origin ? inner : inner + cross(com_[i], F[i])) + p_cross_f;
    if (external) {
      // The wrench on link i, from its own frame into frame i (seed 004, eq. 18).
      const LinkWrench& on_link = (*external)[static_cast<std::size_t>(i - 1)];
      const ValueVec3 force = link_rotation_[i] * on_link.force;
      f = f - force;
      moment = moment - (link_rotation_[i] * on_link.moment + cross(link_origin_[i], force));
    }
    const bool revolute = model_.joints[i - 1].type == JointType::revolute;
    tau[i - 1] = revolute ? moment[2] : f[2];
    f_local[i] = f;
    n_local[i] = moment;
  }
  return tau;
}

}  // namespace nedyn
