/* The lean float C library of the PUMA 560 (inverse_dynamics and mass_matrix
   only) on a Cortex-M4F, run under qemu-system-arm with semihosting for its
   output. Prints tau at the packaging examples' state, one value a line, for
   scripts/test-packaging.sh to compare with nedyn's runtime; checks M on the
   target itself: M is symmetric and M qdd = tau(q, qd, qdd) - tau(q, qd, 0),
   two programs of the generator (composite bodies and Newton-Euler) that must
   agree to float's precision. Exits 1 if they do not. */
#include <math.h>
#include <stdio.h>

#include "puma.h"

enum { n = puma_kDof };

int main(void) {
  /* sample_state.hpp's state */
  const float q[n] = {0.1f, -0.4f, 0.7f, 0.2f, -0.3f, 0.5f};
  const float qd[n] = {0.5f, -0.2f, 0.3f, 0.1f, 0.4f, -0.6f};
  const float qdd[n] = {1.0f, 0.5f, -0.5f, 0.2f, -0.1f, 0.3f};
  const float zero[n] = {0};
  float tau[n], tau0[n], M[n * n];
  puma_inverse_dynamics(q, qd, qdd, tau);
  puma_inverse_dynamics(q, qd, zero, tau0);
  puma_mass_matrix(q, M);
  double worst = 0;
  for (int i = 0; i < n; ++i) {
    double m_qdd = 0;
    for (int j = 0; j < n; ++j) {
      m_qdd += (double)M[i * n + j] * (double)qdd[j];
      if (M[i * n + j] != M[j * n + i]) worst = INFINITY;
    }
    const double difference = (double)tau[i] - (double)tau0[i];
    const double error = fabs(m_qdd - difference) / (1 + fabs(difference));
    if (!(error <= worst)) worst = error;
  }
  for (int i = 0; i < n; ++i) printf("%.9g\n", (double)tau[i]);
  fprintf(stderr, "Cortex-M4 (float): M symmetric, M qdd = tau - tau(qdd = 0) to %.1e\n", worst);
  return worst <= 1e-4 ? 0 : 1;
}
