// The emitted C (gcc -std=c99, the build's C flags) against the emitted C++
// of the same robot and against nedyn's numeric runtime, per call on a ring
// of seeded states: the "languages" part of bench/run_benchmarks.sh, which
// times the Python module (bench/languages_python.py) in the same run.
#include <benchmark/benchmark.h>

#include <random>
#include <string>
#include <vector>

#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/forward_dynamics.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/workspace.hpp"
#include "puma560.h"
#include "puma560.hpp"

// The same C++ file compiled with -DNEDYN_NO_AVX2 (two lanes, no AVX2 copy of
// the bodies) in a namespace of its own (bench/CMakeLists.txt,
// emitted_two_lanes): what C's two-lane sin_cos is to be compared with.
namespace puma560_two_lanes {
void inverse_dynamics(const double* q, const double* qd, const double* qdd, double* tau);
void mass_matrix(const double* q, double* M);
void forward_dynamics(const double* q, const double* qd, const double* tau, double* qdd);
}  // namespace puma560_two_lanes

namespace {

constexpr int kStates = 64;
constexpr int kDof = puma560::kDof;

struct States {
  std::vector<double> q, qd, qdd, tau;
  std::vector<Eigen::VectorXd> vq, vqd, vqdd, vtau;  ///< the same, for the runtime
};

const States& states() {
  static const States s = [] {
    States out;
    std::mt19937 rng(20261125);
    std::uniform_real_distribution<double> angle(-3.14, 3.14), rate(-2, 2), acceleration(-5, 5);
    for (int i = 0; i < kStates * kDof; ++i) {
      out.q.push_back(angle(rng));
      out.qd.push_back(rate(rng));
      out.qdd.push_back(acceleration(rng));
    }
    out.tau.resize(out.q.size());
    for (int k = 0; k < kStates; ++k)
      puma560::inverse_dynamics(&out.q[k * kDof], &out.qd[k * kDof], &out.qdd[k * kDof],
                                &out.tau[k * kDof]);
    for (int k = 0; k < kStates; ++k) {
      out.vq.push_back(Eigen::Map<const Eigen::VectorXd>(&out.q[k * kDof], kDof));
      out.vqd.push_back(Eigen::Map<const Eigen::VectorXd>(&out.qd[k * kDof], kDof));
      out.vqdd.push_back(Eigen::Map<const Eigen::VectorXd>(&out.qdd[k * kDof], kDof));
      out.vtau.push_back(Eigen::Map<const Eigen::VectorXd>(&out.tau[k * kDof], kDof));
    }
    return out;
  }();
  return s;
}

template <typename F>
void runtime_per_state(benchmark::State& state, F call) {
  const States& s = states();
  int k = 0;
  for (auto _ : state) {
    call(s.vq[k], s.vqd[k], s.vqdd[k], s.vtau[k]);
    k = (k + 1) % kStates;
  }
}

template <typename F>
void per_state(benchmark::State& state, F call) {
  const States& s = states();
  int k = 0;
  for (auto _ : state) {
    call(&s.q[k * kDof], &s.qd[k * kDof], &s.qdd[k * kDof], &s.tau[k * kDof]);
    k = (k + 1) % kStates;
  }
}

void register_all() {
  using Args = const double*;
  benchmark::RegisterBenchmark("inverse_dynamics/cpp", [](benchmark::State& st) {
    double out[kDof];
    per_state(st, [&](Args q, Args qd, Args qdd, Args) {
      puma560::inverse_dynamics(q, qd, qdd, out);
      benchmark::DoNotOptimize(out);
    });
  });
  benchmark::RegisterBenchmark("inverse_dynamics/cpp_two_lanes", [](benchmark::State& st) {
    double out[kDof];
    per_state(st, [&](Args q, Args qd, Args qdd, Args) {
      puma560_two_lanes::inverse_dynamics(q, qd, qdd, out);
      benchmark::DoNotOptimize(out);
    });
  });
  benchmark::RegisterBenchmark("inverse_dynamics/c", [](benchmark::State& st) {
    double out[kDof];
    per_state(st, [&](Args q, Args qd, Args qdd, Args) {
      puma560_inverse_dynamics(q, qd, qdd, out);
      benchmark::DoNotOptimize(out);
    });
  });
  benchmark::RegisterBenchmark("mass_matrix/cpp", [](benchmark::State& st) {
    double out[kDof * kDof];
    per_state(st, [&](Args q, Args, Args, Args) {
      puma560::mass_matrix(q, out);
      benchmark::DoNotOptimize(out);
    });
  });
  benchmark::RegisterBenchmark("mass_matrix/cpp_two_lanes", [](benchmark::State& st) {
    double out[kDof * kDof];
    per_state(st, [&](Args q, Args, Args, Args) {
      puma560_two_lanes::mass_matrix(q, out);
      benchmark::DoNotOptimize(out);
    });
  });
  benchmark::RegisterBenchmark("mass_matrix/c", [](benchmark::State& st) {
    double out[kDof * kDof];
    per_state(st, [&](Args q, Args, Args, Args) {
      puma560_mass_matrix(q, out);
      benchmark::DoNotOptimize(out);
    });
  });
  benchmark::RegisterBenchmark("forward_dynamics/cpp", [](benchmark::State& st) {
    double out[kDof];
    per_state(st, [&](Args q, Args qd, Args, Args tau) {
      puma560::forward_dynamics(q, qd, tau, out);
      benchmark::DoNotOptimize(out);
    });
  });
  benchmark::RegisterBenchmark("forward_dynamics/cpp_two_lanes", [](benchmark::State& st) {
    double out[kDof];
    per_state(st, [&](Args q, Args qd, Args, Args tau) {
      puma560_two_lanes::forward_dynamics(q, qd, tau, out);
      benchmark::DoNotOptimize(out);
    });
  });
  benchmark::RegisterBenchmark("forward_dynamics/c", [](benchmark::State& st) {
    double out[kDof];
    per_state(st, [&](Args q, Args qd, Args, Args tau) {
      puma560_forward_dynamics(q, qd, tau, out);
      benchmark::DoNotOptimize(out);
    });
  });
  // The numeric runtime (Eigen, Newton-Euler), the Python module's baseline.
  static const nedyn::NumericModel model = nedyn::instantiate(nedyn::load_model(NEDYN_PUMA_MODEL));
  using Vector = const Eigen::VectorXd&;
  benchmark::RegisterBenchmark("inverse_dynamics/runtime", [](benchmark::State& st) {
    nedyn::Workspace ws(model);
    Eigen::VectorXd out(kDof);
    runtime_per_state(st, [&](Vector q, Vector qd, Vector qdd, Vector) {
      nedyn::inverse_dynamics(model, ws, q, qd, qdd, out);
      benchmark::DoNotOptimize(out.data());
    });
  });
  benchmark::RegisterBenchmark("mass_matrix/runtime", [](benchmark::State& st) {
    nedyn::Workspace ws(model);
    Eigen::MatrixXd out(kDof, kDof);
    runtime_per_state(st, [&](Vector q, Vector, Vector, Vector) {
      nedyn::mass_matrix(model, ws, q, out);
      benchmark::DoNotOptimize(out.data());
    });
  });
  benchmark::RegisterBenchmark("forward_dynamics/runtime", [](benchmark::State& st) {
    nedyn::Workspace ws(model);
    Eigen::VectorXd out(kDof);
    runtime_per_state(st, [&](Vector q, Vector qd, Vector, Vector tau) {
      nedyn::forward_dynamics(model, ws, q, qd, tau, out);
      benchmark::DoNotOptimize(out.data());
    });
  });
}

}  // namespace

int main(int argc, char** argv) {
  register_all();
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  return 0;
}
