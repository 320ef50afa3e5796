#pragma once

// The products -M^-1 d tau / d x that forward_dynamics_derivatives runs
// after its program where they would not fold into it (function_builders.cpp):
// one loop function (loop_function.hpp) that each language prints, inline in
// the C and C++ bodies after inverse_dynamics_derivatives' call at qdd, as a
// helper in NumPy and MATLAB. {n}: M's order.

#include "nedyn/generator/loop_function.hpp"

namespace nedyn {

/// derivative_columns(dqdd_dtau, dtau_dq, dtau_dqd) -> dqdd_dq, dqdd_dqd.
LoopFunction derivative_columns();

/// Its operations at order n: 2 n^3 products, each followed by a subtraction.
OperationCount derivative_columns_count(int n);

}  // namespace nedyn
