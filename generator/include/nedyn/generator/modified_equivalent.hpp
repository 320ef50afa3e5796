#pragma once

// A standard-DH chain written in the modified convention. Standard frame i is
// modified frame i followed by Tx(a_i) Rx(alpha_i) (the two commute), so the
// rows shift by one (alpha_{i-1}, a_{i-1} move to row i) and each link's
// centre of mass and inertia are carried through that constant transform.
// Joint torques are the same; only the frames of the link quantities differ.

#include "nedyn/model/model.hpp"

namespace nedyn {

/// The same robot in the modified convention; a modified model is returned as is.
Model modified_equivalent(const Model& model);

}  // namespace nedyn
