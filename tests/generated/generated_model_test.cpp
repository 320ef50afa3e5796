// The committed code in generated/NAME/ for one example model (CMake builds
// one executable per model): it is byte for byte what the current generator
// emits, and every emitted function agrees with the numeric runtime at 1000
// seeded states (100 under the sanitizers) without touching the heap.
// Emitted functions are reached through the check shim, which `nedyn
// generate --check-shim` writes at build time next to a fresh copy of the
// emitted files.
//
// The allocation guard (tests/support/allocation_counter) counts malloc and
// operator new; without sanitizers only.

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "nedyn/generator/base_parameters.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/batch_check.hpp"
#include "nedyn/runtime/emitted_check.hpp"
#include "nedyn/runtime/emitted_functions.hpp"
#include "nedyn/runtime/instantiate.hpp"

#if NEDYN_SANITIZE
namespace nedyn::test {
long allocation_count() { return 0; }  // AddressSanitizer owns malloc: no guard
}  // namespace nedyn::test
#else
#include "allocation_counter.hpp"
#endif

extern "C" {
// Every entry point of the shim (templates/check_shim.cpp.mustache).
struct nedyn_check_function {
  const char* name;
  int (*entry)(const double*, const double* const*, double*);
};
extern const nedyn_check_function nedyn_check_functions[];
extern const int nedyn_check_function_count;
struct nedyn_check_batch_function {
  const char* name;
  void (*entry)(const double*, int, const double* const*, double*, int*);
};
extern const nedyn_check_batch_function nedyn_check_batch_functions[];
extern const int nedyn_check_batch_function_count;
}

namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in.good());
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The shim's entry points by name.
std::map<std::string, nedyn::EmittedEntryPoint> entry_points() {
  std::map<std::string, nedyn::EmittedEntryPoint> functions;
  for (int i = 0; i < nedyn_check_function_count; ++i)
    functions[nedyn_check_functions[i].name] = nedyn_check_functions[i].entry;
  return functions;
}

// The sizes the model's emitted arrays have (its task, its base parameters, its base).
nedyn::EmittedShape shape_of(const nedyn::Model& model) {
  int base = 0;
  try {
    base = nedyn::base_parameters(model).size();
  } catch (const nedyn::BaseParametersUnavailable&) {
  }
  const bool task = nedyn::has_task(model);  // as emitted_dynamics
  return {model.dof(), task ? static_cast<int>(nedyn::task_rows(model).size()) : 0, base,
          model.floating_base, static_cast<int>(nedyn::chosen_frames(model).size())};
}

// q of nq entries: joints at random, a floating base at a random position
// and orientation (a unit quaternion).
std::vector<double> random_q(const nedyn::Model& model, std::mt19937& rng) {
  std::uniform_real_distribution<double> angle(-3.0, 3.0), unit(-1.0, 1.0);
  std::vector<double> q;
  if (model.floating_base) {
    double norm = 0;
    for (int k = 0; k < 7; ++k) q.push_back(unit(rng));
    for (int k = 3; k < 7; ++k)
      norm += q[static_cast<std::size_t>(k)] * q[static_cast<std::size_t>(k)];
    for (int k = 3; k < 7; ++k) q[static_cast<std::size_t>(k)] /= std::sqrt(norm);
  }
  for (const nedyn::Joint& j : model.joints)
    q.push_back(j.type == nedyn::JointType::revolute ? angle(rng) : angle(rng) / 6);
  return q;
}

}  // namespace

using namespace nedyn;

TEST_CASE("generated/" NEDYN_MODEL_NAME " is what the generator emits now", "[generated]") {
  for (const char* suffix : {".hpp", ".cpp", "_batch.cpp"}) {
    const std::string name = std::string(NEDYN_MODEL_NAME) + suffix;
    INFO(name << ": regenerate with scripts/generate-all.sh");
    CHECK(read_file(NEDYN_COMMITTED_DIR "/" + name) == read_file(NEDYN_FRESH_DIR "/" + name));
  }
}

TEST_CASE("emitted " NEDYN_MODEL_NAME
          " agrees with the runtime at 1000 states (100 under the sanitizers), no heap",
          "[generated]") {
  const Model model = load_model(NEDYN_MODEL_FILE);
  const ParameterValues values = check_parameters(model);  // as `nedyn check` chooses them
  const std::vector<double> parameters = parameter_array(model, values);
  const NumericModel numeric = instantiate(model, values);

  const std::map<std::string, EmittedEntryPoint> functions = entry_points();
  // Every row of the table that the model's shape has (its task, its base).
  const EmittedShape shape = shape_of(model);
  std::size_t expected = 0;
  for (const EmittedFunctionSpec& spec : emitted_function_specs()) {
    INFO(spec.name);
    expected += spec.emitted_for(shape);
    CHECK(functions.count(spec.name) == (spec.emitted_for(shape) ? 1u : 0u));
  }
  CHECK(functions.size() == expected);
#if !NEDYN_SANITIZE
  {  // the guard sees the heap at all
    const long before = nedyn::test::allocation_count();
    const std::vector<double> probe(16, 1.0);
    CHECK(nedyn::test::allocation_count() > before);
  }
#endif
  long during = 0, start = 0;
  CheckOptions options;
  // Under the sanitizers 100: the runtime's reference values (AutoDiff
  // derivatives, task space) take 15 times longer there, and the values of
  // all 1000 are compared by the build without them.
  options.samples = NEDYN_SANITIZE ? 100 : 1000;
  for (const nedyn::Frame& frame : nedyn::chosen_frames(model))
    options.frames.push_back(frame.name);
  if (shape.base > 0) options.base = numeric_map(model, base_parameters(model), values);
  options.around_emitted_call = [&](bool entering) {
    if (entering) {
      start = nedyn::test::allocation_count();
    } else {
      during += nedyn::test::allocation_count() - start;
    }
  };
  for (const FunctionAgreement& a : compare_emitted(numeric, parameters, functions, options)) {
    INFO(a.function << ": max relative error " << a.max_relative << " over " << a.samples
                    << " samples");
    CHECK(a.finite);
    CHECK(a.status_failures == 0);
    // Task functions are compared away from singularities: the UR5 is near
    // one at about half of the states.
    CHECK(a.samples > (a.function.compare(0, 5, "task_") == 0 ? 3 : 9) * options.samples / 10);
    CHECK(a.max_relative <= 1e-10);
  }
  CHECK(during == 0);
}

// Where the task is singular, or M is not positive definite (a NaN state),
// every task function that inverts says so and writes zeros, never inf or NaN.
TEST_CASE("emitted " NEDYN_MODEL_NAME " task functions report singular tasks", "[generated]") {
  const Model model = load_model(NEDYN_MODEL_FILE);
  if (!has_task(model)) return;
  const std::vector<double> parameters = parameter_array(model, check_parameters(model));
  const auto nq = static_cast<std::size_t>(model.nq());
  std::vector<double> q(nq, 0.4), qd(static_cast<std::size_t>(model.nv()), 0.3);
  int expected_status = 0;
  const std::string name = NEDYN_MODEL_NAME;
  const EmittedShape shape{model.dof(), static_cast<int>(task_rows(model).size()), 0,
                           model.floating_base};
  if (name == "puma560") {
    q = {0.3, -0.7, 0.9, 0.4, 0.0, -0.2};  // q5 = 0: axes 4 and 6 line up
    expected_status = 1;
  } else if (name == "rr_planar" || name == "rr_planar_numeric") {
    q = {0.7, 0.0};  // the arm stretched out: x and y of the tip move together
    expected_status = 1;
  } else if (model.dof() == 0) {
    // A lone body's M does not depend on q: a NaN pose makes its
    // world-aligned J NaN, and the task's pivots fail.
    q.assign(nq, std::nan(""));
    expected_status = 1;
  } else {
    q.assign(nq, std::nan(""));  // M is NaN: not positive definite
    expected_status = 2;
  }
  const double* state[2] = {q.data(), qd.data()};
  int reported = 0;
  for (int i = 0; i < nedyn_check_function_count; ++i) {
    const EmittedFunctionSpec& spec = emitted_function_spec(nedyn_check_functions[i].name);
    if (!spec.status()) continue;
    std::vector<double> out(static_cast<std::size_t>(spec.result_size(shape)) + 1, -1.0);
    INFO(spec.name);
    CHECK(nedyn_check_functions[i].entry(parameters.data(), state, out.data()) == expected_status);
    out.pop_back();
    for (const double v : out) CHECK(v == 0.0);
    ++reported;
  }
  CHECK(reported == 6);
  // A thousandth of a radian from the singularity the task is defined
  // (measure about 1e-6): status 0 and finite values.
  if (expected_status != 1 || model.dof() == 0) return;
  q[name == "puma560" ? 4 : 1] = 1e-3;
  for (int i = 0; i < nedyn_check_function_count; ++i) {
    const EmittedFunctionSpec& spec = emitted_function_spec(nedyn_check_functions[i].name);
    if (!spec.status()) continue;
    std::vector<double> out(static_cast<std::size_t>(spec.result_size(shape)));
    INFO(spec.name << " near the singularity");
    CHECK(nedyn_check_functions[i].entry(parameters.data(), state, out.data()) == 0);
    for (const double v : out) CHECK(std::isfinite(v));
  }
}

// A second check of the emitted derivatives, by a path that uses neither the
// runtime nor AutoDiff: central differences of the emitted tau and qdd.
TEST_CASE("emitted " NEDYN_MODEL_NAME " derivatives agree with central differences of tau, qdd",
          "[generated]") {
  const Model model = load_model(NEDYN_MODEL_FILE);
  const std::map<std::string, EmittedEntryPoint> functions = entry_points();
  if (model.floating_base) {
    // A floating base's derivatives by q are along q's tangent space:
    // compared with the runtime's (the agreement test above), which central
    // differences along integrate() confirm (floating_base_test).
    CHECK(functions.count("inverse_dynamics_derivatives") == 1);
    CHECK(functions.count("forward_dynamics_derivatives") == 1);
    return;
  }
  const EmittedEntryPoint inverse_dynamics = functions.at("inverse_dynamics");
  const EmittedEntryPoint forward_dynamics = functions.at("forward_dynamics");
  const std::vector<double> parameters = parameter_array(model, check_parameters(model));
  const int n = model.dof();
  const auto size = static_cast<std::size_t>(n);
  std::mt19937 rng(20261124);
  std::uniform_real_distribution<double> angle(-3.0, 3.0), rate(-2.0, 2.0), length(-0.5, 0.5);
  const double h = 1e-6;
  // f(q, qd, third) -> n values, differentiated along q (k = 0) or qd (k = 1).
  const auto differences = [&](EmittedEntryPoint f, std::vector<std::vector<double>> x, int k) {
    std::vector<double> d(size * size), plus(size), minus(size);
    for (std::size_t j = 0; j < size; ++j) {
      const double x0 = x[static_cast<std::size_t>(k)][j];
      const auto at = [&](double value, std::vector<double>& out) {
        x[static_cast<std::size_t>(k)][j] = value;
        const double* in[3] = {x[0].data(), x[1].data(), x[2].data()};
        f(parameters.data(), in, out.data());
      };
      at(x0 + h, plus);
      at(x0 - h, minus);
      x[static_cast<std::size_t>(k)][j] = x0;
      for (std::size_t i = 0; i < size; ++i) d[i * size + j] = (plus[i] - minus[i]) / (2 * h);
    }
    return d;
  };
  const auto agree = [](const std::vector<double>& a, const double* b, double scale) {
    double difference = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
      scale = std::max(scale, std::abs(a[i]));
      difference = std::max(difference, std::abs(a[i] - b[i]));
    }
    return difference / scale;
  };
  for (int sample = 0; sample < 20; ++sample) {
    std::vector<double> q(size), qd(size), qdd(size), tau(size);
    for (std::size_t i = 0; i < size; ++i) {
      q[i] = model.joints[i].type == JointType::revolute ? angle(rng) : length(rng);
      qd[i] = rate(rng);
      qdd[i] = rate(rng);
    }
    const double* state[3] = {q.data(), qd.data(), qdd.data()};
    inverse_dynamics(parameters.data(), state, tau.data());
    const double scale = 1.0;  // torques are O(1..100) N m: relative to at least 1
    std::vector<double> dtau(2 * size * size);
    functions.at("inverse_dynamics_derivatives")(parameters.data(), state, dtau.data());
    INFO("sample " << sample);
    CHECK(agree(differences(inverse_dynamics, {q, qd, qdd}, 0), dtau.data(), scale) <= 1e-6);
    CHECK(agree(differences(inverse_dynamics, {q, qd, qdd}, 1), dtau.data() + size * size, scale) <=
          1e-6);
    // Forward dynamics at the tau of this state: qdd comes back, and its derivatives.
    std::vector<double> fd((1 + 3 * size) * size);
    const double* forward[3] = {q.data(), qd.data(), tau.data()};
    functions.at("forward_dynamics_derivatives")(parameters.data(), forward, fd.data());
    if (!std::isfinite(fd[0])) continue;  // M not positive definite at this q
    CHECK(agree(qdd, fd.data(), scale) <= 1e-9);
    // qdd from the program and factorisation of forward_dynamics: its bits.
    std::vector<double> direct(size);
    functions.at("forward_dynamics")(parameters.data(), forward, direct.data());
    CHECK(std::memcmp(direct.data(), fd.data(), direct.size() * sizeof(double)) == 0);
    CHECK(agree(differences(forward_dynamics, {q, qd, tau}, 0), fd.data() + size, scale) <= 1e-5);
    CHECK(agree(differences(forward_dynamics, {q, qd, tau}, 1), fd.data() + size + size * size,
                scale) <= 1e-5);
  }
}

// dynamics_terms computes what the separate functions do, from the same
// program: the same operations on each result, so the same bits.
TEST_CASE("emitted " NEDYN_MODEL_NAME " dynamics_terms equal the separate functions' bits",
          "[generated]") {
  const Model model = load_model(NEDYN_MODEL_FILE);
  const std::vector<double> parameters = parameter_array(model, check_parameters(model));
  const std::map<std::string, EmittedEntryPoint> functions = entry_points();
  const EmittedShape shape = shape_of(model);
  const auto call = [&](const std::string& name, const double* const* state) {
    const EmittedFunctionSpec& spec = emitted_function_spec(name);
    std::vector<double> out(static_cast<std::size_t>(spec.result_size(shape)));
    REQUIRE(functions.count(name) == 1);
    functions.at(name)(parameters.data(), state, out.data());
    return out;
  };
  const bool jacobian = functions.count("dynamics_terms_with_jacobian") == 1;
  CHECK(jacobian);
  std::mt19937 rng(20261125);
  std::uniform_real_distribution<double> rate(-2.0, 2.0);
  for (int k = 0; k < 100; ++k) {
    const std::vector<double> q = random_q(model, rng);
    std::vector<double> qd(static_cast<std::size_t>(shape.nv()));
    for (double& v : qd) v = rate(rng);
    const double* state[2] = {q.data(), qd.data()};
    std::vector<double> separate;
    for (const char* name : {"mass_matrix", "coriolis_centrifugal", "gravity"}) {
      const std::vector<double> r = call(name, state);
      separate.insert(separate.end(), r.begin(), r.end());
    }
    const std::vector<double> together = call("dynamics_terms", state);
    REQUIRE(together.size() == separate.size());
    for (std::size_t i = 0; i < separate.size(); ++i) {
      INFO("state " << k << ", result entry " << i);
      CHECK(together[i] == separate[i]);
    }
    if (!jacobian) continue;
    for (const char* name : {"jacobian", "jacobian_dot_qd"}) {
      const std::vector<double> r = call(name, state);
      separate.insert(separate.end(), r.begin(), r.end());
    }
    const std::vector<double> with_jacobian = call("dynamics_terms_with_jacobian", state);
    REQUIRE(with_jacobian.size() == separate.size());
    for (std::size_t i = 0; i < separate.size(); ++i) {
      INFO("state " << k << ", result entry " << i);
      CHECK(with_jacobian[i] == separate[i]);
    }
  }
}

// NAME_batch runs NAME's operations in each vector lane (and whole calls for
// the task functions): every state gets NAME's bits, whatever the count and
// wherever a state falls in the lanes, including states whose angles take
// libm (|q| > 1e5) and a NaN state next to ordinary ones (compare_batches).
TEST_CASE("emitted " NEDYN_MODEL_NAME " batches give the single calls' bits", "[generated]") {
  const Model model = load_model(NEDYN_MODEL_FILE);
  const std::vector<double> parameters = parameter_array(model, check_parameters(model));
  const EmittedShape shape = shape_of(model);
  const std::map<std::string, EmittedEntryPoint> singles = entry_points();
  std::map<std::string, EmittedBatchEntryPoint> batches;
  for (int i = 0; i < nedyn_check_batch_function_count; ++i)
    batches[nedyn_check_batch_functions[i].name] = nedyn_check_batch_functions[i].entry;
  // Every function of a state has a batch: all but base_parameters,
  // integrate and the three of a frame.
  CHECK(batches.size() == singles.size() - (shape.base > 0 ? 1 : 0) -
                              (shape.floating_base ? 1 : 0) - (shape.frames > 0 ? 3 : 0));
  for (const int count : {0, 1, 3, 4, 5, 17, 1000}) {
    for (const BatchAgreement& a :
         compare_batches(model, shape, parameters, singles, batches, count)) {
      INFO(a.function << " at " << count << " states");
      CHECK(a.states == count);
      CHECK(a.mismatches == 0);
    }
  }
}

// A floating base's integrate: a step and its reverse come back to q (the
// exponential's inverse is its negative), and the quaternion stays of norm 1.
TEST_CASE("emitted " NEDYN_MODEL_NAME " integrate steps there and back", "[generated]") {
  const Model model = load_model(NEDYN_MODEL_FILE);
  const std::map<std::string, EmittedEntryPoint> functions = entry_points();
  if (!model.floating_base) {
    CHECK(functions.count("integrate") == 0);
    return;
  }
  const EmittedEntryPoint integrate = functions.at("integrate");
  const EmittedShape shape = shape_of(model);
  std::mt19937 rng(20261126);
  std::uniform_real_distribution<double> rate(-2.0, 2.0), exponent(-4.0, 0.0);
  for (int k = 0; k < 200; ++k) {
    const std::vector<double> q = random_q(model, rng);
    std::vector<double> qd(static_cast<std::size_t>(shape.nv()));
    for (double& v : qd) v = rate(rng);
    double dt = std::pow(10.0, exponent(rng));
    const double* step[3] = {q.data(), qd.data(), &dt};
    std::vector<double> next(q.size());
    integrate(nullptr, step, next.data());
    INFO("state " << k << ", dt " << dt);
    double norm = 0;
    for (int i = 3; i < 7; ++i)
      norm += next[static_cast<std::size_t>(i)] * next[static_cast<std::size_t>(i)];
    CHECK(std::abs(norm - 1) < 1e-14);
    std::vector<double> back(q.size());
    dt = -dt;
    const double* reverse[3] = {next.data(), qd.data(), &dt};
    integrate(nullptr, reverse, back.data());
    // The same orientation: q or -q.
    const double sign =
        back[6] * q[6] + back[3] * q[3] + back[4] * q[4] + back[5] * q[5] < 0 ? -1 : 1;
    for (std::size_t i = 0; i < q.size(); ++i)
      CHECK(std::abs((i >= 3 && i < 7 ? sign : 1) * back[i] - q[i]) < 1e-12);
  }
}
