#pragma once

// The task-space solves after a task function's program (docs/task_space.md),
// written once as loop functions (loop_function.hpp) that every language
// prints: L D L^T factorisations of M and of A = Jx M^-1 Jx^T with the
// singularity test on A's pivots, Mx = A^-1, and A^-1 (Yd^T L^-1 K - H) or
// Jx^T times it. Sizes in braces: {n} M's order, {m} the task's rows,
// {singularity} the relative pivot bound kTaskSingularity.

#include <string>
#include <vector>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/loop_function.hpp"

namespace nedyn {

/// Every helper, callees first, task_rows_of copying `task_rows` (a 6-vector's rows).
std::vector<LoopFunction> task_space_solves(const std::vector<int>& task_rows);

/// The helpers that `functions` call (their calls and status calls), with
/// the helpers those call, in the order of task_space_solves().
std::vector<LoopFunction> task_space_solves_called(const std::vector<EmittedFunction>& functions,
                                                   const std::vector<int>& task_rows);

/// The operations of a task function's status call (task_space_solve or
/// task_space_terms) with M of order n and m task rows.
OperationCount task_space_count(const Call& status_call, int n, int m);

}  // namespace nedyn
