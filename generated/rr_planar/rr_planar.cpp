// rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
// Do not edit; regenerate with the command below instead.
// Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
// Command: nedyn generate rr_planar.yaml
#include "rr_planar.hpp"

#include <cmath>

namespace rr_planar {
namespace {

// A function's body is a template over T: double for a single call, a
// vector of states for NAME_batch (GCC/Clang vector extensions): eight
// doubles or sixteen floats where an x86-64 processor has AVX-512F, four or
// eight where it has AVX2 (asked once per batch), two or four in 128 bits
// otherwise (SSE2, NEON); other compilers take one state at a time. Every
// lane does the single call's operations in its order (no FMA), so each state
// gets the single call's bits.

#if defined(__GNUC__)
// Vectors are returned only between this file's inlined functions: GCC's
// warning that this changes the ABI does not apply.
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

/// The values in the lanes of x (x itself for one value).
template <typename V>
inline double* lanes_of(V& x) {
  return reinterpret_cast<double*>(&x);
}
template <typename V>
inline const double* lanes_of(const V& x) {
  return reinterpret_cast<const double*>(&x);
}
/// Lane l of x; a parameter, one value, is the same in every lane.
template <typename V>
inline double lane_value(const V& x, unsigned l) {
  return lanes_of(x)[sizeof(V) == sizeof(double) ? 0 : l];
}

// The calls of a body: std:: functions lane by lane.
template <typename V, typename Function>
inline V each_lane(const V& x, Function f) {
  V y = x;
  for (unsigned l = 0; l < sizeof(V) / sizeof(double); ++l) lanes_of(y)[l] = f(lanes_of(y)[l]);
  return y;
}
template <typename V>
inline V sqrt_of(const V& x) {
  return each_lane(x, [](const double v) { return std::sqrt(v); });
}
template <typename V>
inline V sin_of(const V& x) {
  return each_lane(x, [](const double v) { return std::sin(v); });
}
template <typename V>
inline V cos_of(const V& x) {
  return each_lane(x, [](const double v) { return std::cos(v); });
}
template <typename V>
inline V exp_of(const V& x) {
  return each_lane(x, [](const double v) { return std::exp(v); });
}
template <typename V>
inline V log_of(const V& x) {
  return each_lane(x, [](const double v) { return std::log(v); });
}

/// 1, -1 or 0 (0 also for NaN).
inline double sign_of(const double v) {
  return v > 0.0 ? 1.0 : (v < 0.0 ? -1.0 : 0.0);
}

/// The same in every lane of a vector, by masks and without a branch: the
/// bits of 1 where x > 0, of -1 where x < 0, and 0 elsewhere.
template <typename V>
inline V sign_of(const V& x) {
  typedef decltype(x > x) Mask;
  const V zero = V();
  const V one = zero + 1.0;
  return reinterpret_cast<V>((reinterpret_cast<Mask>(one) & (x > zero)) |
                             (reinterpret_cast<Mask>(-one) & (x < zero)));
}

/// The body's argument of a function without sines and cosines.
template <typename V>
struct NoSinCos {
  typedef V Lane;
};

/// A body called from another's body: inlined there (templates/sin_cos.mustache
/// has the AVX2 copy's own). By value, so that arrays decay to the pointers
/// that the public functions pass.
template <typename Body, typename SinCos, typename... Argument>
inline void call_body(Body body, SinCos sin_cos, Argument... argument) {
  body(sin_cos, argument...);
}

/// The arrays of states k, k+1, ... in the lanes of V: entry i of state k + l
/// in lane l of lanes[i]. Lanes past the `valid` states repeat the last one.
/// Each vector is built in a register and stored whole: lane-by-lane stores
/// read back as one vector stall the processor (store forwarding).
template <typename V>
inline void gather(V* lanes, const double* states, int size, int k, int valid) {
  const int width = static_cast<int>(sizeof(V) / sizeof(double));
  const double* state[width];
  for (int l = 0; l < width; ++l)
    state[l] = states + static_cast<long>(k + (l < valid ? l : valid - 1)) * size;
  for (int i = 0; i < size; ++i) {
    V v;
    for (int l = 0; l < width; ++l) lanes_of(v)[l] = state[l][i];
    lanes[i] = v;
  }
}
/// The first `valid` lanes back to the arrays of states k, k+1, ...
template <typename V>
inline void scatter(double* states, const V* lanes, int size, int k, int valid) {
  for (int l = 0; l < valid; ++l) {
    double* state = states + static_cast<long>(k + l) * size;
    for (int i = 0; i < size; ++i) state[i] = lanes_of(lanes[i])[l];
  }
}

}  // namespace
namespace {

// evaluate(Body(), arguments...) runs a function's body and gives it
// sin_cos(s, c, x0, x1, ...): s[i] = sin xi, c[i] = cos xi for all the angles
// the function needs, in one call. Angles go through one evaluation in the
// lanes of a vector (GCC/Clang vector extensions): two in 128 bits (SSE2 on
// x86-64, NEON on AArch64), four in 256 bits where an x86-64 processor has
// AVX2 (asked at run time; the same operations, so the same bits), in less
// than half the time of libm's sin and cos (docs/BENCHMARKS.md).
// x = n pi/2 + r, pi/2 in three parts (Cody-Waite; n P1 and n P2 are exact
// for |n| < 2^20) and the rounding of r carried as a correction;
// near-minimax polynomials on |r| <= pi/4 (scripts/sin_cos_coefficients.py).
// Error below 1 ulp for |x| <= 1e5 (tests/generator/sin_cos_test.cpp). A call
// with a larger or non-finite angle, other compilers, -ffast-math (which
// would fold the rounding constant away) and -DNEDYN_LIBM_TRIG use std::sin
// and std::cos; -DNEDYN_NO_AVX2 keeps to two lanes. On x86-64 with AVX2 a
// single call's sin_cos takes four lanes, and bodies of 1000 operations or
// more (evaluate_with_avx2_copy) run from a copy compiled for AVX2 (the same bits,
// tests/generator/avx2_copy_test.cpp; -DNEDYN_NO_AVX2_SINGLE_CALLS keeps
// single calls to two lanes and one copy, not the batches).

/// libm's sine and cosine of each angle (a template, so that a file whose
/// functions never call it has no unused function).
template <typename Unused = void>
inline void sin_cos_each(double* s, double* c, double a) {
  s[0] = std::sin(a);
  c[0] = std::cos(a);
}
template <typename... Angle>
inline void sin_cos_each(double* s, double* c, double a, Angle... rest) {
  s[0] = std::sin(a);
  c[0] = std::cos(a);
  sin_cos_each(s + 1, c + 1, rest...);
}

#if defined(__GNUC__) && !defined(__FAST_MATH__) && !defined(NEDYN_LIBM_TRIG)
typedef double sin_cos_v2d __attribute__((vector_size(16)));
typedef unsigned long long sin_cos_v2i __attribute__((vector_size(16)));
typedef double sin_cos_v4d __attribute__((vector_size(32)));
typedef unsigned long long sin_cos_v4i __attribute__((vector_size(32)));
typedef double sin_cos_v8d __attribute__((vector_size(64)));
typedef unsigned long long sin_cos_v8i __attribute__((vector_size(64)));
/// The first four or two lanes of a row of eight (may_alias: read from
/// sin_cos_v8d).
typedef double sin_cos_v4d_row __attribute__((vector_size(32), may_alias));
typedef double sin_cos_v2d_row __attribute__((vector_size(16), may_alias));

// One row per constant, in eight lanes; code for four or two lanes reads the
// first four or two.
const sin_cos_v8d kSinCos[] = {
    {0.6366197723675814, 0.6366197723675814, 0.6366197723675814, 0.6366197723675814,
     0.6366197723675814, 0.6366197723675814, 0.6366197723675814, 0.6366197723675814},  // 2/pi
    {6755399441055744.0, 6755399441055744.0, 6755399441055744.0, 6755399441055744.0,
     6755399441055744.0, 6755399441055744.0, 6755399441055744.0, 6755399441055744.0},  // 1.5 2^52: adding it rounds to an integer
    {1.5707963267341256, 1.5707963267341256, 1.5707963267341256, 1.5707963267341256,
     1.5707963267341256, 1.5707963267341256, 1.5707963267341256, 1.5707963267341256},  // P1
    {6.077100506303966e-11, 6.077100506303966e-11, 6.077100506303966e-11, 6.077100506303966e-11,
     6.077100506303966e-11, 6.077100506303966e-11, 6.077100506303966e-11, 6.077100506303966e-11},  // P2
    {2.0222662487959506e-21, 2.0222662487959506e-21, 2.0222662487959506e-21, 2.0222662487959506e-21,
     2.0222662487959506e-21, 2.0222662487959506e-21, 2.0222662487959506e-21, 2.0222662487959506e-21},  // P3
    {1.5918129294866608e-10, 1.5918129294866608e-10, 1.5918129294866608e-10, 1.5918129294866608e-10,
     1.5918129294866608e-10, 1.5918129294866608e-10, 1.5918129294866608e-10, 1.5918129294866608e-10},  // sin: z^5
    {-2.5051131845003624e-08, -2.5051131845003624e-08, -2.5051131845003624e-08, -2.5051131845003624e-08,
     -2.5051131845003624e-08, -2.5051131845003624e-08, -2.5051131845003624e-08, -2.5051131845003624e-08},
    {2.755731610255244e-06, 2.755731610255244e-06, 2.755731610255244e-06, 2.755731610255244e-06,
     2.755731610255244e-06, 2.755731610255244e-06, 2.755731610255244e-06, 2.755731610255244e-06},
    {-0.00019841269836758574, -0.00019841269836758574, -0.00019841269836758574, -0.00019841269836758574,
     -0.00019841269836758574, -0.00019841269836758574, -0.00019841269836758574, -0.00019841269836758574},
    {0.008333333333330948, 0.008333333333330948, 0.008333333333330948, 0.008333333333330948,
     0.008333333333330948, 0.008333333333330948, 0.008333333333330948, 0.008333333333330948},
    {-0.16666666666666666, -0.16666666666666666, -0.16666666666666666, -0.16666666666666666,
     -0.16666666666666666, -0.16666666666666666, -0.16666666666666666, -0.16666666666666666},  // sin: z^0
    {-1.1382632425521717e-11, -1.1382632425521717e-11, -1.1382632425521717e-11, -1.1382632425521717e-11,
     -1.1382632425521717e-11, -1.1382632425521717e-11, -1.1382632425521717e-11, -1.1382632425521717e-11},  // cos: z^5
    {2.08761462684032e-09, 2.08761462684032e-09, 2.08761462684032e-09, 2.08761462684032e-09,
     2.08761462684032e-09, 2.08761462684032e-09, 2.08761462684032e-09, 2.08761462684032e-09},
    {-2.7557317271729793e-07, -2.7557317271729793e-07, -2.7557317271729793e-07, -2.7557317271729793e-07,
     -2.7557317271729793e-07, -2.7557317271729793e-07, -2.7557317271729793e-07, -2.7557317271729793e-07},
    {2.480158729876569e-05, 2.480158729876569e-05, 2.480158729876569e-05, 2.480158729876569e-05,
     2.480158729876569e-05, 2.480158729876569e-05, 2.480158729876569e-05, 2.480158729876569e-05},
    {-0.0013888888888887398, -0.0013888888888887398, -0.0013888888888887398, -0.0013888888888887398,
     -0.0013888888888887398, -0.0013888888888887398, -0.0013888888888887398, -0.0013888888888887398},
    {0.041666666666666664, 0.041666666666666664, 0.041666666666666664, 0.041666666666666664,
     0.041666666666666664, 0.041666666666666664, 0.041666666666666664, 0.041666666666666664},  // cos: z^0
    {0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5},
    {1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0},
    {-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0},  // the sign bit
    {1e5, 1e5, 1e5, 1e5, 1e5, 1e5, 1e5, 1e5}};

/// The constants, hidden from the optimiser so that they stay memory
/// operands: g++ would rebuild each from a scalar (two instructions a use),
/// or keep them in registers across the whole function and spill them.
__attribute__((always_inline)) inline const sin_cos_v8d* sin_cos_constants() {
  const sin_cos_v8d* k = kSinCos;
  __asm__("" : "+r"(k));
  return k;
}

/// The constants in four lanes: the first half of each row (rows + 2 i).
__attribute__((always_inline, unused)) inline const sin_cos_v4d_row* sin_cos_constants_v4() {
  return reinterpret_cast<const sin_cos_v4d_row*>(sin_cos_constants());
}

/// The constants in two lanes: the first quarter of each row (rows + 4 i).
__attribute__((always_inline)) inline const sin_cos_v2d_row* sin_cos_constants_v2() {
  return reinterpret_cast<const sin_cos_v2d_row*>(sin_cos_constants());
}

/// All lanes set where |x| <= 1e5 (false for NaN).
__attribute__((always_inline)) inline sin_cos_v2i sin_cos_in_range(double a, double b) {
  const sin_cos_v2d_row* k = sin_cos_constants_v2();
  const sin_cos_v2d x = {a, b};
  const sin_cos_v2i magnitude =
      reinterpret_cast<sin_cos_v2i>(x) & ~reinterpret_cast<sin_cos_v2i>(k[4 * 19]);
  return reinterpret_cast<sin_cos_v2i>(reinterpret_cast<sin_cos_v2d>(magnitude) <= k[4 * 20]);
}
// The ends of the recursions over the angles: a file may use only one of
// them, and clang++ warns of unused functions in an anonymous namespace.
__attribute__((always_inline, unused)) inline sin_cos_v2i sin_cos_in_range(double a) {
  return sin_cos_in_range(a, 0.0);
}
template <typename... Angle>
__attribute__((always_inline)) inline sin_cos_v2i sin_cos_in_range(double a, double b, double d,
                                                                   Angle... rest) {
  return sin_cos_in_range(a, b) & sin_cos_in_range(d, rest...);
}
/// One test for all the angles of a call: any out of range takes libm for all.
template <typename... Angle>
__attribute__((always_inline)) inline bool sin_cos_beyond_range(Angle... x) {
  const sin_cos_v2i in_range = sin_cos_in_range(x...);
  return __builtin_expect((in_range[0] & in_range[1]) == 0, 0);
}

/// s[i] = sin x[i], c[i] = cos x[i] for the first `count` lanes of x: the
/// same operations in two lanes (V = sin_cos_v2d, I = sin_cos_v2i), four or
/// eight. Constant j is row[Step j]. Nothing here is a call: code for four or
/// eight lanes must be inlined into a function compiled for AVX2 or AVX-512F.
template <typename V, typename I, int Step, typename Row>
__attribute__((always_inline)) inline void sin_cos_lanes(const V& x, const Row* row, double* s,
                                                         double* c, unsigned count) {
  const V rounded = x * row[Step * 0] + row[Step * 1];
  const V n = rounded - row[Step * 1];  // nearest integer to 2x/pi
  const I quadrant = reinterpret_cast<I>(rounded);  // its low bits
  const V r1 = x - n * row[Step * 2];
  const V t = n * row[Step * 3];
  const V r = r1 - t;
  const V r_low = ((r1 - r) - t) - n * row[Step * 4];  // r + r_low = x - n pi/2
  const V z = r * r;
  const V half_z = row[Step * 17] * z;
  const V w = row[Step * 18] - half_z;
  // Estrin's scheme, the constant term added last: independent pairs of
  // terms give half the latency of Horner's rule (the body waits for them),
  // and only one rounding happens at the polynomial's own magnitude.
  const V z2 = z * z;
  const V z4 = z2 * z2;
  const V ps = row[Step * 10] + ((row[Step * 9] * z + z2 * (row[Step * 8] + row[Step * 7] * z)) + z4 * (row[Step * 6] + row[Step * 5] * z));
  const V pc = row[Step * 16] + ((row[Step * 15] * z + z2 * (row[Step * 14] + row[Step * 13] * z)) + z4 * (row[Step * 12] + row[Step * 11] * z));
  // sin(r + r_low) ~ sin r + r_low cos r;  cos(r + r_low) ~ cos r - r_low r.
  const V sin_r = r + (r * z * ps + r_low * w);
  const V cos_r = w + (((row[Step * 18] - w) - half_z) + (z2 * pc - r_low * r));
  // Quadrant n: sin x = (sin r, cos r, -sin r, -cos r)[n mod 4], cos x one
  // step on; the signs are bit 1 of n and of n + 1 = bit 1 xor bit 0 of n.
  const I sin_r_bits = reinterpret_cast<I>(sin_r);
  const I cos_r_bits = reinterpret_cast<I>(cos_r);
  const I swap = (sin_r_bits ^ cos_r_bits) & -(quadrant & 1);  // odd n: exchange
  const I sin_sign = (quadrant >> 1) << 63;
  const I cos_sign = sin_sign ^ (quadrant << 63);
  const V sin_x = reinterpret_cast<V>(sin_r_bits ^ swap ^ sin_sign);
  const V cos_x = reinterpret_cast<V>(cos_r_bits ^ swap ^ cos_sign);
  __builtin_memcpy(s, &sin_x, count * sizeof(double));
  __builtin_memcpy(c, &cos_x, count * sizeof(double));
}

/// Two angles at a time, the first `count` lanes stored; an odd one out
/// takes a lane of its own.
__attribute__((always_inline)) inline void sin_cos_pair(double* s, double* c, double a, double b,
                                                        unsigned count) {
  const sin_cos_v2d x = {a, b};
  sin_cos_lanes<sin_cos_v2d, sin_cos_v2i, 4>(x, sin_cos_constants_v2(), s, c, count);
}
__attribute__((always_inline, unused)) inline void sin_cos_pairs(double* s, double* c, double a) {
  sin_cos_pair(s, c, a, a, 1);
}
__attribute__((always_inline, unused)) inline void sin_cos_pairs(double* s, double* c, double a,
                                                                 double b) {
  sin_cos_pair(s, c, a, b, 2);
}
template <typename... Angle>
__attribute__((always_inline)) inline void sin_cos_pairs(double* s, double* c, double a, double b,
                                                         double d, Angle... rest) {
  sin_cos_pair(s, c, a, b, 2);
  sin_cos_pairs(s + 2, c + 2, d, rest...);
}

template <typename... Angle>
__attribute__((noinline, cold)) void sin_cos_libm(double* s, double* c, Angle... x) {
  sin_cos_each(s, c, x...);
}

/// In two lanes: SSE2, NEON.
template <typename... Angle>
inline void sin_cos_two_lanes(double* s, double* c, Angle... x) {
  if (sin_cos_beyond_range(x...))
    sin_cos_libm(s, c, x...);
  else
    sin_cos_pairs(s, c, x...);
}

/// sin_cos in two lanes, as the argument of a function's body.
struct SinCosTwoLanes {
  template <typename... Angle>
  void operator()(double* s, double* c, Angle... x) const {
    sin_cos_two_lanes(s, c, x...);
  }
};

/// An angle over lanes: itself, or a parameter's angle in every lane.
template <typename V>
__attribute__((always_inline)) inline V sin_cos_angle(const V& x, const V*) {
  return x;
}
template <typename V>
__attribute__((always_inline)) inline V sin_cos_angle(double x, const V*) {
  V lanes;
  for (unsigned l = 0; l < sizeof(V) / sizeof(double); ++l) lanes[l] = x;
  return lanes;
}

/// The lanes of the states with an angle out of range again, from libm:
/// out of line, so that the hot path keeps its registers.
template <typename V, typename I>
__attribute__((noinline, cold)) void sin_cos_lanes_libm(const V* angle, V* s, V* c,
                                                        const I& in_range, unsigned count) {
  for (unsigned l = 0; l < sizeof(V) / sizeof(double); ++l) {
    if (in_range[l] != 0) continue;
    for (unsigned i = 0; i < count; ++i) {
      s[i][l] = std::sin(angle[i][l]);
      c[i][l] = std::cos(angle[i][l]);
    }
  }
}

/// sin_cos over lanes of states (the batched functions): x[i] holds angle i
/// of each state, s[i] and c[i] its sines and cosines. A state with an angle
/// out of range takes libm for all its angles, as its single call does: the
/// single call's bits, lane by lane.
template <typename V, typename I, int Step, typename Row, typename... Angle>
__attribute__((always_inline)) inline void sin_cos_in_lanes(const Row* row, V* s, V* c,
                                                            const Angle&... x) {
  const unsigned lanes = sizeof(V) / sizeof(double);
  const V angle[] = {sin_cos_angle(x, static_cast<const V*>(nullptr))...};
  I in_range = ~I();
  for (unsigned i = 0; i < sizeof...(Angle); ++i) {
    const I magnitude = reinterpret_cast<I>(angle[i]) & ~reinterpret_cast<I>(row[Step * 19]);
    in_range &= reinterpret_cast<I>(reinterpret_cast<V>(magnitude) <= row[Step * 20]);
    sin_cos_lanes<V, I, Step>(angle[i], row, reinterpret_cast<double*>(&s[i]),
                              reinterpret_cast<double*>(&c[i]), lanes);
  }
  bool all_in_range = true;
  for (unsigned l = 0; l < lanes; ++l) all_in_range = all_in_range && in_range[l] != 0;
  if (__builtin_expect(!all_in_range, 0))
    sin_cos_lanes_libm(angle, s, c, in_range, sizeof...(Angle));
}

/// sin_cos over lanes of V, as the argument of a body in a batch.
template <typename V>
struct SinCosInLanes;
template <>
struct SinCosInLanes<sin_cos_v2d> {
  typedef sin_cos_v2d Lane;
  template <typename... Angle>
  __attribute__((always_inline)) void operator()(Lane* s, Lane* c, const Angle&... x) const {
    sin_cos_in_lanes<Lane, sin_cos_v2i, 4>(sin_cos_constants_v2(), s, c, x...);
  }
};
template <>
struct SinCosInLanes<sin_cos_v4d> {
  typedef sin_cos_v4d Lane;
  template <typename... Angle>
  __attribute__((always_inline)) void operator()(Lane* s, Lane* c, const Angle&... x) const {
    sin_cos_in_lanes<Lane, sin_cos_v4i, 2>(sin_cos_constants_v4(), s, c, x...);
  }
};
template <>
struct SinCosInLanes<sin_cos_v8d> {
  typedef sin_cos_v8d Lane;
  template <typename... Angle>
  __attribute__((always_inline)) void operator()(Lane* s, Lane* c, const Angle&... x) const {
    sin_cos_in_lanes<Lane, sin_cos_v8i, 1>(sin_cos_constants(), s, c, x...);
  }
};

#if defined(__x86_64__) && !defined(NEDYN_NO_AVX2)
// Four angles at a time, in functions compiled for AVX2 (Intel since 2013,
// AMD since 2015), chosen at run time. No FMA: the products and sums round
// as in two lanes.

/// Four angles, the first `count` lanes stored.
__attribute__((always_inline, target("avx2"))) inline void sin_cos_quad(double* s, double* c,
                                                                        double a, double b,
                                                                        double d, double e,
                                                                        unsigned count) {
  const sin_cos_v4d x = {a, b, d, e};
  sin_cos_lanes<sin_cos_v4d, sin_cos_v4i, 2>(x, sin_cos_constants_v4(), s, c, count);
}
__attribute__((always_inline, unused, target("avx2"))) inline void sin_cos_quads(double* s,
                                                                                 double* c,
                                                                                 double a) {
  sin_cos_quad(s, c, a, a, a, a, 1);
}
__attribute__((always_inline, unused, target("avx2"))) inline void sin_cos_quads(double* s,
                                                                                 double* c,
                                                                                 double a,
                                                                                 double b) {
  sin_cos_quad(s, c, a, b, a, b, 2);
}
__attribute__((always_inline, unused, target("avx2"))) inline void sin_cos_quads(
    double* s, double* c, double a, double b, double d) {
  sin_cos_quad(s, c, a, b, d, d, 3);
}
__attribute__((always_inline, unused, target("avx2"))) inline void sin_cos_quads(
    double* s, double* c, double a, double b, double d, double e) {
  sin_cos_quad(s, c, a, b, d, e, 4);
}
template <typename... Angle>
__attribute__((always_inline, target("avx2"))) inline void sin_cos_quads(
    double* s, double* c, double a, double b, double d, double e, double f, Angle... rest) {
  sin_cos_quad(s, c, a, b, d, e, 4);
  sin_cos_quads(s + 4, c + 4, f, rest...);
}

/// In four lanes: AVX2.
template <typename... Angle>
__attribute__((target("avx2"))) void sin_cos_four_lanes(double* s, double* c, Angle... x) {
  if (sin_cos_beyond_range(x...))
    sin_cos_libm(s, c, x...);
  else
    sin_cos_quads(s, c, x...);
}

/// sin_cos in four lanes, as the argument of a function's body.
struct SinCosFourLanes {
  template <typename... Angle>
  __attribute__((target("avx2"))) void operator()(double* s, double* c, Angle... x) const {
    sin_cos_four_lanes(s, c, x...);
  }
};

#if defined(__AVX2__)
// The file is compiled for AVX2 (-mavx2, -march=native): four lanes, one
// copy of each body, nothing asked at run time.
template <typename Body, typename... Argument>
inline void evaluate(Body body, const Argument&... argument) {
  body(SinCosFourLanes(), argument...);
}
template <typename Body, typename... Argument>
inline void evaluate_with_avx2_copy(Body body, const Argument&... argument) {
  body(SinCosFourLanes(), argument...);
}
#elif !defined(NEDYN_NO_AVX2_SINGLE_CALLS)
/// sin_cos in four lanes, out of line: called from a body compiled once,
/// with the file's flags, on a processor that has AVX2.
template <typename... Angle>
__attribute__((target("avx2"), noinline)) void sin_cos_four_lanes_call(double* s, double* c,
                                                                      Angle... x) {
  sin_cos_four_lanes(s, c, x...);
}

/// sin_cos in the lanes this processor has, as the argument of a body
/// compiled once. __builtin_cpu_supports reads what libgcc found when the
/// program started (a load and a test); asked earlier, from a constructor
/// that runs first, it says no, and two lanes give the same bits.
struct SinCosChosen {
  template <typename... Angle>
  __attribute__((always_inline)) void operator()(double* s, double* c, Angle... x) const {
    if (__builtin_cpu_supports("avx2"))
      sin_cos_four_lanes_call(s, c, x...);
    else
      sin_cos_two_lanes(s, c, x...);
  }
};

/// Evaluates a function's body, compiled once, with the sin_cos this
/// processor has.
template <typename Body, typename... Argument>
inline void evaluate(Body body, const Argument&... argument) {
  body(SinCosChosen(), argument...);
}

// A body of 1000 operations or more (evaluate_with_avx2_copy) has a second
// copy for AVX2: 18-55 % faster calls (PUMA and Panda derivatives, Panda q,
// B, Cc), where smaller bodies gain under 7 % over the four-lane sin_cos
// alone for twice their compile time and code (docs/codegen.md);
// -DNEDYN_NO_AVX2_SINGLE_CALLS leaves out both.
/// A function's body compiled a second time, for AVX2: all of it inlined
/// here (flatten), so the VEX encoding's three operands spare the register
/// copies of SSE2's two. Still no FMA: the same bits as the first copy.
/// noinline: a body that calls another (forward_dynamics_derivatives calls
/// inverse_dynamics_derivatives') calls the callee's copy, not a second one.
template <typename Body, typename... Argument>
__attribute__((target("avx2"), flatten, noinline)) void evaluate_for_avx2(
    Body body, const Argument&... argument) {
  body(SinCosFourLanes(), argument...);
}

/// A body called from the AVX2 copy of another: the callee's own copy.
template <typename Body, typename... Argument>
inline void call_body(Body body, SinCosFourLanes, Argument... argument) {
  evaluate_for_avx2(body, argument...);
}

/// Evaluates a function's body from the copy this processor can run.
template <typename Body, typename... Argument>
inline void evaluate_with_avx2_copy(Body body, const Argument&... argument) {
  if (__builtin_cpu_supports("avx2"))
    evaluate_for_avx2(body, argument...);
  else
    body(SinCosTwoLanes(), argument...);
}

/// A body called from one compiled once: the callee's AVX2 copy where the
/// processor has AVX2. The one such callee is inverse_dynamics_derivatives'
/// body (called by forward_dynamics_derivatives'), the largest of a model.
template <typename Body, typename... Argument>
inline void call_body(Body body, SinCosChosen, Argument... argument) {
  evaluate_with_avx2_copy(body, argument...);
}
#else
template <typename Body, typename... Argument>
inline void evaluate(Body body, const Argument&... argument) {
  body(SinCosTwoLanes(), argument...);
}
template <typename Body, typename... Argument>
inline void evaluate_with_avx2_copy(Body body, const Argument&... argument) {
  body(SinCosTwoLanes(), argument...);
}
#endif
#else
template <typename Body, typename... Argument>
inline void evaluate(Body body, const Argument&... argument) {
  body(SinCosTwoLanes(), argument...);
}
template <typename Body, typename... Argument>
inline void evaluate_with_avx2_copy(Body body, const Argument&... argument) {
  body(SinCosTwoLanes(), argument...);
}
#endif
#else
/// sin_cos by libm over lanes of V (or one value), for a body in a batch.
template <typename V>
struct SinCosInLanes {
  typedef V Lane;
  template <typename... Angle>
  void operator()(V* s, V* c, Angle... x) const {
    const unsigned lanes = sizeof(V) / sizeof(double);
    for (unsigned l = 0; l < lanes; ++l) {
      double sine[sizeof...(Angle)], cosine[sizeof...(Angle)];
      sin_cos_each(sine, cosine, lane_value(x, l)...);
      for (unsigned i = 0; i < sizeof...(Angle); ++i) {
        lanes_of(s[i])[l] = sine[i];
        lanes_of(c[i])[l] = cosine[i];
      }
    }
  }
};

/// sin_cos by libm, as the argument of a function's body.
struct SinCosLibm {
  template <typename... Angle>
  void operator()(double* s, double* c, Angle... x) const {
    sin_cos_each(s, c, x...);
  }
};

template <typename Body, typename... Argument>
inline void evaluate(Body body, const Argument&... argument) {
  body(SinCosLibm(), argument...);
}
template <typename Body, typename... Argument>
inline void evaluate_with_avx2_copy(Body body, const Argument&... argument) {
  body(SinCosLibm(), argument...);
}
#endif

}  // namespace
namespace {

// Task-space terms from M (lower triangle) and the task's Jacobian rows J
// (kTask x n) by LDL^T factorisations, free of square roots: M = L D L^T,
// Y = L^-1 J^T, Yd = D^-1 Y (n x kTask), A = J M^-1 J^T = Yd^T Y = La Da La^T
// (Khatib: Mx = A^-1, Jbar^T K = Mx Yd^T L^-1 K). The unit lower factors
// overwrite M and A in place, their diagonals holding 1 / D_jj: one division
// per pivot, none in the solves. Status 1 if a pivot of A is at most
// kTaskSingularity A_kk (the task's rows dependent in M^-1's metric); 2 if M
// is not positive definite.
int task_space_factor(double* M, const double* J, double* Yd, double* A) {
  {
    double d[kDof];
    double v[kDof];
    for (int j = 0; j < kDof; ++j) {
      double pivot = M[j * kDof + j];
      for (int k = 0; k < j; ++k) {
        v[k] = M[j * kDof + k] * d[k];
        pivot -= M[j * kDof + k] * v[k];
      }
      if (!(pivot > 0)) return 2;
      d[j] = pivot;
      double inverse = 1 / pivot;
      M[j * kDof + j] = inverse;
      for (int i = j + 1; i < kDof; ++i) {
        double s = M[i * kDof + j];
        for (int k = 0; k < j; ++k)
          s -= M[i * kDof + k] * v[k];
        M[i * kDof + j] = s * inverse;
      }
    }
  }
  double Y[kDof * kTask];
  for (int r = 0; r < kTask; ++r) {  // column r of Y: L y = row r of J
    for (int i = 0; i < kDof; ++i) {
      double s = J[r * kDof + i];
      for (int k = 0; k < i; ++k)
        s -= M[i * kDof + k] * Y[k * kTask + r];
      Y[i * kTask + r] = s;
      Yd[i * kTask + r] = s * M[i * kDof + i];
    }
  }
  for (int r = 0; r < kTask; ++r) {
    for (int c = 0; c < r + 1; ++c) {
      double s = 0;
      for (int i = 0; i < kDof; ++i)
        s += Yd[i * kTask + r] * Y[i * kTask + c];
      A[r * kTask + c] = s;
    }
  }
  {
    double d[kTask];
    double v[kTask];
    for (int j = 0; j < kTask; ++j) {
      double pivot = A[j * kTask + j];
      for (int k = 0; k < j; ++k) {
        v[k] = A[j * kTask + k] * d[k];
        pivot -= A[j * kTask + k] * v[k];
      }
      if (!(pivot > kTaskSingularity * A[j * kTask + j])) return 1;
      d[j] = pivot;
      double inverse = 1 / pivot;
      A[j * kTask + j] = inverse;
      for (int i = j + 1; i < kTask; ++i) {
        double s = A[i * kTask + j];
        for (int k = 0; k < j; ++k)
          s -= A[i * kTask + k] * v[k];
        A[i * kTask + j] = s * inverse;
      }
    }
  }
  return 0;
}

// Mx = A^-1 = W^T Da^-1 W with W = La^-1 (unit lower triangular).
void task_space_inverse(const double* A, double* Mx) {
  double W[kTask * kTask];
  for (int c = 0; c < kTask; ++c) {  // column c of W: La w = e_c
    W[c * kTask + c] = 1;
    for (int i = c + 1; i < kTask; ++i) {
      double s = -A[i * kTask + c];
      for (int k = c + 1; k < i; ++k)
        s -= A[i * kTask + k] * W[k * kTask + c];
      W[i * kTask + c] = s;
    }
  }
  for (int r = 0; r < kTask; ++r) {
    for (int c = 0; c < r + 1; ++c) {
      double s = 0;
      for (int i = r; i < kTask; ++i)
        s += W[i * kTask + r] * A[i * kTask + i] * W[i * kTask + c];
      Mx[r * kTask + c] = s;
      Mx[c * kTask + r] = s;
    }
  }
}

// One task term: out = A^-1 (Yd^T L^-1 K - H), kTask x columns, or J^T times
// that, n x columns (joint_space); K n x columns and H kTask x columns
// (absent: zero); Mx for K and H absent. The status of task_space_factor;
// out is all zero unless it is 0. M is overwritten.
int task_space_solve(double* M, const double* J, const double* K, const double* H, int columns,
                     bool joint_space, double* out) {
  double Yd[kDof * kTask];
  double A[kTask * kTask];
  const int status = task_space_factor(M, J, Yd, A);
  if (status != 0) {
    for (int e = 0; e < (joint_space ? kDof : kTask) * columns; ++e) out[e] = 0;
    return status;
  }
  if (!K && !H) {
    task_space_inverse(A, out);
  } else {
    for (int c = 0; c < columns; ++c) {
      double z[kDof];
      double y[kTask];
      if (K) {
        for (int i = 0; i < kDof; ++i) {  // L z = column c of K
          double s = K[i * columns + c];
          for (int k = 0; k < i; ++k)
            s -= M[i * kDof + k] * z[k];
          z[i] = s;
        }
      }
      for (int r = 0; r < kTask; ++r) {  // y = Yd^T z - column c of H
        double s = 0;
        if (H)
          s = -H[r * columns + c];
        if (K) {
          for (int i = 0; i < kDof; ++i)
            s += Yd[i * kTask + r] * z[i];
        }
        y[r] = s;
      }
      for (int i = 0; i < kTask; ++i) {
        for (int k = 0; k < i; ++k)
          y[i] -= A[i * kTask + k] * y[k];
      }
      for (int i = 0; i < kTask; ++i)
        y[i] *= A[i * kTask + i];
      for (int i = kTask - 1; i >= 0; --i) {
        for (int k = i + 1; k < kTask; ++k)
          y[i] -= A[k * kTask + i] * y[k];
      }
      if (joint_space) {
        for (int i = 0; i < kDof; ++i) {
          double s = 0;
          for (int r = 0; r < kTask; ++r)
            s += J[r * kDof + i] * y[r];
          out[i * columns + c] = s;
        }
      } else {
        for (int r = 0; r < kTask; ++r)
          out[r * columns + c] = y[r];
      }
    }
  }
  return 0;
}

// Mx, Vx = Mx (Jx M^-1 V - h) and Gx = Mx Jx M^-1 G from one factorisation
// (h: the task's rows of Jdot qd), Vx and Gx as products with Mx rather than
// more triangular solves on A. The status of task_space_factor; Mx, Vx and
// Gx are all zero unless it is 0. M is overwritten.
int task_space_terms(double* M, const double* J, const double* V, const double* G, const double* h,
                     double* Mx, double* Vx, double* Gx) {
  double Yd[kDof * kTask];
  double A[kTask * kTask];
  const int status = task_space_factor(M, J, Yd, A);
  if (status != 0) {
    for (int e = 0; e < kTask * kTask; ++e) Mx[e] = 0;
    for (int e = 0; e < kTask; ++e) Vx[e] = 0;
    for (int e = 0; e < kTask; ++e) Gx[e] = 0;
    return status;
  }
  double zv[kDof];
  double zg[kDof];
  double yv[kTask];
  double yg[kTask];
  for (int i = 0; i < kDof; ++i) {  // L z = V and L z = G
    double sv = V[i];
    double sg = G[i];
    for (int k = 0; k < i; ++k) {
      sv -= M[i * kDof + k] * zv[k];
      sg -= M[i * kDof + k] * zg[k];
    }
    zv[i] = sv;
    zg[i] = sg;
  }
  for (int r = 0; r < kTask; ++r) {  // Jx M^-1 V - h = Yd^T zv - h, Jx M^-1 G = Yd^T zg
    double sv = -h[r];
    double sg = 0;
    for (int i = 0; i < kDof; ++i) {
      sv += Yd[i * kTask + r] * zv[i];
      sg += Yd[i * kTask + r] * zg[i];
    }
    yv[r] = sv;
    yg[r] = sg;
  }
  task_space_inverse(A, Mx);
  for (int r = 0; r < kTask; ++r) {
    double sv = 0;
    double sg = 0;
    for (int c = 0; c < kTask; ++c) {
      sv += Mx[r * kTask + c] * yv[c];
      sg += Mx[r * kTask + c] * yg[c];
    }
    Vx[r] = sv;
    Gx[r] = sg;
  }
  return 0;
}

// The task's rows (kTaskRows) of a 6-vector such as Jdot qd.
void task_rows_of(const double* a, double* h) {
  h[0] = a[0];
  h[1] = a[1];
}
}  // namespace

// Built from: recursion: Newton-Euler program.
// 20 multiplications, 11 additions, 0 divisions, 4 function calls.
namespace {
struct InverseDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, Value* tau) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[0], q[1]);
    const Value t0 = p.g * cosine[0] + qdd[0] * p.l1;
    const Value t1 = p.g * sine[0] - qd[0] * (p.l1 * qd[0]);
    const Value t2 = p.m2 * (p.l2 * (qdd[0] + qdd[1]) + (t0 * cosine[1] - sine[1] * t1));
    const Value t3 = p.l2 * t2;
    const Value t4 = qd[0] + qd[1];
    const Value t5 = t0 * p.m1 * p.l1 + t3 + p.l1 * (cosine[1] * t2 + p.m2 * (t0 * sine[1] + cosine[1] * t1 - t4 * p.l2 * t4) * sine[1]);
    tau[0] = t5;
    tau[1] = t3;
  }
};
}  // namespace
void inverse_dynamics(const Params& p, const double* q, const double* qd, const double* qdd, double* tau) {
  evaluate(InverseDynamicsBody(), p, q, qd, qdd, tau);
}


// Built from: recursion: composite rigid bodies.
// 9 multiplications, 4 additions, 0 divisions, 1 function calls.
namespace {
struct MassMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* M) const {
    Value sine[1], cosine[1];
    sin_cos(sine, cosine, q[1]);
    const double t0 = p.l2 * p.l2 * p.m2;
    const Value t1 = p.l1 * (p.m2 * p.l2 * cosine[0]);
    const double t2 = p.l1 * p.l1;
    M[0] = p.m1 * t2 + (t0 + (p.m2 * t2 + 2.0 * t1));
    M[2] = t0 + t1;
    M[3] = Value() + t0;
    M[1] = M[2];
  }
};
}  // namespace
void mass_matrix(const Params& p, const double* q, double* M) {
  evaluate(MassMatrixBody(), p, q, M);
}


// Built from: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters.
// 9 multiplications, 2 additions, 0 divisions, 1 function calls.
namespace {
struct CoriolisCentrifugalBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* V) const {
    Value sine[1], cosine[1];
    sin_cos(sine, cosine, q[1]);
    const double t0 = p.m2 * p.l2;
    const Value t1 = sine[0] * (qd[0] * (p.l1 * qd[0])) * t0;
    const Value t2 = qd[0] + qd[1];
    V[0] = t1 - p.l1 * (t0 * t2 * t2 * sine[0]);
    V[1] = t1;
  }
};
}  // namespace
void coriolis_centrifugal(const Params& p, const double* q, const double* qd, double* V) {
  evaluate(CoriolisCentrifugalBody(), p, q, qd, V);
}


// Built from: recursion: at rest, grouped inertial parameters.
// 9 multiplications, 3 additions, 0 divisions, 4 function calls.
namespace {
struct GravityBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* G) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[0], q[1]);
    const Value t0 = p.g * cosine[0];
    const Value t1 = p.m2 * p.l2 * (t0 * cosine[1] - p.g * sine[0] * sine[1]);
    G[0] = t1 + t0 * (p.m2 * p.l1 + p.l1 * p.m1);
    G[1] = t1;
  }
};
}  // namespace
void gravity(const Params& p, const double* q, double* G) {
  evaluate(GravityBody(), p, q, G);
}


// Built from: recursion: Christoffel symbols of M.
// 4 multiplications, 1 additions, 0 divisions, 1 function calls.
namespace {
struct CoriolisCoefficientsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* B) const {
    Value sine[1], cosine[1];
    sin_cos(sine, cosine, q[1]);
    B[0] = -(2.0 * (p.l1 * (p.m2 * p.l2 * sine[0])));
    B[1] = Value() + 0.0;
  }
};
}  // namespace
void coriolis_coefficients(const Params& p, const double* q, double* B) {
  evaluate(CoriolisCoefficientsBody(), p, q, B);
}


// Built from: recursion: Christoffel symbols of M.
// 3 multiplications, 1 additions, 0 divisions, 1 function calls.
namespace {
struct CentrifugalCoefficientsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* C) const {
    Value sine[1], cosine[1];
    sin_cos(sine, cosine, q[1]);
    const Value t0 = p.l1 * (p.m2 * p.l2 * sine[0]);
    C[0] = Value() + 0.0;
    C[1] = -t0;
    C[2] = t0;
    C[3] = Value() + 0.0;
  }
};
}  // namespace
void centrifugal_coefficients(const Params& p, const double* q, double* C) {
  evaluate(CentrifugalCoefficientsBody(), p, q, C);
}


// Built from: model.
// 0 multiplications, 0 additions, 0 divisions, 0 function calls.
namespace {
struct FrictionBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* qd, Value* F) const {
    (void)p;
    (void)qd;
    (void)sin_cos;
    F[0] = Value() + 0.0;
    F[1] = Value() + 0.0;
  }
};
}  // namespace
void friction(const Params& p, const double* qd, double* F) {
  FrictionBody()(NoSinCos<double>(), p, qd, F);
}


// Built from: M: recursion: composite rigid bodies; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone).
// 29 multiplications, 15 additions, 2 divisions, 4 function calls.
namespace {
struct ForwardDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* tau, Value* qdd) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[0], q[1]);
    const Value t0 = p.g * cosine[0];
    const double t1 = p.m2 * p.l2;
    const Value t2 = (t0 * cosine[1] - sine[1] * (p.g * sine[0] - qd[0] * (p.l1 * qd[0]))) * t1;
    const Value t3 = qd[0] + qd[1];
    const double t4 = p.l2 * p.l2 * p.m2;
    const Value t5 = p.l1 * (t1 * cosine[1]);
    const Value t6 = t4 + t5;
    const double t7 = 1.0 / t4;
    const Value t8 = t7 * t6;
    const Value t9 = tau[1] - t2;
    const double t10 = p.l1 * p.l1;
    const Value t11 = 1.0 / (p.m1 * t10 + (t4 + (p.m2 * t10 + 2.0 * t5)) - t8 * t6) * (tau[0] - (t2 + t0 * (p.m2 * p.l1 + p.l1 * p.m1) - p.l1 * (t1 * t3 * t3 * sine[1])) - t8 * t9);
    qdd[0] = t11;
    qdd[1] = t7 * t9 - t8 * t11;
  }
};
}  // namespace
void forward_dynamics(const Params& p, const double* q, const double* qd, const double* tau, double* qdd) {
  evaluate(ForwardDynamicsBody(), p, q, qd, tau, qdd);
}


// Built from: B and C.
// 10 multiplications, 3 additions, 0 divisions, 1 function calls.
namespace {
struct CoriolisMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* Cc) const {
    Value sine[1], cosine[1];
    sin_cos(sine, cosine, q[1]);
    const Value t0 = p.l1 * (p.m2 * p.l2 * sine[0]);
    const Value t1 = 2.0 * t0;
    Cc[0] = -(0.5 * (t1 * qd[1]));
    Cc[1] = -(t0 * qd[1] + 0.5 * (t1 * qd[0]));
    Cc[2] = t0 * qd[0];
    Cc[3] = Value() + 0.0;
  }
};
}  // namespace
void coriolis_matrix(const Params& p, const double* q, const double* qd, double* Cc) {
  evaluate(CoriolisMatrixBody(), p, q, qd, Cc);
}


// Built from: forward kinematics in the base frame.
// 8 multiplications, 5 additions, 0 divisions, 4 function calls.
namespace {
struct ToolPoseBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* T) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t1 = cosine[0] * cosine[1] - sine[1] * sine[0];
    T[0] = t1;
    T[1] = -t0;
    T[2] = Value() + 0.0;
    T[3] = p.l1 * cosine[1] + p.l2 * t1;
    T[4] = t0;
    T[5] = t1;
    T[6] = Value() + 0.0;
    T[7] = t0 * p.l2 + p.l1 * sine[1];
    T[8] = Value() + 0.0;
    T[9] = Value() + 0.0;
    T[10] = Value() + 1.0;
    T[11] = Value() + 0.0;
    T[12] = Value() + 0.0;
    T[13] = Value() + 0.0;
    T[14] = Value() + 0.0;
    T[15] = Value() + 1.0;
  }
};
}  // namespace
void tool_pose(const Params& p, const double* q, double* T) {
  evaluate(ToolPoseBody(), p, q, T);
}


// Built from: forward kinematics in the base frame.
// 8 multiplications, 7 additions, 0 divisions, 4 function calls.
namespace {
struct JacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* J) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = p.l1 * cosine[1];
    const Value t1 = t0 + p.l2 * (cosine[0] * cosine[1] - sine[1] * sine[0]);
    const Value t2 = p.l1 * sine[1];
    const Value t3 = (cosine[0] * sine[1] + sine[0] * cosine[1]) * p.l2 + t2;
    J[0] = -t3;
    J[1] = t2 - t3;
    J[2] = t1;
    J[3] = t1 - t0;
    J[4] = Value() + 0.0;
    J[5] = Value() + 0.0;
    J[6] = Value() + 0.0;
    J[7] = Value() + 0.0;
    J[8] = Value() + 0.0;
    J[9] = Value() + 0.0;
    J[10] = Value() + 1.0;
    J[11] = Value() + 1.0;
  }
};
}  // namespace
void jacobian(const Params& p, const double* q, double* J) {
  evaluate(JacobianBody(), p, q, J);
}


// Built from: outward pass at qdd = 0 in the base frame.
// 16 multiplications, 11 additions, 0 divisions, 4 function calls.
namespace {
struct JacobianDotQdBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* a) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = p.l1 * sine[1];
    const Value t1 = qd[0] + qd[1];
    const Value t2 = p.l1 * cosine[1];
    a[0] = -(qd[0] * t2 * qd[0] + t1 * (t2 + p.l2 * (cosine[0] * cosine[1] - sine[1] * sine[0]) - t2) * t1);
    a[1] = -(((cosine[0] * sine[1] + sine[0] * cosine[1]) * p.l2 + t0 - t0) * t1 * t1 + t0 * qd[0] * qd[0]);
    a[2] = Value() + 0.0;
    a[3] = Value() + 0.0;
    a[4] = Value() + 0.0;
    a[5] = Value() + 0.0;
  }
};
}  // namespace
void jacobian_dot_qd(const Params& p, const double* q, const double* qd, double* a) {
  evaluate(JacobianDotQdBody(), p, q, qd, a);
}


// Built from: forward kinematics in the base frame, per frame.
// 8 multiplications, 5 additions, 0 divisions, 4 function calls.

namespace {
struct FramePoseBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const double* q, int frame, double* T) const {
    switch (frame) {
      case 0: {
        double sine[2], cosine[2];
        sin_cos(sine, cosine, q[1], q[0]);
        const double t0 = cosine[0] * sine[1] + sine[0] * cosine[1];
        const double t1 = cosine[0] * cosine[1] - sine[1] * sine[0];
        T[0] = t1;
        T[1] = -t0;
        T[2] = 0.0;
        T[3] = p.l1 * cosine[1] + p.l2 * t1;
        T[4] = t0;
        T[5] = t1;
        T[6] = 0.0;
        T[7] = t0 * p.l2 + p.l1 * sine[1];
        T[8] = 0.0;
        T[9] = 0.0;
        T[10] = 1.0;
        T[11] = 0.0;
        T[12] = 0.0;
        T[13] = 0.0;
        T[14] = 0.0;
        T[15] = 1.0;
        break;
      }
      default:
        for (int i = 0; i < 16; ++i) T[i] = static_cast<double>(NAN);
    }
  }
};
}  // namespace
void frame_pose(const Params& p, const double* q, int frame, double* T) {
  evaluate(FramePoseBody(), p, q, frame, T);
}


// Built from: forward kinematics in the base frame, per frame.
// 8 multiplications, 7 additions, 0 divisions, 4 function calls.

namespace {
struct FrameJacobianBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const double* q, int frame, double* J) const {
    switch (frame) {
      case 0: {
        double sine[2], cosine[2];
        sin_cos(sine, cosine, q[1], q[0]);
        const double t0 = p.l1 * cosine[1];
        const double t1 = t0 + p.l2 * (cosine[0] * cosine[1] - sine[1] * sine[0]);
        const double t2 = p.l1 * sine[1];
        const double t3 = (cosine[0] * sine[1] + sine[0] * cosine[1]) * p.l2 + t2;
        J[0] = -t3;
        J[1] = t2 - t3;
        J[2] = t1;
        J[3] = t1 - t0;
        J[4] = 0.0;
        J[5] = 0.0;
        J[6] = 0.0;
        J[7] = 0.0;
        J[8] = 0.0;
        J[9] = 0.0;
        J[10] = 1.0;
        J[11] = 1.0;
        break;
      }
      default:
        for (int i = 0; i < 12; ++i) J[i] = static_cast<double>(NAN);
    }
  }
};
}  // namespace
void frame_jacobian(const Params& p, const double* q, int frame, double* J) {
  evaluate(FrameJacobianBody(), p, q, frame, J);
}


// Built from: outward pass at qdd = 0 in the base frame.
// 16 multiplications, 11 additions, 0 divisions, 4 function calls.

namespace {
struct FrameJacobianDotVBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const double* q, const double* qd, int frame, double* a) const {
    switch (frame) {
      case 0: {
        double sine[2], cosine[2];
        sin_cos(sine, cosine, q[1], q[0]);
        const double t0 = p.l1 * sine[1];
        const double t1 = qd[0] + qd[1];
        const double t2 = p.l1 * cosine[1];
        a[0] = -(qd[0] * t2 * qd[0] + t1 * (t2 + p.l2 * (cosine[0] * cosine[1] - sine[1] * sine[0]) - t2) * t1);
        a[1] = -(((cosine[0] * sine[1] + sine[0] * cosine[1]) * p.l2 + t0 - t0) * t1 * t1 + t0 * qd[0] * qd[0]);
        a[2] = 0.0;
        a[3] = 0.0;
        a[4] = 0.0;
        a[5] = 0.0;
        break;
      }
      default:
        for (int i = 0; i < 6; ++i) a[i] = static_cast<double>(NAN);
    }
  }
};
}  // namespace
void frame_jacobian_dot_v(const Params& p, const double* q, const double* qd, int frame, double* a) {
  evaluate(FrameJacobianDotVBody(), p, q, qd, frame, a);
}


// Built from: the links' first moments in the base frame over their mass.
// 16 multiplications, 7 additions, 1 divisions, 4 function calls.
namespace {
struct CenterOfMassBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* c) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const double t0 = p.m2 * p.l2;
    const double t1 = p.l1 * p.m1;
    const double t2 = 1.0 / (p.m2 + p.m1);
    const Value t3 = (cosine[1] * t1 + (p.m2 * (p.l1 * cosine[1]) + t0 * (cosine[0] * cosine[1] - sine[1] * sine[0]))) * t2;
    c[0] = t3;
    c[1] = t2 * (sine[1] * t1 + ((cosine[0] * sine[1] + sine[0] * cosine[1]) * t0 + p.l1 * sine[1] * p.m2));
    c[2] = Value() + 0.0;
  }
};
}  // namespace
void center_of_mass(const Params& p, const double* q, double* c) {
  evaluate(CenterOfMassBody(), p, q, c);
}


// Built from: composite bodies in the base frame, moved to the centre of mass.
// 34 multiplications, 21 additions, 1 divisions, 4 function calls.
namespace {
struct CentroidalMomentumMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* Ag) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[0], q[1]);
    const Value t0 = p.l1 * cosine[0];
    const double t1 = p.m2 * p.l2;
    const Value t2 = t1 * (cosine[1] * cosine[0] - sine[0] * sine[1]);
    const Value t3 = (cosine[1] * sine[0] + sine[1] * cosine[0]) * t1;
    const Value t4 = p.l1 * sine[0];
    const Value t5 = 2.0 * (t4 * t3) + (p.m2 * (t4 * t4) + (p.m2 * (t0 * t0) + 2.0 * (t2 * t0))) + p.l2 * p.l2 * p.m2;
    const Value t6 = p.m2 * t0;
    const Value t7 = t6 + t2;
    const Value t8 = t7 - t6;
    const Value t9 = t4 * p.m2;
    const Value t10 = t3 + t9;
    const Value t11 = t9 - t10;
    const double t12 = p.l1 * p.m1;
    const Value t13 = cosine[0] * t12 + t7;
    const Value t14 = sine[0] * t12 + t10;
    const double t15 = 1.0 / (p.m2 + p.m1);
    const Value t16 = t13 * t15;
    const Value t17 = t15 * t14;
    Ag[0] = -t14;
    Ag[1] = t11;
    Ag[2] = t13;
    Ag[3] = t8;
    Ag[4] = Value() + 0.0;
    Ag[5] = Value() + 0.0;
    Ag[6] = Value() + 0.0;
    Ag[7] = Value() + 0.0;
    Ag[8] = Value() + 0.0;
    Ag[9] = Value() + 0.0;
    Ag[10] = p.m1 * (p.l1 * p.l1) + t5 - (t13 * t16 + t17 * t14);
    Ag[11] = t5 - (t7 * t0 + t10 * t4) - (t16 * t8 - t17 * t11);
  }
};
}  // namespace
void centroidal_momentum_matrix(const Params& p, const double* q, double* Ag) {
  evaluate(CentroidalMomentumMatrixBody(), p, q, Ag);
}


// Built from: outward pass at qdd = 0, each body's wrench about the centre of mass.
// 41 multiplications, 20 additions, 1 divisions, 4 function calls.
namespace {
struct CentroidalMomentumMatrixDotVBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* h_dot) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = cosine[0] * cosine[1] - sine[1] * sine[0];
    const Value t1 = p.l1 * cosine[1];
    const Value t2 = qd[0] * t1 * qd[0];
    const Value t3 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t4 = p.l1 * sine[1];
    const Value t5 = t4 * qd[0] * qd[0];
    const double t6 = p.m2 * p.l2;
    const Value t7 = qd[0] + qd[1];
    const Value t8 = p.m2 * (t2 * t0 + t3 * t5) + t6 * t7 * t7;
    const Value t9 = t3 * t2 - t5 * t0;
    const Value t10 = p.m2 * t9;
    const Value t11 = t8 * t0 + t3 * t10;
    const Value t12 = t10 * t0 - t3 * t8;
    const double t13 = p.l1 * p.m1;
    const Value t14 = qd[0] * (qd[0] * t13);
    const Value t15 = cosine[1] * t14 + t11;
    const Value t16 = t12 - sine[1] * t14;
    const double t17 = 1.0 / (p.m2 + p.m1);
    const Value t18 = t17 * (sine[1] * t13 + (t3 * t6 + t4 * p.m2)) * t15 + t16 * ((cosine[1] * t13 + (p.m2 * t1 + t6 * t0)) * t17);
    h_dot[0] = -t15;
    h_dot[1] = t16;
    h_dot[2] = Value() + 0.0;
    h_dot[3] = Value() + 0.0;
    h_dot[4] = Value() + 0.0;
    h_dot[5] = t4 * t11 + t1 * t12 + t6 * t9 - t18;
  }
};
}  // namespace
void centroidal_momentum_matrix_dot_v(const Params& p, const double* q, const double* qd, double* h_dot) {
  evaluate(CentroidalMomentumMatrixDotVBody(), p, q, qd, h_dot);
}


// Built from: recursion: Newton-Euler program; J^T w added.
// 36 multiplications, 25 additions, 0 divisions, 4 function calls.
namespace {
struct InverseDynamicsWrenchBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, const Value* w, Value* tau) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[0], q[1]);
    const Value t0 = p.g * cosine[0] + qdd[0] * p.l1;
    const Value t1 = p.g * sine[0] - qd[0] * (p.l1 * qd[0]);
    const Value t2 = p.m2 * (p.l2 * (qdd[0] + qdd[1]) + (t0 * cosine[1] - sine[1] * t1));
    const Value t3 = p.l2 * t2;
    const Value t4 = cosine[1] * cosine[0] - sine[0] * sine[1];
    const Value t5 = cosine[1] * sine[0] + sine[1] * cosine[0];
    const Value t6 = w[0] * t4 - t5 * w[1];
    const Value t7 = p.l1 * sine[0];
    const Value t8 = t5 * p.l2 + t7;
    const Value t9 = t5 * w[0] + w[1] * t4;
    const Value t10 = p.l1 * cosine[0];
    const Value t11 = t10 + p.l2 * t4;
    const Value t12 = qd[0] + qd[1];
    const Value t13 = t0 * p.m1 * p.l1 + t3 + p.l1 * (cosine[1] * t2 + p.m2 * (t0 * sine[1] + cosine[1] * t1 - t12 * p.l2 * t12) * sine[1]);
    tau[0] = w[5] + (t9 * t11 + (t13 - t8 * t6));
    tau[1] = t9 * (t11 - t10) + (t3 + (t7 - t8) * t6) + w[5];
  }
};
}  // namespace
void inverse_dynamics_wrench(const Params& p, const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  evaluate(InverseDynamicsWrenchBody(), p, q, qd, qdd, w, tau);
}


// Built from: recursion: Newton-Euler program with link wrenches.
// 20 multiplications, 15 additions, 0 divisions, 4 function calls.
namespace {
struct InverseDynamicsExternalBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, const Value* fext, Value* tau) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[0], q[1]);
    const Value t0 = p.g * cosine[0] + qdd[0] * p.l1;
    const Value t1 = p.g * sine[0] - qd[0] * (p.l1 * qd[0]);
    const Value t2 = p.m2 * (p.l2 * (qdd[0] + qdd[1]) + (t0 * cosine[1] - sine[1] * t1));
    const Value t3 = p.l2 * t2 - fext[11];
    const Value t4 = qd[0] + qd[1];
    const Value t5 = (t2 - fext[7]) * cosine[1] + (p.m2 * (t0 * sine[1] + cosine[1] * t1 - t4 * p.l2 * t4) - fext[6]) * sine[1];
    tau[0] = t5 * p.l1 + (t0 * p.m1 * p.l1 + t3) - fext[5];
    tau[1] = t3;
  }
};
}  // namespace
void inverse_dynamics_external(const Params& p, const double* q, const double* qd, const double* qdd, const double* fext, double* tau) {
  evaluate(InverseDynamicsExternalBody(), p, q, qd, qdd, fext, tau);
}


// Built from: dtau_dq: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction; dtau_dqd: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction.
// 28 multiplications, 17 additions, 0 divisions, 4 function calls.
namespace {
struct InverseDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, Value* dtau_dq, Value* dtau_dqd) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const double t0 = p.m2 * p.l2;
    const Value t1 = p.l1 * (t0 * sine[0]);
    const Value t2 = t1 * qd[0];
    const Value t3 = t1 * qd[1];
    const Value t4 = 2.0 * t1;
    const Value t5 = p.g * sine[1];
    const Value t6 = t0 * (t5 * cosine[0] + p.g * cosine[1] * sine[0]);
    const Value t7 = p.l1 * (t0 * cosine[0]);
    dtau_dq[0] = -(t5 * (p.m2 * p.l1 + p.l1 * p.m1) + t6);
    dtau_dq[1] = -(qd[0] * (2.0 * t7) * qd[1] + (t7 * qd[1] * qd[1] + (t1 * qdd[1] + (t4 * qdd[0] + t6))));
    dtau_dq[2] = -t6;
    dtau_dq[3] = t7 * qd[0] * qd[0] - (t1 * qdd[0] + t6);
    dtau_dqd[0] = -(t4 * qd[1]);
    dtau_dqd[1] = -(t3 + t3 + t4 * qd[0]);
    dtau_dqd[2] = t2 + t2;
    dtau_dqd[3] = Value() + 0.0;
  }
};
}  // namespace
void inverse_dynamics_derivatives(const Params& p, const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd) {
  evaluate(InverseDynamicsDerivativesBody(), p, q, qd, qdd, dtau_dq, dtau_dqd);
}


// Built from: M: recursion: composite rigid bodies; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone); M^-1 = L^-1 D^-1 L^-T; inverse_dynamics_derivatives at qdd.
// 47 multiplications, 33 additions, 2 divisions, 4 function calls. The solves included.
namespace {
struct ForwardDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* tau, Value* qdd, Value* dqdd_dq, Value* dqdd_dqd, Value* dqdd_dtau) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const double t0 = p.l2 * p.l2 * p.m2;
    const double t1 = p.m2 * p.l2;
    const Value t2 = p.l1 * (t1 * cosine[0]);
    const Value t3 = t0 + t2;
    const double t4 = 1.0 / t0;
    const Value t5 = t4 * t3;
    const double t6 = p.l1 * p.l1;
    const Value t7 = 1.0 / (p.m1 * t6 + (t0 + (p.m2 * t6 + 2.0 * t2)) - t5 * t3);
    const Value t8 = t5 * t7;
    const Value t9 = -t8;
    const Value t10 = p.g * cosine[1];
    const Value t11 = (t10 * cosine[0] - sine[0] * (p.g * sine[1] - qd[0] * (p.l1 * qd[0]))) * t1;
    const Value t12 = qd[0] + qd[1];
    const Value t13 = tau[1] - t11;
    const Value t14 = t7 * (tau[0] - (t11 + t10 * (p.m2 * p.l1 + p.l1 * p.m1) - p.l1 * (t1 * t12 * t12 * sine[0])) - t5 * t13);
    qdd[0] = t14;
    qdd[1] = t4 * t13 - t5 * t14;
    dqdd_dtau[0] = t7;
    dqdd_dtau[1] = t9;
    dqdd_dtau[2] = t9;
    dqdd_dtau[3] = t4 + t5 * t8;
    Value dtau_dq[kDof * kDof];
    Value dtau_dqd[kDof * kDof];
    call_body(InverseDynamicsDerivativesBody(), sin_cos, p, q, qd, qdd, dtau_dq, dtau_dqd);
    // M qdd = tau - b(q, qd), so M d qdd / d x = -d tau / d x at this qdd
    // (inverse_dynamics_derivatives), and d qdd / d tau = M^-1, written by the
    // factorisation that gave qdd: each Jacobian is -M^-1 d tau / d x, its
    // rows independent of one another.
    for (int i = 0; i < kDof; ++i) {
      // Row i, summed over k in order with the columns c innermost:
      // contiguous rows of the right factors that vector lanes take in one step.
      Value sq[kDof], sqd[kDof];
      for (int c = 0; c < kDof; ++c) sq[c] = sqd[c] = Value();
      for (int k = 0; k < kDof; ++k) {
        const Value a = dqdd_dtau[i * kDof + k];
        for (int c = 0; c < kDof; ++c) {
          sq[c] -= a * dtau_dq[k * kDof + c];
          sqd[c] -= a * dtau_dqd[k * kDof + c];
        }
      }
      for (int c = 0; c < kDof; ++c) {
        dqdd_dq[i * kDof + c] = sq[c];
        dqdd_dqd[i * kDof + c] = sqd[c];
      }
    }
  }
};
}  // namespace
void forward_dynamics_derivatives(const Params& p, const double* q, const double* qd, const double* tau, double* qdd, double* dqdd_dq, double* dqdd_dqd, double* dqdd_dtau) {
  evaluate(ForwardDynamicsDerivativesBody(), p, q, qd, tau, qdd, dqdd_dq, dqdd_dqd, dqdd_dtau);
}


// Built from: M: recursion: composite rigid bodies; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: recursion: at rest, grouped inertial parameters.
// 25 multiplications, 9 additions, 0 divisions, 4 function calls.
namespace {
struct DynamicsTermsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* M, Value* V, Value* G) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[0], q[1]);
    const Value t0 = p.g * cosine[0];
    const double t1 = p.m2 * p.l2;
    const Value t2 = t1 * (t0 * cosine[1] - p.g * sine[0] * sine[1]);
    const Value t3 = sine[1] * (qd[0] * (p.l1 * qd[0])) * t1;
    const Value t4 = qd[0] + qd[1];
    const double t5 = p.l2 * p.l2 * p.m2;
    const Value t6 = p.l1 * (t1 * cosine[1]);
    const double t7 = p.l1 * p.l1;
    M[0] = p.m1 * t7 + (t5 + (p.m2 * t7 + 2.0 * t6));
    M[2] = t5 + t6;
    M[3] = Value() + t5;
    V[0] = t3 - p.l1 * (t1 * t4 * t4 * sine[1]);
    V[1] = t3;
    G[0] = t2 + t0 * (p.m2 * p.l1 + p.l1 * p.m1);
    G[1] = t2;
    M[1] = M[2];
  }
};
}  // namespace
void dynamics_terms(const Params& p, const double* q, const double* qd, double* M, double* V, double* G) {
  evaluate(DynamicsTermsBody(), p, q, qd, M, V, G);
}


// Built from: M: recursion: composite rigid bodies; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: recursion: at rest, grouped inertial parameters; J: forward kinematics; a: outward pass at qdd = 0 in the base frame.
// 41 multiplications, 21 additions, 0 divisions, 4 function calls.
namespace {
struct DynamicsTermsWithJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* M, Value* V, Value* G, Value* J, Value* a) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = p.l1 * sine[1];
    const Value t1 = (cosine[0] * sine[1] + sine[0] * cosine[1]) * p.l2 + t0;
    const Value t2 = qd[0] + qd[1];
    const Value t3 = p.l1 * cosine[1];
    const Value t4 = t3 + p.l2 * (cosine[0] * cosine[1] - sine[1] * sine[0]);
    const Value t5 = t4 - t3;
    const Value t6 = p.g * cosine[1];
    const double t7 = p.m2 * p.l2;
    const Value t8 = t7 * (t6 * cosine[0] - p.g * sine[1] * sine[0]);
    const Value t9 = sine[0] * (qd[0] * (p.l1 * qd[0])) * t7;
    const double t10 = p.l2 * p.l2 * p.m2;
    const Value t11 = p.l1 * (t7 * cosine[0]);
    const double t12 = p.l1 * p.l1;
    M[0] = p.m1 * t12 + (t10 + (p.m2 * t12 + 2.0 * t11));
    M[2] = t10 + t11;
    M[3] = Value() + t10;
    V[0] = t9 - p.l1 * (t7 * t2 * t2 * sine[0]);
    V[1] = t9;
    G[0] = t8 + t6 * (p.m2 * p.l1 + p.l1 * p.m1);
    G[1] = t8;
    J[0] = -t1;
    J[1] = t0 - t1;
    J[2] = t4;
    J[3] = t5;
    J[4] = Value() + 0.0;
    J[5] = Value() + 0.0;
    J[6] = Value() + 0.0;
    J[7] = Value() + 0.0;
    J[8] = Value() + 0.0;
    J[9] = Value() + 0.0;
    J[10] = Value() + 1.0;
    J[11] = Value() + 1.0;
    a[0] = -(qd[0] * t3 * qd[0] + t2 * t5 * t2);
    a[1] = -((t1 - t0) * t2 * t2 + t0 * qd[0] * qd[0]);
    a[2] = Value() + 0.0;
    a[3] = Value() + 0.0;
    a[4] = Value() + 0.0;
    a[5] = Value() + 0.0;
    M[1] = M[2];
  }
};
}  // namespace
void dynamics_terms_with_jacobian(const Params& p, const double* q, const double* qd, double* M, double* V, double* G, double* J, double* a) {
  evaluate(DynamicsTermsWithJacobianBody(), p, q, qd, M, V, G, J, a);
}


// Built from: derivatives of tau's Newton-Euler program by the standard parameters (inputs there).
// 19 multiplications, 14 additions, 0 divisions, 6 function calls.
namespace {
struct RegressorBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, Value* Y) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[0], q[1]);
    const Value t0 = sign_of(qd[1]);
    const Value t1 = p.g * cosine[0];
    const Value t2 = t1 + qdd[0] * p.l1;
    const Value t3 = p.g * sine[0];
    const Value t4 = t3 - qd[0] * (p.l1 * qd[0]);
    const Value t5 = t2 * sine[1] + cosine[1] * t4;
    const Value t6 = t2 * cosine[1] - sine[1] * t4;
    const Value t7 = qdd[0] + qdd[1];
    const Value t8 = qd[0] + qd[1];
    const Value t9 = t8 * t8;
    const Value t10 = sign_of(qd[0]);
    Y[0] = Value() + 0.0;
    Y[1] = Value() + 0.0;
    Y[2] = Value() + 0.0;
    Y[3] = Value() + 0.0;
    Y[4] = Value() + 0.0;
    Y[5] = qdd[0];
    Y[6] = t1;
    Y[7] = -t3;
    Y[8] = Value() + 0.0;
    Y[9] = Value() + 0.0;
    Y[10] = qdd[0];
    Y[11] = qd[0];
    Y[12] = t10;
    Y[13] = Value() + 0.0;
    Y[14] = Value() + 0.0;
    Y[15] = Value() + 0.0;
    Y[16] = Value() + 0.0;
    Y[17] = Value() + 0.0;
    Y[18] = t7;
    Y[19] = p.l1 * (cosine[1] * t7 - t9 * sine[1]) + t6;
    Y[20] = -(p.l1 * (sine[1] * t7 + t9 * cosine[1]) + t5);
    Y[21] = Value() + 0.0;
    Y[22] = (t5 * sine[1] + t6 * cosine[1]) * p.l1;
    Y[23] = Value() + 0.0;
    Y[24] = Value() + 0.0;
    Y[25] = Value() + 0.0;
    Y[26] = Value() + 0.0;
    Y[27] = Value() + 0.0;
    Y[28] = Value() + 0.0;
    Y[29] = Value() + 0.0;
    Y[30] = Value() + 0.0;
    Y[31] = Value() + 0.0;
    Y[32] = Value() + 0.0;
    Y[33] = Value() + 0.0;
    Y[34] = Value() + 0.0;
    Y[35] = Value() + 0.0;
    Y[36] = Value() + 0.0;
    Y[37] = Value() + 0.0;
    Y[38] = Value() + 0.0;
    Y[39] = Value() + 0.0;
    Y[40] = Value() + 0.0;
    Y[41] = Value() + 0.0;
    Y[42] = Value() + 0.0;
    Y[43] = Value() + 0.0;
    Y[44] = t7;
    Y[45] = t6;
    Y[46] = -t5;
    Y[47] = Value() + 0.0;
    Y[48] = Value() + 0.0;
    Y[49] = qdd[1];
    Y[50] = qd[1];
    Y[51] = t0;
  }
};
}  // namespace
void regressor(const Params& p, const double* q, const double* qd, const double* qdd, double* Y) {
  evaluate(RegressorBody(), p, q, qd, qdd, Y);
}


// Built from: the base parameters' columns of the regressor (derivatives of tau's Newton-Euler program by the standard parameters (inputs there)).
// 16 multiplications, 13 additions, 0 divisions, 6 function calls.
namespace {
struct BaseRegressorBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, Value* Yb) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[0], q[1]);
    const Value t0 = sign_of(qd[1]);
    const Value t1 = p.g * cosine[0];
    const Value t2 = t1 + qdd[0] * p.l1;
    const Value t3 = p.g * sine[0];
    const Value t4 = t3 - qd[0] * (p.l1 * qd[0]);
    const Value t5 = t2 * sine[1] + cosine[1] * t4;
    const Value t6 = t2 * cosine[1] - sine[1] * t4;
    const Value t7 = qdd[0] + qdd[1];
    const Value t8 = qd[0] + qd[1];
    const Value t9 = t8 * t8;
    const Value t10 = sign_of(qd[0]);
    Yb[0] = qdd[0];
    Yb[1] = t1;
    Yb[2] = -t3;
    Yb[3] = qd[0];
    Yb[4] = t10;
    Yb[5] = t7;
    Yb[6] = p.l1 * (cosine[1] * t7 - t9 * sine[1]) + t6;
    Yb[7] = -(p.l1 * (sine[1] * t7 + t9 * cosine[1]) + t5);
    Yb[8] = Value() + 0.0;
    Yb[9] = Value() + 0.0;
    Yb[10] = Value() + 0.0;
    Yb[11] = Value() + 0.0;
    Yb[12] = Value() + 0.0;
    Yb[13] = Value() + 0.0;
    Yb[14] = Value() + 0.0;
    Yb[15] = Value() + 0.0;
    Yb[16] = t7;
    Yb[17] = t6;
    Yb[18] = -t5;
    Yb[19] = qdd[1];
    Yb[20] = qd[1];
    Yb[21] = t0;
  }
};
}  // namespace
void base_regressor(const Params& p, const double* q, const double* qd, const double* qdd, double* Yb) {
  evaluate(BaseRegressorBody(), p, q, qd, qdd, Yb);
}


// Built from: the model's standard parameters grouped exactly.
// 8 multiplications, 2 additions, 0 divisions, 0 function calls.


void base_parameters(const Params& p, double* beta) {
  const double t0 = p.l1 * p.l1;
  beta[0] = p.m2 * t0 + p.m1 * t0;
  beta[1] = p.m2 * p.l1 + p.l1 * p.m1;
  beta[2] = 0.0;
  beta[3] = 0.0;
  beta[4] = 0.0;
  beta[5] = p.l2 * p.l2 * p.m2;
  beta[6] = p.m2 * p.l2;
  beta[7] = 0.0;
  beta[8] = 0.0;
  beta[9] = 0.0;
  beta[10] = 0.0;
}

// Built from: forward kinematics in the base frame, the task's rows.
// 8 multiplications, 7 additions, 0 divisions, 4 function calls.
namespace {
struct TaskJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* Jx) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = p.l1 * cosine[1];
    const Value t1 = t0 + p.l2 * (cosine[0] * cosine[1] - sine[1] * sine[0]);
    const Value t2 = p.l1 * sine[1];
    const Value t3 = (cosine[0] * sine[1] + sine[0] * cosine[1]) * p.l2 + t2;
    Jx[0] = -t3;
    Jx[1] = t2 - t3;
    Jx[2] = t1;
    Jx[3] = t1 - t0;
  }
};
}  // namespace
void task_jacobian(const Params& p, const double* q, double* Jx) {
  evaluate(TaskJacobianBody(), p, q, Jx);
}


// Built from: calls mass_matrix, task_jacobian; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 28 multiplications, 15 additions, 4 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_mass_matrix(const Params& p, const double* q, double* Mx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  mass_matrix(p, q, M);
  task_jacobian(p, q, J);
  return task_space_solve(M, J, nullptr, nullptr, kTask, false, Mx);
}

// Built from: calls mass_matrix, task_jacobian, coriolis_centrifugal, jacobian_dot_qd; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 29 multiplications, 19 additions, 4 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_velocity_terms(const Params& p, const double* q, const double* qd, double* Vx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double V[kDof];
  double a[6];
  double h[kTask];
  mass_matrix(p, q, M);
  task_jacobian(p, q, J);
  coriolis_centrifugal(p, q, qd, V);
  jacobian_dot_qd(p, q, qd, a);
  task_rows_of(a, h);
  return task_space_solve(M, J, V, h, 1, false, Vx);
}

// Built from: calls mass_matrix, task_jacobian, gravity; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 29 multiplications, 17 additions, 4 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_gravity(const Params& p, const double* q, double* Gx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double G[kDof];
  mass_matrix(p, q, M);
  task_jacobian(p, q, J);
  gravity(p, q, G);
  return task_space_solve(M, J, G, nullptr, 1, false, Gx);
}

// Built from: calls mass_matrix, task_jacobian, coriolis_centrifugal, gravity, jacobian_dot_qd; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 46 multiplications, 35 additions, 4 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_dynamics(const Params& p, const double* q, const double* qd, double* Mx, double* Vx, double* Gx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double V[kDof];
  double G[kDof];
  double a[6];
  double h[kTask];
  mass_matrix(p, q, M);
  task_jacobian(p, q, J);
  coriolis_centrifugal(p, q, qd, V);
  gravity(p, q, G);
  jacobian_dot_qd(p, q, qd, a);
  task_rows_of(a, h);
  return task_space_terms(M, J, V, G, h, Mx, Vx, Gx);
}

// Built from: calls mass_matrix, task_jacobian, coriolis_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
// 41 multiplications, 31 additions, 4 divisions, 4 function calls. The solves included. Besides the functions it calls.

namespace {
struct TaskCoriolisCoefficientsBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const double* q, double* H) const {
    double sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const double t0 = (cosine[0] * sine[1] + sine[0] * cosine[1]) * p.l2;
    const double t1 = p.l1 * sine[1];
    const double t2 = p.l2 * (cosine[0] * cosine[1] - sine[1] * sine[0]);
    const double t3 = p.l1 * cosine[1];
    H[0] = t3 - (t3 + t2) - t2;
    H[1] = t1 - (t0 + t1) - t0;
  }
};
}  // namespace
int task_coriolis_coefficients(const Params& p, const double* q, double* Bx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double K[2];
  double H[2];
  mass_matrix(p, q, M);
  task_jacobian(p, q, J);
  coriolis_coefficients(p, q, K);
  evaluate(TaskCoriolisCoefficientsBody(), p, q, &H[0]);
  return task_space_solve(M, J, K, H, 1, true, Bx);
}


// Built from: calls mass_matrix, task_jacobian, centrifugal_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
// 54 multiplications, 44 additions, 4 divisions, 4 function calls. The solves included. Besides the functions it calls.

namespace {
struct TaskCentrifugalCoefficientsBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const double* q, double* H) const {
    double sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const double t0 = (cosine[0] * sine[1] + sine[0] * cosine[1]) * p.l2;
    const double t1 = p.l2 * (cosine[0] * cosine[1] - sine[1] * sine[0]);
    H[0] = -(p.l1 * cosine[1] + t1);
    H[1] = -t1;
    H[2] = -(t0 + p.l1 * sine[1]);
    H[3] = -t0;
  }
};
}  // namespace
int task_centrifugal_coefficients(const Params& p, const double* q, double* Cx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double K[4];
  double H[4];
  mass_matrix(p, q, M);
  task_jacobian(p, q, J);
  centrifugal_coefficients(p, q, K);
  evaluate(TaskCentrifugalCoefficientsBody(), p, q, &H[0]);
  return task_space_solve(M, J, K, H, 2, true, Cx);
}


}  // namespace rr_planar
