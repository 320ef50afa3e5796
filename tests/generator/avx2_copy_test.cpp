// On x86-64 every batch (NAME_batch) and, unless
// -DNEDYN_NO_AVX2_SINGLE_CALLS, every single call of 1000 operations or more
// is compiled twice, once as the file's flags say and once for AVX2 with
// four lanes, and chosen at run time; the smaller single calls are compiled
// once and take their sines and cosines from a four-lane sin_cos where the
// processor has AVX2 (templates/sin_cos.mustache and batch.mustache,
// `evaluate`). All run the same operations without FMA, so a file's results
// must not depend on the processor: for every function of models of each
// kind, the file as built (the AVX2 paths, on a processor that has it) and
// the same file built with -DNEDYN_NO_AVX2 (two lanes) give the same bits.
// The batches of both builds, in four lanes (AVX2, the first built with
// -DNEDYN_NO_AVX512) and in two, give each state its single call's bits;
// eight lanes (AVX-512F, the default on a processor that has it) are the
// default builds' of generated_*_test and nedyn check.
// And the copy is what it is for: compiled by g++ -O2, each function's AVX2
// copy holds its whole body (no call of it) in the VEX encoding.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <map>
#include <random>
#include <sstream>

#include "cli_support.hpp"
#include "nedyn/generator/commands.hpp"
#include "nedyn/generator/compiled_dynamics.hpp"
#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/generator/output_files.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/batch_check.hpp"
#include "nedyn/runtime/emitted_functions.hpp"
#include "test_support.hpp"

using namespace nedyn;

namespace {

/// Seeded values for one call: angles over several turns (every lane of
/// sin_cos and every quadrant), rates and accelerations of either sign.
std::vector<std::vector<double>> random_inputs(const std::string& function,
                                               const EmittedShape& shape, std::mt19937& rng) {
  std::uniform_real_distribution<double> value(-7.0, 7.0);
  std::vector<std::vector<double>> inputs;
  for (const std::string& name : emitted_inputs(function)) {
    std::vector<double> v(static_cast<std::size_t>(emitted_input_size(name, shape)));
    for (double& x : v) x = value(rng);
    if (emitted_input(name).integer)  // a frame's index, each in turn
      v[0] = static_cast<double>(std::uniform_int_distribution<int>(0, shape.frames - 1)(rng));
    inputs.push_back(v);
  }
  return inputs;
}

/// The emitted files of the model at `path` (NAME.cpp and NAME_batch.cpp)
/// compiled by g++ -O2 with `flags`: objdump's disassembly, by function
/// (demangled name).
std::map<std::string, std::vector<std::string>> compiled_functions(const std::string& path,
                                                                   const Model& model,
                                                                   const EmittedDynamics& dynamics,
                                                                   const std::string& flags) {
  GenerateRequest request;
  request.model_path = path;
  const std::string directory = nedyn::test::fresh_directory("avx2_copy_" + model.name);
  write_files_atomically(directory, emit_files(model, dynamics, emit_request(request)));
  std::map<std::string, std::vector<std::string>> functions;
  for (const std::string& file : {model.name, model.name + "_batch"}) {
    const std::string object = directory + "/" + file + ".o";
    REQUIRE(std::system(("g++ -std=c++11 -O2 " + flags + " -c " + directory + "/" + file +
                         ".cpp -o " + object)
                            .c_str()) == 0);
    const std::string listing = object + ".txt";
    REQUIRE(std::system(("objdump -d -C --no-show-raw-insn " + object + " > " + listing).c_str()) ==
            0);
    std::istringstream in(nedyn::test::slurp(listing));
    std::string line, name;
    while (std::getline(in, line)) {
      const std::size_t open = line.find(" <"), close = line.rfind(">:");
      if (open != std::string::npos && close != std::string::npos && line.compare(0, 1, " ") != 0)
        name = file + ": " + line.substr(open + 2, close - open - 2);
      else if (!name.empty() && line.find(':') != std::string::npos)
        functions[name].push_back(line);
    }
  }
  return functions;
}

}  // namespace

TEST_CASE("the AVX2 copy of every large function holds its body in VEX instructions",
          "[codegen][compile]") {
  // g++ is what decides: flatten and target("avx2") are its attributes. The
  // Panda, whose bodies are the example models' largest: every body is a
  // straight-line program alike, and the PUMA's took 15 s more of CI.
  for (const std::string name : {"panda"}) {
    DYNAMIC_SECTION(name) {
      const std::string path = std::string(NEDYN_MODELS_DIR) + "/" + name + ".yaml";
      const Model model = load_model(path);
      const EmittedDynamics dynamics = emitted_dynamics(model);
      // The eight-lane batches left out (a third of the batch file's
      // compile): they are not this test's subject.
      const auto functions = compiled_functions(path, model, dynamics, "-DNEDYN_NO_AVX512");
      int copies = 0, batch_copies = 0;
      for (const auto& f : functions) {
        const bool batch = f.first.find("evaluate_batch_for_avx2<") != std::string::npos;
        if ((f.first.find("evaluate_for_avx2<") == std::string::npos && !batch) ||
            f.first.find("[clone .cold]") != std::string::npos)
          continue;
        batch_copies += batch ? 1 : 0;
        INFO(f.first);
        // The batches are NAME_batch.cpp's alone: a build without it has none.
        CHECK(batch == (f.first.rfind(name + "_batch: ", 0) == 0));
        copies += batch ? 0 : 1;
        int vex_multiplications = 0;
        for (const std::string& line : f.second) {
          if (line.find("vmulsd") != std::string::npos || line.find("vmulpd") != std::string::npos)
            ++vex_multiplications;
          if (line.find("call") != std::string::npos)
            CHECK(line.find("Body::operator()") == std::string::npos);
          // No SSE2 arithmetic: the whole copy is VEX.
          CHECK(line.find("\tmulsd") == std::string::npos);
        }
        // (Friction has 2 kDof multiplications at most.)
        if (f.first.find("FrictionLanes") == std::string::npos) CHECK(vex_multiplications > 20);
      }
      // A copy for each body of 1000 operations or more (the derivatives of
      // both; the Panda's recursion programs of q, B, Cc, ...), none for
      // the smaller ones and the regressors, however large. (Bodies: the
      // functions that read q and have outputs of their own; Mx, Vx, Gx
      // and task_dynamics only call others.)
      long large = 0;
      for (const EmittedFunction& f : dynamics.functions) {
        if (std::count(f.inputs.begin(), f.inputs.end(), "q") == 0 || f.outputs.empty()) continue;
        INFO(f.name());
        const std::string copy =
            "evaluate_for_avx2<" + name + "::(anonymous namespace)::" + body_type(f.name()) + ",";
        const bool copied = std::any_of(functions.begin(), functions.end(), [&](const auto& g) {
          return g.first.rfind(name + ": ", 0) == 0 && g.first.find(copy) != std::string::npos;
        });
        CHECK(copied == has_avx2_copy(f));
        large += has_avx2_copy(f) ? 1 : 0;
      }
      CHECK(large >= 2);
      CHECK(copies == large);
      CHECK(!has_avx2_copy(
          *std::find_if(dynamics.functions.begin(), dynamics.functions.end(),
                        [](const EmittedFunction& f) { return f.name() == "regressor"; })));
      // The others' sines and cosines: four lanes, out of line, in VEX.
      int four_lane_calls = 0;
      for (const auto& f : functions)
        if (f.first.find("sin_cos_four_lanes_call<") != std::string::npos &&
            f.first.rfind(name + ": ", 0) == 0 &&
            f.first.find("[clone .cold]") == std::string::npos) {
          ++four_lane_calls;
          CHECK(std::any_of(f.second.begin(), f.second.end(), [](const std::string& line) {
            return line.find("vmulpd") != std::string::npos;
          }));
        }
      CHECK(four_lane_calls > 0);
      // A batch for every function of a state but the task functions that
      // call others (Mx, Vx, Gx, task_dynamics, Bx, Cx loop over single
      // calls) and the three of a frame (none).
      CHECK(batch_copies == static_cast<long>(dynamics.functions.size()) - 1 - 6 - 3);
    }
  }
}

TEST_CASE("with -DNEDYN_NO_AVX2_SINGLE_CALLS only the batches have AVX2 copies",
          "[codegen][compile]") {
  const std::string path = std::string(NEDYN_MODELS_DIR) + "/puma560.yaml";
  const Model model = load_model(path);
  int batch_copies = 0;
  for (const auto& f :
       compiled_functions(path, model, emitted_dynamics(model), "-DNEDYN_NO_AVX2_SINGLE_CALLS")) {
    INFO(f.first);
    CHECK(f.first.find("evaluate_for_avx2<") == std::string::npos);
    batch_copies += f.first.find("evaluate_batch_for_avx2<") != std::string::npos ? 1 : 0;
  }
  CHECK(batch_copies > 20);
}

TEST_CASE("compiled for AVX2 throughout, a file has one copy of each function",
          "[codegen][compile]") {
  // -mavx2 (or -march=native): four lanes and VEX everywhere, nothing asked
  // at run time and nothing compiled twice. The PUMA's file: what this
  // checks is the file's preprocessor choice, not a body (the Panda's took
  // twice as long to compile).
  const std::string path = std::string(NEDYN_MODELS_DIR) + "/puma560.yaml";
  const Model model = load_model(path);
  const auto functions = compiled_functions(path, model, emitted_dynamics(model), "-mavx2");
  for (const auto& f : functions) {
    INFO(f.first);
    CHECK(f.first.find("evaluate_for_avx2") == std::string::npos);
    CHECK(f.first.find("two_lanes") == std::string::npos);
    for (const std::string& line : f.second) CHECK(line.find("__cpu_model") == std::string::npos);
  }
  REQUIRE(functions.count("puma560: puma560::inverse_dynamics(double const*, double const*, "
                          "double const*, double*)") == 1);
  REQUIRE(functions.count("puma560_batch: puma560::inverse_dynamics_batch(int, double const*, "
                          "double const*, double const*, double*)") == 1);
}

TEST_CASE("the AVX2 copy of every function gives the bits of the copy without",
          "[codegen][compile]") {
  if (!test::processor_has_avx2()) {
    WARN("no AVX2 on this processor: both builds take the same copy here");
    return;
  }
  // One model of each kind of body: closed forms (the PUMA), recursion
  // programs (the Panda), parameters as arguments (rr_planar), a floating
  // base; every example model once took 2 of CI's 45 minutes here alone, the
  // rest adding no kind of code these lack.
  for (const std::string name : {"puma560", "panda", "rr_planar", "quadrotor_floating"}) {
    const std::string path = std::string(NEDYN_MODELS_DIR) + "/" + name + ".yaml";
    DYNAMIC_SECTION(path) {
      const Model model = load_model(path);
      const EmittedDynamics dynamics = emitted_dynamics(model);
      GenerateRequest request;
      request.model_path = path;
      const EmitRequest emit = emit_request(request);
      const CompiledDynamics both(model, dynamics, emit, false, {}, {"NEDYN_NO_AVX512"});
      const CompiledDynamics without(model, dynamics, emit, false, {}, {"NEDYN_NO_AVX2"});
      const std::vector<double> parameters = parameter_array(model, check_parameters(model));
      std::mt19937 rng(20261122);
      for (const EmittedFunction& f : dynamics.functions) {
        const EmittedEntryPoint avx2 = both.entry(f.name());
        const EmittedEntryPoint two_lanes = without.entry(f.name());
        const std::size_t size = static_cast<std::size_t>(result_size(f.name(), dynamics.shape()));
        for (int sample = 0; sample < 200; ++sample) {
          const std::vector<std::vector<double>> inputs =
              random_inputs(f.name(), dynamics.shape(), rng);
          std::vector<const double*> pointers;
          for (const std::vector<double>& v : inputs) pointers.push_back(v.data());
          std::vector<double> a(size), b(size);
          avx2(parameters.data(), pointers.data(), a.data());
          two_lanes(parameters.data(), pointers.data(), b.data());
          INFO(f.name() << ", sample " << sample);
          REQUIRE(std::memcmp(a.data(), b.data(), size * sizeof(double)) == 0);
        }
      }
      for (const CompiledDynamics* build : {&both, &without}) {
        std::map<std::string, EmittedEntryPoint> singles;
        std::map<std::string, EmittedBatchEntryPoint> batches;
        for (const EmittedFunction& f : dynamics.functions) {
          singles[f.name()] = build->entry(f.name());
          if (has_batch(f)) batches[f.name()] = build->batch_entry(f.name());
        }
        REQUIRE_FALSE(batches.empty());
        for (const BatchAgreement& a :
             compare_batches(model, dynamics.shape(), parameters, singles, batches, 40)) {
          INFO((build == &both ? "four lanes: " : "two lanes: ") << a.function << "_batch");
          CHECK(a.states == 40);
          CHECK(a.mismatches == 0);
        }
      }
    }
  }
}
