#include "nedyn/model/lowering.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "nedyn/model/expression.hpp"
#include "nedyn/model/model_error.hpp"
#include "nedyn/model/rigid_body_sum.hpp"

namespace nedyn {
namespace {

using GiNaC::ex;

ExMat3 product(const ExMat3& a, const ExMat3& b) {
  ExMat3 out;
  for (std::size_t r = 0; r < 3; ++r)
    for (std::size_t c = 0; c < 3; ++c) {
      ex sum = 0;
      for (std::size_t k = 0; k < 3; ++k) sum += a[r][k] * b[k][c];
      out[r][c] = sum.expand();
    }
  return out;
}

ExMat3 transposed(const ExMat3& m) {
  ExMat3 out;
  for (std::size_t r = 0; r < 3; ++r)
    for (std::size_t c = 0; c < 3; ++c) out[r][c] = m[c][r];
  return out;
}

Placement rotation(const ExMat3& R) {
  Placement p;
  p.rotation = R;
  return p;
}

ExMat3 inertia_matrix(const InertiaTensor& t) {
  return {ExVec3{t.xx, t.xy, t.xz}, ExVec3{t.xy, t.yy, t.yz}, ExVec3{t.xz, t.yz, t.zz}};
}

// A centre of mass and an inertia given in a frame, in the frame where F
// places that one: c' = R c + t, I' = R I R^T.
LinkInertial carried(const Placement& F, const ExVec3& com, const InertiaTensor& inertia) {
  LinkInertial out;
  for (std::size_t r = 0; r < 3; ++r) {
    ex moved = F.translation[r];
    for (std::size_t c = 0; c < 3; ++c) moved += F.rotation[r][c] * com[c];
    out.com[r] = moved.expand();
  }
  const ExMat3 I = product(product(F.rotation, inertia_matrix(inertia)), transposed(F.rotation));
  out.inertia = {I[0][0], I[1][1], I[2][2], I[0][1], I[0][2], I[1][2]};
  return out;
}

// The link's centre of mass and inertia, given in its own frame L_j, in the
// joint frame J_j = L_j F^-1 (F: L_j in J_j).
void carry_inertial(const Placement& F, const LinkedJoint& in, Joint& out) {
  const LinkInertial moved = carried(F, in.com, in.inertia);
  out.com = moved.com;
  out.inertia = moved.inertia;
}

// sin(x)^2 -> 1 - cos(x)^2, expanded: R^T R of a rotation whose entries
// are cosines and sines of the same angles folds to 1.
ex folded(const ex& e) {
  const ex any = GiNaC::wild();
  return e.expand()
      .subs(GiNaC::pow(GiNaC::sin(any), 2) == 1 - GiNaC::pow(GiNaC::cos(any), 2),
            GiNaC::subs_options::algebraic)
      .expand();
}

}  // namespace

LinkInertial inertial_in_link_frame(const Joint& joint) {
  // The lowering's carry, by the inverse placement.
  LinkInertial out = carried(inverse(joint.link_frame), joint.com, joint.inertia);
  for (ex& x : out.com) x = folded(x);
  for (ex* x : {&out.inertia.xx, &out.inertia.yy, &out.inertia.zz, &out.inertia.xy, &out.inertia.xz,
                &out.inertia.yz})
    *x = folded(*x);
  return out;
}

Placement rotation_x(const ex& angle) {
  const ex c = GiNaC::cos(angle), s = GiNaC::sin(angle);
  return rotation({ExVec3{1, 0, 0}, ExVec3{0, c, -s}, ExVec3{0, s, c}});
}

Placement rotation_y(const ex& angle) {
  const ex c = GiNaC::cos(angle), s = GiNaC::sin(angle);
  return rotation({ExVec3{c, 0, s}, ExVec3{0, 1, 0}, ExVec3{-s, 0, c}});
}

Placement rotation_z(const ex& angle) {
  const ex c = GiNaC::cos(angle), s = GiNaC::sin(angle);
  return rotation({ExVec3{c, -s, 0}, ExVec3{s, c, 0}, ExVec3{0, 0, 1}});
}

Placement translation(const ex& x, const ex& y, const ex& z) {
  Placement p;
  p.translation = {x, y, z};
  return p;
}

Placement roll_pitch_yaw(const ExVec3& rpy) {
  return compose(compose(rotation_z(rpy[2]), rotation_y(rpy[1])), rotation_x(rpy[0]));
}

Placement parse_placement(const std::string& text, SymbolTable& symbols) {
  const std::vector<std::string> words = list_words(text);
  if (words.size() != 3 && words.size() != 6)
    throw std::invalid_argument("expected 'x y z' or 'x y z roll pitch yaw', got " +
                                std::to_string(words.size()) + " values in '" + text + "'");
  SymbolTable added = symbols;  // unchanged on failure
  std::vector<ex> values;
  for (std::size_t k = 0; k < words.size(); ++k) {
    static const char* const kNames[] = {"x", "y", "z", "roll", "pitch", "yaw"};
    try {
      values.push_back(parse_value(words[k], added));
    } catch (const std::invalid_argument& e) {
      throw std::invalid_argument(std::string(kNames[k]) + " '" + words[k] + "': " + e.what());
    }
  }
  values.resize(6, ex(0));
  Placement out = roll_pitch_yaw({values[3], values[4], values[5]});
  out.translation = {values[0], values[1], values[2]};
  symbols = added;
  return out;
}

ExVec3 normalized(const ExVec3& v) {
  // v_k N^(-1/2): GiNaC keeps the powers of N canonical (N^(1/2) N^(-1/2) = 1).
  const ex norm =
      GiNaC::pow((v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).expand(), GiNaC::numeric(-1, 2));
  return {(v[0] * norm).expand(), (v[1] * norm).expand(), (v[2] * norm).expand()};
}

ExMat3 rotation_taking_z_to(const ExVec3& u) {
  const ExMat3 identity{ExVec3{1, 0, 0}, ExVec3{0, 1, 0}, ExVec3{0, 0, 1}};
  const ex sine_squared = (u[0] * u[0] + u[1] * u[1]).expand();  // |z x u|^2
  if (sine_squared.is_zero()) {
    if ((u[2] - 1).is_zero()) return identity;
    if ((u[2] + 1).is_zero()) return rotation_x(GiNaC::Pi).rotation;
  }
  // Q = I + [v]x + [v]x^2 (1 - c) / |v|^2, v = z x u, c = z . u (Rodrigues,
  // with 1/(1 + c) = (1 - c)/|v|^2): no radical in a denominator, so entries
  // stay canonical (r + r' sqrt(N)) and their products cancel exactly.
  const ExVec3 v{-u[1], u[0], 0};
  const ExMat3 K{ExVec3{0, -v[2], v[1]}, ExVec3{v[2], 0, -v[0]}, ExVec3{-v[1], v[0], 0}};
  const ExMat3 K2 = product(K, K);
  const ex scale = (1 - u[2]) / sine_squared;
  ExMat3 Q;
  for (std::size_t r = 0; r < 3; ++r)
    for (std::size_t c = 0; c < 3; ++c)
      Q[r][c] = (identity[r][c] + K[r][c] + K2[r][c] * scale).expand();
  return Q;
}

Placement joint_motion(JointType type, const ExVec3& u, const ex& value) {
  if (type == JointType::prismatic) return translation(value * u[0], value * u[1], value * u[2]);
  const Placement turn = rotation(rotation_taking_z_to(u));
  return compose(compose(turn, rotation_z(value)), inverse(turn));
}

std::vector<Joint> lower_joints(const std::vector<LinkedJoint>& joints) {
  std::vector<Joint> out;
  for (const LinkedJoint& in : joints) {
    const Placement Q = rotation(rotation_taking_z_to(in.axis));
    Joint j;
    j.type = in.type;
    j.name = in.name.empty() ? "joint" + std::to_string(out.size() + 1) : in.name;
    j.parent = in.parent < 0 ? static_cast<int>(out.size()) : in.parent;
    if (j.parent > static_cast<int>(out.size()))
      throw std::logic_error("lower_joints: joint " + j.name + " comes before its parent");
    // L_{lambda(j)} in J_{lambda(j)}; the base frame is L_0 = J_0.
    const Placement parent_link =
        j.parent == 0 ? Placement() : out[static_cast<std::size_t>(j.parent - 1)].link_frame;
    j.placement = compose(compose(parent_link, in.before), Q);
    j.offset = in.offset;
    // A placement turned only about z, Rz(beta), turns a revolute joint's
    // angle: (Rz(beta), t) Rz(q) = (I, t) Rz(q + beta), the same frame. As an
    // offset it folds, and the joint's axis is seen to be parallel to its
    // parent's (angles add: s23, c23 in the closed forms).
    ExMat3& E = j.placement.rotation;
    if (in.type == JointType::revolute && (E[2][2] - 1).is_zero()) {
      j.offset = (j.offset + GiNaC::atan2(E[1][0], E[0][0])).expand();
      E = Placement().rotation;
    }
    j.link_frame = compose(inverse(Q), in.after);
    carry_inertial(in.inertial_in_moved_frame ? inverse(Q) : j.link_frame, in, j);
    j.mass = in.mass;
    j.viscous = in.viscous;
    j.coulomb = in.coulomb;
    j.rotor_inertia = in.rotor_inertia;
    j.limits = in.limits;
    out.push_back(std::move(j));
  }
  return out;
}

namespace {

// Fixes the locked joints at their values (ModelFile::locked): link j's
// frame in its parent link's, F = P_j M_j(q_j + offset) X_j, carries its
// body into the parent's (or the base body), its child joints' placements
// and the frames and tool on it; the rest are numbered again in order.
// Highest first, so that what hangs from a locked link is merged with it.
void lock_joints(const std::vector<FileLock>& locked, std::vector<LinkedJoint>& joints,
                 Model& model) {
  const std::size_t n = joints.size();
  for (std::size_t p = 0; p < n; ++p) {
    if (joints[p].name.empty()) joints[p].name = "joint" + std::to_string(p + 1);
    if (joints[p].parent < 0) joints[p].parent = static_cast<int>(p);
  }
  // A tool the file places stays on its body; one it does not stays the
  // last link's that moves (check_locked refuses a placed one on the base).
  const bool tool_placed = model.tool_link > 0 || !model.tool.is_identity();
  if (tool_placed && model.tool_link == 0) model.tool_link = static_cast<int>(n);
  std::vector<FileLock> order = locked;
  std::sort(order.begin(), order.end(),
            [](const FileLock& a, const FileLock& b) { return a.joint > b.joint; });
  std::vector<bool> removed(n + 1, false);
  for (const FileLock& lock : order) {
    const int j = lock.joint;
    LinkedJoint& at = joints[static_cast<std::size_t>(j - 1)];
    const int parent = at.parent;
    const Placement F = compose(
        compose(at.before, joint_motion(at.type, at.axis, lock.value + at.offset)), at.after);
    const Body carried = moved(F, body_of(at.mass, at.com, at.inertia));
    if (parent == 0) {
      const RigidBody& b = model.base_body;
      model.base_body = rigid_body(body_of(b.mass, b.com, b.inertia) + carried);
    } else {
      LinkedJoint& to = joints[static_cast<std::size_t>(parent - 1)];
      const RigidBody sum = rigid_body(body_of(to.mass, to.com, to.inertia) + carried);
      to.mass = sum.mass;
      to.com = sum.com;
      to.inertia = sum.inertia;
    }
    for (std::size_t c = 0; c < n; ++c)
      if (!removed[c + 1] && joints[c].parent == j) {
        joints[c].parent = parent;
        joints[c].before = compose(F, joints[c].before);
      }
    for (Frame& frame : model.frames)
      if (frame.link == j) {
        frame.link = parent;
        frame.placement = compose(F, frame.placement);
      }
    if (tool_placed && model.tool_link == j) {
      model.tool_link = parent;
      model.tool = compose(F, model.tool);
    }
    removed[static_cast<std::size_t>(j)] = true;
  }
  std::vector<int> number(n + 1, 0);
  std::vector<LinkedJoint> kept;
  for (std::size_t i = 1; i <= n; ++i) {
    if (removed[i]) continue;
    LinkedJoint joint = joints[i - 1];
    joint.parent = number[static_cast<std::size_t>(joint.parent)];
    kept.push_back(std::move(joint));
    number[i] = static_cast<int>(kept.size());
  }
  for (Frame& frame : model.frames) frame.link = number[static_cast<std::size_t>(frame.link)];
  if (tool_placed) model.tool_link = number[static_cast<std::size_t>(model.tool_link)];
  joints = std::move(kept);
}

}  // namespace

Model lower(const ModelFile& file) {
  std::vector<LinkedJoint> linked;
  for (const FileJoint& f : file.joints) {
    LinkedJoint j;
    j.type = f.type;
    j.name = f.name;
    j.parent = f.parent;
    const bool revolute = f.type == JointType::revolute;
    switch (file.convention) {
      case Convention::standard:  // Rz(theta + q) Tz(d) Tx(a) Rx(alpha)
        j.before = revolute ? translation(0, 0, f.d) : rotation_z(f.theta);
        j.after = compose(translation(f.a, 0, 0), rotation_x(f.alpha));
        break;
      case Convention::modified:  // Rx(alpha) Tx(a) Rz(theta + q) Tz(d)
        j.before = compose(rotation_x(f.alpha), translation(f.a, 0, 0));
        j.before = compose(j.before, revolute ? translation(0, 0, f.d) : rotation_z(f.theta));
        break;
      case Convention::axes:
        j.before = roll_pitch_yaw(f.rpy);
        j.before.translation = f.xyz;
        j.axis = normalized(f.axis);
        break;
    }
    if (file.convention != Convention::axes) j.offset = revolute ? f.theta : f.d;
    j.mass = f.mass;
    j.com = f.com;
    j.inertia = f.inertia;
    j.viscous = f.viscous;
    j.coulomb = f.coulomb;
    j.rotor_inertia = f.rotor_inertia;
    j.limits = f.limits;
    linked.push_back(std::move(j));
  }
  Model model;
  model.name = file.name;
  model.source_file = file.source_file;
  model.description = file.convention == Convention::axes
                          ? std::string("joints by placement and axis")
                          : std::string(to_string(file.convention)) + " DH";
  model.gravity = file.gravity;
  model.symbols = file.symbols;
  model.tool = roll_pitch_yaw(file.tool_rpy);
  model.tool.translation = file.tool_xyz;
  model.tool_link = file.tool_link;
  for (const FileFrame& f : file.frames) {
    Frame frame{f.name, f.link, roll_pitch_yaw(f.rpy), true};
    frame.placement.translation = f.xyz;
    model.frames.push_back(frame);
  }
  model.task = file.task;
  model.floating_base = file.floating_base;
  model.base_body = file.base_body;
  if (!file.locked.empty()) lock_joints(file.locked, linked, model);
  model.joints = lower_joints(linked);
  model.contacts = file.contacts;
  model.baumgarte = file.baumgarte;
  if (model.baumgarte && model.contacts.empty())
    throw ModelError(file.baumgarte_at,
                     "'baumgarte': gains without contacts, there is nothing to hold (add "
                     "'contacts')");
  std::size_t failing = 0;
  try {
    check_contacts(model, &failing);
  } catch (const std::invalid_argument& e) {
    const bool one = failing < file.contact_at.size();
    throw ModelError(one ? file.contact_at[failing] : file.contacts_at,
                     (one ? "contact " + std::to_string(failing + 1) : std::string("'contacts'")) +
                         ": " + e.what());
  }
  return model;
}

}  // namespace nedyn
