// ur5: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
// Each function's "Built from" line names its route.
// Do not edit; regenerate with the command below instead.
// Model:   ur5.yaml (SHA-256 c8871dff9a51be5d44b1ffe2560fd98496e6087cca4af3115689410228f108b3)
// Command: nedyn generate ur5.yaml
#include "ur5.hpp"

#include <cmath>

namespace ur5 {
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
// 184 multiplications, 142 additions, 0 divisions, 10 function calls.
namespace {
struct InverseDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* tau) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5]);
    const Value t0 = sine[0] * qd[0];
    const Value t1 = t0 * qd[1];
    const Value t2 = qdd[0] * cosine[0] - t1;
    const Value t3 = t1 - t2;
    const Value t4 = cosine[0] * qd[0];
    const Value t5 = qdd[0] * sine[0] + t4 * qd[1];
    const Value t6 = t4 * cosine[1] - t0 * sine[1];
    const Value t7 = t2 * sine[1] + cosine[1] * t5 + qd[2] * t6;
    const Value t8 = t4 * sine[1] + t0 * cosine[1];
    const Value t9 = cosine[1] * t2 - t5 * sine[1] - t8 * qd[2];
    const Value t10 = cosine[2] * t6;
    const Value t11 = t8 * sine[2];
    const Value t12 = t10 - t11;
    const Value t13 = qd[4] + (t11 - t10);
    const Value t14 = cosine[2] * t7 + sine[2] * t9 + t12 * qd[3];
    const Value t15 = qdd[1] + qdd[2];
    const Value t16 = qdd[3] + t15;
    const Value t17 = cosine[2] * t8 + sine[2] * t6;
    const Value t18 = qd[2] + qd[1];
    const Value t19 = t18 + qd[3];
    const Value t20 = t19 * sine[3] + t17 * cosine[3];
    const Value t21 = cosine[3] * t16 - t14 * sine[3] - qd[4] * t20;
    const Value t22 = 0.00019024875 * (qdd[5] + t21);
    const Value t23 = cosine[2] * t9 - sine[2] * t7;
    const Value t24 = t17 * qd[3];
    const Value t25 = qdd[4] + (t24 - t23);
    const Value t26 = t13 * t20;
    const Value t27 = cosine[3] * t19 - t17 * sine[3];
    const Value t28 = t27 * t20;
    const Value t29 = 3.5853228e-05 * t21 + 0.0037767642421732335 * t25 + (3.5853228e-05 * t26 - 0.0025425267421732333 * t28);
    const Value t30 = t22 + (3.5853228e-05 * t25 - (0.0012342375 * t26 + 3.5853228e-05 * t28));
    const Value t31 = 0.0351648539 * (t28 - t25);
    const Value t32 = t18 * t8;
    const Value t33 = t6 * t6;
    const Value t34 = t18 * t18;
    const Value t35 = t18 * t6;
    const Value t36 = t8 * t6;
    const Value t37 = t8 * t8;
    const Value t38 = t34 + t33;
    const Value t39 = 9.81 * cosine[0] - 0.425 * (qdd[1] + t0 * t4);
    const Value t40 = 9.81 * sine[0] + 0.425 * (t4 * t4 + qd[1] * qd[1]);
    const Value t41 = 0.10915 * (t32 + t9) + 0.39225 * t38 + (t39 * sine[1] + t40 * cosine[1]);
    const Value t42 = t39 * cosine[1] - t40 * sine[1];
    const Value t43 = t32 - t9;
    const Value t44 = 0.10915 * (t37 + t33) + 0.39225 * t43 + 0.425 * t3;
    const Value t45 = t36 + t15;
    const Value t46 = 0.10915 * (t35 - t7) - 0.39225 * t45 + t42;
    const Value t47 = 0.12652256366625 * t7 + 0.5727288292125 * t15 + (0.5685348292125 * t36 - 0.12652256366625 * t35) - 1.594451775 * t42;
    const Value t48 = t41 * cosine[2] + sine[2] * t46;
    const Value t49 = t12 * t17;
    const Value t50 = t49 - t16;
    const Value t51 = t12 * t19;
    const Value t52 = t14 + t51;
    const Value t53 = 0.00019024875 * (qd[5] + t27);
    const Value t54 = (sine[4] * t20 + t13 * cosine[4]) * t53;
    const Value t55 = (cosine[4] * t20 - t13 * sine[4]) * t53;
    const Value t56 = t54 * sine[4] + cosine[4] * t55 + (t29 - 0.0351648539 * (cosine[3] * (t48 - 0.09465 * t50) - (0.09465 * t52 + t44) * sine[3]));
    const Value t57 = t13 * t13;
    const Value t58 = t13 * t27;
    const Value t59 = 0.0351648539 * (t57 + t20 * t20);
    const Value t60 = qd[4] * t27 + (t16 * sine[3] + cosine[3] * t14);
    const Value t61 = t19 * t19;
    const Value t62 = 0.01583209738165 * t51 - 3.5853228e-05 * (t12 * t12 - t61) + 0.01459785988165 * t14 + 0.150887345 * t44;
    const Value t63 = t17 * t17 + t61;
    const Value t64 = 0.0025425267421732333 * t60 + (3.5853228e-05 * (t27 * t27 - t57) + 0.0037767642421732335 * t58) - 0.0351648539 * (0.09465 * t63 + (cosine[2] * t46 - t41 * sine[2]));
    const Value t65 = t55 * sine[4] - t54 * cosine[4] + t64;
    const Value t66 = 0.150887345 * t63 - 0.0351648539 * (t60 + t58);
    const Value t67 = t17 * t19;
    const Value t68 = 0.01583209738165 * t16 - 3.5853228e-05 * (t23 - t24) - (3.5853228e-05 * t67 + 0.01459785988165 * t49);
    const Value t69 = 3.5853228e-05 * t49 - 0.0012342375 * t67 - 3.5853228e-05 * t16 - t56;
    const Value t70 = cosine[3] * t31 + t59 * sine[3];
    const Value t71 = t30 * cosine[3] + t65 * sine[3] + (0.150887345 * t48 + t68) + 0.09465 * t70;
    const Value t72 = t70 - 0.150887345 * t50;
    const Value t73 = t31 * sine[3] - t59 * cosine[3];
    const Value t74 = cosine[3] * t65 - t30 * sine[3] + t62 - 0.09465 * t73;
    const Value t75 = 0.12652256366625 * t15 - 0.5685348292125 * t7 + (0.5727288292125 * t35 + 0.12652256366625 * t36) + (t74 * cosine[2] - sine[2] * t69);
    const Value t76 = t74 * sine[2] + cosine[2] * t69 + (0.12652256366625 * (t34 - t37) - 1.141263658425 * t32 - 0.677642004375 * t3);
    const Value t77 = t73 - 0.150887345 * t52;
    const Value t78 = cosine[2] * t66 + sine[2] * t72;
    const Value t79 = cosine[2] * t72 - t66 * sine[2];
    const Value t80 = t47 + t71 - 0.39225 * t78;
    const Value t81 = t75 - 0.10915 * t78;
    const Value t82 = 0.39225 * t77 + 0.10915 * t79 + t76;
    const Value t83 = 0.349300285625 * qd[1] - 1.3929342791666666 * t0;
    const Value t84 = t80 + (0.349300285625 * t5 + 1.4080416791666666 * qdd[1] - t83 * t4 - 38.1586437 * cosine[0]) - 0.425 * ((t79 + 1.594451775 * t38) * sine[1] + (t78 - 1.594451775 * t45) * cosine[1]);
    const Value t85 = 0.349300285625 * t0 + 1.4080416791666666 * qd[1];
    const Value t86 = cosine[0] * (0.425 * (t77 - 1.594451775 * t43) + (t81 * sine[1] + t82 * cosine[1] + (t83 * qd[1] - t0 * t85)));
    const Value t87 = sine[0] * (t81 * cosine[1] - t82 * sine[1] + (0.349300285625 * qdd[1] - 1.3929342791666666 * t5 + t85 * t4));
    tau[0] = t86 + t87 + 2.1289781293347168 * qdd[0];
    tau[1] = t84;
    tau[2] = t80;
    tau[3] = t71;
    tau[4] = t56;
    tau[5] = t22;
  }
};
}  // namespace
void inverse_dynamics(const double* q, const double* qd, const double* qdd, double* tau) {
  evaluate(InverseDynamicsBody(), q, qd, qdd, tau);
}


// Built from: closed form, Horner.
// 83 multiplications, 68 additions, 0 divisions, 8 function calls.
namespace {
struct MassMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* M) const {
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[4], q[1], q[2], q[3]);
    const Value t0 = 0.00019024875 * cosine[0];
    const Value t1 = cosine[1] * cosine[2] - sine[1] * sine[2];
    const Value t2 = cosine[1] * sine[2] + sine[1] * cosine[2];
    const Value t3 = sine[3] * t1 + cosine[3] * t2;
    const Value t4 = sine[0] * t3;
    const Value t5 = 0.003292500193635 * cosine[0];
    const Value t6 = cosine[3] * sine[2];
    const Value t7 = 0.0149450629075 * cosine[2];
    const Value t8 = 0.013793413942275 + t7;
    const Value t9 = cosine[3] * t1 - sine[3] * t2;
    const Value t10 = (0.003292500193635 * t3 - (0.0149450629075 * cosine[1] + 0.013793413942275 * t1)) * sine[0] + t9 * (-0.0037767642421732335 - 0.003838243803185 * cosine[0]);
    const Value t11 = 0.002352277992173233 * (sine[0] * sine[0]);
    const Value t12 = 0.002352277992173233 * sine[0];
    const Value t13 = sine[3] * sine[2];
    const Value t14 = t12 - 0.0149450629075 * t13;
    const Value t15 = sine[0] * (cosine[3] * (0.02758682788455 + 0.029890125815 * cosine[2]) + (t12 - 0.029890125815 * t13));
    const Value t16 = 0.064127121625 * t6;
    const Value t17 = (cosine[3] * t8 + t14) * sine[0] + (0.01602234613165 - t16 + sine[3] * (-0.05918556107625 - 0.064127121625 * cosine[2]));
    const Value t18 = 0.1183711221525 * sine[3];
    const Value t19 = cosine[2] * (0.677642004375 - 0.064127121625 * sine[3]) + (0.58875117534415 - t16 - t18) + ((0.02758682788455 + t7) * cosine[3] + t14) * sine[0];
    const Value t20 = 0.003838243803185 * t4;
    const Value t21 = 0.01643350047875 * t9;
    const Value t22 = 0.12652256366625 * t2;
    const Value t23 = 0.002352277992173233 * t4;
    const Value t24 = 0.003292500193635 * t9;
    const Value t25 = 0.013793413942275 * t2;
    const Value t26 = (1.35528400875 - 0.12825424325 * sine[3]) * cosine[2] + (1.9967928545108167 - 0.12825424325 * t6 - t18);
    const Value t27 = t20 + (t22 + (0.349300285625 * sine[1] + t21)) + cosine[0] * (t23 + (t24 + 0.0149450629075 * sine[1] + t25));
    const Value t28 = 0.00767648760637 * cosine[0] + (2.13275489357689 + 0.02758682788455 * (t9 * t1 * sine[0])) - 1.3929342791666666 * (sine[1] * sine[1]);
    const Value t29 = t9 * sine[0];
    const Value t30 = (0.01336362238165 - t11) * t3 - (0.1183711221525 * t1 + 0.12825424325 * cosine[1] + 0.00658500038727 * t29);
    const Value t31 = t28 - 0.5685348292125 * (t2 * t2) + (1.35528400875 * t1 + 0.029890125815 * t29) * cosine[1] + t30 * t3;
    M[0] = t31;
    M[6] = t27;
    M[7] = t26 + t15;
    M[12] = t20 + (t22 + t21) + cosine[0] * (t23 + (t25 + t24));
    M[13] = t19;
    M[14] = 0.58875117534415 - t18 + sine[0] * (0.02758682788455 * cosine[3] + t12);
    M[18] = t9 * (0.01643350047875 + t5) + (0.003838243803185 + 0.002352277992173233 * cosine[0]) * sine[0] * t3;
    M[19] = t17;
    M[20] = (0.013793413942275 * cosine[3] + t12) * sine[0] + (0.01602234613165 - 0.05918556107625 * sine[3]);
    M[21] = 0.01602234613165 + t11;
    M[24] = t10;
    M[25] = (0.0149450629075 * t6 - 0.003292500193635 + sine[3] * t8) * cosine[0];
    M[26] = cosine[0] * (0.013793413942275 * sine[3] - 0.003292500193635);
    M[27] = -t5;
    M[28] = Value() + 0.0037767642421732335;
    M[30] = -(0.00019024875 * t4);
    M[31] = t0;
    M[32] = t0;
    M[33] = t0;
    M[34] = Value() + 0.0;
    M[35] = Value() + 0.00019024875;
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
void mass_matrix(const double* q, double* M) {
  evaluate(MassMatrixBody(), q, M);
}


// Built from: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters.
// 167 multiplications, 122 additions, 0 divisions, 10 function calls.
namespace {
struct CoriolisCentrifugalBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* V) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5]);
    const Value t0 = cosine[0] * qd[0];
    const Value t1 = t0 * qd[1];
    const Value t2 = sine[0] * qd[0];
    const Value t3 = t2 * qd[1];
    const Value t4 = t0 * cosine[1] - t2 * sine[1];
    const Value t5 = t1 * cosine[1] - t3 * sine[1] + qd[2] * t4;
    const Value t6 = t0 * sine[1] + t2 * cosine[1];
    const Value t7 = t3 * cosine[1] + t1 * sine[1] + t6 * qd[2];
    const Value t8 = cosine[2] * t4;
    const Value t9 = t6 * sine[2];
    const Value t10 = t8 - t9;
    const Value t11 = qd[4] + (t9 - t8);
    const Value t12 = cosine[2] * t5 - sine[2] * t7 + t10 * qd[3];
    const Value t13 = cosine[2] * t6 + sine[2] * t4;
    const Value t14 = qd[2] + qd[1];
    const Value t15 = t14 + qd[3];
    const Value t16 = t15 * sine[3] + t13 * cosine[3];
    const Value t17 = t12 * sine[3] + qd[4] * t16;
    const Value t18 = 0.00019024875 * t17;
    const Value t19 = t11 * t16;
    const Value t20 = cosine[3] * t15 - t13 * sine[3];
    const Value t21 = t20 * t16;
    const Value t22 = t13 * qd[3] + (t5 * sine[2] + cosine[2] * t7);
    const Value t23 = 3.5853228e-05 * t19 - 0.0025425267421732333 * t21 + (0.0037767642421732335 * t22 - 3.5853228e-05 * t17);
    const Value t24 = t14 * t6;
    const Value t25 = t4 * t4;
    const Value t26 = t14 * t14;
    const Value t27 = t14 * t4;
    const Value t28 = t6 * t4;
    const Value t29 = t6 * t6;
    const Value t30 = t26 + t25;
    const Value t31 = qd[1] * qd[1];
    const Value t32 = 0.425 * (t0 * t0 + t31);
    const Value t33 = t2 * t0;
    const Value t34 = 0.425 * t33;
    const Value t35 = 0.10915 * (t24 - t7) + 0.39225 * t30 + (t32 * cosine[1] - t34 * sine[1]);
    const Value t36 = t34 * cosine[1] + t32 * sine[1];
    const Value t37 = t24 + t7;
    const Value t38 = 0.10915 * (t27 - t5) - 0.39225 * t28 - t36;
    const Value t39 = cosine[2] * t35 + sine[2] * t38;
    const Value t40 = t10 * t13;
    const Value t41 = t10 * t15;
    const Value t42 = t12 + t41;
    const Value t43 = t3 + t3;
    const Value t44 = 0.425 * t43 + (0.39225 * t37 + 0.10915 * (t29 + t25));
    const Value t45 = 0.00019024875 * (qd[5] + t20);
    const Value t46 = (sine[4] * t16 + t11 * cosine[4]) * t45;
    const Value t47 = (cosine[4] * t16 - t11 * sine[4]) * t45;
    const Value t48 = t46 * sine[4] + cosine[4] * t47 + (t23 - 0.0351648539 * ((t39 - 0.09465 * t40) * cosine[3] - (0.09465 * t42 + t44) * sine[3]));
    const Value t49 = 3.5853228e-05 * t22;
    const Value t50 = t49 - (0.0012342375 * t19 + 3.5853228e-05 * t21) - t18;
    const Value t51 = 0.0351648539 * (t21 - t22);
    const Value t52 = t13 * t15;
    const Value t53 = t15 * t15;
    const Value t54 = 0.01459785988165 * t12 + (0.01583209738165 * t41 - 3.5853228e-05 * (t10 * t10 - t53)) + 0.150887345 * t44;
    const Value t55 = t13 * t13 + t53;
    const Value t56 = qd[4] * t20 + cosine[3] * t12;
    const Value t57 = t11 * t11;
    const Value t58 = t11 * t20;
    const Value t59 = 0.0025425267421732333 * t56 + (3.5853228e-05 * (t20 * t20 - t57) + 0.0037767642421732335 * t58) - 0.0351648539 * (0.09465 * t55 + (cosine[2] * t38 - sine[2] * t35));
    const Value t60 = t59 + (t47 * sine[4] - t46 * cosine[4]);
    const Value t61 = 0.150887345 * t55 - 0.0351648539 * (t58 + t56);
    const Value t62 = 0.150887345 * t39 + (t49 - (3.5853228e-05 * t52 + 0.01459785988165 * t40)) + (t50 * cosine[3] + t60 * sine[3]);
    const Value t63 = 0.0351648539 * (t57 + t16 * t16);
    const Value t64 = 3.5853228e-05 * t40 - 0.0012342375 * t52 - t48;
    const Value t65 = t51 * cosine[3] + t63 * sine[3];
    const Value t66 = t51 * sine[3] - t63 * cosine[3];
    const Value t67 = t54 + (t60 * cosine[3] - t50 * sine[3]) - 0.09465 * t66;
    const Value t68 = 0.12652256366625 * (t26 - t29) - 1.141263658425 * t24 - 0.677642004375 * t43 + (t64 * cosine[2] + t67 * sine[2]);
    const Value t69 = cosine[2] * t67 - t64 * sine[2] + (0.5727288292125 * t27 + 0.12652256366625 * t28 - 0.5685348292125 * t5);
    const Value t70 = t66 - 0.150887345 * t42;
    const Value t71 = t62 + 0.09465 * t65;
    const Value t72 = t65 - 0.150887345 * t40;
    const Value t73 = cosine[2] * t61 + t72 * sine[2];
    const Value t74 = t71 + (0.12652256366625 * t5 + (0.5685348292125 * t28 - 0.12652256366625 * t27) + 1.594451775 * t36) - 0.39225 * t73;
    const Value t75 = cosine[2] * t72 - sine[2] * t61;
    const Value t76 = t69 - 0.10915 * t73;
    const Value t77 = t68 + (0.39225 * t70 + 0.10915 * t75);
    const Value t78 = t76 * sine[1] + t77 * cosine[1] + (0.349300285625 * (t31 - t2 * t2) - 2.8009759583333333 * t3) + 0.425 * (t70 - 1.594451775 * t37);
    const Value t79 = 0.349300285625 * t33 + 1.4080416791666666 * t1 - 1.3929342791666666 * t1 + (t76 * cosine[1] - t77 * sine[1]);
    const Value t80 = 0.349300285625 * t1;
    const Value t81 = t74 + (1.3929342791666666 * t33 - t80 + t80) - 0.425 * ((t75 + 1.594451775 * t30) * sine[1] + (t73 - 1.594451775 * t28) * cosine[1]);
    V[0] = t79 * sine[0] + t78 * cosine[0];
    V[1] = t81;
    V[2] = t74;
    V[3] = t71;
    V[4] = t48;
    V[5] = -t18;
  }
};
}  // namespace
void coriolis_centrifugal(const double* q, const double* qd, double* V) {
  evaluate(CoriolisCentrifugalBody(), q, qd, V);
}


// Built from: closed form, Horner.
// 15 multiplications, 11 additions, 0 divisions, 8 function calls.
namespace {
struct GravityBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* G) const {
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4]);
    const Value t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = sine[2] * t0 + cosine[2] * t1;
    const Value t3 = 0.344967216759 * ((cosine[2] * t0 - sine[2] * t1) * sine[3]);
    const Value t4 = 15.64157191275 * t0;
    const Value t5 = 1.48020485445 * t2;
    G[0] = Value() + 0.0;
    G[1] = t5 - (38.1586437 * cosine[0] + t4 + t3);
    G[2] = t5 - (t4 + t3);
    G[3] = t5 - t3;
    G[4] = -(0.344967216759 * (cosine[3] * t2));
    G[5] = Value() + 0.0;
  }
};
}  // namespace
void gravity(const double* q, double* G) {
  evaluate(GravityBody(), q, G);
}


// Built from: closed form, Horner.
// 100 multiplications, 75 additions, 0 divisions, 8 function calls.
namespace {
struct CoriolisCoefficientsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* B) const {
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[4], q[1], q[2], q[3]);
    const Value t0 = 0.00019024875 * sine[0];
    const Value t1 = -t0;
    const Value t2 = cosine[1] * cosine[2] - sine[1] * sine[2];
    const Value t3 = cosine[1] * sine[2] + sine[1] * cosine[2];
    const Value t4 = sine[3] * t2 + cosine[3] * t3;
    const Value t5 = 0.00019024875 * (cosine[0] * t4);
    const Value t6 = -t5;
    const Value t7 = cosine[3] * t2 - sine[3] * t3;
    const Value t8 = t7 * sine[0];
    const Value t9 = 0.00019024875 * t8;
    const Value t10 = -t9;
    const Value t11 = 0.004704555984346466 * (cosine[0] * sine[0]);
    const Value t12 = -t11;
    const Value t13 = 0.004704555984346466 * sine[0];
    const Value t14 = cosine[0] * (0.02758682788455 * cosine[3] + t13);
    const Value t15 = 0.004704555984346466 * (sine[0] * sine[0]);
    const Value t16 = 0.00658500038727 * t8;
    const Value t17 = 0.00658500038727 * t7;
    const Value t18 = 0.02758682788455 * t3;
    const Value t19 = 0.004704555984346466 * (sine[0] * t4);
    const Value t20 = 0.00142448625 * t4;
    const Value t21 = sine[0] * (t17 + t18 + t19) + t20;
    const Value t22 = 0.029890125815 * sine[1];
    const Value t23 = sine[0] * (t22 + t17 + t18 + t19) + t20;
    const Value t24 = sine[3] * sine[0];
    const Value t25 = 0.1183711221525 * cosine[3] + 0.02758682788455 * t24;
    const Value t26 = (-1.35528400875 - 0.029890125815 * (cosine[3] * sine[0]) + 0.12825424325 * sine[3]) * sine[2] - (0.029890125815 * t24 + 0.12825424325 * cosine[3]) * cosine[2];
    const Value t27 = -t25;
    const Value t28 = 0.029890125815 * cosine[2];
    const Value t29 = cosine[0] * (t13 - 0.029890125815 * (sine[3] * sine[2]) + cosine[3] * (0.02758682788455 + t28));
    const Value t30 = cosine[3] * (-0.1183711221525 - 0.12825424325 * cosine[2] - 0.029890125815 * (sine[0] * sine[2])) + (sine[0] * (-0.02758682788455 - t28) + 0.12825424325 * sine[2]) * sine[3];
    const Value t31 = (0.006129042234346467 + 0.00767648760637 * cosine[0] - t15) * t4;
    const Value t32 = t7 * ((0.00767648760637 + 0.004704555984346466 * cosine[0]) * sine[0]) + (-0.0328670009575 - 0.00658500038727 * cosine[0]) * t4;
    const Value t33 = 0.004704555984346466 * t8;
    const Value t34 = 0.02758682788455 * t2;
    const Value t35 = 0.00658500038727 * t4;
    const Value t36 = (t33 + t34 - t35) * cosine[0] + (0.00767648760637 * t8 + 0.2530451273325 * t2 - 0.0328670009575 * t4);
    const Value t37 = 0.029890125815 * cosine[1] + t34;
    const Value t38 = ((t37 - t35) * t7 - 0.004704555984346466 * (t4 * t4 * sine[0])) * cosine[0] - 0.00767648760637 * sine[0];
    const Value t39 = (0.01317000077454 * t4 - (t33 + t37)) * sine[0];
    const Value t40 = 0.0267272447633 * t7;
    const Value t41 = 0.1183711221525 * t2 + 0.12825424325 * cosine[1];
    const Value t42 = 0.00658500038727 * sine[0];
    const Value t43 = 0.1183711221525 * t3;
    const Value t44 = (1.137069658425 * t2 + 1.35528400875 * cosine[1]) * t3 + t42 + t7 * (t41 + 0.02758682788455 * (t3 * sine[0]));
    const Value t45 = (1.35528400875 * sine[1] + 1.137069658425 * t3) * t2 + t42 + cosine[1] * (1.35528400875 * t3 + 2.785868558333333 * sine[1]);
    B[0] = t4 * (t39 + (0.12825424325 * sine[1] + t40 + t43)) - (t7 * (t41 + sine[0] * (t22 + t18)) + t45);
    B[1] = t4 * (t39 + (t43 + t40)) - t44;
    B[2] = t4 * (t39 + t40) - (t7 * t41 + t42);
    B[3] = t38;
    B[4] = Value() + 0.0;
    B[5] = t36;
    B[6] = t32;
    B[7] = t31;
    B[8] = t10;
    B[9] = t32;
    B[10] = t31;
    B[11] = t10;
    B[12] = t31;
    B[13] = t10;
    B[14] = t6;
    B[15] = Value() + 0.0;
    B[16] = Value() + 0.0;
    B[17] = Value() + 0.0;
    B[18] = -t23;
    B[19] = t9;
    B[20] = t26;
    B[21] = t30;
    B[22] = t29;
    B[23] = Value() + 0.0;
    B[24] = t30;
    B[25] = t29;
    B[26] = Value() + 0.0;
    B[27] = t29;
    B[28] = Value() + 0.0;
    B[29] = t1;
    B[30] = Value() + 0.0;
    B[31] = Value() + 0.0;
    B[32] = Value() + 0.0;
    B[33] = -t21;
    B[34] = t9;
    B[35] = Value() + 0.0;
    B[36] = t27;
    B[37] = t14;
    B[38] = Value() + 0.0;
    B[39] = t27;
    B[40] = t14;
    B[41] = Value() + 0.0;
    B[42] = t14;
    B[43] = Value() + 0.0;
    B[44] = t1;
    B[45] = Value() + 0.0;
    B[46] = Value() + 0.0;
    B[47] = Value() + 0.0;
    B[48] = (-0.00142448625 - t15) * t4 - t16;
    B[49] = t9;
    B[50] = t25;
    B[51] = Value() + 0.0;
    B[52] = t11;
    B[53] = Value() + 0.0;
    B[54] = Value() + 0.0;
    B[55] = t11;
    B[56] = Value() + 0.0;
    B[57] = t11;
    B[58] = Value() + 0.0;
    B[59] = t1;
    B[60] = t23;
    B[61] = t21;
    B[62] = t4 * (0.00142448625 + t15) + t16;
    B[63] = Value() + 0.0;
    B[64] = t5;
    B[65] = -t14;
    B[66] = t12;
    B[67] = Value() + 0.0;
    B[68] = t0;
    B[69] = t12;
    B[70] = Value() + 0.0;
    B[71] = t0;
    B[72] = Value() + 0.0;
    B[73] = t0;
    B[74] = Value() + 0.0;
    B[75] = t10;
    B[76] = t10;
    B[77] = t10;
    B[78] = t6;
    B[79] = Value() + 0.0;
    B[80] = Value() + 0.0;
    B[81] = Value() + 0.0;
    B[82] = t1;
    B[83] = Value() + 0.0;
    B[84] = Value() + 0.0;
    B[85] = t1;
    B[86] = Value() + 0.0;
    B[87] = t1;
    B[88] = Value() + 0.0;
    B[89] = Value() + 0.0;
  }
};
}  // namespace
void coriolis_coefficients(const double* q, double* B) {
  evaluate(CoriolisCoefficientsBody(), q, B);
}


// Built from: closed form, Horner.
// 96 multiplications, 73 additions, 0 divisions, 8 function calls.
namespace {
struct CentrifugalCoefficientsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* C) const {
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[4], q[3], q[2], q[1]);
    const Value t0 = 0.002352277992173233 * sine[0];
    const Value t1 = 0.0149450629075 * cosine[2];
    const Value t2 = -0.013793413942275 - t1;
    const Value t3 = cosine[3] * cosine[2] - sine[3] * sine[2];
    const Value t4 = cosine[3] * sine[2] + sine[3] * cosine[2];
    const Value t5 = sine[1] * t3 + cosine[1] * t4;
    const Value t6 = cosine[1] * t3 - sine[1] * t4;
    const Value t7 = 0.003292500193635 * t5;
    const Value t8 = 0.013793413942275 * t3;
    const Value t9 = 0.0149450629075 * cosine[3] + t8;
    const Value t10 = t7 - t9;
    const Value t11 = 0.003292500193635 * sine[0];
    const Value t12 = sine[1] * sine[0];
    const Value t13 = 0.05918556107625 * cosine[1] + 0.013793413942275 * t12;
    const Value t14 = (0.0149450629075 * t12 + 0.064127121625 * cosine[1]) * cosine[2];
    const Value t15 = 0.064127121625 * sine[2];
    const Value t16 = 0.0149450629075 * (sine[0] * sine[2]);
    const Value t17 = 0.064127121625 * cosine[2];
    const Value t18 = t6 * sine[0];
    const Value t19 = 0.002352277992173233 * t18;
    const Value t20 = t9 + t19;
    const Value t21 = 0.003838243803185 * t18;
    const Value t22 = (t20 - 0.00658500038727 * t5) * sine[0];
    const Value t23 = 0.01336362238165 * t6;
    const Value t24 = 0.064127121625 * cosine[3] + 0.05918556107625 * t3;
    const Value t25 = 0.0149450629075 * (cosine[1] * sine[0]);
    const Value t26 = 0.064127121625 * sine[1];
    const Value t27 = t6 * (t24 + 0.013793413942275 * (t4 * sine[0])) + ((0.5685348292125 * t3 + 0.677642004375 * cosine[3]) * t4 + t11);
    const Value t28 = 0.05918556107625 * t4;
    const Value t29 = (0.677642004375 * t4 + 1.3929342791666666 * sine[3]) * cosine[3] + ((0.677642004375 * sine[3] + 0.5685348292125 * t4) * t3 + t11);
    const Value t30 = t5 * (t22 - (t28 + (t23 + 0.064127121625 * sine[3]))) + (t6 * (t24 + (0.013793413942275 * t4 + 0.0149450629075 * sine[3]) * sine[0]) + t29);
    const Value t31 = 0.12652256366625 * t3;
    const Value t32 = (-0.01643350047875 - 0.003292500193635 * cosine[0]) * t5 + (0.003838243803185 + 0.002352277992173233 * cosine[0]) * sine[0] * t6;
    const Value t33 = 0.01643350047875 * t5;
    C[0] = Value() + 0.0;
    C[1] = t31 + 0.349300285625 * cosine[3] + t21 - t33 + cosine[0] * (t20 - t7);
    C[2] = cosine[0] * (t19 + t8 - t7) + (t21 + t31 - t33);
    C[3] = t32;
    C[4] = cosine[0] * t10 + t21;
    C[5] = Value() + 0.0;
    C[6] = t30;
    C[7] = Value() + 0.0;
    C[8] = (t26 + (-0.677642004375 - t25)) * sine[2] - t14;
    C[9] = cosine[1] * (-0.05918556107625 - t17 - t16) + sine[1] * (t2 * sine[0] + t15);
    C[10] = (0.003292500193635 - 0.0149450629075 * (cosine[1] * sine[2]) + t2 * sine[1]) * sine[0];
    C[11] = Value() + 0.0;
    C[12] = t27 + (t22 - (t28 + t23)) * t5;
    C[13] = (0.677642004375 + t25 - t26) * sine[2] + t14;
    C[14] = Value() + 0.0;
    C[15] = -t13;
    C[16] = (0.003292500193635 - 0.013793413942275 * sine[1]) * sine[0];
    C[17] = Value() + 0.0;
    C[18] = t24 * t6 + t11 + (t22 - t23) * t5;
    C[19] = sine[1] * (sine[0] * (0.013793413942275 + t1) - t15) + (t16 + (0.05918556107625 + t17)) * cosine[1];
    C[20] = t13;
    C[21] = Value() + 0.0;
    C[22] = t11;
    C[23] = Value() + 0.0;
    C[24] = 0.003838243803185 * sine[0] + cosine[0] * (0.002352277992173233 * (t5 * t5 * sine[0]) + t6 * t10);
    C[25] = (0.0149450629075 * (sine[1] * sine[2]) - t0 + t2 * cosine[1]) * cosine[0];
    C[26] = -(cosine[0] * (0.013793413942275 * cosine[1] + t0));
    C[27] = -(0.002352277992173233 * (cosine[0] * sine[0]));
    C[28] = Value() + 0.0;
    C[29] = Value() + 0.0;
    C[30] = Value() + 0.0;
    C[31] = Value() + 0.0;
    C[32] = Value() + 0.0;
    C[33] = Value() + 0.0;
    C[34] = Value() + 0.0;
    C[35] = Value() + 0.0;
  }
};
}  // namespace
void centrifugal_coefficients(const double* q, double* C) {
  evaluate(CentrifugalCoefficientsBody(), q, C);
}


// Built from: model.
// 0 multiplications, 0 additions, 0 divisions, 0 function calls.
namespace {
struct FrictionBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* qd, Value* F) const {
    (void)qd;
    (void)sin_cos;
    F[0] = Value() + 0.0;
    F[1] = Value() + 0.0;
    F[2] = Value() + 0.0;
    F[3] = Value() + 0.0;
    F[4] = Value() + 0.0;
    F[5] = Value() + 0.0;
  }
};
}  // namespace
void friction(const double* qd, double* F) {
  FrictionBody()(NoSinCos<double>(), qd, F);
}


// Built from: M: closed form, Horner; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone).
// 318 multiplications, 254 additions, 4 divisions, 10 function calls.
namespace {
struct ForwardDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* tau, Value* qdd) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5]);
    const Value t0 = cosine[0] * qd[0];
    const Value t1 = sine[0] * qd[0];
    const Value t2 = t0 * sine[1] + t1 * cosine[1];
    const Value t3 = t0 * cosine[1] - t1 * sine[1];
    const Value t4 = cosine[2] * t2 + sine[2] * t3;
    const Value t5 = qd[2] + qd[1];
    const Value t6 = t5 + qd[3];
    const Value t7 = cosine[3] * t6 - t4 * sine[3];
    const Value t8 = t2 * sine[2];
    const Value t9 = cosine[2] * t3;
    const Value t10 = qd[4] + (t8 - t9);
    const Value t11 = t9 - t8;
    const Value t12 = t10 * t10;
    const Value t13 = t10 * t7;
    const Value t14 = t0 * qd[1];
    const Value t15 = t1 * qd[1];
    const Value t16 = t14 * cosine[1] - t15 * sine[1] + qd[2] * t3;
    const Value t17 = t15 * cosine[1] + t14 * sine[1] + t2 * qd[2];
    const Value t18 = cosine[2] * t16 - sine[2] * t17 + t11 * qd[3];
    const Value t19 = qd[4] * t7 + cosine[3] * t18;
    const Value t20 = t5 * t3;
    const Value t21 = t2 * t3;
    const Value t22 = t3 * t3;
    const Value t23 = t1 * t0;
    const Value t24 = 9.81 * cosine[0] - 0.425 * t23;
    const Value t25 = qd[1] * qd[1];
    const Value t26 = 9.81 * sine[0] + 0.425 * (t0 * t0 + t25);
    const Value t27 = t24 * cosine[1] - t26 * sine[1];
    const Value t28 = t27 + (0.10915 * (t20 - t16) - 0.39225 * t21);
    const Value t29 = t5 * t2;
    const Value t30 = t5 * t5;
    const Value t31 = t2 * t2;
    const Value t32 = t30 + t22;
    const Value t33 = 0.10915 * (t29 - t17) + 0.39225 * t32 + (t24 * sine[1] + t26 * cosine[1]);
    const Value t34 = t6 * t6;
    const Value t35 = t4 * t4 + t34;
    const Value t36 = 0.0025425267421732333 * t19 + (3.5853228e-05 * (t7 * t7 - t12) + 0.0037767642421732335 * t13) - 0.0351648539 * (cosine[2] * t28 - sine[2] * t33 + 0.09465 * t35);
    const Value t37 = 0.150887345 * t35 - 0.0351648539 * (t13 + t19);
    const Value t38 = cosine[2] * t33 + t28 * sine[2];
    const Value t39 = t6 * sine[3] + t4 * cosine[3];
    const Value t40 = 0.0351648539 * (t12 + t39 * t39);
    const Value t41 = 0.00019024875 * (qd[5] + t7);
    const Value t42 = t7 * t39;
    const Value t43 = (cosine[4] * t39 - t10 * sine[4]) * t41;
    const Value t44 = (sine[4] * t39 + t10 * cosine[4]) * t41;
    const Value t45 = t43 * sine[4] - t44 * cosine[4] + t36;
    const Value t46 = t10 * t39;
    const Value t47 = t18 * sine[3] + qd[4] * t39;
    const Value t48 = t4 * qd[3] + (t16 * sine[2] + cosine[2] * t17);
    const Value t49 = t29 + t17;
    const Value t50 = 3.5853228e-05 * t48;
    const Value t51 = 0.00019024875 * t47;
    const Value t52 = 3.5853228e-05 * t46 - 0.0025425267421732333 * t42 + (0.0037767642421732335 * t48 - 3.5853228e-05 * t47);
    const Value t53 = t50 - (0.0012342375 * t46 + 3.5853228e-05 * t42) - t51;
    const Value t54 = 0.0351648539 * (t42 - t48);
    const Value t55 = t51 + tau[5];
    const Value t56 = t11 * t6;
    const Value t57 = t4 * t6;
    const Value t58 = t11 * t4;
    const Value t59 = 0.150887345 * t38 + (t50 - (3.5853228e-05 * t57 + 0.01459785988165 * t58)) + (t53 * cosine[3] + t45 * sine[3]);
    const Value t60 = t15 + t15;
    const Value t61 = 0.425 * t60 + (0.39225 * t49 + 0.10915 * (t31 + t22));
    const Value t62 = 0.01459785988165 * t18 + (0.01583209738165 * t56 - 3.5853228e-05 * (t11 * t11 - t34)) + 0.150887345 * t61;
    const Value t63 = t18 + t56;
    const Value t64 = t52 - 0.0351648539 * ((t38 - 0.09465 * t58) * cosine[3] - (0.09465 * t63 + t61) * sine[3]) + (t44 * sine[4] + cosine[4] * t43);
    const Value t65 = 3.5853228e-05 * t58 - 0.0012342375 * t57 - t64;
    const Value t66 = tau[4] - t64;
    const Value t67 = t54 * sine[3] - t40 * cosine[3];
    const Value t68 = cosine[3] * t45 - t53 * sine[3] + t62 - 0.09465 * t67;
    const Value t69 = 0.12652256366625 * (t30 - t31) - 1.141263658425 * t29 - 0.677642004375 * t60 + (sine[2] * t68 + cosine[2] * t65);
    const Value t70 = cosine[2] * t68 - t65 * sine[2] + (0.5727288292125 * t20 + 0.12652256366625 * t21 - 0.5685348292125 * t16);
    const Value t71 = t54 * cosine[3] + t40 * sine[3];
    const Value t72 = t67 - 0.150887345 * t63;
    const Value t73 = t71 - 0.150887345 * t58;
    const Value t74 = t59 + 0.09465 * t71;
    const Value t75 = cosine[2] * t37 + t73 * sine[2];
    const Value t76 = 0.12652256366625 * t16 + (0.5685348292125 * t21 - 0.12652256366625 * t20) - 1.594451775 * t27 + t74 - 0.39225 * t75;
    const Value t77 = cosine[2] * t73 - sine[2] * t37;
    const Value t78 = t70 - 0.10915 * t75;
    const Value t79 = 0.39225 * t72 + 0.10915 * t77 + t69;
    const Value t80 = 0.349300285625 * (t25 - t1 * t1) - 2.8009759583333333 * t15 + (t78 * sine[1] + t79 * cosine[1]) + 0.425 * (t72 - 1.594451775 * t49);
    const Value t81 = 0.349300285625 * t23 + 1.4080416791666666 * t14 - 1.3929342791666666 * t14 + (cosine[1] * t78 - t79 * sine[1]);
    const Value t82 = 0.349300285625 * t14;
    const Value t83 = 1.3929342791666666 * t23 - t82 + t82 - 38.1586437 * cosine[0] + t76 - 0.425 * ((t77 + 1.594451775 * t32) * sine[1] + (t75 - 1.594451775 * t21) * cosine[1]);
    const Value t84 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t85 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t86 = sine[2] * t84 + cosine[2] * t85;
    const Value t87 = sine[3] * t86;
    const Value t88 = cosine[2] * t84 - sine[2] * t85;
    const Value t89 = (0.003292500193635 * t86 - (0.0149450629075 * cosine[0] + 0.013793413942275 * t84)) * sine[3] + t88 * (-0.0037767642421732335 - 0.003838243803185 * cosine[3]);
    const Value t90 = 264.7769190444829 * t89;
    const Value t91 = cosine[3] * t55;
    const Value t92 = 0.8717780572240387 * cosine[3];
    const Value t93 = tau[3] - t74 - t91 + t66 * t92;
    const Value t94 = 0.003292500193635 * cosine[3];
    const Value t95 = t88 * (0.01643350047875 + t94) + (0.003838243803185 + 0.002352277992173233 * cosine[3]) * sine[3] * t86;
    const Value t96 = 0.00019024875 * t87;
    const Value t97 = t96 * cosine[3];
    const Value t98 = t95 + t97 + t92 * t89;
    const Value t99 = 0.002352277992173233 * (sine[3] * sine[3]);
    const Value t100 = 0.00019024875 * cosine[3] * cosine[3];
    const Value t101 = 1.0 / (0.01602234613165 + t99 - t100 - t92 * t94);
    const Value t102 = t98 * t101;
    const Value t103 = cosine[3] * (0.013793413942275 * sine[2] - 0.003292500193635);
    const Value t104 = 264.7769190444829 * t103;
    const Value t105 = 0.002352277992173233 * sine[3];
    const Value t106 = (0.013793413942275 * cosine[2] + t105) * sine[3] + (0.01602234613165 - 0.05918556107625 * sine[2]) - t100;
    const Value t107 = t103 * t92 + t106;
    const Value t108 = t107 * t101;
    const Value t109 = tau[2] - t76 - t91 - t66 * t104 - t108 * t93;
    const Value t110 = 0.003838243803185 * t87;
    const Value t111 = 0.01643350047875 * t88;
    const Value t112 = 0.12652256366625 * t85;
    const Value t113 = 0.002352277992173233 * t87;
    const Value t114 = 0.003292500193635 * t88;
    const Value t115 = 0.013793413942275 * t85;
    const Value t116 = t110 + (t112 + t111) + cosine[3] * (t113 + (t115 + t114)) + t97 - t104 * t89 - t108 * t98;
    const Value t117 = t110 + (t112 + (0.349300285625 * sine[0] + t111)) + cosine[3] * (t113 + (t114 + 0.0149450629075 * sine[0] + t115));
    const Value t118 = 0.1183711221525 * sine[2];
    const Value t119 = 0.58875117534415 - t118 + sine[3] * (0.02758682788455 * cosine[2] + t105) - t100 - t103 * t104 - t108 * t107;
    const Value t120 = 1.0 / t119;
    const Value t121 = t116 * t120;
    const Value t122 = cosine[2] * sine[1];
    const Value t123 = 0.0149450629075 * cosine[1];
    const Value t124 = 0.013793413942275 + t123;
    const Value t125 = (0.0149450629075 * t122 - 0.003292500193635 + sine[2] * t124) * cosine[3];
    const Value t126 = 264.7769190444829 * t125;
    const Value t127 = sine[2] * sine[1];
    const Value t128 = t105 - 0.0149450629075 * t127;
    const Value t129 = sine[3] * (cosine[2] * (0.02758682788455 + 0.029890125815 * cosine[1]) + (t105 - 0.029890125815 * t127));
    const Value t130 = 0.064127121625 * t122;
    const Value t131 = (cosine[2] * t124 + t128) * sine[3] + (0.01602234613165 - t130 + sine[2] * (-0.05918556107625 - 0.064127121625 * cosine[1]));
    const Value t132 = cosine[1] * (0.677642004375 - 0.064127121625 * sine[2]) + (0.58875117534415 - t130 - t118) + ((0.02758682788455 + t123) * cosine[2] + t128) * sine[3];
    const Value t133 = (1.35528400875 - 0.12825424325 * sine[2]) * cosine[1] + (1.9967928545108167 - 0.12825424325 * t122 - t118);
    const Value t134 = t92 * t125 + (t131 - t100);
    const Value t135 = t132 - t100 - t104 * t125 - t108 * t134;
    const Value t136 = t134 * t101;
    const Value t137 = t135 * t120;
    const Value t138 = 1.0 / (t133 + t129 - t100 - t126 * t125 - t134 * t136 - t135 * t137);
    const Value t139 = tau[1] - t83 - t91 - t66 * t126 - t136 * t93 - t109 * t137;
    const Value t140 = t117 + t97 - t126 * t89 - t136 * t98 - t137 * t116;
    const Value t141 = t140 * t138;
    const Value t142 = tau[0] - (sine[0] * t81 + t80 * cosine[0]) + t55 * t87 - t66 * t90 - t102 * t93 - t109 * t121 - t141 * t139;
    const Value t143 = 0.00767648760637 * cosine[3] + (2.13275489357689 + 0.02758682788455 * (t88 * t84 * sine[3])) - 1.3929342791666666 * (sine[0] * sine[0]);
    const Value t144 = t88 * sine[3];
    const Value t145 = (0.01336362238165 - t99) * t86 - (0.1183711221525 * t84 + 0.12825424325 * cosine[0] + 0.00658500038727 * t144);
    const Value t146 = t143 - 0.5685348292125 * (t85 * t85) + (1.35528400875 * t84 + 0.029890125815 * t144) * cosine[0] + t145 * t86;
    const Value t147 = t142 * (1.0 / (t146 - t96 * t87 - t89 * t90 - t102 * t98 - t116 * t121 - t141 * t140));
    const Value t148 = t139 * t138 - t147 * t141;
    const Value t149 = t109 * t120 - t148 * t137 - t147 * t121;
    const Value t150 = t93 * t101 - t149 * t108 - t148 * t136 - t147 * t102;
    qdd[0] = t147;
    qdd[1] = t148;
    qdd[2] = t149;
    qdd[3] = t150;
    qdd[4] = 264.7769190444829 * t66 + t92 * t150 - t149 * t104 - t148 * t126 - t147 * t90;
    qdd[5] = 5256.276322446271 * t55 - t150 * cosine[3] - t149 * cosine[3] - t148 * cosine[3] + t147 * t87;
  }
};
}  // namespace
void forward_dynamics(const double* q, const double* qd, const double* tau, double* qdd) {
  evaluate(ForwardDynamicsBody(), q, qd, tau, qdd);
}


// Built from: B and C.
// 285 multiplications, 221 additions, 0 divisions, 8 function calls.
namespace {
struct CoriolisMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* Cc) const {
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4]);
    const Value t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = sine[2] * t0 + cosine[2] * t1;
    const Value t3 = 0.00019024875 * (cosine[3] * t2);
    const Value t4 = 0.00019024875 * sine[3];
    const Value t5 = 0.5 * (qd[3] * t4 + (t4 * qd[1] + t3 * qd[0] + t4 * qd[2]));
    const Value t6 = cosine[2] * t0 - sine[2] * t1;
    const Value t7 = t6 * sine[3];
    const Value t8 = 0.00019024875 * t7;
    const Value t9 = qd[0] * t8;
    const Value t10 = qd[4] * t4;
    const Value t11 = qd[5] * t4;
    const Value t12 = -(0.5 * (t10 + t9));
    const Value t13 = 0.5 * (t9 - t10);
    const Value t14 = -(0.5 * (t8 * qd[1] + t8 * qd[2] + qd[3] * t8 + t3 * qd[4]));
    const Value t15 = qd[5] * t3;
    const Value t16 = qd[5] * t8;
    const Value t17 = 0.004704555984346466 * (sine[3] * sine[3]);
    const Value t18 = 0.00658500038727 * t7;
    const Value t19 = t2 * (0.00142448625 + t17) + t18;
    const Value t20 = (-0.00142448625 - t17) * t2 - t18;
    const Value t21 = (0.006129042234346467 + 0.00767648760637 * cosine[3] - t17) * t2;
    const Value t22 = cosine[3] * sine[3];
    const Value t23 = 0.004704555984346466 * t22;
    const Value t24 = t23 * qd[1];
    const Value t25 = t23 * qd[2];
    const Value t26 = 0.00658500038727 * t6;
    const Value t27 = 0.02758682788455 * t1;
    const Value t28 = 0.004704555984346466 * (sine[3] * t2);
    const Value t29 = 0.00142448625 * t2;
    const Value t30 = sine[3] * (t26 + t27 + t28) + t29;
    const Value t31 = t30 * qd[0];
    const Value t32 = 0.004704555984346466 * sine[3];
    const Value t33 = cosine[3] * (0.02758682788455 * cosine[2] + t32);
    const Value t34 = t33 * qd[1];
    const Value t35 = t23 * qd[3];
    const Value t36 = qd[4] * t23;
    const Value t37 = 0.002352277992173233 * sine[3];
    const Value t38 = 0.029890125815 * sine[0];
    const Value t39 = sine[3] * (t38 + t26 + t27 + t28) + t29;
    const Value t40 = t39 * qd[0];
    const Value t41 = t33 * qd[2];
    const Value t42 = sine[2] * sine[1];
    const Value t43 = 0.0149450629075 * cosine[1];
    const Value t44 = -0.013793413942275 - t43;
    const Value t45 = t2 * t2 * sine[3];
    const Value t46 = 0.003292500193635 * t2;
    const Value t47 = 0.013793413942275 * t0;
    const Value t48 = 0.0149450629075 * cosine[0] + t47;
    const Value t49 = t46 - t48;
    const Value t50 = (0.003838243803185 * sine[3] + cosine[3] * (0.002352277992173233 * t45 + t6 * t49)) * qd[0] + 0.5 * (t19 * qd[3] + (t39 * qd[1] + t30 * qd[2]) + t15);
    const Value t51 = 0.003292500193635 * sine[3];
    const Value t52 = sine[2] * sine[3];
    const Value t53 = 0.05918556107625 * cosine[2] + 0.013793413942275 * t52;
    const Value t54 = 0.1183711221525 * cosine[2] + 0.02758682788455 * t52;
    const Value t55 = t54 * qd[1];
    const Value t56 = 0.064127121625 * sine[1];
    const Value t57 = sine[3] * sine[1];
    const Value t58 = 0.0149450629075 * t57;
    const Value t59 = 0.064127121625 * cosine[1];
    const Value t60 = (sine[2] * (sine[3] * (0.013793413942275 + t43) - t56) + (t58 + (0.05918556107625 + t59)) * cosine[2]) * qd[1];
    const Value t61 = t54 * qd[2];
    const Value t62 = 0.002352277992173233 * t7;
    const Value t63 = t48 + t62;
    const Value t64 = 0.00658500038727 * t2;
    const Value t65 = (t63 - t64) * sine[3];
    const Value t66 = 0.01336362238165 * t6;
    const Value t67 = 0.064127121625 * cosine[0] + 0.05918556107625 * t0;
    const Value t68 = 0.5 * (qd[3] * t33 + (t41 + (t34 - t31)) - t11) + qd[4] * ((0.003292500193635 - 0.013793413942275 * sine[2]) * sine[3]);
    const Value t69 = qd[4] * t33;
    const Value t70 = 0.5 * (t69 - t54 * qd[3]);
    const Value t71 = cosine[2] * sine[3];
    const Value t72 = 0.0149450629075 * t71;
    const Value t73 = (-1.35528400875 - 0.029890125815 * t71 + 0.12825424325 * sine[2]) * sine[1] - (0.029890125815 * t52 + 0.12825424325 * cosine[2]) * cosine[1];
    const Value t74 = (0.0149450629075 * t52 + 0.064127121625 * cosine[2]) * cosine[1];
    const Value t75 = 0.064127121625 * sine[2];
    const Value t76 = t1 * sine[3];
    const Value t77 = t6 * (t67 + 0.013793413942275 * t76) + ((0.5685348292125 * t0 + 0.677642004375 * cosine[0]) * t1 + t51);
    const Value t78 = 0.05918556107625 * t1;
    const Value t79 = 0.029890125815 * cosine[1];
    const Value t80 = cosine[3] * (t32 - 0.029890125815 * t42 + cosine[2] * (0.02758682788455 + t79));
    const Value t81 = cosine[2] * (-0.1183711221525 - 0.12825424325 * cosine[1] - 0.029890125815 * t57) + (sine[3] * (-0.02758682788455 - t79) + 0.12825424325 * sine[1]) * sine[2];
    const Value t82 = qd[4] * ((0.003292500193635 - 0.0149450629075 * (cosine[2] * sine[1]) + t44 * sine[2]) * sine[3]) + 0.5 * (t80 * qd[3] + (t80 * qd[2] + (t80 * qd[1] - t40)) - t11);
    const Value t83 = t80 * qd[4];
    const Value t84 = 0.5 * (t83 + (t81 * qd[2] + t81 * qd[1])) + (cosine[2] * (-0.05918556107625 - t59 - t58) + sine[2] * (t44 * sine[3] + t56)) * qd[3];
    const Value t85 = t81 * qd[3];
    const Value t86 = (0.677642004375 * t1 + 1.3929342791666666 * sine[0]) * cosine[0] + ((0.677642004375 * sine[0] + 0.5685348292125 * t1) * t0 + t51);
    const Value t87 = t2 * (t65 - (t78 + (t66 + 0.064127121625 * sine[0]))) + (t6 * (t67 + (0.013793413942275 * t1 + 0.0149450629075 * sine[0]) * sine[3]) + t86);
    const Value t88 = 0.02758682788455 * t0;
    const Value t89 = 0.029890125815 * cosine[0] + t88;
    const Value t90 = ((t89 - t64) * t6 - 0.004704555984346466 * t45) * cosine[3] - 0.00767648760637 * sine[3];
    const Value t91 = 0.003838243803185 * t7;
    const Value t92 = qd[4] * (cosine[3] * t49 + t91) + 0.5 * (qd[3] * t21 + (t21 * qd[2] + (t90 * qd[0] + t21 * qd[1])) - t15);
    const Value t93 = qd[4] * t21;
    const Value t94 = t6 * ((0.00767648760637 + 0.004704555984346466 * cosine[3]) * sine[3]) + (-0.0328670009575 - 0.00658500038727 * cosine[3]) * t2;
    const Value t95 = 0.004704555984346466 * t7;
    const Value t96 = (t95 + t88 - t64) * cosine[3] + (0.00767648760637 * t7 + 0.2530451273325 * t0 - 0.0328670009575 * t2);
    const Value t97 = (0.01317000077454 * t2 - (t95 + t89)) * sine[3];
    const Value t98 = 0.0267272447633 * t6;
    const Value t99 = 0.1183711221525 * t0 + 0.12825424325 * cosine[0];
    const Value t100 = 0.00658500038727 * sine[3];
    const Value t101 = t2 * (t97 + t98) - (t6 * t99 + t100);
    const Value t102 = (-0.01643350047875 - 0.003292500193635 * cosine[3]) * t2 + (0.003838243803185 + 0.002352277992173233 * cosine[3]) * sine[3] * t6;
    const Value t103 = 0.1183711221525 * t1;
    const Value t104 = t2 * (t97 + (t103 + t98)) - ((1.137069658425 * t0 + 1.35528400875 * cosine[0]) * t1 + t100 + t6 * (t99 + 0.02758682788455 * t76));
    const Value t105 = (1.35528400875 * sine[0] + 1.137069658425 * t1) * t0 + t100 + cosine[0] * (1.35528400875 * t1 + 2.785868558333333 * sine[0]);
    const Value t106 = t2 * (t97 + (0.12825424325 * sine[0] + t98 + t103)) - (t6 * (t99 + sine[3] * (t38 + t27)) + t105);
    const Value t107 = 0.12652256366625 * t0;
    const Value t108 = t94 * qd[3];
    const Value t109 = 0.01643350047875 * t2;
    const Value t110 = (cosine[3] * (t62 + t47 - t46) + (t91 + t107 - t109)) * qd[2] + 0.5 * (t104 * qd[0] + t96 * qd[1] + t108 + t93 - t16);
    const Value t111 = 0.5 * (t93 + (t96 * qd[2] + t106 * qd[0] + t108) - t16) + (t107 + 0.349300285625 * cosine[0] + t91 - t109 + cosine[3] * (t63 - t46)) * qd[1];
    Cc[0] = 0.5 * (qd[3] * t101 + (t106 * qd[1] + t104 * qd[2]) + t90 * qd[4]);
    Cc[1] = t111;
    Cc[2] = t110;
    Cc[3] = 0.5 * (t93 + (t94 * qd[1] + qd[0] * t101 + t94 * qd[2]) - t16) + qd[3] * t102;
    Cc[4] = t92;
    Cc[5] = t14;
    Cc[6] = t87 * qd[0] + 0.5 * (t16 - qd[4] * t39);
    Cc[7] = 0.5 * (t83 + (t85 + t73 * qd[2]));
    Cc[8] = qd[2] * ((t75 + (-0.677642004375 - t72)) * sine[1] - t74) + 0.5 * (t83 + (t85 + t73 * qd[1]));
    Cc[9] = t84;
    Cc[10] = t82;
    Cc[11] = t13;
    Cc[12] = (t77 + (t65 - (t78 + t66)) * t2) * qd[0] + 0.5 * (t16 - qd[4] * t30);
    Cc[13] = ((0.677642004375 + t72 - t75) * sine[1] + t74) * qd[1] + t70;
    Cc[14] = t70;
    Cc[15] = 0.5 * (t69 - (t55 + t61)) - t53 * qd[3];
    Cc[16] = t68;
    Cc[17] = t13;
    Cc[18] = 0.5 * (t16 + t20 * qd[4]) + (t67 * t6 + t51 + (t65 - t66) * t2) * qd[0];
    Cc[19] = t60 + 0.5 * (t61 + t36);
    Cc[20] = t53 * qd[2] + 0.5 * (t55 + t36);
    Cc[21] = 0.5 * t36;
    Cc[22] = 0.5 * (t25 + (t24 + t20 * qd[0]) + t35 - t11) + qd[4] * t51;
    Cc[23] = t13;
    Cc[24] = t50;
    Cc[25] = 0.5 * (t40 - t41 - t35 + t11) + (0.0149450629075 * t42 - t37 + t44 * cosine[2]) * cosine[3] * qd[1];
    Cc[26] = 0.5 * (t31 - t34 - t35 + t11) - cosine[3] * (0.013793413942275 * cosine[2] + t37) * qd[2];
    Cc[27] = 0.5 * (t19 * qd[0] - t24 - t25 + t11) - qd[3] * (0.002352277992173233 * t22);
    Cc[28] = Value() + 0.0;
    Cc[29] = t5;
    Cc[30] = t14;
    Cc[31] = t12;
    Cc[32] = t12;
    Cc[33] = t12;
    Cc[34] = -t5;
    Cc[35] = Value() + 0.0;
  }
};
}  // namespace
void coriolis_matrix(const double* q, const double* qd, double* Cc) {
  evaluate(CoriolisMatrixBody(), q, qd, Cc);
}


// Built from: forward kinematics in the base frame.
// 64 multiplications, 40 additions, 0 divisions, 12 function calls.
namespace {
struct ToolPoseBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* T) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5], q[0]);
    const Value t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t1 = cosine[2] * t0;
    const Value t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t3 = sine[2] * t0 + cosine[2] * t2;
    const Value t4 = sine[2] * t2;
    const Value t5 = sine[3] * t3;
    const Value t6 = cosine[3] * t3;
    const Value t7 = t4 - t1;
    const Value t8 = sine[5] * sine[0];
    const Value t9 = cosine[0] * sine[5];
    const Value t10 = t8 * cosine[1] + t9 * sine[1];
    const Value t11 = t9 * cosine[1] - t8 * sine[1];
    const Value t12 = cosine[2] * t10 + t11 * sine[2];
    const Value t13 = cosine[2] * t11 - sine[2] * t10;
    const Value t14 = sine[3] * t13 + cosine[3] * cosine[5];
    const Value t15 = cosine[3] * t13 - cosine[5] * sine[3];
    const Value t16 = sine[0] * cosine[5];
    const Value t17 = cosine[0] * cosine[5];
    const Value t18 = t16 * cosine[1] + t17 * sine[1];
    const Value t19 = t17 * cosine[1] - t16 * sine[1];
    const Value t20 = cosine[2] * t18 + t19 * sine[2];
    const Value t21 = t19 * cosine[2] - t18 * sine[2];
    const Value t22 = cosine[3] * sine[5] - t21 * sine[3];
    const Value t23 = t21 * cosine[3] + sine[5] * sine[3];
    T[0] = t23 * cosine[4] - t20 * sine[4];
    T[1] = -(t23 * sine[4] + cosine[4] * t20);
    T[2] = t22;
    T[3] = 0.09465 * t20 + (0.10915 * sine[5] - 0.39225 * t19 - 0.425 * t17) + 0.0823 * t22;
    T[4] = t15 * cosine[4] - t12 * sine[4];
    T[5] = -(t15 * sine[4] + t12 * cosine[4]);
    T[6] = -t14;
    T[7] = 0.09465 * t12 - (0.10915 * cosine[5] + 0.39225 * t11 + 0.425 * t9) - 0.0823 * t14;
    T[8] = t6 * cosine[4] - t7 * sine[4];
    T[9] = -(t6 * sine[4] + t7 * cosine[4]);
    T[10] = -t5;
    T[11] = 0.089159 - 0.425 * sine[0] - 0.39225 * t2 - 0.09465 * (t1 - t4) - 0.0823 * t5;
    T[12] = Value() + 0.0;
    T[13] = Value() + 0.0;
    T[14] = Value() + 0.0;
    T[15] = Value() + 1.0;
  }
};
}  // namespace
void tool_pose(const double* q, double* T) {
  evaluate(ToolPoseBody(), q, T);
}


// Built from: forward kinematics in the base frame.
// 65 multiplications, 53 additions, 0 divisions, 10 function calls.
namespace {
struct JacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* J) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[0]);
    const Value t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = sine[3] * (sine[2] * t0 + cosine[2] * t1);
    const Value t3 = cosine[2] * t0;
    const Value t4 = sine[2] * t1;
    const Value t5 = t4 - t3;
    const Value t6 = cosine[0] * sine[4];
    const Value t7 = sine[4] * sine[0];
    const Value t8 = t6 * cosine[1] - t7 * sine[1];
    const Value t9 = t7 * cosine[1] + t6 * sine[1];
    const Value t10 = 0.425 * t6;
    const Value t11 = sine[3] * (cosine[2] * t8 - sine[2] * t9) + cosine[3] * cosine[4];
    const Value t12 = cosine[2] * t9 + t8 * sine[2];
    const Value t13 = 0.10915 * cosine[4] + 0.39225 * t8 + t10;
    const Value t14 = -cosine[4];
    const Value t15 = cosine[0] * cosine[4];
    const Value t16 = sine[0] * cosine[4];
    const Value t17 = t15 * cosine[1] - t16 * sine[1];
    const Value t18 = t16 * cosine[1] + t15 * sine[1];
    const Value t19 = 0.425 * t15;
    const Value t20 = cosine[3] * sine[4] - (t17 * cosine[2] - t18 * sine[2]) * sine[3];
    const Value t21 = cosine[2] * t18 + t17 * sine[2];
    const Value t22 = 0.10915 * sine[4] - 0.39225 * t17 - t19;
    const Value t23 = 0.09465 * t12 - t13;
    const Value t24 = 0.0823 * t11;
    const Value t25 = t23 - t24;
    const Value t26 = t25 - t23;
    const Value t27 = 0.09465 * t21 + t22;
    const Value t28 = t27 + 0.0823 * t20;
    const Value t29 = t28 - t27;
    const Value t30 = 0.089159 - 0.425 * sine[0];
    const Value t31 = t30 - 0.39225 * t1;
    const Value t32 = t31 - 0.09465 * (t3 - t4);
    const Value t33 = t32 - 0.0823 * t2;
    const Value t34 = t33 - t32;
    const Value t35 = t33 - t31;
    const Value t36 = t33 - t30;
    const Value t37 = t33 - 0.089159;
    J[0] = t24 - t23;
    J[1] = -(cosine[4] * t37);
    J[2] = -(cosine[4] * t36);
    J[3] = -(t35 * cosine[4]);
    J[4] = t12 * t34 - t5 * t26;
    J[5] = Value() + 0.0;
    J[6] = t28;
    J[7] = -(sine[4] * t37);
    J[8] = -(sine[4] * t36);
    J[9] = -(t35 * sine[4]);
    J[10] = t29 * t5 - t34 * t21;
    J[11] = Value() + 0.0;
    J[12] = Value() + 0.0;
    J[13] = sine[4] * t25 + cosine[4] * t28;
    J[14] = (t19 + t28) * cosine[4] + (t10 + t25) * sine[4];
    J[15] = (t28 - t22) * cosine[4] + (t13 + t25) * sine[4];
    J[16] = t26 * t21 - t29 * t12;
    J[17] = Value() + 0.0;
    J[18] = Value() + 0.0;
    J[19] = sine[4];
    J[20] = sine[4];
    J[21] = sine[4];
    J[22] = t21;
    J[23] = t20;
    J[24] = Value() + 0.0;
    J[25] = t14;
    J[26] = t14;
    J[27] = t14;
    J[28] = t12;
    J[29] = -t11;
    J[30] = Value() + 1.0;
    J[31] = Value() + 0.0;
    J[32] = Value() + 0.0;
    J[33] = Value() + 0.0;
    J[34] = t5;
    J[35] = -t2;
  }
};
}  // namespace
void jacobian(const double* q, double* J) {
  evaluate(JacobianBody(), q, J);
}


// Built from: outward pass at qdd = 0 in the base frame.
// 158 multiplications, 118 additions, 0 divisions, 10 function calls.
namespace {
struct JacobianDotQdBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* a) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[0], q[2], q[3], q[4]);
    const Value t0 = cosine[0] * sine[1];
    const Value t1 = sine[1] * sine[0];
    const Value t2 = t0 * cosine[2] - t1 * sine[2];
    const Value t3 = t1 * cosine[2] + t0 * sine[2];
    const Value t4 = 0.425 * t0;
    const Value t5 = sine[4] * (cosine[3] * t2 - sine[3] * t3) + cosine[4] * cosine[1];
    const Value t6 = cosine[3] * t3 + t2 * sine[3];
    const Value t7 = 0.10915 * cosine[1] + 0.39225 * t2 + t4;
    const Value t8 = sine[0] * cosine[1];
    const Value t9 = cosine[0] * cosine[1];
    const Value t10 = t8 * cosine[2] + t9 * sine[2];
    const Value t11 = t9 * cosine[2] - t8 * sine[2];
    const Value t12 = 0.425 * t9;
    const Value t13 = cosine[3] * t10 + t11 * sine[3];
    const Value t14 = cosine[4] * sine[1] - (t11 * cosine[3] - t10 * sine[3]) * sine[4];
    const Value t15 = 0.10915 * sine[1] - 0.39225 * t11 - t12;
    const Value t16 = sine[1] * qd[1];
    const Value t17 = sine[1] * qd[2] + t16;
    const Value t18 = sine[1] * qd[3] + t17;
    const Value t19 = qd[4] * t13 + t18;
    const Value t20 = cosine[1] * qd[1];
    const Value t21 = cosine[1] * qd[2] + t20;
    const Value t22 = t21 + cosine[1] * qd[3];
    const Value t23 = t6 * qd[4] - t22;
    const Value t24 = (t20 * sine[1] - cosine[1] * t16) * qd[2];
    const Value t25 = t24 + (t21 * sine[1] - cosine[1] * t17) * qd[3];
    const Value t26 = t25 + qd[4] * (t13 * t22 + t6 * t18);
    const Value t27 = cosine[0] * cosine[2] - sine[0] * sine[2];
    const Value t28 = cosine[0] * sine[2] + sine[0] * cosine[2];
    const Value t29 = sine[4] * (sine[3] * t27 + cosine[3] * t28);
    const Value t30 = cosine[3] * t27;
    const Value t31 = sine[3] * t28;
    const Value t32 = t31 - t30;
    const Value t33 = qd[0] + t32 * qd[4];
    const Value t34 = sine[1] * qd[0];
    const Value t35 = t34 * qd[1];
    const Value t36 = t34 * qd[2] + t35;
    const Value t37 = qd[3] * t34 + t36;
    const Value t38 = t37 + (t13 * qd[0] - t32 * t18) * qd[4];
    const Value t39 = 0.09465 * t13 + t15;
    const Value t40 = cosine[1] * qd[0];
    const Value t41 = t40 * qd[1];
    const Value t42 = t40 * qd[2] + t41;
    const Value t43 = t40 * qd[3] + t42;
    const Value t44 = t43 - qd[4] * (t6 * qd[0] + t32 * t22);
    const Value t45 = 0.09465 * t6 - t7;
    const Value t46 = t39 - t15;
    const Value t47 = t12 + t15;
    const Value t48 = t39 + 0.0823 * t14 - t39;
    const Value t49 = 0.089159 - 0.425 * sine[0];
    const Value t50 = t49 - 0.39225 * t28;
    const Value t51 = t50 - 0.09465 * (t30 - t31);
    const Value t52 = t51 - t50;
    const Value t53 = t50 - t49;
    const Value t54 = t49 - 0.089159;
    const Value t55 = t51 - 0.0823 * t29 - t51;
    const Value t56 = t46 * qd[0] - t52 * t18;
    const Value t57 = t7 + t45;
    const Value t58 = t4 - t7;
    const Value t59 = t45 - 0.0823 * t5 - t45;
    const Value t60 = t52 * t22 + t57 * qd[0];
    const Value t61 = qd[0] * t4 - t20 * t54;
    const Value t62 = t12 * qd[0] + t54 * t16;
    const Value t63 = t47 * qd[0] - t53 * t17;
    const Value t64 = t58 * qd[0] + t21 * t53;
    const Value t65 = t63 * t17 - t21 * t64 + (t58 * t42 - t36 * t47 + (t12 * t35 - t41 * t4 + (t20 * t61 - t62 * t16))) + (t43 * t57 - t46 * t37);
    const Value t66 = t12 * t20 + t16 * t4;
    const Value t67 = t33 * t48 - t19 * t55;
    const Value t68 = t23 * t55 - t33 * t59;
    const Value t69 = t58 * t17 + t21 * t47;
    const Value t70 = t24 * t47 - t53 * t42 + (t16 * t66 + qd[0] * t61 - t41 * t54) - (t64 * qd[0] + t69 * t17) + (t25 * t46 - t43 * t52);
    const Value t71 = t62 * qd[0] + t20 * t66 + t54 * t35 + (t36 * t53 - t24 * t58) - (t21 * t69 + t63 * qd[0]) + (t52 * t37 - t25 * t57);
    const Value t72 = t57 * t18 + t46 * t22;
    const Value t73 = t19 * t59 - t48 * t23;
    a[0] = t73 * t23 - t33 * t67 + (t71 - (t56 * qd[0] + t72 * t22) + (t55 * t38 - t26 * t59));
    a[1] = t33 * t68 - t73 * t19 + (t70 - (t60 * qd[0] + t72 * t18) + (t48 * t26 - t44 * t55));
    a[2] = t19 * t67 - t23 * t68 + (t18 * t56 - t60 * t22 + t65 + (t59 * t44 - t48 * t38));
    a[3] = t44 + qd[5] * (t33 * t5 - t23 * t29);
    a[4] = qd[5] * (t19 * t29 + t33 * t14) + t38;
    a[5] = t26 - qd[5] * (t5 * t19 + t23 * t14);
  }
};
}  // namespace
void jacobian_dot_qd(const double* q, const double* qd, double* a) {
  evaluate(JacobianDotQdBody(), q, qd, a);
}


// Built from: forward kinematics in the base frame, per frame.
// 64 multiplications, 40 additions, 0 divisions, 12 function calls.

namespace {
struct FramePoseBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, int frame, double* T) const {
    switch (frame) {
      case 0: {
        double sine[6], cosine[6];
        sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5], q[0]);
        const double t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
        const double t1 = cosine[2] * t0;
        const double t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
        const double t3 = sine[2] * t0 + cosine[2] * t2;
        const double t4 = sine[2] * t2;
        const double t5 = sine[3] * t3;
        const double t6 = cosine[3] * t3;
        const double t7 = t4 - t1;
        const double t8 = sine[5] * sine[0];
        const double t9 = cosine[0] * sine[5];
        const double t10 = t8 * cosine[1] + t9 * sine[1];
        const double t11 = t9 * cosine[1] - t8 * sine[1];
        const double t12 = cosine[2] * t10 + t11 * sine[2];
        const double t13 = cosine[2] * t11 - sine[2] * t10;
        const double t14 = sine[3] * t13 + cosine[3] * cosine[5];
        const double t15 = cosine[3] * t13 - cosine[5] * sine[3];
        const double t16 = sine[0] * cosine[5];
        const double t17 = cosine[0] * cosine[5];
        const double t18 = t16 * cosine[1] + t17 * sine[1];
        const double t19 = t17 * cosine[1] - t16 * sine[1];
        const double t20 = cosine[2] * t18 + t19 * sine[2];
        const double t21 = t19 * cosine[2] - t18 * sine[2];
        const double t22 = cosine[3] * sine[5] - t21 * sine[3];
        const double t23 = t21 * cosine[3] + sine[5] * sine[3];
        T[0] = t23 * cosine[4] - t20 * sine[4];
        T[1] = -(t23 * sine[4] + cosine[4] * t20);
        T[2] = t22;
        T[3] = 0.09465 * t20 + (0.10915 * sine[5] - 0.39225 * t19 - 0.425 * t17) + 0.0823 * t22;
        T[4] = t15 * cosine[4] - t12 * sine[4];
        T[5] = -(t15 * sine[4] + t12 * cosine[4]);
        T[6] = -t14;
        T[7] = 0.09465 * t12 - (0.10915 * cosine[5] + 0.39225 * t11 + 0.425 * t9) - 0.0823 * t14;
        T[8] = t6 * cosine[4] - t7 * sine[4];
        T[9] = -(t6 * sine[4] + t7 * cosine[4]);
        T[10] = -t5;
        T[11] = 0.089159 - 0.425 * sine[0] - 0.39225 * t2 - 0.09465 * (t1 - t4) - 0.0823 * t5;
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
void frame_pose(const double* q, int frame, double* T) {
  evaluate(FramePoseBody(), q, frame, T);
}


// Built from: forward kinematics in the base frame, per frame.
// 65 multiplications, 53 additions, 0 divisions, 10 function calls.

namespace {
struct FrameJacobianBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, int frame, double* J) const {
    switch (frame) {
      case 0: {
        double sine[5], cosine[5];
        sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[0]);
        const double t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
        const double t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
        const double t2 = sine[3] * (sine[2] * t0 + cosine[2] * t1);
        const double t3 = cosine[2] * t0;
        const double t4 = sine[2] * t1;
        const double t5 = t4 - t3;
        const double t6 = cosine[0] * sine[4];
        const double t7 = sine[4] * sine[0];
        const double t8 = t6 * cosine[1] - t7 * sine[1];
        const double t9 = t7 * cosine[1] + t6 * sine[1];
        const double t10 = 0.425 * t6;
        const double t11 = sine[3] * (cosine[2] * t8 - sine[2] * t9) + cosine[3] * cosine[4];
        const double t12 = cosine[2] * t9 + t8 * sine[2];
        const double t13 = 0.10915 * cosine[4] + 0.39225 * t8 + t10;
        const double t14 = -cosine[4];
        const double t15 = cosine[0] * cosine[4];
        const double t16 = sine[0] * cosine[4];
        const double t17 = t15 * cosine[1] - t16 * sine[1];
        const double t18 = t16 * cosine[1] + t15 * sine[1];
        const double t19 = 0.425 * t15;
        const double t20 = cosine[3] * sine[4] - (t17 * cosine[2] - t18 * sine[2]) * sine[3];
        const double t21 = cosine[2] * t18 + t17 * sine[2];
        const double t22 = 0.10915 * sine[4] - 0.39225 * t17 - t19;
        const double t23 = 0.09465 * t12 - t13;
        const double t24 = 0.0823 * t11;
        const double t25 = t23 - t24;
        const double t26 = t25 - t23;
        const double t27 = 0.09465 * t21 + t22;
        const double t28 = t27 + 0.0823 * t20;
        const double t29 = t28 - t27;
        const double t30 = 0.089159 - 0.425 * sine[0];
        const double t31 = t30 - 0.39225 * t1;
        const double t32 = t31 - 0.09465 * (t3 - t4);
        const double t33 = t32 - 0.0823 * t2;
        const double t34 = t33 - t32;
        const double t35 = t33 - t31;
        const double t36 = t33 - t30;
        const double t37 = t33 - 0.089159;
        J[0] = t24 - t23;
        J[1] = -(cosine[4] * t37);
        J[2] = -(cosine[4] * t36);
        J[3] = -(t35 * cosine[4]);
        J[4] = t12 * t34 - t5 * t26;
        J[5] = 0.0;
        J[6] = t28;
        J[7] = -(sine[4] * t37);
        J[8] = -(sine[4] * t36);
        J[9] = -(t35 * sine[4]);
        J[10] = t29 * t5 - t34 * t21;
        J[11] = 0.0;
        J[12] = 0.0;
        J[13] = sine[4] * t25 + cosine[4] * t28;
        J[14] = (t19 + t28) * cosine[4] + (t10 + t25) * sine[4];
        J[15] = (t28 - t22) * cosine[4] + (t13 + t25) * sine[4];
        J[16] = t26 * t21 - t29 * t12;
        J[17] = 0.0;
        J[18] = 0.0;
        J[19] = sine[4];
        J[20] = sine[4];
        J[21] = sine[4];
        J[22] = t21;
        J[23] = t20;
        J[24] = 0.0;
        J[25] = t14;
        J[26] = t14;
        J[27] = t14;
        J[28] = t12;
        J[29] = -t11;
        J[30] = 1.0;
        J[31] = 0.0;
        J[32] = 0.0;
        J[33] = 0.0;
        J[34] = t5;
        J[35] = -t2;
        break;
      }
      default:
        for (int i = 0; i < 36; ++i) J[i] = static_cast<double>(NAN);
    }
  }
};
}  // namespace
void frame_jacobian(const double* q, int frame, double* J) {
  evaluate(FrameJacobianBody(), q, frame, J);
}


// Built from: outward pass at qdd = 0 in the base frame.
// 158 multiplications, 118 additions, 0 divisions, 10 function calls.

namespace {
struct FrameJacobianDotVBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, const double* qd, int frame, double* a) const {
    switch (frame) {
      case 0: {
        double sine[5], cosine[5];
        sin_cos(sine, cosine, q[1], q[0], q[2], q[3], q[4]);
        const double t0 = cosine[0] * sine[1];
        const double t1 = sine[1] * sine[0];
        const double t2 = t0 * cosine[2] - t1 * sine[2];
        const double t3 = t1 * cosine[2] + t0 * sine[2];
        const double t4 = 0.425 * t0;
        const double t5 = sine[4] * (cosine[3] * t2 - sine[3] * t3) + cosine[4] * cosine[1];
        const double t6 = cosine[3] * t3 + t2 * sine[3];
        const double t7 = 0.10915 * cosine[1] + 0.39225 * t2 + t4;
        const double t8 = sine[0] * cosine[1];
        const double t9 = cosine[0] * cosine[1];
        const double t10 = t8 * cosine[2] + t9 * sine[2];
        const double t11 = t9 * cosine[2] - t8 * sine[2];
        const double t12 = 0.425 * t9;
        const double t13 = cosine[3] * t10 + t11 * sine[3];
        const double t14 = cosine[4] * sine[1] - (t11 * cosine[3] - t10 * sine[3]) * sine[4];
        const double t15 = 0.10915 * sine[1] - 0.39225 * t11 - t12;
        const double t16 = sine[1] * qd[1];
        const double t17 = sine[1] * qd[2] + t16;
        const double t18 = sine[1] * qd[3] + t17;
        const double t19 = qd[4] * t13 + t18;
        const double t20 = cosine[1] * qd[1];
        const double t21 = cosine[1] * qd[2] + t20;
        const double t22 = t21 + cosine[1] * qd[3];
        const double t23 = t6 * qd[4] - t22;
        const double t24 = (t20 * sine[1] - cosine[1] * t16) * qd[2];
        const double t25 = t24 + (t21 * sine[1] - cosine[1] * t17) * qd[3];
        const double t26 = t25 + qd[4] * (t13 * t22 + t6 * t18);
        const double t27 = cosine[0] * cosine[2] - sine[0] * sine[2];
        const double t28 = cosine[0] * sine[2] + sine[0] * cosine[2];
        const double t29 = sine[4] * (sine[3] * t27 + cosine[3] * t28);
        const double t30 = cosine[3] * t27;
        const double t31 = sine[3] * t28;
        const double t32 = t31 - t30;
        const double t33 = qd[0] + t32 * qd[4];
        const double t34 = sine[1] * qd[0];
        const double t35 = t34 * qd[1];
        const double t36 = t34 * qd[2] + t35;
        const double t37 = qd[3] * t34 + t36;
        const double t38 = t37 + (t13 * qd[0] - t32 * t18) * qd[4];
        const double t39 = 0.09465 * t13 + t15;
        const double t40 = cosine[1] * qd[0];
        const double t41 = t40 * qd[1];
        const double t42 = t40 * qd[2] + t41;
        const double t43 = t40 * qd[3] + t42;
        const double t44 = t43 - qd[4] * (t6 * qd[0] + t32 * t22);
        const double t45 = 0.09465 * t6 - t7;
        const double t46 = t39 - t15;
        const double t47 = t12 + t15;
        const double t48 = t39 + 0.0823 * t14 - t39;
        const double t49 = 0.089159 - 0.425 * sine[0];
        const double t50 = t49 - 0.39225 * t28;
        const double t51 = t50 - 0.09465 * (t30 - t31);
        const double t52 = t51 - t50;
        const double t53 = t50 - t49;
        const double t54 = t49 - 0.089159;
        const double t55 = t51 - 0.0823 * t29 - t51;
        const double t56 = t46 * qd[0] - t52 * t18;
        const double t57 = t7 + t45;
        const double t58 = t4 - t7;
        const double t59 = t45 - 0.0823 * t5 - t45;
        const double t60 = t52 * t22 + t57 * qd[0];
        const double t61 = qd[0] * t4 - t20 * t54;
        const double t62 = t12 * qd[0] + t54 * t16;
        const double t63 = t47 * qd[0] - t53 * t17;
        const double t64 = t58 * qd[0] + t21 * t53;
        const double t65 = t63 * t17 - t21 * t64 + (t58 * t42 - t36 * t47 + (t12 * t35 - t41 * t4 + (t20 * t61 - t62 * t16))) + (t43 * t57 - t46 * t37);
        const double t66 = t12 * t20 + t16 * t4;
        const double t67 = t33 * t48 - t19 * t55;
        const double t68 = t23 * t55 - t33 * t59;
        const double t69 = t58 * t17 + t21 * t47;
        const double t70 = t24 * t47 - t53 * t42 + (t16 * t66 + qd[0] * t61 - t41 * t54) - (t64 * qd[0] + t69 * t17) + (t25 * t46 - t43 * t52);
        const double t71 = t62 * qd[0] + t20 * t66 + t54 * t35 + (t36 * t53 - t24 * t58) - (t21 * t69 + t63 * qd[0]) + (t52 * t37 - t25 * t57);
        const double t72 = t57 * t18 + t46 * t22;
        const double t73 = t19 * t59 - t48 * t23;
        a[0] = t73 * t23 - t33 * t67 + (t71 - (t56 * qd[0] + t72 * t22) + (t55 * t38 - t26 * t59));
        a[1] = t33 * t68 - t73 * t19 + (t70 - (t60 * qd[0] + t72 * t18) + (t48 * t26 - t44 * t55));
        a[2] = t19 * t67 - t23 * t68 + (t18 * t56 - t60 * t22 + t65 + (t59 * t44 - t48 * t38));
        a[3] = t44 + qd[5] * (t33 * t5 - t23 * t29);
        a[4] = qd[5] * (t19 * t29 + t33 * t14) + t38;
        a[5] = t26 - qd[5] * (t5 * t19 + t23 * t14);
        break;
      }
      default:
        for (int i = 0; i < 6; ++i) a[i] = static_cast<double>(NAN);
    }
  }
};
}  // namespace
void frame_jacobian_dot_v(const double* q, const double* qd, int frame, double* a) {
  evaluate(FrameJacobianDotVBody(), q, qd, frame, a);
}


// Built from: the links' first moments in the base frame over their mass.
// 88 multiplications, 64 additions, 0 divisions, 10 function calls.
namespace {
struct CenterOfMassBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* c) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[0]);
    const Value t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t1 = cosine[2] * t0;
    const Value t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t3 = sine[3] * (sine[2] * t0 + cosine[2] * t2);
    const Value t4 = sine[2] * t2;
    const Value t5 = t1 - t4;
    const Value t6 = 0.089159 - 0.425 * sine[0];
    const Value t7 = t6 - 0.39225 * t2;
    const Value t8 = 1.219 * t7 - 0.01991846 * t5 + (2.33 * t6 - 0.5644425 * t2 + (0.2351313 + (0.748311487 - 1.7835125 * sine[0])));
    const Value t9 = t7 - 0.09465 * t5;
    const Value t10 = 0.0002177761 * t3 + 0.1879 * (t9 - 0.0823 * t3) + (t8 + (1.219 * t9 - (0.01991846 * t3 + 0.0021942 * (t4 - t1))));
    const Value t11 = sine[4] * sine[0];
    const Value t12 = cosine[0] * sine[4];
    const Value t13 = t11 * cosine[1] + t12 * sine[1];
    const Value t14 = t12 * cosine[1] - t11 * sine[1];
    const Value t15 = cosine[2] * t13 + t14 * sine[2];
    const Value t16 = sine[3] * (cosine[2] * t14 - sine[2] * t13) + cosine[3] * cosine[4];
    const Value t17 = 0.10915 * cosine[4] + 0.39225 * t14 + 0.425 * t12;
    const Value t18 = 0.99025 * t12 + (0.5644425 * t14 + 0.061745 * cosine[4]) + (1.7835125 * t12 + 0.95143048 * cosine[4] + 0.007141 * cosine[4]);
    const Value t19 = 0.09465 * t15 - t17;
    const Value t20 = 0.0021942 * cosine[4] + 0.01991846 * t15 - 1.219 * t17 - t18 + (1.219 * t19 - (0.0021942 * t15 + 0.01991846 * t16));
    const Value t21 = cosine[0] * cosine[4];
    const Value t22 = sine[0] * cosine[4];
    const Value t23 = t21 * cosine[1] - t22 * sine[1];
    const Value t24 = t22 * cosine[1] + t21 * sine[1];
    const Value t25 = cosine[3] * sine[4] - (t23 * cosine[2] - t24 * sine[2]) * sine[3];
    const Value t26 = cosine[2] * t24 + t23 * sine[2];
    const Value t27 = 0.10915 * sine[4] - 0.39225 * t23 - 0.425 * t21;
    const Value t28 = 0.007141 * sine[4] + (0.95143048 * sine[4] - 1.7835125 * t21) + (0.061745 * sine[4] - 0.5644425 * t23 - 0.99025 * t21);
    const Value t29 = 0.09465 * t26 + t27;
    const Value t30 = 1.219 * t29 + (0.01991846 * t25 - 0.0021942 * t26) + (t28 + (1.219 * t27 + (0.01991846 * t26 - 0.0021942 * sine[4])));
    c[0] = 0.05865481057428925 * (0.1879 * (t29 + 0.0823 * t25) - 0.0002177761 * t25 + t30);
    c[1] = 0.05865481057428925 * (t20 + (0.1879 * (t19 - 0.0823 * t16) + 0.0002177761 * t16));
    c[2] = 0.05865481057428925 * t10;
  }
};
}  // namespace
void center_of_mass(const double* q, double* c) {
  evaluate(CenterOfMassBody(), q, c);
}


// Built from: composite bodies in the base frame, moved to the centre of mass.
// 514 multiplications, 389 additions, 0 divisions, 12 function calls.
namespace {
struct CentroidalMomentumMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* Ag) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5], q[0]);
    const Value t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = sine[2] * t0 + cosine[2] * t1;
    const Value t3 = cosine[3] * t2;
    const Value t4 = sine[2] * t1;
    const Value t5 = cosine[2] * t0;
    const Value t6 = t4 - t5;
    const Value t7 = t5 - t4;
    const Value t8 = t3 * sine[4] + t6 * cosine[4];
    const Value t9 = 0.00013452261083323334 * t8;
    const Value t10 = cosine[0] * cosine[5];
    const Value t11 = sine[0] * cosine[5];
    const Value t12 = t10 * cosine[1] - t11 * sine[1];
    const Value t13 = t11 * cosine[1] + t10 * sine[1];
    const Value t14 = t12 * cosine[2] - t13 * sine[2];
    const Value t15 = t14 * cosine[3] + sine[5] * sine[3];
    const Value t16 = cosine[2] * t13 + t12 * sine[2];
    const Value t17 = t15 * sine[4] + cosine[4] * t16;
    const Value t18 = t15 * cosine[4] - t16 * sine[4];
    const Value t19 = t3 * cosine[4] - t6 * sine[4];
    const Value t20 = 0.00013452261083323334 * t19;
    const Value t21 = sine[3] * t2;
    const Value t22 = 0.00019024875 * t21;
    const Value t23 = cosine[3] * sine[5] - t14 * sine[3];
    const Value t24 = 0.425 * t10;
    const Value t25 = 0.10915 * sine[5] - 0.39225 * t12 - t24;
    const Value t26 = 0.09465 * t16 + t25;
    const Value t27 = t26 + 0.0823 * t23;
    const Value t28 = 0.0002177761 * t21;
    const Value t29 = 0.089159 - 0.425 * sine[0];
    const Value t30 = t29 - 0.39225 * t1;
    const Value t31 = t30 - 0.09465 * t7;
    const Value t32 = t31 - 0.0823 * t21;
    const Value t33 = 0.0002177761 * t23;
    const Value t34 = t9 * t17 + t18 * t20 - t22 * t23 - (t28 * t27 - t33 * t32 + 0.1879 * (t32 * t27));
    const Value t35 = cosine[0] * sine[5];
    const Value t36 = sine[5] * sine[0];
    const Value t37 = t35 * cosine[1] - t36 * sine[1];
    const Value t38 = t36 * cosine[1] + t35 * sine[1];
    const Value t39 = cosine[2] * t37 - sine[2] * t38;
    const Value t40 = cosine[3] * t39 - cosine[5] * sine[3];
    const Value t41 = cosine[2] * t38 + t37 * sine[2];
    const Value t42 = t40 * sine[4] + t41 * cosine[4];
    const Value t43 = t40 * cosine[4] - t41 * sine[4];
    const Value t44 = sine[3] * t39 + cosine[3] * cosine[5];
    const Value t45 = 0.425 * t35;
    const Value t46 = 0.10915 * cosine[5] + 0.39225 * t37 + t45;
    const Value t47 = 0.09465 * t41 - t46;
    const Value t48 = t47 - 0.0823 * t44;
    const Value t49 = 0.0002177761 * t44;
    const Value t50 = t22 * t44 + (t42 * t9 + t20 * t43) - (0.1879 * (t32 * t48) + (t28 * t48 + t32 * t49));
    const Value t51 = 0.1879 * (t27 * t27) - 2.0 * (t33 * t27);
    const Value t52 = 0.1879 * (t48 * t48);
    const Value t53 = 2.0 * (t48 * t49);
    const Value t54 = t9 * t8 + t20 * t19 + t22 * t21 + (t53 + (t51 + t52));
    const Value t55 = t32 * t23 + t21 * t27;
    const Value t56 = 0.1879 * t27 - t33;
    const Value t57 = t44 * t32 - t21 * t48;
    const Value t58 = 0.1879 * t48 + t49;
    const Value t59 = t28 + 0.1879 * t32;
    const Value t60 = 2.0 * (t28 * t32);
    const Value t61 = 0.1879 * (t32 * t32);
    const Value t62 = 0.1879 * t55 - (t59 * t23 + t21 * t56);
    const Value t63 = 0.01991846 * t23 - 0.0021942 * t16;
    const Value t64 = 1.219 * t26 + t63;
    const Value t65 = 0.95143048 * sine[5] - 1.7835125 * t10;
    const Value t66 = 0.007141 * sine[5];
    const Value t67 = 0.061745 * sine[5] - 0.5644425 * t12;
    const Value t68 = t67 - 0.99025 * t10;
    const Value t69 = 0.01991846 * t16 - 0.0021942 * sine[5];
    const Value t70 = 1.219 * t25 + t69;
    const Value t71 = 0.05865481057428925 * (t56 + (t64 + (t66 + t65 + t68 + t70)));
    const Value t72 = t64 + t56;
    const Value t73 = t72 + t70;
    const Value t74 = t73 + t68;
    const Value t75 = 0.1879 * t57 - (t59 * t44 - t21 * t58);
    const Value t76 = 0.0021942 * cosine[5] + 0.01991846 * t41;
    const Value t77 = t76 - 1.219 * t46;
    const Value t78 = 0.5644425 * t37 + 0.061745 * cosine[5];
    const Value t79 = 0.99025 * t35 + t78;
    const Value t80 = 1.7835125 * t35 + 0.95143048 * cosine[5];
    const Value t81 = 0.007141 * cosine[5];
    const Value t82 = 0.0021942 * t41 + 0.01991846 * t44;
    const Value t83 = 1.219 * t47 - t82;
    const Value t84 = 0.05865481057428925 * (t77 - (t79 + (t80 + t81)) + t83 + t58);
    const Value t85 = t83 + t58;
    const Value t86 = t85 + t77;
    const Value t87 = t86 - t79;
    const Value t88 = 0.01991846 * t21 + 0.0021942 * t6;
    const Value t89 = 0.0024093359464 * t3;
    const Value t90 = 3.5853228e-05 * t6 - 0.00123818706 * t21;
    const Value t91 = 0.0024053863864 * t6 - 3.5853228e-05 * t21;
    const Value t92 = t50 + (t47 * t88 + t82 * t31 - 1.219 * (t47 * t31) + (t40 * t89 - t90 * t44 + t41 * t91));
    const Value t93 = t91 * t16 + (t90 * t23 + t15 * t89) - (1.219 * (t26 * t31) + (t31 * t63 - t26 * t88)) + t34;
    const Value t94 = 1.219 * (t26 * t26) + 2.0 * (t26 * t63);
    const Value t95 = 1.219 * (t47 * t47);
    const Value t96 = 2.0 * (t47 * t82);
    const Value t97 = t54 + (t3 * t89 - t90 * t21 + t6 * t91 + (t95 + t94 - t96));
    const Value t98 = t31 * t16 - t26 * t6;
    const Value t99 = t47 * t6 - t41 * t31;
    const Value t100 = 1.219 * t31 - t88;
    const Value t101 = 2.0 * (t88 * t31);
    const Value t102 = 1.219 * (t31 * t31);
    const Value t103 = t59 + t100;
    const Value t104 = 1.4069 * t98 - (t103 * t16 - t72 * t6);
    const Value t105 = 1.4069 * t99 - (t85 * t6 - t103 * t41);
    const Value t106 = 0.0024093359464 * t2;
    const Value t107 = 0.00123818706 * t7;
    const Value t108 = 3.5853228e-05 * t7;
    const Value t109 = 0.01991846 * t7;
    const Value t110 = t106 * t14 - t107 * t16 - t108 * sine[5] - (t30 * t69 - t109 * t25 + 1.219 * (t30 * t25)) + t93;
    const Value t111 = 1.219 * (t46 * t30) - (t109 * t46 + t76 * t30) + (t108 * cosine[5] + (t106 * t39 - t41 * t107)) + t92;
    const Value t112 = t30 * sine[5];
    const Value t113 = t30 * cosine[5];
    const Value t114 = 1.219 * t30 - t109;
    const Value t115 = 2.0 * (t109 * t30);
    const Value t116 = 1.219 * (t30 * t30);
    const Value t117 = t103 + t114;
    const Value t118 = 2.6259 * t112 - sine[5] * t117;
    const Value t119 = 2.6259 * t113 - cosine[5] * t117;
    const Value t120 = 0.0058302425 * t1;
    const Value t121 = 0.17034393359375 * t0;
    const Value t122 = 0.01495772625 * t1;
    const Value t123 = 0.5644425 * t1;
    const Value t124 = t110 + (t122 * sine[5] + (t12 * t120 - t121 * t13) + (2.33 * (t24 * t29) - (t24 * t123 + t67 * t29)));
    const Value t125 = 2.33 * (t45 * t29) - (t123 * t45 - t78 * t29) + (t120 * t37 - t121 * t38 - t122 * cosine[5]) + t111;
    const Value t126 = sine[5] * t29;
    const Value t127 = cosine[5] * t29;
    const Value t128 = 2.33 * t29 - t123;
    const Value t129 = 2.0 * (t123 * t29);
    const Value t130 = 2.33 * (t29 * t29);
    const Value t131 = t128 + t117;
    const Value t132 = 4.9559 * t126 - sine[5] * t131;
    const Value t133 = 4.9559 * t127 - cosine[5] * t131;
    const Value t134 = 0.1229615592128 * sine[0];
    const Value t135 = 0.6207364008794667 * cosine[0];
    const Value t136 = 0.202178977 * sine[0];
    const Value t137 = t124 + (sine[5] * t136 + (t10 * t134 - t11 * t135) - 0.089159 * t65);
    const Value t138 = t35 * t134 - t36 * t135 - cosine[5] * t136 + 0.089159 * t80 + t125;
    const Value t139 = t74 + t65;
    const Value t140 = t87 - t80;
    const Value t141 = t139 + t66;
    const Value t142 = t81 - t140;
    const Value t143 = 0.089159 * sine[5];
    const Value t144 = 0.089159 * cosine[5];
    const Value t145 = 0.748311487 - 1.7835125 * sine[0];
    const Value t146 = 0.05865481057428925 * (t59 + (t114 + (t128 + (0.2351313 + t145)) + t100));
    const Value t147 = t145 + t131;
    const Value t148 = 1.1901745751 * sine[5] - sine[5] * t147;
    const Value t149 = 1.1901745751 * cosine[5] - cosine[5] * t147;
    const Value t150 = 2.0 * (t69 * t25) + 1.219 * (t25 * t25);
    const Value t151 = 1.219 * (t46 * t46);
    const Value t152 = 2.0 * (t46 * t76);
    const Value t153 = 2.33 * (t24 * t24) - 2.0 * (t24 * t67);
    const Value t154 = 2.33 * (t45 * t45);
    const Value t155 = 2.0 * (t78 * t45);
    const Value t156 = t154 + t153 + t155 + (t121 * t0 + t120 * t1) + (t97 + (t150 + t151 - t152 + (t7 * t107 + t106 * t2))) + (sine[0] * t134 + cosine[0] * t135);
    const Value t157 = 0.00013452261083323334 * t43;
    const Value t158 = 0.00013452261083323334 * t42;
    const Value t159 = 0.00019024875 * t44;
    const Value t160 = t51 + t61 + t60 + (t157 * t43 + t42 * t158 + t159 * t44);
    const Value t161 = t18 * t157 + t158 * t17 - t159 * t23 - (t27 * t49 - t33 * t48 + 0.1879 * (t48 * t27));
    const Value t162 = t23 * t48 + t44 * t27;
    const Value t163 = 0.00013452261083323334 * t17 * t17 + t18 * (0.00013452261083323334 * t18) + t23 * (0.00019024875 * t23);
    const Value t164 = t60 + (t61 + (t53 + t52)) + t163;
    const Value t165 = t44 * t56 + t23 * t58 - 0.1879 * t162;
    const Value t166 = 0.0024093359464 * t40;
    const Value t167 = 3.5853228e-05 * t41;
    const Value t168 = t167 - 0.00123818706 * t44;
    const Value t169 = t167 - 0.0024053863864 * cosine[5];
    const Value t170 = 0.0024053863864 * t41 - 3.5853228e-05 * t44;
    const Value t171 = t102 + t94 - t101 + (t166 * t40 - t44 * t168 + t41 * t170) + t160;
    const Value t172 = t161 + (t170 * t16 + (t166 * t15 + t23 * t168) - (t47 * t63 - t26 * t82 + 1.219 * (t26 * t47)));
    const Value t173 = t26 * t41 - t47 * t16;
    const Value t174 = 1.4069 * t173 - (t72 * t41 - t85 * t16);
    const Value t175 = 0.0024093359464 * t39;
    const Value t176 = 3.5853228e-05 * cosine[5] - 0.00123818706 * t41;
    const Value t177 = t172 + (1.219 * (t46 * t25) - (t76 * t25 - t46 * t69) + (t14 * t175 - t176 * t16 + t169 * sine[5]));
    const Value t178 = t150 + t116 - t115 + (t175 * t39 - t41 * t176 - t169 * cosine[5]) + t171;
    const Value t179 = t46 * sine[5] - cosine[5] * t25;
    const Value t180 = t86 * sine[5] + t73 * cosine[5] + 2.6259 * t179;
    const Value t181 = 0.17034393359375 * t38;
    const Value t182 = 0.0058302425 * t37 - 0.01495772625 * cosine[5];
    const Value t183 = 0.01495772625 * t37 - 0.16870769109375 * cosine[5];
    const Value t184 = t178 + (t37 * t182 + t38 * t181 - cosine[5] * t183 + (t130 + t153 - t129));
    const Value t185 = t177 + (t13 * t181 + t12 * t182 + sine[5] * t183 - (t24 * t78 - t67 * t45 + 2.33 * (t24 * t45)));
    const Value t186 = t24 * cosine[5] + sine[5] * t45;
    const Value t187 = (0.16870769109375 * sine[5] + 0.01495772625 * t12) * sine[5] + (0.17034393359375 * t13 * t13 + t12 * (0.0058302425 * t12 + 0.01495772625 * sine[5]));
    const Value t188 = 4.9559 * t186 + (t87 * sine[5] + t74 * cosine[5]);
    const Value t189 = 0.1229615592128 * t35 - 0.202178977 * cosine[5];
    const Value t190 = 0.6207364008794667 * t36;
    const Value t191 = 0.202178977 * t35 - 0.5128822416666666 * cosine[5];
    const Value t192 = t191 * sine[5] + (t10 * t189 + t190 * t11) + t185;
    const Value t193 = (0.5128822416666666 * sine[5] + 0.202178977 * t10) * sine[5] + (t10 * (0.202178977 * sine[5] + 0.1229615592128 * t10) + t11 * (0.6207364008794667 * t11));
    const Value t194 = 0.066718703869433 - 0.318032381975 * sine[0];
    const Value t195 = sine[5] * t192 - (t184 + (t194 + (t190 * t36 + t35 * t189 - t191 * cosine[5]))) * cosine[5] + t144 * t147;
    const Value t196 = t140 * sine[5] + t139 * cosine[5];
    const Value t197 = 3.5853228e-05 * t16;
    const Value t198 = t16 * (3.5853228e-05 * t23 + 0.0024053863864 * t16) + (t15 * (0.0024093359464 * t15) + t23 * (0.00123818706 * t23 + t197));
    const Value t199 = t164 + (t198 + (t102 + (t95 - t96) - t101));
    const Value t200 = t16 * (3.5853228e-05 * sine[5] + 0.00123818706 * t16) + t14 * (0.0024093359464 * t14) + (t197 + 0.0024053863864 * sine[5]) * sine[5];
    const Value t201 = t200 + (t116 + (t151 - t152) - t115) + t199;
    const Value t202 = t201 + (t130 + (t154 + t155) - t129 + t187);
    Ag[0] = t142;
    Ag[1] = t149;
    Ag[2] = t133;
    Ag[3] = t119;
    Ag[4] = t105;
    Ag[5] = t75;
    Ag[6] = t141;
    Ag[7] = t148;
    Ag[8] = t132;
    Ag[9] = t118;
    Ag[10] = t104;
    Ag[11] = t62;
    Ag[12] = Value() + 0.0;
    Ag[13] = t196;
    Ag[14] = t188;
    Ag[15] = t180;
    Ag[16] = t174;
    Ag[17] = t165;
    Ag[18] = t146 * t141 + (0.00018288101 * sine[5] - 0.000636684419 * sine[5] + t137);
    Ag[19] = (t193 + t194 + t202) * sine[5] - cosine[5] * t192 - t143 * t147 - (t84 * t196 - t146 * t148);
    Ag[20] = sine[5] * t202 - cosine[5] * t185 + (t87 * t186 - t131 * t126) - (t84 * t188 - t146 * t132);
    Ag[21] = t86 * t179 - t112 * t117 + (t201 * sine[5] - t177 * cosine[5]) - (t180 * t84 - t146 * t118);
    Ag[22] = t6 * t93 + (t41 * t172 + t16 * t199) + (t173 * t85 - t98 * t103) - (t84 * t174 - t146 * t104);
    Ag[23] = t23 * t164 - t44 * t161 - t34 * t21 - (t58 * t162 + t59 * t55) - (t84 * t165 - t146 * t62);
    Ag[24] = 0.000636684419 * cosine[5] - 0.00018288101 * cosine[5] + t138 - t146 * t142;
    Ag[25] = t195 - (t146 * t149 - t71 * t196);
    Ag[26] = t127 * t131 - t74 * t186 + (sine[5] * t185 - t184 * cosine[5]) - (t133 * t146 - t71 * t188);
    Ag[27] = t177 * sine[5] - t178 * cosine[5] + (t113 * t117 - t73 * t179) - (t146 * t119 - t71 * t180);
    Ag[28] = t103 * t99 - t72 * t173 + (t6 * t92 + (t41 * t171 + t172 * t16)) - (t146 * t105 - t71 * t174);
    Ag[29] = t59 * t57 + t56 * t162 + (t23 * t161 - t44 * t160 - t50 * t21) - (t146 * t75 - t71 * t165);
    Ag[30] = 0.00667378213 + t156 - (t71 * t141 - t84 * t142);
    Ag[31] = t139 * t143 - t144 * t140 + (sine[5] * t137 - t138 * cosine[5]) - (t71 * t148 - t84 * t149);
    Ag[32] = t74 * t126 - t87 * t127 + (t124 * sine[5] - cosine[5] * t125) - (t71 * t132 - t133 * t84);
    Ag[33] = t110 * sine[5] - cosine[5] * t111 + (t73 * t112 - t86 * t113) - (t71 * t118 - t119 * t84);
    Ag[34] = t41 * t92 + t16 * t93 + t6 * t97 + (t72 * t98 - t85 * t99) - (t71 * t104 - t105 * t84);
    Ag[35] = t55 * t56 - t58 * t57 + (t34 * t23 - t50 * t44 - t54 * t21) - (t71 * t62 - t84 * t75);
  }
};
}  // namespace
void centroidal_momentum_matrix(const double* q, double* Ag) {
  evaluate(CentroidalMomentumMatrixBody(), q, Ag);
}


// Built from: outward pass at qdd = 0, each body's wrench about the centre of mass.
// 627 multiplications, 463 additions, 0 divisions, 12 function calls.
namespace {
struct CentroidalMomentumMatrixDotVBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* h_dot) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[0], q[1], q[2], q[3], q[4], q[5]);
    const Value t0 = cosine[0] * qd[1];
    const Value t1 = sine[0] * qd[1];
    const Value t2 = (t0 * sine[0] - cosine[0] * t1) * qd[2];
    const Value t3 = cosine[1] * cosine[0];
    const Value t4 = sine[1] * cosine[0];
    const Value t5 = t3 * cosine[2] - t4 * sine[2];
    const Value t6 = 0.425 * t3;
    const Value t7 = 0.10915 * sine[0] - 0.39225 * t5 - t6;
    const Value t8 = t6 + t7;
    const Value t9 = cosine[1] * sine[2] + sine[1] * cosine[2];
    const Value t10 = 0.089159 - 0.425 * sine[1];
    const Value t11 = t10 - 0.39225 * t9;
    const Value t12 = t11 - t10;
    const Value t13 = cosine[0] * qd[0];
    const Value t14 = t13 * qd[1];
    const Value t15 = t13 * qd[2] + t14;
    const Value t16 = t13 * qd[3] + t15;
    const Value t17 = cosine[1] * sine[0];
    const Value t18 = 0.425 * t17;
    const Value t19 = t6 * t0 + t1 * t18;
    const Value t20 = t10 - 0.089159;
    const Value t21 = qd[0] * t18 - t0 * t20;
    const Value t22 = t1 * t19 + qd[0] * t21 - t14 * t20;
    const Value t23 = sine[0] * sine[1];
    const Value t24 = t17 * cosine[2] - t23 * sine[2];
    const Value t25 = 0.10915 * cosine[0] + 0.39225 * t24 + t18;
    const Value t26 = t18 - t25;
    const Value t27 = sine[0] * qd[2] + t1;
    const Value t28 = cosine[0] * qd[2] + t0;
    const Value t29 = t26 * t27 + t28 * t8;
    const Value t30 = t26 * qd[0] + t28 * t12;
    const Value t31 = t2 * t8 - t12 * t15 + t22 - (t30 * qd[0] + t29 * t27);
    const Value t32 = t2 + (t28 * sine[0] - cosine[0] * t27) * qd[3];
    const Value t33 = t4 * cosine[2] + t3 * sine[2];
    const Value t34 = cosine[3] * t33 + t5 * sine[3];
    const Value t35 = 0.09465 * t34 + t7;
    const Value t36 = t35 - t7;
    const Value t37 = cosine[1] * cosine[2] - sine[1] * sine[2];
    const Value t38 = cosine[3] * t37;
    const Value t39 = sine[3] * t9;
    const Value t40 = t38 - t39;
    const Value t41 = t39 - t38;
    const Value t42 = t11 - 0.09465 * t40;
    const Value t43 = t42 - t11;
    const Value t44 = t28 + cosine[0] * qd[3];
    const Value t45 = t23 * cosine[2] + t17 * sine[2];
    const Value t46 = cosine[3] * t45 + t24 * sine[3];
    const Value t47 = 0.09465 * t46 - t25;
    const Value t48 = t25 + t47;
    const Value t49 = t43 * t44 + t48 * qd[0];
    const Value t50 = sine[0] * qd[3] + t27;
    const Value t51 = t48 * t50 + t36 * t44;
    const Value t52 = t31 + (t32 * t36 - t16 * t43) - (t49 * qd[0] + t51 * t50);
    const Value t53 = t5 * cosine[3] - t33 * sine[3];
    const Value t54 = cosine[4] * sine[0] - t53 * sine[4];
    const Value t55 = t35 + 0.0823 * t54;
    const Value t56 = t55 - t35;
    const Value t57 = t32 + qd[4] * (t34 * t44 + t46 * t50);
    const Value t58 = t16 - qd[4] * (t46 * qd[0] + t41 * t44);
    const Value t59 = sine[3] * t37 + cosine[3] * t9;
    const Value t60 = sine[4] * t59;
    const Value t61 = t42 - 0.0823 * t60;
    const Value t62 = t61 - t42;
    const Value t63 = t46 * qd[4] - t44;
    const Value t64 = cosine[3] * t24 - sine[3] * t45;
    const Value t65 = sine[4] * t64 + cosine[4] * cosine[0];
    const Value t66 = t47 - 0.0823 * t65;
    const Value t67 = t66 - t47;
    const Value t68 = qd[0] + t41 * qd[4];
    const Value t69 = t63 * t62 - t68 * t67;
    const Value t70 = qd[4] * t34 + t50;
    const Value t71 = t70 * t67 - t56 * t63;
    const Value t72 = t68 * t69 - t71 * t70 + (t52 + (t56 * t57 - t58 * t62));
    const Value t73 = cosine[4] * t64 - cosine[0] * sine[4];
    const Value t74 = t73 * cosine[5] - t46 * sine[5];
    const Value t75 = sine[0] * qd[0];
    const Value t76 = t75 * qd[1];
    const Value t77 = t75 * qd[2] + t76;
    const Value t78 = qd[3] * t75 + t77;
    const Value t79 = t6 * qd[0] + t20 * t1;
    const Value t80 = t79 * qd[0] + t0 * t19 + t20 * t76;
    const Value t81 = t6 * t76 - t14 * t18 + (t0 * t21 - t79 * t1);
    const Value t82 = t8 * qd[0] - t12 * t27;
    const Value t83 = t80 + (t77 * t12 - t2 * t26) - (t28 * t29 + t82 * qd[0]);
    const Value t84 = t82 * t27 - t28 * t30 + (t26 * t15 - t77 * t8 + t81);
    const Value t85 = t36 * qd[0] - t43 * t50;
    const Value t86 = t83 + (t43 * t78 - t32 * t48) - (t85 * qd[0] + t51 * t44);
    const Value t87 = t50 * t85 - t49 * t44 + (t84 + (t16 * t48 - t36 * t78));
    const Value t88 = t78 + (t34 * qd[0] - t41 * t50) * qd[4];
    const Value t89 = t68 * t56 - t70 * t62;
    const Value t90 = t71 * t63 - t68 * t89 + (t86 + (t62 * t88 - t57 * t67));
    const Value t91 = t70 * t89 - t63 * t69 + (t87 + (t67 * t58 - t56 * t88));
    const Value t92 = t53 * cosine[4] + sine[0] * sine[4];
    const Value t93 = t92 * cosine[5] - t34 * sine[5];
    const Value t94 = cosine[4] * t59;
    const Value t95 = t94 * cosine[5] - t41 * sine[5];
    const Value t96 = t74 * t72 + t93 * t90 + t91 * t95;
    const Value t97 = t58 + qd[5] * (t68 * t65 - t63 * t60);
    const Value t98 = t92 * sine[5] + cosine[5] * t34;
    const Value t99 = qd[5] * (t70 * t60 + t68 * t54) + t88;
    const Value t100 = t73 * sine[5] + t46 * cosine[5];
    const Value t101 = t57 - qd[5] * (t65 * t70 + t63 * t54);
    const Value t102 = t94 * sine[5] + t41 * cosine[5];
    const Value t103 = t97 * t98 + t100 * t99 + t101 * t102;
    const Value t104 = qd[5] * t54 + t70;
    const Value t105 = t63 - qd[5] * t65;
    const Value t106 = t68 - qd[5] * t60;
    const Value t107 = t93 * t104 + t105 * t74 + t106 * t95;
    const Value t108 = 0.0002177761 * t107;
    const Value t109 = t54 * t104 - t105 * t65 - t60 * t106;
    const Value t110 = t100 * t105 + t104 * t98 + t102 * t106;
    const Value t111 = 0.1879 * t96 + 0.0002177761 * t103 - t108 * t109;
    const Value t112 = t91 * t102 + (t90 * t98 + t100 * t72);
    const Value t113 = t101 * t95 + (t93 * t97 + t74 * t99);
    const Value t114 = 0.0002177761 * t110;
    const Value t115 = t114 * t110 + t108 * t107 + 0.1879 * (t90 * t54 - t65 * t72 - t91 * t60);
    const Value t116 = 0.0002177761 * t113 - 0.1879 * t112 + t114 * t109;
    const Value t117 = t74 * t111 - t116 * t100 - t65 * t115;
    const Value t118 = t93 * t111 - t116 * t98 + t54 * t115;
    const Value t119 = t111 * t95 - t116 * t102 - t60 * t115;
    const Value t120 = 0.00013452261083323334 * t110;
    const Value t121 = 0.00019024875 * t109;
    const Value t122 = 0.00013452261083323334 * t113 + (t120 * t109 - t121 * t110) - 0.0002177761 * t112;
    const Value t123 = 0.00013452261083323334 * t107;
    const Value t124 = t110 * t123 - t120 * t107 + 0.00019024875 * (t97 * t54 - t65 * t99 - t101 * t60);
    const Value t125 = t109 * t123 - t121 * t107 - 0.00013452261083323334 * t103 - 0.0002177761 * t96;
    const Value t126 = t70 * t54 - t65 * t63 - t68 * t60;
    const Value t127 = t92 * t70 + t73 * t63 + t94 * t68;
    const Value t128 = t70 * t34 + t46 * t63 + t68 * t41;
    const Value t129 = 0.01991846 * t127;
    const Value t130 = 0.0021942 * t127;
    const Value t131 = t52 * t73 + t92 * t86 + t94 * t87;
    const Value t132 = t58 * t54 - t65 * t88 - t57 * t60;
    const Value t133 = t46 * t88 + t58 * t34 + t57 * t41;
    const Value t134 = t73 * t88 + t92 * t58 + t94 * t57;
    const Value t135 = t126 * t129 - t128 * t130 + (1.219 * t131 - (0.0021942 * t132 + 0.01991846 * t133));
    const Value t136 = t86 * t54 - t52 * t65 - t87 * t60;
    const Value t137 = t87 * t41 + (t86 * t34 + t52 * t46);
    const Value t138 = 0.01991846 * t128 + 0.0021942 * t126;
    const Value t139 = 0.0021942 * t134 + 1.219 * t136 - (t127 * t129 + t128 * t138);
    const Value t140 = 0.01991846 * t134 + 1.219 * t137 + (t127 * t130 + t126 * t138);
    const Value t141 = t140 * t46 + (t73 * t135 - t65 * t139);
    const Value t142 = t54 * t139 + t92 * t135 + t140 * t34;
    const Value t143 = t140 * t41 + (t94 * t135 - t60 * t139);
    const Value t144 = 3.5853228e-05 * t126 + 0.0024053863864 * t128;
    const Value t145 = 3.5853228e-05 * t128 + 0.00123818706 * t126;
    const Value t146 = 0.01991846 * t137 + 0.0021942 * t136 + (0.0024093359464 * t134 + (t126 * t144 - t145 * t128));
    const Value t147 = 0.0024093359464 * t127;
    const Value t148 = 3.5853228e-05 * t133 + 0.00123818706 * t132 + (t128 * t147 - t127 * t144) - 0.0021942 * t131;
    const Value t149 = 3.5853228e-05 * t132 + 0.0024053863864 * t133 + (t127 * t145 - t126 * t147) - 0.01991846 * t131;
    const Value t150 = t83 * sine[0] - t31 * cosine[0];
    const Value t151 = t78 * t64 + t53 * t16 + t32 * t59;
    const Value t152 = t32 * t40 - (t16 * t34 + t46 * t78);
    const Value t153 = t16 * sine[0] - t78 * cosine[0];
    const Value t154 = t53 * t50 - t44 * t64 + qd[0] * t59;
    const Value t155 = 0.0021942 * t154;
    const Value t156 = t40 * qd[0] + (t46 * t44 - t34 * t50);
    const Value t157 = cosine[0] * t44 + sine[0] * t50;
    const Value t158 = 0.01991846 * t157 - 0.0021942 * t156;
    const Value t159 = 1.219 * t150 - 0.01991846 * t151 + (t154 * t155 - t158 * t156);
    const Value t160 = t31 * t64 + t53 * t83 + t84 * t59;
    const Value t161 = t84 * t40 - (t31 * t46 + t83 * t34);
    const Value t162 = 0.01991846 * t154;
    const Value t163 = 0.01991846 * t153 - 0.0021942 * t152 + 1.219 * t160 - (t162 * t156 + t155 * t157);
    const Value t164 = 0.0021942 * t151 + 1.219 * t161 + (t162 * t154 + t158 * t157);
    const Value t165 = t159 * sine[0] + (t53 * t163 - t34 * t164);
    const Value t166 = t163 * t64 - t46 * t164 - t159 * cosine[0];
    const Value t167 = t163 * t59 + t40 * t164;
    const Value t168 = 0.0024053863864 * t157 - 3.5853228e-05 * t156;
    const Value t169 = 0.00123818706 * t156 - 3.5853228e-05 * t157;
    const Value t170 = 0.0024093359464 * t151 + (t168 * t156 - t169 * t157) + (0.0021942 * t161 - 0.01991846 * t150);
    const Value t171 = 0.0024093359464 * t154;
    const Value t172 = t171 * t157 - t168 * t154 + (0.00123818706 * t152 - 3.5853228e-05 * t153) - 0.0021942 * t160;
    const Value t173 = 0.0024053863864 * t153 - 3.5853228e-05 * t152 + (t154 * t169 - t171 * t156) + 0.01991846 * t160;
    const Value t174 = qd[0] * t37 + (t28 * t45 - t33 * t27);
    const Value t175 = 0.5644425 * t174;
    const Value t176 = t9 * qd[0] + (t5 * t27 - t28 * t24);
    const Value t177 = t28 * cosine[0] + sine[0] * t27;
    const Value t178 = 0.061745 * t176 + 0.5644425 * t177;
    const Value t179 = t81 * t9 + (t5 * t80 + t24 * t22);
    const Value t180 = t81 * t37 - (t45 * t22 + t80 * t33);
    const Value t181 = t80 * sine[0] - cosine[0] * t22;
    const Value t182 = t2 * t37 - (t33 * t15 + t77 * t45);
    const Value t183 = t5 * t15 + t77 * t24 + t2 * t9;
    const Value t184 = sine[0] * t15 - t77 * cosine[0];
    const Value t185 = t177 * t178 + t174 * t175 + (2.33 * t179 + 0.061745 * t182);
    const Value t186 = 0.061745 * t174;
    const Value t187 = t177 * t186 - t175 * t176 + (2.33 * t180 - (0.061745 * t183 + 0.5644425 * t184));
    const Value t188 = 0.5644425 * t182 + 2.33 * t181 - (t176 * t178 + t174 * t186);
    const Value t189 = sine[0] * t188 + (t5 * t185 - t187 * t33);
    const Value t190 = t24 * t185 - t187 * t45 - cosine[0] * t188;
    const Value t191 = t9 * t185 + t187 * t37;
    const Value t192 = 0.01495772625 * t176 + 0.16870769109375 * t177;
    const Value t193 = 0.01495772625 * t177 + 0.0058302425 * t176;
    const Value t194 = 0.5644425 * t181 + 0.061745 * t179 + (0.17034393359375 * t182 + (t193 * t177 - t176 * t192));
    const Value t195 = 0.17034393359375 * t174;
    const Value t196 = t174 * t192 - t195 * t177 + (0.01495772625 * t184 + 0.0058302425 * t183) - 0.061745 * t180;
    const Value t197 = 0.01495772625 * t183 + 0.16870769109375 * t184 + (t195 * t176 - t174 * t193) - 0.5644425 * t180;
    const Value t198 = t3 * t1 - t17 * t0 + sine[1] * qd[0];
    const Value t199 = t0 * cosine[0] + sine[0] * t1;
    const Value t200 = cosine[1] * qd[0] + (t0 * t23 - t4 * t1);
    const Value t201 = 0.202178977 * t198 + 0.5128822416666666 * t199;
    const Value t202 = 0.202178977 * t199 + 0.1229615592128 * t198;
    const Value t203 = t14 * t4 + t23 * t76;
    const Value t204 = t202 * t199 - t201 * t198 - 0.6207364008794667 * t203;
    const Value t205 = 0.6207364008794667 * t200;
    const Value t206 = t17 * t76 + t3 * t14;
    const Value t207 = t14 * sine[0] - t76 * cosine[0];
    const Value t208 = 0.202178977 * t207 + 0.1229615592128 * t206 + (t200 * t201 - t205 * t199);
    const Value t209 = t189 * t18 - t6 * t190 + (t194 * t37 + t9 * t196) + (cosine[1] * t204 + sine[1] * t208) + (t25 * t165 + t7 * t166 + (t170 * t59 + t40 * t172));
    const Value t210 = t122 * t95 - t125 * t102 - t60 * t124 + (t117 * t55 - t118 * t66) + (t94 * t146 - t148 * t60 + t41 * t149 + (t35 * t141 - t142 * t47) + t209);
    const Value t211 = t205 * t198 - t200 * t202 + (0.5128822416666666 * t207 + 0.202178977 * t206);
    const Value t212 = 1.219 * t11 - 0.01991846 * t40 + (2.33 * t10 - 0.5644425 * t9 + (0.2351313 + (0.748311487 - 1.7835125 * sine[1])));
    const Value t213 = 0.05865481057428925 * (0.0002177761 * t60 + 0.1879 * t61 + (t212 + (1.219 * t42 - (0.01991846 * t60 + 0.0021942 * t41))));
    const Value t214 = 0.95143048 * t198 + 1.7835125 * t199;
    const Value t215 = 0.95143048 * t200;
    const Value t216 = t214 * t198 + t200 * t215 + 1.7835125 * t203;
    const Value t217 = 1.7835125 * t200;
    const Value t218 = t215 * t199 - t217 * t198 - (1.7835125 * t207 + 0.95143048 * t206);
    const Value t219 = t214 * t199 + t200 * t217 - 0.95143048 * t203;
    const Value t220 = t216 * cosine[0] + (t17 * t219 - t218 * t23);
    const Value t221 = t3 * t219 - t218 * t4 - t216 * sine[0];
    const Value t222 = t218 * cosine[1] + t219 * sine[1] + t191 + t167 + t143 + t119;
    const Value t223 = 0.007141 * qd[0] * qd[0];
    const Value t224 = t223 * cosine[0];
    const Value t225 = t223 * sine[0];
    const Value t226 = t117 + (t190 + (t220 + t224) + t166 + t141);
    const Value t227 = 0.007141 * sine[0] + (0.95143048 * sine[0] - 1.7835125 * t3) + (0.061745 * sine[0] - 0.5644425 * t5 - 0.99025 * t3);
    const Value t228 = 1.219 * t35 + (0.01991846 * t54 - 0.0021942 * t34) + (t227 + (1.219 * t7 + (0.01991846 * t34 - 0.0021942 * sine[0])));
    const Value t229 = 0.05865481057428925 * (0.1879 * t55 - 0.0002177761 * t54 + t228);
    const Value t230 = t118 + (t142 + (t189 + (t221 - t225) + t165));
    const Value t231 = 0.99025 * t17 + (0.5644425 * t24 + 0.061745 * cosine[0]) + (1.7835125 * t17 + 0.95143048 * cosine[0] + 0.007141 * cosine[0]);
    const Value t232 = 0.0021942 * cosine[0] + 0.01991846 * t46 - 1.219 * t25 - t231 + (1.219 * t47 - (0.0021942 * t46 + 0.01991846 * t65));
    const Value t233 = 0.05865481057428925 * (t232 + (0.1879 * t66 + 0.0002177761 * t65));
    const Value t234 = qd[0] * (0.00018288101 * qd[0]);
    const Value t235 = sine[0] * t234 - 0.089159 * t225 + (0.089159 * t221 + (t17 * t208 - t23 * t204 - cosine[0] * t211)) + (t6 * t191 + t189 * t10 + (t24 * t196 - t45 * t194 - t197 * cosine[0]));
    const Value t236 = t3 * t208 - t4 * t204 + sine[0] * t211 - 0.089159 * t220 + (t234 * cosine[0] - 0.089159 * t224) + (t197 * sine[0] + (t5 * t196 - t33 * t194) - (t18 * t191 + t190 * t10));
    const Value t237 = t11 * t165 - t7 * t167 + (t170 * t64 - t46 * t172 - t173 * cosine[0]) + t235 + (t73 * t146 - t148 * t65 + t46 * t149 + (t142 * t42 - t35 * t143));
    const Value t238 = t236 + (t173 * sine[0] + (t53 * t170 - t34 * t172) - (t25 * t167 + t11 * t166)) + (t47 * t143 - t42 * t141 + (t92 * t146 + t148 * t54 + t149 * t34));
    const Value t239 = t118 * t61 - t119 * t55 + (t74 * t122 - t100 * t125 - t65 * t124) + t237 - (t213 * t230 - t229 * t222);
    const Value t240 = t93 * t122 - t125 * t98 + t54 * t124 + (t119 * t66 - t117 * t61) + t238 - (t233 * t222 - t213 * t226);
    h_dot[0] = t230;
    h_dot[1] = t226;
    h_dot[2] = t222;
    h_dot[3] = t240;
    h_dot[4] = t239;
    h_dot[5] = t210 - (t229 * t226 - t233 * t230);
  }
};
}  // namespace
void centroidal_momentum_matrix_dot_v(const double* q, const double* qd, double* h_dot) {
  evaluate_with_avx2_copy(CentroidalMomentumMatrixDotVBody(), q, qd, h_dot);
}


// Built from: recursion: Newton-Euler program, grouped inertial parameters; J^T w added.
// 306 multiplications, 233 additions, 0 divisions, 12 function calls.
namespace {
struct InverseDynamicsWrenchBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, const Value* w, Value* tau) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[0], q[2], q[3], q[4], q[5]);
    const Value t0 = cosine[0] * cosine[1];
    const Value t1 = sine[0] * cosine[1];
    const Value t2 = t0 * cosine[2] - t1 * sine[2];
    const Value t3 = t1 * cosine[2] + t0 * sine[2];
    const Value t4 = 0.425 * t0;
    const Value t5 = t2 * cosine[3] - t3 * sine[3];
    const Value t6 = cosine[3] * t3 + t2 * sine[3];
    const Value t7 = 0.10915 * sine[1] - 0.39225 * t2 - t4;
    const Value t8 = t5 * cosine[4] + sine[1] * sine[4];
    const Value t9 = cosine[4] * sine[1] - t5 * sine[4];
    const Value t10 = t8 * cosine[5] - t6 * sine[5];
    const Value t11 = t8 * sine[5] + cosine[5] * t6;
    const Value t12 = t9 * w[5] + (t10 * w[3] - w[4] * t11);
    const Value t13 = t10 * w[0] - w[1] * t11 + w[2] * t9;
    const Value t14 = sine[0] * qd[0];
    const Value t15 = t14 * qd[1];
    const Value t16 = qdd[0] * cosine[0] - t15;
    const Value t17 = t15 - t16;
    const Value t18 = cosine[0] * qd[0];
    const Value t19 = qdd[0] * sine[0] + t18 * qd[1];
    const Value t20 = t18 * cosine[2] - t14 * sine[2];
    const Value t21 = t16 * sine[2] + cosine[2] * t19 + qd[2] * t20;
    const Value t22 = t18 * sine[2] + t14 * cosine[2];
    const Value t23 = cosine[2] * t16 - t19 * sine[2] - t22 * qd[2];
    const Value t24 = cosine[3] * t20;
    const Value t25 = t22 * sine[3];
    const Value t26 = t24 - t25;
    const Value t27 = qd[4] + (t25 - t24);
    const Value t28 = cosine[3] * t21 + sine[3] * t23 + t26 * qd[3];
    const Value t29 = qdd[1] + qdd[2];
    const Value t30 = qdd[3] + t29;
    const Value t31 = cosine[3] * t22 + sine[3] * t20;
    const Value t32 = qd[2] + qd[1];
    const Value t33 = t32 + qd[3];
    const Value t34 = t33 * sine[4] + t31 * cosine[4];
    const Value t35 = cosine[4] * t30 - t28 * sine[4] - qd[4] * t34;
    const Value t36 = 0.00019024875 * (qdd[5] + t35);
    const Value t37 = cosine[0] * sine[1];
    const Value t38 = sine[1] * sine[0];
    const Value t39 = t37 * cosine[2] - t38 * sine[2];
    const Value t40 = t38 * cosine[2] + t37 * sine[2];
    const Value t41 = 0.425 * t37;
    const Value t42 = cosine[3] * t39 - sine[3] * t40;
    const Value t43 = cosine[3] * t40 + t39 * sine[3];
    const Value t44 = 0.10915 * cosine[1] + 0.39225 * t39 + t41;
    const Value t45 = cosine[4] * t42 - cosine[1] * sine[4];
    const Value t46 = sine[4] * t42 + cosine[4] * cosine[1];
    const Value t47 = t45 * cosine[5] - t43 * sine[5];
    const Value t48 = t45 * sine[5] + t43 * cosine[5];
    const Value t49 = t47 * w[3] - w[4] * t48 - t46 * w[5];
    const Value t50 = t47 * w[0] - t48 * w[1] - w[2] * t46;
    const Value t51 = cosine[0] * cosine[2] - sine[0] * sine[2];
    const Value t52 = cosine[0] * sine[2] + sine[0] * cosine[2];
    const Value t53 = sine[3] * t51 + cosine[3] * t52;
    const Value t54 = cosine[3] * t51;
    const Value t55 = cosine[4] * t53;
    const Value t56 = sine[4] * t53;
    const Value t57 = sine[3] * t52;
    const Value t58 = t57 - t54;
    const Value t59 = t55 * cosine[5] - t58 * sine[5];
    const Value t60 = t55 * sine[5] + t58 * cosine[5];
    const Value t61 = w[3] * t59 - w[4] * t60 - t56 * w[5];
    const Value t62 = w[0] * t59 - w[1] * t60 - w[2] * t56;
    const Value t63 = cosine[3] * t23 - sine[3] * t21;
    const Value t64 = t31 * qd[3];
    const Value t65 = qdd[4] + (t64 - t63);
    const Value t66 = t27 * t34;
    const Value t67 = cosine[4] * t33 - t31 * sine[4];
    const Value t68 = t67 * t34;
    const Value t69 = 3.5853228e-05 * t35 + 0.0037767642421732335 * t65 + (3.5853228e-05 * t66 - 0.0025425267421732333 * t68);
    const Value t70 = t36 + (3.5853228e-05 * t65 - (0.0012342375 * t66 + 3.5853228e-05 * t68));
    const Value t71 = 0.0351648539 * (t68 - t65);
    const Value t72 = t32 * t22;
    const Value t73 = t20 * t20;
    const Value t74 = t32 * t32;
    const Value t75 = t32 * t20;
    const Value t76 = t22 * t20;
    const Value t77 = t22 * t22;
    const Value t78 = t74 + t73;
    const Value t79 = 9.81 * cosine[0] - 0.425 * (qdd[1] + t14 * t18);
    const Value t80 = 9.81 * sine[0] + 0.425 * (t18 * t18 + qd[1] * qd[1]);
    const Value t81 = 0.10915 * (t72 + t23) + 0.39225 * t78 + (t79 * sine[2] + t80 * cosine[2]);
    const Value t82 = t79 * cosine[2] - t80 * sine[2];
    const Value t83 = t72 - t23;
    const Value t84 = 0.10915 * (t77 + t73) + 0.39225 * t83 + 0.425 * t17;
    const Value t85 = t76 + t29;
    const Value t86 = 0.10915 * (t75 - t21) - 0.39225 * t85 + t82;
    const Value t87 = 0.12652256366625 * t21 + 0.5727288292125 * t29 + (0.5685348292125 * t76 - 0.12652256366625 * t75) - 1.594451775 * t82;
    const Value t88 = t81 * cosine[3] + sine[3] * t86;
    const Value t89 = t26 * t31;
    const Value t90 = t89 - t30;
    const Value t91 = t26 * t33;
    const Value t92 = t28 + t91;
    const Value t93 = 0.00019024875 * (qd[5] + t67);
    const Value t94 = (sine[5] * t34 + t27 * cosine[5]) * t93;
    const Value t95 = (cosine[5] * t34 - t27 * sine[5]) * t93;
    const Value t96 = t94 * sine[5] + cosine[5] * t95 + (t69 - 0.0351648539 * (cosine[4] * (t88 - 0.09465 * t90) - (0.09465 * t92 + t84) * sine[4]));
    const Value t97 = 0.089159 - 0.425 * sine[0];
    const Value t98 = t97 - 0.39225 * t52;
    const Value t99 = t98 - 0.09465 * (t54 - t57);
    const Value t100 = t99 - 0.0823 * t56;
    const Value t101 = t100 - t99;
    const Value t102 = t100 - t98;
    const Value t103 = t100 - t97;
    const Value t104 = t100 - 0.089159;
    const Value t105 = 0.09465 * t43 - t44;
    const Value t106 = 0.0823 * t46;
    const Value t107 = t105 - t106;
    const Value t108 = t107 - t105;
    const Value t109 = 0.09465 * t6 + t7;
    const Value t110 = t109 + 0.0823 * t9;
    const Value t111 = t110 - t109;
    const Value t112 = t96 + (t43 * t101 - t58 * t108) * t13 + (t111 * t58 - t101 * t6) * t50 + t62 * (t108 * t6 - t111 * t43);
    const Value t113 = t27 * t27;
    const Value t114 = t27 * t67;
    const Value t115 = 0.0351648539 * (t113 + t34 * t34);
    const Value t116 = qd[4] * t67 + (t30 * sine[4] + cosine[4] * t28);
    const Value t117 = t33 * t33;
    const Value t118 = 0.01583209738165 * t91 - 3.5853228e-05 * (t26 * t26 - t117) + 0.01459785988165 * t28 + 0.150887345 * t84;
    const Value t119 = t31 * t31 + t117;
    const Value t120 = 0.0025425267421732333 * t116 + (3.5853228e-05 * (t67 * t67 - t113) + 0.0037767642421732335 * t114) - 0.0351648539 * (0.09465 * t119 + (cosine[3] * t86 - t81 * sine[3]));
    const Value t121 = t95 * sine[5] - t94 * cosine[5] + t120;
    const Value t122 = 0.150887345 * t119 - 0.0351648539 * (t116 + t114);
    const Value t123 = t31 * t33;
    const Value t124 = 0.01583209738165 * t30 - 3.5853228e-05 * (t63 - t64) - (3.5853228e-05 * t123 + 0.01459785988165 * t89);
    const Value t125 = 3.5853228e-05 * t89 - 0.0012342375 * t123 - 3.5853228e-05 * t30 - t96;
    const Value t126 = cosine[4] * t71 + t115 * sine[4];
    const Value t127 = t70 * cosine[4] + t121 * sine[4] + (0.150887345 * t88 + t124) + 0.09465 * t126;
    const Value t128 = ((t110 - t7) * cosine[1] + (t44 + t107) * sine[1]) * t62 + (t127 - t13 * (t102 * cosine[1]) - t102 * sine[1] * t50);
    const Value t129 = t126 - 0.150887345 * t90;
    const Value t130 = t71 * sine[4] - t115 * cosine[4];
    const Value t131 = cosine[4] * t121 - t70 * sine[4] + t118 - 0.09465 * t130;
    const Value t132 = 0.12652256366625 * t29 - 0.5685348292125 * t21 + (0.5727288292125 * t75 + 0.12652256366625 * t76) + (t131 * cosine[3] - sine[3] * t125);
    const Value t133 = t131 * sine[3] + cosine[3] * t125 + (0.12652256366625 * (t74 - t77) - 1.141263658425 * t72 - 0.677642004375 * t17);
    const Value t134 = t130 - 0.150887345 * t92;
    const Value t135 = sine[1] * t12;
    const Value t136 = t49 * cosine[1];
    const Value t137 = cosine[3] * t122 + sine[3] * t129;
    const Value t138 = t87 + t127 - 0.39225 * t137;
    const Value t139 = t62 * ((t4 + t110) * cosine[1] + (t41 + t107) * sine[1]) + (t138 - t13 * (cosine[1] * t103) - sine[1] * t103 * t50);
    const Value t140 = cosine[3] * t129 - t122 * sine[3];
    const Value t141 = t132 - 0.10915 * t137;
    const Value t142 = 0.39225 * t134 + 0.10915 * t140 + t133;
    const Value t143 = 0.349300285625 * qd[1] - 1.3929342791666666 * t14;
    const Value t144 = t138 + (0.349300285625 * t19 + 1.4080416791666666 * qdd[1] - t143 * t18 - 38.1586437 * cosine[0]) - 0.425 * ((t140 + 1.594451775 * t78) * sine[2] + (t137 - 1.594451775 * t85) * cosine[2]);
    const Value t145 = t135 + (t144 - cosine[1] * t104 * t13 - sine[1] * t104 * t50 + t62 * (sine[1] * t107 + cosine[1] * t110));
    const Value t146 = 0.349300285625 * t14 + 1.4080416791666666 * qd[1];
    const Value t147 = 0.425 * (t134 - 1.594451775 * t83) + (t141 * sine[2] + t142 * cosine[2] + (t143 * qd[1] - t14 * t146));
    const Value t148 = t141 * cosine[2] - t142 * sine[2] + (0.349300285625 * qdd[1] - 1.3929342791666666 * t19 + t146 * t18);
    const Value t149 = t61 + (t13 * (t106 - t105) + (cosine[0] * t147 + sine[0] * t148 + 2.1289781293347168 * qdd[0]) + t50 * t110);
    tau[0] = t149;
    tau[1] = t145 - t136;
    tau[2] = t135 + t139 - t136;
    tau[3] = t135 + t128 - t136;
    tau[4] = t61 * t58 + (t49 * t43 + (t112 + t6 * t12));
    tau[5] = t9 * t12 + t36 - t49 * t46 - t61 * t56;
  }
};
}  // namespace
void inverse_dynamics_wrench(const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  evaluate(InverseDynamicsWrenchBody(), q, qd, qdd, w, tau);
}


// Built from: recursion: Newton-Euler program with link wrenches, grouped inertial parameters.
// 194 multiplications, 178 additions, 0 divisions, 10 function calls.
namespace {
struct InverseDynamicsExternalBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, const Value* fext, Value* tau) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5]);
    const Value t0 = sine[0] * qd[0];
    const Value t1 = t0 * qd[1];
    const Value t2 = qdd[0] * cosine[0] - t1;
    const Value t3 = t1 - t2;
    const Value t4 = cosine[0] * qd[0];
    const Value t5 = qdd[0] * sine[0] + t4 * qd[1];
    const Value t6 = t4 * cosine[1] - t0 * sine[1];
    const Value t7 = t2 * sine[1] + cosine[1] * t5 + qd[2] * t6;
    const Value t8 = t4 * sine[1] + t0 * cosine[1];
    const Value t9 = cosine[1] * t2 - t5 * sine[1] - t8 * qd[2];
    const Value t10 = cosine[2] * t6;
    const Value t11 = t8 * sine[2];
    const Value t12 = t10 - t11;
    const Value t13 = qd[4] + (t11 - t10);
    const Value t14 = cosine[2] * t7 + sine[2] * t9 + t12 * qd[3];
    const Value t15 = qdd[1] + qdd[2];
    const Value t16 = qdd[3] + t15;
    const Value t17 = cosine[2] * t8 + sine[2] * t6;
    const Value t18 = qd[2] + qd[1];
    const Value t19 = t18 + qd[3];
    const Value t20 = t19 * sine[3] + t17 * cosine[3];
    const Value t21 = cosine[3] * t16 - t14 * sine[3] - qd[4] * t20;
    const Value t22 = 0.00019024875 * (qdd[5] + t21) - fext[35];
    const Value t23 = cosine[2] * t9 - sine[2] * t7;
    const Value t24 = t17 * qd[3];
    const Value t25 = qdd[4] + (t24 - t23);
    const Value t26 = t13 * t20;
    const Value t27 = cosine[3] * t19 - t17 * sine[3];
    const Value t28 = t27 * t20;
    const Value t29 = 3.5853228e-05 * t21 + 0.0037767642421732335 * t25 + (3.5853228e-05 * t26 - 0.0025425267421732333 * t28);
    const Value t30 = t22 + (3.5853228e-05 * t25 - (0.0012342375 * t26 + 3.5853228e-05 * t28)) - fext[29];
    const Value t31 = t18 * t8;
    const Value t32 = t6 * t6;
    const Value t33 = t18 * t18;
    const Value t34 = t18 * t6;
    const Value t35 = t8 * t6;
    const Value t36 = t8 * t8;
    const Value t37 = t33 + t32;
    const Value t38 = 9.81 * cosine[0] - 0.425 * (qdd[1] + t0 * t4);
    const Value t39 = 9.81 * sine[0] + 0.425 * (t4 * t4 + qd[1] * qd[1]);
    const Value t40 = 0.10915 * (t31 + t9) + 0.39225 * t37 + (t38 * sine[1] + t39 * cosine[1]);
    const Value t41 = t38 * cosine[1] - t39 * sine[1];
    const Value t42 = t31 - t9;
    const Value t43 = 0.10915 * (t36 + t32) + 0.39225 * t42 + 0.425 * t3;
    const Value t44 = t35 + t15;
    const Value t45 = 0.10915 * (t34 - t7) - 0.39225 * t44 + t41;
    const Value t46 = 0.12652256366625 * t7 + 0.5727288292125 * t15 + (0.5685348292125 * t35 - 0.12652256366625 * t34) - 1.594451775 * t41;
    const Value t47 = t40 * cosine[2] + sine[2] * t45;
    const Value t48 = t12 * t17;
    const Value t49 = t48 - t16;
    const Value t50 = t12 * t19;
    const Value t51 = t14 + t50;
    const Value t52 = 0.00019024875 * (qd[5] + t27);
    const Value t53 = fext[34] + (cosine[4] * t20 - t13 * sine[4]) * t52;
    const Value t54 = (sine[4] * t20 + t13 * cosine[4]) * t52 + fext[33];
    const Value t55 = cosine[4] * t53 + t54 * sine[4] + (t29 - 0.0351648539 * (cosine[3] * (t47 - 0.09465 * t49) - (0.09465 * t51 + t43) * sine[3]));
    const Value t56 = fext[31] * sine[4] - fext[30] * cosine[4];
    const Value t57 = t56 + 0.0351648539 * (t28 - t25) - fext[24];
    const Value t58 = fext[28] + (t55 - 0.0823 * t56);
    const Value t59 = t13 * t13;
    const Value t60 = t13 * t27;
    const Value t61 = fext[26] + (0.0351648539 * (t59 + t20 * t20) + fext[32]);
    const Value t62 = qd[4] * t27 + (t16 * sine[3] + cosine[3] * t14);
    const Value t63 = t19 * t19;
    const Value t64 = 0.01583209738165 * t50 - 3.5853228e-05 * (t12 * t12 - t63) + 0.01459785988165 * t14 + 0.150887345 * t43;
    const Value t65 = t17 * t17 + t63;
    const Value t66 = 0.0025425267421732333 * t62 + (3.5853228e-05 * (t27 * t27 - t59) + 0.0037767642421732335 * t60) - 0.0351648539 * (0.09465 * t65 + (cosine[2] * t45 - t40 * sine[2]));
    const Value t67 = t17 * t19;
    const Value t68 = 0.01583209738165 * t16 - 3.5853228e-05 * (t23 - t24) - (3.5853228e-05 * t67 + 0.01459785988165 * t48);
    const Value t69 = 3.5853228e-05 * t48 - 0.0012342375 * t67 - 3.5853228e-05 * t16 - t58 + fext[23];
    const Value t70 = cosine[4] * fext[31] + fext[30] * sine[4];
    const Value t71 = sine[4] * t53 - cosine[4] * t54 + t66 + 0.0823 * t70 - fext[27];
    const Value t72 = 0.150887345 * t65 - (t70 + 0.0351648539 * (t62 + t60) + fext[25]) + fext[20];
    const Value t73 = t61 * sine[3] + t57 * cosine[3];
    const Value t74 = 0.09465 * t73 + (sine[3] * t71 + t30 * cosine[3] + (0.150887345 * t47 + t68)) - fext[22];
    const Value t75 = t73 - 0.150887345 * t49 - fext[18];
    const Value t76 = t57 * sine[3] - cosine[3] * t61;
    const Value t77 = cosine[3] * t71 - t30 * sine[3] + t64 - 0.09465 * t76 - fext[21];
    const Value t78 = 0.12652256366625 * t15 - 0.5685348292125 * t7 + (0.5727288292125 * t34 + 0.12652256366625 * t35) + (cosine[2] * t77 - t69 * sine[2]);
    const Value t79 = t69 * cosine[2] + t77 * sine[2] + (0.12652256366625 * (t33 - t36) - 1.141263658425 * t31 - 0.677642004375 * t3);
    const Value t80 = t76 - 0.150887345 * t51 - fext[19];
    const Value t81 = cosine[2] * t72 + sine[2] * t75;
    const Value t82 = cosine[2] * t75 - sine[2] * t72;
    const Value t83 = 0.425 * ((t82 + 1.594451775 * t37 - fext[12]) * sine[1] + (t81 - 1.594451775 * t44 - fext[13]) * cosine[1]);
    const Value t84 = t79 + (0.10915 * t82 + 0.39225 * t80) - (fext[16] + 0.39225 * fext[14]);
    const Value t85 = t46 + t74 - 0.39225 * t81 - (fext[17] - 0.39225 * fext[13]);
    const Value t86 = t78 - 0.10915 * t81 - fext[15];
    const Value t87 = 0.349300285625 * qd[1] - 1.3929342791666666 * t0;
    const Value t88 = 0.349300285625 * t5 + 1.4080416791666666 * qdd[1] - t87 * t4 - 38.1586437 * cosine[0] + t85 - t83 - (fext[11] - 0.425 * fext[7]);
    const Value t89 = 0.349300285625 * t0 + 1.4080416791666666 * qd[1];
    const Value t90 = t87 * qd[1] - t0 * t89 + (t86 * sine[1] + t84 * cosine[1]) + 0.425 * (t80 - 1.594451775 * t42 - fext[14]);
    const Value t91 = cosine[1] * t86 - t84 * sine[1] + (0.349300285625 * qdd[1] - 1.3929342791666666 * t5 + t89 * t4) - fext[9];
    const Value t92 = sine[0] * t91 + (t90 - (fext[10] + 0.425 * fext[8])) * cosine[0] + 2.1289781293347168 * qdd[0] - fext[4];
    tau[0] = t92;
    tau[1] = t88;
    tau[2] = t85;
    tau[3] = t74;
    tau[4] = t58;
    tau[5] = t22;
  }
};
}  // namespace
void inverse_dynamics_external(const double* q, const double* qd, const double* qdd, const double* fext, double* tau) {
  evaluate(InverseDynamicsExternalBody(), q, qd, qdd, fext, tau);
}


// Built from: dtau_dq: derivatives of tau's program (recursion: Newton-Euler program, grouped inertial parameters); dtau_dqd: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction.
// 661 multiplications, 601 additions, 0 divisions, 10 function calls.
namespace {
struct InverseDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* dtau_dq, Value* dtau_dqd) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5]);
    const Value t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = sine[2] * t0 + cosine[2] * t1;
    const Value t3 = 0.00019024875 * (cosine[3] * t2);
    const Value t4 = 0.00019024875 * sine[3];
    const Value t5 = qd[3] * t4 + (t4 * qd[1] + t3 * qd[0] + t4 * qd[2]);
    const Value t6 = cosine[2] * t0 - sine[2] * t1;
    const Value t7 = t6 * sine[3];
    const Value t8 = 0.00019024875 * t7;
    const Value t9 = qd[0] * t8;
    const Value t10 = qd[4] * t4;
    const Value t11 = qd[5] * t4;
    const Value t12 = -(t10 + t9);
    const Value t13 = t9 - t10;
    const Value t14 = -(t8 * qd[1] + t8 * qd[2] + qd[3] * t8 + t3 * qd[4]);
    const Value t15 = qd[5] * t3;
    const Value t16 = qd[5] * t8;
    const Value t17 = 0.004704555984346466 * (sine[3] * sine[3]);
    const Value t18 = 0.00658500038727 * t7;
    const Value t19 = t2 * (0.00142448625 + t17) + t18;
    const Value t20 = (-0.00142448625 - t17) * t2 - t18;
    const Value t21 = (0.006129042234346467 + 0.00767648760637 * cosine[3] - t17) * t2;
    const Value t22 = cosine[3] * sine[3];
    const Value t23 = qd[3] * (0.002352277992173233 * t22);
    const Value t24 = 0.004704555984346466 * t22;
    const Value t25 = t24 * qd[1];
    const Value t26 = t24 * qd[2];
    const Value t27 = 0.00658500038727 * t6;
    const Value t28 = 0.02758682788455 * t1;
    const Value t29 = 0.004704555984346466 * (sine[3] * t2);
    const Value t30 = 0.00142448625 * t2;
    const Value t31 = sine[3] * (t27 + t28 + t29) + t30;
    const Value t32 = t31 * qd[0];
    const Value t33 = 0.002352277992173233 * sine[3];
    const Value t34 = cosine[3] * (0.013793413942275 * cosine[2] + t33) * qd[2];
    const Value t35 = 0.004704555984346466 * sine[3];
    const Value t36 = cosine[3] * (0.02758682788455 * cosine[2] + t35);
    const Value t37 = t36 * qd[1];
    const Value t38 = t24 * qd[3];
    const Value t39 = qd[4] * t24;
    const Value t40 = 0.029890125815 * sine[0];
    const Value t41 = sine[3] * (t40 + t27 + t28 + t29) + t30;
    const Value t42 = t41 * qd[0];
    const Value t43 = sine[2] * sine[1];
    const Value t44 = 0.0149450629075 * cosine[1];
    const Value t45 = -0.013793413942275 - t44;
    const Value t46 = (0.0149450629075 * t43 - t33 + t45 * cosine[2]) * cosine[3] * qd[1];
    const Value t47 = t36 * qd[2];
    const Value t48 = t2 * t2 * sine[3];
    const Value t49 = 0.003292500193635 * t2;
    const Value t50 = 0.013793413942275 * t0;
    const Value t51 = 0.0149450629075 * cosine[0] + t50;
    const Value t52 = t49 - t51;
    const Value t53 = (0.003838243803185 * sine[3] + cosine[3] * (0.002352277992173233 * t48 + t6 * t52)) * qd[0];
    const Value t54 = 0.003292500193635 * sine[3];
    const Value t55 = qd[4] * t54;
    const Value t56 = sine[2] * sine[3];
    const Value t57 = 0.05918556107625 * cosine[2] + 0.013793413942275 * t56;
    const Value t58 = t57 * qd[2];
    const Value t59 = t57 * qd[3];
    const Value t60 = 0.1183711221525 * cosine[2] + 0.02758682788455 * t56;
    const Value t61 = t60 * qd[1];
    const Value t62 = 0.064127121625 * sine[1];
    const Value t63 = sine[3] * sine[1];
    const Value t64 = 0.0149450629075 * t63;
    const Value t65 = 0.064127121625 * cosine[1];
    const Value t66 = (sine[2] * (sine[3] * (0.013793413942275 + t44) - t62) + (t64 + (0.05918556107625 + t65)) * cosine[2]) * qd[1];
    const Value t67 = (cosine[2] * (-0.05918556107625 - t65 - t64) + sine[2] * (t45 * sine[3] + t62)) * qd[3];
    const Value t68 = qd[4] * ((0.003292500193635 - 0.0149450629075 * (cosine[2] * sine[1]) + t45 * sine[2]) * sine[3]);
    const Value t69 = t60 * qd[2];
    const Value t70 = t60 * qd[3];
    const Value t71 = 0.002352277992173233 * t7;
    const Value t72 = t51 + t71;
    const Value t73 = 0.00658500038727 * t2;
    const Value t74 = (t72 - t73) * sine[3];
    const Value t75 = 0.01336362238165 * t6;
    const Value t76 = 0.064127121625 * cosine[0] + 0.05918556107625 * t0;
    const Value t77 = (t76 * t6 + t54 + (t74 - t75) * t2) * qd[0];
    const Value t78 = qd[4] * ((0.003292500193635 - 0.013793413942275 * sine[2]) * sine[3]);
    const Value t79 = qd[4] * t36;
    const Value t80 = cosine[2] * sine[3];
    const Value t81 = 0.0149450629075 * t80;
    const Value t82 = (-1.35528400875 - 0.029890125815 * t80 + 0.12825424325 * sine[2]) * sine[1] - (0.029890125815 * t56 + 0.12825424325 * cosine[2]) * cosine[1];
    const Value t83 = (0.0149450629075 * t56 + 0.064127121625 * cosine[2]) * cosine[1];
    const Value t84 = 0.064127121625 * sine[2];
    const Value t85 = ((0.677642004375 + t81 - t84) * sine[1] + t83) * qd[1];
    const Value t86 = qd[2] * ((t84 + (-0.677642004375 - t81)) * sine[1] - t83);
    const Value t87 = t1 * sine[3];
    const Value t88 = t6 * (t76 + 0.013793413942275 * t87) + ((0.5685348292125 * t0 + 0.677642004375 * cosine[0]) * t1 + t54);
    const Value t89 = (0.677642004375 * t1 + 1.3929342791666666 * sine[0]) * cosine[0] + ((0.677642004375 * sine[0] + 0.5685348292125 * t1) * t0 + t54);
    const Value t90 = 0.05918556107625 * t1;
    const Value t91 = t2 * (t74 - (t90 + (t75 + 0.064127121625 * sine[0]))) + (t6 * (t76 + (0.013793413942275 * t1 + 0.0149450629075 * sine[0]) * sine[3]) + t89);
    const Value t92 = (t88 + (t74 - (t90 + t75)) * t2) * qd[0];
    const Value t93 = t91 * qd[0];
    const Value t94 = 0.029890125815 * cosine[1];
    const Value t95 = cosine[3] * (t35 - 0.029890125815 * t43 + cosine[2] * (0.02758682788455 + t94));
    const Value t96 = cosine[2] * (-0.1183711221525 - 0.12825424325 * cosine[1] - 0.029890125815 * t63) + (sine[3] * (-0.02758682788455 - t94) + 0.12825424325 * sine[1]) * sine[2];
    const Value t97 = t95 * qd[4];
    const Value t98 = t96 * qd[3];
    const Value t99 = 0.02758682788455 * t0;
    const Value t100 = 0.029890125815 * cosine[0] + t99;
    const Value t101 = ((t100 - t73) * t6 - 0.004704555984346466 * t48) * cosine[3] - 0.00767648760637 * sine[3];
    const Value t102 = 0.003838243803185 * t7;
    const Value t103 = qd[4] * (cosine[3] * t52 + t102);
    const Value t104 = (-0.01643350047875 - 0.003292500193635 * cosine[3]) * t2 + (0.003838243803185 + 0.002352277992173233 * cosine[3]) * sine[3] * t6;
    const Value t105 = qd[3] * t104;
    const Value t106 = 0.004704555984346466 * t7;
    const Value t107 = (t106 + t99 - t73) * cosine[3] + (0.00767648760637 * t7 + 0.2530451273325 * t0 - 0.0328670009575 * t2);
    const Value t108 = (0.01317000077454 * t2 - (t106 + t100)) * sine[3];
    const Value t109 = 0.0267272447633 * t6;
    const Value t110 = 0.1183711221525 * t0 + 0.12825424325 * cosine[0];
    const Value t111 = 0.00658500038727 * sine[3];
    const Value t112 = t2 * (t108 + t109) - (t6 * t110 + t111);
    const Value t113 = t6 * ((0.00767648760637 + 0.004704555984346466 * cosine[3]) * sine[3]) + (-0.0328670009575 - 0.00658500038727 * cosine[3]) * t2;
    const Value t114 = qd[4] * t21;
    const Value t115 = 0.12652256366625 * t0;
    const Value t116 = 0.01643350047875 * t2;
    const Value t117 = (cosine[3] * (t71 + t50 - t49) + (t102 + t115 - t116)) * qd[2];
    const Value t118 = (t115 + 0.349300285625 * cosine[0] + t102 - t116 + cosine[3] * (t72 - t49)) * qd[1];
    const Value t119 = 0.1183711221525 * t1;
    const Value t120 = t2 * (t108 + (t119 + t109)) - ((1.137069658425 * t0 + 1.35528400875 * cosine[0]) * t1 + t111 + t6 * (t110 + 0.02758682788455 * t87));
    const Value t121 = (1.35528400875 * sine[0] + 1.137069658425 * t1) * t0 + t111 + cosine[0] * (1.35528400875 * t1 + 2.785868558333333 * sine[0]);
    const Value t122 = t2 * (t108 + (0.12825424325 * sine[0] + t109 + t119)) - (t6 * (t110 + sine[3] * (t40 + t28)) + t121);
    const Value t123 = t113 * qd[3];
    const Value t124 = sine[0] * qd[0];
    const Value t125 = t124 * qd[1];
    const Value t126 = qdd[0] * cosine[0] - t125;
    const Value t127 = t125 - t126;
    const Value t128 = cosine[0] * qd[0];
    const Value t129 = t128 * qd[1];
    const Value t130 = qdd[0] * sine[0] + t129;
    const Value t131 = t129 + t130;
    const Value t132 = t128 * cosine[1] - t124 * sine[1];
    const Value t133 = t126 * sine[1] + cosine[1] * t130 + qd[2] * t132;
    const Value t134 = t128 * sine[1] + t124 * cosine[1];
    const Value t135 = cosine[1] * t126 - t130 * sine[1] - t134 * qd[2];
    const Value t136 = cosine[2] * t132;
    const Value t137 = t134 * sine[2];
    const Value t138 = t136 - t137;
    const Value t139 = qd[4] + (t137 - t136);
    const Value t140 = cosine[2] * t133 + sine[2] * t135 + t138 * qd[3];
    const Value t141 = qdd[1] + qdd[2];
    const Value t142 = qdd[3] + t141;
    const Value t143 = cosine[2] * t134 + sine[2] * t132;
    const Value t144 = qd[2] + qd[1];
    const Value t145 = t144 + qd[3];
    const Value t146 = cosine[3] * t145 - t143 * sine[3];
    const Value t147 = qd[4] * t146 + (t142 * sine[3] + cosine[3] * t140);
    const Value t148 = 0.00019024875 * t147;
    const Value t149 = cosine[2] * t135 - sine[2] * t133;
    const Value t150 = t143 * qd[3];
    const Value t151 = t149 - t150;
    const Value t152 = qdd[4] + (t150 - t149);
    const Value t153 = t138 * cosine[3];
    const Value t154 = qd[4] * t153 + t151 * sine[3];
    const Value t155 = 0.00019024875 * t154;
    const Value t156 = -t155;
    const Value t157 = t138 * t145;
    const Value t158 = t140 + t157;
    const Value t159 = t134 * t134;
    const Value t160 = t132 * t132;
    const Value t161 = t144 * t134;
    const Value t162 = t134 * t132;
    const Value t163 = t144 * t132;
    const Value t164 = t144 * t144;
    const Value t165 = t161 - t135;
    const Value t166 = 0.10915 * (t159 + t160) + 0.39225 * t165 + 0.425 * t127;
    const Value t167 = 0.09465 * t158 + t166;
    const Value t168 = 0.10915 * (t161 + t135);
    const Value t169 = t164 + t160;
    const Value t170 = t160 - t159;
    const Value t171 = t124 * t128;
    const Value t172 = 9.81 * cosine[0];
    const Value t173 = t172 - 0.425 * (qdd[1] + t171);
    const Value t174 = t172 - 0.425 * (t171 + t171);
    const Value t175 = t128 * t128;
    const Value t176 = 9.81 * sine[0];
    const Value t177 = t176 + 0.425 * (t175 + qd[1] * qd[1]);
    const Value t178 = 0.425 * (t175 - t124 * t124) + t176;
    const Value t179 = t173 * sine[1] + t177 * cosine[1];
    const Value t180 = t173 * cosine[1] - t177 * sine[1];
    const Value t181 = t168 + 0.39225 * t169 + t179;
    const Value t182 = t168 + 0.39225 * t170;
    const Value t183 = 0.10915 * (t163 - t133);
    const Value t184 = t162 + t141;
    const Value t185 = 0.12652256366625 * t141 - 0.5685348292125 * t133 + (0.5727288292125 * t163 + 0.12652256366625 * t162);
    const Value t186 = t162 + t162;
    const Value t187 = t133 + t163;
    const Value t188 = 0.12652256366625 * t186 + 1.141263658425 * t163;
    const Value t189 = t183 - 0.39225 * t184 + t180;
    const Value t190 = t183 - 0.39225 * t186;
    const Value t191 = t190 + t180;
    const Value t192 = t190 + (t174 * cosine[1] - t178 * sine[1]);
    const Value t193 = t174 * sine[1] + t178 * cosine[1];
    const Value t194 = t181 * cosine[2] + sine[2] * t189;
    const Value t195 = cosine[2] * t189 - t181 * sine[2];
    const Value t196 = t138 * t143;
    const Value t197 = t196 - t142;
    const Value t198 = t194 - 0.09465 * t197;
    const Value t199 = t146 * t146;
    const Value t200 = t145 * sine[3] + t143 * cosine[3];
    const Value t201 = t200 * t200;
    const Value t202 = t199 - t201;
    const Value t203 = t139 * t146;
    const Value t204 = 3.5853228e-05 * t203 - 0.0025425267421732333 * t202 - 3.5853228e-05 * t147 + 0.0351648539 * (t167 * cosine[3] + sine[3] * t198);
    const Value t205 = 0.00019024875 * (qd[5] + t146);
    const Value t206 = sine[4] * t200 + t139 * cosine[4];
    const Value t207 = 0.00019024875 * t200;
    const Value t208 = t146 * sine[4] * t205 - t207 * t206;
    const Value t209 = cosine[4] * t200 - t139 * sine[4];
    const Value t210 = t146 * cosine[4] * t205 - t207 * t209;
    const Value t211 = t204 + (sine[4] * t208 + cosine[4] * t210);
    const Value t212 = t139 * t153 + t143 * t200;
    const Value t213 = t138 * sine[3];
    const Value t214 = t138 * t138;
    const Value t215 = t146 * t153 - t213 * t200;
    const Value t216 = 3.5853228e-05 * t212 - 0.0025425267421732333 * t215 + (0.0037767642421732335 * t140 - 3.5853228e-05 * t154);
    const Value t217 = t143 * t143;
    const Value t218 = t214 - t217;
    const Value t219 = 0.09465 * t218;
    const Value t220 = t143 * t145;
    const Value t221 = t145 * t145;
    const Value t222 = 0.01583209738165 * t157 - 3.5853228e-05 * (t214 - t221) + 0.01459785988165 * t140 + 0.150887345 * t166;
    const Value t223 = t217 + t221;
    const Value t224 = t151 - t220;
    const Value t225 = 0.09465 * t224;
    const Value t226 = 0.00019024875 * t213;
    const Value t227 = (t143 * cosine[4] + sine[4] * t153) * t205 - t226 * t206;
    const Value t228 = (cosine[4] * t153 - t143 * sine[4]) * t205 - t226 * t209;
    const Value t229 = t209 * t205;
    const Value t230 = t206 * t205;
    const Value t231 = t200 * t153;
    const Value t232 = t227 * sine[4] + cosine[4] * t228;
    const Value t233 = t228 * sine[4] - t227 * cosine[4];
    const Value t234 = t232 + (t216 - 0.0351648539 * ((t195 - t219) * cosine[3] - t225 * sine[3]));
    const Value t235 = t182 + t179;
    const Value t236 = t193 + t182;
    const Value t237 = cosine[2] * t191 - sine[2] * t235;
    const Value t238 = 0.39225 * t187;
    const Value t239 = t232 + (t216 - 0.0351648539 * (cosine[3] * (t237 - t219) - (t225 + t238) * sine[3]));
    const Value t240 = 0.425 * t131 + t238;
    const Value t241 = cosine[2] * t192 - sine[2] * t236;
    const Value t242 = t216 - 0.0351648539 * (cosine[3] * (t241 - t219) - sine[3] * (t240 + t225)) + t232;
    const Value t243 = 0.0351648539 * t202;
    const Value t244 = t148 + (3.5853228e-05 * t202 + 0.0012342375 * t203);
    const Value t245 = t146 * t200;
    const Value t246 = 0.0351648539 * (t245 - t152);
    const Value t247 = t246 * sine[3];
    const Value t248 = cosine[3] * t246;
    const Value t249 = t245 + t245;
    const Value t250 = 0.0351648539 * t249;
    const Value t251 = t139 * t139;
    const Value t252 = 0.0351648539 * (t251 + t201);
    const Value t253 = 0.0025425267421732333 * t147 + (3.5853228e-05 * (t199 - t251) + 0.0037767642421732335 * t203) - 0.0351648539 * (0.09465 * t223 + t195);
    const Value t254 = 0.150887345 * t223 - 0.0351648539 * (t147 + t203);
    const Value t255 = t229 * sine[4] - t230 * cosine[4] + t253;
    const Value t256 = t252 * cosine[3];
    const Value t257 = t252 * sine[3];
    const Value t258 = t248 + t257 - 0.150887345 * t197;
    const Value t259 = t243 * sine[3] + t248 - (cosine[3] * t250 - t257);
    const Value t260 = cosine[3] * t243 - t247 + (t250 * sine[3] + t256);
    const Value t261 = t247 - t256;
    const Value t262 = t261 - 0.150887345 * t158;
    const Value t263 = t139 * t200;
    const Value t264 = cosine[3] * t142 - t140 * sine[3] - qd[4] * t200;
    const Value t265 = 0.0025425267421732333 * t264 - (0.0037767642421732335 * t263 + 3.5853228e-05 * t249) + (t210 * sine[4] - cosine[4] * t208);
    const Value t266 = cosine[3] * t255;
    const Value t267 = 0.00019024875 * (qdd[5] + t264) + (3.5853228e-05 * t152 - (0.0012342375 * t263 + 3.5853228e-05 * t245));
    const Value t268 = 3.5853228e-05 * t264 + 0.0037767642421732335 * t152 + (3.5853228e-05 * t263 - 0.0025425267421732333 * t245);
    const Value t269 = 3.5853228e-05 * t196 - 0.0012342375 * t220 - 3.5853228e-05 * t142 - (t230 * sine[4] + cosine[4] * t229 + (t268 - 0.0351648539 * (cosine[3] * t198 - t167 * sine[3])));
    const Value t270 = 0.0351648539 * (t264 - t263);
    const Value t271 = t196 + t196;
    const Value t272 = cosine[3] * t265 - t255 * sine[3] - (t267 * cosine[3] - t244 * sine[3]) - 0.09465 * t259;
    const Value t273 = t267 * sine[3];
    const Value t274 = 0.09465 * t260 + (t265 * sine[3] + t266 - (cosine[3] * t244 + t273));
    const Value t275 = t266 - t273 + t222 - 0.09465 * t261;
    const Value t276 = 3.5853228e-05 * t271 - 0.01583209738165 * t220 + 0.01459785988165 * t151;
    const Value t277 = t151 * cosine[3] - qd[4] * t213;
    const Value t278 = t143 * t139;
    const Value t279 = t143 * t146 - t139 * t213;
    const Value t280 = t146 * t213;
    const Value t281 = t278 + t278;
    const Value t282 = 0.0037767642421732335 * t279 - 3.5853228e-05 * (t281 + (t280 + t280)) + 0.0025425267421732333 * t277;
    const Value t283 = 0.0351648539 * (t281 + (t231 + t231));
    const Value t284 = 0.150887345 * t271 - 0.0351648539 * (t279 + t277);
    const Value t285 = 0.09465 * t271;
    const Value t286 = t282 - 0.0351648539 * (t285 - (t191 * sine[2] + cosine[2] * t235)) + t233;
    const Value t287 = t282 - 0.0351648539 * (t285 - (sine[2] * t192 + cosine[2] * t236)) + t233;
    const Value t288 = t282 - 0.0351648539 * (t285 - t194) + t233;
    const Value t289 = 3.5853228e-05 * t140;
    const Value t290 = t289 - (3.5853228e-05 * t215 + 0.0012342375 * t212) - t155;
    const Value t291 = 0.0351648539 * (t215 - t140);
    const Value t292 = t289 - (3.5853228e-05 * t157 + 0.01459785988165 * t218);
    const Value t293 = 3.5853228e-05 * t218 - 0.0012342375 * t157;
    const Value t294 = t290 * cosine[3];
    const Value t295 = t290 * sine[3];
    const Value t296 = t283 * sine[3] + cosine[3] * t291;
    const Value t297 = t291 * sine[3] - t283 * cosine[3];
    const Value t298 = t296 - 0.150887345 * t218;
    const Value t299 = 0.09465 * t296;
    const Value t300 = t299 + (0.150887345 * t195 + t292 + (t288 * sine[3] + t294));
    const Value t301 = t299 + (0.150887345 * t237 + t292 + (t294 + t286 * sine[3]));
    const Value t302 = t299 + (t294 + t287 * sine[3] + (0.150887345 * t241 + t292));
    const Value t303 = t297 - 0.150887345 * t224;
    const Value t304 = 0.09465 * t297;
    const Value t305 = 0.150887345 * t240 + t276 + (t287 * cosine[3] - t295) - t304;
    const Value t306 = cosine[3] * t288 - t295 + t276 - t304;
    const Value t307 = 0.05918556107625 * t187 + t276 + (t286 * cosine[3] - t295) - t304;
    const Value t308 = 0.425 * (t303 - 1.594451775 * t187);
    const Value t309 = t260 * sine[2] - cosine[2] * t270;
    const Value t310 = t270 * sine[2] + cosine[2] * t260;
    const Value t311 = t274 - 0.39225 * t309;
    const Value t312 = sine[2] * t298;
    const Value t313 = cosine[2] * t298;
    const Value t314 = cosine[2] * t258;
    const Value t315 = sine[2] * t258;
    const Value t316 = t284 * cosine[2];
    const Value t317 = t284 * sine[2];
    const Value t318 = t254 * sine[2];
    const Value t319 = cosine[2] * t254;
    const Value t320 = t316 - t318 + (t312 + t314);
    const Value t321 = t312 + t316;
    const Value t322 = t314 - t318;
    const Value t323 = t300 - 0.39225 * t320;
    const Value t324 = 0.12652256366625 * t135 + (0.5685348292125 * t170 + 0.12652256366625 * t161);
    const Value t325 = 0.12652256366625 * t170 - 0.5727288292125 * t161 - 0.5685348292125 * t135;
    const Value t326 = (t321 - 1.594451775 * t170) * cosine[1];
    const Value t327 = 0.39225 * t321;
    const Value t328 = t301 + (1.594451775 * t179 + t324) - t327;
    const Value t329 = t324 + 1.594451775 * t193 + t302 - t327;
    const Value t330 = 0.10915 * t321;
    const Value t331 = t313 - t315 - (t319 + t317);
    const Value t332 = t313 - t317;
    const Value t333 = t319 + t315;
    const Value t334 = (t332 - 1.594451775 * t186) * sine[1];
    const Value t335 = 0.425 * ((t322 + 1.594451775 * t169) * cosine[1] + t334 + (t326 - (t333 - 1.594451775 * t184) * sine[1]));
    const Value t336 = 0.349300285625 * qd[1] - 1.3929342791666666 * t124;
    const Value t337 = 1.3929342791666666 * t128;
    const Value t338 = t329 + (t124 * t336 + t128 * t337 + 0.349300285625 * t126 + 38.1586437 * sine[0]) - 0.425 * (t326 + t334);
    const Value t339 = sine[2] * t272 - cosine[2] * t211 + (0.39225 * t259 + 0.10915 * t310);
    const Value t340 = cosine[2] * t272 + sine[2] * t211 - 0.10915 * t309;
    const Value t341 = cosine[0] * (t339 * cosine[1] + t340 * sine[1] + 0.425 * t259) + (t340 * cosine[1] - t339 * sine[1]) * sine[0];
    const Value t342 = t275 * sine[2];
    const Value t343 = t275 * cosine[2];
    const Value t344 = t293 - t234;
    const Value t345 = cosine[2] * t269;
    const Value t346 = 0.39225 * t262 + 0.10915 * t322 + (t342 + t345 + (0.12652256366625 * (t164 - t159) - 1.141263658425 * t161 - 0.677642004375 * t127));
    const Value t347 = t306 * cosine[2] - t342 - (t344 * sine[2] + t345) - 0.10915 * t320;
    const Value t348 = sine[2] * t269;
    const Value t349 = t185 + (t343 - t348) - 0.10915 * t333;
    const Value t350 = 0.39225 * t303;
    const Value t351 = t306 * sine[2] + t343 + (cosine[2] * t344 - t348) + (t350 + 0.10915 * t331);
    const Value t352 = (t347 * cosine[1] - t351 * sine[1]) * sine[0] + (t351 * cosine[1] + t347 * sine[1] + 0.425 * t303) * cosine[0];
    const Value t353 = 0.10915 * t332 + t350;
    const Value t354 = t349 * cosine[1];
    const Value t355 = t349 * sine[1];
    const Value t356 = t293 - t239;
    const Value t357 = t293 - t242;
    const Value t358 = t353 + (t357 * cosine[2] + t305 * sine[2] - (t188 + 0.677642004375 * t131));
    const Value t359 = sine[2] * t307 + cosine[2] * t356 - t188 + t353;
    const Value t360 = t325 + (cosine[2] * t307 - sine[2] * t356) - t330;
    const Value t361 = t325 + (cosine[2] * t305 - t357 * sine[2]) - t330;
    const Value t362 = t346 * sine[1];
    const Value t363 = t346 * cosine[1];
    const Value t364 = cosine[0] * (t354 + t360 * sine[1] + (t359 * cosine[1] - t362) + t308) + sine[0] * (t360 * cosine[1] - t355 - (t359 * sine[1] + t363));
    const Value t365 = 0.349300285625 * t124 + 1.4080416791666666 * qd[1];
    const Value t366 = t365 * t128;
    const Value t367 = t124 * t365;
    const Value t368 = 0.349300285625 * t128;
    const Value t369 = (t308 + (t358 * cosine[1] + t361 * sine[1] - (t337 * qd[1] + (t124 * t368 + t366)))) * cosine[0] - (0.425 * (t262 - 1.594451775 * t165) + (t355 + t363 + (t336 * qd[1] - t367))) * sine[0];
    const Value t370 = cosine[0] * (t354 - t362 + (0.349300285625 * qdd[1] - 1.3929342791666666 * t130 + t366)) + sine[0] * (t368 * t128 - t367 - 1.3929342791666666 * t126 + (t361 * cosine[1] - t358 * sine[1]));
    dtau_dq[0] = Value() + 0.0;
    dtau_dq[1] = t370 + t369;
    dtau_dq[2] = t364;
    dtau_dq[3] = t352;
    dtau_dq[4] = t341;
    dtau_dq[5] = Value() + 0.0;
    dtau_dq[6] = Value() + 0.0;
    dtau_dq[7] = t338;
    dtau_dq[8] = t328 - t335;
    dtau_dq[9] = t323 - 0.425 * (t320 * cosine[1] + t331 * sine[1]);
    dtau_dq[10] = t311 - 0.425 * (t310 * sine[1] + t309 * cosine[1]);
    dtau_dq[11] = Value() + 0.0;
    dtau_dq[12] = Value() + 0.0;
    dtau_dq[13] = t329;
    dtau_dq[14] = t328;
    dtau_dq[15] = t323;
    dtau_dq[16] = t311;
    dtau_dq[17] = Value() + 0.0;
    dtau_dq[18] = Value() + 0.0;
    dtau_dq[19] = t302;
    dtau_dq[20] = t301;
    dtau_dq[21] = t300;
    dtau_dq[22] = t274;
    dtau_dq[23] = Value() + 0.0;
    dtau_dq[24] = Value() + 0.0;
    dtau_dq[25] = t242;
    dtau_dq[26] = t239;
    dtau_dq[27] = t234;
    dtau_dq[28] = t211;
    dtau_dq[29] = Value() + 0.0;
    dtau_dq[30] = Value() + 0.0;
    dtau_dq[31] = t156;
    dtau_dq[32] = t156;
    dtau_dq[33] = t156;
    dtau_dq[34] = -t148;
    dtau_dq[35] = Value() + 0.0;
    dtau_dqd[0] = qd[3] * t112 + (t122 * qd[1] + t120 * qd[2]) + t101 * qd[4];
    dtau_dqd[1] = t123 + (t107 * qd[2] + (t122 * qd[0] + (t118 + t118))) + t114 - t16;
    dtau_dqd[2] = t114 + (t123 + (t117 + t117 + t120 * qd[0] + t107 * qd[1])) - t16;
    dtau_dqd[3] = t105 + t105 + qd[0] * t112 + t113 * qd[1] + t113 * qd[2] + t114 - t16;
    dtau_dqd[4] = t101 * qd[0] + (t103 + t103) + t21 * qd[1] + t21 * qd[2] + qd[3] * t21 - t15;
    dtau_dqd[5] = t14;
    dtau_dqd[6] = t16 + (t93 + t93 - qd[4] * t41);
    dtau_dqd[7] = t97 + (t98 + t82 * qd[2]);
    dtau_dqd[8] = t97 + (t98 + (t86 + t86 + t82 * qd[1]));
    dtau_dqd[9] = t97 + (t96 * qd[2] + (t67 + t67 + t96 * qd[1]));
    dtau_dqd[10] = t95 * qd[3] + (t95 * qd[2] + (t68 + t68 - t42 + t95 * qd[1])) - t11;
    dtau_dqd[11] = t13;
    dtau_dqd[12] = t92 + t92 - qd[4] * t31 + t16;
    dtau_dqd[13] = t85 + t85 - t70 + t79;
    dtau_dqd[14] = t79 - t70;
    dtau_dqd[15] = t79 - (t59 + t59 + t61 + t69);
    dtau_dqd[16] = qd[3] * t36 + (t47 + (t37 + (t78 + t78 - t32))) - t11;
    dtau_dqd[17] = t13;
    dtau_dqd[18] = t16 + (t20 * qd[4] + (t77 + t77));
    dtau_dqd[19] = t66 + t66 + t69 + t39;
    dtau_dqd[20] = t58 + t58 + t61 + t39;
    dtau_dqd[21] = t39;
    dtau_dqd[22] = t55 + t55 + t20 * qd[0] + t25 + t26 + t38 - t11;
    dtau_dqd[23] = t13;
    dtau_dqd[24] = t15 + (t41 * qd[1] + (t53 + t53) + t31 * qd[2] + t19 * qd[3]);
    dtau_dqd[25] = t42 + (t46 + t46) - t47 - t38 + t11;
    dtau_dqd[26] = t32 - (t34 + t34) - t37 - t38 + t11;
    dtau_dqd[27] = t19 * qd[0] - (t23 + t23) - t25 - t26 + t11;
    dtau_dqd[28] = Value() + 0.0;
    dtau_dqd[29] = t5;
    dtau_dqd[30] = t14;
    dtau_dqd[31] = t12;
    dtau_dqd[32] = t12;
    dtau_dqd[33] = t12;
    dtau_dqd[34] = -t5;
    dtau_dqd[35] = Value() + 0.0;
  }
};
}  // namespace
void inverse_dynamics_derivatives(const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd) {
  evaluate_with_avx2_copy(InverseDynamicsDerivativesBody(), q, qd, qdd, dtau_dq, dtau_dqd);
}


// Built from: M: closed form, Horner; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone); M^-1 = L^-1 D^-1 L^-T; inverse_dynamics_derivatives at qdd.
// 814 multiplications, 744 additions, 4 divisions, 10 function calls. The solves included.
namespace {
struct ForwardDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* tau, Value* qdd, Value* dqdd_dq, Value* dqdd_dqd, Value* dqdd_dtau) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5]);
    const Value t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = cosine[2] * t0 - sine[2] * t1;
    const Value t3 = 0.00767648760637 * cosine[3] + (2.13275489357689 + 0.02758682788455 * (t2 * t0 * sine[3])) - 1.3929342791666666 * (sine[0] * sine[0]);
    const Value t4 = t2 * sine[3];
    const Value t5 = sine[2] * t0 + cosine[2] * t1;
    const Value t6 = 0.002352277992173233 * (sine[3] * sine[3]);
    const Value t7 = (0.01336362238165 - t6) * t5 - (0.1183711221525 * t0 + 0.12825424325 * cosine[0] + 0.00658500038727 * t4);
    const Value t8 = sine[3] * t5;
    const Value t9 = 0.00019024875 * t8;
    const Value t10 = t3 - 0.5685348292125 * (t1 * t1) + (1.35528400875 * t0 + 0.029890125815 * t4) * cosine[0] + t7 * t5 - t9 * t8;
    const Value t11 = (0.003292500193635 * t5 - (0.0149450629075 * cosine[0] + 0.013793413942275 * t0)) * sine[3] + t2 * (-0.0037767642421732335 - 0.003838243803185 * cosine[3]);
    const Value t12 = t9 * cosine[3];
    const Value t13 = 264.7769190444829 * t11;
    const Value t14 = 0.003292500193635 * cosine[3];
    const Value t15 = t2 * (0.01643350047875 + t14) + (0.003838243803185 + 0.002352277992173233 * cosine[3]) * sine[3] * t5;
    const Value t16 = 0.8717780572240387 * cosine[3];
    const Value t17 = t15 + t12 + t16 * t11;
    const Value t18 = 0.00019024875 * cosine[3] * cosine[3];
    const Value t19 = 1.0 / (0.01602234613165 + t6 - t18 - t16 * t14);
    const Value t20 = t17 * t19;
    const Value t21 = 0.003838243803185 * t8;
    const Value t22 = 0.01643350047875 * t2;
    const Value t23 = 0.003292500193635 * t2;
    const Value t24 = 0.12652256366625 * t1;
    const Value t25 = 0.013793413942275 * t1;
    const Value t26 = 0.002352277992173233 * t8;
    const Value t27 = cosine[3] * (0.013793413942275 * sine[2] - 0.003292500193635);
    const Value t28 = 264.7769190444829 * t27;
    const Value t29 = 0.002352277992173233 * sine[3];
    const Value t30 = (0.013793413942275 * cosine[2] + t29) * sine[3] + (0.01602234613165 - 0.05918556107625 * sine[2]) - t18;
    const Value t31 = t27 * t16 + t30;
    const Value t32 = t31 * t19;
    const Value t33 = t21 + (t24 + t22) + cosine[3] * (t26 + (t25 + t23)) + t12 - t28 * t11 - t32 * t17;
    const Value t34 = t21 + (t24 + (0.349300285625 * sine[0] + t22)) + cosine[3] * (t26 + (t23 + 0.0149450629075 * sine[0] + t25));
    const Value t35 = 0.1183711221525 * sine[2];
    const Value t36 = 0.58875117534415 - t35 + sine[3] * (0.02758682788455 * cosine[2] + t29) - t18 - t27 * t28 - t32 * t31;
    const Value t37 = 1.0 / t36;
    const Value t38 = t33 * t37;
    const Value t39 = cosine[2] * sine[1];
    const Value t40 = 0.0149450629075 * cosine[1];
    const Value t41 = 0.013793413942275 + t40;
    const Value t42 = (0.0149450629075 * t39 - 0.003292500193635 + sine[2] * t41) * cosine[3];
    const Value t43 = 264.7769190444829 * t42;
    const Value t44 = sine[2] * sine[1];
    const Value t45 = t29 - 0.0149450629075 * t44;
    const Value t46 = sine[3] * (cosine[2] * (0.02758682788455 + 0.029890125815 * cosine[1]) + (t29 - 0.029890125815 * t44));
    const Value t47 = 0.064127121625 * t39;
    const Value t48 = (cosine[2] * t41 + t45) * sine[3] + (0.01602234613165 - t47 + sine[2] * (-0.05918556107625 - 0.064127121625 * cosine[1]));
    const Value t49 = cosine[1] * (0.677642004375 - 0.064127121625 * sine[2]) + (0.58875117534415 - t47 - t35) + ((0.02758682788455 + t40) * cosine[2] + t45) * sine[3];
    const Value t50 = (1.35528400875 - 0.12825424325 * sine[2]) * cosine[1] + (1.9967928545108167 - 0.12825424325 * t39 - t35);
    const Value t51 = t16 * t42 + (t48 - t18);
    const Value t52 = t49 - t18 - t28 * t42 - t32 * t51;
    const Value t53 = t51 * t19;
    const Value t54 = t52 * t37;
    const Value t55 = 1.0 / (t50 + t46 - t18 - t43 * t42 - t51 * t53 - t52 * t54);
    const Value t56 = t34 + t12 - t43 * t11 - t53 * t17 - t54 * t33;
    const Value t57 = t56 * t55;
    const Value t58 = 1.0 / (t10 - t11 * t13 - t20 * t17 - t33 * t38 - t57 * t56);
    const Value t59 = t57 * t54 - t38;
    const Value t60 = t20 + (t59 * t32 - t57 * t53);
    const Value t61 = t8 - (t59 * cosine[3] - cosine[3] * t60 - t57 * cosine[3]);
    const Value t62 = t61 * t58;
    const Value t63 = t54 * t32 - t53;
    const Value t64 = cosine[3] * t63 - t54 * cosine[3] + cosine[3];
    const Value t65 = t64 * t55;
    const Value t66 = cosine[3] * t32 - cosine[3];
    const Value t67 = t37 * t66;
    const Value t68 = cosine[3] * t19;
    const Value t69 = t16 * t60 + t59 * t28 - t57 * t43 + t13;
    const Value t70 = t16 * t63 + t54 * t28 - t43;
    const Value t71 = t16 * t32 + t28;
    const Value t72 = -(t16 * t68 + t67 * t71 + t70 * t65 + t69 * t62);
    const Value t73 = -(t65 * t63 + (t68 + t67 * t32) + t60 * t62);
    const Value t74 = t59 * t62 + (t67 + t65 * t54);
    const Value t75 = -(t65 + t57 * t62);
    const Value t76 = t69 * t58;
    const Value t77 = t70 * t55;
    const Value t78 = t71 * t37;
    const Value t79 = t16 * t19;
    const Value t80 = t79 + t78 * t32 + t63 * t77 + t60 * t76;
    const Value t81 = -(t59 * t76 + (t78 + t54 * t77));
    const Value t82 = t57 * t76 + t77;
    const Value t83 = -t76;
    const Value t84 = t60 * t58;
    const Value t85 = t63 * t55;
    const Value t86 = t32 * t37;
    const Value t87 = -(t59 * t84 + (t85 * t54 + t86));
    const Value t88 = t57 * t84 + t85;
    const Value t89 = -t84;
    const Value t90 = t59 * t58;
    const Value t91 = t54 * t55;
    const Value t92 = -(t57 * t90 + t91);
    const Value t93 = t57 * t58;
    const Value t94 = -t93;
    const Value t95 = cosine[0] * qd[0];
    const Value t96 = sine[0] * qd[0];
    const Value t97 = t95 * sine[1] + t96 * cosine[1];
    const Value t98 = t95 * cosine[1] - t96 * sine[1];
    const Value t99 = cosine[2] * t97 + sine[2] * t98;
    const Value t100 = qd[2] + qd[1];
    const Value t101 = t100 + qd[3];
    const Value t102 = cosine[3] * t101 - t99 * sine[3];
    const Value t103 = t97 * sine[2];
    const Value t104 = cosine[2] * t98;
    const Value t105 = qd[4] + (t103 - t104);
    const Value t106 = t104 - t103;
    const Value t107 = t105 * t105;
    const Value t108 = t105 * t102;
    const Value t109 = t95 * qd[1];
    const Value t110 = t96 * qd[1];
    const Value t111 = t109 * cosine[1] - t110 * sine[1] + qd[2] * t98;
    const Value t112 = t110 * cosine[1] + t109 * sine[1] + t97 * qd[2];
    const Value t113 = cosine[2] * t111 - sine[2] * t112 + t106 * qd[3];
    const Value t114 = qd[4] * t102 + cosine[3] * t113;
    const Value t115 = t100 * t98;
    const Value t116 = t97 * t98;
    const Value t117 = t98 * t98;
    const Value t118 = t96 * t95;
    const Value t119 = 9.81 * cosine[0] - 0.425 * t118;
    const Value t120 = qd[1] * qd[1];
    const Value t121 = 9.81 * sine[0] + 0.425 * (t95 * t95 + t120);
    const Value t122 = t119 * cosine[1] - t121 * sine[1];
    const Value t123 = t122 + (0.10915 * (t115 - t111) - 0.39225 * t116);
    const Value t124 = t100 * t97;
    const Value t125 = t100 * t100;
    const Value t126 = t97 * t97;
    const Value t127 = t125 + t117;
    const Value t128 = 0.10915 * (t124 - t112) + 0.39225 * t127 + (t119 * sine[1] + t121 * cosine[1]);
    const Value t129 = t101 * t101;
    const Value t130 = t99 * t99 + t129;
    const Value t131 = 0.0025425267421732333 * t114 + (3.5853228e-05 * (t102 * t102 - t107) + 0.0037767642421732335 * t108) - 0.0351648539 * (cosine[2] * t123 - sine[2] * t128 + 0.09465 * t130);
    const Value t132 = 0.150887345 * t130 - 0.0351648539 * (t108 + t114);
    const Value t133 = cosine[2] * t128 + t123 * sine[2];
    const Value t134 = t101 * sine[3] + t99 * cosine[3];
    const Value t135 = 0.0351648539 * (t107 + t134 * t134);
    const Value t136 = 0.00019024875 * (qd[5] + t102);
    const Value t137 = t102 * t134;
    const Value t138 = (cosine[4] * t134 - t105 * sine[4]) * t136;
    const Value t139 = (sine[4] * t134 + t105 * cosine[4]) * t136;
    const Value t140 = t138 * sine[4] - t139 * cosine[4] + t131;
    const Value t141 = t105 * t134;
    const Value t142 = t113 * sine[3] + qd[4] * t134;
    const Value t143 = t99 * qd[3] + (t111 * sine[2] + cosine[2] * t112);
    const Value t144 = t124 + t112;
    const Value t145 = 3.5853228e-05 * t143;
    const Value t146 = 0.00019024875 * t142;
    const Value t147 = 3.5853228e-05 * t141 - 0.0025425267421732333 * t137 + (0.0037767642421732335 * t143 - 3.5853228e-05 * t142);
    const Value t148 = t145 - (0.0012342375 * t141 + 3.5853228e-05 * t137) - t146;
    const Value t149 = 0.0351648539 * (t137 - t143);
    const Value t150 = t146 + tau[5];
    const Value t151 = t106 * t101;
    const Value t152 = t99 * t101;
    const Value t153 = t106 * t99;
    const Value t154 = 0.150887345 * t133 + (t145 - (3.5853228e-05 * t152 + 0.01459785988165 * t153)) + (t148 * cosine[3] + t140 * sine[3]);
    const Value t155 = t110 + t110;
    const Value t156 = 0.425 * t155 + (0.39225 * t144 + 0.10915 * (t126 + t117));
    const Value t157 = 0.01459785988165 * t113 + (0.01583209738165 * t151 - 3.5853228e-05 * (t106 * t106 - t129)) + 0.150887345 * t156;
    const Value t158 = t113 + t151;
    const Value t159 = t147 - 0.0351648539 * ((t133 - 0.09465 * t153) * cosine[3] - (0.09465 * t158 + t156) * sine[3]) + (t139 * sine[4] + cosine[4] * t138);
    const Value t160 = 3.5853228e-05 * t153 - 0.0012342375 * t152 - t159;
    const Value t161 = tau[4] - t159;
    const Value t162 = t149 * sine[3] - t135 * cosine[3];
    const Value t163 = cosine[3] * t140 - t148 * sine[3] + t157 - 0.09465 * t162;
    const Value t164 = 0.12652256366625 * (t125 - t126) - 1.141263658425 * t124 - 0.677642004375 * t155 + (sine[2] * t163 + cosine[2] * t160);
    const Value t165 = cosine[2] * t163 - t160 * sine[2] + (0.5727288292125 * t115 + 0.12652256366625 * t116 - 0.5685348292125 * t111);
    const Value t166 = t149 * cosine[3] + t135 * sine[3];
    const Value t167 = t162 - 0.150887345 * t158;
    const Value t168 = t166 - 0.150887345 * t153;
    const Value t169 = t154 + 0.09465 * t166;
    const Value t170 = 0.12652256366625 * t111 + (0.5685348292125 * t116 - 0.12652256366625 * t115) - 1.594451775 * t122 + t169;
    const Value t171 = cosine[2] * t132 + t168 * sine[2];
    const Value t172 = cosine[2] * t168 - sine[2] * t132;
    const Value t173 = t165 - 0.10915 * t171;
    const Value t174 = 0.39225 * t167 + 0.10915 * t172 + t164;
    const Value t175 = 0.349300285625 * (t120 - t96 * t96) - 2.8009759583333333 * t110 + (t173 * sine[1] + t174 * cosine[1]);
    const Value t176 = 0.349300285625 * t118 + 1.4080416791666666 * t109 - 1.3929342791666666 * t109 + (cosine[1] * t173 - t174 * sine[1]);
    const Value t177 = tau[0] - (sine[0] * t176 + (t175 + 0.425 * (t167 - 1.594451775 * t144)) * cosine[0]) + t150 * t8 - t161 * t13;
    const Value t178 = t170 - 0.39225 * t171;
    const Value t179 = 0.349300285625 * t109;
    const Value t180 = 1.3929342791666666 * t118 - t179 + t179 - 38.1586437 * cosine[0] + t178 - 0.425 * ((t172 + 1.594451775 * t127) * sine[1] + (t171 - 1.594451775 * t116) * cosine[1]);
    const Value t181 = cosine[3] * t150;
    const Value t182 = tau[3] - t169 - t181 + t161 * t16;
    const Value t183 = tau[2] - t178 - t181 - t161 * t28 - t32 * t182;
    const Value t184 = tau[1] - t180 - t181 - t161 * t43 - t53 * t182 - t183 * t54;
    const Value t185 = (t177 - t20 * t182 - t183 * t38 - t57 * t184) * t58;
    const Value t186 = t184 * t55 - t185 * t57;
    const Value t187 = t183 * t37 - t186 * t54 - t185 * t38;
    const Value t188 = t182 * t19 - t187 * t32 - t186 * t53 - t185 * t20;
    qdd[0] = t185;
    qdd[1] = t186;
    qdd[2] = t187;
    qdd[3] = t188;
    qdd[4] = 264.7769190444829 * t161 + t16 * t188 - t187 * t28 - t186 * t43 - t185 * t13;
    qdd[5] = 5256.276322446271 * t150 - t188 * cosine[3] - t187 * cosine[3] - t186 * cosine[3] + t185 * t8;
    dqdd_dtau[0] = t58;
    dqdd_dtau[1] = t94;
    dqdd_dtau[2] = t90;
    dqdd_dtau[3] = t89;
    dqdd_dtau[4] = t83;
    dqdd_dtau[5] = t62;
    dqdd_dtau[6] = t94;
    dqdd_dtau[7] = t93 * t57 + t55;
    dqdd_dtau[8] = t92;
    dqdd_dtau[9] = t88;
    dqdd_dtau[10] = t82;
    dqdd_dtau[11] = t75;
    dqdd_dtau[12] = t90;
    dqdd_dtau[13] = t92;
    dqdd_dtau[14] = t59 * t90 + (t54 * t91 + t37);
    dqdd_dtau[15] = t87;
    dqdd_dtau[16] = t81;
    dqdd_dtau[17] = t74;
    dqdd_dtau[18] = t89;
    dqdd_dtau[19] = t88;
    dqdd_dtau[20] = t87;
    dqdd_dtau[21] = t32 * t86 + t19 + t85 * t63 + t84 * t60;
    dqdd_dtau[22] = t80;
    dqdd_dtau[23] = t73;
    dqdd_dtau[24] = t83;
    dqdd_dtau[25] = t82;
    dqdd_dtau[26] = t81;
    dqdd_dtau[27] = t80;
    dqdd_dtau[28] = t69 * t76 + (264.7769190444829 + t16 * t79 + t78 * t71 + t70 * t77);
    dqdd_dtau[29] = t72;
    dqdd_dtau[30] = t62;
    dqdd_dtau[31] = t75;
    dqdd_dtau[32] = t74;
    dqdd_dtau[33] = t73;
    dqdd_dtau[34] = t72;
    dqdd_dtau[35] = t61 * t62 + (5256.276322446271 + cosine[3] * t68 + t67 * t66 + t64 * t65);
    Value dtau_dq[kDof * kDof];
    Value dtau_dqd[kDof * kDof];
    call_body(InverseDynamicsDerivativesBody(), sin_cos, q, qd, qdd, dtau_dq, dtau_dqd);
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
void forward_dynamics_derivatives(const double* q, const double* qd, const double* tau, double* qdd, double* dqdd_dq, double* dqdd_dqd, double* dqdd_dtau) {
  evaluate_with_avx2_copy(ForwardDynamicsDerivativesBody(), q, qd, tau, qdd, dqdd_dq, dqdd_dqd, dqdd_dtau);
}


// Built from: M: closed form, Horner; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: closed form, Horner.
// 256 multiplications, 197 additions, 0 divisions, 10 function calls.
namespace {
struct DynamicsTermsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* M, Value* V, Value* G) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5]);
    const Value t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = sine[2] * t0 + cosine[2] * t1;
    const Value t3 = 1.48020485445 * t2;
    const Value t4 = cosine[2] * t0 - sine[2] * t1;
    const Value t5 = t4 * sine[3];
    const Value t6 = 0.344967216759 * t5;
    const Value t7 = 15.64157191275 * t0;
    const Value t8 = cosine[0] * qd[0];
    const Value t9 = t8 * qd[1];
    const Value t10 = sine[0] * qd[0];
    const Value t11 = t10 * qd[1];
    const Value t12 = t8 * cosine[1] - t10 * sine[1];
    const Value t13 = t9 * cosine[1] - t11 * sine[1] + qd[2] * t12;
    const Value t14 = t8 * sine[1] + t10 * cosine[1];
    const Value t15 = t11 * cosine[1] + t9 * sine[1] + t14 * qd[2];
    const Value t16 = cosine[2] * t12;
    const Value t17 = t14 * sine[2];
    const Value t18 = t16 - t17;
    const Value t19 = qd[4] + (t17 - t16);
    const Value t20 = cosine[2] * t13 - sine[2] * t15 + t18 * qd[3];
    const Value t21 = cosine[2] * t14 + sine[2] * t12;
    const Value t22 = qd[2] + qd[1];
    const Value t23 = t22 + qd[3];
    const Value t24 = t23 * sine[3] + t21 * cosine[3];
    const Value t25 = t20 * sine[3] + qd[4] * t24;
    const Value t26 = 0.00019024875 * t25;
    const Value t27 = t19 * t24;
    const Value t28 = cosine[3] * t23 - t21 * sine[3];
    const Value t29 = t28 * t24;
    const Value t30 = t21 * qd[3] + (t13 * sine[2] + cosine[2] * t15);
    const Value t31 = 3.5853228e-05 * t27 - 0.0025425267421732333 * t29 + (0.0037767642421732335 * t30 - 3.5853228e-05 * t25);
    const Value t32 = t22 * t14;
    const Value t33 = t12 * t12;
    const Value t34 = t22 * t22;
    const Value t35 = t22 * t12;
    const Value t36 = t14 * t12;
    const Value t37 = t14 * t14;
    const Value t38 = t34 + t33;
    const Value t39 = qd[1] * qd[1];
    const Value t40 = 0.425 * (t8 * t8 + t39);
    const Value t41 = t10 * t8;
    const Value t42 = 0.425 * t41;
    const Value t43 = 0.10915 * (t32 - t15) + 0.39225 * t38 + (t40 * cosine[1] - t42 * sine[1]);
    const Value t44 = t42 * cosine[1] + t40 * sine[1];
    const Value t45 = t32 + t15;
    const Value t46 = 0.10915 * (t35 - t13) - 0.39225 * t36 - t44;
    const Value t47 = cosine[2] * t43 + sine[2] * t46;
    const Value t48 = t18 * t21;
    const Value t49 = t18 * t23;
    const Value t50 = t20 + t49;
    const Value t51 = t11 + t11;
    const Value t52 = 0.425 * t51 + (0.39225 * t45 + 0.10915 * (t37 + t33));
    const Value t53 = 0.00019024875 * (qd[5] + t28);
    const Value t54 = (sine[4] * t24 + t19 * cosine[4]) * t53;
    const Value t55 = (cosine[4] * t24 - t19 * sine[4]) * t53;
    const Value t56 = t54 * sine[4] + cosine[4] * t55 + (t31 - 0.0351648539 * ((t47 - 0.09465 * t48) * cosine[3] - (0.09465 * t50 + t52) * sine[3]));
    const Value t57 = 3.5853228e-05 * t30;
    const Value t58 = t57 - (0.0012342375 * t27 + 3.5853228e-05 * t29) - t26;
    const Value t59 = 0.0351648539 * (t29 - t30);
    const Value t60 = t21 * t23;
    const Value t61 = t23 * t23;
    const Value t62 = 0.01459785988165 * t20 + (0.01583209738165 * t49 - 3.5853228e-05 * (t18 * t18 - t61)) + 0.150887345 * t52;
    const Value t63 = t21 * t21 + t61;
    const Value t64 = qd[4] * t28 + cosine[3] * t20;
    const Value t65 = t19 * t19;
    const Value t66 = t19 * t28;
    const Value t67 = 0.0025425267421732333 * t64 + (3.5853228e-05 * (t28 * t28 - t65) + 0.0037767642421732335 * t66) - 0.0351648539 * (0.09465 * t63 + (cosine[2] * t46 - sine[2] * t43));
    const Value t68 = t67 + (t55 * sine[4] - t54 * cosine[4]);
    const Value t69 = 0.150887345 * t63 - 0.0351648539 * (t66 + t64);
    const Value t70 = 0.150887345 * t47 + (t57 - (3.5853228e-05 * t60 + 0.01459785988165 * t48)) + (t58 * cosine[3] + t68 * sine[3]);
    const Value t71 = 0.0351648539 * (t65 + t24 * t24);
    const Value t72 = 3.5853228e-05 * t48 - 0.0012342375 * t60 - t56;
    const Value t73 = t59 * cosine[3] + t71 * sine[3];
    const Value t74 = t59 * sine[3] - t71 * cosine[3];
    const Value t75 = t62 + (t68 * cosine[3] - t58 * sine[3]) - 0.09465 * t74;
    const Value t76 = 0.12652256366625 * (t34 - t37) - 1.141263658425 * t32 - 0.677642004375 * t51 + (t72 * cosine[2] + t75 * sine[2]);
    const Value t77 = cosine[2] * t75 - t72 * sine[2] + (0.5727288292125 * t35 + 0.12652256366625 * t36 - 0.5685348292125 * t13);
    const Value t78 = t74 - 0.150887345 * t50;
    const Value t79 = t70 + 0.09465 * t73;
    const Value t80 = t79 + (0.12652256366625 * t13 + (0.5685348292125 * t36 - 0.12652256366625 * t35) + 1.594451775 * t44);
    const Value t81 = t73 - 0.150887345 * t48;
    const Value t82 = cosine[2] * t69 + t81 * sine[2];
    const Value t83 = cosine[2] * t81 - sine[2] * t69;
    const Value t84 = t80 - 0.39225 * t82;
    const Value t85 = t77 - 0.10915 * t82;
    const Value t86 = t76 + (0.39225 * t78 + 0.10915 * t83);
    const Value t87 = t85 * sine[1] + t86 * cosine[1] + (0.349300285625 * (t39 - t10 * t10) - 2.8009759583333333 * t11) + 0.425 * (t78 - 1.594451775 * t45);
    const Value t88 = 0.349300285625 * t41 + 1.4080416791666666 * t9 - 1.3929342791666666 * t9 + (t85 * cosine[1] - t86 * sine[1]);
    const Value t89 = 0.349300285625 * t9;
    const Value t90 = t84 + (1.3929342791666666 * t41 - t89 + t89) - 0.425 * ((t83 + 1.594451775 * t38) * sine[1] + (t82 - 1.594451775 * t36) * cosine[1]);
    const Value t91 = 0.00019024875 * cosine[3];
    const Value t92 = sine[3] * t2;
    const Value t93 = 0.003292500193635 * cosine[3];
    const Value t94 = cosine[2] * sine[1];
    const Value t95 = 0.0149450629075 * cosine[1];
    const Value t96 = 0.013793413942275 + t95;
    const Value t97 = (0.003292500193635 * t2 - (0.0149450629075 * cosine[0] + 0.013793413942275 * t0)) * sine[3] + t4 * (-0.0037767642421732335 - 0.003838243803185 * cosine[3]);
    const Value t98 = 0.002352277992173233 * (sine[3] * sine[3]);
    const Value t99 = 0.002352277992173233 * sine[3];
    const Value t100 = sine[2] * sine[1];
    const Value t101 = t99 - 0.0149450629075 * t100;
    const Value t102 = sine[3] * (cosine[2] * (0.02758682788455 + 0.029890125815 * cosine[1]) + (t99 - 0.029890125815 * t100));
    const Value t103 = 0.064127121625 * t94;
    const Value t104 = (cosine[2] * t96 + t101) * sine[3] + (0.01602234613165 - t103 + sine[2] * (-0.05918556107625 - 0.064127121625 * cosine[1]));
    const Value t105 = t4 * (0.01643350047875 + t93) + (0.003838243803185 + 0.002352277992173233 * cosine[3]) * sine[3] * t2;
    const Value t106 = 0.1183711221525 * sine[2];
    const Value t107 = cosine[1] * (0.677642004375 - 0.064127121625 * sine[2]) + (0.58875117534415 - t103 - t106) + ((0.02758682788455 + t95) * cosine[2] + t101) * sine[3];
    const Value t108 = 0.003838243803185 * t92;
    const Value t109 = 0.01643350047875 * t4;
    const Value t110 = 0.12652256366625 * t1;
    const Value t111 = 0.002352277992173233 * t92;
    const Value t112 = 0.003292500193635 * t4;
    const Value t113 = 0.00767648760637 * cosine[3] + (2.13275489357689 + 0.02758682788455 * (t4 * t0 * sine[3])) - 1.3929342791666666 * (sine[0] * sine[0]);
    const Value t114 = 0.013793413942275 * t1;
    const Value t115 = (1.35528400875 - 0.12825424325 * sine[2]) * cosine[1] + (1.9967928545108167 - 0.12825424325 * t94 - t106);
    const Value t116 = t108 + (t110 + (0.349300285625 * sine[0] + t109)) + cosine[3] * (t111 + (t112 + 0.0149450629075 * sine[0] + t114));
    const Value t117 = (0.01336362238165 - t98) * t2 - (0.1183711221525 * t0 + 0.12825424325 * cosine[0] + 0.00658500038727 * t5);
    const Value t118 = t113 - 0.5685348292125 * (t1 * t1) + (1.35528400875 * t0 + 0.029890125815 * t5) * cosine[0] + t117 * t2;
    M[0] = t118;
    M[6] = t116;
    M[7] = t115 + t102;
    M[12] = t108 + (t110 + t109) + cosine[3] * (t111 + (t114 + t112));
    M[13] = t107;
    M[14] = 0.58875117534415 - t106 + sine[3] * (0.02758682788455 * cosine[2] + t99);
    M[18] = t105;
    M[19] = t104;
    M[20] = (0.013793413942275 * cosine[2] + t99) * sine[3] + (0.01602234613165 - 0.05918556107625 * sine[2]);
    M[21] = 0.01602234613165 + t98;
    M[24] = t97;
    M[25] = (0.0149450629075 * t94 - 0.003292500193635 + sine[2] * t96) * cosine[3];
    M[26] = cosine[3] * (0.013793413942275 * sine[2] - 0.003292500193635);
    M[27] = -t93;
    M[28] = Value() + 0.0037767642421732335;
    M[30] = -(0.00019024875 * t92);
    M[31] = t91;
    M[32] = t91;
    M[33] = t91;
    M[34] = Value() + 0.0;
    M[35] = Value() + 0.00019024875;
    V[0] = t88 * sine[0] + t87 * cosine[0];
    V[1] = t90;
    V[2] = t84;
    V[3] = t79;
    V[4] = t56;
    V[5] = -t26;
    G[0] = Value() + 0.0;
    G[1] = t3 - (38.1586437 * cosine[0] + t7 + t6);
    G[2] = t3 - (t7 + t6);
    G[3] = t3 - t6;
    G[4] = -(0.344967216759 * (cosine[3] * t2));
    G[5] = Value() + 0.0;
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
void dynamics_terms(const double* q, const double* qd, double* M, double* V, double* G) {
  evaluate(DynamicsTermsBody(), q, qd, M, V, G);
}


// Built from: M: closed form, Horner; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: closed form, Horner; J: forward kinematics; a: outward pass at qdd = 0 in the base frame.
// 423 multiplications, 334 additions, 0 divisions, 12 function calls.
namespace {
struct DynamicsTermsWithJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* M, Value* V, Value* G, Value* J, Value* a) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[0], q[2], q[3], q[4], q[5]);
    const Value t0 = cosine[0] * sine[1];
    const Value t1 = sine[1] * sine[0];
    const Value t2 = t0 * cosine[2] - t1 * sine[2];
    const Value t3 = t1 * cosine[2] + t0 * sine[2];
    const Value t4 = 0.425 * t0;
    const Value t5 = sine[4] * (cosine[3] * t2 - sine[3] * t3) + cosine[4] * cosine[1];
    const Value t6 = cosine[3] * t3 + t2 * sine[3];
    const Value t7 = 0.10915 * cosine[1] + 0.39225 * t2 + t4;
    const Value t8 = sine[0] * cosine[1];
    const Value t9 = cosine[0] * cosine[1];
    const Value t10 = t8 * cosine[2] + t9 * sine[2];
    const Value t11 = t9 * cosine[2] - t8 * sine[2];
    const Value t12 = 0.425 * t9;
    const Value t13 = cosine[3] * t10 + t11 * sine[3];
    const Value t14 = cosine[4] * sine[1] - (t11 * cosine[3] - t10 * sine[3]) * sine[4];
    const Value t15 = 0.10915 * sine[1] - 0.39225 * t11 - t12;
    const Value t16 = sine[1] * qd[1];
    const Value t17 = sine[1] * qd[2] + t16;
    const Value t18 = sine[1] * qd[3] + t17;
    const Value t19 = qd[4] * t13 + t18;
    const Value t20 = cosine[1] * qd[1];
    const Value t21 = cosine[1] * qd[2] + t20;
    const Value t22 = t21 + cosine[1] * qd[3];
    const Value t23 = t6 * qd[4] - t22;
    const Value t24 = (t20 * sine[1] - cosine[1] * t16) * qd[2];
    const Value t25 = t24 + (t21 * sine[1] - cosine[1] * t17) * qd[3];
    const Value t26 = t25 + qd[4] * (t13 * t22 + t6 * t18);
    const Value t27 = cosine[0] * cosine[2] - sine[0] * sine[2];
    const Value t28 = cosine[0] * sine[2] + sine[0] * cosine[2];
    const Value t29 = sine[3] * t27 + cosine[3] * t28;
    const Value t30 = sine[4] * t29;
    const Value t31 = sine[3] * t28;
    const Value t32 = cosine[3] * t27;
    const Value t33 = t31 - t32;
    const Value t34 = t32 - t31;
    const Value t35 = qd[0] + t33 * qd[4];
    const Value t36 = sine[1] * qd[0];
    const Value t37 = t36 * qd[1];
    const Value t38 = t36 * qd[2] + t37;
    const Value t39 = qd[3] * t36 + t38;
    const Value t40 = t39 + (t13 * qd[0] - t33 * t18) * qd[4];
    const Value t41 = cosine[1] * qd[0];
    const Value t42 = t41 * qd[1];
    const Value t43 = t41 * qd[2] + t42;
    const Value t44 = t41 * qd[3] + t43;
    const Value t45 = t44 - qd[4] * (t6 * qd[0] + t33 * t22);
    const Value t46 = 0.09465 * t13 + t15;
    const Value t47 = t46 - t15;
    const Value t48 = 0.089159 - 0.425 * sine[0];
    const Value t49 = t48 - 0.39225 * t28;
    const Value t50 = t49 - 0.09465 * t34;
    const Value t51 = t50 - t49;
    const Value t52 = t47 * qd[0] - t51 * t18;
    const Value t53 = 0.09465 * t6 - t7;
    const Value t54 = t7 + t53;
    const Value t55 = t51 * t22 + t54 * qd[0];
    const Value t56 = t4 - t7;
    const Value t57 = t12 + t15;
    const Value t58 = t48 - 0.089159;
    const Value t59 = qd[0] * t4 - t20 * t58;
    const Value t60 = t12 * qd[0] + t58 * t16;
    const Value t61 = t49 - t48;
    const Value t62 = t57 * qd[0] - t61 * t17;
    const Value t63 = t56 * qd[0] + t21 * t61;
    const Value t64 = t62 * t17 - t21 * t63 + (t56 * t43 - t38 * t57 + (t12 * t37 - t42 * t4 + (t20 * t59 - t60 * t16))) + (t44 * t54 - t47 * t39);
    const Value t65 = 0.0823 * t5;
    const Value t66 = t53 - t65;
    const Value t67 = t66 - t53;
    const Value t68 = t46 + 0.0823 * t14;
    const Value t69 = t68 - t46;
    const Value t70 = t50 - 0.0823 * t30;
    const Value t71 = t70 - t50;
    const Value t72 = t70 - t49;
    const Value t73 = t70 - t48;
    const Value t74 = t70 - 0.089159;
    const Value t75 = t35 * t69 - t19 * t71;
    const Value t76 = t23 * t71 - t35 * t67;
    const Value t77 = t12 * t20 + t16 * t4;
    const Value t78 = t56 * t17 + t21 * t57;
    const Value t79 = t24 * t57 - t61 * t43 + (t16 * t77 + qd[0] * t59 - t42 * t58) - (t63 * qd[0] + t78 * t17) + (t25 * t47 - t44 * t51);
    const Value t80 = t60 * qd[0] + t20 * t77 + t58 * t37 + (t38 * t61 - t24 * t56) - (t21 * t78 + t62 * qd[0]) + (t51 * t39 - t25 * t54);
    const Value t81 = t54 * t18 + t47 * t22;
    const Value t82 = t19 * t67 - t69 * t23;
    const Value t83 = -cosine[1];
    const Value t84 = 1.48020485445 * t29;
    const Value t85 = t34 * sine[4];
    const Value t86 = 0.344967216759 * t85;
    const Value t87 = 15.64157191275 * t27;
    const Value t88 = cosine[0] * qd[0];
    const Value t89 = t88 * qd[1];
    const Value t90 = sine[0] * qd[0];
    const Value t91 = t90 * qd[1];
    const Value t92 = t88 * cosine[2] - t90 * sine[2];
    const Value t93 = t89 * cosine[2] - t91 * sine[2] + qd[2] * t92;
    const Value t94 = t88 * sine[2] + t90 * cosine[2];
    const Value t95 = t91 * cosine[2] + t89 * sine[2] + t94 * qd[2];
    const Value t96 = cosine[3] * t92;
    const Value t97 = t94 * sine[3];
    const Value t98 = t96 - t97;
    const Value t99 = qd[4] + (t97 - t96);
    const Value t100 = cosine[3] * t93 - sine[3] * t95 + t98 * qd[3];
    const Value t101 = cosine[3] * t94 + sine[3] * t92;
    const Value t102 = qd[2] + qd[1];
    const Value t103 = t102 + qd[3];
    const Value t104 = t103 * sine[4] + t101 * cosine[4];
    const Value t105 = t100 * sine[4] + qd[4] * t104;
    const Value t106 = 0.00019024875 * t105;
    const Value t107 = t99 * t104;
    const Value t108 = cosine[4] * t103 - t101 * sine[4];
    const Value t109 = t108 * t104;
    const Value t110 = t101 * qd[3] + (t93 * sine[3] + cosine[3] * t95);
    const Value t111 = 3.5853228e-05 * t107 - 0.0025425267421732333 * t109 + (0.0037767642421732335 * t110 - 3.5853228e-05 * t105);
    const Value t112 = t102 * t94;
    const Value t113 = t92 * t92;
    const Value t114 = t102 * t102;
    const Value t115 = t102 * t92;
    const Value t116 = t94 * t92;
    const Value t117 = t94 * t94;
    const Value t118 = t114 + t113;
    const Value t119 = qd[1] * qd[1];
    const Value t120 = 0.425 * (t88 * t88 + t119);
    const Value t121 = t90 * t88;
    const Value t122 = 0.425 * t121;
    const Value t123 = 0.10915 * (t112 - t95) + 0.39225 * t118 + (t120 * cosine[2] - t122 * sine[2]);
    const Value t124 = t122 * cosine[2] + t120 * sine[2];
    const Value t125 = t112 + t95;
    const Value t126 = 0.10915 * (t115 - t93) - 0.39225 * t116 - t124;
    const Value t127 = cosine[3] * t123 + sine[3] * t126;
    const Value t128 = t98 * t101;
    const Value t129 = t98 * t103;
    const Value t130 = t100 + t129;
    const Value t131 = t91 + t91;
    const Value t132 = 0.425 * t131 + (0.39225 * t125 + 0.10915 * (t117 + t113));
    const Value t133 = 0.00019024875 * (qd[5] + t108);
    const Value t134 = (sine[5] * t104 + t99 * cosine[5]) * t133;
    const Value t135 = (cosine[5] * t104 - t99 * sine[5]) * t133;
    const Value t136 = t134 * sine[5] + cosine[5] * t135 + (t111 - 0.0351648539 * ((t127 - 0.09465 * t128) * cosine[4] - (0.09465 * t130 + t132) * sine[4]));
    const Value t137 = 3.5853228e-05 * t110;
    const Value t138 = t137 - (0.0012342375 * t107 + 3.5853228e-05 * t109) - t106;
    const Value t139 = 0.0351648539 * (t109 - t110);
    const Value t140 = t101 * t103;
    const Value t141 = t103 * t103;
    const Value t142 = 0.01459785988165 * t100 + (0.01583209738165 * t129 - 3.5853228e-05 * (t98 * t98 - t141)) + 0.150887345 * t132;
    const Value t143 = t101 * t101 + t141;
    const Value t144 = qd[4] * t108 + cosine[4] * t100;
    const Value t145 = t99 * t99;
    const Value t146 = t99 * t108;
    const Value t147 = 0.0025425267421732333 * t144 + (3.5853228e-05 * (t108 * t108 - t145) + 0.0037767642421732335 * t146) - 0.0351648539 * (0.09465 * t143 + (cosine[3] * t126 - sine[3] * t123));
    const Value t148 = t147 + (t135 * sine[5] - t134 * cosine[5]);
    const Value t149 = 0.150887345 * t143 - 0.0351648539 * (t146 + t144);
    const Value t150 = 0.150887345 * t127 + (t137 - (3.5853228e-05 * t140 + 0.01459785988165 * t128)) + (t138 * cosine[4] + t148 * sine[4]);
    const Value t151 = 0.0351648539 * (t145 + t104 * t104);
    const Value t152 = 3.5853228e-05 * t128 - 0.0012342375 * t140 - t136;
    const Value t153 = t139 * cosine[4] + t151 * sine[4];
    const Value t154 = t139 * sine[4] - t151 * cosine[4];
    const Value t155 = t142 + (t148 * cosine[4] - t138 * sine[4]) - 0.09465 * t154;
    const Value t156 = 0.12652256366625 * (t114 - t117) - 1.141263658425 * t112 - 0.677642004375 * t131 + (t152 * cosine[3] + t155 * sine[3]);
    const Value t157 = cosine[3] * t155 - t152 * sine[3] + (0.5727288292125 * t115 + 0.12652256366625 * t116 - 0.5685348292125 * t93);
    const Value t158 = t154 - 0.150887345 * t130;
    const Value t159 = t150 + 0.09465 * t153;
    const Value t160 = t159 + (0.12652256366625 * t93 + (0.5685348292125 * t116 - 0.12652256366625 * t115) + 1.594451775 * t124);
    const Value t161 = t153 - 0.150887345 * t128;
    const Value t162 = cosine[3] * t149 + t161 * sine[3];
    const Value t163 = cosine[3] * t161 - sine[3] * t149;
    const Value t164 = t160 - 0.39225 * t162;
    const Value t165 = t157 - 0.10915 * t162;
    const Value t166 = t156 + (0.39225 * t158 + 0.10915 * t163);
    const Value t167 = t165 * sine[2] + t166 * cosine[2] + (0.349300285625 * (t119 - t90 * t90) - 2.8009759583333333 * t91) + 0.425 * (t158 - 1.594451775 * t125);
    const Value t168 = 0.349300285625 * t121 + 1.4080416791666666 * t89 - 1.3929342791666666 * t89 + (t165 * cosine[2] - t166 * sine[2]);
    const Value t169 = 0.349300285625 * t89;
    const Value t170 = t164 + (1.3929342791666666 * t121 - t169 + t169) - 0.425 * ((t163 + 1.594451775 * t118) * sine[2] + (t162 - 1.594451775 * t116) * cosine[2]);
    const Value t171 = 0.00019024875 * cosine[4];
    const Value t172 = 0.003292500193635 * cosine[4];
    const Value t173 = cosine[3] * sine[2];
    const Value t174 = 0.0149450629075 * cosine[2];
    const Value t175 = 0.013793413942275 + t174;
    const Value t176 = (0.003292500193635 * t29 - (0.0149450629075 * cosine[0] + 0.013793413942275 * t27)) * sine[4] + t34 * (-0.0037767642421732335 - 0.003838243803185 * cosine[4]);
    const Value t177 = 0.002352277992173233 * (sine[4] * sine[4]);
    const Value t178 = 0.002352277992173233 * sine[4];
    const Value t179 = sine[3] * sine[2];
    const Value t180 = t178 - 0.0149450629075 * t179;
    const Value t181 = sine[4] * (cosine[3] * (0.02758682788455 + 0.029890125815 * cosine[2]) + (t178 - 0.029890125815 * t179));
    const Value t182 = 0.064127121625 * t173;
    const Value t183 = (cosine[3] * t175 + t180) * sine[4] + (0.01602234613165 - t182 + sine[3] * (-0.05918556107625 - 0.064127121625 * cosine[2]));
    const Value t184 = t34 * (0.01643350047875 + t172) + (0.003838243803185 + 0.002352277992173233 * cosine[4]) * sine[4] * t29;
    const Value t185 = 0.1183711221525 * sine[3];
    const Value t186 = cosine[2] * (0.677642004375 - 0.064127121625 * sine[3]) + (0.58875117534415 - t182 - t185) + ((0.02758682788455 + t174) * cosine[3] + t180) * sine[4];
    const Value t187 = 0.003838243803185 * t30;
    const Value t188 = 0.01643350047875 * t34;
    const Value t189 = 0.12652256366625 * t28;
    const Value t190 = 0.002352277992173233 * t30;
    const Value t191 = 0.003292500193635 * t34;
    const Value t192 = 0.00767648760637 * cosine[4] + (2.13275489357689 + 0.02758682788455 * (t34 * t27 * sine[4])) - 1.3929342791666666 * (sine[0] * sine[0]);
    const Value t193 = 0.013793413942275 * t28;
    const Value t194 = (1.35528400875 - 0.12825424325 * sine[3]) * cosine[2] + (1.9967928545108167 - 0.12825424325 * t173 - t185);
    const Value t195 = t187 + (t189 + (0.349300285625 * sine[0] + t188)) + cosine[4] * (t190 + (t191 + 0.0149450629075 * sine[0] + t193));
    const Value t196 = (0.01336362238165 - t177) * t29 - (0.1183711221525 * t27 + 0.12825424325 * cosine[0] + 0.00658500038727 * t85);
    const Value t197 = t192 - 0.5685348292125 * (t28 * t28) + (1.35528400875 * t27 + 0.029890125815 * t85) * cosine[0] + t196 * t29;
    M[0] = t197;
    M[6] = t195;
    M[7] = t194 + t181;
    M[12] = t187 + (t189 + t188) + cosine[4] * (t190 + (t193 + t191));
    M[13] = t186;
    M[14] = 0.58875117534415 - t185 + sine[4] * (0.02758682788455 * cosine[3] + t178);
    M[18] = t184;
    M[19] = t183;
    M[20] = (0.013793413942275 * cosine[3] + t178) * sine[4] + (0.01602234613165 - 0.05918556107625 * sine[3]);
    M[21] = 0.01602234613165 + t177;
    M[24] = t176;
    M[25] = (0.0149450629075 * t173 - 0.003292500193635 + sine[3] * t175) * cosine[4];
    M[26] = cosine[4] * (0.013793413942275 * sine[3] - 0.003292500193635);
    M[27] = -t172;
    M[28] = Value() + 0.0037767642421732335;
    M[30] = -(0.00019024875 * t30);
    M[31] = t171;
    M[32] = t171;
    M[33] = t171;
    M[34] = Value() + 0.0;
    M[35] = Value() + 0.00019024875;
    V[0] = t168 * sine[0] + t167 * cosine[0];
    V[1] = t170;
    V[2] = t164;
    V[3] = t159;
    V[4] = t136;
    V[5] = -t106;
    G[0] = Value() + 0.0;
    G[1] = t84 - (38.1586437 * cosine[0] + t87 + t86);
    G[2] = t84 - (t87 + t86);
    G[3] = t84 - t86;
    G[4] = -(0.344967216759 * (cosine[4] * t29));
    G[5] = Value() + 0.0;
    J[0] = t65 - t53;
    J[1] = -(cosine[1] * t74);
    J[2] = -(cosine[1] * t73);
    J[3] = -(t72 * cosine[1]);
    J[4] = t6 * t71 - t33 * t67;
    J[5] = Value() + 0.0;
    J[6] = t68;
    J[7] = -(sine[1] * t74);
    J[8] = -(sine[1] * t73);
    J[9] = -(t72 * sine[1]);
    J[10] = t69 * t33 - t71 * t13;
    J[11] = Value() + 0.0;
    J[12] = Value() + 0.0;
    J[13] = sine[1] * t66 + cosine[1] * t68;
    J[14] = (t12 + t68) * cosine[1] + (t4 + t66) * sine[1];
    J[15] = (t68 - t15) * cosine[1] + (t7 + t66) * sine[1];
    J[16] = t67 * t13 - t69 * t6;
    J[17] = Value() + 0.0;
    J[18] = Value() + 0.0;
    J[19] = sine[1];
    J[20] = sine[1];
    J[21] = sine[1];
    J[22] = t13;
    J[23] = t14;
    J[24] = Value() + 0.0;
    J[25] = t83;
    J[26] = t83;
    J[27] = t83;
    J[28] = t6;
    J[29] = -t5;
    J[30] = Value() + 1.0;
    J[31] = Value() + 0.0;
    J[32] = Value() + 0.0;
    J[33] = Value() + 0.0;
    J[34] = t33;
    J[35] = -t30;
    a[0] = t82 * t23 - t35 * t75 + (t80 - (t52 * qd[0] + t81 * t22) + (t71 * t40 - t26 * t67));
    a[1] = t35 * t76 - t82 * t19 + (t79 - (t55 * qd[0] + t81 * t18) + (t69 * t26 - t45 * t71));
    a[2] = t19 * t75 - t23 * t76 + (t18 * t52 - t55 * t22 + t64 + (t67 * t45 - t69 * t40));
    a[3] = t45 + qd[5] * (t35 * t5 - t23 * t30);
    a[4] = qd[5] * (t19 * t30 + t35 * t14) + t40;
    a[5] = t26 - qd[5] * (t5 * t19 + t23 * t14);
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
void dynamics_terms_with_jacobian(const double* q, const double* qd, double* M, double* V, double* G, double* J, double* a) {
  evaluate(DynamicsTermsWithJacobianBody(), q, qd, M, V, G, J, a);
}


// Built from: derivatives of tau's Newton-Euler program by the standard parameters (inputs there).
// 848 multiplications, 608 additions, 0 divisions, 16 function calls.
namespace {
struct RegressorBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* Y) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5]);
    const Value t0 = sign_of(qd[5]);
    const Value t1 = cosine[0] * qd[0];
    const Value t2 = sine[0] * qd[0];
    const Value t3 = t1 * sine[1] + t2 * cosine[1];
    const Value t4 = t1 * cosine[1];
    const Value t5 = t2 * sine[1];
    const Value t6 = t4 - t5;
    const Value t7 = t5 - t4;
    const Value t8 = cosine[2] * t3 + sine[2] * t6;
    const Value t9 = t8 * sine[3];
    const Value t10 = qd[2] + qd[1];
    const Value t11 = t10 + qd[3];
    const Value t12 = cosine[3] * t11;
    const Value t13 = t12 - t9;
    const Value t14 = t9 - t12;
    const Value t15 = t3 * sine[2];
    const Value t16 = cosine[2] * t6;
    const Value t17 = t15 - t16;
    const Value t18 = t16 - t15;
    const Value t19 = qd[4] + t17;
    const Value t20 = 0.0823 * t19;
    const Value t21 = t2 * qd[1];
    const Value t22 = qdd[0] * cosine[0] - t21;
    const Value t23 = t1 * qd[1];
    const Value t24 = qdd[0] * sine[0] + t23;
    const Value t25 = t22 * sine[1] + cosine[1] * t24 + qd[2] * t6;
    const Value t26 = cosine[1] * t22 - t24 * sine[1];
    const Value t27 = t3 * qd[2];
    const Value t28 = t26 - t27;
    const Value t29 = cosine[2] * t25 + sine[2] * t28 + t18 * qd[3];
    const Value t30 = qdd[1] + qdd[2];
    const Value t31 = qdd[3] + t30;
    const Value t32 = qd[4] * t13 + (t31 * sine[3] + cosine[3] * t29);
    const Value t33 = 0.39225 * t6;
    const Value t34 = t3 * t33;
    const Value t35 = 0.10915 * t6;
    const Value t36 = 0.39225 * t30;
    const Value t37 = 0.425 * t1;
    const Value t38 = 0.425 * qdd[1];
    const Value t39 = 9.81 * cosine[0];
    const Value t40 = t39 - (t2 * t37 + t38);
    const Value t41 = t40 * cosine[1];
    const Value t42 = t1 * t37;
    const Value t43 = 0.425 * qd[1];
    const Value t44 = t43 * qd[1];
    const Value t45 = 9.81 * sine[0];
    const Value t46 = t45 + (t44 + t42);
    const Value t47 = t40 * sine[1] + cosine[1] * t46;
    const Value t48 = t46 * sine[1];
    const Value t49 = t41 - t48;
    const Value t50 = t10 * t35 - t34 - (t36 + 0.10915 * t25) + t49;
    const Value t51 = t50 * cosine[2];
    const Value t52 = t33 * t6;
    const Value t53 = 0.39225 * t10;
    const Value t54 = 0.10915 * t3 + t53;
    const Value t55 = t10 * t54 + t52 + 0.10915 * t28 + t47;
    const Value t56 = t50 * sine[2] + cosine[2] * t55;
    const Value t57 = sine[2] * t55;
    const Value t58 = t51 - t57;
    const Value t59 = t57 - t51;
    const Value t60 = 0.09465 * t8;
    const Value t61 = 0.09465 * t11;
    const Value t62 = t58 + (t60 * t8 + t61 * t11);
    const Value t63 = 0.09465 * t31 - t60 * t18 + t56;
    const Value t64 = t13 * t20 + 0.0823 * t32 - t62;
    const Value t65 = sine[4] * t64;
    const Value t66 = 0.39225 * t28;
    const Value t67 = 0.425 * t22;
    const Value t68 = t2 * t43;
    const Value t69 = t67 - t68;
    const Value t70 = t66 - (t3 * t54 + t35 * t6) + t69;
    const Value t71 = t70 - (0.09465 * t29 + t61 * t18);
    const Value t72 = t71 * sine[3] + cosine[3] * t63;
    const Value t73 = cosine[3] * t71;
    const Value t74 = t63 * sine[3];
    const Value t75 = t11 * sine[3] + t8 * cosine[3];
    const Value t76 = 0.0823 * t75;
    const Value t77 = t76 * t75 + t19 * t20;
    const Value t78 = cosine[2] * t28 - sine[2] * t25;
    const Value t79 = t8 * qd[3];
    const Value t80 = t79 - t78;
    const Value t81 = t78 - t79;
    const Value t82 = qdd[4] + t80;
    const Value t83 = t76 * t13 - 0.0823 * t82 + t72;
    const Value t84 = t83 * sine[4] + cosine[4] * t64;
    const Value t85 = t83 * cosine[4];
    const Value t86 = t65 - t85;
    const Value t87 = t85 - t65;
    const Value t88 = cosine[3] * t31 - t29 * sine[3];
    const Value t89 = qd[4] * t75;
    const Value t90 = t88 - t89;
    const Value t91 = t89 - t88;
    const Value t92 = qdd[5] + t90;
    const Value t93 = cosine[4] * t75;
    const Value t94 = t19 * sine[4];
    const Value t95 = t93 - t94;
    const Value t96 = t94 - t93;
    const Value t97 = qd[5] * t95 + (cosine[4] * t82 + t32 * sine[4]);
    const Value t98 = qd[5] + t13;
    const Value t99 = t95 * t98;
    const Value t100 = t99 - t97;
    const Value t101 = sine[4] * t75 + t19 * cosine[4];
    const Value t102 = t101 * t95;
    const Value t103 = t32 * cosine[4] - sine[4] * t82;
    const Value t104 = qd[5] * t101;
    const Value t105 = t103 - t104;
    const Value t106 = t101 * t98;
    const Value t107 = t104 - t103 - t106;
    const Value t108 = t101 * t101;
    const Value t109 = t105 + t106;
    const Value t110 = t95 * t95;
    const Value t111 = t95 * t96 - t108;
    const Value t112 = t96 * t98 + t97;
    const Value t113 = t98 * t98;
    const Value t114 = t110 - t108;
    const Value t115 = t84 * sine[4] + cosine[4] * t87;
    const Value t116 = sine[4] * t87;
    const Value t117 = 0.0823 * t115;
    const Value t118 = t107 * sine[4] + cosine[4] * t112;
    const Value t119 = t107 * cosine[4] - sine[4] * t112;
    const Value t120 = 0.0823 * t118;
    const Value t121 = t113 + t110;
    const Value t122 = t113 - t110;
    const Value t123 = t102 + t92;
    const Value t124 = t123 * cosine[4];
    const Value t125 = t123 * sine[4];
    const Value t126 = sine[4] * t121 - t124;
    const Value t127 = cosine[4] * t121 + t125;
    const Value t128 = t73 - t74;
    const Value t129 = t74 - t73;
    const Value t130 = t128 - t77;
    const Value t131 = t77 - t128;
    const Value t132 = 0.0823 * t126 + t130 * sine[4];
    const Value t133 = t92 - t102;
    const Value t134 = sine[4] * t133;
    const Value t135 = cosine[4] * t133;
    const Value t136 = t108 + t113;
    const Value t137 = t108 - t113;
    const Value t138 = t124 + t137 * sine[4];
    const Value t139 = t137 * cosine[4] - t125;
    const Value t140 = t134 + cosine[4] * t136;
    const Value t141 = cosine[4] * t122 + t134;
    const Value t142 = t135 - sine[4] * t136;
    const Value t143 = t135 - sine[4] * t122;
    const Value t144 = 0.0823 * t140;
    const Value t145 = t131 * cosine[4];
    const Value t146 = 0.0823 * t142 + t131 * sine[4];
    const Value t147 = t106 * sine[4];
    const Value t148 = t99 * cosine[4];
    const Value t149 = t147 + t148;
    const Value t150 = t148 + t105 * sine[4];
    const Value t151 = cosine[4] * t97;
    const Value t152 = t99 + t97;
    const Value t153 = t99 * sine[4];
    const Value t154 = sine[4] * t152;
    const Value t155 = t105 - t106;
    const Value t156 = t106 * cosine[4];
    const Value t157 = t156 + t97 * sine[4];
    const Value t158 = t153 - t156;
    const Value t159 = t105 * cosine[4] - t153;
    const Value t160 = t155 * cosine[4];
    const Value t161 = sign_of(qd[4]);
    const Value t162 = t13 * t75;
    const Value t163 = t19 * t75;
    const Value t164 = t75 * t75;
    const Value t165 = t14 * t75;
    const Value t166 = t13 * t14;
    const Value t167 = t13 * t13;
    const Value t168 = t19 * t13;
    const Value t169 = t19 * t19;
    const Value t170 = cosine[3] * t115 - t130 * sine[3];
    const Value t171 = t84 * cosine[4];
    const Value t172 = t116 - t171;
    const Value t173 = t171 - t116 - 0.0823 * t119;
    const Value t174 = 0.0823 * t172;
    const Value t175 = 0.09465 * t170 - sine[3] * t174;
    const Value t176 = sine[3] * t111 + cosine[3] * t118;
    const Value t177 = cosine[3] * t111 - t118 * sine[3];
    const Value t178 = t173 * sine[3] - 0.09465 * t176;
    const Value t179 = cosine[3] * t173 - 0.09465 * t177;
    const Value t180 = cosine[4] * t130 + 0.0823 * t127;
    const Value t181 = t115 * sine[3] + cosine[3] * t130;
    const Value t182 = cosine[3] * t174 + 0.09465 * t181;
    const Value t183 = cosine[3] * t126 - t155 * sine[3];
    const Value t184 = cosine[3] * t155 + t126 * sine[3];
    const Value t185 = t155 * sine[4] + cosine[4] * t152;
    const Value t186 = 0.09465 * t183 + (t180 * sine[3] + t86 * cosine[3]);
    const Value t187 = t180 * cosine[3] - t86 * sine[3] - 0.09465 * t184;
    const Value t188 = sine[3] * t152 + cosine[3] * t140;
    const Value t189 = cosine[3] * t152 - t140 * sine[3];
    const Value t190 = t84 * cosine[3] + sine[3] * t146 + 0.09465 * t188;
    const Value t191 = t84 * sine[3] - cosine[3] * t146 - 0.09465 * t189;
    const Value t192 = t92 * cosine[3] + sine[3] * t158;
    const Value t193 = cosine[3] * t158 - t92 * sine[3];
    const Value t194 = t100 * cosine[3] + t139 * sine[3];
    const Value t195 = cosine[3] * t139 - t100 * sine[3];
    const Value t196 = t102 * cosine[3];
    const Value t197 = sine[3] * t157 - t196;
    const Value t198 = t196 + t159 * sine[3];
    const Value t199 = t143 * sine[3] + t109 * cosine[3];
    const Value t200 = t143 * cosine[3] - t109 * sine[3];
    const Value t201 = cosine[3] * t114 - t185 * sine[3];
    const Value t202 = cosine[3] * t185 + t114 * sine[3];
    const Value t203 = cosine[3] * t72;
    const Value t204 = t128 * sine[3];
    const Value t205 = t203 - t204;
    const Value t206 = 0.09465 * t205;
    const Value t207 = t162 - t82;
    const Value t208 = t169 + t164;
    const Value t209 = t207 * cosine[3] + sine[3] * t208;
    const Value t210 = t207 * sine[3] - cosine[3] * t208;
    const Value t211 = sine[3] * t62;
    const Value t212 = 0.09465 * t209 - t211;
    const Value t213 = t163 + t90;
    const Value t214 = t32 - t168;
    const Value t215 = cosine[3] * t213 + sine[3] * t214;
    const Value t216 = t204 - t203 - 0.09465 * t215;
    const Value t217 = cosine[3] * t214 - sine[3] * t213;
    const Value t218 = t166 - t169;
    const Value t219 = t166 + t169;
    const Value t220 = t164 - t169;
    const Value t221 = t82 - t165;
    const Value t222 = t165 + t82;
    const Value t223 = t218 * cosine[3] - sine[3] * t221;
    const Value t224 = t218 * sine[3] + cosine[3] * t221;
    const Value t225 = t211 + 0.09465 * t224;
    const Value t226 = cosine[3] * t62;
    const Value t227 = 0.09465 * t223 + t226;
    const Value t228 = 0.09465 * t210 + t226;
    const Value t229 = t168 * sine[3];
    const Value t230 = cosine[3] * t90 - t229;
    const Value t231 = sine[3] * t219 - cosine[3] * t222;
    const Value t232 = t222 * sine[3] + cosine[3] * t219;
    const Value t233 = cosine[3] * t163;
    const Value t234 = t229 - t233;
    const Value t235 = t32 * sine[3] + t233;
    const Value t236 = t90 - t163;
    const Value t237 = t32 + t168;
    const Value t238 = t236 * sine[3] + t237 * cosine[3];
    const Value t239 = t236 * cosine[3] - t237 * sine[3];
    const Value t240 = t162 + t82;
    const Value t241 = cosine[3] * t220 - t240 * sine[3];
    const Value t242 = sine[3] * t220 + cosine[3] * t240;
    const Value t243 = sign_of(qd[3]);
    const Value t244 = t18 * t8;
    const Value t245 = t8 * t11;
    const Value t246 = t80 - t245;
    const Value t247 = t245 + t80;
    const Value t248 = t18 * t17;
    const Value t249 = t8 * t8;
    const Value t250 = t8 * t17 + t31;
    const Value t251 = t11 * t17 - t29;
    const Value t252 = -(t248 + t249);
    const Value t253 = t18 * t11;
    const Value t254 = t11 * t11;
    const Value t255 = t18 * t18;
    const Value t256 = t248 + t254;
    const Value t257 = t29 - t253;
    const Value t258 = -t244;
    const Value t259 = cosine[2] * t172 + t170 * sine[2];
    const Value t260 = t170 * cosine[2] - t172 * sine[2];
    const Value t261 = t175 - 0.39225 * t259;
    const Value t262 = cosine[2] * t119 - sine[2] * t176;
    const Value t263 = cosine[2] * t176 + sine[2] * t119;
    const Value t264 = t178 - 0.39225 * t262;
    const Value t265 = t183 * sine[2] - cosine[2] * t127;
    const Value t266 = cosine[2] * t183 + sine[2] * t127;
    const Value t267 = t186 - 0.39225 * t265;
    const Value t268 = t142 * cosine[2] - t188 * sine[2];
    const Value t269 = t188 * cosine[2] + t142 * sine[2];
    const Value t270 = t190 + 0.39225 * t268;
    const Value t271 = cosine[2] * t62 + t205 * sine[2];
    const Value t272 = t205 * cosine[2] - sine[2] * t62;
    const Value t273 = t206 - 0.39225 * t271;
    const Value t274 = t209 * sine[2] - t237 * cosine[2];
    const Value t275 = cosine[2] * t209 + t237 * sine[2];
    const Value t276 = t212 - 0.39225 * t274;
    const Value t277 = t164 + t167;
    const Value t278 = sine[2] * t215 + cosine[2] * t277;
    const Value t279 = sine[2] * t277 - cosine[2] * t215;
    const Value t280 = t216 + 0.39225 * t278;
    const Value t281 = t91 + t163;
    const Value t282 = t223 * sine[2] - cosine[2] * t281;
    const Value t283 = cosine[2] * t223 + sine[2] * t281;
    const Value t284 = t227 - 0.39225 * t282;
    const Value t285 = sine[2] * t56;
    const Value t286 = t58 * cosine[2] + t285;
    const Value t287 = 0.39225 * t286;
    const Value t288 = t31 - t244;
    const Value t289 = t249 + t254;
    const Value t290 = sine[2] * t288 + cosine[2] * t289;
    const Value t291 = cosine[2] * t288 - sine[2] * t289;
    const Value t292 = t56 - 0.39225 * t290;
    const Value t293 = t81 + t245;
    const Value t294 = t253 - t29;
    const Value t295 = t293 * sine[2] + cosine[2] * t294;
    const Value t296 = cosine[2] * t293 - sine[2] * t294;
    const Value t297 = cosine[2] * t59 - t285 - 0.10915 * t295;
    const Value t298 = 0.39225 * t295;
    const Value t299 = t31 + t244;
    const Value t300 = t299 * cosine[2];
    const Value t301 = t299 * sine[2];
    const Value t302 = t254 + t255;
    const Value t303 = t249 + t255;
    const Value t304 = t254 - t249;
    const Value t305 = t300 - t302 * sine[2];
    const Value t306 = t301 + cosine[2] * t302;
    const Value t307 = t300 - sine[2] * t304;
    const Value t308 = t301 + cosine[2] * t304;
    const Value t309 = t58 - 0.39225 * t305;
    const Value t310 = sign_of(qd[2]);
    const Value t311 = 0.1538600625 * t6;
    const Value t312 = 0.1538600625 * t30 + t311 * t3 - 0.39225 * t49;
    const Value t313 = 0.39225 * t25;
    const Value t314 = t10 * t33 + t313;
    const Value t315 = t313 - t53 * t6;
    const Value t316 = 0.39225 * t3;
    const Value t317 = t48 - t41 + (t36 + t316 * t6);
    const Value t318 = t3 * t316;
    const Value t319 = t66 - t10 * t316 + t69;
    const Value t320 = t318 - t52 - t47;
    const Value t321 = 0.7845 * t6;
    const Value t322 = t49 - (0.7845 * t30 + t3 * t321);
    const Value t323 = t10 * t3;
    const Value t324 = t323 + t28;
    const Value t325 = t3 * t6;
    const Value t326 = t10 * t6;
    const Value t327 = t25 - t326;
    const Value t328 = t3 * t3;
    const Value t329 = t6 * t6;
    const Value t330 = t328 - t329;
    const Value t331 = -t325;
    const Value t332 = cosine[2] * t56;
    const Value t333 = sine[2] * t59 + t332 + (0.10915 * t296 - 0.39225 * t303);
    const Value t334 = (t297 * cosine[1] - t333 * sine[1]) * sine[0] + (t333 * cosine[1] + t297 * sine[1] - 0.425 * t303) * cosine[0];
    const Value t335 = t332 - t58 * sine[2];
    const Value t336 = t10 * t53;
    const Value t337 = t336 - t318 + t47;
    const Value t338 = cosine[0] * (t337 * cosine[1] + t317 * sine[1] - 0.425 * (t328 + t329)) + (t317 * cosine[1] - t337 * sine[1]) * sine[0];
    const Value t339 = t10 * t10;
    const Value t340 = t329 - t339;
    const Value t341 = sign_of(qd[1]);
    const Value t342 = 0.180625 * t1;
    const Value t343 = 0.425 * t24;
    const Value t344 = 0.425 * t2;
    const Value t345 = t2 * t344;
    const Value t346 = 0.85 * t1;
    const Value t347 = t2 * t1;
    const Value t348 = t2 * t2;
    const Value t349 = t1 * t1;
    const Value t350 = 0.10915 * t260 + 0.39225 * t181 + (t117 * cosine[2] - sine[2] * t182);
    const Value t351 = 0.10915 * t259 + (cosine[2] * t182 + t117 * sine[2]);
    const Value t352 = cosine[0] * (0.425 * t181 + (t350 * cosine[1] - t351 * sine[1])) - sine[0] * (t350 * sine[1] + t351 * cosine[1]);
    const Value t353 = t115 - t120;
    const Value t354 = cosine[2] * t179 - sine[2] * t353 - 0.10915 * t262;
    const Value t355 = cosine[2] * t353 + sine[2] * t179 + (0.39225 * t177 - 0.10915 * t263);
    const Value t356 = cosine[0] * (0.425 * t177 + (t354 * sine[1] + t355 * cosine[1])) + (t354 * cosine[1] - t355 * sine[1]) * sine[0];
    const Value t357 = cosine[2] * t187 - sine[2] * t132 - 0.10915 * t265;
    const Value t358 = cosine[2] * t132 + t187 * sine[2] + (0.39225 * t184 + 0.10915 * t266);
    const Value t359 = (t357 * cosine[1] - t358 * sine[1]) * sine[0] + (t357 * sine[1] + t358 * cosine[1] + 0.425 * t184) * cosine[0];
    const Value t360 = t145 - t144;
    const Value t361 = 0.39225 * t189 - 0.10915 * t269 + (sine[2] * t191 + t360 * cosine[2]);
    const Value t362 = cosine[2] * t191 - t360 * sine[2] - 0.10915 * t268;
    const Value t363 = cosine[0] * (t361 * cosine[1] + t362 * sine[1] + 0.425 * t189) + sine[0] * (t362 * cosine[1] - t361 * sine[1]);
    const Value t364 = t149 * sine[2] + cosine[2] * t193;
    const Value t365 = sine[2] * t193 - t149 * cosine[2];
    const Value t366 = cosine[2] * t195 - sine[2] * t138;
    const Value t367 = sine[2] * t195 + cosine[2] * t138;
    const Value t368 = t102 * sine[3];
    const Value t369 = cosine[3] * t157 + t368;
    const Value t370 = cosine[3] * t159 - t368;
    const Value t371 = t147 - t151;
    const Value t372 = cosine[2] * t369 - t371 * sine[2];
    const Value t373 = t371 * cosine[2] + sine[2] * t369;
    const Value t374 = cosine[2] * t200 - t141 * sine[2];
    const Value t375 = t200 * sine[2] + t141 * cosine[2];
    const Value t376 = t160 - t154;
    const Value t377 = cosine[2] * t376 - sine[2] * t202;
    const Value t378 = cosine[2] * t202 + t376 * sine[2];
    const Value t379 = cosine[2] * t370 - t150 * sine[2];
    const Value t380 = sine[2] * t370 + t150 * cosine[2];
    const Value t381 = t128 * cosine[3] + sine[3] * t72;
    const Value t382 = 0.09465 * t381;
    const Value t383 = 0.39225 * t381 + 0.10915 * t272 - t382 * sine[2];
    const Value t384 = 0.10915 * t271 + t382 * cosine[2];
    const Value t385 = (0.425 * t381 + (t383 * cosine[1] - t384 * sine[1])) * cosine[0] - (t384 * cosine[1] + t383 * sine[1]) * sine[0];
    const Value t386 = t381 - 0.09465 * t217;
    const Value t387 = 0.39225 * t210 + 0.10915 * t275 + (cosine[2] * t72 - t228 * sine[2]);
    const Value t388 = 0.10915 * t274 + (cosine[2] * t228 + sine[2] * t72);
    const Value t389 = cosine[0] * (t387 * cosine[1] - t388 * sine[1] + 0.425 * t210) - (t387 * sine[1] + t388 * cosine[1]) * sine[0];
    const Value t390 = t386 * sine[2] + (0.10915 * t279 + 0.39225 * t217);
    const Value t391 = t386 * cosine[2] + 0.10915 * t278;
    const Value t392 = (t390 * cosine[1] + t391 * sine[1] + 0.425 * t217) * cosine[0] + (t391 * cosine[1] - t390 * sine[1]) * sine[0];
    const Value t393 = 0.39225 * t224 + 0.10915 * t283 + (cosine[2] * t129 - sine[2] * t225);
    const Value t394 = cosine[2] * t225 + t129 * sine[2] + 0.10915 * t282;
    const Value t395 = (0.425 * t224 + (cosine[1] * t393 - t394 * sine[1])) * cosine[0] - sine[0] * (t393 * sine[1] + t394 * cosine[1]);
    const Value t396 = t168 * cosine[3];
    const Value t397 = t90 * sine[3] + t396;
    const Value t398 = t162 * sine[2];
    const Value t399 = t398 - cosine[2] * t397;
    const Value t400 = t162 * cosine[2];
    const Value t401 = t400 + sine[2] * t397;
    const Value t402 = t163 - t91;
    const Value t403 = t402 * cosine[2] + sine[2] * t232;
    const Value t404 = cosine[2] * t232 - t402 * sine[2];
    const Value t405 = t163 * sine[3];
    const Value t406 = t405 + t396;
    const Value t407 = t32 * cosine[3] - t405;
    const Value t408 = cosine[2] * t407 - t398;
    const Value t409 = t407 * sine[2] + t400;
    const Value t410 = sine[2] * t82 + t406 * cosine[2];
    const Value t411 = t406 * sine[2] - cosine[2] * t82;
    const Value t412 = t167 - t164;
    const Value t413 = cosine[2] * t239 - sine[2] * t412;
    const Value t414 = t239 * sine[2] + cosine[2] * t412;
    const Value t415 = cosine[2] * t214 - sine[2] * t242;
    const Value t416 = cosine[2] * t242 + sine[2] * t214;
    const Value t417 = 0.39225 * t70 + 0.10915 * t335;
    const Value t418 = 0.10915 * t286;
    const Value t419 = cosine[0] * (t417 * cosine[1] - t418 * sine[1] + 0.425 * t70) - sine[0] * (t418 * cosine[1] + t417 * sine[1]);
    const Value t420 = t29 + t253;
    const Value t421 = sine[2] * t70;
    const Value t422 = cosine[2] * t70;
    const Value t423 = 0.10915 * t291 - 0.39225 * t420 - t421;
    const Value t424 = t421 - 0.10915 * t305;
    const Value t425 = 0.10915 * t290 + t422;
    const Value t426 = (t423 * cosine[1] - t425 * sine[1] - 0.425 * t420) * cosine[0] - sine[0] * (t423 * sine[1] + t425 * cosine[1]);
    const Value t427 = t245 - t81;
    const Value t428 = 0.39225 * t427 - 0.10915 * t306 - t422;
    const Value t429 = (t424 * cosine[1] - t428 * sine[1]) * sine[0] + (t428 * cosine[1] + t424 * sine[1] + 0.425 * t427) * cosine[0];
    const Value t430 = sine[2] * t253;
    const Value t431 = cosine[2] * t253;
    const Value t432 = t81 * cosine[2] - t430;
    const Value t433 = t431 + t81 * sine[2];
    const Value t434 = cosine[2] * t256 + sine[2] * t250;
    const Value t435 = sine[2] * t256 - cosine[2] * t250;
    const Value t436 = t245 * sine[2];
    const Value t437 = t431 + t436;
    const Value t438 = cosine[2] * t245;
    const Value t439 = t430 - t438;
    const Value t440 = cosine[2] * t29 - t436;
    const Value t441 = t438 + sine[2] * t29;
    const Value t442 = cosine[2] * t247 - t251 * sine[2];
    const Value t443 = t251 * cosine[2] + sine[2] * t247;
    const Value t444 = 0.1538600625 * t10;
    const Value t445 = t444 * t6 - t311 * t10;
    const Value t446 = 0.1538600625 * t28 - t3 * t444 + 0.39225 * t69;
    const Value t447 = (t445 * cosine[1] - t446 * sine[1]) * sine[0] + (0.425 * (t66 - t3 * t53 + t69) + (t445 * sine[1] + t446 * cosine[1])) * cosine[0];
    const Value t448 = t25 + t326;
    const Value t449 = (t319 * cosine[1] - t314 * sine[1]) * sine[0] + (t319 * sine[1] + t314 * cosine[1] + 0.425 * t448) * cosine[0];
    const Value t450 = 0.7845 * t10;
    const Value t451 = t10 * t321 - t450 * t6;
    const Value t452 = t68 - t67 + (t3 * t450 - 0.7845 * t28);
    const Value t453 = (t452 * cosine[1] + t451 * sine[1] + 0.425 * (t323 + (t27 - t26))) * cosine[0] + (t451 * cosine[1] - t452 * sine[1]) * sine[0];
    const Value t454 = t323 * sine[1];
    const Value t455 = cosine[1] * t326;
    const Value t456 = t326 * sine[1];
    const Value t457 = t323 * cosine[1];
    const Value t458 = t28 - t323;
    const Value t459 = t30 - t325;
    const Value t460 = t339 - t328;
    const Value t461 = t325 + t30;
    const Value t462 = 0.180625 * qd[1];
    const Value t463 = 0.85 * qd[1];
    const Value t464 = sine[0] * t23;
    const Value t465 = cosine[0] * t21;
    const Value t466 = qd[1] * qd[1];
    const Value t467 = sign_of(qd[0]);
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
    Y[12] = t467;
    Y[13] = sine[0] * t24 + t465;
    Y[14] = (t22 - t21) * sine[0] + (t23 + t24) * cosine[0];
    Y[15] = (qdd[1] + t347) * sine[0] + (t466 - t348) * cosine[0];
    Y[16] = cosine[0] * t22 - t464;
    Y[17] = cosine[0] * (qdd[1] - t347) + sine[0] * (t349 - t466);
    Y[18] = t464 - t465;
    Y[19] = sine[0] * (t346 * qd[1] - t1 * t463) + cosine[0] * (t2 * t463 - 0.85 * t22);
    Y[20] = (t343 + t37 * qd[1]) * cosine[0] + sine[0] * (t67 - t344 * qd[1]);
    Y[21] = sine[0] * (t38 + t344 * t1 - t39) + (t44 - t345 + t45) * cosine[0];
    Y[22] = (0.180625 * t22 - t2 * t462) * cosine[0] + sine[0] * (t462 * t1 - t342 * qd[1]);
    Y[23] = Value() + 0.0;
    Y[24] = Value() + 0.0;
    Y[25] = Value() + 0.0;
    Y[26] = (t457 + t25 * sine[1]) * cosine[0] + sine[0] * (t25 * cosine[1] - t454);
    Y[27] = (t448 * cosine[1] + t458 * sine[1]) * cosine[0] + (t458 * cosine[1] - t448 * sine[1]) * sine[0];
    Y[28] = (t460 * cosine[1] + t461 * sine[1]) * cosine[0] + (t461 * cosine[1] - t460 * sine[1]) * sine[0];
    Y[29] = cosine[0] * (t28 * cosine[1] - t456) - (t455 + t28 * sine[1]) * sine[0];
    Y[30] = cosine[0] * (t340 * sine[1] + cosine[1] * t459) + (t340 * cosine[1] - t459 * sine[1]) * sine[0];
    Y[31] = (t454 + t455) * sine[0] + (t456 - t457) * cosine[0];
    Y[32] = t453;
    Y[33] = t449;
    Y[34] = t338;
    Y[35] = t447;
    Y[36] = Value() + 0.0;
    Y[37] = Value() + 0.0;
    Y[38] = Value() + 0.0;
    Y[39] = (t440 * cosine[1] - t441 * sine[1]) * sine[0] + cosine[0] * (t440 * sine[1] + cosine[1] * t441);
    Y[40] = (cosine[1] * t307 - t308 * sine[1]) * sine[0] + cosine[0] * (t308 * cosine[1] + t307 * sine[1]);
    Y[41] = (t442 * sine[1] + t443 * cosine[1]) * cosine[0] + (t442 * cosine[1] - t443 * sine[1]) * sine[0];
    Y[42] = sine[0] * (t437 * cosine[1] - t439 * sine[1]) + cosine[0] * (t439 * cosine[1] + t437 * sine[1]);
    Y[43] = (t434 * cosine[1] - t435 * sine[1]) * sine[0] + cosine[0] * (t435 * cosine[1] + t434 * sine[1]);
    Y[44] = cosine[0] * (t432 * cosine[1] - t433 * sine[1]) - (t433 * cosine[1] + t432 * sine[1]) * sine[0];
    Y[45] = t429;
    Y[46] = t334;
    Y[47] = t426;
    Y[48] = t419;
    Y[49] = Value() + 0.0;
    Y[50] = Value() + 0.0;
    Y[51] = Value() + 0.0;
    Y[52] = (t408 * cosine[1] - t409 * sine[1]) * sine[0] + (t408 * sine[1] + t409 * cosine[1]) * cosine[0];
    Y[53] = cosine[0] * (t415 * cosine[1] - t416 * sine[1]) - (t416 * cosine[1] + t415 * sine[1]) * sine[0];
    Y[54] = (t413 * sine[1] + t414 * cosine[1]) * cosine[0] + sine[0] * (t413 * cosine[1] - t414 * sine[1]);
    Y[55] = (t410 * cosine[1] - t411 * sine[1]) * sine[0] + cosine[0] * (t410 * sine[1] + t411 * cosine[1]);
    Y[56] = cosine[0] * (t403 * cosine[1] + t404 * sine[1]) + (t404 * cosine[1] - t403 * sine[1]) * sine[0];
    Y[57] = cosine[0] * (t399 * sine[1] - t401 * cosine[1]) + (t401 * sine[1] + t399 * cosine[1]) * sine[0];
    Y[58] = t395;
    Y[59] = t392;
    Y[60] = t389;
    Y[61] = t385;
    Y[62] = Value() + 0.0;
    Y[63] = Value() + 0.0;
    Y[64] = Value() + 0.0;
    Y[65] = sine[0] * (cosine[1] * t379 - t380 * sine[1]) + (t379 * sine[1] + cosine[1] * t380) * cosine[0];
    Y[66] = (t377 * cosine[1] - t378 * sine[1]) * cosine[0] - (t377 * sine[1] + cosine[1] * t378) * sine[0];
    Y[67] = (t374 * sine[1] + cosine[1] * t375) * cosine[0] + (t374 * cosine[1] - t375 * sine[1]) * sine[0];
    Y[68] = sine[0] * (t372 * cosine[1] - t373 * sine[1]) + (t373 * cosine[1] + t372 * sine[1]) * cosine[0];
    Y[69] = (t366 * cosine[1] - t367 * sine[1]) * sine[0] + cosine[0] * (t367 * cosine[1] + t366 * sine[1]);
    Y[70] = (cosine[1] * t364 - t365 * sine[1]) * sine[0] + (t364 * sine[1] + t365 * cosine[1]) * cosine[0];
    Y[71] = t363;
    Y[72] = t359;
    Y[73] = t356;
    Y[74] = t352;
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
    Y[91] = -t347;
    Y[92] = t348 - t349;
    Y[93] = t24 - t23;
    Y[94] = t347;
    Y[95] = t21 + t22;
    Y[96] = qdd[1];
    Y[97] = t39 - (0.85 * qdd[1] + t2 * t346);
    Y[98] = t345 - t42 - t45;
    Y[99] = t343 - t43 * t1;
    Y[100] = 0.180625 * qdd[1] + t2 * t342 - 4.16925 * cosine[0];
    Y[101] = qdd[1];
    Y[102] = qd[1];
    Y[103] = t341;
    Y[104] = t331;
    Y[105] = t330;
    Y[106] = t327;
    Y[107] = t325;
    Y[108] = t324;
    Y[109] = t30;
    Y[110] = t322 - 0.425 * ((t7 * t6 - t339) * sine[1] + (t30 - t7 * t3) * cosine[1]);
    Y[111] = t320 - 0.425 * ((t325 - t30) * sine[1] - (t328 + t339) * cosine[1]);
    Y[112] = t315 - 0.425 * (t324 * sine[1] + (t326 - t25) * cosine[1]);
    Y[113] = t312 - 0.425 * ((t49 - (t36 + t34)) * cosine[1] + (t52 + t336 + t47) * sine[1]);
    Y[114] = Value() + 0.0;
    Y[115] = Value() + 0.0;
    Y[116] = Value() + 0.0;
    Y[117] = t258;
    Y[118] = t257;
    Y[119] = t252;
    Y[120] = t31;
    Y[121] = t246;
    Y[122] = t244;
    Y[123] = t309 - 0.425 * (cosine[1] * t305 - t306 * sine[1]);
    Y[124] = -(0.425 * (t296 * sine[1] + t295 * cosine[1]) + t298);
    Y[125] = t292 - 0.425 * (t290 * cosine[1] + t291 * sine[1]);
    Y[126] = -(0.425 * (t286 * cosine[1] + t335 * sine[1]) + t287);
    Y[127] = Value() + 0.0;
    Y[128] = Value() + 0.0;
    Y[129] = Value() + 0.0;
    Y[130] = t235;
    Y[131] = t241;
    Y[132] = t238;
    Y[133] = t234;
    Y[134] = t231;
    Y[135] = t230;
    Y[136] = t284 - 0.425 * (t283 * sine[1] + t282 * cosine[1]);
    Y[137] = t280 - 0.425 * (t279 * sine[1] - t278 * cosine[1]);
    Y[138] = t276 - 0.425 * (t274 * cosine[1] + t275 * sine[1]);
    Y[139] = t273 - 0.425 * (t271 * cosine[1] + t272 * sine[1]);
    Y[140] = Value() + 0.0;
    Y[141] = Value() + 0.0;
    Y[142] = Value() + 0.0;
    Y[143] = t198;
    Y[144] = t201;
    Y[145] = t199;
    Y[146] = t197;
    Y[147] = t194;
    Y[148] = t192;
    Y[149] = -(0.425 * (cosine[1] * t268 - t269 * sine[1]) + t270);
    Y[150] = t267 - 0.425 * (cosine[1] * t265 + t266 * sine[1]);
    Y[151] = t264 - 0.425 * (t262 * cosine[1] - t263 * sine[1]);
    Y[152] = t261 - 0.425 * (t259 * cosine[1] + t260 * sine[1]);
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
    Y[182] = t331;
    Y[183] = t330;
    Y[184] = t327;
    Y[185] = t325;
    Y[186] = t324;
    Y[187] = t30;
    Y[188] = t322;
    Y[189] = t320;
    Y[190] = t315;
    Y[191] = t312;
    Y[192] = qdd[2];
    Y[193] = qd[2];
    Y[194] = t310;
    Y[195] = t258;
    Y[196] = t257;
    Y[197] = t252;
    Y[198] = t31;
    Y[199] = t246;
    Y[200] = t244;
    Y[201] = t309;
    Y[202] = -t298;
    Y[203] = t292;
    Y[204] = -t287;
    Y[205] = Value() + 0.0;
    Y[206] = Value() + 0.0;
    Y[207] = Value() + 0.0;
    Y[208] = t235;
    Y[209] = t241;
    Y[210] = t238;
    Y[211] = t234;
    Y[212] = t231;
    Y[213] = t230;
    Y[214] = t284;
    Y[215] = t280;
    Y[216] = t276;
    Y[217] = t273;
    Y[218] = Value() + 0.0;
    Y[219] = Value() + 0.0;
    Y[220] = Value() + 0.0;
    Y[221] = t198;
    Y[222] = t201;
    Y[223] = t199;
    Y[224] = t197;
    Y[225] = t194;
    Y[226] = t192;
    Y[227] = -t270;
    Y[228] = t267;
    Y[229] = t264;
    Y[230] = t261;
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
    Y[273] = t258;
    Y[274] = t257;
    Y[275] = t252;
    Y[276] = t31;
    Y[277] = t246;
    Y[278] = t244;
    Y[279] = t58;
    Y[280] = Value() + 0.0;
    Y[281] = t56;
    Y[282] = Value() + 0.0;
    Y[283] = qdd[3];
    Y[284] = qd[3];
    Y[285] = t243;
    Y[286] = t235;
    Y[287] = t241;
    Y[288] = t238;
    Y[289] = t234;
    Y[290] = t231;
    Y[291] = t230;
    Y[292] = t227;
    Y[293] = t216;
    Y[294] = t212;
    Y[295] = t206;
    Y[296] = Value() + 0.0;
    Y[297] = Value() + 0.0;
    Y[298] = Value() + 0.0;
    Y[299] = t198;
    Y[300] = t201;
    Y[301] = t199;
    Y[302] = t197;
    Y[303] = t194;
    Y[304] = t192;
    Y[305] = -t190;
    Y[306] = t186;
    Y[307] = t178;
    Y[308] = t175;
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
    Y[364] = -t162;
    Y[365] = t168 - t32;
    Y[366] = t164 - t167;
    Y[367] = t82;
    Y[368] = t91 - t163;
    Y[369] = t162;
    Y[370] = t128;
    Y[371] = Value() + 0.0;
    Y[372] = -t72;
    Y[373] = Value() + 0.0;
    Y[374] = qdd[4];
    Y[375] = qd[4];
    Y[376] = t161;
    Y[377] = -t150;
    Y[378] = t154 - t160;
    Y[379] = -t141;
    Y[380] = t151 - t147;
    Y[381] = -t138;
    Y[382] = t149;
    Y[383] = t144 - t145;
    Y[384] = -t132;
    Y[385] = t120 - t115;
    Y[386] = -t117;
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
    Y[455] = t102;
    Y[456] = t114;
    Y[457] = t109;
    Y[458] = -t102;
    Y[459] = t100;
    Y[460] = t92;
    Y[461] = -t84;
    Y[462] = t86;
    Y[463] = Value() + 0.0;
    Y[464] = Value() + 0.0;
    Y[465] = qdd[5];
    Y[466] = qd[5];
    Y[467] = t0;
  }
};
}  // namespace
void regressor(const double* q, const double* qd, const double* qdd, double* Y) {
  evaluate(RegressorBody(), q, qd, qdd, Y);
}


// Built from: the base parameters' columns of the regressor (derivatives of tau's Newton-Euler program by the standard parameters (inputs there)).
// 598 multiplications, 425 additions, 0 divisions, 16 function calls.
namespace {
struct BaseRegressorBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* Yb) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5]);
    const Value t0 = sign_of(qd[5]);
    const Value t1 = cosine[0] * qd[0];
    const Value t2 = sine[0] * qd[0];
    const Value t3 = t1 * sine[1] + t2 * cosine[1];
    const Value t4 = t1 * cosine[1];
    const Value t5 = t2 * sine[1];
    const Value t6 = t4 - t5;
    const Value t7 = t5 - t4;
    const Value t8 = cosine[2] * t3 + sine[2] * t6;
    const Value t9 = t8 * sine[3];
    const Value t10 = qd[2] + qd[1];
    const Value t11 = t10 + qd[3];
    const Value t12 = cosine[3] * t11;
    const Value t13 = t12 - t9;
    const Value t14 = t9 - t12;
    const Value t15 = t3 * sine[2];
    const Value t16 = cosine[2] * t6;
    const Value t17 = t15 - t16;
    const Value t18 = t16 - t15;
    const Value t19 = qd[4] + t17;
    const Value t20 = 0.0823 * t19;
    const Value t21 = t2 * qd[1];
    const Value t22 = qdd[0] * cosine[0] - t21;
    const Value t23 = t1 * qd[1];
    const Value t24 = qdd[0] * sine[0] + t23;
    const Value t25 = t22 * sine[1] + cosine[1] * t24 + qd[2] * t6;
    const Value t26 = cosine[1] * t22 - t24 * sine[1];
    const Value t27 = t3 * qd[2];
    const Value t28 = t26 - t27;
    const Value t29 = cosine[2] * t25 + sine[2] * t28 + t18 * qd[3];
    const Value t30 = qdd[1] + qdd[2];
    const Value t31 = qdd[3] + t30;
    const Value t32 = qd[4] * t13 + (t31 * sine[3] + cosine[3] * t29);
    const Value t33 = 0.39225 * t6;
    const Value t34 = 0.10915 * t6;
    const Value t35 = 0.425 * t1;
    const Value t36 = 9.81 * cosine[0];
    const Value t37 = t36 - (t2 * t35 + 0.425 * qdd[1]);
    const Value t38 = t1 * t35;
    const Value t39 = 0.425 * qd[1];
    const Value t40 = 9.81 * sine[0];
    const Value t41 = t40 + (t39 * qd[1] + t38);
    const Value t42 = t2 * t39;
    const Value t43 = t37 * cosine[1] - t41 * sine[1];
    const Value t44 = t37 * sine[1] + cosine[1] * t41;
    const Value t45 = t10 * t34 - t3 * t33 - (0.39225 * t30 + 0.10915 * t25) + t43;
    const Value t46 = t33 * t6;
    const Value t47 = t10 * t33 + 0.39225 * t25;
    const Value t48 = 0.10915 * t3 + 0.39225 * t10;
    const Value t49 = t10 * t48 + t46 + 0.10915 * t28 + t44;
    const Value t50 = t45 * cosine[2] - sine[2] * t49;
    const Value t51 = t45 * sine[2] + cosine[2] * t49;
    const Value t52 = 0.09465 * t8;
    const Value t53 = 0.09465 * t11;
    const Value t54 = t50 + (t52 * t8 + t53 * t11);
    const Value t55 = 0.09465 * t31 - t52 * t18 + t51;
    const Value t56 = t13 * t20 + 0.0823 * t32 - t54;
    const Value t57 = 0.39225 * t28;
    const Value t58 = 0.425 * t22;
    const Value t59 = t58 - t42;
    const Value t60 = t57 - (t3 * t48 + t34 * t6) + t59;
    const Value t61 = t60 - (0.09465 * t29 + t53 * t18);
    const Value t62 = t61 * sine[3] + cosine[3] * t55;
    const Value t63 = cosine[3] * t61;
    const Value t64 = t55 * sine[3];
    const Value t65 = t11 * sine[3] + t8 * cosine[3];
    const Value t66 = 0.0823 * t65;
    const Value t67 = t66 * t65 + t19 * t20;
    const Value t68 = cosine[2] * t28 - sine[2] * t25;
    const Value t69 = t8 * qd[3];
    const Value t70 = t69 - t68;
    const Value t71 = qdd[4] + t70;
    const Value t72 = t66 * t13 - 0.0823 * t71 + t62;
    const Value t73 = sine[4] * t56 - t72 * cosine[4];
    const Value t74 = t72 * sine[4] + cosine[4] * t56;
    const Value t75 = cosine[3] * t31 - t29 * sine[3];
    const Value t76 = qd[4] * t65;
    const Value t77 = t75 - t76;
    const Value t78 = t76 - t75;
    const Value t79 = qdd[5] + t77;
    const Value t80 = cosine[4] * t65 - t19 * sine[4];
    const Value t81 = qd[5] * t80 + (cosine[4] * t71 + t32 * sine[4]);
    const Value t82 = qd[5] + t13;
    const Value t83 = t80 * t82;
    const Value t84 = t83 - t81;
    const Value t85 = t83 + t81;
    const Value t86 = sine[4] * t65 + t19 * cosine[4];
    const Value t87 = t32 * cosine[4] - sine[4] * t71 - qd[5] * t86;
    const Value t88 = t86 * t82;
    const Value t89 = t82 * t82;
    const Value t90 = t87 + t88;
    const Value t91 = t80 * t80;
    const Value t92 = t86 * t80;
    const Value t93 = t86 * t86;
    const Value t94 = t91 - t93;
    const Value t95 = t89 + t91;
    const Value t96 = t89 - t91;
    const Value t97 = t92 + t79;
    const Value t98 = t97 * cosine[4];
    const Value t99 = t97 * sine[4];
    const Value t100 = sine[4] * t95 - t98;
    const Value t101 = cosine[4] * t95 + t99;
    const Value t102 = t63 - t64;
    const Value t103 = t64 - t63;
    const Value t104 = t102 - t67;
    const Value t105 = t67 - t102;
    const Value t106 = 0.0823 * t100 + t104 * sine[4];
    const Value t107 = cosine[4] * t104 + 0.0823 * t101;
    const Value t108 = t79 - t92;
    const Value t109 = sine[4] * t108;
    const Value t110 = cosine[4] * t108;
    const Value t111 = t93 + t89;
    const Value t112 = t93 - t89;
    const Value t113 = t98 + t112 * sine[4];
    const Value t114 = t112 * cosine[4] - t99;
    const Value t115 = t109 + cosine[4] * t111;
    const Value t116 = cosine[4] * t96 + t109;
    const Value t117 = t110 - sine[4] * t111;
    const Value t118 = t110 - sine[4] * t96;
    const Value t119 = 0.0823 * t115;
    const Value t120 = t105 * cosine[4];
    const Value t121 = 0.0823 * t117 + t105 * sine[4];
    const Value t122 = t83 * cosine[4];
    const Value t123 = t83 * sine[4];
    const Value t124 = t88 * sine[4] + t122;
    const Value t125 = t122 + t87 * sine[4];
    const Value t126 = sine[4] * t85;
    const Value t127 = t87 - t88;
    const Value t128 = t123 - t88 * cosine[4];
    const Value t129 = t87 * cosine[4] - t123;
    const Value t130 = t127 * cosine[4];
    const Value t131 = sign_of(qd[4]);
    const Value t132 = t19 * t65;
    const Value t133 = t77 - t132;
    const Value t134 = t65 * t65;
    const Value t135 = t13 * t13;
    const Value t136 = t19 * t13;
    const Value t137 = t19 * t19;
    const Value t138 = t13 * t65;
    const Value t139 = t13 * t14;
    const Value t140 = t14 * t65;
    const Value t141 = cosine[3] * t100 - t127 * sine[3];
    const Value t142 = cosine[3] * t127 + t100 * sine[3];
    const Value t143 = t127 * sine[4] + cosine[4] * t85;
    const Value t144 = 0.09465 * t141 + (t107 * sine[3] + t73 * cosine[3]);
    const Value t145 = t107 * cosine[3] - t73 * sine[3] - 0.09465 * t142;
    const Value t146 = sine[3] * t85 + cosine[3] * t115;
    const Value t147 = cosine[3] * t85 - t115 * sine[3];
    const Value t148 = t74 * cosine[3] + sine[3] * t121 + 0.09465 * t146;
    const Value t149 = t74 * sine[3] - cosine[3] * t121 - 0.09465 * t147;
    const Value t150 = t79 * cosine[3] + sine[3] * t128;
    const Value t151 = cosine[3] * t128 - t79 * sine[3];
    const Value t152 = t84 * cosine[3] + t114 * sine[3];
    const Value t153 = cosine[3] * t114 - t84 * sine[3];
    const Value t154 = t118 * sine[3] + t90 * cosine[3];
    const Value t155 = t118 * cosine[3] - t90 * sine[3];
    const Value t156 = cosine[3] * t94 - t143 * sine[3];
    const Value t157 = cosine[3] * t143 + t94 * sine[3];
    const Value t158 = t92 * cosine[3] + t129 * sine[3];
    const Value t159 = cosine[3] * t129 - t92 * sine[3];
    const Value t160 = t138 - t71;
    const Value t161 = t137 + t134;
    const Value t162 = t160 * cosine[3] + sine[3] * t161;
    const Value t163 = t160 * sine[3] - cosine[3] * t161;
    const Value t164 = sine[3] * t54;
    const Value t165 = cosine[3] * t54;
    const Value t166 = 0.09465 * t162 - t164;
    const Value t167 = t139 - t137;
    const Value t168 = t139 + t137;
    const Value t169 = t134 - t137;
    const Value t170 = t71 - t140;
    const Value t171 = t140 + t71;
    const Value t172 = t167 * cosine[3] - sine[3] * t170;
    const Value t173 = t167 * sine[3] + cosine[3] * t170;
    const Value t174 = t164 + 0.09465 * t173;
    const Value t175 = 0.09465 * t172 + t165;
    const Value t176 = 0.09465 * t163 + t165;
    const Value t177 = sine[3] * t168 - cosine[3] * t171;
    const Value t178 = t171 * sine[3] + cosine[3] * t168;
    const Value t179 = cosine[3] * t132;
    const Value t180 = t136 * sine[3] - t179;
    const Value t181 = t32 * sine[3] + t179;
    const Value t182 = t32 + t136;
    const Value t183 = t133 * sine[3] + t182 * cosine[3];
    const Value t184 = t133 * cosine[3] - t182 * sine[3];
    const Value t185 = t138 + t71;
    const Value t186 = cosine[3] * t169 - t185 * sine[3];
    const Value t187 = sine[3] * t169 + cosine[3] * t185;
    const Value t188 = sign_of(qd[3]);
    const Value t189 = t8 * t11;
    const Value t190 = t189 - (t68 - t69);
    const Value t191 = t70 - t189;
    const Value t192 = t189 + t70;
    const Value t193 = t18 * t17;
    const Value t194 = t8 * t8;
    const Value t195 = -(t193 + t194);
    const Value t196 = t18 * t11;
    const Value t197 = t29 - t196;
    const Value t198 = t18 * t8;
    const Value t199 = t8 * t17 + t31;
    const Value t200 = t11 * t17 - t29;
    const Value t201 = t11 * t11;
    const Value t202 = t201 + t18 * t18;
    const Value t203 = t193 + t201;
    const Value t204 = -t198;
    const Value t205 = t141 * sine[2] - cosine[2] * t101;
    const Value t206 = cosine[2] * t141 + sine[2] * t101;
    const Value t207 = t144 - 0.39225 * t205;
    const Value t208 = t117 * cosine[2] - t146 * sine[2];
    const Value t209 = t146 * cosine[2] + t117 * sine[2];
    const Value t210 = t148 + 0.39225 * t208;
    const Value t211 = t162 * sine[2] - t182 * cosine[2];
    const Value t212 = cosine[2] * t162 + t182 * sine[2];
    const Value t213 = t166 - 0.39225 * t211;
    const Value t214 = t78 + t132;
    const Value t215 = t172 * sine[2] - cosine[2] * t214;
    const Value t216 = cosine[2] * t172 + sine[2] * t214;
    const Value t217 = t175 - 0.39225 * t215;
    const Value t218 = t31 - t198;
    const Value t219 = t31 + t198;
    const Value t220 = t194 + t201;
    const Value t221 = t201 - t194;
    const Value t222 = sine[2] * t218 + cosine[2] * t220;
    const Value t223 = cosine[2] * t218 - sine[2] * t220;
    const Value t224 = t51 - 0.39225 * t222;
    const Value t225 = t219 * cosine[2];
    const Value t226 = t219 * sine[2];
    const Value t227 = t225 - t202 * sine[2];
    const Value t228 = t226 + cosine[2] * t202;
    const Value t229 = t225 - sine[2] * t221;
    const Value t230 = t226 + cosine[2] * t221;
    const Value t231 = t50 - 0.39225 * t227;
    const Value t232 = sign_of(qd[2]);
    const Value t233 = 0.39225 * t3;
    const Value t234 = t3 * t233 - t46 - t44;
    const Value t235 = t57 - t10 * t233 + t59;
    const Value t236 = 0.7845 * t6;
    const Value t237 = t43 - (0.7845 * t30 + t3 * t236);
    const Value t238 = t10 * t3;
    const Value t239 = t238 + t28;
    const Value t240 = t10 * t6;
    const Value t241 = t25 - t240;
    const Value t242 = t3 * t3;
    const Value t243 = t6 * t6;
    const Value t244 = t242 - t243;
    const Value t245 = t3 * t6;
    const Value t246 = -t245;
    const Value t247 = t10 * t10;
    const Value t248 = t243 - t247;
    const Value t249 = sign_of(qd[1]);
    const Value t250 = 0.425 * t2;
    const Value t251 = 0.85 * t1;
    const Value t252 = t2 * t2;
    const Value t253 = t1 * t1;
    const Value t254 = t2 * t1;
    const Value t255 = cosine[2] * t145 - sine[2] * t106 - 0.10915 * t205;
    const Value t256 = cosine[2] * t106 + t145 * sine[2] + (0.39225 * t142 + 0.10915 * t206);
    const Value t257 = (t255 * cosine[1] - t256 * sine[1]) * sine[0] + (t255 * sine[1] + t256 * cosine[1] + 0.425 * t142) * cosine[0];
    const Value t258 = t120 - t119;
    const Value t259 = 0.39225 * t147 - 0.10915 * t209 + (sine[2] * t149 + t258 * cosine[2]);
    const Value t260 = cosine[2] * t149 - t258 * sine[2] - 0.10915 * t208;
    const Value t261 = cosine[0] * (t259 * cosine[1] + t260 * sine[1] + 0.425 * t147) + sine[0] * (t260 * cosine[1] - t259 * sine[1]);
    const Value t262 = t124 * sine[2] + cosine[2] * t151;
    const Value t263 = sine[2] * t151 - t124 * cosine[2];
    const Value t264 = cosine[2] * t153 - sine[2] * t113;
    const Value t265 = sine[2] * t153 + cosine[2] * t113;
    const Value t266 = cosine[2] * t155 - t116 * sine[2];
    const Value t267 = t155 * sine[2] + t116 * cosine[2];
    const Value t268 = t130 - t126;
    const Value t269 = cosine[2] * t268 - sine[2] * t157;
    const Value t270 = cosine[2] * t157 + t268 * sine[2];
    const Value t271 = cosine[2] * t159 - t125 * sine[2];
    const Value t272 = sine[2] * t159 + t125 * cosine[2];
    const Value t273 = 0.39225 * t163 + 0.10915 * t212 + (cosine[2] * t62 - t176 * sine[2]);
    const Value t274 = 0.10915 * t211 + (cosine[2] * t176 + sine[2] * t62);
    const Value t275 = cosine[0] * (t273 * cosine[1] - t274 * sine[1] + 0.425 * t163) - (t273 * sine[1] + t274 * cosine[1]) * sine[0];
    const Value t276 = 0.39225 * t173 + 0.10915 * t216 + (cosine[2] * t103 - sine[2] * t174);
    const Value t277 = cosine[2] * t174 + t103 * sine[2] + 0.10915 * t215;
    const Value t278 = (0.425 * t173 + (cosine[1] * t276 - t277 * sine[1])) * cosine[0] - sine[0] * (t276 * sine[1] + t277 * cosine[1]);
    const Value t279 = t132 - t78;
    const Value t280 = t279 * cosine[2] + sine[2] * t178;
    const Value t281 = cosine[2] * t178 - t279 * sine[2];
    const Value t282 = t132 * sine[3];
    const Value t283 = t282 + t136 * cosine[3];
    const Value t284 = t32 * cosine[3] - t282;
    const Value t285 = sine[2] * t71 + t283 * cosine[2];
    const Value t286 = t283 * sine[2] - cosine[2] * t71;
    const Value t287 = t135 - t134;
    const Value t288 = cosine[2] * t184 - sine[2] * t287;
    const Value t289 = t184 * sine[2] + cosine[2] * t287;
    const Value t290 = t32 - t136;
    const Value t291 = cosine[2] * t290 - sine[2] * t187;
    const Value t292 = cosine[2] * t187 + sine[2] * t290;
    const Value t293 = cosine[2] * t284 - t138 * sine[2];
    const Value t294 = t284 * sine[2] + t138 * cosine[2];
    const Value t295 = t29 + t196;
    const Value t296 = sine[2] * t60;
    const Value t297 = cosine[2] * t60;
    const Value t298 = 0.10915 * t223 - 0.39225 * t295 - t296;
    const Value t299 = t296 - 0.10915 * t227;
    const Value t300 = 0.10915 * t222 + t297;
    const Value t301 = (t298 * cosine[1] - t300 * sine[1] - 0.425 * t295) * cosine[0] - sine[0] * (t298 * sine[1] + t300 * cosine[1]);
    const Value t302 = 0.39225 * t190 - 0.10915 * t228 - t297;
    const Value t303 = (t299 * cosine[1] - t302 * sine[1]) * sine[0] + (t302 * cosine[1] + t299 * sine[1] + 0.425 * t190) * cosine[0];
    const Value t304 = cosine[2] * t203 + sine[2] * t199;
    const Value t305 = sine[2] * t203 - cosine[2] * t199;
    const Value t306 = t189 * sine[2];
    const Value t307 = cosine[2] * t189;
    const Value t308 = cosine[2] * t196 + t306;
    const Value t309 = sine[2] * t196 - t307;
    const Value t310 = cosine[2] * t29 - t306;
    const Value t311 = t307 + sine[2] * t29;
    const Value t312 = cosine[2] * t192 - t200 * sine[2];
    const Value t313 = t200 * cosine[2] + sine[2] * t192;
    const Value t314 = t25 + t240;
    const Value t315 = (t235 * cosine[1] - t47 * sine[1]) * sine[0] + (t235 * sine[1] + t47 * cosine[1] + 0.425 * t314) * cosine[0];
    const Value t316 = 0.7845 * t10;
    const Value t317 = t10 * t236 - t316 * t6;
    const Value t318 = t42 - t58 + (t3 * t316 - 0.7845 * t28);
    const Value t319 = (t318 * cosine[1] + t317 * sine[1] + 0.425 * (t238 + (t27 - t26))) * cosine[0] + (t317 * cosine[1] - t318 * sine[1]) * sine[0];
    const Value t320 = t28 - t238;
    const Value t321 = t238 * sine[1];
    const Value t322 = t238 * cosine[1];
    const Value t323 = t30 - t245;
    const Value t324 = t247 - t242;
    const Value t325 = t245 + t30;
    const Value t326 = 0.85 * qd[1];
    const Value t327 = cosine[0] * t21;
    const Value t328 = qd[1] * qd[1];
    const Value t329 = sign_of(qd[0]);
    Yb[0] = qdd[0];
    Yb[1] = qd[0];
    Yb[2] = t329;
    Yb[3] = sine[0] * t24 + t327;
    Yb[4] = (t22 - t21) * sine[0] + (t23 + t24) * cosine[0];
    Yb[5] = (qdd[1] + t254) * sine[0] + (t328 - t252) * cosine[0];
    Yb[6] = cosine[0] * (qdd[1] - t254) + sine[0] * (t253 - t328);
    Yb[7] = sine[0] * t23 - t327;
    Yb[8] = sine[0] * (t251 * qd[1] - t1 * t326) + cosine[0] * (t2 * t326 - 0.85 * t22);
    Yb[9] = (0.425 * t24 + t35 * qd[1]) * cosine[0] + sine[0] * (t58 - t250 * qd[1]);
    Yb[10] = Value() + 0.0;
    Yb[11] = Value() + 0.0;
    Yb[12] = (t322 + t25 * sine[1]) * cosine[0] + sine[0] * (t25 * cosine[1] - t321);
    Yb[13] = (t314 * cosine[1] + t320 * sine[1]) * cosine[0] + (t320 * cosine[1] - t314 * sine[1]) * sine[0];
    Yb[14] = (t324 * cosine[1] + t325 * sine[1]) * cosine[0] + (t325 * cosine[1] - t324 * sine[1]) * sine[0];
    Yb[15] = cosine[0] * (t248 * sine[1] + cosine[1] * t323) + (t248 * cosine[1] - t323 * sine[1]) * sine[0];
    Yb[16] = (t321 + cosine[1] * t240) * sine[0] + (t240 * sine[1] - t322) * cosine[0];
    Yb[17] = t319;
    Yb[18] = t315;
    Yb[19] = Value() + 0.0;
    Yb[20] = Value() + 0.0;
    Yb[21] = Value() + 0.0;
    Yb[22] = (t310 * cosine[1] - t311 * sine[1]) * sine[0] + cosine[0] * (t310 * sine[1] + cosine[1] * t311);
    Yb[23] = (cosine[1] * t229 - t230 * sine[1]) * sine[0] + cosine[0] * (t230 * cosine[1] + t229 * sine[1]);
    Yb[24] = (t312 * sine[1] + t313 * cosine[1]) * cosine[0] + (t312 * cosine[1] - t313 * sine[1]) * sine[0];
    Yb[25] = sine[0] * (t308 * cosine[1] - t309 * sine[1]) + cosine[0] * (t309 * cosine[1] + t308 * sine[1]);
    Yb[26] = (t304 * cosine[1] - t305 * sine[1]) * sine[0] + cosine[0] * (t305 * cosine[1] + t304 * sine[1]);
    Yb[27] = t303;
    Yb[28] = t301;
    Yb[29] = Value() + 0.0;
    Yb[30] = Value() + 0.0;
    Yb[31] = Value() + 0.0;
    Yb[32] = (t293 * cosine[1] - t294 * sine[1]) * sine[0] + (t293 * sine[1] + t294 * cosine[1]) * cosine[0];
    Yb[33] = cosine[0] * (t291 * cosine[1] - t292 * sine[1]) - (t292 * cosine[1] + t291 * sine[1]) * sine[0];
    Yb[34] = (t288 * sine[1] + t289 * cosine[1]) * cosine[0] + sine[0] * (t288 * cosine[1] - t289 * sine[1]);
    Yb[35] = (t285 * cosine[1] - t286 * sine[1]) * sine[0] + cosine[0] * (t285 * sine[1] + t286 * cosine[1]);
    Yb[36] = cosine[0] * (t280 * cosine[1] + t281 * sine[1]) + (t281 * cosine[1] - t280 * sine[1]) * sine[0];
    Yb[37] = t278;
    Yb[38] = t275;
    Yb[39] = Value() + 0.0;
    Yb[40] = Value() + 0.0;
    Yb[41] = Value() + 0.0;
    Yb[42] = sine[0] * (cosine[1] * t271 - t272 * sine[1]) + (t271 * sine[1] + cosine[1] * t272) * cosine[0];
    Yb[43] = (t269 * cosine[1] - t270 * sine[1]) * cosine[0] - (t269 * sine[1] + cosine[1] * t270) * sine[0];
    Yb[44] = (t266 * sine[1] + cosine[1] * t267) * cosine[0] + (t266 * cosine[1] - t267 * sine[1]) * sine[0];
    Yb[45] = (t264 * cosine[1] - t265 * sine[1]) * sine[0] + cosine[0] * (t265 * cosine[1] + t264 * sine[1]);
    Yb[46] = (cosine[1] * t262 - t263 * sine[1]) * sine[0] + (t262 * sine[1] + t263 * cosine[1]) * cosine[0];
    Yb[47] = t261;
    Yb[48] = t257;
    Yb[49] = Value() + 0.0;
    Yb[50] = Value() + 0.0;
    Yb[51] = Value() + 0.0;
    Yb[52] = Value() + 0.0;
    Yb[53] = Value() + 0.0;
    Yb[54] = Value() + 0.0;
    Yb[55] = -t254;
    Yb[56] = t252 - t253;
    Yb[57] = t24 - t23;
    Yb[58] = t21 + t22;
    Yb[59] = qdd[1];
    Yb[60] = t36 - (0.85 * qdd[1] + t2 * t251);
    Yb[61] = t2 * t250 - t38 - t40;
    Yb[62] = qd[1];
    Yb[63] = t249;
    Yb[64] = t246;
    Yb[65] = t244;
    Yb[66] = t241;
    Yb[67] = t239;
    Yb[68] = t30;
    Yb[69] = t237 - 0.425 * ((t7 * t6 - t247) * sine[1] + (t30 - t7 * t3) * cosine[1]);
    Yb[70] = t234 - 0.425 * ((t245 - t30) * sine[1] - (t242 + t247) * cosine[1]);
    Yb[71] = Value() + 0.0;
    Yb[72] = Value() + 0.0;
    Yb[73] = Value() + 0.0;
    Yb[74] = t204;
    Yb[75] = t197;
    Yb[76] = t195;
    Yb[77] = t31;
    Yb[78] = t191;
    Yb[79] = t231 - 0.425 * (cosine[1] * t227 - t228 * sine[1]);
    Yb[80] = t224 - 0.425 * (t222 * cosine[1] + t223 * sine[1]);
    Yb[81] = Value() + 0.0;
    Yb[82] = Value() + 0.0;
    Yb[83] = Value() + 0.0;
    Yb[84] = t181;
    Yb[85] = t186;
    Yb[86] = t183;
    Yb[87] = t180;
    Yb[88] = t177;
    Yb[89] = t217 - 0.425 * (t216 * sine[1] + t215 * cosine[1]);
    Yb[90] = t213 - 0.425 * (t211 * cosine[1] + t212 * sine[1]);
    Yb[91] = Value() + 0.0;
    Yb[92] = Value() + 0.0;
    Yb[93] = Value() + 0.0;
    Yb[94] = t158;
    Yb[95] = t156;
    Yb[96] = t154;
    Yb[97] = t152;
    Yb[98] = t150;
    Yb[99] = -(0.425 * (cosine[1] * t208 - t209 * sine[1]) + t210);
    Yb[100] = t207 - 0.425 * (cosine[1] * t205 + t206 * sine[1]);
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
    Yb[116] = t246;
    Yb[117] = t244;
    Yb[118] = t241;
    Yb[119] = t239;
    Yb[120] = t30;
    Yb[121] = t237;
    Yb[122] = t234;
    Yb[123] = qdd[2];
    Yb[124] = qd[2];
    Yb[125] = t232;
    Yb[126] = t204;
    Yb[127] = t197;
    Yb[128] = t195;
    Yb[129] = t31;
    Yb[130] = t191;
    Yb[131] = t231;
    Yb[132] = t224;
    Yb[133] = Value() + 0.0;
    Yb[134] = Value() + 0.0;
    Yb[135] = Value() + 0.0;
    Yb[136] = t181;
    Yb[137] = t186;
    Yb[138] = t183;
    Yb[139] = t180;
    Yb[140] = t177;
    Yb[141] = t217;
    Yb[142] = t213;
    Yb[143] = Value() + 0.0;
    Yb[144] = Value() + 0.0;
    Yb[145] = Value() + 0.0;
    Yb[146] = t158;
    Yb[147] = t156;
    Yb[148] = t154;
    Yb[149] = t152;
    Yb[150] = t150;
    Yb[151] = -t210;
    Yb[152] = t207;
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
    Yb[178] = t204;
    Yb[179] = t197;
    Yb[180] = t195;
    Yb[181] = t31;
    Yb[182] = t191;
    Yb[183] = t50;
    Yb[184] = t51;
    Yb[185] = qdd[3];
    Yb[186] = qd[3];
    Yb[187] = t188;
    Yb[188] = t181;
    Yb[189] = t186;
    Yb[190] = t183;
    Yb[191] = t180;
    Yb[192] = t177;
    Yb[193] = t175;
    Yb[194] = t166;
    Yb[195] = Value() + 0.0;
    Yb[196] = Value() + 0.0;
    Yb[197] = Value() + 0.0;
    Yb[198] = t158;
    Yb[199] = t156;
    Yb[200] = t154;
    Yb[201] = t152;
    Yb[202] = t150;
    Yb[203] = -t148;
    Yb[204] = t144;
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
    Yb[240] = -t138;
    Yb[241] = t136 - t32;
    Yb[242] = t134 - t135;
    Yb[243] = t71;
    Yb[244] = t78 - t132;
    Yb[245] = t102;
    Yb[246] = -t62;
    Yb[247] = qdd[4];
    Yb[248] = qd[4];
    Yb[249] = t131;
    Yb[250] = -t125;
    Yb[251] = t126 - t130;
    Yb[252] = -t116;
    Yb[253] = -t113;
    Yb[254] = t124;
    Yb[255] = t119 - t120;
    Yb[256] = -t106;
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
    Yb[302] = t92;
    Yb[303] = t94;
    Yb[304] = t90;
    Yb[305] = t84;
    Yb[306] = t79;
    Yb[307] = -t74;
    Yb[308] = t73;
    Yb[309] = qdd[5];
    Yb[310] = qd[5];
    Yb[311] = t0;
  }
};
}  // namespace
void base_regressor(const double* q, const double* qd, const double* qdd, double* Yb) {
  evaluate(BaseRegressorBody(), q, qd, qdd, Yb);
}


// Built from: the model's standard parameters grouped exactly.
// 0 multiplications, 0 additions, 0 divisions, 0 function calls.


void base_parameters(double* beta) {
  beta[0] = -2.428173788152783;
  beta[1] = 0.0;
  beta[2] = 0.0;
  beta[3] = 1.9133702208333334;
  beta[4] = 0.0;
  beta[5] = 0.349300285625;
  beta[6] = 0.0;
  beta[7] = -1.8982628208333334;
  beta[8] = -3.88977;
  beta[9] = 0.0;
  beta[10] = 0.0;
  beta[11] = 0.0;
  beta[12] = 0.682312588275;
  beta[13] = 0.0;
  beta[14] = 0.12652256366625;
  beta[15] = 0.0;
  beta[16] = -0.678118588275;
  beta[17] = -1.594451775;
  beta[18] = 0.0;
  beta[19] = 0.0;
  beta[20] = 0.0;
  beta[21] = 0.0;
  beta[22] = 0.01459785988165;
  beta[23] = 0.0;
  beta[24] = 0.0;
  beta[25] = 0.01583209738165;
  beta[26] = 3.5853228e-05;
  beta[27] = 0.0;
  beta[28] = 0.150887345;
  beta[29] = 0.0;
  beta[30] = 0.0;
  beta[31] = 0.0;
  beta[32] = 0.0025425267421732333;
  beta[33] = 0.0;
  beta[34] = 0.0;
  beta[35] = 0.0037767642421732335;
  beta[36] = -3.5853228e-05;
  beta[37] = 0.0;
  beta[38] = 0.0351648539;
  beta[39] = 0.0;
  beta[40] = 0.0;
  beta[41] = 0.0;
  beta[42] = 0.0;
  beta[43] = 0.0;
  beta[44] = 0.0;
  beta[45] = 0.0;
  beta[46] = 0.00019024875;
  beta[47] = 0.0;
  beta[48] = 0.0;
  beta[49] = 0.0;
  beta[50] = 0.0;
  beta[51] = 0.0;
}

// Built from: forward kinematics in the base frame, the task's rows.
// 65 multiplications, 53 additions, 0 divisions, 10 function calls.
namespace {
struct TaskJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* Jx) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[0]);
    const Value t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = sine[3] * (sine[2] * t0 + cosine[2] * t1);
    const Value t3 = cosine[2] * t0;
    const Value t4 = sine[2] * t1;
    const Value t5 = t4 - t3;
    const Value t6 = cosine[0] * sine[4];
    const Value t7 = sine[4] * sine[0];
    const Value t8 = t6 * cosine[1] - t7 * sine[1];
    const Value t9 = t7 * cosine[1] + t6 * sine[1];
    const Value t10 = 0.425 * t6;
    const Value t11 = sine[3] * (cosine[2] * t8 - sine[2] * t9) + cosine[3] * cosine[4];
    const Value t12 = cosine[2] * t9 + t8 * sine[2];
    const Value t13 = 0.10915 * cosine[4] + 0.39225 * t8 + t10;
    const Value t14 = -cosine[4];
    const Value t15 = cosine[0] * cosine[4];
    const Value t16 = sine[0] * cosine[4];
    const Value t17 = t15 * cosine[1] - t16 * sine[1];
    const Value t18 = t16 * cosine[1] + t15 * sine[1];
    const Value t19 = 0.425 * t15;
    const Value t20 = cosine[3] * sine[4] - (t17 * cosine[2] - t18 * sine[2]) * sine[3];
    const Value t21 = cosine[2] * t18 + t17 * sine[2];
    const Value t22 = 0.10915 * sine[4] - 0.39225 * t17 - t19;
    const Value t23 = 0.09465 * t12 - t13;
    const Value t24 = 0.0823 * t11;
    const Value t25 = t23 - t24;
    const Value t26 = t25 - t23;
    const Value t27 = 0.09465 * t21 + t22;
    const Value t28 = t27 + 0.0823 * t20;
    const Value t29 = t28 - t27;
    const Value t30 = 0.089159 - 0.425 * sine[0];
    const Value t31 = t30 - 0.39225 * t1;
    const Value t32 = t31 - 0.09465 * (t3 - t4);
    const Value t33 = t32 - 0.0823 * t2;
    const Value t34 = t33 - t32;
    const Value t35 = t33 - t31;
    const Value t36 = t33 - t30;
    const Value t37 = t33 - 0.089159;
    Jx[0] = t24 - t23;
    Jx[1] = -(cosine[4] * t37);
    Jx[2] = -(cosine[4] * t36);
    Jx[3] = -(t35 * cosine[4]);
    Jx[4] = t12 * t34 - t5 * t26;
    Jx[5] = Value() + 0.0;
    Jx[6] = t28;
    Jx[7] = -(sine[4] * t37);
    Jx[8] = -(sine[4] * t36);
    Jx[9] = -(t35 * sine[4]);
    Jx[10] = t29 * t5 - t34 * t21;
    Jx[11] = Value() + 0.0;
    Jx[12] = Value() + 0.0;
    Jx[13] = sine[4] * t25 + cosine[4] * t28;
    Jx[14] = (t19 + t28) * cosine[4] + (t10 + t25) * sine[4];
    Jx[15] = (t28 - t22) * cosine[4] + (t13 + t25) * sine[4];
    Jx[16] = t26 * t21 - t29 * t12;
    Jx[17] = Value() + 0.0;
    Jx[18] = Value() + 0.0;
    Jx[19] = sine[4];
    Jx[20] = sine[4];
    Jx[21] = sine[4];
    Jx[22] = t21;
    Jx[23] = t20;
    Jx[24] = Value() + 0.0;
    Jx[25] = t14;
    Jx[26] = t14;
    Jx[27] = t14;
    Jx[28] = t12;
    Jx[29] = -t11;
    Jx[30] = Value() + 1.0;
    Jx[31] = Value() + 0.0;
    Jx[32] = Value() + 0.0;
    Jx[33] = Value() + 0.0;
    Jx[34] = t5;
    Jx[35] = -t2;
  }
};
}  // namespace
void task_jacobian(const double* q, double* Jx) {
  evaluate(TaskJacobianBody(), q, Jx);
}


// Built from: calls mass_matrix, task_jacobian; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 520 multiplications, 377 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_mass_matrix(const double* q, double* Mx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  mass_matrix(q, M);
  task_jacobian(q, J);
  return task_space_solve(M, J, nullptr, nullptr, kTask, false, Mx);
}

// Built from: calls mass_matrix, task_jacobian, coriolis_centrifugal, jacobian_dot_qd; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 475 multiplications, 373 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_velocity_terms(const double* q, const double* qd, double* Vx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double V[kDof];
  double a[6];
  double h[kTask];
  mass_matrix(q, M);
  task_jacobian(q, J);
  coriolis_centrifugal(q, qd, V);
  jacobian_dot_qd(q, qd, a);
  task_rows_of(a, h);
  return task_space_solve(M, J, V, h, 1, false, Vx);
}

// Built from: calls mass_matrix, task_jacobian, gravity; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 475 multiplications, 367 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_gravity(const double* q, double* Gx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double G[kDof];
  mass_matrix(q, M);
  task_jacobian(q, J);
  gravity(q, G);
  return task_space_solve(M, J, G, nullptr, 1, false, Gx);
}

// Built from: calls mass_matrix, task_jacobian, coriolis_centrifugal, gravity, jacobian_dot_qd; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 694 multiplications, 557 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_dynamics(const double* q, const double* qd, double* Mx, double* Vx, double* Gx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double V[kDof];
  double G[kDof];
  double a[6];
  double h[kTask];
  mass_matrix(q, M);
  task_jacobian(q, J);
  coriolis_centrifugal(q, qd, V);
  gravity(q, G);
  jacobian_dot_qd(q, qd, a);
  task_rows_of(a, h);
  return task_space_terms(M, J, V, G, h, Mx, Vx, Gx);
}

// Built from: calls mass_matrix, task_jacobian, coriolis_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
// 2384 multiplications, 2308 additions, 12 divisions, 10 function calls. The solves included. Besides the functions it calls.

namespace {
struct TaskCoriolisCoefficientsBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, double* H) const {
    double sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[0]);
    const double t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const double t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const double t2 = sine[2] * t0 + cosine[2] * t1;
    const double t3 = cosine[3] * t2;
    const double t4 = cosine[2] * t0;
    const double t5 = 0.39225 * t0;
    const double t6 = sine[2] * t1;
    const double t7 = t4 - t6;
    const double t8 = t6 - t4;
    const double t9 = t7 * sine[3];
    const double t10 = -t9;
    const double t11 = 0.0823 * t9;
    const double t12 = cosine[0] * sine[4];
    const double t13 = t12 * cosine[1];
    const double t14 = sine[4] * sine[0];
    const double t15 = t14 * sine[1];
    const double t16 = t13 - t15;
    const double t17 = t15 - t13;
    const double t18 = t14 * cosine[1] + t12 * sine[1];
    const double t19 = 0.425 * t12;
    const double t20 = 0.425 * t14;
    const double t21 = sine[2] * t18;
    const double t22 = cosine[2] * t16 - t21;
    const double t23 = cosine[3] * t22;
    const double t24 = cosine[4] * sine[3];
    const double t25 = cosine[2] * t18;
    const double t26 = 0.39225 * t18;
    const double t27 = t25 + t16 * sine[2];
    const double t28 = t17 * sine[2] - t25;
    const double t29 = t27 * sine[3];
    const double t30 = cosine[0] * cosine[4];
    const double t31 = sine[0] * cosine[4];
    const double t32 = t30 * cosine[1] - t31 * sine[1];
    const double t33 = t31 * cosine[1] + t30 * sine[1];
    const double t34 = 0.425 * t30;
    const double t35 = 0.425 * t31;
    const double t36 = t32 * cosine[2] - t33 * sine[2];
    const double t37 = t36 * sine[3];
    const double t38 = cosine[3] * sine[4];
    const double t39 = t38 - t37;
    const double t40 = cosine[2] * t33 + t32 * sine[2];
    const double t41 = 0.39225 * t32;
    const double t42 = 0.39225 * t33;
    const double t43 = t36 * cosine[3] + sine[4] * sine[3];
    const double t44 = t40 * sine[3];
    const double t45 = cosine[3] * cosine[4];
    const double t46 = t45 - (t17 * cosine[2] + t21) * sine[3];
    const double t47 = 0.10915 * cosine[4];
    const double t48 = t47 + 0.39225 * t16 + t19;
    const double t49 = t47 - 0.39225 * t17 + t19;
    const double t50 = 0.09465 * t27 - t48;
    const double t51 = t50 - 0.0823 * (sine[3] * t22 + t45);
    const double t52 = t51 - t50;
    const double t53 = t36 * t52;
    const double t54 = 0.09465 * t22;
    const double t55 = 0.0823 * t29;
    const double t56 = t54 + t55;
    const double t57 = t56 - t54;
    const double t58 = 0.09465 * t40;
    const double t59 = 0.10915 * sine[4];
    const double t60 = t59 - t41 - t34;
    const double t61 = t34 + (t41 - t59);
    const double t62 = t58 + t60;
    const double t63 = t58 - t61;
    const double t64 = t63 - 0.0823 * (t37 - t38);
    const double t65 = t64 - t63;
    const double t66 = t62 + 0.0823 * t39;
    const double t67 = t66 - t62;
    const double t68 = t67 * t22;
    const double t69 = 0.0823 * t44;
    const double t70 = 0.09465 * t36;
    const double t71 = t69 + t70;
    const double t72 = t71 - t70;
    const double t73 = 0.0823 * t43;
    const double t74 = 0.0823 * (t23 - t24);
    const double t75 = t73 * cosine[4] + t74 * sine[4];
    const double t76 = t26 + t54;
    const double t77 = t76 + t55;
    const double t78 = t77 - t76;
    const double t79 = t70 + t42;
    const double t80 = t69 + t79;
    const double t81 = t80 - t79;
    const double t82 = t56 * sine[4] + t71 * cosine[4];
    const double t83 = t26 + t20;
    const double t84 = t54 + t83;
    const double t85 = t84 + t55;
    const double t86 = t85 - t84;
    const double t87 = t35 + t42;
    const double t88 = t70 + t87;
    const double t89 = t69 + t88;
    const double t90 = t89 - t88;
    const double t91 = 0.09465 * t28 + t49;
    const double t92 = 0.0823 * t46 + t91;
    const double t93 = t92 - t91;
    const double t94 = t67 * t2;
    const double t95 = 0.09465 * t2;
    const double t96 = t95 - t11;
    const double t97 = t96 - t95;
    const double t98 = 0.089159 - 0.425 * sine[0];
    const double t99 = t98 - 0.39225 * t1;
    const double t100 = t99 - 0.09465 * t7;
    const double t101 = t100 - 0.0823 * (sine[3] * t2);
    const double t102 = t101 - t100;
    const double t103 = t101 - t99;
    const double t104 = t101 - t98;
    const double t105 = t101 - 0.089159;
    const double t106 = t36 * t102;
    const double t107 = 0.0823 * t3;
    const double t108 = sine[4] * t107;
    const double t109 = cosine[4] * t107;
    const double t110 = t95 - t5;
    const double t111 = t110 - t11;
    const double t112 = t111 - t110;
    const double t113 = t111 + t5;
    const double t114 = sine[4] * t96;
    const double t115 = cosine[4] * t96;
    const double t116 = 0.425 * cosine[0];
    const double t117 = t116 + t5;
    const double t118 = t95 - t117;
    const double t119 = t118 - t11;
    const double t120 = t119 - t118;
    const double t121 = t119 + t117;
    const double t122 = t119 + t116;
    const double t123 = t102 * t22;
    const double t124 = t52 * t2;
    H[0] = sine[4] * t105 - t85;
    H[1] = sine[4] * t104 - t77;
    H[2] = t103 * sine[4] - t56;
    H[3] = t74 + (t102 * t40 - t8 * t65);
    H[4] = 0.0;
    H[5] = -(t111 * cosine[4] + t122 * cosine[4]);
    H[6] = -(t115 + t121 * cosine[4]);
    H[7] = t123 + t27 * t120 - (t8 * t86 + t124) + t109;
    H[8] = 0.0;
    H[9] = -(t115 + cosine[4] * t113);
    H[10] = t109 + (t123 + t112 * t27 - (t8 * t78 + t124));
    H[11] = 0.0;
    H[12] = t109 + (t123 + t27 * t97 - (t8 * t57 + t124));
    H[13] = 0.0;
    H[14] = 0.0;
    H[15] = t89 - cosine[4] * t105;
    H[16] = t80 - cosine[4] * t104;
    H[17] = t71 - t103 * cosine[4];
    H[18] = t93 * t8 - t102 * t28 - t73;
    H[19] = 0.0;
    H[20] = -(t122 * sine[4] + t111 * sine[4]);
    H[21] = -(t121 * sine[4] + t114);
    H[22] = t8 * t90 + t94 - (t106 + t40 * t120) + t108;
    H[23] = 0.0;
    H[24] = -(sine[4] * t113 + t114);
    H[25] = t94 + t8 * t81 - (t112 * t40 + t106) + t108;
    H[26] = 0.0;
    H[27] = t72 * t8 + t94 - (t97 * t40 + t106) + t108;
    H[28] = 0.0;
    H[29] = 0.0;
    H[30] = cosine[4] * t51 + sine[4] * t64 + (cosine[4] * t92 - sine[4] * t66);
    H[31] = (t34 + t64) * sine[4] + (t19 + t51) * cosine[4] + (cosine[4] * (t92 - t19) - (t34 + t66) * sine[4]);
    H[32] = (t92 - t49) * cosine[4] - (t66 - t60) * sine[4] + ((t48 + t51) * cosine[4] + sine[4] * (t61 + t64));
    H[33] = t52 * t28 + t40 * t65 - (t67 * t40 + t27 * t93);
    H[34] = 0.0;
    H[35] = (t89 - t35) * cosine[4] + (t85 - t20) * sine[4] + (t77 * sine[4] + t80 * cosine[4]);
    H[36] = t82 + ((t89 - t87) * cosine[4] + (t85 - t83) * sine[4]);
    H[37] = t53 + t40 * t86 - (t27 * t90 + t68) - t75;
    H[38] = 0.0;
    H[39] = (t77 - t26) * sine[4] + (t80 - t42) * cosine[4] + t82;
    H[40] = t53 + t40 * t78 - (t68 + t27 * t81) - t75;
    H[41] = 0.0;
    H[42] = t53 + t40 * t57 - (t68 + t27 * t72) - t75;
    H[43] = 0.0;
    H[44] = 0.0;
    H[45] = cosine[4];
    H[46] = cosine[4];
    H[47] = cosine[4];
    H[48] = t28;
    H[49] = t46;
    H[50] = 0.0;
    H[51] = 0.0;
    H[52] = t36;
    H[53] = t44;
    H[54] = 0.0;
    H[55] = t36;
    H[56] = t44;
    H[57] = t36;
    H[58] = t44;
    H[59] = -t43;
    H[60] = sine[4];
    H[61] = sine[4];
    H[62] = sine[4];
    H[63] = t40;
    H[64] = t39;
    H[65] = 0.0;
    H[66] = 0.0;
    H[67] = t22;
    H[68] = t29;
    H[69] = 0.0;
    H[70] = t22;
    H[71] = t29;
    H[72] = t22;
    H[73] = t29;
    H[74] = t24 - t23;
    H[75] = 0.0;
    H[76] = 0.0;
    H[77] = 0.0;
    H[78] = 0.0;
    H[79] = 0.0;
    H[80] = 0.0;
    H[81] = 0.0;
    H[82] = t2;
    H[83] = t10;
    H[84] = 0.0;
    H[85] = t2;
    H[86] = t10;
    H[87] = t2;
    H[88] = t10;
    H[89] = -t3;
  }
};
}  // namespace
int task_coriolis_coefficients(const double* q, double* Bx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double K[90];
  double H[90];
  mass_matrix(q, M);
  task_jacobian(q, J);
  coriolis_coefficients(q, K);
  evaluate_with_avx2_copy(TaskCoriolisCoefficientsBody(), q, &H[0]);
  return task_space_solve(M, J, K, H, 15, true, Bx);
}


// Built from: calls mass_matrix, task_jacobian, centrifugal_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
// 1211 multiplications, 1082 additions, 12 divisions, 10 function calls. The solves included. Besides the functions it calls.

namespace {
struct TaskCentrifugalCoefficientsBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, double* H) const {
    double sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[0], q[2], q[3], q[4]);
    const double t0 = cosine[0] * cosine[1];
    const double t1 = sine[0] * cosine[1];
    const double t2 = t0 * cosine[2] - t1 * sine[2];
    const double t3 = t1 * cosine[2] + t0 * sine[2];
    const double t4 = t2 * cosine[3] - t3 * sine[3];
    const double t5 = 0.0823 * (t4 * cosine[4] + sine[1] * sine[4]);
    const double t6 = sine[1] * sine[0];
    const double t7 = cosine[0] * sine[1];
    const double t8 = t6 * cosine[2] + t7 * sine[2];
    const double t9 = cosine[3] * t8;
    const double t10 = t7 * cosine[2];
    const double t11 = t6 * sine[2];
    const double t12 = t10 - t11;
    const double t13 = t11 - t10;
    const double t14 = t9 + t12 * sine[3];
    const double t15 = sine[3] * t8;
    const double t16 = 0.0823 * (cosine[4] * cosine[1] - (t13 * cosine[3] + t15) * sine[4]) + (0.09465 * (t13 * sine[3] - t9) + (0.10915 * cosine[1] - 0.39225 * t13 + 0.425 * t7));
    const double t17 = cosine[3] * t12 - t15;
    const double t18 = 0.39225 * t8;
    const double t19 = 0.0823 * (cosine[4] * t17 - cosine[1] * sine[4]);
    const double t20 = 0.09465 * t17;
    const double t21 = cosine[3] * t3 + t2 * sine[3];
    const double t22 = 0.0823 * (t4 * sine[4] - cosine[4] * sine[1]) - (0.09465 * t21 - (0.425 * t0 + (0.39225 * t2 - 0.10915 * sine[1])));
    const double t23 = 0.09465 * t4;
    const double t24 = 0.39225 * t3;
    const double t25 = 0.0823 * (t14 * sine[4]);
    const double t26 = 0.0823 * (t21 * sine[4]);
    const double t27 = cosine[0] * cosine[2] - sine[0] * sine[2];
    const double t28 = cosine[0] * sine[2] + sine[0] * cosine[2];
    const double t29 = sine[3] * t27 + cosine[3] * t28;
    const double t30 = sine[3] * t28;
    const double t31 = 0.0823 * (cosine[4] * t29);
    const double t32 = 0.09465 * t29;
    const double t33 = cosine[3] * t27;
    const double t34 = 0.39225 * t27;
    const double t35 = t30 - t33;
    const double t36 = 0.0823 * ((t33 - t30) * sine[4]);
    const double t37 = t32 - t36;
    const double t38 = t32 - t34 - t36;
    const double t39 = t32 - (0.425 * cosine[0] + t34) - t36;
    H[0] = t22;
    H[1] = -(t39 * cosine[1]);
    H[2] = -(t38 * cosine[1]);
    H[3] = -(cosine[1] * t37);
    H[4] = t19 * t35 - t14 * t31;
    H[5] = 0.0;
    H[6] = t16;
    H[7] = -(t39 * sine[1]);
    H[8] = -(t38 * sine[1]);
    H[9] = -(sine[1] * t37);
    H[10] = t21 * t31 - t5 * t35;
    H[11] = 0.0;
    H[12] = 0.0;
    H[13] = (t20 + (t18 + 0.425 * t6) + t25) * sine[1] + (t26 + (t23 + (0.425 * t1 + t24))) * cosine[1];
    H[14] = (t18 + t20 + t25) * sine[1] + (t26 + (t23 + t24)) * cosine[1];
    H[15] = (t20 + t25) * sine[1] + (t26 + t23) * cosine[1];
    H[16] = t5 * t14 - t19 * t21;
    H[17] = 0.0;
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
int task_centrifugal_coefficients(const double* q, double* Cx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double K[36];
  double H[36];
  mass_matrix(q, M);
  task_jacobian(q, J);
  centrifugal_coefficients(q, K);
  evaluate_with_avx2_copy(TaskCentrifugalCoefficientsBody(), q, &H[0]);
  return task_space_solve(M, J, K, H, 6, true, Cx);
}


}  // namespace ur5
