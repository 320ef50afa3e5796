// The table of emitted functions (emitted_function_specs) is the one list
// that generation, the emitted files, `nedyn check` and the tests read:
// every row has a builder and a runtime counterpart, and emitted_dynamics
// builds exactly its rows, in order, each filling its result.

#include <algorithm>

#include <catch2/catch.hpp>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/function_builders.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/emitted_check.hpp"
#include "nedyn/runtime/emitted_functions.hpp"
#include "test_support.hpp"

namespace nedyn {

TEST_CASE("every emitted function has a builder and a runtime reference", "[codegen][table]") {
  std::size_t programs = 0;  // every row but the integrator, a template of each language
  for (const EmittedFunctionSpec& spec : emitted_function_specs()) {
    INFO(spec.name);
    // Each row is found by its id and its name, once: the enumeration's order.
    CHECK(&emitted_function_spec(spec.id) == &spec);
    CHECK(&emitted_function_spec(spec.name) == &spec);
    if (spec.integrator())
      CHECK_THROWS_AS(function_builder(spec.id), std::logic_error);
    else
      CHECK(function_builder(spec.id) != nullptr);
    CHECK(has_runtime_reference(spec.name));
    CHECK_FALSE(spec.summary.empty());
    CHECK(emitted_inputs(spec.name) == spec.inputs);
    programs += !spec.integrator();
  }
  CHECK(programs + 1 == emitted_function_specs().size());
}

TEST_CASE("emitted_dynamics builds the table's rows in order, each filling its result",
          "[codegen][table]") {
  for (const char* file : {"/rr_planar.yaml", "/stanford.yaml"}) {
    DYNAMIC_SECTION(file) {
      const EmittedDynamics d = emitted_dynamics(load_model(NEDYN_MODELS_DIR + std::string(file)));
      // A fixed base's without contacts: all but the integrator and the contact functions.
      std::vector<EmittedFunctionSpec> specs;
      for (const EmittedFunctionSpec& spec : emitted_function_specs())
        if (!spec.integrator() && !spec.contact()) specs.push_back(spec);
      CHECK(d.function_names().size() == specs.size());
      REQUIRE(d.functions.size() == specs.size());
      for (std::size_t i = 0; i < specs.size(); ++i) {
        const EmittedFunction& f = d.functions[i];
        INFO(specs[i].name);
        CHECK(f.spec == &emitted_function_spec(specs[i].id));
        std::vector<std::string> results;
        for (const EmittedResult& r : specs[i].results) results.push_back(r.name);
        CHECK(f.results == results);
        CHECK(f.inputs == specs[i].inputs);
        CHECK(f.status_call.empty() != specs[i].status());
        // These write M's triangle and r, then solve in place; the task
        // functions write M, Jx and their terms, then task_space_solve.
        if (f.name() == "forward_dynamics" || f.name() == "forward_dynamics_derivatives" ||
            specs[i].status())
          continue;
        CHECK(static_cast<int>(f.outputs.size() + f.mirrored.size()) ==
              specs[i].result_size(d.shape()));
      }
    }
  }
}

TEST_CASE("every statement of a body reads arrays that exist by then and writes the function's own",
          "[codegen][table]") {
  // A body (emitted_body.hpp) is printed by four languages, each trusting
  // that what a statement reads was an input or written before it, and that
  // it writes only results and locals declared before it.
  const EmittedDynamics d = emitted_dynamics(load_model(NEDYN_MODELS_DIR "/rr_planar.yaml"));
  std::size_t calling = 0, solving = 0;
  for (const EmittedFunction& f : d.functions) {
    INFO(f.name());
    const auto has = [](const std::vector<std::string>& names, const std::string& name) {
      return std::find(names.begin(), names.end(), name) != names.end();
    };
    std::vector<std::string> locals, available = f.inputs, writable = f.results;
    const auto check_call = [&](const Call& call) {
      INFO(call.function);
      if (const EmittedFunctionSpec* spec = call.spec()) {
        CHECK(call.reads.size() == spec->inputs.size());
        CHECK(call.writes.size() == spec->results.size());
      }
      for (const std::string& array : arrays_read(call)) CHECK(has(available, array));
      for (const std::string& array : call.writes) {
        CHECK(has(writable, array));
        available.push_back(array);
      }
    };
    using Kind = BodyStatement::Kind;
    std::vector<Kind> kinds;
    for (const BodyStatement& s : f.body()) {
      kinds.push_back(s.kind);
      switch (s.kind) {
        case Kind::local:
          CHECK_FALSE(s.local.size.empty());
          locals.push_back(s.local.name);
          writable.push_back(s.local.name);
          break;
        case Kind::call:
        case Kind::solve:
        case Kind::status:
          check_call(s.call);
          calling += s.kind == Kind::call;
          solving += s.kind == Kind::solve;
          break;
        case Kind::program:
          for (const auto& block : s.blocks)
            for (const EmittedOutput& o : block) {
              CHECK(has(writable, o.target.array));
              available.push_back(o.target.array);
            }
          break;
        case Kind::mirror:
          for (const MirroredEntry& m : s.mirrored) CHECK(has(available, m.array));
          break;
      }
    }
    for (const std::string& local : locals) CHECK(has(available, local));  // none unused
    // Exactly one program, and a status last where there is one.
    CHECK(std::count(kinds.begin(), kinds.end(), Kind::program) == 1);
    CHECK(std::count(kinds.begin(), kinds.end(), Kind::status) == (f.status_call.empty() ? 0 : 1));
    if (!f.status_call.empty()) CHECK(kinds.back() == Kind::status);
  }
  // Mx 2, Vx 5, Gx 3, task_dynamics 6, Bx 3, Cx 3, and forward_dynamics_derivatives'
  // call of inverse_dynamics_derivatives.
  CHECK(calling == 23);
  CHECK(solving == 1);  // forward_dynamics_derivatives' products
}

TEST_CASE("a model without a task gets no task functions", "[codegen][table]") {
  // Nor base_* functions: its symbolic twist keeps its base parameters from
  // being found (docs/identification.md).
  const EmittedDynamics d =
      emitted_dynamics(load_model(NEDYN_TEST_MODELS_DIR "/standard_rpr_symbolic.yaml"));
  CHECK(d.task.empty());
  std::size_t task_specs = 0, base_specs = 0, integrators = 0, contact_specs = 0;
  for (const EmittedFunctionSpec& spec : emitted_function_specs()) {
    task_specs += spec.task();
    base_specs += spec.base();
    integrators += spec.integrator();
    contact_specs += spec.contact();
  }
  CHECK(task_specs == 7);
  CHECK(base_specs == 2);
  CHECK(integrators == 1);
  CHECK(contact_specs == 9);
  CHECK(d.functions.size() ==
        emitted_function_specs().size() - task_specs - base_specs - integrators - contact_specs);
  for (const EmittedFunction& f : d.functions) {
    CHECK(f.name().compare(0, 5, "task_") != 0);
    CHECK(f.name().compare(0, 5, "base_") != 0);
  }
}

TEST_CASE("the derivative routes: forward mode on the arms, the recursive algorithm on long chains",
          "[codegen][derivatives]") {
  // Generation of a 12-joint chain: seconds here, minutes under the sanitizers.
  if (NEDYN_SANITIZED) return;
  const auto route = [](const std::string& path) {
    for (const EmittedFunction& f : emitted_dynamics(load_model(path)).functions)
      if (f.name() == "inverse_dynamics_derivatives") return f.route;
    FAIL("no inverse_dynamics_derivatives");
    return std::string();
  };
  const std::string recursive = "recursive derivatives (Carpentier & Mansard)";
  CHECK(route(NEDYN_MODELS_DIR "/puma560.yaml").find(recursive) == std::string::npos);
  CHECK(route(NEDYN_SOURCE_DIR "/bench/models/chain12.yaml") ==
        "dtau_dq: " + recursive + "; dtau_dqd: " + recursive);
}

TEST_CASE(
    "forward_dynamics_derivatives multiplies by M^-1 in its program where a tree's zeros fold most "
    "products",
    "[codegen][derivatives]") {
  const auto function = [](const EmittedDynamics& d, const std::string& name) {
    for (const EmittedFunction& f : d.functions)
      if (f.name() == name) return f;
    FAIL("no " + name);
    return EmittedFunction();
  };
  // A chain keeps the call and the loop: its products are not half zero.
  const EmittedDynamics puma = emitted_dynamics(load_model(NEDYN_MODELS_DIR "/puma560.yaml"));
  const EmittedFunction looped = function(puma, "forward_dynamics_derivatives");
  REQUIRE(looped.solves().size() == 1);
  CHECK(looped.solves()[0].name == "derivative_columns");
  CHECK(looped.called_functions() == std::vector<std::string>{"inverse_dynamics_derivatives"});
  // Generating a 12-joint tree: a second here, half a minute under the sanitizers.
  if (NEDYN_SANITIZED) return;
  // The quadruped's legs hang from a fixed base: M^-1 and d tau are four 3 x 3
  // blocks, 216 products of a dense multiplication's 3,456.
  std::vector<std::string> notes;
  const EmittedDynamics legs =
      emitted_dynamics(load_urdf(test::kUrdfDir + "quadruped12.urdf", UrdfOptions(), notes));
  const EmittedFunction fdd = function(legs, "forward_dynamics_derivatives");
  CHECK(fdd.solves().empty());
  CHECK(fdd.called_functions().empty());
  CHECK(fdd.route.find("-M^-1 d tau / d x at qdd") != std::string::npos);
  const int n = legs.dof;
  int zeros = 0;  // d qdd of a first leg's joint by a last leg's, and the reverse
  for (const EmittedOutput& o : fdd.outputs)
    if ((o.target.array == "dqdd_dq" && o.target.index == 0 * n + 11) ||
        (o.target.array == "dqdd_dqd" && o.target.index == 11 * n + 1)) {
      CHECK(legs.program->is_zero(o.value));
      ++zeros;
    }
  CHECK(zeros == 2);
  // Its operations: fewer than forward dynamics and d tau with a quarter of
  // the loop's 2 n^3 products, though it computes M^-1 besides.
  const OperationCount idd = function(legs, "inverse_dynamics_derivatives").count;
  const OperationCount fd = function(legs, "forward_dynamics").count;
  CHECK(fdd.count.multiplications < fd.multiplications + idd.multiplications + n * n * n / 2);
}

}  // namespace nedyn
