#pragma once

// The dense L D L^T factorisation and solve of a small symmetric matrix as
// loop statements (loop_function.hpp), free of square roots: what the
// task-space and the contact solves run on A = J M^-1 J^T after the program.

#include <string>
#include <vector>

#include "nedyn/generator/loop_function.hpp"

namespace nedyn {

/// "i * {n} + k": entry (row, column) of a row-major array with `columns` columns.
std::string at(const std::string& row, const std::string& columns, const std::string& column);

/// A = L D L^T in place for an N x N row-major A (lower triangle read): unit
/// L below the diagonal, 1 / D_jj on it; the status `code` at the first pivot
/// D_jj not above relative * A_jj (0 * A_jj: not above 0). A block: its
/// locals d and v are its own.
LoopStatement ldlt_in_place(const std::string& A, const std::string& N, const LoopValue* relative,
                            int code);

/// y = A^-1 y by the factors ldlt_in_place left in A (N x N).
std::vector<LoopStatement> ldlt_solve(const std::string& A, const std::string& N,
                                      const std::string& y);

}  // namespace nedyn
