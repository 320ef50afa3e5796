#include "nedyn/generator/statement_printer.hpp"

#include <algorithm>
#include <map>
#include <utility>

#include "nedyn/generator/statement_order.hpp"

namespace nedyn {
namespace {

constexpr int kSum = PrintedValue::kSum, kProduct = PrintedValue::kProduct,
              kUnary = PrintedValue::kUnary, kAtom = PrintedValue::kAtom;

// Longer inline expressions get a temporary of their own, for readable lines.
constexpr std::size_t kMaxInlineLength = 100;

std::string wrap(const PrintedValue& p, bool needs) { return needs ? "(" + p.text + ")" : p.text; }

bool is_sin_or_cos(const Node& n) {
  return n.op == OpCode::call && (n.name == "sin" || n.name == "cos");
}

/// The sines and cosines of a function whose dialect groups them
/// (templates/sin_cos.mustache): angles take slots sine[k], cosine[k] in the
/// order the program first needs them, and one sin_cos call computes a group
/// of angles, printed before the first statement that is not an angle's argument.
class SinCosGroups {
 public:
  SinCosGroups(std::size_t size, const Dialect& dialect) : dialect_(dialect), group_(size, -1) {}

  /// The slot text for a sin or cos node whose argument prints as `argument`.
  std::string slot(int id, const Node& n, const std::string& argument,
                   std::vector<std::string>& lines) {
    auto found = slots_.find(n.a);
    if (found == slots_.end()) {
      // An angle computed from a sine of this group waits for the next call.
      if (group_[index(n.a)] == groups_) flush(lines);
      found = slots_.emplace(n.a, next_++).first;
      angles_.push_back(argument);
    }
    group_[index(id)] = groups_;
    return std::string(n.name == "sin" ? "sine[" : "cosine[") + std::to_string(found->second) + "]";
  }
  /// Records which group's sines a node reads (through its operands).
  void read(int id, const Node& n) {
    for (const int operand : {n.a, n.b})
      if (operand >= 0) group_[index(id)] = std::max(group_[index(id)], group_[index(operand)]);
  }
  void flush(std::vector<std::string>& lines) {
    if (angles_.empty()) return;
    const int first = next_ - static_cast<int>(angles_.size());
    for (const std::string& line : dialect_.sin_cos_call(first, angles_, groups_))
      lines.push_back(line);
    angles_.clear();
    ++groups_;
  }
  int size() const { return next_; }

 private:
  static std::size_t index(int id) { return static_cast<std::size_t>(id); }
  const Dialect& dialect_;
  std::map<int, int> slots_;         ///< argument node -> slot
  std::vector<std::string> angles_;  ///< of the group not yet printed
  std::vector<int> group_;           ///< node -> the latest group whose sines it reads
  int next_ = 0;
  int groups_ = 0;
};

bool any_sin_or_cos(const Program& program, const std::vector<int>& ids) {
  return std::any_of(ids.begin(), ids.end(),
                     [&](int id) { return is_sin_or_cos(program.node(id)); });
}

/// One printing of a program's nodes in a given order.
struct PrintPass {
  std::vector<std::string> lines;
  std::vector<PrintedValue> printed;  ///< text of each node: a temporary's name or inline
  std::vector<char> temporary;        ///< nodes that got a definition of their own
  std::size_t calls_end = 0;          ///< nodes of `order` up to the last call
  std::vector<char> varies;           ///< over lanes: nodes that differ between states
};

/// Nodes that are the argument of a sin or cos, or an operand of one.
std::vector<char> sin_cos_arguments(const Program& program, const std::vector<int>& ids) {
  std::vector<char> argument(static_cast<std::size_t>(program.size()), 0);
  for (int id : ids) {
    const Node& n = program.node(id);
    if (is_sin_or_cos(n)) argument[static_cast<std::size_t>(n.a)] = 1;
  }
  for (auto id = ids.rbegin(); id != ids.rend(); ++id) {  // readers before operands
    const Node& n = program.node(*id);
    if (!argument[static_cast<std::size_t>(*id)]) continue;
    if (n.a >= 0) argument[static_cast<std::size_t>(n.a)] = 1;
    if (n.b >= 0) argument[static_cast<std::size_t>(n.b)] = 1;
  }
  return argument;
}

/// Prints `order`. Temporaries are the nodes used more than once, calls,
/// signs and long texts, unless `temporary` fixes them (a second pass in
/// another order must make the same ones, whatever its names' lengths).
/// `argument` marks sin_cos arguments when the function uses sin_cos.
PrintPass print_in_order(const Program& program, const std::vector<int>& order,
                         const std::vector<int>& uses, bool with_sin_cos,
                         const std::vector<char>& argument, const Dialect& dialect,
                         const std::vector<char>* temporary,
                         const std::vector<char>& invariant_operands = {}) {
  const std::size_t size = static_cast<std::size_t>(program.size());
  const bool lanes = dialect.over_lanes();
  PrintPass pass;
  pass.printed.resize(size);
  pass.temporary.assign(size, 0);
  SinCosGroups groups(with_sin_cos ? size : 0, dialect);
  // Over lanes, values of the parameters alone are one scalar for all lanes.
  std::vector<char> varies(lanes ? size : 0, 0);
  int temporaries = 0;
  for (std::size_t i = 0; i < order.size(); ++i) {
    const int id = order[i];
    const Node& n = program.node(id);
    if (n.op == OpCode::call) pass.calls_end = i + 1;
    // (sin_cos's slots are lanes whatever their angle.)
    if (lanes)
      varies[static_cast<std::size_t>(id)] =
          n.op == OpCode::input ? dialect.input_varies(n.input)
                                : (with_sin_cos && is_sin_or_cos(n)) ||
                                      (n.a >= 0 && varies[static_cast<std::size_t>(n.a)]) ||
                                      (n.b >= 0 && varies[static_cast<std::size_t>(n.b)]);
    const PrintedValue a = n.a >= 0 ? pass.printed[static_cast<std::size_t>(n.a)] : PrintedValue{};
    const PrintedValue b = n.b >= 0 ? pass.printed[static_cast<std::size_t>(n.b)] : PrintedValue{};
    if (with_sin_cos && is_sin_or_cos(n)) {
      pass.printed[static_cast<std::size_t>(id)] = {groups.slot(id, n, a.text, pass.lines), kAtom};
      continue;
    }
    // Calls come first in evaluation order; the first other value (not an
    // argument of a later sine) ends them.
    if (with_sin_cos) {
      groups.read(id, n);
      if (!argument[static_cast<std::size_t>(id)]) groups.flush(pass.lines);
    }
    PrintedValue p;
    switch (n.op) {
      case OpCode::constant: {
        p.text = dialect.number(n.value);
        if (p.text[0] == '-') p.precedence = kUnary;
        break;
      }
      case OpCode::input:
        p.text = dialect.input(n.input);
        break;
      case OpCode::add:
      case OpCode::sub:
        p = {wrap(a, a.precedence < kSum) + dialect.infix(n.op) + wrap(b, b.precedence <= kSum),
             kSum};
        break;
      case OpCode::mul:
      case OpCode::div:
        p = {wrap(a, a.precedence < kProduct) + dialect.infix(n.op) +
                 wrap(b, b.precedence <= kProduct),
             kProduct};
        break;
      case OpCode::neg:
        p = {"-" + wrap(a, a.precedence <= kUnary), kUnary};
        break;
      case OpCode::call:
        p.text = dialect.call(n.name, a.text);
        break;
      case OpCode::sign:
        p.text = dialect.sign(a.text);
        break;
    }
    const bool trivial = n.op == OpCode::constant || n.op == OpCode::input;
    const bool shared = uses[static_cast<std::size_t>(id)] > 1;
    const bool make_temporary =
        temporary ? (*temporary)[static_cast<std::size_t>(id)] != 0
                  : !trivial && (shared || n.op == OpCode::call || n.op == OpCode::sign ||
                                 p.text.size() > kMaxInlineLength ||
                                 (!invariant_operands.empty() &&
                                  invariant_operands[static_cast<std::size_t>(id)]));
    if (make_temporary) {
      const std::string name = "t" + std::to_string(temporaries++);
      pass.lines.push_back(
          dialect.define(name, p.text, !lanes || varies[static_cast<std::size_t>(id)]));
      p = {name, kAtom};
      pass.temporary[static_cast<std::size_t>(id)] = 1;
    }
    pass.printed[static_cast<std::size_t>(id)] = p;
  }
  pass.varies = std::move(varies);
  if (with_sin_cos) {
    groups.flush(pass.lines);
    pass.lines.insert(pass.lines.begin(), dialect.sin_cos_arrays(groups.size()));
  }
  return pass;
}

}  // namespace

std::string Dialect::infix(OpCode op) const {
  switch (op) {
    case OpCode::add:
      return " + ";
    case OpCode::sub:
      return " - ";
    case OpCode::mul:
      return " * ";
    default:
      return " / ";
  }
}

std::string Dialect::sin_cos_arrays(int) const { return ""; }

std::vector<std::string> Dialect::sin_cos_call(int first, const std::vector<std::string>& angles,
                                               int) const {
  const std::string k = first == 0 ? "" : " + " + std::to_string(first);
  std::string call = "sin_cos(sine" + k + ", cosine" + k;
  for (const std::string& angle : angles) call += ", " + angle;
  return {call + ");"};
}

bool needs_sin_cos(const Program& program, const std::vector<EmittedOutput>& outputs) {
  std::vector<Value> values;
  for (const EmittedOutput& o : outputs) values.push_back(o.value);
  return any_sin_or_cos(program, program.reachable(values));
}

bool needs_sign(const Program& program, const std::vector<EmittedOutput>& outputs) {
  std::vector<Value> values;
  for (const EmittedOutput& o : outputs) values.push_back(o.value);
  const std::vector<int> ids = program.reachable(values);
  return std::any_of(ids.begin(), ids.end(),
                     [&](int id) { return program.node(id).op == OpCode::sign; });
}

std::vector<std::string> print_statements(const Program& program,
                                          const std::vector<EmittedOutput>& outputs,
                                          const Dialect& dialect) {
  std::vector<Value> values;
  for (const EmittedOutput& o : outputs) values.push_back(o.value);
  const std::vector<int> ids = program.evaluation_order(values);
  std::vector<int> uses(static_cast<std::size_t>(program.size()), 0);
  for (int id : ids) {
    const Node& n = program.node(id);
    if (n.a >= 0) ++uses[static_cast<std::size_t>(n.a)];
    if (n.b >= 0) ++uses[static_cast<std::size_t>(n.b)];
  }
  for (const Value& v : values) ++uses[static_cast<std::size_t>(v.id)];

  // ids: the reachable nodes
  const bool with_sin_cos = dialect.groups_sin_cos() && any_sin_or_cos(program, ids);
  const std::vector<char> argument =
      with_sin_cos ? sin_cos_arguments(program, ids) : std::vector<char>{};
  // The first pass decides the temporaries, the second prints them in the
  // order that keeps fewer values live.
  // Values the same in every lane read by one that is not.
  std::vector<char> invariant_operands;
  if (dialect.over_lanes() && dialect.hoists_invariants()) {
    std::vector<char> varies(static_cast<std::size_t>(program.size()), 0);
    invariant_operands = varies;
    for (int id : ids) {
      const Node& n = program.node(id);
      const auto at = [](int k) { return static_cast<std::size_t>(k); };
      varies[at(id)] = n.op == OpCode::input
                           ? dialect.input_varies(n.input)
                           : (n.a >= 0 && varies[at(n.a)]) || (n.b >= 0 && varies[at(n.b)]);
      if (!varies[at(id)]) continue;
      for (const int k : {n.a, n.b})
        if (k >= 0 && !varies[at(k)]) invariant_operands[at(k)] = 1;
    }
  }
  std::vector<char> temporary;
  std::size_t calls_end = 0;
  {
    PrintPass first = print_in_order(program, ids, uses, with_sin_cos, argument, dialect, nullptr,
                                     invariant_operands);
    temporary = std::move(first.temporary);
    calls_end = first.calls_end;
  }  // its text freed: long chains print hundreds of MiB
  const std::vector<int> order = statement_order(program, ids, calls_end, temporary, values);
  PrintPass pass =
      print_in_order(program, order, uses, with_sin_cos, argument, dialect, &temporary);
  for (const EmittedOutput& o : outputs) {
    const std::size_t id = static_cast<std::size_t>(o.value.id);
    pass.lines.push_back(
        dialect.assign(o.target, pass.printed[id], !dialect.over_lanes() || pass.varies[id]));
  }
  return pass.lines;
}

std::string Dialect::input(const InputName& input) const {
  switch (input.kind) {
    case InputName::Kind::element:
      return element({input.name, input.index});
    case InputName::Kind::parameter:
      return "p." + input.name;
    default:
      return input.name;
  }
}

std::vector<std::string> mirrored_lines(const std::vector<MirroredEntry>& entries,
                                        const Dialect& dialect) {
  std::vector<std::string> lines;
  for (const MirroredEntry& m : entries) lines.push_back(dialect.mirror(m));
  return lines;
}

}  // namespace nedyn
