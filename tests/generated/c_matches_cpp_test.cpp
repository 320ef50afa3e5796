// The emitted C and C++ of the same robots give the same bits: the same
// program printed by two dialects, and C's two-lane sin_cos doing the C++
// files' operations (templates/sin_cos.c.mustache). Both files are the
// committed generated/ ones, compiled as C99 and C++11 into one program.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "puma560.h"
#include "puma560.hpp"
#include "rr_planar.h"
#include "rr_planar.hpp"

namespace {

bool same_bits(const double* a, const double* b, int n) {
  return std::memcmp(a, b, static_cast<std::size_t>(n) * sizeof(double)) == 0;
}

/// Seeded states, every 50th with angles beyond sin_cos's range (libm's path).
std::vector<std::vector<double>> states(int n, int count, double range) {
  std::mt19937 rng(20261125);
  std::uniform_real_distribution<double> u(-range, range);
  std::vector<std::vector<double>> out(static_cast<std::size_t>(count), std::vector<double>(n));
  for (int k = 0; k < count; ++k)
    for (double& x : out[static_cast<std::size_t>(k)]) x = k % 50 == 7 ? 2e5 + u(rng) : u(rng);
  return out;
}

}  // namespace

TEST_CASE("the PUMA's emitted C gives the C++ functions' bits", "[generated][c]") {
  constexpr int n = puma560::kDof;
  const auto q = states(n, 1000, 3.2), qd = states(n, 1000, 2), qdd = states(n, 1000, 5);
  int compared = 0;
  for (std::size_t k = 0; k < q.size(); ++k) {
    double a[4 * n * n], b[4 * n * n];
    puma560::inverse_dynamics(q[k].data(), qd[k].data(), qdd[k].data(), a);
    puma560_inverse_dynamics(q[k].data(), qd[k].data(), qdd[k].data(), b);
    CHECK(same_bits(a, b, n));
    puma560::mass_matrix(q[k].data(), a);
    puma560_mass_matrix(q[k].data(), b);
    CHECK(same_bits(a, b, n * n));
    puma560::coriolis_coefficients(q[k].data(), a);
    puma560_coriolis_coefficients(q[k].data(), b);
    CHECK(same_bits(a, b, n * n * (n - 1) / 2));
    puma560::forward_dynamics(q[k].data(), qd[k].data(), qdd[k].data(), a);
    puma560_forward_dynamics(q[k].data(), qd[k].data(), qdd[k].data(), b);
    CHECK(same_bits(a, b, n));
    puma560::forward_dynamics_derivatives(q[k].data(), qd[k].data(), qdd[k].data(), a, a + n,
                                          a + n + n * n, a + n + 2 * n * n);
    puma560_forward_dynamics_derivatives(q[k].data(), qd[k].data(), qdd[k].data(), b, b + n,
                                         b + n + n * n, b + n + 2 * n * n);
    CHECK(same_bits(a, b, n + 3 * n * n));
    puma560::jacobian(q[k].data(), a);
    puma560_jacobian(q[k].data(), b);
    CHECK(same_bits(a, b, 6 * n));
    puma560::frame_jacobian_dot_v(q[k].data(), qd[k].data(), 0, a);
    puma560_frame_jacobian_dot_v(q[k].data(), qd[k].data(), 0, b);
    CHECK(same_bits(a, b, 6));
    // A frame's index out of range: NaN in every entry, in both.
    puma560::frame_pose(q[k].data(), puma560::kFrames, a);
    puma560_frame_pose(q[k].data(), puma560_kFrames, b);
    CHECK((std::all_of(a, a + 16, [](double x) { return std::isnan(x); }) &&
           std::all_of(b, b + 16, [](double x) { return std::isnan(x); })));
    const int status = puma560::task_mass_matrix(q[k].data(), a);
    CHECK(status == puma560_task_mass_matrix(q[k].data(), b));
    CHECK(same_bits(a, b, puma560::kTask * puma560::kTask));
    ++compared;
  }
  CHECK(compared == 1000);
}

TEST_CASE("a symbolic model's emitted C gives the C++ functions' bits", "[generated][c]") {
  const rr_planar::Params p = {9.81, 0.5, 0.4, 2.0, 1.5};  // g l1 l2 m1 m2
  const rr_planar_params pc = {9.81, 0.5, 0.4, 2.0, 1.5};
  constexpr int n = rr_planar::kDof;
  const auto q = states(n, 1000, 3.2), qd = states(n, 1000, 2), qdd = states(n, 1000, 5);
  for (std::size_t k = 0; k < q.size(); ++k) {
    double a[n * n], b[n * n];
    rr_planar::inverse_dynamics(p, q[k].data(), qd[k].data(), qdd[k].data(), a);
    rr_planar_inverse_dynamics(&pc, q[k].data(), qd[k].data(), qdd[k].data(), b);
    CHECK(same_bits(a, b, n));
    rr_planar::mass_matrix(p, q[k].data(), a);
    rr_planar_mass_matrix(&pc, q[k].data(), b);
    CHECK(same_bits(a, b, n * n));
    rr_planar::coriolis_matrix(p, q[k].data(), qd[k].data(), a);
    rr_planar_coriolis_matrix(&pc, q[k].data(), qd[k].data(), b);
    CHECK(same_bits(a, b, n * n));
  }
}
