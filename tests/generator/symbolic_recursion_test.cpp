// The symbolic recursion mirrors the numeric one step for step, and refuses
// expansions past its limits.

#include <catch2/catch.hpp>

#include "nedyn/generator/symbolic_recursion.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "symbolic_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

namespace {

Eigen::Vector3d evaluate(const Vec3& v, const GiNaC::exmap& values) {
  return {test::evaluate(v[0], values), test::evaluate(v[1], values), test::evaluate(v[2], values)};
}

}  // namespace

TEST_CASE("every link quantity equals the numeric workspace", "[symbolic_recursion]") {
  for (const std::string& path : test_model_paths()) {
    DYNAMIC_SECTION(path) {
      const Model model = load_model(path);
      const JointSymbols js(model);
      const SymbolicRecursion recursion(model, js);
      std::mt19937 rng(kSeed);
      const ParameterValues parameters = random_parameters(model, rng);
      const NumericModel numeric = instantiate(model, parameters);
      const int n = js.n;
      // Symbolic rates and gravity, a symbolic tip wrench: the general pass.
      RecursionInput in;
      for (int i = 0; i < n; ++i) {
        in.qd.push_back(js.qd[i]);
        in.qdd.push_back(js.qdd[i]);
      }
      in.base_acceleration = {-model.gravity[0], -model.gravity[1], -model.gravity[2]};
      const GiNaC::realsymbol fx("fx"), fy("fy"), fz("fz"), nx("nx"), ny("ny"), nz("nz");
      in.tip_force = {fx, fy, fz};
      in.tip_moment = {nx, ny, nz};
      if (n > 4) {  // keep the larger models' general pass lean: only gravity and rates
        in.tip_force = {0, 0, 0};
        in.tip_moment = {0, 0, 0};
      }
      const RecursionResult r = recursion.run(in);

      Workspace ws(numeric);
      Eigen::VectorXd tau(n);
      // Under the sanitizers one state: the recursion ran once, above, and
      // GiNaC's substitution at each state is not theirs to watch (the
      // Panda's two models 43 -> 22 s there).
      for (int k = 0; k < (NEDYN_SANITIZED ? 1 : 3); ++k) {
        const State s = random_state(numeric, rng);
        GiNaC::exmap values = state_values(model, js, parameters, s);
        TipWrench tip;
        if (n <= 4) {
          tip.force = Eigen::Vector3d(0.5, -1.0, 2.0);
          tip.moment = Eigen::Vector3d(1.0, 0.25, -0.5);
        }
        const GiNaC::realsymbol* wrench[] = {&fx, &fy, &fz, &nx, &ny, &nz};
        for (int w = 0; w < 3; ++w) {
          values[*wrench[w]] = tip.force(w);
          values[*wrench[3 + w]] = tip.moment(w);
        }
        newton_euler(numeric, ws, s.q, s.qd, s.qdd, -numeric.gravity, tip, tau);
        for (int i = 1; i <= n; ++i) {
          INFO("state " << k << ", link " << i);
          const double scale = 1.0 + ws.f[i].norm() + ws.nn[i].norm();
          CHECK((evaluate(r.w[i], values) - ws.w[i]).norm() <= 1e-12 * (1 + ws.w[i].norm()));
          CHECK((evaluate(r.wd[i], values) - ws.wd[i]).norm() <= 1e-12 * (1 + ws.wd[i].norm()));
          CHECK((evaluate(r.vd[i], values) - ws.vd[i]).norm() <= 1e-12 * (1 + ws.vd[i].norm()));
          CHECK((evaluate(r.F[i], values) - ws.F[i]).norm() <= 1e-12 * scale);
          CHECK((evaluate(r.N[i], values) - ws.N[i]).norm() <= 1e-12 * scale);
          CHECK((evaluate(r.f[i], values) - ws.f[i]).norm() <= 1e-12 * scale);
          CHECK((evaluate(r.n[i], values) - ws.nn[i]).norm() <= 1e-12 * scale);
          CHECK(test::evaluate(r.tau[i - 1], values) == Approx(tau(i - 1)).margin(1e-12 * scale));
        }
      }
    }
  }
}

TEST_CASE("expansion_bound bounds the terms of an expansion", "[symbolic_recursion]") {
  const GiNaC::realsymbol a("a"), b("b"), c("c"), d("d");
  CHECK(expansion_bound((a + b) * (c + d)) == 4);
  CHECK(expansion_bound(GiNaC::pow(a + b, 3)) == 8);
  CHECK(expansion_bound(a * b + c) == 2);
  CHECK(expansion_bound(GiNaC::pow(a + b, 3).expand()) >= 4);  // actual terms
}

TEST_CASE("the recursion stops past its expansion limits", "[symbolic_recursion]") {
  const Model model = load_model(NEDYN_MODELS_DIR "/puma560.yaml");
  const JointSymbols js(model);
  ExpansionLimits tight;
  tight.max_terms = 10;
  const SymbolicRecursion recursion(model, js, true, tight);
  RecursionInput in;
  for (int i = 0; i < js.n; ++i) {
    in.qd.push_back(js.qd[i]);
    in.qdd.push_back(js.qdd[i]);
  }
  CHECK_THROWS_AS(recursion.run(in), ExpansionTooLarge);
  CHECK_THROWS_WITH(recursion.run(in), Catch::Contains("terms (limit 10)") &&
                                           Catch::Contains("too large to build or read"));
  ExpansionLimits bound;
  bound.max_expansion_bound = 50;
  CHECK_THROWS_WITH(SymbolicRecursion(model, js, true, bound).run(in), Catch::Contains("up to"));
}
