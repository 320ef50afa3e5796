#pragma once

// MATLAB/Octave text of programs: the dialect of statement_printer.hpp for
// functions over columns of states. An array of the program (q, tau, M) is
// held as (entries x k): q(1, :) is joint 1 in every state, and products and
// quotients are element-wise (.* ./), so each statement is one operation over
// all k states. Indices are 1-based.

#include <string>

#include "nedyn/generator/statement_printer.hpp"

namespace nedyn {

class MatlabDialect : public Dialect {
 public:
  std::string number(const GiNaC::ex& exact) const override;
  std::string infix(OpCode op) const override;
  std::string call(const std::string& function, const std::string& argument) const override;
  std::string sign(const std::string& argument) const override;
  std::string define(const std::string& name, const std::string& value, bool varies) const override;
  /// tau(1, :): 1-based, a row of states.
  std::string element(const ArrayElement& e) const override;
  std::string assign(const ArrayElement& target, const PrintedValue& value,
                     bool varies) const override;
};

}  // namespace nedyn
