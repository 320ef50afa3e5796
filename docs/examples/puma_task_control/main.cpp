// The PUMA 560's tool frame moved 20 cm along a straight line in one second,
// its orientation held, by the operational-space controller of
// task_control.hpp on the emitted task functions; the plant is the emitted
// forward dynamics without joint friction. Prints the task error every 0.1 s;
// exits 0 if the status stayed 0 and the tool ends within 0.1 mm and 0.1 mrad
// of its goal. --with-friction keeps the model's joint friction in the plant
// (uncompensated: what that leaves, the goal not required).
//
// usage: puma_task_control [--with-friction]

#include <cstdio>
#include <cstring>

#include "task_control.hpp"

using namespace puma_task_control;

int main(int argc, char** argv) {
  const bool with_friction = argc > 1 && std::strcmp(argv[1], "--with-friction") == 0;
  if (argc > 2 || (argc == 2 && !with_friction)) {
    std::fprintf(stderr, "usage: puma_task_control [--with-friction]\n");
    return 2;
  }
  const Settings settings;
  Joints q, qd = Joints::Zero();
  q << 0.0, -0.6, 0.9, 0.0, 0.7, 0.0;  // elbow bent, wrist off its singularity (q5 = 0)
  Pose T;
  arm::tool_pose(q.data(), T.data());
  const Eigen::Vector3d start = T.block<3, 1>(0, 3);
  const Eigen::Vector3d goal = start + Eigen::Vector3d(0.12, -0.10, 0.12);
  const Eigen::Matrix3d R = T.block<3, 3>(0, 0);
  const double duration = 1.0, end = 1.5;
  const int steps = static_cast<int>(end / settings.period + 0.5);
  double worst_position = 0, worst_orientation = 0, worst_torque = 0;
  Step step;
  std::printf("   t (s)   |e_p| (mm)   |e_o| (mrad)   max |tau| (N m)\n");
  for (int k = 0; k <= steps; ++k) {
    const double t = k * settings.period;
    step = control(q, qd, line(start, goal, R, duration, t), settings);
    if (step.status != 0) {
      std::printf("task status %d at t = %.3f s: stopping\n", step.status, t);
      return 1;
    }
    const double position = step.error.head<3>().norm(), orientation = step.error.tail<3>().norm();
    worst_position = std::max(worst_position, position);
    worst_orientation = std::max(worst_orientation, orientation);
    worst_torque = std::max(worst_torque, step.tau.cwiseAbs().maxCoeff());
    if (k % 100 == 0)
      std::printf("%8.2f %12.6f %14.6f %17.2f\n", t, 1e3 * position, 1e3 * orientation,
                  step.tau.cwiseAbs().maxCoeff());
    if (k < steps) integrate(q, qd, step.tau, settings.period, with_friction);
  }
  const double final_position = step.error.head<3>().norm();
  const double final_orientation = step.error.tail<3>().norm();
  std::printf("largest error: %.6f mm, %.6f mrad; largest torque %.2f N m\n", 1e3 * worst_position,
              1e3 * worst_orientation, worst_torque);
  return with_friction || (final_position < 1e-4 && final_orientation < 1e-4) ? 0 : 1;
}
