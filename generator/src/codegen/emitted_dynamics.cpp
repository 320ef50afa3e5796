#include "nedyn/generator/emitted_dynamics.hpp"

#include <functional>
#include <map>

#include "nedyn/generator/horner_program.hpp"
#include "nedyn/generator/joint_symbols.hpp"
#include "nedyn/generator/program_recursion.hpp"
#include "nedyn/generator/trig_reduction.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/emitted_check.hpp"

namespace nedyn {
namespace {

std::string element(const std::string& array, int index) {
  return array + "[" + std::to_string(index) + "]";
}

void report(const Progress& progress, const std::string& line) {
  if (progress) progress(line);
}

/// Rows of an n x m matrix of values, row-major.
using ValueMatrix = std::vector<std::vector<Value>>;

EmittedFunction matrix_function(const std::string& name, const std::string& result,
                                const ValueMatrix& values, const std::string& route) {
  EmittedFunction f{name, emitted_inputs(name), result, {}, {}, route, {}};
  const int columns = values.empty() ? 0 : static_cast<int>(values[0].size());
  for (std::size_t i = 0; i < values.size(); ++i)
    for (int j = 0; j < columns; ++j)
      f.outputs.push_back({element(result, static_cast<int>(i) * columns + j),
                           values[i][static_cast<std::size_t>(j)]});
  return f;
}

/// A vector as an n x 1 matrix.
ValueMatrix column(const std::vector<Value>& values) {
  ValueMatrix rows;
  for (const Value& v : values) rows.push_back({v});
  return rows;
}

/// Lower triangle (j <= i) row by row, then the mirrored upper entries.
EmittedFunction symmetric_function(const std::string& name, const std::string& result,
                                   const ValueMatrix& lower, const std::string& route) {
  EmittedFunction f{name, emitted_inputs(name), result, {}, {}, route, {}};
  const int n = static_cast<int>(lower.size());
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j)
      f.outputs.push_back({element(result, i * n + j),
                           lower[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)]});
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      f.mirrored.push_back(element(result, i * n + j) + " = " + element(result, j * n + i) + ";");
  return f;
}

std::vector<Value> outputs_of(const ValueMatrix& m) {
  std::vector<Value> out;
  for (const auto& row : m) out.insert(out.end(), row.begin(), row.end());
  return out;
}

/// Values of one output and the route that built them.
struct Route {
  ValueMatrix values;
  std::string name;
};

/// Replaces `current` by the candidate if that takes fewer operations.
void keep_cheaper(const Program& program, Route& current, ValueMatrix candidate,
                  const std::string& name) {
  if (program.count(outputs_of(candidate)).total() <
      program.count(outputs_of(current.values)).total())
    current = {std::move(candidate), name};
}

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

EmittedDynamics emitted_dynamics(const Model& model, const CodegenOptions& options,
                                 const Progress& progress) {
  EmittedDynamics out;
  out.program = std::make_unique<Program>();
  Program& program = *out.program;
  const int n = model.dof();
  out.dof = n;

  ProgramRecursion recursion(model, program);
  const EmittedArguments& args = recursion.arguments();
  const Value zero = recursion.zero();
  const std::vector<Value> zeros(static_cast<std::size_t>(n), zero);
  const ValueVec3 no_acceleration{zero, zero, zero};
  const std::vector<Value> friction = recursion.friction();
  const std::vector<Value> rotor = recursion.rotor_inertia();

  // Newton–Euler programs: tau, V, G at rest, M by unit accelerations; each
  // from the model's parameters and from the grouped ones (the same forces),
  // with the link forms its operation count prefers. The cheapest wins.
  report(progress, "Newton-Euler programs");
  ProgramRecursion grouped(model, program, LinkParameters::grouped);
  const ValueVec3 gravity = recursion.minus_gravity();
  using Build = std::function<std::vector<Value>(ProgramRecursion&, const RecursionForms&)>;
  const auto cheapest = [&](const Build& build, std::string& route) {
    std::vector<Value> best;
    for (ProgramRecursion* r : {&recursion, &grouped}) {
      const auto with = [&](const RecursionForms& forms) { return build(*r, forms); };
      std::vector<Value> values = with(cheapest_forms(n, with));
      if (r == &recursion || program.count(values).total() < program.count(best).total()) {
        best = std::move(values);
        if (r == &grouped) route += ", grouped inertial parameters";
      }
    }
    return best;
  };
  std::string tau_route = "recursion: Newton-Euler program";
  const std::vector<Value> rigid = cheapest(
      [&](ProgramRecursion& r, const RecursionForms& forms) {
        return r.joint_forces(args.qd, args.qdd, gravity, 0, forms);
      },
      tau_route);
  std::vector<Value> tau;
  for (int i = 0; i < n; ++i) {
    const auto k = static_cast<std::size_t>(i);
    tau.push_back(rigid[k] + rotor[k] * args.qdd[k] + friction[k]);
  }
  std::string V_route = "recursion: Newton-Euler program, qdd = 0, g = 0";
  const std::vector<Value> V = cheapest(
      [&](ProgramRecursion& r, const RecursionForms& forms) {
        return r.joint_forces(args.qd, zeros, no_acceleration, 0, forms);
      },
      V_route);
  std::string G_route = "recursion: at rest";
  const std::vector<Value> G_recursion = cheapest(
      [&](ProgramRecursion& r, const RecursionForms& forms) {
        return r.joint_forces(zeros, zeros, gravity, 0, forms);
      },
      G_route);
  std::string bias_route = "recursion";
  const std::vector<Value> bias = cheapest(
      [&](ProgramRecursion& r, const RecursionForms& forms) {
        return r.joint_forces(args.qd, zeros, gravity, 0, forms);
      },
      bias_route);
  // Column j: unit acceleration of joint j, rows j..n-1 (the rest by symmetry).
  std::string columns_route = "recursion: unit accelerations";
  const std::vector<Value> lower = cheapest(
      [&](ProgramRecursion& r, const RecursionForms& forms) {
        std::vector<Value> rows;
        for (int j = 0; j < n; ++j) {
          std::vector<Value> unit = zeros;
          unit[static_cast<std::size_t>(j)] = program.constant(1);
          const std::vector<Value> column = r.joint_forces(zeros, unit, no_acceleration, j, forms);
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
          lower[next++] + (i == j ? rotor[static_cast<std::size_t>(j)] : zero);
  // The composite-rigid-body pass, if it is cheaper.
  report(progress, "composite-rigid-body program");
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
          composite[next++] + (i == j ? rotor[static_cast<std::size_t>(j)] : zero);
  keep_cheaper(program, M_recursion, M_composite, composite_route);
  // B and C from the Christoffel symbols of M's program (Spong 7.54).
  report(progress, "Christoffel symbols of the mass-matrix program");
  const auto m = [&](int i, int j) {
    return M_recursion
        .values[static_cast<std::size_t>(std::max(i, j))][static_cast<std::size_t>(std::min(i, j))];
  };
  const auto dm = [&](int i, int j, int k) { return program.derivative(m(i, j), k); };
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

  // B and C by unit-velocity probes of the program: C column j is V at qd =
  // e_j; B column (j,k) is V(e_j + e_k) - V(e_j) - V(e_k).
  report(progress, "velocity probes");
  const auto unit_velocity = [&](int j, int k) {
    std::vector<Value> qd = zeros;
    qd[static_cast<std::size_t>(j)] = program.constant(1);
    qd[static_cast<std::size_t>(k)] = program.constant(1);
    return recursion.joint_forces(qd, zeros, no_acceleration);
  };
  ValueMatrix C_probes(static_cast<std::size_t>(n), zeros), B_probes = B_recursion;
  std::vector<std::vector<Value>> probe_columns;
  for (int j = 0; j < n; ++j) {
    probe_columns.push_back(unit_velocity(j, j));
    for (int i = 0; i < n; ++i)
      C_probes[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] =
          probe_columns.back()[static_cast<std::size_t>(i)];
  }
  for (int j = 0; j < n; ++j)
    for (int k = j + 1; k < n; ++k) {
      const std::vector<Value> both = unit_velocity(j, k);
      for (int i = 0; i < n; ++i) {
        const auto r = static_cast<std::size_t>(i);
        B_probes[r][static_cast<std::size_t>(pair_index(j, k, n))] =
            both[r] - probe_columns[static_cast<std::size_t>(j)][r] -
            probe_columns[static_cast<std::size_t>(k)][r];
      }
    }

  Route B{B_recursion, "recursion: Christoffel symbols of M"};
  Route C{C_recursion, B.name};
  keep_cheaper(program, B, B_probes, "recursion: unit velocities");
  keep_cheaper(program, C, C_probes, "recursion: unit velocities");

  // Closed forms, where they are small enough to build.
  Route M = M_recursion;
  Route G{column(G_recursion), G_route};
  if (options.closed_forms && n > options.max_closed_form_joints)
    report(progress, "closed forms skipped (more than " +
                         std::to_string(options.max_closed_form_joints) +
                         " joints): recursion programs only");
  if (options.closed_forms && n <= options.max_closed_form_joints) {
    ClosedForms closed(model, recursion, program);
    try {
      report(progress, "closed forms of M, G, B, C");
      const DynamicsTerms terms = closed.terms(options.limits, progress);
      report(progress, "Horner programs of the closed forms");
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
      report(progress, "closed forms too large: recursion programs only");
    }
  }

  // Cc_ij = C_ij qd_j + 1/2 sum_{k != j} B_i,(jk) qd_k, from the chosen B and
  // C or from the Christoffel symbols, whichever is cheaper.
  const auto christoffel_matrix = [&](const ValueMatrix& b, const ValueMatrix& c) {
    ValueMatrix cc(static_cast<std::size_t>(n), zeros);
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        const auto r = static_cast<std::size_t>(i);
        Value sum = zero;
        for (int k = 0; k < n; ++k) {
          if (k == j) continue;
          sum =
              sum + b[r][static_cast<std::size_t>(pair_index(std::min(j, k), std::max(j, k), n))] *
                        args.qd[static_cast<std::size_t>(k)];
        }
        cc[r][static_cast<std::size_t>(j)] =
            c[r][static_cast<std::size_t>(j)] * args.qd[static_cast<std::size_t>(j)] + half * sum;
      }
    return cc;
  };
  Route Cc{christoffel_matrix(B.values, C.values), "B and C"};
  keep_cheaper(program, Cc, christoffel_matrix(B_recursion, C_recursion),
               "Christoffel symbols of the mass-matrix program");

  // forward_dynamics: the lower triangle of M and r = tau - (V + G + friction).
  EmittedFunction forward{"forward_dynamics",
                          emitted_inputs("forward_dynamics"),
                          "qdd",
                          {},
                          {},
                          "M: " + M.name + "; bias: " + bias_route + "; Cholesky",
                          {}};
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j)
      forward.outputs.push_back(
          {element("M", i * n + j),
           M.values[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)]});
  for (int i = 0; i < n; ++i) {
    const auto k = static_cast<std::size_t>(i);
    forward.outputs.push_back(
        {element("r", i), program.input(element("tau", i)) - (bias[k] + friction[k])});
  }

  out.functions.push_back(matrix_function("inverse_dynamics", "tau", column(tau), tau_route));
  out.functions.push_back(symmetric_function("mass_matrix", "M", M.values, M.name));
  out.functions.push_back(matrix_function("coriolis_centrifugal", "V", column(V), V_route));
  out.functions.push_back(matrix_function("gravity", "G", G.values, G.name));
  out.functions.push_back(matrix_function("coriolis_coefficients", "B", B.values, B.name));
  out.functions.push_back(matrix_function("centrifugal_coefficients", "C", C.values, C.name));
  out.functions.push_back(matrix_function("friction", "F", column(friction), "model"));
  out.functions.push_back(forward);
  out.functions.push_back(matrix_function("coriolis_matrix", "Cc", Cc.values, Cc.name));

  // The last frame's origin: J, Jdot qd = sum_j d(J qd)/dq_j qd_j, and tau
  // with the tip wrench w (last frame; what the link exerts, DESIGN.md §2)
  // added as J^T (R_0n f, R_0n n).
  report(progress, "Jacobian of the last frame");
  const ValueMatrix J = recursion.tip_jacobian();
  std::vector<Value> J_qd(6, zero), J_dot_qd(6, zero);
  for (std::size_t r = 0; r < 6; ++r)
    for (int i = 0; i < n; ++i)
      J_qd[r] = J_qd[r] + J[r][static_cast<std::size_t>(i)] * args.qd[static_cast<std::size_t>(i)];
  for (std::size_t r = 0; r < 6; ++r)
    for (int j = 0; j < n; ++j)
      J_dot_qd[r] =
          J_dot_qd[r] + program.derivative(J_qd[r], j) * args.qd[static_cast<std::size_t>(j)];
  const ValueMat3 R_tip = recursion.tip_rotation();
  std::vector<Value> w;
  for (int k = 0; k < 6; ++k) w.push_back(program.input("w[" + std::to_string(k) + "]"));
  std::vector<Value> w_base(6, zero);
  for (std::size_t r = 0; r < 3; ++r)
    for (std::size_t c = 0; c < 3; ++c) {
      w_base[r] = w_base[r] + R_tip[r][c] * w[c];
      w_base[r + 3] = w_base[r + 3] + R_tip[r][c] * w[c + 3];
    }
  std::vector<Value> tau_wrench = tau;
  for (int i = 0; i < n; ++i)
    for (std::size_t r = 0; r < 6; ++r)
      tau_wrench[static_cast<std::size_t>(i)] =
          tau_wrench[static_cast<std::size_t>(i)] + J[r][static_cast<std::size_t>(i)] * w_base[r];
  out.functions.push_back(
      matrix_function("jacobian", "J", J, "forward kinematics in the base frame"));
  out.functions.push_back(
      matrix_function("jacobian_dot_qd", "a", column(J_dot_qd), "derivatives of J qd along qd"));
  out.functions.push_back(matrix_function("inverse_dynamics_wrench", "tau", column(tau_wrench),
                                          tau_route + "; J^T w added"));
  for (EmittedFunction& f : out.functions) {
    std::vector<Value> values;
    for (const EmittedOutput& o : f.outputs) values.push_back(o.value);
    f.count = program.count(values);
  }
  return out;
}

}  // namespace nedyn
