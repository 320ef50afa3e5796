#pragma once

// Exact linear algebra over the rationals by way of prime fields (multi-
// modular, as computer algebra systems solve large rational systems): a
// program's values and the reduced row echelon form of stacked rows are
// computed modulo primes below 2^62 in machine integers, and each rational
// entry is found again from its residues by the Chinese remainder theorem
// and rational reconstruction (Wang's algorithm; von zur Gathen and
// Gerhard, Modern Computer Algebra, §5.10). The base parameters of a
// numeric model with rational constants use it (base_parameters.hpp): the
// same echelon form as an elimination over the rationals, whose entries'
// numerators and denominators grow with every row while these stay 62 bits.

#include <cstdint>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include <ginac/ginac.h>

#include "nedyn/generator/program.hpp"

namespace nedyn {

/// Arithmetic modulo a prime p < 2^62.
class PrimeField {
 public:
  explicit PrimeField(std::uint64_t p) : p_(p) {}
  std::uint64_t prime() const { return p_; }
  std::uint64_t add(std::uint64_t a, std::uint64_t b) const {
    const std::uint64_t s = a + b;
    return s >= p_ ? s - p_ : s;
  }
  std::uint64_t sub(std::uint64_t a, std::uint64_t b) const { return a >= b ? a - b : a + p_ - b; }
  std::uint64_t neg(std::uint64_t a) const { return a == 0 ? 0 : p_ - a; }
  std::uint64_t mul(std::uint64_t a, std::uint64_t b) const;
  /// a^-1 for a != 0 (extended Euclid).
  std::uint64_t inverse(std::uint64_t a) const;
  /// A rational number's residue; nothing where p divides its denominator.
  std::optional<std::uint64_t> of(const GiNaC::numeric& rational) const;

 private:
  std::uint64_t p_;
};

/// The `count` largest primes below 2^62, largest first (deterministic
/// Miller-Rabin).
std::vector<std::uint64_t> large_primes(int count);

/// A program's outputs modulo a prime. `given` holds exact rational values
/// of inputs and of any other node (a joint's sine and cosine); sign() reads
/// its operand's given exact value. Nothing where a division by a multiple of
/// the prime or a constant's denominator makes the prime unusable; throws
/// std::domain_error for a value that is not rational (a call not given), and
/// for an output that reads a value not given (exact arithmetic may cancel it).
std::optional<std::vector<std::uint64_t>> modular_values(const Program& program,
                                                         const std::vector<Value>& outputs,
                                                         const std::map<int, GiNaC::ex>& given,
                                                         const PrimeField& field);

/// The reduced row echelon form modulo a prime of rows added in turn; the
/// first non-zero entry of a row is its pivot (as over the rationals, the
/// pivots are the first independent columns).
class ModularEchelonForm {
 public:
  explicit ModularEchelonForm(PrimeField field) : field_(field) {}
  /// Adds a row; true if it raised the rank.
  bool add(std::vector<std::uint64_t> row);
  int rank() const { return static_cast<int>(rows_.size()); }
  const PrimeField& field() const { return field_; }
  /// (pivot, row) by increasing pivot.
  std::vector<std::pair<int, std::vector<std::uint64_t>>> rows() const;

 private:
  void subtract(std::vector<std::uint64_t>& row, std::uint64_t factor,
                const std::vector<std::uint64_t>& other) const;
  PrimeField field_;
  std::vector<std::pair<int, std::vector<std::uint64_t>>> rows_;
};

/// Residues of many rational numbers, combined prime by prime.
class RationalReconstruction {
 public:
  explicit RationalReconstruction(std::size_t size) : residue_(size) {}
  /// Adds each number's residue modulo a new prime.
  void add(const std::vector<std::uint64_t>& residues, std::uint64_t prime);
  /// Each number as the rational of smallest height with its residues
  /// (numerator and denominator at most sqrt(M / 2), M the primes'
  /// product); nothing if one has none yet.
  std::optional<std::vector<GiNaC::numeric>> rationals() const;

 private:
  std::vector<cln::cl_I> residue_;  ///< modulo modulus_
  cln::cl_I modulus_ = 1;
};

}  // namespace nedyn
