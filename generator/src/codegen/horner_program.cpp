#include "nedyn/generator/horner_program.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "nedyn/generator/canonical_printer.hpp"

namespace nedyn {
namespace {

struct Term {
  std::map<int, int> powers;  ///< atom index -> exponent
  GiNaC::ex coefficient;      ///< a number
};

class HornerBuilder {
 public:
  HornerBuilder(Program& program, const AtomValue& atom_value)
      : program_(program), atom_value_(atom_value) {}

  std::vector<Term> terms(const GiNaC::ex& expanded) {
    std::vector<Term> out;
    if (expanded.is_zero()) return out;
    if (GiNaC::is_a<GiNaC::add>(expanded)) {
      for (const GiNaC::ex& t : expanded) out.push_back(term(t));
    } else {
      out.push_back(term(expanded));
    }
    // Canonical order: by powers, then by coefficient text.
    std::sort(out.begin(), out.end(), [](const Term& a, const Term& b) {
      if (a.powers != b.powers) return a.powers < b.powers;
      return canonical_string(a.coefficient) < canonical_string(b.coefficient);
    });
    return out;
  }

  /// Atoms get indices in the order of their canonical text.
  void index_atoms() {
    int k = 0;
    for (auto& entry : atom_index_) entry.second.first = k++;
    for (const auto& entry : atom_index_) atoms_.push_back(entry.second.second);
  }

  void collect(const GiNaC::ex& expanded) {
    const auto visit = [&](const GiNaC::ex& t) {
      const auto factor = [&](const GiNaC::ex& f) {
        if (GiNaC::is_a<GiNaC::numeric>(f)) return;
        const GiNaC::ex base = is_integer_power(f) ? f.op(0) : f;
        atom_index_.emplace(canonical_string(base), std::make_pair(0, base));
      };
      if (GiNaC::is_a<GiNaC::mul>(t)) {
        for (const GiNaC::ex& f : t) factor(f);
      } else {
        factor(t);
      }
    };
    if (GiNaC::is_a<GiNaC::add>(expanded)) {
      for (const GiNaC::ex& t : expanded) visit(t);
    } else if (!expanded.is_zero()) {
      visit(expanded);
    }
  }

  Value build(std::vector<Term> terms) {
    if (terms.empty()) return program_.constant(0);
    std::map<int, int> count;
    for (const Term& t : terms)
      for (const auto& p : t.powers) ++count[p.first];
    int best = -1, best_count = 1;
    for (const auto& c : count)
      if (c.second > best_count) {
        best = c.first;
        best_count = c.second;
      }
    if (best < 0) {
      Value sum = program_.constant(0);
      for (const Term& t : terms) sum = sum + monomial(t);
      return sum;
    }
    std::vector<Term> with, without;
    for (Term& t : terms) {
      const auto p = t.powers.find(best);
      if (p == t.powers.end()) {
        without.push_back(std::move(t));
      } else {
        if (--p->second == 0) t.powers.erase(p);
        with.push_back(std::move(t));
      }
    }
    return build(std::move(with)) * atom(best) + build(std::move(without));
  }

 private:
  static bool is_integer_power(const GiNaC::ex& f) {
    return GiNaC::is_a<GiNaC::power>(f) && GiNaC::is_a<GiNaC::numeric>(f.op(1)) &&
           GiNaC::ex_to<GiNaC::numeric>(f.op(1)).is_pos_integer();
  }

  Term term(const GiNaC::ex& t) {
    Term out;
    out.coefficient = 1;
    const auto factor = [&](const GiNaC::ex& f) {
      if (GiNaC::is_a<GiNaC::numeric>(f)) {
        out.coefficient *= f;
      } else if (is_integer_power(f)) {
        out.powers[index_of(f.op(0))] += GiNaC::ex_to<GiNaC::numeric>(f.op(1)).to_int();
      } else {
        out.powers[index_of(f)] += 1;
      }
    };
    if (GiNaC::is_a<GiNaC::mul>(t)) {
      for (const GiNaC::ex& f : t) factor(f);
    } else {
      factor(t);
    }
    return out;
  }

  int index_of(const GiNaC::ex& atom) const { return atom_index_.at(canonical_string(atom)).first; }

  Value atom(int index) {
    const auto found = values_.find(index);
    if (found != values_.end()) return found->second;
    const Value v = atom_value_(atoms_[static_cast<std::size_t>(index)]);
    values_.emplace(index, v);
    return v;
  }

  Value monomial(const Term& t) {
    // Atoms first, the number last: equal products are shared between entries.
    Value v = program_.constant(1);
    for (const auto& p : t.powers)
      for (int k = 0; k < p.second; ++k) v = v * atom(p.first);
    return program_.constant(t.coefficient) * v;
  }

  Program& program_;
  const AtomValue& atom_value_;
  std::map<std::string, std::pair<int, GiNaC::ex>> atom_index_;
  std::vector<GiNaC::ex> atoms_;
  std::map<int, Value> values_;
};

}  // namespace

Value horner_program(const GiNaC::ex& expanded, Program& program, const AtomValue& atom_value) {
  HornerBuilder builder(program, atom_value);
  builder.collect(expanded);
  builder.index_atoms();
  return builder.build(builder.terms(expanded));
}

}  // namespace nedyn
