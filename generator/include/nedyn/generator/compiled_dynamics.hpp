#pragma once

// The emitted code of a model as a user builds it: NAME.cpp, NAME_batch.cpp
// and its check shim compiled by $CXX (default c++, -std=c++11 -O1 -Wall
// -Wextra -Wpedantic -Wshadow -Werror; NAME.cpp at -O0 if asked) into a
// shared object in a temporary directory, then loaded. `nedyn check`
// compares it with the runtime; `nedyn trajectory` evaluates it along a
// motion.

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "nedyn/generator/commands.hpp"
#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/runtime/batch_check.hpp"
#include "nedyn/runtime/emitted_check.hpp"

namespace nedyn {

/// The emitted code did not compile: the command and the compiler's output.
class CompilationFailed : public std::runtime_error {
 public:
  CompilationFailed(const std::string& command, const std::string& log)
      : std::runtime_error("compilation failed: " + command + "\n" + log) {}
};

class CompiledDynamics {
 public:
  /// Emits, compiles and loads; the directory is removed on destruction
  /// unless `keep`. `definitions` go to the compiler as -D options (a user's
  /// choices such as NEDYN_NO_AVX2). Throws CompilationFailed, or OutputError
  /// if the temporary directory cannot be made. `single_calls_unoptimised`
  /// compiles NAME.cpp at -O0: the same bits (ISO C++ contracts no products
  /// into FMAs, x86-64 rounds every operation to double), in a quarter of
  /// -O1's time, for a caller that runs each function a thousand times.
  CompiledDynamics(const Model& model, const EmittedDynamics& dynamics, const EmitRequest& emit,
                   bool keep, const Progress& progress,
                   const std::vector<std::string>& definitions = {},
                   bool single_calls_unoptimised = false);
  ~CompiledDynamics();
  CompiledDynamics(const CompiledDynamics&) = delete;
  CompiledDynamics& operator=(const CompiledDynamics&) = delete;

  /// The shim's entry point nedyn_check_FUNCTION (layout: emitted_check.hpp).
  EmittedEntryPoint entry(const std::string& function) const;
  /// The shim's nedyn_check_batch_FUNCTION (layout: batch_check.hpp).
  EmittedBatchEntryPoint batch_entry(const std::string& function) const;
  const std::string& directory() const;
  const std::string& compiler() const;

 private:
  struct Loaded;
  std::unique_ptr<Loaded> loaded_;
};

}  // namespace nedyn
