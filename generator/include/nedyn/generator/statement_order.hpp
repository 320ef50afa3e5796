#pragma once

// The order in which a function's statements are printed. Emitted code is
// straight-line, and neither g++ nor clang++ reorders it much before
// allocating registers (x86-64 has 16 for doubles), so the printed order
// decides how many values wait in registers or spill to the stack.

#include <vector>

#include "nedyn/generator/program.hpp"

namespace nedyn {

/// `ids` (a valid evaluation order whose first `front` entries stay first)
/// reordered by greedy list scheduling of the temporaries: of the statements
/// whose operands are computed, the one that ends the most live values goes
/// next, ties in the order of `ids`. A non-temporary node (used once, its
/// text inlined) comes right before the statement that reads it; `outputs`
/// are read after everything, so their values stay live to the end.
std::vector<int> statement_order(const Program& program, const std::vector<int>& ids,
                                 std::size_t front, const std::vector<char>& temporary,
                                 const std::vector<Value>& outputs);

}  // namespace nedyn
