#include "nedyn/generator/solve_counts.hpp"

#include <stdexcept>

namespace nedyn {
namespace {

/// `multiplications` products each followed by an addition: s -= a * b.
OperationCount products(int count) {
  OperationCount c;
  c.multiplications = count;
  c.additions = count;
  return c;
}

/// ldlt_in_place<N>: per pivot j, v_k and the pivot's j products, the
/// relative threshold's product, one division, then a row's j products and
/// the scaling by 1 / D_jj.
OperationCount ldlt_count(int N) {
  OperationCount c;
  for (int j = 0; j < N; ++j) {
    c.multiplications += 2 * j + 1;
    c.additions += j;
    c.divisions += 1;
    for (int i = j + 1; i < N; ++i) {
      c += products(j);
      c.multiplications += 1;
    }
  }
  return c;
}

/// task_space_factor: L D L^T of M, Y = L^-1 J^T with Yd = D^-1 Y, A = Yd^T Y,
/// L D L^T of A.
OperationCount task_factor_count(int n, int m) {
  OperationCount c = ldlt_count(n);
  for (int r = 0; r < m; ++r)
    for (int i = 0; i < n; ++i) {
      c += products(i);
      c.multiplications += 1;
    }
  for (int r = 0; r < m; ++r)
    for (int col = 0; col <= r; ++col) c += products(n);
  return c + ldlt_count(m);
}

/// task_space_inverse: W = La^-1, then Mx = W^T Da^-1 W.
OperationCount task_inverse_count(int m) {
  OperationCount c;
  for (int col = 0; col < m; ++col)
    for (int i = col + 1; i < m; ++i) {
      c.additions += 1;  // -A_ic
      c += products(i - col - 1);
    }
  for (int r = 0; r < m; ++r)
    for (int col = 0; col <= r; ++col)
      for (int i = r; i < m; ++i) {
        c.multiplications += 2;
        c.additions += 1;
      }
  return c;
}

/// task_space_apply per column: L z = K's column, Yd^T z - H, the solves
/// with La, Da and La^T, and J^T for joint_space.
OperationCount task_apply_count(int n, int m, int columns, bool K, bool H, bool joint_space) {
  OperationCount c;
  for (int col = 0; col < columns; ++col) {
    if (K)
      for (int i = 0; i < n; ++i) c += products(i);
    for (int r = 0; r < m; ++r) {
      if (H) c.additions += 1;  // -H_rc
      if (K) c += products(n);
    }
    for (int i = 0; i < m; ++i) c += products(i);
    c.multiplications += m;
    for (int i = 0; i < m; ++i) c += products(m - 1 - i);
    if (joint_space) c += products(n * m);
  }
  return c;
}

/// task_space_terms: one factorisation, L z = V and G, Yd^T z (- h), Mx,
/// and Mx times both.
OperationCount task_terms_count(int n, int m) {
  OperationCount c = task_factor_count(n, m);
  for (int i = 0; i < n; ++i) c += products(2 * i);
  for (int r = 0; r < m; ++r) {
    c.additions += 1;  // -h_r
    c += products(2 * n);
  }
  c += task_inverse_count(m);
  c += products(2 * m * m);
  return c;
}

}  // namespace

OperationCount& operator+=(OperationCount& a, const OperationCount& b) {
  a.additions += b.additions;
  a.multiplications += b.multiplications;
  a.divisions += b.divisions;
  a.calls += b.calls;
  return a;
}

OperationCount operator+(OperationCount a, const OperationCount& b) { return a += b; }

OperationCount derivative_columns_count(int n) {
  OperationCount c;
  for (int entry = 0; entry < 2 * n * n; ++entry) c += products(n);  // -M^-1 d tau / d x
  return c;
}

OperationCount task_space_count(const Call& status_call, int n, int m) {
  if (status_call.function == "task_space_terms") return task_terms_count(n, m);
  if (status_call.function != "task_space_solve" || status_call.reads.size() != 6)
    throw std::logic_error("task_space_count: not a task-space solve: " + status_call.function);
  const auto present = [&](std::size_t k) {
    return status_call.reads[k].kind == CallArgument::Kind::array;
  };
  const CallArgument& columns = status_call.reads[4];
  const bool K = present(2), H = present(3), joint_space = status_call.reads[5].number != 0;
  OperationCount c = task_factor_count(n, m);
  if (!K && !H) return c + task_inverse_count(m);
  const int count = columns.kind == CallArgument::Kind::constant ? m : columns.number;
  return c + task_apply_count(n, m, count, K, H, joint_space);
}

}  // namespace nedyn
