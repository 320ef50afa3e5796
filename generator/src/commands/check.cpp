#include <dlfcn.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "nedyn/generator/commands.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/generator/output_files.hpp"
#include "nedyn/runtime/emitted_check.hpp"

extern char** environ;

namespace nedyn {
namespace {

/// A temporary directory removed on scope exit unless kept.
class TemporaryDirectory {
 public:
  explicit TemporaryDirectory(bool keep) : keep_(keep) {
    const char* base = std::getenv("TMPDIR");
    std::string pattern = std::string(base && *base ? base : "/tmp") + "/nedyn-check-XXXXXX";
    if (!mkdtemp(pattern.data()))
      throw OutputError(pattern + ": cannot create a temporary directory: " + std::strerror(errno));
    path_ = pattern;
  }
  ~TemporaryDirectory() {
    std::error_code ignored;
    if (!keep_) std::filesystem::remove_all(path_, ignored);
  }
  TemporaryDirectory(const TemporaryDirectory&) = delete;
  TemporaryDirectory& operator=(const TemporaryDirectory&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  bool keep_;
};

/// Runs a command with stdout and stderr into `log`; returns its exit status.
int run_command(const std::vector<std::string>& command, const std::string& log) {
  std::vector<char*> argv;
  for (const std::string& a : command) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return -1;
  int status = 0;
  if (waitpid(pid, &status, 0) < 0) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

/// A loaded shared object, closed on scope exit.
class SharedObject {
 public:
  explicit SharedObject(const std::string& path)
      : handle_(dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL)) {
    if (!handle_)
      throw std::runtime_error(std::string("cannot load the emitted code: ") + dlerror());
  }
  ~SharedObject() { dlclose(handle_); }
  SharedObject(const SharedObject&) = delete;
  SharedObject& operator=(const SharedObject&) = delete;
  EmittedEntryPoint entry(const std::string& function) const {
    void* symbol = dlsym(handle_, ("nedyn_check_" + function).c_str());
    if (!symbol) throw std::runtime_error("the emitted code has no function " + function);
    EmittedEntryPoint f = nullptr;
    std::memcpy(&f, &symbol, sizeof f);  // object to function pointer (POSIX)
    return f;
  }

 private:
  void* handle_;
};

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
  const EmitRequest emit = emit_request(generate);
  const EmittedDynamics dynamics = emitted_dynamics(model, CodegenOptions{}, progress);
  std::vector<EmittedFile> files = emit_files(model, dynamics, emit);
  files.push_back(emit_check_shim(model, dynamics, emit));

  TemporaryDirectory directory(request.keep);
  write_files_atomically(directory.path(), files);
  const char* cxx = std::getenv("CXX");
  const std::string compiler = cxx && *cxx ? cxx : "c++";
  const std::string library = directory.path() + "/lib" + model.name + ".so";
  std::vector<std::string> command = {compiler,   "-std=c++11", "-O1",     "-fPIC",
                                      "-shared",  "-Wall",      "-Wextra", "-Wpedantic",
                                      "-Wshadow", "-Werror",    "-o",      library};
  for (const EmittedFile& f : files)
    if (f.name.size() > 4 && f.name.compare(f.name.size() - 4, 4, ".cpp") == 0)
      command.push_back(directory.path() + "/" + f.name);
  std::string command_text;
  for (const std::string& c : command) command_text += (command_text.empty() ? "" : " ") + c;
  if (progress) progress("compiling: " + command_text);
  const std::string log = directory.path() + "/compile.log";
  if (run_command(command, log) != 0) {
    out << "compilation failed: " << command_text << "\n" << read_text(log);
    return kExitCheckFailed;
  }

  const SharedObject shared(library);
  std::map<std::string, EmittedEntryPoint> functions;
  for (const EmittedFunction& f : dynamics.functions) functions[f.name] = shared.entry(f.name);
  CheckOptions options;
  options.samples = request.samples;
  const std::vector<FunctionAgreement> table =
      compare_emitted(numeric, parameters, functions, options);

  out << model.name << ": emitted " << scalar_name(request.scalar) << " code (" << compiler
      << " -std=c++11 -O1) against the numeric runtime, " << request.samples
      << " seeded states, tolerance " << tolerance << " relative\n";
  if (!model.symbols.empty()) {
    out << "parameters:";
    for (const auto& v : values) out << " " << v.first << "=" << v.second;
    out << "\n";
  }
  out << std::left << std::setw(26) << "function" << std::right << std::setw(9) << "samples"
      << std::setw(14) << "max abs err" << std::setw(14) << "max rel err"
      << "  result\n";
  bool ok = true;
  for (const FunctionAgreement& a : table) {
    const bool good = a.finite && a.samples > 0 && a.max_relative <= tolerance;
    ok = ok && good;
    out << std::left << std::setw(26) << a.function << std::right << std::setw(9) << a.samples
        << std::scientific << std::setprecision(2) << std::setw(14) << a.max_absolute
        << std::setw(14) << a.max_relative << std::defaultfloat << "  "
        << (good ? "ok" : (a.finite ? "MISMATCH" : "NOT FINITE")) << "\n";
  }
  if (request.keep) out << "emitted files kept in " << directory.path() << "\n";
  out << (ok ? "all functions agree\n" : "check FAILED\n");
  return ok ? kExitOk : kExitCheckFailed;
}

}  // namespace nedyn
