#include "nedyn/generator/program.hpp"

#include <algorithm>
#include <stdexcept>

#include "nedyn/generator/canonical_printer.hpp"

namespace nedyn {
namespace {

GiNaC::ex apply(const std::string& function, const GiNaC::ex& x) {
  if (function == "sin") return GiNaC::sin(x);
  if (function == "cos") return GiNaC::cos(x);
  if (function == "tan") return GiNaC::tan(x);
  if (function == "asin") return GiNaC::asin(x);
  if (function == "acos") return GiNaC::acos(x);
  if (function == "atan") return GiNaC::atan(x);
  if (function == "sinh") return GiNaC::sinh(x);
  if (function == "cosh") return GiNaC::cosh(x);
  if (function == "tanh") return GiNaC::tanh(x);
  if (function == "exp") return GiNaC::exp(x);
  if (function == "log") return GiNaC::log(x);
  if (function == "sqrt") return GiNaC::sqrt(x);
  throw std::invalid_argument("no emitted form for the function " + function);
}

bool is_exact(const GiNaC::ex& e) {
  for (auto it = e.preorder_begin(); it != e.preorder_end(); ++it)
    if (GiNaC::is_a<GiNaC::numeric>(*it) && !GiNaC::ex_to<GiNaC::numeric>(*it).is_rational())
      return false;
  return true;
}

std::uint64_t mix(std::uint64_t h, std::uint64_t x) {  // splitmix64 of h ^ x
  std::uint64_t z = h ^ (x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2));
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

std::uint64_t text_hash(const std::string& text) {  // FNV-1a
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : text) h = (h ^ c) * 0x100000001b3ULL;
  return h;
}

}  // namespace

bool Program::precedes(Value a, Value b) const {
  if (is_constant(a) != is_constant(b)) return is_constant(a);
  if (node(a).hash != node(b).hash) return node(a).hash < node(b).hash;
  return a.id < b.id;  // a 64-bit collision: never seen, still deterministic per build
}

Value Program::make(Node n) {
  std::string key = n.op == OpCode::constant ? canonical_string(n.value)
                    : n.op == OpCode::input  ? n.input.text()
                                             : n.name;
  n.hash = mix(static_cast<std::uint64_t>(n.op), text_hash(key));
  if (n.a >= 0) n.hash = mix(n.hash, node(n.a).hash);
  if (n.b >= 0) n.hash = mix(n.hash, node(n.b).hash);
  const auto k = std::make_tuple(static_cast<int>(n.op), n.a, n.b, std::move(key));
  const auto found = index_.find(k);
  if (found != index_.end()) return {this, found->second};
  if (n.op == OpCode::constant) {
    // Once per distinct constant: products of cos(0.3)-like factors cost CLN
    // a series evaluation each time (a 64-joint chain spent minutes here).
    const GiNaC::ex x = n.value.evalf();
    n.negative = GiNaC::is_a<GiNaC::numeric>(x) && GiNaC::ex_to<GiNaC::numeric>(x).is_real() &&
                 GiNaC::ex_to<GiNaC::numeric>(x).is_negative();
  }
  nodes_.push_back(std::move(n));
  const int id = size() - 1;
  index_.emplace(k, id);
  return {this, id};
}

Value Program::constant(const GiNaC::ex& exact) {
  // GiNaC compares 1 and 1.0 as equal: only exact values may share a node
  // without their canonical text deciding it.
  const bool cached = is_exact(exact);
  if (cached) {
    const auto found = constants_.find(exact);
    if (found != constants_.end()) return {this, found->second};
  }
  Node n;
  n.op = OpCode::constant;
  n.value = exact;
  const Value v = make(std::move(n));
  if (cached) constants_.emplace(exact, v.id);
  return v;
}

std::string InputName::text() const {
  switch (kind) {
    case Kind::element:
      return name + "[" + std::to_string(index) + "]";
    case Kind::parameter:
      return "p." + name;
    default:
      return name;
  }
}

Value Program::input(const InputName& name) {
  Node n;
  n.op = OpCode::input;
  n.input = name;
  return make(std::move(n));
}

bool Program::is_zero(Value v) const { return is_constant(v) && node(v).value.is_zero(); }

bool Program::is_one(Value v) const { return is_constant(v) && (node(v).value - 1).is_zero(); }

bool Program::is_negative_constant(Value v) const { return is_constant(v) && node(v).negative; }

Value Program::add(Value a, Value b) {
  if (is_constant(a) && is_constant(b)) return constant(node(a).value + node(b).value);
  if (is_zero(a)) return b;
  if (is_zero(b)) return a;
  if (node(b).op == OpCode::neg) return sub(a, {this, node(b).a});
  if (node(a).op == OpCode::neg) return sub(b, {this, node(a).a});
  if (is_negative_constant(b)) return sub(a, constant(-node(b).value));
  if (is_negative_constant(a)) return sub(b, constant(-node(a).value));
  if (precedes(b, a)) std::swap(a, b);
  Node n;
  n.op = OpCode::add;
  n.a = a.id;
  n.b = b.id;
  return make(std::move(n));
}

Value Program::sub(Value a, Value b) {
  if (a.id == b.id) return constant(0);
  if (is_constant(a) && is_constant(b)) return constant(node(a).value - node(b).value);
  if (is_zero(b)) return a;
  if (is_zero(a)) return neg(b);
  if (node(b).op == OpCode::neg) return add(a, {this, node(b).a});
  if (is_negative_constant(b)) return add(a, constant(-node(b).value));
  if (node(a).op == OpCode::neg) return neg(add({this, node(a).a}, b));
  Node n;
  n.op = OpCode::sub;
  n.a = a.id;
  n.b = b.id;
  return make(std::move(n));
}

Value Program::mul(Value a, Value b) {
  if (is_constant(a) && is_constant(b)) return constant(node(a).value * node(b).value);
  if (is_zero(a) || is_zero(b)) return constant(0);
  if (is_one(a)) return b;
  if (is_one(b)) return a;
  if (is_constant(b)) std::swap(a, b);  // a constant factor comes first
  if (is_negative_constant(a)) return neg(mul(constant(-node(a).value), b));
  if (node(a).op == OpCode::neg) return neg(mul({this, node(a).a}, b));
  if (node(b).op == OpCode::neg) return neg(mul(a, {this, node(b).a}));
  if (is_constant(a) && node(b).op == OpCode::mul && is_constant({this, node(b).a}))
    return mul(constant(node(a).value * node(node(b).a).value), {this, node(b).b});
  if (precedes(b, a)) std::swap(a, b);
  Node n;
  n.op = OpCode::mul;
  n.a = a.id;
  n.b = b.id;
  return make(std::move(n));
}

Value Program::div(Value a, Value b) {
  if (is_zero(b)) throw std::domain_error("division by zero in an emitted expression");
  if (is_constant(b)) return mul(constant(1 / node(b).value), a);
  if (is_zero(a)) return a;
  if (node(a).op == OpCode::neg) return neg(div({this, node(a).a}, b));
  if (node(b).op == OpCode::neg) return neg(div(a, {this, node(b).a}));
  Node n;
  n.op = OpCode::div;
  n.a = a.id;
  n.b = b.id;
  return make(std::move(n));
}

Value Program::neg(Value a) {
  if (is_constant(a)) return constant(-node(a).value);
  if (node(a).op == OpCode::neg) return {this, node(a).a};
  if (node(a).op == OpCode::sub) return sub({this, node(a).b}, {this, node(a).a});
  Node n;
  n.op = OpCode::neg;
  n.a = a.id;
  return make(std::move(n));
}

Value Program::call(const std::string& function, Value a) {
  if (is_constant(a)) return constant(apply(function, node(a).value));
  Node n;
  n.op = OpCode::call;
  n.a = a.id;
  n.name = function;
  return make(std::move(n));
}

Value Program::sign(Value a) {
  if (is_constant(a)) {
    const GiNaC::ex x = node(a).value.evalf();
    return constant(x.is_zero() ? 0 : (is_negative_constant(a) ? -1 : 1));
  }
  Node n;
  n.op = OpCode::sign;
  n.a = a.id;
  return make(std::move(n));
}

Value Program::derivative(Value v, Value variable) {
  if (node(variable).op != OpCode::input)
    throw std::invalid_argument("derivative with respect to a value that is not an input");
  const auto key = std::make_pair(v.id, variable.id);
  const auto found = derivatives_.find(key);
  if (found != derivatives_.end()) return {this, found->second};
  const Node n = node(v);  // copy: nodes_ grows below
  const Value a{this, n.a}, b{this, n.b};
  Value d = constant(0);
  switch (n.op) {
    case OpCode::constant:
    case OpCode::sign:  // zero almost everywhere
      break;
    case OpCode::input:
      d = constant(v.id == variable.id ? 1 : 0);
      break;
    case OpCode::add:
      d = add(derivative(a, variable), derivative(b, variable));
      break;
    case OpCode::sub:
      d = sub(derivative(a, variable), derivative(b, variable));
      break;
    case OpCode::neg:
      d = neg(derivative(a, variable));
      break;
    case OpCode::mul:
      d = add(mul(derivative(a, variable), b), mul(a, derivative(b, variable)));
      break;
    case OpCode::div: {
      const Value da = derivative(a, variable), db = derivative(b, variable);
      d = div(sub(mul(da, b), mul(a, db)), mul(b, b));
      break;
    }
    case OpCode::call: {
      const Value da = derivative(a, variable);
      if (is_zero(da)) break;
      if (n.name == "sin") {
        d = mul(call("cos", a), da);
      } else if (n.name == "cos") {
        d = neg(mul(call("sin", a), da));
      } else {
        throw std::invalid_argument("no derivative of " + n.name + " with respect to " +
                                    node(variable).input.text());
      }
      break;
    }
  }
  derivatives_.emplace(key, d.id);
  return d;
}

std::vector<Value> Program::substitute(const std::vector<Value>& outputs,
                                       const std::map<int, Value>& replacement) {
  std::map<int, int> moved;  // id -> its rebuilt id, where that differs
  for (const auto& [id, value] : replacement) {
    if (node(id).op != OpCode::input)
      throw std::invalid_argument("substitute: node " + std::to_string(id) + " is not an input");
    moved[id] = value.id;
  }
  const auto image = [&](int id) -> Value {
    const auto found = moved.find(id);
    return {this, found == moved.end() ? id : found->second};
  };
  for (const int id : reachable(outputs)) {  // operands before the nodes that use them
    const Node& read = node(id);
    if (read.op == OpCode::constant || read.op == OpCode::input) continue;
    if (!moved.count(read.a) && (read.b < 0 || !moved.count(read.b))) continue;
    const Node n = read;  // copy: nodes_ grows below
    const Value a = image(n.a), b = n.b < 0 ? Value{} : image(n.b);
    Value v;
    switch (n.op) {
      case OpCode::add:
        v = add(a, b);
        break;
      case OpCode::sub:
        v = sub(a, b);
        break;
      case OpCode::mul:
        v = mul(a, b);
        break;
      case OpCode::div:
        v = div(a, b);
        break;
      case OpCode::neg:
        v = neg(a);
        break;
      case OpCode::call:
        v = call(n.name, a);
        break;
      case OpCode::sign:
        v = sign(a);
        break;
      default:
        throw std::logic_error("substitute: unexpected node");
    }
    if (v.id != id) moved[id] = v.id;
  }
  std::vector<Value> result;
  for (const Value& v : outputs) result.push_back(image(v.id));
  return result;
}

std::vector<GiNaC::ex> Program::exact_values(
    const std::vector<Value>& outputs, const std::map<int, GiNaC::ex>& given,
    const std::function<GiNaC::ex(const GiNaC::ex&)>& simplify) const {
  std::map<int, GiNaC::ex> value = given;
  for (const int id : reachable(outputs)) {  // operands before the nodes that use them
    if (value.count(id)) continue;
    const Node& n = node(id);
    const auto operand = [&](int k) { return value.at(k); };
    GiNaC::ex v;
    switch (n.op) {
      case OpCode::constant:
        v = n.value;
        break;
      case OpCode::input:
        throw std::invalid_argument("no value for the input " + n.input.text());
      case OpCode::add:
        v = operand(n.a) + operand(n.b);
        break;
      case OpCode::sub:
        v = operand(n.a) - operand(n.b);
        break;
      case OpCode::mul:
        v = operand(n.a) * operand(n.b);
        break;
      case OpCode::div:
        v = operand(n.a) / operand(n.b);
        break;
      case OpCode::neg:
        v = -operand(n.a);
        break;
      case OpCode::call:
        v = (apply)(n.name, operand(n.a));  // not std::apply by ADL
        break;
      case OpCode::sign: {
        const GiNaC::ex x = operand(n.a);
        if (!GiNaC::is_a<GiNaC::numeric>(x))
          throw std::invalid_argument("sign() of a value that is not a number");
        v = GiNaC::csgn(x);
        break;
      }
    }
    value.emplace(id, simplify ? simplify(v) : v);
  }
  std::vector<GiNaC::ex> out;
  for (const Value& o : outputs) out.push_back(value.at(o.id));
  return out;
}

std::vector<int> Program::reachable(const std::vector<Value>& outputs) const {
  std::vector<char> seen(nodes_.size(), 0);
  std::vector<int> stack;
  for (const Value& v : outputs) stack.push_back(v.id);
  while (!stack.empty()) {
    const int id = stack.back();
    stack.pop_back();
    if (seen[static_cast<std::size_t>(id)]) continue;
    seen[static_cast<std::size_t>(id)] = 1;
    const Node& n = node(id);
    if (n.a >= 0) stack.push_back(n.a);
    if (n.b >= 0) stack.push_back(n.b);
  }
  std::vector<int> ids;
  for (int id = 0; id < size(); ++id)
    if (seen[static_cast<std::size_t>(id)]) ids.push_back(id);
  return ids;
}

std::vector<int> Program::evaluation_order(const std::vector<Value>& outputs) const {
  // Registers a node's value needs (Sethi-Ullman numbers, read on the graph
  // as if it were a tree): the operand that needs more goes first, so fewer
  // values wait in registers (g++ spills them: 7% of the Panda's tau).
  std::vector<int> need(nodes_.size(), 0);
  for (std::size_t id = 0; id < nodes_.size(); ++id) {  // operands have lower ids
    const Node& n = nodes_[id];
    if (n.op == OpCode::constant || n.op == OpCode::input || n.op == OpCode::call) continue;
    const int a = n.a >= 0 ? need[static_cast<std::size_t>(n.a)] : 0;
    const int b = n.b >= 0 ? need[static_cast<std::size_t>(n.b)] : 0;
    need[id] = std::max(1, a == b ? a + 1 : std::max(a, b));
  }
  const auto depth_first = [this, &need](const std::vector<int>& roots) {
    std::vector<char> done(nodes_.size(), 0);
    std::vector<int> order;
    std::vector<std::pair<int, bool>> stack;  // node, operands pushed
    for (const int root : roots) {
      stack.emplace_back(root, false);
      while (!stack.empty()) {
        const auto [id, expanded] = stack.back();
        stack.pop_back();
        if (done[static_cast<std::size_t>(id)]) continue;
        const Node& n = node(id);
        if (expanded) {
          done[static_cast<std::size_t>(id)] = 1;
          order.push_back(id);
          continue;
        }
        stack.emplace_back(id, true);
        int first = n.a, second = n.b;
        if (first >= 0 && second >= 0 &&
            need[static_cast<std::size_t>(second)] > need[static_cast<std::size_t>(first)])
          std::swap(first, second);
        if (second >= 0) stack.emplace_back(second, false);  // popped after first
        if (first >= 0) stack.emplace_back(first, false);
      }
    }
    return order;
  };
  // The last output first: for joint torques the backward pass then runs in
  // the recursion's own order, and fewer link quantities are live at once.
  std::vector<int> roots;
  for (auto output = outputs.rbegin(); output != outputs.rend(); ++output)
    roots.push_back(output->id);
  // Calls (sin, cos of the joint angles) first: nothing else is live across
  // libm's calls then, and double functions' one sin_cos call leads.
  std::vector<int> calls;
  for (const int id : depth_first(roots))
    if (node(id).op == OpCode::call) calls.push_back(id);
  calls.insert(calls.end(), roots.begin(), roots.end());
  return depth_first(calls);
}

OperationCount Program::count(const std::vector<Value>& outputs) const {
  OperationCount c;
  for (int id : reachable(outputs)) {
    switch (node(id).op) {
      case OpCode::add:
      case OpCode::sub:
      case OpCode::neg:
        ++c.additions;
        break;
      case OpCode::mul:
        ++c.multiplications;
        break;
      case OpCode::div:
        ++c.divisions;
        break;
      case OpCode::call:
      case OpCode::sign:
        ++c.calls;
        break;
      case OpCode::constant:
      case OpCode::input:
        break;
    }
  }
  return c;
}

Value operator+(Value a, Value b) { return a.program->add(a, b); }
Value operator-(Value a, Value b) { return a.program->sub(a, b); }
Value operator*(Value a, Value b) { return a.program->mul(a, b); }
Value operator/(Value a, Value b) { return a.program->div(a, b); }
Value operator-(Value a) { return a.program->neg(a); }

OperationCount& operator+=(OperationCount& a, const OperationCount& b) {
  a.additions += b.additions;
  a.multiplications += b.multiplications;
  a.divisions += b.divisions;
  a.calls += b.calls;
  return a;
}

OperationCount operator+(OperationCount a, const OperationCount& b) { return a += b; }

}  // namespace nedyn
