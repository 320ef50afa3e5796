// Prints tau of the PUMA 560 at one state from the emitted code (double and
// float) and from nedyn's numeric runtime; exits 1 if they disagree.
#include <cmath>
#include <cstdio>

#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/workspace.hpp"
#include "puma560.hpp"  // puma_dynamics: the model's name
#include "puma_f.hpp"   // puma_dynamics_float: NAMESPACE puma_f
#include "sample_state.hpp"

int main() {
  const double* q = kSampleQ;
  const double* qd = kSampleQd;
  const double* qdd = kSampleQdd;
  double tau[6];
  puma560::inverse_dynamics(q, qd, qdd, tau);
  float qf[6], qdf[6], qddf[6], tauf[6];
  for (int i = 0; i < 6; ++i) {
    qf[i] = static_cast<float>(q[i]);
    qdf[i] = static_cast<float>(qd[i]);
    qddf[i] = static_cast<float>(qdd[i]);
  }
  puma_f::inverse_dynamics(qf, qdf, qddf, tauf);

  const nedyn::NumericModel model = nedyn::instantiate(nedyn::load_model(MODEL_FILE));
  nedyn::Workspace ws(model);
  Eigen::VectorXd expected(6);
  nedyn::inverse_dynamics(model, ws, Eigen::Map<const Eigen::VectorXd>(q, 6),
                          Eigen::Map<const Eigen::VectorXd>(qd, 6),
                          Eigen::Map<const Eigen::VectorXd>(qdd, 6), expected);
  int status = 0;
  std::printf("joint  emitted double   emitted float    runtime\n");
  for (int i = 0; i < 6; ++i) {
    std::printf("%d      %14.9f  %14.6f  %.17g\n", i + 1, tau[i], static_cast<double>(tauf[i]),
                expected(i));
    if (std::abs(tau[i] - expected(i)) > 1e-10 * (1 + std::abs(expected(i))) ||
        std::abs(static_cast<double>(tauf[i]) - expected(i)) > 1e-4 * (1 + std::abs(expected(i))))
      status = 1;
  }
  std::printf(status == 0 ? "agree\n" : "DISAGREE\n");
  return status;
}
