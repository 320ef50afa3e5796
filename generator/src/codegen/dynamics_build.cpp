#include "nedyn/generator/dynamics_build.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <iomanip>
#include <map>
#include <sstream>
#include <stdexcept>

#include "nedyn/generator/horner_program.hpp"
#include "nedyn/generator/joint_symbols.hpp"
#include "nedyn/generator/rotation_residue.hpp"
#include "nedyn/generator/trig_reduction.hpp"
#include "nedyn/runtime/configuration_space.hpp"

namespace nedyn {
namespace {

/// The closed forms of dynamics_terms as Horner programs.
class ClosedForms {
 public:
  ClosedForms(const Model& model, ProgramRecursion& recursion, Program& program)
      : model_(model), js_(model), recursion_(recursion), program_(program) {
    const EmittedArguments& args = recursion.arguments();
    for (int i = 0; i < js_.n; ++i) {
      atoms_[js_.q[i].get_name()] = args.q[static_cast<std::size_t>(i)];
      atoms_[js_.qd[i].get_name()] = args.qd[static_cast<std::size_t>(i)];
      if (!js_.revolute[i]) continue;
      atoms_[js_.s[i].get_name()] = args.s[static_cast<std::size_t>(i)];
      atoms_[js_.c[i].get_name()] = args.c[static_cast<std::size_t>(i)];
    }
    // Cumulative angles over parallel joints by the addition theorems:
    // sin(a + b) = sin a cos b + cos a sin b (4 multiplications, no call).
    for (const ParallelGroup& g : js_.groups) {
      Value s = args.s[static_cast<std::size_t>(g.first)];
      Value c = args.c[static_cast<std::size_t>(g.first)];
      for (int i = g.first + 1; i <= g.last; ++i) {
        const Value si = args.s[static_cast<std::size_t>(i)];
        const Value ci = args.c[static_cast<std::size_t>(i)];
        const Value s_next = s * ci + c * si;
        c = c * ci - s * si;
        s = s_next;
        atoms_[js_.s_sum[i].get_name()] = s;
        atoms_[js_.c_sum[i].get_name()] = c;
      }
    }
  }

  DynamicsTerms terms(const ExpansionLimits& limits, const Progress& progress) const {
    TermSelection selection;
    selection.tip = false;
    selection.limits = limits;
    return dynamics_terms(model_, js_, selection, progress);
  }

  Value program_of(const GiNaC::ex& reduced) {
    const GiNaC::ex shortest = shortest_trig_polynomial(reduced, js_);
    return horner_program(shortest, program_, [this](const GiNaC::ex& atom) {
      if (GiNaC::is_a<GiNaC::symbol>(atom)) {
        const auto found = atoms_.find(GiNaC::ex_to<GiNaC::symbol>(atom).get_name());
        if (found != atoms_.end()) return found->second;
      }
      return recursion_.lower(atom);
    });
  }

 private:
  const Model& model_;
  JointSymbols js_;
  ProgramRecursion& recursion_;
  Program& program_;
  std::map<std::string, Value> atoms_;
};

}  // namespace

ValueMatrix column(const std::vector<Value>& values) {
  ValueMatrix rows;
  for (const Value& v : values) rows.push_back({v});
  return rows;
}

std::pair<ValueMatrix, ValueMatrix> quadratic_coefficients(
    int n, std::size_t rows, const Value& zero,
    const std::function<std::vector<Value>(int, int)>& probe) {
  const auto at = [](int k) { return static_cast<std::size_t>(k); };
  std::pair<ValueMatrix, ValueMatrix> BC{
      ValueMatrix(rows, std::vector<Value>(at(pair_count(n)), zero)),
      ValueMatrix(rows, std::vector<Value>(at(n), zero))};
  auto& [B, C] = BC;
  std::vector<std::vector<Value>> unit;
  for (int j = 0; j < n; ++j) {
    unit.push_back(probe(j, j));
    for (std::size_t r = 0; r < rows; ++r) C[r][at(j)] = unit.back()[r];
  }
  for (int j = 0; j < n; ++j)
    for (int k = j + 1; k < n; ++k) {
      const std::vector<Value> both = probe(j, k);
      for (std::size_t r = 0; r < rows; ++r)
        B[r][at(pair_index(j, k, n))] = both[r] - unit[at(j)][r] - unit[at(k)][r];
    }
  return BC;
}

void keep_cheaper(const Program& program, Route& current, ValueMatrix candidate,
                  const std::string& name) {
  if (program.count(DynamicsBuild::outputs_of(candidate)).total() <
      program.count(DynamicsBuild::outputs_of(current.values)).total())
    current = {std::move(candidate), name};
}

std::vector<Value> DynamicsBuild::outputs_of(const ValueMatrix& m, const ValueMatrix& more) {
  std::vector<Value> out;
  for (const ValueMatrix* matrix : {&m, &more})
    for (const auto& row : *matrix) out.insert(out.end(), row.begin(), row.end());
  return out;
}

DynamicsBuild::DynamicsBuild(const Model& model, const CodegenOptions& options,
                             const Progress& progress, Program& program)
    : model_(model),
      options_(options),
      progress_(progress),
      program_(program),
      n_(model.dof()),
      recursion_(model, program),
      grouped_(model, program, LinkParameters::grouped),
      standard_(model, program, LinkParameters::standard_inputs),
      folding_(model, program, recursion_) {
  zeros_.assign(static_cast<std::size_t>(model.nv()), program.constant(0));
  friction_ = recursion_.friction();
  for (const std::vector<Value>& row : fold_rows(column(friction_)))
    friction_folded_.push_back(row[0]);
  rotor_ = recursion_.rotor_inertia();
  gravity_ = recursion_.minus_gravity();
  no_acceleration_ = {zero(), zero(), zero()};
  frames_ = chosen_frames(model, options.frames);
  for (const Frame& frame : frames_) fixed_frames_.push_back(recursion_.fixed_frame(frame));
}

void DynamicsBuild::report(const std::string& line) const {
  if (progress_) progress_(line);
}

std::vector<Value> DynamicsBuild::cheapest(
    const std::function<std::vector<Value>(ProgramRecursion&, const RecursionForms&)>& build,
    std::string& route) {
  std::vector<Value> best;
  for (ProgramRecursion* r : {&recursion_, &grouped_}) {
    const auto with = [&](const RecursionForms& forms) { return build(*r, forms); };
    std::vector<Value> values = with(cheapest_forms(n_, with));
    if (r == &recursion_ || program_.count(values).total() < program_.count(best).total()) {
      best = std::move(values);
      if (r == &grouped_) route += ", grouped inertial parameters";
    }
  }
  return best;
}

const Route& DynamicsBuild::regressor() {
  if (Y_) return *Y_;
  report("regressor");
  Y_ = Route{fold_rows(standard_.regressor()),
             "derivatives of tau's Newton-Euler program by the standard "
             "parameters (inputs there)"};
  return *Y_;
}

const BaseParameters* DynamicsBuild::base() {
  if (!base_) {
    try {
      base_.emplace(base_parameters(model_, progress_));
    } catch (const BaseParametersUnavailable& e) {
      report(std::string("no base parameters: ") + e.what());
      base_.emplace(std::nullopt);
    }
  }
  return base_->has_value() ? &**base_ : nullptr;
}

Route DynamicsBuild::base_regressor() {
  const Route& Y = regressor();
  ValueMatrix Yb(Y.values.size());
  for (std::size_t i = 0; i < Yb.size(); ++i)
    for (const int k : base()->columns) Yb[i].push_back(Y.values[i][static_cast<std::size_t>(k)]);
  return {Yb, "the base parameters' columns of the regressor (" + Y.name + ")"};
}

ValueMatrix DynamicsBuild::base_parameter_values() {
  ValueMatrix beta;
  for (const GiNaC::ex& b :
       nedyn::base_parameter_values(*base(), standard_parameter_values(model_)))
    beta.push_back({recursion_.lower(b)});
  return beta;
}

const Route& DynamicsBuild::inverse_dynamics() {
  if (tau_) return *tau_;
  report("Newton-Euler programs");
  const EmittedArguments& args = arguments();
  std::string route = "recursion: Newton-Euler program";
  const std::vector<Value> rigid = cheapest(
      [&](ProgramRecursion& r, const RecursionForms& forms) {
        return r.joint_forces(args.qd, args.qdd, gravity_, 0, forms);
      },
      route);
  std::vector<Value> tau;
  for (int i = 0; i < model_.nv(); ++i) {
    const auto k = static_cast<std::size_t>(i);
    tau.push_back(rigid[k] + rotor_[k] * args.qdd[k] + friction_[k]);
  }
  tau_ = Route{fold_rows(column(tau)), route};
  return *tau_;
}

TorqueDerivatives DynamicsBuild::recursive_torque_derivatives() {
  const auto cost = [&](const TorqueDerivatives& d) {
    return program_.count(outputs_of(d.dq, d.dqd)).total();
  };
  TorqueDerivatives d = recursion_.torque_derivatives(gravity_);
  TorqueDerivatives grouped = grouped_.torque_derivatives(gravity_);
  if (cost(grouped) < cost(d)) d = std::move(grouped);
  add_friction_derivatives(d, friction_, arguments().qd);
  return d;
}

const Route& DynamicsBuild::inverse_dynamics_external() {
  if (tau_external_) return *tau_external_;
  const EmittedArguments& args = arguments();
  std::vector<LinkWrench> external;  // a floating base's body first
  for (int i = 0; i < model_.links_with_wrenches(); ++i) {
    const auto in = [&](int k) { return program_.input(InputName::element("fext", 6 * i + k)); };
    external.push_back({{in(0), in(1), in(2)}, {in(3), in(4), in(5)}});
  }
  std::string route = "recursion: Newton-Euler program with link wrenches";
  const std::vector<Value> rigid = cheapest(
      [&](ProgramRecursion& r, const RecursionForms& forms) {
        return r.joint_forces(args.qd, args.qdd, gravity_, 0, forms, &external);
      },
      route);
  std::vector<Value> tau;
  for (int i = 0; i < model_.nv(); ++i) {
    const auto k = static_cast<std::size_t>(i);
    tau.push_back(rigid[k] + rotor_[k] * args.qdd[k] + friction_[k]);
  }
  tau_external_ = Route{fold_rows(column(tau)), route};
  return *tau_external_;
}

const Route& DynamicsBuild::coriolis_centrifugal() {
  if (V_) return *V_;
  std::string route = "recursion: Newton-Euler program, qdd = 0, g = 0";
  const std::vector<Value> V = cheapest(
      [&](ProgramRecursion& r, const RecursionForms& forms) {
        return r.joint_forces(arguments().qd, zeros_, no_acceleration_, 0, forms);
      },
      route);
  V_ = Route{fold_rows(column(V)), route};
  return *V_;
}

const Route& DynamicsBuild::bias() {
  if (bias_) return *bias_;
  std::string route = "recursion";
  const std::vector<Value> bias = cheapest(
      [&](ProgramRecursion& r, const RecursionForms& forms) {
        return r.joint_forces(arguments().qd, zeros_, gravity_, 0, forms);
      },
      route);
  bias_ = Route{fold_rows(column(bias)), route};
  return *bias_;
}

const Route& DynamicsBuild::mass_matrix() {
  configuration_space();
  return *M_;
}

const Route& DynamicsBuild::gravity() {
  configuration_space();
  return *G_;
}

const Route& DynamicsBuild::coriolis_coefficients() {
  configuration_space();
  return *B_;
}

const Route& DynamicsBuild::centrifugal_coefficients() {
  configuration_space();
  return *C_;
}

const Route& DynamicsBuild::christoffel_coriolis() {
  configuration_space();
  return *B_christoffel_;
}

const Route& DynamicsBuild::christoffel_centrifugal() {
  configuration_space();
  return *C_christoffel_;
}

void DynamicsBuild::configuration_space() {
  if (M_) return;
  Program& program = program_;
  const int n = model_.nv();  // coordinates: the joints, and a floating base's six
  const Value zero = program.constant(0);
  const std::vector<Value>& zeros = zeros_;
  std::string G_route = "recursion: at rest";
  const std::vector<Value> G_recursion = cheapest(
      [&](ProgramRecursion& r, const RecursionForms& forms) {
        return r.joint_forces(zeros, zeros, gravity_, 0, forms);
      },
      G_route);
  // Column j: unit acceleration of joint j, rows j..n-1 (the rest by symmetry).
  std::string columns_route = "recursion: unit accelerations";
  const std::vector<Value> lower = cheapest(
      [&](ProgramRecursion& r, const RecursionForms& forms) {
        std::vector<Value> rows;
        for (int j = 0; j < n; ++j) {
          std::vector<Value> unit = zeros;
          unit[static_cast<std::size_t>(j)] = program.constant(1);
          const std::vector<Value> column = r.joint_forces(zeros, unit, no_acceleration_, j, forms);
          rows.insert(rows.end(), column.begin() + j, column.end());
        }
        return rows;
      },
      columns_route);
  Route M_recursion{ValueMatrix(static_cast<std::size_t>(n), zeros), columns_route};
  std::size_t next = 0;
  for (int j = 0; j < n; ++j)
    for (int i = j; i < n; ++i)
      M_recursion.values[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] =
          lower[next++] + (i == j ? rotor_[static_cast<std::size_t>(j)] : zero);
  // The composite-rigid-body pass, if it is cheaper.
  report("composite-rigid-body program");
  std::string composite_route = "recursion: composite rigid bodies";
  const std::vector<Value> composite = cheapest(
      [&](ProgramRecursion& r, const RecursionForms& forms) {
        return outputs_of(r.composite_mass_matrix(forms));
      },
      composite_route);
  ValueMatrix M_composite(static_cast<std::size_t>(n), zeros);
  next = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      M_composite[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] =
          composite[next++] + (i == j ? rotor_[static_cast<std::size_t>(j)] : zero);
  keep_cheaper(program, M_recursion, M_composite, composite_route);
  if (coupled()) {
    // G^T M G of the whole tree's M (its lower triangle, mirrored): the
    // closed forms and B, C are of independent joints only so far.
    ValueMatrix whole(static_cast<std::size_t>(n), zeros);
    for (std::size_t i = 0; i < whole.size(); ++i)
      for (std::size_t j = 0; j < whole.size(); ++j)
        whole[i][j] = M_recursion.values[std::max(i, j)][std::min(i, j)];
    M_ = Route{fold_rows(fold_columns(whole)), M_recursion.name + ", folded by the coupling"};
    G_ = Route{fold_rows(column(G_recursion)), G_route};
    // B and C in y by its unit velocities: V at qd = G (e_j + e_k), folded.
    report("velocity probes");
    auto [B, C] =
        quadratic_coefficients(nv(), static_cast<std::size_t>(nv()), zero, [&](int j, int k) {
          std::vector<Value> yd(static_cast<std::size_t>(nv()), zero);
          yd[static_cast<std::size_t>(j)] = yd[static_cast<std::size_t>(k)] = program.constant(1);
          std::vector<Value> V;
          for (const std::vector<Value>& row : fold_rows(
                   column(recursion_.joint_forces(whole_velocity(yd), zeros, no_acceleration_))))
            V.push_back(row[0]);
          return V;
        });
    B_ = Route{std::move(B), "recursion: unit velocities of the coupled coordinates"};
    C_ = Route{std::move(C), B_->name};
    return;
  }

  // B and C by unit-velocity probes of the program: C column j is V at qd =
  // e_j; B column (j,k) is V(e_j + e_k) - V(e_j) - V(e_k). V is quadratic in
  // qd for a floating base too (its twist in its own frame).
  const auto velocity_probes = [&] {
    report("velocity probes");
    return quadratic_coefficients(n, static_cast<std::size_t>(n), zero, [&](int j, int k) {
      std::vector<Value> qd = zeros;
      qd[static_cast<std::size_t>(j)] = program.constant(1);
      qd[static_cast<std::size_t>(k)] = program.constant(1);
      return recursion_.joint_forces(qd, zeros, no_acceleration_);
    });
  };
  if (model_.floating_base) {
    M_ = M_recursion;
    G_ = Route{column(G_recursion), G_route};
    floating_coefficients(velocity_probes());
    return;  // no closed forms so far (docs/kinematics.md)
  }
  // B and C from the Christoffel symbols of M's program (Spong 7.54).
  report("Christoffel symbols of the mass-matrix program");
  const auto m = [&](int i, int j) {
    return M_recursion
        .values[static_cast<std::size_t>(std::max(i, j))][static_cast<std::size_t>(std::min(i, j))];
  };
  const auto dm = [&](int i, int j, int k) {
    return program.derivative(m(i, j), arguments().q[static_cast<std::size_t>(k)]);
  };
  const Value half = program.constant(GiNaC::numeric(1, 2));
  ValueMatrix C_recursion(static_cast<std::size_t>(n), zeros);
  ValueMatrix B_recursion(static_cast<std::size_t>(n),
                          std::vector<Value>(static_cast<std::size_t>(pair_count(n)), zero));
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j)
      C_recursion[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] =
          dm(i, j, j) - half * dm(j, j, i);
    for (int j = 0; j < n; ++j)
      for (int k = j + 1; k < n; ++k)
        B_recursion[static_cast<std::size_t>(i)][static_cast<std::size_t>(pair_index(j, k, n))] =
            dm(i, j, k) + dm(i, k, j) - dm(j, k, i);
  }

  const auto [B_probes, C_probes] = velocity_probes();
  Route B{B_recursion, "recursion: Christoffel symbols of M"};
  Route C{C_recursion, B.name};
  keep_cheaper(program, B, B_probes, "recursion: unit velocities");
  keep_cheaper(program, C, C_probes, "recursion: unit velocities");

  // Closed forms, where they are small enough to build.
  Route M = M_recursion;
  Route G{column(G_recursion), G_route};
  const std::string residue = options_.closed_forms ? rotation_residue(model_) : "";
  if (options_.closed_forms && n > options_.max_closed_form_joints)
    report("closed forms skipped (more than " + std::to_string(options_.max_closed_form_joints) +
           " joints): recursion programs only");
  else if (!residue.empty())
    report("closed forms skipped (a fixed rotation has an entry that is zero but for rounding, " +
           residue + "; snapping, the default, makes it 0): recursion programs only");
  if (options_.closed_forms && n <= options_.max_closed_form_joints && residue.empty()) {
    ClosedForms closed(model_, recursion_, program);
    try {
      report("closed forms of M, G, B, C");
      const DynamicsTerms terms = closed.terms(options_.limits, progress_);
      report("Horner programs of the closed forms");
      ValueMatrix M_closed(static_cast<std::size_t>(n), zeros), C_closed = M_closed;
      ValueMatrix B_closed = B_recursion, G_closed = column(zeros);
      for (int i = 0; i < n; ++i) {
        const auto r = static_cast<std::size_t>(i);
        G_closed[r][0] = closed.program_of(terms.G(static_cast<unsigned>(i), 0));
        for (int j = 0; j <= i; ++j)
          M_closed[r][static_cast<std::size_t>(j)] =
              closed.program_of(terms.M(static_cast<unsigned>(i), static_cast<unsigned>(j)));
        for (int j = 0; j < n; ++j)
          C_closed[r][static_cast<std::size_t>(j)] =
              closed.program_of(terms.C(static_cast<unsigned>(i), static_cast<unsigned>(j)));
        for (int p = 0; p < pair_count(n); ++p)
          B_closed[r][static_cast<std::size_t>(p)] =
              closed.program_of(terms.B(static_cast<unsigned>(i), static_cast<unsigned>(p)));
      }
      keep_cheaper(program, M, M_closed, "closed form, Horner");
      keep_cheaper(program, G, G_closed, "closed form, Horner");
      keep_cheaper(program, B, B_closed, "closed form, Horner");
      keep_cheaper(program, C, C_closed, "closed form, Horner");
    } catch (const ExpansionTooLarge&) {
      report("closed forms too large: recursion programs only");
    }
  }

  M_ = M;
  G_ = G;
  B_ = B;
  C_ = C;
  B_christoffel_ = Route{B_recursion, "Christoffel symbols of the mass-matrix program"};
  C_christoffel_ = Route{C_recursion, B_christoffel_->name};
}

Value DynamicsBuild::mass_matrix_entry(int i, int j) const {
  return M_
      ->values[static_cast<std::size_t>(std::max(i, j))][static_cast<std::size_t>(std::min(i, j))];
}

std::vector<Value> DynamicsBuild::base_rows_of_mass_matrix(int k) const {
  std::vector<Value> column;
  for (int r = 0; r < 6; ++r) column.push_back(mass_matrix_entry(r, k));
  return column;
}

void DynamicsBuild::floating_coefficients(const std::pair<ValueMatrix, ValueMatrix>& probes) {
  // V = Mdot v - 1/2 d(v^T M v)/dq + (v_b x* (M_b v), 0) (Hamel's equations;
  // M depends on the joints only): the Christoffel symbols of the joints'
  // coordinates plus the base's bilinear term b(x, y) = x_b x* (M_b y), as
  // B_i,(jk) = 2 S_ijk and C_ij = S_ijj of the symmetric form S.
  report("Christoffel symbols of the mass-matrix program");
  Program& program = program_;
  const int nv = model_.nv(), nq = model_.nq();
  const Value zero = program.constant(0), one = program.constant(1);
  const Value half = program.constant(GiNaC::numeric(1, 2));
  const auto dm = [&](int i, int j, int k) {  // d M_ij / d q_k; the base's twist has no q
    return k < 6 ? zero
                 : program.derivative(mass_matrix_entry(i, j),
                                      arguments().q[static_cast<std::size_t>(k - nv + nq)]);
  };
  std::vector<std::vector<std::vector<Value>>> b(6);  // b[j][k]: e_j x* M_b e_k, j < 6
  for (int j = 0; j < 6; ++j) {
    std::vector<Value> unit(6, zero);
    unit[static_cast<std::size_t>(j)] = one;
    for (int k = 0; k < nv; ++k)
      b[static_cast<std::size_t>(j)].push_back(
          recursion_.twist_cross_momentum(unit, base_rows_of_mass_matrix(k)));
  }
  const auto hamel = [&](int i, int j, int k) {
    return i < 6 && j < 6 ? b[static_cast<std::size_t>(j)][static_cast<std::size_t>(k)]
                             [static_cast<std::size_t>(i)]
                          : zero;
  };
  ValueMatrix B(static_cast<std::size_t>(nv),
                std::vector<Value>(static_cast<std::size_t>(pair_count(nv)), zero));
  ValueMatrix C(static_cast<std::size_t>(nv),
                std::vector<Value>(static_cast<std::size_t>(nv), zero));
  for (int i = 0; i < nv; ++i) {
    const auto r = static_cast<std::size_t>(i);
    for (int j = 0; j < nv; ++j)
      C[r][static_cast<std::size_t>(j)] = dm(i, j, j) - half * dm(j, j, i) + hamel(i, j, j);
    for (int j = 0; j < nv; ++j)
      for (int k = j + 1; k < nv; ++k)
        B[r][static_cast<std::size_t>(pair_index(j, k, nv))] =
            dm(i, j, k) + dm(i, k, j) - dm(j, k, i) + hamel(i, j, k) + hamel(i, k, j);
  }
  B_ = Route{B, "recursion: Christoffel symbols of M, the base's momentum term"};
  C_ = Route{C, B_->name};
  keep_cheaper(program, *B_, probes.first, "recursion: unit velocities");
  keep_cheaper(program, *C_, probes.second, "recursion: unit velocities");
}

void DynamicsBuild::add_base_momentum_term(ValueMatrix& Cc) {
  configuration_space();
  const std::vector<Value>& v = inputs().qd;
  const std::size_t nv = v.size();
  const Value zero = program_.constant(0), one = program_.constant(1);
  const Value half = program_.constant(GiNaC::numeric(1, 2));
  std::vector<Value> h(6, zero);
  for (std::size_t k = 0; k < nv; ++k) {
    const std::vector<Value> column = base_rows_of_mass_matrix(static_cast<int>(k));
    for (std::size_t r = 0; r < 6; ++r) h[r] = h[r] + column[r] * v[k];
  }
  const std::vector<Value> v_base(v.begin(), v.begin() + 6);
  for (std::size_t c = 0; c < nv; ++c) {
    const std::vector<Value> moved =
        recursion_.twist_cross_momentum(v_base, base_rows_of_mass_matrix(static_cast<int>(c)));
    std::vector<Value> about(6, zero);
    if (c < 6) {
      std::vector<Value> unit(6, zero);
      unit[c] = one;
      about = recursion_.twist_cross_momentum(unit, h);
    }
    for (std::size_t r = 0; r < 6; ++r) Cc[r][c] = Cc[r][c] + half * (about[r] - moved[r]);
  }
}

const ValueMatrix& DynamicsBuild::jacobian() {
  if (!J_) {
    report("Jacobian of the last frame");
    J_ = fold_columns(recursion_.tip_jacobian());
  }
  return *J_;
}

namespace {

/// The 4 x 4 pose of rotation R and origin o.
ValueMatrix pose(Program& program, const ValueMat3& R, const ValueVec3& o) {
  ValueMatrix T(4, std::vector<Value>(4, program.constant(0)));
  for (std::size_t r = 0; r < 3; ++r) {
    for (std::size_t c = 0; c < 3; ++c) T[r][c] = R[r][c];
    T[r][3] = o[r];
  }
  T[3][3] = program.constant(1);
  return T;
}

}  // namespace

ValueMatrix DynamicsBuild::tool_pose() {
  return pose(program_, recursion_.in_world(tip_rotation()),
              recursion_.in_world(recursion_.tip_origin()));
}

ValueMatrix DynamicsBuild::frame_pose(std::size_t k) {
  const FixedFrame& frame = fixed_frames_.at(k);
  return pose(program_, recursion_.in_world(recursion_.frame_rotation(frame)),
              recursion_.in_world(recursion_.frame_origin(frame)));
}

ValueMatrix DynamicsBuild::frame_jacobian(std::size_t k) {
  return fold_columns(recursion_.frame_jacobian_in_world(fixed_frames_.at(k)));
}

std::vector<Value> DynamicsBuild::frame_acceleration(std::size_t k) {
  return recursion_.frame_acceleration(fixed_frames_.at(k));
}

namespace {

/// The model's frame named `name` (check_contacts() found it).
Frame frame_named(const Model& model, const std::string& name) {
  Frame frame;
  if (!named_frame(model, name, frame)) throw std::logic_error("no frame named " + name);
  return frame;
}

}  // namespace

ValueMatrix DynamicsBuild::contact_jacobian() {
  ValueMatrix Jc;
  for (const Contact& c : model_.contacts) {
    const ValueMatrix J =
        recursion_.frame_jacobian_in_world(recursion_.fixed_frame(frame_named(model_, c.frame)));
    Jc.insert(Jc.end(), J.begin(), J.begin() + contact_rows({c}));
  }
  return fold_columns(Jc);
}

std::vector<Value> DynamicsBuild::contact_drift() {
  std::vector<Value> gamma;
  for (const Contact& c : model_.contacts) {
    const std::vector<Value> a =
        recursion_.frame_acceleration(recursion_.fixed_frame(frame_named(model_, c.frame)));
    gamma.insert(gamma.end(), a.begin(), a.begin() + contact_rows({c}));
  }
  return gamma;
}

const ValueMat3& DynamicsBuild::tip_rotation() {
  if (!R_tip_) R_tip_ = recursion_.tip_rotation();
  return *R_tip_;
}

}  // namespace nedyn
