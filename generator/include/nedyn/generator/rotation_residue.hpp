#pragma once

// Whether a model's closed forms can fold. An exact rotation entry cancels in
// products of rotations; a number that is zero but for rounding (3.2e-15: cos
// of pi/2 written to 16 digits in a URDF read with --no-snap, 6.1e-17: a
// model file's 1.5707963267948966 for pi/2) does not, and every closed form
// then grows by a factor at each joint, its new terms zero but for rounding
// (a six-joint arm: G of 9981 terms down to 1e-75; M not done in 120 s).
// Generation decides against closed forms up front; `show` refuses.

#include <string>

#include "nedyn/model/model.hpp"

namespace nedyn {

/// A rotation entry of some joint's fixed placement or link frame that is a
/// number within 1e-9 of zero but not zero, as "joint 'NAME': 3.2e-15"; ""
/// if there is none.
std::string rotation_residue(const Model& model);

}  // namespace nedyn
