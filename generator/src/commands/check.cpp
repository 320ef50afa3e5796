#include <algorithm>
#include <iomanip>
#include <map>
#include <memory>
#include <ostream>

#include "nedyn/generator/base_parameters.hpp"
#include "nedyn/generator/commands.hpp"
#include "nedyn/generator/compiled_dynamics.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/generator/interpreted_check.hpp"
#include "nedyn/generator/output_files.hpp"
#include "nedyn/runtime/emitted_check.hpp"

namespace nedyn {

const EmittedFunctionId kCheckedBatches[4] = {
    EmittedFunctionId::inverse_dynamics, EmittedFunctionId::mass_matrix, EmittedFunctionId::gravity,
    EmittedFunctionId::forward_dynamics};

namespace {

/// The task margin and parameters lines, then a row per function; whether all agree.
bool write_agreement_table(std::ostream& out, const Model& model, const EmittedDynamics& dynamics,
                           const ParameterValues& values, const CheckOptions& options,
                           const std::vector<FunctionAgreement>& table, double tolerance) {
  if (!dynamics.task.empty())
    out << "task functions where task_singularity > " << options.task_margin
        << " (nearer, rounding grows as its inverse)\n";
  if (!dynamics.contacts.empty())
    out << "contact solves where task_singularity of Jc M^-1 Jc^T > " << options.task_margin
        << " or < " << kRedundantContactMeasure
        << " (redundant: status 1, the least-norm forces and zero derivatives)\n";
  int ill_conditioned = 0;
  for (const FunctionAgreement& a : table)
    ill_conditioned = std::max(ill_conditioned, a.ill_conditioned);
  if (ill_conditioned > 0)
    out << "functions that solve with M where M, scaled to a unit diagonal, has a reciprocal "
           "condition number > "
        << options.mass_margin << ": " << ill_conditioned
        << " states nearer to singular left out (a solve's error grows as its inverse)\n";
  if (!model.symbols.empty()) {
    out << "parameters:";
    for (const auto& v : values) out << " " << v.first << "=" << v.second;
    out << "\n";
  }
  // The names' column holds the longest (centroidal_momentum_matrix_dot_v).
  int width = 30;
  for (const FunctionAgreement& a : table)
    width = std::max(width, static_cast<int>(a.function.size()) + 2);
  out << std::left << std::setw(width) << "function" << std::right << std::setw(9) << "samples"
      << std::setw(14) << "max abs err" << std::setw(14) << "max rel err"
      << "  result\n";
  bool ok = true;
  for (const FunctionAgreement& a : table) {
    const bool good =
        a.finite && a.status_failures == 0 && a.samples > 0 && a.max_relative <= tolerance;
    ok = ok && good;
    out << std::left << std::setw(width) << a.function << std::right << std::setw(9) << a.samples
        << std::scientific << std::setprecision(2) << std::setw(14) << a.max_absolute
        << std::setw(14) << a.max_relative << std::defaultfloat << "  "
        << (good                    ? "ok"
            : !a.finite             ? "NOT FINITE"
            : a.status_failures > 0 ? "STATUS " + std::to_string(a.status_failures) + " times"
                                    : "MISMATCH")
        << "\n";
  }
  return ok;
}

}  // namespace

int run_check(std::ostream& out, const Model& model, const CheckRequest& request,
              const Progress& progress) {
  if (request.samples < 1) throw UsageError("--samples: expected a positive number");
  const double tolerance = request.tolerance > 0
                               ? request.tolerance
                               : (request.scalar == ScalarType::float32 ? 1e-4 : 1e-10);
  for (const auto& given : request.parameters)
    if (model.symbols.count(given.first) == 0)
      throw UsageError("--param: '" + given.first + "' is not a symbol of the model");
  const ParameterValues values = check_parameters(model, request.parameters);
  NumericModel numeric;
  try {
    numeric = instantiate(model, values);
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("--param: ") + e.what());
  }
  const std::vector<double> parameters = parameter_array(model, values);

  GenerateRequest generate;
  generate.model_path = request.model_path;
  generate.scalar = request.scalar;
  generate.language = request.language;
  generate.functions = request.functions;
  generate.batches = request.batches;
  require_emittable(model, "", request.language, request.scalar);
  const EmitRequest emit = emit_request(generate);
  EmittedDynamics dynamics = requested_dynamics(model, generate, progress);
  int batches_left_out = 0;
  if (!request.all_batches && model.nv() > kAllBatchesCoordinates)
    for (EmittedFunction& f : dynamics.functions)
      if (f.batch && std::find(std::begin(kCheckedBatches), std::end(kCheckedBatches), f.id()) ==
                         std::end(kCheckedBatches)) {
        f.batch = false;
        ++batches_left_out;
      }
  CheckOptions options;
  options.samples = request.samples;
  const bool float32 = request.scalar == ScalarType::float32;
  options.task_margin = float32 ? kFloatTaskMargin : kDoubleTaskMargin;
  options.mass_margin = float32 ? kFloatMassMargin : kDoubleMassMargin;
  if (dynamics.base) options.base = numeric_map(model, *dynamics.base, values);
  options.frames = dynamics.frames;
  if (request.language == Language::python || request.language == Language::matlab) {
    const bool python = request.language == Language::python;
    const ScratchDirectory scratch(request.keep);
    std::vector<FunctionAgreement> table;
    try {
      table = compare_interpreted(model, dynamics, emit, numeric, parameters, options,
                                  scratch.path(), progress);
    } catch (const CompilationFailed& e) {
      end_progress(progress);
      out << e.what();
      return kExitCheckFailed;
    }
    end_progress(progress);
    out << model.name << ": emitted " << (python ? "Python module (" : "MATLAB functions (")
        << interpreter(request.language) << (python ? ", NumPy" : "")
        << ", each function once over all states) against the "
        << "numeric runtime, " << request.samples << " seeded states, tolerance " << tolerance
        << " relative\n";
    const bool ok = write_agreement_table(out, model, dynamics, values, options, table, tolerance);
    if (request.keep) out << "emitted files kept in " << scratch.path() << "\n";
    out << (ok ? "all functions agree\n" : "check FAILED\n");
    return ok ? kExitOk : kExitCheckFailed;
  }
  std::unique_ptr<CompiledDynamics> compiled;
  try {
    compiled =
        std::make_unique<CompiledDynamics>(model, dynamics, emit, request.keep, progress,
                                           std::vector<std::string>{}, CheckBuild::this_processor);
  } catch (const CompilationFailed& e) {
    end_progress(progress);
    out << e.what();
    return kExitCheckFailed;
  }
  std::map<std::string, EmittedEntryPoint> functions;
  for (const std::string& name : dynamics.function_names()) functions[name] = compiled->entry(name);
  report_phase(progress, "comparing with the runtime");
  const std::vector<FunctionAgreement> table =
      compare_emitted(numeric, parameters, functions, options);
  end_progress(progress);

  out << model.name << ": emitted " << scalar_name(request.scalar) << " code ("
      << compiled->compiler() << " " << compiled->options() << ") against the numeric runtime, "
      << request.samples << " seeded states, tolerance " << tolerance << " relative\n";
  bool ok = write_agreement_table(out, model, dynamics, values, options, table, tolerance);
  // The batches against the single calls, bit for bit, at as many states
  // (at most compare_batches' 1000).
  std::map<std::string, EmittedBatchEntryPoint> batches;
  for (const EmittedFunction& f : dynamics.functions)
    if (has_batch(f)) batches[f.name()] = compiled->batch_entry(f.name());
  const int batch_states = std::min(request.samples, kBatchCheckStates);
  int batch_mismatches = 0;
  for (const BatchAgreement& a :
       compare_batches(model, dynamics.shape(), parameters, functions, batches, batch_states)) {
    if (a.mismatches == 0) continue;
    out << a.function << "_batch: " << a.mismatches << " of " << a.states
        << " states differ from the single call  MISMATCH\n";
    batch_mismatches += a.mismatches;
  }
  if (batches.empty())
    out << "NAME_batch: none emitted (--no-batch)\n";
  else if (batch_mismatches == 0)
    out << "NAME_batch: all " << batches.size() << " batches give the single calls' bits at "
        << batch_states << " states  ok\n";
  if (batches_left_out > 0)
    out << "NAME_batch: " << batches_left_out << " more batches not compiled (more than "
        << kAllBatchesCoordinates << " coordinates; --all-batches checks them)\n";
  ok = ok && batch_mismatches == 0;
  if (request.keep) out << "emitted files kept in " << compiled->directory() << "\n";
  out << (ok ? "all functions agree\n" : "check FAILED\n");
  return ok ? kExitOk : kExitCheckFailed;
}

}  // namespace nedyn
