#include <algorithm>
#include <sstream>

#include "nedyn/generator/commands.hpp"
#include "nedyn/generator/rotation_residue.hpp"
#include "nedyn/generator/task_terms.hpp"
#include "nedyn/generator/term_display.hpp"
#include "nedyn/generator/trig_reduction.hpp"

namespace nedyn {
namespace {

// One matrix of the closed forms, with how its entries are named.
struct Shown {
  GiNaC::matrix values;
  std::string text_name, latex_name;
  bool two_indices = true;
  std::string latex_prefix = "";  ///< before the indices: "x," gives M_{x,11} for Mx
};

std::string pair_label(int p, int n) {
  for (int j = 0, index = 0; j < n; ++j)
    for (int k = j + 1; k < n; ++k, ++index)
      if (index == p) return std::to_string(j + 1) + std::to_string(k + 1);
  return "?";
}

std::string text_label(const Shown& s, int i, int j) {
  std::string label = s.text_name + "(" + std::to_string(i + 1);
  if (s.two_indices) label += "," + std::to_string(j + 1);
  return label + ")";
}

std::string latex_label(const Shown& s, int i, int j, int n) {
  std::string sub = std::to_string(i + 1);
  if (s.text_name == "B" || s.text_name == "Bx") {
    sub += ",(" + pair_label(j, n) + ")";
  } else if (s.two_indices) {
    sub += (n >= 10 ? "," : "") + std::to_string(j + 1);
  }
  return s.latex_name + "_{" + s.latex_prefix + sub + "}";
}

TermSelection selection_for(const std::string& what) {
  TermSelection s;
  s.M = what == "M" || what == "tau";
  s.G = what == "G" || what == "tau";
  s.C = what == "C" || what == "B" || what == "V" || what == "Cc" || what == "tau";
  s.B = what == "B" || what == "V" || what == "Cc" || what == "tau";
  s.tip = what == "tip";
  return s;
}

Shown pick(const DynamicsTerms& t, const JointSymbols& js, const std::string& what) {
  if (what == "M") return {t.M, "M", "M"};
  if (what == "G") return {t.G, "G", "G", false};
  if (what == "V") return {t.V, "V", "V", false};
  if (what == "B") return {t.B, "B", "B"};
  if (what == "C") return {t.C, "C", "C"};
  if (what == "Cc") return {t.Cc, "Cc", "C^{c}"};
  if (what == "tau") return {joint_torques(t, js), "tau", "\\tau", false};
  return {t.tip, "tip", "(J^{T} w)", false};
}

bool is_task_term(const std::string& what) {
  return what == "Mx" || what == "Vx" || what == "Gx" || what == "Bx" || what == "Cx";
}

Shown task_shown(const TaskTerm& term, const std::string& what) {
  return {term.numerator, what, what.substr(0, 1), what != "Vx" && what != "Gx", "x,"};
}

// "D = 0 where s2 = 0": where each factor of D that depends on the joints vanishes.
std::string vanishing_text(const std::vector<GiNaC::ex>& factors, const JointSymbols& js) {
  std::string out;
  for (const GiNaC::ex& f : factors) {
    std::ostringstream text;
    print_text(text, display_polynomial(f, js), js);
    out += (out.empty() ? "" : " or ") + text.str() + " = 0";
  }
  return out.empty() ? "nowhere (D is constant)" : out;
}

std::size_t total_terms(const GiNaC::matrix& m) {
  std::size_t total = 0;
  for (unsigned i = 0; i < m.rows(); ++i)
    for (unsigned j = 0; j < m.cols(); ++j) total += term_count(m(i, j));
  return total;
}

}  // namespace

void parse_entry_option(const std::string& text, ShowRequest& request) {
  // Digits, optionally a comma and digits: "3" or "2,5".
  const auto index = [&](const std::string& digits) {
    if (digits.empty() || digits.size() > 6 ||
        digits.find_first_not_of("0123456789") != std::string::npos)
      throw UsageError("--entry: expected I or I,J with 1-based indices, got '" + text + "'");
    const int value = std::stoi(digits);
    if (value < 1)
      throw UsageError("--entry: expected I or I,J with 1-based indices, got '" + text + "'");
    return value;
  };
  const std::size_t comma = text.find(',');
  const int row = index(text.substr(0, comma));
  const int column = comma == std::string::npos ? 0 : index(text.substr(comma + 1));
  request.row = row;
  request.column = column;
}

void write_show(std::ostream& out, const Model& model, const ShowRequest& request,
                const Progress& progress) {
  static const char* const kinds[] = {"M",   "V",  "G",  "B",  "C",  "Cc", "tau",
                                      "tip", "Mx", "Vx", "Gx", "Bx", "Cx", "base"};
  if (std::find(std::begin(kinds), std::end(kinds), request.what) == std::end(kinds))
    throw UsageError(
        "--what: expected one of M, V, G, B, C, Cc, tau, tip, Mx, Vx, Gx, Bx, Cx, base; got '" +
        request.what + "'");
  if (request.what == "base") return write_base_parameters(out, model, request, progress);
  const bool task = is_task_term(request.what);
  if (task && request.stats) throw UsageError("--stats: applies to M, V, G, B, C, Cc, tau and tip");
  if (task) task_rows(model);  // a model without a task is refused before any work
  if (request.format != "text" && request.format != "latex" && request.format != "sympy")
    throw UsageError("--format: expected text, latex or sympy, got '" + request.format + "'");

  if (task && model.floating_base)
    throw UsageError("--what " + request.what + ": " + model.source_file +
                     " has a floating base, whose task terms have no closed forms so far "
                     "(generate emits its task functions; docs/kinematics.md)");
  if (model.floating_base)
    for (const std::string& name : JointSymbols::base_symbol_names())
      if (model.symbols.count(name))
        throw UsageError(model.source_file + ": symbol '" + name +
                         "' names a floating base's coordinate in closed forms (vx..wz its "
                         "twist, vdx..wdz their rates, qx..qw its quaternion); rename it");
  // Closed forms that cannot fold are refused before they are tried.
  const std::string residue = rotation_residue(model);
  if (!residue.empty())
    throw ExpansionTooLarge(
        "--what " + request.what + ": " + model.source_file +
        " has no readable closed forms: a fixed rotation has an entry that is zero but for "
        "rounding (" +
        residue +
        "), which no product of rotations cancels, so every entry grows at each joint into terms "
        "that are zero but for rounding. Write the angle exactly (pi/2 in a model file; a URDF's "
        "angles are snapped unless --no-snap), or take numbers from `nedyn eval` and code from "
        "`nedyn generate`");
  const JointSymbols js(model);
  const int n = js.nv();
  if ((request.what == "B" || request.what == "Bx") && n < 2)
    throw UsageError(request.what + " has no columns: the model has one joint");
  const TermSelection selection = selection_for(request.what);
  const DynamicsTerms terms =
      task ? DynamicsTerms{} : dynamics_terms(model, js, selection, progress);
  const TaskTerm term = task ? task_term(model, js, request.what, progress) : TaskTerm{};
  end_progress(progress);
  const Shown shown = task ? task_shown(term, request.what) : pick(terms, js, request.what);
  const GiNaC::matrix& m = shown.values;
  const int rows = static_cast<int>(m.rows());
  const int columns = shown.two_indices ? static_cast<int>(m.cols()) : 1;
  if (request.row > rows || request.column > columns ||
      (shown.two_indices && request.row && !request.column) ||
      (!shown.two_indices && request.column))
    throw UsageError("--entry: " + shown.text_name + " is " + std::to_string(rows) + " x " +
                     std::to_string(columns) + "; give " + (shown.two_indices ? "I,J" : "I") +
                     " within it");

  GiNaC::lst extra;
  for (const auto& w : terms.wrench) extra.append(w);
  const bool latex = request.format == "latex";
  // text and sympy differ in syntax only (qd1^2 or qd1**2).
  const PrintStyle style = request.format == "sympy" ? PrintStyle::sympy : PrintStyle::text;
  const GiNaC::exmap tex_names = latex_names(model.symbols);

  // Display forms and sizes first: the header states sizes before anything is printed.
  auto selected = [&](int i, int j) {
    return !request.row ||
           (i + 1 == request.row && (!shown.two_indices || j + 1 == request.column));
  };
  std::vector<std::vector<GiNaC::ex>> display(rows, std::vector<GiNaC::ex>(columns));
  std::vector<std::vector<std::size_t>> sizes(rows, std::vector<std::size_t>(columns, 0));
  std::size_t shown_terms = 0, largest = 0;
  std::string largest_label;
  for (int i = 0; i < rows; ++i) {
    for (int j = 0; j < columns; ++j) {
      if (!selected(i, j)) continue;
      display[i][j] = display_polynomial(m(i, j), js, extra);
      sizes[i][j] = term_count(display[i][j].expand());
      shown_terms += sizes[i][j];
      if (sizes[i][j] > largest || largest_label.empty()) {
        largest = sizes[i][j];
        largest_label = text_label(shown, i, j);
      }
    }
  }

  const std::string comment = latex ? "% " : "# ";
  out << comment << model.name << ": " << shown.text_name << " (" << rows << " x " << columns
      << "), " << model.description << "; " << shown_terms << " terms; largest entry "
      << largest_label << " with " << largest << " terms";
  if (request.digits > 0)
    out << "; numbers to " << request.digits << " significant digits"
        << (model.symbols.empty() ? " (--exact for exact ones)" : "");
  out << "\n";
  if (request.stats) {
    TermSelection raw = selection;
    raw.reduce = false;
    const DynamicsTerms unreduced = dynamics_terms(model, js, raw, progress);
    const Shown before = pick(unreduced, js, request.what);
    out << comment << "terms: " << total_terms(before.values) << " expanded, " << total_terms(m)
        << " after s^2 + c^2 = 1, " << shown_terms << " after compound angles\n";
  }
  const bool offsets = std::any_of(model.joints.begin(), model.joints.end(), [](const Joint& j) {
    return j.type == JointType::revolute && !j.offset.is_zero();
  });
  std::string over;  // "/D^2" after each entry of a task term
  if (task) {
    const GiNaC::ex D = display_polynomial(term.denominator, js);
    const std::string power = term.power > 1 ? "^" + std::to_string(term.power) : "";
    std::string what_D = term.square ? "det Jx" : "det(Jx adj(M) Jx^T)";
    if (!term.constant.is_equal(1)) {
      std::ostringstream constant;
      print_text(constant, display_polynomial(term.constant, js), js, request.digits, style);
      what_D += " / (" + constant.str() + ")";
    }
    out << comment << "task " << task_text(task_rows(model)) << "; entries over D" << power
        << ", D = " << what_D << " (" << (latex ? "below" : "next line") << "); D = 0 where "
        << vanishing_text(vanishing_factors(term.denominator, js), js) << "\n";
    if (latex) {
      out << "% D = ";
      print_latex(out, D.subs(tex_names), request.digits);
      out << "\n";
      over = term.power > 1 ? "D^{" + std::to_string(term.power) + "}" : "D";
    } else {
      out << "D = ";
      print_text(out, D, js, request.digits, style);
      out << "\n";
      over = " / D" + power;
    }
  }
  // Where a joint's offset comes from, in the input's own words.
  const std::string& kind = model.description;
  const std::string offset_source =
      kind.find("DH") != std::string::npos ? "the theta offsets of the DH table"
      : kind.rfind("URDF", 0) == 0 ? "the turns of the URDF's joint origins about their axes"
                                   : "the joints' offsets";
  if (latex)
    out << "% s_{i} = \\sin\\theta_i, c_{ij} = \\cos(\\theta_i + \\theta_j), with \\theta_i = q_i"
        << (offsets ? " + the offset of joint i (" + offset_source + ")" : "") << "\n";
  else if (offsets)
    out << "# joint angles include " << offset_source << "\n";
  if (model.floating_base) {
    out << comment
        << "floating base: rows and columns 1-6 are its twist (vx vy vz, wx wy wz; in its own "
           "frame) and the wrench on it (force, moment); vdx..wdz the twist's rate\n";
    if (request.what == "G" || request.what == "tau") {
      // G sees the base's orientation only through gravity in its frame.
      const Vec3 gb = base_frame_gravity(model.gravity, js);
      out << comment << "gravity in the base frame, R^T g for its unit quaternion qx qy qz qw: ";
      for (std::size_t k = 0; k < 3; ++k) {
        out << (k ? ", " : "") << js.base_gravity[k].get_name() << " = ";
        print_text(out, gb[k], js, request.digits, style);
      }
      out << "\n";
    }
  }
  if (latex) out << "\\begin{aligned}\n";
  for (int i = 0; i < rows; ++i) {
    for (int j = 0; j < columns; ++j) {
      if (!selected(i, j)) continue;
      if (!request.row && request.max_terms && sizes[i][j] > request.max_terms) {
        out << comment << text_label(shown, i, j) << ": " << sizes[i][j]
            << " terms, not printed (show it "
            << "with --entry " << i + 1 << (shown.two_indices ? "," + std::to_string(j + 1) : "")
            << ", or raise --max-terms)\n";
        continue;
      }
      const bool fraction = task && !display[i][j].is_zero();  // 0, not 0 / D
      if (latex) {
        out << latex_label(shown, i, j, n) << " &= " << (fraction ? "\\frac{" : "");
        print_latex(out, display[i][j].subs(tex_names), request.digits);
        out << (fraction ? "}{" + over + "}" : "") << " \\\\\n";
      } else {
        out << text_label(shown, i, j) << " = " << (fraction ? "(" : "");
        print_text(out, display[i][j], js, request.digits, style);
        out << (fraction ? ")" + over : "") << "\n";
      }
    }
  }
  if (latex) out << "\\end{aligned}\n";
}

}  // namespace nedyn
