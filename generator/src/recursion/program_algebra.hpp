#pragma once

// Vector, matrix and spatial algebra over program values, shared by the
// program recursion's algorithms (generator/src/recursion/*_program.cpp): the
// operations build program nodes, so zeros and ones fold as they are made.
// Spatial vectors are Plücker coordinates at the base frame's origin, in its
// axes (Featherstone, Rigid Body Dynamics Algorithms, ch. 2). Internal to the
// recursion; not part of nedyn's headers.

#include <array>
#include <functional>

#include "nedyn/generator/program_recursion.hpp"

namespace nedyn {

inline ValueVec3 operator+(const ValueVec3& a, const ValueVec3& b) {
  return {a[0] + b[0], a[1] + b[1], a[2] + b[2]};
}

inline ValueVec3 operator-(const ValueVec3& a, const ValueVec3& b) {
  return {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
}

inline ValueVec3 operator*(Value k, const ValueVec3& a) { return {k * a[0], k * a[1], k * a[2]}; }

inline ValueVec3 cross(const ValueVec3& a, const ValueVec3& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}

inline Value dot(const ValueVec3& a, const ValueVec3& b) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

inline ValueVec3 operator*(const ValueMat3& m, const ValueVec3& v) {
  return {dot(m[0], v), dot(m[1], v), dot(m[2], v)};
}

inline ValueMat3 operator*(const ValueMat3& a, const ValueMat3& b) {
  ValueMat3 out = a;
  for (std::size_t c = 0; c < 3; ++c) {  // column c of a b
    const ValueVec3 column = a * ValueVec3{b[0][c], b[1][c], b[2][c]};
    for (std::size_t r = 0; r < 3; ++r) out[r][c] = column[r];
  }
  return out;
}

inline ValueMat3 transposed(const ValueMat3& m) {
  return {ValueVec3{m[0][0], m[1][0], m[2][0]}, ValueVec3{m[0][1], m[1][1], m[2][1]},
          ValueVec3{m[0][2], m[1][2], m[2][2]}};
}

// The elementary rotation about z by an angle with sine s and cosine c.
inline ValueVec3 rotate_z(Value s, Value c, const ValueVec3& v) {
  return {c * v[0] - s * v[1], s * v[0] + c * v[1], v[2]};
}

/// U = [wd]x + [w]x[w]x: U r = wd x r + w x (w x r).
inline ValueMat3 acceleration_tensor(const ValueVec3& w, const ValueVec3& wd) {
  const Value w11 = w[0] * w[0], w22 = w[1] * w[1], w33 = w[2] * w[2];
  const Value w12 = w[0] * w[1], w13 = w[0] * w[2], w23 = w[1] * w[2];
  return {ValueVec3{-(w22 + w33), w12 - wd[2], w13 + wd[1]},
          ValueVec3{w12 + wd[2], -(w11 + w33), w23 - wd[0]},
          ValueVec3{w13 - wd[1], w23 + wd[0], -(w11 + w22)}};
}

/// w x (I w) for a symmetric I, as a quadratic form in w.
inline ValueVec3 gyroscopic_quadratic(const ValueMat3& I, const ValueVec3& w) {
  const Value w11 = w[0] * w[0], w22 = w[1] * w[1], w33 = w[2] * w[2];
  const Value w12 = w[0] * w[1], w13 = w[0] * w[2], w23 = w[1] * w[2];
  const Value &xx = I[0][0], &yy = I[1][1], &zz = I[2][2], &xy = I[0][1], &xz = I[0][2],
              &yz = I[1][2];
  return {xz * w12 - xy * w13 + yz * (w22 - w33) + (zz - yy) * w23,
          xy * w23 - yz * w12 + xz * (w33 - w11) + (xx - zz) * w13,
          yz * w13 - xz * w23 + xy * (w11 - w22) + (yy - xx) * w12};
}

/// Two bodies about the same origin, as one (parameters add).
inline BodyParameters operator+(const BodyParameters& a, const BodyParameters& b) {
  BodyParameters out{a.m + b.m, a.h + b.h, {}};
  for (std::size_t r = 0; r < 3; ++r)
    for (std::size_t c = 0; c < 3; ++c) out.J[r][c] = a.J[r][c] + b.J[r][c];
  return out;
}

/// w x (I w), directly or as the quadratic form.
inline ValueVec3 gyroscopic(const ValueMat3& I, const ValueVec3& w, bool quadratic) {
  return quadratic ? gyroscopic_quadratic(I, w) : cross(w, I * w);
}

// A body given about a frame's origin, about the origin of the frame where
// that frame has the rotation `R` and the origin t:
// h' = R h + m t, J' = R J R^T + m (|t|^2 1 - t t^T) + 2 (t.Rh) 1 - t (Rh)^T - (Rh) t^T.
inline BodyParameters moved_body(Program& program,
                                 const std::function<ValueVec3(const ValueVec3&)>& R,
                                 const ValueVec3& t, const BodyParameters& b) {
  const Value zero = program.constant(0), two = program.constant(2);
  const ValueVec3 Rh = R(b.h);
  std::array<ValueVec3, 3> A;  // columns of R J
  for (std::size_t c = 0; c < 3; ++c) A[c] = R({b.J[0][c], b.J[1][c], b.J[2][c]});
  BodyParameters out{b.m, Rh + b.m * t, {}};
  for (std::size_t c = 0; c < 3; ++c) {
    // Column c of R J R^T = R (row c of R J)^T.
    const ValueVec3 column = R({A[0][c], A[1][c], A[2][c]});
    for (std::size_t r = 0; r <= c; ++r) {
      Value shift = zero;
      if (r == c) {
        for (std::size_t s2 = 0; s2 < 3; ++s2)
          if (s2 != r) shift = shift + b.m * (t[s2] * t[s2]) + two * (t[s2] * Rh[s2]);
      } else {
        shift = -(b.m * (t[r] * t[c]) + (t[r] * Rh[c] + Rh[r] * t[c]));
      }
      out.J[r][c] = column[r] + shift;
      out.J[c][r] = out.J[r][c];
    }
  }
  return out;
}

// Spatial vectors in Plücker coordinates at the base frame's origin, in its
// axes (Featherstone, Rigid Body Dynamics Algorithms, ch. 2).
struct Motion {
  ValueVec3 w, v;  ///< angular velocity; velocity of the body point at the origin
};
struct Force {
  ValueVec3 n, f;  ///< moment about the origin; force
};

inline Motion operator+(const Motion& a, const Motion& b) { return {a.w + b.w, a.v + b.v}; }
inline Motion operator*(Value k, const Motion& a) { return {k * a.w, k * a.v}; }
inline Force operator+(const Force& a, const Force& b) { return {a.n + b.n, a.f + b.f}; }
inline Force operator*(Value k, const Force& a) { return {k * a.n, k * a.f}; }

/// a x b for motions (Featherstone 2.31).
inline Motion cross(const Motion& a, const Motion& b) {
  return {cross(a.w, b.w), cross(a.w, b.v) + cross(a.v, b.w)};
}

/// a x* f, a motion acting on a force (Featherstone 2.32).
inline Force cross(const Motion& a, const Force& f) {
  return {cross(a.w, f.n) + cross(a.v, f.f), cross(a.w, f.f)};
}

/// The power m . f.
inline Value dot(const Motion& m, const Force& f) { return dot(m.w, f.n) + dot(m.v, f.f); }

/// I u for a body by its parameters about the origin: (J w + h x v, m v - h x w).
inline Force operator*(const BodyParameters& I, const Motion& u) {
  return {I.J * u.w + cross(I.h, u.v), I.m * u.v - cross(I.h, u.w)};
}

/// A linear map from motions to forces by its six columns, the images of the
/// unit motions (angular x, y, z, then linear x, y, z).
using MotionToForce = std::array<Force, 6>;

inline Motion unit_motion(std::size_t c, Value zero, Value one) {
  Motion u{{zero, zero, zero}, {zero, zero, zero}};
  (c < 3 ? u.w[c] : u.v[c - 3]) = one;
  return u;
}

inline Value component(const Motion& u, std::size_t c) { return c < 3 ? u.w[c] : u.v[c - 3]; }

inline Force image(const MotionToForce& A, const Motion& u) {
  Force out = component(u, 0) * A[0];
  for (std::size_t c = 1; c < 6; ++c) out = out + component(u, c) * A[c];
  return out;
}

/// A^T m, as the force whose power with u is m . (A u).
inline Force transposed_image(const MotionToForce& A, const Motion& m) {
  Force out;
  for (std::size_t c = 0; c < 6; ++c) (c < 3 ? out.n[c] : out.f[c - 3]) = dot(m, A[c]);
  return out;
}

inline ValueMat3 transpose(const ValueMat3& m) {
  return {ValueVec3{m[0][0], m[1][0], m[2][0]}, ValueVec3{m[0][1], m[1][1], m[2][1]},
          ValueVec3{m[0][2], m[1][2], m[2][2]}};
}

}  // namespace nedyn
