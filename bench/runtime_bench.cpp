// nedyn's numeric runtime and the emitted code of generated/ against Orocos
// KDL, measured in the same run: inverse dynamics and the mass matrix. The
// emitted inverse_dynamics also adds friction and rotor inertia (all effects
// of the model), the others compute the rigid body with gravity. States are drawn
// from a seeded pool of 64 and rotated so that nothing folds to a constant.
// Run through bench/run_benchmarks.sh, which writes docs/BENCHMARKS.md.

#include <benchmark/benchmark.h>

#include <kdl/chaindynparam.hpp>
#include <kdl/chainidsolver_recursive_newton_euler.hpp>

#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "panda.hpp"    // generated/panda
#include "puma560.hpp"  // generated/puma560
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

namespace {

constexpr int kPool = 64;

struct Fixture {
  explicit Fixture(const std::string& name) {
    std::mt19937 rng(kSeed);
    model = load_numeric(std::string(NEDYN_MODELS_DIR) + "/" + name + ".yaml", rng);
    for (int k = 0; k < kPool; ++k) states.push_back(random_state(model, rng));
    chain = kdl_chain(model);
  }
  NumericModel model;
  std::vector<State> states;
  KDL::Chain chain;
};

void nedyn_inverse_dynamics(benchmark::State& st, const std::string& name) {
  const Fixture fx(name);
  Workspace ws(fx.model);
  Eigen::VectorXd tau(fx.model.dof());
  const Eigen::Vector3d vd0 = -fx.model.gravity;
  int k = 0;
  for (auto _ : st) {
    const State& s = fx.states[k++ % kPool];
    newton_euler(fx.model, ws, s.q, s.qd, s.qdd, vd0, TipWrench{}, tau);
    benchmark::DoNotOptimize(tau.data());
  }
}

void kdl_inverse_dynamics(benchmark::State& st, const std::string& name) {
  const Fixture fx(name);
  KDL::ChainIdSolver_RNE solver(fx.chain, kdl_gravity(fx.model));
  std::vector<KDL::JntArray> q, qd, qdd;
  for (const State& s : fx.states) {
    q.push_back(to_kdl(s.q));
    qd.push_back(to_kdl(s.qd));
    qdd.push_back(to_kdl(s.qdd));
  }
  const KDL::Wrenches f_ext(fx.chain.getNrOfSegments(), KDL::Wrench::Zero());
  KDL::JntArray tau(fx.chain.getNrOfJoints());
  int k = 0;
  for (auto _ : st) {
    const int i = k++ % kPool;
    solver.CartToJnt(q[i], qd[i], qdd[i], f_ext, tau);
    benchmark::DoNotOptimize(tau.data.data());
  }
}

void nedyn_mass_matrix(benchmark::State& st, const std::string& name) {
  const Fixture fx(name);
  Workspace ws(fx.model);
  Eigen::MatrixXd M(fx.model.dof(), fx.model.dof());
  int k = 0;
  for (auto _ : st) {
    mass_matrix_composite(fx.model, ws, fx.states[k++ % kPool].q, M);
    benchmark::DoNotOptimize(M.data());
  }
}

void kdl_mass_matrix(benchmark::State& st, const std::string& name) {
  const Fixture fx(name);
  KDL::ChainDynParam solver(fx.chain, kdl_gravity(fx.model));
  std::vector<KDL::JntArray> q;
  for (const State& s : fx.states) q.push_back(to_kdl(s.q));
  KDL::JntSpaceInertiaMatrix M(fx.chain.getNrOfJoints());
  int k = 0;
  for (auto _ : st) {
    solver.JntToMass(q[k++ % kPool], M);
    benchmark::DoNotOptimize(M.data.data());
  }
}

using EmittedTorques = void (*)(const double*, const double*, const double*, double*);
using EmittedMass = void (*)(const double*, double*);

void emitted_inverse_dynamics(benchmark::State& st, const std::string& name, EmittedTorques f) {
  const Fixture fx(name);
  std::vector<double> tau(static_cast<std::size_t>(fx.model.dof()));
  int k = 0;
  for (auto _ : st) {
    const State& s = fx.states[k++ % kPool];
    f(s.q.data(), s.qd.data(), s.qdd.data(), tau.data());
    benchmark::DoNotOptimize(tau.data());
  }
}

void emitted_mass_matrix(benchmark::State& st, const std::string& name, EmittedMass f) {
  const Fixture fx(name);
  std::vector<double> M(static_cast<std::size_t>(fx.model.dof() * fx.model.dof()));
  int k = 0;
  for (auto _ : st) {
    f(fx.states[k++ % kPool].q.data(), M.data());
    benchmark::DoNotOptimize(M.data());
  }
}

}  // namespace

BENCHMARK_CAPTURE(emitted_inverse_dynamics, puma560, std::string("puma560"),
                  puma560::inverse_dynamics);
BENCHMARK_CAPTURE(emitted_inverse_dynamics, panda, std::string("panda"), panda::inverse_dynamics);
BENCHMARK_CAPTURE(emitted_mass_matrix, puma560, std::string("puma560"), puma560::mass_matrix);
BENCHMARK_CAPTURE(emitted_mass_matrix, panda, std::string("panda"), panda::mass_matrix);
BENCHMARK_CAPTURE(nedyn_inverse_dynamics, puma560, std::string("puma560"));
BENCHMARK_CAPTURE(kdl_inverse_dynamics, puma560, std::string("puma560"));
BENCHMARK_CAPTURE(nedyn_inverse_dynamics, panda, std::string("panda"));
BENCHMARK_CAPTURE(kdl_inverse_dynamics, panda, std::string("panda"));
BENCHMARK_CAPTURE(nedyn_mass_matrix, puma560, std::string("puma560"));
BENCHMARK_CAPTURE(kdl_mass_matrix, puma560, std::string("puma560"));
BENCHMARK_CAPTURE(nedyn_mass_matrix, panda, std::string("panda"));
BENCHMARK_CAPTURE(kdl_mass_matrix, panda, std::string("panda"));

BENCHMARK_MAIN();
