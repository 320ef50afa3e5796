#pragma once

// The operations of the solves that each language's templates add after a
// function's program (forward_dynamics_derivatives*, task_space*), counted
// loop by loop as the templates run them, so that `generate --stats` and the
// emitted comments count every operation of a body. A negation counts as an addition and a square
// root as a call, as Program::count does.

#include "nedyn/generator/call_statement.hpp"
#include "nedyn/generator/program.hpp"

namespace nedyn {

OperationCount& operator+=(OperationCount& a, const OperationCount& b);
OperationCount operator+(OperationCount a, const OperationCount& b);

/// The two products -M^-1 dtau/dx after forward_dynamics_derivatives'
/// program (which computes M^-1; not the body of inverse_dynamics_derivatives
/// it runs, a function of its own).
OperationCount derivative_columns_count(int n);

/// A task function's status call (task_space_solve or task_space_terms)
/// with M of order n and m task rows.
OperationCount task_space_count(const Call& status_call, int n, int m);

}  // namespace nedyn
