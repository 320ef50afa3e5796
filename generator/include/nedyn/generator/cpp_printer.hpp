#pragma once

// C++ text of programs. Nothing here asks GiNaC for an order or a string:
// temporaries are numbered in node order, operands print in the order the
// program holds them, and numbers print as the shortest decimal that reads
// back as the same double (or float), so the same program always gives the
// same bytes.

#include <stdexcept>
#include <string>
#include <vector>

#include <ginac/ginac.h>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/program.hpp"

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
