#pragma once

// Compares emitted functions with the numeric runtime (docs/design.md §4): the
// checker behind `nedyn check` and the tests of generated/. Emitted functions
// are reached through one C signature (the check shim that `nedyn generate
// --check-shim` writes), so the same code serves a dlopen()ed shared object
// and a statically linked test.

#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "nedyn/model/model.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/regressor.hpp"

namespace nedyn {

/// nedyn_check_FUNCTION(parameters, inputs, result): parameters in the order
/// of the model's symbol names, inputs the function's arrays (q, qd, qdd,
/// tau as it reads them), result its output array; all double. Returns the
/// function's status (task_* functions), 0 for the others. A function
/// object, so that code that is not loaded (a Python module) can stand behind it.
using EmittedEntryPoint =
    std::function<int(const double* parameters, const double* const* inputs, double* result)>;

constexpr double kDoubleTaskMargin = 1e-2;
constexpr double kFloatTaskMargin = 1e-1;
/// Functions that solve with M are compared where M, scaled to a unit
/// diagonal, has a reciprocal condition number above these: a solve's
/// relative error is about the scalar's epsilon over it, and these keep it
/// under `nedyn check`'s tolerances (1e-10 double, 1e-4 float).
constexpr double kDoubleMassMargin = 1e-6;
constexpr double kFloatMassMargin = 1e-3;

/// Below this task_singularity() of Jc M^-1 Jc^T the contacts are redundant
/// to rounding (a row that depends on others structurally gives about
/// 1e-16): the emitted solves (a pivot of their pivoted factorisation at most
/// kContactSingularity of A's largest diagonal) and the runtime's
/// (kContactRedundancy) both drop it, and check
/// compares their least-norm answers and status 1. Well below either
/// threshold, so that their rank decisions agree.
constexpr double kRedundantContactMeasure = 1e-13;

struct FunctionAgreement {
  std::string function;
  double max_absolute = 0;  ///< largest |emitted - runtime| entry over all samples
  double max_relative = 0;  ///< the same over max(largest |runtime| entry, largest |tau| of
                            ///< the state, 1e-6), per sample
  int samples = 0;          ///< samples compared (forward dynamics skips non-invertible M)
  bool finite = true;       ///< false if an emitted value was NaN or infinite
  /// States where the emitted function's status is not the runtime's: non-zero
  /// although the task or the contacts are well away from singular
  /// (task_singularity() > CheckOptions::task_margin), or 0 from a least-norm
  /// solve at redundant contacts (kRedundantContactMeasure).
  int status_failures = 0;
  /// States not compared because it solves with an M nearer to singular
  /// than CheckOptions::mass_margin (Euler angles at gimbal lock).
  int ill_conditioned = 0;
};

struct CheckOptions {
  int samples = 1000;
  unsigned seed = 20261122;
  /// Called with true just before and false just after each emitted call:
  /// tests count heap allocations in between.
  std::function<void(bool)> around_emitted_call;
  /// Task-space functions are compared where task_singularity() exceeds this,
  /// contact solves where task_singularity() of Jc M^-1 Jc^T does: closer to a singularity rounding
  /// grows as its inverse. kFloatTaskMargin for float code, whose rounding is 5e8 times a double's.
  double task_margin = kDoubleTaskMargin;
  /// Functions that solve with M (EmittedFunctionSpec::solves_mass_matrix)
  /// are compared where M's scaled reciprocal condition number exceeds this:
  /// kFloatMassMargin for float code.
  double mass_margin = kDoubleMassMargin;
  /// The generator's base parameters at the check's parameter values
  /// (base_regressor and base_parameters are compared through them).
  BaseParameterMap base;
  /// The frames of the frame functions by index (the emitted kFrameNames);
  /// state k is compared at frame k modulo their count.
  std::vector<std::string> frames;
};

/// Values for the model's free symbols: `given` where given, values in
/// [0.5, 2] from `rng` for the rest, redrawn until the model they give is physical.
ParameterValues physical_parameters(const Model& model, std::mt19937& rng,
                                    const ParameterValues& given = {});

/// physical_parameters() from the seed `nedyn check` uses.
ParameterValues check_parameters(const Model& model, const ParameterValues& given = {});

/// The values in the order of the model's symbol names (the shim's order).
std::vector<double> parameter_array(const Model& model, const ParameterValues& values);

/// The inputs each emitted function reads, in the shim's order
/// (emitted_function_specs()).
const std::vector<std::string>& emitted_inputs(const std::string& function);

/// True if the runtime has a counterpart that `nedyn check` compares the
/// emitted function with (every row of emitted_function_specs() must).
bool has_runtime_reference(const std::string& function);

/// Every function in `functions` (by emitted name) at options.samples seeded
/// random states (q over a full turn or +-0.5 m, qd in +-2, qdd in +-5, tau
/// from the runtime's inverse dynamics), against the runtime. Task-space
/// functions are compared where task_singularity() > options.task_margin,
/// and must return status 0 there; functions that solve with M where M is
/// farther from singular than options.mass_margin.
std::vector<FunctionAgreement> compare_emitted(
    const NumericModel& model, const std::vector<double>& parameters,
    const std::map<std::string, EmittedEntryPoint>& functions, const CheckOptions& options = {});

}  // namespace nedyn
