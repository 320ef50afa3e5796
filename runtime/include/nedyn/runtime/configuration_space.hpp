#pragma once

// The terms of tau = M(q) qdd + V(q,qd) + G(q), with
// V(q,qd) = B(q) [qd qd] + C(q) [qd^2] (Craig eq. 6.63, docs/design.md §2): columns
// of B are the pairs j<k in lexicographic order, columns of C the squares.

#include <functional>

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

/// Number of pairs j<k of n joints: n(n-1)/2, the columns of B.
inline int pair_count(int n) { return n * (n - 1) / 2; }

/// Column of B for the pair (j, k), 0-based, j < k < n.
inline int pair_index(int j, int k, int n) { return j * n - j * (j + 1) / 2 + (k - j - 1); }

/// The coefficients of a vector quadratic in n velocities from its values
/// (`quadratic`): C's column j is its value at e_j, B's column (j, k) its
/// value at e_j + e_k less both (B n x n(n-1)/2, pairs in pair_index's order).
void quadratic_coefficients(int n,
                            const std::function<Eigen::VectorXd(const Eigen::VectorXd&)>& quadratic,
                            Eigen::MatrixXd& B, Eigen::MatrixXd& C);

/// G(q): the recursion at rest under gravity. G has n entries.
void gravity_torques(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                     Eigen::VectorXd& G);

/// V(q,qd): the recursion without acceleration and gravity.
void coriolis_centrifugal(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                          const Eigen::VectorXd& qd, Eigen::VectorXd& V);

/// C(q), n x n: column j is V at the unit velocity e_j.
void centrifugal_coefficients(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                              Eigen::MatrixXd& C);

/// B(q), n x n(n-1)/2: column (j,k) is V(e_j + e_k) - V(e_j) - V(e_k).
void coriolis_coefficients(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                           Eigen::MatrixXd& B);

/// The Christoffel Coriolis matrix Cc(q,qd), with V = Cc qd and Mdot - 2 Cc
/// skew-symmetric: Cc_ij = C_ij qd_j + 1/2 sum_{k != j} B_i,(jk) qd_k.
/// Not to be confused with C(q). Cc must be n x n.
void coriolis_matrix(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                     const Eigen::VectorXd& qd, Eigen::MatrixXd& Cc);

}  // namespace nedyn
