// M from Newton–Euler against M from the kinetic energy (Lagrange), an
// independent derivation: symbolically for small models, numerically at
// random states for the PUMA 560 and the Panda.

#include <catch2/catch.hpp>

#include "lagrange.hpp"
#include "nedyn/generator/dynamics_terms.hpp"
#include "nedyn/generator/trig_reduction.hpp"
#include "nedyn/model/lowering.hpp"
#include "nedyn/model/model_file.hpp"
#include "symbolic_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

namespace {

TermSelection mass_matrix_only() {
  TermSelection s;
  s.G = s.B = s.C = s.tip = false;
  return s;
}

}  // namespace

TEST_CASE("Newton-Euler M equals Lagrange M symbolically", "[symbolic][lagrange]") {
  for (const std::string& path :
       {std::string(NEDYN_MODELS_DIR) + "/rr_planar.yaml",
        std::string(NEDYN_TEST_MODELS_DIR) + "/standard_rpr_symbolic.yaml",
        std::string(NEDYN_TEST_MODELS_DIR) + "/modified_rpr.yaml"}) {
    DYNAMIC_SECTION(path) {
      const ModelFile file = read_model_path(path);
      const Model model = lower(file);
      const JointSymbols js(model);
      const GiNaC::matrix newton_euler = dynamics_terms(model, js, mass_matrix_only()).M;
      const GiNaC::matrix lagrange = lagrange_mass_matrix(file, js, lagrange_kinematics(file, js));
      for (int i = 0; i < js.n; ++i)
        for (int j = 0; j < js.n; ++j) {
          INFO("M(" << i + 1 << "," << j + 1 << ")");
          CHECK(pythagorean_reduce(newton_euler(i, j) - lagrange(i, j), js).is_zero());
        }
    }
  }
}

TEST_CASE("Newton-Euler M equals Lagrange M at random states", "[symbolic][lagrange]") {
  for (const std::string& path : {std::string(NEDYN_MODELS_DIR) + "/puma560.yaml",
                                  std::string(NEDYN_MODELS_DIR) + "/panda.yaml",
                                  std::string(NEDYN_MODELS_DIR) + "/ur5_axes.yaml",
                                  std::string(NEDYN_TEST_MODELS_DIR) + "/axes_tilted.yaml"}) {
    DYNAMIC_SECTION(path) {
      const ModelFile file = read_model_path(path);
      const Model model = lower(file);
      const JointSymbols js(model);
      const GiNaC::matrix M = dynamics_terms(model, js, mass_matrix_only()).M;
      const LagrangeKinematics k = lagrange_kinematics(file, js);
      std::mt19937 rng(kSeed);
      const ParameterValues parameters = random_parameters(model, rng);
      const NumericModel numeric = instantiate(model, parameters);
      for (int s = 0; s < 10; ++s) {
        const GiNaC::exmap values = state_values(model, js, parameters, random_state(numeric, rng));
        const Eigen::MatrixXd expected = lagrange_mass_matrix_at(file, k, values);
        CHECK(relative_error(evaluate(M, values), expected) <= 1e-12);
      }
    }
  }
}
