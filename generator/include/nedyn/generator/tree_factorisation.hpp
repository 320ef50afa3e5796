#pragma once

// Factorisations inside a program: M = L^T D L in the sparsity of the tree
// (Featherstone, Rigid Body Dynamics Algorithms, section 6.5, Tables 6.3 and
// 6.4), its solves and its inverse, written as program values so that a
// tree's zeros fold away and a chain's factorisation interleaves with the
// rest of the program. What forward dynamics, its derivatives and the
// contact solves build on; the task-space solves after a program are loop
// functions (task_space_solves.hpp).

#include <functional>
#include <vector>

#include "nedyn/generator/dynamics_build.hpp"
#include "nedyn/model/model.hpp"

namespace nedyn {

/// The lower triangle H of a tree's M as H = L^T D L: eliminating from the
/// leaves inwards, L_ki is non-zero only where joint i lies on the path to
/// k, so no zero M has is filled in. A chain is the tree whose every
/// joint's parent is the one before.
struct TreeFactorisation {
  std::vector<int> parent;       ///< of coordinates 1..n (0: the root)
  ValueMatrix L;                 ///< L_ki below the diagonal, 0-based
  std::vector<Value> inverse_d;  ///< 1 / D_k: one division per joint
  int up(int k) const { return parent[static_cast<std::size_t>(k)]; }
  static std::size_t at(int k) { return static_cast<std::size_t>(k - 1); }  // 1-based
};

/// The factorisation of M (its values H, nv x nv) of `model`. ModelError
/// where a pivot is zero in every configuration (M singular everywhere).
TreeFactorisation factorise_tree(const Model& model, ValueMatrix H);

/// The factorisation of H in the sparsity `parent` (of coordinates 1..n, 0
/// the root), stopped after coordinate `last` + 1: rows above `last` are L's
/// and their 1 / D_k are set, and H's first `last` rows and columns are left
/// as the rest of the elimination would start from them (what a leg gives its
/// base, docs/codegen.md "Leg lanes"). `singular(k)`, where given, is called
/// for a pivot zero in every configuration.
TreeFactorisation factorise_tree(std::vector<int> parent, ValueMatrix H, int last = 0,
                                 const std::function<void(int)>& singular = {});

/// y with L^T y = r: the first pass of tree_solve, from the leaves inwards
/// (down to coordinate `last` + 1), where an r that is zero off one branch's
/// path stays so.
std::vector<Value> tree_transposed_solve(const TreeFactorisation& f, std::vector<Value> r,
                                         int last = 0);

/// x with M x = r (Table 6.4): L^T y = r, D z = y, L x = z.
std::vector<Value> tree_solve(const TreeFactorisation& f, std::vector<Value> r);

/// M^-1, its zeros between a fixed base's branches folded.
ValueMatrix tree_inverse(const TreeFactorisation& f);

}  // namespace nedyn
