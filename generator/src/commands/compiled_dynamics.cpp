#include "nedyn/generator/compiled_dynamics.hpp"

#include <dlfcn.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "nedyn/generator/output_files.hpp"
#include "nedyn/generator/subprocess.hpp"

namespace nedyn {

struct CompiledDynamics::Loaded {
  explicit Loaded(bool keep) : scratch(keep), directory(scratch.path()) {}
  ScratchDirectory scratch;  // outlives the handle: members are destroyed in reverse order
  std::string directory, compiler;
  void* handle = nullptr;

  ~Loaded() {
    if (handle) dlclose(handle);
  }
};

CompiledDynamics::CompiledDynamics(const Model& model, const EmittedDynamics& dynamics,
                                   const EmitRequest& emit, bool keep, const Progress& progress,
                                   const std::vector<std::string>& definitions)
    : loaded_(std::make_unique<Loaded>(keep)) {
  std::vector<EmittedFile> files = emit_language_files(model, dynamics, emit);
  files.push_back(emit_check_shim(model, dynamics, emit));
  write_files_atomically(loaded_->directory, files);
  const std::string log = loaded_->directory + "/compile.log";
  const auto compile = [&](const std::vector<std::string>& command) {
    std::string command_text;
    for (const std::string& c : command) command_text += (command_text.empty() ? "" : " ") + c;
    if (progress) progress("compiling: " + command_text);
    if (run_command(command, log) != 0) throw CompilationFailed(command_text, read_text(log));
  };
  const auto ends_with = [](const std::string& name, const std::string& suffix) {
    return name.size() > suffix.size() &&
           name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
  };
  std::vector<std::string> objects;
  // C: NAME.c by $CC as a user's C build would (C99, every warning an error),
  // then linked with the C++ shim.
  if (emit.language == Language::c) {
    const char* cc = std::getenv("CC");
    loaded_->compiler = cc && *cc ? cc : "cc";
    for (const EmittedFile& f : files)
      if (ends_with(f.name, ".c")) {
        const std::string object = loaded_->directory + "/" + f.name + ".o";
        compile({loaded_->compiler, "-std=c99", "-O1", "-fPIC", "-Wall", "-Wextra", "-Wpedantic",
                 "-Wconversion", "-Wshadow", "-Werror", "-c", "-o", object,
                 loaded_->directory + "/" + f.name});
        objects.push_back(object);
      }
  }
  const char* cxx = std::getenv("CXX");
  const std::string cxx_compiler = cxx && *cxx ? cxx : "c++";
  if (loaded_->compiler.empty()) loaded_->compiler = cxx_compiler;
  const std::string library = loaded_->directory + "/lib" + model.name + ".so";
  std::vector<std::string> command = {cxx_compiler, "-std=c++11", "-O1",     "-fPIC",
                                      "-shared",    "-Wall",      "-Wextra", "-Wpedantic",
                                      "-Wshadow",   "-Werror",    "-o",      library};
  for (const std::string& definition : definitions) command.push_back("-D" + definition);
  for (const EmittedFile& f : files)
    if (ends_with(f.name, ".cpp")) command.push_back(loaded_->directory + "/" + f.name);
  command.insert(command.end(), objects.begin(), objects.end());
  compile(command);
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

}  // namespace nedyn
