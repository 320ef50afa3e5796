// Single calls of one robot's emitted inverse_dynamics and mass_matrix, ns
// per call: the program that bench/single_call_parallelism.sh compiles
// once per compiler and vectorizer setting against the same NAME.cpp, and
// runs in turn, so that what the compilers' superword-level parallelism
// (SLP) packing makes of the program's statements is measured in one run.
//
//   single_call_timing REPETITIONS
//   prints: inverse_dynamics NS mass_matrix NS (the fastest repetition each)
//
// ROBOT (the emitted namespace) and ROBOT_HEADER are set by the script.

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include ROBOT_HEADER

namespace {

constexpr int kStates = 64;  // a seeded pool, rotated as in runtime_bench
constexpr int kCallsPerRepetition = 20000;

template <typename Call>
double fastest_ns(int repetitions, Call call) {
  double best = 1e30;
  for (int r = 0; r < repetitions; ++r) {
    const auto start = std::chrono::steady_clock::now();
    for (int k = 0; k < kCallsPerRepetition; ++k) call(k % kStates);
    const std::chrono::duration<double, std::nano> took = std::chrono::steady_clock::now() - start;
    const double ns = took.count() / kCallsPerRepetition;
    if (ns < best) best = ns;
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  const int repetitions = argc > 1 ? std::atoi(argv[1]) : 15;
  // q of kNq entries (a floating base's unit quaternion among them), qd,
  // qdd and tau of kNv: on a fixed base both are kDof.
  constexpr int nq = ROBOT::kNq, nv = ROBOT::kNv;
  std::mt19937 random(20261202);
  std::uniform_real_distribution<double> angle(-3.1, 3.1), rate(-2.0, 2.0);
  std::vector<double> q(kStates * nq), qd(kStates * nv), qdd(kStates * nv);
  for (double& x : q) x = angle(random);
  for (double& x : qd) x = rate(random);
  for (double& x : qdd) x = rate(random);
  if (nq != nv)
    for (int s = 0; s < kStates; ++s) {  // the base's quaternion q[3..6], normalised
      double* x = &q[static_cast<std::size_t>(s * nq + 3)];
      const double norm = std::sqrt(x[0] * x[0] + x[1] * x[1] + x[2] * x[2] + x[3] * x[3]);
      for (int k = 0; k < 4; ++k) x[k] /= norm;
    }
  std::vector<double> tau(nv), M(nv * nv);
  volatile double sink = 0;  // keeps the calls' results alive
  const double tau_ns = fastest_ns(repetitions, [&](int s) {
    ROBOT::inverse_dynamics(&q[static_cast<std::size_t>(s * nq)],
                            &qd[static_cast<std::size_t>(s * nv)],
                            &qdd[static_cast<std::size_t>(s * nv)], tau.data());
    sink = sink + tau[0];
  });
  const double M_ns = fastest_ns(repetitions, [&](int s) {
    ROBOT::mass_matrix(&q[static_cast<std::size_t>(s * nq)], M.data());
    sink = sink + M[0];
  });
  std::printf("inverse_dynamics %.2f mass_matrix %.2f\n", tau_ns, M_ns);
  return 0;
}
