#include "nedyn/generator/c_printer.hpp"

namespace nedyn {

std::string CDialect::number(const GiNaC::ex& exact) const {
  return number_literal(exact, scalar_);
}

std::string CDialect::input(const InputName& input) const {
  return input.kind == InputName::Kind::parameter ? "p->" + input.name : Dialect::input(input);
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

std::string CDialect::assign(const ArrayElement& target, const PrintedValue& value, bool) const {
  return element(target) + " = " + value.text + ";";
}

std::string CDialect::sin_cos_arrays(int count) const {
  return CppDialect(scalar_).sin_cos_arrays(count);
}

std::vector<std::string> CDialect::sin_cos_call(int first, const std::vector<std::string>& angles,
                                                int group) const {
  const std::string name = "angles" + std::to_string(group);
  std::string list;
  for (const std::string& angle : angles) list += (list.empty() ? "" : ", ") + angle;
  const std::string k = first == 0 ? "" : " + " + std::to_string(first);
  return {"const double " + name + "[] = {" + list + "};",
          "sin_cos(sine" + k + ", cosine" + k + ", " + name + ", " + std::to_string(angles.size()) +
              ");"};
}

}  // namespace nedyn
