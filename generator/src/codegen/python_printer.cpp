#include "nedyn/generator/python_printer.hpp"

#include "nedyn/generator/cpp_printer.hpp"

namespace nedyn {

// The shortest decimal that reads back as the same double: Python's float
// literal syntax is C's ("0.5", "1e-05", "-2.0").
std::string PythonDialect::number(const GiNaC::ex& exact) const {
  return number_literal(exact, ScalarType::float64);
}

std::string PythonDialect::call(const std::string& function, const std::string& argument) const {
  return "np." + function + "(" + argument + ")";
}

std::string PythonDialect::sign(const std::string& argument) const {
  return "np.sign(" + argument + ")";
}

std::string PythonDialect::define(const std::string& name, const std::string& value, bool) const {
  return name + " = " + value;
}

std::string PythonDialect::assign(const ArrayElement& target, const PrintedValue& value,
                                  bool) const {
  return element(target) + " = " + value.text;
}

std::string PythonDialect::mirror(const MirroredEntry& m) const {
  return element({m.array, m.to}) + " = " + element({m.array, m.from});
}

}  // namespace nedyn
