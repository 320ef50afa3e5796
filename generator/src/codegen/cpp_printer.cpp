#include "nedyn/generator/cpp_printer.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <stdexcept>
#include <utility>

namespace nedyn {
namespace {

std::string shortest(double x, ScalarType scalar) {
  char buffer[64];
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(buffer, sizeof buffer, "%.*g", digits, x);
    if (scalar == ScalarType::float32 ? std::strtof(buffer, nullptr) == static_cast<float>(x)
                                      : std::strtod(buffer, nullptr) == x)
      break;
  }
  std::string s = buffer;
  if (s.find_first_of(".e") == std::string::npos) s += ".0";
  return s;
}

}  // namespace

const char* scalar_name(ScalarType scalar) {
  return scalar == ScalarType::float32 ? "float" : "double";
}

std::string number_literal(const GiNaC::ex& exact, ScalarType scalar) {
  const GiNaC::ex approximate = exact.evalf();
  if (!GiNaC::is_a<GiNaC::numeric>(approximate) ||
      !GiNaC::ex_to<GiNaC::numeric>(approximate).is_real())
    throw ConstantOutOfRange("a constant of the emitted code has no real value");
  // A rational converts exactly rounded; others (pi/2) through their evalf.
  const double value = GiNaC::is_a<GiNaC::numeric>(exact)
                           ? GiNaC::ex_to<GiNaC::numeric>(exact).to_double()
                           : GiNaC::ex_to<GiNaC::numeric>(approximate).to_double();
  if (!std::isfinite(value) ||
      (scalar == ScalarType::float32 && !std::isfinite(static_cast<float>(value))))
    throw ConstantOutOfRange(std::string("a constant of the emitted code is out of the range of ") +
                             (scalar == ScalarType::float32 ? "float" : "double") +
                             ": the model's numbers are too large or too small to be combined");
  const double printed =
      scalar == ScalarType::float32 ? static_cast<double>(static_cast<float>(value)) : value;
  std::string text = shortest(printed, scalar);
  if (scalar == ScalarType::float32) text += "f";
  return text;
}

std::string CppDialect::number(const GiNaC::ex& exact) const {
  return number_literal(exact, scalar_);
}

// Over lanes, calls and signs go through the overloads of
// templates/lanes.mustache: the same std:: function in each lane.
std::string CppDialect::call(const std::string& function, const std::string& argument) const {
  return (lane_type_.empty() ? "std::" + function + "(" : function + "_of(") + argument + ")";
}

std::string CppDialect::sign(const std::string& argument) const {
  if (!lane_type_.empty()) return "sign_of(" + argument + ")";
  const std::string one = number_literal(1, scalar_), zero = number_literal(0, scalar_);
  return "(" + argument + " > " + zero + " ? " + one + " : (" + argument + " < " + zero + " ? -" +
         one + " : " + zero + "))";
}

std::string CppDialect::define(const std::string& name, const std::string& value,
                               bool varies) const {
  const std::string type = lane_type_.empty() || !varies ? scalar_name(scalar_) : lane_type_;
  return "const " + type + " " + name + " = " + value + ";";
}

// Over lanes, an output of the parameters alone goes to every lane.
std::string CppDialect::assign(const ArrayElement& target, const PrintedValue& value,
                               bool varies) const {
  if (lane_type_.empty() || varies) return element(target) + " = " + value.text + ";";
  const bool wrap = value.precedence <= PrintedValue::kSum;
  return element(target) + " = " + lane_type_ + "() + " +
         (wrap ? "(" + value.text + ")" : value.text) + ";";
}

std::string CppDialect::sin_cos_arrays(int count) const {
  const std::string type = lane_type_.empty() ? scalar_name(scalar_) : lane_type_;
  return type + " sine[" + std::to_string(count) + "], cosine[" + std::to_string(count) + "];";
}

bool uses_sin_cos(const Program& program, const std::vector<EmittedOutput>& outputs,
                  ScalarType scalar) {
  return scalar == ScalarType::float64 && needs_sin_cos(program, outputs);
}

std::vector<std::string> print_statements(const Program& program,
                                          const std::vector<EmittedOutput>& outputs,
                                          ScalarType scalar, const std::string& lane_type) {
  return print_statements(program, outputs, CppDialect(scalar, lane_type));
}

}  // namespace nedyn
