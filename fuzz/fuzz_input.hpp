#pragma once

// One fuzz input: the bytes of a model file (YAML or URDF). The libFuzzer target and the
// regression test (tests/fuzz/fuzz_regressions_test.cpp) run the same code.

#include <string>

namespace nedyn::fuzz {

enum class Outcome {
  refused,    ///< the loader refused it with a ModelError
  loaded,     ///< it loaded; too large to emit within a fuzz iteration
  emitted,    ///< it loaded and both files were emitted
  computed,   ///< (URDF) it loaded, and the numeric recursion ran on it
  too_large,  ///< it loaded; generation stopped at a documented limit (size,
              ///< or a constant beyond the range of a double)
};

/// Largest chain the fuzz target also emits: generation must stay well under
/// libFuzzer's one-second timeout, sanitizers included.
constexpr int kMaxEmittedJoints = 2;

/// Loads `bytes` as a model file and, for small models, emits the C++.
/// Returns how far it got. Any other exception propagates: it is a bug, and
/// libFuzzer reports it as a crash.
Outcome run_model_input(const std::string& bytes);

/// The same for the bytes of a URDF file (default chain: root to only leaf):
/// what loads is instantiated and the runtime's inverse dynamics and forward
/// kinematics run on it at a fixed state. Nothing is emitted: emission is
/// fuzzed through YAML models, and it took the URDF runs from ~300 to under
/// 100 executions a second.
Outcome run_urdf_input(const std::string& bytes);

/// The same for the bytes of an identification data file (CSV) for Craig's
/// two-link arm (models/rr_planar_numeric.yaml): what parses is identified by
/// least squares on its base parameters, found once. `computed` when it
/// identified, `refused` for bad input, too few samples or data that do not
/// identify every parameter.
Outcome run_data_input(const std::string& bytes);

}  // namespace nedyn::fuzz
