#include <algorithm>
#include <filesystem>
#include <iomanip>
#include <ostream>

#include "nedyn/generator/commands.hpp"
#include "nedyn/generator/cpp_printer.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/generator/emitted_text.hpp"
#include "nedyn/generator/leg_lanes.hpp"
#include "nedyn/generator/output_files.hpp"
#include "nedyn/model/emitted_names.hpp"
#include "nedyn/model/massless_motion.hpp"
#include "nedyn/model/model_error.hpp"
#include "nedyn/runtime/emitted_functions.hpp"

namespace nedyn {

std::string model_file_name(const std::string& path) {
  return std::filesystem::path(path).filename().string();
}

std::string generate_command_line(const GenerateRequest& request) {
  std::string line =
      "nedyn generate " + model_file_name(request.model_path) + request.model_options;
  if (request.scalar == ScalarType::float32) line += " --scalar float";
  if (!request.namespace_name.empty()) line += " --namespace " + request.namespace_name;
  if (request.language != Language::cpp)
    line += std::string(" --language ") + language_name(request.language);
  for (std::size_t k = 0; k < request.frames.size(); ++k)
    line += (k == 0 ? " --frames " : ",") + request.frames[k];
  for (std::size_t k = 0; k < request.functions.size(); ++k)
    line += (k == 0 ? " --functions " : ",") + request.functions[k];
  if (!request.batches) line += " --no-batch";
  return line;
}

EmitRequest emit_request(const GenerateRequest& request) {
  EmitRequest emit;
  emit.model_file = model_file_name(request.model_path);
  emit.model_sha256 = file_sha256(request.model_path);
  emit.command_line = generate_command_line(request);
  emit.scalar = request.scalar;
  emit.namespace_name = request.namespace_name;
  emit.language = request.language;
  return emit;
}

void require_emittable(const Model& model, const std::string& namespace_name, Language language,
                       ScalarType scalar) {
  if ((language == Language::python || language == Language::matlab) &&
      scalar == ScalarType::float32)
    throw UsageError(std::string("--scalar float: the ") +
                     (language == Language::python ? "Python module" : "MATLAB functions") +
                     " compute in double only");
  const std::string module = namespace_name.empty() ? model.name : namespace_name;
  std::string problem = reserved_word_problem(language, module);
  if (!problem.empty())
    throw UsageError("--language " + std::string(language_name(language)) + ": the name '" +
                     module + "' is " + problem + "; choose another with --namespace");
  for (const auto& symbol : model.symbols) {
    problem = reserved_word_problem(language, symbol.first);
    if (!problem.empty())
      throw UsageError("--language " + std::string(language_name(language)) + ": the symbol '" +
                       symbol.first + "' of " + model.source_file + " is " + problem +
                       " and cannot name a parameter; rename it in the model");
  }
}

void write_operation_counts(std::ostream& out, const EmittedDynamics& dynamics,
                            const GenerateRequest& request) {
  // The C and C++ double files print a function with legs in leg lanes, and
  // count it so (four times a leg); Python, MATLAB and float the whole program.
  const bool legs_printed = request.scalar == ScalarType::float64 &&
                            (request.language == Language::cpp || request.language == Language::c);
  // The first column as wide as the longest name (centroidal_momentum_matrix_dot_v).
  std::size_t width = std::string("function").size();
  for (const EmittedFunction& f : dynamics.functions) width = std::max(width, f.name().size());
  const int name_width = static_cast<int>(width) + 2;
  out << std::left << std::setw(name_width) << "function" << std::right << std::setw(8) << "mul"
      << std::setw(8) << "add" << std::setw(6) << "div" << std::setw(7) << "calls"
      << "  route\n";
  for (const EmittedFunction& f : dynamics.functions) {
    // The solves' operations included (derivative_products.hpp, task_space_solves.hpp); those of
    // the functions a task function calls are on their own rows.
    const bool legs = legs_printed && f.leg_lanes;
    const OperationCount c = (legs ? f.leg_lanes->count : f.count) + f.solve_count;
    out << std::left << std::setw(name_width) << f.name() << std::right << std::setw(8)
        << c.multiplications << std::setw(8) << c.additions << std::setw(6) << c.divisions
        << std::setw(7) << c.calls << "  " << f.route << (legs ? "; legs in lanes" : "")
        << (f.solve_count.total() > 0 ? "; solves counted" : "") << "\n";
  }
}

// A joint that moves no inertia makes M singular: refused before any work
// where a requested function solves with M (all of them by default).
void require_regular_mass_matrix(const Model& model, const std::vector<std::string>& functions) {
  const std::vector<int> massless = joints_moving_no_inertia(model);
  if (massless.empty()) return;
  bool solves = functions.empty();
  for (const EmittedFunctionSpec& spec : emitted_function_specs())
    solves = solves || (spec.solves_mass_matrix() && std::find(functions.begin(), functions.end(),
                                                               spec.name) != functions.end());
  if (solves)
    throw ModelError({model.source_file, 0, 0}, massless_motion_problem(model, massless[0]));
}

EmittedDynamics requested_dynamics(const Model& model, const GenerateRequest& request,
                                   const Progress& progress) {
  require_regular_mass_matrix(model, request.functions);
  CodegenOptions codegen;
  try {
    chosen_frames(model, request.frames);
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("--frames: ") + e.what());
  }
  codegen.frames = request.frames;
  codegen.functions = request.functions;
  codegen.batches = request.batches;
  try {
    return emitted_dynamics(model, codegen, progress);
  } catch (const std::invalid_argument& e) {
    throw UsageError("--functions: " + std::string(e.what()) + " (" + model.source_file + ")");
  }
}

void run_generate(std::ostream& out, const Model& model, const GenerateRequest& request,
                  const Progress& progress) {
  if (!request.namespace_name.empty()) {
    const std::string problem = namespace_name_problem(request.namespace_name);
    if (!problem.empty()) throw UsageError("--namespace: " + problem);
  }
  require_emittable(model, request.namespace_name, request.language, request.scalar);
  const EmitRequest emit = emit_request(request);
  const EmittedDynamics dynamics = requested_dynamics(model, request, progress);
  std::vector<EmittedFile> files;
  report_phase(progress, std::string("printing the ") + language_name(request.language) + " files");
  try {
    files = emit_language_files(model, dynamics, emit);
  } catch (const ConstantOutOfRange& e) {
    throw ConstantOutOfRange(model.source_file + ": " + e.what());
  }
  if (request.check_shim && (request.language == Language::cpp || request.language == Language::c))
    files.push_back(emit_check_shim(model, dynamics, emit));
  // MATLAB's function files go into the package folder +NAME.
  const std::string directory = request.language == Language::matlab
                                    ? request.output_directory + "/+" + namespace_of(model, emit)
                                    : request.output_directory;
  end_progress(progress);
  write_files_atomically(directory, files);
  for (const EmittedFile& f : files) out << "wrote " << directory << "/" << f.name << "\n";
  if (request.stats) write_operation_counts(out, dynamics, request);
}

}  // namespace nedyn
