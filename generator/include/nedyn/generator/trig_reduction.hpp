#pragma once

// Simplification without a general simplify/trigsimp (docs/design.md §5, STYLE.md):
// expressions are polynomials in the joint sines s_i and cosines c_i, reduced
// to a canonical form by s_i^2 + c_i^2 = 1, and written either in the joint
// angles or in cumulative angles over parallel joints (c_23 = cos(q2 + q3)),
// whichever has fewer terms.

#include <ginac/ginac.h>

#include "nedyn/generator/joint_symbols.hpp"

namespace nedyn {

/// Expands e and replaces every c_i^2 by 1 - s_i^2, so that no c_i appears
/// squared: the canonical form of a polynomial modulo s_i^2 + c_i^2 = 1.
GiNaC::ex pythagorean_reduce(const GiNaC::ex& e, const JointSymbols& js);

/// Number of terms of an expanded expression (1 for a product or symbol, 0 for 0).
std::size_t term_count(const GiNaC::ex& e);

/// Canonical reduced form in joint angles and in cumulative angles over the
/// parallel groups; returns the one with fewer terms (joint angles on a tie),
/// as a polynomial in s_i, c_i and the cumulative s_sum, c_sum.
/// `reduced` must be pythagorean_reduce()d.
GiNaC::ex shortest_trig_polynomial(const GiNaC::ex& reduced, const JointSymbols& js);

/// Any expression in q (sin, cos of joint angles and their sums) to the
/// canonical reduced polynomial in s_i, c_i: the form in which two
/// expressions are equal exactly when their difference is zero.
GiNaC::ex trig_normal_form(const GiNaC::ex& e, const JointSymbols& js);

}  // namespace nedyn
