#include "symbolic_support.hpp"

#include <sstream>

namespace nedyn::test {

GiNaC::exmap state_values(const Model& model, const JointSymbols& js,
                          const ParameterValues& parameters, const State& s) {
  GiNaC::exmap values;
  for (const auto& [name, symbol] : model.symbols) values[symbol] = parameters.at(name);
  for (int i = 0; i < js.n; ++i) {
    values[js.q[i]] = s.q(i);
    values[js.qd[i]] = s.qd(i);
    values[js.qdd[i]] = s.qdd(i);
  }
  for (int i = 0; i < js.n; ++i) {
    if (!js.revolute[i]) continue;
    const double angle = evaluate(js.angle[i], values);
    const double angle_sum = evaluate(js.angle_sum[i], values);
    values[js.s[i]] = std::sin(angle);
    values[js.c[i]] = std::cos(angle);
    values[js.s_sum[i]] = std::sin(angle_sum);
    values[js.c_sum[i]] = std::cos(angle_sum);
  }
  return values;
}

double evaluate(const GiNaC::ex& e, const GiNaC::exmap& values) {
  const GiNaC::ex v = GiNaC::evalf(e.subs(values));
  if (!GiNaC::is_a<GiNaC::numeric>(v)) {
    std::ostringstream out;
    out << "not numeric after substitution: " << v;
    FAIL(out.str());
  }
  return GiNaC::ex_to<GiNaC::numeric>(v).to_double();
}

Eigen::MatrixXd evaluate(const GiNaC::matrix& m, const GiNaC::exmap& values) {
  Eigen::MatrixXd out(m.rows(), m.cols());
  for (unsigned i = 0; i < m.rows(); ++i)
    for (unsigned j = 0; j < m.cols(); ++j) out(i, j) = evaluate(m(i, j), values);
  return out;
}

}  // namespace nedyn::test
