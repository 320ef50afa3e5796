// ur5_axes: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
// Each function's "Built from" line names its route.
// Do not edit; regenerate with the command below instead.
// Model:   ur5_axes.yaml (SHA-256 b327658614b3e91ea5a2a74ed7b8160c0950fa86378bc26418483826c91643c5)
// Command: nedyn generate ur5_axes.yaml
#include "ur5_axes.hpp"

#include <cmath>

namespace ur5_axes {
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
// 196 multiplications, 156 additions, 0 divisions, 10 function calls.
namespace {
struct InverseDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* tau) const {
    Value sine[5], cosine[5];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[4], q[5]);
    const Value t1 = sine[0] * qd[0];
    const Value t2 = t1 * qd[1];
    const Value t3 = t2 - qdd[0] * cosine[0];
    const Value t4 = cosine[0] * qd[0];
    const Value t5 = t4 * qd[1];
    const Value t6 = qdd[0] * sine[0] + t5;
    const Value t7 = t4 * sine[1] + t1 * cosine[1];
    const Value t8 = t7 * qd[2] + (t3 * cosine[1] + t6 * sine[1]);
    const Value t9 = t1 * sine[1] - t4 * cosine[1];
    const Value t10 = cosine[1] * t6 - t3 * sine[1] - t9 * qd[2];
    const Value t11 = cosine[2] * t7;
    const Value t12 = t9 * sine[2];
    const Value t13 = t11 - t12;
    const Value t14 = t12 - t11 + qd[4];
    const Value t15 = t13 * qd[3] + (cosine[2] * t8 + t10 * sine[2]);
    const Value t16 = qdd[1] + qdd[2];
    const Value t17 = qdd[3] + t16;
    const Value t18 = t9 * cosine[2] + t7 * sine[2];
    const Value t19 = qd[2] + qd[1];
    const Value t20 = t19 + qd[3];
    const Value t21 = t18 * cosine[3] + t20 * sine[3];
    const Value t22 = cosine[3] * t17 - t15 * sine[3] - t21 * qd[4];
    const Value t23 = 0.00019024875 * (qdd[5] + t22);
    const Value t24 = t10 * cosine[2] - t8 * sine[2];
    const Value t25 = t18 * qd[3];
    const Value t26 = t25 - t24 + qdd[4];
    const Value t27 = t24 - t25;
    const Value t28 = cosine[3] * t20 - t18 * sine[3];
    const Value t29 = t21 * t28;
    const Value t30 = t21 * t14;
    const Value t31 = 0.0037767642421732335 * t26 - 0.003292500193635 * t22 - (0.0025425267421732333 * t29 + 0.003292500193635 * t30);
    const Value t32 = t23 + (0.003292500193635 * t29 - 0.0012342375 * t30 - 0.003292500193635 * t26);
    const Value t33 = 0.0351648539 * (t29 - t26);
    const Value t34 = t4 * t4;
    const Value t35 = t1 * t4;
    const Value t36 = t1 * t1;
    const Value t37 = qd[1] * qd[1];
    const Value t38 = t34 + t37;
    const Value t39 = 0.13585 * qdd[0];
    const Value t40 = 9.81 * sine[0] + cosine[0] * t39 + (0.425 * t38 - 0.1197 * (t2 - t3));
    const Value t41 = t39 * sine[0] - 9.81 * cosine[0];
    const Value t42 = qdd[1] + t35;
    const Value t43 = t41 + (0.425 * t42 - 0.1197 * (t6 - t5));
    const Value t44 = 3.88977 * t41 + (1.4080416791666666 * qdd[1] - 0.179124968875 * t6 + (0.179124968875 * t5 + 1.3929342791666666 * t35));
    const Value t45 = t19 * t19;
    const Value t46 = t9 * t9 + t45;
    const Value t47 = 0.39225 * t46 + (t40 * cosine[1] - t43 * sine[1]);
    const Value t48 = t43 * cosine[1] + t40 * sine[1];
    const Value t49 = t9 * t7;
    const Value t50 = t9 * t19;
    const Value t51 = t19 * t7;
    const Value t52 = 0.1007721675 * t50 - 0.5685348292125 * t49 + (0.1007721675 * t10 + 0.5727288292125 * t16) + 1.594451775 * t48;
    const Value t53 = t49 - t16;
    const Value t54 = t48 - 0.39225 * t53;
    const Value t55 = t47 * sine[2] + cosine[2] * t54;
    const Value t56 = t18 * t20;
    const Value t57 = t13 * t13;
    const Value t58 = t18 * t18;
    const Value t59 = t18 * t13;
    const Value t60 = t13 * t20;
    const Value t61 = t20 * t20;
    const Value t62 = 0.13585 * qd[0] * qd[0];
    const Value t63 = 0.1197 * (t36 + t34) - 0.425 * (t2 + t3) - t62;
    const Value t64 = t51 + t8;
    const Value t65 = t63 - 0.39225 * t64;
    const Value t66 = t31 - 0.0351648539 * (cosine[3] * (0.093 * (t27 + t56) + t55) + (t65 - 0.093 * (t57 + t58)) * sine[3]);
    const Value t67 = 0.013996669857 * t56 - 0.01459785988165 * t59 + (0.01583209738165 * t17 + 0.013996669857 * t27) + 0.150887345 * t55;
    const Value t68 = 0.00019024875 * (qd[5] + t28);
    const Value t69 = (t14 * cosine[4] + t21 * sine[4]) * t68;
    const Value t70 = (t21 * cosine[4] - t14 * sine[4]) * t68;
    const Value t71 = t66 + (t69 * sine[4] + cosine[4] * t70);
    const Value t72 = t14 * t14;
    const Value t73 = t14 * t28;
    const Value t74 = 0.0351648539 * (t21 * t21 + t72);
    const Value t75 = qd[4] * t28 + (t17 * sine[3] + cosine[3] * t15);
    const Value t76 = 0.0025425267421732333 * t75 + (0.0037767642421732335 * t73 - 0.003292500193635 * (t28 * t28 - t72)) - 0.0351648539 * (cosine[2] * t47 - t54 * sine[2] + 0.093 * (t60 - t15));
    const Value t77 = t76 + (t70 * sine[4] - t69 * cosine[4]);
    const Value t78 = t73 + t75;
    const Value t79 = 0.01459785988165 * t15 + (0.01583209738165 * t60 + 0.013996669857 * (t57 - t61)) - 0.150887345 * t65 + (cosine[3] * t77 - t32 * sine[3]);
    const Value t80 = t77 * sine[3] + cosine[3] * t32 + t67;
    const Value t81 = 0.150887345 * (t61 + t58) - 0.0351648539 * t78;
    const Value t82 = t79 + 0.0032703314127 * t78;
    const Value t83 = sine[3] * t33 - cosine[3] * t74 - 0.150887345 * (t60 + t15);
    const Value t84 = cosine[3] * t33 + t74 * sine[3];
    const Value t85 = 0.013996669857 * t17 - (0.0012342375 * t56 + 0.013996669857 * t59) - t71 + 0.093 * t84;
    const Value t86 = t82 * cosine[2] - t85 * sine[2] + (0.5727288292125 * t51 + 0.1007721675 * (t7 * t7 - t45) + 0.5685348292125 * t8 - 1.594451775 * t63);
    const Value t87 = 0.1007721675 * t16 - (0.1007721675 * t49 + 0.004194 * t50) + (t82 * sine[2] + cosine[2] * t85);
    const Value t88 = t84 - 0.150887345 * (t59 - t17);
    const Value t89 = 1.594451775 * t46 + (t88 * sine[2] + t81 * cosine[2]);
    const Value t90 = cosine[2] * t88 - t81 * sine[2];
    const Value t91 = 0.39225 * t90 + (t80 + t52);
    const Value t92 = t90 - 1.594451775 * t53;
    const Value t93 = t86 - 0.39225 * t83;
    const Value t94 = t93 * cosine[1] - t87 * sine[1] + (3.88977 * t62 + (1.4080416791666666 * t2 - 0.179124968875 * (t36 - t37) + 1.3929342791666666 * t3));
    const Value t95 = t92 * cosine[1] - t89 * sine[1];
    const Value t96 = t93 * sine[1] + cosine[1] * t87 + (0.0151074 * t5 - 0.179124968875 * t35 - 0.179124968875 * qdd[1]) - 0.1197 * t95;
    const Value t97 = t92 * sine[1] + t89 * cosine[1];
    const Value t98 = 0.16750902095555 * qdd[0] + (t96 * sine[0] - cosine[0] * (t94 + (0.1197 * t97 - 0.425 * (t83 - 1.594451775 * t64))));
    tau[0] = t98 + 0.13585 * (cosine[0] * (t97 + 3.88977 * t38) + (t95 + 3.88977 * t42) * sine[0]);
    tau[1] = 0.425 * t95 + (t91 + t44);
    tau[2] = t91;
    tau[3] = t80;
    tau[4] = t71;
    tau[5] = t23;
  }
};
}  // namespace
void inverse_dynamics(const double* q, const double* qd, const double* qdd, double* tau) {
  evaluate(InverseDynamicsBody(), q, qd, qdd, tau);
}


// Built from: closed form, Horner.
// 84 multiplications, 69 additions, 0 divisions, 8 function calls.
namespace {
struct MassMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* M) const {
    Value sine[4], cosine[4];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[4], q[1], q[2], t0);
    const Value t1 = 0.00019024875 * cosine[0];
    const Value t2 = cosine[1] * cosine[2] - sine[1] * sine[2];
    const Value t3 = cosine[1] * sine[2] + sine[1] * cosine[2];
    const Value t4 = cosine[3] * t2 - t3 * sine[3];
    const Value t5 = t4 * sine[0];
    const Value t6 = 0.003292500193635 * cosine[0];
    const Value t7 = 0.0149450629075 * cosine[2];
    const Value t8 = sine[3] * sine[2];
    const Value t9 = cosine[3] * t3 + t2 * sine[3];
    const Value t10 = t9 * (-0.0037767642421732335 - 0.003838243803185 * cosine[0]) - (0.0149450629075 * cosine[1] + 0.013793413942275 * t2 + 0.003292500193635 * t4) * sine[0];
    const Value t11 = 0.002352277992173233 * (sine[0] * sine[0]);
    const Value t12 = 0.002352277992173233 * sine[0];
    const Value t13 = 0.064127121625 * t8;
    const Value t14 = cosine[3] * sine[2];
    const Value t15 = 0.0149450629075 * t14 + t12;
    const Value t16 = cosine[3] * (0.05918556107625 + 0.064127121625 * cosine[2]) + (0.01602234613165 - t13) + (t15 + sine[3] * (0.013793413942275 + t7)) * sine[0];
    const Value t17 = t9 * (0.01643350047875 + t6) + t4 * ((-0.003838243803185 - 0.002352277992173233 * cosine[0]) * sine[0]);
    const Value t18 = 0.1183711221525 * cosine[3];
    const Value t19 = 0.58875117534415 + t18;
    const Value t20 = (0.677642004375 + 0.064127121625 * cosine[3]) * cosine[2] + (t19 - t13) + (t15 + (0.02758682788455 + t7) * sine[3]) * sine[0];
    const Value t21 = 1.9967928545108167 + t18 - 0.12825424325 * t8 + (1.35528400875 + 0.12825424325 * cosine[3]) * cosine[2];
    const Value t22 = t21 + ((0.02758682788455 + 0.029890125815 * cosine[2]) * sine[3] + (0.029890125815 * t14 + t12)) * sine[0];
    const Value t23 = 0.002352277992173233 * t5;
    const Value t24 = 0.013793413942275 * t3;
    const Value t25 = 0.003292500193635 * t9;
    const Value t26 = 0.003838243803185 * t5;
    const Value t27 = 0.12652256366625 * t3;
    const Value t28 = 0.01643350047875 * t9;
    const Value t29 = t27 + (0.349300285625 * sine[1] - t26) + t28 + (0.0149450629075 * sine[1] - t23 + t24 + t25) * cosine[0];
    const Value t30 = 0.00767648760637 * cosine[0] + (2.14611851595854 + 0.1183711221525 * (t4 * t2)) - 1.3929342791666666 * (sine[1] * sine[1]);
    const Value t31 = 0.002352277992173233 * (t9 * sine[0]) + (0.029890125815 * cosine[1] + 0.02758682788455 * t2 + 0.00658500038727 * t4);
    const Value t32 = t30 - 0.5685348292125 * (t3 * t3) - t11 + (1.35528400875 * t2 + 0.12825424325 * t4) * cosine[1] + t9 * (sine[0] * t31 - 0.01336362238165 * t9);
    M[0] = t32;
    M[6] = t29;
    M[7] = t22;
    M[12] = cosine[0] * (t24 - t23 + t25) + (t27 - t26 + t28);
    M[13] = t20;
    M[14] = t19 + (0.02758682788455 * sine[3] + t12) * sine[0];
    M[18] = t17;
    M[19] = t16;
    M[20] = (0.013793413942275 * sine[3] + t12) * sine[0] + (0.01602234613165 + 0.05918556107625 * cosine[3]);
    M[21] = 0.01602234613165 + t11;
    M[24] = t10;
    M[25] = cosine[0] * ((-0.013793413942275 - t7) * cosine[3] + (0.0149450629075 * t8 - 0.003292500193635));
    M[26] = cosine[0] * (-0.003292500193635 - 0.013793413942275 * cosine[3]);
    M[27] = -t6;
    M[28] = Value() + 0.0037767642421732335;
    M[30] = 0.00019024875 * t5;
    M[31] = t1;
    M[32] = t1;
    M[33] = t1;
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
// 176 multiplications, 130 additions, 0 divisions, 10 function calls.
namespace {
struct CoriolisCentrifugalBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* V) const {
    Value sine[5], cosine[5];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[4], q[5]);
    const Value t1 = cosine[0] * qd[0];
    const Value t2 = t1 * qd[1];
    const Value t3 = sine[0] * qd[0];
    const Value t4 = t3 * qd[1];
    const Value t5 = t3 * sine[1] - t1 * cosine[1];
    const Value t6 = t2 * cosine[1] - t4 * sine[1] - t5 * qd[2];
    const Value t7 = t1 * sine[1] + t3 * cosine[1];
    const Value t8 = t4 * cosine[1] + t2 * sine[1] + t7 * qd[2];
    const Value t9 = cosine[2] * t7;
    const Value t10 = t5 * sine[2];
    const Value t11 = t9 - t10;
    const Value t12 = t10 - t9 + qd[4];
    const Value t13 = t11 * qd[3] + (t6 * sine[2] + cosine[2] * t8);
    const Value t14 = t5 * cosine[2] + t7 * sine[2];
    const Value t15 = qd[2] + qd[1];
    const Value t16 = t15 + qd[3];
    const Value t17 = t14 * cosine[3] + t16 * sine[3];
    const Value t18 = t13 * sine[3] + t17 * qd[4];
    const Value t19 = 0.00019024875 * t18;
    const Value t20 = cosine[2] * t6 - t8 * sine[2];
    const Value t21 = t14 * qd[3];
    const Value t22 = t21 - t20;
    const Value t23 = t20 - t21;
    const Value t24 = cosine[3] * t16 - t14 * sine[3];
    const Value t25 = t17 * t24;
    const Value t26 = t17 * t12;
    const Value t27 = 0.0037767642421732335 * t22 + 0.003292500193635 * t18 - (0.0025425267421732333 * t25 + 0.003292500193635 * t26);
    const Value t28 = 0.003292500193635 * t25 - 0.0012342375 * t26 - 0.003292500193635 * t22 - t19;
    const Value t29 = 0.0351648539 * (t25 - t22);
    const Value t30 = t11 * t11;
    const Value t31 = t14 * t14;
    const Value t32 = t3 * t3;
    const Value t33 = t3 * t1;
    const Value t34 = t1 * t1;
    const Value t35 = 0.13585 * qd[0] * qd[0];
    const Value t36 = 0.1197 * (t32 + t34) - 0.425 * (t4 + t4) - t35;
    const Value t37 = t15 * t7;
    const Value t38 = t37 + t8;
    const Value t39 = t36 - 0.39225 * t38;
    const Value t40 = t15 * t15;
    const Value t41 = t5 * t15;
    const Value t42 = t5 * t5 + t40;
    const Value t43 = t5 * t7;
    const Value t44 = qd[1] * qd[1];
    const Value t45 = t34 + t44;
    const Value t46 = 0.425 * t45;
    const Value t47 = 0.425 * t33;
    const Value t48 = 0.39225 * t42 + (t46 * cosine[1] - t47 * sine[1]);
    const Value t49 = t47 * cosine[1] + t46 * sine[1];
    const Value t50 = t49 - 0.39225 * t43;
    const Value t51 = t48 * sine[2] + cosine[2] * t50;
    const Value t52 = t14 * t16;
    const Value t53 = t27 - 0.0351648539 * (sine[3] * (t39 - 0.093 * (t30 + t31)) + cosine[3] * (0.093 * (t52 + t23) + t51));
    const Value t54 = t14 * t11;
    const Value t55 = t11 * t16;
    const Value t56 = t16 * t16;
    const Value t57 = 0.00019024875 * (qd[5] + t24);
    const Value t58 = (t12 * cosine[4] + t17 * sine[4]) * t57;
    const Value t59 = (t17 * cosine[4] - t12 * sine[4]) * t57;
    const Value t60 = t53 + (t58 * sine[4] + cosine[4] * t59);
    const Value t61 = t12 * t12;
    const Value t62 = t12 * t24;
    const Value t63 = 0.0351648539 * (t17 * t17 + t61);
    const Value t64 = qd[4] * t24 + t13 * cosine[3];
    const Value t65 = 0.0037767642421732335 * t62 - 0.003292500193635 * (t24 * t24 - t61) + 0.0025425267421732333 * t64 - 0.0351648539 * (0.093 * (t55 - t13) + (cosine[2] * t48 - t50 * sine[2]));
    const Value t66 = t65 + (t59 * sine[4] - t58 * cosine[4]);
    const Value t67 = 0.150887345 * t51 + (0.013996669857 * t52 - 0.01459785988165 * t54 + 0.013996669857 * t23) + (sine[3] * t66 + cosine[3] * t28);
    const Value t68 = 0.01583209738165 * t55 + 0.013996669857 * (t30 - t56) + 0.01459785988165 * t13 - 0.150887345 * t39 + (cosine[3] * t66 - t28 * sine[3]);
    const Value t69 = t62 + t64;
    const Value t70 = 0.150887345 * (t56 + t31) - 0.0351648539 * t69;
    const Value t71 = 0.0032703314127 * t69 + t68;
    const Value t72 = t29 * sine[3] - cosine[3] * t63 - 0.150887345 * (t55 + t13);
    const Value t73 = t29 * cosine[3] + t63 * sine[3];
    const Value t74 = 0.093 * t73 - (0.0012342375 * t52 + 0.013996669857 * t54 + t60);
    const Value t75 = cosine[2] * t71 - t74 * sine[2] + (0.5727288292125 * t37 + 0.1007721675 * (t7 * t7 - t40) + 0.5685348292125 * t8 - 1.594451775 * t36);
    const Value t76 = t73 - 0.150887345 * t54;
    const Value t77 = cosine[2] * t74 + t71 * sine[2] - (0.1007721675 * t43 + 0.004194 * t41);
    const Value t78 = 1.594451775 * t42 + (cosine[2] * t70 + t76 * sine[2]);
    const Value t79 = t76 * cosine[2] - t70 * sine[2];
    const Value t80 = t67 + (0.1007721675 * t41 - 0.5685348292125 * t43 + 0.1007721675 * t6 + 1.594451775 * t49) + 0.39225 * t79;
    const Value t81 = t79 - 1.594451775 * t43;
    const Value t82 = t75 - 0.39225 * t72;
    const Value t83 = t82 * cosine[1] - t77 * sine[1] + (1.4080416791666666 * t4 - 0.179124968875 * (t32 - t44) + 1.3929342791666666 * t4 + 3.88977 * t35);
    const Value t84 = t81 * cosine[1] - t78 * sine[1];
    const Value t85 = t81 * sine[1] + t78 * cosine[1];
    const Value t86 = (0.0151074 * t2 - 0.179124968875 * t33 + (t82 * sine[1] + cosine[1] * t77) - 0.1197 * t84) * sine[0] - cosine[0] * (t83 + (0.1197 * t85 - 0.425 * (t72 - 1.594451775 * t38)));
    const Value t87 = 0.179124968875 * t2;
    V[0] = t86 + 0.13585 * (cosine[0] * (t85 + 3.88977 * t45) + (3.88977 * t33 + t84) * sine[0]);
    V[1] = 0.425 * t84 + (t80 + (t87 + 1.3929342791666666 * t33 - t87));
    V[2] = t80;
    V[3] = t67;
    V[4] = t60;
    V[5] = -t19;
  }
};
}  // namespace
void coriolis_centrifugal(const double* q, const double* qd, double* V) {
  evaluate(CoriolisCentrifugalBody(), q, qd, V);
}


// Built from: closed form, Horner.
// 15 multiplications, 14 additions, 0 divisions, 8 function calls.
namespace {
struct GravityBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* G) const {
    Value sine[4], cosine[4];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[4]);
    const Value t1 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t3 = cosine[2] * t1 - t2 * sine[2];
    const Value t4 = 0.344967216759 * ((cosine[2] * t2 + t1 * sine[2]) * sine[3]);
    const Value t5 = 15.64157191275 * t1;
    const Value t6 = 1.48020485445 * t3;
    G[0] = Value() + 0.0;
    G[1] = -(t6 + (38.1586437 * cosine[0] + t5) + t4);
    G[2] = -(t4 + (t6 + t5));
    G[3] = -(t6 + t4);
    G[4] = 0.344967216759 * (t3 * cosine[3]);
    G[5] = Value() + 0.0;
  }
};
}  // namespace
void gravity(const double* q, double* G) {
  evaluate(GravityBody(), q, G);
}


// Built from: closed form, Horner.
// 101 multiplications, 81 additions, 0 divisions, 8 function calls.
namespace {
struct CoriolisCoefficientsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* B) const {
    Value sine[4], cosine[4];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[4], q[1], q[2], t0);
    const Value t1 = 0.00019024875 * sine[0];
    const Value t2 = -t1;
    const Value t3 = cosine[1] * cosine[2] - sine[1] * sine[2];
    const Value t4 = cosine[1] * sine[2] + sine[1] * cosine[2];
    const Value t5 = cosine[3] * t3 - t4 * sine[3];
    const Value t6 = 0.00019024875 * (t5 * cosine[0]);
    const Value t7 = cosine[3] * t4 + t3 * sine[3];
    const Value t8 = t7 * sine[0];
    const Value t9 = 0.00019024875 * t8;
    const Value t10 = -t9;
    const Value t11 = 0.004704555984346466 * (cosine[0] * sine[0]);
    const Value t12 = -t11;
    const Value t13 = 0.004704555984346466 * sine[0];
    const Value t14 = cosine[0] * (0.02758682788455 * sine[3] + t13);
    const Value t15 = 0.004704555984346466 * (sine[0] * sine[0]);
    const Value t16 = 0.00658500038727 * t8;
    const Value t17 = 0.004704555984346466 * (t5 * sine[0]);
    const Value t18 = 0.02758682788455 * t4;
    const Value t19 = 0.00658500038727 * t7;
    const Value t20 = 0.00142448625 * t5;
    const Value t21 = 0.029890125815 * sine[1];
    const Value t22 = 0.1183711221525 * sine[3];
    const Value t23 = cosine[3] * sine[0];
    const Value t24 = 0.02758682788455 * t23;
    const Value t25 = (-1.35528400875 - 0.12825424325 * cosine[3] - 0.029890125815 * (sine[0] * sine[3])) * sine[2] + (0.029890125815 * t23 - 0.12825424325 * sine[3]) * cosine[2];
    const Value t26 = t24 - t22;
    const Value t27 = t17 - t18;
    const Value t28 = 0.02758682788455 + 0.029890125815 * cosine[2];
    const Value t29 = cosine[0] * (t28 * sine[3] + (0.029890125815 * (cosine[3] * sine[2]) + t13));
    const Value t30 = cosine[3] * (sine[0] * t28 - 0.12825424325 * sine[2]) + (-0.1183711221525 - (0.12825424325 * cosine[2] + 0.029890125815 * (sine[0] * sine[2]))) * sine[3];
    const Value t31 = t17 - t21 - t18;
    const Value t32 = (-0.006129042234346467 - 0.00767648760637 * cosine[0] + t15) * t5;
    const Value t33 = t5 * (0.0328670009575 + 0.00658500038727 * cosine[0]) + t7 * ((0.00767648760637 + 0.004704555984346466 * cosine[0]) * sine[0]);
    const Value t34 = 0.004704555984346466 * t8;
    const Value t35 = 0.00658500038727 * t5;
    const Value t36 = 0.02758682788455 * t3;
    const Value t37 = (t34 + (t35 + t36)) * cosine[0] + (0.00767648760637 * t8 + (0.0328670009575 * t5 + 0.2530451273325 * t3));
    const Value t38 = 0.029890125815 * cosine[1] + t36;
    const Value t39 = 0.1183711221525 * t3 + 0.12825424325 * cosine[1];
    const Value t40 = t7 * (t5 * (t15 - 0.0267272447633) - (t39 + 0.01317000077454 * t8)) + (0.00658500038727 + t5 * t38) * sine[0];
    const Value t41 = t39 + 0.0267272447633 * t5;
    const Value t42 = 0.01317000077454 * t7;
    const Value t43 = t38 * sine[0];
    const Value t44 = 0.1183711221525 * t4;
    const Value t45 = 0.00658500038727 * sine[0];
    const Value t46 = t7 * (sine[0] * (t27 - t42) - t41) + (t5 * (t43 - t44) + (t45 - (1.137069658425 * t3 + 1.35528400875 * cosine[1]) * t4));
    const Value t47 = t45 - (1.35528400875 * sine[1] + 1.137069658425 * t4) * t3 - cosine[1] * (1.35528400875 * t4 + 2.785868558333333 * sine[1]);
    B[0] = t7 * ((t31 - t42) * sine[0] - t41) + (t5 * (t43 - (0.12825424325 * sine[1] + t44)) + t47);
    B[1] = t46;
    B[2] = t40;
    B[3] = (t7 * (t34 + (t38 + t35)) - t13) * cosine[0] - 0.00767648760637 * sine[0];
    B[4] = Value() + 0.0;
    B[5] = t37;
    B[6] = t33;
    B[7] = t32;
    B[8] = t10;
    B[9] = t33;
    B[10] = t32;
    B[11] = t10;
    B[12] = t32;
    B[13] = t10;
    B[14] = t6;
    B[15] = Value() + 0.0;
    B[16] = Value() + 0.0;
    B[17] = Value() + 0.0;
    B[18] = (t31 - t19) * sine[0] + t20;
    B[19] = t9;
    B[20] = t25;
    B[21] = t30;
    B[22] = t29;
    B[23] = Value() + 0.0;
    B[24] = t30;
    B[25] = t29;
    B[26] = Value() + 0.0;
    B[27] = t29;
    B[28] = Value() + 0.0;
    B[29] = t2;
    B[30] = Value() + 0.0;
    B[31] = Value() + 0.0;
    B[32] = Value() + 0.0;
    B[33] = t20 + (t27 - t19) * sine[0];
    B[34] = t9;
    B[35] = Value() + 0.0;
    B[36] = t26;
    B[37] = t14;
    B[38] = Value() + 0.0;
    B[39] = t26;
    B[40] = t14;
    B[41] = Value() + 0.0;
    B[42] = t14;
    B[43] = Value() + 0.0;
    B[44] = t2;
    B[45] = Value() + 0.0;
    B[46] = Value() + 0.0;
    B[47] = Value() + 0.0;
    B[48] = t5 * (0.00142448625 + t15) - t16;
    B[49] = t9;
    B[50] = t22 - t24;
    B[51] = Value() + 0.0;
    B[52] = t11;
    B[53] = Value() + 0.0;
    B[54] = Value() + 0.0;
    B[55] = t11;
    B[56] = Value() + 0.0;
    B[57] = t11;
    B[58] = Value() + 0.0;
    B[59] = t2;
    B[60] = sine[0] * (t21 - t17 + t18 + t19) - t20;
    B[61] = (t18 - t17 + t19) * sine[0] - t20;
    B[62] = t5 * (-0.00142448625 - t15) + t16;
    B[63] = Value() + 0.0;
    B[64] = -t6;
    B[65] = -t14;
    B[66] = t12;
    B[67] = Value() + 0.0;
    B[68] = t1;
    B[69] = t12;
    B[70] = Value() + 0.0;
    B[71] = t1;
    B[72] = Value() + 0.0;
    B[73] = t1;
    B[74] = Value() + 0.0;
    B[75] = t10;
    B[76] = t10;
    B[77] = t10;
    B[78] = t6;
    B[79] = Value() + 0.0;
    B[80] = Value() + 0.0;
    B[81] = Value() + 0.0;
    B[82] = t2;
    B[83] = Value() + 0.0;
    B[84] = Value() + 0.0;
    B[85] = t2;
    B[86] = Value() + 0.0;
    B[87] = t2;
    B[88] = Value() + 0.0;
    B[89] = Value() + 0.0;
  }
};
}  // namespace
void coriolis_coefficients(const double* q, double* B) {
  evaluate(CoriolisCoefficientsBody(), q, B);
}


// Built from: closed form, Horner.
// 100 multiplications, 77 additions, 0 divisions, 8 function calls.
namespace {
struct CentrifugalCoefficientsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* C) const {
    Value sine[4], cosine[4];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[4], t0, q[2], q[1]);
    const Value t1 = 0.002352277992173233 * sine[0];
    const Value t2 = 0.0149450629075 * cosine[2];
    const Value t3 = -0.013793413942275 - t2;
    const Value t4 = 0.013793413942275 + t2;
    const Value t5 = cosine[3] * sine[2] + sine[3] * cosine[2];
    const Value t6 = cosine[3] * cosine[2] - sine[3] * sine[2];
    const Value t7 = cosine[1] * t5 + t6 * sine[1];
    const Value t8 = t7 * sine[0];
    const Value t9 = 0.002352277992173233 * t8;
    const Value t10 = cosine[1] * t6 - t5 * sine[1];
    const Value t11 = 0.003292500193635 * t10;
    const Value t12 = 0.013793413942275 * t6;
    const Value t13 = 0.0149450629075 * cosine[3] + t12;
    const Value t14 = t13 + t11;
    const Value t15 = t9 + t14;
    const Value t16 = 0.003292500193635 * sine[0];
    const Value t17 = 0.05918556107625 * sine[1];
    const Value t18 = cosine[1] * sine[0];
    const Value t19 = 0.013793413942275 * t18;
    const Value t20 = 0.0149450629075 * t18;
    const Value t21 = 0.064127121625 * sine[2];
    const Value t22 = 0.0149450629075 * (sine[0] * sine[2]) + 0.064127121625 * cosine[2];
    const Value t23 = 0.064127121625 * cosine[3] + 0.05918556107625 * t6;
    const Value t24 = t7 * (t23 + 0.00658500038727 * t8 + t10 * (0.01336362238165 - 0.002352277992173233 * (sine[0] * sine[0])));
    const Value t25 = t23 + 0.01336362238165 * t10;
    const Value t26 = 0.003838243803185 * t8;
    const Value t27 = 0.0149450629075 * (sine[0] * sine[1]);
    const Value t28 = 0.064127121625 * cosine[1];
    const Value t29 = 0.064127121625 * sine[1];
    const Value t30 = 0.05918556107625 * t5;
    const Value t31 = t13 * sine[0];
    const Value t32 = 0.002352277992173233 * (t10 * sine[0]);
    const Value t33 = 0.013793413942275 * t5;
    const Value t34 = 0.00658500038727 * t7;
    const Value t35 = t10 * (t30 - t31) + ((0.5685348292125 * t6 + 0.677642004375 * cosine[3]) * t5 - t16) + t7 * ((t33 - t32 + t34) * sine[0] + t25);
    const Value t36 = (0.677642004375 * t5 + 1.3929342791666666 * sine[3]) * cosine[3] + ((0.677642004375 * sine[3] + 0.5685348292125 * t5) * t6 - t16);
    const Value t37 = t10 * (t30 + 0.064127121625 * sine[3] - t31) + t36 + t7 * ((0.0149450629075 * sine[3] - t32 + t33 + t34) * sine[0] + t25);
    const Value t38 = 0.12652256366625 * t6;
    const Value t39 = (0.003838243803185 + 0.002352277992173233 * cosine[0]) * sine[0] * t7 + t10 * (0.01643350047875 + 0.003292500193635 * cosine[0]);
    const Value t40 = 0.01643350047875 * t10;
    C[0] = Value() + 0.0;
    C[1] = t26 + (t38 + 0.349300285625 * cosine[3] + t40) + t15 * cosine[0];
    C[2] = t26 + (t40 + t38) + cosine[0] * (t9 + (t11 + t12));
    C[3] = t39;
    C[4] = t26 - t14 * cosine[0];
    C[5] = Value() + 0.0;
    C[6] = t37;
    C[7] = Value() + 0.0;
    C[8] = cosine[2] * (t20 - t29) + (-0.677642004375 - t28 - t27) * sine[2];
    C[9] = (-0.05918556107625 - t22) * sine[1] + cosine[1] * (sine[0] * t4 - t21);
    C[10] = (cosine[1] * t4 + (0.003292500193635 - 0.0149450629075 * (sine[1] * sine[2]))) * sine[0];
    C[11] = Value() + 0.0;
    C[12] = t35;
    C[13] = (t27 + (0.677642004375 + t28)) * sine[2] + (t29 - t20) * cosine[2];
    C[14] = Value() + 0.0;
    C[15] = t19 - t17;
    C[16] = sine[0] * (0.003292500193635 + 0.013793413942275 * cosine[1]);
    C[17] = Value() + 0.0;
    C[18] = (-0.003292500193635 - t10 * t13) * sine[0] + t24;
    C[19] = cosine[1] * (t3 * sine[0] + t21) + (0.05918556107625 + t22) * sine[1];
    C[20] = t17 - t19;
    C[21] = Value() + 0.0;
    C[22] = t16;
    C[23] = Value() + 0.0;
    C[24] = 0.003838243803185 * sine[0] + cosine[0] * (t1 - t7 * t15);
    C[25] = cosine[0] * (t3 * sine[1] - (0.0149450629075 * (cosine[1] * sine[2]) + t1));
    C[26] = -((0.013793413942275 * sine[1] + t1) * cosine[0]);
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
// 328 multiplications, 263 additions, 4 divisions, 10 function calls.
namespace {
struct ForwardDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* tau, Value* qdd) const {
    Value sine[5], cosine[5];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[4], q[5]);
    const Value t1 = cosine[0] * qd[0];
    const Value t2 = t1 * qd[1];
    const Value t3 = sine[0] * qd[0];
    const Value t4 = t3 * qd[1];
    const Value t5 = t3 * sine[1] - t1 * cosine[1];
    const Value t6 = t2 * cosine[1] - t4 * sine[1] - t5 * qd[2];
    const Value t7 = t1 * sine[1] + t3 * cosine[1];
    const Value t8 = t4 * cosine[1] + t2 * sine[1] + t7 * qd[2];
    const Value t9 = cosine[2] * t6 - t8 * sine[2];
    const Value t10 = t5 * cosine[2] + t7 * sine[2];
    const Value t11 = t10 * qd[3];
    const Value t12 = t11 - t9;
    const Value t13 = t9 - t11;
    const Value t14 = cosine[2] * t7;
    const Value t15 = t5 * sine[2];
    const Value t16 = t14 - t15;
    const Value t17 = t15 - t14 + qd[4];
    const Value t18 = t16 * qd[3] + (t6 * sine[2] + cosine[2] * t8);
    const Value t19 = qd[2] + qd[1];
    const Value t20 = t19 + qd[3];
    const Value t21 = t10 * cosine[3] + t20 * sine[3];
    const Value t22 = t18 * sine[3] + t21 * qd[4];
    const Value t23 = cosine[3] * t20 - t10 * sine[3];
    const Value t24 = t21 * t23;
    const Value t25 = t21 * t17;
    const Value t26 = 0.0037767642421732335 * t12 + 0.003292500193635 * t22 - (0.0025425267421732333 * t24 + 0.003292500193635 * t25);
    const Value t27 = 0.00019024875 * t22;
    const Value t28 = 0.003292500193635 * t24 - 0.0012342375 * t25 - 0.003292500193635 * t12 - t27;
    const Value t29 = 0.0351648539 * (t24 - t12);
    const Value t30 = tau[5] + t27;
    const Value t31 = t16 * t16;
    const Value t32 = t10 * t10;
    const Value t33 = t3 * t3;
    const Value t34 = t3 * t1;
    const Value t35 = t1 * t1;
    const Value t36 = 0.13585 * qd[0] * qd[0];
    const Value t37 = 0.1197 * (t33 + t35) - 0.425 * (t4 + t4) - t36;
    const Value t38 = t19 * t7;
    const Value t39 = t38 + t8;
    const Value t40 = t37 - 0.39225 * t39;
    const Value t41 = t19 * t19;
    const Value t42 = t5 * t19;
    const Value t43 = t5 * t5 + t41;
    const Value t44 = t5 * t7;
    const Value t45 = qd[1] * qd[1];
    const Value t46 = t35 + t45;
    const Value t47 = 9.81 * sine[0] + 0.425 * t46;
    const Value t48 = 0.425 * t34 - 9.81 * cosine[0];
    const Value t49 = 0.39225 * t43 + (t47 * cosine[1] - t48 * sine[1]);
    const Value t50 = t48 * cosine[1] + t47 * sine[1];
    const Value t51 = t50 - 0.39225 * t44;
    const Value t52 = t49 * sine[2] + cosine[2] * t51;
    const Value t53 = t10 * t20;
    const Value t54 = t26 - 0.0351648539 * (sine[3] * (t40 - 0.093 * (t31 + t32)) + cosine[3] * (0.093 * (t53 + t13) + t52));
    const Value t55 = t10 * t16;
    const Value t56 = t16 * t20;
    const Value t57 = t20 * t20;
    const Value t58 = 0.00019024875 * (qd[5] + t23);
    const Value t59 = (t17 * cosine[4] + t21 * sine[4]) * t58;
    const Value t60 = (t21 * cosine[4] - t17 * sine[4]) * t58;
    const Value t61 = t54 + (t59 * sine[4] + cosine[4] * t60);
    const Value t62 = t17 * t17;
    const Value t63 = 0.0351648539 * (t21 * t21 + t62);
    const Value t64 = t17 * t23;
    const Value t65 = t29 * cosine[3] + t63 * sine[3];
    const Value t66 = t29 * sine[3] - cosine[3] * t63 - 0.150887345 * (t56 + t18);
    const Value t67 = 0.093 * t65 - (t61 + (0.0012342375 * t53 + 0.013996669857 * t55));
    const Value t68 = t65 - 0.150887345 * t55;
    const Value t69 = tau[4] - t61;
    const Value t70 = qd[4] * t23 + t18 * cosine[3];
    const Value t71 = 0.0037767642421732335 * t64 - 0.003292500193635 * (t23 * t23 - t62) + 0.0025425267421732333 * t70 - 0.0351648539 * (0.093 * (t56 - t18) + (cosine[2] * t49 - t51 * sine[2]));
    const Value t72 = t60 * sine[4] - t59 * cosine[4] + t71;
    const Value t73 = 0.01583209738165 * t56 + 0.013996669857 * (t31 - t57) + 0.01459785988165 * t18 - 0.150887345 * t40 + (cosine[3] * t72 - t28 * sine[3]);
    const Value t74 = cosine[3] * t28 + sine[3] * t72 + (0.150887345 * t52 + (0.013996669857 * t53 - 0.01459785988165 * t55 + 0.013996669857 * t13));
    const Value t75 = t64 + t70;
    const Value t76 = 0.150887345 * (t57 + t32) - 0.0351648539 * t75;
    const Value t77 = t73 + 0.0032703314127 * t75;
    const Value t78 = cosine[2] * t77 - t67 * sine[2] + (0.5727288292125 * t38 + 0.1007721675 * (t7 * t7 - t41) + 0.5685348292125 * t8 - 1.594451775 * t37);
    const Value t79 = t77 * sine[2] + cosine[2] * t67 - (0.1007721675 * t44 + 0.004194 * t42);
    const Value t80 = t78 - 0.39225 * t66;
    const Value t81 = t80 * cosine[1] - t79 * sine[1] + (1.4080416791666666 * t4 - 0.179124968875 * (t33 - t45) + 1.3929342791666666 * t4 + 3.88977 * t36);
    const Value t82 = 1.594451775 * t43 + (cosine[2] * t76 + t68 * sine[2]);
    const Value t83 = t68 * cosine[2] - t76 * sine[2];
    const Value t84 = 0.39225 * t83 + (t74 + (0.1007721675 * t42 - 0.5685348292125 * t44 + 0.1007721675 * t6 + 1.594451775 * t50));
    const Value t85 = t83 - 1.594451775 * t44;
    const Value t86 = t85 * cosine[1] - t82 * sine[1];
    const Value t87 = t85 * sine[1] + t82 * cosine[1];
    const Value t88 = (0.0151074 * t2 - 0.179124968875 * t34 + (t79 * cosine[1] + t80 * sine[1]) - 0.1197 * t86) * sine[0] - (t81 + (0.1197 * t87 - 0.425 * (t66 - 1.594451775 * t39))) * cosine[0];
    const Value t89 = 0.179124968875 * t2;
    const Value t90 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t91 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t92 = cosine[2] * t90 - t91 * sine[2];
    const Value t93 = t92 * sine[3];
    const Value t94 = tau[0] - (t88 + 0.13585 * (cosine[0] * (t87 + 3.88977 * t46) + (3.88977 * t34 + t86) * sine[0])) - t30 * t93;
    const Value t95 = cosine[2] * t91 + t90 * sine[2];
    const Value t96 = t95 * (-0.0037767642421732335 - 0.003838243803185 * cosine[3]) - (0.0149450629075 * cosine[0] + 0.013793413942275 * t90 + 0.003292500193635 * t92) * sine[3];
    const Value t97 = 264.7769190444829 * t96;
    const Value t98 = cosine[3] * t30;
    const Value t99 = tau[1] - (t84 + (t89 + 1.3929342791666666 * t34 - t89 - 38.1586437 * cosine[0]) + 0.425 * t86) - t98;
    const Value t100 = 0.8717780572240387 * cosine[3];
    const Value t101 = tau[3] - t74 - t98 + t100 * t69;
    const Value t102 = 0.003292500193635 * cosine[3];
    const Value t103 = t95 * (0.01643350047875 + t102) + t92 * ((-0.003838243803185 - 0.002352277992173233 * cosine[3]) * sine[3]);
    const Value t104 = 0.00019024875 * t93;
    const Value t105 = cosine[3] * t104;
    const Value t106 = t103 - t105 + t100 * t96;
    const Value t107 = 0.002352277992173233 * (sine[3] * sine[3]);
    const Value t108 = 0.00019024875 * cosine[3] * cosine[3];
    const Value t109 = 1.0 / (0.01602234613165 + t107 - t108 - t100 * t102);
    const Value t110 = t106 * t109;
    const Value t111 = cosine[3] * (-0.003292500193635 - 0.013793413942275 * cosine[2]);
    const Value t112 = 264.7769190444829 * t111;
    const Value t113 = 0.002352277992173233 * sine[3];
    const Value t114 = (0.013793413942275 * sine[2] + t113) * sine[3] + (0.01602234613165 + 0.05918556107625 * cosine[2]) - t108;
    const Value t115 = t100 * t111 + t114;
    const Value t116 = t115 * t109;
    const Value t117 = tau[2] - t84 - t98 - t69 * t112 - t101 * t116;
    const Value t118 = 0.002352277992173233 * t93;
    const Value t119 = 0.013793413942275 * t91;
    const Value t120 = 0.003292500193635 * t95;
    const Value t121 = 0.003838243803185 * t93;
    const Value t122 = 0.12652256366625 * t91;
    const Value t123 = 0.01643350047875 * t95;
    const Value t124 = cosine[3] * (t119 - t118 + t120) + (t122 - t121 + t123) - t105 - t96 * t112 - t106 * t116;
    const Value t125 = t122 + (0.349300285625 * sine[0] - t121) + t123 + (0.0149450629075 * sine[0] - t118 + t119 + t120) * cosine[3];
    const Value t126 = 0.1183711221525 * cosine[2];
    const Value t127 = 0.58875117534415 + t126;
    const Value t128 = 1.0 / (t127 + (0.02758682788455 * sine[2] + t113) * sine[3] - t108 - t111 * t112 - t115 * t116);
    const Value t129 = t124 * t128;
    const Value t130 = 0.0149450629075 * cosine[1];
    const Value t131 = sine[2] * sine[1];
    const Value t132 = 1.9967928545108167 + t126 - 0.12825424325 * t131 + (1.35528400875 + 0.12825424325 * cosine[2]) * cosine[1];
    const Value t133 = cosine[3] * ((-0.013793413942275 - t130) * cosine[2] + (0.0149450629075 * t131 - 0.003292500193635));
    const Value t134 = 0.064127121625 * t131;
    const Value t135 = 264.7769190444829 * t133;
    const Value t136 = cosine[2] * sine[1];
    const Value t137 = 0.0149450629075 * t136 + t113;
    const Value t138 = ((0.02758682788455 + 0.029890125815 * cosine[1]) * sine[2] + (0.029890125815 * t136 + t113)) * sine[3];
    const Value t139 = (0.677642004375 + 0.064127121625 * cosine[2]) * cosine[1] + (t127 - t134) + (t137 + (0.02758682788455 + t130) * sine[2]) * sine[3];
    const Value t140 = cosine[2] * (0.05918556107625 + 0.064127121625 * cosine[1]) + (0.01602234613165 - t134) + (t137 + sine[2] * (0.013793413942275 + t130)) * sine[3];
    const Value t141 = t100 * t133 + (t140 - t108);
    const Value t142 = t139 - t108 - t133 * t112 - t116 * t141;
    const Value t143 = t109 * t141;
    const Value t144 = t142 * t128;
    const Value t145 = 1.0 / (t132 + t138 - t108 - t135 * t133 - t143 * t141 - t142 * t144);
    const Value t146 = t125 - t105 - t96 * t135 - t106 * t143 - t124 * t144;
    const Value t147 = t99 - t135 * t69 - t101 * t143 - t144 * t117;
    const Value t148 = t146 * t145;
    const Value t149 = 0.00767648760637 * cosine[3] + (2.14611851595854 + 0.1183711221525 * (t92 * t90)) - 1.3929342791666666 * (sine[0] * sine[0]);
    const Value t150 = t149 - 0.5685348292125 * (t91 * t91) - t107 + (1.35528400875 * t90 + 0.12825424325 * t92) * cosine[0];
    const Value t151 = 0.002352277992173233 * (t95 * sine[3]) + (0.029890125815 * cosine[0] + 0.02758682788455 * t90 + 0.00658500038727 * t92);
    const Value t152 = t150 + t95 * (sine[3] * t151 - 0.01336362238165 * t95) - t104 * t93 - t97 * t96 - t106 * t110 - t124 * t129;
    const Value t153 = 1.0 / (t152 - t146 * t148) * (t94 - t97 * t69 - t110 * t101 - t129 * t117 - t147 * t148);
    const Value t154 = t147 * t145 - t153 * t148;
    const Value t155 = t117 * t128 - t144 * t154 - t129 * t153;
    const Value t156 = t101 * t109 - t116 * t155 - t154 * t143 - t110 * t153;
    qdd[0] = t153;
    qdd[1] = t154;
    qdd[2] = t155;
    qdd[3] = t156;
    qdd[4] = t100 * t156 + 264.7769190444829 * t69 - t112 * t155 - t135 * t154 - t97 * t153;
    qdd[5] = 5256.276322446271 * t30 - t156 * cosine[3] - cosine[3] * t155 - cosine[3] * t154 - t153 * t93;
  }
};
}  // namespace
void forward_dynamics(const double* q, const double* qd, const double* tau, double* qdd) {
  evaluate(ForwardDynamicsBody(), q, qd, tau, qdd);
}


// Built from: B and C.
// 295 multiplications, 235 additions, 0 divisions, 8 function calls.
namespace {
struct CoriolisMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* Cc) const {
    Value sine[4], cosine[4];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[4]);
    const Value t1 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t3 = cosine[2] * t1 - t2 * sine[2];
    const Value t4 = 0.00019024875 * (t3 * cosine[3]);
    const Value t5 = t4 * qd[0];
    const Value t6 = 0.00019024875 * sine[3];
    const Value t7 = t6 * qd[1];
    const Value t8 = t6 * qd[2];
    const Value t9 = qd[3] * t6;
    const Value t10 = cosine[2] * t2 + t1 * sine[2];
    const Value t11 = t10 * sine[3];
    const Value t12 = 0.00019024875 * t11;
    const Value t13 = qd[0] * t12;
    const Value t14 = qd[4] * t6;
    const Value t15 = qd[5] * t6;
    const Value t16 = -(0.5 * (t13 + t14));
    const Value t17 = 0.5 * (t13 - t14);
    const Value t18 = 0.5 * (t4 * qd[4] - (qd[3] * t12 + (t12 * qd[2] + t12 * qd[1])));
    const Value t19 = qd[5] * t4;
    const Value t20 = qd[5] * t12;
    const Value t21 = sine[3] * sine[3];
    const Value t22 = 0.004704555984346466 * t21;
    const Value t23 = 0.00658500038727 * t11;
    const Value t24 = t3 * (-0.00142448625 - t22) + t23;
    const Value t25 = cosine[3] * sine[3];
    const Value t26 = 0.004704555984346466 * t25;
    const Value t27 = t26 * qd[1];
    const Value t28 = t26 * qd[2];
    const Value t29 = t3 * sine[3];
    const Value t30 = 0.004704555984346466 * t29;
    const Value t31 = 0.002352277992173233 * t29;
    const Value t32 = 0.02758682788455 * t2;
    const Value t33 = 0.00658500038727 * t10;
    const Value t34 = 0.00142448625 * t3;
    const Value t35 = (t32 - t30 + t33) * sine[3] - t34;
    const Value t36 = 0.004704555984346466 * sine[3];
    const Value t37 = cosine[3] * (0.02758682788455 * sine[2] + t36);
    const Value t38 = t37 * qd[1];
    const Value t39 = t26 * qd[3];
    const Value t40 = qd[4] * t26;
    const Value t41 = 0.002352277992173233 * sine[3];
    const Value t42 = 0.029890125815 * sine[0];
    const Value t43 = sine[3] * (t42 - t30 + t32 + t33) - t34;
    const Value t44 = t30 - t42 - t32;
    const Value t45 = t30 - t32;
    const Value t46 = t37 * qd[2];
    const Value t47 = cosine[2] * sine[1];
    const Value t48 = 0.0149450629075 * cosine[1];
    const Value t49 = -0.013793413942275 - t48;
    const Value t50 = 0.013793413942275 + t48;
    const Value t51 = 0.5 * (t43 * qd[0] - t46 - t39 + t15) + cosine[3] * (t49 * sine[2] - (0.0149450629075 * t47 + t41)) * qd[1];
    const Value t52 = 0.002352277992173233 * t11;
    const Value t53 = 0.003292500193635 * t3;
    const Value t54 = 0.013793413942275 * t1;
    const Value t55 = 0.0149450629075 * cosine[0] + t54;
    const Value t56 = t55 + t53;
    const Value t57 = t52 + t56;
    const Value t58 = (0.003838243803185 * sine[3] + cosine[3] * (t41 - t10 * t57)) * qd[0] + 0.5 * (t35 * qd[2] + t43 * qd[1] + t24 * qd[3] - t19);
    const Value t59 = t3 * (0.00142448625 + t22) - t23;
    const Value t60 = 0.003292500193635 * sine[3];
    const Value t61 = 0.05918556107625 * sine[2];
    const Value t62 = cosine[2] * sine[3];
    const Value t63 = 0.013793413942275 * t62;
    const Value t64 = 0.1183711221525 * sine[2];
    const Value t65 = 0.02758682788455 * t62;
    const Value t66 = t64 - t65;
    const Value t67 = t65 - t64;
    const Value t68 = 0.064127121625 * sine[1];
    const Value t69 = sine[3] * sine[1];
    const Value t70 = 0.0149450629075 * t69 + 0.064127121625 * cosine[1];
    const Value t71 = (cosine[2] * (t49 * sine[3] + t68) + (0.05918556107625 + t70) * sine[2]) * qd[1] + 0.5 * (t66 * qd[2] + t40);
    const Value t72 = 0.064127121625 * cosine[0] + 0.05918556107625 * t1;
    const Value t73 = (-0.003292500193635 - t3 * t55) * sine[3] + t10 * (t72 + t23 + t3 * (0.01336362238165 - 0.002352277992173233 * t21));
    const Value t74 = t55 * sine[3];
    const Value t75 = t72 + 0.01336362238165 * t3;
    const Value t76 = t34 + (t45 - t33) * sine[3];
    const Value t77 = sine[3] * (0.003292500193635 + 0.013793413942275 * cosine[2]) * qd[4] + 0.5 * (t37 * qd[3] + (t46 + (t76 * qd[0] + t38)) - t15);
    const Value t78 = t37 * qd[4];
    const Value t79 = (t44 - t33) * sine[3] + t34;
    const Value t80 = 0.5 * (t78 + qd[3] * t67);
    const Value t81 = sine[3] * sine[2];
    const Value t82 = 0.0149450629075 * t81;
    const Value t83 = (-1.35528400875 - 0.12825424325 * cosine[2] - 0.029890125815 * t81) * sine[1] + (0.029890125815 * t62 - 0.12825424325 * sine[2]) * cosine[1];
    const Value t84 = 0.0149450629075 * t62;
    const Value t85 = 0.064127121625 * cosine[2];
    const Value t86 = 0.064127121625 * sine[2];
    const Value t87 = 0.05918556107625 * t2;
    const Value t88 = 0.013793413942275 * t2;
    const Value t89 = t3 * (t87 - t74) + ((0.5685348292125 * t1 + 0.677642004375 * cosine[0]) * t2 - t60) + t10 * ((t88 - t31 + t33) * sine[3] + t75);
    const Value t90 = 0.02758682788455 + 0.029890125815 * cosine[1];
    const Value t91 = cosine[3] * (t90 * sine[2] + (0.029890125815 * t47 + t36));
    const Value t92 = cosine[2] * (sine[3] * t90 - 0.12825424325 * sine[1]) + (-0.1183711221525 - (0.12825424325 * cosine[1] + 0.029890125815 * t69)) * sine[2];
    const Value t93 = qd[4] * ((cosine[2] * t50 + (0.003292500193635 - 0.0149450629075 * (sine[2] * sine[1]))) * sine[3]) + 0.5 * (t91 * qd[2] + (qd[0] * t79 + t91 * qd[1]) + t91 * qd[3] - t15);
    const Value t94 = qd[4] * t91;
    const Value t95 = 0.5 * (t92 * qd[2] + t92 * qd[1] + t94) + ((-0.05918556107625 - t70) * sine[2] + cosine[2] * (sine[3] * t50 - t68)) * qd[3];
    const Value t96 = t92 * qd[3];
    const Value t97 = 0.5 * (t94 + (t96 + t83 * qd[1])) + (cosine[1] * (t84 - t86) + (-0.677642004375 - t85 - t82) * sine[1]) * qd[2];
    const Value t98 = (0.677642004375 * t2 + 1.3929342791666666 * sine[0]) * cosine[0] + ((0.677642004375 * sine[0] + 0.5685348292125 * t2) * t1 - t60);
    const Value t99 = t3 * (t87 + 0.064127121625 * sine[0] - t74) + t98 + t10 * ((0.0149450629075 * sine[0] - t31 + t88 + t33) * sine[3] + t75);
    const Value t100 = 0.004704555984346466 * t11;
    const Value t101 = 0.00658500038727 * t3;
    const Value t102 = 0.02758682788455 * t1;
    const Value t103 = 0.029890125815 * cosine[0] + t102;
    const Value t104 = (t10 * (t100 + (t103 + t101)) - t36) * cosine[3] - 0.00767648760637 * sine[3];
    const Value t105 = (t100 + (t101 + t102)) * cosine[3] + (0.00767648760637 * t11 + (0.0328670009575 * t3 + 0.2530451273325 * t1));
    const Value t106 = (-0.006129042234346467 - 0.00767648760637 * cosine[3] + t22) * t3;
    const Value t107 = 0.003838243803185 * t11;
    const Value t108 = 0.5 * (t106 * qd[2] + (t106 * qd[1] + t104 * qd[0]) + t106 * qd[3] + t19) + qd[4] * (t107 - t56 * cosine[3]);
    const Value t109 = t106 * qd[4];
    const Value t110 = 0.1183711221525 * t1 + 0.12825424325 * cosine[0];
    const Value t111 = t10 * (t3 * (t22 - 0.0267272447633) - (t110 + 0.01317000077454 * t11)) + (0.00658500038727 + t3 * t103) * sine[3];
    const Value t112 = t110 + 0.0267272447633 * t3;
    const Value t113 = t103 * sine[3];
    const Value t114 = t3 * (0.0328670009575 + 0.00658500038727 * cosine[3]) + t10 * ((0.00767648760637 + 0.004704555984346466 * cosine[3]) * sine[3]);
    const Value t115 = (0.003838243803185 + 0.002352277992173233 * cosine[3]) * sine[3] * t10 + t3 * (0.01643350047875 + 0.003292500193635 * cosine[3]);
    const Value t116 = 0.01317000077454 * t10;
    const Value t117 = 0.1183711221525 * t2;
    const Value t118 = 0.00658500038727 * sine[3];
    const Value t119 = t10 * (sine[3] * (t45 - t116) - t112) + (t3 * (t113 - t117) + (t118 - (1.137069658425 * t1 + 1.35528400875 * cosine[0]) * t2));
    const Value t120 = t118 - (1.35528400875 * sine[0] + 1.137069658425 * t2) * t1 - cosine[0] * (1.35528400875 * t2 + 2.785868558333333 * sine[0]);
    const Value t121 = t10 * ((t44 - t116) * sine[3] - t112) + (t3 * (t113 - (0.12825424325 * sine[0] + t117)) + t120);
    const Value t122 = 0.01643350047875 * t3;
    const Value t123 = 0.12652256366625 * t1;
    const Value t124 = t114 * qd[3];
    const Value t125 = 0.5 * (t124 + (t119 * qd[0] + t105 * qd[1]) + t109 - t20) + (t107 + (t122 + t123) + cosine[3] * (t52 + (t53 + t54))) * qd[2];
    const Value t126 = 0.5 * (t109 + (t124 + (t105 * qd[2] + t121 * qd[0])) - t20) + (t107 + (t123 + 0.349300285625 * cosine[0] + t122) + t57 * cosine[3]) * qd[1];
    Cc[0] = 0.5 * (t121 * qd[1] + t119 * qd[2] + t111 * qd[3] + qd[4] * t104);
    Cc[1] = t126;
    Cc[2] = t125;
    Cc[3] = 0.5 * (t109 + (t111 * qd[0] + t114 * qd[1] + t114 * qd[2]) - t20) + t115 * qd[3];
    Cc[4] = t108;
    Cc[5] = t18;
    Cc[6] = t99 * qd[0] + 0.5 * (qd[4] * t79 + t20);
    Cc[7] = 0.5 * (t94 + (t96 + t83 * qd[2]));
    Cc[8] = t97;
    Cc[9] = t95;
    Cc[10] = t93;
    Cc[11] = t17;
    Cc[12] = t89 * qd[0] + 0.5 * (t76 * qd[4] + t20);
    Cc[13] = ((t82 + (0.677642004375 + t85)) * sine[1] + (t86 - t84) * cosine[1]) * qd[1] + t80;
    Cc[14] = t80;
    Cc[15] = 0.5 * (t78 + (t67 * qd[1] + t67 * qd[2])) + (t63 - t61) * qd[3];
    Cc[16] = t77;
    Cc[17] = t17;
    Cc[18] = 0.5 * (qd[4] * t59 + t20) + t73 * qd[0];
    Cc[19] = t71;
    Cc[20] = (t61 - t63) * qd[2] + 0.5 * (t66 * qd[1] + t40);
    Cc[21] = 0.5 * t40;
    Cc[22] = 0.5 * (t39 + (t59 * qd[0] + t27 + t28) - t15) + qd[4] * t60;
    Cc[23] = t17;
    Cc[24] = t58;
    Cc[25] = t51;
    Cc[26] = 0.5 * (t35 * qd[0] - t38 - t39 + t15) - (0.013793413942275 * sine[2] + t41) * cosine[3] * qd[2];
    Cc[27] = 0.5 * (t24 * qd[0] - t27 - t28 + t15) - qd[3] * (0.002352277992173233 * t25);
    Cc[28] = Value() + 0.0;
    Cc[29] = 0.5 * (t9 + (t7 - t5 + t8));
    Cc[30] = t18;
    Cc[31] = t16;
    Cc[32] = t16;
    Cc[33] = t16;
    Cc[34] = 0.5 * (t5 - t7 - t8 - t9);
    Cc[35] = Value() + 0.0;
  }
};
}  // namespace
void coriolis_matrix(const double* q, const double* qd, double* Cc) {
  evaluate(CoriolisMatrixBody(), q, qd, Cc);
}


// Built from: forward kinematics in the base frame.
// 65 multiplications, 38 additions, 0 divisions, 12 function calls.
namespace {
struct ToolPoseBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* T) const {
    Value sine[6], cosine[6];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[5], q[4], q[0]);
    const Value t1 = sine[0] * sine[1] - cosine[0] * cosine[1];
    const Value t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t3 = t1 * sine[2] - cosine[2] * t2;
    const Value t4 = t2 * sine[2] + t1 * cosine[2];
    const Value t5 = cosine[4] * t4;
    const Value t6 = cosine[0] * sine[5];
    const Value t7 = sine[5] * sine[0];
    const Value t8 = t7 * sine[1] - t6 * cosine[1];
    const Value t9 = t7 * cosine[1] + t6 * sine[1];
    const Value t10 = t9 * sine[2] + t8 * cosine[2];
    const Value t11 = 0.13585 * cosine[5] + (0.425 * t6 - 0.1197 * cosine[5]) - 0.39225 * t8 + 0.093 * cosine[5] - 0.09465 * t10;
    const Value t12 = t8 * sine[2] - cosine[2] * t9;
    const Value t13 = cosine[4] * t12 + cosine[5] * sine[4];
    const Value t14 = cosine[0] * cosine[5];
    const Value t15 = sine[0] * cosine[5];
    const Value t16 = t15 * sine[1] - t14 * cosine[1];
    const Value t17 = t15 * cosine[1] + t14 * sine[1];
    const Value t18 = cosine[2] * t16 + t17 * sine[2];
    const Value t19 = t16 * sine[2] - cosine[2] * t17;
    const Value t20 = cosine[4] * t19 - sine[5] * sine[4];
    T[0] = sine[3] * t18 + t20 * cosine[3];
    T[1] = -(t19 * sine[4] + cosine[4] * sine[5]);
    T[2] = t20 * sine[3] - cosine[3] * t18;
    T[3] = 0.425 * t14 + 0.1197 * sine[5] - 0.13585 * sine[5] - 0.39225 * t16 - 0.093 * sine[5] - 0.09465 * t18;
    T[4] = cosine[3] * t13 + sine[3] * t10;
    T[5] = cosine[4] * cosine[5] - t12 * sine[4];
    T[6] = t13 * sine[3] - cosine[3] * t10;
    T[7] = t11;
    T[8] = t5 * cosine[3] - t3 * sine[3];
    T[9] = -(sine[4] * t4);
    T[10] = t3 * cosine[3] + t5 * sine[3];
    T[11] = 0.09465 * t3 + (0.089159 - 0.425 * sine[0] - 0.39225 * t2);
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
// 66 multiplications, 55 additions, 0 divisions, 10 function calls.
namespace {
struct JacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* J) const {
    Value sine[5], cosine[5];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[4], q[0]);
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = sine[0] * sine[1] - cosine[0] * cosine[1];
    const Value t3 = t2 * sine[2] - cosine[2] * t1;
    const Value t4 = sine[4] * sine[0];
    const Value t5 = cosine[0] * sine[4];
    const Value t6 = t4 * sine[1] - t5 * cosine[1];
    const Value t7 = t4 * cosine[1] + t5 * sine[1];
    const Value t8 = t7 * sine[2] + t6 * cosine[2];
    const Value t9 = sine[0] * cosine[4];
    const Value t10 = cosine[0] * cosine[4];
    const Value t11 = t9 * sine[1] - t10 * cosine[1];
    const Value t12 = t9 * cosine[1] + t10 * sine[1];
    const Value t13 = cosine[2] * t11 + t12 * sine[2];
    const Value t14 = -sine[4];
    const Value t15 = 0.13585 * sine[4];
    const Value t16 = 0.425 * t10 + 0.1197 * sine[4] - t15;
    const Value t17 = t16 - 0.39225 * t11;
    const Value t18 = t17 - 0.093 * sine[4];
    const Value t19 = t18 - 0.09465 * t13;
    const Value t20 = t19 - t18;
    const Value t21 = 0.13585 * cosine[4];
    const Value t22 = t21 + (0.425 * t5 - 0.1197 * cosine[4]);
    const Value t23 = t22 - 0.39225 * t6;
    const Value t24 = t23 + 0.093 * cosine[4];
    const Value t25 = 0.09465 * t8;
    const Value t26 = t24 - t25;
    const Value t27 = t26 - t24;
    const Value t28 = 0.089159 - 0.425 * sine[0];
    const Value t29 = t28 - 0.39225 * t1;
    const Value t30 = 0.09465 * t3 + t29;
    const Value t31 = t30 - t29;
    const Value t32 = t30 - t28;
    const Value t33 = t30 - 0.089159;
    J[0] = t25 - t24;
    J[1] = t33 * cosine[4];
    J[2] = cosine[4] * t32;
    J[3] = cosine[4] * t31;
    J[4] = -(t8 * t31 + t27 * t3);
    J[5] = Value() + 0.0;
    J[6] = t19;
    J[7] = t33 * sine[4];
    J[8] = sine[4] * t32;
    J[9] = sine[4] * t31;
    J[10] = t3 * t20 + t13 * t31;
    J[11] = Value() + 0.0;
    J[12] = Value() + 0.0;
    J[13] = -((t15 + t19) * cosine[4] + sine[4] * (t26 - t21));
    J[14] = -((t19 - t16) * cosine[4] + (t26 - t22) * sine[4]);
    J[15] = -((t26 - t23) * sine[4] + (t19 - t17) * cosine[4]);
    J[16] = t20 * t8 - t27 * t13;
    J[17] = Value() + 0.0;
    J[18] = Value() + 0.0;
    J[19] = t14;
    J[20] = t14;
    J[21] = t14;
    J[22] = -t13;
    J[23] = -((t11 * sine[2] - cosine[2] * t12) * sine[3] + cosine[3] * sine[4]);
    J[24] = Value() + 0.0;
    J[25] = cosine[4];
    J[26] = cosine[4];
    J[27] = cosine[4];
    J[28] = -t8;
    J[29] = cosine[3] * cosine[4] - (t6 * sine[2] - cosine[2] * t7) * sine[3];
    J[30] = Value() + 1.0;
    J[31] = Value() + 0.0;
    J[32] = Value() + 0.0;
    J[33] = Value() + 0.0;
    J[34] = t3;
    J[35] = -(sine[3] * (t1 * sine[2] + t2 * cosine[2]));
  }
};
}  // namespace
void jacobian(const double* q, double* J) {
  evaluate(JacobianBody(), q, J);
}


// Built from: outward pass at qdd = 0 in the base frame.
// 159 multiplications, 118 additions, 0 divisions, 10 function calls.
namespace {
struct JacobianDotQdBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* a) const {
    Value sine[5], cosine[5];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[0], q[2], t0, q[4]);
    const Value t1 = sine[0] * cosine[1];
    const Value t2 = cosine[0] * cosine[1];
    const Value t3 = t1 * sine[2] - t2 * cosine[2];
    const Value t4 = t1 * cosine[2] + t2 * sine[2];
    const Value t5 = (t3 * sine[3] - cosine[3] * t4) * sine[4] + cosine[4] * sine[1];
    const Value t6 = cosine[3] * t3 + t4 * sine[3];
    const Value t7 = sine[1] * sine[0];
    const Value t8 = cosine[0] * sine[1];
    const Value t9 = t7 * cosine[2] + t8 * sine[2];
    const Value t10 = t7 * sine[2] - t8 * cosine[2];
    const Value t11 = t9 * sine[3] + t10 * cosine[3];
    const Value t12 = cosine[4] * cosine[1] - (t10 * sine[3] - cosine[3] * t9) * sine[4];
    const Value t13 = cosine[1] * qd[1];
    const Value t14 = cosine[1] * qd[2] + t13;
    const Value t15 = t14 + cosine[1] * qd[3];
    const Value t16 = t15 - qd[4] * t11;
    const Value t17 = sine[1] * qd[1];
    const Value t18 = sine[1] * qd[2] + t17;
    const Value t19 = sine[1] * qd[3] + t18;
    const Value t20 = qd[4] * t6 + t19;
    const Value t21 = (t13 * sine[1] - cosine[1] * t17) * qd[2];
    const Value t22 = t21 + (t14 * sine[1] - cosine[1] * t18) * qd[3];
    const Value t23 = t22 + qd[4] * (t19 * t11 + t15 * t6);
    const Value t24 = sine[0] * sine[2] - cosine[0] * cosine[2];
    const Value t25 = cosine[0] * sine[2] + sine[0] * cosine[2];
    const Value t26 = t24 * sine[3] - cosine[3] * t25;
    const Value t27 = sine[4] * (t25 * sine[3] + t24 * cosine[3]);
    const Value t28 = qd[0] + t26 * qd[4];
    const Value t29 = sine[1] * qd[0];
    const Value t30 = t29 * qd[1];
    const Value t31 = t29 * qd[2] + t30;
    const Value t32 = qd[3] * t29 + t31;
    const Value t33 = qd[4] * (t26 * t19 - qd[0] * t6) - t32;
    const Value t34 = cosine[1] * qd[0];
    const Value t35 = t34 * qd[1];
    const Value t36 = t34 * qd[2] + t35;
    const Value t37 = t34 * qd[3] + t36;
    const Value t38 = (qd[0] * t11 + t26 * t15) * qd[4] - t37;
    const Value t39 = 0.089159 - 0.425 * sine[0];
    const Value t40 = t39 - 0.39225 * t25;
    const Value t41 = 0.09465 * t26 + t40 - t40;
    const Value t42 = t40 - t39;
    const Value t43 = t39 - 0.089159;
    const Value t44 = 0.13585 * cosine[1];
    const Value t45 = t44 + (0.425 * t8 - 0.1197 * cosine[1]);
    const Value t46 = t45 - 0.39225 * t10;
    const Value t47 = t45 - t44;
    const Value t48 = t46 - t45;
    const Value t49 = t13 * t43 - t47 * qd[0];
    const Value t50 = 0.13585 * sine[1];
    const Value t51 = 0.425 * t2 + 0.1197 * sine[1] - t50;
    const Value t52 = t51 - 0.39225 * t3;
    const Value t53 = t51 + t50;
    const Value t54 = t52 - t51;
    const Value t55 = t53 * qd[0] + t43 * t17;
    const Value t56 = t14 * t42 - t48 * qd[0];
    const Value t57 = t54 * qd[0] + t42 * t18;
    const Value t58 = t52 - 0.093 * sine[1];
    const Value t59 = t58 - t52;
    const Value t60 = t58 - 0.09465 * t6 - t58;
    const Value t61 = t46 + 0.093 * cosine[1];
    const Value t62 = t61 - t46;
    const Value t63 = t53 * t30 - t47 * t35 - (t13 * t49 + t17 * t55) + (t54 * t31 - t48 * t36) - (t14 * t56 + t57 * t18) + (t32 * t59 - t37 * t62);
    const Value t64 = t61 - 0.09465 * t11 - t61;
    const Value t65 = t47 * t17 + t13 * t53;
    const Value t66 = t62 * qd[0];
    const Value t67 = qd[0] * t59;
    const Value t68 = t16 * t41 - t64 * t28;
    const Value t69 = t20 * t41 + t28 * t60;
    const Value t70 = t14 * t54 + t48 * t18;
    const Value t71 = t35 * t43 - qd[0] * (t44 * qd[0]) + (qd[0] * t49 - t17 * t65) + (t21 * t54 + t42 * t36) + (qd[0] * t56 - t70 * t18);
    const Value t72 = t50 * qd[0] * qd[0] - t43 * t30 - (t13 * t65 + qd[0] * t55) - (t31 * t42 + t21 * t48) - (t14 * t70 + t57 * qd[0]);
    const Value t73 = t15 * t59 + t62 * t19;
    const Value t74 = t16 * t60 + t20 * t64;
    a[0] = t72 - t22 * t62 - (t67 * qd[0] + t15 * t73) + (t33 * t41 - t23 * t64) - (t74 * t16 + t28 * t69);
    a[1] = t22 * t59 + t71 - (t66 * qd[0] + t19 * t73) + (t23 * t60 - t38 * t41) + (t68 * t28 - t20 * t74);
    a[2] = t66 * t15 - t67 * t19 + t63 + (t64 * t38 - t60 * t33) - (t68 * t16 + t20 * t69);
    a[3] = t38 - qd[5] * (t28 * t12 + t16 * t27);
    a[4] = t33 - qd[5] * (t5 * t28 + t20 * t27);
    a[5] = t23 + qd[5] * (t5 * t16 - t20 * t12);
  }
};
}  // namespace
void jacobian_dot_qd(const double* q, const double* qd, double* a) {
  evaluate(JacobianDotQdBody(), q, qd, a);
}


// Built from: forward kinematics in the base frame, per frame.
// 65 multiplications, 38 additions, 0 divisions, 12 function calls.

namespace {
struct FramePoseBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, int frame, double* T) const {
    switch (frame) {
      case 0: {
        double sine[6], cosine[6];
        const double t0 = 1.5707963267948966 + q[3];
        sin_cos(sine, cosine, q[1], q[2], t0, q[5], q[4], q[0]);
        const double t1 = sine[0] * sine[1] - cosine[0] * cosine[1];
        const double t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
        const double t3 = t1 * sine[2] - cosine[2] * t2;
        const double t4 = t2 * sine[2] + t1 * cosine[2];
        const double t5 = cosine[4] * t4;
        const double t6 = cosine[0] * sine[5];
        const double t7 = sine[5] * sine[0];
        const double t8 = t7 * sine[1] - t6 * cosine[1];
        const double t9 = t7 * cosine[1] + t6 * sine[1];
        const double t10 = t9 * sine[2] + t8 * cosine[2];
        const double t11 = 0.13585 * cosine[5] + (0.425 * t6 - 0.1197 * cosine[5]) - 0.39225 * t8 + 0.093 * cosine[5] - 0.09465 * t10;
        const double t12 = t8 * sine[2] - cosine[2] * t9;
        const double t13 = cosine[4] * t12 + cosine[5] * sine[4];
        const double t14 = cosine[0] * cosine[5];
        const double t15 = sine[0] * cosine[5];
        const double t16 = t15 * sine[1] - t14 * cosine[1];
        const double t17 = t15 * cosine[1] + t14 * sine[1];
        const double t18 = cosine[2] * t16 + t17 * sine[2];
        const double t19 = t16 * sine[2] - cosine[2] * t17;
        const double t20 = cosine[4] * t19 - sine[5] * sine[4];
        T[0] = sine[3] * t18 + t20 * cosine[3];
        T[1] = -(t19 * sine[4] + cosine[4] * sine[5]);
        T[2] = t20 * sine[3] - cosine[3] * t18;
        T[3] = 0.425 * t14 + 0.1197 * sine[5] - 0.13585 * sine[5] - 0.39225 * t16 - 0.093 * sine[5] - 0.09465 * t18;
        T[4] = cosine[3] * t13 + sine[3] * t10;
        T[5] = cosine[4] * cosine[5] - t12 * sine[4];
        T[6] = t13 * sine[3] - cosine[3] * t10;
        T[7] = t11;
        T[8] = t5 * cosine[3] - t3 * sine[3];
        T[9] = -(sine[4] * t4);
        T[10] = t3 * cosine[3] + t5 * sine[3];
        T[11] = 0.09465 * t3 + (0.089159 - 0.425 * sine[0] - 0.39225 * t2);
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
// 66 multiplications, 55 additions, 0 divisions, 10 function calls.

namespace {
struct FrameJacobianBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, int frame, double* J) const {
    switch (frame) {
      case 0: {
        double sine[5], cosine[5];
        const double t0 = 1.5707963267948966 + q[3];
        sin_cos(sine, cosine, q[1], q[2], t0, q[4], q[0]);
        const double t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
        const double t2 = sine[0] * sine[1] - cosine[0] * cosine[1];
        const double t3 = t2 * sine[2] - cosine[2] * t1;
        const double t4 = sine[4] * sine[0];
        const double t5 = cosine[0] * sine[4];
        const double t6 = t4 * sine[1] - t5 * cosine[1];
        const double t7 = t4 * cosine[1] + t5 * sine[1];
        const double t8 = t7 * sine[2] + t6 * cosine[2];
        const double t9 = sine[0] * cosine[4];
        const double t10 = cosine[0] * cosine[4];
        const double t11 = t9 * sine[1] - t10 * cosine[1];
        const double t12 = t9 * cosine[1] + t10 * sine[1];
        const double t13 = cosine[2] * t11 + t12 * sine[2];
        const double t14 = -sine[4];
        const double t15 = 0.13585 * sine[4];
        const double t16 = 0.425 * t10 + 0.1197 * sine[4] - t15;
        const double t17 = t16 - 0.39225 * t11;
        const double t18 = t17 - 0.093 * sine[4];
        const double t19 = t18 - 0.09465 * t13;
        const double t20 = t19 - t18;
        const double t21 = 0.13585 * cosine[4];
        const double t22 = t21 + (0.425 * t5 - 0.1197 * cosine[4]);
        const double t23 = t22 - 0.39225 * t6;
        const double t24 = t23 + 0.093 * cosine[4];
        const double t25 = 0.09465 * t8;
        const double t26 = t24 - t25;
        const double t27 = t26 - t24;
        const double t28 = 0.089159 - 0.425 * sine[0];
        const double t29 = t28 - 0.39225 * t1;
        const double t30 = 0.09465 * t3 + t29;
        const double t31 = t30 - t29;
        const double t32 = t30 - t28;
        const double t33 = t30 - 0.089159;
        J[0] = t25 - t24;
        J[1] = t33 * cosine[4];
        J[2] = cosine[4] * t32;
        J[3] = cosine[4] * t31;
        J[4] = -(t8 * t31 + t27 * t3);
        J[5] = 0.0;
        J[6] = t19;
        J[7] = t33 * sine[4];
        J[8] = sine[4] * t32;
        J[9] = sine[4] * t31;
        J[10] = t3 * t20 + t13 * t31;
        J[11] = 0.0;
        J[12] = 0.0;
        J[13] = -((t15 + t19) * cosine[4] + sine[4] * (t26 - t21));
        J[14] = -((t19 - t16) * cosine[4] + (t26 - t22) * sine[4]);
        J[15] = -((t26 - t23) * sine[4] + (t19 - t17) * cosine[4]);
        J[16] = t20 * t8 - t27 * t13;
        J[17] = 0.0;
        J[18] = 0.0;
        J[19] = t14;
        J[20] = t14;
        J[21] = t14;
        J[22] = -t13;
        J[23] = -((t11 * sine[2] - cosine[2] * t12) * sine[3] + cosine[3] * sine[4]);
        J[24] = 0.0;
        J[25] = cosine[4];
        J[26] = cosine[4];
        J[27] = cosine[4];
        J[28] = -t8;
        J[29] = cosine[3] * cosine[4] - (t6 * sine[2] - cosine[2] * t7) * sine[3];
        J[30] = 1.0;
        J[31] = 0.0;
        J[32] = 0.0;
        J[33] = 0.0;
        J[34] = t3;
        J[35] = -(sine[3] * (t1 * sine[2] + t2 * cosine[2]));
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
// 159 multiplications, 118 additions, 0 divisions, 10 function calls.

namespace {
struct FrameJacobianDotVBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, const double* qd, int frame, double* a) const {
    switch (frame) {
      case 0: {
        double sine[5], cosine[5];
        const double t0 = 1.5707963267948966 + q[3];
        sin_cos(sine, cosine, q[1], q[0], q[2], t0, q[4]);
        const double t1 = sine[0] * cosine[1];
        const double t2 = cosine[0] * cosine[1];
        const double t3 = t1 * sine[2] - t2 * cosine[2];
        const double t4 = t1 * cosine[2] + t2 * sine[2];
        const double t5 = (t3 * sine[3] - cosine[3] * t4) * sine[4] + cosine[4] * sine[1];
        const double t6 = cosine[3] * t3 + t4 * sine[3];
        const double t7 = sine[1] * sine[0];
        const double t8 = cosine[0] * sine[1];
        const double t9 = t7 * cosine[2] + t8 * sine[2];
        const double t10 = t7 * sine[2] - t8 * cosine[2];
        const double t11 = t9 * sine[3] + t10 * cosine[3];
        const double t12 = cosine[4] * cosine[1] - (t10 * sine[3] - cosine[3] * t9) * sine[4];
        const double t13 = cosine[1] * qd[1];
        const double t14 = cosine[1] * qd[2] + t13;
        const double t15 = t14 + cosine[1] * qd[3];
        const double t16 = t15 - qd[4] * t11;
        const double t17 = sine[1] * qd[1];
        const double t18 = sine[1] * qd[2] + t17;
        const double t19 = sine[1] * qd[3] + t18;
        const double t20 = qd[4] * t6 + t19;
        const double t21 = (t13 * sine[1] - cosine[1] * t17) * qd[2];
        const double t22 = t21 + (t14 * sine[1] - cosine[1] * t18) * qd[3];
        const double t23 = t22 + qd[4] * (t19 * t11 + t15 * t6);
        const double t24 = sine[0] * sine[2] - cosine[0] * cosine[2];
        const double t25 = cosine[0] * sine[2] + sine[0] * cosine[2];
        const double t26 = t24 * sine[3] - cosine[3] * t25;
        const double t27 = sine[4] * (t25 * sine[3] + t24 * cosine[3]);
        const double t28 = qd[0] + t26 * qd[4];
        const double t29 = sine[1] * qd[0];
        const double t30 = t29 * qd[1];
        const double t31 = t29 * qd[2] + t30;
        const double t32 = qd[3] * t29 + t31;
        const double t33 = qd[4] * (t26 * t19 - qd[0] * t6) - t32;
        const double t34 = cosine[1] * qd[0];
        const double t35 = t34 * qd[1];
        const double t36 = t34 * qd[2] + t35;
        const double t37 = t34 * qd[3] + t36;
        const double t38 = (qd[0] * t11 + t26 * t15) * qd[4] - t37;
        const double t39 = 0.089159 - 0.425 * sine[0];
        const double t40 = t39 - 0.39225 * t25;
        const double t41 = 0.09465 * t26 + t40 - t40;
        const double t42 = t40 - t39;
        const double t43 = t39 - 0.089159;
        const double t44 = 0.13585 * cosine[1];
        const double t45 = t44 + (0.425 * t8 - 0.1197 * cosine[1]);
        const double t46 = t45 - 0.39225 * t10;
        const double t47 = t45 - t44;
        const double t48 = t46 - t45;
        const double t49 = t13 * t43 - t47 * qd[0];
        const double t50 = 0.13585 * sine[1];
        const double t51 = 0.425 * t2 + 0.1197 * sine[1] - t50;
        const double t52 = t51 - 0.39225 * t3;
        const double t53 = t51 + t50;
        const double t54 = t52 - t51;
        const double t55 = t53 * qd[0] + t43 * t17;
        const double t56 = t14 * t42 - t48 * qd[0];
        const double t57 = t54 * qd[0] + t42 * t18;
        const double t58 = t52 - 0.093 * sine[1];
        const double t59 = t58 - t52;
        const double t60 = t58 - 0.09465 * t6 - t58;
        const double t61 = t46 + 0.093 * cosine[1];
        const double t62 = t61 - t46;
        const double t63 = t53 * t30 - t47 * t35 - (t13 * t49 + t17 * t55) + (t54 * t31 - t48 * t36) - (t14 * t56 + t57 * t18) + (t32 * t59 - t37 * t62);
        const double t64 = t61 - 0.09465 * t11 - t61;
        const double t65 = t47 * t17 + t13 * t53;
        const double t66 = t62 * qd[0];
        const double t67 = qd[0] * t59;
        const double t68 = t16 * t41 - t64 * t28;
        const double t69 = t20 * t41 + t28 * t60;
        const double t70 = t14 * t54 + t48 * t18;
        const double t71 = t35 * t43 - qd[0] * (t44 * qd[0]) + (qd[0] * t49 - t17 * t65) + (t21 * t54 + t42 * t36) + (qd[0] * t56 - t70 * t18);
        const double t72 = t50 * qd[0] * qd[0] - t43 * t30 - (t13 * t65 + qd[0] * t55) - (t31 * t42 + t21 * t48) - (t14 * t70 + t57 * qd[0]);
        const double t73 = t15 * t59 + t62 * t19;
        const double t74 = t16 * t60 + t20 * t64;
        a[0] = t72 - t22 * t62 - (t67 * qd[0] + t15 * t73) + (t33 * t41 - t23 * t64) - (t74 * t16 + t28 * t69);
        a[1] = t22 * t59 + t71 - (t66 * qd[0] + t19 * t73) + (t23 * t60 - t38 * t41) + (t68 * t28 - t20 * t74);
        a[2] = t66 * t15 - t67 * t19 + t63 + (t64 * t38 - t60 * t33) - (t68 * t16 + t20 * t69);
        a[3] = t38 - qd[5] * (t28 * t12 + t16 * t27);
        a[4] = t33 - qd[5] * (t5 * t28 + t20 * t27);
        a[5] = t23 + qd[5] * (t5 * t16 - t20 * t12);
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
// 90 multiplications, 68 additions, 0 divisions, 10 function calls.
namespace {
struct CenterOfMassBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* c) const {
    Value sine[5], cosine[5];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[4], q[0]);
    const Value t1 = sine[0] * sine[1] - cosine[0] * cosine[1];
    const Value t2 = t1 * sine[2];
    const Value t3 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t4 = sine[3] * (t3 * sine[2] + t1 * cosine[2]);
    const Value t5 = cosine[2] * t3;
    const Value t6 = t2 - t5;
    const Value t7 = 0.089159 - 0.425 * sine[0];
    const Value t8 = t7 - 0.39225 * t3;
    const Value t9 = 1.219 * t8;
    const Value t10 = t9 - 0.01991846 * (t5 - t2) + (2.33 * t7 - 0.5644425 * t3 + (0.2351313 + (0.748311487 - 1.7835125 * sine[0])));
    const Value t11 = 0.05865481057428925 * (0.1879 * (0.09465 * t6 + t8) - 0.0152463939 * t4 + (0.11318415 * t6 - 0.01991846 * t4 + t9 + t10));
    const Value t12 = sine[4] * sine[0];
    const Value t13 = cosine[0] * sine[4];
    const Value t14 = t12 * sine[1] - t13 * cosine[1];
    const Value t15 = t12 * cosine[1] + t13 * sine[1];
    const Value t16 = cosine[3] * cosine[4] - (t14 * sine[2] - cosine[2] * t15) * sine[3];
    const Value t17 = t15 * sine[2] + t14 * cosine[2];
    const Value t18 = 0.13585 * cosine[4] + (0.425 * t13 - 0.1197 * cosine[4]);
    const Value t19 = 2.33 * t18 + (0.0241155 * cosine[4] - 0.5644425 * t14) + (1.14018905 * cosine[4] + (1.7835125 * t13 - 0.18875857 * cosine[4]) + 0.007141 * cosine[4]);
    const Value t20 = t18 - 0.39225 * t14;
    const Value t21 = t20 + 0.093 * cosine[4];
    const Value t22 = 0.01991846 * t16 - 0.11318415 * t17 + 1.219 * t21 + (t19 + (0.1111728 * cosine[4] - 0.01991846 * t17 + 1.219 * t20));
    const Value t23 = cosine[0] * cosine[4];
    const Value t24 = 0.425 * t23 + 0.1197 * sine[4] - 0.13585 * sine[4];
    const Value t25 = sine[0] * cosine[4];
    const Value t26 = t25 * sine[1] - t23 * cosine[1];
    const Value t27 = t25 * cosine[1] + t23 * sine[1];
    const Value t28 = 0.18875857 * sine[4] + 1.7835125 * t23 - 1.14018905 * sine[4] - 0.007141 * sine[4] + (2.33 * t24 - (0.0241155 * sine[4] + 0.5644425 * t26));
    const Value t29 = t24 - 0.39225 * t26;
    const Value t30 = cosine[2] * t26 + t27 * sine[2];
    const Value t31 = (t26 * sine[2] - cosine[2] * t27) * sine[3] + cosine[3] * sine[4];
    const Value t32 = t29 - 0.093 * sine[4];
    const Value t33 = 1.219 * t29 - (0.01991846 * t30 + 0.1111728 * sine[4]) + t28 + (1.219 * t32 - (0.01991846 * t31 + 0.11318415 * t30));
    c[0] = 0.05865481057428925 * (0.1879 * (t32 - 0.09465 * t30) - 0.0152463939 * t31 + t33);
    c[1] = 0.05865481057428925 * (0.1879 * (t21 - 0.09465 * t17) + 0.0152463939 * t16 + t22);
    c[2] = t11;
  }
};
}  // namespace
void center_of_mass(const double* q, double* c) {
  evaluate(CenterOfMassBody(), q, c);
}


// Built from: composite bodies in the base frame, moved to the centre of mass.
// 537 multiplications, 413 additions, 0 divisions, 12 function calls.
namespace {
struct CentroidalMomentumMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* Ag) const {
    Value sine[6], cosine[6];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[4], q[5], q[0]);
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = sine[0] * sine[1] - cosine[0] * cosine[1];
    const Value t3 = t1 * sine[2] + t2 * cosine[2];
    const Value t4 = cosine[3] * t3;
    const Value t5 = t2 * sine[2];
    const Value t6 = cosine[2] * t1;
    const Value t7 = t5 - t6;
    const Value t8 = t6 - t5;
    const Value t9 = t4 * cosine[4] - t7 * sine[4];
    const Value t10 = 0.0013713778557732333 * t9;
    const Value t11 = sine[5] * sine[0];
    const Value t12 = cosine[0] * sine[5];
    const Value t13 = t11 * sine[1] - t12 * cosine[1];
    const Value t14 = t11 * cosine[1] + t12 * sine[1];
    const Value t15 = t13 * sine[2] - cosine[2] * t14;
    const Value t16 = cosine[3] * t15 + cosine[5] * sine[3];
    const Value t17 = t14 * sine[2] + t13 * cosine[2];
    const Value t18 = cosine[4] * t16 + sine[4] * t17;
    const Value t19 = t7 * cosine[4] + t4 * sine[4];
    const Value t20 = 0.0013713778557732333 * t19;
    const Value t21 = cosine[4] * t17 - t16 * sine[4];
    const Value t22 = sine[3] * t3;
    const Value t23 = 0.00019024875 * t22;
    const Value t24 = cosine[3] * cosine[5] - t15 * sine[3];
    const Value t25 = 0.0152463939 * t24;
    const Value t26 = 0.089159 - 0.425 * sine[0];
    const Value t27 = t26 - 0.39225 * t1;
    const Value t28 = 0.09465 * t7 + t27;
    const Value t29 = 0.13585 * cosine[5];
    const Value t30 = t29 + (0.425 * t12 - 0.1197 * cosine[5]);
    const Value t31 = t30 - 0.39225 * t13;
    const Value t32 = t31 + 0.093 * cosine[5];
    const Value t33 = t32 - 0.09465 * t17;
    const Value t34 = 0.0152463939 * t22;
    const Value t35 = t10 * t18 - t20 * t21 - t23 * t24 - (t25 * t28 - t33 * t34 + 0.1879 * (t33 * t28));
    const Value t36 = sine[0] * cosine[5];
    const Value t37 = cosine[0] * cosine[5];
    const Value t38 = t36 * sine[1] - t37 * cosine[1];
    const Value t39 = t36 * cosine[1] + t37 * sine[1];
    const Value t40 = cosine[2] * t38 + t39 * sine[2];
    const Value t41 = t38 * sine[2] - cosine[2] * t39;
    const Value t42 = cosine[3] * t41 - sine[5] * sine[3];
    const Value t43 = sine[4] * t40 + t42 * cosine[4];
    const Value t44 = cosine[4] * t40 - t42 * sine[4];
    const Value t45 = t41 * sine[3] + cosine[3] * sine[5];
    const Value t46 = 0.0152463939 * t45;
    const Value t47 = 0.13585 * sine[5];
    const Value t48 = 0.425 * t37 + 0.1197 * sine[5] - t47;
    const Value t49 = t48 - 0.39225 * t38;
    const Value t50 = t49 - 0.093 * sine[5];
    const Value t51 = t50 - 0.09465 * t40;
    const Value t52 = t45 * t23 + (t10 * t43 - t20 * t44) + (t28 * t46 + t51 * t34 - 0.1879 * (t28 * t51));
    const Value t53 = 0.1879 * (t33 * t33);
    const Value t54 = 0.1879 * (t51 * t51) - 2.0 * (t51 * t46);
    const Value t55 = 2.0 * (t33 * t25);
    const Value t56 = t10 * t9 + t19 * t20 + t23 * t22 + (t53 + t54 + t55);
    const Value t57 = t51 * t22 - t45 * t28;
    const Value t58 = 0.1879 * t51 - t46;
    const Value t59 = t33 * t22 + t24 * t28;
    const Value t60 = 0.1879 * t33 + t25;
    const Value t61 = 0.1879 * t28 - t34;
    const Value t62 = 2.0 * (t28 * t34);
    const Value t63 = 0.1879 * (t28 * t28);
    const Value t64 = 0.1879 * t57 - (t58 * t22 - t61 * t45);
    const Value t65 = 0.01991846 * t40 + 0.1111728 * sine[5];
    const Value t66 = 1.219 * t49 - t65;
    const Value t67 = 0.0241155 * sine[5] + 0.5644425 * t38;
    const Value t68 = 2.33 * t48 - t67;
    const Value t69 = 0.18875857 * sine[5] + 1.7835125 * t37;
    const Value t70 = t69 - 1.14018905 * sine[5];
    const Value t71 = 0.007141 * sine[5];
    const Value t72 = 0.01991846 * t45 + 0.11318415 * t40;
    const Value t73 = 1.219 * t50 - t72;
    const Value t74 = 0.05865481057428925 * (t58 + (t66 + (t70 - t71 + t68) + t73));
    const Value t75 = t58 + t73;
    const Value t76 = t75 + t66;
    const Value t77 = t76 + t68;
    const Value t78 = t77 + t70;
    const Value t79 = t78 - t71;
    const Value t80 = t60 * t22 + t61 * t24 - 0.1879 * t59;
    const Value t81 = 0.01991846 * t24 - 0.11318415 * t17;
    const Value t82 = t81 + 1.219 * t32;
    const Value t83 = 0.1111728 * cosine[5] - 0.01991846 * t17;
    const Value t84 = t83 + 1.219 * t31;
    const Value t85 = 0.0241155 * cosine[5] - 0.5644425 * t13;
    const Value t86 = 2.33 * t30 + t85;
    const Value t87 = 1.7835125 * t12 - 0.18875857 * cosine[5];
    const Value t88 = 1.14018905 * cosine[5] + t87;
    const Value t89 = 0.007141 * cosine[5];
    const Value t90 = 0.05865481057428925 * (t60 + (t82 + (t86 + (t88 + t89) + t84)));
    const Value t91 = t82 + t60;
    const Value t92 = t84 + t91;
    const Value t93 = t86 + t92;
    const Value t94 = t88 + t93;
    const Value t95 = t89 + t94;
    const Value t96 = 0.0129145347139 * t4;
    const Value t97 = 0.0117433858275 * t22 + 0.001849429011 * t7;
    const Value t98 = 0.001849429011 * t22 + 0.0024053863864 * t7;
    const Value t99 = 0.11318415 * t7 - 0.01991846 * t22;
    const Value t100 = t42 * t96 + t97 * t45 - t98 * t40 - (1.219 * (t50 * t27) + (t99 * t50 - t27 * t72)) + t52;
    const Value t101 = t35 + (t96 * t16 - t97 * t24 - t98 * t17 - (1.219 * (t32 * t27) + (t81 * t27 + t32 * t99)));
    const Value t102 = 1.219 * (t50 * t50) - 2.0 * (t50 * t72);
    const Value t103 = 1.219 * (t32 * t32);
    const Value t104 = 2.0 * (t81 * t32);
    const Value t105 = t56 + (t97 * t22 + t96 * t4 + t7 * t98 + (t104 + (t103 + t102)));
    const Value t106 = t32 * t7 + t27 * t17;
    const Value t107 = t27 * t40 + t7 * t50;
    const Value t108 = 1.219 * t27;
    const Value t109 = t99 + t108;
    const Value t110 = 2.0 * (t99 * t27);
    const Value t111 = t61 + t109;
    const Value t112 = t111 * t40 + t7 * t75 - 1.4069 * t107;
    const Value t113 = 1.4069 * t106 - (t111 * t17 + t7 * t91);
    const Value t114 = 0.01137319686 * t8;
    const Value t115 = 0.0125443457464 * t3;
    const Value t116 = 0.001816563552 * t8;
    const Value t117 = 0.01991846 * t8;
    const Value t118 = t108 - t117;
    const Value t119 = t114 * t17 + t15 * t115 + t116 * cosine[5] - (1.219 * (t27 * t31) + (t83 * t27 - t117 * t31)) + t101;
    const Value t120 = t100 + (t114 * t40 + t41 * t115 - t116 * sine[5] + (t27 * t65 + t117 * t49 - 1.219 * (t27 * t49)));
    const Value t121 = 2.0 * (t117 * t27);
    const Value t122 = t27 * cosine[5];
    const Value t123 = t27 * sine[5];
    const Value t124 = 1.219 * (t27 * t27);
    const Value t125 = t111 + t118;
    const Value t126 = sine[5] * t125 - 2.6259 * t123;
    const Value t127 = cosine[5] * t125 - 2.6259 * t122;
    const Value t128 = 0.004443595425 * t1;
    const Value t129 = 0.16895728651875 * t2;
    const Value t130 = 0.005841979875 * t1;
    const Value t131 = 0.5644425 * t1;
    const Value t132 = t119 + (t13 * t128 - t14 * t129 + t130 * cosine[5] - (t85 * t26 - t30 * t131 + 2.33 * (t30 * t26)));
    const Value t133 = t120 + (t128 * t38 - t39 * t129 - t130 * sine[5] + (t48 * t131 + t67 * t26 - 2.33 * (t48 * t26)));
    const Value t134 = cosine[5] * t26;
    const Value t135 = sine[5] * t26;
    const Value t136 = 2.33 * t26 - t131;
    const Value t137 = 2.0 * (t131 * t26);
    const Value t138 = 2.33 * (t26 * t26);
    const Value t139 = t136 + t125;
    const Value t140 = sine[5] * t139 - 4.9559 * t135;
    const Value t141 = cosine[5] * t139 - 4.9559 * t134;
    const Value t142 = 0.5171274219059667 * cosine[0];
    const Value t143 = 0.0193525802393 * sine[0];
    const Value t144 = 0.040111196125 * sine[0];
    const Value t145 = 1.7835125 * sine[0];
    const Value t146 = t142 * t11 - t12 * t143 - t144 * cosine[5] - (0.10165811550895 * cosine[5] + (0.089159 * t87 - t29 * t145));
    const Value t147 = t146 + t132;
    const Value t148 = t144 * sine[5] + (t142 * t36 - t37 * t143) + (0.10165811550895 * sine[5] - (t47 * t145 + 0.089159 * t69));
    const Value t149 = t133 + t148;
    const Value t150 = 0.748311487 - t145;
    const Value t151 = 0.05865481057428925 * (t61 + (t109 + (t118 + (t136 + (0.2351313 + t150)))));
    const Value t152 = t150 + t139;
    const Value t153 = 0.089159 * cosine[5];
    const Value t154 = 0.089159 * sine[5];
    const Value t155 = sine[5] * t152 - 1.1901745751 * sine[5];
    const Value t156 = cosine[5] * t152 - 1.1901745751 * cosine[5];
    const Value t157 = 1.219 * (t49 * t49) - 2.0 * (t65 * t49);
    const Value t158 = 1.219 * (t31 * t31);
    const Value t159 = 2.0 * (t83 * t31);
    const Value t160 = 2.33 * (t48 * t48) - 2.0 * (t48 * t67);
    const Value t161 = 2.33 * (t30 * t30);
    const Value t162 = 2.0 * (t85 * t30);
    const Value t163 = t114 * t8 + t115 * t3 + (t157 + t158 + t159) + t105 + (t162 + (t161 + t160) + (t2 * t129 + t128 * t1));
    const Value t164 = 8.393 * (t47 * t47) - 2.0 * (t47 * t69);
    const Value t165 = 8.393 * (t29 * t29);
    const Value t166 = 2.0 * (t29 * t87);
    const Value t167 = 0.00667378213 + (t142 * cosine[0] + sine[0] * t143 + (t164 + t165 + t166) + t163) - (t90 * t95 + t74 * t79);
    const Value t168 = 0.0013713778557732333 * t21;
    const Value t169 = 0.0013713778557732333 * t18;
    const Value t170 = 0.00019024875 * t24;
    const Value t171 = t54 + t63 - t62 + (t170 * t24 + (t168 * t21 + t169 * t18));
    const Value t172 = t168 * t44 + t43 * t169 - t170 * t45 - (0.1879 * (t33 * t51) + (t25 * t51 - t33 * t46));
    const Value t173 = t33 * t45 + t24 * t51;
    const Value t174 = 0.00019024875 * t45 * t45 + (t43 * (0.0013713778557732333 * t43) + 0.0013713778557732333 * t44 * t44);
    const Value t175 = t53 + t55 + t63 - t62 + t174;
    const Value t176 = 0.1879 * t173 - (t60 * t45 + t58 * t24);
    const Value t177 = 0.0129145347139 * t16;
    const Value t178 = 0.001849429011 * t17 + 0.0117433858275 * t24;
    const Value t179 = 0.001849429011 * t24 + 0.0024053863864 * t17;
    const Value t180 = t172 + (t42 * t177 - t45 * t178 + t40 * t179 - (t81 * t50 - t32 * t72 + 1.219 * (t32 * t50)));
    const Value t181 = t124 + t102 + t110 + (t17 * t179 + (t24 * t178 + t177 * t16)) + t171;
    const Value t182 = t32 * t40 - t50 * t17;
    const Value t183 = t42 * (0.0129145347139 * t42) - (0.001849429011 * t40 - 0.0117433858275 * t45) * t45 - t40 * (0.001849429011 * t45 - 0.0024053863864 * t40);
    const Value t184 = t175 + (t104 + t103 + t124 + t110 + t183);
    const Value t185 = 1.4069 * t182 - (t40 * t91 - t75 * t17);
    const Value t186 = 0.0125443457464 * t15;
    const Value t187 = 0.001816563552 * cosine[5] + 0.01137319686 * t17;
    const Value t188 = 0.0024053863864 * cosine[5] + 0.001816563552 * t17;
    const Value t189 = t181 + (t15 * t186 + t187 * t17 + cosine[5] * t188 + (t157 + t124 - t121));
    const Value t190 = t187 * t40 + t41 * t186 - sine[5] * t188 - (t83 * t49 - t31 * t65 + 1.219 * (t31 * t49)) + t180;
    const Value t191 = sine[5] * t31 + cosine[5] * t49;
    const Value t192 = t40 * (0.01137319686 * t40 - 0.001816563552 * sine[5]) + 0.0125443457464 * t41 * t41 - (0.001816563552 * t40 - 0.0024053863864 * sine[5]) * sine[5];
    const Value t193 = t184 + (t159 + t158 + t124 - t121 + t192);
    const Value t194 = 2.6259 * t191 - (t76 * cosine[5] + sine[5] * t92);
    const Value t195 = 0.16895728651875 * t14;
    const Value t196 = 0.005841979875 * cosine[5] + 0.004443595425 * t13;
    const Value t197 = 0.005841979875 * t13 + 0.16870769109375 * cosine[5];
    const Value t198 = t189 + (t14 * t195 + t13 * t196 + t197 * cosine[5] + (t138 + t160 - t137));
    const Value t199 = t190 + (t39 * t195 + t196 * t38 - t197 * sine[5] - (2.33 * (t48 * t30) + (t85 * t48 - t30 * t67)));
    const Value t200 = t48 * cosine[5] + t30 * sine[5];
    const Value t201 = t38 * (0.004443595425 * t38 - 0.005841979875 * sine[5]) + 0.16895728651875 * t39 * t39 - (0.005841979875 * t38 - 0.16870769109375 * sine[5]) * sine[5];
    const Value t202 = t193 + (t201 + (t138 + (t162 + t161) - t137));
    const Value t203 = 4.9559 * t200 - (t77 * cosine[5] + sine[5] * t93);
    const Value t204 = 0.040111196125 * cosine[5] + 0.0193525802393 * t12;
    const Value t205 = 0.5171274219059667 * t11;
    const Value t206 = 0.5128822416666666 * cosine[5] + 0.040111196125 * t12;
    const Value t207 = 8.393 * (t47 * t29) - (t29 * t69 - t47 * t87) + (t205 * t36 + t204 * t37 - sine[5] * t206) + t199;
    const Value t208 = t29 * sine[5] - t47 * cosine[5];
    const Value t209 = t36 * (0.5171274219059667 * t36) - t37 * (0.040111196125 * sine[5] - 0.0193525802393 * t37) - sine[5] * (0.040111196125 * t37 - 0.5128822416666666 * sine[5]);
    const Value t210 = 0.318032381975 * sine[0];
    const Value t211 = (t198 + (cosine[5] * t206 + (t12 * t204 + t205 * t11) + (0.066718703869433 + t164 - t210))) * cosine[5];
    const Value t212 = cosine[5] * t207 - sine[5] * (0.066718703869433 + (t165 + t166) - t210 + t209 + t202) + (t208 * t94 + t154 * t152);
    const Value t213 = 13.3489 * t208 - (sine[5] * t94 + cosine[5] * t78);
    Ag[0] = -t95;
    Ag[1] = t156;
    Ag[2] = t141;
    Ag[3] = t127;
    Ag[4] = t113;
    Ag[5] = t80;
    Ag[6] = t79;
    Ag[7] = t155;
    Ag[8] = t140;
    Ag[9] = t126;
    Ag[10] = t112;
    Ag[11] = t64;
    Ag[12] = Value() + 0.0;
    Ag[13] = t213;
    Ag[14] = t203;
    Ag[15] = t194;
    Ag[16] = t185;
    Ag[17] = t176;
    Ag[18] = t149 + (0.000636684419 * sine[5] - 0.00018288101 * sine[5]) + t151 * t79;
    Ag[19] = t212 - (t90 * t213 - t151 * t155);
    Ag[20] = cosine[5] * t199 - sine[5] * t202 + (t135 * t139 + t200 * t93) - (t203 * t90 - t140 * t151);
    Ag[21] = t191 * t92 + t123 * t125 + (t190 * cosine[5] - t193 * sine[5]) - (t90 * t194 - t151 * t126);
    Ag[22] = t182 * t91 + t111 * t107 + (t7 * t100 - (t184 * t40 + t17 * t180)) - (t90 * t185 - t151 * t112);
    Ag[23] = t24 * t172 - t175 * t45 - t52 * t22 + (t60 * t173 - t61 * t57) - (t90 * t176 - t151 * t64);
    Ag[24] = t151 * t95 + (t147 + (0.00018288101 * cosine[5] - 0.000636684419 * cosine[5]));
    Ag[25] = t211 - sine[5] * t207 - (t153 * t152 + t208 * t78) - (t151 * t156 - t74 * t213);
    Ag[26] = t198 * cosine[5] - sine[5] * t199 - (t134 * t139 + t77 * t200) - (t151 * t141 - t203 * t74);
    Ag[27] = cosine[5] * t189 - t190 * sine[5] - (t76 * t191 + t122 * t125) - (t151 * t127 - t74 * t194);
    Ag[28] = t7 * t101 - (t40 * t180 + t181 * t17) + (t106 * t111 - t182 * t75) - (t151 * t113 - t74 * t185);
    Ag[29] = t24 * t171 - t45 * t172 - t35 * t22 - (t58 * t173 + t61 * t59) - (t151 * t80 - t74 * t176);
    Ag[30] = t167;
    Ag[31] = t153 * t94 - t154 * t78 + (t147 * cosine[5] - sine[5] * t149) - (t74 * t155 - t90 * t156);
    Ag[32] = t134 * t93 - t77 * t135 + (cosine[5] * t132 - t133 * sine[5]) - (t140 * t74 - t90 * t141);
    Ag[33] = cosine[5] * t119 - t120 * sine[5] + (t122 * t92 - t76 * t123) - (t74 * t126 - t90 * t127);
    Ag[34] = t7 * t105 - (t100 * t40 + t17 * t101) - (t106 * t91 + t107 * t75) - (t74 * t112 - t90 * t113);
    Ag[35] = t35 * t24 - t45 * t52 - t56 * t22 + (t57 * t58 + t60 * t59) - (t74 * t64 - t90 * t80);
  }
};
}  // namespace
void centroidal_momentum_matrix(const double* q, double* Ag) {
  evaluate(CentroidalMomentumMatrixBody(), q, Ag);
}


// Built from: outward pass at qdd = 0, each body's wrench about the centre of mass.
// 646 multiplications, 480 additions, 0 divisions, 12 function calls.
namespace {
struct CentroidalMomentumMatrixDotVBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* h_dot) const {
    Value sine[6], cosine[6];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[0], q[1], q[2], t0, q[4], q[5]);
    const Value t1 = cosine[0] * qd[1];
    const Value t2 = 0.089159 - 0.425 * sine[1];
    const Value t3 = t2 - 0.089159;
    const Value t4 = cosine[1] * sine[0];
    const Value t5 = 0.13585 * cosine[0];
    const Value t6 = t5 + (0.425 * t4 - 0.1197 * cosine[0]);
    const Value t7 = t6 - t5;
    const Value t8 = t1 * t3 - t7 * qd[0];
    const Value t9 = sine[0] * qd[1];
    const Value t10 = cosine[1] * cosine[0];
    const Value t11 = 0.13585 * sine[0];
    const Value t12 = 0.425 * t10 + 0.1197 * sine[0] - t11;
    const Value t13 = t12 + t11;
    const Value t14 = t7 * t9 + t1 * t13;
    const Value t15 = cosine[0] * qd[0];
    const Value t16 = t15 * qd[1];
    const Value t17 = qd[0] * (t5 * qd[0]);
    const Value t18 = t16 * t3 - t17 + (qd[0] * t8 - t9 * t14);
    const Value t19 = sine[1] * cosine[0];
    const Value t20 = t19 * sine[2] - t10 * cosine[2];
    const Value t21 = t12 - 0.39225 * t20;
    const Value t22 = t21 - t12;
    const Value t23 = (t1 * sine[0] - cosine[0] * t9) * qd[2];
    const Value t24 = cosine[1] * sine[2] + sine[1] * cosine[2];
    const Value t25 = t2 - 0.39225 * t24;
    const Value t26 = t25 - t2;
    const Value t27 = t15 * qd[2] + t16;
    const Value t28 = t15 * qd[3] + t27;
    const Value t29 = cosine[0] * qd[2] + t1;
    const Value t30 = sine[0] * sine[1];
    const Value t31 = t30 * sine[2] - t4 * cosine[2];
    const Value t32 = t6 - 0.39225 * t31;
    const Value t33 = t32 - t6;
    const Value t34 = t29 * t26 - t33 * qd[0];
    const Value t35 = sine[0] * qd[2] + t9;
    const Value t36 = t29 * t22 + t33 * t35;
    const Value t37 = t18 + (t23 * t22 + t26 * t27) + (qd[0] * t34 - t36 * t35);
    const Value t38 = t21 - 0.093 * sine[0];
    const Value t39 = t38 - t21;
    const Value t40 = t23 + (t29 * sine[0] - cosine[0] * t35) * qd[3];
    const Value t41 = t29 + cosine[0] * qd[3];
    const Value t42 = t32 + 0.093 * cosine[0];
    const Value t43 = t42 - t32;
    const Value t44 = sine[0] * qd[3] + t35;
    const Value t45 = t41 * t39 + t43 * t44;
    const Value t46 = t43 * qd[0];
    const Value t47 = t40 * t39 + t37 - (t46 * qd[0] + t44 * t45);
    const Value t48 = t30 * cosine[2] + t4 * sine[2];
    const Value t49 = t48 * sine[3] + t31 * cosine[3];
    const Value t50 = t19 * cosine[2] + t10 * sine[2];
    const Value t51 = cosine[3] * t20 + t50 * sine[3];
    const Value t52 = t40 + qd[4] * (t44 * t49 + t41 * t51);
    const Value t53 = t38 - 0.09465 * t51;
    const Value t54 = t53 - t38;
    const Value t55 = sine[1] * sine[2] - cosine[1] * cosine[2];
    const Value t56 = t55 * sine[3];
    const Value t57 = cosine[3] * t24;
    const Value t58 = t56 - t57;
    const Value t59 = t57 - t56;
    const Value t60 = (qd[0] * t49 + t58 * t41) * qd[4] - t28;
    const Value t61 = 0.09465 * t58 + t25;
    const Value t62 = t61 - t25;
    const Value t63 = t41 - qd[4] * t49;
    const Value t64 = t42 - 0.09465 * t49;
    const Value t65 = t64 - t42;
    const Value t66 = qd[0] + t58 * qd[4];
    const Value t67 = t63 * t62 - t65 * t66;
    const Value t68 = qd[4] * t51 + t44;
    const Value t69 = t63 * t54 + t68 * t65;
    const Value t70 = t47 + (t52 * t54 - t60 * t62) + (t67 * t66 - t68 * t69);
    const Value t71 = t31 * sine[3] - cosine[3] * t48;
    const Value t72 = cosine[4] * cosine[0] - t71 * sine[4];
    const Value t73 = t13 * qd[0] + t3 * t9;
    const Value t74 = sine[0] * qd[0];
    const Value t75 = t74 * qd[1];
    const Value t76 = t13 * t75 - t7 * t16 - (t1 * t8 + t9 * t73);
    const Value t77 = t11 * qd[0] * qd[0];
    const Value t78 = t77 - t3 * t75 - (t1 * t14 + qd[0] * t73);
    const Value t79 = t74 * qd[2] + t75;
    const Value t80 = qd[3] * t74 + t79;
    const Value t81 = t22 * qd[0] + t26 * t35;
    const Value t82 = t78 - (t79 * t26 + t23 * t33) - (t29 * t36 + t81 * qd[0]);
    const Value t83 = t76 + (t22 * t79 - t33 * t27) - (t29 * t34 + t81 * t35);
    const Value t84 = qd[0] * t39;
    const Value t85 = t46 * t41 - t84 * t44 + (t83 + (t80 * t39 - t28 * t43));
    const Value t86 = t82 - t40 * t43 - (t84 * qd[0] + t41 * t45);
    const Value t87 = qd[4] * (t58 * t44 - qd[0] * t51) - t80;
    const Value t88 = t68 * t62 + t66 * t54;
    const Value t89 = t86 + (t87 * t62 - t52 * t65) - (t69 * t63 + t66 * t88);
    const Value t90 = t85 + (t65 * t60 - t54 * t87) - (t67 * t63 + t68 * t88);
    const Value t91 = t20 * sine[3] - cosine[3] * t50;
    const Value t92 = t91 * sine[4] + cosine[4] * sine[0];
    const Value t93 = t24 * sine[3] + t55 * cosine[3];
    const Value t94 = sine[4] * t93;
    const Value t95 = t63 + qd[5] * t72;
    const Value t96 = cosine[4] * t71 + cosine[0] * sine[4];
    const Value t97 = cosine[5] * t96 + sine[5] * t49;
    const Value t98 = cosine[4] * t91 - sine[0] * sine[4];
    const Value t99 = sine[5] * t51 + t98 * cosine[5];
    const Value t100 = t68 + qd[5] * t92;
    const Value t101 = t66 - qd[5] * t94;
    const Value t102 = cosine[4] * t93;
    const Value t103 = t102 * cosine[5] - t58 * sine[5];
    const Value t104 = t101 * t103 + (t95 * t97 - t99 * t100);
    const Value t105 = 0.0152463939 * t104;
    const Value t106 = cosine[5] * t49 - t96 * sine[5];
    const Value t107 = cosine[5] * t51 - t98 * sine[5];
    const Value t108 = t58 * cosine[5] + t102 * sine[5];
    const Value t109 = t95 * t106 - t100 * t107 - t101 * t108;
    const Value t110 = t72 * t95 + t92 * t100 - t101 * t94;
    const Value t111 = 0.0152463939 * t109;
    const Value t112 = 0.1879 * (t70 * t72 - t92 * t89 - t90 * t94) - (t104 * t105 + t109 * t111);
    const Value t113 = t99 * t89 + t70 * t97 + t90 * t103;
    const Value t114 = t70 * t106 + t89 * t107 - t108 * t90;
    const Value t115 = t60 - qd[5] * (t66 * t72 + t63 * t94);
    const Value t116 = t87 - qd[5] * (t92 * t66 + t68 * t94);
    const Value t117 = t52 + qd[5] * (t92 * t63 - t68 * t72);
    const Value t118 = t115 * t107 + t116 * t106 - t108 * t117;
    const Value t119 = 0.0152463939 * t118 + 0.1879 * t113 + t110 * t105;
    const Value t120 = t115 * t99 + t116 * t97 + t103 * t117;
    const Value t121 = 0.1879 * t114 - 0.0152463939 * t120 + t110 * t111;
    const Value t122 = t72 * t112 + (t97 * t119 + t121 * t106);
    const Value t123 = t99 * t119 + t121 * t107 - t92 * t112;
    const Value t124 = t103 * t119 - t108 * t121 - t94 * t112;
    const Value t125 = 0.00019024875 * t110;
    const Value t126 = 0.0013713778557732333 * t109;
    const Value t127 = t109 * t125 - t126 * t110 + 0.0013713778557732333 * t120 - 0.0152463939 * t114;
    const Value t128 = 0.0013713778557732333 * t104;
    const Value t129 = 0.00019024875 * (t72 * t116 - t115 * t92 - t94 * t117) + (t126 * t104 - t109 * t128);
    const Value t130 = 0.0152463939 * t113 + (t110 * t128 - t125 * t104 + 0.0013713778557732333 * t118);
    const Value t131 = t47 * t96 + t98 * t86 + t102 * t85;
    const Value t132 = t72 * t87 - t92 * t60 - t52 * t94;
    const Value t133 = t52 * t58 - (t51 * t60 + t49 * t87);
    const Value t134 = t98 * t60 + t96 * t87 + t52 * t102;
    const Value t135 = t102 * t66 + (t63 * t96 - t68 * t98);
    const Value t136 = 0.01991846 * t135;
    const Value t137 = t72 * t63 + t68 * t92 - t66 * t94;
    const Value t138 = t58 * t66 + (t68 * t51 - t63 * t49);
    const Value t139 = 0.11318415 * t135;
    const Value t140 = 1.219 * t131 + (0.11318415 * t132 - 0.01991846 * t133) + (t136 * t137 + t139 * t138);
    const Value t141 = t47 * t72 - t92 * t86 - t85 * t94;
    const Value t142 = t58 * t85 - (t47 * t49 + t51 * t86);
    const Value t143 = 0.11318415 * t137 - 0.01991846 * t138;
    const Value t144 = 1.219 * t141 - 0.11318415 * t134 + (t143 * t138 - t135 * t136);
    const Value t145 = 1.219 * t142 + 0.01991846 * t134 - (t143 * t137 + t135 * t139);
    const Value t146 = t96 * t140 + t144 * t72 - t145 * t49;
    const Value t147 = t98 * t140 - t144 * t92 - t145 * t51;
    const Value t148 = t145 * t58 + (t102 * t140 - t144 * t94);
    const Value t149 = 0.0024053863864 * t138 - 0.001849429011 * t137;
    const Value t150 = 0.0117433858275 * t137 - 0.001849429011 * t138;
    const Value t151 = 0.01991846 * t142 - 0.11318415 * t141 + (t149 * t137 - t138 * t150 + 0.0129145347139 * t134);
    const Value t152 = 0.0129145347139 * t135;
    const Value t153 = t138 * t152 - t135 * t149 + (0.0117433858275 * t132 - 0.001849429011 * t133) + 0.11318415 * t131;
    const Value t154 = 0.0024053863864 * t133 - 0.001849429011 * t132 + (t135 * t150 - t137 * t152) - 0.01991846 * t131;
    const Value t155 = t82 * t91 + t37 * t71 + t83 * t93;
    const Value t156 = t37 * t49 + t82 * t51 + t83 * t59;
    const Value t157 = cosine[0] * t37 - t82 * sine[0];
    const Value t158 = t40 * t59 - (t28 * t51 + t80 * t49);
    const Value t159 = t40 * t93 - (t80 * t71 + t28 * t91);
    const Value t160 = t28 * sine[0] - t80 * cosine[0];
    const Value t161 = qd[0] * t59 + (t41 * t49 - t44 * t51);
    const Value t162 = t71 * t41 - t91 * t44 + qd[0] * t93;
    const Value t163 = cosine[0] * t41 + sine[0] * t44;
    const Value t164 = 0.01991846 * t162;
    const Value t165 = 0.1111728 * t162;
    const Value t166 = 1.219 * t155 + (0.1111728 * t158 + 0.01991846 * t160) + (t165 * t163 - t161 * t164);
    const Value t167 = 0.01991846 * t163 + 0.1111728 * t161;
    const Value t168 = 1.219 * t156 - 0.1111728 * t159 + (t164 * t162 + t167 * t163);
    const Value t169 = 1.219 * t157 - 0.01991846 * t159 - (t161 * t167 + t162 * t165);
    const Value t170 = t71 * t166 + t168 * t49 + t169 * cosine[0];
    const Value t171 = t91 * t166 + t168 * t51 - t169 * sine[0];
    const Value t172 = t166 * t93 + t168 * t59;
    const Value t173 = 0.001816563552 * t161 + 0.0024053863864 * t163;
    const Value t174 = 0.01137319686 * t161 + 0.001816563552 * t163;
    const Value t175 = t161 * t173 - t174 * t163 + 0.0125443457464 * t159 - (0.01991846 * t157 + 0.1111728 * t156);
    const Value t176 = 0.0125443457464 * t162;
    const Value t177 = 0.01137319686 * t158 + 0.001816563552 * t160 + (t176 * t163 - t162 * t173) + 0.1111728 * t155;
    const Value t178 = t174 * t162 - t161 * t176 + (0.001816563552 * t158 + 0.0024053863864 * t160) + 0.01991846 * t155;
    const Value t179 = t76 * t24 + (t31 * t18 + t78 * t20);
    const Value t180 = t76 * t55 - (t78 * t50 + t18 * t48);
    const Value t181 = t18 * cosine[0] - t78 * sine[0];
    const Value t182 = t55 * t23 + (t50 * t27 + t79 * t48);
    const Value t183 = t23 * t24 - (t20 * t27 + t31 * t79);
    const Value t184 = sine[0] * t27 - t79 * cosine[0];
    const Value t185 = t50 * t35 - t29 * t48 + t55 * qd[0];
    const Value t186 = 0.5644425 * t185;
    const Value t187 = t24 * qd[0] + (t29 * t31 - t20 * t35);
    const Value t188 = t29 * cosine[0] + sine[0] * t35;
    const Value t189 = 0.5644425 * t188 + 0.0241155 * t187;
    const Value t190 = 2.33 * t179 - 0.0241155 * t182 + (t189 * t188 + t185 * t186);
    const Value t191 = 0.0241155 * t185;
    const Value t192 = t188 * t191 - t187 * t186 + (2.33 * t180 + (0.5644425 * t184 + 0.0241155 * t183));
    const Value t193 = 2.33 * t181 - 0.5644425 * t182 - (t185 * t191 + t187 * t189);
    const Value t194 = t190 * t31 - t192 * t48 + t193 * cosine[0];
    const Value t195 = t190 * t20 - t192 * t50 - t193 * sine[0];
    const Value t196 = t55 * t192 + t190 * t24;
    const Value t197 = 0.005841979875 * t187 + 0.16870769109375 * t188;
    const Value t198 = 0.16895728651875 * t185;
    const Value t199 = t188 * t198 - t185 * t197 + (0.005841979875 * t184 + 0.004443595425 * t183) + 0.0241155 * t180;
    const Value t200 = 0.004443595425 * t187 + 0.005841979875 * t188;
    const Value t201 = 0.16895728651875 * t182 + (t187 * t197 - t200 * t188) - (0.0241155 * t179 + 0.5644425 * t181);
    const Value t202 = t200 * t185 - t187 * t198 + (0.005841979875 * t183 + 0.16870769109375 * t184) + 0.5644425 * t180;
    const Value t203 = t4 * t17 - t10 * t77;
    const Value t204 = t16 * t19 + t30 * t75;
    const Value t205 = t19 * t9 - t1 * t30 - cosine[1] * qd[0];
    const Value t206 = 1.7835125 * t205;
    const Value t207 = t10 * t9 - t4 * t1 + sine[1] * qd[0];
    const Value t208 = t1 * cosine[0] + sine[0] * t9;
    const Value t209 = 1.7835125 * t208 - 0.18875857 * t207;
    const Value t210 = 8.393 * t203 + 0.18875857 * t204 + (t209 * t208 + t205 * t206);
    const Value t211 = t17 * t30 - t19 * t77;
    const Value t212 = sine[0] * t77 + t17 * cosine[0];
    const Value t213 = t4 * t75 + t10 * t16;
    const Value t214 = t16 * sine[0] - t75 * cosine[0];
    const Value t215 = 0.18875857 * t205;
    const Value t216 = 8.393 * t211 + (1.7835125 * t214 - 0.18875857 * t213) - (t206 * t207 + t215 * t208);
    const Value t217 = t205 * t215 - t209 * t207 - (1.7835125 * t204 + 8.393 * t212);
    const Value t218 = t10 * t210 + t19 * t216 + sine[0] * t217;
    const Value t219 = cosine[0] * t217 - (t30 * t216 + t4 * t210);
    const Value t220 = sine[1] * t210 - cosine[1] * t216;
    const Value t221 = 0.5128822416666666 * t208 - 0.040111196125 * t207;
    const Value t222 = 0.5171274219059667 * t205;
    const Value t223 = t222 * t208 - t205 * t221 + (0.0193525802393 * t213 - 0.040111196125 * t214) - 0.18875857 * t211;
    const Value t224 = 0.0193525802393 * t207 - 0.040111196125 * t208;
    const Value t225 = 1.7835125 * t212 + 0.18875857 * t203 + (0.5171274219059667 * t204 + (t221 * t207 - t224 * t208));
    const Value t226 = 1.7835125 * t211 + (0.5128822416666666 * t214 - 0.040111196125 * t213 + (t205 * t224 - t222 * t207));
    const Value t227 = t194 * t12 - t195 * t6 + (t24 * t199 + t55 * t201) + (t218 * t5 - t11 * t219 + (t223 * sine[1] - cosine[1] * t225));
    const Value t228 = t175 * t93 + t59 * t177 + (t170 * t21 - t171 * t32) + t227 + (t38 * t146 - t42 * t147 + (t58 * t154 + (t102 * t151 - t153 * t94)));
    const Value t229 = 0.007141 * qd[0] * qd[0];
    const Value t230 = t229 * cosine[0];
    const Value t231 = t229 * sine[0];
    const Value t232 = t170 + (t194 + (t219 - t230)) + t146 + t122;
    const Value t233 = 0.18875857 * sine[0] + 1.7835125 * t10 - 1.14018905 * sine[0] - 0.007141 * sine[0] + (2.33 * t12 - (0.0241155 * sine[0] + 0.5644425 * t20));
    const Value t234 = 1.219 * t21 - (0.01991846 * t51 + 0.1111728 * sine[0]) + t233 + (1.219 * t38 - (0.01991846 * t92 + 0.11318415 * t51));
    const Value t235 = 0.05865481057428925 * (0.1879 * t53 - 0.0152463939 * t92 + t234);
    const Value t236 = t171 + (t195 + (t231 - t218)) + t147 + t123;
    const Value t237 = 2.33 * t6 + (0.0241155 * cosine[0] - 0.5644425 * t31) + (1.14018905 * cosine[0] + (1.7835125 * t4 - 0.18875857 * cosine[0]) + 0.007141 * cosine[0]);
    const Value t238 = 0.01991846 * t72 - 0.11318415 * t49 + 1.219 * t42 + (t237 + (0.1111728 * cosine[0] - 0.01991846 * t49 + 1.219 * t32));
    const Value t239 = 0.05865481057428925 * (0.1879 * t64 + 0.0152463939 * t72 + t238);
    const Value t240 = t228 + (t103 * t127 - t130 * t108 - t129 * t94 + (t53 * t122 - t64 * t123)) - (t232 * t235 - t239 * t236);
    const Value t241 = qd[0] * (0.00018288101 * qd[0]);
    const Value t242 = t11 * t220 - 0.089159 * t218 + (t226 * cosine[0] - (t30 * t225 + t223 * t4)) + (0.089159 * t231 - sine[0] * t241);
    const Value t243 = 0.089159 * t230 - t241 * cosine[0] + (t5 * t220 - 0.089159 * t219 - (t225 * t19 + t223 * t10 + t226 * sine[0]));
    const Value t244 = t242 + (t195 * t2 - t12 * t196 + (cosine[0] * t202 + (t31 * t199 - t48 * t201))) + (t178 * cosine[0] + (t175 * t71 + t49 * t177) + (t171 * t25 - t172 * t21));
    const Value t245 = t175 * t91 + t177 * t51 - t178 * sine[0] + (t172 * t32 - t170 * t25) + (t6 * t196 - t194 * t2 + (t20 * t199 - t50 * t201 - sine[0] * t202) + t243);
    const Value t246 = t244 + (t147 * t25 - t38 * t148 + (t72 * t153 + t151 * t96 - t154 * t49)) + (t123 * t61 - t124 * t53 + (t129 * t72 + (t97 * t127 + t130 * t106)));
    const Value t247 = t245 + (t98 * t151 - t92 * t153 - t154 * t51 + (t42 * t148 - t25 * t146)) + (t64 * t124 - t61 * t122 + (t130 * t107 + t99 * t127 - t129 * t92));
    const Value t248 = t196 + t220 + t172 + t148 + t124;
    const Value t249 = 1.219 * t25;
    const Value t250 = t249 - 0.01991846 * t59 + (2.33 * t2 - 0.5644425 * t24 + (0.2351313 + (0.748311487 - 1.7835125 * sine[1])));
    const Value t251 = 0.05865481057428925 * (0.1879 * t61 - 0.0152463939 * t94 + (0.11318415 * t58 - 0.01991846 * t94 + t249 + t250));
    h_dot[0] = t236;
    h_dot[1] = t232;
    h_dot[2] = t248;
    h_dot[3] = t247 - (t239 * t248 - t251 * t232);
    h_dot[4] = t246 - (t251 * t236 - t235 * t248);
    h_dot[5] = t240;
  }
};
}  // namespace
void centroidal_momentum_matrix_dot_v(const double* q, const double* qd, double* h_dot) {
  evaluate_with_avx2_copy(CentroidalMomentumMatrixDotVBody(), q, qd, h_dot);
}


// Built from: recursion: Newton-Euler program, grouped inertial parameters; J^T w added.
// 319 multiplications, 248 additions, 0 divisions, 12 function calls.
namespace {
struct InverseDynamicsWrenchBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, const Value* w, Value* tau) const {
    Value sine[6], cosine[6];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[0], q[1], q[2], t0, q[4], q[5]);
    const Value t1 = sine[0] * sine[1];
    const Value t2 = cosine[1] * sine[0];
    const Value t3 = t1 * sine[2] - t2 * cosine[2];
    const Value t4 = t1 * cosine[2] + t2 * sine[2];
    const Value t5 = t3 * sine[3] - cosine[3] * t4;
    const Value t6 = t4 * sine[3] + t3 * cosine[3];
    const Value t7 = cosine[4] * t5 + cosine[0] * sine[4];
    const Value t8 = cosine[4] * cosine[0] - t5 * sine[4];
    const Value t9 = t7 * sine[5] - cosine[5] * t6;
    const Value t10 = cosine[5] * t7 + sine[5] * t6;
    const Value t11 = t9 * w[5] + (w[4] * t8 + w[3] * t10);
    const Value t12 = w[2] * t9 + (w[1] * t8 + w[0] * t10);
    const Value t13 = sine[1] * cosine[0];
    const Value t14 = cosine[1] * cosine[0];
    const Value t15 = t13 * sine[2] - t14 * cosine[2];
    const Value t16 = t13 * cosine[2] + t14 * sine[2];
    const Value t17 = t15 * sine[3] - cosine[3] * t16;
    const Value t18 = cosine[3] * t15 + t16 * sine[3];
    const Value t19 = cosine[4] * t17 - sine[0] * sine[4];
    const Value t20 = t17 * sine[4] + cosine[4] * sine[0];
    const Value t21 = t19 * sine[5] - cosine[5] * t18;
    const Value t22 = sine[5] * t18 + t19 * cosine[5];
    const Value t23 = t21 * w[5] + (t22 * w[3] - w[4] * t20);
    const Value t24 = t22 * w[0] - w[1] * t20 + w[2] * t21;
    const Value t25 = sine[1] * qd[0];
    const Value t26 = t25 * qd[1];
    const Value t27 = t26 - qdd[0] * cosine[1];
    const Value t28 = cosine[1] * qd[0];
    const Value t29 = t28 * qd[1];
    const Value t30 = qdd[0] * sine[1] + t29;
    const Value t31 = t28 * sine[2] + t25 * cosine[2];
    const Value t32 = t31 * qd[2] + (t27 * cosine[2] + t30 * sine[2]);
    const Value t33 = t25 * sine[2] - t28 * cosine[2];
    const Value t34 = cosine[2] * t30 - t27 * sine[2] - t33 * qd[2];
    const Value t35 = cosine[3] * t31;
    const Value t36 = t33 * sine[3];
    const Value t37 = t35 - t36;
    const Value t38 = t36 - t35 + qd[4];
    const Value t39 = t37 * qd[3] + (cosine[3] * t32 + t34 * sine[3]);
    const Value t40 = qdd[1] + qdd[2];
    const Value t41 = qdd[3] + t40;
    const Value t42 = t33 * cosine[3] + t31 * sine[3];
    const Value t43 = qd[2] + qd[1];
    const Value t44 = t43 + qd[3];
    const Value t45 = t42 * cosine[4] + t44 * sine[4];
    const Value t46 = cosine[4] * t41 - t39 * sine[4] - t45 * qd[4];
    const Value t47 = 0.00019024875 * (qdd[5] + t46);
    const Value t48 = cosine[1] * sine[2] + sine[1] * cosine[2];
    const Value t49 = sine[1] * sine[2] - cosine[1] * cosine[2];
    const Value t50 = t48 * sine[3] + t49 * cosine[3];
    const Value t51 = t49 * sine[3] - cosine[3] * t48;
    const Value t52 = cosine[4] * t50;
    const Value t53 = sine[4] * t50;
    const Value t54 = t52 * cosine[5] - t51 * sine[5];
    const Value t55 = t51 * cosine[5] + t52 * sine[5];
    const Value t56 = t54 * w[3] - w[4] * t53 + t55 * w[5];
    const Value t57 = t55 * w[2] + (w[0] * t54 - w[1] * t53);
    const Value t58 = t34 * cosine[3] - t32 * sine[3];
    const Value t59 = t42 * qd[3];
    const Value t60 = t59 - t58 + qdd[4];
    const Value t61 = t58 - t59;
    const Value t62 = cosine[4] * t44 - t42 * sine[4];
    const Value t63 = t45 * t62;
    const Value t64 = t45 * t38;
    const Value t65 = 0.0037767642421732335 * t60 - 0.003292500193635 * t46 - (0.0025425267421732333 * t63 + 0.003292500193635 * t64);
    const Value t66 = t47 + (0.003292500193635 * t63 - 0.0012342375 * t64 - 0.003292500193635 * t60);
    const Value t67 = 0.0351648539 * (t63 - t60);
    const Value t68 = t28 * t28;
    const Value t69 = t25 * t28;
    const Value t70 = t25 * t25;
    const Value t71 = qd[1] * qd[1];
    const Value t72 = t68 + t71;
    const Value t73 = 0.13585 * qdd[0];
    const Value t74 = 9.81 * sine[1] + cosine[1] * t73 + (0.425 * t72 - 0.1197 * (t26 - t27));
    const Value t75 = t73 * sine[1] - 9.81 * cosine[1];
    const Value t76 = qdd[1] + t69;
    const Value t77 = t75 + (0.425 * t76 - 0.1197 * (t30 - t29));
    const Value t78 = 1.4080416791666666 * qdd[1] - 0.179124968875 * t30 + (0.179124968875 * t29 + 1.3929342791666666 * t69);
    const Value t79 = t43 * t43;
    const Value t80 = t33 * t33 + t79;
    const Value t81 = 0.39225 * t80 + (t74 * cosine[2] - t77 * sine[2]);
    const Value t82 = t77 * cosine[2] + t74 * sine[2];
    const Value t83 = t33 * t31;
    const Value t84 = t33 * t43;
    const Value t85 = t43 * t31;
    const Value t86 = 0.1007721675 * t84 - 0.5685348292125 * t83 + (0.1007721675 * t34 + 0.5727288292125 * t40) + 1.594451775 * t82;
    const Value t87 = t83 - t40;
    const Value t88 = t82 - 0.39225 * t87;
    const Value t89 = t81 * sine[3] + cosine[3] * t88;
    const Value t90 = t42 * t44;
    const Value t91 = t37 * t37;
    const Value t92 = t42 * t42;
    const Value t93 = t42 * t37;
    const Value t94 = t37 * t44;
    const Value t95 = t44 * t44;
    const Value t96 = 0.13585 * qd[0] * qd[0];
    const Value t97 = 0.1197 * (t70 + t68) - 0.425 * (t26 + t27) - t96;
    const Value t98 = t85 + t32;
    const Value t99 = t97 - 0.39225 * t98;
    const Value t100 = t65 - 0.0351648539 * (cosine[4] * (0.093 * (t61 + t90) + t89) + (t99 - 0.093 * (t91 + t92)) * sine[4]);
    const Value t101 = 0.013996669857 * t90 - 0.01459785988165 * t93 + (0.01583209738165 * t41 + 0.013996669857 * t61) + 0.150887345 * t89;
    const Value t102 = 0.01459785988165 * t39 + (0.01583209738165 * t94 + 0.013996669857 * (t91 - t95)) - 0.150887345 * t99;
    const Value t103 = 0.00019024875 * (qd[5] + t62);
    const Value t104 = (t38 * cosine[5] + t45 * sine[5]) * t103;
    const Value t105 = (t45 * cosine[5] - t38 * sine[5]) * t103;
    const Value t106 = t100 + (t104 * sine[5] + cosine[5] * t105);
    const Value t107 = 0.089159 - 0.425 * sine[1];
    const Value t108 = t107 - 0.39225 * t48;
    const Value t109 = 0.09465 * t51 + t108;
    const Value t110 = t109 - t108;
    const Value t111 = t109 - t107;
    const Value t112 = t109 - 0.089159;
    const Value t113 = 0.13585 * cosine[0];
    const Value t114 = t113 + (0.425 * t2 - 0.1197 * cosine[0]);
    const Value t115 = t114 - 0.39225 * t3;
    const Value t116 = t115 + 0.093 * cosine[0];
    const Value t117 = 0.09465 * t6;
    const Value t118 = t116 - t117;
    const Value t119 = t118 - t116;
    const Value t120 = 0.13585 * sine[0];
    const Value t121 = 0.425 * t14 + 0.1197 * sine[0] - t120;
    const Value t122 = t121 - 0.39225 * t15;
    const Value t123 = t122 - 0.093 * sine[0];
    const Value t124 = t123 - 0.09465 * t18;
    const Value t125 = t124 - t123;
    const Value t126 = t106 - t24 * (t6 * t110 + t119 * t51) + t12 * (t51 * t125 + t18 * t110) + t57 * (t125 * t6 - t119 * t18);
    const Value t127 = t38 * t38;
    const Value t128 = t38 * t62;
    const Value t129 = 0.0351648539 * (t45 * t45 + t127);
    const Value t130 = qd[4] * t62 + (t41 * sine[4] + cosine[4] * t39);
    const Value t131 = 0.0025425267421732333 * t130 + (0.0037767642421732335 * t128 - 0.003292500193635 * (t62 * t62 - t127));
    const Value t132 = t131 - 0.0351648539 * (cosine[3] * t81 - t88 * sine[3] + 0.093 * (t94 - t39)) + (t105 * sine[5] - t104 * cosine[5]);
    const Value t133 = t128 + t130;
    const Value t134 = 0.150887345 * (t95 + t92) - 0.0351648539 * t133;
    const Value t135 = t102 + (cosine[4] * t132 - t66 * sine[4]) + 0.0032703314127 * t133;
    const Value t136 = t132 * sine[4] + cosine[4] * t66 + t101;
    const Value t137 = t136 + cosine[0] * t110 * t24 + t12 * (sine[0] * t110) - t57 * ((t118 - t115) * sine[0] + (t124 - t122) * cosine[0]);
    const Value t138 = sine[4] * t67 - cosine[4] * t129 - 0.150887345 * (t94 + t39);
    const Value t139 = cosine[4] * t67 + t129 * sine[4];
    const Value t140 = 0.013996669857 * t41 - (0.0012342375 * t90 + 0.013996669857 * t93) - t106 + 0.093 * t139;
    const Value t141 = t135 * cosine[3] - t140 * sine[3] + (0.5727288292125 * t85 + 0.1007721675 * (t31 * t31 - t79) + 0.5685348292125 * t32 - 1.594451775 * t97);
    const Value t142 = 0.1007721675 * t40 - (0.1007721675 * t83 + 0.004194 * t84) + (t135 * sine[3] + cosine[3] * t140);
    const Value t143 = t139 - 0.150887345 * (t93 - t41);
    const Value t144 = 1.594451775 * t80 + (t143 * sine[3] + t134 * cosine[3]);
    const Value t145 = cosine[3] * t143 - t134 * sine[3];
    const Value t146 = 0.39225 * t145 + (t136 + t86);
    const Value t147 = t146 + cosine[0] * t111 * t24 + sine[0] * t111 * t12 - t57 * ((t124 - t121) * cosine[0] + (t118 - t114) * sine[0]);
    const Value t148 = t145 - 1.594451775 * t87;
    const Value t149 = t141 - 0.39225 * t138;
    const Value t150 = t149 * cosine[2] - t142 * sine[2] + (3.88977 * t96 + (1.4080416791666666 * t26 - 0.179124968875 * (t70 - t71) + 1.3929342791666666 * t27));
    const Value t151 = t149 * sine[2] + cosine[2] * t142 + (0.0151074 * t29 - 0.179124968875 * t69 - 0.179124968875 * qdd[1]);
    const Value t152 = sine[0] * t23;
    const Value t153 = t11 * cosine[0];
    const Value t154 = t148 * cosine[2] - t144 * sine[2];
    const Value t155 = t24 * (t112 * cosine[0]) + (0.425 * t154 + (t146 + (3.88977 * t75 + t78))) + t12 * (t112 * sine[0]);
    const Value t156 = t148 * sine[2] + t144 * cosine[2];
    const Value t157 = (t151 - 0.1197 * t154) * sine[1] - cosine[1] * (t150 + (0.1197 * t156 - 0.425 * (t138 - 1.594451775 * t98)));
    const Value t158 = 0.16750902095555 * qdd[0] + t157 + 0.13585 * (cosine[1] * (t156 + 3.88977 * t72) + (t154 + 3.88977 * t76) * sine[1]);
    tau[0] = t12 * t124 + (t24 * (t117 - t116) + t158) + t56;
    tau[1] = t155 - t57 * ((t120 + t124) * cosine[0] + sine[0] * (t118 - t113)) - t152 + t153;
    tau[2] = t147 - t152 + t153;
    tau[3] = t137 - t152 + t153;
    tau[4] = t126 - t23 * t18 - t11 * t6 + t51 * t56;
    tau[5] = t11 * t8 + (t47 - t20 * t23) - t53 * t56;
  }
};
}  // namespace
void inverse_dynamics_wrench(const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  evaluate(InverseDynamicsWrenchBody(), q, qd, qdd, w, tau);
}


// Built from: recursion: Newton-Euler program with link wrenches, grouped inertial parameters.
// 202 multiplications, 191 additions, 0 divisions, 10 function calls.
namespace {
struct InverseDynamicsExternalBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, const Value* fext, Value* tau) const {
    Value sine[5], cosine[5];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[4], q[5]);
    const Value t1 = sine[0] * qd[0];
    const Value t2 = t1 * qd[1];
    const Value t3 = t2 - qdd[0] * cosine[0];
    const Value t4 = cosine[0] * qd[0];
    const Value t5 = t4 * qd[1];
    const Value t6 = qdd[0] * sine[0] + t5;
    const Value t7 = t4 * sine[1] + t1 * cosine[1];
    const Value t8 = t7 * qd[2] + (t3 * cosine[1] + t6 * sine[1]);
    const Value t9 = t1 * sine[1] - t4 * cosine[1];
    const Value t10 = cosine[1] * t6 - t3 * sine[1] - t9 * qd[2];
    const Value t11 = cosine[2] * t7;
    const Value t12 = t9 * sine[2];
    const Value t13 = t11 - t12;
    const Value t14 = t12 - t11 + qd[4];
    const Value t15 = t13 * qd[3] + (cosine[2] * t8 + t10 * sine[2]);
    const Value t16 = qdd[1] + qdd[2];
    const Value t17 = qdd[3] + t16;
    const Value t18 = t9 * cosine[2] + t7 * sine[2];
    const Value t19 = qd[2] + qd[1];
    const Value t20 = t19 + qd[3];
    const Value t21 = t18 * cosine[3] + t20 * sine[3];
    const Value t22 = cosine[3] * t17 - t15 * sine[3] - t21 * qd[4];
    const Value t23 = 0.00019024875 * (qdd[5] + t22) - fext[34];
    const Value t24 = t10 * cosine[2] - t8 * sine[2];
    const Value t25 = t18 * qd[3];
    const Value t26 = t25 - t24 + qdd[4];
    const Value t27 = t24 - t25;
    const Value t28 = cosine[3] * t20 - t18 * sine[3];
    const Value t29 = t21 * t28;
    const Value t30 = t21 * t14;
    const Value t31 = 0.0037767642421732335 * t26 - 0.003292500193635 * t22 - (0.0025425267421732333 * t29 + 0.003292500193635 * t30);
    const Value t32 = t4 * t4;
    const Value t33 = t1 * t4;
    const Value t34 = t1 * t1;
    const Value t35 = qd[1] * qd[1];
    const Value t36 = t32 + t35;
    const Value t37 = 0.13585 * qdd[0];
    const Value t38 = 9.81 * sine[0] + cosine[0] * t37 + (0.425 * t36 - 0.1197 * (t2 - t3));
    const Value t39 = t37 * sine[0] - 9.81 * cosine[0];
    const Value t40 = qdd[1] + t33;
    const Value t41 = t39 + (0.425 * t40 - 0.1197 * (t6 - t5));
    const Value t42 = 3.88977 * t39 + (1.4080416791666666 * qdd[1] - 0.179124968875 * t6 + (0.179124968875 * t5 + 1.3929342791666666 * t33));
    const Value t43 = t19 * t19;
    const Value t44 = t9 * t9 + t43;
    const Value t45 = 0.39225 * t44 + (t38 * cosine[1] - t41 * sine[1]);
    const Value t46 = t41 * cosine[1] + t38 * sine[1];
    const Value t47 = t9 * t7;
    const Value t48 = t9 * t19;
    const Value t49 = t19 * t7;
    const Value t50 = 0.1007721675 * t48 - 0.5685348292125 * t47 + (0.1007721675 * t10 + 0.5727288292125 * t16) + 1.594451775 * t46;
    const Value t51 = t47 - t16;
    const Value t52 = t46 - 0.39225 * t51;
    const Value t53 = t45 * sine[2] + cosine[2] * t52;
    const Value t54 = t18 * t20;
    const Value t55 = t13 * t13;
    const Value t56 = t18 * t18;
    const Value t57 = t18 * t13;
    const Value t58 = t13 * t20;
    const Value t59 = t20 * t20;
    const Value t60 = 0.13585 * qd[0] * qd[0];
    const Value t61 = 0.1197 * (t34 + t32) - 0.425 * (t2 + t3) - t60;
    const Value t62 = t49 + t8;
    const Value t63 = t61 - 0.39225 * t62;
    const Value t64 = t31 - 0.0351648539 * (cosine[3] * (0.093 * (t27 + t54) + t53) + (t63 - 0.093 * (t55 + t56)) * sine[3]);
    const Value t65 = 0.013996669857 * t54 - 0.01459785988165 * t57 + (0.01583209738165 * t17 + 0.013996669857 * t27) + 0.150887345 * t53;
    const Value t66 = 0.00019024875 * (qd[5] + t28);
    const Value t67 = fext[33] + (t14 * cosine[4] + t21 * sine[4]) * t66;
    const Value t68 = fext[35] - (t21 * cosine[4] - t14 * sine[4]) * t66;
    const Value t69 = t67 * sine[4] - t68 * cosine[4] + t64;
    const Value t70 = t14 * t14;
    const Value t71 = t14 * t28;
    const Value t72 = 0.0351648539 * (t21 * t21 + t70) + fext[31] + fext[25];
    const Value t73 = qd[4] * t28 + (t17 * sine[3] + cosine[3] * t15);
    const Value t74 = 0.0025425267421732333 * t73 + (0.0037767642421732335 * t71 - 0.003292500193635 * (t28 * t28 - t70)) - 0.0351648539 * (cosine[2] * t45 - t52 * sine[2] + 0.093 * (t58 - t15));
    const Value t75 = 0.09465 * fext[31] + (t74 - (t67 * cosine[4] + t68 * sine[4])) - fext[27];
    const Value t76 = fext[26] - (0.0351648539 * (t71 + t73) + (fext[30] * sine[4] - cosine[4] * fext[32]));
    const Value t77 = t76 + 0.150887345 * (t59 + t56) + fext[20];
    const Value t78 = fext[32] * sine[4] + fext[30] * cosine[4];
    const Value t79 = 0.003292500193635 * t29 - 0.0012342375 * t30 - 0.003292500193635 * t26 + t23 - 0.09465 * t78 - fext[28];
    const Value t80 = 0.0351648539 * (t29 - t26) - t78 - fext[24];
    const Value t81 = 0.01459785988165 * t15 + (0.01583209738165 * t58 + 0.013996669857 * (t55 - t59)) - 0.150887345 * t63 + (cosine[3] * t75 - t79 * sine[3]);
    const Value t82 = t65 + (cosine[3] * t79 + t75 * sine[3]) - fext[22];
    const Value t83 = t81 - 0.093 * t76 - fext[21];
    const Value t84 = sine[3] * t80 - t72 * cosine[3] - 0.150887345 * (t58 + t15) - fext[19];
    const Value t85 = cosine[3] * t80 + t72 * sine[3];
    const Value t86 = fext[29] - t69 + (0.013996669857 * t17 - (0.0012342375 * t54 + 0.013996669857 * t57)) + 0.093 * t85 + fext[23];
    const Value t87 = t83 * cosine[2] - t86 * sine[2] + (0.5727288292125 * t49 + 0.1007721675 * (t7 * t7 - t43) + 0.5685348292125 * t8 - 1.594451775 * t61);
    const Value t88 = 0.1007721675 * t16 - (0.1007721675 * t47 + 0.004194 * t48) + (t83 * sine[2] + cosine[2] * t86) + fext[17];
    const Value t89 = t85 - 0.150887345 * (t57 - t17) - fext[18];
    const Value t90 = fext[14] + (1.594451775 * t44 + (t89 * sine[2] + cosine[2] * t77));
    const Value t91 = cosine[2] * t89 - t77 * sine[2];
    const Value t92 = 0.39225 * t91 + (t82 + t50) - fext[16];
    const Value t93 = t91 - 1.594451775 * t51 - fext[12];
    const Value t94 = t87 - 0.39225 * t84 - fext[15];
    const Value t95 = 3.88977 * t60 + (1.4080416791666666 * t2 - 0.179124968875 * (t34 - t35) + 1.3929342791666666 * t3) + (cosine[1] * t94 - t88 * sine[1]);
    const Value t96 = t93 * cosine[1] - t90 * sine[1];
    const Value t97 = t94 * sine[1] + t88 * cosine[1] + (0.0151074 * t5 - 0.179124968875 * t33 - 0.179124968875 * qdd[1]) - 0.1197 * t96;
    const Value t98 = t90 * cosine[1] + t93 * sine[1];
    const Value t99 = sine[0] * (fext[11] + t97) - (0.1197 * t98 - 0.425 * (t84 - 1.594451775 * t62 - fext[13]) + t95 - fext[9]) * cosine[0];
    const Value t100 = 0.13585 * ((3.88977 * t40 + t96 - fext[6]) * sine[0] + (fext[8] + (t98 + 3.88977 * t36)) * cosine[0]);
    tau[0] = t99 + 0.16750902095555 * qdd[0] + t100 - fext[5];
    tau[1] = t42 + t92 + 0.425 * t96 - fext[10];
    tau[2] = t92;
    tau[3] = t82;
    tau[4] = t69 - fext[29];
    tau[5] = t23;
  }
};
}  // namespace
void inverse_dynamics_external(const double* q, const double* qd, const double* qdd, const double* fext, double* tau) {
  evaluate(InverseDynamicsExternalBody(), q, qd, qdd, fext, tau);
}


// Built from: dtau_dq: derivatives of tau's program (recursion: Newton-Euler program, grouped inertial parameters); dtau_dqd: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction.
// 826 multiplications, 737 additions, 0 divisions, 10 function calls.
namespace {
struct InverseDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* dtau_dq, Value* dtau_dqd) const {
    Value sine[5], cosine[5];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[4], q[5]);
    const Value t1 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t3 = cosine[2] * t1 - t2 * sine[2];
    const Value t4 = 0.00019024875 * (t3 * cosine[3]);
    const Value t5 = t4 * qd[0];
    const Value t6 = 0.00019024875 * sine[3];
    const Value t7 = t6 * qd[1];
    const Value t8 = t6 * qd[2];
    const Value t9 = qd[3] * t6;
    const Value t10 = cosine[2] * t2 + t1 * sine[2];
    const Value t11 = t10 * sine[3];
    const Value t12 = 0.00019024875 * t11;
    const Value t13 = qd[0] * t12;
    const Value t14 = qd[4] * t6;
    const Value t15 = qd[5] * t6;
    const Value t16 = -(t13 + t14);
    const Value t17 = t13 - t14;
    const Value t18 = t4 * qd[4] - (qd[3] * t12 + (t12 * qd[2] + t12 * qd[1]));
    const Value t19 = qd[5] * t4;
    const Value t20 = qd[5] * t12;
    const Value t21 = sine[3] * sine[3];
    const Value t22 = 0.004704555984346466 * t21;
    const Value t23 = 0.00658500038727 * t11;
    const Value t24 = t3 * (-0.00142448625 - t22) + t23;
    const Value t25 = cosine[3] * sine[3];
    const Value t26 = qd[3] * (0.002352277992173233 * t25);
    const Value t27 = 0.004704555984346466 * t25;
    const Value t28 = t27 * qd[1];
    const Value t29 = t27 * qd[2];
    const Value t30 = t3 * sine[3];
    const Value t31 = 0.004704555984346466 * t30;
    const Value t32 = 0.002352277992173233 * t30;
    const Value t33 = 0.02758682788455 * t2;
    const Value t34 = 0.00658500038727 * t10;
    const Value t35 = 0.00142448625 * t3;
    const Value t36 = (t33 - t31 + t34) * sine[3] - t35;
    const Value t37 = 0.002352277992173233 * sine[3];
    const Value t38 = (0.013793413942275 * sine[2] + t37) * cosine[3] * qd[2];
    const Value t39 = 0.004704555984346466 * sine[3];
    const Value t40 = cosine[3] * (0.02758682788455 * sine[2] + t39);
    const Value t41 = t40 * qd[1];
    const Value t42 = t27 * qd[3];
    const Value t43 = qd[4] * t27;
    const Value t44 = 0.029890125815 * sine[0];
    const Value t45 = sine[3] * (t44 - t31 + t33 + t34) - t35;
    const Value t46 = t31 - t44 - t33;
    const Value t47 = t31 - t33;
    const Value t48 = cosine[2] * sine[1];
    const Value t49 = 0.0149450629075 * cosine[1];
    const Value t50 = -0.013793413942275 - t49;
    const Value t51 = 0.013793413942275 + t49;
    const Value t52 = cosine[3] * (t50 * sine[2] - (0.0149450629075 * t48 + t37)) * qd[1];
    const Value t53 = t40 * qd[2];
    const Value t54 = 0.002352277992173233 * t11;
    const Value t55 = 0.003292500193635 * t3;
    const Value t56 = 0.013793413942275 * t1;
    const Value t57 = 0.0149450629075 * cosine[0] + t56;
    const Value t58 = t57 + t55;
    const Value t59 = t54 + t58;
    const Value t60 = (0.003838243803185 * sine[3] + cosine[3] * (t37 - t10 * t59)) * qd[0];
    const Value t61 = t3 * (0.00142448625 + t22) - t23;
    const Value t62 = 0.003292500193635 * sine[3];
    const Value t63 = qd[4] * t62;
    const Value t64 = 0.05918556107625 * sine[2];
    const Value t65 = cosine[2] * sine[3];
    const Value t66 = 0.013793413942275 * t65;
    const Value t67 = (t64 - t66) * qd[2];
    const Value t68 = (t66 - t64) * qd[3];
    const Value t69 = 0.1183711221525 * sine[2];
    const Value t70 = 0.02758682788455 * t65;
    const Value t71 = t69 - t70;
    const Value t72 = t70 - t69;
    const Value t73 = 0.064127121625 * sine[1];
    const Value t74 = sine[3] * sine[1];
    const Value t75 = 0.0149450629075 * t74 + 0.064127121625 * cosine[1];
    const Value t76 = (cosine[2] * (t50 * sine[3] + t73) + (0.05918556107625 + t75) * sine[2]) * qd[1];
    const Value t77 = ((-0.05918556107625 - t75) * sine[2] + cosine[2] * (sine[3] * t51 - t73)) * qd[3];
    const Value t78 = qd[4] * ((cosine[2] * t51 + (0.003292500193635 - 0.0149450629075 * (sine[2] * sine[1]))) * sine[3]);
    const Value t79 = 0.064127121625 * cosine[0] + 0.05918556107625 * t1;
    const Value t80 = (-0.003292500193635 - t3 * t57) * sine[3] + t10 * (t79 + t23 + t3 * (0.01336362238165 - 0.002352277992173233 * t21));
    const Value t81 = t80 * qd[0];
    const Value t82 = t57 * sine[3];
    const Value t83 = t79 + 0.01336362238165 * t3;
    const Value t84 = t35 + (t47 - t34) * sine[3];
    const Value t85 = (t46 - t34) * sine[3] + t35;
    const Value t86 = sine[3] * (0.003292500193635 + 0.013793413942275 * cosine[2]) * qd[4];
    const Value t87 = t40 * qd[4];
    const Value t88 = qd[3] * t72;
    const Value t89 = sine[3] * sine[2];
    const Value t90 = 0.0149450629075 * t89;
    const Value t91 = (-1.35528400875 - 0.12825424325 * cosine[2] - 0.029890125815 * t89) * sine[1] + (0.029890125815 * t65 - 0.12825424325 * sine[2]) * cosine[1];
    const Value t92 = 0.0149450629075 * t65;
    const Value t93 = 0.064127121625 * cosine[2];
    const Value t94 = 0.064127121625 * sine[2];
    const Value t95 = ((t90 + (0.677642004375 + t93)) * sine[1] + (t94 - t92) * cosine[1]) * qd[1];
    const Value t96 = (cosine[1] * (t92 - t94) + (-0.677642004375 - t93 - t90) * sine[1]) * qd[2];
    const Value t97 = 0.05918556107625 * t2;
    const Value t98 = 0.013793413942275 * t2;
    const Value t99 = t3 * (t97 - t82) + ((0.5685348292125 * t1 + 0.677642004375 * cosine[0]) * t2 - t62) + t10 * ((t98 - t32 + t34) * sine[3] + t83);
    const Value t100 = t99 * qd[0];
    const Value t101 = (0.677642004375 * t2 + 1.3929342791666666 * sine[0]) * cosine[0] + ((0.677642004375 * sine[0] + 0.5685348292125 * t2) * t1 - t62);
    const Value t102 = t3 * (t97 + 0.064127121625 * sine[0] - t82) + t101 + t10 * ((0.0149450629075 * sine[0] - t32 + t98 + t34) * sine[3] + t83);
    const Value t103 = t102 * qd[0];
    const Value t104 = 0.02758682788455 + 0.029890125815 * cosine[1];
    const Value t105 = cosine[3] * (t104 * sine[2] + (0.029890125815 * t48 + t39));
    const Value t106 = cosine[2] * (sine[3] * t104 - 0.12825424325 * sine[1]) + (-0.1183711221525 - (0.12825424325 * cosine[1] + 0.029890125815 * t74)) * sine[2];
    const Value t107 = qd[4] * t105;
    const Value t108 = t106 * qd[3];
    const Value t109 = 0.003838243803185 * t11;
    const Value t110 = qd[4] * (t109 - t58 * cosine[3]);
    const Value t111 = 0.004704555984346466 * t11;
    const Value t112 = 0.00658500038727 * t3;
    const Value t113 = 0.02758682788455 * t1;
    const Value t114 = 0.029890125815 * cosine[0] + t113;
    const Value t115 = (t10 * (t111 + (t114 + t112)) - t39) * cosine[3] - 0.00767648760637 * sine[3];
    const Value t116 = (t111 + (t112 + t113)) * cosine[3] + (0.00767648760637 * t11 + (0.0328670009575 * t3 + 0.2530451273325 * t1));
    const Value t117 = (-0.006129042234346467 - 0.00767648760637 * cosine[3] + t22) * t3;
    const Value t118 = (0.003838243803185 + 0.002352277992173233 * cosine[3]) * sine[3] * t10 + t3 * (0.01643350047875 + 0.003292500193635 * cosine[3]);
    const Value t119 = t118 * qd[3];
    const Value t120 = 0.1183711221525 * t1 + 0.12825424325 * cosine[0];
    const Value t121 = t10 * (t3 * (t22 - 0.0267272447633) - (t120 + 0.01317000077454 * t11)) + (0.00658500038727 + t3 * t114) * sine[3];
    const Value t122 = t120 + 0.0267272447633 * t3;
    const Value t123 = t114 * sine[3];
    const Value t124 = t3 * (0.0328670009575 + 0.00658500038727 * cosine[3]) + t10 * ((0.00767648760637 + 0.004704555984346466 * cosine[3]) * sine[3]);
    const Value t125 = t117 * qd[4];
    const Value t126 = 0.01643350047875 * t3;
    const Value t127 = 0.12652256366625 * t1;
    const Value t128 = (t109 + (t126 + t127) + cosine[3] * (t54 + (t55 + t56))) * qd[2];
    const Value t129 = (t109 + (t127 + 0.349300285625 * cosine[0] + t126) + t59 * cosine[3]) * qd[1];
    const Value t130 = 0.01317000077454 * t10;
    const Value t131 = 0.1183711221525 * t2;
    const Value t132 = 0.00658500038727 * sine[3];
    const Value t133 = t10 * (sine[3] * (t47 - t130) - t122) + (t3 * (t123 - t131) + (t132 - (1.137069658425 * t1 + 1.35528400875 * cosine[0]) * t2));
    const Value t134 = t132 - (1.35528400875 * sine[0] + 1.137069658425 * t2) * t1 - cosine[0] * (1.35528400875 * t2 + 2.785868558333333 * sine[0]);
    const Value t135 = t10 * ((t46 - t130) * sine[3] - t122) + (t3 * (t123 - (0.12825424325 * sine[0] + t131)) + t134);
    const Value t136 = t124 * qd[3];
    const Value t137 = sine[0] * qd[0];
    const Value t138 = t137 * qd[1];
    const Value t139 = qdd[0] * cosine[0];
    const Value t140 = t138 - t139;
    const Value t141 = t139 - t138;
    const Value t142 = cosine[0] * qd[0];
    const Value t143 = t142 * qd[1];
    const Value t144 = qdd[0] * sine[0] + t143;
    const Value t145 = t144 * sine[1];
    const Value t146 = t142 * sine[1] + t137 * cosine[1];
    const Value t147 = t146 * qd[2];
    const Value t148 = t147 + (t140 * cosine[1] + t145);
    const Value t149 = cosine[1] * t141 - t145 - t147;
    const Value t150 = cosine[2] * t148;
    const Value t151 = cosine[1] * t144;
    const Value t152 = t151 - t140 * sine[1];
    const Value t153 = t137 * sine[1];
    const Value t154 = t142 * cosine[1];
    const Value t155 = t153 - t154;
    const Value t156 = t154 - t153;
    const Value t157 = t152 - t155 * qd[2];
    const Value t158 = cosine[2] * t146;
    const Value t159 = t155 * sine[2];
    const Value t160 = t158 - t159;
    const Value t161 = t159 - t158 + qd[4];
    const Value t162 = t158 + sine[2] * t156;
    const Value t163 = t160 * qd[3] + (t150 + t157 * sine[2]);
    const Value t164 = qdd[1] + qdd[2];
    const Value t165 = qdd[3] + t164;
    const Value t166 = t146 * sine[2];
    const Value t167 = t155 * cosine[2] + t166;
    const Value t168 = qd[2] + qd[1];
    const Value t169 = t168 + qd[3];
    const Value t170 = cosine[3] * t169 - t167 * sine[3];
    const Value t171 = qd[4] * t170 + (t165 * sine[3] + cosine[3] * t163);
    const Value t172 = 0.00019024875 * t171;
    const Value t173 = t148 * sine[2];
    const Value t174 = t157 * cosine[2] - t173;
    const Value t175 = t167 * qd[3];
    const Value t176 = t174 - t175;
    const Value t177 = t175 - t174 + qdd[4];
    const Value t178 = t160 * cosine[3];
    const Value t179 = t176 * sine[3] + qd[4] * t178;
    const Value t180 = 0.00019024875 * t179;
    const Value t181 = qd[2] * t156;
    const Value t182 = t152 + t181;
    const Value t183 = t141 * sine[1] + t151 + t181;
    const Value t184 = cosine[2] * t156;
    const Value t185 = t184 - t166;
    const Value t186 = t166 - t184;
    const Value t187 = t185 * qd[3];
    const Value t188 = t187 + (cosine[2] * t182 - t173);
    const Value t189 = t187 + (cosine[2] * t183 + t149 * sine[2]);
    const Value t190 = t162 * cosine[3];
    const Value t191 = qd[4] * t190;
    const Value t192 = t191 + sine[3] * t188;
    const Value t193 = t189 * sine[3] + t191;
    const Value t194 = 0.00019024875 * t192;
    const Value t195 = 0.00019024875 * t193;
    const Value t196 = t160 * t160;
    const Value t197 = t167 * t167;
    const Value t198 = t137 * t137;
    const Value t199 = t137 * t142;
    const Value t200 = t142 * t142;
    const Value t201 = 0.13585 * qd[0] * qd[0];
    const Value t202 = 0.1197 * (t198 + t200) - 0.425 * (t138 + t140) - t201;
    const Value t203 = t168 * t146;
    const Value t204 = t203 + t148;
    const Value t205 = t202 - 0.39225 * t204;
    const Value t206 = t205 - 0.093 * (t196 + t197);
    const Value t207 = qd[1] * qd[1];
    const Value t208 = 3.88977 * t201 + (1.4080416791666666 * t138 - 0.179124968875 * (t198 - t207) + 1.3929342791666666 * t140);
    const Value t209 = t200 + t207;
    const Value t210 = t200 - t198;
    const Value t211 = 0.13585 * qdd[0];
    const Value t212 = 9.81 * sine[0] + cosine[0] * t211;
    const Value t213 = t212 + (0.425 * t209 - 0.1197 * (t138 - t140));
    const Value t214 = t211 * sine[0];
    const Value t215 = qdd[1] + t199;
    const Value t216 = 9.81 * cosine[0];
    const Value t217 = t214 - t216 + (0.425 * t215 - 0.1197 * (t144 - t143));
    const Value t218 = t213 * cosine[1] - t217 * sine[1];
    const Value t219 = t217 * cosine[1] + t213 * sine[1];
    const Value t220 = t168 * t168;
    const Value t221 = t155 * t155 + t220;
    const Value t222 = 0.39225 * t221 + t218;
    const Value t223 = t155 * t146;
    const Value t224 = t223 - t164;
    const Value t225 = t219 - 0.39225 * t224;
    const Value t226 = t167 * t169;
    const Value t227 = 0.093 * (t176 + t226) + (t222 * sine[2] + cosine[2] * t225);
    const Value t228 = cosine[2] * t222 - t225 * sine[2];
    const Value t229 = t170 * t170;
    const Value t230 = t167 * cosine[3] + t169 * sine[3];
    const Value t231 = t230 * t230;
    const Value t232 = t229 - t231;
    const Value t233 = t161 * t170;
    const Value t234 = 0.003292500193635 * t171 - (0.003292500193635 * t233 + 0.0025425267421732333 * t232) - 0.0351648539 * (cosine[3] * t206 - sine[3] * t227);
    const Value t235 = 0.00019024875 * (qd[5] + t170);
    const Value t236 = t161 * cosine[4] + t230 * sine[4];
    const Value t237 = 0.00019024875 * t230;
    const Value t238 = sine[4] * t170 * t235 - t236 * t237;
    const Value t239 = t230 * cosine[4] - t161 * sine[4];
    const Value t240 = cosine[4] * t170 * t235 - t239 * t237;
    const Value t241 = t234 + (t238 * sine[4] + cosine[4] * t240);
    const Value t242 = t160 * sine[3];
    const Value t243 = 0.00019024875 * t242;
    const Value t244 = (sine[4] * t178 + t167 * cosine[4]) * t235 - t243 * t236;
    const Value t245 = (cosine[4] * t178 - t167 * sine[4]) * t235 - t243 * t239;
    const Value t246 = t178 * t170 - t230 * t242;
    const Value t247 = t161 * t178 + t167 * t230;
    const Value t248 = 0.0037767642421732335 * t163 + 0.003292500193635 * t179 - (0.0025425267421732333 * t246 + 0.003292500193635 * t247);
    const Value t249 = 0.003292500193635 * t246 - 0.0012342375 * t247 - 0.003292500193635 * t163 - t180;
    const Value t250 = t230 * t178;
    const Value t251 = 0.0351648539 * (t246 - t163);
    const Value t252 = t160 * t169;
    const Value t253 = t228 + 0.093 * (t252 - t163);
    const Value t254 = t244 * sine[4] + cosine[4] * t245 + (t248 - 0.0351648539 * (cosine[3] * t253));
    const Value t255 = t146 * t146;
    const Value t256 = t146 * t156;
    const Value t257 = t255 + t155 * t156;
    const Value t258 = t168 * t156;
    const Value t259 = 0.5727288292125 * t258 + 0.1007721675 * (t256 + t256);
    const Value t260 = 0.39225 * t257;
    const Value t261 = t218 - t260;
    const Value t262 = t223 + t223;
    const Value t263 = 0.39225 * t262;
    const Value t264 = t263 - t219;
    const Value t265 = 1.594451775 * t262;
    const Value t266 = cosine[2] * t261 + t264 * sine[2];
    const Value t267 = t162 * qd[3];
    const Value t268 = t267 + (t182 * sine[2] + t150);
    const Value t269 = t162 * t169;
    const Value t270 = t167 * t162;
    const Value t271 = t270 + t270;
    const Value t272 = t185 * t160;
    const Value t273 = t272 + t272;
    const Value t274 = 0.093 * (t271 + t273);
    const Value t275 = 0.150887345 * t271;
    const Value t276 = t182 + t258;
    const Value t277 = t183 + t258;
    const Value t278 = t162 * sine[3];
    const Value t279 = t160 * t162 + t167 * t185;
    const Value t280 = t185 * t169;
    const Value t281 = t167 * t160;
    const Value t282 = t169 * t169;
    const Value t283 = 0.01459785988165 * t163 + (0.01583209738165 * t252 + 0.013996669857 * (t196 - t282)) - 0.150887345 * t205;
    const Value t284 = t196 - t197;
    const Value t285 = 0.01583209738165 * t280 + 0.013996669857 * t273;
    const Value t286 = t190 * t170 - t230 * t278;
    const Value t287 = t161 * t190 + t230 * t186;
    const Value t288 = 0.0025425267421732333 * t286 + 0.003292500193635 * t287;
    const Value t289 = 0.0037767642421732335 * t268 + 0.003292500193635 * t192 - t288 - 0.0351648539 * (cosine[3] * (t266 + 0.093 * (t269 - t268)) - sine[3] * (0.39225 * t276 + t274));
    const Value t290 = 0.003292500193635 * t286 - 0.0012342375 * t287;
    const Value t291 = 0.00019024875 * t278;
    const Value t292 = (sine[4] * t190 + cosine[4] * t186) * t235 - t291 * t236;
    const Value t293 = (cosine[4] * t190 - sine[4] * t186) * t235 - t239 * t291;
    const Value t294 = t239 * t235;
    const Value t295 = t236 * t235;
    const Value t296 = t230 * t190;
    const Value t297 = sine[4] * t292 + t293 * cosine[4];
    const Value t298 = t293 * sine[4] - cosine[4] * t292;
    const Value t299 = t297 + t289;
    const Value t300 = 0.425 * t210 - 0.1197 * (t138 + t141) + t212;
    const Value t301 = t199 + t199;
    const Value t302 = t216 - t214 - (0.425 * t301 + 0.1197 * (t143 - t144));
    const Value t303 = t263 + (t302 * cosine[1] - t300 * sine[1]);
    const Value t304 = t300 * cosine[1] + t302 * sine[1];
    const Value t305 = t304 - t260;
    const Value t306 = cosine[2] * t305 + t303 * sine[2];
    const Value t307 = cosine[2] * t149 - t183 * sine[2];
    const Value t308 = t307 - t267;
    const Value t309 = t267 - t307;
    const Value t310 = t143 + t144;
    const Value t311 = 0.425 * t310 + 0.39225 * t277;
    const Value t312 = 0.0037767642421732335 * t309 + 0.003292500193635 * t193 - t288 - 0.0351648539 * (cosine[3] * (t306 + 0.093 * (t308 + t269)) - (t311 + t274) * sine[3]);
    const Value t313 = t312 + t297;
    const Value t314 = t161 * t161;
    const Value t315 = 0.0025425267421732333 * t171 + (0.0037767642421732335 * t233 - 0.003292500193635 * (t229 - t314)) - 0.0351648539 * t253;
    const Value t316 = 0.0351648539 * (t231 + t314);
    const Value t317 = t315 + (t294 * sine[4] - t295 * cosine[4]);
    const Value t318 = t233 + t171;
    const Value t319 = 0.150887345 * (t282 + t197) - 0.0351648539 * t318;
    const Value t320 = 0.003292500193635 * t232 - 0.0012342375 * t233 - t172;
    const Value t321 = 0.0351648539 * t232;
    const Value t322 = cosine[3] * t317;
    const Value t323 = t230 * t170;
    const Value t324 = t323 + t323;
    const Value t325 = t230 * t161;
    const Value t326 = cosine[3] * t165 - t163 * sine[3] - t230 * qd[4];
    const Value t327 = 0.003292500193635 * t324 - 0.0037767642421732335 * t325 + 0.0025425267421732333 * t326 + (sine[4] * t240 - t238 * cosine[4]);
    const Value t328 = 0.0351648539 * t324;
    const Value t329 = 0.00019024875 * (qdd[5] + t326) + (0.003292500193635 * t323 - 0.0012342375 * t325 - 0.003292500193635 * t177);
    const Value t330 = t329 * sine[3];
    const Value t331 = t283 + (t322 - t330) + 0.0032703314127 * t318;
    const Value t332 = t322 + sine[3] * t327 + (t320 * cosine[3] - t330);
    const Value t333 = t242 * t170;
    const Value t334 = t167 * t161;
    const Value t335 = t334 + t334;
    const Value t336 = t167 * t170 - t161 * t242;
    const Value t337 = cosine[3] * t176 - qd[4] * t242;
    const Value t338 = 0.0037767642421732335 * t336 + 0.003292500193635 * (t333 + t333 + t335) + 0.0025425267421732333 * t337;
    const Value t339 = sine[4] * t245 - cosine[4] * t244 + (0.0351648539 * t227 + t338);
    const Value t340 = 0.0351648539 * (t250 + t250 + t335);
    const Value t341 = t336 + t337;
    const Value t342 = 0.150887345 * t228 + (0.013996669857 * t252 - 0.01459785988165 * t284 - 0.013996669857 * t163) + (cosine[3] * t249 + t339 * sine[3]);
    const Value t343 = t161 * t186;
    const Value t344 = t186 * t170 - t278 * t161;
    const Value t345 = t343 + t343;
    const Value t346 = t278 * t170;
    const Value t347 = 0.003292500193635 * (t345 + (t346 + t346)) + 0.0037767642421732335 * t344;
    const Value t348 = 0.0351648539 * (t345 + (t296 + t296));
    const Value t349 = t278 * qd[4];
    const Value t350 = cosine[3] * t188 - t349;
    const Value t351 = 0.0025425267421732333 * t350 + t347 - 0.0351648539 * (t264 * cosine[2] - t261 * sine[2] + 0.093 * (t280 - t188));
    const Value t352 = t298 + t351;
    const Value t353 = t189 * cosine[3] - t349;
    const Value t354 = 0.0025425267421732333 * t353 + t347 - 0.0351648539 * (0.093 * (t280 - t189) + (cosine[2] * t303 - t305 * sine[2]));
    const Value t355 = t298 + t354;
    const Value t356 = t350 + t344;
    const Value t357 = t353 + t344;
    const Value t358 = t290 - 0.003292500193635 * t268 - t194;
    const Value t359 = t290 - 0.003292500193635 * t309 - t195;
    const Value t360 = 0.0351648539 * (t286 - t309);
    const Value t361 = 0.0351648539 * (t286 - t268);
    const Value t362 = cosine[3] * t355 - sine[3] * t359 + (0.150887345 * t311 + (0.01459785988165 * t189 + t285)) + 0.0032703314127 * t357;
    const Value t363 = t275 - 0.0351648539 * t357;
    const Value t364 = t275 - 0.0351648539 * t356;
    const Value t365 = 0.0032703314127 * t356 + (t285 + 0.01459785988165 * t188 + 0.05918556107625 * t276 + (cosine[3] * t352 - t358 * sine[3]));
    const Value t366 = 0.013996669857 * t269 - 0.01459785988165 * t279;
    const Value t367 = t352 * sine[3] + cosine[3] * t358 + (0.150887345 * t266 + (t366 - 0.013996669857 * t268));
    const Value t368 = 0.150887345 * t306 + (0.013996669857 * t308 + t366) + (cosine[3] * t359 + t355 * sine[3]);
    const Value t369 = 0.0012342375 * t269 + 0.013996669857 * t279;
    const Value t370 = 0.150887345 * t279;
    const Value t371 = cosine[3] * t316;
    const Value t372 = t316 * sine[3];
    const Value t373 = 0.0351648539 * (t323 - t177);
    const Value t374 = 0.0037767642421732335 * t177 - 0.003292500193635 * t326 - (0.0025425267421732333 * t323 + 0.003292500193635 * t325);
    const Value t375 = 0.013996669857 * t165 - (0.0012342375 * t226 + 0.013996669857 * t281) - (t374 - 0.0351648539 * (cosine[3] * t227 + t206 * sine[3]) + (t295 * sine[4] + cosine[4] * t294));
    const Value t376 = t326 - t325;
    const Value t377 = 0.0032703314127 * t376 + (cosine[3] * t327 - t317 * sine[3] - (cosine[3] * t329 + t320 * sine[3]));
    const Value t378 = 0.0351648539 * t376;
    const Value t379 = sine[3] * t373;
    const Value t380 = cosine[3] * t373;
    const Value t381 = t379 - t371 - 0.150887345 * (t252 + t163);
    const Value t382 = sine[3] * t328 + t371 + (t321 * cosine[3] - t379);
    const Value t383 = t380 + t321 * sine[3] - (cosine[3] * t328 - t372);
    const Value t384 = t380 + t372;
    const Value t385 = t384 - 0.150887345 * (t281 - t165);
    const Value t386 = t375 + 0.093 * t384;
    const Value t387 = t281 + t281;
    const Value t388 = 0.01459785988165 * t176 - (0.01583209738165 * t226 + 0.013996669857 * t387) + (cosine[3] * t339 - t249 * sine[3]);
    const Value t389 = t251 * sine[3] - t340 * cosine[3] - 0.150887345 * (t176 - t226);
    const Value t390 = t340 * sine[3] + cosine[3] * t251;
    const Value t391 = 0.150887345 * t387 - 0.0351648539 * t341;
    const Value t392 = 0.0032703314127 * t341 + t388;
    const Value t393 = 0.093 * t390 - (0.0012342375 * t252 + 0.013996669857 * t284 + t254);
    const Value t394 = t390 - 0.150887345 * t284;
    const Value t395 = t378 * sine[2] + cosine[2] * t382;
    const Value t396 = t382 * sine[2] - cosine[2] * t378;
    const Value t397 = 0.093 * t382 - t241;
    const Value t398 = 0.39225 * t395 + t332;
    const Value t399 = t385 * sine[2];
    const Value t400 = cosine[2] * t385;
    const Value t401 = t319 * cosine[2];
    const Value t402 = t319 * sine[2];
    const Value t403 = t400 - t402 - 1.594451775 * t224;
    const Value t404 = cosine[2] * t391 - t402 + (t394 * sine[2] + t400);
    const Value t405 = cosine[2] * t394 - t399 - (t391 * sine[2] + t401);
    const Value t406 = 1.594451775 * t221 + (t399 + t401);
    const Value t407 = t342 + 0.39225 * t405;
    const Value t408 = 0.1007721675 * t203 - 0.5685348292125 * t257;
    const Value t409 = t348 * sine[3];
    const Value t410 = t348 * cosine[3];
    const Value t411 = t361 * sine[3] - t410 - 0.150887345 * (t280 + t188);
    const Value t412 = t360 * sine[3] - t410 - 0.150887345 * (t189 + t280);
    const Value t413 = t361 * cosine[3] + t409;
    const Value t414 = t360 * cosine[3] + t409;
    const Value t415 = t413 - t370;
    const Value t416 = t414 - t370;
    const Value t417 = 0.093 * t413 - (t369 + t299);
    const Value t418 = 0.093 * t414 - (t369 + t313);
    const Value t419 = cosine[2] * t362 - t418 * sine[2] + (t259 + 0.5685348292125 * t183 + 0.677642004375 * t310) - 0.39225 * t412;
    const Value t420 = cosine[2] * t365 - t417 * sine[2] + (t259 + 0.5685348292125 * t182) - 0.39225 * t411;
    const Value t421 = cosine[2] * t415 - t364 * sine[2];
    const Value t422 = cosine[2] * t364 + t415 * sine[2] + t265;
    const Value t423 = 1.594451775 * t218 + (t408 - 0.1007721675 * t148) + t367 + 0.39225 * t421;
    const Value t424 = cosine[2] * t363 + t416 * sine[2] + t265;
    const Value t425 = cosine[2] * t416 - t363 * sine[2];
    const Value t426 = t368 + (t408 + 0.1007721675 * t149 + 1.594451775 * t304) + 0.39225 * t425;
    const Value t427 = cosine[1] * t395 - t396 * sine[1];
    const Value t428 = t395 * sine[1] + t396 * cosine[1];
    const Value t429 = t405 * cosine[1] - t404 * sine[1];
    const Value t430 = t404 * cosine[1] + t405 * sine[1];
    const Value t431 = 1.594451775 * t257;
    const Value t432 = t421 - t431;
    const Value t433 = t425 - t431;
    const Value t434 = 0.004194 * t203 + 0.1007721675 * t257;
    const Value t435 = t365 * sine[2] + t417 * cosine[2] - t434;
    const Value t436 = cosine[2] * t418 + t362 * sine[2] - t434;
    const Value t437 = cosine[1] * t419 - t436 * sine[1] + (1.4080416791666666 * t143 - 0.179124968875 * t301 + 1.3929342791666666 * t144);
    const Value t438 = t403 * sine[1];
    const Value t439 = t403 * cosine[1];
    const Value t440 = t406 * cosine[1];
    const Value t441 = t406 * sine[1];
    const Value t442 = t432 * cosine[1] - t438 - (t440 + t422 * sine[1]);
    const Value t443 = t422 * cosine[1] - t441 + (t439 + t432 * sine[1]);
    const Value t444 = t439 - t441;
    const Value t445 = t438 + t440;
    const Value t446 = t433 * cosine[1] - t424 * sine[1];
    const Value t447 = 0.425 * t446 + (3.88977 * t212 + (1.3929342791666666 * t210 - 0.179124968875 * t138 - 0.179124968875 * t141) + t426);
    const Value t448 = (t436 * cosine[1] + t419 * sine[1] - (0.179124968875 * t210 + 0.0151074 * t138) - 0.1197 * t446) * sine[0];
    const Value t449 = t433 * sine[1] + t424 * cosine[1];
    const Value t450 = (t449 - 3.88977 * t301) * cosine[0] - sine[0] * (t445 + 3.88977 * t209) + ((t446 + 3.88977 * t210) * sine[0] + (t444 + 3.88977 * t215) * cosine[0]);
    const Value t451 = t377 * sine[2] + cosine[2] * t397;
    const Value t452 = cosine[2] * t377 - t397 * sine[2] - 0.39225 * t383;
    const Value t453 = (t451 * cosine[1] + t452 * sine[1] - 0.1197 * t427) * sine[0] - cosine[0] * (t452 * cosine[1] - t451 * sine[1] + (0.1197 * t428 - 0.425 * t383));
    const Value t454 = t386 * sine[2];
    const Value t455 = cosine[2] * t386;
    const Value t456 = t331 * cosine[2];
    const Value t457 = t456 - t454 + (0.5727288292125 * t203 + 0.1007721675 * (t255 - t220) + 0.5685348292125 * t148 - 1.594451775 * t202);
    const Value t458 = t456 + t392 * sine[2] + (cosine[2] * t393 - t454);
    const Value t459 = t331 * sine[2];
    const Value t460 = 0.1007721675 * t164 - (0.1007721675 * t223 + 0.004194 * (t155 * t168)) + (t459 + t455);
    const Value t461 = cosine[2] * t392 - t459 - (t393 * sine[2] + t455) - 0.39225 * t389;
    const Value t462 = (t458 * cosine[1] + t461 * sine[1] - 0.1197 * t429) * sine[0] - cosine[0] * (t461 * cosine[1] - t458 * sine[1] + (0.1197 * t430 - 0.425 * t389));
    const Value t463 = t457 - 0.39225 * t381;
    const Value t464 = t463 * cosine[1];
    const Value t465 = t463 * sine[1];
    const Value t466 = t460 * sine[1];
    const Value t467 = (0.1197 * t449 - 0.425 * (t412 - 1.594451775 * t277) + t437) * cosine[0] - (t464 - t466 + t208 + (0.1197 * t445 - 0.425 * (t381 - 1.594451775 * t204))) * sine[0];
    const Value t468 = cosine[1] * t460;
    const Value t469 = (t465 + t468 + (0.0151074 * t143 - 0.179124968875 * t199 - 0.179124968875 * qdd[1]) - 0.1197 * t444) * cosine[0];
    const Value t470 = t420 * cosine[1] - t465 - (t435 * sine[1] + t468) + (0.1197 * t443 - 0.425 * (t411 - 1.594451775 * t276));
    const Value t471 = 0.13585 * (t442 * sine[0] + t443 * cosine[0]) + ((t420 * sine[1] + t464 + (t435 * cosine[1] - t466) - 0.1197 * t442) * sine[0] - cosine[0] * t470);
    dtau_dq[0] = Value() + 0.0;
    dtau_dq[1] = t448 + t469 - t467 + 0.13585 * t450;
    dtau_dq[2] = t471;
    dtau_dq[3] = t462 + 0.13585 * (sine[0] * t429 + t430 * cosine[0]);
    dtau_dq[4] = t453 + 0.13585 * (t427 * sine[0] + cosine[0] * t428);
    dtau_dq[5] = Value() + 0.0;
    dtau_dq[6] = Value() + 0.0;
    dtau_dq[7] = t447;
    dtau_dq[8] = 0.425 * t442 + t423;
    dtau_dq[9] = 0.425 * t429 + t407;
    dtau_dq[10] = t398 + 0.425 * t427;
    dtau_dq[11] = Value() + 0.0;
    dtau_dq[12] = Value() + 0.0;
    dtau_dq[13] = t426;
    dtau_dq[14] = t423;
    dtau_dq[15] = t407;
    dtau_dq[16] = t398;
    dtau_dq[17] = Value() + 0.0;
    dtau_dq[18] = Value() + 0.0;
    dtau_dq[19] = t368;
    dtau_dq[20] = t367;
    dtau_dq[21] = t342;
    dtau_dq[22] = t332;
    dtau_dq[23] = Value() + 0.0;
    dtau_dq[24] = Value() + 0.0;
    dtau_dq[25] = t313;
    dtau_dq[26] = t299;
    dtau_dq[27] = t254;
    dtau_dq[28] = t241;
    dtau_dq[29] = Value() + 0.0;
    dtau_dq[30] = Value() + 0.0;
    dtau_dq[31] = -t195;
    dtau_dq[32] = -t194;
    dtau_dq[33] = -t180;
    dtau_dq[34] = -t172;
    dtau_dq[35] = Value() + 0.0;
    dtau_dqd[0] = t135 * qd[1] + t133 * qd[2] + t121 * qd[3] + qd[4] * t115;
    dtau_dqd[1] = t125 + (t136 + (t116 * qd[2] + (t129 + t129 + t135 * qd[0]))) - t20;
    dtau_dqd[2] = t136 + (t128 + t128 + t133 * qd[0] + t116 * qd[1]) + t125 - t20;
    dtau_dqd[3] = t124 * qd[1] + (t119 + t119 + t121 * qd[0]) + t124 * qd[2] + t125 - t20;
    dtau_dqd[4] = t117 * qd[2] + (t110 + t110 + t115 * qd[0] + t117 * qd[1]) + t117 * qd[3] + t19;
    dtau_dqd[5] = t18;
    dtau_dqd[6] = qd[4] * t85 + (t103 + t103) + t20;
    dtau_dqd[7] = t107 + (t108 + t91 * qd[2]);
    dtau_dqd[8] = t107 + (t96 + t96 + t91 * qd[1] + t108);
    dtau_dqd[9] = t107 + (t106 * qd[1] + (t77 + t77) + t106 * qd[2]);
    dtau_dqd[10] = t105 * qd[3] + (t105 * qd[2] + (qd[0] * t85 + (t78 + t78) + t105 * qd[1])) - t15;
    dtau_dqd[11] = t17;
    dtau_dqd[12] = t84 * qd[4] + (t100 + t100) + t20;
    dtau_dqd[13] = t87 + (t88 + (t95 + t95));
    dtau_dqd[14] = t87 + t88;
    dtau_dqd[15] = t87 + (t72 * qd[2] + (t72 * qd[1] + (t68 + t68)));
    dtau_dqd[16] = t40 * qd[3] + (t53 + (t84 * qd[0] + (t86 + t86) + t41)) - t15;
    dtau_dqd[17] = t17;
    dtau_dqd[18] = qd[4] * t61 + (t81 + t81) + t20;
    dtau_dqd[19] = t71 * qd[2] + (t76 + t76) + t43;
    dtau_dqd[20] = t67 + t67 + t71 * qd[1] + t43;
    dtau_dqd[21] = t43;
    dtau_dqd[22] = t42 + (t28 + (t61 * qd[0] + (t63 + t63)) + t29) - t15;
    dtau_dqd[23] = t17;
    dtau_dqd[24] = t24 * qd[3] + (t36 * qd[2] + (t60 + t60 + t45 * qd[1])) - t19;
    dtau_dqd[25] = t45 * qd[0] + (t52 + t52) - t53 - t42 + t15;
    dtau_dqd[26] = t36 * qd[0] - (t38 + t38) - t41 - t42 + t15;
    dtau_dqd[27] = t24 * qd[0] - (t26 + t26) - t28 - t29 + t15;
    dtau_dqd[28] = Value() + 0.0;
    dtau_dqd[29] = t9 + (t7 - t5 + t8);
    dtau_dqd[30] = t18;
    dtau_dqd[31] = t16;
    dtau_dqd[32] = t16;
    dtau_dqd[33] = t16;
    dtau_dqd[34] = t5 - t7 - t8 - t9;
    dtau_dqd[35] = Value() + 0.0;
  }
};
}  // namespace
void inverse_dynamics_derivatives(const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd) {
  evaluate_with_avx2_copy(InverseDynamicsDerivativesBody(), q, qd, qdd, dtau_dq, dtau_dqd);
}


// Built from: M: closed form, Horner; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone); M^-1 = L^-1 D^-1 L^-T; inverse_dynamics_derivatives at qdd.
// 824 multiplications, 751 additions, 4 divisions, 10 function calls. The solves included.
namespace {
struct ForwardDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* tau, Value* qdd, Value* dqdd_dq, Value* dqdd_dqd, Value* dqdd_dtau) const {
    Value sine[5], cosine[5];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[4], q[5]);
    const Value t1 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t3 = cosine[2] * t1 - t2 * sine[2];
    const Value t4 = 0.00767648760637 * cosine[3] + (2.14611851595854 + 0.1183711221525 * (t3 * t1)) - 1.3929342791666666 * (sine[0] * sine[0]);
    const Value t5 = 0.002352277992173233 * (sine[3] * sine[3]);
    const Value t6 = cosine[2] * t2 + t1 * sine[2];
    const Value t7 = 0.002352277992173233 * (t6 * sine[3]) + (0.029890125815 * cosine[0] + 0.02758682788455 * t1 + 0.00658500038727 * t3);
    const Value t8 = t4 - 0.5685348292125 * (t2 * t2) - t5 + (1.35528400875 * t1 + 0.12825424325 * t3) * cosine[0] + t6 * (sine[3] * t7 - 0.01336362238165 * t6);
    const Value t9 = t6 * (-0.0037767642421732335 - 0.003838243803185 * cosine[3]) - (0.0149450629075 * cosine[0] + 0.013793413942275 * t1 + 0.003292500193635 * t3) * sine[3];
    const Value t10 = t3 * sine[3];
    const Value t11 = 0.00019024875 * t10;
    const Value t12 = 264.7769190444829 * t9;
    const Value t13 = 0.003292500193635 * cosine[3];
    const Value t14 = t6 * (0.01643350047875 + t13) + t3 * ((-0.003838243803185 - 0.002352277992173233 * cosine[3]) * sine[3]);
    const Value t15 = cosine[3] * t11;
    const Value t16 = 0.8717780572240387 * cosine[3];
    const Value t17 = t14 - t15 + t16 * t9;
    const Value t18 = 0.00019024875 * cosine[3] * cosine[3];
    const Value t19 = 1.0 / (0.01602234613165 + t5 - t18 - t16 * t13);
    const Value t20 = t17 * t19;
    const Value t21 = 0.002352277992173233 * t10;
    const Value t22 = 0.013793413942275 * t2;
    const Value t23 = 0.12652256366625 * t2;
    const Value t24 = 0.003292500193635 * t6;
    const Value t25 = 0.01643350047875 * t6;
    const Value t26 = 0.003838243803185 * t10;
    const Value t27 = cosine[3] * (-0.003292500193635 - 0.013793413942275 * cosine[2]);
    const Value t28 = 264.7769190444829 * t27;
    const Value t29 = 0.002352277992173233 * sine[3];
    const Value t30 = (0.013793413942275 * sine[2] + t29) * sine[3] + (0.01602234613165 + 0.05918556107625 * cosine[2]) - t18;
    const Value t31 = t16 * t27 + t30;
    const Value t32 = t31 * t19;
    const Value t33 = cosine[3] * (t22 - t21 + t24) + (t23 - t26 + t25) - t15 - t9 * t28 - t17 * t32;
    const Value t34 = t23 + (0.349300285625 * sine[0] - t26) + t25 + (0.0149450629075 * sine[0] - t21 + t22 + t24) * cosine[3];
    const Value t35 = 0.1183711221525 * cosine[2];
    const Value t36 = 0.58875117534415 + t35;
    const Value t37 = 1.0 / (t36 + (0.02758682788455 * sine[2] + t29) * sine[3] - t18 - t27 * t28 - t31 * t32);
    const Value t38 = t33 * t37;
    const Value t39 = 0.0149450629075 * cosine[1];
    const Value t40 = sine[2] * sine[1];
    const Value t41 = 1.9967928545108167 + t35 - 0.12825424325 * t40 + (1.35528400875 + 0.12825424325 * cosine[2]) * cosine[1];
    const Value t42 = cosine[3] * ((-0.013793413942275 - t39) * cosine[2] + (0.0149450629075 * t40 - 0.003292500193635));
    const Value t43 = 0.064127121625 * t40;
    const Value t44 = 264.7769190444829 * t42;
    const Value t45 = cosine[2] * sine[1];
    const Value t46 = t41 + ((0.02758682788455 + 0.029890125815 * cosine[1]) * sine[2] + (0.029890125815 * t45 + t29)) * sine[3];
    const Value t47 = 0.0149450629075 * t45 + t29;
    const Value t48 = (0.677642004375 + 0.064127121625 * cosine[2]) * cosine[1] + (t36 - t43) + (t47 + (0.02758682788455 + t39) * sine[2]) * sine[3];
    const Value t49 = cosine[2] * (0.05918556107625 + 0.064127121625 * cosine[1]) + (0.01602234613165 - t43) + (t47 + sine[2] * (0.013793413942275 + t39)) * sine[3];
    const Value t50 = t16 * t42 + (t49 - t18);
    const Value t51 = t48 - t18 - t42 * t28 - t32 * t50;
    const Value t52 = t19 * t50;
    const Value t53 = t51 * t37;
    const Value t54 = 1.0 / (t46 - t18 - t44 * t42 - t52 * t50 - t51 * t53);
    const Value t55 = t34 - t15 - t9 * t44 - t17 * t52 - t33 * t53;
    const Value t56 = t55 * t54;
    const Value t57 = 1.0 / (t8 - t11 * t10 - t12 * t9 - t17 * t20 - t33 * t38 - t55 * t56);
    const Value t58 = t53 * t56 - t38;
    const Value t59 = t20 + (t58 * t32 - t52 * t56);
    const Value t60 = cosine[3] * t58 - cosine[3] * t59 - cosine[3] * t56 + t10;
    const Value t61 = t57 * t60;
    const Value t62 = t53 * t32 - t52;
    const Value t63 = cosine[3] + (t62 * cosine[3] - cosine[3] * t53);
    const Value t64 = t63 * t54;
    const Value t65 = cosine[3] * t32 - cosine[3];
    const Value t66 = t65 * t37;
    const Value t67 = cosine[3] * t19;
    const Value t68 = t12 + (t16 * t59 + t58 * t28 - t44 * t56);
    const Value t69 = t62 * t16 + t53 * t28 - t44;
    const Value t70 = t16 * t32 + t28;
    const Value t71 = t61 * t68 - (t69 * t64 + (t16 * t67 + t66 * t70));
    const Value t72 = t61 * t59 - (t67 + t66 * t32 + t62 * t64);
    const Value t73 = t66 + t53 * t64 - t61 * t58;
    const Value t74 = t61 * t56 - t64;
    const Value t75 = -t61;
    const Value t76 = t57 * t68;
    const Value t77 = t69 * t54;
    const Value t78 = t70 * t37;
    const Value t79 = t16 * t19;
    const Value t80 = t62 * t77 + (t79 + t78 * t32) + t76 * t59;
    const Value t81 = -(t76 * t58 + (t53 * t77 + t78));
    const Value t82 = t76 * t56 + t77;
    const Value t83 = -t76;
    const Value t84 = t57 * t59;
    const Value t85 = t62 * t54;
    const Value t86 = t32 * t37;
    const Value t87 = -(t53 * t85 + t86 + t84 * t58);
    const Value t88 = t84 * t56 + t85;
    const Value t89 = -t84;
    const Value t90 = t57 * t58;
    const Value t91 = t53 * t54;
    const Value t92 = -(t90 * t56 + t91);
    const Value t93 = t57 * t56;
    const Value t94 = -t93;
    const Value t95 = cosine[0] * qd[0];
    const Value t96 = t95 * qd[1];
    const Value t97 = sine[0] * qd[0];
    const Value t98 = t97 * qd[1];
    const Value t99 = t97 * sine[1] - t95 * cosine[1];
    const Value t100 = t96 * cosine[1] - t98 * sine[1] - t99 * qd[2];
    const Value t101 = t95 * sine[1] + t97 * cosine[1];
    const Value t102 = t98 * cosine[1] + t96 * sine[1] + t101 * qd[2];
    const Value t103 = cosine[2] * t100 - t102 * sine[2];
    const Value t104 = t99 * cosine[2] + t101 * sine[2];
    const Value t105 = t104 * qd[3];
    const Value t106 = t105 - t103;
    const Value t107 = t103 - t105;
    const Value t108 = cosine[2] * t101;
    const Value t109 = t99 * sine[2];
    const Value t110 = t108 - t109;
    const Value t111 = t109 - t108 + qd[4];
    const Value t112 = t110 * qd[3] + (t100 * sine[2] + cosine[2] * t102);
    const Value t113 = qd[2] + qd[1];
    const Value t114 = t113 + qd[3];
    const Value t115 = t104 * cosine[3] + t114 * sine[3];
    const Value t116 = t112 * sine[3] + t115 * qd[4];
    const Value t117 = cosine[3] * t114 - t104 * sine[3];
    const Value t118 = t115 * t117;
    const Value t119 = t115 * t111;
    const Value t120 = 0.0037767642421732335 * t106 + 0.003292500193635 * t116 - (0.0025425267421732333 * t118 + 0.003292500193635 * t119);
    const Value t121 = 0.00019024875 * t116;
    const Value t122 = 0.003292500193635 * t118 - 0.0012342375 * t119 - 0.003292500193635 * t106 - t121;
    const Value t123 = 0.0351648539 * (t118 - t106);
    const Value t124 = tau[5] + t121;
    const Value t125 = t110 * t110;
    const Value t126 = t104 * t104;
    const Value t127 = t97 * t97;
    const Value t128 = t97 * t95;
    const Value t129 = t95 * t95;
    const Value t130 = 0.13585 * qd[0] * qd[0];
    const Value t131 = 0.1197 * (t127 + t129) - 0.425 * (t98 + t98) - t130;
    const Value t132 = t113 * t101;
    const Value t133 = t132 + t102;
    const Value t134 = t131 - 0.39225 * t133;
    const Value t135 = t113 * t113;
    const Value t136 = 0.5727288292125 * t132 + 0.1007721675 * (t101 * t101 - t135) + 0.5685348292125 * t102 - 1.594451775 * t131;
    const Value t137 = t99 * t99 + t135;
    const Value t138 = t99 * t101;
    const Value t139 = t99 * t113;
    const Value t140 = qd[1] * qd[1];
    const Value t141 = 1.4080416791666666 * t98 - 0.179124968875 * (t127 - t140) + 1.3929342791666666 * t98 + 3.88977 * t130;
    const Value t142 = t129 + t140;
    const Value t143 = 9.81 * sine[0] + 0.425 * t142;
    const Value t144 = 0.425 * t128 - 9.81 * cosine[0];
    const Value t145 = 0.39225 * t137 + (t143 * cosine[1] - t144 * sine[1]);
    const Value t146 = t144 * cosine[1] + t143 * sine[1];
    const Value t147 = t146 - 0.39225 * t138;
    const Value t148 = t145 * sine[2] + cosine[2] * t147;
    const Value t149 = t104 * t114;
    const Value t150 = t104 * t110;
    const Value t151 = t110 * t114;
    const Value t152 = t114 * t114;
    const Value t153 = 0.0351648539 * (sine[3] * (t134 - 0.093 * (t125 + t126)) + cosine[3] * (0.093 * (t149 + t107) + t148));
    const Value t154 = 0.01583209738165 * t151 + 0.013996669857 * (t125 - t152) + 0.01459785988165 * t112 - 0.150887345 * t134;
    const Value t155 = 0.00019024875 * (qd[5] + t117);
    const Value t156 = (t111 * cosine[4] + t115 * sine[4]) * t155;
    const Value t157 = (t115 * cosine[4] - t111 * sine[4]) * t155;
    const Value t158 = t120 - t153 + (t156 * sine[4] + cosine[4] * t157);
    const Value t159 = t111 * t111;
    const Value t160 = 0.0351648539 * (t115 * t115 + t159);
    const Value t161 = t111 * t117;
    const Value t162 = t123 * cosine[3] + t160 * sine[3];
    const Value t163 = t123 * sine[3] - cosine[3] * t160 - 0.150887345 * (t151 + t112);
    const Value t164 = 0.093 * t162 - (t158 + (0.0012342375 * t149 + 0.013996669857 * t150));
    const Value t165 = t162 - 0.150887345 * t150;
    const Value t166 = tau[4] - t158;
    const Value t167 = qd[4] * t117 + t112 * cosine[3];
    const Value t168 = 0.0037767642421732335 * t161 - 0.003292500193635 * (t117 * t117 - t159) + 0.0025425267421732333 * t167;
    const Value t169 = t157 * sine[4] - t156 * cosine[4] + (t168 - 0.0351648539 * (0.093 * (t151 - t112) + (cosine[2] * t145 - t147 * sine[2])));
    const Value t170 = cosine[3] * t122 + sine[3] * t169 + (0.150887345 * t148 + (0.013996669857 * t149 - 0.01459785988165 * t150 + 0.013996669857 * t107));
    const Value t171 = t161 + t167;
    const Value t172 = t154 + (cosine[3] * t169 - t122 * sine[3]) + 0.0032703314127 * t171;
    const Value t173 = 0.150887345 * (t152 + t126) - 0.0351648539 * t171;
    const Value t174 = cosine[2] * t172 - t164 * sine[2] + t136 - 0.39225 * t163;
    const Value t175 = t172 * sine[2] + cosine[2] * t164 - (0.1007721675 * t138 + 0.004194 * t139);
    const Value t176 = 1.594451775 * t137 + (cosine[2] * t173 + t165 * sine[2]);
    const Value t177 = t165 * cosine[2] - t173 * sine[2];
    const Value t178 = 0.39225 * t177 + (t170 + (0.1007721675 * t139 - 0.5685348292125 * t138 + 0.1007721675 * t100 + 1.594451775 * t146));
    const Value t179 = t177 - 1.594451775 * t138;
    const Value t180 = t179 * cosine[1] - t176 * sine[1];
    const Value t181 = t179 * sine[1] + t176 * cosine[1];
    const Value t182 = (t174 * cosine[1] - t175 * sine[1] + t141 + (0.1197 * t181 - 0.425 * (t163 - 1.594451775 * t133))) * cosine[0];
    const Value t183 = (0.0151074 * t96 - 0.179124968875 * t128 + (t175 * cosine[1] + t174 * sine[1]) - 0.1197 * t180) * sine[0];
    const Value t184 = tau[0] - (t183 - t182 + 0.13585 * (cosine[0] * (t181 + 3.88977 * t142) + (3.88977 * t128 + t180) * sine[0]));
    const Value t185 = 0.179124968875 * t96;
    const Value t186 = cosine[3] * t124;
    const Value t187 = tau[1] - (t178 + (t185 + 1.3929342791666666 * t128 - t185 - 38.1586437 * cosine[0]) + 0.425 * t180) - t186;
    const Value t188 = tau[3] - t170 - t186 + t16 * t166;
    const Value t189 = tau[2] - t178 - t186 - t166 * t28 - t188 * t32;
    const Value t190 = t187 - t44 * t166 - t188 * t52 - t53 * t189;
    const Value t191 = t57 * (t184 - t124 * t10 - t12 * t166 - t20 * t188 - t38 * t189 - t190 * t56);
    const Value t192 = t190 * t54 - t191 * t56;
    const Value t193 = t189 * t37 - t53 * t192 - t38 * t191;
    const Value t194 = t188 * t19 - t32 * t193 - t192 * t52 - t20 * t191;
    qdd[0] = t191;
    qdd[1] = t192;
    qdd[2] = t193;
    qdd[3] = t194;
    qdd[4] = t16 * t194 + 264.7769190444829 * t166 - t28 * t193 - t44 * t192 - t12 * t191;
    qdd[5] = 5256.276322446271 * t124 - t194 * cosine[3] - cosine[3] * t193 - cosine[3] * t192 - t191 * t10;
    dqdd_dtau[0] = t57;
    dqdd_dtau[1] = t94;
    dqdd_dtau[2] = t90;
    dqdd_dtau[3] = t89;
    dqdd_dtau[4] = t83;
    dqdd_dtau[5] = t75;
    dqdd_dtau[6] = t94;
    dqdd_dtau[7] = t56 * t93 + t54;
    dqdd_dtau[8] = t92;
    dqdd_dtau[9] = t88;
    dqdd_dtau[10] = t82;
    dqdd_dtau[11] = t74;
    dqdd_dtau[12] = t90;
    dqdd_dtau[13] = t92;
    dqdd_dtau[14] = t58 * t90 + (t53 * t91 + t37);
    dqdd_dtau[15] = t87;
    dqdd_dtau[16] = t81;
    dqdd_dtau[17] = t73;
    dqdd_dtau[18] = t89;
    dqdd_dtau[19] = t88;
    dqdd_dtau[20] = t87;
    dqdd_dtau[21] = t62 * t85 + (t86 * t32 + t19) + t84 * t59;
    dqdd_dtau[22] = t80;
    dqdd_dtau[23] = t72;
    dqdd_dtau[24] = t83;
    dqdd_dtau[25] = t82;
    dqdd_dtau[26] = t81;
    dqdd_dtau[27] = t80;
    dqdd_dtau[28] = 264.7769190444829 + t16 * t79 + t70 * t78 + t69 * t77 + t76 * t68;
    dqdd_dtau[29] = t71;
    dqdd_dtau[30] = t75;
    dqdd_dtau[31] = t74;
    dqdd_dtau[32] = t73;
    dqdd_dtau[33] = t72;
    dqdd_dtau[34] = t71;
    dqdd_dtau[35] = t61 * t60 + (t66 * t65 + (5256.276322446271 + cosine[3] * t67) + t63 * t64);
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
// 266 multiplications, 207 additions, 0 divisions, 10 function calls.
namespace {
struct DynamicsTermsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* M, Value* V, Value* G) const {
    Value sine[5], cosine[5];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[4], q[5]);
    const Value t1 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t2 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t3 = cosine[2] * t1 - t2 * sine[2];
    const Value t4 = 1.48020485445 * t3;
    const Value t5 = cosine[2] * t2 + t1 * sine[2];
    const Value t6 = t5 * sine[3];
    const Value t7 = 0.344967216759 * t6;
    const Value t8 = 0.002352277992173233 * t6 + (0.029890125815 * cosine[0] + 0.02758682788455 * t1 + 0.00658500038727 * t3);
    const Value t9 = 15.64157191275 * t1;
    const Value t10 = cosine[0] * qd[0];
    const Value t11 = t10 * qd[1];
    const Value t12 = sine[0] * qd[0];
    const Value t13 = t12 * qd[1];
    const Value t14 = t12 * sine[1] - t10 * cosine[1];
    const Value t15 = t11 * cosine[1] - t13 * sine[1] - t14 * qd[2];
    const Value t16 = t10 * sine[1] + t12 * cosine[1];
    const Value t17 = t13 * cosine[1] + t11 * sine[1] + t16 * qd[2];
    const Value t18 = cosine[2] * t16;
    const Value t19 = t14 * sine[2];
    const Value t20 = t18 - t19;
    const Value t21 = t19 - t18 + qd[4];
    const Value t22 = t20 * qd[3] + (t15 * sine[2] + cosine[2] * t17);
    const Value t23 = t14 * cosine[2] + t16 * sine[2];
    const Value t24 = qd[2] + qd[1];
    const Value t25 = t24 + qd[3];
    const Value t26 = t23 * cosine[3] + t25 * sine[3];
    const Value t27 = t22 * sine[3] + t26 * qd[4];
    const Value t28 = 0.00019024875 * t27;
    const Value t29 = cosine[2] * t15 - t17 * sine[2];
    const Value t30 = t23 * qd[3];
    const Value t31 = t30 - t29;
    const Value t32 = t29 - t30;
    const Value t33 = cosine[3] * t25 - t23 * sine[3];
    const Value t34 = t26 * t33;
    const Value t35 = t26 * t21;
    const Value t36 = 0.0037767642421732335 * t31 + 0.003292500193635 * t27 - (0.0025425267421732333 * t34 + 0.003292500193635 * t35);
    const Value t37 = 0.003292500193635 * t34 - 0.0012342375 * t35 - 0.003292500193635 * t31 - t28;
    const Value t38 = 0.0351648539 * (t34 - t31);
    const Value t39 = t20 * t20;
    const Value t40 = t23 * t23;
    const Value t41 = t12 * t12;
    const Value t42 = t12 * t10;
    const Value t43 = t10 * t10;
    const Value t44 = 0.13585 * qd[0] * qd[0];
    const Value t45 = 0.1197 * (t41 + t43) - 0.425 * (t13 + t13) - t44;
    const Value t46 = t24 * t16;
    const Value t47 = t46 + t17;
    const Value t48 = t45 - 0.39225 * t47;
    const Value t49 = t24 * t24;
    const Value t50 = t14 * t24;
    const Value t51 = t14 * t14 + t49;
    const Value t52 = t14 * t16;
    const Value t53 = qd[1] * qd[1];
    const Value t54 = t43 + t53;
    const Value t55 = 0.425 * t54;
    const Value t56 = 0.425 * t42;
    const Value t57 = 0.39225 * t51 + (t55 * cosine[1] - t56 * sine[1]);
    const Value t58 = t56 * cosine[1] + t55 * sine[1];
    const Value t59 = t58 - 0.39225 * t52;
    const Value t60 = t57 * sine[2] + cosine[2] * t59;
    const Value t61 = t23 * t25;
    const Value t62 = t36 - 0.0351648539 * (sine[3] * (t48 - 0.093 * (t39 + t40)) + cosine[3] * (0.093 * (t61 + t32) + t60));
    const Value t63 = t23 * t20;
    const Value t64 = t20 * t25;
    const Value t65 = t25 * t25;
    const Value t66 = 0.00019024875 * (qd[5] + t33);
    const Value t67 = (t21 * cosine[4] + t26 * sine[4]) * t66;
    const Value t68 = (t26 * cosine[4] - t21 * sine[4]) * t66;
    const Value t69 = t62 + (t67 * sine[4] + cosine[4] * t68);
    const Value t70 = t21 * t21;
    const Value t71 = t21 * t33;
    const Value t72 = 0.0351648539 * (t26 * t26 + t70);
    const Value t73 = qd[4] * t33 + t22 * cosine[3];
    const Value t74 = 0.0037767642421732335 * t71 - 0.003292500193635 * (t33 * t33 - t70) + 0.0025425267421732333 * t73 - 0.0351648539 * (0.093 * (t64 - t22) + (cosine[2] * t57 - t59 * sine[2]));
    const Value t75 = t74 + (t68 * sine[4] - t67 * cosine[4]);
    const Value t76 = 0.150887345 * t60 + (0.013996669857 * t61 - 0.01459785988165 * t63 + 0.013996669857 * t32) + (sine[3] * t75 + cosine[3] * t37);
    const Value t77 = 0.01583209738165 * t64 + 0.013996669857 * (t39 - t65) + 0.01459785988165 * t22 - 0.150887345 * t48 + (cosine[3] * t75 - t37 * sine[3]);
    const Value t78 = t71 + t73;
    const Value t79 = 0.150887345 * (t65 + t40) - 0.0351648539 * t78;
    const Value t80 = 0.0032703314127 * t78 + t77;
    const Value t81 = t38 * sine[3] - cosine[3] * t72 - 0.150887345 * (t64 + t22);
    const Value t82 = t38 * cosine[3] + t72 * sine[3];
    const Value t83 = 0.093 * t82 - (0.0012342375 * t61 + 0.013996669857 * t63 + t69);
    const Value t84 = cosine[2] * t80 - t83 * sine[2] + (0.5727288292125 * t46 + 0.1007721675 * (t16 * t16 - t49) + 0.5685348292125 * t17 - 1.594451775 * t45);
    const Value t85 = t82 - 0.150887345 * t63;
    const Value t86 = cosine[2] * t83 + t80 * sine[2] - (0.1007721675 * t52 + 0.004194 * t50);
    const Value t87 = 1.594451775 * t51 + (cosine[2] * t79 + t85 * sine[2]);
    const Value t88 = t85 * cosine[2] - t79 * sine[2];
    const Value t89 = t76 + (0.1007721675 * t50 - 0.5685348292125 * t52 + 0.1007721675 * t15 + 1.594451775 * t58) + 0.39225 * t88;
    const Value t90 = t88 - 1.594451775 * t52;
    const Value t91 = t84 - 0.39225 * t81;
    const Value t92 = t91 * cosine[1] - t86 * sine[1] + (1.4080416791666666 * t13 - 0.179124968875 * (t41 - t53) + 1.3929342791666666 * t13 + 3.88977 * t44);
    const Value t93 = t90 * cosine[1] - t87 * sine[1];
    const Value t94 = (0.0151074 * t11 - 0.179124968875 * t42 + (t91 * sine[1] + cosine[1] * t86) - 0.1197 * t93) * sine[0];
    const Value t95 = t90 * sine[1] + t87 * cosine[1];
    const Value t96 = t94 - cosine[0] * (t92 + (0.1197 * t95 - 0.425 * (t81 - 1.594451775 * t47))) + 0.13585 * (cosine[0] * (t95 + 3.88977 * t54) + (3.88977 * t42 + t93) * sine[0]);
    const Value t97 = 0.179124968875 * t11;
    const Value t98 = 0.00019024875 * cosine[3];
    const Value t99 = t3 * sine[3];
    const Value t100 = 0.003292500193635 * cosine[3];
    const Value t101 = 0.0149450629075 * cosine[1];
    const Value t102 = sine[2] * sine[1];
    const Value t103 = t5 * (-0.0037767642421732335 - 0.003838243803185 * cosine[3]) - (0.0149450629075 * cosine[0] + 0.013793413942275 * t1 + 0.003292500193635 * t3) * sine[3];
    const Value t104 = 0.002352277992173233 * (sine[3] * sine[3]);
    const Value t105 = 0.002352277992173233 * sine[3];
    const Value t106 = 0.064127121625 * t102;
    const Value t107 = cosine[2] * sine[1];
    const Value t108 = 0.0149450629075 * t107 + t105;
    const Value t109 = ((0.02758682788455 + 0.029890125815 * cosine[1]) * sine[2] + (0.029890125815 * t107 + t105)) * sine[3];
    const Value t110 = cosine[2] * (0.05918556107625 + 0.064127121625 * cosine[1]) + (0.01602234613165 - t106) + (t108 + sine[2] * (0.013793413942275 + t101)) * sine[3];
    const Value t111 = t5 * (0.01643350047875 + t100) + t3 * ((-0.003838243803185 - 0.002352277992173233 * cosine[3]) * sine[3]);
    const Value t112 = 0.1183711221525 * cosine[2];
    const Value t113 = 0.58875117534415 + t112;
    const Value t114 = (0.677642004375 + 0.064127121625 * cosine[2]) * cosine[1] + (t113 - t106) + (t108 + (0.02758682788455 + t101) * sine[2]) * sine[3];
    const Value t115 = 1.9967928545108167 + t112 - 0.12825424325 * t102 + (1.35528400875 + 0.12825424325 * cosine[2]) * cosine[1];
    const Value t116 = 0.002352277992173233 * t99;
    const Value t117 = 0.013793413942275 * t2;
    const Value t118 = 0.003292500193635 * t5;
    const Value t119 = 0.003838243803185 * t99;
    const Value t120 = 0.12652256366625 * t2;
    const Value t121 = 0.01643350047875 * t5;
    const Value t122 = t120 + (0.349300285625 * sine[0] - t119) + t121 + (0.0149450629075 * sine[0] - t116 + t117 + t118) * cosine[3];
    const Value t123 = 0.00767648760637 * cosine[3] + (2.14611851595854 + 0.1183711221525 * (t3 * t1)) - 1.3929342791666666 * (sine[0] * sine[0]);
    const Value t124 = t123 - 0.5685348292125 * (t2 * t2) - t104 + (1.35528400875 * t1 + 0.12825424325 * t3) * cosine[0] + t5 * (sine[3] * t8 - 0.01336362238165 * t5);
    M[0] = t124;
    M[6] = t122;
    M[7] = t115 + t109;
    M[12] = cosine[3] * (t117 - t116 + t118) + (t120 - t119 + t121);
    M[13] = t114;
    M[14] = t113 + (0.02758682788455 * sine[2] + t105) * sine[3];
    M[18] = t111;
    M[19] = t110;
    M[20] = (0.013793413942275 * sine[2] + t105) * sine[3] + (0.01602234613165 + 0.05918556107625 * cosine[2]);
    M[21] = 0.01602234613165 + t104;
    M[24] = t103;
    M[25] = cosine[3] * ((-0.013793413942275 - t101) * cosine[2] + (0.0149450629075 * t102 - 0.003292500193635));
    M[26] = cosine[3] * (-0.003292500193635 - 0.013793413942275 * cosine[2]);
    M[27] = -t100;
    M[28] = Value() + 0.0037767642421732335;
    M[30] = 0.00019024875 * t99;
    M[31] = t98;
    M[32] = t98;
    M[33] = t98;
    M[34] = Value() + 0.0;
    M[35] = Value() + 0.00019024875;
    V[0] = t96;
    V[1] = 0.425 * t93 + (t89 + (t97 + 1.3929342791666666 * t42 - t97));
    V[2] = t89;
    V[3] = t76;
    V[4] = t69;
    V[5] = -t28;
    G[0] = Value() + 0.0;
    G[1] = -(t4 + (38.1586437 * cosine[0] + t9) + t7);
    G[2] = -(t7 + (t4 + t9));
    G[3] = -(t4 + t7);
    G[4] = 0.344967216759 * (t3 * cosine[3]);
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
// 437 multiplications, 347 additions, 0 divisions, 12 function calls.
namespace {
struct DynamicsTermsWithJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* M, Value* V, Value* G, Value* J, Value* a) const {
    Value sine[6], cosine[6];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[0], q[2], t0, q[4], q[5]);
    const Value t1 = sine[0] * cosine[1];
    const Value t2 = cosine[0] * cosine[1];
    const Value t3 = t1 * sine[2] - t2 * cosine[2];
    const Value t4 = t1 * cosine[2] + t2 * sine[2];
    const Value t5 = (t3 * sine[3] - cosine[3] * t4) * sine[4] + cosine[4] * sine[1];
    const Value t6 = cosine[3] * t3 + t4 * sine[3];
    const Value t7 = sine[1] * sine[0];
    const Value t8 = cosine[0] * sine[1];
    const Value t9 = t7 * cosine[2] + t8 * sine[2];
    const Value t10 = t7 * sine[2] - t8 * cosine[2];
    const Value t11 = t9 * sine[3] + t10 * cosine[3];
    const Value t12 = cosine[4] * cosine[1] - (t10 * sine[3] - cosine[3] * t9) * sine[4];
    const Value t13 = cosine[1] * qd[1];
    const Value t14 = cosine[1] * qd[2] + t13;
    const Value t15 = t14 + cosine[1] * qd[3];
    const Value t16 = t15 - qd[4] * t11;
    const Value t17 = sine[1] * qd[1];
    const Value t18 = sine[1] * qd[2] + t17;
    const Value t19 = sine[1] * qd[3] + t18;
    const Value t20 = qd[4] * t6 + t19;
    const Value t21 = (t13 * sine[1] - cosine[1] * t17) * qd[2];
    const Value t22 = t21 + (t14 * sine[1] - cosine[1] * t18) * qd[3];
    const Value t23 = t22 + qd[4] * (t19 * t11 + t15 * t6);
    const Value t24 = sine[0] * sine[2];
    const Value t25 = cosine[0] * cosine[2];
    const Value t26 = t24 - t25;
    const Value t27 = t25 - t24;
    const Value t28 = cosine[0] * sine[2] + sine[0] * cosine[2];
    const Value t29 = cosine[3] * t28;
    const Value t30 = t26 * sine[3] - t29;
    const Value t31 = t29 + t27 * sine[3];
    const Value t32 = qd[0] + t30 * qd[4];
    const Value t33 = t28 * sine[3];
    const Value t34 = sine[4] * (t33 + t26 * cosine[3]);
    const Value t35 = cosine[3] * t27 - t33;
    const Value t36 = sine[1] * qd[0];
    const Value t37 = t36 * qd[1];
    const Value t38 = t36 * qd[2] + t37;
    const Value t39 = qd[3] * t36 + t38;
    const Value t40 = qd[4] * (t30 * t19 - qd[0] * t6) - t39;
    const Value t41 = cosine[1] * qd[0];
    const Value t42 = t41 * qd[1];
    const Value t43 = t41 * qd[2] + t42;
    const Value t44 = t41 * qd[3] + t43;
    const Value t45 = (qd[0] * t11 + t30 * t15) * qd[4] - t44;
    const Value t46 = 0.089159 - 0.425 * sine[0];
    const Value t47 = t46 - 0.089159;
    const Value t48 = 0.13585 * cosine[1];
    const Value t49 = t48 + (0.425 * t8 - 0.1197 * cosine[1]);
    const Value t50 = t49 - 0.39225 * t10;
    const Value t51 = t49 - t48;
    const Value t52 = t13 * t47 - t51 * qd[0];
    const Value t53 = 0.13585 * sine[1];
    const Value t54 = 0.425 * t2 + 0.1197 * sine[1] - t53;
    const Value t55 = t54 - 0.39225 * t3;
    const Value t56 = t54 + t53;
    const Value t57 = t56 * qd[0] + t47 * t17;
    const Value t58 = t55 - t54;
    const Value t59 = t50 - t49;
    const Value t60 = t46 - 0.39225 * t28;
    const Value t61 = t60 - t46;
    const Value t62 = t14 * t61 - t59 * qd[0];
    const Value t63 = t58 * qd[0] + t61 * t18;
    const Value t64 = t55 - 0.093 * sine[1];
    const Value t65 = t64 - t55;
    const Value t66 = t50 + 0.093 * cosine[1];
    const Value t67 = t66 - t50;
    const Value t68 = t56 * t37 - t51 * t42 - (t13 * t52 + t17 * t57) + (t58 * t38 - t59 * t43) - (t14 * t62 + t63 * t18) + (t39 * t65 - t44 * t67);
    const Value t69 = t51 * t17 + t13 * t56;
    const Value t70 = t67 * qd[0];
    const Value t71 = qd[0] * t65;
    const Value t72 = 0.09465 * t11;
    const Value t73 = t66 - t72;
    const Value t74 = t73 - t66;
    const Value t75 = t64 - 0.09465 * t6;
    const Value t76 = t75 - t64;
    const Value t77 = 0.09465 * t30 + t60;
    const Value t78 = t77 - t60;
    const Value t79 = t77 - t46;
    const Value t80 = t77 - 0.089159;
    const Value t81 = t16 * t78 - t74 * t32;
    const Value t82 = t20 * t78 + t32 * t76;
    const Value t83 = t14 * t58 + t59 * t18;
    const Value t84 = t42 * t47 - qd[0] * (t48 * qd[0]) + (qd[0] * t52 - t17 * t69) + (t21 * t58 + t61 * t43) + (qd[0] * t62 - t83 * t18);
    const Value t85 = t53 * qd[0] * qd[0] - t47 * t37 - (t13 * t69 + qd[0] * t57) - (t38 * t61 + t21 * t59) - (t14 * t83 + t63 * qd[0]);
    const Value t86 = t15 * t65 + t67 * t19;
    const Value t87 = t16 * t76 + t20 * t74;
    const Value t88 = -sine[1];
    const Value t89 = 1.48020485445 * t35;
    const Value t90 = t31 * sine[4];
    const Value t91 = 0.344967216759 * t90;
    const Value t92 = 0.002352277992173233 * t90 + (0.029890125815 * cosine[0] + 0.02758682788455 * t27 + 0.00658500038727 * t35);
    const Value t93 = 15.64157191275 * t27;
    const Value t94 = cosine[0] * qd[0];
    const Value t95 = t94 * qd[1];
    const Value t96 = sine[0] * qd[0];
    const Value t97 = t96 * qd[1];
    const Value t98 = t96 * sine[2] - t94 * cosine[2];
    const Value t99 = t95 * cosine[2] - t97 * sine[2] - t98 * qd[2];
    const Value t100 = t94 * sine[2] + t96 * cosine[2];
    const Value t101 = t97 * cosine[2] + t95 * sine[2] + t100 * qd[2];
    const Value t102 = cosine[3] * t100;
    const Value t103 = t98 * sine[3];
    const Value t104 = t102 - t103;
    const Value t105 = t103 - t102 + qd[4];
    const Value t106 = t104 * qd[3] + (t99 * sine[3] + cosine[3] * t101);
    const Value t107 = t98 * cosine[3] + t100 * sine[3];
    const Value t108 = qd[2] + qd[1];
    const Value t109 = t108 + qd[3];
    const Value t110 = t107 * cosine[4] + t109 * sine[4];
    const Value t111 = t106 * sine[4] + t110 * qd[4];
    const Value t112 = 0.00019024875 * t111;
    const Value t113 = cosine[3] * t99 - t101 * sine[3];
    const Value t114 = t107 * qd[3];
    const Value t115 = t114 - t113;
    const Value t116 = t113 - t114;
    const Value t117 = cosine[4] * t109 - t107 * sine[4];
    const Value t118 = t110 * t117;
    const Value t119 = t110 * t105;
    const Value t120 = 0.0037767642421732335 * t115 + 0.003292500193635 * t111 - (0.0025425267421732333 * t118 + 0.003292500193635 * t119);
    const Value t121 = 0.003292500193635 * t118 - 0.0012342375 * t119 - 0.003292500193635 * t115 - t112;
    const Value t122 = 0.0351648539 * (t118 - t115);
    const Value t123 = t104 * t104;
    const Value t124 = t107 * t107;
    const Value t125 = t96 * t96;
    const Value t126 = t96 * t94;
    const Value t127 = t94 * t94;
    const Value t128 = 0.13585 * qd[0] * qd[0];
    const Value t129 = 0.1197 * (t125 + t127) - 0.425 * (t97 + t97) - t128;
    const Value t130 = t108 * t100;
    const Value t131 = t130 + t101;
    const Value t132 = t129 - 0.39225 * t131;
    const Value t133 = t108 * t108;
    const Value t134 = 0.5727288292125 * t130 + 0.1007721675 * (t100 * t100 - t133) + 0.5685348292125 * t101 - 1.594451775 * t129;
    const Value t135 = t98 * t98 + t133;
    const Value t136 = t98 * t100;
    const Value t137 = t98 * t108;
    const Value t138 = qd[1] * qd[1];
    const Value t139 = 1.4080416791666666 * t97 - 0.179124968875 * (t125 - t138) + 1.3929342791666666 * t97 + 3.88977 * t128;
    const Value t140 = t127 + t138;
    const Value t141 = 0.425 * t140;
    const Value t142 = 0.425 * t126;
    const Value t143 = 0.39225 * t135 + (t141 * cosine[2] - t142 * sine[2]);
    const Value t144 = t142 * cosine[2] + t141 * sine[2];
    const Value t145 = t144 - 0.39225 * t136;
    const Value t146 = t143 * sine[3] + cosine[3] * t145;
    const Value t147 = t107 * t109;
    const Value t148 = t107 * t104;
    const Value t149 = t104 * t109;
    const Value t150 = t109 * t109;
    const Value t151 = 0.0351648539 * (sine[4] * (t132 - 0.093 * (t123 + t124)) + cosine[4] * (0.093 * (t147 + t116) + t146));
    const Value t152 = 0.01583209738165 * t149 + 0.013996669857 * (t123 - t150) + 0.01459785988165 * t106 - 0.150887345 * t132;
    const Value t153 = 0.00019024875 * (qd[5] + t117);
    const Value t154 = (t105 * cosine[5] + t110 * sine[5]) * t153;
    const Value t155 = (t110 * cosine[5] - t105 * sine[5]) * t153;
    const Value t156 = t120 - t151 + (t154 * sine[5] + cosine[5] * t155);
    const Value t157 = t105 * t105;
    const Value t158 = t105 * t117;
    const Value t159 = 0.0351648539 * (t110 * t110 + t157);
    const Value t160 = qd[4] * t117 + t106 * cosine[4];
    const Value t161 = 0.0037767642421732335 * t158 - 0.003292500193635 * (t117 * t117 - t157) + 0.0025425267421732333 * t160;
    const Value t162 = t161 - 0.0351648539 * (0.093 * (t149 - t106) + (cosine[3] * t143 - t145 * sine[3])) + (t155 * sine[5] - t154 * cosine[5]);
    const Value t163 = 0.150887345 * t146 + (0.013996669857 * t147 - 0.01459785988165 * t148 + 0.013996669857 * t116) + (sine[4] * t162 + cosine[4] * t121);
    const Value t164 = t158 + t160;
    const Value t165 = 0.0032703314127 * t164 + (t152 + (cosine[4] * t162 - t121 * sine[4]));
    const Value t166 = 0.150887345 * (t150 + t124) - 0.0351648539 * t164;
    const Value t167 = t122 * sine[4] - cosine[4] * t159 - 0.150887345 * (t149 + t106);
    const Value t168 = t122 * cosine[4] + t159 * sine[4];
    const Value t169 = 0.093 * t168 - (0.0012342375 * t147 + 0.013996669857 * t148 + t156);
    const Value t170 = t168 - 0.150887345 * t148;
    const Value t171 = 1.594451775 * t135 + (cosine[3] * t166 + t170 * sine[3]);
    const Value t172 = t170 * cosine[3] - t166 * sine[3];
    const Value t173 = t163 + (0.1007721675 * t137 - 0.5685348292125 * t136 + 0.1007721675 * t99 + 1.594451775 * t144) + 0.39225 * t172;
    const Value t174 = t172 - 1.594451775 * t136;
    const Value t175 = cosine[3] * t169 + t165 * sine[3] - (0.1007721675 * t136 + 0.004194 * t137);
    const Value t176 = cosine[3] * t165 - t169 * sine[3] + t134 - 0.39225 * t167;
    const Value t177 = t174 * cosine[2] - t171 * sine[2];
    const Value t178 = t174 * sine[2] + t171 * cosine[2];
    const Value t179 = cosine[0] * (t176 * cosine[2] - t175 * sine[2] + t139 + (0.1197 * t178 - 0.425 * (t167 - 1.594451775 * t131)));
    const Value t180 = (0.0151074 * t95 - 0.179124968875 * t126 + (t176 * sine[2] + cosine[2] * t175) - 0.1197 * t177) * sine[0];
    const Value t181 = 0.179124968875 * t95;
    const Value t182 = 0.00019024875 * cosine[4];
    const Value t183 = t35 * sine[4];
    const Value t184 = 0.003292500193635 * cosine[4];
    const Value t185 = 0.0149450629075 * cosine[2];
    const Value t186 = sine[3] * sine[2];
    const Value t187 = t31 * (-0.0037767642421732335 - 0.003838243803185 * cosine[4]) - (0.0149450629075 * cosine[0] + 0.013793413942275 * t27 + 0.003292500193635 * t35) * sine[4];
    const Value t188 = 0.002352277992173233 * (sine[4] * sine[4]);
    const Value t189 = 0.002352277992173233 * sine[4];
    const Value t190 = 0.064127121625 * t186;
    const Value t191 = cosine[3] * sine[2];
    const Value t192 = 0.0149450629075 * t191 + t189;
    const Value t193 = ((0.02758682788455 + 0.029890125815 * cosine[2]) * sine[3] + (0.029890125815 * t191 + t189)) * sine[4];
    const Value t194 = cosine[3] * (0.05918556107625 + 0.064127121625 * cosine[2]) + (0.01602234613165 - t190) + (t192 + sine[3] * (0.013793413942275 + t185)) * sine[4];
    const Value t195 = t31 * (0.01643350047875 + t184) + t35 * ((-0.003838243803185 - 0.002352277992173233 * cosine[4]) * sine[4]);
    const Value t196 = 0.1183711221525 * cosine[3];
    const Value t197 = 0.58875117534415 + t196;
    const Value t198 = (0.677642004375 + 0.064127121625 * cosine[3]) * cosine[2] + (t197 - t190) + (t192 + (0.02758682788455 + t185) * sine[3]) * sine[4];
    const Value t199 = 1.9967928545108167 + t196 - 0.12825424325 * t186 + (1.35528400875 + 0.12825424325 * cosine[3]) * cosine[2];
    const Value t200 = 0.002352277992173233 * t183;
    const Value t201 = 0.013793413942275 * t28;
    const Value t202 = 0.003292500193635 * t31;
    const Value t203 = 0.003838243803185 * t183;
    const Value t204 = 0.12652256366625 * t28;
    const Value t205 = 0.01643350047875 * t31;
    const Value t206 = t204 + (0.349300285625 * sine[0] - t203) + t205 + (0.0149450629075 * sine[0] - t200 + t201 + t202) * cosine[4];
    const Value t207 = 0.00767648760637 * cosine[4] + (2.14611851595854 + 0.1183711221525 * (t35 * t27)) - 1.3929342791666666 * (sine[0] * sine[0]);
    const Value t208 = t207 - 0.5685348292125 * (t28 * t28) - t188 + (1.35528400875 * t27 + 0.12825424325 * t35) * cosine[0];
    M[0] = t208 + t31 * (sine[4] * t92 - 0.01336362238165 * t31);
    M[6] = t206;
    M[7] = t199 + t193;
    M[12] = cosine[4] * (t201 - t200 + t202) + (t204 - t203 + t205);
    M[13] = t198;
    M[14] = t197 + (0.02758682788455 * sine[3] + t189) * sine[4];
    M[18] = t195;
    M[19] = t194;
    M[20] = (0.013793413942275 * sine[3] + t189) * sine[4] + (0.01602234613165 + 0.05918556107625 * cosine[3]);
    M[21] = 0.01602234613165 + t188;
    M[24] = t187;
    M[25] = cosine[4] * ((-0.013793413942275 - t185) * cosine[3] + (0.0149450629075 * t186 - 0.003292500193635));
    M[26] = cosine[4] * (-0.003292500193635 - 0.013793413942275 * cosine[3]);
    M[27] = -t184;
    M[28] = Value() + 0.0037767642421732335;
    M[30] = 0.00019024875 * t183;
    M[31] = t182;
    M[32] = t182;
    M[33] = t182;
    M[34] = Value() + 0.0;
    M[35] = Value() + 0.00019024875;
    V[0] = t180 - t179 + 0.13585 * (cosine[0] * (t178 + 3.88977 * t140) + (3.88977 * t126 + t177) * sine[0]);
    V[1] = 0.425 * t177 + (t173 + (t181 + 1.3929342791666666 * t126 - t181));
    V[2] = t173;
    V[3] = t163;
    V[4] = t156;
    V[5] = -t112;
    G[0] = Value() + 0.0;
    G[1] = -(t89 + (38.1586437 * cosine[0] + t93) + t91);
    G[2] = -(t91 + (t89 + t93));
    G[3] = -(t89 + t91);
    G[4] = 0.344967216759 * (t35 * cosine[4]);
    G[5] = Value() + 0.0;
    J[0] = t72 - t66;
    J[1] = t80 * cosine[1];
    J[2] = cosine[1] * t79;
    J[3] = cosine[1] * t78;
    J[4] = -(t11 * t78 + t74 * t30);
    J[5] = Value() + 0.0;
    J[6] = t75;
    J[7] = t80 * sine[1];
    J[8] = sine[1] * t79;
    J[9] = sine[1] * t78;
    J[10] = t30 * t76 + t6 * t78;
    J[11] = Value() + 0.0;
    J[12] = Value() + 0.0;
    J[13] = -((t53 + t75) * cosine[1] + sine[1] * (t73 - t48));
    J[14] = -((t75 - t54) * cosine[1] + (t73 - t49) * sine[1]);
    J[15] = -((t73 - t50) * sine[1] + (t75 - t55) * cosine[1]);
    J[16] = t76 * t11 - t74 * t6;
    J[17] = Value() + 0.0;
    J[18] = Value() + 0.0;
    J[19] = t88;
    J[20] = t88;
    J[21] = t88;
    J[22] = -t6;
    J[23] = -t5;
    J[24] = Value() + 0.0;
    J[25] = cosine[1];
    J[26] = cosine[1];
    J[27] = cosine[1];
    J[28] = -t11;
    J[29] = t12;
    J[30] = Value() + 1.0;
    J[31] = Value() + 0.0;
    J[32] = Value() + 0.0;
    J[33] = Value() + 0.0;
    J[34] = t30;
    J[35] = -t34;
    a[0] = t85 - t22 * t67 - (t71 * qd[0] + t15 * t86) + (t40 * t78 - t23 * t74) - (t87 * t16 + t32 * t82);
    a[1] = t22 * t65 + t84 - (t70 * qd[0] + t19 * t86) + (t23 * t76 - t45 * t78) + (t81 * t32 - t20 * t87);
    a[2] = t70 * t15 - t71 * t19 + t68 + (t74 * t45 - t76 * t40) - (t81 * t16 + t20 * t82);
    a[3] = t45 - qd[5] * (t32 * t12 + t16 * t34);
    a[4] = t40 - qd[5] * (t5 * t32 + t20 * t34);
    a[5] = t23 + qd[5] * (t5 * t16 - t20 * t12);
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
// 891 multiplications, 620 additions, 0 divisions, 16 function calls.
namespace {
struct RegressorBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* Y) const {
    Value sine[5], cosine[5];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[4], q[5]);
    const Value t1 = sign_of(qd[5]);
    const Value t2 = cosine[0] * qd[0];
    const Value t3 = 0.425 * t2;
    const Value t4 = sine[0] * qd[0];
    const Value t5 = 0.425 * qd[1] - 0.1197 * t4;
    const Value t6 = t4 * qd[1];
    const Value t7 = qdd[0] * cosine[0];
    const Value t8 = t6 - t7;
    const Value t9 = t7 - t6;
    const Value t10 = 0.13585 * qdd[0];
    const Value t11 = 9.81 * sine[0] + cosine[0] * t10;
    const Value t12 = t10 * sine[0] - 9.81 * cosine[0];
    const Value t13 = 0.1197 * t8 + (t2 * t3 + t5 * qd[1]) + t11;
    const Value t14 = t13 * cosine[1];
    const Value t15 = 0.1197 * t2;
    const Value t16 = t2 * t15 - t4 * t5 - 0.425 * t8;
    const Value t17 = t2 * qd[1];
    const Value t18 = qdd[0] * sine[0] + t17;
    const Value t19 = t4 * t3 + t15 * qd[1] + (0.425 * qdd[1] - 0.1197 * t18) + t12;
    const Value t20 = t13 * sine[1] + t19 * cosine[1];
    const Value t21 = t19 * sine[1];
    const Value t22 = t14 - t21;
    const Value t23 = t21 - t14;
    const Value t24 = t4 * sine[1];
    const Value t25 = t2 * cosine[1];
    const Value t26 = t24 - t25;
    const Value t27 = t25 - t24;
    const Value t28 = 0.39225 * t26;
    const Value t29 = qd[2] + qd[1];
    const Value t30 = 0.39225 * t29;
    const Value t31 = t22 + (t29 * t30 + t26 * t28);
    const Value t32 = cosine[2] * t31;
    const Value t33 = t2 * sine[1] + t4 * cosine[1];
    const Value t34 = qdd[1] + qdd[2];
    const Value t35 = t20 + (0.39225 * t34 - t33 * t28);
    const Value t36 = cosine[2] * t35 + t31 * sine[2];
    const Value t37 = t35 * sine[2];
    const Value t38 = t32 - t37;
    const Value t39 = t37 - t32;
    const Value t40 = t33 * qd[2] + (t8 * cosine[1] + t18 * sine[1]);
    const Value t41 = t33 * t30 + 0.39225 * t40;
    const Value t42 = cosine[1] * t18 - t8 * sine[1];
    const Value t43 = t26 * qd[2];
    const Value t44 = t42 - t43;
    const Value t45 = t43 - t42;
    const Value t46 = cosine[2] * t33;
    const Value t47 = t26 * sine[2];
    const Value t48 = t46 - t47;
    const Value t49 = t47 - t46;
    const Value t50 = t48 * qd[3] + (cosine[2] * t40 + t44 * sine[2]);
    const Value t51 = 0.093 * t48;
    const Value t52 = t29 + qd[3];
    const Value t53 = t52 * t51 - 0.093 * t50 + t38;
    const Value t54 = t26 * cosine[2] + t33 * sine[2];
    const Value t55 = t54 * sine[3];
    const Value t56 = cosine[3] * t52;
    const Value t57 = t56 - t55;
    const Value t58 = t55 - t56;
    const Value t59 = 0.09465 * t57;
    const Value t60 = t54 * cosine[3] + t52 * sine[3];
    const Value t61 = 0.09465 * t60;
    const Value t62 = t53 + (t59 * t57 + t61 * t60);
    const Value t63 = t44 * cosine[2] - t40 * sine[2];
    const Value t64 = t54 * qd[3];
    const Value t65 = t63 - t64;
    const Value t66 = t64 - t63;
    const Value t67 = 0.093 * t54;
    const Value t68 = 0.093 * t65 + t67 * t52 + t36;
    const Value t69 = 0.13585 * qd[0] * qd[0];
    const Value t70 = t16 - t69;
    const Value t71 = t69 - t16;
    const Value t72 = t70 - t41;
    const Value t73 = t72 - (t48 * t51 + t54 * t67);
    const Value t74 = t41 - t70;
    const Value t75 = cosine[3] * t68 + t73 * sine[3];
    const Value t76 = cosine[3] * t73;
    const Value t77 = sine[3] * t68;
    const Value t78 = t49 + qd[4];
    const Value t79 = qdd[3] + t34;
    const Value t80 = cosine[3] * t79 - t50 * sine[3];
    const Value t81 = t60 * qd[4];
    const Value t82 = t80 - t81;
    const Value t83 = t61 * t78 + 0.09465 * t82 + t75;
    const Value t84 = t62 * sine[4] + cosine[4] * t83;
    const Value t85 = t62 * cosine[4];
    const Value t86 = sine[4] * t83;
    const Value t87 = t85 - t86;
    const Value t88 = t86 - t85;
    const Value t89 = t60 * cosine[4];
    const Value t90 = t78 * sine[4];
    const Value t91 = t89 - t90;
    const Value t92 = t90 - t89;
    const Value t93 = t78 * cosine[4] + t60 * sine[4];
    const Value t94 = t91 * t93;
    const Value t95 = t66 + qdd[4];
    const Value t96 = qd[4] * t57 + (t79 * sine[3] + cosine[3] * t50);
    const Value t97 = t91 * qd[5] + (t95 * cosine[4] + t96 * sine[4]);
    const Value t98 = qd[5] + t57;
    const Value t99 = t91 * t98;
    const Value t100 = t97 - t99;
    const Value t101 = qdd[5] + t82;
    const Value t102 = t93 * t93;
    const Value t103 = t91 * t91;
    const Value t104 = t91 * t92;
    const Value t105 = t102 - t103;
    const Value t106 = t96 * cosine[4] - t95 * sine[4];
    const Value t107 = qd[5] * t93;
    const Value t108 = t106 - t107;
    const Value t109 = t107 - t106;
    const Value t110 = t98 * t93;
    const Value t111 = t101 - t92 * t93;
    const Value t112 = t97 + t98 * t92;
    const Value t113 = t98 * t98;
    const Value t114 = t113 - t103;
    const Value t115 = t110 + t108;
    const Value t116 = t76 - t77;
    const Value t117 = t77 - t76;
    const Value t118 = t116 + (t59 * t78 - 0.09465 * t96);
    const Value t119 = t118 * sine[4];
    const Value t120 = t84 * cosine[4];
    const Value t121 = t88 * sine[4] + t120;
    const Value t122 = t120 - t87 * sine[4];
    const Value t123 = cosine[4] * t118;
    const Value t124 = t97 * cosine[4];
    const Value t125 = t110 * sine[4];
    const Value t126 = t94 + t101;
    const Value t127 = t126 * cosine[4];
    const Value t128 = t113 - t102;
    const Value t129 = t126 * sine[4] + t128 * cosine[4];
    const Value t130 = t128 * sine[4];
    const Value t131 = t99 * cosine[4];
    const Value t132 = t125 + t131;
    const Value t133 = t131 + sine[4] * t108;
    const Value t134 = t110 - t108;
    const Value t135 = t97 + t99;
    const Value t136 = t99 * sine[4];
    const Value t137 = cosine[4] * t108 - t136;
    const Value t138 = cosine[4] * t134 + t135 * sine[4];
    const Value t139 = t135 * cosine[4] - sine[4] * t134;
    const Value t140 = t101 - t94;
    const Value t141 = sine[4] * t140;
    const Value t142 = cosine[4] * t140;
    const Value t143 = cosine[4] * t114 + t141;
    const Value t144 = t142 - sine[4] * t114;
    const Value t145 = sign_of(qd[4]);
    const Value t146 = t60 * t78;
    const Value t147 = t146 + (t81 - t80);
    const Value t148 = t146 + t82;
    const Value t149 = t60 * t57;
    const Value t150 = t78 * t57;
    const Value t151 = t78 * t78;
    const Value t152 = t60 * t60;
    const Value t153 = t95 - t60 * t58;
    const Value t154 = t58 * t57 - t151;
    const Value t155 = t57 * t57;
    const Value t156 = 0.09465 * t122;
    const Value t157 = 0.09465 * t118;
    const Value t158 = cosine[3] * t156 - t157 * sine[3];
    const Value t159 = t113 - t104;
    const Value t160 = t104 - t102;
    const Value t161 = t113 + t102;
    const Value t162 = t161 * cosine[4] + t141;
    const Value t163 = t142 - t161 * sine[4];
    const Value t164 = t111 * cosine[4] - t159 * sine[4];
    const Value t165 = t159 * cosine[4] + t111 * sine[4];
    const Value t166 = t84 + 0.09465 * t164;
    const Value t167 = t110 + t109;
    const Value t168 = t109 - t110;
    const Value t169 = cosine[4] * t110;
    const Value t170 = t97 * sine[4] + t169;
    const Value t171 = t136 - t169;
    const Value t172 = t123 + 0.09465 * t167;
    const Value t173 = cosine[3] * t166 - sine[3] * t172;
    const Value t174 = t166 * sine[3] + cosine[3] * t172 + 0.093 * t165;
    const Value t175 = t84 * sine[4];
    const Value t176 = t88 * cosine[4] - t175 - 0.09465 * t160;
    const Value t177 = t175 + t87 * cosine[4];
    const Value t178 = 0.093 * t177 + (t156 * sine[3] + t157 * cosine[3]);
    const Value t179 = t168 * sine[4] + t112 * cosine[4];
    const Value t180 = t168 * cosine[4] - t112 * sine[4];
    const Value t181 = 0.09465 * t179;
    const Value t182 = t176 * sine[3] - cosine[3] * t181;
    const Value t183 = sine[3] * t181 + t176 * cosine[3] - 0.093 * t180;
    const Value t184 = t87 - 0.09465 * t162;
    const Value t185 = t119 - 0.09465 * t135;
    const Value t186 = sine[3] * t185 + cosine[3] * t184;
    const Value t187 = cosine[3] * t185 - t184 * sine[3] - 0.093 * t163;
    const Value t188 = t94 * cosine[3];
    const Value t189 = t170 * sine[3] - t188;
    const Value t190 = t188 + t137 * sine[3];
    const Value t191 = sine[3] * t129 + cosine[3] * t100;
    const Value t192 = cosine[3] * t129 - sine[3] * t100;
    const Value t193 = cosine[3] * t101 + t171 * sine[3];
    const Value t194 = t171 * cosine[3] - t101 * sine[3];
    const Value t195 = sine[3] * t139 + cosine[3] * t105;
    const Value t196 = cosine[3] * t139 - sine[3] * t105;
    const Value t197 = cosine[3] * t115 + sine[3] * t144;
    const Value t198 = cosine[3] * t144 - t115 * sine[3];
    const Value t199 = cosine[3] * t75;
    const Value t200 = t199 + sine[3] * t117;
    const Value t201 = t199 - t116 * sine[3];
    const Value t202 = t53 * sine[3];
    const Value t203 = t53 * cosine[3];
    const Value t204 = t150 * sine[3];
    const Value t205 = t146 * cosine[3];
    const Value t206 = t204 - t205;
    const Value t207 = cosine[3] * t82 - t204;
    const Value t208 = t205 + t96 * sine[3];
    const Value t209 = t95 - t149;
    const Value t210 = t155 - t151;
    const Value t211 = cosine[3] * t209 + t210 * sine[3];
    const Value t212 = t210 * cosine[3] - sine[3] * t209;
    const Value t213 = t95 + t149;
    const Value t214 = t151 - t152;
    const Value t215 = t152 + t151;
    const Value t216 = t213 * sine[3] + t214 * cosine[3];
    const Value t217 = t213 * cosine[3] - t214 * sine[3];
    const Value t218 = t82 - t146;
    const Value t219 = t146 * sine[3];
    const Value t220 = t150 + t96;
    const Value t221 = sine[3] * t218 + cosine[3] * t220;
    const Value t222 = cosine[3] * t218 - t220 * sine[3];
    const Value t223 = sign_of(qd[3]);
    const Value t224 = t54 * t48;
    const Value t225 = t54 * t52;
    const Value t226 = t66 - t225;
    const Value t227 = t66 + t225;
    const Value t228 = t49 * t48;
    const Value t229 = t54 * t54;
    const Value t230 = t54 * t49 + t79;
    const Value t231 = t49 * t52 - t50;
    const Value t232 = -(t228 + t229);
    const Value t233 = t48 * t52;
    const Value t234 = t52 * t52;
    const Value t235 = t48 * t48;
    const Value t236 = t228 + t234;
    const Value t237 = t50 - t233;
    const Value t238 = -t224;
    const Value t239 = cosine[3] * t122 - sine[3] * t118;
    const Value t240 = t122 * sine[3] + cosine[3] * t118;
    const Value t241 = t239 * cosine[2] - t177 * sine[2];
    const Value t242 = t239 * sine[2] + cosine[2] * t177;
    const Value t243 = 0.093 * t239;
    const Value t244 = t158 + 0.39225 * t241;
    const Value t245 = t164 * cosine[3] - t167 * sine[3];
    const Value t246 = t167 * cosine[3] + t164 * sine[3];
    const Value t247 = cosine[2] * t245 - t165 * sine[2];
    const Value t248 = cosine[2] * t165 + t245 * sine[2];
    const Value t249 = 0.093 * t245 - t119;
    const Value t250 = 0.39225 * t247 + t173;
    const Value t251 = sine[3] * t160 + cosine[3] * t179;
    const Value t252 = cosine[3] * t160 - t179 * sine[3];
    const Value t253 = t251 * cosine[2] + t180 * sine[2];
    const Value t254 = t180 * cosine[2] - t251 * sine[2];
    const Value t255 = t121 - 0.093 * t251;
    const Value t256 = t182 - 0.39225 * t253;
    const Value t257 = t135 * sine[3] + t162 * cosine[3];
    const Value t258 = t135 * cosine[3] - t162 * sine[3];
    const Value t259 = t163 * sine[2] + cosine[2] * t257;
    const Value t260 = cosine[2] * t163 - sine[2] * t257;
    const Value t261 = t123 + 0.093 * t257;
    const Value t262 = t186 - 0.39225 * t259;
    const Value t263 = cosine[2] * t201 - t53 * sine[2];
    const Value t264 = 0.39225 * t263;
    const Value t265 = t150 - t96;
    const Value t266 = t148 * cosine[3] - t265 * sine[3];
    const Value t267 = t152 + t155;
    const Value t268 = t266 * cosine[2] - t267 * sine[2];
    const Value t269 = 0.39225 * t268 + t200;
    const Value t270 = t149 - t95;
    const Value t271 = t270 * cosine[3] + t215 * sine[3];
    const Value t272 = t270 * sine[3] - cosine[3] * t215;
    const Value t273 = cosine[2] * t271 + t220 * sine[2];
    const Value t274 = 0.39225 * t273 - t202;
    const Value t275 = cosine[3] * t154 - t153 * sine[3];
    const Value t276 = t153 * cosine[3] + t154 * sine[3];
    const Value t277 = cosine[2] * t275 + t147 * sine[2];
    const Value t278 = 0.39225 * t277 + t203;
    const Value t279 = cosine[2] * t36;
    const Value t280 = t279 - t38 * sine[2];
    const Value t281 = t39 * sine[2] + t279;
    const Value t282 = 0.39225 * t280;
    const Value t283 = t79 - t224;
    const Value t284 = t234 + t229;
    const Value t285 = cosine[2] * t283 - t284 * sine[2];
    const Value t286 = t283 * sine[2] + t284 * cosine[2];
    const Value t287 = 0.39225 * t285 + t36;
    const Value t288 = t65 + t225;
    const Value t289 = t233 - t50;
    const Value t290 = cosine[2] * t288 - t289 * sine[2];
    const Value t291 = cosine[2] * t289 + t288 * sine[2];
    const Value t292 = 0.39225 * t290;
    const Value t293 = t79 + t224;
    const Value t294 = t293 * sine[2];
    const Value t295 = t293 * cosine[2];
    const Value t296 = t234 + t235;
    const Value t297 = t235 + t229;
    const Value t298 = t234 - t229;
    const Value t299 = t294 + cosine[2] * t296;
    const Value t300 = t295 - t296 * sine[2];
    const Value t301 = t295 - t298 * sine[2];
    const Value t302 = t294 + cosine[2] * t298;
    const Value t303 = t38 - 0.39225 * t299;
    const Value t304 = sign_of(qd[2]);
    const Value t305 = t26 * t33;
    const Value t306 = t26 * t29;
    const Value t307 = t45 - t306;
    const Value t308 = t33 * t33;
    const Value t309 = t29 * t33;
    const Value t310 = t26 * t27;
    const Value t311 = t26 * t26;
    const Value t312 = t29 * t27;
    const Value t313 = t29 * t29;
    const Value t314 = t45 - t312;
    const Value t315 = t44 - t312;
    const Value t316 = t308 + t310;
    const Value t317 = t40 - t309;
    const Value t318 = -t305;
    const Value t319 = t241 * cosine[1] - t242 * sine[1];
    const Value t320 = t242 * cosine[1] + t241 * sine[1];
    const Value t321 = t247 * cosine[1] - t248 * sine[1];
    const Value t322 = t247 * sine[1] + t248 * cosine[1];
    const Value t323 = t253 * cosine[1] + t254 * sine[1];
    const Value t324 = t254 * cosine[1] - t253 * sine[1];
    const Value t325 = t259 * cosine[1] + t260 * sine[1];
    const Value t326 = t260 * cosine[1] - t259 * sine[1];
    const Value t327 = t53 * cosine[2] + t201 * sine[2];
    const Value t328 = 0.093 * t201;
    const Value t329 = 0.093 * t53;
    const Value t330 = cosine[1] * t263 - t327 * sine[1];
    const Value t331 = t263 * sine[1] + t327 * cosine[1];
    const Value t332 = cosine[2] * t267 + t266 * sine[2];
    const Value t333 = 0.093 * t266;
    const Value t334 = cosine[1] * t268 - t332 * sine[1];
    const Value t335 = t268 * sine[1] + t332 * cosine[1];
    const Value t336 = t271 * sine[2] - cosine[2] * t220;
    const Value t337 = 0.093 * t271 + t75;
    const Value t338 = 0.093 * t220 - t203;
    const Value t339 = t273 * cosine[1] - t336 * sine[1];
    const Value t340 = t273 * sine[1] + t336 * cosine[1];
    const Value t341 = t275 * sine[2] - cosine[2] * t147;
    const Value t342 = 0.093 * t275 + t117;
    const Value t343 = 0.093 * t147 - t202;
    const Value t344 = t277 * cosine[1] - t341 * sine[1];
    const Value t345 = t277 * sine[1] + t341 * cosine[1];
    const Value t346 = t36 * sine[2];
    const Value t347 = cosine[2] * t39 - t346 + 0.39225 * t297;
    const Value t348 = cosine[2] * t38 + t346;
    const Value t349 = cosine[1] * t280 - t348 * sine[1];
    const Value t350 = t348 * cosine[1] + t280 * sine[1];
    const Value t351 = cosine[1] * t285 - t286 * sine[1];
    const Value t352 = t285 * sine[1] + cosine[1] * t286;
    const Value t353 = t290 * cosine[1] - t291 * sine[1];
    const Value t354 = t290 * sine[1] + t291 * cosine[1];
    const Value t355 = sine[0] * (t347 * sine[1] + t281 * cosine[1] - 0.1197 * t353) - (0.1197 * t354 + 0.425 * t297 + (t347 * cosine[1] - t281 * sine[1])) * cosine[0];
    const Value t356 = t300 * sine[1] + t299 * cosine[1];
    const Value t357 = t300 * cosine[1] - t299 * sine[1];
    const Value t358 = t20 * cosine[1];
    const Value t359 = t358 - t22 * sine[1];
    const Value t360 = t34 - t305;
    const Value t361 = t311 + t313;
    const Value t362 = t313 - t311;
    const Value t363 = t360 * cosine[1] - t361 * sine[1];
    const Value t364 = t360 * sine[1] + t361 * cosine[1];
    const Value t365 = t309 - t40;
    const Value t366 = t315 * cosine[1] - t365 * sine[1];
    const Value t367 = t315 * sine[1] + t365 * cosine[1];
    const Value t368 = t308 + t313;
    const Value t369 = t313 - t308;
    const Value t370 = t34 + t305;
    const Value t371 = t370 * sine[1];
    const Value t372 = t370 * cosine[1];
    const Value t373 = t368 * cosine[1] + t371;
    const Value t374 = t372 - t368 * sine[1];
    const Value t375 = sign_of(qd[1]);
    const Value t376 = t4 * t2;
    const Value t377 = t4 * t4;
    const Value t378 = t2 * t2;
    const Value t379 = cosine[2] * t243 - t178 * sine[2];
    const Value t380 = 0.39225 * t240 + (t243 * sine[2] + cosine[2] * t178);
    const Value t381 = (cosine[1] * t379 - t380 * sine[1] - 0.1197 * t319) * sine[0] - (0.1197 * t320 - 0.425 * t240 - (t379 * sine[1] + t380 * cosine[1])) * cosine[0];
    const Value t382 = cosine[2] * t249 - t174 * sine[2];
    const Value t383 = t249 * sine[2] + cosine[2] * t174 + 0.39225 * t246;
    const Value t384 = sine[0] * (t382 * cosine[1] - t383 * sine[1] - 0.1197 * t321) - (0.1197 * t322 - 0.425 * t246 - (t383 * cosine[1] + t382 * sine[1])) * cosine[0];
    const Value t385 = t183 * sine[2] + cosine[2] * t255;
    const Value t386 = cosine[2] * t183 - t255 * sine[2] - 0.39225 * t252;
    const Value t387 = (0.1197 * t323 + (cosine[1] * t385 + t386 * sine[1])) * sine[0] - (t386 * cosine[1] - t385 * sine[1] + (0.1197 * t324 - 0.425 * t252)) * cosine[0];
    const Value t388 = t261 * sine[2] + cosine[2] * t187 - 0.39225 * t258;
    const Value t389 = t187 * sine[2] - cosine[2] * t261;
    const Value t390 = sine[0] * (0.1197 * t325 + (t388 * sine[1] + t389 * cosine[1])) - cosine[0] * (cosine[1] * t388 - t389 * sine[1] + (0.1197 * t326 - 0.425 * t258));
    const Value t391 = t94 * sine[3];
    const Value t392 = t391 + cosine[3] * t170;
    const Value t393 = cosine[3] * t137 - t391;
    const Value t394 = t125 - t124;
    const Value t395 = t394 * cosine[2] + t392 * sine[2];
    const Value t396 = cosine[2] * t392 - t394 * sine[2];
    const Value t397 = t130 - t127;
    const Value t398 = cosine[2] * t397 + t192 * sine[2];
    const Value t399 = cosine[2] * t192 - t397 * sine[2];
    const Value t400 = t194 * sine[2] - cosine[2] * t132;
    const Value t401 = t132 * sine[2] + cosine[2] * t194;
    const Value t402 = cosine[2] * t138 + t196 * sine[2];
    const Value t403 = cosine[2] * t196 - t138 * sine[2];
    const Value t404 = cosine[2] * t143 + sine[2] * t198;
    const Value t405 = cosine[2] * t198 - t143 * sine[2];
    const Value t406 = cosine[2] * t133 + t393 * sine[2];
    const Value t407 = cosine[2] * t393 - t133 * sine[2];
    const Value t408 = t75 * sine[3];
    const Value t409 = cosine[3] * t117 - t408 - 0.093 * t267;
    const Value t410 = t408 + t116 * cosine[3];
    const Value t411 = 0.39225 * t410 + (t329 * cosine[2] + t328 * sine[2]);
    const Value t412 = cosine[2] * t328 - t329 * sine[2];
    const Value t413 = sine[0] * (t412 * cosine[1] - t411 * sine[1] - 0.1197 * t330) - (0.1197 * t331 - 0.425 * t410 - (t412 * sine[1] + t411 * cosine[1])) * cosine[0];
    const Value t414 = t409 * sine[2] + cosine[2] * t333;
    const Value t415 = cosine[3] * t265 + t148 * sine[3];
    const Value t416 = t409 * cosine[2] - t333 * sine[2] - 0.39225 * t415;
    const Value t417 = (cosine[1] * t414 + t416 * sine[1] - 0.1197 * t334) * sine[0] - cosine[0] * (0.1197 * t335 - 0.425 * t415 + (t416 * cosine[1] - t414 * sine[1]));
    const Value t418 = cosine[2] * t338 - t337 * sine[2] - 0.39225 * t272;
    const Value t419 = t338 * sine[2] + cosine[2] * t337;
    const Value t420 = (t418 * sine[1] + cosine[1] * t419 - 0.1197 * t339) * sine[0] - cosine[0] * (t418 * cosine[1] - t419 * sine[1] + (0.1197 * t340 - 0.425 * t272));
    const Value t421 = t343 * cosine[2] - t342 * sine[2] - 0.39225 * t276;
    const Value t422 = cosine[2] * t342 + t343 * sine[2];
    const Value t423 = sine[0] * (t421 * sine[1] + t422 * cosine[1] - 0.1197 * t344) - cosine[0] * (t421 * cosine[1] - t422 * sine[1] + (0.1197 * t345 - 0.425 * t276));
    const Value t424 = t150 * cosine[3];
    const Value t425 = sine[3] * t82 + t424;
    const Value t426 = t219 + t424;
    const Value t427 = t96 * cosine[3] - t219;
    const Value t428 = t426 * sine[2] - t95 * cosine[2];
    const Value t429 = cosine[2] * t426 + t95 * sine[2];
    const Value t430 = t148 * sine[2] + cosine[2] * t212;
    const Value t431 = t212 * sine[2] - t148 * cosine[2];
    const Value t432 = t149 * sine[2];
    const Value t433 = t432 - cosine[2] * t425;
    const Value t434 = cosine[2] * t427 - t432;
    const Value t435 = t149 * cosine[2];
    const Value t436 = t425 * sine[2] + t435;
    const Value t437 = t435 + t427 * sine[2];
    const Value t438 = cosine[2] * t217 - t265 * sine[2];
    const Value t439 = t217 * sine[2] + cosine[2] * t265;
    const Value t440 = t155 - t152;
    const Value t441 = t222 * cosine[2] - t440 * sine[2];
    const Value t442 = t440 * cosine[2] + t222 * sine[2];
    const Value t443 = 0.39225 * t72;
    const Value t444 = cosine[0] * (0.1197 * t350 - 0.425 * t72 - t443 * cosine[1]) + sine[0] * (0.1197 * t349 + t443 * sine[1]);
    const Value t445 = t233 + t50;
    const Value t446 = cosine[2] * t74;
    const Value t447 = t74 * sine[2];
    const Value t448 = 0.39225 * t445 + t446;
    const Value t449 = sine[0] * (t448 * sine[1] + t447 * cosine[1] - 0.1197 * t351) - cosine[0] * (t448 * cosine[1] - t447 * sine[1] + (0.425 * t445 + 0.1197 * t352));
    const Value t450 = t225 - t65;
    const Value t451 = t447 + 0.39225 * t450;
    const Value t452 = (0.1197 * t356 + (t446 * cosine[1] - t451 * sine[1])) * sine[0] - cosine[0] * (0.1197 * t357 - 0.425 * t450 - (t446 * sine[1] + t451 * cosine[1]));
    const Value t453 = t233 * sine[2];
    const Value t454 = t233 * cosine[2];
    const Value t455 = cosine[2] * t65 - t453;
    const Value t456 = t454 + t65 * sine[2];
    const Value t457 = t236 * sine[2] - cosine[2] * t230;
    const Value t458 = t230 * sine[2] + t236 * cosine[2];
    const Value t459 = cosine[2] * t225;
    const Value t460 = t453 - t459;
    const Value t461 = t225 * sine[2];
    const Value t462 = t461 + t454;
    const Value t463 = t459 + t50 * sine[2];
    const Value t464 = cosine[2] * t50 - t461;
    const Value t465 = t227 * cosine[2] - t231 * sine[2];
    const Value t466 = cosine[2] * t231 + t227 * sine[2];
    const Value t467 = t20 * sine[1];
    const Value t468 = (t23 * sine[1] + t358 - 0.1197 * t366) * sine[0] - cosine[0] * (0.1197 * t367 - 0.425 * (t310 - t308) + (t23 * cosine[1] - t467));
    const Value t469 = t467 + t22 * cosine[1];
    const Value t470 = 0.13585 * (sine[0] * t359 + cosine[0] * t469) - (cosine[0] * (0.1197 * t469 - 0.425 * t70) + 0.1197 * t359 * sine[0]);
    const Value t471 = t71 * sine[1];
    const Value t472 = cosine[1] * t71;
    const Value t473 = 0.13585 * (cosine[0] * t374 - sine[0] * t373) + (sine[0] * (t472 + 0.1197 * t373) - cosine[0] * (0.1197 * t374 - 0.425 * (t306 - t44) - t471));
    const Value t474 = t309 + t40;
    const Value t475 = 0.13585 * (sine[0] * t363 + cosine[0] * t364) + ((t471 - 0.1197 * t363) * sine[0] - (0.1197 * t364 + 0.425 * t474 + t472) * cosine[0]);
    const Value t476 = t309 * sine[1];
    const Value t477 = t309 * cosine[1];
    const Value t478 = t305 - t34;
    const Value t479 = t306 * cosine[1];
    const Value t480 = t306 * sine[1];
    const Value t481 = t12 * sine[0] + t11 * cosine[0];
    const Value t482 = qd[1] * qd[1];
    const Value t483 = (qdd[1] + t376) * sine[0];
    const Value t484 = cosine[0] * (qdd[1] - t376);
    const Value t485 = cosine[0] * t6;
    const Value t486 = sine[0] * t17;
    const Value t487 = sign_of(qd[0]);
    Y[0] = Value() + 0.0;
    Y[1] = Value() + 0.0;
    Y[2] = Value() + 0.0;
    Y[3] = Value() + 0.0;
    Y[4] = Value() + 0.0;
    Y[5] = qdd[0];
    Y[6] = Value() + 0.0;
    Y[7] = Value() + 0.0;
    Y[8] = Value() + 0.0;
    Y[9] = Value() + 0.0;
    Y[10] = qdd[0];
    Y[11] = qd[0];
    Y[12] = t487;
    Y[13] = -(t486 + cosine[0] * t8);
    Y[14] = sine[0] * (t482 - t378) - t484;
    Y[15] = (t9 - t6) * sine[0] + (t17 + t18) * cosine[0];
    Y[16] = t486 - t485;
    Y[17] = -(t483 + (t482 - t377) * cosine[0]);
    Y[18] = sine[0] * t18 + t485;
    Y[19] = 0.13585 * (t484 - (t377 + t482) * sine[0]) + sine[0] * t69;
    Y[20] = t481 + 0.13585 * ((t18 - t17) * sine[0] + cosine[0] * (t6 + t9));
    Y[21] = 0.13585 * ((t378 + t482) * cosine[0] + t483) - cosine[0] * t69;
    Y[22] = 0.13585 * t481;
    Y[23] = Value() + 0.0;
    Y[24] = Value() + 0.0;
    Y[25] = Value() + 0.0;
    Y[26] = (t479 + t40 * sine[1]) * sine[0] - (t40 * cosine[1] - t480) * cosine[0];
    Y[27] = (t371 + cosine[1] * t362) * sine[0] - cosine[0] * (t372 - t362 * sine[1]);
    Y[28] = (t314 * sine[1] - t474 * cosine[1]) * sine[0] - cosine[0] * (t474 * sine[1] + t314 * cosine[1]);
    Y[29] = sine[0] * (t476 - t479) - cosine[0] * (t477 + t480);
    Y[30] = (t478 * cosine[1] + t369 * sine[1]) * sine[0] - cosine[0] * (t369 * cosine[1] - t478 * sine[1]);
    Y[31] = (t44 * cosine[1] - t476) * sine[0] + (t44 * sine[1] + t477) * cosine[0];
    Y[32] = t473;
    Y[33] = 0.13585 * (sine[0] * t366 + t367 * cosine[0]) + t468;
    Y[34] = t475;
    Y[35] = t470;
    Y[36] = Value() + 0.0;
    Y[37] = Value() + 0.0;
    Y[38] = Value() + 0.0;
    Y[39] = sine[0] * (t463 * cosine[1] + t464 * sine[1]) - cosine[0] * (t464 * cosine[1] - t463 * sine[1]);
    Y[40] = (t301 * sine[1] + t302 * cosine[1]) * sine[0] - cosine[0] * (t301 * cosine[1] - t302 * sine[1]);
    Y[41] = sine[0] * (t465 * sine[1] + t466 * cosine[1]) - cosine[0] * (t465 * cosine[1] - t466 * sine[1]);
    Y[42] = sine[0] * (cosine[1] * t460 + t462 * sine[1]) - (t462 * cosine[1] - t460 * sine[1]) * cosine[0];
    Y[43] = (t457 * cosine[1] + t458 * sine[1]) * sine[0] - cosine[0] * (t458 * cosine[1] - t457 * sine[1]);
    Y[44] = sine[0] * (t455 * cosine[1] - t456 * sine[1]) + cosine[0] * (t456 * cosine[1] + t455 * sine[1]);
    Y[45] = t452 + 0.13585 * (cosine[0] * t357 - t356 * sine[0]);
    Y[46] = t355 + 0.13585 * (t354 * cosine[0] + sine[0] * t353);
    Y[47] = 0.13585 * (t352 * cosine[0] + sine[0] * t351) + t449;
    Y[48] = 0.13585 * (sine[0] * t349 + cosine[0] * t350) - t444;
    Y[49] = Value() + 0.0;
    Y[50] = Value() + 0.0;
    Y[51] = Value() + 0.0;
    Y[52] = sine[0] * (t434 * sine[1] + t437 * cosine[1]) - (t434 * cosine[1] - t437 * sine[1]) * cosine[0];
    Y[53] = sine[0] * (t441 * sine[1] + t442 * cosine[1]) - cosine[0] * (t441 * cosine[1] - t442 * sine[1]);
    Y[54] = sine[0] * (t438 * sine[1] + t439 * cosine[1]) - cosine[0] * (t438 * cosine[1] - t439 * sine[1]);
    Y[55] = sine[0] * (t433 * sine[1] - t436 * cosine[1]) - cosine[0] * (t436 * sine[1] + t433 * cosine[1]);
    Y[56] = sine[0] * (t430 * sine[1] + t431 * cosine[1]) - cosine[0] * (cosine[1] * t430 - t431 * sine[1]);
    Y[57] = (t428 * cosine[1] + t429 * sine[1]) * sine[0] - cosine[0] * (t429 * cosine[1] - t428 * sine[1]);
    Y[58] = 0.13585 * (cosine[0] * t345 + t344 * sine[0]) + t423;
    Y[59] = 0.13585 * (cosine[0] * t340 + sine[0] * t339) + t420;
    Y[60] = t417 + 0.13585 * (t334 * sine[0] + cosine[0] * t335);
    Y[61] = 0.13585 * (sine[0] * t330 + t331 * cosine[0]) + t413;
    Y[62] = Value() + 0.0;
    Y[63] = Value() + 0.0;
    Y[64] = Value() + 0.0;
    Y[65] = (t406 * cosine[1] + t407 * sine[1]) * sine[0] - (cosine[1] * t407 - t406 * sine[1]) * cosine[0];
    Y[66] = sine[0] * (t404 * cosine[1] + t405 * sine[1]) - cosine[0] * (t405 * cosine[1] - t404 * sine[1]);
    Y[67] = (t402 * cosine[1] + t403 * sine[1]) * sine[0] - (t403 * cosine[1] - t402 * sine[1]) * cosine[0];
    Y[68] = (t400 * cosine[1] + t401 * sine[1]) * sine[0] - cosine[0] * (t401 * cosine[1] - t400 * sine[1]);
    Y[69] = (t398 * cosine[1] + t399 * sine[1]) * sine[0] - cosine[0] * (t399 * cosine[1] - t398 * sine[1]);
    Y[70] = (t395 * cosine[1] + t396 * sine[1]) * sine[0] - cosine[0] * (t396 * cosine[1] - t395 * sine[1]);
    Y[71] = t390 + 0.13585 * (cosine[0] * t326 - t325 * sine[0]);
    Y[72] = 0.13585 * (t324 * cosine[0] - t323 * sine[0]) + t387;
    Y[73] = t384 + 0.13585 * (cosine[0] * t322 + sine[0] * t321);
    Y[74] = t381 + 0.13585 * (sine[0] * t319 + t320 * cosine[0]);
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
    Y[91] = t376;
    Y[92] = t8 - t6;
    Y[93] = t377 - t378;
    Y[94] = qdd[1];
    Y[95] = t17 - t18;
    Y[96] = -t376;
    Y[97] = t11;
    Y[98] = Value() + 0.0;
    Y[99] = t12;
    Y[100] = Value() + 0.0;
    Y[101] = qdd[1];
    Y[102] = qd[1];
    Y[103] = t375;
    Y[104] = t318;
    Y[105] = t317;
    Y[106] = t316;
    Y[107] = t34;
    Y[108] = t307;
    Y[109] = t305;
    Y[110] = t22 - 0.425 * t373;
    Y[111] = 0.425 * t366;
    Y[112] = 0.425 * t363 + t20;
    Y[113] = 0.425 * t359;
    Y[114] = Value() + 0.0;
    Y[115] = Value() + 0.0;
    Y[116] = Value() + 0.0;
    Y[117] = t238;
    Y[118] = t237;
    Y[119] = t232;
    Y[120] = t79;
    Y[121] = t226;
    Y[122] = t224;
    Y[123] = t303 - 0.425 * t356;
    Y[124] = 0.425 * t353 + t292;
    Y[125] = t287 + 0.425 * t351;
    Y[126] = t282 + 0.425 * t349;
    Y[127] = Value() + 0.0;
    Y[128] = Value() + 0.0;
    Y[129] = Value() + 0.0;
    Y[130] = t208;
    Y[131] = t221;
    Y[132] = t216;
    Y[133] = t207;
    Y[134] = t211;
    Y[135] = t206;
    Y[136] = t278 + 0.425 * t344;
    Y[137] = 0.425 * t339 + t274;
    Y[138] = 0.425 * t334 + t269;
    Y[139] = 0.425 * t330 + t264;
    Y[140] = Value() + 0.0;
    Y[141] = Value() + 0.0;
    Y[142] = Value() + 0.0;
    Y[143] = t190;
    Y[144] = t197;
    Y[145] = t195;
    Y[146] = t193;
    Y[147] = t191;
    Y[148] = t189;
    Y[149] = t262 - 0.425 * t325;
    Y[150] = t256 - 0.425 * t323;
    Y[151] = t250 + 0.425 * t321;
    Y[152] = t244 + 0.425 * t319;
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
    Y[182] = t318;
    Y[183] = t317;
    Y[184] = t316;
    Y[185] = t34;
    Y[186] = t307;
    Y[187] = t305;
    Y[188] = t22;
    Y[189] = Value() + 0.0;
    Y[190] = t20;
    Y[191] = Value() + 0.0;
    Y[192] = qdd[2];
    Y[193] = qd[2];
    Y[194] = t304;
    Y[195] = t238;
    Y[196] = t237;
    Y[197] = t232;
    Y[198] = t79;
    Y[199] = t226;
    Y[200] = t224;
    Y[201] = t303;
    Y[202] = t292;
    Y[203] = t287;
    Y[204] = t282;
    Y[205] = Value() + 0.0;
    Y[206] = Value() + 0.0;
    Y[207] = Value() + 0.0;
    Y[208] = t208;
    Y[209] = t221;
    Y[210] = t216;
    Y[211] = t207;
    Y[212] = t211;
    Y[213] = t206;
    Y[214] = t278;
    Y[215] = t274;
    Y[216] = t269;
    Y[217] = t264;
    Y[218] = Value() + 0.0;
    Y[219] = Value() + 0.0;
    Y[220] = Value() + 0.0;
    Y[221] = t190;
    Y[222] = t197;
    Y[223] = t195;
    Y[224] = t193;
    Y[225] = t191;
    Y[226] = t189;
    Y[227] = t262;
    Y[228] = t256;
    Y[229] = t250;
    Y[230] = t244;
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
    Y[273] = t238;
    Y[274] = t237;
    Y[275] = t232;
    Y[276] = t79;
    Y[277] = t226;
    Y[278] = t224;
    Y[279] = t38;
    Y[280] = Value() + 0.0;
    Y[281] = t36;
    Y[282] = Value() + 0.0;
    Y[283] = qdd[3];
    Y[284] = qd[3];
    Y[285] = t223;
    Y[286] = t208;
    Y[287] = t221;
    Y[288] = t216;
    Y[289] = t207;
    Y[290] = t211;
    Y[291] = t206;
    Y[292] = t203;
    Y[293] = -t202;
    Y[294] = t200;
    Y[295] = Value() + 0.0;
    Y[296] = Value() + 0.0;
    Y[297] = Value() + 0.0;
    Y[298] = Value() + 0.0;
    Y[299] = t190;
    Y[300] = t197;
    Y[301] = t195;
    Y[302] = t193;
    Y[303] = t191;
    Y[304] = t189;
    Y[305] = t186;
    Y[306] = t182;
    Y[307] = t173;
    Y[308] = t158;
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
    Y[364] = -t149;
    Y[365] = t152 - t155;
    Y[366] = t96 - t150;
    Y[367] = t149;
    Y[368] = t148;
    Y[369] = t95;
    Y[370] = t116;
    Y[371] = -t75;
    Y[372] = Value() + 0.0;
    Y[373] = Value() + 0.0;
    Y[374] = qdd[4];
    Y[375] = qd[4];
    Y[376] = t145;
    Y[377] = -t133;
    Y[378] = -t143;
    Y[379] = -t138;
    Y[380] = t132;
    Y[381] = t127 - t130;
    Y[382] = t124 - t125;
    Y[383] = t123;
    Y[384] = -t121;
    Y[385] = t119;
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
    Y[455] = t94;
    Y[456] = t115;
    Y[457] = t105;
    Y[458] = t101;
    Y[459] = t100;
    Y[460] = -t94;
    Y[461] = t87;
    Y[462] = Value() + 0.0;
    Y[463] = t84;
    Y[464] = Value() + 0.0;
    Y[465] = qdd[5];
    Y[466] = qd[5];
    Y[467] = t1;
  }
};
}  // namespace
void regressor(const double* q, const double* qd, const double* qdd, double* Y) {
  evaluate(RegressorBody(), q, qd, qdd, Y);
}


// Built from: the base parameters' columns of the regressor (derivatives of tau's Newton-Euler program by the standard parameters (inputs there)).
// 617 multiplications, 438 additions, 0 divisions, 16 function calls.
namespace {
struct BaseRegressorBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* Yb) const {
    Value sine[5], cosine[5];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[4], q[5]);
    const Value t1 = sign_of(qd[5]);
    const Value t2 = cosine[0] * qd[0];
    const Value t3 = 0.425 * t2;
    const Value t4 = sine[0] * qd[0];
    const Value t5 = 0.425 * qd[1] - 0.1197 * t4;
    const Value t6 = t4 * qd[1];
    const Value t7 = qdd[0] * cosine[0];
    const Value t8 = t6 - t7;
    const Value t9 = 0.13585 * qdd[0];
    const Value t10 = 9.81 * sine[0] + cosine[0] * t9;
    const Value t11 = t9 * sine[0] - 9.81 * cosine[0];
    const Value t12 = 0.1197 * t8 + (t2 * t3 + t5 * qd[1]) + t10;
    const Value t13 = 0.1197 * t2;
    const Value t14 = t2 * t13 - t4 * t5 - 0.425 * t8;
    const Value t15 = t2 * qd[1];
    const Value t16 = qdd[0] * sine[0] + t15;
    const Value t17 = t4 * t3 + t13 * qd[1] + (0.425 * qdd[1] - 0.1197 * t16) + t11;
    const Value t18 = t12 * cosine[1] - t17 * sine[1];
    const Value t19 = t12 * sine[1] + t17 * cosine[1];
    const Value t20 = t4 * sine[1];
    const Value t21 = t2 * cosine[1];
    const Value t22 = t20 - t21;
    const Value t23 = t21 - t20;
    const Value t24 = 0.39225 * t22;
    const Value t25 = qd[2] + qd[1];
    const Value t26 = 0.39225 * t25;
    const Value t27 = t18 + (t25 * t26 + t22 * t24);
    const Value t28 = t2 * sine[1] + t4 * cosine[1];
    const Value t29 = qdd[1] + qdd[2];
    const Value t30 = t19 + (0.39225 * t29 - t28 * t24);
    const Value t31 = cosine[2] * t27 - t30 * sine[2];
    const Value t32 = cosine[2] * t30 + t27 * sine[2];
    const Value t33 = t28 * qd[2] + (t8 * cosine[1] + t16 * sine[1]);
    const Value t34 = t28 * t26 + 0.39225 * t33;
    const Value t35 = cosine[1] * t16 - t8 * sine[1];
    const Value t36 = t22 * qd[2];
    const Value t37 = t35 - t36;
    const Value t38 = t36 - t35;
    const Value t39 = cosine[2] * t28;
    const Value t40 = t22 * sine[2];
    const Value t41 = t39 - t40;
    const Value t42 = t40 - t39;
    const Value t43 = t41 * qd[3] + (cosine[2] * t33 + t37 * sine[2]);
    const Value t44 = 0.093 * t41;
    const Value t45 = t25 + qd[3];
    const Value t46 = t45 * t44 - 0.093 * t43 + t31;
    const Value t47 = t22 * cosine[2] + t28 * sine[2];
    const Value t48 = t47 * sine[3];
    const Value t49 = cosine[3] * t45;
    const Value t50 = t49 - t48;
    const Value t51 = t48 - t49;
    const Value t52 = 0.09465 * t50;
    const Value t53 = t47 * cosine[3] + t45 * sine[3];
    const Value t54 = 0.09465 * t53;
    const Value t55 = t46 + (t52 * t50 + t54 * t53);
    const Value t56 = t37 * cosine[2] - t33 * sine[2];
    const Value t57 = t47 * qd[3];
    const Value t58 = t56 - t57;
    const Value t59 = t57 - t56;
    const Value t60 = 0.093 * t47;
    const Value t61 = 0.093 * t58 + t60 * t45 + t32;
    const Value t62 = 0.13585 * qd[0] * qd[0];
    const Value t63 = t14 - t62;
    const Value t64 = t63 - t34 - (t41 * t44 + t47 * t60);
    const Value t65 = t34 - t63;
    const Value t66 = t62 - t14;
    const Value t67 = cosine[3] * t61 + t64 * sine[3];
    const Value t68 = cosine[3] * t64;
    const Value t69 = sine[3] * t61;
    const Value t70 = t42 + qd[4];
    const Value t71 = qdd[3] + t29;
    const Value t72 = cosine[3] * t71 - t43 * sine[3];
    const Value t73 = t53 * qd[4];
    const Value t74 = t72 - t73;
    const Value t75 = t54 * t70 + 0.09465 * t74 + t67;
    const Value t76 = t55 * sine[4] + cosine[4] * t75;
    const Value t77 = t55 * cosine[4] - sine[4] * t75;
    const Value t78 = t59 + qdd[4];
    const Value t79 = qd[4] * t50 + (t71 * sine[3] + cosine[3] * t43);
    const Value t80 = t53 * cosine[4];
    const Value t81 = t70 * sine[4];
    const Value t82 = t80 - t81;
    const Value t83 = t81 - t80;
    const Value t84 = t82 * qd[5] + (t78 * cosine[4] + t79 * sine[4]);
    const Value t85 = qd[5] + t50;
    const Value t86 = t82 * t85;
    const Value t87 = t84 - t86;
    const Value t88 = t84 + t86;
    const Value t89 = qdd[5] + t74;
    const Value t90 = t70 * cosine[4] + t53 * sine[4];
    const Value t91 = t90 * t90;
    const Value t92 = t82 * t82;
    const Value t93 = t91 - t92;
    const Value t94 = t79 * cosine[4] - t78 * sine[4];
    const Value t95 = qd[5] * t90;
    const Value t96 = t94 - t95;
    const Value t97 = t85 * t90;
    const Value t98 = t97 + (t95 - t94);
    const Value t99 = t85 * t85;
    const Value t100 = t99 - t92;
    const Value t101 = t97 + t96;
    const Value t102 = t82 * t90;
    const Value t103 = t89 - t83 * t90;
    const Value t104 = t99 - t82 * t83;
    const Value t105 = t68 - t69;
    const Value t106 = t105 + (t52 * t70 - 0.09465 * t79);
    const Value t107 = t106 * sine[4];
    const Value t108 = cosine[4] * t106;
    const Value t109 = t102 + t89;
    const Value t110 = t109 * cosine[4];
    const Value t111 = t99 - t91;
    const Value t112 = t99 + t91;
    const Value t113 = t109 * sine[4] + t111 * cosine[4];
    const Value t114 = t111 * sine[4];
    const Value t115 = t86 * cosine[4];
    const Value t116 = t86 * sine[4];
    const Value t117 = t97 * sine[4] + t115;
    const Value t118 = t115 + sine[4] * t96;
    const Value t119 = t97 - t96;
    const Value t120 = t116 - cosine[4] * t97;
    const Value t121 = cosine[4] * t96 - t116;
    const Value t122 = cosine[4] * t119 + t88 * sine[4];
    const Value t123 = t88 * cosine[4] - sine[4] * t119;
    const Value t124 = t89 - t102;
    const Value t125 = sine[4] * t124;
    const Value t126 = cosine[4] * t124;
    const Value t127 = cosine[4] * t100 + t125;
    const Value t128 = t112 * cosine[4] + t125;
    const Value t129 = t126 - sine[4] * t100;
    const Value t130 = t126 - t112 * sine[4];
    const Value t131 = sign_of(qd[4]);
    const Value t132 = t53 * t70;
    const Value t133 = t132 + (t73 - t72);
    const Value t134 = t132 + t74;
    const Value t135 = t74 - t132;
    const Value t136 = t70 * t50;
    const Value t137 = t70 * t70;
    const Value t138 = t53 * t53;
    const Value t139 = t50 * t50;
    const Value t140 = t53 * t50;
    const Value t141 = t51 * t50 - t137;
    const Value t142 = t78 - t53 * t51;
    const Value t143 = t103 * cosine[4] - t104 * sine[4];
    const Value t144 = t104 * cosine[4] + t103 * sine[4];
    const Value t145 = t76 + 0.09465 * t143;
    const Value t146 = t108 + 0.09465 * t98;
    const Value t147 = cosine[3] * t145 - sine[3] * t146;
    const Value t148 = t145 * sine[3] + cosine[3] * t146 + 0.093 * t144;
    const Value t149 = t77 - 0.09465 * t128;
    const Value t150 = t107 - 0.09465 * t88;
    const Value t151 = sine[3] * t150 + cosine[3] * t149;
    const Value t152 = cosine[3] * t150 - t149 * sine[3] - 0.093 * t130;
    const Value t153 = sine[3] * t113 + cosine[3] * t87;
    const Value t154 = cosine[3] * t113 - sine[3] * t87;
    const Value t155 = cosine[3] * t89 + t120 * sine[3];
    const Value t156 = t120 * cosine[3] - t89 * sine[3];
    const Value t157 = sine[3] * t123 + cosine[3] * t93;
    const Value t158 = cosine[3] * t123 - sine[3] * t93;
    const Value t159 = cosine[3] * t101 + sine[3] * t129;
    const Value t160 = cosine[3] * t129 - t101 * sine[3];
    const Value t161 = t102 * cosine[3] + t121 * sine[3];
    const Value t162 = cosine[3] * t121 - t102 * sine[3];
    const Value t163 = t46 * sine[3];
    const Value t164 = t46 * cosine[3];
    const Value t165 = t132 * cosine[3];
    const Value t166 = t132 * sine[3];
    const Value t167 = t136 * sine[3] - t165;
    const Value t168 = t165 + t79 * sine[3];
    const Value t169 = t78 - t140;
    const Value t170 = t139 - t137;
    const Value t171 = cosine[3] * t169 + t170 * sine[3];
    const Value t172 = t170 * cosine[3] - sine[3] * t169;
    const Value t173 = t78 + t140;
    const Value t174 = t137 - t138;
    const Value t175 = t138 + t137;
    const Value t176 = t173 * sine[3] + t174 * cosine[3];
    const Value t177 = t173 * cosine[3] - t174 * sine[3];
    const Value t178 = t136 + t79;
    const Value t179 = sine[3] * t135 + cosine[3] * t178;
    const Value t180 = cosine[3] * t135 - t178 * sine[3];
    const Value t181 = sign_of(qd[3]);
    const Value t182 = t47 * t45;
    const Value t183 = t182 - t58;
    const Value t184 = t59 - t182;
    const Value t185 = t59 + t182;
    const Value t186 = t42 * t41;
    const Value t187 = t47 * t47;
    const Value t188 = -(t186 + t187);
    const Value t189 = t41 * t45;
    const Value t190 = t43 - t189;
    const Value t191 = t47 * t41;
    const Value t192 = t47 * t42 + t71;
    const Value t193 = t42 * t45 - t43;
    const Value t194 = t45 * t45;
    const Value t195 = t194 + t41 * t41;
    const Value t196 = t186 + t194;
    const Value t197 = -t191;
    const Value t198 = t143 * cosine[3] - t98 * sine[3];
    const Value t199 = t98 * cosine[3] + t143 * sine[3];
    const Value t200 = cosine[2] * t198 - t144 * sine[2];
    const Value t201 = cosine[2] * t144 + t198 * sine[2];
    const Value t202 = 0.093 * t198 - t107;
    const Value t203 = 0.39225 * t200 + t147;
    const Value t204 = t88 * sine[3] + t128 * cosine[3];
    const Value t205 = t88 * cosine[3] - t128 * sine[3];
    const Value t206 = t130 * sine[2] + cosine[2] * t204;
    const Value t207 = cosine[2] * t130 - sine[2] * t204;
    const Value t208 = t108 + 0.093 * t204;
    const Value t209 = t151 - 0.39225 * t206;
    const Value t210 = t140 - t78;
    const Value t211 = t210 * cosine[3] + t175 * sine[3];
    const Value t212 = t210 * sine[3] - cosine[3] * t175;
    const Value t213 = cosine[2] * t211 + t178 * sine[2];
    const Value t214 = 0.39225 * t213 - t163;
    const Value t215 = cosine[3] * t141 - t142 * sine[3];
    const Value t216 = 0.093 * t215 + (t69 - t68);
    const Value t217 = t142 * cosine[3] + t141 * sine[3];
    const Value t218 = cosine[2] * t215 + t133 * sine[2];
    const Value t219 = t215 * sine[2] - cosine[2] * t133;
    const Value t220 = 0.093 * t133 - t163;
    const Value t221 = 0.39225 * t218 + t164;
    const Value t222 = t71 - t191;
    const Value t223 = t71 + t191;
    const Value t224 = t194 + t187;
    const Value t225 = t194 - t187;
    const Value t226 = cosine[2] * t222 - t224 * sine[2];
    const Value t227 = t222 * sine[2] + t224 * cosine[2];
    const Value t228 = 0.39225 * t226 + t32;
    const Value t229 = t223 * sine[2];
    const Value t230 = t223 * cosine[2];
    const Value t231 = t229 + cosine[2] * t195;
    const Value t232 = t230 - t195 * sine[2];
    const Value t233 = t230 - t225 * sine[2];
    const Value t234 = t229 + cosine[2] * t225;
    const Value t235 = t31 - 0.39225 * t231;
    const Value t236 = sign_of(qd[2]);
    const Value t237 = t22 * t25;
    const Value t238 = t38 - t237;
    const Value t239 = t38 - t25 * t23;
    const Value t240 = t28 * t28;
    const Value t241 = t240 + t22 * t23;
    const Value t242 = t25 * t28;
    const Value t243 = t22 * t28;
    const Value t244 = t22 * t22;
    const Value t245 = t25 * t25;
    const Value t246 = t33 - t242;
    const Value t247 = -t243;
    const Value t248 = t200 * cosine[1] - t201 * sine[1];
    const Value t249 = t200 * sine[1] + t201 * cosine[1];
    const Value t250 = t206 * cosine[1] + t207 * sine[1];
    const Value t251 = t207 * cosine[1] - t206 * sine[1];
    const Value t252 = t211 * sine[2] - cosine[2] * t178;
    const Value t253 = 0.093 * t211 + t67;
    const Value t254 = 0.093 * t178 - t164;
    const Value t255 = t213 * cosine[1] - t252 * sine[1];
    const Value t256 = t213 * sine[1] + t252 * cosine[1];
    const Value t257 = t218 * cosine[1] - t219 * sine[1];
    const Value t258 = t218 * sine[1] + t219 * cosine[1];
    const Value t259 = cosine[1] * t226 - t227 * sine[1];
    const Value t260 = t226 * sine[1] + cosine[1] * t227;
    const Value t261 = t232 * sine[1] + t231 * cosine[1];
    const Value t262 = t232 * cosine[1] - t231 * sine[1];
    const Value t263 = t29 - t243;
    const Value t264 = t244 + t245;
    const Value t265 = t245 - t244;
    const Value t266 = t263 * cosine[1] - t264 * sine[1];
    const Value t267 = t263 * sine[1] + t264 * cosine[1];
    const Value t268 = t240 + t245;
    const Value t269 = t245 - t240;
    const Value t270 = t29 + t243;
    const Value t271 = t243 - t29;
    const Value t272 = t270 * sine[1];
    const Value t273 = t270 * cosine[1];
    const Value t274 = t268 * cosine[1] + t272;
    const Value t275 = t273 - t268 * sine[1];
    const Value t276 = sign_of(qd[1]);
    const Value t277 = t4 * t4;
    const Value t278 = t4 * t2;
    const Value t279 = t2 * t2;
    const Value t280 = cosine[2] * t202 - t148 * sine[2];
    const Value t281 = t202 * sine[2] + cosine[2] * t148 + 0.39225 * t199;
    const Value t282 = sine[0] * (t280 * cosine[1] - t281 * sine[1] - 0.1197 * t248) - (0.1197 * t249 - 0.425 * t199 - (t281 * cosine[1] + t280 * sine[1])) * cosine[0];
    const Value t283 = t208 * sine[2] + cosine[2] * t152 - 0.39225 * t205;
    const Value t284 = t152 * sine[2] - cosine[2] * t208;
    const Value t285 = sine[0] * (0.1197 * t250 + (t283 * sine[1] + t284 * cosine[1])) - cosine[0] * (cosine[1] * t283 - t284 * sine[1] + (0.1197 * t251 - 0.425 * t205));
    const Value t286 = t114 - t110;
    const Value t287 = cosine[2] * t286 + t154 * sine[2];
    const Value t288 = cosine[2] * t154 - t286 * sine[2];
    const Value t289 = t156 * sine[2] - cosine[2] * t117;
    const Value t290 = t117 * sine[2] + cosine[2] * t156;
    const Value t291 = cosine[2] * t122 + t158 * sine[2];
    const Value t292 = cosine[2] * t158 - t122 * sine[2];
    const Value t293 = cosine[2] * t127 + sine[2] * t160;
    const Value t294 = cosine[2] * t160 - t127 * sine[2];
    const Value t295 = cosine[2] * t118 + t162 * sine[2];
    const Value t296 = cosine[2] * t162 - t118 * sine[2];
    const Value t297 = cosine[2] * t254 - t253 * sine[2] - 0.39225 * t212;
    const Value t298 = t254 * sine[2] + cosine[2] * t253;
    const Value t299 = (t297 * sine[1] + cosine[1] * t298 - 0.1197 * t255) * sine[0] - cosine[0] * (t297 * cosine[1] - t298 * sine[1] + (0.1197 * t256 - 0.425 * t212));
    const Value t300 = t220 * cosine[2] - t216 * sine[2] - 0.39225 * t217;
    const Value t301 = cosine[2] * t216 + t220 * sine[2];
    const Value t302 = sine[0] * (t300 * sine[1] + t301 * cosine[1] - 0.1197 * t257) - cosine[0] * (t300 * cosine[1] - t301 * sine[1] + (0.1197 * t258 - 0.425 * t217));
    const Value t303 = t166 + t136 * cosine[3];
    const Value t304 = t79 * cosine[3] - t166;
    const Value t305 = t303 * sine[2] - t78 * cosine[2];
    const Value t306 = cosine[2] * t303 + t78 * sine[2];
    const Value t307 = t134 * sine[2] + cosine[2] * t172;
    const Value t308 = t172 * sine[2] - t134 * cosine[2];
    const Value t309 = t136 - t79;
    const Value t310 = cosine[2] * t177 - t309 * sine[2];
    const Value t311 = t177 * sine[2] + cosine[2] * t309;
    const Value t312 = t139 - t138;
    const Value t313 = t180 * cosine[2] - t312 * sine[2];
    const Value t314 = t312 * cosine[2] + t180 * sine[2];
    const Value t315 = cosine[2] * t304 - t140 * sine[2];
    const Value t316 = t140 * cosine[2] + t304 * sine[2];
    const Value t317 = t189 + t43;
    const Value t318 = cosine[2] * t65;
    const Value t319 = t65 * sine[2];
    const Value t320 = 0.39225 * t317 + t318;
    const Value t321 = sine[0] * (t320 * sine[1] + t319 * cosine[1] - 0.1197 * t259) - cosine[0] * (t320 * cosine[1] - t319 * sine[1] + (0.425 * t317 + 0.1197 * t260));
    const Value t322 = t319 + 0.39225 * t183;
    const Value t323 = (0.1197 * t261 + (t318 * cosine[1] - t322 * sine[1])) * sine[0] - cosine[0] * (0.1197 * t262 - 0.425 * t183 - (t318 * sine[1] + t322 * cosine[1]));
    const Value t324 = t196 * sine[2] - cosine[2] * t192;
    const Value t325 = t192 * sine[2] + t196 * cosine[2];
    const Value t326 = cosine[2] * t182;
    const Value t327 = t182 * sine[2];
    const Value t328 = t189 * sine[2] - t326;
    const Value t329 = t327 + t189 * cosine[2];
    const Value t330 = t326 + t43 * sine[2];
    const Value t331 = cosine[2] * t43 - t327;
    const Value t332 = t185 * cosine[2] - t193 * sine[2];
    const Value t333 = cosine[2] * t193 + t185 * sine[2];
    const Value t334 = t66 * sine[1];
    const Value t335 = cosine[1] * t66;
    const Value t336 = 0.13585 * (cosine[0] * t275 - sine[0] * t274) + (sine[0] * (t335 + 0.1197 * t274) - cosine[0] * (0.1197 * t275 - 0.425 * (t237 - t37) - t334));
    const Value t337 = t242 + t33;
    const Value t338 = 0.13585 * (sine[0] * t266 + cosine[0] * t267) + ((t334 - 0.1197 * t266) * sine[0] - (0.1197 * t267 + 0.425 * t337 + t335) * cosine[0]);
    const Value t339 = t237 * cosine[1];
    const Value t340 = t237 * sine[1];
    const Value t341 = qd[1] * qd[1];
    const Value t342 = (qdd[1] + t278) * sine[0];
    const Value t343 = cosine[0] * (qdd[1] - t278);
    const Value t344 = sine[0] * t15;
    const Value t345 = sign_of(qd[0]);
    Yb[0] = qdd[0];
    Yb[1] = qd[0];
    Yb[2] = t345;
    Yb[3] = -(t344 + cosine[0] * t8);
    Yb[4] = sine[0] * (t341 - t279) - t343;
    Yb[5] = (t7 - t6 - t6) * sine[0] + (t15 + t16) * cosine[0];
    Yb[6] = t344 - cosine[0] * t6;
    Yb[7] = -(t342 + (t341 - t277) * cosine[0]);
    Yb[8] = 0.13585 * (t343 - (t277 + t341) * sine[0]) + sine[0] * t62;
    Yb[9] = 0.13585 * ((t279 + t341) * cosine[0] + t342) - cosine[0] * t62;
    Yb[10] = Value() + 0.0;
    Yb[11] = Value() + 0.0;
    Yb[12] = (t339 + t33 * sine[1]) * sine[0] - (t33 * cosine[1] - t340) * cosine[0];
    Yb[13] = (t272 + cosine[1] * t265) * sine[0] - cosine[0] * (t273 - t265 * sine[1]);
    Yb[14] = (t239 * sine[1] - t337 * cosine[1]) * sine[0] - cosine[0] * (t337 * sine[1] + t239 * cosine[1]);
    Yb[15] = sine[0] * (t242 * sine[1] - t339) - cosine[0] * (t242 * cosine[1] + t340);
    Yb[16] = (t271 * cosine[1] + t269 * sine[1]) * sine[0] - cosine[0] * (t269 * cosine[1] - t271 * sine[1]);
    Yb[17] = t336;
    Yb[18] = t338;
    Yb[19] = Value() + 0.0;
    Yb[20] = Value() + 0.0;
    Yb[21] = Value() + 0.0;
    Yb[22] = sine[0] * (t330 * cosine[1] + t331 * sine[1]) - cosine[0] * (t331 * cosine[1] - t330 * sine[1]);
    Yb[23] = (t233 * sine[1] + t234 * cosine[1]) * sine[0] - cosine[0] * (t233 * cosine[1] - t234 * sine[1]);
    Yb[24] = sine[0] * (t332 * sine[1] + t333 * cosine[1]) - cosine[0] * (t332 * cosine[1] - t333 * sine[1]);
    Yb[25] = sine[0] * (cosine[1] * t328 + t329 * sine[1]) - (t329 * cosine[1] - t328 * sine[1]) * cosine[0];
    Yb[26] = (t324 * cosine[1] + t325 * sine[1]) * sine[0] - cosine[0] * (t325 * cosine[1] - t324 * sine[1]);
    Yb[27] = t323 + 0.13585 * (cosine[0] * t262 - t261 * sine[0]);
    Yb[28] = 0.13585 * (t260 * cosine[0] + sine[0] * t259) + t321;
    Yb[29] = Value() + 0.0;
    Yb[30] = Value() + 0.0;
    Yb[31] = Value() + 0.0;
    Yb[32] = sine[0] * (t315 * sine[1] + t316 * cosine[1]) - (t315 * cosine[1] - t316 * sine[1]) * cosine[0];
    Yb[33] = sine[0] * (t313 * sine[1] + t314 * cosine[1]) - cosine[0] * (t313 * cosine[1] - t314 * sine[1]);
    Yb[34] = sine[0] * (t310 * sine[1] + t311 * cosine[1]) - cosine[0] * (t310 * cosine[1] - t311 * sine[1]);
    Yb[35] = sine[0] * (t307 * sine[1] + t308 * cosine[1]) - cosine[0] * (cosine[1] * t307 - t308 * sine[1]);
    Yb[36] = (t305 * cosine[1] + t306 * sine[1]) * sine[0] - cosine[0] * (t306 * cosine[1] - t305 * sine[1]);
    Yb[37] = 0.13585 * (cosine[0] * t258 + t257 * sine[0]) + t302;
    Yb[38] = 0.13585 * (cosine[0] * t256 + sine[0] * t255) + t299;
    Yb[39] = Value() + 0.0;
    Yb[40] = Value() + 0.0;
    Yb[41] = Value() + 0.0;
    Yb[42] = (t295 * cosine[1] + t296 * sine[1]) * sine[0] - (cosine[1] * t296 - t295 * sine[1]) * cosine[0];
    Yb[43] = sine[0] * (t293 * cosine[1] + t294 * sine[1]) - cosine[0] * (t294 * cosine[1] - t293 * sine[1]);
    Yb[44] = (t291 * cosine[1] + t292 * sine[1]) * sine[0] - (t292 * cosine[1] - t291 * sine[1]) * cosine[0];
    Yb[45] = (t289 * cosine[1] + t290 * sine[1]) * sine[0] - cosine[0] * (t290 * cosine[1] - t289 * sine[1]);
    Yb[46] = (t287 * cosine[1] + t288 * sine[1]) * sine[0] - cosine[0] * (t288 * cosine[1] - t287 * sine[1]);
    Yb[47] = t285 + 0.13585 * (cosine[0] * t251 - t250 * sine[0]);
    Yb[48] = t282 + 0.13585 * (cosine[0] * t249 + sine[0] * t248);
    Yb[49] = Value() + 0.0;
    Yb[50] = Value() + 0.0;
    Yb[51] = Value() + 0.0;
    Yb[52] = Value() + 0.0;
    Yb[53] = Value() + 0.0;
    Yb[54] = Value() + 0.0;
    Yb[55] = t278;
    Yb[56] = t8 - t6;
    Yb[57] = t277 - t279;
    Yb[58] = qdd[1];
    Yb[59] = t15 - t16;
    Yb[60] = t10;
    Yb[61] = t11;
    Yb[62] = qd[1];
    Yb[63] = t276;
    Yb[64] = t247;
    Yb[65] = t246;
    Yb[66] = t241;
    Yb[67] = t29;
    Yb[68] = t238;
    Yb[69] = t18 - 0.425 * t274;
    Yb[70] = 0.425 * t266 + t19;
    Yb[71] = Value() + 0.0;
    Yb[72] = Value() + 0.0;
    Yb[73] = Value() + 0.0;
    Yb[74] = t197;
    Yb[75] = t190;
    Yb[76] = t188;
    Yb[77] = t71;
    Yb[78] = t184;
    Yb[79] = t235 - 0.425 * t261;
    Yb[80] = t228 + 0.425 * t259;
    Yb[81] = Value() + 0.0;
    Yb[82] = Value() + 0.0;
    Yb[83] = Value() + 0.0;
    Yb[84] = t168;
    Yb[85] = t179;
    Yb[86] = t176;
    Yb[87] = t171;
    Yb[88] = t167;
    Yb[89] = t221 + 0.425 * t257;
    Yb[90] = 0.425 * t255 + t214;
    Yb[91] = Value() + 0.0;
    Yb[92] = Value() + 0.0;
    Yb[93] = Value() + 0.0;
    Yb[94] = t161;
    Yb[95] = t159;
    Yb[96] = t157;
    Yb[97] = t155;
    Yb[98] = t153;
    Yb[99] = t209 - 0.425 * t250;
    Yb[100] = t203 + 0.425 * t248;
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
    Yb[116] = t247;
    Yb[117] = t246;
    Yb[118] = t241;
    Yb[119] = t29;
    Yb[120] = t238;
    Yb[121] = t18;
    Yb[122] = t19;
    Yb[123] = qdd[2];
    Yb[124] = qd[2];
    Yb[125] = t236;
    Yb[126] = t197;
    Yb[127] = t190;
    Yb[128] = t188;
    Yb[129] = t71;
    Yb[130] = t184;
    Yb[131] = t235;
    Yb[132] = t228;
    Yb[133] = Value() + 0.0;
    Yb[134] = Value() + 0.0;
    Yb[135] = Value() + 0.0;
    Yb[136] = t168;
    Yb[137] = t179;
    Yb[138] = t176;
    Yb[139] = t171;
    Yb[140] = t167;
    Yb[141] = t221;
    Yb[142] = t214;
    Yb[143] = Value() + 0.0;
    Yb[144] = Value() + 0.0;
    Yb[145] = Value() + 0.0;
    Yb[146] = t161;
    Yb[147] = t159;
    Yb[148] = t157;
    Yb[149] = t155;
    Yb[150] = t153;
    Yb[151] = t209;
    Yb[152] = t203;
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
    Yb[178] = t197;
    Yb[179] = t190;
    Yb[180] = t188;
    Yb[181] = t71;
    Yb[182] = t184;
    Yb[183] = t31;
    Yb[184] = t32;
    Yb[185] = qdd[3];
    Yb[186] = qd[3];
    Yb[187] = t181;
    Yb[188] = t168;
    Yb[189] = t179;
    Yb[190] = t176;
    Yb[191] = t171;
    Yb[192] = t167;
    Yb[193] = t164;
    Yb[194] = -t163;
    Yb[195] = Value() + 0.0;
    Yb[196] = Value() + 0.0;
    Yb[197] = Value() + 0.0;
    Yb[198] = t161;
    Yb[199] = t159;
    Yb[200] = t157;
    Yb[201] = t155;
    Yb[202] = t153;
    Yb[203] = t151;
    Yb[204] = t147;
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
    Yb[240] = -t140;
    Yb[241] = t138 - t139;
    Yb[242] = t79 - t136;
    Yb[243] = t134;
    Yb[244] = t78;
    Yb[245] = t105;
    Yb[246] = -t67;
    Yb[247] = qdd[4];
    Yb[248] = qd[4];
    Yb[249] = t131;
    Yb[250] = -t118;
    Yb[251] = -t127;
    Yb[252] = -t122;
    Yb[253] = t117;
    Yb[254] = t110 - t114;
    Yb[255] = t108;
    Yb[256] = t107;
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
    Yb[302] = t102;
    Yb[303] = t101;
    Yb[304] = t93;
    Yb[305] = t89;
    Yb[306] = t87;
    Yb[307] = t77;
    Yb[308] = t76;
    Yb[309] = qdd[5];
    Yb[310] = qd[5];
    Yb[311] = t1;
  }
};
}  // namespace
void base_regressor(const double* q, const double* qd, const double* qdd, double* Yb) {
  evaluate(BaseRegressorBody(), q, qd, qdd, Yb);
}


// Built from: the model's standard parameters grouped exactly.
// 0 multiplications, 0 additions, 0 divisions, 0 function calls.


void base_parameters(double* beta) {
  beta[0] = 0.16750902095555;
  beta[1] = 0.0;
  beta[2] = 0.0;
  beta[3] = 1.3929342791666666;
  beta[4] = 0.0;
  beta[5] = 0.0;
  beta[6] = 1.4080416791666666;
  beta[7] = 0.179124968875;
  beta[8] = 0.0;
  beta[9] = 3.88977;
  beta[10] = 0.0;
  beta[11] = 0.0;
  beta[12] = 0.5685348292125;
  beta[13] = 0.0;
  beta[14] = 0.0;
  beta[15] = 0.5727288292125;
  beta[16] = -0.1007721675;
  beta[17] = 0.0;
  beta[18] = 1.594451775;
  beta[19] = 0.0;
  beta[20] = 0.0;
  beta[21] = 0.0;
  beta[22] = 0.01459785988165;
  beta[23] = 0.0;
  beta[24] = 0.0;
  beta[25] = 0.01583209738165;
  beta[26] = -0.013996669857;
  beta[27] = 0.0;
  beta[28] = 0.150887345;
  beta[29] = 0.0;
  beta[30] = 0.0;
  beta[31] = 0.0;
  beta[32] = 0.0025425267421732333;
  beta[33] = 0.0;
  beta[34] = 0.0;
  beta[35] = -0.003292500193635;
  beta[36] = 0.0037767642421732335;
  beta[37] = 0.0;
  beta[38] = 0.0351648539;
  beta[39] = 0.0;
  beta[40] = 0.0;
  beta[41] = 0.0;
  beta[42] = 0.0;
  beta[43] = 0.0;
  beta[44] = 0.0;
  beta[45] = 0.00019024875;
  beta[46] = 0.0;
  beta[47] = 0.0;
  beta[48] = 0.0;
  beta[49] = 0.0;
  beta[50] = 0.0;
  beta[51] = 0.0;
}

// Built from: forward kinematics in the base frame, the task's rows.
// 66 multiplications, 55 additions, 0 divisions, 10 function calls.
namespace {
struct TaskJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* Jx) const {
    Value sine[5], cosine[5];
    const Value t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[4], q[0]);
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = sine[0] * sine[1] - cosine[0] * cosine[1];
    const Value t3 = t2 * sine[2] - cosine[2] * t1;
    const Value t4 = sine[4] * sine[0];
    const Value t5 = cosine[0] * sine[4];
    const Value t6 = t4 * sine[1] - t5 * cosine[1];
    const Value t7 = t4 * cosine[1] + t5 * sine[1];
    const Value t8 = t7 * sine[2] + t6 * cosine[2];
    const Value t9 = sine[0] * cosine[4];
    const Value t10 = cosine[0] * cosine[4];
    const Value t11 = t9 * sine[1] - t10 * cosine[1];
    const Value t12 = t9 * cosine[1] + t10 * sine[1];
    const Value t13 = cosine[2] * t11 + t12 * sine[2];
    const Value t14 = -sine[4];
    const Value t15 = 0.13585 * sine[4];
    const Value t16 = 0.425 * t10 + 0.1197 * sine[4] - t15;
    const Value t17 = t16 - 0.39225 * t11;
    const Value t18 = t17 - 0.093 * sine[4];
    const Value t19 = t18 - 0.09465 * t13;
    const Value t20 = t19 - t18;
    const Value t21 = 0.13585 * cosine[4];
    const Value t22 = t21 + (0.425 * t5 - 0.1197 * cosine[4]);
    const Value t23 = t22 - 0.39225 * t6;
    const Value t24 = t23 + 0.093 * cosine[4];
    const Value t25 = 0.09465 * t8;
    const Value t26 = t24 - t25;
    const Value t27 = t26 - t24;
    const Value t28 = 0.089159 - 0.425 * sine[0];
    const Value t29 = t28 - 0.39225 * t1;
    const Value t30 = 0.09465 * t3 + t29;
    const Value t31 = t30 - t29;
    const Value t32 = t30 - t28;
    const Value t33 = t30 - 0.089159;
    Jx[0] = t25 - t24;
    Jx[1] = t33 * cosine[4];
    Jx[2] = cosine[4] * t32;
    Jx[3] = cosine[4] * t31;
    Jx[4] = -(t8 * t31 + t27 * t3);
    Jx[5] = Value() + 0.0;
    Jx[6] = t19;
    Jx[7] = t33 * sine[4];
    Jx[8] = sine[4] * t32;
    Jx[9] = sine[4] * t31;
    Jx[10] = t3 * t20 + t13 * t31;
    Jx[11] = Value() + 0.0;
    Jx[12] = Value() + 0.0;
    Jx[13] = -((t15 + t19) * cosine[4] + sine[4] * (t26 - t21));
    Jx[14] = -((t19 - t16) * cosine[4] + (t26 - t22) * sine[4]);
    Jx[15] = -((t26 - t23) * sine[4] + (t19 - t17) * cosine[4]);
    Jx[16] = t20 * t8 - t27 * t13;
    Jx[17] = Value() + 0.0;
    Jx[18] = Value() + 0.0;
    Jx[19] = t14;
    Jx[20] = t14;
    Jx[21] = t14;
    Jx[22] = -t13;
    Jx[23] = -((t11 * sine[2] - cosine[2] * t12) * sine[3] + cosine[3] * sine[4]);
    Jx[24] = Value() + 0.0;
    Jx[25] = cosine[4];
    Jx[26] = cosine[4];
    Jx[27] = cosine[4];
    Jx[28] = -t8;
    Jx[29] = cosine[3] * cosine[4] - (t6 * sine[2] - cosine[2] * t7) * sine[3];
    Jx[30] = Value() + 1.0;
    Jx[31] = Value() + 0.0;
    Jx[32] = Value() + 0.0;
    Jx[33] = Value() + 0.0;
    Jx[34] = t3;
    Jx[35] = -(sine[3] * (t1 * sine[2] + t2 * cosine[2]));
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
// 2383 multiplications, 2295 additions, 12 divisions, 10 function calls. The solves included. Besides the functions it calls.

namespace {
struct TaskCoriolisCoefficientsBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, double* H) const {
    double sine[5], cosine[5];
    const double t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[2], t0, q[4], q[0]);
    const double t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const double t2 = t1 * sine[2];
    const double t3 = sine[0] * sine[1];
    const double t4 = cosine[0] * cosine[1];
    const double t5 = t3 - t4;
    const double t6 = t4 - t3;
    const double t7 = t2 + t5 * cosine[2];
    const double t8 = t5 * sine[2];
    const double t9 = t2 - cosine[2] * t6;
    const double t10 = cosine[2] * t1;
    const double t11 = -((t10 + t6 * sine[2]) * sine[3]);
    const double t12 = 0.39225 * t6;
    const double t13 = sine[4] * sine[0];
    const double t14 = t13 * sine[1];
    const double t15 = cosine[0] * sine[4];
    const double t16 = t15 * cosine[1];
    const double t17 = t14 - t16;
    const double t18 = t16 - t14;
    const double t19 = t17 * sine[2];
    const double t20 = t13 * cosine[1] + t15 * sine[1];
    const double t21 = 0.425 * t15;
    const double t22 = 0.425 * t13;
    const double t23 = cosine[2] * t20;
    const double t24 = t19 - t23;
    const double t25 = t23 - t19;
    const double t26 = t18 * sine[2] + t23;
    const double t27 = t20 * sine[2];
    const double t28 = 0.39225 * t20;
    const double t29 = t27 + t17 * cosine[2];
    const double t30 = cosine[2] * t18;
    const double t31 = t27 - t30;
    const double t32 = t30 - t27;
    const double t33 = -(sine[3] * t31);
    const double t34 = -t26;
    const double t35 = sine[0] * cosine[4];
    const double t36 = t35 * sine[1];
    const double t37 = cosine[0] * cosine[4];
    const double t38 = t37 * cosine[1];
    const double t39 = t36 - t38;
    const double t40 = t38 - t36;
    const double t41 = t39 * sine[2];
    const double t42 = t35 * cosine[1] + t37 * sine[1];
    const double t43 = 0.425 * t35;
    const double t44 = cosine[2] * t42;
    const double t45 = t41 - t44;
    const double t46 = t44 - t41;
    const double t47 = t44 + t40 * sine[2];
    const double t48 = t42 * sine[2];
    const double t49 = -(sine[3] * (t48 - t40 * cosine[2]));
    const double t50 = cosine[2] * t39 + t48;
    const double t51 = 0.39225 * t42;
    const double t52 = -sine[4];
    const double t53 = -t47;
    const double t54 = -cosine[4];
    const double t55 = 0.13585 * sine[4];
    const double t56 = 0.425 * t37 + 0.1197 * sine[4] - t55;
    const double t57 = t56 - 0.39225 * t39;
    const double t58 = t57 - 0.093 * sine[4];
    const double t59 = t58 - 0.09465 * t50;
    const double t60 = t59 - t58;
    const double t61 = (t59 - t57) * sine[4];
    const double t62 = (t59 - t56) * sine[4];
    const double t63 = (t55 + t59) * sine[4];
    const double t64 = 0.09465 * t46;
    const double t65 = 0.1197 * cosine[4];
    const double t66 = 0.13585 * cosine[4];
    const double t67 = t66 + (t21 - t65);
    const double t68 = t65 - t21 - t66;
    const double t69 = t67 - 0.39225 * t17;
    const double t70 = t68 - 0.39225 * t18;
    const double t71 = 0.093 * cosine[4];
    const double t72 = t69 + t71;
    const double t73 = t70 - t71;
    const double t74 = t72 - 0.09465 * t29;
    const double t75 = t74 - t72;
    const double t76 = 0.09465 * t25;
    const double t77 = 0.09465 * t47;
    const double t78 = t77 + t51;
    const double t79 = t51 - t78;
    const double t80 = t43 + t51;
    const double t81 = t77 + t80;
    const double t82 = t80 - t81;
    const double t83 = t26 * t60;
    const double t84 = 0.09465 * t26;
    const double t85 = t28 + t84;
    const double t86 = t28 - t85;
    const double t87 = t28 + t22;
    const double t88 = t84 + t87;
    const double t89 = t87 - t88;
    const double t90 = t75 * t47;
    const double t91 = cosine[4] * t64 + t76 * sine[4];
    const double t92 = t60 * t50;
    const double t93 = t73 - 0.09465 * t32;
    const double t94 = t93 - t73;
    const double t95 = t8 - t10;
    const double t96 = 0.089159 - 0.425 * sine[0];
    const double t97 = t96 - 0.39225 * t1;
    const double t98 = 0.09465 * t95 + t97;
    const double t99 = t98 - t97;
    const double t100 = t47 * t99;
    const double t101 = t98 - t96;
    const double t102 = t98 - 0.089159;
    const double t103 = 0.09465 * t7;
    const double t104 = 0.09465 * t9;
    const double t105 = t104 - t12;
    const double t106 = t105 + t12;
    const double t107 = t60 * t9;
    const double t108 = t103 * sine[4];
    const double t109 = 0.425 * cosine[0];
    const double t110 = t109 + t12;
    const double t111 = t104 - t110;
    const double t112 = t110 + t111;
    const double t113 = t109 + t111;
    const double t114 = t75 * t9;
    const double t115 = t26 * t99;
    const double t116 = t103 * cosine[4];
    H[0] = t88 - t102 * sine[4];
    H[1] = t85 - sine[4] * t101;
    H[2] = t76 - sine[4] * t99;
    H[3] = -(t95 * t60 + t50 * t99);
    H[4] = 0.0;
    H[5] = cosine[4] * t113 + t105 * cosine[4];
    H[6] = t116 + t112 * cosine[4];
    H[7] = -(t115 + t112 * t29 + (t89 * t95 + t114));
    H[8] = 0.0;
    H[9] = t116 + cosine[4] * t106;
    H[10] = -(t95 * t86 + t114 + (t29 * t106 + t115));
    H[11] = 0.0;
    H[12] = -(t75 * t7 - t76 * t95 + (t25 * t99 + t103 * t29));
    H[13] = 0.0;
    H[14] = 0.0;
    H[15] = t102 * cosine[4] - t81;
    H[16] = cosine[4] * t101 - t78;
    H[17] = cosine[4] * t99 - t64;
    H[18] = t32 * t99 + t95 * t94;
    H[19] = 0.0;
    H[20] = sine[4] * t105 + sine[4] * t113;
    H[21] = t112 * sine[4] + t108;
    H[22] = t95 * t82 + t107 + (t100 + t112 * t50);
    H[23] = 0.0;
    H[24] = sine[4] * t106 + t108;
    H[25] = t100 + t50 * t106 + (t95 * t79 + t107);
    H[26] = 0.0;
    H[27] = t60 * t7 - t95 * t64 + (t46 * t99 + t103 * t50);
    H[28] = 0.0;
    H[29] = 0.0;
    H[30] = -(cosine[4] * (t66 + t93) - t63 + (cosine[4] * (t74 - t66) + t63));
    H[31] = -(cosine[4] * (t93 - t68) - t62 + ((t74 - t67) * cosine[4] + t62));
    H[32] = -(cosine[4] * (t93 - t70) - t61 + ((t74 - t69) * cosine[4] + t61));
    H[33] = t92 + t29 * t94 - (t75 * t32 + t92);
    H[34] = 0.0;
    H[35] = sine[4] * t85 + t78 * cosine[4] - ((t43 - t81) * cosine[4] + sine[4] * (t22 - t88));
    H[36] = t91 - (cosine[4] * t82 + t89 * sine[4]);
    H[37] = t82 * t29 + t83 - (t89 * t50 + t90);
    H[38] = 0.0;
    H[39] = t91 - (sine[4] * t86 + cosine[4] * t79);
    H[40] = t79 * t29 + t83 - (t86 * t50 + t90);
    H[41] = 0.0;
    H[42] = t25 * t60 - t64 * t29 - (t75 * t46 - t76 * t50);
    H[43] = 0.0;
    H[44] = 0.0;
    H[45] = t54;
    H[46] = t54;
    H[47] = t54;
    H[48] = t31;
    H[49] = -(t26 * sine[3] + cosine[3] * cosine[4]);
    H[50] = 0.0;
    H[51] = 0.0;
    H[52] = t53;
    H[53] = t49;
    H[54] = 0.0;
    H[55] = t53;
    H[56] = t49;
    H[57] = t45;
    H[58] = -(sine[3] * t50);
    H[59] = sine[4] * sine[3] - cosine[3] * t45;
    H[60] = t52;
    H[61] = t52;
    H[62] = t52;
    H[63] = -t50;
    H[64] = -(t45 * sine[3] + cosine[3] * sine[4]);
    H[65] = 0.0;
    H[66] = 0.0;
    H[67] = t34;
    H[68] = t33;
    H[69] = 0.0;
    H[70] = t34;
    H[71] = t33;
    H[72] = t24;
    H[73] = -(sine[3] * t29);
    H[74] = -(cosine[3] * t24 + cosine[4] * sine[3]);
    H[75] = 0.0;
    H[76] = 0.0;
    H[77] = 0.0;
    H[78] = 0.0;
    H[79] = 0.0;
    H[80] = 0.0;
    H[81] = 0.0;
    H[82] = t9;
    H[83] = t11;
    H[84] = 0.0;
    H[85] = t9;
    H[86] = t11;
    H[87] = t7;
    H[88] = -(sine[3] * (t10 - t8));
    H[89] = -(cosine[3] * t7);
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
// 1191 multiplications, 1064 additions, 12 divisions, 8 function calls. The solves included. Besides the functions it calls.

namespace {
struct TaskCentrifugalCoefficientsBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, double* H) const {
    double sine[4], cosine[4];
    const double t0 = 1.5707963267948966 + q[3];
    sin_cos(sine, cosine, q[1], q[0], q[2], t0);
    const double t1 = sine[0] * cosine[1];
    const double t2 = cosine[0] * cosine[1];
    const double t3 = t1 * cosine[2] + t2 * sine[2];
    const double t4 = cosine[3] * t3;
    const double t5 = t1 * sine[2];
    const double t6 = t2 * cosine[2];
    const double t7 = t5 - t6;
    const double t8 = 0.09465 * (t4 + (t6 - t5) * sine[3]);
    const double t9 = 0.09465 * (cosine[3] * t7 + t3 * sine[3]) - (0.425 * t2 + 0.1197 * sine[1] - 0.13585 * sine[1] - 0.39225 * t7 - 0.093 * sine[1]);
    const double t10 = 0.39225 * t3;
    const double t11 = sine[1] * sine[0];
    const double t12 = cosine[0] * sine[1];
    const double t13 = t11 * cosine[2] + t12 * sine[2];
    const double t14 = cosine[3] * t13;
    const double t15 = t11 * sine[2];
    const double t16 = t12 * cosine[2];
    const double t17 = t16 - t15;
    const double t18 = 0.1197 * cosine[1] - 0.425 * t12 - 0.13585 * cosine[1] - 0.39225 * t17 - 0.093 * cosine[1] - 0.09465 * (cosine[3] * t17 - t13 * sine[3]);
    const double t19 = 0.09465 * (t17 * sine[3] + t14);
    const double t20 = 0.39225 * t13;
    const double t21 = (cosine[0] * sine[2] + sine[0] * cosine[2]) * sine[3];
    const double t22 = sine[0] * sine[2];
    const double t23 = cosine[0] * cosine[2];
    const double t24 = 0.09465 * (t21 + (t22 - t23) * cosine[3]);
    const double t25 = t23 - t22;
    const double t26 = 0.09465 * (t21 - cosine[3] * t25);
    const double t27 = 0.39225 * t25;
    const double t28 = t26 - t27;
    const double t29 = t26 - (0.425 * cosine[0] + t27);
    H[0] = t9;
    H[1] = cosine[1] * t29;
    H[2] = t28 * cosine[1];
    H[3] = t24 * cosine[1];
    H[4] = 0.0;
    H[5] = 0.0;
    H[6] = t18;
    H[7] = sine[1] * t29;
    H[8] = sine[1] * t28;
    H[9] = t24 * sine[1];
    H[10] = 0.0;
    H[11] = 0.0;
    H[12] = 0.0;
    H[13] = cosine[1] * (t8 + (0.425 * t1 + t10)) + sine[1] * (t19 + (t20 + 0.425 * t11));
    H[14] = sine[1] * (t20 + t19) + (t8 + t10) * cosine[1];
    H[15] = cosine[1] * (0.09465 * (t4 - t7 * sine[3])) + 0.09465 * (t14 - (t15 - t16) * sine[3]) * sine[1];
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


}  // namespace ur5_axes
