// The committed code in generated/NAME/ for one example model (CMake builds
// one executable per model): it is byte for byte what the current generator
// emits, and every emitted function agrees with the numeric runtime at 1000
// seeded states without touching the heap. Emitted functions are reached
// through the check shim, which `nedyn generate --check-shim` writes at build
// time next to a fresh copy of the emitted files.
//
// The allocation guard (tests/support/allocation_counter) counts malloc and
// operator new; without sanitizers only.

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/emitted_check.hpp"
#include "nedyn/runtime/instantiate.hpp"

#if NEDYN_SANITIZE
namespace nedyn::test {
long allocation_count() { return 0; }  // AddressSanitizer owns malloc: no guard
}  // namespace nedyn::test
#else
#include "allocation_counter.hpp"
#endif

extern "C" {
void nedyn_check_inverse_dynamics(const double*, const double* const*, double*);
void nedyn_check_mass_matrix(const double*, const double* const*, double*);
void nedyn_check_coriolis_centrifugal(const double*, const double* const*, double*);
void nedyn_check_gravity(const double*, const double* const*, double*);
void nedyn_check_coriolis_coefficients(const double*, const double* const*, double*);
void nedyn_check_centrifugal_coefficients(const double*, const double* const*, double*);
void nedyn_check_friction(const double*, const double* const*, double*);
void nedyn_check_forward_dynamics(const double*, const double* const*, double*);
void nedyn_check_coriolis_matrix(const double*, const double* const*, double*);
}

namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in.good());
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

using namespace nedyn;

TEST_CASE("generated/" NEDYN_MODEL_NAME " is what the generator emits now", "[generated]") {
  for (const char* suffix : {".hpp", ".cpp"}) {
    const std::string name = std::string(NEDYN_MODEL_NAME) + suffix;
    INFO(name << ": regenerate with scripts/generate-all.sh");
    CHECK(read_file(NEDYN_COMMITTED_DIR "/" + name) == read_file(NEDYN_FRESH_DIR "/" + name));
  }
}

TEST_CASE("emitted " NEDYN_MODEL_NAME " agrees with the runtime at 1000 states, no heap",
          "[generated]") {
  const Model model = load_model(NEDYN_MODEL_FILE);
  const ParameterValues values = check_parameters(model);  // as `nedyn check` chooses them
  const std::vector<double> parameters = parameter_array(model, values);
  const NumericModel numeric = instantiate(model, values);

  const std::map<std::string, EmittedEntryPoint> functions = {
      {"inverse_dynamics", nedyn_check_inverse_dynamics},
      {"mass_matrix", nedyn_check_mass_matrix},
      {"coriolis_centrifugal", nedyn_check_coriolis_centrifugal},
      {"gravity", nedyn_check_gravity},
      {"coriolis_coefficients", nedyn_check_coriolis_coefficients},
      {"centrifugal_coefficients", nedyn_check_centrifugal_coefficients},
      {"friction", nedyn_check_friction},
      {"forward_dynamics", nedyn_check_forward_dynamics},
      {"coriolis_matrix", nedyn_check_coriolis_matrix}};
#if !NEDYN_SANITIZE
  {  // the guard sees the heap at all
    const long before = nedyn::test::allocation_count();
    const std::vector<double> probe(16, 1.0);
    CHECK(nedyn::test::allocation_count() > before);
  }
#endif
  long during = 0, start = 0;
  CheckOptions options;
  options.samples = 1000;
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
    CHECK(a.samples > 900);
    CHECK(a.max_relative <= 1e-10);
  }
  CHECK(during == 0);
}
