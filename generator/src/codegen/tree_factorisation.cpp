#include "nedyn/generator/tree_factorisation.hpp"

#include <string>

#include "nedyn/model/model_error.hpp"

namespace nedyn {
namespace {

// With coupled joints, coordinate r moves every joint it leads, so M's
// entry (r, k) is non-zero where a joint of r lies on the path of a joint of
// k or beyond it. Coordinate r's parent is the last such k before it (the
// elimination tree); where one of the others is not on its path from the
// root, eliminating r would fill in, and the coordinates are taken as one
// chain (a dense factorisation).
std::vector<int> coupled_coordinate_parents(const Model& model) {
  const std::vector<int> lambda = parents(model), coordinate = joint_coordinates(model);
  const int n = model.dof(), base = model.floating_base ? 6 : 0;
  const int coordinates = base + independent_joint_count(model);
  std::vector<std::vector<bool>> touches(
      static_cast<std::size_t>(coordinates + 1),
      std::vector<bool>(static_cast<std::size_t>(coordinates + 1), false));
  const auto number = [&](int joint) {
    return base + 1 + coordinate[static_cast<std::size_t>(joint - 1)];
  };
  for (int i = 1; i <= n; ++i)
    for (int j = 1; j <= n; ++j)
      if (is_ancestor(lambda, i, j) || is_ancestor(lambda, j, i))
        touches[static_cast<std::size_t>(number(i))][static_cast<std::size_t>(number(j))] = true;
  for (int r = 1; r <= coordinates; ++r)  // the base's six touch each other and every joint
    for (int b = 1; b <= base; ++b)
      touches[static_cast<std::size_t>(r)][static_cast<std::size_t>(b)] = true;
  std::vector<int> parent(static_cast<std::size_t>(coordinates + 1), 0), chain = parent;
  for (int r = 1; r <= coordinates; ++r) {
    chain[static_cast<std::size_t>(r)] = r - 1;
    for (int k = r - 1; k >= 1; --k)
      if (touches[static_cast<std::size_t>(r)][static_cast<std::size_t>(k)]) {
        parent[static_cast<std::size_t>(r)] = k;
        break;
      }
  }
  for (int r = 1; r <= coordinates; ++r)
    for (int k = 1; k < r; ++k)
      if (touches[static_cast<std::size_t>(r)][static_cast<std::size_t>(k)] &&
          !is_ancestor(parent, k, r))
        return chain;
  return parent;
}

// The parent of each coordinate 1..nv in M's sparsity: the joints' lambda(i);
// a floating base's six coordinates as a chain that every joint on the base
// hangs from (its 6 x 6 block is full).
std::vector<int> coordinate_parents(const Model& model) {
  if (has_coupled_joints(model)) return coupled_coordinate_parents(model);
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
  // Coordinate k's joint: the k-th independent one (every joint without coupling).
  int joint = 0;
  for (int independent = 0; independent < k - base; ++joint)
    if (model.joints[static_cast<std::size_t>(joint)].leader == 0) ++independent;
  // A coupled coordinate moves its followers too (Joint::leader): name them.
  std::string followers;
  for (const Joint& j : model.joints)
    if (k > base && j.leader == joint) followers += (followers.empty() ? "" : ", ") + j.name;
  const std::string what =
      k <= base
          ? "the floating base's coordinate " + std::to_string(k)
          : "joint " + std::to_string(joint) + " (" +
                model.joints[static_cast<std::size_t>(joint - 1)].name + ")" +
                (followers.empty() ? "" : " with the joints that follow it (" + followers + ")");
  throw ModelError({model.source_file, 0, 0},
                   what +
                       " drives no inertia in any configuration: the mass matrix "
                       "is singular, so forward dynamics and the functions that solve with M "
                       "do not exist; give the links it moves mass off its axis or inertia "
                       "about it, or leave those functions out (--functions)");
}

}  // namespace

TreeFactorisation factorise_tree(std::vector<int> parent, ValueMatrix H, int last,
                                 const std::function<void(int)>& singular) {
  TreeFactorisation f{std::move(parent), {}, std::vector<Value>(H.size())};
  const int n = static_cast<int>(H.size());
  const auto at = TreeFactorisation::at;
  for (int k = n; k > last; --k) {
    const Value& d = H[at(k)][at(k)];
    if (singular && d.program->is_zero(d)) singular(k);
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

TreeFactorisation factorise_tree(const Model& model, ValueMatrix H) {
  return factorise_tree(coordinate_parents(model), std::move(H), 0,
                        [&model](int k) { refuse_singular_mass_matrix(model, k); });
}

std::vector<Value> tree_transposed_solve(const TreeFactorisation& f, std::vector<Value> r,
                                         int last) {
  const int n = static_cast<int>(r.size());
  const auto at = TreeFactorisation::at;
  for (int k = n; k > last; --k)
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
