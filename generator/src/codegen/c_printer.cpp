#include "nedyn/generator/c_printer.hpp"

namespace nedyn {

std::string CDialect::number(const GiNaC::ex& exact) const {
  return number_literal(exact, scalar_);
}

std::string CDialect::input(const std::string& name) const {
  return name.compare(0, 2, "p.") == 0 ? "p->" + name.substr(2) : name;
}

// <math.h>: sin, cos, sqrt, exp, log in double; sinf, ... in float (C99 7.12).
std::string CDialect::call(const std::string& function, const std::string& argument) const {
  return function + (scalar_ == ScalarType::float32 ? "f(" : "(") + argument + ")";
}

std::string CDialect::sign(const std::string& argument) const {
  return CppDialect(scalar_).sign(argument);
}

std::string CDialect::define(const std::string& name, const std::string& value, bool) const {
  return CppDialect(scalar_).define(name, value, true);
}

std::string CDialect::assign(const std::string& target, const PrintedValue& value, bool) const {
  return target + " = " + value.text + ";";
}

}  // namespace nedyn
