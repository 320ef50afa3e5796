#pragma once

// `nedyn check --language python|matlab`: the emitted module (NumPy) or
// function files (GNU Octave) run by their interpreter at the states the
// compiled code is checked at. A first pass of compare_emitted records the
// states each function is compared at; one run of the interpreter evaluates
// each function at all of them in one call (the vectorised form of both
// languages); a second pass compares those results.

#include <string>
#include <vector>

#include "nedyn/generator/commands.hpp"
#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/runtime/emitted_check.hpp"

namespace nedyn {

/// Python: $PYTHON if set, else /usr/bin/python3 where it exists (Debian's
/// NumPy is installed for it), else python3 from PATH. MATLAB: $OCTAVE if
/// set, else octave-cli.
std::string interpreter(Language language);

/// The emitted functions of emit.language (python or matlab) against the
/// runtime, as compare_emitted. Writes the files, the states and a driver
/// into `directory`. Throws CompilationFailed (the interpreter's output) if
/// the run fails.
std::vector<FunctionAgreement> compare_interpreted(
    const Model& model, const EmittedDynamics& dynamics, const EmitRequest& emit,
    const NumericModel& numeric, const std::vector<double>& parameters, const CheckOptions& options,
    const std::string& directory, const Progress& progress);

}  // namespace nedyn
