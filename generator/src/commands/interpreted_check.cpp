#include "nedyn/generator/interpreted_check.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>

#include "nedyn/generator/compiled_dynamics.hpp"
#include "nedyn/generator/emitted_text.hpp"
#include "nedyn/generator/output_files.hpp"
#include "nedyn/generator/subprocess.hpp"
#include "nedyn/runtime/emitted_functions.hpp"

namespace nedyn {
namespace {

/// What one function saw in the first pass, and the module's answers.
struct Recording {
  std::vector<std::vector<double>> inputs;  ///< input i of every state, one after another
  int states = 0;
  std::vector<double> results;  ///< every state's results, one state after another
  std::vector<int> status;
};

template <typename T>
std::vector<T> read_binary(const std::string& path, std::size_t count) {
  std::vector<T> values(count);
  std::ifstream in(path, std::ios::binary);
  in.read(reinterpret_cast<char*>(values.data()), static_cast<std::streamsize>(count * sizeof(T)));
  if (!in) throw CompilationFailed("reading " + path, "the module's results are missing or short");
  return values;
}

void write_binary(const std::string& path, const std::vector<double>& values) {
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(values.data()),
            static_cast<std::streamsize>(values.size() * sizeof(double)));
  if (!out) throw OutputError(path + ": cannot write the check's states");
}

std::string exact_decimal(double x) {
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.17g", x);
  return buffer;
}

/// The driver (templates/check_driver.py.mustache or check_driver.m.mustache)
/// over the recorded states in `directory`.
EmittedFile driver(Language language, const Model& model, const EmitRequest& emit,
                   const EmittedShape& shape, const std::vector<double>& parameters,
                   const std::map<std::string, Recording>& recordings,
                   const std::string& directory) {
  const bool python = language == Language::python;
  TemplateData context;
  context.set("module", namespace_of(model, emit));
  context.set("directory", directory);
  context.set("has_parameters", !model.symbols.empty());
  std::string arguments;
  std::size_t index = 0;
  for (const auto& symbol : model.symbols)
    arguments += (arguments.empty() ? "" : ", ") +
                 (python ? symbol.first + "=" : "'" + symbol.first + "', ") +
                 exact_decimal(parameters.at(index++));
  context.set("parameter_arguments", arguments);
  TemplateData functions{TemplateData::type::list};
  for (const auto& r : recordings) {
    if (r.second.states == 0) continue;
    const EmittedFunctionSpec& spec = emitted_function_spec(r.first);
    const std::string count = std::to_string(r.second.states);
    TemplateData function;
    function.set("name", r.first);
    function.set("count", count);
    function.set("calls", spec.inputs.empty() ? "1" : count);
    std::string shapes, reads, vector;
    for (std::size_t i = 0; i < spec.inputs.size(); ++i) {
      const std::string& input = spec.inputs[i];
      const EmittedInput& in = emitted_input(input);
      const std::string rows = std::to_string(in.rows(shape)),
                        columns = std::to_string(in.columns(shape));
      shapes += std::string(shapes.empty() ? "" : ", ") +
                (columns == "1" ? "(" + rows + ",)" : "(" + rows + ", " + columns + ")");
      reads += std::string(reads.empty() ? "" : ", ") + "read_input([directory '/" + r.first + "." +
               std::to_string(i) + ".in'], " + rows + ", " + columns + ", " + count + ")";
    }
    for (const EmittedResult& result : spec.results)
      vector += std::string(vector.empty() ? "" : " ") + (result.is_vector() ? "true" : "false");
    function.set("shapes", shapes);
    function.set("reads", reads);
    function.set("vector", vector);
    function.set("outputs", std::to_string(spec.results.size() + (spec.status() ? 1 : 0)));
    function.set("status",
                 spec.status() ? (python ? "True" : "true") : (python ? "False" : "false"));
    // A frame's index is the last input (templates/check_driver.*).
    function.set("frame", spec.per_frame());
    function.set("frame_literal", spec.per_frame() ? "True" : "False");
    // integrate() reads no parameters.
    function.set("parameters_literal", spec.integrator() ? "False" : "True");
    function.set("given", spec.integrator() ? "" : "arguments{:}, ");
    functions.push_back(function);
  }
  context.set("functions", functions);
  return python ? EmittedFile{"check_driver.py", render("check_driver.py.mustache", context)}
                : EmittedFile{"check_driver.m", render("check_driver.m.mustache", context)};
}

}  // namespace

std::string interpreter(Language language) {
  const char* chosen = std::getenv(language == Language::python ? "PYTHON" : "OCTAVE");
  if (chosen && *chosen) return chosen;
  if (language != Language::python) return "octave-cli";
  return access("/usr/bin/python3", X_OK) == 0 ? "/usr/bin/python3" : "python3";
}

std::vector<FunctionAgreement> compare_interpreted(
    const Model& model, const EmittedDynamics& dynamics, const EmitRequest& emit,
    const NumericModel& numeric, const std::vector<double>& parameters, const CheckOptions& options,
    const std::string& directory, const Progress& progress) {
  const bool python = emit.language == Language::python;
  const EmittedShape shape = dynamics.shape();
  std::map<std::string, Recording> recordings;
  std::map<std::string, EmittedEntryPoint> recorders;
  // Every function the files define: the programs' and the integrator's.
  const std::vector<std::string> names = dynamics.function_names();
  for (const std::string& name : names) {
    const EmittedFunctionSpec& spec = emitted_function_spec(name);
    Recording& r = recordings[name];
    r.inputs.resize(spec.inputs.size());
    std::vector<int> sizes;
    for (const std::string& input : spec.inputs) sizes.push_back(emitted_input_size(input, shape));
    recorders[name] = [&r, sizes](const double*, const double* const* in, double*) {
      for (std::size_t i = 0; i < sizes.size(); ++i)
        r.inputs[i].insert(r.inputs[i].end(), in[i], in[i] + sizes[i]);
      ++r.states;
      return 0;
    };
  }
  compare_emitted(numeric, parameters, recorders, options);

  // MATLAB's functions go into the package folder +NAME beside the driver.
  write_files_atomically(python ? directory : directory + "/+" + namespace_of(model, emit),
                         emit_language_files(model, dynamics, emit));
  write_files_atomically(
      directory, {driver(emit.language, model, emit, shape, parameters, recordings, directory)});
  for (const auto& r : recordings)
    for (std::size_t i = 0; i < r.second.inputs.size(); ++i)
      write_binary(directory + "/" + r.first + "." + std::to_string(i) + ".in", r.second.inputs[i]);
  const std::vector<std::string> command =
      python ? std::vector<std::string>{interpreter(emit.language), directory + "/check_driver.py",
                                        directory}
             : std::vector<std::string>{interpreter(emit.language),
                                        "--no-gui",
                                        "--norc",
                                        "--quiet",
                                        "--no-history",  // Octave 7 errors at exit without it
                                        directory + "/check_driver.m"};
  std::string command_text;
  for (const std::string& c : command) command_text += (command_text.empty() ? "" : " ") + c;
  if (progress) progress("running: " + command_text);
  const std::string log = directory + "/interpreter.log";
  if (run_command(command, log) != 0) throw CompilationFailed(command_text, read_text(log));

  std::map<std::string, EmittedEntryPoint> replays;
  for (const std::string& name : names) {
    Recording& r = recordings[name];
    const std::size_t size = static_cast<std::size_t>(result_size(name, shape));
    const std::size_t states = static_cast<std::size_t>(r.states);
    if (states == 0) continue;
    r.results = read_binary<double>(directory + "/" + name + ".out", states * size);
    r.status = !emitted_function_spec(name).status()
                   ? std::vector<int>(states, 0)
                   : read_binary<int>(directory + "/" + name + ".status", states);
    auto next = std::make_shared<std::size_t>(0);
    replays[name] = [&r, size, next](const double*, const double* const*, double* result) {
      const std::size_t k = (*next)++;
      std::copy(r.results.begin() + static_cast<std::ptrdiff_t>(k * size),
                r.results.begin() + static_cast<std::ptrdiff_t>((k + 1) * size), result);
      return r.status.at(k);
    };
  }
  for (const std::string& name : names)
    if (replays.count(name) == 0) replays[name] = recorders[name];
  return compare_emitted(numeric, parameters, replays, options);
}

}  // namespace nedyn
