// Leg lanes, measured before a printer is written: the floating quadruped's
// emitted inverse_dynamics (tests/urdf/quadruped12.urdf, --floating-base, as
// tree_bench generates it) against bench/leg_lanes.py's rewrite of the same
// body with the four legs in the four lanes of an AVX2 vector, and against
// nedyn's numeric runtime, in the same run over tree_bench's seeded pool of
// states. Before timing it checks that the rewrite agrees with the emitted
// body to 1e-13 (relative) and with the runtime to 1e-9, and exits 1 if not.
// Not built by default: cmake --build BUILD --target leg_lanes_bench
// (docs/performance.md, "Leg lanes").

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

// The emitted file itself, so that the rewrite calls its sin_cos.
#include "quadruped12_floating.cpp"

namespace quadruped12_floating {
#include "quadruped12_floating_leg_lanes.inc"
}  // namespace quadruped12_floating

#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "test_support.hpp"

namespace {

constexpr int kPool = 64;

struct Robot {
  nedyn::NumericModel model;
  std::vector<nedyn::test::State> states;
};

const Robot& robot() {
  static const Robot r = [] {
    std::vector<std::string> notes;
    nedyn::UrdfOptions options;
    options.floating_base = true;
    Robot out;
    out.model = nedyn::instantiate(
        nedyn::load_urdf(std::string(NEDYN_URDF_DIR) + "/quadruped12.urdf", options, notes));
    std::mt19937 rng(nedyn::test::kSeed);
    for (int k = 0; k < kPool; ++k) out.states.push_back(nedyn::test::random_state(out.model, rng));
    return out;
  }();
  return r;
}

using Function = void (*)(const double*, const double*, const double*, double*);

void emitted(benchmark::State& st, Function f) {
  const Robot& r = robot();
  std::vector<double> tau(static_cast<std::size_t>(r.model.nv()));
  int k = 0;
  for (auto _ : st) {
    const auto& s = r.states[static_cast<std::size_t>(k)];
    f(s.q.data(), s.qd.data(), s.qdd.data(), tau.data());
    benchmark::DoNotOptimize(tau.data());
    k = (k + 1) % kPool;
  }
}

void runtime(benchmark::State& st) {
  const Robot& r = robot();
  nedyn::Workspace ws(r.model);
  Eigen::VectorXd tau(r.model.nv());
  int k = 0;
  for (auto _ : st) {
    const auto& s = r.states[static_cast<std::size_t>(k)];
    nedyn::inverse_dynamics(r.model, ws, s.q, s.qd, s.qdd, tau);
    benchmark::DoNotOptimize(tau.data());
    k = (k + 1) % kPool;
  }
}

/// The largest difference of the rewrite from the emitted body (relative to
/// 1 + |tau_i|) and from the runtime, over the pool.
bool agrees() {
  const Robot& r = robot();
  nedyn::Workspace ws(r.model);
  const auto n = static_cast<std::size_t>(r.model.nv());
  std::vector<double> body(n), lanes(n);
  Eigen::VectorXd reference(r.model.nv());
  double from_body = 0, from_runtime = 0;
  for (const auto& s : r.states) {
    quadruped12_floating::inverse_dynamics(s.q.data(), s.qd.data(), s.qdd.data(), body.data());
    quadruped12_floating::inverse_dynamics_leg_lanes(s.q.data(), s.qd.data(), s.qdd.data(),
                                                     lanes.data());
    nedyn::inverse_dynamics(r.model, ws, s.q, s.qd, s.qdd, reference);
    for (std::size_t i = 0; i < n; ++i) {
      const double scale = 1 + std::abs(body[i]);
      from_body = std::max(from_body, std::abs(lanes[i] - body[i]) / scale);
      from_runtime = std::max(from_runtime,
                              std::abs(lanes[i] - reference(static_cast<Eigen::Index>(i))) / scale);
    }
  }
  std::printf("leg lanes against the emitted body: %.3g; against the runtime: %.3g\n", from_body,
              from_runtime);
  return from_body <= 1e-13 && from_runtime <= 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
  if (!__builtin_cpu_supports("avx2")) {
    std::fprintf(stderr, "leg_lanes_bench: the lanes need AVX2, which this processor lacks\n");
    return 1;
  }
  if (!agrees()) return 1;
  benchmark::RegisterBenchmark("inverse_dynamics/quadruped12_floating/emitted", emitted,
                               quadruped12_floating::inverse_dynamics);
  benchmark::RegisterBenchmark("inverse_dynamics/quadruped12_floating/leg_lanes", emitted,
                               quadruped12_floating::inverse_dynamics_leg_lanes);
  benchmark::RegisterBenchmark("inverse_dynamics/quadruped12_floating/runtime", runtime);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  return 0;
}
