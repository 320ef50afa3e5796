#pragma once

// The helpers that emitted functions call after their programs: the
// task-space solves (task_space_solves.hpp) and the contact solve
// (contact_solves.hpp), as one list that each language's files print.

#include <map>
#include <string>
#include <vector>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/loop_function.hpp"

namespace nedyn {

/// Every helper, callees first: the task-space solves (task_rows_of copying
/// `task_rows`), then the contact solve.
std::vector<LoopFunction> solve_helpers(const std::vector<int>& task_rows);

/// The helpers that `functions` call (their calls and status calls), with
/// the helpers those call, in the order of solve_helpers().
std::vector<LoopFunction> solve_helpers_called(const std::vector<EmittedFunction>& functions,
                                               const std::vector<int>& task_rows);

/// The operations of a status call (task_space_solve, task_space_terms,
/// contact_solve) with the sizes in braces: n M's order, m the task's rows,
/// c the contacts' rows.
OperationCount status_call_count(const Call& status_call, const std::map<std::string, int>& sizes);

}  // namespace nedyn
