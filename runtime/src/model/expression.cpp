#include "nedyn/model/expression.hpp"

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <stdexcept>

#include "nedyn/model/emitted_names.hpp"

namespace nedyn {
namespace {

// Functions a model value may call; anything else is rejected by name.
using Function = GiNaC::ex (*)(const GiNaC::ex&);
const std::map<std::string, Function> kFunctions = {
    {"sin", [](const GiNaC::ex& x) -> GiNaC::ex { return GiNaC::sin(x); }},
    {"cos", [](const GiNaC::ex& x) -> GiNaC::ex { return GiNaC::cos(x); }},
    {"tan", [](const GiNaC::ex& x) -> GiNaC::ex { return GiNaC::tan(x); }},
    {"asin", [](const GiNaC::ex& x) -> GiNaC::ex { return GiNaC::asin(x); }},
    {"acos", [](const GiNaC::ex& x) -> GiNaC::ex { return GiNaC::acos(x); }},
    {"atan", [](const GiNaC::ex& x) -> GiNaC::ex { return GiNaC::atan(x); }},
    {"sqrt", [](const GiNaC::ex& x) -> GiNaC::ex { return GiNaC::sqrt(x); }},
    {"exp", [](const GiNaC::ex& x) -> GiNaC::ex { return GiNaC::exp(x); }},
    {"log", [](const GiNaC::ex& x) -> GiNaC::ex { return GiNaC::log(x); }}};

// A value is a short formula: longer or deeper text is refused before it can
// exhaust the stack or build huge numbers (docs/limits.md).
constexpr std::size_t kMaxValueLength = 1000;
constexpr int kMaxNesting = 50;
// Powers: an exact number may have at most about this many decimal digits
// (a double has 309), and a symbolic base at most this exponent.
constexpr double kMaxPowerDigits = 1000;
constexpr long kMaxSymbolicExponent = 64;
// Numeric function arguments: angles and lengths are small; exp overflows a
// double beyond log(DBL_MAX).
constexpr long kMaxFunctionArgument = 1000000;
constexpr double kMaxExpArgument = 709.78;

// Decimal exponents beyond this cannot be a finite, non-zero double; the
// guard also keeps "1e99999999" from building a huge integer.
constexpr long kMaxDecimalExponent = 400;

bool is_ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

bool is_joint_variable_name(const std::string& name) {
  for (const char* prefix : {"qdd", "qd", "q"}) {
    const std::string p(prefix);
    if (name.size() > p.size() && name.compare(0, p.size(), p) == 0 &&
        std::all_of(name.begin() + static_cast<std::ptrdiff_t>(p.size()), name.end(), is_digit))
      return true;
  }
  return false;
}

// Reads one decimal literal (digits, optional fraction, optional exponent)
// starting at text[pos] as an exact rational; advances pos.
GiNaC::numeric exact_literal(const std::string& text, std::size_t& pos) {
  std::string mantissa;
  long fraction_digits = 0;
  while (pos < text.size() && is_digit(text[pos])) mantissa += text[pos++];
  if (pos < text.size() && text[pos] == '.') {
    ++pos;
    while (pos < text.size() && is_digit(text[pos])) {
      mantissa += text[pos++];
      ++fraction_digits;
    }
  }
  long exponent = 0;
  if (pos < text.size() && (text[pos] == 'e' || text[pos] == 'E')) {
    std::size_t p = pos + 1;
    bool negative = false;
    if (p < text.size() && (text[p] == '+' || text[p] == '-')) negative = text[p++] == '-';
    if (p >= text.size() || !is_digit(text[p]))
      throw std::invalid_argument("malformed number exponent in '" + text + "'");
    std::string digits;
    while (p < text.size() && is_digit(text[p])) digits += text[p++];
    if (digits.size() > 6) digits = "999999";  // far beyond any double either way
    exponent = std::stol(digits) * (negative ? -1 : 1);
    pos = p;
  }
  mantissa.erase(0, std::min(mantissa.find_first_not_of('0'), mantissa.size()));
  if (mantissa.empty()) return 0;
  const long scale = exponent - fraction_digits;
  const long magnitude = scale + static_cast<long>(mantissa.size());
  if (magnitude > kMaxDecimalExponent || magnitude < -kMaxDecimalExponent)
    throw std::invalid_argument("number out of the range of a double in '" + text + "'");
  const GiNaC::numeric digits(mantissa.c_str());
  const GiNaC::numeric ten(10);
  return scale >= 0 ? digits * ten.power(scale) : digits / ten.power(-scale);
}

// Checks one identifier used as a symbol and adds it to the table.
void declare_symbol(const std::string& name, const std::string& text, SymbolTable& symbols) {
  const std::string l = lower(name);
  if (l == "nan" || l == "inf" || l == "infinity")
    throw std::invalid_argument("non-finite number '" + name + "'");
  if (l == "true" || l == "false" || l == "yes" || l == "no" || l == "on" || l == "off")
    throw std::invalid_argument("expected a number or expression, got the boolean '" + name + "'");
  if (is_joint_variable_name(name))
    throw std::invalid_argument("symbol '" + name +
                                "' is reserved for the joint variables q, qd, qdd");
  if (l == "pi")  // "pi" itself never gets here
    throw std::invalid_argument("'" + name +
                                "' would be a new symbol, not the constant pi: write pi");
  if (kFunctions.count(name) != 0)
    throw std::invalid_argument("'" + name + "' is a function; call it as " + name + "(...) in '" +
                                text + "'");
  const std::string problem = symbol_name_problem(name);
  if (!problem.empty()) throw std::invalid_argument(problem);
  if (symbols.count(name) == 0) symbols.emplace(name, GiNaC::realsymbol(name));
}

// Upper bound on log10 of the larger of |numerator| and denominator of x.
double decimal_magnitude(const GiNaC::numeric& x) {
  const long bits = std::max(x.numer().int_length(), x.denom().int_length());
  return static_cast<double>(bits) * std::log10(2.0);
}

bool has_symbols(const GiNaC::ex& e) {
  for (auto it = e.preorder_begin(); it != e.preorder_end(); ++it)
    if (GiNaC::is_a<GiNaC::symbol>(*it)) return true;
  return false;
}

// Recursive descent over sum := product {(+|-) product}, product := unary
// {(*|/) unary}, unary := (+|-) unary | power, power := primary [^ unary],
// primary := number | pi | symbol | function(sum) | (sum). GiNaC's own parser
// is not used: it evaluates 10^10^10 exactly before anything can refuse it,
// and it reads I, Pi, Euler and Catalan as constants.
class ValueParser {
 public:
  ValueParser(const std::string& text, SymbolTable& symbols) : text_(text), symbols_(symbols) {}

  GiNaC::ex parse() {
    GiNaC::ex value = sum();
    skip_space();
    if (pos_ < text_.size()) fail("unexpected '" + std::string(1, text_[pos_]) + "'");
    return value;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw std::invalid_argument("cannot parse '" + text_ + "': " + what + " at character " +
                                std::to_string(pos_ + 1));
  }

  void skip_space() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
  }

  // Consumes `c` if it is the next character that is not a blank.
  bool accept(char c) {
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }

  GiNaC::ex sum() {
    GiNaC::ex value = product();
    for (;;) {
      if (accept('+')) {
        value = value + product();
      } else if (accept('-')) {
        value = value - product();
      } else {
        return value;
      }
    }
  }

  GiNaC::ex product() {
    GiNaC::ex value = unary();
    for (;;) {
      if (accept('*')) {
        value = value * unary();
      } else if (accept('/')) {
        const GiNaC::ex divisor = unary();
        // Refused before GiNaC: its power(0, -1) throws after allocating and
        // leaks the object (LeakSanitizer, found by fuzzing).
        if (divisor.is_zero()) throw std::invalid_argument("division by zero in '" + text_ + "'");
        value = value / divisor;
      } else {
        return value;
      }
    }
  }

  GiNaC::ex unary() {
    if (++depth_ > kMaxNesting)
      throw std::invalid_argument("'" + text_.substr(0, 40) + "...' is nested more than " +
                                  std::to_string(kMaxNesting) + " levels deep");
    GiNaC::ex value;
    if (accept('-')) {
      value = -unary();
    } else if (accept('+')) {
      value = unary();
    } else {
      value = power();
    }
    --depth_;
    return value;
  }

  GiNaC::ex power() {
    const GiNaC::ex base = primary();
    if (!accept('^')) return base;
    return checked_power(base, unary());
  }

  // base^exponent, refused where the exact result could not be a double or
  // would expand into an enormous closed form.
  GiNaC::ex checked_power(const GiNaC::ex& base, const GiNaC::ex& exponent) const {
    if (GiNaC::is_a<GiNaC::numeric>(exponent)) {
      const auto& e = GiNaC::ex_to<GiNaC::numeric>(exponent);
      if (base.is_zero() && !e.is_positive())  // 0^-2 (GiNaC would leak, see '/')
        throw std::invalid_argument("division by zero in '" + text_ + "'");
      const double magnitude = GiNaC::abs(e) > 1e6 ? 1e6 : GiNaC::abs(e).to_double();
      if (GiNaC::is_a<GiNaC::numeric>(base)) {
        const auto& b = GiNaC::ex_to<GiNaC::numeric>(base);
        if (b.is_rational() && !b.is_zero() && GiNaC::abs(b) != 1 &&
            magnitude * decimal_magnitude(b) > kMaxPowerDigits)
          throw std::invalid_argument("number out of the range of a double in '" + text_ + "'");
      } else if (magnitude > kMaxSymbolicExponent) {
        throw std::invalid_argument("exponent too large in '" + text_ + "' (at most " +
                                    std::to_string(kMaxSymbolicExponent) + " for a symbolic base)");
      }
    } else if (GiNaC::is_a<GiNaC::numeric>(base)) {
      // 0^m and (-2)^m have no real value for every real m (found by fuzzing:
      // emitted as exp(m log 0)).
      const auto& b = GiNaC::ex_to<GiNaC::numeric>(base);
      if (!b.is_real() || !b.is_positive())
        throw std::invalid_argument(
            "a power of zero or a negative number with a symbolic "
            "exponent is not a real number in '" +
            text_ + "'");
    }
    return GiNaC::pow(base, exponent);
  }

  // CLN evaluates exp(10^300) to 1.0 without a word: numeric arguments are
  // kept where a double result can be trusted.
  void check_argument(const std::string& function, const GiNaC::ex& argument) const {
    const GiNaC::ex approx = GiNaC::evalf(argument);
    if (!GiNaC::is_a<GiNaC::numeric>(approx)) return;
    const auto& x = GiNaC::ex_to<GiNaC::numeric>(approx);
    if (!x.is_real()) return;
    if (GiNaC::abs(x) > kMaxFunctionArgument ||
        (function == "exp" && x > GiNaC::numeric(kMaxExpArgument)))
      throw std::invalid_argument("the argument of " + function + " is out of range in '" + text_ +
                                  "'");
  }

  GiNaC::ex primary() {
    skip_space();
    if (pos_ >= text_.size()) fail("expected a number, name or '('");
    const char c = text_[pos_];
    if (is_digit(c) || (c == '.' && pos_ + 1 < text_.size() && is_digit(text_[pos_ + 1])))
      return exact_literal(text_, pos_);
    if (c == '(') {
      ++pos_;
      const GiNaC::ex inner = sum();
      if (!accept(')')) fail("expected ')'");
      return inner;
    }
    if (!is_ident_start(c)) {
      if (std::string("+-*/^()").find(c) == std::string::npos)
        throw std::invalid_argument(std::string("unexpected character '") + c + "' in '" + text_ +
                                    "'");
      fail("expected a number, name or '('");
    }
    std::string name;
    while (pos_ < text_.size() && is_ident_char(text_[pos_])) name += text_[pos_++];
    if (accept('(')) {
      const auto function = kFunctions.find(name);
      if (function == kFunctions.end())
        throw std::invalid_argument("unknown function '" + name + "' in '" + text_ + "'");
      const GiNaC::ex argument = sum();
      if (!accept(')')) fail("expected ')' after the argument of " + name);
      check_argument(name, argument);
      return function->second(argument);
    }
    if (name == "pi") return GiNaC::Pi;
    declare_symbol(name, text_, symbols_);
    return symbols_.at(name);
  }

  const std::string& text_;
  SymbolTable& symbols_;
  std::size_t pos_ = 0;
  int depth_ = 0;
};

}  // namespace

GiNaC::ex parse_value(const std::string& text, SymbolTable& symbols) {
  if (text.find_first_not_of(" \t") == std::string::npos)
    throw std::invalid_argument("expected a number or expression, got nothing");
  if (text.size() > kMaxValueLength)
    throw std::invalid_argument("a value of " + std::to_string(text.size()) +
                                " characters (at most " + std::to_string(kMaxValueLength) + ")");
  // YAML's spellings of non-finite floats: .nan, .inf, -.Inf, +.INF, ...
  const std::string l = lower(text);
  const std::size_t dot = l.find_first_not_of("+-");
  if (dot != std::string::npos && (l.substr(dot) == ".nan" || l.substr(dot) == ".inf"))
    throw std::invalid_argument("non-finite number '" + text + "'");
  for (char c : text)
    if (!is_ident_char(c) && std::string("+-*/^(). \t").find(c) == std::string::npos)
      throw std::invalid_argument(std::string("unexpected character '") + c + "' in '" + text +
                                  "'");

  // Symbols are added to a copy: a refused value leaves the table as it was.
  SymbolTable table = symbols;
  GiNaC::ex value;
  try {
    value = ValueParser(text, table).parse();
    // A value without symbols must be a finite real double.
    const GiNaC::ex approx = GiNaC::evalf(value);
    if (!GiNaC::is_a<GiNaC::numeric>(approx) && !has_symbols(value))
      throw std::invalid_argument("cannot evaluate '" + text + "' to a finite real number");
    if (GiNaC::is_a<GiNaC::numeric>(approx)) {
      const auto& n = GiNaC::ex_to<GiNaC::numeric>(approx);
      if (!n.is_real()) throw std::invalid_argument("'" + text + "' is not a real number");
      // Compare before converting: CLN signals overflow instead of returning inf.
      if (GiNaC::abs(n) > GiNaC::numeric(DBL_MAX) || !std::isfinite(n.to_double()))
        throw std::invalid_argument("number out of the range of a double in '" + text + "'");
    }
  } catch (const std::invalid_argument&) {
    throw;
  } catch (const std::exception& e) {
    const std::string what = e.what();
    if (what.find("division by zero") != std::string::npos)
      throw std::invalid_argument("division by zero in '" + text + "'");
    throw std::invalid_argument("cannot evaluate '" + text +
                                "': " + what.substr(0, what.find('\n')));
  }
  symbols = std::move(table);
  return value;
}

std::optional<double> numeric_value(const GiNaC::ex& value) {
  const GiNaC::ex approx = GiNaC::evalf(value);
  if (!GiNaC::is_a<GiNaC::numeric>(approx)) return std::nullopt;
  const auto& n = GiNaC::ex_to<GiNaC::numeric>(approx);
  if (!n.is_real()) return std::nullopt;
  return n.to_double();
}

std::string shortest_decimal(double x) {
  char text[40];
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(text, sizeof text, "%.*g", digits, x);
    if (std::strtod(text, nullptr) == x) break;
  }
  // Whole numbers as people write them: 100, not 1e+02.
  if (std::strchr(text, 'e') && std::fabs(x) < 1e15 && x == std::trunc(x))
    std::snprintf(text, sizeof text, "%.0f", x);
  return text;
}

std::optional<double> finite_number(const std::string& text) {
  std::size_t used = 0;
  double value = 0;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  if (used == 0 || used != text.size() || !std::isfinite(value)) return std::nullopt;
  return value;
}

}  // namespace nedyn
