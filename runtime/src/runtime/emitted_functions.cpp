#include "nedyn/runtime/emitted_functions.hpp"

#include <stdexcept>

#include "nedyn/runtime/configuration_space.hpp"

namespace nedyn {
namespace {

int one(int) { return 1; }
int six(int) { return 6; }
int joints(int n) { return n; }
int pairs(int n) { return pair_count(n); }

}  // namespace

const std::vector<EmittedFunctionSpec>& emitted_function_specs() {
  static const std::vector<EmittedFunctionSpec> specs = {
      {"inverse_dynamics",
       {"q", "qd", "qdd"},
       {{"tau", joints, one}},
       "tau = M(q) qdd + V(q, qd) + G(q) + friction(qd), rotor inertia included (free motion)."},
      {"mass_matrix",
       {"q"},
       {{"M", joints, joints}},
       "M(q), kDof x kDof, rotor inertia on the diagonal."},
      {"coriolis_centrifugal",
       {"q", "qd"},
       {{"V", joints, one}},
       "V(q, qd) = B(q) [qd qd] + C(q) [qd^2]."},
      {"gravity", {"q"}, {{"G", joints, one}}, "G(q) for the model's gravity vector."},
      {"coriolis_coefficients",
       {"q"},
       {{"B", joints, pairs}},
       "B(q), kDof x kDof(kDof-1)/2: coefficients of qd_j qd_k, pairs j < k in lexicographic "
       "order."},
      {"centrifugal_coefficients",
       {"q"},
       {{"C", joints, joints}},
       "C(q), kDof x kDof: coefficients of qd_j^2."},
      {"friction", {"qd"}, {{"F", joints, one}}, "F(qd) = b_i qd_i + c_i sign(qd_i)."},
      {"forward_dynamics",
       {"q", "qd", "tau"},
       {{"qdd", joints, one}},
       "qdd = M(q)^-1 (tau - V(q, qd) - G(q) - friction(qd)), Cholesky in place; NaN if M is "
       "not positive definite."},
      {"coriolis_matrix",
       {"q", "qd"},
       {{"Cc", joints, joints}},
       "Cc(q, qd), kDof x kDof (Christoffel): V = Cc qd and dM/dt - 2 Cc is skew-symmetric. Not "
       "C(q)."},
      {"jacobian",
       {"q"},
       {{"J", six, joints}},
       "J(q), 6 x kDof: geometric Jacobian of the last frame's origin in the base frame, linear "
       "rows first, angular rows last."},
      {"jacobian_dot_qd",
       {"q", "qd"},
       {{"a", six, one}},
       "a = dJ/dt(q, qd) qd, 6 entries: the last frame's spatial acceleration when qdd = 0 (base "
       "frame, linear first)."},
      {"inverse_dynamics_wrench",
       {"q", "qd", "qdd", "w"},
       {{"tau", joints, one}},
       "tau with the tip wrench w = (f, n) that the last link exerts, in the last frame: "
       "inverse_dynamics + J^T (R_0n f, R_0n n)."},
      {"inverse_dynamics_external",
       {"q", "qd", "qdd", "fext"},
       {{"tau", joints, one}},
       "tau with wrenches the environment applies to the links: fext is kDof x 6, row i = "
       "(f, n) on link i, moment about its frame's origin, both in its frame: inverse_dynamics "
       "- sum_i J_i^T (R_0i f_i, R_0i n_i)."},
      {"inverse_dynamics_derivatives",
       {"q", "qd", "qdd"},
       {{"dtau_dq", joints, joints}, {"dtau_dqd", joints, joints}},
       "dtau_dq[i * kDof + j] = d tau_i / d q_j and dtau_dqd[i * kDof + j] = d tau_i / d qd_j "
       "of inverse_dynamics (friction and rotor inertia included; Coulomb friction contributes "
       "0 away from qd = 0). d tau / d qdd is M(q): mass_matrix."},
      {"forward_dynamics_derivatives",
       {"q", "qd", "tau"},
       {{"qdd", joints, one},
        {"dqdd_dq", joints, joints},
        {"dqdd_dqd", joints, joints},
        {"dqdd_dtau", joints, joints}},
       "qdd = forward_dynamics(q, qd, tau) and its derivatives, kDof x kDof each: dqdd_dq = "
       "-M^-1 dtau/dq and dqdd_dqd = -M^-1 dtau/dqd at that qdd, dqdd_dtau = M^-1; one Cholesky "
       "factorisation of M for all. NaN if M is not positive definite."},
  };
  return specs;
}

int emitted_input_size(const std::string& input, int n) {
  if (input == "w") return 6;
  if (input == "fext") return 6 * n;
  return n;
}

const EmittedFunctionSpec& emitted_function_spec(const std::string& function) {
  for (const EmittedFunctionSpec& spec : emitted_function_specs())
    if (spec.name == function) return spec;
  throw std::invalid_argument("no emitted function named " + function);
}

}  // namespace nedyn
