#pragma once

// Python text of programs: the NumPy dialect of statement_printer.hpp. Every
// value is an array over the states of a call (q[0] is joint 1's angle in
// every state), so one statement is one NumPy operation over all of them.

#include <string>

#include "nedyn/generator/statement_printer.hpp"

namespace nedyn {

class PythonDialect : public Dialect {
 public:
  std::string number(const GiNaC::ex& exact) const override;
  std::string call(const std::string& function, const std::string& argument) const override;
  std::string sign(const std::string& argument) const override;
  std::string define(const std::string& name, const std::string& value, bool varies) const override;
  std::string assign(const ArrayElement& target, const PrintedValue& value,
                     bool varies) const override;
  std::string mirror(const MirroredEntry& m) const override;
};

}  // namespace nedyn
