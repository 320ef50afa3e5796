// forward_dynamics_derivatives ends with the products -M^-1 d tau / d x
// (derivative_products.hpp, printed by loop_printers.cpp): past twelve
// coordinates in blocks of eight columns whose sums are locals, up to twelve
// in whole rows. Both forms sum each entry over k in the same order, so the
// blocks must give, bit for bit, the sums of the row loop taken here from the
// emitted M^-1 (dqdd_dtau) and the emitted inverse_dynamics_derivatives at the
// same q, qd and the q̈ it returned.

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <random>
#include <vector>

#include "cli_support.hpp"
#include "nedyn/generator/c_files.hpp"
#include "nedyn/generator/commands.hpp"
#include "nedyn/generator/compiled_dynamics.hpp"
#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/generator/output_files.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "test_support.hpp"

using namespace nedyn;

namespace {

const std::string kQuadruped = NEDYN_SOURCE_DIR "/tests/urdf/quadruped12.urdf";

Model floating_quadruped() {
  UrdfOptions options;
  options.floating_base = true;
  std::vector<std::string> notes;
  return load_urdf(kQuadruped, options, notes);
}

GenerateRequest derivatives_request(const std::string& path) {
  GenerateRequest request;
  request.model_path = path;
  request.functions = {"forward_dynamics_derivatives"};
  request.batches = false;
  return request;
}

std::string text_of(const std::vector<EmittedFile>& files, const std::string& name) {
  for (const EmittedFile& file : files)
    if (file.name == name) return file.text;
  return "";
}

}  // namespace

TEST_CASE("the derivative products in column blocks give the row loop's bits",
          "[codegen][compile][floating]") {
  const Model model = floating_quadruped();
  const GenerateRequest request = derivatives_request(kQuadruped);
  const EmittedDynamics dynamics = requested_dynamics(model, request, {});
  const int n = dynamics.shape().nv();
  REQUIRE(n == 18);
  // 18 coordinates: the blocks (two of eight and two columns left over), in
  // C++ and in C; a chain of six keeps its rows.
  const std::vector<EmittedFile> cpp_files = emit_files(model, dynamics, emit_request(request));
  CHECK_THAT(text_of(cpp_files, "quadruped12.cpp"),
             Catch::Contains("Row i in blocks of eight columns") &&
                 !Catch::Contains("Row i, summed over k in order"));
  GenerateRequest c_request = request;
  c_request.language = Language::c;
  const std::vector<EmittedFile> c_files = emit_c_files(model, dynamics, emit_request(c_request));
  CHECK_THAT(text_of(c_files, "quadruped12.c"),
             Catch::Contains("Row i in blocks of eight columns"));
  // Both compile without a warning under the flags of emitted_code_test
  // (whose models have at most twelve coordinates).
  const std::string directory = test::fresh_directory("derivative_products");
  write_files_atomically(directory, cpp_files);
  write_files_atomically(directory, c_files);
  for (const std::string& command :
       {"g++ -std=c++11 -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wdouble-promotion "
        "-Wold-style-cast -Werror -fsyntax-only " +
            directory + "/quadruped12.cpp",
        "gcc -std=c99 -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wdouble-promotion -Werror "
        "-fsyntax-only " +
            directory + "/quadruped12.c"}) {
    const std::string log = directory + "/log";
    const int status = std::system((command + " > " + log + " 2>&1").c_str());
    INFO(command << "\n" << test::slurp(log));
    CHECK(status == 0);
  }
  std::filesystem::remove_all(directory);
  const std::string puma_path = std::string(NEDYN_MODELS_DIR) + "/puma560.yaml";
  const Model puma = load_model(puma_path);
  const GenerateRequest puma_request = derivatives_request(puma_path);
  const EmittedDynamics puma_dynamics = requested_dynamics(puma, puma_request, {});
  CHECK_THAT(
      text_of(emit_files(puma, puma_dynamics, emit_request(puma_request)), "puma560.cpp"),
      Catch::Contains("Row i, summed over k in order") && !Catch::Contains("blocks of eight"));

  // Compiled as `nedyn check` compiles for this processor (NAME.cpp at -O0
  // where it has AVX-512F; user_default's -O1 took 16 of this test's 21 s).
  // No level changes the order of a sum, and no option here enables FMA.
  const CompiledDynamics build(model, dynamics, emit_request(request), false, {}, {},
                               CheckBuild::this_processor);
  const EmittedEntryPoint fdd = build.entry("forward_dynamics_derivatives");
  const EmittedEntryPoint idd = build.entry("inverse_dynamics_derivatives");
  const auto size = [](int k) { return static_cast<std::size_t>(k); };
  const std::size_t nn = size(n * n);
  std::mt19937 rng(20261202);
  std::uniform_real_distribution<double> value(-2.0, 2.0);
  for (int sample = 0; sample < 20; ++sample) {
    std::vector<double> q(size(model.nq())), qd(size(n)), tau(size(n));
    for (double& x : q) x = value(rng);
    double norm = 0;  // the base's unit quaternion, q[3..6]
    for (std::size_t k = 3; k < 7; ++k) norm += q[k] * q[k];
    for (std::size_t k = 3; k < 7; ++k) q[k] /= std::sqrt(norm);
    for (double& x : qd) x = value(rng);
    for (double& x : tau) x = 10 * value(rng);
    // qdd (n), dqdd_dq, dqdd_dqd, dqdd_dtau = M^-1 (n x n each).
    std::vector<double> forward(size(n) + 3 * nn);
    const double* forward_inputs[] = {q.data(), qd.data(), tau.data()};
    fdd(nullptr, forward_inputs, forward.data());
    const std::vector<double> qdd(forward.begin(), forward.begin() + n);
    // dtau_dq, dtau_dqd at that qdd.
    std::vector<double> inverse(2 * nn);
    const double* inverse_inputs[] = {q.data(), qd.data(), qdd.data()};
    idd(nullptr, inverse_inputs, inverse.data());
    const double* minv = forward.data() + n + 2 * nn;
    for (int x = 0; x < 2; ++x) {  // d/dq, d/dqd
      const double* dtau = inverse.data() + size(x) * nn;
      const double* emitted = forward.data() + n + size(x) * nn;
      std::vector<double> rows(nn);
      for (int i = 0; i < n; ++i)
        for (int c = 0; c < n; ++c) {
          double s = 0;
          for (int k = 0; k < n; ++k) s -= minv[size(i * n + k)] * dtau[size(k * n + c)];
          rows[size(i * n + c)] = s;
        }
      INFO("sample " << sample << (x == 0 ? ", d qdd / d q" : ", d qdd / d qd"));
      REQUIRE(std::memcmp(rows.data(), emitted, nn * sizeof(double)) == 0);
    }
  }
}
