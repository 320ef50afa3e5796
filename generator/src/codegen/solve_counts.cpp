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

}  // namespace nedyn
