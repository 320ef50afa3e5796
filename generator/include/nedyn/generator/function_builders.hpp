#pragma once

// One builder per emitted function (a row of emitted_function_specs(),
// nedyn/runtime/emitted_functions.hpp): it takes the routes it needs from the
// shared DynamicsBuild and returns the function's outputs and route.

#include <functional>
#include <string>

#include "nedyn/generator/dynamics_build.hpp"
#include "nedyn/generator/emitted_dynamics.hpp"

namespace nedyn {

using FunctionBuilder = std::function<EmittedFunction(DynamicsBuild&)>;

/// The builder of a function (std::logic_error for integrate, a template of
/// each language).
FunctionBuilder function_builder(EmittedFunctionId function);

}  // namespace nedyn
