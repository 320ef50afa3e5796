#pragma once

// Values in model files: numbers and expressions over free symbols, read
// exactly. A decimal such as "0.4318" becomes the rational 2159/5000, never a
// double first: trigonometric reduction in the symbolic stage needs exact
// coefficients (docs/design.md §5).

#include <optional>
#include <string>

#include <ginac/ginac.h>

#include "nedyn/model/model.hpp"

namespace nedyn {

/// Parses `text` into an exact expression. Symbols are looked up in (and new
/// ones added to) `symbols`; `pi` is the constant Pi. Throws
/// std::invalid_argument with a plain-language reason on any problem:
/// syntax, unknown function, division by zero, a reserved or non-finite name,
/// a number outside the range of a double, text longer than 1000 characters
/// or nested more than 50 levels deep. On failure `symbols` is unchanged.
GiNaC::ex parse_value(const std::string& text, SymbolTable& symbols);

/// The real number an expression evaluates to (pi/2 included); none while it
/// holds a symbol or is not real.
std::optional<double> numeric_value(const GiNaC::ex& value);

/// The finite double that the whole of `text` reads as (std::stod: "0.02",
/// "1e-3"); none for anything else (empty, trailing characters, inf, nan).
std::optional<double> finite_number(const std::string& text);

/// The shortest decimal that reads back as x (at most 17 significant
/// digits): the decimal a file wrote for x, where it had 15 or fewer; whole
/// numbers below 1e15 without an exponent (100, not 1e+02).
std::string shortest_decimal(double x);

}  // namespace nedyn
