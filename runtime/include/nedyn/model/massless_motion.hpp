#pragma once

// Joints whose motion moves nothing: no mass and no inertia in any link they
// carry, and no rotor inertia of their own. Such a coordinate has a zero row
// and column in M in every configuration (M_kk = 0), so M is singular and
// forward dynamics, M^-1 and what is built on them do not exist. Found from
// the model's exact values before any work (a symbol counts as non-zero).

#include <string>
#include <vector>

#include "nedyn/model/model.hpp"

namespace nedyn {

/// The joints (1-based, increasing) that move no mass, no inertia and no
/// rotor inertia; with coupled joints, those whose coordinate moves none
/// through any of its joints.
std::vector<int> joints_moving_no_inertia(const Model& model);

/// What is wrong with joint k (1-based) of joints_moving_no_inertia, and what to do.
std::string massless_motion_problem(const Model& model, int k);

}  // namespace nedyn
