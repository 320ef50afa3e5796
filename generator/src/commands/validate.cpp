#include <cmath>
#include <iomanip>
#include <sstream>

#include "nedyn/generator/commands.hpp"
#include "nedyn/model/expression.hpp"
#include "nedyn/model/massless_motion.hpp"

namespace nedyn {
namespace {

// A value as a person reads it: a decimal when it is a number, else the expression.
std::string readable(const GiNaC::ex& value) {
  std::ostringstream out;
  const GiNaC::ex approx = GiNaC::evalf(value);
  if (GiNaC::is_a<GiNaC::numeric>(approx) && GiNaC::ex_to<GiNaC::numeric>(approx).is_real())
    out << std::setprecision(6) << GiNaC::ex_to<GiNaC::numeric>(approx).to_double();
  else
    out << value;
  return out.str();
}

}  // namespace

void write_model_summary(std::ostream& out, const Model& model) {
  out << model.name << ": " << model.dof() << " joint" << (model.dof() == 1 ? "" : "s") << ", "
      << model.description << ", gravity [" << readable(model.gravity[0]) << ", "
      << readable(model.gravity[1]) << ", " << readable(model.gravity[2]) << "] m/s^2\n";
  if (model.floating_base)
    out << "  floating base: q has " << model.nq() << " entries (x y z, qx qy qz qw, joints), qd "
        << model.nv() << " (v, w in the base frame, joint rates); base body "
        << readable(model.base_body.mass) << " kg\n";
  // A tree adds each joint's parent (0: the base); every joint its name.
  const bool tree = !model.is_chain();
  out << "  joint  " << (tree ? "parent  " : "")
      << "type       mass (kg)   viscous     coulomb     rotor_inertia  name\n";
  for (int i = 0; i < model.dof(); ++i) {
    const Joint& j = model.joints[i];
    out << "  " << std::left << std::setw(7) << i + 1;
    if (tree) out << std::setw(8) << j.parent;
    out << std::setw(11) << to_string(j.type) << std::setw(12) << readable(j.mass) << std::setw(12)
        << readable(j.viscous) << std::setw(12) << readable(j.coulomb) << std::setw(15)
        << readable(j.rotor_inertia) << j.name << "\n";
  }
  // Coupled joints (--mimic couple): the coordinates are the independent joints'.
  if (has_coupled_joints(model)) {
    int followers = 0;
    for (const Joint& j : model.joints) followers += j.leader != 0 ? 1 : 0;
    out << "  coupled joints (--mimic couple): " << followers
        << (followers == 1 ? " follows another" : " follow others") << "; q, qd and tau "
        << "have the " << model.dof() - followers << " independent joints' entries\n";
    for (int i = 0; i < model.dof(); ++i) {
      const Joint& j = model.joints[static_cast<std::size_t>(i)];
      if (j.leader == 0) continue;
      const Joint& leader = model.joints[static_cast<std::size_t>(j.leader - 1)];
      out << "    " << i + 1 << " " << j.name << " = " << readable(j.follow_multiplier) << " * "
          << j.leader << " " << leader.name << " + " << readable(j.follow_offset) << "\n";
    }
  }
  // The whole robot's mass, the base body's first where it floats.
  GiNaC::ex total = model.floating_base ? model.base_body.mass : GiNaC::ex(0);
  for (const Joint& j : model.joints) total += j.mass;
  out << "  total mass: " << readable(total) << " kg"
      << (model.floating_base ? " (base body " + readable(model.base_body.mass) + " kg)" : "")
      << "\n";
  // The file's limits (URDF <limit>, YAML limits:), "-" where it gives none:
  // right-aligned columns of four decimals, two spaces between them.
  if (has_joint_limits(model)) {
    const auto limit = [](double x) {
      std::ostringstream text;
      if (std::isnan(x))
        text << "-";
      else
        text << std::fixed << std::setprecision(4) << x;
      std::ostringstream cell;
      cell << "  " << std::right << std::setw(11) << text.str();
      return cell.str();
    };
    out << "  limits: joint        lower        upper     velocity       effort  name\n";
    for (int i = 0; i < model.dof(); ++i) {
      const Joint& j = model.joints[static_cast<std::size_t>(i)];
      const JointLimits& l = j.limits;
      out << "          " << std::left << std::setw(5) << i + 1 << limit(l.lower) << limit(l.upper)
          << limit(l.velocity) << limit(l.effort) << "  " << j.name << "\n";
    }
  }
  for (const int k : joints_moving_no_inertia(model))
    out << "warning: " << massless_motion_problem(model, k) << "\n";
  // The named frames (every URDF link, a model file's frames:) and their links.
  if (!model.frames.empty()) {
    out << "frames (and the link each is fixed to):";
    for (std::size_t k = 0; k < model.frames.size(); ++k)
      out << (k == 0 ? " " : ", ") << model.frames[k].name << " (" << model.frames[k].link << ")";
    out << "\n";
  }
  // What frame_pose and the other frame functions take unless --frames chooses.
  const std::vector<Frame> emitted = chosen_frames(model);
  out << "frame functions' frames (generate --frames chooses others):";
  for (std::size_t k = 0; k < emitted.size(); ++k)
    out << (k == 0 ? " " : ", ") << k << " " << emitted[k].name;
  out << "\n";
  // Why each is taken: sensor and dummy leaves (massless, not named like a
  // tool, foot or hand) are not, nor a tree's last link as a tool.
  for (std::size_t k = 0; k < emitted.size(); ++k)
    out << "  " << k << " " << emitted[k].name << ": " << default_frame_reason(model, emitted[k])
        << "\n";
  if (!model.contacts.empty()) {
    out << "contacts (contact_jacobian's rows, " << contact_rows(model.contacts) << "):";
    for (std::size_t k = 0; k < model.contacts.size(); ++k)
      out << (k == 0 ? " " : ", ") << model.contacts[k].frame << " ("
          << (model.contacts[k].type == ContactType::six_d ? "6d" : "point") << ")";
    out << "\n";
  }
  if (model.baumgarte)
    out << "Baumgarte's gains (constrained_forward_dynamics_baumgarte): KP = "
        << shortest_decimal(model.baumgarte->kp)
        << ", KD = " << shortest_decimal(model.baumgarte->kd) << "\n";
  out << "free symbols: ";
  if (model.symbols.empty()) out << "none";
  bool first = true;
  for (const auto& entry : model.symbols) {
    out << (first ? "" : ", ") << entry.first;
    first = false;
  }
  out << "\n";
}

}  // namespace nedyn
