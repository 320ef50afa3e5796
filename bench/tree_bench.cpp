// Kinematic trees: the emitted code of the quadruped and the humanoid-like
// tree of tests/urdf/ (generated at build time), fixed and the quadruped on a
// floating base too, against nedyn's numeric runtime and Orocos KDL's
// TreeIdSolver_RNE (kdl_parser reads the same file; fixed bases), in the same run: inverse
// dynamics, the mass matrix (the runtime's composite-rigid-body algorithm and its Newton-Euler
// columns), forward dynamics and the derivatives of both (the runtime's by AutoDiff). States rotate
// through a seeded pool of 64. The floating quadruped stands on its four feet
// (point contacts): constrained forward dynamics, impulses and contact inverse
// dynamics and the derivatives of constrained and impulse dynamics, emitted
// against the runtime's (contact_dynamics.hpp, Eigen's dense solves;
// contact_derivatives.hpp, AutoDiff). Benchmarks are named FUNCTION/ROBOT/IMPLEMENTATION;
// bench/run_benchmarks.sh trees writes them into docs/BENCHMARKS.md. With --operations the program
// prints, instead, the multiplications and additions of one call of the runtime's recursions
// (counted by running them on a scalar type that counts) as JSON.

#include <benchmark/benchmark.h>

#include <cstring>
#include <functional>
#include <iostream>
#include <map>
#include <random>
#include <string>
#include <vector>

#include <kdl/tree.hpp>
#include <kdl/treeidsolver_recursive_newton_euler.hpp>
#include <kdl_parser/kdl_parser.hpp>

#include "humanoid21.hpp"           // tests/urdf/humanoid21.urdf, generated at build time
#include "humanoid21_floating.hpp"  // the same with --floating-base
#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/analytic_derivatives.hpp"
#include "nedyn/runtime/contact_derivatives.hpp"
#include "nedyn/runtime/contact_dynamics.hpp"
#include "nedyn/runtime/derivatives.hpp"
#include "nedyn/runtime/forward_dynamics.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "operation_counter.hpp"
#include "quadruped12.hpp"           // tests/urdf/quadruped12.urdf, generated at build time
#include "quadruped12_floating.hpp"  // the same with --floating-base
#include "test_support.hpp"

namespace {

using nedyn::NumericModel;
using nedyn::Workspace;

constexpr int kPool = 64;

struct Emitted {
  void (*inverse_dynamics)(const double*, const double*, const double*, double*);
  void (*mass_matrix)(const double*, double*);
  void (*forward_dynamics)(const double*, const double*, const double*, double*);
  void (*inverse_dynamics_derivatives)(const double*, const double*, const double*, double*,
                                       double*);
  void (*forward_dynamics_derivatives)(const double*, const double*, const double*, double*,
                                       double*, double*, double*);
};

/// The contact functions of a robot generated with --contacts.
struct EmittedContacts {
  int (*constrained_forward_dynamics)(const double*, const double*, const double*, double*,
                                      double*) = nullptr;
  int (*impulse_dynamics)(const double*, const double*, const double*, double*, double*) = nullptr;
  int (*contact_inverse_dynamics)(const double*, const double*, const double*, double*,
                                  double*) = nullptr;
  int (*constrained_forward_dynamics_derivatives)(const double*, const double*, const double*,
                                                  double*, double*, double*, double*, double*,
                                                  double*, double*, double*) = nullptr;
  int (*impulse_dynamics_derivatives)(const double*, const double*, const double*, double*, double*,
                                      double*, double*, double*, double*) = nullptr;
};

constexpr const char* kContactFunctions[] = {
    "constrained_forward_dynamics", "impulse_dynamics", "contact_inverse_dynamics",
    "constrained_forward_dynamics_derivatives", "impulse_dynamics_derivatives"};

struct Robot {
  std::string name;
  bool floating = false;  ///< a floating base: no KDL, states of nq and nv entries
  Emitted emitted{};
  EmittedContacts contacts{};  ///< where the robot has contacts (its model's too)
  NumericModel model;
  KDL::Tree tree;
  std::vector<unsigned> kdl_index;  ///< KDL's q_nr of each of nedyn's joints
  std::vector<nedyn::test::State> states;
  std::vector<Eigen::VectorXd> tau;
};

nedyn::Model load(const std::string& file, bool floating) {
  std::vector<std::string> notes;
  nedyn::UrdfOptions options;
  options.floating_base = floating;
  return nedyn::load_urdf(std::string(NEDYN_URDF_DIR) + "/" + file, options, notes);
}

Robot make_robot(const std::string& name, const std::string& urdf, bool floating, Emitted emitted,
                 EmittedContacts contacts = {}, const std::string& held = "") {
  Robot r;
  r.name = name;
  r.floating = floating;
  r.emitted = emitted;
  r.contacts = contacts;
  nedyn::Model model = load(urdf + ".urdf", floating);
  if (!held.empty()) model.contacts = nedyn::parse_contacts(held);
  r.model = nedyn::instantiate(model);
  if (!kdl_parser::treeFromFile(std::string(NEDYN_URDF_DIR) + "/" + urdf + ".urdf", r.tree))
    throw std::runtime_error("kdl_parser cannot read " + urdf);
  for (const nedyn::Joint& joint : model.joints)
    for (const auto& entry : r.tree.getSegments())
      if (GetTreeElementSegment(entry.second).getJoint().getName() == joint.name)
        r.kdl_index.push_back(GetTreeElementQNr(entry.second));
  std::mt19937 rng(nedyn::test::kSeed);
  Workspace ws(r.model);
  for (int k = 0; k < kPool; ++k) {
    r.states.push_back(nedyn::test::random_state(r.model, rng));
    Eigen::VectorXd tau(r.model.nv());
    nedyn::inverse_dynamics(r.model, ws, r.states.back().q, r.states.back().qd, r.states.back().qdd,
                            tau);
    r.tau.push_back(tau);
  }
  return r;
}

#define EMITTED(ns)                                                                                \
  Emitted {                                                                                        \
    ns::inverse_dynamics, ns::mass_matrix, ns::forward_dynamics, ns::inverse_dynamics_derivatives, \
        ns::forward_dynamics_derivatives                                                           \
  }

const std::vector<Robot>& robots() {
  static const std::vector<Robot> all = {
      make_robot("quadruped12", "quadruped12", false, EMITTED(quadruped12)),
      make_robot("humanoid21", "humanoid21", false, EMITTED(humanoid21)),
      make_robot(
          "quadruped12_floating", "quadruped12", true, EMITTED(quadruped12_floating),
          {quadruped12_floating::constrained_forward_dynamics,
           quadruped12_floating::impulse_dynamics, quadruped12_floating::contact_inverse_dynamics,
           quadruped12_floating::constrained_forward_dynamics_derivatives,
           quadruped12_floating::impulse_dynamics_derivatives},
          "FL_FOOT,FR_FOOT,HL_FOOT,HR_FOOT"),
      make_robot("humanoid21_floating", "humanoid21", true, EMITTED(humanoid21_floating))};
  return all;
}

// Calls f(k) for k = 0, 1, ... through the pool, one state per iteration.
template <typename F>
void loop(benchmark::State& st, F&& f) {
  int k = 0;
  for (auto _ : st) {
    f(k);
    k = (k + 1) % kPool;
  }
}

void emitted(benchmark::State& st, const Robot& r, const std::string& f) {
  // Room for qdd beside three nv x nv Jacobians.
  const auto nv = static_cast<std::size_t>(r.model.nv());
  std::vector<double> out(nv + 3 * nv * nv);
  double* jacobians = out.data() + nv;
  if (f == "inverse_dynamics")
    loop(st, [&](int k) {
      const auto& s = r.states[static_cast<std::size_t>(k)];
      r.emitted.inverse_dynamics(s.q.data(), s.qd.data(), s.qdd.data(), out.data());
      benchmark::DoNotOptimize(out.data());
    });
  else if (f == "mass_matrix")
    loop(st, [&](int k) {
      r.emitted.mass_matrix(r.states[static_cast<std::size_t>(k)].q.data(), out.data());
      benchmark::DoNotOptimize(out.data());
    });
  else if (f == "forward_dynamics")
    loop(st, [&](int k) {
      const auto& s = r.states[static_cast<std::size_t>(k)];
      r.emitted.forward_dynamics(s.q.data(), s.qd.data(), r.tau[static_cast<std::size_t>(k)].data(),
                                 out.data());
      benchmark::DoNotOptimize(out.data());
    });
  else if (f == "inverse_dynamics_derivatives")
    loop(st, [&](int k) {
      const auto& s = r.states[static_cast<std::size_t>(k)];
      r.emitted.inverse_dynamics_derivatives(s.q.data(), s.qd.data(), s.qdd.data(), jacobians,
                                             jacobians + nv * nv);
      benchmark::DoNotOptimize(out.data());
    });
  else
    loop(st, [&](int k) {
      const auto& s = r.states[static_cast<std::size_t>(k)];
      r.emitted.forward_dynamics_derivatives(
          s.q.data(), s.qd.data(), r.tau[static_cast<std::size_t>(k)].data(), out.data(), jacobians,
          jacobians + nv * nv, jacobians + 2 * nv * nv);
      benchmark::DoNotOptimize(out.data());
    });
}

void runtime(benchmark::State& st, const Robot& r, const std::string& f) {
  Workspace ws(r.model);
  const int n = r.model.nv();
  Eigen::VectorXd v(n);
  Eigen::MatrixXd M(n, n), a(n, n), b(n, n);
  if (f == "inverse_dynamics")
    loop(st, [&](int k) {
      const auto& s = r.states[static_cast<std::size_t>(k)];
      nedyn::inverse_dynamics(r.model, ws, s.q, s.qd, s.qdd, v);
      benchmark::DoNotOptimize(v.data());
    });
  else if (f == "mass_matrix")
    loop(st, [&](int k) {
      nedyn::mass_matrix_composite(r.model, ws, r.states[static_cast<std::size_t>(k)].q, M);
      benchmark::DoNotOptimize(M.data());
    });
  else if (f == "mass_matrix_columns")
    loop(st, [&](int k) {
      nedyn::mass_matrix(r.model, ws, r.states[static_cast<std::size_t>(k)].q, M);
      benchmark::DoNotOptimize(M.data());
    });
  else if (f == "forward_dynamics")
    loop(st, [&](int k) {
      const auto& s = r.states[static_cast<std::size_t>(k)];
      nedyn::forward_dynamics(r.model, ws, s.q, s.qd, r.tau[static_cast<std::size_t>(k)], v);
      benchmark::DoNotOptimize(v.data());
    });
  else if (f == "inverse_dynamics_derivatives")
    loop(st, [&](int k) {
      const auto& s = r.states[static_cast<std::size_t>(k)];
      nedyn::inverse_dynamics_derivatives(r.model, s.q, s.qd, s.qdd, a, b);
      benchmark::DoNotOptimize(a.data());
    });
  else
    loop(st, [&](int k) {
      const auto& s = r.states[static_cast<std::size_t>(k)];
      nedyn::forward_dynamics_derivatives(r.model, ws, s.q, s.qd,
                                          r.tau[static_cast<std::size_t>(k)], v, a, b, M);
      benchmark::DoNotOptimize(a.data());
    });
}

// The runtime's analytic derivatives (Carpentier and Mansard's recursion,
// analytic_derivatives.hpp): the O(n d) baseline of issue 72.
void analytic(benchmark::State& st, const Robot& r, const std::string& f) {
  Workspace ws(r.model);
  nedyn::AnalyticDerivativesWorkspace data(r.model);
  const int n = r.model.nv();
  Eigen::VectorXd v(n);
  Eigen::MatrixXd M(n, n), a(n, n), b(n, n);
  if (f == "inverse_dynamics_derivatives")
    loop(st, [&](int k) {
      const auto& s = r.states[static_cast<std::size_t>(k)];
      nedyn::analytic_inverse_dynamics_derivatives(r.model, ws, data, s.q, s.qd, s.qdd, a, b);
      benchmark::DoNotOptimize(a.data());
    });
  else
    loop(st, [&](int k) {
      const auto& s = r.states[static_cast<std::size_t>(k)];
      nedyn::analytic_forward_dynamics_derivatives(r.model, ws, data, s.q, s.qd,
                                                   r.tau[static_cast<std::size_t>(k)], v, a, b, M);
      benchmark::DoNotOptimize(a.data());
    });
}

// The contact functions, emitted or the runtime's, at the pool's states
// (restitution 0.5; the impulse's velocity the state's qd).
void contacts(benchmark::State& st, const Robot& r, const std::string& f, bool emitted) {
  Workspace ws(r.model);
  const auto rows = static_cast<std::size_t>(nedyn::contact_rows(r.model.contacts));
  const Eigen::Index nv = r.model.nv(), m = static_cast<Eigen::Index>(rows);
  Eigen::VectorXd x(nv), forces(m);
  const double restitution = 0.5;
  // The derivatives' results: qdd's by q, qd, tau (nv x nv), lambda's (rows x nv).
  Eigen::MatrixXd dx_dq(nv, nv), dx_dqd(nv, nv), dx_dtau(nv, nv), df_dq(m, nv), df_dqd(m, nv),
      df_dtau(m, nv);
  loop(st, [&](int k) {
    const auto& s = r.states[static_cast<std::size_t>(k)];
    const Eigen::VectorXd& tau = r.tau[static_cast<std::size_t>(k)];
    int status = 0;
    if (f == "constrained_forward_dynamics")
      status = emitted ? r.contacts.constrained_forward_dynamics(
                             s.q.data(), s.qd.data(), tau.data(), x.data(), forces.data())
                       : nedyn::constrained_forward_dynamics(r.model, ws, s.q, s.qd, tau,
                                                             r.model.contacts, x, forces);
    else if (f == "constrained_forward_dynamics_derivatives")
      status = emitted
                   ? r.contacts.constrained_forward_dynamics_derivatives(
                         s.q.data(), s.qd.data(), tau.data(), x.data(), forces.data(), dx_dq.data(),
                         dx_dqd.data(), dx_dtau.data(), df_dq.data(), df_dqd.data(), df_dtau.data())
                   : nedyn::constrained_forward_dynamics_derivatives(
                         r.model, ws, s.q, s.qd, tau, r.model.contacts, x, forces, dx_dq, dx_dqd,
                         dx_dtau, df_dq, df_dqd, df_dtau);
    else if (f == "impulse_dynamics_derivatives")
      status = emitted ? r.contacts.impulse_dynamics_derivatives(
                             s.q.data(), s.qd.data(), &restitution, x.data(), forces.data(),
                             dx_dq.data(), dx_dqd.data(), df_dq.data(), df_dqd.data())
                       : nedyn::impulse_dynamics_derivatives(r.model, ws, s.q, s.qd, restitution,
                                                             r.model.contacts, x, forces, dx_dq,
                                                             dx_dqd, df_dq, df_dqd);
    else if (f == "impulse_dynamics")
      status = emitted ? r.contacts.impulse_dynamics(s.q.data(), s.qd.data(), &restitution,
                                                     x.data(), forces.data())
                       : nedyn::impulse_dynamics(r.model, ws, s.q, s.qd, restitution,
                                                 r.model.contacts, x, forces);
    else
      status = emitted ? r.contacts.contact_inverse_dynamics(s.q.data(), s.qd.data(), s.qdd.data(),
                                                             x.data(), forces.data())
                       : nedyn::contact_inverse_dynamics(r.model, ws, s.q, s.qd, s.qdd,
                                                         r.model.contacts, x, forces);
    benchmark::DoNotOptimize(status);
    benchmark::DoNotOptimize(x.data());
  });
}

void kdl(benchmark::State& st, const Robot& r) {
  const Eigen::Vector3d& g = r.model.gravity;
  KDL::TreeIdSolver_RNE solver(r.tree, KDL::Vector(g(0), g(1), g(2)));
  const unsigned size = r.tree.getNrOfJoints();
  std::vector<KDL::JntArray> q, qd, qdd;
  for (const auto& s : r.states) {
    KDL::JntArray a(size), b(size), c(size);
    for (std::size_t i = 0; i < r.kdl_index.size(); ++i) {
      a(r.kdl_index[i]) = s.q(static_cast<int>(i));
      b(r.kdl_index[i]) = s.qd(static_cast<int>(i));
      c(r.kdl_index[i]) = s.qdd(static_cast<int>(i));
    }
    q.push_back(a);
    qd.push_back(b);
    qdd.push_back(c);
  }
  KDL::JntArray torques(size);
  const KDL::WrenchMap none;
  loop(st, [&](int k) {
    const auto i = static_cast<std::size_t>(k);
    solver.CartToJnt(q[i], qd[i], qdd[i], none, torques);
    benchmark::DoNotOptimize(torques.data.data());
  });
}

// One call of each runtime recursion on counting scalars (bench/operation_counter.hpp).
void print_operations() {
  std::cout << "{";
  bool first = true;
  for (const Robot& r : robots()) {
    const nedyn::test::State& s = r.states.front();
    for (const auto& counted : nedyn::bench::runtime_operations(r.model, s.q, s.qd, s.qdd)) {
      std::cout << (first ? "" : ",") << "\n \"" << counted.first << "/" << r.name
                << "/runtime\": [" << counted.second.multiplications << ", "
                << counted.second.additions << "]";
      first = false;
    }
  }
  std::cout << "\n}\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "--operations") == 0) {
    print_operations();
    return 0;
  }
  for (const Robot& r : robots()) {
    for (const std::string f : {"inverse_dynamics", "mass_matrix", "forward_dynamics",
                                "inverse_dynamics_derivatives", "forward_dynamics_derivatives"}) {
      benchmark::RegisterBenchmark((f + "/" + r.name + "/emitted").c_str(),
                                   [&r, f](benchmark::State& st) { emitted(st, r, f); });
      benchmark::RegisterBenchmark((f + "/" + r.name + "/runtime").c_str(),
                                   [&r, f](benchmark::State& st) { runtime(st, r, f); });
    }
    for (const std::string f : {"inverse_dynamics_derivatives", "forward_dynamics_derivatives"})
      benchmark::RegisterBenchmark((f + "/" + r.name + "/analytic").c_str(),
                                   [&r, f](benchmark::State& st) { analytic(st, r, f); });
    benchmark::RegisterBenchmark(
        ("mass_matrix_columns/" + r.name + "/runtime").c_str(),
        [&r](benchmark::State& st) { runtime(st, r, "mass_matrix_columns"); });
    if (r.contacts.constrained_forward_dynamics)
      for (const std::string f : kContactFunctions)
        for (const bool emitted_code : {true, false})
          benchmark::RegisterBenchmark(
              (f + "/" + r.name + (emitted_code ? "/emitted" : "/runtime")).c_str(),
              [&r, f, emitted_code](benchmark::State& st) { contacts(st, r, f, emitted_code); });
    if (!r.floating)
      benchmark::RegisterBenchmark(("inverse_dynamics/" + r.name + "/kdl").c_str(),
                                   [&r](benchmark::State& st) { kdl(st, r); });
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
