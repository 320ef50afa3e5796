#include "nedyn/generator/term_display.hpp"

#include <cctype>
#include <map>
#include <regex>
#include <string>

#include "nedyn/generator/canonical_printer.hpp"
#include "nedyn/generator/trig_reduction.hpp"

namespace nedyn {

GiNaC::lst joint_variables(const JointSymbols& js) {
  GiNaC::lst vars;
  for (int i = 0; i < js.n; ++i) {
    if (js.revolute[i]) {
      vars.append(js.s[i]);
      vars.append(js.c[i]);
      if (js.has_cumulative_angle(i)) {
        vars.append(js.s_sum[i]);
        vars.append(js.c_sum[i]);
      }
    } else {
      vars.append(js.q[i]);
    }
    vars.append(js.qd[i]);
    vars.append(js.qdd[i]);
  }
  for (const GiNaC::realsymbol& x : js.base_gravity) vars.append(x);
  for (std::size_t k = 0; k < js.base_v.size(); ++k) {
    vars.append(js.base_v[k]);
    vars.append(js.base_vd[k]);
  }
  return vars;
}

namespace {

using MonomialGroups = std::map<GiNaC::ex, GiNaC::ex, GiNaC::ex_is_less>;

// The terms of an expanded polynomial by their monomial in `variables` (a
// factor counts as part of the monomial if it contains a variable, so
// csgn(qd1) does): monomial -> sum of coefficients.
MonomialGroups group_by_monomial(const GiNaC::ex& polynomial, const GiNaC::lst& variables) {
  const GiNaC::ex e = polynomial.expand();
  auto has_variable = [&](const GiNaC::ex& x) {
    for (const GiNaC::ex& v : variables)
      if (x.has(v)) return true;
    return false;
  };
  MonomialGroups groups;
  auto add_term = [&](const GiNaC::ex& term) {
    GiNaC::ex monomial = 1, coefficient = 1;
    if (GiNaC::is_a<GiNaC::mul>(term)) {
      for (const GiNaC::ex& factor : term)
        (has_variable(factor) ? monomial : coefficient) *= factor;
    } else {
      (has_variable(term) ? monomial : coefficient) = term;
    }
    groups[monomial] += coefficient;
  };
  if (GiNaC::is_a<GiNaC::add>(e))
    for (const GiNaC::ex& term : e) add_term(term);
  else if (!e.is_zero())
    add_term(e);
  return groups;
}

}  // namespace

GiNaC::ex collect_by_monomial(const GiNaC::ex& polynomial, const GiNaC::lst& variables) {
  GiNaC::ex out = 0;
  for (const auto& [monomial, coefficient] : group_by_monomial(polynomial, variables)) {
    const GiNaC::ex c = coefficient.expand();
    if (!c.is_zero()) out += GiNaC::factor(c) * monomial;
  }
  return out;
}

GiNaC::ex display_polynomial(const GiNaC::ex& reduced, const JointSymbols& js,
                             const GiNaC::lst& extra_variables) {
  // The angle form is chosen per coefficient of each rate monomial (qdd_j,
  // qd_j qd_k, a wrench component, 1): M's part of tau reads best in joint
  // angles while G's reads best in cumulative ones.
  GiNaC::lst rates = extra_variables;
  for (int i = 0; i < js.nv(); ++i) {
    rates.append(js.velocity(i));
    rates.append(js.acceleration(i));
  }
  GiNaC::lst variables = joint_variables(js);
  for (const GiNaC::ex& v : extra_variables) variables.append(v);
  GiNaC::ex out = 0;
  for (const auto& [rate, coefficient] : group_by_monomial(reduced, rates)) {
    const GiNaC::ex trig = shortest_trig_polynomial(pythagorean_reduce(coefficient, js), js);
    out += collect_by_monomial(trig, variables) * rate;
  }
  return out;
}

GiNaC::exmap latex_names(const SymbolTable& symbols) {
  static const char* const greek[] = {"alpha",   "beta",  "gamma", "delta", "epsilon", "zeta",
                                      "eta",     "theta", "iota",  "kappa", "lambda",  "mu",
                                      "nu",      "xi",    "pi",    "rho",   "sigma",   "tau",
                                      "upsilon", "phi",   "chi",   "psi",   "omega"};
  GiNaC::exmap map;
  for (const auto& [name, symbol] : symbols) {
    std::size_t split = name.size();
    while (split > 0 && std::isdigit(static_cast<unsigned char>(name[split - 1]))) --split;
    std::string base = name.substr(0, split);
    for (const char* g : greek)
      if (base == g) base = std::string("\\") + g;
    std::string tex;
    for (char ch : base) tex += ch == '_' ? std::string("\\_") : std::string(1, ch);
    if (split < name.size() && split > 0) tex += "_{" + name.substr(split) + "}";
    map[symbol] = GiNaC::realsymbol(name, tex);
  }
  return map;
}

void print_text(std::ostream& out, const GiNaC::ex& display, const JointSymbols& js, int digits,
                PrintStyle style) {
  // pi as a model file writes it (GiNaC's name is Pi; no model symbol is).
  static const std::regex gi_nac_pi("\\bPi\\b");
  out << std::regex_replace(canonical_string(display.subs(js.to_functions_of_q()), style, digits),
                            gi_nac_pi, "pi");
}

void print_latex(std::ostream& out, const GiNaC::ex& display, int digits) {
  out << canonical_string(display, PrintStyle::latex, digits);
}

}  // namespace nedyn
