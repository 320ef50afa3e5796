#include "symbolic_support.hpp"

#include "nedyn/generator/dynamics_terms.hpp"

#include <sstream>

namespace nedyn::test {

GiNaC::exmap state_values(const Model& model, const JointSymbols& js,
                          const ParameterValues& parameters, const State& s) {
  GiNaC::exmap values;
  for (const auto& [name, symbol] : model.symbols) values[symbol] = parameters.at(name);
  // A floating base's pose and twist come first in q and qd (nq = n + 7, nv = n + 6).
  const int pose = js.base_v.empty() ? 0 : 7, twist = js.nv() - js.n;
  for (int i = 0; i < js.n; ++i) {
    values[js.q[i]] = s.q(pose + i);
    values[js.qd[i]] = s.qd(twist + i);
    values[js.qdd[i]] = s.qdd(twist + i);
  }
  for (int k = 0; k < twist; ++k) {
    values[js.base_v[static_cast<std::size_t>(k)]] = s.qd(k);
    values[js.base_vd[static_cast<std::size_t>(k)]] = s.qdd(k);
  }
  if (pose) {
    for (int k = 0; k < 4; ++k) values[js.quaternion[static_cast<std::size_t>(k)]] = s.q(3 + k);
    const Vec3 gb = base_frame_gravity(model.gravity, js);
    for (std::size_t k = 0; k < 3; ++k) values[js.base_gravity[k]] = evaluate(gb[k], values);
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
