#include "nedyn/generator/base_parameters.hpp"

#include <algorithm>
#include <chrono>
#include <functional>
#include <optional>
#include <random>
#include <set>
#include <stdexcept>

#include "nedyn/generator/coordinate_folding.hpp"
#include "nedyn/generator/modular_elimination.hpp"
#include "nedyn/generator/program_recursion.hpp"
#include "nedyn/generator/symbolic_recursion.hpp"
#include "nedyn/model/lowering.hpp"
#include "nedyn/runtime/standard_parameters.hpp"

namespace nedyn {
namespace {

/// States in a row that must leave the rank unchanged before it is taken as
/// the regressor's: each would have raised a rank still short of it with
/// probability 1 (its entries are non-zero polynomials in the state, which
/// vanish only on a set of measure zero), and in practice always does.
constexpr int kConfirmingStates = 3;

/// Primes tried before the modular elimination gives way to the one over the
/// rationals: 64 primes of 62 bits reconstruct numerators and denominators
/// of some 590 decimal digits.
constexpr int kMaxPrimes = 64;

/// Decimal digits of the rounded elimination, and the magnitude below which
/// it takes an entry as zero: rounding leaves about 1e-55 relative.
constexpr int kRoundedDigits = 60;
const double kRoundedZero = 1e-40;

/// A row of the reduced row echelon form: 1 at `pivot`, 0 at the other rows' pivots.
struct EchelonRow {
  int pivot;
  std::vector<GiNaC::ex> entries;
};

/// Rows kept in reduced row echelon form over the rationals, or rounded
/// (`simplify` takes tiny entries as zero).
class ReducedEchelonForm {
 public:
  /// `simplify` maps an entry to a canonical form (none over the rationals).
  explicit ReducedEchelonForm(std::function<GiNaC::ex(const GiNaC::ex&)> simplify)
      : simplify_(std::move(simplify)) {}

  /// Adds a row; true if it raised the rank.
  bool add(std::vector<GiNaC::ex> row) {
    for (const EchelonRow& b : rows_) subtract(row, row[at(b.pivot)], b.entries);
    int pivot = -1;
    for (std::size_t j = 0; j < row.size() && pivot < 0; ++j)
      if (!row[j].is_zero()) pivot = static_cast<int>(j);
    if (pivot < 0) return false;
    const GiNaC::ex scale = 1 / row[at(pivot)];
    for (GiNaC::ex& x : row)
      if (!x.is_zero()) x = simplified(x * scale);
    for (EchelonRow& b : rows_) subtract(b.entries, b.entries[at(pivot)], row);
    rows_.push_back({pivot, std::move(row)});
    return true;
  }

  int rank() const { return static_cast<int>(rows_.size()); }

  /// The rows by increasing pivot.
  std::vector<EchelonRow> rows() const {
    std::vector<EchelonRow> sorted = rows_;
    std::sort(sorted.begin(), sorted.end(),
              [](const EchelonRow& a, const EchelonRow& b) { return a.pivot < b.pivot; });
    return sorted;
  }

 private:
  static std::size_t at(int k) { return static_cast<std::size_t>(k); }

  GiNaC::ex simplified(const GiNaC::ex& x) const {
    if (!simplify_) return x;
    return simplify_(x);
  }

  // row -= factor * other
  void subtract(std::vector<GiNaC::ex>& row, GiNaC::ex factor,
                const std::vector<GiNaC::ex>& other) const {
    if (factor.is_zero()) return;
    for (std::size_t j = 0; j < row.size(); ++j)
      if (!other[j].is_zero()) row[j] = simplified(row[j] - factor * other[j]);
  }

  std::function<GiNaC::ex(const GiNaC::ex&)> simplify_;
  std::vector<EchelonRow> rows_;
};

/// GiNaC's working precision set for a scope (it is the library's global).
class DigitsGuard {
 public:
  explicit DigitsGuard(long digits) : saved_(GiNaC::Digits) { GiNaC::Digits = digits; }
  ~DigitsGuard() { GiNaC::Digits = saved_; }
  DigitsGuard(const DigitsGuard&) = delete;
  DigitsGuard& operator=(const DigitsGuard&) = delete;

 private:
  long saved_;
};

/// A rational in [-limit, limit] with a denominator of at most `limit`.
GiNaC::numeric random_rational(std::mt19937& rng, int limit, bool nonzero) {
  std::uniform_int_distribution<int> numerator(-limit, limit), denominator(1, limit);
  int a = numerator(rng);
  while (nonzero && a == 0) a = numerator(rng);
  return GiNaC::numeric(a, denominator(rng));
}

}  // namespace

std::vector<GiNaC::symbol> standard_parameter_symbols(const StandardParameterLayout& layout) {
  std::vector<GiNaC::symbol> symbols;
  for (int k = 0; k < layout.size(); ++k) symbols.emplace_back(layout.name(k));
  return symbols;
}

namespace {

/// A body's ten inertial parameters about its frame's origin, appended to pi:
/// J = I + m (|c|^2 1 - c c^T) (Khalil & Dombre 9.5), m c, m.
void append_inertial_parameters(const GiNaC::ex& m, const ExVec3& c, const InertiaTensor& I,
                                std::vector<GiNaC::ex>& pi) {
  const GiNaC::ex c2 = c[0] * c[0] + c[1] * c[1] + c[2] * c[2];
  for (const GiNaC::ex& x :
       {I.xx + m * (c2 - c[0] * c[0]), I.xy - m * c[0] * c[1], I.xz - m * c[0] * c[2],
        I.yy + m * (c2 - c[1] * c[1]), I.yz - m * c[1] * c[2], I.zz + m * (c2 - c[2] * c[2]),
        m * c[0], m * c[1], m * c[2], m})
    pi.push_back(x.expand());
}

}  // namespace

std::vector<GiNaC::ex> standard_parameter_values(const Model& model) {
  std::vector<GiNaC::ex> pi;
  if (model.floating_base) {
    const RigidBody& b = model.base_body;
    append_inertial_parameters(b.mass, b.com, b.inertia, pi);
  }
  for (const Joint& j : model.joints) {
    const LinkInertial own = inertial_in_link_frame(j);  // about the file's frame of link j
    append_inertial_parameters(j.mass, own.com, own.inertia, pi);
    for (const GiNaC::ex& x : {j.rotor_inertia, j.viscous, j.coulomb}) pi.push_back(x.expand());
  }
  return pi;
}

namespace {

/// Where the elimination's arithmetic runs, decided in one walk over the
/// regressor's program before any elimination.
enum class Field {
  rationals,           ///< no symbols, every constant rational: exact over Q
  rational_functions,  ///< symbols, rational constants: exact, lifted()
  rounded,             ///< no symbols, an angle or a root among the constants: 60 digits
  none,                ///< symbols and an angle or a root: not found
};

/// Exact elimination over the tangent half angles u = tan(a / 2) of the
/// constants' angles and over square roots r with r^2 = b was tried: one angle
/// and one root took 3 s for three joints, two angles 1.8 to 4.2 s for two,
/// two angles with symbols 42 s for two. Rounded takes under 0.4 s for twelve
/// joints (bench/models/chain12).
Field field_of(const Model& model, const Program& program, const std::vector<Value>& outputs,
               const EmittedArguments& args) {
  std::set<int> joint_trig;
  for (std::size_t k = 0; k < args.s.size(); ++k) joint_trig.insert({args.s[k].id, args.c[k].id});
  bool irrational = false;
  for (const int id : program.reachable(outputs)) {
    const Node& node = program.node(id);
    if (node.op == OpCode::call && joint_trig.count(id) == 0) irrational = true;
    if (node.op != OpCode::constant) continue;
    for (auto it = node.value.preorder_begin(); it != node.value.preorder_end(); ++it)
      if (GiNaC::is_a<GiNaC::function>(*it) ||
          (GiNaC::is_a<GiNaC::power>(*it) && GiNaC::is_a<GiNaC::numeric>(it->op(1)) &&
           !GiNaC::ex_to<GiNaC::numeric>(it->op(1)).is_integer()) ||
          (GiNaC::is_a<GiNaC::numeric>(*it) && !GiNaC::ex_to<GiNaC::numeric>(*it).is_rational()))
        irrational = true;
  }
  // A follower's sine is of a multiple of its leader's angle: not rational at
  // the leader's rational points (random_state_inputs).
  irrational = irrational || has_coupled_joints(model);
  if (model.symbols.empty()) return irrational ? Field::rounded : Field::rationals;
  return irrational ? Field::none : Field::rational_functions;
}

/// The inputs of one seeded random state: rational sines and cosines at
/// rational points of the unit circle, rational q of prismatic joints and
/// rates. A revolute joint's q is read only through its sine and cosine: it
/// is `unused`. A floating base's position is rational and its quaternion a
/// rational point of the unit sphere (the inverse stereographic projection
/// of a rational point, (2t, 1 - |t|^2) / (1 + |t|^2)). A coupled joint
/// (--mimic couple) follows its leader: its rates are the program's a yd and
/// its sine and cosine those of a q_l + b at the digits in force (Field::rounded).
std::map<int, GiNaC::ex> random_state_inputs(const Model& model, const EmittedArguments& args,
                                             const GiNaC::symbol& unused, std::mt19937& rng) {
  std::map<int, GiNaC::ex> given;
  const std::size_t first_q = args.q.size() - model.joints.size();
  const std::size_t first_v = args.qd.size() - model.joints.size();
  if (model.floating_base) {
    GiNaC::numeric t[3], t2 = 0;
    for (std::size_t r = 0; r < 3; ++r) {
      given[args.q[r].id] = random_rational(rng, 6, false) / 6;
      t[r] = random_rational(rng, 6, false);
      t2 += t[r] * t[r];
    }
    for (std::size_t r = 0; r < 3; ++r) given[args.q[3 + r].id] = 2 * t[r] / (1 + t2);
    given[args.q[6].id] = (1 - t2) / (1 + t2);
  }
  for (std::size_t r = 0; r < first_v; ++r) {
    given[args.qd[r].id] = random_rational(rng, 9, true);
    given[args.qdd[r].id] = random_rational(rng, 9, true);
  }
  std::vector<GiNaC::ex> angle(model.joints.size());  // each joint's q
  for (std::size_t k = 0; k < model.joints.size(); ++k) {
    const Value& q = args.q[first_q + k];
    if (model.joints[k].type == JointType::revolute) {
      const GiNaC::numeric t = random_rational(rng, 12, false);
      given[args.s[k].id] = 2 * t / (1 + t * t);
      given[args.c[k].id] = (1 - t * t) / (1 + t * t);
      given[q.id] = unused;
      angle[k] = 2 * GiNaC::atan(t) - model.joints[k].offset;  // sin, cos are of q + offset
    } else {
      given[q.id] = angle[k] = random_rational(rng, 6, false) / 6;
    }
    const GiNaC::numeric rate = random_rational(rng, 9, true),
                         acceleration = random_rational(rng, 9, true);
    if (model.joints[k].leader != 0) continue;  // a yd_l and a ydd_l: the program's
    given[args.qd[first_v + k].id] = rate;
    given[args.qdd[first_v + k].id] = acceleration;
  }
  for (std::size_t k = 0; k < model.joints.size(); ++k) {
    const Joint& j = model.joints[k];
    if (j.leader == 0) continue;
    const GiNaC::ex q =
        (j.follow_multiplier * angle[static_cast<std::size_t>(j.leader - 1)] + j.follow_offset)
            .evalf();
    if (j.type == JointType::revolute) {
      given[args.s[k].id] = GiNaC::sin(q + j.offset).evalf();
      given[args.c[k].id] = GiNaC::cos(q + j.offset).evalf();
    } else {
      given[args.q[first_q + k].id] = q;
    }
  }
  return given;
}

/// Y stacked at seeded states, in reduced row echelon form.
struct Elimination {
  std::vector<std::map<int, GiNaC::ex>> states;  ///< each state's inputs
  std::vector<std::vector<GiNaC::ex>> stacked;   ///< Y's rows, n per state
  std::vector<EchelonRow> rows;                  ///< by increasing pivot
};

class RegressorStack {
 public:
  /// Y's `rows` rows (the model's coordinates') as `outputs`, row-major.
  RegressorStack(const Model& model, Program& program, const std::vector<Value>& outputs,
                 const EmittedArguments& args, int rows)
      : model_(model), program_(program), outputs_(outputs), args_(args), rows_(rows) {}

  /// Y at seeded states with `constants` (the model's symbols) given, until
  /// kConfirmingStates in a row leave the rank unchanged; `simplify` keeps
  /// each value canonical (none over the rationals).
  Elimination eliminate(const std::map<int, GiNaC::ex>& constants,
                        const std::function<GiNaC::ex(const GiNaC::ex&)>& simplify) const {
    std::mt19937 rng(20261125);
    ReducedEchelonForm echelon(simplify);
    Elimination e;
    const int n = rows_;
    const auto P = outputs_.size() / static_cast<std::size_t>(n);
    for (int unchanged = 0; unchanged < kConfirmingStates;) {
      e.states.push_back(random_state_inputs(model_, args_, unused_, rng));
      const std::vector<GiNaC::ex> Y = values(e.states.back(), constants, simplify);
      const int rank = echelon.rank();
      for (std::size_t i = 0; i < static_cast<std::size_t>(n); ++i) {
        const auto first = Y.begin() + static_cast<std::ptrdiff_t>(i * P);
        e.stacked.emplace_back(first, first + static_cast<std::ptrdiff_t>(P));
        echelon.add(e.stacked.back());
      }
      unchanged = echelon.rank() == rank ? unchanged + 1 : 0;
    }
    e.rows = echelon.rows();
    return e;
  }

  /// eliminate() of a model without symbols whose constants are rational,
  /// by way of prime fields (modular_elimination.hpp): the first prime
  /// finds the states and the pivots, each further one the echelon rows'
  /// residues, until the entries' rational reconstruction stands still and
  /// the next prime confirms it. The reduced row echelon form of the
  /// stacked rows is unique, so this is eliminate()'s, exactly. Nothing if
  /// kMaxPrimes were not enough.
  std::optional<Elimination> eliminate_modular() const {
    const std::vector<std::uint64_t> primes = large_primes(kMaxPrimes);
    const int n = rows_;
    Elimination e;
    std::size_t next = 0;
    std::optional<ModularEchelonForm> first;
    for (; next < primes.size() && !first; ++next) {
      std::mt19937 rng(20261125);
      ModularEchelonForm echelon{PrimeField(primes[next])};
      e.states.clear();
      bool usable = true;
      for (int unchanged = 0; usable && unchanged < kConfirmingStates;) {
        e.states.push_back(random_state_inputs(model_, args_, unused_, rng));
        const int rank = echelon.rank();
        usable = add_rows(echelon, e.states.back(), n);
        unchanged = echelon.rank() == rank ? unchanged + 1 : 0;
      }
      if (usable) first = echelon;
    }
    if (!first) return std::nullopt;
    const auto pivots_of = [](const ModularEchelonForm& echelon) {
      std::vector<int> pivots;
      for (const auto& row : echelon.rows()) pivots.push_back(row.first);
      return pivots;
    };
    const std::vector<int> pivots = pivots_of(*first);
    const auto flat = [](const ModularEchelonForm& echelon) {
      std::vector<std::uint64_t> entries;
      for (const auto& row : echelon.rows())
        entries.insert(entries.end(), row.second.begin(), row.second.end());
      return entries;
    };
    const std::vector<std::uint64_t> first_residues = flat(*first);
    RationalReconstruction reconstruction(first_residues.size());
    reconstruction.add(first_residues, primes[next - 1]);
    std::optional<std::vector<GiNaC::numeric>> previous;
    for (; next < primes.size(); ++next) {
      const PrimeField field(primes[next]);
      ModularEchelonForm echelon{field};
      bool usable = true;
      for (std::size_t k = 0; usable && k < e.states.size(); ++k)
        usable = add_rows(echelon, e.states[k], n);
      // A prime that divides a constant's denominator or a pivot is skipped.
      if (!usable || pivots_of(echelon) != pivots) continue;
      const std::vector<std::uint64_t> residues = flat(echelon);
      if (previous) {  // confirmed by a prime it was not found with?
        bool agrees = true;
        for (std::size_t k = 0; k < residues.size() && agrees; ++k)
          agrees = field.of((*previous)[k]) == residues[k];
        if (agrees) break;
      }
      reconstruction.add(residues, primes[next]);
      previous = reconstruction.rationals();
    }
    if (next == primes.size()) return std::nullopt;
    const std::size_t P = outputs_.size() / static_cast<std::size_t>(n);
    for (std::size_t r = 0; r < pivots.size(); ++r) {
      EchelonRow row{pivots[r], {}};
      for (std::size_t j = 0; j < P; ++j) row.entries.emplace_back((*previous)[r * P + j]);
      e.rows.push_back(std::move(row));
    }
    return e;
  }

  /// Y's entries, row-major, at a state with `constants` given.
  std::vector<GiNaC::ex> values(const std::map<int, GiNaC::ex>& state,
                                const std::map<int, GiNaC::ex>& constants,
                                const std::function<GiNaC::ex(const GiNaC::ex&)>& simplify) const {
    std::map<int, GiNaC::ex> given = constants;
    given.insert(state.begin(), state.end());
    std::vector<GiNaC::ex> Y = program_.exact_values(outputs_, given, simplify);
    for (GiNaC::ex& y : Y) {
      if (!simplify) y = y.expand();
      if (y.has(unused_)) throw std::logic_error("the regressor reads a joint angle directly");
    }
    return Y;
  }

 private:
  /// Y's n rows at a state modulo the echelon's prime, added to it; false
  /// where the prime divides a denominator on the way.
  bool add_rows(ModularEchelonForm& echelon, const std::map<int, GiNaC::ex>& state, int n) const {
    const PrimeField field = echelon.field();
    const std::optional<std::vector<std::uint64_t>> Y =
        modular_values(program_, outputs_, state, field);
    if (!Y) return false;
    const std::size_t P = Y->size() / static_cast<std::size_t>(n);
    for (std::size_t i = 0; i < static_cast<std::size_t>(n); ++i) {
      const auto begin = Y->begin() + static_cast<std::ptrdiff_t>(i * P);
      echelon.add(std::vector<std::uint64_t>(begin, begin + static_cast<std::ptrdiff_t>(P)));
    }
    return true;
  }

  const Model& model_;
  Program& program_;
  const std::vector<Value>& outputs_;
  const EmittedArguments& args_;
  int rows_;
  const GiNaC::symbol unused_{"q_unused"};
};

/// The reduced row echelon form over the rational functions of the model's
/// symbols, lifted from `generic`, the one at random rational values of them
/// (the same pivots, with probability 1). Each column d off the pivots is
/// Y_d = sum over p in S of R_pd Y_p, S the pivots where generic R_pd is not
/// zero: a |S| x |S| system in the symbols over |S| rows of Y independent at
/// the generic values, checked at one row more. Eliminating the whole stack
/// over the rational functions instead took 59 s for a PUMA with two symbolic
/// lengths; its systems have a handful of unknowns.
std::vector<EchelonRow> lifted(const Elimination& generic, const RegressorStack& stack,
                               const std::map<int, GiNaC::ex>& symbols, int n) {
  const std::size_t P = generic.stacked.front().size();
  std::map<std::size_t, std::vector<GiNaC::ex>> symbolic;  // Y at a state, by its index
  const auto entry = [&](std::size_t row, std::size_t column) {
    const std::size_t state = row / static_cast<std::size_t>(n);
    auto found = symbolic.find(state);
    if (found == symbolic.end())
      found = symbolic
                  .emplace(state, stack.values(generic.states[state], symbols,
                                               [](const GiNaC::ex& x) { return x.expand(); }))
                  .first;
    return found->second[(row % static_cast<std::size_t>(n)) * P + column];
  };
  std::vector<EchelonRow> rows;
  std::set<std::size_t> pivots;
  for (const EchelonRow& r : generic.rows) {
    rows.push_back({r.pivot, std::vector<GiNaC::ex>(P, GiNaC::ex(0))});
    rows.back().entries[static_cast<std::size_t>(r.pivot)] = 1;
    pivots.insert(static_cast<std::size_t>(r.pivot));
  }
  for (std::size_t d = 0; d < P; ++d) {
    if (pivots.count(d)) continue;
    std::vector<std::size_t> support;  // indices into rows
    for (std::size_t r = 0; r < generic.rows.size(); ++r)
      if (!generic.rows[r].entries[d].is_zero()) support.push_back(r);
    if (support.empty()) continue;
    // Rows of the stack independent on the support's columns, at the generic values.
    const auto restricted = [&](std::size_t row) {
      std::vector<GiNaC::ex> v;
      for (const std::size_t r : support)
        v.push_back(generic.stacked[row][static_cast<std::size_t>(generic.rows[r].pivot)]);
      return v;
    };
    ReducedEchelonForm independent(nullptr);
    std::vector<std::size_t> chosen;
    std::size_t check = generic.stacked.size();
    for (std::size_t row = 0; row < generic.stacked.size(); ++row) {
      if (chosen.size() < support.size()) {
        if (independent.add(restricted(row))) chosen.push_back(row);
      } else if (check == generic.stacked.size()) {
        check = row;
      }
    }
    if (chosen.size() < support.size())
      throw std::logic_error("the stacked regressor lost rank on a column's support");
    const auto k = static_cast<unsigned>(support.size());
    GiNaC::matrix A(k, k), b(k, 1), unknowns(k, 1);
    for (unsigned i = 0; i < k; ++i) {
      unknowns(i, 0) = GiNaC::symbol("x" + std::to_string(i));
      b(i, 0) = entry(chosen[i], d);
      for (unsigned j = 0; j < k; ++j)
        A(i, j) = entry(chosen[i], static_cast<std::size_t>(generic.rows[support[j]].pivot));
    }
    const GiNaC::matrix x = A.solve(unknowns, b);
    GiNaC::ex residual = check < generic.stacked.size() ? entry(check, d) : GiNaC::ex(0);
    for (unsigned j = 0; j < k; ++j) {
      const GiNaC::ex coefficient = x(j, 0).normal();
      rows[support[j]].entries[d] = coefficient;
      if (check < generic.stacked.size())
        residual -=
            coefficient * entry(check, static_cast<std::size_t>(generic.rows[support[j]].pivot));
    }
    if (!residual.normal().is_zero())
      throw BaseParametersUnavailable(
          "a grouping found at random values of the symbols fails at another state");
  }
  return rows;
}

BaseParameters base_parameters_of(const Model& model, const Progress& progress) {
  const auto start = std::chrono::steady_clock::now();
  Program program;
  ProgramRecursion recursion(model, program, LinkParameters::standard_inputs);
  // With coupled joints, the rows of y's forces: G^T Y (coordinate_folding.hpp).
  const CoordinateFolding folding(model, program, recursion);
  const int n = folding.coordinates();  // Y's rows
  std::vector<Value> outputs;
  for (const std::vector<Value>& row : folding.fold_rows(recursion.regressor()))
    outputs.insert(outputs.end(), row.begin(), row.end());
  const StandardParameterLayout layout{model.dof(), model.floating_base};
  const int P = layout.size();
  const EmittedArguments& args = recursion.arguments();
  const RegressorStack stack(model, program, outputs, args, n);

  // The model's symbols as themselves, and at seeded random rational values.
  std::map<int, GiNaC::ex> symbols, generic;
  std::mt19937 rng(20261126);
  for (const auto& symbol : model.symbols) {
    const int id = program.input(InputName::parameter(symbol.first)).id;
    symbols[id] = symbol.second;
    generic[id] = random_rational(rng, 12, true);
  }
  const Field field = field_of(model, program, outputs, args);
  if (field == Field::none)
    throw BaseParametersUnavailable(
        model.name +
        " has free symbols and angles or square roots among its constants: its base "
        "parameters are not found (docs/identification.md); give the symbols values");
  BaseParameters base;
  base.layout = layout;
  base.rounded = field == Field::rounded;
  Elimination e;
  if (base.rounded) {
    const DigitsGuard digits(kRoundedDigits);
    e = stack.eliminate(symbols, [](const GiNaC::ex& x) {
      const GiNaC::ex v = x.evalf();
      return GiNaC::is_a<GiNaC::numeric>(v) &&
                     GiNaC::abs(GiNaC::ex_to<GiNaC::numeric>(v)) < kRoundedZero
                 ? GiNaC::ex(0)
                 : v;
    });
  } else {
    // Over the rationals; a symbolic model at random rational values of its
    // symbols, then lifted to the symbols.
    std::optional<Elimination> modular;
    if (field == Field::rationals) {
      try {
        modular = stack.eliminate_modular();
      } catch (const std::domain_error&) {  // a value exact arithmetic must cancel
      }
    }
    e = modular ? *modular
                : stack.eliminate(field == Field::rational_functions ? generic : symbols, nullptr);
  }
  base.states = static_cast<int>(e.states.size());
  const std::vector<EchelonRow> rows =
      field == Field::rational_functions ? lifted(e, stack, symbols, n) : e.rows;
  base.from_standard = GiNaC::matrix(static_cast<unsigned>(rows.size()), static_cast<unsigned>(P));
  for (std::size_t r = 0; r < rows.size(); ++r) {
    base.columns.push_back(rows[r].pivot);
    for (int k = 0; k < P; ++k)
      base.from_standard(static_cast<unsigned>(r), static_cast<unsigned>(k)) =
          rows[r].entries[static_cast<std::size_t>(k)];
  }
  if (progress) {
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    progress("base parameters: " + std::to_string(base.size()) + " of " + std::to_string(P) +
             " standard parameters, " + (base.rounded ? "rounded" : "exact") + " rank at " +
             std::to_string(base.states) + " states (" + std::to_string(seconds) + " s)");
  }
  return base;
}

}  // namespace

BaseParameters base_parameters(const Model& model, const Progress& progress) {
  try {
    return base_parameters_of(model, progress);
  } catch (const std::invalid_argument& e) {  // GiNaC's, e.g. rem() of a number past its range
    throw BaseParametersUnavailable(model.name + ": " + e.what());
  } catch (const std::domain_error& e) {
    throw BaseParametersUnavailable(model.name + ": " + e.what());
  }
}

std::vector<GiNaC::ex> base_parameter_values(const BaseParameters& base,
                                             const std::vector<GiNaC::ex>& pi) {
  std::vector<GiNaC::ex> beta;
  for (unsigned r = 0; r < base.from_standard.rows(); ++r) {
    GiNaC::ex sum = 0;
    for (unsigned k = 0; k < base.from_standard.cols(); ++k)
      sum += base.from_standard(r, k) * pi[k];
    beta.push_back(sum.expand());
  }
  return beta;
}

std::vector<std::string> base_parameter_names(const BaseParameters& base) {
  std::vector<std::string> names;
  for (unsigned r = 0; r < base.from_standard.rows(); ++r) {
    const int own = base.columns[r];
    bool grouped = false;
    for (unsigned k = 0; k < base.from_standard.cols(); ++k)
      grouped = grouped || (static_cast<int>(k) != own && !base.from_standard(r, k).is_zero());
    names.push_back(base.layout.name(own) + (grouped ? "R" : ""));
  }
  return names;
}

BaseParameterMap numeric_map(const Model& model, const BaseParameters& base,
                             const ParameterValues& values) {
  GiNaC::exmap substitution;
  for (const auto& symbol : model.symbols) {
    const auto found = values.find(symbol.first);
    if (found == values.end())
      throw std::invalid_argument("no value for the model's symbol " + symbol.first);
    substitution[symbol.second] = GiNaC::numeric(found->second);
  }
  BaseParameterMap map{base.columns, Eigen::MatrixXd(base.size(), base.layout.size())};
  for (unsigned r = 0; r < base.from_standard.rows(); ++r)
    for (unsigned k = 0; k < base.from_standard.cols(); ++k) {
      const GiNaC::ex x = base.from_standard(r, k).subs(substitution).evalf();
      if (!GiNaC::is_a<GiNaC::numeric>(x))
        throw std::invalid_argument("a grouping coefficient is not a number at the given values");
      map.from_standard(r, k) = GiNaC::ex_to<GiNaC::numeric>(x).to_double();
    }
  return map;
}

}  // namespace nedyn
