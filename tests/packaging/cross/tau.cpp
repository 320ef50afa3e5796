// tau of the PUMA 560 at the state of ../print_tau.cpp, from the emitted code
// alone, one value per line.
#include <cstdio>

#include "puma560.hpp"

int main() {
  const double q[6] = {0.1, -0.4, 0.7, 0.2, -0.3, 0.5};
  const double qd[6] = {0.5, -0.2, 0.3, 0.1, 0.4, -0.6};
  const double qdd[6] = {1.0, 0.5, -0.5, 0.2, -0.1, 0.3};
  double tau[6];
  puma560::inverse_dynamics(q, qd, qdd, tau);
  for (double t : tau) std::printf("%.17g\n", t);
  return 0;
}
