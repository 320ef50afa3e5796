#include "nedyn/generator/trig_reduction.hpp"

#include <sstream>
#include <stdexcept>

namespace nedyn {
namespace {

// c^2 -> 1 - s^2 for each (s, c) pair, to a fixed point. GiNaC's algebraic
// matching rewrites c^5 as (1 - s^2)^2 c in one substitution.
GiNaC::ex reduce_pairs(const GiNaC::ex& e, const GiNaC::lst& rules,
                       const std::vector<GiNaC::ex>& cosines) {
  GiNaC::ex x = e.expand();
  for (int pass = 0; pass < 8; ++pass) {
    bool squared = false;
    for (const GiNaC::ex& c : cosines)
      if (x.has(GiNaC::pow(c, GiNaC::wild()))) squared = true;
    if (!squared) return x;
    x = x.subs(rules, GiNaC::subs_options::algebraic).expand();
  }
  throw std::logic_error("pythagorean_reduce: no fixed point");
}

// (sin, cos) of k * x for an integer k, from sin x and cos x.
std::pair<GiNaC::ex, GiNaC::ex> multiple_angle(const GiNaC::ex& s, const GiNaC::ex& c, long k) {
  if (k < 0) {
    auto p = multiple_angle(s, c, -k);
    return {-p.first, p.second};
  }
  GiNaC::ex sk = 0, ck = 1;
  for (long j = 0; j < k; ++j) {
    const GiNaC::ex next_s = sk * c + ck * s;
    ck = ck * c - sk * s;
    sk = next_s;
  }
  return {sk, ck};
}

}  // namespace

GiNaC::ex pythagorean_reduce(const GiNaC::ex& e, const JointSymbols& js) {
  GiNaC::lst rules;
  std::vector<GiNaC::ex> cosines;
  for (const auto& [sine, cosine] : js.constant_angles) {
    rules.append(GiNaC::pow(cosine, 2) == 1 - GiNaC::pow(sine, 2));
    cosines.push_back(cosine);
  }
  for (int i = 0; i < js.n; ++i) {
    if (!js.revolute[i]) continue;
    rules.append(GiNaC::pow(js.c[i], 2) == 1 - GiNaC::pow(js.s[i], 2));
    cosines.push_back(js.c[i]);
  }
  return reduce_pairs(e, rules, cosines);
}

std::size_t term_count(const GiNaC::ex& e) {
  if (e.is_zero()) return 0;
  return GiNaC::is_a<GiNaC::add>(e) ? e.nops() : 1;
}

GiNaC::ex shortest_trig_polynomial(const GiNaC::ex& reduced, const JointSymbols& js) {
  if (js.groups.empty()) return reduced;

  // Joint angles a_i in a group become differences of cumulative angles
  // p_i = a_first + ... + a_i: s_i = sin(p_i - p_{i-1}), c_i = cos(p_i - p_{i-1}).
  GiNaC::exmap to_cumulative;
  GiNaC::lst rules;
  std::vector<GiNaC::ex> cosines;
  for (const auto& [sine, cosine] : js.constant_angles) {
    rules.append(GiNaC::pow(cosine, 2) == 1 - GiNaC::pow(sine, 2));
    cosines.push_back(cosine);
  }
  for (int i = 0; i < js.n; ++i) {
    if (!js.revolute[i]) continue;
    rules.append(GiNaC::pow(js.c_sum[i], 2) == 1 - GiNaC::pow(js.s_sum[i], 2));
    cosines.push_back(js.c_sum[i]);
    if (!js.has_cumulative_angle(i)) continue;
    const GiNaC::ex S = js.s_sum[i], C = js.c_sum[i];
    const GiNaC::ex Sp = js.s_sum[i - 1], Cp = js.c_sum[i - 1];
    to_cumulative[js.s[i]] = S * Cp - C * Sp;
    to_cumulative[js.c[i]] = C * Cp + S * Sp;
  }
  const GiNaC::ex cumulative = reduce_pairs(reduced.subs(to_cumulative), rules, cosines);
  return term_count(cumulative) < term_count(reduced) ? cumulative : reduced;
}

GiNaC::ex trig_normal_form(const GiNaC::ex& e, const JointSymbols& js) {
  // Each argument of sin or cos must be sum k_i q_i + K with integers k_i;
  // with q_i = a_i - theta_i it is sum k_i a_i + K', expanded by the
  // addition theorems into s_i = sin a_i, c_i = cos a_i.
  struct : GiNaC::map_function {
    const JointSymbols* js = nullptr;
    GiNaC::ex operator()(const GiNaC::ex& x) override {
      const bool is_sin = GiNaC::is_the_function<GiNaC::sin_SERIAL>(x);
      const bool is_cos = GiNaC::is_the_function<GiNaC::cos_SERIAL>(x);
      if (!is_sin && !is_cos) return x.map(*this);
      GiNaC::ex arg = x.op(0).expand();
      GiNaC::ex s_total = 0, c_total = 1;  // of the angle accumulated so far
      GiNaC::ex rest = arg;
      for (int i = 0; i < js->n; ++i) {
        const GiNaC::ex k = arg.coeff(js->q[i], 1);
        if (k.is_zero()) continue;
        if (!js->revolute[i] || !GiNaC::is_a<GiNaC::numeric>(k) ||
            !GiNaC::ex_to<GiNaC::numeric>(k).is_integer())
          throw std::invalid_argument("trig_normal_form: cannot expand " + to_text(x));
        rest -= k * js->q[i];
        const long kk = GiNaC::ex_to<GiNaC::numeric>(k).to_long();
        // k q_i = k a_i - k theta_i: the constant -k theta_i joins `rest`.
        rest -= k * (js->angle[i] - js->q[i]);
        const auto [sk, ck] = multiple_angle(js->s[i], js->c[i], kk);
        const GiNaC::ex next_s = s_total * ck + c_total * sk;
        c_total = c_total * ck - s_total * sk;
        s_total = next_s;
      }
      rest = rest.expand();
      const GiNaC::ex sr = GiNaC::sin(rest), cr = GiNaC::cos(rest);
      return is_sin ? s_total * cr + c_total * sr : c_total * cr - s_total * sr;
    }
    static std::string to_text(const GiNaC::ex& x) {
      std::ostringstream out;
      out << x;
      return out.str();
    }
  } expand_angles;
  expand_angles.js = &js;
  return pythagorean_reduce(expand_angles(e), js);
}

}  // namespace nedyn
