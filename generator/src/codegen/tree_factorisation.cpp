#include "nedyn/generator/tree_factorisation.hpp"

#include <string>

#include "nedyn/model/model_error.hpp"

namespace nedyn {
namespace {

// The parent of each coordinate 1..nv in M's sparsity: the joints' lambda(i);
// a floating base's six coordinates as a chain that every joint on the base
// hangs from (its 6 x 6 block is full).
std::vector<int> coordinate_parents(const Model& model) {
  if (!model.floating_base) return parents(model);
  std::vector<int> parent{0, 0, 1, 2, 3, 4, 5};
  for (const Joint& j : model.joints) parent.push_back(6 + j.parent);
  return parent;
}

/// Refuses a model whose coordinate k (1-based) has the pivot D_k zero in
/// every configuration: M is singular everywhere, and forward dynamics, M^-1
/// and what is built on them do not exist.
[[noreturn]] void refuse_singular_mass_matrix(const Model& model, int k) {
  const int base = model.floating_base ? 6 : 0;
  const std::string what =
      k <= base ? "the floating base's coordinate " + std::to_string(k)
                : "joint " + std::to_string(k - base) + " (" +
                      model.joints[static_cast<std::size_t>(k - base - 1)].name + ")";
  throw ModelError({model.source_file, 0, 0},
                   what +
                       " drives no inertia in any configuration: the mass matrix "
                       "is singular, so forward dynamics and the functions that solve with M "
                       "do not exist; give the links it moves mass off its axis or inertia "
                       "about it, or leave those functions out (--functions)");
}

}  // namespace

TreeFactorisation factorise_tree(const Model& model, ValueMatrix H) {
  TreeFactorisation f{coordinate_parents(model), {}, std::vector<Value>(H.size())};
  const int n = static_cast<int>(H.size());
  const auto at = TreeFactorisation::at;
  for (int k = n; k >= 1; --k) {
    const Value& d = H[at(k)][at(k)];
    if (d.program->is_zero(d)) refuse_singular_mass_matrix(model, k);
    f.inverse_d[at(k)] = d.program->constant(1) / d;
    for (int i = f.up(k); i != 0; i = f.up(i)) {
      const Value a = H[at(k)][at(i)] * f.inverse_d[at(k)];
      for (int j = i; j != 0; j = f.up(j)) H[at(i)][at(j)] = H[at(i)][at(j)] - a * H[at(k)][at(j)];
      H[at(k)][at(i)] = a;
    }
  }
  f.L = std::move(H);
  return f;
}

std::vector<Value> tree_transposed_solve(const TreeFactorisation& f, std::vector<Value> r) {
  const int n = static_cast<int>(r.size());
  const auto at = TreeFactorisation::at;
  for (int k = n; k >= 1; --k)
    for (int i = f.up(k); i != 0; i = f.up(i)) r[at(i)] = r[at(i)] - f.L[at(k)][at(i)] * r[at(k)];
  return r;
}

std::vector<Value> tree_solve(const TreeFactorisation& f, std::vector<Value> r) {
  const int n = static_cast<int>(r.size());
  const auto at = TreeFactorisation::at;
  r = tree_transposed_solve(f, std::move(r));                             // L^T y = r
  for (int k = 1; k <= n; ++k) r[at(k)] = r[at(k)] * f.inverse_d[at(k)];  // D z = y
  for (int k = 1; k <= n; ++k)                                            // L x = z
    for (int i = f.up(k); i != 0; i = f.up(i)) r[at(k)] = r[at(k)] - f.L[at(k)][at(i)] * r[at(i)];
  return r;
}

/// M^-1 = W D^-1 W^T with W = L^-1, unit lower triangular with L's sparsity:
/// W_kc = -sum of L_km W_mc over m on the path from k's parent to c. Entry
/// (i, j) sums over the joints k on the paths of both, so joints on different
/// branches of a fixed base give a zero; the upper triangle mirrors the lower.
ValueMatrix tree_inverse(const TreeFactorisation& f) {
  const int n = static_cast<int>(f.L.size());
  const auto at = TreeFactorisation::at;
  Program& program = *f.inverse_d[0].program;
  const Value zero = program.constant(0), one = program.constant(1);
  ValueMatrix W(f.L.size(), std::vector<Value>(f.L.size(), zero));
  for (int k = 1; k <= n; ++k) {
    W[at(k)][at(k)] = one;
    for (int c = f.up(k); c != 0; c = f.up(c)) {
      Value sum = zero;
      for (int m = f.up(k);; m = f.up(m)) {
        sum = sum + f.L[at(k)][at(m)] * W[at(m)][at(c)];
        if (m == c) break;
      }
      W[at(k)][at(c)] = -sum;
    }
  }
  ValueMatrix inverse(f.L.size(), std::vector<Value>(f.L.size(), zero));
  for (int i = 1; i <= n; ++i)
    for (int j = 1; j <= i; ++j) {
      Value sum = zero;
      for (int k = j; k != 0; k = f.up(k))
        sum = sum + W[at(i)][at(k)] * f.inverse_d[at(k)] * W[at(j)][at(k)];
      inverse[at(i)][at(j)] = inverse[at(j)][at(i)] = sum;
    }
  return inverse;
}

}  // namespace nedyn
