// jaeri6: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
// Each function's "Built from" line names its route.
// Do not edit; regenerate with the command below instead.
// Model:   jaeri6.yaml (SHA-256 84ff10071960312bf56880bd566e13685222422bfd6b77a894ccc67194f67d07)
// Command: nedyn generate jaeri6.yaml
#include "jaeri6.hpp"

#include <cmath>

namespace jaeri6 {
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
  h[2] = a[2];
  h[3] = a[3];
  h[4] = a[4];
  h[5] = a[5];
}
}  // namespace

// Built from: recursion: Newton-Euler program, grouped inertial parameters.
// 178 multiplications, 128 additions, 0 divisions, 10 function calls.
namespace {
struct InverseDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, Value* tau) const {
    Value sine[5], cosine[5];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[1], q[2], t0, q[3], q[5]);
    const Value t1 = sine[0] * qd[0];
    const Value t2 = t1 * qd[1];
    const Value t3 = t2 - qdd[0] * cosine[0];
    const Value t4 = cosine[0] * qd[0];
    const Value t5 = t4 * qd[1];
    const Value t6 = qdd[0] * sine[0] + t5;
    const Value t7 = t4 * sine[1] + t1 * cosine[1];
    const Value t8 = qdd[3] - (t7 * qd[2] + (t3 * cosine[1] + t6 * sine[1]));
    const Value t9 = t1 * sine[1];
    const Value t10 = t1 * t4;
    const Value t11 = t4 * cosine[1];
    const Value t12 = 0.5 * (t4 * t4 + qd[1] * qd[1]) + 9.81 * sine[0];
    const Value t13 = t9 - t11;
    const Value t14 = qd[3] + (t11 - t9);
    const Value t15 = t13 * qd[2] + (t3 * sine[1] - cosine[1] * t6);
    const Value t16 = t2 + t3;
    const Value t17 = qdd[1] + qdd[2];
    const Value t18 = qd[2] + qd[1];
    const Value t19 = cosine[3] * t18 + t7 * sine[3];
    const Value t20 = t19 * qd[3] + (sine[3] * t17 + t15 * cosine[3]);
    const Value t21 = t18 * sine[3] - cosine[3] * t7;
    const Value t22 = t21 * cosine[2] - sine[2] * t14;
    const Value t23 = qd[4] * t22 + (t8 * cosine[2] + sine[2] * t20);
    const Value t24 = t19 + qd[4];
    const Value t25 = t24 * t22;
    const Value t26 = t23 + t25;
    const Value t27 = qdd[5] - t23;
    const Value t28 = t13 * t7;
    const Value t29 = t13 * t18;
    const Value t30 = t17 + t28;
    const Value t31 = 0.5 * (qdd[1] + t10) - 9.81 * cosine[0];
    const Value t32 = t31 * sine[1] - cosine[1] * t12;
    const Value t33 = 0.35 * t30 + t32;
    const Value t34 = t29 + t15;
    const Value t35 = 0.35 * t34 + 0.5 * t16;
    const Value t36 = sine[3] * t33 + cosine[3] * t35;
    const Value t37 = cosine[3] * t33 - t35 * sine[3];
    const Value t38 = t7 * t7 + t18 * t18;
    const Value t39 = 0.35 * t38 + (t12 * sine[1] + t31 * cosine[1]);
    const Value t40 = t21 * sine[2] + t14 * cosine[2];
    const Value t41 = t24 * t24 + t40 * t40;
    const Value t42 = t22 * sine[4] + t24 * cosine[4];
    const Value t43 = cosine[4] * t22 - t24 * sine[4];
    const Value t44 = t40 * t22;
    const Value t45 = t42 * t43;
    const Value t46 = 0.053516666666666664 * t27 - 0.05101666666666667 * t45 - 0.28 * ((0.15 * t26 - t36) * cosine[4] + (t39 * sine[2] + t37 * cosine[2] - 0.15 * t41) * sine[4]);
    const Value t47 = t39 * cosine[2] - sine[2] * t37;
    const Value t48 = 0.28 * (t27 - t45);
    const Value t49 = t20 * cosine[2] - sine[2] * t8 - qd[4] * t40;
    const Value t50 = 0.13875 * t8 - 0.12625 * (t19 * t21);
    const Value t51 = cosine[3] * t17 - t15 * sine[3] - t21 * qd[3] + qdd[4];
    const Value t52 = qd[5] - t40;
    const Value t53 = 0.05101666666666667 * (t49 * cosine[4] - t51 * sine[4] - qd[5] * t42) + 0.053516666666666664 * (t52 * t42);
    const Value t54 = 0.28 * (t42 * t42 + t52 * t52);
    const Value t55 = t52 * t43;
    const Value t56 = t55 + (t51 * cosine[4] + t49 * sine[4] + qd[5] * t43);
    const Value t57 = 1.05 * t41 + (sine[4] * t48 + t54 * cosine[4]);
    const Value t58 = t54 * sine[4] - cosine[4] * t48;
    const Value t59 = t46 + (1.05 * t36 - 0.24 * t25) - 0.15 * t58;
    const Value t60 = 1.05 * t26 + t58;
    const Value t61 = t51 - t44;
    const Value t62 = 0.10453333333333334 * t55 + 0.28 * (0.15 * t61 + t47);
    const Value t63 = 1.05 * t47 + (0.17976666666666666 * t51 - 0.06023333333333333 * t44) + (t53 * sine[4] + t62 * cosine[4]);
    const Value t64 = t62 * sine[4] - t53 * cosine[4] - (0.06023333333333333 * t49 + 0.17976666666666666 * (t24 * t40));
    const Value t65 = t64 * cosine[2] - t59 * sine[2] + (0.13875 * (t19 * t14) + 0.12625 * t20);
    const Value t66 = t64 * sine[2] + t59 * cosine[2];
    const Value t67 = 0.0025 * (t18 * t7) + (t66 - t50);
    const Value t68 = 0.042 * t56 + t63;
    const Value t69 = t68 - 0.0125 * (t21 * t14);
    const Value t70 = 1.05 * t61 + 0.28 * t56;
    const Value t71 = t70 * sine[2] + t57 * cosine[2];
    const Value t72 = t60 * sine[3] + cosine[3] * t71;
    const Value t73 = 5.95 * t32 + (1.8875 * t17 + 1.885 * t28) + (cosine[3] * t69 + t65 * sine[3]) - 0.35 * t72;
    const Value t74 = 6.827083333333333 * t10 + 6.839583333333334 * qdd[1] - 142.245 * cosine[0] + t73 + 0.5 * ((5.95 * t30 - t72) * sine[1] + cosine[1] * (t70 * cosine[2] - t57 * sine[2] + 5.95 * t38));
    const Value t75 = cosine[3] * t60 - sine[3] * t71;
    const Value t76 = 1.8875 * t29 + 1.885 * t15 + 2.975 * t16 + (cosine[3] * t65 - t69 * sine[3]) - 0.35 * t75;
    const Value t77 = (t76 * sine[1] + t67 * cosine[1] + 13.666666666666666 * t2 - 0.5 * (t75 - 5.95 * t34)) * cosine[0] + sine[0] * (t76 * cosine[1] - t67 * sine[1] + (6.827083333333333 * t6 - 6.839583333333334 * t5));
    tau[0] = qd[0] * p.b1 + (6.867083333333333 * qdd[0] - t77);
    tau[1] = p.b2 * qd[1] + t74;
    tau[2] = p.b3 * qd[2] + t73;
    tau[3] = p.b4 * qd[3] + (t50 - t66);
    tau[4] = p.b5 * qd[4] + t68;
    tau[5] = qd[5] * p.b6 + t46;
  }
};
}  // namespace
void inverse_dynamics(const Params& p, const double* q, const double* qd, const double* qdd, double* tau) {
  evaluate(InverseDynamicsBody(), p, q, qd, qdd, tau);
}


// Built from: recursion: composite rigid bodies, grouped inertial parameters.
// 125 multiplications, 93 additions, 0 divisions, 10 function calls.
namespace {
struct MassMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* M) const {
    (void)p;
    Value sine[5], cosine[5];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[5], t0, q[3], q[2], q[1]);
    const Value t1 = 0.053516666666666664 + 0.042 * cosine[0];
    const Value t2 = t1 * cosine[1];
    const Value t3 = t1 * sine[1];
    const Value t4 = 0.28 * cosine[0];
    const Value t5 = 0.28 * sine[0];
    const Value t6 = t5 * cosine[1];
    const Value t7 = sine[2] * t4 - cosine[2] * t6;
    const Value t8 = sine[2] * t6 + cosine[2] * t4;
    const Value t9 = 1.05 + t4;
    const Value t10 = 0.35 * t7 - sine[2] * t3;
    const Value t11 = 0.35 * t8 - cosine[2] * t3;
    const Value t12 = (0.5 * t8 + (t2 * cosine[3] + t11 * sine[3])) * cosine[4] + (t11 * cosine[3] - t2 * sine[3]) * sine[4];
    const Value t13 = 0.084 * cosine[0];
    const Value t14 = 0.05101666666666667 * sine[0];
    const Value t15 = 0.17976666666666666 + (t13 - t14 * sine[0]);
    const Value t16 = 0.042 * sine[0] + t14 * cosine[0];
    const Value t17 = 0.053516666666666664 + t13;
    const Value t18 = t16 * sine[1];
    const Value t19 = t16 * cosine[1];
    const Value t20 = sine[2] * t19;
    const Value t21 = cosine[2] * t19;
    const Value t22 = t20 + cosine[2] * t15;
    const Value t23 = sine[1] * t9;
    const Value t24 = t9 * cosine[1];
    const Value t25 = cosine[2] * t23;
    const Value t26 = t22 - 0.35 * t25;
    const Value t27 = t21 - t15 * sine[2];
    const Value t28 = sine[2] * t23;
    const Value t29 = t27 + 0.35 * t28;
    const Value t30 = (t29 * cosine[3] - t18 * sine[3]) * sine[4] + cosine[4] * (0.5 * t28 + (t18 * cosine[3] + t29 * sine[3]));
    const Value t31 = -0.06023333333333333 - cosine[0] * (0.05101666666666667 * cosine[0]);
    const Value t32 = t31 * sine[1];
    const Value t33 = 0.12625 + (sine[1] * (sine[1] * t17) + t31 * cosine[1] * cosine[1]);
    const Value t34 = t17 * cosine[1];
    const Value t35 = sine[2] * t33 + t21;
    const Value t36 = 0.13875 + (t32 * sine[1] + t34 * cosine[1]);
    const Value t37 = sine[1] * t34;
    const Value t38 = t32 * cosine[1];
    const Value t39 = t37 - t38;
    const Value t40 = sine[2] * t39;
    const Value t41 = cosine[2] * t18;
    const Value t42 = cosine[2] * t5;
    const Value t43 = t24 * sine[2];
    const Value t44 = t42 - t43;
    const Value t45 = t43 - t42;
    const Value t46 = 0.35 * t44 + (t40 - t41);
    const Value t47 = t41 - t40 + 0.35 * t45;
    const Value t48 = sine[2] * t18;
    const Value t49 = t24 * cosine[2] + sine[2] * t5;
    const Value t50 = 0.35 * t49;
    const Value t51 = cosine[2] * (t38 - t37) - t48 + t50;
    const Value t52 = t48 + cosine[2] * t39 - t50;
    const Value t53 = t36 * sine[3];
    const Value t54 = t36 * cosine[3];
    const Value t55 = 0.7 * t23;
    const Value t56 = 1.885 + (cosine[2] * (cosine[2] * t33 - t20) - t27 * sine[2] - t55);
    const Value t57 = 1.8875 + (cosine[2] * t22 + sine[2] * t35 - t55);
    const Value t58 = cosine[2] * t35 - sine[2] * t22;
    const Value t59 = t49 * cosine[3];
    const Value t60 = t58 * cosine[3] - t47 * sine[3];
    const Value t61 = (t58 * sine[3] + t47 * cosine[3]) * cosine[4];
    const Value t62 = t23 - 5.95;
    const Value t63 = t59 - t62 * sine[3];
    const Value t64 = t51 * cosine[3];
    const Value t65 = t51 * sine[3];
    const Value t66 = t64 + t56 * sine[3];
    const Value t67 = t54 + t65;
    const Value t68 = t66 * cosine[3] - t67 * sine[3] - 0.5 * (t49 * sine[3] + t62 * cosine[3]);
    const Value t69 = cosine[4] * t68 + sine[4] * ((t56 * cosine[3] - t65) * cosine[3] - (t64 - t53) * sine[3] - 6.827083333333333);
    const Value t70 = 6.867083333333333 + (t69 * sine[4] + (cosine[4] * (t63 + (t67 * cosine[3] + t66 * sine[3])) + sine[4] * t68) * cosine[4]);
    M[0] = t70;
    M[6] = -(sine[4] * (t60 - 0.5 * t45) + t61);
    M[7] = 6.839583333333334 + (t63 + t57);
    M[12] = -(sine[4] * t60 + t61);
    M[13] = 0.5 * (t59 + (5.95 - t23) * sine[3]) + t57;
    M[14] = t57;
    M[18] = -((t53 + t52 * cosine[3]) * sine[4] + (t52 * sine[3] - t54 - 0.5 * t49) * cosine[4]);
    M[19] = 0.5 * (t44 * sine[3]) + t46;
    M[20] = t46;
    M[21] = t36;
    M[24] = -t30;
    M[25] = 0.5 * (t24 * cosine[3] - t25 * sine[3]) + t26;
    M[26] = t26;
    M[27] = -t18;
    M[28] = t15;
    M[30] = -t12;
    M[31] = t10 + 0.5 * (t7 * sine[3] - sine[1] * t5 * cosine[3]);
    M[32] = t10;
    M[33] = -t2;
    M[34] = Value() + 0.0;
    M[35] = Value() + 0.053516666666666664;
    M[1] = M[6];
    M[2] = M[12];
    M[3] = M[18];
    M[4] = M[24];
    M[5] = M[30];
    M[8] = M[13];
    M[9] = M[19];
    M[10] = M[25];
    M[11] = M[31];
    M[15] = M[20];
    M[16] = M[26];
    M[17] = M[32];
    M[22] = M[27];
    M[23] = M[33];
    M[29] = M[34];
  }
};
}  // namespace
void mass_matrix(const Params& p, const double* q, double* M) {
  evaluate(MassMatrixBody(), p, q, M);
}


// Built from: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters.
// 162 multiplications, 107 additions, 0 divisions, 10 function calls.
namespace {
struct CoriolisCentrifugalBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* V) const {
    (void)p;
    Value sine[5], cosine[5];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[1], q[2], t0, q[3], q[5]);
    const Value t1 = sine[0] * qd[0];
    const Value t2 = t1 * qd[1];
    const Value t3 = cosine[0] * qd[0];
    const Value t4 = t3 * qd[1];
    const Value t5 = t3 * sine[1] + t1 * cosine[1];
    const Value t6 = t2 * cosine[1] + t4 * sine[1] + t5 * qd[2];
    const Value t7 = t1 * sine[1];
    const Value t8 = t1 * t3;
    const Value t9 = t3 * cosine[1];
    const Value t10 = 0.5 * (t3 * t3 + qd[1] * qd[1]);
    const Value t11 = t7 - t9;
    const Value t12 = qd[3] + (t9 - t7);
    const Value t13 = t11 * qd[2] + (t2 * sine[1] - t4 * cosine[1]);
    const Value t14 = qd[2] + qd[1];
    const Value t15 = cosine[3] * t14 + t5 * sine[3];
    const Value t16 = cosine[3] * t13 + t15 * qd[3];
    const Value t17 = t14 * sine[3] - cosine[3] * t5;
    const Value t18 = t17 * cosine[2] - sine[2] * t12;
    const Value t19 = t6 * cosine[2] - t16 * sine[2] - qd[4] * t18;
    const Value t20 = t15 + qd[4];
    const Value t21 = t20 * t18;
    const Value t22 = t21 - t19;
    const Value t23 = 0.5 * t8;
    const Value t24 = t23 * sine[1] - t10 * cosine[1];
    const Value t25 = t11 * t5;
    const Value t26 = t11 * t14;
    const Value t27 = t24 + 0.35 * t25;
    const Value t28 = t26 + t13;
    const Value t29 = t2 + t2;
    const Value t30 = 0.35 * t28 + 0.5 * t29;
    const Value t31 = cosine[3] * t30 + t27 * sine[3];
    const Value t32 = cosine[3] * t27 - sine[3] * t30;
    const Value t33 = t5 * t5 + t14 * t14;
    const Value t34 = 0.35 * t33 + (t23 * cosine[1] + t10 * sine[1]);
    const Value t35 = t17 * sine[2] + t12 * cosine[2];
    const Value t36 = t20 * t20 + t35 * t35;
    const Value t37 = t18 * sine[4] + t20 * cosine[4];
    const Value t38 = cosine[4] * t18 - t20 * sine[4];
    const Value t39 = t35 * t18;
    const Value t40 = t37 * t38;
    const Value t41 = 0.053516666666666664 * t19 - 0.05101666666666667 * t40 - 0.28 * (cosine[4] * (0.15 * t22 - t31) + (t32 * cosine[2] + sine[2] * t34 - 0.15 * t36) * sine[4]);
    const Value t42 = t34 * cosine[2] - t32 * sine[2];
    const Value t43 = 0.28 * (t19 - t40);
    const Value t44 = sine[3] * t13 + t17 * qd[3];
    const Value t45 = t39 + t44;
    const Value t46 = qd[5] - t35;
    const Value t47 = t46 * t38;
    const Value t48 = 0.10453333333333334 * t47 + 0.28 * (t42 - 0.15 * t45);
    const Value t49 = t16 * cosine[2] + sine[2] * t6 - qd[4] * t35;
    const Value t50 = t47 - (t44 * cosine[4] - t49 * sine[4] - qd[5] * t38);
    const Value t51 = 0.28 * t50 - 1.05 * t45;
    const Value t52 = 0.05101666666666667 * (cosine[4] * t49 + t44 * sine[4] - qd[5] * t37) + 0.053516666666666664 * (t46 * t37);
    const Value t53 = 1.05 * t42 - (0.17976666666666666 * t44 + 0.06023333333333333 * t39) + (cosine[4] * t48 + t52 * sine[4]);
    const Value t54 = sine[4] * t48 - t52 * cosine[4] - (0.06023333333333333 * t49 + 0.17976666666666666 * (t20 * t35));
    const Value t55 = 0.042 * t50 + t53;
    const Value t56 = 0.28 * (t37 * t37 + t46 * t46);
    const Value t57 = t43 * sine[4] + t56 * cosine[4] + 1.05 * t36;
    const Value t58 = t56 * sine[4] - t43 * cosine[4];
    const Value t59 = t41 + (1.05 * t31 - 0.24 * t21) - 0.15 * t58;
    const Value t60 = 1.05 * t22 + t58;
    const Value t61 = t59 * cosine[2] + sine[2] * t54 + (0.12625 * (t15 * t17) + 0.13875 * t6);
    const Value t62 = t54 * cosine[2] - sine[2] * t59 + (0.13875 * (t15 * t12) + 0.12625 * t16);
    const Value t63 = t55 - 0.0125 * (t17 * t12);
    const Value t64 = t61 + 0.0025 * (t14 * t5);
    const Value t65 = t57 * cosine[2] + t51 * sine[2];
    const Value t66 = sine[3] * t60 + cosine[3] * t65;
    const Value t67 = cosine[3] * t60 - sine[3] * t65;
    const Value t68 = 1.8875 * t26 + 1.885 * t13 + 2.975 * t29 + (cosine[3] * t62 - t63 * sine[3]) - 0.35 * t67;
    const Value t69 = sine[0] * (6.827083333333333 * t4 - 6.839583333333334 * t4 + (t68 * cosine[1] - t64 * sine[1])) + cosine[0] * (t64 * cosine[1] + t68 * sine[1] + 13.666666666666666 * t2 - 0.5 * (t67 - 5.95 * t28));
    const Value t70 = 5.95 * t24 + 1.885 * t25 + (t63 * cosine[3] + sine[3] * t62) - 0.35 * t66;
    const Value t71 = 6.827083333333333 * t8 + t70 + 0.5 * ((5.95 * t25 - t66) * sine[1] + (5.95 * t33 + (t51 * cosine[2] - t57 * sine[2])) * cosine[1]);
    V[0] = -t69;
    V[1] = t71;
    V[2] = t70;
    V[3] = -t61;
    V[4] = t55;
    V[5] = t41;
  }
};
}  // namespace
void coriolis_centrifugal(const Params& p, const double* q, const double* qd, double* V) {
  evaluate(CoriolisCentrifugalBody(), p, q, qd, V);
}


// Built from: closed form, Horner.
// 30 multiplications, 14 additions, 0 divisions, 10 function calls.
namespace {
struct GravityBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* G) const {
    (void)p;
    Value sine[5], cosine[5];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[3], t0, q[5], q[1], q[2]);
    const Value t1 = cosine[3] * sine[4] + sine[3] * cosine[4];
    const Value t2 = cosine[3] * cosine[4] - sine[3] * sine[4];
    const Value t3 = (2.7468 * (cosine[0] * cosine[1] * sine[2]) - 2.7468 * (sine[0] * cosine[2])) * t1 + 2.7468 * (sine[1] * t2 * sine[2]);
    const Value t4 = 2.7468 * cosine[2];
    const Value t5 = 10.3005 + t4;
    const Value t6 = (-10.3005 - t4) * cosine[1];
    const Value t7 = sine[1] * t5;
    const Value t8 = (t6 * cosine[0] - 2.7468 * (sine[0] * sine[2])) * t2;
    const Value t9 = (t7 - 58.3695) * t1;
    G[0] = Value() + 0.0;
    G[1] = t9 - 142.245 * cosine[3] + t8;
    G[2] = t9 + t8;
    G[3] = (sine[0] * t5 * cosine[1] - 2.7468 * (cosine[0] * sine[2])) * t1;
    G[4] = cosine[0] * (t7 * t1) + t6 * t2;
    G[5] = t3;
  }
};
}  // namespace
void gravity(const Params& p, const double* q, double* G) {
  evaluate(GravityBody(), p, q, G);
}


// Built from: recursion: Christoffel symbols of M.
// 312 multiplications, 296 additions, 0 divisions, 10 function calls.
namespace {
struct CoriolisCoefficientsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* B) const {
    (void)p;
    Value sine[5], cosine[5];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[5], t0, q[3], q[2], q[1]);
    const Value t1 = 0.05101666666666667 * cosine[0];
    const Value t2 = cosine[0] * t1;
    const Value t3 = 0.05101666666666667 * sine[0];
    const Value t4 = t3 * sine[0];
    const Value t5 = t3 * cosine[0];
    const Value t6 = t1 * sine[0] + t5;
    const Value t7 = 0.042 * sine[0] + t5;
    const Value t8 = 0.042 * cosine[0];
    const Value t9 = t2 - t4 + t8;
    const Value t10 = 0.053516666666666664 + t8;
    const Value t11 = -0.06023333333333333 - t2;
    const Value t12 = t9 * sine[1];
    const Value t13 = t9 * cosine[1];
    const Value t14 = t10 * sine[1];
    const Value t15 = t10 * cosine[1];
    const Value t16 = t12 + t14;
    const Value t17 = t13 * sine[2];
    const Value t18 = cosine[2] * t13;
    const Value t19 = 0.084 * sine[0];
    const Value t20 = t19 + t6;
    const Value t21 = t17 - cosine[2] * t20;
    const Value t22 = 0.28 * sine[0];
    const Value t23 = sine[1] * t22;
    const Value t24 = t23 * cosine[2];
    const Value t25 = 0.35 * t24;
    const Value t26 = t25 + t21;
    const Value t27 = t25 - sine[2] * t15;
    const Value t28 = sine[1] * t6;
    const Value t29 = t6 * cosine[1] * cosine[1] - sine[1] * (t19 * sine[1]);
    const Value t30 = t19 * cosine[1];
    const Value t31 = t30 * sine[1] + t28 * cosine[1];
    const Value t32 = t28 * sine[1] - t30 * cosine[1];
    const Value t33 = cosine[2] * t12 + t31 * sine[2];
    const Value t34 = cosine[2] * t31;
    const Value t35 = t22 * cosine[1];
    const Value t36 = 0.5 * (t24 * sine[3] - t35 * cosine[3]);
    const Value t37 = 0.28 * cosine[0];
    const Value t38 = sine[2] * t35 + cosine[2] * t37;
    const Value t39 = cosine[2] * t35;
    const Value t40 = 0.35 * t38;
    const Value t41 = t40 - t33;
    const Value t42 = t33 - t40;
    const Value t43 = t40 - cosine[2] * t14;
    const Value t44 = t36 + t27;
    const Value t45 = t26 + t36;
    const Value t46 = 0.5 * (t38 * sine[3]);
    const Value t47 = 0.5 * t38;
    const Value t48 = t43 + t46;
    const Value t49 = t46 + t41;
    const Value t50 = t29 * sine[2] + t18;
    const Value t51 = sine[2] * t20 + t18;
    const Value t52 = 0.7 * t23;
    const Value t53 = cosine[2] * (cosine[2] * t29 - t17) - t51 * sine[2] + t52;
    const Value t54 = sine[2] * t50 + cosine[2] * t21 + t52;
    const Value t55 = cosine[2] * t50 - sine[2] * t21;
    const Value t56 = sine[2] * t37;
    const Value t57 = 1.05 + t37;
    const Value t58 = t56 - t39;
    const Value t59 = t39 - t56;
    const Value t60 = t58 * cosine[3] + t23 * sine[3];
    const Value t61 = 0.5 * t60;
    const Value t62 = t54 + t61;
    const Value t63 = t23 * sine[2];
    const Value t64 = 0.35 * t63;
    const Value t65 = t51 - t64;
    const Value t66 = 0.5 * t63;
    const Value t67 = (t12 * cosine[3] + t65 * sine[3] - t66) * cosine[4] + (t65 * cosine[3] - t12 * sine[3]) * sine[4];
    const Value t68 = cosine[2] * t15 + t64;
    const Value t69 = cosine[4] * (t66 + (cosine[3] * t14 + t68 * sine[3])) - (t14 * sine[3] - t68 * cosine[3]) * sine[4];
    const Value t70 = t67 + t69;
    const Value t71 = t12 * sine[2];
    const Value t72 = 0.35 * t58;
    const Value t73 = t71 - t34 - t72;
    const Value t74 = t72 + (t34 - t71);
    const Value t75 = t32 * sine[3];
    const Value t76 = cosine[3] * t32;
    const Value t77 = (t75 + t73 * cosine[3]) * sine[4] + (t73 * sine[3] - t76 - 0.5 * t58) * cosine[4];
    const Value t78 = 0.35 * t59 + sine[2] * t14;
    const Value t79 = sine[4] * (t78 * cosine[3]) + cosine[4] * (t78 * sine[3] + 0.5 * t59);
    const Value t80 = cosine[3] * t55 - t42 * sine[3];
    const Value t81 = (t42 * cosine[3] + t55 * sine[3]) * cosine[4];
    const Value t82 = sine[4] * t80 + t81;
    const Value t83 = sine[4] * (t47 + t80) + t81;
    const Value t84 = t15 * cosine[3] + t43 * sine[3];
    const Value t85 = cosine[4] * (t43 * cosine[3] - t15 * sine[3]);
    const Value t86 = (t47 + t84) * sine[4] - t85;
    const Value t87 = sine[4] * t84 - t85;
    const Value t88 = t82 + t87;
    const Value t89 = t86 + t83;
    const Value t90 = t7 * cosine[1];
    const Value t91 = t7 * sine[1];
    const Value t92 = cosine[2] * t90;
    const Value t93 = sine[2] * t90;
    const Value t94 = 0.084 * cosine[0];
    const Value t95 = 0.17976666666666666 + (t94 - t4);
    const Value t96 = 0.053516666666666664 + t94;
    const Value t97 = t92 - t95 * sine[2];
    const Value t98 = t93 + cosine[2] * t95;
    const Value t99 = sine[1] * t57;
    const Value t100 = t57 * cosine[1];
    const Value t101 = sine[2] * t99;
    const Value t102 = 0.35 * t101;
    const Value t103 = t97 + t102;
    const Value t104 = t96 * cosine[1];
    const Value t105 = sine[1] * t96;
    const Value t106 = t104 * cosine[1];
    const Value t107 = sine[1] * t104;
    const Value t108 = sine[1] * t105;
    const Value t109 = t107 + t105 * cosine[1];
    const Value t110 = t106 - t108;
    const Value t111 = t11 * cosine[1];
    const Value t112 = t11 * sine[1];
    const Value t113 = t111 * cosine[1];
    const Value t114 = 0.12625 + (t108 + t113);
    const Value t115 = t112 * sine[1];
    const Value t116 = t113 - t115;
    const Value t117 = 0.13875 + (t115 + t106);
    const Value t118 = t112 * cosine[1];
    const Value t119 = t118 + sine[1] * t111;
    const Value t120 = t110 - t116;
    const Value t121 = sine[2] * t120;
    const Value t122 = t121 - t92 + t102;
    const Value t123 = t92 - t121 - t102;
    const Value t124 = sine[2] * t114 + t92;
    const Value t125 = cosine[2] * t114 - t93;
    const Value t126 = 0.5 * (t101 * sine[3]);
    const Value t127 = 0.5 * t101;
    const Value t128 = t126 + t103;
    const Value t129 = t126 + t122;
    const Value t130 = t109 - t119;
    const Value t131 = t119 - t109;
    const Value t132 = cosine[2] * t91;
    const Value t133 = sine[2] * t130 - t132;
    const Value t134 = sine[2] * t91;
    const Value t135 = 0.7 * t100;
    const Value t136 = sine[2] * t132 + cosine[2] * (t134 + cosine[2] * t130) - t135;
    const Value t137 = sine[2] * t133 - cosine[2] * t134 - t135;
    const Value t138 = cosine[2] * t133 + t134 * sine[2];
    const Value t139 = cosine[2] * t99;
    const Value t140 = t100 * sine[3] + t139 * cosine[3];
    const Value t141 = 0.5 * t140;
    const Value t142 = t137 - t141;
    const Value t143 = t141 + t142;
    const Value t144 = 0.35 * t139;
    const Value t145 = (t116 - t110) * cosine[2] - t93 - t144;
    const Value t146 = t144 + (cosine[2] * t120 + t93);
    const Value t147 = t144 - t98;
    const Value t148 = t131 * sine[3];
    const Value t149 = t131 * cosine[3];
    const Value t150 = 0.5 * t139;
    const Value t151 = sine[4] * (t146 * cosine[3] + t148) + (t146 * sine[3] - t149 + t150) * cosine[4];
    const Value t152 = cosine[3] * t147 * sine[4] + cosine[4] * (t147 * sine[3] + t150);
    const Value t153 = t138 * cosine[3] - t123 * sine[3];
    const Value t154 = (t138 * sine[3] + t123 * cosine[3]) * cosine[4];
    const Value t155 = t153 * sine[4] + t154;
    const Value t156 = sine[4] * (t153 + t127) + t154;
    const Value t157 = t91 * cosine[3] + t103 * sine[3];
    const Value t158 = (t103 * cosine[3] - t91 * sine[3]) * cosine[4];
    const Value t159 = sine[4] * (t127 + t157) - t158;
    const Value t160 = sine[4] * t157 - t158;
    const Value t161 = t160 + t155;
    const Value t162 = t159 + t156;
    const Value t163 = sine[2] * t98;
    const Value t164 = cosine[2] * t124;
    const Value t165 = cosine[2] * t97 - t163 + (t125 * sine[2] + t164);
    const Value t166 = t164 - t163;
    const Value t167 = cosine[2] * t125;
    const Value t168 = t97 * sine[2];
    const Value t169 = t167 - sine[2] * t124 - (t168 + cosine[2] * t98);
    const Value t170 = 1.885 + (t167 - t168 - 0.7 * t99);
    const Value t171 = t99 - 5.95;
    const Value t172 = cosine[2] * t22;
    const Value t173 = t100 * cosine[2] + sine[2] * t22;
    const Value t174 = t100 * sine[2];
    const Value t175 = t172 - t174;
    const Value t176 = t175 * cosine[3];
    const Value t177 = 0.5 * t176;
    const Value t178 = t177 + t165;
    const Value t179 = t107 - t118;
    const Value t180 = t132 - sine[2] * t179 + 0.35 * (t174 - t172);
    const Value t181 = (t166 * sine[3] + t180 * cosine[3]) * sine[4] - cosine[4] * (t166 * cosine[3] - t180 * sine[3]);
    const Value t182 = t118 - t107;
    const Value t183 = t134 + cosine[2] * t179;
    const Value t184 = 0.35 * t175 - (sine[2] * t182 + t132);
    const Value t185 = 0.35 * t173;
    const Value t186 = cosine[2] * t182 - t134 + t185;
    const Value t187 = t185 - t183;
    const Value t188 = t183 - t185;
    const Value t189 = t169 * cosine[3] - t187 * sine[3];
    const Value t190 = cosine[4] * (t169 * sine[3] + t187 * cosine[3]);
    const Value t191 = sine[4] * t189 + t190;
    const Value t192 = t188 * sine[3];
    const Value t193 = t117 * cosine[3];
    const Value t194 = t117 * sine[3];
    const Value t195 = (t194 + t188 * cosine[3]) * cosine[4];
    const Value t196 = sine[4] * (t193 - t192) + t195;
    const Value t197 = 0.5 * t173;
    const Value t198 = sine[4] * (t189 - t197) + t190;
    const Value t199 = (t192 - t193 - t197) * sine[4] - t195;
    const Value t200 = t198 + t199;
    const Value t201 = t173 * sine[3] + t171 * cosine[3];
    const Value t202 = t173 * cosine[3] - t171 * sine[3];
    const Value t203 = t74 * sine[3];
    const Value t204 = t74 * cosine[3];
    const Value t205 = t76 + t203;
    const Value t206 = t204 + t53 * sine[3];
    const Value t207 = cosine[3] * t206 - t205 * sine[3] - 0.5 * (t58 * sine[3] - t23 * cosine[3]);
    const Value t208 = (sine[4] * (cosine[3] * (t53 * cosine[3] - t203) - (t204 - t75) * sine[3]) + t207 * cosine[4]) * sine[4];
    const Value t209 = t145 * cosine[3];
    const Value t210 = t145 * sine[3];
    const Value t211 = t149 + t210;
    const Value t212 = t209 + t136 * sine[3];
    const Value t213 = t212 * cosine[3] - t211 * sine[3] - 0.5 * (t100 * cosine[3] - t139 * sine[3]);
    const Value t214 = (sine[4] * (cosine[3] * (cosine[3] * t136 - t210) - (t209 - t148) * sine[3]) + cosine[4] * t213) * sine[4];
    const Value t215 = cosine[3] * t184;
    const Value t216 = t184 * sine[3];
    const Value t217 = t215 - t165 * sine[3];
    const Value t218 = t217 * cosine[3] - t216 * sine[3] - 0.5 * (t175 * sine[3]);
    const Value t219 = (t218 * sine[4] + cosine[4] * (t217 * sine[3] + t216 * cosine[3] + t176)) * cosine[4] + sine[4] * (t218 * cosine[4] - ((t216 + t165 * cosine[3]) * cosine[3] + t215 * sine[3]) * sine[4]);
    const Value t220 = t186 * sine[3];
    const Value t221 = t186 * cosine[3];
    const Value t222 = t193 + t220;
    const Value t223 = t170 * cosine[3] - t220;
    const Value t224 = t221 + t170 * sine[3];
    const Value t225 = t221 - t194;
    const Value t226 = t223 * cosine[3];
    const Value t227 = t224 * sine[3];
    const Value t228 = t224 * cosine[3];
    const Value t229 = t222 * cosine[3];
    const Value t230 = t222 * sine[3];
    const Value t231 = t223 * sine[3] + t228 + (t225 * cosine[3] - t230);
    const Value t232 = t228 - t230 - 0.5 * t201;
    const Value t233 = t225 * sine[3];
    const Value t234 = t226 - t227 - (t229 + t233) - 0.5 * t202;
    const Value t235 = t202 + (t229 + t227);
    const Value t236 = (cosine[4] * t234 - t231 * sine[4]) * sine[4] + (cosine[4] * (t231 - t201) + sine[4] * t234) * cosine[4];
    const Value t237 = t226 - t233 - 6.827083333333333;
    const Value t238 = cosine[4] * t232;
    const Value t239 = sine[4] * t232;
    const Value t240 = (t238 - sine[4] * t235) * cosine[4] - (cosine[4] * t235 + t239) * sine[4] + (sine[4] * (cosine[4] * t237 - t239) + (t238 + sine[4] * t237) * cosine[4]);
    B[0] = t240;
    B[1] = t236;
    B[2] = t219;
    B[3] = cosine[4] * (cosine[4] * (t212 * sine[3] + t211 * cosine[3] - t140) + t213 * sine[4]) + t214;
    B[4] = t208 + cosine[4] * (cosine[4] * (t60 + (t205 * cosine[3] + t206 * sine[3])) + t207 * sine[4]);
    B[5] = t181 + t181;
    B[6] = t199 - t198;
    B[7] = t159 - t156;
    B[8] = t86 - t83;
    B[9] = -(t191 + t196);
    B[10] = t160 - t155;
    B[11] = t87 - t82;
    B[12] = -(t151 + t152);
    B[13] = -(t77 + t79);
    B[14] = t69 - t67;
    B[15] = Value() + 0.0;
    B[16] = Value() + 0.0;
    B[17] = -t200;
    B[18] = -t162;
    B[19] = -t89;
    B[20] = -t201;
    B[21] = t165 + t176;
    B[22] = t137 - t140;
    B[23] = t60 + t54;
    B[24] = t177 + t178;
    B[25] = t142 - t141;
    B[26] = t62 + t61;
    B[27] = t128 + t129;
    B[28] = t49 + t48;
    B[29] = t44 + t45;
    B[30] = Value() + 0.0;
    B[31] = Value() + 0.0;
    B[32] = t196 - t191;
    B[33] = -t161;
    B[34] = -t88;
    B[35] = Value() + 0.0;
    B[36] = t178 - t177;
    B[37] = t143;
    B[38] = t62 - t61;
    B[39] = t165;
    B[40] = t137;
    B[41] = t54;
    B[42] = t122 + t103;
    B[43] = t43 + t41;
    B[44] = t26 + t27;
    B[45] = t200;
    B[46] = t191 - t196;
    B[47] = Value() + 0.0;
    B[48] = t152 - t151;
    B[49] = t79 - t77;
    B[50] = t177 - t178;
    B[51] = Value() + 0.0;
    B[52] = t129 - t128;
    B[53] = t49 - t48;
    B[54] = Value() + 0.0;
    B[55] = t122 - t103;
    B[56] = t41 - t43;
    B[57] = t131;
    B[58] = t32;
    B[59] = t14 - t12;
    B[60] = t162;
    B[61] = t161;
    B[62] = t151 - t152;
    B[63] = Value() + 0.0;
    B[64] = -t70;
    B[65] = -t143;
    B[66] = t128 - t129;
    B[67] = Value() + 0.0;
    B[68] = t45 - t44;
    B[69] = t103 - t122;
    B[70] = Value() + 0.0;
    B[71] = t26 - t27;
    B[72] = Value() + 0.0;
    B[73] = -t16;
    B[74] = -t20;
    B[75] = t89;
    B[76] = t88;
    B[77] = t77 - t79;
    B[78] = t70;
    B[79] = Value() + 0.0;
    B[80] = t61 - t62;
    B[81] = t48 - t49;
    B[82] = t44 - t45;
    B[83] = Value() + 0.0;
    B[84] = t43 - t41;
    B[85] = t27 - t26;
    B[86] = Value() + 0.0;
    B[87] = t16;
    B[88] = Value() + 0.0;
    B[89] = Value() + 0.0;
  }
};
}  // namespace
void coriolis_coefficients(const Params& p, const double* q, double* B) {
  evaluate(CoriolisCoefficientsBody(), p, q, B);
}


// Built from: recursion: Christoffel symbols of M.
// 257 multiplications, 188 additions, 0 divisions, 10 function calls.
namespace {
struct CentrifugalCoefficientsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* C) const {
    (void)p;
    Value sine[5], cosine[5];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[5], t0, q[3], q[2], q[1]);
    const Value t1 = 0.05101666666666667 * cosine[0];
    const Value t2 = 0.05101666666666667 * sine[0];
    const Value t3 = t2 * cosine[0];
    const Value t4 = t2 * sine[0];
    const Value t5 = t1 * sine[0] + t3;
    const Value t6 = cosine[0] * t1;
    const Value t7 = 0.084 * sine[0];
    const Value t8 = t7 + t5;
    const Value t9 = sine[1] * t5;
    const Value t10 = t5 * cosine[1] * cosine[1] - sine[1] * (t7 * sine[1]);
    const Value t11 = t7 * cosine[1];
    const Value t12 = t9 * sine[1] - t11 * cosine[1];
    const Value t13 = t6 - t4 + 0.042 * cosine[0];
    const Value t14 = -0.06023333333333333 - t6;
    const Value t15 = t13 * cosine[1];
    const Value t16 = cosine[2] * t15;
    const Value t17 = t15 * sine[2];
    const Value t18 = 0.28 * sine[0];
    const Value t19 = sine[1] * t18;
    const Value t20 = 0.7 * t19;
    const Value t21 = sine[2] * (t10 * sine[2] + t16) + cosine[2] * (t17 - cosine[2] * t8) + t20;
    const Value t22 = cosine[2] * (cosine[2] * t10 - t17) - (sine[2] * t8 + t16) * sine[2] + t20;
    const Value t23 = 0.28 * cosine[0];
    const Value t24 = sine[2] * t23 - cosine[2] * (t18 * cosine[1]);
    const Value t25 = 0.35 * t24 + (cosine[2] * (t11 * sine[1] + t9 * cosine[1]) - t13 * sine[1] * sine[2]);
    const Value t26 = t24 * cosine[3] + t19 * sine[3];
    const Value t27 = t25 * sine[3];
    const Value t28 = t25 * cosine[3];
    const Value t29 = t28 + t22 * sine[3];
    const Value t30 = cosine[3] * t12 + t27;
    const Value t31 = cosine[3] * t29 - t30 * sine[3] - 0.5 * (t24 * sine[3] - t19 * cosine[3]);
    const Value t32 = (sine[4] * (cosine[3] * (t22 * cosine[3] - t27) - (t28 - t12 * sine[3]) * sine[3]) + t31 * cosine[4]) * sine[4];
    const Value t33 = t14 * sine[1];
    const Value t34 = t14 * cosine[1];
    const Value t35 = t33 * cosine[1];
    const Value t36 = t33 * sine[1];
    const Value t37 = t35 + sine[1] * t34;
    const Value t38 = t34 * cosine[1];
    const Value t39 = 0.084 * cosine[0];
    const Value t40 = 0.17976666666666666 + (t39 - t4);
    const Value t41 = 0.053516666666666664 + t39;
    const Value t42 = t41 * cosine[1];
    const Value t43 = sine[1] * t41;
    const Value t44 = sine[1] * t42;
    const Value t45 = t42 * cosine[1];
    const Value t46 = t44 + t43 * cosine[1];
    const Value t47 = sine[1] * t43;
    const Value t48 = t37 - t46;
    const Value t49 = t46 - t37;
    const Value t50 = 0.042 * sine[0];
    const Value t51 = t50 + t3;
    const Value t52 = t51 * sine[1];
    const Value t53 = t51 * cosine[1];
    const Value t54 = cosine[2] * t52;
    const Value t55 = sine[2] * t52;
    const Value t56 = 1.05 + t23;
    const Value t57 = t56 * cosine[1];
    const Value t58 = sine[1] * t56;
    const Value t59 = 0.7 * t57;
    const Value t60 = sine[2] * (sine[2] * t49 - t54) - cosine[2] * t55 - t59;
    const Value t61 = sine[2] * t54 + cosine[2] * (t55 + cosine[2] * t49) - t59;
    const Value t62 = cosine[2] * t58;
    const Value t63 = t57 * sine[3] + t62 * cosine[3];
    const Value t64 = sine[2] * t53;
    const Value t65 = (t38 - t36 - (t45 - t47)) * cosine[2] - t64 - 0.35 * t62;
    const Value t66 = 0.12625 + (t47 + t38);
    const Value t67 = 0.13875 + (t36 + t45);
    const Value t68 = t65 * cosine[3];
    const Value t69 = t65 * sine[3];
    const Value t70 = t68 + t61 * sine[3];
    const Value t71 = t48 * cosine[3] + t69;
    const Value t72 = t70 * cosine[3] - t71 * sine[3] - 0.5 * (t57 * cosine[3] - t62 * sine[3]);
    const Value t73 = (sine[4] * (cosine[3] * (cosine[3] * t61 - t69) - (t68 - t48 * sine[3]) * sine[3]) + cosine[4] * t72) * sine[4];
    const Value t74 = t50 * cosine[1];
    const Value t75 = sine[1] * t50;
    const Value t76 = cosine[2] * t53;
    const Value t77 = t76 - t40 * sine[2];
    const Value t78 = sine[2] * (t64 + cosine[2] * t40);
    const Value t79 = cosine[2] * t66 - t64;
    const Value t80 = cosine[2] * (sine[2] * t66 + t76);
    const Value t81 = cosine[2] * t77 - t78 + (t79 * sine[2] + t80);
    const Value t82 = 1.885 + (cosine[2] * t79 - t77 * sine[2] - 0.7 * t58);
    const Value t83 = t80 - t78;
    const Value t84 = cosine[2] * t18;
    const Value t85 = sine[2] * t18;
    const Value t86 = t57 * sine[2];
    const Value t87 = t57 * cosine[2];
    const Value t88 = t84 - t86;
    const Value t89 = t88 * cosine[3];
    const Value t90 = t35 - t44;
    const Value t91 = t44 - t35;
    const Value t92 = 0.35 * t88;
    const Value t93 = t92 - (sine[2] * t90 + t54);
    const Value t94 = cosine[3] * t93;
    const Value t95 = t93 * sine[3];
    const Value t96 = t94 - t81 * sine[3];
    const Value t97 = t96 * cosine[3] - t95 * sine[3] - 0.5 * (t88 * sine[3]);
    const Value t98 = (t97 * sine[4] + cosine[4] * (t96 * sine[3] + t95 * cosine[3] + t89)) * cosine[4] + sine[4] * (t97 * cosine[4] - ((t95 + t81 * cosine[3]) * cosine[3] + t94 * sine[3]) * sine[4]);
    const Value t99 = t23 * cosine[1];
    const Value t100 = cosine[2] * t99 + t85;
    const Value t101 = t87 + t85;
    const Value t102 = sine[2] * t99 - t84;
    const Value t103 = t86 - t84;
    const Value t104 = t75 * sine[2] - 0.35 * t100;
    const Value t105 = cosine[2] * t75 + 0.35 * t102;
    const Value t106 = cosine[4] * (0.5 * t102 + (t105 * sine[3] - t74 * cosine[3])) + sine[4] * (t105 * cosine[3] + t74 * sine[3]);
    const Value t107 = t55 + 0.35 * t87;
    const Value t108 = 0.35 * t101;
    const Value t109 = cosine[2] * t90 - t55 + t108;
    const Value t110 = t55 + cosine[2] * t91 - t108;
    const Value t111 = t54 - sine[2] * t91;
    const Value t112 = 0.35 * t86 - t54;
    const Value t113 = cosine[4] * (0.5 * t86 + (t53 * cosine[3] + t112 * sine[3])) + sine[4] * (cosine[3] * t112 - t53 * sine[3]);
    const Value t114 = t111 - t92;
    const Value t115 = t111 + 0.35 * t103;
    const Value t116 = t101 * sine[3];
    const Value t117 = t58 - 5.95;
    const Value t118 = t101 * cosine[3] - t117 * sine[3];
    const Value t119 = t116 + t117 * cosine[3];
    const Value t120 = 0.5 * t119;
    const Value t121 = t109 * sine[3];
    const Value t122 = t109 * cosine[3];
    const Value t123 = t82 * cosine[3] - t121;
    const Value t124 = t122 + t82 * sine[3];
    const Value t125 = t67 * cosine[3] + t121;
    const Value t126 = t122 - t67 * sine[3];
    const Value t127 = t123 * cosine[3];
    const Value t128 = t124 * sine[3];
    const Value t129 = t124 * cosine[3];
    const Value t130 = t125 * cosine[3];
    const Value t131 = t125 * sine[3];
    const Value t132 = t123 * sine[3] + t129 + (t126 * cosine[3] - t131);
    const Value t133 = t129 - t131 - t120;
    const Value t134 = t126 * sine[3];
    const Value t135 = t127 - t128 - (t130 + t134) - 0.5 * t118;
    const Value t136 = (cosine[4] * t135 - t132 * sine[4]) * sine[4] + (cosine[4] * (t132 - t119) + sine[4] * t135) * cosine[4];
    const Value t137 = t118 + (t130 + t128);
    const Value t138 = t127 - t134 - 6.827083333333333;
    const Value t139 = cosine[4] * t133;
    const Value t140 = sine[4] * t133;
    const Value t141 = (t139 - sine[4] * t137) * cosine[4] - (cosine[4] * t137 + t140) * sine[4] + (sine[4] * (cosine[4] * t138 - t140) + (t139 + sine[4] * t138) * cosine[4]);
    const Value t142 = (t83 * sine[3] + t115 * cosine[3]) * sine[4];
    const Value t143 = t83 * cosine[3] - t115 * sine[3];
    C[0] = Value() + 0.0;
    C[1] = t142 - cosine[4] * (t143 - 0.5 * t103);
    C[2] = t142 - cosine[4] * t143;
    C[3] = -((t114 * sine[3] - 0.5 * t88) * cosine[4] + t114 * cosine[3] * sine[4]);
    C[4] = -t113;
    C[5] = -t106;
    C[6] = -(0.5 * t141);
    C[7] = Value() + 0.0;
    C[8] = 0.5 * ((5.95 - t58) * cosine[3] - t116);
    C[9] = t110 - 0.5 * t116;
    C[10] = -(t107 + 0.5 * (t87 * sine[3] + t58 * cosine[3]));
    C[11] = t104 - 0.5 * (sine[1] * t23 * cosine[3] + t100 * sine[3]);
    C[12] = -(0.5 * t136);
    C[13] = t120;
    C[14] = Value() + 0.0;
    C[15] = t110;
    C[16] = -t107;
    C[17] = t104;
    C[18] = -(0.5 * t98);
    C[19] = -(0.5 * (t81 + t89));
    C[20] = -(0.5 * t81);
    C[21] = Value() + 0.0;
    C[22] = -t53;
    C[23] = t74;
    C[24] = -(0.5 * (cosine[4] * (cosine[4] * (t70 * sine[3] + t71 * cosine[3] - t63) + t72 * sine[4]) + t73));
    C[25] = -(0.5 * (t60 - t63));
    C[26] = -(0.5 * t60);
    C[27] = -(0.5 * t48);
    C[28] = Value() + 0.0;
    C[29] = Value() + 0.0;
    C[30] = -(0.5 * (t32 + cosine[4] * (cosine[4] * (t26 + (t30 * cosine[3] + t29 * sine[3])) + t31 * sine[4])));
    C[31] = -(0.5 * (t26 + t21));
    C[32] = -(0.5 * t21);
    C[33] = -(0.5 * t12);
    C[34] = 0.5 * t8;
    C[35] = Value() + 0.0;
  }
};
}  // namespace
void centrifugal_coefficients(const Params& p, const double* q, double* C) {
  evaluate(CentrifugalCoefficientsBody(), p, q, C);
}


// Built from: model.
// 6 multiplications, 0 additions, 0 divisions, 0 function calls.
namespace {
struct FrictionBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* qd, Value* F) const {
    (void)sin_cos;
    F[0] = qd[0] * p.b1;
    F[1] = p.b2 * qd[1];
    F[2] = p.b3 * qd[2];
    F[3] = p.b4 * qd[3];
    F[4] = p.b5 * qd[4];
    F[5] = qd[5] * p.b6;
  }
};
}  // namespace
void friction(const Params& p, const double* qd, double* F) {
  FrictionBody()(NoSinCos<double>(), p, qd, F);
}


// Built from: M: recursion: composite rigid bodies, grouped inertial parameters; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone).
// 374 multiplications, 263 additions, 5 divisions, 10 function calls.
namespace {
struct ForwardDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* tau, Value* qdd) const {
    Value sine[5], cosine[5];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[1], q[2], t0, q[3], q[5]);
    const Value t1 = sine[0] * qd[0];
    const Value t2 = t1 * qd[1];
    const Value t3 = cosine[0] * qd[0];
    const Value t4 = t3 * qd[1];
    const Value t5 = t3 * sine[1] + t1 * cosine[1];
    const Value t6 = t2 * cosine[1] + t4 * sine[1] + t5 * qd[2];
    const Value t7 = t1 * sine[1];
    const Value t8 = t1 * t3;
    const Value t9 = t3 * cosine[1];
    const Value t10 = 0.5 * (t3 * t3 + qd[1] * qd[1]) + 9.81 * sine[0];
    const Value t11 = t7 - t9;
    const Value t12 = qd[3] + (t9 - t7);
    const Value t13 = t11 * qd[2] + (t2 * sine[1] - t4 * cosine[1]);
    const Value t14 = qd[2] + qd[1];
    const Value t15 = cosine[3] * t14 + t5 * sine[3];
    const Value t16 = cosine[3] * t13 + t15 * qd[3];
    const Value t17 = t14 * sine[3] - cosine[3] * t5;
    const Value t18 = t17 * cosine[2] - sine[2] * t12;
    const Value t19 = t6 * cosine[2] - t16 * sine[2] - qd[4] * t18;
    const Value t20 = t15 + qd[4];
    const Value t21 = t20 * t18;
    const Value t22 = t21 - t19;
    const Value t23 = 0.5 * t8 - 9.81 * cosine[0];
    const Value t24 = t23 * sine[1] - cosine[1] * t10;
    const Value t25 = t11 * t5;
    const Value t26 = t11 * t14;
    const Value t27 = t24 + 0.35 * t25;
    const Value t28 = t26 + t13;
    const Value t29 = t2 + t2;
    const Value t30 = 0.35 * t28 + 0.5 * t29;
    const Value t31 = cosine[3] * t30 + sine[3] * t27;
    const Value t32 = cosine[3] * t27 - sine[3] * t30;
    const Value t33 = t5 * t5 + t14 * t14;
    const Value t34 = t10 * sine[1] + cosine[1] * t23 + 0.35 * t33;
    const Value t35 = t17 * sine[2] + t12 * cosine[2];
    const Value t36 = t20 * t20 + t35 * t35;
    const Value t37 = t18 * sine[4] + t20 * cosine[4];
    const Value t38 = cosine[4] * t18 - t20 * sine[4];
    const Value t39 = t35 * t18;
    const Value t40 = t37 * t38;
    const Value t41 = 0.053516666666666664 * t19 - 0.05101666666666667 * t40 - 0.28 * ((0.15 * t22 - t31) * cosine[4] + (t34 * sine[2] + t32 * cosine[2] - 0.15 * t36) * sine[4]);
    const Value t42 = 0.28 * (t19 - t40);
    const Value t43 = t34 * cosine[2] - t32 * sine[2];
    const Value t44 = qd[5] - t35;
    const Value t45 = 0.28 * (t37 * t37 + t44 * t44);
    const Value t46 = t42 * sine[4] + t45 * cosine[4] + 1.05 * t36;
    const Value t47 = t45 * sine[4] - t42 * cosine[4];
    const Value t48 = 1.05 * t31 - 0.24 * t21 + t41 - 0.15 * t47;
    const Value t49 = 1.05 * t22 + t47;
    const Value t50 = tau[5] - (qd[5] * p.b6 + t41);
    const Value t51 = sine[3] * t13 + t17 * qd[3];
    const Value t52 = t39 + t51;
    const Value t53 = t44 * t38;
    const Value t54 = 0.10453333333333334 * t53 + 0.28 * (t43 - 0.15 * t52);
    const Value t55 = t16 * cosine[2] + sine[2] * t6 - qd[4] * t35;
    const Value t56 = 0.05101666666666667 * (cosine[4] * t55 + t51 * sine[4] - qd[5] * t37) + 0.053516666666666664 * (t44 * t37);
    const Value t57 = t54 * sine[4] - t56 * cosine[4] - (0.06023333333333333 * t55 + 0.17976666666666666 * (t20 * t35));
    const Value t58 = t54 * cosine[4] + t56 * sine[4] + (1.05 * t43 - (0.17976666666666666 * t51 + 0.06023333333333333 * t39));
    const Value t59 = t53 - (t51 * cosine[4] - t55 * sine[4] - qd[5] * t38);
    const Value t60 = t57 * cosine[2] - sine[2] * t48 + (0.13875 * (t15 * t12) + 0.12625 * t16);
    const Value t61 = t48 * cosine[2] + t57 * sine[2] + (0.12625 * (t15 * t17) + 0.13875 * t6);
    const Value t62 = t61 + 0.0025 * (t14 * t5);
    const Value t63 = t58 + 0.042 * t59;
    const Value t64 = t63 - 0.0125 * (t17 * t12);
    const Value t65 = 0.28 * t59 - 1.05 * t52;
    const Value t66 = tau[4] - (p.b5 * qd[4] + t63);
    const Value t67 = t46 * cosine[2] + t65 * sine[2];
    const Value t68 = cosine[3] * t49 - sine[3] * t67;
    const Value t69 = 1.8875 * t26 + 1.885 * t13 + 2.975 * t29 + (cosine[3] * t60 - t64 * sine[3]) - 0.35 * t68;
    const Value t70 = (6.827083333333333 * t4 - 6.839583333333334 * t4 + (cosine[1] * t69 - t62 * sine[1])) * sine[0] + cosine[0] * (t62 * cosine[1] + t69 * sine[1] + 13.666666666666666 * t2 - 0.5 * (t68 - 5.95 * t28));
    const Value t71 = sine[3] * t49 + cosine[3] * t67;
    const Value t72 = 5.95 * t24 + 1.885 * t25 + (sine[3] * t60 + t64 * cosine[3]) - 0.35 * t71;
    const Value t73 = 0.5 * ((5.95 * t25 - t71) * sine[1] + (5.95 * t33 + (t65 * cosine[2] - t46 * sine[2])) * cosine[1]) + (t72 + (6.827083333333333 * t8 - 142.245 * cosine[0]));
    const Value t74 = 0.28 * sine[4];
    const Value t75 = t74 * cosine[2];
    const Value t76 = 0.28 * cosine[4];
    const Value t77 = sine[3] * t75 + cosine[3] * t76;
    const Value t78 = sine[3] * t76 - cosine[3] * t75;
    const Value t79 = 1.05 + t76;
    const Value t80 = 0.053516666666666664 + 0.042 * cosine[4];
    const Value t81 = t80 * sine[2];
    const Value t82 = t80 * cosine[2];
    const Value t83 = 0.35 * t77 - cosine[3] * t81;
    const Value t84 = (0.5 * t77 + (t82 * cosine[1] + t83 * sine[1])) * cosine[0] + (t83 * cosine[1] - t82 * sine[1]) * sine[0];
    const Value t85 = 0.35 * t78 - sine[3] * t81;
    const Value t86 = t85 + 0.5 * (t78 * sine[1] - sine[2] * t74 * cosine[1]);
    const Value t87 = 18.685767673621925 * t84;
    const Value t88 = 0.05101666666666667 * sine[4];
    const Value t89 = 0.042 * sine[4] + t88 * cosine[4];
    const Value t90 = t89 * cosine[2];
    const Value t91 = t89 * sine[2];
    const Value t92 = cosine[3] * t90;
    const Value t93 = sine[3] * t90;
    const Value t94 = 0.084 * cosine[4];
    const Value t95 = 0.17976666666666666 + (t94 - t88 * sine[4]);
    const Value t96 = 0.053516666666666664 + t94;
    const Value t97 = t92 - t95 * sine[3];
    const Value t98 = sine[2] * t79;
    const Value t99 = t79 * cosine[2];
    const Value t100 = sine[3] * t98;
    const Value t101 = t97 + 0.35 * t100;
    const Value t102 = (t101 * cosine[1] - t91 * sine[1]) * sine[0] + cosine[0] * (0.5 * t100 + (t91 * cosine[1] + t101 * sine[1]));
    const Value t103 = 1.0 / t95;
    const Value t104 = t93 + cosine[3] * t95;
    const Value t105 = t103 * t102;
    const Value t106 = 18.685767673621925 * t82;
    const Value t107 = t103 * t91;
    const Value t108 = t107 * t66 + (t106 * t50 + (tau[3] - (p.b4 * qd[3] - t61)));
    const Value t109 = sine[3] * t91;
    const Value t110 = t96 * cosine[2];
    const Value t111 = sine[2] * t110;
    const Value t112 = -0.06023333333333333 - cosine[4] * (0.05101666666666667 * cosine[4]);
    const Value t113 = 0.12625 + (sine[2] * (sine[2] * t96) + t112 * cosine[2] * cosine[2]);
    const Value t114 = t112 * sine[2];
    const Value t115 = 0.13875 + (t114 * sine[2] + t110 * cosine[2]);
    const Value t116 = t114 * cosine[2];
    const Value t117 = 1.0 / (t115 - t106 * t82 - t107 * t91);
    const Value t118 = cosine[3] * t91;
    const Value t119 = sine[3] * t113 + t92;
    const Value t120 = t111 - t116;
    const Value t121 = t99 * cosine[3] + sine[3] * t74;
    const Value t122 = cosine[3] * t74;
    const Value t123 = 0.35 * t121;
    const Value t124 = cosine[3] * (t116 - t111) - t109 + t123;
    const Value t125 = t109 + cosine[3] * t120 - t123;
    const Value t126 = sine[3] * t120;
    const Value t127 = t115 * sine[1];
    const Value t128 = t115 * cosine[1];
    const Value t129 = t107 * t102 + (t106 * t84 + ((t127 + t125 * cosine[1]) * sine[0] + (t125 * sine[1] - t128 - 0.5 * t121) * cosine[0]));
    const Value t130 = t117 * t129;
    const Value t131 = 18.685767673621925 * t85;
    const Value t132 = cosine[3] * t98;
    const Value t133 = t104 - 0.35 * t132;
    const Value t134 = 0.5 * (t99 * cosine[1] - t132 * sine[1]) + t133;
    const Value t135 = t99 * sine[3];
    const Value t136 = t103 * t133;
    const Value t137 = t122 - t135;
    const Value t138 = t135 - t122;
    const Value t139 = 0.35 * t137 + (t126 - t118);
    const Value t140 = t118 - t126 + 0.35 * t138;
    const Value t141 = t107 * t134 + (0.5 * (t137 * sine[1]) + t139 + t106 * t86);
    const Value t142 = t139 + t106 * t85 + t107 * t133;
    const Value t143 = t117 * t142;
    const Value t144 = tau[2] - (p.b3 * qd[2] + t72) - t131 * t50 - t136 * t66 - t108 * t143;
    const Value t145 = 0.7 * t98;
    const Value t146 = 1.885 + (cosine[3] * (cosine[3] * t113 - t93) - t97 * sine[3] - t145);
    const Value t147 = 1.8875 + (cosine[3] * t104 + sine[3] * t119 - t145);
    const Value t148 = 1.0 / (t147 - t131 * t85 - t136 * t133 - t142 * t143);
    const Value t149 = cosine[3] * t119 - sine[3] * t104;
    const Value t150 = t149 * cosine[1] - t140 * sine[1];
    const Value t151 = (t149 * sine[1] + t140 * cosine[1]) * cosine[0];
    const Value t152 = t129 * t143 + (t131 * t84 - (sine[0] * t150 + t151) + t102 * t136);
    const Value t153 = t148 * t152;
    const Value t154 = 18.685767673621925 * t86;
    const Value t155 = t103 * t134;
    const Value t156 = t141 * t117;
    const Value t157 = t121 * cosine[1];
    const Value t158 = 0.5 * (t157 + (5.95 - t98) * sine[1]) + t147 - t131 * t86 - t136 * t134 - t141 * t143;
    const Value t159 = t98 - 5.95;
    const Value t160 = t157 - t159 * sine[1];
    const Value t161 = t148 * t158;
    const Value t162 = 1.0 / (6.839583333333334 + (t160 + t147) - t86 * t154 - t155 * t134 - t141 * t156 - t158 * t161);
    const Value t163 = t154 * t84 - (sine[0] * (t150 - 0.5 * t138) + t151) + t155 * t102 + t156 * t129 - t161 * t152;
    const Value t164 = tau[1] - (p.b2 * qd[1] + t73) - t50 * t154 - t155 * t66 - t156 * t108 - t144 * t161;
    const Value t165 = t163 * t162;
    const Value t166 = t124 * cosine[1];
    const Value t167 = t124 * sine[1];
    const Value t168 = t128 + t167;
    const Value t169 = t166 + t146 * sine[1];
    const Value t170 = t169 * cosine[1] - t168 * sine[1] - 0.5 * (t121 * sine[1] + t159 * cosine[1]);
    const Value t171 = cosine[0] * t170 + sine[0] * ((t146 * cosine[1] - t167) * cosine[1] - (t166 - t127) * sine[1] - 6.827083333333333);
    const Value t172 = t171 * sine[0] + (cosine[0] * (t160 + (t168 * cosine[1] + t169 * sine[1])) + sine[0] * t170) * cosine[0];
    const Value t173 = (t108 * t130 + (tau[0] - (qd[0] * p.b1 - t70) + t50 * t87 + t105 * t66) - t144 * t153 - t165 * t164) * (1.0 / (6.867083333333333 + t172 - t84 * t87 - t105 * t102 - t129 * t130 - t153 * t152 - t163 * t165));
    const Value t174 = t162 * t164 - t173 * t165;
    const Value t175 = t144 * t148 - t174 * t161 - t173 * t153;
    const Value t176 = t173 * t130 + (t117 * t108 - t175 * t143 - t156 * t174);
    qdd[0] = t173;
    qdd[1] = t174;
    qdd[2] = t175;
    qdd[3] = t176;
    qdd[4] = t107 * t176 + t103 * t66 - t175 * t136 - t155 * t174 + t105 * t173;
    qdd[5] = t173 * t87 + (18.685767673621925 * t50 + t106 * t176 - t131 * t175 - t154 * t174);
  }
};
}  // namespace
void forward_dynamics(const Params& p, const double* q, const double* qd, const double* tau, double* qdd) {
  evaluate(ForwardDynamicsBody(), p, q, qd, tau, qdd);
}


// Built from: B and C.
// 570 multiplications, 451 additions, 0 divisions, 10 function calls.
namespace {
struct CoriolisMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* Cc) const {
    (void)p;
    Value sine[5], cosine[5];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[5], q[3], t0, q[2], q[1]);
    const Value t1 = 0.05101666666666667 * cosine[0];
    const Value t2 = 0.05101666666666667 * sine[0];
    const Value t3 = t2 * cosine[0];
    const Value t4 = t2 * sine[0];
    const Value t5 = t1 * sine[0] + t3;
    const Value t6 = cosine[0] * t1;
    const Value t7 = 0.084 * sine[0];
    const Value t8 = t7 + t5;
    const Value t9 = 0.042 * cosine[0];
    const Value t10 = t6 - t4 + t9;
    const Value t11 = 0.053516666666666664 + t9;
    const Value t12 = -0.06023333333333333 - t6;
    const Value t13 = t10 * cosine[2];
    const Value t14 = t10 * sine[2];
    const Value t15 = cosine[1] * t13;
    const Value t16 = t13 * sine[1];
    const Value t17 = sine[1] * t8 + t15;
    const Value t18 = 0.28 * sine[0];
    const Value t19 = sine[2] * t18;
    const Value t20 = t19 * sine[1];
    const Value t21 = 0.35 * t20;
    const Value t22 = 0.5 * t20;
    const Value t23 = t17 - t21;
    const Value t24 = (t14 * cosine[3] + t23 * sine[3] - t22) * cosine[4] + (t23 * cosine[3] - t14 * sine[3]) * sine[4];
    const Value t25 = t11 * cosine[2];
    const Value t26 = cosine[1] * t25 + t21;
    const Value t27 = t11 * sine[2];
    const Value t28 = cosine[4] * (t22 + (cosine[3] * t27 + t26 * sine[3])) - (t27 * sine[3] - t26 * cosine[3]) * sine[4];
    const Value t29 = t24 + t28;
    const Value t30 = t28 - t24;
    const Value t31 = t29 * qd[0];
    const Value t32 = t19 * cosine[1];
    const Value t33 = t18 * cosine[2];
    const Value t34 = 0.5 * (t32 * sine[3] - t33 * cosine[3]);
    const Value t35 = 0.35 * t32;
    const Value t36 = t35 - sine[1] * t25;
    const Value t37 = t34 + t36;
    const Value t38 = t16 - cosine[1] * t8;
    const Value t39 = t35 + t38;
    const Value t40 = t39 + t34;
    const Value t41 = t37 - t40;
    const Value t42 = t36 - t39;
    const Value t43 = t14 + t27;
    const Value t44 = t43 * qd[3];
    const Value t45 = 0.28 * cosine[0];
    const Value t46 = sine[1] * t33 + cosine[1] * t45;
    const Value t47 = cosine[1] * t33;
    const Value t48 = 0.35 * t46;
    const Value t49 = t48 - cosine[1] * t27;
    const Value t50 = 0.5 * (t46 * sine[3]);
    const Value t51 = 0.5 * t46;
    const Value t52 = t49 + t50;
    const Value t53 = sine[2] * t5;
    const Value t54 = t5 * cosine[2] * cosine[2] - sine[2] * (t7 * sine[2]);
    const Value t55 = t7 * cosine[2];
    const Value t56 = t54 * sine[1] + t15;
    const Value t57 = t55 * sine[2] + t53 * cosine[2];
    const Value t58 = t53 * sine[2] - t55 * cosine[2];
    const Value t59 = cosine[1] * t14 + t57 * sine[1];
    const Value t60 = cosine[1] * t57;
    const Value t61 = t48 - t59;
    const Value t62 = t59 - t48;
    const Value t63 = t50 + t61;
    const Value t64 = t52 - t63;
    const Value t65 = t14 * sine[1];
    const Value t66 = t27 - t14;
    const Value t67 = sine[1] * t45;
    const Value t68 = t67 - t47;
    const Value t69 = t47 - t67;
    const Value t70 = 0.35 * t69 + sine[1] * t27;
    const Value t71 = sine[4] * (t70 * cosine[3]) + cosine[4] * (t70 * sine[3] + 0.5 * t69);
    const Value t72 = 0.35 * t68;
    const Value t73 = t65 - t60 - t72;
    const Value t74 = t72 + (t60 - t65);
    const Value t75 = t58 * sine[3];
    const Value t76 = cosine[3] * t58;
    const Value t77 = (t75 + t73 * cosine[3]) * sine[4] + (t73 * sine[3] - t76 - 0.5 * t68) * cosine[4];
    const Value t78 = t77 - t71;
    const Value t79 = t49 - t61;
    const Value t80 = cosine[1] * t56 - sine[1] * t38;
    const Value t81 = cosine[3] * t80 - t62 * sine[3];
    const Value t82 = (t62 * cosine[3] + t80 * sine[3]) * cosine[4];
    const Value t83 = sine[4] * t81 + t82;
    const Value t84 = sine[4] * (t51 + t81) + t82;
    const Value t85 = t25 * cosine[3] + t49 * sine[3];
    const Value t86 = cosine[4] * (t49 * cosine[3] - t25 * sine[3]);
    const Value t87 = (t51 + t85) * sine[4] - t86;
    const Value t88 = sine[4] * t85 - t86;
    const Value t89 = t83 + t88;
    const Value t90 = t88 - t83;
    const Value t91 = t89 * qd[0];
    const Value t92 = 0.7 * t19;
    const Value t93 = cosine[1] * (cosine[1] * t54 - t16) - t17 * sine[1] + t92;
    const Value t94 = sine[1] * t56 + cosine[1] * t38 + t92;
    const Value t95 = t68 * cosine[3] + t19 * sine[3];
    const Value t96 = 0.5 * t95;
    const Value t97 = t94 + t96;
    const Value t98 = t96 - t97;
    const Value t99 = t87 + t84;
    const Value t100 = t87 - t84;
    const Value t101 = qd[0] * t99;
    const Value t102 = t95 + t94;
    const Value t103 = t74 * sine[3];
    const Value t104 = t74 * cosine[3];
    const Value t105 = t76 + t103;
    const Value t106 = t104 + t93 * sine[3];
    const Value t107 = cosine[3] * t106 - t105 * sine[3] - 0.5 * (t68 * sine[3] - t19 * cosine[3]);
    const Value t108 = (sine[4] * (cosine[3] * (t93 * cosine[3] - t103) - (t104 - t75) * sine[3]) + t107 * cosine[4]) * sine[4];
    const Value t109 = t108 + cosine[4] * (cosine[4] * (t95 + (t105 * cosine[3] + t106 * sine[3])) + t107 * sine[4]);
    const Value t110 = t40 - t37;
    const Value t111 = t37 + t40;
    const Value t112 = t39 - t36;
    const Value t113 = t39 + t36;
    const Value t114 = 0.084 * cosine[0];
    const Value t115 = 0.17976666666666666 + (t114 - t4);
    const Value t116 = 0.053516666666666664 + t114;
    const Value t117 = t116 * cosine[2];
    const Value t118 = sine[2] * t116;
    const Value t119 = t117 * cosine[2];
    const Value t120 = sine[2] * t117;
    const Value t121 = sine[2] * t118;
    const Value t122 = t120 + t118 * cosine[2];
    const Value t123 = t119 - t121;
    const Value t124 = t12 * cosine[2];
    const Value t125 = t12 * sine[2];
    const Value t126 = t124 * cosine[2];
    const Value t127 = 0.12625 + (t121 + t126);
    const Value t128 = t125 * sine[2];
    const Value t129 = t126 - t128;
    const Value t130 = 0.13875 + (t128 + t119);
    const Value t131 = t125 * cosine[2];
    const Value t132 = t131 + sine[2] * t124;
    const Value t133 = t123 - t129;
    const Value t134 = 0.042 * sine[0];
    const Value t135 = t134 + t3;
    const Value t136 = t135 * cosine[2];
    const Value t137 = t135 * sine[2];
    const Value t138 = sine[1] * t136;
    const Value t139 = 1.05 + t45;
    const Value t140 = sine[2] * t139;
    const Value t141 = t139 * cosine[2];
    const Value t142 = cosine[1] * t140;
    const Value t143 = 0.35 * t142;
    const Value t144 = (t129 - t123) * cosine[1] - t138 - t143;
    const Value t145 = t143 + (cosine[1] * t133 + t138);
    const Value t146 = sine[1] * t133;
    const Value t147 = t132 - t122;
    const Value t148 = t122 - t132;
    const Value t149 = t147 * sine[3];
    const Value t150 = t147 * cosine[3];
    const Value t151 = 0.5 * t142;
    const Value t152 = sine[4] * (t145 * cosine[3] + t149) + (t145 * sine[3] - t150 + t151) * cosine[4];
    const Value t153 = t138 + cosine[1] * t115;
    const Value t154 = t143 - t153;
    const Value t155 = cosine[3] * t154 * sine[4] + cosine[4] * (t154 * sine[3] + t151);
    const Value t156 = cosine[1] * t127 - t138;
    const Value t157 = t152 - t155;
    const Value t158 = cosine[1] * t136;
    const Value t159 = t158 - t115 * sine[1];
    const Value t160 = sine[1] * t127 + t158;
    const Value t161 = sine[1] * t140;
    const Value t162 = 0.35 * t161;
    const Value t163 = t159 + t162;
    const Value t164 = 0.5 * (t161 * sine[3]);
    const Value t165 = 0.5 * t161;
    const Value t166 = t164 + t163;
    const Value t167 = t146 - t158 + t162;
    const Value t168 = t158 - t146 - t162;
    const Value t169 = t164 + t167;
    const Value t170 = t166 - t169;
    const Value t171 = t163 - t167;
    const Value t172 = cosine[1] * t137;
    const Value t173 = sine[1] * t148 - t172;
    const Value t174 = sine[1] * t137;
    const Value t175 = cosine[1] * t173 + t174 * sine[1];
    const Value t176 = t175 * cosine[3] - t168 * sine[3];
    const Value t177 = (t175 * sine[3] + t168 * cosine[3]) * cosine[4];
    const Value t178 = t176 * sine[4] + t177;
    const Value t179 = sine[4] * (t176 + t165) + t177;
    const Value t180 = t137 * cosine[3] + t163 * sine[3];
    const Value t181 = (t163 * cosine[3] - t137 * sine[3]) * cosine[4];
    const Value t182 = sine[4] * (t165 + t180) - t181;
    const Value t183 = sine[4] * t180 - t181;
    const Value t184 = t183 + t178;
    const Value t185 = t183 - t178;
    const Value t186 = t184 * qd[0];
    const Value t187 = 0.7 * t141;
    const Value t188 = sine[1] * t173 - cosine[1] * t174 - t187;
    const Value t189 = sine[1] * t172 + cosine[1] * (t174 + cosine[1] * t148) - t187;
    const Value t190 = t141 * sine[3] + t142 * cosine[3];
    const Value t191 = 0.5 * t190;
    const Value t192 = t188 - t191;
    const Value t193 = t191 + t192;
    const Value t194 = t192 - t191;
    const Value t195 = t193 * qd[1];
    const Value t196 = t182 + t179;
    const Value t197 = t182 - t179;
    const Value t198 = t196 * qd[0];
    const Value t199 = t188 - t190;
    const Value t200 = t144 * cosine[3];
    const Value t201 = t144 * sine[3];
    const Value t202 = t150 + t201;
    const Value t203 = t200 + t189 * sine[3];
    const Value t204 = t203 * cosine[3] - t202 * sine[3] - 0.5 * (t141 * cosine[3] - t142 * sine[3]);
    const Value t205 = (sine[4] * (cosine[3] * (cosine[3] * t189 - t201) - (t200 - t149) * sine[3]) + cosine[4] * t204) * sine[4];
    const Value t206 = cosine[4] * (cosine[4] * (t203 * sine[3] + t202 * cosine[3] - t190) + t204 * sine[4]) + t205;
    const Value t207 = t63 - t52;
    const Value t208 = t63 + t52;
    const Value t209 = t71 - t77;
    const Value t210 = t77 + t71;
    const Value t211 = t61 - t49;
    const Value t212 = t49 + t61;
    const Value t213 = t134 * cosine[2];
    const Value t214 = sine[2] * t134;
    const Value t215 = t155 - t152;
    const Value t216 = t152 + t155;
    const Value t217 = t169 - t166;
    const Value t218 = t166 + t169;
    const Value t219 = t167 - t163;
    const Value t220 = t167 + t163;
    const Value t221 = cosine[1] * t156;
    const Value t222 = t159 * sine[1];
    const Value t223 = t221 - sine[1] * t160 - (t222 + cosine[1] * t153);
    const Value t224 = 1.885 + (t221 - t222 - 0.7 * t140);
    const Value t225 = sine[1] * t153;
    const Value t226 = cosine[1] * t160;
    const Value t227 = cosine[1] * t159 - t225 + (t156 * sine[1] + t226);
    const Value t228 = t226 - t225;
    const Value t229 = t120 - t131;
    const Value t230 = t131 - t120;
    const Value t231 = t174 + cosine[1] * t229;
    const Value t232 = t172 - sine[1] * t229;
    const Value t233 = t141 * cosine[1];
    const Value t234 = t141 * sine[1];
    const Value t235 = sine[1] * t18;
    const Value t236 = cosine[1] * t18;
    const Value t237 = t233 + t235;
    const Value t238 = 0.35 * t237;
    const Value t239 = t238 - t231;
    const Value t240 = t231 - t238;
    const Value t241 = cosine[1] * t230 - t174 + t238;
    const Value t242 = t174 + 0.35 * t233;
    const Value t243 = 0.5 * (t111 * qd[5] + (t194 * qd[2] + (t199 * qd[1] - t198) + t218 * qd[3])) - qd[4] * (t242 + 0.5 * (t233 * sine[3] + t140 * cosine[3]));
    const Value t244 = t223 * cosine[3] - t239 * sine[3];
    const Value t245 = cosine[4] * (t223 * sine[3] + t239 * cosine[3]);
    const Value t246 = sine[4] * t244 + t245;
    const Value t247 = t240 * sine[3];
    const Value t248 = t130 * cosine[3];
    const Value t249 = t130 * sine[3];
    const Value t250 = (t249 + t240 * cosine[3]) * cosine[4];
    const Value t251 = sine[4] * (t248 - t247) + t250;
    const Value t252 = t246 - t251;
    const Value t253 = t236 - t234;
    const Value t254 = t253 * cosine[3];
    const Value t255 = 0.5 * t254;
    const Value t256 = t255 + t227;
    const Value t257 = t255 - t256;
    const Value t258 = 0.5 * t237;
    const Value t259 = sine[4] * (t244 - t258) + t245;
    const Value t260 = (t247 - t248 - t258) * sine[4] - t250;
    const Value t261 = t259 + t260;
    const Value t262 = t260 - t259;
    const Value t263 = t261 * qd[0];
    const Value t264 = t227 + t254;
    const Value t265 = 0.35 * t253;
    const Value t266 = t265 - (sine[1] * t230 + t172);
    const Value t267 = 0.35 * t234 - t172;
    const Value t268 = cosine[4] * (0.5 * t234 + (t136 * cosine[3] + t267 * sine[3])) + sine[4] * (cosine[3] * t267 - t136 * sine[3]);
    const Value t269 = t232 - t265;
    const Value t270 = t234 - t236;
    const Value t271 = t232 + 0.35 * t270;
    const Value t272 = cosine[3] * t266;
    const Value t273 = t266 * sine[3];
    const Value t274 = t272 - t227 * sine[3];
    const Value t275 = t274 * cosine[3] - t273 * sine[3] - 0.5 * (t253 * sine[3]);
    const Value t276 = (t275 * sine[4] + cosine[4] * (t274 * sine[3] + t273 * cosine[3] + t254)) * cosine[4] + sine[4] * (t275 * cosine[4] - ((t273 + t227 * cosine[3]) * cosine[3] + t272 * sine[3]) * sine[4]);
    const Value t277 = t97 - t96;
    const Value t278 = t97 + t96;
    const Value t279 = t45 * cosine[2];
    const Value t280 = cosine[1] * t279 + t235;
    const Value t281 = sine[1] * t279 - t236;
    const Value t282 = t214 * sine[1] - 0.35 * t280;
    const Value t283 = (t282 - 0.5 * (sine[2] * t45 * cosine[3] + t280 * sine[3])) * qd[5] + 0.5 * (t111 * qd[4] + (t102 * qd[1] - t101 + t278 * qd[2] + t208 * qd[3]));
    const Value t284 = cosine[1] * t214 + 0.35 * t281;
    const Value t285 = cosine[4] * (0.5 * t281 + (t284 * sine[3] - t213 * cosine[3])) + sine[4] * (t284 * cosine[3] + t213 * sine[3]);
    const Value t286 = t251 - t246;
    const Value t287 = t246 + t251;
    const Value t288 = 0.5 * (t262 * qd[1] + t276 * qd[0] - t287 * qd[2] - t216 * qd[4] - qd[5] * t210) - qd[3] * ((t269 * sine[3] - 0.5 * t253) * cosine[4] + t269 * cosine[3] * sine[4]);
    const Value t289 = t256 - t255;
    const Value t290 = t255 + t256;
    const Value t291 = t237 * sine[3];
    const Value t292 = (t240 - 0.5 * t291) * qd[3] + 0.5 * (qd[5] * t208 + (t290 * qd[2] + (t264 * qd[1] - t263) + t218 * qd[4]));
    const Value t293 = t140 - 5.95;
    const Value t294 = t237 * cosine[3] - t293 * sine[3];
    const Value t295 = t291 + t293 * cosine[3];
    const Value t296 = 0.5 * (qd[5] * t278 + (t290 * qd[3] - t295 * qd[1] + t194 * qd[4])) + 0.5 * ((5.95 - t140) * cosine[3] - t291) * qd[2];
    const Value t297 = 0.5 * t295;
    const Value t298 = t241 * sine[3];
    const Value t299 = t241 * cosine[3];
    const Value t300 = t248 + t298;
    const Value t301 = t224 * cosine[3] - t298;
    const Value t302 = t299 + t224 * sine[3];
    const Value t303 = t299 - t249;
    const Value t304 = t301 * cosine[3];
    const Value t305 = t302 * sine[3];
    const Value t306 = t302 * cosine[3];
    const Value t307 = t300 * cosine[3];
    const Value t308 = t300 * sine[3];
    const Value t309 = t301 * sine[3] + t306 + (t303 * cosine[3] - t308);
    const Value t310 = t306 - t308 - t297;
    const Value t311 = t303 * sine[3];
    const Value t312 = t304 - t305 - (t307 + t311) - 0.5 * t294;
    const Value t313 = t294 + (t307 + t305);
    const Value t314 = (cosine[4] * t312 - t309 * sine[4]) * sine[4] + (cosine[4] * (t309 - t295) + sine[4] * t312) * cosine[4];
    const Value t315 = t304 - t311 - 6.827083333333333;
    const Value t316 = cosine[4] * t310;
    const Value t317 = sine[4] * t310;
    const Value t318 = (t316 - sine[4] * t313) * cosine[4] - (cosine[4] * t313 + t317) * sine[4] + (sine[4] * (cosine[4] * t315 - t317) + (t316 + sine[4] * t315) * cosine[4]);
    const Value t319 = (t228 * sine[3] + t271 * cosine[3]) * sine[4];
    const Value t320 = t228 * cosine[3] - t271 * sine[3];
    const Value t321 = t319 - cosine[4] * t320;
    const Value t322 = t321 + t321;
    const Value t323 = 0.5 * (qd[5] * t100 + (qd[4] * t197 + (qd[0] * t318 + t322 * qd[2] + qd[3] * t262))) + (t319 - cosine[4] * (t320 - 0.5 * t270)) * qd[1];
    Cc[0] = 0.5 * (qd[4] * t206 + (t276 * qd[3] + (t318 * qd[1] + t314 * qd[2])) + qd[5] * t109);
    Cc[1] = t323;
    Cc[2] = 0.5 * (t314 * qd[0] + t322 * qd[1] - t287 * qd[3] + qd[4] * t185 + qd[5] * t90) + t321 * qd[2];
    Cc[3] = t288;
    Cc[4] = 0.5 * (t197 * qd[1] + qd[0] * t206 + t185 * qd[2] - t216 * qd[3] + qd[5] * t30) - qd[4] * t268;
    Cc[5] = 0.5 * (t90 * qd[2] + (t100 * qd[1] + t109 * qd[0]) - t210 * qd[3] + qd[4] * t30) - t285 * qd[5];
    Cc[6] = -(0.5 * t318 * qd[0] + 0.5 * (qd[5] * t99 + (t261 * qd[3] + t196 * qd[4])));
    Cc[7] = 0.5 * (qd[5] * t102 + (t199 * qd[4] + (t264 * qd[3] - t295 * qd[2])));
    Cc[8] = t296;
    Cc[9] = t292;
    Cc[10] = t243;
    Cc[11] = t283;
    Cc[12] = 0.5 * (qd[3] * t286 - t184 * qd[4] - t89 * qd[5]) - 0.5 * t314 * qd[0];
    Cc[13] = t297 * qd[1] + 0.5 * (t289 * qd[3] + qd[4] * t193 + qd[5] * t277);
    Cc[14] = 0.5 * (qd[4] * t188 + t227 * qd[3] + qd[5] * t94);
    Cc[15] = t240 * qd[3] + 0.5 * (qd[5] * t212 + (t289 * qd[1] + qd[0] * t286 + t227 * qd[2] + qd[4] * t220));
    Cc[16] = 0.5 * (qd[5] * t113 + (qd[3] * t220 + (t195 - t186 + t188 * qd[2]))) - t242 * qd[4];
    Cc[17] = qd[5] * t282 + 0.5 * (t212 * qd[3] + (t94 * qd[2] + (t277 * qd[1] - t91)) + qd[4] * t113);
    Cc[18] = 0.5 * (qd[5] * t209 + (t252 * qd[2] + t261 * qd[1] + qd[4] * t215)) - 0.5 * t276 * qd[0];
    Cc[19] = 0.5 * (t257 * qd[2] + t263 + qd[4] * t217 + qd[5] * t207) - 0.5 * t264 * qd[1];
    Cc[20] = 0.5 * (t211 * qd[5] + (t252 * qd[0] + t257 * qd[1] + qd[4] * t219)) - 0.5 * t227 * qd[2];
    Cc[21] = 0.5 * (qd[5] * t58 + t147 * qd[4]);
    Cc[22] = 0.5 * (qd[5] * t66 + (t219 * qd[2] + (t217 * qd[1] + qd[0] * t215) + t147 * qd[3])) - qd[4] * t136;
    Cc[23] = qd[5] * t213 + 0.5 * (qd[3] * t58 + (t207 * qd[1] + qd[0] * t209 + t211 * qd[2]) + qd[4] * t66);
    Cc[24] = 0.5 * (t196 * qd[1] + t184 * qd[2] + t157 * qd[3] - qd[5] * t29) - 0.5 * t206 * qd[0];
    Cc[25] = 0.5 * (qd[5] * t110 + (t198 - t193 * qd[2] + t170 * qd[3])) - 0.5 * t199 * qd[1];
    Cc[26] = 0.5 * (qd[5] * t112 + (t171 * qd[3] + (t186 - t195))) - 0.5 * t188 * qd[2];
    Cc[27] = 0.5 * (t171 * qd[2] + (t157 * qd[0] + t170 * qd[1]) - qd[5] * t43) - 0.5 * t147 * qd[3];
    Cc[28] = -(0.5 * (qd[5] * t8));
    Cc[29] = 0.5 * (t110 * qd[1] - t31 + t112 * qd[2] - t44 - qd[4] * t8);
    Cc[30] = 0.5 * (qd[4] * t29 + (t78 * qd[3] + (t99 * qd[1] + t89 * qd[2]))) - qd[0] * (0.5 * t109);
    Cc[31] = 0.5 * (t98 * qd[2] + t101 + qd[3] * t64 + t41 * qd[4]) - 0.5 * t102 * qd[1];
    Cc[32] = 0.5 * (qd[3] * t79 + (t91 + t98 * qd[1]) + t42 * qd[4]) - 0.5 * t94 * qd[2];
    Cc[33] = 0.5 * (t79 * qd[2] + (t64 * qd[1] + t78 * qd[0]) + qd[4] * t43) - 0.5 * t58 * qd[3];
    Cc[34] = qd[4] * (0.5 * t8) + 0.5 * (t44 + (t42 * qd[2] + (t31 + t41 * qd[1])));
    Cc[35] = Value() + 0.0;
  }
};
}  // namespace
void coriolis_matrix(const Params& p, const double* q, const double* qd, double* Cc) {
  evaluate_with_avx2_copy(CoriolisMatrixBody(), p, q, qd, Cc);
}


// Built from: forward kinematics in the base frame.
// 62 multiplications, 39 additions, 0 divisions, 12 function calls.
namespace {
struct ToolPoseBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* T) const {
    (void)p;
    Value sine[6], cosine[6];
    const Value t0 = q[4] - 1.5707963267948966;
    const Value t1 = 1.5707963267948966 + q[0];
    sin_cos(sine, cosine, q[1], q[2], q[3], t0, q[5], t1);
    const Value t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t3 = cosine[2] * t2;
    const Value t4 = sine[2] * t2;
    const Value t5 = cosine[0] * cosine[1];
    const Value t6 = sine[0] * sine[1];
    const Value t7 = t5 - t6;
    const Value t8 = t3 * cosine[3] + sine[3] * t7;
    const Value t9 = t8 * cosine[4] + t4 * sine[4];
    const Value t10 = cosine[0] * sine[5];
    const Value t11 = sine[0] * sine[5];
    const Value t12 = t10 * cosine[1] - t11 * sine[1];
    const Value t13 = t11 * cosine[1] + t10 * sine[1];
    const Value t14 = cosine[2] * t12 + sine[2] * cosine[5];
    const Value t15 = cosine[2] * cosine[5] - sine[2] * t12;
    const Value t16 = t14 * cosine[3] - sine[3] * t13;
    const Value t17 = cosine[4] * t16 - t15 * sine[4];
    const Value t18 = cosine[0] * cosine[5];
    const Value t19 = sine[0] * cosine[5];
    const Value t20 = t18 * cosine[1] - t19 * sine[1];
    const Value t21 = t18 * sine[1] + t19 * cosine[1];
    const Value t22 = cosine[2] * t20 - sine[2] * sine[5];
    const Value t23 = sine[2] * t20 + cosine[2] * sine[5];
    const Value t24 = cosine[3] * t22 - t21 * sine[3];
    const Value t25 = cosine[4] * t24 + sine[4] * t23;
    T[0] = t25;
    T[1] = cosine[4] * t23 - sine[4] * t24;
    T[2] = -(sine[3] * t22 + t21 * cosine[3]);
    T[3] = 0.35 * t21 + 0.5 * t18 + 0.15 * t24 + 0.28 * t25;
    T[4] = t17;
    T[5] = -(t15 * cosine[4] + sine[4] * t16);
    T[6] = -(t13 * cosine[3] + sine[3] * t14);
    T[7] = 0.28 * t17 + (0.15 * t16 + (0.5 * t10 + 0.35 * t13));
    T[8] = -t9;
    T[9] = t8 * sine[4] - t4 * cosine[4];
    T[10] = t3 * sine[3] - t7 * cosine[3];
    T[11] = 0.7 - 0.5 * sine[0] - 0.35 * (t6 - t5) - 0.15 * t8 - 0.28 * t9;
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
// 82 multiplications, 62 additions, 0 divisions, 12 function calls.
namespace {
struct JacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* J) const {
    (void)p;
    Value sine[6], cosine[6];
    const Value t0 = q[4] - 1.5707963267948966;
    const Value t1 = 1.5707963267948966 + q[0];
    sin_cos(sine, cosine, q[1], q[2], q[3], t0, t1, q[5]);
    const Value t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t3 = cosine[2] * t2;
    const Value t4 = sine[2] * t2;
    const Value t5 = cosine[0] * cosine[1];
    const Value t6 = sine[0] * sine[1];
    const Value t7 = t5 - t6;
    const Value t8 = t3 * sine[3] - t7 * cosine[3];
    const Value t9 = t3 * cosine[3] + sine[3] * t7;
    const Value t10 = sine[0] * sine[4];
    const Value t11 = cosine[0] * sine[4];
    const Value t12 = t10 * cosine[1] + t11 * sine[1];
    const Value t13 = t11 * cosine[1] - t10 * sine[1];
    const Value t14 = 0.5 * t11;
    const Value t15 = cosine[2] * t13 + sine[2] * cosine[4];
    const Value t16 = cosine[2] * cosine[4] - sine[2] * t13;
    const Value t17 = t12 * cosine[3] + sine[3] * t15;
    const Value t18 = t15 * cosine[3] - sine[3] * t12;
    const Value t19 = cosine[0] * cosine[4];
    const Value t20 = sine[0] * cosine[4];
    const Value t21 = t19 * cosine[1] - t20 * sine[1];
    const Value t22 = t19 * sine[1] + t20 * cosine[1];
    const Value t23 = 0.5 * t19;
    const Value t24 = cosine[2] * t21 - sine[2] * sine[4];
    const Value t25 = sine[2] * t21 + cosine[2] * sine[4];
    const Value t26 = sine[3] * t24 + t22 * cosine[3];
    const Value t27 = cosine[3] * t24 - t22 * sine[3];
    const Value t28 = -sine[4];
    const Value t29 = 0.35 * t22 + t23;
    const Value t30 = t29 + 0.15 * t27;
    const Value t31 = t30 + 0.28 * (cosine[5] * t27 + sine[5] * t25);
    const Value t32 = t31 - t30;
    const Value t33 = t31 - t29;
    const Value t34 = t14 + 0.35 * t12;
    const Value t35 = 0.15 * t18 + t34;
    const Value t36 = 0.28 * (cosine[5] * t18 - t16 * sine[5]) + t35;
    const Value t37 = t36 - t35;
    const Value t38 = t36 - t34;
    const Value t39 = 0.7 - 0.5 * sine[0];
    const Value t40 = t39 - 0.35 * (t6 - t5);
    const Value t41 = t40 - 0.15 * t9;
    const Value t42 = t41 - 0.28 * (t9 * cosine[5] + t4 * sine[5]);
    const Value t43 = t42 - t41;
    const Value t44 = t42 - t40;
    const Value t45 = t42 - t39;
    const Value t46 = t42 - 0.7;
    J[0] = -t36;
    J[1] = t46 * cosine[4];
    J[2] = t45 * cosine[4];
    J[3] = t12 * t44 - t38 * t7;
    J[4] = t16 * t44 - t4 * t38;
    J[5] = -(t8 * t37 + t43 * t17);
    J[6] = t31;
    J[7] = sine[4] * t46;
    J[8] = t45 * sine[4];
    J[9] = t7 * t33 - t22 * t44;
    J[10] = t4 * t33 + t25 * t44;
    J[11] = t8 * t32 + t43 * t26;
    J[12] = Value() + 0.0;
    J[13] = -(sine[4] * t36 + t31 * cosine[4]);
    J[14] = -((t36 - t14) * sine[4] + (t31 - t23) * cosine[4]);
    J[15] = t22 * t38 - t12 * t33;
    J[16] = -(t16 * t33 + t38 * t25);
    J[17] = t17 * t32 - t26 * t37;
    J[18] = Value() + 0.0;
    J[19] = t28;
    J[20] = t28;
    J[21] = t22;
    J[22] = -t25;
    J[23] = -t26;
    J[24] = Value() + 0.0;
    J[25] = cosine[4];
    J[26] = cosine[4];
    J[27] = t12;
    J[28] = t16;
    J[29] = -t17;
    J[30] = Value() + 1.0;
    J[31] = Value() + 0.0;
    J[32] = Value() + 0.0;
    J[33] = t7;
    J[34] = t4;
    J[35] = t8;
  }
};
}  // namespace
void jacobian(const Params& p, const double* q, double* J) {
  evaluate(JacobianBody(), p, q, J);
}


// Built from: outward pass at qdd = 0 in the base frame.
// 175 multiplications, 129 additions, 0 divisions, 12 function calls.
namespace {
struct JacobianDotQdBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* a) const {
    (void)p;
    Value sine[6], cosine[6];
    const Value t0 = 1.5707963267948966 + q[0];
    const Value t1 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[1], t0, q[2], q[3], t1, q[5]);
    const Value t2 = cosine[0] * cosine[1];
    const Value t3 = sine[0] * cosine[1];
    const Value t4 = t2 * cosine[2] - t3 * sine[2];
    const Value t5 = t2 * sine[2] + t3 * cosine[2];
    const Value t6 = 0.5 * t2;
    const Value t7 = cosine[3] * t4 - sine[3] * sine[1];
    const Value t8 = sine[3] * t4 + cosine[3] * sine[1];
    const Value t9 = sine[4] * t7 + t5 * cosine[4];
    const Value t10 = cosine[4] * t7 - t5 * sine[4];
    const Value t11 = sine[0] * sine[1];
    const Value t12 = cosine[0] * sine[1];
    const Value t13 = t11 * cosine[2] + t12 * sine[2];
    const Value t14 = t12 * cosine[2] - t11 * sine[2];
    const Value t15 = 0.5 * t12;
    const Value t16 = cosine[1] * qd[1];
    const Value t17 = t16 + cosine[1] * qd[2];
    const Value t18 = t13 * qd[3] + t17;
    const Value t19 = cosine[3] * cosine[1] - sine[3] * t14;
    const Value t20 = cosine[3] * t14 + sine[3] * cosine[1];
    const Value t21 = t18 + t19 * qd[4];
    const Value t22 = t13 * cosine[4] + sine[4] * t20;
    const Value t23 = t20 * cosine[4] - sine[4] * t13;
    const Value t24 = sine[1] * qd[1];
    const Value t25 = t24 + sine[1] * qd[2];
    const Value t26 = t5 * qd[3] - t25;
    const Value t27 = t26 - qd[4] * t8;
    const Value t28 = (sine[1] * t16 - t24 * cosine[1]) * qd[2];
    const Value t29 = (t19 * t26 + t18 * t8) * qd[4] + (t28 - (t13 * t25 + t5 * t17) * qd[3]);
    const Value t30 = qd[5] * (t9 * t21 - t22 * t27) + t29;
    const Value t31 = cosine[0] * cosine[2];
    const Value t32 = sine[0] * sine[2];
    const Value t33 = t31 - t32;
    const Value t34 = qd[0] + qd[3] * t33;
    const Value t35 = cosine[0] * sine[2] + sine[0] * cosine[2];
    const Value t36 = sine[3] * t35;
    const Value t37 = cosine[3] * t35;
    const Value t38 = t34 + t36 * qd[4];
    const Value t39 = t37 * sine[4] - t33 * cosine[4];
    const Value t40 = t37 * cosine[4] + sine[4] * t33;
    const Value t41 = sine[1] * qd[0];
    const Value t42 = t41 * qd[1];
    const Value t43 = t41 * qd[2] + t42;
    const Value t44 = (t33 * t25 + t5 * qd[0]) * qd[3] - t43 - qd[4] * (t34 * t8 + t36 * t26);
    const Value t45 = 0.35 * t5 + t6;
    const Value t46 = t44 - qd[5] * (t9 * t38 + t39 * t27);
    const Value t47 = t27 - qd[5] * t9;
    const Value t48 = qd[0] * cosine[1];
    const Value t49 = t48 * qd[1];
    const Value t50 = t49 + t48 * qd[2];
    const Value t51 = (t36 * t18 - t19 * t34) * qd[4] + ((t17 * t33 - t13 * qd[0]) * qd[3] - t50);
    const Value t52 = t15 + 0.35 * t13;
    const Value t53 = t51 + qd[5] * (t39 * t21 + t22 * t38);
    const Value t54 = qd[5] * t39 + t38;
    const Value t55 = t21 - qd[5] * t22;
    const Value t56 = t45 + 0.15 * t10;
    const Value t57 = t56 + 0.28 * (cosine[5] * t10 + sine[5] * t8) - t56;
    const Value t58 = t56 - t45;
    const Value t59 = t45 - t6;
    const Value t60 = 0.7 - 0.5 * sine[0];
    const Value t61 = t60 - 0.35 * (t32 - t31);
    const Value t62 = t61 - 0.15 * t40;
    const Value t63 = t62 - 0.28 * (t40 * cosine[5] + t36 * sine[5]) - t62;
    const Value t64 = t62 - t61;
    const Value t65 = t61 - t60;
    const Value t66 = t60 - 0.7;
    const Value t67 = t57 * t54 - t63 * t47;
    const Value t68 = 0.15 * t23 + t52;
    const Value t69 = 0.28 * (cosine[5] * t23 - t19 * sine[5]) + t68 - t68;
    const Value t70 = t68 - t52;
    const Value t71 = t52 - t15;
    const Value t72 = t55 * t63 - t69 * t54;
    const Value t73 = t58 * t38 - t64 * t27;
    const Value t74 = t64 * t21 - t38 * t70;
    const Value t75 = t16 * t66 - t15 * qd[0];
    const Value t76 = t24 * t66 + qd[0] * t6;
    const Value t77 = t59 * qd[0] + t65 * t25;
    const Value t78 = t65 * t17 - qd[0] * t71;
    const Value t79 = t51 * t70 - t58 * t44 + (t43 * t59 - t50 * t71 + (t42 * t6 - t15 * t49 - (t75 * t16 + t24 * t76)) - (t77 * t25 + t78 * t17));
    const Value t80 = t16 * t6 + t24 * t15;
    const Value t81 = t69 * t47 - t55 * t57;
    const Value t82 = t27 * t70 - t58 * t21;
    const Value t83 = t71 * t25 + t59 * t17;
    const Value t84 = t58 * t29 - t51 * t64 + (t78 * qd[0] - t83 * t25 + (t28 * t59 + t65 * t50 + (t49 * t66 + (t75 * qd[0] - t80 * t24))));
    const Value t85 = t64 * t44 - t29 * t70 - (t65 * t43 + t28 * t71 + (t80 * t16 + t76 * qd[0] + t42 * t66) + (t77 * qd[0] + t17 * t83));
    a[0] = t55 * t81 - t67 * t54 + (t46 * t63 - t30 * t69 + (t85 + (t21 * t82 - t73 * t38)));
    a[1] = t72 * t54 - t81 * t47 + (t74 * t38 - t27 * t82 + t84 + (t57 * t30 - t63 * t53));
    a[2] = t67 * t47 - t55 * t72 + (t53 * t69 - t46 * t57 + (t73 * t27 - t74 * t21 + t79));
    a[3] = t53;
    a[4] = t46;
    a[5] = t30;
  }
};
}  // namespace
void jacobian_dot_qd(const Params& p, const double* q, const double* qd, double* a) {
  evaluate(JacobianDotQdBody(), p, q, qd, a);
}


// Built from: forward kinematics in the base frame, per frame.
// 62 multiplications, 39 additions, 0 divisions, 12 function calls.

namespace {
struct FramePoseBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const double* q, int frame, double* T) const {
    (void)p;
    switch (frame) {
      case 0: {
        double sine[6], cosine[6];
        const double t0 = q[4] - 1.5707963267948966;
        const double t1 = 1.5707963267948966 + q[0];
        sin_cos(sine, cosine, q[1], q[2], q[3], t0, q[5], t1);
        const double t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
        const double t3 = cosine[2] * t2;
        const double t4 = sine[2] * t2;
        const double t5 = cosine[0] * cosine[1];
        const double t6 = sine[0] * sine[1];
        const double t7 = t5 - t6;
        const double t8 = t3 * cosine[3] + sine[3] * t7;
        const double t9 = t8 * cosine[4] + t4 * sine[4];
        const double t10 = cosine[0] * sine[5];
        const double t11 = sine[0] * sine[5];
        const double t12 = t10 * cosine[1] - t11 * sine[1];
        const double t13 = t11 * cosine[1] + t10 * sine[1];
        const double t14 = cosine[2] * t12 + sine[2] * cosine[5];
        const double t15 = cosine[2] * cosine[5] - sine[2] * t12;
        const double t16 = t14 * cosine[3] - sine[3] * t13;
        const double t17 = cosine[4] * t16 - t15 * sine[4];
        const double t18 = cosine[0] * cosine[5];
        const double t19 = sine[0] * cosine[5];
        const double t20 = t18 * cosine[1] - t19 * sine[1];
        const double t21 = t18 * sine[1] + t19 * cosine[1];
        const double t22 = cosine[2] * t20 - sine[2] * sine[5];
        const double t23 = sine[2] * t20 + cosine[2] * sine[5];
        const double t24 = cosine[3] * t22 - t21 * sine[3];
        const double t25 = cosine[4] * t24 + sine[4] * t23;
        T[0] = t25;
        T[1] = cosine[4] * t23 - sine[4] * t24;
        T[2] = -(sine[3] * t22 + t21 * cosine[3]);
        T[3] = 0.35 * t21 + 0.5 * t18 + 0.15 * t24 + 0.28 * t25;
        T[4] = t17;
        T[5] = -(t15 * cosine[4] + sine[4] * t16);
        T[6] = -(t13 * cosine[3] + sine[3] * t14);
        T[7] = 0.28 * t17 + (0.15 * t16 + (0.5 * t10 + 0.35 * t13));
        T[8] = -t9;
        T[9] = t8 * sine[4] - t4 * cosine[4];
        T[10] = t3 * sine[3] - t7 * cosine[3];
        T[11] = 0.7 - 0.5 * sine[0] - 0.35 * (t6 - t5) - 0.15 * t8 - 0.28 * t9;
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
// 82 multiplications, 62 additions, 0 divisions, 12 function calls.

namespace {
struct FrameJacobianBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const double* q, int frame, double* J) const {
    (void)p;
    switch (frame) {
      case 0: {
        double sine[6], cosine[6];
        const double t0 = q[4] - 1.5707963267948966;
        const double t1 = 1.5707963267948966 + q[0];
        sin_cos(sine, cosine, q[1], q[2], q[3], t0, t1, q[5]);
        const double t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
        const double t3 = cosine[2] * t2;
        const double t4 = sine[2] * t2;
        const double t5 = cosine[0] * cosine[1];
        const double t6 = sine[0] * sine[1];
        const double t7 = t5 - t6;
        const double t8 = t3 * sine[3] - t7 * cosine[3];
        const double t9 = t3 * cosine[3] + sine[3] * t7;
        const double t10 = sine[0] * sine[4];
        const double t11 = cosine[0] * sine[4];
        const double t12 = t10 * cosine[1] + t11 * sine[1];
        const double t13 = t11 * cosine[1] - t10 * sine[1];
        const double t14 = 0.5 * t11;
        const double t15 = cosine[2] * t13 + sine[2] * cosine[4];
        const double t16 = cosine[2] * cosine[4] - sine[2] * t13;
        const double t17 = t12 * cosine[3] + sine[3] * t15;
        const double t18 = t15 * cosine[3] - sine[3] * t12;
        const double t19 = cosine[0] * cosine[4];
        const double t20 = sine[0] * cosine[4];
        const double t21 = t19 * cosine[1] - t20 * sine[1];
        const double t22 = t19 * sine[1] + t20 * cosine[1];
        const double t23 = 0.5 * t19;
        const double t24 = cosine[2] * t21 - sine[2] * sine[4];
        const double t25 = sine[2] * t21 + cosine[2] * sine[4];
        const double t26 = sine[3] * t24 + t22 * cosine[3];
        const double t27 = cosine[3] * t24 - t22 * sine[3];
        const double t28 = -sine[4];
        const double t29 = 0.35 * t22 + t23;
        const double t30 = t29 + 0.15 * t27;
        const double t31 = t30 + 0.28 * (cosine[5] * t27 + sine[5] * t25);
        const double t32 = t31 - t30;
        const double t33 = t31 - t29;
        const double t34 = t14 + 0.35 * t12;
        const double t35 = 0.15 * t18 + t34;
        const double t36 = 0.28 * (cosine[5] * t18 - t16 * sine[5]) + t35;
        const double t37 = t36 - t35;
        const double t38 = t36 - t34;
        const double t39 = 0.7 - 0.5 * sine[0];
        const double t40 = t39 - 0.35 * (t6 - t5);
        const double t41 = t40 - 0.15 * t9;
        const double t42 = t41 - 0.28 * (t9 * cosine[5] + t4 * sine[5]);
        const double t43 = t42 - t41;
        const double t44 = t42 - t40;
        const double t45 = t42 - t39;
        const double t46 = t42 - 0.7;
        J[0] = -t36;
        J[1] = t46 * cosine[4];
        J[2] = t45 * cosine[4];
        J[3] = t12 * t44 - t38 * t7;
        J[4] = t16 * t44 - t4 * t38;
        J[5] = -(t8 * t37 + t43 * t17);
        J[6] = t31;
        J[7] = sine[4] * t46;
        J[8] = t45 * sine[4];
        J[9] = t7 * t33 - t22 * t44;
        J[10] = t4 * t33 + t25 * t44;
        J[11] = t8 * t32 + t43 * t26;
        J[12] = 0.0;
        J[13] = -(sine[4] * t36 + t31 * cosine[4]);
        J[14] = -((t36 - t14) * sine[4] + (t31 - t23) * cosine[4]);
        J[15] = t22 * t38 - t12 * t33;
        J[16] = -(t16 * t33 + t38 * t25);
        J[17] = t17 * t32 - t26 * t37;
        J[18] = 0.0;
        J[19] = t28;
        J[20] = t28;
        J[21] = t22;
        J[22] = -t25;
        J[23] = -t26;
        J[24] = 0.0;
        J[25] = cosine[4];
        J[26] = cosine[4];
        J[27] = t12;
        J[28] = t16;
        J[29] = -t17;
        J[30] = 1.0;
        J[31] = 0.0;
        J[32] = 0.0;
        J[33] = t7;
        J[34] = t4;
        J[35] = t8;
        break;
      }
      default:
        for (int i = 0; i < 36; ++i) J[i] = static_cast<double>(NAN);
    }
  }
};
}  // namespace
void frame_jacobian(const Params& p, const double* q, int frame, double* J) {
  evaluate(FrameJacobianBody(), p, q, frame, J);
}


// Built from: outward pass at qdd = 0 in the base frame.
// 175 multiplications, 129 additions, 0 divisions, 12 function calls.

namespace {
struct FrameJacobianDotVBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const double* q, const double* qd, int frame, double* a) const {
    (void)p;
    switch (frame) {
      case 0: {
        double sine[6], cosine[6];
        const double t0 = 1.5707963267948966 + q[0];
        const double t1 = q[4] - 1.5707963267948966;
        sin_cos(sine, cosine, q[1], t0, q[2], q[3], t1, q[5]);
        const double t2 = cosine[0] * cosine[1];
        const double t3 = sine[0] * cosine[1];
        const double t4 = t2 * cosine[2] - t3 * sine[2];
        const double t5 = t2 * sine[2] + t3 * cosine[2];
        const double t6 = 0.5 * t2;
        const double t7 = cosine[3] * t4 - sine[3] * sine[1];
        const double t8 = sine[3] * t4 + cosine[3] * sine[1];
        const double t9 = sine[4] * t7 + t5 * cosine[4];
        const double t10 = cosine[4] * t7 - t5 * sine[4];
        const double t11 = sine[0] * sine[1];
        const double t12 = cosine[0] * sine[1];
        const double t13 = t11 * cosine[2] + t12 * sine[2];
        const double t14 = t12 * cosine[2] - t11 * sine[2];
        const double t15 = 0.5 * t12;
        const double t16 = cosine[1] * qd[1];
        const double t17 = t16 + cosine[1] * qd[2];
        const double t18 = t13 * qd[3] + t17;
        const double t19 = cosine[3] * cosine[1] - sine[3] * t14;
        const double t20 = cosine[3] * t14 + sine[3] * cosine[1];
        const double t21 = t18 + t19 * qd[4];
        const double t22 = t13 * cosine[4] + sine[4] * t20;
        const double t23 = t20 * cosine[4] - sine[4] * t13;
        const double t24 = sine[1] * qd[1];
        const double t25 = t24 + sine[1] * qd[2];
        const double t26 = t5 * qd[3] - t25;
        const double t27 = t26 - qd[4] * t8;
        const double t28 = (sine[1] * t16 - t24 * cosine[1]) * qd[2];
        const double t29 = (t19 * t26 + t18 * t8) * qd[4] + (t28 - (t13 * t25 + t5 * t17) * qd[3]);
        const double t30 = qd[5] * (t9 * t21 - t22 * t27) + t29;
        const double t31 = cosine[0] * cosine[2];
        const double t32 = sine[0] * sine[2];
        const double t33 = t31 - t32;
        const double t34 = qd[0] + qd[3] * t33;
        const double t35 = cosine[0] * sine[2] + sine[0] * cosine[2];
        const double t36 = sine[3] * t35;
        const double t37 = cosine[3] * t35;
        const double t38 = t34 + t36 * qd[4];
        const double t39 = t37 * sine[4] - t33 * cosine[4];
        const double t40 = t37 * cosine[4] + sine[4] * t33;
        const double t41 = sine[1] * qd[0];
        const double t42 = t41 * qd[1];
        const double t43 = t41 * qd[2] + t42;
        const double t44 = (t33 * t25 + t5 * qd[0]) * qd[3] - t43 - qd[4] * (t34 * t8 + t36 * t26);
        const double t45 = 0.35 * t5 + t6;
        const double t46 = t44 - qd[5] * (t9 * t38 + t39 * t27);
        const double t47 = t27 - qd[5] * t9;
        const double t48 = qd[0] * cosine[1];
        const double t49 = t48 * qd[1];
        const double t50 = t49 + t48 * qd[2];
        const double t51 = (t36 * t18 - t19 * t34) * qd[4] + ((t17 * t33 - t13 * qd[0]) * qd[3] - t50);
        const double t52 = t15 + 0.35 * t13;
        const double t53 = t51 + qd[5] * (t39 * t21 + t22 * t38);
        const double t54 = qd[5] * t39 + t38;
        const double t55 = t21 - qd[5] * t22;
        const double t56 = t45 + 0.15 * t10;
        const double t57 = t56 + 0.28 * (cosine[5] * t10 + sine[5] * t8) - t56;
        const double t58 = t56 - t45;
        const double t59 = t45 - t6;
        const double t60 = 0.7 - 0.5 * sine[0];
        const double t61 = t60 - 0.35 * (t32 - t31);
        const double t62 = t61 - 0.15 * t40;
        const double t63 = t62 - 0.28 * (t40 * cosine[5] + t36 * sine[5]) - t62;
        const double t64 = t62 - t61;
        const double t65 = t61 - t60;
        const double t66 = t60 - 0.7;
        const double t67 = t57 * t54 - t63 * t47;
        const double t68 = 0.15 * t23 + t52;
        const double t69 = 0.28 * (cosine[5] * t23 - t19 * sine[5]) + t68 - t68;
        const double t70 = t68 - t52;
        const double t71 = t52 - t15;
        const double t72 = t55 * t63 - t69 * t54;
        const double t73 = t58 * t38 - t64 * t27;
        const double t74 = t64 * t21 - t38 * t70;
        const double t75 = t16 * t66 - t15 * qd[0];
        const double t76 = t24 * t66 + qd[0] * t6;
        const double t77 = t59 * qd[0] + t65 * t25;
        const double t78 = t65 * t17 - qd[0] * t71;
        const double t79 = t51 * t70 - t58 * t44 + (t43 * t59 - t50 * t71 + (t42 * t6 - t15 * t49 - (t75 * t16 + t24 * t76)) - (t77 * t25 + t78 * t17));
        const double t80 = t16 * t6 + t24 * t15;
        const double t81 = t69 * t47 - t55 * t57;
        const double t82 = t27 * t70 - t58 * t21;
        const double t83 = t71 * t25 + t59 * t17;
        const double t84 = t58 * t29 - t51 * t64 + (t78 * qd[0] - t83 * t25 + (t28 * t59 + t65 * t50 + (t49 * t66 + (t75 * qd[0] - t80 * t24))));
        const double t85 = t64 * t44 - t29 * t70 - (t65 * t43 + t28 * t71 + (t80 * t16 + t76 * qd[0] + t42 * t66) + (t77 * qd[0] + t17 * t83));
        a[0] = t55 * t81 - t67 * t54 + (t46 * t63 - t30 * t69 + (t85 + (t21 * t82 - t73 * t38)));
        a[1] = t72 * t54 - t81 * t47 + (t74 * t38 - t27 * t82 + t84 + (t57 * t30 - t63 * t53));
        a[2] = t67 * t47 - t55 * t72 + (t53 * t69 - t46 * t57 + (t73 * t27 - t74 * t21 + t79));
        a[3] = t53;
        a[4] = t46;
        a[5] = t30;
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
// 69 multiplications, 49 additions, 0 divisions, 12 function calls.
namespace {
struct CenterOfMassBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* c) const {
    (void)p;
    Value sine[6], cosine[6];
    const Value t0 = q[4] - 1.5707963267948966;
    const Value t1 = 1.5707963267948966 + q[0];
    sin_cos(sine, cosine, q[1], q[2], q[3], t0, q[5], t1);
    const Value t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t3 = cosine[0] * cosine[1];
    const Value t4 = sine[0] * sine[1];
    const Value t5 = t3 - t4;
    const Value t6 = cosine[2] * t2 * cosine[3] + sine[3] * t5;
    const Value t7 = 0.7 - 0.5 * sine[0];
    const Value t8 = t7 - 0.35 * (t4 - t3);
    const Value t9 = 1e+01 * t8;
    const Value t10 = 2.0 * (t8 - 0.15 * t6) - 0.28 * (t6 * cosine[4] + sine[2] * t2 * sine[4]) + (t9 - 1.75 * t5 + (2.0 * t7 + (7.0 + (7.0 - 2.5 * sine[0]))) + (t9 - 0.75 * t6));
    const Value t11 = sine[0] * sine[5];
    const Value t12 = cosine[0] * sine[5];
    const Value t13 = t11 * cosine[1] + t12 * sine[1];
    const Value t14 = t12 * cosine[1] - t11 * sine[1];
    const Value t15 = 0.5 * t12 + 0.35 * t13;
    const Value t16 = 1e+01 * t15;
    const Value t17 = (cosine[2] * t14 + sine[2] * cosine[5]) * cosine[3] - sine[3] * t13;
    const Value t18 = 2.0 * (0.15 * t17 + t15) + 0.28 * (cosine[4] * t17 - (cosine[2] * cosine[5] - sine[2] * t14) * sine[4]);
    const Value t19 = cosine[0] * cosine[5];
    const Value t20 = sine[0] * cosine[5];
    const Value t21 = t19 * cosine[1] - t20 * sine[1];
    const Value t22 = t19 * sine[1] + t20 * cosine[1];
    const Value t23 = cosine[3] * (cosine[2] * t21 - sine[2] * sine[5]) - t22 * sine[3];
    const Value t24 = 0.35 * t22 + 0.5 * t19;
    const Value t25 = 0.28 * (cosine[4] * t23 + sine[4] * (sine[2] * t21 + cosine[2] * sine[5])) + 2.0 * (t24 + 0.15 * t23);
    const Value t26 = 1e+01 * t24;
    c[0] = 0.018518518518518517 * (0.75 * t23 + t26 + (t26 - 1.75 * t22 + (t19 + 2.5 * t19)) + t25);
    c[1] = 0.018518518518518517 * (2.5 * t12 + t12 + (t16 - 1.75 * t13) + (t16 + 0.75 * t17) + t18);
    c[2] = 0.018518518518518517 * t10;
  }
};
}  // namespace
void center_of_mass(const Params& p, const double* q, double* c) {
  evaluate(CenterOfMassBody(), p, q, c);
}


// Built from: composite bodies in the base frame, moved to the centre of mass.
// 448 multiplications, 343 additions, 0 divisions, 12 function calls.
namespace {
struct CentroidalMomentumMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* Ag) const {
    (void)p;
    Value sine[6], cosine[6];
    const Value t0 = 1.5707963267948966 + q[0];
    const Value t1 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[1], t0, q[2], q[3], t1, q[5]);
    const Value t2 = cosine[0] * sine[1];
    const Value t3 = sine[0] * sine[1];
    const Value t4 = t2 * cosine[2] - t3 * sine[2];
    const Value t5 = cosine[3] * t4 + sine[3] * cosine[1];
    const Value t6 = t3 * cosine[2] + t2 * sine[2];
    const Value t7 = t5 * cosine[4] - sine[4] * t6;
    const Value t8 = cosine[3] * cosine[1] - sine[3] * t4;
    const Value t9 = cosine[5] * t7 - t8 * sine[5];
    const Value t10 = cosine[0] * sine[2] + sine[0] * cosine[2];
    const Value t11 = cosine[3] * t10;
    const Value t12 = cosine[0] * cosine[2];
    const Value t13 = sine[0] * sine[2];
    const Value t14 = t12 - t13;
    const Value t15 = t13 - t12;
    const Value t16 = t11 * cosine[4] + sine[4] * t14;
    const Value t17 = sine[3] * t10;
    const Value t18 = t16 * cosine[5] + t17 * sine[5];
    const Value t19 = 0.0025 * t18;
    const Value t20 = t8 * cosine[5] + sine[5] * t7;
    const Value t21 = t16 * sine[5] - t17 * cosine[5];
    const Value t22 = 0.053516666666666664 * t21;
    const Value t23 = t11 * sine[4] - t14 * cosine[4];
    const Value t24 = 0.053516666666666664 * t23;
    const Value t25 = t6 * cosine[4] + sine[4] * t5;
    const Value t26 = 0.28 * t9;
    const Value t27 = 0.7 - 0.5 * sine[0];
    const Value t28 = t27 - 0.35 * t15;
    const Value t29 = t28 - 0.15 * t16;
    const Value t30 = 0.28 * t18;
    const Value t31 = 0.5 * t2;
    const Value t32 = t31 + 0.35 * t6;
    const Value t33 = 0.15 * t7 + t32;
    const Value t34 = t24 * t25 + (t9 * t19 + t20 * t22) + (t26 * t29 - t30 * t33 + 2.0 * (t33 * t29));
    const Value t35 = cosine[0] * cosine[1];
    const Value t36 = sine[0] * cosine[1];
    const Value t37 = t35 * cosine[2] - t36 * sine[2];
    const Value t38 = cosine[3] * t37 - sine[3] * sine[1];
    const Value t39 = t35 * sine[2] + t36 * cosine[2];
    const Value t40 = cosine[4] * t38 - t39 * sine[4];
    const Value t41 = sine[3] * t37 + cosine[3] * sine[1];
    const Value t42 = cosine[5] * t41 - sine[5] * t40;
    const Value t43 = cosine[5] * t40 + sine[5] * t41;
    const Value t44 = sine[4] * t38 + t39 * cosine[4];
    const Value t45 = 0.28 * t43;
    const Value t46 = 0.5 * t35;
    const Value t47 = 0.35 * t39 + t46;
    const Value t48 = t47 + 0.15 * t40;
    const Value t49 = t42 * t22 - t19 * t43 - t24 * t44 - (2.0 * (t29 * t48) + (t29 * t45 - t30 * t48));
    const Value t50 = 2.0 * (t48 * t45) + 2.0 * (t48 * t48);
    const Value t51 = 2.0 * (t33 * t33);
    const Value t52 = 2.0 * (t26 * t33);
    const Value t53 = t24 * t23 + (t19 * t18 + t21 * t22) + (t50 + t51 + t52);
    const Value t54 = t23 * t33 + t29 * t25;
    const Value t55 = 2.0 * t33 + t26;
    const Value t56 = t29 * t44 + t23 * t48;
    const Value t57 = t45 + 2.0 * t48;
    const Value t58 = 2.0 * t29 - t30;
    const Value t59 = 2.0 * (t30 * t29);
    const Value t60 = 2.0 * (t29 * t29);
    const Value t61 = t60 + (t52 + t51) - t59 + (0.053516666666666664 * t42 * t42 + 0.0025 * t43 * t43 + t44 * (0.053516666666666664 * t44));
    const Value t62 = t57 * t23 + t58 * t44 - 2.0 * t56;
    const Value t63 = 0.75 * t40;
    const Value t64 = 1e+01 * t47;
    const Value t65 = t63 + t64;
    const Value t66 = 1.75 * t39;
    const Value t67 = t64 - t66;
    const Value t68 = 2.5 * t35;
    const Value t69 = 0.018518518518518517 * (t65 + (t67 + (t35 + t68)) + t57);
    const Value t70 = t57 + t65;
    const Value t71 = t67 + t70;
    const Value t72 = 2.0 * t54 - (t58 * t25 + t23 * t55);
    const Value t73 = 1e+01 * t32;
    const Value t74 = 1.75 * t6;
    const Value t75 = t73 - t74;
    const Value t76 = 2.5 * t2;
    const Value t77 = 0.75 * t7;
    const Value t78 = t73 + t77;
    const Value t79 = 0.018518518518518517 * (t76 + t2 + t75 + t78 + t55);
    const Value t80 = t78 + t55;
    const Value t81 = t80 + t75;
    const Value t82 = 0.0125 * t16;
    const Value t83 = 0.08125 * t23;
    const Value t84 = 0.08125 * t17;
    const Value t85 = 0.75 * t16;
    const Value t86 = 1e+01 * (t32 * t28);
    const Value t87 = t8 * t84 - (t82 * t7 + t83 * t25) - (t77 * t28 - t32 * t85 + t86) - t34;
    const Value t88 = 1e+01 * (t28 * t47);
    const Value t89 = t49 - (t84 * t41 + (t82 * t40 + t83 * t44) + (t88 + (t63 * t28 - t85 * t47)));
    const Value t90 = 1e+01 * (t47 * t47);
    const Value t91 = 2.0 * (t63 * t47) + t90;
    const Value t92 = t90 - 2.0 * (t66 * t47);
    const Value t93 = 1e+01 * (t32 * t32);
    const Value t94 = 2.0 * (t32 * t77);
    const Value t95 = t53 + (t82 * t16 + t83 * t23 + t84 * t17 + (t93 + t91 + t94));
    const Value t96 = t17 * t47 + t28 * t41;
    const Value t97 = t17 * t32 - t8 * t28;
    const Value t98 = 1e+01 * t28;
    const Value t99 = t98 - t85;
    const Value t100 = 2.0 * (t28 * t85);
    const Value t101 = t58 + t99;
    const Value t102 = t17 * t70 + t101 * t41 - 12.0 * t96;
    const Value t103 = 12.0 * t97 - (t80 * t17 - t8 * t101);
    const Value t104 = 0.41458333333333336 * t11;
    const Value t105 = 0.41458333333333336 * t17;
    const Value t106 = 0.0125 * t14;
    const Value t107 = 1.75 * t14;
    const Value t108 = t89 + (t39 * t106 - (t104 * t38 + t105 * t41) + (t107 * t47 + t28 * t66 - t88));
    const Value t109 = t87 + (t107 * t32 + t28 * t74 - t86 + (t8 * t105 - t104 * t5 + t6 * t106));
    const Value t110 = t98 - t107;
    const Value t111 = 2.0 * (t107 * t28);
    const Value t112 = 2.0 * (t32 * t74);
    const Value t113 = t11 * t104 + t17 * t105 + t106 * t14 + (t93 + t92 - t112) + t95;
    const Value t114 = t39 * t28 - t47 * t14;
    const Value t115 = t32 * t14 - t28 * t6;
    const Value t116 = 1e+01 * (t28 * t28);
    const Value t117 = t61 + (0.08125 * t41 * t41 + (0.0125 * t40 * t40 + t44 * (0.08125 * t44)) + (t93 + t94 + t116 - t100));
    const Value t118 = t93 - t112 + t116 - t111 + (t38 * (0.41458333333333336 * t38) + 0.41458333333333336 * t41 * t41 + t39 * (0.0125 * t39));
    const Value t119 = t117 + t118;
    const Value t120 = t110 + t101;
    const Value t121 = 22.0 * t114 - (t39 * t120 - t71 * t14);
    const Value t122 = 22.0 * t115 - (t81 * t14 - t120 * t6);
    const Value t123 = 0.002916666666666667 * t10;
    const Value t124 = 0.0025 * t15;
    const Value t125 = t109 - (2.0 * (t27 * t31) + (t123 * t4 + t6 * t124));
    const Value t126 = t108 - (t123 * t37 + t39 * t124 + 2.0 * (t27 * t46));
    const Value t127 = t2 + t81;
    const Value t128 = t76 + t127;
    const Value t129 = t27 * cosine[1];
    const Value t130 = t71 + t35;
    const Value t131 = t68 + t130;
    const Value t132 = t27 * sine[1];
    const Value t133 = 2.0 * t27;
    const Value t134 = 2.0 * (t27 * t27);
    const Value t135 = t120 + t133;
    const Value t136 = sine[1] * t135 - 24.0 * t132;
    const Value t137 = cosine[1] * t135 - 24.0 * t129;
    const Value t138 = 0.8395833333333333 * cosine[0];
    const Value t139 = 0.0125 * sine[0];
    const Value t140 = t125 + (t138 * t3 - t139 * t2 - 1.75 * t2);
    const Value t141 = t36 * t138 - t139 * t35 - 1.75 * t35 + t126;
    const Value t142 = 0.7 * cosine[1];
    const Value t143 = 0.7 * sine[1];
    const Value t144 = 7.0 - 2.5 * sine[0];
    const Value t145 = 0.018518518518518517 * (t58 + (t110 + (t133 + (7.0 + t144)) + t99));
    const Value t146 = t144 + t135;
    const Value t147 = t146 * sine[1] - 23.8 * sine[1];
    const Value t148 = t146 * cosine[1] - 23.8 * cosine[1];
    const Value t149 = 2.0 * (t31 * t31);
    const Value t150 = 2.0 * (t46 * t46);
    const Value t151 = 0.025 + (cosine[0] * t138 + t139 * sine[0] + (t113 + (t123 * t10 + t15 * t124 + (t149 + t150)))) - (t131 * t69 + t128 * t79);
    const Value t152 = 0.002916666666666667 * sine[1] * sine[1] + (t39 * (0.0025 * t39) + 0.002916666666666667 * t37 * t37) + (t134 + t149);
    const Value t153 = t152 + t119;
    const Value t154 = 0.0025 * t9;
    const Value t155 = 0.053516666666666664 * t20;
    const Value t156 = 0.053516666666666664 * t25;
    const Value t157 = t60 + t50 - t59 + (t154 * t9 + t20 * t155 + t25 * t156);
    const Value t158 = t44 * t156 + (t154 * t43 - t155 * t42) - (t33 * t45 + t26 * t48 + 2.0 * (t33 * t48));
    const Value t159 = t33 * t44 - t48 * t25;
    const Value t160 = 2.0 * t159 - (t55 * t44 - t57 * t25);
    const Value t161 = 0.0125 * t7;
    const Value t162 = 0.08125 * t25;
    const Value t163 = 0.08125 * t8;
    const Value t164 = t157 + (t8 * t163 + (t161 * t7 + t162 * t25) + (t91 + t116 - t100));
    const Value t165 = 1e+01 * (t32 * t47);
    const Value t166 = t161 * t40 + t162 * t44 - t163 * t41 - (t165 + (t63 * t32 + t77 * t47)) + t158;
    const Value t167 = t8 * t47 + t32 * t41;
    const Value t168 = 12.0 * t167 - (t80 * t41 + t8 * t70);
    const Value t169 = 0.41458333333333336 * t8;
    const Value t170 = 0.41458333333333336 * t5;
    const Value t171 = 0.0125 * t6;
    const Value t172 = t164 + (t92 + t116 - t111 + (t8 * t169 + t170 * t5 + t6 * t171));
    const Value t173 = t32 * t66 + t74 * t47 - t165 + (t170 * t38 - t169 * t41 + t39 * t171) + t166;
    const Value t174 = t6 * t47 - t39 * t32;
    const Value t175 = 22.0 * t174 - (t6 * t71 - t39 * t81);
    const Value t176 = 0.002916666666666667 * t4;
    const Value t177 = 0.0025 * t6;
    const Value t178 = 0.002916666666666667 * cosine[1];
    const Value t179 = t134 + t150 + (t178 * cosine[1] + (t176 * t4 + t6 * t177)) + t172;
    const Value t180 = t173 + (t176 * t37 + t39 * t177 - t178 * sine[1] - 2.0 * (t31 * t46));
    const Value t181 = cosine[1] * t46 + t31 * sine[1];
    const Value t182 = 24.0 * t181 - (sine[1] * t127 + t130 * cosine[1]);
    const Value t183 = 0.8395833333333333 * t3;
    const Value t184 = 0.0125 * t2;
    const Value t185 = 0.8395833333333333 * cosine[1];
    const Value t186 = 4.9 - 3.5 * sine[0];
    const Value t187 = t180 + (t36 * t183 + t184 * t35 - t185 * sine[1]);
    const Value t188 = cosine[1] * (t179 + (t185 * cosine[1] + (t183 * t3 + t2 * t184) + t186)) - t187 * sine[1] - t146 * t142;
    const Value t189 = 0.8395833333333333 * sine[1] * sine[1] + (t36 * (0.8395833333333333 * t36) + 0.0125 * t35 * t35) + t186;
    const Value t190 = t131 * cosine[1] + t128 * sine[1];
    Ag[0] = -t128;
    Ag[1] = t148;
    Ag[2] = t137;
    Ag[3] = t122;
    Ag[4] = t103;
    Ag[5] = t72;
    Ag[6] = t131;
    Ag[7] = t147;
    Ag[8] = t136;
    Ag[9] = t121;
    Ag[10] = t102;
    Ag[11] = t62;
    Ag[12] = Value() + 0.0;
    Ag[13] = -t190;
    Ag[14] = t182;
    Ag[15] = t175;
    Ag[16] = t168;
    Ag[17] = t160;
    Ag[18] = t141 + t145 * t131;
    Ag[19] = t190 * t79 + t145 * t147 + (t143 * t146 + (t187 * cosine[1] - (t153 + t189) * sine[1]));
    Ag[20] = t180 * cosine[1] - t153 * sine[1] + (t135 * t132 + t181 * t127) - (t182 * t79 - t136 * t145);
    Ag[21] = t173 * t6 + t39 * t119 + t108 * t14 + (t81 * t174 - t120 * t114) - (t79 * t175 - t145 * t121);
    Ag[22] = t101 * t96 + t80 * t167 + (t17 * t89 + (t8 * t166 - t117 * t41)) - (t168 * t79 - t102 * t145);
    Ag[23] = t23 * t49 - (t158 * t25 + t61 * t44) + (t55 * t159 + t58 * t56) - (t160 * t79 - t62 * t145);
    Ag[24] = t140 + t128 * t145;
    Ag[25] = t188 - (t190 * t69 + t145 * t148);
    Ag[26] = t179 * cosine[1] - t180 * sine[1] - (t129 * t135 + t130 * t181) - (t145 * t137 - t69 * t182);
    Ag[27] = t120 * t115 - t174 * t71 + (t6 * t172 + t39 * t173 + t109 * t14) - (t145 * t122 - t69 * t175);
    Ag[28] = t8 * t164 - t166 * t41 + t87 * t17 + (t97 * t101 - t70 * t167) - (t103 * t145 - t168 * t69);
    Ag[29] = t58 * t54 - t57 * t159 - (t158 * t44 + t157 * t25 + t23 * t34) - (t72 * t145 - t160 * t69);
    Ag[30] = t151;
    Ag[31] = t128 * t142 - t143 * t131 + (t140 * cosine[1] - t141 * sine[1]) - (t69 * t147 - t148 * t79);
    Ag[32] = t129 * t127 - t130 * t132 + (t125 * cosine[1] - sine[1] * t126) - (t136 * t69 - t137 * t79);
    Ag[33] = t113 * t14 + (t39 * t108 + t6 * t109) + (t71 * t114 - t81 * t115) - (t69 * t121 - t79 * t122);
    Ag[34] = t8 * t87 - t89 * t41 + t17 * t95 - (t70 * t96 + t80 * t97) - (t102 * t69 - t103 * t79);
    Ag[35] = t23 * t53 + (t25 * t34 - t44 * t49) - (t54 * t55 + t57 * t56) - (t62 * t69 - t72 * t79);
  }
};
}  // namespace
void centroidal_momentum_matrix(const Params& p, const double* q, double* Ag) {
  evaluate(CentroidalMomentumMatrixBody(), p, q, Ag);
}


// Built from: outward pass at qdd = 0, each body's wrench about the centre of mass.
// 525 multiplications, 378 additions, 0 divisions, 12 function calls.
namespace {
struct CentroidalMomentumMatrixDotVBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* h_dot) const {
    (void)p;
    Value sine[6], cosine[6];
    const Value t0 = 1.5707963267948966 + q[0];
    const Value t1 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[1], t0, q[2], q[3], t1, q[5]);
    const Value t2 = cosine[0] * cosine[1];
    const Value t3 = sine[0] * cosine[1];
    const Value t4 = t2 * sine[2] + t3 * cosine[2];
    const Value t5 = sine[1] * qd[1];
    const Value t6 = t5 + sine[1] * qd[2];
    const Value t7 = t4 * qd[3] - t6;
    const Value t8 = t2 * cosine[2] - t3 * sine[2];
    const Value t9 = sine[3] * t8 + cosine[3] * sine[1];
    const Value t10 = t7 - qd[4] * t9;
    const Value t11 = cosine[3] * t8 - sine[3] * sine[1];
    const Value t12 = sine[4] * t11 + t4 * cosine[4];
    const Value t13 = t10 - qd[5] * t12;
    const Value t14 = sine[0] * sine[1];
    const Value t15 = cosine[0] * sine[1];
    const Value t16 = t14 * cosine[2] + t15 * sine[2];
    const Value t17 = cosine[1] * qd[1];
    const Value t18 = t17 + cosine[1] * qd[2];
    const Value t19 = t16 * qd[3] + t18;
    const Value t20 = t15 * cosine[2] - t14 * sine[2];
    const Value t21 = cosine[3] * cosine[1] - sine[3] * t20;
    const Value t22 = t19 + t21 * qd[4];
    const Value t23 = cosine[3] * t20 + sine[3] * cosine[1];
    const Value t24 = t16 * cosine[4] + sine[4] * t23;
    const Value t25 = t22 - qd[5] * t24;
    const Value t26 = cosine[0] * sine[2] + sine[0] * cosine[2];
    const Value t27 = cosine[3] * t26;
    const Value t28 = cosine[0] * cosine[2];
    const Value t29 = sine[0] * sine[2];
    const Value t30 = t28 - t29;
    const Value t31 = t29 - t28;
    const Value t32 = t27 * sine[4] - t30 * cosine[4];
    const Value t33 = qd[0] + qd[3] * t30;
    const Value t34 = sine[3] * t26;
    const Value t35 = t33 + t34 * qd[4];
    const Value t36 = qd[5] * t32 + t35;
    const Value t37 = t32 * t36 - (t12 * t13 + t25 * t24);
    const Value t38 = cosine[4] * t11 - t4 * sine[4];
    const Value t39 = cosine[5] * t38 + sine[5] * t9;
    const Value t40 = t23 * cosine[4] - sine[4] * t16;
    const Value t41 = cosine[5] * t40 - t21 * sine[5];
    const Value t42 = t27 * cosine[4] + sine[4] * t30;
    const Value t43 = t42 * cosine[5] + t34 * sine[5];
    const Value t44 = t39 * t13 + t25 * t41 - t43 * t36;
    const Value t45 = 0.0025 * t44;
    const Value t46 = 0.053516666666666664 * t37;
    const Value t47 = qd[0] * cosine[1];
    const Value t48 = t47 * qd[1];
    const Value t49 = t48 + t47 * qd[2];
    const Value t50 = (t18 * t30 - t16 * qd[0]) * qd[3] - t49;
    const Value t51 = (t34 * t19 - t21 * t33) * qd[4] + t50;
    const Value t52 = t51 + qd[5] * (t32 * t22 + t24 * t35);
    const Value t53 = cosine[5] * t9 - sine[5] * t38;
    const Value t54 = sine[1] * qd[0];
    const Value t55 = t54 * qd[1];
    const Value t56 = t54 * qd[2] + t55;
    const Value t57 = (t30 * t6 + t4 * qd[0]) * qd[3] - t56;
    const Value t58 = t57 - qd[4] * (t33 * t9 + t34 * t7);
    const Value t59 = t58 - qd[5] * (t12 * t35 + t32 * t10);
    const Value t60 = t21 * cosine[5] + sine[5] * t40;
    const Value t61 = (sine[1] * t17 - t5 * cosine[1]) * qd[2];
    const Value t62 = t61 - (t16 * t6 + t4 * t18) * qd[3];
    const Value t63 = (t21 * t7 + t19 * t9) * qd[4] + t62;
    const Value t64 = qd[5] * (t12 * t22 - t24 * t10) + t63;
    const Value t65 = t42 * sine[5] - t34 * cosine[5];
    const Value t66 = t65 * t36 + (t53 * t13 - t60 * t25);
    const Value t67 = t53 * t52 - t60 * t59 + t65 * t64;
    const Value t68 = 0.7 - 0.5 * sine[0];
    const Value t69 = t68 - 0.35 * t31;
    const Value t70 = t69 - 0.15 * t42;
    const Value t71 = t70 - t69;
    const Value t72 = 0.5 * t15;
    const Value t73 = t72 + 0.35 * t16;
    const Value t74 = 0.15 * t40 + t73;
    const Value t75 = t74 - t73;
    const Value t76 = t71 * t22 - t35 * t75;
    const Value t77 = 0.5 * t2;
    const Value t78 = 0.35 * t4 + t77;
    const Value t79 = t78 + 0.15 * t38;
    const Value t80 = t79 - t78;
    const Value t81 = t10 * t75 - t80 * t22;
    const Value t82 = t73 - t72;
    const Value t83 = t78 - t77;
    const Value t84 = t82 * t6 + t83 * t18;
    const Value t85 = t69 - t68;
    const Value t86 = t85 * t18 - qd[0] * t82;
    const Value t87 = t17 * t77 + t5 * t72;
    const Value t88 = t68 - 0.7;
    const Value t89 = t17 * t88 - t72 * qd[0];
    const Value t90 = t48 * t88 + (t89 * qd[0] - t87 * t5);
    const Value t91 = t86 * qd[0] - t84 * t6 + (t61 * t83 + t85 * t49 + t90);
    const Value t92 = t76 * t35 - t10 * t81 + (t80 * t63 - t51 * t71 + t91);
    const Value t93 = t5 * t88 + qd[0] * t77;
    const Value t94 = t87 * t17 + t93 * qd[0] + t55 * t88;
    const Value t95 = t55 * t77 - t72 * t48 - (t89 * t17 + t5 * t93);
    const Value t96 = t83 * qd[0] + t85 * t6;
    const Value t97 = t85 * t56 + t61 * t82 + t94 + (t96 * qd[0] + t18 * t84);
    const Value t98 = t56 * t83 - t49 * t82 + t95 - (t96 * t6 + t86 * t18);
    const Value t99 = t80 * t35 - t71 * t10;
    const Value t100 = t71 * t58 - t63 * t75 - t97 + (t22 * t81 - t99 * t35);
    const Value t101 = t99 * t10 - t76 * t22 + (t51 * t75 - t80 * t58 + t98);
    const Value t102 = t101 * t32 - (t92 * t24 + t12 * t100);
    const Value t103 = t37 * t45 - t44 * t46 + 0.053516666666666664 * t67 - 0.28 * t102;
    const Value t104 = 0.053516666666666664 * t66;
    const Value t105 = 0.0025 * (t52 * t39 + t59 * t41 - t64 * t43) + (t66 * t46 - t37 * t104);
    const Value t106 = t32 * t64 - (t59 * t24 + t52 * t12);
    const Value t107 = t53 * t100 - t60 * t92 + t65 * t101;
    const Value t108 = 0.053516666666666664 * t106 + (t104 * t44 - t66 * t45) + 0.28 * t107;
    const Value t109 = 0.28 * t66;
    const Value t110 = t109 * t44 + (2.0 * t107 + 0.28 * t106);
    const Value t111 = 0.28 * t37;
    const Value t112 = 2.0 * (t39 * t100 + t92 * t41 - t101 * t43) - (t109 * t66 + t37 * t111);
    const Value t113 = t111 * t44 + (2.0 * t102 - 0.28 * t67);
    const Value t114 = t112 * t41 - t60 * t110 - t24 * t113;
    const Value t115 = t112 * t39 + t53 * t110 - t12 * t113;
    const Value t116 = t32 * t113 + (t65 * t110 - t112 * t43);
    const Value t117 = t97 * t9 + t21 * t91 + t34 * t98;
    const Value t118 = 1e+01 * t117;
    const Value t119 = t57 * t23 + t50 * t11 - t27 * t62;
    const Value t120 = t16 * t19 + t4 * t7 + t33 * t30;
    const Value t121 = t33 * t34 + (t21 * t19 - t7 * t9);
    const Value t122 = t7 * t11 + t19 * t23 - t33 * t27;
    const Value t123 = 1.75 * t121;
    const Value t124 = 1.75 * t119 + t118 - t120 * t123;
    const Value t125 = t23 * t91 - t97 * t11 - t27 * t98;
    const Value t126 = t34 * t62 + (t21 * t57 - t50 * t9);
    const Value t127 = 1.75 * t122;
    const Value t128 = t121 * t123 + t127 * t122 + 1e+01 * (t98 * t30 + (t16 * t91 - t4 * t97));
    const Value t129 = 1e+01 * t125 - 1.75 * t126 - t120 * t127;
    const Value t130 = t21 * t124 + t129 * t23 + t128 * t16;
    const Value t131 = t4 * t128 + (t129 * t11 - t124 * t9);
    const Value t132 = t34 * t124 - t27 * t129 + t128 * t30;
    const Value t133 = 0.41458333333333336 * t122;
    const Value t134 = 0.0125 * t120;
    const Value t135 = t120 * t133 - t134 * t122 + 0.41458333333333336 * t126 - 1.75 * t125;
    const Value t136 = 0.41458333333333336 * t121;
    const Value t137 = t136 * t122 - t121 * t133 + 0.0125 * (t4 * t50 + t16 * t57 + t62 * t30);
    const Value t138 = 0.41458333333333336 * t119 + (t134 * t121 - t120 * t136) + 1.75 * t117;
    const Value t139 = 2.0 * (t90 * t20 - t94 * t8 - t95 * t26);
    const Value t140 = 2.0 * (t31 * t95 + (t4 * t94 - t90 * t16));
    const Value t141 = 2.0 * (t94 * sine[1] + t90 * cosine[1]);
    const Value t142 = t139 * t20 - t140 * t16 + t141 * cosine[1];
    const Value t143 = t139 * t8 - t4 * t140 - t141 * sine[1];
    const Value t144 = t31 * t140 - t139 * t26;
    const Value t145 = t18 * t20 - t8 * t6 - t26 * qd[0];
    const Value t146 = 0.002916666666666667 * t145;
    const Value t147 = sine[1] * t6 + t18 * cosine[1];
    const Value t148 = t4 * t6 - t16 * t18 + t31 * qd[0];
    const Value t149 = 0.002916666666666667 * t147;
    const Value t150 = t146 * t147 - t145 * t149 + 0.0025 * (t56 * t16 + t4 * t49 + t61 * t31);
    const Value t151 = 0.0025 * t148;
    const Value t152 = t148 * t149 - t151 * t147 - 0.002916666666666667 * (t61 * t26 + (t56 * t20 + t8 * t49));
    const Value t153 = t151 * t145 - t146 * t148 + 0.002916666666666667 * (sine[1] * t49 - t56 * cosine[1]);
    const Value t154 = t5 * t3 - t17 * t14 - cosine[0] * qd[0];
    const Value t155 = t5 * sine[1] + t17 * cosine[1];
    const Value t156 = t15 * t17 - t5 * t2 - sine[0] * qd[0];
    const Value t157 = 0.8395833333333333 * t155;
    const Value t158 = 0.8395833333333333 * t154;
    const Value t159 = t157 * t154 - t155 * t158 - 0.0125 * (t48 * t2 + t15 * t55);
    const Value t160 = 0.0125 * t156;
    const Value t161 = t55 * t14 + t48 * t3;
    const Value t162 = t48 * sine[1] - t55 * cosine[1];
    const Value t163 = 0.8395833333333333 * t161 + (t155 * t160 - t157 * t156);
    const Value t164 = t130 * t78 - t131 * t73 + (t137 * t30 + (t34 * t135 - t138 * t27)) + (t31 * t150 - t152 * t26 + (t142 * t77 - t72 * t143) - (sine[0] * t159 + t163 * cosine[0]));
    const Value t165 = t156 * t158 - t154 * t160 + 0.8395833333333333 * t162;
    const Value t166 = t32 * t35 - (t24 * t22 + t12 * t10);
    const Value t167 = 0.75 * t166;
    const Value t168 = t21 * t22 - t10 * t9 + t34 * t35;
    const Value t169 = t22 * t40 + t10 * t38 - t42 * t35;
    const Value t170 = 0.75 * t168;
    const Value t171 = 1e+01 * (t91 * t40 - t97 * t38 - t42 * t98) - (t166 * t167 + t168 * t170);
    const Value t172 = t12 * t97 - t24 * t91 + t32 * t98;
    const Value t173 = t21 * t58 - t51 * t9 + t34 * t63;
    const Value t174 = t169 * t167 + (1e+01 * t172 + 0.75 * t173);
    const Value t175 = t32 * t63 - (t51 * t12 + t58 * t24);
    const Value t176 = t118 - 0.75 * t175 + t169 * t170;
    const Value t177 = t21 * t176 + (t171 * t40 - t24 * t174);
    const Value t178 = t171 * t38 - t12 * t174 - t176 * t9;
    const Value t179 = t32 * t174 - t42 * t171 + t34 * t176;
    const Value t180 = 0.0125 * t169;
    const Value t181 = 0.08125 * t168;
    const Value t182 = 0.08125 * t175 + (t168 * t180 - t169 * t181) - 0.75 * t117;
    const Value t183 = 0.08125 * t166;
    const Value t184 = 0.0125 * (t51 * t38 + t58 * t40 - t42 * t63) + (t166 * t181 - t168 * t183);
    const Value t185 = 0.75 * t172 + (0.08125 * t173 + (t183 * t169 - t166 * t180));
    const Value t186 = t164 + (t182 * t32 - t42 * t184 + t34 * t185 + (t177 * t78 - t178 * t73)) + (t103 * t65 - t105 * t43 + t32 * t108 + (t79 * t114 - t74 * t115));
    const Value t187 = 2.5 * t154;
    const Value t188 = t156 * t187 + 2.5 * t162;
    const Value t189 = 2.5 * t155;
    const Value t190 = t189 * t155 + t154 * t187;
    const Value t191 = t189 * t156 - 2.5 * t161;
    const Value t192 = cosine[1] * t191 - (t190 * t15 + t14 * t188);
    const Value t193 = t2 * t159 - t163 * t3 - sine[1] * t165 - 0.7 * t192 + (t152 * t8 - t4 * t150 - sine[1] * t153 + (t72 * t144 - t68 * t142));
    const Value t194 = t73 * t179 - t177 * t69 + (t184 * t38 - t182 * t12 - t185 * t9) + (t193 + (t4 * t137 + (t138 * t11 - t9 * t135) + (t73 * t132 - t130 * t69)));
    const Value t195 = t130 + (t192 + t142) + t177 + t114;
    const Value t196 = sine[1] * t191 + (t3 * t188 + t190 * t2);
    const Value t197 = t152 * t20 - t16 * t150 + cosine[1] * t153 + (t68 * t143 - t144 * t77) + (t15 * t159 - t163 * t14 + cosine[1] * t165 - 0.7 * t196);
    const Value t198 = t197 + (t16 * t137 + (t138 * t23 + t21 * t135) + (t131 * t69 - t132 * t78)) + (t184 * t40 - t182 * t24 + t21 * t185 + (t178 * t69 - t179 * t78));
    const Value t199 = t144 + (t190 * sine[0] - cosine[0] * t188) + t132 + t179 + t116;
    const Value t200 = t178 + (t131 + (t143 - t196)) + t115;
    const Value t201 = 1e+01 * t78;
    const Value t202 = 0.018518518518518517 * (0.75 * t38 + t201 + (t201 - 1.75 * t4 + (t2 + 2.5 * t2)) + (0.28 * t39 + 2.0 * t79));
    const Value t203 = 1e+01 * t73;
    const Value t204 = 0.018518518518518517 * (2.5 * t15 + t15 + (t203 - 1.75 * t16) + (t203 + 0.75 * t40) + (2.0 * t74 + 0.28 * t41));
    const Value t205 = 1e+01 * t69;
    const Value t206 = 2.0 * t70 - 0.28 * t43 + (t205 - 1.75 * t30 + (2.0 * t68 + (7.0 + (7.0 - 2.5 * sine[0]))) + (t205 - 0.75 * t42));
    const Value t207 = 0.018518518518518517 * t206;
    const Value t208 = t70 * t115 - t116 * t79 + (t105 * t41 - t60 * t103 - t24 * t108) + t198 - (t200 * t207 - t199 * t202);
    const Value t209 = t194 + (t116 * t74 - t70 * t114 + (t103 * t53 + t105 * t39 - t12 * t108)) - (t199 * t204 - t207 * t195);
    h_dot[0] = t200;
    h_dot[1] = t195;
    h_dot[2] = t199;
    h_dot[3] = t209;
    h_dot[4] = t208;
    h_dot[5] = t186 - (t195 * t202 - t200 * t204);
  }
};
}  // namespace
void centroidal_momentum_matrix_dot_v(const Params& p, const double* q, const double* qd, double* h_dot) {
  evaluate(CentroidalMomentumMatrixDotVBody(), p, q, qd, h_dot);
}


// Built from: recursion: Newton-Euler program, grouped inertial parameters; J^T w added.
// 312 multiplications, 226 additions, 0 divisions, 12 function calls.
namespace {
struct InverseDynamicsWrenchBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, const Value* w, Value* tau) const {
    Value sine[6], cosine[6];
    const Value t0 = q[4] - 1.5707963267948966;
    const Value t1 = 1.5707963267948966 + q[0];
    sin_cos(sine, cosine, q[1], q[2], t0, q[3], q[5], t1);
    const Value t2 = sine[0] * qd[0];
    const Value t3 = t2 * qd[1];
    const Value t4 = t3 - qdd[0] * cosine[0];
    const Value t5 = cosine[0] * qd[0];
    const Value t6 = t5 * qd[1];
    const Value t7 = qdd[0] * sine[0] + t6;
    const Value t8 = t5 * sine[1] + t2 * cosine[1];
    const Value t9 = qdd[3] - (t8 * qd[2] + (t4 * cosine[1] + t7 * sine[1]));
    const Value t10 = t2 * sine[1];
    const Value t11 = t2 * t5;
    const Value t12 = t5 * cosine[1];
    const Value t13 = 0.5 * (t5 * t5 + qd[1] * qd[1]) + 9.81 * sine[0];
    const Value t14 = t10 - t12;
    const Value t15 = qd[3] + (t12 - t10);
    const Value t16 = t14 * qd[2] + (t4 * sine[1] - cosine[1] * t7);
    const Value t17 = t3 + t4;
    const Value t18 = qdd[1] + qdd[2];
    const Value t19 = qd[2] + qd[1];
    const Value t20 = cosine[3] * t19 + t8 * sine[3];
    const Value t21 = t20 * qd[3] + (sine[3] * t18 + t16 * cosine[3]);
    const Value t22 = t19 * sine[3] - cosine[3] * t8;
    const Value t23 = t22 * cosine[2] - sine[2] * t15;
    const Value t24 = qd[4] * t23 + (t9 * cosine[2] + sine[2] * t21);
    const Value t25 = t20 + qd[4];
    const Value t26 = t25 * t23;
    const Value t27 = t24 + t26;
    const Value t28 = qdd[5] - t24;
    const Value t29 = t14 * t8;
    const Value t30 = t14 * t19;
    const Value t31 = t18 + t29;
    const Value t32 = 0.5 * (qdd[1] + t11) - 9.81 * cosine[0];
    const Value t33 = t32 * sine[1] - cosine[1] * t13;
    const Value t34 = 0.35 * t31 + t33;
    const Value t35 = t30 + t16;
    const Value t36 = 0.35 * t35 + 0.5 * t17;
    const Value t37 = sine[3] * t34 + cosine[3] * t36;
    const Value t38 = cosine[3] * t34 - t36 * sine[3];
    const Value t39 = t8 * t8 + t19 * t19;
    const Value t40 = 0.35 * t39 + (t13 * sine[1] + t32 * cosine[1]);
    const Value t41 = t22 * sine[2] + t15 * cosine[2];
    const Value t42 = t25 * t25 + t41 * t41;
    const Value t43 = t23 * sine[4] + t25 * cosine[4];
    const Value t44 = cosine[4] * t23 - t25 * sine[4];
    const Value t45 = t41 * t23;
    const Value t46 = t43 * t44;
    const Value t47 = 0.053516666666666664 * t28 - 0.05101666666666667 * t46 - 0.28 * ((0.15 * t27 - t37) * cosine[4] + (t40 * sine[2] + t38 * cosine[2] - 0.15 * t42) * sine[4]);
    const Value t48 = t40 * cosine[2] - sine[2] * t38;
    const Value t49 = 0.28 * (t28 - t46);
    const Value t50 = cosine[0] * sine[5];
    const Value t51 = sine[0] * sine[5];
    const Value t52 = t50 * cosine[1] - t51 * sine[1];
    const Value t53 = t51 * cosine[1] + t50 * sine[1];
    const Value t54 = 0.5 * t50;
    const Value t55 = cosine[3] * t52 + sine[3] * cosine[5];
    const Value t56 = cosine[3] * cosine[5] - sine[3] * t52;
    const Value t57 = t55 * cosine[2] - sine[2] * t53;
    const Value t58 = t53 * cosine[2] + sine[2] * t55;
    const Value t59 = cosine[4] * t57 - t56 * sine[4];
    const Value t60 = t54 + 0.35 * t53;
    const Value t61 = 0.15 * t57 + t60;
    const Value t62 = t56 * cosine[4] + sine[4] * t57;
    const Value t63 = 0.28 * t59 + t61;
    const Value t64 = t63 - t61;
    const Value t65 = t63 - t60;
    const Value t66 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t67 = cosine[3] * t66;
    const Value t68 = sine[3] * t66;
    const Value t69 = cosine[0] * cosine[1];
    const Value t70 = sine[0] * sine[1];
    const Value t71 = t69 - t70;
    const Value t72 = t67 * sine[2] - t71 * cosine[2];
    const Value t73 = t67 * cosine[2] + sine[2] * t71;
    const Value t74 = 0.7 - 0.5 * sine[0];
    const Value t75 = t74 - 0.35 * (t70 - t69);
    const Value t76 = t75 - 0.15 * t73;
    const Value t77 = t73 * cosine[4] + t68 * sine[4];
    const Value t78 = t73 * sine[4] - t68 * cosine[4];
    const Value t79 = t76 - 0.28 * t77;
    const Value t80 = t79 - t76;
    const Value t81 = t79 - t75;
    const Value t82 = t79 - t74;
    const Value t83 = t79 - 0.7;
    const Value t84 = cosine[0] * cosine[5];
    const Value t85 = sine[0] * cosine[5];
    const Value t86 = t84 * cosine[1] - t85 * sine[1];
    const Value t87 = t84 * sine[1] + t85 * cosine[1];
    const Value t88 = 0.5 * t84;
    const Value t89 = cosine[3] * t86 - sine[3] * sine[5];
    const Value t90 = sine[3] * t86 + cosine[3] * sine[5];
    const Value t91 = cosine[2] * t89 - t87 * sine[2];
    const Value t92 = sine[2] * t89 + t87 * cosine[2];
    const Value t93 = cosine[4] * t90 - sine[4] * t91;
    const Value t94 = cosine[4] * t91 + sine[4] * t90;
    const Value t95 = w[1] * t93 + w[0] * t94 - w[2] * t92;
    const Value t96 = w[4] * t93 + t94 * w[3] - t92 * w[5];
    const Value t97 = 0.35 * t87 + t88;
    const Value t98 = t97 + 0.15 * t91;
    const Value t99 = t98 + 0.28 * t94;
    const Value t100 = t99 - t98;
    const Value t101 = t99 - t97;
    const Value t102 = w[0] * t59 - t62 * w[1] - w[2] * t58;
    const Value t103 = t59 * w[3] - t62 * w[4] - t58 * w[5];
    const Value t104 = w[2] * t72 + (w[1] * t78 - w[0] * t77);
    const Value t105 = t102 * (t72 * t100 + t80 * t92) + (qd[5] * p.b6 + t47 - (t72 * t64 + t80 * t58) * t95) + (t58 * t100 - t92 * t64) * t104;
    const Value t106 = w[4] * t78 - w[3] * t77 + t72 * w[5];
    const Value t107 = t21 * cosine[2] - sine[2] * t9 - qd[4] * t41;
    const Value t108 = 0.13875 * t9 - 0.12625 * (t20 * t22);
    const Value t109 = cosine[3] * t18 - t16 * sine[3] - t22 * qd[3] + qdd[4];
    const Value t110 = qd[5] - t41;
    const Value t111 = 0.05101666666666667 * (t107 * cosine[4] - t109 * sine[4] - qd[5] * t43) + 0.053516666666666664 * (t110 * t43);
    const Value t112 = 0.28 * (t43 * t43 + t110 * t110);
    const Value t113 = t110 * t44;
    const Value t114 = t113 + (t109 * cosine[4] + t107 * sine[4] + qd[5] * t44);
    const Value t115 = 1.05 * t42 + (sine[4] * t49 + t112 * cosine[4]);
    const Value t116 = t112 * sine[4] - cosine[4] * t49;
    const Value t117 = t47 + (1.05 * t37 - 0.24 * t26) - 0.15 * t116;
    const Value t118 = 1.05 * t27 + t116;
    const Value t119 = t109 - t45;
    const Value t120 = 0.10453333333333334 * t113 + 0.28 * (0.15 * t119 + t48);
    const Value t121 = 1.05 * t48 + (0.17976666666666666 * t109 - 0.06023333333333333 * t45) + (t111 * sine[4] + t120 * cosine[4]);
    const Value t122 = t120 * sine[4] - t111 * cosine[4] - (0.06023333333333333 * t107 + 0.17976666666666666 * (t25 * t41));
    const Value t123 = t122 * cosine[2] - t117 * sine[2] + (0.13875 * (t20 * t15) + 0.12625 * t21);
    const Value t124 = t122 * sine[2] + t117 * cosine[2];
    const Value t125 = 0.0025 * (t19 * t8) + (t124 - t108);
    const Value t126 = p.b4 * qd[3] + (t108 - t124) + (t53 * t81 - t65 * t71) * t95 + (t71 * t101 - t87 * t81) * t102 + t104 * (t87 * t65 - t53 * t101);
    const Value t127 = 0.042 * t114 + t121;
    const Value t128 = (t68 * t101 + t90 * t81) * t102 + ((t56 * t81 - t68 * t65) * t95 + (p.b5 * qd[4] + t127)) - t104 * (t56 * t101 + t65 * t90);
    const Value t129 = t127 - 0.0125 * (t22 * t15);
    const Value t130 = 1.05 * t119 + 0.28 * t114;
    const Value t131 = t130 * sine[2] + t115 * cosine[2];
    const Value t132 = t118 * sine[3] + cosine[3] * t131;
    const Value t133 = 5.95 * t33 + (1.8875 * t18 + 1.885 * t29) + (cosine[3] * t129 + t123 * sine[3]) - 0.35 * t132;
    const Value t134 = 6.827083333333333 * t11 + 6.839583333333334 * qdd[1] - 142.245 * cosine[0] + t133 + 0.5 * ((5.95 * t31 - t132) * sine[1] + cosine[1] * (t130 * cosine[2] - t115 * sine[2] + 5.95 * t39));
    const Value t135 = t95 * (t82 * cosine[5]) + (p.b3 * qd[2] + t133) + t82 * sine[5] * t102 - ((t63 - t54) * sine[5] + (t99 - t88) * cosine[5]) * t104;
    const Value t136 = p.b2 * qd[1] + t134 + t83 * cosine[5] * t95 + sine[5] * t83 * t102 - t104 * (sine[5] * t63 + t99 * cosine[5]);
    const Value t137 = cosine[3] * t118 - sine[3] * t131;
    const Value t138 = 1.8875 * t30 + 1.885 * t16 + 2.975 * t17 + (cosine[3] * t123 - t129 * sine[3]) - 0.35 * t137;
    const Value t139 = (t138 * sine[1] + t125 * cosine[1] + 13.666666666666666 * t3 - 0.5 * (t137 - 5.95 * t35)) * cosine[0];
    const Value t140 = t139 + sine[0] * (t138 * cosine[1] - t125 * sine[1] + (6.827083333333333 * t7 - 6.839583333333334 * t6));
    const Value t141 = sine[5] * t96;
    const Value t142 = t103 * cosine[5];
    tau[0] = t106 + (t99 * t102 + (qd[0] * p.b1 + (6.867083333333333 * qdd[0] - t140) - t63 * t95));
    tau[1] = t136 - t141 + t142;
    tau[2] = t135 - t141 + t142;
    tau[3] = t103 * t53 + (t87 * t96 + t126) + t106 * t71;
    tau[4] = t56 * t103 + (t128 - t96 * t90) + t68 * t106;
    tau[5] = t106 * t72 + (t105 - t92 * t96 - t103 * t58);
  }
};
}  // namespace
void inverse_dynamics_wrench(const Params& p, const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  evaluate(InverseDynamicsWrenchBody(), p, q, qd, qdd, w, tau);
}


// Built from: recursion: Newton-Euler program with link wrenches, grouped inertial parameters.
// 184 multiplications, 161 additions, 0 divisions, 10 function calls.
namespace {
struct InverseDynamicsExternalBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, const Value* fext, Value* tau) const {
    Value sine[5], cosine[5];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[1], q[2], t0, q[3], q[5]);
    const Value t1 = sine[0] * qd[0];
    const Value t2 = t1 * qd[1];
    const Value t3 = t2 - qdd[0] * cosine[0];
    const Value t4 = cosine[0] * qd[0];
    const Value t5 = t4 * qd[1];
    const Value t6 = qdd[0] * sine[0] + t5;
    const Value t7 = t4 * sine[1] + t1 * cosine[1];
    const Value t8 = qdd[3] - (t7 * qd[2] + (t3 * cosine[1] + t6 * sine[1]));
    const Value t9 = t1 * sine[1];
    const Value t10 = t1 * t4;
    const Value t11 = t4 * cosine[1];
    const Value t12 = 0.5 * (t4 * t4 + qd[1] * qd[1]) + 9.81 * sine[0];
    const Value t13 = t9 - t11;
    const Value t14 = qd[3] + (t11 - t9);
    const Value t15 = t13 * qd[2] + (t3 * sine[1] - cosine[1] * t6);
    const Value t16 = t2 + t3;
    const Value t17 = qdd[1] + qdd[2];
    const Value t18 = qd[2] + qd[1];
    const Value t19 = cosine[3] * t18 + t7 * sine[3];
    const Value t20 = t19 * qd[3] + (sine[3] * t17 + t15 * cosine[3]);
    const Value t21 = t18 * sine[3] - cosine[3] * t7;
    const Value t22 = t21 * cosine[2] - sine[2] * t14;
    const Value t23 = qd[4] * t22 + (t8 * cosine[2] + sine[2] * t20);
    const Value t24 = t19 + qd[4];
    const Value t25 = t24 * t22;
    const Value t26 = t23 + t25;
    const Value t27 = qdd[5] - t23;
    const Value t28 = t13 * t7;
    const Value t29 = t13 * t18;
    const Value t30 = t17 + t28;
    const Value t31 = 0.5 * (qdd[1] + t10) - 9.81 * cosine[0];
    const Value t32 = t31 * sine[1] - cosine[1] * t12;
    const Value t33 = 0.35 * t30 + t32;
    const Value t34 = t29 + t15;
    const Value t35 = 0.35 * t34 + 0.5 * t16;
    const Value t36 = sine[3] * t33 + cosine[3] * t35;
    const Value t37 = cosine[3] * t33 - t35 * sine[3];
    const Value t38 = t7 * t7 + t18 * t18;
    const Value t39 = 0.35 * t38 + (t12 * sine[1] + t31 * cosine[1]);
    const Value t40 = t21 * sine[2] + t14 * cosine[2];
    const Value t41 = t24 * t24 + t40 * t40;
    const Value t42 = t22 * sine[4] + t24 * cosine[4];
    const Value t43 = cosine[4] * t22 - t24 * sine[4];
    const Value t44 = t40 * t22;
    const Value t45 = t42 * t43;
    const Value t46 = 0.053516666666666664 * t27 - 0.05101666666666667 * t45 - 0.28 * ((0.15 * t26 - t36) * cosine[4] + (t39 * sine[2] + t37 * cosine[2] - 0.15 * t41) * sine[4]);
    const Value t47 = t39 * cosine[2] - sine[2] * t37;
    const Value t48 = 0.28 * (t27 - t45) - fext[31];
    const Value t49 = t46 - (fext[35] + 0.28 * fext[31]);
    const Value t50 = cosine[3] * t17 - t15 * sine[3] - t21 * qd[3] + qdd[4];
    const Value t51 = t50 - t44;
    const Value t52 = qd[5] - t40;
    const Value t53 = t52 * t43;
    const Value t54 = 0.10453333333333334 * t53 + 0.28 * (0.15 * t51 + t47) + (fext[34] - 0.28 * fext[32]);
    const Value t55 = t20 * cosine[2] - sine[2] * t8 - qd[4] * t40;
    const Value t56 = 0.28 * (t53 + (t50 * cosine[4] + t55 * sine[4] + qd[5] * t43)) - fext[32];
    const Value t57 = 1.05 * t51 + t56 - fext[26];
    const Value t58 = 0.05101666666666667 * (t55 * cosine[4] - t50 * sine[4] - qd[5] * t42) + 0.053516666666666664 * (t52 * t42);
    const Value t59 = 0.28 * (t42 * t42 + t52 * t52) + fext[30];
    const Value t60 = fext[33] + t58;
    const Value t61 = cosine[4] * t54 + t60 * sine[4] + (1.05 * t47 + (0.17976666666666666 * t50 - 0.06023333333333333 * t44));
    const Value t62 = sine[4] * t54 - t60 * cosine[4] - (0.06023333333333333 * t55 + 0.17976666666666666 * (t24 * t40)) - fext[27];
    const Value t63 = t61 + 0.15 * t56 - (0.15 * fext[26] - fext[28]);
    const Value t64 = 1.05 * t41 + (sine[4] * t48 + t59 * cosine[4]) + fext[24];
    const Value t65 = t59 * sine[4] - cosine[4] * t48;
    const Value t66 = t49 + (1.05 * t36 - 0.24 * t25) - 0.15 * t65 - (fext[29] + 0.15 * fext[25]);
    const Value t67 = t65 + 1.05 * t26 + fext[25] - fext[20];
    const Value t68 = 0.13875 * t8 - 0.12625 * (t19 * t21) - (sine[2] * t62 + t66 * cosine[2]) + fext[22];
    const Value t69 = t62 * cosine[2] - t66 * sine[2] + (0.13875 * (t19 * t14) + 0.12625 * t20) - fext[21];
    const Value t70 = t63 - 0.0125 * (t21 * t14) - fext[23];
    const Value t71 = fext[17] + (0.0025 * (t18 * t7) - t68);
    const Value t72 = fext[18] + (t57 * sine[2] + t64 * cosine[2]);
    const Value t73 = t67 * sine[3] + cosine[3] * t72;
    const Value t74 = cosine[1] * (5.95 * t38 - (t64 * sine[2] - t57 * cosine[2] + fext[19]) + fext[14]) + (5.95 * t30 - t73 - fext[12]) * sine[1];
    const Value t75 = 5.95 * t32 + (1.8875 * t17 + 1.885 * t28) + (sine[3] * t69 + cosine[3] * t70) - 0.35 * t73 - fext[16];
    const Value t76 = t75 + (6.827083333333333 * t10 + 6.839583333333334 * qdd[1] - 142.245 * cosine[0]) + 0.5 * t74 - (fext[11] + 0.5 * fext[7]);
    const Value t77 = cosine[3] * t67 - sine[3] * t72;
    const Value t78 = 1.8875 * t29 + 1.885 * t15 + 2.975 * t16 + (cosine[3] * t69 - sine[3] * t70) - 0.35 * t77 - fext[15];
    const Value t79 = t71 * cosine[1] + t78 * sine[1] + 13.666666666666666 * t2 - 0.5 * (t77 - 5.95 * t34 - fext[13]) - (fext[10] - 0.5 * fext[8]);
    const Value t80 = sine[0] * (6.827083333333333 * t6 - 6.839583333333334 * t5 + (t78 * cosine[1] - t71 * sine[1]) - fext[9]);
    tau[0] = qd[0] * p.b1 + (fext[4] + (6.867083333333333 * qdd[0] - (t79 * cosine[0] + t80)));
    tau[1] = p.b2 * qd[1] + t76;
    tau[2] = t75 + p.b3 * qd[2];
    tau[3] = p.b4 * qd[3] + t68;
    tau[4] = p.b5 * qd[4] + t63;
    tau[5] = qd[5] * p.b6 + t49;
  }
};
}  // namespace
void inverse_dynamics_external(const Params& p, const double* q, const double* qd, const double* qdd, const double* fext, double* tau) {
  evaluate(InverseDynamicsExternalBody(), p, q, qd, qdd, fext, tau);
}


// Built from: dtau_dq: derivatives of tau's program (recursion: Newton-Euler program, grouped inertial parameters); dtau_dqd: derivatives of tau's program (recursion: Newton-Euler program, grouped inertial parameters).
// 1139 multiplications, 875 additions, 0 divisions, 10 function calls.
namespace {
struct InverseDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, Value* dtau_dq, Value* dtau_dqd) const {
    Value sine[5], cosine[5];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[1], q[2], q[3], t0, q[5]);
    const Value t1 = cosine[0] * qd[0];
    const Value t2 = sine[0] * qd[0];
    const Value t3 = t1 * sine[1] + t2 * cosine[1];
    const Value t4 = cosine[2] * t3;
    const Value t5 = qd[2] + qd[1];
    const Value t6 = t5 * sine[2];
    const Value t7 = t6 - t4;
    const Value t8 = t4 - t6;
    const Value t9 = t7 * cosine[3];
    const Value t10 = t1 * cosine[1];
    const Value t11 = t2 * sine[1];
    const Value t12 = t10 - t11;
    const Value t13 = t11 - t10;
    const Value t14 = qd[3] + t12;
    const Value t15 = sine[3] * t14;
    const Value t16 = t9 - t15;
    const Value t17 = t15 - t9;
    const Value t18 = cosine[2] * t5 + t3 * sine[2];
    const Value t19 = t18 + qd[4];
    const Value t20 = cosine[4] * t16 - t19 * sine[4];
    const Value t21 = t16 * sine[4] + t19 * cosine[4];
    const Value t22 = cosine[4] * t20 - t21 * sine[4];
    const Value t23 = t16 + t16;
    const Value t24 = t19 + t19;
    const Value t25 = 0.053516666666666664 * t17 - 0.05101666666666667 * t22 - 0.28 * (0.15 * t23 * cosine[4] - sine[4] * (0.15 * t24));
    const Value t26 = 0.28 * (t17 - t22);
    const Value t27 = sine[3] * sine[4];
    const Value t28 = sine[3] * cosine[4];
    const Value t29 = t27 * t20 + t21 * t28;
    const Value t30 = t18 * sine[3];
    const Value t31 = qd[4] * sine[3];
    const Value t32 = t31 - t30;
    const Value t33 = t7 * sine[3] + t14 * cosine[3];
    const Value t34 = t33 * cosine[3];
    const Value t35 = t34 + t34;
    const Value t36 = t19 * sine[3];
    const Value t37 = t30 - t31 - t36;
    const Value t38 = 0.053516666666666664 * t32 + 0.05101666666666667 * t29 - 0.28 * (0.15 * t37 * cosine[4] - 0.15 * t35 * sine[4]);
    const Value t39 = 0.28 * (t32 + t29);
    const Value t40 = sine[2] * sine[3];
    const Value t41 = t33 * t40;
    const Value t42 = t19 * cosine[2];
    const Value t43 = t42 + t42 + (t41 + t41);
    const Value t44 = 0.15 * t43;
    const Value t45 = t13 + t13;
    const Value t46 = 0.35 * t45;
    const Value t47 = sine[2] * t46;
    const Value t48 = t5 + t5;
    const Value t49 = 0.35 * t48;
    const Value t50 = t13 * cosine[2] + cosine[2] * qd[3];
    const Value t51 = t3 * cosine[3];
    const Value t52 = sine[2] * cosine[3];
    const Value t53 = qd[4] * t52 + (t50 * sine[3] - t51);
    const Value t54 = cosine[2] * t16 + t19 * t52;
    const Value t55 = t53 + t54;
    const Value t56 = 0.24 * t54;
    const Value t57 = 0.15 * t55;
    const Value t58 = cosine[2] * t46;
    const Value t59 = t52 * cosine[4] - cosine[2] * sine[4];
    const Value t60 = cosine[2] * cosine[4] + t52 * sine[4];
    const Value t61 = t16 * t40 + t52 * t33;
    const Value t62 = t21 * t59 + t20 * t60;
    const Value t63 = 0.053516666666666664 * t53 + 0.05101666666666667 * t62;
    const Value t64 = 0.28 * (t62 + t53);
    const Value t65 = 0.28 * (sine[4] * (t49 * sine[3] - t47 * cosine[3] - t44) + (t57 - t58) * cosine[4]) + t63;
    const Value t66 = t47 * sine[3] + t49 * cosine[3];
    const Value t67 = t2 + t2;
    const Value t68 = 0.5 * t67 + t46;
    const Value t69 = 0.5 * (qd[1] + qd[1]);
    const Value t70 = t49 + t69 * sine[1];
    const Value t71 = t69 * cosine[1];
    const Value t72 = t68 * sine[2] + cosine[2] * t71;
    const Value t73 = cosine[2] * t68 - sine[2] * t71;
    const Value t74 = 0.28 * (sine[4] * (sine[3] * t70 - t72 * cosine[3] - t44) + (t57 - t73) * cosine[4]) + t63;
    const Value t75 = t72 * sine[3] + t70 * cosine[3];
    const Value t76 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t77 = sine[0] * sine[1];
    const Value t78 = cosine[0] * cosine[1];
    const Value t79 = t77 - t78;
    const Value t80 = t78 - t77;
    const Value t81 = t13 * t76 + t79 * t3;
    const Value t82 = t2 * cosine[0] + sine[0] * t1;
    const Value t83 = 0.5 * t82;
    const Value t84 = cosine[0] * t1;
    const Value t85 = 0.5 * (t84 + t84);
    const Value t86 = t83 * sine[1] - t85 * cosine[1];
    const Value t87 = t86 + 0.35 * t81;
    const Value t88 = sine[0] * qd[1];
    const Value t89 = cosine[0] * qd[1];
    const Value t90 = t79 * qd[2] + (t88 * sine[1] - t89 * cosine[1]);
    const Value t91 = t79 * t5;
    const Value t92 = t90 + t91;
    const Value t93 = t88 + t88;
    const Value t94 = 0.5 * t93 + 0.35 * t92;
    const Value t95 = cosine[2] * t87 - sine[2] * t94;
    const Value t96 = cosine[2] * t94 + t87 * sine[2];
    const Value t97 = t3 * t76;
    const Value t98 = t97 + t97;
    const Value t99 = 0.35 * t98 + (t83 * cosine[1] + t85 * sine[1]);
    const Value t100 = t80 * cosine[3];
    const Value t101 = cosine[2] * t76;
    const Value t102 = t101 * sine[3];
    const Value t103 = t100 - t102;
    const Value t104 = t102 - t100;
    const Value t105 = t33 * t103;
    const Value t106 = sine[2] * t76;
    const Value t107 = t19 * t106;
    const Value t108 = t105 + t105 + (t107 + t107);
    const Value t109 = t101 * cosine[3] + sine[3] * t80;
    const Value t110 = t106 * t16 - t19 * t109;
    const Value t111 = t90 * cosine[2] + t106 * qd[3];
    const Value t112 = t76 * qd[2] + (t89 * sine[1] + t88 * cosine[1]);
    const Value t113 = sine[3] * t111 - t112 * cosine[3];
    const Value t114 = t109 * qd[4];
    const Value t115 = t110 + (t113 - t114);
    const Value t116 = t114 - t113;
    const Value t117 = t106 * cosine[4] - t109 * sine[4];
    const Value t118 = t109 * cosine[4] + t106 * sine[4];
    const Value t119 = t103 * t16 - t109 * t33;
    const Value t120 = t117 * t20 - t21 * t118;
    const Value t121 = 0.053516666666666664 * t116 - 0.05101666666666667 * t120 - 0.28 * ((t95 * cosine[3] + sine[3] * t99 - 0.15 * t108) * sine[4] + (0.15 * t115 - t96) * cosine[4]);
    const Value t122 = cosine[3] * t99 - t95 * sine[3];
    const Value t123 = 0.28 * (t116 - t120);
    const Value t124 = 0.053516666666666664 * t21 - 0.05101666666666667 * t21;
    const Value t125 = 0.10453333333333334 * t20;
    const Value t126 = t20 + t20;
    const Value t127 = t125 * cosine[4] + t124 * sine[4] + 0.042 * t126;
    const Value t128 = t125 * sine[4] - t124 * cosine[4];
    const Value t129 = 0.28 * t126;
    const Value t130 = qd[5] - t33;
    const Value t131 = t33 * cosine[4];
    const Value t132 = 0.053516666666666664 * (t130 * cosine[4]) - 0.05101666666666667 * (t131 + qd[5] * cosine[4]);
    const Value t133 = t130 * sine[4];
    const Value t134 = 0.10453333333333334 * t133;
    const Value t135 = t33 * sine[4];
    const Value t136 = t135 + qd[5] * sine[4] + t133;
    const Value t137 = sine[4] * t132 - cosine[4] * t134 - 0.042 * t136;
    const Value t138 = sine[4] * t134 + cosine[4] * t132 + (0.17976666666666666 * t33 - 0.06023333333333333 * t33);
    const Value t139 = 0.28 * t136;
    const Value t140 = t16 * cosine[3] - sine[3] * t33;
    const Value t141 = t8 - t140;
    const Value t142 = t130 * t28 + t20 * cosine[3];
    const Value t143 = 0.042 * t141 - 0.10453333333333334 * t142;
    const Value t144 = t18 * cosine[3];
    const Value t145 = t144 - qd[4] * cosine[3];
    const Value t146 = t8 * sine[4];
    const Value t147 = 0.05101666666666667 * (qd[5] * t27 + (t145 * cosine[4] - t146)) - 0.053516666666666664 * (t21 * cosine[3] + t130 * t27);
    const Value t148 = t21 * t27;
    const Value t149 = cosine[4] * t144 - t146;
    const Value t150 = t8 * cosine[4];
    const Value t151 = t150 + t145 * sine[4] - qd[5] * t28 - t142;
    const Value t152 = 0.042 * t151 + (0.17976666666666666 * t8 - 0.06023333333333333 * t140 + (cosine[4] * t143 + t147 * sine[4]));
    const Value t153 = sine[4] * t143 - cosine[4] * t147 - (0.17976666666666666 * (t19 * cosine[3]) + 0.06023333333333333 * t145);
    const Value t154 = 1.05 * t141 + 0.28 * t151;
    const Value t155 = t150 + t144 * sine[4];
    const Value t156 = t13 * sine[2] + sine[2] * qd[3];
    const Value t157 = t61 + t156;
    const Value t158 = 0.06023333333333333 * t61 + 0.17976666666666666 * t156;
    const Value t159 = 0.15 * t157;
    const Value t160 = t130 * t59 - t20 * t40;
    const Value t161 = 0.10453333333333334 * t160;
    const Value t162 = 0.28 * (t66 - t159) + t161;
    const Value t163 = t161 + 0.28 * (t75 - t159);
    const Value t164 = t3 * sine[3];
    const Value t165 = t164 + t50 * cosine[3] - qd[4] * t40;
    const Value t166 = sine[4] * t165 - cosine[4] * t156 + qd[5] * t59 + t160;
    const Value t167 = 0.053516666666666664 * (t130 * t60 - t21 * t40) + 0.05101666666666667 * (cosine[4] * t165 + sine[4] * t156 - qd[5] * t60);
    const Value t168 = t21 * t60;
    const Value t169 = 0.17976666666666666 * (t19 * t40 + cosine[2] * t33) + 0.06023333333333333 * t165;
    const Value t170 = t130 * t40;
    const Value t171 = 0.28 * (t168 + t168 - (t170 + t170));
    const Value t172 = 0.12625 * t50 + 0.13875 * (cosine[2] * t14);
    const Value t173 = 1.05 * t43 + (t171 * cosine[4] - t64 * sine[4]);
    const Value t174 = t171 * sine[4] + cosine[4] * t64;
    const Value t175 = 0.28 * t166 - 1.05 * t157;
    const Value t176 = 0.042 * t166;
    const Value t177 = 1.05 * t55 + t174;
    const Value t178 = 0.15 * t174;
    const Value t179 = 1.05 * t58 - t56 - t65 - t178;
    const Value t180 = 1.05 * t73 - t56 - t74 - t178;
    const Value t181 = t167 * sine[4];
    const Value t182 = t176 + (cosine[4] * t162 + t181 + (1.05 * t66 - t158));
    const Value t183 = 1.05 * t75 - t158 + (t163 * cosine[4] + t181) + t176;
    const Value t184 = cosine[4] * t167;
    const Value t185 = sine[4] * t162 - t184 - t169;
    const Value t186 = t163 * sine[4] - t184 - t169;
    const Value t187 = t101 * qd[3] - t90 * sine[2];
    const Value t188 = t187 - t119;
    const Value t189 = t104 * t20 - t130 * t118;
    const Value t190 = 0.10453333333333334 * t189 + 0.28 * (0.15 * t188 + t122);
    const Value t191 = t112 * sine[3] + t111 * cosine[3] - qd[4] * t103;
    const Value t192 = t191 * sine[4] + t187 * cosine[4] - qd[5] * t118 + t189;
    const Value t193 = 0.28 * t192 + 1.05 * t188;
    const Value t194 = 0.05101666666666667 * (t191 * cosine[4] - t187 * sine[4] - qd[5] * t117) + 0.053516666666666664 * (t117 * t130 + t104 * t21);
    const Value t195 = t194 * sine[4] + t190 * cosine[4] + (0.17976666666666666 * t187 - 0.06023333333333333 * t119 + 1.05 * t122);
    const Value t196 = t190 * sine[4] - t194 * cosine[4] - (0.06023333333333333 * t191 + 0.17976666666666666 * (t106 * t33 + t19 * t103));
    const Value t197 = t195 + 0.042 * t192;
    const Value t198 = t117 * t21;
    const Value t199 = t104 * t130;
    const Value t200 = 0.28 * (t198 + t198 + (t199 + t199));
    const Value t201 = t200 * cosine[4] + t123 * sine[4] + 1.05 * t108;
    const Value t202 = t200 * sine[4] - t123 * cosine[4];
    const Value t203 = t121 + (1.05 * t96 - 0.24 * t110) - 0.15 * t202;
    const Value t204 = 1.05 * t115 + t202;
    const Value t205 = 0.12625 * (t106 * t7 - t18 * t101) + 0.13875 * t112 + (t203 * cosine[3] + sine[3] * t196);
    const Value t206 = t196 * cosine[3] - sine[3] * t203 + (0.13875 * (t106 * t14 + t18 * t80) + 0.12625 * t111);
    const Value t207 = t197 - 0.0125 * (t7 * t80 - t101 * t14);
    const Value t208 = 0.0025 * (t5 * t76) + t205;
    const Value t209 = 0.28 * (t130 + t130);
    const Value t210 = t209 * sine[4];
    const Value t211 = cosine[4] * t209;
    const Value t212 = 0.15 * t210;
    const Value t213 = t212 * cosine[3];
    const Value t214 = t128 * cosine[3] + t212 * sine[3];
    const Value t215 = t128 * sine[3];
    const Value t216 = t21 * cosine[4];
    const Value t217 = 0.28 * (t216 + t216);
    const Value t218 = t26 * sine[4] + t217 * cosine[4] + 1.05 * t24;
    const Value t219 = t217 * sine[4] - t26 * cosine[4];
    const Value t220 = 1.05 * t23 + t219;
    const Value t221 = t25 - 0.24 * t16 - 0.15 * t219;
    const Value t222 = t221 * cosine[3];
    const Value t223 = t221 * sine[3] + t138 * cosine[3];
    const Value t224 = t138 * sine[3];
    const Value t225 = t130 * cosine[3];
    const Value t226 = 0.28 * (t148 + t148 + (t225 + t225));
    const Value t227 = 1.05 * t35 + (t39 * sine[4] - t226 * cosine[4]);
    const Value t228 = t226 * sine[4] + t39 * cosine[4];
    const Value t229 = 0.24 * t36 + t38 + 0.15 * t228;
    const Value t230 = 1.05 * t37 - t228;
    const Value t231 = t229 * cosine[3] + sine[3] * t153;
    const Value t232 = 0.12625 * t18 + 0.13875 * t18 + (t153 * cosine[3] - sine[3] * t229);
    const Value t233 = 0.13875 * t3 + 0.12625 * (t18 * sine[2] + cosine[2] * t7);
    const Value t234 = sine[3] * t185 + t179 * cosine[3] + t233;
    const Value t235 = t172 + (t185 * cosine[3] - sine[3] * t179);
    const Value t236 = t233 + (t180 * cosine[3] + sine[3] * t186);
    const Value t237 = t172 + (t186 * cosine[3] - t180 * sine[3]);
    const Value t238 = t211 * cosine[3] + t129 * sine[3];
    const Value t239 = cosine[2] * t238 + sine[2] * t210;
    const Value t240 = cosine[2] * t210 - sine[2] * t238;
    const Value t241 = t214 * sine[2] + cosine[2] * t127 - 0.35 * t239;
    const Value t242 = cosine[2] * t214 - sine[2] * t127 - 0.35 * t240;
    const Value t243 = t218 * cosine[3] - t139 * sine[3];
    const Value t244 = sine[2] * t220 + cosine[2] * t243;
    const Value t245 = cosine[2] * t220 - sine[2] * t243;
    const Value t246 = cosine[2] * t137 - t223 * sine[2] - 0.35 * t244;
    const Value t247 = 0.35 * t245 + (sine[2] * t137 + t223 * cosine[2]);
    const Value t248 = t152 - 0.0125 * t7;
    const Value t249 = t227 * cosine[3] + sine[3] * t154;
    const Value t250 = sine[2] * t230 + cosine[2] * t249;
    const Value t251 = cosine[2] * t230 - sine[2] * t249;
    const Value t252 = t232 * sine[2] + cosine[2] * t248 - 0.35 * t250;
    const Value t253 = cosine[2] * t232 - sine[2] * t248 - 0.35 * t251;
    const Value t254 = cosine[0] * (cosine[1] * t231 + t253 * sine[1] - 0.5 * t251) + (t253 * cosine[1] - t231 * sine[1]) * sine[0];
    const Value t255 = 0.0125 * (sine[2] * t14);
    const Value t256 = t182 - t255;
    const Value t257 = t183 - t255;
    const Value t258 = t173 * cosine[3] + t175 * sine[3];
    const Value t259 = t177 * sine[2] + cosine[2] * t258;
    const Value t260 = 0.5 * ((5.95 * t48 + (t175 * cosine[3] - t173 * sine[3])) * cosine[1] - t259 * sine[1]);
    const Value t261 = t177 * cosine[2] - sine[2] * t258;
    const Value t262 = 0.35 * t259;
    const Value t263 = sine[2] * t237 + cosine[2] * t257 - 5.95 * t71 - t262;
    const Value t264 = cosine[2] * t256 + t235 * sine[2] - t262;
    const Value t265 = 0.5 * (t261 - 5.95 * t45);
    const Value t266 = 0.35 * t261;
    const Value t267 = t201 * cosine[3] + t193 * sine[3];
    const Value t268 = sine[2] * t204 + cosine[2] * t267;
    const Value t269 = cosine[2] * t204 - sine[2] * t267;
    const Value t270 = 2.975 * t93 + (1.8875 * t91 + 1.885 * t90) + (cosine[2] * t206 - sine[2] * t207) - 0.35 * t269;
    const Value t271 = t206 * sine[2] + cosine[2] * t207 + (1.885 * t81 + 5.95 * t86) - 0.35 * t268;
    const Value t272 = 0.5 * ((5.95 * t81 - t268) * sine[1] + (t193 * cosine[3] - t201 * sine[3] + 5.95 * t98) * cosine[1]) + (6.827083333333333 * t82 + t271);
    const Value t273 = cosine[0] * (t208 * cosine[1] + t270 * sine[1] + 13.666666666666666 * t88 - 0.5 * (t269 - 5.95 * t92));
    const Value t274 = (t270 * cosine[1] - t208 * sine[1] + (6.827083333333333 * t89 - 6.839583333333334 * t89)) * sine[0] + t273;
    const Value t275 = t215 - t213;
    const Value t276 = (t242 * cosine[1] - t275 * sine[1]) * sine[0] + (cosine[1] * t275 + t242 * sine[1] - 0.5 * t240) * cosine[0];
    const Value t277 = t222 - t224;
    const Value t278 = (t247 * cosine[1] + t277 * sine[1]) * sine[0] - cosine[0] * (t277 * cosine[1] - t247 * sine[1] - 0.5 * t245);
    const Value t279 = 1.8875 * t13 + 1.885 * t13;
    const Value t280 = t279 + 2.975 * t67 + (cosine[2] * t237 - t257 * sine[2]) - t266;
    const Value t281 = cosine[2] * t235 - t256 * sine[2] + t279 - t266;
    const Value t282 = 0.0025 * t3;
    const Value t283 = t282 + t234;
    const Value t284 = cosine[0] * (cosine[1] * t283 + t281 * sine[1] - t265) + (t281 * cosine[1] - t283 * sine[1]) * sine[0];
    const Value t285 = t282 + t236;
    const Value t286 = cosine[0] * (t280 * sine[1] + t285 * cosine[1] + 13.666666666666666 * t2 - t265) + sine[0] * (t280 * cosine[1] - t285 * sine[1] + (6.827083333333333 * t1 - 6.839583333333334 * t1));
    const Value t287 = t3 * t3;
    const Value t288 = t287 + t5 * t5;
    const Value t289 = t287 + t13 * t12;
    const Value t290 = t1 * t1;
    const Value t291 = 9.81 * sine[0];
    const Value t292 = 0.5 * (t290 + qd[1] * qd[1]) + t291;
    const Value t293 = t290 - t2 * t2;
    const Value t294 = t291 + 0.5 * t293;
    const Value t295 = t2 * t1;
    const Value t296 = t2 * qd[1];
    const Value t297 = t1 * qd[1];
    const Value t298 = 9.81 * cosine[0];
    const Value t299 = 0.5 * (qdd[1] + t295) - t298;
    const Value t300 = t298 - 0.5 * (t295 + t295);
    const Value t301 = t292 * sine[1] + t299 * cosine[1];
    const Value t302 = t299 * sine[1];
    const Value t303 = cosine[1] * t292;
    const Value t304 = 0.35 * t288 + t301;
    const Value t305 = qdd[1] + qdd[2];
    const Value t306 = t305 + t13 * t3;
    const Value t307 = 0.35 * t306 + (t302 - t303);
    const Value t308 = qdd[0] * cosine[0];
    const Value t309 = t296 - t308;
    const Value t310 = t308 - t296;
    const Value t311 = t309 * sine[1];
    const Value t312 = qdd[0] * sine[0] + t297;
    const Value t313 = cosine[1] * t312;
    const Value t314 = t13 * qd[2] + (t311 - t313);
    const Value t315 = t13 * t5;
    const Value t316 = t315 + t314;
    const Value t317 = t296 + t309;
    const Value t318 = 0.35 * t316 + 0.5 * t317;
    const Value t319 = cosine[2] * t307 - t318 * sine[2];
    const Value t320 = sine[2] * t307 + cosine[2] * t318;
    const Value t321 = t304 * sine[3] + t319 * cosine[3];
    const Value t322 = t304 * cosine[3] - sine[3] * t319;
    const Value t323 = t33 * t33;
    const Value t324 = t19 * t19 + t323;
    const Value t325 = t321 - 0.15 * t324;
    const Value t326 = t312 * sine[1];
    const Value t327 = t3 * qd[2];
    const Value t328 = t327 + (t309 * cosine[1] + t326);
    const Value t329 = t326 - cosine[1] * t310 + t327;
    const Value t330 = qdd[3] - t328;
    const Value t331 = t18 * qd[3] + (sine[2] * t305 + t314 * cosine[2]);
    const Value t332 = cosine[2] * t305 - t314 * sine[2];
    const Value t333 = qd[4] * t16 + (t330 * cosine[3] + sine[3] * t331);
    const Value t334 = t19 * t16;
    const Value t335 = t333 + t334;
    const Value t336 = 0.15 * t335 - t320;
    const Value t337 = t20 * t20;
    const Value t338 = t21 * t21;
    const Value t339 = 0.05101666666666667 * (t337 - t338) + 0.28 * (t325 * cosine[4] - t336 * sine[4]);
    const Value t340 = 0.28 * (t338 - t337);
    const Value t341 = 0.28 * (t338 + t130 * t130);
    const Value t342 = t33 * t16;
    const Value t343 = t342 + t342;
    const Value t344 = t331 * cosine[3] - sine[3] * t330;
    const Value t345 = qd[4] * t33;
    const Value t346 = t344 - t345;
    const Value t347 = t345 - t344;
    const Value t348 = t19 * t33;
    const Value t349 = t346 - t348;
    const Value t350 = t135 * t20 + t131 * t21;
    const Value t351 = 0.053516666666666664 * t347 + 0.05101666666666667 * t350 - 0.28 * ((t322 - 0.15 * t343) * sine[4] + 0.15 * t349 * cosine[4]);
    const Value t352 = 0.28 * (t350 + t347);
    const Value t353 = t8 * t16 + t19 * t144;
    const Value t354 = t8 * qd[3] + t332;
    const Value t355 = t332 - t7 * qd[3] + qdd[4];
    const Value t356 = t354 * sine[3] + qd[4] * t144;
    const Value t357 = t33 * t144 + t30 * t16;
    const Value t358 = t353 + t356;
    const Value t359 = t30 * t33;
    const Value t360 = t8 * t19;
    const Value t361 = t359 + t359 + (t360 + t360);
    const Value t362 = t21 * t149 + t155 * t20;
    const Value t363 = 0.05101666666666667 * t362 + 0.053516666666666664 * t356 + 0.28 * ((0.15 * t358 - t319) * cosine[4] - (t320 * cosine[3] + 0.15 * t361) * sine[4]);
    const Value t364 = 0.28 * (t356 + t362);
    const Value t365 = t3 * t12;
    const Value t366 = t365 + t365;
    const Value t367 = 0.35 * t366;
    const Value t368 = t303 - t302 + t367;
    const Value t369 = t300 * sine[1] + t294 * cosine[1] + t367;
    const Value t370 = t294 * sine[1] - t300 * cosine[1];
    const Value t371 = 5.95 * t366;
    const Value t372 = 0.35 * t289;
    const Value t373 = t372 + t301;
    const Value t374 = t370 + t372;
    const Value t375 = t5 * t3;
    const Value t376 = 0.0025 * (t5 * t12);
    const Value t377 = t375 + t328;
    const Value t378 = 0.35 * t377;
    const Value t379 = t373 * cosine[2] - sine[2] * t378;
    const Value t380 = cosine[2] * t378 + t373 * sine[2];
    const Value t381 = cosine[2] * t12;
    const Value t382 = t381 * sine[3] + t51;
    const Value t383 = t164 - t381 * cosine[3];
    const Value t384 = t33 * t382;
    const Value t385 = sine[2] * t12;
    const Value t386 = qd[2] * t12;
    const Value t387 = t313 - t311 + t386;
    const Value t388 = t310 * sine[1] + t313 + t386;
    const Value t389 = t19 * t385;
    const Value t390 = t389 + t389 - (t384 + t384);
    const Value t391 = 0.15 * t390;
    const Value t392 = 1.05 * t390;
    const Value t393 = qd[3] * t385;
    const Value t394 = cosine[2] * t328 + t393;
    const Value t395 = cosine[2] * t329 + t393;
    const Value t396 = qd[4] * t383;
    const Value t397 = sine[3] * t394 - t387 * cosine[3] + t396;
    const Value t398 = t396 + (sine[3] * t395 - t388 * cosine[3]);
    const Value t399 = t16 * t385 + t19 * t383;
    const Value t400 = t397 + t399;
    const Value t401 = t383 * sine[4] + cosine[4] * t385;
    const Value t402 = cosine[4] * t383 - sine[4] * t385;
    const Value t403 = t33 * t383 - t16 * t382;
    const Value t404 = t16 * t16;
    const Value t405 = t401 * t20 + t402 * t21;
    const Value t406 = 0.05101666666666667 * t405;
    const Value t407 = 0.28 * (cosine[4] * (0.15 * t400 - t380) + (t368 * sine[3] + t379 * cosine[3] - t391) * sine[4]) + (0.053516666666666664 * t397 + t406);
    const Value t408 = t368 * cosine[3] - sine[3] * t379;
    const Value t409 = 0.28 * (t405 + t397);
    const Value t410 = 0.28 * (t405 + t398);
    const Value t411 = t398 + t399;
    const Value t412 = 0.24 * t399;
    const Value t413 = t375 + t329;
    const Value t414 = t297 + t312;
    const Value t415 = 0.35 * t413 + 0.5 * t414;
    const Value t416 = cosine[2] * t415 + sine[2] * t374;
    const Value t417 = cosine[2] * t374 - t415 * sine[2];
    const Value t418 = 0.28 * (cosine[4] * (0.15 * t411 - t416) + sine[4] * (sine[3] * t369 + t417 * cosine[3] - t391)) + (0.053516666666666664 * t398 + t406);
    const Value t419 = t369 * cosine[3] - t417 * sine[3];
    const Value t420 = t130 * t20;
    const Value t421 = t355 * cosine[4] + t346 * sine[4] + qd[5] * t20;
    const Value t422 = 0.053516666666666664 * t420 - 0.05101666666666667 * t421;
    const Value t423 = t420 + t421;
    const Value t424 = t346 * cosine[4] - t355 * sine[4] - qd[5] * t21;
    const Value t425 = t130 * t21;
    const Value t426 = 0.05101666666666667 * t424 + 0.053516666666666664 * t425;
    const Value t427 = t424 - t425;
    const Value t428 = 0.10453333333333334 * t425;
    const Value t429 = t426 * cosine[4];
    const Value t430 = t426 * sine[4];
    const Value t431 = t355 - t342;
    const Value t432 = 0.10453333333333334 * t420 + 0.28 * (0.15 * t431 + t322);
    const Value t433 = 1.05 * t431 + 0.28 * t423;
    const Value t434 = t432 * sine[4];
    const Value t435 = t432 * cosine[4];
    const Value t436 = 0.042 * t423 + (1.05 * t322 + (0.17976666666666666 * t355 - 0.06023333333333333 * t342) + (t430 + t435));
    const Value t437 = t435 - t428 * sine[4] - (t422 * cosine[4] - t430);
    const Value t438 = t422 * sine[4] + t429 - (t428 * cosine[4] + t434) + 0.042 * t427;
    const Value t439 = t434 - t429 - (0.06023333333333333 * t346 + 0.17976666666666666 * t348);
    const Value t440 = 0.28 * t427;
    const Value t441 = t436 - 0.0125 * (t7 * t14);
    const Value t442 = t323 - t404;
    const Value t443 = t17 * t20 - t131 * t130;
    const Value t444 = t443 - (t333 * sine[4] + qd[5] * t131);
    const Value t445 = 0.28 * (0.15 * t442 - t321) + 0.10453333333333334 * t443;
    const Value t446 = 0.28 * t444 + 1.05 * t442;
    const Value t447 = 0.05101666666666667 * (qd[5] * t135 - cosine[4] * t333) + 0.053516666666666664 * (t17 * t21 - t135 * t130);
    const Value t448 = 0.042 * t444 + (t445 * cosine[4] + t447 * sine[4] - (0.06023333333333333 * (t404 - t323) + 1.05 * t321));
    const Value t449 = t445 * sine[4] - cosine[4] * t447 - (0.17976666666666666 * t334 - 0.06023333333333333 * t333);
    const Value t450 = qdd[5] - t333;
    const Value t451 = t17 * t130;
    const Value t452 = t135 * t21;
    const Value t453 = 0.28 * (t451 + t451 - (t452 + t452));
    const Value t454 = 1.05 * t343 + (t453 * cosine[4] + sine[4] * t352);
    const Value t455 = t453 * sine[4] - cosine[4] * t352;
    const Value t456 = t351 + 0.24 * t348 - 0.15 * t455;
    const Value t457 = t455 + 1.05 * t349;
    const Value t458 = t354 * cosine[3] - qd[4] * t30;
    const Value t459 = 0.053516666666666664 * (t155 * t130 - t21 * t30) + 0.05101666666666667 * (cosine[4] * t458 + t331 * sine[4] - t155 * qd[5]);
    const Value t460 = t155 * t21;
    const Value t461 = sine[3] * t320;
    const Value t462 = t357 + t331;
    const Value t463 = t130 * t149 - t30 * t20;
    const Value t464 = sine[4] * t458 - t331 * cosine[4] + qd[5] * t149 + t463;
    const Value t465 = 0.10453333333333334 * t463 + 0.28 * (t461 - 0.15 * t462);
    const Value t466 = sine[4] * t459 + t465 * cosine[4] + (1.05 * t461 - (0.06023333333333333 * t357 + 0.17976666666666666 * t331));
    const Value t467 = t465 * sine[4] - cosine[4] * t459 - (0.06023333333333333 * t458 + 0.17976666666666666 * (t8 * t33 + t19 * t30));
    const Value t468 = 0.17976666666666666 * (t33 * t385 - t19 * t382);
    const Value t469 = 0.042 * t464 + t466;
    const Value t470 = 0.28 * t464 - 1.05 * t462;
    const Value t471 = t130 * t30;
    const Value t472 = 0.28 * (t460 + t460 - (t471 + t471));
    const Value t473 = 1.05 * t361 + (cosine[4] * t472 - t364 * sine[4]);
    const Value t474 = t364 * cosine[4] + t472 * sine[4];
    const Value t475 = 1.05 * t319 - 0.24 * t353 - t363 - 0.15 * t474;
    const Value t476 = t474 + 1.05 * t358;
    const Value t477 = 0.12625 * t354 + 0.13875 * (t8 * t14) + (t467 * cosine[3] - sine[3] * t475);
    const Value t478 = 0.12625 * (t8 * t7 + t18 * t18) + (t467 * sine[3] + t475 * cosine[3]);
    const Value t479 = 0.06023333333333333 * t403;
    const Value t480 = t381 * qd[3];
    const Value t481 = t480 - sine[2] * t328;
    const Value t482 = t480 - sine[2] * t329;
    const Value t483 = t481 - t403;
    const Value t484 = t482 - t403;
    const Value t485 = t382 * t20 + t402 * t130;
    const Value t486 = qd[5] * t402;
    const Value t487 = t21 * t20;
    const Value t488 = 0.053516666666666664 * t450 - 0.05101666666666667 * t487 - 0.28 * (t336 * cosine[4] + t325 * sine[4]);
    const Value t489 = 0.28 * (t450 - t487);
    const Value t490 = 0.28 * (t487 + t487);
    const Value t491 = 0.10453333333333334 * t485;
    const Value t492 = t491 + 0.28 * (0.15 * t483 + t408);
    const Value t493 = 0.28 * (t419 + 0.15 * t484) + t491;
    const Value t494 = 0.053516666666666664 * (t130 * t401 + t21 * t382);
    const Value t495 = t21 * t401;
    const Value t496 = qd[5] * t401;
    const Value t497 = t130 * t382;
    const Value t498 = 0.28 * (t495 + t495 + (t497 + t497));
    const Value t499 = qd[4] * t382;
    const Value t500 = t499 + (t394 * cosine[3] + sine[3] * t387);
    const Value t501 = t395 * cosine[3] + sine[3] * t388 + t499;
    const Value t502 = 0.05101666666666667 * (t500 * cosine[4] - t481 * sine[4] - t496) + t494;
    const Value t503 = 0.05101666666666667 * (t501 * cosine[4] - t482 * sine[4] - t496) + t494;
    const Value t504 = t485 + (t486 + (t481 * cosine[4] + t500 * sine[4]));
    const Value t505 = 0.042 * t504 + (0.17976666666666666 * t481 - t479 + 1.05 * t408 + (t502 * sine[4] + t492 * cosine[4]));
    const Value t506 = t492 * sine[4] - t502 * cosine[4] - (t468 + 0.06023333333333333 * t500);
    const Value t507 = t485 + (t486 + (t501 * sine[4] + t482 * cosine[4]));
    const Value t508 = 1.05 * t419 + (0.17976666666666666 * t482 - t479) + (cosine[4] * t493 + t503 * sine[4]) + 0.042 * t507;
    const Value t509 = sine[4] * t493 - t503 * cosine[4] - (t468 + 0.06023333333333333 * t501);
    const Value t510 = 1.05 * t483 + 0.28 * t504;
    const Value t511 = 0.28 * t507 + 1.05 * t484;
    const Value t512 = t341 * cosine[4];
    const Value t513 = t341 * sine[4];
    const Value t514 = sine[4] * t489;
    const Value t515 = cosine[4] * t489;
    const Value t516 = 1.05 * t324 + (t514 + t512);
    const Value t517 = t512 + t490 * sine[4] - (cosine[4] * t340 - t514);
    const Value t518 = t490 * cosine[4] - t513 + (t340 * sine[4] + t515);
    const Value t519 = t513 - t515;
    const Value t520 = t488 + (1.05 * t320 - 0.24 * t334) - 0.15 * t519;
    const Value t521 = 1.05 * t335 + t519;
    const Value t522 = t339 + 0.15 * t517;
    const Value t523 = t522 * cosine[3];
    const Value t524 = t437 * cosine[3] + t522 * sine[3];
    const Value t525 = sine[3] * t437;
    const Value t526 = t520 * sine[3];
    const Value t527 = t520 * cosine[3];
    const Value t528 = t439 * cosine[3];
    const Value t529 = t439 * sine[3];
    const Value t530 = 0.0025 * t375 + (t529 + t527 - (0.13875 * t330 - 0.12625 * (t18 * t7)));
    const Value t531 = t449 * cosine[3] - t529 - (sine[3] * t456 + t527);
    const Value t532 = sine[3] * t449 + t528 + (t456 * cosine[3] - t526);
    const Value t533 = 1.8875 * t375;
    const Value t534 = t498 * sine[4];
    const Value t535 = cosine[4] * t498;
    const Value t536 = t534 + t409 * cosine[4];
    const Value t537 = 1.05 * t380 - t412 - t407 - 0.15 * t536;
    const Value t538 = 1.05 * t400 + t536;
    const Value t539 = t534 + t410 * cosine[4];
    const Value t540 = 1.05 * t416 - t412 - t418 - 0.15 * t539;
    const Value t541 = 1.05 * t411 + t539;
    const Value t542 = t392 + (t535 - t409 * sine[4]);
    const Value t543 = t392 + (t535 - t410 * sine[4]);
    const Value t544 = 0.12625 * (t7 * t385 - t381 * t18);
    const Value t545 = 0.0125 * (t381 * t14 + t3 * t7);
    const Value t546 = 0.13875 * (t14 * t385 - t3 * t18);
    const Value t547 = t18 * t14;
    const Value t548 = t528 - t526 + (0.13875 * t547 + 0.12625 * t331);
    const Value t549 = t544 + 0.13875 * t387 + (sine[3] * t506 + t537 * cosine[3]);
    const Value t550 = t546 + 0.12625 * t394 + (t506 * cosine[3] - sine[3] * t537);
    const Value t551 = t540 * cosine[3] + t509 * sine[3] + (0.13875 * t388 + t544);
    const Value t552 = t509 * cosine[3] - sine[3] * t540 + (t546 + 0.12625 * t395);
    const Value t553 = t469 - 0.0125 * t547;
    const Value t554 = t518 * cosine[3] + sine[3] * t440;
    const Value t555 = cosine[2] * t554 + t517 * sine[2];
    const Value t556 = t517 * cosine[2] - sine[2] * t554;
    const Value t557 = cosine[2] * t438 + sine[2] * t524 - 0.35 * t555;
    const Value t558 = cosine[2] * t524 - sine[2] * t438 - 0.35 * t556;
    const Value t559 = t516 * sine[3];
    const Value t560 = t516 * cosine[3];
    const Value t561 = t433 * cosine[3];
    const Value t562 = t433 * sine[3];
    const Value t563 = t561 + sine[3] * t446 + (t454 * cosine[3] - t559);
    const Value t564 = sine[2] * t457 + cosine[2] * t563;
    const Value t565 = cosine[2] * t457 - sine[2] * t563;
    const Value t566 = sine[2] * t531 + cosine[2] * t448 - 0.35 * t564;
    const Value t567 = cosine[2] * t531 - sine[2] * t448 - 0.35 * t565;
    const Value t568 = (t567 * cosine[1] - t532 * sine[1]) * sine[0] + cosine[0] * (t567 * sine[1] + t532 * cosine[1] - 0.5 * t565);
    const Value t569 = cosine[2] * t548;
    const Value t570 = t441 * sine[2];
    const Value t571 = cosine[2] * t521;
    const Value t572 = t521 * sine[2];
    const Value t573 = sine[3] * t470 + t473 * cosine[3];
    const Value t574 = t562 + t560;
    const Value t575 = sine[2] * t574;
    const Value t576 = cosine[2] * t574;
    const Value t577 = t476 * sine[2] + t571 + (cosine[2] * t573 - t575);
    const Value t578 = t476 * cosine[2] - t572 - (t573 * sine[2] + t576);
    const Value t579 = t477 * cosine[2] - t548 * sine[2] - (cosine[2] * t441 + sine[2] * t553) - 0.35 * t578;
    const Value t580 = cosine[2] * t553 - t570 + (t569 + t477 * sine[2]) - 0.35 * t577;
    const Value t581 = (t579 * sine[1] + t478 * cosine[1] - 0.5 * t578) * cosine[0] + sine[0] * (t579 * cosine[1] - t478 * sine[1]);
    const Value t582 = t571 - t575;
    const Value t583 = 1.8875 * t315 + 1.885 * t314 + 2.975 * t317 + (t569 - t570) - 0.35 * t582;
    const Value t584 = t545 + t505;
    const Value t585 = t545 + t508;
    const Value t586 = 1.885 * t289;
    const Value t587 = 5.95 * t289;
    const Value t588 = sine[3] * t510 + t542 * cosine[3];
    const Value t589 = sine[2] * t538 + t588 * cosine[2];
    const Value t590 = (t587 - t589) * sine[1] + (5.95 * t306 - (t572 + t576)) * cosine[1] + ((t510 * cosine[3] - sine[3] * t542 + t371) * cosine[1] - (t561 - t559 + 5.95 * t288) * sine[1]);
    const Value t591 = t586 + 5.95 * t301 + (cosine[2] * t584 + t550 * sine[2]) - 0.35 * t589;
    const Value t592 = cosine[2] * t538 - t588 * sine[2];
    const Value t593 = t533 + 1.885 * t328 + (t550 * cosine[2] - sine[2] * t584) - 0.35 * t592;
    const Value t594 = sine[3] * t511 + t543 * cosine[3];
    const Value t595 = cosine[2] * t594 + sine[2] * t541;
    const Value t596 = cosine[2] * t585 + t552 * sine[2] + (t586 + 5.95 * t370) - 0.35 * t595;
    const Value t597 = t596 + (6.827083333333333 * t293 + 142.245 * sine[0]) + 0.5 * (cosine[1] * (t511 * cosine[3] - t543 * sine[3] + t371) + (t587 - t595) * sine[1]);
    const Value t598 = cosine[2] * t541 - sine[2] * t594;
    const Value t599 = 1.885 * t329 + t533 + 2.975 * t414 + (cosine[2] * t552 - sine[2] * t585) - 0.35 * t598;
    const Value t600 = t525 - t523;
    const Value t601 = (t558 * cosine[1] - t600 * sine[1]) * sine[0] + cosine[0] * (t600 * cosine[1] + t558 * sine[1] - 0.5 * t556);
    const Value t602 = t583 * sine[1];
    const Value t603 = t583 * cosine[1];
    const Value t604 = t376 + t549;
    const Value t605 = t551 + t376;
    const Value t606 = cosine[0] * (13.666666666666666 * t297 + (t605 * cosine[1] + t599 * sine[1]) - 0.5 * (t598 - 5.95 * t413));
    const Value t607 = (6.827083333333333 * t310 + 6.839583333333334 * t296 + (cosine[1] * t599 - t605 * sine[1])) * sine[0];
    const Value t608 = t530 * cosine[1];
    const Value t609 = t530 * sine[1];
    const Value t610 = cosine[0] * (t603 - t609 + (6.827083333333333 * t312 - 6.839583333333334 * t297)) + t607 + (t606 - (t602 + t608 + 13.666666666666666 * t296 - 0.5 * (t582 - 5.95 * t316)) * sine[0]);
    const Value t611 = (t593 * cosine[1] - t602 - (t604 * sine[1] + t608)) * sine[0] + cosine[0] * (t593 * sine[1] + t603 + (t604 * cosine[1] - t609) - 0.5 * (t592 - 5.95 * t377));
    dtau_dq[0] = Value() + 0.0;
    dtau_dq[1] = -t610;
    dtau_dq[2] = -t611;
    dtau_dq[3] = -t581;
    dtau_dq[4] = -t568;
    dtau_dq[5] = -t601;
    dtau_dq[6] = Value() + 0.0;
    dtau_dq[7] = t597;
    dtau_dq[8] = 0.5 * t590 + t591;
    dtau_dq[9] = 0.5 * ((t470 * cosine[3] - sine[3] * t473) * cosine[1] - t577 * sine[1]) + t580;
    dtau_dq[10] = t566 + 0.5 * (cosine[1] * (t446 * cosine[3] - t562 - (t454 * sine[3] + t560)) - t564 * sine[1]);
    dtau_dq[11] = 0.5 * ((t440 * cosine[3] - t518 * sine[3]) * cosine[1] - t555 * sine[1]) + t557;
    dtau_dq[12] = Value() + 0.0;
    dtau_dq[13] = t596;
    dtau_dq[14] = t591;
    dtau_dq[15] = t580;
    dtau_dq[16] = t566;
    dtau_dq[17] = t557;
    dtau_dq[18] = Value() + 0.0;
    dtau_dq[19] = -t551;
    dtau_dq[20] = -t549;
    dtau_dq[21] = -t478;
    dtau_dq[22] = -t532;
    dtau_dq[23] = t523 - t525;
    dtau_dq[24] = Value() + 0.0;
    dtau_dq[25] = t508;
    dtau_dq[26] = t505;
    dtau_dq[27] = t469;
    dtau_dq[28] = t448;
    dtau_dq[29] = t438;
    dtau_dq[30] = Value() + 0.0;
    dtau_dq[31] = -t418;
    dtau_dq[32] = -t407;
    dtau_dq[33] = -t363;
    dtau_dq[34] = t351;
    dtau_dq[35] = -t339;
    dtau_dqd[0] = p.b1 - t274;
    dtau_dqd[1] = -t286;
    dtau_dqd[2] = -t284;
    dtau_dqd[3] = -t254;
    dtau_dqd[4] = t278;
    dtau_dqd[5] = -t276;
    dtau_dqd[6] = t272;
    dtau_dqd[7] = t263 + t260 + p.b2;
    dtau_dqd[8] = t260 + t264;
    dtau_dqd[9] = 0.5 * ((t154 * cosine[3] - t227 * sine[3]) * cosine[1] - t250 * sine[1]) + t252;
    dtau_dqd[10] = t246 - 0.5 * (cosine[1] * (t139 * cosine[3] + sine[3] * t218) + t244 * sine[1]);
    dtau_dqd[11] = 0.5 * ((t129 * cosine[3] - sine[3] * t211) * cosine[1] - t239 * sine[1]) + t241;
    dtau_dqd[12] = t271;
    dtau_dqd[13] = t263;
    dtau_dqd[14] = p.b3 + t264;
    dtau_dqd[15] = t252;
    dtau_dqd[16] = t246;
    dtau_dqd[17] = t241;
    dtau_dqd[18] = -t205;
    dtau_dqd[19] = -t236;
    dtau_dqd[20] = -t234;
    dtau_dqd[21] = p.b4 - t231;
    dtau_dqd[22] = t224 - t222;
    dtau_dqd[23] = t213 - t215;
    dtau_dqd[24] = t197;
    dtau_dqd[25] = t183;
    dtau_dqd[26] = t182;
    dtau_dqd[27] = t152;
    dtau_dqd[28] = p.b5 + t137;
    dtau_dqd[29] = t127;
    dtau_dqd[30] = t121;
    dtau_dqd[31] = -t74;
    dtau_dqd[32] = -t65;
    dtau_dqd[33] = t38;
    dtau_dqd[34] = t25;
    dtau_dqd[35] = Value() + p.b6;
  }
};
}  // namespace
void inverse_dynamics_derivatives(const Params& p, const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd) {
  evaluate_with_avx2_copy(InverseDynamicsDerivativesBody(), p, q, qd, qdd, dtau_dq, dtau_dqd);
}


// Built from: M: recursion: composite rigid bodies, grouped inertial parameters; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone); M^-1 = L^-1 D^-1 L^-T; inverse_dynamics_derivatives at qdd.
// 870 multiplications, 746 additions, 5 divisions, 10 function calls. The solves included.
namespace {
struct ForwardDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* tau, Value* qdd, Value* dqdd_dq, Value* dqdd_dqd, Value* dqdd_dtau) const {
    Value sine[5], cosine[5];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[5], t0, q[3], q[2], q[1]);
    const Value t1 = 0.084 * cosine[0];
    const Value t2 = 0.053516666666666664 + t1;
    const Value t3 = -0.06023333333333333 - cosine[0] * (0.05101666666666667 * cosine[0]);
    const Value t4 = 0.12625 + (sine[1] * (sine[1] * t2) + t3 * cosine[1] * cosine[1]);
    const Value t5 = t3 * sine[1];
    const Value t6 = t2 * cosine[1];
    const Value t7 = 0.05101666666666667 * sine[0];
    const Value t8 = 0.17976666666666666 + (t1 - t7 * sine[0]);
    const Value t9 = 0.042 * sine[0] + t7 * cosine[0];
    const Value t10 = t9 * cosine[1];
    const Value t11 = t9 * sine[1];
    const Value t12 = sine[2] * t10;
    const Value t13 = cosine[2] * t10;
    const Value t14 = t13 - t8 * sine[2];
    const Value t15 = sine[2] * t4 + t13;
    const Value t16 = 0.28 * cosine[0];
    const Value t17 = 1.05 + t16;
    const Value t18 = sine[1] * t17;
    const Value t19 = t17 * cosine[1];
    const Value t20 = 0.7 * t18;
    const Value t21 = 1.885 + (cosine[2] * (cosine[2] * t4 - t12) - t14 * sine[2] - t20);
    const Value t22 = t12 + cosine[2] * t8;
    const Value t23 = 1.0 / t8;
    const Value t24 = 1.8875 + (cosine[2] * t22 + sine[2] * t15 - t20);
    const Value t25 = cosine[2] * t15 - sine[2] * t22;
    const Value t26 = t5 * cosine[1];
    const Value t27 = 0.13875 + (t5 * sine[1] + t6 * cosine[1]);
    const Value t28 = sine[1] * t6;
    const Value t29 = sine[2] * t11;
    const Value t30 = 0.28 * sine[0];
    const Value t31 = t19 * cosine[2] + sine[2] * t30;
    const Value t32 = 0.35 * t31;
    const Value t33 = cosine[2] * (t26 - t28) - t29 + t32;
    const Value t34 = t28 - t26;
    const Value t35 = t29 + cosine[2] * t34 - t32;
    const Value t36 = sine[2] * t34;
    const Value t37 = t33 * cosine[3];
    const Value t38 = t33 * sine[3];
    const Value t39 = t37 + t21 * sine[3];
    const Value t40 = t27 * cosine[3];
    const Value t41 = t40 + t38;
    const Value t42 = t18 - 5.95;
    const Value t43 = t39 * cosine[3] - t41 * sine[3] - 0.5 * (t31 * sine[3] + t42 * cosine[3]);
    const Value t44 = t27 * sine[3];
    const Value t45 = cosine[4] * t43 + sine[4] * ((t21 * cosine[3] - t38) * cosine[3] - (t37 - t44) * sine[3] - 6.827083333333333);
    const Value t46 = t31 * cosine[3];
    const Value t47 = t46 - t42 * sine[3];
    const Value t48 = 6.867083333333333 + (t45 * sine[4] + (cosine[4] * (t47 + (t41 * cosine[3] + t39 * sine[3])) + sine[4] * t43) * cosine[4]);
    const Value t49 = t30 * cosine[1];
    const Value t50 = sine[2] * t49 + cosine[2] * t16;
    const Value t51 = sine[2] * t16 - cosine[2] * t49;
    const Value t52 = 0.053516666666666664 + 0.042 * cosine[0];
    const Value t53 = t52 * sine[1];
    const Value t54 = t52 * cosine[1];
    const Value t55 = 0.35 * t50 - cosine[2] * t53;
    const Value t56 = (0.5 * t50 + (t54 * cosine[3] + t55 * sine[3])) * cosine[4] + (t55 * cosine[3] - t54 * sine[3]) * sine[4];
    const Value t57 = 0.35 * t51 - sine[2] * t53;
    const Value t58 = t57 + 0.5 * (t51 * sine[3] - sine[1] * t30 * cosine[3]);
    const Value t59 = cosine[2] * t30;
    const Value t60 = 18.685767673621925 * t56;
    const Value t61 = sine[2] * t18;
    const Value t62 = t14 + 0.35 * t61;
    const Value t63 = (t62 * cosine[3] - t11 * sine[3]) * sine[4] + cosine[4] * (0.5 * t61 + (t11 * cosine[3] + t62 * sine[3]));
    const Value t64 = t23 * t63;
    const Value t65 = t23 * t11;
    const Value t66 = 18.685767673621925 * t54;
    const Value t67 = t65 * t63 + (t66 * t56 + ((t44 + t35 * cosine[3]) * sine[4] + (t35 * sine[3] - t40 - 0.5 * t31) * cosine[4]));
    const Value t68 = 1.0 / (t27 - t66 * t54 - t65 * t11);
    const Value t69 = cosine[2] * t11;
    const Value t70 = t68 * t67;
    const Value t71 = 18.685767673621925 * t57;
    const Value t72 = cosine[2] * t18;
    const Value t73 = t22 - 0.35 * t72;
    const Value t74 = 0.5 * (t19 * cosine[3] - t72 * sine[3]) + t73;
    const Value t75 = t19 * sine[2];
    const Value t76 = t23 * t73;
    const Value t77 = t59 - t75;
    const Value t78 = t75 - t59;
    const Value t79 = 0.35 * t77 + (t36 - t69);
    const Value t80 = t69 - t36 + 0.35 * t78;
    const Value t81 = t65 * t74 + (0.5 * (t77 * sine[3]) + t79 + t66 * t58);
    const Value t82 = t79 + t66 * t57 + t65 * t73;
    const Value t83 = t68 * t82;
    const Value t84 = 1.0 / (t24 - t71 * t57 - t76 * t73 - t82 * t83);
    const Value t85 = 0.5 * (t46 + (5.95 - t18) * sine[3]) + t24 - t71 * t58 - t76 * t74 - t81 * t83;
    const Value t86 = t25 * cosine[3] - t80 * sine[3];
    const Value t87 = (t25 * sine[3] + t80 * cosine[3]) * cosine[4];
    const Value t88 = t67 * t83 + (t71 * t56 - (sine[4] * t86 + t87) + t63 * t76);
    const Value t89 = t84 * t88;
    const Value t90 = t84 * t85;
    const Value t91 = t81 * t68;
    const Value t92 = 18.685767673621925 * t58;
    const Value t93 = t23 * t74;
    const Value t94 = 1.0 / (6.839583333333334 + (t47 + t24) - t58 * t92 - t93 * t74 - t81 * t91 - t85 * t90);
    const Value t95 = t92 * t56 - (sine[4] * (t86 - 0.5 * t78) + t87) + t93 * t63 + t91 * t67 - t90 * t88;
    const Value t96 = t95 * t94;
    const Value t97 = 1.0 / (t48 - t56 * t60 - t64 * t63 - t67 * t70 - t89 * t88 - t95 * t96);
    const Value t98 = t96 * t90 - t89;
    const Value t99 = t70 - (t83 * t98 - t91 * t96);
    const Value t100 = t60 - (t71 * t98 - t99 * t66 - t92 * t96);
    const Value t101 = t97 * t100;
    const Value t102 = t83 * t90 - t91;
    const Value t103 = t71 * t90 + t66 * t102 - t92;
    const Value t104 = t103 * t94;
    const Value t105 = t71 + t66 * t83;
    const Value t106 = t84 * t105;
    const Value t107 = t66 * t68;
    const Value t108 = t64 - (t76 * t98 - t99 * t65 - t93 * t96);
    const Value t109 = t76 * t90 + t65 * t102 - t93;
    const Value t110 = t65 * t83 + t76;
    const Value t111 = t109 * t104 + (t106 * t110 + t65 * t107) + t108 * t101;
    const Value t112 = t106 * t83 + t107 + t102 * t104 + t99 * t101;
    const Value t113 = t101 * t98 - (t106 + t104 * t90);
    const Value t114 = t104 - t101 * t96;
    const Value t115 = t108 * t97;
    const Value t116 = t94 * t109;
    const Value t117 = t84 * t110;
    const Value t118 = t68 * t65;
    const Value t119 = t99 * t115 + (t116 * t102 + (t117 * t83 + t118));
    const Value t120 = t98 * t115 - (t117 + t116 * t90);
    const Value t121 = t116 - t96 * t115;
    const Value t122 = t99 * t97;
    const Value t123 = t102 * t94;
    const Value t124 = t84 * t83;
    const Value t125 = t122 * t98 - (t123 * t90 + t124);
    const Value t126 = t123 - t122 * t96;
    const Value t127 = t97 * t98;
    const Value t128 = t94 * t90;
    const Value t129 = -(t127 * t96 + t128);
    const Value t130 = t97 * t96;
    const Value t131 = -t130;
    const Value t132 = sine[4] * qd[0];
    const Value t133 = t132 * qd[1];
    const Value t134 = cosine[4] * qd[0];
    const Value t135 = t134 * qd[1];
    const Value t136 = t134 * sine[3] + t132 * cosine[3];
    const Value t137 = t133 * cosine[3] + t135 * sine[3] + t136 * qd[2];
    const Value t138 = t132 * sine[3];
    const Value t139 = t132 * t134;
    const Value t140 = t134 * cosine[3];
    const Value t141 = 0.5 * (t134 * t134 + qd[1] * qd[1]) + 9.81 * sine[4];
    const Value t142 = t138 - t140;
    const Value t143 = qd[3] + (t140 - t138);
    const Value t144 = t142 * qd[2] + (t133 * sine[3] - t135 * cosine[3]);
    const Value t145 = qd[2] + qd[1];
    const Value t146 = cosine[2] * t145 + t136 * sine[2];
    const Value t147 = cosine[2] * t144 + t146 * qd[3];
    const Value t148 = t145 * sine[2] - cosine[2] * t136;
    const Value t149 = t148 * cosine[1] - sine[1] * t143;
    const Value t150 = t137 * cosine[1] - t147 * sine[1] - qd[4] * t149;
    const Value t151 = t146 + qd[4];
    const Value t152 = t151 * t149;
    const Value t153 = t152 - t150;
    const Value t154 = 0.5 * t139 - 9.81 * cosine[4];
    const Value t155 = t154 * sine[3] - cosine[3] * t141;
    const Value t156 = t142 * t136;
    const Value t157 = t142 * t145;
    const Value t158 = t155 + 0.35 * t156;
    const Value t159 = t157 + t144;
    const Value t160 = t133 + t133;
    const Value t161 = 0.35 * t159 + 0.5 * t160;
    const Value t162 = cosine[2] * t161 + sine[2] * t158;
    const Value t163 = cosine[2] * t158 - sine[2] * t161;
    const Value t164 = t136 * t136 + t145 * t145;
    const Value t165 = t141 * sine[3] + cosine[3] * t154 + 0.35 * t164;
    const Value t166 = t148 * sine[1] + t143 * cosine[1];
    const Value t167 = t151 * t151 + t166 * t166;
    const Value t168 = 0.28 * ((0.15 * t153 - t162) * cosine[0] + (t165 * sine[1] + t163 * cosine[1] - 0.15 * t167) * sine[0]);
    const Value t169 = t165 * cosine[1] - t163 * sine[1];
    const Value t170 = t149 * sine[0] + t151 * cosine[0];
    const Value t171 = cosine[0] * t149 - t151 * sine[0];
    const Value t172 = t166 * t149;
    const Value t173 = t170 * t171;
    const Value t174 = 0.053516666666666664 * t150 - 0.05101666666666667 * t173 - t168;
    const Value t175 = 0.28 * (t150 - t173);
    const Value t176 = qd[5] - t166;
    const Value t177 = 0.28 * (t170 * t170 + t176 * t176);
    const Value t178 = t175 * sine[0] + t177 * cosine[0] + 1.05 * t167;
    const Value t179 = t177 * sine[0] - t175 * cosine[0];
    const Value t180 = 1.05 * t162 - 0.24 * t152 + t174 - 0.15 * t179;
    const Value t181 = 1.05 * t153 + t179;
    const Value t182 = tau[5] - (qd[5] * p.b6 + t174);
    const Value t183 = sine[2] * t144 + t148 * qd[3];
    const Value t184 = t172 + t183;
    const Value t185 = t176 * t171;
    const Value t186 = 0.10453333333333334 * t185 + 0.28 * (t169 - 0.15 * t184);
    const Value t187 = t147 * cosine[1] + sine[1] * t137 - qd[4] * t166;
    const Value t188 = 0.05101666666666667 * (cosine[0] * t187 + t183 * sine[0] - qd[5] * t170) + 0.053516666666666664 * (t176 * t170);
    const Value t189 = t186 * sine[0] - t188 * cosine[0] - (0.06023333333333333 * t187 + 0.17976666666666666 * (t151 * t166));
    const Value t190 = t186 * cosine[0] + t188 * sine[0] + (1.05 * t169 - (0.17976666666666666 * t183 + 0.06023333333333333 * t172));
    const Value t191 = t185 - (t183 * cosine[0] - t187 * sine[0] - qd[5] * t171);
    const Value t192 = t189 * cosine[1] - sine[1] * t180 + (0.13875 * (t146 * t143) + 0.12625 * t147);
    const Value t193 = t180 * cosine[1] + t189 * sine[1] + (0.12625 * (t146 * t148) + 0.13875 * t137);
    const Value t194 = t193 + 0.0025 * (t145 * t136);
    const Value t195 = t190 + 0.042 * t191;
    const Value t196 = t195 - 0.0125 * (t148 * t143);
    const Value t197 = 0.28 * t191 - 1.05 * t184;
    const Value t198 = tau[4] - (p.b5 * qd[4] + t195);
    const Value t199 = t65 * t198 + (t66 * t182 + (tau[3] - (p.b4 * qd[3] - t193)));
    const Value t200 = t178 * cosine[1] + t197 * sine[1];
    const Value t201 = cosine[2] * t181 - sine[2] * t200;
    const Value t202 = 1.8875 * t157 + 1.885 * t144 + 2.975 * t160 + (cosine[2] * t192 - t196 * sine[2]) - 0.35 * t201;
    const Value t203 = cosine[4] * (t194 * cosine[3] + t202 * sine[3] + 13.666666666666666 * t133 - 0.5 * (t201 - 5.95 * t159));
    const Value t204 = (6.827083333333333 * t135 - 6.839583333333334 * t135 + (cosine[3] * t202 - t194 * sine[3])) * sine[4];
    const Value t205 = sine[2] * t181 + cosine[2] * t200;
    const Value t206 = 5.95 * t155 + 1.885 * t156 + (sine[2] * t192 + t196 * cosine[2]) - 0.35 * t205;
    const Value t207 = 0.5 * ((5.95 * t156 - t205) * sine[3] + (5.95 * t164 + (t197 * cosine[1] - t178 * sine[1])) * cosine[3]);
    const Value t208 = tau[1] - (p.b2 * qd[1] + (t207 + (t206 + (6.827083333333333 * t139 - 142.245 * cosine[4])))) - t182 * t92;
    const Value t209 = tau[2] - (p.b3 * qd[2] + t206) - t71 * t182 - t76 * t198 - t199 * t83;
    const Value t210 = t208 - t93 * t198 - t91 * t199 - t209 * t90;
    const Value t211 = t199 * t70 + (tau[0] - (qd[0] * p.b1 - (t204 + t203)) + t182 * t60 + t64 * t198) - t209 * t89 - t96 * t210;
    const Value t212 = t211 * t97;
    const Value t213 = t94 * t210 - t212 * t96;
    const Value t214 = t209 * t84 - t213 * t90 - t212 * t89;
    const Value t215 = t212 * t70 + (t68 * t199 - t214 * t83 - t91 * t213);
    qdd[0] = t212;
    qdd[1] = t213;
    qdd[2] = t214;
    qdd[3] = t215;
    qdd[4] = t65 * t215 + t23 * t198 - t214 * t76 - t93 * t213 + t64 * t212;
    qdd[5] = t212 * t60 + (18.685767673621925 * t182 + t66 * t215 - t71 * t214 - t92 * t213);
    dqdd_dtau[0] = t97;
    dqdd_dtau[1] = t131;
    dqdd_dtau[2] = t127;
    dqdd_dtau[3] = t122;
    dqdd_dtau[4] = t115;
    dqdd_dtau[5] = t101;
    dqdd_dtau[6] = t131;
    dqdd_dtau[7] = t130 * t96 + t94;
    dqdd_dtau[8] = t129;
    dqdd_dtau[9] = t126;
    dqdd_dtau[10] = t121;
    dqdd_dtau[11] = t114;
    dqdd_dtau[12] = t127;
    dqdd_dtau[13] = t129;
    dqdd_dtau[14] = t127 * t98 + (t84 + t90 * t128);
    dqdd_dtau[15] = t125;
    dqdd_dtau[16] = t120;
    dqdd_dtau[17] = t113;
    dqdd_dtau[18] = t122;
    dqdd_dtau[19] = t126;
    dqdd_dtau[20] = t125;
    dqdd_dtau[21] = t99 * t122 + (t68 + t124 * t83 + t123 * t102);
    dqdd_dtau[22] = t119;
    dqdd_dtau[23] = t112;
    dqdd_dtau[24] = t115;
    dqdd_dtau[25] = t121;
    dqdd_dtau[26] = t120;
    dqdd_dtau[27] = t119;
    dqdd_dtau[28] = t108 * t115 + (t117 * t110 + (t23 + t65 * t118) + t116 * t109);
    dqdd_dtau[29] = t111;
    dqdd_dtau[30] = t101;
    dqdd_dtau[31] = t114;
    dqdd_dtau[32] = t113;
    dqdd_dtau[33] = t112;
    dqdd_dtau[34] = t111;
    dqdd_dtau[35] = t106 * t105 + (18.685767673621925 + t66 * t107) + t103 * t104 + t100 * t101;
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
  evaluate_with_avx2_copy(ForwardDynamicsDerivativesBody(), p, q, qd, tau, qdd, dqdd_dq, dqdd_dqd, dqdd_dtau);
}


// Built from: M: recursion: composite rigid bodies, grouped inertial parameters; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: closed form, Horner.
// 317 multiplications, 212 additions, 0 divisions, 10 function calls.
namespace {
struct DynamicsTermsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* M, Value* V, Value* G) const {
    (void)p;
    Value sine[5], cosine[5];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[3], t0, q[5], q[1], q[2]);
    const Value t1 = cosine[3] * sine[4] + sine[3] * cosine[4];
    const Value t2 = cosine[3] * cosine[4] - sine[3] * sine[4];
    const Value t3 = (2.7468 * (cosine[0] * cosine[1] * sine[2]) - 2.7468 * (sine[0] * cosine[2])) * t1 + 2.7468 * (sine[1] * t2 * sine[2]);
    const Value t4 = 2.7468 * cosine[2];
    const Value t5 = 10.3005 + t4;
    const Value t6 = (-10.3005 - t4) * cosine[1];
    const Value t7 = sine[1] * t5;
    const Value t8 = (t6 * cosine[0] - 2.7468 * (sine[0] * sine[2])) * t2;
    const Value t9 = (t7 - 58.3695) * t1;
    const Value t10 = sine[3] * qd[0];
    const Value t11 = t10 * qd[1];
    const Value t12 = cosine[3] * qd[0];
    const Value t13 = t12 * qd[1];
    const Value t14 = t12 * sine[4] + t10 * cosine[4];
    const Value t15 = t11 * cosine[4] + t13 * sine[4] + t14 * qd[2];
    const Value t16 = t10 * sine[4];
    const Value t17 = t10 * t12;
    const Value t18 = t12 * cosine[4];
    const Value t19 = 0.5 * (t12 * t12 + qd[1] * qd[1]);
    const Value t20 = t16 - t18;
    const Value t21 = qd[3] + (t18 - t16);
    const Value t22 = t20 * qd[2] + (t11 * sine[4] - t13 * cosine[4]);
    const Value t23 = qd[2] + qd[1];
    const Value t24 = cosine[0] * t23 + t14 * sine[0];
    const Value t25 = cosine[0] * t22 + t24 * qd[3];
    const Value t26 = t23 * sine[0] - cosine[0] * t14;
    const Value t27 = t26 * cosine[1] - sine[1] * t21;
    const Value t28 = t15 * cosine[1] - t25 * sine[1] - qd[4] * t27;
    const Value t29 = t24 + qd[4];
    const Value t30 = t29 * t27;
    const Value t31 = t30 - t28;
    const Value t32 = 0.5 * t17;
    const Value t33 = t32 * sine[4] - t19 * cosine[4];
    const Value t34 = t20 * t14;
    const Value t35 = t20 * t23;
    const Value t36 = t33 + 0.35 * t34;
    const Value t37 = t35 + t22;
    const Value t38 = t11 + t11;
    const Value t39 = 0.35 * t37 + 0.5 * t38;
    const Value t40 = cosine[0] * t39 + t36 * sine[0];
    const Value t41 = cosine[0] * t36 - sine[0] * t39;
    const Value t42 = t14 * t14 + t23 * t23;
    const Value t43 = 0.35 * t42 + (t32 * cosine[4] + t19 * sine[4]);
    const Value t44 = t26 * sine[1] + t21 * cosine[1];
    const Value t45 = t29 * t29 + t44 * t44;
    const Value t46 = t27 * sine[2] + t29 * cosine[2];
    const Value t47 = cosine[2] * t27 - t29 * sine[2];
    const Value t48 = t44 * t27;
    const Value t49 = t46 * t47;
    const Value t50 = 0.053516666666666664 * t28 - 0.05101666666666667 * t49 - 0.28 * (cosine[2] * (0.15 * t31 - t40) + (t41 * cosine[1] + sine[1] * t43 - 0.15 * t45) * sine[2]);
    const Value t51 = t43 * cosine[1] - t41 * sine[1];
    const Value t52 = 0.28 * (t28 - t49);
    const Value t53 = sine[0] * t22 + t26 * qd[3];
    const Value t54 = t48 + t53;
    const Value t55 = qd[5] - t44;
    const Value t56 = t55 * t47;
    const Value t57 = 0.10453333333333334 * t56 + 0.28 * (t51 - 0.15 * t54);
    const Value t58 = t25 * cosine[1] + sine[1] * t15 - qd[4] * t44;
    const Value t59 = t56 - (t53 * cosine[2] - t58 * sine[2] - qd[5] * t47);
    const Value t60 = 0.28 * t59 - 1.05 * t54;
    const Value t61 = 0.05101666666666667 * (cosine[2] * t58 + t53 * sine[2] - qd[5] * t46) + 0.053516666666666664 * (t55 * t46);
    const Value t62 = 1.05 * t51 - (0.17976666666666666 * t53 + 0.06023333333333333 * t48) + (cosine[2] * t57 + t61 * sine[2]);
    const Value t63 = sine[2] * t57 - t61 * cosine[2] - (0.06023333333333333 * t58 + 0.17976666666666666 * (t29 * t44));
    const Value t64 = 0.042 * t59 + t62;
    const Value t65 = 0.28 * (t46 * t46 + t55 * t55);
    const Value t66 = t52 * sine[2] + t65 * cosine[2] + 1.05 * t45;
    const Value t67 = t65 * sine[2] - t52 * cosine[2];
    const Value t68 = t50 + (1.05 * t40 - 0.24 * t30) - 0.15 * t67;
    const Value t69 = 1.05 * t31 + t67;
    const Value t70 = t68 * cosine[1] + sine[1] * t63 + (0.12625 * (t24 * t26) + 0.13875 * t15);
    const Value t71 = t63 * cosine[1] - sine[1] * t68 + (0.13875 * (t24 * t21) + 0.12625 * t25);
    const Value t72 = t64 - 0.0125 * (t26 * t21);
    const Value t73 = t70 + 0.0025 * (t23 * t14);
    const Value t74 = t66 * cosine[1] + t60 * sine[1];
    const Value t75 = sine[0] * t69 + cosine[0] * t74;
    const Value t76 = cosine[0] * t69 - sine[0] * t74;
    const Value t77 = 1.8875 * t35 + 1.885 * t22 + 2.975 * t38 + (cosine[0] * t71 - t72 * sine[0]) - 0.35 * t76;
    const Value t78 = sine[3] * (6.827083333333333 * t13 - 6.839583333333334 * t13 + (t77 * cosine[4] - t73 * sine[4])) + cosine[3] * (t73 * cosine[4] + t77 * sine[4] + 13.666666666666666 * t11 - 0.5 * (t76 - 5.95 * t37));
    const Value t79 = 5.95 * t33 + 1.885 * t34 + (t72 * cosine[0] + sine[0] * t71) - 0.35 * t75;
    const Value t80 = 6.827083333333333 * t17 + t79 + 0.5 * ((5.95 * t34 - t75) * sine[4] + (5.95 * t42 + (t60 * cosine[1] - t66 * sine[1])) * cosine[4]);
    const Value t81 = 0.053516666666666664 + 0.042 * cosine[2];
    const Value t82 = t81 * cosine[1];
    const Value t83 = t81 * sine[1];
    const Value t84 = 0.28 * cosine[2];
    const Value t85 = 0.28 * sine[2];
    const Value t86 = t85 * cosine[1];
    const Value t87 = sine[0] * t84 - cosine[0] * t86;
    const Value t88 = sine[0] * t86 + cosine[0] * t84;
    const Value t89 = 1.05 + t84;
    const Value t90 = 0.35 * t87 - sine[0] * t83;
    const Value t91 = 0.35 * t88 - cosine[0] * t83;
    const Value t92 = (0.5 * t88 + (t82 * cosine[4] + t91 * sine[4])) * cosine[3] + (t91 * cosine[4] - t82 * sine[4]) * sine[3];
    const Value t93 = 0.084 * cosine[2];
    const Value t94 = 0.05101666666666667 * sine[2];
    const Value t95 = 0.17976666666666666 + (t93 - t94 * sine[2]);
    const Value t96 = 0.042 * sine[2] + t94 * cosine[2];
    const Value t97 = 0.053516666666666664 + t93;
    const Value t98 = t96 * sine[1];
    const Value t99 = t96 * cosine[1];
    const Value t100 = sine[0] * t99;
    const Value t101 = cosine[0] * t99;
    const Value t102 = t100 + cosine[0] * t95;
    const Value t103 = sine[1] * t89;
    const Value t104 = t89 * cosine[1];
    const Value t105 = cosine[0] * t103;
    const Value t106 = t102 - 0.35 * t105;
    const Value t107 = t101 - t95 * sine[0];
    const Value t108 = sine[0] * t103;
    const Value t109 = t107 + 0.35 * t108;
    const Value t110 = (t109 * cosine[4] - t98 * sine[4]) * sine[3] + cosine[3] * (0.5 * t108 + (t98 * cosine[4] + t109 * sine[4]));
    const Value t111 = -0.06023333333333333 - cosine[2] * (0.05101666666666667 * cosine[2]);
    const Value t112 = t111 * sine[1];
    const Value t113 = 0.12625 + (sine[1] * (sine[1] * t97) + t111 * cosine[1] * cosine[1]);
    const Value t114 = t97 * cosine[1];
    const Value t115 = sine[0] * t113 + t101;
    const Value t116 = 0.13875 + (t112 * sine[1] + t114 * cosine[1]);
    const Value t117 = sine[1] * t114;
    const Value t118 = t112 * cosine[1];
    const Value t119 = t117 - t118;
    const Value t120 = sine[0] * t119;
    const Value t121 = cosine[0] * t98;
    const Value t122 = cosine[0] * t85;
    const Value t123 = t104 * sine[0];
    const Value t124 = t122 - t123;
    const Value t125 = t123 - t122;
    const Value t126 = 0.35 * t124 + (t120 - t121);
    const Value t127 = t121 - t120 + 0.35 * t125;
    const Value t128 = sine[0] * t98;
    const Value t129 = t104 * cosine[0] + sine[0] * t85;
    const Value t130 = 0.35 * t129;
    const Value t131 = cosine[0] * (t118 - t117) - t128 + t130;
    const Value t132 = t128 + cosine[0] * t119 - t130;
    const Value t133 = t116 * sine[4];
    const Value t134 = t116 * cosine[4];
    const Value t135 = 0.7 * t103;
    const Value t136 = 1.885 + (cosine[0] * (cosine[0] * t113 - t100) - t107 * sine[0] - t135);
    const Value t137 = 1.8875 + (cosine[0] * t102 + sine[0] * t115 - t135);
    const Value t138 = cosine[0] * t115 - sine[0] * t102;
    const Value t139 = t129 * cosine[4];
    const Value t140 = t138 * cosine[4] - t127 * sine[4];
    const Value t141 = (t138 * sine[4] + t127 * cosine[4]) * cosine[3];
    const Value t142 = t103 - 5.95;
    const Value t143 = t139 - t142 * sine[4];
    const Value t144 = t131 * cosine[4];
    const Value t145 = t131 * sine[4];
    const Value t146 = t144 + t136 * sine[4];
    const Value t147 = t134 + t145;
    const Value t148 = t146 * cosine[4] - t147 * sine[4] - 0.5 * (t129 * sine[4] + t142 * cosine[4]);
    const Value t149 = cosine[3] * t148 + sine[3] * ((t136 * cosine[4] - t145) * cosine[4] - (t144 - t133) * sine[4] - 6.827083333333333);
    const Value t150 = t149 * sine[3] + (cosine[3] * (t143 + (t147 * cosine[4] + t146 * sine[4])) + sine[3] * t148) * cosine[3];
    M[0] = 6.867083333333333 + t150;
    M[6] = -(sine[3] * (t140 - 0.5 * t125) + t141);
    M[7] = 6.839583333333334 + (t143 + t137);
    M[12] = -(sine[3] * t140 + t141);
    M[13] = 0.5 * (t139 + (5.95 - t103) * sine[4]) + t137;
    M[14] = t137;
    M[18] = -((t133 + t132 * cosine[4]) * sine[3] + (t132 * sine[4] - t134 - 0.5 * t129) * cosine[3]);
    M[19] = 0.5 * (t124 * sine[4]) + t126;
    M[20] = t126;
    M[21] = t116;
    M[24] = -t110;
    M[25] = 0.5 * (t104 * cosine[4] - t105 * sine[4]) + t106;
    M[26] = t106;
    M[27] = -t98;
    M[28] = t95;
    M[30] = -t92;
    M[31] = t90 + 0.5 * (t87 * sine[4] - sine[1] * t85 * cosine[4]);
    M[32] = t90;
    M[33] = -t82;
    M[34] = Value() + 0.0;
    M[35] = Value() + 0.053516666666666664;
    V[0] = -t78;
    V[1] = t80;
    V[2] = t79;
    V[3] = -t70;
    V[4] = t64;
    V[5] = t50;
    G[0] = Value() + 0.0;
    G[1] = t9 - 142.245 * cosine[3] + t8;
    G[2] = t9 + t8;
    G[3] = (sine[0] * t5 * cosine[1] - 2.7468 * (cosine[0] * sine[2])) * t1;
    G[4] = cosine[0] * (t7 * t1) + t6 * t2;
    G[5] = t3;
    M[1] = M[6];
    M[2] = M[12];
    M[3] = M[18];
    M[4] = M[24];
    M[5] = M[30];
    M[8] = M[13];
    M[9] = M[19];
    M[10] = M[25];
    M[11] = M[31];
    M[15] = M[20];
    M[16] = M[26];
    M[17] = M[32];
    M[22] = M[27];
    M[23] = M[33];
    M[29] = M[34];
  }
};
}  // namespace
void dynamics_terms(const Params& p, const double* q, const double* qd, double* M, double* V, double* G) {
  evaluate(DynamicsTermsBody(), p, q, qd, M, V, G);
}


// Built from: M: recursion: composite rigid bodies, grouped inertial parameters; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: closed form, Horner; J: forward kinematics; a: outward pass at qdd = 0 in the base frame.
// 513 multiplications, 365 additions, 0 divisions, 12 function calls.
namespace {
struct DynamicsTermsWithJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* M, Value* V, Value* G, Value* J, Value* a) const {
    (void)p;
    Value sine[6], cosine[6];
    const Value t0 = 1.5707963267948966 + q[0];
    const Value t1 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[1], t0, q[2], q[3], t1, q[5]);
    const Value t2 = cosine[0] * cosine[1];
    const Value t3 = sine[0] * cosine[1];
    const Value t4 = t2 * cosine[2] - t3 * sine[2];
    const Value t5 = t2 * sine[2] + t3 * cosine[2];
    const Value t6 = 0.5 * t2;
    const Value t7 = cosine[3] * t4 - sine[3] * sine[1];
    const Value t8 = sine[3] * t4 + cosine[3] * sine[1];
    const Value t9 = sine[4] * t7 + t5 * cosine[4];
    const Value t10 = cosine[4] * t7 - t5 * sine[4];
    const Value t11 = sine[0] * sine[1];
    const Value t12 = cosine[0] * sine[1];
    const Value t13 = t11 * cosine[2] + t12 * sine[2];
    const Value t14 = t12 * cosine[2] - t11 * sine[2];
    const Value t15 = 0.5 * t12;
    const Value t16 = cosine[1] * qd[1];
    const Value t17 = t16 + cosine[1] * qd[2];
    const Value t18 = t13 * qd[3] + t17;
    const Value t19 = cosine[3] * cosine[1] - sine[3] * t14;
    const Value t20 = cosine[3] * t14 + sine[3] * cosine[1];
    const Value t21 = t18 + t19 * qd[4];
    const Value t22 = t13 * cosine[4] + sine[4] * t20;
    const Value t23 = t20 * cosine[4] - sine[4] * t13;
    const Value t24 = sine[1] * qd[1];
    const Value t25 = t24 + sine[1] * qd[2];
    const Value t26 = t5 * qd[3] - t25;
    const Value t27 = t26 - qd[4] * t8;
    const Value t28 = (sine[1] * t16 - t24 * cosine[1]) * qd[2];
    const Value t29 = (t19 * t26 + t18 * t8) * qd[4] + (t28 - (t13 * t25 + t5 * t17) * qd[3]);
    const Value t30 = qd[5] * (t9 * t21 - t22 * t27) + t29;
    const Value t31 = cosine[0] * cosine[2];
    const Value t32 = sine[0] * sine[2];
    const Value t33 = t31 - t32;
    const Value t34 = qd[0] + qd[3] * t33;
    const Value t35 = cosine[0] * sine[2] + sine[0] * cosine[2];
    const Value t36 = sine[3] * t35;
    const Value t37 = t34 + t36 * qd[4];
    const Value t38 = cosine[3] * t35;
    const Value t39 = t38 * sine[4] - t33 * cosine[4];
    const Value t40 = sine[1] * qd[0];
    const Value t41 = t40 * qd[1];
    const Value t42 = t40 * qd[2] + t41;
    const Value t43 = (t33 * t25 + t5 * qd[0]) * qd[3] - t42 - qd[4] * (t34 * t8 + t36 * t26);
    const Value t44 = t43 - qd[5] * (t9 * t37 + t39 * t27);
    const Value t45 = qd[0] * cosine[1];
    const Value t46 = t45 * qd[1];
    const Value t47 = t46 + t45 * qd[2];
    const Value t48 = (t36 * t18 - t19 * t34) * qd[4] + ((t17 * t33 - t13 * qd[0]) * qd[3] - t47);
    const Value t49 = t48 + qd[5] * (t39 * t21 + t22 * t37);
    const Value t50 = 0.35 * t5 + t6;
    const Value t51 = t50 + 0.15 * t10;
    const Value t52 = t51 + 0.28 * (cosine[5] * t10 + sine[5] * t8);
    const Value t53 = t52 - t51;
    const Value t54 = t51 - t50;
    const Value t55 = qd[5] * t39 + t37;
    const Value t56 = sine[4] * t33;
    const Value t57 = t38 * cosine[4] + t56;
    const Value t58 = (2.7468 * (cosine[3] * cosine[4] * sine[5]) - 2.7468 * (sine[3] * cosine[5])) * t35 + 2.7468 * (t56 * sine[5]);
    const Value t59 = 0.7 - 0.5 * sine[0];
    const Value t60 = t59 - 0.35 * (t32 - t31);
    const Value t61 = t60 - 0.15 * t57;
    const Value t62 = t61 - 0.28 * (t57 * cosine[5] + t36 * sine[5]);
    const Value t63 = t62 - t61;
    const Value t64 = t61 - t60;
    const Value t65 = t27 - qd[5] * t9;
    const Value t66 = t53 * t55 - t63 * t65;
    const Value t67 = t21 - qd[5] * t22;
    const Value t68 = t15 + 0.35 * t13;
    const Value t69 = 0.15 * t23 + t68;
    const Value t70 = 0.28 * (cosine[5] * t23 - t19 * sine[5]) + t69;
    const Value t71 = t70 - t69;
    const Value t72 = t69 - t68;
    const Value t73 = t67 * t63 - t71 * t55;
    const Value t74 = t54 * t37 - t64 * t27;
    const Value t75 = t64 * t21 - t37 * t72;
    const Value t76 = t50 - t6;
    const Value t77 = t52 - t50;
    const Value t78 = t68 - t15;
    const Value t79 = t70 - t68;
    const Value t80 = t59 - 0.7;
    const Value t81 = t16 * t80 - t15 * qd[0];
    const Value t82 = t24 * t80 + qd[0] * t6;
    const Value t83 = t60 - t59;
    const Value t84 = t62 - t60;
    const Value t85 = t62 - t59;
    const Value t86 = t62 - 0.7;
    const Value t87 = t76 * qd[0] + t83 * t25;
    const Value t88 = t83 * t17 - qd[0] * t78;
    const Value t89 = t48 * t72 - t54 * t43 + (t42 * t76 - t47 * t78 + (t41 * t6 - t15 * t46 - (t81 * t16 + t24 * t82)) - (t87 * t25 + t88 * t17));
    const Value t90 = t71 * t65 - t67 * t53;
    const Value t91 = t27 * t72 - t54 * t21;
    const Value t92 = t78 * t25 + t76 * t17;
    const Value t93 = t16 * t6 + t24 * t15;
    const Value t94 = t54 * t29 - t48 * t64 + (t88 * qd[0] - t92 * t25 + (t28 * t76 + t83 * t47 + (t46 * t80 + (t81 * qd[0] - t93 * t24))));
    const Value t95 = t64 * t43 - t29 * t72 - (t83 * t42 + t28 * t78 + (t93 * t16 + t82 * qd[0] + t41 * t80) + (t87 * qd[0] + t17 * t92));
    const Value t96 = -sine[1];
    const Value t97 = 2.7468 * cosine[5];
    const Value t98 = 10.3005 + t97;
    const Value t99 = (-10.3005 - t97) * cosine[4];
    const Value t100 = sine[4] * t98;
    const Value t101 = (t99 * cosine[3] - 2.7468 * (sine[3] * sine[5])) * t33;
    const Value t102 = (t100 - 58.3695) * t35;
    const Value t103 = sine[0] * qd[0];
    const Value t104 = t103 * qd[1];
    const Value t105 = cosine[0] * qd[0];
    const Value t106 = t105 * qd[1];
    const Value t107 = t105 * sine[2] + t103 * cosine[2];
    const Value t108 = t104 * cosine[2] + t106 * sine[2] + t107 * qd[2];
    const Value t109 = t103 * sine[2];
    const Value t110 = t103 * t105;
    const Value t111 = t105 * cosine[2];
    const Value t112 = 0.5 * (t105 * t105 + qd[1] * qd[1]);
    const Value t113 = t109 - t111;
    const Value t114 = qd[3] + (t111 - t109);
    const Value t115 = t113 * qd[2] + (t104 * sine[2] - t106 * cosine[2]);
    const Value t116 = qd[2] + qd[1];
    const Value t117 = cosine[3] * t116 + t107 * sine[3];
    const Value t118 = cosine[3] * t115 + t117 * qd[3];
    const Value t119 = t116 * sine[3] - cosine[3] * t107;
    const Value t120 = t119 * cosine[4] - sine[4] * t114;
    const Value t121 = t108 * cosine[4] - t118 * sine[4] - qd[4] * t120;
    const Value t122 = t117 + qd[4];
    const Value t123 = t122 * t120;
    const Value t124 = t123 - t121;
    const Value t125 = 0.5 * t110;
    const Value t126 = t125 * sine[2] - t112 * cosine[2];
    const Value t127 = t113 * t107;
    const Value t128 = t113 * t116;
    const Value t129 = t126 + 0.35 * t127;
    const Value t130 = t128 + t115;
    const Value t131 = t104 + t104;
    const Value t132 = 0.35 * t130 + 0.5 * t131;
    const Value t133 = cosine[3] * t132 + t129 * sine[3];
    const Value t134 = cosine[3] * t129 - sine[3] * t132;
    const Value t135 = t107 * t107 + t116 * t116;
    const Value t136 = 0.35 * t135 + (t125 * cosine[2] + t112 * sine[2]);
    const Value t137 = t119 * sine[4] + t114 * cosine[4];
    const Value t138 = t122 * t122 + t137 * t137;
    const Value t139 = 0.28 * (cosine[5] * (0.15 * t124 - t133) + (t134 * cosine[4] + sine[4] * t136 - 0.15 * t138) * sine[5]);
    const Value t140 = t136 * cosine[4] - t134 * sine[4];
    const Value t141 = t120 * sine[5] + t122 * cosine[5];
    const Value t142 = cosine[5] * t120 - t122 * sine[5];
    const Value t143 = t137 * t120;
    const Value t144 = t141 * t142;
    const Value t145 = 0.053516666666666664 * t121 - 0.05101666666666667 * t144 - t139;
    const Value t146 = 0.28 * (t121 - t144);
    const Value t147 = sine[3] * t115 + t119 * qd[3];
    const Value t148 = t143 + t147;
    const Value t149 = qd[5] - t137;
    const Value t150 = t149 * t142;
    const Value t151 = 0.10453333333333334 * t150 + 0.28 * (t140 - 0.15 * t148);
    const Value t152 = t118 * cosine[4] + sine[4] * t108 - qd[4] * t137;
    const Value t153 = t150 - (t147 * cosine[5] - t152 * sine[5] - qd[5] * t142);
    const Value t154 = 0.28 * t153 - 1.05 * t148;
    const Value t155 = 0.05101666666666667 * (cosine[5] * t152 + t147 * sine[5] - qd[5] * t141) + 0.053516666666666664 * (t149 * t141);
    const Value t156 = 1.05 * t140 - (0.17976666666666666 * t147 + 0.06023333333333333 * t143) + (cosine[5] * t151 + t155 * sine[5]);
    const Value t157 = sine[5] * t151 - t155 * cosine[5] - (0.06023333333333333 * t152 + 0.17976666666666666 * (t122 * t137));
    const Value t158 = 0.042 * t153 + t156;
    const Value t159 = 0.28 * (t141 * t141 + t149 * t149);
    const Value t160 = t146 * sine[5] + t159 * cosine[5] + 1.05 * t138;
    const Value t161 = t159 * sine[5] - t146 * cosine[5];
    const Value t162 = t145 + (1.05 * t133 - 0.24 * t123) - 0.15 * t161;
    const Value t163 = 1.05 * t124 + t161;
    const Value t164 = t162 * cosine[4] + sine[4] * t157 + (0.12625 * (t117 * t119) + 0.13875 * t108);
    const Value t165 = t157 * cosine[4] - sine[4] * t162 + (0.13875 * (t117 * t114) + 0.12625 * t118);
    const Value t166 = t158 - 0.0125 * (t119 * t114);
    const Value t167 = t164 + 0.0025 * (t116 * t107);
    const Value t168 = t160 * cosine[4] + t154 * sine[4];
    const Value t169 = sine[3] * t163 + cosine[3] * t168;
    const Value t170 = 0.5 * ((5.95 * t127 - t169) * sine[2] + (5.95 * t135 + (t154 * cosine[4] - t160 * sine[4])) * cosine[2]);
    const Value t171 = 5.95 * t126 + 1.885 * t127 + (t166 * cosine[3] + sine[3] * t165) - 0.35 * t169;
    const Value t172 = cosine[3] * t163 - sine[3] * t168;
    const Value t173 = 1.8875 * t128 + 1.885 * t115 + 2.975 * t131 + (cosine[3] * t165 - t166 * sine[3]) - 0.35 * t172;
    const Value t174 = cosine[0] * (t167 * cosine[2] + t173 * sine[2] + 13.666666666666666 * t104 - 0.5 * (t172 - 5.95 * t130));
    const Value t175 = sine[0] * (6.827083333333333 * t106 - 6.839583333333334 * t106 + (t173 * cosine[2] - t167 * sine[2]));
    const Value t176 = 0.053516666666666664 + 0.042 * cosine[5];
    const Value t177 = t176 * cosine[4];
    const Value t178 = t176 * sine[4];
    const Value t179 = 0.28 * cosine[5];
    const Value t180 = 0.28 * sine[5];
    const Value t181 = t180 * cosine[4];
    const Value t182 = sine[3] * t179 - cosine[3] * t181;
    const Value t183 = sine[3] * t181 + cosine[3] * t179;
    const Value t184 = 1.05 + t179;
    const Value t185 = 0.35 * t182 - sine[3] * t178;
    const Value t186 = 0.35 * t183 - cosine[3] * t178;
    const Value t187 = (0.5 * t183 + (t177 * cosine[2] + t186 * sine[2])) * cosine[0] + (t186 * cosine[2] - t177 * sine[2]) * sine[0];
    const Value t188 = 0.084 * cosine[5];
    const Value t189 = 0.05101666666666667 * sine[5];
    const Value t190 = 0.17976666666666666 + (t188 - t189 * sine[5]);
    const Value t191 = 0.042 * sine[5] + t189 * cosine[5];
    const Value t192 = 0.053516666666666664 + t188;
    const Value t193 = t191 * sine[4];
    const Value t194 = t191 * cosine[4];
    const Value t195 = sine[3] * t194;
    const Value t196 = cosine[3] * t194;
    const Value t197 = t195 + cosine[3] * t190;
    const Value t198 = sine[4] * t184;
    const Value t199 = t184 * cosine[4];
    const Value t200 = cosine[3] * t198;
    const Value t201 = t197 - 0.35 * t200;
    const Value t202 = t196 - t190 * sine[3];
    const Value t203 = sine[3] * t198;
    const Value t204 = t202 + 0.35 * t203;
    const Value t205 = (t204 * cosine[2] - t193 * sine[2]) * sine[0] + cosine[0] * (0.5 * t203 + (t193 * cosine[2] + t204 * sine[2]));
    const Value t206 = -0.06023333333333333 - cosine[5] * (0.05101666666666667 * cosine[5]);
    const Value t207 = t206 * sine[4];
    const Value t208 = 0.12625 + (sine[4] * (sine[4] * t192) + t206 * cosine[4] * cosine[4]);
    const Value t209 = t192 * cosine[4];
    const Value t210 = sine[3] * t208 + t196;
    const Value t211 = 0.13875 + (t207 * sine[4] + t209 * cosine[4]);
    const Value t212 = sine[4] * t209;
    const Value t213 = t207 * cosine[4];
    const Value t214 = t212 - t213;
    const Value t215 = sine[3] * t214;
    const Value t216 = cosine[3] * t193;
    const Value t217 = cosine[3] * t180;
    const Value t218 = t199 * sine[3];
    const Value t219 = t217 - t218;
    const Value t220 = t218 - t217;
    const Value t221 = 0.35 * t219 + (t215 - t216);
    const Value t222 = t216 - t215 + 0.35 * t220;
    const Value t223 = sine[3] * t193;
    const Value t224 = t199 * cosine[3] + sine[3] * t180;
    const Value t225 = 0.35 * t224;
    const Value t226 = cosine[3] * (t213 - t212) - t223 + t225;
    const Value t227 = t223 + cosine[3] * t214 - t225;
    const Value t228 = t211 * sine[2];
    const Value t229 = t211 * cosine[2];
    const Value t230 = 0.7 * t198;
    const Value t231 = 1.885 + (cosine[3] * (cosine[3] * t208 - t195) - t202 * sine[3] - t230);
    const Value t232 = 1.8875 + (cosine[3] * t197 + sine[3] * t210 - t230);
    const Value t233 = cosine[3] * t210 - sine[3] * t197;
    const Value t234 = t224 * cosine[2];
    const Value t235 = t233 * cosine[2] - t222 * sine[2];
    const Value t236 = (t233 * sine[2] + t222 * cosine[2]) * cosine[0];
    const Value t237 = t198 - 5.95;
    const Value t238 = t234 - t237 * sine[2];
    const Value t239 = t226 * cosine[2];
    const Value t240 = t226 * sine[2];
    const Value t241 = t239 + t231 * sine[2];
    const Value t242 = t229 + t240;
    const Value t243 = t241 * cosine[2] - t242 * sine[2] - 0.5 * (t224 * sine[2] + t237 * cosine[2]);
    const Value t244 = cosine[0] * t243 + sine[0] * ((t231 * cosine[2] - t240) * cosine[2] - (t239 - t228) * sine[2] - 6.827083333333333);
    const Value t245 = t244 * sine[0] + (cosine[0] * (t238 + (t242 * cosine[2] + t241 * sine[2])) + sine[0] * t243) * cosine[0];
    M[0] = 6.867083333333333 + t245;
    M[6] = -(sine[0] * (t235 - 0.5 * t220) + t236);
    M[7] = 6.839583333333334 + (t238 + t232);
    M[12] = -(sine[0] * t235 + t236);
    M[13] = 0.5 * (t234 + (5.95 - t198) * sine[2]) + t232;
    M[14] = t232;
    M[18] = -((t228 + t227 * cosine[2]) * sine[0] + (t227 * sine[2] - t229 - 0.5 * t224) * cosine[0]);
    M[19] = 0.5 * (t219 * sine[2]) + t221;
    M[20] = t221;
    M[21] = t211;
    M[24] = -t205;
    M[25] = 0.5 * (t199 * cosine[2] - t200 * sine[2]) + t201;
    M[26] = t201;
    M[27] = -t193;
    M[28] = t190;
    M[30] = -t187;
    M[31] = t185 + 0.5 * (t182 * sine[2] - sine[4] * t180 * cosine[2]);
    M[32] = t185;
    M[33] = -t177;
    M[34] = Value() + 0.0;
    M[35] = Value() + 0.053516666666666664;
    V[0] = -(t175 + t174);
    V[1] = 6.827083333333333 * t110 + t171 + t170;
    V[2] = t171;
    V[3] = -t164;
    V[4] = t158;
    V[5] = t145;
    G[0] = Value() + 0.0;
    G[1] = t102 - 142.245 * cosine[0] + t101;
    G[2] = t102 + t101;
    G[3] = (sine[3] * t98 * cosine[4] - 2.7468 * (cosine[3] * sine[5])) * t35;
    G[4] = cosine[3] * (t100 * t35) + t99 * t33;
    G[5] = t58;
    J[0] = -t70;
    J[1] = t86 * cosine[1];
    J[2] = t85 * cosine[1];
    J[3] = t13 * t84 - t79 * t33;
    J[4] = t19 * t84 - t36 * t79;
    J[5] = -(t39 * t71 + t63 * t22);
    J[6] = t52;
    J[7] = sine[1] * t86;
    J[8] = t85 * sine[1];
    J[9] = t33 * t77 - t5 * t84;
    J[10] = t36 * t77 + t8 * t84;
    J[11] = t39 * t53 + t63 * t9;
    J[12] = Value() + 0.0;
    J[13] = -(sine[1] * t70 + t52 * cosine[1]);
    J[14] = -((t70 - t15) * sine[1] + (t52 - t6) * cosine[1]);
    J[15] = t5 * t79 - t13 * t77;
    J[16] = -(t19 * t77 + t79 * t8);
    J[17] = t22 * t53 - t9 * t71;
    J[18] = Value() + 0.0;
    J[19] = t96;
    J[20] = t96;
    J[21] = t5;
    J[22] = -t8;
    J[23] = -t9;
    J[24] = Value() + 0.0;
    J[25] = cosine[1];
    J[26] = cosine[1];
    J[27] = t13;
    J[28] = t19;
    J[29] = -t22;
    J[30] = Value() + 1.0;
    J[31] = Value() + 0.0;
    J[32] = Value() + 0.0;
    J[33] = t33;
    J[34] = t36;
    J[35] = t39;
    a[0] = t67 * t90 - t66 * t55 + (t44 * t63 - t30 * t71 + (t95 + (t21 * t91 - t74 * t37)));
    a[1] = t73 * t55 - t90 * t65 + (t75 * t37 - t27 * t91 + t94 + (t53 * t30 - t63 * t49));
    a[2] = t66 * t65 - t67 * t73 + (t49 * t71 - t44 * t53 + (t74 * t27 - t75 * t21 + t89));
    a[3] = t49;
    a[4] = t44;
    a[5] = t30;
    M[1] = M[6];
    M[2] = M[12];
    M[3] = M[18];
    M[4] = M[24];
    M[5] = M[30];
    M[8] = M[13];
    M[9] = M[19];
    M[10] = M[25];
    M[11] = M[31];
    M[15] = M[20];
    M[16] = M[26];
    M[17] = M[32];
    M[22] = M[27];
    M[23] = M[33];
    M[29] = M[34];
  }
};
}  // namespace
void dynamics_terms_with_jacobian(const Params& p, const double* q, const double* qd, double* M, double* V, double* G, double* J, double* a) {
  evaluate(DynamicsTermsWithJacobianBody(), p, q, qd, M, V, G, J, a);
}


// Built from: derivatives of tau's Newton-Euler program by the standard parameters (inputs there).
// 831 multiplications, 622 additions, 0 divisions, 16 function calls.
namespace {
struct RegressorBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, Value* Y) const {
    (void)p;
    Value sine[5], cosine[5];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[1], q[2], q[3], t0, q[5]);
    const Value t1 = sign_of(qd[5]);
    const Value t2 = sine[0] * qd[0];
    const Value t3 = t2 * qd[1];
    const Value t4 = t3 - qdd[0] * cosine[0];
    const Value t5 = 0.5 * t4;
    const Value t6 = 0.5 * qd[1];
    const Value t7 = t5 + t2 * t6;
    const Value t8 = cosine[0] * qd[0];
    const Value t9 = t8 * qd[1];
    const Value t10 = qdd[0] * sine[0] + t9;
    const Value t11 = t2 * sine[1];
    const Value t12 = t8 * cosine[1];
    const Value t13 = t11 - t12;
    const Value t14 = t12 - t11;
    const Value t15 = t13 * qd[2] + (t4 * sine[1] - cosine[1] * t10);
    const Value t16 = qd[2] + qd[1];
    const Value t17 = 0.35 * t16;
    const Value t18 = t7 + (t13 * t17 + 0.35 * t15);
    const Value t19 = 0.5 * t8;
    const Value t20 = 0.5 * qdd[1];
    const Value t21 = 9.81 * cosine[0];
    const Value t22 = t20 + t19 * t2 - t21;
    const Value t23 = t19 * t8;
    const Value t24 = t6 * qd[1];
    const Value t25 = 9.81 * sine[0];
    const Value t26 = t25 + (t24 + t23);
    const Value t27 = t22 * sine[1] - t26 * cosine[1];
    const Value t28 = t26 * sine[1] + t22 * cosine[1];
    const Value t29 = t8 * sine[1] + t2 * cosine[1];
    const Value t30 = 0.35 * t29;
    const Value t31 = t29 * t30 + t16 * t17 + t28;
    const Value t32 = qdd[1] + qdd[2];
    const Value t33 = t27 + (0.35 * t32 + t13 * t30);
    const Value t34 = t18 * cosine[2] + sine[2] * t33;
    const Value t35 = cosine[2] * t33;
    const Value t36 = t18 * sine[2];
    const Value t37 = t29 * qd[2] + (t4 * cosine[1] + t10 * sine[1]);
    const Value t38 = qdd[3] - t37;
    const Value t39 = cosine[2] * t16 + t29 * sine[2];
    const Value t40 = t39 * qd[3] + (sine[2] * t32 + t15 * cosine[2]);
    const Value t41 = cosine[2] * t29;
    const Value t42 = t16 * sine[2];
    const Value t43 = t42 - t41;
    const Value t44 = t41 - t42;
    const Value t45 = t43 * cosine[3];
    const Value t46 = qd[3] + t14;
    const Value t47 = sine[3] * t46;
    const Value t48 = t45 - t47;
    const Value t49 = t47 - t45;
    const Value t50 = qd[4] * t48 + (t38 * cosine[3] + sine[3] * t40);
    const Value t51 = 0.15 * t50;
    const Value t52 = t39 + qd[4];
    const Value t53 = 0.15 * t52;
    const Value t54 = t53 * t48 + t51 - t34;
    const Value t55 = t35 - t36;
    const Value t56 = t36 - t35;
    const Value t57 = sine[3] * t31 + t55 * cosine[3];
    const Value t58 = t43 * sine[3] + t46 * cosine[3];
    const Value t59 = 0.15 * t58;
    const Value t60 = t59 * t58;
    const Value t61 = t52 * t53;
    const Value t62 = t57 - (t61 + t60);
    const Value t63 = t54 * cosine[4] + t62 * sine[4];
    const Value t64 = qdd[5] - t50;
    const Value t65 = t48 * sine[4] + t52 * cosine[4];
    const Value t66 = 0.0784 * t65;
    const Value t67 = cosine[4] * t48;
    const Value t68 = t52 * sine[4];
    const Value t69 = t67 - t68;
    const Value t70 = t68 - t67;
    const Value t71 = 0.0784 * t64 - t66 * t69 - 0.28 * t63;
    const Value t72 = t40 * cosine[3] - sine[3] * t38;
    const Value t73 = qd[4] * t58;
    const Value t74 = t72 - t73;
    const Value t75 = cosine[2] * t32 - t15 * sine[2];
    const Value t76 = t43 * qd[3];
    const Value t77 = t75 - t76;
    const Value t78 = t76 - t75;
    const Value t79 = t77 + qdd[4];
    const Value t80 = t74 * cosine[4] - t79 * sine[4];
    const Value t81 = qd[5] * t65;
    const Value t82 = t80 - t81;
    const Value t83 = 0.28 * t82;
    const Value t84 = qd[5] - t58;
    const Value t85 = 0.28 * t84;
    const Value t86 = t83 + t85 * t65;
    const Value t87 = t62 * cosine[4] - t54 * sine[4];
    const Value t88 = 0.28 * t65;
    const Value t89 = t84 * t88 - t83;
    const Value t90 = t65 * t88;
    const Value t91 = 0.28 * t69;
    const Value t92 = t91 * t69;
    const Value t93 = t90 - t92 - t87;
    const Value t94 = 0.56 * t65;
    const Value t95 = 0.56 * t64 - t94 * t69 - t63;
    const Value t96 = t84 * t69;
    const Value t97 = t79 * cosine[4] + t74 * sine[4] + qd[5] * t69;
    const Value t98 = t96 - t97;
    const Value t99 = t65 * t69;
    const Value t100 = t84 * t65;
    const Value t101 = t81 - t80 - t100;
    const Value t102 = t82 + t100;
    const Value t103 = t69 * t69;
    const Value t104 = t65 * t65;
    const Value t105 = t103 - t104;
    const Value t106 = 0.28 * t97;
    const Value t107 = cosine[3] * t31 - sine[3] * t55;
    const Value t108 = 0.15 * t79;
    const Value t109 = t108 - t59 * t48 + t107;
    const Value t110 = t106 + t85 * t69 + t109;
    const Value t111 = t85 * t84;
    const Value t112 = t92 - t111 + t87;
    const Value t113 = t87 - (t90 + t111);
    const Value t114 = t109 + (t106 + t91 * t84);
    const Value t115 = 0.0784 * t84;
    const Value t116 = t84 * t66 - t115 * t65;
    const Value t117 = t115 * t69 + 0.0784 * t97 + 0.28 * t109;
    const Value t118 = 0.15 * t110 + (t117 * cosine[4] - sine[4] * t116);
    const Value t119 = cosine[4] * t116 + t117 * sine[4];
    const Value t120 = 0.28 * t64;
    const Value t121 = t91 * t65 - t120 + t63;
    const Value t122 = t120 - t88 * t69 - t63;
    const Value t123 = t70 * t69 - t104;
    const Value t124 = t70 * t84 + t97;
    const Value t125 = 0.15 * t123 - (t121 * sine[4] + t112 * cosine[4]);
    const Value t126 = t121 * cosine[4] - t112 * sine[4];
    const Value t127 = t82 - t100;
    const Value t128 = 0.15 * t127 - (t89 * cosine[4] + t114 * sine[4]);
    const Value t129 = cosine[4] * t114 - t89 * sine[4];
    const Value t130 = 0.56 * t84;
    const Value t131 = t94 * t84 - t130 * t65;
    const Value t132 = 0.56 * t97 + t130 * t69 + t109;
    const Value t133 = t84 * t84;
    const Value t134 = t96 + t97;
    const Value t135 = 0.15 * t134 + (cosine[4] * t132 - t131 * sine[4]);
    const Value t136 = t132 * sine[4] + cosine[4] * t131;
    const Value t137 = t96 * cosine[4];
    const Value t138 = t96 * sine[4];
    const Value t139 = t100 * sine[4];
    const Value t140 = t100 * cosine[4];
    const Value t141 = t137 + t139;
    const Value t142 = t97 * cosine[4] - t139;
    const Value t143 = t82 * sine[4] + t137;
    const Value t144 = t97 * sine[4] + t140;
    const Value t145 = t138 - t140;
    const Value t146 = t82 * cosine[4] - t138;
    const Value t147 = t104 - t133;
    const Value t148 = t104 + t133;
    const Value t149 = t64 + t99;
    const Value t150 = t149 * cosine[4];
    const Value t151 = t149 * sine[4];
    const Value t152 = t147 * sine[4] + t150;
    const Value t153 = t147 * cosine[4] - t151;
    const Value t154 = t64 - t99;
    const Value t155 = t154 * sine[4];
    const Value t156 = t154 * cosine[4];
    const Value t157 = t133 - t103;
    const Value t158 = t133 + t103;
    const Value t159 = t151 + cosine[4] * t158;
    const Value t160 = sine[4] * t158 - t150;
    const Value t161 = t155 + cosine[4] * t157;
    const Value t162 = t156 - t157 * sine[4];
    const Value t163 = t155 + t148 * cosine[4];
    const Value t164 = t148 * sine[4];
    const Value t165 = t134 * sine[4] - cosine[4] * t127;
    const Value t166 = sign_of(qd[4]);
    const Value t167 = 0.0225 * t58;
    const Value t168 = 0.0225 * t79 - t167 * t48 + 0.15 * t107;
    const Value t169 = 0.15 * t48;
    const Value t170 = t52 * t169 + t51 - t34;
    const Value t171 = t108 - t169 * t58 + t107;
    const Value t172 = t169 * t48;
    const Value t173 = t60 - t172 - t57;
    const Value t174 = t61 - t172 - t57;
    const Value t175 = 0.15 * t74;
    const Value t176 = t175 + t53 * t58;
    const Value t177 = t52 * t59 - t175;
    const Value t178 = 0.3 * t58;
    const Value t179 = t107 + (0.3 * t79 - t178 * t48);
    const Value t180 = t58 * t48;
    const Value t181 = t52 * t48;
    const Value t182 = t50 - t181;
    const Value t183 = t48 * t48;
    const Value t184 = t58 * t58;
    const Value t185 = t183 - t184;
    const Value t186 = t52 * t58;
    const Value t187 = t73 - t72 - t186;
    const Value t188 = t122 * cosine[4] + t113 * sine[4];
    const Value t189 = t113 * cosine[4] - t122 * sine[4];
    const Value t190 = 0.15 * t188 + t71;
    const Value t191 = sine[3] * t119 + t190 * cosine[3];
    const Value t192 = t119 * cosine[3] - sine[3] * t190;
    const Value t193 = t101 * cosine[4];
    const Value t194 = cosine[4] * t124 + t101 * sine[4];
    const Value t195 = sine[4] * t124;
    const Value t196 = 0.15 * (t193 - t195) - t86;
    const Value t197 = t195 - t193;
    const Value t198 = t196 * cosine[3] + sine[3] * t126;
    const Value t199 = t126 * cosine[3] - sine[3] * t196;
    const Value t200 = t93 - 0.15 * t159;
    const Value t201 = t200 * cosine[3] + t129 * sine[3];
    const Value t202 = t129 * cosine[3] - t200 * sine[3];
    const Value t203 = 0.15 * (t156 - t164) + t95;
    const Value t204 = t164 - t156;
    const Value t205 = sine[3] * t136 + t203 * cosine[3];
    const Value t206 = t136 * cosine[3] - sine[3] * t203;
    const Value t207 = t64 * cosine[3] + t145 * sine[3];
    const Value t208 = t145 * cosine[3] - sine[3] * t64;
    const Value t209 = t98 * cosine[3] + sine[3] * t153;
    const Value t210 = t153 * cosine[3] - t98 * sine[3];
    const Value t211 = sine[3] * t144;
    const Value t212 = t99 * cosine[3];
    const Value t213 = t102 * cosine[3] + sine[3] * t162;
    const Value t214 = t162 * cosine[3] - sine[3] * t102;
    const Value t215 = sine[4] * t127 + t134 * cosine[4];
    const Value t216 = sine[3] * t215;
    const Value t217 = t215 * cosine[3] + sine[3] * t105;
    const Value t218 = t105 * cosine[3];
    const Value t219 = t212 + t146 * sine[3];
    const Value t220 = 0.0225 * t52;
    const Value t221 = t52 * t167 - t220 * t58;
    const Value t222 = 0.15 * t34 - (t220 * t48 + 0.0225 * t50);
    const Value t223 = t221 * sine[3] + t222 * cosine[3];
    const Value t224 = t221 * cosine[3] - t222 * sine[3];
    const Value t225 = cosine[3] * t177 + sine[3] * t170;
    const Value t226 = t170 * cosine[3] - sine[3] * t177;
    const Value t227 = t171 * sine[3] + t174 * cosine[3];
    const Value t228 = t171 * cosine[3] - t174 * sine[3];
    const Value t229 = 0.3 * t52;
    const Value t230 = t52 * t178 - t229 * t58;
    const Value t231 = t34 - (0.3 * t50 + t229 * t48);
    const Value t232 = t52 * t52;
    const Value t233 = t79 + t49 * t58;
    const Value t234 = t232 + t49 * t48;
    const Value t235 = t230 * sine[3] + t231 * cosine[3];
    const Value t236 = t230 * cosine[3] - sine[3] * t231;
    const Value t237 = t50 * cosine[3];
    const Value t238 = t186 * sine[3];
    const Value t239 = t79 + t180;
    const Value t240 = t239 * cosine[3];
    const Value t241 = t239 * sine[3];
    const Value t242 = t232 - t184;
    const Value t243 = t242 * sine[3];
    const Value t244 = t241 + t242 * cosine[3];
    const Value t245 = t181 * cosine[3];
    const Value t246 = t245 + t238;
    const Value t247 = t245 + sine[3] * t74;
    const Value t248 = t50 + t181;
    const Value t249 = sine[3] * t181;
    const Value t250 = t248 * sine[3];
    const Value t251 = t74 - t186;
    const Value t252 = t251 * cosine[3];
    const Value t253 = t233 * sine[3] + t234 * cosine[3];
    const Value t254 = t234 * sine[3] - t233 * cosine[3];
    const Value t255 = sign_of(qd[3]);
    const Value t256 = t39 * t43;
    const Value t257 = t43 * t46;
    const Value t258 = t43 * t43;
    const Value t259 = t39 * t39;
    const Value t260 = t39 * t46;
    const Value t261 = t46 * t46;
    const Value t262 = t44 * t43 + t261;
    const Value t263 = t189 * cosine[3] - t110 * sine[3];
    const Value t264 = sine[2] * t188 + cosine[2] * t263;
    const Value t265 = sine[2] * t263 - cosine[2] * t188;
    const Value t266 = 0.35 * t264 + (t192 * sine[2] + cosine[2] * t118);
    const Value t267 = t192 * cosine[2] - t118 * sine[2] - 0.35 * t265;
    const Value t268 = (t267 * cosine[1] - t191 * sine[1]) * sine[0] + (t267 * sine[1] + t191 * cosine[1] - 0.5 * t265) * cosine[0];
    const Value t269 = sine[3] * t123 + t194 * cosine[3];
    const Value t270 = sine[2] * t197 + cosine[2] * t269;
    const Value t271 = cosine[2] * t197 - t269 * sine[2];
    const Value t272 = sine[2] * t199 + cosine[2] * t125 - 0.35 * t270;
    const Value t273 = cosine[2] * t199 - sine[2] * t125 - 0.35 * t271;
    const Value t274 = (t198 * cosine[1] + t273 * sine[1] - 0.5 * t271) * cosine[0] + sine[0] * (t273 * cosine[1] - t198 * sine[1]);
    const Value t275 = t160 * cosine[3] - sine[3] * t127;
    const Value t276 = t275 * cosine[2] - t159 * sine[2];
    const Value t277 = t275 * sine[2] + t159 * cosine[2];
    const Value t278 = 0.35 * t276 + (sine[2] * t202 + cosine[2] * t128);
    const Value t279 = cosine[2] * t202 - sine[2] * t128 - 0.35 * t277;
    const Value t280 = (t279 * sine[1] + cosine[1] * t201 - 0.5 * t277) * cosine[0] + sine[0] * (cosine[1] * t279 - t201 * sine[1]);
    const Value t281 = t134 * sine[3] + t163 * cosine[3];
    const Value t282 = cosine[2] * t281 + t204 * sine[2];
    const Value t283 = t204 * cosine[2] - sine[2] * t281;
    const Value t284 = cosine[2] * t135 + sine[2] * t206 - 0.35 * t282;
    const Value t285 = cosine[2] * t206 - t135 * sine[2] - 0.35 * t283;
    const Value t286 = cosine[0] * (t285 * sine[1] + t205 * cosine[1] - 0.5 * t283) + (t285 * cosine[1] - t205 * sine[1]) * sine[0];
    const Value t287 = sine[2] * t208 + cosine[2] * t141;
    const Value t288 = cosine[2] * t208 - sine[2] * t141;
    const Value t289 = t210 * sine[2] - cosine[2] * t152;
    const Value t290 = sine[2] * t152 + cosine[2] * t210;
    const Value t291 = sine[3] * t99;
    const Value t292 = t144 * cosine[3] + t291;
    const Value t293 = t146 * cosine[3] - t291;
    const Value t294 = t292 * sine[2] + cosine[2] * t142;
    const Value t295 = cosine[2] * t292 - sine[2] * t142;
    const Value t296 = t214 * sine[2] - cosine[2] * t161;
    const Value t297 = t214 * cosine[2] + sine[2] * t161;
    const Value t298 = t165 * cosine[2] - sine[2] * t217;
    const Value t299 = t165 * sine[2] + cosine[2] * t217;
    const Value t300 = sine[2] * t293 - t143 * cosine[2];
    const Value t301 = t143 * sine[2] + cosine[2] * t293;
    const Value t302 = t62 * cosine[3] - t109 * sine[3];
    const Value t303 = cosine[2] * t302 - t54 * sine[2];
    const Value t304 = sine[2] * t302 + cosine[2] * t54;
    const Value t305 = 0.35 * t303 + (t224 * sine[2] + cosine[2] * t168);
    const Value t306 = cosine[2] * t224 - sine[2] * t168 - 0.35 * t304;
    const Value t307 = cosine[0] * (t306 * sine[1] + cosine[1] * t223 - 0.5 * t304) + (t306 * cosine[1] - t223 * sine[1]) * sine[0];
    const Value t308 = t232 + t183;
    const Value t309 = t183 + t184;
    const Value t310 = t232 + t184;
    const Value t311 = t308 * sine[3] - t240;
    const Value t312 = cosine[2] * t311 - sine[2] * t251;
    const Value t313 = cosine[2] * t251 + sine[2] * t311;
    const Value t314 = t248 * cosine[3] + sine[3] * t251;
    const Value t315 = 0.35 * t312 + (cosine[2] * t173 + sine[2] * t226);
    const Value t316 = cosine[2] * t226 - t173 * sine[2] - 0.35 * t313;
    const Value t317 = (cosine[1] * t225 + t316 * sine[1] - 0.5 * t313) * cosine[0] + (cosine[1] * t316 - t225 * sine[1]) * sine[0];
    const Value t318 = t186 + t74;
    const Value t319 = t186 * cosine[3];
    const Value t320 = t319 + sine[3] * t50;
    const Value t321 = t249 - t319;
    const Value t322 = t74 * cosine[3] - t249;
    const Value t323 = t182 * cosine[3] - t318 * sine[3];
    const Value t324 = cosine[2] * t323 - t309 * sine[2];
    const Value t325 = t309 * cosine[2] + sine[2] * t323;
    const Value t326 = 0.35 * t324 + (t176 * cosine[2] + t228 * sine[2]);
    const Value t327 = cosine[2] * t228 - t176 * sine[2] - 0.35 * t325;
    const Value t328 = cosine[0] * (cosine[1] * t227 + t327 * sine[1] - 0.5 * t325) + sine[0] * (cosine[1] * t327 - t227 * sine[1]);
    const Value t329 = t79 - t180;
    const Value t330 = sine[3] * t329 + t310 * cosine[3];
    const Value t331 = cosine[2] * t330 + t248 * sine[2];
    const Value t332 = cosine[2] * t248 - sine[2] * t330;
    const Value t333 = cosine[2] * t179 + t236 * sine[2] - 0.35 * t331;
    const Value t334 = cosine[2] * t236 - t179 * sine[2] - 0.35 * t332;
    const Value t335 = (t334 * cosine[1] - t235 * sine[1]) * sine[0] + cosine[0] * (t334 * sine[1] + t235 * cosine[1] - 0.5 * t332);
    const Value t336 = t180 * cosine[2];
    const Value t337 = t320 * sine[2] - t336;
    const Value t338 = t336 + sine[2] * t322;
    const Value t339 = t244 * sine[2] + cosine[2] * t182;
    const Value t340 = t244 * cosine[2] - t182 * sine[2];
    const Value t341 = t79 * cosine[2] + t321 * sine[2];
    const Value t342 = cosine[2] * t321 - t79 * sine[2];
    const Value t343 = t185 * cosine[2] - sine[2] * t314;
    const Value t344 = t185 * sine[2] + cosine[2] * t314;
    const Value t345 = sine[2] * t254 + cosine[2] * t187;
    const Value t346 = cosine[2] * t254 - sine[2] * t187;
    const Value t347 = t34 * sine[2];
    const Value t348 = cosine[2] * t55 + t347;
    const Value t349 = 0.35 * t348;
    const Value t350 = t261 + t258;
    const Value t351 = t256 - t38;
    const Value t352 = sine[2] * t350 + cosine[2] * t351;
    const Value t353 = sine[2] * t351 - cosine[2] * t350;
    const Value t354 = sine[2] * t31;
    const Value t355 = 0.35 * t352 - t354;
    const Value t356 = t257 + t77;
    const Value t357 = t40 - t260;
    const Value t358 = cosine[2] * t356 + sine[2] * t357;
    const Value t359 = cosine[2] * t56 - t347 - 0.35 * t358;
    const Value t360 = cosine[2] * t357 - sine[2] * t356;
    const Value t361 = t256 + t38;
    const Value t362 = t261 + t259;
    const Value t363 = t261 - t259;
    const Value t364 = t361 * sine[2] + t362 * cosine[2];
    const Value t365 = t361 * cosine[2] - t362 * sine[2];
    const Value t366 = 0.35 * t365 + t354;
    const Value t367 = sine[0] * (t34 * sine[1] + t366 * cosine[1]) - cosine[0] * (t34 * cosine[1] - t366 * sine[1] - 0.5 * t365);
    const Value t368 = cosine[2] * t31;
    const Value t369 = t368 - 0.35 * t364;
    const Value t370 = 0.35 * t353 + t368;
    const Value t371 = (t55 * sine[1] + t370 * cosine[1]) * sine[0] - cosine[0] * (t55 * cosine[1] - t370 * sine[1] - 0.5 * t353);
    const Value t372 = sine[2] * t260;
    const Value t373 = cosine[2] * t77 - t372;
    const Value t374 = t37 - qdd[3];
    const Value t375 = t44 * t39 + t374;
    const Value t376 = t256 + t374;
    const Value t377 = sine[2] * t363 + cosine[2] * t376;
    const Value t378 = cosine[2] * t363 - sine[2] * t376;
    const Value t379 = t257 * cosine[2];
    const Value t380 = t372 - t379;
    const Value t381 = sine[2] * t40 + t379;
    const Value t382 = t260 + t40;
    const Value t383 = t77 - t257;
    const Value t384 = t382 * cosine[2] + sine[2] * t383;
    const Value t385 = cosine[2] * t383 - t382 * sine[2];
    const Value t386 = sine[2] * t375 - cosine[2] * t262;
    const Value t387 = cosine[2] * t375 + t262 * sine[2];
    const Value t388 = sign_of(qd[2]);
    const Value t389 = t13 * t29;
    const Value t390 = -t389;
    const Value t391 = t16 * t29;
    const Value t392 = t391 - t37;
    const Value t393 = t29 * t29;
    const Value t394 = t29 * t14;
    const Value t395 = t13 * t14;
    const Value t396 = t16 * t14 - t15;
    const Value t397 = -(t393 + t395);
    const Value t398 = t13 * t16;
    const Value t399 = t16 * t16;
    const Value t400 = t15 - t398;
    const Value t401 = t28 * cosine[1] + t27 * sine[1];
    const Value t402 = sign_of(qd[1]);
    const Value t403 = 0.25 * t8;
    const Value t404 = 0.5 * t10;
    const Value t405 = 0.5 * t2;
    const Value t406 = t2 * t405;
    const Value t407 = t2 * t8;
    const Value t408 = qdd[1] + t407;
    const Value t409 = t2 * t2;
    const Value t410 = t8 * t8;
    const Value t411 = t211 - t212;
    const Value t412 = t218 - t216;
    const Value t413 = t180 * sine[2];
    const Value t414 = cosine[2] * t320 + t413;
    const Value t415 = cosine[2] * t322 - t413;
    const Value t416 = t238 - t237;
    const Value t417 = t243 - t240;
    const Value t418 = t252 - t250;
    const Value t419 = cosine[2] * t34;
    const Value t420 = sine[2] * t55 - t419;
    const Value t421 = 0.35 * t360 + (t419 + sine[2] * t56);
    const Value t422 = 0.35 * t420;
    const Value t423 = cosine[2] * t260;
    const Value t424 = t423 + sine[2] * t77;
    const Value t425 = t256 * cosine[1];
    const Value t426 = t256 * sine[1];
    const Value t427 = t257 - t78;
    const Value t428 = t257 * sine[2];
    const Value t429 = t428 + t423;
    const Value t430 = cosine[2] * t40 - t428;
    const Value t431 = t259 - t258;
    const Value t432 = t7 * sine[1];
    const Value t433 = t7 * cosine[1];
    const Value t434 = t391 + t37;
    const Value t435 = t398 * cosine[1];
    const Value t436 = t398 * sine[1];
    const Value t437 = t399 + t395;
    const Value t438 = t394 - t32;
    const Value t439 = t391 * cosine[1];
    const Value t440 = t391 * sine[1];
    const Value t441 = t32 - t389;
    const Value t442 = t399 - t393;
    const Value t443 = 0.25 * qd[1];
    const Value t444 = t3 + t4;
    const Value t445 = sine[0] * t9;
    const Value t446 = cosine[0] * t3;
    const Value t447 = qd[1] * qd[1];
    const Value t448 = sign_of(qd[0]);
    Y[0] = Value() + 0.0;
    Y[1] = Value() + 0.0;
    Y[2] = Value() + 0.0;
    Y[3] = qdd[0];
    Y[4] = Value() + 0.0;
    Y[5] = Value() + 0.0;
    Y[6] = Value() + 0.0;
    Y[7] = Value() + 0.0;
    Y[8] = Value() + 0.0;
    Y[9] = Value() + 0.0;
    Y[10] = qdd[0];
    Y[11] = qd[0];
    Y[12] = t448;
    Y[13] = sine[0] * t10 + t446;
    Y[14] = (t9 + t10) * cosine[0] - t444 * sine[0];
    Y[15] = -(t408 * sine[0] + (t447 - t409) * cosine[0]);
    Y[16] = -(t445 + cosine[0] * t4);
    Y[17] = -(cosine[0] * (qdd[1] - t407) + sine[0] * (t410 - t447));
    Y[18] = t445 - t446;
    Y[19] = -(t444 * cosine[0]);
    Y[20] = sine[0] * (t405 * qd[1] + t5) - (t404 + t19 * qd[1]) * cosine[0];
    Y[21] = -(cosine[0] * (t406 - t24 - t25) + sine[0] * (t21 - (t20 + t405 * t8)));
    Y[22] = -((t403 * qd[1] - t8 * t443) * sine[0] + cosine[0] * (t2 * t443 + 0.25 * t4));
    Y[23] = Value() + 0.0;
    Y[24] = Value() + 0.0;
    Y[25] = Value() + 0.0;
    Y[26] = -((t15 * sine[1] - t439) * cosine[0] + sine[0] * (t15 * cosine[1] + t440));
    Y[27] = -(cosine[0] * (t441 * sine[1] + t442 * cosine[1]) + sine[0] * (t441 * cosine[1] - t442 * sine[1]));
    Y[28] = sine[0] * (t434 * cosine[1] + t396 * sine[1]) - cosine[0] * (t396 * cosine[1] - t434 * sine[1]);
    Y[29] = -(cosine[0] * (t439 + t436) + sine[0] * (t435 - t440));
    Y[30] = -((t437 * sine[1] + t438 * cosine[1]) * cosine[0] + sine[0] * (t437 * cosine[1] - t438 * sine[1]));
    Y[31] = (t435 + t37 * sine[1]) * sine[0] - (t37 * cosine[1] - t436) * cosine[0];
    Y[32] = sine[0] * t432 - cosine[0] * (t433 + 0.5 * t434);
    Y[33] = t401 * sine[0] - (0.5 * (t393 + t13 * t13) + (t27 * cosine[1] - t28 * sine[1])) * cosine[0];
    Y[34] = -(t433 * sine[0] + cosine[0] * (0.5 * (t398 + t15) + t432));
    Y[35] = -(cosine[0] * (0.5 * t7));
    Y[36] = Value() + 0.0;
    Y[37] = Value() + 0.0;
    Y[38] = Value() + 0.0;
    Y[39] = -((t425 + t430 * sine[1]) * cosine[0] + sine[0] * (cosine[1] * t430 - t426));
    Y[40] = -(sine[0] * (t387 * cosine[1] - t357 * sine[1]) + cosine[0] * (t387 * sine[1] + cosine[1] * t357));
    Y[41] = -((t385 * sine[1] + t431 * cosine[1]) * cosine[0] + sine[0] * (t385 * cosine[1] - t431 * sine[1]));
    Y[42] = -((t429 * cosine[1] - t374 * sine[1]) * sine[0] + (t429 * sine[1] + t374 * cosine[1]) * cosine[0]);
    Y[43] = -(cosine[0] * (cosine[1] * t427 + t378 * sine[1]) + sine[0] * (t378 * cosine[1] - t427 * sine[1]));
    Y[44] = (t424 * sine[1] + t425) * cosine[0] - (t426 - t424 * cosine[1]) * sine[0];
    Y[45] = t367;
    Y[46] = t421 * cosine[1] * sine[0] + (t421 * sine[1] + 0.5 * t360) * cosine[0];
    Y[47] = t371;
    Y[48] = t422 * cosine[1] * sine[0] + (0.5 * t420 + t422 * sine[1]) * cosine[0];
    Y[49] = Value() + 0.0;
    Y[50] = Value() + 0.0;
    Y[51] = Value() + 0.0;
    Y[52] = -(cosine[0] * (t247 * cosine[1] + t415 * sine[1]) + sine[0] * (t415 * cosine[1] - t247 * sine[1]));
    Y[53] = -(sine[0] * (t346 * cosine[1] + t253 * sine[1]) + cosine[0] * (t346 * sine[1] - t253 * cosine[1]));
    Y[54] = sine[0] * (t418 * sine[1] + cosine[1] * t344) - cosine[0] * (t418 * cosine[1] - t344 * sine[1]);
    Y[55] = -(sine[0] * (t342 * cosine[1] + t246 * sine[1]) + cosine[0] * (t342 * sine[1] - t246 * cosine[1]));
    Y[56] = -(cosine[0] * (t417 * cosine[1] + t340 * sine[1]) + (t340 * cosine[1] - t417 * sine[1]) * sine[0]);
    Y[57] = -((t414 * sine[1] + t416 * cosine[1]) * cosine[0] + sine[0] * (t414 * cosine[1] - t416 * sine[1]));
    Y[58] = -t335;
    Y[59] = -t328;
    Y[60] = -t317;
    Y[61] = -t307;
    Y[62] = Value() + 0.0;
    Y[63] = Value() + 0.0;
    Y[64] = Value() + 0.0;
    Y[65] = -((cosine[1] * t301 - t219 * sine[1]) * sine[0] + (t219 * cosine[1] + t301 * sine[1]) * cosine[0]);
    Y[66] = (t412 * sine[1] + t299 * cosine[1]) * sine[0] - cosine[0] * (cosine[1] * t412 - t299 * sine[1]);
    Y[67] = -((cosine[1] * t297 - t213 * sine[1]) * sine[0] + (t297 * sine[1] + t213 * cosine[1]) * cosine[0]);
    Y[68] = -(sine[0] * (t295 * cosine[1] - t411 * sine[1]) + cosine[0] * (t411 * cosine[1] + t295 * sine[1]));
    Y[69] = -((cosine[1] * t290 - t209 * sine[1]) * sine[0] + (t209 * cosine[1] + t290 * sine[1]) * cosine[0]);
    Y[70] = -(sine[0] * (t288 * cosine[1] - t207 * sine[1]) + cosine[0] * (t207 * cosine[1] + t288 * sine[1]));
    Y[71] = -t286;
    Y[72] = -t280;
    Y[73] = -t274;
    Y[74] = -t268;
    Y[75] = Value() + 0.0;
    Y[76] = Value() + 0.0;
    Y[77] = Value() + 0.0;
    Y[78] = Value() + 0.0;
    Y[79] = Value() + 0.0;
    Y[80] = Value() + 0.0;
    Y[81] = Value() + 0.0;
    Y[82] = Value() + 0.0;
    Y[83] = Value() + 0.0;
    Y[84] = Value() + 0.0;
    Y[85] = Value() + 0.0;
    Y[86] = Value() + 0.0;
    Y[87] = Value() + 0.0;
    Y[88] = Value() + 0.0;
    Y[89] = Value() + 0.0;
    Y[90] = Value() + 0.0;
    Y[91] = -t407;
    Y[92] = t409 - t410;
    Y[93] = t9 - t10;
    Y[94] = t407;
    Y[95] = t4 - t3;
    Y[96] = qdd[1];
    Y[97] = t408 - t21;
    Y[98] = t25 + (t23 - t406);
    Y[99] = t404 - t6 * t8;
    Y[100] = 0.25 * qdd[1] + t2 * t403 - 4.905 * cosine[0];
    Y[101] = qdd[1];
    Y[102] = qd[1];
    Y[103] = t402;
    Y[104] = t389;
    Y[105] = t400;
    Y[106] = t397;
    Y[107] = t32;
    Y[108] = t392;
    Y[109] = t390;
    Y[110] = t28 + 0.5 * ((t395 - t399) * sine[1] + (t394 + t32) * cosine[1]);
    Y[111] = 0.5 * ((t398 - t15) * cosine[1] + (t37 - t391) * sine[1]);
    Y[112] = t27 + 0.5 * ((t393 + t399) * cosine[1] + (t32 + t389) * sine[1]);
    Y[113] = 0.5 * t401;
    Y[114] = Value() + 0.0;
    Y[115] = Value() + 0.0;
    Y[116] = Value() + 0.0;
    Y[117] = t381;
    Y[118] = t386;
    Y[119] = t384;
    Y[120] = t380;
    Y[121] = t377;
    Y[122] = t373;
    Y[123] = t369 - 0.5 * ((t257 + t78) * cosine[1] + t364 * sine[1]);
    Y[124] = t359 - 0.5 * (t358 * sine[1] + (t259 + t258) * cosine[1]);
    Y[125] = 0.5 * (t352 * sine[1] - t382 * cosine[1]) + t355;
    Y[126] = 0.5 * (t348 * sine[1] + cosine[1] * t31) + t349;
    Y[127] = Value() + 0.0;
    Y[128] = Value() + 0.0;
    Y[129] = Value() + 0.0;
    Y[130] = t338;
    Y[131] = t345;
    Y[132] = t343;
    Y[133] = t341;
    Y[134] = t339;
    Y[135] = t337;
    Y[136] = 0.5 * ((t329 * cosine[3] - t310 * sine[3]) * cosine[1] - t331 * sine[1]) + t333;
    Y[137] = t326 + 0.5 * ((t182 * sine[3] + t318 * cosine[3]) * cosine[1] + t324 * sine[1]);
    Y[138] = t315 + 0.5 * (t312 * sine[1] - (t241 + t308 * cosine[3]) * cosine[1]);
    Y[139] = t305 + 0.5 * ((t62 * sine[3] + t109 * cosine[3]) * cosine[1] + t303 * sine[1]);
    Y[140] = Value() + 0.0;
    Y[141] = Value() + 0.0;
    Y[142] = Value() + 0.0;
    Y[143] = t300;
    Y[144] = t298;
    Y[145] = t296;
    Y[146] = t294;
    Y[147] = t289;
    Y[148] = t287;
    Y[149] = 0.5 * ((t134 * cosine[3] - t163 * sine[3]) * cosine[1] - t282 * sine[1]) + t284;
    Y[150] = t278 + 0.5 * (t276 * sine[1] + (t127 * cosine[3] + sine[3] * t160) * cosine[1]);
    Y[151] = t272 + 0.5 * ((t123 * cosine[3] - t194 * sine[3]) * cosine[1] - t270 * sine[1]);
    Y[152] = t266 + 0.5 * (t264 * sine[1] + (sine[3] * t189 + t110 * cosine[3]) * cosine[1]);
    Y[153] = Value() + 0.0;
    Y[154] = Value() + 0.0;
    Y[155] = Value() + 0.0;
    Y[156] = Value() + 0.0;
    Y[157] = Value() + 0.0;
    Y[158] = Value() + 0.0;
    Y[159] = Value() + 0.0;
    Y[160] = Value() + 0.0;
    Y[161] = Value() + 0.0;
    Y[162] = Value() + 0.0;
    Y[163] = Value() + 0.0;
    Y[164] = Value() + 0.0;
    Y[165] = Value() + 0.0;
    Y[166] = Value() + 0.0;
    Y[167] = Value() + 0.0;
    Y[168] = Value() + 0.0;
    Y[169] = Value() + 0.0;
    Y[170] = Value() + 0.0;
    Y[171] = Value() + 0.0;
    Y[172] = Value() + 0.0;
    Y[173] = Value() + 0.0;
    Y[174] = Value() + 0.0;
    Y[175] = Value() + 0.0;
    Y[176] = Value() + 0.0;
    Y[177] = Value() + 0.0;
    Y[178] = Value() + 0.0;
    Y[179] = Value() + 0.0;
    Y[180] = Value() + 0.0;
    Y[181] = Value() + 0.0;
    Y[182] = t389;
    Y[183] = t400;
    Y[184] = t397;
    Y[185] = t32;
    Y[186] = t392;
    Y[187] = t390;
    Y[188] = t28;
    Y[189] = Value() + 0.0;
    Y[190] = t27;
    Y[191] = Value() + 0.0;
    Y[192] = qdd[2];
    Y[193] = qd[2];
    Y[194] = t388;
    Y[195] = t381;
    Y[196] = t386;
    Y[197] = t384;
    Y[198] = t380;
    Y[199] = t377;
    Y[200] = t373;
    Y[201] = t369;
    Y[202] = t359;
    Y[203] = t355;
    Y[204] = t349;
    Y[205] = Value() + 0.0;
    Y[206] = Value() + 0.0;
    Y[207] = Value() + 0.0;
    Y[208] = t338;
    Y[209] = t345;
    Y[210] = t343;
    Y[211] = t341;
    Y[212] = t339;
    Y[213] = t337;
    Y[214] = t333;
    Y[215] = t326;
    Y[216] = t315;
    Y[217] = t305;
    Y[218] = Value() + 0.0;
    Y[219] = Value() + 0.0;
    Y[220] = Value() + 0.0;
    Y[221] = t300;
    Y[222] = t298;
    Y[223] = t296;
    Y[224] = t294;
    Y[225] = t289;
    Y[226] = t287;
    Y[227] = t284;
    Y[228] = t278;
    Y[229] = t272;
    Y[230] = t266;
    Y[231] = Value() + 0.0;
    Y[232] = Value() + 0.0;
    Y[233] = Value() + 0.0;
    Y[234] = Value() + 0.0;
    Y[235] = Value() + 0.0;
    Y[236] = Value() + 0.0;
    Y[237] = Value() + 0.0;
    Y[238] = Value() + 0.0;
    Y[239] = Value() + 0.0;
    Y[240] = Value() + 0.0;
    Y[241] = Value() + 0.0;
    Y[242] = Value() + 0.0;
    Y[243] = Value() + 0.0;
    Y[244] = Value() + 0.0;
    Y[245] = Value() + 0.0;
    Y[246] = Value() + 0.0;
    Y[247] = Value() + 0.0;
    Y[248] = Value() + 0.0;
    Y[249] = Value() + 0.0;
    Y[250] = Value() + 0.0;
    Y[251] = Value() + 0.0;
    Y[252] = Value() + 0.0;
    Y[253] = Value() + 0.0;
    Y[254] = Value() + 0.0;
    Y[255] = Value() + 0.0;
    Y[256] = Value() + 0.0;
    Y[257] = Value() + 0.0;
    Y[258] = Value() + 0.0;
    Y[259] = Value() + 0.0;
    Y[260] = Value() + 0.0;
    Y[261] = Value() + 0.0;
    Y[262] = Value() + 0.0;
    Y[263] = Value() + 0.0;
    Y[264] = Value() + 0.0;
    Y[265] = Value() + 0.0;
    Y[266] = Value() + 0.0;
    Y[267] = Value() + 0.0;
    Y[268] = Value() + 0.0;
    Y[269] = Value() + 0.0;
    Y[270] = Value() + 0.0;
    Y[271] = Value() + 0.0;
    Y[272] = Value() + 0.0;
    Y[273] = -t256;
    Y[274] = t260 - t40;
    Y[275] = t258 - t259;
    Y[276] = t38;
    Y[277] = t78 - t257;
    Y[278] = t256;
    Y[279] = -t34;
    Y[280] = Value() + 0.0;
    Y[281] = t56;
    Y[282] = Value() + 0.0;
    Y[283] = qdd[3];
    Y[284] = qd[3];
    Y[285] = t255;
    Y[286] = -t247;
    Y[287] = t253;
    Y[288] = t250 - t252;
    Y[289] = t246;
    Y[290] = t240 - t243;
    Y[291] = t237 - t238;
    Y[292] = -t235;
    Y[293] = -t227;
    Y[294] = -t225;
    Y[295] = -t223;
    Y[296] = Value() + 0.0;
    Y[297] = Value() + 0.0;
    Y[298] = Value() + 0.0;
    Y[299] = -t219;
    Y[300] = t216 - t218;
    Y[301] = -t213;
    Y[302] = t212 - t211;
    Y[303] = -t209;
    Y[304] = -t207;
    Y[305] = -t205;
    Y[306] = -t201;
    Y[307] = -t198;
    Y[308] = -t191;
    Y[309] = Value() + 0.0;
    Y[310] = Value() + 0.0;
    Y[311] = Value() + 0.0;
    Y[312] = Value() + 0.0;
    Y[313] = Value() + 0.0;
    Y[314] = Value() + 0.0;
    Y[315] = Value() + 0.0;
    Y[316] = Value() + 0.0;
    Y[317] = Value() + 0.0;
    Y[318] = Value() + 0.0;
    Y[319] = Value() + 0.0;
    Y[320] = Value() + 0.0;
    Y[321] = Value() + 0.0;
    Y[322] = Value() + 0.0;
    Y[323] = Value() + 0.0;
    Y[324] = Value() + 0.0;
    Y[325] = Value() + 0.0;
    Y[326] = Value() + 0.0;
    Y[327] = Value() + 0.0;
    Y[328] = Value() + 0.0;
    Y[329] = Value() + 0.0;
    Y[330] = Value() + 0.0;
    Y[331] = Value() + 0.0;
    Y[332] = Value() + 0.0;
    Y[333] = Value() + 0.0;
    Y[334] = Value() + 0.0;
    Y[335] = Value() + 0.0;
    Y[336] = Value() + 0.0;
    Y[337] = Value() + 0.0;
    Y[338] = Value() + 0.0;
    Y[339] = Value() + 0.0;
    Y[340] = Value() + 0.0;
    Y[341] = Value() + 0.0;
    Y[342] = Value() + 0.0;
    Y[343] = Value() + 0.0;
    Y[344] = Value() + 0.0;
    Y[345] = Value() + 0.0;
    Y[346] = Value() + 0.0;
    Y[347] = Value() + 0.0;
    Y[348] = Value() + 0.0;
    Y[349] = Value() + 0.0;
    Y[350] = Value() + 0.0;
    Y[351] = Value() + 0.0;
    Y[352] = Value() + 0.0;
    Y[353] = Value() + 0.0;
    Y[354] = Value() + 0.0;
    Y[355] = Value() + 0.0;
    Y[356] = Value() + 0.0;
    Y[357] = Value() + 0.0;
    Y[358] = Value() + 0.0;
    Y[359] = Value() + 0.0;
    Y[360] = Value() + 0.0;
    Y[361] = Value() + 0.0;
    Y[362] = Value() + 0.0;
    Y[363] = Value() + 0.0;
    Y[364] = t180;
    Y[365] = t187;
    Y[366] = t185;
    Y[367] = t79;
    Y[368] = t182;
    Y[369] = -t180;
    Y[370] = t179;
    Y[371] = t176;
    Y[372] = t173;
    Y[373] = t168;
    Y[374] = qdd[4];
    Y[375] = qd[4];
    Y[376] = t166;
    Y[377] = -t143;
    Y[378] = t165;
    Y[379] = -t161;
    Y[380] = t142;
    Y[381] = -t152;
    Y[382] = t141;
    Y[383] = t135;
    Y[384] = t128;
    Y[385] = t125;
    Y[386] = t118;
    Y[387] = Value() + 0.0;
    Y[388] = Value() + 0.0;
    Y[389] = Value() + 0.0;
    Y[390] = Value() + 0.0;
    Y[391] = Value() + 0.0;
    Y[392] = Value() + 0.0;
    Y[393] = Value() + 0.0;
    Y[394] = Value() + 0.0;
    Y[395] = Value() + 0.0;
    Y[396] = Value() + 0.0;
    Y[397] = Value() + 0.0;
    Y[398] = Value() + 0.0;
    Y[399] = Value() + 0.0;
    Y[400] = Value() + 0.0;
    Y[401] = Value() + 0.0;
    Y[402] = Value() + 0.0;
    Y[403] = Value() + 0.0;
    Y[404] = Value() + 0.0;
    Y[405] = Value() + 0.0;
    Y[406] = Value() + 0.0;
    Y[407] = Value() + 0.0;
    Y[408] = Value() + 0.0;
    Y[409] = Value() + 0.0;
    Y[410] = Value() + 0.0;
    Y[411] = Value() + 0.0;
    Y[412] = Value() + 0.0;
    Y[413] = Value() + 0.0;
    Y[414] = Value() + 0.0;
    Y[415] = Value() + 0.0;
    Y[416] = Value() + 0.0;
    Y[417] = Value() + 0.0;
    Y[418] = Value() + 0.0;
    Y[419] = Value() + 0.0;
    Y[420] = Value() + 0.0;
    Y[421] = Value() + 0.0;
    Y[422] = Value() + 0.0;
    Y[423] = Value() + 0.0;
    Y[424] = Value() + 0.0;
    Y[425] = Value() + 0.0;
    Y[426] = Value() + 0.0;
    Y[427] = Value() + 0.0;
    Y[428] = Value() + 0.0;
    Y[429] = Value() + 0.0;
    Y[430] = Value() + 0.0;
    Y[431] = Value() + 0.0;
    Y[432] = Value() + 0.0;
    Y[433] = Value() + 0.0;
    Y[434] = Value() + 0.0;
    Y[435] = Value() + 0.0;
    Y[436] = Value() + 0.0;
    Y[437] = Value() + 0.0;
    Y[438] = Value() + 0.0;
    Y[439] = Value() + 0.0;
    Y[440] = Value() + 0.0;
    Y[441] = Value() + 0.0;
    Y[442] = Value() + 0.0;
    Y[443] = Value() + 0.0;
    Y[444] = Value() + 0.0;
    Y[445] = Value() + 0.0;
    Y[446] = Value() + 0.0;
    Y[447] = Value() + 0.0;
    Y[448] = Value() + 0.0;
    Y[449] = Value() + 0.0;
    Y[450] = Value() + 0.0;
    Y[451] = Value() + 0.0;
    Y[452] = Value() + 0.0;
    Y[453] = Value() + 0.0;
    Y[454] = Value() + 0.0;
    Y[455] = t99;
    Y[456] = t105;
    Y[457] = t102;
    Y[458] = -t99;
    Y[459] = t98;
    Y[460] = t64;
    Y[461] = t95;
    Y[462] = t93;
    Y[463] = -t86;
    Y[464] = t71;
    Y[465] = qdd[5];
    Y[466] = qd[5];
    Y[467] = t1;
  }
};
}  // namespace
void regressor(const Params& p, const double* q, const double* qd, const double* qdd, double* Y) {
  evaluate(RegressorBody(), p, q, qd, qdd, Y);
}


// Built from: the base parameters' columns of the regressor (derivatives of tau's Newton-Euler program by the standard parameters (inputs there)).
// 574 multiplications, 430 additions, 0 divisions, 16 function calls.
namespace {
struct BaseRegressorBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, Value* Yb) const {
    (void)p;
    Value sine[5], cosine[5];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[1], q[2], q[3], t0, q[5]);
    const Value t1 = sign_of(qd[5]);
    const Value t2 = cosine[0] * qd[0];
    const Value t3 = 0.5 * t2;
    const Value t4 = sine[0] * qd[0];
    const Value t5 = 9.81 * cosine[0];
    const Value t6 = 0.5 * qdd[1] + t3 * t4 - t5;
    const Value t7 = t3 * t2;
    const Value t8 = 0.5 * qd[1];
    const Value t9 = 9.81 * sine[0];
    const Value t10 = t9 + (t8 * qd[1] + t7);
    const Value t11 = t6 * sine[1] - t10 * cosine[1];
    const Value t12 = t10 * sine[1] + t6 * cosine[1];
    const Value t13 = t4 * sine[1];
    const Value t14 = t2 * cosine[1];
    const Value t15 = t13 - t14;
    const Value t16 = t14 - t13;
    const Value t17 = t2 * sine[1] + t4 * cosine[1];
    const Value t18 = 0.35 * t17;
    const Value t19 = qdd[1] + qdd[2];
    const Value t20 = t11 + (0.35 * t19 + t15 * t18);
    const Value t21 = cosine[2] * t20;
    const Value t22 = t4 * qd[1];
    const Value t23 = t22 - qdd[0] * cosine[0];
    const Value t24 = 0.5 * t23;
    const Value t25 = t24 + t4 * t8;
    const Value t26 = t2 * qd[1];
    const Value t27 = qdd[0] * sine[0] + t26;
    const Value t28 = t15 * qd[2] + (t23 * sine[1] - cosine[1] * t27);
    const Value t29 = qd[2] + qd[1];
    const Value t30 = 0.35 * t29;
    const Value t31 = t17 * t18 + t29 * t30 + t12;
    const Value t32 = t25 + (t15 * t30 + 0.35 * t28);
    const Value t33 = t32 * cosine[2] + sine[2] * t20;
    const Value t34 = t32 * sine[2];
    const Value t35 = t21 - t34;
    const Value t36 = sine[3] * t31 + t35 * cosine[3];
    const Value t37 = cosine[2] * t17;
    const Value t38 = t29 * sine[2];
    const Value t39 = t38 - t37;
    const Value t40 = t37 - t38;
    const Value t41 = qd[3] + t16;
    const Value t42 = t39 * sine[3] + t41 * cosine[3];
    const Value t43 = 0.15 * t42;
    const Value t44 = t43 * t42;
    const Value t45 = cosine[2] * t29 + t17 * sine[2];
    const Value t46 = t45 + qd[4];
    const Value t47 = 0.15 * t46;
    const Value t48 = t36 - (t46 * t47 + t44);
    const Value t49 = t17 * qd[2] + (t23 * cosine[1] + t27 * sine[1]);
    const Value t50 = qdd[3] - t49;
    const Value t51 = t45 * qd[3] + (sine[2] * t19 + t28 * cosine[2]);
    const Value t52 = t39 * cosine[3];
    const Value t53 = sine[3] * t41;
    const Value t54 = t52 - t53;
    const Value t55 = t53 - t52;
    const Value t56 = qd[4] * t54 + (t50 * cosine[3] + sine[3] * t51);
    const Value t57 = 0.15 * t56;
    const Value t58 = t47 * t54 + t57 - t33;
    const Value t59 = t54 * sine[4] + t46 * cosine[4];
    const Value t60 = 0.28 * t59;
    const Value t61 = cosine[4] * t54 - t46 * sine[4];
    const Value t62 = 0.28 * t61;
    const Value t63 = t59 * t60 - t62 * t61 - (t48 * cosine[4] - t58 * sine[4]);
    const Value t64 = qdd[5] - t56;
    const Value t65 = 0.56 * t59;
    const Value t66 = 0.56 * t64 - t65 * t61 - (t58 * cosine[4] + t48 * sine[4]);
    const Value t67 = qd[5] - t42;
    const Value t68 = t67 * t61;
    const Value t69 = t51 * cosine[3] - sine[3] * t50;
    const Value t70 = qd[4] * t42;
    const Value t71 = t69 - t70;
    const Value t72 = cosine[2] * t19 - t28 * sine[2];
    const Value t73 = t39 * qd[3];
    const Value t74 = t72 - t73;
    const Value t75 = t73 - t72;
    const Value t76 = t74 + qdd[4];
    const Value t77 = t76 * cosine[4] + t71 * sine[4] + qd[5] * t61;
    const Value t78 = t68 - t77;
    const Value t79 = t71 * cosine[4] - t76 * sine[4] - qd[5] * t59;
    const Value t80 = t67 * t60 - 0.28 * t79;
    const Value t81 = t67 * t59;
    const Value t82 = t79 + t81;
    const Value t83 = t61 * t61;
    const Value t84 = t59 * t59;
    const Value t85 = t83 - t84;
    const Value t86 = t59 * t61;
    const Value t87 = cosine[3] * t31 - sine[3] * t35;
    const Value t88 = 0.15 * t76 - t43 * t54 + t87;
    const Value t89 = t88 + (0.28 * t77 + t62 * t67);
    const Value t90 = t46 * t43 - 0.15 * t71;
    const Value t91 = t79 - t81;
    const Value t92 = 0.15 * t91 - (t80 * cosine[4] + t89 * sine[4]);
    const Value t93 = cosine[4] * t89 - t80 * sine[4];
    const Value t94 = 0.56 * t67;
    const Value t95 = 0.56 * t77 + t94 * t61 + t88;
    const Value t96 = t65 * t67 - t94 * t59;
    const Value t97 = t68 + t77;
    const Value t98 = t67 * t67;
    const Value t99 = 0.15 * t97 + (cosine[4] * t95 - t96 * sine[4]);
    const Value t100 = t95 * sine[4] + cosine[4] * t96;
    const Value t101 = t68 * cosine[4];
    const Value t102 = t68 * sine[4];
    const Value t103 = t101 + t81 * sine[4];
    const Value t104 = t79 * sine[4] + t101;
    const Value t105 = t102 - t81 * cosine[4];
    const Value t106 = t79 * cosine[4] - t102;
    const Value t107 = t84 - t98;
    const Value t108 = t84 + t98;
    const Value t109 = t64 + t86;
    const Value t110 = t109 * cosine[4];
    const Value t111 = t109 * sine[4];
    const Value t112 = t107 * sine[4] + t110;
    const Value t113 = t107 * cosine[4] - t111;
    const Value t114 = t64 - t86;
    const Value t115 = t114 * sine[4];
    const Value t116 = t114 * cosine[4];
    const Value t117 = t98 - t83;
    const Value t118 = t98 + t83;
    const Value t119 = t111 + cosine[4] * t118;
    const Value t120 = sine[4] * t118 - t110;
    const Value t121 = t115 + cosine[4] * t117;
    const Value t122 = t116 - t117 * sine[4];
    const Value t123 = t115 + t108 * cosine[4];
    const Value t124 = t108 * sine[4];
    const Value t125 = t97 * sine[4] - cosine[4] * t91;
    const Value t126 = sign_of(qd[4]);
    const Value t127 = 0.15 * t54;
    const Value t128 = t44 - t127 * t54 - t36;
    const Value t129 = t46 * t127 + t57 - t33;
    const Value t130 = 0.3 * t42;
    const Value t131 = t87 + (0.3 * t76 - t130 * t54);
    const Value t132 = t46 * t54;
    const Value t133 = t56 - t132;
    const Value t134 = t54 * t54;
    const Value t135 = t42 * t42;
    const Value t136 = t134 - t135;
    const Value t137 = t46 * t42;
    const Value t138 = t70 - t69 - t137;
    const Value t139 = t42 * t54;
    const Value t140 = t63 - 0.15 * t119;
    const Value t141 = t140 * cosine[3] + t93 * sine[3];
    const Value t142 = t93 * cosine[3] - t140 * sine[3];
    const Value t143 = 0.15 * (t116 - t124) + t66;
    const Value t144 = t124 - t116;
    const Value t145 = sine[3] * t100 + t143 * cosine[3];
    const Value t146 = t100 * cosine[3] - sine[3] * t143;
    const Value t147 = t64 * cosine[3] + t105 * sine[3];
    const Value t148 = t105 * cosine[3] - sine[3] * t64;
    const Value t149 = t78 * cosine[3] + sine[3] * t113;
    const Value t150 = t113 * cosine[3] - t78 * sine[3];
    const Value t151 = t82 * cosine[3] + sine[3] * t122;
    const Value t152 = t122 * cosine[3] - sine[3] * t82;
    const Value t153 = sine[4] * t91 + t97 * cosine[4];
    const Value t154 = sine[3] * t153;
    const Value t155 = t153 * cosine[3] + sine[3] * t85;
    const Value t156 = t85 * cosine[3];
    const Value t157 = t86 * cosine[3] + t106 * sine[3];
    const Value t158 = t106 * cosine[3] - sine[3] * t86;
    const Value t159 = cosine[3] * t90 + sine[3] * t129;
    const Value t160 = t129 * cosine[3] - sine[3] * t90;
    const Value t161 = 0.3 * t46;
    const Value t162 = t46 * t130 - t161 * t42;
    const Value t163 = t33 - (0.3 * t56 + t161 * t54);
    const Value t164 = t46 * t46;
    const Value t165 = t56 + t132;
    const Value t166 = t76 + t55 * t42;
    const Value t167 = t164 + t55 * t54;
    const Value t168 = t164 + t134;
    const Value t169 = t162 * sine[3] + t163 * cosine[3];
    const Value t170 = t162 * cosine[3] - sine[3] * t163;
    const Value t171 = t76 + t139;
    const Value t172 = t171 * cosine[3];
    const Value t173 = t171 * sine[3];
    const Value t174 = t164 - t135;
    const Value t175 = t164 + t135;
    const Value t176 = t174 * sine[3];
    const Value t177 = t173 + t174 * cosine[3];
    const Value t178 = t132 * cosine[3];
    const Value t179 = sine[3] * t132;
    const Value t180 = t178 + t137 * sine[3];
    const Value t181 = t178 + sine[3] * t71;
    const Value t182 = t165 * sine[3];
    const Value t183 = t71 - t137;
    const Value t184 = t179 - t137 * cosine[3];
    const Value t185 = t71 * cosine[3] - t179;
    const Value t186 = t183 * cosine[3];
    const Value t187 = t166 * sine[3] + t167 * cosine[3];
    const Value t188 = t167 * sine[3] - t166 * cosine[3];
    const Value t189 = sign_of(qd[3]);
    const Value t190 = t39 * t41;
    const Value t191 = t74 - t190;
    const Value t192 = t39 * t39;
    const Value t193 = t45 * t45;
    const Value t194 = t45 * t41;
    const Value t195 = t41 * t41;
    const Value t196 = t45 * t39;
    const Value t197 = t40 * t39 + t195;
    const Value t198 = t120 * cosine[3] - sine[3] * t91;
    const Value t199 = t198 * cosine[2] - t119 * sine[2];
    const Value t200 = t198 * sine[2] + t119 * cosine[2];
    const Value t201 = 0.35 * t199 + (sine[2] * t142 + cosine[2] * t92);
    const Value t202 = cosine[2] * t142 - sine[2] * t92 - 0.35 * t200;
    const Value t203 = (t202 * sine[1] + cosine[1] * t141 - 0.5 * t200) * cosine[0] + sine[0] * (cosine[1] * t202 - t141 * sine[1]);
    const Value t204 = t97 * sine[3] + t123 * cosine[3];
    const Value t205 = cosine[2] * t204 + t144 * sine[2];
    const Value t206 = t144 * cosine[2] - sine[2] * t204;
    const Value t207 = cosine[2] * t99 + sine[2] * t146 - 0.35 * t205;
    const Value t208 = cosine[2] * t146 - t99 * sine[2] - 0.35 * t206;
    const Value t209 = cosine[0] * (t208 * sine[1] + t145 * cosine[1] - 0.5 * t206) + (t208 * cosine[1] - t145 * sine[1]) * sine[0];
    const Value t210 = sine[2] * t148 + cosine[2] * t103;
    const Value t211 = cosine[2] * t148 - sine[2] * t103;
    const Value t212 = t150 * sine[2] - cosine[2] * t112;
    const Value t213 = sine[2] * t112 + cosine[2] * t150;
    const Value t214 = t152 * sine[2] - cosine[2] * t121;
    const Value t215 = t152 * cosine[2] + sine[2] * t121;
    const Value t216 = t125 * cosine[2] - sine[2] * t155;
    const Value t217 = t125 * sine[2] + cosine[2] * t155;
    const Value t218 = sine[2] * t158 - t104 * cosine[2];
    const Value t219 = t104 * sine[2] + cosine[2] * t158;
    const Value t220 = t168 * sine[3] - t172;
    const Value t221 = cosine[2] * t220 - sine[2] * t183;
    const Value t222 = cosine[2] * t183 + sine[2] * t220;
    const Value t223 = t165 * cosine[3] + sine[3] * t183;
    const Value t224 = 0.35 * t221 + (cosine[2] * t128 + sine[2] * t160);
    const Value t225 = cosine[2] * t160 - t128 * sine[2] - 0.35 * t222;
    const Value t226 = (cosine[1] * t159 + t225 * sine[1] - 0.5 * t222) * cosine[0] + (cosine[1] * t225 - t159 * sine[1]) * sine[0];
    const Value t227 = t76 - t139;
    const Value t228 = sine[3] * t227 + t175 * cosine[3];
    const Value t229 = cosine[2] * t228 + t165 * sine[2];
    const Value t230 = cosine[2] * t165 - sine[2] * t228;
    const Value t231 = cosine[2] * t131 + t170 * sine[2] - 0.35 * t229;
    const Value t232 = cosine[2] * t170 - t131 * sine[2] - 0.35 * t230;
    const Value t233 = (t232 * cosine[1] - t169 * sine[1]) * sine[0] + cosine[0] * (t232 * sine[1] + t169 * cosine[1] - 0.5 * t230);
    const Value t234 = t177 * sine[2] + cosine[2] * t133;
    const Value t235 = t177 * cosine[2] - t133 * sine[2];
    const Value t236 = t76 * cosine[2] + t184 * sine[2];
    const Value t237 = cosine[2] * t184 - t76 * sine[2];
    const Value t238 = t136 * cosine[2] - sine[2] * t223;
    const Value t239 = t136 * sine[2] + cosine[2] * t223;
    const Value t240 = sine[2] * t188 + cosine[2] * t138;
    const Value t241 = cosine[2] * t188 - sine[2] * t138;
    const Value t242 = t139 * cosine[2] + sine[2] * t185;
    const Value t243 = cosine[2] * t185 - t139 * sine[2];
    const Value t244 = t195 + t192;
    const Value t245 = t196 - t50;
    const Value t246 = sine[2] * t244 + cosine[2] * t245;
    const Value t247 = sine[2] * t245 - cosine[2] * t244;
    const Value t248 = sine[2] * t31;
    const Value t249 = cosine[2] * t31;
    const Value t250 = 0.35 * t246 - t248;
    const Value t251 = t196 + t50;
    const Value t252 = t195 + t193;
    const Value t253 = t195 - t193;
    const Value t254 = t251 * sine[2] + t252 * cosine[2];
    const Value t255 = t251 * cosine[2] - t252 * sine[2];
    const Value t256 = 0.35 * t255 + t248;
    const Value t257 = sine[0] * (t33 * sine[1] + t256 * cosine[1]) - cosine[0] * (t33 * cosine[1] - t256 * sine[1] - 0.5 * t255);
    const Value t258 = t249 - 0.35 * t254;
    const Value t259 = 0.35 * t247 + t249;
    const Value t260 = (t35 * sine[1] + t259 * cosine[1]) * sine[0] - cosine[0] * (t35 * cosine[1] - t259 * sine[1] - 0.5 * t247);
    const Value t261 = t49 - qdd[3];
    const Value t262 = t40 * t45 + t261;
    const Value t263 = t196 + t261;
    const Value t264 = sine[2] * t253 + cosine[2] * t263;
    const Value t265 = cosine[2] * t253 - sine[2] * t263;
    const Value t266 = t190 * cosine[2];
    const Value t267 = sine[2] * t194 - t266;
    const Value t268 = sine[2] * t51 + t266;
    const Value t269 = t194 + t51;
    const Value t270 = t269 * cosine[2] + sine[2] * t191;
    const Value t271 = cosine[2] * t191 - t269 * sine[2];
    const Value t272 = sine[2] * t262 - cosine[2] * t197;
    const Value t273 = cosine[2] * t262 + t197 * sine[2];
    const Value t274 = sign_of(qd[2]);
    const Value t275 = t29 * t17;
    const Value t276 = t275 - t49;
    const Value t277 = t275 + t49;
    const Value t278 = t17 * t17;
    const Value t279 = t15 * t16;
    const Value t280 = -(t278 + t279);
    const Value t281 = t15 * t29;
    const Value t282 = t15 * t17;
    const Value t283 = t17 * t16;
    const Value t284 = t29 * t16 - t28;
    const Value t285 = t29 * t29;
    const Value t286 = t28 - t281;
    const Value t287 = sign_of(qd[1]);
    const Value t288 = 0.5 * t4;
    const Value t289 = t4 * t2;
    const Value t290 = t2 * t2;
    const Value t291 = qdd[1] + t289;
    const Value t292 = t4 * t4;
    const Value t293 = t156 - t154;
    const Value t294 = t176 - t172;
    const Value t295 = t186 - t182;
    const Value t296 = t190 - t75;
    const Value t297 = t190 * sine[2];
    const Value t298 = t297 + cosine[2] * t194;
    const Value t299 = cosine[2] * t51 - t297;
    const Value t300 = t193 - t192;
    const Value t301 = t51 - t194;
    const Value t302 = t25 * sine[1];
    const Value t303 = t25 * cosine[1];
    const Value t304 = t285 + t279;
    const Value t305 = t283 - t19;
    const Value t306 = t275 * cosine[1];
    const Value t307 = t275 * sine[1];
    const Value t308 = t19 - t282;
    const Value t309 = t285 - t278;
    const Value t310 = t22 + t23;
    const Value t311 = cosine[0] * t22;
    const Value t312 = qd[1] * qd[1];
    const Value t313 = sign_of(qd[0]);
    Yb[0] = qdd[0];
    Yb[1] = qd[0];
    Yb[2] = t313;
    Yb[3] = sine[0] * t27 + t311;
    Yb[4] = (t26 + t27) * cosine[0] - t310 * sine[0];
    Yb[5] = -(t291 * sine[0] + (t312 - t292) * cosine[0]);
    Yb[6] = -(cosine[0] * (qdd[1] - t289) + sine[0] * (t290 - t312));
    Yb[7] = sine[0] * t26 - t311;
    Yb[8] = -(t310 * cosine[0]);
    Yb[9] = sine[0] * (t288 * qd[1] + t24) - (0.5 * t27 + t3 * qd[1]) * cosine[0];
    Yb[10] = Value() + 0.0;
    Yb[11] = Value() + 0.0;
    Yb[12] = -((t28 * sine[1] - t306) * cosine[0] + sine[0] * (t28 * cosine[1] + t307));
    Yb[13] = -(cosine[0] * (t308 * sine[1] + t309 * cosine[1]) + sine[0] * (t308 * cosine[1] - t309 * sine[1]));
    Yb[14] = sine[0] * (t277 * cosine[1] + t284 * sine[1]) - cosine[0] * (t284 * cosine[1] - t277 * sine[1]);
    Yb[15] = -(cosine[0] * (t306 + t281 * sine[1]) + sine[0] * (t281 * cosine[1] - t307));
    Yb[16] = -((t304 * sine[1] + t305 * cosine[1]) * cosine[0] + sine[0] * (t304 * cosine[1] - t305 * sine[1]));
    Yb[17] = sine[0] * t302 - cosine[0] * (t303 + 0.5 * t277);
    Yb[18] = -(t303 * sine[0] + cosine[0] * (0.5 * (t281 + t28) + t302));
    Yb[19] = Value() + 0.0;
    Yb[20] = Value() + 0.0;
    Yb[21] = Value() + 0.0;
    Yb[22] = -((t196 * cosine[1] + t299 * sine[1]) * cosine[0] + sine[0] * (cosine[1] * t299 - t196 * sine[1]));
    Yb[23] = -(sine[0] * (t273 * cosine[1] - t301 * sine[1]) + cosine[0] * (t273 * sine[1] + cosine[1] * t301));
    Yb[24] = -((t271 * sine[1] + t300 * cosine[1]) * cosine[0] + sine[0] * (t271 * cosine[1] - t300 * sine[1]));
    Yb[25] = -((t298 * cosine[1] - t261 * sine[1]) * sine[0] + (t298 * sine[1] + t261 * cosine[1]) * cosine[0]);
    Yb[26] = -(cosine[0] * (cosine[1] * t296 + t265 * sine[1]) + sine[0] * (t265 * cosine[1] - t296 * sine[1]));
    Yb[27] = t257;
    Yb[28] = t260;
    Yb[29] = Value() + 0.0;
    Yb[30] = Value() + 0.0;
    Yb[31] = Value() + 0.0;
    Yb[32] = -(cosine[0] * (t181 * cosine[1] + t243 * sine[1]) + sine[0] * (t243 * cosine[1] - t181 * sine[1]));
    Yb[33] = -(sine[0] * (t241 * cosine[1] + t187 * sine[1]) + cosine[0] * (t241 * sine[1] - t187 * cosine[1]));
    Yb[34] = sine[0] * (t295 * sine[1] + cosine[1] * t239) - cosine[0] * (t295 * cosine[1] - t239 * sine[1]);
    Yb[35] = -(sine[0] * (t237 * cosine[1] + t180 * sine[1]) + cosine[0] * (t237 * sine[1] - t180 * cosine[1]));
    Yb[36] = -(cosine[0] * (t294 * cosine[1] + t235 * sine[1]) + (t235 * cosine[1] - t294 * sine[1]) * sine[0]);
    Yb[37] = -t233;
    Yb[38] = -t226;
    Yb[39] = Value() + 0.0;
    Yb[40] = Value() + 0.0;
    Yb[41] = Value() + 0.0;
    Yb[42] = -((cosine[1] * t219 - t157 * sine[1]) * sine[0] + (t157 * cosine[1] + t219 * sine[1]) * cosine[0]);
    Yb[43] = (t293 * sine[1] + t217 * cosine[1]) * sine[0] - cosine[0] * (cosine[1] * t293 - t217 * sine[1]);
    Yb[44] = -((cosine[1] * t215 - t151 * sine[1]) * sine[0] + (t215 * sine[1] + t151 * cosine[1]) * cosine[0]);
    Yb[45] = -((cosine[1] * t213 - t149 * sine[1]) * sine[0] + (t149 * cosine[1] + t213 * sine[1]) * cosine[0]);
    Yb[46] = -(sine[0] * (t211 * cosine[1] - t147 * sine[1]) + cosine[0] * (t147 * cosine[1] + t211 * sine[1]));
    Yb[47] = -t209;
    Yb[48] = -t203;
    Yb[49] = Value() + 0.0;
    Yb[50] = Value() + 0.0;
    Yb[51] = Value() + 0.0;
    Yb[52] = Value() + 0.0;
    Yb[53] = Value() + 0.0;
    Yb[54] = Value() + 0.0;
    Yb[55] = -t289;
    Yb[56] = t292 - t290;
    Yb[57] = t26 - t27;
    Yb[58] = t23 - t22;
    Yb[59] = qdd[1];
    Yb[60] = t291 - t5;
    Yb[61] = t9 + (t7 - t4 * t288);
    Yb[62] = qd[1];
    Yb[63] = t287;
    Yb[64] = t282;
    Yb[65] = t286;
    Yb[66] = t280;
    Yb[67] = t19;
    Yb[68] = t276;
    Yb[69] = t12 + 0.5 * ((t279 - t285) * sine[1] + (t283 + t19) * cosine[1]);
    Yb[70] = t11 + 0.5 * ((t278 + t285) * cosine[1] + (t19 + t282) * sine[1]);
    Yb[71] = Value() + 0.0;
    Yb[72] = Value() + 0.0;
    Yb[73] = Value() + 0.0;
    Yb[74] = t268;
    Yb[75] = t272;
    Yb[76] = t270;
    Yb[77] = t267;
    Yb[78] = t264;
    Yb[79] = t258 - 0.5 * ((t190 + t75) * cosine[1] + t254 * sine[1]);
    Yb[80] = 0.5 * (t246 * sine[1] - t269 * cosine[1]) + t250;
    Yb[81] = Value() + 0.0;
    Yb[82] = Value() + 0.0;
    Yb[83] = Value() + 0.0;
    Yb[84] = t242;
    Yb[85] = t240;
    Yb[86] = t238;
    Yb[87] = t236;
    Yb[88] = t234;
    Yb[89] = 0.5 * ((t227 * cosine[3] - t175 * sine[3]) * cosine[1] - t229 * sine[1]) + t231;
    Yb[90] = t224 + 0.5 * (t221 * sine[1] - (t173 + t168 * cosine[3]) * cosine[1]);
    Yb[91] = Value() + 0.0;
    Yb[92] = Value() + 0.0;
    Yb[93] = Value() + 0.0;
    Yb[94] = t218;
    Yb[95] = t216;
    Yb[96] = t214;
    Yb[97] = t212;
    Yb[98] = t210;
    Yb[99] = 0.5 * ((t97 * cosine[3] - t123 * sine[3]) * cosine[1] - t205 * sine[1]) + t207;
    Yb[100] = t201 + 0.5 * (t199 * sine[1] + (t91 * cosine[3] + sine[3] * t120) * cosine[1]);
    Yb[101] = Value() + 0.0;
    Yb[102] = Value() + 0.0;
    Yb[103] = Value() + 0.0;
    Yb[104] = Value() + 0.0;
    Yb[105] = Value() + 0.0;
    Yb[106] = Value() + 0.0;
    Yb[107] = Value() + 0.0;
    Yb[108] = Value() + 0.0;
    Yb[109] = Value() + 0.0;
    Yb[110] = Value() + 0.0;
    Yb[111] = Value() + 0.0;
    Yb[112] = Value() + 0.0;
    Yb[113] = Value() + 0.0;
    Yb[114] = Value() + 0.0;
    Yb[115] = Value() + 0.0;
    Yb[116] = t282;
    Yb[117] = t286;
    Yb[118] = t280;
    Yb[119] = t19;
    Yb[120] = t276;
    Yb[121] = t12;
    Yb[122] = t11;
    Yb[123] = qdd[2];
    Yb[124] = qd[2];
    Yb[125] = t274;
    Yb[126] = t268;
    Yb[127] = t272;
    Yb[128] = t270;
    Yb[129] = t267;
    Yb[130] = t264;
    Yb[131] = t258;
    Yb[132] = t250;
    Yb[133] = Value() + 0.0;
    Yb[134] = Value() + 0.0;
    Yb[135] = Value() + 0.0;
    Yb[136] = t242;
    Yb[137] = t240;
    Yb[138] = t238;
    Yb[139] = t236;
    Yb[140] = t234;
    Yb[141] = t231;
    Yb[142] = t224;
    Yb[143] = Value() + 0.0;
    Yb[144] = Value() + 0.0;
    Yb[145] = Value() + 0.0;
    Yb[146] = t218;
    Yb[147] = t216;
    Yb[148] = t214;
    Yb[149] = t212;
    Yb[150] = t210;
    Yb[151] = t207;
    Yb[152] = t201;
    Yb[153] = Value() + 0.0;
    Yb[154] = Value() + 0.0;
    Yb[155] = Value() + 0.0;
    Yb[156] = Value() + 0.0;
    Yb[157] = Value() + 0.0;
    Yb[158] = Value() + 0.0;
    Yb[159] = Value() + 0.0;
    Yb[160] = Value() + 0.0;
    Yb[161] = Value() + 0.0;
    Yb[162] = Value() + 0.0;
    Yb[163] = Value() + 0.0;
    Yb[164] = Value() + 0.0;
    Yb[165] = Value() + 0.0;
    Yb[166] = Value() + 0.0;
    Yb[167] = Value() + 0.0;
    Yb[168] = Value() + 0.0;
    Yb[169] = Value() + 0.0;
    Yb[170] = Value() + 0.0;
    Yb[171] = Value() + 0.0;
    Yb[172] = Value() + 0.0;
    Yb[173] = Value() + 0.0;
    Yb[174] = Value() + 0.0;
    Yb[175] = Value() + 0.0;
    Yb[176] = Value() + 0.0;
    Yb[177] = Value() + 0.0;
    Yb[178] = -t196;
    Yb[179] = t194 - t51;
    Yb[180] = t192 - t193;
    Yb[181] = t50;
    Yb[182] = t75 - t190;
    Yb[183] = -t33;
    Yb[184] = t34 - t21;
    Yb[185] = qdd[3];
    Yb[186] = qd[3];
    Yb[187] = t189;
    Yb[188] = -t181;
    Yb[189] = t187;
    Yb[190] = t182 - t186;
    Yb[191] = t180;
    Yb[192] = t172 - t176;
    Yb[193] = -t169;
    Yb[194] = -t159;
    Yb[195] = Value() + 0.0;
    Yb[196] = Value() + 0.0;
    Yb[197] = Value() + 0.0;
    Yb[198] = -t157;
    Yb[199] = t154 - t156;
    Yb[200] = -t151;
    Yb[201] = -t149;
    Yb[202] = -t147;
    Yb[203] = -t145;
    Yb[204] = -t141;
    Yb[205] = Value() + 0.0;
    Yb[206] = Value() + 0.0;
    Yb[207] = Value() + 0.0;
    Yb[208] = Value() + 0.0;
    Yb[209] = Value() + 0.0;
    Yb[210] = Value() + 0.0;
    Yb[211] = Value() + 0.0;
    Yb[212] = Value() + 0.0;
    Yb[213] = Value() + 0.0;
    Yb[214] = Value() + 0.0;
    Yb[215] = Value() + 0.0;
    Yb[216] = Value() + 0.0;
    Yb[217] = Value() + 0.0;
    Yb[218] = Value() + 0.0;
    Yb[219] = Value() + 0.0;
    Yb[220] = Value() + 0.0;
    Yb[221] = Value() + 0.0;
    Yb[222] = Value() + 0.0;
    Yb[223] = Value() + 0.0;
    Yb[224] = Value() + 0.0;
    Yb[225] = Value() + 0.0;
    Yb[226] = Value() + 0.0;
    Yb[227] = Value() + 0.0;
    Yb[228] = Value() + 0.0;
    Yb[229] = Value() + 0.0;
    Yb[230] = Value() + 0.0;
    Yb[231] = Value() + 0.0;
    Yb[232] = Value() + 0.0;
    Yb[233] = Value() + 0.0;
    Yb[234] = Value() + 0.0;
    Yb[235] = Value() + 0.0;
    Yb[236] = Value() + 0.0;
    Yb[237] = Value() + 0.0;
    Yb[238] = Value() + 0.0;
    Yb[239] = Value() + 0.0;
    Yb[240] = t139;
    Yb[241] = t138;
    Yb[242] = t136;
    Yb[243] = t76;
    Yb[244] = t133;
    Yb[245] = t131;
    Yb[246] = t128;
    Yb[247] = qdd[4];
    Yb[248] = qd[4];
    Yb[249] = t126;
    Yb[250] = -t104;
    Yb[251] = t125;
    Yb[252] = -t121;
    Yb[253] = -t112;
    Yb[254] = t103;
    Yb[255] = t99;
    Yb[256] = t92;
    Yb[257] = Value() + 0.0;
    Yb[258] = Value() + 0.0;
    Yb[259] = Value() + 0.0;
    Yb[260] = Value() + 0.0;
    Yb[261] = Value() + 0.0;
    Yb[262] = Value() + 0.0;
    Yb[263] = Value() + 0.0;
    Yb[264] = Value() + 0.0;
    Yb[265] = Value() + 0.0;
    Yb[266] = Value() + 0.0;
    Yb[267] = Value() + 0.0;
    Yb[268] = Value() + 0.0;
    Yb[269] = Value() + 0.0;
    Yb[270] = Value() + 0.0;
    Yb[271] = Value() + 0.0;
    Yb[272] = Value() + 0.0;
    Yb[273] = Value() + 0.0;
    Yb[274] = Value() + 0.0;
    Yb[275] = Value() + 0.0;
    Yb[276] = Value() + 0.0;
    Yb[277] = Value() + 0.0;
    Yb[278] = Value() + 0.0;
    Yb[279] = Value() + 0.0;
    Yb[280] = Value() + 0.0;
    Yb[281] = Value() + 0.0;
    Yb[282] = Value() + 0.0;
    Yb[283] = Value() + 0.0;
    Yb[284] = Value() + 0.0;
    Yb[285] = Value() + 0.0;
    Yb[286] = Value() + 0.0;
    Yb[287] = Value() + 0.0;
    Yb[288] = Value() + 0.0;
    Yb[289] = Value() + 0.0;
    Yb[290] = Value() + 0.0;
    Yb[291] = Value() + 0.0;
    Yb[292] = Value() + 0.0;
    Yb[293] = Value() + 0.0;
    Yb[294] = Value() + 0.0;
    Yb[295] = Value() + 0.0;
    Yb[296] = Value() + 0.0;
    Yb[297] = Value() + 0.0;
    Yb[298] = Value() + 0.0;
    Yb[299] = Value() + 0.0;
    Yb[300] = Value() + 0.0;
    Yb[301] = Value() + 0.0;
    Yb[302] = t86;
    Yb[303] = t85;
    Yb[304] = t82;
    Yb[305] = t78;
    Yb[306] = t64;
    Yb[307] = t66;
    Yb[308] = t63;
    Yb[309] = qdd[5];
    Yb[310] = qd[5];
    Yb[311] = t1;
  }
};
}  // namespace
void base_regressor(const Params& p, const double* q, const double* qd, const double* qdd, double* Yb) {
  evaluate(BaseRegressorBody(), p, q, qd, qdd, Yb);
}


// Built from: the model's standard parameters grouped exactly.
// 0 multiplications, 0 additions, 0 divisions, 0 function calls.


void base_parameters(const Params& p, double* beta) {
  beta[0] = -7.632916666666667;
  beta[1] = p.b1;
  beta[2] = 0.0;
  beta[3] = 7.672916666666667;
  beta[4] = 0.0;
  beta[5] = 0.0;
  beta[6] = 0.0;
  beta[7] = -7.660416666666666;
  beta[8] = 14.5;
  beta[9] = 0.0;
  beta[10] = p.b2;
  beta[11] = 0.0;
  beta[12] = 1.885;
  beta[13] = 0.0;
  beta[14] = 0.0;
  beta[15] = 1.8875;
  beta[16] = 0.0;
  beta[17] = 0.0;
  beta[18] = 5.95;
  beta[19] = 0.0;
  beta[20] = p.b3;
  beta[21] = 0.0;
  beta[22] = -0.18875;
  beta[23] = 0.0;
  beta[24] = 0.0;
  beta[25] = -0.17625;
  beta[26] = 0.0;
  beta[27] = 0.0;
  beta[28] = 0.0;
  beta[29] = 0.0;
  beta[30] = p.b4;
  beta[31] = 0.0;
  beta[32] = 0.09796666666666666;
  beta[33] = 0.0;
  beta[34] = 0.0;
  beta[35] = -0.2920333333333333;
  beta[36] = 0.0;
  beta[37] = 1.05;
  beta[38] = 0.0;
  beta[39] = 0.0;
  beta[40] = p.b5;
  beta[41] = 0.0;
  beta[42] = 0.10578333333333333;
  beta[43] = 0.0;
  beta[44] = 0.0;
  beta[45] = 0.0;
  beta[46] = -0.10328333333333334;
  beta[47] = 0.28;
  beta[48] = 0.0;
  beta[49] = 0.0;
  beta[50] = p.b6;
  beta[51] = 0.0;
}

// Built from: forward kinematics in the base frame, the task's rows.
// 82 multiplications, 62 additions, 0 divisions, 12 function calls.
namespace {
struct TaskJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* Jx) const {
    (void)p;
    Value sine[6], cosine[6];
    const Value t0 = q[4] - 1.5707963267948966;
    const Value t1 = 1.5707963267948966 + q[0];
    sin_cos(sine, cosine, q[1], q[2], q[3], t0, t1, q[5]);
    const Value t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t3 = cosine[2] * t2;
    const Value t4 = sine[2] * t2;
    const Value t5 = cosine[0] * cosine[1];
    const Value t6 = sine[0] * sine[1];
    const Value t7 = t5 - t6;
    const Value t8 = t3 * sine[3] - t7 * cosine[3];
    const Value t9 = t3 * cosine[3] + sine[3] * t7;
    const Value t10 = sine[0] * sine[4];
    const Value t11 = cosine[0] * sine[4];
    const Value t12 = t10 * cosine[1] + t11 * sine[1];
    const Value t13 = t11 * cosine[1] - t10 * sine[1];
    const Value t14 = 0.5 * t11;
    const Value t15 = cosine[2] * t13 + sine[2] * cosine[4];
    const Value t16 = cosine[2] * cosine[4] - sine[2] * t13;
    const Value t17 = t12 * cosine[3] + sine[3] * t15;
    const Value t18 = t15 * cosine[3] - sine[3] * t12;
    const Value t19 = cosine[0] * cosine[4];
    const Value t20 = sine[0] * cosine[4];
    const Value t21 = t19 * cosine[1] - t20 * sine[1];
    const Value t22 = t19 * sine[1] + t20 * cosine[1];
    const Value t23 = 0.5 * t19;
    const Value t24 = cosine[2] * t21 - sine[2] * sine[4];
    const Value t25 = sine[2] * t21 + cosine[2] * sine[4];
    const Value t26 = sine[3] * t24 + t22 * cosine[3];
    const Value t27 = cosine[3] * t24 - t22 * sine[3];
    const Value t28 = -sine[4];
    const Value t29 = 0.35 * t22 + t23;
    const Value t30 = t29 + 0.15 * t27;
    const Value t31 = t30 + 0.28 * (cosine[5] * t27 + sine[5] * t25);
    const Value t32 = t31 - t30;
    const Value t33 = t31 - t29;
    const Value t34 = t14 + 0.35 * t12;
    const Value t35 = 0.15 * t18 + t34;
    const Value t36 = 0.28 * (cosine[5] * t18 - t16 * sine[5]) + t35;
    const Value t37 = t36 - t35;
    const Value t38 = t36 - t34;
    const Value t39 = 0.7 - 0.5 * sine[0];
    const Value t40 = t39 - 0.35 * (t6 - t5);
    const Value t41 = t40 - 0.15 * t9;
    const Value t42 = t41 - 0.28 * (t9 * cosine[5] + t4 * sine[5]);
    const Value t43 = t42 - t41;
    const Value t44 = t42 - t40;
    const Value t45 = t42 - t39;
    const Value t46 = t42 - 0.7;
    Jx[0] = -t36;
    Jx[1] = t46 * cosine[4];
    Jx[2] = t45 * cosine[4];
    Jx[3] = t12 * t44 - t38 * t7;
    Jx[4] = t16 * t44 - t4 * t38;
    Jx[5] = -(t8 * t37 + t43 * t17);
    Jx[6] = t31;
    Jx[7] = sine[4] * t46;
    Jx[8] = t45 * sine[4];
    Jx[9] = t7 * t33 - t22 * t44;
    Jx[10] = t4 * t33 + t25 * t44;
    Jx[11] = t8 * t32 + t43 * t26;
    Jx[12] = Value() + 0.0;
    Jx[13] = -(sine[4] * t36 + t31 * cosine[4]);
    Jx[14] = -((t36 - t14) * sine[4] + (t31 - t23) * cosine[4]);
    Jx[15] = t22 * t38 - t12 * t33;
    Jx[16] = -(t16 * t33 + t38 * t25);
    Jx[17] = t17 * t32 - t26 * t37;
    Jx[18] = Value() + 0.0;
    Jx[19] = t28;
    Jx[20] = t28;
    Jx[21] = t22;
    Jx[22] = -t25;
    Jx[23] = -t26;
    Jx[24] = Value() + 0.0;
    Jx[25] = cosine[4];
    Jx[26] = cosine[4];
    Jx[27] = t12;
    Jx[28] = t16;
    Jx[29] = -t17;
    Jx[30] = Value() + 1.0;
    Jx[31] = Value() + 0.0;
    Jx[32] = Value() + 0.0;
    Jx[33] = t7;
    Jx[34] = t4;
    Jx[35] = t8;
  }
};
}  // namespace
void task_jacobian(const Params& p, const double* q, double* Jx) {
  evaluate(TaskJacobianBody(), p, q, Jx);
}


// Built from: calls mass_matrix, task_jacobian; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 520 multiplications, 377 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_mass_matrix(const Params& p, const double* q, double* Mx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  mass_matrix(p, q, M);
  task_jacobian(p, q, J);
  return task_space_solve(M, J, nullptr, nullptr, kTask, false, Mx);
}

// Built from: calls mass_matrix, task_jacobian, coriolis_centrifugal, jacobian_dot_qd; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 475 multiplications, 373 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.


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
// 475 multiplications, 367 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.


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
// 694 multiplications, 557 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.


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
// 2528 multiplications, 2422 additions, 12 divisions, 12 function calls. The solves included. Besides the functions it calls.

namespace {
struct TaskCoriolisCoefficientsBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const double* q, double* H) const {
    (void)p;
    double sine[6], cosine[6];
    const double t0 = q[4] - 1.5707963267948966;
    const double t1 = 1.5707963267948966 + q[0];
    sin_cos(sine, cosine, q[1], q[2], q[3], t0, t1, q[5]);
    const double t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const double t3 = cosine[2] * t2;
    const double t4 = cosine[0] * cosine[1];
    const double t5 = sine[0] * sine[1];
    const double t6 = t4 - t5;
    const double t7 = t3 * cosine[3] + sine[3] * t6;
    const double t8 = sine[2] * t2;
    const double t9 = t8 * sine[3];
    const double t10 = cosine[2] * t6;
    const double t11 = sine[3] * t10 + t2 * cosine[3];
    const double t12 = cosine[3] * t10 - sine[3] * t2;
    const double t13 = sine[2] * t6;
    const double t14 = -t2;
    const double t15 = sine[0] * sine[4];
    const double t16 = cosine[0] * sine[4];
    const double t17 = t15 * cosine[1] + t16 * sine[1];
    const double t18 = sine[3] * t17;
    const double t19 = t16 * cosine[1];
    const double t20 = 0.5 * t16;
    const double t21 = t15 * sine[1];
    const double t22 = 0.5 * t15;
    const double t23 = t19 - t21;
    const double t24 = t21 - t19;
    const double t25 = sine[2] * cosine[4];
    const double t26 = cosine[2] * t23 + t25;
    const double t27 = cosine[2] * t24 - t25;
    const double t28 = t26 * cosine[3];
    const double t29 = cosine[2] * cosine[4];
    const double t30 = sine[2] * t24 + t29;
    const double t31 = t29 - sine[2] * t23;
    const double t32 = t31 * sine[3];
    const double t33 = cosine[2] * t17;
    const double t34 = sine[3] * t33;
    const double t35 = sine[3] * t23 + t33 * cosine[3];
    const double t36 = t23 * cosine[3];
    const double t37 = t34 - t36;
    const double t38 = t36 - t34;
    const double t39 = sine[2] * t17;
    const double t40 = cosine[0] * cosine[4];
    const double t41 = sine[0] * cosine[4];
    const double t42 = t40 * cosine[1] - t41 * sine[1];
    const double t43 = cosine[2] * t42;
    const double t44 = sine[2] * sine[4];
    const double t45 = t43 - t44;
    const double t46 = t40 * sine[1] + t41 * cosine[1];
    const double t47 = 0.5 * t40;
    const double t48 = 0.5 * t41;
    const double t49 = sine[3] * t45 + t46 * cosine[3];
    const double t50 = sine[2] * t42 + cosine[2] * sine[4];
    const double t51 = -sine[4];
    const double t52 = t46 * sine[3];
    const double t53 = cosine[3] * t45;
    const double t54 = sine[3] * t50;
    const double t55 = t46 * cosine[2];
    const double t56 = sine[3] * t55;
    const double t57 = t55 * cosine[3] + sine[3] * t42;
    const double t58 = t42 * cosine[3];
    const double t59 = t56 - t58;
    const double t60 = t58 - t56;
    const double t61 = t46 * sine[2];
    const double t62 = t17 * cosine[3];
    const double t63 = sine[3] * t27;
    const double t64 = t27 * cosine[3] + t18;
    const double t65 = -cosine[4];
    const double t66 = 0.15 * t49;
    const double t67 = t66 + 0.28 * (t49 * cosine[5]);
    const double t68 = t66 - t67;
    const double t69 = t62 + sine[3] * t26;
    const double t70 = t53 - t52;
    const double t71 = 0.35 * t46 + t47;
    const double t72 = t71 + 0.15 * t70;
    const double t73 = t72 + 0.28 * (cosine[5] * t70 + sine[5] * t50);
    const double t74 = t73 - t72;
    const double t75 = t73 - t71;
    const double t76 = (t73 - t47) * sine[4];
    const double t77 = t73 * sine[4];
    const double t78 = t28 - t18;
    const double t79 = t20 + 0.35 * t17;
    const double t80 = 0.15 * t78 + t79;
    const double t81 = 0.28 * (cosine[5] * t78 - t31 * sine[5]) + t80;
    const double t82 = t81 - t80;
    const double t83 = 0.15 * t69;
    const double t84 = 0.28 * (t69 * cosine[5]) + t83;
    const double t85 = t83 - t84;
    const double t86 = 0.28 * (t31 * cosine[5] + sine[5] * t78);
    const double t87 = 0.28 * (cosine[5] * t50 - sine[5] * t70);
    const double t88 = t50 * cosine[3];
    const double t89 = 0.15 * t88;
    const double t90 = 0.28 * (sine[5] * t45 - t88 * cosine[5]) - t89;
    const double t91 = t89 + t90;
    const double t92 = t31 * cosine[3];
    const double t93 = 0.15 * t92;
    const double t94 = 0.28 * (cosine[5] * t92 + t26 * sine[5]) + t93;
    const double t95 = t94 - t93;
    const double t96 = t81 - t79;
    const double t97 = t38 * t74;
    const double t98 = 0.15 * t57;
    const double t99 = 0.28 * (t61 * sine[5] + t57 * cosine[5]);
    const double t100 = 0.35 * t42;
    const double t101 = t100 - t98;
    const double t102 = t101 - t99;
    const double t103 = t102 - t101;
    const double t104 = t60 * t82;
    const double t105 = 0.15 * t35;
    const double t106 = 0.28 * (t39 * sine[5] + t35 * cosine[5]);
    const double t107 = 0.35 * t23;
    const double t108 = t107 - t105;
    const double t109 = t108 - t106;
    const double t110 = t109 - t108;
    const double t111 = sine[4] * t86 - cosine[4] * t87;
    const double t112 = t109 - t107;
    const double t113 = t107 - t22;
    const double t114 = t113 - t105;
    const double t115 = t96 * t61;
    const double t116 = t39 * t75;
    const double t117 = t102 - t100;
    const double t118 = t100 - t48;
    const double t119 = t118 - t98;
    const double t120 = t119 - t99;
    const double t121 = t120 - t119;
    const double t122 = t120 - t118;
    const double t123 = t67 * cosine[4] + t84 * sine[4];
    const double t124 = t96 * t42;
    const double t125 = t23 * t75;
    const double t126 = sine[4] * t94 + cosine[4] * t90;
    const double t127 = t114 - t106;
    const double t128 = t127 - t113;
    const double t129 = t127 - t114;
    const double t130 = t49 * t74;
    const double t131 = 0.15 * t64 - t79;
    const double t132 = t131 + 0.28 * (t30 * sine[5] + t64 * cosine[5]);
    const double t133 = t132 - t131;
    const double t134 = t79 + t132;
    const double t135 = t63 - t62;
    const double t136 = t75 * t50;
    const double t137 = t46 * t75;
    const double t138 = t6 * cosine[3];
    const double t139 = t3 * sine[3];
    const double t140 = t138 - t139;
    const double t141 = t139 - t138;
    const double t142 = 0.15 * t140;
    const double t143 = 0.28 * (cosine[5] * t140) + t142;
    const double t144 = t142 - t143;
    const double t145 = 0.7 - 0.5 * sine[0];
    const double t146 = t145 - 0.35 * (t5 - t4);
    const double t147 = t146 - 0.15 * t7;
    const double t148 = t147 - 0.28 * (t7 * cosine[5] + t8 * sine[5]);
    const double t149 = t148 - t147;
    const double t150 = t148 - t146;
    const double t151 = t149 * t60;
    const double t152 = t148 - t145;
    const double t153 = t148 - 0.7;
    const double t154 = t38 * t149;
    const double t155 = 0.28 * (t8 * cosine[5] - t7 * sine[5]);
    const double t156 = t8 * cosine[3];
    const double t157 = 0.15 * t156;
    const double t158 = t157 - 0.28 * (t3 * sine[5] - cosine[5] * t156);
    const double t159 = t158 - t157;
    const double t160 = 0.15 * t12;
    const double t161 = 0.28 * (t13 * sine[5] + cosine[5] * t12);
    const double t162 = 0.35 * t2;
    const double t163 = t162 + t160;
    const double t164 = t163 + t161;
    const double t165 = t163 - t164;
    const double t166 = t11 * t74;
    const double t167 = sine[4] * t155;
    const double t168 = t162 - t164;
    const double t169 = t61 * t150;
    const double t170 = t13 * t75;
    const double t171 = sine[4] * t143;
    const double t172 = t2 * t75;
    const double t173 = t96 * t2;
    const double t174 = t42 * t150;
    const double t175 = t158 * sine[4];
    const double t176 = 0.5 * cosine[0];
    const double t177 = t162 + t176;
    const double t178 = t177 + t160;
    const double t179 = t178 + t161;
    const double t180 = t178 - t179;
    const double t181 = t177 - t179;
    const double t182 = t176 - t179;
    const double t183 = t11 * t82;
    const double t184 = cosine[4] * t155;
    const double t185 = t39 * t150;
    const double t186 = t13 * t96;
    const double t187 = cosine[4] * t143;
    const double t188 = t23 * t150;
    const double t189 = t158 * cosine[4];
    H[0] = t106 - t114 - sine[4] * t153;
    H[1] = t106 - t108 - t152 * sine[4];
    H[2] = t46 * t150 - t6 * t75 - t94;
    H[3] = t84 - (t8 * t75 + t50 * t150);
    H[4] = t86 - (t141 * t74 + t149 * t49);
    H[5] = cosine[4] * t182 - t164 * cosine[4];
    H[6] = t189 + (t188 + t181 * t17 - (t128 * t6 - t173));
    H[7] = t31 * t181 + t185 - (t186 + t8 * t128) - t187;
    H[8] = -(t183 + t141 * t129 + (t69 * t180 + t154) + t184);
    H[9] = t189 + (t17 * t168 + t188 - (t112 * t6 - t173));
    H[10] = t185 + t31 * t168 - (t186 + t8 * t112) - t187;
    H[11] = -(t183 + t141 * t110 + (t154 + t69 * t165) + t184);
    H[12] = t84 * t6 - t17 * t143 + (t31 * t158 - t26 * t150 - (t8 * t94 + t96 * t3));
    H[13] = t6 * t86 - t17 * t155 - (t141 * t95 - t9 * t82 + (t32 * t149 + t69 * t159));
    H[14] = t8 * t86 - t31 * t155 - (t7 * t82 + t141 * t85 + (t69 * t144 + t149 * t78));
    H[15] = t120 + t153 * cosine[4];
    H[16] = t102 + t152 * cosine[4];
    H[17] = t134 * t6 + t17 * t150 + t90;
    H[18] = t8 * t134 + t30 * t150 - t67;
    H[19] = t149 * t135 + t133 * t141 + t87;
    H[20] = sine[4] * t182 - t164 * sine[4];
    H[21] = t175 + (t122 * t6 - t172 - (t174 + t46 * t181));
    H[22] = t170 + t122 * t8 + (t181 * t50 - t169) - t171;
    H[23] = t121 * t141 + t166 + (t151 + t49 * t180) - t167;
    H[24] = t117 * t6 - t172 - (t46 * t168 + t174) + t175;
    H[25] = t168 * t50 - t169 + (t8 * t117 + t170) - t171;
    H[26] = t151 + t49 * t165 + (t166 + t141 * t103) - t167;
    H[27] = t46 * t143 - t67 * t6 + (t3 * t75 + t8 * t90 + (t158 * t50 + t45 * t150));
    H[28] = t141 * t91 - t9 * t74 + (t49 * t159 - t54 * t149) + (t46 * t155 + t6 * t87);
    H[29] = t8 * t87 - t155 * t50 + (t49 * t144 + t149 * t70 + (t141 * t68 + t7 * t74));
    H[30] = -(cosine[4] * t132 - t77 + (cosine[4] * t81 + t77));
    H[31] = -((t20 + t132) * cosine[4] - t76 + ((t81 - t20) * cosine[4] + t76));
    H[32] = t137 - t96 * t17 - (t137 + t17 * t134);
    H[33] = -(t31 * t134 - t136 + (t136 + t96 * t30));
    H[34] = t130 + t133 * t69 - (t130 + t135 * t82);
    H[35] = -(t102 * cosine[4] + t109 * sine[4] + ((t127 + t22) * sine[4] + (t120 + t48) * cosine[4]));
    H[36] = t46 * t128 + t124 - (t122 * t17 + t125) - t126;
    H[37] = t123 - (t116 + t31 * t122 + (t128 * t50 - t115));
    H[38] = t97 + t121 * t69 - (t49 * t129 + t104) + t111;
    H[39] = t124 + t46 * t112 - (t125 + t17 * t117) - t126;
    H[40] = t123 - (t112 * t50 - t115 + (t116 + t31 * t117));
    H[41] = t97 + t103 * t69 - (t104 + t110 * t49) + t111;
    H[42] = t17 * t67 - t46 * t84 - (t96 * t45 + t94 * t50 + (t31 * t90 - t26 * t75));
    H[43] = t32 * t74 + t69 * t91 - (t95 * t49 - t54 * t82) - (t17 * t87 + t46 * t86);
    H[44] = t68 * t69 + t74 * t78 - (t82 * t70 + t49 * t85) + (t86 * t50 - t31 * t87);
    H[45] = t65;
    H[46] = t65;
    H[47] = -t17;
    H[48] = -t30;
    H[49] = t62 - t63;
    H[50] = 0.0;
    H[51] = t42;
    H[52] = t61;
    H[53] = t59;
    H[54] = t42;
    H[55] = t61;
    H[56] = t59;
    H[57] = t44 - t43;
    H[58] = t54;
    H[59] = t52 - t53;
    H[60] = t51;
    H[61] = t51;
    H[62] = t46;
    H[63] = -t50;
    H[64] = -t49;
    H[65] = 0.0;
    H[66] = t23;
    H[67] = t39;
    H[68] = t37;
    H[69] = t23;
    H[70] = t39;
    H[71] = t37;
    H[72] = -t26;
    H[73] = -t32;
    H[74] = t18 - t28;
    H[75] = 0.0;
    H[76] = 0.0;
    H[77] = 0.0;
    H[78] = 0.0;
    H[79] = 0.0;
    H[80] = 0.0;
    H[81] = t14;
    H[82] = t13;
    H[83] = t11;
    H[84] = t14;
    H[85] = t13;
    H[86] = t11;
    H[87] = t3;
    H[88] = -t9;
    H[89] = t7;
  }
};
}  // namespace
int task_coriolis_coefficients(const Params& p, const double* q, double* Bx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double K[90];
  double H[90];
  mass_matrix(p, q, M);
  task_jacobian(p, q, J);
  coriolis_coefficients(p, q, K);
  evaluate_with_avx2_copy(TaskCoriolisCoefficientsBody(), p, q, &H[0]);
  return task_space_solve(M, J, K, H, 15, true, Bx);
}


// Built from: calls mass_matrix, task_jacobian, centrifugal_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
// 1268 multiplications, 1107 additions, 12 divisions, 12 function calls. The solves included. Besides the functions it calls.

namespace {
struct TaskCentrifugalCoefficientsBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const double* q, double* H) const {
    (void)p;
    double sine[6], cosine[6];
    const double t0 = 1.5707963267948966 + q[0];
    const double t1 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[1], t0, q[2], t1, q[3], q[5]);
    const double t2 = sine[0] * sine[1];
    const double t3 = cosine[0] * sine[1];
    const double t4 = t2 * cosine[2] + t3 * sine[2];
    const double t5 = t3 * cosine[2];
    const double t6 = t2 * sine[2];
    const double t7 = t5 - t6;
    const double t8 = t6 - t5;
    const double t9 = sine[4] * cosine[1];
    const double t10 = cosine[4] * t7 + t9;
    const double t11 = t4 * cosine[3] + sine[3] * t10;
    const double t12 = cosine[0] * cosine[1];
    const double t13 = sine[0] * cosine[1];
    const double t14 = t12 * cosine[2] - t13 * sine[2];
    const double t15 = cosine[4] * t14 - sine[4] * sine[1];
    const double t16 = t12 * sine[2] + t13 * cosine[2];
    const double t17 = cosine[3] * t15 - t16 * sine[3];
    const double t18 = sine[4] * t14 + cosine[4] * sine[1];
    const double t19 = 0.28 * (cosine[5] * t18 - sine[5] * t17);
    const double t20 = sine[3] * t15 + t16 * cosine[3];
    const double t21 = sine[3] * t4;
    const double t22 = (cosine[4] * t8 - t9) * cosine[3] + t21;
    const double t23 = cosine[4] * cosine[1];
    const double t24 = t23 - sine[4] * t7;
    const double t25 = 0.28 * (t24 * cosine[5] + sine[5] * (t10 * cosine[3] - t21));
    const double t26 = 0.15 * t20 + 0.28 * (t20 * cosine[5]);
    const double t27 = 0.28 * (t11 * cosine[5]) + 0.15 * t11;
    const double t28 = t24 * cosine[3];
    const double t29 = 0.28 * (cosine[5] * t28 + t10 * sine[5]) + 0.15 * t28;
    const double t30 = t18 * cosine[3];
    const double t31 = 0.28 * (sine[5] * t15 - t30 * cosine[5]) - 0.15 * t30;
    const double t32 = t16 * cosine[4] * cosine[3] + sine[3] * t14;
    const double t33 = 0.35 * t14;
    const double t34 = 0.15 * t32;
    const double t35 = 0.28 * (t16 * sine[4] * sine[5] + t32 * cosine[5]);
    const double t36 = sine[3] * t7 + cosine[4] * t4 * cosine[3];
    const double t37 = 0.35 * t7;
    const double t38 = 0.15 * t36;
    const double t39 = 0.28 * (sine[4] * t4 * sine[5] + t36 * cosine[5]);
    const double t40 = cosine[0] * sine[2] + sine[0] * cosine[2];
    const double t41 = cosine[4] * t40;
    const double t42 = t41 * sine[3];
    const double t43 = cosine[0] * cosine[2] - sine[0] * sine[2];
    const double t44 = t43 * cosine[3];
    const double t45 = t42 - t44;
    const double t46 = t44 - t42;
    const double t47 = 0.28 * (cosine[5] * t46) + 0.15 * t46;
    const double t48 = sine[4] * t40;
    const double t49 = 0.28 * (t48 * cosine[5] - (t41 * cosine[3] + sine[3] * t43) * sine[5]);
    const double t50 = t48 * cosine[3];
    const double t51 = 0.15 * t50 - 0.28 * (t41 * sine[5] - cosine[5] * t50);
    const double t52 = cosine[3] * (cosine[4] * t43) - sine[3] * t40;
    const double t53 = 0.35 * t40;
    const double t54 = 0.15 * t52;
    const double t55 = 0.28 * (sine[4] * t43 * sine[5] + cosine[5] * t52);
    const double t56 = t53 + t54 + t55;
    const double t57 = t53 + 0.5 * cosine[0] + t54 + t55;
    H[0] = -(0.35 * t16 + 0.5 * t12 + 0.15 * t17 + 0.28 * (cosine[5] * t17 + sine[5] * t18));
    H[1] = -(t57 * cosine[1]);
    H[2] = -(t56 * cosine[1]);
    H[3] = t51 * t4 - t29 * t43;
    H[4] = t48 * t27 - t24 * t47;
    H[5] = t11 * t49 + t45 * t25;
    H[6] = 0.15 * t22 - (0.5 * t3 + 0.35 * t4) + 0.28 * ((sine[4] * t8 + t23) * sine[5] + t22 * cosine[5]);
    H[7] = -(t57 * sine[1]);
    H[8] = -(t56 * sine[1]);
    H[9] = t43 * t31 - t16 * t51;
    H[10] = -(t47 * t18 + t48 * t26);
    H[11] = t45 * t19 - t20 * t49;
    H[12] = 0.0;
    H[13] = -((t33 - 0.5 * t13 - t34 - t35) * cosine[1] + sine[1] * (t37 - 0.5 * t2 - t38 - t39));
    H[14] = -((t33 - t34 - t35) * cosine[1] + (t37 - t38 - t39) * sine[1]);
    H[15] = t16 * t29 - t4 * t31;
    H[16] = t24 * t26 + t27 * t18;
    H[17] = t11 * t19 + t20 * t25;
    H[18] = 0.0;
    H[19] = 0.0;
    H[20] = 0.0;
    H[21] = 0.0;
    H[22] = 0.0;
    H[23] = 0.0;
    H[24] = 0.0;
    H[25] = 0.0;
    H[26] = 0.0;
    H[27] = 0.0;
    H[28] = 0.0;
    H[29] = 0.0;
    H[30] = 0.0;
    H[31] = 0.0;
    H[32] = 0.0;
    H[33] = 0.0;
    H[34] = 0.0;
    H[35] = 0.0;
  }
};
}  // namespace
int task_centrifugal_coefficients(const Params& p, const double* q, double* Cx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double K[36];
  double H[36];
  mass_matrix(p, q, M);
  task_jacobian(p, q, J);
  centrifugal_coefficients(p, q, K);
  evaluate_with_avx2_copy(TaskCentrifugalCoefficientsBody(), p, q, &H[0]);
  return task_space_solve(M, J, K, H, 6, true, Cx);
}


}  // namespace jaeri6
