#pragma once

// The emitted C99 files of a model: NAME.h and NAME.c, every function of
// the C++ files under the name NAME_function, the same arguments (the
// parameters as `const NAME_params* p`), the same row-major arrays.
// Contract: a banner, only <math.h>, no heap, no VLAs, no statics but the
// file's own helpers, usable from C++ (extern "C"); compiles with gcc and
// clang -std=c99 -Wall -Wextra -Wpedantic -Wconversion -Werror. Sines and
// cosines come from libm; a batch is one call per state.

#include <string>
#include <vector>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/model/model.hpp"

namespace nedyn {

/// NAME.h and NAME.c, NAME the prefix (the model's name by default).
std::vector<EmittedFile> emit_c_files(const Model& model, const EmittedDynamics& dynamics,
                                      const EmitRequest& request);

}  // namespace nedyn
