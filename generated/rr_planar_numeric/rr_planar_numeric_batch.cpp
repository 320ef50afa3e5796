// rr_planar_numeric: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
// Each function's "Built from" line names its route.
// Do not edit; regenerate with the command below instead.
// Model:   rr_planar_numeric.yaml (SHA-256 56ce2aafd709884e7a8d1b388af1af79224ddd0d87e9882c6c5632f459461b29)
// Command: nedyn generate rr_planar_numeric.yaml
// The batches, NAME_batch(count, ...), of rr_planar_numeric.hpp: each runs NAME's body
// (as rr_planar_numeric.cpp has it) over vector lanes of states, or calls NAME once per
// state. A build that calls no batch leaves this file out.
#include "rr_planar_numeric.hpp"

#include <cmath>

// No product and sum fused into one FMA, whatever the processor (AVX-512F
// has FMA) and the compiler's default (g++'s GNU C++ fuses): each state of a
// batch keeps the single call's bits.
#if defined(__clang__)
#pragma clang fp contract(off)
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif

namespace rr_planar_numeric {
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
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[0], q[1]);
    const Value t0 = 0.6 * (cosine[1] * (0.5 * qdd[0] + 9.81 * cosine[0]) - (9.81 * sine[0] - 0.5 * qd[0] * qd[0]) * sine[1]);
    const Value t1 = qdd[0] + qdd[1];
    const Value t2 = 0.24 * t1 + t0;
    const Value t3 = qd[0] + qd[1];
    const Value t4 = 0.5 * (cosine[1] * (0.6 * t1) - 0.6 * t3 * t3 * sine[1]) + (t2 + (17.1675 * cosine[0] + 0.875 * qdd[0]));
    tau[0] = t4;
    tau[1] = t2;
  }
};
/// inverse_dynamics at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct InverseDynamicsLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, double* tau) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], qd_lanes[2], qdd_lanes[2], tau_lanes[2];
    gather(q_lanes, q, 2, k, valid);
    gather(qd_lanes, qd, 2, k, valid);
    gather(qdd_lanes, qdd, 2, k, valid);
    InverseDynamicsBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, tau_lanes);
    scatter(tau, tau_lanes, 2, k, valid);
  }
};
}  // namespace
void inverse_dynamics_batch(int count, const double* q, const double* qd, const double* qdd, double* tau) {
  evaluate_batch(InverseDynamicsLanes(), count, q, qd, qdd, tau);
}


// Built from: recursion: unit accelerations, grouped inertial parameters.
namespace {
struct MassMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* M) const {
    Value sine[1], cosine[1];
    sin_cos(sine, cosine, q[1]);
    const Value t0 = 0.3 * cosine[0];
    const Value t1 = 0.24 + t0;
    M[0] = t0 + (0.875 + t1);
    M[2] = t1;
    M[3] = Value() + 0.24;
    M[1] = M[2];
  }
};
/// mass_matrix at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct MassMatrixLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* M) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], M_lanes[4];
    gather(q_lanes, q, 2, k, valid);
    MassMatrixBody()(sin_cos, q_lanes, M_lanes);
    scatter(M, M_lanes, 4, k, valid);
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
    Value sine[1], cosine[1];
    sin_cos(sine, cosine, q[1]);
    const Value t0 = 0.6 * (sine[0] * (0.5 * qd[0] * qd[0]));
    const Value t1 = qd[0] + qd[1];
    V[0] = t0 - 0.5 * (0.6 * t1 * t1 * sine[0]);
    V[1] = t0;
  }
};
/// coriolis_centrifugal at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CoriolisCentrifugalLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* V) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], qd_lanes[2], V_lanes[2];
    gather(q_lanes, q, 2, k, valid);
    gather(qd_lanes, qd, 2, k, valid);
    CoriolisCentrifugalBody()(sin_cos, q_lanes, qd_lanes, V_lanes);
    scatter(V, V_lanes, 2, k, valid);
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
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = 5.886 * (cosine[0] * cosine[1] - sine[1] * sine[0]);
    G[0] = 17.1675 * cosine[1] + t0;
    G[1] = t0;
  }
};
/// gravity at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct GravityLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* G) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], G_lanes[2];
    gather(q_lanes, q, 2, k, valid);
    GravityBody()(sin_cos, q_lanes, G_lanes);
    scatter(G, G_lanes, 2, k, valid);
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
    Value sine[1], cosine[1];
    sin_cos(sine, cosine, q[1]);
    B[0] = -(0.6 * sine[0]);
    B[1] = Value() + 0.0;
  }
};
/// coriolis_coefficients at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CoriolisCoefficientsLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* B) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], B_lanes[2];
    gather(q_lanes, q, 2, k, valid);
    CoriolisCoefficientsBody()(sin_cos, q_lanes, B_lanes);
    scatter(B, B_lanes, 2, k, valid);
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
    Value sine[1], cosine[1];
    sin_cos(sine, cosine, q[1]);
    const Value t0 = 0.3 * sine[0];
    C[0] = Value() + 0.0;
    C[1] = -t0;
    C[2] = t0;
    C[3] = Value() + 0.0;
  }
};
/// centrifugal_coefficients at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CentrifugalCoefficientsLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* C) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], C_lanes[4];
    gather(q_lanes, q, 2, k, valid);
    CentrifugalCoefficientsBody()(sin_cos, q_lanes, C_lanes);
    scatter(C, C_lanes, 4, k, valid);
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
    (void)qd;
    (void)sin_cos;
    F[0] = Value() + 0.0;
    F[1] = Value() + 0.0;
  }
};
/// friction at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct FrictionLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* qd, double* F) const {
    typedef typename SinCos::Lane Value;
    Value qd_lanes[2], F_lanes[2];
    gather(qd_lanes, qd, 2, k, valid);
    FrictionBody()(sin_cos, qd_lanes, F_lanes);
    scatter(F, F_lanes, 2, k, valid);
  }
};
}  // namespace
void friction_batch(int count, const double* qd, double* F) {
  evaluate_batch(FrictionLanes(), count, qd, F);
}


// Built from: M: recursion: unit accelerations, grouped inertial parameters; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone).
namespace {
struct ForwardDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* tau, Value* qdd) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = 0.3 * cosine[0];
    const Value t1 = 0.24 + t0;
    const Value t2 = 4.166666666666667 * t1;
    const Value t3 = 0.6 * (cosine[0] * (9.81 * cosine[1]) - (9.81 * sine[1] - 0.5 * qd[0] * qd[0]) * sine[0]);
    const Value t4 = qd[0] + qd[1];
    const Value t5 = tau[1] - t3;
    const Value t6 = 1.0 / (t0 + (0.875 + t1) - t1 * t2) * (tau[0] - (17.1675 * cosine[1] + t3 - 0.5 * (0.6 * t4 * t4 * sine[0])) - t2 * t5);
    qdd[0] = t6;
    qdd[1] = 4.166666666666667 * t5 - t2 * t6;
  }
};
/// forward_dynamics at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct ForwardDynamicsLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* tau, double* qdd) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], qd_lanes[2], tau_lanes[2], qdd_lanes[2];
    gather(q_lanes, q, 2, k, valid);
    gather(qd_lanes, qd, 2, k, valid);
    gather(tau_lanes, tau, 2, k, valid);
    ForwardDynamicsBody()(sin_cos, q_lanes, qd_lanes, tau_lanes, qdd_lanes);
    scatter(qdd, qdd_lanes, 2, k, valid);
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
    Value sine[1], cosine[1];
    sin_cos(sine, cosine, q[1]);
    const Value t0 = 0.3 * sine[0];
    const Value t1 = 0.6 * sine[0];
    Cc[0] = -(0.5 * (t1 * qd[1]));
    Cc[1] = -(0.5 * (t1 * qd[0]) + t0 * qd[1]);
    Cc[2] = qd[0] * t0;
    Cc[3] = Value() + 0.0;
  }
};
/// coriolis_matrix at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CoriolisMatrixLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* Cc) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], qd_lanes[2], Cc_lanes[4];
    gather(q_lanes, q, 2, k, valid);
    gather(qd_lanes, qd, 2, k, valid);
    CoriolisMatrixBody()(sin_cos, q_lanes, qd_lanes, Cc_lanes);
    scatter(Cc, Cc_lanes, 4, k, valid);
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
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t1 = cosine[0] * cosine[1] - sine[1] * sine[0];
    T[0] = t1;
    T[1] = -t0;
    T[2] = Value() + 0.0;
    T[3] = 0.5 * cosine[1] + 0.4 * t1;
    T[4] = t0;
    T[5] = t1;
    T[6] = Value() + 0.0;
    T[7] = 0.4 * t0 + 0.5 * sine[1];
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
/// tool_pose at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct ToolPoseLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* T) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], T_lanes[16];
    gather(q_lanes, q, 2, k, valid);
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
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = 0.5 * cosine[1];
    const Value t1 = t0 + 0.4 * (cosine[0] * cosine[1] - sine[1] * sine[0]);
    const Value t2 = 0.5 * sine[1];
    const Value t3 = 0.4 * (cosine[0] * sine[1] + sine[0] * cosine[1]) + t2;
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
/// jacobian at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct JacobianLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* J) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], J_lanes[12];
    gather(q_lanes, q, 2, k, valid);
    JacobianBody()(sin_cos, q_lanes, J_lanes);
    scatter(J, J_lanes, 12, k, valid);
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
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = 0.5 * sine[1];
    const Value t1 = qd[0] + qd[1];
    const Value t2 = 0.5 * cosine[1];
    a[0] = -(t2 * qd[0] * qd[0] + (t2 + 0.4 * (cosine[0] * cosine[1] - sine[1] * sine[0]) - t2) * t1 * t1);
    a[1] = -(t1 * (0.4 * (cosine[0] * sine[1] + sine[0] * cosine[1]) + t0 - t0) * t1 + qd[0] * (qd[0] * t0));
    a[2] = Value() + 0.0;
    a[3] = Value() + 0.0;
    a[4] = Value() + 0.0;
    a[5] = Value() + 0.0;
  }
};
/// jacobian_dot_qd at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct JacobianDotQdLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* a) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], qd_lanes[2], a_lanes[6];
    gather(q_lanes, q, 2, k, valid);
    gather(qd_lanes, qd, 2, k, valid);
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
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = 0.2857142857142857 * (sine[1] + (0.75 * sine[1] + 0.6 * (cosine[0] * sine[1] + sine[0] * cosine[1])));
    const Value t1 = 0.2857142857142857 * (0.6 * (cosine[0] * cosine[1] - sine[1] * sine[0]) + 0.75 * cosine[1] + cosine[1]);
    c[0] = t1;
    c[1] = t0;
    c[2] = Value() + 0.0;
  }
};
/// center_of_mass at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CenterOfMassLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* c) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], c_lanes[3];
    gather(q_lanes, q, 2, k, valid);
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
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[0], q[1]);
    const Value t0 = 0.5 * cosine[0];
    const Value t1 = 0.6 * (cosine[1] * cosine[0] - sine[0] * sine[1]);
    const Value t2 = 0.5 * sine[0];
    const Value t3 = 0.6 * (cosine[1] * sine[0] + sine[1] * cosine[0]);
    const Value t4 = 0.24 + (2.0 * (t2 * t3) + (1.5 * (t2 * t2) + (1.5 * (t0 * t0) + 2.0 * (t0 * t1))));
    const Value t5 = 0.75 * cosine[0];
    const Value t6 = t1 + t5;
    const Value t7 = t6 - t5;
    const Value t8 = 0.75 * sine[0];
    const Value t9 = t8 + t3;
    const Value t10 = t8 - t9;
    const Value t11 = t6 + cosine[0];
    const Value t12 = 0.2857142857142857 * t11;
    const Value t13 = sine[0] + t9;
    const Value t14 = 0.2857142857142857 * t13;
    Ag[0] = -t13;
    Ag[1] = t10;
    Ag[2] = t11;
    Ag[3] = t7;
    Ag[4] = Value() + 0.0;
    Ag[5] = Value() + 0.0;
    Ag[6] = Value() + 0.0;
    Ag[7] = Value() + 0.0;
    Ag[8] = Value() + 0.0;
    Ag[9] = Value() + 0.0;
    Ag[10] = 0.5 + t4 - (t12 * t11 + t13 * t14);
    Ag[11] = t4 - (t6 * t0 + t9 * t2) - (t7 * t12 - t14 * t10);
  }
};
/// centroidal_momentum_matrix at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CentroidalMomentumMatrixLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* Ag) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], Ag_lanes[12];
    gather(q_lanes, q, 2, k, valid);
    CentroidalMomentumMatrixBody()(sin_cos, q_lanes, Ag_lanes);
    scatter(Ag, Ag_lanes, 12, k, valid);
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
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t1 = 0.5 * cosine[1];
    const Value t2 = t1 * qd[0] * qd[0];
    const Value t3 = cosine[0] * cosine[1] - sine[1] * sine[0];
    const Value t4 = 0.5 * sine[1];
    const Value t5 = qd[0] * (qd[0] * t4);
    const Value t6 = t0 * t2 - t5 * t3;
    const Value t7 = 1.5 * t6;
    const Value t8 = qd[0] + qd[1];
    const Value t9 = 0.6 * t8 * t8 + 1.5 * (t0 * t5 + t2 * t3);
    const Value t10 = t0 * t7 + t3 * t9;
    const Value t11 = t7 * t3 - t0 * t9;
    const Value t12 = qd[0] * qd[0];
    const Value t13 = t10 + t12 * cosine[1];
    const Value t14 = t11 - t12 * sine[1];
    const Value t15 = t13 * (0.2857142857142857 * (sine[1] + (0.75 * sine[1] + 0.6 * t0))) + 0.2857142857142857 * (0.6 * t3 + 0.75 * cosine[1] + cosine[1]) * t14;
    h_dot[0] = -t13;
    h_dot[1] = t14;
    h_dot[2] = Value() + 0.0;
    h_dot[3] = Value() + 0.0;
    h_dot[4] = Value() + 0.0;
    h_dot[5] = 0.6 * t6 + (t10 * t4 + t1 * t11) - t15;
  }
};
/// centroidal_momentum_matrix_dot_v at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CentroidalMomentumMatrixDotVLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* h_dot) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], qd_lanes[2], h_dot_lanes[6];
    gather(q_lanes, q, 2, k, valid);
    gather(qd_lanes, qd, 2, k, valid);
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
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = cosine[0] * cosine[1] - sine[1] * sine[0];
    const Value t1 = cosine[0] * sine[1] + sine[0] * cosine[1];
    const Value t2 = w[0] * t0 - t1 * w[1];
    const Value t3 = 0.5 * sine[1];
    const Value t4 = 0.4 * t1 + t3;
    const Value t5 = t1 * w[0] + w[1] * t0;
    const Value t6 = 0.6 * (cosine[0] * (0.5 * qdd[0] + 9.81 * cosine[1]) - (9.81 * sine[1] - 0.5 * qd[0] * qd[0]) * sine[0]);
    const Value t7 = qdd[0] + qdd[1];
    const Value t8 = 0.24 * t7 + t6;
    const Value t9 = 0.5 * cosine[1];
    const Value t10 = t9 + 0.4 * t0;
    const Value t11 = qd[0] + qd[1];
    const Value t12 = 0.5 * (cosine[0] * (0.6 * t7) - 0.6 * t11 * t11 * sine[0]) + (t8 + (17.1675 * cosine[1] + 0.875 * qdd[0]));
    tau[0] = t5 * t10 + (t12 - t4 * t2) + w[5];
    tau[1] = (t3 - t4) * t2 + t8 + t5 * (t10 - t9) + w[5];
  }
};
/// inverse_dynamics_wrench at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct InverseDynamicsWrenchLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, const double* w, double* tau) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], qd_lanes[2], qdd_lanes[2], w_lanes[6], tau_lanes[2];
    gather(q_lanes, q, 2, k, valid);
    gather(qd_lanes, qd, 2, k, valid);
    gather(qdd_lanes, qdd, 2, k, valid);
    gather(w_lanes, w, 6, k, valid);
    InverseDynamicsWrenchBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, w_lanes, tau_lanes);
    scatter(tau, tau_lanes, 2, k, valid);
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
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[0], q[1]);
    const Value t0 = 0.6 * (cosine[1] * (0.5 * qdd[0] + 9.81 * cosine[0]) - (9.81 * sine[0] - 0.5 * qd[0] * qd[0]) * sine[1]);
    const Value t1 = qdd[0] + qdd[1];
    const Value t2 = 0.24 * t1 + t0 - fext[11];
    const Value t3 = qd[0] + qd[1];
    const Value t4 = 0.5 * (cosine[1] * (0.6 * t1 - fext[7]) - (0.6 * t3 * t3 + fext[6]) * sine[1]) + (17.1675 * cosine[0] + 0.875 * qdd[0] + t2);
    tau[0] = t4 - fext[5];
    tau[1] = t2;
  }
};
/// inverse_dynamics_external at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct InverseDynamicsExternalLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, const double* fext, double* tau) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], qd_lanes[2], qdd_lanes[2], fext_lanes[12], tau_lanes[2];
    gather(q_lanes, q, 2, k, valid);
    gather(qd_lanes, qd, 2, k, valid);
    gather(qdd_lanes, qdd, 2, k, valid);
    gather(fext_lanes, fext, 12, k, valid);
    InverseDynamicsExternalBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, fext_lanes, tau_lanes);
    scatter(tau, tau_lanes, 2, k, valid);
  }
};
}  // namespace
void inverse_dynamics_external_batch(int count, const double* q, const double* qd, const double* qdd, const double* fext, double* tau) {
  evaluate_batch(InverseDynamicsExternalLanes(), count, q, qd, qdd, fext, tau);
}


// Built from: dtau_dq: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction; dtau_dqd: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction.
namespace {
struct InverseDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* dtau_dq, Value* dtau_dqd) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = 0.3 * sine[0];
    const Value t1 = qd[0] * t0;
    const Value t2 = t0 * qd[1];
    const Value t3 = 0.6 * sine[0];
    const Value t4 = 5.886 * (cosine[0] * sine[1] + sine[0] * cosine[1]);
    const Value t5 = 0.3 * cosine[0];
    const Value t6 = -(qd[0] * (0.6 * cosine[0]) * qd[1] + (qdd[1] * t0 + (t4 + (t0 + t0) * qdd[0]) + t5 * qd[1] * qd[1]));
    dtau_dq[0] = -(17.1675 * sine[1] + t4);
    dtau_dq[1] = t6;
    dtau_dq[2] = -t4;
    dtau_dq[3] = qd[0] * t5 * qd[0] - (t4 + qdd[0] * t0);
    dtau_dqd[0] = -(t3 * qd[1]);
    dtau_dqd[1] = -(t2 + t2 + t3 * qd[0]);
    dtau_dqd[2] = t1 + t1;
    dtau_dqd[3] = Value() + 0.0;
  }
};
/// inverse_dynamics_derivatives at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct InverseDynamicsDerivativesLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], qd_lanes[2], qdd_lanes[2], dtau_dq_lanes[4], dtau_dqd_lanes[4];
    gather(q_lanes, q, 2, k, valid);
    gather(qd_lanes, qd, 2, k, valid);
    gather(qdd_lanes, qdd, 2, k, valid);
    InverseDynamicsDerivativesBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, dtau_dq_lanes, dtau_dqd_lanes);
    scatter(dtau_dq, dtau_dq_lanes, 4, k, valid);
    scatter(dtau_dqd, dtau_dqd_lanes, 4, k, valid);
  }
};
}  // namespace
void inverse_dynamics_derivatives_batch(int count, const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd) {
  evaluate_batch(InverseDynamicsDerivativesLanes(), count, q, qd, qdd, dtau_dq, dtau_dqd);
}


// Built from: M: recursion: unit accelerations, grouped inertial parameters; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone); M^-1 = L^-1 D^-1 L^-T; inverse_dynamics_derivatives at qdd.
namespace {
struct ForwardDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* tau, Value* qdd, Value* dqdd_dq, Value* dqdd_dqd, Value* dqdd_dtau) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = 0.3 * cosine[0];
    const Value t1 = 0.24 + t0;
    const Value t2 = 4.166666666666667 * t1;
    const Value t3 = 1.0 / (t0 + (0.875 + t1) - t1 * t2);
    const Value t4 = t2 * t3;
    const Value t5 = -t4;
    const Value t6 = 0.6 * (cosine[0] * (9.81 * cosine[1]) - (9.81 * sine[1] - 0.5 * qd[0] * qd[0]) * sine[0]);
    const Value t7 = qd[0] + qd[1];
    const Value t8 = tau[1] - t6;
    const Value t9 = t3 * (tau[0] - (17.1675 * cosine[1] + t6 - 0.5 * (0.6 * t7 * t7 * sine[0])) - t2 * t8);
    qdd[0] = t9;
    qdd[1] = 4.166666666666667 * t8 - t2 * t9;
    dqdd_dtau[0] = t3;
    dqdd_dtau[1] = t5;
    dqdd_dtau[2] = t5;
    dqdd_dtau[3] = 4.166666666666667 + t4 * t2;
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
    Value q_lanes[2], qd_lanes[2], tau_lanes[2], qdd_lanes[2], dqdd_dq_lanes[4], dqdd_dqd_lanes[4], dqdd_dtau_lanes[4];
    gather(q_lanes, q, 2, k, valid);
    gather(qd_lanes, qd, 2, k, valid);
    gather(tau_lanes, tau, 2, k, valid);
    ForwardDynamicsDerivativesBody()(sin_cos, q_lanes, qd_lanes, tau_lanes, qdd_lanes, dqdd_dq_lanes, dqdd_dqd_lanes, dqdd_dtau_lanes);
    scatter(qdd, qdd_lanes, 2, k, valid);
    scatter(dqdd_dq, dqdd_dq_lanes, 4, k, valid);
    scatter(dqdd_dqd, dqdd_dqd_lanes, 4, k, valid);
    scatter(dqdd_dtau, dqdd_dtau_lanes, 4, k, valid);
  }
};
}  // namespace
void forward_dynamics_derivatives_batch(int count, const double* q, const double* qd, const double* tau, double* qdd, double* dqdd_dq, double* dqdd_dqd, double* dqdd_dtau) {
  evaluate_batch(ForwardDynamicsDerivativesLanes(), count, q, qd, tau, qdd, dqdd_dq, dqdd_dqd, dqdd_dtau);
}


// Built from: M: recursion: unit accelerations, grouped inertial parameters; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: closed form, Horner.
namespace {
struct DynamicsTermsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* M, Value* V, Value* G) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = 5.886 * (cosine[0] * cosine[1] - sine[1] * sine[0]);
    const Value t1 = 0.6 * (sine[0] * (0.5 * qd[0] * qd[0]));
    const Value t2 = qd[0] + qd[1];
    const Value t3 = 0.3 * cosine[0];
    const Value t4 = 0.24 + t3;
    M[0] = t3 + (0.875 + t4);
    M[2] = t4;
    M[3] = Value() + 0.24;
    V[0] = t1 - 0.5 * (0.6 * t2 * t2 * sine[0]);
    V[1] = t1;
    G[0] = 17.1675 * cosine[1] + t0;
    G[1] = t0;
    M[1] = M[2];
  }
};
/// dynamics_terms at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct DynamicsTermsLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* M, double* V, double* G) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], qd_lanes[2], M_lanes[4], V_lanes[2], G_lanes[2];
    gather(q_lanes, q, 2, k, valid);
    gather(qd_lanes, qd, 2, k, valid);
    DynamicsTermsBody()(sin_cos, q_lanes, qd_lanes, M_lanes, V_lanes, G_lanes);
    scatter(M, M_lanes, 4, k, valid);
    scatter(V, V_lanes, 2, k, valid);
    scatter(G, G_lanes, 2, k, valid);
  }
};
}  // namespace
void dynamics_terms_batch(int count, const double* q, const double* qd, double* M, double* V, double* G) {
  evaluate_batch(DynamicsTermsLanes(), count, q, qd, M, V, G);
}


// Built from: M: recursion: unit accelerations, grouped inertial parameters; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: closed form, Horner; J: forward kinematics; a: outward pass at qdd = 0 in the base frame.
namespace {
struct DynamicsTermsWithJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* M, Value* V, Value* G, Value* J, Value* a) const {
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = 0.5 * sine[1];
    const Value t1 = 0.4 * (cosine[0] * sine[1] + sine[0] * cosine[1]) + t0;
    const Value t2 = qd[0] + qd[1];
    const Value t3 = cosine[0] * cosine[1] - sine[1] * sine[0];
    const Value t4 = 0.5 * cosine[1];
    const Value t5 = t4 + 0.4 * t3;
    const Value t6 = 5.886 * t3;
    const Value t7 = t5 - t4;
    const Value t8 = 0.6 * (sine[0] * (0.5 * qd[0] * qd[0]));
    const Value t9 = 0.3 * cosine[0];
    const Value t10 = 0.24 + t9;
    M[0] = t9 + (0.875 + t10);
    M[2] = t10;
    M[3] = Value() + 0.24;
    V[0] = t8 - 0.5 * (0.6 * t2 * t2 * sine[0]);
    V[1] = t8;
    G[0] = 17.1675 * cosine[1] + t6;
    G[1] = t6;
    J[0] = -t1;
    J[1] = t0 - t1;
    J[2] = t5;
    J[3] = t7;
    J[4] = Value() + 0.0;
    J[5] = Value() + 0.0;
    J[6] = Value() + 0.0;
    J[7] = Value() + 0.0;
    J[8] = Value() + 0.0;
    J[9] = Value() + 0.0;
    J[10] = Value() + 1.0;
    J[11] = Value() + 1.0;
    a[0] = -(t4 * qd[0] * qd[0] + t7 * t2 * t2);
    a[1] = -(t2 * (t1 - t0) * t2 + qd[0] * (qd[0] * t0));
    a[2] = Value() + 0.0;
    a[3] = Value() + 0.0;
    a[4] = Value() + 0.0;
    a[5] = Value() + 0.0;
    M[1] = M[2];
  }
};
/// dynamics_terms_with_jacobian at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct DynamicsTermsWithJacobianLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* M, double* V, double* G, double* J, double* a) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], qd_lanes[2], M_lanes[4], V_lanes[2], G_lanes[2], J_lanes[12], a_lanes[6];
    gather(q_lanes, q, 2, k, valid);
    gather(qd_lanes, qd, 2, k, valid);
    DynamicsTermsWithJacobianBody()(sin_cos, q_lanes, qd_lanes, M_lanes, V_lanes, G_lanes, J_lanes, a_lanes);
    scatter(M, M_lanes, 4, k, valid);
    scatter(V, V_lanes, 2, k, valid);
    scatter(G, G_lanes, 2, k, valid);
    scatter(J, J_lanes, 12, k, valid);
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
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[0], q[1]);
    const Value t0 = sign_of(qd[1]);
    const Value t1 = 9.81 * cosine[0];
    const Value t2 = 0.5 * qdd[0] + t1;
    const Value t3 = 9.81 * sine[0];
    const Value t4 = t3 - 0.5 * qd[0] * qd[0];
    const Value t5 = sine[1] * t2 + cosine[1] * t4;
    const Value t6 = cosine[1] * t2 - t4 * sine[1];
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
    Y[19] = t6 + 0.5 * (cosine[1] * t7 - t9 * sine[1]);
    Y[20] = -(0.5 * (sine[1] * t7 + t9 * cosine[1]) + t5);
    Y[21] = Value() + 0.0;
    Y[22] = 0.5 * (t6 * cosine[1] + sine[1] * t5);
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
/// regressor at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct RegressorLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, double* Y) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], qd_lanes[2], qdd_lanes[2], Y_lanes[52];
    gather(q_lanes, q, 2, k, valid);
    gather(qd_lanes, qd, 2, k, valid);
    gather(qdd_lanes, qdd, 2, k, valid);
    RegressorBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, Y_lanes);
    scatter(Y, Y_lanes, 52, k, valid);
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
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[0], q[1]);
    const Value t0 = sign_of(qd[1]);
    const Value t1 = 9.81 * cosine[0];
    const Value t2 = 0.5 * qdd[0] + t1;
    const Value t3 = 9.81 * sine[0];
    const Value t4 = t3 - 0.5 * qd[0] * qd[0];
    const Value t5 = sine[1] * t2 + cosine[1] * t4;
    const Value t6 = cosine[1] * t2 - t4 * sine[1];
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
    Yb[6] = t6 + 0.5 * (cosine[1] * t7 - t9 * sine[1]);
    Yb[7] = -(0.5 * (sine[1] * t7 + t9 * cosine[1]) + t5);
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
/// base_regressor at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct BaseRegressorLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, double* Yb) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], qd_lanes[2], qdd_lanes[2], Yb_lanes[22];
    gather(q_lanes, q, 2, k, valid);
    gather(qd_lanes, qd, 2, k, valid);
    gather(qdd_lanes, qdd, 2, k, valid);
    BaseRegressorBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, Yb_lanes);
    scatter(Yb, Yb_lanes, 22, k, valid);
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
    Value sine[2], cosine[2];
    sin_cos(sine, cosine, q[1], q[0]);
    const Value t0 = 0.5 * cosine[1];
    const Value t1 = t0 + 0.4 * (cosine[0] * cosine[1] - sine[1] * sine[0]);
    const Value t2 = 0.5 * sine[1];
    const Value t3 = 0.4 * (cosine[0] * sine[1] + sine[0] * cosine[1]) + t2;
    Jx[0] = -t3;
    Jx[1] = t2 - t3;
    Jx[2] = t1;
    Jx[3] = t1 - t0;
  }
};
/// task_jacobian at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct TaskJacobianLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* Jx) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[2], Jx_lanes[4];
    gather(q_lanes, q, 2, k, valid);
    TaskJacobianBody()(sin_cos, q_lanes, Jx_lanes);
    scatter(Jx, Jx_lanes, 4, k, valid);
  }
};
}  // namespace
void task_jacobian_batch(int count, const double* q, double* Jx) {
  evaluate_batch(TaskJacobianLanes(), count, q, Jx);
}



void task_mass_matrix_batch(int count, const double* q, double* Mx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_mass_matrix(q + k * 2, Mx + k * 4);
}


void task_velocity_terms_batch(int count, const double* q, const double* qd, double* Vx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_velocity_terms(q + k * 2, qd + k * 2, Vx + k * 2);
}


void task_gravity_batch(int count, const double* q, double* Gx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_gravity(q + k * 2, Gx + k * 2);
}


void task_dynamics_batch(int count, const double* q, const double* qd, double* Mx, double* Vx, double* Gx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_dynamics(q + k * 2, qd + k * 2, Mx + k * 4, Vx + k * 2, Gx + k * 2);
}


void task_coriolis_coefficients_batch(int count, const double* q, double* Bx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_coriolis_coefficients(q + k * 2, Bx + k * 2);
}


void task_centrifugal_coefficients_batch(int count, const double* q, double* Cx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_centrifugal_coefficients(q + k * 2, Cx + k * 4);
}
}  // namespace rr_planar_numeric
