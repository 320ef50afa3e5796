// Prints tau of the PUMA 560 at one state from the emitted code (double and
// float) and from nedyn's numeric runtime, and checks a URDF's chain (the
// gripper arm up to its tool point) the same way; exits 1 if any disagree.
#include <cmath>
#include <cstdio>

#include <algorithm>
#include <string>
#include <vector>

#include "gripper.hpp"  // gripper_dynamics: NAME gripper
#include "nedyn/model/model_file.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/workspace.hpp"
#include "puma560.hpp"  // puma_dynamics: the model's name
#include "puma_c.h"     // puma_dynamics_c: LANGUAGE C, NAMESPACE puma_c
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
  double tau_c[puma_c_kDof];
  puma_c_inverse_dynamics(q, qd, qdd, tau_c);

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
        std::abs(tau_c[i] - expected(i)) > 1e-10 * (1 + std::abs(expected(i))) ||
        std::abs(static_cast<double>(tauf[i]) - expected(i)) > 1e-4 * (1 + std::abs(expected(i))))
      status = 1;
  }
  // The URDF's chain (TIP tcp, NAME gripper), against the runtime's reading.
  std::vector<std::string> notes;
  nedyn::UrdfOptions chain;
  chain.tip = "tcp";
  const nedyn::NumericModel arm = nedyn::instantiate(nedyn::load_urdf(URDF_FILE, chain, notes));
  nedyn::Workspace arm_ws(arm);
  Eigen::VectorXd arm_expected(gripper::kDof);
  double arm_tau[gripper::kDof];
  gripper::inverse_dynamics(q, qd, qdd, arm_tau);
  nedyn::inverse_dynamics(arm, arm_ws, Eigen::Map<const Eigen::VectorXd>(q, gripper::kDof),
                          Eigen::Map<const Eigen::VectorXd>(qd, gripper::kDof),
                          Eigen::Map<const Eigen::VectorXd>(qdd, gripper::kDof), arm_expected);
  double worst = 0;
  for (int i = 0; i < gripper::kDof; ++i)
    worst =
        std::max(worst, std::abs(arm_tau[i] - arm_expected(i)) / (1 + std::abs(arm_expected(i))));
  std::printf("gripper_arm.urdf (tip tcp): emitted and runtime tau differ by %.1e\n", worst);
  if (!(worst <= 1e-10)) status = 1;
  std::printf(status == 0 ? "agree\n" : "DISAGREE\n");
  return status;
}
