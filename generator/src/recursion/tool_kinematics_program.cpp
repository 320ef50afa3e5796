// A frame's pose, geometric Jacobian and Jdot qd as programs, along the path
// from the base to its link: the tool frame's and every named frame's.

#include "nedyn/generator/program_recursion.hpp"

#include "program_algebra.hpp"

namespace nedyn {
namespace {

// The acceleration of a point at d from a link's origin, moving with the link.
ValueVec3 carried(const LinkMotion& m, const ValueVec3& d) {
  return m.a + cross(m.wd, d) + cross(m.w, cross(m.w, d));
}

}  // namespace

FixedFrame ProgramRecursion::tool_frame() const {
  const auto last = static_cast<std::size_t>(model_.dof() + 1);
  return {model_.tip_link(), R_[last], p_[last]};
}

FixedFrame ProgramRecursion::fixed_frame(const Frame& frame) {
  FixedFrame fixed;
  fixed.link = frame.link;
  lower_placement(model_.in_link(frame), fixed.rotation, fixed.origin);
  return fixed;
}

ValueMat3 ProgramRecursion::frame_rotation(const FixedFrame& frame) const {
  return base_rotations()[static_cast<std::size_t>(frame.link)] * frame.rotation;
}

ValueVec3 ProgramRecursion::frame_origin(const FixedFrame& frame) const {
  const std::vector<ValueMat3> R0 = base_rotations();
  const auto t = static_cast<std::size_t>(frame.link);
  return base_origins(R0)[t] + R0[t] * frame.origin;
}

ValueMat3 ProgramRecursion::tip_rotation() const { return frame_rotation(tool_frame()); }

ValueVec3 ProgramRecursion::tip_origin() const { return frame_origin(tool_frame()); }

std::vector<Value> ProgramRecursion::tip_acceleration() const {
  return frame_acceleration(tool_frame());
}

std::vector<LinkMotion> ProgramRecursion::link_motions(int last) const {
  return link_motions(last, args_.qd);
}

std::vector<LinkMotion> ProgramRecursion::link_motions(int last,
                                                       const std::vector<Value>& qd) const {
  const Value zero = program_.constant(0);
  const std::vector<ValueMat3> R0 = base_rotations();
  const std::vector<ValueVec3> o = base_origins(R0);
  std::vector<LinkMotion> motion(static_cast<std::size_t>(model_.dof() + 1));
  LinkMotion& base = motion[0];
  base.w = base.wd = base.a = ValueVec3{zero, zero, zero};
  if (model_.floating_base) {  // the base's twist, its rate 0: its origin's a = w x v
    base.w = {qd[3], qd[4], qd[5]};
    base.a = cross(base.w, ValueVec3{qd[0], qd[1], qd[2]});
  }
  // Frame i's origin moves with its parent link (and slides along z_i for a
  // prismatic joint).
  std::vector<bool> passed(motion.size(), last < 0);
  if (last >= 0)
    for (int i : path_to(parent_, last)) passed[static_cast<std::size_t>(i)] = true;
  for (int i = 1; i <= model_.dof(); ++i) {
    if (!passed[static_cast<std::size_t>(i)]) continue;
    const auto f = static_cast<std::size_t>(i);
    const LinkMotion& up = motion[at_parent(f)];
    const ValueVec3 z{R0[f][0][2], R0[f][1][2], R0[f][2][2]};
    const Value rate = qd[first_v() + f - 1];
    LinkMotion& m = motion[f];
    m = up;
    m.a = carried(up, o[f] - o[at_parent(f)]);
    if (model_.joints[f - 1].type == JointType::revolute) {
      m.wd = up.wd + rate * cross(up.w, z);
      m.w = up.w + rate * z;
    } else {
      m.a = m.a + (rate + rate) * cross(up.w, z);
    }
  }
  return motion;
}

std::vector<Value> ProgramRecursion::frame_acceleration(const FixedFrame& frame) const {
  return frame_acceleration(frame, args_.qd);
}

std::vector<Value> ProgramRecursion::frame_acceleration(const FixedFrame& frame,
                                                        const std::vector<Value>& qd) const {
  const auto t = static_cast<std::size_t>(frame.link);
  // Only the joints on the path to the frame's link count.
  const LinkMotion m = link_motions(frame.link, qd)[t];
  const std::vector<ValueMat3> R0 = base_rotations();
  ValueVec3 a = carried(m, frame_origin(frame) - base_origins(R0)[t]), wd = m.wd;
  if (model_.floating_base) {  // the world's axes
    a = base_rotation_ * a;
    wd = base_rotation_ * wd;
  }
  return {a[0], a[1], a[2], wd[0], wd[1], wd[2]};
}

std::vector<std::vector<Value>> ProgramRecursion::tip_jacobian() const {
  return frame_jacobian(tool_frame());
}

std::vector<std::vector<Value>> ProgramRecursion::frame_jacobian(const FixedFrame& frame) const {
  const int n = model_.dof();
  const Value zero = program_.constant(0);
  const std::vector<ValueMat3> R0 = base_rotations();
  const std::vector<ValueVec3> o = base_origins(R0);
  const ValueVec3 tip = frame_origin(frame);
  std::vector<std::vector<Value>> J(6, std::vector<Value>(static_cast<std::size_t>(n), zero));
  for (int i : path_to(parent_, frame.link)) {
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

ValueVec3 ProgramRecursion::in_world(const ValueVec3& point) const {
  if (!model_.floating_base) return point;
  return ValueVec3{args_.q[0], args_.q[1], args_.q[2]} + base_rotation_ * point;
}

ValueMat3 ProgramRecursion::in_world(const ValueMat3& rotation) const {
  return model_.floating_base ? base_rotation_ * rotation : rotation;
}

std::vector<std::vector<Value>> ProgramRecursion::tip_jacobian_in_world() const {
  return frame_jacobian_in_world(tool_frame());
}

std::vector<std::vector<Value>> ProgramRecursion::frame_jacobian_in_world(
    const FixedFrame& frame) const {
  std::vector<std::vector<Value>> J = frame_jacobian(frame);
  if (!model_.floating_base) return J;
  const Value zero = program_.constant(0), one = program_.constant(1);
  const ValueVec3 tip = frame_origin(frame);
  // The base's twist (v, w) in its own frame moves the tool's origin by
  // v + w x tip and turns it by w.
  for (std::vector<Value>& row : J) row.insert(row.begin(), 6, zero);
  for (std::size_t k = 0; k < 3; ++k) {
    ValueVec3 e{zero, zero, zero};
    e[k] = one;
    const ValueVec3 moved = cross(e, tip);
    J[k][k] = one;
    J[k + 3][k + 3] = one;
    for (std::size_t r = 0; r < 3; ++r) J[r][3 + k] = moved[r];
  }
  turn_to_world(J);
  return J;
}

void ProgramRecursion::turn_to_world(std::vector<std::vector<Value>>& six_rows) const {
  for (std::size_t column = 0; column < six_rows[0].size(); ++column)
    for (std::size_t half = 0; half < 6; half += 3) {
      const ValueVec3 turned =
          base_rotation_ *
          ValueVec3{six_rows[half][column], six_rows[half + 1][column], six_rows[half + 2][column]};
      for (std::size_t r = 0; r < 3; ++r) six_rows[half + r][column] = turned[r];
    }
}

}  // namespace nedyn
