// The printers of loop_function.hpp: C++ and C (one scalar per entry, an
// early return at a failed test), NumPy and MATLAB (a row of states per
// entry, a status per state, failed states zeroed at the end). One walk of
// each form; the expressions share one printer with the operators and
// entries of each language.

#include <algorithm>
#include <cctype>
#include <functional>
#include <stdexcept>

#include "nedyn/generator/loop_function.hpp"

namespace nedyn {
namespace {

constexpr int kCompare = 0, kSum = 1, kProduct = 2, kUnary = 3, kAtom = 4;

struct Printed {
  std::string text;
  int precedence = kAtom;
};

/// How a language writes entries, numbers and operators.
struct ExpressionDialect {
  std::function<std::string(const std::string& array, const std::string& index)> element;
  std::function<std::string(int)> number;
  /// 1 or 0 in the scalar type as a comparison holds or not.
  std::function<std::string(const std::string& comparison)> indicator;
  std::string times = " * ", divide = " / ";
  const LoopNames* names = nullptr;
};

std::string wrapped(const Printed& p, int at_least) {
  return p.precedence >= at_least ? p.text : "(" + p.text + ")";
}

Printed print_value(const LoopValue& v, const ExpressionDialect& d) {
  using K = LoopValue::Kind;
  switch (v.kind) {
    case K::element:
      return {d.element(v.name, named_text(v.index, *d.names)), kAtom};
    case K::local:
      return {v.name, kAtom};
    case K::number:
      return {d.number(v.number), kAtom};
    case K::name:
      return {named_text(v.name, *d.names), kAtom};
    case K::neg:
      return {"-" + wrapped(print_value(v.operands[0], d), kAtom), kUnary};
    case K::greater:
      return {print_value(v.operands[0], d).text + " > " + print_value(v.operands[1], d).text,
              kCompare};
    case K::indicator:
      return {d.indicator(print_value(v.operands[0], d).text), kAtom};
    default:
      break;
  }
  const Printed a = print_value(v.operands[0], d), b = print_value(v.operands[1], d);
  if (v.kind == K::add || v.kind == K::sub)
    return {wrapped(a, kSum) + (v.kind == K::add ? " + " : " - ") + wrapped(b, kSum + 1), kSum};
  return {wrapped(a, kProduct) + (v.kind == K::mul ? d.times : d.divide) + wrapped(b, kProduct + 1),
          kProduct};
}

/// The last value of a loop that ends before `end`: "j" for "j + 1", 4 for 5.
std::string last_of(const std::string& end) {
  if (std::all_of(end.begin(), end.end(), [](char ch) { return std::isdigit(ch) != 0; }))
    return std::to_string(std::stoi(end) - 1);
  const std::string plus_one = " + 1";
  if (end.size() > plus_one.size() &&
      end.compare(end.size() - plus_one.size(), plus_one.size(), plus_one) == 0)
    return end.substr(0, end.size() - plus_one.size());
  return end + " - 1";
}

std::string indent(int depth) { return std::string(static_cast<std::size_t>(2 * depth), ' '); }

const LoopFunction& callee(const std::vector<LoopFunction>& functions, const std::string& name) {
  for (const LoopFunction& f : functions)
    if (f.name == name) return f;
  throw std::logic_error("loop function not defined before its caller: " + name);
}

/// The call's arguments in the callee's parameter order, written ones included.
std::vector<std::string> all_arguments(const LoopStatement& s, const LoopFunction& f) {
  std::vector<std::string> out;
  std::size_t read = 0, written = 0;
  for (const LoopParameter& p : f.parameters)
    out.push_back(p.role == LoopParameter::Role::write ? s.results.at(written++)
                                                       : s.arguments.at(read++));
  return out;
}

/// The arrays NumPy and MATLAB get back from a call: what the callee
/// updates (as the caller named them), what it writes, then its status.
std::vector<std::string> returned(const LoopStatement& s, const LoopFunction& f) {
  std::vector<std::string> out;
  const std::vector<std::string> all = all_arguments(s, f);
  for (std::size_t i = 0; i < f.parameters.size(); ++i)
    if (f.parameters[i].role == LoopParameter::Role::update ||
        f.parameters[i].role == LoopParameter::Role::write)
      out.push_back(all[i]);
  if (f.status) out.push_back("status");
  return out;
}

std::string joined(const std::vector<std::string>& items, const std::string& separator = ", ") {
  std::string s;
  for (const std::string& item : items) s += (s.empty() ? "" : separator) + item;
  return s;
}

/// A sum, product or difference of `target` and something: the operator
/// and that something, for `target -= x`.
bool compound(const LoopValue& value, const LoopValue& target) {
  using K = LoopValue::Kind;
  if (value.kind != K::add && value.kind != K::sub && value.kind != K::mul) return false;
  const LoopValue& a = value.operands[0];
  return a.kind == target.kind && a.name == target.name && a.index == target.index;
}

/// Whether `body` or a statement within it flags (LoopStatement::Kind::flag).
bool has_flag(const std::vector<LoopStatement>& body) {
  return std::any_of(body.begin(), body.end(), [](const LoopStatement& s) {
    return s.kind == LoopStatement::Kind::flag || s.kind == LoopStatement::Kind::reflag ||
           has_flag(s.body) || has_flag(s.otherwise);
  });
}

bool has_status_call(const std::vector<LoopStatement>& body,
                     const std::vector<LoopFunction>& functions) {
  return std::any_of(body.begin(), body.end(), [&](const LoopStatement& s) {
    return s.kind == LoopStatement::Kind::call && callee(functions, s.name).status;
  });
}

bool is_array(const LoopParameter& p) {
  return p.role != LoopParameter::Role::count && p.role != LoopParameter::Role::flag &&
         p.role != LoopParameter::Role::scalar;
}

std::string first_array(const LoopFunction& f) {
  for (const LoopParameter& p : f.parameters)
    if (is_array(p) && p.role != LoopParameter::Role::write && !p.optional) return p.name;
  throw std::logic_error(f.name + ": no array to count its states by");
}

// ---- C++ and C ------------------------------------------------------------

struct CFamily {
  const std::vector<LoopFunction>* functions = nullptr;
  const LoopFunction* function = nullptr;
  LoopNames names;
  bool c = false;  ///< C99 rather than C++
  std::string zero = "0", one = "1";
  ExpressionDialect dialect;
};

std::string c_condition(const LoopCondition& condition) {
  if (condition.kind == LoopCondition::Kind::flag) return condition.names.at(0);
  if (condition.kind == LoopCondition::Kind::flagged) return "flagged != 0";
  std::vector<std::string> terms;
  for (const std::string& name : condition.names)
    terms.push_back(condition.kind == LoopCondition::Kind::present ? name : "!" + name);
  return joined(terms, " && ");
}

/// The lines that zero the function's `zeroed` arrays and return `status`.
std::vector<std::string> c_failure(const CFamily& c, const std::string& status, int depth) {
  std::vector<std::string> lines;
  for (const auto& array : c.function->zeroed)
    lines.push_back(indent(depth) + "for (int e = 0; e < " + named_text(array.second, c.names) +
                    "; ++e) " + array.first + "[e] = " + c.zero + ";");
  lines.push_back(indent(depth) + "return " + status + ";");
  return lines;
}

void c_guard(const CFamily& c, const std::string& failed, const std::string& status, int depth,
             std::vector<std::string>& lines) {
  if (c.function->zeroed.empty()) {
    lines.push_back(indent(depth) + "if (" + failed + ") return " + status + ";");
    return;
  }
  lines.push_back(indent(depth) + "if (" + failed + ") {");
  for (const std::string& line : c_failure(c, status, depth + 1)) lines.push_back(line);
  lines.push_back(indent(depth) + "}");
}

void c_statements(const CFamily& c, const std::vector<LoopStatement>& body, int depth,
                  std::vector<std::string>& lines);

/// `text`'s lines as one comment: // lines in C++, one /* */ in C.
void c_comment(const CFamily& c, const std::vector<std::string>& text, int depth,
               std::vector<std::string>& lines) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const std::string open = !c.c ? "// " : i == 0 ? "/* " : "   ";
    lines.push_back(indent(depth) + open + text[i] + (c.c && i + 1 == text.size() ? " */" : ""));
  }
}

// Whole-row arrays of sums with the columns innermost: g++ keeps a row in
// vector registers up to about twelve columns and in memory past it, where
// blocks of eight columns, their sums in locals, were 2.0x faster at -O3
// and 2.3x at -O2 for 18 (a floating quadruped's -M^-1 d tau), 1.9x and
// 3.7x for 27, but slower at 12 and fewer (clang++ 14: 0.79x at 18, 1.18x
// at 27; docs/performance.md, 2026-12-02).
constexpr int kColumnBlocksAbove = 12;

/// A products statement as C and C++ print it: M's order in the language's
/// name and in number, and each product's sums ("sq" for tag "q").
struct CProducts {
  const CFamily& c;
  const LoopStatement& s;
  int depth;
  std::string n;
  int order;

  CProducts(const CFamily& family, const LoopStatement& products, int at_depth)
      : c(family),
        s(products),
        depth(at_depth),
        n(named_text(s.size, c.names)),
        order(c.names.values.at(s.size.substr(1, s.size.size() - 2))) {}
  std::string at(int more) const { return indent(depth + more); }
  /// `piece` of each product, joined by `separator`.
  std::string each(const std::function<std::string(std::size_t)>& piece,
                   const std::string& separator) const {
    std::vector<std::string> pieces;
    for (std::size_t r = 0; r < s.results.size(); ++r) pieces.push_back(piece(r));
    return joined(pieces, separator);
  }
  std::string sum(std::size_t r) const { return "s" + s.tags[r]; }
};

/// Each row's sums in whole-row arrays, the columns innermost.
void c_product_rows(const CProducts& p, std::vector<std::string>& lines) {
  const LoopStatement& s = p.s;
  const std::string& n = p.n;
  c_comment(p.c,
            {"Row i, summed over k in order with the columns c innermost:",
             "contiguous rows of the right factors that vector lanes take in one step."},
            p.depth + 1, lines);
  lines.push_back(p.at(1) + p.c.names.scalar + " " +
                  p.each([&](std::size_t r) { return p.sum(r) + "[" + n + "]"; }, ", ") + ";");
  lines.push_back(p.at(1) + "for (int c = 0; c < " + n + "; ++c) " +
                  p.each([&](std::size_t r) { return p.sum(r) + "[c] = "; }, "") + p.c.zero + ";");
  lines.push_back(p.at(1) + "for (int k = 0; k < " + n + "; ++k) {");
  lines.push_back(p.at(2) + "const " + p.c.names.scalar + " a = " + s.name + "[i * " + n +
                  " + k];");
  lines.push_back(p.at(2) + "for (int c = 0; c < " + n + "; ++c) {");
  for (std::size_t r = 0; r < s.results.size(); ++r)
    lines.push_back(p.at(3) + p.sum(r) + "[c] -= a * " + s.arguments[r] + "[k * " + n + " + c];");
  lines.push_back(p.at(2) + "}");
  lines.push_back(p.at(1) + "}");
  lines.push_back(p.at(1) + "for (int c = 0; c < " + n + "; ++c) {");
  for (std::size_t r = 0; r < s.results.size(); ++r)
    lines.push_back(p.at(2) + s.results[r] + "[i * " + n + " + c] = " + p.sum(r) + "[c];");
  lines.push_back(p.at(1) + "}");
}

/// Each row in blocks of eight columns whose sums are locals, then the
/// columns left over in one block each of four, two and one, as many as
/// there are: a vector's lanes take a block's contiguous columns, where one
/// column at a time took each product alone (18 columns: 8, 8, 2).
void c_product_blocks(const CProducts& p, std::vector<std::string>& lines) {
  const LoopStatement& s = p.s;
  const std::string &n = p.n, &type = p.c.names.scalar;
  const int left = p.order % 8;
  c_comment(p.c,
            {"Row i in blocks of eight columns" +
                 std::string(left == 0 ? "" : " (then of four, two or one for the rest)") + ",",
             "each entry summed over k in order, each block's sums in locals, which",
             "compilers keep in vector registers."},
            p.depth + 1, lines);
  lines.push_back(p.at(1) + "const " + type + "* row = " + s.name + " + i * " + n + ";");
  lines.push_back(p.at(1) + "int c = 0;");
  // Four entries a line: "sq0 = 0, sq1 = 0, ..." and "sq0 -= a * xq[0]; ...".
  const auto quarters =
      [&](int width, int more, const std::function<std::string(std::size_t, int)>& entry,
          const std::string& separator, const std::string& head, const std::string& tail) {
        for (std::size_t r = 0; r < s.results.size(); ++r)
          for (int first = 0; first < width; first += 4) {
            std::vector<std::string> entries;
            for (int e = first; e < std::min(first + 4, width); ++e) entries.push_back(entry(r, e));
            lines.push_back(p.at(more) + head + joined(entries, separator) + tail);
          }
      };
  const auto block = [&](int width) {
    const std::string w = std::to_string(width);
    lines.push_back(p.at(1) + "for (; c + " + w + " <= " + n + "; c += " + w + ") {");
    quarters(
        width, 2,
        [&](std::size_t r, int e) { return p.sum(r) + std::to_string(e) + " = " + p.c.zero; }, ", ",
        type + " ", ";");
    lines.push_back(p.at(2) + "for (int k = 0; k < " + n + "; ++k) {");
    lines.push_back(p.at(3) + "const " + type + " a = row[k];");
    for (std::size_t r = 0; r < s.results.size(); ++r)
      lines.push_back(p.at(3) + "const " + type + "* x" + s.tags[r] + " = " + s.arguments[r] +
                      " + k * " + n + " + c;");
    quarters(
        width, 3,
        [&](std::size_t r, int e) {
          const std::string k = std::to_string(e);
          return p.sum(r) + k + " -= a * x" + s.tags[r] + "[" + k + "];";
        },
        " ", "", "");
    lines.push_back(p.at(2) + "}");
    for (std::size_t r = 0; r < s.results.size(); ++r)
      lines.push_back(p.at(2) + type + "* out_" + s.tags[r] + " = " + s.results[r] + " + i * " + n +
                      " + c;");
    quarters(
        width, 2,
        [&](std::size_t r, int e) {
          const std::string k = std::to_string(e);
          return "out_" + s.tags[r] + "[" + k + "] = " + p.sum(r) + k + ";";
        },
        " ", "", "");
    lines.push_back(p.at(1) + "}");
  };
  block(8);
  // Only the blocks that run: a loop that never runs draws g++'s warnings.
  for (const int width : {4, 2, 1})
    if (left & width) block(width);
}

/// `products` in C and C++: per row of the left factor, its sums over k in
/// order, in whole rows up to kColumnBlocksAbove columns, in blocks past it.
void c_products(const CFamily& c, const LoopStatement& s, int depth,
                std::vector<std::string>& lines) {
  const CProducts p(c, s, depth);
  lines.push_back(p.at(0) + "for (int i = 0; i < " + p.n + "; ++i) {");
  if (p.order <= kColumnBlocksAbove)
    c_product_rows(p, lines);
  else
    c_product_blocks(p, lines);
  lines.push_back(p.at(0) + "}");
}

std::string c_update(const CFamily& c, const std::string& target, const LoopValue& value,
                     const LoopValue& target_value) {
  if (compound(value, target_value)) {
    const char* op = value.kind == LoopValue::Kind::add   ? " += "
                     : value.kind == LoopValue::Kind::sub ? " -= "
                                                          : " *= ";
    return target + op + print_value(value.operands[1], c.dialect).text + ";";
  }
  return target + " = " + print_value(value, c.dialect).text + ";";
}

void c_statement(const CFamily& c, const LoopStatement& s, int depth,
                 std::vector<std::string>& lines) {
  const std::string at = indent(depth);
  using K = LoopStatement::Kind;
  switch (s.kind) {
    case K::let:
      lines.push_back(at + c.names.scalar + " " + s.name + " = " +
                      print_value(s.value, c.dialect).text + ";");
      break;
    case K::assign:
      lines.push_back(at + c_update(c, s.name, s.value, local(s.name)));
      break;
    case K::store: {
      const std::string index = named_text(s.index, c.names);
      lines.push_back(at +
                      c_update(c, s.name + "[" + index + "]", s.value, element(s.name, s.index)));
      break;
    }
    case K::array:
      lines.push_back(at + c.names.scalar + " " + s.name + "[" + named_text(s.size, c.names) +
                      "];");
      break;
    case K::allocate:
      break;
    case K::loop: {
      const std::string v = s.name, first = named_text(s.first, c.names),
                        end = named_text(s.end, c.names);
      std::vector<std::string> body;
      c_statements(c, s.body, depth + 1, body);
      const bool braces = body.size() != 1;  // one line: no braces, as one writes it
      lines.push_back(at +
                      (s.downward ? "for (int " + v + " = " + last_of(end) + "; " + v +
                                        " >= " + first + "; --" + v + ")"
                                  : "for (int " + v + " = " + first + "; " + v + " < " + end +
                                        "; ++" + v + ")") +
                      (braces ? " {" : "") + (s.note.empty() ? "" : "  // " + s.note));
      lines.insert(lines.end(), body.begin(), body.end());
      if (braces) lines.push_back(at + "}");
      break;
    }
    case K::branch: {
      std::vector<std::string> body, otherwise;
      c_statements(c, s.body, depth + 1, body);
      c_statements(c, s.otherwise, depth + 1, otherwise);
      if (body.empty() && otherwise.empty()) break;
      if (body.size() == 1 && otherwise.empty()) {  // one line: no braces
        lines.push_back(at + "if (" + c_condition(s.condition) + ")");
        lines.push_back(body[0]);
        break;
      }
      lines.push_back(at + "if (" + c_condition(s.condition) + ") {");
      lines.insert(lines.end(), body.begin(), body.end());
      if (!otherwise.empty()) {
        lines.push_back(at + "} else {");
        lines.insert(lines.end(), otherwise.begin(), otherwise.end());
      }
      lines.push_back(at + "}");
      break;
    }
    case K::block:
      lines.push_back(at + "{");
      c_statements(c, s.body, depth + 1, lines);
      lines.push_back(at + "}");
      break;
    case K::fail:
      c_guard(c, "!(" + print_value(s.value, c.dialect).text + ")", std::to_string(s.code), depth,
              lines);
      break;
    case K::flag:
      lines.push_back(at + "if (!(" + print_value(s.value, c.dialect).text +
                      ")) flagged = " + std::to_string(s.code) + ";");
      break;
    case K::reflag:
      lines.push_back(at + "flagged = (" + print_value(s.value, c.dialect).text +
                      ") ? 0 : " + std::to_string(s.code) + ";");
      break;
    case K::call: {
      const LoopFunction& f = callee(*c.functions, s.name);
      const std::string text = s.name + "(" + joined(all_arguments(s, f)) + ");";
      if (!f.status) {
        lines.push_back(at + text);
        break;
      }
      lines.push_back(at + "const int status = " + text);
      c_guard(c, "status != 0", "status", depth, lines);
      break;
    }
    case K::products:
      c_products(c, s, depth, lines);
      break;
  }
}

void c_statements(const CFamily& c, const std::vector<LoopStatement>& body, int depth,
                  std::vector<std::string>& lines) {
  for (const LoopStatement& s : body) c_statement(c, s, depth, lines);
}

std::string c_parameter(const CFamily& c, const LoopParameter& p) {
  using R = LoopParameter::Role;
  switch (p.role) {
    case R::read:
      return "const " + c.names.scalar + "* " + p.name;
    case R::count:
      return "int " + p.name;
    case R::flag:
      return (c.c ? "int " : "bool ") + p.name;
    case R::scalar:
      return c.names.scalar + " " + p.name;
    default:
      return c.names.scalar + "* " + p.name;
  }
}

/// c's expressions: entries in brackets, its literals for 0 and 1.
void set_c_dialect(CFamily& c) {
  c.dialect.element = [](const std::string& a, const std::string& i) { return a + "[" + i + "]"; };
  c.dialect.number = [&c](int n) { return n == 0 ? c.zero : n == 1 ? c.one : std::to_string(n); };
  c.dialect.indicator = [&c](const std::string& comparison) {
    return c.c ? "(" + comparison + " ? " + c.one + " : " + c.zero + ")"
               : "static_cast<" + c.names.scalar + ">(" + comparison + ")";
  };
  c.dialect.names = &c.names;
}

std::string print_c_family(const std::vector<LoopFunction>& functions, CFamily c) {
  c.functions = &functions;
  set_c_dialect(c);
  std::string out;
  for (const LoopFunction& f : functions) {
    c.function = &f;
    std::vector<std::string> lines;
    for (const std::string& line : f.comment) lines.push_back("// " + line);
    std::vector<std::string> parameters;
    for (const LoopParameter& p : f.parameters) parameters.push_back(c_parameter(c, p));
    // The parameters on lines of at most 100 characters, aligned after "(".
    const std::string head =
        std::string(c.c ? "static " : "") + (f.status ? "int " : "void ") + f.name + "(";
    const std::string align(head.size(), ' ');
    std::string line = head;
    for (std::size_t i = 0; i < parameters.size(); ++i) {
      const std::string piece = parameters[i] + (i + 1 < parameters.size() ? "," : ") {");
      if (i > 0 && line.size() + 1 + piece.size() > 100) {
        lines.push_back(line);
        line = align + piece;
      } else {
        line += (i > 0 ? " " : "") + piece;
      }
    }
    lines.push_back(line);
    // A flag's status is returned at the end, the results computed.
    const bool flags = has_flag(f.body);
    if (flags) lines.push_back("  int flagged = 0;");
    c_statements(c, f.body, 1, lines);
    if (f.status) lines.push_back(flags ? "  return flagged;" : "  return 0;");
    lines.push_back("}");
    out += (out.empty() ? "" : "\n") + joined(lines, "\n") + "\n";
  }
  return out;
}

std::vector<std::string> print_c_family_inline(const LoopFunction& f, CFamily c,
                                               const std::vector<std::string>& preamble) {
  c.function = &f;
  set_c_dialect(c);
  std::vector<std::string> lines;
  c_comment(c, f.comment, 0, lines);
  lines.insert(lines.end(), preamble.begin(), preamble.end());
  c_statements(c, f.body, 0, lines);
  return lines;
}

// ---- NumPy and MATLAB -----------------------------------------------------

struct Vectorised {
  const std::vector<LoopFunction>* functions = nullptr;
  LoopNames names;
  bool matlab = false;
  ExpressionDialect dialect;
};

std::string v_condition(const Vectorised& v, const LoopCondition& condition) {
  if (condition.kind == LoopCondition::Kind::flag) return condition.names.at(0);
  if (condition.kind == LoopCondition::Kind::flagged)
    return v.matlab ? "any(status ~= 0)" : "np.any(status != 0)";
  const bool present = condition.kind == LoopCondition::Kind::present;
  std::vector<std::string> terms;
  for (const std::string& name : condition.names)
    terms.push_back(v.matlab ? (present ? "~isempty(" : "isempty(") + name + ")"
                             : name + (present ? " is not None" : " is None"));
  return joined(terms, v.matlab ? " && " : " and ");
}

/// MATLAB's index, from 1: "i * 3 + k + 1", or "4" for 3.
std::string from_one(const std::string& index) {
  if (std::all_of(index.begin(), index.end(), [](char ch) { return std::isdigit(ch) != 0; }))
    return std::to_string(std::stoi(index) + 1);
  return index + " + 1";
}

std::string zeros(const Vectorised& v, const std::string& size) {
  return v.matlab ? "zeros(" + size + ", states);" : "np.zeros((" + size + ", states))";
}

void v_statements(const Vectorised& v, const std::vector<LoopStatement>& body, int depth,
                  std::vector<std::string>& lines);

void v_statement(const Vectorised& v, const LoopStatement& s, int depth,
                 std::vector<std::string>& lines) {
  const std::string at = std::string(static_cast<std::size_t>((v.matlab ? 2 : 4) * depth), ' ');
  const std::string end = v.matlab ? ";" : "";
  using K = LoopStatement::Kind;
  switch (s.kind) {
    case K::let:
    case K::assign: {
      // A NumPy entry is a view of its array: a local that starts as one is a copy.
      const bool view = !v.matlab && s.value.kind == LoopValue::Kind::element;
      lines.push_back(at + s.name + " = " + print_value(s.value, v.dialect).text +
                      (view ? ".copy()" : "") + end);
      break;
    }
    case K::store:
      lines.push_back(at + v.dialect.element(s.name, named_text(s.index, v.names)) + " = " +
                      print_value(s.value, v.dialect).text + end);
      break;
    case K::array:
    case K::allocate:
      lines.push_back(at + s.name + " = " + zeros(v, named_text(s.size, v.names)));
      break;
    case K::loop: {
      const std::string first = named_text(s.first, v.names),
                        last = last_of(named_text(s.end, v.names));
      const std::string note = s.note.empty() ? "" : (v.matlab ? "  % " : "  # ") + s.note;
      if (v.matlab)
        lines.push_back(at + "for " + s.name + " = " +
                        (s.downward ? last + ":-1:" + first : first + ":" + last) + note);
      else if (s.downward)
        lines.push_back(at + "for " + s.name + " in range(" + last + ", " +
                        (first == "0" ? "-1" : first + " - 1") + ", -1):" + note);
      else
        lines.push_back(at + "for " + s.name + " in range(" + (first == "0" ? "" : first + ", ") +
                        named_text(s.end, v.names) + "):" + note);
      v_statements(v, s.body, depth + 1, lines);
      if (v.matlab) lines.push_back(at + "end");
      break;
    }
    case K::branch: {
      std::vector<std::string> body, otherwise;
      v_statements(v, s.body, depth + 1, body);
      v_statements(v, s.otherwise, depth + 1, otherwise);
      if (body.empty() && otherwise.empty()) break;
      const std::string pass = at + (v.matlab ? "" : "    pass");
      lines.push_back(at + "if " + v_condition(v, s.condition) + (v.matlab ? "" : ":"));
      if (body.empty() && !v.matlab) body.push_back(pass);
      lines.insert(lines.end(), body.begin(), body.end());
      if (!otherwise.empty()) {
        lines.push_back(at + (v.matlab ? "else" : "else:"));
        lines.insert(lines.end(), otherwise.begin(), otherwise.end());
      }
      if (v.matlab) lines.push_back(at + "end");
      break;
    }
    case K::block:
      v_statements(v, s.body, depth, lines);
      break;
    case K::fail:
    case K::flag: {
      const std::string holds = print_value(s.value, v.dialect).text;
      lines.push_back(at +
                      (v.matlab ? "status(status == 0 & ~(" + holds + ")) = "
                                : "status[(status == 0) & ~(" + holds + ")] = ") +
                      std::to_string(s.code) + end);
      break;
    }
    case K::reflag: {
      const std::string holds = print_value(s.value, v.dialect).text;
      lines.push_back(
          at + (v.matlab ? "status = " + std::to_string(s.code) + " * double(~(" + holds + "));"
                         : "status = np.where(" + holds + ", 0, " + std::to_string(s.code) + ")"));
      break;
    }
    case K::call: {
      const LoopFunction& f = callee(*v.functions, s.name);
      const std::vector<std::string> out = returned(s, f);
      const std::string left = v.matlab && out.size() > 1 ? "[" + joined(out) + "]" : joined(out);
      lines.push_back(at + left + " = " + (v.matlab ? "" : "_") + s.name + "(" +
                      joined(s.arguments) + ")" + end);
      break;
    }
    case K::products: {
      if (v.matlab) {
        v_statements(v, product_loops(s), depth, lines);
        break;
      }
      // Loops would take n^3 interpreter steps a product: einsum's one call
      // sums over k for every state.
      const std::string n = named_text(s.size, v.names), square = "(" + n + ", " + n + ", -1)";
      lines.push_back(at + "left = " + s.name + ".reshape" + square);
      for (std::size_t r = 0; r < s.results.size(); ++r)
        lines.push_back(at + s.results[r] + " = -np.einsum(\"imk,mck->ick\", left, " +
                        s.arguments[r] + ".reshape" + square + ").reshape(" + n + " * " + n +
                        ", -1)");
      break;
    }
  }
}

/// Whether a later call of `body` returns the local array `name`: NumPy and
/// MATLAB then make it there, not as zeros first.
bool returned_later(const std::vector<LoopStatement>& body, std::size_t from,
                    const std::string& name) {
  return std::any_of(
      body.begin() + static_cast<std::ptrdiff_t>(from), body.end(), [&](const LoopStatement& s) {
        return s.kind == LoopStatement::Kind::call &&
               std::find(s.results.begin(), s.results.end(), name) != s.results.end();
      });
}

void v_statements(const Vectorised& v, const std::vector<LoopStatement>& body, int depth,
                  std::vector<std::string>& lines) {
  for (std::size_t i = 0; i < body.size(); ++i)
    if (body[i].kind != LoopStatement::Kind::array || !returned_later(body, i, body[i].name))
      v_statement(v, body[i], depth, lines);
}

/// Whether `body` makes arrays of `states` columns (MATLAB's products do).
bool allocates(const Vectorised& v, const std::vector<LoopStatement>& body) {
  return std::any_of(body.begin(), body.end(), [&](const LoopStatement& s) {
    return s.kind == LoopStatement::Kind::array || s.kind == LoopStatement::Kind::allocate ||
           (v.matlab && s.kind == LoopStatement::Kind::products) || allocates(v, s.body) ||
           allocates(v, s.otherwise);
  });
}

std::string print_vectorised(const std::vector<LoopFunction>& functions, Vectorised v) {
  v.functions = &functions;
  v.dialect.names = &v.names;
  if (v.matlab) {
    v.dialect.element = [](const std::string& a, const std::string& i) {
      return a + "(" + from_one(i) + ", :)";
    };
    v.dialect.number = [](int n) { return std::to_string(n); };
    v.dialect.indicator = [](const std::string& c) { return "double(" + c + ")"; };
    v.dialect.times = " .* ";
    v.dialect.divide = " ./ ";
  } else {
    v.dialect.element = [](const std::string& a, const std::string& i) {
      return a + "[" + i + "]";
    };
    v.dialect.number = [](int n) { return std::to_string(n) + ".0"; };
    v.dialect.indicator = [](const std::string& c) { return "np.where(" + c + ", 1.0, 0.0)"; };
  }
  std::string out;
  for (const LoopFunction& f : functions) {
    std::vector<std::string> arguments, results = f.written(), lines;
    for (const LoopParameter& p : f.parameters)
      if (p.role != LoopParameter::Role::write) arguments.push_back(p.name);
    if (f.status) results.push_back("status");
    const bool status_call = has_status_call(f.body, functions);
    if (v.matlab) {
      const std::string left = results.size() == 1 ? results[0] + " = "
                               : results.empty()   ? ""
                                                   : "[" + joined(results) + "] = ";
      lines.push_back("function " + left + f.name + "(" + joined(arguments) + ")");
      for (const std::string& line : f.comment) lines.push_back("% " + line);
    } else {
      lines.push_back("def _" + f.name + "(" + joined(arguments) + "):");
      std::string doc;
      for (std::size_t i = 0; i < f.comment.size(); ++i)
        lines.push_back((i == 0 ? "    \"\"\"" : "    ") + f.comment[i] +
                        (i + 1 == f.comment.size() ? "\"\"\"" : ""));
    }
    const std::string at = v.matlab ? "  " : "    ";
    if (allocates(v, f.body) || (f.status && !status_call))
      lines.push_back(
          at + "states = " +
          (v.matlab ? "size(" + first_array(f) + ", 2);" : first_array(f) + ".shape[-1]"));
    if (f.status && !status_call)
      lines.push_back(at + (v.matlab ? "status = zeros(1, states);"
                                     : "status = np.zeros(states, dtype=np.int64)"));
    int depth = 1;
    if (f.status && !v.matlab) {
      lines.push_back(at +
                      "with np.errstate(invalid=\"ignore\", divide=\"ignore\", over=\"ignore\"):");
      depth = 2;
    }
    v_statements(v, f.body, depth, lines);
    for (const auto& array : f.zeroed)
      lines.push_back(at + (v.matlab ? array.first + "(:, status ~= 0) = 0;"
                                     : array.first + "[:, status != 0] = 0.0"));
    if (v.matlab)
      lines.push_back("end");
    else if (!results.empty())
      lines.push_back(at + "return " + joined(results));
    out += (out.empty() ? "" : v.matlab ? "\n" : "\n\n") + joined(lines, "\n") + "\n";
  }
  return out;
}

}  // namespace

std::string print_cpp_loops(const std::vector<LoopFunction>& functions, const LoopNames& names) {
  CFamily c;
  c.names = names;
  return print_c_family(functions, c);
}

std::string print_c_loops(const std::vector<LoopFunction>& functions, const LoopNames& names,
                          const std::string& zero, const std::string& one) {
  CFamily c;
  c.names = names;
  c.c = true;
  c.zero = zero;
  c.one = one;
  return print_c_family(functions, c);
}

std::vector<std::string> print_cpp_inline(const LoopFunction& f, const LoopNames& names,
                                          const std::vector<std::string>& preamble) {
  CFamily c;
  c.names = names;
  c.zero = names.scalar + "()";
  return print_c_family_inline(f, c, preamble);
}

std::vector<std::string> print_c_inline(const LoopFunction& f, const LoopNames& names,
                                        const std::vector<std::string>& preamble,
                                        const std::string& zero) {
  CFamily c;
  c.names = names;
  c.c = true;
  c.zero = zero;
  return print_c_family_inline(f, c, preamble);
}

std::string print_numpy_loops(const std::vector<LoopFunction>& functions, const LoopNames& names) {
  Vectorised v;
  v.names = names;
  return print_vectorised(functions, v);
}

std::string print_matlab_loops(const std::vector<LoopFunction>& functions, const LoopNames& names) {
  Vectorised v;
  v.names = names;
  v.matlab = true;
  return print_vectorised(functions, v);
}

}  // namespace nedyn
