#include "nedyn/generator/matlab_printer.hpp"

#include <regex>

#include "nedyn/generator/cpp_printer.hpp"

namespace nedyn {

// The shortest decimal that reads back as the same double ("0.5", "1e-05").
std::string MatlabDialect::number(const GiNaC::ex& exact) const {
  return number_literal(exact, ScalarType::float64);
}

std::string MatlabDialect::infix(OpCode op) const {
  switch (op) {
    case OpCode::mul:
      return " .* ";
    case OpCode::div:
      return " ./ ";
    default:
      return Dialect::infix(op);
  }
}

std::string MatlabDialect::call(const std::string& function, const std::string& argument) const {
  return function + "(" + argument + ")";
}

std::string MatlabDialect::sign(const std::string& argument) const {
  return "sign(" + argument + ")";
}

std::string MatlabDialect::define(const std::string& name, const std::string& value, bool) const {
  return name + " = " + value + ";";
}

std::string MatlabDialect::element(const ArrayElement& e) const {
  return e.array + "(" + std::to_string(e.index + 1) + ", :)";
}

std::string MatlabDialect::assign(const ArrayElement& target, const PrintedValue& value,
                                  bool) const {
  return element(target) + " = " + value.text + ";";
}

}  // namespace nedyn
