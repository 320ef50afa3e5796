// `nedyn show MODEL --what base`: the base parameters as combinations of the
// standard ones (docs/identification.md), one line each, named after their
// own standard parameter with Khalil's R where others are grouped into it.

#include <cctype>
#include <ostream>

#include "nedyn/generator/base_parameters.hpp"
#include "nedyn/generator/canonical_printer.hpp"
#include "nedyn/generator/commands.hpp"
#include "nedyn/generator/term_display.hpp"
#include "nedyn/runtime/standard_parameters.hpp"

namespace nedyn {
namespace {

// " + rest", or " - rest" where the printed sum starts with a minus.
std::string signed_rest(const std::string& text) {
  return text.rfind('-', 0) == 0 ? " - " + text.substr(1) : " + " + text;
}

// The same with a space around every sign between the sum's terms (not in
// parentheses, nor a decimal's exponent, 1e-05): ZZ1 + 0.04*M2 + Ia1.
std::string spaced_terms(const std::string& text) {
  std::string out;
  int depth = 0;
  for (std::size_t k = 0; k < text.size(); ++k) {
    const char c = text[k];
    depth += c == '(' ? 1 : c == ')' ? -1 : 0;
    const bool exponent = k >= 2 && (text[k - 1] == 'e' || text[k - 1] == 'E') &&
                          std::isdigit(static_cast<unsigned char>(text[k - 2]));
    if ((c == '+' || c == '-') && depth == 0 && k > 0 && !exponent)
      out += std::string(" ") + c + " ";
    else
      out += c;
  }
  return signed_rest(out);
}

}  // namespace

void write_base_parameters(std::ostream& out, const Model& model, const ShowRequest& request,
                           const Progress& progress) {
  if (request.format != "text" && request.format != "latex")
    throw UsageError("--format: expected text or latex, got '" + request.format + "'");
  if (request.row || request.stats)
    throw UsageError("--entry and --stats apply to the closed forms, not to --what base");
  const bool latex = request.format == "latex";
  BaseParameters base;
  try {
    report_phase(progress, "base parameters");
    base = base_parameters(model, progress);
  } catch (const BaseParametersUnavailable& e) {
    throw ExpansionTooLarge(std::string("--what base: ") + e.what());
  }
  end_progress(progress);
  // XX1 ... Fc<n>, with TeX names XX_{1} for the LaTeX form.
  std::vector<GiNaC::ex> pi;
  std::vector<std::string> text_names, tex_names;
  for (int k = 0; k < base.layout.size(); ++k) {
    const std::string name = base.layout.name(k);
    const std::string kind =
        standard_parameter_kinds()[static_cast<std::size_t>(base.layout.kind(k))];
    const std::string tex = kind + "_{" + std::to_string(base.layout.link(k)) + "}";
    pi.push_back(GiNaC::symbol(name, tex));
    text_names.push_back(name);
    tex_names.push_back(tex);
  }
  const std::vector<GiNaC::ex> beta = base_parameter_values(base, pi);
  const GiNaC::exmap model_tex = latex_names(model.symbols);
  const std::string comment = latex ? "% " : "# ";
  out << comment << model.name << ": " << base.size() << " base parameters of "
      << base.layout.size() << " standard ones, " << model.description << "; "
      << (request.digits > 0
              ? "coefficients printed to " + std::to_string(request.digits) + " significant digits"
          : base.rounded ? "coefficients rounded at 60 digits"
                         : "exact")
      << "; tau = Yb beta\n";
  out << comment << "standard parameters per link i: XXi XYi XZi YYi YZi ZZi MXi MYi MZi Mi "
      << "about the origin of link i's frame in the model file, in its axes, Iai Fvi Fci "
      << "(docs/identification.md)\n";
  if (base.layout.floating_base)
    out << comment << "the floating base's body: XX0 .. M0 about the base frame's origin\n";
  if (latex) out << "\\begin{aligned}\n";
  for (int p = 0; p < base.size(); ++p) {
    const auto own = static_cast<std::size_t>(base.columns[static_cast<std::size_t>(p)]);
    const GiNaC::ex grouped = (beta[static_cast<std::size_t>(p)] - pi[own]).expand();
    const bool alone = grouped.is_zero();
    if (latex) {
      out << tex_names[own] << (alone ? "" : "^{R}") << " &= " << tex_names[own];
      if (!alone)
        out << signed_rest(
            canonical_string(grouped.subs(model_tex), PrintStyle::latex, request.digits));
      out << " \\\\\n";
    } else {
      out << text_names[own] << (alone ? "" : "R") << " = " << text_names[own];
      if (!alone) out << spaced_terms(canonical_string(grouped, PrintStyle::text, request.digits));
      out << "\n";
    }
  }
  if (latex) out << "\\end{aligned}\n";
}

}  // namespace nedyn
