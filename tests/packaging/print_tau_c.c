/* A C program on the emitted C library (nedyn_add_dynamics ... LANGUAGE C):
   prints tau of the PUMA 560 at the packaging examples' state, one value a
   line, for scripts/test-packaging.sh to compare with the runtime. */
#include <stdio.h>

#include "puma_c.h"

int main(void) {
  /* sample_state.hpp's state */
  const double q[puma_c_kDof] = {0.1, -0.4, 0.7, 0.2, -0.3, 0.5};
  const double qd[puma_c_kDof] = {0.5, -0.2, 0.3, 0.1, 0.4, -0.6};
  const double qdd[puma_c_kDof] = {1.0, 0.5, -0.5, 0.2, -0.1, 0.3};
  double tau[puma_c_kDof];
  puma_c_inverse_dynamics(q, qd, qdd, tau);
  for (int i = 0; i < puma_c_kDof; ++i) printf("%.17g\n", tau[i]);
  return 0;
}
