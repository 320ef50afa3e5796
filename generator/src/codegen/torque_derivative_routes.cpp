// The routes of d tau / d q and d tau / d qd that DynamicsBuild keeps
// (DynamicsBuild::torque_derivatives), used by inverse_dynamics_derivatives
// and, at the forward dynamics' qdd, by forward_dynamics_derivatives.

#include <string>
#include <utility>
#include <vector>

#include "nedyn/generator/dynamics_build.hpp"
#include "nedyn/runtime/configuration_space.hpp"

namespace nedyn {
namespace {

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

ValueMatrix tangent_jacobian(DynamicsBuild& b, const std::vector<Value>& values) {
  return tangent_jacobian(b.program(), b.inputs().q,
                          b.model().floating_base ? &b.base_rotation() : nullptr, values);
}

const TorqueDerivativeRoutes& DynamicsBuild::torque_derivatives() {
  if (!torque_derivatives_) torque_derivatives_ = choose_torque_derivatives(*this);
  return *torque_derivatives_;
}

}  // namespace nedyn
