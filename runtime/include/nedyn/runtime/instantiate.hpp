#pragma once

#include <map>
#include <string>

#include "nedyn/model/model.hpp"
#include "nedyn/runtime/numeric_model.hpp"

namespace nedyn {

/// Values for a model's free symbols, by name.
using ParameterValues = std::map<std::string, double>;

/// The model with every symbol replaced by its value and every expression
/// evaluated to a double. Throws std::invalid_argument if a symbol has no
/// value, a name is not a symbol of the model, or the result is not physical
/// (negative mass, non-physical inertia, non-finite values).
NumericModel instantiate(const Model& model, const ParameterValues& values = {});

}  // namespace nedyn
