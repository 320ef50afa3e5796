#pragma once

// C99 text of programs: the C dialect of statement_printer.hpp. Like C++
// but for <math.h>'s names (sinf, sqrtf for float) and parameters through a
// pointer (p->m1). In double, a function's sines and cosines come from
// sin_cos calls over arrays of angles (templates/sin_cos.c.mustache); in
// float from sinf and cosf one by one.

#include <string>
#include <vector>

#include "nedyn/generator/cpp_printer.hpp"
#include "nedyn/generator/statement_printer.hpp"

namespace nedyn {

class CDialect : public Dialect {
 public:
  explicit CDialect(ScalarType scalar) : scalar_(scalar) {}
  std::string number(const GiNaC::ex& exact) const override;
  /// "p.m1" -> "p->m1": the parameters come as `const NAME_params* p`.
  std::string input(const InputName& input) const override;
  std::string call(const std::string& function, const std::string& argument) const override;
  std::string sign(const std::string& argument) const override;
  std::string define(const std::string& name, const std::string& value, bool varies) const override;
  std::string assign(const ArrayElement& target, const PrintedValue& value,
                     bool varies) const override;
  bool groups_sin_cos() const override { return scalar_ == ScalarType::float64; }
  std::string sin_cos_arrays(int count) const override;
  /// "const double angles0[] = {q[0], q[1]};" and "sin_cos(sine, cosine, angles0, 2);".
  std::vector<std::string> sin_cos_call(int first, const std::vector<std::string>& angles,
                                        int group) const override;

 private:
  ScalarType scalar_;
};

}  // namespace nedyn
