#pragma once

// A straight-line program: the form in which emitted functions are built.
// Every operation becomes a node of one shared graph; building folds
// constants exactly (GiNaC numbers), drops zeros and ones, pushes negations
// into subtractions and reuses an existing node for a repeated operation
// (hash-consing), so common subexpressions are shared by construction.
// Nothing depends on the order in which nodes are built (C++ leaves the
// evaluation order of operands open, and g++ and clang++ differ): operands
// of sums and products are ordered by a structural hash of what they
// compute, and programs print in evaluation_order(), a depth-first order
// over that structure. GiNaC's term order never enters either.

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include <ginac/ginac.h>

namespace nedyn {

enum class OpCode {
  constant,  ///< exact value without symbols
  input,     ///< q[i], qd[i], p.m1, ...: what InputName says
  add,
  sub,
  mul,
  div,
  neg,
  call,  ///< std::sin, std::cos, std::sqrt, ... of one argument (`function`)
  sign   ///< +1, 0, -1: Coulomb friction
};

/// What an input of a program reads, in no language: an entry of an array
/// the function is given (q[3]: array "q", index 3), a parameter of the model
/// (p.m1: "m1"), or a scalar that a printer defines before the program (a
/// leg lane's joint angle "lq0", a leg's constant "k2").
struct InputName {
  enum class Kind { element, parameter, scalar };
  Kind kind = Kind::element;
  std::string name;  ///< the array, the parameter or the scalar
  int index = 0;     ///< element: the entry, by its flat (row-major) index

  static InputName element(const std::string& array, int index) {
    return {Kind::element, array, index};
  }
  static InputName parameter(const std::string& name) { return {Kind::parameter, name, 0}; }
  static InputName scalar(const std::string& name) { return {Kind::scalar, name, 0}; }
  /// "q[3]", "p.m1", "lq0": a key (hashes, the order of operands) and the
  /// text of messages; printers write an input their own way (Dialect::input).
  std::string text() const;
};

struct Node {
  OpCode op = OpCode::constant;
  int a = -1, b = -1;      ///< operands
  GiNaC::ex value;         ///< constant: exact value
  bool negative = false;   ///< constant: a negative real (evaluated once, when created)
  std::string name;        ///< call: the function ("sin")
  InputName input;         ///< input: what it reads
  std::uint64_t hash = 0;  ///< of the structure below the node, not of node ids
};

class Program;

/// A value computed by a Program: a handle to one of its nodes.
struct Value {
  Program* program = nullptr;
  int id = -1;
};

/// Operation counts of a set of outputs (docs/design.md §5 counts: additions
/// include subtractions and negations).
struct OperationCount {
  int additions = 0, multiplications = 0, divisions = 0, calls = 0;  ///< calls: sin, cos, ...
  int total() const { return additions + multiplications + divisions + calls; }
};

OperationCount& operator+=(OperationCount& a, const OperationCount& b);
OperationCount operator+(OperationCount a, const OperationCount& b);

class Program {
 public:
  Program() = default;
  Program(const Program&) = delete;  // Values point to their program
  Program& operator=(const Program&) = delete;

  Value constant(const GiNaC::ex& exact);
  Value input(const InputName& name);
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

  /// d v / d x for an input x (q[j], qd[j], ...), memoized; sign() counts as
  /// constant (its derivative is 0 almost everywhere).
  Value derivative(Value v, Value variable);

  /// The outputs with each input of `replacement` (input id -> value)
  /// replaced: the nodes that read one are built again, folding as they are
  /// (a product by a value that is now zero drops); the others stay.
  std::vector<Value> substitute(const std::vector<Value>& outputs,
                                const std::map<int, Value>& replacement);

  /// The outputs' exact values: `given` holds the value of every input the
  /// outputs read, and may give any other node's value too (a call sin(q_i)
  /// as a rational point of the unit circle); other calls are GiNaC's
  /// functions of their argument, sign() that of a number. Throws
  /// std::invalid_argument for an input without a value.
  /// `simplify`, if set, maps each node's value to the form kept (a
  /// canonical form of rational functions keeps expressions small).
  std::vector<GiNaC::ex> exact_values(
      const std::vector<Value>& outputs, const std::map<int, GiNaC::ex>& given,
      const std::function<GiNaC::ex(const GiNaC::ex&)>& simplify = nullptr) const;

  /// Nodes the outputs depend on, in increasing id order (a topological order).
  std::vector<int> reachable(const std::vector<Value>& outputs) const;
  /// The same nodes in the order to compute them: depth first from each
  /// function call (sin, cos, sqrt), then from each output in turn, the last
  /// first; of two operands the one needing more registers first (ties: the
  /// stored, canonical order). Independent of node ids, hence of the order in
  /// which the program was built.
  std::vector<int> evaluation_order(const std::vector<Value>& outputs) const;
  OperationCount count(const std::vector<Value>& outputs) const;

 private:
  Value make(Node node);
  /// Canonical operand order of a sum or product: constants first, then by hash.
  bool precedes(Value a, Value b) const;
  bool is_negative_constant(Value v) const;

  std::vector<Node> nodes_;
  std::map<std::tuple<int, int, int, std::string>, int> index_;  ///< op, a, b, key -> id
  /// Constants already made, looked up before their canonical text is printed.
  std::map<GiNaC::ex, int, GiNaC::ex_is_less> constants_;
  std::map<std::pair<int, int>, int> derivatives_;  ///< (id, variable id) -> id
};

Value operator+(Value a, Value b);
Value operator-(Value a, Value b);
Value operator*(Value a, Value b);
Value operator/(Value a, Value b);
Value operator-(Value a);

}  // namespace nedyn
