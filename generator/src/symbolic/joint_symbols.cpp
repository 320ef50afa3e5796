#include "nedyn/generator/joint_symbols.hpp"

#include <map>
#include <string>

#include "nedyn/generator/canonical_printer.hpp"

namespace nedyn {

namespace {

// sin(x) and cos(x) inside e whose argument x is free of joint variables.
// Keyed by canonical text: GiNaC's own order is not reproducible.
using TrigArguments = std::map<std::string, GiNaC::ex>;

void constant_trig_arguments(const GiNaC::ex& e, TrigArguments& arguments) {
  if (GiNaC::is_a<GiNaC::function>(e) && e.nops() == 1) {
    const std::string name = GiNaC::ex_to<GiNaC::function>(e).get_name();
    if (name == "sin" || name == "cos") arguments.emplace(canonical_string(e.op(0)), e.op(0));
  }
  for (std::size_t i = 0; i < e.nops(); ++i) constant_trig_arguments(e.op(i), arguments);
}

void constant_trig_arguments(const Placement& p, TrigArguments& arguments) {
  for (std::size_t r = 0; r < 3; ++r) {
    constant_trig_arguments(p.translation[r], arguments);
    for (const GiNaC::ex& e : p.rotation[r]) constant_trig_arguments(e, arguments);
  }
}

}  // namespace

JointSymbols::JointSymbols(const Model& model) : n(model.dof()) {
  for (int i = 0; i < n; ++i) {
    const std::string k = std::to_string(i + 1);
    q.emplace_back("q" + k, "q_{" + k + "}");
    qd.emplace_back("qd" + k, "\\dot{q}_{" + k + "}");
    qdd.emplace_back("qdd" + k, "\\ddot{q}_{" + k + "}");
    // Internal names: these never reach output (to_functions_of_q first).
    s.emplace_back("nedyn_s" + k, "s_{" + k + "}");
    c.emplace_back("nedyn_c" + k, "c_{" + k + "}");
    const Joint& joint = model.joints[i];
    revolute.push_back(joint.type == JointType::revolute);
    angle.push_back(revolute.back() ? q.back() + joint.offset : GiNaC::ex(0));
  }
  // Adjacent revolute joints (0-based i-1, i) have parallel axes, and their
  // angles add, when joint i's frame is placed on link i-1 (its parent)
  // without rotation.
  int start = 0;
  for (int i = 1; i <= n; ++i) {
    const bool parallel = i < n && revolute[i] && revolute[i - 1] && model.joints[i].parent == i &&
                          is_identity(model.joints[i].placement.rotation);
    if (!parallel) {
      if (i - 1 > start) groups.push_back({start, i - 1});
      start = i;
    }
  }
  // GiNaC evaluates sin and cos of 0, pi/2, pi/3, ... exactly; any other
  // constant angle of the geometry (a twist of 0.3 or beta, carried into
  // placements, centres of mass and inertias) stays a function whose square
  // must be reduced.
  TrigArguments arguments;
  for (const Joint& joint : model.joints) {
    constant_trig_arguments(joint.placement, arguments);
    constant_trig_arguments(joint.link_frame, arguments);
    for (const GiNaC::ex& e : joint.com) constant_trig_arguments(e, arguments);
    for (const GiNaC::ex& e : {joint.inertia.xx, joint.inertia.yy, joint.inertia.zz,
                               joint.inertia.xy, joint.inertia.xz, joint.inertia.yz})
      constant_trig_arguments(e, arguments);
  }
  for (const auto& argument : arguments)
    constant_angles.emplace_back(GiNaC::sin(argument.second), GiNaC::cos(argument.second));
  if (model.floating_base) {
    const std::vector<std::string>& names = base_symbol_names();
    // LaTeX: v_x, \omega_x, \dot{v}_x, \dot{\omega}_x, q_x, g^b_x.
    for (int k = 0; k < 6; ++k) {
      const std::string axis = names[static_cast<std::size_t>(k)].substr(1);
      const std::string base = k < 3 ? "v" : "\\omega";
      base_v.emplace_back(names[static_cast<std::size_t>(k)], base + "_{" + axis + "}");
      base_vd.emplace_back(names[static_cast<std::size_t>(k + 6)],
                           "\\dot{" + base + "}_{" + axis + "}");
    }
    for (int k = 12; k < 16; ++k)
      quaternion.emplace_back(names[static_cast<std::size_t>(k)],
                              "q_{" + names[static_cast<std::size_t>(k)].substr(1) + "}");
    for (int k = 16; k < 19; ++k)
      base_gravity.emplace_back(names[static_cast<std::size_t>(k)],
                                "g^{b}_{" + names[static_cast<std::size_t>(k)].substr(2) + "}");
  }
  s_sum = s;
  c_sum = c;
  angle_sum = angle;
  for (const ParallelGroup& g : groups) {
    std::string digits = std::to_string(g.first + 1);
    for (int i = g.first + 1; i <= g.last; ++i) {
      digits += std::to_string(i + 1);
      s_sum[i] = GiNaC::realsymbol("nedyn_s" + digits, "s_{" + digits + "}");
      c_sum[i] = GiNaC::realsymbol("nedyn_c" + digits, "c_{" + digits + "}");
      angle_sum[i] = angle_sum[i - 1] + angle[i];
    }
  }
}

bool JointSymbols::has_cumulative_angle(int i) const {
  for (const ParallelGroup& g : groups)
    if (i > g.first && i <= g.last) return true;
  return false;
}

const std::vector<std::string>& JointSymbols::base_symbol_names() {
  static const std::vector<std::string> names{"vx",  "vy",  "vz",  "wx",  "wy",  "wz", "vdx",
                                              "vdy", "vdz", "wdx", "wdy", "wdz", "qx", "qy",
                                              "qz",  "qw",  "gbx", "gby", "gbz"};
  return names;
}

GiNaC::ex JointSymbols::velocity(int i) const {
  const int base = static_cast<int>(base_v.size());
  return i < base ? GiNaC::ex(base_v[static_cast<std::size_t>(i)])
                  : GiNaC::ex(qd[static_cast<std::size_t>(i - base)]);
}

GiNaC::ex JointSymbols::acceleration(int i) const {
  const int base = static_cast<int>(base_vd.size());
  return i < base ? GiNaC::ex(base_vd[static_cast<std::size_t>(i)])
                  : GiNaC::ex(qdd[static_cast<std::size_t>(i - base)]);
}

GiNaC::ex JointSymbols::sin_of(int i) const { return revolute[i] ? GiNaC::ex(s[i]) : 0; }

GiNaC::ex JointSymbols::cos_of(int i) const { return revolute[i] ? GiNaC::ex(c[i]) : 1; }

GiNaC::exmap JointSymbols::to_functions_of_q() const {
  GiNaC::exmap map;
  for (int i = 0; i < n; ++i) {
    if (!revolute[i]) continue;
    map[s[i]] = GiNaC::sin(angle[i]);
    map[c[i]] = GiNaC::cos(angle[i]);
    if (has_cumulative_angle(i)) {
      map[s_sum[i]] = GiNaC::sin(angle_sum[i]);
      map[c_sum[i]] = GiNaC::cos(angle_sum[i]);
    }
  }
  return map;
}

}  // namespace nedyn
