#pragma once

// The emitted C++ files of a model: NAME.hpp and NAME.cpp (docs/design.md §3),
// rendered from templates/ with kainjow-mustache. Contract: a banner (do not
// edit; generator version; input file and its SHA-256; command), only
// <cmath>, no heap, exceptions, statics or macros, C++11.

#include <string>
#include <vector>

#include "nedyn/generator/cpp_printer.hpp"
#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/model/model.hpp"
#include "nedyn/runtime/emitted_functions.hpp"

namespace nedyn {

/// The language of the emitted files (`nedyn generate --language`).
enum class Language { cpp, c, python, matlab };

/// "cpp", "c", "python", "matlab".
const char* language_name(Language language);

struct EmitRequest {
  std::string model_file;    ///< the model file's name, without its folder
  std::string model_sha256;  ///< hex digest of the model file's bytes
  std::string command_line;  ///< the options that decide the content
  ScalarType scalar = ScalarType::float64;
  std::string namespace_name;  ///< empty: the model's name; also names the files
  Language language = Language::cpp;
};

struct EmittedFile {
  std::string name;  ///< file name, no directory
  std::string text;
};

/// NAME.hpp and NAME.cpp, NAME the namespace (the model's name by default).
std::vector<EmittedFile> emit_files(const Model& model, const EmittedDynamics& dynamics,
                                    const EmitRequest& request);

/// The files of request.language: emit_files, emit_c_files, emit_python_files or
/// emit_matlab_files (whose files belong in a folder +NAME).
std::vector<EmittedFile> emit_language_files(const Model& model, const EmittedDynamics& dynamics,
                                             const EmitRequest& request);

/// NAME_check.cpp (for C++ or C code): extern "C" entry points nedyn_check_FUNCTION(parameters,
/// inputs, result) over double arrays, for `nedyn check` and the tests of
/// generated/; not part of what users get.
EmittedFile emit_check_shim(const Model& model, const EmittedDynamics& dynamics,
                            const EmitRequest& request);

/// Size of the result array of an emitted function for a model of that shape.
int result_size(const std::string& function, const EmittedShape& shape);

/// Whether NAME_batch is emitted for f: for every function of a state but
/// those of a frame.
bool has_batch(const EmittedFunction& f);

/// The type that holds a function's body in the emitted C++:
/// inverse_dynamics -> InverseDynamicsBody.
std::string body_type(const std::string& function);

/// Operations (those of its program and its solves) from which a single
/// call's body is large enough that a second copy compiled for AVX2 pays:
/// VEX's three operands spare such bodies' register copies (derivatives,
/// Panda q, B, Cc: 18-55 % faster calls), where smaller ones gain under 7 % over the four-lane
/// sin_cos alone, for twice their compile time and code (docs/codegen.md).
constexpr int kAvx2CopyOperations = 1000;

/// Whether the C++ file gives f's single call a second copy compiled for
/// AVX2 on x86-64 (templates/sin_cos.mustache): a body of at least
/// kAvx2CopyOperations, not off a controller's cycle (the regressors).
bool has_avx2_copy(const EmittedFunction& f);

}  // namespace nedyn
