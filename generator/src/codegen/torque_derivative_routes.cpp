// The routes of d tau / d q and d tau / d qd that DynamicsBuild keeps
// (DynamicsBuild::torque_derivatives), used by inverse_dynamics_derivatives
// and, at the forward dynamics' qdd, by forward_dynamics_derivatives.

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "nedyn/generator/dynamics_build.hpp"
#include "nedyn/runtime/configuration_space.hpp"

namespace nedyn {
namespace {

/// d values[i] / d x_j for the inputs x, as a matrix.
ValueMatrix jacobian_of(Program& program, const std::vector<Value>& values,
                        const std::vector<Value>& x) {
  ValueMatrix d(values.size());
  for (std::size_t i = 0; i < values.size(); ++i)
    for (const Value& xj : x) d[i].push_back(program.derivative(values[i], xj));
  return d;
}

/// tau = M qdd + B [qd qd] + C [qd^2] + G + friction from the routes chosen
/// for M, B, C and G (closed forms where they won).
std::vector<Value> tau_of_coefficients(DynamicsBuild& b) {
  const int n = b.dof();
  const EmittedArguments& args = b.arguments();
  const ValueMatrix& M = b.mass_matrix().values;  // lower triangle
  const ValueMatrix& B = b.coriolis_coefficients().values;
  const ValueMatrix& C = b.centrifugal_coefficients().values;
  const ValueMatrix& G = b.gravity().values;
  const auto at = [](int k) { return static_cast<std::size_t>(k); };
  std::vector<Value> tau;
  for (int i = 0; i < n; ++i) {
    Value sum = G[at(i)][0] + b.friction()[at(i)];
    for (int k = 0; k < n; ++k)
      sum = sum + M[at(std::max(i, k))][at(std::min(i, k))] * args.qdd[at(k)] +
            C[at(i)][at(k)] * args.qd[at(k)] * args.qd[at(k)];
    for (int j = 0; j < n; ++j)
      for (int k = j + 1; k < n; ++k)
        sum = sum + B[at(i)][at(pair_index(j, k, n))] * args.qd[at(j)] * args.qd[at(k)];
    tau.push_back(sum);
  }
  return tau;
}

// d tau / d q and d tau / d qd by one of three routes each: differentiating
// tau's Newton–Euler program (forward mode in the program graph, as for
// Jdot qd), differentiating tau written with M, B, C and G, or the recursive
// derivative algorithm of Carpentier and Mansard in the program (a floating
// base: the first and the last, q's columns along its tangent space). The pair
// kept takes the fewest operations together: the routes share subexpressions.
// With coupled joints only the first: tau's program over the independent
// coordinates, whose derivatives fold the followers' by the chain rule.
TorqueDerivativeRoutes choose_torque_derivatives(DynamicsBuild& b) {
  const EmittedArguments& args = b.arguments();
  std::vector<Value> tau;
  for (const std::vector<Value>& row : b.inverse_dynamics().values) tau.push_back(row[0]);
  const TorqueDerivatives recursive =
      b.coupled() ? TorqueDerivatives{} : b.recursive_torque_derivatives();
  const std::string program_route = "derivatives of tau's program (" + b.inverse_dynamics().name +
                                    ")" +
                                    (b.model().floating_base ? " along q's tangent space" : "");
  const std::string recursive_route = "recursive derivatives (Carpentier & Mansard)";
  std::vector<Route> dq = {{tangent_jacobian(b, tau), program_route}};
  std::vector<Route> dqd = {{jacobian_of(b.program(), tau, b.inputs().qd), program_route}};
  if (b.coupled()) return {dq[0], dqd[0]};
  // tau by M, B, C and G: a fixed base's (a floating base's tau has the base's momentum term).
  if (!b.model().floating_base) {
    const std::vector<Value> tau_coefficients = tau_of_coefficients(b);
    const std::string name = "derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction";
    dq.push_back({jacobian_of(b.program(), tau_coefficients, args.q), name});
    dqd.push_back({jacobian_of(b.program(), tau_coefficients, args.qd), name});
  }
  dq.push_back({recursive.dq, recursive_route});
  dqd.push_back({recursive.dqd, recursive_route});
  const auto count = [&](const ValueMatrix& m, const ValueMatrix& other = {}) {
    return b.program().count(DynamicsBuild::outputs_of(m, other));
  };
  const auto text = [](const OperationCount& c) {
    return std::to_string(c.multiplications) + "/" + std::to_string(c.additions);
  };
  std::string counts = std::string("derivatives of tau (multiplications/additions; program, ") +
                       (b.model().floating_base ? "" : "M B C G, ") + "recursive):";
  for (const auto& [name, routes] : {std::pair{"dtau/dq", &dq}, std::pair{"dtau/dqd", &dqd}}) {
    counts += std::string(" ") + name;
    for (const Route& r : *routes) counts += " " + text(count(r.values));
    counts += ";";
  }
  std::size_t best_q = 0, best_qd = 0;
  int best = -1;
  for (std::size_t i = 0; i < dq.size(); ++i)
    for (std::size_t j = 0; j < dqd.size(); ++j) {
      const OperationCount both = count(dq[i].values, dqd[j].values);
      counts += (i == j ? " both " + std::to_string(i + 1) + ": " + text(both) + ";" : "");
      if (best < 0 || both.total() < best) {
        best = both.total();
        best_q = i;
        best_qd = j;
      }
    }
  b.report(counts);
  return {dq[best_q], dqd[best_qd]};
}

}  // namespace

/// d values[i] / d q_j along q's tangent space: for a floating base column j
/// is the derivative along integrate(q, t e_j) at t = 0 (Pinocchio's
/// convention), the chain rule through q's position (moved by R e_j), its
/// quaternion (u, w) (moved by (w e + u x e, -u . e) / 2 for an angular e)
/// and the joints; d / d q itself for a fixed base.
ValueMatrix tangent_jacobian(DynamicsBuild& b, const std::vector<Value>& values) {
  Program& program = b.program();
  const std::vector<Value>& q = b.inputs().q;
  ValueMatrix d = jacobian_of(program, values, q);
  if (!b.model().floating_base) return d;
  const ValueMat3& R = b.base_rotation();
  const Value half = program.constant(GiNaC::numeric(1, 2));
  const ValueVec3 u{q[3], q[4], q[5]};
  const Value& w = q[6];
  // d quaternion / d theta_k: (w e_k + u x e_k, -u_k) / 2.
  const std::array<std::array<Value, 4>, 3> turn = {
      std::array<Value, 4>{half * w, half * u[2], -(half * u[1]), -(half * u[0])},
      std::array<Value, 4>{-(half * u[2]), half * w, half * u[0], -(half * u[1])},
      std::array<Value, 4>{half * u[1], -(half * u[0]), half * w, -(half * u[2])}};
  const Value zero = program.constant(0);
  ValueMatrix tangent(values.size());
  for (std::size_t i = 0; i < values.size(); ++i) {
    const std::vector<Value>& row = d[i];
    for (std::size_t k = 0; k < 3; ++k) {  // the base's position along R e_k
      Value sum = zero;
      for (std::size_t r = 0; r < 3; ++r) sum = sum + row[r] * R[r][k];
      tangent[i].push_back(sum);
    }
    for (std::size_t k = 0; k < 3; ++k) {  // its orientation, turned about e_k
      Value sum = zero;
      for (std::size_t r = 0; r < 4; ++r) sum = sum + row[3 + r] * turn[k][r];
      tangent[i].push_back(sum);
    }
    tangent[i].insert(tangent[i].end(), row.begin() + 7, row.end());  // the joints
  }
  return tangent;
}

const TorqueDerivativeRoutes& DynamicsBuild::torque_derivatives() {
  if (!torque_derivatives_) torque_derivatives_ = choose_torque_derivatives(*this);
  return *torque_derivatives_;
}

}  // namespace nedyn
