// stanford: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
// Each function's "Built from" line names its route.
// Do not edit; regenerate with the command below instead.
// Model:   stanford.yaml (SHA-256 e439f790eafc1371d6e9f23be921d73d99580aa989b3bf24d639fc91b2a582dc)
// Command: nedyn generate stanford.yaml
// The batches, NAME_batch(count, ...), of stanford.hpp: each runs NAME's body
// (as stanford.cpp has it) over vector lanes of states, or calls NAME once per
// state. A build that calls no batch leaves this file out.
#include "stanford.hpp"

#include <cmath>

// No product and sum fused into one FMA, whatever the processor (AVX-512F
// has FMA) and the compiler's default (g++'s GNU C++ fuses): each state of a
// batch keeps the single call's bits.
#if defined(__clang__)
#pragma clang fp contract(off)
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif

namespace stanford {
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
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[3], q[1], q[4], q[5]);
    const Value t0 = sine[1] * qd[0];
    const Value t1 = sine[0] * qd[1] - cosine[0] * t0;
    const Value t2 = cosine[1] * qd[0];
    const Value t3 = t2 * qd[1];
    const Value t4 = qdd[0] * sine[1] + t3;
    const Value t5 = t1 * qd[3] - (sine[0] * t4 + cosine[0] * qdd[1]);
    const Value t6 = t0 * qd[1];
    const Value t7 = qdd[3] + (qdd[0] * cosine[1] - t6);
    const Value t8 = t0 * sine[0] + cosine[0] * qd[1];
    const Value t9 = qd[3] + t2;
    const Value t10 = t0 * t2;
    const Value t11 = t9 * sine[2] + cosine[2] * t8;
    const Value t12 = 0.0003 * (sine[2] * t5 + cosine[2] * t7 - qd[4] * t11 + qdd[5]);
    const Value t13 = 0.154 * qdd[0];
    const Value t14 = 2.0 * (qd[2] * qd[1]) - (9.81 * sine[1] + cosine[1] * t13 + q[2] * (t10 - qdd[1]));
    const Value t15 = t3 + t4;
    const Value t16 = 0.154 * qd[0] * qd[0] - t15 * q[2] - 2.0 * (t0 * qd[2]);
    const Value t17 = t0 * t0 + qd[1] * qd[1];
    const Value t18 = qdd[2] - (t17 * q[2] + (sine[1] * t13 - 9.81 * cosine[1]));
    const Value t19 = 0.3733575 * t17 + 6.47 * t18;
    const Value t20 = sine[0] * t14 + cosine[0] * t16;
    const Value t21 = t8 * sine[2];
    const Value t22 = cosine[2] * t9;
    const Value t23 = t21 - t22;
    const Value t24 = 0.0003 * (qd[5] + (t22 - t21));
    const Value t25 = t23 * t11;
    const Value t26 = t8 * qd[3] + (sine[0] * qdd[1] - cosine[0] * t4);
    const Value t27 = t26 + qdd[4];
    const Value t28 = t1 + qd[4];
    const Value t29 = (t28 * cosine[3] + t11 * sine[3]) * t24;
    const Value t30 = (t28 * sine[3] - t11 * cosine[3]) * t24;
    const Value t31 = 0.1456212 * (cosine[2] * t20 - t18 * sine[2]) + (0.055188293544 * t25 + 0.055588293544 * t27) + (t29 * sine[3] - cosine[3] * t30);
    const Value t32 = 0.1456212 * (t27 + t25);
    const Value t33 = cosine[2] * t5 - sine[2] * t7 + t23 * qd[4];
    const Value t34 = t23 * t28;
    const Value t35 = 0.055188293544 * t33 + 0.055588293544 * t34 - 0.1456212 * (cosine[0] * t14 - sine[0] * t16) + (t29 * cosine[3] + t30 * sine[3]);
    const Value t36 = 0.0004 * (t28 * t11) - t12;
    const Value t37 = 0.1456212 * (t11 * t11 + t28 * t28);
    const Value t38 = cosine[2] * t36 + t35 * sine[2];
    const Value t39 = t1 * t8;
    const Value t40 = 0.00454928 * t7 - 0.00536544 * t26 + (0.00536544 * (t9 * t8) + 0.00454928 * t39) + 0.05832 * t20;
    const Value t41 = t1 * t9;
    const Value t42 = t9 * t9;
    const Value t43 = 0.00454928 * t41 - 0.00536544 * (t1 * t1 - t42) + 0.00454928 * t5 - 0.05832 * t18 + (cosine[2] * t35 - t36 * sine[2]);
    const Value t44 = 0.05832 * (t42 + t8 * t8) - 0.1456212 * (t34 + t33);
    const Value t45 = cosine[2] * t37 + t32 * sine[2] + 0.05832 * (t41 + t5);
    const Value t46 = t32 * cosine[2] - sine[2] * t37 + 0.05832 * (t39 + t7);
    const Value t47 = t31 - (0.00536544 * t39 + 0.00536544 * t7);
    const Value t48 = cosine[0] * t47 + t43 * sine[0] - 0.3733575 * t16 - (2.539805738825 * t4 + 2.555805738825 * t3) + (t46 * cosine[0] - sine[0] * t44 + (0.3733575 * t15 + 6.47 * t16)) * q[2];
    const Value t49 = 2.555805738825 * qdd[1] - 2.539805738825 * t10 - (0.3733575 * t14 + (t43 * cosine[0] - sine[0] * t47));
    const Value t50 = 6.47 * t14 - 0.3733575 * (qdd[1] - t10) + (t46 * sine[0] + cosine[0] * t44);
    const Value t51 = 0.577542888216 * qdd[0] - (cosine[1] * (t38 - t40 + 0.016 * t6) + sine[1] * t48) - 0.154 * (t50 * cosine[1] - (t45 - t19) * sine[1]);
    tau[0] = t51 + 0.953 * qdd[0];
    tau[1] = t49 + t50 * q[2] + 2.193 * qdd[1];
    tau[2] = 0.782 * qdd[2] + (t19 - t45);
    tau[3] = 0.106 * qdd[3] + (t40 - t38);
    tau[4] = 0.097 * qdd[4] + t31;
    tau[5] = 0.02 * qdd[5] + t12;
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
    Value sine[3], cosine[3];
    sin_cos(sine, cosine, q[4], q[3], q[1]);
    const Value t0 = cosine[1] * sine[0];
    const Value t1 = cosine[0] * cosine[2];
    const Value t2 = 0.1456212 * (cosine[0] * q[2]);
    const Value t3 = sine[2] * (cosine[1] * (-0.055588293544 - t2) + 0.0224256648 * sine[0]) - 0.0224256648 * (sine[1] * t1);
    const Value t4 = 0.054888293544 * (sine[0] * sine[0]);
    const Value t5 = (0.054888293544 * cosine[0] + 0.1456212 * q[2]) * sine[0];
    const Value t6 = 0.05832 * q[2];
    const Value t7 = 0.054888293544 * sine[0];
    const Value t8 = (sine[0] * (t7 - 0.0224256648 * cosine[1]) + (0.00484928 - 0.00898128 * sine[1])) * cosine[2] + (cosine[1] * (0.00536544 - t6) + t5 * sine[1]) * sine[2];
    const Value t9 = sine[1] * sine[0];
    const Value t10 = 0.05832 * sine[1];
    const Value t11 = 0.1456212 * t0;
    const Value t12 = (6.47 * q[2] + (0.2912424 * cosine[0] - 0.746715)) * q[2];
    const Value t13 = 0.057497055 - 0.00536544 * sine[1] + (0.054888293544 * t0 - 0.0224256648) * cosine[0] + q[2] * (t10 + t11 - 0.99638);
    const Value t14 = (0.00414928 - t4) * sine[1];
    const Value t15 = cosine[1] * (0.01073088 - 0.11664 * q[2]) + (0.109776587088 * cosine[0] + 0.2912424 * q[2]) * sine[0] * sine[1];
    const Value t16 = sine[2] * (cosine[2] * t15 + sine[2] * (t12 + (t14 * sine[1] + (2.590544752369 - t4)))) + ((t7 - 0.0448513296 * cosine[1]) * sine[0] + (1.688834688216 - 0.01796256 * sine[1]));
    M[0] = t16;
    M[6] = cosine[2] * t13 + (cosine[1] * (t14 - 0.00898128) + 0.0224256648 * t9) * sine[2];
    M[7] = 4.808543312369 - t4 + sine[1] * ((t4 - 0.00414928) * sine[1]) + t12;
    M[12] = (t10 + (t11 - 0.99638)) * sine[2];
    M[13] = 0.05832 * cosine[1] - 0.1456212 * t9;
    M[14] = Value() + 7.252;
    M[18] = t8;
    M[19] = (t6 - 0.00536544) * sine[1] + cosine[1] * t5;
    M[20] = Value() + 0.0;
    M[21] = 0.11084928 + t4;
    M[24] = t3;
    M[25] = (0.055588293544 + t2) * sine[1];
    M[26] = -(0.1456212 * sine[0]);
    M[27] = Value() + 0.0;
    M[28] = Value() + 0.152588293544;
    M[30] = 0.0003 * t1 - 0.0003 * (sine[0] * (sine[1] * sine[2]));
    M[31] = -(0.0003 * t0);
    M[32] = Value() + 0.0;
    M[33] = 0.0003 * cosine[0];
    M[34] = Value() + 0.0;
    M[35] = Value() + 0.0203;
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
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[1], q[3], q[4], q[5]);
    const Value t0 = sine[0] * qd[0];
    const Value t1 = t0 * sine[1] + cosine[1] * qd[1];
    const Value t2 = cosine[0] * qd[0];
    const Value t3 = qd[3] + t2;
    const Value t4 = t3 * sine[2] + cosine[2] * t1;
    const Value t5 = sine[1] * qd[1] - cosine[1] * t0;
    const Value t6 = t2 * qd[1];
    const Value t7 = t0 * t2;
    const Value t8 = t5 * qd[3] - sine[1] * t6;
    const Value t9 = t0 * qd[1];
    const Value t10 = 0.0003 * (qd[4] * t4 + (cosine[2] * t9 - t8 * sine[2]));
    const Value t11 = t6 + t6;
    const Value t12 = 0.154 * qd[0] * qd[0] - q[2] * t11 - 2.0 * (t0 * qd[2]);
    const Value t13 = t0 * t0 + qd[1] * qd[1];
    const Value t14 = 2.0 * (qd[2] * qd[1]) - q[2] * t7;
    const Value t15 = cosine[1] * t12 + t14 * sine[1];
    const Value t16 = t13 * q[2];
    const Value t17 = 0.3733575 * t13 - 6.47 * t16;
    const Value t18 = t1 * sine[2];
    const Value t19 = cosine[2] * t3;
    const Value t20 = t18 - t19;
    const Value t21 = 0.0003 * (qd[5] + (t19 - t18));
    const Value t22 = t20 * t4;
    const Value t23 = t1 * qd[3] - cosine[1] * t6;
    const Value t24 = t5 + qd[4];
    const Value t25 = (t24 * cosine[3] + t4 * sine[3]) * t21;
    const Value t26 = (t24 * sine[3] - t4 * cosine[3]) * t21;
    const Value t27 = 0.1456212 * (t16 * sine[2] + t15 * cosine[2]) + (0.055188293544 * t22 + 0.055588293544 * t23) + (t25 * sine[3] - cosine[3] * t26);
    const Value t28 = 0.1456212 * (t23 + t22);
    const Value t29 = t20 * t24;
    const Value t30 = cosine[2] * t8 + t9 * sine[2] + t20 * qd[4];
    const Value t31 = 0.055588293544 * t29 + 0.055188293544 * t30 - 0.1456212 * (cosine[1] * t14 - sine[1] * t12) + (t25 * cosine[3] + t26 * sine[3]);
    const Value t32 = t10 + 0.0004 * (t24 * t4);
    const Value t33 = 0.1456212 * (t4 * t4 + t24 * t24);
    const Value t34 = t31 * sine[2] + cosine[2] * t32;
    const Value t35 = t5 * t1;
    const Value t36 = 0.05832 * t15 + (0.00536544 * (t3 * t1) + 0.00454928 * t35 - (0.00536544 * t23 + 0.00454928 * t9));
    const Value t37 = t5 * t3;
    const Value t38 = t3 * t3;
    const Value t39 = 0.05832 * t16 + (0.00454928 * t37 - 0.00536544 * (t5 * t5 - t38) + 0.00454928 * t8) + (t31 * cosine[2] - sine[2] * t32);
    const Value t40 = 0.05832 * (t38 + t1 * t1) - 0.1456212 * (t29 + t30);
    const Value t41 = cosine[2] * t33 + t28 * sine[2] + 0.05832 * (t37 + t8);
    const Value t42 = cosine[2] * t28 - sine[2] * t33 - 0.05832 * (t9 - t35);
    const Value t43 = 0.00536544 * t9 - 0.00536544 * t35 + t27;
    const Value t44 = sine[1] * t39 + cosine[1] * t43 - 0.3733575 * t12 - (2.555805738825 * t6 + 2.539805738825 * t6) + (cosine[1] * t42 - sine[1] * t40 + (0.3733575 * t11 + 6.47 * t12)) * q[2];
    const Value t45 = cosine[1] * t40 + t42 * sine[1] + (6.47 * t14 + 0.3733575 * t7);
    const Value t46 = (0.016 * t9 + (t34 - t36)) * cosine[0] + sine[0] * t44 + 0.154 * (cosine[0] * t45 - (t41 - t17) * sine[0]);
    V[0] = -t46;
    V[1] = q[2] * t45 - (2.539805738825 * t7 + (0.3733575 * t14 + (cosine[1] * t39 - t43 * sine[1])));
    V[2] = t17 - t41;
    V[3] = t36 - t34;
    V[4] = t27;
    V[5] = -t10;
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
    Value sine[3], cosine[3];
    sin_cos(sine, cosine, q[4], q[1], q[3]);
    const Value t0 = (3.662637075 - 1.428543972 * cosine[0] - 63.4707 * q[2]) * sine[1] + cosine[1] * (0.5721192 * cosine[2] - 1.428543972 * (sine[2] * sine[0]));
    G[0] = Value() + 0.0;
    G[1] = t0;
    G[2] = 63.4707 * cosine[1];
    G[3] = -((0.5721192 * sine[2] + 1.428543972 * (cosine[2] * sine[0])) * sine[1]);
    G[4] = -(1.428543972 * (sine[2] * (cosine[0] * sine[1])) + 1.428543972 * (cosine[1] * sine[0]));
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
    Value sine[3], cosine[3];
    sin_cos(sine, cosine, q[4], q[3], q[1]);
    const Value t0 = 0.0003 * sine[0];
    const Value t1 = -t0;
    const Value t2 = cosine[1] * cosine[0];
    const Value t3 = 0.0003 * t2;
    const Value t4 = 0.2912424 * (t2 * sine[2]);
    const Value t5 = -t3;
    const Value t6 = sine[1] * sine[0];
    const Value t7 = 0.0003 * t6;
    const Value t8 = cosine[0] * sine[2];
    const Value t9 = sine[1] * t8;
    const Value t10 = 0.0003 * t8 + 0.0003 * (cosine[2] * sine[1] * sine[0]);
    const Value t11 = 0.0003 * t9 + 0.0003 * (cosine[2] * sine[0]);
    const Value t12 = 0.109776587088 * (t9 * sine[0]);
    const Value t13 = -t11;
    const Value t14 = 0.0003 * (cosine[1] * sine[2] * sine[0]);
    const Value t15 = -t14;
    const Value t16 = -t10;
    const Value t17 = sine[0] * sine[0];
    const Value t18 = 0.109776587088 * t17;
    const Value t19 = 0.0007 + t18;
    const Value t20 = 0.2912424 * (cosine[0] * sine[1]);
    const Value t21 = 0.109776587088 * (sine[0] * (cosine[0] * cosine[2]));
    const Value t22 = 0.2912424 * (cosine[0] * q[2]);
    const Value t23 = -0.0007 - t18;
    const Value t24 = cosine[1] * t23;
    const Value t25 = 0.11664 * sine[1];
    const Value t26 = cosine[1] * sine[0];
    const Value t27 = 0.2912424 * t26;
    const Value t28 = (0.0448513296 - 0.109776587088 * t26) * sine[1] * sine[2] * cosine[0] + (0.0448513296 * sine[0] + t24) * cosine[2];
    const Value t29 = t25 + t27;
    const Value t30 = 0.2912424 * t6;
    const Value t31 = 0.11664 * cosine[1];
    const Value t32 = t30 - t31;
    const Value t33 = 0.2912424 * q[2];
    const Value t34 = (0.109776587088 * cosine[0] + t33) * sine[0];
    const Value t35 = ((cosine[2] * (0.109776587088 + t22 - 0.219553174176 * t17) - t12) * sine[1] - t34 * sine[2]) * sine[2];
    const Value t36 = t34 * sine[1];
    const Value t37 = 0.11664 * q[2];
    const Value t38 = cosine[1] * (0.01073088 - t37) + t36;
    const Value t39 = t37 - 0.01073088;
    const Value t40 = sine[1] * (0.00829856 - t18);
    const Value t41 = 0.0448513296 * t6 - 0.01796256 * cosine[1] + (cosine[1] * (sine[2] * t40) + cosine[2] * (t39 * sine[1] + cosine[1] * t34)) * sine[2];
    const Value t42 = sine[1] * t40;
    const Value t43 = 0.110476587088 + t22 - t18;
    const Value t44 = (t18 - 0.00829856) * sine[1];
    const Value t45 = 12.94 * q[2];
    const Value t46 = t45 + (0.2912424 * cosine[0] - 0.746715);
    const Value t47 = 0.109776587088 * sine[0];
    const Value t48 = 0.0448513296 * cosine[1];
    const Value t49 = t47 - t48;
    const Value t50 = (0.110476587088 - t18) * sine[1] * sine[2] + cosine[0] * (0.2912424 * (q[2] * (sine[1] * sine[2])) + cosine[2] * t49);
    const Value t51 = cosine[1] * (0.23328 * q[2] - 0.02146176) - sine[1] * (sine[0] * (0.5824848 * q[2] + 0.219553174176 * cosine[0]));
    const Value t52 = t51 * sine[2] + cosine[2] * (q[2] * (0.5824848 * cosine[0] - 1.49343 + t45) + (5.181089504738 - t18 + t42));
    B[0] = t52 * sine[2] + t38;
    B[1] = (sine[2] * t46 + cosine[2] * t32) * sine[2];
    B[2] = t41;
    B[3] = cosine[0] * t49 + t35;
    B[4] = Value() + 0.0;
    B[5] = cosine[2] * (t25 + (t27 - 1.99276));
    B[6] = (sine[1] * (0.01796256 + t44) + ((t48 - t47) * sine[0] - 0.0007)) * sine[2];
    B[7] = t28;
    B[8] = t16;
    B[9] = Value() + 0.0;
    B[10] = Value() + 0.0;
    B[11] = Value() + 0.0;
    B[12] = t50;
    B[13] = t15;
    B[14] = t13;
    B[15] = Value() + 0.0;
    B[16] = Value() + 0.0;
    B[17] = (0.00899856 + sine[1] * t44) * sine[2] + (cosine[1] * t39 - t36) * cosine[2];
    B[18] = cosine[1] * (t43 * cosine[2] - t12);
    B[19] = t10;
    B[20] = t46;
    B[21] = cosine[1] * t44;
    B[22] = ((0.109776587088 * (sine[1] * sine[1]) - 0.109776587088) * cosine[0] - t33) * sine[0];
    B[23] = Value() + 0.0;
    B[24] = Value() + 0.0;
    B[25] = Value() + 0.0;
    B[26] = Value() + 0.0;
    B[27] = t43 * cosine[1];
    B[28] = t7;
    B[29] = t5;
    B[30] = Value() + 0.0;
    B[31] = Value() + 0.0;
    B[32] = sine[2] * (t31 - t30);
    B[33] = t4;
    B[34] = Value() + 0.0;
    B[35] = Value() + 0.0;
    B[36] = -t29;
    B[37] = -t20;
    B[38] = Value() + 0.0;
    B[39] = Value() + 0.0;
    B[40] = Value() + 0.0;
    B[41] = Value() + 0.0;
    B[42] = Value() + 0.0;
    B[43] = Value() + 0.0;
    B[44] = Value() + 0.0;
    B[45] = sine[2] * (t42 - 0.00899856) + cosine[2] * t38;
    B[46] = t32 * sine[2];
    B[47] = Value() + 0.0;
    B[48] = t21 + sine[1] * t23 * sine[2];
    B[49] = t14;
    B[50] = t29;
    B[51] = Value() + 0.0;
    B[52] = t24;
    B[53] = -t7;
    B[54] = Value() + 0.0;
    B[55] = Value() + 0.0;
    B[56] = Value() + 0.0;
    B[57] = 0.109776587088 * (cosine[0] * sine[0]);
    B[58] = Value() + 0.0;
    B[59] = t1;
    B[60] = cosine[1] * (cosine[2] * (-0.110476587088 - t22 + t18) + t12);
    B[61] = -t4;
    B[62] = t19 * sine[1] * sine[2] - t21;
    B[63] = Value() + 0.0;
    B[64] = t11;
    B[65] = t20;
    B[66] = cosine[1] * t19;
    B[67] = Value() + 0.0;
    B[68] = t3;
    B[69] = Value() + 0.0;
    B[70] = Value() + 0.0;
    B[71] = Value() + 0.0;
    B[72] = Value() + 0.0;
    B[73] = t0;
    B[74] = Value() + 0.0;
    B[75] = t16;
    B[76] = Value() + 0.0;
    B[77] = t15;
    B[78] = t13;
    B[79] = Value() + 0.0;
    B[80] = Value() + 0.0;
    B[81] = t7;
    B[82] = t5;
    B[83] = Value() + 0.0;
    B[84] = Value() + 0.0;
    B[85] = Value() + 0.0;
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
    Value sine[3], cosine[3];
    sin_cos(sine, cosine, q[4], q[3], q[1]);
    const Value t0 = 0.1456212 * q[2];
    const Value t1 = sine[0] * sine[0];
    const Value t2 = 0.054888293544 * (sine[1] * (cosine[0] * sine[2]) * sine[0]) + (-0.054888293544 - 0.1456212 * (cosine[0] * q[2]) + 0.109776587088 * t1) * cosine[2];
    const Value t3 = 0.054888293544 * t1;
    const Value t4 = (0.054888293544 * cosine[0] + t0) * sine[0];
    const Value t5 = cosine[0] * (0.0224256648 * cosine[1] - 0.054888293544 * sine[0]) + (t2 * sine[1] + t4 * sine[2]) * sine[2];
    const Value t6 = (0.00414928 - t3) * sine[1];
    const Value t7 = cosine[1] * t4;
    const Value t8 = 0.05832 * q[2];
    const Value t9 = (t3 - 0.00414928) * sine[1];
    const Value t10 = 0.00898128 * cosine[1];
    const Value t11 = sine[1] * sine[0];
    const Value t12 = 0.0224256648 * t11;
    const Value t13 = sine[2] * (cosine[1] * (sine[2] * t9) + cosine[2] * (sine[1] * (0.00536544 - t8) - t7)) + (t10 - t12);
    const Value t14 = t8 - 0.00536544;
    const Value t15 = t14 * cosine[1] - t4 * sine[1];
    const Value t16 = 0.1456212 * cosine[0];
    const Value t17 = 6.47 * q[2];
    const Value t18 = 0.3733575 - t16 - t17;
    const Value t19 = cosine[1] * (0.01073088 - 0.11664 * q[2]) + (0.109776587088 * cosine[0] + 0.2912424 * q[2]) * sine[0] * sine[1];
    const Value t20 = cosine[2] * (q[2] * (0.746715 - 0.2912424 * cosine[0] - t17) + (t3 - 2.590544752369 + sine[1] * t9)) + sine[2] * t19;
    const Value t21 = cosine[1] * sine[0];
    const Value t22 = sine[2] * (0.0224256648 * cosine[0] + 0.1456212 * (t21 * q[2])) + 0.0224256648 * (cosine[2] * sine[1] * sine[0]);
    const Value t23 = 0.00536544 * sine[1] - 0.057497055 + cosine[0] * (0.0224256648 - 0.054888293544 * t21) + (0.99638 - (0.05832 * sine[1] + 0.1456212 * t21)) * q[2];
    C[0] = Value() + 0.0;
    C[1] = (cosine[1] * (t6 - 0.00898128) + t12) * cosine[2] + sine[2] * t23;
    C[2] = Value() + 0.0;
    C[3] = sine[2] * (t14 * sine[1] + t7) + (t12 - t10) * cosine[2];
    C[4] = t22;
    C[5] = Value() + 0.0;
    C[6] = t15 + sine[2] * t20;
    C[7] = Value() + 0.0;
    C[8] = Value() + 0.0;
    C[9] = t15;
    C[10] = -(0.1456212 * (t11 * q[2]));
    C[11] = Value() + 0.0;
    C[12] = ((0.05832 * cosine[1] - 0.1456212 * t11) * cosine[2] + sine[2] * t18) * sine[2];
    C[13] = t18;
    C[14] = Value() + 0.0;
    C[15] = Value() + 0.0;
    C[16] = -t16;
    C[17] = Value() + 0.0;
    C[18] = t13;
    C[19] = cosine[1] * t6;
    C[20] = Value() + 0.0;
    C[21] = Value() + 0.0;
    C[22] = Value() + 0.0;
    C[23] = Value() + 0.0;
    C[24] = t5;
    C[25] = ((0.054888293544 - 0.054888293544 * (sine[1] * sine[1])) * cosine[0] + t0) * sine[0];
    C[26] = Value() + 0.0;
    C[27] = -(0.054888293544 * (cosine[0] * sine[0]));
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
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[1], q[3], q[4], q[5]);
    const Value t0 = sine[0] * qd[0];
    const Value t1 = t0 * sine[1] + cosine[1] * qd[1];
    const Value t2 = t1 * sine[2];
    const Value t3 = cosine[0] * qd[0];
    const Value t4 = qd[3] + t3;
    const Value t5 = cosine[2] * t4;
    const Value t6 = t2 - t5;
    const Value t7 = 0.0003 * (qd[5] + (t5 - t2));
    const Value t8 = sine[1] * qd[1] - cosine[1] * t0;
    const Value t9 = t8 + qd[4];
    const Value t10 = t6 * t9;
    const Value t11 = t3 * qd[1];
    const Value t12 = t0 * t3;
    const Value t13 = t8 * qd[3] - sine[1] * t11;
    const Value t14 = t0 * qd[1];
    const Value t15 = cosine[2] * t13 + t14 * sine[2] + t6 * qd[4];
    const Value t16 = 2.0 * (qd[2] * qd[1]) - (q[2] * t12 + 9.81 * sine[0]);
    const Value t17 = t11 + t11;
    const Value t18 = 0.154 * qd[0] * qd[0] - q[2] * t17 - 2.0 * (t0 * qd[2]);
    const Value t19 = t0 * t0 + qd[1] * qd[1];
    const Value t20 = t4 * sine[2] + cosine[2] * t1;
    const Value t21 = t6 * t20;
    const Value t22 = (t9 * cosine[3] + t20 * sine[3]) * t7;
    const Value t23 = (t9 * sine[3] - t20 * cosine[3]) * t7;
    const Value t24 = 0.055588293544 * t10 + 0.055188293544 * t15 - 0.1456212 * (cosine[1] * t16 - sine[1] * t18) + (t22 * cosine[3] + t23 * sine[3]);
    const Value t25 = 0.0003 * (qd[4] * t20 + (cosine[2] * t14 - t13 * sine[2]));
    const Value t26 = t25 + 0.0004 * (t9 * t20);
    const Value t27 = 0.1456212 * (t20 * t20 + t9 * t9);
    const Value t28 = tau[5] + t25;
    const Value t29 = t4 * t4;
    const Value t30 = 0.05832 * (t29 + t1 * t1) - 0.1456212 * (t10 + t15);
    const Value t31 = t8 * t4;
    const Value t32 = 9.81 * cosine[0] - t19 * q[2];
    const Value t33 = 0.00454928 * t31 - 0.00536544 * (t8 * t8 - t29) + 0.00454928 * t13 - 0.05832 * t32 + (cosine[2] * t24 - sine[2] * t26);
    const Value t34 = cosine[2] * t26 + sine[2] * t24;
    const Value t35 = t8 * t1;
    const Value t36 = 0.3733575 * t19 + 6.47 * t32;
    const Value t37 = cosine[1] * t18 + sine[1] * t16;
    const Value t38 = t1 * qd[3] - cosine[1] * t11;
    const Value t39 = 0.1456212 * (cosine[2] * t37 - t32 * sine[2]) + (0.055188293544 * t21 + 0.055588293544 * t38) + (t22 * sine[3] - cosine[3] * t23);
    const Value t40 = 0.00536544 * (t4 * t1) + 0.00454928 * t35 - (0.00536544 * t38 + 0.00454928 * t14) + 0.05832 * t37;
    const Value t41 = 0.1456212 * (t38 + t21);
    const Value t42 = cosine[2] * t27 + t41 * sine[2] + 0.05832 * (t31 + t13);
    const Value t43 = cosine[2] * t41 - sine[2] * t27 - 0.05832 * (t14 - t35);
    const Value t44 = 0.00536544 * t14 - 0.00536544 * t35 + t39;
    const Value t45 = sine[1] * t33 + cosine[1] * t44 - 0.3733575 * t18 - (2.555805738825 * t11 + 2.539805738825 * t11) + (cosine[1] * t43 - sine[1] * t30 + (0.3733575 * t17 + 6.47 * t18)) * q[2];
    const Value t46 = cosine[1] * t30 + t43 * sine[1] + (6.47 * t16 + 0.3733575 * t12);
    const Value t47 = (0.016 * t14 + (t34 - t40)) * cosine[0] + t45 * sine[0] + 0.154 * (t46 * cosine[0] - sine[0] * (t42 - t36));
    const Value t48 = tau[4] - t39;
    const Value t49 = cosine[1] * sine[2];
    const Value t50 = 0.014778325123152709 * t49;
    const Value t51 = t28 * t50 + (tau[1] - (t46 * q[2] - (cosine[1] * t33 - sine[1] * t44 + 0.3733575 * t16 + 2.539805738825 * t12)));
    const Value t52 = 0.1456212 * (cosine[2] * q[2]);
    const Value t53 = (0.055588293544 + t52) * sine[1];
    const Value t54 = 6.553582694806416 * t53;
    const Value t55 = 0.014778325123152709 * cosine[2];
    const Value t56 = tau[3] - (t40 - t34) - t28 * t55;
    const Value t57 = 0.0003 * t49;
    const Value t58 = (0.054888293544 * cosine[2] + 0.1456212 * q[2]) * sine[2];
    const Value t59 = 0.05832 * q[2];
    const Value t60 = t55 * t57 + ((t59 - 0.00536544) * sine[1] + cosine[1] * t58);
    const Value t61 = 0.054888293544 * (sine[2] * sine[2]);
    const Value t62 = 1.0 / (0.11084928 + t61 - t55 * (0.0003 * cosine[2]));
    const Value t63 = t60 * t62;
    const Value t64 = 0.9543405763169441 * sine[2];
    const Value t65 = t64 * t48 + (tau[2] - (t36 - t42));
    const Value t66 = sine[1] * sine[2];
    const Value t67 = t64 * t53 + (0.05832 * cosine[1] - 0.1456212 * t66);
    const Value t68 = 1.0 / (7.252 - t64 * (0.1456212 * sine[2]));
    const Value t69 = t67 * t68;
    const Value t70 = t51 - t54 * t48 - t56 * t63 - t69 * t65;
    const Value t71 = (6.47 * q[2] + (0.2912424 * cosine[2] - 0.746715)) * q[2];
    const Value t72 = 4.808543312369 - t61 + sine[1] * ((t61 - 0.00414928) * sine[1]) + t71 - t50 * t57 - t53 * t54 - t60 * t63;
    const Value t73 = 1.0 / (t72 - t69 * t67);
    const Value t74 = 0.054888293544 * sine[2];
    const Value t75 = (sine[2] * (t74 - 0.0224256648 * cosine[1]) + (0.00484928 - 0.00898128 * sine[1])) * cosine[0] + (cosine[1] * (0.00536544 - t59) + t58 * sine[1]) * sine[0];
    const Value t76 = cosine[2] * cosine[0];
    const Value t77 = sine[0] * (cosine[1] * (-0.055588293544 - t52) + 0.0224256648 * sine[2]) - 0.0224256648 * (sine[1] * t76);
    const Value t78 = 0.0003 * t76 - 0.0003 * (sine[2] * (sine[1] * sine[0]));
    const Value t79 = t75 - t78 * t55;
    const Value t80 = 0.05832 * sine[1];
    const Value t81 = 0.1456212 * t49;
    const Value t82 = 0.057497055 - 0.00536544 * sine[1] + (0.054888293544 * t49 - 0.0224256648) * cosine[2] + q[2] * (t80 + t81 - 0.99638);
    const Value t83 = (t80 + (t81 - 0.99638)) * sine[0] + t64 * t77;
    const Value t84 = (0.00414928 - t61) * sine[1];
    const Value t85 = t78 * t50 + (cosine[0] * t82 + (cosine[1] * (t84 - 0.00898128) + 0.0224256648 * t66) * sine[0]) - t54 * t77;
    const Value t86 = t85 - t79 * t63 - t69 * t83;
    const Value t87 = t73 * t86;
    const Value t88 = 49.26108374384236 * t78;
    const Value t89 = 6.553582694806416 * t77;
    const Value t90 = t79 * t62;
    const Value t91 = t68 * t83;
    const Value t92 = cosine[1] * (0.01073088 - 0.11664 * q[2]) + (0.109776587088 * cosine[2] + 0.2912424 * q[2]) * sine[2] * sine[1];
    const Value t93 = sine[0] * (cosine[0] * t92 + sine[0] * (t71 + (t84 * sine[1] + (2.590544752369 - t61)))) + ((t74 - 0.0448513296 * cosine[1]) * sine[2] + (1.688834688216 - 0.01796256 * sine[1]));
    const Value t94 = (tau[0] + t47 - t28 * t88 - t89 * t48 - t90 * t56 - t91 * t65 - t70 * t87) * (1.0 / (t93 - t78 * t88 - t89 * t77 - t90 * t79 - t91 * t83 - t87 * t86));
    const Value t95 = t70 * t73 - t94 * t87;
    const Value t96 = t56 * t62 - t95 * t63 - t90 * t94;
    const Value t97 = t65 * t68 - t69 * t95 - t91 * t94;
    qdd[0] = t94;
    qdd[1] = t95;
    qdd[2] = t97;
    qdd[3] = t96;
    qdd[4] = t64 * t97 + 6.553582694806416 * t48 - t54 * t95 - t94 * t89;
    qdd[5] = 49.26108374384236 * t28 - t96 * t55 + t95 * t50 - t94 * t88;
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


// Built from: Christoffel symbols of the mass-matrix program.
namespace {
struct CoriolisMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* Cc) const {
    Value sine[3], cosine[3];
    sin_cos(sine, cosine, q[4], q[3], q[1]);
    const Value t0 = 0.0003 * cosine[0];
    const Value t1 = 0.0003 * sine[0];
    const Value t2 = sine[2] * (t0 * sine[1]) + t1 * cosine[2];
    const Value t3 = cosine[1] * t0;
    const Value t4 = 0.5 * (t1 * qd[3] + (t3 * qd[1] + t2 * qd[0]));
    const Value t5 = t1 * sine[1];
    const Value t6 = t5 * qd[1];
    const Value t7 = cosine[1] * t1 * sine[2];
    const Value t8 = t7 * qd[0];
    const Value t9 = t1 * qd[4];
    const Value t10 = t0 * sine[2] + cosine[2] * t5;
    const Value t11 = t10 * qd[0];
    const Value t12 = qd[3] * t5;
    const Value t13 = qd[5] * t5;
    const Value t14 = t3 * qd[4];
    const Value t15 = qd[5] * t3;
    const Value t16 = -(0.5 * (t2 * qd[4] + (t7 * qd[3] + t10 * qd[1])));
    const Value t17 = qd[5] * t2;
    const Value t18 = qd[5] * t7;
    const Value t19 = t10 * qd[5];
    const Value t20 = 0.055188293544 * cosine[0];
    const Value t21 = 0.055188293544 * sine[0];
    const Value t22 = t21 * cosine[0];
    const Value t23 = t21 * sine[0];
    const Value t24 = t20 * sine[0] + t22;
    const Value t25 = cosine[0] * t20;
    const Value t26 = t0 * sine[0];
    const Value t27 = cosine[0] * t0;
    const Value t28 = t26 - t22;
    const Value t29 = t26 + t1 * cosine[0];
    const Value t30 = t24 - t29;
    const Value t31 = t29 - t24;
    const Value t32 = cosine[2] * t30;
    const Value t33 = t1 * sine[0];
    const Value t34 = qd[5] * t1;
    const Value t35 = t27 - t33 - (t25 - t23);
    const Value t36 = 0.00454928 + (t33 + t25);
    const Value t37 = 0.00454928 + (t23 + t27);
    const Value t38 = t35 * sine[1];
    const Value t39 = cosine[1] * t35;
    const Value t40 = 0.1456212 * cosine[0];
    const Value t41 = t40 * sine[1];
    const Value t42 = t41 * q[2];
    const Value t43 = t40 * cosine[1];
    const Value t44 = 0.154 * (cosine[2] * t43);
    const Value t45 = t32 - (t38 - t42) * sine[2] - t44;
    const Value t46 = t42 - t38;
    const Value t47 = 0.055588293544 * sine[1];
    const Value t48 = (t47 + t42) * sine[2] - t44;
    const Value t49 = t48 - t45;
    const Value t50 = t43 * q[2];
    const Value t51 = t50 - t39;
    const Value t52 = 0.055588293544 * cosine[1];
    const Value t53 = t52 + t50;
    const Value t54 = t53 - t51;
    const Value t55 = t41 + t41;
    const Value t56 = t55 * qd[1];
    const Value t57 = t43 * sine[2];
    const Value t58 = t57 + t57;
    const Value t59 = qd[0] * t58;
    const Value t60 = sine[1] * t31;
    const Value t61 = 0.1456212 * sine[0];
    const Value t62 = 0.154 * (t61 * cosine[2] + t41 * sine[2]);
    const Value t63 = t62 - (cosine[2] * (t39 - t50) - sine[2] * (t60 * cosine[1]));
    const Value t64 = t62 - t53 * cosine[2];
    const Value t65 = t64 - t63;
    const Value t66 = 2.0 * (t61 * q[2]);
    const Value t67 = (t46 * cosine[2] + (t60 * sine[1] - t66) * sine[2]) * sine[2] + (t46 * sine[2] + t32) * cosine[2] - 0.308 * t43;
    const Value t68 = cosine[1] * (cosine[1] * t31) - t66;
    const Value t69 = t45 - t48;
    const Value t70 = t48 + t45;
    const Value t71 = t51 - t53;
    const Value t72 = t53 + t51;
    const Value t73 = t61 * cosine[1];
    const Value t74 = t61 * sine[1];
    const Value t75 = 0.05832 * sine[1] + t73;
    const Value t76 = t75 + t75;
    const Value t77 = t76 * qd[1];
    const Value t78 = 0.05832 * cosine[1];
    const Value t79 = t78 - t74;
    const Value t80 = t74 - t78;
    const Value t81 = t79 * sine[2];
    const Value t82 = t81 + t81;
    const Value t83 = t82 * qd[0];
    const Value t84 = t28 * sine[1];
    const Value t85 = cosine[1] * t28 + 0.00536544 * sine[1];
    const Value t86 = 0.00536544 * cosine[1];
    const Value t87 = t86 - t84;
    const Value t88 = t79 * q[2];
    const Value t89 = cosine[1] * t36;
    const Value t90 = t36 * sine[1];
    const Value t91 = sine[1] * t90;
    const Value t92 = cosine[1] * t90;
    const Value t93 = cosine[1] * t52;
    const Value t94 = t52 * sine[1];
    const Value t95 = 0.154 * (t75 * sine[2]);
    const Value t96 = t95 - ((t87 - t88) * cosine[2] + (t93 - sine[1] * t47 - (cosine[1] * t89 - t91)) * sine[2]);
    const Value t97 = sine[1] * t89 + t92;
    const Value t98 = cosine[1] * t47 + t94;
    const Value t99 = t80 * q[2];
    const Value t100 = t37 * sine[2];
    const Value t101 = t95 - ((t84 - t86 - t99) * cosine[2] + t100);
    const Value t102 = t99 + t87;
    const Value t103 = t101 - t96;
    const Value t104 = t98 - t97;
    const Value t105 = t75 * q[2];
    const Value t106 = t75 * cosine[2] - 0.99638 * cosine[2];
    const Value t107 = t106 + t106;
    const Value t108 = t105 - t85;
    const Value t109 = (cosine[2] * t108 + (t97 - t98) * sine[2]) * sine[2] + cosine[2] * (sine[2] * t108) - 0.308 * t79;
    const Value t110 = (t85 - t105) * sine[2];
    const Value t111 = 0.3733575 - t40;
    const Value t112 = 2.539805738825 + (6.47 * (q[2] * q[2]) - 2.0 * (t111 * q[2]) + (t91 + t93));
    const Value t113 = 6.47 * (q[2] + q[2]) - 2.0 * t111;
    const Value t114 = cosine[2] * t80;
    const Value t115 = (t114 + t113 * sine[2]) * sine[2] + t80 * sine[2] * cosine[2];
    const Value t116 = t63 - t64;
    const Value t117 = t64 + t63;
    const Value t118 = 0.5 * (t67 * qd[0] + t117 * qd[1] + qd[3] * t70 - t17) + qd[4] * (0.154 * (t40 * sine[2] + cosine[2] * t74) + q[2] * t73 * sine[2]);
    const Value t119 = t96 - t101;
    const Value t120 = t96 + t101;
    const Value t121 = 0.5 * (qd[4] * t70 + (t109 * qd[0] + t120 * qd[1]) - t18) - (0.154 * (cosine[2] * t79) + t110) * qd[3];
    const Value t122 = cosine[2] * t102;
    const Value t123 = sine[2] * t102;
    const Value t124 = cosine[2] * (t122 - t100) - (t37 * cosine[2] + t123) * sine[2] + (cosine[2] * (t112 * sine[2] + t122) + (t112 * cosine[2] - t123) * sine[2]);
    const Value t125 = (0.154 * (sine[2] * (6.47 * q[2] - t111) + t114) - (cosine[2] * (t94 - t92) - t110)) * qd[1] + 0.5 * (qd[4] * t117 + (t124 * qd[0] + t107 * qd[2] + t120 * qd[3]) - t19);
    Cc[0] = 0.5 * (t109 * qd[3] + (t124 * qd[1] + t115 * qd[2]) + t67 * qd[4]);
    Cc[1] = t125;
    Cc[2] = 0.5 * (t107 * qd[1] + t115 * qd[0]);
    Cc[3] = t121;
    Cc[4] = t118;
    Cc[5] = t16;
    Cc[6] = 0.5 * (t19 + (t119 * qd[3] + qd[4] * t116)) - 0.5 * t124 * qd[0];
    Cc[7] = 0.5 * (t113 * qd[2] + t104 * qd[3] + qd[4] * t68);
    Cc[8] = 0.5 * (t113 * qd[1]);
    Cc[9] = (t88 - t87) * qd[3] + 0.5 * (t13 + (qd[4] * t72 + (t119 * qd[0] + t104 * qd[1])));
    Cc[10] = 0.5 * (qd[3] * t72 + (t68 * qd[1] + qd[0] * t116) - t15) - qd[4] * (t74 * q[2]);
    Cc[11] = 0.5 * (t12 + t11 - t14);
    Cc[12] = 0.5 * (t82 * qd[3] + qd[4] * t58) - 0.5 * t115 * qd[0];
    Cc[13] = -(0.5 * (qd[4] * t55 + qd[3] * t76) + 0.5 * t113 * qd[1]);
    Cc[14] = Value() + 0.0;
    Cc[15] = 0.5 * (t83 - t77);
    Cc[16] = 0.5 * (t59 - t56) - t40 * qd[4];
    Cc[17] = Value() + 0.0;
    Cc[18] = 0.5 * (t18 + (t103 * qd[1] - t82 * qd[2] + qd[4] * t69)) - qd[0] * (0.5 * t109);
    Cc[19] = 0.5 * (t76 * qd[2] + t103 * qd[0] + t71 * qd[4] - t13) - 0.5 * t104 * qd[1];
    Cc[20] = 0.5 * (t77 - t83);
    Cc[21] = 0.5 * (qd[4] * t30);
    Cc[22] = 0.5 * (t30 * qd[3] + (t69 * qd[0] + t71 * qd[1]) - t34);
    Cc[23] = 0.5 * (t8 - t6 - t9);
    Cc[24] = 0.5 * (t17 + (t49 * qd[3] + (t65 * qd[1] - t58 * qd[2]))) - 0.5 * t67 * qd[0];
    Cc[25] = 0.5 * (qd[0] * t65 + t55 * qd[2] + t54 * qd[3] + t15) - 0.5 * t68 * qd[1];
    Cc[26] = 0.5 * (t56 - t59);
    Cc[27] = 0.5 * (t49 * qd[0] + t54 * qd[1] + t34) - 0.5 * t30 * qd[3];
    Cc[28] = Value() + 0.0;
    Cc[29] = t4;
    Cc[30] = t16;
    Cc[31] = 0.5 * (t12 - t11 - t14);
    Cc[32] = Value() + 0.0;
    Cc[33] = 0.5 * (t6 - t8 - t9);
    Cc[34] = -t4;
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
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[3], q[1], q[4], q[5], q[0]);
    const Value t0 = sine[0] * sine[1];
    const Value t1 = sine[2] * t0;
    const Value t2 = cosine[2] * t0 + cosine[1] * sine[2];
    const Value t3 = cosine[2] * cosine[1];
    const Value t4 = cosine[0] * sine[1];
    const Value t5 = sine[4] * sine[1];
    const Value t6 = cosine[1] * sine[4];
    const Value t7 = t6 * sine[0] - cosine[0] * cosine[4];
    const Value t8 = t6 * cosine[0] + sine[0] * cosine[4];
    const Value t9 = cosine[2] * t5 + t7 * sine[2];
    const Value t10 = cosine[2] * t7 - t5 * sine[2];
    const Value t11 = cosine[1] * cosine[4];
    const Value t12 = cosine[0] * sine[4] + t11 * sine[0];
    const Value t13 = t11 * cosine[0] - sine[0] * sine[4];
    const Value t14 = sine[1] * cosine[4];
    const Value t15 = t12 * sine[2] + cosine[2] * t14;
    const Value t16 = t12 * cosine[2] - t14 * sine[2];
    T[0] = t13 * sine[3] + cosine[3] * t16;
    T[1] = cosine[3] * t13 - sine[3] * t16;
    T[2] = t15;
    T[3] = 0.263 * t15 + (q[2] * t14 - 0.154 * sine[4]);
    T[4] = cosine[3] * t10 + t8 * sine[3];
    T[5] = t8 * cosine[3] - t10 * sine[3];
    T[6] = t9;
    T[7] = t5 * q[2] + 0.154 * cosine[4] + 0.263 * t9;
    T[8] = -(t4 * sine[3] + t2 * cosine[3]);
    T[9] = t2 * sine[3] - t4 * cosine[3];
    T[10] = t3 - t1;
    T[11] = 0.412 + cosine[1] * q[2] - 0.263 * (t1 - t3);
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
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[4], q[1], q[3], q[0]);
    const Value t0 = cosine[0] * cosine[1];
    const Value t1 = sine[0] * (sine[2] * sine[1]);
    const Value t2 = cosine[2] * sine[1];
    const Value t3 = cosine[1] * sine[3];
    const Value t4 = sine[3] * sine[1];
    const Value t5 = cosine[0] * t4 + (t3 * sine[2] - cosine[2] * cosine[3]) * sine[0];
    const Value t6 = t3 * cosine[2] + sine[2] * cosine[3];
    const Value t7 = cosine[1] * cosine[3];
    const Value t8 = sine[1] * cosine[3];
    const Value t9 = (cosine[2] * sine[3] + t7 * sine[2]) * sine[0] + cosine[0] * t8;
    const Value t10 = t7 * cosine[2] - sine[2] * sine[3];
    const Value t11 = 0.154 * cosine[3];
    const Value t12 = t4 * q[2] + t11;
    const Value t13 = t12 + 0.263 * t5;
    const Value t14 = t13 - t12;
    const Value t15 = 0.154 * sine[3];
    const Value t16 = q[2] * t8 - t15;
    const Value t17 = 0.263 * t9 + t16;
    const Value t18 = t17 - t16;
    const Value t19 = 0.412 + cosine[1] * q[2];
    const Value t20 = t19 - 0.263 * (t1 - t0);
    const Value t21 = t20 - t19;
    const Value t22 = t20 - 0.412;
    J[0] = -t13;
    J[1] = cosine[3] * t22;
    J[2] = t8;
    J[3] = t4 * t21 - cosine[1] * t14;
    J[4] = t6 * t21 + t2 * t14;
    J[5] = Value() + 0.0;
    J[6] = t17;
    J[7] = sine[3] * t22;
    J[8] = t4;
    J[9] = cosine[1] * t18 - t8 * t21;
    J[10] = -(t2 * t18 + t10 * t21);
    J[11] = Value() + 0.0;
    J[12] = Value() + 0.0;
    J[13] = -(cosine[3] * (t15 + t17) + (t13 - t11) * sine[3]);
    J[14] = cosine[1];
    J[15] = t8 * t14 - t4 * t18;
    J[16] = t10 * t14 - t6 * t18;
    J[17] = Value() + 0.0;
    J[18] = Value() + 0.0;
    J[19] = -sine[3];
    J[20] = Value() + 0.0;
    J[21] = t8;
    J[22] = t10;
    J[23] = t9;
    J[24] = Value() + 0.0;
    J[25] = cosine[3];
    J[26] = Value() + 0.0;
    J[27] = t4;
    J[28] = t6;
    J[29] = t5;
    J[30] = Value() + 1.0;
    J[31] = Value() + 0.0;
    J[32] = Value() + 0.0;
    J[33] = cosine[1];
    J[34] = -t2;
    J[35] = t0 - t1;
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
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[1], q[0], q[3], q[4]);
    const Value t0 = cosine[0] * cosine[1];
    const Value t1 = t0 * cosine[2] - sine[2] * sine[1];
    const Value t2 = sine[0] * cosine[1];
    const Value t3 = (cosine[2] * sine[1] + t0 * sine[2]) * sine[3] + cosine[3] * t2;
    const Value t4 = sine[1] * qd[1];
    const Value t5 = t2 * qd[3] - t4;
    const Value t6 = qd[4] * t1 + t5;
    const Value t7 = cosine[0] * sine[1];
    const Value t8 = sine[1] * sine[0];
    const Value t9 = cosine[3] * t8 + (t7 * sine[2] - cosine[2] * cosine[1]) * sine[3];
    const Value t10 = t7 * cosine[2] + sine[2] * cosine[1];
    const Value t11 = cosine[1] * qd[1];
    const Value t12 = t11 + t8 * qd[3];
    const Value t13 = qd[4] * t10 + t12;
    const Value t14 = t8 * t4 + t11 * t2;
    const Value t15 = qd[4] * (t5 * t10 - t1 * t12) - t14 * qd[3];
    const Value t16 = cosine[0] * qd[3] + qd[0];
    const Value t17 = cosine[2] * sine[0];
    const Value t18 = t16 - t17 * qd[4];
    const Value t19 = cosine[3] * cosine[0];
    const Value t20 = sine[3] * (sine[2] * sine[0]);
    const Value t21 = t19 - t20;
    const Value t22 = cosine[0] * t4 + t2 * qd[0];
    const Value t23 = sine[1] * qd[0] * qd[1];
    const Value t24 = (t17 * t5 + t16 * t1) * qd[4] + (qd[3] * t22 - t23);
    const Value t25 = t11 * cosine[0] - t8 * qd[0];
    const Value t26 = cosine[1] * qd[0] * qd[1];
    const Value t27 = qd[3] * t25 - t26 - qd[4] * (t16 * t10 + t17 * t12);
    const Value t28 = 0.154 * sine[1];
    const Value t29 = q[2] * t2 - t28;
    const Value t30 = 0.263 * t3 + t29 - t29;
    const Value t31 = t28 + t29;
    const Value t32 = 0.412 + cosine[0] * q[2];
    const Value t33 = t32 - 0.263 * (t20 - t19) - t32;
    const Value t34 = t32 - 0.412;
    const Value t35 = t18 * t30 - t33 * t6;
    const Value t36 = 0.154 * cosine[1];
    const Value t37 = t8 * q[2] + t36;
    const Value t38 = t37 + 0.263 * t9 - t37;
    const Value t39 = t37 - t36;
    const Value t40 = t13 * t33 - t18 * t38;
    const Value t41 = t11 * t34 - t39 * qd[0];
    const Value t42 = t4 * t34 + t31 * qd[0];
    const Value t43 = qd[2] + qd[2];
    const Value t44 = t6 * t35 - t40 * t13 + (t38 * t27 - t30 * t24 + (t31 * t23 - t26 * t39 - (t41 * t11 + t42 * t4) - t14 * t43));
    const Value t45 = t39 * t4 + t31 * t11;
    const Value t46 = t6 * t38 - t13 * t30;
    const Value t47 = t15 * t30 - t33 * t27 + (t43 * t22 + (t41 * qd[0] - t45 * t4 + (t26 * t34 - qd[0] * t36 * qd[0]))) + (t40 * t18 - t46 * t6);
    const Value t48 = t43 * t25 + (t28 * qd[0] * qd[0] - t23 * t34 - (t45 * t11 + t42 * qd[0])) + (t33 * t24 - t15 * t38) + (t46 * t13 - t18 * t35);
    a[0] = t48;
    a[1] = t47;
    a[2] = t44;
    a[3] = (t13 * t21 - t18 * t9) * qd[5] + t27;
    a[4] = qd[5] * (t18 * t3 - t6 * t21) + t24;
    a[5] = qd[5] * (t9 * t6 - t13 * t3) + t15;
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
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[3], q[1], q[4], q[0]);
    const Value t0 = 0.412 + cosine[1] * q[2];
    const Value t1 = 1.08 * t0 + (0.05832 * (cosine[0] * sine[1]) - 0.09936 * cosine[1]) + (5.729025 + (4.25 * t0 - 0.2739975 * cosine[1]));
    const Value t2 = sine[2] * (sine[0] * sine[1]);
    const Value t3 = cosine[2] * cosine[1];
    const Value t4 = t2 - t3;
    const Value t5 = 0.04814636494944632 * (t1 + (0.63 * t0 - 0.0035658 * t4) + (0.51 * (t0 - 0.263 * t4) + 0.0079254 * (t3 - t2)));
    const Value t6 = sine[3] * sine[1];
    const Value t7 = t6 * q[2] + 0.154 * cosine[3];
    const Value t8 = cosine[1] * sine[3];
    const Value t9 = 0.77154 * cosine[3] - 0.0528054 * cosine[3] - 1.026545 * cosine[3] + (4.25 * t7 - 0.2739975 * t6) + (1.08 * t7 - (0.05832 * (t8 * cosine[0] + sine[0] * cosine[3]) + 0.09936 * t6));
    const Value t10 = cosine[2] * t6 + (t8 * sine[0] - cosine[0] * cosine[3]) * sine[2];
    const Value t11 = 0.04814636494944632 * (0.51 * (t7 + 0.263 * t10) + 0.0079254 * t10 + (0.0035658 * t10 + 0.63 * t7 + t9));
    const Value t12 = sine[1] * cosine[3];
    const Value t13 = q[2] * t12 - 0.154 * sine[3];
    const Value t14 = cosine[1] * cosine[3];
    const Value t15 = 1.026545 * sine[3] + (0.0528054 * sine[3] - 0.77154 * sine[3]) + (4.25 * t13 - 0.2739975 * t12) + (1.08 * t13 - (0.05832 * (t14 * cosine[0] - sine[0] * sine[3]) + 0.09936 * t12));
    const Value t16 = (cosine[0] * sine[3] + t14 * sine[0]) * sine[2] + cosine[2] * t12;
    const Value t17 = 0.04814636494944632 * (0.51 * (0.263 * t16 + t13) + 0.0079254 * t16 + (0.63 * t13 + 0.0035658 * t16 + t15));
    c[0] = t17;
    c[1] = t11;
    c[2] = t5;
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
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[0], q[3], q[5], q[4]);
    const Value t0 = cosine[0] * cosine[1];
    const Value t1 = t0 * cosine[2] - sine[2] * sine[1];
    const Value t2 = cosine[2] * sine[1] + t0 * sine[2];
    const Value t3 = sine[0] * cosine[1];
    const Value t4 = t2 * cosine[4] - t3 * sine[4];
    const Value t5 = cosine[3] * t1 - sine[3] * t4;
    const Value t6 = sine[2] * sine[0];
    const Value t7 = cosine[4] * t6 + cosine[0] * sine[4];
    const Value t8 = cosine[2] * sine[0];
    const Value t9 = t7 * sine[3] - t8 * cosine[3];
    const Value t10 = 0.013123160716 * t9;
    const Value t11 = t1 * sine[3] + cosine[3] * t4;
    const Value t12 = t8 * sine[3] + t7 * cosine[3];
    const Value t13 = 0.013123160716 * t12;
    const Value t14 = cosine[4] * cosine[0];
    const Value t15 = sine[4] * t6;
    const Value t16 = t14 - t15;
    const Value t17 = t15 - t14;
    const Value t18 = 0.0003 * t16;
    const Value t19 = t2 * sine[4] + cosine[4] * t3;
    const Value t20 = 0.154 * sine[1];
    const Value t21 = q[2] * t3 - t20;
    const Value t22 = 0.263 * t19 + t21;
    const Value t23 = 0.0079254 * t16;
    const Value t24 = 0.412 + cosine[0] * q[2];
    const Value t25 = t24 - 0.263 * t17;
    const Value t26 = 0.0079254 * t19;
    const Value t27 = t18 * t19 + (t10 * t5 - t11 * t13) - (t22 * t23 + t25 * t26 + 0.51 * (t25 * t22));
    const Value t28 = cosine[0] * sine[1];
    const Value t29 = t28 * cosine[2] + sine[2] * cosine[1];
    const Value t30 = t28 * sine[2] - cosine[2] * cosine[1];
    const Value t31 = sine[1] * sine[0];
    const Value t32 = cosine[4] * t30 - t31 * sine[4];
    const Value t33 = t29 * cosine[3] - t32 * sine[3];
    const Value t34 = cosine[3] * t32 + t29 * sine[3];
    const Value t35 = cosine[4] * t31 + t30 * sine[4];
    const Value t36 = 0.0079254 * t35;
    const Value t37 = 0.154 * cosine[1];
    const Value t38 = t31 * q[2] + t37;
    const Value t39 = t38 + 0.263 * t35;
    const Value t40 = t33 * t10 - t34 * t13 + t18 * t35 - (0.51 * (t39 * t25) + (t25 * t36 + t39 * t23));
    const Value t41 = 0.51 * (t39 * t39);
    const Value t42 = 2.0 * (t22 * t26) + 0.51 * (t22 * t22);
    const Value t43 = 2.0 * (t39 * t36);
    const Value t44 = t41 + t42 + t43 + (t18 * t16 + (t12 * t13 + t9 * t10));
    const Value t45 = t25 * t19 - t22 * t16;
    const Value t46 = 0.51 * t22 + t26;
    const Value t47 = t39 * t16 - t25 * t35;
    const Value t48 = 0.51 * t39 + t36;
    const Value t49 = 0.51 * t25 + t23;
    const Value t50 = 2.0 * (t25 * t23);
    const Value t51 = 0.51 * (t25 * t25);
    const Value t52 = 0.0003 * t19 * t19 + (0.013123160716 * t5 * t5 + t11 * (0.013123160716 * t11)) + (t50 + (t51 + (t41 + t43)));
    const Value t53 = 0.51 * t45 - (t49 * t19 - t46 * t16);
    const Value t54 = 0.0528054 * sine[1];
    const Value t55 = t54 - 0.77154 * sine[1];
    const Value t56 = 1.026545 * sine[1];
    const Value t57 = 0.2739975 * t3;
    const Value t58 = 4.25 * t21 - t57;
    const Value t59 = 0.05832 * t1 + 0.09936 * t3;
    const Value t60 = 1.08 * t21 - t59;
    const Value t61 = 0.0035658 * t19;
    const Value t62 = 0.63 * t21 + t61;
    const Value t63 = 0.04814636494944632 * (t46 + (t62 + (t56 + t55 + t58 + t60)));
    const Value t64 = t46 + t62;
    const Value t65 = t64 + t60;
    const Value t66 = t65 + t58;
    const Value t67 = t55 + t66;
    const Value t68 = t67 + t56;
    const Value t69 = 0.51 * t47 - (t48 * t16 - t49 * t35);
    const Value t70 = 0.0528054 * cosine[1];
    const Value t71 = 0.77154 * cosine[1] - t70;
    const Value t72 = 1.026545 * cosine[1];
    const Value t73 = 0.2739975 * t31;
    const Value t74 = 4.25 * t38 - t73;
    const Value t75 = 0.05832 * t29 + 0.09936 * t31;
    const Value t76 = 1.08 * t38 - t75;
    const Value t77 = 0.0035658 * t35;
    const Value t78 = t77 + 0.63 * t38;
    const Value t79 = 0.04814636494944632 * (t48 + (t78 + (t71 - t72 + t74 + t76)));
    const Value t80 = t48 + t78;
    const Value t81 = t76 + t80;
    const Value t82 = t81 + t74;
    const Value t83 = t82 + t71;
    const Value t84 = t72 - t83;
    const Value t85 = 0.003020182428 * t7;
    const Value t86 = 0.0004 * t17;
    const Value t87 = 0.003020182428 * t8;
    const Value t88 = 0.0035658 * t17;
    const Value t89 = t38 * t24;
    const Value t90 = t40 - (t87 * t29 + (t85 * t32 + t86 * t35) + (t24 * t77 - t38 * t88 + 0.63 * t89));
    const Value t91 = t24 * t21;
    const Value t92 = t27 - (t87 * t1 + (t85 * t4 + t86 * t19) + (0.63 * t91 + (t24 * t61 - t21 * t88)));
    const Value t93 = t21 * t21;
    const Value t94 = 2.0 * (t21 * t61) + 0.63 * t93;
    const Value t95 = t38 * t38;
    const Value t96 = 0.63 * t95;
    const Value t97 = 2.0 * (t38 * t77);
    const Value t98 = t8 * t87 + (t86 * t17 + t7 * t85) + (t97 + (t94 + t96)) + t44;
    const Value t99 = t24 * t29 + t8 * t38;
    const Value t100 = t8 * t21 + t24 * t1;
    const Value t101 = 0.63 * t24 - t88;
    const Value t102 = 2.0 * (t24 * t88);
    const Value t103 = t49 + t101;
    const Value t104 = 1.14 * t100 - (t8 * t64 + t103 * t1);
    const Value t105 = t103 * t29 + t8 * t80 - 1.14 * t99;
    const Value t106 = 1.08 * t93 - 2.0 * (t59 * t21);
    const Value t107 = 4.25 * t93 - 2.0 * (t57 * t21);
    const Value t108 = 1.08 * t95;
    const Value t109 = 4.25 * t95;
    const Value t110 = 2.0 * (t38 * t75);
    const Value t111 = 0.01014112 * t8 + 0.00536544 * cosine[0];
    const Value t112 = 0.0142904 * t6;
    const Value t113 = 0.00536544 * t8 + 0.00414928 * cosine[0];
    const Value t114 = t98 + (t106 + t108 - t110 + (t8 * t111 + t112 * t6 + t113 * cosine[0]));
    const Value t115 = 0.05832 * t8 - 0.09936 * cosine[0];
    const Value t116 = t92 + (t113 * t3 - (t2 * t112 + t111 * t1) - (t115 * t21 - t59 * t24 + 1.08 * t91));
    const Value t117 = t113 * t31 - (t111 * t29 + t112 * t30) - (t115 * t38 - t24 * t75 + 1.08 * t89) + t90;
    const Value t118 = t24 * t3 - cosine[0] * t21;
    const Value t119 = t38 * cosine[0] - t24 * t31;
    const Value t120 = 1.08 * t24 + t115;
    const Value t121 = 2.0 * (t115 * t24);
    const Value t122 = t120 + t103;
    const Value t123 = 2.22 * t118 - (t122 * t3 - t65 * cosine[0]);
    const Value t124 = 2.22 * t119 - (cosine[0] * t81 - t122 * t31);
    const Value t125 = t118 * t65 - t81 * t119 + (cosine[0] * t114 + (t3 * t116 + t31 * t117)) - (t123 * t63 - t124 * t79);
    const Value t126 = 6.47 * t31;
    const Value t127 = 6.47 * t3;
    const Value t128 = 0.006 * cosine[0];
    const Value t129 = 2.527664618825 * sine[0];
    const Value t130 = 0.2739975 * cosine[0];
    const Value t131 = 0.100556568916 * cosine[0];
    const Value t132 = 0.108556568916 * sine[0];
    const Value t133 = t128 * t31 - t28 * t129 + (t24 * t73 + t38 * t130 - 4.25 * t89) + t117 + (t131 * t31 - t28 * t132 + (0.0217558248 * cosine[1] - 0.31787448 * cosine[1]));
    const Value t134 = t128 * t3 - t0 * t129 + (t21 * t130 + t24 * t57 - 4.25 * t91) + t116 + (0.31787448 * sine[1] - 0.0217558248 * sine[1] + (t131 * t3 - t132 * t0));
    const Value t135 = 0.412 * cosine[1];
    const Value t136 = 0.412 * sine[1];
    const Value t137 = 4.25 * t24 - t130;
    const Value t138 = 0.04814636494944632 * (t120 + (5.729025 + t137) + t101 + t49);
    const Value t139 = t122 + t137;
    const Value t140 = 2.0 * (t24 * t130);
    const Value t141 = t24 * t24;
    const Value t142 = 2.06412 + t139;
    const Value t143 = t142 * sine[1] - 4.72976 * sine[1];
    const Value t144 = t142 * cosine[1] - 4.72976 * cosine[1];
    const Value t145 = 2.0 * (t38 * t73);
    const Value t146 = 5.01 * (t20 * t20) - 2.0 * (t20 * t54);
    const Value t147 = 5.01 * (t37 * t37);
    const Value t148 = 2.0 * (t70 * t37);
    const Value t149 = t147 + t146 - t148 + (t132 * sine[0] + t131 * cosine[0]) + (t114 + (t109 + t107 - t145 + (t128 * cosine[0] + t129 * sine[0])));
    const Value t150 = 0.85041744 + (t147 - t148) + (sine[1] * (0.018 * sine[1]) + (t0 * (0.108556568916 * t0) + 0.100556568916 * t3 * t3));
    const Value t151 = 0.013123160716 * t34;
    const Value t152 = 0.013123160716 * t33;
    const Value t153 = 0.0003 * t35;
    const Value t154 = t34 * t151 + t33 * t152 + t153 * t35 + (t50 + (t51 + t42));
    const Value t155 = t153 * t19 + (t11 * t151 + t152 * t5) - (t39 * t26 + t22 * t36 + 0.51 * (t39 * t22));
    const Value t156 = t22 * t35 - t39 * t19;
    const Value t157 = 0.51 * t156 - (t46 * t35 - t48 * t19);
    const Value t158 = 0.003020182428 * t32;
    const Value t159 = 0.0004 * t35;
    const Value t160 = 0.003020182428 * t29;
    const Value t161 = t38 * t21;
    const Value t162 = t158 * t4 + t19 * t159 + t160 * t1 - (0.63 * t161 + (t77 * t21 + t38 * t61)) + t155;
    const Value t163 = 0.63 * t141;
    const Value t164 = t35 * t159 + t158 * t32 + t160 * t29 + (t94 + t163 - t102) + t154;
    const Value t165 = t163 + (t96 + t97) - t102 + (t1 * (0.003020182428 * t1) + (0.0004 * t19 * t19 + 0.003020182428 * t4 * t4));
    const Value t166 = t52 + t165;
    const Value t167 = t21 * t29 - t38 * t1;
    const Value t168 = 1.14 * t167 - (t64 * t29 - t1 * t80);
    const Value t169 = 0.0142904 * t30;
    const Value t170 = 0.01014112 * t29 - 0.00536544 * t31;
    const Value t171 = 0.00414928 * t31 - 0.00536544 * t29;
    const Value t172 = t2 * t169 + t1 * t170 + t171 * t3 + (t21 * t75 + t59 * t38 - 1.08 * t161) + t162;
    const Value t173 = (0.00414928 * t3 - 0.00536544 * t1) * t3 + (t2 * (0.0142904 * t2) + (0.01014112 * t1 - 0.00536544 * t3) * t1);
    const Value t174 = 1.08 * t141;
    const Value t175 = t164 + (t121 + (t106 + t174) + (t29 * t170 + t169 * t30 + t31 * t171));
    const Value t176 = t166 + (t173 + (t121 + (t174 + (t108 - t110))));
    const Value t177 = 4.25 * t141;
    const Value t178 = t109 - t145 + t177 - t140 + (sine[1] * (2.527664618825 * sine[1]) + t0 * (2.527664618825 * t0) + t3 * (0.006 * t3));
    const Value t179 = t31 * t21 - t38 * t3;
    const Value t180 = 2.22 * t179 - (t65 * t31 - t3 * t81);
    const Value t181 = cosine[0] * t116 + (t176 * t3 + t31 * t172) + (t179 * t81 - t118 * t122) - (t180 * t79 - t123 * t138);
    const Value t182 = 6.47 * cosine[0];
    const Value t183 = 2.527664618825 * t28;
    const Value t184 = 2.527664618825 * cosine[1];
    const Value t185 = 0.006 * t31;
    const Value t186 = 0.100556568916 * t31;
    const Value t187 = 0.108556568916 * t28;
    const Value t188 = 0.018 * cosine[1];
    const Value t189 = t73 * t21 + t38 * t57 - 4.25 * t161 + (t0 * t183 - t184 * sine[1] + t185 * t3) + t172 + (5.01 * (t20 * t37) - (t54 * t37 + t20 * t70) + (t0 * t187 + t186 * t3 - t188 * sine[1]));
    const Value t190 = t175 + (t184 * cosine[1] + t28 * t183 + t185 * t31 + (t177 + t107 - t140)) + (t188 * cosine[1] + (t31 * t186 + t28 * t187) + (0.85041744 + t146));
    const Value t191 = sine[1] * t37 - t20 * cosine[1];
    const Value t192 = 11.48 * t191 - (t67 * cosine[1] + sine[1] * t83);
    const Value t193 = t142 * t136 + t191 * t83 + (t189 * cosine[1] - (t176 + t178 + t150) * sine[1]) - (t192 * t79 - t143 * t138);
    Ag[0] = t84;
    Ag[1] = t144;
    Ag[2] = t127;
    Ag[3] = t124;
    Ag[4] = t105;
    Ag[5] = t69;
    Ag[6] = t68;
    Ag[7] = t143;
    Ag[8] = t126;
    Ag[9] = t123;
    Ag[10] = t104;
    Ag[11] = t53;
    Ag[12] = Value() + 0.0;
    Ag[13] = t192;
    Ag[14] = t182;
    Ag[15] = t180;
    Ag[16] = t168;
    Ag[17] = t157;
    Ag[18] = t134 + (0.0179645375 * sine[1] - 0.42293654 * sine[1]) + t68 * t138;
    Ag[19] = t193;
    Ag[20] = t82 * cosine[0] - t31 * t139 - (t182 * t79 - t126 * t138);
    Ag[21] = t181;
    Ag[22] = t167 * t80 - t100 * t103 + (t166 * t1 + t29 * t162 - t8 * t92) - (t168 * t79 - t104 * t138);
    Ag[23] = t48 * t156 - t49 * t45 + (t27 * t16 + (t52 * t19 + t155 * t35)) - (t157 * t79 - t53 * t138);
    Ag[24] = 0.42293654 * cosine[1] - 0.0179645375 * cosine[1] + t133 - t138 * t84;
    Ag[25] = t190 * cosine[1] - t189 * sine[1] - (t135 * t142 + t67 * t191) - (t144 * t138 - t192 * t63);
    Ag[26] = t139 * t3 - cosine[0] * t66 - (t127 * t138 - t182 * t63);
    Ag[27] = t122 * t119 - t65 * t179 + (t3 * t172 + t175 * t31 + cosine[0] * t117) - (t124 * t138 - t180 * t63);
    Ag[28] = t1 * t162 + t164 * t29 - t8 * t90 - (t99 * t103 + t167 * t64) - (t105 * t138 - t168 * t63);
    Ag[29] = t47 * t49 - t46 * t156 + (t40 * t16 + (t155 * t19 + t154 * t35)) - (t69 * t138 - t157 * t63);
    Ag[30] = 0.3684332225 + t149 - (t68 * t63 - t79 * t84);
    Ag[31] = t133 * cosine[1] - t134 * sine[1] + (t135 * t83 - t67 * t136) - (t143 * t63 - t144 * t79);
    Ag[32] = t31 * t66 - t82 * t3 - (t126 * t63 - t127 * t79);
    Ag[33] = t125;
    Ag[34] = t99 * t80 + t100 * t64 + (t90 * t29 + t92 * t1 - t8 * t98) - (t104 * t63 - t105 * t79);
    Ag[35] = t44 * t16 + (t27 * t19 + t40 * t35) + (t46 * t45 - t48 * t47) - (t53 * t63 - t69 * t79);
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
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[0], q[3], q[4], q[5]);
    const Value t0 = sine[0] * cosine[1];
    const Value t1 = sine[1] * qd[1];
    const Value t2 = t0 * qd[3] - t1;
    const Value t3 = cosine[0] * sine[1];
    const Value t4 = t3 * cosine[2] + sine[2] * cosine[1];
    const Value t5 = cosine[0] * cosine[1];
    const Value t6 = t5 * cosine[2] - sine[2] * sine[1];
    const Value t7 = cosine[1] * qd[1];
    const Value t8 = sine[1] * sine[0];
    const Value t9 = t7 + t8 * qd[3];
    const Value t10 = t8 * t1 + t7 * t0;
    const Value t11 = t10 * qd[3];
    const Value t12 = qd[4] * (t2 * t4 - t6 * t9) - t11;
    const Value t13 = cosine[2] * sine[1] + t5 * sine[2];
    const Value t14 = t13 * sine[3] + cosine[3] * t0;
    const Value t15 = 0.154 * sine[1];
    const Value t16 = q[2] * t0 - t15;
    const Value t17 = 0.263 * t14 + t16;
    const Value t18 = t17 - t16;
    const Value t19 = cosine[0] * qd[3] + qd[0];
    const Value t20 = cosine[2] * sine[0];
    const Value t21 = t7 * cosine[0] - t8 * qd[0];
    const Value t22 = cosine[1] * qd[0] * qd[1];
    const Value t23 = qd[3] * t21 - t22;
    const Value t24 = t23 - qd[4] * (t19 * t4 + t20 * t9);
    const Value t25 = sine[2] * sine[0];
    const Value t26 = sine[3] * t25;
    const Value t27 = cosine[3] * cosine[0];
    const Value t28 = t26 - t27;
    const Value t29 = t27 - t26;
    const Value t30 = 0.412 + cosine[0] * q[2];
    const Value t31 = t30 - 0.263 * t28;
    const Value t32 = t31 - t30;
    const Value t33 = t30 - 0.412;
    const Value t34 = 0.154 * cosine[1];
    const Value t35 = t8 * q[2] + t34;
    const Value t36 = t35 - t34;
    const Value t37 = t7 * t33 - t36 * qd[0];
    const Value t38 = t15 + t16;
    const Value t39 = t36 * t1 + t38 * t7;
    const Value t40 = qd[0] * t34 * qd[0];
    const Value t41 = cosine[0] * t1 + t0 * qd[0];
    const Value t42 = qd[2] + qd[2];
    const Value t43 = t42 * t41 + (t37 * qd[0] - t39 * t1 + (t22 * t33 - t40));
    const Value t44 = qd[4] * t6 + t2;
    const Value t45 = t3 * sine[2] - cosine[2] * cosine[1];
    const Value t46 = cosine[3] * t8 + t45 * sine[3];
    const Value t47 = t35 + 0.263 * t46;
    const Value t48 = t47 - t35;
    const Value t49 = qd[4] * t4 + t9;
    const Value t50 = t44 * t48 - t49 * t18;
    const Value t51 = t19 - t20 * qd[4];
    const Value t52 = t49 * t32 - t51 * t48;
    const Value t53 = t12 * t18 - t32 * t24 + t43 + (t52 * t51 - t50 * t44);
    const Value t54 = cosine[3] * t45 - t8 * sine[3];
    const Value t55 = cosine[4] * t54 + t4 * sine[4];
    const Value t56 = t1 * t33 + t38 * qd[0];
    const Value t57 = sine[1] * qd[0] * qd[1];
    const Value t58 = t38 * t57 - t22 * t36 - (t37 * t7 + t56 * t1) - t10 * t42;
    const Value t59 = qd[3] * t41 - t57;
    const Value t60 = t15 * qd[0] * qd[0];
    const Value t61 = t42 * t21 + (t60 - t57 * t33 - (t39 * t7 + t56 * qd[0]));
    const Value t62 = (t20 * t2 + t19 * t6) * qd[4] + t59;
    const Value t63 = t51 * t18 - t32 * t44;
    const Value t64 = t61 + (t32 * t62 - t12 * t48) + (t50 * t49 - t51 * t63);
    const Value t65 = t44 * t63 - t52 * t49 + (t48 * t24 - t18 * t62 + t58);
    const Value t66 = t13 * cosine[3] - t0 * sine[3];
    const Value t67 = t6 * sine[4] + cosine[4] * t66;
    const Value t68 = cosine[3] * t25 + cosine[0] * sine[3];
    const Value t69 = t20 * sine[4] + t68 * cosine[4];
    const Value t70 = t55 * t53 + t64 * t67 - t69 * t65;
    const Value t71 = (t49 * t29 - t51 * t46) * qd[5] + t24;
    const Value t72 = cosine[4] * t6 - sine[4] * t66;
    const Value t73 = qd[5] * (t51 * t14 - t44 * t29) + t62;
    const Value t74 = t4 * cosine[4] - t54 * sine[4];
    const Value t75 = qd[5] * (t46 * t44 - t49 * t14) + t12;
    const Value t76 = t68 * sine[4] - t20 * cosine[4];
    const Value t77 = t71 * t72 + t74 * t73 + t75 * t76;
    const Value t78 = qd[5] * t14 + t44;
    const Value t79 = t49 + qd[5] * t46;
    const Value t80 = qd[5] * t29 + t51;
    const Value t81 = t78 * t67 + t55 * t79 - t69 * t80;
    const Value t82 = 0.0079254 * t81;
    const Value t83 = t78 * t14 + t79 * t46 + t80 * t29;
    const Value t84 = t76 * t80 + (t74 * t79 + t78 * t72);
    const Value t85 = 0.0079254 * t77 + 0.51 * t70 + t82 * t83;
    const Value t86 = t76 * t65 + (t64 * t72 + t74 * t53);
    const Value t87 = t55 * t73 + t71 * t67 - t75 * t69;
    const Value t88 = 0.0079254 * t84;
    const Value t89 = 0.51 * (t65 * t29 + (t53 * t46 + t64 * t14)) - (t81 * t82 + t88 * t84);
    const Value t90 = 0.51 * t86 - 0.0079254 * t87 + t88 * t83;
    const Value t91 = t55 * t85 + t74 * t90 + t89 * t46;
    const Value t92 = t89 * t14 + (t72 * t90 + t85 * t67);
    const Value t93 = t89 * t29 + (t76 * t90 - t69 * t85);
    const Value t94 = 0.013123160716 * t81;
    const Value t95 = 0.0003 * t83;
    const Value t96 = t94 * t83 - t81 * t95 + 0.013123160716 * t77 + 0.0079254 * t70;
    const Value t97 = 0.013123160716 * t84;
    const Value t98 = t81 * t97 - t84 * t94 + 0.0003 * (t46 * t73 + t71 * t14 + t75 * t29);
    const Value t99 = t84 * t95 - t97 * t83 + 0.013123160716 * t87 - 0.0079254 * t86;
    const Value t100 = t61 * t5 + t3 * t43 - t58 * sine[0];
    const Value t101 = t57 * cosine[1];
    const Value t102 = t22 * sine[1];
    const Value t103 = t101 - t102;
    const Value t104 = t7 * t8;
    const Value t105 = t0 * t1;
    const Value t106 = cosine[0] * qd[0];
    const Value t107 = t106 + (t104 - t105);
    const Value t108 = t105 - t104 - t106;
    const Value t109 = t3 * t7 - t5 * t1 - sine[0] * qd[0];
    const Value t110 = t7 * cosine[1] + sine[1] * t1;
    const Value t111 = 0.2739975 * t109;
    const Value t112 = 4.25 * t100 + 0.2739975 * t103 - t107 * t111;
    const Value t113 = t61 * sine[1] - t43 * cosine[1];
    const Value t114 = t3 * t57 + t5 * t22;
    const Value t115 = t22 * t0 + t8 * t57;
    const Value t116 = 0.2739975 * t110;
    const Value t117 = 4.25 * t113 + 0.2739975 * t114 + t107 * t116;
    const Value t118 = t8 * t43 + t61 * t0 + cosine[0] * t58;
    const Value t119 = t111 * t109 + t116 * t110 + 4.25 * t118;
    const Value t120 = t8 * t119 + (t3 * t112 - cosine[1] * t117);
    const Value t121 = t5 * t112 + sine[1] * t117 + t0 * t119;
    const Value t122 = cosine[0] * t119 - sine[0] * t112;
    const Value t123 = 0.006 * t107;
    const Value t124 = 2.527664618825 * t110;
    const Value t125 = t123 * t110 - t107 * t124 - 2.527664618825 * t114 - 0.2739975 * t113;
    const Value t126 = 2.527664618825 * t109;
    const Value t127 = 2.527664618825 * t103 + (t109 * t123 - t107 * t126) + 0.2739975 * t100;
    const Value t128 = t124 * t109 - t126 * t110 - 0.006 * t115;
    const Value t129 = t5 * t60 - t3 * t40;
    const Value t130 = 0.0528054 * t109;
    const Value t131 = 5.01 * t129 - 0.0528054 * t115 - t130 * t110;
    const Value t132 = t8 * t40 - t0 * t60;
    const Value t133 = 0.0528054 * t108;
    const Value t134 = t108 * t133 + t109 * t130 - 5.01 * (cosine[1] * t40 + sine[1] * t60);
    const Value t135 = 5.01 * t132 - 0.0528054 * t114 - t133 * t110;
    const Value t136 = t5 * t131 - t135 * t0 - sine[1] * t134;
    const Value t137 = cosine[1] * t134 + (t3 * t131 - t135 * t8);
    const Value t138 = sine[0] * t131 + t135 * cosine[0];
    const Value t139 = 0.108556568916 * t109;
    const Value t140 = 0.018 * t110;
    const Value t141 = 0.100556568916 * t115 + (t139 * t110 - t140 * t109) - 0.0528054 * t129;
    const Value t142 = 0.100556568916 * t108;
    const Value t143 = t140 * t108 - t142 * t110 - 0.108556568916 * t114 + 0.0528054 * t132;
    const Value t144 = 0.018 * (t102 - t101) + (t109 * t142 - t108 * t139);
    const Value t145 = t120 * t16 - t35 * t121 + (cosine[0] * t128 - t125 * sine[0]) - (t136 * t34 + t15 * t137 + (cosine[0] * t141 + sine[0] * t143));
    const Value t146 = t43 * t45 + t13 * t61 - t58 * t25;
    const Value t147 = t23 * t0 + t8 * t59 - cosine[0] * t11;
    const Value t148 = t20 * t11 + (t4 * t59 + t23 * t6);
    const Value t149 = t13 * t23 + t45 * t59 + t11 * t25;
    const Value t150 = t4 * t9 + t2 * t6 - t20 * t19;
    const Value t151 = t13 * t2 + t45 * t9 - t19 * t25;
    const Value t152 = t19 * cosine[0] + (t8 * t9 + t2 * t0);
    const Value t153 = 0.05832 * t151;
    const Value t154 = 0.09936 * t151;
    const Value t155 = 1.08 * t146 + (0.05832 * t147 - 0.09936 * t148) - (t150 * t153 + t152 * t154);
    const Value t156 = t61 * t6 + t43 * t4 - t20 * t58;
    const Value t157 = 0.05832 * t152 - 0.09936 * t150;
    const Value t158 = 0.09936 * t149 + 1.08 * t156 + (t157 * t152 + t151 * t153);
    const Value t159 = t151 * t154 - t150 * t157 + (1.08 * t118 - 0.05832 * t149);
    const Value t160 = t8 * t159 + (t155 * t45 + t4 * t158);
    const Value t161 = t0 * t159 + (t6 * t158 + t13 * t155);
    const Value t162 = cosine[0] * t159 - (t155 * t25 + t20 * t158);
    const Value t163 = 0.00414928 * t152 - 0.00536544 * t150;
    const Value t164 = 0.0142904 * t151;
    const Value t165 = t152 * t164 - t151 * t163 + (0.01014112 * t148 - 0.00536544 * t147) - 0.09936 * t146;
    const Value t166 = 0.01014112 * t150 - 0.00536544 * t152;
    const Value t167 = t151 * t166 - t150 * t164 + (0.00414928 * t147 - 0.00536544 * t148) + 0.05832 * t146;
    const Value t168 = 0.0142904 * t149 + (t163 * t150 - t166 * t152) + (0.09936 * t156 - 0.05832 * t118);
    const Value t169 = t6 * t24 + t4 * t62 - t20 * t12;
    const Value t170 = t61 * t66 + t43 * t54 - t68 * t58;
    const Value t171 = t49 * t54 + t44 * t66 - t68 * t51;
    const Value t172 = 0.0035658 * t171;
    const Value t173 = t51 * t28 - (t44 * t14 + t49 * t46);
    const Value t174 = t6 * t44 + t49 * t4 - t20 * t51;
    const Value t175 = 0.0035658 * t169 + 0.63 * t170 - t172 * t173;
    const Value t176 = 0.0035658 * t174;
    const Value t177 = t174 * t176 + t171 * t172 + 0.63 * (t58 * t28 - (t43 * t46 + t61 * t14));
    const Value t178 = t54 * t62 + t24 * t66 - t68 * t12;
    const Value t179 = 0.63 * t156 - 0.0035658 * t178 - t173 * t176;
    const Value t180 = t4 * t179 + (t54 * t175 - t177 * t46);
    const Value t181 = t66 * t175 - t177 * t14 + t179 * t6;
    const Value t182 = t177 * t28 - t68 * t175 - t20 * t179;
    const Value t183 = 0.003020182428 * t171;
    const Value t184 = 0.003020182428 * t174;
    const Value t185 = t183 * t174 - t171 * t184 + 0.0004 * (t12 * t28 - (t46 * t62 + t14 * t24));
    const Value t186 = 0.0004 * t173;
    const Value t187 = 0.003020182428 * t178 + (t173 * t184 - t186 * t174) - 0.0035658 * t156;
    const Value t188 = 0.003020182428 * t169 + (t171 * t186 - t183 * t173) + 0.0035658 * t170;
    const Value t189 = t145 + (t16 * t160 - t161 * t35 + (cosine[0] * t167 - (t20 * t165 + t168 * t25))) + (t185 * t28 - t68 * t187 - t20 * t188 + (t180 * t16 - t181 * t35));
    const Value t190 = 1.08 * t30 + (0.05832 * t20 - 0.09936 * cosine[0]) + (5.729025 + (4.25 * t30 - 0.2739975 * cosine[0]));
    const Value t191 = 0.04814636494944632 * (t190 + (0.63 * t30 - 0.0035658 * t28) + (0.51 * t31 + 0.0079254 * t29));
    const Value t192 = 1.026545 * qd[0] * qd[0];
    const Value t193 = t192 * cosine[1];
    const Value t194 = t192 * sine[1];
    const Value t195 = t120 + (t137 + t193) + t160 + t180 + t91;
    const Value t196 = 1.026545 * sine[1] + (0.0528054 * sine[1] - 0.77154 * sine[1]) + (4.25 * t16 - 0.2739975 * t0) + (1.08 * t16 - (0.05832 * t6 + 0.09936 * t0));
    const Value t197 = 0.04814636494944632 * (0.51 * t17 + 0.0079254 * t14 + (0.63 * t16 + 0.0035658 * t14 + t196));
    const Value t198 = t161 + (t136 - t194 + t121) + t181 + t92;
    const Value t199 = 0.77154 * cosine[1] - 0.0528054 * cosine[1] - 1.026545 * cosine[1] + (4.25 * t35 - 0.2739975 * t8) + (1.08 * t35 - (0.05832 * t4 + 0.09936 * t8));
    const Value t200 = 0.04814636494944632 * (0.51 * t47 + 0.0079254 * t46 + (0.0035658 * t46 + 0.63 * t35 + t199));
    const Value t201 = 0.0179645375 * qd[0] * qd[0];
    const Value t202 = t144 * cosine[1] + (t3 * t143 - t8 * t141) + (0.412 * t136 - t15 * t138) + (sine[1] * t201 - 0.412 * t194);
    const Value t203 = cosine[1] * t201 - 0.412 * t193 + (t5 * t143 - t0 * t141 - t144 * sine[1] - (0.412 * t137 + t34 * t138));
    const Value t204 = t202 + (t30 * t121 - t16 * t122 + (t125 * t3 - cosine[1] * t127 + t8 * t128)) + (t161 * t30 - t162 * t16 + (t8 * t167 + (t165 * t4 + t168 * t45)));
    const Value t205 = t13 * t168 + t165 * t6 + t0 * t167 + (t35 * t162 - t30 * t160) + (t203 + (t35 * t122 - t30 * t120 + (t125 * t5 + sine[1] * t127 + t0 * t128)));
    const Value t206 = t54 * t187 - t185 * t46 + t4 * t188 + (t181 * t30 - t182 * t16) + t204 + (t55 * t99 + t74 * t96 + t46 * t98 + (t31 * t92 - t93 * t17));
    const Value t207 = t96 * t72 + t99 * t67 + t14 * t98 + (t47 * t93 - t31 * t91) + (t205 + (t187 * t66 - t185 * t14 + t6 * t188 + (t182 * t35 - t30 * t180)));
    const Value t208 = t93 + (t182 + (t122 - t138 + t162));
    h_dot[0] = t198;
    h_dot[1] = t195;
    h_dot[2] = t208;
    h_dot[3] = t207 - (t208 * t200 - t195 * t191);
    h_dot[4] = t206 - (t198 * t191 - t208 * t197);
    h_dot[5] = t17 * t91 - t47 * t92 + (t29 * t98 + (t76 * t96 - t69 * t99)) + t189 - (t195 * t197 - t198 * t200);
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
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[0], q[3], q[5], q[4]);
    const Value t0 = cosine[0] * cosine[1];
    const Value t1 = t0 * cosine[2] - sine[2] * sine[1];
    const Value t2 = cosine[2] * sine[1] + t0 * sine[2];
    const Value t3 = sine[0] * cosine[1];
    const Value t4 = t2 * cosine[4] - t3 * sine[4];
    const Value t5 = t2 * sine[4] + cosine[4] * t3;
    const Value t6 = t1 * sine[3] + cosine[3] * t4;
    const Value t7 = cosine[3] * t1 - sine[3] * t4;
    const Value t8 = t6 * w[3] + w[4] * t7 + t5 * w[5];
    const Value t9 = w[1] * t7 + w[0] * t6 + w[2] * t5;
    const Value t10 = sine[0] * qd[0];
    const Value t11 = sine[2] * qd[1] - cosine[2] * t10;
    const Value t12 = cosine[0] * qd[0];
    const Value t13 = t12 * qd[1];
    const Value t14 = qdd[0] * sine[0] + t13;
    const Value t15 = t11 * qd[3] - (sine[2] * t14 + cosine[2] * qdd[1]);
    const Value t16 = t10 * qd[1];
    const Value t17 = qdd[3] + (qdd[0] * cosine[0] - t16);
    const Value t18 = t10 * sine[2] + cosine[2] * qd[1];
    const Value t19 = qd[3] + t12;
    const Value t20 = t10 * t12;
    const Value t21 = t19 * sine[4] + cosine[4] * t18;
    const Value t22 = 0.0003 * (sine[4] * t15 + cosine[4] * t17 - qd[4] * t21 + qdd[5]);
    const Value t23 = cosine[0] * sine[1];
    const Value t24 = t23 * cosine[2] + sine[2] * cosine[1];
    const Value t25 = t23 * sine[2] - cosine[2] * cosine[1];
    const Value t26 = sine[1] * sine[0];
    const Value t27 = cosine[4] * t25 - t26 * sine[4];
    const Value t28 = cosine[4] * t26 + t25 * sine[4];
    const Value t29 = t24 * cosine[3] - t27 * sine[3];
    const Value t30 = cosine[3] * t27 + t24 * sine[3];
    const Value t31 = t28 * w[5] + (w[4] * t29 + t30 * w[3]);
    const Value t32 = w[1] * t29 + t30 * w[0] + w[2] * t28;
    const Value t33 = sine[2] * sine[0];
    const Value t34 = cosine[4] * t33 + cosine[0] * sine[4];
    const Value t35 = sine[4] * t33;
    const Value t36 = cosine[2] * sine[0];
    const Value t37 = t34 * sine[3] - t36 * cosine[3];
    const Value t38 = t36 * sine[3] + t34 * cosine[3];
    const Value t39 = cosine[4] * cosine[0];
    const Value t40 = t39 - t35;
    const Value t41 = t40 * w[5] + (w[4] * t37 - t38 * w[3]);
    const Value t42 = w[2] * t40 + (t37 * w[1] - t38 * w[0]);
    const Value t43 = 0.154 * qdd[0];
    const Value t44 = 2.0 * (qd[2] * qd[1]) - (9.81 * sine[0] + cosine[0] * t43 + q[2] * (t20 - qdd[1]));
    const Value t45 = t13 + t14;
    const Value t46 = 0.154 * qd[0] * qd[0] - t45 * q[2] - 2.0 * (t10 * qd[2]);
    const Value t47 = t10 * t10 + qd[1] * qd[1];
    const Value t48 = qdd[2] - (t47 * q[2] + (sine[0] * t43 - 9.81 * cosine[0]));
    const Value t49 = 0.3733575 * t47 + 6.47 * t48;
    const Value t50 = sine[2] * t44 + cosine[2] * t46;
    const Value t51 = t18 * sine[4];
    const Value t52 = cosine[4] * t19;
    const Value t53 = t51 - t52;
    const Value t54 = 0.0003 * (qd[5] + (t52 - t51));
    const Value t55 = t53 * t21;
    const Value t56 = t18 * qd[3] + (sine[2] * qdd[1] - cosine[2] * t14);
    const Value t57 = t56 + qdd[4];
    const Value t58 = t11 + qd[4];
    const Value t59 = (t58 * cosine[3] + t21 * sine[3]) * t54;
    const Value t60 = (t58 * sine[3] - t21 * cosine[3]) * t54;
    const Value t61 = 0.1456212 * (cosine[4] * t50 - t48 * sine[4]) + (0.055188293544 * t55 + 0.055588293544 * t57) + (t59 * sine[3] - cosine[3] * t60);
    const Value t62 = 0.1456212 * (t57 + t55);
    const Value t63 = 0.412 + cosine[0] * q[2];
    const Value t64 = t63 - 0.263 * (t35 - t39);
    const Value t65 = t64 - t63;
    const Value t66 = t64 - 0.412;
    const Value t67 = 0.154 * cosine[1];
    const Value t68 = t26 * q[2] + t67;
    const Value t69 = t68 + 0.263 * t28;
    const Value t70 = t69 - t68;
    const Value t71 = 0.154 * sine[1];
    const Value t72 = q[2] * t3 - t71;
    const Value t73 = 0.263 * t5 + t72;
    const Value t74 = t73 - t72;
    const Value t75 = t42 * (t1 * t70 - t24 * t74) + (0.097 * qdd[4] + t61 + (t24 * t65 + t36 * t70) * t9 - t32 * (t36 * t74 + t1 * t65));
    const Value t76 = cosine[4] * t15 - sine[4] * t17 + t53 * qd[4];
    const Value t77 = t53 * t58;
    const Value t78 = 0.055188293544 * t76 + 0.055588293544 * t77 - 0.1456212 * (cosine[2] * t44 - sine[2] * t46) + (t59 * cosine[3] + t60 * sine[3]);
    const Value t79 = 0.0004 * (t58 * t21) - t22;
    const Value t80 = 0.1456212 * (t21 * t21 + t58 * t58);
    const Value t81 = cosine[4] * t79 + t78 * sine[4];
    const Value t82 = t11 * t18;
    const Value t83 = 0.00454928 * t17 - 0.00536544 * t56 + (0.00536544 * (t19 * t18) + 0.00454928 * t82) + 0.05832 * t50;
    const Value t84 = (cosine[0] * t74 - t3 * t65) * t32 + (t9 * (t26 * t65 - cosine[0] * t70) + (0.106 * qdd[3] + (t83 - t81)));
    const Value t85 = t61 - (0.00536544 * t82 + 0.00536544 * t17);
    const Value t86 = t62 * cosine[4] - sine[4] * t80 + 0.05832 * (t82 + t17);
    const Value t87 = t11 * t19;
    const Value t88 = cosine[4] * t80 + t62 * sine[4] + 0.05832 * (t87 + t15);
    const Value t89 = t19 * t19;
    const Value t90 = 0.00454928 * t87 - 0.00536544 * (t11 * t11 - t89) + 0.00454928 * t15 - 0.05832 * t48 + (cosine[4] * t78 - t79 * sine[4]);
    const Value t91 = 0.05832 * (t89 + t18 * t18) - 0.1456212 * (t77 + t76);
    const Value t92 = cosine[2] * t85 + t90 * sine[2] - 0.3733575 * t46 - (2.539805738825 * t14 + 2.555805738825 * t13) + (t86 * cosine[2] - sine[2] * t91 + (0.3733575 * t45 + 6.47 * t46)) * q[2];
    const Value t93 = 2.555805738825 * qdd[1] - 2.539805738825 * t20 - (0.3733575 * t44 + (t90 * cosine[2] - sine[2] * t85));
    const Value t94 = 6.47 * t44 - 0.3733575 * (qdd[1] - t20) + (t86 * sine[2] + cosine[2] * t91);
    const Value t95 = t93 + t94 * q[2] + 2.193 * qdd[1] + t9 * (cosine[1] * t66) + t32 * (sine[1] * t66) - t42 * (cosine[1] * (t71 + t73) + (t69 - t67) * sine[1]);
    const Value t96 = 0.577542888216 * qdd[0] - (cosine[0] * (t81 - t83 + 0.016 * t16) + sine[0] * t92) - 0.154 * (t94 * cosine[0] - (t88 - t49) * sine[0]);
    tau[0] = t41 + (t96 + 0.953 * qdd[0] - t69 * t9 + t73 * t32);
    tau[1] = cosine[1] * t31 + (t95 - t8 * sine[1]);
    tau[2] = t42 * cosine[0] + (0.782 * qdd[2] + (t49 - t88) + t3 * t9 + t26 * t32);
    tau[3] = t41 * cosine[0] + (t84 + (t3 * t70 - t26 * t74) * t42 + t8 * t3 + t26 * t31);
    tau[4] = t75 + t8 * t1 + t24 * t31 - t36 * t41;
    tau[5] = 0.02 * qdd[5] + t22 + t8 * t5 + t28 * t31 + t41 * t40;
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
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[3], q[1], q[4], q[5]);
    const Value t0 = sine[1] * qd[0];
    const Value t1 = sine[0] * qd[1] - cosine[0] * t0;
    const Value t2 = cosine[1] * qd[0];
    const Value t3 = t2 * qd[1];
    const Value t4 = qdd[0] * sine[1] + t3;
    const Value t5 = t1 * qd[3] - (sine[0] * t4 + cosine[0] * qdd[1]);
    const Value t6 = t0 * qd[1];
    const Value t7 = qdd[3] + (qdd[0] * cosine[1] - t6);
    const Value t8 = t0 * sine[0] + cosine[0] * qd[1];
    const Value t9 = qd[3] + t2;
    const Value t10 = t0 * t2;
    const Value t11 = t9 * sine[2] + cosine[2] * t8;
    const Value t12 = 0.0003 * (sine[2] * t5 + cosine[2] * t7 - qd[4] * t11 + qdd[5]);
    const Value t13 = 0.154 * qdd[0];
    const Value t14 = 2.0 * (qd[2] * qd[1]) - (9.81 * sine[1] + cosine[1] * t13 + q[2] * (t10 - qdd[1]));
    const Value t15 = t3 + t4;
    const Value t16 = 0.154 * qd[0] * qd[0] - t15 * q[2] - 2.0 * (t0 * qd[2]);
    const Value t17 = t0 * t0 + qd[1] * qd[1];
    const Value t18 = qdd[2] - (t17 * q[2] + (sine[1] * t13 - 9.81 * cosine[1]));
    const Value t19 = sine[0] * t14 + cosine[0] * t16;
    const Value t20 = t8 * sine[2];
    const Value t21 = cosine[2] * t9;
    const Value t22 = t20 - t21;
    const Value t23 = 0.0003 * (qd[5] + (t21 - t20));
    const Value t24 = t22 * t11;
    const Value t25 = t8 * qd[3] + (sine[0] * qdd[1] - cosine[0] * t4);
    const Value t26 = t25 + qdd[4];
    const Value t27 = t1 + qd[4];
    const Value t28 = (t27 * cosine[3] + t11 * sine[3]) * t23 - fext[33];
    const Value t29 = fext[34] + (t27 * sine[3] - t11 * cosine[3]) * t23;
    const Value t30 = 0.1456212 * (cosine[2] * t19 - t18 * sine[2]) + (0.055188293544 * t24 + 0.055588293544 * t26) + (sine[3] * t28 - t29 * cosine[3]);
    const Value t31 = fext[31] * sine[3] - fext[30] * cosine[3];
    const Value t32 = 0.1456212 * (t26 + t24) + t31 - fext[24];
    const Value t33 = t30 + 0.263 * t31 - fext[28];
    const Value t34 = cosine[2] * t5 - sine[2] * t7 + t22 * qd[4];
    const Value t35 = t22 * t27;
    const Value t36 = cosine[3] * t28 + t29 * sine[3] + (0.055188293544 * t34 + 0.055588293544 * t35 - 0.1456212 * (cosine[0] * t14 - sine[0] * t16));
    const Value t37 = cosine[3] * fext[31] + fext[30] * sine[3];
    const Value t38 = 0.263 * t37 + t36 - fext[27];
    const Value t39 = fext[29] + (fext[35] - t12 + 0.0004 * (t27 * t11));
    const Value t40 = fext[26] + (fext[32] + 0.1456212 * (t11 * t11 + t27 * t27));
    const Value t41 = t1 * t8;
    const Value t42 = 0.00454928 * t7 - 0.00536544 * t25 + (0.00536544 * (t9 * t8) + 0.00454928 * t41) + 0.05832 * t19 - (t38 * sine[2] + t39 * cosine[2]);
    const Value t43 = t42 + fext[22];
    const Value t44 = t1 * t9;
    const Value t45 = 0.3733575 * t17 + 6.47 * t18 + (fext[19] - (0.05832 * (t44 + t5) + (t40 * cosine[2] + t32 * sine[2])));
    const Value t46 = t32 * cosine[2] - t40 * sine[2] + 0.05832 * (t41 + t7) - fext[18];
    const Value t47 = t33 - (0.00536544 * t41 + 0.00536544 * t7) - fext[23];
    const Value t48 = t9 * t9;
    const Value t49 = 0.00454928 * t44 - 0.00536544 * (t1 * t1 - t48) + 0.00454928 * t5 - 0.05832 * t18 + (cosine[2] * t38 - t39 * sine[2]);
    const Value t50 = 0.05832 * (t48 + t8 * t8) - (fext[25] + (t37 + 0.1456212 * (t35 + t34))) - fext[20];
    const Value t51 = t49 - fext[21];
    const Value t52 = sine[0] * t51 + cosine[0] * t47 - 0.3733575 * t16 - fext[16] - (2.539805738825 * t4 + 2.555805738825 * t3);
    const Value t53 = t52 - (fext[12] - (cosine[0] * t46 - t50 * sine[0] + (0.3733575 * t15 + 6.47 * t16))) * q[2] - fext[9];
    const Value t54 = 2.555805738825 * qdd[1] - 2.539805738825 * t10 + (fext[15] - (0.3733575 * t14 + (cosine[0] * t51 - t47 * sine[0])));
    const Value t55 = 6.47 * t14 - 0.3733575 * (qdd[1] - t10) + (t46 * sine[0] + t50 * cosine[0]) - fext[13];
    const Value t56 = 0.577542888216 * qdd[0] - (t53 * sine[1] + (fext[11] + (fext[17] - t43 + 0.016 * t6)) * cosine[1]) - 0.154 * (cosine[1] * (t55 - fext[6]) - sine[1] * (fext[8] + (fext[14] - t45)));
    tau[0] = t56 + fext[4] + 0.953 * qdd[0];
    tau[1] = t54 + t55 * q[2] - fext[10] + 2.193 * qdd[1];
    tau[2] = 0.782 * qdd[2] + (t45 - fext[14]);
    tau[3] = 0.106 * qdd[3] + t43;
    tau[4] = 0.097 * qdd[4] + t33;
    tau[5] = 0.02 * qdd[5] + (t12 - fext[35]);
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
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[4], q[1], q[3], q[5]);
    const Value t0 = cosine[0] * sine[1];
    const Value t1 = sine[2] * t0;
    const Value t2 = 0.0003 * t1 + 0.0003 * (cosine[1] * sine[0]);
    const Value t3 = t1 * sine[0];
    const Value t4 = cosine[2] * cosine[0];
    const Value t5 = 0.0003 * t4;
    const Value t6 = 0.2912424 * (t4 * sine[1]);
    const Value t7 = 0.0003 * sine[0];
    const Value t8 = t7 * qd[3] + (t2 * qd[0] + t5 * qd[1]);
    const Value t9 = sine[2] * sine[0];
    const Value t10 = 0.0003 * t9;
    const Value t11 = t10 * qd[1];
    const Value t12 = 0.0003 * (cosine[2] * sine[1] * sine[0]);
    const Value t13 = t12 * qd[0];
    const Value t14 = t7 * qd[4];
    const Value t15 = qd[5] * t7;
    const Value t16 = cosine[1] * sine[2] * sine[0];
    const Value t17 = 0.0003 * t0 + 0.0003 * t16;
    const Value t18 = t17 * qd[0];
    const Value t19 = t10 * qd[3];
    const Value t20 = qd[5] * t10;
    const Value t21 = t5 * qd[4];
    const Value t22 = qd[5] * t5;
    const Value t23 = -(qd[4] * t2 + (t17 * qd[1] + t12 * qd[3]));
    const Value t24 = qd[5] * t2;
    const Value t25 = qd[5] * t12;
    const Value t26 = qd[5] * t17;
    const Value t27 = sine[0] * sine[0];
    const Value t28 = 0.109776587088 * t27;
    const Value t29 = 0.0007 + t28;
    const Value t30 = 0.109776587088 * (sine[0] * (cosine[0] * cosine[1]));
    const Value t31 = t29 * sine[2] * sine[1] - t30;
    const Value t32 = cosine[2] * t29;
    const Value t33 = cosine[0] * sine[0];
    const Value t34 = qd[3] * (0.054888293544 * t33);
    const Value t35 = 0.109776587088 * t33;
    const Value t36 = 0.2912424 * (cosine[0] * sine[2]);
    const Value t37 = t36 * qd[1];
    const Value t38 = t6 * qd[0];
    const Value t39 = sine[2] * sine[2];
    const Value t40 = 0.1456212 * q[2];
    const Value t41 = ((0.054888293544 - 0.054888293544 * t39) * cosine[0] + t40) * sine[0] * qd[1];
    const Value t42 = (0.054888293544 * cosine[0] + t40) * sine[0];
    const Value t43 = cosine[0] * q[2];
    const Value t44 = 0.2912424 * t43;
    const Value t45 = (0.054888293544 * t3 + (-0.054888293544 - 0.1456212 * t43 + t28) * cosine[1]) * sine[2] + t42 * sine[1];
    const Value t46 = 0.109776587088 * t3;
    const Value t47 = qd[0] * (cosine[0] * (0.0224256648 * cosine[2] - 0.054888293544 * sine[0]) + t45 * sine[1]);
    const Value t48 = cosine[2] * (cosine[1] * (-0.110476587088 - t44 + t28) + t46);
    const Value t49 = -0.0007 - t28;
    const Value t50 = t30 + sine[2] * t49 * sine[1];
    const Value t51 = cosine[2] * t49;
    const Value t52 = 0.11664 * sine[2];
    const Value t53 = cosine[2] * sine[0];
    const Value t54 = qd[4] * (sine[1] * (0.0224256648 * cosine[0] + 0.1456212 * (t53 * q[2])) + 0.0224256648 * t16);
    const Value t55 = 0.2912424 * t53;
    const Value t56 = t52 + t55;
    const Value t57 = cosine[1] * (t52 + (t55 - 1.99276));
    const Value t58 = t56 * qd[1];
    const Value t59 = 0.2912424 * t9;
    const Value t60 = 0.11664 * cosine[2];
    const Value t61 = t59 - t60;
    const Value t62 = sine[1] * (t60 - t59);
    const Value t63 = t61 * sine[1];
    const Value t64 = 0.054888293544 * t27;
    const Value t65 = (0.00414928 - t64) * sine[2];
    const Value t66 = cosine[2] * t65 * qd[1];
    const Value t67 = 0.2912424 * q[2];
    const Value t68 = ((0.109776587088 * t39 - 0.109776587088) * cosine[0] - t67) * sine[0];
    const Value t69 = (0.109776587088 * cosine[0] + t67) * sine[0];
    const Value t70 = ((cosine[1] * (0.109776587088 + t44 - 0.219553174176 * t27) - t46) * sine[2] - t69 * sine[1]) * sine[1];
    const Value t71 = 0.110476587088 + t44 - t28;
    const Value t72 = cosine[2] * (t71 * cosine[1] - t46);
    const Value t73 = t71 * cosine[2];
    const Value t74 = t69 * sine[2];
    const Value t75 = 0.11664 * q[2];
    const Value t76 = cosine[2] * (0.01073088 - t75) + t74;
    const Value t77 = t75 - 0.01073088;
    const Value t78 = sine[2] * (0.00829856 - t28);
    const Value t79 = 0.0448513296 * t9 - 0.01796256 * cosine[2] + (cosine[2] * (sine[1] * t78) + cosine[1] * (t77 * sine[2] + cosine[2] * t69)) * sine[1];
    const Value t80 = sine[2] * t78;
    const Value t81 = sine[1] * (t80 - 0.00899856) + cosine[1] * t76;
    const Value t82 = cosine[2] * t42;
    const Value t83 = 0.05832 * q[2];
    const Value t84 = (t64 - 0.00414928) * sine[2];
    const Value t85 = 0.00898128 * cosine[2];
    const Value t86 = 0.0224256648 * t9;
    const Value t87 = sine[1] * (cosine[2] * (sine[1] * t84) + cosine[1] * (sine[2] * (0.00536544 - t83) - t82)) + (t85 - t86);
    const Value t88 = qd[0] * t87;
    const Value t89 = t83 - 0.00536544;
    const Value t90 = (sine[1] * (t89 * sine[2] + t82) + (t86 - t85) * cosine[1]) * qd[3];
    const Value t91 = t89 * cosine[2] - t42 * sine[2];
    const Value t92 = 0.1456212 * cosine[0];
    const Value t93 = t92 * qd[4];
    const Value t94 = 6.47 * q[2];
    const Value t95 = 0.3733575 - t92 - t94;
    const Value t96 = t95 * qd[1];
    const Value t97 = qd[0] * (((0.05832 * cosine[2] - 0.1456212 * t9) * cosine[1] + sine[1] * t95) * sine[1]);
    const Value t98 = qd[4] * (0.1456212 * (t9 * q[2]));
    const Value t99 = t91 * qd[3];
    const Value t100 = (t28 - 0.00829856) * sine[2];
    const Value t101 = (0.00899856 + sine[2] * t100) * sine[1] + (cosine[2] * t77 - t74) * cosine[1];
    const Value t102 = cosine[2] * t100;
    const Value t103 = 12.94 * q[2];
    const Value t104 = 0.2912424 * cosine[0];
    const Value t105 = sine[1] * (cosine[1] * (q[2] * (0.746715 - t104 - t94) + (t64 - 2.590544752369 + sine[2] * t84)) + sine[1] * t76);
    const Value t106 = (t91 + t105) * qd[0];
    const Value t107 = t103 + (t104 - 0.746715);
    const Value t108 = (sine[1] * t107 + cosine[1] * t61) * sine[1];
    const Value t109 = 0.109776587088 * sine[0];
    const Value t110 = 0.0448513296 * cosine[2];
    const Value t111 = (sine[2] * (0.01796256 + t100) + ((t110 - t109) * sine[0] - 0.0007)) * sine[1];
    const Value t112 = t109 - t110;
    const Value t113 = cosine[0] * t112 + t70;
    const Value t114 = (0.110476587088 - t28) * sine[2] * sine[1] + cosine[0] * (0.2912424 * (q[2] * (sine[2] * sine[1])) + cosine[1] * t112);
    const Value t115 = (0.0448513296 - 0.109776587088 * t53) * sine[2] * sine[1] * cosine[0] + (0.0448513296 * sine[0] + t51) * cosine[1];
    const Value t116 = 0.00536544 * sine[2] - 0.057497055 + cosine[0] * (0.0224256648 - 0.054888293544 * t53) + (0.99638 - (0.05832 * sine[2] + 0.1456212 * t53)) * q[2];
    const Value t117 = ((cosine[2] * (t65 - 0.00898128) + t86) * cosine[1] + sine[1] * t116) * qd[1];
    const Value t118 = cosine[2] * (0.23328 * q[2] - 0.02146176) - sine[2] * (sine[0] * (0.5824848 * q[2] + 0.219553174176 * cosine[0]));
    const Value t119 = t118 * sine[1] + cosine[1] * (q[2] * (0.5824848 * cosine[0] - 1.49343 + t103) + (5.181089504738 - t28 + t80));
    const Value t120 = t119 * sine[1] + t76;
    const Value t121 = sine[2] * qd[1];
    const Value t122 = sine[1] * qd[0];
    const Value t123 = cosine[2] * t122;
    const Value t124 = t121 - t123;
    const Value t125 = t123 - t121;
    const Value t126 = cosine[1] * qd[0];
    const Value t127 = t126 * qd[1];
    const Value t128 = qdd[0] * sine[1] + t127;
    const Value t129 = sine[2] * t128 + cosine[2] * qdd[1];
    const Value t130 = t124 * qd[3] - t129;
    const Value t131 = t129 + t125 * qd[3];
    const Value t132 = t122 * qd[1];
    const Value t133 = qdd[0] * cosine[1] - t132;
    const Value t134 = qdd[3] + t133;
    const Value t135 = cosine[0] * t130 - sine[0] * t134;
    const Value t136 = t122 * sine[2] + cosine[2] * qd[1];
    const Value t137 = t136 * sine[0];
    const Value t138 = qd[3] + t126;
    const Value t139 = cosine[0] * t138;
    const Value t140 = t139 - t137;
    const Value t141 = t137 - t139;
    const Value t142 = 0.0003 * (t135 - t140 * qd[4]);
    const Value t143 = t135 + t141 * qd[4];
    const Value t144 = t136 * qd[3];
    const Value t145 = cosine[2] * t128;
    const Value t146 = sine[2] * qdd[1];
    const Value t147 = t144 - (t145 - t146);
    const Value t148 = t144 + (t146 - t145);
    const Value t149 = cosine[0] * t125;
    const Value t150 = 0.0003 * (t147 * sine[0] - qd[4] * t149);
    const Value t151 = cosine[2] * t126;
    const Value t152 = sine[2] * t133 + qd[3] * t151;
    const Value t153 = sine[2] * t126;
    const Value t154 = cosine[0] * t153 - t122 * sine[0];
    const Value t155 = 0.0003 * (cosine[0] * t128 + t152 * sine[0] + t154 * qd[4]);
    const Value t156 = t124 + qd[4];
    const Value t157 = t138 * sine[0] + cosine[0] * t136;
    const Value t158 = t156 * cosine[3] + t157 * sine[3];
    const Value t159 = 0.0003 * (qd[5] + t140);
    const Value t160 = t158 * t159;
    const Value t161 = t160 * cosine[3];
    const Value t162 = t160 * sine[3];
    const Value t163 = t157 * cosine[3];
    const Value t164 = t156 * sine[3];
    const Value t165 = t159 * (t163 - t164);
    const Value t166 = t164 - t163;
    const Value t167 = t166 * t159;
    const Value t168 = t167 * sine[3];
    const Value t169 = cosine[3] * t167;
    const Value t170 = t161 + t165 * sine[3] - (t161 - t168);
    const Value t171 = t162 + t169 + (t165 * cosine[3] - t162);
    const Value t172 = t157 * t157;
    const Value t173 = t141 * t140 + t172;
    const Value t174 = 0.1456212 * (t172 + t156 * t156);
    const Value t175 = t122 * t122;
    const Value t176 = t175 + qd[1] * qd[1];
    const Value t177 = 0.154 * qdd[0];
    const Value t178 = sine[1] * t177;
    const Value t179 = 9.81 * sine[1] + cosine[1] * t177;
    const Value t180 = 9.81 * cosine[1];
    const Value t181 = qdd[2] - (t176 * q[2] + (t178 - t180));
    const Value t182 = t122 * t126;
    const Value t183 = 2.0 * (qd[2] * qd[1]) - (t179 + q[2] * (t182 - qdd[1]));
    const Value t184 = t127 + t128;
    const Value t185 = 0.154 * qd[0] * qd[0] - t184 * q[2] - 2.0 * (t122 * qd[2]);
    const Value t186 = sine[2] * t183 + cosine[2] * t185;
    const Value t187 = 0.0003 * t157;
    const Value t188 = t140 * cosine[3] * t159 + t166 * t187;
    const Value t189 = t140 * sine[3] * t159 - t158 * t187;
    const Value t190 = 0.055188293544 * t173 - 0.1456212 * (t181 * cosine[0] + t186 * sine[0]) + (cosine[3] * t188 + sine[3] * t189);
    const Value t191 = 0.1456212 * t173;
    const Value t192 = t125 * sine[0];
    const Value t193 = 0.0003 * t192;
    const Value t194 = (t136 * cosine[3] + t149 * sine[3]) * t159 - t158 * t193;
    const Value t195 = (t136 * sine[3] - t149 * cosine[3]) * t159 - t166 * t193;
    const Value t196 = t141 * t149 + t192 * t157;
    const Value t197 = cosine[2] * t183 - sine[2] * t185;
    const Value t198 = 0.1456212 * (cosine[0] * t197) + (0.055588293544 * t131 + 0.055188293544 * t196) + (sine[3] * t194 - cosine[3] * t195);
    const Value t199 = 0.1456212 * (t196 + t131);
    const Value t200 = qdd[1] - t182;
    const Value t201 = t182 + t182;
    const Value t202 = t179 + q[2] * t201;
    const Value t203 = 0.3733575 * t201 - 6.47 * t202;
    const Value t204 = sine[2] * t200 - cosine[2] * t184;
    const Value t205 = 0.1456212 * (cosine[0] * t204 + t176 * sine[0]);
    const Value t206 = t153 * sine[0] + cosine[0] * t122;
    const Value t207 = 0.0003 * t206;
    const Value t208 = (t154 * cosine[3] + sine[3] * t151) * t159 + t166 * t207;
    const Value t209 = t159 * (t154 * sine[3] - cosine[3] * t151) - t158 * t207;
    const Value t210 = t126 * t126;
    const Value t211 = t210 - t175;
    const Value t212 = t211 * q[2] + (t180 - t178);
    const Value t213 = t133 - t132;
    const Value t214 = t213 * q[2] + 2.0 * (t126 * qd[2]);
    const Value t215 = t212 * sine[2] + cosine[2] * t214;
    const Value t216 = t141 * t154 + t157 * t206;
    const Value t217 = qd[3] * t153 - cosine[2] * t133;
    const Value t218 = t208 * cosine[3] + t209 * sine[3] + (0.1456212 * (t202 * sine[0] - cosine[0] * t215) + (0.055188293544 * t216 + 0.055588293544 * t217));
    const Value t219 = 0.1456212 * (t216 + t217);
    const Value t220 = t171 * sine[0];
    const Value t221 = cosine[0] * t171;
    const Value t222 = sine[0] * t130 + cosine[0] * t134;
    const Value t223 = qd[4] * t157;
    const Value t224 = t223 - t222;
    const Value t225 = t156 * t157;
    const Value t226 = 0.055188293544 * t224 + 0.055588293544 * t225 + (cosine[3] * t189 - sine[3] * t188);
    const Value t227 = 0.0004 * t225 - 0.0003 * (t222 - t223 + qdd[5]);
    const Value t228 = 0.1456212 * (t224 + t225);
    const Value t229 = t141 * t156;
    const Value t230 = 0.055188293544 * t143 + 0.055588293544 * t229 - 0.1456212 * t197 + (t161 + t168);
    const Value t231 = cosine[0] * t230;
    const Value t232 = t230 * sine[0];
    const Value t233 = 0.0004 * (t140 * t156) - t142;
    const Value t234 = t140 * t157;
    const Value t235 = 0.1456212 * (t234 + t234);
    const Value t236 = t227 * sine[0];
    const Value t237 = cosine[0] * t227;
    const Value t238 = t226 * sine[0] + t231 + (cosine[0] * t233 - t236);
    const Value t239 = cosine[0] * t226 - t232 - (t237 + t233 * sine[0]);
    const Value t240 = t141 * t136 + t156 * t192;
    const Value t241 = qd[4] * t192 + cosine[0] * t147;
    const Value t242 = 0.1456212 * t186 + (0.055188293544 * t241 + 0.055588293544 * t240) + (cosine[3] * t194 + t195 * sine[3]);
    const Value t243 = 0.0004 * (t157 * t136 + t156 * t149) - t150;
    const Value t244 = t157 * t149;
    const Value t245 = t242 * sine[0] + cosine[0] * t243;
    const Value t246 = t136 * t136;
    const Value t247 = t246 + t124 * t125;
    const Value t248 = 0.05832 * t197 + (0.00454928 * t247 + 0.00536544 * (t138 * t125) - 0.00536544 * t131);
    const Value t249 = t136 * t125;
    const Value t250 = 0.05832 * (t249 + t249) - 0.1456212 * (t241 + t240);
    const Value t251 = 0.1456212 * (t184 * sine[2] + cosine[2] * t200);
    const Value t252 = 0.05832 * t204 + t251 * sine[0];
    const Value t253 = 0.05832 * t176 - cosine[0] * t251;
    const Value t254 = qd[4] * t206 + (sine[0] * t128 - t152 * cosine[0]);
    const Value t255 = t156 * t206 - t141 * t151;
    const Value t256 = cosine[3] * t209 - t208 * sine[3] + (0.055188293544 * t254 + 0.055588293544 * t255 - 0.1456212 * (t214 * sine[2] - cosine[2] * t212));
    const Value t257 = t141 * t157;
    const Value t258 = t155 + 0.0004 * (t154 * t156 - t157 * t151);
    const Value t259 = t154 * t157;
    const Value t260 = t258 * cosine[0] + t256 * sine[0];
    const Value t261 = t124 * t153 - t136 * t151;
    const Value t262 = 0.00454928 * t261 + 0.00536544 * (t138 * t153 - t122 * t136) - (0.00454928 * t128 + 0.00536544 * t217);
    const Value t263 = t262 - 0.05832 * t215;
    const Value t264 = t136 * t153;
    const Value t265 = sine[0] * t174;
    const Value t266 = cosine[0] * t174;
    const Value t267 = t148 + qdd[4];
    const Value t268 = 0.1456212 * (cosine[0] * t186 - t181 * sine[0]) + (0.055188293544 * t257 + 0.055588293544 * t267) + (t162 - t169);
    const Value t269 = 0.1456212 * (t267 + t257);
    const Value t270 = t269 * cosine[0];
    const Value t271 = t269 * sine[0];
    const Value t272 = cosine[0] * t235 - t265 + (t191 * sine[0] + t270);
    const Value t273 = t191 * cosine[0] - t271 - (t266 + t235 * sine[0]);
    const Value t274 = t156 * t136;
    const Value t275 = 0.1456212 * (t244 + t244 + (t274 + t274));
    const Value t276 = t156 * t151;
    const Value t277 = 0.1456212 * (t259 + t259 - (t276 + t276));
    const Value t278 = t138 * t136;
    const Value t279 = t124 * t136;
    const Value t280 = t237 + t232 - (0.00454928 * t134 - 0.00536544 * t148 + (0.00536544 * t278 + 0.00454928 * t279) + 0.05832 * t186);
    const Value t281 = cosine[0] * t242 - t243 * sine[0] + (0.00454928 * t278 - 0.00536544 * (t279 + t279) + 0.00454928 * t147);
    const Value t282 = t199 * sine[0] + t275 * cosine[0] + 0.05832 * (t278 + t147);
    const Value t283 = t270 - t265 + 0.05832 * (t279 + t134);
    const Value t284 = t268 - (0.00536544 * t279 + 0.00536544 * t134);
    const Value t285 = t199 * cosine[0] - t275 * sine[0] + 0.05832 * t247;
    const Value t286 = t198 - 0.00536544 * t247;
    const Value t287 = 6.47 * t176;
    const Value t288 = t138 * t151 + t124 * t122;
    const Value t289 = t122 * t138;
    const Value t290 = t289 + t289;
    const Value t291 = 0.05832 * (t264 + t264 - t290) - 0.1456212 * (t254 + t255);
    const Value t292 = t124 * t151;
    const Value t293 = 0.05832 * t202 - (0.00454928 * t152 + (0.00454928 * t288 + 0.00536544 * (t290 - (t292 + t292)))) + (t256 * cosine[0] - t258 * sine[0]);
    const Value t294 = cosine[0] * t277 + t219 * sine[0] - 0.05832 * (t152 + t288);
    const Value t295 = 0.05832 * (t261 - t128) + (cosine[0] * t219 - t277 * sine[0]);
    const Value t296 = cosine[2] * t291 + t295 * sine[2] - (6.47 * t212 + 0.3733575 * (t175 - t210));
    const Value t297 = t218 - (0.00536544 * t261 - 0.00536544 * t128);
    const Value t298 = cosine[2] * t297 + t293 * sine[2] + 0.3733575 * t214 - (2.539805738825 * t133 - 2.555805738825 * t132);
    const Value t299 = sine[2] * t273 - t228 * cosine[2];
    const Value t300 = sine[1] * (q[2] * (t228 * sine[2] + cosine[2] * t273) + (sine[2] * t239 + cosine[2] * t190)) + cosine[1] * t238;
    const Value t301 = cosine[2] * t284;
    const Value t302 = t138 * t138;
    const Value t303 = 0.05832 * (t302 + t246) - 0.1456212 * (t229 + t143);
    const Value t304 = t124 * t138;
    const Value t305 = 0.00454928 * t304 - 0.00536544 * (t124 * t124 - t302) + 0.00454928 * t130 - 0.05832 * t181 + (t231 - t236);
    const Value t306 = (t294 - t203) * sine[1] + (t266 + t271 + 0.05832 * (t304 + t130) - (0.3733575 * t176 + 6.47 * t181)) * cosine[1];
    const Value t307 = t305 * sine[2];
    const Value t308 = t283 * cosine[2];
    const Value t309 = t283 * sine[2];
    const Value t310 = sine[2] * t303;
    const Value t311 = cosine[2] * t303;
    const Value t312 = t281 * sine[2] + t305 * cosine[2] + (t286 * cosine[2] - sine[2] * t284) + q[2] * (t285 * cosine[2] - t309 - (sine[2] * t250 + t311));
    const Value t313 = cosine[2] * t250 - t310 + (t308 + t285 * sine[2]);
    const Value t314 = 0.3733575 * t200;
    const Value t315 = 6.47 * t183 - t314 + (t309 + t311);
    const Value t316 = 6.47 * t200;
    const Value t317 = 0.3733575 * t184;
    const Value t318 = t308 - t310 + (t317 + 6.47 * t185);
    const Value t319 = cosine[1] * t252 - (t317 + (sine[2] * t253 + cosine[2] * t205) + (t318 - 6.47 * t184 * q[2])) * sine[1];
    const Value t320 = cosine[1] * (t301 + t307 - 0.3733575 * t185 - (2.539805738825 * t128 + 2.555805738825 * t127) + t318 * q[2]);
    const Value t321 = (q[2] * (0.3733575 * t213 - 6.47 * t214 + (t295 * cosine[2] - sine[2] * t291)) + t298) * sine[1] + t320;
    const Value t322 = t321 + ((t260 - t263 + 0.016 * t127) * cosine[1] - sine[1] * (t280 + 0.016 * t132)) + 0.154 * (cosine[1] * t296 - t315 * sine[1] - t306);
    dtau_dq[0] = Value() + 0.0;
    dtau_dq[1] = -t322;
    dtau_dq[2] = t319 - 0.154 * (t316 * cosine[1] - t287 * sine[1]);
    dtau_dq[3] = -((t245 - t248) * cosine[1] + sine[1] * t312 + 0.154 * (t313 * cosine[1] - t282 * sine[1]));
    dtau_dq[4] = -(t300 + 0.154 * (t299 * cosine[1] - sine[1] * t272));
    dtau_dq[5] = -(t220 * cosine[1] + (cosine[2] * t170 + t221 * sine[2]) * sine[1]);
    dtau_dq[6] = Value() + 0.0;
    dtau_dq[7] = q[2] * t296 - (2.539805738825 * t211 + (cosine[2] * t293 - sine[2] * t297 - 0.3733575 * t212));
    dtau_dq[8] = t315 + t316 * q[2] - (cosine[2] * t253 - t205 * sine[2] + t314);
    dtau_dq[9] = t301 + t286 * sine[2] - (cosine[2] * t281 - t307) + t313 * q[2];
    dtau_dq[10] = t299 * q[2] + (t190 * sine[2] - cosine[2] * t239);
    dtau_dq[11] = sine[2] * t170 - cosine[2] * t221;
    dtau_dq[12] = Value() + 0.0;
    dtau_dq[13] = t203 - t294;
    dtau_dq[14] = -t287;
    dtau_dq[15] = -t282;
    dtau_dq[16] = -t272;
    dtau_dq[17] = Value() + 0.0;
    dtau_dq[18] = Value() + 0.0;
    dtau_dq[19] = t263 - t260;
    dtau_dq[20] = t252;
    dtau_dq[21] = t248 - t245;
    dtau_dq[22] = -t238;
    dtau_dq[23] = -t220;
    dtau_dq[24] = Value() + 0.0;
    dtau_dq[25] = t218;
    dtau_dq[26] = t205;
    dtau_dq[27] = t198;
    dtau_dq[28] = t190;
    dtau_dq[29] = t170;
    dtau_dq[30] = Value() + 0.0;
    dtau_dq[31] = -t155;
    dtau_dq[32] = Value() + 0.0;
    dtau_dq[33] = t150;
    dtau_dq[34] = t142;
    dtau_dq[35] = Value() + 0.0;
    dtau_dqd[0] = t79 * qd[3] + (t108 * qd[2] + t120 * qd[1]) + qd[4] * t113;
    dtau_dqd[1] = t115 * qd[4] + (qd[3] * t111 + (t57 * qd[2] + (t120 * qd[0] + (t117 + t117)))) - t26;
    dtau_dqd[2] = t108 * qd[0] + t57 * qd[1];
    dtau_dqd[3] = t90 + t90 + t79 * qd[0] + t111 * qd[1] + qd[4] * t114 - t25;
    dtau_dqd[4] = t115 * qd[1] + (t113 * qd[0] + (t54 + t54)) + qd[3] * t114 - t24;
    dtau_dqd[5] = t23;
    dtau_dqd[6] = t26 + (t101 * qd[3] + (t106 + t106) + qd[4] * t72);
    dtau_dqd[7] = t68 * qd[4] + (t102 * qd[3] + t107 * qd[2]);
    dtau_dqd[8] = t107 * qd[1];
    dtau_dqd[9] = t102 * qd[1] + (t99 + t99 + t101 * qd[0]) + t73 * qd[4] + t20;
    dtau_dqd[10] = t68 * qd[1] + (qd[0] * t72 - (t98 + t98)) + t73 * qd[3] - t22;
    dtau_dqd[11] = t18 + t19 - t21;
    dtau_dqd[12] = qd[4] * t6 + (qd[3] * t62 + (t97 + t97));
    dtau_dqd[13] = t96 + t96 - qd[3] * t56 - qd[4] * t36;
    dtau_dqd[14] = Value() + 0.0;
    dtau_dqd[15] = qd[0] * t62 - t58;
    dtau_dqd[16] = t38 - (t93 + t93) - t37;
    dtau_dqd[17] = Value() + 0.0;
    dtau_dqd[18] = t81 * qd[1] + (t88 + t88) + t63 * qd[2] + t50 * qd[4] + t25;
    dtau_dqd[19] = t66 + t66 + qd[0] * t81 + t56 * qd[2] + t51 * qd[4] - t20;
    dtau_dqd[20] = t58 + t63 * qd[0];
    dtau_dqd[21] = qd[4] * t35;
    dtau_dqd[22] = t50 * qd[0] + t51 * qd[1] + qd[3] * t35 - t15;
    dtau_dqd[23] = t13 - t11 - t14;
    dtau_dqd[24] = qd[3] * t31 + (t47 + t47 + t48 * qd[1] - t6 * qd[2]) + t24;
    dtau_dqd[25] = t36 * qd[2] + (t41 + t41 + t48 * qd[0]) + t32 * qd[3] + t22;
    dtau_dqd[26] = t37 - t38;
    dtau_dqd[27] = t32 * qd[1] + (qd[0] * t31 - (t34 + t34)) + t15;
    dtau_dqd[28] = Value() + 0.0;
    dtau_dqd[29] = t8;
    dtau_dqd[30] = t23;
    dtau_dqd[31] = t19 - t18 - t21;
    dtau_dqd[32] = Value() + 0.0;
    dtau_dqd[33] = t11 - t13 - t14;
    dtau_dqd[34] = -t8;
    dtau_dqd[35] = Value() + 0.0;
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
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[4], q[3], q[1], q[5]);
    const Value t0 = 0.014778325123152709 * cosine[0];
    const Value t1 = cosine[1] * sine[0];
    const Value t2 = 0.0003 * t1;
    const Value t3 = (0.054888293544 * cosine[0] + 0.1456212 * q[2]) * sine[0];
    const Value t4 = 0.05832 * q[2];
    const Value t5 = t0 * t2 + ((t4 - 0.00536544) * sine[1] + cosine[1] * t3);
    const Value t6 = 0.054888293544 * (sine[0] * sine[0]);
    const Value t7 = 1.0 / (0.11084928 + t6 - t0 * (0.0003 * cosine[0]));
    const Value t8 = t5 * t7;
    const Value t9 = (6.47 * q[2] + (0.2912424 * cosine[0] - 0.746715)) * q[2];
    const Value t10 = 0.014778325123152709 * t1;
    const Value t11 = 0.1456212 * (cosine[0] * q[2]);
    const Value t12 = (0.055588293544 + t11) * sine[1];
    const Value t13 = 6.553582694806416 * t12;
    const Value t14 = 0.9543405763169441 * sine[0];
    const Value t15 = sine[1] * sine[0];
    const Value t16 = t14 * t12 + (0.05832 * cosine[1] - 0.1456212 * t15);
    const Value t17 = 1.0 / (7.252 - t14 * (0.1456212 * sine[0]));
    const Value t18 = t16 * t17;
    const Value t19 = 4.808543312369 - t6 + sine[1] * ((t6 - 0.00414928) * sine[1]) + t9 - t10 * t2 - t12 * t13 - t5 * t8 - t18 * t16;
    const Value t20 = 1.0 / t19;
    const Value t21 = 0.054888293544 * sine[0];
    const Value t22 = (sine[0] * (t21 - 0.0224256648 * cosine[1]) + (0.00484928 - 0.00898128 * sine[1])) * cosine[2] + (cosine[1] * (0.00536544 - t4) + t3 * sine[1]) * sine[2];
    const Value t23 = cosine[0] * cosine[2];
    const Value t24 = sine[2] * (cosine[1] * (-0.055588293544 - t11) + 0.0224256648 * sine[0]) - 0.0224256648 * (sine[1] * t23);
    const Value t25 = 0.0003 * t23 - 0.0003 * (sine[0] * (sine[1] * sine[2]));
    const Value t26 = t22 - t25 * t0;
    const Value t27 = 0.05832 * sine[1];
    const Value t28 = 0.1456212 * t1;
    const Value t29 = 0.057497055 - 0.00536544 * sine[1] + (0.054888293544 * t1 - 0.0224256648) * cosine[0] + q[2] * (t27 + t28 - 0.99638);
    const Value t30 = (t27 + (t28 - 0.99638)) * sine[2] + t14 * t24;
    const Value t31 = (0.00414928 - t6) * sine[1];
    const Value t32 = t25 * t10 + (cosine[2] * t29 + (cosine[1] * (t31 - 0.00898128) + 0.0224256648 * t15) * sine[2]) - t13 * t24;
    const Value t33 = t32 - t26 * t8 - t18 * t30;
    const Value t34 = t20 * t33;
    const Value t35 = t26 * t7;
    const Value t36 = t34 * t8 - t35;
    const Value t37 = 49.26108374384236 * t25;
    const Value t38 = t0 * t36 + t10 * t34 + t37;
    const Value t39 = cosine[1] * (0.01073088 - 0.11664 * q[2]) + (0.109776587088 * cosine[0] + 0.2912424 * q[2]) * sine[0] * sine[1];
    const Value t40 = sine[2] * (cosine[2] * t39 + sine[2] * (t9 + (t31 * sine[1] + (2.590544752369 - t6)))) + ((t21 - 0.0448513296 * cosine[1]) * sine[0] + (1.688834688216 - 0.01796256 * sine[1]));
    const Value t41 = 6.553582694806416 * t24;
    const Value t42 = t17 * t30;
    const Value t43 = 1.0 / (t40 - t25 * t37 - t41 * t24 - t35 * t26 - t42 * t30 - t34 * t33);
    const Value t44 = t38 * t43;
    const Value t45 = t0 * t8 + t10;
    const Value t46 = t20 * t45;
    const Value t47 = t0 * t7;
    const Value t48 = t18 * t34 - t42;
    const Value t49 = t13 * t34 + t14 * t48 - t41;
    const Value t50 = t14 * t18 + t13;
    const Value t51 = -(t46 * t50 + t49 * t44);
    const Value t52 = -(t47 + t46 * t8 + t44 * t36);
    const Value t53 = -(t18 * t46 + t48 * t44);
    const Value t54 = t46 + t44 * t34;
    const Value t55 = -t44;
    const Value t56 = t49 * t43;
    const Value t57 = t20 * t50;
    const Value t58 = t14 * t17;
    const Value t59 = t56 * t36 + t8 * t57;
    const Value t60 = t56 * t48 + (t18 * t57 + t58);
    const Value t61 = -(t56 * t34 + t57);
    const Value t62 = t36 * t43;
    const Value t63 = t20 * t8;
    const Value t64 = t18 * t63 + t62 * t48;
    const Value t65 = -(t62 * t34 + t63);
    const Value t66 = t48 * t43;
    const Value t67 = t18 * t20;
    const Value t68 = -(t67 + t66 * t34);
    const Value t69 = t43 * t34;
    const Value t70 = -t69;
    const Value t71 = sine[2] * qd[0];
    const Value t72 = t71 * sine[1] + cosine[1] * qd[1];
    const Value t73 = t72 * sine[0];
    const Value t74 = cosine[2] * qd[0];
    const Value t75 = qd[3] + t74;
    const Value t76 = cosine[0] * t75;
    const Value t77 = t73 - t76;
    const Value t78 = 0.0003 * (qd[5] + (t76 - t73));
    const Value t79 = sine[1] * qd[1] - cosine[1] * t71;
    const Value t80 = t79 + qd[4];
    const Value t81 = t77 * t80;
    const Value t82 = t74 * qd[1];
    const Value t83 = t71 * t74;
    const Value t84 = t79 * qd[3] - sine[1] * t82;
    const Value t85 = t71 * qd[1];
    const Value t86 = cosine[0] * t84 + t85 * sine[0] + t77 * qd[4];
    const Value t87 = 2.0 * (qd[2] * qd[1]) - (q[2] * t83 + 9.81 * sine[2]);
    const Value t88 = t82 + t82;
    const Value t89 = 0.154 * qd[0] * qd[0] - q[2] * t88 - 2.0 * (t71 * qd[2]);
    const Value t90 = t71 * t71 + qd[1] * qd[1];
    const Value t91 = t75 * sine[0] + cosine[0] * t72;
    const Value t92 = t77 * t91;
    const Value t93 = (t80 * cosine[3] + t91 * sine[3]) * t78;
    const Value t94 = (t80 * sine[3] - t91 * cosine[3]) * t78;
    const Value t95 = 0.055588293544 * t81 + 0.055188293544 * t86 - 0.1456212 * (cosine[1] * t87 - sine[1] * t89) + (t93 * cosine[3] + t94 * sine[3]);
    const Value t96 = 0.0003 * (qd[4] * t91 + (cosine[0] * t85 - t84 * sine[0]));
    const Value t97 = t96 + 0.0004 * (t80 * t91);
    const Value t98 = 0.1456212 * (t91 * t91 + t80 * t80);
    const Value t99 = tau[5] + t96;
    const Value t100 = t75 * t75;
    const Value t101 = 0.05832 * (t100 + t72 * t72) - 0.1456212 * (t81 + t86);
    const Value t102 = t79 * t75;
    const Value t103 = 9.81 * cosine[2] - t90 * q[2];
    const Value t104 = 0.00454928 * t102 - 0.00536544 * (t79 * t79 - t100) + 0.00454928 * t84 - 0.05832 * t103 + (cosine[0] * t95 - sine[0] * t97);
    const Value t105 = cosine[0] * t97 + sine[0] * t95;
    const Value t106 = t79 * t72;
    const Value t107 = 0.3733575 * t90 + 6.47 * t103;
    const Value t108 = cosine[1] * t89 + sine[1] * t87;
    const Value t109 = t72 * qd[3] - cosine[1] * t82;
    const Value t110 = 0.1456212 * (cosine[0] * t108 - t103 * sine[0]) + (0.055188293544 * t92 + 0.055588293544 * t109) + (t93 * sine[3] - cosine[3] * t94);
    const Value t111 = 0.00536544 * (t75 * t72) + 0.00454928 * t106 - (0.00536544 * t109 + 0.00454928 * t85) + 0.05832 * t108;
    const Value t112 = 0.1456212 * (t109 + t92);
    const Value t113 = cosine[0] * t98 + t112 * sine[0] + 0.05832 * (t102 + t84);
    const Value t114 = cosine[0] * t112 - sine[0] * t98 - 0.05832 * (t85 - t106);
    const Value t115 = 0.00536544 * t85 - 0.00536544 * t106 + t110;
    const Value t116 = sine[1] * t104 + cosine[1] * t115 - 0.3733575 * t89 - (2.555805738825 * t82 + 2.539805738825 * t82) + (cosine[1] * t114 - sine[1] * t101 + (0.3733575 * t88 + 6.47 * t89)) * q[2];
    const Value t117 = cosine[1] * t101 + t114 * sine[1] + (6.47 * t87 + 0.3733575 * t83);
    const Value t118 = tau[1] - (t117 * q[2] - (cosine[1] * t104 - sine[1] * t115 + 0.3733575 * t87 + 2.539805738825 * t83));
    const Value t119 = (0.016 * t85 + (t105 - t111)) * cosine[2] + t116 * sine[2] + 0.154 * (t117 * cosine[2] - sine[2] * (t113 - t107));
    const Value t120 = tau[3] - (t111 - t105) - t99 * t0;
    const Value t121 = tau[4] - t110;
    const Value t122 = t14 * t121 + (tau[2] - (t107 - t113));
    const Value t123 = t99 * t10 + t118 - t13 * t121 - t120 * t8 - t18 * t122;
    const Value t124 = (tau[0] + t119 - t99 * t37 - t41 * t121 - t35 * t120 - t42 * t122 - t123 * t34) * t43;
    const Value t125 = t123 * t20 - t124 * t34;
    const Value t126 = t120 * t7 - t125 * t8 - t35 * t124;
    const Value t127 = t122 * t17 - t18 * t125 - t42 * t124;
    qdd[0] = t124;
    qdd[1] = t125;
    qdd[2] = t127;
    qdd[3] = t126;
    qdd[4] = t14 * t127 + 6.553582694806416 * t121 - t13 * t125 - t124 * t41;
    qdd[5] = 49.26108374384236 * t99 - t126 * t0 + t125 * t10 - t124 * t37;
    dqdd_dtau[0] = t43;
    dqdd_dtau[1] = t70;
    dqdd_dtau[2] = t66;
    dqdd_dtau[3] = t62;
    dqdd_dtau[4] = t56;
    dqdd_dtau[5] = t55;
    dqdd_dtau[6] = t70;
    dqdd_dtau[7] = t69 * t34 + t20;
    dqdd_dtau[8] = t68;
    dqdd_dtau[9] = t65;
    dqdd_dtau[10] = t61;
    dqdd_dtau[11] = t54;
    dqdd_dtau[12] = t66;
    dqdd_dtau[13] = t68;
    dqdd_dtau[14] = t48 * t66 + (t18 * t67 + t17);
    dqdd_dtau[15] = t64;
    dqdd_dtau[16] = t60;
    dqdd_dtau[17] = t53;
    dqdd_dtau[18] = t62;
    dqdd_dtau[19] = t65;
    dqdd_dtau[20] = t64;
    dqdd_dtau[21] = t62 * t36 + (t7 + t63 * t8);
    dqdd_dtau[22] = t59;
    dqdd_dtau[23] = t52;
    dqdd_dtau[24] = t56;
    dqdd_dtau[25] = t61;
    dqdd_dtau[26] = t60;
    dqdd_dtau[27] = t59;
    dqdd_dtau[28] = 6.553582694806416 + t14 * t58 + t50 * t57 + t56 * t49;
    dqdd_dtau[29] = t51;
    dqdd_dtau[30] = t55;
    dqdd_dtau[31] = t54;
    dqdd_dtau[32] = t53;
    dqdd_dtau[33] = t52;
    dqdd_dtau[34] = t51;
    dqdd_dtau[35] = t44 * t38 + (t46 * t45 + (49.26108374384236 + t47 * t0));
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
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[4], q[1], q[3], q[5]);
    const Value t0 = cosine[2] * sine[0];
    const Value t1 = sine[2] * sine[0];
    const Value t2 = (3.662637075 - 1.428543972 * cosine[0] - 63.4707 * q[2]) * sine[1] + cosine[1] * (0.5721192 * cosine[2] - 1.428543972 * t1);
    const Value t3 = sine[1] * qd[0];
    const Value t4 = t3 * sine[2] + cosine[2] * qd[1];
    const Value t5 = cosine[1] * qd[0];
    const Value t6 = qd[3] + t5;
    const Value t7 = t6 * sine[0] + cosine[0] * t4;
    const Value t8 = sine[2] * qd[1] - cosine[2] * t3;
    const Value t9 = t5 * qd[1];
    const Value t10 = t3 * t5;
    const Value t11 = t8 * qd[3] - sine[2] * t9;
    const Value t12 = t3 * qd[1];
    const Value t13 = 0.0003 * (qd[4] * t7 + (cosine[0] * t12 - t11 * sine[0]));
    const Value t14 = t9 + t9;
    const Value t15 = 0.154 * qd[0] * qd[0] - q[2] * t14 - 2.0 * (t3 * qd[2]);
    const Value t16 = t3 * t3 + qd[1] * qd[1];
    const Value t17 = 2.0 * (qd[2] * qd[1]) - q[2] * t10;
    const Value t18 = cosine[2] * t15 + t17 * sine[2];
    const Value t19 = t16 * q[2];
    const Value t20 = 0.3733575 * t16 - 6.47 * t19;
    const Value t21 = t4 * sine[0];
    const Value t22 = cosine[0] * t6;
    const Value t23 = t21 - t22;
    const Value t24 = 0.0003 * (qd[5] + (t22 - t21));
    const Value t25 = t23 * t7;
    const Value t26 = t4 * qd[3] - cosine[2] * t9;
    const Value t27 = t8 + qd[4];
    const Value t28 = (t27 * cosine[3] + t7 * sine[3]) * t24;
    const Value t29 = (t27 * sine[3] - t7 * cosine[3]) * t24;
    const Value t30 = 0.1456212 * (t19 * sine[0] + t18 * cosine[0]) + (0.055188293544 * t25 + 0.055588293544 * t26) + (t28 * sine[3] - cosine[3] * t29);
    const Value t31 = 0.1456212 * (t26 + t25);
    const Value t32 = t23 * t27;
    const Value t33 = cosine[0] * t11 + t12 * sine[0] + t23 * qd[4];
    const Value t34 = 0.055588293544 * t32 + 0.055188293544 * t33 - 0.1456212 * (cosine[2] * t17 - sine[2] * t15) + (t28 * cosine[3] + t29 * sine[3]);
    const Value t35 = t13 + 0.0004 * (t27 * t7);
    const Value t36 = 0.1456212 * (t7 * t7 + t27 * t27);
    const Value t37 = t34 * sine[0] + cosine[0] * t35;
    const Value t38 = t8 * t4;
    const Value t39 = 0.05832 * t18 + (0.00536544 * (t6 * t4) + 0.00454928 * t38 - (0.00536544 * t26 + 0.00454928 * t12));
    const Value t40 = t8 * t6;
    const Value t41 = t6 * t6;
    const Value t42 = 0.05832 * t19 + (0.00454928 * t40 - 0.00536544 * (t8 * t8 - t41) + 0.00454928 * t11) + (t34 * cosine[0] - sine[0] * t35);
    const Value t43 = 0.05832 * (t41 + t4 * t4) - 0.1456212 * (t32 + t33);
    const Value t44 = cosine[0] * t36 + t31 * sine[0] + 0.05832 * (t40 + t11);
    const Value t45 = cosine[0] * t31 - sine[0] * t36 - 0.05832 * (t12 - t38);
    const Value t46 = 0.00536544 * t12 - 0.00536544 * t38 + t30;
    const Value t47 = sine[2] * t42 + cosine[2] * t46 - 0.3733575 * t15 - (2.555805738825 * t9 + 2.539805738825 * t9) + (cosine[2] * t45 - sine[2] * t43 + (0.3733575 * t14 + 6.47 * t15)) * q[2];
    const Value t48 = cosine[2] * t43 + t45 * sine[2] + (6.47 * t17 + 0.3733575 * t10);
    const Value t49 = (0.016 * t12 + (t37 - t39)) * cosine[1] + sine[1] * t47 + 0.154 * (cosine[1] * t48 - (t44 - t20) * sine[1]);
    const Value t50 = cosine[0] * cosine[1];
    const Value t51 = 0.1456212 * (cosine[0] * q[2]);
    const Value t52 = sine[1] * (cosine[2] * (-0.055588293544 - t51) + 0.0224256648 * sine[0]) - 0.0224256648 * (sine[2] * t50);
    const Value t53 = 0.054888293544 * (sine[0] * sine[0]);
    const Value t54 = (0.054888293544 * cosine[0] + 0.1456212 * q[2]) * sine[0];
    const Value t55 = 0.05832 * q[2];
    const Value t56 = 0.054888293544 * sine[0];
    const Value t57 = (sine[0] * (t56 - 0.0224256648 * cosine[2]) + (0.00484928 - 0.00898128 * sine[2])) * cosine[1] + (cosine[2] * (0.00536544 - t55) + t54 * sine[2]) * sine[1];
    const Value t58 = 0.05832 * sine[2];
    const Value t59 = 0.1456212 * t0;
    const Value t60 = (6.47 * q[2] + (0.2912424 * cosine[0] - 0.746715)) * q[2];
    const Value t61 = 0.057497055 - 0.00536544 * sine[2] + (0.054888293544 * t0 - 0.0224256648) * cosine[0] + q[2] * (t58 + t59 - 0.99638);
    const Value t62 = (0.00414928 - t53) * sine[2];
    const Value t63 = cosine[2] * (0.01073088 - 0.11664 * q[2]) + (0.109776587088 * cosine[0] + 0.2912424 * q[2]) * sine[0] * sine[2];
    const Value t64 = sine[1] * (cosine[1] * t63 + sine[1] * (t60 + (t62 * sine[2] + (2.590544752369 - t53)))) + ((t56 - 0.0448513296 * cosine[2]) * sine[0] + (1.688834688216 - 0.01796256 * sine[2]));
    M[0] = t64;
    M[6] = cosine[1] * t61 + (cosine[2] * (t62 - 0.00898128) + 0.0224256648 * t1) * sine[1];
    M[7] = 4.808543312369 - t53 + sine[2] * ((t53 - 0.00414928) * sine[2]) + t60;
    M[12] = (t58 + (t59 - 0.99638)) * sine[1];
    M[13] = 0.05832 * cosine[2] - 0.1456212 * t1;
    M[14] = Value() + 7.252;
    M[18] = t57;
    M[19] = (t55 - 0.00536544) * sine[2] + cosine[2] * t54;
    M[20] = Value() + 0.0;
    M[21] = 0.11084928 + t53;
    M[24] = t52;
    M[25] = (0.055588293544 + t51) * sine[2];
    M[26] = -(0.1456212 * sine[0]);
    M[27] = Value() + 0.0;
    M[28] = Value() + 0.152588293544;
    M[30] = 0.0003 * t50 - 0.0003 * (sine[0] * (sine[2] * sine[1]));
    M[31] = -(0.0003 * t0);
    M[32] = Value() + 0.0;
    M[33] = 0.0003 * cosine[0];
    M[34] = Value() + 0.0;
    M[35] = Value() + 0.0203;
    V[0] = -t49;
    V[1] = q[2] * t48 - (2.539805738825 * t10 + (0.3733575 * t17 + (cosine[2] * t42 - t46 * sine[2])));
    V[2] = t20 - t44;
    V[3] = t39 - t37;
    V[4] = t30;
    V[5] = -t13;
    G[0] = Value() + 0.0;
    G[1] = t2;
    G[2] = 63.4707 * cosine[1];
    G[3] = -((0.5721192 * sine[2] + 1.428543972 * t0) * sine[1]);
    G[4] = -(1.428543972 * (sine[2] * (cosine[0] * sine[1])) + 1.428543972 * (cosine[1] * sine[0]));
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
    Value sine[5], cosine[5];
    sin_cos(sine, cosine, q[1], q[0], q[3], q[4], q[5]);
    const Value t0 = cosine[0] * cosine[1];
    const Value t1 = t0 * cosine[2] - sine[2] * sine[1];
    const Value t2 = sine[0] * cosine[1];
    const Value t3 = (cosine[2] * sine[1] + t0 * sine[2]) * sine[3] + cosine[3] * t2;
    const Value t4 = sine[1] * qd[1];
    const Value t5 = t2 * qd[3] - t4;
    const Value t6 = qd[4] * t1 + t5;
    const Value t7 = cosine[0] * sine[1];
    const Value t8 = sine[1] * sine[0];
    const Value t9 = cosine[3] * t8 + (t7 * sine[2] - cosine[2] * cosine[1]) * sine[3];
    const Value t10 = t7 * cosine[2] + sine[2] * cosine[1];
    const Value t11 = cosine[1] * qd[1];
    const Value t12 = t11 + t8 * qd[3];
    const Value t13 = qd[4] * t10 + t12;
    const Value t14 = t8 * t4 + t11 * t2;
    const Value t15 = qd[4] * (t5 * t10 - t1 * t12) - t14 * qd[3];
    const Value t16 = cosine[0] * qd[3] + qd[0];
    const Value t17 = cosine[2] * sine[0];
    const Value t18 = t16 - t17 * qd[4];
    const Value t19 = cosine[3] * cosine[0];
    const Value t20 = sine[3] * (sine[2] * sine[0]);
    const Value t21 = t19 - t20;
    const Value t22 = cosine[0] * t4 + t2 * qd[0];
    const Value t23 = sine[1] * qd[0] * qd[1];
    const Value t24 = (t17 * t5 + t16 * t1) * qd[4] + (qd[3] * t22 - t23);
    const Value t25 = t11 * cosine[0] - t8 * qd[0];
    const Value t26 = cosine[1] * qd[0] * qd[1];
    const Value t27 = qd[3] * t25 - t26 - qd[4] * (t16 * t10 + t17 * t12);
    const Value t28 = 0.154 * sine[1];
    const Value t29 = q[2] * t2 - t28;
    const Value t30 = 0.263 * t3 + t29;
    const Value t31 = t30 - t29;
    const Value t32 = t28 + t29;
    const Value t33 = 0.412 + cosine[0] * q[2];
    const Value t34 = t33 - 0.263 * (t20 - t19);
    const Value t35 = t34 - t33;
    const Value t36 = t33 - 0.412;
    const Value t37 = t34 - 0.412;
    const Value t38 = t18 * t31 - t35 * t6;
    const Value t39 = 0.154 * cosine[1];
    const Value t40 = t8 * q[2] + t39;
    const Value t41 = t40 + 0.263 * t9;
    const Value t42 = t41 - t40;
    const Value t43 = t40 - t39;
    const Value t44 = t13 * t35 - t18 * t42;
    const Value t45 = t11 * t36 - t43 * qd[0];
    const Value t46 = t4 * t36 + t32 * qd[0];
    const Value t47 = qd[2] + qd[2];
    const Value t48 = t6 * t38 - t44 * t13 + (t42 * t27 - t31 * t24 + (t32 * t23 - t26 * t43 - (t45 * t11 + t46 * t4) - t14 * t47));
    const Value t49 = t43 * t4 + t32 * t11;
    const Value t50 = t6 * t42 - t13 * t31;
    const Value t51 = t15 * t31 - t35 * t27 + (t47 * t22 + (t45 * qd[0] - t49 * t4 + (t26 * t36 - qd[0] * t39 * qd[0]))) + (t44 * t18 - t50 * t6);
    const Value t52 = t47 * t25 + (t28 * qd[0] * qd[0] - t23 * t36 - (t49 * t11 + t46 * qd[0])) + (t35 * t24 - t15 * t42) + (t50 * t13 - t18 * t38);
    const Value t53 = cosine[2] * sine[3];
    const Value t54 = sine[2] * sine[3];
    const Value t55 = (3.662637075 - 1.428543972 * cosine[3] - 63.4707 * q[2]) * sine[0] + cosine[0] * (0.5721192 * cosine[2] - 1.428543972 * t54);
    const Value t56 = sine[0] * qd[0];
    const Value t57 = t56 * sine[2] + cosine[2] * qd[1];
    const Value t58 = cosine[0] * qd[0];
    const Value t59 = qd[3] + t58;
    const Value t60 = t59 * sine[3] + cosine[3] * t57;
    const Value t61 = sine[2] * qd[1] - cosine[2] * t56;
    const Value t62 = t58 * qd[1];
    const Value t63 = t56 * t58;
    const Value t64 = t61 * qd[3] - sine[2] * t62;
    const Value t65 = t56 * qd[1];
    const Value t66 = 0.0003 * (qd[4] * t60 + (cosine[3] * t65 - t64 * sine[3]));
    const Value t67 = t62 + t62;
    const Value t68 = 0.154 * qd[0] * qd[0] - q[2] * t67 - 2.0 * (t56 * qd[2]);
    const Value t69 = t56 * t56 + qd[1] * qd[1];
    const Value t70 = 2.0 * (qd[2] * qd[1]) - q[2] * t63;
    const Value t71 = cosine[2] * t68 + t70 * sine[2];
    const Value t72 = t69 * q[2];
    const Value t73 = 0.3733575 * t69 - 6.47 * t72;
    const Value t74 = t57 * sine[3];
    const Value t75 = cosine[3] * t59;
    const Value t76 = t74 - t75;
    const Value t77 = 0.0003 * (qd[5] + (t75 - t74));
    const Value t78 = t76 * t60;
    const Value t79 = t57 * qd[3] - cosine[2] * t62;
    const Value t80 = t61 + qd[4];
    const Value t81 = (t80 * cosine[4] + t60 * sine[4]) * t77;
    const Value t82 = (t80 * sine[4] - t60 * cosine[4]) * t77;
    const Value t83 = 0.1456212 * (t72 * sine[3] + t71 * cosine[3]) + (0.055188293544 * t78 + 0.055588293544 * t79) + (t81 * sine[4] - cosine[4] * t82);
    const Value t84 = 0.1456212 * (t79 + t78);
    const Value t85 = t76 * t80;
    const Value t86 = cosine[3] * t64 + t65 * sine[3] + t76 * qd[4];
    const Value t87 = 0.055588293544 * t85 + 0.055188293544 * t86 - 0.1456212 * (cosine[2] * t70 - sine[2] * t68) + (t81 * cosine[4] + t82 * sine[4]);
    const Value t88 = t66 + 0.0004 * (t80 * t60);
    const Value t89 = 0.1456212 * (t60 * t60 + t80 * t80);
    const Value t90 = t87 * sine[3] + cosine[3] * t88;
    const Value t91 = t61 * t57;
    const Value t92 = 0.05832 * t71 + (0.00536544 * (t59 * t57) + 0.00454928 * t91 - (0.00536544 * t79 + 0.00454928 * t65));
    const Value t93 = t61 * t59;
    const Value t94 = t59 * t59;
    const Value t95 = 0.05832 * t72 + (0.00454928 * t93 - 0.00536544 * (t61 * t61 - t94) + 0.00454928 * t64) + (t87 * cosine[3] - sine[3] * t88);
    const Value t96 = 0.05832 * (t94 + t57 * t57) - 0.1456212 * (t85 + t86);
    const Value t97 = cosine[3] * t89 + t84 * sine[3] + 0.05832 * (t93 + t64);
    const Value t98 = cosine[3] * t84 - sine[3] * t89 - 0.05832 * (t65 - t91);
    const Value t99 = 0.00536544 * t65 - 0.00536544 * t91 + t83;
    const Value t100 = sine[2] * t95 + cosine[2] * t99 - 0.3733575 * t68 - (2.555805738825 * t62 + 2.539805738825 * t62) + (cosine[2] * t98 - sine[2] * t96 + (0.3733575 * t67 + 6.47 * t68)) * q[2];
    const Value t101 = cosine[2] * t96 + t98 * sine[2] + (6.47 * t70 + 0.3733575 * t63);
    const Value t102 = (0.016 * t65 + (t90 - t92)) * cosine[0] + sine[0] * t100 + 0.154 * (cosine[0] * t101 - (t97 - t73) * sine[0]);
    const Value t103 = 0.1456212 * (cosine[3] * q[2]);
    const Value t104 = sine[0] * (cosine[2] * (-0.055588293544 - t103) + 0.0224256648 * sine[3]) - 0.0224256648 * (sine[2] * t19);
    const Value t105 = 0.054888293544 * (sine[3] * sine[3]);
    const Value t106 = (0.054888293544 * cosine[3] + 0.1456212 * q[2]) * sine[3];
    const Value t107 = 0.05832 * q[2];
    const Value t108 = 0.054888293544 * sine[3];
    const Value t109 = (sine[3] * (t108 - 0.0224256648 * cosine[2]) + (0.00484928 - 0.00898128 * sine[2])) * cosine[0] + (cosine[2] * (0.00536544 - t107) + t106 * sine[2]) * sine[0];
    const Value t110 = 0.05832 * sine[2];
    const Value t111 = 0.1456212 * t53;
    const Value t112 = (6.47 * q[2] + (0.2912424 * cosine[3] - 0.746715)) * q[2];
    const Value t113 = 0.057497055 - 0.00536544 * sine[2] + (0.054888293544 * t53 - 0.0224256648) * cosine[3] + q[2] * (t110 + t111 - 0.99638);
    const Value t114 = (0.00414928 - t105) * sine[2];
    const Value t115 = cosine[2] * (0.01073088 - 0.11664 * q[2]) + (0.109776587088 * cosine[3] + 0.2912424 * q[2]) * sine[3] * sine[2];
    const Value t116 = sine[0] * (cosine[0] * t115 + sine[0] * (t112 + (t114 * sine[2] + (2.590544752369 - t105)))) + ((t108 - 0.0448513296 * cosine[2]) * sine[3] + (1.688834688216 - 0.01796256 * sine[2]));
    M[0] = t116;
    M[6] = cosine[0] * t113 + (cosine[2] * (t114 - 0.00898128) + 0.0224256648 * t54) * sine[0];
    M[7] = 4.808543312369 - t105 + sine[2] * ((t105 - 0.00414928) * sine[2]) + t112;
    M[12] = (t110 + (t111 - 0.99638)) * sine[0];
    M[13] = 0.05832 * cosine[2] - 0.1456212 * t54;
    M[14] = Value() + 7.252;
    M[18] = t109;
    M[19] = (t107 - 0.00536544) * sine[2] + cosine[2] * t106;
    M[20] = Value() + 0.0;
    M[21] = 0.11084928 + t105;
    M[24] = t104;
    M[25] = (0.055588293544 + t103) * sine[2];
    M[26] = -(0.1456212 * sine[3]);
    M[27] = Value() + 0.0;
    M[28] = Value() + 0.152588293544;
    M[30] = 0.0003 * t19 - 0.0003 * t20;
    M[31] = -(0.0003 * t53);
    M[32] = Value() + 0.0;
    M[33] = 0.0003 * cosine[3];
    M[34] = Value() + 0.0;
    M[35] = Value() + 0.0203;
    V[0] = -t102;
    V[1] = q[2] * t101 - (2.539805738825 * t63 + (0.3733575 * t70 + (cosine[2] * t95 - t99 * sine[2])));
    V[2] = t73 - t97;
    V[3] = t92 - t90;
    V[4] = t83;
    V[5] = -t66;
    G[0] = Value() + 0.0;
    G[1] = t55;
    G[2] = 63.4707 * cosine[0];
    G[3] = -((0.5721192 * sine[2] + 1.428543972 * t53) * sine[0]);
    G[4] = -(1.428543972 * (sine[2] * (cosine[3] * sine[0])) + 1.428543972 * (cosine[0] * sine[3]));
    G[5] = Value() + 0.0;
    J[0] = -t41;
    J[1] = cosine[1] * t37;
    J[2] = t2;
    J[3] = t8 * t35 - cosine[0] * t42;
    J[4] = t10 * t35 + t17 * t42;
    J[5] = Value() + 0.0;
    J[6] = t30;
    J[7] = sine[1] * t37;
    J[8] = t8;
    J[9] = cosine[0] * t31 - t2 * t35;
    J[10] = -(t17 * t31 + t1 * t35);
    J[11] = Value() + 0.0;
    J[12] = Value() + 0.0;
    J[13] = -(cosine[1] * (t28 + t30) + (t41 - t39) * sine[1]);
    J[14] = cosine[0];
    J[15] = t2 * t42 - t8 * t31;
    J[16] = t1 * t42 - t10 * t31;
    J[17] = Value() + 0.0;
    J[18] = Value() + 0.0;
    J[19] = -sine[1];
    J[20] = Value() + 0.0;
    J[21] = t2;
    J[22] = t1;
    J[23] = t3;
    J[24] = Value() + 0.0;
    J[25] = cosine[1];
    J[26] = Value() + 0.0;
    J[27] = t8;
    J[28] = t10;
    J[29] = t9;
    J[30] = Value() + 1.0;
    J[31] = Value() + 0.0;
    J[32] = Value() + 0.0;
    J[33] = cosine[0];
    J[34] = -t17;
    J[35] = t21;
    a[0] = t52;
    a[1] = t51;
    a[2] = t48;
    a[3] = (t13 * t21 - t18 * t9) * qd[5] + t27;
    a[4] = qd[5] * (t18 * t3 - t6 * t21) + t24;
    a[5] = qd[5] * (t9 * t6 - t13 * t3) + t15;
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
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[1], q[3], q[4], q[5]);
    const Value t0 = sign_of(qd[5]);
    const Value t1 = sine[0] * qd[0];
    const Value t2 = t1 * q[2];
    const Value t3 = cosine[0] * qd[0];
    const Value t4 = 0.154 * qdd[0];
    const Value t5 = 9.81 * sine[0] + cosine[0] * t4;
    const Value t6 = sine[0] * t4;
    const Value t7 = 2.0 * (qd[2] * qd[1]) + (q[2] * qdd[1] - t2 * t3 - t5);
    const Value t8 = cosine[1] * t7;
    const Value t9 = q[2] * qd[1];
    const Value t10 = t3 * qd[1];
    const Value t11 = qdd[0] * sine[0] + t10;
    const Value t12 = 0.154 * qd[0] * qd[0];
    const Value t13 = t12 - (t9 * t3 + q[2] * t11) - 2.0 * (t1 * qd[2]);
    const Value t14 = sine[1] * t13;
    const Value t15 = t8 - t14;
    const Value t16 = t14 - t8;
    const Value t17 = t1 * sine[1] + cosine[1] * qd[1];
    const Value t18 = t17 * sine[2];
    const Value t19 = qd[3] + t3;
    const Value t20 = cosine[2] * t19;
    const Value t21 = t18 - t20;
    const Value t22 = t20 - t18;
    const Value t23 = sine[1] * qd[1];
    const Value t24 = cosine[1] * t1;
    const Value t25 = t23 - t24;
    const Value t26 = t24 - t23;
    const Value t27 = t25 + qd[4];
    const Value t28 = 0.263 * t27;
    const Value t29 = t25 * qd[3];
    const Value t30 = sine[1] * t11 + cosine[1] * qdd[1];
    const Value t31 = t29 - t30;
    const Value t32 = qdd[0] * cosine[0];
    const Value t33 = t1 * qd[1];
    const Value t34 = t32 - t33;
    const Value t35 = t33 - t32;
    const Value t36 = qdd[3] + t34;
    const Value t37 = cosine[2] * t31 - sine[2] * t36 + t21 * qd[4];
    const Value t38 = t15 - (t21 * t28 + 0.263 * t37);
    const Value t39 = cosine[1] * t13 + t7 * sine[1];
    const Value t40 = 9.81 * cosine[0];
    const Value t41 = t6 - t40;
    const Value t42 = t41 + (t1 * t2 + t9 * qd[1]);
    const Value t43 = qdd[2] - t42;
    const Value t44 = t42 - qdd[2];
    const Value t45 = t39 * cosine[2] - t43 * sine[2];
    const Value t46 = t17 * qd[3] + (sine[1] * qdd[1] - cosine[1] * t11);
    const Value t47 = t46 + qdd[4];
    const Value t48 = t19 * sine[2] + cosine[2] * t17;
    const Value t49 = 0.263 * t48;
    const Value t50 = t27 * t28 + t48 * t49;
    const Value t51 = t45 + (0.263 * t47 + t21 * t49);
    const Value t52 = sine[3] * t38 + cosine[3] * t51;
    const Value t53 = cosine[3] * t38;
    const Value t54 = sine[3] * t51;
    const Value t55 = t53 - t54;
    const Value t56 = t54 - t53;
    const Value t57 = sine[2] * t31 + cosine[2] * t36;
    const Value t58 = qd[4] * t48;
    const Value t59 = t57 - t58;
    const Value t60 = t58 - t57;
    const Value t61 = t59 + qdd[5];
    const Value t62 = cosine[3] * t47 - sine[3] * t37;
    const Value t63 = t27 * sine[3];
    const Value t64 = t48 * cosine[3];
    const Value t65 = t63 - t64;
    const Value t66 = t64 - t63;
    const Value t67 = qd[5] * t65;
    const Value t68 = t62 - t67;
    const Value t69 = qd[5] + t22;
    const Value t70 = t69 * t65;
    const Value t71 = t70 + (t67 - t62);
    const Value t72 = t68 + t70;
    const Value t73 = t27 * cosine[3] + t48 * sine[3];
    const Value t74 = t65 * t73;
    const Value t75 = qd[5] * t73 + (t47 * sine[3] + cosine[3] * t37);
    const Value t76 = t69 * t73;
    const Value t77 = t73 * t73;
    const Value t78 = t65 * t65;
    const Value t79 = t77 - t65 * t66;
    const Value t80 = t68 - t69 * t66;
    const Value t81 = t69 * t69;
    const Value t82 = t52 * cosine[3];
    const Value t83 = t82 - sine[3] * t55;
    const Value t84 = 0.263 * t83;
    const Value t85 = t76 - t75;
    const Value t86 = t80 * cosine[3] - t85 * sine[3];
    const Value t87 = 0.263 * t86 + (t82 + t56 * sine[3]);
    const Value t88 = t85 * cosine[3] + t80 * sine[3];
    const Value t89 = t81 + t78;
    const Value t90 = t74 - t61;
    const Value t91 = t89 * sine[3] + cosine[3] * t90;
    const Value t92 = sine[3] * t90 - cosine[3] * t89;
    const Value t93 = cosine[2] * t43 + t39 * sine[2];
    const Value t94 = t93 - t50;
    const Value t95 = t50 - t93;
    const Value t96 = 0.263 * t91 + t94 * sine[3];
    const Value t97 = cosine[3] * t94 - 0.263 * t92;
    const Value t98 = t81 + t77;
    const Value t99 = t74 + t61;
    const Value t100 = t99 * sine[3];
    const Value t101 = cosine[3] * t99;
    const Value t102 = t98 * cosine[3] + t100;
    const Value t103 = t101 - t98 * sine[3];
    const Value t104 = t95 * cosine[3] - 0.263 * t102;
    const Value t105 = t76 * sine[3];
    const Value t106 = t70 * cosine[3];
    const Value t107 = t105 - t106;
    const Value t108 = t68 * cosine[3] - t105;
    const Value t109 = t75 * sine[3] + t106;
    const Value t110 = t61 - t74;
    const Value t111 = t77 - t81;
    const Value t112 = t81 - t78;
    const Value t113 = t112 * cosine[3] + t100;
    const Value t114 = t101 - t112 * sine[3];
    const Value t115 = cosine[3] * t110 + t111 * sine[3];
    const Value t116 = t111 * cosine[3] - sine[3] * t110;
    const Value t117 = t75 + t76;
    const Value t118 = t68 - t70;
    const Value t119 = t70 * sine[3];
    const Value t120 = cosine[3] * t117 + t118 * sine[3];
    const Value t121 = t118 * cosine[3] - sine[3] * t117;
    const Value t122 = sign_of(qd[4]);
    const Value t123 = t21 * t48;
    const Value t124 = t27 * t48;
    const Value t125 = t59 + t124;
    const Value t126 = t59 - t124;
    const Value t127 = t21 * t22;
    const Value t128 = t48 * t48;
    const Value t129 = t22 * t48;
    const Value t130 = t22 * t27 - t37;
    const Value t131 = t127 + t128;
    const Value t132 = t21 * t27;
    const Value t133 = t27 * t27;
    const Value t134 = t21 * t21 + t128;
    const Value t135 = t37 - t132;
    const Value t136 = t52 * sine[3];
    const Value t137 = cosine[3] * t55 + t136;
    const Value t138 = t56 * cosine[3] - t136 - 0.263 * t88;
    const Value t139 = 0.263 * t137;
    const Value t140 = t139 * sine[2];
    const Value t141 = cosine[2] * t139;
    const Value t142 = t138 * sine[2];
    const Value t143 = cosine[2] * t138;
    const Value t144 = t97 * sine[2] + cosine[2] * t52;
    const Value t145 = t97 * cosine[2] - t52 * sine[2];
    const Value t146 = t95 * sine[3] + 0.263 * t103;
    const Value t147 = t146 * sine[2];
    const Value t148 = t56 * sine[2] + t146 * cosine[2];
    const Value t149 = t56 * cosine[2];
    const Value t150 = t76 * cosine[3];
    const Value t151 = t150 + t68 * sine[3];
    const Value t152 = t150 + t119;
    const Value t153 = t75 * cosine[3] - t119;
    const Value t154 = t152 * sine[2];
    const Value t155 = sine[2] * t61 + t152 * cosine[2];
    const Value t156 = cosine[2] * t61;
    const Value t157 = t116 * sine[2];
    const Value t158 = sine[2] * t72 + cosine[2] * t116;
    const Value t159 = cosine[2] * t72;
    const Value t160 = cosine[2] * t74;
    const Value t161 = t160 + t151 * sine[2];
    const Value t162 = t160 + t153 * sine[2];
    const Value t163 = t85 * cosine[2] + t114 * sine[2];
    const Value t164 = t114 * cosine[2] - t85 * sine[2];
    const Value t165 = t77 - t78;
    const Value t166 = cosine[2] * t165 + t121 * sine[2];
    const Value t167 = t121 * cosine[2] - sine[2] * t165;
    const Value t168 = sine[2] * t16;
    const Value t169 = t45 * cosine[2] + t93 * sine[2];
    const Value t170 = cosine[2] * t16;
    const Value t171 = t132 * sine[2];
    const Value t172 = cosine[2] * t60;
    const Value t173 = t129 - t47;
    const Value t174 = t47 + t129;
    const Value t175 = t127 + t133;
    const Value t176 = t127 - t133;
    const Value t177 = cosine[2] * t173 + t175 * sine[2];
    const Value t178 = t175 * cosine[2] - sine[2] * t173;
    const Value t179 = cosine[2] * t124;
    const Value t180 = t171 + t179;
    const Value t181 = sine[2] * t126 + cosine[2] * t130;
    const Value t182 = cosine[2] * t126 - t130 * sine[2];
    const Value t183 = t133 - t128;
    const Value t184 = t128 + t133;
    const Value t185 = t47 - t123;
    const Value t186 = cosine[2] * t183 + t185 * sine[2];
    const Value t187 = cosine[2] * t185 - sine[2] * t183;
    const Value t188 = sine[2] * t37;
    const Value t189 = sign_of(qd[3]);
    const Value t190 = t25 * t17;
    const Value t191 = t19 * t17;
    const Value t192 = t191 - t46;
    const Value t193 = t17 * t17;
    const Value t194 = t17 * t26 - t36;
    const Value t195 = t25 * t25;
    const Value t196 = t25 * t19;
    const Value t197 = t196 + (t30 - t29);
    const Value t198 = t19 * t19;
    const Value t199 = t198 + t25 * t26;
    const Value t200 = cosine[2] * t95 + t83 * sine[2];
    const Value t201 = t83 * cosine[2] - t95 * sine[2];
    const Value t202 = t79 * cosine[2] + t86 * sine[2];
    const Value t203 = t86 * cosine[2] - t79 * sine[2];
    const Value t204 = sine[2] * t91;
    const Value t205 = cosine[2] * t91 + sine[2] * t117;
    const Value t206 = cosine[2] * t117;
    const Value t207 = t102 * sine[2] + t71 * cosine[2];
    const Value t208 = t71 * sine[2] - t102 * cosine[2];
    const Value t209 = cosine[2] * t93;
    const Value t210 = t45 * sine[2];
    const Value t211 = t209 - t210;
    const Value t212 = t47 + t123;
    const Value t213 = cosine[2] * t184 + t212 * sine[2];
    const Value t214 = cosine[2] * t212 - sine[2] * t184;
    const Value t215 = t60 - t124;
    const Value t216 = t132 - t37;
    const Value t217 = sine[2] * t215 + cosine[2] * t216;
    const Value t218 = cosine[2] * t215 - t216 * sine[2];
    const Value t219 = t176 * sine[2] + cosine[2] * t174;
    const Value t220 = cosine[2] * t176 - sine[2] * t174;
    const Value t221 = t196 + t31;
    const Value t222 = t193 + t195;
    const Value t223 = t191 + t46;
    const Value t224 = sign_of(qd[2]);
    const Value t225 = t1 * t1;
    const Value t226 = t1 * t3;
    const Value t227 = t3 * t3;
    const Value t228 = qd[1] * qd[1];
    const Value t229 = t225 + t228;
    const Value t230 = qdd[1] + t226;
    const Value t231 = t11 - t10;
    const Value t232 = sine[1] * t201 + cosine[1] * t137;
    const Value t233 = cosine[0] * t140 - (cosine[1] * t84 - sine[1] * t141 + q[2] * (cosine[1] * t201 - sine[1] * t137)) * sine[0];
    const Value t234 = sine[1] * t203 + cosine[1] * t88;
    const Value t235 = t142 * cosine[0] + sine[0] * ((cosine[1] * t203 - sine[1] * t88) * q[2] + (t87 * cosine[1] + sine[1] * t143));
    const Value t236 = sine[1] * t205 + cosine[1] * t92;
    const Value t237 = (cosine[1] * t96 + sine[1] * t145 + q[2] * (cosine[1] * t205 - t92 * sine[1])) * sine[0] + cosine[0] * t144;
    const Value t238 = sine[1] * t208 + t103 * cosine[1];
    const Value t239 = cosine[0] * (t149 - t147) + sine[0] * ((cosine[1] * t208 - t103 * sine[1]) * q[2] + (cosine[1] * t104 - t148 * sine[1]));
    const Value t240 = sine[2] * t74;
    const Value t241 = t240 - t151 * cosine[2];
    const Value t242 = t153 * cosine[2] - t240;
    const Value t243 = t15 * cosine[1];
    const Value t244 = t169 * sine[1] + t243;
    const Value t245 = t243 + t39 * sine[1];
    const Value t246 = t132 + t37;
    const Value t247 = t132 * cosine[2];
    const Value t248 = sine[1] * t214 - cosine[1] * t246;
    const Value t249 = (q[2] * (t246 * sine[1] + cosine[1] * t214) + (t45 * cosine[1] + sine[1] * t170)) * sine[0] + t168 * cosine[0];
    const Value t250 = t218 * sine[1] - cosine[1] * t134;
    const Value t251 = 0.154 * (cosine[0] * t250 - t217 * sine[0]) + (t169 * cosine[0] + sine[0] * (sine[1] * t211 + q[2] * (sine[1] * t134 + t218 * cosine[1])));
    const Value t252 = t60 + t124;
    const Value t253 = t247 + t60 * sine[2];
    const Value t254 = sine[2] * t124;
    const Value t255 = t247 - t254;
    const Value t256 = cosine[2] * t37 + t254;
    const Value t257 = sine[1] * t220 - t252 * cosine[1];
    const Value t258 = sine[0] * ((t252 * sine[1] + cosine[1] * t220) * q[2] - (cosine[1] * t93 + t168 * sine[1])) + cosine[0] * t170;
    const Value t259 = sine[1] * t123;
    const Value t260 = t198 + t193;
    const Value t261 = t190 + t36;
    const Value t262 = t260 * cosine[1] + sine[1] * t261;
    const Value t263 = 0.154 * (sine[0] * t221 - cosine[0] * t262) + (((t260 * sine[1] - cosine[1] * t261) * q[2] + sine[1] * t43) * sine[0] + t39 * cosine[0]);
    const Value t264 = t31 - t196;
    const Value t265 = cosine[1] * t264 + t192 * sine[1];
    const Value t266 = t36 - t190;
    const Value t267 = t198 + t195;
    const Value t268 = t193 - t198;
    const Value t269 = t266 * cosine[1] - sine[1] * t267;
    const Value t270 = 0.154 * (cosine[0] * t269 - sine[0] * t223) + (sine[0] * (cosine[1] * t44 - (t266 * sine[1] + cosine[1] * t267) * q[2]) + cosine[0] * t16);
    const Value t271 = cosine[1] * t196;
    const Value t272 = sine[1] * t196;
    const Value t273 = sine[1] * t191;
    const Value t274 = t190 - t36;
    const Value t275 = qdd[1] - t226;
    const Value t276 = t227 + t228;
    const Value t277 = t33 + t34;
    const Value t278 = t227 - t225;
    const Value t279 = -t226;
    const Value t280 = sign_of(qd[1]);
    const Value t281 = t10 - t11;
    const Value t282 = t15 * sine[1];
    const Value t283 = cosine[1] * t123;
    const Value t284 = cosine[1] * t39;
    const Value t285 = 0.154 * (cosine[0] * t265 + sine[0] * t222) + sine[0] * ((t192 * cosine[1] - sine[1] * t264) * q[2] + (t282 - t284));
    const Value t286 = sine[0] * t44;
    const Value t287 = cosine[0] * t190;
    const Value t288 = cosine[1] * t191;
    const Value t289 = t7 * cosine[0];
    const Value t290 = t10 + t11;
    const Value t291 = sine[0] * t10;
    const Value t292 = cosine[0] * t275;
    const Value t293 = 0.154 * (t292 - t229 * sine[0]);
    const Value t294 = t230 * sine[0];
    const Value t295 = 0.154 * (t276 * cosine[0] + t294);
    const Value t296 = -(t291 + cosine[0] * t35);
    const Value t297 = -((t34 - t33) * sine[0] + t290 * cosine[0]);
    const Value t298 = cosine[0] * t33;
    const Value t299 = sine[0] * t11 + t298;
    const Value t300 = t291 - t298;
    const Value t301 = t5 * cosine[0];
    const Value t302 = sign_of(qd[0]);
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
    Y[12] = t302;
    Y[13] = t299;
    Y[14] = -(t294 + (t228 - t225) * cosine[0]);
    Y[15] = t297;
    Y[16] = t300;
    Y[17] = -(cosine[0] * (t226 - qdd[1]) + sine[0] * (t228 - t227));
    Y[18] = t296;
    Y[19] = t295 - t12 * cosine[0];
    Y[20] = t301 - sine[0] * (t40 - t6) - 0.154 * (cosine[0] * (t35 - t33) - t231 * sine[0]);
    Y[21] = -(t12 * sine[0] + t293);
    Y[22] = 0.154 * (sine[0] * t41 + t301);
    Y[23] = Value() + 0.0;
    Y[24] = Value() + 0.0;
    Y[25] = Value() + 0.0;
    Y[26] = t300;
    Y[27] = t294 - (t225 - t228) * cosine[0];
    Y[28] = -(t292 + sine[0] * (t227 - t228));
    Y[29] = t299;
    Y[30] = t297;
    Y[31] = t296;
    Y[32] = t289 - sine[0] * (t44 - (t225 + t227) * q[2]) - 0.154 * (cosine[0] * t277 - t281 * sine[0]);
    Y[33] = t295 - (sine[0] * ((t33 - t34) * q[2]) + cosine[0] * t13);
    Y[34] = -((t13 - t290 * q[2]) * sine[0] + t293);
    Y[35] = -(0.154 * (t289 - t286) + sine[0] * (t13 * q[2]));
    Y[36] = Value() + 0.0;
    Y[37] = Value() + 0.0;
    Y[38] = Value() + 0.0;
    Y[39] = t287 - sine[0] * (sine[1] * t31 - t288);
    Y[40] = t197 * cosine[0] - (cosine[1] * t268 + sine[1] * t274) * sine[0];
    Y[41] = -(sine[0] * (cosine[1] * t221 + sine[1] * t223) + (t195 - t193) * cosine[0]);
    Y[42] = cosine[0] * t36 - sine[0] * (t288 + t272);
    Y[43] = -(sine[0] * (cosine[1] * t194 + t199 * sine[1]) + cosine[0] * (t46 - t191));
    Y[44] = -(t287 + sine[0] * (cosine[1] * t46 - t272));
    Y[45] = -t270;
    Y[46] = -t285;
    Y[47] = -t263;
    Y[48] = -(sine[0] * (q[2] * (t284 - t282)) + 0.154 * (t245 * cosine[0] - t286));
    Y[49] = Value() + 0.0;
    Y[50] = Value() + 0.0;
    Y[51] = Value() + 0.0;
    Y[52] = -((t283 + sine[1] * t256) * sine[0] + (t188 - t179) * cosine[0]);
    Y[53] = -((cosine[1] * t135 + t187 * sine[1]) * sine[0] + cosine[0] * t186);
    Y[54] = -((t182 * sine[1] - cosine[1] * t131) * sine[0] + t181 * cosine[0]);
    Y[55] = -((cosine[1] * t47 + sine[1] * t255) * sine[0] + t180 * cosine[0]);
    Y[56] = -((t125 * cosine[1] + sine[1] * t178) * sine[0] + cosine[0] * t177);
    Y[57] = (sine[1] * t253 + t283) * sine[0] - cosine[0] * (t172 - t171);
    Y[58] = -(0.154 * (cosine[0] * t257 - t219 * sine[0]) + t258);
    Y[59] = -t251;
    Y[60] = -(t249 + 0.154 * (cosine[0] * t248 - sine[0] * t213));
    Y[61] = -(0.154 * (t244 * cosine[0] - (t210 - t209) * sine[0]) + q[2] * (cosine[1] * t169 - t282) * sine[0]);
    Y[62] = Value() + 0.0;
    Y[63] = Value() + 0.0;
    Y[64] = Value() + 0.0;
    Y[65] = -(t162 * cosine[0] + (cosine[1] * t109 + sine[1] * t242) * sine[0]);
    Y[66] = -(sine[0] * (cosine[1] * t120 + sine[1] * t167) + t166 * cosine[0]);
    Y[67] = -(sine[0] * (cosine[1] * t113 + sine[1] * t164) + t163 * cosine[0]);
    Y[68] = t161 * cosine[0] - (cosine[1] * t108 + sine[1] * t241) * sine[0];
    Y[69] = -((t157 - t159) * cosine[0] + (t158 * sine[1] + t115 * cosine[1]) * sine[0]);
    Y[70] = -(sine[0] * (sine[1] * t155 + t107 * cosine[1]) + cosine[0] * (t154 - t156));
    Y[71] = -(0.154 * (t207 * sine[0] + t238 * cosine[0]) + t239);
    Y[72] = -(0.154 * (cosine[0] * t236 - (t204 - t206) * sine[0]) + t237);
    Y[73] = -(t235 + 0.154 * (cosine[0] * t234 - t202 * sine[0]));
    Y[74] = t233 - 0.154 * (cosine[0] * t232 - sine[0] * t200);
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
    Y[91] = t279;
    Y[92] = t281;
    Y[93] = t278;
    Y[94] = qdd[1];
    Y[95] = t277;
    Y[96] = t226;
    Y[97] = t41;
    Y[98] = Value() + 0.0;
    Y[99] = -t5;
    Y[100] = Value() + 0.0;
    Y[101] = qdd[1];
    Y[102] = qd[1];
    Y[103] = t280;
    Y[104] = qdd[1];
    Y[105] = t231;
    Y[106] = -t277;
    Y[107] = t279;
    Y[108] = t278;
    Y[109] = t226;
    Y[110] = t277 * q[2];
    Y[111] = t44 - t276 * q[2];
    Y[112] = t7 + q[2] * t275;
    Y[113] = t7 * q[2];
    Y[114] = Value() + 0.0;
    Y[115] = Value() + 0.0;
    Y[116] = Value() + 0.0;
    Y[117] = -(t273 + cosine[1] * t31);
    Y[118] = sine[1] * t268 - cosine[1] * t274;
    Y[119] = sine[1] * t221 - cosine[1] * t223;
    Y[120] = t273 - t271;
    Y[121] = sine[1] * t194 - t199 * cosine[1];
    Y[122] = sine[1] * t46 + t271;
    Y[123] = sine[1] * t44 + q[2] * t269;
    Y[124] = q[2] * t265 - t245;
    Y[125] = -(cosine[1] * t43 + q[2] * t262);
    Y[126] = t245 * q[2];
    Y[127] = Value() + 0.0;
    Y[128] = Value() + 0.0;
    Y[129] = Value() + 0.0;
    Y[130] = t259 - cosine[1] * t256;
    Y[131] = sine[1] * t135 - cosine[1] * t187;
    Y[132] = -(sine[1] * t131 + t182 * cosine[1]);
    Y[133] = sine[1] * t47 - cosine[1] * t255;
    Y[134] = t125 * sine[1] - cosine[1] * t178;
    Y[135] = cosine[1] * t253 - t259;
    Y[136] = cosine[1] * t168 - sine[1] * t93 + q[2] * t257;
    Y[137] = q[2] * t250 - cosine[1] * t211;
    Y[138] = t45 * sine[1] - cosine[1] * t170 + q[2] * t248;
    Y[139] = t244 * q[2];
    Y[140] = Value() + 0.0;
    Y[141] = Value() + 0.0;
    Y[142] = Value() + 0.0;
    Y[143] = t109 * sine[1] - cosine[1] * t242;
    Y[144] = sine[1] * t120 - cosine[1] * t167;
    Y[145] = sine[1] * t113 - cosine[1] * t164;
    Y[146] = t108 * sine[1] - cosine[1] * t241;
    Y[147] = t115 * sine[1] - t158 * cosine[1];
    Y[148] = t107 * sine[1] - cosine[1] * t155;
    Y[149] = t238 * q[2] + (cosine[1] * t148 + sine[1] * t104);
    Y[150] = q[2] * t236 + (t96 * sine[1] - cosine[1] * t145);
    Y[151] = t87 * sine[1] - cosine[1] * t143 + t234 * q[2];
    Y[152] = q[2] * t232 + (sine[1] * t84 + cosine[1] * t141);
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
    Y[188] = t231;
    Y[189] = -t230;
    Y[190] = -t229;
    Y[191] = t43;
    Y[192] = qdd[2];
    Y[193] = qd[2];
    Y[194] = t224;
    Y[195] = Value() + 0.0;
    Y[196] = Value() + 0.0;
    Y[197] = Value() + 0.0;
    Y[198] = Value() + 0.0;
    Y[199] = Value() + 0.0;
    Y[200] = Value() + 0.0;
    Y[201] = -t223;
    Y[202] = t222;
    Y[203] = t221;
    Y[204] = t43;
    Y[205] = Value() + 0.0;
    Y[206] = Value() + 0.0;
    Y[207] = Value() + 0.0;
    Y[208] = Value() + 0.0;
    Y[209] = Value() + 0.0;
    Y[210] = Value() + 0.0;
    Y[211] = Value() + 0.0;
    Y[212] = Value() + 0.0;
    Y[213] = Value() + 0.0;
    Y[214] = -t219;
    Y[215] = -t217;
    Y[216] = -t213;
    Y[217] = t211;
    Y[218] = Value() + 0.0;
    Y[219] = Value() + 0.0;
    Y[220] = Value() + 0.0;
    Y[221] = Value() + 0.0;
    Y[222] = Value() + 0.0;
    Y[223] = Value() + 0.0;
    Y[224] = Value() + 0.0;
    Y[225] = Value() + 0.0;
    Y[226] = Value() + 0.0;
    Y[227] = t207;
    Y[228] = t206 - t204;
    Y[229] = -t202;
    Y[230] = -t200;
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
    Y[273] = t190;
    Y[274] = t197;
    Y[275] = t193 - t195;
    Y[276] = t36;
    Y[277] = t192;
    Y[278] = -t190;
    Y[279] = t15;
    Y[280] = Value() + 0.0;
    Y[281] = -t39;
    Y[282] = Value() + 0.0;
    Y[283] = qdd[3];
    Y[284] = qd[3];
    Y[285] = t189;
    Y[286] = t179 - t188;
    Y[287] = -t186;
    Y[288] = -t181;
    Y[289] = -t180;
    Y[290] = -t177;
    Y[291] = t171 - t172;
    Y[292] = -t170;
    Y[293] = -t169;
    Y[294] = -t168;
    Y[295] = Value() + 0.0;
    Y[296] = Value() + 0.0;
    Y[297] = Value() + 0.0;
    Y[298] = Value() + 0.0;
    Y[299] = -t162;
    Y[300] = -t166;
    Y[301] = -t163;
    Y[302] = t161;
    Y[303] = t159 - t157;
    Y[304] = t156 - t154;
    Y[305] = t147 - t149;
    Y[306] = -t144;
    Y[307] = -t142;
    Y[308] = t140;
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
    Y[364] = t123;
    Y[365] = t135;
    Y[366] = -t131;
    Y[367] = t47;
    Y[368] = t125;
    Y[369] = -t123;
    Y[370] = -t93;
    Y[371] = Value() + 0.0;
    Y[372] = t45;
    Y[373] = Value() + 0.0;
    Y[374] = qdd[4];
    Y[375] = qd[4];
    Y[376] = t122;
    Y[377] = t109;
    Y[378] = t120;
    Y[379] = t113;
    Y[380] = t108;
    Y[381] = t115;
    Y[382] = t107;
    Y[383] = t104;
    Y[384] = t96;
    Y[385] = t87;
    Y[386] = t84;
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
    Y[455] = -t74;
    Y[456] = t78 - t77;
    Y[457] = t75 - t76;
    Y[458] = t74;
    Y[459] = t72;
    Y[460] = t61;
    Y[461] = t55;
    Y[462] = -t52;
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
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[1], q[3], q[4], q[5]);
    const Value t0 = sign_of(qd[5]);
    const Value t1 = sine[0] * qd[0];
    const Value t2 = t1 * q[2];
    const Value t3 = cosine[0] * qd[0];
    const Value t4 = 0.154 * qdd[0];
    const Value t5 = 9.81 * sine[0] + cosine[0] * t4;
    const Value t6 = sine[0] * t4 - 9.81 * cosine[0];
    const Value t7 = 2.0 * (qd[2] * qd[1]) + (q[2] * qdd[1] - t2 * t3 - t5);
    const Value t8 = cosine[1] * t7;
    const Value t9 = q[2] * qd[1];
    const Value t10 = t6 + (t1 * t2 + t9 * qd[1]);
    const Value t11 = t3 * qd[1];
    const Value t12 = qdd[0] * sine[0] + t11;
    const Value t13 = 0.154 * qd[0] * qd[0];
    const Value t14 = t13 - (t9 * t3 + q[2] * t12) - 2.0 * (t1 * qd[2]);
    const Value t15 = sine[1] * t14;
    const Value t16 = t8 - t15;
    const Value t17 = t15 - t8;
    const Value t18 = t1 * sine[1] + cosine[1] * qd[1];
    const Value t19 = t18 * sine[2];
    const Value t20 = qd[3] + t3;
    const Value t21 = cosine[2] * t20;
    const Value t22 = t19 - t21;
    const Value t23 = t21 - t19;
    const Value t24 = sine[1] * qd[1];
    const Value t25 = cosine[1] * t1;
    const Value t26 = t24 - t25;
    const Value t27 = t25 - t24;
    const Value t28 = t26 + qd[4];
    const Value t29 = 0.263 * t28;
    const Value t30 = t26 * qd[3];
    const Value t31 = sine[1] * t12 + cosine[1] * qdd[1];
    const Value t32 = t30 - t31;
    const Value t33 = t1 * qd[1];
    const Value t34 = qdd[0] * cosine[0] - t33;
    const Value t35 = qdd[3] + t34;
    const Value t36 = cosine[2] * t32 - sine[2] * t35 + t22 * qd[4];
    const Value t37 = t16 - (t22 * t29 + 0.263 * t36);
    const Value t38 = cosine[1] * t14 + t7 * sine[1];
    const Value t39 = qdd[2] - t10;
    const Value t40 = t10 - qdd[2];
    const Value t41 = t38 * cosine[2] - t39 * sine[2];
    const Value t42 = t18 * qd[3] + (sine[1] * qdd[1] - cosine[1] * t12);
    const Value t43 = t42 + qdd[4];
    const Value t44 = t20 * sine[2] + cosine[2] * t18;
    const Value t45 = 0.263 * t44;
    const Value t46 = t28 * t29 + t44 * t45;
    const Value t47 = t41 + (0.263 * t43 + t22 * t45);
    const Value t48 = sine[3] * t37 + cosine[3] * t47;
    const Value t49 = cosine[3] * t37;
    const Value t50 = sine[3] * t47;
    const Value t51 = sine[2] * t32 + cosine[2] * t35;
    const Value t52 = qd[4] * t44;
    const Value t53 = t51 - t52;
    const Value t54 = t53 + qdd[5];
    const Value t55 = cosine[3] * t43 - sine[3] * t36;
    const Value t56 = t28 * sine[3] - t44 * cosine[3];
    const Value t57 = qd[5] * t56;
    const Value t58 = t55 - t57;
    const Value t59 = qd[5] + t23;
    const Value t60 = t59 * t56;
    const Value t61 = t60 + (t57 - t55);
    const Value t62 = t58 + t60;
    const Value t63 = t58 - t60;
    const Value t64 = t28 * cosine[3] + t44 * sine[3];
    const Value t65 = qd[5] * t64 + (t43 * sine[3] + cosine[3] * t36);
    const Value t66 = t59 * t64;
    const Value t67 = t59 * t59;
    const Value t68 = t56 * t56;
    const Value t69 = t56 * t64;
    const Value t70 = t64 * t64;
    const Value t71 = t67 + t68;
    const Value t72 = t69 - t54;
    const Value t73 = t71 * sine[3] + cosine[3] * t72;
    const Value t74 = sine[3] * t72 - cosine[3] * t71;
    const Value t75 = cosine[2] * t39 + t38 * sine[2];
    const Value t76 = t75 - t46;
    const Value t77 = t46 - t75;
    const Value t78 = 0.263 * t73 + t76 * sine[3];
    const Value t79 = cosine[3] * t76 - 0.263 * t74;
    const Value t80 = t67 + t70;
    const Value t81 = t69 + t54;
    const Value t82 = t81 * sine[3];
    const Value t83 = cosine[3] * t81;
    const Value t84 = t80 * cosine[3] + t82;
    const Value t85 = t83 - t80 * sine[3];
    const Value t86 = t77 * cosine[3] - 0.263 * t84;
    const Value t87 = t77 * sine[3] + 0.263 * t85;
    const Value t88 = t60 * cosine[3];
    const Value t89 = t60 * sine[3];
    const Value t90 = t66 * sine[3] - t88;
    const Value t91 = t65 * sine[3] + t88;
    const Value t92 = t54 - t69;
    const Value t93 = t70 - t67;
    const Value t94 = t67 - t68;
    const Value t95 = t94 * cosine[3] + t82;
    const Value t96 = t83 - t94 * sine[3];
    const Value t97 = cosine[3] * t92 + t93 * sine[3];
    const Value t98 = t93 * cosine[3] - sine[3] * t92;
    const Value t99 = t65 + t66;
    const Value t100 = cosine[3] * t99 + t63 * sine[3];
    const Value t101 = t63 * cosine[3] - sine[3] * t99;
    const Value t102 = sign_of(qd[4]);
    const Value t103 = t28 * t44;
    const Value t104 = t52 - t51 + t103;
    const Value t105 = t53 + t103;
    const Value t106 = t53 - t103;
    const Value t107 = t22 * t23;
    const Value t108 = t44 * t44;
    const Value t109 = t107 + t108;
    const Value t110 = t22 * t28;
    const Value t111 = t22 * t44;
    const Value t112 = t23 * t44;
    const Value t113 = t23 * t28 - t36;
    const Value t114 = t28 * t28;
    const Value t115 = t36 - t110;
    const Value t116 = t79 * sine[2] + cosine[2] * t48;
    const Value t117 = t79 * cosine[2] - t48 * sine[2];
    const Value t118 = t87 * sine[2];
    const Value t119 = t50 - t49;
    const Value t120 = t119 * sine[2] + t87 * cosine[2];
    const Value t121 = t119 * cosine[2];
    const Value t122 = t66 * cosine[3] + t89;
    const Value t123 = t65 * cosine[3] - t89;
    const Value t124 = t122 * sine[2];
    const Value t125 = sine[2] * t54 + t122 * cosine[2];
    const Value t126 = cosine[2] * t54;
    const Value t127 = t98 * sine[2];
    const Value t128 = sine[2] * t62 + cosine[2] * t98;
    const Value t129 = cosine[2] * t62;
    const Value t130 = t66 - t65;
    const Value t131 = t130 * cosine[2] + t96 * sine[2];
    const Value t132 = t96 * cosine[2] - t130 * sine[2];
    const Value t133 = t70 - t68;
    const Value t134 = cosine[2] * t133 + t101 * sine[2];
    const Value t135 = t101 * cosine[2] - sine[2] * t133;
    const Value t136 = cosine[2] * t69 + t123 * sine[2];
    const Value t137 = t123 * cosine[2] - sine[2] * t69;
    const Value t138 = sine[2] * t17;
    const Value t139 = cosine[2] * t17;
    const Value t140 = t112 - t43;
    const Value t141 = t43 + t112;
    const Value t142 = t107 + t114;
    const Value t143 = t107 - t114;
    const Value t144 = cosine[2] * t140 + t142 * sine[2];
    const Value t145 = t142 * cosine[2] - sine[2] * t140;
    const Value t146 = cosine[2] * t103;
    const Value t147 = sine[2] * t103;
    const Value t148 = t110 * sine[2] + t146;
    const Value t149 = sine[2] * t106 + cosine[2] * t113;
    const Value t150 = cosine[2] * t106 - t113 * sine[2];
    const Value t151 = t114 - t108;
    const Value t152 = t108 + t114;
    const Value t153 = t43 - t111;
    const Value t154 = cosine[2] * t151 + t153 * sine[2];
    const Value t155 = cosine[2] * t153 - sine[2] * t151;
    const Value t156 = sine[2] * t36;
    const Value t157 = sign_of(qd[3]);
    const Value t158 = t20 * t18;
    const Value t159 = t18 * t18;
    const Value t160 = t26 * t26;
    const Value t161 = t26 * t20;
    const Value t162 = t161 + (t31 - t30);
    const Value t163 = t20 * t20;
    const Value t164 = t26 * t18;
    const Value t165 = t18 * t27 - t35;
    const Value t166 = t163 + t26 * t27;
    const Value t167 = sine[2] * t73;
    const Value t168 = cosine[2] * t73 + sine[2] * t99;
    const Value t169 = cosine[2] * t99;
    const Value t170 = t84 * sine[2] + t61 * cosine[2];
    const Value t171 = t61 * sine[2] - t84 * cosine[2];
    const Value t172 = t43 + t111;
    const Value t173 = cosine[2] * t152 + t172 * sine[2];
    const Value t174 = cosine[2] * t172 - sine[2] * t152;
    const Value t175 = t143 * sine[2] + cosine[2] * t141;
    const Value t176 = cosine[2] * t143 - sine[2] * t141;
    const Value t177 = t161 + t32;
    const Value t178 = t158 + t42;
    const Value t179 = sign_of(qd[2]);
    const Value t180 = t1 * t1;
    const Value t181 = t1 * t3;
    const Value t182 = t3 * t3;
    const Value t183 = qd[1] * qd[1];
    const Value t184 = t180 + t183;
    const Value t185 = qdd[1] + t181;
    const Value t186 = sine[1] * t168 + cosine[1] * t74;
    const Value t187 = (cosine[1] * t78 + sine[1] * t117 + q[2] * (cosine[1] * t168 - t74 * sine[1])) * sine[0] + cosine[0] * t116;
    const Value t188 = sine[1] * t171 + t85 * cosine[1];
    const Value t189 = cosine[0] * (t121 - t118) + sine[0] * ((cosine[1] * t171 - t85 * sine[1]) * q[2] + (cosine[1] * t86 - t120 * sine[1]));
    const Value t190 = t110 + t36;
    const Value t191 = t110 * cosine[2] - t147;
    const Value t192 = cosine[2] * t36 + t147;
    const Value t193 = sine[1] * t174 - cosine[1] * t190;
    const Value t194 = (q[2] * (t190 * sine[1] + cosine[1] * t174) + (t41 * cosine[1] + sine[1] * t139)) * sine[0] + t138 * cosine[0];
    const Value t195 = sine[1] * t176 - t104 * cosine[1];
    const Value t196 = sine[0] * ((t104 * sine[1] + cosine[1] * t176) * q[2] - (cosine[1] * t75 + t138 * sine[1])) + cosine[0] * t139;
    const Value t197 = t163 + t159;
    const Value t198 = t164 + t35;
    const Value t199 = t197 * cosine[1] + sine[1] * t198;
    const Value t200 = 0.154 * (sine[0] * t177 - cosine[0] * t199) + (((t197 * sine[1] - cosine[1] * t198) * q[2] + sine[1] * t39) * sine[0] + t38 * cosine[0]);
    const Value t201 = t35 - t164;
    const Value t202 = t163 + t160;
    const Value t203 = t159 - t163;
    const Value t204 = t201 * cosine[1] - sine[1] * t202;
    const Value t205 = 0.154 * (cosine[0] * t204 - sine[0] * t178) + (sine[0] * (cosine[1] * t40 - (t201 * sine[1] + cosine[1] * t202) * q[2]) + cosine[0] * t17);
    const Value t206 = sine[1] * t158;
    const Value t207 = t164 - t35;
    const Value t208 = qdd[1] - t181;
    const Value t209 = t182 + t183;
    const Value t210 = t33 + t34;
    const Value t211 = sign_of(qd[1]);
    const Value t212 = t11 - t12;
    const Value t213 = cosine[1] * t158;
    const Value t214 = t7 * cosine[0];
    const Value t215 = t11 + t12;
    const Value t216 = 0.154 * (cosine[0] * t208 - t184 * sine[0]);
    const Value t217 = t185 * sine[0];
    const Value t218 = 0.154 * (t209 * cosine[0] + t217);
    const Value t219 = cosine[0] * t33;
    const Value t220 = sign_of(qd[0]);
    Yb[0] = qdd[0];
    Yb[1] = qd[0];
    Yb[2] = t220;
    Yb[3] = sine[0] * t12 + t219;
    Yb[4] = -(t217 + (t183 - t180) * cosine[0]);
    Yb[5] = -((t34 - t33) * sine[0] + t215 * cosine[0]);
    Yb[6] = sine[0] * t11 - t219;
    Yb[7] = -(cosine[0] * (t181 - qdd[1]) + sine[0] * (t183 - t182));
    Yb[8] = t218 - t13 * cosine[0];
    Yb[9] = -(t13 * sine[0] + t216);
    Yb[10] = Value() + 0.0;
    Yb[11] = Value() + 0.0;
    Yb[12] = t214 - sine[0] * (t40 - (t180 + t182) * q[2]) - 0.154 * (cosine[0] * t210 - t212 * sine[0]);
    Yb[13] = t218 - (sine[0] * ((t33 - t34) * q[2]) + cosine[0] * t14);
    Yb[14] = -((t14 - t215 * q[2]) * sine[0] + t216);
    Yb[15] = -(0.154 * (t214 - sine[0] * t40) + sine[0] * (t14 * q[2]));
    Yb[16] = Value() + 0.0;
    Yb[17] = Value() + 0.0;
    Yb[18] = Value() + 0.0;
    Yb[19] = cosine[0] * t164 - sine[0] * (sine[1] * t32 - t213);
    Yb[20] = t162 * cosine[0] - (cosine[1] * t203 + sine[1] * t207) * sine[0];
    Yb[21] = -(sine[0] * (cosine[1] * t177 + sine[1] * t178) + (t160 - t159) * cosine[0]);
    Yb[22] = cosine[0] * t35 - sine[0] * (t213 + sine[1] * t161);
    Yb[23] = -(sine[0] * (cosine[1] * t165 + t166 * sine[1]) + cosine[0] * (t42 - t158));
    Yb[24] = -t205;
    Yb[25] = -t200;
    Yb[26] = Value() + 0.0;
    Yb[27] = Value() + 0.0;
    Yb[28] = Value() + 0.0;
    Yb[29] = -((cosine[1] * t111 + sine[1] * t192) * sine[0] + (t156 - t146) * cosine[0]);
    Yb[30] = -((cosine[1] * t115 + t155 * sine[1]) * sine[0] + cosine[0] * t154);
    Yb[31] = -((t150 * sine[1] - cosine[1] * t109) * sine[0] + t149 * cosine[0]);
    Yb[32] = -((cosine[1] * t43 + sine[1] * t191) * sine[0] + t148 * cosine[0]);
    Yb[33] = -((t105 * cosine[1] + sine[1] * t145) * sine[0] + cosine[0] * t144);
    Yb[34] = -(0.154 * (cosine[0] * t195 - t175 * sine[0]) + t196);
    Yb[35] = -(t194 + 0.154 * (cosine[0] * t193 - sine[0] * t173));
    Yb[36] = Value() + 0.0;
    Yb[37] = Value() + 0.0;
    Yb[38] = Value() + 0.0;
    Yb[39] = -(t136 * cosine[0] + (cosine[1] * t91 + sine[1] * t137) * sine[0]);
    Yb[40] = -(sine[0] * (cosine[1] * t100 + sine[1] * t135) + t134 * cosine[0]);
    Yb[41] = -(sine[0] * (cosine[1] * t95 + sine[1] * t132) + t131 * cosine[0]);
    Yb[42] = -((t127 - t129) * cosine[0] + (t128 * sine[1] + t97 * cosine[1]) * sine[0]);
    Yb[43] = -(sine[0] * (sine[1] * t125 + t90 * cosine[1]) + cosine[0] * (t124 - t126));
    Yb[44] = -(0.154 * (t170 * sine[0] + t188 * cosine[0]) + t189);
    Yb[45] = -(0.154 * (cosine[0] * t186 - (t167 - t169) * sine[0]) + t187);
    Yb[46] = Value() + 0.0;
    Yb[47] = Value() + 0.0;
    Yb[48] = Value() + 0.0;
    Yb[49] = Value() + 0.0;
    Yb[50] = Value() + 0.0;
    Yb[51] = Value() + 0.0;
    Yb[52] = -t181;
    Yb[53] = t212;
    Yb[54] = t182 - t180;
    Yb[55] = qdd[1];
    Yb[56] = t210;
    Yb[57] = t6;
    Yb[58] = -t5;
    Yb[59] = qd[1];
    Yb[60] = t211;
    Yb[61] = t210 * q[2];
    Yb[62] = t40 - t209 * q[2];
    Yb[63] = t7 + q[2] * t208;
    Yb[64] = t7 * q[2];
    Yb[65] = Value() + 0.0;
    Yb[66] = Value() + 0.0;
    Yb[67] = Value() + 0.0;
    Yb[68] = -(t206 + cosine[1] * t32);
    Yb[69] = sine[1] * t203 - cosine[1] * t207;
    Yb[70] = sine[1] * t177 - cosine[1] * t178;
    Yb[71] = t206 - cosine[1] * t161;
    Yb[72] = sine[1] * t165 - t166 * cosine[1];
    Yb[73] = sine[1] * t40 + q[2] * t204;
    Yb[74] = -(cosine[1] * t39 + q[2] * t199);
    Yb[75] = Value() + 0.0;
    Yb[76] = Value() + 0.0;
    Yb[77] = Value() + 0.0;
    Yb[78] = sine[1] * t111 - cosine[1] * t192;
    Yb[79] = sine[1] * t115 - cosine[1] * t155;
    Yb[80] = -(sine[1] * t109 + t150 * cosine[1]);
    Yb[81] = sine[1] * t43 - cosine[1] * t191;
    Yb[82] = t105 * sine[1] - cosine[1] * t145;
    Yb[83] = cosine[1] * t138 - sine[1] * t75 + q[2] * t195;
    Yb[84] = t41 * sine[1] - cosine[1] * t139 + q[2] * t193;
    Yb[85] = Value() + 0.0;
    Yb[86] = Value() + 0.0;
    Yb[87] = Value() + 0.0;
    Yb[88] = t91 * sine[1] - cosine[1] * t137;
    Yb[89] = sine[1] * t100 - cosine[1] * t135;
    Yb[90] = sine[1] * t95 - cosine[1] * t132;
    Yb[91] = t97 * sine[1] - t128 * cosine[1];
    Yb[92] = t90 * sine[1] - cosine[1] * t125;
    Yb[93] = t188 * q[2] + (cosine[1] * t120 + sine[1] * t86);
    Yb[94] = q[2] * t186 + (t78 * sine[1] - cosine[1] * t117);
    Yb[95] = Value() + 0.0;
    Yb[96] = Value() + 0.0;
    Yb[97] = Value() + 0.0;
    Yb[98] = Value() + 0.0;
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
    Yb[110] = t12 - t11;
    Yb[111] = -t185;
    Yb[112] = -t184;
    Yb[113] = t39;
    Yb[114] = qdd[2];
    Yb[115] = qd[2];
    Yb[116] = t179;
    Yb[117] = Value() + 0.0;
    Yb[118] = Value() + 0.0;
    Yb[119] = Value() + 0.0;
    Yb[120] = Value() + 0.0;
    Yb[121] = Value() + 0.0;
    Yb[122] = -t178;
    Yb[123] = t177;
    Yb[124] = Value() + 0.0;
    Yb[125] = Value() + 0.0;
    Yb[126] = Value() + 0.0;
    Yb[127] = Value() + 0.0;
    Yb[128] = Value() + 0.0;
    Yb[129] = Value() + 0.0;
    Yb[130] = Value() + 0.0;
    Yb[131] = Value() + 0.0;
    Yb[132] = -t175;
    Yb[133] = -t173;
    Yb[134] = Value() + 0.0;
    Yb[135] = Value() + 0.0;
    Yb[136] = Value() + 0.0;
    Yb[137] = Value() + 0.0;
    Yb[138] = Value() + 0.0;
    Yb[139] = Value() + 0.0;
    Yb[140] = Value() + 0.0;
    Yb[141] = Value() + 0.0;
    Yb[142] = t170;
    Yb[143] = t169 - t167;
    Yb[144] = Value() + 0.0;
    Yb[145] = Value() + 0.0;
    Yb[146] = Value() + 0.0;
    Yb[147] = Value() + 0.0;
    Yb[148] = Value() + 0.0;
    Yb[149] = Value() + 0.0;
    Yb[150] = Value() + 0.0;
    Yb[151] = Value() + 0.0;
    Yb[152] = Value() + 0.0;
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
    Yb[166] = t164;
    Yb[167] = t162;
    Yb[168] = t159 - t160;
    Yb[169] = t35;
    Yb[170] = t158 - t42;
    Yb[171] = t16;
    Yb[172] = -t38;
    Yb[173] = qdd[3];
    Yb[174] = qd[3];
    Yb[175] = t157;
    Yb[176] = t146 - t156;
    Yb[177] = -t154;
    Yb[178] = -t149;
    Yb[179] = -t148;
    Yb[180] = -t144;
    Yb[181] = -t139;
    Yb[182] = -t138;
    Yb[183] = Value() + 0.0;
    Yb[184] = Value() + 0.0;
    Yb[185] = Value() + 0.0;
    Yb[186] = -t136;
    Yb[187] = -t134;
    Yb[188] = -t131;
    Yb[189] = t129 - t127;
    Yb[190] = t126 - t124;
    Yb[191] = t118 - t121;
    Yb[192] = -t116;
    Yb[193] = Value() + 0.0;
    Yb[194] = Value() + 0.0;
    Yb[195] = Value() + 0.0;
    Yb[196] = Value() + 0.0;
    Yb[197] = Value() + 0.0;
    Yb[198] = Value() + 0.0;
    Yb[199] = Value() + 0.0;
    Yb[200] = Value() + 0.0;
    Yb[201] = Value() + 0.0;
    Yb[202] = Value() + 0.0;
    Yb[203] = Value() + 0.0;
    Yb[204] = Value() + 0.0;
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
    Yb[225] = t111;
    Yb[226] = t115;
    Yb[227] = -t109;
    Yb[228] = t43;
    Yb[229] = t105;
    Yb[230] = -t75;
    Yb[231] = t41;
    Yb[232] = qdd[4];
    Yb[233] = qd[4];
    Yb[234] = t102;
    Yb[235] = t91;
    Yb[236] = t100;
    Yb[237] = t95;
    Yb[238] = t97;
    Yb[239] = t90;
    Yb[240] = t86;
    Yb[241] = t78;
    Yb[242] = Value() + 0.0;
    Yb[243] = Value() + 0.0;
    Yb[244] = Value() + 0.0;
    Yb[245] = Value() + 0.0;
    Yb[246] = Value() + 0.0;
    Yb[247] = Value() + 0.0;
    Yb[248] = Value() + 0.0;
    Yb[249] = Value() + 0.0;
    Yb[250] = Value() + 0.0;
    Yb[251] = Value() + 0.0;
    Yb[252] = Value() + 0.0;
    Yb[253] = Value() + 0.0;
    Yb[254] = Value() + 0.0;
    Yb[255] = Value() + 0.0;
    Yb[256] = Value() + 0.0;
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
    Yb[284] = -t69;
    Yb[285] = t68 - t70;
    Yb[286] = t65 - t66;
    Yb[287] = t62;
    Yb[288] = t54;
    Yb[289] = t49 - t50;
    Yb[290] = -t48;
    Yb[291] = qdd[5];
    Yb[292] = qd[5];
    Yb[293] = t0;
  }
};
/// base_regressor at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct BaseRegressorLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, double* Yb) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[6], qd_lanes[6], qdd_lanes[6], Yb_lanes[294];
    gather(q_lanes, q, 6, k, valid);
    gather(qd_lanes, qd, 6, k, valid);
    gather(qdd_lanes, qdd, 6, k, valid);
    BaseRegressorBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, Yb_lanes);
    scatter(Yb, Yb_lanes, 294, k, valid);
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
    Value sine[4], cosine[4];
    sin_cos(sine, cosine, q[4], q[1], q[3], q[0]);
    const Value t0 = cosine[0] * cosine[1];
    const Value t1 = sine[0] * (sine[2] * sine[1]);
    const Value t2 = cosine[2] * sine[1];
    const Value t3 = cosine[1] * sine[3];
    const Value t4 = sine[3] * sine[1];
    const Value t5 = cosine[0] * t4 + (t3 * sine[2] - cosine[2] * cosine[3]) * sine[0];
    const Value t6 = t3 * cosine[2] + sine[2] * cosine[3];
    const Value t7 = cosine[1] * cosine[3];
    const Value t8 = sine[1] * cosine[3];
    const Value t9 = (cosine[2] * sine[3] + t7 * sine[2]) * sine[0] + cosine[0] * t8;
    const Value t10 = t7 * cosine[2] - sine[2] * sine[3];
    const Value t11 = 0.154 * cosine[3];
    const Value t12 = t4 * q[2] + t11;
    const Value t13 = t12 + 0.263 * t5;
    const Value t14 = t13 - t12;
    const Value t15 = 0.154 * sine[3];
    const Value t16 = q[2] * t8 - t15;
    const Value t17 = 0.263 * t9 + t16;
    const Value t18 = t17 - t16;
    const Value t19 = 0.412 + cosine[1] * q[2];
    const Value t20 = t19 - 0.263 * (t1 - t0);
    const Value t21 = t20 - t19;
    const Value t22 = t20 - 0.412;
    Jx[0] = -t13;
    Jx[1] = cosine[3] * t22;
    Jx[2] = t8;
    Jx[3] = t4 * t21 - cosine[1] * t14;
    Jx[4] = t6 * t21 + t2 * t14;
    Jx[5] = Value() + 0.0;
    Jx[6] = t17;
    Jx[7] = sine[3] * t22;
    Jx[8] = t4;
    Jx[9] = cosine[1] * t18 - t8 * t21;
    Jx[10] = -(t2 * t18 + t10 * t21);
    Jx[11] = Value() + 0.0;
    Jx[12] = Value() + 0.0;
    Jx[13] = -(cosine[3] * (t15 + t17) + (t13 - t11) * sine[3]);
    Jx[14] = cosine[1];
    Jx[15] = t8 * t14 - t4 * t18;
    Jx[16] = t10 * t14 - t6 * t18;
    Jx[17] = Value() + 0.0;
    Jx[18] = Value() + 0.0;
    Jx[19] = -sine[3];
    Jx[20] = Value() + 0.0;
    Jx[21] = t8;
    Jx[22] = t10;
    Jx[23] = t9;
    Jx[24] = Value() + 0.0;
    Jx[25] = cosine[3];
    Jx[26] = Value() + 0.0;
    Jx[27] = t4;
    Jx[28] = t6;
    Jx[29] = t5;
    Jx[30] = Value() + 1.0;
    Jx[31] = Value() + 0.0;
    Jx[32] = Value() + 0.0;
    Jx[33] = cosine[1];
    Jx[34] = -t2;
    Jx[35] = t0 - t1;
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
}  // namespace stanford
