#pragma once

// The task-space solves after a task function's program (docs/task_space.md),
// written once as loop functions (loop_function.hpp) that every language
// prints: L D L^T factorisations of M and of A = Jx M^-1 Jx^T with the
// singularity test on A's pivots, Mx = A^-1, and A^-1 (Yd^T L^-1 K - H) or
// Jx^T times it. Sizes in braces: {n} M's order, {m} the task's rows,
// {singularity} the relative pivot bound kTaskSingularity.

#include <string>
#include <vector>

#include "nedyn/generator/loop_function.hpp"

namespace nedyn {

/// Every helper, callees first, task_rows_of copying `task_rows` (a 6-vector's rows).
std::vector<LoopFunction> task_space_solves(const std::vector<int>& task_rows);

}  // namespace nedyn
