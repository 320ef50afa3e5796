#pragma once

// Closed forms of the task-space terms (seed 003's Cartesian state-space
// equation; nedyn/runtime/operational_space.hpp for the definitions) as
// numerator matrices over one scalar denominator D, from the symbolic
// recursion's M, V, G, B, C and the task's Jacobian rows Jx by forward
// kinematics. With adj() the adjugate:
//   square Jx (m = n), D = det Jx:     Mx = adj^T M adj / D^2,
//     Vx = adj^T (D V - M adj Jdot qd) / D^2,  Gx = adj^T G / D,
//     Bx = (D B - M adj HB) / D,  Cx = (D C - M adj HC) / D
//   (HB, HC: Jdot qd's coefficients of qd_j qd_k and qd_j^2);
//   fewer task coordinates than joints, A = Jx adj(M) Jx^T, D = det A:
//     Mx = det M adj(A) / D,  Gx = adj(A) Jx adj(M) G / D,
//     Vx = adj(A) (Jx adj(M) V - det M Jdot qd) / D,
//     Bx = Jx^T adj(A) (Jx adj(M) B - det M HB) / D, Cx alike.
// Numerators are reduced polynomials in s_i, c_i (trig_reduction.hpp).
// D's constant factors (Craig's l1 l2 of det J) are cancelled where every
// numerator allows it, so that D is what vanishes at singularities.

#include <string>
#include <vector>

#include <ginac/ginac.h>

#include "nedyn/generator/dynamics_terms.hpp"
#include "nedyn/generator/joint_symbols.hpp"
#include "nedyn/model/model.hpp"

namespace nedyn {

/// One task-space term: numerator / denominator^power, entry by entry.
struct TaskTerm {
  GiNaC::matrix numerator;
  GiNaC::ex denominator;  ///< D, reduced: the determinant over `constant`
  GiNaC::ex constant{1};  ///< the determinant's factors cancelled from D (no joint variables)
  int power = 1;
  bool square = true;  ///< the determinant is det Jx (else det of Jx adj(M) Jx^T)
};

/// Jx, m x n: the task's rows (task_rows()) of the tool frame's geometric
/// Jacobian in the base frame, reduced.
GiNaC::matrix task_jacobian_form(const Model& model, const JointSymbols& js);

/// The term named `what` (Mx, Vx, Gx, Bx or Cx) of the model's task.
TaskTerm task_term(const Model& model, const JointSymbols& js, const std::string& what,
                   const Progress& progress = nullptr);

/// The factors of D that depend on the joints (where D vanishes, the term
/// is not defined), as reduced polynomials; D's other factors are constants.
std::vector<GiNaC::ex> vanishing_factors(const GiNaC::ex& denominator, const JointSymbols& js);

}  // namespace nedyn
