#pragma once

// `nedyn check --language python`: the emitted module run by an interpreter
// with NumPy at the states the compiled code is checked at. A first pass of
// compare_emitted records the states each function is compared at; one run
// of the interpreter evaluates each function at all of them in one call
// (the module's vectorised form); a second pass compares those results.

#include <string>
#include <vector>

#include "nedyn/generator/commands.hpp"
#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/runtime/emitted_check.hpp"

namespace nedyn {

/// $PYTHON if set, else /usr/bin/python3 where it exists (Debian's NumPy
/// is installed for it), else python3 from PATH.
std::string python_interpreter();

/// The module's functions against the runtime, as compare_emitted. Writes
/// the module, the states and a driver into `directory`. Throws
/// CompilationFailed (the interpreter's output) if the run fails.
std::vector<FunctionAgreement> compare_python(const Model& model, const EmittedDynamics& dynamics,
                                              const EmitRequest& emit, const NumericModel& numeric,
                                              const std::vector<double>& parameters,
                                              const CheckOptions& options,
                                              const std::string& directory,
                                              const Progress& progress);

}  // namespace nedyn
