#include "nedyn/generator/modular_elimination.hpp"

#include <algorithm>
#include <stdexcept>

#include <cln/cln.h>

namespace nedyn {
namespace {

__extension__ typedef unsigned __int128 Wide;  // products of two residues below 2^62

std::uint64_t power(std::uint64_t base, std::uint64_t exponent, std::uint64_t m) {
  Wide result = 1, b = base % m;
  for (; exponent != 0; exponent >>= 1) {
    if (exponent & 1) result = result * b % m;
    b = b * b % m;
  }
  return static_cast<std::uint64_t>(result);
}

// Deterministic for every n below 2^64 with these bases (Jaeschke; Sorenson
// and Webster).
bool is_prime(std::uint64_t n) {
  if (n < 2) return false;
  const std::uint64_t bases[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
  for (const std::uint64_t b : bases)
    if (n % b == 0) return n == b;
  std::uint64_t d = n - 1;
  int s = 0;
  for (; d % 2 == 0; d /= 2) ++s;
  for (const std::uint64_t b : bases) {
    std::uint64_t x = power(b, d, n);
    if (x == 1 || x == n - 1) continue;
    bool composite = true;
    for (int r = 1; r < s && composite; ++r) {
      x = static_cast<std::uint64_t>(static_cast<Wide>(x) * x % n);
      composite = x != n - 1;
    }
    if (composite) return false;
  }
  return true;
}

std::uint64_t residue(const cln::cl_I& n, std::uint64_t p) {
  return cln::cl_I_to_UQ(cln::mod(n, cln::cl_I(p)));
}

}  // namespace

std::uint64_t PrimeField::mul(std::uint64_t a, std::uint64_t b) const {
  return static_cast<std::uint64_t>(static_cast<Wide>(a) * b % p_);
}

std::uint64_t PrimeField::inverse(std::uint64_t a) const {
  // Extended Euclid on (p, a), tracking a's coefficient modulo p.
  std::int64_t t0 = 0, t1 = 1;
  std::uint64_t r0 = p_, r1 = a;
  while (r1 != 0) {
    const std::uint64_t q = r0 / r1;
    const std::uint64_t r = r0 - q * r1;
    r0 = r1;
    r1 = r;
    const std::int64_t t = t0 - static_cast<std::int64_t>(q) * t1;
    t0 = t1;
    t1 = t;
  }
  if (r0 != 1) throw std::domain_error("no inverse of zero modulo a prime");
  return t0 < 0 ? static_cast<std::uint64_t>(t0 + static_cast<std::int64_t>(p_))
                : static_cast<std::uint64_t>(t0);
}

std::optional<std::uint64_t> PrimeField::of(const GiNaC::numeric& rational) const {
  if (!rational.is_rational()) throw std::domain_error("a number that is not rational");
  const GiNaC::numeric p(static_cast<long>(p_));
  const auto residue_of = [&](const GiNaC::numeric& integer) {
    return static_cast<std::uint64_t>(GiNaC::mod(integer, p).to_long());
  };
  const std::uint64_t d = residue_of(rational.denom());
  if (d == 0) return std::nullopt;
  return mul(residue_of(rational.numer()), inverse(d));
}

std::vector<std::uint64_t> large_primes(int count) {
  std::vector<std::uint64_t> primes;
  for (std::uint64_t n = (std::uint64_t{1} << 62) - 1; static_cast<int>(primes.size()) < count;
       n -= 2)
    if (is_prime(n)) primes.push_back(n);
  return primes;
}

std::optional<std::vector<std::uint64_t>> modular_values(const Program& program,
                                                         const std::vector<Value>& outputs,
                                                         const std::map<int, GiNaC::ex>& given,
                                                         const PrimeField& field) {
  const auto at = [](int id) { return static_cast<std::size_t>(id); };
  std::vector<std::uint64_t> value(at(program.size()));
  std::vector<bool> known(value.size(), false);
  for (const auto& entry : given) {
    if (!GiNaC::is_a<GiNaC::numeric>(entry.second)) continue;  // an angle not read itself
    const std::optional<std::uint64_t> r = field.of(GiNaC::ex_to<GiNaC::numeric>(entry.second));
    if (!r) return std::nullopt;
    value[at(entry.first)] = *r;
    known[at(entry.first)] = true;
  }
  // A value not given (an angle read only through its sine and cosine) is
  // unknown, and so is what reads it, except a product by a zero.
  for (const int id : program.reachable(outputs)) {
    if (known[at(id)]) continue;
    const Node& n = program.node(id);
    const bool operands_known = (n.a < 0 || known[at(n.a)]) && (n.b < 0 || known[at(n.b)]);
    if (!operands_known && n.op != OpCode::sign) {
      const auto zero = [&](int k) { return k >= 0 && known[at(k)] && value[at(k)] == 0; };
      if (n.op == OpCode::mul && (zero(n.a) || zero(n.b))) {
        value[at(id)] = 0;
        known[at(id)] = true;
      }
      continue;
    }
    const auto operand = [&](int k) { return value[at(k)]; };
    std::uint64_t v = 0;
    switch (n.op) {
      case OpCode::constant: {
        if (!GiNaC::is_a<GiNaC::numeric>(n.value))
          throw std::domain_error("a constant that is not rational");
        const std::optional<std::uint64_t> r = field.of(GiNaC::ex_to<GiNaC::numeric>(n.value));
        if (!r) return std::nullopt;
        v = *r;
        break;
      }
      case OpCode::input:  // an angle read through its given sine and cosine
        continue;
      case OpCode::add:
        v = field.add(operand(n.a), operand(n.b));
        break;
      case OpCode::sub:
        v = field.sub(operand(n.a), operand(n.b));
        break;
      case OpCode::mul:
        v = field.mul(operand(n.a), operand(n.b));
        break;
      case OpCode::div: {
        const std::uint64_t d = operand(n.b);
        if (d == 0) return std::nullopt;
        v = field.mul(operand(n.a), field.inverse(d));
        break;
      }
      case OpCode::neg:
        v = field.neg(operand(n.a));
        break;
      case OpCode::call:
        throw std::domain_error("a call of " + n.name + " that was not given");
      case OpCode::sign: {
        const auto exact = given.find(n.a);
        if (exact == given.end() || !GiNaC::is_a<GiNaC::numeric>(exact->second))
          throw std::domain_error("sign() of a value not given");
        const int s = GiNaC::csgn(GiNaC::ex_to<GiNaC::numeric>(exact->second));
        v = s > 0 ? 1 : s < 0 ? field.neg(1) : 0;
        break;
      }
    }
    value[at(id)] = v;
    known[at(id)] = true;
  }
  std::vector<std::uint64_t> out;
  for (const Value& o : outputs) {
    if (!known[at(o.id)]) throw std::domain_error("an output reads a value not given");
    out.push_back(value[at(o.id)]);
  }
  return out;
}

bool ModularEchelonForm::add(std::vector<std::uint64_t> row) {
  for (const auto& b : rows_) subtract(row, row[static_cast<std::size_t>(b.first)], b.second);
  const auto first = std::find_if(row.begin(), row.end(), [](std::uint64_t x) { return x != 0; });
  if (first == row.end()) return false;
  const int pivot = static_cast<int>(first - row.begin());
  const std::uint64_t scale = field_.inverse(*first);
  for (std::uint64_t& x : row)
    if (x != 0) x = field_.mul(x, scale);
  for (auto& b : rows_) subtract(b.second, b.second[static_cast<std::size_t>(pivot)], row);
  rows_.emplace_back(pivot, std::move(row));
  return true;
}

std::vector<std::pair<int, std::vector<std::uint64_t>>> ModularEchelonForm::rows() const {
  auto sorted = rows_;
  std::sort(sorted.begin(), sorted.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  return sorted;
}

void ModularEchelonForm::subtract(std::vector<std::uint64_t>& row, std::uint64_t factor,
                                  const std::vector<std::uint64_t>& other) const {
  if (factor == 0) return;
  for (std::size_t j = 0; j < row.size(); ++j)
    if (other[j] != 0) row[j] = field_.sub(row[j], field_.mul(factor, other[j]));
}

void RationalReconstruction::add(const std::vector<std::uint64_t>& residues, std::uint64_t prime) {
  // x = x0 + M ((r - x0) M^-1 mod p): the residue modulo M p.
  const PrimeField field(prime);
  const std::uint64_t m_inverse = field.inverse(residue(modulus_, prime));
  for (std::size_t k = 0; k < residue_.size(); ++k) {
    const std::uint64_t step =
        field.mul(field.sub(residues[k], residue(residue_[k], prime)), m_inverse);
    residue_[k] = residue_[k] + modulus_ * cln::cl_I(step);
  }
  modulus_ = modulus_ * cln::cl_I(prime);
}

std::optional<std::vector<GiNaC::numeric>> RationalReconstruction::rationals() const {
  const cln::cl_I bound = cln::isqrt(cln::floor1(modulus_, 2));
  std::vector<GiNaC::numeric> out;
  for (const cln::cl_I& u : residue_) {
    // Euclid on (M, u) until the remainder is at most the bound; the
    // cofactor of u is the denominator (Wang).
    cln::cl_I r0 = modulus_, r1 = u, t0 = 0, t1 = 1;
    while (r1 > bound) {
      const cln::cl_I q = cln::floor1(r0, r1);
      const cln::cl_I r = r0 - q * r1, t = t0 - q * t1;
      r0 = r1;
      r1 = r;
      t0 = t1;
      t1 = t;
    }
    if (cln::abs(t1) > bound || cln::gcd(r1, t1) != 1) return std::nullopt;
    out.emplace_back(cln::cl_N(r1 / t1));
  }
  return out;
}

}  // namespace nedyn
