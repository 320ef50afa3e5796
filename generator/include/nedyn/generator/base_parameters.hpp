#pragma once

// The base parameters of a model: the fewest combinations of the standard
// parameters pi (nedyn/runtime/standard_parameters.hpp) that tau depends on.
// Found exactly, not by a numeric rank: at rational points of the unit
// circle, sin = 2t / (1 + t^2) and cos = (1 - t^2) / (1 + t^2), the regressor
// Y (ProgramRecursion::regressor) is exact over the rationals, so the
// reduced row echelon form of Y stacked at enough such states is exact (for a
// symbolic model: found at random rational values of its symbols, then each
// grouping solved over the symbols from a few rows). Its
// pivot columns are the base parameters' own columns; each other column is a
// combination of them, Y_d = sum_p R_pd Y_p, and is grouped into them:
//   beta_p = pi_p + sum_d R_pd pi_d,   tau = Y_b beta,
// with Y_b the pivot columns of Y. Columns are taken base to tip and, per
// link, in the order of the standard parameters, so that a parameter of a
// later link is grouped into an earlier one (Khalil's rules: ZZ_j takes YY,
// MZ, M of link j + 1; XX_j - YY_j). docs/identification.md.

#include <stdexcept>
#include <string>
#include <vector>

#include <ginac/ginac.h>

#include "nedyn/generator/dynamics_terms.hpp"
#include "nedyn/model/model.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/regressor.hpp"
#include "nedyn/runtime/standard_parameters.hpp"

namespace nedyn {

struct BaseParameters {
  StandardParameterLayout layout;  ///< pi's entries: layout.size() columns
  std::vector<int> columns;        ///< pivot columns of Y, increasing: p of them
  /// p x layout.size(), exact (rational functions of the model's symbols): beta = from_standard pi.
  GiNaC::matrix from_standard;
  int states = 0;  ///< states at which Y was evaluated (the last ones confirmed it)
  /// True for a numeric model with angles or square roots among its constants
  /// (a placement turned by 0.3 rad, an axis (0, 1, 1)): the rank and
  /// coefficients come from an elimination at 60 digits, rounded there.
  bool rounded = false;
  int size() const { return static_cast<int>(columns.size()); }
};

/// A model whose base parameters nedyn does not find: free symbols together
/// with both angles and square roots among its constants.
class BaseParametersUnavailable : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// The base parameters of the model. `progress` receives a line per stage.
/// Throws BaseParametersUnavailable.
BaseParameters base_parameters(const Model& model, const Progress& progress = nullptr);

/// The standard parameters as symbols XX1, XY1, ..., Fc<n>, a floating base's
/// XX0 .. M0 first (StandardParameterLayout::name()).
std::vector<GiNaC::symbol> standard_parameter_symbols(const StandardParameterLayout& layout);

/// The model's own standard parameters, exact (expressions over its symbols).
std::vector<GiNaC::ex> standard_parameter_values(const Model& model);

/// beta = from_standard pi for the given pi (symbols or values).
std::vector<GiNaC::ex> base_parameter_values(const BaseParameters& base,
                                             const std::vector<GiNaC::ex>& pi);

/// Each base parameter's name: its own standard parameter's, with Khalil's R
/// where others are grouped into it ("ZZ1R", "MY1").
std::vector<std::string> base_parameter_names(const BaseParameters& base);

/// The map at the model's symbol values, for the runtime (nedyn check, identify).
BaseParameterMap numeric_map(const Model& model, const BaseParameters& base,
                             const ParameterValues& values = {});

}  // namespace nedyn
