#pragma once

// Printing that does not depend on GiNaC's term order. GiNaC orders operands
// by hash values that change with where the library is loaded and with
// symbol-creation order (docs/design.md §5), so the same expression prints
// differently from run to run. Here every sum and product is printed with its
// operands sorted by their own canonical text, with one sign convention:
// the same expression always gives the same bytes.

#include <string>

#include <ginac/ginac.h>

namespace nedyn {

enum class PrintStyle {
  text,   ///< GiNaC's input syntax (sin(q2), qd1^2, 2159/5000*m2): read back by its parser
  latex,  ///< symbols by their TeX names, \frac, \sin, products by juxtaposition
  sympy   ///< SymPy's syntax: text with ** for powers, sign() and pi (sympy.sympify reads it)
};

/// `digits` = 0 prints numbers exactly (2159/5000, cos(3/10)); a positive
/// value evaluates every constant (cos(3/10), sqrt(2), pi) and prints
/// non-integer numbers as decimals with that many significant digits (0.4318),
/// for reading numeric robots' closed forms.
std::string canonical_string(const GiNaC::ex& e, PrintStyle style = PrintStyle::text,
                             int digits = 0);

}  // namespace nedyn
