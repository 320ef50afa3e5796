// One emitted function of the PUMA 560 or the Panda at 1024 seeded states,
// as 1024 single calls or one NAME_batch call, `repeats` times: the program
// that bench/instruction_mix.py runs under valgrind's callgrind to count the
// instructions of each form and sort them by kind (docs/BENCHMARKS.md, "Many
// states per call"). Instruction counts do not depend on the machine's load,
// unlike times.
//
//   batch_profile FUNCTION ROBOT FORM REPEATS
//   FUNCTION: inverse_dynamics | mass_matrix | gravity;  ROBOT: puma560 | panda;
//   FORM: single | batch

#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "panda.hpp"
#include "puma560.hpp"

namespace {

constexpr int kStates = 1024;

/// The functions of one robot, single and batched.
struct Robot {
  int dof;
  void (*inverse_dynamics)(const double*, const double*, const double*, double*);
  void (*inverse_dynamics_batch)(int, const double*, const double*, const double*, double*);
  void (*mass_matrix)(const double*, double*);
  void (*mass_matrix_batch)(int, const double*, double*);
  void (*gravity)(const double*, double*);
  void (*gravity_batch)(int, const double*, double*);
};

const Robot kPuma{6,
                  puma560::inverse_dynamics,
                  puma560::inverse_dynamics_batch,
                  puma560::mass_matrix,
                  puma560::mass_matrix_batch,
                  puma560::gravity,
                  puma560::gravity_batch};
const Robot kPanda{7,
                   panda::inverse_dynamics,
                   panda::inverse_dynamics_batch,
                   panda::mass_matrix,
                   panda::mass_matrix_batch,
                   panda::gravity,
                   panda::gravity_batch};

int usage() {
  std::fprintf(stderr,
               "usage: batch_profile inverse_dynamics|mass_matrix|gravity puma560|panda "
               "single|batch REPEATS\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 5) return usage();
  const std::string function = argv[1], robot_name = argv[2], form = argv[3];
  const int repeats = std::atoi(argv[4]);
  if ((robot_name != "puma560" && robot_name != "panda") || (form != "single" && form != "batch") ||
      repeats < 0)
    return usage();
  const Robot& robot = robot_name == "puma560" ? kPuma : kPanda;
  const auto n = static_cast<std::size_t>(robot.dof);
  std::mt19937 rng(20261125);
  std::uniform_real_distribution<double> value(-3.0, 3.0);
  std::vector<double> q(n * kStates), qd(n * kStates), qdd(n * kStates), out(n * n * kStates);
  for (std::vector<double>* v : {&q, &qd, &qdd})
    for (double& x : *v) x = value(rng);
  const bool batch = form == "batch";
  for (int r = 0; r < repeats; ++r) {
    if (function == "inverse_dynamics") {
      if (batch)
        robot.inverse_dynamics_batch(kStates, q.data(), qd.data(), qdd.data(), out.data());
      else
        for (std::size_t k = 0; k < kStates; ++k)
          robot.inverse_dynamics(&q[k * n], &qd[k * n], &qdd[k * n], &out[k * n]);
    } else if (function == "mass_matrix") {
      if (batch)
        robot.mass_matrix_batch(kStates, q.data(), out.data());
      else
        for (std::size_t k = 0; k < kStates; ++k) robot.mass_matrix(&q[k * n], &out[k * n * n]);
    } else if (function == "gravity") {
      if (batch)
        robot.gravity_batch(kStates, q.data(), out.data());
      else
        for (std::size_t k = 0; k < kStates; ++k) robot.gravity(&q[k * n], &out[k * n]);
    } else {
      return usage();
    }
  }
  std::printf("%.17g\n", out[0]);  // keeps the calls
  return 0;
}
