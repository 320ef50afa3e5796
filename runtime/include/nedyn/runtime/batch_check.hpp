#pragma once
// Compares the emitted batches (NAME_batch) with the single calls, bit for
// bit: `nedyn check` and the tests of generated/. Reached through the check
// shim's C entry points like the single calls (emitted_check.hpp).

#include <map>
#include <string>
#include <vector>

#include "nedyn/model/model.hpp"
#include "nedyn/runtime/emitted_check.hpp"
#include "nedyn/runtime/emitted_functions.hpp"

namespace nedyn {

/// nedyn_check_batch_FUNCTION(parameters, count, inputs, results, status):
/// inputs[i] holds input i of every state one after another, results each
/// result of every state, result after result; status[k] is state k's status
/// (task_* functions).
using EmittedBatchEntryPoint = void (*)(const double* parameters, int count,
                                        const double* const* inputs, double* results, int* status);

struct BatchAgreement {
  std::string function;
  int states = 0;  ///< states of the batch
  /// States whose results or status differ from the single call's in any bit
  /// (a NaN result matches any NaN: NaN inputs give NaN in both, but which
  /// NaN depends on the compiler's order of commutative operands).
  int mismatches = 0;
};

/// Each batch in `batches` at the first `count` of 1000 seeded states (q over
/// a full turn or +-0.53 m, qd, w, fext in +-2, qdd in +-2, tau in +-50),
/// against its single call in `singles` state by state. States 2, 3 and 17
/// have an angle beyond 1e5 (sin_cos takes libm for them) and state 9 a NaN,
/// between ordinary states in the same vector lanes.
std::vector<BatchAgreement> compare_batches(
    const Model& model, const EmittedShape& shape, const std::vector<double>& parameters,
    const std::map<std::string, EmittedEntryPoint>& singles,
    const std::map<std::string, EmittedBatchEntryPoint>& batches, int count);

/// The most states compare_batches() draws.
constexpr int kBatchCheckStates = 1000;

}  // namespace nedyn
