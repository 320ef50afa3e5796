#include "nedyn/generator/loop_function.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace nedyn {
namespace {

LoopValue operation(LoopValue::Kind kind, std::vector<LoopValue> operands) {
  LoopValue v;
  v.kind = kind;
  v.operands = std::move(operands);
  return v;
}

LoopStatement statement(LoopStatement::Kind kind, const std::string& name) {
  LoopStatement s;
  s.kind = kind;
  s.name = name;
  return s;
}

const LoopFunction& function_named(const std::vector<LoopFunction>& functions,
                                   const std::string& name) {
  for (const LoopFunction& f : functions)
    if (f.name == name) return f;
  throw std::logic_error("loop function not defined: " + name);
}

/// The values of integers and flags, and which arrays are given, while counting.
struct Scope {
  std::map<std::string, int> integers;  ///< loop variables, counts, flags, {sizes}
  std::map<std::string, bool> present;  ///< array parameters
};

/// A bound: a sum of products of numbers, integers of the scope and {sizes}.
int evaluate(const std::string& text, const Scope& scope) {
  int sum = 0, product = 1;
  std::string atom;
  const auto close_atom = [&]() {
    if (atom.empty()) throw std::logic_error("loop bound: an empty term in \"" + text + "\"");
    int value = 0;
    if (std::isdigit(static_cast<unsigned char>(atom[0]))) {
      value = std::stoi(atom);
    } else {
      const auto found = scope.integers.find(atom);
      if (found == scope.integers.end())
        throw std::logic_error("loop bound: unknown \"" + atom + "\" in \"" + text + "\"");
      value = found->second;
    }
    product *= value;
    atom.clear();
  };
  for (const char c : text) {
    if (c == ' ') continue;
    if (c == '+' || c == '*') {
      close_atom();
      if (c == '+') {
        sum += product;
        product = 1;
      }
    } else {
      atom += c;
    }
  }
  close_atom();
  return sum + product;
}

void count_value(const LoopValue& v, OperationCount& c) {
  for (const LoopValue& operand : v.operands) count_value(operand, c);
  switch (v.kind) {
    case LoopValue::Kind::add:
    case LoopValue::Kind::sub:
    case LoopValue::Kind::neg:
      ++c.additions;
      break;
    case LoopValue::Kind::mul:
      ++c.multiplications;
      break;
    case LoopValue::Kind::div:
      ++c.divisions;
      break;
    default:
      break;
  }
}

bool holds(const LoopCondition& condition, const Scope& scope) {
  // Counts are of the solve as it runs where nothing is flagged.
  if (condition.kind == LoopCondition::Kind::flagged) return false;
  if (condition.kind == LoopCondition::Kind::flag)
    return scope.integers.at(condition.names.at(0)) != 0;
  const bool want = condition.kind == LoopCondition::Kind::present;
  return std::all_of(condition.names.begin(), condition.names.end(),
                     [&](const std::string& name) { return scope.present.at(name) == want; });
}

void count_statements(const std::vector<LoopFunction>& functions,
                      const std::vector<LoopStatement>& body, Scope& scope, OperationCount& c);

OperationCount count_function(const std::vector<LoopFunction>& functions, const LoopFunction& f,
                              const std::vector<LoopArgument>& arguments,
                              const std::map<std::string, int>& sizes) {
  Scope scope;
  for (const auto& size : sizes) scope.integers["{" + size.first + "}"] = size.second;
  std::size_t next = 0;
  for (const LoopParameter& p : f.parameters) {
    if (p.role == LoopParameter::Role::write) {
      scope.present[p.name] = true;
      continue;
    }
    if (next >= arguments.size())
      throw std::logic_error("loop_count: too few arguments for " + f.name);
    const LoopArgument& a = arguments[next++];
    if (p.role == LoopParameter::Role::count || p.role == LoopParameter::Role::flag)
      scope.integers[p.name] = a.number;
    else
      scope.present[p.name] = a.present;
  }
  OperationCount c;
  count_statements(functions, f.body, scope, c);
  return c;
}

void count_statements(const std::vector<LoopFunction>& functions,
                      const std::vector<LoopStatement>& body, Scope& scope, OperationCount& c) {
  for (const LoopStatement& s : body) switch (s.kind) {
      case LoopStatement::Kind::let:
      case LoopStatement::Kind::assign:
      case LoopStatement::Kind::store:
      case LoopStatement::Kind::fail:
      case LoopStatement::Kind::flag:
      case LoopStatement::Kind::reflag:
        count_value(s.value, c);
        break;
      case LoopStatement::Kind::loop: {
        const int first = evaluate(s.first, scope), end = evaluate(s.end, scope);
        for (int i = first; i < end; ++i) {
          scope.integers[s.name] = i;
          count_statements(functions, s.body, scope, c);
        }
        scope.integers.erase(s.name);
        break;
      }
      case LoopStatement::Kind::branch:
        count_statements(functions, holds(s.condition, scope) ? s.body : s.otherwise, scope, c);
        break;
      case LoopStatement::Kind::block:
        count_statements(functions, s.body, scope, c);
        break;
      case LoopStatement::Kind::call: {
        const LoopFunction& callee = function_named(functions, s.name);
        std::vector<LoopArgument> arguments;
        for (const std::string& a : s.arguments) {
          LoopArgument argument;
          const auto present = scope.present.find(a);
          if (present != scope.present.end())
            argument.present = present->second;
          else if (scope.integers.count(a))
            argument.number = scope.integers.at(a);
          arguments.push_back(argument);
        }
        std::map<std::string, int> sizes;
        for (const auto& i : scope.integers)
          if (i.first.front() == '{') sizes[i.first.substr(1, i.first.size() - 2)] = i.second;
        c += count_function(functions, callee, arguments, sizes);
        break;
      }
      case LoopStatement::Kind::products: {
        const std::vector<LoopStatement> loops = product_loops(s);
        count_statements(functions, loops, scope, c);
        break;
      }
      case LoopStatement::Kind::array:
      case LoopStatement::Kind::allocate:
        break;
    }
}

}  // namespace

LoopValue element(const std::string& array, const std::string& index) {
  LoopValue v = named(array);
  v.kind = LoopValue::Kind::element;
  v.index = index;
  return v;
}

LoopValue local(const std::string& name) {
  LoopValue v = named(name);
  v.kind = LoopValue::Kind::local;
  return v;
}

LoopValue number(int value) {
  LoopValue v;
  v.number = value;
  return v;
}

LoopValue named(const std::string& name) {
  LoopValue v;
  v.kind = LoopValue::Kind::name;
  v.name = name;
  return v;
}

LoopValue operator+(LoopValue a, LoopValue b) {
  return operation(LoopValue::Kind::add, {std::move(a), std::move(b)});
}
LoopValue operator-(LoopValue a, LoopValue b) {
  return operation(LoopValue::Kind::sub, {std::move(a), std::move(b)});
}
LoopValue operator*(LoopValue a, LoopValue b) {
  return operation(LoopValue::Kind::mul, {std::move(a), std::move(b)});
}
LoopValue operator/(LoopValue a, LoopValue b) {
  return operation(LoopValue::Kind::div, {std::move(a), std::move(b)});
}
LoopValue operator-(LoopValue a) { return operation(LoopValue::Kind::neg, {std::move(a)}); }
LoopValue greater(LoopValue a, LoopValue b) {
  return operation(LoopValue::Kind::greater, {std::move(a), std::move(b)});
}
LoopValue indicator(LoopValue holds) {
  return operation(LoopValue::Kind::indicator, {std::move(holds)});
}

LoopStatement let(const std::string& name, LoopValue value) {
  LoopStatement s = statement(LoopStatement::Kind::let, name);
  s.value = std::move(value);
  return s;
}

LoopStatement assign(const std::string& name, LoopValue value) {
  LoopStatement s = statement(LoopStatement::Kind::assign, name);
  s.value = std::move(value);
  return s;
}

LoopStatement store(const std::string& array, const std::string& index, LoopValue value) {
  LoopStatement s = statement(LoopStatement::Kind::store, array);
  s.index = index;
  s.value = std::move(value);
  return s;
}

LoopStatement local_array(const std::string& name, const std::string& size) {
  LoopStatement s = statement(LoopStatement::Kind::array, name);
  s.size = size;
  return s;
}

LoopStatement allocate(const std::string& name, const std::string& size) {
  LoopStatement s = statement(LoopStatement::Kind::allocate, name);
  s.size = size;
  return s;
}

LoopStatement loop(const std::string& variable, const std::string& first, const std::string& end,
                   std::vector<LoopStatement> body, const std::string& note) {
  LoopStatement s = statement(LoopStatement::Kind::loop, variable);
  s.note = note;
  s.first = first;
  s.end = end;
  s.body = std::move(body);
  return s;
}

LoopStatement loop_down(const std::string& variable, const std::string& first,
                        const std::string& end, std::vector<LoopStatement> body) {
  LoopStatement s = loop(variable, first, end, std::move(body));
  s.downward = true;
  return s;
}

LoopStatement branch(LoopCondition condition, std::vector<LoopStatement> body,
                     std::vector<LoopStatement> otherwise) {
  LoopStatement s = statement(LoopStatement::Kind::branch, "");
  s.condition = std::move(condition);
  s.body = std::move(body);
  s.otherwise = std::move(otherwise);
  return s;
}

LoopStatement block(std::vector<LoopStatement> body) {
  LoopStatement s = statement(LoopStatement::Kind::block, "");
  s.body = std::move(body);
  return s;
}

LoopStatement fail_unless(LoopValue holds, int code) {
  LoopStatement s = statement(LoopStatement::Kind::fail, "");
  s.value = std::move(holds);
  s.code = code;
  return s;
}

LoopStatement flag_unless(LoopValue holds, int code) {
  LoopStatement s = fail_unless(std::move(holds), code);
  s.kind = LoopStatement::Kind::flag;
  return s;
}

LoopStatement reflag_unless(LoopValue holds, int code) {
  LoopStatement s = fail_unless(std::move(holds), code);
  s.kind = LoopStatement::Kind::reflag;
  return s;
}

LoopStatement call(const std::string& function, std::vector<std::string> arguments,
                   std::vector<std::string> results) {
  LoopStatement s = statement(LoopStatement::Kind::call, function);
  s.arguments = std::move(arguments);
  s.results = std::move(results);
  return s;
}

LoopStatement negated_products(const std::string& left, std::vector<std::string> rights,
                               std::vector<std::string> results, std::vector<std::string> tags,
                               const std::string& order) {
  if (rights.size() != results.size() || tags.size() != results.size())
    throw std::logic_error("negated_products: one result and one tag per right factor");
  LoopStatement s = statement(LoopStatement::Kind::products, left);
  s.arguments = std::move(rights);
  s.results = std::move(results);
  s.tags = std::move(tags);
  s.size = order;
  return s;
}

std::vector<LoopStatement> product_loops(const LoopStatement& products) {
  const std::string& n = products.size;
  std::vector<LoopStatement> out, sums = {let("a", element(products.name, "i * " + n + " + k"))};
  for (std::size_t r = 0; r < products.results.size(); ++r) {
    const std::string& result = products.results[r];
    out.push_back(allocate(result, n + " * " + n));
    sums.push_back(store(result, "i * " + n + " + c",
                         element(result, "i * " + n + " + c") -
                             local("a") * element(products.arguments[r], "k * " + n + " + c")));
  }
  out.push_back(loop("i", "0", n, {loop("c", "0", n, {loop("k", "0", n, std::move(sums))})}));
  return out;
}

std::vector<std::string> LoopFunction::written() const {
  std::vector<std::string> names;
  for (const LoopParameter& p : parameters)
    if (p.role == LoopParameter::Role::update || p.role == LoopParameter::Role::write)
      names.push_back(p.name);
  return names;
}

std::string named_text(const std::string& text, const LoopNames& names) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '{') {
      out += text[i];
      continue;
    }
    const std::size_t close = text.find('}', i);
    if (close == std::string::npos) throw std::logic_error("unclosed brace in " + text);
    const std::string key = text.substr(i + 1, close - i - 1);
    const auto found = names.braces.find(key);
    if (found == names.braces.end()) throw std::logic_error("no name for {" + key + "}");
    out += found->second;
    i = close;
  }
  return out;
}

OperationCount loop_count(const std::vector<LoopFunction>& functions, const std::string& name,
                          const std::vector<LoopArgument>& arguments,
                          const std::map<std::string, int>& sizes) {
  return count_function(functions, function_named(functions, name), arguments, sizes);
}

}  // namespace nedyn
