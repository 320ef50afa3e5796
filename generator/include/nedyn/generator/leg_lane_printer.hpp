#pragma once

// The body of joint forces (or their derivatives) computed in leg lanes
// (leg_lanes.hpp): the base's
// part as scalars, then one leg's program in a loop over passes. In C++ the
// passes are LegLanes<SinCos, Value>'s (templates/leg_lanes.mustache): four
// of one leg each, two of two legs in a 128-bit vector, or, in a single
// call's AVX2 code, one pass with the four legs in the lanes of a vector. In
// C four passes of one leg. Every path does each leg's operations in one
// order, and the base's entries add the legs' shares in one order: C and
// every C++ path give the same bits.

#include <string>
#include <vector>

#include "nedyn/generator/leg_lanes.hpp"

namespace nedyn {

enum class LegLanguage { cpp, c };

/// The body's lines: in C++ inside `template <typename Value, typename
/// SinCos>` with the function's arguments (q, qd, qdd and its results); in C
/// a function's, in double.
std::vector<std::string> print_leg_lanes(const LegLaneProgram& legs, LegLanguage language);

}  // namespace nedyn
