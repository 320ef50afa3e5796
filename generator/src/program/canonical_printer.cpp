#include "nedyn/generator/canonical_printer.hpp"

#include <algorithm>
#include <map>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace nedyn {
namespace {

// Binding strength of what a string prints: a sum binds weakest.
enum Precedence { kSum = 1, kProduct = 2, kPower = 3, kAtom = 4 };

// A printed expression: its magnitude text, whether it carries a leading
// minus, and how strongly it binds.
struct Printed {
  std::string text;
  bool negative = false;
  Precedence precedence = kAtom;
};

class Printer {
 public:
  Printer(PrintStyle style, int digits)
      : latex_(style == PrintStyle::latex), sympy_(style == PrintStyle::sympy), digits_(digits) {}

  std::string full(const GiNaC::ex& e) const {
    const Printed p = print(e);
    return (p.negative ? "-" : "") + p.text;
  }

 private:
  Printed print(const GiNaC::ex& e) const {
    if (GiNaC::is_a<GiNaC::numeric>(e)) return number(GiNaC::ex_to<GiNaC::numeric>(e));
    if (GiNaC::is_a<GiNaC::symbol>(e)) {
      const auto& s = GiNaC::ex_to<GiNaC::symbol>(e);
      return {latex_ ? s.get_TeX_name() : s.get_name()};
    }
    if (GiNaC::is_a<GiNaC::constant>(e)) {
      std::ostringstream out;
      if (latex_)
        e.print(GiNaC::print_latex(out));
      else
        out << e;
      return {sympy_ && out.str() == "Pi" ? "pi" : out.str()};
    }
    if (GiNaC::is_a<GiNaC::add>(e)) return sum(e);
    if (GiNaC::is_a<GiNaC::mul>(e)) return product(e);
    if (GiNaC::is_a<GiNaC::power>(e)) return power(e);
    if (GiNaC::is_a<GiNaC::function>(e)) return function(e);
    std::ostringstream out;
    out << e;
    throw std::invalid_argument("canonical_string: cannot print " + out.str());
  }

  Printed number(const GiNaC::numeric& n) const {
    if (!n.is_real()) throw std::invalid_argument("canonical_string: complex number");
    const bool negative = n.is_negative();
    const GiNaC::numeric m = GiNaC::abs(n);
    std::ostringstream out;
    if (m.is_integer()) {
      out << m;
      return {out.str(), negative, kAtom};
    }
    if (m.is_rational() && digits_ > 0) return {decimal(m.to_double()), negative, kAtom};
    if (m.is_rational()) {
      if (latex_)
        out << "\\frac{" << m.numer() << "}{" << m.denom() << "}";
      else
        out << m.numer() << "/" << m.denom();
      return {out.str(), negative, latex_ ? kAtom : kProduct};
    }
    return {decimal(m.to_double(), digits_ > 0 ? digits_ : 17), negative, kAtom};
  }

  // A positive decimal with `digits` significant digits; LaTeX writes the
  // exponent as \times 10^{k}.
  std::string decimal(double x, int digits = 0) const {
    std::ostringstream out;
    out.precision(digits > 0 ? digits : digits_);
    out << x;
    std::string text = out.str();
    const std::size_t e = text.find('e');
    if (latex_ && e != std::string::npos)
      text =
          text.substr(0, e) + " \\times 10^{" + std::to_string(std::stoi(text.substr(e + 1))) + "}";
    return text;
  }

  // A sum with its terms sorted; negate flips every sign (for factors).
  Printed sum(const GiNaC::ex& e, bool negate = false) const {
    std::vector<Printed> terms;
    for (const GiNaC::ex& term : e) {
      terms.push_back(print(term));
      if (negate) terms.back().negative = !terms.back().negative;
    }
    std::sort(terms.begin(), terms.end(), [](const Printed& a, const Printed& b) {
      return a.text != b.text ? a.text < b.text : a.negative < b.negative;
    });
    std::string text = terms[0].text;
    for (std::size_t i = 1; i < terms.size(); ++i)
      text += (terms[i].negative ? (latex_ ? " - " : "-") : (latex_ ? " + " : "+")) + terms[i].text;
    return {text, terms[0].negative, kSum};
  }

  // A sum used as a factor, written with its first term positive (sign
  // convention): returns the text and whether a minus was pulled out.
  std::pair<std::string, bool> sum_factor(const GiNaC::ex& e) const {
    Printed p = sum(e);
    const bool pulled = p.negative;
    if (pulled) p = sum(e, true);
    return {"(" + p.text + ")", pulled};
  }

  Printed product(const GiNaC::ex& e) const {
    GiNaC::numeric coefficient = 1;
    bool negative = false;
    std::vector<std::string> factors;
    for (const GiNaC::ex& factor : e) {
      if (GiNaC::is_a<GiNaC::numeric>(factor)) {
        coefficient *= GiNaC::ex_to<GiNaC::numeric>(factor);
        continue;
      }
      if (GiNaC::is_a<GiNaC::add>(factor)) {
        const auto [text, pulled] = sum_factor(factor);
        factors.push_back(text);
        negative = negative != pulled;
        continue;
      }
      const Printed p = print(factor);
      factors.push_back(p.precedence < kPower ? "(" + p.text + ")" : p.text);
      negative = negative != p.negative;
    }
    std::sort(factors.begin(), factors.end());
    negative = negative != coefficient.is_negative();
    coefficient = GiNaC::abs(coefficient);
    std::string text;
    // A rounded coefficient that prints as 1 (1.0000000000000002) is left out too.
    if (coefficient != 1 && !(digits_ > 0 && number(coefficient).text == "1"))
      text = number(coefficient).text;
    for (const std::string& f : factors) text += (text.empty() ? "" : (latex_ ? " " : "*")) + f;
    return {text, negative, kProduct};
  }

  Printed power(const GiNaC::ex& e) const {
    const GiNaC::ex base = e.op(0), exponent = e.op(1);
    std::string base_text;
    bool negative = false;
    if (GiNaC::is_a<GiNaC::add>(base)) {
      // (-A)^k = (+-1)^k A^k for an integer k: the sign convention of factors.
      const auto [text, pulled] = sum_factor(base);
      const bool integer = GiNaC::is_a<GiNaC::numeric>(exponent) &&
                           GiNaC::ex_to<GiNaC::numeric>(exponent).is_integer();
      if (integer || !pulled) {
        base_text = text;
        negative = pulled && GiNaC::ex_to<GiNaC::numeric>(exponent).is_odd();
      } else {
        base_text = "(" + full(base) + ")";
      }
    } else {
      const Printed b = print(base);
      base_text = b.precedence < kAtom || b.negative ? "(" + full(base) + ")" : b.text;
    }
    const Printed x = print(exponent);
    if (latex_) return {base_text + "^{" + full(exponent) + "}", negative, kPower};
    const bool plain = x.precedence == kAtom && !x.negative;
    return {base_text + (sympy_ ? "**" : "^") + (plain ? x.text : "(" + full(exponent) + ")"),
            negative, kPower};
  }

  Printed function(const GiNaC::ex& e) const {
    const auto& f = GiNaC::ex_to<GiNaC::function>(e);
    std::string name = f.get_name();
    if (latex_) name = name == "csgn" ? "\\operatorname{sgn}" : "\\" + name;
    if (sympy_ && name == "csgn") name = "sign";
    std::string text = name + (latex_ ? "\\left(" : "(");
    for (std::size_t i = 0; i < e.nops(); ++i) text += (i ? "," : "") + full(e.op(i));
    return {text + (latex_ ? "\\right)" : ")"), false, kAtom};
  }

  bool latex_, sympy_;
  int digits_;
};

/// The largest denominator of a multiple of pi kept as pi/k in decimal output.
constexpr int kPiDenominator = 12;

// Every subexpression free of symbols as its value (cos(3/10), sqrt(2)),
// so that numeric factors multiply into one decimal coefficient; a multiple
// of pi with a small denominator (a URDF's quarter turns: cos(pi/2+q2)) stays
// as a reader writes it, a symbol named "pi/2" (LaTeX \frac{\pi}{2}).
struct EvaluateConstants : GiNaC::map_function {
  GiNaC::ex operator()(const GiNaC::ex& e) override {
    if (GiNaC::is_a<GiNaC::numeric>(e) || GiNaC::is_a<GiNaC::symbol>(e)) return e;
    const GiNaC::ex k = (e / GiNaC::Pi).normal();
    if (GiNaC::is_a<GiNaC::numeric>(k) && GiNaC::ex_to<GiNaC::numeric>(k).is_rational() &&
        !k.is_zero() && GiNaC::ex_to<GiNaC::numeric>(k).denom() <= kPiDenominator &&
        GiNaC::abs(GiNaC::ex_to<GiNaC::numeric>(k).numer()) <= 4 * kPiDenominator)
      return pi_multiple(GiNaC::ex_to<GiNaC::numeric>(k));
    const GiNaC::ex value = GiNaC::evalf(e);
    if (GiNaC::is_a<GiNaC::numeric>(value) && GiNaC::ex_to<GiNaC::numeric>(value).is_real())
      return value;
    return e.map(*this);
  }

 private:
  // k pi as a symbol named as written: pi, -pi/2, 3*pi/4.
  GiNaC::ex pi_multiple(const GiNaC::numeric& k) {
    const std::string a = std::to_string(GiNaC::abs(k.numer()).to_long());
    const std::string b = std::to_string(k.denom().to_long());
    std::ostringstream text, tex;
    text << (a == "1" ? "" : a + "*") << "pi" << (b == "1" ? "" : "/" + b);
    tex << (b == "1" ? "" : "\\frac{") << (a == "1" ? "" : a) << "\\pi"
        << (b == "1" ? "" : "}{" + b + "}");
    const auto found = symbols_.find(text.str());
    const GiNaC::symbol s =
        found != symbols_.end()
            ? found->second
            : symbols_.emplace(text.str(), GiNaC::symbol(text.str(), tex.str())).first->second;
    return k.is_negative() ? -s : GiNaC::ex(s);
  }
  std::map<std::string, GiNaC::symbol> symbols_;
};

}  // namespace

std::string canonical_string(const GiNaC::ex& e, PrintStyle style, int digits) {
  if (digits == 0) return Printer(style, digits).full(e);
  EvaluateConstants evaluate;
  return Printer(style, digits).full(evaluate(e));
}

}  // namespace nedyn
