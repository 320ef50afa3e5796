#include "nedyn/generator/function_builders.hpp"

#include <algorithm>
#include <array>
#include <functional>
#include <map>

#include "nedyn/generator/derivative_products.hpp"
#include "nedyn/generator/leg_lanes.hpp"
#include "nedyn/generator/tree_factorisation.hpp"
#include "nedyn/model/expression.hpp"
#include "nedyn/model/model_error.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/emitted_functions.hpp"

namespace nedyn {
namespace {

using Id = EmittedFunctionId;

/// x as the exact rational of its shortest decimal: a gain of 0.1 is 1/10.
GiNaC::ex exact_decimal(double x) {
  SymbolTable none;
  return parse_value(shortest_decimal(x), none);
}

EmittedFunction function_of(Id id, const std::string& route) {
  const EmittedFunctionSpec& spec = emitted_function_spec(id);
  std::vector<std::string> results;
  for (const EmittedResult& r : spec.results) results.push_back(r.name);
  EmittedFunction f;
  f.spec = &spec;
  f.inputs = spec.inputs;
  f.results = results;
  f.route = route;
  return f;
}

/// Every entry of `values`, row-major into the result array `result`.
void write_matrix(EmittedFunction& f, const std::string& result, const ValueMatrix& values) {
  const int columns = values.empty() ? 0 : static_cast<int>(values[0].size());
  for (std::size_t i = 0; i < values.size(); ++i)
    for (int j = 0; j < columns; ++j)
      f.outputs.push_back(
          {{result, static_cast<int>(i) * columns + j}, values[i][static_cast<std::size_t>(j)]});
}

/// Every entry of `values`, row-major into the function's result.
EmittedFunction matrix_function(Id name, const ValueMatrix& values, const std::string& route) {
  EmittedFunction f = function_of(name, route);
  write_matrix(f, f.results[0], values);
  return f;
}

EmittedFunction matrix_function(Id name, const Route& route) {
  return matrix_function(name, route.values, route.name);
}

/// The lower triangle (j <= i) of a symmetric matrix row by row into the
/// result array `result`, then its mirrored upper entries.
void write_symmetric(EmittedFunction& f, const std::string& result, const ValueMatrix& lower) {
  const int n = static_cast<int>(lower.size());
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j)
      f.outputs.push_back(
          {{result, i * n + j}, lower[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)]});
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) f.mirrored.push_back({result, i * n + j, j * n + i});
}

EmittedFunction symmetric_function(Id name, const Route& lower) {
  EmittedFunction f = function_of(name, lower.name);
  write_symmetric(f, f.results[0], lower.values);
  return f;
}

/// f with its form leg by leg (leg_lanes.hpp), where the model has legs and
/// the build found one: not with coupled joints, whose folding the legs'
/// programs do not do.
EmittedFunction with_leg_lanes(
    EmittedFunction f, const DynamicsBuild& b,
    const std::function<std::optional<LegLaneProgram>(const Model&)>& leg_form) {
  if (b.coupled()) return f;
  if (std::optional<LegLaneProgram> legs = leg_form(b.model()))
    f.leg_lanes = std::make_shared<const LegLaneProgram>(std::move(*legs));
  return f;
}

/// r = tau - (V + G + friction): M qdd = r.
std::vector<Value> forward_dynamics_rhs(DynamicsBuild& b) {
  const Route& bias = b.bias();
  std::vector<Value> r;
  for (int i = 0; i < b.nv(); ++i) {
    const auto k = static_cast<std::size_t>(i);
    r.push_back(b.program().input(InputName::element("tau", i)) -
                (bias.values[k][0] + b.friction()[k]));
  }
  return r;
}

std::string forward_dynamics_route(DynamicsBuild& b) {
  return "M: " + b.mass_matrix().name + "; bias: " + b.bias().name +
         "; M = L^T D L in the tree's sparsity (Featherstone)";
}

// qdd from M qdd = tau - bias, factorised inside the program: a tree's zeros
// fold away, and a chain's factorisation interleaves with the rest of the
// program, with one division per joint and no square roots (PUMA 236 ->
// 108 ns against the in-place Cholesky after the program; docs/performance.md).
EmittedFunction build_forward_dynamics(DynamicsBuild& b) {
  const std::vector<Value> qdd =
      tree_solve(factorise_tree(b.model(), b.mass_matrix().values), forward_dynamics_rhs(b));
  // Leg lanes solve leg by leg, then for the base.
  return with_leg_lanes(
      matrix_function(Id::forward_dynamics, column(qdd), forward_dynamics_route(b)), b,
      [](const Model& m) { return leg_lane_forward_dynamics(m); });
}

// d tau / d q and d tau / d qd by the routes DynamicsBuild::torque_derivatives() keeps.
EmittedFunction build_inverse_dynamics_derivatives(DynamicsBuild& b) {
  const TorqueDerivativeRoutes& d = b.torque_derivatives();
  EmittedFunction f = function_of(Id::inverse_dynamics_derivatives,
                                  "dtau_dq: " + d.dq.name + "; dtau_dqd: " + d.dqd.name);
  write_matrix(f, "dtau_dq", d.dq.values);
  write_matrix(f, "dtau_dqd", d.dqd.values);
  // Leg lanes compute each leg's entries from its own program.
  return with_leg_lanes(f, b, leg_lane_torque_derivatives);
}

/// The emitted name of M's order (kDof, or kNv for a floating base).
CallArgument order_of(const DynamicsBuild& b) {
  EmittedShape shape;
  shape.dof = b.dof();
  shape.floating_base = b.model().floating_base;
  return CallArgument::constant(mass_matrix_order(shape));
}

/// What the contact solves (contact_solves.hpp) read besides y and w, from
/// M = L^T D L in the tree's sparsity: Y = L^-T Jc^T, each contact row's
/// column zero off its path to the root, written as Yd = D^-1 Y (n x rows),
/// A = Jc M^-1 Jc^T = Y^T D^-1 Y (its lower triangle: entries between legs
/// fold to zero) and L below its diagonal (zeros off the paths included).
/// Returns Yd, from which the caller's y is made.
ValueMatrix write_contact_factors(EmittedFunction& f, const TreeFactorisation& factor,
                                  const ValueMatrix& Jc) {
  Program& program = *factor.inverse_d[0].program;
  const Value zero = program.constant(0);
  const std::size_t n = factor.inverse_d.size(), m = Jc.size();
  ValueMatrix Y;  // rows of L^-T Jc^T, one per contact row
  for (const std::vector<Value>& row : Jc) Y.push_back(tree_transposed_solve(factor, row));
  ValueMatrix Yd(n, std::vector<Value>(m, zero));
  for (std::size_t k = 0; k < n; ++k)
    for (std::size_t r = 0; r < m; ++r) Yd[k][r] = Y[r][k] * factor.inverse_d[k];
  for (std::size_t r = 0; r < m; ++r)
    for (std::size_t c = 0; c <= r; ++c) {
      Value sum = zero;
      for (std::size_t k = 0; k < n; ++k) sum = sum + Yd[k][r] * Y[c][k];
      f.outputs.push_back({{"A", static_cast<int>(r * m + c)}, sum});
    }
  write_matrix(f, "Yd", Yd);
  // L's entries off the paths to the root are zero (factor.L keeps M's there).
  for (int k = 1; k <= static_cast<int>(n); ++k)
    for (int i = 1; i < k; ++i)
      f.outputs.push_back({{"L", (k - 1) * static_cast<int>(n) + i - 1},
                           is_ancestor(factor.parent, i, k)
                               ? factor.L[TreeFactorisation::at(k)][TreeFactorisation::at(i)]
                               : zero});
  return Yd;
}

/// A contact function's locals (A, y, w, Yd, L) and its status call of
/// `solve` with them and `extra` (the restitution), writing `results`.
void call_contact_solve(DynamicsBuild& b, EmittedFunction& f, const std::string& solve,
                        const std::vector<std::string>& extra) {
  const CallArgument order = order_of(b), rows = CallArgument::constant("kContactRows");
  f.locals = {{"A", {rows, rows}},
              {"y", {rows}},
              {"w", {order}},
              {"Yd", {order, rows}},
              {"L", {order, order}}};
  f.status_call = {solve, {}, f.results};
  for (const char* array : {"A", "y", "w", "Yd", "L"})
    f.status_call.reads.push_back(CallArgument::array(array));
  for (const std::string& array : extra) f.status_call.reads.push_back(CallArgument::array(array));
}

// M qdd + h = tau + Jc^T lambda with Jc qdd + gamma = 0 (Featherstone, RBDA
// ch. 8, on the sparse factorisation of §6.5): with M = L^T D L and z = L^-T
// (tau - h), the program computes w = D^-1 z, y = Jc M^-1 (tau - h) + gamma =
// Yd^T z + gamma and the factors of write_contact_factors; contact_solve
// factorises the small A with its singularity test, lambda = -A^-1 y, and
// qdd = L^-1 (w + Yd lambda). M^-1 is never formed.
// With Baumgarte's gains (`stabilised`), gamma + kd ev + kp ep in gamma's
// place, ep and ev the inputs contact_position_error and
// contact_velocity_error.
EmittedFunction constrained_forward_dynamics_of(DynamicsBuild& b, bool stabilised) {
  const TreeFactorisation factor = factorise_tree(b.model(), b.mass_matrix().values);
  const std::vector<Value> z = tree_transposed_solve(factor, forward_dynamics_rhs(b));
  std::vector<Value> gamma = b.contact_drift();
  std::string route =
      forward_dynamics_route(b) + "; Jc: the contact frames' Jacobians; LDL^T of Jc M^-1 Jc^T";
  if (stabilised) {
    Program& program = b.program();
    const BaumgarteGains& gains = *b.model().baumgarte;
    const Value kp = program.constant(exact_decimal(gains.kp)),
                kd = program.constant(exact_decimal(gains.kd));
    for (std::size_t r = 0; r < gamma.size(); ++r) {
      const int row = static_cast<int>(r);
      gamma[r] = gamma[r] + kd * program.input(InputName::element("contact_velocity_error", row)) +
                 kp * program.input(InputName::element("contact_position_error", row));
    }
    route += "; Baumgarte's gains KP = " + shortest_decimal(gains.kp) +
             ", KD = " + shortest_decimal(gains.kd);
  }
  EmittedFunction f = function_of(
      stabilised ? Id::constrained_forward_dynamics_baumgarte : Id::constrained_forward_dynamics,
      route);
  const ValueMatrix Yd = write_contact_factors(f, factor, b.contact_jacobian());
  for (std::size_t r = 0; r < gamma.size(); ++r) {
    Value sum = gamma[r];
    for (std::size_t k = 0; k < z.size(); ++k) sum = sum + Yd[k][r] * z[k];
    f.outputs.push_back({{"y", static_cast<int>(r)}, sum});
  }
  for (std::size_t k = 0; k < z.size(); ++k)
    f.outputs.push_back({{"w", static_cast<int>(k)}, z[k] * factor.inverse_d[k]});
  call_contact_solve(b, f, "contact_solve", {});
  return f;
}

EmittedFunction build_constrained_forward_dynamics(DynamicsBuild& b) {
  return constrained_forward_dynamics_of(b, false);
}

EmittedFunction build_constrained_forward_dynamics_baumgarte(DynamicsBuild& b) {
  return constrained_forward_dynamics_of(b, true);
}

// M (qd_after - qd) = Jc^T impulse with Jc qd_after = -e Jc qd (Featherstone,
// RBDA ch. 11): the program computes y = Jc qd and w = L qd, so that
// impulse_solve's L^-1 (w + Yd impulse) is qd + M^-1 Jc^T impulse, with
// impulse = -(1 + e) A^-1 y.
EmittedFunction build_impulse_dynamics(DynamicsBuild& b) {
  Program& program = b.program();
  const TreeFactorisation factor = factorise_tree(b.model(), b.mass_matrix().values);
  const ValueMatrix Jc = b.contact_jacobian();
  const std::vector<Value>& qd = b.inputs().qd;
  EmittedFunction f = function_of(Id::impulse_dynamics,
                                  "M: " + b.mass_matrix().name +
                                      "; M = L^T D L in the tree's sparsity (Featherstone); Jc: "
                                      "the contact frames' Jacobians; LDL^T of Jc M^-1 Jc^T");
  write_contact_factors(f, factor, Jc);
  const Value zero = program.constant(0);
  for (std::size_t r = 0; r < Jc.size(); ++r) {
    Value sum = zero;
    for (std::size_t k = 0; k < qd.size(); ++k) sum = sum + Jc[r][k] * qd[k];
    f.outputs.push_back({{"y", static_cast<int>(r)}, sum});
  }
  for (int k = 1; k <= static_cast<int>(qd.size()); ++k) {
    Value sum = qd[TreeFactorisation::at(k)];
    for (int i = factor.up(k); i != 0; i = factor.up(i))
      sum = sum + factor.L[TreeFactorisation::at(k)][TreeFactorisation::at(i)] *
                      qd[TreeFactorisation::at(i)];
    f.outputs.push_back({{"w", k - 1}, sum});
  }
  call_contact_solve(b, f, "impulse_solve", {"restitution"});
  return f;
}

// For a floating base (Featherstone, RBDA ch. 8's forces of a given motion):
// the program computes t = M qdd + h (inverse dynamics), Jc, and G = B^T B
// with B the base's six columns of Jc, each entry between contacts'
// sparse base columns; contact_force_solve (contact_solves.hpp) takes the
// least-norm lambda = B G^-1 t_b and tau = t - Jc^T lambda.
// With weights w (the input contact_weights), the least weighted norm:
// G = B^T W^-1 B and lambda = W^-1 B G^-1 t_b, the program writing Bw = W^-1 B.
EmittedFunction contact_inverse_dynamics_of(DynamicsBuild& b, bool weighted) {
  Program& program = b.program();
  const Route& tau = b.inverse_dynamics();
  const ValueMatrix Jc = b.contact_jacobian();
  EmittedFunction f = function_of(
      weighted ? Id::contact_inverse_dynamics_weighted : Id::contact_inverse_dynamics,
      "tau: " + tau.name + "; Jc: the contact frames' Jacobians; LDL^T of the base's B^T " +
          (weighted ? "W^-1 B" : "B"));
  write_matrix(f, "t", tau.values);
  write_matrix(f, "Jc", Jc);
  const Value zero = program.constant(0), one = program.constant(1);
  ValueMatrix Bw;  // W^-1 B, the base's six columns
  for (std::size_t r = 0; r < Jc.size(); ++r) {
    const Value inverse =
        weighted ? one / program.input(InputName::element("contact_weights", static_cast<int>(r)))
                 : one;
    Bw.emplace_back();
    for (std::size_t j = 0; j < 6; ++j)
      Bw.back().push_back(weighted ? Jc[r][j] * inverse : Jc[r][j]);
  }
  for (std::size_t i = 0; i < 6; ++i)
    for (std::size_t j = 0; j <= i; ++j) {
      Value sum = zero;
      for (std::size_t r = 0; r < Jc.size(); ++r) sum = sum + Jc[r][i] * Bw[r][j];
      f.outputs.push_back({{"G", static_cast<int>(i * 6 + j)}, sum});
    }
  const CallArgument order = order_of(b), rows = CallArgument::constant("kContactRows"),
                     six = CallArgument::count(6);
  f.locals = {{"G", {six, six}}, {"t", {order}}, {"Jc", {rows, order}}};
  f.status_call = {"contact_force_solve",
                   {CallArgument::array("G"), CallArgument::array("t"), CallArgument::array("Jc"),
                    CallArgument::absent()},
                   f.results};
  if (weighted) {
    write_matrix(f, "Bw", Bw);
    f.locals.push_back({"Bw", {rows, six}});
    f.status_call.reads.back() = CallArgument::array("Bw");
  }
  return f;
}

EmittedFunction build_contact_inverse_dynamics(DynamicsBuild& b) {
  return contact_inverse_dynamics_of(b, false);
}

EmittedFunction build_contact_inverse_dynamics_weighted(DynamicsBuild& b) {
  return contact_inverse_dynamics_of(b, true);
}

/// The factors a derivative solve (contact_solves.hpp) reads: those of
/// write_contact_factors, and D^-1.
void write_derivative_factors(EmittedFunction& f, const TreeFactorisation& factor,
                              const ValueMatrix& Jc) {
  write_contact_factors(f, factor, Jc);
  for (std::size_t k = 0; k < factor.inverse_d.size(); ++k)
    f.outputs.push_back({{"Dinv", static_cast<int>(k)}, factor.inverse_d[k]});
}

/// The right sides of a differentiated contact system: q's columns (R1q, n x
/// n; R2q, rows x n) and qd's (R1qd, R2qd).
struct DerivativeSides {
  ValueMatrix R1q, R2q, R1qd, R2qd;
};

/// The rest of a derivative function: the right sides written, the call of
/// the solve it differentiates (`solved`, before the program, which reads its
/// results back), the locals, and the status call of `solve` writing `results`.
void finish_derivative_solve(DynamicsBuild& b, EmittedFunction& f, const DerivativeSides& sides,
                             Call solved, const std::string& solve,
                             std::vector<std::string> results) {
  write_matrix(f, "R1q", sides.R1q);
  write_matrix(f, "R2q", sides.R2q);
  write_matrix(f, "R1qd", sides.R1qd);
  write_matrix(f, "R2qd", sides.R2qd);
  const CallArgument order = order_of(b), rows = CallArgument::constant("kContactRows");
  f.calls = {std::move(solved)};
  f.locals = {{"A", {rows, rows}},      {"Yd", {order, rows}},   {"L", {order, order}},
              {"Dinv", {order}},        {"R1q", {order, order}}, {"R2q", {rows, order}},
              {"R1qd", {order, order}}, {"R2qd", {rows, order}}};
  f.status_call = {solve, {}, std::move(results)};
  for (const char* array : {"A", "Yd", "L", "Dinv", "R1q", "R2q", "R1qd", "R2qd"})
    f.status_call.reads.push_back(CallArgument::array(array));
}

// Carpentier and Mansard's derivatives of constrained dynamics: the KKT
// system M qdd - Jc^T lambda = tau - h, Jc qdd = -gamma holds at every
// state, so [M -Jc^T; Jc 0] [d qdd; d lambda] = [d tau - d/dx (M qdd + h -
// Jc^T lambda); -d/dx (Jc qdd + gamma)] with qdd and lambda held. The body
// calls constrained_forward_dynamics for them; the program reads them back
// (d tau / d x of inverse_dynamics_derivatives' routes at that qdd, d (Jc^T
// lambda) / dq and d (Jc qdd + gamma) / dx by differentiating its program,
// q along its tangent space) and writes the right sides and the factors of
// M = L^T D L and Jc M^-1 Jc^T; contact_derivative_solve
// (contact_solves.hpp) solves for the columns.
EmittedFunction build_constrained_forward_dynamics_derivatives(DynamicsBuild& b) {
  Program& program = b.program();
  const TorqueDerivativeRoutes& dtau = b.torque_derivatives();
  const TreeFactorisation factor = factorise_tree(b.model(), b.mass_matrix().values);
  const ValueMatrix Jc = b.contact_jacobian();
  const std::vector<Value> gamma = b.contact_drift();
  const std::vector<Value>& qd = b.inputs().qd;
  const std::vector<Value>& qdd = b.inputs().qdd;  // the array the call wrote
  const std::size_t n = qd.size(), m = Jc.size();
  std::vector<Value> lambda;
  for (std::size_t r = 0; r < m; ++r)
    lambda.push_back(program.input(InputName::element("lambda_c", static_cast<int>(r))));
  EmittedFunction f = function_of(Id::constrained_forward_dynamics_derivatives,
                                  "constrained_forward_dynamics, then dtau_dq: " + dtau.dq.name +
                                      "; dtau_dqd: " + dtau.dqd.name +
                                      "; the contacts' terms differentiated; the KKT system "
                                      "by M = L^T D L and LDL^T of Jc M^-1 Jc^T");
  write_derivative_factors(f, factor, Jc);
  ValueMatrix R1q(n), R1qd(n), R2q(m), R2qd(m);
  for (std::size_t i = 0; i < n; ++i) {
    Value force = b.zero();  // (Jc^T lambda)_i
    for (std::size_t r = 0; r < m; ++r) force = force + Jc[r][i] * lambda[r];
    const std::vector<Value> d_force = tangent_jacobian(b, {force})[0];
    for (std::size_t k = 0; k < n; ++k) {
      R1q[i].push_back(d_force[k] - dtau.dq.values[i][k]);
      R1qd[i].push_back(-dtau.dqd.values[i][k]);
    }
  }
  for (std::size_t r = 0; r < m; ++r) {
    Value acceleration = gamma[r];  // Jc qdd + gamma
    for (std::size_t k = 0; k < n; ++k) acceleration = acceleration + Jc[r][k] * qdd[k];
    const ValueMatrix d_acceleration = tangent_jacobian(b, {acceleration});
    for (const Value& d : d_acceleration[0]) R2q[r].push_back(-d);
    for (std::size_t k = 0; k < n; ++k) R2qd[r].push_back(-program.derivative(gamma[r], qd[k]));
  }
  finish_derivative_solve(
      b, f, {R1q, R2q, R1qd, R2qd},
      emitted_call("constrained_forward_dynamics", {"q", "qd", "tau", "qdd", "lambda_c"}),
      "contact_derivative_solve",
      {"dqdd_dq", "dqdd_dqd", "dqdd_dtau", "dlambda_dq", "dlambda_dqd", "dlambda_dtau"});
  return f;
}

// The impact's system M (qd_after - qd) - Jc^T impulse = 0, Jc (qd_after +
// e qd) = 0 differentiated at its solution as the constrained dynamics'
// (above): the body calls impulse_dynamics, the program reads qd_after and
// the impulses back and writes -d/dq of both residuals (q along its tangent
// space), their qd columns M and -e Jc, and the factors;
// impulse_derivative_solve solves for the columns.
EmittedFunction build_impulse_dynamics_derivatives(DynamicsBuild& b) {
  Program& program = b.program();
  const TreeFactorisation factor = factorise_tree(b.model(), b.mass_matrix().values);
  const ValueMatrix& M = b.mass_matrix().values;  // its lower triangle
  const ValueMatrix Jc = b.contact_jacobian();
  const std::vector<Value>& qd = b.inputs().qd;
  const std::size_t n = qd.size(), m = Jc.size();
  std::vector<Value> after, impulse;
  for (std::size_t k = 0; k < n; ++k)
    after.push_back(program.input(InputName::element("qd_after", static_cast<int>(k))));
  for (std::size_t r = 0; r < m; ++r)
    impulse.push_back(program.input(InputName::element("impulse", static_cast<int>(r))));
  const Value e = program.input(InputName::element("restitution", 0));
  EmittedFunction f = function_of(Id::impulse_dynamics_derivatives,
                                  "impulse_dynamics, then M: " + b.mass_matrix().name +
                                      "; the impact's residuals differentiated; the KKT system "
                                      "by M = L^T D L and LDL^T of Jc M^-1 Jc^T");
  write_derivative_factors(f, factor, Jc);
  const auto mass = [&](std::size_t i, std::size_t k) { return i >= k ? M[i][k] : M[k][i]; };
  ValueMatrix R1q(n), R1qd(n), R2q(m), R2qd(m);
  for (std::size_t i = 0; i < n; ++i) {
    Value residual = b.zero();  // (M (qd_after - qd) - Jc^T impulse)_i
    for (std::size_t k = 0; k < n; ++k) residual = residual + mass(i, k) * (after[k] - qd[k]);
    for (std::size_t r = 0; r < m; ++r) residual = residual - Jc[r][i] * impulse[r];
    const ValueMatrix d_residual = tangent_jacobian(b, {residual});
    for (const Value& d : d_residual[0]) R1q[i].push_back(-d);
    for (std::size_t k = 0; k < n; ++k) R1qd[i].push_back(mass(i, k));
  }
  for (std::size_t r = 0; r < m; ++r) {
    Value residual = b.zero();  // (Jc (qd_after + e qd))_r
    for (std::size_t k = 0; k < n; ++k) residual = residual + Jc[r][k] * (after[k] + e * qd[k]);
    const ValueMatrix d_residual = tangent_jacobian(b, {residual});
    for (const Value& d : d_residual[0]) R2q[r].push_back(-d);
    for (std::size_t k = 0; k < n; ++k) R2qd[r].push_back(-(e * Jc[r][k]));
  }
  finish_derivative_solve(
      b, f, {R1q, R2q, R1qd, R2qd},
      emitted_call("impulse_dynamics", {"q", "qd", "restitution", "qd_after", "impulse"}),
      "impulse_derivative_solve", {"dqd_after_dq", "dqd_after_dqd", "dimpulse_dq", "dimpulse_dqd"});
  return f;
}

/// Products -M^-1 d tau / d x that forward_dynamics_derivatives computes as
/// statements of its program, d tau's program copied in: at most this many,
/// and at most half of a dense multiplication's 2 n^3. Elsewhere it calls
/// inverse_dynamics_derivatives at qdd and multiplies in a loop
/// (derivative_products.hpp). The statements pay where a fixed
/// base's branches make most of M^-1 zero (the quadruped: 216 products of
/// 3,456); on a chain they save a fifth of the products (the PUMA: 14% of the
/// time) for a second copy of d tau's program, which took puma560.cpp's
/// compile from 3.9 to 6.2 s, past issue 34's 4 s; past the size (a floating
/// quadruped's dense M^-1: 11,664) the file would double. Counts, not clocks,
/// so the bytes never depend on the machine.
constexpr int kMaxDerivativeProducts = 2000;

/// The products of -inverse d, d n x m, that neither factor makes zero.
int nonzero_products(const Program& program, const ValueMatrix& inverse, const ValueMatrix& d) {
  int products = 0;
  for (const std::vector<Value>& row : inverse)
    for (std::size_t k = 0; k < row.size(); ++k)
      if (!program.is_zero(row[k]))
        for (const Value& entry : d[k]) products += program.is_zero(entry) ? 0 : 1;
  return products;
}

/// -inverse d: dot products in the program, a zero of either factor folded.
ValueMatrix negated_product(Program& program, const ValueMatrix& inverse, const ValueMatrix& d) {
  const Value zero = program.constant(0);
  ValueMatrix result(inverse.size());
  for (std::size_t i = 0; i < inverse.size(); ++i)
    for (std::size_t c = 0; c < d[0].size(); ++c) {
      Value sum = zero;
      for (std::size_t k = 0; k < d.size(); ++k) sum = sum + inverse[i][k] * d[k][c];
      result[i].push_back(-sum);
    }
  return result;
}

// M qdd = tau - b(q, qd), so M d qdd / d x = -d tau / d x at this qdd and
// d qdd / d tau = M^-1. qdd and M^-1 come from one factorisation in the
// program. On a tree whose zeros fold most products (kMaxDerivativeProducts)
// d tau / d x follows in the program, by the routes
// inverse_dynamics_derivatives keeps with their qdd inputs replaced by the
// program's qdd, and -M^-1 times them, where the zeros of M^-1 (between a
// fixed base's branches) and of d tau fold away. Elsewhere a call of
// inverse_dynamics_derivatives at qdd and the products in a loop
// (derivative_products.hpp).
EmittedFunction build_forward_dynamics_derivatives(DynamicsBuild& b) {
  Program& program = b.program();
  const TreeFactorisation factor = factorise_tree(b.model(), b.mass_matrix().values);
  const std::vector<Value> qdd = tree_solve(factor, forward_dynamics_rhs(b));
  const ValueMatrix inverse = tree_inverse(factor);
  const std::string route = forward_dynamics_route(b) + "; M^-1 = L^-1 D^-1 L^-T";
  const TorqueDerivativeRoutes& dtau = b.torque_derivatives();
  const int products = nonzero_products(program, inverse, dtau.dq.values) +
                       nonzero_products(program, inverse, dtau.dqd.values);
  const int n = b.nv();
  if (products > kMaxDerivativeProducts || products > n * n * n) {
    EmittedFunction f = function_of(Id::forward_dynamics_derivatives,
                                    route + "; inverse_dynamics_derivatives at qdd");
    write_matrix(f, "qdd", column(qdd));
    write_matrix(f, "dqdd_dtau", inverse);
    // q̈ and M^-1 leg by leg, then for the base, as forward_dynamics.
    f = with_leg_lanes(f, b, [](const Model& m) { return leg_lane_forward_dynamics(m, true); });
    const CallArgument order = order_of(b);
    f.after = {local_statement({"dtau_dq", {order, order}}),
               local_statement({"dtau_dqd", {order, order}}),
               call_statement(emitted_call("inverse_dynamics_derivatives",
                                           {"q", "qd", "qdd", "dtau_dq", "dtau_dqd"})),
               solve_statement(derivative_columns())};
    return f;
  }
  std::map<int, Value> at_qdd;
  for (std::size_t k = 0; k < qdd.size(); ++k) at_qdd[b.inputs().qdd[k].id] = qdd[k];
  // Both Jacobians in one pass: they share most of tau's nodes.
  const std::vector<Value> moved =
      program.substitute(DynamicsBuild::outputs_of(dtau.dq.values, dtau.dqd.values), at_qdd);
  ValueMatrix dq(dtau.dq.values.size()), dqd(dtau.dqd.values.size());
  for (std::size_t i = 0; i < moved.size(); ++i) {
    const std::size_t row = i / static_cast<std::size_t>(n);
    (row < dq.size() ? dq[row] : dqd[row - dq.size()]).push_back(moved[i]);
  }
  EmittedFunction f = function_of(Id::forward_dynamics_derivatives,
                                  route + "; -M^-1 d tau / d x at qdd (dtau_dq: " + dtau.dq.name +
                                      "; dtau_dqd: " + dtau.dqd.name + ")");
  write_matrix(f, "qdd", column(qdd));
  write_matrix(f, "dqdd_dq", negated_product(program, inverse, dq));
  write_matrix(f, "dqdd_dqd", negated_product(program, inverse, dqd));
  write_matrix(f, "dqdd_dtau", inverse);
  return f;
}

// Cc_ij = C_ij qd_j + 1/2 sum_{k != j} B_i,(jk) qd_k, from the chosen B and
// C or from the Christoffel symbols, whichever is cheaper; for a floating
// base from B and C, with the base's momentum term. With coupled joints from
// B and C of the coordinates y: the Christoffel symbols transform as a
// tensor under q = G y + b, so this is G^T Cc(q, G yd) G.
EmittedFunction build_coriolis_matrix(DynamicsBuild& b) {
  const int n = b.nv();
  const std::vector<Value>& qd = b.inputs().qd;
  const Value half = b.program().constant(GiNaC::numeric(1, 2));
  const auto christoffel_matrix = [&](const ValueMatrix& B, const ValueMatrix& C) {
    ValueMatrix cc(static_cast<std::size_t>(n),
                   std::vector<Value>(static_cast<std::size_t>(n), b.zero()));
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        const auto r = static_cast<std::size_t>(i);
        Value sum = b.zero();
        for (int k = 0; k < n; ++k) {
          if (k == j) continue;
          sum =
              sum + B[r][static_cast<std::size_t>(pair_index(std::min(j, k), std::max(j, k), n))] *
                        qd[static_cast<std::size_t>(k)];
        }
        cc[r][static_cast<std::size_t>(j)] =
            C[r][static_cast<std::size_t>(j)] * qd[static_cast<std::size_t>(j)] + half * sum;
      }
    return cc;
  };
  Route chosen{
      christoffel_matrix(b.coriolis_coefficients().values, b.centrifugal_coefficients().values),
      "B and C"};
  if (b.model().floating_base) {  // Hamel's equations of the base
    b.add_base_momentum_term(chosen.values);
    return matrix_function(Id::coriolis_matrix, chosen.values, "B and C; the base's momentum term");
  }
  // A coupled model's B and C are its coordinates' (no Christoffel symbols of its own M).
  if (b.coupled()) return matrix_function(Id::coriolis_matrix, chosen);
  keep_cheaper(
      b.program(), chosen,
      christoffel_matrix(b.christoffel_coriolis().values, b.christoffel_centrifugal().values),
      b.christoffel_coriolis().name);
  return matrix_function(Id::coriolis_matrix, chosen);
}

// Jdot qd = sum_j d(J qd)/dq_j qd_j: the program differentiates J qd.
std::vector<Value> jacobian_dot_qd_by_derivatives(DynamicsBuild& b, const ValueMatrix& J) {
  const std::vector<Value>& qd = b.arguments().qd;
  const int n = b.dof();
  std::vector<Value> J_qd(6, b.zero()), J_dot_qd(6, b.zero());
  for (std::size_t r = 0; r < 6; ++r)
    for (int i = 0; i < n; ++i)
      J_qd[r] = J_qd[r] + J[r][static_cast<std::size_t>(i)] * qd[static_cast<std::size_t>(i)];
  for (std::size_t r = 0; r < 6; ++r)
    for (int j = 0; j < n; ++j)
      J_dot_qd[r] = J_dot_qd[r] +
                    b.program().derivative(J_qd[r], b.arguments().q[static_cast<std::size_t>(j)]) *
                        qd[static_cast<std::size_t>(j)];
  return J_dot_qd;
}

// Jdot qd of a frame by the cheaper of the derivatives of J qd (`jacobian`,
// asked for a fixed base only) and the outward pass (`pass`).
Route acceleration_route(DynamicsBuild& b, const std::function<ValueMatrix()>& jacobian,
                         const std::vector<Value>& pass) {
  // A floating base's q holds a quaternion, whose rate is not qd, and a
  // coupled model's followers are no inputs to differentiate by: the pass only.
  if (b.model().floating_base || b.coupled())
    return {column(pass), "outward pass at qdd = 0 from the base's twist"};
  Route chosen{column(jacobian_dot_qd_by_derivatives(b, jacobian())),
               "derivatives of J qd along qd"};
  keep_cheaper(b.program(), chosen, column(pass), "outward pass at qdd = 0 in the base frame");
  return chosen;
}

// The tool's Jdot qd.
Route jacobian_dot_qd_route(DynamicsBuild& b) {
  return acceleration_route(
      b, [&] { return b.jacobian(); }, b.tip_acceleration());
}

// A function of a frame: one program per chosen frame (DynamicsBuild::frames),
// written one frame after another (EmittedFunction::frame_ends).
EmittedFunction per_frame_function(DynamicsBuild& b, Id name, const std::string& route,
                                   const std::function<ValueMatrix(std::size_t)>& values) {
  EmittedFunction f = function_of(name, route);
  for (std::size_t k = 0; k < b.frames().size(); ++k) {
    write_matrix(f, f.results[0], values(k));
    f.frame_ends.push_back(f.outputs.size());
  }
  return f;
}

EmittedFunction build_frame_jacobian_dot_v(DynamicsBuild& b) {
  std::vector<std::string> routes;
  EmittedFunction f = per_frame_function(b, Id::frame_jacobian_dot_v, "", [&](std::size_t k) {
    const Route chosen = acceleration_route(
        b, [&] { return b.frame_jacobian(k); }, b.frame_acceleration(k));
    if (std::find(routes.begin(), routes.end(), chosen.name) == routes.end())
      routes.push_back(chosen.name);
    return chosen.values;
  });
  for (const std::string& route : routes) f.route += (f.route.empty() ? "" : " or ") + route;
  if (routes.size() > 1) f.route += ", per frame the cheaper";
  return f;
}

// Agdot qd: every body's wrench at qdd = 0 summed; for a floating base also
// V's six base rows, that same total wrench (about the base origin), if cheaper.
EmittedFunction build_centroidal_momentum_matrix_dot_v(DynamicsBuild& b) {
  Route chosen{column(b.centroidal_momentum_rate()),
               "outward pass at qdd = 0, each body's wrench about the centre of mass"};
  if (b.model().floating_base) {
    const ValueMatrix& V = b.coriolis_centrifugal().values;
    const ValueVec3 force{V[0][0], V[1][0], V[2][0]}, moment{V[3][0], V[4][0], V[5][0]};
    keep_cheaper(b.program(), chosen, column(b.momentum_rate_about_center(force, moment)),
                 "the base's rows of V (" + b.coriolis_centrifugal().name +
                     "), the moment moved to the centre of mass");
  }
  return matrix_function(Id::centroidal_momentum_matrix_dot_v, chosen);
}

EmittedFunction build_jacobian_dot_qd(DynamicsBuild& b) {
  return matrix_function(Id::jacobian_dot_qd, jacobian_dot_qd_route(b));
}

/// The task's rows of the tool's Jacobian (6 x nv, the world's axes for a
/// floating base).
ValueMatrix task_jacobian_of(DynamicsBuild& b) {
  const ValueMatrix J = b.jacobian_in_world();
  ValueMatrix rows;
  for (const int r : b.task()) rows.push_back(J[static_cast<std::size_t>(r)]);
  return rows;
}

/// Jdot qd of the task's rows as coefficients of qd_j qd_k (j < k, m x
/// n(n-1)/2) and of qd_j^2 (m x n): Jdot qd = sum_jk dJ_.k/dq_j qd_j qd_k.
/// A floating base's q holds a quaternion, whose rate is not qd, and coupled
/// joints' q holds followers: there the coefficients are probes of the
/// outward pass (Jdot qd is quadratic in qd), column (j, k) the pass at e_j +
/// e_k less those at e_j and at e_k.
std::pair<ValueMatrix, ValueMatrix> task_acceleration_coefficients(DynamicsBuild& b) {
  const ValueMatrix J = task_jacobian_of(b);
  const std::vector<Value>& q = b.arguments().q;
  const int n = b.nv();
  const auto at = [](int k) { return static_cast<std::size_t>(k); };
  if (b.model().floating_base || b.coupled())  // the task's rows of the pass at e_j + e_k
    return quadratic_coefficients(n, J.size(), b.zero(), [&](int j, int k) {
      std::vector<Value> qd(at(n), b.zero());
      qd[at(j)] = qd[at(k)] = b.program().constant(1);
      const std::vector<Value> a = b.tip_acceleration(qd);
      std::vector<Value> rows;
      for (const int r : b.task()) rows.push_back(a[at(r)]);
      return rows;
    });
  ValueMatrix HB(J.size(), std::vector<Value>(at(pair_count(n)), b.zero()));
  ValueMatrix HC(J.size(), std::vector<Value>(at(n), b.zero()));
  for (std::size_t r = 0; r < J.size(); ++r)
    for (int j = 0; j < n; ++j) {
      HC[r][at(j)] = b.program().derivative(J[r][at(j)], q[at(j)]);
      for (int k = j + 1; k < n; ++k)
        HB[r][at(pair_index(j, k, n))] = b.program().derivative(J[r][at(k)], q[at(j)]) +
                                         b.program().derivative(J[r][at(j)], q[at(k)]);
    }
  return {HB, HC};
}

CallArgument array(const std::string& name) { return CallArgument::array(name); }

/// task_space_solve(M, J, K, H, columns, joint_space, result)
/// (task_space_solves.hpp): K and H absent where empty.
Call task_space_solve(const std::string& K, const std::string& H, const CallArgument& columns,
                      bool joint_space, const std::string& result) {
  const auto optional = [](const std::string& a) {
    return a.empty() ? CallArgument::absent() : array(a);
  };
  return {
      "task_space_solve",
      {array("M"), array("J"), optional(K), optional(H), columns, CallArgument::flag(joint_space)},
      {result}};
}

// A task-space function calls the emitted functions for its inputs (M,
// Jx, and V, G, B, C or Jdot qd as `calls` lists them) into local arrays,
// then task_space_solve or task_space_terms (task_space_solves.hpp)
// factorises and solves: the same work as inline programs at about the same
// speed, without a copy of every program in every task function. Bx and Cx
// also write the coefficients H of Jdot qd, an inline program.
EmittedFunction task_function(DynamicsBuild& b, Id name, const std::vector<Call>& calls,
                              const std::vector<LocalArray>& locals, const Call& status_call) {
  std::string route = "calls mass_matrix, task_jacobian";
  for (const Call& call : calls)
    if (call.spec()) route += ", " + call.function;
  EmittedFunction f = function_of(name, route + "; LDL^T factorisations of M and Jx M^-1 Jx^T");
  const CallArgument n = order_of(b), task = CallArgument::constant("kTask");
  f.locals = {{"M", {n, n}}, {"J", {task, n}}};
  f.locals.insert(f.locals.end(), locals.begin(), locals.end());
  f.calls = {emitted_call("mass_matrix", {"q", "M"}), emitted_call("task_jacobian", {"q", "J"})};
  f.calls.insert(f.calls.end(), calls.begin(), calls.end());
  f.status_call = status_call;
  return f;
}

/// Jdot qd into a, and its task rows into h.
std::vector<Call> task_acceleration_calls() {
  return {emitted_call("jacobian_dot_qd", {"q", "qd", "a"}), {"task_rows_of", {array("a")}, {"h"}}};
}

/// V, a and h of the task functions that need Jdot qd.
std::vector<LocalArray> velocity_locals(const DynamicsBuild& b) {
  const CallArgument six = CallArgument::count(6);
  return {{"V", {order_of(b)}}, {"a", {six}}, {"h", {CallArgument::constant("kTask")}}};
}

// Mx = A^-1.
EmittedFunction build_task_mass_matrix(DynamicsBuild& b) {
  return task_function(b, Id::task_mass_matrix, {}, {},
                       task_space_solve("", "", CallArgument::constant("kTask"), false, "Mx"));
}

// Vx = A^-1 (Jx M^-1 V - Jdot qd).
EmittedFunction build_task_velocity_terms(DynamicsBuild& b) {
  std::vector<Call> calls = {emitted_call("coriolis_centrifugal", {"q", "qd", "V"})};
  for (const Call& call : task_acceleration_calls()) calls.push_back(call);
  return task_function(b, Id::task_velocity_terms, calls, velocity_locals(b),
                       task_space_solve("V", "h", CallArgument::count(1), false, "Vx"));
}

// Mx, Vx, Gx from one factorisation.
EmittedFunction build_task_dynamics(DynamicsBuild& b) {
  std::vector<Call> calls = {emitted_call("coriolis_centrifugal", {"q", "qd", "V"}),
                             emitted_call("gravity", {"q", "G"})};
  for (const Call& call : task_acceleration_calls()) calls.push_back(call);
  std::vector<LocalArray> locals = velocity_locals(b);
  locals.insert(locals.begin() + 1, {"G", {order_of(b)}});
  return task_function(b, Id::task_dynamics, calls, locals,
                       {"task_space_terms",
                        {array("M"), array("J"), array("V"), array("G"), array("h")},
                        {"Mx", "Vx", "Gx"}});
}

// Gx = A^-1 Jx M^-1 G.
EmittedFunction build_task_gravity(DynamicsBuild& b) {
  return task_function(b, Id::task_gravity, {emitted_call("gravity", {"q", "G"})},
                       {{"G", {order_of(b)}}},
                       task_space_solve("G", "", CallArgument::count(1), false, "Gx"));
}

// Bx = J^T A^-1 (Jx M^-1 B - HB) and Cx = J^T A^-1 (Jx M^-1 C - HC), H the
// coefficients of Jdot qd (an inline program): the coefficients of J^T Vx.
EmittedFunction task_coefficients(DynamicsBuild& b, bool coriolis) {
  const int n = b.nv();
  const int columns = coriolis ? pair_count(n) : n;
  const int m = static_cast<int>(b.task().size());
  const std::string joint = coriolis ? "coriolis_coefficients" : "centrifugal_coefficients";
  const auto count = [](int entries) { return CallArgument::count(std::max(entries, 1)); };
  EmittedFunction f = task_function(
      b, coriolis ? Id::task_coriolis_coefficients : Id::task_centrifugal_coefficients,
      {emitted_call(joint, {"q", "K"})}, {{"K", {count(n * columns)}}, {"H", {count(m * columns)}}},
      task_space_solve("K", "H", CallArgument::count(columns), true, coriolis ? "Bx" : "Cx"));
  const std::pair<ValueMatrix, ValueMatrix> H = task_acceleration_coefficients(b);
  write_matrix(f, "H", coriolis ? H.first : H.second);
  f.route += "; coefficients of Jdot qd";
  return f;
}

EmittedFunction build_task_coriolis_coefficients(DynamicsBuild& b) {
  return task_coefficients(b, true);
}

EmittedFunction build_task_centrifugal_coefficients(DynamicsBuild& b) {
  return task_coefficients(b, false);
}

// M, V and G (and J, J'qd) of one program: the separate functions' routes,
// their sines, cosines and common subexpressions computed once.
EmittedFunction build_dynamics_terms(DynamicsBuild& b, bool with_jacobian) {
  const Route &M = b.mass_matrix(), &V = b.coriolis_centrifugal(), &G = b.gravity();
  const Route a = with_jacobian ? jacobian_dot_qd_route(b) : Route{};
  std::string route = "M: " + M.name + "; V: " + V.name + "; G: " + G.name;
  if (with_jacobian) route += "; J: forward kinematics; a: " + a.name;
  EmittedFunction f =
      function_of(with_jacobian ? Id::dynamics_terms_with_jacobian : Id::dynamics_terms, route);
  write_symmetric(f, "M", M.values);
  write_matrix(f, "V", V.values);
  write_matrix(f, "G", G.values);
  if (with_jacobian) {
    write_matrix(f, "J", b.jacobian_in_world());
    write_matrix(f, "a", a.values);
  }
  return f;
}

// tau with the tip wrench w (last frame; what the link exerts, docs/design.md §2)
// added as J^T (R_0n f, R_0n n); for a floating base J and R in the world's
// axes (the virtual work of the wrench over qd).
EmittedFunction build_inverse_dynamics_wrench(DynamicsBuild& b) {
  const Route& tau = b.inverse_dynamics();
  const ValueMatrix J = b.jacobian_in_world();  // the base frame's axes for a fixed base
  const ValueMat3 R_tip = b.tip_rotation_in_world();
  const int n = b.nv();
  std::vector<Value> w;
  for (int k = 0; k < 6; ++k) w.push_back(b.program().input(InputName::element("w", k)));
  std::vector<Value> w_base(6, b.zero());
  for (std::size_t r = 0; r < 3; ++r)
    for (std::size_t c = 0; c < 3; ++c) {
      w_base[r] = w_base[r] + R_tip[r][c] * w[c];
      w_base[r + 3] = w_base[r + 3] + R_tip[r][c] * w[c + 3];
    }
  ValueMatrix values = tau.values;
  for (int i = 0; i < n; ++i)
    for (std::size_t r = 0; r < 6; ++r)
      values[static_cast<std::size_t>(i)][0] =
          values[static_cast<std::size_t>(i)][0] + J[r][static_cast<std::size_t>(i)] * w_base[r];
  return matrix_function(Id::inverse_dynamics_wrench, values, tau.name + "; J^T w added");
}

}  // namespace

FunctionBuilder function_builder(EmittedFunctionId function) {
  switch (function) {
    case Id::inverse_dynamics:
      return [](DynamicsBuild& b) {
        // Leg lanes compute the whole tree's forces leg by leg.
        return with_leg_lanes(matrix_function(Id::inverse_dynamics, b.inverse_dynamics()), b,
                              leg_lane_torques);
      };
    case Id::mass_matrix:
      return [](DynamicsBuild& b) {
        // Leg lanes compute the legs' blocks leg by leg.
        return with_leg_lanes(symmetric_function(Id::mass_matrix, b.mass_matrix()), b,
                              leg_lane_mass_matrix);
      };
    case Id::coriolis_centrifugal:
      return [](DynamicsBuild& b) {
        return matrix_function(Id::coriolis_centrifugal, b.coriolis_centrifugal());
      };
    case Id::gravity:
      return [](DynamicsBuild& b) { return matrix_function(Id::gravity, b.gravity()); };
    case Id::coriolis_coefficients:
      return [](DynamicsBuild& b) {
        return matrix_function(Id::coriolis_coefficients, b.coriolis_coefficients());
      };
    case Id::centrifugal_coefficients:
      return [](DynamicsBuild& b) {
        return matrix_function(Id::centrifugal_coefficients, b.centrifugal_coefficients());
      };
    case Id::friction:
      return [](DynamicsBuild& b) {
        return matrix_function(Id::friction, column(b.friction()), "model");
      };
    case Id::forward_dynamics:
      return build_forward_dynamics;
    case Id::coriolis_matrix:
      return build_coriolis_matrix;
    case Id::tool_pose:
      return [](DynamicsBuild& b) {
        return matrix_function(Id::tool_pose, b.tool_pose(),
                               "forward kinematics in the base frame");
      };
    case Id::jacobian:
      return [](DynamicsBuild& b) {
        return matrix_function(Id::jacobian, b.jacobian_in_world(),
                               "forward kinematics in the base frame");
      };
    case Id::jacobian_dot_qd:
      return build_jacobian_dot_qd;
    case Id::frame_pose:
      return [](DynamicsBuild& b) {
        return per_frame_function(b, Id::frame_pose,
                                  "forward kinematics in the base frame, per frame",
                                  [&](std::size_t k) { return b.frame_pose(k); });
      };
    case Id::frame_jacobian:
      return [](DynamicsBuild& b) {
        return per_frame_function(b, Id::frame_jacobian,
                                  "forward kinematics in the base frame, per frame",
                                  [&](std::size_t k) { return b.frame_jacobian(k); });
      };
    case Id::frame_jacobian_dot_v:
      return build_frame_jacobian_dot_v;
    case Id::contact_jacobian:
      return [](DynamicsBuild& b) {
        return matrix_function(Id::contact_jacobian, b.contact_jacobian(),
                               "recursion: the contact frames' Jacobians, their rows stacked");
      };
    case Id::contact_drift:
      return [](DynamicsBuild& b) {
        return matrix_function(Id::contact_drift, column(b.contact_drift()),
                               "recursion: the contact frames' Jdot v by the outward pass");
      };
    case Id::constrained_forward_dynamics:
      return build_constrained_forward_dynamics;
    case Id::constrained_forward_dynamics_baumgarte:
      return build_constrained_forward_dynamics_baumgarte;
    case Id::impulse_dynamics:
      return build_impulse_dynamics;
    case Id::constrained_forward_dynamics_derivatives:
      return build_constrained_forward_dynamics_derivatives;
    case Id::impulse_dynamics_derivatives:
      return build_impulse_dynamics_derivatives;
    case Id::contact_inverse_dynamics:
      return build_contact_inverse_dynamics;
    case Id::contact_inverse_dynamics_weighted:
      return build_contact_inverse_dynamics_weighted;
    case Id::center_of_mass:
      return [](DynamicsBuild& b) {
        const ValueVec3 c = b.center_of_mass();
        return matrix_function(Id::center_of_mass, column({c[0], c[1], c[2]}),
                               "the links' first moments in the base frame over their mass");
      };
    case Id::centroidal_momentum_matrix:
      return [](DynamicsBuild& b) {
        return matrix_function(Id::centroidal_momentum_matrix, b.centroidal_momentum_matrix(),
                               "composite bodies in the base frame, moved to the centre of mass");
      };
    case Id::centroidal_momentum_matrix_dot_v:
      return build_centroidal_momentum_matrix_dot_v;
    case Id::inverse_dynamics_wrench:
      return build_inverse_dynamics_wrench;
    case Id::inverse_dynamics_external:
      return [](DynamicsBuild& b) {
        return matrix_function(Id::inverse_dynamics_external, b.inverse_dynamics_external());
      };
    case Id::inverse_dynamics_derivatives:
      return build_inverse_dynamics_derivatives;
    case Id::forward_dynamics_derivatives:
      return build_forward_dynamics_derivatives;
    case Id::dynamics_terms:
      return [](DynamicsBuild& b) { return build_dynamics_terms(b, false); };
    case Id::dynamics_terms_with_jacobian:
      return [](DynamicsBuild& b) { return build_dynamics_terms(b, true); };
    case Id::regressor:
      return [](DynamicsBuild& b) { return matrix_function(Id::regressor, b.regressor()); };
    case Id::base_regressor:
      return
          [](DynamicsBuild& b) { return matrix_function(Id::base_regressor, b.base_regressor()); };
    case Id::base_parameters:
      return [](DynamicsBuild& b) {
        return matrix_function(Id::base_parameters, b.base_parameter_values(),
                               "the model's standard parameters grouped exactly");
      };
    case Id::task_jacobian:
      return [](DynamicsBuild& b) {
        return matrix_function(Id::task_jacobian, task_jacobian_of(b),
                               "forward kinematics in the base frame, the task's rows");
      };
    case Id::task_mass_matrix:
      return build_task_mass_matrix;
    case Id::task_velocity_terms:
      return build_task_velocity_terms;
    case Id::task_gravity:
      return build_task_gravity;
    case Id::task_dynamics:
      return build_task_dynamics;
    case Id::task_coriolis_coefficients:
      return build_task_coriolis_coefficients;
    case Id::task_centrifugal_coefficients:
      return build_task_centrifugal_coefficients;
    case Id::integrate:  // each language's template, not a program
      break;
  }
  throw std::logic_error("no builder for the emitted function " +
                         emitted_function_spec(function).name);
}

}  // namespace nedyn
