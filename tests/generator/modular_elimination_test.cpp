// The prime fields of the modular elimination against CLN's own primality
// test and exact rational arithmetic: residues of rationals, the echelon
// form of rows modulo a prime against GiNaC's over the rationals, and
// rational reconstruction from several primes.

#include <catch2/catch.hpp>

#include <random>

#include <cln/cln.h>

#include "nedyn/generator/modular_elimination.hpp"
#include "test_support.hpp"

using namespace nedyn;

namespace {

GiNaC::numeric random_rational(std::mt19937& rng, int digits) {
  std::uniform_int_distribution<int> digit(0, 9);
  GiNaC::numeric a = 0, b = 0;
  for (int k = 0; k < digits; ++k) {
    a = a * 10 + digit(rng);
    b = b * 10 + digit(rng);
  }
  return (digit(rng) < 5 ? -a : a) / (b + 1);
}

}  // namespace

TEST_CASE("the primes are the largest below 2^62, and prime", "[modular]") {
  const std::vector<std::uint64_t> primes = large_primes(5);
  REQUIRE(primes.size() == 5);
  for (std::size_t k = 0; k < primes.size(); ++k) {
    CHECK(primes[k] < (std::uint64_t{1} << 62));
    CHECK(cln::isprobprime(cln::cl_I(primes[k])));
    if (k > 0) {
      CHECK(primes[k] < primes[k - 1]);
      // Nothing prime between two of them.
      for (std::uint64_t n = primes[k] + 2; n < primes[k - 1]; n += 2)
        CHECK_FALSE(cln::isprobprime(cln::cl_I(n)));
    }
  }
}

TEST_CASE("a rational's residue times its denominator is its numerator's", "[modular]") {
  const PrimeField field(large_primes(1)[0]);
  std::mt19937 rng(test::kSeed);
  for (int k = 0; k < 100; ++k) {
    const GiNaC::numeric x = random_rational(rng, 25);
    const auto r = field.of(x);
    REQUIRE(r);
    CHECK(field.mul(*r, *field.of(x.denom())) == *field.of(x.numer()));
    CHECK(field.mul(*r, field.inverse(*r)) == (x.is_zero() ? 0u : 1u));
  }
  CHECK_FALSE(field.of(GiNaC::numeric(1) / GiNaC::numeric(static_cast<long>(field.prime()))));
}

TEST_CASE("the echelon form modulo a prime is the rational one's residue", "[modular]") {
  const PrimeField field(large_primes(1)[0]);
  std::mt19937 rng(test::kSeed);
  // Six rows of eight columns of rank four: two rows are combinations.
  GiNaC::matrix A(6, 8);
  for (unsigned r = 0; r < 4; ++r)
    for (unsigned c = 0; c < 8; ++c) A(r, c) = random_rational(rng, 3);
  for (unsigned c = 0; c < 8; ++c) {
    A(4, c) = A(0, c) * GiNaC::numeric(2, 3) - A(2, c);
    A(5, c) = A(1, c) + A(3, c) * GiNaC::numeric(-5, 7);
  }
  ModularEchelonForm echelon(field);
  for (unsigned r = 0; r < 6; ++r) {
    std::vector<std::uint64_t> row;
    for (unsigned c = 0; c < 8; ++c)
      row.push_back(*field.of(GiNaC::ex_to<GiNaC::numeric>(A(r, c))));
    echelon.add(row);
  }
  // Gauss-Jordan over Q with GiNaC's exact numbers, pivots column by column.
  std::vector<std::vector<GiNaC::numeric>> R(6, std::vector<GiNaC::numeric>(8));
  for (unsigned r = 0; r < 6; ++r)
    for (unsigned c = 0; c < 8; ++c) R[r][c] = GiNaC::ex_to<GiNaC::numeric>(A(r, c));
  std::vector<std::pair<unsigned, std::vector<GiNaC::numeric>>> exact;
  std::size_t next = 0;
  for (unsigned c = 0; c < 8 && next < R.size(); ++c) {
    std::size_t row = next;
    while (row < R.size() && R[row][c].is_zero()) ++row;
    if (row == R.size()) continue;
    std::swap(R[row], R[next]);
    const GiNaC::numeric pivot = R[next][c];
    for (GiNaC::numeric& x : R[next]) x = x / pivot;
    for (std::size_t other = 0; other < R.size(); ++other) {
      if (other == next) continue;
      const GiNaC::numeric f = R[other][c];
      for (unsigned j = 0; j < 8; ++j) R[other][j] = R[other][j] - f * R[next][j];
    }
    exact.emplace_back(c, std::vector<GiNaC::numeric>());
    ++next;
  }
  for (std::size_t k = 0; k < exact.size(); ++k) exact[k].second = R[k];  // as finally reduced
  REQUIRE(exact.size() == 4);
  REQUIRE(echelon.rank() == 4);
  const auto rows = echelon.rows();
  for (std::size_t k = 0; k < rows.size(); ++k) {
    CHECK(static_cast<int>(exact[k].first) == rows[k].first);
    for (unsigned c = 0; c < 8; ++c) CHECK(*field.of(exact[k].second[c]) == rows[k].second[c]);
  }
}

TEST_CASE("rationals are found again from enough primes, not from too few", "[modular]") {
  std::mt19937 rng(test::kSeed);
  std::vector<GiNaC::numeric> x;
  for (int k = 0; k < 50; ++k) x.push_back(random_rational(rng, 30));  // 100 + 100 bits
  RationalReconstruction reconstruction(x.size());
  const std::vector<std::uint64_t> primes = large_primes(8);
  for (std::size_t k = 0; k < primes.size(); ++k) {
    const PrimeField field(primes[k]);
    std::vector<std::uint64_t> residues;
    for (const GiNaC::numeric& v : x) residues.push_back(*field.of(v));
    reconstruction.add(residues, primes[k]);
    const auto found = reconstruction.rationals();
    // Numerator and denominator of 100 bits each need sqrt(M / 2) above
    // 2^100: four primes of 62 bits, not three.
    if (k + 1 < 4) {
      CHECK((!found || *found != x));
    } else {
      REQUIRE(found);
      CHECK(*found == x);
    }
  }
}
