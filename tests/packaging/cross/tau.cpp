// tau of the PUMA 560 at the state of ../sample_state.hpp, from the emitted code
// alone, one value per line. Also inverse_dynamics_batch at five states (two
// NEON blocks of two and a tail of one on aarch64): each state must get the
// single call's bits, or the program fails.
#include <cstdio>
#include <cstring>

#include "../sample_state.hpp"
#include "puma560.hpp"

int main() {
  const double* q = kSampleQ;
  const double* qd = kSampleQd;
  const double* qdd = kSampleQdd;
  double tau[6];
  puma560::inverse_dynamics(q, qd, qdd, tau);

  constexpr int kStates = 5;
  double qs[kStates * 6], qds[kStates * 6], qdds[kStates * 6], batch[kStates * 6];
  for (int k = 0; k < kStates; ++k)
    for (int i = 0; i < 6; ++i) {
      qs[k * 6 + i] = q[i] + 0.25 * k;
      qds[k * 6 + i] = qd[i] - 0.5 * k;
      qdds[k * 6 + i] = qdd[i] * (1 + k);
    }
  puma560::inverse_dynamics_batch(kStates, qs, qds, qdds, batch);
  for (int k = 0; k < kStates; ++k) {
    double single[6];
    puma560::inverse_dynamics(qs + k * 6, qds + k * 6, qdds + k * 6, single);
    if (std::memcmp(single, batch + k * 6, sizeof single) != 0) {
      std::fprintf(stderr, "inverse_dynamics_batch: state %d differs from the single call\n", k);
      return 1;
    }
  }
  for (double t : tau) std::printf("%.17g\n", t);
  return 0;
}
