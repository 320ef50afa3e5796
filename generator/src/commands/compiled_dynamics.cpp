#include "nedyn/generator/compiled_dynamics.hpp"

#include <dlfcn.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <thread>

#include "nedyn/generator/emitted_text.hpp"
#include "nedyn/generator/output_files.hpp"
#include "nedyn/generator/subprocess.hpp"

namespace nedyn {

namespace {

/// The instruction sets the emitted batches choose among at run time.
struct ProcessorFeatures {
  bool avx2 = false, avx512f = false;
};

ProcessorFeatures processor_features() {
  ProcessorFeatures has;
#if defined(__x86_64__) && defined(__GNUC__)
  has.avx2 = __builtin_cpu_supports("avx2");
  has.avx512f = __builtin_cpu_supports("avx512f");
#endif
  return has;
}

}  // namespace

struct CompiledDynamics::Loaded {
  explicit Loaded(bool keep) : scratch(keep), directory(scratch.path()) {}
  ScratchDirectory scratch;  // outlives the handle: members are destroyed in reverse order
  std::string directory, compiler, options;
  void* handle = nullptr;

  ~Loaded() {
    if (handle) dlclose(handle);
  }
};

CompiledDynamics::CompiledDynamics(const Model& model, const EmittedDynamics& dynamics,
                                   const EmitRequest& emit, bool keep, const Progress& progress,
                                   const std::vector<std::string>& definitions, CheckBuild build)
    : loaded_(std::make_unique<Loaded>(keep)) {
  std::vector<EmittedFile> files = emit_language_files(model, dynamics, emit);
  files.push_back(emit_check_shim(model, dynamics, emit));
  write_files_atomically(loaded_->directory, files);
  const auto text_of = [](const std::vector<std::string>& command) {
    std::string text;
    for (const std::string& c : command) text += (text.empty() ? "" : " ") + c;
    return text;
  };
  const auto ends_with = [](const std::string& name, const std::string& suffix) {
    return name.size() > suffix.size() &&
           name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
  };
  // Each source to an object, as many at a time as the machine has
  // processors (NAME.cpp, NAME_batch.cpp and the shim take similar times),
  // then one link.
  std::vector<std::vector<std::string>> compilations;
  std::vector<std::string> objects, logs;
  const auto add = [&](std::vector<std::string> command, const std::string& file) {
    const std::string path = loaded_->directory + "/" + file;
    command.insert(command.end(), {"-c", "-o", path + ".o", path});
    compilations.push_back(command);
    objects.push_back(path + ".o");
    logs.push_back(path + ".log");
  };
  // C: NAME.c by $CC as a user's C build would (C99, every warning an error),
  // then linked with the C++ shim.
  if (emit.language == Language::c) {
    const char* cc = std::getenv("CC");
    loaded_->compiler = cc && *cc ? cc : "cc";
    for (const EmittedFile& f : files)
      if (ends_with(f.name, ".c"))
        add({loaded_->compiler, "-std=c99", "-O1", "-fPIC", "-Wall", "-Wextra", "-Wpedantic",
             "-Wconversion", "-Wshadow", "-Werror"},
            f.name);
  }
  const char* cxx = std::getenv("CXX");
  const std::string cxx_compiler = cxx && *cxx ? cxx : "c++";
  if (loaded_->compiler.empty()) loaded_->compiler = cxx_compiler;
  const ProcessorFeatures has = processor_features();
  const bool for_avx2 = build == CheckBuild::this_processor && has.avx2;
  const auto cpp = [&](const char* level) {
    std::vector<std::string> command = {cxx_compiler, "-std=c++11", level,      "-fPIC",  "-Wall",
                                        "-Wextra",    "-Wpedantic", "-Wshadow", "-Werror"};
    if (for_avx2) command.push_back("-mavx2");
    for (const std::string& definition : definitions) command.push_back("-D" + definition);
    return command;
  };
  const std::string single_calls = namespace_of(model, emit) + ".cpp";
  const std::string batches = namespace_of(model, emit) + "_batch.cpp";
  // The batch file optimised where the copy that runs needs it: the
  // eight-lane copy exists only at -O1 and above (templates/batch.mustache).
  const bool batch_at_o0 = for_avx2 && !has.avx512f;
  const char* single_level = build == CheckBuild::user_default || batch_at_o0 ? "-O1" : "-O0";
  const char* batch_level = batch_at_o0 ? "-O0" : "-O1";
  bool batch_file = false;
  for (const EmittedFile& f : files)
    if (ends_with(f.name, ".cpp")) {
      add(cpp(f.name == single_calls ? single_level
              : f.name == batches    ? batch_level
                                     : "-O1"),
          f.name);
      batch_file = batch_file || f.name == batches;
    }
  loaded_->options = emit.language == Language::c
                         ? "-std=c99 -O1"
                         : std::string("-std=c++11") + (for_avx2 ? " -mavx2" : "") + ", NAME.cpp " +
                               single_level +
                               (batch_file ? std::string(", NAME_batch.cpp ") + batch_level : "");
  if (progress)
    for (const std::vector<std::string>& command : compilations)
      progress("compiling: " + text_of(command));
  const std::vector<int> statuses =
      run_commands(compilations, logs, std::thread::hardware_concurrency());
  for (std::size_t k = 0; k < statuses.size(); ++k)
    if (statuses[k] != 0) throw CompilationFailed(text_of(compilations[k]), read_text(logs[k]));
  const std::string library = loaded_->directory + "/lib" + model.name + ".so";
  std::vector<std::string> link = {cxx_compiler, "-shared", "-o", library};
  link.insert(link.end(), objects.begin(), objects.end());
  if (progress) progress("linking: " + text_of(link));
  const std::string log = loaded_->directory + "/link.log";
  if (run_command(link, log) != 0) throw CompilationFailed(text_of(link), read_text(log));
  loaded_->handle = dlopen(library.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!loaded_->handle)
    throw std::runtime_error(std::string("cannot load the emitted code: ") + dlerror());
}

CompiledDynamics::~CompiledDynamics() = default;

EmittedEntryPoint CompiledDynamics::entry(const std::string& function) const {
  void* symbol = dlsym(loaded_->handle, ("nedyn_check_" + function).c_str());
  if (!symbol) throw std::runtime_error("the emitted code has no function " + function);
  int (*f)(const double*, const double* const*, double*) = nullptr;
  std::memcpy(&f, &symbol, sizeof f);  // object to function pointer (POSIX)
  return f;
}

EmittedBatchEntryPoint CompiledDynamics::batch_entry(const std::string& function) const {
  void* symbol = dlsym(loaded_->handle, ("nedyn_check_batch_" + function).c_str());
  if (!symbol) throw std::runtime_error("the emitted code has no function " + function + "_batch");
  EmittedBatchEntryPoint f = nullptr;
  std::memcpy(&f, &symbol, sizeof f);
  return f;
}

const std::string& CompiledDynamics::directory() const { return loaded_->directory; }

const std::string& CompiledDynamics::compiler() const { return loaded_->compiler; }

const std::string& CompiledDynamics::options() const { return loaded_->options; }

}  // namespace nedyn
