#include "nedyn/generator/trig_reduction.hpp"

#include <sstream>
#include <stdexcept>

namespace nedyn {
namespace {

// c^2 -> 1 - s^2 for each (s, c) pair. Term by term: a term whose cosine
// powers are all below 2 passes as it is (most do); c^k becomes
// c^(k mod 2) (1 - s^2)^(k div 2), and only such terms are expanded again.
// GiNaC's add constructor then merges like terms. One pass suffices: the
// rewritten terms contain no c^2.
GiNaC::ex reduce_pairs(const GiNaC::ex& e, const std::vector<GiNaC::ex>& sines,
                       const std::vector<GiNaC::ex>& cosines) {
  const GiNaC::ex x = e.expand();
  auto pair_of = [&](const GiNaC::ex& base) -> int {
    for (std::size_t k = 0; k < cosines.size(); ++k)
      if (base.is_equal(cosines[k])) return static_cast<int>(k);
    return -1;
  };
  auto reduce_term = [&](const GiNaC::ex& term, bool& changed) -> GiNaC::ex {
    auto reduce_factor = [&](const GiNaC::ex& f) -> GiNaC::ex {
      if (!GiNaC::is_a<GiNaC::power>(f) || !GiNaC::is_a<GiNaC::numeric>(f.op(1))) return f;
      const GiNaC::numeric k = GiNaC::ex_to<GiNaC::numeric>(f.op(1));
      if (!k.is_pos_integer() || k < 2) return f;
      const int p = pair_of(f.op(0));
      if (p < 0) return f;
      changed = true;
      const long kk = k.to_long();
      return GiNaC::pow(f.op(0), kk % 2) * GiNaC::pow(1 - GiNaC::pow(sines[p], 2), kk / 2);
    };
    if (!GiNaC::is_a<GiNaC::mul>(term)) return reduce_factor(term);
    GiNaC::exvector factors;
    factors.reserve(term.nops());
    for (const GiNaC::ex& f : term) factors.push_back(reduce_factor(f));
    return changed ? GiNaC::ex(GiNaC::mul(factors)) : term;
  };
  if (!GiNaC::is_a<GiNaC::add>(x)) {
    bool changed = false;
    const GiNaC::ex t = reduce_term(x, changed);
    return changed ? t.expand() : x;
  }
  GiNaC::exvector terms;
  terms.reserve(x.nops());
  bool any = false;
  for (const GiNaC::ex& term : x) {
    bool changed = false;
    const GiNaC::ex t = reduce_term(term, changed);
    terms.push_back(changed ? t.expand() : t);
    any = any || changed;
  }
  return any ? GiNaC::ex(GiNaC::add(terms)).expand() : x;
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

// The (sin, cos) pairs that s^2 + c^2 = 1 applies to: constant angles, and
// the joint angles or, with `cumulative`, the cumulative angles.
struct TrigPairs {
  std::vector<GiNaC::ex> sines, cosines;
};

TrigPairs trig_pairs(const JointSymbols& js, bool cumulative) {
  TrigPairs pairs;
  for (const auto& [sine, cosine] : js.constant_angles) {
    pairs.sines.push_back(sine);
    pairs.cosines.push_back(cosine);
  }
  for (int i = 0; i < js.n; ++i) {
    if (!js.revolute[i]) continue;
    pairs.sines.push_back(cumulative ? js.s_sum[i] : js.s[i]);
    pairs.cosines.push_back(cumulative ? js.c_sum[i] : js.c[i]);
  }
  return pairs;
}

}  // namespace

GiNaC::ex pythagorean_reduce(const GiNaC::ex& e, const JointSymbols& js) {
  const TrigPairs pairs = trig_pairs(js, false);
  return reduce_pairs(e, pairs.sines, pairs.cosines);
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
  for (int i = 0; i < js.n; ++i) {
    if (!js.revolute[i] || !js.has_cumulative_angle(i)) continue;
    const GiNaC::ex S = js.s_sum[i], C = js.c_sum[i];
    const GiNaC::ex Sp = js.s_sum[i - 1], Cp = js.c_sum[i - 1];
    to_cumulative[js.s[i]] = S * Cp - C * Sp;
    to_cumulative[js.c[i]] = C * Cp + S * Sp;
  }
  const TrigPairs pairs = trig_pairs(js, true);
  const GiNaC::ex cumulative =
      reduce_pairs(reduced.subs(to_cumulative), pairs.sines, pairs.cosines);
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
