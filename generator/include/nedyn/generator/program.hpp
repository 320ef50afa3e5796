#pragma once

// A straight-line program: the form in which emitted functions are built.
// Every operation becomes a node of one shared graph; building folds
// constants exactly (GiNaC numbers), drops zeros and ones, pushes negations
// into subtractions and reuses an existing node for a repeated operation
// (hash-consing), so common subexpressions are shared by construction.
// Node ids follow construction order, which is nedyn's own code order and
// never GiNaC's term order: the same model always gives the same program.

#include <array>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include <ginac/ginac.h>

namespace nedyn {

enum class OpCode {
  constant,  ///< exact value without symbols
  input,     ///< q[i], qd[i], p.m1, ...
  add,
  sub,
  mul,
  div,
  neg,
  call,  ///< std::sin, std::cos, std::sqrt, ... of one argument (`function`)
  sign   ///< +1, 0, -1: Coulomb friction
};

struct Node {
  OpCode op = OpCode::constant;
  int a = -1, b = -1;  ///< operands
  GiNaC::ex value;     ///< constant: exact value
  std::string name;    ///< input: the C++ text; call: the function ("sin")
  int joint = -1;      ///< input q[joint]: the variable of derivatives
};

class Program;

/// A value computed by a Program: a handle to one of its nodes.
struct Value {
  Program* program = nullptr;
  int id = -1;
};

/// Operation counts of a set of outputs (DESIGN.md §5 counts: additions
/// include subtractions and negations).
struct OperationCount {
  int additions = 0, multiplications = 0, divisions = 0, calls = 0;  ///< calls: sin, cos, ...
  int total() const { return additions + multiplications + divisions + calls; }
};

class Program {
 public:
  Program() = default;
  Program(const Program&) = delete;  // Values point to their program
  Program& operator=(const Program&) = delete;

  Value constant(const GiNaC::ex& exact);
  Value input(const std::string& text, int joint = -1);
  Value add(Value a, Value b);
  Value sub(Value a, Value b);
  Value mul(Value a, Value b);
  Value div(Value a, Value b);
  Value neg(Value a);
  Value call(const std::string& function, Value a);
  Value sign(Value a);

  const Node& node(int id) const { return nodes_[static_cast<std::size_t>(id)]; }
  const Node& node(Value v) const { return node(v.id); }
  int size() const { return static_cast<int>(nodes_.size()); }

  bool is_constant(Value v) const { return node(v).op == OpCode::constant; }
  bool is_zero(Value v) const;
  bool is_one(Value v) const;

  /// d v / d q[joint] (inputs made with that joint), memoized.
  Value derivative(Value v, int joint);

  /// Nodes the outputs depend on, in increasing id order (a topological order).
  std::vector<int> reachable(const std::vector<Value>& outputs) const;
  OperationCount count(const std::vector<Value>& outputs) const;

 private:
  Value make(Node node);
  bool is_negative_constant(Value v) const;

  std::vector<Node> nodes_;
  std::map<std::tuple<int, int, int, std::string>, int> index_;  ///< op, a, b, key -> id
  std::map<std::pair<int, int>, int> derivatives_;               ///< (id, joint) -> id
};

Value operator+(Value a, Value b);
Value operator-(Value a, Value b);
Value operator*(Value a, Value b);
Value operator/(Value a, Value b);
Value operator-(Value a);

}  // namespace nedyn
