// The emitted code, nedyn's numeric runtime and Orocos KDL, measured in the
// same run: inverse dynamics, the mass matrix, gravity, the Coriolis and
// centrifugal vector and forward dynamics of five robots; the derivatives and
// the task-space terms (Mx, Vx, Gx) of the PUMA 560 and the Panda; the
// regressors of the PUMA, the Panda and chain12. States are drawn
// from a seeded pool of 64 and rotated so that nothing folds to a constant.
// Benchmarks are named FUNCTION/ROBOT/IMPLEMENTATION; run through
// bench/run_benchmarks.sh, which writes docs/BENCHMARKS.md. Also the two arms'
// inverse dynamics as a processor without AVX2 runs it (sin_cos in two lanes),
// and the sines and cosines of six angles: the emitted files' sin_cos, in four
// lanes and in two, against libm.

#include <benchmark/benchmark.h>

#include <cmath>
#include <functional>
#include <map>
#include <random>
#include <utility>
#include <vector>

#include <kdl/chaindynparam.hpp>
#include <kdl/chainfdsolver_recursive_newton_euler.hpp>
#include <kdl/chainidsolver_recursive_newton_euler.hpp>

#include "chain12.hpp"  // generated at build time from bench/models/chain12.yaml
#include "nedyn/generator/base_parameters.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/analytic_derivatives.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/derivatives.hpp"
#include "nedyn/runtime/forward_dynamics.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/operational_space.hpp"
#include "nedyn/runtime/regressor.hpp"
#include "panda.hpp"           // generated/panda
#include "panda_arm_urdf.hpp"  // tests/urdf/panda_arm.urdf, generated at build time
#include "puma560.hpp"         // generated/puma560
#include "stanford.hpp"
#include "test_support.hpp"
#include "ur5.hpp"
#include "ur5_urdf.hpp"  // tests/urdf/ur5.urdf, generated at build time

namespace emitted_trig {
#include NEDYN_SIN_COS_TEMPLATE
}  // namespace emitted_trig

// generated/{puma560,panda} compiled with -DNEDYN_NO_AVX2 or -DNEDYN_NO_AVX512
// (bench/CMakeLists.txt).
#define NEDYN_LANES_DECLARATIONS                                                                 \
  void inverse_dynamics(const double* q, const double* qd, const double* qdd, double* tau);      \
  void mass_matrix(const double* q, double* M);                                                  \
  void coriolis_centrifugal(const double* q, const double* qd, double* V);                       \
  void gravity(const double* q, double* G);                                                      \
  void forward_dynamics(const double* q, const double* qd, const double* tau, double* qdd);      \
  void inverse_dynamics_derivatives(const double* q, const double* qd, const double* qdd,        \
                                    double* dtau_dq, double* dtau_dqd);                          \
  void forward_dynamics_derivatives(const double* q, const double* qd, const double* tau,        \
                                    double* qdd, double* dqdd_dq, double* dqdd_dqd,              \
                                    double* dqdd_dtau);                                          \
  void inverse_dynamics_batch(int count, const double* q, const double* qd, const double* qdd,   \
                              double* tau);                                                      \
  void mass_matrix_batch(int count, const double* q, double* M);                                 \
  void coriolis_centrifugal_batch(int count, const double* q, const double* qd, double* V);      \
  void gravity_batch(int count, const double* q, double* G);                                     \
  void forward_dynamics_batch(int count, const double* q, const double* qd, const double* tau,   \
                              double* qdd);                                                      \
  void inverse_dynamics_derivatives_batch(int count, const double* q, const double* qd,          \
                                          const double* qdd, double* dtau_dq, double* dtau_dqd); \
  void forward_dynamics_derivatives_batch(int count, const double* q, const double* qd,          \
                                          const double* tau, double* qdd, double* dqdd_dq,       \
                                          double* dqdd_dqd, double* dqdd_dtau);
namespace puma560_two_lanes {
constexpr int kDof = puma560::kDof;
NEDYN_LANES_DECLARATIONS
}  // namespace puma560_two_lanes
namespace panda_two_lanes {
constexpr int kDof = panda::kDof;
NEDYN_LANES_DECLARATIONS
}  // namespace panda_two_lanes
namespace puma560_four_lanes {
constexpr int kDof = puma560::kDof;
NEDYN_LANES_DECLARATIONS
}  // namespace puma560_four_lanes
namespace panda_four_lanes {
constexpr int kDof = panda::kDof;
NEDYN_LANES_DECLARATIONS
}  // namespace panda_four_lanes

using namespace nedyn;
using namespace nedyn::test;

namespace {

constexpr int kPool = 64;

/// The emitted functions of one robot.
struct Emitted {
  void (*inverse_dynamics)(const double*, const double*, const double*, double*);
  void (*mass_matrix)(const double*, double*);
  void (*gravity)(const double*, double*);
  void (*coriolis_centrifugal)(const double*, const double*, double*);
  void (*forward_dynamics)(const double*, const double*, const double*, double*);
};

struct Robot {
  std::string name, path;
  Emitted emitted;
};

/// A robot's numeric model, a pool of states (with torques for forward
/// dynamics: tau = inverse dynamics of the state, so qdd stays moderate) and
/// the same states as KDL arrays.
struct Fixture {
  explicit Fixture(const Robot& robot) {
    std::mt19937 rng(kSeed);
    TestRobot loaded = load_robot(robot.path, rng);
    model = std::move(loaded.model);
    chain = std::move(loaded.chain);
    Workspace ws(model);
    for (int k = 0; k < kPool; ++k) {
      states.push_back(random_state(model, rng));
      Eigen::VectorXd tau(model.dof());
      inverse_dynamics(model, ws, states.back().q, states.back().qd, states.back().qdd, tau);
      torques.push_back(tau);
      q.push_back(to_kdl(states.back().q));
      qd.push_back(to_kdl(states.back().qd));
      qdd.push_back(to_kdl(states.back().qdd));
      kdl_tau.push_back(to_kdl(tau));
    }
  }
  NumericModel model;
  KDL::Chain chain;
  std::vector<State> states;
  std::vector<Eigen::VectorXd> torques;
  std::vector<KDL::JntArray> q, qd, qdd, kdl_tau;
};

/// Runs `call(k)` for k = 0, 1, 2, ... over the pool and keeps `result` alive.
template <typename Call>
void rotate_states(benchmark::State& st, Call call, const double* result) {
  int k = 0;
  for (auto _ : st) {
    call(k++ % kPool);
    benchmark::DoNotOptimize(result);
    benchmark::ClobberMemory();
  }
}

void emitted(benchmark::State& st, const Fixture& fx, const Emitted& e, const std::string& f) {
  const int n = fx.model.dof();
  std::vector<double> out(static_cast<std::size_t>(n * n));
  double* r = out.data();
  const auto& s = fx.states;
  if (f == "inverse_dynamics")
    rotate_states(
        st, [&](int k) { e.inverse_dynamics(s[k].q.data(), s[k].qd.data(), s[k].qdd.data(), r); },
        r);
  else if (f == "mass_matrix")
    rotate_states(
        st, [&](int k) { e.mass_matrix(s[k].q.data(), r); }, r);
  else if (f == "gravity")
    rotate_states(
        st, [&](int k) { e.gravity(s[k].q.data(), r); }, r);
  else if (f == "coriolis_centrifugal")
    rotate_states(
        st, [&](int k) { e.coriolis_centrifugal(s[k].q.data(), s[k].qd.data(), r); }, r);
  else
    rotate_states(
        st,
        [&](int k) { e.forward_dynamics(s[k].q.data(), s[k].qd.data(), fx.torques[k].data(), r); },
        r);
}

void runtime(benchmark::State& st, const Fixture& fx, const std::string& f) {
  const NumericModel& m = fx.model;
  Workspace ws(m);
  Eigen::VectorXd v(m.dof());
  Eigen::MatrixXd M(m.dof(), m.dof());
  const auto& s = fx.states;
  if (f == "inverse_dynamics")
    rotate_states(
        st, [&](int k) { inverse_dynamics(m, ws, s[k].q, s[k].qd, s[k].qdd, v); }, v.data());
  else if (f == "mass_matrix")
    rotate_states(
        st, [&](int k) { mass_matrix_composite(m, ws, s[k].q, M); }, M.data());
  else if (f == "gravity")
    rotate_states(
        st, [&](int k) { gravity_torques(m, ws, s[k].q, v); }, v.data());
  else if (f == "coriolis_centrifugal")
    rotate_states(
        st, [&](int k) { coriolis_centrifugal(m, ws, s[k].q, s[k].qd, v); }, v.data());
  else
    rotate_states(
        st, [&](int k) { forward_dynamics(m, ws, s[k].q, s[k].qd, fx.torques[k], v); }, v.data());
}

void kdl(benchmark::State& st, const Fixture& fx, const std::string& f) {
  const KDL::Vector g = kdl_gravity(fx.model);
  const unsigned n = fx.chain.getNrOfJoints();
  const KDL::Wrenches f_ext(fx.chain.getNrOfSegments(), KDL::Wrench::Zero());
  KDL::JntArray v(n);
  KDL::JntSpaceInertiaMatrix M(n);
  if (f == "inverse_dynamics") {
    KDL::ChainIdSolver_RNE solver(fx.chain, g);
    rotate_states(
        st, [&](int k) { solver.CartToJnt(fx.q[k], fx.qd[k], fx.qdd[k], f_ext, v); },
        v.data.data());
  } else if (f == "forward_dynamics") {
    KDL::ChainFdSolver_RNE solver(fx.chain, g);
    rotate_states(
        st, [&](int k) { solver.CartToJnt(fx.q[k], fx.qd[k], fx.kdl_tau[k], f_ext, v); },
        v.data.data());
  } else {
    KDL::ChainDynParam solver(fx.chain, g);
    if (f == "mass_matrix")
      rotate_states(
          st, [&](int k) { solver.JntToMass(fx.q[k], M); }, M.data.data());
    else if (f == "gravity")
      rotate_states(
          st, [&](int k) { solver.JntToGravity(fx.q[k], v); }, v.data.data());
    else
      rotate_states(
          st, [&](int k) { solver.JntToCoriolis(fx.q[k], fx.qd[k], v); }, v.data.data());
  }
}

enum class Trig { lanes, two_lanes, libm };

/// One sin_cos call, as an emitted function's body makes it.
struct SinCosBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, double* s, double* c, const double* q) const {
    sin_cos(s, c, q[0], q[1], q[2], q[3], q[4], q[5]);
  }
};

/// sin and cos of six angles (a six-joint arm's): one sin_cos call (as the
/// processor allows, or in two lanes) or six libm pairs.
void six_angles(benchmark::State& st, Trig trig) {
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> angle(-3.2, 3.2);
  std::vector<double> pool(kPool * 6);
  for (double& a : pool) a = angle(rng);
  double s[6], c[6];
  rotate_states(
      st,
      [&](int k) {
        const double* q = &pool[static_cast<std::size_t>(k) * 6];
        if (trig == Trig::lanes) {
          emitted_trig::evaluate(SinCosBody(), static_cast<double*>(s), static_cast<double*>(c), q);
        } else if (trig == Trig::two_lanes) {
          emitted_trig::sin_cos_two_lanes(s, c, q[0], q[1], q[2], q[3], q[4], q[5]);
        } else {
          for (int i = 0; i < 6; ++i) {
            s[i] = std::sin(q[i]);
            c[i] = std::cos(q[i]);
          }
        }
      },
      s);
  benchmark::DoNotOptimize(c);
}

std::string model_path(const std::string& name) {
  return std::string(NEDYN_MODELS_DIR) + "/" + name + ".yaml";
}

/// The emitted derivatives of one robot (docs/codegen.md), and the emitted
/// tau and qdd that central differences call instead.
struct EmittedDerivatives {
  void (*inverse)(const double*, const double*, const double*, double*, double*);
  void (*forward)(const double*, const double*, const double*, double*, double*, double*, double*);
  void (*tau)(const double*, const double*, const double*, double*);
  void (*qdd)(const double*, const double*, const double*, double*);
};

// The cost a user pays without derivatives: central differences of the
// emitted tau (over q and qd, 4n calls) or qdd (over q, qd and tau, 6n
// calls), column by column into the same row-major Jacobians.
void central_differences(benchmark::State& st, const Fixture& fx, const EmittedDerivatives& e,
                         bool forward) {
  const int n = fx.model.dof();
  const auto size = static_cast<std::size_t>(n);
  const double h = 1e-6;
  std::vector<double> x[3], plus(size), minus(size), J(3 * size * size);
  const auto f = [&](const std::vector<double>* in, double* out) {
    (forward ? e.qdd : e.tau)(in[0].data(), in[1].data(), in[2].data(), out);
  };
  rotate_states(
      st,
      [&](int k) {
        const State& s = fx.states[static_cast<std::size_t>(k)];
        const Eigen::VectorXd* args[3] = {&s.q, &s.qd, forward ? &fx.torques[k] : &s.qdd};
        for (int a = 0; a < 3; ++a) x[a].assign(args[a]->data(), args[a]->data() + n);
        for (int a = 0; a < (forward ? 3 : 2); ++a)
          for (std::size_t j = 0; j < size; ++j) {
            const double saved = x[a][j];
            x[a][j] = saved + h;
            f(x, plus.data());
            x[a][j] = saved - h;
            f(x, minus.data());
            x[a][j] = saved;
            for (std::size_t i = 0; i < size; ++i)
              J[(static_cast<std::size_t>(a) * size + i) * size + j] =
                  (plus[i] - minus[i]) / (2 * h);
          }
      },
      J.data());
}

// Both Jacobians of tau, or qdd and its three, emitted or by the runtime's
// AutoDiff or its analytic derivatives (Carpentier and Mansard).
void derivatives(benchmark::State& st, const Fixture& fx, const EmittedDerivatives* e, bool forward,
                 bool analytic = false) {
  const NumericModel& m = fx.model;
  const int n = m.dof();
  Workspace ws(m);
  AnalyticDerivativesWorkspace data(m);
  Eigen::VectorXd qdd(n);
  Eigen::MatrixXd a(n, n), b(n, n), c(n, n);
  const auto& s = fx.states;
  if (e && !forward)
    rotate_states(
        st,
        [&](int k) {
          e->inverse(s[k].q.data(), s[k].qd.data(), s[k].qdd.data(), a.data(), b.data());
        },
        a.data());
  else if (e)
    rotate_states(
        st,
        [&](int k) {
          e->forward(s[k].q.data(), s[k].qd.data(), fx.torques[k].data(), qdd.data(), a.data(),
                     b.data(), c.data());
        },
        a.data());
  else if (analytic && !forward)
    rotate_states(
        st,
        [&](int k) {
          analytic_inverse_dynamics_derivatives(m, ws, data, s[k].q, s[k].qd, s[k].qdd, a, b);
        },
        a.data());
  else if (analytic)
    rotate_states(
        st,
        [&](int k) {
          analytic_forward_dynamics_derivatives(m, ws, data, s[k].q, s[k].qd, fx.torques[k], qdd, a,
                                                b, c);
        },
        a.data());
  else if (!forward)
    rotate_states(
        st, [&](int k) { inverse_dynamics_derivatives(m, s[k].q, s[k].qd, s[k].qdd, a, b); },
        a.data());
  else
    rotate_states(
        st,
        [&](int k) {
          forward_dynamics_derivatives(m, ws, s[k].q, s[k].qd, fx.torques[k], qdd, a, b, c);
        },
        a.data());
}

/// The emitted regressors of one robot (docs/identification.md).
struct EmittedRegressors {
  void (*regressor)(const double*, const double*, const double*, double*);
  void (*base_regressor)(const double*, const double*, const double*, double*);
};

// Y or Yb emitted, or Yb by the runtime: its numeric regressor Y (link
// wrenches carried inwards), then the base parameters' columns.
void regressors(benchmark::State& st, const Fixture& fx, const std::string& path,
                const EmittedRegressors* e, bool base) {
  const int n = fx.model.dof();
  std::vector<double> out(static_cast<std::size_t>(n * 13 * n));
  double* r = out.data();
  const auto& s = fx.states;
  if (e) {
    const auto f = base ? e->base_regressor : e->regressor;
    rotate_states(
        st, [&](int k) { f(s[k].q.data(), s[k].qd.data(), s[k].qdd.data(), r); }, r);
    return;
  }
  const Model model = load_model(path);
  const BaseParameterMap map = numeric_map(model, base_parameters(model));
  Workspace ws(fx.model);
  Eigen::MatrixXd Y(n, 13 * n), Yb(n, map.size());
  rotate_states(
      st,
      [&](int k) {
        regressor(fx.model, ws, s[k].q, s[k].qd, s[k].qdd, Y);
        for (int b = 0; b < map.size(); ++b) Yb.col(b) = Y.col(map.columns[std::size_t(b)]);
      },
      Yb.data());
}

/// The emitted task-space terms of one robot (docs/task_space.md).
struct EmittedTask {
  int (*mass_matrix)(const double*, double*);
  int (*velocity_terms)(const double*, const double*, double*);
  int (*gravity)(const double*, double*);
  int (*dynamics)(const double*, const double*, double*, double*, double*);
};

// Mx, Vx or Gx alone, all three by task_dynamics (one factorisation), or all
// three by three calls ("task_terms", each factorising M and Jx M^-1 Jx^T
// again); or the runtime's task_space (all three from one factorisation, Eigen).
void task_terms(benchmark::State& st, const Fixture& fx, const EmittedTask* e,
                const std::string& what) {
  const NumericModel& m = fx.model;
  Workspace ws(m);
  std::vector<double> Mx(36), Vx(6), Gx(6);
  int status = 0;
  const auto& s = fx.states;
  if (!e) {
    TaskSpace t;
    rotate_states(
        st, [&](int k) { t = task_space(m, ws, s[k].q, s[k].qd, 0); }, t.Lambda.data());
  } else if (what == "task_mass_matrix") {
    rotate_states(
        st, [&](int k) { status |= e->mass_matrix(s[k].q.data(), Mx.data()); }, Mx.data());
  } else if (what == "task_velocity_terms") {
    rotate_states(
        st, [&](int k) { status |= e->velocity_terms(s[k].q.data(), s[k].qd.data(), Vx.data()); },
        Vx.data());
  } else if (what == "task_dynamics") {
    rotate_states(
        st,
        [&](int k) {
          status |= e->dynamics(s[k].q.data(), s[k].qd.data(), Mx.data(), Vx.data(), Gx.data());
        },
        Mx.data());
  } else if (what == "task_gravity") {
    rotate_states(
        st, [&](int k) { status |= e->gravity(s[k].q.data(), Gx.data()); }, Gx.data());
  } else {
    rotate_states(
        st,
        [&](int k) {
          status |= e->mass_matrix(s[k].q.data(), Mx.data());
          status |= e->velocity_terms(s[k].q.data(), s[k].qd.data(), Vx.data());
          status |= e->gravity(s[k].q.data(), Gx.data());
        },
        Mx.data());
  }
  // A singular state would time a shortcut: none of the pool is.
  if (status != 0) st.SkipWithError("a task function reported a singular state");
}

/// One robot's functions of a state, single and batched, over one signature:
/// (count, q, qd, x, out) with x qdd or tau and the results one after another
/// in out, each `count` states long.
struct EmittedBatch {
  std::function<void(const double*, const double*, const double*, double*)> single;
  std::function<void(int, const double*, const double*, const double*, double*)> batch;
  int result_size;  ///< of one state
};

#define NEDYN_BATCH_FUNCTIONS(ns)                                                                  \
  {                                                                                                \
    {"inverse_dynamics",                                                                           \
     {[](const double* q, const double* qd, const double* x, double* r) {                          \
        ns::inverse_dynamics(q, qd, x, r);                                                         \
      },                                                                                           \
      [](int c, const double* q, const double* qd, const double* x, double* r) {                   \
        ns::inverse_dynamics_batch(c, q, qd, x, r);                                                \
      },                                                                                           \
      1}},                                                                                         \
        {"mass_matrix",                                                                            \
         {[](const double* q, const double*, const double*, double* r) { ns::mass_matrix(q, r); }, \
          [](int c, const double* q, const double*, const double*, double* r) {                    \
            ns::mass_matrix_batch(c, q, r);                                                        \
          },                                                                                       \
          0}},                                                                                     \
        {"coriolis_centrifugal",                                                                   \
         {[](const double* q, const double* qd, const double*, double* r) {                        \
            ns::coriolis_centrifugal(q, qd, r);                                                    \
          },                                                                                       \
          [](int c, const double* q, const double* qd, const double*, double* r) {                 \
            ns::coriolis_centrifugal_batch(c, q, qd, r);                                           \
          },                                                                                       \
          1}},                                                                                     \
        {"gravity",                                                                                \
         {[](const double* q, const double*, const double*, double* r) { ns::gravity(q, r); },     \
          [](int c, const double* q, const double*, const double*, double* r) {                    \
            ns::gravity_batch(c, q, r);                                                            \
          },                                                                                       \
          1}},                                                                                     \
        {"forward_dynamics",                                                                       \
         {[](const double* q, const double* qd, const double* x, double* r) {                      \
            ns::forward_dynamics(q, qd, x, r);                                                     \
          },                                                                                       \
          [](int c, const double* q, const double* qd, const double* x, double* r) {               \
            ns::forward_dynamics_batch(c, q, qd, x, r);                                            \
          },                                                                                       \
          1}},                                                                                     \
        {"inverse_dynamics_derivatives",                                                           \
         {[](const double* q, const double* qd, const double* x, double* r) {                      \
            ns::inverse_dynamics_derivatives(q, qd, x, r, r + ns::kDof * ns::kDof);                \
          },                                                                                       \
          [](int c, const double* q, const double* qd, const double* x, double* r) {               \
            ns::inverse_dynamics_derivatives_batch(c, q, qd, x, r, r + c * ns::kDof * ns::kDof);   \
          },                                                                                       \
          2}},                                                                                     \
    {                                                                                              \
      "forward_dynamics_derivatives", {                                                            \
        [](const double* q, const double* qd, const double* x, double* r) {                        \
          const int m = ns::kDof * ns::kDof;                                                       \
          ns::forward_dynamics_derivatives(q, qd, x, r, r + ns::kDof, r + ns::kDof + m,            \
                                           r + ns::kDof + 2 * m);                                  \
        },                                                                                         \
            [](int c, const double* q, const double* qd, const double* x, double* r) {             \
              const int m = c * ns::kDof * ns::kDof;                                               \
              ns::forward_dynamics_derivatives_batch(c, q, qd, x, r, r + c * ns::kDof,             \
                                                     r + c * ns::kDof + m,                         \
                                                     r + c * ns::kDof + 2 * m);                    \
            },                                                                                     \
            3                                                                                      \
      }                                                                                            \
    }                                                                                              \
  }

/// States for the batches: the fixture's pool repeated, one array per input.
struct BatchStates {
  BatchStates(const Fixture& fx, int count) {
    for (int k = 0; k < count; ++k) {
      const State& s = fx.states[static_cast<std::size_t>(k % kPool)];
      q.insert(q.end(), s.q.data(), s.q.data() + s.q.size());
      qd.insert(qd.end(), s.qd.data(), s.qd.data() + s.qd.size());
      qdd.insert(qdd.end(), s.qdd.data(), s.qdd.data() + s.qdd.size());
      const Eigen::VectorXd& t = fx.torques[static_cast<std::size_t>(k % kPool)];
      tau.insert(tau.end(), t.data(), t.data() + t.size());
    }
  }
  std::vector<double> q, qd, qdd, tau;
};

constexpr int kBatchStates = 1024;

/// `kBatchStates` states by one batch call (`batched`) or by as many single
/// calls; the time per state is the reported time divided by kBatchStates
/// (items_per_second is states per second).
void batch(benchmark::State& st, const Fixture& fx, const std::string& f, const EmittedBatch& e,
           bool batched) {
  const int n = fx.model.dof();
  const BatchStates s(fx, kBatchStates);
  const double* x = f.compare(0, 7, "forward") == 0 ? s.tau.data() : s.qdd.data();
  // Results: n n each (M, derivatives) or n, with room for qdd beside three n x n.
  std::vector<double> out(static_cast<std::size_t>(kBatchStates * (3 * n * n + n)));
  const std::size_t stride = static_cast<std::size_t>(f == "mass_matrix"   ? n * n
                                                      : e.result_size == 1 ? n
                                                      : e.result_size == 2 ? 2 * n * n
                                                                           : 3 * n * n + n);
  for (auto _ : st) {
    if (batched) {
      e.batch(kBatchStates, s.q.data(), s.qd.data(), x, out.data());
    } else {
      for (std::size_t k = 0; k < kBatchStates; ++k) {
        const std::size_t at = k * static_cast<std::size_t>(n);
        e.single(s.q.data() + at, s.qd.data() + at, x + at, out.data() + k * stride);
      }
    }
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  st.SetItemsProcessed(st.iterations() * kBatchStates);
}

/// The emitted functions a computed-torque controller calls every cycle.
struct EmittedCycle {
  void (*mass_matrix)(const double*, double*);
  void (*coriolis_centrifugal)(const double*, const double*, double*);
  void (*gravity)(const double*, double*);
  void (*jacobian)(const double*, double*);
  void (*jacobian_dot_qd)(const double*, const double*, double*);
  void (*dynamics_terms)(const double*, const double*, double*, double*, double*);
  void (*dynamics_terms_with_jacobian)(const double*, const double*, double*, double*, double*,
                                       double*, double*);
};

// M, V, G (with_jacobian: and J, J'qd) by one call of dynamics_terms
// (`together`) or by the separate functions one after another.
void controller_cycle(benchmark::State& st, const Fixture& fx, const EmittedCycle* e,
                      bool with_jacobian, bool together) {
  const int n = fx.model.dof();
  const auto size = [](int k) { return static_cast<std::size_t>(k); };
  std::vector<double> M(size(n * n)), V(size(n)), G(size(n)), J(size(6 * n)), a(6);
  const auto& s = fx.states;
  rotate_states(
      st,
      [&](int k) {
        const double *q = s[k].q.data(), *qd = s[k].qd.data();
        if (together && with_jacobian) {
          e->dynamics_terms_with_jacobian(q, qd, M.data(), V.data(), G.data(), J.data(), a.data());
        } else if (together) {
          e->dynamics_terms(q, qd, M.data(), V.data(), G.data());
        } else {
          e->mass_matrix(q, M.data());
          e->coriolis_centrifugal(q, qd, V.data());
          e->gravity(q, G.data());
          if (with_jacobian) {
            e->jacobian(q, J.data());
            e->jacobian_dot_qd(q, qd, a.data());
          }
        }
      },
      M.data());
}

}  // namespace

int main(int argc, char** argv) {
  // Fixtures live for the whole run; each benchmark reads its own.
  static const std::vector<Robot> robots = {
      {"puma560",
       model_path("puma560"),
       {puma560::inverse_dynamics, puma560::mass_matrix, puma560::gravity,
        puma560::coriolis_centrifugal, puma560::forward_dynamics}},
      {"stanford",
       model_path("stanford"),
       {stanford::inverse_dynamics, stanford::mass_matrix, stanford::gravity,
        stanford::coriolis_centrifugal, stanford::forward_dynamics}},
      {"panda",
       model_path("panda"),
       {panda::inverse_dynamics, panda::mass_matrix, panda::gravity, panda::coriolis_centrifugal,
        panda::forward_dynamics}},
      {"ur5",
       model_path("ur5"),
       {ur5::inverse_dynamics, ur5::mass_matrix, ur5::gravity, ur5::coriolis_centrifugal,
        ur5::forward_dynamics}},
      {"panda_urdf",
       std::string(NEDYN_URDF_DIR) + "/panda_arm.urdf",
       {panda_arm_urdf::inverse_dynamics, panda_arm_urdf::mass_matrix, panda_arm_urdf::gravity,
        panda_arm_urdf::coriolis_centrifugal, panda_arm_urdf::forward_dynamics}},
      {"ur5_urdf",
       std::string(NEDYN_URDF_DIR) + "/ur5.urdf",
       {ur5_urdf::inverse_dynamics, ur5_urdf::mass_matrix, ur5_urdf::gravity,
        ur5_urdf::coriolis_centrifugal, ur5_urdf::forward_dynamics}},
      {"chain12",
       std::string(NEDYN_BENCH_MODELS_DIR) + "/chain12.yaml",
       {chain12::inverse_dynamics, chain12::mass_matrix, chain12::gravity,
        chain12::coriolis_centrifugal, chain12::forward_dynamics}},
  };
  static std::vector<std::unique_ptr<Fixture>> fixtures;
  for (const Robot& robot : robots) fixtures.push_back(std::make_unique<Fixture>(robot));
  const std::vector<std::string> functions = {"inverse_dynamics", "mass_matrix", "gravity",
                                              "coriolis_centrifugal", "forward_dynamics"};
  for (const std::string& f : functions)
    for (std::size_t r = 0; r < robots.size(); ++r) {
      const Fixture& fx = *fixtures[r];
      const std::string prefix = f + "/" + robots[r].name + "/";
      const Emitted e = robots[r].emitted;
      benchmark::RegisterBenchmark((prefix + "emitted").c_str(),
                                   [&fx, e, f](benchmark::State& st) { emitted(st, fx, e, f); });
      benchmark::RegisterBenchmark((prefix + "runtime").c_str(),
                                   [&fx, f](benchmark::State& st) { runtime(st, fx, f); });
      benchmark::RegisterBenchmark((prefix + "kdl").c_str(),
                                   [&fx, f](benchmark::State& st) { kdl(st, fx, f); });
    }
  const std::pair<std::string, void (*)(const double*, const double*, const double*, double*)>
      two_lanes[] = {{"puma560", puma560_two_lanes::inverse_dynamics},
                     {"panda", panda_two_lanes::inverse_dynamics}};
  for (const auto& robot : two_lanes)
    for (std::size_t r = 0; r < robots.size(); ++r) {
      if (robots[r].name != robot.first) continue;
      const Fixture& fx = *fixtures[r];
      const Emitted e{robot.second, nullptr, nullptr, nullptr, nullptr};
      benchmark::RegisterBenchmark(
          ("inverse_dynamics/" + robot.first + "/emitted_two_lanes").c_str(),
          [&fx, e](benchmark::State& st) { emitted(st, fx, e, "inverse_dynamics"); });
    }
  // Batches: the widest lanes this processor has (eight with AVX-512F), AVX2's
  // four as a processor without AVX-512F runs them, and two as one without AVX2.
  static const std::map<std::string, std::map<std::string, EmittedBatch>> batches = {
      {"puma560", NEDYN_BATCH_FUNCTIONS(puma560)},
      {"panda", NEDYN_BATCH_FUNCTIONS(panda)},
      {"puma560_four_lanes", NEDYN_BATCH_FUNCTIONS(puma560_four_lanes)},
      {"panda_four_lanes", NEDYN_BATCH_FUNCTIONS(panda_four_lanes)},
      {"puma560_two_lanes", NEDYN_BATCH_FUNCTIONS(puma560_two_lanes)},
      {"panda_two_lanes", NEDYN_BATCH_FUNCTIONS(panda_two_lanes)}};
  for (const char* robot : {"puma560", "panda"})
    for (std::size_t r = 0; r < robots.size(); ++r) {
      if (robots[r].name != robot) continue;
      const Fixture& fx = *fixtures[r];
      for (const char* lanes : {"", "_four_lanes", "_two_lanes"})
        for (const auto& [f, e] : batches.at(robot + std::string(lanes)))
          for (const bool batched : {false, true}) {
            const EmittedBatch* function = &e;
            const std::string name =
                "batch/" + f + "/" + robot + "/" + (batched ? "batched" : "single") + lanes;
            benchmark::RegisterBenchmark(name.c_str(),
                                         [&fx, f, function, batched](benchmark::State& st) {
                                           batch(st, fx, f, *function, batched);
                                         });
          }
    }
  static const std::pair<std::string, EmittedDerivatives> with_derivatives[] = {
      {"puma560",
       {puma560::inverse_dynamics_derivatives, puma560::forward_dynamics_derivatives,
        puma560::inverse_dynamics, puma560::forward_dynamics}},
      {"panda",
       {panda::inverse_dynamics_derivatives, panda::forward_dynamics_derivatives,
        panda::inverse_dynamics, panda::forward_dynamics}}};
  for (const auto& robot : with_derivatives)
    for (std::size_t r = 0; r < robots.size(); ++r) {
      if (robots[r].name != robot.first) continue;
      const Fixture& fx = *fixtures[r];
      const EmittedDerivatives* e = &robot.second;
      for (const bool forward : {false, true}) {
        const std::string prefix =
            std::string(forward ? "forward" : "inverse") + "_dynamics_derivatives/" + robot.first;
        benchmark::RegisterBenchmark(
            (prefix + "/emitted").c_str(),
            [&fx, e, forward](benchmark::State& st) { derivatives(st, fx, e, forward); });
        benchmark::RegisterBenchmark(
            (prefix + "/runtime_autodiff").c_str(),
            [&fx, forward](benchmark::State& st) { derivatives(st, fx, nullptr, forward); });
        benchmark::RegisterBenchmark(
            (prefix + "/runtime_analytic").c_str(),
            [&fx, forward](benchmark::State& st) { derivatives(st, fx, nullptr, forward, true); });
        benchmark::RegisterBenchmark(
            (prefix + "/central_differences").c_str(),
            [&fx, e, forward](benchmark::State& st) { central_differences(st, fx, *e, forward); });
      }
    }
  static const std::pair<std::string, EmittedRegressors> with_regressors[] = {
      {"puma560", {puma560::regressor, puma560::base_regressor}},
      {"panda", {panda::regressor, panda::base_regressor}},
      {"chain12", {chain12::regressor, chain12::base_regressor}}};
  for (const auto& robot : with_regressors)
    for (std::size_t r = 0; r < robots.size(); ++r) {
      if (robots[r].name != robot.first) continue;
      const Fixture& fx = *fixtures[r];
      const EmittedRegressors* e = &robot.second;
      const std::string path = robots[r].path;
      benchmark::RegisterBenchmark(
          ("regressor/" + robot.first + "/emitted").c_str(),
          [&fx, e, path](benchmark::State& st) { regressors(st, fx, path, e, false); });
      benchmark::RegisterBenchmark(
          ("base_regressor/" + robot.first + "/emitted").c_str(),
          [&fx, e, path](benchmark::State& st) { regressors(st, fx, path, e, true); });
      benchmark::RegisterBenchmark(
          ("base_regressor/" + robot.first + "/runtime").c_str(),
          [&fx, path](benchmark::State& st) { regressors(st, fx, path, nullptr, true); });
    }
  static const std::pair<std::string, EmittedTask> with_task[] = {
      {"puma560",
       {puma560::task_mass_matrix, puma560::task_velocity_terms, puma560::task_gravity,
        puma560::task_dynamics}},
      {"panda",
       {panda::task_mass_matrix, panda::task_velocity_terms, panda::task_gravity,
        panda::task_dynamics}}};
  for (const auto& robot : with_task)
    for (std::size_t r = 0; r < robots.size(); ++r) {
      if (robots[r].name != robot.first) continue;
      const Fixture& fx = *fixtures[r];
      const EmittedTask* e = &robot.second;
      for (const std::string what : {"task_mass_matrix", "task_velocity_terms", "task_gravity",
                                     "task_dynamics", "task_terms"})
        benchmark::RegisterBenchmark(
            (what + "/" + robot.first + "/emitted").c_str(),
            [&fx, e, what](benchmark::State& st) { task_terms(st, fx, e, what); });
      benchmark::RegisterBenchmark(
          ("task_terms/" + robot.first + "/runtime").c_str(),
          [&fx](benchmark::State& st) { task_terms(st, fx, nullptr, "task_terms"); });
    }
  static const std::pair<std::string, EmittedCycle> with_cycle[] = {
      {"puma560",
       {puma560::mass_matrix, puma560::coriolis_centrifugal, puma560::gravity, puma560::jacobian,
        puma560::jacobian_dot_qd, puma560::dynamics_terms, puma560::dynamics_terms_with_jacobian}},
      {"panda",
       {panda::mass_matrix, panda::coriolis_centrifugal, panda::gravity, panda::jacobian,
        panda::jacobian_dot_qd, panda::dynamics_terms, panda::dynamics_terms_with_jacobian}}};
  for (const auto& robot : with_cycle)
    for (std::size_t r = 0; r < robots.size(); ++r) {
      if (robots[r].name != robot.first) continue;
      const Fixture& fx = *fixtures[r];
      const EmittedCycle* e = &robot.second;
      for (const bool with_jacobian : {false, true})
        for (const bool together : {true, false})
          benchmark::RegisterBenchmark(
              ((with_jacobian ? "dynamics_terms_with_jacobian/" : "dynamics_terms/") + robot.first +
               (together ? "/emitted" : "/emitted_separate"))
                  .c_str(),
              [&fx, e, with_jacobian, together](benchmark::State& st) {
                controller_cycle(st, fx, e, with_jacobian, together);
              });
    }
  benchmark::RegisterBenchmark("sin_cos/six_angles/emitted",
                               [](benchmark::State& st) { six_angles(st, Trig::lanes); });
  benchmark::RegisterBenchmark("sin_cos/six_angles/emitted_two_lanes",
                               [](benchmark::State& st) { six_angles(st, Trig::two_lanes); });
  benchmark::RegisterBenchmark("sin_cos/six_angles/libm",
                               [](benchmark::State& st) { six_angles(st, Trig::libm); });
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
