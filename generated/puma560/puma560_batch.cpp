// puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
// Each function's "Built from" line names its route.
// Do not edit; regenerate with the command below instead.
// Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
// Command: nedyn generate puma560.yaml
// The batches, NAME_batch(count, ...), of puma560.hpp: each runs NAME's body
// (as puma560.cpp has it) over vector lanes of states, or calls NAME once per
// state. A build that calls no batch leaves this file out.
#include "puma560.hpp"

#include <cmath>

// No product and sum fused into one FMA, whatever the processor (AVX-512F
// has FMA) and the compiler's default (g++'s GNU C++ fuses): each state of a
// batch keeps the single call's bits.
#if defined(__clang__)
#pragma clang fp contract(off)
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif

namespace puma560 {
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
// One value at a time: only in the batches of a compiler without vectors.
#if !defined(__GNUC__)
/// 1, -1 or 0 (0 also for NaN).
inline double sign_of(const double v) {
  return v > 0.0 ? 1.0 : (v < 0.0 ? -1.0 : 0.0);
}
#endif
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

// NAME_batch(count, ...): state k's arrays at q + k * size, as for one call
// (templates/lanes.mustache).

/// Runs lanes(sin_cos, k, valid, argument...) over states 0 to count - 1 in
/// blocks of V's lanes.
template <typename V, typename Lanes, typename... Argument>
inline void run_batch(Lanes lanes, int count, const Argument&... argument) {
  const int width = static_cast<int>(sizeof(V) / sizeof(double));
  for (int k = 0; k < count; k += width)
    lanes(SinCosInLanes<V>(), k, count - k < width ? count - k : width, argument...);
}

#if defined(__GNUC__)
typedef double batch_lanes_128 __attribute__((vector_size(16)));
#if defined(__x86_64__) && !defined(NEDYN_NO_AVX2)
typedef double batch_lanes_256 __attribute__((vector_size(32)));

/// A batch compiled for AVX2, the body and all it calls inlined (flatten);
/// no FMA, so the same bits.
template <typename Lanes, typename... Argument>
__attribute__((target("avx2"), flatten)) void evaluate_batch_for_avx2(
    Lanes lanes, int count, const Argument&... argument) {
  run_batch<batch_lanes_256>(lanes, count, argument...);
}
// The eight-lane copy only where the compiler optimises: at -O0 in a file
// compiled for AVX2, g++ took 12.5 s on the PUMA's batch file with it and
// 2.7 s without (3.2 s with it for -mavx512f). A debug build keeps the two-
// and four-lane copies, same bits.
#if !defined(NEDYN_NO_AVX512) && defined(__OPTIMIZE__)
typedef double batch_lanes_512 __attribute__((vector_size(64)));

/// A batch compiled for AVX-512F: eight doubles (sixteen floats) a vector,
/// and 32 vector registers instead of 16, so fewer spills. AVX-512F has FMA,
/// into which compilers may fuse products and sums; the pragmas at the top of
/// this file forbid it, so each state keeps the single call's bits.
template <typename Lanes, typename... Argument>
__attribute__((target("avx512f"), flatten)) void evaluate_batch_for_avx512(
    Lanes lanes, int count, const Argument&... argument) {
  run_batch<batch_lanes_512>(lanes, count, argument...);
}
#endif
#endif

/// Evaluates a batch in the widest lanes this processor has.
template <typename Lanes, typename... Argument>
inline void evaluate_batch(Lanes lanes, int count, const Argument&... argument) {
#if defined(__x86_64__) && !defined(NEDYN_NO_AVX2)
#if !defined(NEDYN_NO_AVX512) && defined(__OPTIMIZE__)
  if (__builtin_cpu_supports("avx512f")) {
    evaluate_batch_for_avx512(lanes, count, argument...);
    return;
  }
#endif
  if (__builtin_cpu_supports("avx2")) {
    evaluate_batch_for_avx2(lanes, count, argument...);
    return;
  }
#endif
  run_batch<batch_lanes_128>(lanes, count, argument...);
}
#else
template <typename Lanes, typename... Argument>
inline void evaluate_batch(Lanes lanes, int count, const Argument&... argument) {
  run_batch<double>(lanes, count, argument...);
}
#endif

}  // namespace

// Built from: recursion: Newton-Euler program, grouped inertial parameters.
namespace {
struct InverseDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* tau) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[4], q[3], q[5]);
    const Value t0 = sine[0] * qd[0];
    const Value t1 = t0 * qd[1];
    const Value t2 = qdd[0] * cosine[0] - t1;
    const Value t3 = cosine[0] * qd[0];
    const Value t4 = t3 * qd[1];
    const Value t5 = qdd[0] * sine[0] + t4;
    const Value t6 = 0.4318 * (qdd[1] + t0 * t3) + 0.15005 * (t4 - t5) + 9.81 * cosine[0];
    const Value t7 = t3 * sine[1] + t0 * cosine[1];
    const Value t8 = cosine[1] * t2 - t5 * sine[1] - t7 * qd[2];
    const Value t9 = qdd[3] + t8;
    const Value t10 = t3 * cosine[1] - t0 * sine[1];
    const Value t11 = t2 * sine[1] + cosine[1] * t5 + qd[2] * t10;
    const Value t12 = qdd[1] + qdd[2];
    const Value t13 = qd[2] + qd[1];
    const Value t14 = cosine[3] * t13 + t7 * sine[3];
    const Value t15 = cosine[3] * t11 - sine[3] * t12 - t14 * qd[3];
    const Value t16 = qd[3] + t10;
    const Value t17 = cosine[3] * t7 - t13 * sine[3];
    const Value t18 = sine[2] * t16 + t17 * cosine[2];
    const Value t19 = 4e-05 * (cosine[2] * t9 - t15 * sine[2] - t18 * qd[4] + qdd[5]);
    const Value t20 = sign_of(qd[5]);
    const Value t21 = t3 * t3;
    const Value t22 = 9.81 * sine[0] + (0.15005 * (t1 + t2) - 0.4318 * (t21 + qd[1] * qd[1]));
    const Value t23 = 0.4318 * (t1 - t2) - 0.15005 * (t0 * t0 + t21);
    const Value t24 = t6 * cosine[1] - t22 * sine[1];
    const Value t25 = t6 * sine[1] + t22 * cosine[1];
    const Value t26 = t7 * t10;
    const Value t27 = t26 + t12;
    const Value t28 = t7 * t7;
    const Value t29 = t13 * t7;
    const Value t30 = t13 * t13;
    const Value t31 = t13 * t10;
    const Value t32 = t10 * t10;
    const Value t33 = t28 + t30;
    const Value t34 = 0.3586500705 * t12 - 0.0047376 * t8 - (0.3326198455 * t26 + (0.011273199 * (t28 - t32) + 0.0047376 * t29));
    const Value t35 = t26 - t12;
    const Value t36 = 0.0047376 * t26 - 0.011273199 * t31 - 0.026030225 * t29 - (0.0047376 * t12 + 0.011273199 * t11) - 0.025375 * t23;
    const Value t37 = t17 * qd[3] + (cosine[3] * t12 + sine[3] * t11) + qdd[4];
    const Value t38 = t30 + t32;
    const Value t39 = 0.011273199 * t29 - 0.0047376 * (t32 - t30) + 0.3586500705 * t31 + (0.3326198455 * t11 - 0.011273199 * t8);
    const Value t40 = t11 + t31;
    const Value t41 = t29 - t8;
    const Value t42 = t25 + (0.4318 * t35 - 0.0203 * t38);
    const Value t43 = 0.4318 * t40 + 0.0203 * t41 + t23;
    const Value t44 = 0.00288 * (sine[2] * (t24 + (0.0203 * t27 - 0.4318 * t33)) + cosine[2] * (t42 * cosine[3] - t43 * sine[3]));
    const Value t45 = cosine[2] * t16 - t17 * sine[2];
    const Value t46 = t18 * t45;
    const Value t47 = t14 + qd[4];
    const Value t48 = 4e-05 * (qd[5] + t45);
    const Value t49 = (t18 * cosine[4] - t47 * sine[4]) * t48;
    const Value t50 = t48 * (t18 * sine[4] + t47 * cosine[4]);
    const Value t51 = t49 * cosine[4] + sine[4] * t50 + (0.00064216 * t37 - 0.00024216 * t46 - t44);
    const Value t52 = 0.00288 * (t46 - t37);
    const Value t53 = sign_of(qd[4]);
    const Value t54 = cosine[2] * t15 + t9 * sine[2] + qd[4] * t45;
    const Value t55 = t47 * t45;
    const Value t56 = t49 * sine[4] - cosine[4] * t50 + (0.00024216 * t54 + 0.00064216 * t55 + 0.00288 * (t42 * sine[3] + t43 * cosine[3]));
    const Value t57 = 0.00288 * (t54 + t55);
    const Value t58 = t19 - 0.0004 * (t47 * t18);
    const Value t59 = 0.00288 * (t18 * t18 + t47 * t47);
    const Value t60 = 0.0003 * (t17 * t14) + 0.0016 * t9 + (cosine[2] * t58 + t56 * sine[2]);
    const Value t61 = t56 * cosine[2] - t58 * sine[2] + (0.0003 * t15 - 0.0016 * (t14 * t16));
    const Value t62 = 0.0013 * (t17 * t16) + t51;
    const Value t63 = sign_of(qd[3]);
    const Value t64 = t52 * sine[2] - t59 * cosine[2];
    const Value t65 = cosine[2] * t52 + t59 * sine[2];
    const Value t66 = t64 + (0.025375 * t27 - 0.89133 * t33);
    const Value t67 = t57 * sine[3] + t65 * cosine[3];
    const Value t68 = cosine[3] * t62 - sine[3] * t61 + (t34 + (0.025375 * t24 - 0.89133 * t25)) + (0.0203 * t64 - 0.4318 * t67);
    const Value t69 = 0.89133 * t35 - 0.025375 * t38 + t67;
    const Value t70 = t57 * cosine[3] - t65 * sine[3];
    const Value t71 = 0.4318 * t70 + (t39 + 0.89133 * t23 + (cosine[3] * t61 + sine[3] * t62));
    const Value t72 = t60 + t36 - 0.0203 * t70;
    const Value t73 = sign_of(qd[2]);
    const Value t74 = 0.0070992 * t3 + 1.601861202 * t0 + 0.6903913435 * qd[1];
    const Value t75 = 0.0070992 * t0 + 0.023751 * qd[1];
    const Value t76 = 37.2347379 * cosine[0] - 1.024164 * sine[0] + (1.748114002 * qdd[1] - (0.6903913435 * t5 + 0.023751 * t2) + (t74 * t3 - t75 * t0));
    const Value t77 = t66 * cosine[1] + t69 * sine[1];
    const Value t78 = sign_of(qd[1]);
    const Value t79 = 1.748114002 * qd[1] - (0.023751 * t3 + 0.6903913435 * t0);
    const Value t80 = t71 * sine[1] + t72 * cosine[1] - (t74 * qd[1] + t79 * t0 + (0.023751 * qdd[1] + 0.0070992 * t5)) + (0.15005 * (cosine[1] * t69 - t66 * sine[1]) - 0.4318 * (t70 + (0.025375 * t41 + 0.89133 * t40)));
    const Value t81 = t71 * cosine[1] - t72 * sine[1] + (t79 * t3 + t75 * qd[1] - (1.601861202 * t5 + 0.0070992 * t2 + 0.6903913435 * qdd[1]));
    const Value t82 = 3.153542285625 * qdd[0] + (t80 * cosine[0] + (t81 - 0.15005 * t77) * sine[0]) + 0.784029968642 * qdd[0];
    const Value t83 = sign_of(qd[0]);
    tau[0] = 25.9836065 * t83 + 5.8018217679508 * qd[0] + t82;
    tau[1] = 2.324814845 * qdd[1] + (t68 + t76 + 0.4318 * t77) + (10.6197775 * t78 + 9.496868641825 * qd[1]);
    tau[2] = 6.36419655 * t73 + 3.9804259903722 * qd[2] + (0.576873331938 * qdd[2] + t68);
    tau[3] = t60 + 0.19079062612368 * qdd[3] + (0.411645229697152 * qd[3] + 1.06831142 * t63);
    tau[4] = t51 + 0.170706291657 * qdd[4] + (0.4272830209354 * qd[4] + 0.85444524 * t53);
    tau[5] = 0.2158232532732 * qd[5] + 0.55443978 * t20 + (0.194064505668 * qdd[5] + t19);
  }
};
/// inverse_dynamics at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct InverseDynamicsLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, double* tau) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], qd_lanes[6], qdd_lanes[6], tau_lanes[6];
    gather(q_lanes, q, 6, k, valid);
    gather(qd_lanes, qd, 6, k, valid);
    gather(qdd_lanes, qdd, 6, k, valid);
    InverseDynamicsBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, tau_lanes);
    scatter(tau, tau_lanes, 6, k, valid);
  }
};
}  // namespace
void inverse_dynamics_batch(int count, const double* q, const double* qd, const double* qdd, double* tau) {
  evaluate_batch(InverseDynamicsLanes(), count, q, qd, qdd, tau);
}


// Built from: closed form, Horner.
namespace {
struct MassMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* M) const {
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[4], q[3], q[1], q[2]);
    const Value t0 = sine[1] * sine[0];
    const Value t1 = 4e-05 * t0;
    const Value t2 = cosine[2] * cosine[3] - sine[2] * sine[3];
    const Value t3 = cosine[2] * sine[3] + sine[2] * cosine[3];
    const Value t4 = cosine[1] * t3;
    const Value t5 = 0.001243584 * cosine[3];
    const Value t6 = 0.001243584 * sine[3];
    const Value t7 = 0.000432144 * sine[0];
    const Value t8 = 5.8464e-05 * t2 + 0.001243584 * cosine[2];
    const Value t9 = (0.00064216 * sine[1] + t7) * t3 + ((0.001243584 * t3 - t8) * sine[1] - 0.000432144 * (cosine[1] * t2)) * cosine[0];
    const Value t10 = 0.00020216 * (sine[0] * sine[0]);
    const Value t11 = (-0.1384816665 - 0.001243584 * t0 + (-0.000432144 - 0.00020216 * t0) * cosine[0]) * t2 + (-0.00380751875 - 5.8464e-05 * t0 + cosine[1] * (t7 + (0.0001 + t10) * sine[1])) * t3;
    const Value t12 = 0.00020216 * cosine[0];
    const Value t13 = -0.001243584 - t12;
    const Value t14 = 0.00020216 * sine[0];
    const Value t15 = 0.00164 * t2 + (cosine[1] * (t3 * (0.001243584 + t12) - t8) + (t14 + 0.000432144 * sine[1]) * t2) * sine[0];
    const Value t16 = (t14 + 0.000864288 * sine[1] + (-0.000116928 - 0.002487168 * (cosine[2] * t2)) * cosine[1]) * sine[0];
    const Value t17 = 0.002487168 * cosine[0];
    const Value t18 = cosine[1] * sine[0];
    const Value t19 = sine[1] * sine[1];
    const Value t20 = 0.00020216 * (sine[0] * t19);
    const Value t21 = 0.0001 * t19;
    const Value t22 = t21 + (0.3315220055 + t17) + (0.000116928 * cosine[1] + sine[0] * (0.00020216 * t19 - 0.00040432)) * sine[0];
    const Value t23 = 0.3592922305 + 0.010956925 * cosine[3] - 0.384876294 * sine[3] - t21 + (0.002487168 - t6) * cosine[0];
    const Value t24 = 4.4322210775 + 0.02191385 * cosine[3] - 0.769752588 * sine[3] - t21 + cosine[0] * (0.002487168 - 0.002487168 * sine[3]);
    const Value t25 = sine[1] * (0.0001 * t4 + sine[0] * ((0.00020216 * t18 - 5.8464e-05) * t3 - 0.001243584 * sine[2] + t13 * t2));
    const Value t26 = t3 * (0.000432144 * t18 - 0.00380751875) - (0.6903913435 * sine[2] + 0.023751 * cosine[2]) + (-0.1384816665 - 0.000432144 * cosine[0]) * t2;
    const Value t27 = cosine[1] * ((0.002487168 + 0.00040432 * cosine[0]) * sine[0]) + (-0.022546398 - 0.000116928 * cosine[0]);
    const Value t28 = 3.939212254267 - 1.601861202 * (sine[2] * sine[2]) + (0.02191385 * t2 - 0.0141984 * sine[2]) * cosine[2];
    M[0] = t28 + t16 + (t27 * t2 + (-0.769752588 - t17) * cosine[2] + t22 * t3) * t3;
    M[6] = t25 + t26;
    M[7] = t24 + ((-0.000116928 - 0.002487168 * cosine[3]) * cosine[1] - t20) * sine[0];
    M[12] = t11;
    M[13] = (cosine[1] * (-0.000116928 - t5) - t20) * sine[0] + t23;
    M[14] = sine[1] * ((-0.0001 - t10) * sine[1]) + (t17 + (0.936165562438 - 0.000116928 * t18));
    M[18] = t15;
    M[19] = (t6 - t12 - 0.001243584) * sine[0] * sine[1];
    M[20] = sine[1] * (t13 * sine[0]);
    M[21] = 0.19243062612368 + t10;
    M[24] = t9;
    M[25] = sine[0] * (-5.8464e-05 - t5) + (0.00064216 + cosine[0] * (0.001243584 - t6)) * cosine[1];
    M[26] = cosine[1] * (0.00064216 + 0.001243584 * cosine[0]) - 5.8464e-05 * sine[0];
    M[27] = Value() + 0.0;
    M[28] = Value() + 0.171348451657;
    M[30] = 4e-05 * (cosine[0] * t2) - 4e-05 * (t4 * sine[0]);
    M[31] = t1;
    M[32] = t1;
    M[33] = 4e-05 * cosine[0];
    M[34] = Value() + 0.0;
    M[35] = Value() + 0.194104505668;
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
/// mass_matrix at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct MassMatrixLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* M) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], M_lanes[36];
    gather(q_lanes, q, 6, k, valid);
    MassMatrixBody()(sin_cos, q_lanes, M_lanes);
    scatter(M, M_lanes, 36, k, valid);
  }
};
}  // namespace
void mass_matrix_batch(int count, const double* q, double* M) {
  evaluate_batch(MassMatrixLanes(), count, q, M);
}


// Built from: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters.
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
    const Value t7 = qd[2] + qd[1];
    const Value t8 = cosine[2] * t7 + t6 * sine[2];
    const Value t9 = cosine[2] * t5 - t8 * qd[3];
    const Value t10 = t3 * cosine[1] + t1 * sine[1] + t6 * qd[2];
    const Value t11 = qd[3] + t4;
    const Value t12 = cosine[2] * t6 - t7 * sine[2];
    const Value t13 = sine[3] * t11 + t12 * cosine[3];
    const Value t14 = 4e-05 * (t13 * qd[4] + (sine[3] * t9 + cosine[3] * t10));
    const Value t15 = t8 + qd[4];
    const Value t16 = cosine[3] * t11 - t12 * sine[3];
    const Value t17 = 4e-05 * (qd[5] + t16);
    const Value t18 = (t13 * cosine[4] - t15 * sine[4]) * t17;
    const Value t19 = t17 * (t13 * sine[4] + t15 * cosine[4]);
    const Value t20 = t6 * t4;
    const Value t21 = t4 * t4;
    const Value t22 = t7 * t4;
    const Value t23 = t7 * t7;
    const Value t24 = t7 * t6;
    const Value t25 = t6 * t6;
    const Value t26 = t23 + t21;
    const Value t27 = t2 * t0;
    const Value t28 = t0 * t0;
    const Value t29 = t2 * t2;
    const Value t30 = 0.4318 * t27;
    const Value t31 = qd[1] * qd[1];
    const Value t32 = 0.4318 * (t28 + t31);
    const Value t33 = t30 * sine[1] - t32 * cosine[1];
    const Value t34 = t30 * cosine[1] + t32 * sine[1];
    const Value t35 = t33 + (0.4318 * t20 - 0.0203 * t26);
    const Value t36 = 0.025375 * t34 - 0.89133 * t33 + (0.0047376 * t10 - (0.3326198455 * t20 + (0.011273199 * (t25 - t21) + 0.0047376 * t24)));
    const Value t37 = t25 + t23;
    const Value t38 = 0.011273199 * t24 - 0.0047376 * (t21 - t23) + 0.3586500705 * t22 + (0.3326198455 * t5 + 0.011273199 * t10);
    const Value t39 = t5 + t22;
    const Value t40 = t24 + t10;
    const Value t41 = 0.4318 * (t3 + t3) - 0.15005 * (t29 + t28);
    const Value t42 = 0.4318 * t39 + 0.0203 * t40 + t41;
    const Value t43 = 0.00288 * (sine[3] * (t34 + (0.0203 * t20 - 0.4318 * t37)) + (cosine[2] * t35 - sine[2] * t42) * cosine[3]);
    const Value t44 = t13 * t16;
    const Value t45 = t12 * qd[3] + t5 * sine[2];
    const Value t46 = t18 * cosine[4] + sine[4] * t19 + (0.00064216 * t45 - 0.00024216 * t44 - t43);
    const Value t47 = 0.00288 * (t44 - t45);
    const Value t48 = cosine[3] * t9 - t10 * sine[3] + qd[4] * t16;
    const Value t49 = t15 * t16;
    const Value t50 = 0.00288 * (cosine[2] * t42 + sine[2] * t35) + (0.00024216 * t48 + 0.00064216 * t49) + (t18 * sine[4] - cosine[4] * t19);
    const Value t51 = 0.00288 * (t49 + t48);
    const Value t52 = 0.0004 * (t15 * t13) + t14;
    const Value t53 = 0.00288 * (t13 * t13 + t15 * t15);
    const Value t54 = t50 * sine[3] - cosine[3] * t52 + (0.0003 * (t12 * t8) - 0.0016 * t10);
    const Value t55 = t50 * cosine[3] + sine[3] * t52 + (0.0003 * t9 - 0.0016 * (t8 * t11));
    const Value t56 = 0.0013 * (t12 * t11) + t46;
    const Value t57 = sine[3] * t47 - t53 * cosine[3];
    const Value t58 = t53 * sine[3] + cosine[3] * t47;
    const Value t59 = 0.025375 * t20 - 0.89133 * t37 + t57;
    const Value t60 = sine[2] * t51 + cosine[2] * t58;
    const Value t61 = 0.0203 * t57 - 0.4318 * t60 + (t36 + (cosine[2] * t56 - sine[2] * t55));
    const Value t62 = 0.89133 * t20 - 0.025375 * t26 + t60;
    const Value t63 = cosine[2] * t51 - sine[2] * t58;
    const Value t64 = t54 + (0.0047376 * t20 - 0.011273199 * t22 - 0.026030225 * t24 - 0.011273199 * t5 - 0.025375 * t41) - 0.0203 * t63;
    const Value t65 = sine[2] * t56 + cosine[2] * t55 + (0.89133 * t41 + t38) + 0.4318 * t63;
    const Value t66 = 0.6903913435 * t1;
    const Value t67 = 0.023751 * t3;
    const Value t68 = t59 * cosine[1] + t62 * sine[1];
    const Value t69 = 0.0070992 * t3;
    const Value t70 = t65 * cosine[1] - t64 * sine[1] + (t69 - 1.601861202 * t1 + (1.748114002 * t1 + (t69 - 0.6903913435 * t27 - 0.023751 * (t28 - t31))));
    const Value t71 = 0.0070992 * t1;
    const Value t72 = t64 * cosine[1] + t65 * sine[1] + (0.023751 * t27 - t71 - 0.6903913435 * (t31 - t29) - 3.349975204 * t3 - t71);
    const Value t73 = t72 + (0.15005 * (t62 * cosine[1] - t59 * sine[1]) - 0.4318 * (0.025375 * t40 + 0.89133 * t39 + t63));
    V[0] = (t70 - 0.15005 * t68) * sine[0] + cosine[0] * t73;
    V[1] = t67 - t66 + (1.601861202 * t27 + (t66 - t67 - 0.0070992 * (t29 - t28))) + t61 + 0.4318 * t68;
    V[2] = t61;
    V[3] = t54;
    V[4] = t46;
    V[5] = -t14;
  }
};
/// coriolis_centrifugal at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CoriolisCentrifugalLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* V) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], qd_lanes[6], V_lanes[6];
    gather(q_lanes, q, 6, k, valid);
    gather(qd_lanes, qd, 6, k, valid);
    CoriolisCentrifugalBody()(sin_cos, q_lanes, qd_lanes, V_lanes);
    scatter(V, V_lanes, 6, k, valid);
  }
};
}  // namespace
void coriolis_centrifugal_batch(int count, const double* q, const double* qd, double* V) {
  evaluate_batch(CoriolisCentrifugalLanes(), count, q, qd, V);
}


// Built from: closed form, Horner.
namespace {
struct GravityBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* G) const {
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[1], q[2], q[4], q[3]);
    const Value t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = (0.24892875 - 0.0282528 * (cosine[3] * sine[2])) * t0;
    const Value t3 = (-8.7439473 - 0.0282528 * cosine[2]) * t1;
    G[0] = Value() + 0.0;
    G[1] = t2 + (t3 + (37.2347379 * cosine[0] - 1.024164 * sine[0]));
    G[2] = t2 + t3;
    G[3] = 0.0282528 * (sine[3] * t1 * sine[2]);
    G[4] = -(0.0282528 * (sine[2] * t0) + 0.0282528 * (cosine[3] * cosine[2] * t1));
    G[5] = Value() + 0.0;
  }
};
/// gravity at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct GravityLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* G) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], G_lanes[6];
    gather(q_lanes, q, 6, k, valid);
    GravityBody()(sin_cos, q_lanes, G_lanes);
    scatter(G, G_lanes, 6, k, valid);
  }
};
}  // namespace
void gravity_batch(int count, const double* q, double* G) {
  evaluate_batch(GravityLanes(), count, q, G);
}


// Built from: closed form, Horner.
namespace {
struct CoriolisCoefficientsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* B) const {
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[4], q[3], q[1], q[2]);
    const Value t0 = 4e-05 * sine[0];
    const Value t1 = -t0;
    const Value t2 = 4e-05 * (cosine[0] * sine[1]);
    const Value t3 = cosine[1] * sine[0];
    const Value t4 = 4e-05 * t3;
    const Value t5 = cosine[2] * sine[3] + sine[2] * cosine[3];
    const Value t6 = cosine[2] * cosine[3] - sine[2] * sine[3];
    const Value t7 = 4e-05 * (cosine[1] * cosine[0] * t5) + 4e-05 * (sine[0] * t6);
    const Value t8 = -t7;
    const Value t9 = 4e-05 * (sine[1] * t5 * sine[0]);
    const Value t10 = cosine[0] * t5;
    const Value t11 = 4e-05 * (sine[0] * (cosine[1] * t6)) + 4e-05 * t10;
    const Value t12 = -t11;
    const Value t13 = -t2;
    const Value t14 = 0.00040432 * (sine[0] * sine[0]);
    const Value t15 = -0.00044 - t14;
    const Value t16 = t15 * sine[1];
    const Value t17 = 0.000116928 * cosine[1];
    const Value t18 = sine[1] * sine[1];
    const Value t19 = 0.00040432 * (sine[0] * t18);
    const Value t20 = 0.002487168 * sine[0] + cosine[0] * (t17 + t19);
    const Value t21 = 0.00044 + t14;
    const Value t22 = 0.00040432 * (cosine[0] * t6 * sine[0]);
    const Value t23 = 0.002487168 * cosine[0];
    const Value t24 = 0.00040432 * t3;
    const Value t25 = (0.000116928 - t24) * t5;
    const Value t26 = 0.002487168 * sine[2];
    const Value t27 = 0.002487168 * t6 + t26;
    const Value t28 = 0.000116928 * t5 + t26;
    const Value t29 = 0.00084432 - t14;
    const Value t30 = -t4;
    const Value t31 = sine[1] * t21;
    const Value t32 = 0.0002 + t14;
    const Value t33 = 0.000116928 * sine[0];
    const Value t34 = 0.00040432 * t18;
    const Value t35 = 0.0002 * t18;
    const Value t36 = sine[0] * (t34 - 0.00040432);
    const Value t37 = t35 - 0.00174;
    const Value t38 = 0.00040432 * cosine[0];
    const Value t39 = 0.002487168 + t38;
    const Value t40 = -0.002487168 - t38;
    const Value t41 = cosine[1] * (t39 * sine[0]);
    const Value t42 = -0.00084432 - t23 + t14;
    const Value t43 = -t20;
    const Value t44 = -0.0002 - t14;
    const Value t45 = (t44 * cosine[1] + t33) * sine[1];
    const Value t46 = (t24 - 0.000116928) * t5;
    const Value t47 = (0.00040432 - t34) * sine[0];
    const Value t48 = t34 - 0.00080864;
    const Value t49 = 0.00174 - t35;
    const Value t50 = (0.000233856 * cosine[1] + t48 * sine[0]) * sine[0] + (t35 + (0.663044011 + 0.004974336 * cosine[0]));
    const Value t51 = t50 * t6;
    const Value t52 = t14 - 0.00084432;
    const Value t53 = 0.002487168 * sine[3] - 0.002487168;
    const Value t54 = 0.002487168 * cosine[3];
    const Value t55 = cosine[0] * ((-0.000116928 - t54) * cosine[1] - t19) + t53 * sine[0];
    const Value t56 = sine[1] * ((0.000116928 + (t54 - t24)) * sine[0] - 0.0002 * cosine[1]);
    const Value t57 = -0.769752588 - t23;
    const Value t58 = 0.002487168 * t3;
    const Value t59 = t58 - 0.02191385;
    const Value t60 = t6 * t40;
    const Value t61 = 0.000864288 * sine[1] + 0.00040432 * sine[0];
    const Value t62 = 0.002487168 * cosine[2];
    const Value t63 = (t62 + (0.000116928 - 0.00080864 * t3) * t6 + t5 * (cosine[0] * t48 - 0.002487168)) * sine[0] + cosine[1] * ((0.00040432 + t23) * t6 + 0.000116928 * t10);
    const Value t64 = cosine[0] * t61 * t6 + cosine[1] * (cosine[0] * (0.002487168 * t5 - (0.000116928 * t6 + t62)) + t29 * t5);
    const Value t65 = 0.000864288 * sine[0];
    const Value t66 = ((t44 * sine[1] - t65) * sine[1] - 0.00154) * t5;
    const Value t67 = sine[1] * sine[0];
    const Value t68 = 0.000864288 + 0.00040432 * t67;
    const Value t69 = t6 * (-0.0076150375 - 0.000116928 * t67 + cosine[1] * (t65 + sine[1] * t32)) + t5 * (cosine[0] * t68 + (0.276963333 + 0.002487168 * t67));
    const Value t70 = cosine[0] * (t5 * t68) * cosine[1] + (t65 + t31) * t6;
    const Value t71 = cosine[2] * t6;
    const Value t72 = 0.002487168 * t71;
    const Value t73 = (sine[0] * (t5 * (t46 + t60) + (0.000116928 + t72)) + 0.0002 * (cosine[1] * t5 * t5)) * sine[1] + 0.000864288 * t3;
    const Value t74 = (-0.004974336 - 0.00080864 * cosine[0]) * sine[0] * cosine[1] + (0.045092796 + 0.000233856 * cosine[0]);
    const Value t75 = t74 * t5;
    const Value t76 = cosine[2] * t59;
    const Value t77 = (t51 + (t76 + t75)) * t5 + (t58 + (-0.022546398 - 0.769752588 * t71) + (t24 - t72 - 0.000116928) * cosine[0]);
    const Value t78 = (0.0283968 * sine[2] - 3.203722404 * cosine[2]) * sine[2] + (-0.036744798 - 0.000116928 * cosine[0]) + t41;
    const Value t79 = (t57 * cosine[2] + sine[2] * t59) * t6 + t78 + (t75 + (t76 + (0.769752588 + t23) * sine[2]) + t51) * t5;
    B[0] = t79;
    B[1] = t77;
    B[2] = t73;
    B[3] = ((-0.000116928 - t72) * cosine[1] + t61) * cosine[0] + t63 * t5;
    B[4] = Value() + 0.0;
    B[5] = t69;
    B[6] = t66;
    B[7] = t70;
    B[8] = t12;
    B[9] = t66;
    B[10] = t70;
    B[11] = t12;
    B[12] = t64;
    B[13] = t9;
    B[14] = t8;
    B[15] = Value() + 0.0;
    B[16] = Value() + 0.0;
    B[17] = (t5 * t47 + cosine[1] * (t60 - t28)) * sine[0] + t5 * t49;
    B[18] = ((t46 - t27) * cosine[0] + t52 * t6) * sine[1];
    B[19] = t11;
    B[20] = t57 * cosine[3] + t59 * sine[3];
    B[21] = t56;
    B[22] = t55;
    B[23] = Value() + 0.0;
    B[24] = t56;
    B[25] = t55;
    B[26] = Value() + 0.0;
    B[27] = sine[1] * (t52 + t53 * cosine[0]);
    B[28] = t4;
    B[29] = t2;
    B[30] = Value() + 0.0;
    B[31] = Value() + 0.0;
    B[32] = sine[0] * t40 * cosine[1] * t6 + t5 * ((t47 - t17) * sine[0] + t49);
    B[33] = sine[1] * (t42 * t6 + t46 * cosine[0]);
    B[34] = t11;
    B[35] = Value() + 0.0;
    B[36] = t45;
    B[37] = t43;
    B[38] = Value() + 0.0;
    B[39] = t45;
    B[40] = t43;
    B[41] = Value() + 0.0;
    B[42] = sine[1] * t42;
    B[43] = t4;
    B[44] = t2;
    B[45] = t37 * t5 + (t5 * t36 + cosine[1] * (t39 * t6 + t28)) * sine[0];
    B[46] = t41 * t6 + (t37 + (t17 + t36) * sine[0]) * t5;
    B[47] = Value() + 0.0;
    B[48] = cosine[1] * (t15 * t5) + t22;
    B[49] = -t9;
    B[50] = (cosine[1] * t32 - t33) * sine[1];
    B[51] = Value() + 0.0;
    B[52] = t31;
    B[53] = t30;
    B[54] = Value() + 0.0;
    B[55] = t31;
    B[56] = t30;
    B[57] = 0.00040432 * (cosine[0] * sine[0]);
    B[58] = Value() + 0.0;
    B[59] = t1;
    B[60] = ((t25 + t27) * cosine[0] + t29 * t6) * sine[1];
    B[61] = sine[1] * (cosine[0] * t25 + (0.00084432 + t23 - t14) * t6);
    B[62] = cosine[1] * (t5 * t21) - t22;
    B[63] = Value() + 0.0;
    B[64] = t7;
    B[65] = t20;
    B[66] = t16;
    B[67] = Value() + 0.0;
    B[68] = t13;
    B[69] = t16;
    B[70] = Value() + 0.0;
    B[71] = t13;
    B[72] = Value() + 0.0;
    B[73] = t0;
    B[74] = Value() + 0.0;
    B[75] = t12;
    B[76] = t12;
    B[77] = t9;
    B[78] = t8;
    B[79] = Value() + 0.0;
    B[80] = Value() + 0.0;
    B[81] = t4;
    B[82] = t2;
    B[83] = Value() + 0.0;
    B[84] = t4;
    B[85] = t2;
    B[86] = Value() + 0.0;
    B[87] = t1;
    B[88] = Value() + 0.0;
    B[89] = Value() + 0.0;
  }
};
/// coriolis_coefficients at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CoriolisCoefficientsLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* B) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], B_lanes[90];
    gather(q_lanes, q, 6, k, valid);
    CoriolisCoefficientsBody()(sin_cos, q_lanes, B_lanes);
    scatter(B, B_lanes, 90, k, valid);
  }
};
}  // namespace
void coriolis_coefficients_batch(int count, const double* q, double* B) {
  evaluate_batch(CoriolisCoefficientsLanes(), count, q, B);
}


// Built from: closed form, Horner.
namespace {
struct CentrifugalCoefficientsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* C) const {
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[4], q[3], q[2], q[1]);
    const Value t0 = sine[1] * sine[1];
    const Value t1 = 0.00020216 * (sine[0] * t0);
    const Value t2 = 0.001243584 * cosine[2];
    const Value t3 = 0.001243584 * sine[2];
    const Value t4 = cosine[3] * cosine[2] - sine[3] * sine[2];
    const Value t5 = 0.001243584 * cosine[0];
    const Value t6 = cosine[3] * sine[2] + sine[3] * cosine[2];
    const Value t7 = cosine[0] * t6;
    const Value t8 = 0.00040432 - 0.00020216 * t0;
    const Value t9 = (t8 * sine[0] - 0.000116928 * cosine[1]) * sine[0] + (-0.3315220055 - 0.002487168 * cosine[0] - 0.0001 * t0);
    const Value t10 = t9 * t4;
    const Value t11 = cosine[1] * sine[0];
    const Value t12 = 0.001243584 * cosine[3];
    const Value t13 = cosine[1] * ((-0.00020216 - t5) * t4 - 5.8464e-05 * t7) + sine[0] * ((0.001243584 + cosine[0] * t8) * t6 + ((0.00040432 * t11 - 5.8464e-05) * t4 - t12));
    const Value t14 = cosine[3] * t4;
    const Value t15 = 0.001243584 * t14;
    const Value t16 = (cosine[1] * (5.8464e-05 + t15) - (0.00020216 * sine[0] + 0.000432144 * sine[1])) * cosine[0] + t13 * t6;
    const Value t17 = 0.0001 + 0.00020216 * (sine[0] * sine[0]);
    const Value t18 = 0.00020216 * t11;
    const Value t19 = 0.00020216 * cosine[0];
    const Value t20 = 0.001243584 + t19;
    const Value t21 = (-5.8464e-05 - t15 + ((5.8464e-05 - t18) * t6 + t20 * t4) * t6) * sine[0] - 0.0001 * (cosine[1] * t6 * t6);
    const Value t22 = 0.000432144 * t11;
    const Value t23 = 0.001243584 * t11;
    const Value t24 = 5.8464e-05 * cosine[0];
    const Value t25 = -0.001243584 - t19;
    const Value t26 = cosine[1] * (t25 * sine[0]);
    const Value t27 = 0.384876294 + t5;
    const Value t28 = -0.384876294 - t5;
    const Value t29 = 0.010956925 - t23;
    const Value t30 = cosine[1] * ((0.002487168 + 0.00040432 * cosine[0]) * sine[0]) + (-0.022546398 - 0.000116928 * cosine[0]);
    const Value t31 = t30 * t6;
    const Value t32 = cosine[3] * t29;
    const Value t33 = 0.011273199 + 0.384876294 * t14 - t23 + (5.8464e-05 + (t15 - t18)) * cosine[0] + t6 * (t10 + (t31 + t32));
    const Value t34 = 0.018372399 + t24 + sine[3] * (1.601861202 * cosine[3] - 0.0141984 * sine[3]) + t26 + (cosine[3] * t27 + sine[3] * t29) * t4;
    const Value t35 = 5.8464e-05 * t4 + t12;
    const Value t36 = cosine[1] * t4;
    const Value t37 = 0.000432144 * t36;
    const Value t38 = sine[1] * sine[0];
    const Value t39 = (-0.00380751875 - 5.8464e-05 * t38 + cosine[1] * (0.000432144 * sine[0] + t17 * sine[1])) * t4 + (0.1384816665 + 0.001243584 * t38 + cosine[0] * (0.000432144 + 0.00020216 * t38)) * t6;
    const Value t40 = t4 * (t22 - 0.00380751875) + (t6 * (0.1384816665 + 0.000432144 * cosine[0]) + (0.023751 * sine[3] - 0.6903913435 * cosine[3]));
    C[0] = Value() + 0.0;
    C[1] = t40 + (sine[0] * (t6 * t20 - t12 + (t18 - 5.8464e-05) * t4) + 0.0001 * t36) * sine[1];
    C[2] = t39;
    C[3] = (t37 + (t25 * t6 + t35) * sine[1]) * sine[0];
    C[4] = (t37 + (t35 - 0.001243584 * t6) * sine[1]) * sine[0] + 0.000432144 * t7;
    C[5] = Value() + 0.0;
    C[6] = t6 * (t10 + (t31 + (t28 * sine[3] + t32))) + t34;
    C[7] = Value() + 0.0;
    C[8] = t28 * cosine[2] + (t23 - 0.010956925) * sine[2];
    C[9] = (t3 - t19 - 0.001243584) * sine[0] * cosine[1];
    C[10] = cosine[0] * (-5.8464e-05 - t2) + (t3 - 0.001243584) * sine[0] * cosine[1];
    C[11] = Value() + 0.0;
    C[12] = t33;
    C[13] = t27 * cosine[2] + t29 * sine[2];
    C[14] = Value() + 0.0;
    C[15] = t26;
    C[16] = -(t24 + t23);
    C[17] = Value() + 0.0;
    C[18] = sine[1] * t21 - t22;
    C[19] = sine[1] * (0.0001 * cosine[1] + (t18 - t2 - 5.8464e-05) * sine[0]);
    C[20] = sine[1] * (cosine[1] * t17 - 5.8464e-05 * sine[0]);
    C[21] = Value() + 0.0;
    C[22] = Value() + 0.0;
    C[23] = Value() + 0.0;
    C[24] = t16;
    C[25] = (0.001243584 - t3) * sine[0] + (t1 + cosine[1] * (5.8464e-05 + t2)) * cosine[0];
    C[26] = cosine[0] * (t1 + 5.8464e-05 * cosine[1]) + 0.001243584 * sine[0];
    C[27] = -(0.00020216 * (cosine[0] * sine[0]));
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
/// centrifugal_coefficients at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CentrifugalCoefficientsLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* C) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], C_lanes[36];
    gather(q_lanes, q, 6, k, valid);
    CentrifugalCoefficientsBody()(sin_cos, q_lanes, C_lanes);
    scatter(C, C_lanes, 36, k, valid);
  }
};
}  // namespace
void centrifugal_coefficients_batch(int count, const double* q, double* C) {
  evaluate_batch(CentrifugalCoefficientsLanes(), count, q, C);
}


// Built from: model.
namespace {
struct FrictionBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* qd, Value* F) const {
    (void)sin_cos;
    const Value t0 = sign_of(qd[5]);
    const Value t1 = sign_of(qd[4]);
    const Value t2 = sign_of(qd[3]);
    const Value t3 = sign_of(qd[2]);
    const Value t4 = sign_of(qd[1]);
    const Value t5 = sign_of(qd[0]);
    F[0] = 25.9836065 * t5 + 5.8018217679508 * qd[0];
    F[1] = 10.6197775 * t4 + 9.496868641825 * qd[1];
    F[2] = 6.36419655 * t3 + 3.9804259903722 * qd[2];
    F[3] = 0.411645229697152 * qd[3] + 1.06831142 * t2;
    F[4] = 0.4272830209354 * qd[4] + 0.85444524 * t1;
    F[5] = 0.2158232532732 * qd[5] + 0.55443978 * t0;
  }
};
/// friction at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct FrictionLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* qd, double* F) const {
    typedef typename SinCos::Lane Value;
    Value qd_lanes[6], F_lanes[6];
    gather(qd_lanes, qd, 6, k, valid);
    FrictionBody()(sin_cos, qd_lanes, F_lanes);
    scatter(F, F_lanes, 6, k, valid);
  }
};
}  // namespace
void friction_batch(int count, const double* qd, double* F) {
  evaluate_batch(FrictionLanes(), count, qd, F);
}


// Built from: M: closed form, Horner; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone).
namespace {
struct ForwardDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* tau, Value* qdd) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[4], q[3], q[5]);
    const Value t0 = cosine[0] * qd[0];
    const Value t1 = sine[0] * qd[0];
    const Value t2 = t0 * cosine[1] - t1 * sine[1];
    const Value t3 = qd[3] + t2;
    const Value t4 = t0 * sine[1] + t1 * cosine[1];
    const Value t5 = qd[2] + qd[1];
    const Value t6 = cosine[3] * t4 - t5 * sine[3];
    const Value t7 = sine[2] * t3 + t6 * cosine[2];
    const Value t8 = cosine[3] * t5 + t4 * sine[3];
    const Value t9 = t8 + qd[4];
    const Value t10 = cosine[2] * t3 - t6 * sine[2];
    const Value t11 = 4e-05 * (qd[5] + t10);
    const Value t12 = (t7 * cosine[4] - t9 * sine[4]) * t11;
    const Value t13 = t11 * (t7 * sine[4] + t9 * cosine[4]);
    const Value t14 = t4 * t2;
    const Value t15 = t2 * t2;
    const Value t16 = t5 * t5;
    const Value t17 = t16 + t15;
    const Value t18 = t1 * t0;
    const Value t19 = 0.4318 * t18 + 9.81 * cosine[0];
    const Value t20 = t0 * t0;
    const Value t21 = t0 * qd[1];
    const Value t22 = qd[1] * qd[1];
    const Value t23 = 9.81 * sine[0] - 0.4318 * (t20 + t22);
    const Value t24 = t19 * sine[1] + t23 * cosine[1];
    const Value t25 = t19 * cosine[1] - t23 * sine[1];
    const Value t26 = t24 + (0.4318 * t14 - 0.0203 * t17);
    const Value t27 = t1 * qd[1];
    const Value t28 = t1 * t1;
    const Value t29 = t21 * cosine[1] - t27 * sine[1] + qd[2] * t2;
    const Value t30 = t5 * t2;
    const Value t31 = t5 * t4;
    const Value t32 = t29 + t30;
    const Value t33 = t27 * cosine[1] + t21 * sine[1] + t4 * qd[2];
    const Value t34 = t4 * t4;
    const Value t35 = 0.025375 * t25 - 0.89133 * t24 + (0.0047376 * t33 - (0.3326198455 * t14 + (0.011273199 * (t34 - t15) + 0.0047376 * t31)));
    const Value t36 = t34 + t16;
    const Value t37 = 0.011273199 * t31 - 0.0047376 * (t15 - t16) + 0.3586500705 * t30 + (0.3326198455 * t29 + 0.011273199 * t33);
    const Value t38 = t31 + t33;
    const Value t39 = 0.4318 * (t27 + t27) - 0.15005 * (t28 + t20);
    const Value t40 = 0.4318 * t32 + 0.0203 * t38 + t39;
    const Value t41 = 0.00288 * (sine[2] * (t25 + (0.0203 * t14 - 0.4318 * t36)) + cosine[2] * (cosine[3] * t26 - sine[3] * t40));
    const Value t42 = t7 * t10;
    const Value t43 = t6 * qd[3] + t29 * sine[3];
    const Value t44 = t12 * cosine[4] + sine[4] * t13 + (0.00064216 * t43 - 0.00024216 * t42 - t41);
    const Value t45 = 0.00288 * (t42 - t43);
    const Value t46 = t44 + 0.0013 * (t6 * t3);
    const Value t47 = cosine[3] * t29 - t8 * qd[3];
    const Value t48 = cosine[2] * t47 - t33 * sine[2] + qd[4] * t10;
    const Value t49 = t9 * t10;
    const Value t50 = 0.00288 * (cosine[3] * t40 + sine[3] * t26) + (0.00024216 * t48 + 0.00064216 * t49) + (t12 * sine[4] - cosine[4] * t13);
    const Value t51 = 0.00288 * (t49 + t48);
    const Value t52 = 4e-05 * (t7 * qd[4] + (sine[2] * t47 + cosine[2] * t33));
    const Value t53 = 0.0004 * (t9 * t7) + t52;
    const Value t54 = t50 * cosine[2] + sine[2] * t53 + (0.0003 * t47 - 0.0016 * (t8 * t3));
    const Value t55 = t50 * sine[2] - cosine[2] * t53 + (0.0003 * (t6 * t8) - 0.0016 * t33);
    const Value t56 = 0.00288 * (t7 * t7 + t9 * t9);
    const Value t57 = t56 * sine[2] + cosine[2] * t45;
    const Value t58 = sine[2] * t45 - t56 * cosine[2];
    const Value t59 = 0.025375 * t14 - 0.89133 * t36 + t58;
    const Value t60 = cosine[3] * t51 - sine[3] * t57;
    const Value t61 = 0.0047376 * t14 - 0.011273199 * t30 - 0.026030225 * t31 - 0.011273199 * t29 - 0.025375 * t39 + t55 - 0.0203 * t60;
    const Value t62 = 0.89133 * t39 + t37 + (t46 * sine[3] + cosine[3] * t54) + 0.4318 * t60;
    const Value t63 = sine[3] * t51 + cosine[3] * t57;
    const Value t64 = 0.0203 * t58 - 0.4318 * t63 + (t35 + (t46 * cosine[3] - sine[3] * t54));
    const Value t65 = 0.89133 * t14 - 0.025375 * t17 + t63;
    const Value t66 = 0.0070992 * t21;
    const Value t67 = t61 * cosine[1] + t62 * sine[1] + (0.023751 * t18 - t66 - 0.6903913435 * (t22 - t28) - 3.349975204 * t27 - t66);
    const Value t68 = (0.15005 * (t65 * cosine[1] - t59 * sine[1]) - 0.4318 * (0.025375 * t38 + 0.89133 * t32 + t60) + t67) * cosine[0];
    const Value t69 = t59 * cosine[1] + t65 * sine[1];
    const Value t70 = 0.0070992 * t27;
    const Value t71 = t70 - 1.601861202 * t21 + (1.748114002 * t21 + (t70 - 0.6903913435 * t18 - 0.023751 * (t20 - t22))) + (t62 * cosine[1] - t61 * sine[1]);
    const Value t72 = 0.6903913435 * t21;
    const Value t73 = 0.023751 * t27;
    const Value t74 = 37.2347379 * cosine[0] - 1.024164 * sine[0] + (t73 - t72 + (1.601861202 * t18 + (t72 - t73 - 0.0070992 * (t28 - t20))));
    const Value t75 = sign_of(qd[0]);
    const Value t76 = sign_of(qd[5]);
    const Value t77 = tau[5] - (0.2158232532732 * qd[5] + 0.55443978 * t76 - t52);
    const Value t78 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t79 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t80 = cosine[3] * t79;
    const Value t81 = 4e-05 * (cosine[2] * t78) - 4e-05 * (t80 * sine[2]);
    const Value t82 = 5.1518639227799214 * t81;
    const Value t83 = tau[0] - (t68 + (t71 - 0.15005 * t69) * sine[0] + (25.9836065 * t75 + 5.8018217679508 * qd[0])) - t77 * t82;
    const Value t84 = sign_of(qd[4]);
    const Value t85 = tau[4] - (t44 + (0.4272830209354 * qd[4] + 0.85444524 * t84));
    const Value t86 = 0.000432144 * sine[2];
    const Value t87 = 5.8464e-05 * t78 + 0.001243584 * cosine[0];
    const Value t88 = (0.00064216 * sine[3] + t86) * t79 + ((0.001243584 * t79 - t87) * sine[3] - 0.000432144 * (cosine[3] * t78)) * cosine[2];
    const Value t89 = 5.836060905888831 * t88;
    const Value t90 = sign_of(qd[3]);
    const Value t91 = 0.00020607455691119687 * cosine[2];
    const Value t92 = tau[3] - (0.411645229697152 * qd[3] + 1.06831142 * t90 + t55) - t77 * t91;
    const Value t93 = 0.00020216 * cosine[2];
    const Value t94 = 0.00020216 * sine[2];
    const Value t95 = 0.00164 * t78 + (cosine[3] * (t79 * (0.001243584 + t93) - t87) + (t94 + 0.000432144 * sine[3]) * t78) * sine[2];
    const Value t96 = t95 - t91 * t81;
    const Value t97 = (t94 + 0.000864288 * sine[3] + (-0.000116928 - 0.002487168 * (cosine[0] * t78)) * cosine[3]) * sine[2];
    const Value t98 = 0.00020216 * (sine[2] * sine[2]);
    const Value t99 = 1.0 / (0.19243062612368 + t98 - t91 * (4e-05 * cosine[2]));
    const Value t100 = t99 * t96;
    const Value t101 = sign_of(qd[2]);
    const Value t102 = sine[3] * sine[2];
    const Value t103 = (-0.1384816665 - 0.001243584 * t102 + (-0.000432144 - 0.00020216 * t102) * cosine[2]) * t78 + (-0.00380751875 - 5.8464e-05 * t102 + cosine[3] * (t86 + (0.0001 + t98) * sine[3])) * t79;
    const Value t104 = 0.00020607455691119687 * t102;
    const Value t105 = 4e-05 * t102;
    const Value t106 = t77 * t104;
    const Value t107 = cosine[3] * (0.00064216 + 0.001243584 * cosine[2]) - 5.8464e-05 * sine[2];
    const Value t108 = 5.836060905888831 * t107;
    const Value t109 = t105 * t91;
    const Value t110 = t105 * t104;
    const Value t111 = -0.001243584 - t93;
    const Value t112 = sine[3] * (t111 * sine[2]) - t109;
    const Value t113 = t99 * t112;
    const Value t114 = tau[2] - (t64 + (6.36419655 * t101 + 3.9804259903722 * qd[2])) - t106 - t85 * t108 - t113 * t92;
    const Value t115 = t81 * t104;
    const Value t116 = t103 - t115 - t88 * t108 - t113 * t96;
    const Value t117 = 0.002487168 * cosine[2];
    const Value t118 = cosine[3] * sine[2];
    const Value t119 = sine[3] * ((-0.0001 - t98) * sine[3]) + (t117 + (0.936165562438 - 0.000116928 * t118)) - t110 - t107 * t108;
    const Value t120 = 1.0 / (t119 - t113 * t112);
    const Value t121 = 0.0001 * t80 + sine[2] * ((0.00020216 * t118 - 5.8464e-05) * t79 - 0.001243584 * sine[0] + t111 * t78);
    const Value t122 = t79 * (0.000432144 * t118 - 0.00380751875) - (0.6903913435 * sine[0] + 0.023751 * cosine[0]) + (-0.1384816665 - 0.000432144 * cosine[2]) * t78;
    const Value t123 = t116 * t120;
    const Value t124 = sign_of(qd[1]);
    const Value t125 = 0.001243584 * cosine[1];
    const Value t126 = 0.001243584 * sine[1];
    const Value t127 = (t126 - t93 - 0.001243584) * sine[2] * sine[3] - t109;
    const Value t128 = sine[2] * (-5.8464e-05 - t125) + (0.00064216 + cosine[2] * (0.001243584 - t126)) * cosine[3];
    const Value t129 = 5.836060905888831 * t128;
    const Value t130 = tau[1] - (t64 + t74 + 0.4318 * t69 + (10.6197775 * t124 + 9.496868641825 * qd[1])) - t106 - t129 * t85;
    const Value t131 = t99 * t127;
    const Value t132 = sine[3] * sine[3];
    const Value t133 = 0.00020216 * (sine[2] * t132);
    const Value t134 = 0.0001 * t132;
    const Value t135 = 0.3592922305 + 0.010956925 * cosine[1] - 0.384876294 * sine[1] - t134 + (0.002487168 - t126) * cosine[2];
    const Value t136 = (cosine[3] * (-0.000116928 - t125) - t133) * sine[2] + t135 - t110 - t128 * t108 - t113 * t127;
    const Value t137 = t134 + (0.3315220055 + t117) + (0.000116928 * cosine[3] + sine[2] * (0.00020216 * t132 - 0.00040432)) * sine[2];
    const Value t138 = 4.4322210775 + 0.02191385 * cosine[1] - 0.769752588 * sine[1] - t134 + cosine[2] * (0.002487168 - 0.002487168 * sine[1]);
    const Value t139 = t138 + ((-0.000116928 - 0.002487168 * cosine[1]) * cosine[3] - t133) * sine[2] - t110 - t129 * t128 - t127 * t131;
    const Value t140 = t136 * t120;
    const Value t141 = sine[3] * t121 + t122 - t115 - t88 * t129 - t96 * t131 - t140 * t116;
    const Value t142 = 1.0 / (t139 - t140 * t136);
    const Value t143 = t130 - t92 * t131 - t140 * t114;
    const Value t144 = t141 * t142;
    const Value t145 = cosine[3] * ((0.002487168 + 0.00040432 * cosine[2]) * sine[2]) + (-0.022546398 - 0.000116928 * cosine[2]);
    const Value t146 = 3.939212254267 - 1.601861202 * (sine[0] * sine[0]) + (0.02191385 * t78 - 0.0141984 * sine[0]) * cosine[0];
    const Value t147 = t146 + t97 + (t145 * t78 + (-0.769752588 - t117) * cosine[0] + t137 * t79) * t79 - t81 * t82 - t88 * t89;
    const Value t148 = 1.0 / (t147 - t100 * t96 - t123 * t116 - t144 * t141) * (t83 - t85 * t89 - t100 * t92 - t123 * t114 - t143 * t144);
    const Value t149 = t143 * t142 - t148 * t144;
    const Value t150 = t114 * t120 - t149 * t140 - t123 * t148;
    const Value t151 = t99 * t92 - t150 * t113 - t149 * t131 - t100 * t148;
    qdd[0] = t148;
    qdd[1] = t149;
    qdd[2] = t150;
    qdd[3] = t151;
    qdd[4] = 5.836060905888831 * t85 - t150 * t108 - t149 * t129 - t148 * t89;
    qdd[5] = 5.1518639227799214 * t77 - t91 * t151 - t150 * t104 - t149 * t104 - t148 * t82;
  }
};
/// forward_dynamics at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct ForwardDynamicsLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* tau, double* qdd) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], qd_lanes[6], tau_lanes[6], qdd_lanes[6];
    gather(q_lanes, q, 6, k, valid);
    gather(qd_lanes, qd, 6, k, valid);
    gather(tau_lanes, tau, 6, k, valid);
    ForwardDynamicsBody()(sin_cos, q_lanes, qd_lanes, tau_lanes, qdd_lanes);
    scatter(qdd, qdd_lanes, 6, k, valid);
  }
};
}  // namespace
void forward_dynamics_batch(int count, const double* q, const double* qd, const double* tau, double* qdd) {
  evaluate_batch(ForwardDynamicsLanes(), count, q, qd, tau, qdd);
}


// Built from: B and C.
namespace {
struct CoriolisMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* Cc) const {
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4]);
    const Value t0 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t1 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t2 = 4e-05 * (cosine[2] * cosine[3] * t0) + 4e-05 * (sine[3] * t1);
    const Value t3 = t2 * qd[0];
    const Value t4 = 4e-05 * (cosine[3] * sine[2]);
    const Value t5 = t4 * qd[1];
    const Value t6 = t4 * qd[2];
    const Value t7 = 4e-05 * sine[3];
    const Value t8 = t7 * qd[3];
    const Value t9 = 4e-05 * (sine[2] * t0 * sine[3]);
    const Value t10 = cosine[2] * sine[3];
    const Value t11 = 4e-05 * t10;
    const Value t12 = t9 * qd[0] + t11 * qd[1] + t11 * qd[2];
    const Value t13 = t7 * qd[4];
    const Value t14 = qd[5] * t7;
    const Value t15 = cosine[2] * t1;
    const Value t16 = cosine[3] * t0;
    const Value t17 = 4e-05 * (sine[3] * t15) + 4e-05 * t16;
    const Value t18 = t17 * qd[0];
    const Value t19 = qd[3] * t11;
    const Value t20 = qd[5] * t11;
    const Value t21 = qd[4] * t4;
    const Value t22 = qd[5] * t4;
    const Value t23 = 0.5 * (t19 - t18 + t21);
    const Value t24 = 0.5 * (t18 + t19 + t21);
    const Value t25 = 0.5 * (t9 * qd[3] - (t17 * qd[2] + t17 * qd[1]) - t2 * qd[4]);
    const Value t26 = qd[5] * t2;
    const Value t27 = qd[5] * t9;
    const Value t28 = qd[5] * t17;
    const Value t29 = sine[3] * sine[3];
    const Value t30 = 0.00040432 * t29;
    const Value t31 = 0.0001 + 0.00020216 * t29;
    const Value t32 = 0.00044 + t30;
    const Value t33 = 0.00040432 * (cosine[3] * t1 * sine[3]);
    const Value t34 = cosine[2] * (t0 * t32) - t33;
    const Value t35 = sine[2] * t32;
    const Value t36 = -0.00044 - t30;
    const Value t37 = cosine[2] * (t36 * t0) + t33;
    const Value t38 = t36 * sine[2];
    const Value t39 = cosine[3] * sine[3];
    const Value t40 = 0.002487168 * cosine[3];
    const Value t41 = 0.00040432 * t10;
    const Value t42 = (0.000116928 - t41) * t0;
    const Value t43 = sine[2] * (cosine[3] * t42 + (0.00084432 + t40 - t30) * t1);
    const Value t44 = 0.000116928 * cosine[2];
    const Value t45 = sine[2] * sine[2];
    const Value t46 = sine[3] * t45;
    const Value t47 = 0.00040432 * t46;
    const Value t48 = 0.00020216 * t46;
    const Value t49 = 0.002487168 * sine[3] + cosine[3] * (t44 + t47);
    const Value t50 = t49 * qd[1];
    const Value t51 = qd[3] * t38;
    const Value t52 = 0.5 * (qd[0] * t43 + t50 + t51 - t22) + (cosine[3] * (t48 + 5.8464e-05 * cosine[2]) + 0.001243584 * sine[3]) * qd[2];
    const Value t53 = 0.002487168 * sine[0];
    const Value t54 = 0.002487168 * t1 + t53;
    const Value t55 = 0.000116928 * t0 + t53;
    const Value t56 = 0.00084432 - t30;
    const Value t57 = ((t42 + t54) * cosine[3] + t56 * t1) * sine[2];
    const Value t58 = t49 * qd[2];
    const Value t59 = 0.001243584 * cosine[1];
    const Value t60 = 0.001243584 * sine[1];
    const Value t61 = ((0.001243584 - t60) * sine[3] + (t48 + cosine[2] * (5.8464e-05 + t59)) * cosine[3]) * qd[1] + 0.5 * (t57 * qd[0] + t58 + t51 - t22);
    const Value t62 = 0.001243584 * cosine[3];
    const Value t63 = 0.00040432 - 0.00020216 * t45;
    const Value t64 = 0.001243584 * cosine[0];
    const Value t65 = cosine[2] * ((-0.00020216 - t62) * t1 - 5.8464e-05 * t16) + sine[3] * ((0.001243584 + cosine[3] * t63) * t0 + ((t41 - 5.8464e-05) * t1 - t64));
    const Value t66 = ((t63 * sine[3] - t44) * sine[3] + (-0.3315220055 - t40 - 0.0001 * t45)) * t1;
    const Value t67 = cosine[0] * t1;
    const Value t68 = 0.001243584 * t67;
    const Value t69 = (cosine[2] * (5.8464e-05 + t68) - (0.00020216 * sine[3] + 0.000432144 * sine[2])) * cosine[3] + t65 * t0;
    const Value t70 = 0.00040432 * t39;
    const Value t71 = 0.00040432 * t45;
    const Value t72 = 0.0002 * t45;
    const Value t73 = sine[3] * (t71 - 0.00040432);
    const Value t74 = t72 - 0.00174;
    const Value t75 = 0.00040432 * cosine[3];
    const Value t76 = 0.002487168 + t75;
    const Value t77 = -0.002487168 - t75;
    const Value t78 = cosine[2] * (t76 * sine[3]);
    const Value t79 = t74 * t0 + (t0 * t73 + cosine[2] * (t76 * t1 + t55)) * sine[3];
    const Value t80 = t78 * t1 + (t74 + (t44 + t73) * sine[3]) * t0;
    const Value t81 = 0.0002 + t30;
    const Value t82 = 0.000116928 * sine[3];
    const Value t83 = (cosine[2] * t81 - t82) * sine[2];
    const Value t84 = qd[4] * t35;
    const Value t85 = sine[2] * (cosine[2] * t31 - 5.8464e-05 * sine[3]) * qd[2] + 0.5 * (t83 * qd[1] + qd[0] * t80 + t84 - t20);
    const Value t86 = 0.00020216 * t10;
    const Value t87 = 0.5 * (qd[0] * t79 + t83 * qd[2] + t84 - t20) + sine[2] * (0.0001 * cosine[2] + (t86 - t59 - 5.8464e-05) * sine[3]) * qd[1];
    const Value t88 = 0.00020216 * cosine[3];
    const Value t89 = 0.001243584 + t88;
    const Value t90 = cosine[2] * t0 * t0;
    const Value t91 = 0.000432144 * t10;
    const Value t92 = sine[2] * ((-5.8464e-05 - t68 + ((5.8464e-05 - t86) * t0 + t89 * t1) * t0) * sine[3] - 0.0001 * t90) - t91;
    const Value t93 = t1 * (t91 - 0.00380751875) + (t0 * (0.1384816665 + 0.000432144 * cosine[3]) + (0.023751 * sine[0] - 0.6903913435 * cosine[0]));
    const Value t94 = -0.00084432 - t40 + t30;
    const Value t95 = (t41 - 0.000116928) * t0;
    const Value t96 = sine[2] * (t94 * t1 + t95 * cosine[3]);
    const Value t97 = sine[2] * t94;
    const Value t98 = 5.8464e-05 * cosine[3];
    const Value t99 = 0.001243584 * t10;
    const Value t100 = (0.00040432 - t71) * sine[3];
    const Value t101 = t71 - 0.00080864;
    const Value t102 = 0.00174 - t72;
    const Value t103 = sine[3] * t77 * cosine[2] * t1 + t0 * ((t100 - t44) * sine[3] + t102);
    const Value t104 = t1 * t77;
    const Value t105 = (t0 * t100 + cosine[2] * (t104 - t55)) * sine[3] + t0 * t102;
    const Value t106 = (0.000233856 * cosine[2] + t101 * sine[3]) * sine[3] + (t72 + (0.663044011 + 0.004974336 * cosine[3]));
    const Value t107 = t106 * t1;
    const Value t108 = -0.0002 - t30;
    const Value t109 = (t108 * cosine[2] + t82) * sine[2];
    const Value t110 = 0.5 * (qd[3] * t109 - qd[4] * t49);
    const Value t111 = t30 - 0.00084432;
    const Value t112 = ((t95 - t54) * cosine[3] + t111 * t1) * sine[2];
    const Value t113 = -0.001243584 - t88;
    const Value t114 = cosine[2] * (t113 * sine[3]);
    const Value t115 = 0.384876294 + t62;
    const Value t116 = -0.384876294 - t62;
    const Value t117 = 0.010956925 - t99;
    const Value t118 = 0.000116928 * cosine[3];
    const Value t119 = (t78 + (-0.022546398 - t118)) * t0;
    const Value t120 = cosine[0] * t117;
    const Value t121 = 0.011273199 + 0.384876294 * t67 - t99 + (5.8464e-05 + (t68 - t86)) * cosine[3] + t0 * (t66 + (t119 + t120));
    const Value t122 = 0.002487168 * cosine[1];
    const Value t123 = 0.002487168 * sine[1] - 0.002487168;
    const Value t124 = cosine[3] * ((-0.000116928 - t122) * cosine[2] - t47) + t123 * sine[3];
    const Value t125 = sine[2] * (t111 + t123 * cosine[3]);
    const Value t126 = 0.5 * (qd[3] * t125 + (qd[2] * t124 + (qd[1] * t124 + qd[0] * t112)) + t22) + qd[4] * (cosine[3] * (-5.8464e-05 - t59) + (t60 - 0.001243584) * sine[3] * cosine[2]);
    const Value t127 = sine[2] * ((0.000116928 + (t122 - t41)) * sine[3] - 0.0002 * cosine[2]);
    const Value t128 = 0.5 * (t20 + (t127 * qd[2] + (t127 * qd[1] + t105 * qd[0]) + qd[4] * t125)) + (t60 - t88 - 0.001243584) * sine[3] * cosine[2] * qd[3];
    const Value t129 = t127 * qd[3];
    const Value t130 = qd[4] * t124;
    const Value t131 = -0.769752588 - t40;
    const Value t132 = 0.002487168 * t10;
    const Value t133 = t132 - 0.02191385;
    const Value t134 = (t131 * cosine[0] + sine[0] * t133) * t1 + ((0.0283968 * sine[0] - 3.203722404 * cosine[0]) * sine[0] + (-0.036744798 - t118) + t78);
    const Value t135 = t131 * cosine[1] + t133 * sine[1];
    const Value t136 = cosine[0] * t133;
    const Value t137 = 0.018372399 + t98 + sine[0] * (1.601861202 * cosine[0] - 0.0141984 * sine[0]) + t114 + (cosine[0] * t115 + sine[0] * t117) * t1;
    const Value t138 = 0.5 * (t28 + (t105 * qd[3] + qd[4] * t112)) + (t0 * (t66 + (t119 + (t116 * sine[0] + t120))) + t137) * qd[0];
    const Value t139 = 0.002487168 * cosine[0];
    const Value t140 = (t139 + (0.000116928 - 0.00080864 * t10) * t1 + t0 * (cosine[3] * t101 - 0.002487168)) * sine[3] + cosine[2] * ((0.00040432 + t40) * t1 + 0.000116928 * t16);
    const Value t141 = 0.002487168 * t67;
    const Value t142 = (sine[3] * (t0 * (t95 + t104) + (0.000116928 + t141)) + 0.0002 * t90) * sine[2] + 0.000864288 * t10;
    const Value t143 = 0.000864288 * sine[2] + 0.00040432 * sine[3];
    const Value t144 = cosine[3] * t143 * t1 + cosine[2] * (cosine[3] * (0.002487168 * t0 - (0.000116928 * t1 + t139)) + t56 * t0);
    const Value t145 = ((-0.000116928 - t141) * cosine[2] + t143) * cosine[3] + t140 * t0;
    const Value t146 = 0.000864288 * sine[3];
    const Value t147 = ((t108 * sine[2] - t146) * sine[2] - 0.00154) * t0;
    const Value t148 = sine[2] * sine[3];
    const Value t149 = (-0.00380751875 - 5.8464e-05 * t148 + cosine[2] * (0.000432144 * sine[3] + t31 * sine[2])) * t1 + (0.1384816665 + 0.001243584 * t148 + cosine[3] * (0.000432144 + 0.00020216 * t148)) * t0;
    const Value t150 = 0.000864288 + 0.00040432 * t148;
    const Value t151 = t1 * (-0.0076150375 - 0.000116928 * t148 + cosine[2] * (t146 + sine[2] * t81)) + t0 * (cosine[3] * t150 + (0.276963333 + 0.002487168 * t148));
    const Value t152 = cosine[3] * (t0 * t150) * cosine[2] + (t146 + t35) * t1;
    const Value t153 = 5.8464e-05 * t1 + t64;
    const Value t154 = 0.000432144 * t15;
    const Value t155 = ((t154 + (t153 - 0.001243584 * t0) * sine[2]) * sine[3] + 0.000432144 * t16) * qd[4] + 0.5 * (t145 * qd[0] + t152 * qd[1] + t152 * qd[2] + t144 * qd[3] - t26);
    const Value t156 = (t154 + (t113 * t0 + t153) * sine[2]) * sine[3] * qd[3] + 0.5 * (t147 * qd[2] + (t147 * qd[1] + qd[0] * t142) + qd[4] * t144 + t27);
    const Value t157 = t147 * qd[3];
    const Value t158 = t152 * qd[4];
    const Value t159 = (-0.004974336 - 0.00080864 * cosine[3]) * sine[3] * cosine[2] + (0.045092796 + 0.000233856 * cosine[3]);
    const Value t160 = t159 * t0;
    const Value t161 = (t107 + (t136 + t160)) * t0 + (t132 + (-0.022546398 - 0.769752588 * t67) + (t41 - t141 - 0.000116928) * cosine[3]);
    const Value t162 = t134 + (t160 + (t136 + (0.769752588 + t40) * sine[0]) + t107) * t0;
    const Value t163 = (t93 + (sine[3] * (t0 * t89 - t64 + (t86 - 5.8464e-05) * t1) + 0.0001 * t15) * sine[2]) * qd[1] + 0.5 * (t158 + (t151 * qd[2] + t162 * qd[0] + t157) - t28);
    Cc[0] = 0.5 * (qd[3] * t142 + (t161 * qd[2] + t162 * qd[1]) + t145 * qd[4]);
    Cc[1] = t163;
    Cc[2] = 0.5 * (t158 + (t151 * qd[1] + qd[0] * t161 + t157) - t28) + t149 * qd[2];
    Cc[3] = t156;
    Cc[4] = t155;
    Cc[5] = t25;
    Cc[6] = t138;
    Cc[7] = 0.5 * (t129 + t135 * qd[2] + t130);
    Cc[8] = (t116 * cosine[1] + (t99 - 0.010956925) * sine[1]) * qd[2] + 0.5 * (t129 + t135 * qd[1] + t130);
    Cc[9] = t128;
    Cc[10] = t126;
    Cc[11] = t24;
    Cc[12] = 0.5 * (t28 + (qd[4] * t96 + t103 * qd[3])) + t121 * qd[0];
    Cc[13] = t110 + (t115 * cosine[1] + t117 * sine[1]) * qd[1];
    Cc[14] = t110;
    Cc[15] = 0.5 * (t20 + (t109 * qd[2] + (t109 * qd[1] + t103 * qd[0]) + qd[4] * t97)) + t114 * qd[3];
    Cc[16] = 0.5 * (qd[3] * t97 + (qd[0] * t96 - t50 - t58) + t22) - qd[4] * (t98 + t99);
    Cc[17] = t24;
    Cc[18] = qd[0] * t92 + 0.5 * (qd[4] * t37 + (t80 * qd[2] + t79 * qd[1]) - t27);
    Cc[19] = t87;
    Cc[20] = t85;
    Cc[21] = 0.5 * (t70 * qd[4]);
    Cc[22] = 0.5 * (qd[0] * t37 + t35 * qd[1] + t35 * qd[2] + t70 * qd[3] - t14);
    Cc[23] = -(0.5 * (t13 + t12));
    Cc[24] = 0.5 * (t57 * qd[1] + t43 * qd[2] + t34 * qd[3] + t26) + t69 * qd[0];
    Cc[25] = t61;
    Cc[26] = t52;
    Cc[27] = 0.5 * (t38 * qd[1] + t34 * qd[0] + t38 * qd[2] + t14) - qd[3] * (0.00020216 * t39);
    Cc[28] = Value() + 0.0;
    Cc[29] = 0.5 * (t8 + (t3 - t5 - t6));
    Cc[30] = t25;
    Cc[31] = t23;
    Cc[32] = t23;
    Cc[33] = 0.5 * (t12 - t13);
    Cc[34] = 0.5 * (t6 + (t5 - t3) - t8);
    Cc[35] = Value() + 0.0;
  }
};
/// coriolis_matrix at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CoriolisMatrixLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* Cc) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], qd_lanes[6], Cc_lanes[36];
    gather(q_lanes, q, 6, k, valid);
    gather(qd_lanes, qd, 6, k, valid);
    CoriolisMatrixBody()(sin_cos, q_lanes, qd_lanes, Cc_lanes);
    scatter(Cc, Cc_lanes, 36, k, valid);
  }
};
}  // namespace
void coriolis_matrix_batch(int count, const double* q, const double* qd, double* Cc) {
  evaluate_batch(CoriolisMatrixLanes(), count, q, qd, Cc);
}


// Built from: forward kinematics in the base frame.
namespace {
struct ToolPoseBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* T) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[2], q[4], q[3], q[5], q[0]);
    const Value t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = cosine[3] * t1;
    const Value t3 = cosine[2] * t2 + sine[2] * t0;
    const Value t4 = sine[3] * t1;
    const Value t5 = cosine[0] * sine[5];
    const Value t6 = sine[5] * sine[0];
    const Value t7 = t5 * cosine[1] - t6 * sine[1];
    const Value t8 = t6 * cosine[1] + t5 * sine[1];
    const Value t9 = sine[3] * cosine[5] + cosine[3] * t7;
    const Value t10 = cosine[2] * t9 - t8 * sine[2];
    const Value t11 = t7 * sine[3] - cosine[3] * cosine[5];
    const Value t12 = cosine[0] * cosine[5];
    const Value t13 = sine[0] * cosine[5];
    const Value t14 = t12 * cosine[1] - t13 * sine[1];
    const Value t15 = t13 * cosine[1] + t12 * sine[1];
    const Value t16 = t14 * cosine[3] - sine[3] * sine[5];
    const Value t17 = cosine[2] * t16 - t15 * sine[2];
    const Value t18 = cosine[3] * sine[5] + t14 * sine[3];
    T[0] = cosine[4] * t17 - t18 * sine[4];
    T[1] = -(t17 * sine[4] + t18 * cosine[4]);
    T[2] = -(cosine[2] * t15 + t16 * sine[2]);
    T[3] = 0.15005 * sine[5] + 0.4318 * t12 + (0.0203 * t14 - 0.4318 * t15);
    T[4] = cosine[4] * t10 - t11 * sine[4];
    T[5] = -(t11 * cosine[4] + sine[4] * t10);
    T[6] = -(sine[2] * t9 + cosine[2] * t8);
    T[7] = 0.4318 * t5 - 0.15005 * cosine[5] + (0.0203 * t7 - 0.4318 * t8);
    T[8] = t3 * cosine[4] - t4 * sine[4];
    T[9] = -(t3 * sine[4] + t4 * cosine[4]);
    T[10] = cosine[2] * t0 - t2 * sine[2];
    T[11] = 0.4318 * sine[0] + (0.4318 * t0 + 0.0203 * t1);
    T[12] = Value() + 0.0;
    T[13] = Value() + 0.0;
    T[14] = Value() + 0.0;
    T[15] = Value() + 1.0;
  }
};
/// tool_pose at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct ToolPoseLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* T) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], T_lanes[16];
    gather(q_lanes, q, 6, k, valid);
    ToolPoseBody()(sin_cos, q_lanes, T_lanes);
    scatter(T, T_lanes, 16, k, valid);
  }
};
}  // namespace
void tool_pose_batch(int count, const double* q, double* T) {
  evaluate_batch(ToolPoseLanes(), count, q, T);
}


// Built from: forward kinematics in the base frame.
namespace {
struct JacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* J) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[4], q[3], q[0]);
    const Value t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = cosine[0] * sine[4];
    const Value t3 = sine[4] * sine[0];
    const Value t4 = t2 * cosine[1] - t3 * sine[1];
    const Value t5 = t3 * cosine[1] + t2 * sine[1];
    const Value t6 = 0.4318 * t2 - 0.15005 * cosine[4];
    const Value t7 = -cosine[4];
    const Value t8 = sine[0] * cosine[4];
    const Value t9 = cosine[0] * cosine[4];
    const Value t10 = t8 * cosine[1] + t9 * sine[1];
    const Value t11 = t9 * cosine[1] - t8 * sine[1];
    const Value t12 = 0.15005 * sine[4] + 0.4318 * t9;
    const Value t13 = t6 + (0.0203 * t4 - 0.4318 * t5);
    const Value t14 = t12 + (0.0203 * t11 - 0.4318 * t10);
    const Value t15 = 0.4318 * sine[0];
    const Value t16 = t15 + (0.4318 * t0 + 0.0203 * t1);
    const Value t17 = t16 - t15;
    J[0] = -t13;
    J[1] = -(t16 * cosine[4]);
    J[2] = -(t17 * cosine[4]);
    J[3] = Value() + 0.0;
    J[4] = Value() + 0.0;
    J[5] = Value() + 0.0;
    J[6] = t14;
    J[7] = -(t16 * sine[4]);
    J[8] = -(t17 * sine[4]);
    J[9] = Value() + 0.0;
    J[10] = Value() + 0.0;
    J[11] = Value() + 0.0;
    J[12] = Value() + 0.0;
    J[13] = t13 * sine[4] + t14 * cosine[4];
    J[14] = sine[4] * (t13 - t6) + (t14 - t12) * cosine[4];
    J[15] = Value() + 0.0;
    J[16] = Value() + 0.0;
    J[17] = Value() + 0.0;
    J[18] = Value() + 0.0;
    J[19] = sine[4];
    J[20] = sine[4];
    J[21] = -t10;
    J[22] = cosine[3] * sine[4] + t11 * sine[3];
    J[23] = -(cosine[2] * t10 + (t11 * cosine[3] - sine[3] * sine[4]) * sine[2]);
    J[24] = Value() + 0.0;
    J[25] = t7;
    J[26] = t7;
    J[27] = -t5;
    J[28] = t4 * sine[3] - cosine[3] * cosine[4];
    J[29] = -(sine[2] * (sine[3] * cosine[4] + cosine[3] * t4) + cosine[2] * t5);
    J[30] = Value() + 1.0;
    J[31] = Value() + 0.0;
    J[32] = Value() + 0.0;
    J[33] = t0;
    J[34] = sine[3] * t1;
    J[35] = cosine[2] * t0 - cosine[3] * t1 * sine[2];
  }
};
/// jacobian at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct JacobianLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* J) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], J_lanes[36];
    gather(q_lanes, q, 6, k, valid);
    JacobianBody()(sin_cos, q_lanes, J_lanes);
    scatter(J, J_lanes, 36, k, valid);
  }
};
}  // namespace
void jacobian_batch(int count, const double* q, double* J) {
  evaluate_batch(JacobianLanes(), count, q, J);
}


// Built from: outward pass at qdd = 0 in the base frame.
namespace {
struct JacobianDotQdBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* a) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[0], q[1], q[2], q[3], q[4]);
    const Value t0 = sine[0] * qd[1];
    const Value t1 = sine[0] * qd[2] + t0;
    const Value t2 = sine[1] * cosine[0];
    const Value t3 = cosine[1] * cosine[0];
    const Value t4 = t2 * cosine[2] + t3 * sine[2];
    const Value t5 = t3 * cosine[2] - t2 * sine[2];
    const Value t6 = 0.15005 * sine[0] + 0.4318 * t3;
    const Value t7 = t1 - t4 * qd[3];
    const Value t8 = cosine[1] * sine[0];
    const Value t9 = sine[0] * sine[1];
    const Value t10 = t8 * cosine[2] - t9 * sine[2];
    const Value t11 = t9 * cosine[2] + t8 * sine[2];
    const Value t12 = 0.4318 * t8 - 0.15005 * cosine[0];
    const Value t13 = t10 * sine[3] - cosine[3] * cosine[0];
    const Value t14 = cosine[0] * qd[1];
    const Value t15 = cosine[0] * qd[2] + t14;
    const Value t16 = t15 + t11 * qd[3];
    const Value t17 = cosine[3] * sine[0] + t5 * sine[3];
    const Value t18 = (t14 * sine[0] - cosine[0] * t0) * qd[2];
    const Value t19 = qd[4] * t13 - t16;
    const Value t20 = cosine[4] * t4 + (t5 * cosine[3] - sine[3] * sine[0]) * sine[4];
    const Value t21 = t6 + (0.0203 * t5 - 0.4318 * t4) - t6;
    const Value t22 = sine[4] * (sine[3] * cosine[0] + cosine[3] * t10) + cosine[4] * t11;
    const Value t23 = t12 + (0.0203 * t10 - 0.4318 * t11) - t12;
    const Value t24 = t7 + qd[4] * t17;
    const Value t25 = qd[4] * (t7 * t13 + t16 * t17) + (t18 - qd[3] * (t15 * t4 + t11 * t1)) + qd[5] * (t19 * t20 - t22 * t24);
    const Value t26 = cosine[1] * cosine[2] - sine[1] * sine[2];
    const Value t27 = qd[0] + qd[3] * t26;
    const Value t28 = cosine[1] * sine[2] + sine[1] * cosine[2];
    const Value t29 = sine[3] * t28;
    const Value t30 = t27 + t29 * qd[4];
    const Value t31 = cosine[4] * t26 - cosine[3] * t28 * sine[4];
    const Value t32 = sine[0] * qd[0];
    const Value t33 = t32 * qd[1];
    const Value t34 = t32 * qd[2] + t33;
    const Value t35 = t34 - (t4 * qd[0] + t1 * t26) * qd[3] + qd[4] * (t27 * t17 - t7 * t29) - (t20 * t30 + t31 * t24) * qd[5];
    const Value t36 = cosine[0] * qd[0];
    const Value t37 = t36 * qd[1];
    const Value t38 = t36 * qd[2] + t37;
    const Value t39 = qd[3] * (t11 * qd[0] - t15 * t26) + t38 - qd[4] * (t27 * t13 + t29 * t16) + qd[5] * (t22 * t30 + t19 * t31);
    const Value t40 = 0.4318 * sine[1];
    const Value t41 = t40 + (0.4318 * t26 + 0.0203 * t28) - t40;
    const Value t42 = t6 * qd[0] - t40 * t0;
    const Value t43 = t40 * t14 + t12 * qd[0];
    const Value t44 = t21 * qd[0] - t41 * t1;
    const Value t45 = t15 * t41 + t23 * qd[0];
    const Value t46 = t12 * t0 + t6 * t14;
    const Value t47 = t15 * t21 + t23 * t1;
    a[0] = t41 * t34 - t18 * t23 + (t40 * t33 - (t14 * t46 + t42 * qd[0])) - (t44 * qd[0] + t15 * t47);
    a[1] = t18 * t21 - t41 * t38 - (t40 * t37 + (qd[0] * t43 + t46 * t0)) - (t47 * t1 + t45 * qd[0]);
    a[2] = t37 * t12 - t6 * t33 + (t42 * t0 - t14 * t43) + (t23 * t38 - t21 * t34) + (t44 * t1 - t15 * t45);
    a[3] = t39;
    a[4] = t35;
    a[5] = t25;
  }
};
/// jacobian_dot_qd at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct JacobianDotQdLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* a) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], qd_lanes[6], a_lanes[6];
    gather(q_lanes, q, 6, k, valid);
    gather(qd_lanes, qd, 6, k, valid);
    JacobianDotQdBody()(sin_cos, q_lanes, qd_lanes, a_lanes);
    scatter(a, a_lanes, 6, k, valid);
  }
};
}  // namespace
void jacobian_dot_qd_batch(int count, const double* q, const double* qd, double* a) {
  evaluate_batch(JacobianDotQdLanes(), count, q, qd, a);
}








// Built from: the links' first moments in the base frame over their mass.
namespace {
struct CenterOfMassBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* c) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[4], q[3], q[0]);
    const Value t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = 0.4318 * sine[0] + (0.4318 * t0 + 0.0203 * t1);
    const Value t3 = 1.1832 * sine[0] + 0.1044 * cosine[0] + (0.336 * t0 + 2.07264 * sine[0]) + (0.01558 * t0 + 0.82 * t2);
    const Value t4 = 0.042643923240938165 * (t3 + 0.34 * t2 + (0.09 * t2 + 0.00288 * (cosine[2] * t0 - cosine[3] * t1 * sine[2])));
    const Value t5 = cosine[0] * sine[4];
    const Value t6 = sine[4] * sine[0];
    const Value t7 = t5 * cosine[1] - t6 * sine[1];
    const Value t8 = t6 * cosine[1] + t5 * sine[1];
    const Value t9 = 0.4318 * t5 - 0.15005 * cosine[4];
    const Value t10 = t9 + (0.0203 * t7 - 0.4318 * t8);
    const Value t11 = 0.82 * t10 - 0.01558 * t8 + (1.1832 * t5 - 0.1044 * t6 - 3.9585 * cosine[4] + (4.8 * t9 - (0.336 * t8 + 0.06768 * cosine[4])));
    const Value t12 = 0.09 * t10 - 0.00288 * (sine[2] * (sine[3] * cosine[4] + cosine[3] * t7) + cosine[2] * t8) + (0.34 * t10 + t11);
    const Value t13 = cosine[0] * cosine[4];
    const Value t14 = sine[0] * cosine[4];
    const Value t15 = t13 * cosine[1] - t14 * sine[1];
    const Value t16 = t14 * cosine[1] + t13 * sine[1];
    const Value t17 = 0.15005 * sine[4] + 0.4318 * t13;
    const Value t18 = t17 + (0.0203 * t15 - 0.4318 * t16);
    const Value t19 = 0.82 * t18 - 0.01558 * t16 + (4.8 * t17 + (0.06768 * sine[4] - 0.336 * t16) + (1.1832 * t13 - 0.1044 * t14 + 3.9585 * sine[4]));
    const Value t20 = 0.34 * t18 + t19 + (0.09 * t18 - 0.00288 * (cosine[2] * t16 + (t15 * cosine[3] - sine[3] * sine[4]) * sine[2]));
    c[0] = 0.042643923240938165 * t20;
    c[1] = 0.042643923240938165 * t12;
    c[2] = t4;
  }
};
/// center_of_mass at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CenterOfMassLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* c) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], c_lanes[3];
    gather(q_lanes, q, 6, k, valid);
    CenterOfMassBody()(sin_cos, q_lanes, c_lanes);
    scatter(c, c_lanes, 3, k, valid);
  }
};
}  // namespace
void center_of_mass_batch(int count, const double* q, double* c) {
  evaluate_batch(CenterOfMassLanes(), count, q, c);
}


// Built from: composite bodies in the base frame, moved to the centre of mass.
namespace {
struct CentroidalMomentumMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* Ag) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[0], q[2], q[3], q[4], q[5]);
    const Value t0 = cosine[0] * sine[1];
    const Value t1 = sine[1] * sine[0];
    const Value t2 = t0 * cosine[2] - t1 * sine[2];
    const Value t3 = sine[3] * cosine[1] + cosine[3] * t2;
    const Value t4 = t1 * cosine[2] + t0 * sine[2];
    const Value t5 = cosine[4] * t3 - t4 * sine[4];
    const Value t6 = t2 * sine[3];
    const Value t7 = cosine[3] * cosine[1];
    const Value t8 = t6 - t7;
    const Value t9 = t7 - t6;
    const Value t10 = cosine[5] * t5 - t8 * sine[5];
    const Value t11 = cosine[0] * sine[2] + sine[0] * cosine[2];
    const Value t12 = cosine[3] * t11;
    const Value t13 = cosine[0] * cosine[2] - sine[0] * sine[2];
    const Value t14 = cosine[4] * t12 + sine[4] * t13;
    const Value t15 = sine[3] * t11;
    const Value t16 = t14 * cosine[5] - t15 * sine[5];
    const Value t17 = 0.00024216 * t16;
    const Value t18 = t14 * sine[5] + t15 * cosine[5];
    const Value t19 = 0.00024216 * t18;
    const Value t20 = t8 * cosine[5] + sine[5] * t5;
    const Value t21 = sine[4] * t3 + cosine[4] * t4;
    const Value t22 = cosine[4] * t13 - t12 * sine[4];
    const Value t23 = 4e-05 * t22;
    const Value t24 = 0.4318 * t0 - 0.15005 * cosine[1];
    const Value t25 = t24 + (0.0203 * t2 - 0.4318 * t4);
    const Value t26 = 0.00288 * t22;
    const Value t27 = 0.4318 * sine[0];
    const Value t28 = t27 + (0.4318 * t13 + 0.0203 * t11);
    const Value t29 = 0.00288 * t21;
    const Value t30 = t28 * t25;
    const Value t31 = t10 * t17 + t19 * t20 - t21 * t23 - (0.09 * t30 + (t25 * t26 - t28 * t29));
    const Value t32 = cosine[0] * cosine[1];
    const Value t33 = sine[0] * cosine[1];
    const Value t34 = t32 * cosine[2] - t33 * sine[2];
    const Value t35 = t34 * cosine[3] - sine[3] * sine[1];
    const Value t36 = t33 * cosine[2] + t32 * sine[2];
    const Value t37 = cosine[4] * t35 - t36 * sine[4];
    const Value t38 = cosine[3] * sine[1] + t34 * sine[3];
    const Value t39 = t37 * sine[5] + t38 * cosine[5];
    const Value t40 = cosine[5] * t37 - t38 * sine[5];
    const Value t41 = cosine[4] * t36 + t35 * sine[4];
    const Value t42 = 0.15005 * sine[1] + 0.4318 * t32;
    const Value t43 = t42 + (0.0203 * t34 - 0.4318 * t36);
    const Value t44 = 0.00288 * t41;
    const Value t45 = t28 * t43;
    const Value t46 = t19 * t39 + t40 * t17 - t41 * t23 - (t43 * t26 - t28 * t44 + 0.09 * t45);
    const Value t47 = t43 * t43;
    const Value t48 = 0.09 * t47 - 2.0 * (t43 * t44);
    const Value t49 = t25 * t25;
    const Value t50 = 0.09 * t49;
    const Value t51 = 2.0 * (t25 * t29);
    const Value t52 = t17 * t16 + t19 * t18 + t22 * t23 + (t48 + t50 - t51);
    const Value t53 = t28 * t21 + t25 * t22;
    const Value t54 = 0.09 * t25 - t29;
    const Value t55 = t43 * t22 + t28 * t41;
    const Value t56 = 0.09 * t43 - t44;
    const Value t57 = 0.09 * t28 + t26;
    const Value t58 = 2.0 * (t28 * t26);
    const Value t59 = t22 * t56 + t41 * t57 - 0.09 * t55;
    const Value t60 = 0.01558 * t36;
    const Value t61 = 0.82 * t43 - t60;
    const Value t62 = 0.06768 * sine[1] - 0.336 * t36;
    const Value t63 = 4.8 * t42 + t62;
    const Value t64 = 1.1832 * t32 - 0.1044 * t33 + 3.9585 * sine[1];
    const Value t65 = 0.34 * t43;
    const Value t66 = 0.042643923240938165 * (t65 + (t61 + (t63 + t64)) + t56);
    const Value t67 = t65 + t56;
    const Value t68 = t67 + t61;
    const Value t69 = t63 + t68;
    const Value t70 = t64 + t69;
    const Value t71 = 0.09 * t53 - (t57 * t21 + t54 * t22);
    const Value t72 = 0.01558 * t4;
    const Value t73 = 0.82 * t25 - t72;
    const Value t74 = 0.336 * t4 + 0.06768 * cosine[1];
    const Value t75 = 4.8 * t24 - t74;
    const Value t76 = 1.1832 * t0 - 0.1044 * t1 - 3.9585 * cosine[1];
    const Value t77 = 0.34 * t25;
    const Value t78 = 0.042643923240938165 * (t54 + (t77 + (t73 + (t76 + t75))));
    const Value t79 = t54 + t77;
    const Value t80 = t73 + t79;
    const Value t81 = t80 + t75;
    const Value t82 = t76 + t81;
    const Value t83 = 0.0003 * t14;
    const Value t84 = 0.0003 * t22;
    const Value t85 = 0.0004 * t15;
    const Value t86 = t31 + (t83 * t5 - t84 * t21 + t8 * t85 - 0.34 * t30);
    const Value t87 = t83 * t37 - t84 * t41 + t38 * t85 - 0.34 * t45 + t46;
    const Value t88 = 0.34 * t47;
    const Value t89 = 0.82 * t47 - 2.0 * (t43 * t60);
    const Value t90 = 0.34 * t49;
    const Value t91 = t88 + t90 + (t15 * t85 + (t83 * t14 + t84 * t22)) + t52;
    const Value t92 = 0.82 * t49;
    const Value t93 = t28 * t38 - t43 * t15;
    const Value t94 = t15 * t25 - t28 * t8;
    const Value t95 = 0.34 * t28;
    const Value t96 = t57 + t95;
    const Value t97 = 0.43 * t93 - (t96 * t38 - t15 * t67);
    const Value t98 = 0.43 * t94 - (t15 * t79 - t96 * t8);
    const Value t99 = 2.0 * (t72 * t25);
    const Value t100 = 0.00209602 * t12;
    const Value t101 = 0.00209602 * t15;
    const Value t102 = 0.0013 * t13;
    const Value t103 = t91 + (t102 * t13 + (t12 * t100 + t15 * t101) + (t92 + t89 - t99));
    const Value t104 = 0.01558 * t13;
    const Value t105 = t101 * t38 + t35 * t100 - t36 * t102 - (t43 * t104 - t28 * t60 + 0.82 * t45) + t87;
    const Value t106 = t86 + (t100 * t3 - t9 * t101 - t4 * t102 - (t25 * t104 - t28 * t72 + 0.82 * t30));
    const Value t107 = t28 * t36 + t43 * t13;
    const Value t108 = t28 * t4 + t25 * t13;
    const Value t109 = t104 + 0.82 * t28;
    const Value t110 = 2.0 * (t28 * t104);
    const Value t111 = t28 * t28;
    const Value t112 = t96 + t109;
    const Value t113 = t112 * t36 + t68 * t13 - 1.25 * t107;
    const Value t114 = 1.25 * t108 - (t80 * t13 + t112 * t4);
    const Value t115 = 0.097974288 * t11;
    const Value t116 = 0.013454288 * t13;
    const Value t117 = 0.0047376 * t13;
    const Value t118 = 0.336 * t13;
    const Value t119 = t105 + (t34 * t115 - t36 * t116 - t117 * sine[1] - (4.8 * (t27 * t42) + (t27 * t62 + t118 * t42)));
    const Value t120 = t106 + (t2 * t115 - t4 * t116 + t117 * cosine[1] - (4.8 * (t27 * t24) + (t118 * t24 - t27 * t74)));
    const Value t121 = t27 * sine[1];
    const Value t122 = t27 * cosine[1];
    const Value t123 = t118 + 2.07264 * sine[0];
    const Value t124 = 2.0 * (t118 * t27);
    const Value t125 = 4.8 * (t27 * t27);
    const Value t126 = t112 + t123;
    const Value t127 = 6.05 * t121 - t126 * sine[1];
    const Value t128 = 6.05 * t122 - t126 * cosine[1];
    const Value t129 = 1.03118515 * sine[0] - 0.0070992 * cosine[0];
    const Value t130 = 1.50501635 * cosine[0] - 0.0070992 * sine[0];
    const Value t131 = 0.023751 * cosine[0] + 0.269178 * sine[0];
    const Value t132 = t32 * t129 - t33 * t130 - t131 * sine[1] + t119;
    const Value t133 = t131 * cosine[1] + (t0 * t129 - t1 * t130) + t120;
    const Value t134 = 1.1832 * sine[0] + 0.1044 * cosine[0];
    const Value t135 = 0.042643923240938165 * (t134 + t123 + t109 + t95 + t57);
    const Value t136 = t126 + t134;
    const Value t137 = cosine[1] * t136;
    const Value t138 = sine[1] * t136;
    const Value t139 = 2.0 * (t42 * t62) + 4.8 * (t42 * t42);
    const Value t140 = 4.8 * (t24 * t24);
    const Value t141 = 2.0 * (t24 * t74);
    const Value t142 = 0.35 + (sine[0] * t129 + cosine[0] * t130 + (t11 * t115 + t116 * t13 + (t140 + t139 - t141) + t103)) - (t78 * t82 + t70 * t66);
    const Value t143 = t43 * t25;
    const Value t144 = 0.00024216 * t10;
    const Value t145 = 0.00024216 * t20;
    const Value t146 = 4e-05 * t21;
    const Value t147 = t44 * t25 + t43 * t29 - 0.09 * t143 + (t41 * t146 + (t40 * t144 + t39 * t145));
    const Value t148 = 0.09 * t111;
    const Value t149 = t21 * t146 + (t20 * t145 + t10 * t144) + (t148 + t48 + t58);
    const Value t150 = t41 * (4e-05 * t41) + (0.00024216 * t39 * t39 + t40 * (0.00024216 * t40)) + (t148 + (t50 - t51) + t58);
    const Value t151 = t25 * t41 - t43 * t21;
    const Value t152 = 0.09 * t151 - (t54 * t41 - t21 * t56);
    const Value t153 = 0.0003 * t21;
    const Value t154 = 0.0003 * t5;
    const Value t155 = 0.0004 * t8;
    const Value t156 = 0.34 * t111;
    const Value t157 = t21 * t153 + t154 * t5 + t8 * t155 + (t88 + t156) + t149;
    const Value t158 = t38 * t155 + (t41 * t153 + t154 * t37) - 0.34 * t143 + t147;
    const Value t159 = t150 + (t90 + t156 + (t38 * (0.0004 * t38) + (t41 * (0.0003 * t41) + 0.0003 * t37 * t37)));
    const Value t160 = 0.82 * t111;
    const Value t161 = t110 + (t92 - t99 + t160) + (t36 * (0.0013 * t36) + (0.00209602 * t35 * t35 + t38 * (0.00209602 * t38)));
    const Value t162 = t161 + t159;
    const Value t163 = t43 * t8 - t25 * t38;
    const Value t164 = 0.43 * t163 - (t8 * t67 - t38 * t79);
    const Value t165 = 0.00209602 * t9;
    const Value t166 = 0.00209602 * t3;
    const Value t167 = 0.0013 * t4;
    const Value t168 = t157 + (t110 + (t160 + t89) + (t9 * t165 + t166 * t3 + t167 * t4));
    const Value t169 = t25 * t60 + t43 * t72 - 0.82 * t143 + (t36 * t167 + (t166 * t35 - t165 * t38)) + t158;
    const Value t170 = t25 * t36 - t43 * t4;
    const Value t171 = 1.25 * t170 - (t80 * t36 - t4 * t68);
    const Value t172 = 0.097974288 * t2;
    const Value t173 = 0.0047376 * cosine[1] - 0.013454288 * t4;
    const Value t174 = 0.0047376 * t4 - 0.10952 * cosine[1];
    const Value t175 = t2 * t172 - t4 * t173 - t174 * cosine[1] + (t124 + (t125 + t139)) + t168;
    const Value t176 = t34 * t172 - t36 * t173 + t174 * sine[1] - (4.8 * (t42 * t24) + (t24 * t62 - t42 * t74)) + t169;
    const Value t177 = t42 * cosine[1] + t24 * sine[1];
    const Value t178 = t34 * (0.097974288 * t34) + (0.013454288 * t36 + 0.0047376 * sine[1]) * t36 + sine[1] * (0.10952 * sine[1] + 0.0047376 * t36);
    const Value t179 = t162 + (t178 + (t124 + (t125 + (t140 - t141))));
    const Value t180 = sine[1] * t81 + t69 * cosine[1] - 6.05 * t177;
    const Value t181 = 0.269178 * cosine[1] + (0.0070992 * t1 + 1.03118515 * t0);
    const Value t182 = 0.023751 * cosine[1] - (1.50501635 * t1 + 0.0070992 * t0);
    const Value t183 = 0.023751 * t1 - 0.269178 * t0 - 0.620084 * cosine[1];
    const Value t184 = sine[1] * t183 + (t32 * t181 - t182 * t33) + t176;
    const Value t185 = t70 * cosine[1] + t82 * sine[1];
    const Value t186 = t184 * sine[1] - (t0 * t181 - t182 * t1 - cosine[1] * t183 + t175) * cosine[1] + (t135 * t137 + t185 * t66);
    const Value t187 = t32 * (1.03118515 * t32 + 0.0070992 * t33 - 0.269178 * sine[1]) + (0.023751 * sine[1] + (0.0070992 * t32 + 1.50501635 * t33)) * t33;
    const Value t188 = sine[1] * (sine[1] * (0.023751 * t33 - 0.269178 * t32 + 0.620084 * sine[1]) + t187 + t179) - t184 * cosine[1];
    Ag[0] = -t82;
    Ag[1] = -t137;
    Ag[2] = t128;
    Ag[3] = t114;
    Ag[4] = t98;
    Ag[5] = t71;
    Ag[6] = t70;
    Ag[7] = -t138;
    Ag[8] = t127;
    Ag[9] = t113;
    Ag[10] = t97;
    Ag[11] = t59;
    Ag[12] = Value() + 0.0;
    Ag[13] = t185;
    Ag[14] = t180;
    Ag[15] = t171;
    Ag[16] = t164;
    Ag[17] = t152;
    Ag[18] = t132 + t70 * t135;
    Ag[19] = t188 - (t78 * t185 + t135 * t138);
    Ag[20] = sine[1] * t179 - cosine[1] * t176 - (t177 * t81 + t126 * t121) - (t180 * t78 - t127 * t135);
    Ag[21] = t80 * t170 + t112 * t107 + (t105 * t13 - (t4 * t169 + t162 * t36)) - (t78 * t171 - t135 * t113);
    Ag[22] = t38 * t159 + t8 * t158 + t15 * t87 + (t79 * t163 - t96 * t93) - (t164 * t78 - t135 * t97);
    Ag[23] = t22 * t46 - (t21 * t147 + t150 * t41) + (t57 * t55 + t54 * t151) - (t152 * t78 - t135 * t59);
    Ag[24] = t135 * t82 + t133;
    Ag[25] = t186;
    Ag[26] = sine[1] * t176 - cosine[1] * t175 + (t177 * t69 + t126 * t122) - (t135 * t128 - t180 * t66);
    Ag[27] = t106 * t13 - (t36 * t169 + t4 * t168) + (t108 * t112 - t68 * t170) - (t114 * t135 - t171 * t66);
    Ag[28] = t96 * t94 - t67 * t163 + (t15 * t86 + (t38 * t158 + t157 * t8)) - (t98 * t135 - t164 * t66);
    Ag[29] = t57 * t53 - t151 * t56 + (t22 * t31 - (t41 * t147 + t21 * t149)) - (t135 * t71 - t152 * t66);
    Ag[30] = t142;
    Ag[31] = t132 * sine[1] - cosine[1] * t133 - (t78 * t137 - t138 * t66);
    Ag[32] = sine[1] * t119 - cosine[1] * t120 + (t69 * t121 - t122 * t81) - (t127 * t66 - t78 * t128);
    Ag[33] = t103 * t13 - (t105 * t36 + t106 * t4) - (t68 * t107 + t108 * t80) - (t113 * t66 - t114 * t78);
    Ag[34] = t93 * t67 - t94 * t79 + (t86 * t8 + t38 * t87 + t15 * t91) - (t97 * t66 - t98 * t78);
    Ag[35] = t22 * t52 - (t21 * t31 + t41 * t46) - (t54 * t53 + t55 * t56) - (t59 * t66 - t78 * t71);
  }
};
/// centroidal_momentum_matrix at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CentroidalMomentumMatrixLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* Ag) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], Ag_lanes[36];
    gather(q_lanes, q, 6, k, valid);
    CentroidalMomentumMatrixBody()(sin_cos, q_lanes, Ag_lanes);
    scatter(Ag, Ag_lanes, 36, k, valid);
  }
};
}  // namespace
void centroidal_momentum_matrix_batch(int count, const double* q, double* Ag) {
  evaluate_batch(CentroidalMomentumMatrixLanes(), count, q, Ag);
}


// Built from: outward pass at qdd = 0, each body's wrench about the centre of mass.
namespace {
struct CentroidalMomentumMatrixDotVBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* h_dot) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[0], q[2], q[3], q[4], q[5]);
    const Value t0 = cosine[0] * cosine[1];
    const Value t1 = sine[0] * cosine[1];
    const Value t2 = t0 * cosine[2] - t1 * sine[2];
    const Value t3 = t1 * cosine[2] + t0 * sine[2];
    const Value t4 = 0.15005 * sine[1] + 0.4318 * t0;
    const Value t5 = t4 + (0.0203 * t2 - 0.4318 * t3);
    const Value t6 = t5 - t4;
    const Value t7 = cosine[1] * qd[1];
    const Value t8 = sine[1] * qd[1];
    const Value t9 = (t7 * sine[1] - cosine[1] * t8) * qd[2];
    const Value t10 = cosine[0] * cosine[2] - sine[0] * sine[2];
    const Value t11 = cosine[0] * sine[2] + sine[0] * cosine[2];
    const Value t12 = 0.4318 * sine[0];
    const Value t13 = t12 + (0.4318 * t10 + 0.0203 * t11);
    const Value t14 = t13 - t12;
    const Value t15 = cosine[1] * qd[0];
    const Value t16 = t15 * qd[1];
    const Value t17 = t15 * qd[2] + t16;
    const Value t18 = cosine[0] * sine[1];
    const Value t19 = 0.4318 * t18 - 0.15005 * cosine[1];
    const Value t20 = t12 * t7 + t19 * qd[0];
    const Value t21 = t19 * t8 + t4 * t7;
    const Value t22 = t12 * t16 + (qd[0] * t20 + t21 * t8);
    const Value t23 = cosine[1] * qd[2] + t7;
    const Value t24 = sine[1] * sine[0];
    const Value t25 = t18 * cosine[2] - t24 * sine[2];
    const Value t26 = t24 * cosine[2] + t18 * sine[2];
    const Value t27 = t19 + (0.0203 * t25 - 0.4318 * t26);
    const Value t28 = t27 - t19;
    const Value t29 = sine[1] * qd[2] + t8;
    const Value t30 = t23 * t6 + t28 * t29;
    const Value t31 = t23 * t14 + t28 * qd[0];
    const Value t32 = t9 * t6 - t14 * t17 - t22 - (t30 * t29 + t31 * qd[0]);
    const Value t33 = t25 * sine[3];
    const Value t34 = cosine[3] * cosine[1];
    const Value t35 = t34 - t33;
    const Value t36 = t33 - t34;
    const Value t37 = sine[1] * qd[0];
    const Value t38 = t37 * qd[1];
    const Value t39 = t37 * qd[2] + t38;
    const Value t40 = t4 * qd[0] - t12 * t8;
    const Value t41 = t12 * t38 - (t7 * t21 + t40 * qd[0]);
    const Value t42 = t16 * t19 - t4 * t38 + (t40 * t8 - t7 * t20);
    const Value t43 = t6 * qd[0] - t14 * t29;
    const Value t44 = t14 * t39 - t9 * t28 + t41 - (t43 * qd[0] + t23 * t30);
    const Value t45 = t42 + (t28 * t17 - t6 * t39) + (t43 * t29 - t23 * t31);
    const Value t46 = cosine[3] * sine[1] + t2 * sine[3];
    const Value t47 = t46 * t44;
    const Value t48 = sine[3] * t11;
    const Value t49 = t48 * t45;
    const Value t50 = t35 * t32 - t47 - t49;
    const Value t51 = 0.34 * (t49 + (t36 * t32 + t47));
    const Value t52 = t39 - (t3 * qd[0] + t29 * t10) * qd[3];
    const Value t53 = sine[3] * cosine[1] + cosine[3] * t25;
    const Value t54 = qd[3] * (t26 * qd[0] - t23 * t10) + t17;
    const Value t55 = t2 * cosine[3] - sine[3] * sine[1];
    const Value t56 = t9 - qd[3] * (t23 * t3 + t26 * t29);
    const Value t57 = cosine[3] * t11;
    const Value t58 = t52 * t53 + t55 * t54 + t57 * t56;
    const Value t59 = t29 - t3 * qd[3];
    const Value t60 = t23 + t26 * qd[3];
    const Value t61 = qd[0] + qd[3] * t10;
    const Value t62 = t61 * t48 + (t59 * t46 + t35 * t60);
    const Value t63 = 0.01558 * t62;
    const Value t64 = t61 * t10 + (t60 * t26 - t59 * t3);
    const Value t65 = 0.82 * t50 - 0.01558 * t58 - t63 * t64;
    const Value t66 = t57 * t45 + (t32 * t53 + t55 * t44);
    const Value t67 = t35 * t52 - t46 * t54 - t48 * t56;
    const Value t68 = t59 * t55 - t60 * t53 + t61 * t57;
    const Value t69 = 0.01558 * t68;
    const Value t70 = 0.82 * (t10 * t45 - (t3 * t44 + t26 * t32)) - (t68 * t69 + t63 * t62);
    const Value t71 = t69 * t64 + (0.01558 * t67 + 0.82 * t66);
    const Value t72 = t65 * t35 + t71 * t53 - t70 * t26;
    const Value t73 = t71 * t55 - t65 * t46 - t70 * t3;
    const Value t74 = t70 * t10 + (t71 * t57 - t65 * t48);
    const Value t75 = 0.00209602 * t62;
    const Value t76 = 0.0013 * t64;
    const Value t77 = 0.00209602 * t58 + (t75 * t64 - t76 * t62) - 0.01558 * t50;
    const Value t78 = 0.00209602 * t68;
    const Value t79 = t78 * t64 - t76 * t68 + 0.00209602 * t67 + 0.01558 * t66;
    const Value t80 = t78 * t62 - t75 * t68 + 0.0013 * (t56 * t10 - (t26 * t52 + t3 * t54));
    const Value t81 = qd[4] * (t59 * t36 + t60 * t46) + t56;
    const Value t82 = t52 + qd[4] * (t61 * t46 - t59 * t48);
    const Value t83 = t54 - qd[4] * (t61 * t36 + t48 * t60);
    const Value t84 = qd[4] * t36 - t60;
    const Value t85 = t59 + qd[4] * t46;
    const Value t86 = t61 + t48 * qd[4];
    const Value t87 = qd[0] * t10 + (t23 * t26 - t3 * t29);
    const Value t88 = t11 * qd[0] + (t2 * t29 - t23 * t25);
    const Value t89 = t23 * cosine[1] + sine[1] * t29;
    const Value t90 = 0.336 * t88;
    const Value t91 = 0.06768 * t88;
    const Value t92 = t42 * t11 + (t2 * t41 - t25 * t22);
    const Value t93 = t42 * t10 + (t26 * t22 - t41 * t3);
    const Value t94 = t41 * sine[1] + cosine[1] * t22;
    const Value t95 = t9 * t10 - (t3 * t17 + t39 * t26);
    const Value t96 = t2 * t17 + t39 * t25 + t9 * t11;
    const Value t97 = sine[1] * t17 - t39 * cosine[1];
    const Value t98 = t91 * t89 + t87 * t90 + (4.8 * t92 + (0.06768 * t95 - 0.336 * t97));
    const Value t99 = 0.06768 * t87 - 0.336 * t89;
    const Value t100 = 4.8 * t93 - 0.06768 * t96 + (t99 * t89 - t90 * t88);
    const Value t101 = 4.8 * t94 + 0.336 * t96 - (t87 * t99 + t91 * t88);
    const Value t102 = t25 * t98 - t100 * t26 - cosine[1] * t101;
    const Value t103 = sine[1] * t101 + (t2 * t98 - t100 * t3);
    const Value t104 = t11 * t98 + t100 * t10;
    const Value t105 = 0.10952 * t89 - 0.0047376 * t87;
    const Value t106 = 0.013454288 * t87 - 0.0047376 * t89;
    const Value t107 = 0.336 * t94 - 0.06768 * t93 + (t87 * t105 - t106 * t89 + 0.097974288 * t96);
    const Value t108 = 0.097974288 * t88;
    const Value t109 = 0.06768 * t92 + (0.013454288 * t95 - 0.0047376 * t97 + (t89 * t108 - t105 * t88));
    const Value t110 = t106 * t88 - t87 * t108 + (0.10952 * t97 - 0.0047376 * t95) - 0.336 * t92;
    const Value t111 = t0 * t8 - t18 * t7 + sine[0] * qd[0];
    const Value t112 = cosine[0] * qd[0] + (t7 * t24 - t1 * t8);
    const Value t113 = t7 * cosine[1] + sine[1] * t8;
    const Value t114 = 0.620084 * t113 - (0.269178 * t111 + 0.023751 * t112);
    const Value t115 = 1.50501635 * t112 - 0.0070992 * t111 - 0.023751 * t113;
    const Value t116 = t16 * t1 + t24 * t38;
    const Value t117 = t18 * t38 + t0 * t16;
    const Value t118 = t16 * sine[1] - t38 * cosine[1];
    const Value t119 = t112 * t114 - t115 * t113 + (0.0070992 * t116 + 1.03118515 * t117 - 0.269178 * t118);
    const Value t120 = 1.03118515 * t111 - 0.0070992 * t112 - 0.269178 * t113;
    const Value t121 = t120 * t113 - t114 * t111 - (1.50501635 * t116 + 0.0070992 * t117 + 0.023751 * t118);
    const Value t122 = t115 * t111 - t112 * t120 + (0.620084 * t118 + (0.023751 * t116 - 0.269178 * t117));
    const Value t123 = t107 * t11 + t109 * t10 + (t4 * t102 - t19 * t103) + (sine[0] * t119 + t121 * cosine[0]) + (t5 * t72 - t27 * t73 + (t80 * t10 + (t77 * t57 - t48 * t79)));
    const Value t124 = t12 * t103 - t4 * t104 + (t107 * t25 - t26 * t109 - cosine[1] * t110) + (t18 * t119 - t121 * t24 - t122 * cosine[1]);
    const Value t125 = t122 * sine[1] + (t0 * t119 - t121 * t1) + (t19 * t104 - t12 * t102 + (sine[1] * t110 + (t2 * t107 - t3 * t109)));
    const Value t126 = 0.82 * t5 - 0.01558 * t3 + (4.8 * t4 + (0.06768 * sine[1] - 0.336 * t3) + (1.1832 * t0 - 0.1044 * t1 + 3.9585 * sine[1]));
    const Value t127 = 0.82 * t27 - 0.01558 * t26 + (1.1832 * t18 - 0.1044 * t24 - 3.9585 * cosine[1] + (4.8 * t19 - (0.336 * t26 + 0.06768 * cosine[1])));
    const Value t128 = cosine[4] * t55 - t3 * sine[4];
    const Value t129 = cosine[4] * t53 - t26 * sine[4];
    const Value t130 = cosine[4] * t57 + sine[4] * t10;
    const Value t131 = cosine[4] * t10 - t57 * sine[4];
    const Value t132 = 1.1832 * sine[0] + 0.1044 * cosine[0] + (0.336 * t10 + 2.07264 * sine[0]) + (0.01558 * t10 + 0.82 * t13);
    const Value t133 = 0.042643923240938165 * (t132 + 0.34 * t13 + (0.09 * t13 + 0.00288 * t131));
    const Value t134 = 0.34 * (t128 * t44 + t32 * t129 + t130 * t45);
    const Value t135 = sine[4] * t53 + cosine[4] * t26;
    const Value t136 = 0.042643923240938165 * (0.09 * t27 - 0.00288 * t135 + (0.34 * t27 + t127));
    const Value t137 = cosine[4] * t3 + t55 * sine[4];
    const Value t138 = 0.042643923240938165 * (0.34 * t5 + t126 + (0.09 * t5 - 0.00288 * t137));
    const Value t139 = t131 * t45 - (t135 * t32 + t137 * t44);
    const Value t140 = 0.34 * t139;
    const Value t141 = t134 * t129 - t135 * t140 + t51 * t36;
    const Value t142 = t51 * t46 + (t134 * t128 - t137 * t140);
    const Value t143 = t48 * t51 + (t131 * t140 + t134 * t130);
    const Value t144 = t130 * t86 + (t84 * t129 + t85 * t128);
    const Value t145 = 0.0003 * t144;
    const Value t146 = t46 * t85 + t84 * t36 + t48 * t86;
    const Value t147 = 0.0004 * t146;
    const Value t148 = 0.0003 * (t81 * t131 - (t82 * t135 + t137 * t83)) + (t146 * t145 - t147 * t144);
    const Value t149 = t131 * t86 - (t84 * t135 + t137 * t85);
    const Value t150 = 0.0003 * t149;
    const Value t151 = t149 * t147 - t146 * t150 + 0.0003 * (t82 * t129 + t128 * t83 + t81 * t130);
    const Value t152 = 0.0004 * (t81 * t48 + (t82 * t36 + t46 * t83)) + (t150 * t144 - t149 * t145);
    const Value t153 = t35 * t79 + t77 * t53 - t26 * t80 + (t13 * t73 - t5 * t74) + t124 + (t36 * t152 + (t151 * t129 - t135 * t148) + (t13 * t142 - t5 * t143));
    const Value t154 = t125 + (t77 * t55 - t46 * t79 - t3 * t80 + (t27 * t74 - t13 * t72)) + (t27 * t143 - t13 * t141 + (t46 * t152 + (t151 * t128 - t137 * t148)));
    const Value t155 = t81 + qd[5] * (t84 * t137 - t135 * t85);
    const Value t156 = t83 + qd[5] * (t135 * t86 + t84 * t131);
    const Value t157 = t82 - (t137 * t86 + t131 * t85) * qd[5];
    const Value t158 = t85 - qd[5] * t137;
    const Value t159 = t84 - qd[5] * t135;
    const Value t160 = qd[5] * t131 + t86;
    const Value t161 = t130 * cosine[5] - t48 * sine[5];
    const Value t162 = cosine[5] * t128 - t46 * sine[5];
    const Value t163 = t128 * sine[5] + t46 * cosine[5];
    const Value t164 = cosine[5] * t129 - t36 * sine[5];
    const Value t165 = t36 * cosine[5] + sine[5] * t129;
    const Value t166 = t155 * t161 + (t156 * t162 + t157 * t164);
    const Value t167 = t130 * sine[5] + t48 * cosine[5];
    const Value t168 = t32 * t165 + t163 * t44 + t167 * t45;
    const Value t169 = t164 * t32 + t162 * t44 + t161 * t45;
    const Value t170 = t131 * t160 - (t137 * t158 + t135 * t159);
    const Value t171 = t159 * t165 + t163 * t158 + t167 * t160;
    const Value t172 = t162 * t158 + t164 * t159 + t161 * t160;
    const Value t173 = 0.00288 * t171;
    const Value t174 = t170 * t173 + (0.00288 * t166 + 0.09 * t168);
    const Value t175 = t167 * t155 + (t157 * t165 + t156 * t163);
    const Value t176 = 0.00288 * t172;
    const Value t177 = 0.09 * t139 - (t171 * t173 + t176 * t172);
    const Value t178 = 0.09 * t169 - 0.00288 * t175 + t170 * t176;
    const Value t179 = t165 * t174 + t164 * t178 - t177 * t135;
    const Value t180 = t163 * t174 + t162 * t178 - t177 * t137;
    const Value t181 = t177 * t131 + (t178 * t161 + t167 * t174);
    const Value t182 = 0.00024216 * t171;
    const Value t183 = 4e-05 * t170;
    const Value t184 = 0.00024216 * t166 + (t170 * t182 - t171 * t183) + 0.00288 * t168;
    const Value t185 = 0.00024216 * t172;
    const Value t186 = 4e-05 * (t155 * t131 - (t157 * t135 + t156 * t137)) + (t171 * t185 - t182 * t172);
    const Value t187 = t170 * t185 - t183 * t172 - 0.00024216 * t175 + 0.00288 * t169;
    const Value t188 = t123 + (t131 * t148 + t151 * t130 + t48 * t152 + (t5 * t141 - t142 * t27)) + (t5 * t179 - t27 * t180 + (t186 * t131 + (t161 * t184 - t187 * t167)));
    const Value t189 = 0.1044 * t111 - 1.1832 * t112;
    const Value t190 = 1.1832 * t113 - 3.9585 * t111;
    const Value t191 = t112 * t189 - t190 * t113 - (3.9585 * t116 + 0.1044 * t118);
    const Value t192 = 3.9585 * t112 - 0.1044 * t113;
    const Value t193 = 1.1832 * t118 - 3.9585 * t117 + (t192 * t113 - t189 * t111);
    const Value t194 = 1.1832 * t116 + 0.1044 * t117 + (t190 * t111 - t112 * t192);
    const Value t195 = t102 + (t18 * t191 - t24 * t193 - t194 * cosine[1]) + t72 + t141 + t179;
    const Value t196 = t142 + (t73 + (t194 * sine[1] + (t0 * t191 - t1 * t193) + t103)) + t180;
    const Value t197 = t181 + (cosine[0] * t193 + sine[0] * t191 + t104 + t74 + t143);
    const Value t198 = t153 + (t13 * t180 - t5 * t181 + (t164 * t184 - t187 * t165 - t186 * t135)) - (t133 * t196 - t197 * t138);
    const Value t199 = t154 + (t162 * t184 - t187 * t163 - t186 * t137 + (t181 * t27 - t13 * t179)) - (t136 * t197 - t133 * t195);
    h_dot[0] = t196;
    h_dot[1] = t195;
    h_dot[2] = t197;
    h_dot[3] = t199;
    h_dot[4] = t198;
    h_dot[5] = t188 - (t195 * t138 - t136 * t196);
  }
};
/// centroidal_momentum_matrix_dot_v at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CentroidalMomentumMatrixDotVLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* h_dot) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], qd_lanes[6], h_dot_lanes[6];
    gather(q_lanes, q, 6, k, valid);
    gather(qd_lanes, qd, 6, k, valid);
    CentroidalMomentumMatrixDotVBody()(sin_cos, q_lanes, qd_lanes, h_dot_lanes);
    scatter(h_dot, h_dot_lanes, 6, k, valid);
  }
};
}  // namespace
void centroidal_momentum_matrix_dot_v_batch(int count, const double* q, const double* qd, double* h_dot) {
  evaluate_batch(CentroidalMomentumMatrixDotVLanes(), count, q, qd, h_dot);
}


// Built from: recursion: Newton-Euler program, grouped inertial parameters; J^T w added.
namespace {
struct InverseDynamicsWrenchBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, const Value* w, Value* tau) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[2], q[4], q[3], q[0], q[5]);
    const Value t0 = sine[0] * qd[0];
    const Value t1 = t0 * qd[1];
    const Value t2 = qdd[0] * cosine[0] - t1;
    const Value t3 = cosine[0] * qd[0];
    const Value t4 = t3 * qd[1];
    const Value t5 = qdd[0] * sine[0] + t4;
    const Value t6 = 0.4318 * (qdd[1] + t0 * t3) + 0.15005 * (t4 - t5) + 9.81 * cosine[0];
    const Value t7 = t3 * sine[1] + t0 * cosine[1];
    const Value t8 = cosine[1] * t2 - t5 * sine[1] - t7 * qd[2];
    const Value t9 = qdd[3] + t8;
    const Value t10 = t3 * cosine[1] - t0 * sine[1];
    const Value t11 = t2 * sine[1] + cosine[1] * t5 + qd[2] * t10;
    const Value t12 = qdd[1] + qdd[2];
    const Value t13 = qd[2] + qd[1];
    const Value t14 = cosine[3] * t13 + t7 * sine[3];
    const Value t15 = cosine[3] * t11 - sine[3] * t12 - t14 * qd[3];
    const Value t16 = qd[3] + t10;
    const Value t17 = cosine[3] * t7 - t13 * sine[3];
    const Value t18 = sine[2] * t16 + t17 * cosine[2];
    const Value t19 = 4e-05 * (cosine[2] * t9 - t15 * sine[2] - t18 * qd[4] + qdd[5]);
    const Value t20 = sign_of(qd[5]);
    const Value t21 = cosine[0] * cosine[4];
    const Value t22 = sine[0] * cosine[4];
    const Value t23 = t21 * cosine[1] - t22 * sine[1];
    const Value t24 = t22 * cosine[1] + t21 * sine[1];
    const Value t25 = 0.15005 * sine[4] + 0.4318 * t21;
    const Value t26 = t23 * cosine[3] - sine[3] * sine[4];
    const Value t27 = cosine[2] * t26 - t24 * sine[2];
    const Value t28 = cosine[2] * t24 + t26 * sine[2];
    const Value t29 = cosine[3] * sine[4] + t23 * sine[3];
    const Value t30 = t25 + (0.0203 * t23 - 0.4318 * t24);
    const Value t31 = cosine[5] * t27 - t29 * sine[5];
    const Value t32 = t27 * sine[5] + t29 * cosine[5];
    const Value t33 = t31 * w[3] - w[4] * t32 - t28 * w[5];
    const Value t34 = t31 * w[0] - w[1] * t32 - w[2] * t28;
    const Value t35 = cosine[0] * sine[4];
    const Value t36 = sine[4] * sine[0];
    const Value t37 = t35 * cosine[1] - t36 * sine[1];
    const Value t38 = t36 * cosine[1] + t35 * sine[1];
    const Value t39 = 0.4318 * t35 - 0.15005 * cosine[4];
    const Value t40 = sine[3] * cosine[4] + cosine[3] * t37;
    const Value t41 = cosine[2] * t40 - t38 * sine[2];
    const Value t42 = sine[2] * t40 + cosine[2] * t38;
    const Value t43 = t37 * sine[3] - cosine[3] * cosine[4];
    const Value t44 = t39 + (0.0203 * t37 - 0.4318 * t38);
    const Value t45 = cosine[5] * t41 - t43 * sine[5];
    const Value t46 = t43 * cosine[5] + sine[5] * t41;
    const Value t47 = t45 * w[3] - w[4] * t46 - t42 * w[5];
    const Value t48 = t45 * w[0] - w[1] * t46 - w[2] * t42;
    const Value t49 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t50 = cosine[3] * t49;
    const Value t51 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t52 = cosine[2] * t50 + sine[2] * t51;
    const Value t53 = cosine[2] * t51 - t50 * sine[2];
    const Value t54 = sine[3] * t49;
    const Value t55 = t52 * cosine[5] - t54 * sine[5];
    const Value t56 = t52 * sine[5] + t54 * cosine[5];
    const Value t57 = t53 * w[5] + (w[3] * t55 - w[4] * t56);
    const Value t58 = t57 * t53 + (0.2158232532732 * qd[5] + 0.55443978 * t20 + (0.194064505668 * qdd[5] + t19) - t33 * t28 - t42 * t47);
    const Value t59 = w[2] * t53 + (w[0] * t55 - w[1] * t56);
    const Value t60 = t3 * t3;
    const Value t61 = 9.81 * sine[0] + (0.15005 * (t1 + t2) - 0.4318 * (t60 + qd[1] * qd[1]));
    const Value t62 = 0.4318 * (t1 - t2) - 0.15005 * (t0 * t0 + t60);
    const Value t63 = t6 * cosine[1] - t61 * sine[1];
    const Value t64 = t6 * sine[1] + t61 * cosine[1];
    const Value t65 = t7 * t10;
    const Value t66 = t65 + t12;
    const Value t67 = t7 * t7;
    const Value t68 = t13 * t7;
    const Value t69 = t13 * t13;
    const Value t70 = t13 * t10;
    const Value t71 = t10 * t10;
    const Value t72 = t67 + t69;
    const Value t73 = 0.3586500705 * t12 - 0.0047376 * t8 - (0.3326198455 * t65 + (0.011273199 * (t67 - t71) + 0.0047376 * t68));
    const Value t74 = t65 - t12;
    const Value t75 = 0.0047376 * t65 - 0.011273199 * t70 - 0.026030225 * t68 - (0.0047376 * t12 + 0.011273199 * t11) - 0.025375 * t62;
    const Value t76 = t17 * qd[3] + (cosine[3] * t12 + sine[3] * t11) + qdd[4];
    const Value t77 = t69 + t71;
    const Value t78 = 0.011273199 * t68 - 0.0047376 * (t71 - t69) + 0.3586500705 * t70 + (0.3326198455 * t11 - 0.011273199 * t8);
    const Value t79 = t11 + t70;
    const Value t80 = t68 - t8;
    const Value t81 = t64 + (0.4318 * t74 - 0.0203 * t77);
    const Value t82 = 0.4318 * t79 + 0.0203 * t80 + t62;
    const Value t83 = 0.00288 * (sine[2] * (t63 + (0.0203 * t66 - 0.4318 * t72)) + cosine[2] * (t81 * cosine[3] - t82 * sine[3]));
    const Value t84 = cosine[2] * t16 - t17 * sine[2];
    const Value t85 = t18 * t84;
    const Value t86 = t14 + qd[4];
    const Value t87 = t19 - 0.0004 * (t86 * t18);
    const Value t88 = 4e-05 * (qd[5] + t84);
    const Value t89 = (t18 * cosine[5] - t86 * sine[5]) * t88;
    const Value t90 = t88 * (t18 * sine[5] + t86 * cosine[5]);
    const Value t91 = t89 * cosine[5] + sine[5] * t90 + (0.00064216 * t76 - 0.00024216 * t85 - t83);
    const Value t92 = 0.00288 * (t85 - t76);
    const Value t93 = 0.00288 * (t18 * t18 + t86 * t86);
    const Value t94 = t86 * t84;
    const Value t95 = cosine[2] * t15 + t9 * sine[2] + qd[4] * t84;
    const Value t96 = t89 * sine[5] - cosine[5] * t90 + (0.00024216 * t95 + 0.00064216 * t94 + 0.00288 * (t81 * sine[3] + t82 * cosine[3]));
    const Value t97 = 0.00288 * (t95 + t94);
    const Value t98 = 0.0003 * (t17 * t14) + 0.0016 * t9 + (cosine[2] * t87 + t96 * sine[2]);
    const Value t99 = t96 * cosine[2] - t87 * sine[2] + (0.0003 * t15 - 0.0016 * (t14 * t16));
    const Value t100 = 0.0013 * (t17 * t16) + t91;
    const Value t101 = sign_of(qd[4]);
    const Value t102 = t91 + 0.170706291657 * qdd[4] + (0.4272830209354 * qd[4] + 0.85444524 * t101) + t33 * t29 + t43 * t47 + t54 * t57;
    const Value t103 = sign_of(qd[3]);
    const Value t104 = t98 + 0.19079062612368 * qdd[3] + (0.411645229697152 * qd[3] + 1.06831142 * t103) - t33 * t24 - t38 * t47;
    const Value t105 = t33 * sine[4];
    const Value t106 = cosine[4] * t47;
    const Value t107 = t92 * sine[2] - t93 * cosine[2];
    const Value t108 = cosine[2] * t92 + t93 * sine[2];
    const Value t109 = t107 + (0.025375 * t66 - 0.89133 * t72);
    const Value t110 = t97 * sine[3] + t108 * cosine[3];
    const Value t111 = cosine[3] * t100 - sine[3] * t99 + (t73 + (0.025375 * t63 - 0.89133 * t64)) + (0.0203 * t107 - 0.4318 * t110);
    const Value t112 = 0.89133 * t74 - 0.025375 * t77 + t110;
    const Value t113 = t97 * cosine[3] - t108 * sine[3];
    const Value t114 = 0.4318 * t113 + (t78 + 0.89133 * t62 + (cosine[3] * t99 + sine[3] * t100));
    const Value t115 = t98 + t75 - 0.0203 * t113;
    const Value t116 = sign_of(qd[2]);
    const Value t117 = 0.4318 * sine[0];
    const Value t118 = t117 + (0.4318 * t51 + 0.0203 * t49);
    const Value t119 = t118 - t117;
    const Value t120 = 6.36419655 * t116 + 3.9804259903722 * qd[2] + (0.576873331938 * qdd[2] + t111) - t34 * (t119 * cosine[4]);
    const Value t121 = t105 + (t120 - t48 * (t119 * sine[4]) + t59 * (sine[4] * (t44 - t39) + (t30 - t25) * cosine[4]));
    const Value t122 = 0.0070992 * t3 + 1.601861202 * t0 + 0.6903913435 * qd[1];
    const Value t123 = 0.0070992 * t0 + 0.023751 * qd[1];
    const Value t124 = 37.2347379 * cosine[0] - 1.024164 * sine[0] + (1.748114002 * qdd[1] - (0.6903913435 * t5 + 0.023751 * t2) + (t122 * t3 - t123 * t0));
    const Value t125 = t109 * cosine[1] + t112 * sine[1];
    const Value t126 = sign_of(qd[1]);
    const Value t127 = 2.324814845 * qdd[1] + (t111 + t124 + 0.4318 * t125) + (10.6197775 * t126 + 9.496868641825 * qd[1]) - t34 * (t118 * cosine[4]);
    const Value t128 = 1.748114002 * qd[1] - (0.023751 * t3 + 0.6903913435 * t0);
    const Value t129 = t114 * cosine[1] - t115 * sine[1] + (t128 * t3 + t123 * qd[1] - (1.601861202 * t5 + 0.0070992 * t2 + 0.6903913435 * qdd[1]));
    const Value t130 = t114 * sine[1] + t115 * cosine[1] - (t122 * qd[1] + t128 * t0 + (0.023751 * qdd[1] + 0.0070992 * t5));
    const Value t131 = t130 + (0.15005 * (cosine[1] * t112 - t109 * sine[1]) - 0.4318 * (t113 + (0.025375 * t80 + 0.89133 * t79)));
    const Value t132 = 3.153542285625 * qdd[0] + (t131 * cosine[0] + (t129 - 0.15005 * t125) * sine[0]) + 0.784029968642 * qdd[0];
    const Value t133 = sign_of(qd[0]);
    tau[0] = 25.9836065 * t133 + 5.8018217679508 * qd[0] + t132 - t34 * t44 + t48 * t30 + t57;
    tau[1] = t105 + (t127 - t48 * (t118 * sine[4]) + t59 * (t44 * sine[4] + t30 * cosine[4])) - t106;
    tau[2] = t121 - t106;
    tau[3] = t104 + t57 * t51;
    tau[4] = t102;
    tau[5] = t58;
  }
};
/// inverse_dynamics_wrench at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct InverseDynamicsWrenchLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, const double* w, double* tau) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], qd_lanes[6], qdd_lanes[6], w_lanes[6], tau_lanes[6];
    gather(q_lanes, q, 6, k, valid);
    gather(qd_lanes, qd, 6, k, valid);
    gather(qdd_lanes, qdd, 6, k, valid);
    gather(w_lanes, w, 6, k, valid);
    InverseDynamicsWrenchBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, w_lanes, tau_lanes);
    scatter(tau, tau_lanes, 6, k, valid);
  }
};
}  // namespace
void inverse_dynamics_wrench_batch(int count, const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  evaluate_batch(InverseDynamicsWrenchLanes(), count, q, qd, qdd, w, tau);
}


// Built from: recursion: Newton-Euler program with link wrenches, grouped inertial parameters.
namespace {
struct InverseDynamicsExternalBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, const Value* fext, Value* tau) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[4], q[3], q[5]);
    const Value t0 = sine[0] * qd[0];
    const Value t1 = t0 * qd[1];
    const Value t2 = qdd[0] * cosine[0] - t1;
    const Value t3 = cosine[0] * qd[0];
    const Value t4 = t3 * qd[1];
    const Value t5 = qdd[0] * sine[0] + t4;
    const Value t6 = 0.4318 * (qdd[1] + t0 * t3) + 0.15005 * (t4 - t5) + 9.81 * cosine[0];
    const Value t7 = t3 * sine[1] + t0 * cosine[1];
    const Value t8 = cosine[1] * t2 - t5 * sine[1] - t7 * qd[2];
    const Value t9 = qdd[3] + t8;
    const Value t10 = t3 * cosine[1] - t0 * sine[1];
    const Value t11 = t2 * sine[1] + cosine[1] * t5 + qd[2] * t10;
    const Value t12 = qdd[1] + qdd[2];
    const Value t13 = qd[2] + qd[1];
    const Value t14 = cosine[3] * t13 + t7 * sine[3];
    const Value t15 = cosine[3] * t11 - sine[3] * t12 - t14 * qd[3];
    const Value t16 = qd[3] + t10;
    const Value t17 = cosine[3] * t7 - t13 * sine[3];
    const Value t18 = sine[2] * t16 + t17 * cosine[2];
    const Value t19 = 4e-05 * (cosine[2] * t9 - t15 * sine[2] - t18 * qd[4] + qdd[5]) - fext[35];
    const Value t20 = sign_of(qd[5]);
    const Value t21 = t3 * t3;
    const Value t22 = 9.81 * sine[0] + (0.15005 * (t1 + t2) - 0.4318 * (t21 + qd[1] * qd[1]));
    const Value t23 = 0.4318 * (t1 - t2) - 0.15005 * (t0 * t0 + t21);
    const Value t24 = t6 * cosine[1] - t22 * sine[1];
    const Value t25 = t6 * sine[1] + t22 * cosine[1];
    const Value t26 = t7 * t10;
    const Value t27 = t26 + t12;
    const Value t28 = t7 * t7;
    const Value t29 = t13 * t7;
    const Value t30 = t13 * t13;
    const Value t31 = t13 * t10;
    const Value t32 = t10 * t10;
    const Value t33 = t28 + t30;
    const Value t34 = 0.3586500705 * t12 - 0.0047376 * t8 - (0.3326198455 * t26 + (0.011273199 * (t28 - t32) + 0.0047376 * t29));
    const Value t35 = t26 - t12;
    const Value t36 = 0.0047376 * t26 - 0.011273199 * t31 - 0.026030225 * t29 - (0.0047376 * t12 + 0.011273199 * t11) - 0.025375 * t23;
    const Value t37 = t17 * qd[3] + (cosine[3] * t12 + sine[3] * t11) + qdd[4];
    const Value t38 = t30 + t32;
    const Value t39 = 0.011273199 * t29 - 0.0047376 * (t32 - t30) + 0.3586500705 * t31 + (0.3326198455 * t11 - 0.011273199 * t8);
    const Value t40 = t11 + t31;
    const Value t41 = t29 - t8;
    const Value t42 = t25 + (0.4318 * t35 - 0.0203 * t38);
    const Value t43 = 0.4318 * t40 + 0.0203 * t41 + t23;
    const Value t44 = 0.00288 * (sine[2] * (t24 + (0.0203 * t27 - 0.4318 * t33)) + cosine[2] * (t42 * cosine[3] - t43 * sine[3]));
    const Value t45 = cosine[2] * t16 - t17 * sine[2];
    const Value t46 = t18 * t45;
    const Value t47 = 4e-05 * (qd[5] + t45);
    const Value t48 = t14 + qd[4];
    const Value t49 = fext[33] + t47 * (t18 * sine[4] + t48 * cosine[4]);
    const Value t50 = (t18 * cosine[4] - t48 * sine[4]) * t47 + fext[34];
    const Value t51 = sine[4] * t49 + cosine[4] * t50 + (0.00064216 * t37 - 0.00024216 * t46 - t44) + fext[28];
    const Value t52 = 0.00288 * (t46 - t37) + (fext[31] * sine[4] - fext[30] * cosine[4]) - fext[24];
    const Value t53 = sign_of(qd[4]);
    const Value t54 = cosine[2] * t15 + t9 * sine[2] + qd[4] * t45;
    const Value t55 = t48 * t45;
    const Value t56 = sine[4] * t50 - cosine[4] * t49 + (0.00024216 * t54 + 0.00064216 * t55 + 0.00288 * (t42 * sine[3] + t43 * cosine[3]));
    const Value t57 = fext[20] - (fext[25] + (cosine[4] * fext[31] + fext[30] * sine[4] + 0.00288 * (t54 + t55)));
    const Value t58 = t56 - fext[27];
    const Value t59 = t19 - 0.0004 * (t48 * t18) - fext[29];
    const Value t60 = fext[26] + (0.00288 * (t18 * t18 + t48 * t48) + fext[32]);
    const Value t61 = 0.0003 * (t17 * t14) + 0.0016 * t9 + (t58 * sine[2] + cosine[2] * t59) - fext[22];
    const Value t62 = t58 * cosine[2] - sine[2] * t59 + (0.0003 * t15 - 0.0016 * (t14 * t16)) - fext[21];
    const Value t63 = fext[23] - (0.0013 * (t17 * t16) + t51);
    const Value t64 = sign_of(qd[3]);
    const Value t65 = t52 * sine[2] - cosine[2] * t60 - fext[19];
    const Value t66 = cosine[2] * t52 + t60 * sine[2] - fext[18];
    const Value t67 = t65 + (0.025375 * t27 - 0.89133 * t33) - fext[14];
    const Value t68 = cosine[3] * t66 - sine[3] * t57;
    const Value t69 = 0.0203 * t65 - 0.4318 * t68 + (t34 + (0.025375 * t24 - 0.89133 * t25) - (t63 * cosine[3] + sine[3] * t62));
    const Value t70 = 0.89133 * t35 - 0.025375 * t38 + t68 - fext[12];
    const Value t71 = sine[3] * t66 + cosine[3] * t57;
    const Value t72 = t39 + 0.89133 * t23 + (cosine[3] * t62 - t63 * sine[3]) - 0.4318 * t71 - fext[15];
    const Value t73 = 0.15005 * (t70 * cosine[1] - t67 * sine[1]) - 0.4318 * (fext[13] + (0.025375 * t41 + 0.89133 * t40 - t71));
    const Value t74 = t67 * cosine[1] + t70 * sine[1];
    const Value t75 = 0.0203 * t71 + (t36 + t61) - (fext[17] + 0.0203 * fext[13]);
    const Value t76 = t69 - (0.0203 * fext[14] - fext[16]);
    const Value t77 = sign_of(qd[2]);
    const Value t78 = 0.0070992 * t3 + 1.601861202 * t0 + 0.6903913435 * qd[1];
    const Value t79 = 0.0070992 * t0 + 0.023751 * qd[1];
    const Value t80 = 37.2347379 * cosine[0] - 1.024164 * sine[0] + (1.748114002 * qdd[1] - (0.6903913435 * t5 + 0.023751 * t2) + (t78 * t3 - t79 * t0));
    const Value t81 = sign_of(qd[1]);
    const Value t82 = 0.4318 * t74 + (t76 + t80) - (fext[11] + 0.4318 * fext[7]) + 2.324814845 * qdd[1] + (10.6197775 * t81 + 9.496868641825 * qd[1]);
    const Value t83 = 1.748114002 * qd[1] - (0.023751 * t3 + 0.6903913435 * t0);
    const Value t84 = t72 * cosine[1] - t75 * sine[1] + (t83 * t3 + t79 * qd[1] - (1.601861202 * t5 + 0.0070992 * t2 + 0.6903913435 * qdd[1]));
    const Value t85 = t75 * cosine[1] + t72 * sine[1] - (t78 * qd[1] + t83 * t0 + (0.023751 * qdd[1] + 0.0070992 * t5)) + t73;
    const Value t86 = 3.153542285625 * qdd[0] + ((t84 - 0.15005 * t74 - fext[9]) * sine[0] + (t85 - (fext[10] - 0.4318 * fext[8])) * cosine[0]);
    const Value t87 = sign_of(qd[0]);
    tau[0] = 0.784029968642 * qdd[0] + (t86 - fext[4]) + (25.9836065 * t87 + 5.8018217679508 * qd[0]);
    tau[1] = t82;
    tau[2] = 6.36419655 * t77 + 3.9804259903722 * qd[2] + (0.576873331938 * qdd[2] + t76);
    tau[3] = t61 + 0.19079062612368 * qdd[3] + (0.411645229697152 * qd[3] + 1.06831142 * t64);
    tau[4] = 0.4272830209354 * qd[4] + 0.85444524 * t53 + (t51 + 0.170706291657 * qdd[4]);
    tau[5] = 0.2158232532732 * qd[5] + 0.55443978 * t20 + (t19 + 0.194064505668 * qdd[5]);
  }
};
/// inverse_dynamics_external at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct InverseDynamicsExternalLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, const double* fext, double* tau) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], qd_lanes[6], qdd_lanes[6], fext_lanes[36], tau_lanes[6];
    gather(q_lanes, q, 6, k, valid);
    gather(qd_lanes, qd, 6, k, valid);
    gather(qdd_lanes, qdd, 6, k, valid);
    gather(fext_lanes, fext, 36, k, valid);
    InverseDynamicsExternalBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, fext_lanes, tau_lanes);
    scatter(tau, tau_lanes, 6, k, valid);
  }
};
}  // namespace
void inverse_dynamics_external_batch(int count, const double* q, const double* qd, const double* qdd, const double* fext, double* tau) {
  evaluate_batch(InverseDynamicsExternalLanes(), count, q, qd, qdd, fext, tau);
}


// Built from: dtau_dq: derivatives of tau's program (recursion: Newton-Euler program, grouped inertial parameters); dtau_dqd: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction.
namespace {
struct InverseDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* dtau_dq, Value* dtau_dqd) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5]);
    const Value t0 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t1 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t2 = 4e-05 * (cosine[2] * cosine[3] * t0) + 4e-05 * (sine[3] * t1);
    const Value t3 = t2 * qd[0];
    const Value t4 = 4e-05 * (cosine[3] * sine[2]);
    const Value t5 = t4 * qd[1];
    const Value t6 = t4 * qd[2];
    const Value t7 = 4e-05 * sine[3];
    const Value t8 = t7 * qd[3];
    const Value t9 = 4e-05 * (sine[2] * t0 * sine[3]);
    const Value t10 = cosine[2] * sine[3];
    const Value t11 = 4e-05 * t10;
    const Value t12 = t9 * qd[0] + t11 * qd[1] + t11 * qd[2];
    const Value t13 = t7 * qd[4];
    const Value t14 = qd[5] * t7;
    const Value t15 = cosine[2] * t1;
    const Value t16 = cosine[3] * t0;
    const Value t17 = 4e-05 * (sine[3] * t15) + 4e-05 * t16;
    const Value t18 = t17 * qd[0];
    const Value t19 = qd[3] * t11;
    const Value t20 = qd[5] * t11;
    const Value t21 = qd[4] * t4;
    const Value t22 = qd[5] * t4;
    const Value t23 = t19 - t18 + t21;
    const Value t24 = t18 + t19 + t21;
    const Value t25 = t9 * qd[3] - (t17 * qd[2] + t17 * qd[1]) - t2 * qd[4];
    const Value t26 = qd[5] * t2;
    const Value t27 = qd[5] * t9;
    const Value t28 = qd[5] * t17;
    const Value t29 = sine[3] * sine[3];
    const Value t30 = 0.00040432 * t29;
    const Value t31 = 0.0001 + 0.00020216 * t29;
    const Value t32 = 0.00044 + t30;
    const Value t33 = 0.00040432 * (cosine[3] * t1 * sine[3]);
    const Value t34 = cosine[2] * (t0 * t32) - t33;
    const Value t35 = sine[2] * t32;
    const Value t36 = cosine[3] * sine[3];
    const Value t37 = qd[3] * (0.00020216 * t36);
    const Value t38 = 0.00040432 * t36;
    const Value t39 = -0.00044 - t30;
    const Value t40 = cosine[2] * (t39 * t0) + t33;
    const Value t41 = t39 * sine[2];
    const Value t42 = 0.002487168 * cosine[3];
    const Value t43 = 0.00040432 * t10;
    const Value t44 = (0.000116928 - t43) * t0;
    const Value t45 = sine[2] * (cosine[3] * t44 + (0.00084432 + t42 - t30) * t1);
    const Value t46 = sine[2] * sine[2];
    const Value t47 = sine[3] * t46;
    const Value t48 = 0.00020216 * t47;
    const Value t49 = 0.00040432 * t47;
    const Value t50 = (cosine[3] * (t48 + 5.8464e-05 * cosine[2]) + 0.001243584 * sine[3]) * qd[2];
    const Value t51 = 0.000116928 * cosine[2];
    const Value t52 = 0.002487168 * sine[3] + cosine[3] * (t51 + t49);
    const Value t53 = t52 * qd[1];
    const Value t54 = qd[3] * t41;
    const Value t55 = 0.002487168 * sine[0];
    const Value t56 = 0.002487168 * t1 + t55;
    const Value t57 = 0.000116928 * t0 + t55;
    const Value t58 = 0.00084432 - t30;
    const Value t59 = ((t44 + t56) * cosine[3] + t58 * t1) * sine[2];
    const Value t60 = 0.001243584 * cosine[1];
    const Value t61 = 0.001243584 * sine[1];
    const Value t62 = ((0.001243584 - t61) * sine[3] + (t48 + cosine[2] * (5.8464e-05 + t60)) * cosine[3]) * qd[1];
    const Value t63 = t52 * qd[2];
    const Value t64 = qd[4] * t52;
    const Value t65 = 0.001243584 * cosine[3];
    const Value t66 = 0.00040432 - 0.00020216 * t46;
    const Value t67 = 0.001243584 * cosine[0];
    const Value t68 = cosine[2] * ((-0.00020216 - t65) * t1 - 5.8464e-05 * t16) + sine[3] * ((0.001243584 + cosine[3] * t66) * t0 + ((t43 - 5.8464e-05) * t1 - t67));
    const Value t69 = ((t66 * sine[3] - t51) * sine[3] + (-0.3315220055 - t42 - 0.0001 * t46)) * t1;
    const Value t70 = cosine[0] * t1;
    const Value t71 = 0.001243584 * t70;
    const Value t72 = (cosine[2] * (5.8464e-05 + t71) - (0.00020216 * sine[3] + 0.000432144 * sine[2])) * cosine[3] + t68 * t0;
    const Value t73 = t72 * qd[0];
    const Value t74 = 0.00040432 * t46;
    const Value t75 = 0.0002 * t46;
    const Value t76 = sine[3] * (t74 - 0.00040432);
    const Value t77 = t75 - 0.00174;
    const Value t78 = 0.00040432 * cosine[3];
    const Value t79 = 0.002487168 + t78;
    const Value t80 = -0.002487168 - t78;
    const Value t81 = cosine[2] * (t79 * sine[3]);
    const Value t82 = t77 * t0 + (t0 * t76 + cosine[2] * (t79 * t1 + t57)) * sine[3];
    const Value t83 = t81 * t1 + (t77 + (t51 + t76) * sine[3]) * t0;
    const Value t84 = sine[2] * (cosine[2] * t31 - 5.8464e-05 * sine[3]) * qd[2];
    const Value t85 = 0.0002 + t30;
    const Value t86 = 0.000116928 * sine[3];
    const Value t87 = (cosine[2] * t85 - t86) * sine[2];
    const Value t88 = qd[4] * t35;
    const Value t89 = 0.00020216 * t10;
    const Value t90 = sine[2] * (0.0001 * cosine[2] + (t89 - t60 - 5.8464e-05) * sine[3]) * qd[1];
    const Value t91 = qd[4] * (cosine[3] * (-5.8464e-05 - t60) + (t61 - 0.001243584) * sine[3] * cosine[2]);
    const Value t92 = 0.00020216 * cosine[3];
    const Value t93 = (t61 - t92 - 0.001243584) * sine[3] * cosine[2] * qd[3];
    const Value t94 = 0.001243584 + t92;
    const Value t95 = -0.001243584 - t92;
    const Value t96 = cosine[2] * t0 * t0;
    const Value t97 = 0.000432144 * t10;
    const Value t98 = sine[2] * ((-5.8464e-05 - t71 + ((5.8464e-05 - t89) * t0 + t94 * t1) * t0) * sine[3] - 0.0001 * t96) - t97;
    const Value t99 = qd[0] * t98;
    const Value t100 = t1 * (t97 - 0.00380751875) + (t0 * (0.1384816665 + 0.000432144 * cosine[3]) + (0.023751 * sine[0] - 0.6903913435 * cosine[0]));
    const Value t101 = (t100 + (sine[3] * (t0 * t94 - t67 + (t89 - 5.8464e-05) * t1) + 0.0001 * t15) * sine[2]) * qd[1];
    const Value t102 = 5.8464e-05 * t1 + t67;
    const Value t103 = 0.000432144 * t15;
    const Value t104 = -0.00084432 - t42 + t30;
    const Value t105 = (t43 - 0.000116928) * t0;
    const Value t106 = sine[2] * (t104 * t1 + t105 * cosine[3]);
    const Value t107 = sine[2] * t104;
    const Value t108 = 5.8464e-05 * cosine[3];
    const Value t109 = 0.001243584 * t10;
    const Value t110 = qd[4] * (t108 + t109);
    const Value t111 = (0.00040432 - t74) * sine[3];
    const Value t112 = t74 - 0.00080864;
    const Value t113 = 0.00174 - t75;
    const Value t114 = sine[3] * t80 * cosine[2] * t1 + t0 * ((t111 - t51) * sine[3] + t113);
    const Value t115 = t1 * t80;
    const Value t116 = (t0 * t111 + cosine[2] * (t115 - t57)) * sine[3] + t0 * t113;
    const Value t117 = (0.000233856 * cosine[2] + t112 * sine[3]) * sine[3] + (t75 + (0.663044011 + 0.004974336 * cosine[3]));
    const Value t118 = t117 * t1;
    const Value t119 = cosine[2] * (t95 * sine[3]);
    const Value t120 = (t103 + (t95 * t0 + t102) * sine[2]) * sine[3] * qd[3];
    const Value t121 = ((t103 + (t102 - 0.001243584 * t0) * sine[2]) * sine[3] + 0.000432144 * t16) * qd[4];
    const Value t122 = t119 * qd[3];
    const Value t123 = -0.0002 - t30;
    const Value t124 = (t123 * cosine[2] + t86) * sine[2];
    const Value t125 = t30 - 0.00084432;
    const Value t126 = ((t105 - t56) * cosine[3] + t125 * t1) * sine[2];
    const Value t127 = qd[3] * t124;
    const Value t128 = 0.384876294 + t65;
    const Value t129 = -0.384876294 - t65;
    const Value t130 = 0.010956925 - t109;
    const Value t131 = 0.018372399 + t108 + sine[0] * (1.601861202 * cosine[0] - 0.0141984 * sine[0]) + t119 + (cosine[0] * t128 + sine[0] * t130) * t1;
    const Value t132 = (t128 * cosine[1] + t130 * sine[1]) * qd[1];
    const Value t133 = cosine[0] * t130;
    const Value t134 = 0.000116928 * cosine[3];
    const Value t135 = (t81 + (-0.022546398 - t134)) * t0;
    const Value t136 = 0.011273199 + 0.384876294 * t70 - t109 + (5.8464e-05 + (t71 - t89)) * cosine[3] + t0 * (t69 + (t135 + t133));
    const Value t137 = (t0 * (t69 + (t135 + (t129 * sine[0] + t133))) + t131) * qd[0];
    const Value t138 = (t129 * cosine[1] + (t109 - 0.010956925) * sine[1]) * qd[2];
    const Value t139 = t136 * qd[0];
    const Value t140 = 0.002487168 * cosine[1];
    const Value t141 = 0.002487168 * sine[1] - 0.002487168;
    const Value t142 = cosine[3] * ((-0.000116928 - t140) * cosine[2] - t49) + t141 * sine[3];
    const Value t143 = sine[2] * (t125 + t141 * cosine[3]);
    const Value t144 = sine[2] * ((0.000116928 + (t140 - t43)) * sine[3] - 0.0002 * cosine[2]);
    const Value t145 = -0.769752588 - t42;
    const Value t146 = 0.002487168 * t10;
    const Value t147 = t146 - 0.02191385;
    const Value t148 = (t145 * cosine[0] + sine[0] * t147) * t1 + ((0.0283968 * sine[0] - 3.203722404 * cosine[0]) * sine[0] + (-0.036744798 - t134) + t81);
    const Value t149 = t145 * cosine[1] + t147 * sine[1];
    const Value t150 = cosine[0] * t147;
    const Value t151 = t144 * qd[3];
    const Value t152 = qd[4] * t142;
    const Value t153 = 0.002487168 * cosine[0];
    const Value t154 = (t153 + (0.000116928 - 0.00080864 * t10) * t1 + t0 * (cosine[3] * t112 - 0.002487168)) * sine[3] + cosine[2] * ((0.00040432 + t42) * t1 + 0.000116928 * t16);
    const Value t155 = 0.002487168 * t70;
    const Value t156 = (sine[3] * (t0 * (t105 + t115) + (0.000116928 + t155)) + 0.0002 * t96) * sine[2] + 0.000864288 * t10;
    const Value t157 = 0.000864288 * sine[2] + 0.00040432 * sine[3];
    const Value t158 = cosine[3] * t157 * t1 + cosine[2] * (cosine[3] * (0.002487168 * t0 - (0.000116928 * t1 + t153)) + t58 * t0);
    const Value t159 = ((-0.000116928 - t155) * cosine[2] + t157) * cosine[3] + t154 * t0;
    const Value t160 = 0.000864288 * sine[3];
    const Value t161 = ((t123 * sine[2] - t160) * sine[2] - 0.00154) * t0;
    const Value t162 = sine[2] * sine[3];
    const Value t163 = (-0.00380751875 - 5.8464e-05 * t162 + cosine[2] * (0.000432144 * sine[3] + t31 * sine[2])) * t1 + (0.1384816665 + 0.001243584 * t162 + cosine[3] * (0.000432144 + 0.00020216 * t162)) * t0;
    const Value t164 = t163 * qd[2];
    const Value t165 = 0.000864288 + 0.00040432 * t162;
    const Value t166 = t1 * (-0.0076150375 - 0.000116928 * t162 + cosine[2] * (t160 + sine[2] * t85)) + t0 * (cosine[3] * t165 + (0.276963333 + 0.002487168 * t162));
    const Value t167 = cosine[3] * (t0 * t165) * cosine[2] + (t160 + t35) * t1;
    const Value t168 = (-0.004974336 - 0.00080864 * cosine[3]) * sine[3] * cosine[2] + (0.045092796 + 0.000233856 * cosine[3]);
    const Value t169 = t168 * t0;
    const Value t170 = (t118 + (t150 + t169)) * t0 + (t146 + (-0.022546398 - 0.769752588 * t70) + (t43 - t155 - 0.000116928) * cosine[3]);
    const Value t171 = t148 + (t169 + (t150 + (0.769752588 + t42) * sine[0]) + t118) * t0;
    const Value t172 = t161 * qd[3];
    const Value t173 = t167 * qd[4];
    const Value t174 = sine[0] * qd[0];
    const Value t175 = t174 * qd[1];
    const Value t176 = qdd[0] * cosine[0] - t175;
    const Value t177 = cosine[0] * qd[0];
    const Value t178 = t177 * qd[1];
    const Value t179 = qdd[0] * sine[0] + t178;
    const Value t180 = t177 * cosine[1] - t174 * sine[1];
    const Value t181 = t176 * sine[1] + cosine[1] * t179 + qd[2] * t180;
    const Value t182 = qdd[1] + qdd[2];
    const Value t183 = t177 * sine[1] + t174 * cosine[1];
    const Value t184 = qd[2] + qd[1];
    const Value t185 = cosine[2] * t184 + t183 * sine[2];
    const Value t186 = cosine[2] * t181 - sine[2] * t182 - t185 * qd[3];
    const Value t187 = cosine[1] * t176 - t179 * sine[1] - t183 * qd[2];
    const Value t188 = qdd[3] + t187;
    const Value t189 = qd[3] + t180;
    const Value t190 = cosine[2] * t183 - t184 * sine[2];
    const Value t191 = cosine[3] * t189 - t190 * sine[3];
    const Value t192 = cosine[3] * t186 + t188 * sine[3] + qd[4] * t191;
    const Value t193 = 4e-05 * t192;
    const Value t194 = t190 * qd[3] + (cosine[2] * t182 + sine[2] * t181);
    const Value t195 = t185 * cosine[3];
    const Value t196 = 4e-05 * (t194 * sine[3] + qd[4] * t195);
    const Value t197 = sine[2] * t180;
    const Value t198 = cosine[2] * t187 - qd[3] * t197;
    const Value t199 = cosine[2] * t180;
    const Value t200 = t199 * cosine[3] - t183 * sine[3];
    const Value t201 = 4e-05 * (qd[4] * t200 + (t198 * sine[3] + cosine[3] * t181));
    const Value t202 = -t201;
    const Value t203 = 4e-05 * (qd[5] + t191);
    const Value t204 = sine[3] * t189 + t190 * cosine[3];
    const Value t205 = 4e-05 * t204;
    const Value t206 = t185 + qd[4];
    const Value t207 = 0.0004 * (t206 * t200 + t204 * t197) + t201;
    const Value t208 = t204 * sine[4] + t206 * cosine[4];
    const Value t209 = t191 * sine[4] * t203 - t205 * t208;
    const Value t210 = t204 * cosine[4] - t206 * sine[4];
    const Value t211 = t203 * (t191 * cosine[4]) - t205 * t210;
    const Value t212 = t174 * t177;
    const Value t213 = 0.15005 * (t178 - t179);
    const Value t214 = t178 + t179;
    const Value t215 = 9.81 * cosine[0];
    const Value t216 = 0.4318 * (qdd[1] + t212) + t213 + t215;
    const Value t217 = t213 + 0.4318 * (t212 + t212) + t215;
    const Value t218 = 0.15005 * (t175 + t176);
    const Value t219 = t177 * t177;
    const Value t220 = 9.81 * sine[0];
    const Value t221 = t220 + (t218 - 0.4318 * (t219 + qd[1] * qd[1]));
    const Value t222 = t216 * cosine[1] - t221 * sine[1];
    const Value t223 = t216 * sine[1] + t221 * cosine[1];
    const Value t224 = t183 * t180;
    const Value t225 = t224 + t182;
    const Value t226 = t183 * t183;
    const Value t227 = t184 * t184;
    const Value t228 = t226 + t227;
    const Value t229 = t222 + (0.0203 * t225 - 0.4318 * t228);
    const Value t230 = t224 - t182;
    const Value t231 = t180 * t180;
    const Value t232 = t184 * t180;
    const Value t233 = t184 * t183;
    const Value t234 = t231 - t226;
    const Value t235 = t227 + t231;
    const Value t236 = t223 + (0.4318 * t230 - 0.0203 * t235);
    const Value t237 = t181 + t232;
    const Value t238 = t233 - t187;
    const Value t239 = t174 * t174;
    const Value t240 = 0.4318 * (t219 - t239) - t218 - t220;
    const Value t241 = 0.4318 * (t175 - t176) - 0.15005 * (t239 + t219);
    const Value t242 = 0.4318 * t237 + 0.0203 * t238 + t241;
    const Value t243 = t236 * cosine[2] - t242 * sine[2];
    const Value t244 = t236 * sine[2] + t242 * cosine[2];
    const Value t245 = t204 * t204;
    const Value t246 = t191 * t191 - t245;
    const Value t247 = 0.00288 * (t245 + t206 * t206);
    const Value t248 = t209 * sine[4] + t211 * cosine[4] - (0.00288 * (cosine[3] * t229 - sine[3] * t243) + 0.00024216 * t246);
    const Value t249 = 0.00288 * t246;
    const Value t250 = t185 * sine[3];
    const Value t251 = t250 * t204 - t191 * t195;
    const Value t252 = 4e-05 * t250;
    const Value t253 = t203 * (t190 * cosine[4] - sine[4] * t195) + t252 * t208;
    const Value t254 = t210 * t252 - (cosine[4] * t195 + t190 * sine[4]) * t203;
    const Value t255 = 0.00064216 * t186 - 0.00024216 * t251 + 0.00288 * (cosine[3] * t244) + (t253 * sine[4] + t254 * cosine[4]);
    const Value t256 = 0.00288 * (t251 - t186);
    const Value t257 = t224 + t224;
    const Value t258 = 0.4318 * t234 + 0.0203 * t257;
    const Value t259 = t222 + t258;
    const Value t260 = t187 - t233;
    const Value t261 = 0.0203 * t237 + 0.4318 * t260;
    const Value t262 = 0.0203 * t234 - 0.4318 * t257;
    const Value t263 = t199 * sine[3] + t183 * cosine[3];
    const Value t264 = t191 * t200 - t263 * t204;
    const Value t265 = t199 * qd[3] + sine[2] * t187;
    const Value t266 = 0.00064216 * t265 - 0.00024216 * t264;
    const Value t267 = 0.00288 * (t264 - t265);
    const Value t268 = 4e-05 * t263;
    const Value t269 = t203 * (cosine[4] * t197 + t200 * sine[4]) - t268 * t208;
    const Value t270 = t203 * (cosine[4] * t200 - sine[4] * t197) - t210 * t268;
    const Value t271 = t210 * t203;
    const Value t272 = t203 * t208;
    const Value t273 = t204 * t200;
    const Value t274 = sine[4] * t269 + t270 * cosine[4];
    const Value t275 = t270 * sine[4] - cosine[4] * t269;
    const Value t276 = t266 - 0.00288 * (cosine[3] * (cosine[2] * t259 - sine[2] * t261) + (t262 - t223) * sine[3]) + t274;
    const Value t277 = t240 * cosine[1] - t217 * sine[1];
    const Value t278 = t240 * sine[1] + t217 * cosine[1];
    const Value t279 = t258 + t278;
    const Value t280 = 0.4318 * t214 + t261;
    const Value t281 = t266 - 0.00288 * ((t262 + t277) * sine[3] + (cosine[2] * t279 - sine[2] * t280) * cosine[3]) + t274;
    const Value t282 = t206 * t191;
    const Value t283 = t271 * sine[4] - cosine[4] * t272 + (0.00024216 * t192 + 0.00064216 * t282 + 0.00288 * t244);
    const Value t284 = 0.00288 * (t192 + t282);
    const Value t285 = 0.0004 * t282 + t193;
    const Value t286 = t283 * cosine[3];
    const Value t287 = t283 * sine[3];
    const Value t288 = cosine[3] * t188 - t186 * sine[3] - t204 * qd[4];
    const Value t289 = t206 * t204;
    const Value t290 = t211 * sine[4] - t209 * cosine[4] + (0.00024216 * t288 - 0.00064216 * t289);
    const Value t291 = 4e-05 * (t288 + qdd[5]) - 0.0004 * t289;
    const Value t292 = 0.00288 * (t288 - t289);
    const Value t293 = t291 * sine[3];
    const Value t294 = cosine[3] * t291;
    const Value t295 = t286 + sine[3] * t290 - (t293 + cosine[3] * t285);
    const Value t296 = cosine[3] * t290 - t287 - (t294 - sine[3] * t285);
    const Value t297 = t206 * t250 + t190 * t191;
    const Value t298 = t250 * qd[4] - cosine[3] * t194;
    const Value t299 = 0.00024216 * t298 + 0.00064216 * t297 + 0.00288 * t243 + (t254 * sine[4] - t253 * cosine[4]);
    const Value t300 = 0.00288 * (t298 + t297);
    const Value t301 = t196 - 0.0004 * (t190 * t204 - t206 * t195);
    const Value t302 = t204 * t195;
    const Value t303 = t204 * t191;
    const Value t304 = t191 * t197 - t206 * t263;
    const Value t305 = cosine[3] * t198 - t181 * sine[3] - t263 * qd[4];
    const Value t306 = 0.0003 * t198 - 0.0016 * (t189 * t197 - t183 * t185);
    const Value t307 = 0.0013 * (t199 * t189 - t190 * t183);
    const Value t308 = 0.0003 * (t190 * t197 + t199 * t185) - 0.0016 * t181;
    const Value t309 = t206 * t197;
    const Value t310 = 0.00288 * (t273 + t273 + (t309 + t309));
    const Value t311 = t190 * t206;
    const Value t312 = 0.00288 * (t311 + t311 - (t302 + t302));
    const Value t313 = 0.0003 * (t190 * t190 - t185 * t185) + (t301 * cosine[3] + t299 * sine[3]);
    const Value t314 = 0.00064216 * t304 + 0.00024216 * t305;
    const Value t315 = t314 + 0.00288 * (cosine[2] * t261 + t259 * sine[2]) + t275;
    const Value t316 = t275 + (0.00288 * (sine[2] * t279 + cosine[2] * t280) + t314);
    const Value t317 = 0.00288 * (t305 + t304);
    const Value t318 = t207 * cosine[3];
    const Value t319 = t207 * sine[3];
    const Value t320 = t315 * sine[3] - t318 + t308;
    const Value t321 = t316 * sine[3] - t318 + t308;
    const Value t322 = t315 * cosine[3] + t319 + t306;
    const Value t323 = t316 * cosine[3] + t319 + t306;
    const Value t324 = t194 + qdd[4];
    const Value t325 = t271 * cosine[4] + sine[4] * t272 + (0.00064216 * t324 - 0.00024216 * t303 - 0.00288 * (sine[3] * t229 + cosine[3] * t243));
    const Value t326 = 0.00288 * (t303 - t324);
    const Value t327 = 0.00288 * (t303 + t303);
    const Value t328 = cosine[3] * t326;
    const Value t329 = t326 * sine[3];
    const Value t330 = t247 * sine[3];
    const Value t331 = t247 * cosine[3];
    const Value t332 = t329 - t331 + (0.025375 * t225 - 0.89133 * t228);
    const Value t333 = sine[3] * t327 + t331 + (t249 * cosine[3] - t329);
    const Value t334 = t249 * sine[3] + t328 - (cosine[3] * t327 - t330);
    const Value t335 = t328 + t330;
    const Value t336 = sine[2] * t292 + cosine[2] * t333;
    const Value t337 = cosine[2] * t292 - t333 * sine[2];
    const Value t338 = cosine[2] * t248 - sine[2] * t296 + (0.0203 * t334 - 0.4318 * t336);
    const Value t339 = t185 * t189;
    const Value t340 = t286 - t293 + (0.0003 * t186 - 0.0016 * t339);
    const Value t341 = t255 - 0.0013 * t339;
    const Value t342 = t190 * t189;
    const Value t343 = t299 * cosine[3] - t301 * sine[3] - (0.0016 * t342 + 0.0003 * t194);
    const Value t344 = 0.0013 * t342 + t325;
    const Value t345 = sine[2] * t344;
    const Value t346 = cosine[2] * t340;
    const Value t347 = cosine[3] * t256 + sine[3] * t312;
    const Value t348 = t256 * sine[3] - cosine[3] * t312;
    const Value t349 = t335 * sine[2];
    const Value t350 = t335 * cosine[2];
    const Value t351 = t284 * cosine[2];
    const Value t352 = t284 * sine[2];
    const Value t353 = 0.89133 * t230 - 0.025375 * t235 + (t352 + t350);
    const Value t354 = cosine[2] * t300 - t352 - (sine[2] * t347 + t350);
    const Value t355 = cosine[2] * t347 - t349 + (t351 + sine[2] * t300);
    const Value t356 = t351 - t349;
    const Value t357 = cosine[2] * t341 - t345 - (t346 + t343 * sine[2]) + (0.0203 * t348 - 0.4318 * t355);
    const Value t358 = t276 + t307;
    const Value t359 = t281 + t307;
    const Value t360 = 0.0047376 * t181 - (0.3326198455 * t234 + (0.011273199 * (t257 + t257) + 0.0047376 * t232));
    const Value t361 = t267 * sine[3] - cosine[3] * t310;
    const Value t362 = t310 * sine[3] + t267 * cosine[3];
    const Value t363 = t317 * sine[2] + t362 * cosine[2];
    const Value t364 = cosine[2] * t317 - t362 * sine[2];
    const Value t365 = 0.4318 * (t364 + (0.89133 * t260 + 0.025375 * t237));
    const Value t366 = 0.0203 * t361 - 0.4318 * t363;
    const Value t367 = cosine[2] * t358 - t322 * sine[2] + (t360 - (0.89133 * t222 + 0.025375 * t223)) + t366;
    const Value t368 = t366 + (0.025375 * t277 - 0.89133 * t278 + t360 + (cosine[2] * t359 - sine[2] * t323));
    const Value t369 = 0.025375 * t234 - 0.89133 * t257 + t361;
    const Value t370 = 0.025375 * t257 + 0.89133 * t234 + t363;
    const Value t371 = t334 * cosine[1] + t336 * sine[1];
    const Value t372 = t355 * sine[1] + t348 * cosine[1];
    const Value t373 = cosine[1] * t369;
    const Value t374 = t369 * sine[1];
    const Value t375 = t332 * sine[1];
    const Value t376 = t332 * cosine[1];
    const Value t377 = t370 * sine[1];
    const Value t378 = cosine[1] * t370;
    const Value t379 = cosine[1] * t353;
    const Value t380 = t353 * sine[1];
    const Value t381 = t373 - t375 + (t379 + t377);
    const Value t382 = t373 + t377;
    const Value t383 = 0.0070992 * t174;
    const Value t384 = 1.601861202 * t177 - t383;
    const Value t385 = t383 + 0.023751 * qd[1];
    const Value t386 = 0.0070992 * t177;
    const Value t387 = t386 + 1.601861202 * t174 + 0.6903913435 * qd[1];
    const Value t388 = t384 * t177 - t387 * t174 - (t385 * t177 + t386 * t174) + (0.023751 * t179 - 0.6903913435 * t176) - (1.024164 * cosine[0] + 37.2347379 * sine[0]);
    const Value t389 = 0.4318 * t337;
    const Value t390 = t389 + (cosine[2] * t296 + sine[2] * t248);
    const Value t391 = t295 - 0.0203 * t337;
    const Value t392 = cosine[0] * (0.15005 * (t336 * cosine[1] - t334 * sine[1]) - t389 + (t390 * sine[1] + t391 * cosine[1]));
    const Value t393 = 0.4318 * t354;
    const Value t394 = t343 * cosine[2] - sine[2] * t340 + (cosine[2] * t344 + sine[2] * t341) + t393;
    const Value t395 = t313 - 0.0203 * t354;
    const Value t396 = (t395 * cosine[1] + t394 * sine[1] + (0.15005 * (t355 * cosine[1] - t348 * sine[1]) - t393)) * cosine[0];
    const Value t397 = 0.011273199 * t232;
    const Value t398 = 0.011273199 * t181;
    const Value t399 = 0.0003 * (t190 * t185) + 0.0016 * t188 + (t294 + t287) + (0.0047376 * t224 - t397 - 0.026030225 * t233 - (0.0047376 * t182 + t398) - 0.025375 * t241);
    const Value t400 = t397 + 0.0047376 * t257 - 0.3586500705 * t233 + (0.3326198455 * t187 + t398);
    const Value t401 = 0.011273199 * t187;
    const Value t402 = 0.011273199 * t233;
    const Value t403 = t402 - 0.0047376 * (t231 - t227) + 0.3586500705 * t232 + (0.3326198455 * t181 - t401) + 0.89133 * t241;
    const Value t404 = 0.0047376 * t234 + t402 - 0.026030225 * t232 - t401;
    const Value t405 = 0.4318 * t356 + (t403 + (t346 + t345));
    const Value t406 = t399 - 0.0203 * t356;
    const Value t407 = 0.4318 * t364;
    const Value t408 = t400 + (t322 * cosine[2] + sine[2] * t358) + t407;
    const Value t409 = t407 + (cosine[2] * t323 + sine[2] * t359 + (t400 + 0.384876294 * t214));
    const Value t410 = 0.0203 * t364;
    const Value t411 = t404 - 0.010956925 * t214 + t321 - t410;
    const Value t412 = t404 + t320 - t410;
    const Value t413 = t405 * cosine[1];
    const Value t414 = t405 * sine[1];
    const Value t415 = t406 * sine[1];
    const Value t416 = t406 * cosine[1];
    const Value t417 = (0.15005 * (t378 - t380 - (t374 + t376)) - t365 + (t412 * cosine[1] - t415 + (t413 + t408 * sine[1]))) * cosine[0];
    const Value t418 = 1.748114002 * qd[1] - (0.023751 * t177 + 0.6903913435 * t174);
    const Value t419 = t418 * t177;
    const Value t420 = t418 * t174;
    const Value t421 = 0.023751 * t174 - 0.6903913435 * t177;
    const Value t422 = 0.0070992 * t176;
    const Value t423 = 0.15005 * (t378 - t374) - t365 + (t409 * sine[1] + t411 * cosine[1] - (t422 + (t419 + t421 * t174 + t384 * qd[1])));
    const Value t424 = t413 - t415 + (t419 + t385 * qd[1] - (1.601861202 * t179 + t422 + 0.6903913435 * qdd[1])) - 0.15005 * (t376 + t380);
    const Value t425 = 0.0070992 * t179;
    const Value t426 = t414 + t416 - (t387 * qd[1] + t420 + (0.023751 * qdd[1] + t425)) + (0.15005 * (t379 - t375) - 0.4318 * (t356 + (0.025375 * t238 + 0.89133 * t237)));
    const Value t427 = t409 * cosine[1] - t411 * sine[1] + (t421 * t177 - t420 + t386 * qd[1] - (1.601861202 * t176 - t425));
    dtau_dq[0] = Value() + 0.0;
    dtau_dq[1] = cosine[0] * t423 - t426 * sine[0] + (sine[0] * (t427 - 0.15005 * t382) + cosine[0] * t424);
    dtau_dq[2] = t417 + sine[0] * (t408 * cosine[1] - t414 - (t412 * sine[1] + t416) - 0.15005 * t381);
    dtau_dq[3] = t396 + (cosine[1] * t394 - t395 * sine[1] - 0.15005 * t372) * sine[0];
    dtau_dq[4] = t392 + (t390 * cosine[1] - t391 * sine[1] - 0.15005 * t371) * sine[0];
    dtau_dq[5] = Value() + 0.0;
    dtau_dq[6] = Value() + 0.0;
    dtau_dq[7] = t368 + t388 + 0.4318 * t382;
    dtau_dq[8] = t367 + 0.4318 * t381;
    dtau_dq[9] = t357 + 0.4318 * t372;
    dtau_dq[10] = t338 + 0.4318 * t371;
    dtau_dq[11] = Value() + 0.0;
    dtau_dq[12] = Value() + 0.0;
    dtau_dq[13] = t368;
    dtau_dq[14] = t367;
    dtau_dq[15] = t357;
    dtau_dq[16] = t338;
    dtau_dq[17] = Value() + 0.0;
    dtau_dq[18] = Value() + 0.0;
    dtau_dq[19] = t321;
    dtau_dq[20] = t320;
    dtau_dq[21] = t313;
    dtau_dq[22] = t295;
    dtau_dq[23] = Value() + 0.0;
    dtau_dq[24] = Value() + 0.0;
    dtau_dq[25] = t281;
    dtau_dq[26] = t276;
    dtau_dq[27] = t255;
    dtau_dq[28] = t248;
    dtau_dq[29] = Value() + 0.0;
    dtau_dq[30] = Value() + 0.0;
    dtau_dq[31] = t202;
    dtau_dq[32] = t202;
    dtau_dq[33] = t196;
    dtau_dq[34] = -t193;
    dtau_dq[35] = Value() + 0.0;
    dtau_dqd[0] = 5.8018217679508 + t171 * qd[1] + t170 * qd[2] + qd[3] * t156 + t159 * qd[4];
    dtau_dqd[1] = t173 + (t166 * qd[2] + (t101 + t101 + t171 * qd[0]) + t172) - t28;
    dtau_dqd[2] = t173 + (t172 + (t166 * qd[1] + (t164 + t164 + qd[0] * t170))) - t28;
    dtau_dqd[3] = t161 * qd[2] + (t161 * qd[1] + (qd[0] * t156 + (t120 + t120))) + qd[4] * t158 + t27;
    dtau_dqd[4] = t121 + t121 + t159 * qd[0] + t167 * qd[1] + t167 * qd[2] + t158 * qd[3] - t26;
    dtau_dqd[5] = t25;
    dtau_dqd[6] = t28 + (t116 * qd[3] + (t137 + t137) + qd[4] * t126);
    dtau_dqd[7] = t151 + (9.496868641825 + t149 * qd[2]) + t152;
    dtau_dqd[8] = t151 + (t149 * qd[1] + (t138 + t138)) + t152;
    dtau_dqd[9] = t144 * qd[2] + (t93 + t93 + t116 * qd[0] + t144 * qd[1]) + qd[4] * t143 + t20;
    dtau_dqd[10] = qd[3] * t143 + (qd[2] * t142 + (qd[1] * t142 + (qd[0] * t126 + (t91 + t91)))) + t22;
    dtau_dqd[11] = t24;
    dtau_dqd[12] = t28 + (qd[4] * t106 + (t139 + t139 + t114 * qd[3]));
    dtau_dqd[13] = t127 + (t132 + t132) - t64;
    dtau_dqd[14] = 3.9804259903722 + t127 - t64;
    dtau_dqd[15] = t20 + (t124 * qd[1] + (t122 + t122 + t114 * qd[0]) + t124 * qd[2] + qd[4] * t107);
    dtau_dqd[16] = qd[3] * t107 + (qd[0] * t106 - (t110 + t110) - t53 - t63) + t22;
    dtau_dqd[17] = t24;
    dtau_dqd[18] = qd[4] * t40 + (t99 + t99 + t82 * qd[1] + t83 * qd[2]) - t27;
    dtau_dqd[19] = t88 + (qd[0] * t82 + (t90 + t90) + t87 * qd[2]) - t20;
    dtau_dqd[20] = t88 + (t87 * qd[1] + (qd[0] * t83 + (t84 + t84))) - t20;
    dtau_dqd[21] = 0.411645229697152 + t38 * qd[4];
    dtau_dqd[22] = qd[0] * t40 + t35 * qd[1] + t35 * qd[2] + t38 * qd[3] - t14;
    dtau_dqd[23] = -(t13 + t12);
    dtau_dqd[24] = t26 + (t73 + t73 + t59 * qd[1] + t45 * qd[2] + t34 * qd[3]);
    dtau_dqd[25] = t54 + (t63 + (t59 * qd[0] + (t62 + t62))) - t22;
    dtau_dqd[26] = qd[0] * t45 + (t50 + t50) + t53 + t54 - t22;
    dtau_dqd[27] = t34 * qd[0] - (t37 + t37) + t41 * qd[1] + t41 * qd[2] + t14;
    dtau_dqd[28] = Value() + 0.4272830209354;
    dtau_dqd[29] = t8 + (t3 - t5 - t6);
    dtau_dqd[30] = t25;
    dtau_dqd[31] = t23;
    dtau_dqd[32] = t23;
    dtau_dqd[33] = t12 - t13;
    dtau_dqd[34] = t6 + (t5 - t3) - t8;
    dtau_dqd[35] = Value() + 0.2158232532732;
  }
};
/// inverse_dynamics_derivatives at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct InverseDynamicsDerivativesLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], qd_lanes[6], qdd_lanes[6], dtau_dq_lanes[36], dtau_dqd_lanes[36];
    gather(q_lanes, q, 6, k, valid);
    gather(qd_lanes, qd, 6, k, valid);
    gather(qdd_lanes, qdd, 6, k, valid);
    InverseDynamicsDerivativesBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, dtau_dq_lanes, dtau_dqd_lanes);
    scatter(dtau_dq, dtau_dq_lanes, 36, k, valid);
    scatter(dtau_dqd, dtau_dqd_lanes, 36, k, valid);
  }
};
}  // namespace
void inverse_dynamics_derivatives_batch(int count, const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd) {
  evaluate_batch(InverseDynamicsDerivativesLanes(), count, q, qd, qdd, dtau_dq, dtau_dqd);
}


// Built from: M: closed form, Horner; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone); M^-1 = L^-1 D^-1 L^-T; inverse_dynamics_derivatives at qdd.
namespace {
struct ForwardDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* tau, Value* qdd, Value* dqdd_dq, Value* dqdd_dqd, Value* dqdd_dtau) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[4], q[3], q[1], q[2], q[5]);
    const Value t0 = cosine[1] * ((0.002487168 + 0.00040432 * cosine[0]) * sine[0]) + (-0.022546398 - 0.000116928 * cosine[0]);
    const Value t1 = cosine[2] * cosine[3] - sine[2] * sine[3];
    const Value t2 = 0.002487168 * cosine[0];
    const Value t3 = sine[1] * sine[1];
    const Value t4 = 0.0001 * t3;
    const Value t5 = t4 + (0.3315220055 + t2) + (0.000116928 * cosine[1] + sine[0] * (0.00020216 * t3 - 0.00040432)) * sine[0];
    const Value t6 = 0.00020216 * (sine[0] * t3);
    const Value t7 = cosine[2] * sine[3] + sine[2] * cosine[3];
    const Value t8 = 0.00020216 * sine[0];
    const Value t9 = 3.939212254267 - 1.601861202 * (sine[2] * sine[2]) + (0.02191385 * t1 - 0.0141984 * sine[2]) * cosine[2];
    const Value t10 = t9 + (t8 + 0.000864288 * sine[1] + (-0.000116928 - 0.002487168 * (cosine[2] * t1)) * cosine[1]) * sine[0];
    const Value t11 = cosine[1] * t7;
    const Value t12 = 4e-05 * (cosine[0] * t1) - 4e-05 * (t11 * sine[0]);
    const Value t13 = 5.1518639227799214 * t12;
    const Value t14 = 0.000432144 * sine[0];
    const Value t15 = 5.8464e-05 * t1 + 0.001243584 * cosine[2];
    const Value t16 = (0.00064216 * sine[1] + t14) * t7 + ((0.001243584 * t7 - t15) * sine[1] - 0.000432144 * (cosine[1] * t1)) * cosine[0];
    const Value t17 = 5.836060905888831 * t16;
    const Value t18 = 0.00020216 * cosine[0];
    const Value t19 = 0.00164 * t1 + (cosine[1] * (t7 * (0.001243584 + t18) - t15) + (t8 + 0.000432144 * sine[1]) * t1) * sine[0];
    const Value t20 = 0.00020607455691119687 * cosine[0];
    const Value t21 = t19 - t20 * t12;
    const Value t22 = 0.00020216 * (sine[0] * sine[0]);
    const Value t23 = 1.0 / (0.19243062612368 + t22 - t20 * (4e-05 * cosine[0]));
    const Value t24 = t23 * t21;
    const Value t25 = sine[1] * sine[0];
    const Value t26 = (-0.1384816665 - 0.001243584 * t25 + (-0.000432144 - 0.00020216 * t25) * cosine[0]) * t1 + (-0.00380751875 - 5.8464e-05 * t25 + cosine[1] * (t14 + (0.0001 + t22) * sine[1])) * t7;
    const Value t27 = 0.00020607455691119687 * t25;
    const Value t28 = 4e-05 * t25;
    const Value t29 = t12 * t27;
    const Value t30 = cosine[1] * (0.00064216 + 0.001243584 * cosine[0]) - 5.8464e-05 * sine[0];
    const Value t31 = 5.836060905888831 * t30;
    const Value t32 = t28 * t20;
    const Value t33 = t28 * t27;
    const Value t34 = -0.001243584 - t18;
    const Value t35 = sine[1] * (t34 * sine[0]) - t32;
    const Value t36 = t23 * t35;
    const Value t37 = t26 - t29 - t16 * t31 - t36 * t21;
    const Value t38 = cosine[1] * sine[0];
    const Value t39 = sine[1] * ((-0.0001 - t22) * sine[1]) + (t2 + (0.936165562438 - 0.000116928 * t38)) - t33 - t30 * t31;
    const Value t40 = 1.0 / (t39 - t36 * t35);
    const Value t41 = sine[1] * (0.0001 * t11 + sine[0] * ((0.00020216 * t38 - 5.8464e-05) * t7 - 0.001243584 * sine[2] + t34 * t1));
    const Value t42 = t7 * (0.000432144 * t38 - 0.00380751875) - (0.6903913435 * sine[2] + 0.023751 * cosine[2]) + (-0.1384816665 - 0.000432144 * cosine[0]) * t1;
    const Value t43 = t37 * t40;
    const Value t44 = t10 + (t0 * t1 + (-0.769752588 - t2) * cosine[2] + t5 * t7) * t7 - t12 * t13 - t16 * t17 - t24 * t21 - t43 * t37;
    const Value t45 = 0.001243584 * cosine[3];
    const Value t46 = 0.001243584 * sine[3];
    const Value t47 = (t46 - t18 - 0.001243584) * sine[0] * sine[1] - t32;
    const Value t48 = 0.3592922305 + 0.010956925 * cosine[3] - 0.384876294 * sine[3] - t4 + (0.002487168 - t46) * cosine[0];
    const Value t49 = sine[0] * (-5.8464e-05 - t45) + (0.00064216 + cosine[0] * (0.001243584 - t46)) * cosine[1];
    const Value t50 = (cosine[1] * (-0.000116928 - t45) - t6) * sine[0] + t48 - t33 - t49 * t31 - t36 * t47;
    const Value t51 = 4.4322210775 + 0.02191385 * cosine[3] - 0.769752588 * sine[3] - t4 + cosine[0] * (0.002487168 - 0.002487168 * sine[3]);
    const Value t52 = t50 * t40;
    const Value t53 = 5.836060905888831 * t49;
    const Value t54 = t23 * t47;
    const Value t55 = t41 + t42 - t29 - t16 * t53 - t21 * t54 - t52 * t37;
    const Value t56 = t51 + ((-0.000116928 - 0.002487168 * cosine[3]) * cosine[1] - t6) * sine[0] - t33 - t53 * t49 - t47 * t54;
    const Value t57 = 1.0 / (t56 - t52 * t50);
    const Value t58 = t55 * t57;
    const Value t59 = 1.0 / (t44 - t58 * t55);
    const Value t60 = t52 * t58 - t43;
    const Value t61 = t36 * t60 - t58 * t54 + t24;
    const Value t62 = t60 * t27 - t20 * t61 - t58 * t27 + t13;
    const Value t63 = t59 * t62;
    const Value t64 = t52 * t36 - t54;
    const Value t65 = t64 * t20 - t52 * t27 + t27;
    const Value t66 = t65 * t57;
    const Value t67 = t20 * t36 - t27;
    const Value t68 = t67 * t40;
    const Value t69 = t23 * t20;
    const Value t70 = t60 * t31 - t53 * t58 + t17;
    const Value t71 = t52 * t31 - t53;
    const Value t72 = t63 * t70 - (t71 * t66 + t68 * t31);
    const Value t73 = t63 * t61 - (t64 * t66 + (t69 + t68 * t36));
    const Value t74 = t68 + t52 * t66 - t63 * t60;
    const Value t75 = t63 * t58 - t66;
    const Value t76 = -t63;
    const Value t77 = t59 * t70;
    const Value t78 = t71 * t57;
    const Value t79 = t31 * t40;
    const Value t80 = t64 * t78 + t36 * t79 + t61 * t77;
    const Value t81 = -(t52 * t78 + t79 + t60 * t77);
    const Value t82 = t78 + t58 * t77;
    const Value t83 = -t77;
    const Value t84 = t59 * t61;
    const Value t85 = t64 * t57;
    const Value t86 = t36 * t40;
    const Value t87 = -(t86 + t85 * t52 + t84 * t60);
    const Value t88 = t84 * t58 + t85;
    const Value t89 = -t84;
    const Value t90 = t59 * t60;
    const Value t91 = t52 * t57;
    const Value t92 = -(t90 * t58 + t91);
    const Value t93 = t59 * t58;
    const Value t94 = -t93;
    const Value t95 = cosine[2] * qd[0];
    const Value t96 = sine[2] * qd[0];
    const Value t97 = t95 * cosine[3] - t96 * sine[3];
    const Value t98 = qd[3] + t97;
    const Value t99 = t95 * sine[3] + t96 * cosine[3];
    const Value t100 = qd[2] + qd[1];
    const Value t101 = cosine[1] * t99 - t100 * sine[1];
    const Value t102 = sine[0] * t98 + t101 * cosine[0];
    const Value t103 = cosine[1] * t100 + t99 * sine[1];
    const Value t104 = t103 + qd[4];
    const Value t105 = cosine[0] * t98 - t101 * sine[0];
    const Value t106 = 4e-05 * (qd[5] + t105);
    const Value t107 = (t102 * cosine[4] - t104 * sine[4]) * t106;
    const Value t108 = t106 * (t102 * sine[4] + t104 * cosine[4]);
    const Value t109 = t99 * t97;
    const Value t110 = t97 * t97;
    const Value t111 = t100 * t100;
    const Value t112 = t111 + t110;
    const Value t113 = t96 * t95;
    const Value t114 = 0.4318 * t113 + 9.81 * cosine[2];
    const Value t115 = t95 * t95;
    const Value t116 = t95 * qd[1];
    const Value t117 = qd[1] * qd[1];
    const Value t118 = 9.81 * sine[2] - 0.4318 * (t115 + t117);
    const Value t119 = t114 * sine[3] + t118 * cosine[3];
    const Value t120 = t114 * cosine[3] - t118 * sine[3];
    const Value t121 = t119 + (0.4318 * t109 - 0.0203 * t112);
    const Value t122 = t96 * qd[1];
    const Value t123 = t96 * t96;
    const Value t124 = t116 * cosine[3] - t122 * sine[3] + qd[2] * t97;
    const Value t125 = t100 * t97;
    const Value t126 = t100 * t99;
    const Value t127 = t124 + t125;
    const Value t128 = t122 * cosine[3] + t116 * sine[3] + t99 * qd[2];
    const Value t129 = t99 * t99;
    const Value t130 = 0.025375 * t120 - 0.89133 * t119 + (0.0047376 * t128 - (0.3326198455 * t109 + (0.011273199 * (t129 - t110) + 0.0047376 * t126)));
    const Value t131 = t129 + t111;
    const Value t132 = 0.011273199 * t126 - 0.0047376 * (t110 - t111) + 0.3586500705 * t125 + (0.3326198455 * t124 + 0.011273199 * t128);
    const Value t133 = t126 + t128;
    const Value t134 = 0.4318 * (t122 + t122) - 0.15005 * (t123 + t115);
    const Value t135 = 0.4318 * t127 + 0.0203 * t133 + t134;
    const Value t136 = 0.00288 * (sine[0] * (t120 + (0.0203 * t109 - 0.4318 * t131)) + cosine[0] * (cosine[1] * t121 - sine[1] * t135));
    const Value t137 = t102 * t105;
    const Value t138 = t101 * qd[3] + t124 * sine[1];
    const Value t139 = t107 * cosine[4] + sine[4] * t108 + (0.00064216 * t138 - 0.00024216 * t137 - t136);
    const Value t140 = 0.00288 * (t137 - t138);
    const Value t141 = t139 + 0.0013 * (t101 * t98);
    const Value t142 = cosine[1] * t124 - t103 * qd[3];
    const Value t143 = cosine[0] * t142 - t128 * sine[0] + qd[4] * t105;
    const Value t144 = t104 * t105;
    const Value t145 = 0.00288 * (cosine[1] * t135 + sine[1] * t121) + (0.00024216 * t143 + 0.00064216 * t144) + (t107 * sine[4] - cosine[4] * t108);
    const Value t146 = 0.00288 * (t144 + t143);
    const Value t147 = 4e-05 * (t102 * qd[4] + (sine[0] * t142 + cosine[0] * t128));
    const Value t148 = 0.0004 * (t104 * t102) + t147;
    const Value t149 = t145 * cosine[0] + sine[0] * t148 + (0.0003 * t142 - 0.0016 * (t103 * t98));
    const Value t150 = t145 * sine[0] - cosine[0] * t148 + (0.0003 * (t101 * t103) - 0.0016 * t128);
    const Value t151 = 0.0047376 * t109 - 0.011273199 * t125 - 0.026030225 * t126 - 0.011273199 * t124 - 0.025375 * t134 + t150;
    const Value t152 = 0.00288 * (t102 * t102 + t104 * t104);
    const Value t153 = t152 * sine[0] + cosine[0] * t140;
    const Value t154 = sine[0] * t140 - t152 * cosine[0];
    const Value t155 = 0.025375 * t109 - 0.89133 * t131 + t154;
    const Value t156 = cosine[1] * t146 - sine[1] * t153;
    const Value t157 = 0.89133 * t134 + t132 + (t141 * sine[1] + cosine[1] * t149) + 0.4318 * t156;
    const Value t158 = sine[1] * t146 + cosine[1] * t153;
    const Value t159 = 0.0203 * t154 - 0.4318 * t158 + (t130 + (t141 * cosine[1] - sine[1] * t149));
    const Value t160 = 0.89133 * t109 - 0.025375 * t112 + t158;
    const Value t161 = t151 - 0.0203 * t156;
    const Value t162 = 0.0070992 * t116;
    const Value t163 = t161 * cosine[3] + t157 * sine[3] + (0.023751 * t113 - t162 - 0.6903913435 * (t117 - t123) - 3.349975204 * t122 - t162);
    const Value t164 = 0.15005 * (t160 * cosine[3] - t155 * sine[3]) - 0.4318 * (0.025375 * t133 + 0.89133 * t127 + t156) + t163;
    const Value t165 = t155 * cosine[3] + t160 * sine[3];
    const Value t166 = 0.0070992 * t122;
    const Value t167 = t166 - 1.601861202 * t116 + (1.748114002 * t116 + (t166 - 0.6903913435 * t113 - 0.023751 * (t115 - t117)));
    const Value t168 = 0.6903913435 * t116;
    const Value t169 = 0.023751 * t122;
    const Value t170 = 37.2347379 * cosine[2] - 1.024164 * sine[2] + (t169 - t168 + (1.601861202 * t113 + (t168 - t169 - 0.0070992 * (t123 - t115))));
    const Value t171 = sign_of(qd[0]);
    const Value t172 = t164 * cosine[2] + (t167 + (t157 * cosine[3] - t161 * sine[3]) - 0.15005 * t165) * sine[2] + (25.9836065 * t171 + 5.8018217679508 * qd[0]);
    const Value t173 = sign_of(qd[5]);
    const Value t174 = tau[5] - (0.2158232532732 * qd[5] + 0.55443978 * t173 - t147);
    const Value t175 = sign_of(qd[4]);
    const Value t176 = tau[4] - (t139 + (0.4272830209354 * qd[4] + 0.85444524 * t175));
    const Value t177 = sign_of(qd[3]);
    const Value t178 = tau[3] - (0.411645229697152 * qd[3] + 1.06831142 * t177 + t150) - t174 * t20;
    const Value t179 = sign_of(qd[2]);
    const Value t180 = t174 * t27;
    const Value t181 = tau[2] - (t159 + (6.36419655 * t179 + 3.9804259903722 * qd[2])) - t180 - t176 * t31 - t36 * t178;
    const Value t182 = sign_of(qd[1]);
    const Value t183 = tau[1] - (t159 + t170 + 0.4318 * t165 + (10.6197775 * t182 + 9.496868641825 * qd[1])) - t180 - t53 * t176;
    const Value t184 = t183 - t178 * t54 - t52 * t181;
    const Value t185 = t59 * (tau[0] - t172 - t174 * t13 - t176 * t17 - t24 * t178 - t43 * t181 - t184 * t58);
    const Value t186 = t184 * t57 - t185 * t58;
    const Value t187 = t181 * t40 - t186 * t52 - t43 * t185;
    const Value t188 = t23 * t178 - t187 * t36 - t186 * t54 - t24 * t185;
    qdd[0] = t185;
    qdd[1] = t186;
    qdd[2] = t187;
    qdd[3] = t188;
    qdd[4] = 5.836060905888831 * t176 - t187 * t31 - t186 * t53 - t185 * t17;
    qdd[5] = 5.1518639227799214 * t174 - t20 * t188 - t187 * t27 - t186 * t27 - t185 * t13;
    dqdd_dtau[0] = t59;
    dqdd_dtau[1] = t94;
    dqdd_dtau[2] = t90;
    dqdd_dtau[3] = t89;
    dqdd_dtau[4] = t83;
    dqdd_dtau[5] = t76;
    dqdd_dtau[6] = t94;
    dqdd_dtau[7] = t58 * t93 + t57;
    dqdd_dtau[8] = t92;
    dqdd_dtau[9] = t88;
    dqdd_dtau[10] = t82;
    dqdd_dtau[11] = t75;
    dqdd_dtau[12] = t90;
    dqdd_dtau[13] = t92;
    dqdd_dtau[14] = t90 * t60 + (t52 * t91 + t40);
    dqdd_dtau[15] = t87;
    dqdd_dtau[16] = t81;
    dqdd_dtau[17] = t74;
    dqdd_dtau[18] = t89;
    dqdd_dtau[19] = t88;
    dqdd_dtau[20] = t87;
    dqdd_dtau[21] = t85 * t64 + (t23 + t36 * t86) + t84 * t61;
    dqdd_dtau[22] = t80;
    dqdd_dtau[23] = t73;
    dqdd_dtau[24] = t83;
    dqdd_dtau[25] = t82;
    dqdd_dtau[26] = t81;
    dqdd_dtau[27] = t80;
    dqdd_dtau[28] = 5.836060905888831 + t31 * t79 + t71 * t78 + t70 * t77;
    dqdd_dtau[29] = t72;
    dqdd_dtau[30] = t76;
    dqdd_dtau[31] = t75;
    dqdd_dtau[32] = t74;
    dqdd_dtau[33] = t73;
    dqdd_dtau[34] = t72;
    dqdd_dtau[35] = t65 * t66 + (t68 * t67 + (5.1518639227799214 + t20 * t69)) + t63 * t62;
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
/// forward_dynamics_derivatives at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct ForwardDynamicsDerivativesLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* tau, double* qdd, double* dqdd_dq, double* dqdd_dqd, double* dqdd_dtau) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], qd_lanes[6], tau_lanes[6], qdd_lanes[6], dqdd_dq_lanes[36], dqdd_dqd_lanes[36], dqdd_dtau_lanes[36];
    gather(q_lanes, q, 6, k, valid);
    gather(qd_lanes, qd, 6, k, valid);
    gather(tau_lanes, tau, 6, k, valid);
    ForwardDynamicsDerivativesBody()(sin_cos, q_lanes, qd_lanes, tau_lanes, qdd_lanes, dqdd_dq_lanes, dqdd_dqd_lanes, dqdd_dtau_lanes);
    scatter(qdd, qdd_lanes, 6, k, valid);
    scatter(dqdd_dq, dqdd_dq_lanes, 36, k, valid);
    scatter(dqdd_dqd, dqdd_dqd_lanes, 36, k, valid);
    scatter(dqdd_dtau, dqdd_dtau_lanes, 36, k, valid);
  }
};
}  // namespace
void forward_dynamics_derivatives_batch(int count, const double* q, const double* qd, const double* tau, double* qdd, double* dqdd_dq, double* dqdd_dqd, double* dqdd_dtau) {
  evaluate_batch(ForwardDynamicsDerivativesLanes(), count, q, qd, tau, qdd, dqdd_dq, dqdd_dqd, dqdd_dtau);
}


// Built from: M: closed form, Horner; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: closed form, Horner.
namespace {
struct DynamicsTermsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* M, Value* V, Value* G) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[4], q[3], q[5]);
    const Value t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = cosine[3] * sine[2];
    const Value t3 = (0.24892875 - 0.0282528 * t2) * t0;
    const Value t4 = (-8.7439473 - 0.0282528 * cosine[2]) * t1;
    const Value t5 = cosine[0] * qd[0];
    const Value t6 = t5 * qd[1];
    const Value t7 = sine[0] * qd[0];
    const Value t8 = t7 * qd[1];
    const Value t9 = t5 * cosine[1] - t7 * sine[1];
    const Value t10 = t6 * cosine[1] - t8 * sine[1] + qd[2] * t9;
    const Value t11 = t5 * sine[1] + t7 * cosine[1];
    const Value t12 = qd[2] + qd[1];
    const Value t13 = cosine[3] * t12 + t11 * sine[3];
    const Value t14 = cosine[3] * t10 - t13 * qd[3];
    const Value t15 = t8 * cosine[1] + t6 * sine[1] + t11 * qd[2];
    const Value t16 = qd[3] + t9;
    const Value t17 = cosine[3] * t11 - t12 * sine[3];
    const Value t18 = sine[2] * t16 + t17 * cosine[2];
    const Value t19 = 4e-05 * (t18 * qd[4] + (sine[2] * t14 + cosine[2] * t15));
    const Value t20 = t13 + qd[4];
    const Value t21 = cosine[2] * t16 - t17 * sine[2];
    const Value t22 = 4e-05 * (qd[5] + t21);
    const Value t23 = (t18 * cosine[4] - t20 * sine[4]) * t22;
    const Value t24 = t22 * (t18 * sine[4] + t20 * cosine[4]);
    const Value t25 = t11 * t9;
    const Value t26 = t9 * t9;
    const Value t27 = t12 * t9;
    const Value t28 = t12 * t12;
    const Value t29 = t12 * t11;
    const Value t30 = t11 * t11;
    const Value t31 = t28 + t26;
    const Value t32 = t7 * t5;
    const Value t33 = t5 * t5;
    const Value t34 = t7 * t7;
    const Value t35 = 0.4318 * t32;
    const Value t36 = qd[1] * qd[1];
    const Value t37 = 0.4318 * (t33 + t36);
    const Value t38 = t35 * sine[1] - t37 * cosine[1];
    const Value t39 = t35 * cosine[1] + t37 * sine[1];
    const Value t40 = t38 + (0.4318 * t25 - 0.0203 * t31);
    const Value t41 = 0.025375 * t39 - 0.89133 * t38 + (0.0047376 * t15 - (0.3326198455 * t25 + (0.011273199 * (t30 - t26) + 0.0047376 * t29)));
    const Value t42 = t30 + t28;
    const Value t43 = 0.011273199 * t29 - 0.0047376 * (t26 - t28) + 0.3586500705 * t27 + (0.3326198455 * t10 + 0.011273199 * t15);
    const Value t44 = t10 + t27;
    const Value t45 = t29 + t15;
    const Value t46 = 0.4318 * (t8 + t8) - 0.15005 * (t34 + t33);
    const Value t47 = 0.4318 * t44 + 0.0203 * t45 + t46;
    const Value t48 = 0.00288 * (sine[2] * (t39 + (0.0203 * t25 - 0.4318 * t42)) + (cosine[3] * t40 - sine[3] * t47) * cosine[2]);
    const Value t49 = t18 * t21;
    const Value t50 = t17 * qd[3] + t10 * sine[3];
    const Value t51 = t23 * cosine[4] + sine[4] * t24 + (0.00064216 * t50 - 0.00024216 * t49 - t48);
    const Value t52 = 0.00288 * (t49 - t50);
    const Value t53 = cosine[2] * t14 - t15 * sine[2] + qd[4] * t21;
    const Value t54 = t20 * t21;
    const Value t55 = 0.00288 * (cosine[3] * t47 + sine[3] * t40) + (0.00024216 * t53 + 0.00064216 * t54) + (t23 * sine[4] - cosine[4] * t24);
    const Value t56 = 0.00288 * (t54 + t53);
    const Value t57 = 0.0004 * (t20 * t18) + t19;
    const Value t58 = 0.00288 * (t18 * t18 + t20 * t20);
    const Value t59 = t55 * sine[2] - cosine[2] * t57 + (0.0003 * (t17 * t13) - 0.0016 * t15);
    const Value t60 = t55 * cosine[2] + sine[2] * t57 + (0.0003 * t14 - 0.0016 * (t13 * t16));
    const Value t61 = 0.0013 * (t17 * t16) + t51;
    const Value t62 = sine[2] * t52 - t58 * cosine[2];
    const Value t63 = t58 * sine[2] + cosine[2] * t52;
    const Value t64 = 0.025375 * t25 - 0.89133 * t42 + t62;
    const Value t65 = sine[3] * t56 + cosine[3] * t63;
    const Value t66 = 0.0203 * t62 - 0.4318 * t65 + (t41 + (cosine[3] * t61 - sine[3] * t60));
    const Value t67 = 0.89133 * t25 - 0.025375 * t31 + t65;
    const Value t68 = cosine[3] * t56 - sine[3] * t63;
    const Value t69 = t59 + (0.0047376 * t25 - 0.011273199 * t27 - 0.026030225 * t29 - 0.011273199 * t10 - 0.025375 * t46) - 0.0203 * t68;
    const Value t70 = sine[3] * t61 + cosine[3] * t60 + (0.89133 * t46 + t43) + 0.4318 * t68;
    const Value t71 = 0.6903913435 * t6;
    const Value t72 = 0.023751 * t8;
    const Value t73 = t64 * cosine[1] + t67 * sine[1];
    const Value t74 = 0.0070992 * t8;
    const Value t75 = t70 * cosine[1] - t69 * sine[1] + (t74 - 1.601861202 * t6 + (1.748114002 * t6 + (t74 - 0.6903913435 * t32 - 0.023751 * (t33 - t36))));
    const Value t76 = 0.0070992 * t6;
    const Value t77 = t69 * cosine[1] + t70 * sine[1] + (0.023751 * t32 - t76 - 0.6903913435 * (t36 - t34) - 3.349975204 * t8 - t76);
    const Value t78 = t77 + (0.15005 * (t67 * cosine[1] - t64 * sine[1]) - 0.4318 * (0.025375 * t45 + 0.89133 * t44 + t68));
    const Value t79 = sine[3] * sine[2];
    const Value t80 = 4e-05 * t79;
    const Value t81 = cosine[3] * t1;
    const Value t82 = 0.001243584 * cosine[1];
    const Value t83 = 0.001243584 * sine[1];
    const Value t84 = 0.000432144 * sine[2];
    const Value t85 = 5.8464e-05 * t0 + 0.001243584 * cosine[0];
    const Value t86 = (0.00064216 * sine[3] + t84) * t1 + ((0.001243584 * t1 - t85) * sine[3] - 0.000432144 * (cosine[3] * t0)) * cosine[2];
    const Value t87 = 0.00020216 * (sine[2] * sine[2]);
    const Value t88 = (-0.1384816665 - 0.001243584 * t79 + (-0.000432144 - 0.00020216 * t79) * cosine[2]) * t0 + (-0.00380751875 - 5.8464e-05 * t79 + cosine[3] * (t84 + (0.0001 + t87) * sine[3])) * t1;
    const Value t89 = 0.00020216 * cosine[2];
    const Value t90 = -0.001243584 - t89;
    const Value t91 = 0.00020216 * sine[2];
    const Value t92 = 0.00164 * t0 + (cosine[3] * (t1 * (0.001243584 + t89) - t85) + (t91 + 0.000432144 * sine[3]) * t0) * sine[2];
    const Value t93 = (t91 + 0.000864288 * sine[3] + (-0.000116928 - 0.002487168 * (cosine[0] * t0)) * cosine[3]) * sine[2];
    const Value t94 = 0.002487168 * cosine[2];
    const Value t95 = sine[3] * sine[3];
    const Value t96 = 0.00020216 * (sine[2] * t95);
    const Value t97 = 0.0001 * t95;
    const Value t98 = t97 + (0.3315220055 + t94) + (0.000116928 * cosine[3] + sine[2] * (0.00020216 * t95 - 0.00040432)) * sine[2];
    const Value t99 = 0.3592922305 + 0.010956925 * cosine[1] - 0.384876294 * sine[1] - t97 + (0.002487168 - t83) * cosine[2];
    const Value t100 = 4.4322210775 + 0.02191385 * cosine[1] - 0.769752588 * sine[1] - t97 + cosine[2] * (0.002487168 - 0.002487168 * sine[1]);
    const Value t101 = sine[3] * (0.0001 * t81 + sine[2] * ((0.00020216 * t2 - 5.8464e-05) * t1 - 0.001243584 * sine[0] + t90 * t0));
    const Value t102 = t1 * (0.000432144 * t2 - 0.00380751875) - (0.6903913435 * sine[0] + 0.023751 * cosine[0]) + (-0.1384816665 - 0.000432144 * cosine[2]) * t0;
    const Value t103 = cosine[3] * ((0.002487168 + 0.00040432 * cosine[2]) * sine[2]) + (-0.022546398 - 0.000116928 * cosine[2]);
    const Value t104 = 3.939212254267 - 1.601861202 * (sine[0] * sine[0]) + (0.02191385 * t0 - 0.0141984 * sine[0]) * cosine[0];
    M[0] = t104 + t93 + (t103 * t0 + (-0.769752588 - t94) * cosine[0] + t98 * t1) * t1;
    M[6] = t101 + t102;
    M[7] = t100 + ((-0.000116928 - 0.002487168 * cosine[1]) * cosine[3] - t96) * sine[2];
    M[12] = t88;
    M[13] = (cosine[3] * (-0.000116928 - t82) - t96) * sine[2] + t99;
    M[14] = sine[3] * ((-0.0001 - t87) * sine[3]) + (t94 + (0.936165562438 - 0.000116928 * t2));
    M[18] = t92;
    M[19] = (t83 - t89 - 0.001243584) * sine[2] * sine[3];
    M[20] = sine[3] * (t90 * sine[2]);
    M[21] = 0.19243062612368 + t87;
    M[24] = t86;
    M[25] = sine[2] * (-5.8464e-05 - t82) + (0.00064216 + cosine[2] * (0.001243584 - t83)) * cosine[3];
    M[26] = cosine[3] * (0.00064216 + 0.001243584 * cosine[2]) - 5.8464e-05 * sine[2];
    M[27] = Value() + 0.0;
    M[28] = Value() + 0.171348451657;
    M[30] = 4e-05 * (cosine[2] * t0) - 4e-05 * (t81 * sine[2]);
    M[31] = t80;
    M[32] = t80;
    M[33] = 4e-05 * cosine[2];
    M[34] = Value() + 0.0;
    M[35] = Value() + 0.194104505668;
    V[0] = (t75 - 0.15005 * t73) * sine[0] + cosine[0] * t78;
    V[1] = t72 - t71 + (1.601861202 * t32 + (t71 - t72 - 0.0070992 * (t34 - t33))) + t66 + 0.4318 * t73;
    V[2] = t66;
    V[3] = t59;
    V[4] = t51;
    V[5] = -t19;
    G[0] = Value() + 0.0;
    G[1] = t3 + (t4 + (37.2347379 * cosine[0] - 1.024164 * sine[0]));
    G[2] = t3 + t4;
    G[3] = 0.0282528 * (sine[3] * t1 * sine[2]);
    G[4] = -(0.0282528 * (sine[2] * t0) + 0.0282528 * (cosine[3] * cosine[2] * t1));
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
/// dynamics_terms at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct DynamicsTermsLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* M, double* V, double* G) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], qd_lanes[6], M_lanes[36], V_lanes[6], G_lanes[6];
    gather(q_lanes, q, 6, k, valid);
    gather(qd_lanes, qd, 6, k, valid);
    DynamicsTermsBody()(sin_cos, q_lanes, qd_lanes, M_lanes, V_lanes, G_lanes);
    scatter(M, M_lanes, 36, k, valid);
    scatter(V, V_lanes, 6, k, valid);
    scatter(G, G_lanes, 6, k, valid);
  }
};
}  // namespace
void dynamics_terms_batch(int count, const double* q, const double* qd, double* M, double* V, double* G) {
  evaluate_batch(DynamicsTermsLanes(), count, q, qd, M, V, G);
}


// Built from: M: closed form, Horner; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: closed form, Horner; J: forward kinematics; a: outward pass at qdd = 0 in the base frame.
namespace {
struct DynamicsTermsWithJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* M, Value* V, Value* G, Value* J, Value* a) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[0], q[1], q[2], q[3], q[4], q[5]);
    const Value t0 = sine[0] * qd[1];
    const Value t1 = sine[0] * qd[2] + t0;
    const Value t2 = sine[1] * cosine[0];
    const Value t3 = cosine[1] * cosine[0];
    const Value t4 = t2 * cosine[2] + t3 * sine[2];
    const Value t5 = t3 * cosine[2] - t2 * sine[2];
    const Value t6 = 0.15005 * sine[0] + 0.4318 * t3;
    const Value t7 = t1 - t4 * qd[3];
    const Value t8 = cosine[1] * sine[0];
    const Value t9 = sine[0] * sine[1];
    const Value t10 = t8 * cosine[2] - t9 * sine[2];
    const Value t11 = t9 * cosine[2] + t8 * sine[2];
    const Value t12 = 0.4318 * t8 - 0.15005 * cosine[0];
    const Value t13 = t10 * sine[3] - cosine[3] * cosine[0];
    const Value t14 = cosine[0] * qd[1];
    const Value t15 = cosine[0] * qd[2] + t14;
    const Value t16 = t15 + t11 * qd[3];
    const Value t17 = cosine[3] * sine[0] + t5 * sine[3];
    const Value t18 = (t14 * sine[0] - cosine[0] * t0) * qd[2];
    const Value t19 = qd[4] * t13 - t16;
    const Value t20 = cosine[4] * t4 + (t5 * cosine[3] - sine[3] * sine[0]) * sine[4];
    const Value t21 = t6 + (0.0203 * t5 - 0.4318 * t4);
    const Value t22 = sine[4] * (sine[3] * cosine[0] + cosine[3] * t10) + cosine[4] * t11;
    const Value t23 = t12 + (0.0203 * t10 - 0.4318 * t11);
    const Value t24 = t7 + qd[4] * t17;
    const Value t25 = qd[4] * (t7 * t13 + t16 * t17) + (t18 - qd[3] * (t15 * t4 + t11 * t1)) + qd[5] * (t19 * t20 - t22 * t24);
    const Value t26 = cosine[1] * cosine[2] - sine[1] * sine[2];
    const Value t27 = qd[0] + qd[3] * t26;
    const Value t28 = cosine[1] * sine[2] + sine[1] * cosine[2];
    const Value t29 = sine[3] * t28;
    const Value t30 = t27 + t29 * qd[4];
    const Value t31 = cosine[4] * t26;
    const Value t32 = cosine[3] * t28;
    const Value t33 = t32 * sine[4];
    const Value t34 = t31 - t33;
    const Value t35 = sine[0] * qd[0];
    const Value t36 = t35 * qd[1];
    const Value t37 = t35 * qd[2] + t36;
    const Value t38 = t37 - (t4 * qd[0] + t1 * t26) * qd[3] + qd[4] * (t27 * t17 - t7 * t29) - (t20 * t30 + t34 * t24) * qd[5];
    const Value t39 = cosine[0] * qd[0];
    const Value t40 = t39 * qd[1];
    const Value t41 = t39 * qd[2] + t40;
    const Value t42 = qd[3] * (t11 * qd[0] - t15 * t26) + t41 - qd[4] * (t27 * t13 + t29 * t16) + qd[5] * (t22 * t30 + t19 * t34);
    const Value t43 = 0.4318 * sine[1];
    const Value t44 = t6 * qd[0] - t43 * t0;
    const Value t45 = t43 * t14 + t12 * qd[0];
    const Value t46 = t23 - t12;
    const Value t47 = t21 - t6;
    const Value t48 = t43 + (0.4318 * t26 + 0.0203 * t28);
    const Value t49 = t48 - t43;
    const Value t50 = t47 * qd[0] - t49 * t1;
    const Value t51 = t15 * t49 + t46 * qd[0];
    const Value t52 = t12 * t0 + t6 * t14;
    const Value t53 = t15 * t47 + t46 * t1;
    const Value t54 = -cosine[0];
    const Value t55 = cosine[3] * sine[4];
    const Value t56 = (0.24892875 - 0.0282528 * t55) * t26;
    const Value t57 = (-8.7439473 - 0.0282528 * cosine[4]) * t28;
    const Value t58 = cosine[1] * qd[0];
    const Value t59 = t58 * qd[1];
    const Value t60 = sine[1] * qd[0];
    const Value t61 = t60 * qd[1];
    const Value t62 = t58 * cosine[2] - t60 * sine[2];
    const Value t63 = t59 * cosine[2] - t61 * sine[2] + qd[2] * t62;
    const Value t64 = t58 * sine[2] + t60 * cosine[2];
    const Value t65 = qd[2] + qd[1];
    const Value t66 = cosine[3] * t65 + t64 * sine[3];
    const Value t67 = cosine[3] * t63 - t66 * qd[3];
    const Value t68 = t61 * cosine[2] + t59 * sine[2] + t64 * qd[2];
    const Value t69 = qd[3] + t62;
    const Value t70 = cosine[3] * t64 - t65 * sine[3];
    const Value t71 = sine[4] * t69 + t70 * cosine[4];
    const Value t72 = 4e-05 * (t71 * qd[4] + (sine[4] * t67 + cosine[4] * t68));
    const Value t73 = t66 + qd[4];
    const Value t74 = cosine[4] * t69 - t70 * sine[4];
    const Value t75 = 4e-05 * (qd[5] + t74);
    const Value t76 = (t71 * cosine[5] - t73 * sine[5]) * t75;
    const Value t77 = t75 * (t71 * sine[5] + t73 * cosine[5]);
    const Value t78 = t64 * t62;
    const Value t79 = t62 * t62;
    const Value t80 = t65 * t62;
    const Value t81 = t65 * t65;
    const Value t82 = t65 * t64;
    const Value t83 = t64 * t64;
    const Value t84 = t81 + t79;
    const Value t85 = t60 * t58;
    const Value t86 = t58 * t58;
    const Value t87 = t60 * t60;
    const Value t88 = 0.4318 * t85;
    const Value t89 = qd[1] * qd[1];
    const Value t90 = 0.4318 * (t86 + t89);
    const Value t91 = t88 * sine[2] - t90 * cosine[2];
    const Value t92 = t88 * cosine[2] + t90 * sine[2];
    const Value t93 = t91 + (0.4318 * t78 - 0.0203 * t84);
    const Value t94 = 0.025375 * t92 - 0.89133 * t91 + (0.0047376 * t68 - (0.3326198455 * t78 + (0.011273199 * (t83 - t79) + 0.0047376 * t82)));
    const Value t95 = t83 + t81;
    const Value t96 = 0.011273199 * t82 - 0.0047376 * (t79 - t81) + 0.3586500705 * t80 + (0.3326198455 * t63 + 0.011273199 * t68);
    const Value t97 = t63 + t80;
    const Value t98 = t82 + t68;
    const Value t99 = 0.4318 * (t61 + t61) - 0.15005 * (t87 + t86);
    const Value t100 = 0.4318 * t97 + 0.0203 * t98 + t99;
    const Value t101 = 0.00288 * (sine[4] * (t92 + (0.0203 * t78 - 0.4318 * t95)) + (cosine[3] * t93 - sine[3] * t100) * cosine[4]);
    const Value t102 = t71 * t74;
    const Value t103 = t70 * qd[3] + t63 * sine[3];
    const Value t104 = t76 * cosine[5] + sine[5] * t77 + (0.00064216 * t103 - 0.00024216 * t102 - t101);
    const Value t105 = 0.00288 * (t102 - t103);
    const Value t106 = cosine[4] * t67 - t68 * sine[4] + qd[4] * t74;
    const Value t107 = t73 * t74;
    const Value t108 = 0.00288 * (cosine[3] * t100 + sine[3] * t93) + (0.00024216 * t106 + 0.00064216 * t107) + (t76 * sine[5] - cosine[5] * t77);
    const Value t109 = 0.00288 * (t107 + t106);
    const Value t110 = 0.0004 * (t73 * t71) + t72;
    const Value t111 = 0.00288 * (t71 * t71 + t73 * t73);
    const Value t112 = t108 * sine[4] - cosine[4] * t110 + (0.0003 * (t70 * t66) - 0.0016 * t68);
    const Value t113 = t108 * cosine[4] + sine[4] * t110 + (0.0003 * t67 - 0.0016 * (t66 * t69));
    const Value t114 = t112 + (0.0047376 * t78 - 0.011273199 * t80 - 0.026030225 * t82 - 0.011273199 * t63 - 0.025375 * t99);
    const Value t115 = 0.0013 * (t70 * t69) + t104;
    const Value t116 = sine[4] * t105 - t111 * cosine[4];
    const Value t117 = t111 * sine[4] + cosine[4] * t105;
    const Value t118 = 0.025375 * t78 - 0.89133 * t95 + t116;
    const Value t119 = sine[3] * t109 + cosine[3] * t117;
    const Value t120 = 0.0203 * t116 - 0.4318 * t119 + (t94 + (cosine[3] * t115 - sine[3] * t113));
    const Value t121 = 0.89133 * t78 - 0.025375 * t84 + t119;
    const Value t122 = cosine[3] * t109 - sine[3] * t117;
    const Value t123 = sine[3] * t115 + cosine[3] * t113 + (0.89133 * t99 + t96) + 0.4318 * t122;
    const Value t124 = t114 - 0.0203 * t122;
    const Value t125 = 0.6903913435 * t59;
    const Value t126 = 0.023751 * t61;
    const Value t127 = t118 * cosine[2] + t121 * sine[2];
    const Value t128 = 0.0070992 * t61;
    const Value t129 = t128 - 1.601861202 * t59 + (1.748114002 * t59 + (t128 - 0.6903913435 * t85 - 0.023751 * (t86 - t89)));
    const Value t130 = 0.0070992 * t59;
    const Value t131 = t124 * cosine[2] + t123 * sine[2] + (0.023751 * t85 - t130 - 0.6903913435 * (t89 - t87) - 3.349975204 * t61 - t130);
    const Value t132 = t131 + (0.15005 * (t121 * cosine[2] - t118 * sine[2]) - 0.4318 * (0.025375 * t98 + 0.89133 * t97 + t122));
    const Value t133 = sine[3] * sine[4];
    const Value t134 = 4e-05 * t133;
    const Value t135 = 0.001243584 * cosine[2];
    const Value t136 = 0.001243584 * sine[2];
    const Value t137 = 0.000432144 * sine[4];
    const Value t138 = 5.8464e-05 * t26 + 0.001243584 * cosine[1];
    const Value t139 = (0.00064216 * sine[3] + t137) * t28 + ((0.001243584 * t28 - t138) * sine[3] - 0.000432144 * (cosine[3] * t26)) * cosine[4];
    const Value t140 = 0.00020216 * (sine[4] * sine[4]);
    const Value t141 = (-0.1384816665 - 0.001243584 * t133 + (-0.000432144 - 0.00020216 * t133) * cosine[4]) * t26 + (-0.00380751875 - 5.8464e-05 * t133 + cosine[3] * (t137 + (0.0001 + t140) * sine[3])) * t28;
    const Value t142 = 0.00020216 * cosine[4];
    const Value t143 = -0.001243584 - t142;
    const Value t144 = 0.0001 * t32 + sine[4] * ((0.00020216 * t55 - 5.8464e-05) * t28 - 0.001243584 * sine[1] + t143 * t26);
    const Value t145 = 0.00020216 * sine[4];
    const Value t146 = 0.00164 * t26 + (cosine[3] * (t28 * (0.001243584 + t142) - t138) + (t145 + 0.000432144 * sine[3]) * t26) * sine[4];
    const Value t147 = (t145 + 0.000864288 * sine[3] + (-0.000116928 - 0.002487168 * (cosine[1] * t26)) * cosine[3]) * sine[4];
    const Value t148 = 0.002487168 * cosine[4];
    const Value t149 = sine[3] * sine[3];
    const Value t150 = 0.00020216 * (sine[4] * t149);
    const Value t151 = 0.0001 * t149;
    const Value t152 = t151 + (0.3315220055 + t148) + (0.000116928 * cosine[3] + sine[4] * (0.00020216 * t149 - 0.00040432)) * sine[4];
    const Value t153 = 0.3592922305 + 0.010956925 * cosine[2] - 0.384876294 * sine[2] - t151 + (0.002487168 - t136) * cosine[4];
    const Value t154 = 4.4322210775 + 0.02191385 * cosine[2] - 0.769752588 * sine[2] - t151 + cosine[4] * (0.002487168 - 0.002487168 * sine[2]);
    const Value t155 = t28 * (0.000432144 * t55 - 0.00380751875) - (0.6903913435 * sine[1] + 0.023751 * cosine[1]) + (-0.1384816665 - 0.000432144 * cosine[4]) * t26;
    const Value t156 = cosine[3] * ((0.002487168 + 0.00040432 * cosine[4]) * sine[4]) + (-0.022546398 - 0.000116928 * cosine[4]);
    const Value t157 = 3.939212254267 - 1.601861202 * (sine[1] * sine[1]) + (0.02191385 * t26 - 0.0141984 * sine[1]) * cosine[1];
    M[0] = t157 + t147 + (t156 * t26 + (-0.769752588 - t148) * cosine[1] + t152 * t28) * t28;
    M[6] = sine[3] * t144 + t155;
    M[7] = t154 + ((-0.000116928 - 0.002487168 * cosine[2]) * cosine[3] - t150) * sine[4];
    M[12] = t141;
    M[13] = (cosine[3] * (-0.000116928 - t135) - t150) * sine[4] + t153;
    M[14] = sine[3] * ((-0.0001 - t140) * sine[3]) + (t148 + (0.936165562438 - 0.000116928 * t55));
    M[18] = t146;
    M[19] = (t136 - t142 - 0.001243584) * sine[4] * sine[3];
    M[20] = sine[3] * (t143 * sine[4]);
    M[21] = 0.19243062612368 + t140;
    M[24] = t139;
    M[25] = sine[4] * (-5.8464e-05 - t135) + (0.00064216 + cosine[4] * (0.001243584 - t136)) * cosine[3];
    M[26] = cosine[3] * (0.00064216 + 0.001243584 * cosine[4]) - 5.8464e-05 * sine[4];
    M[27] = Value() + 0.0;
    M[28] = Value() + 0.171348451657;
    M[30] = 4e-05 * t31 - 4e-05 * t33;
    M[31] = t134;
    M[32] = t134;
    M[33] = 4e-05 * cosine[4];
    M[34] = Value() + 0.0;
    M[35] = Value() + 0.194104505668;
    V[0] = (t123 * cosine[2] - t124 * sine[2] + t129 - 0.15005 * t127) * sine[1] + cosine[1] * t132;
    V[1] = t126 - t125 + (1.601861202 * t85 + (t125 - t126 - 0.0070992 * (t87 - t86))) + t120 + 0.4318 * t127;
    V[2] = t120;
    V[3] = t112;
    V[4] = t104;
    V[5] = -t72;
    G[0] = Value() + 0.0;
    G[1] = t56 + (t57 + (37.2347379 * cosine[1] - 1.024164 * sine[1]));
    G[2] = t56 + t57;
    G[3] = 0.0282528 * (t29 * sine[4]);
    G[4] = -(0.0282528 * (sine[4] * t26) + 0.0282528 * (cosine[3] * cosine[4] * t28));
    G[5] = Value() + 0.0;
    J[0] = -t23;
    J[1] = -(t48 * cosine[0]);
    J[2] = -(t49 * cosine[0]);
    J[3] = Value() + 0.0;
    J[4] = Value() + 0.0;
    J[5] = Value() + 0.0;
    J[6] = t21;
    J[7] = -(t48 * sine[0]);
    J[8] = -(t49 * sine[0]);
    J[9] = Value() + 0.0;
    J[10] = Value() + 0.0;
    J[11] = Value() + 0.0;
    J[12] = Value() + 0.0;
    J[13] = t23 * sine[0] + t21 * cosine[0];
    J[14] = sine[0] * t46 + t47 * cosine[0];
    J[15] = Value() + 0.0;
    J[16] = Value() + 0.0;
    J[17] = Value() + 0.0;
    J[18] = Value() + 0.0;
    J[19] = sine[0];
    J[20] = sine[0];
    J[21] = -t4;
    J[22] = t17;
    J[23] = -t20;
    J[24] = Value() + 0.0;
    J[25] = t54;
    J[26] = t54;
    J[27] = -t11;
    J[28] = t13;
    J[29] = -t22;
    J[30] = Value() + 1.0;
    J[31] = Value() + 0.0;
    J[32] = Value() + 0.0;
    J[33] = t26;
    J[34] = t29;
    J[35] = t34;
    a[0] = t49 * t37 - t18 * t46 + (t43 * t36 - (t14 * t52 + t44 * qd[0])) - (t50 * qd[0] + t15 * t53);
    a[1] = t18 * t47 - t49 * t41 - (t43 * t40 + (qd[0] * t45 + t52 * t0)) - (t53 * t1 + t51 * qd[0]);
    a[2] = t40 * t12 - t6 * t36 + (t44 * t0 - t14 * t45) + (t46 * t41 - t47 * t37) + (t50 * t1 - t15 * t51);
    a[3] = t42;
    a[4] = t38;
    a[5] = t25;
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
/// dynamics_terms_with_jacobian at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct DynamicsTermsWithJacobianLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* M, double* V, double* G, double* J, double* a) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], qd_lanes[6], M_lanes[36], V_lanes[6], G_lanes[6], J_lanes[36], a_lanes[6];
    gather(q_lanes, q, 6, k, valid);
    gather(qd_lanes, qd, 6, k, valid);
    DynamicsTermsWithJacobianBody()(sin_cos, q_lanes, qd_lanes, M_lanes, V_lanes, G_lanes, J_lanes, a_lanes);
    scatter(M, M_lanes, 36, k, valid);
    scatter(V, V_lanes, 6, k, valid);
    scatter(G, G_lanes, 6, k, valid);
    scatter(J, J_lanes, 36, k, valid);
    scatter(a, a_lanes, 6, k, valid);
  }
};
}  // namespace
void dynamics_terms_with_jacobian_batch(int count, const double* q, const double* qd, double* M, double* V, double* G, double* J, double* a) {
  evaluate_batch(DynamicsTermsWithJacobianLanes(), count, q, qd, M, V, G, J, a);
}


// Built from: derivatives of tau's Newton-Euler program by the standard parameters (inputs there).
namespace {
struct RegressorBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* Y) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[5], q[4]);
    const Value t0 = sign_of(qd[5]);
    const Value t1 = cosine[0] * qd[0];
    const Value t2 = 0.4318 * t1;
    const Value t3 = sine[0] * qd[0];
    const Value t4 = 0.15005 * t1;
    const Value t5 = t1 * qd[1];
    const Value t6 = qdd[0] * sine[0] + t5;
    const Value t7 = 0.4318 * qdd[1];
    const Value t8 = 9.81 * cosine[0];
    const Value t9 = t2 * t3 + t4 * qd[1] + (t7 - 0.15005 * t6) + t8;
    const Value t10 = t2 * t1;
    const Value t11 = 0.4318 * qd[1];
    const Value t12 = t11 - 0.15005 * t3;
    const Value t13 = t3 * qd[1];
    const Value t14 = qdd[0] * cosine[0] - t13;
    const Value t15 = 9.81 * sine[0];
    const Value t16 = t15 + (0.15005 * t14 - (t10 + t12 * qd[1]));
    const Value t17 = t9 * sine[1] + t16 * cosine[1];
    const Value t18 = t9 * cosine[1] - t16 * sine[1];
    const Value t19 = t1 * sine[1] + t3 * cosine[1];
    const Value t20 = t1 * cosine[1];
    const Value t21 = t3 * sine[1];
    const Value t22 = t20 - t21;
    const Value t23 = t21 - t20;
    const Value t24 = 0.0203 * t22;
    const Value t25 = 0.4318 * t19 - t24;
    const Value t26 = qd[2] + qd[1];
    const Value t27 = 0.0203 * t26;
    const Value t28 = t26 * t27;
    const Value t29 = qdd[1] + qdd[2];
    const Value t30 = t17 + (t25 * t22 - t28 - 0.4318 * t29);
    const Value t31 = t14 * sine[1] + cosine[1] * t6 + qd[2] * t22;
    const Value t32 = cosine[1] * t14 - t6 * sine[1];
    const Value t33 = t19 * qd[2];
    const Value t34 = t32 - t33;
    const Value t35 = t33 - t32;
    const Value t36 = 0.0203 * t34;
    const Value t37 = t19 * t27;
    const Value t38 = 0.4318 * t26;
    const Value t39 = 0.4318 * t14;
    const Value t40 = t12 * t3 - t4 * t1 - t39;
    const Value t41 = t37 + t38 * t22 + (0.4318 * t31 - t36) + t40;
    const Value t42 = sine[2] * t30 + cosine[2] * t41;
    const Value t43 = cosine[2] * t30 - sine[2] * t41;
    const Value t44 = t42 * sine[3];
    const Value t45 = 0.0203 * t29;
    const Value t46 = t18 + (t45 - (t25 * t19 + t26 * t38));
    const Value t47 = cosine[4] * t43 + sine[4] * t46;
    const Value t48 = t47 * cosine[3];
    const Value t49 = t44 - t48;
    const Value t50 = t48 - t44;
    const Value t51 = t47 * sine[3] + t42 * cosine[3];
    const Value t52 = qdd[3] + t34;
    const Value t53 = cosine[2] * t31 - sine[2] * t29;
    const Value t54 = cosine[2] * t26 + t19 * sine[2];
    const Value t55 = t54 * qd[3];
    const Value t56 = t53 - t55;
    const Value t57 = t55 - t53;
    const Value t58 = cosine[4] * t52 - t56 * sine[4];
    const Value t59 = qd[3] + t22;
    const Value t60 = cosine[2] * t19;
    const Value t61 = t26 * sine[2];
    const Value t62 = t60 - t61;
    const Value t63 = t61 - t60;
    const Value t64 = sine[4] * t59 + t62 * cosine[4];
    const Value t65 = t64 * qd[4];
    const Value t66 = t58 - t65;
    const Value t67 = t65 - t58;
    const Value t68 = t66 + qdd[5];
    const Value t69 = t64 * cosine[3];
    const Value t70 = t54 + qd[4];
    const Value t71 = t70 * sine[3];
    const Value t72 = t69 - t71;
    const Value t73 = t71 - t69;
    const Value t74 = cosine[4] * t59;
    const Value t75 = t62 * sine[4];
    const Value t76 = t74 - t75;
    const Value t77 = t75 - t74;
    const Value t78 = qd[5] + t76;
    const Value t79 = t72 * t78;
    const Value t80 = cosine[4] * t56 + t52 * sine[4] + qd[4] * t76;
    const Value t81 = t62 * qd[3] + (cosine[2] * t29 + sine[2] * t31);
    const Value t82 = t81 + qdd[4];
    const Value t83 = qd[5] * t72 + (cosine[3] * t82 + t80 * sine[3]);
    const Value t84 = t79 - t83;
    const Value t85 = t64 * sine[3] + t70 * cosine[3];
    const Value t86 = t72 * t85;
    const Value t87 = t78 * t85;
    const Value t88 = t80 * cosine[3] - sine[3] * t82;
    const Value t89 = qd[5] * t85;
    const Value t90 = t85 * t85;
    const Value t91 = t88 - t89;
    const Value t92 = t89 - t88 - t87;
    const Value t93 = t87 + t91;
    const Value t94 = t72 * t72;
    const Value t95 = t72 * t73 - t90;
    const Value t96 = t83 + t78 * t73;
    const Value t97 = t78 * t78;
    const Value t98 = t94 - t90;
    const Value t99 = cosine[3] * t50 + t51 * sine[3];
    const Value t100 = t50 * sine[3];
    const Value t101 = t43 * sine[4];
    const Value t102 = cosine[4] * t46;
    const Value t103 = t102 - t101;
    const Value t104 = t101 - t102;
    const Value t105 = t103 * sine[3];
    const Value t106 = t104 * cosine[3];
    const Value t107 = t87 * sine[3];
    const Value t108 = cosine[3] * t79;
    const Value t109 = t107 + t108;
    const Value t110 = sine[3] * t91 + t108;
    const Value t111 = t68 + t86;
    const Value t112 = t111 * cosine[3];
    const Value t113 = t111 * sine[3];
    const Value t114 = t90 - t97;
    const Value t115 = t90 + t97;
    const Value t116 = t112 + t114 * sine[3];
    const Value t117 = cosine[3] * t114 - t113;
    const Value t118 = t83 * cosine[3];
    const Value t119 = t68 - t86;
    const Value t120 = t119 * sine[3];
    const Value t121 = t119 * cosine[3];
    const Value t122 = t97 - t94;
    const Value t123 = t94 + t97;
    const Value t124 = t123 * sine[3] - t112;
    const Value t125 = t123 * cosine[3] + t113;
    const Value t126 = t120 + t122 * cosine[3];
    const Value t127 = t121 - t122 * sine[3];
    const Value t128 = t121 - t115 * sine[3];
    const Value t129 = t115 * cosine[3] + t120;
    const Value t130 = t83 + t79;
    const Value t131 = t79 * sine[3];
    const Value t132 = t130 * sine[3];
    const Value t133 = t91 - t87;
    const Value t134 = t87 * cosine[3];
    const Value t135 = t83 * sine[3] + t134;
    const Value t136 = t131 - t134;
    const Value t137 = cosine[3] * t91 - t131;
    const Value t138 = t133 * cosine[3];
    const Value t139 = sign_of(qd[4]);
    const Value t140 = t64 * t76;
    const Value t141 = t70 * t64;
    const Value t142 = t64 * t64;
    const Value t143 = t77 * t64;
    const Value t144 = t77 * t76;
    const Value t145 = t76 * t76;
    const Value t146 = t70 * t76;
    const Value t147 = t70 * t70;
    const Value t148 = t51 * cosine[3];
    const Value t149 = t148 - t100;
    const Value t150 = t100 - t148;
    const Value t151 = t149 * sine[4];
    const Value t152 = t149 * cosine[4];
    const Value t153 = t103 * cosine[3];
    const Value t154 = cosine[4] * t49 + t153 * sine[4];
    const Value t155 = cosine[4] * t153 - sine[4] * t49;
    const Value t156 = t104 * sine[3];
    const Value t157 = cosine[4] * t51 + t156 * sine[4];
    const Value t158 = t51 * sine[4] - cosine[4] * t156;
    const Value t159 = t136 * sine[4] + t68 * cosine[4];
    const Value t160 = cosine[4] * t136 - t68 * sine[4];
    const Value t161 = cosine[4] * t84 + sine[4] * t117;
    const Value t162 = cosine[4] * t117 - t84 * sine[4];
    const Value t163 = t86 * cosine[4];
    const Value t164 = t135 * sine[4] - t163;
    const Value t165 = t163 + sine[4] * t137;
    const Value t166 = cosine[4] * t93 + t127 * sine[4];
    const Value t167 = t127 * cosine[4] - t93 * sine[4];
    const Value t168 = t130 * cosine[3] + t133 * sine[3];
    const Value t169 = cosine[4] * t98 - t168 * sine[4];
    const Value t170 = cosine[4] * t168 + sine[4] * t98;
    const Value t171 = t42 * sine[4];
    const Value t172 = t103 * sine[4];
    const Value t173 = t47 * cosine[4];
    const Value t174 = t172 - t173;
    const Value t175 = t173 - t172;
    const Value t176 = cosine[4] * t99 - t172;
    const Value t177 = t42 * cosine[4];
    const Value t178 = t146 * sine[4];
    const Value t179 = t66 * cosine[4] - t178;
    const Value t180 = t147 + t144;
    const Value t181 = t144 - t147;
    const Value t182 = t143 + t82;
    const Value t183 = t82 - t143;
    const Value t184 = t180 * sine[4] - cosine[4] * t182;
    const Value t185 = sine[4] * t182 + cosine[4] * t180;
    const Value t186 = cosine[4] * t141;
    const Value t187 = t178 - t186;
    const Value t188 = t80 * sine[4] + t186;
    const Value t189 = t66 - t141;
    const Value t190 = t80 + t146;
    const Value t191 = t189 * sine[4] + t190 * cosine[4];
    const Value t192 = t189 * cosine[4] - t190 * sine[4];
    const Value t193 = t142 - t147;
    const Value t194 = t142 + t147;
    const Value t195 = t140 + t82;
    const Value t196 = cosine[4] * t193 - t195 * sine[4];
    const Value t197 = sine[4] * t193 + cosine[4] * t195;
    const Value t198 = sign_of(qd[3]);
    const Value t199 = t62 * t54;
    const Value t200 = t62 * t59;
    const Value t201 = t81 - t200;
    const Value t202 = t54 * t54;
    const Value t203 = t62 * t62;
    const Value t204 = t62 * t63;
    const Value t205 = t202 - t203;
    const Value t206 = t54 * t59;
    const Value t207 = t52 - t54 * t63;
    const Value t208 = t63 * t59 + t81;
    const Value t209 = t59 * t59;
    const Value t210 = t209 - t203;
    const Value t211 = t56 + t206;
    const Value t212 = cosine[2] * t176 - sine[2] * t150;
    const Value t213 = sine[2] * t176 + cosine[2] * t150;
    const Value t214 = t103 * cosine[4];
    const Value t215 = sine[4] * t99 + t214;
    const Value t216 = t214 + t47 * sine[4];
    const Value t217 = 0.0203 * t215 - 0.4318 * t212;
    const Value t218 = cosine[3] * t92 - t96 * sine[3];
    const Value t219 = sine[3] * t92 + t96 * cosine[3];
    const Value t220 = t95 * sine[4] + cosine[4] * t219;
    const Value t221 = t95 * cosine[4] - sine[4] * t219;
    const Value t222 = sine[2] * t218 + cosine[2] * t220;
    const Value t223 = cosine[2] * t218;
    const Value t224 = sine[2] * t220;
    const Value t225 = 0.4318 * t222 + 0.0203 * t221 - (t152 * sine[2] + cosine[2] * t99);
    const Value t226 = cosine[4] * t124 - t133 * sine[4];
    const Value t227 = sine[4] * t124 + t133 * cosine[4];
    const Value t228 = cosine[2] * t226 + t125 * sine[2];
    const Value t229 = cosine[2] * t125;
    const Value t230 = t226 * sine[2];
    const Value t231 = 0.0203 * t227 - 0.4318 * t228 - (cosine[2] * t105 + sine[2] * t155);
    const Value t232 = cosine[4] * t129 + t130 * sine[4];
    const Value t233 = cosine[4] * t130 - sine[4] * t129;
    const Value t234 = t128 * sine[2] + cosine[2] * t232;
    const Value t235 = t128 * cosine[2];
    const Value t236 = sine[2] * t232;
    const Value t237 = 0.4318 * t234 + 0.0203 * t233 - (t158 * sine[2] + cosine[2] * t106);
    const Value t238 = cosine[2] * t109 - t160 * sine[2];
    const Value t239 = sine[2] * t109 + t160 * cosine[2];
    const Value t240 = -(sine[2] * t162 + cosine[2] * t116);
    const Value t241 = cosine[2] * t162 - t116 * sine[2];
    const Value t242 = t107 - t118;
    const Value t243 = t86 * sine[4];
    const Value t244 = cosine[4] * t135 + t243;
    const Value t245 = cosine[4] * t137 - t243;
    const Value t246 = -(cosine[2] * t242 + sine[2] * t244);
    const Value t247 = cosine[2] * t244 - sine[2] * t242;
    const Value t248 = -(sine[2] * t167 + cosine[2] * t126);
    const Value t249 = cosine[2] * t167 - sine[2] * t126;
    const Value t250 = t138 - t132;
    const Value t251 = sine[2] * t170 - t250 * cosine[2];
    const Value t252 = cosine[2] * t170 + t250 * sine[2];
    const Value t253 = -(t245 * sine[2] + cosine[2] * t110);
    const Value t254 = t245 * cosine[2] - sine[2] * t110;
    const Value t255 = t42 * sine[2];
    const Value t256 = t255 + t175 * cosine[2];
    const Value t257 = cosine[2] * t43 + t255;
    const Value t258 = t175 * sine[2];
    const Value t259 = 0.0203 * t216 - 0.4318 * t256;
    const Value t260 = t140 - t82;
    const Value t261 = t260 * sine[4] - cosine[4] * t194;
    const Value t262 = t194 * sine[4] + t260 * cosine[4];
    const Value t263 = t190 * sine[2] + cosine[2] * t262;
    const Value t264 = sine[2] * t262;
    const Value t265 = cosine[2] * t190;
    const Value t266 = 0.0203 * t261 - 0.4318 * t263 - (t47 * cosine[2] + sine[2] * t177);
    const Value t267 = t142 + t145;
    const Value t268 = t66 + t141;
    const Value t269 = t80 - t146;
    const Value t270 = cosine[4] * t268 + t269 * sine[4];
    const Value t271 = t269 * cosine[4] - t268 * sine[4];
    const Value t272 = sine[2] * t267 - cosine[2] * t270;
    const Value t273 = cosine[2] * t267 + sine[2] * t270;
    const Value t274 = 0.0203 * t271 - 0.4318 * t272 - t216 * sine[2];
    const Value t275 = t183 * cosine[4] + sine[4] * t181;
    const Value t276 = cosine[4] * t181 - t183 * sine[4];
    const Value t277 = t141 + t67;
    const Value t278 = cosine[2] * t276 + t277 * sine[2];
    const Value t279 = t276 * sine[2];
    const Value t280 = cosine[2] * t277;
    const Value t281 = 0.0203 * t275 - 0.4318 * t278 - (sine[2] * t171 + t104 * cosine[2]);
    const Value t282 = cosine[2] * t140;
    const Value t283 = cosine[4] * t146;
    const Value t284 = t66 * sine[4] + t283;
    const Value t285 = t282 + t284 * sine[2];
    const Value t286 = t141 - t67;
    const Value t287 = -(cosine[2] * t286 + sine[2] * t185);
    const Value t288 = cosine[2] * t185 - t286 * sine[2];
    const Value t289 = t141 * sine[4];
    const Value t290 = t283 + t289;
    const Value t291 = t80 * cosine[4] - t289;
    const Value t292 = -(t291 * sine[2] + t282);
    const Value t293 = cosine[2] * t82 - t290 * sine[2];
    const Value t294 = sine[2] * t82 + cosine[2] * t290;
    const Value t295 = t145 - t142;
    const Value t296 = -(t192 * sine[2] + cosine[2] * t295);
    const Value t297 = cosine[2] * t192 - t295 * sine[2];
    const Value t298 = sine[2] * t197 - cosine[2] * t269;
    const Value t299 = cosine[2] * t197 + t269 * sine[2];
    const Value t300 = 0.0203 * t46 - 0.4318 * t257;
    const Value t301 = t209 - t204;
    const Value t302 = t204 - t202;
    const Value t303 = cosine[2] * t207 - t301 * sine[2];
    const Value t304 = cosine[2] * t301 + t207 * sine[2];
    const Value t305 = t57 + t206;
    const Value t306 = t57 - t206;
    const Value t307 = sine[2] * t46;
    const Value t308 = 0.0203 * t305 - 0.4318 * t303 + t307;
    const Value t309 = cosine[2] * t208 + sine[2] * t306;
    const Value t310 = cosine[2] * t306;
    const Value t311 = t208 * sine[2];
    const Value t312 = 0.0203 * t302 + 0.4318 * t309 - t257;
    const Value t313 = t209 + t202;
    const Value t314 = t209 - t202;
    const Value t315 = t52 - t199;
    const Value t316 = t315 * sine[2];
    const Value t317 = cosine[2] * t315;
    const Value t318 = t313 * cosine[2] + t316;
    const Value t319 = -(cosine[2] * t210 + t316);
    const Value t320 = t313 * sine[2];
    const Value t321 = t317 - sine[2] * t210;
    const Value t322 = t200 + t81;
    const Value t323 = cosine[2] * t46;
    const Value t324 = t323 + (0.0203 * t322 + 0.4318 * t318);
    const Value t325 = sine[2] * t206;
    const Value t326 = cosine[2] * t81 - t325;
    const Value t327 = t199 + t52;
    const Value t328 = cosine[2] * t327 - sine[2] * t314;
    const Value t329 = cosine[2] * t314 + sine[2] * t327;
    const Value t330 = cosine[2] * t200;
    const Value t331 = t330 + t325;
    const Value t332 = -(sine[2] * t56 + t330);
    const Value t333 = sine[2] * t200;
    const Value t334 = t206 - t56;
    const Value t335 = cosine[2] * t206;
    const Value t336 = sine[2] * t81 + t335;
    const Value t337 = t333 - t335;
    const Value t338 = cosine[2] * t56 - t333;
    const Value t339 = -(cosine[2] * t334 + sine[2] * t322);
    const Value t340 = cosine[2] * t322 - t334 * sine[2];
    const Value t341 = sign_of(qd[2]);
    const Value t342 = 0.00041209 * t22;
    const Value t343 = 0.0203 * t18 + (t19 * t342 + 0.00041209 * t29);
    const Value t344 = t24 * t22;
    const Value t345 = 0.0203 * t19;
    const Value t346 = t19 * t345;
    const Value t347 = t344 - t346 - t17;
    const Value t348 = t17 - (t344 + t28);
    const Value t349 = t28 - t346 - t17;
    const Value t350 = 0.0203 * t31;
    const Value t351 = t350 - t27 * t22;
    const Value t352 = t24 * t26 + t350;
    const Value t353 = t18 + (t24 * t19 + t45);
    const Value t354 = t345 * t22 + t45 + t18;
    const Value t355 = t26 * t345 - t36 + t40;
    const Value t356 = 0.0406 * t22;
    const Value t357 = t19 * t356 + 0.0406 * t29 + t18;
    const Value t358 = t19 * t22;
    const Value t359 = t26 * t19;
    const Value t360 = t35 - t359;
    const Value t361 = t19 * t19;
    const Value t362 = t22 * t22;
    const Value t363 = t361 - t362;
    const Value t364 = t26 * t22;
    const Value t365 = t364 - t31;
    const Value t366 = -t358;
    const Value t367 = t212 * sine[1] + t215 * cosine[1];
    const Value t368 = cosine[1] * t221 - t222 * sine[1];
    const Value t369 = t228 * sine[1] + t227 * cosine[1];
    const Value t370 = t233 * cosine[1] - t234 * sine[1];
    const Value t371 = t256 * sine[1] + t216 * cosine[1];
    const Value t372 = t261 * cosine[1] + t263 * sine[1];
    const Value t373 = t271 * cosine[1] + t272 * sine[1];
    const Value t374 = t275 * cosine[1] + t278 * sine[1];
    const Value t375 = cosine[1] * t46 + t257 * sine[1];
    const Value t376 = t303 * sine[1] + t305 * cosine[1];
    const Value t377 = cosine[1] * t302 - t309 * sine[1];
    const Value t378 = cosine[1] * t322 - t318 * sine[1];
    const Value t379 = t353 * cosine[1] + t348 * sine[1];
    const Value t380 = t358 - t29;
    const Value t381 = t26 * t26;
    const Value t382 = t361 + t381;
    const Value t383 = t380 * sine[1] - t382 * cosine[1];
    const Value t384 = t31 - t364;
    const Value t385 = t359 + t34;
    const Value t386 = t354 * sine[1] + cosine[1] * t349 - (0.4318 * (t361 + t362) + 0.15005 * (t385 * cosine[1] + t384 * sine[1]));
    const Value t387 = t384 * cosine[1] - t385 * sine[1];
    const Value t388 = t361 - t381;
    const Value t389 = t23 * t22;
    const Value t390 = t23 * t19;
    const Value t391 = t389 - t381;
    const Value t392 = t381 + t389;
    const Value t393 = t29 - t390;
    const Value t394 = t29 + t390;
    const Value t395 = t391 * sine[1] + t393 * cosine[1];
    const Value t396 = sign_of(qd[1]);
    const Value t397 = 0.18645124 * t1;
    const Value t398 = 0.4318 * t6;
    const Value t399 = 0.4318 * t3;
    const Value t400 = t3 * t399;
    const Value t401 = 0.8636 * t1;
    const Value t402 = t3 * t1;
    const Value t403 = t3 * t3;
    const Value t404 = t1 * t1;
    const Value t405 = 0.0203 * t213;
    const Value t406 = 0.4318 * t213;
    const Value t407 = (t405 * cosine[1] - t406 * sine[1] + (t406 + 0.15005 * (t212 * cosine[1] - t215 * sine[1]))) * cosine[0];
    const Value t408 = t223 - t224;
    const Value t409 = cosine[2] * t152 - sine[2] * t99 - 0.4318 * t408;
    const Value t410 = 0.0203 * t408 + t151;
    const Value t411 = t409 * sine[1] + t410 * cosine[1] - (0.15005 * (t221 * sine[1] + t222 * cosine[1]) + 0.4318 * (t224 - t223));
    const Value t412 = t230 - t229;
    const Value t413 = cosine[2] * t155 - sine[2] * t105 - 0.4318 * t412;
    const Value t414 = t154 + 0.0203 * t412;
    const Value t415 = 0.15005 * (t228 * cosine[1] - t227 * sine[1]) - 0.4318 * (t229 - t230) + (t414 * cosine[1] + t413 * sine[1]);
    const Value t416 = t235 - t236;
    const Value t417 = cosine[2] * t158 - sine[2] * t106 - 0.4318 * t416;
    const Value t418 = 0.0203 * t416 - t157;
    const Value t419 = t418 * cosine[1] + t417 * sine[1] - (0.4318 * (t236 - t235) + 0.15005 * (t233 * sine[1] + cosine[1] * t234));
    const Value t420 = t42 * cosine[2];
    const Value t421 = t258 - t420;
    const Value t422 = 0.0203 * t421;
    const Value t423 = 0.4318 * t421;
    const Value t424 = 0.15005 * (cosine[1] * t256 - t216 * sine[1]) - 0.4318 * (t420 - t258) + (t422 * cosine[1] - t423 * sine[1]);
    const Value t425 = t264 - t265;
    const Value t426 = t171 + 0.0203 * t425;
    const Value t427 = cosine[2] * t177 - t47 * sine[2] - 0.4318 * t425;
    const Value t428 = 0.15005 * (t263 * cosine[1] - t261 * sine[1]) - 0.4318 * (t265 - t264) + (cosine[1] * t426 + t427 * sine[1]);
    const Value t429 = 0.4318 * t273;
    const Value t430 = t429 + cosine[2] * t216;
    const Value t431 = t174 - 0.0203 * t273;
    const Value t432 = (0.15005 * (t272 * cosine[1] - t271 * sine[1]) - t429 + (t430 * sine[1] + t431 * cosine[1])) * cosine[0];
    const Value t433 = t279 - t280;
    const Value t434 = cosine[2] * t171 - t104 * sine[2] - 0.4318 * t433;
    const Value t435 = 0.0203 * t433 - t177;
    const Value t436 = t435 * cosine[1] + t434 * sine[1] + (0.15005 * (t278 * cosine[1] - t275 * sine[1]) - 0.4318 * (t280 - t279));
    const Value t437 = sine[2] * t140;
    const Value t438 = t437 - cosine[2] * t284;
    const Value t439 = t291 * cosine[2] - t437;
    const Value t440 = sine[2] * t43;
    const Value t441 = t440 - t420;
    const Value t442 = t420 - t440;
    const Value t443 = 0.0203 * t441;
    const Value t444 = 0.4318 * t441;
    const Value t445 = cosine[0] * (t443 * cosine[1] - t444 * sine[1] + (0.15005 * (t257 * cosine[1] - t46 * sine[1]) - 0.4318 * t442));
    const Value t446 = 0.4318 * t304;
    const Value t447 = 0.0203 * t304 + t43;
    const Value t448 = t323 + t446;
    const Value t449 = cosine[0] * (0.15005 * (t303 * cosine[1] - t305 * sine[1]) + t446 + (t447 * cosine[1] - t448 * sine[1]));
    const Value t450 = t310 - t311;
    const Value t451 = t442 - 0.4318 * t450;
    const Value t452 = 0.0203 * t450;
    const Value t453 = t452 * cosine[1] + t451 * sine[1] - (0.4318 * (t311 - t310) + 0.15005 * (t309 * cosine[1] + t302 * sine[1]));
    const Value t454 = t317 - t320;
    const Value t455 = t307 - 0.4318 * t454;
    const Value t456 = 0.0203 * t454 - t42;
    const Value t457 = t455 * sine[1] + t456 * cosine[1] - (0.15005 * (t322 * sine[1] + cosine[1] * t318) + 0.4318 * (t320 - t317));
    const Value t458 = t199 * sine[1];
    const Value t459 = t199 * cosine[1];
    const Value t460 = 0.00041209 * t26;
    const Value t461 = t460 * t22 - t26 * t342;
    const Value t462 = 0.00041209 * t34 - t19 * t460 - 0.0203 * t40;
    const Value t463 = 0.15005 * (t348 * cosine[1] - t353 * sine[1]) - 0.4318 * (t37 - t36 + t40) + (t461 * sine[1] + cosine[1] * t462);
    const Value t464 = t31 + t364;
    const Value t465 = (t355 * sine[1] - t352 * cosine[1] + (0.15005 * (t380 * cosine[1] + t382 * sine[1]) - 0.4318 * t464)) * cosine[0];
    const Value t466 = 0.0406 * t26;
    const Value t467 = t466 * t22 - t26 * t356;
    const Value t468 = 0.0406 * t34 - t466 * t19 - t40;
    const Value t469 = cosine[1] * t468 + t467 * sine[1] + (0.15005 * (t391 * cosine[1] - t393 * sine[1]) - 0.4318 * (t359 + t35));
    const Value t470 = t364 * sine[1];
    const Value t471 = cosine[1] * t364;
    const Value t472 = t359 * sine[1];
    const Value t473 = t359 * cosine[1];
    const Value t474 = t34 - t359;
    const Value t475 = t358 + t29;
    const Value t476 = 0.18645124 * qd[1];
    const Value t477 = 0.8636 * qd[1];
    const Value t478 = sine[0] * t5;
    const Value t479 = cosine[0] * t13;
    const Value t480 = qd[1] * qd[1];
    const Value t481 = sign_of(qd[0]);
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
    Y[12] = t481;
    Y[13] = sine[0] * t6 + t479;
    Y[14] = (t14 - t13) * sine[0] + (t5 + t6) * cosine[0];
    Y[15] = (qdd[1] + t402) * sine[0] + (t480 - t403) * cosine[0];
    Y[16] = cosine[0] * t14 - t478;
    Y[17] = cosine[0] * (qdd[1] - t402) + sine[0] * (t404 - t480);
    Y[18] = t478 - t479;
    Y[19] = sine[0] * (t477 * t1 - t401 * qd[1]) + cosine[0] * (0.8636 * t14 - t477 * t3);
    Y[20] = (t399 * qd[1] - t39) * sine[0] - cosine[0] * (t2 * qd[1] + t398);
    Y[21] = cosine[0] * (t15 + (t400 - t11 * qd[1])) - sine[0] * (t1 * t399 + t7 + t8);
    Y[22] = sine[0] * (t476 * t1 - t397 * qd[1]) + (0.18645124 * t14 - t476 * t3) * cosine[0];
    Y[23] = Value() + 0.0;
    Y[24] = Value() + 0.0;
    Y[25] = Value() + 0.0;
    Y[26] = (t473 + t31 * sine[1]) * cosine[0] + sine[0] * (t31 * cosine[1] - t472);
    Y[27] = (t388 * cosine[1] - t475 * sine[1]) * cosine[0] - (t388 * sine[1] + t475 * cosine[1]) * sine[0];
    Y[28] = (t464 * cosine[1] + t474 * sine[1]) * cosine[0] + (t474 * cosine[1] - t464 * sine[1]) * sine[0];
    Y[29] = (t472 + t471) * sine[0] + (t470 - t473) * cosine[0];
    Y[30] = cosine[0] * (t392 * sine[1] - t394 * cosine[1]) + (t392 * cosine[1] + t394 * sine[1]) * sine[0];
    Y[31] = cosine[0] * (t34 * cosine[1] - t470) - (t471 + t34 * sine[1]) * sine[0];
    Y[32] = sine[0] * (t467 * cosine[1] - t468 * sine[1] - 0.15005 * t395) + t469 * cosine[0];
    Y[33] = (t354 * cosine[1] - t349 * sine[1] - 0.15005 * t387) * sine[0] + cosine[0] * t386;
    Y[34] = (t352 * sine[1] + t355 * cosine[1] - 0.15005 * t383) * sine[0] + t465;
    Y[35] = cosine[0] * t463 + (t461 * cosine[1] - t462 * sine[1] - 0.15005 * t379) * sine[0];
    Y[36] = Value() + 0.0;
    Y[37] = Value() + 0.0;
    Y[38] = Value() + 0.0;
    Y[39] = sine[0] * (cosine[1] * t338 - t458) + cosine[0] * (t338 * sine[1] + t459);
    Y[40] = (t321 * sine[1] + t211 * cosine[1]) * cosine[0] + (cosine[1] * t321 - t211 * sine[1]) * sine[0];
    Y[41] = cosine[0] * (t340 * sine[1] + t205 * cosine[1]) + (t340 * cosine[1] - t205 * sine[1]) * sine[0];
    Y[42] = cosine[0] * (t52 * cosine[1] + t337 * sine[1]) + (t337 * cosine[1] - t52 * sine[1]) * sine[0];
    Y[43] = cosine[0] * (t201 * cosine[1] + t329 * sine[1]) + sine[0] * (cosine[1] * t329 - t201 * sine[1]);
    Y[44] = sine[0] * (t336 * cosine[1] + t458) + cosine[0] * (t336 * sine[1] - t459);
    Y[45] = cosine[0] * t457 + sine[0] * (t455 * cosine[1] - t456 * sine[1] - 0.15005 * t378);
    Y[46] = sine[0] * (t451 * cosine[1] - t452 * sine[1] - 0.15005 * t377) + cosine[0] * t453;
    Y[47] = t449 - sine[0] * (t448 * cosine[1] + t447 * sine[1] + 0.15005 * t376);
    Y[48] = t445 - (t444 * cosine[1] + t443 * sine[1] + 0.15005 * t375) * sine[0];
    Y[49] = Value() + 0.0;
    Y[50] = Value() + 0.0;
    Y[51] = Value() + 0.0;
    Y[52] = (t439 * sine[1] + t188 * cosine[1]) * cosine[0] + (t439 * cosine[1] - t188 * sine[1]) * sine[0];
    Y[53] = cosine[0] * (t196 * cosine[1] - t299 * sine[1]) - (t196 * sine[1] + t299 * cosine[1]) * sine[0];
    Y[54] = cosine[0] * (t297 * sine[1] + t191 * cosine[1]) + (t297 * cosine[1] - t191 * sine[1]) * sine[0];
    Y[55] = sine[0] * (t294 * cosine[1] - t187 * sine[1]) + cosine[0] * (t294 * sine[1] + t187 * cosine[1]);
    Y[56] = cosine[0] * (t184 * cosine[1] + t288 * sine[1]) + sine[0] * (t288 * cosine[1] - t184 * sine[1]);
    Y[57] = (t438 * cosine[1] - t179 * sine[1]) * sine[0] + cosine[0] * (t179 * cosine[1] + t438 * sine[1]);
    Y[58] = cosine[0] * t436 + sine[0] * (t434 * cosine[1] - t435 * sine[1] - 0.15005 * t374);
    Y[59] = sine[0] * (t430 * cosine[1] - t431 * sine[1] - 0.15005 * t373) + t432;
    Y[60] = cosine[0] * t428 + (cosine[1] * t427 - t426 * sine[1] - 0.15005 * t372) * sine[0];
    Y[61] = cosine[0] * t424 - (0.15005 * t371 + (t422 * sine[1] + t423 * cosine[1])) * sine[0];
    Y[62] = Value() + 0.0;
    Y[63] = Value() + 0.0;
    Y[64] = Value() + 0.0;
    Y[65] = cosine[0] * (t165 * cosine[1] + t254 * sine[1]) + sine[0] * (t254 * cosine[1] - t165 * sine[1]);
    Y[66] = cosine[0] * (t169 * cosine[1] - t252 * sine[1]) - (t252 * cosine[1] + t169 * sine[1]) * sine[0];
    Y[67] = cosine[0] * (t166 * cosine[1] + t249 * sine[1]) + (t249 * cosine[1] - t166 * sine[1]) * sine[0];
    Y[68] = sine[0] * (t247 * cosine[1] - t164 * sine[1]) + cosine[0] * (t164 * cosine[1] + t247 * sine[1]);
    Y[69] = sine[0] * (t241 * cosine[1] - t161 * sine[1]) + cosine[0] * (t161 * cosine[1] + t241 * sine[1]);
    Y[70] = (t239 * sine[1] + t159 * cosine[1]) * cosine[0] + (t239 * cosine[1] - t159 * sine[1]) * sine[0];
    Y[71] = sine[0] * (t417 * cosine[1] - t418 * sine[1] - 0.15005 * t370) + cosine[0] * t419;
    Y[72] = t415 * cosine[0] + (cosine[1] * t413 - t414 * sine[1] - 0.15005 * t369) * sine[0];
    Y[73] = (t409 * cosine[1] - t410 * sine[1] - 0.15005 * t368) * sine[0] + t411 * cosine[0];
    Y[74] = t407 - (0.15005 * t367 + (t406 * cosine[1] + t405 * sine[1])) * sine[0];
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
    Y[91] = -t402;
    Y[92] = t403 - t404;
    Y[93] = t6 - t5;
    Y[94] = t402;
    Y[95] = t13 + t14;
    Y[96] = qdd[1];
    Y[97] = t3 * t401 + 0.8636 * qdd[1] + t8;
    Y[98] = t10 - t400 - t15;
    Y[99] = t1 * t11 - t398;
    Y[100] = 0.18645124 * qdd[1] + t397 * t3 + 4.235958 * cosine[0];
    Y[101] = qdd[1];
    Y[102] = qd[1];
    Y[103] = t396;
    Y[104] = t366;
    Y[105] = t365;
    Y[106] = t363;
    Y[107] = t29;
    Y[108] = t360;
    Y[109] = t358;
    Y[110] = 0.4318 * t395 + t357;
    Y[111] = 0.4318 * t387 + t351;
    Y[112] = 0.4318 * t383 + t347;
    Y[113] = 0.4318 * t379 + t343;
    Y[114] = Value() + 0.0;
    Y[115] = Value() + 0.0;
    Y[116] = Value() + 0.0;
    Y[117] = t332;
    Y[118] = t319;
    Y[119] = t339;
    Y[120] = t331;
    Y[121] = t328;
    Y[122] = t326;
    Y[123] = 0.4318 * t378 + t324;
    Y[124] = t312 + 0.4318 * t377;
    Y[125] = 0.4318 * t376 + t308;
    Y[126] = t300 + 0.4318 * t375;
    Y[127] = Value() + 0.0;
    Y[128] = Value() + 0.0;
    Y[129] = Value() + 0.0;
    Y[130] = t292;
    Y[131] = t298;
    Y[132] = t296;
    Y[133] = t293;
    Y[134] = t287;
    Y[135] = t285;
    Y[136] = 0.4318 * t374 + t281;
    Y[137] = t274 + 0.4318 * t373;
    Y[138] = 0.4318 * t372 + t266;
    Y[139] = t259 + 0.4318 * t371;
    Y[140] = Value() + 0.0;
    Y[141] = Value() + 0.0;
    Y[142] = Value() + 0.0;
    Y[143] = t253;
    Y[144] = t251;
    Y[145] = t248;
    Y[146] = t246;
    Y[147] = t240;
    Y[148] = t238;
    Y[149] = 0.4318 * t370 + t237;
    Y[150] = 0.4318 * t369 + t231;
    Y[151] = 0.4318 * t368 + t225;
    Y[152] = t217 + 0.4318 * t367;
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
    Y[182] = t366;
    Y[183] = t365;
    Y[184] = t363;
    Y[185] = t29;
    Y[186] = t360;
    Y[187] = t358;
    Y[188] = t357;
    Y[189] = t351;
    Y[190] = t347;
    Y[191] = t343;
    Y[192] = qdd[2];
    Y[193] = qd[2];
    Y[194] = t341;
    Y[195] = t332;
    Y[196] = t319;
    Y[197] = t339;
    Y[198] = t331;
    Y[199] = t328;
    Y[200] = t326;
    Y[201] = t324;
    Y[202] = t312;
    Y[203] = t308;
    Y[204] = t300;
    Y[205] = Value() + 0.0;
    Y[206] = Value() + 0.0;
    Y[207] = Value() + 0.0;
    Y[208] = t292;
    Y[209] = t298;
    Y[210] = t296;
    Y[211] = t293;
    Y[212] = t287;
    Y[213] = t285;
    Y[214] = t281;
    Y[215] = t274;
    Y[216] = t266;
    Y[217] = t259;
    Y[218] = Value() + 0.0;
    Y[219] = Value() + 0.0;
    Y[220] = Value() + 0.0;
    Y[221] = t253;
    Y[222] = t251;
    Y[223] = t248;
    Y[224] = t246;
    Y[225] = t240;
    Y[226] = t238;
    Y[227] = t237;
    Y[228] = t231;
    Y[229] = t225;
    Y[230] = t217;
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
    Y[273] = t199;
    Y[274] = t211;
    Y[275] = t205;
    Y[276] = t52;
    Y[277] = t201;
    Y[278] = -t199;
    Y[279] = -t42;
    Y[280] = Value() + 0.0;
    Y[281] = t43;
    Y[282] = Value() + 0.0;
    Y[283] = qdd[3];
    Y[284] = qd[3];
    Y[285] = t198;
    Y[286] = t188;
    Y[287] = t196;
    Y[288] = t191;
    Y[289] = t187;
    Y[290] = t184;
    Y[291] = t179;
    Y[292] = -t177;
    Y[293] = t174;
    Y[294] = t171;
    Y[295] = Value() + 0.0;
    Y[296] = Value() + 0.0;
    Y[297] = Value() + 0.0;
    Y[298] = Value() + 0.0;
    Y[299] = t165;
    Y[300] = t169;
    Y[301] = t166;
    Y[302] = t164;
    Y[303] = t161;
    Y[304] = t159;
    Y[305] = -t157;
    Y[306] = t154;
    Y[307] = t151;
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
    Y[364] = -t140;
    Y[365] = t146 - t80;
    Y[366] = t142 - t145;
    Y[367] = t82;
    Y[368] = t67 - t141;
    Y[369] = t140;
    Y[370] = t103;
    Y[371] = Value() + 0.0;
    Y[372] = -t47;
    Y[373] = Value() + 0.0;
    Y[374] = qdd[4];
    Y[375] = qd[4];
    Y[376] = t139;
    Y[377] = -t110;
    Y[378] = t132 - t138;
    Y[379] = -t126;
    Y[380] = t118 - t107;
    Y[381] = -t116;
    Y[382] = t109;
    Y[383] = -t106;
    Y[384] = -t105;
    Y[385] = -t99;
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
    Y[455] = t86;
    Y[456] = t98;
    Y[457] = t93;
    Y[458] = -t86;
    Y[459] = t84;
    Y[460] = t68;
    Y[461] = -t51;
    Y[462] = t49;
    Y[463] = Value() + 0.0;
    Y[464] = Value() + 0.0;
    Y[465] = qdd[5];
    Y[466] = qd[5];
    Y[467] = t0;
  }
};
/// regressor at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct RegressorLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, double* Y) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], qd_lanes[6], qdd_lanes[6], Y_lanes[468];
    gather(q_lanes, q, 6, k, valid);
    gather(qd_lanes, qd, 6, k, valid);
    gather(qdd_lanes, qdd, 6, k, valid);
    RegressorBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, Y_lanes);
    scatter(Y, Y_lanes, 468, k, valid);
  }
};
}  // namespace
void regressor_batch(int count, const double* q, const double* qd, const double* qdd, double* Y) {
  evaluate_batch(RegressorLanes(), count, q, qd, qdd, Y);
}


// Built from: the base parameters' columns of the regressor (derivatives of tau's Newton-Euler program by the standard parameters (inputs there)).
namespace {
struct BaseRegressorBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* Yb) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[5], q[4]);
    const Value t0 = sign_of(qd[5]);
    const Value t1 = cosine[0] * qd[0];
    const Value t2 = 0.4318 * t1;
    const Value t3 = sine[0] * qd[0];
    const Value t4 = 0.15005 * t1;
    const Value t5 = t1 * qd[1];
    const Value t6 = qdd[0] * sine[0] + t5;
    const Value t7 = 9.81 * cosine[0];
    const Value t8 = t2 * t3 + t4 * qd[1] + (0.4318 * qdd[1] - 0.15005 * t6) + t7;
    const Value t9 = t2 * t1;
    const Value t10 = 0.4318 * qd[1] - 0.15005 * t3;
    const Value t11 = t3 * qd[1];
    const Value t12 = qdd[0] * cosine[0] - t11;
    const Value t13 = 9.81 * sine[0];
    const Value t14 = t13 + (0.15005 * t12 - (t9 + t10 * qd[1]));
    const Value t15 = t8 * sine[1] + t14 * cosine[1];
    const Value t16 = t8 * cosine[1] - t14 * sine[1];
    const Value t17 = t1 * sine[1] + t3 * cosine[1];
    const Value t18 = t1 * cosine[1];
    const Value t19 = t3 * sine[1];
    const Value t20 = t18 - t19;
    const Value t21 = t19 - t18;
    const Value t22 = 0.0203 * t20;
    const Value t23 = 0.4318 * t17 - t22;
    const Value t24 = qd[2] + qd[1];
    const Value t25 = 0.0203 * t24;
    const Value t26 = qdd[1] + qdd[2];
    const Value t27 = t15 + (t23 * t20 - t24 * t25 - 0.4318 * t26);
    const Value t28 = t12 * sine[1] + cosine[1] * t6 + qd[2] * t20;
    const Value t29 = cosine[1] * t12 - t6 * sine[1];
    const Value t30 = t17 * qd[2];
    const Value t31 = t29 - t30;
    const Value t32 = t30 - t29;
    const Value t33 = 0.0203 * t31;
    const Value t34 = 0.4318 * t24;
    const Value t35 = t16 + (0.0203 * t26 - (t23 * t17 + t24 * t34));
    const Value t36 = 0.4318 * t12;
    const Value t37 = t10 * t3 - t4 * t1 - t36;
    const Value t38 = t17 * t25 + t34 * t20 + (0.4318 * t28 - t33) + t37;
    const Value t39 = sine[2] * t27 + cosine[2] * t38;
    const Value t40 = cosine[2] * t27 - sine[2] * t38;
    const Value t41 = cosine[4] * t40 + sine[4] * t35;
    const Value t42 = t39 * sine[3] - t41 * cosine[3];
    const Value t43 = t41 * sine[3] + t39 * cosine[3];
    const Value t44 = qdd[3] + t31;
    const Value t45 = cosine[2] * t28 - sine[2] * t26;
    const Value t46 = cosine[2] * t24 + t17 * sine[2];
    const Value t47 = t46 * qd[3];
    const Value t48 = t45 - t47;
    const Value t49 = cosine[4] * t44 - t48 * sine[4];
    const Value t50 = qd[3] + t20;
    const Value t51 = cosine[2] * t17;
    const Value t52 = t24 * sine[2];
    const Value t53 = t51 - t52;
    const Value t54 = t52 - t51;
    const Value t55 = sine[4] * t50 + t53 * cosine[4];
    const Value t56 = t55 * qd[4];
    const Value t57 = t49 - t56;
    const Value t58 = t56 - t49;
    const Value t59 = t57 + qdd[5];
    const Value t60 = t46 + qd[4];
    const Value t61 = t55 * cosine[3] - t60 * sine[3];
    const Value t62 = cosine[4] * t50;
    const Value t63 = t53 * sine[4];
    const Value t64 = t62 - t63;
    const Value t65 = t63 - t62;
    const Value t66 = qd[5] + t64;
    const Value t67 = t61 * t66;
    const Value t68 = cosine[4] * t48 + t44 * sine[4] + qd[4] * t64;
    const Value t69 = t53 * qd[3] + (cosine[2] * t26 + sine[2] * t28);
    const Value t70 = t69 + qdd[4];
    const Value t71 = qd[5] * t61 + (cosine[3] * t70 + t68 * sine[3]);
    const Value t72 = t67 - t71;
    const Value t73 = t71 + t67;
    const Value t74 = t55 * sine[3] + t60 * cosine[3];
    const Value t75 = t66 * t74;
    const Value t76 = t66 * t66;
    const Value t77 = t68 * cosine[3] - sine[3] * t70 - qd[5] * t74;
    const Value t78 = t75 + t77;
    const Value t79 = t61 * t61;
    const Value t80 = t61 * t74;
    const Value t81 = t74 * t74;
    const Value t82 = t79 - t81;
    const Value t83 = t40 * sine[4];
    const Value t84 = cosine[4] * t35;
    const Value t85 = t84 - t83;
    const Value t86 = t83 - t84;
    const Value t87 = t85 * sine[3];
    const Value t88 = t86 * cosine[3];
    const Value t89 = cosine[3] * t67;
    const Value t90 = t67 * sine[3];
    const Value t91 = t75 * sine[3] + t89;
    const Value t92 = sine[3] * t77 + t89;
    const Value t93 = t59 + t80;
    const Value t94 = t93 * cosine[3];
    const Value t95 = t93 * sine[3];
    const Value t96 = t81 - t76;
    const Value t97 = t81 + t76;
    const Value t98 = t94 + t96 * sine[3];
    const Value t99 = cosine[3] * t96 - t95;
    const Value t100 = t59 - t80;
    const Value t101 = t100 * sine[3];
    const Value t102 = t100 * cosine[3];
    const Value t103 = t76 - t79;
    const Value t104 = t79 + t76;
    const Value t105 = t104 * sine[3] - t94;
    const Value t106 = t104 * cosine[3] + t95;
    const Value t107 = t101 + t103 * cosine[3];
    const Value t108 = t102 - t103 * sine[3];
    const Value t109 = t102 - t97 * sine[3];
    const Value t110 = t97 * cosine[3] + t101;
    const Value t111 = t73 * sine[3];
    const Value t112 = t77 - t75;
    const Value t113 = t90 - t75 * cosine[3];
    const Value t114 = cosine[3] * t77 - t90;
    const Value t115 = t112 * cosine[3];
    const Value t116 = sign_of(qd[4]);
    const Value t117 = t60 * t55;
    const Value t118 = t57 - t117;
    const Value t119 = t55 * t55;
    const Value t120 = t64 * t64;
    const Value t121 = t60 * t64;
    const Value t122 = t60 * t60;
    const Value t123 = t55 * t64;
    const Value t124 = t65 * t64;
    const Value t125 = t65 * t55;
    const Value t126 = t85 * cosine[3];
    const Value t127 = cosine[4] * t42 + t126 * sine[4];
    const Value t128 = cosine[4] * t126 - sine[4] * t42;
    const Value t129 = t86 * sine[3];
    const Value t130 = cosine[4] * t43 + t129 * sine[4];
    const Value t131 = t43 * sine[4] - cosine[4] * t129;
    const Value t132 = t113 * sine[4] + t59 * cosine[4];
    const Value t133 = cosine[4] * t113 - t59 * sine[4];
    const Value t134 = cosine[4] * t72 + sine[4] * t99;
    const Value t135 = cosine[4] * t99 - t72 * sine[4];
    const Value t136 = cosine[4] * t78 + t108 * sine[4];
    const Value t137 = t108 * cosine[4] - t78 * sine[4];
    const Value t138 = t73 * cosine[3] + t112 * sine[3];
    const Value t139 = cosine[4] * t82 - t138 * sine[4];
    const Value t140 = cosine[4] * t138 + sine[4] * t82;
    const Value t141 = t80 * cosine[4] + sine[4] * t114;
    const Value t142 = cosine[4] * t114 - t80 * sine[4];
    const Value t143 = t39 * sine[4];
    const Value t144 = t39 * cosine[4];
    const Value t145 = t122 + t124;
    const Value t146 = t124 - t122;
    const Value t147 = t125 + t70;
    const Value t148 = t70 - t125;
    const Value t149 = t145 * sine[4] - cosine[4] * t147;
    const Value t150 = sine[4] * t147 + cosine[4] * t145;
    const Value t151 = cosine[4] * t117;
    const Value t152 = t121 * sine[4] - t151;
    const Value t153 = t68 * sine[4] + t151;
    const Value t154 = t68 + t121;
    const Value t155 = t118 * sine[4] + t154 * cosine[4];
    const Value t156 = t118 * cosine[4] - t154 * sine[4];
    const Value t157 = t119 - t122;
    const Value t158 = t119 + t122;
    const Value t159 = t123 + t70;
    const Value t160 = cosine[4] * t157 - t159 * sine[4];
    const Value t161 = sine[4] * t157 + cosine[4] * t159;
    const Value t162 = sign_of(qd[3]);
    const Value t163 = t53 * t50;
    const Value t164 = t69 - t163;
    const Value t165 = t163 + t69;
    const Value t166 = t46 * t46;
    const Value t167 = t53 * t53;
    const Value t168 = t166 - t167;
    const Value t169 = t46 * t50;
    const Value t170 = t47 - t45 + t169;
    const Value t171 = t50 * t50;
    const Value t172 = t171 - t167;
    const Value t173 = t48 + t169;
    const Value t174 = t53 * t46;
    const Value t175 = t44 - t46 * t54;
    const Value t176 = t171 - t53 * t54;
    const Value t177 = cosine[4] * t105 - t112 * sine[4];
    const Value t178 = sine[4] * t105 + t112 * cosine[4];
    const Value t179 = cosine[2] * t177 + t106 * sine[2];
    const Value t180 = cosine[2] * t106;
    const Value t181 = t177 * sine[2];
    const Value t182 = 0.0203 * t178 - 0.4318 * t179 - (cosine[2] * t87 + sine[2] * t128);
    const Value t183 = cosine[4] * t110 + t73 * sine[4];
    const Value t184 = cosine[4] * t73 - sine[4] * t110;
    const Value t185 = t109 * sine[2] + cosine[2] * t183;
    const Value t186 = t109 * cosine[2];
    const Value t187 = sine[2] * t183;
    const Value t188 = 0.4318 * t185 + 0.0203 * t184 - (t131 * sine[2] + cosine[2] * t88);
    const Value t189 = cosine[2] * t91 - t133 * sine[2];
    const Value t190 = sine[2] * t91 + t133 * cosine[2];
    const Value t191 = -(sine[2] * t135 + cosine[2] * t98);
    const Value t192 = cosine[2] * t135 - t98 * sine[2];
    const Value t193 = -(sine[2] * t137 + cosine[2] * t107);
    const Value t194 = cosine[2] * t137 - sine[2] * t107;
    const Value t195 = t115 - t111;
    const Value t196 = sine[2] * t140 - t195 * cosine[2];
    const Value t197 = cosine[2] * t140 + t195 * sine[2];
    const Value t198 = -(t142 * sine[2] + cosine[2] * t92);
    const Value t199 = t142 * cosine[2] - sine[2] * t92;
    const Value t200 = t123 - t70;
    const Value t201 = t200 * sine[4] - cosine[4] * t158;
    const Value t202 = t158 * sine[4] + t200 * cosine[4];
    const Value t203 = t154 * sine[2] + cosine[2] * t202;
    const Value t204 = sine[2] * t202;
    const Value t205 = cosine[2] * t154;
    const Value t206 = 0.0203 * t201 - 0.4318 * t203 - (t41 * cosine[2] + sine[2] * t144);
    const Value t207 = t148 * cosine[4] + sine[4] * t146;
    const Value t208 = cosine[4] * t146 - t148 * sine[4];
    const Value t209 = t117 + t58;
    const Value t210 = cosine[2] * t208 + t209 * sine[2];
    const Value t211 = t208 * sine[2];
    const Value t212 = cosine[2] * t209;
    const Value t213 = 0.0203 * t207 - 0.4318 * t210 - (sine[2] * t143 + t86 * cosine[2]);
    const Value t214 = t117 - t58;
    const Value t215 = -(cosine[2] * t214 + sine[2] * t150);
    const Value t216 = cosine[2] * t150 - t214 * sine[2];
    const Value t217 = t117 * sine[4];
    const Value t218 = cosine[4] * t121 + t217;
    const Value t219 = t68 * cosine[4] - t217;
    const Value t220 = cosine[2] * t70 - t218 * sine[2];
    const Value t221 = sine[2] * t70 + cosine[2] * t218;
    const Value t222 = t120 - t119;
    const Value t223 = -(t156 * sine[2] + cosine[2] * t222);
    const Value t224 = cosine[2] * t156 - t222 * sine[2];
    const Value t225 = t68 - t121;
    const Value t226 = sine[2] * t161 - cosine[2] * t225;
    const Value t227 = cosine[2] * t161 + t225 * sine[2];
    const Value t228 = -(t219 * sine[2] + cosine[2] * t123);
    const Value t229 = t219 * cosine[2] - sine[2] * t123;
    const Value t230 = cosine[2] * t175 - t176 * sine[2];
    const Value t231 = cosine[2] * t176 + t175 * sine[2];
    const Value t232 = sine[2] * t35;
    const Value t233 = cosine[2] * t35;
    const Value t234 = 0.0203 * t170 - 0.4318 * t230 + t232;
    const Value t235 = t171 + t166;
    const Value t236 = t171 - t166;
    const Value t237 = t44 - t174;
    const Value t238 = t237 * sine[2];
    const Value t239 = cosine[2] * t237;
    const Value t240 = t235 * cosine[2] + t238;
    const Value t241 = -(cosine[2] * t172 + t238);
    const Value t242 = t235 * sine[2];
    const Value t243 = t239 - sine[2] * t172;
    const Value t244 = t233 + (0.0203 * t165 + 0.4318 * t240);
    const Value t245 = t174 + t44;
    const Value t246 = cosine[2] * t245 - sine[2] * t236;
    const Value t247 = cosine[2] * t236 + sine[2] * t245;
    const Value t248 = cosine[2] * t163;
    const Value t249 = sine[2] * t163;
    const Value t250 = t248 + sine[2] * t169;
    const Value t251 = -(sine[2] * t48 + t248);
    const Value t252 = t169 - t48;
    const Value t253 = t249 - cosine[2] * t169;
    const Value t254 = cosine[2] * t48 - t249;
    const Value t255 = -(cosine[2] * t252 + sine[2] * t165);
    const Value t256 = cosine[2] * t165 - t252 * sine[2];
    const Value t257 = sign_of(qd[2]);
    const Value t258 = 0.0203 * t17;
    const Value t259 = t22 * t20 - t17 * t258 - t15;
    const Value t260 = t24 * t258 - t33 + t37;
    const Value t261 = t22 * t24 + 0.0203 * t28;
    const Value t262 = 0.0406 * t20;
    const Value t263 = t17 * t262 + 0.0406 * t26 + t16;
    const Value t264 = t24 * t17;
    const Value t265 = t32 - t264;
    const Value t266 = t17 * t17;
    const Value t267 = t266 - t20 * t20;
    const Value t268 = t24 * t20;
    const Value t269 = t268 - t28;
    const Value t270 = t17 * t20;
    const Value t271 = -t270;
    const Value t272 = t179 * sine[1] + t178 * cosine[1];
    const Value t273 = t184 * cosine[1] - t185 * sine[1];
    const Value t274 = t201 * cosine[1] + t203 * sine[1];
    const Value t275 = t207 * cosine[1] + t210 * sine[1];
    const Value t276 = t230 * sine[1] + t170 * cosine[1];
    const Value t277 = cosine[1] * t165 - t240 * sine[1];
    const Value t278 = t270 - t26;
    const Value t279 = t270 + t26;
    const Value t280 = t24 * t24;
    const Value t281 = t266 + t280;
    const Value t282 = t266 - t280;
    const Value t283 = t278 * sine[1] - t281 * cosine[1];
    const Value t284 = t21 * t20;
    const Value t285 = t21 * t17;
    const Value t286 = t284 - t280;
    const Value t287 = t280 + t284;
    const Value t288 = t26 - t285;
    const Value t289 = t26 + t285;
    const Value t290 = t286 * sine[1] + t288 * cosine[1];
    const Value t291 = sign_of(qd[1]);
    const Value t292 = 0.4318 * t3;
    const Value t293 = 0.8636 * t1;
    const Value t294 = t3 * t3;
    const Value t295 = t1 * t1;
    const Value t296 = t3 * t1;
    const Value t297 = t181 - t180;
    const Value t298 = cosine[2] * t128 - sine[2] * t87 - 0.4318 * t297;
    const Value t299 = t127 + 0.0203 * t297;
    const Value t300 = 0.15005 * (t179 * cosine[1] - t178 * sine[1]) - 0.4318 * (t180 - t181) + (t299 * cosine[1] + t298 * sine[1]);
    const Value t301 = t186 - t187;
    const Value t302 = cosine[2] * t131 - sine[2] * t88 - 0.4318 * t301;
    const Value t303 = 0.0203 * t301 - t130;
    const Value t304 = t303 * cosine[1] + t302 * sine[1] - (0.4318 * (t187 - t186) + 0.15005 * (t184 * sine[1] + cosine[1] * t185));
    const Value t305 = t204 - t205;
    const Value t306 = t143 + 0.0203 * t305;
    const Value t307 = cosine[2] * t144 - t41 * sine[2] - 0.4318 * t305;
    const Value t308 = 0.15005 * (t203 * cosine[1] - t201 * sine[1]) - 0.4318 * (t205 - t204) + (cosine[1] * t306 + t307 * sine[1]);
    const Value t309 = t211 - t212;
    const Value t310 = cosine[2] * t143 - t86 * sine[2] - 0.4318 * t309;
    const Value t311 = 0.0203 * t309 - t144;
    const Value t312 = t311 * cosine[1] + t310 * sine[1] + (0.15005 * (t210 * cosine[1] - t207 * sine[1]) - 0.4318 * (t212 - t211));
    const Value t313 = 0.4318 * t231;
    const Value t314 = 0.0203 * t231 + t40;
    const Value t315 = t233 + t313;
    const Value t316 = cosine[0] * (0.15005 * (t230 * cosine[1] - t170 * sine[1]) + t313 + (t314 * cosine[1] - t315 * sine[1]));
    const Value t317 = t239 - t242;
    const Value t318 = t232 - 0.4318 * t317;
    const Value t319 = 0.0203 * t317 - t39;
    const Value t320 = t318 * sine[1] + t319 * cosine[1] - (0.15005 * (t165 * sine[1] + cosine[1] * t240) + 0.4318 * (t242 - t239));
    const Value t321 = t28 + t268;
    const Value t322 = (t260 * sine[1] - t261 * cosine[1] + (0.15005 * (t278 * cosine[1] + t281 * sine[1]) - 0.4318 * t321)) * cosine[0];
    const Value t323 = 0.0406 * t24;
    const Value t324 = t323 * t20 - t24 * t262;
    const Value t325 = 0.0406 * t31 - t323 * t17 - t37;
    const Value t326 = cosine[1] * t325 + t324 * sine[1] + (0.15005 * (t286 * cosine[1] - t288 * sine[1]) - 0.4318 * (t264 + t32));
    const Value t327 = t31 - t264;
    const Value t328 = t264 * sine[1];
    const Value t329 = t264 * cosine[1];
    const Value t330 = 0.8636 * qd[1];
    const Value t331 = cosine[0] * t11;
    const Value t332 = qd[1] * qd[1];
    const Value t333 = sign_of(qd[0]);
    Yb[0] = qdd[0];
    Yb[1] = qd[0];
    Yb[2] = t333;
    Yb[3] = sine[0] * t6 + t331;
    Yb[4] = (t12 - t11) * sine[0] + (t5 + t6) * cosine[0];
    Yb[5] = (qdd[1] + t296) * sine[0] + (t332 - t294) * cosine[0];
    Yb[6] = cosine[0] * (qdd[1] - t296) + sine[0] * (t295 - t332);
    Yb[7] = sine[0] * t5 - t331;
    Yb[8] = sine[0] * (t330 * t1 - t293 * qd[1]) + cosine[0] * (0.8636 * t12 - t330 * t3);
    Yb[9] = (t292 * qd[1] - t36) * sine[0] - cosine[0] * (t2 * qd[1] + 0.4318 * t6);
    Yb[10] = Value() + 0.0;
    Yb[11] = Value() + 0.0;
    Yb[12] = (t329 + t28 * sine[1]) * cosine[0] + sine[0] * (t28 * cosine[1] - t328);
    Yb[13] = (t282 * cosine[1] - t279 * sine[1]) * cosine[0] - (t282 * sine[1] + t279 * cosine[1]) * sine[0];
    Yb[14] = (t321 * cosine[1] + t327 * sine[1]) * cosine[0] + (t327 * cosine[1] - t321 * sine[1]) * sine[0];
    Yb[15] = (t328 + cosine[1] * t268) * sine[0] + (t268 * sine[1] - t329) * cosine[0];
    Yb[16] = cosine[0] * (t287 * sine[1] - t289 * cosine[1]) + (t287 * cosine[1] + t289 * sine[1]) * sine[0];
    Yb[17] = sine[0] * (t324 * cosine[1] - t325 * sine[1] - 0.15005 * t290) + t326 * cosine[0];
    Yb[18] = (t261 * sine[1] + t260 * cosine[1] - 0.15005 * t283) * sine[0] + t322;
    Yb[19] = Value() + 0.0;
    Yb[20] = Value() + 0.0;
    Yb[21] = Value() + 0.0;
    Yb[22] = sine[0] * (cosine[1] * t254 - t174 * sine[1]) + cosine[0] * (t254 * sine[1] + t174 * cosine[1]);
    Yb[23] = (t243 * sine[1] + t173 * cosine[1]) * cosine[0] + (cosine[1] * t243 - t173 * sine[1]) * sine[0];
    Yb[24] = cosine[0] * (t256 * sine[1] + t168 * cosine[1]) + (t256 * cosine[1] - t168 * sine[1]) * sine[0];
    Yb[25] = cosine[0] * (t44 * cosine[1] + t253 * sine[1]) + (t253 * cosine[1] - t44 * sine[1]) * sine[0];
    Yb[26] = cosine[0] * (t164 * cosine[1] + t247 * sine[1]) + sine[0] * (cosine[1] * t247 - t164 * sine[1]);
    Yb[27] = cosine[0] * t320 + sine[0] * (t318 * cosine[1] - t319 * sine[1] - 0.15005 * t277);
    Yb[28] = t316 - sine[0] * (t315 * cosine[1] + t314 * sine[1] + 0.15005 * t276);
    Yb[29] = Value() + 0.0;
    Yb[30] = Value() + 0.0;
    Yb[31] = Value() + 0.0;
    Yb[32] = (t229 * sine[1] + t153 * cosine[1]) * cosine[0] + (t229 * cosine[1] - t153 * sine[1]) * sine[0];
    Yb[33] = cosine[0] * (t160 * cosine[1] - t227 * sine[1]) - (t160 * sine[1] + t227 * cosine[1]) * sine[0];
    Yb[34] = cosine[0] * (t224 * sine[1] + t155 * cosine[1]) + (t224 * cosine[1] - t155 * sine[1]) * sine[0];
    Yb[35] = sine[0] * (t221 * cosine[1] - t152 * sine[1]) + cosine[0] * (t221 * sine[1] + t152 * cosine[1]);
    Yb[36] = cosine[0] * (t149 * cosine[1] + t216 * sine[1]) + sine[0] * (t216 * cosine[1] - t149 * sine[1]);
    Yb[37] = cosine[0] * t312 + sine[0] * (t310 * cosine[1] - t311 * sine[1] - 0.15005 * t275);
    Yb[38] = cosine[0] * t308 + (cosine[1] * t307 - t306 * sine[1] - 0.15005 * t274) * sine[0];
    Yb[39] = Value() + 0.0;
    Yb[40] = Value() + 0.0;
    Yb[41] = Value() + 0.0;
    Yb[42] = cosine[0] * (t141 * cosine[1] + t199 * sine[1]) + sine[0] * (t199 * cosine[1] - t141 * sine[1]);
    Yb[43] = cosine[0] * (t139 * cosine[1] - t197 * sine[1]) - (t197 * cosine[1] + t139 * sine[1]) * sine[0];
    Yb[44] = cosine[0] * (t136 * cosine[1] + t194 * sine[1]) + (t194 * cosine[1] - t136 * sine[1]) * sine[0];
    Yb[45] = sine[0] * (t192 * cosine[1] - t134 * sine[1]) + cosine[0] * (t134 * cosine[1] + t192 * sine[1]);
    Yb[46] = (t190 * sine[1] + t132 * cosine[1]) * cosine[0] + (t190 * cosine[1] - t132 * sine[1]) * sine[0];
    Yb[47] = sine[0] * (t302 * cosine[1] - t303 * sine[1] - 0.15005 * t273) + cosine[0] * t304;
    Yb[48] = t300 * cosine[0] + (cosine[1] * t298 - t299 * sine[1] - 0.15005 * t272) * sine[0];
    Yb[49] = Value() + 0.0;
    Yb[50] = Value() + 0.0;
    Yb[51] = Value() + 0.0;
    Yb[52] = Value() + 0.0;
    Yb[53] = Value() + 0.0;
    Yb[54] = Value() + 0.0;
    Yb[55] = -t296;
    Yb[56] = t294 - t295;
    Yb[57] = t6 - t5;
    Yb[58] = t11 + t12;
    Yb[59] = qdd[1];
    Yb[60] = t3 * t293 + 0.8636 * qdd[1] + t7;
    Yb[61] = t9 - t3 * t292 - t13;
    Yb[62] = qd[1];
    Yb[63] = t291;
    Yb[64] = t271;
    Yb[65] = t269;
    Yb[66] = t267;
    Yb[67] = t26;
    Yb[68] = t265;
    Yb[69] = 0.4318 * t290 + t263;
    Yb[70] = 0.4318 * t283 + t259;
    Yb[71] = Value() + 0.0;
    Yb[72] = Value() + 0.0;
    Yb[73] = Value() + 0.0;
    Yb[74] = t251;
    Yb[75] = t241;
    Yb[76] = t255;
    Yb[77] = t250;
    Yb[78] = t246;
    Yb[79] = 0.4318 * t277 + t244;
    Yb[80] = 0.4318 * t276 + t234;
    Yb[81] = Value() + 0.0;
    Yb[82] = Value() + 0.0;
    Yb[83] = Value() + 0.0;
    Yb[84] = t228;
    Yb[85] = t226;
    Yb[86] = t223;
    Yb[87] = t220;
    Yb[88] = t215;
    Yb[89] = 0.4318 * t275 + t213;
    Yb[90] = 0.4318 * t274 + t206;
    Yb[91] = Value() + 0.0;
    Yb[92] = Value() + 0.0;
    Yb[93] = Value() + 0.0;
    Yb[94] = t198;
    Yb[95] = t196;
    Yb[96] = t193;
    Yb[97] = t191;
    Yb[98] = t189;
    Yb[99] = 0.4318 * t273 + t188;
    Yb[100] = 0.4318 * t272 + t182;
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
    Yb[116] = t271;
    Yb[117] = t269;
    Yb[118] = t267;
    Yb[119] = t26;
    Yb[120] = t265;
    Yb[121] = t263;
    Yb[122] = t259;
    Yb[123] = qdd[2];
    Yb[124] = qd[2];
    Yb[125] = t257;
    Yb[126] = t251;
    Yb[127] = t241;
    Yb[128] = t255;
    Yb[129] = t250;
    Yb[130] = t246;
    Yb[131] = t244;
    Yb[132] = t234;
    Yb[133] = Value() + 0.0;
    Yb[134] = Value() + 0.0;
    Yb[135] = Value() + 0.0;
    Yb[136] = t228;
    Yb[137] = t226;
    Yb[138] = t223;
    Yb[139] = t220;
    Yb[140] = t215;
    Yb[141] = t213;
    Yb[142] = t206;
    Yb[143] = Value() + 0.0;
    Yb[144] = Value() + 0.0;
    Yb[145] = Value() + 0.0;
    Yb[146] = t198;
    Yb[147] = t196;
    Yb[148] = t193;
    Yb[149] = t191;
    Yb[150] = t189;
    Yb[151] = t188;
    Yb[152] = t182;
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
    Yb[178] = t174;
    Yb[179] = t173;
    Yb[180] = t168;
    Yb[181] = t44;
    Yb[182] = t164;
    Yb[183] = -t39;
    Yb[184] = t40;
    Yb[185] = qdd[3];
    Yb[186] = qd[3];
    Yb[187] = t162;
    Yb[188] = t153;
    Yb[189] = t160;
    Yb[190] = t155;
    Yb[191] = t152;
    Yb[192] = t149;
    Yb[193] = -t144;
    Yb[194] = t143;
    Yb[195] = Value() + 0.0;
    Yb[196] = Value() + 0.0;
    Yb[197] = Value() + 0.0;
    Yb[198] = t141;
    Yb[199] = t139;
    Yb[200] = t136;
    Yb[201] = t134;
    Yb[202] = t132;
    Yb[203] = -t130;
    Yb[204] = t127;
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
    Yb[240] = -t123;
    Yb[241] = t121 - t68;
    Yb[242] = t119 - t120;
    Yb[243] = t70;
    Yb[244] = t58 - t117;
    Yb[245] = t85;
    Yb[246] = -t41;
    Yb[247] = qdd[4];
    Yb[248] = qd[4];
    Yb[249] = t116;
    Yb[250] = -t92;
    Yb[251] = t111 - t115;
    Yb[252] = -t107;
    Yb[253] = -t98;
    Yb[254] = t91;
    Yb[255] = -t88;
    Yb[256] = -t87;
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
    Yb[302] = t80;
    Yb[303] = t82;
    Yb[304] = t78;
    Yb[305] = t72;
    Yb[306] = t59;
    Yb[307] = -t43;
    Yb[308] = t42;
    Yb[309] = qdd[5];
    Yb[310] = qd[5];
    Yb[311] = t0;
  }
};
/// base_regressor at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct BaseRegressorLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, double* Yb) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], qd_lanes[6], qdd_lanes[6], Yb_lanes[312];
    gather(q_lanes, q, 6, k, valid);
    gather(qd_lanes, qd, 6, k, valid);
    gather(qdd_lanes, qdd, 6, k, valid);
    BaseRegressorBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, Yb_lanes);
    scatter(Yb, Yb_lanes, 312, k, valid);
  }
};
}  // namespace
void base_regressor_batch(int count, const double* q, const double* qd, const double* qdd, double* Yb) {
  evaluate_batch(BaseRegressorLanes(), count, q, qd, qdd, Yb);
}




// Built from: forward kinematics in the base frame, the task's rows.
namespace {
struct TaskJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* Jx) const {
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[2], q[4], q[3], q[0]);
    const Value t0 = cosine[0] * cosine[1] - sine[0] * sine[1];
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = cosine[0] * sine[4];
    const Value t3 = sine[4] * sine[0];
    const Value t4 = t2 * cosine[1] - t3 * sine[1];
    const Value t5 = t3 * cosine[1] + t2 * sine[1];
    const Value t6 = 0.4318 * t2 - 0.15005 * cosine[4];
    const Value t7 = -cosine[4];
    const Value t8 = sine[0] * cosine[4];
    const Value t9 = cosine[0] * cosine[4];
    const Value t10 = t8 * cosine[1] + t9 * sine[1];
    const Value t11 = t9 * cosine[1] - t8 * sine[1];
    const Value t12 = 0.15005 * sine[4] + 0.4318 * t9;
    const Value t13 = t6 + (0.0203 * t4 - 0.4318 * t5);
    const Value t14 = t12 + (0.0203 * t11 - 0.4318 * t10);
    const Value t15 = 0.4318 * sine[0];
    const Value t16 = t15 + (0.4318 * t0 + 0.0203 * t1);
    const Value t17 = t16 - t15;
    Jx[0] = -t13;
    Jx[1] = -(t16 * cosine[4]);
    Jx[2] = -(t17 * cosine[4]);
    Jx[3] = Value() + 0.0;
    Jx[4] = Value() + 0.0;
    Jx[5] = Value() + 0.0;
    Jx[6] = t14;
    Jx[7] = -(t16 * sine[4]);
    Jx[8] = -(t17 * sine[4]);
    Jx[9] = Value() + 0.0;
    Jx[10] = Value() + 0.0;
    Jx[11] = Value() + 0.0;
    Jx[12] = Value() + 0.0;
    Jx[13] = t13 * sine[4] + t14 * cosine[4];
    Jx[14] = sine[4] * (t13 - t6) + (t14 - t12) * cosine[4];
    Jx[15] = Value() + 0.0;
    Jx[16] = Value() + 0.0;
    Jx[17] = Value() + 0.0;
    Jx[18] = Value() + 0.0;
    Jx[19] = sine[4];
    Jx[20] = sine[4];
    Jx[21] = -t10;
    Jx[22] = cosine[3] * sine[4] + t11 * sine[3];
    Jx[23] = -(cosine[2] * t10 + (t11 * cosine[3] - sine[3] * sine[4]) * sine[2]);
    Jx[24] = Value() + 0.0;
    Jx[25] = t7;
    Jx[26] = t7;
    Jx[27] = -t5;
    Jx[28] = t4 * sine[3] - cosine[3] * cosine[4];
    Jx[29] = -(sine[2] * (sine[3] * cosine[4] + cosine[3] * t4) + cosine[2] * t5);
    Jx[30] = Value() + 1.0;
    Jx[31] = Value() + 0.0;
    Jx[32] = Value() + 0.0;
    Jx[33] = t0;
    Jx[34] = sine[3] * t1;
    Jx[35] = cosine[2] * t0 - cosine[3] * t1 * sine[2];
  }
};
/// task_jacobian at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct TaskJacobianLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* Jx) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], Jx_lanes[36];
    gather(q_lanes, q, 6, k, valid);
    TaskJacobianBody()(sin_cos, q_lanes, Jx_lanes);
    scatter(Jx, Jx_lanes, 36, k, valid);
  }
};
}  // namespace
void task_jacobian_batch(int count, const double* q, double* Jx) {
  evaluate_batch(TaskJacobianLanes(), count, q, Jx);
}



void task_mass_matrix_batch(int count, const double* q, double* Mx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_mass_matrix(q + k * 6, Mx + k * 36);
}


void task_velocity_terms_batch(int count, const double* q, const double* qd, double* Vx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_velocity_terms(q + k * 6, qd + k * 6, Vx + k * 6);
}


void task_gravity_batch(int count, const double* q, double* Gx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_gravity(q + k * 6, Gx + k * 6);
}


void task_dynamics_batch(int count, const double* q, const double* qd, double* Mx, double* Vx, double* Gx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_dynamics(q + k * 6, qd + k * 6, Mx + k * 36, Vx + k * 6, Gx + k * 6);
}


void task_coriolis_coefficients_batch(int count, const double* q, double* Bx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_coriolis_coefficients(q + k * 6, Bx + k * 90);
}


void task_centrifugal_coefficients_batch(int count, const double* q, double* Cx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_centrifugal_coefficients(q + k * 6, Cx + k * 36);
}
}  // namespace puma560
