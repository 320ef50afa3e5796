#include "nedyn/generator/joint_symbols.hpp"

#include <string>

namespace nedyn {

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
    angle.push_back(revolute.back() ? q.back() + joint.theta : joint.theta);
  }
  // Adjacent joints (0-based i-1, i) have parallel axes when the twist
  // between the axes is zero: standard DH, alpha of row i-1 (z_{i-1} to z_i);
  // modified DH, alpha of row i (Craig's alpha_{i-1}, from z_{i-1} to z_i).
  int start = 0;
  for (int i = 1; i <= n; ++i) {
    const bool parallel =
        i < n && revolute[i] && revolute[i - 1] &&
        (model.convention == Convention::standard ? model.joints[i - 1].alpha.is_zero()
                                                  : model.joints[i].alpha.is_zero());
    if (!parallel) {
      if (i - 1 > start) groups.push_back({start, i - 1});
      start = i;
    }
  }
  auto add_constant_angle = [&](const GiNaC::ex& a) {
    // GiNaC evaluates sin and cos of 0, pi/2, pi/3, ... exactly; any other
    // angle (0.3, beta) stays a function whose square must be reduced.
    const std::pair<GiNaC::ex, GiNaC::ex> pair{GiNaC::sin(a), GiNaC::cos(a)};
    if (!GiNaC::is_a<GiNaC::function>(pair.first) && !GiNaC::is_a<GiNaC::function>(pair.second))
      return;
    for (const auto& known : constant_angles)
      if (known.first.is_equal(pair.first)) return;
    constant_angles.push_back(pair);
  };
  for (int i = 0; i < n; ++i) {
    add_constant_angle(model.joints[i].alpha);
    if (!revolute[i]) add_constant_angle(model.joints[i].theta);
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

GiNaC::ex JointSymbols::sin_of(int i) const {
  return revolute[i] ? GiNaC::ex(s[i]) : GiNaC::sin(angle[i]);
}

GiNaC::ex JointSymbols::cos_of(int i) const {
  return revolute[i] ? GiNaC::ex(c[i]) : GiNaC::cos(angle[i]);
}

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
