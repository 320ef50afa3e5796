#pragma once

// The emitted code of a model as a user builds it: NAME.cpp, NAME_batch.cpp
// and its check shim compiled by $CXX (default c++, -std=c++11 -Wall -Wextra
// -Wpedantic -Wshadow -Werror, the levels of a CheckBuild) into a shared
// object in a temporary directory, then loaded. `nedyn check` compares it
// with the runtime; `nedyn trajectory` evaluates it along a motion.

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

/// How the C++ sources are compiled. Both give the bits of any user's build
/// on this processor: ISO C++ contracts no product into an FMA unless asked
/// and x86-64 rounds each operation to double, at any level and with or
/// without AVX2 (no -mfma).
enum class CheckBuild {
  /// -O1 throughout for the instruction set's baseline, the AVX2 copies
  /// chosen at run time: as a user's default build.
  user_default,
  /// For the processor nedyn runs on: with -mavx2 where it has AVX2 (one
  /// copy of each body, none flattened), NAME.cpp at -O1 and NAME_batch.cpp
  /// at -O0, so that the batch comparison spans two levels. Elsewhere, and
  /// where it has AVX-512F (whose eight-lane batches exist only when
  /// optimised), NAME.cpp at -O0 and the rest at -O1. On the Panda the two
  /// files compile in 4.0 and 2.0 s instead of 8.8 and 11.5 s at -O1.
  this_processor,
};

class CompiledDynamics {
 public:
  /// Emits, compiles and loads; the directory is removed on destruction
  /// unless `keep`. `definitions` go to the compiler as -D options (a user's
  /// choices such as NEDYN_NO_AVX2). Throws CompilationFailed, or OutputError
  /// if the temporary directory cannot be made.
  CompiledDynamics(const Model& model, const EmittedDynamics& dynamics, const EmitRequest& emit,
                   bool keep, const Progress& progress,
                   const std::vector<std::string>& definitions = {},
                   CheckBuild build = CheckBuild::user_default);
  ~CompiledDynamics();
  CompiledDynamics(const CompiledDynamics&) = delete;
  CompiledDynamics& operator=(const CompiledDynamics&) = delete;

  /// The shim's entry point nedyn_check_FUNCTION (layout: emitted_check.hpp).
  EmittedEntryPoint entry(const std::string& function) const;
  /// The shim's nedyn_check_batch_FUNCTION (layout: batch_check.hpp).
  EmittedBatchEntryPoint batch_entry(const std::string& function) const;
  const std::string& directory() const;
  const std::string& compiler() const;
  /// The compilers' levels and options, as "-std=c++11 -mavx2, NAME.cpp -O1,
  /// NAME_batch.cpp -O0" (for check's header line).
  const std::string& options() const;

 private:
  struct Loaded;
  std::unique_ptr<Loaded> loaded_;
};

}  // namespace nedyn
