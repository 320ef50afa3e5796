#pragma once

// Rigid bodies carried between frames and summed, exactly: what a lowering
// does when it merges a link into the one it is fixed or locked to (a URDF's
// fixed joints, --lock, a model file's `locked:`).

#include "nedyn/model/model.hpp"

namespace nedyn {

/// A body in its link frame's axes: mass m, centre of mass c, inertia I
/// about the centre of mass (the file's own terms). A move only turns I and
/// a sum's parallel-axis terms take offsets from the sum's centre of mass,
/// so no inertia is ever the difference of two m |c|^2 about a far origin:
/// with a turned frame (cos 1, sin 1) that difference is rounding alone.
struct Body {
  GiNaC::ex m = 0;
  ExVec3 c{0, 0, 0};
  ExMat3 I{ExVec3{0, 0, 0}, ExVec3{0, 0, 0}, ExVec3{0, 0, 0}};
};

/// The body given in a frame placed by p, in the frame p is given in:
/// c' = R c + t, I' = R I R^T.
Body moved(const Placement& p, const Body& b);

/// Two bodies as one: the mass-weighted centre of mass, and each part's
/// inertia carried to it by the parallel-axis theorem with its offset
/// d = c_part - c from that centre of mass. Massless parts (a link that only
/// turns, the PUMA's link 1) add their inertia alone.
Body operator+(const Body& a, const Body& b);

/// A body from mass, centre of mass and tensor entries (InertiaTensor), and back.
Body body_of(const GiNaC::ex& mass, const ExVec3& com, const InertiaTensor& inertia);
RigidBody rigid_body(const Body& b);

}  // namespace nedyn
