#pragma once

// The operations of the products that forward_dynamics_derivatives'
// templates add after its program, counted loop by loop as they run them
// (the task-space solves count theirs from their one description:
// task_space_solves.hpp), so that `generate --stats` and the
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

}  // namespace nedyn
