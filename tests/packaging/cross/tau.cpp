// tau of the PUMA 560 at the state of ../sample_state.hpp, from the emitted code
// alone, one value per line.
#include <cstdio>

#include "../sample_state.hpp"
#include "puma560.hpp"

int main() {
  const double* q = kSampleQ;
  const double* qd = kSampleQd;
  const double* qdd = kSampleQdd;
  double tau[6];
  puma560::inverse_dynamics(q, qd, qdd, tau);
  for (double t : tau) std::printf("%.17g\n", t);
  return 0;
}
