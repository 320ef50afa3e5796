#pragma once

// The emitted Python module of a model: NAME.py, which needs only NumPy.
// Every function of the C++ files under the same name and argument order
// (the parameters as a `Params` dataclass), over one state or many: each
// program statement is one NumPy operation over all the states of a call.

#include <vector>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/model/model.hpp"

namespace nedyn {

/// NAME.py, NAME the module (the model's name by default).
std::vector<EmittedFile> emit_python_files(const Model& model, const EmittedDynamics& dynamics,
                                           const EmitRequest& request);

}  // namespace nedyn
