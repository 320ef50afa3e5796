#include "nedyn/generator/base_parameters.hpp"

#include <algorithm>
#include <chrono>
#include <functional>
#include <random>
#include <set>
#include <stdexcept>

#include "nedyn/generator/canonical_printer.hpp"
#include "nedyn/generator/program_recursion.hpp"
#include "nedyn/generator/symbolic_recursion.hpp"
#include "nedyn/runtime/standard_parameters.hpp"

namespace nedyn {
namespace {

/// States in a row that must leave the rank unchanged before it is taken as
/// the regressor's: each would have raised a rank still short of it with
/// probability 1 (its entries are non-zero polynomials in the state, which
/// vanish only on a set of measure zero), and in practice always does.
constexpr int kConfirmingStates = 3;

/// Half angles and square roots together (tests/models/axes_tilted.yaml: a
/// placement turned by 0.3 rad and axes (0, 1, 1) and (1, 0, 2)) make the
/// exact elimination's rational functions grow: it took 10 s to 2 min (the
/// time depends on GiNaC's term order) where either alone took under 4 s.
/// Such a model's base parameters come from a rounded elimination instead.
/// Half angles and square roots a numeric model's constants may hold for its
/// elimination to stay exact: tests/models/axes_tilted.yaml with its symbol set
/// (one angle, two roots) took from 10 s to 2 min, one or two took under 4 s.
constexpr std::size_t kExactIrrationals = 2;

/// Decimal digits of the rounded elimination, and the magnitude below which
/// it takes an entry as zero: rounding leaves about 1e-55 relative.
constexpr int kRoundedDigits = 60;
const double kRoundedZero = 1e-40;

/// A row of the reduced row echelon form: 1 at `pivot`, 0 at the other rows' pivots.
struct EchelonRow {
  int pivot;
  std::vector<GiNaC::ex> entries;
};

/// Rows kept in reduced row echelon form over the rationals, or over the
/// rational functions of the model's symbols (normal() decides zero there).
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

/// sin, cos and tan of angles other than the joints' (a symbolic twist, a
/// placement's roll of 0.3 rad) in their tangent half-angle u = tan(a / 2):
/// sin a = 2u / (1 + u^2), cos a = (1 - u^2) / (1 + u^2). The regressor is
/// then rational in the u's, and normal() sees sin^2 + cos^2 = 1.
class HalfAngles {
 public:
  GiNaC::ex operator()(const GiNaC::ex& e) {
    const std::string name =
        GiNaC::is_a<GiNaC::function>(e) ? GiNaC::ex_to<GiNaC::function>(e).get_name() : "";
    const bool sine = name == "sin", cosine = name == "cos", tangent = name == "tan";
    if (GiNaC::is_a<GiNaC::power>(e) && GiNaC::is_a<GiNaC::numeric>(e.op(0)) &&
        GiNaC::is_a<GiNaC::numeric>(e.op(1))) {
      const GiNaC::numeric base = GiNaC::ex_to<GiNaC::numeric>(e.op(0));
      const GiNaC::numeric twice = 2 * GiNaC::ex_to<GiNaC::numeric>(e.op(1));
      if (base.is_rational() && base.is_positive() && twice.is_odd()) {
        // b^(m + 1/2) = b^m r with r = sqrt(b), r^2 = b kept by reduce().
        const std::string key = canonical_string(base);
        auto found = roots_.find(key);
        if (found == roots_.end())
          found = roots_.emplace(key, std::make_pair(GiNaC::symbol("r" + key), base)).first;
        return GiNaC::pow(base, (twice - 1) / 2) * found->second.first;
      }
    }
    if (!sine && !cosine && !tangent) return mapped(e);
    const GiNaC::ex angle = e.op(0);
    const std::string key = canonical_string(angle);
    auto found = half_angles_.find(key);
    if (found == half_angles_.end()) {
      const GiNaC::symbol u("u" + std::to_string(half_angles_.size() + 1));
      found = half_angles_.emplace(key, std::make_pair(u, angle)).first;
    }
    const GiNaC::ex u = found->second.first;
    if (sine) return 2 * u / (1 + u * u);
    if (cosine) return (1 - u * u) / (1 + u * u);
    return 2 * u / (1 - u * u);
  }

  /// Half angles and square roots introduced so far.
  std::size_t size() const { return half_angles_.size() + roots_.size(); }

  /// u = tan(a / 2) and r = sqrt(b) for each u and r introduced.
  GiNaC::exmap back() const {
    GiNaC::exmap m;
    for (const auto& h : half_angles_) m[h.second.first] = GiNaC::tan(h.second.second / 2);
    for (const auto& r : roots_) m[r.second.first] = GiNaC::sqrt(r.second.second);
    return m;
  }

  /// A canonical form of a rational function of the u's and r's: normal(),
  /// the denominator made free of each r by its conjugate, and the numerator
  /// reduced by r^2 = b; zero exactly when the value is.
  GiNaC::ex reduce(const GiNaC::ex& x) const {
    GiNaC::ex f = x.normal();
    if (roots_.empty()) return f;
    GiNaC::ex numerator = f.numer(), denominator = f.denom();
    for (const auto& root : roots_) {
      const GiNaC::symbol& r = root.second.first;
      const GiNaC::ex square = GiNaC::pow(r, 2) - root.second.second;
      numerator = GiNaC::rem(numerator.expand(), square, r);
      denominator = GiNaC::rem(denominator.expand(), square, r);
      if (denominator.has(r)) {
        const GiNaC::ex conjugate = denominator.subs(r == -r);
        numerator = GiNaC::rem((numerator * conjugate).expand(), square, r);
        denominator = GiNaC::rem((denominator * conjugate).expand(), square, r);
      }
    }
    return (numerator / denominator).normal();
  }

 private:
  GiNaC::ex mapped(const GiNaC::ex& e) {
    if (e.nops() == 0) return e;
    struct Map : GiNaC::map_function {
      HalfAngles& self;
      explicit Map(HalfAngles& h) : self(h) {}
      GiNaC::ex operator()(const GiNaC::ex& x) override { return self(x); }
    } map(*this);
    return e.map(map);
  }

  std::map<std::string, std::pair<GiNaC::symbol, GiNaC::ex>> half_angles_, roots_;
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

std::vector<GiNaC::symbol> standard_parameter_symbols(int dof) {
  std::vector<GiNaC::symbol> symbols;
  for (int k = 0; k < kStandardParametersPerLink * dof; ++k)
    symbols.emplace_back(standard_parameter_name(k));
  return symbols;
}

std::vector<GiNaC::ex> standard_parameter_values(const Model& model) {
  std::vector<GiNaC::ex> pi;
  for (const Joint& j : model.joints) {
    const ExVec3& c = j.com;
    const GiNaC::ex m = j.mass, c2 = c[0] * c[0] + c[1] * c[1] + c[2] * c[2];
    const InertiaTensor& I = j.inertia;
    // J = I + m (|c|^2 1 - c c^T) (Khalil & Dombre 9.5).
    const std::vector<GiNaC::ex> link = {I.xx + m * (c2 - c[0] * c[0]),
                                         I.xy - m * c[0] * c[1],
                                         I.xz - m * c[0] * c[2],
                                         I.yy + m * (c2 - c[1] * c[1]),
                                         I.yz - m * c[1] * c[2],
                                         I.zz + m * (c2 - c[2] * c[2]),
                                         m * c[0],
                                         m * c[1],
                                         m * c[2],
                                         m,
                                         j.rotor_inertia,
                                         j.viscous,
                                         j.coulomb};
    for (const GiNaC::ex& x : link) pi.push_back(x.expand());
  }
  return pi;
}

namespace {

BaseParameters base_parameters_of(const Model& model, const Progress& progress) {
  const auto start = std::chrono::steady_clock::now();
  const int n = model.dof();
  Program program;
  ProgramRecursion recursion(model, program, LinkParameters::standard_inputs);
  std::vector<Value> outputs;
  for (const std::vector<Value>& row : recursion.regressor())
    outputs.insert(outputs.end(), row.begin(), row.end());
  const int P = kStandardParametersPerLink * n;
  const EmittedArguments& args = recursion.arguments();

  // Inputs that stay symbols: the model's parameters; a revolute joint's q is
  // read only through its sine and cosine, which are given.
  std::map<int, GiNaC::ex> fixed;
  for (const auto& symbol : model.symbols)
    fixed[program.input("p." + symbol.first).id] = symbol.second;
  const GiNaC::symbol unused("q_unused");
  HalfAngles half_angles;
  BaseParameters base;
  base.standard = P;
  const auto eliminate = [&](const std::function<GiNaC::ex(const GiNaC::ex&)>& simplify) {
    std::mt19937 rng(20261125);
    ReducedEchelonForm echelon(simplify);
    base.states = 0;
    for (int unchanged = 0; unchanged < kConfirmingStates; ++base.states) {
      std::map<int, GiNaC::ex> given = fixed;
      for (int i = 0; i < n; ++i) {
        const auto k = static_cast<std::size_t>(i);
        if (model.joints[k].type == JointType::revolute) {
          const GiNaC::numeric t = random_rational(rng, 12, false);
          given[args.s[k].id] = 2 * t / (1 + t * t);
          given[args.c[k].id] = (1 - t * t) / (1 + t * t);
          given[args.q[k].id] = unused;
        } else {
          given[args.q[k].id] = random_rational(rng, 6, false) / 6;
        }
        given[args.qd[k].id] = random_rational(rng, 9, true);
        given[args.qdd[k].id] = random_rational(rng, 9, true);
      }
      std::vector<GiNaC::ex> Y = program.exact_values(outputs, given, simplify);
      for (GiNaC::ex& y : Y) {
        if (!simplify) y = y.expand();
        if (y.has(unused)) throw std::logic_error("the regressor reads a joint angle directly");
      }
      const int rank = echelon.rank();
      for (int i = 0; i < n; ++i) {
        const auto first = Y.begin() + static_cast<std::ptrdiff_t>(i * P);
        echelon.add(std::vector<GiNaC::ex>(first, first + P));
      }
      unchanged = echelon.rank() == rank ? unchanged + 1 : 0;
    }
    return echelon.rows();
  };
  // What the constants hold, in one walk before any elimination: over the
  // rationals when every constant is rational and there are no symbols;
  // otherwise exact over the rational functions of the symbols, half angles
  // and square roots (a numeric model while it has at most kExactIrrationals
  // of them, a symbolic one unless it has both), each node's value kept in
  // HalfAngles::reduce()'s canonical form; else rounded to kRoundedDigits
  // (numeric models), or none (symbolic ones).
  bool rational = model.symbols.empty(), angles = false, roots = false;
  std::set<int> joint_trig;
  for (std::size_t k = 0; k < args.s.size(); ++k) joint_trig.insert({args.s[k].id, args.c[k].id});
  HalfAngles irrationals;  // counts the half angles and roots of the constants
  for (const int id : program.reachable(outputs)) {
    const Node& node = program.node(id);
    if (node.op == OpCode::call && joint_trig.count(id) == 0) angles = true;
    if (node.op != OpCode::constant || GiNaC::is_a<GiNaC::numeric>(node.value)) continue;
    rational = false;
    irrationals(node.value);
    for (auto it = node.value.preorder_begin(); it != node.value.preorder_end(); ++it) {
      if (GiNaC::is_a<GiNaC::function>(*it)) angles = true;
      if (GiNaC::is_a<GiNaC::power>(*it) && GiNaC::is_a<GiNaC::numeric>(it->op(1)) &&
          !GiNaC::ex_to<GiNaC::numeric>(it->op(1)).is_integer())
        roots = true;
    }
  }
  const bool exact =
      model.symbols.empty() ? irrationals.size() <= kExactIrrationals : !(angles && roots);
  std::vector<EchelonRow> rows;
  if (rational) {
    rows = eliminate(nullptr);
  } else if (exact) {
    rows = eliminate([&](const GiNaC::ex& x) { return half_angles.reduce(half_angles(x)); });
  } else if (model.symbols.empty()) {
    // A numeric model with more angles and roots among its constants: exact
    // over them took minutes (bench/models/chain12), rounded well under a
    // second.
    base.rounded = true;
    const DigitsGuard digits(kRoundedDigits);
    rows = eliminate([](const GiNaC::ex& x) {
      const GiNaC::ex v = x.evalf();
      return GiNaC::is_a<GiNaC::numeric>(v) &&
                     GiNaC::abs(GiNaC::ex_to<GiNaC::numeric>(v)) < kRoundedZero
                 ? GiNaC::ex(0)
                 : v;
    });
  } else {
    throw BaseParametersUnavailable(
        model.name +
        " has free symbols and both angles and square roots among its constants: "
        "its base parameters are not found (docs/identification.md)");
  }
  const GiNaC::exmap back = half_angles.back();
  base.from_standard = GiNaC::matrix(static_cast<unsigned>(rows.size()), static_cast<unsigned>(P));
  for (std::size_t r = 0; r < rows.size(); ++r) {
    base.columns.push_back(rows[r].pivot);
    for (int k = 0; k < P; ++k)
      base.from_standard(static_cast<unsigned>(r), static_cast<unsigned>(k)) =
          rows[r].entries[static_cast<std::size_t>(k)].subs(back);
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
    names.push_back(standard_parameter_name(own) + (grouped ? "R" : ""));
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
  BaseParameterMap map{base.columns, Eigen::MatrixXd(base.size(), base.standard)};
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
