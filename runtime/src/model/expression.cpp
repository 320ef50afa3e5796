#include "nedyn/model/expression.hpp"

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <set>
#include <sstream>
#include <stdexcept>

namespace nedyn {
namespace {

// Functions a model value may call; anything else is rejected by name.
const std::set<std::string> kFunctions = {"sin",  "cos",  "tan", "asin", "acos",
                                          "atan", "sqrt", "exp", "log"};

// Prefix of user symbols while GiNaC's parser reads them (see parse_value).
const std::string kSymbolPrefix = "nedyn_user_";

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

// Rewrites one decimal literal (digits, optional fraction, optional exponent)
// starting at text[pos] as an exact integer expression; advances pos.
std::string exact_literal(const std::string& text, std::size_t& pos) {
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
  if (mantissa.empty()) return "0";
  const long scale = exponent - fraction_digits;
  const long magnitude = scale + static_cast<long>(mantissa.size());
  if (magnitude > kMaxDecimalExponent || magnitude < -kMaxDecimalExponent)
    throw std::invalid_argument("number out of the range of a double in '" + text + "'");
  if (scale >= 0) return "(" + mantissa + "*10^" + std::to_string(scale) + ")";
  return "(" + mantissa + "/10^" + std::to_string(-scale) + ")";
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
  if (is_reserved_cpp_name(name))
    throw std::invalid_argument("symbol '" + name + "' is a reserved C++ name");
  if (kFunctions.count(name) != 0)
    throw std::invalid_argument("'" + name + "' is a function; call it as " + name + "(...) in '" +
                                text + "'");
  if (symbols.count(name) == 0) symbols.emplace(name, GiNaC::realsymbol(name));
}

// First line of a GiNaC parse error, without the source-location trace.
std::string first_line(const std::string& message) {
  std::string line = message.substr(0, message.find('\n'));
  const std::string prefix = "GiNaC: parse error at line 0, column 0: ";
  if (line.compare(0, prefix.size(), prefix) == 0) line = line.substr(prefix.size());
  return line;
}

}  // namespace

bool is_identifier(const std::string& name) {
  return !name.empty() && is_ident_start(name[0]) &&
         std::all_of(name.begin(), name.end(), is_ident_char);
}

bool is_reserved_cpp_name(const std::string& name) {
  static const std::set<std::string> keywords = {"alignas",       "alignof",     "and",
                                                 "and_eq",        "asm",         "auto",
                                                 "bitand",        "bitor",       "bool",
                                                 "break",         "case",        "catch",
                                                 "char",          "char8_t",     "char16_t",
                                                 "char32_t",      "class",       "compl",
                                                 "concept",       "const",       "consteval",
                                                 "constexpr",     "constinit",   "const_cast",
                                                 "continue",      "co_await",    "co_return",
                                                 "co_yield",      "decltype",    "default",
                                                 "delete",        "do",          "double",
                                                 "dynamic_cast",  "else",        "enum",
                                                 "explicit",      "export",      "extern",
                                                 "false",         "float",       "for",
                                                 "friend",        "goto",        "if",
                                                 "inline",        "int",         "long",
                                                 "mutable",       "namespace",   "new",
                                                 "noexcept",      "not",         "not_eq",
                                                 "nullptr",       "operator",    "or",
                                                 "or_eq",         "private",     "protected",
                                                 "public",        "register",    "reinterpret_cast",
                                                 "requires",      "return",      "short",
                                                 "signed",        "sizeof",      "static",
                                                 "static_assert", "static_cast", "struct",
                                                 "switch",        "template",    "this",
                                                 "thread_local",  "throw",       "true",
                                                 "try",           "typedef",     "typeid",
                                                 "typename",      "union",       "unsigned",
                                                 "using",         "virtual",     "void",
                                                 "volatile",      "wchar_t",     "while",
                                                 "xor",           "xor_eq"};
  if (keywords.count(name) != 0) return true;
  if (name.size() >= 2 && name[0] == '_' && std::isupper(static_cast<unsigned char>(name[1])))
    return true;
  return name.find("__") != std::string::npos;
}

GiNaC::ex parse_value(const std::string& text, SymbolTable& symbols) {
  if (text.find_first_not_of(" \t") == std::string::npos)
    throw std::invalid_argument("expected a number or expression, got nothing");
  // YAML's spellings of non-finite floats: .nan, .inf, -.Inf, +.INF, ...
  const std::string l = lower(text);
  const std::size_t dot = l.find_first_not_of("+-");
  if (dot != std::string::npos && (l.substr(dot) == ".nan" || l.substr(dot) == ".inf"))
    throw std::invalid_argument("non-finite number '" + text + "'");

  // Pass 1: rewrite decimal literals exactly and vet every identifier.
  std::string rewritten;
  std::size_t pos = 0;
  while (pos < text.size()) {
    const char c = text[pos];
    if (is_digit(c) || (c == '.' && pos + 1 < text.size() && is_digit(text[pos + 1]))) {
      rewritten += exact_literal(text, pos);
    } else if (is_ident_start(c)) {
      std::string name;
      while (pos < text.size() && is_ident_char(text[pos])) name += text[pos++];
      std::size_t next = text.find_first_not_of(" \t", pos);
      const bool is_call = next != std::string::npos && text[next] == '(';
      if (is_call) {
        if (kFunctions.count(name) == 0)
          throw std::invalid_argument("unknown function '" + name + "' in '" + text + "'");
      } else if (name != "pi") {
        declare_symbol(name, text, symbols);
        // GiNaC's parser keeps built-ins (I, Pi, Euler, Catalan) over the
        // table, so user symbols are parsed under names it cannot know.
        rewritten += kSymbolPrefix;
      }
      rewritten += name;
    } else if (std::string("+-*/^() \t").find(c) != std::string::npos) {
      rewritten += c;
      ++pos;
    } else {
      throw std::invalid_argument(std::string("unexpected character '") + c + "' in '" + text +
                                  "'");
    }
  }

  // Pass 2: GiNaC's parser over a table that holds every symbol already.
  GiNaC::symtab table;
  for (const auto& entry : symbols) table[kSymbolPrefix + entry.first] = entry.second;
  table["pi"] = GiNaC::Pi;
  GiNaC::parser reader(table);
  reader.strict = true;
  GiNaC::ex value;
  try {
    value = reader(rewritten);
  } catch (const GiNaC::parse_error& e) {
    throw std::invalid_argument("cannot parse '" + text + "': " + first_line(e.what()));
  } catch (const std::exception& e) {
    const std::string what = e.what();
    if (what.find("division by zero") != std::string::npos)
      throw std::invalid_argument("division by zero in '" + text + "'");
    throw std::invalid_argument("cannot evaluate '" + text + "': " + first_line(what));
  }

  // A value without symbols must be a finite real double.
  const GiNaC::ex approx = GiNaC::evalf(value);
  if (GiNaC::is_a<GiNaC::numeric>(approx)) {
    const auto& n = GiNaC::ex_to<GiNaC::numeric>(approx);
    if (!n.is_real()) throw std::invalid_argument("'" + text + "' is not a real number");
    // Compare before converting: CLN signals overflow instead of returning inf.
    if (GiNaC::abs(n) > GiNaC::numeric(DBL_MAX) || !std::isfinite(n.to_double()))
      throw std::invalid_argument("number out of the range of a double in '" + text + "'");
  }
  return value;
}

}  // namespace nedyn
