#include "nedyn/model/rigid_body_sum.hpp"

namespace nedyn {

using GiNaC::ex;

Body moved(const Placement& p, const Body& b) {
  const ExMat3& R = p.rotation;
  Body out;
  out.m = b.m;
  for (std::size_t r = 0; r < 3; ++r) {
    ex sum = p.translation[r];
    for (std::size_t k = 0; k < 3; ++k) sum += R[r][k] * b.c[k];
    out.c[r] = sum.expand();
  }
  for (std::size_t r = 0; r < 3; ++r)
    for (std::size_t c = 0; c < 3; ++c) {
      ex rir = 0;
      for (std::size_t a = 0; a < 3; ++a)
        for (std::size_t k = 0; k < 3; ++k) rir += R[r][a] * b.I[a][k] * R[c][k];
      out.I[r][c] = rir.expand();
    }
  return out;
}

namespace {

// Adds m (|d|^2 1 - d d^T), the inertia of mass m at d about the origin
// (Huygens-Steiner), to I.
void add_point_mass(const ex& m, const ExVec3& d, ExMat3& I) {
  ex dd = 0;
  for (const ex& x : d) dd += x * x;
  for (std::size_t r = 0; r < 3; ++r)
    for (std::size_t c = 0; c < 3; ++c)
      I[r][c] = (I[r][c] + m * ((r == c ? dd : ex(0)) - d[r] * d[c])).expand();
}

}  // namespace

Body operator+(const Body& a, const Body& b) {
  Body out;
  out.m = (a.m + b.m).expand();
  for (std::size_t r = 0; r < 3; ++r)
    for (std::size_t c = 0; c < 3; ++c) out.I[r][c] = (a.I[r][c] + b.I[r][c]).expand();
  if (out.m.is_zero()) return out;
  for (std::size_t k = 0; k < 3; ++k) out.c[k] = ((a.m * a.c[k] + b.m * b.c[k]) / out.m).expand();
  for (const Body* part : {&a, &b}) {
    if (part->m.is_zero()) continue;
    ExVec3 d;
    for (std::size_t k = 0; k < 3; ++k) d[k] = (part->c[k] - out.c[k]).expand();
    add_point_mass(part->m, d, out.I);
  }
  return out;
}

Body body_of(const ex& mass, const ExVec3& com, const InertiaTensor& t) {
  Body b;
  b.m = mass;
  b.c = com;
  b.I = {ExVec3{t.xx, t.xy, t.xz}, ExVec3{t.xy, t.yy, t.yz}, ExVec3{t.xz, t.yz, t.zz}};
  return b;
}

RigidBody rigid_body(const Body& b) {
  // A massless body has no centre of mass; its inertia may still turn.
  return {b.m, b.m.is_zero() ? ExVec3{0, 0, 0} : b.c,
          InertiaTensor{b.I[0][0], b.I[1][1], b.I[2][2], b.I[0][1], b.I[0][2], b.I[1][2]}};
}

}  // namespace nedyn
