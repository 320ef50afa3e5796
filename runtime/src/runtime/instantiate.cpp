#include "nedyn/runtime/instantiate.hpp"

#include <cmath>
#include <stdexcept>

#include "nedyn/model/physical.hpp"

namespace nedyn {
namespace {

class Evaluator {
 public:
  Evaluator(const Model& model, const ParameterValues& values) {
    for (const auto& entry : values)
      if (model.symbols.count(entry.first) == 0)
        throw std::invalid_argument("'" + entry.first + "' is not a symbol of model '" +
                                    model.name + "'");
    for (const auto& entry : model.symbols) {
      const auto value = values.find(entry.first);
      if (value == values.end())
        throw std::invalid_argument("model '" + model.name + "' has the free symbol '" +
                                    entry.first + "' but no value was given for it (--param " +
                                    entry.first + "=VALUE)");
      if (!std::isfinite(value->second))
        throw std::invalid_argument("the value of '" + entry.first + "' is not finite");
      substitutions_.append(entry.second == GiNaC::numeric(value->second));
    }
  }

  double operator()(const GiNaC::ex& value, const std::string& what) const {
    const GiNaC::ex approx = GiNaC::evalf(value.subs(substitutions_));
    if (!GiNaC::is_a<GiNaC::numeric>(approx) || !GiNaC::ex_to<GiNaC::numeric>(approx).is_real())
      throw std::invalid_argument(what + " does not evaluate to a real number");
    const double d = GiNaC::ex_to<GiNaC::numeric>(approx).to_double();
    if (!std::isfinite(d)) throw std::invalid_argument(what + " is not finite");
    return d;
  }

 private:
  GiNaC::lst substitutions_;
};

}  // namespace

NumericModel instantiate(const Model& model, const ParameterValues& values) {
  const Evaluator eval(model, values);
  NumericModel out;
  out.name = model.name;
  for (int k = 0; k < 3; ++k) out.gravity(k) = eval(model.gravity[k], "gravity");
  const auto placement = [&](const Placement& p, const std::string& what) {
    NumericPlacement out_placement;
    for (std::size_t r = 0; r < 3; ++r) {
      out_placement.translation(static_cast<int>(r)) = eval(p.translation[r], what);
      for (std::size_t c = 0; c < 3; ++c)
        out_placement.rotation(static_cast<int>(r), static_cast<int>(c)) =
            eval(p.rotation[r][c], what);
    }
    return out_placement;
  };
  for (std::size_t i = 0; i < model.joints.size(); ++i) {
    const Joint& j = model.joints[i];
    const std::string what = "joint " + std::to_string(i + 1);
    NumericLink link;
    link.type = j.type;
    link.parent = j.parent;
    link.placement = placement(j.placement, what + " placement");
    link.offset = eval(j.offset, what + " offset");
    link.link_frame = placement(j.link_frame, what + " link frame");
    link.mass = eval(j.mass, what + " mass");
    for (int k = 0; k < 3; ++k) link.com(k) = eval(j.com[k], what + " com");
    const double xx = eval(j.inertia.xx, what + " inertia"), yy = eval(j.inertia.yy, what),
                 zz = eval(j.inertia.zz, what), xy = eval(j.inertia.xy, what),
                 xz = eval(j.inertia.xz, what), yz = eval(j.inertia.yz, what);
    link.inertia << xx, xy, xz, xy, yy, yz, xz, yz, zz;
    link.viscous = eval(j.viscous, what + " viscous");
    link.coulomb = eval(j.coulomb, what + " coulomb");
    link.rotor_inertia = eval(j.rotor_inertia, what + " rotor_inertia");
    link.limits = j.limits;
    link.leader = j.leader;
    link.follow_multiplier = eval(j.follow_multiplier, what + " mimic multiplier");
    link.follow_offset = eval(j.follow_offset, what + " mimic offset");
    if (link.mass < 0) throw std::invalid_argument(what + ": mass must not be negative");
    if (link.viscous < 0 || link.coulomb < 0 || link.rotor_inertia < 0)
      throw std::invalid_argument(what + ": friction and rotor inertia must not be negative");
    // A tensor that breaks the triangle inequality was noted where the file
    // gave numbers; one of values given here passes as Pinocchio's would.
    const std::string problem = check_inertia(link.inertia).error;
    if (!problem.empty()) throw std::invalid_argument(what + ": " + problem);
    out.links.push_back(link);
  }
  if (model.floating_base) {
    const RigidBody& b = model.base_body;
    out.floating_base = true;
    out.base_mass = eval(b.mass, "base mass");
    for (int k = 0; k < 3; ++k) out.base_com(k) = eval(b.com[k], "base com");
    const double xx = eval(b.inertia.xx, "base inertia"), yy = eval(b.inertia.yy, "base inertia"),
                 zz = eval(b.inertia.zz, "base inertia"), xy = eval(b.inertia.xy, "base inertia"),
                 xz = eval(b.inertia.xz, "base inertia"), yz = eval(b.inertia.yz, "base inertia");
    out.base_inertia << xx, xy, xz, xy, yy, yz, xz, yz, zz;
    if (out.base_mass < 0) throw std::invalid_argument("base: mass must not be negative");
    const std::string problem = check_inertia(out.base_inertia).error;
    if (!problem.empty()) throw std::invalid_argument("base: " + problem);
  }
  for (const Frame& frame : model.frames)
    out.frames.push_back(
        {frame.name, frame.link, placement(model.in_link(frame), "frame '" + frame.name + "'")});
  check_contacts(model);
  out.tool = placement(model.tool, "tool");
  out.tool_link = model.tip_link();
  for (const Contact& c : model.contacts) {
    NumericFrame frame = out.tool_frame();  // "tool", unless a frame has that name
    for (const NumericFrame& f : out.frames)
      if (f.name == c.frame) frame = f;
    out.contacts.push_back({frame, c.type == ContactType::six_d});
  }
  out.baumgarte = model.baumgarte;
  if (has_task(model)) out.task = task_rows(model);
  return out;
}

}  // namespace nedyn
