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

/// What a pivot D_jj not above relative * A_jj (0 * A_jj: not above 0) does.
enum class SmallPivot {
  fail,  ///< the status `code`, the function's results zeroed, nothing more run
  /// The status `code`, and row j taken as dependent on those before it
  /// (D_jj and L's column j zero, 1 / D_jj stored as 0), the factorisation
  /// going on: of a positive semi-definite A, the solve then gives a solution
  /// of A x = y whenever there is one, with x_j = 0 (Golub and Van Loan,
  /// §4.2.8, the semi-definite LDL^T).
  drop,
};

/// A = L D L^T in place for an N x N row-major A (lower triangle read): unit
/// L below the diagonal, 1 / D_jj on it; at a small pivot, as `small` says.
/// A block: its locals d and v are its own.
LoopStatement ldlt_in_place(const std::string& A, const std::string& N, const LoopValue* relative,
                            int code, SmallPivot small = SmallPivot::fail);

/// The same factorisation written to F (N x N), A left as it was: A's lower
/// triangle is read, F's entries once written.
LoopStatement ldlt_factorise(const std::string& A, const std::string& F, const std::string& N,
                             const LoopValue* relative, int code,
                             SmallPivot small = SmallPivot::fail);

/// y = A^-1 y by the factors ldlt_in_place left in A (N x N).
std::vector<LoopStatement> ldlt_solve(const std::string& A, const std::string& N,
                                      const std::string& y);

}  // namespace nedyn
