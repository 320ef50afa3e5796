#pragma once

// Closed forms as people read them: the shortest trigonometric form of an
// entry, its terms collected by monomial in the joint functions and rates,
// each coefficient a factored polynomial in the model's parameters
// (Craig's M11 = m2 l2^2 + 2 m2 l1 l2 c2 + (m1 + m2) l1^2).

#include <ostream>

#include <ginac/ginac.h>

#include "nedyn/generator/canonical_printer.hpp"
#include "nedyn/generator/joint_symbols.hpp"
#include "nedyn/model/model.hpp"

namespace nedyn {

/// Groups the terms of an expanded polynomial by their monomial in `variables`
/// (and in functions of them, such as csgn(qd1)); each group's coefficient is
/// factored. The number of groups is the entry's size as shown.
GiNaC::ex collect_by_monomial(const GiNaC::ex& polynomial, const GiNaC::lst& variables);

/// The joint symbols an entry is a polynomial in: s, c (joint and cumulative
/// angles), q (prismatic), qd, qdd; a floating base's gravity in its frame,
/// twist and the twist's rate.
GiNaC::lst joint_variables(const JointSymbols& js);

/// A reduced entry in its display form, still in s_i, c_i symbols (for LaTeX).
GiNaC::ex display_polynomial(const GiNaC::ex& reduced, const JointSymbols& js,
                             const GiNaC::lst& extra_variables = {});

/// Prints in GiNaC's syntax (sin(q2), cos(q1+q2), qd1^2), which GiNaC's parser
/// reads back, or in LaTeX with Craig's s_2, c_{23}, \dot{q}_1.
/// Model symbols renamed for LaTeX: m2 -> m_{2}, alpha1 -> \alpha_{1}.
GiNaC::exmap latex_names(const SymbolTable& symbols);

/// `digits` as in canonical_string(): 0 exact, else significant digits of decimals.
/// With PrintStyle::sympy, SymPy's syntax instead of GiNaC's (qd1**2, sign(qd1)).
void print_text(std::ostream& out, const GiNaC::ex& display, const JointSymbols& js, int digits = 0,
                PrintStyle style = PrintStyle::text);
void print_latex(std::ostream& out, const GiNaC::ex& display, int digits = 0);

}  // namespace nedyn
