#pragma once

// The text of a program's statements in any target language: one walk over
// the program (which nodes become temporaries, in which order, where
// parentheses go), and a Dialect per language that says how each piece is
// written (SymEngine's printers: one class per target, sharing the walk).
// Nothing here asks GiNaC for an order or a string, so the same program
// always gives the same bytes in every language.

#include <string>
#include <vector>

#include <ginac/ginac.h>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/program.hpp"

namespace nedyn {

/// A printed expression and how tightly it binds: what needs parentheses where.
struct PrintedValue {
  static constexpr int kSum = 1, kProduct = 2, kUnary = 3, kAtom = 4;
  std::string text;
  int precedence = kAtom;
};

/// How one language writes the pieces of a program. Operators + - * / and
/// unary minus are infix in every dialect; a dialect names their text.
class Dialect {
 public:
  virtual ~Dialect() = default;

  /// An exact constant (a real number without symbols).
  virtual std::string number(const GiNaC::ex& exact) const = 0;
  /// An input: an array's entry as element() writes it, a parameter as
  /// "p.m1", a scalar by its name.
  virtual std::string input(const InputName& input) const;
  /// The operator between two operands: " * ", " .* ", ...
  virtual std::string infix(OpCode op) const;
  /// A call of one of sin, cos, sqrt, exp, log.
  virtual std::string call(const std::string& function, const std::string& argument) const = 0;
  /// sign(x): +1, 0 or -1 (Coulomb friction). `argument` is an atom.
  virtual std::string sign(const std::string& argument) const = 0;
  /// The statement that defines the temporary `name`; `varies`: whether its
  /// value differs between the states of a batch (false: of the parameters alone).
  virtual std::string define(const std::string& name, const std::string& value,
                             bool varies) const = 0;
  /// An entry of an array the function writes: "tau[0]" (C, C++, NumPy).
  virtual std::string element(const ArrayElement& e) const {
    return e.array + "[" + std::to_string(e.index) + "]";
  }
  /// The statement that writes an output.
  virtual std::string assign(const ArrayElement& target, const PrintedValue& value,
                             bool varies) const = 0;
  /// The statement that copies a result's entry from its mirror image.
  virtual std::string mirror(const MirroredEntry& m) const {
    return element({m.array, m.to}) + " = " + element({m.array, m.from}) + ";";
  }
  /// Whether sines and cosines come from sin_cos calls (templates/sin_cos.mustache)
  /// into arrays `sine`, `cosine`, declared by sin_cos_arrays(count).
  virtual bool groups_sin_cos() const { return false; }
  virtual std::string sin_cos_arrays(int count) const;
  /// The statements that set sine[first + i], cosine[first + i] to the sine
  /// and cosine of angles[i]; `group` counts the function's calls from 0.
  /// C++: "sin_cos(sine + 2, cosine + 2, q[2], q[3]);".
  virtual std::vector<std::string> sin_cos_call(int first, const std::vector<std::string>& angles,
                                                int group) const;
  /// Whether define() and assign() need `varies` (C++ bodies over lanes of states).
  virtual bool over_lanes() const { return false; }
  /// Over lanes: whether a value that is the same in every lane and read by
  /// one that is not gets a temporary of its own (computed once, not inside
  /// the lanes' statement).
  virtual bool hoists_invariants() const { return false; }
  /// Over lanes: whether an input differs between lanes (all but the parameters).
  virtual bool input_varies(const InputName& input) const {
    return input.kind != InputName::Kind::parameter;
  }
};

/// The lines that copy mirrored entries (EmittedFunction::mirrored).
std::vector<std::string> mirrored_lines(const std::vector<MirroredEntry>& entries,
                                        const Dialect& dialect);

/// Statements of a function body: a temporary for every node used more than
/// once (and every function call and sign, and long expressions), each output
/// assigned once, in the order that keeps fewer values live
/// (statement_order.hpp).
std::vector<std::string> print_statements(const Program& program,
                                          const std::vector<EmittedOutput>& outputs,
                                          const Dialect& dialect);

/// Whether the outputs need a sine or cosine (so a file needs sin_cos).
bool needs_sin_cos(const Program& program, const std::vector<EmittedOutput>& outputs);

/// Whether the outputs' values take a sign (Coulomb friction): the printers
/// define their sign helper only then (an unused one is a warning).
bool needs_sign(const Program& program, const std::vector<EmittedOutput>& outputs);

}  // namespace nedyn
