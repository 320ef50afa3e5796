#pragma once

// C++ text of programs: the C++ dialect of statement_printer.hpp. Numbers
// print as the shortest decimal that reads back as the same double (or
// float), so the same program always gives the same bytes.

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <ginac/ginac.h>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/program.hpp"
#include "nedyn/generator/statement_printer.hpp"

namespace nedyn {

enum class ScalarType { float64, float32 };

/// "double" or "float".
const char* scalar_name(ScalarType scalar);

/// A constant of the emitted code has no finite value in the scalar type: a
/// model whose numbers combine beyond ±1.8e308 (3.4e38 for float), found by
/// fuzzing (a centre of mass of 1e77 m, squared, times itself).
class ConstantOutOfRange : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// The exact constant as a C++ literal: the shortest decimal that rounds to
/// the same double (float: with an f suffix), always with a '.' or exponent.
/// Throws ConstantOutOfRange if it has no finite real value in that type.
std::string number_literal(const GiNaC::ex& exact, ScalarType scalar);

/// C++: `const double tK = ...;`, std::sin, ternary signs. With a lane type
/// ("Value"), values that differ between states have that type and calls and
/// signs go through its overloads (sqrt_of, sign_of, templates/lanes.mustache).
class CppDialect : public Dialect {
 public:
  explicit CppDialect(ScalarType scalar, std::string lane_type = "")
      : scalar_(scalar), lane_type_(std::move(lane_type)) {}
  std::string number(const GiNaC::ex& exact) const override;
  std::string call(const std::string& function, const std::string& argument) const override;
  std::string sign(const std::string& argument) const override;
  std::string define(const std::string& name, const std::string& value, bool varies) const override;
  std::string assign(const ArrayElement& target, const PrintedValue& value,
                     bool varies) const override;
  /// In double functions the sines and cosines come from sin_cos calls.
  bool groups_sin_cos() const override { return scalar_ == ScalarType::float64; }
  std::string sin_cos_arrays(int count) const override;
  bool over_lanes() const override { return !lane_type_.empty(); }

 private:
  ScalarType scalar_;
  std::string lane_type_;
};

/// Statements of a function body: `const double tK = ...;` for every node used
/// more than once (and every function call), each output assigned once. In
/// double functions the sines and cosines come from one sin_cos call
/// (templates/sin_cos.mustache) into `double sine[N], cosine[N]`. With a
/// `lane_type` ("Value" in a body over lanes of states) values have that type and
/// calls and signs go through its overloads (sqrt_of, sign_of).
std::vector<std::string> print_statements(const Program& program,
                                          const std::vector<EmittedOutput>& outputs,
                                          ScalarType scalar, const std::string& lane_type = "");

/// Whether print_statements of these outputs calls sin_cos, so the file
/// needs its definition.
bool uses_sin_cos(const Program& program, const std::vector<EmittedOutput>& outputs,
                  ScalarType scalar);

}  // namespace nedyn
