// quadrotor: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
// Each function's "Built from" line names its route.
// Do not edit; regenerate with the command below instead.
// Model:   quadrotor.yaml (SHA-256 0f769ff0db0432896d0a510a2e201ee780be95839dd606aa7c79afb95abdc691)
// Command: nedyn generate quadrotor.yaml
#include "quadrotor.hpp"

#include <cmath>

namespace quadrotor {
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
// 35 multiplications, 21 additions, 0 divisions, 4 function calls.
namespace {
struct InverseDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, Value* tau) const {
    Value sine[2], cosine[2];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, q[5]);
    const Value t1 = sine[0] * qd[3];
    const Value t2 = t1 * cosine[1] - qd[4] * sine[1];
    const double t3 = p.Izz - p.Ixx;
    const Value t4 = t3 * t2;
    const Value t5 = t1 * sine[1] + qd[4] * cosine[1];
    const Value t6 = t4 * t5 + (qdd[3] * cosine[0] - qd[4] * t1 + qdd[5]) * p.Iyy;
    const Value t7 = qd[3] * cosine[0];
    const Value t8 = qd[5] + t7;
    const Value t9 = t8 * p.Iyy;
    const Value t10 = t8 * t4 - t2 * t9;
    const Value t11 = qd[4] * t7;
    const Value t12 = qdd[3] * sine[0] + t11;
    const Value t13 = (t12 * cosine[1] - sine[1] * qdd[4] - qd[5] * t5) * t3 - t9 * t5;
    tau[0] = p.m * qdd[0];
    tau[1] = p.m * qdd[1];
    tau[2] = p.m * (p.g + qdd[2]);
    tau[3] = t6 * cosine[0] + (t13 * cosine[1] - t10 * sine[1] + (p.Ixx * t11 + t12 * p.Ixx)) * sine[0];
    tau[4] = p.Ixx * qdd[4] - t1 * t7 * p.Ixx - (t10 * cosine[1] + t13 * sine[1]);
    tau[5] = t6;
  }
};
}  // namespace
void inverse_dynamics(const Params& p, const double* q, const double* qd, const double* qdd, double* tau) {
  evaluate(InverseDynamicsBody(), p, q, qd, qdd, tau);
}


// Built from: recursion: unit accelerations, grouped inertial parameters.
// 10 multiplications, 6 additions, 0 divisions, 4 function calls.
namespace {
struct MassMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* M) const {
    Value sine[2], cosine[2];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, q[5]);
    const Value t1 = p.Iyy * cosine[0];
    const double t2 = p.Izz - p.Ixx;
    const Value t3 = t2 * (sine[0] * cosine[1]);
    M[0] = Value() + p.m;
    M[6] = Value() + 0.0;
    M[7] = Value() + p.m;
    M[12] = Value() + 0.0;
    M[13] = Value() + 0.0;
    M[14] = Value() + p.m;
    M[18] = Value() + 0.0;
    M[19] = Value() + 0.0;
    M[20] = Value() + 0.0;
    M[21] = (sine[0] * p.Ixx + cosine[1] * t3) * sine[0] + t1 * cosine[0];
    M[24] = Value() + 0.0;
    M[25] = Value() + 0.0;
    M[26] = Value() + 0.0;
    M[27] = -(sine[1] * t3);
    M[28] = sine[1] * (t2 * sine[1]) + p.Ixx;
    M[30] = Value() + 0.0;
    M[31] = Value() + 0.0;
    M[32] = Value() + 0.0;
    M[33] = t1;
    M[34] = Value() + 0.0;
    M[35] = Value() + p.Iyy;
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
// 27 multiplications, 16 additions, 0 divisions, 4 function calls.
namespace {
struct CoriolisCentrifugalBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* V) const {
    Value sine[2], cosine[2];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, q[5]);
    const Value t1 = sine[0] * qd[3];
    const Value t2 = t1 * cosine[1] - qd[4] * sine[1];
    const double t3 = p.Izz - p.Ixx;
    const Value t4 = t3 * t2;
    const Value t5 = t1 * sine[1] + qd[4] * cosine[1];
    const Value t6 = t4 * t5 - p.Iyy * (qd[4] * t1);
    const Value t7 = qd[3] * cosine[0];
    const Value t8 = qd[4] * t7;
    const Value t9 = qd[5] + t7;
    const Value t10 = t9 * p.Iyy;
    const Value t11 = t9 * t4 - t2 * t10;
    const Value t12 = t3 * (cosine[1] * t8 - qd[5] * t5) - t10 * t5;
    const Value t13 = p.Ixx * t8;
    V[0] = Value() + 0.0;
    V[1] = Value() + 0.0;
    V[2] = Value() + 0.0;
    V[3] = t6 * cosine[0] + sine[0] * (t13 + t13 + (t12 * cosine[1] - t11 * sine[1]));
    V[4] = -(t1 * t7 * p.Ixx + (t12 * sine[1] + t11 * cosine[1]));
    V[5] = t6;
  }
};
}  // namespace
void coriolis_centrifugal(const Params& p, const double* q, const double* qd, double* V) {
  evaluate(CoriolisCentrifugalBody(), p, q, qd, V);
}


// Built from: recursion: at rest, grouped inertial parameters.
// 1 multiplications, 0 additions, 0 divisions, 0 function calls.
namespace {
struct GravityBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* G) const {
    (void)q;
    (void)sin_cos;
    G[0] = Value() + 0.0;
    G[1] = Value() + 0.0;
    G[2] = Value() + p.m * p.g;
    G[3] = Value() + 0.0;
    G[4] = Value() + 0.0;
    G[5] = Value() + 0.0;
  }
};
}  // namespace
void gravity(const Params& p, const double* q, double* G) {
  GravityBody()(NoSinCos<double>(), p, q, G);
}


// Built from: recursion: Christoffel symbols of M.
// 24 multiplications, 14 additions, 0 divisions, 4 function calls.
namespace {
struct CoriolisCoefficientsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* B) const {
    Value sine[2], cosine[2];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, q[5]);
    const double t1 = p.Izz - p.Ixx;
    const Value t2 = t1 * (sine[0] * sine[1]);
    const Value t3 = t1 * (sine[0] * cosine[1]);
    const Value t4 = cosine[1] * t3;
    const Value t5 = t2 * sine[1] - t4;
    const Value t6 = (cosine[1] * cosine[0] * t1 * cosine[1] + p.Ixx * cosine[0]) * sine[0] + (sine[0] * p.Ixx + t4) * cosine[0];
    const Value t7 = sine[0] * p.Iyy;
    const Value t8 = t5 + t7;
    B[0] = Value() + 0.0;
    B[1] = Value() + 0.0;
    B[2] = Value() + 0.0;
    B[3] = Value() + 0.0;
    B[4] = Value() + 0.0;
    B[5] = Value() + 0.0;
    B[6] = Value() + 0.0;
    B[7] = Value() + 0.0;
    B[8] = Value() + 0.0;
    B[9] = Value() + 0.0;
    B[10] = Value() + 0.0;
    B[11] = Value() + 0.0;
    B[12] = Value() + 0.0;
    B[13] = Value() + 0.0;
    B[14] = Value() + 0.0;
    B[15] = Value() + 0.0;
    B[16] = Value() + 0.0;
    B[17] = Value() + 0.0;
    B[18] = Value() + 0.0;
    B[19] = Value() + 0.0;
    B[20] = Value() + 0.0;
    B[21] = Value() + 0.0;
    B[22] = Value() + 0.0;
    B[23] = Value() + 0.0;
    B[24] = Value() + 0.0;
    B[25] = Value() + 0.0;
    B[26] = Value() + 0.0;
    B[27] = Value() + 0.0;
    B[28] = Value() + 0.0;
    B[29] = Value() + 0.0;
    B[30] = Value() + 0.0;
    B[31] = Value() + 0.0;
    B[32] = Value() + 0.0;
    B[33] = Value() + 0.0;
    B[34] = Value() + 0.0;
    B[35] = Value() + 0.0;
    B[36] = Value() + 0.0;
    B[37] = Value() + 0.0;
    B[38] = Value() + 0.0;
    B[39] = Value() + 0.0;
    B[40] = Value() + 0.0;
    B[41] = Value() + 0.0;
    B[42] = Value() + 0.0;
    B[43] = Value() + 0.0;
    B[44] = Value() + 0.0;
    B[45] = Value() + 0.0;
    B[46] = Value() + 0.0;
    B[47] = Value() + 0.0;
    B[48] = Value() + 0.0;
    B[49] = Value() + 0.0;
    B[50] = Value() + 0.0;
    B[51] = Value() + 0.0;
    B[52] = Value() + 0.0;
    B[53] = Value() + 0.0;
    B[54] = Value() + 0.0;
    B[55] = Value() + 0.0;
    B[56] = Value() + 0.0;
    B[57] = t6 - (t7 * cosine[0] + sine[0] * (p.Iyy * cosine[0]));
    B[58] = -(sine[0] * (sine[1] * t3 + t2 * cosine[1]));
    B[59] = t5 - t7;
    B[60] = Value() + 0.0;
    B[61] = Value() + 0.0;
    B[62] = Value() + 0.0;
    B[63] = Value() + 0.0;
    B[64] = Value() + 0.0;
    B[65] = Value() + 0.0;
    B[66] = Value() + 0.0;
    B[67] = Value() + 0.0;
    B[68] = Value() + 0.0;
    B[69] = Value() + 0.0;
    B[70] = Value() + 0.0;
    B[71] = Value() + 0.0;
    B[72] = Value() + 0.0;
    B[73] = t8;
    B[74] = t1 * cosine[1] * sine[1] + cosine[1] * (t1 * sine[1]);
    B[75] = Value() + 0.0;
    B[76] = Value() + 0.0;
    B[77] = Value() + 0.0;
    B[78] = Value() + 0.0;
    B[79] = Value() + 0.0;
    B[80] = Value() + 0.0;
    B[81] = Value() + 0.0;
    B[82] = Value() + 0.0;
    B[83] = Value() + 0.0;
    B[84] = Value() + 0.0;
    B[85] = Value() + 0.0;
    B[86] = Value() + 0.0;
    B[87] = -t8;
    B[88] = Value() + 0.0;
    B[89] = Value() + 0.0;
  }
};
}  // namespace
void coriolis_coefficients(const Params& p, const double* q, double* B) {
  evaluate(CoriolisCoefficientsBody(), p, q, B);
}


// Built from: closed form, Horner.
// 13 multiplications, 6 additions, 0 divisions, 4 function calls.
namespace {
struct CentrifugalCoefficientsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* C) const {
    Value sine[2], cosine[2];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, q[5], t0);
    const Value t1 = cosine[0] * ((p.Ixx - p.Izz) * sine[0]);
    C[0] = Value() + 0.0;
    C[1] = Value() + 0.0;
    C[2] = Value() + 0.0;
    C[3] = Value() + 0.0;
    C[4] = Value() + 0.0;
    C[5] = Value() + 0.0;
    C[6] = Value() + 0.0;
    C[7] = Value() + 0.0;
    C[8] = Value() + 0.0;
    C[9] = Value() + 0.0;
    C[10] = Value() + 0.0;
    C[11] = Value() + 0.0;
    C[12] = Value() + 0.0;
    C[13] = Value() + 0.0;
    C[14] = Value() + 0.0;
    C[15] = Value() + 0.0;
    C[16] = Value() + 0.0;
    C[17] = Value() + 0.0;
    C[18] = Value() + 0.0;
    C[19] = Value() + 0.0;
    C[20] = Value() + 0.0;
    C[21] = Value() + 0.0;
    C[22] = t1 * cosine[1];
    C[23] = Value() + 0.0;
    C[24] = Value() + 0.0;
    C[25] = Value() + 0.0;
    C[26] = Value() + 0.0;
    C[27] = (p.Iyy - p.Ixx * sine[0] * sine[0] + (sine[0] * sine[0] - 1.0) * p.Izz) * sine[1] * cosine[1];
    C[28] = Value() + 0.0;
    C[29] = Value() + 0.0;
    C[30] = Value() + 0.0;
    C[31] = Value() + 0.0;
    C[32] = Value() + 0.0;
    C[33] = sine[1] * (sine[1] * ((p.Izz - p.Ixx) * sine[0])) * cosine[0];
    C[34] = t1;
    C[35] = Value() + 0.0;
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
    F[2] = Value() + 0.0;
    F[3] = Value() + 0.0;
    F[4] = Value() + 0.0;
    F[5] = Value() + 0.0;
  }
};
}  // namespace
void friction(const Params& p, const double* qd, double* F) {
  FrictionBody()(NoSinCos<double>(), p, qd, F);
}


// Built from: M: recursion: unit accelerations, grouped inertial parameters; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone).
// 52 multiplications, 28 additions, 4 divisions, 4 function calls.
namespace {
struct ForwardDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* tau, Value* qdd) const {
    Value sine[2], cosine[2];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, q[5]);
    const Value t1 = sine[0] * qd[3];
    const Value t2 = t1 * sine[1] + qd[4] * cosine[1];
    const Value t3 = qd[3] * cosine[0];
    const Value t4 = qd[4] * t3;
    const double t5 = p.Izz - p.Ixx;
    const Value t6 = qd[5] + t3;
    const Value t7 = t6 * p.Iyy;
    const Value t8 = t5 * (cosine[1] * t4 - qd[5] * t2) - t7 * t2;
    const Value t9 = p.Ixx * t4;
    const Value t10 = t1 * cosine[1] - qd[4] * sine[1];
    const Value t11 = t5 * t10;
    const Value t12 = t6 * t11 - t10 * t7;
    const Value t13 = t11 * t2 - p.Iyy * (qd[4] * t1);
    const Value t14 = tau[4] + (t1 * t3 * p.Ixx + (t8 * sine[1] + t12 * cosine[1]));
    const Value t15 = t5 * (sine[0] * cosine[1]);
    const Value t16 = 1.0 / (sine[1] * (t5 * sine[1]) + p.Ixx);
    const Value t17 = sine[1] * t15;
    const Value t18 = t16 * t17;
    const Value t19 = tau[5] - t13;
    const double t20 = 1.0 / p.Iyy;
    const Value t21 = p.Iyy * cosine[0];
    const Value t22 = t20 * t21;
    const Value t23 = t14 * t18 + (tau[3] - (t13 * cosine[0] + sine[0] * (t9 + t9 + (t8 * cosine[1] - t12 * sine[1]))) - t22 * t19);
    const Value t24 = 1.0 / ((sine[0] * p.Ixx + cosine[1] * t15) * sine[0] + t21 * cosine[0] - t22 * t21 - t17 * t18) * t23;
    const double t25 = 1.0 / p.m;
    qdd[0] = tau[0] * t25;
    qdd[1] = tau[1] * t25;
    qdd[2] = (tau[2] - p.m * p.g) * t25;
    qdd[3] = t24;
    qdd[4] = t24 * t18 + t16 * t14;
    qdd[5] = t20 * t19 - t22 * t24;
  }
};
}  // namespace
void forward_dynamics(const Params& p, const double* q, const double* qd, const double* tau, double* qdd) {
  evaluate(ForwardDynamicsBody(), p, q, qd, tau, qdd);
}


// Built from: Christoffel symbols of the mass-matrix program.
// 51 multiplications, 21 additions, 0 divisions, 4 function calls.
namespace {
struct CoriolisMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* Cc) const {
    Value sine[2], cosine[2];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, q[5]);
    const double t1 = p.Izz - p.Ixx;
    const Value t2 = t1 * (sine[0] * sine[1]);
    const Value t3 = t1 * (sine[0] * cosine[1]);
    const Value t4 = cosine[1] * t3;
    const Value t5 = sine[0] * (sine[1] * t3 + t2 * cosine[1]);
    const Value t6 = t2 * sine[1] - t4;
    const Value t7 = sine[0] * p.Iyy;
    const Value t8 = t6 + t7;
    const Value t9 = t6 - t7;
    const Value t10 = t8 * qd[3];
    const Value t11 = t1 * cosine[1] * sine[1] + cosine[1] * (t1 * sine[1]);
    const Value t12 = cosine[1] * cosine[0] * t1;
    const Value t13 = (t12 * cosine[1] + p.Ixx * cosine[0]) * sine[0] + (sine[0] * p.Ixx + t4) * cosine[0] - (t7 * cosine[0] + sine[0] * (p.Iyy * cosine[0]));
    Cc[0] = Value() + 0.0;
    Cc[1] = Value() + 0.0;
    Cc[2] = Value() + 0.0;
    Cc[3] = Value() + 0.0;
    Cc[4] = Value() + 0.0;
    Cc[5] = Value() + 0.0;
    Cc[6] = Value() + 0.0;
    Cc[7] = Value() + 0.0;
    Cc[8] = Value() + 0.0;
    Cc[9] = Value() + 0.0;
    Cc[10] = Value() + 0.0;
    Cc[11] = Value() + 0.0;
    Cc[12] = Value() + 0.0;
    Cc[13] = Value() + 0.0;
    Cc[14] = Value() + 0.0;
    Cc[15] = Value() + 0.0;
    Cc[16] = Value() + 0.0;
    Cc[17] = Value() + 0.0;
    Cc[18] = Value() + 0.0;
    Cc[19] = Value() + 0.0;
    Cc[20] = Value() + 0.0;
    Cc[21] = 0.5 * (t13 * qd[4] - qd[5] * t5);
    Cc[22] = 0.5 * (t13 * qd[3] + qd[5] * t9) - qd[4] * (t12 * sine[1]);
    Cc[23] = 0.5 * (qd[4] * t9 - t5 * qd[3]);
    Cc[24] = Value() + 0.0;
    Cc[25] = Value() + 0.0;
    Cc[26] = Value() + 0.0;
    Cc[27] = 0.5 * (t8 * qd[5]) - 0.5 * t13 * qd[3];
    Cc[28] = 0.5 * (t11 * qd[5]);
    Cc[29] = 0.5 * (t10 + t11 * qd[4]);
    Cc[30] = Value() + 0.0;
    Cc[31] = Value() + 0.0;
    Cc[32] = Value() + 0.0;
    Cc[33] = 0.5 * t5 * qd[3] - 0.5 * (t8 * qd[4]);
    Cc[34] = -(0.5 * t10 + qd[4] * (0.5 * t11));
    Cc[35] = Value() + 0.0;
  }
};
}  // namespace
void coriolis_matrix(const Params& p, const double* q, const double* qd, double* Cc) {
  evaluate(CoriolisMatrixBody(), p, q, qd, Cc);
}


// Built from: forward kinematics in the base frame.
// 14 multiplications, 10 additions, 0 divisions, 6 function calls.
namespace {
struct ToolPoseBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* T) const {
    (void)p;
    Value sine[3], cosine[3];
    const Value t0 = 1.5707963267948966 + q[3];
    const Value t1 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, t1, q[5]);
    const Value t2 = cosine[0] * cosine[1];
    const Value t3 = cosine[1] * sine[0];
    T[0] = cosine[0] * sine[2] + t3 * cosine[2];
    T[1] = cosine[0] * cosine[2] - t3 * sine[2];
    T[2] = -(sine[1] * sine[0]);
    T[3] = q[1];
    T[4] = sine[1] * cosine[2];
    T[5] = -(sine[1] * sine[2]);
    T[6] = cosine[1];
    T[7] = q[2];
    T[8] = t2 * cosine[2] - sine[2] * sine[0];
    T[9] = -(cosine[2] * sine[0] + t2 * sine[2]);
    T[10] = -(cosine[0] * sine[1]);
    T[11] = q[0];
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
// 2 multiplications, 5 additions, 0 divisions, 4 function calls.
namespace {
struct JacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* J) const {
    (void)p;
    Value sine[2], cosine[2];
    const Value t0 = 1.5707963267948966 + q[3];
    const Value t1 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, t1);
    J[0] = Value() + 0.0;
    J[1] = Value() + 1.0;
    J[2] = Value() + 0.0;
    J[3] = Value() + 0.0;
    J[4] = Value() + 0.0;
    J[5] = Value() + 0.0;
    J[6] = Value() + 0.0;
    J[7] = Value() + 0.0;
    J[8] = Value() + 1.0;
    J[9] = Value() + 0.0;
    J[10] = Value() + 0.0;
    J[11] = Value() + 0.0;
    J[12] = Value() + 1.0;
    J[13] = Value() + 0.0;
    J[14] = Value() + 0.0;
    J[15] = Value() + 0.0;
    J[16] = Value() + 0.0;
    J[17] = Value() + 0.0;
    J[18] = Value() + 0.0;
    J[19] = Value() + 0.0;
    J[20] = Value() + 0.0;
    J[21] = Value() + 0.0;
    J[22] = -cosine[0];
    J[23] = -(sine[1] * sine[0]);
    J[24] = Value() + 0.0;
    J[25] = Value() + 0.0;
    J[26] = Value() + 0.0;
    J[27] = Value() + 1.0;
    J[28] = Value() + 0.0;
    J[29] = cosine[1];
    J[30] = Value() + 0.0;
    J[31] = Value() + 0.0;
    J[32] = Value() + 0.0;
    J[33] = Value() + 0.0;
    J[34] = sine[0];
    J[35] = -(cosine[0] * sine[1]);
  }
};
}  // namespace
void jacobian(const Params& p, const double* q, double* J) {
  evaluate(JacobianBody(), p, q, J);
}


// Built from: derivatives of J qd along qd.
// 16 multiplications, 7 additions, 0 divisions, 4 function calls.
namespace {
struct JacobianDotQdBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* a) const {
    (void)p;
    Value sine[2], cosine[2];
    const Value t0 = 1.5707963267948966 + q[3];
    const Value t1 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, t1);
    a[0] = Value() + 0.0;
    a[1] = Value() + 0.0;
    a[2] = Value() + 0.0;
    a[3] = (qd[4] * sine[0] - qd[5] * (cosine[0] * sine[1])) * qd[3] - cosine[1] * sine[0] * qd[5] * qd[4];
    a[4] = -(qd[5] * sine[1] * qd[4]);
    a[5] = qd[3] * (cosine[0] * qd[4] + qd[5] * (sine[1] * sine[0])) - qd[5] * (cosine[0] * cosine[1]) * qd[4];
  }
};
}  // namespace
void jacobian_dot_qd(const Params& p, const double* q, const double* qd, double* a) {
  evaluate(JacobianDotQdBody(), p, q, qd, a);
}


// Built from: forward kinematics in the base frame, per frame.
// 14 multiplications, 10 additions, 0 divisions, 6 function calls.

namespace {
struct FramePoseBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const double* q, int frame, double* T) const {
    (void)p;
    switch (frame) {
      case 0: {
        double sine[3], cosine[3];
        const double t0 = 1.5707963267948966 + q[3];
        const double t1 = q[4] - 1.5707963267948966;
        sin_cos(sine, cosine, t0, t1, q[5]);
        const double t2 = cosine[0] * cosine[1];
        const double t3 = cosine[1] * sine[0];
        T[0] = cosine[0] * sine[2] + t3 * cosine[2];
        T[1] = cosine[0] * cosine[2] - t3 * sine[2];
        T[2] = -(sine[1] * sine[0]);
        T[3] = q[1];
        T[4] = sine[1] * cosine[2];
        T[5] = -(sine[1] * sine[2]);
        T[6] = cosine[1];
        T[7] = q[2];
        T[8] = t2 * cosine[2] - sine[2] * sine[0];
        T[9] = -(cosine[2] * sine[0] + t2 * sine[2]);
        T[10] = -(cosine[0] * sine[1]);
        T[11] = q[0];
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
// 2 multiplications, 5 additions, 0 divisions, 4 function calls.

namespace {
struct FrameJacobianBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const double* q, int frame, double* J) const {
    (void)p;
    switch (frame) {
      case 0: {
        double sine[2], cosine[2];
        const double t0 = 1.5707963267948966 + q[3];
        const double t1 = q[4] - 1.5707963267948966;
        sin_cos(sine, cosine, t0, t1);
        J[0] = 0.0;
        J[1] = 1.0;
        J[2] = 0.0;
        J[3] = 0.0;
        J[4] = 0.0;
        J[5] = 0.0;
        J[6] = 0.0;
        J[7] = 0.0;
        J[8] = 1.0;
        J[9] = 0.0;
        J[10] = 0.0;
        J[11] = 0.0;
        J[12] = 1.0;
        J[13] = 0.0;
        J[14] = 0.0;
        J[15] = 0.0;
        J[16] = 0.0;
        J[17] = 0.0;
        J[18] = 0.0;
        J[19] = 0.0;
        J[20] = 0.0;
        J[21] = 0.0;
        J[22] = -cosine[0];
        J[23] = -(sine[1] * sine[0]);
        J[24] = 0.0;
        J[25] = 0.0;
        J[26] = 0.0;
        J[27] = 1.0;
        J[28] = 0.0;
        J[29] = cosine[1];
        J[30] = 0.0;
        J[31] = 0.0;
        J[32] = 0.0;
        J[33] = 0.0;
        J[34] = sine[0];
        J[35] = -(cosine[0] * sine[1]);
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


// Built from: derivatives of J qd along qd.
// 16 multiplications, 7 additions, 0 divisions, 4 function calls.

namespace {
struct FrameJacobianDotVBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const double* q, const double* qd, int frame, double* a) const {
    (void)p;
    switch (frame) {
      case 0: {
        double sine[2], cosine[2];
        const double t0 = 1.5707963267948966 + q[3];
        const double t1 = q[4] - 1.5707963267948966;
        sin_cos(sine, cosine, t0, t1);
        a[0] = 0.0;
        a[1] = 0.0;
        a[2] = 0.0;
        a[3] = (qd[4] * sine[0] - qd[5] * (cosine[0] * sine[1])) * qd[3] - cosine[1] * sine[0] * qd[5] * qd[4];
        a[4] = -(qd[5] * sine[1] * qd[4]);
        a[5] = qd[3] * (cosine[0] * qd[4] + qd[5] * (sine[1] * sine[0])) - qd[5] * (cosine[0] * cosine[1]) * qd[4];
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
// 6 multiplications, 0 additions, 1 divisions, 0 function calls.
namespace {
struct CenterOfMassBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* c) const {
    (void)sin_cos;
    const double t0 = 1.0 / p.m;
    c[0] = p.m * q[1] * t0;
    c[1] = p.m * q[2] * t0;
    c[2] = p.m * q[0] * t0;
  }
};
}  // namespace
void center_of_mass(const Params& p, const double* q, double* c) {
  CenterOfMassBody()(NoSinCos<double>(), p, q, c);
}


// Built from: composite bodies in the base frame, moved to the centre of mass.
// 131 multiplications, 84 additions, 1 divisions, 6 function calls.
namespace {
struct CentroidalMomentumMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* Ag) const {
    Value sine[3], cosine[3];
    const Value t0 = 1.5707963267948966 + q[3];
    const Value t1 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, q[5], t1);
    const Value t2 = cosine[2] * sine[0];
    const Value t3 = cosine[0] * sine[1] + t2 * cosine[1];
    const Value t4 = cosine[0] * cosine[1] - t2 * sine[1];
    const Value t5 = cosine[0] * cosine[2];
    const Value t6 = t5 * cosine[1] - sine[1] * sine[0];
    const Value t7 = cosine[1] * sine[0] + t5 * sine[1];
    const Value t8 = t6 * p.Izz;
    const Value t9 = p.Ixx * t7;
    const Value t10 = sine[2] * sine[0];
    const Value t11 = cosine[0] * sine[2];
    const Value t12 = t11 * p.Iyy;
    const Value t13 = t10 * t12 + (t3 * t8 - t9 * t4) - p.m * (q[0] * q[1]);
    const Value t14 = sine[2] * sine[1];
    const Value t15 = sine[2] * cosine[1];
    const Value t16 = t14 * t9 + t15 * t8 - t12 * cosine[2] - p.m * (q[0] * q[2]);
    const Value t17 = p.m * (q[2] * q[2]);
    const Value t18 = p.m * (q[1] * q[1]);
    const Value t19 = t17 + t18 + (t11 * t12 + (t9 * t7 + t6 * t8));
    const Value t20 = t11 * q[2] + q[0] * cosine[2];
    const Value t21 = p.m * q[2];
    const Value t22 = t11 * q[1] - t10 * q[0];
    const Value t23 = p.m * q[1];
    const Value t24 = p.m * q[0];
    const Value t25 = p.m * t22 - (t11 * t23 - t24 * t10);
    const double t26 = 1.0 / p.m;
    const Value t27 = t23 * t26;
    const Value t28 = t24 * cosine[2] + t11 * t21 - p.m * t20;
    const Value t29 = t21 * t26;
    const Value t30 = t24 * t26;
    const Value t31 = cosine[0] * q[0] + q[1] * sine[0];
    const Value t32 = q[2] * sine[0];
    const Value t33 = t24 * cosine[0] + t23 * sine[0] - p.m * t31;
    const Value t34 = p.m * t32 - t21 * sine[0];
    const Value t35 = p.m * t27;
    const Value t36 = p.m * t29;
    const Value t37 = p.Ixx * t14;
    const Value t38 = p.Izz * t15;
    const Value t39 = p.Iyy * cosine[2];
    const Value t40 = p.m * (q[0] * q[0]);
    const Value t41 = t18 + t40 + (t37 * t14 + t38 * t15 + t39 * cosine[2]);
    const Value t42 = t3 * t38 - t37 * t4 - t10 * t39 - p.m * (q[2] * q[1]);
    const Value t43 = t17 + t40 + (t10 * (t10 * p.Iyy) + (p.Ixx * t4 * t4 + p.Izz * t3 * t3));
    const Value t44 = t10 * q[2] + q[1] * cosine[2];
    const Value t45 = p.m * t44 - (t21 * t10 + t23 * cosine[2]);
    const Value t46 = cosine[0] * q[2];
    const Value t47 = p.m * t46 - t21 * cosine[0];
    const Value t48 = p.m * t30;
    Ag[0] = Value() + 0.0;
    Ag[1] = Value() + p.m;
    Ag[2] = Value() + 0.0;
    Ag[3] = Value() + 0.0;
    Ag[4] = t34;
    Ag[5] = t28;
    Ag[6] = Value() + 0.0;
    Ag[7] = Value() + 0.0;
    Ag[8] = Value() + p.m;
    Ag[9] = Value() + 0.0;
    Ag[10] = t33;
    Ag[11] = t25;
    Ag[12] = Value() + p.m;
    Ag[13] = Value() + 0.0;
    Ag[14] = Value() + 0.0;
    Ag[15] = Value() + 0.0;
    Ag[16] = t47;
    Ag[17] = t45;
    Ag[18] = t21 - t36;
    Ag[19] = Value() + 0.0;
    Ag[20] = t48 - t24;
    Ag[21] = t21 * q[1] + t42;
    Ag[22] = t21 * t46 + t24 * t31 + (t13 * sine[0] - cosine[0] * t43) - (t47 * t29 - t33 * t30);
    Ag[23] = t42 * cosine[2] - t10 * t43 - t11 * t13 + (t21 * t44 - t24 * t22) - (t45 * t29 - t25 * t30);
    Ag[24] = t35 - t23;
    Ag[25] = t24 - t48;
    Ag[26] = Value() + 0.0;
    Ag[27] = t41 - (t23 * q[1] + t24 * q[0]);
    Ag[28] = t32 * t24 - t23 * t46 + (t16 * sine[0] - cosine[0] * t42) - (t30 * t34 - t27 * t47);
    Ag[29] = t41 * cosine[2] - t10 * t42 - t11 * t16 - (t24 * t20 + t23 * t44) - (t28 * t30 - t27 * t45);
    Ag[30] = Value() + 0.0;
    Ag[31] = t36 - t21;
    Ag[32] = t23 - t35;
    Ag[33] = t21 * q[0] + t16;
    Ag[34] = t19 * sine[0] - cosine[0] * t13 - (t23 * t31 + t32 * t21) - (t33 * t27 - t29 * t34);
    Ag[35] = t16 * cosine[2] - t10 * t13 - t19 * t11 + (t21 * t20 + t23 * t22) - (t25 * t27 - t28 * t29);
  }
};
}  // namespace
void centroidal_momentum_matrix(const Params& p, const double* q, double* Ag) {
  evaluate(CentroidalMomentumMatrixBody(), p, q, Ag);
}


// Built from: outward pass at qdd = 0, each body's wrench about the centre of mass.
// 71 multiplications, 38 additions, 0 divisions, 6 function calls.
namespace {
struct CentroidalMomentumMatrixDotVBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* h_dot) const {
    Value sine[3], cosine[3];
    const Value t0 = 1.5707963267948966 + q[3];
    const Value t1 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, q[5], t1);
    const Value t2 = cosine[2] * sine[0];
    const Value t3 = cosine[0] * cosine[1] - t2 * sine[1];
    const Value t4 = cosine[0] * sine[1] + t2 * cosine[1];
    const Value t5 = cosine[0] * qd[4];
    const Value t6 = sine[2] * sine[0];
    const Value t7 = t5 + qd[5] * t6;
    const Value t8 = qd[5] * cosine[2] + qd[3];
    const Value t9 = sine[2] * sine[1];
    const Value t10 = qd[4] * sine[0];
    const Value t11 = cosine[0] * sine[2];
    const Value t12 = t10 - qd[5] * t11;
    const Value t13 = cosine[0] * cosine[2];
    const Value t14 = cosine[1] * sine[0] + t13 * sine[1];
    const Value t15 = t13 * cosine[1] - sine[1] * sine[0];
    const Value t16 = t8 * t9 + t3 * t7 + t12 * t14;
    const Value t17 = p.Ixx * t16;
    const Value t18 = t6 * t7 + t8 * cosine[2] - t11 * t12;
    const Value t19 = p.Iyy * t18;
    const Value t20 = qd[4] * (qd[3] * sine[0]) - qd[5] * (t11 * qd[3] + t10 * cosine[2]);
    const Value t21 = qd[5] * (t6 * t10 + t11 * t5);
    const Value t22 = qd[4] * (cosine[0] * qd[3]) + qd[5] * (t6 * qd[3] - t5 * cosine[2]);
    const Value t23 = sine[2] * cosine[1];
    const Value t24 = t15 * t12 + (t8 * t23 - t4 * t7);
    const Value t25 = t17 * t18 - t16 * t19 + (t4 * t20 - t21 * t23 + t15 * t22) * p.Izz;
    const Value t26 = t24 * p.Izz;
    const Value t27 = t26 * t18 - t24 * t19 + (t21 * t9 + t3 * t20 - t22 * t14) * p.Ixx;
    const Value t28 = t26 * t16 - t24 * t17 - p.Iyy * (t21 * cosine[2] + t6 * t20 + t11 * t22);
    h_dot[0] = Value() + 0.0;
    h_dot[1] = Value() + 0.0;
    h_dot[2] = Value() + 0.0;
    h_dot[3] = t25 * t4 + t3 * t27 - t28 * t6;
    h_dot[4] = t28 * cosine[2] + (t25 * t23 - t9 * t27);
    h_dot[5] = t15 * t25 - t14 * t27 - t11 * t28;
  }
};
}  // namespace
void centroidal_momentum_matrix_dot_v(const Params& p, const double* q, const double* qd, double* h_dot) {
  evaluate(CentroidalMomentumMatrixDotVBody(), p, q, qd, h_dot);
}


// Built from: recursion: Newton-Euler program, grouped inertial parameters; J^T w added.
// 72 multiplications, 47 additions, 0 divisions, 6 function calls.
namespace {
struct InverseDynamicsWrenchBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, const Value* w, Value* tau) const {
    Value sine[3], cosine[3];
    const Value t0 = q[4] - 1.5707963267948966;
    const Value t1 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, t0, q[5], t1);
    const Value t2 = sine[0] * qd[3];
    const Value t3 = t2 * cosine[1] - qd[4] * sine[1];
    const double t4 = p.Izz - p.Ixx;
    const Value t5 = t4 * t3;
    const Value t6 = t2 * sine[1] + qd[4] * cosine[1];
    const Value t7 = t5 * t6 + (qdd[3] * cosine[0] - qd[4] * t2 + qdd[5]) * p.Iyy;
    const Value t8 = cosine[0] * sine[2];
    const Value t9 = cosine[2] * sine[1] + t8 * cosine[1];
    const Value t10 = cosine[2] * cosine[1] - t8 * sine[1];
    const Value t11 = sine[0] * sine[2];
    const Value t12 = t9 * w[3] + w[4] * t10 - t11 * w[5];
    const Value t13 = sine[0] * cosine[1];
    const Value t14 = sine[0] * sine[1];
    const Value t15 = w[5] * cosine[0] + (t13 * w[3] - w[4] * t14);
    const Value t16 = cosine[2] * cosine[0];
    const Value t17 = t16 * cosine[1] - sine[1] * sine[2];
    const Value t18 = cosine[1] * sine[2] + t16 * sine[1];
    const Value t19 = cosine[2] * sine[0];
    const Value t20 = t17 * w[3] - w[4] * t18 - t19 * w[5];
    const Value t21 = qd[3] * cosine[0];
    const Value t22 = qd[5] + t21;
    const Value t23 = t22 * p.Iyy;
    const Value t24 = t22 * t5 - t3 * t23;
    const Value t25 = qd[4] * t21;
    const Value t26 = qdd[3] * sine[0] + t25;
    const Value t27 = (t26 * cosine[1] - sine[1] * qdd[4] - qd[5] * t6) * t4 - t23 * t6;
    const Value t28 = t20 * sine[2] + (p.Ixx * qdd[4] - t2 * t21 * p.Ixx - (t24 * cosine[1] + t27 * sine[1]) - cosine[2] * t12);
    tau[0] = t17 * w[0] - w[1] * t18 - t19 * w[2] + p.m * qdd[0];
    tau[1] = p.m * qdd[1] + (t9 * w[0] + w[1] * t10 - w[2] * t11);
    tau[2] = p.m * (p.g + qdd[2]) + (w[0] * t13 - w[1] * t14 + w[2] * cosine[0]);
    tau[3] = t7 * cosine[0] + (t27 * cosine[1] - t24 * sine[1] + (p.Ixx * t25 + t26 * p.Ixx)) * sine[0] + t15;
    tau[4] = t28;
    tau[5] = t7 - t11 * t12 + t15 * cosine[0] - t19 * t20;
  }
};
}  // namespace
void inverse_dynamics_wrench(const Params& p, const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  evaluate(InverseDynamicsWrenchBody(), p, q, qd, qdd, w, tau);
}


// Built from: recursion: Newton-Euler program with link wrenches, grouped inertial parameters.
// 47 multiplications, 50 additions, 0 divisions, 6 function calls.
namespace {
struct InverseDynamicsExternalBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, const Value* fext, Value* tau) const {
    Value sine[3], cosine[3];
    const Value t0 = q[4] - 1.5707963267948966;
    const Value t1 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, t0, q[5], t1);
    const Value t2 = sine[0] * qd[3];
    const Value t3 = t2 * cosine[1] - qd[4] * sine[1];
    const double t4 = p.Izz - p.Ixx;
    const Value t5 = t4 * t3;
    const Value t6 = t2 * sine[1] + qd[4] * cosine[1];
    const Value t7 = t5 * t6 + (qdd[3] * cosine[0] - qd[4] * t2 + qdd[5]) * p.Iyy - fext[35];
    const Value t8 = qd[3] * cosine[0];
    const Value t9 = qd[4] * t8;
    const Value t10 = qdd[3] * sine[0] + t9;
    const Value t11 = qd[5] + t8;
    const Value t12 = t11 * p.Iyy;
    const Value t13 = t11 * t5 - t3 * t12 - fext[34];
    const Value t14 = (t10 * cosine[1] - sine[1] * qdd[4] - qd[5] * t6) * t4 - t12 * t6 - fext[33];
    const Value t15 = (t7 - fext[29]) * cosine[0] + (cosine[1] * t14 - t13 * sine[1] + (p.Ixx * t9 + t10 * p.Ixx) - fext[27]) * sine[0];
    const Value t16 = fext[31] * sine[1] - fext[30] * cosine[1] - fext[24];
    const Value t17 = fext[26] + fext[32];
    const Value t18 = sine[0] * t17 + t16 * cosine[0] - fext[18];
    const Value t19 = fext[20] - (cosine[1] * fext[31] + fext[30] * sine[1] + fext[25]);
    tau[0] = cosine[2] * t18 - t19 * sine[2] + p.m * qdd[0] - fext[12] - fext[6] - fext[1];
    tau[1] = p.m * qdd[1] + (t18 * sine[2] + cosine[2] * t19) - fext[13] - fext[7];
    tau[2] = p.m * (p.g + qdd[2]) + (sine[0] * t16 - t17 * cosine[0] - fext[19]) - fext[14];
    tau[3] = t15 - fext[22];
    tau[4] = fext[28] + (p.Ixx * qdd[4] - t2 * t8 * p.Ixx - (t14 * sine[1] + t13 * cosine[1]));
    tau[5] = t7;
  }
};
}  // namespace
void inverse_dynamics_external(const Params& p, const double* q, const double* qd, const double* qdd, const double* fext, double* tau) {
  evaluate(InverseDynamicsExternalBody(), p, q, qd, qdd, fext, tau);
}


// Built from: dtau_dq: derivatives of tau's program (recursion: Newton-Euler program, grouped inertial parameters); dtau_dqd: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction.
// 121 multiplications, 73 additions, 0 divisions, 4 function calls.
namespace {
struct InverseDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, Value* dtau_dq, Value* dtau_dqd) const {
    Value sine[2], cosine[2];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, q[5]);
    const double t1 = p.Izz - p.Ixx;
    const Value t2 = t1 * (sine[0] * sine[1]);
    const Value t3 = t1 * (sine[0] * cosine[1]);
    const Value t4 = cosine[1] * t3;
    const Value t5 = sine[0] * (sine[1] * t3 + t2 * cosine[1]);
    const Value t6 = t2 * sine[1] - t4;
    const Value t7 = (cosine[1] * cosine[0] * t1 * cosine[1] + p.Ixx * cosine[0]) * sine[0] + (sine[0] * p.Ixx + t4) * cosine[0];
    const Value t8 = sine[0] * p.Iyy;
    const Value t9 = t7 - (t8 * cosine[0] + sine[0] * (p.Iyy * cosine[0]));
    const Value t10 = t6 + t8;
    const Value t11 = t6 - t8;
    const Value t12 = t10 * qd[3];
    const Value t13 = cosine[1] * ((p.Ixx - p.Izz) * sine[1]);
    const Value t14 = qd[4] * t13;
    const Value t15 = qd[4] * (t13 * cosine[0]);
    const Value t16 = t1 * sine[1];
    const Value t17 = sine[0] * (sine[0] * t16) * cosine[1] * qd[3];
    const Value t18 = t1 * cosine[1] * sine[1] + cosine[1] * t16;
    const Value t19 = (p.Iyy - p.Ixx * sine[1] * sine[1] + (sine[1] * sine[1] - 1.0) * p.Izz) * sine[0] * cosine[0] * qd[3];
    const Value t20 = sine[0] * qd[3];
    const Value t21 = t20 * cosine[1] - qd[4] * sine[1];
    const Value t22 = t1 * t21;
    const Value t23 = t20 * sine[1] + qd[4] * cosine[1];
    const Value t24 = t1 * t23;
    const Value t25 = t22 * t21 - t24 * t23;
    const Value t26 = qd[3] * cosine[0];
    const Value t27 = t26 * cosine[1];
    const Value t28 = t1 * t27;
    const Value t29 = t26 * sine[1];
    const Value t30 = qd[4] * t26;
    const Value t31 = qdd[3] * sine[0] + t30;
    const Value t32 = t28 * t23 + t22 * t29 - t31 * p.Iyy;
    const Value t33 = qd[5] + t26;
    const Value t34 = t33 * p.Iyy;
    const Value t35 = t34 * t23;
    const Value t36 = t35 - t33 * t24;
    const Value t37 = (t31 * cosine[1] - sine[1] * qdd[4] - qd[5] * t23) * t1 - t35;
    const Value t38 = t21 * t34;
    const Value t39 = t33 * t22 - t38;
    const Value t40 = t38 + t1 * (t31 * sine[1] + cosine[1] * qdd[4] + qd[5] * t21);
    const Value t41 = t39 * sine[1];
    const Value t42 = t37 * cosine[1];
    const Value t43 = t20 * p.Iyy;
    const Value t44 = t33 * t28 - t20 * t22 - (t27 * t34 - t43 * t21);
    const Value t45 = qd[4] * t20;
    const Value t46 = qdd[3] * cosine[0] - t45;
    const Value t47 = (t46 * cosine[1] - qd[5] * t29) * t1 - (t29 * t34 - t43 * t23);
    const Value t48 = (t42 - t41 + (p.Ixx * t30 + t31 * p.Ixx)) * cosine[0] + sine[0] * (t46 * p.Ixx - p.Ixx * t45 + (t47 * cosine[1] - t44 * sine[1]));
    dtau_dq[0] = Value() + 0.0;
    dtau_dq[1] = Value() + 0.0;
    dtau_dq[2] = Value() + 0.0;
    dtau_dq[3] = Value() + 0.0;
    dtau_dq[4] = Value() + 0.0;
    dtau_dq[5] = Value() + 0.0;
    dtau_dq[6] = Value() + 0.0;
    dtau_dq[7] = Value() + 0.0;
    dtau_dq[8] = Value() + 0.0;
    dtau_dq[9] = Value() + 0.0;
    dtau_dq[10] = Value() + 0.0;
    dtau_dq[11] = Value() + 0.0;
    dtau_dq[12] = Value() + 0.0;
    dtau_dq[13] = Value() + 0.0;
    dtau_dq[14] = Value() + 0.0;
    dtau_dq[15] = Value() + 0.0;
    dtau_dq[16] = Value() + 0.0;
    dtau_dq[17] = Value() + 0.0;
    dtau_dq[18] = Value() + 0.0;
    dtau_dq[19] = Value() + 0.0;
    dtau_dq[20] = Value() + 0.0;
    dtau_dq[21] = Value() + 0.0;
    dtau_dq[22] = t48 + (t32 * cosine[0] - (t22 * t23 + (t46 + qdd[5]) * p.Iyy) * sine[0]);
    dtau_dq[23] = t25 * cosine[0] - (t39 * cosine[1] + t36 * sine[1] + (t40 * cosine[1] + t37 * sine[1])) * sine[0];
    dtau_dq[24] = Value() + 0.0;
    dtau_dq[25] = Value() + 0.0;
    dtau_dq[26] = Value() + 0.0;
    dtau_dq[27] = Value() + 0.0;
    dtau_dq[28] = -(p.Ixx * (t26 * t26 - t20 * t20) + (t44 * cosine[1] + t47 * sine[1]));
    dtau_dq[29] = -(t36 * cosine[1] - t41 + (t42 - t40 * sine[1]));
    dtau_dq[30] = Value() + 0.0;
    dtau_dq[31] = Value() + 0.0;
    dtau_dq[32] = Value() + 0.0;
    dtau_dq[33] = Value() + 0.0;
    dtau_dq[34] = t32;
    dtau_dq[35] = t25;
    dtau_dqd[0] = Value() + 0.0;
    dtau_dqd[1] = Value() + 0.0;
    dtau_dqd[2] = Value() + 0.0;
    dtau_dqd[3] = Value() + 0.0;
    dtau_dqd[4] = Value() + 0.0;
    dtau_dqd[5] = Value() + 0.0;
    dtau_dqd[6] = Value() + 0.0;
    dtau_dqd[7] = Value() + 0.0;
    dtau_dqd[8] = Value() + 0.0;
    dtau_dqd[9] = Value() + 0.0;
    dtau_dqd[10] = Value() + 0.0;
    dtau_dqd[11] = Value() + 0.0;
    dtau_dqd[12] = Value() + 0.0;
    dtau_dqd[13] = Value() + 0.0;
    dtau_dqd[14] = Value() + 0.0;
    dtau_dqd[15] = Value() + 0.0;
    dtau_dqd[16] = Value() + 0.0;
    dtau_dqd[17] = Value() + 0.0;
    dtau_dqd[18] = Value() + 0.0;
    dtau_dqd[19] = Value() + 0.0;
    dtau_dqd[20] = Value() + 0.0;
    dtau_dqd[21] = t9 * qd[4] - qd[5] * t5;
    dtau_dqd[22] = t15 + t15 + t9 * qd[3] + qd[5] * t11;
    dtau_dqd[23] = qd[4] * t11 - t5 * qd[3];
    dtau_dqd[24] = Value() + 0.0;
    dtau_dqd[25] = Value() + 0.0;
    dtau_dqd[26] = Value() + 0.0;
    dtau_dqd[27] = t10 * qd[5] + (t19 + t19);
    dtau_dqd[28] = t18 * qd[5];
    dtau_dqd[29] = t12 + t18 * qd[4];
    dtau_dqd[30] = Value() + 0.0;
    dtau_dqd[31] = Value() + 0.0;
    dtau_dqd[32] = Value() + 0.0;
    dtau_dqd[33] = t17 + t17 - t10 * qd[4];
    dtau_dqd[34] = t14 + t14 - t12;
    dtau_dqd[35] = Value() + 0.0;
  }
};
}  // namespace
void inverse_dynamics_derivatives(const Params& p, const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd) {
  evaluate(InverseDynamicsDerivativesBody(), p, q, qd, qdd, dtau_dq, dtau_dqd);
}


// Built from: M: recursion: unit accelerations, grouped inertial parameters; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone); M^-1 = L^-1 D^-1 L^-T; -M^-1 d tau / d x at qdd (dtau_dq: derivatives of tau's program (recursion: Newton-Euler program, grouped inertial parameters); dtau_dqd: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction).
// 195 multiplications, 127 additions, 4 divisions, 4 function calls.
namespace {
struct ForwardDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* tau, Value* qdd, Value* dqdd_dq, Value* dqdd_dqd, Value* dqdd_dtau) const {
    Value sine[2], cosine[2];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, q[5]);
    const double t1 = p.Izz - p.Ixx;
    const Value t2 = t1 * (sine[0] * cosine[1]);
    const Value t3 = cosine[1] * t2;
    const Value t4 = sine[1] * t2;
    const Value t5 = sine[0] * p.Ixx + t3;
    const Value t6 = p.Iyy * cosine[0];
    const double t7 = 1.0 / p.Iyy;
    const Value t8 = t7 * t6;
    const Value t9 = t1 * sine[1];
    const Value t10 = 1.0 / (sine[1] * t9 + p.Ixx);
    const Value t11 = t10 * t4;
    const Value t12 = 1.0 / (t5 * sine[0] + t6 * cosine[0] - t8 * t6 - t4 * t11);
    const Value t13 = t8 * t12;
    const Value t14 = t7 + t8 * t13;
    const Value t15 = t13 * t11;
    const Value t16 = -t15;
    const Value t17 = -t13;
    const Value t18 = t12 * t11;
    const Value t19 = t10 + t18 * t11;
    const double t20 = 1.0 / p.m;
    const Value t21 = t1 * (sine[0] * sine[1]);
    const Value t22 = t21 * sine[1] - t3;
    const Value t23 = sine[0] * (t4 + t21 * cosine[1]);
    const Value t24 = sine[0] * p.Iyy;
    const Value t25 = (cosine[1] * cosine[0] * t1 * cosine[1] + p.Ixx * cosine[0]) * sine[0] + t5 * cosine[0] - (t24 * cosine[0] + sine[0] * t6);
    const Value t26 = t22 - t24;
    const Value t27 = t22 + t24;
    const Value t28 = qd[4] * t26 - t23 * qd[3];
    const Value t29 = t25 * qd[4] - qd[5] * t23;
    const Value t30 = t27 * qd[3];
    const Value t31 = t1 * cosine[1] * sine[1] + cosine[1] * t9;
    const Value t32 = sine[0] * (sine[0] * t9) * cosine[1] * qd[3];
    const Value t33 = t32 + t32 - t27 * qd[4];
    const Value t34 = t30 + t31 * qd[4];
    const Value t35 = t31 * qd[5];
    const Value t36 = cosine[1] * ((p.Ixx - p.Izz) * sine[1]);
    const Value t37 = qd[4] * (t36 * cosine[0]);
    const Value t38 = t37 + t37 + t25 * qd[3] + qd[5] * t26;
    const Value t39 = qd[4] * t36;
    const Value t40 = t39 + t39 - t30;
    const Value t41 = (p.Iyy - p.Ixx * sine[1] * sine[1] + (sine[1] * sine[1] - 1.0) * p.Izz) * sine[0] * cosine[0] * qd[3];
    const Value t42 = t27 * qd[5] + (t41 + t41);
    const Value t43 = sine[0] * qd[3];
    const Value t44 = t43 * sine[1] + qd[4] * cosine[1];
    const Value t45 = qd[5] * t44;
    const Value t46 = qd[3] * cosine[0];
    const Value t47 = qd[4] * t46;
    const Value t48 = qd[5] + t46;
    const Value t49 = t48 * p.Iyy;
    const Value t50 = t49 * t44;
    const Value t51 = t1 * (cosine[1] * t47 - t45) - t50;
    const Value t52 = t43 * cosine[1] - qd[4] * sine[1];
    const Value t53 = t1 * t52;
    const Value t54 = t52 * t49;
    const Value t55 = t48 * t53 - t54;
    const Value t56 = t55 * cosine[1];
    const Value t57 = t55 * sine[1];
    const Value t58 = tau[4] + (t43 * t46 * p.Ixx + (t51 * sine[1] + t56));
    const Value t59 = p.Ixx * t47;
    const Value t60 = t53 * t44;
    const Value t61 = qd[4] * t43;
    const Value t62 = t60 - p.Iyy * t61;
    const Value t63 = tau[5] - t62;
    const Value t64 = t58 * t11 + (tau[3] - (t62 * cosine[0] + sine[0] * (t59 + t59 + (t51 * cosine[1] - t57))) - t8 * t63);
    const Value t65 = t12 * t64;
    const Value t66 = t65 * t11 + t10 * t58;
    const Value t67 = t7 * t63 - t8 * t65;
    const Value t68 = t65 * sine[0] + t47;
    const Value t69 = t1 * (cosine[1] * t68 - sine[1] * t66 - t45) - t50;
    const Value t70 = t1 * (cosine[1] * t66 + sine[1] * t68 + qd[5] * t52) + t54;
    const Value t71 = t69 * cosine[1];
    const Value t72 = t1 * t44;
    const Value t73 = t50 - t48 * t72;
    const Value t74 = t53 * t52 - t72 * t44;
    const Value t75 = t74 * cosine[0] - sine[0] * (t56 + t73 * sine[1] + (cosine[1] * t70 + t69 * sine[1]));
    const Value t76 = t71 - t70 * sine[1] + (t73 * cosine[1] - t57);
    const Value t77 = t65 * cosine[0] - t61;
    const Value t78 = t46 * sine[1];
    const Value t79 = t43 * p.Iyy;
    const Value t80 = t1 * (t77 * cosine[1] - qd[5] * t78) - (t78 * t49 - t79 * t44);
    const Value t81 = t46 * cosine[1];
    const Value t82 = t1 * t81;
    const Value t83 = t48 * t82 - t43 * t53 - (t81 * t49 - t79 * t52);
    const Value t84 = (t71 - t57 + (p.Ixx * t68 + t59)) * cosine[0] + (t80 * cosine[1] - t83 * sine[1] + (t77 * p.Ixx - p.Ixx * t61)) * sine[0];
    const Value t85 = t82 * t44 + t53 * t78 - p.Iyy * t68;
    const Value t86 = t83 * cosine[1] + t80 * sine[1] + p.Ixx * (t46 * t46 - t43 * t43);
    const Value t87 = t84 + (t85 * cosine[0] - (p.Iyy * (t77 + t67) + t60) * sine[0]);
    qdd[0] = tau[0] * t20;
    qdd[1] = tau[1] * t20;
    qdd[2] = (tau[2] - p.m * p.g) * t20;
    qdd[3] = t65;
    qdd[4] = t66;
    qdd[5] = t67;
    dqdd_dq[0] = Value() + 0.0;
    dqdd_dq[1] = Value() + 0.0;
    dqdd_dq[2] = Value() + 0.0;
    dqdd_dq[3] = Value() + 0.0;
    dqdd_dq[4] = Value() + 0.0;
    dqdd_dq[5] = Value() + 0.0;
    dqdd_dq[6] = Value() + 0.0;
    dqdd_dq[7] = Value() + 0.0;
    dqdd_dq[8] = Value() + 0.0;
    dqdd_dq[9] = Value() + 0.0;
    dqdd_dq[10] = Value() + 0.0;
    dqdd_dq[11] = Value() + 0.0;
    dqdd_dq[12] = Value() + 0.0;
    dqdd_dq[13] = Value() + 0.0;
    dqdd_dq[14] = Value() + 0.0;
    dqdd_dq[15] = Value() + 0.0;
    dqdd_dq[16] = Value() + 0.0;
    dqdd_dq[17] = Value() + 0.0;
    dqdd_dq[18] = Value() + 0.0;
    dqdd_dq[19] = Value() + 0.0;
    dqdd_dq[20] = Value() + 0.0;
    dqdd_dq[21] = Value() + 0.0;
    dqdd_dq[22] = t13 * t85 - (t12 * t87 - t18 * t86);
    dqdd_dq[23] = t13 * t74 - (t12 * t75 - t18 * t76);
    dqdd_dq[24] = Value() + 0.0;
    dqdd_dq[25] = Value() + 0.0;
    dqdd_dq[26] = Value() + 0.0;
    dqdd_dq[27] = Value() + 0.0;
    dqdd_dq[28] = t15 * t85 - (t18 * t87 - t19 * t86);
    dqdd_dq[29] = t15 * t74 - (t18 * t75 - t76 * t19);
    dqdd_dq[30] = Value() + 0.0;
    dqdd_dq[31] = Value() + 0.0;
    dqdd_dq[32] = Value() + 0.0;
    dqdd_dq[33] = Value() + 0.0;
    dqdd_dq[34] = -(t15 * t86 - t13 * t87 + t85 * t14);
    dqdd_dq[35] = -(t15 * t76 - t13 * t75 + t74 * t14);
    dqdd_dqd[0] = Value() + 0.0;
    dqdd_dqd[1] = Value() + 0.0;
    dqdd_dqd[2] = Value() + 0.0;
    dqdd_dqd[3] = Value() + 0.0;
    dqdd_dqd[4] = Value() + 0.0;
    dqdd_dqd[5] = Value() + 0.0;
    dqdd_dqd[6] = Value() + 0.0;
    dqdd_dqd[7] = Value() + 0.0;
    dqdd_dqd[8] = Value() + 0.0;
    dqdd_dqd[9] = Value() + 0.0;
    dqdd_dqd[10] = Value() + 0.0;
    dqdd_dqd[11] = Value() + 0.0;
    dqdd_dqd[12] = Value() + 0.0;
    dqdd_dqd[13] = Value() + 0.0;
    dqdd_dqd[14] = Value() + 0.0;
    dqdd_dqd[15] = Value() + 0.0;
    dqdd_dqd[16] = Value() + 0.0;
    dqdd_dqd[17] = Value() + 0.0;
    dqdd_dqd[18] = Value() + 0.0;
    dqdd_dqd[19] = Value() + 0.0;
    dqdd_dqd[20] = Value() + 0.0;
    dqdd_dqd[21] = t13 * t33 - (t12 * t29 + t18 * t42);
    dqdd_dqd[22] = t40 * t13 - (t38 * t12 + t18 * t35);
    dqdd_dqd[23] = -(t12 * t28 + t18 * t34);
    dqdd_dqd[24] = Value() + 0.0;
    dqdd_dqd[25] = Value() + 0.0;
    dqdd_dqd[26] = Value() + 0.0;
    dqdd_dqd[27] = t15 * t33 - (t18 * t29 + t19 * t42);
    dqdd_dqd[28] = t40 * t15 - (t38 * t18 + t19 * t35);
    dqdd_dqd[29] = -(t19 * t34 + t18 * t28);
    dqdd_dqd[30] = Value() + 0.0;
    dqdd_dqd[31] = Value() + 0.0;
    dqdd_dqd[32] = Value() + 0.0;
    dqdd_dqd[33] = t13 * t29 + t15 * t42 - t33 * t14;
    dqdd_dqd[34] = t15 * t35 + t38 * t13 - t40 * t14;
    dqdd_dqd[35] = t15 * t34 + t13 * t28;
    dqdd_dtau[0] = Value() + t20;
    dqdd_dtau[1] = Value() + 0.0;
    dqdd_dtau[2] = Value() + 0.0;
    dqdd_dtau[3] = Value() + 0.0;
    dqdd_dtau[4] = Value() + 0.0;
    dqdd_dtau[5] = Value() + 0.0;
    dqdd_dtau[6] = Value() + 0.0;
    dqdd_dtau[7] = Value() + t20;
    dqdd_dtau[8] = Value() + 0.0;
    dqdd_dtau[9] = Value() + 0.0;
    dqdd_dtau[10] = Value() + 0.0;
    dqdd_dtau[11] = Value() + 0.0;
    dqdd_dtau[12] = Value() + 0.0;
    dqdd_dtau[13] = Value() + 0.0;
    dqdd_dtau[14] = Value() + t20;
    dqdd_dtau[15] = Value() + 0.0;
    dqdd_dtau[16] = Value() + 0.0;
    dqdd_dtau[17] = Value() + 0.0;
    dqdd_dtau[18] = Value() + 0.0;
    dqdd_dtau[19] = Value() + 0.0;
    dqdd_dtau[20] = Value() + 0.0;
    dqdd_dtau[21] = t12;
    dqdd_dtau[22] = t18;
    dqdd_dtau[23] = t17;
    dqdd_dtau[24] = Value() + 0.0;
    dqdd_dtau[25] = Value() + 0.0;
    dqdd_dtau[26] = Value() + 0.0;
    dqdd_dtau[27] = t18;
    dqdd_dtau[28] = t19;
    dqdd_dtau[29] = t16;
    dqdd_dtau[30] = Value() + 0.0;
    dqdd_dtau[31] = Value() + 0.0;
    dqdd_dtau[32] = Value() + 0.0;
    dqdd_dtau[33] = t17;
    dqdd_dtau[34] = t16;
    dqdd_dtau[35] = t14;
  }
};
}  // namespace
void forward_dynamics_derivatives(const Params& p, const double* q, const double* qd, const double* tau, double* qdd, double* dqdd_dq, double* dqdd_dqd, double* dqdd_dtau) {
  evaluate(ForwardDynamicsDerivativesBody(), p, q, qd, tau, qdd, dqdd_dq, dqdd_dqd, dqdd_dtau);
}


// Built from: M: recursion: unit accelerations, grouped inertial parameters; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: recursion: at rest, grouped inertial parameters.
// 38 multiplications, 20 additions, 0 divisions, 4 function calls.
namespace {
struct DynamicsTermsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* M, Value* V, Value* G) const {
    Value sine[2], cosine[2];
    const Value t0 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, q[5]);
    const Value t1 = sine[0] * qd[3];
    const Value t2 = t1 * cosine[1] - qd[4] * sine[1];
    const double t3 = p.Izz - p.Ixx;
    const Value t4 = t3 * t2;
    const Value t5 = t1 * sine[1] + qd[4] * cosine[1];
    const Value t6 = t4 * t5 - p.Iyy * (qd[4] * t1);
    const Value t7 = qd[3] * cosine[0];
    const Value t8 = qd[4] * t7;
    const Value t9 = qd[5] + t7;
    const Value t10 = t9 * p.Iyy;
    const Value t11 = t9 * t4 - t2 * t10;
    const Value t12 = t3 * (cosine[1] * t8 - qd[5] * t5) - t10 * t5;
    const Value t13 = p.Ixx * t8;
    const Value t14 = p.Iyy * cosine[0];
    const Value t15 = t3 * (sine[0] * cosine[1]);
    M[0] = Value() + p.m;
    M[6] = Value() + 0.0;
    M[7] = Value() + p.m;
    M[12] = Value() + 0.0;
    M[13] = Value() + 0.0;
    M[14] = Value() + p.m;
    M[18] = Value() + 0.0;
    M[19] = Value() + 0.0;
    M[20] = Value() + 0.0;
    M[21] = (sine[0] * p.Ixx + cosine[1] * t15) * sine[0] + t14 * cosine[0];
    M[24] = Value() + 0.0;
    M[25] = Value() + 0.0;
    M[26] = Value() + 0.0;
    M[27] = -(sine[1] * t15);
    M[28] = sine[1] * (t3 * sine[1]) + p.Ixx;
    M[30] = Value() + 0.0;
    M[31] = Value() + 0.0;
    M[32] = Value() + 0.0;
    M[33] = t14;
    M[34] = Value() + 0.0;
    M[35] = Value() + p.Iyy;
    V[0] = Value() + 0.0;
    V[1] = Value() + 0.0;
    V[2] = Value() + 0.0;
    V[3] = t6 * cosine[0] + sine[0] * (t13 + t13 + (t12 * cosine[1] - t11 * sine[1]));
    V[4] = -(t1 * t7 * p.Ixx + (t12 * sine[1] + t11 * cosine[1]));
    V[5] = t6;
    G[0] = Value() + 0.0;
    G[1] = Value() + 0.0;
    G[2] = Value() + p.m * p.g;
    G[3] = Value() + 0.0;
    G[4] = Value() + 0.0;
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
void dynamics_terms(const Params& p, const double* q, const double* qd, double* M, double* V, double* G) {
  evaluate(DynamicsTermsBody(), p, q, qd, M, V, G);
}


// Built from: M: recursion: unit accelerations, grouped inertial parameters; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: recursion: at rest, grouped inertial parameters; J: forward kinematics; a: derivatives of J qd along qd.
// 54 multiplications, 29 additions, 0 divisions, 6 function calls.
namespace {
struct DynamicsTermsWithJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* M, Value* V, Value* G, Value* J, Value* a) const {
    Value sine[3], cosine[3];
    const Value t0 = 1.5707963267948966 + q[3];
    const Value t1 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, t1, q[5]);
    const Value t2 = sine[1] * sine[0];
    const Value t3 = cosine[0] * sine[1];
    const Value t4 = sine[1] * qd[3];
    const Value t5 = t4 * cosine[2] - qd[4] * sine[2];
    const double t6 = p.Izz - p.Ixx;
    const Value t7 = t6 * t5;
    const Value t8 = t4 * sine[2] + qd[4] * cosine[2];
    const Value t9 = t7 * t8 - p.Iyy * (qd[4] * t4);
    const Value t10 = qd[3] * cosine[1];
    const Value t11 = qd[4] * t10;
    const Value t12 = qd[5] + t10;
    const Value t13 = t12 * p.Iyy;
    const Value t14 = t12 * t7 - t5 * t13;
    const Value t15 = t6 * (cosine[2] * t11 - qd[5] * t8) - t13 * t8;
    const Value t16 = p.Ixx * t11;
    const Value t17 = p.Iyy * cosine[1];
    const Value t18 = t6 * (sine[1] * cosine[2]);
    M[0] = Value() + p.m;
    M[6] = Value() + 0.0;
    M[7] = Value() + p.m;
    M[12] = Value() + 0.0;
    M[13] = Value() + 0.0;
    M[14] = Value() + p.m;
    M[18] = Value() + 0.0;
    M[19] = Value() + 0.0;
    M[20] = Value() + 0.0;
    M[21] = (sine[1] * p.Ixx + cosine[2] * t18) * sine[1] + t17 * cosine[1];
    M[24] = Value() + 0.0;
    M[25] = Value() + 0.0;
    M[26] = Value() + 0.0;
    M[27] = -(sine[2] * t18);
    M[28] = sine[2] * (t6 * sine[2]) + p.Ixx;
    M[30] = Value() + 0.0;
    M[31] = Value() + 0.0;
    M[32] = Value() + 0.0;
    M[33] = t17;
    M[34] = Value() + 0.0;
    M[35] = Value() + p.Iyy;
    V[0] = Value() + 0.0;
    V[1] = Value() + 0.0;
    V[2] = Value() + 0.0;
    V[3] = t9 * cosine[1] + sine[1] * (t16 + t16 + (t15 * cosine[2] - t14 * sine[2]));
    V[4] = -(t4 * t10 * p.Ixx + (t15 * sine[2] + t14 * cosine[2]));
    V[5] = t9;
    G[0] = Value() + 0.0;
    G[1] = Value() + 0.0;
    G[2] = Value() + p.m * p.g;
    G[3] = Value() + 0.0;
    G[4] = Value() + 0.0;
    G[5] = Value() + 0.0;
    J[0] = Value() + 0.0;
    J[1] = Value() + 1.0;
    J[2] = Value() + 0.0;
    J[3] = Value() + 0.0;
    J[4] = Value() + 0.0;
    J[5] = Value() + 0.0;
    J[6] = Value() + 0.0;
    J[7] = Value() + 0.0;
    J[8] = Value() + 1.0;
    J[9] = Value() + 0.0;
    J[10] = Value() + 0.0;
    J[11] = Value() + 0.0;
    J[12] = Value() + 1.0;
    J[13] = Value() + 0.0;
    J[14] = Value() + 0.0;
    J[15] = Value() + 0.0;
    J[16] = Value() + 0.0;
    J[17] = Value() + 0.0;
    J[18] = Value() + 0.0;
    J[19] = Value() + 0.0;
    J[20] = Value() + 0.0;
    J[21] = Value() + 0.0;
    J[22] = -cosine[0];
    J[23] = -t2;
    J[24] = Value() + 0.0;
    J[25] = Value() + 0.0;
    J[26] = Value() + 0.0;
    J[27] = Value() + 1.0;
    J[28] = Value() + 0.0;
    J[29] = cosine[1];
    J[30] = Value() + 0.0;
    J[31] = Value() + 0.0;
    J[32] = Value() + 0.0;
    J[33] = Value() + 0.0;
    J[34] = sine[0];
    J[35] = -t3;
    a[0] = Value() + 0.0;
    a[1] = Value() + 0.0;
    a[2] = Value() + 0.0;
    a[3] = (qd[4] * sine[0] - qd[5] * t3) * qd[3] - cosine[1] * sine[0] * qd[5] * qd[4];
    a[4] = -(qd[5] * sine[1] * qd[4]);
    a[5] = qd[3] * (cosine[0] * qd[4] + qd[5] * t2) - qd[5] * (cosine[0] * cosine[1]) * qd[4];
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
// 171 multiplications, 142 additions, 0 divisions, 12 function calls.
namespace {
struct RegressorBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, Value* Y) const {
    Value sine[3], cosine[3];
    const Value t0 = 1.5707963267948966 + q[3];
    const Value t1 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, q[5], t1);
    const Value t2 = sign_of(qd[5]);
    const Value t3 = qdd[0] * sine[0];
    const Value t4 = cosine[0] * qdd[1];
    const Value t5 = t3 - t4;
    const Value t6 = t4 - t3;
    const Value t7 = t5 * sine[1];
    const Value t8 = qdd[1] * sine[0] + cosine[0] * qdd[0];
    const Value t9 = p.g + qdd[2];
    const Value t10 = t9 * sine[2] + t8 * cosine[2];
    const Value t11 = t10 * cosine[1];
    const Value t12 = t7 - t11;
    const Value t13 = t11 - t7;
    const Value t14 = t5 * cosine[1] + t10 * sine[1];
    const Value t15 = qdd[3] * cosine[2];
    const Value t16 = sine[2] * qd[3];
    const Value t17 = qd[4] * t16;
    const Value t18 = t15 - t17;
    const Value t19 = t17 - t15;
    const Value t20 = t18 + qdd[5];
    const Value t21 = qd[3] * cosine[2];
    const Value t22 = qd[4] * t21;
    const Value t23 = qdd[3] * sine[2] + t22;
    const Value t24 = t16 * cosine[1];
    const Value t25 = qd[4] * sine[1];
    const Value t26 = t24 - t25;
    const Value t27 = t25 - t24;
    const Value t28 = t23 * sine[1] + cosine[1] * qdd[4] + qd[5] * t26;
    const Value t29 = qd[5] + t21;
    const Value t30 = t29 * t26;
    const Value t31 = t30 - t28;
    const Value t32 = t16 * sine[1] + qd[4] * cosine[1];
    const Value t33 = t26 * t32;
    const Value t34 = t23 * cosine[1] - sine[1] * qdd[4];
    const Value t35 = qd[5] * t32;
    const Value t36 = t34 - t35;
    const Value t37 = t29 * t32;
    const Value t38 = t35 - t34 - t37;
    const Value t39 = t32 * t32;
    const Value t40 = t37 + t36;
    const Value t41 = t26 * t26;
    const Value t42 = t27 * t26 - t39;
    const Value t43 = t29 * t27 + t28;
    const Value t44 = t29 * t29;
    const Value t45 = t41 - t39;
    const Value t46 = cosine[1] * t13 + sine[1] * t14;
    const Value t47 = sine[1] * t13;
    const Value t48 = sine[2] * t8;
    const Value t49 = t9 * cosine[2];
    const Value t50 = t49 - t48;
    const Value t51 = t48 - t49;
    const Value t52 = t37 * sine[1];
    const Value t53 = cosine[1] * t30;
    const Value t54 = t39 - t44;
    const Value t55 = t44 + t39;
    const Value t56 = t20 + t33;
    const Value t57 = t56 * cosine[1];
    const Value t58 = t56 * sine[1];
    const Value t59 = t20 - t33;
    const Value t60 = sine[1] * t59;
    const Value t61 = cosine[1] * t59;
    const Value t62 = t44 - t41;
    const Value t63 = t44 + t41;
    const Value t64 = t30 + t28;
    const Value t65 = t30 * sine[1];
    const Value t66 = t36 - t37;
    const Value t67 = t37 * cosine[1];
    const Value t68 = sign_of(qd[4]);
    const Value t69 = t16 * t21;
    const Value t70 = t16 * t16;
    const Value t71 = t21 * t21;
    const Value t72 = cosine[1] * t14;
    const Value t73 = t33 * cosine[2];
    const Value t74 = t50 * sine[2];
    const Value t75 = t10 * cosine[2];
    const Value t76 = sine[2] * t22;
    const Value t77 = t69 - qdd[4];
    const Value t78 = t77 * cosine[2];
    const Value t79 = qd[4] * qd[4];
    const Value t80 = t17 * cosine[2];
    const Value t81 = t23 + t22;
    const Value t82 = t69 + qdd[4];
    const Value t83 = t82 * sine[2];
    const Value t84 = sign_of(qd[3]);
    const Value t85 = t50 * cosine[2];
    const Value t86 = t43 * cosine[1] + sine[1] * t38;
    const Value t87 = cosine[1] * t38 - t43 * sine[1];
    const Value t88 = t63 * sine[1] - t57;
    const Value t89 = t58 + t63 * cosine[1];
    const Value t90 = t60 + cosine[1] * t55;
    const Value t91 = t61 - t55 * sine[1];
    const Value t92 = t79 + t70;
    const Value t93 = t23 - t22;
    const Value t94 = t18 + t17;
    const Value t95 = t79 + t71;
    const Value t96 = sign_of(qd[2]);
    const Value t97 = t46 * cosine[2] - t74;
    const Value t98 = t47 - t72;
    const Value t99 = t86 * cosine[2] + sine[2] * t42;
    const Value t100 = t88 * cosine[2] - t66 * sine[2];
    const Value t101 = sine[2] * t64 + t90 * cosine[2];
    const Value t102 = t75 - t74;
    const Value t103 = cosine[0] * t6;
    const Value t104 = t92 * sine[2] + t78;
    const Value t105 = sine[2] * t93 + t94 * cosine[2];
    const Value t106 = t70 + t71;
    const Value t107 = t83 + t95 * cosine[2];
    const Value t108 = t19 + t17;
    const Value t109 = qd[3] * qd[3];
    const Value t110 = qdd[3] * sine[0] + cosine[0] * t109;
    const Value t111 = cosine[0] * qdd[3] - t109 * sine[0];
    const Value t112 = sign_of(qd[1]);
    const Value t113 = t6 * sine[0];
    const Value t114 = sign_of(qd[0]);
    Y[0] = Value() + 0.0;
    Y[1] = Value() + 0.0;
    Y[2] = Value() + 0.0;
    Y[3] = Value() + 0.0;
    Y[4] = Value() + 0.0;
    Y[5] = Value() + 0.0;
    Y[6] = Value() + 0.0;
    Y[7] = Value() + 0.0;
    Y[8] = Value() + 0.0;
    Y[9] = qdd[0];
    Y[10] = qdd[0];
    Y[11] = qd[0];
    Y[12] = t114;
    Y[13] = Value() + 0.0;
    Y[14] = Value() + 0.0;
    Y[15] = Value() + 0.0;
    Y[16] = Value() + 0.0;
    Y[17] = Value() + 0.0;
    Y[18] = Value() + 0.0;
    Y[19] = Value() + 0.0;
    Y[20] = Value() + 0.0;
    Y[21] = Value() + 0.0;
    Y[22] = qdd[0];
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
    Y[35] = qdd[0];
    Y[36] = Value() + 0.0;
    Y[37] = Value() + 0.0;
    Y[38] = Value() + 0.0;
    Y[39] = Value() + 0.0;
    Y[40] = Value() + 0.0;
    Y[41] = Value() + 0.0;
    Y[42] = Value() + 0.0;
    Y[43] = Value() + 0.0;
    Y[44] = Value() + 0.0;
    Y[45] = -t110;
    Y[46] = Value() + 0.0;
    Y[47] = t111;
    Y[48] = cosine[0] * t8 - t113;
    Y[49] = Value() + 0.0;
    Y[50] = Value() + 0.0;
    Y[51] = Value() + 0.0;
    Y[52] = Value() + 0.0;
    Y[53] = Value() + 0.0;
    Y[54] = Value() + 0.0;
    Y[55] = Value() + 0.0;
    Y[56] = Value() + 0.0;
    Y[57] = Value() + 0.0;
    Y[58] = t108 * sine[0] - cosine[0] * t107;
    Y[59] = t106 * sine[0] - cosine[0] * t105;
    Y[60] = cosine[0] * t104 + t81 * sine[0];
    Y[61] = cosine[0] * t102 - t113;
    Y[62] = Value() + 0.0;
    Y[63] = Value() + 0.0;
    Y[64] = Value() + 0.0;
    Y[65] = Value() + 0.0;
    Y[66] = Value() + 0.0;
    Y[67] = Value() + 0.0;
    Y[68] = Value() + 0.0;
    Y[69] = Value() + 0.0;
    Y[70] = Value() + 0.0;
    Y[71] = -(cosine[0] * t101 + t91 * sine[0]);
    Y[72] = cosine[0] * t100 + t89 * sine[0];
    Y[73] = -(t87 * sine[0] + cosine[0] * t99);
    Y[74] = cosine[0] * t97 - t98 * sine[0];
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
    Y[91] = Value() + 0.0;
    Y[92] = Value() + 0.0;
    Y[93] = Value() + 0.0;
    Y[94] = Value() + 0.0;
    Y[95] = Value() + 0.0;
    Y[96] = Value() + 0.0;
    Y[97] = Value() + 0.0;
    Y[98] = Value() + 0.0;
    Y[99] = Value() + 0.0;
    Y[100] = qdd[1];
    Y[101] = qdd[1];
    Y[102] = qd[1];
    Y[103] = t112;
    Y[104] = Value() + 0.0;
    Y[105] = Value() + 0.0;
    Y[106] = Value() + 0.0;
    Y[107] = Value() + 0.0;
    Y[108] = Value() + 0.0;
    Y[109] = Value() + 0.0;
    Y[110] = Value() + 0.0;
    Y[111] = Value() + 0.0;
    Y[112] = Value() + 0.0;
    Y[113] = qdd[1];
    Y[114] = Value() + 0.0;
    Y[115] = Value() + 0.0;
    Y[116] = Value() + 0.0;
    Y[117] = Value() + 0.0;
    Y[118] = Value() + 0.0;
    Y[119] = Value() + 0.0;
    Y[120] = Value() + 0.0;
    Y[121] = Value() + 0.0;
    Y[122] = Value() + 0.0;
    Y[123] = t111;
    Y[124] = Value() + 0.0;
    Y[125] = t110;
    Y[126] = t103 + t8 * sine[0];
    Y[127] = Value() + 0.0;
    Y[128] = Value() + 0.0;
    Y[129] = Value() + 0.0;
    Y[130] = Value() + 0.0;
    Y[131] = Value() + 0.0;
    Y[132] = Value() + 0.0;
    Y[133] = Value() + 0.0;
    Y[134] = Value() + 0.0;
    Y[135] = Value() + 0.0;
    Y[136] = -(cosine[0] * t108 + t107 * sine[0]);
    Y[137] = -(t105 * sine[0] + cosine[0] * t106);
    Y[138] = t104 * sine[0] - t81 * cosine[0];
    Y[139] = t103 + t102 * sine[0];
    Y[140] = Value() + 0.0;
    Y[141] = Value() + 0.0;
    Y[142] = Value() + 0.0;
    Y[143] = Value() + 0.0;
    Y[144] = Value() + 0.0;
    Y[145] = Value() + 0.0;
    Y[146] = Value() + 0.0;
    Y[147] = Value() + 0.0;
    Y[148] = Value() + 0.0;
    Y[149] = cosine[0] * t91 - t101 * sine[0];
    Y[150] = t100 * sine[0] - cosine[0] * t89;
    Y[151] = cosine[0] * t87 - t99 * sine[0];
    Y[152] = t97 * sine[0] + cosine[0] * t98;
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
    Y[182] = Value() + 0.0;
    Y[183] = Value() + 0.0;
    Y[184] = Value() + 0.0;
    Y[185] = Value() + 0.0;
    Y[186] = Value() + 0.0;
    Y[187] = Value() + 0.0;
    Y[188] = Value() + 0.0;
    Y[189] = Value() + 0.0;
    Y[190] = Value() + 0.0;
    Y[191] = t9;
    Y[192] = qdd[2];
    Y[193] = qd[2];
    Y[194] = t96;
    Y[195] = Value() + 0.0;
    Y[196] = Value() + 0.0;
    Y[197] = Value() + 0.0;
    Y[198] = Value() + 0.0;
    Y[199] = Value() + 0.0;
    Y[200] = Value() + 0.0;
    Y[201] = Value() + 0.0;
    Y[202] = Value() + 0.0;
    Y[203] = Value() + 0.0;
    Y[204] = t9;
    Y[205] = Value() + 0.0;
    Y[206] = Value() + 0.0;
    Y[207] = Value() + 0.0;
    Y[208] = Value() + 0.0;
    Y[209] = Value() + 0.0;
    Y[210] = Value() + 0.0;
    Y[211] = Value() + 0.0;
    Y[212] = Value() + 0.0;
    Y[213] = Value() + 0.0;
    Y[214] = t82 * cosine[2] - sine[2] * t95;
    Y[215] = t93 * cosine[2] - t94 * sine[2];
    Y[216] = sine[2] * t77 - t92 * cosine[2];
    Y[217] = t10 * sine[2] + t85;
    Y[218] = Value() + 0.0;
    Y[219] = Value() + 0.0;
    Y[220] = Value() + 0.0;
    Y[221] = Value() + 0.0;
    Y[222] = Value() + 0.0;
    Y[223] = Value() + 0.0;
    Y[224] = Value() + 0.0;
    Y[225] = Value() + 0.0;
    Y[226] = Value() + 0.0;
    Y[227] = t64 * cosine[2] - sine[2] * t90;
    Y[228] = t88 * sine[2] + t66 * cosine[2];
    Y[229] = t42 * cosine[2] - sine[2] * t86;
    Y[230] = t85 + sine[2] * t46;
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
    Y[273] = Value() + 0.0;
    Y[274] = Value() + 0.0;
    Y[275] = Value() + 0.0;
    Y[276] = qdd[3];
    Y[277] = Value() + 0.0;
    Y[278] = Value() + 0.0;
    Y[279] = t6;
    Y[280] = Value() + 0.0;
    Y[281] = t8;
    Y[282] = Value() + 0.0;
    Y[283] = qdd[3];
    Y[284] = qd[3];
    Y[285] = t84;
    Y[286] = t23 * sine[2] + t80;
    Y[287] = cosine[2] * (t70 - t79) - t83;
    Y[288] = t81 * cosine[2] + sine[2] * (t18 - t17);
    Y[289] = t76 - t80;
    Y[290] = t78 + (t79 - t71) * sine[2];
    Y[291] = t18 * cosine[2] - t76;
    Y[292] = t6 * cosine[2];
    Y[293] = t74 - t75;
    Y[294] = t5 * sine[2];
    Y[295] = Value() + 0.0;
    Y[296] = Value() + 0.0;
    Y[297] = Value() + 0.0;
    Y[298] = Value() + 0.0;
    Y[299] = sine[2] * (t36 * cosine[1] - t65) + t73;
    Y[300] = t45 * cosine[2] - sine[2] * (t66 * sine[1] + t64 * cosine[1]);
    Y[301] = sine[2] * (t61 - t62 * sine[1]) + cosine[2] * t40;
    Y[302] = (sine[1] * t28 + t67) * sine[2] - t73;
    Y[303] = t31 * cosine[2] + sine[2] * (t54 * cosine[1] - t58);
    Y[304] = (t65 - t67) * sine[2] + t20 * cosine[2];
    Y[305] = -(sine[2] * (t51 * sine[1]) + t14 * cosine[2]);
    Y[306] = t50 * cosine[1] * sine[2] + t12 * cosine[2];
    Y[307] = sine[2] * (t72 - t47);
    Y[308] = Value() + 0.0;
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
    Y[364] = -t69;
    Y[365] = t22 - t23;
    Y[366] = t70 - t71;
    Y[367] = qdd[4];
    Y[368] = t19 - t17;
    Y[369] = t69;
    Y[370] = t50;
    Y[371] = Value() + 0.0;
    Y[372] = -t10;
    Y[373] = Value() + 0.0;
    Y[374] = qdd[4];
    Y[375] = qd[4];
    Y[376] = t68;
    Y[377] = -(t36 * sine[1] + t53);
    Y[378] = t64 * sine[1] - t66 * cosine[1];
    Y[379] = -(t60 + t62 * cosine[1]);
    Y[380] = cosine[1] * t28 - t52;
    Y[381] = -(t54 * sine[1] + t57);
    Y[382] = t52 + t53;
    Y[383] = -(t51 * cosine[1]);
    Y[384] = -(t50 * sine[1]);
    Y[385] = -t46;
    Y[386] = Value() + 0.0;
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
    Y[455] = t33;
    Y[456] = t45;
    Y[457] = t40;
    Y[458] = -t33;
    Y[459] = t31;
    Y[460] = t20;
    Y[461] = -t14;
    Y[462] = t12;
    Y[463] = Value() + 0.0;
    Y[464] = Value() + 0.0;
    Y[465] = qdd[5];
    Y[466] = qd[5];
    Y[467] = t2;
  }
};
}  // namespace
void regressor(const Params& p, const double* q, const double* qd, const double* qdd, double* Y) {
  evaluate(RegressorBody(), p, q, qd, qdd, Y);
}


// Built from: the base parameters' columns of the regressor (derivatives of tau's Newton-Euler program by the standard parameters (inputs there)).
// 124 multiplications, 101 additions, 0 divisions, 12 function calls.
namespace {
struct BaseRegressorBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, Value* Yb) const {
    Value sine[3], cosine[3];
    const Value t0 = 1.5707963267948966 + q[3];
    const Value t1 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, q[5], t1);
    const Value t2 = sign_of(qd[5]);
    const Value t3 = qdd[0] * sine[0];
    const Value t4 = cosine[0] * qdd[1];
    const Value t5 = t3 - t4;
    const Value t6 = t4 - t3;
    const Value t7 = qdd[1] * sine[0] + cosine[0] * qdd[0];
    const Value t8 = p.g + qdd[2];
    const Value t9 = t8 * sine[2] + t7 * cosine[2];
    const Value t10 = t5 * sine[1] - t9 * cosine[1];
    const Value t11 = t5 * cosine[1] + t9 * sine[1];
    const Value t12 = qdd[3] * cosine[2];
    const Value t13 = sine[2] * qd[3];
    const Value t14 = qd[4] * t13;
    const Value t15 = t12 - t14;
    const Value t16 = t14 - t12;
    const Value t17 = t15 + qdd[5];
    const Value t18 = qd[3] * cosine[2];
    const Value t19 = qd[4] * t18;
    const Value t20 = qdd[3] * sine[2] + t19;
    const Value t21 = t13 * cosine[1] - qd[4] * sine[1];
    const Value t22 = t20 * sine[1] + cosine[1] * qdd[4] + qd[5] * t21;
    const Value t23 = qd[5] + t18;
    const Value t24 = t23 * t21;
    const Value t25 = t24 - t22;
    const Value t26 = t24 + t22;
    const Value t27 = t13 * sine[1] + qd[4] * cosine[1];
    const Value t28 = t20 * cosine[1] - sine[1] * qdd[4] - qd[5] * t27;
    const Value t29 = t23 * t27;
    const Value t30 = t23 * t23;
    const Value t31 = t29 + t28;
    const Value t32 = t21 * t21;
    const Value t33 = t21 * t27;
    const Value t34 = t27 * t27;
    const Value t35 = t32 - t34;
    const Value t36 = sine[2] * t7;
    const Value t37 = t8 * cosine[2];
    const Value t38 = t37 - t36;
    const Value t39 = t36 - t37;
    const Value t40 = cosine[1] * t24;
    const Value t41 = t24 * sine[1];
    const Value t42 = t34 - t30;
    const Value t43 = t30 + t34;
    const Value t44 = t17 + t33;
    const Value t45 = t44 * cosine[1];
    const Value t46 = t44 * sine[1];
    const Value t47 = t17 - t33;
    const Value t48 = sine[1] * t47;
    const Value t49 = cosine[1] * t47;
    const Value t50 = t30 - t32;
    const Value t51 = t30 + t32;
    const Value t52 = t28 - t29;
    const Value t53 = sign_of(qd[4]);
    const Value t54 = t13 * t13;
    const Value t55 = t13 * t18;
    const Value t56 = t18 * t18;
    const Value t57 = t55 - qdd[4];
    const Value t58 = t57 * cosine[2];
    const Value t59 = qd[4] * qd[4];
    const Value t60 = t14 * cosine[2];
    const Value t61 = t20 + t19;
    const Value t62 = t55 + qdd[4];
    const Value t63 = t62 * sine[2];
    const Value t64 = sign_of(qd[3]);
    const Value t65 = t51 * sine[1] - t45;
    const Value t66 = t46 + t51 * cosine[1];
    const Value t67 = t48 + cosine[1] * t43;
    const Value t68 = t49 - t43 * sine[1];
    const Value t69 = t59 + t54;
    const Value t70 = t59 + t56;
    const Value t71 = sign_of(qd[2]);
    const Value t72 = t65 * cosine[2] - t52 * sine[2];
    const Value t73 = sine[2] * t26 + t67 * cosine[2];
    const Value t74 = t69 * sine[2] + t58;
    const Value t75 = t63 + t70 * cosine[2];
    const Value t76 = t16 + t14;
    const Value t77 = qd[3] * qd[3];
    const Value t78 = qdd[3] * sine[0] + cosine[0] * t77;
    const Value t79 = cosine[0] * qdd[3] - t77 * sine[0];
    const Value t80 = sign_of(qd[1]);
    const Value t81 = sign_of(qd[0]);
    Yb[0] = qdd[0];
    Yb[1] = qd[0];
    Yb[2] = t81;
    Yb[3] = qdd[0];
    Yb[4] = Value() + 0.0;
    Yb[5] = Value() + 0.0;
    Yb[6] = qdd[0];
    Yb[7] = Value() + 0.0;
    Yb[8] = Value() + 0.0;
    Yb[9] = Value() + 0.0;
    Yb[10] = Value() + 0.0;
    Yb[11] = -t78;
    Yb[12] = t79;
    Yb[13] = Value() + 0.0;
    Yb[14] = Value() + 0.0;
    Yb[15] = Value() + 0.0;
    Yb[16] = Value() + 0.0;
    Yb[17] = Value() + 0.0;
    Yb[18] = Value() + 0.0;
    Yb[19] = Value() + 0.0;
    Yb[20] = t76 * sine[0] - cosine[0] * t75;
    Yb[21] = cosine[0] * t74 + t61 * sine[0];
    Yb[22] = Value() + 0.0;
    Yb[23] = Value() + 0.0;
    Yb[24] = Value() + 0.0;
    Yb[25] = Value() + 0.0;
    Yb[26] = Value() + 0.0;
    Yb[27] = Value() + 0.0;
    Yb[28] = Value() + 0.0;
    Yb[29] = -(cosine[0] * t73 + t68 * sine[0]);
    Yb[30] = cosine[0] * t72 + t66 * sine[0];
    Yb[31] = Value() + 0.0;
    Yb[32] = Value() + 0.0;
    Yb[33] = Value() + 0.0;
    Yb[34] = Value() + 0.0;
    Yb[35] = Value() + 0.0;
    Yb[36] = Value() + 0.0;
    Yb[37] = qdd[1];
    Yb[38] = qd[1];
    Yb[39] = t80;
    Yb[40] = qdd[1];
    Yb[41] = Value() + 0.0;
    Yb[42] = Value() + 0.0;
    Yb[43] = Value() + 0.0;
    Yb[44] = Value() + 0.0;
    Yb[45] = t79;
    Yb[46] = t78;
    Yb[47] = Value() + 0.0;
    Yb[48] = Value() + 0.0;
    Yb[49] = Value() + 0.0;
    Yb[50] = Value() + 0.0;
    Yb[51] = Value() + 0.0;
    Yb[52] = Value() + 0.0;
    Yb[53] = Value() + 0.0;
    Yb[54] = -(cosine[0] * t76 + t75 * sine[0]);
    Yb[55] = t74 * sine[0] - t61 * cosine[0];
    Yb[56] = Value() + 0.0;
    Yb[57] = Value() + 0.0;
    Yb[58] = Value() + 0.0;
    Yb[59] = Value() + 0.0;
    Yb[60] = Value() + 0.0;
    Yb[61] = Value() + 0.0;
    Yb[62] = Value() + 0.0;
    Yb[63] = cosine[0] * t68 - t73 * sine[0];
    Yb[64] = t72 * sine[0] - cosine[0] * t66;
    Yb[65] = Value() + 0.0;
    Yb[66] = Value() + 0.0;
    Yb[67] = Value() + 0.0;
    Yb[68] = Value() + 0.0;
    Yb[69] = Value() + 0.0;
    Yb[70] = Value() + 0.0;
    Yb[71] = Value() + 0.0;
    Yb[72] = Value() + 0.0;
    Yb[73] = Value() + 0.0;
    Yb[74] = t8;
    Yb[75] = qdd[2];
    Yb[76] = qd[2];
    Yb[77] = t71;
    Yb[78] = Value() + 0.0;
    Yb[79] = Value() + 0.0;
    Yb[80] = Value() + 0.0;
    Yb[81] = Value() + 0.0;
    Yb[82] = Value() + 0.0;
    Yb[83] = Value() + 0.0;
    Yb[84] = Value() + 0.0;
    Yb[85] = Value() + 0.0;
    Yb[86] = Value() + 0.0;
    Yb[87] = Value() + 0.0;
    Yb[88] = t62 * cosine[2] - sine[2] * t70;
    Yb[89] = sine[2] * t57 - t69 * cosine[2];
    Yb[90] = Value() + 0.0;
    Yb[91] = Value() + 0.0;
    Yb[92] = Value() + 0.0;
    Yb[93] = Value() + 0.0;
    Yb[94] = Value() + 0.0;
    Yb[95] = Value() + 0.0;
    Yb[96] = Value() + 0.0;
    Yb[97] = t26 * cosine[2] - sine[2] * t67;
    Yb[98] = t65 * sine[2] + t52 * cosine[2];
    Yb[99] = Value() + 0.0;
    Yb[100] = Value() + 0.0;
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
    Yb[112] = qdd[3];
    Yb[113] = t6;
    Yb[114] = t7;
    Yb[115] = qd[3];
    Yb[116] = t64;
    Yb[117] = t20 * sine[2] + t60;
    Yb[118] = cosine[2] * (t54 - t59) - t63;
    Yb[119] = t61 * cosine[2] + sine[2] * (t15 - t14);
    Yb[120] = sine[2] * t19 - t60;
    Yb[121] = t58 + (t59 - t56) * sine[2];
    Yb[122] = t6 * cosine[2];
    Yb[123] = t5 * sine[2];
    Yb[124] = Value() + 0.0;
    Yb[125] = Value() + 0.0;
    Yb[126] = sine[2] * (t28 * cosine[1] - t41) + t33 * cosine[2];
    Yb[127] = t35 * cosine[2] - sine[2] * (t52 * sine[1] + t26 * cosine[1]);
    Yb[128] = sine[2] * (t49 - t50 * sine[1]) + cosine[2] * t31;
    Yb[129] = t25 * cosine[2] + sine[2] * (t42 * cosine[1] - t46);
    Yb[130] = (t41 - t29 * cosine[1]) * sine[2] + t17 * cosine[2];
    Yb[131] = -(sine[2] * (t39 * sine[1]) + t11 * cosine[2]);
    Yb[132] = t38 * cosine[1] * sine[2] + t10 * cosine[2];
    Yb[133] = Value() + 0.0;
    Yb[134] = Value() + 0.0;
    Yb[135] = Value() + 0.0;
    Yb[136] = Value() + 0.0;
    Yb[137] = Value() + 0.0;
    Yb[138] = Value() + 0.0;
    Yb[139] = Value() + 0.0;
    Yb[140] = Value() + 0.0;
    Yb[141] = Value() + 0.0;
    Yb[142] = Value() + 0.0;
    Yb[143] = Value() + 0.0;
    Yb[144] = Value() + 0.0;
    Yb[145] = Value() + 0.0;
    Yb[146] = Value() + 0.0;
    Yb[147] = Value() + 0.0;
    Yb[148] = Value() + 0.0;
    Yb[149] = Value() + 0.0;
    Yb[150] = Value() + 0.0;
    Yb[151] = -t55;
    Yb[152] = t19 - t20;
    Yb[153] = t54 - t56;
    Yb[154] = qdd[4];
    Yb[155] = t16 - t14;
    Yb[156] = t38;
    Yb[157] = -t9;
    Yb[158] = qd[4];
    Yb[159] = t53;
    Yb[160] = -(t28 * sine[1] + t40);
    Yb[161] = t26 * sine[1] - t52 * cosine[1];
    Yb[162] = -(t48 + t50 * cosine[1]);
    Yb[163] = -(t42 * sine[1] + t45);
    Yb[164] = t29 * sine[1] + t40;
    Yb[165] = -(t39 * cosine[1]);
    Yb[166] = -(t38 * sine[1]);
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
    Yb[178] = Value() + 0.0;
    Yb[179] = Value() + 0.0;
    Yb[180] = Value() + 0.0;
    Yb[181] = Value() + 0.0;
    Yb[182] = Value() + 0.0;
    Yb[183] = Value() + 0.0;
    Yb[184] = Value() + 0.0;
    Yb[185] = Value() + 0.0;
    Yb[186] = Value() + 0.0;
    Yb[187] = Value() + 0.0;
    Yb[188] = Value() + 0.0;
    Yb[189] = Value() + 0.0;
    Yb[190] = Value() + 0.0;
    Yb[191] = Value() + 0.0;
    Yb[192] = Value() + 0.0;
    Yb[193] = Value() + 0.0;
    Yb[194] = t33;
    Yb[195] = t35;
    Yb[196] = t31;
    Yb[197] = t25;
    Yb[198] = t17;
    Yb[199] = -t11;
    Yb[200] = t10;
    Yb[201] = qdd[5];
    Yb[202] = qd[5];
    Yb[203] = t2;
  }
};
}  // namespace
void base_regressor(const Params& p, const double* q, const double* qd, const double* qdd, double* Yb) {
  evaluate(BaseRegressorBody(), p, q, qd, qdd, Yb);
}


// Built from: the model's standard parameters grouped exactly.
// 0 multiplications, 1 additions, 0 divisions, 0 function calls.


void base_parameters(const Params& p, double* beta) {
  beta[0] = 0.0;
  beta[1] = 0.0;
  beta[2] = 0.0;
  beta[3] = 0.0;
  beta[4] = 0.0;
  beta[5] = 0.0;
  beta[6] = p.m;
  beta[7] = 0.0;
  beta[8] = 0.0;
  beta[9] = 0.0;
  beta[10] = 0.0;
  beta[11] = 0.0;
  beta[12] = 0.0;
  beta[13] = 0.0;
  beta[14] = 0.0;
  beta[15] = p.Ixx;
  beta[16] = 0.0;
  beta[17] = 0.0;
  beta[18] = p.Ixx;
  beta[19] = 0.0;
  beta[20] = 0.0;
  beta[21] = 0.0;
  beta[22] = 0.0;
  beta[23] = 0.0;
  beta[24] = p.Izz - p.Ixx;
  beta[25] = 0.0;
  beta[26] = 0.0;
  beta[27] = 0.0;
  beta[28] = p.Iyy;
  beta[29] = 0.0;
  beta[30] = 0.0;
  beta[31] = 0.0;
  beta[32] = 0.0;
  beta[33] = 0.0;
}

// Built from: forward kinematics in the base frame, the task's rows.
// 2 multiplications, 5 additions, 0 divisions, 4 function calls.
namespace {
struct TaskJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* Jx) const {
    (void)p;
    Value sine[2], cosine[2];
    const Value t0 = 1.5707963267948966 + q[3];
    const Value t1 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, t1);
    Jx[0] = Value() + 0.0;
    Jx[1] = Value() + 1.0;
    Jx[2] = Value() + 0.0;
    Jx[3] = Value() + 0.0;
    Jx[4] = Value() + 0.0;
    Jx[5] = Value() + 0.0;
    Jx[6] = Value() + 0.0;
    Jx[7] = Value() + 0.0;
    Jx[8] = Value() + 1.0;
    Jx[9] = Value() + 0.0;
    Jx[10] = Value() + 0.0;
    Jx[11] = Value() + 0.0;
    Jx[12] = Value() + 1.0;
    Jx[13] = Value() + 0.0;
    Jx[14] = Value() + 0.0;
    Jx[15] = Value() + 0.0;
    Jx[16] = Value() + 0.0;
    Jx[17] = Value() + 0.0;
    Jx[18] = Value() + 0.0;
    Jx[19] = Value() + 0.0;
    Jx[20] = Value() + 0.0;
    Jx[21] = Value() + 0.0;
    Jx[22] = -cosine[0];
    Jx[23] = -(sine[1] * sine[0]);
    Jx[24] = Value() + 0.0;
    Jx[25] = Value() + 0.0;
    Jx[26] = Value() + 0.0;
    Jx[27] = Value() + 1.0;
    Jx[28] = Value() + 0.0;
    Jx[29] = cosine[1];
    Jx[30] = Value() + 0.0;
    Jx[31] = Value() + 0.0;
    Jx[32] = Value() + 0.0;
    Jx[33] = Value() + 0.0;
    Jx[34] = sine[0];
    Jx[35] = -(cosine[0] * sine[1]);
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
// 2237 multiplications, 2137 additions, 12 divisions, 4 function calls. The solves included. Besides the functions it calls.

namespace {
struct TaskCoriolisCoefficientsBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const double* q, double* H) const {
    (void)p;
    double sine[2], cosine[2];
    const double t0 = 1.5707963267948966 + q[3];
    const double t1 = q[4] - 1.5707963267948966;
    sin_cos(sine, cosine, t0, t1);
    H[0] = 0.0;
    H[1] = 0.0;
    H[2] = 0.0;
    H[3] = 0.0;
    H[4] = 0.0;
    H[5] = 0.0;
    H[6] = 0.0;
    H[7] = 0.0;
    H[8] = 0.0;
    H[9] = 0.0;
    H[10] = 0.0;
    H[11] = 0.0;
    H[12] = 0.0;
    H[13] = 0.0;
    H[14] = 0.0;
    H[15] = 0.0;
    H[16] = 0.0;
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
    H[36] = 0.0;
    H[37] = 0.0;
    H[38] = 0.0;
    H[39] = 0.0;
    H[40] = 0.0;
    H[41] = 0.0;
    H[42] = 0.0;
    H[43] = 0.0;
    H[44] = 0.0;
    H[45] = 0.0;
    H[46] = 0.0;
    H[47] = 0.0;
    H[48] = 0.0;
    H[49] = 0.0;
    H[50] = 0.0;
    H[51] = 0.0;
    H[52] = 0.0;
    H[53] = 0.0;
    H[54] = 0.0;
    H[55] = 0.0;
    H[56] = 0.0;
    H[57] = sine[0];
    H[58] = -(cosine[0] * sine[1]);
    H[59] = -(cosine[1] * sine[0]);
    H[60] = 0.0;
    H[61] = 0.0;
    H[62] = 0.0;
    H[63] = 0.0;
    H[64] = 0.0;
    H[65] = 0.0;
    H[66] = 0.0;
    H[67] = 0.0;
    H[68] = 0.0;
    H[69] = 0.0;
    H[70] = 0.0;
    H[71] = 0.0;
    H[72] = 0.0;
    H[73] = 0.0;
    H[74] = -sine[1];
    H[75] = 0.0;
    H[76] = 0.0;
    H[77] = 0.0;
    H[78] = 0.0;
    H[79] = 0.0;
    H[80] = 0.0;
    H[81] = 0.0;
    H[82] = 0.0;
    H[83] = 0.0;
    H[84] = 0.0;
    H[85] = 0.0;
    H[86] = 0.0;
    H[87] = cosine[0];
    H[88] = sine[1] * sine[0];
    H[89] = -(cosine[0] * cosine[1]);
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
// 1126 multiplications, 1024 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_centrifugal_coefficients(const Params& p, const double* q, double* Cx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double K[36];
  double H[36];
  mass_matrix(p, q, M);
  task_jacobian(p, q, J);
  centrifugal_coefficients(p, q, K);
  H[0] = 0.0;
  H[1] = 0.0;
  H[2] = 0.0;
  H[3] = 0.0;
  H[4] = 0.0;
  H[5] = 0.0;
  H[6] = 0.0;
  H[7] = 0.0;
  H[8] = 0.0;
  H[9] = 0.0;
  H[10] = 0.0;
  H[11] = 0.0;
  H[12] = 0.0;
  H[13] = 0.0;
  H[14] = 0.0;
  H[15] = 0.0;
  H[16] = 0.0;
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
  return task_space_solve(M, J, K, H, 6, true, Cx);
}

}  // namespace quadrotor
