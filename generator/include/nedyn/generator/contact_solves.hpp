#pragma once

// The contact solve after constrained_forward_dynamics' program, written once
// as a loop function (loop_function.hpp) that every language prints. The
// program leaves the tree's sparse M = L^T D L applied to everything of
// order n (Featherstone, RBDA §6.5 and ch. 8): w = D^-1 L^-T (tau - h),
// Yd = D^-1 L^-T Jc^T, A = Jc M^-1 Jc^T and y = Jc M^-1 (tau - h) + gamma;
// the solve factorises the small A (kContactRows) and finishes
// lambda = -A^-1 y and qdd = L^-1 (w + Yd lambda). Sizes in braces: {n} M's
// order, {c} the contacts' rows, {contact_singularity} kContactSingularity.

#include <vector>

#include "nedyn/generator/loop_function.hpp"

namespace nedyn {

/// Every helper of the contact functions, callees first.
std::vector<LoopFunction> contact_solves();

}  // namespace nedyn
