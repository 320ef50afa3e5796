// panda: closed-form dynamics emitted by nedyn 0.1.0. Do not edit;
// regenerate with the command below instead.
// Model:   models/panda.yaml (SHA-256 aaad0a562c4fb3874a3573e4a90421aa5b710de6dc9cacd245c382d9af5bc7c5)
// Command: nedyn generate models/panda.yaml
#include "panda.hpp"

#include <cmath>

namespace panda {
namespace {

// A function's body is a template over T: double for a single call, a
// vector of states for NAME_batch (GCC/Clang vector extensions): four
// doubles or eight floats where an x86-64 processor has AVX2 (asked once per
// batch), two or four in 128 bits otherwise (SSE2, NEON); other compilers
// take one state at a time. Every lane does the single call's operations in
// its order (no FMA is asked for), so each state gets the single call's bits.

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
// single call's body runs from a copy of it compiled for AVX2 (the same bits,
// tests/generator/avx2_copy_test.cpp; -DNEDYN_NO_AVX2_SINGLE_CALLS leaves the
// copy out, not the batches').

/// libm's sine and cosine of each angle.
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
/// The first two lanes of a row of four (may_alias: read from sin_cos_v4d).
typedef double sin_cos_v2d_row __attribute__((vector_size(16), may_alias));

// One row per constant, in four lanes; two-lane code reads the first two.
const sin_cos_v4d kSinCos[] = {
    {0.6366197723675814, 0.6366197723675814, 0.6366197723675814, 0.6366197723675814},  // 2/pi
    {6755399441055744.0, 6755399441055744.0, 6755399441055744.0, 6755399441055744.0},  // 1.5 2^52: adding it rounds to an integer
    {1.5707963267341256, 1.5707963267341256, 1.5707963267341256, 1.5707963267341256},  // P1
    {6.077100506303966e-11, 6.077100506303966e-11, 6.077100506303966e-11, 6.077100506303966e-11},  // P2
    {2.0222662487959506e-21, 2.0222662487959506e-21, 2.0222662487959506e-21, 2.0222662487959506e-21},  // P3
    {1.5918129294866608e-10, 1.5918129294866608e-10, 1.5918129294866608e-10, 1.5918129294866608e-10},  // sin: z^5
    {-2.5051131845003624e-08, -2.5051131845003624e-08, -2.5051131845003624e-08, -2.5051131845003624e-08},
    {2.755731610255244e-06, 2.755731610255244e-06, 2.755731610255244e-06, 2.755731610255244e-06},
    {-0.00019841269836758574, -0.00019841269836758574, -0.00019841269836758574, -0.00019841269836758574},
    {0.008333333333330948, 0.008333333333330948, 0.008333333333330948, 0.008333333333330948},
    {-0.16666666666666666, -0.16666666666666666, -0.16666666666666666, -0.16666666666666666},  // sin: z^0
    {-1.1382632425521717e-11, -1.1382632425521717e-11, -1.1382632425521717e-11, -1.1382632425521717e-11},  // cos: z^5
    {2.08761462684032e-09, 2.08761462684032e-09, 2.08761462684032e-09, 2.08761462684032e-09},
    {-2.7557317271729793e-07, -2.7557317271729793e-07, -2.7557317271729793e-07, -2.7557317271729793e-07},
    {2.480158729876569e-05, 2.480158729876569e-05, 2.480158729876569e-05, 2.480158729876569e-05},
    {-0.0013888888888887398, -0.0013888888888887398, -0.0013888888888887398, -0.0013888888888887398},
    {0.041666666666666664, 0.041666666666666664, 0.041666666666666664, 0.041666666666666664},  // cos: z^0
    {0.5, 0.5, 0.5, 0.5},
    {1.0, 1.0, 1.0, 1.0},
    {-0.0, -0.0, -0.0, -0.0},  // the sign bit
    {1e5, 1e5, 1e5, 1e5}};

/// The constants, hidden from the optimiser so that they stay memory
/// operands: g++ would rebuild each from a scalar (two instructions a use),
/// or keep them in registers across the whole function and spill them.
__attribute__((always_inline)) inline const sin_cos_v4d* sin_cos_constants() {
  const sin_cos_v4d* k = kSinCos;
  __asm__("" : "+r"(k));
  return k;
}

/// The constants in two lanes: the first half of each row (rows + 2 i).
__attribute__((always_inline)) inline const sin_cos_v2d_row* sin_cos_constants_v2() {
  return reinterpret_cast<const sin_cos_v2d_row*>(sin_cos_constants());
}

/// All lanes set where |x| <= 1e5 (false for NaN).
__attribute__((always_inline)) inline sin_cos_v2i sin_cos_in_range(double a, double b) {
  const sin_cos_v2d_row* k = sin_cos_constants_v2();
  const sin_cos_v2d x = {a, b};
  const sin_cos_v2i magnitude =
      reinterpret_cast<sin_cos_v2i>(x) & ~reinterpret_cast<sin_cos_v2i>(k[2 * 19]);
  return reinterpret_cast<sin_cos_v2i>(reinterpret_cast<sin_cos_v2d>(magnitude) <= k[2 * 20]);
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
/// same operations in two lanes (V = sin_cos_v2d, I = sin_cos_v2i) or four.
/// Constant j is row[Step j]. Nothing here is a call: code for four lanes
/// must be inlined into a function compiled for AVX2.
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
  sin_cos_lanes<sin_cos_v2d, sin_cos_v2i, 2>(x, sin_cos_constants_v2(), s, c, count);
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
    sin_cos_in_lanes<Lane, sin_cos_v2i, 2>(sin_cos_constants_v2(), s, c, x...);
  }
};
template <>
struct SinCosInLanes<sin_cos_v4d> {
  typedef sin_cos_v4d Lane;
  template <typename... Angle>
  __attribute__((always_inline)) void operator()(Lane* s, Lane* c, const Angle&... x) const {
    sin_cos_in_lanes<Lane, sin_cos_v4i, 1>(sin_cos_constants(), s, c, x...);
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
  sin_cos_lanes<sin_cos_v4d, sin_cos_v4i, 1>(x, sin_cos_constants(), s, c, count);
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
#elif !defined(NEDYN_NO_AVX2_SINGLE_CALLS)
// A second copy of each single call for AVX2: 9-54 % faster calls for about
// 1.3 times the compile time and code of a file with batches
// (docs/BENCHMARKS.md); -DNEDYN_NO_AVX2_SINGLE_CALLS leaves it out.
/// A function's body compiled a second time, for AVX2: all of it inlined
/// here (flatten), so the VEX encoding's three operands spare the register
/// copies of SSE2's two. Still no FMA: the same bits as the first copy.
template <typename Body, typename... Argument>
__attribute__((target("avx2"), flatten)) void evaluate_for_avx2(Body body,
                                                                const Argument&... argument) {
  body(SinCosFourLanes(), argument...);
}

/// Evaluates a function's body with the sin_cos and the instructions this
/// processor has. __builtin_cpu_supports reads what libgcc found when the
/// program started (a load and a test); asked earlier, from a constructor
/// that runs first, it says no, and the first copy gives the same bits.
template <typename Body, typename... Argument>
inline void evaluate(Body body, const Argument&... argument) {
  if (__builtin_cpu_supports("avx2"))
    evaluate_for_avx2(body, argument...);
  else
    body(SinCosTwoLanes(), argument...);
}
#else
template <typename Body, typename... Argument>
inline void evaluate(Body body, const Argument&... argument) {
  body(SinCosTwoLanes(), argument...);
}
#endif
#else
template <typename Body, typename... Argument>
inline void evaluate(Body body, const Argument&... argument) {
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
#endif

/// Evaluates a batch in the widest lanes this processor has.
template <typename Lanes, typename... Argument>
inline void evaluate_batch(Lanes lanes, int count, const Argument&... argument) {
#if defined(__x86_64__) && !defined(NEDYN_NO_AVX2)
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
namespace {

// A = L D L^T in place for an N x N row-major A (lower triangle read):
// unit L below the diagonal, 1 / D_jj on it. Returns 0, or `failure` at the
// first pivot D_jj that is not above relative * A_jj.
template <int N>
int ldlt_in_place(double* A, double relative, int failure) {
  double d[N], v[N];
  for (int j = 0; j < N; ++j) {
    double pivot = A[j * N + j];
    for (int k = 0; k < j; ++k) {
      v[k] = A[j * N + k] * d[k];
      pivot -= A[j * N + k] * v[k];
    }
    if (!(pivot > relative * A[j * N + j])) return failure;
    d[j] = pivot;
    const double inverse = 1 / pivot;
    A[j * N + j] = inverse;
    for (int i = j + 1; i < N; ++i) {
      double s = A[i * N + j];
      for (int k = 0; k < j; ++k) s -= A[i * N + k] * v[k];
      A[i * N + j] = s * inverse;
    }
  }
  return 0;
}

// Task-space terms from M (lower triangle) and the task's Jacobian rows J
// (kTask x kDof) by LDL^T factorisations, free of square roots: M = L D L^T,
// Y = L^-1 J^T, Yd = D^-1 Y (kDof x kTask), A = J M^-1 J^T = Yd^T Y = La Da La^T
// (Khatib: Mx = A^-1, Jbar^T K = Mx Yd^T L^-1 K). The unit lower factors
// overwrite M and A in place, their diagonals holding 1 / D_jj: one division
// per pivot, none in the solves. Returns 0; 1 if a pivot of A is at most
// kTaskSingularity A_kk (the task's rows dependent in M^-1's metric); 2 if M
// is not positive definite.
int task_space_factor(double* M, const double* J, double* Yd, double* A) {
  if (ldlt_in_place<kDof>(M, 0, 2) != 0) return 2;
  double Y[kDof * kTask];
  for (int r = 0; r < kTask; ++r)  // column r of Y: L y = row r of J
    for (int i = 0; i < kDof; ++i) {
      double s = J[r * kDof + i];
      for (int k = 0; k < i; ++k) s -= M[i * kDof + k] * Y[k * kTask + r];
      Y[i * kTask + r] = s;
      Yd[i * kTask + r] = s * M[i * kDof + i];
    }
  for (int r = 0; r < kTask; ++r)
    for (int c = 0; c <= r; ++c) {
      double s = 0;
      for (int i = 0; i < kDof; ++i) s += Yd[i * kTask + r] * Y[i * kTask + c];
      A[r * kTask + c] = s;
    }
  return ldlt_in_place<kTask>(A, kTaskSingularity, 1);
}

// Mx = A^-1 = W^T Da^-1 W with W = La^-1 (unit lower triangular).
void task_space_inverse(const double* A, double* Mx) {
  double W[kTask * kTask];
  for (int c = 0; c < kTask; ++c) {  // column c of W: La w = e_c
    W[c * kTask + c] = 1;
    for (int i = c + 1; i < kTask; ++i) {
      double s = -A[i * kTask + c];
      for (int k = c + 1; k < i; ++k) s -= A[i * kTask + k] * W[k * kTask + c];
      W[i * kTask + c] = s;
    }
  }
  for (int r = 0; r < kTask; ++r)
    for (int c = 0; c <= r; ++c) {
      double s = 0;
      for (int i = r; i < kTask; ++i) s += W[i * kTask + r] * A[i * kTask + i] * W[i * kTask + c];
      Mx[r * kTask + c] = s;
      Mx[c * kTask + r] = s;
    }
}

// out = A^-1 (Yd^T L^-1 K - H), kTask x columns, or J^T times that,
// kDof x columns (joint_space); K kDof x columns and H kTask x columns (null: zero).
void task_space_apply(const double* M, const double* J, const double* Yd,
                      const double* A, const double* K, const double* H, int columns,
                      bool joint_space, double* out) {
  for (int c = 0; c < columns; ++c) {
    double z[kDof], y[kTask];
    if (K) {
      for (int i = 0; i < kDof; ++i) {  // L z = column c of K
        double s = K[i * columns + c];
        for (int k = 0; k < i; ++k) s -= M[i * kDof + k] * z[k];
        z[i] = s;
      }
    }
    for (int r = 0; r < kTask; ++r) {
      double s = H ? -H[r * columns + c] : double(0);
      if (K)
        for (int i = 0; i < kDof; ++i) s += Yd[i * kTask + r] * z[i];
      y[r] = s;
    }
    for (int i = 0; i < kTask; ++i)
      for (int k = 0; k < i; ++k) y[i] -= A[i * kTask + k] * y[k];
    for (int i = 0; i < kTask; ++i) y[i] *= A[i * kTask + i];
    for (int i = kTask - 1; i >= 0; --i)
      for (int k = i + 1; k < kTask; ++k) y[i] -= A[k * kTask + i] * y[k];
    if (joint_space) {
      for (int i = 0; i < kDof; ++i) {
        double s = 0;
        for (int r = 0; r < kTask; ++r) s += J[r * kDof + i] * y[r];
        out[i * columns + c] = s;
      }
    } else {
      for (int r = 0; r < kTask; ++r) out[r * columns + c] = y[r];
    }
  }
}

// One task term: out = A^-1 (Yd^T L^-1 K - H) as task_space_apply, or Mx
// for K and H null. The status of task_space_factor; out is all zero unless
// it is 0. M is overwritten.
int task_space_solve(double* M, const double* J, const double* K, const double* H,
                     int columns, bool joint_space, double* out) {
  double Yd[kDof * kTask], A[kTask * kTask];
  const int status = task_space_factor(M, J, Yd, A);
  if (status != 0) {
    for (int i = 0; i < (joint_space ? kDof : kTask) * columns; ++i) out[i] = 0;
    return status;
  }
  if (!K && !H)
    task_space_inverse(A, out);
  else
    task_space_apply(M, J, Yd, A, K, H, columns, joint_space, out);
  return 0;
}

// Mx, Vx = Mx (Jx M^-1 V - h) and Gx = Mx Jx M^-1 G from one factorisation
// (h: the task's rows of Jdot qd), Vx and Gx as products with Mx rather than
// more triangular solves on A. The status of task_space_factor; Mx, Vx and
// Gx are all zero unless it is 0. M is overwritten.
int task_space_terms(double* M, const double* J, const double* V, const double* G,
                     const double* h, double* Mx, double* Vx, double* Gx) {
  double Yd[kDof * kTask], A[kTask * kTask];
  const int status = task_space_factor(M, J, Yd, A);
  if (status != 0) {
    for (int i = 0; i < kTask * kTask; ++i) Mx[i] = 0;
    for (int i = 0; i < kTask; ++i) Vx[i] = Gx[i] = 0;
    return status;
  }
  double zv[kDof], zg[kDof], yv[kTask], yg[kTask];
  for (int i = 0; i < kDof; ++i) {  // L z = V and L z = G
    double sv = V[i], sg = G[i];
    for (int k = 0; k < i; ++k) {
      sv -= M[i * kDof + k] * zv[k];
      sg -= M[i * kDof + k] * zg[k];
    }
    zv[i] = sv;
    zg[i] = sg;
  }
  for (int r = 0; r < kTask; ++r) {  // Jx M^-1 V - h = Yd^T zv - h, Jx M^-1 G = Yd^T zg
    double sv = -h[r], sg = 0;
    for (int i = 0; i < kDof; ++i) {
      sv += Yd[i * kTask + r] * zv[i];
      sg += Yd[i * kTask + r] * zg[i];
    }
    yv[r] = sv;
    yg[r] = sg;
  }
  task_space_inverse(A, Mx);
  for (int r = 0; r < kTask; ++r) {
    double sv = 0, sg = 0;
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
  for (int r = 0; r < kTask; ++r) h[r] = a[kTaskRows[r]];
}

}  // namespace

// Built from: recursion: Newton-Euler program, grouped inertial parameters.
// 360 multiplications, 294 additions, 0 divisions, 12 function calls.
namespace {
struct InverseDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* tau) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5], q[6]);
    const Value t0 = cosine[0] * qd[0];
    const Value t1 = t0 * qd[1];
    const Value t2 = qdd[0] * sine[0] + t1;
    const Value t3 = 0.316 * (t1 + t2);
    const Value t4 = sine[0] * qd[0];
    const Value t5 = cosine[1] * qd[1] + t4 * sine[1];
    const Value t6 = qdd[1] * sine[1] - cosine[1] * t2 + t5 * qd[2];
    const Value t7 = qdd[0] * cosine[0];
    const Value t8 = t4 * qd[1];
    const Value t9 = qdd[2] + (t7 - t8);
    const Value t10 = t8 - t7;
    const Value t11 = qd[1] * sine[1] - t4 * cosine[1];
    const Value t12 = t0 + qd[2];
    const Value t13 = cosine[2] * t12 - sine[2] * t11;
    const Value t14 = cosine[2] * t6 + sine[2] * t9 + t13 * qd[3];
    const Value t15 = qd[3] - t5;
    const Value t16 = t14 + t13 * t15;
    const Value t17 = sine[2] * t12 + cosine[2] * t11;
    const Value t18 = cosine[2] * t9 - t6 * sine[2] - t17 * qd[3];
    const Value t19 = t15 * t17 - t18;
    const Value t20 = 0.316 * (t4 * t0 - qdd[1]) + 9.81 * sine[0];
    const Value t21 = t3 * cosine[1] + t20 * sine[1];
    const Value t22 = t3 * sine[1] - t20 * cosine[1];
    const Value t23 = t5 * t11;
    const Value t24 = t23 + t9;
    const Value t25 = t21 + 0.0825 * t24;
    const Value t26 = 0.384 * t16 - 0.0825 * t19 - t25;
    const Value t27 = t13 * t17;
    const Value t28 = t11 * qd[2];
    const Value t29 = qdd[1] * cosine[1] + t2 * sine[1];
    const Value t30 = t28 - t29 + qdd[3];
    const Value t31 = t29 - t28;
    const Value t32 = t27 - t30;
    const Value t33 = t27 + t30;
    const Value t34 = t15 * t15;
    const Value t35 = t34 + t13 * t13;
    const Value t36 = t34 + t17 * t17;
    const Value t37 = t12 * t12;
    const Value t38 = t37 + t5 * t5;
    const Value t39 = t22 - 0.0825 * t38;
    const Value t40 = 9.81 * cosine[0] - 0.316 * (t4 * t4 + qd[1] * qd[1]);
    const Value t41 = 0.0825 * (t12 * t11 - t31) + t40;
    const Value t42 = t41 * sine[2] + cosine[2] * t39;
    const Value t43 = t41 * cosine[2] - sine[2] * t39;
    const Value t44 = t42 + (0.384 * t32 + 0.0825 * t35);
    const Value t45 = cosine[3] * t26 + sine[3] * t44;
    const Value t46 = cosine[3] * t44 - sine[3] * t26;
    const Value t47 = cosine[3] * t15 + t17 * sine[3];
    const Value t48 = qd[5] + t47;
    const Value t49 = cosine[3] * t17 - t15 * sine[3];
    const Value t50 = t13 + qd[4];
    const Value t51 = cosine[4] * t49 + t50 * sine[4];
    const Value t52 = t14 * cosine[3] - t30 * sine[3] - qd[4] * t47;
    const Value t53 = t18 + qdd[4];
    const Value t54 = t53 * cosine[4] - t52 * sine[4];
    const Value t55 = qd[5] * t51;
    const Value t56 = t54 - t55;
    const Value t57 = qdd[6] + (t55 - t54);
    const Value t58 = t48 * t51 - t56;
    const Value t59 = t45 + 0.088 * t58;
    const Value t60 = t43 - (0.0825 * t33 + 0.384 * t36);
    const Value t61 = cosine[4] * t46 + t60 * sine[4];
    const Value t62 = t48 * t48;
    const Value t63 = sine[4] * t49;
    const Value t64 = t50 * cosine[4];
    const Value t65 = t64 - t63;
    const Value t66 = t63 - t64 + qd[6];
    const Value t67 = t62 + t65 * t65;
    const Value t68 = t61 - 0.088 * t67;
    const Value t69 = 0.007735484874 * (t59 * cosine[5] - sine[5] * t68) + 0.003127439544 * (sine[5] * t59 + cosine[5] * t68);
    const Value t70 = qd[4] * t49 + (t14 * sine[3] + cosine[3] * t30);
    const Value t71 = qdd[5] + t70;
    const Value t72 = t53 * sine[4] + t52 * cosine[4] + qd[5] * t65;
    const Value t73 = t48 * cosine[5] - sine[5] * t51;
    const Value t74 = t73 * qd[6] + (sine[5] * t71 + t72 * cosine[5]);
    const Value t75 = cosine[5] * t51 + sine[5] * t48;
    const Value t76 = t71 * cosine[5] - sine[5] * t72 - t75 * qd[6];
    const Value t77 = 0.000548359106408232 * t66 + 0.000395108718315752 * t75;
    const Value t78 = 0.00242094377852123 * t75 - 0.000395108718315752 * t73 - 0.001672482661783778 * t66;
    const Value t79 = 0.004909651967360946 * t57 - (0.001672482661783778 * t74 + 0.000548359106408232 * t76) - (t77 * t75 + t73 * t78);
    const Value t80 = t69 + t79;
    const Value t81 = t60 * cosine[4] - sine[4] * t46;
    const Value t82 = t51 * t65;
    const Value t83 = t71 + t82;
    const Value t84 = t81 + 0.088 * t83;
    const Value t85 = 0.004909651967360946 * t66 - (0.000548359106408232 * t73 + 0.001672482661783778 * t75);
    const Value t86 = 0.00242094377852123 * t74 - 0.000395108718315752 * t76 - 0.001672482661783778 * t57 + (t73 * t85 + t77 * t66);
    const Value t87 = t66 * t78 - t85 * t75 - (0.000548359106408232 * t57 + 0.000395108718315752 * t74) + 0.007735484874 * t84;
    const Value t88 = 0.003127439544 * t84 + t86;
    const Value t89 = 0.003127439544 * (t74 + t66 * t73) - 0.007735484874 * (t66 * t75 - t76);
    const Value t90 = t89 + (0.164967552695 * t83 + 0.068832705569 * (t51 * t51 + t62));
    const Value t91 = t66 * t66;
    const Value t92 = 0.005511034382675315 * t51 + 9.3569097314605e-05 * t48;
    const Value t93 = 0.005511034382675315 * t65 - 0.000884123530507804 * t51 - 0.000103758917218685 * t48;
    const Value t94 = 9.3569097314605e-05 * t56 - 0.000103758917218685 * t72 + 0.030389507210667306 * t71 + (t92 * t51 - t93 * t65);
    const Value t95 = 0.088 * t89 + (sine[5] * t88 + cosine[5] * t87 + (0.068832705569 * t61 + 0.164967552695 * t81 + t94));
    const Value t96 = 0.030389507210667306 * t48 + (9.3569097314605e-05 * t65 - 0.000103758917218685 * t51);
    const Value t97 = 0.005511034382675315 * t72 + 9.3569097314605e-05 * t71 + (t48 * t93 - t96 * t51) - 0.164967552695 * t45;
    const Value t98 = t96 * t65 - t48 * t92 + (0.005511034382675315 * t56 - 0.000884123530507804 * t72 - 0.000103758917218685 * t71);
    const Value t99 = t88 * cosine[5] - sine[5] * t87 + (t98 - 0.068832705569 * t45);
    const Value t100 = t73 * t75;
    const Value t101 = 0.003127439544 * (t91 + t75 * t75) + 0.007735484874 * (t57 + t100);
    const Value t102 = 0.007735484874 * (t91 + t73 * t73) + 0.003127439544 * (t100 - t57);
    const Value t103 = 0.068832705569 * (t82 - t71) + 0.164967552695 * t67 + (sine[5] * t101 + cosine[5] * t102);
    const Value t104 = t101 * cosine[5] - sine[5] * t102;
    const Value t105 = t97 - t80 - 0.088 * t104;
    const Value t106 = 0.00151524447332703 * t47 + 0.024230847133882086 * t49 - 0.004600245517563106 * t50;
    const Value t107 = 0.00216405205209813 * t50 - 0.00151524447332703 * t49;
    const Value t108 = t106 * t47 + t107 * t49 + (0.027133159263935513 * t53 - (0.00216405205209813 * t70 + 0.004600245517563106 * t52));
    const Value t109 = 0.014653732538 * t45 - 0.067870631425 * t46 + t108 + (t105 * cosine[4] + sine[4] * t99);
    const Value t110 = 0.027133159263935513 * t50 - (0.00216405205209813 * t47 + 0.004600245517563106 * t49);
    const Value t111 = 0.024230847133882086 * t52 + 0.00151524447332703 * t70 - 0.004600245517563106 * t53 - (t107 * t50 + t110 * t47);
    const Value t112 = cosine[4] * t99 - t105 * sine[4] + (t111 + 0.067870631425 * t60);
    const Value t113 = t50 * t106 - t110 * t49 + (0.00216405205209813 * t53 - 0.00151524447332703 * t52) + 0.014653732538 * t60;
    const Value t114 = cosine[4] * t90 - sine[4] * t103 + (0.067870631425 * (t52 - t50 * t47) - 0.014653732538 * (t50 * t49 + t70));
    const Value t115 = t114 - (0.49008027465 * t33 + 1.720683553603 * t36);
    const Value t116 = t113 - t95;
    const Value t117 = t50 * t50;
    const Value t118 = 0.13876407268546084 * t17 - 0.00164448757736927 * t15;
    const Value t119 = 0.13876407268546084 * t13 + 0.540829284939183 * t17 + 0.0039053550262761 * t15;
    const Value t120 = t118 * t17 - t13 * t119 + (0.632524057252814 * t30 + (0.0039053550262761 * t14 - 0.00164448757736927 * t18));
    const Value t121 = t120 - (1.720683553603 * t42 + 0.49008027465 * t43) - (t116 * cosine[3] + t112 * sine[3]);
    const Value t122 = t49 * t47;
    const Value t123 = t104 + (0.164967552695 * t58 - 0.068832705569 * (t72 + t48 * t65)) + (0.067870631425 * (t117 + t49 * t49) + 0.014653732538 * (t53 - t122));
    const Value t124 = 0.014653732538 * (t117 + t47 * t47) - 0.067870631425 * (t53 + t122) - (t90 * sine[4] + cosine[4] * t103);
    const Value t125 = t124 * cosine[3] + t123 * sine[3];
    const Value t126 = t123 * cosine[3] - t124 * sine[3];
    const Value t127 = 1.720683553603 * t16 - 0.49008027465 * t19 + t126;
    const Value t128 = t125 + (1.720683553603 * t32 + 0.49008027465 * t35);
    const Value t129 = 0.384 * t125 + 0.0825 * t114;
    const Value t130 = 0.028227094878 * (t23 - t9) - 0.684157959872 * t38 + (cosine[2] * t128 - sine[2] * t115);
    const Value t131 = 0.684157959872 * t24 - 0.028227094878 * (t37 + t11 * t11) - t127;
    const Value t132 = 0.0825 * t127;
    const Value t133 = 0.0039053550262761 * t17 - 0.00164448757736927 * t13 + 0.632524057252814 * t15;
    const Value t134 = 0.0039053550262761 * t30 + (0.13876407268546084 * t18 + 0.540829284939183 * t14) + (t13 * t133 - t118 * t15);
    const Value t135 = t15 * t119 - t133 * t17 + (0.13876407268546084 * t14 - 0.00164448757736927 * t30) - 0.49008027465 * t25;
    const Value t136 = 0.384 * t126 + (t112 * cosine[3] - t116 * sine[3] + (t134 - 1.720683553603 * t25));
    const Value t137 = t135 + t109 + 0.0825 * t126;
    const Value t138 = 0.000121912420950744 * t11 + 0.004377257121839584 * t12;
    const Value t139 = 0.01159586409516604 * t11 - 0.000121912420950744 * t5 - 0.005487648106562256 * t12;
    const Value t140 = 0.12445520614822143 * t9 - (0.005487648106562256 * t6 + 0.004377257121839584 * t31) - (t138 * t11 + t5 * t139);
    const Value t141 = cosine[2] * t137 + sine[2] * t136 + (0.684157959872 * t21 - 0.028227094878 * t22 + t140);
    const Value t142 = 0.12445520614822143 * t12 - (0.004377257121839584 * t5 + 0.005487648106562256 * t11);
    const Value t143 = t5 * t142 + t12 * t138 + (0.01159586409516604 * t6 - 0.000121912420950744 * t31 - 0.005487648106562256 * t9);
    const Value t144 = t139 * t12 - t142 * t11 - (0.000121912420950744 * t6 + 0.004377257121839584 * t9) - 0.684157959872 * t40;
    const Value t145 = 0.028227094878 * t40 + t143 + (cosine[2] * t136 - sine[2] * t137);
    const Value t146 = t129 - t121 + t144 - 0.0825 * (sine[2] * t128 + cosine[2] * t115);
    const Value t147 = 0.00398335888393552 * t0 - 0.9896232897634767 * t4 + 0.01026110182100817 * qd[1];
    const Value t148 = 0.00398335888393552 * t4 + 0.0007689361029464 * qd[1];
    const Value t149 = 0.0007689361029464 * t10 - 0.01026110182100817 * t2 + 1.0357790547533403 * qdd[1] + (t147 * t0 - t148 * t4);
    const Value t150 = t145 * sine[1] + t146 * cosine[1] + (t149 + (0.01993386669246 * cosine[0] - 30.45357582685272 * sine[0]));
    const Value t151 = 1.0357790547533403 * qd[1] - (0.01026110182100817 * t4 + 0.0007689361029464 * t0);
    const Value t152 = 0.01026110182100817 * qdd[1] - (0.00398335888393552 * t10 + 0.9896232897634767 * t2) - (t148 * qd[1] + t151 * t0);
    const Value t153 = cosine[0] * (t4 * t151 + t147 * qd[1] + (0.0007689361029464 * qdd[1] + 0.00398335888393552 * t2) + (t132 - t141));
    const Value t154 = sine[0] * (t145 * cosine[1] - t146 * sine[1] + t152 - 0.316 * (t131 * cosine[1] + t130 * sine[1])) + t153;
    tau[0] = 0.03733744848940618 * qdd[0] - t154;
    tau[1] = 0.316 * (cosine[1] * t130 - t131 * sine[1]) + t150;
    tau[2] = t141 - t132;
    tau[3] = t121 - t129;
    tau[4] = t109;
    tau[5] = t95;
    tau[6] = t80;
  }
};
/// inverse_dynamics at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct InverseDynamicsLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, double* tau) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], qd_lanes[7], qdd_lanes[7], tau_lanes[7];
    gather(q_lanes, q, 7, k, valid);
    gather(qd_lanes, qd, 7, k, valid);
    gather(qdd_lanes, qdd, 7, k, valid);
    InverseDynamicsBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, tau_lanes);
    scatter(tau, tau_lanes, 7, k, valid);
  }
};
}  // namespace
void inverse_dynamics(const double* q, const double* qd, const double* qdd, double* tau) {
  evaluate(InverseDynamicsBody(), q, qd, qdd, tau);
}
void inverse_dynamics_batch(int count, const double* q, const double* qd, const double* qdd, double* tau) {
  evaluate_batch(InverseDynamicsLanes(), count, q, qd, qdd, tau);
}


// Built from: recursion: composite rigid bodies, grouped inertial parameters.
// 227 multiplications, 191 additions, 0 divisions, 12 function calls.
namespace {
struct MassMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* M) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[6], q[5], q[4], q[3], q[2], q[1]);
    const Value t0 = 0.000548359106408232 * cosine[0] + 0.001672482661783778 * sine[0];
    const Value t1 = 0.003127439544 * sine[0] + 0.007735484874 * cosine[0];
    const Value t2 = -0.004909651967360946 - 0.088 * t1;
    const Value t3 = 0.000548359106408232 * sine[0];
    const Value t4 = 0.001672482661783778 * cosine[0];
    const Value t5 = t3 - t4;
    const Value t6 = 0.005511034382675315 + (t4 - t3);
    const Value t7 = t2 * cosine[1] + t5 * sine[1];
    const Value t8 = t5 * cosine[1] - t2 * sine[1];
    const Value t9 = 0.003127439544 * cosine[0];
    const Value t10 = 0.007735484874 * sine[0];
    const Value t11 = t9 - t10;
    const Value t12 = t11 * cosine[1];
    const Value t13 = t12 * cosine[2] + sine[2] * t1;
    const Value t14 = t12 * sine[2];
    const Value t15 = t11 * sine[1];
    const Value t16 = 0.067870631425 + t11;
    const Value t17 = sine[2] * t8 + cosine[2] * t0 + (0.0825 * t15 + 0.384 * t13);
    const Value t18 = cosine[2] * t1;
    const Value t19 = t18 - t14;
    const Value t20 = t14 - t18;
    const Value t21 = cosine[2] * t8 - sine[2] * t0 + 0.384 * t19;
    const Value t22 = 0.0825 * t19 + t7;
    const Value t23 = t21 * sine[3] + cosine[3] * t22 + 0.0825 * t20;
    const Value t24 = cosine[3] * t21 - t22 * sine[3];
    const Value t25 = t17 - 0.0825 * (cosine[3] * t15 + t13 * sine[3]);
    const Value t26 = t13 * cosine[3] - t15 * sine[3];
    const Value t27 = t23 * cosine[5] - sine[5] * (t24 * cosine[4] - t25 * sine[4] - 0.316 * (t26 * sine[4] + t20 * cosine[4]));
    const Value t28 = 0.176 * t1;
    const Value t29 = 0.164967552695 + t1;
    const Value t30 = 0.000395108718315752 * cosine[0];
    const Value t31 = 0.00242094377852123 * sine[0] - t30;
    const Value t32 = 0.000395108718315752 * sine[0];
    const Value t33 = sine[0] * t32 + t31 * cosine[0] - 0.088 * (t10 - t9);
    const Value t34 = 0.030389507210667306 + (t28 + (sine[0] * t31 - cosine[0] * t32));
    const Value t35 = cosine[0] * (0.00242094377852123 * cosine[0] + t32) + sine[0] * t30 - 0.000884123530507804;
    const Value t36 = 0.004909651967360946 + t28;
    const Value t37 = t33 - 0.000103758917218685;
    const Value t38 = 9.3569097314605e-05 + t0;
    const Value t39 = t37 * sine[1] + cosine[1] * t38;
    const Value t40 = sine[1] * t38;
    const Value t41 = t37 * cosine[1] - t40;
    const Value t42 = (0.000103758917218685 - t33) * cosine[1] + t40 - 0.00151524447332703;
    const Value t43 = cosine[2] * t34;
    const Value t44 = t43 - t41 * sine[2];
    const Value t45 = t29 * sine[1];
    const Value t46 = 0.068832705569 * sine[1] + t29 * cosine[1];
    const Value t47 = 0.068832705569 * cosine[1];
    const Value t48 = t47 - t45;
    const Value t49 = t45 - t47;
    const Value t50 = t48 * cosine[2];
    const Value t51 = t48 * sine[2];
    const Value t52 = 0.384 * t50 + 0.0825 * t46;
    const Value t53 = sine[2] * t34;
    const Value t54 = t53 + cosine[2] * t41 - 0.384 * t51;
    const Value t55 = 0.0825 * t51;
    const Value t56 = t39 - t55;
    const Value t57 = t55 + (t54 * sine[3] + cosine[3] * t56);
    const Value t58 = t54 * cosine[3] - t56 * sine[3];
    const Value t59 = t52 - t44 - 0.0825 * (sine[3] * t50 + cosine[3] * t46);
    const Value t60 = cosine[3] * t50 - sine[3] * t46;
    const Value t61 = t46 - 0.014653732538;
    const Value t62 = t57 * cosine[5] - (t58 * cosine[4] - t59 * sine[4] - 0.316 * (t51 * cosine[4] + t60 * sine[4])) * sine[5];
    const Value t63 = cosine[1] * t6;
    const Value t64 = t6 * sine[1];
    const Value t65 = t63 + t35 * sine[1];
    const Value t66 = 0.024230847133882086 + ((t35 * cosine[1] - t64) * cosine[1] - (t63 - sine[1] * t36) * sine[1]);
    const Value t67 = cosine[1] * t36 + t64;
    const Value t68 = 0.027133159263935513 + (t65 * sine[1] + t67 * cosine[1]);
    const Value t69 = cosine[1] * t65 - t67 * sine[1] - 0.004600245517563106;
    const Value t70 = 0.00216405205209813 - t39;
    const Value t71 = sine[2] * t69 + t70 * cosine[2];
    const Value t72 = cosine[2] * t69 - t70 * sine[2];
    const Value t73 = t61 * sine[2] + t16 * cosine[2];
    const Value t74 = t16 * sine[2];
    const Value t75 = cosine[2] * t61;
    const Value t76 = 0.384 * t73;
    const Value t77 = t76 - t71;
    const Value t78 = 0.0825 * (sine[3] * t73) + (t71 - t76);
    const Value t79 = t74 - t75;
    const Value t80 = t75 - t74;
    const Value t81 = 0.384 * t79 + t72;
    const Value t82 = 0.0825 * t79 + t68;
    const Value t83 = 0.13876407268546084 + (t72 + (0.0825 * t49 - 0.384 * t80));
    const Value t84 = sine[3] * t81 + t82 * cosine[3] + 0.0825 * t80;
    const Value t85 = cosine[3] * t81 - t82 * sine[3];
    const Value t86 = cosine[3] * t73;
    const Value t87 = cosine[5] * t84 - (t85 * cosine[4] - t78 * sine[4] - 0.316 * (t80 * cosine[4] - t86 * sine[4])) * sine[5];
    const Value t88 = t42 * sine[2];
    const Value t89 = t43 + t88;
    const Value t90 = t42 * cosine[2];
    const Value t91 = sine[2] * t66 + t90;
    const Value t92 = 0.165 * t80;
    const Value t93 = 0.768 * t49;
    const Value t94 = 0.540829284939183 + ((cosine[2] * t66 - t88) * cosine[2] - sine[2] * (t90 - t53) + t93);
    const Value t95 = 0.632524057252814 + (cosine[2] * t89 + sine[2] * t91 + (t93 - t92));
    const Value t96 = 1.720683553603 + t49;
    const Value t97 = t68 - t92;
    const Value t98 = 0.0825 * t73;
    const Value t99 = 0.0039053550262761 + (t89 * sine[2] - cosine[2] * t91 - t98);
    const Value t100 = 0.028227094878 + t73;
    const Value t101 = t77 - 0.00164448757736927;
    const Value t102 = sine[3] * t99 + cosine[3] * t101;
    const Value t103 = cosine[3] * t99;
    const Value t104 = t103 - sine[3] * t101;
    const Value t105 = -0.000121912420950744 - (t98 + (t103 + (0.00164448757736927 - t77) * sine[3]));
    const Value t106 = t80 - 0.49008027465;
    const Value t107 = cosine[3] * t106 - sine[3] * t96;
    const Value t108 = cosine[3] * t96 + sine[3] * t106;
    const Value t109 = t95 + 0.0825 * t107;
    const Value t110 = cosine[3] * t83;
    const Value t111 = sine[3] * t83;
    const Value t112 = t110 + sine[3] * t94;
    const Value t113 = 0.01159586409516604 + ((cosine[3] * t94 - t111) * cosine[3] - (t110 - sine[3] * t97) * sine[3]);
    const Value t114 = t111 + cosine[3] * t97;
    const Value t115 = 0.165 * t107;
    const Value t116 = 0.684157959872 + t107;
    const Value t117 = 0.12445520614822143 + (t112 * sine[3] + cosine[3] * t114 + t115);
    const Value t118 = t112 * cosine[3] - sine[3] * t114 - 0.0825 * t108;
    const Value t119 = t95 + t115;
    const Value t120 = t118 - 0.005487648106562256;
    const Value t121 = -0.004377257121839584 - t102;
    const Value t122 = t121 * cosine[4] + t120 * sine[4];
    const Value t123 = 0.316 * (t100 * cosine[4] + t116 * sine[4]);
    const Value t124 = 0.316 * (t116 * cosine[4] - t100 * sine[4]);
    const Value t125 = t124 + (cosine[4] * (0.005487648106562256 - t118) - (0.004377257121839584 + t102) * sine[4]) - 0.00398335888393552;
    const Value t126 = t117 * cosine[5];
    const Value t127 = t105 * sine[4];
    const Value t128 = t105 * cosine[4];
    const Value t129 = t119 * cosine[4] + t127;
    const Value t130 = t113 * sine[4] + t128;
    const Value t131 = 0.632 * t108;
    const Value t132 = 0.9896232897634767 + ((t113 * cosine[4] - t127) * cosine[4] - (t128 - t119 * sine[4]) * sine[4] + t131);
    const Value t133 = 0.03733744848940618 + (cosine[5] * (sine[5] * t125 + t126) + (cosine[5] * t125 + t132 * sine[5]) * sine[5]);
    const Value t134 = (0.0007689361029464 + (t123 - t122)) * cosine[5] + sine[5] * (0.01026110182100817 + (t130 * cosine[4] - t129 * sine[4]));
    M[0] = t133;
    M[7] = -t134;
    M[8] = 1.0357790547533403 + (t131 + (t129 * cosine[4] + t130 * sine[4]));
    M[14] = t126 - sine[5] * (t120 * cosine[4] - t121 * sine[4] - t124);
    M[15] = t122 - t123;
    M[16] = t117;
    M[21] = t102 * cosine[5] - sine[5] * (t109 * sine[4] + t104 * cosine[4] + 0.316 * (t108 * sine[4]));
    M[22] = t104 * sine[4] - t109 * cosine[4] - 0.316 * (t108 * cosine[4]);
    M[23] = t102;
    M[24] = t95;
    M[28] = t87;
    M[29] = t78 * cosine[4] + t85 * sine[4] - 0.316 * (t86 * cosine[4] + t80 * sine[4]);
    M[30] = t84;
    M[31] = t77;
    M[32] = t68;
    M[35] = t62;
    M[36] = 0.316 * (cosine[4] * t60 - t51 * sine[4]) + (t58 * sine[4] + t59 * cosine[4]);
    M[37] = t57;
    M[38] = t44 - t52;
    M[39] = t39;
    M[40] = t34;
    M[42] = t27;
    M[43] = 0.316 * (t26 * cosine[4] - t20 * sine[4]) + (t25 * cosine[4] + t24 * sine[4]);
    M[44] = t23;
    M[45] = -t17;
    M[46] = t7;
    M[47] = -t0;
    M[48] = Value() + 0.004909651967360946;
    M[1] = M[7];
    M[2] = M[14];
    M[3] = M[21];
    M[4] = M[28];
    M[5] = M[35];
    M[6] = M[42];
    M[9] = M[15];
    M[10] = M[22];
    M[11] = M[29];
    M[12] = M[36];
    M[13] = M[43];
    M[17] = M[23];
    M[18] = M[30];
    M[19] = M[37];
    M[20] = M[44];
    M[25] = M[31];
    M[26] = M[38];
    M[27] = M[45];
    M[33] = M[39];
    M[34] = M[46];
    M[41] = M[47];
  }
};
/// mass_matrix at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct MassMatrixLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* M) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], M_lanes[49];
    gather(q_lanes, q, 7, k, valid);
    MassMatrixBody()(sin_cos, q_lanes, M_lanes);
    scatter(M, M_lanes, 49, k, valid);
  }
};
}  // namespace
void mass_matrix(const double* q, double* M) {
  evaluate(MassMatrixBody(), q, M);
}
void mass_matrix_batch(int count, const double* q, double* M) {
  evaluate_batch(MassMatrixLanes(), count, q, M);
}


// Built from: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters.
// 343 multiplications, 278 additions, 0 divisions, 12 function calls.
namespace {
struct CoriolisCentrifugalBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* V) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[2], q[1], q[3], q[4], q[5], q[6]);
    const Value t0 = sine[1] * qd[0];
    const Value t1 = qd[1] * sine[0] - t0 * cosine[0];
    const Value t2 = cosine[1] * qd[0];
    const Value t3 = t2 + qd[2];
    const Value t4 = cosine[2] * t3 - sine[2] * t1;
    const Value t5 = cosine[0] * qd[1] + t0 * sine[0];
    const Value t6 = qd[3] - t5;
    const Value t7 = t2 * qd[1];
    const Value t8 = t5 * qd[2] - t7 * cosine[0];
    const Value t9 = t0 * qd[1];
    const Value t10 = t4 * qd[3] + (cosine[2] * t8 - sine[2] * t9);
    const Value t11 = t4 * t6 + t10;
    const Value t12 = sine[2] * t3 + cosine[2] * t1;
    const Value t13 = sine[2] * t8 + cosine[2] * t9 + t12 * qd[3];
    const Value t14 = t13 + t6 * t12;
    const Value t15 = 0.316 * (t7 + t7);
    const Value t16 = t0 * t2;
    const Value t17 = t0 * t0;
    const Value t18 = t2 * t2;
    const Value t19 = 0.316 * t16;
    const Value t20 = t15 * cosine[0] + t19 * sine[0];
    const Value t21 = t15 * sine[0] - t19 * cosine[0];
    const Value t22 = t5 * t1;
    const Value t23 = t22 - t9;
    const Value t24 = t20 + 0.0825 * t23;
    const Value t25 = 0.384 * t11 - 0.0825 * t14 - t24;
    const Value t26 = t6 * t6;
    const Value t27 = t26 + t4 * t4;
    const Value t28 = t26 + t12 * t12;
    const Value t29 = t4 * t12;
    const Value t30 = t1 * qd[2];
    const Value t31 = t7 * sine[0];
    const Value t32 = t30 - t31;
    const Value t33 = t31 - t30;
    const Value t34 = t29 - t32;
    const Value t35 = t29 + t32;
    const Value t36 = t3 * t3;
    const Value t37 = t36 + t5 * t5;
    const Value t38 = t21 - 0.0825 * t37;
    const Value t39 = qd[1] * qd[1];
    const Value t40 = t17 + t39;
    const Value t41 = 0.0825 * (t3 * t1 - t33) - 0.316 * t40;
    const Value t42 = sine[2] * t41 + cosine[2] * t38;
    const Value t43 = cosine[2] * t41 - t38 * sine[2];
    const Value t44 = 0.384 * t34 + 0.0825 * t27 + t42;
    const Value t45 = cosine[3] * t25 + t44 * sine[3];
    const Value t46 = cosine[3] * t44 - sine[3] * t25;
    const Value t47 = cosine[3] * t6 + t12 * sine[3];
    const Value t48 = cosine[3] * t10 - sine[3] * t32 - qd[4] * t47;
    const Value t49 = cosine[3] * t12 - t6 * sine[3];
    const Value t50 = t4 + qd[4];
    const Value t51 = cosine[4] * t49 + t50 * sine[4];
    const Value t52 = t13 * cosine[4] + t48 * sine[4] + qd[5] * t51;
    const Value t53 = qd[5] + t47;
    const Value t54 = t52 + t53 * t51;
    const Value t55 = t45 + 0.088 * t54;
    const Value t56 = t43 - (0.0825 * t35 + 0.384 * t28);
    const Value t57 = t56 * sine[4] + t46 * cosine[4];
    const Value t58 = t53 * t53;
    const Value t59 = sine[4] * t49;
    const Value t60 = t50 * cosine[4];
    const Value t61 = t60 - t59;
    const Value t62 = t59 - t60 + qd[6];
    const Value t63 = t58 + t61 * t61;
    const Value t64 = t57 - 0.088 * t63;
    const Value t65 = 0.003127439544 * (sine[5] * t55 + cosine[5] * t64) + 0.007735484874 * (cosine[5] * t55 - sine[5] * t64);
    const Value t66 = qd[4] * t49 + (cosine[3] * t32 + t10 * sine[3]);
    const Value t67 = cosine[4] * t48 - t13 * sine[4] + qd[5] * t61;
    const Value t68 = t53 * cosine[5] - sine[5] * t51;
    const Value t69 = t68 * qd[6] + (sine[5] * t66 + cosine[5] * t67);
    const Value t70 = cosine[5] * t51 + sine[5] * t53;
    const Value t71 = cosine[5] * t66 - sine[5] * t67 - t70 * qd[6];
    const Value t72 = 0.000548359106408232 * t62 + 0.000395108718315752 * t70;
    const Value t73 = 0.00242094377852123 * t70 - 0.000395108718315752 * t68 - 0.001672482661783778 * t62;
    const Value t74 = 0.004909651967360946 * t52 - (0.001672482661783778 * t69 + 0.000548359106408232 * t71) - (t72 * t70 + t68 * t73);
    const Value t75 = t65 + t74;
    const Value t76 = 0.004909651967360946 * t62 - (0.000548359106408232 * t68 + 0.001672482661783778 * t70);
    const Value t77 = 0.00242094377852123 * t69 - 0.000395108718315752 * t71 - 0.001672482661783778 * t52 + (t68 * t76 + t72 * t62);
    const Value t78 = 0.003127439544 * (t69 + t62 * t68) - 0.007735484874 * (t62 * t70 - t71);
    const Value t79 = cosine[4] * t56 - t46 * sine[4];
    const Value t80 = t51 * t61;
    const Value t81 = t66 + t80;
    const Value t82 = t78 + (0.164967552695 * t81 + 0.068832705569 * (t51 * t51 + t58));
    const Value t83 = t79 + 0.088 * t81;
    const Value t84 = t62 * t73 - t76 * t70 - (0.000395108718315752 * t69 + 0.000548359106408232 * t52) + 0.007735484874 * t83;
    const Value t85 = 0.003127439544 * t83 + t77;
    const Value t86 = t62 * t62;
    const Value t87 = 0.005511034382675315 * t51 + 9.3569097314605e-05 * t53;
    const Value t88 = 0.005511034382675315 * t61 - 0.000884123530507804 * t51 - 0.000103758917218685 * t53;
    const Value t89 = t87 * t51 - t88 * t61 + (0.030389507210667306 * t66 - (9.3569097314605e-05 * t52 + 0.000103758917218685 * t67));
    const Value t90 = t84 * cosine[5] + sine[5] * t85 + (t89 + (0.164967552695 * t79 + 0.068832705569 * t57)) + 0.088 * t78;
    const Value t91 = 0.030389507210667306 * t53 + (9.3569097314605e-05 * t61 - 0.000103758917218685 * t51);
    const Value t92 = 0.005511034382675315 * t67 + 9.3569097314605e-05 * t66 + (t53 * t88 - t91 * t51) - 0.164967552695 * t45;
    const Value t93 = t91 * t61 - t53 * t87 - (0.000884123530507804 * t67 + 0.005511034382675315 * t52 + 0.000103758917218685 * t66);
    const Value t94 = t85 * cosine[5] - sine[5] * t84 + (t93 - 0.068832705569 * t45);
    const Value t95 = t68 * t70;
    const Value t96 = 0.007735484874 * (t52 + t95) + 0.003127439544 * (t86 + t70 * t70);
    const Value t97 = 0.007735484874 * (t86 + t68 * t68) + 0.003127439544 * (t95 - t52);
    const Value t98 = 0.068832705569 * (t80 - t66) + 0.164967552695 * t63 + (sine[5] * t96 + t97 * cosine[5]);
    const Value t99 = t96 * cosine[5] - sine[5] * t97;
    const Value t100 = t92 - t75 - 0.088 * t99;
    const Value t101 = 0.00151524447332703 * t47 + 0.024230847133882086 * t49 - 0.004600245517563106 * t50;
    const Value t102 = 0.00216405205209813 * t50 - 0.00151524447332703 * t49;
    const Value t103 = t101 * t47 + t102 * t49 - (0.00216405205209813 * t66 + 0.004600245517563106 * t48 + 0.027133159263935513 * t13);
    const Value t104 = t103 + (0.014653732538 * t45 - 0.067870631425 * t46) + (t100 * cosine[4] + t94 * sine[4]);
    const Value t105 = 0.027133159263935513 * t50 - (0.00216405205209813 * t47 + 0.004600245517563106 * t49);
    const Value t106 = 0.00151524447332703 * t66 + 0.024230847133882086 * t48 + 0.004600245517563106 * t13 - (t102 * t50 + t105 * t47);
    const Value t107 = t94 * cosine[4] - t100 * sine[4] + (0.067870631425 * t56 + t106);
    const Value t108 = t50 * t101 - t105 * t49 - (0.00216405205209813 * t13 + 0.00151524447332703 * t48) + 0.014653732538 * t56;
    const Value t109 = t82 * cosine[4] - sine[4] * t98 + (0.067870631425 * (t48 - t50 * t47) - 0.014653732538 * (t50 * t49 + t66));
    const Value t110 = t109 - (1.720683553603 * t28 + 0.49008027465 * t35);
    const Value t111 = t108 - t90;
    const Value t112 = t50 * t50;
    const Value t113 = 0.13876407268546084 * t12 - 0.00164448757736927 * t6;
    const Value t114 = 0.13876407268546084 * t4 + 0.540829284939183 * t12 + 0.0039053550262761 * t6;
    const Value t115 = 0.632524057252814 * t32 + (0.0039053550262761 * t10 + 0.00164448757736927 * t13) + (t113 * t12 - t4 * t114);
    const Value t116 = t115 - (1.720683553603 * t42 + 0.49008027465 * t43) - (t107 * sine[3] + cosine[3] * t111);
    const Value t117 = t49 * t47;
    const Value t118 = 0.014653732538 * (t13 + t117) - 0.067870631425 * (t112 + t49 * t49) - (t99 + (0.164967552695 * t54 - 0.068832705569 * (t53 * t61 + t67)));
    const Value t119 = 0.014653732538 * (t112 + t47 * t47) + 0.067870631425 * (t13 - t117) - (t82 * sine[4] + cosine[4] * t98);
    const Value t120 = cosine[3] * t119 - t118 * sine[3];
    const Value t121 = t119 * sine[3] + cosine[3] * t118;
    const Value t122 = t121 - (1.720683553603 * t11 - 0.49008027465 * t14);
    const Value t123 = t120 + (0.49008027465 * t27 + 1.720683553603 * t34);
    const Value t124 = 0.0825 * t109 + 0.384 * t120;
    const Value t125 = 0.028227094878 * (t22 + t9) - 0.684157959872 * t37 + (cosine[2] * t123 - sine[2] * t110);
    const Value t126 = t122 + (0.684157959872 * t23 - 0.028227094878 * (t36 + t1 * t1));
    const Value t127 = 0.0039053550262761 * t12 - 0.00164448757736927 * t4 + 0.632524057252814 * t6;
    const Value t128 = 0.540829284939183 * t10 - 0.13876407268546084 * t13 + 0.0039053550262761 * t32 + (t4 * t127 - t113 * t6);
    const Value t129 = t6 * t114 - t127 * t12 + (0.13876407268546084 * t10 - 0.00164448757736927 * t32) - 0.49008027465 * t24;
    const Value t130 = t128 - 1.720683553603 * t24 + (t107 * cosine[3] - sine[3] * t111) - 0.384 * t121;
    const Value t131 = t104 + t129 - 0.0825 * t121;
    const Value t132 = 0.000121912420950744 * t1 + 0.004377257121839584 * t3;
    const Value t133 = 0.01159586409516604 * t1 - 0.000121912420950744 * t5 - 0.005487648106562256 * t3;
    const Value t134 = t132 * t1 + t5 * t133 + (0.004377257121839584 * t33 + 0.005487648106562256 * t8 + 0.12445520614822143 * t9);
    const Value t135 = 0.0825 * t122 + (0.684157959872 * t20 - 0.028227094878 * t21 - t134 + (cosine[2] * t131 + sine[2] * t130));
    const Value t136 = 0.12445520614822143 * t3 - (0.004377257121839584 * t5 + 0.005487648106562256 * t1);
    const Value t137 = 0.01159586409516604 * t8 - 0.000121912420950744 * t33 + 0.005487648106562256 * t9 + (t5 * t136 + t3 * t132);
    const Value t138 = 0.216193915319552 * t40 + (t133 * t3 - t136 * t1 + (0.004377257121839584 * t9 - 0.000121912420950744 * t8));
    const Value t139 = cosine[2] * t130 - t131 * sine[2] + (t137 - 0.008919761981448 * t40);
    const Value t140 = t138 + (t124 - t116) - 0.0825 * (cosine[2] * t110 + sine[2] * t123);
    const Value t141 = 0.01026110182100817 * t7;
    const Value t142 = 0.0007689361029464 * t9;
    const Value t143 = t141 - t142 - 0.00398335888393552 * (t17 - t18) - 0.9896232897634767 * t16 + (t142 - t141) + (t140 * cosine[0] + t139 * sine[0]);
    const Value t144 = 0.00398335888393552 * t9;
    const Value t145 = 0.0007689361029464 * (t18 - t39) + (0.01026110182100817 * t16 - t144) - 1.0357790547533403 * t7 - (t144 + 0.9896232897634767 * t7);
    const Value t146 = 0.00398335888393552 * t7;
    const Value t147 = 0.01026110182100817 * (t39 - t17) + (t146 - 0.0007689361029464 * t16) + 0.04615576498986361 * t9 + t146;
    const Value t148 = cosine[1] * (t147 - t135) + (t139 * cosine[0] - t140 * sine[0] + t145 - 0.316 * (t125 * sine[0] + t126 * cosine[0])) * sine[1];
    V[0] = -t148;
    V[1] = t143 + 0.316 * (t125 * cosine[0] - t126 * sine[0]);
    V[2] = t135;
    V[3] = t116 - t124;
    V[4] = t104;
    V[5] = t90;
    V[6] = t75;
  }
};
/// coriolis_centrifugal at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CoriolisCentrifugalLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* V) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], qd_lanes[7], V_lanes[7];
    gather(q_lanes, q, 7, k, valid);
    gather(qd_lanes, qd, 7, k, valid);
    CoriolisCentrifugalBody()(sin_cos, q_lanes, qd_lanes, V_lanes);
    scatter(V, V_lanes, 7, k, valid);
  }
};
}  // namespace
void coriolis_centrifugal(const double* q, const double* qd, double* V) {
  evaluate(CoriolisCentrifugalBody(), q, qd, V);
}
void coriolis_centrifugal_batch(int count, const double* q, const double* qd, double* V) {
  evaluate_batch(CoriolisCentrifugalLanes(), count, q, qd, V);
}


// Built from: recursion: at rest, grouped inertial parameters.
// 64 multiplications, 42 additions, 0 divisions, 12 function calls.
namespace {
struct GravityBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* G) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[5], q[4], q[6]);
    const Value t0 = 9.81 * sine[0];
    const Value t1 = t0 * cosine[1];
    const Value t2 = t0 * sine[1];
    const Value t3 = 9.81 * cosine[0];
    const Value t4 = sine[2] * t1 + cosine[2] * t3;
    const Value t5 = sine[2] * t3 - cosine[2] * t1;
    const Value t6 = cosine[4] * t5 + t2 * sine[4];
    const Value t7 = t4 * sine[3] + t6 * cosine[3];
    const Value t8 = t5 * sine[4];
    const Value t9 = cosine[4] * t2;
    const Value t10 = t8 - t9;
    const Value t11 = 0.003127439544 * (sine[5] * t10 + t7 * cosine[5]) + 0.007735484874 * (cosine[5] * t10 - sine[5] * t7);
    const Value t12 = t4 * cosine[3];
    const Value t13 = t6 * sine[3];
    const Value t14 = 0.068832705569 * t7 + 0.164967552695 * (t12 - t13);
    const Value t15 = t13 - t12;
    const Value t16 = 0.007735484874 * t15;
    const Value t17 = 0.003127439544 * t15;
    const Value t18 = t16 * cosine[5] + sine[5] * t17;
    const Value t19 = sine[5] * t16 - cosine[5] * t17 - 0.068832705569 * t10;
    const Value t20 = 0.164967552695 * t10 + t11;
    const Value t21 = t19 * sine[3] - cosine[3] * t20 - (0.067870631425 * t6 + 0.014653732538 * (t9 - t8));
    const Value t22 = 0.067870631425 * t4 + (sine[3] * t20 + t19 * cosine[3]);
    const Value t23 = 0.014653732538 * t4 + (t18 - t14);
    const Value t24 = 1.720683553603 * t5 + 0.49008027465 * t4 + (t22 * sine[4] + cosine[4] * t23);
    const Value t25 = t22 * cosine[4] - t23 * sine[4] - 1.720683553603 * t2;
    const Value t26 = t21 - 0.49008027465 * t2;
    const Value t27 = cosine[2] * t26 + sine[2] * t25 + (0.684157959872 * t2 + 0.028227094878 * t1);
    const Value t28 = 0.27690780075318 * cosine[0] + (cosine[2] * t25 - t26 * sine[2]);
    const Value t29 = t24 - 6.71158958634432 * cosine[0];
    G[0] = cosine[0] * t27 - (t28 * cosine[1] - t29 * sine[1]) * sine[0];
    G[1] = t29 * cosine[1] + t28 * sine[1] + (0.01993386669246 * cosine[0] - 30.45357582685272 * sine[0]);
    G[2] = t27;
    G[3] = -t24;
    G[4] = t21;
    G[5] = t14 - t18;
    G[6] = t11;
  }
};
/// gravity at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct GravityLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* G) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], G_lanes[7];
    gather(q_lanes, q, 7, k, valid);
    GravityBody()(sin_cos, q_lanes, G_lanes);
    scatter(G, G_lanes, 7, k, valid);
  }
};
}  // namespace
void gravity(const double* q, double* G) {
  evaluate(GravityBody(), q, G);
}
void gravity_batch(int count, const double* q, double* G) {
  evaluate_batch(GravityLanes(), count, q, G);
}


// Built from: recursion: Christoffel symbols of M.
// 627 multiplications, 625 additions, 0 divisions, 12 function calls.
namespace {
struct CoriolisCoefficientsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* B) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[6], q[5], q[4], q[3], q[2], q[1]);
    const Value t0 = 0.000548359106408232 * sine[0];
    const Value t1 = 0.001672482661783778 * cosine[0];
    const Value t2 = t0 - t1;
    const Value t3 = t1 - t0;
    const Value t4 = 0.003127439544 * sine[0] + 0.007735484874 * cosine[0];
    const Value t5 = 0.088 * t4;
    const Value t6 = -0.004909651967360946 - t5;
    const Value t7 = t2 * cosine[1] - t6 * sine[1];
    const Value t8 = t6 * cosine[1] + t2 * sine[1];
    const Value t9 = 0.000395108718315752 * sine[0];
    const Value t10 = 0.00242094377852123 * cosine[0] + t9;
    const Value t11 = cosine[0] * t10;
    const Value t12 = sine[0] * t10;
    const Value t13 = 0.00242094377852123 * sine[0];
    const Value t14 = 0.000395108718315752 * cosine[0];
    const Value t15 = t13 - t14;
    const Value t16 = sine[0] * t15;
    const Value t17 = t15 * cosine[0];
    const Value t18 = cosine[0] * t9;
    const Value t19 = sine[0] * t9;
    const Value t20 = sine[0] * t14;
    const Value t21 = t11 - t16 + (t18 + t20);
    const Value t22 = t11 + t20 - 0.000884123530507804;
    const Value t23 = t21 - t5;
    const Value t24 = t3 * cosine[1] + t23 * sine[1];
    const Value t25 = sine[2] * t8;
    const Value t26 = 0.003127439544 * cosine[0];
    const Value t27 = 0.007735484874 * sine[0];
    const Value t28 = t26 - t27;
    const Value t29 = t19 + t17 - 0.088 * (t27 - t26);
    const Value t30 = cosine[0] * t14 - t19;
    const Value t31 = t30 + (cosine[0] * (t14 - t13) - t12);
    const Value t32 = t28 * cosine[1];
    const Value t33 = t28 * sine[1];
    const Value t34 = t33 * cosine[2];
    const Value t35 = 0.0825 * t32 - 0.384 * t34;
    const Value t36 = t25 - t35;
    const Value t37 = 0.176 * t28;
    const Value t38 = t37 + (t12 + t17 - t30);
    const Value t39 = 0.067870631425 + t28;
    const Value t40 = cosine[2] * t38;
    const Value t41 = t3 * sine[1];
    const Value t42 = (t5 - t21) * cosine[1] + t41;
    const Value t43 = t23 * cosine[1] - t41;
    const Value t44 = 0.005511034382675315 + t3;
    const Value t45 = t40 - sine[2] * t43;
    const Value t46 = t45 - t35;
    const Value t47 = 0.000548359106408232 * cosine[0] + 0.001672482661783778 * sine[0];
    const Value t48 = cosine[2] * t4;
    const Value t49 = t32 * sine[2];
    const Value t50 = t48 - t49;
    const Value t51 = t49 - t48;
    const Value t52 = cosine[2] * t7 - sine[2] * t47 + 0.384 * t50;
    const Value t53 = cosine[1] * t47;
    const Value t54 = t31 * sine[1] - t53;
    const Value t55 = sine[1] * t47;
    const Value t56 = sine[1] * (t37 * sine[1] + t53) + (t31 * cosine[1] + t55) * cosine[1];
    const Value t57 = t37 * cosine[1] - t55;
    const Value t58 = t54 * cosine[1] - t57 * sine[1];
    const Value t59 = t57 * cosine[1] + t54 * sine[1];
    const Value t60 = t58 * sine[2] - cosine[2] * t24;
    const Value t61 = t58 * cosine[2] + t24 * sine[2];
    const Value t62 = 0.384 * t51;
    const Value t63 = t62 - t60;
    const Value t64 = t60 - t62;
    const Value t65 = t52 + t63;
    const Value t66 = t33 * sine[2];
    const Value t67 = 0.0825 * t66;
    const Value t68 = t67 + t7;
    const Value t69 = 0.384 * t66;
    const Value t70 = t69 - cosine[2] * t8;
    const Value t71 = 0.0825 * t50 + t8;
    const Value t72 = cosine[3] * t68 + sine[3] * t70 - t67;
    const Value t73 = cosine[3] * t70 - sine[3] * t68;
    const Value t74 = sine[2] * t38;
    const Value t75 = t69 + (cosine[2] * t43 + t74);
    const Value t76 = t67 + t24;
    const Value t77 = cosine[3] * t76 + t75 * sine[3] - t67;
    const Value t78 = t75 * cosine[3] - t76 * sine[3];
    const Value t79 = t32 * cosine[2] + sine[2] * t4;
    const Value t80 = 0.384 * t79;
    const Value t81 = t61 - t80;
    const Value t82 = 0.0825 * t79;
    const Value t83 = t59 - t82;
    const Value t84 = t81 * sine[3] + cosine[3] * t83 + t82;
    const Value t85 = cosine[3] * t81 - sine[3] * t83;
    const Value t86 = sine[2] * t7 + cosine[2] * t47;
    const Value t87 = 9.3569097314605e-05 + t47;
    const Value t88 = t86 + t80;
    const Value t89 = t82 - (sine[3] * t88 + cosine[3] * t82);
    const Value t90 = t82 * sine[3] - cosine[3] * t88;
    const Value t91 = cosine[3] * t52 - t71 * sine[3];
    const Value t92 = t52 * sine[3] + cosine[3] * t71;
    const Value t93 = t42 * sine[2];
    const Value t94 = t93 + t40;
    const Value t95 = cosine[2] * t42;
    const Value t96 = t56 * sine[2] + t95;
    const Value t97 = 0.0825 * t51;
    const Value t98 = t94 * sine[2] - cosine[2] * t96 - t97;
    const Value t99 = t98 * sine[3] + cosine[3] * t63;
    const Value t100 = t98 * cosine[3];
    const Value t101 = 0.0825 * (cosine[3] * t32 - sine[3] * t34);
    const Value t102 = t32 * sine[3] + cosine[3] * t34;
    const Value t103 = t35 - t25 - t101;
    const Value t104 = t35 - t45 - t101;
    const Value t105 = 0.316 * (t66 * sine[4] - t102 * cosine[4]);
    const Value t106 = 0.316 * (t66 * cosine[4] + t102 * sine[4]);
    const Value t107 = t73 * sine[4] + t103 * cosine[4] + t105;
    const Value t108 = cosine[5] * t72 - (t73 * cosine[4] - t103 * sine[4] + t106) * sine[5];
    const Value t109 = t78 * sine[4] + cosine[4] * t104 + t105;
    const Value t110 = cosine[5] * t77 - (t78 * cosine[4] - t104 * sine[4] + t106) * sine[5];
    const Value t111 = t52 - 0.0825 * (sine[3] * t50);
    const Value t112 = cosine[3] * t50;
    const Value t113 = t79 * sine[4];
    const Value t114 = 0.316 * (t112 * cosine[4] - t113) + (t90 * sine[4] + t111 * cosine[4]);
    const Value t115 = t64 + 0.0825 * (t51 * sine[3]);
    const Value t116 = t100 + sine[3] * t64 + t97;
    const Value t117 = t100 - sine[3] * t63;
    const Value t118 = t51 * cosine[3];
    const Value t119 = t85 * sine[4] + t115 * cosine[4] - 0.316 * (t118 * cosine[4] + t113);
    const Value t120 = 0.165 * t79;
    const Value t121 = 0.768 * t33;
    const Value t122 = t121 + ((cosine[2] * t56 - t93) * cosine[2] - (t95 - t74) * sine[2]);
    const Value t123 = t96 * sine[2] + cosine[2] * t94 + (t121 - t120);
    const Value t124 = t59 - t120;
    const Value t125 = t79 * cosine[3] - t33 * sine[3];
    const Value t126 = 0.0825 * t125;
    const Value t127 = t126 + t123;
    const Value t128 = cosine[3] * t33 + t79 * sine[3];
    const Value t129 = 0.0825 * t33;
    const Value t130 = t129 - t80 + t61;
    const Value t131 = t79 * cosine[4];
    const Value t132 = t84 * cosine[5] - (cosine[4] * t85 - t115 * sine[4] - 0.316 * (t131 - t118 * sine[4])) * sine[5];
    const Value t133 = cosine[5] * t89 - (t90 * cosine[4] - t111 * sine[4] - 0.316 * (t131 + t112 * sine[4])) * sine[5];
    const Value t134 = 0.316 * (t128 * cosine[4]);
    const Value t135 = t117 * sine[4] - t127 * cosine[4] - t134;
    const Value t136 = t126 * cosine[4] + t92 * sine[4] + t134;
    const Value t137 = t136 + t135;
    const Value t138 = cosine[3] * t130;
    const Value t139 = sine[3] * t130;
    const Value t140 = t138 + sine[3] * t122;
    const Value t141 = cosine[3] * (cosine[3] * t122 - t139) - (t138 - sine[3] * t124) * sine[3];
    const Value t142 = t139 + cosine[3] * t124;
    const Value t143 = cosine[3] * t140 - t142 * sine[3];
    const Value t144 = 0.0825 * t128;
    const Value t145 = t86 + (t129 + t80) - t144;
    const Value t146 = t143 - t144;
    const Value t147 = t146 * sine[4] - cosine[4] * t99;
    const Value t148 = 0.316 * (t125 * sine[4] + t51 * cosine[4]);
    const Value t149 = 0.316 * (t125 * cosine[4] - t51 * sine[4]);
    const Value t150 = 0.165 * t125;
    const Value t151 = cosine[3] * t142 + t140 * sine[3] + t150;
    const Value t152 = t123 + t150;
    const Value t153 = t147 - t148;
    const Value t154 = t91 * cosine[4] - t145 * sine[4] - t148;
    const Value t155 = sine[5] * (t149 + (t145 * cosine[4] + t91 * sine[4]));
    const Value t156 = cosine[5] * t154 + (t92 + t97) * sine[5];
    const Value t157 = 0.316 * (t128 * sine[4]);
    const Value t158 = cosine[5] * t91 - (t157 + (t126 * sine[4] - t92 * cosine[4])) * sine[5];
    const Value t159 = cosine[5] * t99 - (t157 + (cosine[4] * t117 + t127 * sine[4])) * sine[5];
    const Value t160 = 0.632 * t128;
    const Value t161 = cosine[5] * t151;
    const Value t162 = t99 * sine[4];
    const Value t163 = t149 + ((t144 - t143) * cosine[4] - t162);
    const Value t164 = t161 - (t162 + cosine[4] * t146 - t149) * sine[5];
    const Value t165 = t116 * cosine[4];
    const Value t166 = t116 * sine[4];
    const Value t167 = t141 * sine[4] - t165;
    const Value t168 = t163 * cosine[5] + (t160 + ((t165 + t152 * sine[4]) * sine[4] + cosine[4] * (t166 + cosine[4] * t141))) * sine[5];
    const Value t169 = t152 * cosine[4] - t166;
    const Value t170 = (t148 - t147) * cosine[5] + (t167 * cosine[4] - t169 * sine[4]) * sine[5];
    const Value t171 = t44 * sine[1];
    const Value t172 = cosine[1] * t44;
    const Value t173 = t22 * cosine[1] - t171;
    const Value t174 = t172 + t22 * sine[1];
    const Value t175 = t173 * cosine[1];
    const Value t176 = t174 * sine[1];
    const Value t177 = cosine[1] * t174;
    const Value t178 = 0.176 * t4;
    const Value t179 = 0.030389507210667306 + (t178 + (t16 - t18));
    const Value t180 = 0.004909651967360946 + t178;
    const Value t181 = cosine[1] * t180 + t171;
    const Value t182 = t172 - sine[1] * t180;
    const Value t183 = 0.164967552695 + t4;
    const Value t184 = t181 * cosine[1];
    const Value t185 = t181 * sine[1];
    const Value t186 = t182 * cosine[1] - t185 + (t173 * sine[1] + t177);
    const Value t187 = t177 - t185 - 0.004600245517563106;
    const Value t188 = t182 * sine[1];
    const Value t189 = t175 - t176 - (t184 + t188);
    const Value t190 = 0.024230847133882086 + (t175 - t188);
    const Value t191 = 0.027133159263935513 + (t176 + t184);
    const Value t192 = t29 - 0.000103758917218685;
    const Value t193 = 0.000103758917218685 - t29;
    const Value t194 = t192 * cosine[1];
    const Value t195 = sine[1] * t87;
    const Value t196 = cosine[1] * t87;
    const Value t197 = t192 * sine[1] + t196;
    const Value t198 = t196 - t193 * sine[1];
    const Value t199 = t193 * cosine[1] + t195 - 0.00151524447332703;
    const Value t200 = t195 - t194;
    const Value t201 = t194 - t195;
    const Value t202 = cosine[2] * t200 + t189 * sine[2];
    const Value t203 = cosine[2] * t189 - t200 * sine[2];
    const Value t204 = t183 * sine[1];
    const Value t205 = 0.068832705569 * sine[1] + t183 * cosine[1];
    const Value t206 = 0.068832705569 * cosine[1];
    const Value t207 = t206 - t204;
    const Value t208 = t204 - t206;
    const Value t209 = t207 * sine[2];
    const Value t210 = t207 * cosine[2];
    const Value t211 = 0.384 * t209;
    const Value t212 = t211 - t202;
    const Value t213 = t202 - t211;
    const Value t214 = sine[2] * t179;
    const Value t215 = cosine[2] * t179;
    const Value t216 = t214 + cosine[2] * t201;
    const Value t217 = t215 - t201 * sine[2];
    const Value t218 = t211 - t216;
    const Value t219 = t216 - t211;
    const Value t220 = 0.384 * t210;
    const Value t221 = t203 - t220;
    const Value t222 = 0.0825 * t210;
    const Value t223 = t186 - t222;
    const Value t224 = t221 * sine[3] + cosine[3] * t223 + t222;
    const Value t225 = cosine[3] * t221 - sine[3] * t223;
    const Value t226 = t217 - t220;
    const Value t227 = t222 + (t226 * sine[3] - cosine[3] * t222);
    const Value t228 = t226 * cosine[3] + t222 * sine[3];
    const Value t229 = cosine[2] * t198;
    const Value t230 = t198 * sine[2];
    const Value t231 = t229 - t186 * sine[2];
    const Value t232 = 0.0825 * t209;
    const Value t233 = t230 * sine[2] - cosine[2] * t231 - t232;
    const Value t234 = cosine[3] * t212 + t233 * sine[3];
    const Value t235 = cosine[3] * t233;
    const Value t236 = t197 - t232;
    const Value t237 = 0.00216405205209813 - t197;
    const Value t238 = t219 * cosine[3] - t236 * sine[3];
    const Value t239 = t219 * sine[3] + cosine[3] * t236;
    const Value t240 = 0.0825 * (t209 * sine[3]);
    const Value t241 = t219 + t240;
    const Value t242 = t213 + t240;
    const Value t243 = t232 + (t235 + sine[3] * t213);
    const Value t244 = t235 - t212 * sine[3];
    const Value t245 = cosine[3] * t209;
    const Value t246 = 0.316 * (t210 * sine[4] + cosine[4] * t245);
    const Value t247 = 0.316 * (t210 * cosine[4] - t245 * sine[4]);
    const Value t248 = t242 * cosine[4] + t225 * sine[4] - t246;
    const Value t249 = t224 * cosine[5] - (t225 * cosine[4] - t242 * sine[4] - t247) * sine[5];
    const Value t250 = t241 * cosine[4] + t228 * sine[4] - t246;
    const Value t251 = t227 * cosine[5] - sine[5] * (cosine[4] * t228 - t241 * sine[4] - t247);
    const Value t252 = 0.768 * t205;
    const Value t253 = t252 - (t229 * sine[2] + cosine[2] * (t186 * cosine[2] + t230));
    const Value t254 = 0.165 * t210;
    const Value t255 = cosine[2] * t230 + t231 * sine[2] + (t252 - t254);
    const Value t256 = t186 - t254;
    const Value t257 = cosine[3] * t210 - sine[3] * t205;
    const Value t258 = sine[3] * t210 + cosine[3] * t205;
    const Value t259 = 0.0825 * t257;
    const Value t260 = t255 + t259;
    const Value t261 = 0.316 * (t258 * cosine[4]);
    const Value t262 = t244 * sine[4] - t260 * cosine[4] - t261;
    const Value t263 = t261 + (t259 * cosine[4] + t239 * sine[4]);
    const Value t264 = t262 + t263;
    const Value t265 = 0.0825 * t205;
    const Value t266 = t203 + (t265 - t220);
    const Value t267 = t205 - 0.014653732538;
    const Value t268 = t266 * cosine[3];
    const Value t269 = t266 * sine[3];
    const Value t270 = sine[3] * t253 + t268;
    const Value t271 = cosine[3] * (cosine[3] * t253 - t269) - (t268 - sine[3] * t256) * sine[3];
    const Value t272 = t269 + cosine[3] * t256;
    const Value t273 = cosine[3] * t270 - t272 * sine[3];
    const Value t274 = 0.0825 * t258;
    const Value t275 = t220 + t265 - t217 - t274;
    const Value t276 = t273 - t274;
    const Value t277 = t276 * sine[4] - t234 * cosine[4];
    const Value t278 = 0.316 * (t209 * cosine[4] + t257 * sine[4]);
    const Value t279 = 0.316 * (cosine[4] * t257 - t209 * sine[4]);
    const Value t280 = 0.165 * t257;
    const Value t281 = t280 + (cosine[3] * t272 + sine[3] * t270);
    const Value t282 = t255 + t280;
    const Value t283 = t277 - t278;
    const Value t284 = t238 * cosine[4] - t275 * sine[4] - t278;
    const Value t285 = sine[5] * (t279 + (t238 * sine[4] + t275 * cosine[4]));
    const Value t286 = cosine[5] * t284 + (t232 + t239) * sine[5];
    const Value t287 = 0.316 * (t258 * sine[4]);
    const Value t288 = t234 * cosine[5] - (t287 + (t260 * sine[4] + cosine[4] * t244)) * sine[5];
    const Value t289 = t238 * cosine[5] - (t287 + (t259 * sine[4] - t239 * cosine[4])) * sine[5];
    const Value t290 = 0.632 * t258;
    const Value t291 = t281 * cosine[5];
    const Value t292 = t234 * sine[4];
    const Value t293 = t279 + (cosine[4] * (t274 - t273) - t292);
    const Value t294 = t291 - (t276 * cosine[4] + t292 - t279) * sine[5];
    const Value t295 = t243 * cosine[4];
    const Value t296 = t243 * sine[4];
    const Value t297 = t271 * sine[4] - t295;
    const Value t298 = t293 * cosine[5] + ((t271 * cosine[4] + t296) * cosine[4] + (t282 * sine[4] + t295) * sine[4] + t290) * sine[5];
    const Value t299 = t282 * cosine[4] - t296;
    const Value t300 = (t278 - t277) * cosine[5] + sine[5] * (t297 * cosine[4] - t299 * sine[4]);
    const Value t301 = t199 * sine[2];
    const Value t302 = t215 + t301;
    const Value t303 = t199 * cosine[2];
    const Value t304 = t303 - t214;
    const Value t305 = cosine[2] * t190 - t301;
    const Value t306 = sine[2] * t190 + t303;
    const Value t307 = cosine[2] * t302;
    const Value t308 = t302 * sine[2];
    const Value t309 = sine[2] * t304;
    const Value t310 = t305 * cosine[2];
    const Value t311 = sine[2] * t306;
    const Value t312 = cosine[2] * t306;
    const Value t313 = cosine[2] * t304 - t308 + (t312 + t305 * sine[2]);
    const Value t314 = cosine[2] * t267;
    const Value t315 = t267 * sine[2] + t39 * cosine[2];
    const Value t316 = t39 * sine[2];
    const Value t317 = t314 - t316;
    const Value t318 = t316 - t314;
    const Value t319 = 0.0825 * t317;
    const Value t320 = t307 + t309 - (t310 - t311) - t319;
    const Value t321 = cosine[2] * t187 - t237 * sine[2];
    const Value t322 = sine[2] * t187 + t237 * cosine[2];
    const Value t323 = 0.384 * t317;
    const Value t324 = t323 - t321;
    const Value t325 = cosine[3] * t324 + sine[3] * t320;
    const Value t326 = cosine[3] * t320;
    const Value t327 = t326 - t324 * sine[3];
    const Value t328 = t319 + ((t321 - t323) * sine[3] + t326);
    const Value t329 = 0.13876407268546084 + (t321 + (0.0825 * t208 - t323));
    const Value t330 = 0.384 * t318 + t321;
    const Value t331 = 0.0825 * t318 + t191;
    const Value t332 = cosine[3] * t330 - t331 * sine[3];
    const Value t333 = sine[3] * t330 + t331 * cosine[3];
    const Value t334 = 0.165 * t315;
    const Value t335 = t334 + t313;
    const Value t336 = cosine[3] * t315;
    const Value t337 = 0.0825 * t336;
    const Value t338 = t335 - t337;
    const Value t339 = sine[3] * t315;
    const Value t340 = 0.316 * (t339 * cosine[4]);
    const Value t341 = t340 + (t327 * sine[4] - t338 * cosine[4]);
    const Value t342 = t337 * cosine[4] - t333 * sine[4] + t340;
    const Value t343 = 0.384 * t315;
    const Value t344 = t343 - t322;
    const Value t345 = t344 * cosine[3];
    const Value t346 = t345 - sine[3] * t313;
    const Value t347 = t344 * sine[3];
    const Value t348 = (t345 - sine[3] * t334) * sine[3] + (cosine[3] * t313 + t347) * cosine[3];
    const Value t349 = t347 + cosine[3] * t334;
    const Value t350 = 0.0825 * t339;
    const Value t351 = t350 + (t322 - t343);
    const Value t352 = t350 + (cosine[3] * t346 - t349 * sine[3]);
    const Value t353 = t352 * sine[4] - t325 * cosine[4];
    const Value t354 = 0.316 * (t317 * cosine[4] - t336 * sine[4]);
    const Value t355 = t353 - t354;
    const Value t356 = t332 * cosine[4] - t351 * sine[4] - t354;
    const Value t357 = t356 * cosine[5] + sine[5] * (t333 + t319);
    const Value t358 = 0.316 * (t339 * sine[4]);
    const Value t359 = t325 * cosine[5] - (t338 * sine[4] + t327 * cosine[4] - t358) * sine[5];
    const Value t360 = cosine[5] * t332 + (t358 + (t333 * cosine[4] + t337 * sine[4])) * sine[5];
    const Value t361 = 0.632 * t339;
    const Value t362 = 0.316 * (t336 * cosine[4] + t317 * sine[4]);
    const Value t363 = t362 + (t352 * cosine[4] + t325 * sine[4]);
    const Value t364 = (t362 - (t351 * cosine[4] + t332 * sine[4])) * sine[5];
    const Value t365 = 0.165 * t336;
    const Value t366 = cosine[3] * t349 + sine[3] * t346 - t365;
    const Value t367 = t335 - t365;
    const Value t368 = cosine[5] * t366 - t363 * sine[5];
    const Value t369 = t364 + t368;
    const Value t370 = t328 * cosine[4];
    const Value t371 = t328 * sine[4];
    const Value t372 = ((t371 - t348 * cosine[4]) * cosine[4] + (t370 + t367 * sine[4]) * sine[4] - t361) * sine[5] - t363 * cosine[5];
    const Value t373 = t348 * sine[4] + t370;
    const Value t374 = t367 * cosine[4] - t371;
    const Value t375 = (t373 * cosine[4] + t374 * sine[4]) * sine[5] - cosine[5] * (t354 - t353);
    const Value t376 = t375 + t357;
    const Value t377 = 0.768 * t208;
    const Value t378 = 0.540829284939183 + (t310 - t309 + t377);
    const Value t379 = 1.720683553603 + t208;
    const Value t380 = sine[3] * t329;
    const Value t381 = cosine[3] * t329;
    const Value t382 = cosine[3] * t378 - t380;
    const Value t383 = t381 + sine[3] * t378;
    const Value t384 = t382 * cosine[3];
    const Value t385 = t383 * sine[3];
    const Value t386 = t383 * cosine[3];
    const Value t387 = 0.165 * t317;
    const Value t388 = 0.632524057252814 + (t307 + t311 + (t377 - t387));
    const Value t389 = t191 - t387;
    const Value t390 = t381 - sine[3] * t389;
    const Value t391 = t380 + cosine[3] * t389;
    const Value t392 = t317 - 0.49008027465;
    const Value t393 = t390 * sine[3];
    const Value t394 = cosine[3] * t391;
    const Value t395 = sine[3] * t391;
    const Value t396 = t386 + t382 * sine[3] + (cosine[3] * t390 - t395);
    const Value t397 = t384 - t385 - (t393 + t394);
    const Value t398 = 0.01159586409516604 + (t384 - t393);
    const Value t399 = cosine[3] * t392 - sine[3] * t379;
    const Value t400 = cosine[3] * t379 + sine[3] * t392;
    const Value t401 = t386 - t395 - 0.0825 * t400;
    const Value t402 = 0.0825 * t399;
    const Value t403 = t397 - t402;
    const Value t404 = 0.0825 * t315;
    const Value t405 = 0.0039053550262761 + (t308 - t312 - t404);
    const Value t406 = 0.028227094878 + t315;
    const Value t407 = cosine[3] * t405;
    const Value t408 = sine[3] * t405;
    const Value t409 = t344 - 0.00164448757736927;
    const Value t410 = 0.00164448757736927 - t344;
    const Value t411 = -0.000121912420950744 - (t404 + (t407 + t410 * sine[3]));
    const Value t412 = t408 - cosine[3] * t410;
    const Value t413 = t408 + cosine[3] * t409;
    const Value t414 = sine[3] * t409;
    const Value t415 = t414 - t407;
    const Value t416 = t407 - t414;
    const Value t417 = 0.316 * (t400 * sine[4]);
    const Value t418 = t403 * sine[4] + t415 * cosine[4] + t417;
    const Value t419 = t388 + t402;
    const Value t420 = t419 * sine[4] + t416 * cosine[4] + t417;
    const Value t421 = t416 * sine[4];
    const Value t422 = 0.165 * t400;
    const Value t423 = t396 - t422;
    const Value t424 = t423 * cosine[5];
    const Value t425 = 0.316 * (t400 * cosine[4]);
    const Value t426 = t424 - (t425 + (t403 * cosine[4] - t415 * sine[4])) * sine[5];
    const Value t427 = (t402 - t397) * cosine[4] - t421 - t425;
    const Value t428 = (t419 * cosine[4] - t421 + t425) * sine[5];
    const Value t429 = t428 + t426;
    const Value t430 = t412 * cosine[4];
    const Value t431 = t412 * sine[4];
    const Value t432 = t430 - t396 * sine[4];
    const Value t433 = t431 - t422 * cosine[4];
    const Value t434 = cosine[5] * t418 - sine[5] * (t432 * cosine[4] - t433 * sine[4]);
    const Value t435 = cosine[5] * t420 + t413 * sine[5];
    const Value t436 = t434 + t435;
    const Value t437 = t411 * sine[4];
    const Value t438 = t411 * cosine[4];
    const Value t439 = t398 * cosine[4] - t437;
    const Value t440 = t398 * sine[4] + t438;
    const Value t441 = t439 * cosine[4];
    const Value t442 = 0.165 * t399;
    const Value t443 = 0.12445520614822143 + (t385 + t394 + t442);
    const Value t444 = t388 + t442;
    const Value t445 = t444 * cosine[4] + t437;
    const Value t446 = t438 - t444 * sine[4];
    const Value t447 = t446 * cosine[4] - t445 * sine[4] + (t439 * sine[4] + t440 * cosine[4]);
    const Value t448 = t446 * sine[4];
    const Value t449 = 0.9896232897634767 + (t441 - t448 + 0.632 * t400);
    const Value t450 = (t401 - 0.005487648106562256) * cosine[4] - (-0.004377257121839584 - t413) * sine[4];
    const Value t451 = 0.005487648106562256 - t401;
    const Value t452 = 0.004377257121839584 + t413;
    const Value t453 = 0.684157959872 + t399;
    const Value t454 = 0.632 * t399;
    const Value t455 = t427 * cosine[5] + (t454 - ((t430 + t422 * sine[4]) * sine[4] + (t396 * cosine[4] + t431) * cosine[4])) * sine[5];
    const Value t456 = 0.316 * (t453 * cosine[4] - t406 * sine[4]);
    const Value t457 = (t441 - t440 * sine[4] - (t445 * cosine[4] + t448)) * sine[5] + cosine[5] * (t456 - t450);
    const Value t458 = 0.316 * (t406 * cosine[4] + t453 * sine[4]) + (t452 * cosine[4] + t451 * sine[4]);
    const Value t459 = t456 + (cosine[4] * t451 - t452 * sine[4]) - 0.00398335888393552;
    const Value t460 = t443 * sine[5];
    const Value t461 = t460 + cosine[5] * (t450 - t456);
    const Value t462 = cosine[5] * t459;
    const Value t463 = sine[5] * t459;
    const Value t464 = (t462 + t449 * sine[5]) * cosine[5] + (cosine[5] * t449 - t463) * sine[5] + (cosine[5] * (t462 - t460) - sine[5] * (t463 + t443 * cosine[5]));
    B[0] = t464;
    B[1] = -((t447 * sine[5] + cosine[5] * t458) * sine[5] + cosine[5] * (sine[5] * t458));
    B[2] = sine[5] * t455 + cosine[5] * (t424 + t427 * sine[5]);
    B[3] = cosine[5] * t368 + sine[5] * t372;
    B[4] = cosine[5] * (t291 + t293 * sine[5]) + sine[5] * t298;
    B[5] = cosine[5] * (t161 + t163 * sine[5]) + sine[5] * t168;
    B[6] = -(t461 + t457);
    B[7] = t434 - t435;
    B[8] = t375 - t357;
    B[9] = -(t300 + t286);
    B[10] = -(t156 + t170);
    B[11] = t426 - t428;
    B[12] = t368 - t364;
    B[13] = t294 + t285;
    B[14] = t155 + t164;
    B[15] = t360 + t359;
    B[16] = t289 + t288;
    B[17] = t159 + t158;
    B[18] = t251 + t249;
    B[19] = t133 + t132;
    B[20] = t108 + t110;
    B[21] = Value() + 0.0;
    B[22] = t461 - t457;
    B[23] = t436;
    B[24] = t376;
    B[25] = t286 - t300;
    B[26] = t156 - t170;
    B[27] = t447;
    B[28] = t432 * sine[4] + t433 * cosine[4] + t454;
    B[29] = t374 * cosine[4] - t373 * sine[4] - t361;
    B[30] = t297 * sine[4] + t299 * cosine[4] + t290;
    B[31] = t160 + (t169 * cosine[4] + t167 * sine[4]);
    B[32] = t418 + t420;
    B[33] = t356 + t355;
    B[34] = t284 + t283;
    B[35] = t153 + t154;
    B[36] = t341 + t342;
    B[37] = t262 - t263;
    B[38] = t135 - t136;
    B[39] = t248 + t250;
    B[40] = t119 + t114;
    B[41] = t107 + t109;
    B[42] = t457 - t461;
    B[43] = Value() + 0.0;
    B[44] = t429;
    B[45] = t369;
    B[46] = t294 - t285;
    B[47] = t164 - t155;
    B[48] = Value() + 0.0;
    B[49] = t418 - t420;
    B[50] = t355 - t356;
    B[51] = t283 - t284;
    B[52] = t153 - t154;
    B[53] = t423;
    B[54] = t366;
    B[55] = t281;
    B[56] = t151;
    B[57] = t325 + t332;
    B[58] = t238 + t234;
    B[59] = t91 + t99;
    B[60] = t227 + t224;
    B[61] = t84 + t89;
    B[62] = t72 + t77;
    B[63] = -t436;
    B[64] = -t429;
    B[65] = Value() + 0.0;
    B[66] = t359 - t360;
    B[67] = t288 - t289;
    B[68] = t159 - t158;
    B[69] = t420 - t418;
    B[70] = Value() + 0.0;
    B[71] = t341 - t342;
    B[72] = t264;
    B[73] = t137;
    B[74] = Value() + 0.0;
    B[75] = t325 - t332;
    B[76] = t234 - t238;
    B[77] = t99 - t91;
    B[78] = t335;
    B[79] = t255;
    B[80] = t123;
    B[81] = t212 + t218;
    B[82] = t63 - t52;
    B[83] = t46 + t36;
    B[84] = -t376;
    B[85] = -t369;
    B[86] = t360 - t359;
    B[87] = Value() + 0.0;
    B[88] = t249 - t251;
    B[89] = t132 - t133;
    B[90] = t356 - t355;
    B[91] = t342 - t341;
    B[92] = Value() + 0.0;
    B[93] = t248 - t250;
    B[94] = t119 - t114;
    B[95] = t332 - t325;
    B[96] = Value() + 0.0;
    B[97] = t224 - t227;
    B[98] = t84 - t89;
    B[99] = Value() + 0.0;
    B[100] = t212 - t218;
    B[101] = t65;
    B[102] = t186;
    B[103] = t59;
    B[104] = t24 + t7;
    B[105] = t300 - t286;
    B[106] = t285 - t294;
    B[107] = t289 - t288;
    B[108] = t251 - t249;
    B[109] = Value() + 0.0;
    B[110] = t110 - t108;
    B[111] = t284 - t283;
    B[112] = -t264;
    B[113] = t250 - t248;
    B[114] = Value() + 0.0;
    B[115] = t109 - t107;
    B[116] = t238 - t234;
    B[117] = t227 - t224;
    B[118] = Value() + 0.0;
    B[119] = t77 - t72;
    B[120] = t218 - t212;
    B[121] = Value() + 0.0;
    B[122] = t46 - t36;
    B[123] = Value() + 0.0;
    B[124] = t24 - t7;
    B[125] = t38;
    B[126] = t170 - t156;
    B[127] = t155 - t164;
    B[128] = t158 - t159;
    B[129] = t133 - t132;
    B[130] = t108 - t110;
    B[131] = Value() + 0.0;
    B[132] = t154 - t153;
    B[133] = -t137;
    B[134] = t114 - t119;
    B[135] = t107 - t109;
    B[136] = Value() + 0.0;
    B[137] = t91 - t99;
    B[138] = t89 - t84;
    B[139] = t72 - t77;
    B[140] = Value() + 0.0;
    B[141] = -t65;
    B[142] = t36 - t46;
    B[143] = Value() + 0.0;
    B[144] = t7 - t24;
    B[145] = Value() + 0.0;
    B[146] = Value() + 0.0;
  }
};
/// coriolis_coefficients at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CoriolisCoefficientsLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* B) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], B_lanes[147];
    gather(q_lanes, q, 7, k, valid);
    CoriolisCoefficientsBody()(sin_cos, q_lanes, B_lanes);
    scatter(B, B_lanes, 147, k, valid);
  }
};
}  // namespace
void coriolis_coefficients(const double* q, double* B) {
  evaluate(CoriolisCoefficientsBody(), q, B);
}
void coriolis_coefficients_batch(int count, const double* q, double* B) {
  evaluate_batch(CoriolisCoefficientsLanes(), count, q, B);
}


// Built from: recursion: Christoffel symbols of M.
// 484 multiplications, 388 additions, 0 divisions, 12 function calls.
namespace {
struct CentrifugalCoefficientsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* C) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[6], q[5], q[4], q[3], q[2], q[1]);
    const Value t0 = 0.000395108718315752 * sine[0];
    const Value t1 = 0.00242094377852123 * cosine[0] + t0;
    const Value t2 = sine[0] * t1;
    const Value t3 = cosine[0] * t1;
    const Value t4 = 0.00242094377852123 * sine[0];
    const Value t5 = 0.000395108718315752 * cosine[0];
    const Value t6 = t4 - t5;
    const Value t7 = t6 * cosine[0];
    const Value t8 = sine[0] * t6;
    const Value t9 = sine[0] * t0;
    const Value t10 = cosine[0] * t0;
    const Value t11 = cosine[0] * t5 - t9;
    const Value t12 = t11 + (cosine[0] * (t5 - t4) - t2);
    const Value t13 = sine[0] * t5;
    const Value t14 = 0.003127439544 * cosine[0];
    const Value t15 = 0.007735484874 * sine[0];
    const Value t16 = t9 + t7 - 0.088 * (t15 - t14);
    const Value t17 = t14 - t15;
    const Value t18 = 0.176 * t17;
    const Value t19 = t18 + (t2 + t7 - t11);
    const Value t20 = 0.000548359106408232 * cosine[0] + 0.001672482661783778 * sine[0];
    const Value t21 = sine[1] * t20;
    const Value t22 = t18 * cosine[1] - t21;
    const Value t23 = cosine[1] * t20;
    const Value t24 = sine[1] * (t18 * sine[1] + t23) + (t12 * cosine[1] + t21) * cosine[1];
    const Value t25 = t12 * sine[1] - t23;
    const Value t26 = 9.3569097314605e-05 + t20;
    const Value t27 = t22 * cosine[1] + t25 * sine[1];
    const Value t28 = t25 * cosine[1] - t22 * sine[1];
    const Value t29 = t3 - t8 + (t10 + t13);
    const Value t30 = t3 + t13 - 0.000884123530507804;
    const Value t31 = 0.003127439544 * sine[0] + 0.007735484874 * cosine[0];
    const Value t32 = 0.088 * t31;
    const Value t33 = 0.001672482661783778 * cosine[0];
    const Value t34 = 0.000548359106408232 * sine[0];
    const Value t35 = t33 - t34;
    const Value t36 = (t32 - t29) * cosine[1] + t35 * sine[1];
    const Value t37 = t35 * cosine[1] + (t29 - t32) * sine[1];
    const Value t38 = cosine[2] * t36;
    const Value t39 = t36 * sine[2];
    const Value t40 = t24 * sine[2] + t38;
    const Value t41 = t39 + cosine[2] * t19;
    const Value t42 = t17 * cosine[1];
    const Value t43 = t42 * cosine[2] + sine[2] * t31;
    const Value t44 = t42 * sine[2] - cosine[2] * t31;
    const Value t45 = 0.165 * t43;
    const Value t46 = t17 * sine[1];
    const Value t47 = 0.768 * t46;
    const Value t48 = t47 + ((cosine[2] * t24 - t39) * cosine[2] - (t38 - sine[2] * t19) * sine[2]);
    const Value t49 = t40 * sine[2] + cosine[2] * t41 + (t47 - t45);
    const Value t50 = t27 - t45;
    const Value t51 = 0.0825 * t46 - 0.384 * t43 + (t28 * cosine[2] + t37 * sine[2]);
    const Value t52 = t28 * sine[2] - cosine[2] * t37;
    const Value t53 = sine[3] * t51;
    const Value t54 = cosine[3] * t51;
    const Value t55 = t53 + cosine[3] * t50;
    const Value t56 = cosine[3] * (cosine[3] * t48 - t53) - (t54 - sine[3] * t50) * sine[3];
    const Value t57 = t54 + sine[3] * t48;
    const Value t58 = t43 * cosine[3] - t46 * sine[3];
    const Value t59 = cosine[3] * t46 + t43 * sine[3];
    const Value t60 = 0.165 * t58;
    const Value t61 = cosine[3] * t55 + t57 * sine[3] + t60;
    const Value t62 = t49 + t60;
    const Value t63 = 0.0825 * t44;
    const Value t64 = t41 * sine[2] - cosine[2] * t40 - t63;
    const Value t65 = 0.384 * t44;
    const Value t66 = (0.0825 * t59 - (cosine[3] * t57 - t55 * sine[3])) * cosine[4] - (t64 * sine[3] + cosine[3] * (t65 - t52)) * sine[4];
    const Value t67 = t64 * cosine[3] + sine[3] * (t52 - t65) + t63;
    const Value t68 = 0.316 * (t58 * cosine[4] - t44 * sine[4]) + t66;
    const Value t69 = 0.632 * t59;
    const Value t70 = t67 * sine[4];
    const Value t71 = t67 * cosine[4];
    const Value t72 = t68 * cosine[5] + (t69 + ((t71 + t62 * sine[4]) * sine[4] + cosine[4] * (t70 + cosine[4] * t56))) * sine[5];
    const Value t73 = 0.005511034382675315 + t35;
    const Value t74 = cosine[1] * t73;
    const Value t75 = t73 * sine[1];
    const Value t76 = 0.176 * t31;
    const Value t77 = 0.030389507210667306 + (t76 + (t8 - t10));
    const Value t78 = 0.004909651967360946 + t76;
    const Value t79 = t74 - sine[1] * t78;
    const Value t80 = cosine[1] * t78 + t75;
    const Value t81 = t30 * cosine[1] - t75;
    const Value t82 = t74 + t30 * sine[1];
    const Value t83 = t80 * sine[1];
    const Value t84 = t80 * cosine[1];
    const Value t85 = cosine[1] * t82;
    const Value t86 = t82 * sine[1];
    const Value t87 = t79 * cosine[1] - t83 + (t81 * sine[1] + t85);
    const Value t88 = t85 - t83 - 0.004600245517563106;
    const Value t89 = t81 * cosine[1];
    const Value t90 = t79 * sine[1];
    const Value t91 = 0.000103758917218685 - t16;
    const Value t92 = t16 - 0.000103758917218685;
    const Value t93 = cosine[1] * t26;
    const Value t94 = sine[1] * t26;
    const Value t95 = t93 - t91 * sine[1];
    const Value t96 = t91 * cosine[1] + t94 - 0.00151524447332703;
    const Value t97 = t92 * sine[1] + t93;
    const Value t98 = t92 * cosine[1];
    const Value t99 = cosine[2] * t95;
    const Value t100 = t95 * sine[2];
    const Value t101 = t99 - t87 * sine[2];
    const Value t102 = 0.164967552695 + t31;
    const Value t103 = 0.068832705569 * sine[1] + t102 * cosine[1];
    const Value t104 = t102 * sine[1];
    const Value t105 = 0.768 * t103;
    const Value t106 = t105 - (t99 * sine[2] + cosine[2] * (t87 * cosine[2] + t100));
    const Value t107 = 0.068832705569 * cosine[1];
    const Value t108 = t107 - t104;
    const Value t109 = t104 - t107;
    const Value t110 = t108 * cosine[2];
    const Value t111 = 0.165 * t110;
    const Value t112 = cosine[2] * t100 + t101 * sine[2] + (t105 - t111);
    const Value t113 = t87 - t111;
    const Value t114 = t89 - t86 - (t84 + t90);
    const Value t115 = 0.024230847133882086 + (t89 - t90);
    const Value t116 = t94 - t98;
    const Value t117 = t98 - t94;
    const Value t118 = cosine[2] * t114 - t116 * sine[2] + (0.0825 * t103 - 0.384 * t110);
    const Value t119 = cosine[2] * t116 + t114 * sine[2];
    const Value t120 = t118 * sine[3];
    const Value t121 = t118 * cosine[3];
    const Value t122 = t120 + cosine[3] * t113;
    const Value t123 = cosine[3] * (cosine[3] * t106 - t120) - (t121 - sine[3] * t113) * sine[3];
    const Value t124 = sine[3] * t106 + t121;
    const Value t125 = cosine[3] * t110 - sine[3] * t103;
    const Value t126 = sine[3] * t110 + cosine[3] * t103;
    const Value t127 = 0.165 * t125;
    const Value t128 = t127 + (cosine[3] * t122 + sine[3] * t124);
    const Value t129 = t112 + t127;
    const Value t130 = t108 * sine[2];
    const Value t131 = 0.0825 * t130;
    const Value t132 = t100 * sine[2] - cosine[2] * t101 - t131;
    const Value t133 = 0.384 * t130;
    const Value t134 = cosine[4] * (0.0825 * t126 - (cosine[3] * t124 - t122 * sine[3])) - (cosine[3] * (t133 - t119) + t132 * sine[3]) * sine[4];
    const Value t135 = t131 + (cosine[3] * t132 + sine[3] * (t119 - t133));
    const Value t136 = 0.316 * (cosine[4] * t125 - t130 * sine[4]) + t134;
    const Value t137 = 0.632 * t126;
    const Value t138 = t135 * cosine[4];
    const Value t139 = t135 * sine[4];
    const Value t140 = t136 * cosine[5] + ((t123 * cosine[4] + t139) * cosine[4] + (t129 * sine[4] + t138) * sine[4] + t137) * sine[5];
    const Value t141 = 0.088 * t17;
    const Value t142 = t21 - t141 * cosine[1];
    const Value t143 = t23 + t141 * sine[1];
    const Value t144 = t96 * cosine[2];
    const Value t145 = t96 * sine[2];
    const Value t146 = t144 - sine[2] * t77;
    const Value t147 = cosine[2] * t77 + t145;
    const Value t148 = sine[2] * t115 + t144;
    const Value t149 = cosine[2] * t115 - t145;
    const Value t150 = t147 * sine[2];
    const Value t151 = cosine[2] * t147;
    const Value t152 = cosine[2] * t148;
    const Value t153 = sine[2] * t148;
    const Value t154 = cosine[2] * t146 - t150 + (t152 + t149 * sine[2]);
    const Value t155 = sine[2] * t146;
    const Value t156 = t149 * cosine[2];
    const Value t157 = t103 - 0.014653732538;
    const Value t158 = 0.067870631425 + t17;
    const Value t159 = t157 * sine[2] + t158 * cosine[2];
    const Value t160 = cosine[2] * t157 - t158 * sine[2];
    const Value t161 = 0.165 * t159;
    const Value t162 = t161 + t154;
    const Value t163 = 0.00216405205209813 - t97;
    const Value t164 = 0.384 * t159 - (sine[2] * t88 + t163 * cosine[2]);
    const Value t165 = cosine[2] * t88 - t163 * sine[2];
    const Value t166 = t164 * cosine[3];
    const Value t167 = t166 - sine[3] * t154;
    const Value t168 = t164 * sine[3];
    const Value t169 = (t166 - sine[3] * t161) * sine[3] + (cosine[3] * t154 + t168) * cosine[3];
    const Value t170 = t168 + cosine[3] * t161;
    const Value t171 = cosine[3] * t159;
    const Value t172 = 0.165 * t171;
    const Value t173 = cosine[3] * t170 + sine[3] * t167 - t172;
    const Value t174 = t162 - t172;
    const Value t175 = 0.0825 * t160;
    const Value t176 = t151 + t155 - (t156 - t153) - t175;
    const Value t177 = 0.384 * t160;
    const Value t178 = t165 - t177;
    const Value t179 = t175 + (t178 * sine[3] + cosine[3] * t176);
    const Value t180 = t178 + 0.0825 * (sine[3] * t160);
    const Value t181 = t179 * sine[4];
    const Value t182 = t179 * cosine[4];
    const Value t183 = sine[3] * t159;
    const Value t184 = 0.632 * t183;
    const Value t185 = t177 - t165;
    const Value t186 = (0.0825 * t183 + (cosine[3] * t167 - t170 * sine[3])) * cosine[4] + (cosine[3] * t185 + sine[3] * t176) * sine[4];
    const Value t187 = 0.316 * (t171 * cosine[4] + t160 * sine[4]) + t186;
    const Value t188 = 0.13876407268546084 + (t165 + (0.0825 * t109 - t177));
    const Value t189 = ((t181 - t169 * cosine[4]) * cosine[4] + (t182 + t174 * sine[4]) * sine[4] - t184) * sine[5] - t187 * cosine[5];
    const Value t190 = cosine[1] * t31;
    const Value t191 = sine[1] * t31;
    const Value t192 = t17 * sine[2] - t190 * cosine[2];
    const Value t193 = t17 * cosine[2] + t190 * sine[2];
    const Value t194 = cosine[2] * t35 + t143 * sine[2] + (0.384 * t192 - 0.0825 * t191);
    const Value t195 = 0.384 * t193 + (t143 * cosine[2] - t35 * sine[2]);
    const Value t196 = t97 * sine[2];
    const Value t197 = cosine[2] * t103;
    const Value t198 = sine[2] * t103;
    const Value t199 = 0.384 * t198 - t97 * cosine[2];
    const Value t200 = 0.0825 * t108 - 0.384 * t197;
    const Value t201 = 0.768 * t109;
    const Value t202 = 0.540829284939183 + (t156 - t155 + t201);
    const Value t203 = 1.720683553603 + t109;
    const Value t204 = cosine[3] * t188;
    const Value t205 = sine[3] * t188;
    const Value t206 = t204 + sine[3] * t202;
    const Value t207 = cosine[3] * t202 - t205;
    const Value t208 = t206 * cosine[3];
    const Value t209 = t206 * sine[3];
    const Value t210 = 0.165 * t160;
    const Value t211 = 0.027133159263935513 + (t86 + t84) - t210;
    const Value t212 = t204 - sine[3] * t211;
    const Value t213 = t205 + cosine[3] * t211;
    const Value t214 = sine[3] * t213;
    const Value t215 = cosine[3] * t213;
    const Value t216 = t208 + t207 * sine[3] + (cosine[3] * t212 - t214);
    const Value t217 = t207 * cosine[3];
    const Value t218 = t212 * sine[3];
    const Value t219 = t160 - 0.49008027465;
    const Value t220 = cosine[3] * t160;
    const Value t221 = cosine[3] * t203 + sine[3] * t219;
    const Value t222 = cosine[3] * t219 - sine[3] * t203;
    const Value t223 = 0.165 * t221;
    const Value t224 = t216 - t223;
    const Value t225 = 0.0825 * t159;
    const Value t226 = 0.0039053550262761 + (t150 - t152 - t225);
    const Value t227 = cosine[3] * t225 + t168 - t225;
    const Value t228 = t166 - sine[3] * t225;
    const Value t229 = sine[3] * t226;
    const Value t230 = cosine[3] * t226;
    const Value t231 = 0.00164448757736927 - t164;
    const Value t232 = t164 - 0.00164448757736927;
    const Value t233 = -0.000121912420950744 - (t225 + (t230 + t231 * sine[3]));
    const Value t234 = t229 - cosine[3] * t231;
    const Value t235 = t230 - sine[3] * t232;
    const Value t236 = t229 + cosine[3] * t232;
    const Value t237 = t234 * cosine[4];
    const Value t238 = t234 * sine[4];
    const Value t239 = 0.632 * t222;
    const Value t240 = (0.0825 * t222 - (t217 - t209 - (t218 + t215))) * cosine[4] - t235 * sine[4] - 0.316 * (t221 * cosine[4]);
    const Value t241 = 0.01159586409516604 + (t217 - t218);
    const Value t242 = t240 * cosine[5] + (t239 - ((t237 + t223 * sine[4]) * sine[4] + (t216 * cosine[4] + t238) * cosine[4])) * sine[5];
    const Value t243 = 0.0825 * t193;
    const Value t244 = t243 + t142;
    const Value t245 = sine[3] * t195 + t244 * cosine[3] - t243;
    const Value t246 = cosine[3] * t195 - t244 * sine[3];
    const Value t247 = 0.0825 * t198;
    const Value t248 = t247 + t117;
    const Value t249 = cosine[3] * t248 + sine[3] * t199 - t247;
    const Value t250 = cosine[3] * t199 - sine[3] * t248;
    const Value t251 = t233 * cosine[4];
    const Value t252 = t233 * sine[4];
    const Value t253 = 0.165 * t222;
    const Value t254 = 0.632524057252814 + (t151 + t153 + (t201 - t210)) + t253;
    const Value t255 = 0.12445520614822143 + (t209 + t215 + t253);
    const Value t256 = t251 - t254 * sine[4];
    const Value t257 = (t254 * cosine[4] + t252) * sine[4];
    const Value t258 = t241 * cosine[4] - t252;
    const Value t259 = (t241 * sine[4] + t251) * cosine[4];
    const Value t260 = t256 * cosine[4] - t257 + (t258 * sine[4] + t259);
    const Value t261 = 0.9896232897634767 + (t258 * cosine[4] - t256 * sine[4] + 0.632 * t221);
    const Value t262 = 0.0825 * t221;
    const Value t263 = t208 - t214 - t262;
    const Value t264 = 0.005487648106562256 - t263;
    const Value t265 = t263 - 0.005487648106562256;
    const Value t266 = 0.004377257121839584 + t236;
    const Value t267 = 0.028227094878 + t159;
    const Value t268 = 0.684157959872 + t222;
    const Value t269 = 0.316 * (t267 * cosine[4] + t268 * sine[4]);
    const Value t270 = 0.316 * (t268 * cosine[4] - t267 * sine[4]);
    const Value t271 = t269 + (t266 * cosine[4] + t264 * sine[4]);
    const Value t272 = t270 + (cosine[4] * t264 - t266 * sine[4]) - 0.00398335888393552;
    const Value t273 = t194 - 0.0825 * (sine[3] * t192 - cosine[3] * t191);
    const Value t274 = sine[3] * t191 + cosine[3] * t192;
    const Value t275 = t200 - t196 - 0.0825 * (t108 * cosine[3] - t197 * sine[3]);
    const Value t276 = t108 * sine[3] + cosine[3] * t197;
    const Value t277 = -0.004377257121839584 - t236;
    const Value t278 = t269 - (t277 * cosine[4] + t265 * sine[4]);
    const Value t279 = cosine[5] * t272;
    const Value t280 = sine[5] * t272;
    const Value t281 = (t279 + t261 * sine[5]) * cosine[5] + (cosine[5] * t261 - t280) * sine[5] + (cosine[5] * (t279 - t255 * sine[5]) - sine[5] * (t280 + t255 * cosine[5]));
    const Value t282 = t245 * cosine[5] - (t246 * cosine[4] - t273 * sine[4] - 0.316 * (t274 * sine[4] - t193 * cosine[4])) * sine[5];
    const Value t283 = cosine[5] * t249 - sine[5] * (t250 * cosine[4] - t275 * sine[4] + 0.316 * (t198 * cosine[4] + t276 * sine[4]));
    const Value t284 = cosine[5] * t227 - (t228 * cosine[4] - t180 * sine[4] + 0.316 * (t220 * sine[4] + cosine[4] * t159)) * sine[5];
    C[0] = Value() + 0.0;
    C[1] = (0.0007689361029464 + t278) * sine[5] - cosine[5] * (0.01026110182100817 + (t259 - t257));
    C[2] = -(sine[5] * t278);
    C[3] = t235 * cosine[5] - sine[5] * (0.316 * (t222 * sine[4]) - (t236 * cosine[4] + t262 * sine[4]));
    C[4] = t284;
    C[5] = t283;
    C[6] = t282;
    C[7] = -(0.5 * t281);
    C[8] = Value() + 0.0;
    C[9] = t265 * cosine[4] - t277 * sine[4] - t270;
    C[10] = t262 * cosine[4] - t236 * sine[4] - 0.316 * (cosine[4] * t222);
    C[11] = t228 * sine[4] + t180 * cosine[4] - 0.316 * (t220 * cosine[4] - t159 * sine[4]);
    C[12] = 0.316 * (t198 * sine[4] - t276 * cosine[4]) + (t250 * sine[4] + t275 * cosine[4]);
    C[13] = t246 * sine[4] + t273 * cosine[4] + 0.316 * (t274 * cosine[4] + t193 * sine[4]);
    C[14] = 0.5 * ((t260 * sine[5] + cosine[5] * t271) * sine[5] + cosine[5] * (sine[5] * t271));
    C[15] = -(0.5 * t260);
    C[16] = Value() + 0.0;
    C[17] = t235;
    C[18] = t227;
    C[19] = t249;
    C[20] = t245;
    C[21] = -(0.5 * (sine[5] * t242 + cosine[5] * (t224 * cosine[5] + t240 * sine[5])));
    C[22] = -(0.5 * ((t237 - t216 * sine[4]) * sine[4] + (t238 - t223 * cosine[4]) * cosine[4] + t239));
    C[23] = -(0.5 * t224);
    C[24] = Value() + 0.0;
    C[25] = t185;
    C[26] = t196 - t200;
    C[27] = -t194;
    C[28] = -(0.5 * (cosine[5] * (cosine[5] * t173 - t187 * sine[5]) + sine[5] * t189));
    C[29] = -(0.5 * ((t174 * cosine[4] - t181) * cosine[4] - (t169 * sine[4] + t182) * sine[4] - t184));
    C[30] = -(0.5 * t173);
    C[31] = -(0.5 * t162);
    C[32] = Value() + 0.0;
    C[33] = t117;
    C[34] = t142;
    C[35] = -(0.5 * (cosine[5] * (t128 * cosine[5] + t136 * sine[5]) + sine[5] * t140));
    C[36] = -(0.5 * ((t123 * sine[4] - t138) * sine[4] + (t129 * cosine[4] - t139) * cosine[4] + t137));
    C[37] = -(0.5 * t128);
    C[38] = -(0.5 * t112);
    C[39] = -(0.5 * t87);
    C[40] = Value() + 0.0;
    C[41] = t34 - t33;
    C[42] = -(0.5 * (cosine[5] * (cosine[5] * t61 + t68 * sine[5]) + sine[5] * t72));
    C[43] = -(0.5 * (t69 + ((t62 * cosine[4] - t70) * cosine[4] + (t56 * sine[4] - t71) * sine[4])));
    C[44] = -(0.5 * t61);
    C[45] = -(0.5 * t49);
    C[46] = -(0.5 * t27);
    C[47] = -(0.5 * t19);
    C[48] = Value() + 0.0;
  }
};
/// centrifugal_coefficients at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CentrifugalCoefficientsLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* C) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], C_lanes[49];
    gather(q_lanes, q, 7, k, valid);
    CentrifugalCoefficientsBody()(sin_cos, q_lanes, C_lanes);
    scatter(C, C_lanes, 49, k, valid);
  }
};
}  // namespace
void centrifugal_coefficients(const double* q, double* C) {
  evaluate(CentrifugalCoefficientsBody(), q, C);
}
void centrifugal_coefficients_batch(int count, const double* q, double* C) {
  evaluate_batch(CentrifugalCoefficientsLanes(), count, q, C);
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
    F[6] = Value() + 0.0;
  }
};
/// friction at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct FrictionLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* qd, double* F) const {
    typedef typename SinCos::Lane Value;
    Value qd_lanes[7], F_lanes[7];
    gather(qd_lanes, qd, 7, k, valid);
    FrictionBody()(sin_cos, qd_lanes, F_lanes);
    scatter(F, F_lanes, 7, k, valid);
  }
};
}  // namespace
void friction(const double* qd, double* F) {
  FrictionBody()(NoSinCos<double>(), qd, F);
}
void friction_batch(int count, const double* qd, double* F) {
  evaluate_batch(FrictionLanes(), count, qd, F);
}


// Built from: M: recursion: composite rigid bodies, grouped inertial parameters; bias: recursion, grouped inertial parameters; Cholesky.
// 672 multiplications, 577 additions, 35 divisions, 19 function calls. The solves included.
namespace {
struct ForwardDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* tau, Value* qdd) const {
    Value M[kDof * kDof];  // lower triangle
    Value r[kDof];
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[2], q[1], q[3], q[4], q[5], q[6]);
    const Value t0 = sine[1] * qd[0];
    const Value t1 = qd[1] * sine[0] - t0 * cosine[0];
    const Value t2 = cosine[1] * qd[0];
    const Value t3 = t2 + qd[2];
    const Value t4 = cosine[2] * t3 - sine[2] * t1;
    const Value t5 = cosine[0] * qd[1] + t0 * sine[0];
    const Value t6 = qd[3] - t5;
    const Value t7 = t2 * qd[1];
    const Value t8 = t5 * qd[2] - t7 * cosine[0];
    const Value t9 = t0 * qd[1];
    const Value t10 = t4 * qd[3] + (cosine[2] * t8 - sine[2] * t9);
    const Value t11 = t4 * t6 + t10;
    const Value t12 = sine[2] * t3 + cosine[2] * t1;
    const Value t13 = sine[2] * t8 + cosine[2] * t9 + t12 * qd[3];
    const Value t14 = t13 + t6 * t12;
    const Value t15 = 0.316 * (t7 + t7);
    const Value t16 = t0 * t2;
    const Value t17 = t0 * t0;
    const Value t18 = t2 * t2;
    const Value t19 = 9.81 * sine[1] + 0.316 * t16;
    const Value t20 = t15 * cosine[0] + t19 * sine[0];
    const Value t21 = t15 * sine[0] - t19 * cosine[0];
    const Value t22 = t5 * t1;
    const Value t23 = t22 - t9;
    const Value t24 = t20 + 0.0825 * t23;
    const Value t25 = 0.384 * t11 - 0.0825 * t14 - t24;
    const Value t26 = t6 * t6;
    const Value t27 = t26 + t4 * t4;
    const Value t28 = t26 + t12 * t12;
    const Value t29 = t4 * t12;
    const Value t30 = t1 * qd[2];
    const Value t31 = t7 * sine[0];
    const Value t32 = t30 - t31;
    const Value t33 = t31 - t30;
    const Value t34 = t29 - t32;
    const Value t35 = t29 + t32;
    const Value t36 = t3 * t3;
    const Value t37 = t36 + t5 * t5;
    const Value t38 = t21 - 0.0825 * t37;
    const Value t39 = qd[1] * qd[1];
    const Value t40 = 9.81 * cosine[1] - 0.316 * (t17 + t39);
    const Value t41 = 0.0825 * (t3 * t1 - t33) + t40;
    const Value t42 = cosine[2] * t38 + sine[2] * t41;
    const Value t43 = cosine[2] * t41 - sine[2] * t38;
    const Value t44 = 0.384 * t34 + 0.0825 * t27 + t42;
    const Value t45 = t25 * cosine[3] + t44 * sine[3];
    const Value t46 = cosine[3] * t44 - t25 * sine[3];
    const Value t47 = cosine[3] * t6 + t12 * sine[3];
    const Value t48 = cosine[3] * t10 - sine[3] * t32 - qd[4] * t47;
    const Value t49 = cosine[3] * t12 - t6 * sine[3];
    const Value t50 = t4 + qd[4];
    const Value t51 = cosine[4] * t49 + t50 * sine[4];
    const Value t52 = t13 * cosine[4] + t48 * sine[4] + qd[5] * t51;
    const Value t53 = qd[5] + t47;
    const Value t54 = t52 + t53 * t51;
    const Value t55 = 0.088 * t54 + t45;
    const Value t56 = t43 - (0.0825 * t35 + 0.384 * t28);
    const Value t57 = t56 * sine[4] + cosine[4] * t46;
    const Value t58 = t53 * t53;
    const Value t59 = sine[4] * t49;
    const Value t60 = t50 * cosine[4];
    const Value t61 = t60 - t59;
    const Value t62 = t59 - t60 + qd[6];
    const Value t63 = t58 + t61 * t61;
    const Value t64 = t57 - 0.088 * t63;
    const Value t65 = 0.007735484874 * (t55 * cosine[5] - sine[5] * t64) + 0.003127439544 * (cosine[5] * t64 + sine[5] * t55);
    const Value t66 = qd[4] * t49 + (cosine[3] * t32 + t10 * sine[3]);
    const Value t67 = cosine[4] * t48 - t13 * sine[4] + qd[5] * t61;
    const Value t68 = t53 * cosine[5] - sine[5] * t51;
    const Value t69 = t68 * qd[6] + (sine[5] * t66 + cosine[5] * t67);
    const Value t70 = cosine[5] * t51 + sine[5] * t53;
    const Value t71 = cosine[5] * t66 - sine[5] * t67 - t70 * qd[6];
    const Value t72 = 0.000548359106408232 * t62 + 0.000395108718315752 * t70;
    const Value t73 = 0.00242094377852123 * t70 - 0.000395108718315752 * t68 - 0.001672482661783778 * t62;
    const Value t74 = 0.004909651967360946 * t52 - (0.001672482661783778 * t69 + 0.000548359106408232 * t71) - (t72 * t70 + t68 * t73);
    const Value t75 = t74 + t65;
    const Value t76 = 0.004909651967360946 * t62 - (0.000548359106408232 * t68 + 0.001672482661783778 * t70);
    const Value t77 = 0.00242094377852123 * t69 - 0.000395108718315752 * t71 - 0.001672482661783778 * t52 + (t68 * t76 + t72 * t62);
    const Value t78 = 0.003127439544 * (t69 + t62 * t68) - 0.007735484874 * (t62 * t70 - t71);
    const Value t79 = t56 * cosine[4] - t46 * sine[4];
    const Value t80 = t51 * t61;
    const Value t81 = t66 + t80;
    const Value t82 = t78 + (0.164967552695 * t81 + 0.068832705569 * (t51 * t51 + t58));
    const Value t83 = t79 + 0.088 * t81;
    const Value t84 = t62 * t73 - t76 * t70 - (0.000395108718315752 * t69 + 0.000548359106408232 * t52) + 0.007735484874 * t83;
    const Value t85 = t77 + 0.003127439544 * t83;
    const Value t86 = t62 * t62;
    const Value t87 = 0.005511034382675315 * t51 + 9.3569097314605e-05 * t53;
    const Value t88 = 0.005511034382675315 * t61 - 0.000884123530507804 * t51 - 0.000103758917218685 * t53;
    const Value t89 = t87 * t51 - t88 * t61 + (0.030389507210667306 * t66 - (9.3569097314605e-05 * t52 + 0.000103758917218685 * t67));
    const Value t90 = t84 * cosine[5] + sine[5] * t85 + (0.164967552695 * t79 + 0.068832705569 * t57 + t89) + 0.088 * t78;
    const Value t91 = 0.030389507210667306 * t53 + (9.3569097314605e-05 * t61 - 0.000103758917218685 * t51);
    const Value t92 = 0.005511034382675315 * t67 + 9.3569097314605e-05 * t66 + (t53 * t88 - t91 * t51) - 0.164967552695 * t45;
    const Value t93 = t91 * t61 - t53 * t87 - (0.000884123530507804 * t67 + 0.005511034382675315 * t52 + 0.000103758917218685 * t66);
    const Value t94 = t93 - 0.068832705569 * t45 + (cosine[5] * t85 - sine[5] * t84);
    const Value t95 = t68 * t70;
    const Value t96 = 0.007735484874 * (t52 + t95) + 0.003127439544 * (t86 + t70 * t70);
    const Value t97 = 0.007735484874 * (t86 + t68 * t68) + 0.003127439544 * (t95 - t52);
    const Value t98 = 0.068832705569 * (t80 - t66) + 0.164967552695 * t63 + (sine[5] * t96 + t97 * cosine[5]);
    const Value t99 = t96 * cosine[5] - sine[5] * t97;
    const Value t100 = t92 - t75 - 0.088 * t99;
    const Value t101 = 0.00151524447332703 * t47 + 0.024230847133882086 * t49 - 0.004600245517563106 * t50;
    const Value t102 = 0.00216405205209813 * t50 - 0.00151524447332703 * t49;
    const Value t103 = t101 * t47 + t102 * t49 - (0.00216405205209813 * t66 + 0.004600245517563106 * t48 + 0.027133159263935513 * t13);
    const Value t104 = t103 + (0.014653732538 * t45 - 0.067870631425 * t46) + (sine[4] * t94 + t100 * cosine[4]);
    const Value t105 = 0.027133159263935513 * t50 - (0.00216405205209813 * t47 + 0.004600245517563106 * t49);
    const Value t106 = 0.00151524447332703 * t66 + 0.024230847133882086 * t48 + 0.004600245517563106 * t13 - (t102 * t50 + t105 * t47);
    const Value t107 = cosine[4] * t94 - t100 * sine[4] + (0.067870631425 * t56 + t106);
    const Value t108 = t50 * t101 - t105 * t49 - (0.00216405205209813 * t13 + 0.00151524447332703 * t48) + 0.014653732538 * t56;
    const Value t109 = t82 * cosine[4] - sine[4] * t98 + (0.067870631425 * (t48 - t50 * t47) - 0.014653732538 * (t50 * t49 + t66));
    const Value t110 = t109 - (1.720683553603 * t28 + 0.49008027465 * t35);
    const Value t111 = t108 - t90;
    const Value t112 = t50 * t50;
    const Value t113 = 0.13876407268546084 * t12 - 0.00164448757736927 * t6;
    const Value t114 = 0.13876407268546084 * t4 + 0.540829284939183 * t12 + 0.0039053550262761 * t6;
    const Value t115 = 0.632524057252814 * t32 + (0.0039053550262761 * t10 + 0.00164448757736927 * t13) + (t113 * t12 - t4 * t114);
    const Value t116 = t115 - (0.49008027465 * t43 + 1.720683553603 * t42) - (cosine[3] * t111 + t107 * sine[3]);
    const Value t117 = t49 * t47;
    const Value t118 = 0.014653732538 * (t13 + t117) - 0.067870631425 * (t112 + t49 * t49) - (t99 + (0.164967552695 * t54 - 0.068832705569 * (t53 * t61 + t67)));
    const Value t119 = 0.014653732538 * (t112 + t47 * t47) + 0.067870631425 * (t13 - t117) - (t82 * sine[4] + cosine[4] * t98);
    const Value t120 = cosine[3] * t119 - t118 * sine[3];
    const Value t121 = t119 * sine[3] + cosine[3] * t118;
    const Value t122 = t121 - (1.720683553603 * t11 - 0.49008027465 * t14);
    const Value t123 = t120 + (0.49008027465 * t27 + 1.720683553603 * t34);
    const Value t124 = 0.0825 * t109 + 0.384 * t120;
    const Value t125 = 0.028227094878 * (t22 + t9) - 0.684157959872 * t37 + (cosine[2] * t123 - sine[2] * t110);
    const Value t126 = t122 + (0.684157959872 * t23 - 0.028227094878 * (t36 + t1 * t1));
    const Value t127 = 0.0039053550262761 * t12 - 0.00164448757736927 * t4 + 0.632524057252814 * t6;
    const Value t128 = 0.540829284939183 * t10 - 0.13876407268546084 * t13 + 0.0039053550262761 * t32 + (t4 * t127 - t113 * t6);
    const Value t129 = t6 * t114 - t127 * t12 + (0.13876407268546084 * t10 - 0.00164448757736927 * t32) - 0.49008027465 * t24;
    const Value t130 = t107 * cosine[3] - t111 * sine[3] + (t128 - 1.720683553603 * t24) - 0.384 * t121;
    const Value t131 = t104 + t129 - 0.0825 * t121;
    const Value t132 = 0.000121912420950744 * t1 + 0.004377257121839584 * t3;
    const Value t133 = 0.01159586409516604 * t1 - 0.000121912420950744 * t5 - 0.005487648106562256 * t3;
    const Value t134 = t132 * t1 + t5 * t133 + (0.004377257121839584 * t33 + 0.005487648106562256 * t8 + 0.12445520614822143 * t9);
    const Value t135 = 0.0825 * t122 + (cosine[2] * t131 + sine[2] * t130 + (0.684157959872 * t20 - 0.028227094878 * t21 - t134));
    const Value t136 = 0.12445520614822143 * t3 - (0.004377257121839584 * t5 + 0.005487648106562256 * t1);
    const Value t137 = 0.01159586409516604 * t8 - 0.000121912420950744 * t33 + 0.005487648106562256 * t9 + (t5 * t136 + t3 * t132);
    const Value t138 = t133 * t3 - t136 * t1 + (0.004377257121839584 * t9 - 0.000121912420950744 * t8) - 0.684157959872 * t40;
    const Value t139 = cosine[2] * t130 - sine[2] * t131 + (0.028227094878 * t40 + t137);
    const Value t140 = t124 - t116 + t138 - 0.0825 * (cosine[2] * t110 + sine[2] * t123);
    const Value t141 = 0.01026110182100817 * t7;
    const Value t142 = 0.0007689361029464 * t9;
    const Value t143 = t141 - t142 - 0.00398335888393552 * (t17 - t18) - 0.9896232897634767 * t16 + (t142 - t141) + (0.01993386669246 * cosine[1] - 30.45357582685272 * sine[1]);
    const Value t144 = 0.00398335888393552 * t9;
    const Value t145 = 0.0007689361029464 * (t18 - t39) + (0.01026110182100817 * t16 - t144) - 1.0357790547533403 * t7 - (t144 + 0.9896232897634767 * t7);
    const Value t146 = 0.00398335888393552 * t7;
    const Value t147 = 0.01026110182100817 * (t39 - t17) + (t146 - 0.0007689361029464 * t16) + 0.04615576498986361 * t9 + t146;
    const Value t148 = (t139 * cosine[0] - t140 * sine[0] + t145 - 0.316 * (t125 * sine[0] + t126 * cosine[0])) * sine[1] + cosine[1] * (t147 - t135);
    const Value t149 = 0.000548359106408232 * cosine[5] + 0.001672482661783778 * sine[5];
    const Value t150 = 0.003127439544 * sine[5] + 0.007735484874 * cosine[5];
    const Value t151 = -0.004909651967360946 - 0.088 * t150;
    const Value t152 = 0.000548359106408232 * sine[5];
    const Value t153 = 0.001672482661783778 * cosine[5];
    const Value t154 = t152 - t153;
    const Value t155 = 0.005511034382675315 + (t153 - t152);
    const Value t156 = t151 * cosine[4] + t154 * sine[4];
    const Value t157 = t154 * cosine[4] - t151 * sine[4];
    const Value t158 = 0.003127439544 * cosine[5];
    const Value t159 = 0.007735484874 * sine[5];
    const Value t160 = t158 - t159;
    const Value t161 = t160 * cosine[4];
    const Value t162 = t161 * cosine[3] + sine[3] * t150;
    const Value t163 = t161 * sine[3];
    const Value t164 = t160 * sine[4];
    const Value t165 = 0.067870631425 + t160;
    const Value t166 = sine[3] * t157 + cosine[3] * t149 + (0.0825 * t164 + 0.384 * t162);
    const Value t167 = cosine[3] * t150;
    const Value t168 = t167 - t163;
    const Value t169 = t163 - t167;
    const Value t170 = cosine[3] * t157 - sine[3] * t149 + 0.384 * t168;
    const Value t171 = 0.0825 * t168 + t156;
    const Value t172 = t170 * sine[2] + cosine[2] * t171 + 0.0825 * t169;
    const Value t173 = cosine[2] * t170 - t171 * sine[2];
    const Value t174 = t166 - 0.0825 * (cosine[2] * t164 + t162 * sine[2]);
    const Value t175 = t162 * cosine[2] - t164 * sine[2];
    const Value t176 = t172 * cosine[1] - sine[1] * (t173 * cosine[0] - t174 * sine[0] - 0.316 * (t175 * sine[0] + t169 * cosine[0]));
    const Value t177 = 0.176 * t150;
    const Value t178 = 0.164967552695 + t150;
    const Value t179 = 0.000395108718315752 * cosine[5];
    const Value t180 = 0.00242094377852123 * sine[5] - t179;
    const Value t181 = 0.000395108718315752 * sine[5];
    const Value t182 = sine[5] * t181 + t180 * cosine[5] - 0.088 * (t159 - t158);
    const Value t183 = 0.030389507210667306 + (t177 + (sine[5] * t180 - cosine[5] * t181));
    const Value t184 = cosine[5] * (0.00242094377852123 * cosine[5] + t181) + sine[5] * t179 - 0.000884123530507804;
    const Value t185 = 0.004909651967360946 + t177;
    const Value t186 = t182 - 0.000103758917218685;
    const Value t187 = 9.3569097314605e-05 + t149;
    const Value t188 = t186 * sine[4] + cosine[4] * t187;
    const Value t189 = sine[4] * t187;
    const Value t190 = t186 * cosine[4] - t189;
    const Value t191 = (0.000103758917218685 - t182) * cosine[4] + t189 - 0.00151524447332703;
    const Value t192 = cosine[3] * t183;
    const Value t193 = t192 - t190 * sine[3];
    const Value t194 = t178 * sine[4];
    const Value t195 = 0.068832705569 * sine[4] + t178 * cosine[4];
    const Value t196 = 0.068832705569 * cosine[4];
    const Value t197 = t196 - t194;
    const Value t198 = t194 - t196;
    const Value t199 = t197 * cosine[3];
    const Value t200 = t197 * sine[3];
    const Value t201 = 0.384 * t199 + 0.0825 * t195;
    const Value t202 = sine[3] * t183;
    const Value t203 = t202 + cosine[3] * t190 - 0.384 * t200;
    const Value t204 = 0.0825 * t200;
    const Value t205 = t188 - t204;
    const Value t206 = t204 + (t203 * sine[2] + cosine[2] * t205);
    const Value t207 = t203 * cosine[2] - t205 * sine[2];
    const Value t208 = t201 - t193 - 0.0825 * (sine[2] * t199 + cosine[2] * t195);
    const Value t209 = cosine[2] * t199 - sine[2] * t195;
    const Value t210 = t195 - 0.014653732538;
    const Value t211 = t206 * cosine[1] - (t207 * cosine[0] - t208 * sine[0] - 0.316 * (t200 * cosine[0] + t209 * sine[0])) * sine[1];
    const Value t212 = cosine[4] * t155;
    const Value t213 = t155 * sine[4];
    const Value t214 = t212 + t184 * sine[4];
    const Value t215 = 0.024230847133882086 + ((t184 * cosine[4] - t213) * cosine[4] - (t212 - sine[4] * t185) * sine[4]);
    const Value t216 = cosine[4] * t185 + t213;
    const Value t217 = 0.027133159263935513 + (t214 * sine[4] + t216 * cosine[4]);
    const Value t218 = cosine[4] * t214 - t216 * sine[4] - 0.004600245517563106;
    const Value t219 = 0.00216405205209813 - t188;
    const Value t220 = sine[3] * t218 + t219 * cosine[3];
    const Value t221 = cosine[3] * t218 - t219 * sine[3];
    const Value t222 = t210 * sine[3] + t165 * cosine[3];
    const Value t223 = t165 * sine[3];
    const Value t224 = cosine[3] * t210;
    const Value t225 = 0.384 * t222;
    const Value t226 = t225 - t220;
    const Value t227 = 0.0825 * (sine[2] * t222) + (t220 - t225);
    const Value t228 = t223 - t224;
    const Value t229 = t224 - t223;
    const Value t230 = 0.384 * t228 + t221;
    const Value t231 = 0.0825 * t228 + t217;
    const Value t232 = 0.13876407268546084 + (t221 + (0.0825 * t198 - 0.384 * t229));
    const Value t233 = sine[2] * t230 + t231 * cosine[2] + 0.0825 * t229;
    const Value t234 = cosine[2] * t230 - t231 * sine[2];
    const Value t235 = cosine[2] * t222;
    const Value t236 = cosine[1] * t233 - (t234 * cosine[0] - t227 * sine[0] - 0.316 * (t229 * cosine[0] - t235 * sine[0])) * sine[1];
    const Value t237 = t191 * sine[3];
    const Value t238 = t192 + t237;
    const Value t239 = t191 * cosine[3];
    const Value t240 = sine[3] * t215 + t239;
    const Value t241 = 0.165 * t229;
    const Value t242 = 0.768 * t198;
    const Value t243 = 0.540829284939183 + ((cosine[3] * t215 - t237) * cosine[3] - sine[3] * (t239 - t202) + t242);
    const Value t244 = 0.632524057252814 + (cosine[3] * t238 + sine[3] * t240 + (t242 - t241));
    const Value t245 = 1.720683553603 + t198;
    const Value t246 = t217 - t241;
    const Value t247 = 0.0825 * t222;
    const Value t248 = 0.0039053550262761 + (t238 * sine[3] - cosine[3] * t240 - t247);
    const Value t249 = 0.028227094878 + t222;
    const Value t250 = t226 - 0.00164448757736927;
    const Value t251 = sine[2] * t248 + cosine[2] * t250;
    const Value t252 = cosine[2] * t248;
    const Value t253 = t252 - sine[2] * t250;
    const Value t254 = -0.000121912420950744 - (t247 + (t252 + (0.00164448757736927 - t226) * sine[2]));
    const Value t255 = t229 - 0.49008027465;
    const Value t256 = cosine[2] * t255 - sine[2] * t245;
    const Value t257 = cosine[2] * t245 + sine[2] * t255;
    const Value t258 = t244 + 0.0825 * t256;
    const Value t259 = cosine[2] * t232;
    const Value t260 = sine[2] * t232;
    const Value t261 = t259 + sine[2] * t243;
    const Value t262 = 0.01159586409516604 + ((cosine[2] * t243 - t260) * cosine[2] - (t259 - sine[2] * t246) * sine[2]);
    const Value t263 = t260 + cosine[2] * t246;
    const Value t264 = 0.165 * t256;
    const Value t265 = 0.684157959872 + t256;
    const Value t266 = 0.12445520614822143 + (t261 * sine[2] + cosine[2] * t263 + t264);
    const Value t267 = t261 * cosine[2] - sine[2] * t263 - 0.0825 * t257;
    const Value t268 = t244 + t264;
    const Value t269 = t267 - 0.005487648106562256;
    const Value t270 = -0.004377257121839584 - t251;
    const Value t271 = t270 * cosine[0] + t269 * sine[0];
    const Value t272 = 0.316 * (t249 * cosine[0] + t265 * sine[0]);
    const Value t273 = 0.316 * (t265 * cosine[0] - t249 * sine[0]);
    const Value t274 = t273 + (cosine[0] * (0.005487648106562256 - t267) - (0.004377257121839584 + t251) * sine[0]) - 0.00398335888393552;
    const Value t275 = t266 * cosine[1];
    const Value t276 = t254 * sine[0];
    const Value t277 = t254 * cosine[0];
    const Value t278 = t268 * cosine[0] + t276;
    const Value t279 = t262 * sine[0] + t277;
    const Value t280 = 0.632 * t257;
    const Value t281 = 0.9896232897634767 + ((t262 * cosine[0] - t276) * cosine[0] - (t277 - t268 * sine[0]) * sine[0] + t280);
    const Value t282 = 0.03733744848940618 + (cosine[1] * (sine[1] * t274 + t275) + (cosine[1] * t274 + t281 * sine[1]) * sine[1]);
    const Value t283 = (0.0007689361029464 + (t272 - t271)) * cosine[1] + sine[1] * (0.01026110182100817 + (t279 * cosine[0] - t278 * sine[0]));
    M[0] = t282;
    M[7] = -t283;
    M[8] = 1.0357790547533403 + (t280 + (t278 * cosine[0] + t279 * sine[0]));
    M[14] = t275 - sine[1] * (t269 * cosine[0] - t270 * sine[0] - t273);
    M[15] = t271 - t272;
    M[16] = t266;
    M[21] = t251 * cosine[1] - sine[1] * (t258 * sine[0] + t253 * cosine[0] + 0.316 * (t257 * sine[0]));
    M[22] = t253 * sine[0] - t258 * cosine[0] - 0.316 * (t257 * cosine[0]);
    M[23] = t251;
    M[24] = t244;
    M[28] = t236;
    M[29] = t227 * cosine[0] + t234 * sine[0] - 0.316 * (t235 * cosine[0] + t229 * sine[0]);
    M[30] = t233;
    M[31] = t226;
    M[32] = t217;
    M[35] = t211;
    M[36] = 0.316 * (cosine[0] * t209 - t200 * sine[0]) + (t207 * sine[0] + t208 * cosine[0]);
    M[37] = t206;
    M[38] = t193 - t201;
    M[39] = t188;
    M[40] = t183;
    M[42] = t176;
    M[43] = 0.316 * (t175 * cosine[0] - t169 * sine[0]) + (t174 * cosine[0] + t173 * sine[0]);
    M[44] = t172;
    M[45] = -t166;
    M[46] = t156;
    M[47] = -t149;
    M[48] = Value() + 0.004909651967360946;
    r[0] = tau[0] + t148;
    r[1] = tau[1] - (0.316 * (t125 * cosine[0] - t126 * sine[0]) + (t140 * cosine[0] + t139 * sine[0] + t143));
    r[2] = tau[2] - t135;
    r[3] = tau[3] - (t116 - t124);
    r[4] = tau[4] - t104;
    r[5] = tau[5] - t90;
    r[6] = tau[6] - t75;
    // M = L L^T in place on the lower triangle (Cholesky–Banachiewicz), then
    // L y = r and L^T qdd = y. A matrix that is not positive definite gives NaN.
    for (int j = 0; j < kDof; ++j) {
      Value d = M[j * kDof + j];
      for (int k = 0; k < j; ++k) d -= M[j * kDof + k] * M[j * kDof + k];
      d = sqrt_of(d);
      M[j * kDof + j] = d;
      for (int i = j + 1; i < kDof; ++i) {
        Value s = M[i * kDof + j];
        for (int k = 0; k < j; ++k) s -= M[i * kDof + k] * M[j * kDof + k];
        M[i * kDof + j] = s / d;
      }
    }
    for (int i = 0; i < kDof; ++i) {
      for (int k = 0; k < i; ++k) r[i] -= M[i * kDof + k] * r[k];
      r[i] /= M[i * kDof + i];
    }
    for (int i = kDof - 1; i >= 0; --i) {
      for (int k = i + 1; k < kDof; ++k) r[i] -= M[k * kDof + i] * qdd[k];
      qdd[i] = r[i] / M[i * kDof + i];
    }
  }
};
/// forward_dynamics at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct ForwardDynamicsLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* tau, double* qdd) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], qd_lanes[7], tau_lanes[7], qdd_lanes[7];
    gather(q_lanes, q, 7, k, valid);
    gather(qd_lanes, qd, 7, k, valid);
    gather(tau_lanes, tau, 7, k, valid);
    ForwardDynamicsBody()(sin_cos, q_lanes, qd_lanes, tau_lanes, qdd_lanes);
    scatter(qdd, qdd_lanes, 7, k, valid);
  }
};
}  // namespace
void forward_dynamics(const double* q, const double* qd, const double* tau, double* qdd) {
  evaluate(ForwardDynamicsBody(), q, qd, tau, qdd);
}
void forward_dynamics_batch(int count, const double* q, const double* qd, const double* tau, double* qdd) {
  evaluate_batch(ForwardDynamicsLanes(), count, q, qd, tau, qdd);
}


// Built from: B and C.
// 1082 multiplications, 923 additions, 0 divisions, 12 function calls.
namespace {
struct CoriolisMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* Cc) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[6], q[5], q[4], q[3], q[2], q[1]);
    const Value t0 = 0.003127439544 * sine[0] + 0.007735484874 * cosine[0];
    const Value t1 = 0.088 * t0;
    const Value t2 = -0.004909651967360946 - t1;
    const Value t3 = 0.000548359106408232 * sine[0];
    const Value t4 = 0.001672482661783778 * cosine[0];
    const Value t5 = t3 - t4;
    const Value t6 = t4 - t3;
    const Value t7 = t2 * cosine[1] + t5 * sine[1];
    const Value t8 = t5 * cosine[1] - t2 * sine[1];
    const Value t9 = 0.003127439544 * cosine[0];
    const Value t10 = 0.007735484874 * sine[0];
    const Value t11 = t9 - t10;
    const Value t12 = t11 * sine[1];
    const Value t13 = t12 * sine[2];
    const Value t14 = 0.384 * t13;
    const Value t15 = t14 - cosine[2] * t7;
    const Value t16 = 0.0825 * t13;
    const Value t17 = t16 + t8;
    const Value t18 = cosine[3] * t15 - sine[3] * t17;
    const Value t19 = cosine[3] * t17 + sine[3] * t15 - t16;
    const Value t20 = t11 * cosine[1];
    const Value t21 = t12 * cosine[2];
    const Value t22 = 0.0825 * t20 - 0.384 * t21;
    const Value t23 = sine[2] * t7;
    const Value t24 = 0.0825 * (cosine[3] * t20 - sine[3] * t21);
    const Value t25 = t20 * sine[3] + cosine[3] * t21;
    const Value t26 = t22 - t23 - t24;
    const Value t27 = t23 - t22;
    const Value t28 = 0.316 * (t13 * cosine[4] + t25 * sine[4]);
    const Value t29 = 0.316 * (t13 * sine[4] - t25 * cosine[4]);
    const Value t30 = cosine[5] * t19 - (t18 * cosine[4] - t26 * sine[4] + t28) * sine[5];
    const Value t31 = t18 * sine[4] + t26 * cosine[4] + t29;
    const Value t32 = 0.000395108718315752 * sine[0];
    const Value t33 = 0.00242094377852123 * cosine[0] + t32;
    const Value t34 = cosine[0] * t33;
    const Value t35 = sine[0] * t33;
    const Value t36 = 0.00242094377852123 * sine[0];
    const Value t37 = 0.000395108718315752 * cosine[0];
    const Value t38 = t36 - t37;
    const Value t39 = sine[0] * t38;
    const Value t40 = t38 * cosine[0];
    const Value t41 = cosine[0] * t32;
    const Value t42 = sine[0] * t32;
    const Value t43 = t42 + t40 - 0.088 * (t10 - t9);
    const Value t44 = cosine[0] * t37 - t42;
    const Value t45 = t44 + (cosine[0] * (t37 - t36) - t35);
    const Value t46 = sine[0] * t37;
    const Value t47 = t34 - t39 + (t41 + t46);
    const Value t48 = t34 + t46 - 0.000884123530507804;
    const Value t49 = t47 - t1;
    const Value t50 = t6 * sine[1];
    const Value t51 = (t1 - t47) * cosine[1] + t50;
    const Value t52 = t49 * cosine[1] - t50;
    const Value t53 = t6 * cosine[1] + t49 * sine[1];
    const Value t54 = 0.176 * t11;
    const Value t55 = t54 + (t35 + t40 - t44);
    const Value t56 = sine[2] * t55;
    const Value t57 = t14 + (cosine[2] * t52 + t56);
    const Value t58 = t16 + t53;
    const Value t59 = cosine[3] * t58 + t57 * sine[3] - t16;
    const Value t60 = t57 * cosine[3] - t58 * sine[3];
    const Value t61 = cosine[2] * t55;
    const Value t62 = t61 - sine[2] * t52;
    const Value t63 = t22 - t62 - t24;
    const Value t64 = t62 - t22;
    const Value t65 = cosine[5] * t59 - (t60 * cosine[4] - t63 * sine[4] + t28) * sine[5];
    const Value t66 = t60 * sine[4] + cosine[4] * t63 + t29;
    const Value t67 = t30 - t65;
    const Value t68 = t31 - t66;
    const Value t69 = t19 - t59;
    const Value t70 = t27 - t64;
    const Value t71 = t8 - t53;
    const Value t72 = 0.5 * (qd[4] * t71 + (qd[3] * t70 + (t67 * qd[0] + t68 * qd[1] + t69 * qd[2]))) - qd[5] * (0.5 * t55);
    const Value t73 = 0.000548359106408232 * cosine[0] + 0.001672482661783778 * sine[0];
    const Value t74 = sine[2] * t8 + cosine[2] * t73;
    const Value t75 = t20 * cosine[2] + sine[2] * t0;
    const Value t76 = t20 * sine[2];
    const Value t77 = 0.384 * t75;
    const Value t78 = t74 + t77;
    const Value t79 = 0.0825 * t75;
    const Value t80 = t79 * sine[3] - cosine[3] * t78;
    const Value t81 = t79 - (sine[3] * t78 + cosine[3] * t79);
    const Value t82 = cosine[2] * t0;
    const Value t83 = t82 - t76;
    const Value t84 = t76 - t82;
    const Value t85 = 0.0825 * t83 + t7;
    const Value t86 = cosine[2] * t8 - sine[2] * t73 + 0.384 * t83;
    const Value t87 = t86 - 0.0825 * (sine[3] * t83);
    const Value t88 = cosine[3] * t83;
    const Value t89 = t75 * sine[4];
    const Value t90 = 0.316 * (t88 * cosine[4] - t89) + (t80 * sine[4] + t87 * cosine[4]);
    const Value t91 = cosine[1] * t73;
    const Value t92 = t45 * sine[1] - t91;
    const Value t93 = sine[1] * t73;
    const Value t94 = sine[1] * (t54 * sine[1] + t91) + (t45 * cosine[1] + t93) * cosine[1];
    const Value t95 = t54 * cosine[1] - t93;
    const Value t96 = 9.3569097314605e-05 + t73;
    const Value t97 = t92 * cosine[1] - t95 * sine[1];
    const Value t98 = t95 * cosine[1] + t92 * sine[1];
    const Value t99 = t97 * cosine[2] + t53 * sine[2];
    const Value t100 = t97 * sine[2] - cosine[2] * t53;
    const Value t101 = t99 - t77;
    const Value t102 = t98 - t79;
    const Value t103 = t101 * sine[3] + cosine[3] * t102 + t79;
    const Value t104 = cosine[3] * t101 - sine[3] * t102;
    const Value t105 = 0.384 * t84;
    const Value t106 = t100 - t105;
    const Value t107 = t105 - t100;
    const Value t108 = t106 + 0.0825 * (t84 * sine[3]);
    const Value t109 = t84 * cosine[3];
    const Value t110 = t104 * sine[4] + t108 * cosine[4] - 0.316 * (t109 * cosine[4] + t89);
    const Value t111 = t90 - t110;
    const Value t112 = t75 * cosine[4];
    const Value t113 = t103 * cosine[5] - (cosine[4] * t104 - t108 * sine[4] - 0.316 * (t112 - t109 * sine[4])) * sine[5];
    const Value t114 = cosine[5] * t81 - (t80 * cosine[4] - t87 * sine[4] - 0.316 * (t112 + t88 * sine[4])) * sine[5];
    const Value t115 = t114 - t113;
    const Value t116 = t81 - t103;
    const Value t117 = t86 + t107;
    const Value t118 = t117 * qd[3];
    const Value t119 = cosine[3] * t86 - t85 * sine[3];
    const Value t120 = t86 * sine[3] + cosine[3] * t85;
    const Value t121 = t107 - t86;
    const Value t122 = t75 * cosine[3] - t12 * sine[3];
    const Value t123 = 0.0825 * t122;
    const Value t124 = cosine[3] * t12 + t75 * sine[3];
    const Value t125 = 0.165 * t75;
    const Value t126 = 0.316 * (t124 * sine[4]);
    const Value t127 = cosine[5] * t119 - (t126 + (t123 * sine[4] - t120 * cosine[4])) * sine[5];
    const Value t128 = t51 * sine[2];
    const Value t129 = t128 + t61;
    const Value t130 = cosine[2] * t51;
    const Value t131 = t94 * sine[2] + t130;
    const Value t132 = 0.0825 * t84;
    const Value t133 = t129 * sine[2] - cosine[2] * t131 - t132;
    const Value t134 = t133 * cosine[3];
    const Value t135 = t133 * sine[3] + cosine[3] * t107;
    const Value t136 = t134 - sine[3] * t107;
    const Value t137 = t134 + sine[3] * t106 + t132;
    const Value t138 = 0.768 * t12;
    const Value t139 = t138 + ((cosine[2] * t94 - t128) * cosine[2] - (t130 - t56) * sine[2]);
    const Value t140 = t131 * sine[2] + cosine[2] * t129 + (t138 - t125);
    const Value t141 = 0.0825 * t12;
    const Value t142 = t141 - t77 + t99;
    const Value t143 = t98 - t125;
    const Value t144 = t123 + t140;
    const Value t145 = cosine[5] * t135 - (t126 + (cosine[4] * t136 + t144 * sine[4])) * sine[5];
    const Value t146 = t127 - t145;
    const Value t147 = 0.316 * (t124 * cosine[4]);
    const Value t148 = t136 * sine[4] - t144 * cosine[4] - t147;
    const Value t149 = t123 * cosine[4] + t120 * sine[4] + t147;
    const Value t150 = t149 + t148;
    const Value t151 = t148 - t149;
    const Value t152 = t150 * qd[1];
    const Value t153 = t119 - t135;
    const Value t154 = sine[3] * t142;
    const Value t155 = cosine[3] * t142;
    const Value t156 = t154 + cosine[3] * t143;
    const Value t157 = cosine[3] * (cosine[3] * t139 - t154) - (t155 - sine[3] * t143) * sine[3];
    const Value t158 = t155 + sine[3] * t139;
    const Value t159 = 0.165 * t122;
    const Value t160 = cosine[3] * t156 + t158 * sine[3] + t159;
    const Value t161 = cosine[3] * t158 - t156 * sine[3];
    const Value t162 = t140 + t159;
    const Value t163 = cosine[5] * t160;
    const Value t164 = 0.0825 * t124;
    const Value t165 = t74 + (t141 + t77) - t164;
    const Value t166 = 0.632 * t124;
    const Value t167 = t161 - t164;
    const Value t168 = t135 * sine[4];
    const Value t169 = 0.316 * (t122 * cosine[4] - t84 * sine[4]);
    const Value t170 = 0.316 * (t122 * sine[4] + t84 * cosine[4]);
    const Value t171 = t169 + ((t164 - t161) * cosine[4] - t168);
    const Value t172 = t163 - (t168 + cosine[4] * t167 - t169) * sine[5];
    const Value t173 = sine[5] * (t169 + (t165 * cosine[4] + t119 * sine[4]));
    const Value t174 = t167 * sine[4] - cosine[4] * t135;
    const Value t175 = t119 * cosine[4] - t165 * sine[4] - t170;
    const Value t176 = cosine[5] * t175 + (t120 + t132) * sine[5];
    const Value t177 = t173 - t172;
    const Value t178 = t174 - t170;
    const Value t179 = t175 - t178;
    const Value t180 = 0.5 * (t153 * qd[3] + (t179 * qd[1] + t177 * qd[0]) + qd[4] * t116 + qd[5] * t69) - 0.5 * t160 * qd[2];
    const Value t181 = t137 * cosine[4];
    const Value t182 = t137 * sine[4];
    const Value t183 = t157 * sine[4] - t181;
    const Value t184 = t171 * cosine[5] + (t166 + ((t181 + t162 * sine[4]) * sine[4] + cosine[4] * (t182 + cosine[4] * t157))) * sine[5];
    const Value t185 = cosine[5] * (t163 + t171 * sine[5]) + sine[5] * t184;
    const Value t186 = t162 * cosine[4] - t182;
    const Value t187 = (t170 - t174) * cosine[5] + (t183 * cosine[4] - t186 * sine[4]) * sine[5];
    const Value t188 = t166 + (t186 * cosine[4] + t183 * sine[4]);
    const Value t189 = t187 - t176;
    const Value t190 = 0.5 * (qd[5] * t68 + (t189 * qd[0] + t179 * qd[2] - qd[3] * t150 + qd[4] * t111)) - 0.5 * t188 * qd[1];
    const Value t191 = 0.5 * (t189 * qd[1] + t177 * qd[2] + t146 * qd[3] + t115 * qd[4] + qd[5] * t67) - qd[0] * (0.5 * t185);
    const Value t192 = t65 - t30;
    const Value t193 = t30 + t65;
    const Value t194 = t66 - t31;
    const Value t195 = t31 + t66;
    const Value t196 = t59 - t19;
    const Value t197 = t19 + t59;
    const Value t198 = t64 - t27;
    const Value t199 = t64 + t27;
    const Value t200 = t53 - t8;
    const Value t201 = t53 + t8;
    const Value t202 = 0.5 * (qd[5] * t55 + (t198 * qd[3] + (t192 * qd[0] + t194 * qd[1] + t196 * qd[2]) + qd[4] * t200)) + t5 * qd[6];
    const Value t203 = 0.005511034382675315 + t6;
    const Value t204 = t203 * sine[1];
    const Value t205 = cosine[1] * t203;
    const Value t206 = t48 * cosine[1] - t204;
    const Value t207 = t205 + t48 * sine[1];
    const Value t208 = t206 * cosine[1];
    const Value t209 = t207 * sine[1];
    const Value t210 = cosine[1] * t207;
    const Value t211 = 0.176 * t0;
    const Value t212 = 0.030389507210667306 + (t211 + (t39 - t41));
    const Value t213 = 0.004909651967360946 + t211;
    const Value t214 = cosine[1] * t213 + t204;
    const Value t215 = t205 - sine[1] * t213;
    const Value t216 = t214 * cosine[1];
    const Value t217 = t214 * sine[1];
    const Value t218 = t215 * cosine[1] - t217 + (t206 * sine[1] + t210);
    const Value t219 = t210 - t217 - 0.004600245517563106;
    const Value t220 = t215 * sine[1];
    const Value t221 = t208 - t209 - (t216 + t220);
    const Value t222 = 0.024230847133882086 + (t208 - t220);
    const Value t223 = 0.027133159263935513 + (t209 + t216);
    const Value t224 = t43 - 0.000103758917218685;
    const Value t225 = 0.000103758917218685 - t43;
    const Value t226 = t224 * cosine[1];
    const Value t227 = sine[1] * t96;
    const Value t228 = cosine[1] * t96;
    const Value t229 = t224 * sine[1] + t228;
    const Value t230 = t228 - t225 * sine[1];
    const Value t231 = t225 * cosine[1] + t227 - 0.00151524447332703;
    const Value t232 = t227 - t226;
    const Value t233 = t226 - t227;
    const Value t234 = cosine[2] * t221 - t232 * sine[2];
    const Value t235 = cosine[2] * t232 + t221 * sine[2];
    const Value t236 = 0.164967552695 + t0;
    const Value t237 = t236 * sine[1];
    const Value t238 = 0.068832705569 * sine[1] + t236 * cosine[1];
    const Value t239 = 0.068832705569 * cosine[1];
    const Value t240 = t239 - t237;
    const Value t241 = t237 - t239;
    const Value t242 = t240 * cosine[2];
    const Value t243 = 0.384 * t242;
    const Value t244 = t234 - t243;
    const Value t245 = 0.0825 * t242;
    const Value t246 = t218 - t245;
    const Value t247 = t244 * sine[3] + cosine[3] * t246 + t245;
    const Value t248 = cosine[3] * t244 - sine[3] * t246;
    const Value t249 = t240 * sine[2];
    const Value t250 = 0.384 * t249;
    const Value t251 = t235 - t250;
    const Value t252 = t250 - t235;
    const Value t253 = 0.0825 * (t249 * sine[3]);
    const Value t254 = t251 + t253;
    const Value t255 = cosine[3] * t249;
    const Value t256 = 0.316 * (t242 * cosine[4] - t255 * sine[4]);
    const Value t257 = 0.316 * (t242 * sine[4] + cosine[4] * t255);
    const Value t258 = t247 * cosine[5] - (t248 * cosine[4] - t254 * sine[4] - t256) * sine[5];
    const Value t259 = t254 * cosine[4] + t248 * sine[4] - t257;
    const Value t260 = cosine[2] * t212;
    const Value t261 = sine[2] * t212;
    const Value t262 = t260 - t233 * sine[2];
    const Value t263 = t262 - t243;
    const Value t264 = t263 * cosine[3] + t245 * sine[3];
    const Value t265 = t245 + (t263 * sine[3] - cosine[3] * t245);
    const Value t266 = t261 + cosine[2] * t233;
    const Value t267 = t266 - t250;
    const Value t268 = t250 - t266;
    const Value t269 = t267 + t253;
    const Value t270 = t265 * cosine[5] - sine[5] * (cosine[4] * t264 - t269 * sine[4] - t256);
    const Value t271 = t269 * cosine[4] + t264 * sine[4] - t257;
    const Value t272 = t270 - t258;
    const Value t273 = t271 - t259;
    const Value t274 = t265 - t247;
    const Value t275 = t268 - t252;
    const Value t276 = 0.5 * (qd[3] * t275 + (t274 * qd[2] + (t272 * qd[0] + t273 * qd[1])) + t200 * qd[6]) - qd[4] * (0.5 * t218);
    const Value t277 = cosine[2] * t230;
    const Value t278 = t230 * sine[2];
    const Value t279 = t277 - t218 * sine[2];
    const Value t280 = 0.0825 * t249;
    const Value t281 = t278 * sine[2] - cosine[2] * t279 - t280;
    const Value t282 = cosine[3] * t252 + t281 * sine[3];
    const Value t283 = cosine[3] * t281;
    const Value t284 = t280 + (t283 + sine[3] * t251);
    const Value t285 = t283 - t252 * sine[3];
    const Value t286 = 0.768 * t238;
    const Value t287 = t286 - (t277 * sine[2] + cosine[2] * (t218 * cosine[2] + t278));
    const Value t288 = 0.165 * t242;
    const Value t289 = cosine[2] * t278 + t279 * sine[2] + (t286 - t288);
    const Value t290 = t218 - t288;
    const Value t291 = cosine[3] * t242 - sine[3] * t238;
    const Value t292 = sine[3] * t242 + cosine[3] * t238;
    const Value t293 = 0.0825 * t291;
    const Value t294 = t289 + t293;
    const Value t295 = 0.316 * (t292 * sine[4]);
    const Value t296 = t282 * cosine[5] - (t295 + (t294 * sine[4] + cosine[4] * t285)) * sine[5];
    const Value t297 = t229 - t280;
    const Value t298 = t267 * cosine[3] - t297 * sine[3];
    const Value t299 = t267 * sine[3] + cosine[3] * t297;
    const Value t300 = t298 * cosine[5] - (t295 + (t293 * sine[4] - t299 * cosine[4])) * sine[5];
    const Value t301 = t300 - t296;
    const Value t302 = 0.316 * (t292 * cosine[4]);
    const Value t303 = t285 * sine[4] - t294 * cosine[4] - t302;
    const Value t304 = t302 + (t293 * cosine[4] + t299 * sine[4]);
    const Value t305 = t303 + t304;
    const Value t306 = t303 - t304;
    const Value t307 = t305 * qd[1];
    const Value t308 = t298 - t282;
    const Value t309 = 0.0825 * t238;
    const Value t310 = t234 + (t309 - t243);
    const Value t311 = t310 * sine[3];
    const Value t312 = t310 * cosine[3];
    const Value t313 = t311 + cosine[3] * t290;
    const Value t314 = cosine[3] * (cosine[3] * t287 - t311) - (t312 - sine[3] * t290) * sine[3];
    const Value t315 = sine[3] * t287 + t312;
    const Value t316 = 0.165 * t291;
    const Value t317 = t316 + (cosine[3] * t313 + sine[3] * t315);
    const Value t318 = cosine[3] * t315 - t313 * sine[3];
    const Value t319 = t289 + t316;
    const Value t320 = t317 * cosine[5];
    const Value t321 = 0.0825 * t292;
    const Value t322 = t243 + t309 - t262 - t321;
    const Value t323 = 0.632 * t292;
    const Value t324 = t318 - t321;
    const Value t325 = t282 * sine[4];
    const Value t326 = 0.316 * (cosine[4] * t291 - t249 * sine[4]);
    const Value t327 = 0.316 * (t249 * cosine[4] + t291 * sine[4]);
    const Value t328 = t326 + (cosine[4] * (t321 - t318) - t325);
    const Value t329 = t320 - (t324 * cosine[4] + t325 - t326) * sine[5];
    const Value t330 = sine[5] * (t326 + (t298 * sine[4] + t322 * cosine[4]));
    const Value t331 = t324 * sine[4] - t282 * cosine[4];
    const Value t332 = t298 * cosine[4] - t322 * sine[4] - t327;
    const Value t333 = cosine[5] * t332 + (t280 + t299) * sine[5];
    const Value t334 = t330 - t329;
    const Value t335 = t331 - t327;
    const Value t336 = t332 - t335;
    const Value t337 = 0.5 * (t196 * qd[6] + (t308 * qd[3] + (t336 * qd[1] + t334 * qd[0]) + qd[4] * t274)) - 0.5 * t317 * qd[2];
    const Value t338 = t284 * cosine[4];
    const Value t339 = t284 * sine[4];
    const Value t340 = t314 * sine[4] - t338;
    const Value t341 = t328 * cosine[5] + ((t314 * cosine[4] + t339) * cosine[4] + (t319 * sine[4] + t338) * sine[4] + t323) * sine[5];
    const Value t342 = cosine[5] * (t320 + t328 * sine[5]) + sine[5] * t341;
    const Value t343 = t319 * cosine[4] - t339;
    const Value t344 = (t327 - t331) * cosine[5] + sine[5] * (t340 * cosine[4] - t343 * sine[4]);
    const Value t345 = t340 * sine[4] + t343 * cosine[4] + t323;
    const Value t346 = t344 - t333;
    const Value t347 = 0.5 * (qd[4] * t273 + (t336 * qd[2] + t346 * qd[0] - t305 * qd[3]) + t194 * qd[6]) - 0.5 * t345 * qd[1];
    const Value t348 = 0.5 * (qd[3] * t301 + (t334 * qd[2] + t346 * qd[1]) + t272 * qd[4] + t192 * qd[6]) - qd[0] * (0.5 * t342);
    const Value t349 = t110 - t90;
    const Value t350 = t110 + t90;
    const Value t351 = t113 - t114;
    const Value t352 = t114 + t113;
    const Value t353 = t103 - t81;
    const Value t354 = t103 + t81;
    const Value t355 = 0.088 * t11;
    const Value t356 = t93 - t355 * cosine[1];
    const Value t357 = t91 + t355 * sine[1];
    const Value t358 = 0.5 * (qd[5] * t201 + (t118 + (t349 * qd[1] + qd[0] * t351 + t353 * qd[2]) + t98 * qd[4])) + qd[6] * t356;
    const Value t359 = t258 - t270;
    const Value t360 = t270 + t258;
    const Value t361 = t259 - t271;
    const Value t362 = t259 + t271;
    const Value t363 = t247 - t265;
    const Value t364 = t265 + t247;
    const Value t365 = t252 - t268;
    const Value t366 = t252 + t268;
    const Value t367 = 0.5 * (t218 * qd[4] + (t361 * qd[1] + t359 * qd[0] + t363 * qd[2] + t365 * qd[3]) + t201 * qd[6]) + qd[5] * t233;
    const Value t368 = t231 * cosine[2];
    const Value t369 = t368 - t261;
    const Value t370 = t231 * sine[2];
    const Value t371 = t260 + t370;
    const Value t372 = sine[2] * t222 + t368;
    const Value t373 = cosine[2] * t222 - t370;
    const Value t374 = t371 * sine[2];
    const Value t375 = cosine[2] * t371;
    const Value t376 = cosine[2] * t372;
    const Value t377 = sine[2] * t372;
    const Value t378 = cosine[2] * t369 - t374 + (t376 + t373 * sine[2]);
    const Value t379 = sine[2] * t369;
    const Value t380 = t373 * cosine[2];
    const Value t381 = t238 - 0.014653732538;
    const Value t382 = 0.067870631425 + t11;
    const Value t383 = t381 * sine[2] + t382 * cosine[2];
    const Value t384 = cosine[2] * t381;
    const Value t385 = t382 * sine[2];
    const Value t386 = 0.165 * t383;
    const Value t387 = t386 + t378;
    const Value t388 = cosine[3] * t383;
    const Value t389 = 0.0825 * t388;
    const Value t390 = t387 - t389;
    const Value t391 = t384 - t385;
    const Value t392 = t385 - t384;
    const Value t393 = 0.0825 * t391;
    const Value t394 = t375 + t379 - (t380 - t377) - t393;
    const Value t395 = cosine[3] * t394;
    const Value t396 = 0.00216405205209813 - t229;
    const Value t397 = cosine[2] * t219 - t396 * sine[2];
    const Value t398 = sine[2] * t219 + t396 * cosine[2];
    const Value t399 = 0.384 * t391;
    const Value t400 = t399 - t397;
    const Value t401 = cosine[3] * t400 + sine[3] * t394;
    const Value t402 = t395 - t400 * sine[3];
    const Value t403 = sine[3] * t383;
    const Value t404 = 0.316 * (t403 * sine[4]);
    const Value t405 = t401 * cosine[5] - (t390 * sine[4] + t402 * cosine[4] - t404) * sine[5];
    const Value t406 = 0.384 * t392 + t397;
    const Value t407 = 0.0825 * t392 + t223;
    const Value t408 = cosine[3] * t406 - t407 * sine[3];
    const Value t409 = sine[3] * t406 + t407 * cosine[3];
    const Value t410 = cosine[5] * t408 + (t404 + (t409 * cosine[4] + t389 * sine[4])) * sine[5];
    const Value t411 = t410 - t405;
    const Value t412 = 0.316 * (t403 * cosine[4]);
    const Value t413 = t412 + (t402 * sine[4] - t390 * cosine[4]);
    const Value t414 = t389 * cosine[4] - t409 * sine[4] + t412;
    const Value t415 = t414 - t413;
    const Value t416 = t408 - t401;
    const Value t417 = 0.5 * (t416 * qd[2] + (t411 * qd[0] + t415 * qd[1]) + qd[5] * t365 + t117 * qd[6]) - 0.5 * t387 * qd[3];
    const Value t418 = 0.384 * t383;
    const Value t419 = t418 - t398;
    const Value t420 = t419 * cosine[3];
    const Value t421 = t420 - sine[3] * t378;
    const Value t422 = t419 * sine[3];
    const Value t423 = (t420 - sine[3] * t386) * sine[3] + (cosine[3] * t378 + t422) * cosine[3];
    const Value t424 = t422 + cosine[3] * t386;
    const Value t425 = 0.0825 * t403;
    const Value t426 = t425 + (t398 - t418);
    const Value t427 = t425 + (cosine[3] * t421 - t424 * sine[3]);
    const Value t428 = 0.632 * t403;
    const Value t429 = t427 * sine[4] - t401 * cosine[4];
    const Value t430 = 0.316 * (t391 * cosine[4] - t388 * sine[4]);
    const Value t431 = t429 - t430;
    const Value t432 = t408 * cosine[4] - t426 * sine[4] - t430;
    const Value t433 = t432 * cosine[5] + sine[5] * (t409 + t393);
    const Value t434 = t432 - t431;
    const Value t435 = 0.316 * (t388 * cosine[4] + t391 * sine[4]);
    const Value t436 = t435 + (t427 * cosine[4] + t401 * sine[4]);
    const Value t437 = (t435 - (t426 * cosine[4] + t408 * sine[4])) * sine[5];
    const Value t438 = 0.165 * t388;
    const Value t439 = cosine[3] * t424 + sine[3] * t421 - t438;
    const Value t440 = t387 - t438;
    const Value t441 = cosine[5] * t439 - t436 * sine[5];
    const Value t442 = t437 + t441;
    const Value t443 = t441 - t437;
    const Value t444 = t442 * qd[0];
    const Value t445 = t397 - t399;
    const Value t446 = t393 + (t445 * sine[3] + t395);
    const Value t447 = 0.13876407268546084 + (t397 + (0.0825 * t241 - t399));
    const Value t448 = t445 + 0.0825 * (sine[3] * t391);
    const Value t449 = t446 * cosine[4];
    const Value t450 = t446 * sine[4];
    const Value t451 = ((t450 - t423 * cosine[4]) * cosine[4] + (t449 + t440 * sine[4]) * sine[4] - t428) * sine[5] - t436 * cosine[5];
    const Value t452 = t423 * sine[4] + t449;
    const Value t453 = t440 * cosine[4] - t450;
    const Value t454 = (t452 * cosine[4] + t453 * sine[4]) * sine[5] - cosine[5] * (t430 - t429);
    const Value t455 = t453 * cosine[4] - t452 * sine[4] - t428;
    const Value t456 = cosine[5] * t441 + sine[5] * t451;
    const Value t457 = t454 + t433;
    const Value t458 = 0.5 * (qd[6] * t351 + (t411 * qd[3] - (t442 * qd[2] + t457 * qd[1]) + qd[5] * t359)) - 0.5 * t456 * qd[0];
    const Value t459 = t454 - t433;
    const Value t460 = t457 * qd[0];
    const Value t461 = t145 - t127;
    const Value t462 = t145 + t127;
    const Value t463 = t135 - t119;
    const Value t464 = t119 + t135;
    const Value t465 = cosine[1] * t0;
    const Value t466 = sine[1] * t0;
    const Value t467 = t11 * sine[2] - t465 * cosine[2];
    const Value t468 = t11 * cosine[2] + t465 * sine[2];
    const Value t469 = cosine[2] * t6 + t357 * sine[2] + (0.384 * t467 - 0.0825 * t466);
    const Value t470 = 0.384 * t468 + (t357 * cosine[2] - t6 * sine[2]);
    const Value t471 = 0.5 * (t199 * qd[5] + (t121 * qd[4] + (qd[0] * t461 + t152 + t463 * qd[2] + t140 * qd[3]))) - qd[6] * t469;
    const Value t472 = t469 - 0.0825 * (sine[3] * t467 - cosine[3] * t466);
    const Value t473 = sine[3] * t466 + cosine[3] * t467;
    const Value t474 = t296 - t300;
    const Value t475 = t300 + t296;
    const Value t476 = t282 - t298;
    const Value t477 = t298 + t282;
    const Value t478 = t229 * sine[2];
    const Value t479 = cosine[2] * t238;
    const Value t480 = sine[2] * t238;
    const Value t481 = 0.384 * t480 - t229 * cosine[2];
    const Value t482 = 0.0825 * t240 - 0.384 * t479;
    const Value t483 = qd[5] * (t478 - t482) + 0.5 * (t199 * qd[6] + (qd[4] * t366 + (t476 * qd[2] + (t307 + qd[0] * t474) + t289 * qd[3])));
    const Value t484 = t482 - t478 - 0.0825 * (t240 * cosine[3] - t479 * sine[3]);
    const Value t485 = t240 * sine[3] + cosine[3] * t479;
    const Value t486 = t405 - t410;
    const Value t487 = t410 + t405;
    const Value t488 = t413 - t414;
    const Value t489 = t413 + t414;
    const Value t490 = t401 - t408;
    const Value t491 = 0.5 * (t121 * qd[6] + (t387 * qd[3] + (t486 * qd[0] + t488 * qd[1] + t490 * qd[2]) + qd[5] * t366)) + qd[4] * t400;
    const Value t492 = t401 + t408;
    const Value t493 = 0.768 * t241;
    const Value t494 = 0.540829284939183 + (t380 - t379 + t493);
    const Value t495 = 1.720683553603 + t241;
    const Value t496 = cosine[3] * t447;
    const Value t497 = sine[3] * t447;
    const Value t498 = t496 + sine[3] * t494;
    const Value t499 = cosine[3] * t494 - t497;
    const Value t500 = t498 * cosine[3];
    const Value t501 = t498 * sine[3];
    const Value t502 = 0.165 * t391;
    const Value t503 = 0.632524057252814 + (t375 + t377 + (t493 - t502));
    const Value t504 = t223 - t502;
    const Value t505 = t496 - sine[3] * t504;
    const Value t506 = t497 + cosine[3] * t504;
    const Value t507 = sine[3] * t506;
    const Value t508 = cosine[3] * t506;
    const Value t509 = t500 + t499 * sine[3] + (cosine[3] * t505 - t507);
    const Value t510 = t499 * cosine[3];
    const Value t511 = t505 * sine[3];
    const Value t512 = t391 - 0.49008027465;
    const Value t513 = cosine[3] * t391;
    const Value t514 = cosine[3] * t495 + sine[3] * t512;
    const Value t515 = cosine[3] * t512 - sine[3] * t495;
    const Value t516 = 0.165 * t514;
    const Value t517 = t509 - t516;
    const Value t518 = t517 * cosine[5];
    const Value t519 = t510 - t501 - (t511 + t508);
    const Value t520 = 0.01159586409516604 + (t510 - t511);
    const Value t521 = 0.0825 * t515;
    const Value t522 = t519 - t521;
    const Value t523 = 0.0825 * t383;
    const Value t524 = 0.0039053550262761 + (t374 - t376 - t523);
    const Value t525 = cosine[3] * t523 + t422 - t523;
    const Value t526 = t420 - sine[3] * t523;
    const Value t527 = cosine[3] * t524;
    const Value t528 = sine[3] * t524;
    const Value t529 = t419 - 0.00164448757736927;
    const Value t530 = 0.00164448757736927 - t419;
    const Value t531 = -0.000121912420950744 - (t523 + (t527 + t530 * sine[3]));
    const Value t532 = t528 - cosine[3] * t530;
    const Value t533 = t528 + cosine[3] * t529;
    const Value t534 = sine[3] * t529;
    const Value t535 = t534 - t527;
    const Value t536 = t527 - t534;
    const Value t537 = 0.316 * (t514 * cosine[4]);
    const Value t538 = t518 - (t537 + (t522 * cosine[4] - t535 * sine[4])) * sine[5];
    const Value t539 = t503 + t521;
    const Value t540 = t536 * sine[4];
    const Value t541 = (t521 - t519) * cosine[4] - t540 - t537;
    const Value t542 = (t539 * cosine[4] - t540 + t537) * sine[5];
    const Value t543 = t542 + t538;
    const Value t544 = t538 - t542;
    const Value t545 = t543 * qd[0];
    const Value t546 = 0.316 * (t514 * sine[4]);
    const Value t547 = t522 * sine[4] + t535 * cosine[4] + t546;
    const Value t548 = t539 * sine[4] + t536 * cosine[4] + t546;
    const Value t549 = t548 - t547;
    const Value t550 = t532 * cosine[4];
    const Value t551 = t532 * sine[4];
    const Value t552 = t550 - t509 * sine[4];
    const Value t553 = t551 - t516 * cosine[4];
    const Value t554 = cosine[5] * t547 - sine[5] * (t552 * cosine[4] - t553 * sine[4]);
    const Value t555 = cosine[5] * t548 + t533 * sine[5];
    const Value t556 = t554 + t555;
    const Value t557 = t554 - t555;
    const Value t558 = t556 * qd[0];
    const Value t559 = 0.632 * t515;
    const Value t560 = t541 * cosine[5] + (t559 - ((t550 + t516 * sine[4]) * sine[4] + (t509 * cosine[4] + t551) * cosine[4])) * sine[5];
    const Value t561 = t552 * sine[4] + t553 * cosine[4] + t559;
    const Value t562 = sine[5] * t560 + cosine[5] * (t518 + t541 * sine[5]);
    const Value t563 = 0.5 * (t461 * qd[6] + (t486 * qd[4] - (t543 * qd[2] + t556 * qd[1]) + qd[5] * t474)) - 0.5 * t562 * qd[0];
    const Value t564 = t172 - t173;
    const Value t565 = t173 + t172;
    const Value t566 = t178 - t175;
    const Value t567 = t178 + t175;
    const Value t568 = 0.0825 * t468;
    const Value t569 = t568 + t356;
    const Value t570 = sine[3] * t470 + t569 * cosine[3] - t568;
    const Value t571 = cosine[3] * t470 - t569 * sine[3];
    const Value t572 = 0.5 * (qd[5] * t197 + (t160 * qd[2] + (qd[0] * t564 + t566 * qd[1]) + qd[3] * t464 + t354 * qd[4])) + t570 * qd[6];
    const Value t573 = t570 * cosine[5] - (t571 * cosine[4] - t472 * sine[4] - 0.316 * (t473 * sine[4] - t468 * cosine[4])) * sine[5];
    const Value t574 = t329 - t330;
    const Value t575 = t329 + t330;
    const Value t576 = t335 - t332;
    const Value t577 = t332 + t335;
    const Value t578 = 0.5 * (t197 * qd[6] + (t477 * qd[3] + (t317 * qd[2] + (t576 * qd[1] + qd[0] * t574)) + t364 * qd[4]));
    const Value t579 = 0.0825 * t480;
    const Value t580 = t579 + t233;
    const Value t581 = cosine[3] * t580 + sine[3] * t481 - t579;
    const Value t582 = cosine[3] * t481 - sine[3] * t580;
    const Value t583 = t431 - t432;
    const Value t584 = qd[4] * t525 + 0.5 * (t354 * qd[6] + (qd[3] * t492 + (t583 * qd[1] + t444 + t439 * qd[2]) + t364 * qd[5]));
    const Value t585 = t432 + t431;
    const Value t586 = cosine[5] * t525 - (t526 * cosine[4] - t448 * sine[4] + 0.316 * (t513 * sine[4] + cosine[4] * t383)) * sine[5];
    const Value t587 = 0.5 * (qd[5] * t362 + (t455 * qd[1] + t460 + t585 * qd[2] + t489 * qd[3]) + t350 * qd[6]) + qd[4] * (t526 * sine[4] + t448 * cosine[4] - 0.316 * (t513 * cosine[4] - t383 * sine[4]));
    const Value t588 = 0.028227094878 + t383;
    const Value t589 = t547 - t548;
    const Value t590 = 0.5 * (qd[4] * t492 + (t517 * qd[2] + (t545 + t589 * qd[1])) + t477 * qd[5] + t464 * qd[6]) + t536 * qd[3];
    const Value t591 = t547 + t548;
    const Value t592 = t531 * sine[4];
    const Value t593 = t531 * cosine[4];
    const Value t594 = t520 * cosine[4] - t592;
    const Value t595 = t520 * sine[4] + t593;
    const Value t596 = t594 * cosine[4];
    const Value t597 = 0.165 * t515;
    const Value t598 = 0.12445520614822143 + (t501 + t508 + t597);
    const Value t599 = t503 + t597;
    const Value t600 = t599 * cosine[4] + t592;
    const Value t601 = t593 - t599 * sine[4];
    const Value t602 = t601 * sine[4];
    const Value t603 = 0.0825 * t514;
    const Value t604 = t500 - t507 - t603;
    const Value t605 = 0.5 * (qd[4] * t489 + (qd[2] * t591 + (t561 * qd[1] + t558)) + t306 * qd[5] + t151 * qd[6]) + qd[3] * (t603 * cosine[4] - t533 * sine[4] - 0.316 * (cosine[4] * t515));
    const Value t606 = (t536 * cosine[5] - sine[5] * (0.316 * (t515 * sine[4]) - (t533 * cosine[4] + t603 * sine[4]))) * qd[3];
    const Value t607 = 0.684157959872 + t515;
    const Value t608 = 0.9896232897634767 + (t596 - t602 + 0.632 * t514);
    const Value t609 = t606 + 0.5 * (t462 * qd[6] + (qd[5] * t475 + (t557 * qd[1] + t562 * qd[0] + t544 * qd[2] + qd[4] * t487)));
    const Value t610 = 0.5 * (t352 * qd[6] + (qd[5] * t360 + (qd[3] * t487 + (t459 * qd[1] + t456 * qd[0] + t443 * qd[2]))));
    const Value t611 = t604 - 0.005487648106562256;
    const Value t612 = 0.005487648106562256 - t604;
    const Value t613 = -0.004377257121839584 - t533;
    const Value t614 = 0.004377257121839584 + t533;
    const Value t615 = t611 * cosine[4] - t613 * sine[4];
    const Value t616 = 0.316 * (t607 * cosine[4] - t588 * sine[4]);
    const Value t617 = (t596 - t595 * sine[4] - (t600 * cosine[4] + t602)) * sine[5] + cosine[5] * (t616 - t615);
    const Value t618 = 0.316 * (t588 * cosine[4] + t607 * sine[4]);
    const Value t619 = t618 - (t613 * cosine[4] + t611 * sine[4]);
    const Value t620 = t615 - t616;
    const Value t621 = t600 * sine[4];
    const Value t622 = t595 * cosine[4];
    const Value t623 = t601 * cosine[4] - t621 + (t594 * sine[4] + t622);
    const Value t624 = t618 + (t614 * cosine[4] + t612 * sine[4]);
    const Value t625 = t616 + (cosine[4] * t612 - t614 * sine[4]) - 0.00398335888393552;
    const Value t626 = (t623 * sine[5] + cosine[5] * t624) * sine[5] + cosine[5] * (sine[5] * t624);
    const Value t627 = t598 * sine[5];
    const Value t628 = t627 + cosine[5] * t620;
    const Value t629 = t617 - t628;
    const Value t630 = 0.5 * (qd[4] * t583 + (t629 * qd[0] + t589 * qd[3]) + t576 * qd[5] + t566 * qd[6]) - 0.5 * t623 * qd[1];
    const Value t631 = 0.5 * (qd[5] * t574 + (t629 * qd[1] + t543 * qd[3] + t442 * qd[4]) + t564 * qd[6]) + 0.5 * t626 * qd[0];
    const Value t632 = t176 - t187;
    const Value t633 = (t571 * sine[4] + t472 * cosine[4] + 0.316 * (t473 * cosine[4] + t468 * sine[4])) * qd[6] + 0.5 * (qd[1] * t188 + t632 * qd[0] + t567 * qd[2] + t151 * qd[3] + t350 * qd[4] + qd[5] * t195);
    const Value t634 = t176 + t187;
    const Value t635 = 0.5 * (qd[5] * t193 + (qd[4] * t352 + (t462 * qd[3] + (t565 * qd[2] + (t185 * qd[0] - t634 * qd[1])))));
    const Value t636 = t333 - t344;
    const Value t637 = 0.5 * (t306 * qd[3] + (t577 * qd[2] + (t345 * qd[1] + qd[0] * t636)) + t362 * qd[4] + t195 * qd[6]) + qd[5] * (0.316 * (t480 * sine[4] - t485 * cosine[4]) + (t582 * sine[4] + t484 * cosine[4]));
    const Value t638 = cosine[5] * t581 - sine[5] * (t582 * cosine[4] - t484 * sine[4] + 0.316 * (t480 * cosine[4] + t485 * sine[4]));
    const Value t639 = t344 + t333;
    const Value t640 = qd[5] * t638 + 0.5 * (t575 * qd[2] + (qd[0] * t342 - t639 * qd[1]) + qd[3] * t475 + qd[4] * t360 + qd[6] * t193);
    const Value t641 = t628 - t617;
    const Value t642 = 0.5 * (t567 * qd[6] + (qd[4] * t585 + (qd[3] * t591 + (t623 * qd[1] + qd[0] * t641)) + qd[5] * t577));
    const Value t643 = t628 + t617;
    const Value t644 = 0.5 * (qd[5] * t575 + (t443 * qd[4] + (t544 * qd[3] - (t643 * qd[1] + t626 * qd[0]))) + t565 * qd[6]);
    const Value t645 = cosine[5] * t625;
    const Value t646 = sine[5] * t625;
    const Value t647 = (t645 + t608 * sine[5]) * cosine[5] + (cosine[5] * t608 - t646) * sine[5] + (cosine[5] * (t645 - t627) - sine[5] * (t646 + t598 * cosine[5]));
    const Value t648 = 0.5 * (qd[4] * t459 + (t647 * qd[0] - t643 * qd[2] + t557 * qd[3]) - t639 * qd[5] - t634 * qd[6]) + ((0.0007689361029464 + t619) * sine[5] - cosine[5] * (0.01026110182100817 + (t622 - t621))) * qd[1];
    const Value t649 = 0.5 * (qd[5] * t636 + (t457 * qd[4] + (t556 * qd[3] + t641 * qd[2])) + t632 * qd[6]) - 0.5 * t647 * qd[0];
    const Value t650 = 0.5 * (t185 * qd[6] + (t456 * qd[4] + (t562 * qd[3] + (t647 * qd[1] - t626 * qd[2])) + qd[5] * t342));
    Cc[0] = t650;
    Cc[1] = t648;
    Cc[2] = t644 - qd[2] * (sine[5] * t619);
    Cc[3] = t609;
    Cc[4] = t610 + t586 * qd[4];
    Cc[5] = t640;
    Cc[6] = t635 + t573 * qd[6];
    Cc[7] = t649;
    Cc[8] = 0.5 * (t561 * qd[3] + t623 * qd[2] + qd[4] * t455 + qd[5] * t345 + qd[6] * t188);
    Cc[9] = t642 + t620 * qd[2];
    Cc[10] = t605;
    Cc[11] = t587;
    Cc[12] = t637;
    Cc[13] = t633;
    Cc[14] = t631;
    Cc[15] = t630;
    Cc[16] = 0.5 * (t160 * qd[6] + (t317 * qd[5] + (t517 * qd[3] + qd[4] * t439)));
    Cc[17] = t590;
    Cc[18] = t584;
    Cc[19] = qd[5] * t581 + t578;
    Cc[20] = t572;
    Cc[21] = t563;
    Cc[22] = 0.5 * (t150 * qd[6] + (t549 * qd[2] - t558 + t488 * qd[4] + qd[5] * t305)) - 0.5 * t561 * qd[1];
    Cc[23] = 0.5 * (qd[5] * t476 + (t549 * qd[1] - t545 + qd[4] * t490) + t463 * qd[6]) - 0.5 * t517 * qd[2];
    Cc[24] = 0.5 * (t140 * qd[6] + (qd[4] * t387 + qd[5] * t289));
    Cc[25] = t491;
    Cc[26] = t483;
    Cc[27] = t471;
    Cc[28] = t458;
    Cc[29] = 0.5 * (t349 * qd[6] + (qd[5] * t361 + (t415 * qd[3] + (t434 * qd[2] - t460)))) - 0.5 * t455 * qd[1];
    Cc[30] = 0.5 * (t353 * qd[6] + (t434 * qd[1] - t444 + qd[3] * t416 + qd[5] * t363)) - 0.5 * t439 * qd[2];
    Cc[31] = t417;
    Cc[32] = 0.5 * (qd[5] * t218 + t98 * qd[6]);
    Cc[33] = t367;
    Cc[34] = t358;
    Cc[35] = t348;
    Cc[36] = t347;
    Cc[37] = t337;
    Cc[38] = 0.5 * (qd[0] * t301 - t307 + t308 * qd[2] + qd[4] * t275 + t198 * qd[6]) - 0.5 * t289 * qd[3];
    Cc[39] = t276;
    Cc[40] = 0.5 * (t55 * qd[6]);
    Cc[41] = t202;
    Cc[42] = t191;
    Cc[43] = t190;
    Cc[44] = t180;
    Cc[45] = 0.5 * (qd[5] * t70 + (t146 * qd[0] - t152 + t153 * qd[2] - t117 * qd[4])) - qd[3] * (0.5 * t140);
    Cc[46] = 0.5 * (qd[5] * t71 + (t111 * qd[1] + t115 * qd[0] + t116 * qd[2] - t118)) - qd[4] * (0.5 * t98);
    Cc[47] = t72;
    Cc[48] = Value() + 0.0;
  }
};
/// coriolis_matrix at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CoriolisMatrixLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* Cc) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], qd_lanes[7], Cc_lanes[49];
    gather(q_lanes, q, 7, k, valid);
    gather(qd_lanes, qd, 7, k, valid);
    CoriolisMatrixBody()(sin_cos, q_lanes, qd_lanes, Cc_lanes);
    scatter(Cc, Cc_lanes, 49, k, valid);
  }
};
}  // namespace
void coriolis_matrix(const double* q, const double* qd, double* Cc) {
  evaluate(CoriolisMatrixBody(), q, qd, Cc);
}
void coriolis_matrix_batch(int count, const double* q, const double* qd, double* Cc) {
  evaluate_batch(CoriolisMatrixLanes(), count, q, qd, Cc);
}


// Built from: forward kinematics in the base frame.
// 77 multiplications, 41 additions, 0 divisions, 14 function calls.
namespace {
struct ToolPoseBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* T) const {
    Value sine[7], cosine[7];
    sin_cos(sine, cosine, q[3], q[1], q[2], q[5], q[4], q[6], q[0]);
    const Value t0 = sine[1] * cosine[2];
    const Value t1 = cosine[0] * cosine[1] + sine[0] * t0;
    const Value t2 = cosine[1] * sine[0] - cosine[0] * t0;
    const Value t3 = sine[1] * sine[2];
    const Value t4 = t3 * sine[4] + t2 * cosine[4];
    const Value t5 = t2 * sine[4] - cosine[4] * t3;
    const Value t6 = t1 * sine[3] + t4 * cosine[3];
    const Value t7 = cosine[1] * sine[6];
    const Value t8 = t7 * cosine[2] + cosine[6] * sine[2];
    const Value t9 = t7 * sine[2] - cosine[6] * cosine[2];
    const Value t10 = sine[6] * sine[1];
    const Value t11 = cosine[0] * t10 - t8 * sine[0];
    const Value t12 = t8 * cosine[0] + t10 * sine[0];
    const Value t13 = cosine[4] * t12 - t9 * sine[4];
    const Value t14 = t12 * sine[4] + t9 * cosine[4];
    const Value t15 = t11 * sine[3] + t13 * cosine[3];
    const Value t16 = cosine[1] * cosine[6];
    const Value t17 = t16 * cosine[2] - sine[6] * sine[2];
    const Value t18 = t16 * sine[2] + sine[6] * cosine[2];
    const Value t19 = sine[1] * cosine[6];
    const Value t20 = cosine[0] * t19 - t17 * sine[0];
    const Value t21 = sine[0] * t19 + cosine[0] * t17;
    const Value t22 = cosine[4] * t21 - sine[4] * t18;
    const Value t23 = t21 * sine[4] + cosine[4] * t18;
    const Value t24 = t20 * sine[3] + cosine[3] * t22;
    T[0] = cosine[5] * t24 + sine[5] * t23;
    T[1] = cosine[5] * t23 - sine[5] * t24;
    T[2] = t22 * sine[3] - cosine[3] * t20;
    T[3] = 0.316 * t19 + 0.0825 * t17 + (0.384 * t20 - 0.0825 * t21) + 0.088 * t24;
    T[4] = sine[5] * t14 + t15 * cosine[5];
    T[5] = cosine[5] * t14 - sine[5] * t15;
    T[6] = t13 * sine[3] - t11 * cosine[3];
    T[7] = 0.316 * t10 + 0.0825 * t8 + (0.384 * t11 - 0.0825 * t12) + 0.088 * t15;
    T[8] = t6 * cosine[5] + sine[5] * t5;
    T[9] = cosine[5] * t5 - sine[5] * t6;
    T[10] = t4 * sine[3] - t1 * cosine[3];
    T[11] = 0.088 * t6 + (0.384 * t1 - 0.0825 * t2 + (0.333 + 0.316 * cosine[1] - 0.0825 * t0));
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
    Value q_lanes[7], T_lanes[16];
    gather(q_lanes, q, 7, k, valid);
    ToolPoseBody()(sin_cos, q_lanes, T_lanes);
    scatter(T, T_lanes, 16, k, valid);
  }
};
}  // namespace
void tool_pose(const double* q, double* T) {
  evaluate(ToolPoseBody(), q, T);
}
void tool_pose_batch(int count, const double* q, double* T) {
  evaluate_batch(ToolPoseLanes(), count, q, T);
}


// Built from: forward kinematics in the base frame.
// 93 multiplications, 63 additions, 0 divisions, 12 function calls.
namespace {
struct JacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* J) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[3], q[2], q[4], q[5], q[0]);
    const Value t0 = sine[0] * cosine[2];
    const Value t1 = cosine[0] * sine[1] - cosine[1] * t0;
    const Value t2 = sine[0] * sine[2];
    const Value t3 = t2 * sine[3] + t1 * cosine[3];
    const Value t4 = cosine[1] * cosine[0] + sine[1] * t0;
    const Value t5 = t1 * sine[3] - cosine[3] * t2;
    const Value t6 = cosine[0] * sine[5];
    const Value t7 = t6 * cosine[2] + cosine[5] * sine[2];
    const Value t8 = t6 * sine[2] - cosine[5] * cosine[2];
    const Value t9 = sine[5] * sine[0];
    const Value t10 = t7 * cosine[1] + t9 * sine[1];
    const Value t11 = cosine[3] * t10 - t8 * sine[3];
    const Value t12 = cosine[1] * t9 - t7 * sine[1];
    const Value t13 = t10 * sine[3] + t8 * cosine[3];
    const Value t14 = cosine[0] * cosine[5];
    const Value t15 = t14 * cosine[2] - sine[5] * sine[2];
    const Value t16 = t14 * sine[2] + sine[5] * cosine[2];
    const Value t17 = sine[0] * cosine[5];
    const Value t18 = sine[1] * t17 + cosine[1] * t15;
    const Value t19 = cosine[3] * t18 - sine[3] * t16;
    const Value t20 = cosine[1] * t17 - t15 * sine[1];
    const Value t21 = t18 * sine[3] + cosine[3] * t16;
    const Value t22 = 0.316 * t9;
    const Value t23 = t22 + 0.0825 * t7;
    const Value t24 = t23 + (0.384 * t12 - 0.0825 * t10);
    const Value t25 = t24 + 0.088 * (t12 * sine[4] + t11 * cosine[4]);
    const Value t26 = t25 - t24;
    const Value t27 = t25 - t23;
    const Value t28 = t25 - t22;
    const Value t29 = 0.316 * t17;
    const Value t30 = t29 + 0.0825 * t15;
    const Value t31 = t30 + (0.384 * t20 - 0.0825 * t18);
    const Value t32 = t31 + 0.088 * (t20 * sine[4] + cosine[4] * t19);
    const Value t33 = t32 - t31;
    const Value t34 = t32 - t30;
    const Value t35 = t32 - t29;
    const Value t36 = 0.333 + 0.316 * cosine[0];
    const Value t37 = t36 - 0.0825 * t0;
    const Value t38 = 0.384 * t4 - 0.0825 * t1 + t37;
    const Value t39 = 0.088 * (t4 * sine[4] + t3 * cosine[4]) + t38;
    const Value t40 = t39 - t38;
    const Value t41 = t39 - t37;
    const Value t42 = t39 - t36;
    const Value t43 = t39 - 0.333;
    J[0] = -t25;
    J[1] = t43 * cosine[5];
    J[2] = t9 * t42 - t28 * cosine[0];
    J[3] = t8 * t41 + t27 * t2;
    J[4] = t12 * t40 - t4 * t26;
    J[5] = t40 * t13 - t5 * t26;
    J[6] = Value() + 0.0;
    J[7] = t32;
    J[8] = t43 * sine[5];
    J[9] = cosine[0] * t35 - t17 * t42;
    J[10] = -(t2 * t34 + t41 * t16);
    J[11] = t4 * t33 - t40 * t20;
    J[12] = t33 * t5 - t40 * t21;
    J[13] = Value() + 0.0;
    J[14] = Value() + 0.0;
    J[15] = -(sine[5] * t25 + t32 * cosine[5]);
    J[16] = t28 * t17 - t9 * t35;
    J[17] = t27 * t16 - t8 * t34;
    J[18] = t20 * t26 - t12 * t33;
    J[19] = t21 * t26 - t13 * t33;
    J[20] = Value() + 0.0;
    J[21] = Value() + 0.0;
    J[22] = -sine[5];
    J[23] = t17;
    J[24] = t16;
    J[25] = t20;
    J[26] = t21;
    J[27] = t19 * sine[4] - cosine[4] * t20;
    J[28] = Value() + 0.0;
    J[29] = cosine[5];
    J[30] = t9;
    J[31] = t8;
    J[32] = t12;
    J[33] = t13;
    J[34] = t11 * sine[4] - t12 * cosine[4];
    J[35] = Value() + 1.0;
    J[36] = Value() + 0.0;
    J[37] = cosine[0];
    J[38] = -t2;
    J[39] = t4;
    J[40] = t5;
    J[41] = t3 * sine[4] - t4 * cosine[4];
  }
};
/// jacobian at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct JacobianLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* J) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], J_lanes[42];
    gather(q_lanes, q, 7, k, valid);
    JacobianBody()(sin_cos, q_lanes, J_lanes);
    scatter(J, J_lanes, 42, k, valid);
  }
};
}  // namespace
void jacobian(const double* q, double* J) {
  evaluate(JacobianBody(), q, J);
}
void jacobian_batch(int count, const double* q, double* J) {
  evaluate_batch(JacobianLanes(), count, q, J);
}


// Built from: outward pass at qdd = 0 in the base frame.
// 198 multiplications, 141 additions, 0 divisions, 12 function calls.
namespace {
struct JacobianDotQdBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* a) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[0], q[2], q[3], q[4], q[5]);
    const Value t0 = cosine[0] * sine[1];
    const Value t1 = t0 * cosine[2] + cosine[1] * sine[2];
    const Value t2 = t0 * sine[2] - cosine[1] * cosine[2];
    const Value t3 = sine[1] * sine[0];
    const Value t4 = t1 * cosine[3] + t3 * sine[3];
    const Value t5 = t4 * sine[4] + t2 * cosine[4];
    const Value t6 = sine[0] * cosine[1];
    const Value t7 = sine[1] * qd[1];
    const Value t8 = t6 * qd[2] - t7;
    const Value t9 = cosine[0] * cosine[1];
    const Value t10 = t9 * sine[2] + sine[1] * cosine[2];
    const Value t11 = t9 * cosine[2] - sine[1] * sine[2];
    const Value t12 = t8 + qd[3] * t10;
    const Value t13 = cosine[3] * t6 - t11 * sine[3];
    const Value t14 = t12 + qd[4] * t13;
    const Value t15 = cosine[1] * qd[1];
    const Value t16 = t15 + t3 * qd[2];
    const Value t17 = t2 * qd[3] + t16;
    const Value t18 = cosine[3] * t3 - t1 * sine[3];
    const Value t19 = t17 + t18 * qd[4];
    const Value t20 = sine[3] * t6 + cosine[3] * t11;
    const Value t21 = t20 * sine[4] + cosine[4] * t10;
    const Value t22 = (t3 * t7 + t15 * t6) * qd[2];
    const Value t23 = qd[3] * (t2 * t8 - t16 * t10) - t22;
    const Value t24 = (t5 * t14 - t19 * t21) * qd[5] + (t23 + qd[4] * (t18 * t12 - t17 * t13));
    const Value t25 = qd[5] * t21 + t14;
    const Value t26 = cosine[4] * t4 - t2 * sine[4];
    const Value t27 = t26 * sine[5] - t18 * cosine[5];
    const Value t28 = t19 + qd[5] * t5;
    const Value t29 = cosine[4] * t20 - sine[4] * t10;
    const Value t30 = t29 * sine[5] - cosine[5] * t13;
    const Value t31 = cosine[0] * qd[2] + qd[0];
    const Value t32 = sine[0] * sine[2];
    const Value t33 = t31 - t32 * qd[3];
    const Value t34 = sine[0] * cosine[2];
    const Value t35 = cosine[3] * cosine[0] + sine[3] * t34;
    const Value t36 = t33 + t35 * qd[4];
    const Value t37 = cosine[0] * sine[3] - cosine[3] * t34;
    const Value t38 = t37 * sine[4] - cosine[4] * t32;
    const Value t39 = t36 + qd[5] * t38;
    const Value t40 = t32 * sine[4] + t37 * cosine[4];
    const Value t41 = t40 * sine[5] - t35 * cosine[5];
    const Value t42 = sine[1] * qd[0] * qd[1];
    const Value t43 = (cosine[0] * t7 + t6 * qd[0]) * qd[2] - t42;
    const Value t44 = (t8 * t32 + t31 * t10) * qd[3] + t43;
    const Value t45 = t44 + qd[4] * (t33 * t13 - t12 * t35) + qd[5] * (t36 * t21 - t14 * t38);
    const Value t46 = 0.316 * t6;
    const Value t47 = t46 + 0.0825 * t11;
    const Value t48 = t47 + (0.384 * t13 - 0.0825 * t20);
    const Value t49 = t48 + 0.088 * (t13 * sine[5] + cosine[5] * t29) - t48;
    const Value t50 = t48 - t47;
    const Value t51 = t47 - t46;
    const Value t52 = cosine[1] * qd[0] * qd[1];
    const Value t53 = (t15 * cosine[0] - t3 * qd[0]) * qd[2] - t52;
    const Value t54 = t53 - qd[3] * (t32 * t16 + t2 * t31);
    const Value t55 = qd[5] * (t19 * t38 - t5 * t36) + ((t35 * t17 - t18 * t33) * qd[4] + t54);
    const Value t56 = 0.316 * t3;
    const Value t57 = t56 + 0.0825 * t1;
    const Value t58 = t57 + (0.384 * t18 - 0.0825 * t4);
    const Value t59 = t58 + 0.088 * (t18 * sine[5] + t26 * cosine[5]) - t58;
    const Value t60 = t58 - t57;
    const Value t61 = t57 - t56;
    const Value t62 = 0.333 + 0.316 * cosine[0];
    const Value t63 = t62 - 0.0825 * t34;
    const Value t64 = 0.384 * t35 - 0.0825 * t37 + t63;
    const Value t65 = 0.088 * (t35 * sine[5] + t40 * cosine[5]) + t64 - t64;
    const Value t66 = t64 - t63;
    const Value t67 = t63 - t62;
    const Value t68 = t62 - 0.333;
    const Value t69 = t7 * t68 + t46 * qd[0];
    const Value t70 = t15 * t68 - t56 * qd[0];
    const Value t71 = t51 * t31 - t8 * t67;
    const Value t72 = t67 * t16 - t31 * t61;
    const Value t73 = t53 * t61 - t51 * t43 + (t46 * t42 - t56 * t52 - (t7 * t69 + t15 * t70)) + (t8 * t71 - t16 * t72) + (t60 * t54 - t44 * t50);
    const Value t74 = t56 * t7 + t46 * t15;
    const Value t75 = t33 * t50 - t12 * t66;
    const Value t76 = t17 * t66 - t33 * t60;
    const Value t77 = t39 * t49 - t65 * t25;
    const Value t78 = t65 * t28 - t39 * t59;
    const Value t79 = t8 * t61 - t51 * t16;
    const Value t80 = t23 * t50 - t66 * t54 + (t52 * t68 + (t70 * qd[0] - t74 * t7) - (t67 * t53 + t51 * t22) + (t31 * t72 - t79 * t8));
    const Value t81 = t44 * t66 - t23 * t60 + (t22 * t61 + t43 * t67 - (t42 * t68 + (t69 * qd[0] + t74 * t15)) + (t79 * t16 - t31 * t71));
    const Value t82 = t12 * t60 - t17 * t50;
    const Value t83 = t25 * t59 - t28 * t49;
    a[0] = t17 * t82 - t33 * t75 + t81 + (t65 * t45 - t24 * t59) + (t83 * t28 - t39 * t77);
    a[1] = t49 * t24 - t65 * t55 + (t33 * t76 - t12 * t82 + t80) + (t78 * t39 - t25 * t83);
    a[2] = t12 * t75 - t17 * t76 + t73 + (t55 * t59 - t49 * t45) + (t25 * t77 - t78 * t28);
    a[3] = t55 + (t28 * t41 - t39 * t27) * qd[6];
    a[4] = (t39 * t30 - t25 * t41) * qd[6] + t45;
    a[5] = (t25 * t27 - t28 * t30) * qd[6] + t24;
  }
};
/// jacobian_dot_qd at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct JacobianDotQdLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* a) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], qd_lanes[7], a_lanes[6];
    gather(q_lanes, q, 7, k, valid);
    gather(qd_lanes, qd, 7, k, valid);
    JacobianDotQdBody()(sin_cos, q_lanes, qd_lanes, a_lanes);
    scatter(a, a_lanes, 6, k, valid);
  }
};
}  // namespace
void jacobian_dot_qd(const double* q, const double* qd, double* a) {
  evaluate(JacobianDotQdBody(), q, qd, a);
}
void jacobian_dot_qd_batch(int count, const double* q, const double* qd, double* a) {
  evaluate_batch(JacobianDotQdLanes(), count, q, qd, a);
}


// Built from: forward kinematics in the base frame, per frame.
// 77 multiplications, 41 additions, 0 divisions, 14 function calls.

namespace {
struct FramePoseBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, int frame, double* T) const {
    switch (frame) {
      case 0: {
        double sine[7], cosine[7];
        sin_cos(sine, cosine, q[3], q[1], q[2], q[5], q[4], q[6], q[0]);
        const double t0 = sine[1] * cosine[2];
        const double t1 = cosine[0] * cosine[1] + sine[0] * t0;
        const double t2 = cosine[1] * sine[0] - cosine[0] * t0;
        const double t3 = sine[1] * sine[2];
        const double t4 = t3 * sine[4] + t2 * cosine[4];
        const double t5 = t2 * sine[4] - cosine[4] * t3;
        const double t6 = t1 * sine[3] + t4 * cosine[3];
        const double t7 = cosine[1] * sine[6];
        const double t8 = t7 * cosine[2] + cosine[6] * sine[2];
        const double t9 = t7 * sine[2] - cosine[6] * cosine[2];
        const double t10 = sine[6] * sine[1];
        const double t11 = cosine[0] * t10 - t8 * sine[0];
        const double t12 = t8 * cosine[0] + t10 * sine[0];
        const double t13 = cosine[4] * t12 - t9 * sine[4];
        const double t14 = t12 * sine[4] + t9 * cosine[4];
        const double t15 = t11 * sine[3] + t13 * cosine[3];
        const double t16 = cosine[1] * cosine[6];
        const double t17 = t16 * cosine[2] - sine[6] * sine[2];
        const double t18 = t16 * sine[2] + sine[6] * cosine[2];
        const double t19 = sine[1] * cosine[6];
        const double t20 = cosine[0] * t19 - t17 * sine[0];
        const double t21 = sine[0] * t19 + cosine[0] * t17;
        const double t22 = cosine[4] * t21 - sine[4] * t18;
        const double t23 = t21 * sine[4] + cosine[4] * t18;
        const double t24 = t20 * sine[3] + cosine[3] * t22;
        T[0] = cosine[5] * t24 + sine[5] * t23;
        T[1] = cosine[5] * t23 - sine[5] * t24;
        T[2] = t22 * sine[3] - cosine[3] * t20;
        T[3] = 0.316 * t19 + 0.0825 * t17 + (0.384 * t20 - 0.0825 * t21) + 0.088 * t24;
        T[4] = sine[5] * t14 + t15 * cosine[5];
        T[5] = cosine[5] * t14 - sine[5] * t15;
        T[6] = t13 * sine[3] - t11 * cosine[3];
        T[7] = 0.316 * t10 + 0.0825 * t8 + (0.384 * t11 - 0.0825 * t12) + 0.088 * t15;
        T[8] = t6 * cosine[5] + sine[5] * t5;
        T[9] = cosine[5] * t5 - sine[5] * t6;
        T[10] = t4 * sine[3] - t1 * cosine[3];
        T[11] = 0.088 * t6 + (0.384 * t1 - 0.0825 * t2 + (0.333 + 0.316 * cosine[1] - 0.0825 * t0));
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
// 93 multiplications, 63 additions, 0 divisions, 12 function calls.

namespace {
struct FrameJacobianBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, int frame, double* J) const {
    switch (frame) {
      case 0: {
        double sine[6], cosine[6];
        sin_cos(sine, cosine, q[1], q[3], q[2], q[4], q[5], q[0]);
        const double t0 = sine[0] * cosine[2];
        const double t1 = cosine[0] * sine[1] - cosine[1] * t0;
        const double t2 = sine[0] * sine[2];
        const double t3 = t2 * sine[3] + t1 * cosine[3];
        const double t4 = cosine[1] * cosine[0] + sine[1] * t0;
        const double t5 = t1 * sine[3] - cosine[3] * t2;
        const double t6 = cosine[0] * sine[5];
        const double t7 = t6 * cosine[2] + cosine[5] * sine[2];
        const double t8 = t6 * sine[2] - cosine[5] * cosine[2];
        const double t9 = sine[5] * sine[0];
        const double t10 = t7 * cosine[1] + t9 * sine[1];
        const double t11 = cosine[3] * t10 - t8 * sine[3];
        const double t12 = cosine[1] * t9 - t7 * sine[1];
        const double t13 = t10 * sine[3] + t8 * cosine[3];
        const double t14 = cosine[0] * cosine[5];
        const double t15 = t14 * cosine[2] - sine[5] * sine[2];
        const double t16 = t14 * sine[2] + sine[5] * cosine[2];
        const double t17 = sine[0] * cosine[5];
        const double t18 = sine[1] * t17 + cosine[1] * t15;
        const double t19 = cosine[3] * t18 - sine[3] * t16;
        const double t20 = cosine[1] * t17 - t15 * sine[1];
        const double t21 = t18 * sine[3] + cosine[3] * t16;
        const double t22 = 0.316 * t9;
        const double t23 = t22 + 0.0825 * t7;
        const double t24 = t23 + (0.384 * t12 - 0.0825 * t10);
        const double t25 = t24 + 0.088 * (t12 * sine[4] + t11 * cosine[4]);
        const double t26 = t25 - t24;
        const double t27 = t25 - t23;
        const double t28 = t25 - t22;
        const double t29 = 0.316 * t17;
        const double t30 = t29 + 0.0825 * t15;
        const double t31 = t30 + (0.384 * t20 - 0.0825 * t18);
        const double t32 = t31 + 0.088 * (t20 * sine[4] + cosine[4] * t19);
        const double t33 = t32 - t31;
        const double t34 = t32 - t30;
        const double t35 = t32 - t29;
        const double t36 = 0.333 + 0.316 * cosine[0];
        const double t37 = t36 - 0.0825 * t0;
        const double t38 = 0.384 * t4 - 0.0825 * t1 + t37;
        const double t39 = 0.088 * (t4 * sine[4] + t3 * cosine[4]) + t38;
        const double t40 = t39 - t38;
        const double t41 = t39 - t37;
        const double t42 = t39 - t36;
        const double t43 = t39 - 0.333;
        J[0] = -t25;
        J[1] = t43 * cosine[5];
        J[2] = t9 * t42 - t28 * cosine[0];
        J[3] = t8 * t41 + t27 * t2;
        J[4] = t12 * t40 - t4 * t26;
        J[5] = t40 * t13 - t5 * t26;
        J[6] = 0.0;
        J[7] = t32;
        J[8] = t43 * sine[5];
        J[9] = cosine[0] * t35 - t17 * t42;
        J[10] = -(t2 * t34 + t41 * t16);
        J[11] = t4 * t33 - t40 * t20;
        J[12] = t33 * t5 - t40 * t21;
        J[13] = 0.0;
        J[14] = 0.0;
        J[15] = -(sine[5] * t25 + t32 * cosine[5]);
        J[16] = t28 * t17 - t9 * t35;
        J[17] = t27 * t16 - t8 * t34;
        J[18] = t20 * t26 - t12 * t33;
        J[19] = t21 * t26 - t13 * t33;
        J[20] = 0.0;
        J[21] = 0.0;
        J[22] = -sine[5];
        J[23] = t17;
        J[24] = t16;
        J[25] = t20;
        J[26] = t21;
        J[27] = t19 * sine[4] - cosine[4] * t20;
        J[28] = 0.0;
        J[29] = cosine[5];
        J[30] = t9;
        J[31] = t8;
        J[32] = t12;
        J[33] = t13;
        J[34] = t11 * sine[4] - t12 * cosine[4];
        J[35] = 1.0;
        J[36] = 0.0;
        J[37] = cosine[0];
        J[38] = -t2;
        J[39] = t4;
        J[40] = t5;
        J[41] = t3 * sine[4] - t4 * cosine[4];
        break;
      }
      default:
        for (int i = 0; i < 42; ++i) J[i] = static_cast<double>(NAN);
    }
  }
};
}  // namespace
void frame_jacobian(const double* q, int frame, double* J) {
  evaluate(FrameJacobianBody(), q, frame, J);
}



// Built from: outward pass at qdd = 0 in the base frame.
// 198 multiplications, 141 additions, 0 divisions, 12 function calls.

namespace {
struct FrameJacobianDotVBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, const double* qd, int frame, double* a) const {
    switch (frame) {
      case 0: {
        double sine[6], cosine[6];
        sin_cos(sine, cosine, q[1], q[0], q[2], q[3], q[4], q[5]);
        const double t0 = cosine[0] * sine[1];
        const double t1 = t0 * cosine[2] + cosine[1] * sine[2];
        const double t2 = t0 * sine[2] - cosine[1] * cosine[2];
        const double t3 = sine[1] * sine[0];
        const double t4 = t1 * cosine[3] + t3 * sine[3];
        const double t5 = t4 * sine[4] + t2 * cosine[4];
        const double t6 = sine[0] * cosine[1];
        const double t7 = sine[1] * qd[1];
        const double t8 = t6 * qd[2] - t7;
        const double t9 = cosine[0] * cosine[1];
        const double t10 = t9 * sine[2] + sine[1] * cosine[2];
        const double t11 = t9 * cosine[2] - sine[1] * sine[2];
        const double t12 = t8 + qd[3] * t10;
        const double t13 = cosine[3] * t6 - t11 * sine[3];
        const double t14 = t12 + qd[4] * t13;
        const double t15 = cosine[1] * qd[1];
        const double t16 = t15 + t3 * qd[2];
        const double t17 = t2 * qd[3] + t16;
        const double t18 = cosine[3] * t3 - t1 * sine[3];
        const double t19 = t17 + t18 * qd[4];
        const double t20 = sine[3] * t6 + cosine[3] * t11;
        const double t21 = t20 * sine[4] + cosine[4] * t10;
        const double t22 = (t3 * t7 + t15 * t6) * qd[2];
        const double t23 = qd[3] * (t2 * t8 - t16 * t10) - t22;
        const double t24 = (t5 * t14 - t19 * t21) * qd[5] + (t23 + qd[4] * (t18 * t12 - t17 * t13));
        const double t25 = qd[5] * t21 + t14;
        const double t26 = cosine[4] * t4 - t2 * sine[4];
        const double t27 = t26 * sine[5] - t18 * cosine[5];
        const double t28 = t19 + qd[5] * t5;
        const double t29 = cosine[4] * t20 - sine[4] * t10;
        const double t30 = t29 * sine[5] - cosine[5] * t13;
        const double t31 = cosine[0] * qd[2] + qd[0];
        const double t32 = sine[0] * sine[2];
        const double t33 = t31 - t32 * qd[3];
        const double t34 = sine[0] * cosine[2];
        const double t35 = cosine[3] * cosine[0] + sine[3] * t34;
        const double t36 = t33 + t35 * qd[4];
        const double t37 = cosine[0] * sine[3] - cosine[3] * t34;
        const double t38 = t37 * sine[4] - cosine[4] * t32;
        const double t39 = t36 + qd[5] * t38;
        const double t40 = t32 * sine[4] + t37 * cosine[4];
        const double t41 = t40 * sine[5] - t35 * cosine[5];
        const double t42 = sine[1] * qd[0] * qd[1];
        const double t43 = (cosine[0] * t7 + t6 * qd[0]) * qd[2] - t42;
        const double t44 = (t8 * t32 + t31 * t10) * qd[3] + t43;
        const double t45 = t44 + qd[4] * (t33 * t13 - t12 * t35) + qd[5] * (t36 * t21 - t14 * t38);
        const double t46 = 0.316 * t6;
        const double t47 = t46 + 0.0825 * t11;
        const double t48 = t47 + (0.384 * t13 - 0.0825 * t20);
        const double t49 = t48 + 0.088 * (t13 * sine[5] + cosine[5] * t29) - t48;
        const double t50 = t48 - t47;
        const double t51 = t47 - t46;
        const double t52 = cosine[1] * qd[0] * qd[1];
        const double t53 = (t15 * cosine[0] - t3 * qd[0]) * qd[2] - t52;
        const double t54 = t53 - qd[3] * (t32 * t16 + t2 * t31);
        const double t55 = qd[5] * (t19 * t38 - t5 * t36) + ((t35 * t17 - t18 * t33) * qd[4] + t54);
        const double t56 = 0.316 * t3;
        const double t57 = t56 + 0.0825 * t1;
        const double t58 = t57 + (0.384 * t18 - 0.0825 * t4);
        const double t59 = t58 + 0.088 * (t18 * sine[5] + t26 * cosine[5]) - t58;
        const double t60 = t58 - t57;
        const double t61 = t57 - t56;
        const double t62 = 0.333 + 0.316 * cosine[0];
        const double t63 = t62 - 0.0825 * t34;
        const double t64 = 0.384 * t35 - 0.0825 * t37 + t63;
        const double t65 = 0.088 * (t35 * sine[5] + t40 * cosine[5]) + t64 - t64;
        const double t66 = t64 - t63;
        const double t67 = t63 - t62;
        const double t68 = t62 - 0.333;
        const double t69 = t7 * t68 + t46 * qd[0];
        const double t70 = t15 * t68 - t56 * qd[0];
        const double t71 = t51 * t31 - t8 * t67;
        const double t72 = t67 * t16 - t31 * t61;
        const double t73 = t53 * t61 - t51 * t43 + (t46 * t42 - t56 * t52 - (t7 * t69 + t15 * t70)) + (t8 * t71 - t16 * t72) + (t60 * t54 - t44 * t50);
        const double t74 = t56 * t7 + t46 * t15;
        const double t75 = t33 * t50 - t12 * t66;
        const double t76 = t17 * t66 - t33 * t60;
        const double t77 = t39 * t49 - t65 * t25;
        const double t78 = t65 * t28 - t39 * t59;
        const double t79 = t8 * t61 - t51 * t16;
        const double t80 = t23 * t50 - t66 * t54 + (t52 * t68 + (t70 * qd[0] - t74 * t7) - (t67 * t53 + t51 * t22) + (t31 * t72 - t79 * t8));
        const double t81 = t44 * t66 - t23 * t60 + (t22 * t61 + t43 * t67 - (t42 * t68 + (t69 * qd[0] + t74 * t15)) + (t79 * t16 - t31 * t71));
        const double t82 = t12 * t60 - t17 * t50;
        const double t83 = t25 * t59 - t28 * t49;
        a[0] = t17 * t82 - t33 * t75 + t81 + (t65 * t45 - t24 * t59) + (t83 * t28 - t39 * t77);
        a[1] = t49 * t24 - t65 * t55 + (t33 * t76 - t12 * t82 + t80) + (t78 * t39 - t25 * t83);
        a[2] = t12 * t75 - t17 * t76 + t73 + (t55 * t59 - t49 * t45) + (t25 * t77 - t78 * t28);
        a[3] = t55 + (t28 * t41 - t39 * t27) * qd[6];
        a[4] = (t39 * t30 - t25 * t41) * qd[6] + t45;
        a[5] = (t25 * t27 - t28 * t30) * qd[6] + t24;
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
// 152 multiplications, 117 additions, 0 divisions, 14 function calls.
namespace {
struct CenterOfMassBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* c) const {
    Value sine[7], cosine[7];
    sin_cos(sine, cosine, q[3], q[1], q[2], q[4], q[5], q[6], q[0]);
    const Value t0 = sine[1] * cosine[2];
    const Value t1 = cosine[0] * cosine[1] + sine[0] * t0;
    const Value t2 = cosine[1] * sine[0] - cosine[0] * t0;
    const Value t3 = 0.333 + 0.316 * cosine[1];
    const Value t4 = t3 - 0.0825 * t0;
    const Value t5 = 0.384 * t1 - 0.0825 * t2 + t4;
    const Value t6 = t2 * sine[3];
    const Value t7 = sine[1] * sine[2];
    const Value t8 = 0.126729164208 * t7 - 0.088844724872 * t0 - 0.214708623208 * cosine[1] + 3.228604 * t3 + (1.655237772 + (0.215426358 + (0.002031994566 * sine[1] + 0.01857971472 * cosine[1])));
    const Value t9 = cosine[3] * t7;
    const Value t10 = t7 * sine[3] + t2 * cosine[3];
    const Value t11 = 1.225946 * t5 + (0.05034347249 * (t9 - t6) - 0.014653732538 * t10 - 0.047121686402 * t1) + (3.587895 * t4 + (0.374644408005 * t1 - 0.19076837715 * t2 - 0.09850206933 * t7) + t8);
    const Value t12 = t6 - t9;
    const Value t13 = t1 * sine[4] + t10 * cosine[4];
    const Value t14 = t1 * cosine[4];
    const Value t15 = t10 * sine[4];
    const Value t16 = 0.007735484874 * (t13 * cosine[5] + sine[5] * t12) - 0.003127439544 * (cosine[5] * t12 - sine[5] * t13);
    const Value t17 = t11 + (0.100241616695 * t13 - 0.023526756935 * (t14 - t15) - 0.017527158935 * t12 + 1.666555 * t5) + (0.735522 * (0.088 * t13 + t5) + (t16 + 0.045305948634 * (t15 - t14)));
    const Value t18 = cosine[1] * sine[6];
    const Value t19 = t18 * cosine[2] + cosine[6] * sine[2];
    const Value t20 = sine[6] * sine[1];
    const Value t21 = t19 * cosine[0] + t20 * sine[0];
    const Value t22 = t18 * sine[2];
    const Value t23 = 0.010343993404 * cosine[6] + 0.0192614005 * sine[6] + (0.00226100637 * cosine[6] + (0.01857971472 * t20 - 0.002031994566 * t18));
    const Value t24 = cosine[6] * cosine[2];
    const Value t25 = t22 - t24;
    const Value t26 = t21 * sine[3] + t25 * cosine[3];
    const Value t27 = cosine[3] * t21 - t25 * sine[3];
    const Value t28 = cosine[0] * t20 - t19 * sine[0];
    const Value t29 = t28 * sine[4] + t27 * cosine[4];
    const Value t30 = 0.007735484874 * (sine[5] * t26 + t29 * cosine[5]) - 0.003127439544 * (cosine[5] * t26 - sine[5] * t29);
    const Value t31 = t27 * sine[4];
    const Value t32 = t28 * cosine[4];
    const Value t33 = 0.316 * t20 + 0.0825 * t19;
    const Value t34 = 0.126729164208 * (t24 - t22) + 0.088844724872 * t19 - 0.214708623208 * t20 + 1.020238864 * t20 + t23 + (3.587895 * t33 + (0.374644408005 * t28 - 0.19076837715 * t21 + 0.09850206933 * t25));
    const Value t35 = t33 + (0.384 * t28 - 0.0825 * t21);
    const Value t36 = 1.225946 * t35 - (0.05034347249 * t26 + 0.014653732538 * t27 + 0.047121686402 * t28) + t34 + (1.666555 * t35 + (0.100241616695 * t29 - 0.023526756935 * (t32 - t31) - 0.017527158935 * t26));
    const Value t37 = sine[1] * cosine[6];
    const Value t38 = cosine[1] * cosine[6];
    const Value t39 = 0.0192614005 * cosine[6] - 0.010343993404 * sine[6] + (0.01857971472 * t37 - 0.002031994566 * t38 - 0.00226100637 * sine[6]);
    const Value t40 = t38 * cosine[2] - sine[6] * sine[2];
    const Value t41 = t38 * sine[2] + sine[6] * cosine[2];
    const Value t42 = cosine[0] * t37 - t40 * sine[0];
    const Value t43 = sine[0] * t37 + cosine[0] * t40;
    const Value t44 = 0.316 * t37 + 0.0825 * t40;
    const Value t45 = 3.587895 * t44 + (0.09850206933 * t41 + (0.374644408005 * t42 - 0.19076837715 * t43)) + (t39 + (0.088844724872 * t40 - 0.126729164208 * t41 - 0.214708623208 * t37 + 1.020238864 * t37));
    const Value t46 = t44 + (0.384 * t42 - 0.0825 * t43);
    const Value t47 = t43 * sine[3] + cosine[3] * t41;
    const Value t48 = cosine[3] * t43 - sine[3] * t41;
    const Value t49 = t42 * sine[4] + cosine[4] * t48;
    const Value t50 = t48 * sine[4];
    const Value t51 = cosine[4] * t42;
    const Value t52 = t45 + (1.225946 * t46 - (0.047121686402 * t42 + (0.05034347249 * t47 + 0.014653732538 * t48))) + (1.666555 * t46 + (0.100241616695 * t49 - 0.023526756935 * (t51 - t50) - 0.017527158935 * t47));
    const Value t53 = 0.007735484874 * (cosine[5] * t49 + sine[5] * t47) - 0.003127439544 * (cosine[5] * t47 - sine[5] * t49);
    const Value t54 = 0.062258235706193925 * (t52 + (0.735522 * (t46 + 0.088 * t49) + (0.045305948634 * (t50 - t51) + t53)));
    c[0] = t54;
    c[1] = 0.062258235706193925 * (0.735522 * (t35 + 0.088 * t29) + (t30 + 0.045305948634 * (t31 - t32)) + t36);
    c[2] = 0.062258235706193925 * t17;
  }
};
/// center_of_mass at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CenterOfMassLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* c) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], c_lanes[3];
    gather(q_lanes, q, 7, k, valid);
    CenterOfMassBody()(sin_cos, q_lanes, c_lanes);
    scatter(c, c_lanes, 3, k, valid);
  }
};
}  // namespace
void center_of_mass(const double* q, double* c) {
  evaluate(CenterOfMassBody(), q, c);
}
void center_of_mass_batch(int count, const double* q, double* c) {
  evaluate_batch(CenterOfMassLanes(), count, q, c);
}


// Built from: composite bodies in the base frame, moved to the centre of mass.
// 749 multiplications, 609 additions, 0 divisions, 14 function calls.
namespace {
struct CentroidalMomentumMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* Ag) const {
    Value sine[7], cosine[7];
    sin_cos(sine, cosine, q[3], q[1], q[2], q[5], q[4], q[6], q[0]);
    const Value t0 = sine[1] * cosine[2];
    const Value t1 = cosine[0] * cosine[1] + sine[0] * t0;
    const Value t2 = cosine[1] * sine[0] - cosine[0] * t0;
    const Value t3 = sine[1] * sine[2];
    const Value t4 = t3 * sine[4] + t2 * cosine[4];
    const Value t5 = t1 * sine[3] + t4 * cosine[3];
    const Value t6 = t2 * sine[4];
    const Value t7 = cosine[4] * t3;
    const Value t8 = t6 - t7;
    const Value t9 = t7 - t6;
    const Value t10 = t5 * cosine[5] + sine[5] * t8;
    const Value t11 = cosine[5] * t8 - sine[5] * t5;
    const Value t12 = t4 * sine[3];
    const Value t13 = t1 * cosine[3];
    const Value t14 = t12 - t13;
    const Value t15 = t13 - t12;
    const Value t16 = 0.015320008390949586 * t10 - 0.000395108718315752 * t11 - 0.001672482661783778 * t14;
    const Value t17 = cosine[1] * sine[6];
    const Value t18 = t17 * cosine[2] + cosine[6] * sine[2];
    const Value t19 = sine[6] * sine[1];
    const Value t20 = t18 * cosine[0] + t19 * sine[0];
    const Value t21 = t17 * sine[2];
    const Value t22 = cosine[6] * cosine[2];
    const Value t23 = t21 - t22;
    const Value t24 = t22 - t21;
    const Value t25 = t20 * sine[4] + t23 * cosine[4];
    const Value t26 = cosine[4] * t20 - t23 * sine[4];
    const Value t27 = cosine[0] * t19 - t18 * sine[0];
    const Value t28 = t27 * sine[3] + t26 * cosine[3];
    const Value t29 = sine[5] * t25 + t28 * cosine[5];
    const Value t30 = 0.012899064612428356 * t11 - 0.000395108718315752 * t10 - 0.000548359106408232 * t14;
    const Value t31 = cosine[5] * t25 - sine[5] * t28;
    const Value t32 = 0.004909651967360946 * t14 - (0.001672482661783778 * t10 + 0.000548359106408232 * t11);
    const Value t33 = t26 * sine[3];
    const Value t34 = t27 * cosine[3];
    const Value t35 = t33 - t34;
    const Value t36 = t34 - t33;
    const Value t37 = 0.316 * t19;
    const Value t38 = t37 + 0.0825 * t18;
    const Value t39 = t38 + (0.384 * t27 - 0.0825 * t20);
    const Value t40 = t39 + 0.088 * t28;
    const Value t41 = 0.007735484874 * t10 - 0.003127439544 * t11 + 0.045305948634 * t14;
    const Value t42 = 0.007735484874 * t29 - 0.003127439544 * t31 + 0.045305948634 * t35;
    const Value t43 = 0.333 + 0.316 * cosine[1];
    const Value t44 = t43 - 0.0825 * t0;
    const Value t45 = 0.384 * t1 - 0.0825 * t2 + t44;
    const Value t46 = 0.088 * t5 + t45;
    const Value t47 = t32 * t35 + (t16 * t29 + t30 * t31) - (t40 * t41 + t46 * t42 + 0.735522 * (t40 * t46));
    const Value t48 = cosine[1] * cosine[6];
    const Value t49 = t48 * cosine[2] - sine[6] * sine[2];
    const Value t50 = sine[1] * cosine[6];
    const Value t51 = sine[0] * t50 + cosine[0] * t49;
    const Value t52 = t48 * sine[2] + sine[6] * cosine[2];
    const Value t53 = cosine[4] * t51 - sine[4] * t52;
    const Value t54 = cosine[0] * t50 - t49 * sine[0];
    const Value t55 = t54 * sine[3] + cosine[3] * t53;
    const Value t56 = t51 * sine[4] + cosine[4] * t52;
    const Value t57 = cosine[5] * t55 + sine[5] * t56;
    const Value t58 = cosine[5] * t56 - sine[5] * t55;
    const Value t59 = t53 * sine[3];
    const Value t60 = cosine[3] * t54;
    const Value t61 = t59 - t60;
    const Value t62 = t60 - t59;
    const Value t63 = 0.045305948634 * t61 + (0.007735484874 * t57 - 0.003127439544 * t58);
    const Value t64 = 0.316 * t50;
    const Value t65 = t64 + 0.0825 * t49;
    const Value t66 = t65 + (0.384 * t54 - 0.0825 * t51);
    const Value t67 = t66 + 0.088 * t55;
    const Value t68 = t57 * t16 + t58 * t30 + t32 * t61 - (t46 * t63 + t67 * t41 + 0.735522 * (t67 * t46));
    const Value t69 = 2.0 * (t67 * t63) + 0.735522 * (t67 * t67);
    const Value t70 = 0.735522 * (t40 * t40);
    const Value t71 = 2.0 * (t40 * t42);
    const Value t72 = t32 * t14 + (t10 * t16 + t11 * t30) + (t69 + t70 + t71);
    const Value t73 = t46 * t61 - t67 * t14;
    const Value t74 = 0.735522 * t67 + t63;
    const Value t75 = t40 * t14 - t46 * t35;
    const Value t76 = 0.735522 * t40 + t42;
    const Value t77 = 0.0192614005 * cosine[6] - 0.010343993404 * sine[6];
    const Value t78 = 0.01857971472 * t50 - 0.002031994566 * t48 - 0.00226100637 * sine[6];
    const Value t79 = 0.088844724872 * t49 - 0.126729164208 * t52 - 0.214708623208 * t50;
    const Value t80 = t79 + 1.020238864 * t50;
    const Value t81 = 0.09850206933 * t52 + (0.374644408005 * t54 - 0.19076837715 * t51);
    const Value t82 = 3.587895 * t65 + t81;
    const Value t83 = 0.047121686402 * t54 + (0.05034347249 * t56 + 0.014653732538 * t53);
    const Value t84 = 1.225946 * t66 - t83;
    const Value t85 = 0.100241616695 * t55 - 0.023526756935 * t62 - 0.017527158935 * t56;
    const Value t86 = 1.666555 * t66 + t85;
    const Value t87 = 0.062258235706193925 * (t82 + (t77 + t78 + t80) + t84 + t86 + t74);
    const Value t88 = t74 + t86;
    const Value t89 = t88 + t84;
    const Value t90 = t82 + t89;
    const Value t91 = t90 + t80;
    const Value t92 = 0.735522 * t46 + t41;
    const Value t93 = 2.0 * (t46 * t41);
    const Value t94 = 0.735522 * (t46 * t46);
    const Value t95 = 0.735522 * t73 - (t61 * t92 - t74 * t14);
    const Value t96 = 0.05034347249 * t25 + 0.014653732538 * t26 + 0.047121686402 * t27;
    const Value t97 = 1.225946 * t39 - t96;
    const Value t98 = 0.126729164208 * t24 + 0.088844724872 * t18 - 0.214708623208 * t19;
    const Value t99 = t98 + 1.020238864 * t19;
    const Value t100 = 0.010343993404 * cosine[6] + 0.0192614005 * sine[6];
    const Value t101 = 0.00226100637 * cosine[6] + (0.01857971472 * t19 - 0.002031994566 * t17);
    const Value t102 = 0.374644408005 * t27 - 0.19076837715 * t20 + 0.09850206933 * t23;
    const Value t103 = 3.587895 * t38 + t102;
    const Value t104 = 0.100241616695 * t28 - 0.023526756935 * t36 - 0.017527158935 * t25;
    const Value t105 = 1.666555 * t39 + t104;
    const Value t106 = 0.062258235706193925 * (t76 + (t97 + (t99 + (t100 + t101) + t103) + t105));
    const Value t107 = t76 + t105;
    const Value t108 = t97 + t107;
    const Value t109 = t108 + t103;
    const Value t110 = t99 + t109;
    const Value t111 = 0.735522 * t75 - (t76 * t14 - t35 * t92);
    const Value t112 = 9.3569097314605e-05 * t8 + (0.01056776613310695 * t15 + 0.001524110902883315 * t5);
    const Value t113 = 0.00248046035817079 * t5 + 0.001524110902883315 * t15 - 0.000103758917218685 * t8;
    const Value t114 = 0.01179456023023895 * t8 + (9.3569097314605e-05 * t15 - 0.000103758917218685 * t5);
    const Value t115 = 0.100241616695 * t5 - 0.023526756935 * t15 - 0.017527158935 * t8;
    const Value t116 = t66 * t45;
    const Value t117 = t114 * t56 + (t62 * t112 + t113 * t55) - (t85 * t45 + t115 * t66 + 1.666555 * t116) + t68;
    const Value t118 = t39 * t45;
    const Value t119 = t36 * t112 + t113 * t28 + t25 * t114 - (t104 * t45 + t115 * t39 + 1.666555 * t118) + t47;
    const Value t120 = t66 * t66;
    const Value t121 = 2.0 * (t66 * t85) + 1.666555 * t120;
    const Value t122 = 1.225946 * t120 - 2.0 * (t66 * t83);
    const Value t123 = t39 * t39;
    const Value t124 = 1.666555 * t123;
    const Value t125 = 1.225946 * t123;
    const Value t126 = 2.0 * (t39 * t104);
    const Value t127 = t72 + (t121 + t124 + t126 + (t8 * t114 + (t112 * t15 + t113 * t5)));
    const Value t128 = t45 * t56 - t66 * t8;
    const Value t129 = t39 * t8 - t25 * t45;
    const Value t130 = t115 + 1.666555 * t45;
    const Value t131 = 2.0 * (t115 * t45);
    const Value t132 = t130 + t92;
    const Value t133 = 2.402077 * t128 - (t132 * t56 - t88 * t8);
    const Value t134 = 2.402077 * t129 - (t107 * t8 - t25 * t132);
    const Value t135 = 0.03942757095803552 * t4 - 0.00151524447332703 * t9 - 0.004600245517563106 * t1;
    const Value t136 = 0.00216405205209813 * t1 + (0.03146037232526039 * t9 - 0.00151524447332703 * t4);
    const Value t137 = 0.010869510762828565 * t1 + (0.00216405205209813 * t9 - 0.004600245517563106 * t4);
    const Value t138 = 0.05034347249 * t9 - 0.014653732538 * t4 - 0.047121686402 * t1;
    const Value t139 = t27 * t137 + (t26 * t135 - t136 * t25) - (1.225946 * t118 + (t39 * t138 - t96 * t45)) + t119;
    const Value t140 = t135 * t53 - t136 * t56 + t137 * t54 - (1.225946 * t116 + (t66 * t138 - t83 * t45)) + t117;
    const Value t141 = 2.0 * (t96 * t39);
    const Value t142 = t127 + (t136 * t9 + t4 * t135 + t1 * t137 + (t125 + t122 - t141));
    const Value t143 = t54 * t45 - t66 * t1;
    const Value t144 = t1 * t39 - t27 * t45;
    const Value t145 = 1.225946 * t45 + t138;
    const Value t146 = 2.0 * (t138 * t45);
    const Value t147 = t45 * t45;
    const Value t148 = t145 + t132;
    const Value t149 = 3.628023 * t143 - (t148 * t54 - t1 * t89);
    const Value t150 = 3.628023 * t144 - (t1 * t108 - t27 * t148);
    const Value t151 = 0.06767727025085991 * t2 + 0.02771584317362585 * t1 - 0.0039053550262761 * t3;
    const Value t152 = 0.03239943042445132 * t1 + 0.02771584317362585 * t2 + 0.00164448757736927 * t3;
    const Value t153 = 0.0039053550262761 * t2 - 0.00164448757736927 * t1 - 0.07758614905253959 * t3;
    const Value t154 = 0.374644408005 * t1 - 0.19076837715 * t2 - 0.09850206933 * t3;
    const Value t155 = t153 * t52 + (t51 * t151 + t54 * t152) - (t44 * t81 + t65 * t154 + 3.587895 * (t44 * t65)) + t140;
    const Value t156 = t139 + (t27 * t152 + t20 * t151 + t23 * t153 - (t38 * t154 + t44 * t102 + 3.587895 * (t38 * t44)));
    const Value t157 = 2.0 * (t65 * t81) + 3.587895 * (t65 * t65);
    const Value t158 = 3.587895 * (t38 * t38);
    const Value t159 = 2.0 * (t38 * t102);
    const Value t160 = t158 + t157 + t159 + (t2 * t151 + t1 * t152 - t3 * t153) + t142;
    const Value t161 = t3 * t65 + t44 * t52;
    const Value t162 = t23 * t44 + t38 * t3;
    const Value t163 = 3.587895 * t44 + t154;
    const Value t164 = 2.0 * (t44 * t154);
    const Value t165 = 3.587895 * (t44 * t44);
    const Value t166 = t163 + t148;
    const Value t167 = 7.215918 * t161 - (t166 * t52 + t90 * t3);
    const Value t168 = t3 * t109 + t23 * t166 - 7.215918 * t162;
    const Value t169 = 0.008248333140675744 * t0 + 0.052878381999606115 * t3 - 0.004377257121839584 * cosine[1];
    const Value t170 = 0.05649492601407083 * t0 + 0.008248333140675744 * t3 + 0.005487648106562256 * cosine[1];
    const Value t171 = 0.01824920229252011 * cosine[1] + (0.005487648106562256 * t0 - 0.004377257121839584 * t3);
    const Value t172 = 0.126729164208 * t3 - 0.088844724872 * t0 - 0.214708623208 * cosine[1];
    const Value t173 = t24 * t169 - t18 * t170 + t171 * t19 - (3.228604 * (t37 * t43) + (t43 * t98 + t37 * t172)) + t156;
    const Value t174 = t171 * t50 - (t49 * t170 + t52 * t169) - (3.228604 * (t64 * t43) + (t64 * t172 + t43 * t79)) + t155;
    const Value t175 = 2.0 * (t64 * t79) + 3.228604 * (t64 * t64);
    const Value t176 = 3.228604 * (t37 * t37);
    const Value t177 = 2.0 * (t37 * t98);
    const Value t178 = t160 + (t3 * t169 + t170 * t0 + t171 * cosine[1] + (t176 + t175 + t177));
    const Value t179 = t43 * t50 - t64 * cosine[1];
    const Value t180 = t37 * cosine[1] - t19 * t43;
    const Value t181 = t172 + 3.228604 * t43;
    const Value t182 = 2.0 * (t43 * t172);
    const Value t183 = 3.228604 * (t43 * t43);
    const Value t184 = t181 + t166;
    const Value t185 = 10.444522 * t179 - (t184 * t50 - cosine[1] * t91);
    const Value t186 = 10.444522 * t180 - (t110 * cosine[1] - t184 * t19);
    const Value t187 = t179 * t91 - t180 * t110 + (t178 * cosine[1] + (t19 * t173 + t50 * t174)) - (t185 * t87 - t186 * t106);
    const Value t188 = 0.00398335888393552 * cosine[1] - 0.00850351162402155 * sine[1];
    const Value t189 = 0.00398335888393552 * sine[1] - 0.028124284712194955 * cosine[1];
    const Value t190 = 0.0007689361029464 * cosine[1] + 0.01026110182100817 * sine[1];
    const Value t191 = t17 * t188 - t189 * t19 - t190 * cosine[6] - 0.333 * t101 + t173;
    const Value t192 = t174 + (t48 * t188 - t189 * t50 + t190 * sine[6] - 0.333 * t78);
    const Value t193 = t110 + t101;
    const Value t194 = t78 + t91;
    const Value t195 = 0.333 * cosine[6];
    const Value t196 = 0.333 * sine[6];
    const Value t197 = 0.002031994566 * sine[1] + 0.01857971472 * cosine[1];
    const Value t198 = 0.215426358 + t197;
    const Value t199 = 0.062258235706193925 * (t145 + (t163 + (t181 + (1.655237772 + t198))) + t130 + t92);
    const Value t200 = t184 + t198;
    const Value t201 = 0.071736977214 + 0.666 * t197;
    const Value t202 = t200 * sine[6] - 3.693452184 * sine[6];
    const Value t203 = t200 * cosine[6] - 3.693452184 * cosine[6];
    const Value t204 = t100 + t193;
    const Value t205 = t194 + t77;
    const Value t206 = 0.015320008390949586 * t29 - 0.000395108718315752 * t31 - 0.001672482661783778 * t35;
    const Value t207 = 0.012899064612428356 * t31 - 0.000395108718315752 * t29 - 0.000548359106408232 * t35;
    const Value t208 = 0.004909651967360946 * t35 - (0.000548359106408232 * t31 + 0.001672482661783778 * t29);
    const Value t209 = t29 * t206 + t207 * t31 + t35 * t208 + (t93 + (t94 + t69));
    const Value t210 = t58 * t207 + t57 * t206 + t61 * t208 - (0.735522 * (t67 * t40) + (t67 * t42 + t40 * t63));
    const Value t211 = t67 * t35 - t40 * t61;
    const Value t212 = 0.735522 * t211 - (t74 * t35 - t76 * t61);
    const Value t213 = 9.3569097314605e-05 * t25 + (0.001524110902883315 * t28 + 0.01056776613310695 * t36);
    const Value t214 = 0.001524110902883315 * t36 + 0.00248046035817079 * t28 - 0.000103758917218685 * t25;
    const Value t215 = 9.3569097314605e-05 * t36 - 0.000103758917218685 * t28 + 0.01179456023023895 * t25;
    const Value t216 = 1.666555 * t147;
    const Value t217 = t36 * t213 + t214 * t28 + t25 * t215 + (t131 + (t216 + t121)) + t209;
    const Value t218 = 1.225946 * t147;
    const Value t219 = t66 * t39;
    const Value t220 = t210 + (t215 * t56 + (t214 * t55 + t62 * t213) - (1.666555 * t219 + (t39 * t85 + t66 * t104)));
    const Value t221 = t66 * t25 - t39 * t56;
    const Value t222 = 2.402077 * t221 - (t25 * t88 - t107 * t56);
    const Value t223 = 0.00151524447332703 * t25 + 0.03942757095803552 * t26 - 0.004600245517563106 * t27;
    const Value t224 = 0.00216405205209813 * t27 - (0.00151524447332703 * t26 + 0.03146037232526039 * t25);
    const Value t225 = 0.010869510762828565 * t27 - (0.004600245517563106 * t26 + 0.00216405205209813 * t25);
    const Value t226 = t96 * t66 + t39 * t83 - 1.225946 * t219 + (t225 * t54 + (t223 * t53 - t224 * t56)) + t220;
    const Value t227 = t217 + (t223 * t26 - t224 * t25 + t27 * t225 + (t146 + (t218 + t122)));
    const Value t228 = t27 * t66 - t39 * t54;
    const Value t229 = 3.628023 * t228 - (t27 * t89 - t108 * t54);
    const Value t230 = 0.03239943042445132 * t27 + 0.02771584317362585 * t20 - 0.00164448757736927 * t23;
    const Value t231 = 0.0039053550262761 * t23 + (0.06767727025085991 * t20 + 0.02771584317362585 * t27);
    const Value t232 = 0.07758614905253959 * t23 + (0.0039053550262761 * t20 - 0.00164448757736927 * t27);
    const Value t233 = t232 * t52 + (t54 * t230 + t231 * t51) - (3.587895 * (t38 * t65) + (t38 * t81 + t65 * t102)) + t226;
    const Value t234 = t231 * t20 + t27 * t230 + t23 * t232 + (t164 + (t165 + t157)) + t227;
    const Value t235 = t23 * t65 - t38 * t52;
    const Value t236 = 7.215918 * t235 - (t23 * t90 - t109 * t52);
    const Value t237 = 0.05649492601407083 * t18 - 0.008248333140675744 * t24 - 0.005487648106562256 * t19;
    const Value t238 = 0.052878381999606115 * t24 - 0.008248333140675744 * t18 - 0.004377257121839584 * t19;
    const Value t239 = 0.01824920229252011 * t19 - (0.005487648106562256 * t18 + 0.004377257121839584 * t24);
    const Value t240 = t234 + (t183 + t175 + t182 + (t18 * t237 + t24 * t238 + t239 * t19));
    const Value t241 = t49 * t237 - t238 * t52 + t239 * t50 - (3.228604 * (t37 * t64) + (t37 * t79 + t64 * t98)) + t233;
    const Value t242 = t64 * t19 - t37 * t50;
    const Value t243 = 10.444522 * t242 - (t19 * t91 - t110 * t50);
    const Value t244 = t184 * t180 - t242 * t91 + (t241 * t50 + t240 * t19 + cosine[1] * t173) - (t186 * t199 - t243 * t87);
    const Value t245 = 0.01026110182100817 * cosine[6] + (0.00850351162402155 * t17 + 0.00398335888393552 * t19);
    const Value t246 = 0.0007689361029464 * cosine[6] - (0.028124284712194955 * t19 + 0.00398335888393552 * t17);
    const Value t247 = 0.026534991901690206 * cosine[6] + (0.01026110182100817 * t17 - 0.0007689361029464 * t19);
    const Value t248 = t241 + (t48 * t245 - t246 * t50 - t247 * sine[6]);
    const Value t249 = cosine[6] * (t240 + (t247 * cosine[6] + (t17 * t245 - t19 * t246) + t201)) - sine[6] * t248 - t200 * t195;
    const Value t250 = t193 * sine[6] + t194 * cosine[6];
    const Value t251 = t58 * (0.012899064612428356 * t58 - 0.000395108718315752 * t57 - 0.000548359106408232 * t61) + t57 * (0.015320008390949586 * t57 - 0.000395108718315752 * t58 - 0.001672482661783778 * t61);
    const Value t252 = (0.004909651967360946 * t61 - (0.000548359106408232 * t58 + 0.001672482661783778 * t57)) * t61 + t251;
    const Value t253 = t252 + (t93 + (t94 + (t70 + t71)));
    const Value t254 = (0.00248046035817079 * t55 + 0.001524110902883315 * t62 - 0.000103758917218685 * t56) * t55 + t62 * (9.3569097314605e-05 * t56 + (0.001524110902883315 * t55 + 0.01056776613310695 * t62));
    const Value t255 = t131 + (t216 + (t126 + t124)) + ((9.3569097314605e-05 * t62 - 0.000103758917218685 * t55 + 0.01179456023023895 * t56) * t56 + t254);
    const Value t256 = t255 + t253;
    const Value t257 = (0.03942757095803552 * t53 + 0.00151524447332703 * t56 - 0.004600245517563106 * t54) * t53 - (0.00216405205209813 * t54 - (0.03146037232526039 * t56 + 0.00151524447332703 * t53)) * t56;
    const Value t258 = (0.010869510762828565 * t54 - (0.00216405205209813 * t56 + 0.004600245517563106 * t53)) * t54 + t257 + (t218 + (t125 - t141) + t146);
    const Value t259 = t256 + t258;
    const Value t260 = (0.02771584317362585 * t51 + 0.03239943042445132 * t54 - 0.00164448757736927 * t52) * t54 + (0.06767727025085991 * t51 + 0.02771584317362585 * t54 + 0.0039053550262761 * t52) * t51;
    const Value t261 = t260 + (0.0039053550262761 * t51 - 0.00164448757736927 * t54 + 0.07758614905253959 * t52) * t52 + (t164 + (t158 + t159 + t165));
    const Value t262 = t259 + t261;
    const Value t263 = t52 * (0.008248333140675744 * t49 + 0.052878381999606115 * t52 + 0.004377257121839584 * t50) + t49 * (0.05649492601407083 * t49 + 0.008248333140675744 * t52 - 0.005487648106562256 * t50);
    const Value t264 = t176 + t177 + t183 + t182 + (t50 * (0.004377257121839584 * t52 - 0.005487648106562256 * t49 + 0.01824920229252011 * t50) + t263);
    const Value t265 = t262 + t264;
    const Value t266 = t242 * t110 - t184 * t179 + (cosine[1] * t174 + (t50 * t265 + t241 * t19)) - (t106 * t243 - t185 * t199);
    const Value t267 = t48 * (0.00398335888393552 * t50 + 0.00850351162402155 * t48 - 0.01026110182100817 * sine[6]) + (0.0007689361029464 * sine[6] + (0.00398335888393552 * t48 + 0.028124284712194955 * t50)) * t50;
    const Value t268 = t267 - (0.01026110182100817 * t48 - 0.0007689361029464 * t50 - 0.026534991901690206 * sine[6]) * sine[6];
    Ag[0] = -t204;
    Ag[1] = t203;
    Ag[2] = t186;
    Ag[3] = t168;
    Ag[4] = t150;
    Ag[5] = t134;
    Ag[6] = t111;
    Ag[7] = t205;
    Ag[8] = t202;
    Ag[9] = t185;
    Ag[10] = t167;
    Ag[11] = t149;
    Ag[12] = t133;
    Ag[13] = t95;
    Ag[14] = Value() + 0.0;
    Ag[15] = -t250;
    Ag[16] = t243;
    Ag[17] = t236;
    Ag[18] = t229;
    Ag[19] = t222;
    Ag[20] = t212;
    Ag[21] = t205 * t199 + (t192 + (0.006772 * cosine[6] - 0.019169 * sine[6] - 0.333 * t77));
    Ag[22] = t200 * t196 + (cosine[6] * t248 - sine[6] * (t201 + t268 + t265)) + (t199 * t202 + t250 * t106);
    Ag[23] = t266;
    Ag[24] = t235 * t109 - t161 * t166 + (t262 * t52 + t23 * t233 - t3 * t155) - (t236 * t106 - t167 * t199);
    Ag[25] = t259 * t54 + t27 * t226 + t1 * t140 + (t108 * t228 - t148 * t143) - (t106 * t229 - t149 * t199);
    Ag[26] = t256 * t56 + t25 * t220 + t117 * t8 + (t221 * t107 - t132 * t128) - (t222 * t106 - t133 * t199);
    Ag[27] = t211 * t76 - t73 * t92 + (t68 * t14 + (t253 * t61 + t210 * t35)) - (t212 * t106 - t95 * t199);
    Ag[28] = t204 * t199 + (0.006772 * sine[6] + 0.019169 * cosine[6] - 0.333 * t100 + t191);
    Ag[29] = t249 - (t203 * t199 + t250 * t87);
    Ag[30] = t244;
    Ag[31] = t233 * t52 + t23 * t234 - t156 * t3 - (t90 * t235 + t162 * t166) - (t168 * t199 - t236 * t87);
    Ag[32] = t148 * t144 - t228 * t89 + (t27 * t227 + t54 * t226 + t1 * t139) - (t150 * t199 - t87 * t229);
    Ag[33] = t129 * t132 - t221 * t88 + (t119 * t8 + (t217 * t25 + t220 * t56)) - (t134 * t199 - t222 * t87);
    Ag[34] = t75 * t92 - t211 * t74 + (t47 * t14 + (t209 * t35 + t210 * t61)) - (t111 * t199 - t212 * t87);
    Ag[35] = 0.009213163777211224 + (t178 - (t189 * cosine[1] + sine[1] * t188)) - (t106 * t204 + t205 * t87);
    Ag[36] = t195 * t193 - t194 * t196 + (cosine[6] * t191 - t192 * sine[6]) - (t87 * t202 - t106 * t203);
    Ag[37] = t187;
    Ag[38] = t90 * t161 + t162 * t109 + (t155 * t52 + t23 * t156 - t160 * t3) - (t167 * t87 - t168 * t106);
    Ag[39] = t1 * t142 + (t27 * t139 + t54 * t140) + (t143 * t89 - t108 * t144) - (t87 * t149 - t106 * t150);
    Ag[40] = t128 * t88 - t129 * t107 + (t127 * t8 + (t117 * t56 + t119 * t25)) - (t133 * t87 - t106 * t134);
    Ag[41] = t72 * t14 + (t47 * t35 + t68 * t61) + (t73 * t74 - t75 * t76) - (t87 * t95 - t106 * t111);
  }
};
/// centroidal_momentum_matrix at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CentroidalMomentumMatrixLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* Ag) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], Ag_lanes[42];
    gather(q_lanes, q, 7, k, valid);
    CentroidalMomentumMatrixBody()(sin_cos, q_lanes, Ag_lanes);
    scatter(Ag, Ag_lanes, 42, k, valid);
  }
};
}  // namespace
void centroidal_momentum_matrix(const double* q, double* Ag) {
  evaluate(CentroidalMomentumMatrixBody(), q, Ag);
}
void centroidal_momentum_matrix_batch(int count, const double* q, double* Ag) {
  evaluate_batch(CentroidalMomentumMatrixLanes(), count, q, Ag);
}


// Built from: outward pass at qdd = 0, each body's wrench about the centre of mass.
// 894 multiplications, 696 additions, 0 divisions, 14 function calls.
namespace {
struct CentroidalMomentumMatrixDotVBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* h_dot) const {
    Value sine[7], cosine[7];
    sin_cos(sine, cosine, q[1], q[0], q[2], q[3], q[4], q[5], q[6]);
    const Value t0 = sine[0] * cosine[1];
    const Value t1 = sine[1] * qd[1];
    const Value t2 = t0 * qd[2] - t1;
    const Value t3 = sine[0] * sine[2];
    const Value t4 = cosine[0] * cosine[1];
    const Value t5 = t4 * sine[2] + sine[1] * cosine[2];
    const Value t6 = cosine[0] * qd[2] + qd[0];
    const Value t7 = sine[1] * qd[0] * qd[1];
    const Value t8 = (cosine[0] * t1 + t0 * qd[0]) * qd[2] - t7;
    const Value t9 = (t2 * t3 + t6 * t5) * qd[3] + t8;
    const Value t10 = sine[0] * cosine[2];
    const Value t11 = cosine[3] * cosine[0] + sine[3] * t10;
    const Value t12 = cosine[0] * sine[3] - cosine[3] * t10;
    const Value t13 = 0.333 + 0.316 * cosine[0];
    const Value t14 = t13 - 0.0825 * t10;
    const Value t15 = 0.384 * t11 - 0.0825 * t12 + t14;
    const Value t16 = t15 - t14;
    const Value t17 = cosine[0] * sine[1];
    const Value t18 = t17 * sine[2];
    const Value t19 = cosine[1] * cosine[2];
    const Value t20 = t18 - t19;
    const Value t21 = t19 - t18;
    const Value t22 = cosine[1] * qd[1];
    const Value t23 = sine[1] * sine[0];
    const Value t24 = t22 + t23 * qd[2];
    const Value t25 = (t23 * t1 + t22 * t0) * qd[2];
    const Value t26 = qd[3] * (t20 * t2 - t24 * t5) - t25;
    const Value t27 = t17 * cosine[2] + cosine[1] * sine[2];
    const Value t28 = cosine[3] * t23 - t27 * sine[3];
    const Value t29 = t27 * cosine[3] + t23 * sine[3];
    const Value t30 = 0.316 * t23;
    const Value t31 = t30 + 0.0825 * t27;
    const Value t32 = t31 + (0.384 * t28 - 0.0825 * t29);
    const Value t33 = t32 - t31;
    const Value t34 = t31 - t30;
    const Value t35 = t14 - t13;
    const Value t36 = 0.316 * t0;
    const Value t37 = t30 * t1 + t36 * t22;
    const Value t38 = t13 - 0.333;
    const Value t39 = t1 * t38 + t36 * qd[0];
    const Value t40 = t7 * t38 + (t39 * qd[0] + t37 * t22);
    const Value t41 = t4 * cosine[2] - sine[1] * sine[2];
    const Value t42 = t36 + 0.0825 * t41;
    const Value t43 = t42 - t36;
    const Value t44 = t2 * t34 - t43 * t24;
    const Value t45 = t43 * t6 - t2 * t35;
    const Value t46 = t25 * t34 + t8 * t35 - t40 + (t44 * t24 - t6 * t45);
    const Value t47 = t2 + qd[3] * t5;
    const Value t48 = t20 * qd[3] + t24;
    const Value t49 = cosine[3] * t0 - t41 * sine[3];
    const Value t50 = sine[3] * t0 + cosine[3] * t41;
    const Value t51 = t42 + (0.384 * t49 - 0.0825 * t50);
    const Value t52 = t51 - t42;
    const Value t53 = t47 * t33 - t48 * t52;
    const Value t54 = t6 - t3 * qd[3];
    const Value t55 = t54 * t52 - t47 * t16;
    const Value t56 = t48 * t53 - t54 * t55 + (t9 * t16 - t26 * t33 + t46);
    const Value t57 = t29 * sine[4] + t20 * cosine[4];
    const Value t58 = t47 + qd[4] * t49;
    const Value t59 = t48 + t28 * qd[4];
    const Value t60 = t50 * sine[4] + cosine[4] * t5;
    const Value t61 = t26 + qd[4] * (t28 * t47 - t48 * t49);
    const Value t62 = (t57 * t58 - t59 * t60) * qd[5] + t61;
    const Value t63 = cosine[4] * t29 - t20 * sine[4];
    const Value t64 = t28 * sine[5] + t63 * cosine[5];
    const Value t65 = t32 + 0.088 * t64;
    const Value t66 = t65 - t32;
    const Value t67 = t9 + qd[4] * (t54 * t49 - t47 * t11);
    const Value t68 = t54 + t11 * qd[4];
    const Value t69 = t12 * sine[4];
    const Value t70 = cosine[4] * t3;
    const Value t71 = t69 - t70;
    const Value t72 = t70 - t69;
    const Value t73 = t67 + qd[5] * (t68 * t60 - t58 * t71);
    const Value t74 = t3 * sine[4] + t12 * cosine[4];
    const Value t75 = t11 * sine[5] + t74 * cosine[5];
    const Value t76 = 0.088 * t75 + t15;
    const Value t77 = t76 - t15;
    const Value t78 = qd[5] * t60 + t58;
    const Value t79 = t59 + qd[5] * t57;
    const Value t80 = cosine[4] * t50 - sine[4] * t5;
    const Value t81 = t49 * sine[5] + cosine[5] * t80;
    const Value t82 = t51 + 0.088 * t81;
    const Value t83 = t82 - t51;
    const Value t84 = t78 * t66 - t79 * t83;
    const Value t85 = t68 + qd[5] * t71;
    const Value t86 = t85 * t83 - t77 * t78;
    const Value t87 = t56 + (t77 * t73 - t62 * t66) + (t84 * t79 - t85 * t86);
    const Value t88 = cosine[6] * t81 + sine[6] * t60;
    const Value t89 = cosine[1] * qd[0] * qd[1];
    const Value t90 = (t22 * cosine[0] - t23 * qd[0]) * qd[2] - t89;
    const Value t91 = t90 - qd[3] * (t3 * t24 + t20 * t6);
    const Value t92 = (t11 * t48 - t28 * t54) * qd[4] + t91;
    const Value t93 = qd[5] * (t59 * t71 - t57 * t68) + t92;
    const Value t94 = t22 * t38 - t30 * qd[0];
    const Value t95 = t89 * t38 + (t94 * qd[0] - t37 * t1);
    const Value t96 = t36 * t7 - t30 * t89 - (t1 * t39 + t22 * t94);
    const Value t97 = t35 * t24 - t6 * t34;
    const Value t98 = t95 - (t35 * t90 + t43 * t25) + (t6 * t97 - t44 * t2);
    const Value t99 = t90 * t34 - t43 * t8 + t96 + (t2 * t45 - t24 * t97);
    const Value t100 = t48 * t16 - t54 * t33;
    const Value t101 = t54 * t100 - t47 * t53 + (t26 * t52 - t16 * t91 + t98);
    const Value t102 = t47 * t55 - t48 * t100 + (t99 + (t33 * t91 - t9 * t52));
    const Value t103 = t77 * t79 - t85 * t66;
    const Value t104 = t83 * t62 - t77 * t93 + t101 + (t103 * t85 - t78 * t84);
    const Value t105 = t102 + (t93 * t66 - t83 * t73) + (t78 * t86 - t103 * t79);
    const Value t106 = sine[6] * t57 + t64 * cosine[6];
    const Value t107 = t75 * cosine[6] + sine[6] * t71;
    const Value t108 = t107 * t105 + (t87 * t88 + t104 * t106);
    const Value t109 = t74 * sine[5];
    const Value t110 = t11 * cosine[5];
    const Value t111 = t109 - t110;
    const Value t112 = t110 - t109;
    const Value t113 = t63 * sine[5];
    const Value t114 = t28 * cosine[5];
    const Value t115 = t113 - t114;
    const Value t116 = t114 - t113;
    const Value t117 = t93 + (t79 * t111 - t85 * t115) * qd[6];
    const Value t118 = t80 * sine[5];
    const Value t119 = cosine[5] * t49;
    const Value t120 = t118 - t119;
    const Value t121 = t119 - t118;
    const Value t122 = (t85 * t120 - t78 * t111) * qd[6] + t73;
    const Value t123 = (t78 * t115 - t79 * t120) * qd[6] + t62;
    const Value t124 = t117 * t120 + t122 * t115 + t123 * t111;
    const Value t125 = cosine[6] * t57 - sine[6] * t64;
    const Value t126 = cosine[6] * t60 - sine[6] * t81;
    const Value t127 = cosine[6] * t71 - sine[6] * t75;
    const Value t128 = t122 * t125 + t126 * t117 + t127 * t123;
    const Value t129 = t88 * t117 + t122 * t106 + t107 * t123;
    const Value t130 = t79 + t115 * qd[6];
    const Value t131 = t78 + t120 * qd[6];
    const Value t132 = t85 + t111 * qd[6];
    const Value t133 = t106 * t130 + t88 * t131 + t107 * t132;
    const Value t134 = t126 * t131 + t125 * t130 + t127 * t132;
    const Value t135 = t115 * t130 + t131 * t120 + t132 * t111;
    const Value t136 = 0.003127439544 * t133 + 0.007735484874 * t134;
    const Value t137 = 0.007735484874 * t135 - 0.045305948634 * t133;
    const Value t138 = 0.735522 * t108 + (0.003127439544 * t124 + 0.045305948634 * t128) - (t135 * t137 + t134 * t136);
    const Value t139 = t127 * t105 + (t126 * t87 + t104 * t125);
    const Value t140 = t105 * t111 + (t104 * t115 + t87 * t120);
    const Value t141 = 0.045305948634 * t134 + 0.003127439544 * t135;
    const Value t142 = t136 * t133 + t135 * t141 + (0.735522 * t139 + (0.007735484874 * t124 - 0.045305948634 * t129));
    const Value t143 = 0.735522 * t140 - (0.003127439544 * t129 + 0.007735484874 * t128) + (t133 * t137 - t134 * t141);
    const Value t144 = t143 * t115 + (t106 * t138 + t142 * t125);
    const Value t145 = t126 * t142 + t88 * t138 + t143 * t120;
    const Value t146 = t107 * t138 + t142 * t127 + t143 * t111;
    const Value t147 = 0.015320008390949586 * t133 - 0.000395108718315752 * t134 - 0.001672482661783778 * t135;
    const Value t148 = 0.004909651967360946 * t135 - (0.001672482661783778 * t133 + 0.000548359106408232 * t134);
    const Value t149 = 0.012899064612428356 * t128 - 0.000395108718315752 * t129 - 0.000548359106408232 * t124 + (t135 * t147 - t133 * t148);
    const Value t150 = t149 + (0.045305948634 * t108 - 0.007735484874 * t140);
    const Value t151 = 0.012899064612428356 * t134 - 0.000395108718315752 * t133 - 0.000548359106408232 * t135;
    const Value t152 = t134 * t148 - t135 * t151 + (0.015320008390949586 * t129 - 0.000395108718315752 * t128 - 0.001672482661783778 * t124);
    const Value t153 = 0.004909651967360946 * t124 - (0.000548359106408232 * t128 + 0.001672482661783778 * t129) + (t151 * t133 - t147 * t134);
    const Value t154 = t152 - (0.045305948634 * t139 + 0.003127439544 * t140);
    const Value t155 = 0.003127439544 * t108 + 0.007735484874 * t139 + t153;
    const Value t156 = t63 * t101 + t56 * t80 + t74 * t102;
    const Value t157 = t72 * t61 - (t67 * t57 + t92 * t60);
    const Value t158 = t92 * t49 + t28 * t67 + t11 * t61;
    const Value t159 = t74 * t61 + (t63 * t67 + t92 * t80);
    const Value t160 = t74 * t68 + (t63 * t59 + t80 * t58);
    const Value t161 = t72 * t68 - (t58 * t60 + t57 * t59);
    const Value t162 = t11 * t68 + (t28 * t59 + t49 * t58);
    const Value t163 = 0.05034347249 * t160 + 0.014653732538 * t161;
    const Value t164 = 0.047121686402 * t160 - 0.014653732538 * t162;
    const Value t165 = 1.225946 * t156 - (0.047121686402 * t157 + 0.05034347249 * t158) + (t161 * t163 - t162 * t164);
    const Value t166 = t57 * t101 + t56 * t60;
    const Value t167 = t72 * t102 - t166;
    const Value t168 = t102 * t71 + t166;
    const Value t169 = 0.047121686402 * t161 + 0.05034347249 * t162;
    const Value t170 = 0.047121686402 * t159 - 0.014653732538 * t158 + 1.225946 * t167 - (t162 * t169 + t160 * t163);
    const Value t171 = t28 * t101 + t56 * t49 + t11 * t102;
    const Value t172 = 0.05034347249 * t159 + 0.014653732538 * t157 + 1.225946 * t171 + (t161 * t169 + t160 * t164);
    const Value t173 = t28 * t172 + (t63 * t165 - t57 * t170);
    const Value t174 = t165 * t80 - t170 * t60 + t49 * t172;
    const Value t175 = t11 * t172 + (t74 * t165 + t72 * t170);
    const Value t176 = 0.03942757095803552 * t160 - 0.00151524447332703 * t161 - 0.004600245517563106 * t162;
    const Value t177 = 0.010869510762828565 * t162 + (0.00216405205209813 * t161 - 0.004600245517563106 * t160);
    const Value t178 = t176 * t162 - t160 * t177 + (0.03146037232526039 * t157 - 0.00151524447332703 * t159 + 0.00216405205209813 * t158);
    const Value t179 = t178 + (0.014653732538 * t171 - 0.047121686402 * t156);
    const Value t180 = 0.00216405205209813 * t162 + (0.03146037232526039 * t161 - 0.00151524447332703 * t160);
    const Value t181 = 0.03942757095803552 * t159 - 0.00151524447332703 * t157 - 0.004600245517563106 * t158 + (t161 * t177 - t162 * t180);
    const Value t182 = t160 * t180 - t176 * t161 + (0.010869510762828565 * t158 + (0.00216405205209813 * t157 - 0.004600245517563106 * t159));
    const Value t183 = t181 + (0.047121686402 * t167 + 0.05034347249 * t171);
    const Value t184 = t182 - (0.014653732538 * t167 + 0.05034347249 * t156);
    const Value t185 = t48 * t29 + t47 * t50 + t12 * t54;
    const Value t186 = t28 * t48 + t47 * t49 + t54 * t11;
    const Value t187 = t48 * t20 + t47 * t5 - t54 * t3;
    const Value t188 = 0.06767727025085991 * t185 + 0.02771584317362585 * t186 + 0.0039053550262761 * t187;
    const Value t189 = 0.0039053550262761 * t185 - 0.00164448757736927 * t186 + 0.07758614905253959 * t187;
    const Value t190 = t12 * t26 + (t50 * t91 + t9 * t29);
    const Value t191 = t49 * t91 + t28 * t9 + t11 * t26;
    const Value t192 = t5 * t91 + t9 * t20 - t26 * t3;
    const Value t193 = t187 * t188 - t185 * t189 + (0.02771584317362585 * t190 + 0.03239943042445132 * t191 - 0.00164448757736927 * t192);
    const Value t194 = t29 * t98 + t50 * t46 + t12 * t99;
    const Value t195 = t20 * t98 + t46 * t5 - t99 * t3;
    const Value t196 = t28 * t98 + t49 * t46 + t11 * t99;
    const Value t197 = t193 + (0.09850206933 * t194 + 0.19076837715 * t195);
    const Value t198 = 0.02771584317362585 * t185 + 0.03239943042445132 * t186 - 0.00164448757736927 * t187;
    const Value t199 = t186 * t189 - t187 * t198 + (0.0039053550262761 * t192 + (0.02771584317362585 * t191 + 0.06767727025085991 * t190));
    const Value t200 = 0.07758614905253959 * t192 + (0.0039053550262761 * t190 - 0.00164448757736927 * t191) + (t198 * t185 - t186 * t188);
    const Value t201 = t199 + (0.374644408005 * t195 - 0.09850206933 * t196);
    const Value t202 = t200 - (0.19076837715 * t196 + 0.374644408005 * t194);
    const Value t203 = 0.374644408005 * t185 + 0.19076837715 * t186;
    const Value t204 = 0.19076837715 * t187 + 0.09850206933 * t185;
    const Value t205 = t186 * t203 + t187 * t204 + (0.09850206933 * t191 - 0.374644408005 * t192 + 3.587895 * t194);
    const Value t206 = 0.09850206933 * t186 - 0.374644408005 * t187;
    const Value t207 = t187 * t206 - t185 * t203 + (3.587895 * t196 - (0.19076837715 * t192 + 0.09850206933 * t190));
    const Value t208 = 0.374644408005 * t190 + 0.19076837715 * t191 + 3.587895 * t195 - (t185 * t204 + t186 * t206);
    const Value t209 = t29 * t205 + t28 * t207 + t20 * t208;
    const Value t210 = t208 * t5 + (t50 * t205 + t207 * t49);
    const Value t211 = t11 * t207 + t12 * t205 - t3 * t208;
    const Value t212 = t3 * t6 + (t21 * t24 - t2 * t5);
    const Value t213 = cosine[0] * t6 + (t23 * t24 + t2 * t0);
    const Value t214 = t41 * t2 + t27 * t24 - t6 * t10;
    const Value t215 = 0.126729164208 * t213 + 0.214708623208 * t212;
    const Value t216 = 0.214708623208 * t214 + 0.088844724872 * t213;
    const Value t217 = t95 * t23 - t0 * t40 + cosine[0] * t96;
    const Value t218 = t25 * t10 + (t41 * t90 + t27 * t8);
    const Value t219 = t21 * t8 - t90 * t5 - t3 * t25;
    const Value t220 = t8 * t23 + t90 * t0 - cosine[0] * t25;
    const Value t221 = t212 * t215 + t216 * t214 + (3.228604 * t217 + (0.126729164208 * t218 - 0.088844724872 * t219));
    const Value t222 = t40 * t5 + t21 * t95 + t3 * t96;
    const Value t223 = t27 * t95 - t41 * t40 - t96 * t10;
    const Value t224 = 0.126729164208 * t214 - 0.088844724872 * t212;
    const Value t225 = 3.228604 * t222 + (0.088844724872 * t220 + 0.214708623208 * t218) - (t213 * t215 + t224 * t214);
    const Value t226 = 3.228604 * t223 - (0.126729164208 * t220 + 0.214708623208 * t219) + (t224 * t212 - t216 * t213);
    const Value t227 = t23 * t221 + (t21 * t225 + t27 * t226);
    const Value t228 = t41 * t226 - t5 * t225 + t0 * t221;
    const Value t229 = cosine[0] * t221 + (t3 * t225 - t226 * t10);
    const Value t230 = 0.05649492601407083 * t214 - 0.008248333140675744 * t212 - 0.005487648106562256 * t213;
    const Value t231 = 0.01824920229252011 * t213 - (0.005487648106562256 * t214 + 0.004377257121839584 * t212);
    const Value t232 = t230 * t213 - t231 * t214 + (0.052878381999606115 * t219 - 0.008248333140675744 * t218 - 0.004377257121839584 * t220);
    const Value t233 = t232 - (0.214708623208 * t223 + 0.088844724872 * t217);
    const Value t234 = 0.052878381999606115 * t212 - 0.008248333140675744 * t214 - 0.004377257121839584 * t213;
    const Value t235 = 0.05649492601407083 * t218 - 0.008248333140675744 * t219 - 0.005487648106562256 * t220 + (t212 * t231 - t234 * t213);
    const Value t236 = 0.01824920229252011 * t220 - (0.004377257121839584 * t219 + 0.005487648106562256 * t218) + (t214 * t234 - t230 * t212);
    const Value t237 = t235 + (0.126729164208 * t217 + 0.214708623208 * t222);
    const Value t238 = 0.088844724872 * t222 - 0.126729164208 * t223 + t236;
    const Value t239 = t17 * t22 - t4 * t1 - sine[0] * qd[0];
    const Value t240 = t0 * t1 - t22 * t23 - cosine[0] * qd[0];
    const Value t241 = t22 * cosine[1] + sine[1] * t1;
    const Value t242 = 0.00850351162402155 * t239 - 0.00398335888393552 * t240 + 0.01026110182100817 * t241;
    const Value t243 = 0.026534991901690206 * t241 + (0.01026110182100817 * t239 + 0.0007689361029464 * t240);
    const Value t244 = t89 * t0 + t23 * t7;
    const Value t245 = t17 * t7 + t4 * t89;
    const Value t246 = t89 * sine[1] - t7 * cosine[1];
    const Value t247 = 0.0007689361029464 * t246 + (0.028124284712194955 * t244 + 0.00398335888393552 * t245) + (t242 * t241 - t239 * t243);
    const Value t248 = 0.0007689361029464 * t241 + (0.028124284712194955 * t240 - 0.00398335888393552 * t239);
    const Value t249 = t240 * t243 - t248 * t241 + (0.01026110182100817 * t246 - (0.00850351162402155 * t245 + 0.00398335888393552 * t244));
    const Value t250 = 0.0007689361029464 * t244 - 0.01026110182100817 * t245 + 0.026534991901690206 * t246 + (t239 * t248 - t240 * t242);
    const Value t251 = t36 * t227 - t228 * t30 + (cosine[0] * t238 + (t3 * t233 - t10 * t237)) - (t247 * cosine[0] + sine[0] * t249);
    const Value t252 = t51 * t173 - t32 * t174 + (t11 * t184 + (t72 * t179 + t74 * t183)) + (t251 + (t11 * t197 + t12 * t201 - t3 * t202 + (t209 * t42 - t210 * t31)));
    const Value t253 = 0.126729164208 * t3 - 0.088844724872 * t10 - 0.214708623208 * cosine[0] + 3.228604 * t13 + (1.655237772 + (0.215426358 + (0.002031994566 * sine[0] + 0.01857971472 * cosine[0])));
    const Value t254 = 1.225946 * t15 + (0.05034347249 * t72 - 0.014653732538 * t74 - 0.047121686402 * t11) + (3.587895 * t14 + (0.374644408005 * t11 - 0.19076837715 * t12 - 0.09850206933 * t3) + t253);
    const Value t255 = t254 + (0.100241616695 * t75 - 0.023526756935 * t112 - 0.017527158935 * t71 + 1.666555 * t15) + (0.735522 * t76 + (0.007735484874 * t107 - 0.003127439544 * t127 + 0.045305948634 * t111));
    const Value t256 = 0.062258235706193925 * t255;
    const Value t257 = t62 * t71 + (t93 * t60 + t57 * t73);
    const Value t258 = t62 * t112 + (t121 * t93 + t116 * t73);
    const Value t259 = t75 * t62 + (t93 * t81 + t64 * t73);
    const Value t260 = t56 * t81 + t64 * t101 + t75 * t102;
    const Value t261 = t116 * t101 + t56 * t121 + t102 * t112;
    const Value t262 = t116 * t79 + t78 * t121 + t85 * t112;
    const Value t263 = t85 * t75 + (t79 * t64 + t78 * t81);
    const Value t264 = t78 * t60 + t79 * t57 + t85 * t71;
    const Value t265 = 0.100241616695 * t262 + 0.023526756935 * t263;
    const Value t266 = 0.017527158935 * t263 + 0.100241616695 * t264;
    const Value t267 = 1.666555 * t260 + (0.023526756935 * t257 - 0.017527158935 * t258) - (t265 * t262 + t266 * t264);
    const Value t268 = 0.023526756935 * t264 - 0.017527158935 * t262;
    const Value t269 = 0.100241616695 * t257 + 0.017527158935 * t259 + 1.666555 * t261 + (t265 * t263 + t268 * t264);
    const Value t270 = 1.666555 * t168 - (0.100241616695 * t258 + 0.023526756935 * t259) + (t266 * t263 - t268 * t262);
    const Value t271 = t267 * t64 + t116 * t269 + t57 * t270;
    const Value t272 = t270 * t60 + (t267 * t81 + t121 * t269);
    const Value t273 = t71 * t270 + (t269 * t112 + t267 * t75);
    const Value t274 = 0.00248046035817079 * t263 + 0.001524110902883315 * t262 - 0.000103758917218685 * t264;
    const Value t275 = 9.3569097314605e-05 * t262 - 0.000103758917218685 * t263 + 0.01179456023023895 * t264;
    const Value t276 = t274 * t264 - t263 * t275 + (9.3569097314605e-05 * t257 + (0.001524110902883315 * t259 + 0.01056776613310695 * t258));
    const Value t277 = t276 - (0.017527158935 * t260 + 0.100241616695 * t168);
    const Value t278 = 0.01056776613310695 * t262 + 0.001524110902883315 * t263 + 9.3569097314605e-05 * t264;
    const Value t279 = t262 * t275 - t278 * t264 + (0.001524110902883315 * t258 + 0.00248046035817079 * t259 - 0.000103758917218685 * t257);
    const Value t280 = t263 * t278 - t262 * t274 + (9.3569097314605e-05 * t258 - 0.000103758917218685 * t259 + 0.01179456023023895 * t257);
    const Value t281 = 0.017527158935 * t261 - 0.023526756935 * t168 + t279;
    const Value t282 = 0.023526756935 * t260 + 0.100241616695 * t261 + t280;
    const Value t283 = t82 * t144 - t145 * t65 + (t155 * t111 + (t127 * t150 + t154 * t107)) + (t252 + (t271 * t51 - t32 * t272 + (t277 * t112 + t75 * t281 + t282 * t71)));
    const Value t284 = 0.002031994566 * t240 - 0.01857971472 * t239;
    const Value t285 = 0.00226100637 * t239 + 0.002031994566 * t241;
    const Value t286 = 0.01857971472 * t246 + 0.00226100637 * t244 + (t285 * t241 + t240 * t284);
    const Value t287 = 0.01857971472 * t241 + 0.00226100637 * t240;
    const Value t288 = 0.00226100637 * t245 - 0.002031994566 * t246 + (t287 * t241 - t239 * t284);
    const Value t289 = 0.002031994566 * t244 + 0.01857971472 * t245 - (t240 * t287 + t239 * t285);
    const Value t290 = t286 * t17 - t23 * t288 + t289 * cosine[1];
    const Value t291 = t286 * t4 - t0 * t288 - t289 * sine[1];
    const Value t292 = t146 + (t273 + (t175 + (t211 + (t229 - (cosine[0] * t288 + t286 * sine[0])))));
    const Value t293 = 0.0192614005 * qd[0] * qd[0];
    const Value t294 = qd[0] * (0.010343993404 * qd[0]);
    const Value t295 = t293 * sine[1] + t294 * cosine[1];
    const Value t296 = t294 * sine[1] - t293 * cosine[1];
    const Value t297 = t144 + (t271 + (t173 + (t209 + (t290 - t295 + t227))));
    const Value t298 = 0.0192614005 * cosine[1] - 0.010343993404 * sine[1] + (0.01857971472 * t0 - 0.002031994566 * t4 - 0.00226100637 * sine[1]);
    const Value t299 = 3.587895 * t42 + (0.09850206933 * t5 + (0.374644408005 * t49 - 0.19076837715 * t50)) + (t298 + (0.088844724872 * t41 - 0.126729164208 * t5 - 0.214708623208 * t0 + 1.020238864 * t0));
    const Value t300 = t299 + (1.225946 * t51 - (0.047121686402 * t49 + (0.05034347249 * t60 + 0.014653732538 * t80))) + (1.666555 * t51 + (0.100241616695 * t81 - 0.023526756935 * t121 - 0.017527158935 * t60));
    const Value t301 = 0.062258235706193925 * (t300 + (0.735522 * t82 + (0.045305948634 * t120 + (0.007735484874 * t88 - 0.003127439544 * t126))));
    const Value t302 = t145 + (t174 + (t210 + (t228 + (t296 + t291))) + t272);
    const Value t303 = 0.010343993404 * cosine[1] + 0.0192614005 * sine[1] + (0.00226100637 * cosine[1] + (0.01857971472 * t23 - 0.002031994566 * t17));
    const Value t304 = 0.126729164208 * t21 + 0.088844724872 * t27 - 0.214708623208 * t23 + 1.020238864 * t23 + t303 + (3.587895 * t31 + (0.374644408005 * t28 - 0.19076837715 * t29 + 0.09850206933 * t20));
    const Value t305 = 1.225946 * t32 - (0.05034347249 * t57 + 0.014653732538 * t63 + 0.047121686402 * t28) + t304 + (1.666555 * t32 + (0.100241616695 * t64 - 0.023526756935 * t116 - 0.017527158935 * t57));
    const Value t306 = 0.062258235706193925 * (0.735522 * t65 + (0.007735484874 * t106 - 0.003127439544 * t125 + 0.045305948634 * t115) + t305);
    const Value t307 = 0.006772 * qd[0] * qd[0];
    const Value t308 = 0.019169 * qd[0] * qd[0];
    const Value t309 = t250 * cosine[1] + (t17 * t249 - t247 * t23) + 0.333 * t291 + (0.333 * t296 + (t307 * cosine[1] - t308 * sine[1]));
    const Value t310 = t28 * t197 + t29 * t201 + t20 * t202 + (t210 * t14 - t42 * t211) + (t23 * t238 + (t21 * t233 + t27 * t237) + (t228 * t13 - t36 * t229) + t309);
    const Value t311 = t57 * t282 + (t64 * t281 + t116 * t277) + (t272 * t15 - t273 * t51) + (t310 + (t28 * t184 + (t63 * t183 - t57 * t179) + (t174 * t15 - t51 * t175)));
    const Value t312 = 0.333 * t295 - (t308 * cosine[1] + t307 * sine[1]) + (t4 * t249 - t247 * t0 - t250 * sine[1] - 0.333 * t290);
    const Value t313 = t50 * t201 + t197 * t49 + t202 * t5 + (t31 * t211 - t209 * t14) + (t41 * t237 - t233 * t5 + t238 * t0 + (t30 * t229 - t227 * t13) + t312);
    const Value t314 = t273 * t32 - t271 * t15 + (t282 * t60 + (t281 * t81 + t121 * t277)) + (t175 * t32 - t173 * t15 + (t80 * t183 - t179 * t60 + t49 * t184) + t313);
    const Value t315 = t311 + (t145 * t76 - t146 * t82 + (t155 * t115 + (t154 * t106 + t125 * t150))) - (t302 * t256 - t292 * t301);
    const Value t316 = t314 + (t146 * t65 - t144 * t76 + (t155 * t120 + (t126 * t150 + t154 * t88))) - (t292 * t306 - t256 * t297);
    h_dot[0] = t302;
    h_dot[1] = t297;
    h_dot[2] = t292;
    h_dot[3] = t316;
    h_dot[4] = t315;
    h_dot[5] = t283 - (t301 * t297 - t302 * t306);
  }
};
/// centroidal_momentum_matrix_dot_v at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct CentroidalMomentumMatrixDotVLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* h_dot) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], qd_lanes[7], h_dot_lanes[6];
    gather(q_lanes, q, 7, k, valid);
    gather(qd_lanes, qd, 7, k, valid);
    CentroidalMomentumMatrixDotVBody()(sin_cos, q_lanes, qd_lanes, h_dot_lanes);
    scatter(h_dot, h_dot_lanes, 6, k, valid);
  }
};
}  // namespace
void centroidal_momentum_matrix_dot_v(const double* q, const double* qd, double* h_dot) {
  evaluate(CentroidalMomentumMatrixDotVBody(), q, qd, h_dot);
}
void centroidal_momentum_matrix_dot_v_batch(int count, const double* q, const double* qd, double* h_dot) {
  evaluate_batch(CentroidalMomentumMatrixDotVLanes(), count, q, qd, h_dot);
}


// Built from: recursion: Newton-Euler program, grouped inertial parameters; J^T w added.
// 517 multiplications, 405 additions, 0 divisions, 14 function calls.
namespace {
struct InverseDynamicsWrenchBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, const Value* w, Value* tau) const {
    Value sine[7], cosine[7];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5], q[6], q[0]);
    const Value t0 = cosine[0] * qd[0];
    const Value t1 = t0 * qd[1];
    const Value t2 = qdd[0] * sine[0] + t1;
    const Value t3 = 0.316 * (t1 + t2);
    const Value t4 = sine[0] * qd[0];
    const Value t5 = cosine[1] * qd[1] + t4 * sine[1];
    const Value t6 = qdd[1] * sine[1] - cosine[1] * t2 + t5 * qd[2];
    const Value t7 = qdd[0] * cosine[0];
    const Value t8 = t4 * qd[1];
    const Value t9 = qdd[2] + (t7 - t8);
    const Value t10 = t8 - t7;
    const Value t11 = qd[1] * sine[1] - t4 * cosine[1];
    const Value t12 = t0 + qd[2];
    const Value t13 = cosine[2] * t12 - sine[2] * t11;
    const Value t14 = cosine[2] * t6 + sine[2] * t9 + t13 * qd[3];
    const Value t15 = qd[3] - t5;
    const Value t16 = t14 + t13 * t15;
    const Value t17 = sine[2] * t12 + cosine[2] * t11;
    const Value t18 = cosine[2] * t9 - t6 * sine[2] - t17 * qd[3];
    const Value t19 = t15 * t17 - t18;
    const Value t20 = 0.316 * (t4 * t0 - qdd[1]) + 9.81 * sine[0];
    const Value t21 = t3 * cosine[1] + t20 * sine[1];
    const Value t22 = t3 * sine[1] - t20 * cosine[1];
    const Value t23 = t5 * t11;
    const Value t24 = t23 + t9;
    const Value t25 = t21 + 0.0825 * t24;
    const Value t26 = 0.384 * t16 - 0.0825 * t19 - t25;
    const Value t27 = t13 * t17;
    const Value t28 = t11 * qd[2];
    const Value t29 = qdd[1] * cosine[1] + t2 * sine[1];
    const Value t30 = t28 - t29 + qdd[3];
    const Value t31 = t29 - t28;
    const Value t32 = t27 - t30;
    const Value t33 = t27 + t30;
    const Value t34 = t15 * t15;
    const Value t35 = t34 + t13 * t13;
    const Value t36 = t34 + t17 * t17;
    const Value t37 = t12 * t12;
    const Value t38 = t37 + t5 * t5;
    const Value t39 = t22 - 0.0825 * t38;
    const Value t40 = 9.81 * cosine[0] - 0.316 * (t4 * t4 + qd[1] * qd[1]);
    const Value t41 = 0.0825 * (t12 * t11 - t31) + t40;
    const Value t42 = t41 * sine[2] + cosine[2] * t39;
    const Value t43 = t41 * cosine[2] - sine[2] * t39;
    const Value t44 = t42 + (0.384 * t32 + 0.0825 * t35);
    const Value t45 = cosine[3] * t26 + sine[3] * t44;
    const Value t46 = cosine[3] * t44 - sine[3] * t26;
    const Value t47 = cosine[3] * t15 + t17 * sine[3];
    const Value t48 = qd[5] + t47;
    const Value t49 = cosine[3] * t17 - t15 * sine[3];
    const Value t50 = t13 + qd[4];
    const Value t51 = cosine[4] * t49 + t50 * sine[4];
    const Value t52 = t14 * cosine[3] - t30 * sine[3] - qd[4] * t47;
    const Value t53 = t18 + qdd[4];
    const Value t54 = t53 * cosine[4] - t52 * sine[4];
    const Value t55 = qd[5] * t51;
    const Value t56 = t54 - t55;
    const Value t57 = qdd[6] + (t55 - t54);
    const Value t58 = t48 * t51 - t56;
    const Value t59 = t45 + 0.088 * t58;
    const Value t60 = t43 - (0.0825 * t33 + 0.384 * t36);
    const Value t61 = cosine[4] * t46 + t60 * sine[4];
    const Value t62 = t48 * t48;
    const Value t63 = sine[4] * t49;
    const Value t64 = t50 * cosine[4];
    const Value t65 = t64 - t63;
    const Value t66 = t63 - t64 + qd[6];
    const Value t67 = t62 + t65 * t65;
    const Value t68 = t61 - 0.088 * t67;
    const Value t69 = 0.007735484874 * (t59 * cosine[5] - sine[5] * t68) + 0.003127439544 * (sine[5] * t59 + cosine[5] * t68);
    const Value t70 = qd[4] * t49 + (t14 * sine[3] + cosine[3] * t30);
    const Value t71 = qdd[5] + t70;
    const Value t72 = t53 * sine[4] + t52 * cosine[4] + qd[5] * t65;
    const Value t73 = t48 * cosine[5] - sine[5] * t51;
    const Value t74 = t73 * qd[6] + (sine[5] * t71 + t72 * cosine[5]);
    const Value t75 = cosine[5] * t51 + sine[5] * t48;
    const Value t76 = t71 * cosine[5] - sine[5] * t72 - t75 * qd[6];
    const Value t77 = 0.000548359106408232 * t66 + 0.000395108718315752 * t75;
    const Value t78 = 0.00242094377852123 * t75 - 0.000395108718315752 * t73 - 0.001672482661783778 * t66;
    const Value t79 = 0.004909651967360946 * t57 - (0.001672482661783778 * t74 + 0.000548359106408232 * t76) - (t77 * t75 + t73 * t78);
    const Value t80 = t69 + t79;
    const Value t81 = cosine[0] * cosine[6];
    const Value t82 = t81 * cosine[1] - sine[6] * sine[1];
    const Value t83 = t81 * sine[1] + sine[6] * cosine[1];
    const Value t84 = sine[0] * cosine[6];
    const Value t85 = sine[2] * t84 + cosine[2] * t82;
    const Value t86 = cosine[3] * t85 - sine[3] * t83;
    const Value t87 = cosine[2] * t84 - t82 * sine[2];
    const Value t88 = t87 * sine[4] + cosine[4] * t86;
    const Value t89 = t86 * sine[4] - cosine[4] * t87;
    const Value t90 = t85 * sine[3] + cosine[3] * t83;
    const Value t91 = cosine[5] * t88 + sine[5] * t90;
    const Value t92 = cosine[5] * t90 - sine[5] * t88;
    const Value t93 = t89 * w[5] + (t91 * w[3] + t92 * w[4]);
    const Value t94 = w[2] * t89 + (t91 * w[0] + t92 * w[1]);
    const Value t95 = cosine[0] * sine[6];
    const Value t96 = t95 * cosine[1] + cosine[6] * sine[1];
    const Value t97 = t95 * sine[1] - cosine[6] * cosine[1];
    const Value t98 = sine[6] * sine[0];
    const Value t99 = t96 * cosine[2] + t98 * sine[2];
    const Value t100 = t99 * sine[3] + t97 * cosine[3];
    const Value t101 = cosine[3] * t99 - t97 * sine[3];
    const Value t102 = cosine[2] * t98 - t96 * sine[2];
    const Value t103 = t102 * sine[4] + t101 * cosine[4];
    const Value t104 = t101 * sine[4] - t102 * cosine[4];
    const Value t105 = sine[5] * t100 + t103 * cosine[5];
    const Value t106 = cosine[5] * t100 - sine[5] * t103;
    const Value t107 = w[3] * t105 + w[4] * t106 + t104 * w[5];
    const Value t108 = w[0] * t105 + w[1] * t106 + w[2] * t104;
    const Value t109 = sine[0] * cosine[1];
    const Value t110 = cosine[2] * cosine[0] + sine[2] * t109;
    const Value t111 = cosine[0] * sine[2] - cosine[2] * t109;
    const Value t112 = sine[0] * sine[1];
    const Value t113 = t112 * sine[3] + t111 * cosine[3];
    const Value t114 = t110 * sine[4] + t113 * cosine[4];
    const Value t115 = t113 * sine[4] - t110 * cosine[4];
    const Value t116 = t111 * sine[3] - cosine[3] * t112;
    const Value t117 = t114 * cosine[5] + sine[5] * t116;
    const Value t118 = cosine[5] * t116 - sine[5] * t114;
    const Value t119 = t117 * w[3] + w[4] * t118 + t115 * w[5];
    const Value t120 = w[1] * t118 + t117 * w[0] + w[2] * t115;
    const Value t121 = t60 * cosine[4] - sine[4] * t46;
    const Value t122 = t51 * t65;
    const Value t123 = t71 + t122;
    const Value t124 = t121 + 0.088 * t123;
    const Value t125 = 0.004909651967360946 * t66 - (0.000548359106408232 * t73 + 0.001672482661783778 * t75);
    const Value t126 = 0.00242094377852123 * t74 - 0.000395108718315752 * t76 - 0.001672482661783778 * t57 + (t73 * t125 + t77 * t66);
    const Value t127 = t66 * t78 - t125 * t75 - (0.000548359106408232 * t57 + 0.000395108718315752 * t74) + 0.007735484874 * t124;
    const Value t128 = 0.003127439544 * t124 + t126;
    const Value t129 = 0.003127439544 * (t74 + t66 * t73) - 0.007735484874 * (t66 * t75 - t76);
    const Value t130 = t129 + (0.164967552695 * t123 + 0.068832705569 * (t51 * t51 + t62));
    const Value t131 = t66 * t66;
    const Value t132 = 0.005511034382675315 * t51 + 9.3569097314605e-05 * t48;
    const Value t133 = 0.005511034382675315 * t65 - 0.000884123530507804 * t51 - 0.000103758917218685 * t48;
    const Value t134 = 9.3569097314605e-05 * t56 - 0.000103758917218685 * t72 + 0.030389507210667306 * t71 + (t132 * t51 - t133 * t65);
    const Value t135 = 0.088 * t129 + (sine[5] * t128 + cosine[5] * t127 + (0.068832705569 * t61 + 0.164967552695 * t121 + t134));
    const Value t136 = 0.333 + 0.316 * cosine[0];
    const Value t137 = t136 - 0.0825 * t109;
    const Value t138 = 0.384 * t110 - 0.0825 * t111 + t137;
    const Value t139 = 0.088 * t114 + t138;
    const Value t140 = t139 - t138;
    const Value t141 = t139 - t137;
    const Value t142 = t139 - t136;
    const Value t143 = t139 - 0.333;
    const Value t144 = 0.316 * t98;
    const Value t145 = t144 + 0.0825 * t96;
    const Value t146 = t145 + (0.384 * t102 - 0.0825 * t99);
    const Value t147 = t146 + 0.088 * t103;
    const Value t148 = t147 - t146;
    const Value t149 = t147 - t145;
    const Value t150 = t147 - t144;
    const Value t151 = 0.316 * t84;
    const Value t152 = t151 + 0.0825 * t82;
    const Value t153 = t152 + (0.384 * t87 - 0.0825 * t85);
    const Value t154 = t153 + 0.088 * t88;
    const Value t155 = t154 - t153;
    const Value t156 = t154 - t152;
    const Value t157 = t154 - t151;
    const Value t158 = t94 * (t140 * t100 - t116 * t148) + t135 + t108 * (t155 * t116 - t140 * t90) + t120 * (t90 * t148 - t100 * t155);
    const Value t159 = 0.030389507210667306 * t48 + (9.3569097314605e-05 * t65 - 0.000103758917218685 * t51);
    const Value t160 = 0.005511034382675315 * t72 + 9.3569097314605e-05 * t71 + (t48 * t133 - t159 * t51) - 0.164967552695 * t45;
    const Value t161 = t159 * t65 - t48 * t132 + (0.005511034382675315 * t56 - 0.000884123530507804 * t72 - 0.000103758917218685 * t71);
    const Value t162 = t128 * cosine[5] - sine[5] * t127 + (t161 - 0.068832705569 * t45);
    const Value t163 = t73 * t75;
    const Value t164 = 0.003127439544 * (t131 + t75 * t75) + 0.007735484874 * (t57 + t163);
    const Value t165 = 0.007735484874 * (t131 + t73 * t73) + 0.003127439544 * (t163 - t57);
    const Value t166 = 0.068832705569 * (t122 - t71) + 0.164967552695 * t67 + (sine[5] * t164 + cosine[5] * t165);
    const Value t167 = t164 * cosine[5] - sine[5] * t165;
    const Value t168 = t160 - t80 - 0.088 * t167;
    const Value t169 = 0.00151524447332703 * t47 + 0.024230847133882086 * t49 - 0.004600245517563106 * t50;
    const Value t170 = 0.00216405205209813 * t50 - 0.00151524447332703 * t49;
    const Value t171 = t169 * t47 + t170 * t49 + (0.027133159263935513 * t53 - (0.00216405205209813 * t70 + 0.004600245517563106 * t52));
    const Value t172 = 0.014653732538 * t45 - 0.067870631425 * t46 + t171 + (t168 * cosine[4] + sine[4] * t162);
    const Value t173 = t94 * (t102 * t140 - t110 * t148) + t172 + t108 * (t110 * t155 - t140 * t87) + (t87 * t148 - t102 * t155) * t120;
    const Value t174 = 0.027133159263935513 * t50 - (0.00216405205209813 * t47 + 0.004600245517563106 * t49);
    const Value t175 = 0.024230847133882086 * t52 + 0.00151524447332703 * t70 - 0.004600245517563106 * t53 - (t170 * t50 + t174 * t47);
    const Value t176 = cosine[4] * t162 - t168 * sine[4] + (t175 + 0.067870631425 * t60);
    const Value t177 = t50 * t169 - t174 * t49 + (0.00216405205209813 * t53 - 0.00151524447332703 * t52) + 0.014653732538 * t60;
    const Value t178 = t177 - t135;
    const Value t179 = cosine[4] * t130 - sine[4] * t166 + (0.067870631425 * (t52 - t50 * t47) - 0.014653732538 * (t50 * t49 + t70));
    const Value t180 = t179 - (0.49008027465 * t33 + 1.720683553603 * t36);
    const Value t181 = t50 * t50;
    const Value t182 = 0.13876407268546084 * t17 - 0.00164448757736927 * t15;
    const Value t183 = 0.13876407268546084 * t13 + 0.540829284939183 * t17 + 0.0039053550262761 * t15;
    const Value t184 = t182 * t17 - t13 * t183 + (0.632524057252814 * t30 + (0.0039053550262761 * t14 - 0.00164448757736927 * t18));
    const Value t185 = t184 - (1.720683553603 * t42 + 0.49008027465 * t43) - (t178 * cosine[3] + t176 * sine[3]);
    const Value t186 = t49 * t47;
    const Value t187 = t167 + (0.164967552695 * t58 - 0.068832705569 * (t72 + t48 * t65)) + (0.067870631425 * (t181 + t49 * t49) + 0.014653732538 * (t53 - t186));
    const Value t188 = 0.014653732538 * (t181 + t47 * t47) - 0.067870631425 * (t53 + t186) - (t130 * sine[4] + cosine[4] * t166);
    const Value t189 = t188 * cosine[3] + t187 * sine[3];
    const Value t190 = t187 * cosine[3] - t188 * sine[3];
    const Value t191 = 1.720683553603 * t16 - 0.49008027465 * t19 + t190;
    const Value t192 = t189 + (1.720683553603 * t32 + 0.49008027465 * t35);
    const Value t193 = 0.384 * t189 + 0.0825 * t179;
    const Value t194 = t185 - t193 + t94 * (t97 * t141 + t149 * t112) - t108 * (t112 * t156 + t141 * t83) + t120 * (t149 * t83 - t97 * t156);
    const Value t195 = 0.028227094878 * (t23 - t9) - 0.684157959872 * t38 + (cosine[2] * t192 - sine[2] * t180);
    const Value t196 = 0.684157959872 * t24 - 0.028227094878 * (t37 + t11 * t11) - t191;
    const Value t197 = 0.0825 * t191;
    const Value t198 = 0.0039053550262761 * t17 - 0.00164448757736927 * t13 + 0.632524057252814 * t15;
    const Value t199 = 0.0039053550262761 * t30 + (0.13876407268546084 * t18 + 0.540829284939183 * t14) + (t13 * t198 - t182 * t15);
    const Value t200 = t15 * t183 - t198 * t17 + (0.13876407268546084 * t14 - 0.00164448757736927 * t30) - 0.49008027465 * t25;
    const Value t201 = 0.384 * t190 + (t176 * cosine[3] - t178 * sine[3] + (t199 - 1.720683553603 * t25));
    const Value t202 = t200 + t172 + 0.0825 * t190;
    const Value t203 = 0.000121912420950744 * t11 + 0.004377257121839584 * t12;
    const Value t204 = 0.01159586409516604 * t11 - 0.000121912420950744 * t5 - 0.005487648106562256 * t12;
    const Value t205 = 0.12445520614822143 * t9 - (0.005487648106562256 * t6 + 0.004377257121839584 * t31) - (t203 * t11 + t5 * t204);
    const Value t206 = cosine[2] * t202 + sine[2] * t201 + (0.684157959872 * t21 - 0.028227094878 * t22 + t205);
    const Value t207 = t108 * (cosine[0] * t157 - t84 * t142) + (t94 * (t98 * t142 - t150 * cosine[0]) + (t206 - t197)) + (t150 * t84 - t98 * t157) * t120;
    const Value t208 = 0.12445520614822143 * t12 - (0.004377257121839584 * t5 + 0.005487648106562256 * t11);
    const Value t209 = t5 * t208 + t12 * t203 + (0.01159586409516604 * t6 - 0.000121912420950744 * t31 - 0.005487648106562256 * t9);
    const Value t210 = t204 * t12 - t208 * t11 - (0.000121912420950744 * t6 + 0.004377257121839584 * t9) - 0.684157959872 * t40;
    const Value t211 = t193 - t185 + t210 - 0.0825 * (sine[2] * t192 + cosine[2] * t180);
    const Value t212 = 0.028227094878 * t40 + t209 + (cosine[2] * t201 - sine[2] * t202);
    const Value t213 = 0.00398335888393552 * t0 - 0.9896232897634767 * t4 + 0.01026110182100817 * qd[1];
    const Value t214 = 0.00398335888393552 * t4 + 0.0007689361029464 * qd[1];
    const Value t215 = 0.0007689361029464 * t10 - 0.01026110182100817 * t2 + 1.0357790547533403 * qdd[1] + (t213 * t0 - t214 * t4);
    const Value t216 = t212 * sine[1] + t211 * cosine[1] + (t215 + (0.01993386669246 * cosine[0] - 30.45357582685272 * sine[0]));
    const Value t217 = t94 * (t143 * cosine[6]) + (0.316 * (cosine[1] * t195 - t196 * sine[1]) + t216) + t108 * (t143 * sine[6]);
    const Value t218 = 1.0357790547533403 * qd[1] - (0.01026110182100817 * t4 + 0.0007689361029464 * t0);
    const Value t219 = cosine[0] * (t4 * t218 + t213 * qd[1] + (0.0007689361029464 * qdd[1] + 0.00398335888393552 * t2) + (t197 - t206));
    const Value t220 = 0.01026110182100817 * qdd[1] - (0.00398335888393552 * t10 + 0.9896232897634767 * t2) - (t214 * qd[1] + t218 * t0);
    const Value t221 = sine[0] * (t212 * cosine[1] - t211 * sine[1] + t220 - 0.316 * (t196 * cosine[1] + t195 * sine[1])) + t219;
    tau[0] = 0.03733744848940618 * qdd[0] - t221 - t94 * t147 + t108 * t154 + t119;
    tau[1] = t217 - (sine[6] * t147 + t154 * cosine[6]) * t120 - sine[6] * t93 + t107 * cosine[6];
    tau[2] = cosine[0] * t119 + (t207 + t84 * t93 + t98 * t107);
    tau[3] = t93 * t83 + t194 + t97 * t107 - t112 * t119;
    tau[4] = t173 + t87 * t93 + t102 * t107 + t110 * t119;
    tau[5] = t119 * t116 + (t158 + t93 * t90 + t100 * t107);
    tau[6] = t107 * t104 + (t93 * t89 + t80) + t119 * t115;
  }
};
/// inverse_dynamics_wrench at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct InverseDynamicsWrenchLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, const double* w, double* tau) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], qd_lanes[7], qdd_lanes[7], w_lanes[6], tau_lanes[7];
    gather(q_lanes, q, 7, k, valid);
    gather(qd_lanes, qd, 7, k, valid);
    gather(qdd_lanes, qdd, 7, k, valid);
    gather(w_lanes, w, 6, k, valid);
    InverseDynamicsWrenchBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, w_lanes, tau_lanes);
    scatter(tau, tau_lanes, 7, k, valid);
  }
};
}  // namespace
void inverse_dynamics_wrench(const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  evaluate(InverseDynamicsWrenchBody(), q, qd, qdd, w, tau);
}
void inverse_dynamics_wrench_batch(int count, const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  evaluate_batch(InverseDynamicsWrenchLanes(), count, q, qd, qdd, w, tau);
}


// Built from: recursion: Newton-Euler program with link wrenches, grouped inertial parameters.
// 360 multiplications, 329 additions, 0 divisions, 12 function calls.
namespace {
struct InverseDynamicsExternalBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, const Value* fext, Value* tau) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5], q[6]);
    const Value t0 = cosine[0] * qd[0];
    const Value t1 = t0 * qd[1];
    const Value t2 = qdd[0] * sine[0] + t1;
    const Value t3 = 0.316 * (t1 + t2);
    const Value t4 = sine[0] * qd[0];
    const Value t5 = cosine[1] * qd[1] + t4 * sine[1];
    const Value t6 = qdd[1] * sine[1] - cosine[1] * t2 + t5 * qd[2];
    const Value t7 = qdd[0] * cosine[0];
    const Value t8 = t4 * qd[1];
    const Value t9 = qdd[2] + (t7 - t8);
    const Value t10 = t8 - t7;
    const Value t11 = qd[1] * sine[1] - t4 * cosine[1];
    const Value t12 = t0 + qd[2];
    const Value t13 = cosine[2] * t12 - sine[2] * t11;
    const Value t14 = cosine[2] * t6 + sine[2] * t9 + t13 * qd[3];
    const Value t15 = qd[3] - t5;
    const Value t16 = t14 + t13 * t15;
    const Value t17 = sine[2] * t12 + cosine[2] * t11;
    const Value t18 = cosine[2] * t9 - t6 * sine[2] - t17 * qd[3];
    const Value t19 = t15 * t17 - t18;
    const Value t20 = 0.316 * (t4 * t0 - qdd[1]) + 9.81 * sine[0];
    const Value t21 = t3 * cosine[1] + t20 * sine[1];
    const Value t22 = t3 * sine[1] - t20 * cosine[1];
    const Value t23 = t5 * t11;
    const Value t24 = t23 + t9;
    const Value t25 = t21 + 0.0825 * t24;
    const Value t26 = 0.384 * t16 - 0.0825 * t19 - t25;
    const Value t27 = t13 * t17;
    const Value t28 = t11 * qd[2];
    const Value t29 = qdd[1] * cosine[1] + t2 * sine[1];
    const Value t30 = t28 - t29 + qdd[3];
    const Value t31 = t29 - t28;
    const Value t32 = t27 - t30;
    const Value t33 = t27 + t30;
    const Value t34 = t15 * t15;
    const Value t35 = t34 + t13 * t13;
    const Value t36 = t34 + t17 * t17;
    const Value t37 = t12 * t12;
    const Value t38 = t37 + t5 * t5;
    const Value t39 = t22 - 0.0825 * t38;
    const Value t40 = 9.81 * cosine[0] - 0.316 * (t4 * t4 + qd[1] * qd[1]);
    const Value t41 = 0.0825 * (t12 * t11 - t31) + t40;
    const Value t42 = t41 * sine[2] + cosine[2] * t39;
    const Value t43 = t41 * cosine[2] - sine[2] * t39;
    const Value t44 = t42 + (0.384 * t32 + 0.0825 * t35);
    const Value t45 = cosine[3] * t26 + sine[3] * t44;
    const Value t46 = cosine[3] * t44 - sine[3] * t26;
    const Value t47 = cosine[3] * t15 + t17 * sine[3];
    const Value t48 = qd[5] + t47;
    const Value t49 = cosine[3] * t17 - t15 * sine[3];
    const Value t50 = t13 + qd[4];
    const Value t51 = cosine[4] * t49 + t50 * sine[4];
    const Value t52 = t14 * cosine[3] - t30 * sine[3] - qd[4] * t47;
    const Value t53 = t18 + qdd[4];
    const Value t54 = t53 * cosine[4] - t52 * sine[4];
    const Value t55 = qd[5] * t51;
    const Value t56 = t54 - t55;
    const Value t57 = qdd[6] + (t55 - t54);
    const Value t58 = t48 * t51 - t56;
    const Value t59 = t45 + 0.088 * t58;
    const Value t60 = t43 - (0.0825 * t33 + 0.384 * t36);
    const Value t61 = cosine[4] * t46 + t60 * sine[4];
    const Value t62 = t48 * t48;
    const Value t63 = sine[4] * t49;
    const Value t64 = t50 * cosine[4];
    const Value t65 = t64 - t63;
    const Value t66 = t63 - t64 + qd[6];
    const Value t67 = t62 + t65 * t65;
    const Value t68 = t61 - 0.088 * t67;
    const Value t69 = 0.007735484874 * (t59 * cosine[5] - sine[5] * t68) + 0.003127439544 * (sine[5] * t59 + cosine[5] * t68);
    const Value t70 = qd[4] * t49 + (t14 * sine[3] + cosine[3] * t30);
    const Value t71 = qdd[5] + t70;
    const Value t72 = t53 * sine[4] + t52 * cosine[4] + qd[5] * t65;
    const Value t73 = t48 * cosine[5] - sine[5] * t51;
    const Value t74 = t73 * qd[6] + (sine[5] * t71 + t72 * cosine[5]);
    const Value t75 = cosine[5] * t51 + sine[5] * t48;
    const Value t76 = t71 * cosine[5] - sine[5] * t72 - t75 * qd[6];
    const Value t77 = 0.000548359106408232 * t66 + 0.000395108718315752 * t75;
    const Value t78 = 0.00242094377852123 * t75 - 0.000395108718315752 * t73 - 0.001672482661783778 * t66;
    const Value t79 = 0.004909651967360946 * t57 - (0.001672482661783778 * t74 + 0.000548359106408232 * t76) - (t77 * t75 + t73 * t78);
    const Value t80 = t69 + t79;
    const Value t81 = t60 * cosine[4] - sine[4] * t46;
    const Value t82 = t51 * t65;
    const Value t83 = t71 + t82;
    const Value t84 = t81 + 0.088 * t83;
    const Value t85 = 0.004909651967360946 * t66 - (0.000548359106408232 * t73 + 0.001672482661783778 * t75);
    const Value t86 = 0.00242094377852123 * t74 - 0.000395108718315752 * t76 - 0.001672482661783778 * t57 + (t73 * t85 + t77 * t66);
    const Value t87 = t66 * t78 - t85 * t75 - (0.000548359106408232 * t57 + 0.000395108718315752 * t74) + 0.007735484874 * t84;
    const Value t88 = 0.003127439544 * t84 + t86 - fext[39];
    const Value t89 = fext[38] - (0.007735484874 * (t66 * t75 - t76) - 0.003127439544 * (t74 + t66 * t73));
    const Value t90 = 0.164967552695 * t83 + 0.068832705569 * (t51 * t51 + t62) + t89 - fext[31];
    const Value t91 = t87 - fext[40];
    const Value t92 = t66 * t66;
    const Value t93 = 0.005511034382675315 * t51 + 9.3569097314605e-05 * t48;
    const Value t94 = 0.005511034382675315 * t65 - 0.000884123530507804 * t51 - 0.000103758917218685 * t48;
    const Value t95 = 9.3569097314605e-05 * t56 - 0.000103758917218685 * t72 + 0.030389507210667306 * t71 + (t93 * t51 - t94 * t65);
    const Value t96 = 0.088 * t89 + (sine[5] * t88 + t91 * cosine[5] + (0.068832705569 * t61 + 0.164967552695 * t81 + t95));
    const Value t97 = 0.030389507210667306 * t48 + (9.3569097314605e-05 * t65 - 0.000103758917218685 * t51);
    const Value t98 = t97 * t65 - t48 * t93 + (0.005511034382675315 * t56 - 0.000884123530507804 * t72 - 0.000103758917218685 * t71);
    const Value t99 = t88 * cosine[5] - sine[5] * t91 + (t98 - 0.068832705569 * t45) - fext[33];
    const Value t100 = 0.005511034382675315 * t72 + 9.3569097314605e-05 * t71 + (t48 * t94 - t97 * t51) - 0.164967552695 * t45;
    const Value t101 = t73 * t75;
    const Value t102 = 0.003127439544 * (t92 + t75 * t75) + 0.007735484874 * (t57 + t101) - fext[37];
    const Value t103 = fext[36] + (0.007735484874 * (t92 + t73 * t73) + 0.003127439544 * (t101 - t57));
    const Value t104 = fext[30] + (sine[5] * t102 + cosine[5] * t103 + (0.068832705569 * (t82 - t71) + 0.164967552695 * t67));
    const Value t105 = cosine[5] * t102 - sine[5] * t103;
    const Value t106 = fext[41] - t80 + t100 - 0.088 * t105 - fext[34];
    const Value t107 = 0.00151524447332703 * t47 + 0.024230847133882086 * t49 - 0.004600245517563106 * t50;
    const Value t108 = 0.00216405205209813 * t50 - 0.00151524447332703 * t49;
    const Value t109 = t107 * t47 + t108 * t49 + (0.027133159263935513 * t53 - (0.00216405205209813 * t70 + 0.004600245517563106 * t52));
    const Value t110 = 0.014653732538 * t45 - 0.067870631425 * t46 + t109 + (t99 * sine[4] + t106 * cosine[4]) - fext[29];
    const Value t111 = 0.027133159263935513 * t50 - (0.00216405205209813 * t47 + 0.004600245517563106 * t49);
    const Value t112 = 0.024230847133882086 * t52 + 0.00151524447332703 * t70 - 0.004600245517563106 * t53 - (t108 * t50 + t111 * t47);
    const Value t113 = cosine[4] * t99 - t106 * sine[4] + (t112 + 0.067870631425 * t60) - fext[27];
    const Value t114 = t50 * t107 - t111 * t49 + (0.00216405205209813 * t53 - 0.00151524447332703 * t52) + 0.014653732538 * t60;
    const Value t115 = t90 * cosine[4] - t104 * sine[4] + (0.067870631425 * (t52 - t50 * t47) - 0.014653732538 * (t50 * t49 + t70));
    const Value t116 = fext[35] - t96 + t114 - fext[28];
    const Value t117 = t50 * t50;
    const Value t118 = t115 - fext[26];
    const Value t119 = t118 - (0.49008027465 * t33 + 1.720683553603 * t36) - fext[19];
    const Value t120 = 0.13876407268546084 * t17 - 0.00164448757736927 * t15;
    const Value t121 = 0.13876407268546084 * t13 + 0.540829284939183 * t17 + 0.0039053550262761 * t15;
    const Value t122 = t120 * t17 - t13 * t121 + (0.632524057252814 * t30 + (0.0039053550262761 * t14 - 0.00164448757736927 * t18));
    const Value t123 = t49 * t47;
    const Value t124 = fext[32] - (t105 + (0.164967552695 * t58 - 0.068832705569 * (t72 + t48 * t65))) - (0.067870631425 * (t117 + t49 * t49) + 0.014653732538 * (t53 - t123));
    const Value t125 = 0.014653732538 * (t117 + t47 * t47) - 0.067870631425 * (t53 + t123) - (t90 * sine[4] + t104 * cosine[4]);
    const Value t126 = t125 - fext[24];
    const Value t127 = t124 - fext[25];
    const Value t128 = cosine[3] * t126 - t127 * sine[3];
    const Value t129 = t122 - (1.720683553603 * t42 + 0.49008027465 * t43) - (cosine[3] * t116 + sine[3] * t113) - (0.384 * t128 + 0.0825 * t118);
    const Value t130 = 1.720683553603 * t32 + 0.49008027465 * t35 + t128 - fext[18];
    const Value t131 = t126 * sine[3] + cosine[3] * t127;
    const Value t132 = fext[20] - (1.720683553603 * t16 - 0.49008027465 * t19 - t131);
    const Value t133 = 0.028227094878 * (t23 - t9) - 0.684157959872 * t38 + (cosine[2] * t130 - t119 * sine[2]) - fext[12];
    const Value t134 = 0.684157959872 * t24 - 0.028227094878 * (t37 + t11 * t11) + t132 - fext[13];
    const Value t135 = 0.0039053550262761 * t17 - 0.00164448757736927 * t13 + 0.632524057252814 * t15;
    const Value t136 = 0.0039053550262761 * t30 + (0.13876407268546084 * t18 + 0.540829284939183 * t14) + (t13 * t135 - t120 * t15);
    const Value t137 = t15 * t121 - t135 * t17 + (0.13876407268546084 * t14 - 0.00164448757736927 * t30) - 0.49008027465 * t25;
    const Value t138 = t136 - 1.720683553603 * t25 + (cosine[3] * t113 - sine[3] * t116) - 0.384 * t131 - fext[21];
    const Value t139 = t137 + t110 - 0.0825 * t131 - fext[22];
    const Value t140 = 0.000121912420950744 * t11 + 0.004377257121839584 * t12;
    const Value t141 = 0.01159586409516604 * t11 - 0.000121912420950744 * t5 - 0.005487648106562256 * t12;
    const Value t142 = 0.12445520614822143 * t9 - (0.005487648106562256 * t6 + 0.004377257121839584 * t31) - (t140 * t11 + t5 * t141);
    const Value t143 = cosine[2] * t139 + sine[2] * t138 + (0.684157959872 * t21 - 0.028227094878 * t22 + t142) + 0.0825 * t132;
    const Value t144 = 0.12445520614822143 * t12 - (0.004377257121839584 * t5 + 0.005487648106562256 * t11);
    const Value t145 = t5 * t144 + t12 * t140 + (0.01159586409516604 * t6 - 0.000121912420950744 * t31 - 0.005487648106562256 * t9);
    const Value t146 = t141 * t12 - t144 * t11 - (0.000121912420950744 * t6 + 0.004377257121839584 * t9) - 0.684157959872 * t40;
    const Value t147 = 0.028227094878 * t40 + t145 + (cosine[2] * t138 - sine[2] * t139) - fext[15];
    const Value t148 = t146 + (fext[23] - t129) - 0.0825 * (sine[2] * t130 + cosine[2] * t119) - fext[16];
    const Value t149 = 0.00398335888393552 * t0 - 0.9896232897634767 * t4 + 0.01026110182100817 * qd[1];
    const Value t150 = 0.00398335888393552 * t4 + 0.0007689361029464 * qd[1];
    const Value t151 = 0.0007689361029464 * t10 - 0.01026110182100817 * t2 + 1.0357790547533403 * qdd[1] + (t149 * t0 - t150 * t4);
    const Value t152 = t147 * sine[1] + cosine[1] * t148 + (t151 + (0.01993386669246 * cosine[0] - 30.45357582685272 * sine[0]));
    const Value t153 = 1.0357790547533403 * qd[1] - (0.01026110182100817 * t4 + 0.0007689361029464 * t0);
    const Value t154 = 0.01026110182100817 * qdd[1] - (0.00398335888393552 * t10 + 0.9896232897634767 * t2) - (t150 * qd[1] + t153 * t0);
    const Value t155 = fext[17] - t143 + (t4 * t153 + t149 * qd[1] + (0.0007689361029464 * qdd[1] + 0.00398335888393552 * t2));
    const Value t156 = (t154 + (t147 * cosine[1] - t148 * sine[1]) - 0.316 * (t133 * sine[1] + t134 * cosine[1]) - fext[9]) * sine[0];
    tau[0] = 0.03733744848940618 * qdd[0] - ((t155 - fext[10]) * cosine[0] + t156) - fext[5];
    tau[1] = 0.316 * (t133 * cosine[1] - t134 * sine[1]) + t152 - fext[11];
    tau[2] = t143 - fext[17];
    tau[3] = t129 - fext[23];
    tau[4] = t110;
    tau[5] = t96 - fext[35];
    tau[6] = t80 - fext[41];
  }
};
/// inverse_dynamics_external at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct InverseDynamicsExternalLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, const double* fext, double* tau) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], qd_lanes[7], qdd_lanes[7], fext_lanes[42], tau_lanes[7];
    gather(q_lanes, q, 7, k, valid);
    gather(qd_lanes, qd, 7, k, valid);
    gather(qdd_lanes, qdd, 7, k, valid);
    gather(fext_lanes, fext, 42, k, valid);
    InverseDynamicsExternalBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, fext_lanes, tau_lanes);
    scatter(tau, tau_lanes, 7, k, valid);
  }
};
}  // namespace
void inverse_dynamics_external(const double* q, const double* qd, const double* qdd, const double* fext, double* tau) {
  evaluate(InverseDynamicsExternalBody(), q, qd, qdd, fext, tau);
}
void inverse_dynamics_external_batch(int count, const double* q, const double* qd, const double* qdd, const double* fext, double* tau) {
  evaluate_batch(InverseDynamicsExternalLanes(), count, q, qd, qdd, fext, tau);
}


// Built from: dtau_dq: derivatives of tau's program (recursion: Newton-Euler program, grouped inertial parameters); dtau_dqd: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction.
// 2759 multiplications, 2462 additions, 0 divisions, 12 function calls.
namespace {
struct InverseDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* dtau_dq, Value* dtau_dqd) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[6], q[5], q[4], q[3], q[2], q[1]);
    const Value t0 = 0.003127439544 * sine[0] + 0.007735484874 * cosine[0];
    const Value t1 = 0.088 * t0;
    const Value t2 = -0.004909651967360946 - t1;
    const Value t3 = 0.000548359106408232 * sine[0];
    const Value t4 = 0.001672482661783778 * cosine[0];
    const Value t5 = t3 - t4;
    const Value t6 = t4 - t3;
    const Value t7 = t2 * cosine[1] + t5 * sine[1];
    const Value t8 = t5 * cosine[1] - t2 * sine[1];
    const Value t9 = t5 * qd[6];
    const Value t10 = 0.003127439544 * cosine[0];
    const Value t11 = 0.007735484874 * sine[0];
    const Value t12 = t10 - t11;
    const Value t13 = t12 * sine[1];
    const Value t14 = t13 * sine[2];
    const Value t15 = 0.384 * t14;
    const Value t16 = t15 - cosine[2] * t7;
    const Value t17 = 0.0825 * t14;
    const Value t18 = t17 + t8;
    const Value t19 = cosine[3] * t16 - sine[3] * t18;
    const Value t20 = cosine[3] * t18 + sine[3] * t16 - t17;
    const Value t21 = t12 * cosine[1];
    const Value t22 = t13 * cosine[2];
    const Value t23 = 0.0825 * t21 - 0.384 * t22;
    const Value t24 = sine[2] * t7;
    const Value t25 = 0.0825 * (cosine[3] * t21 - sine[3] * t22);
    const Value t26 = t21 * sine[3] + cosine[3] * t22;
    const Value t27 = t23 - t24 - t25;
    const Value t28 = t24 - t23;
    const Value t29 = 0.316 * (t14 * cosine[4] + t26 * sine[4]);
    const Value t30 = 0.316 * (t14 * sine[4] - t26 * cosine[4]);
    const Value t31 = cosine[5] * t20 - (t19 * cosine[4] - t27 * sine[4] + t29) * sine[5];
    const Value t32 = t19 * sine[4] + t27 * cosine[4] + t30;
    const Value t33 = 0.000395108718315752 * sine[0];
    const Value t34 = 0.00242094377852123 * cosine[0] + t33;
    const Value t35 = cosine[0] * t34;
    const Value t36 = sine[0] * t34;
    const Value t37 = 0.00242094377852123 * sine[0];
    const Value t38 = 0.000395108718315752 * cosine[0];
    const Value t39 = t37 - t38;
    const Value t40 = sine[0] * t39;
    const Value t41 = t39 * cosine[0];
    const Value t42 = cosine[0] * t33;
    const Value t43 = sine[0] * t33;
    const Value t44 = t43 + t41 - 0.088 * (t11 - t10);
    const Value t45 = cosine[0] * t38 - t43;
    const Value t46 = t45 + (cosine[0] * (t38 - t37) - t36);
    const Value t47 = sine[0] * t38;
    const Value t48 = t35 - t40 + (t42 + t47);
    const Value t49 = t35 + t47 - 0.000884123530507804;
    const Value t50 = t48 - t1;
    const Value t51 = t6 * sine[1];
    const Value t52 = (t1 - t48) * cosine[1] + t51;
    const Value t53 = t50 * cosine[1] - t51;
    const Value t54 = t6 * cosine[1] + t50 * sine[1];
    const Value t55 = 0.176 * t12;
    const Value t56 = t55 + (t36 + t41 - t45);
    const Value t57 = sine[2] * t56;
    const Value t58 = t15 + (cosine[2] * t53 + t57);
    const Value t59 = t17 + t54;
    const Value t60 = cosine[3] * t59 + t58 * sine[3] - t17;
    const Value t61 = t58 * cosine[3] - t59 * sine[3];
    const Value t62 = cosine[2] * t56;
    const Value t63 = t62 - sine[2] * t53;
    const Value t64 = t23 - t63 - t25;
    const Value t65 = t63 - t23;
    const Value t66 = cosine[5] * t60 - (t61 * cosine[4] - t64 * sine[4] + t29) * sine[5];
    const Value t67 = t61 * sine[4] + cosine[4] * t64 + t30;
    const Value t68 = t31 - t66;
    const Value t69 = qd[5] * (0.5 * t56);
    const Value t70 = t32 - t67;
    const Value t71 = t20 - t60;
    const Value t72 = t28 - t65;
    const Value t73 = t8 - t54;
    const Value t74 = 0.000548359106408232 * cosine[0] + 0.001672482661783778 * sine[0];
    const Value t75 = sine[2] * t8 + cosine[2] * t74;
    const Value t76 = t21 * cosine[2] + sine[2] * t0;
    const Value t77 = t21 * sine[2];
    const Value t78 = 0.384 * t76;
    const Value t79 = t75 + t78;
    const Value t80 = 0.0825 * t76;
    const Value t81 = t80 * sine[3] - cosine[3] * t79;
    const Value t82 = t80 - (sine[3] * t79 + cosine[3] * t80);
    const Value t83 = cosine[2] * t0;
    const Value t84 = t83 - t77;
    const Value t85 = t77 - t83;
    const Value t86 = 0.0825 * t84 + t7;
    const Value t87 = cosine[2] * t8 - sine[2] * t74 + 0.384 * t84;
    const Value t88 = t87 - 0.0825 * (sine[3] * t84);
    const Value t89 = cosine[3] * t84;
    const Value t90 = t76 * sine[4];
    const Value t91 = 0.316 * (t89 * cosine[4] - t90) + (t81 * sine[4] + t88 * cosine[4]);
    const Value t92 = cosine[1] * t74;
    const Value t93 = t46 * sine[1] - t92;
    const Value t94 = sine[1] * t74;
    const Value t95 = sine[1] * (t55 * sine[1] + t92) + (t46 * cosine[1] + t94) * cosine[1];
    const Value t96 = t55 * cosine[1] - t94;
    const Value t97 = 9.3569097314605e-05 + t74;
    const Value t98 = t93 * cosine[1] - t96 * sine[1];
    const Value t99 = t96 * cosine[1] + t93 * sine[1];
    const Value t100 = t98 * cosine[2] + t54 * sine[2];
    const Value t101 = t98 * sine[2] - cosine[2] * t54;
    const Value t102 = t100 - t78;
    const Value t103 = t99 - t80;
    const Value t104 = t102 * sine[3] + cosine[3] * t103 + t80;
    const Value t105 = cosine[3] * t102 - sine[3] * t103;
    const Value t106 = 0.384 * t85;
    const Value t107 = t101 - t106;
    const Value t108 = t106 - t101;
    const Value t109 = t107 + 0.0825 * (t85 * sine[3]);
    const Value t110 = t85 * cosine[3];
    const Value t111 = t105 * sine[4] + t109 * cosine[4] - 0.316 * (t110 * cosine[4] + t90);
    const Value t112 = t91 - t111;
    const Value t113 = t76 * cosine[4];
    const Value t114 = t104 * cosine[5] - (cosine[4] * t105 - t109 * sine[4] - 0.316 * (t113 - t110 * sine[4])) * sine[5];
    const Value t115 = cosine[5] * t82 - (t81 * cosine[4] - t88 * sine[4] - 0.316 * (t113 + t89 * sine[4])) * sine[5];
    const Value t116 = t115 - t114;
    const Value t117 = qd[4] * (0.5 * t99);
    const Value t118 = t82 - t104;
    const Value t119 = t87 + t108;
    const Value t120 = t119 * qd[3];
    const Value t121 = cosine[3] * t87 - t86 * sine[3];
    const Value t122 = t87 * sine[3] + cosine[3] * t86;
    const Value t123 = t108 - t87;
    const Value t124 = t76 * cosine[3] - t13 * sine[3];
    const Value t125 = 0.0825 * t124;
    const Value t126 = cosine[3] * t13 + t76 * sine[3];
    const Value t127 = 0.165 * t76;
    const Value t128 = 0.316 * (t126 * sine[4]);
    const Value t129 = cosine[5] * t121 - (t128 + (t125 * sine[4] - t122 * cosine[4])) * sine[5];
    const Value t130 = t52 * sine[2];
    const Value t131 = t130 + t62;
    const Value t132 = cosine[2] * t52;
    const Value t133 = t95 * sine[2] + t132;
    const Value t134 = 0.0825 * t85;
    const Value t135 = t131 * sine[2] - cosine[2] * t133 - t134;
    const Value t136 = t135 * cosine[3];
    const Value t137 = t135 * sine[3] + cosine[3] * t108;
    const Value t138 = t136 - sine[3] * t108;
    const Value t139 = t136 + sine[3] * t107 + t134;
    const Value t140 = 0.768 * t13;
    const Value t141 = t140 + ((cosine[2] * t95 - t130) * cosine[2] - (t132 - t57) * sine[2]);
    const Value t142 = t133 * sine[2] + cosine[2] * t131 + (t140 - t127);
    const Value t143 = 0.0825 * t13;
    const Value t144 = t143 - t78 + t100;
    const Value t145 = t99 - t127;
    const Value t146 = t125 + t142;
    const Value t147 = cosine[5] * t137 - (t128 + (cosine[4] * t138 + t146 * sine[4])) * sine[5];
    const Value t148 = t129 - t147;
    const Value t149 = qd[3] * (0.5 * t142);
    const Value t150 = 0.316 * (t126 * cosine[4]);
    const Value t151 = t138 * sine[4] - t146 * cosine[4] - t150;
    const Value t152 = t125 * cosine[4] + t122 * sine[4] + t150;
    const Value t153 = t152 + t151;
    const Value t154 = t151 - t152;
    const Value t155 = t153 * qd[1];
    const Value t156 = t121 - t137;
    const Value t157 = sine[3] * t144;
    const Value t158 = cosine[3] * t144;
    const Value t159 = t157 + cosine[3] * t145;
    const Value t160 = cosine[3] * (cosine[3] * t141 - t157) - (t158 - sine[3] * t145) * sine[3];
    const Value t161 = t158 + sine[3] * t141;
    const Value t162 = 0.165 * t124;
    const Value t163 = cosine[3] * t159 + t161 * sine[3] + t162;
    const Value t164 = cosine[3] * t161 - t159 * sine[3];
    const Value t165 = t142 + t162;
    const Value t166 = cosine[5] * t163;
    const Value t167 = 0.0825 * t126;
    const Value t168 = t75 + (t143 + t78) - t167;
    const Value t169 = 0.632 * t126;
    const Value t170 = t164 - t167;
    const Value t171 = t137 * sine[4];
    const Value t172 = 0.316 * (t124 * cosine[4] - t85 * sine[4]);
    const Value t173 = 0.316 * (t124 * sine[4] + t85 * cosine[4]);
    const Value t174 = t172 + ((t167 - t164) * cosine[4] - t171);
    const Value t175 = t166 - (t171 + cosine[4] * t170 - t172) * sine[5];
    const Value t176 = sine[5] * (t172 + (t168 * cosine[4] + t121 * sine[4]));
    const Value t177 = t170 * sine[4] - cosine[4] * t137;
    const Value t178 = t121 * cosine[4] - t168 * sine[4] - t173;
    const Value t179 = cosine[5] * t178 + (t122 + t134) * sine[5];
    const Value t180 = t176 - t175;
    const Value t181 = 0.5 * t163 * qd[2];
    const Value t182 = t177 - t173;
    const Value t183 = t178 - t182;
    const Value t184 = t139 * sine[4];
    const Value t185 = t139 * cosine[4];
    const Value t186 = t165 * cosine[4] - t184;
    const Value t187 = t174 * cosine[5] + (t169 + ((t185 + t165 * sine[4]) * sine[4] + cosine[4] * (t184 + cosine[4] * t160))) * sine[5];
    const Value t188 = cosine[5] * (t166 + t174 * sine[5]) + sine[5] * t187;
    const Value t189 = t160 * sine[4] - t185;
    const Value t190 = (t173 - t177) * cosine[5] + (t189 * cosine[4] - t186 * sine[4]) * sine[5];
    const Value t191 = t169 + (t186 * cosine[4] + t189 * sine[4]);
    const Value t192 = 0.5 * t191 * qd[1];
    const Value t193 = t190 - t179;
    const Value t194 = qd[0] * (0.5 * t188);
    const Value t195 = t66 - t31;
    const Value t196 = t31 + t66;
    const Value t197 = t67 - t32;
    const Value t198 = t32 + t67;
    const Value t199 = t60 - t20;
    const Value t200 = t20 + t60;
    const Value t201 = t65 - t28;
    const Value t202 = t65 + t28;
    const Value t203 = t54 - t8;
    const Value t204 = t54 + t8;
    const Value t205 = qd[5] * t56 + (t195 * qd[0] + (t9 + t9) + t197 * qd[1] + t199 * qd[2] + t201 * qd[3] + qd[4] * t203);
    const Value t206 = 0.005511034382675315 + t6;
    const Value t207 = t206 * sine[1];
    const Value t208 = cosine[1] * t206;
    const Value t209 = t49 * cosine[1] - t207;
    const Value t210 = t208 + t49 * sine[1];
    const Value t211 = t209 * cosine[1];
    const Value t212 = t210 * sine[1];
    const Value t213 = cosine[1] * t210;
    const Value t214 = 0.176 * t0;
    const Value t215 = 0.030389507210667306 + (t214 + (t40 - t42));
    const Value t216 = 0.004909651967360946 + t214;
    const Value t217 = cosine[1] * t216 + t207;
    const Value t218 = t208 - sine[1] * t216;
    const Value t219 = t217 * cosine[1];
    const Value t220 = t217 * sine[1];
    const Value t221 = t218 * cosine[1] - t220 + (t209 * sine[1] + t213);
    const Value t222 = t213 - t220 - 0.004600245517563106;
    const Value t223 = t218 * sine[1];
    const Value t224 = t211 - t212 - (t219 + t223);
    const Value t225 = 0.024230847133882086 + (t211 - t223);
    const Value t226 = 0.027133159263935513 + (t212 + t219);
    const Value t227 = t44 - 0.000103758917218685;
    const Value t228 = 0.000103758917218685 - t44;
    const Value t229 = t227 * cosine[1];
    const Value t230 = sine[1] * t97;
    const Value t231 = cosine[1] * t97;
    const Value t232 = t227 * sine[1] + t231;
    const Value t233 = t231 - t228 * sine[1];
    const Value t234 = t228 * cosine[1] + t230 - 0.00151524447332703;
    const Value t235 = t230 - t229;
    const Value t236 = t229 - t230;
    const Value t237 = cosine[2] * t224 - t235 * sine[2];
    const Value t238 = cosine[2] * t235 + t224 * sine[2];
    const Value t239 = 0.164967552695 + t0;
    const Value t240 = t239 * sine[1];
    const Value t241 = 0.068832705569 * sine[1] + t239 * cosine[1];
    const Value t242 = 0.068832705569 * cosine[1];
    const Value t243 = t242 - t240;
    const Value t244 = t240 - t242;
    const Value t245 = t243 * cosine[2];
    const Value t246 = 0.384 * t245;
    const Value t247 = t237 - t246;
    const Value t248 = 0.0825 * t245;
    const Value t249 = t221 - t248;
    const Value t250 = t247 * sine[3] + cosine[3] * t249 + t248;
    const Value t251 = cosine[3] * t247 - sine[3] * t249;
    const Value t252 = t243 * sine[2];
    const Value t253 = 0.384 * t252;
    const Value t254 = t238 - t253;
    const Value t255 = t253 - t238;
    const Value t256 = 0.0825 * (t252 * sine[3]);
    const Value t257 = t254 + t256;
    const Value t258 = cosine[3] * t252;
    const Value t259 = 0.316 * (t245 * cosine[4] - t258 * sine[4]);
    const Value t260 = 0.316 * (t245 * sine[4] + cosine[4] * t258);
    const Value t261 = t250 * cosine[5] - (t251 * cosine[4] - t257 * sine[4] - t259) * sine[5];
    const Value t262 = t257 * cosine[4] + t251 * sine[4] - t260;
    const Value t263 = cosine[2] * t215;
    const Value t264 = sine[2] * t215;
    const Value t265 = t263 - t236 * sine[2];
    const Value t266 = t265 - t246;
    const Value t267 = t266 * cosine[3] + t248 * sine[3];
    const Value t268 = t248 + (t266 * sine[3] - cosine[3] * t248);
    const Value t269 = t264 + cosine[2] * t236;
    const Value t270 = t269 - t253;
    const Value t271 = t253 - t269;
    const Value t272 = t270 + t256;
    const Value t273 = t268 * cosine[5] - sine[5] * (cosine[4] * t267 - t272 * sine[4] - t259);
    const Value t274 = t272 * cosine[4] + t267 * sine[4] - t260;
    const Value t275 = t273 - t261;
    const Value t276 = qd[4] * (0.5 * t221);
    const Value t277 = t274 - t262;
    const Value t278 = t268 - t250;
    const Value t279 = t271 - t255;
    const Value t280 = cosine[2] * t233;
    const Value t281 = t233 * sine[2];
    const Value t282 = t280 - t221 * sine[2];
    const Value t283 = 0.0825 * t252;
    const Value t284 = t281 * sine[2] - cosine[2] * t282 - t283;
    const Value t285 = cosine[3] * t255 + t284 * sine[3];
    const Value t286 = cosine[3] * t284;
    const Value t287 = t283 + (t286 + sine[3] * t254);
    const Value t288 = t286 - t255 * sine[3];
    const Value t289 = 0.768 * t241;
    const Value t290 = t289 - (t280 * sine[2] + cosine[2] * (t221 * cosine[2] + t281));
    const Value t291 = 0.165 * t245;
    const Value t292 = cosine[2] * t281 + t282 * sine[2] + (t289 - t291);
    const Value t293 = t221 - t291;
    const Value t294 = cosine[3] * t245 - sine[3] * t241;
    const Value t295 = sine[3] * t245 + cosine[3] * t241;
    const Value t296 = 0.0825 * t294;
    const Value t297 = t292 + t296;
    const Value t298 = 0.316 * (t295 * sine[4]);
    const Value t299 = t285 * cosine[5] - (t298 + (t297 * sine[4] + cosine[4] * t288)) * sine[5];
    const Value t300 = t232 - t283;
    const Value t301 = t270 * cosine[3] - t300 * sine[3];
    const Value t302 = t270 * sine[3] + cosine[3] * t300;
    const Value t303 = t301 * cosine[5] - (t298 + (t296 * sine[4] - t302 * cosine[4])) * sine[5];
    const Value t304 = t303 - t299;
    const Value t305 = 0.5 * t292 * qd[3];
    const Value t306 = 0.316 * (t295 * cosine[4]);
    const Value t307 = t288 * sine[4] - t297 * cosine[4] - t306;
    const Value t308 = t306 + (t296 * cosine[4] + t302 * sine[4]);
    const Value t309 = t307 + t308;
    const Value t310 = t307 - t308;
    const Value t311 = t309 * qd[1];
    const Value t312 = t301 - t285;
    const Value t313 = 0.0825 * t241;
    const Value t314 = t237 + (t313 - t246);
    const Value t315 = t314 * sine[3];
    const Value t316 = t314 * cosine[3];
    const Value t317 = t315 + cosine[3] * t293;
    const Value t318 = cosine[3] * (cosine[3] * t290 - t315) - (t316 - sine[3] * t293) * sine[3];
    const Value t319 = sine[3] * t290 + t316;
    const Value t320 = 0.165 * t294;
    const Value t321 = t320 + (cosine[3] * t317 + sine[3] * t319);
    const Value t322 = cosine[3] * t319 - t317 * sine[3];
    const Value t323 = t292 + t320;
    const Value t324 = t321 * cosine[5];
    const Value t325 = 0.0825 * t295;
    const Value t326 = t246 + t313 - t265 - t325;
    const Value t327 = 0.632 * t295;
    const Value t328 = t322 - t325;
    const Value t329 = t285 * sine[4];
    const Value t330 = 0.316 * (cosine[4] * t294 - t252 * sine[4]);
    const Value t331 = 0.316 * (t252 * cosine[4] + t294 * sine[4]);
    const Value t332 = t330 + (cosine[4] * (t325 - t322) - t329);
    const Value t333 = t324 - (t328 * cosine[4] + t329 - t330) * sine[5];
    const Value t334 = sine[5] * (t330 + (t301 * sine[4] + t326 * cosine[4]));
    const Value t335 = t328 * sine[4] - t285 * cosine[4];
    const Value t336 = t301 * cosine[4] - t326 * sine[4] - t331;
    const Value t337 = cosine[5] * t336 + (t283 + t302) * sine[5];
    const Value t338 = t334 - t333;
    const Value t339 = 0.5 * t321 * qd[2];
    const Value t340 = t335 - t331;
    const Value t341 = t336 - t340;
    const Value t342 = t287 * cosine[4];
    const Value t343 = t287 * sine[4];
    const Value t344 = t318 * sine[4] - t342;
    const Value t345 = t332 * cosine[5] + ((t318 * cosine[4] + t343) * cosine[4] + (t323 * sine[4] + t342) * sine[4] + t327) * sine[5];
    const Value t346 = cosine[5] * (t324 + t332 * sine[5]) + sine[5] * t345;
    const Value t347 = t323 * cosine[4] - t343;
    const Value t348 = (t331 - t335) * cosine[5] + sine[5] * (t344 * cosine[4] - t347 * sine[4]);
    const Value t349 = t344 * sine[4] + t347 * cosine[4] + t327;
    const Value t350 = t348 - t337;
    const Value t351 = 0.5 * t349 * qd[1];
    const Value t352 = qd[0] * (0.5 * t346);
    const Value t353 = t111 - t91;
    const Value t354 = t111 + t91;
    const Value t355 = t114 - t115;
    const Value t356 = t115 + t114;
    const Value t357 = 0.088 * t12;
    const Value t358 = t94 - t357 * cosine[1];
    const Value t359 = t92 + t357 * sine[1];
    const Value t360 = qd[6] * t358;
    const Value t361 = t104 - t82;
    const Value t362 = t104 + t82;
    const Value t363 = t261 - t273;
    const Value t364 = t273 + t261;
    const Value t365 = qd[5] * t236;
    const Value t366 = t262 - t274;
    const Value t367 = t262 + t274;
    const Value t368 = t250 - t268;
    const Value t369 = t268 + t250;
    const Value t370 = t255 - t271;
    const Value t371 = t255 + t271;
    const Value t372 = t204 * qd[6] + (t366 * qd[1] + (t365 + t365 + t363 * qd[0]) + t368 * qd[2] + t370 * qd[3] + t221 * qd[4]);
    const Value t373 = t234 * cosine[2];
    const Value t374 = t373 - t264;
    const Value t375 = t234 * sine[2];
    const Value t376 = t263 + t375;
    const Value t377 = sine[2] * t225 + t373;
    const Value t378 = cosine[2] * t225 - t375;
    const Value t379 = t376 * sine[2];
    const Value t380 = cosine[2] * t376;
    const Value t381 = cosine[2] * t377;
    const Value t382 = sine[2] * t377;
    const Value t383 = cosine[2] * t374 - t379 + (t381 + t378 * sine[2]);
    const Value t384 = sine[2] * t374;
    const Value t385 = t378 * cosine[2];
    const Value t386 = t241 - 0.014653732538;
    const Value t387 = 0.067870631425 + t12;
    const Value t388 = t386 * sine[2] + t387 * cosine[2];
    const Value t389 = cosine[2] * t386;
    const Value t390 = t387 * sine[2];
    const Value t391 = 0.165 * t388;
    const Value t392 = t391 + t383;
    const Value t393 = cosine[3] * t388;
    const Value t394 = 0.0825 * t393;
    const Value t395 = t392 - t394;
    const Value t396 = t389 - t390;
    const Value t397 = t390 - t389;
    const Value t398 = 0.0825 * t396;
    const Value t399 = t380 + t384 - (t385 - t382) - t398;
    const Value t400 = cosine[3] * t399;
    const Value t401 = 0.00216405205209813 - t232;
    const Value t402 = cosine[2] * t222 - t401 * sine[2];
    const Value t403 = sine[2] * t222 + t401 * cosine[2];
    const Value t404 = 0.384 * t396;
    const Value t405 = t404 - t402;
    const Value t406 = cosine[3] * t405 + sine[3] * t399;
    const Value t407 = t400 - t405 * sine[3];
    const Value t408 = qd[4] * t405;
    const Value t409 = sine[3] * t388;
    const Value t410 = 0.316 * (t409 * sine[4]);
    const Value t411 = t406 * cosine[5] - (t395 * sine[4] + t407 * cosine[4] - t410) * sine[5];
    const Value t412 = 0.384 * t397 + t402;
    const Value t413 = 0.0825 * t397 + t226;
    const Value t414 = cosine[3] * t412 - t413 * sine[3];
    const Value t415 = sine[3] * t412 + t413 * cosine[3];
    const Value t416 = cosine[5] * t414 + (t410 + (t415 * cosine[4] + t394 * sine[4])) * sine[5];
    const Value t417 = t416 - t411;
    const Value t418 = 0.5 * t392 * qd[3];
    const Value t419 = 0.316 * (t409 * cosine[4]);
    const Value t420 = t419 + (t407 * sine[4] - t395 * cosine[4]);
    const Value t421 = t394 * cosine[4] - t415 * sine[4] + t419;
    const Value t422 = t421 - t420;
    const Value t423 = t414 - t406;
    const Value t424 = 0.384 * t388;
    const Value t425 = t424 - t403;
    const Value t426 = t425 * cosine[3];
    const Value t427 = t426 - sine[3] * t383;
    const Value t428 = t425 * sine[3];
    const Value t429 = (t426 - sine[3] * t391) * sine[3] + (cosine[3] * t383 + t428) * cosine[3];
    const Value t430 = t428 + cosine[3] * t391;
    const Value t431 = 0.0825 * t409;
    const Value t432 = t431 + (t403 - t424);
    const Value t433 = t431 + (cosine[3] * t427 - t430 * sine[3]);
    const Value t434 = 0.632 * t409;
    const Value t435 = 0.316 * (t393 * cosine[4] + t396 * sine[4]);
    const Value t436 = t435 + (t433 * cosine[4] + t406 * sine[4]);
    const Value t437 = (t435 - (t432 * cosine[4] + t414 * sine[4])) * sine[5];
    const Value t438 = t433 * sine[4] - t406 * cosine[4];
    const Value t439 = 0.165 * t393;
    const Value t440 = cosine[3] * t430 + sine[3] * t427 - t439;
    const Value t441 = 0.316 * (t396 * cosine[4] - t393 * sine[4]);
    const Value t442 = t414 * cosine[4] - t432 * sine[4] - t441;
    const Value t443 = t392 - t439;
    const Value t444 = t442 * cosine[5] + sine[5] * (t415 + t398);
    const Value t445 = cosine[5] * t440 - t436 * sine[5];
    const Value t446 = t437 + t445;
    const Value t447 = t445 - t437;
    const Value t448 = t446 * qd[0];
    const Value t449 = 0.5 * t440 * qd[2];
    const Value t450 = t438 - t441;
    const Value t451 = t442 - t450;
    const Value t452 = t402 - t404;
    const Value t453 = t398 + (t452 * sine[3] + t400);
    const Value t454 = 0.13876407268546084 + (t402 + (0.0825 * t244 - t404));
    const Value t455 = t452 + 0.0825 * (sine[3] * t396);
    const Value t456 = t453 * sine[4];
    const Value t457 = t453 * cosine[4];
    const Value t458 = ((t456 - t429 * cosine[4]) * cosine[4] + (t457 + t443 * sine[4]) * sine[4] - t434) * sine[5] - t436 * cosine[5];
    const Value t459 = t443 * cosine[4] - t456;
    const Value t460 = t429 * sine[4] + t457;
    const Value t461 = (t460 * cosine[4] + t459 * sine[4]) * sine[5] - cosine[5] * (t441 - t438);
    const Value t462 = t459 * cosine[4] - t460 * sine[4] - t434;
    const Value t463 = cosine[5] * t445 + sine[5] * t458;
    const Value t464 = 0.5 * t462 * qd[1];
    const Value t465 = t461 + t444;
    const Value t466 = t461 - t444;
    const Value t467 = t465 * qd[0];
    const Value t468 = 0.5 * t463 * qd[0];
    const Value t469 = t147 - t129;
    const Value t470 = t147 + t129;
    const Value t471 = cosine[1] * t0;
    const Value t472 = sine[1] * t0;
    const Value t473 = t12 * sine[2] - t471 * cosine[2];
    const Value t474 = t12 * cosine[2] + t471 * sine[2];
    const Value t475 = cosine[2] * t6 + t359 * sine[2] + (0.384 * t473 - 0.0825 * t472);
    const Value t476 = 0.384 * t474 + (t359 * cosine[2] - t6 * sine[2]);
    const Value t477 = qd[6] * t475;
    const Value t478 = t475 - 0.0825 * (sine[3] * t473 - cosine[3] * t472);
    const Value t479 = sine[3] * t472 + cosine[3] * t473;
    const Value t480 = t137 - t121;
    const Value t481 = t121 + t137;
    const Value t482 = t299 - t303;
    const Value t483 = t303 + t299;
    const Value t484 = t232 * sine[2];
    const Value t485 = cosine[2] * t241;
    const Value t486 = sine[2] * t241;
    const Value t487 = 0.384 * t486 - t232 * cosine[2];
    const Value t488 = 0.0825 * t243 - 0.384 * t485;
    const Value t489 = qd[5] * (t484 - t488);
    const Value t490 = t488 - t484 - 0.0825 * (t243 * cosine[3] - t485 * sine[3]);
    const Value t491 = t243 * sine[3] + cosine[3] * t485;
    const Value t492 = t285 - t301;
    const Value t493 = t301 + t285;
    const Value t494 = t411 - t416;
    const Value t495 = t416 + t411;
    const Value t496 = t420 - t421;
    const Value t497 = t420 + t421;
    const Value t498 = t406 - t414;
    const Value t499 = t406 + t414;
    const Value t500 = t123 * qd[6] + (t494 * qd[0] + (t408 + t408) + t496 * qd[1] + t498 * qd[2] + t392 * qd[3] + qd[5] * t371);
    const Value t501 = 0.768 * t244;
    const Value t502 = 0.540829284939183 + (t385 - t384 + t501);
    const Value t503 = 1.720683553603 + t244;
    const Value t504 = cosine[3] * t454;
    const Value t505 = sine[3] * t454;
    const Value t506 = t504 + sine[3] * t502;
    const Value t507 = cosine[3] * t502 - t505;
    const Value t508 = t506 * cosine[3];
    const Value t509 = t506 * sine[3];
    const Value t510 = 0.165 * t396;
    const Value t511 = 0.632524057252814 + (t380 + t382 + (t501 - t510));
    const Value t512 = t226 - t510;
    const Value t513 = t504 - sine[3] * t512;
    const Value t514 = t505 + cosine[3] * t512;
    const Value t515 = sine[3] * t514;
    const Value t516 = cosine[3] * t514;
    const Value t517 = t508 + t507 * sine[3] + (cosine[3] * t513 - t515);
    const Value t518 = t507 * cosine[3];
    const Value t519 = t513 * sine[3];
    const Value t520 = t396 - 0.49008027465;
    const Value t521 = cosine[3] * t396;
    const Value t522 = cosine[3] * t503 + sine[3] * t520;
    const Value t523 = cosine[3] * t520 - sine[3] * t503;
    const Value t524 = 0.165 * t522;
    const Value t525 = t517 - t524;
    const Value t526 = 0.5 * t525 * qd[2];
    const Value t527 = t525 * cosine[5];
    const Value t528 = t518 - t509 - (t519 + t516);
    const Value t529 = 0.01159586409516604 + (t518 - t519);
    const Value t530 = 0.0825 * t523;
    const Value t531 = t528 - t530;
    const Value t532 = 0.0825 * t388;
    const Value t533 = 0.0039053550262761 + (t379 - t381 - t532);
    const Value t534 = cosine[3] * t532 + t428 - t532;
    const Value t535 = t426 - sine[3] * t532;
    const Value t536 = cosine[3] * t533;
    const Value t537 = sine[3] * t533;
    const Value t538 = t425 - 0.00164448757736927;
    const Value t539 = 0.00164448757736927 - t425;
    const Value t540 = -0.000121912420950744 - (t532 + (t536 + t539 * sine[3]));
    const Value t541 = t537 - cosine[3] * t539;
    const Value t542 = t537 + cosine[3] * t538;
    const Value t543 = sine[3] * t538;
    const Value t544 = t543 - t536;
    const Value t545 = t536 - t543;
    const Value t546 = 0.316 * (t522 * cosine[4]);
    const Value t547 = t527 - (t546 + (t531 * cosine[4] - t544 * sine[4])) * sine[5];
    const Value t548 = t511 + t530;
    const Value t549 = t545 * sine[4];
    const Value t550 = (t530 - t528) * cosine[4] - t549 - t546;
    const Value t551 = (t548 * cosine[4] - t549 + t546) * sine[5];
    const Value t552 = t551 + t547;
    const Value t553 = t547 - t551;
    const Value t554 = t552 * qd[0];
    const Value t555 = 0.316 * (t522 * sine[4]);
    const Value t556 = t531 * sine[4] + t544 * cosine[4] + t555;
    const Value t557 = t548 * sine[4] + t545 * cosine[4] + t555;
    const Value t558 = t557 - t556;
    const Value t559 = t541 * cosine[4];
    const Value t560 = t541 * sine[4];
    const Value t561 = t559 - t517 * sine[4];
    const Value t562 = t560 - t524 * cosine[4];
    const Value t563 = 0.632 * t523;
    const Value t564 = t550 * cosine[5] + (t563 - ((t559 + t524 * sine[4]) * sine[4] + (t517 * cosine[4] + t560) * cosine[4])) * sine[5];
    const Value t565 = sine[5] * t564 + cosine[5] * (t527 + t550 * sine[5]);
    const Value t566 = t561 * sine[4] + t562 * cosine[4] + t563;
    const Value t567 = cosine[5] * t556 - sine[5] * (t561 * cosine[4] - t562 * sine[4]);
    const Value t568 = 0.5 * t566 * qd[1];
    const Value t569 = cosine[5] * t557 + t542 * sine[5];
    const Value t570 = t567 + t569;
    const Value t571 = t567 - t569;
    const Value t572 = t570 * qd[0];
    const Value t573 = 0.5 * t565 * qd[0];
    const Value t574 = t175 - t176;
    const Value t575 = t176 + t175;
    const Value t576 = 0.0825 * t474;
    const Value t577 = t576 + t358;
    const Value t578 = sine[3] * t476 + t577 * cosine[3] - t576;
    const Value t579 = cosine[3] * t476 - t577 * sine[3];
    const Value t580 = t578 * qd[6];
    const Value t581 = t578 * cosine[5] - (t579 * cosine[4] - t478 * sine[4] - 0.316 * (t479 * sine[4] - t474 * cosine[4])) * sine[5];
    const Value t582 = (t579 * sine[4] + t478 * cosine[4] + 0.316 * (t479 * cosine[4] + t474 * sine[4])) * qd[6];
    const Value t583 = t581 * qd[6];
    const Value t584 = t182 - t178;
    const Value t585 = t182 + t178;
    const Value t586 = qd[5] * t200 + (qd[3] * t481 + (t163 * qd[2] + (t584 * qd[1] + (t580 + t580 + qd[0] * t574))) + t362 * qd[4]);
    const Value t587 = t333 - t334;
    const Value t588 = t333 + t334;
    const Value t589 = 0.0825 * t486;
    const Value t590 = t589 + t236;
    const Value t591 = cosine[3] * t590 + sine[3] * t487 - t589;
    const Value t592 = cosine[3] * t487 - sine[3] * t590;
    const Value t593 = qd[5] * t591;
    const Value t594 = cosine[5] * t591 - sine[5] * (t592 * cosine[4] - t490 * sine[4] + 0.316 * (t486 * cosine[4] + t491 * sine[4]));
    const Value t595 = qd[5] * (0.316 * (t486 * sine[4] - t491 * cosine[4]) + (t592 * sine[4] + t490 * cosine[4]));
    const Value t596 = qd[5] * t594;
    const Value t597 = t340 - t336;
    const Value t598 = t493 * qd[3] + (t597 * qd[1] + (t593 + t593 + qd[0] * t587) + t321 * qd[2]) + t369 * qd[4] + t200 * qd[6];
    const Value t599 = t336 + t340;
    const Value t600 = qd[4] * t534;
    const Value t601 = cosine[5] * t534 - (t535 * cosine[4] - t455 * sine[4] + 0.316 * (t521 * sine[4] + cosine[4] * t388)) * sine[5];
    const Value t602 = qd[4] * (t535 * sine[4] + t455 * cosine[4] - 0.316 * (t521 * cosine[4] - t388 * sine[4]));
    const Value t603 = 0.028227094878 + t388;
    const Value t604 = t601 * qd[4];
    const Value t605 = qd[5] * t364 + (t447 * qd[2] + (t466 * qd[1] + (t604 + t604 + t463 * qd[0])) + qd[3] * t495) + t356 * qd[6];
    const Value t606 = t450 - t442;
    const Value t607 = t442 + t450;
    const Value t608 = t545 * qd[3];
    const Value t609 = t556 - t557;
    const Value t610 = t481 * qd[6] + (qd[4] * t499 + (t525 * qd[2] + (t554 + (t608 + t608) + t609 * qd[1])) + t493 * qd[5]);
    const Value t611 = t556 + t557;
    const Value t612 = t540 * cosine[4];
    const Value t613 = t540 * sine[4];
    const Value t614 = 0.165 * t523;
    const Value t615 = 0.12445520614822143 + (t509 + t516 + t614);
    const Value t616 = t511 + t614;
    const Value t617 = t612 - t616 * sine[4];
    const Value t618 = t616 * cosine[4] + t613;
    const Value t619 = t529 * cosine[4] - t613;
    const Value t620 = t529 * sine[4] + t612;
    const Value t621 = t618 * sine[4];
    const Value t622 = t620 * cosine[4];
    const Value t623 = t617 * cosine[4] - t621 + (t619 * sine[4] + t622);
    const Value t624 = t619 * cosine[4];
    const Value t625 = t617 * sine[4];
    const Value t626 = 0.5 * t623 * qd[1];
    const Value t627 = 0.0825 * t522;
    const Value t628 = t508 - t515 - t627;
    const Value t629 = 0.9896232897634767 + (t624 - t625 + 0.632 * t522);
    const Value t630 = (t545 * cosine[5] - sine[5] * (0.316 * (t523 * sine[4]) - (t542 * cosine[4] + t627 * sine[4]))) * qd[3];
    const Value t631 = t470 * qd[6] + (qd[5] * t483 + (t553 * qd[2] + (t571 * qd[1] + (t630 + t630 + t565 * qd[0])) + qd[4] * t495));
    const Value t632 = qd[3] * (t627 * cosine[4] - t542 * sine[4] - 0.316 * (cosine[4] * t523));
    const Value t633 = 0.684157959872 + t523;
    const Value t634 = t628 - 0.005487648106562256;
    const Value t635 = 0.005487648106562256 - t628;
    const Value t636 = -0.004377257121839584 - t542;
    const Value t637 = 0.004377257121839584 + t542;
    const Value t638 = t634 * cosine[4] - t636 * sine[4];
    const Value t639 = 0.316 * (t633 * cosine[4] - t603 * sine[4]);
    const Value t640 = (t624 - t620 * sine[4] - (t618 * cosine[4] + t625)) * sine[5] + cosine[5] * (t639 - t638);
    const Value t641 = 0.316 * (t603 * cosine[4] + t633 * sine[4]);
    const Value t642 = t641 - (t636 * cosine[4] + t634 * sine[4]);
    const Value t643 = ((0.0007689361029464 + t642) * sine[5] - cosine[5] * (0.01026110182100817 + (t622 - t621))) * qd[1];
    const Value t644 = t638 - t639;
    const Value t645 = t641 + (t637 * cosine[4] + t635 * sine[4]);
    const Value t646 = t639 + (cosine[4] * t635 - t637 * sine[4]) - 0.00398335888393552;
    const Value t647 = (t623 * sine[5] + cosine[5] * t645) * sine[5] + cosine[5] * (sine[5] * t645);
    const Value t648 = qd[2] * (sine[5] * t642);
    const Value t649 = t615 * sine[5];
    const Value t650 = t649 + cosine[5] * t644;
    const Value t651 = t644 * qd[2];
    const Value t652 = t640 - t650;
    const Value t653 = 0.5 * t647 * qd[0];
    const Value t654 = t179 - t190;
    const Value t655 = t179 + t190;
    const Value t656 = qd[5] * t196 + (t470 * qd[3] + (t583 + t583 + t188 * qd[0] - t655 * qd[1] + t575 * qd[2]) + qd[4] * t356);
    const Value t657 = t582 + t582 + t654 * qd[0] + qd[1] * t191 + t585 * qd[2] + t154 * qd[3] + t354 * qd[4] + qd[5] * t198;
    const Value t658 = t337 - t348;
    const Value t659 = t367 * qd[4] + (t310 * qd[3] + (t599 * qd[2] + (t349 * qd[1] + (qd[0] * t658 + (t595 + t595))))) + t198 * qd[6];
    const Value t660 = t348 + t337;
    const Value t661 = qd[6] * t196 + (qd[4] * t364 + (t588 * qd[2] + (qd[0] * t346 + (t596 + t596) - t660 * qd[1]) + qd[3] * t483));
    const Value t662 = t650 - t640;
    const Value t663 = t585 * qd[6] + (qd[3] * t611 + (qd[0] * t662 + (t651 + t651) + t623 * qd[1]) + qd[4] * t607 + qd[5] * t599);
    const Value t664 = t650 + t640;
    const Value t665 = t447 * qd[4] + (t553 * qd[3] - (t664 * qd[1] + (t647 * qd[0] + (t648 + t648)))) + qd[5] * t588 + t575 * qd[6];
    const Value t666 = cosine[5] * t646;
    const Value t667 = sine[5] * t646;
    const Value t668 = (t666 + t629 * sine[5]) * cosine[5] + (cosine[5] * t629 - t667) * sine[5] + (cosine[5] * (t666 - t649) - sine[5] * (t667 + t615 * cosine[5]));
    const Value t669 = qd[4] * t466 + (t571 * qd[3] + (t643 + t643 + t668 * qd[0] - t664 * qd[2])) - t660 * qd[5] - t655 * qd[6];
    const Value t670 = 0.5 * t668 * qd[0];
    const Value t671 = cosine[5] * qd[0];
    const Value t672 = t671 * qd[1];
    const Value t673 = qdd[0] * sine[5] + t672;
    const Value t674 = 0.316 * (t672 + t673);
    const Value t675 = cosine[4] * t673;
    const Value t676 = qdd[1] * sine[4];
    const Value t677 = sine[5] * qd[0];
    const Value t678 = cosine[4] * qd[1] + t677 * sine[4];
    const Value t679 = t678 * qd[2];
    const Value t680 = t676 - t675 + t679;
    const Value t681 = t675 - t676;
    const Value t682 = qdd[0] * cosine[5];
    const Value t683 = t677 * qd[1];
    const Value t684 = t682 - t683;
    const Value t685 = qdd[2] + t684;
    const Value t686 = qd[1] * sine[4];
    const Value t687 = t677 * cosine[4];
    const Value t688 = t686 - t687;
    const Value t689 = t687 - t686;
    const Value t690 = t671 + qd[2];
    const Value t691 = cosine[3] * t690 - sine[3] * t688;
    const Value t692 = cosine[3] * t680 + sine[3] * t685 + t691 * qd[3];
    const Value t693 = qd[3] - t678;
    const Value t694 = t692 + t691 * t693;
    const Value t695 = sine[3] * t690 + cosine[3] * t688;
    const Value t696 = t693 * t695;
    const Value t697 = cosine[3] * t685 - t680 * sine[3] - t695 * qd[3];
    const Value t698 = t696 - t697;
    const Value t699 = t697 - t696;
    const Value t700 = t677 * t671;
    const Value t701 = 9.81 * sine[5];
    const Value t702 = 0.316 * (t700 - qdd[1]) + t701;
    const Value t703 = t701 + 0.316 * (t700 + t700);
    const Value t704 = t674 * cosine[4] + t702 * sine[4];
    const Value t705 = t674 * sine[4];
    const Value t706 = t702 * cosine[4];
    const Value t707 = t678 * t688;
    const Value t708 = t707 + t685;
    const Value t709 = t704 + 0.0825 * t708;
    const Value t710 = 0.384 * t694 - 0.0825 * t698 - t709;
    const Value t711 = t691 * t695;
    const Value t712 = t688 * qd[2];
    const Value t713 = qdd[1] * cosine[4] + t673 * sine[4];
    const Value t714 = t712 - t713 + qdd[3];
    const Value t715 = t713 - t712;
    const Value t716 = t689 * qd[2] + t713;
    const Value t717 = t711 - t714;
    const Value t718 = t693 * t693;
    const Value t719 = t691 * t691;
    const Value t720 = t718 + t719;
    const Value t721 = t705 - t706;
    const Value t722 = t706 - t705;
    const Value t723 = t678 * t678;
    const Value t724 = t690 * t690;
    const Value t725 = t724 + t723;
    const Value t726 = t688 * t689 + t723;
    const Value t727 = t721 - 0.0825 * t725;
    const Value t728 = t677 * t677;
    const Value t729 = 9.81 * cosine[5];
    const Value t730 = t729 - 0.316 * (t728 + qd[1] * qd[1]);
    const Value t731 = 0.316 * (t671 * t671 - t728) + t729;
    const Value t732 = 0.0825 * (t690 * t688 - t715) + t730;
    const Value t733 = t732 * sine[3] + cosine[3] * t727;
    const Value t734 = t732 * cosine[3] - sine[3] * t727;
    const Value t735 = t733 + (0.384 * t717 + 0.0825 * t720);
    const Value t736 = cosine[2] * t710 + sine[2] * t735;
    const Value t737 = cosine[2] * t735 - sine[2] * t710;
    const Value t738 = cosine[2] * t693 + t695 * sine[2];
    const Value t739 = qd[5] + t738;
    const Value t740 = cosine[2] * t695 - t693 * sine[2];
    const Value t741 = t691 + qd[4];
    const Value t742 = cosine[1] * t740 + t741 * sine[1];
    const Value t743 = t739 * t742;
    const Value t744 = t692 * cosine[2] - t714 * sine[2] - qd[4] * t738;
    const Value t745 = t697 + qdd[4];
    const Value t746 = t745 * cosine[1] - t744 * sine[1];
    const Value t747 = qd[5] * t742;
    const Value t748 = t746 - t747;
    const Value t749 = qdd[6] + (t747 - t746);
    const Value t750 = t743 - t748;
    const Value t751 = t736 + 0.088 * t750;
    const Value t752 = t711 + t714;
    const Value t753 = t711 + t711;
    const Value t754 = t695 * t695;
    const Value t755 = t718 + t754;
    const Value t756 = t719 - t754;
    const Value t757 = t734 - (0.0825 * t752 + 0.384 * t755);
    const Value t758 = cosine[1] * t737 + t757 * sine[1];
    const Value t759 = t739 * t739;
    const Value t760 = sine[1] * t740;
    const Value t761 = t741 * cosine[1];
    const Value t762 = t761 - t760;
    const Value t763 = t760 - t761 + qd[6];
    const Value t764 = t762 * t762;
    const Value t765 = t759 + t764;
    const Value t766 = t758 - 0.088 * t765;
    const Value t767 = t751 * cosine[0] - sine[0] * t766;
    const Value t768 = sine[0] * t751 + cosine[0] * t766;
    const Value t769 = cosine[0] * t742 + sine[0] * t739;
    const Value t770 = 0.000395108718315752 * t769;
    const Value t771 = 0.000548359106408232 * t763 + t770;
    const Value t772 = t739 * cosine[0] - sine[0] * t742;
    const Value t773 = t770 + 0.00242094377852123 * t772;
    const Value t774 = 0.000395108718315752 * t772;
    const Value t775 = 0.00242094377852123 * t769 - t774 - 0.001672482661783778 * t763;
    const Value t776 = qd[4] * t740 + (t692 * sine[2] + cosine[2] * t714);
    const Value t777 = qdd[5] + t776;
    const Value t778 = t745 * sine[1] + t744 * cosine[1] + qd[5] * t762;
    const Value t779 = t772 * qd[6] + (sine[0] * t777 + t778 * cosine[0]);
    const Value t780 = t777 * cosine[0] - sine[0] * t778 - t769 * qd[6];
    const Value t781 = 0.000548359106408232 * t779 - 0.001672482661783778 * t780 - (t771 * t772 + t774 * t769 + (t773 * t772 - t775 * t769));
    const Value t782 = t781 + (0.003127439544 * t767 - 0.007735484874 * t768);
    const Value t783 = t757 * cosine[1] - sine[1] * t737;
    const Value t784 = t742 * t762;
    const Value t785 = t784 + t784;
    const Value t786 = t783 + 0.088 * t785;
    const Value t787 = t778 + t739 * t762;
    const Value t788 = 0.088 * t787;
    const Value t789 = 0.007735484874 * (cosine[0] * t788 - sine[0] * t786) + 0.003127439544 * (sine[0] * t788 + cosine[0] * t786);
    const Value t790 = sine[0] * t762;
    const Value t791 = cosine[0] * t762;
    const Value t792 = 0.000395108718315752 * t790 + 0.00242094377852123 * t791 - 0.001672482661783778 * t742;
    const Value t793 = 0.000548359106408232 * t742 + 0.000395108718315752 * t791;
    const Value t794 = t748 * cosine[0] - t790 * qd[6];
    const Value t795 = sine[0] * t748 + t791 * qd[6];
    const Value t796 = 0.004909651967360946 * t778 - (0.001672482661783778 * t794 - 0.000548359106408232 * t795) - (t771 * t791 + t793 * t769 + (t792 * t772 - t775 * t790));
    const Value t797 = t789 + t796;
    const Value t798 = t736 * cosine[1];
    const Value t799 = sine[1] * t738;
    const Value t800 = t799 * t762;
    const Value t801 = t739 * t740;
    const Value t802 = t801 + t801;
    const Value t803 = t800 + t800 + t802;
    const Value t804 = t798 + 0.088 * t803;
    const Value t805 = cosine[1] * t738;
    const Value t806 = t776 * sine[1] + qd[5] * t805;
    const Value t807 = t742 * t740 - t805 * t739 - t806;
    const Value t808 = 0.088 * t807 + t737;
    const Value t809 = 0.007735484874 * (sine[0] * t804 + cosine[0] * t808) + 0.003127439544 * (sine[0] * t808 - t804 * cosine[0]);
    const Value t810 = sine[0] * t740 - t805 * cosine[0];
    const Value t811 = cosine[0] * t740 + sine[0] * t805;
    const Value t812 = 0.001672482661783778 * t799 + (0.00242094377852123 * t810 - 0.000395108718315752 * t811);
    const Value t813 = 0.000395108718315752 * t810 - 0.000548359106408232 * t799;
    const Value t814 = qd[5] * t799 - cosine[1] * t776;
    const Value t815 = cosine[0] * t744 - sine[0] * t814 - t810 * qd[6];
    const Value t816 = sine[0] * t744 + cosine[0] * t814 + qd[6] * t811;
    const Value t817 = t772 * t812 + t775 * t811 + (t771 * t810 + t813 * t769) + (0.004909651967360946 * t806 + (0.000548359106408232 * t815 + 0.001672482661783778 * t816));
    const Value t818 = t809 - t817;
    const Value t819 = t734 + (0.384 * t756 - 0.0825 * t753);
    const Value t820 = 0.384 * t699 - 0.0825 * t694;
    const Value t821 = cosine[2] * t819 - sine[2] * t820;
    const Value t822 = t819 * sine[2] + cosine[2] * t820;
    const Value t823 = t733 + (0.0825 * t756 + 0.384 * t753);
    const Value t824 = t821 * cosine[1] - sine[1] * t823;
    const Value t825 = t691 * cosine[2];
    const Value t826 = t695 * cosine[1] + sine[1] * t825;
    const Value t827 = t826 * t762;
    const Value t828 = t691 * sine[2];
    const Value t829 = t739 * t828;
    const Value t830 = t829 + t829;
    const Value t831 = t830 - (t827 + t827);
    const Value t832 = t824 - 0.088 * t831;
    const Value t833 = cosine[1] * t825 - t695 * sine[1];
    const Value t834 = t697 * cosine[2] - qd[4] * t828;
    const Value t835 = qd[5] * t833 + (t834 * sine[1] + t692 * cosine[1]);
    const Value t836 = t828 * t742 + t739 * t833 + t835;
    const Value t837 = 0.088 * t836 + t822;
    const Value t838 = 0.003127439544 * (t832 * cosine[0] + sine[0] * t837) + 0.007735484874 * (t837 * cosine[0] - sine[0] * t832);
    const Value t839 = cosine[0] * t833 + sine[0] * t828;
    const Value t840 = cosine[0] * t828 - sine[0] * t833;
    const Value t841 = 0.00242094377852123 * t839 - 0.000395108718315752 * t840 - 0.001672482661783778 * t826;
    const Value t842 = 0.000548359106408232 * t826 + 0.000395108718315752 * t839;
    const Value t843 = t834 * cosine[1] - t692 * sine[1] - qd[5] * t826;
    const Value t844 = qd[4] * t825 + t697 * sine[2];
    const Value t845 = cosine[0] * t844 - sine[0] * t843 - t839 * qd[6];
    const Value t846 = qd[6] * t840 + (sine[0] * t844 + t843 * cosine[0]);
    const Value t847 = 0.004909651967360946 * t835 - (0.000548359106408232 * t845 + 0.001672482661783778 * t846) - (t772 * t841 + t775 * t840 + (t842 * t769 + t771 * t839));
    const Value t848 = t838 + t847;
    const Value t849 = t693 * t688;
    const Value t850 = t849 + t849;
    const Value t851 = t678 * sine[3];
    const Value t852 = t691 * t851;
    const Value t853 = t850 - (t852 + t852);
    const Value t854 = cosine[3] * t678;
    const Value t855 = t691 * t854 - t695 * t851;
    const Value t856 = t679 - t681;
    const Value t857 = t681 - t679;
    const Value t858 = t855 - t856;
    const Value t859 = t856 + t855;
    const Value t860 = t678 * t689;
    const Value t861 = t860 + t860;
    const Value t862 = t704 - 0.0825 * t861;
    const Value t863 = 0.0825 * (t678 * t690 - t857);
    const Value t864 = cosine[3] * t862 + sine[3] * t863;
    const Value t865 = cosine[3] * t863 - sine[3] * t862;
    const Value t866 = t864 + (0.0825 * t853 + 0.384 * t858);
    const Value t867 = cosine[3] * t716 - t851 * qd[3];
    const Value t868 = t867 + (t691 * t688 - t693 * t851);
    const Value t869 = t854 * qd[3] + sine[3] * t716;
    const Value t870 = t693 * t854 + t695 * t688 + t869;
    const Value t871 = 0.0825 * t726 + t722;
    const Value t872 = 0.384 * t868 - 0.0825 * t870 - t871;
    const Value t873 = cosine[2] * t866 - t872 * sine[2];
    const Value t874 = t872 * cosine[2] + t866 * sine[2];
    const Value t875 = t695 * t854;
    const Value t876 = t875 + t875 + t850;
    const Value t877 = t865 - (0.384 * t876 + 0.0825 * t859);
    const Value t878 = t877 * sine[1] + cosine[1] * t873;
    const Value t879 = cosine[2] * t688 + t854 * sine[2];
    const Value t880 = t879 * t739;
    const Value t881 = t880 + t880;
    const Value t882 = cosine[2] * t854 - sine[2] * t688;
    const Value t883 = t851 * cosine[1] + t882 * sine[1];
    const Value t884 = t883 * t762;
    const Value t885 = t881 - (t884 + t884);
    const Value t886 = t878 - 0.088 * t885;
    const Value t887 = t882 * cosine[1] - t851 * sine[1];
    const Value t888 = cosine[2] * t867 - t856 * sine[2] - t879 * qd[4];
    const Value t889 = cosine[1] * t869 + t888 * sine[1] + qd[5] * t887;
    const Value t890 = t739 * t887 + t879 * t742 + t889;
    const Value t891 = 0.088 * t890 + t874;
    const Value t892 = 0.003127439544 * (sine[0] * t891 + cosine[0] * t886) + 0.007735484874 * (cosine[0] * t891 - sine[0] * t886);
    const Value t893 = t879 * cosine[0] - sine[0] * t887;
    const Value t894 = sine[0] * t879 + cosine[0] * t887;
    const Value t895 = 0.00242094377852123 * t894 - 0.000395108718315752 * t893 - 0.001672482661783778 * t883;
    const Value t896 = 0.000395108718315752 * t894 + 0.000548359106408232 * t883;
    const Value t897 = t882 * qd[4] + (t856 * cosine[2] + t867 * sine[2]);
    const Value t898 = t888 * cosine[1] - sine[1] * t869 - qd[5] * t883;
    const Value t899 = t897 * cosine[0] - sine[0] * t898 - t894 * qd[6];
    const Value t900 = t893 * qd[6] + (sine[0] * t897 + cosine[0] * t898);
    const Value t901 = 0.004909651967360946 * t889 - (0.000548359106408232 * t899 + 0.001672482661783778 * t900) - (t893 * t775 + t772 * t895 + (t771 * t894 + t896 * t769));
    const Value t902 = t892 + t901;
    const Value t903 = t671 * cosine[4];
    const Value t904 = sine[3] * t903 - cosine[3] * t677;
    const Value t905 = t677 * sine[3] + cosine[3] * t903;
    const Value t906 = t904 * t695 - t691 * t905;
    const Value t907 = t903 * qd[2] + t684 * sine[4];
    const Value t908 = t906 + t907;
    const Value t909 = t906 - t907;
    const Value t910 = t904 * t691;
    const Value t911 = t671 * sine[4];
    const Value t912 = t693 * t911;
    const Value t913 = t912 + t912;
    const Value t914 = t910 + t910 - t913;
    const Value t915 = t678 * t911;
    const Value t916 = t677 * t690;
    const Value t917 = t916 + t916;
    const Value t918 = t915 + t915 - t917;
    const Value t919 = 0.316 * (t684 - t683);
    const Value t920 = t919 * sine[4] - t731 * cosine[4];
    const Value t921 = t731 * sine[4] + t919 * cosine[4];
    const Value t922 = t920 - 0.0825 * t918;
    const Value t923 = 0.0825 * (t690 * t903 + t677 * t688 + t907) + t703;
    const Value t924 = cosine[3] * t922 - sine[3] * t923;
    const Value t925 = cosine[3] * t923 + t922 * sine[3];
    const Value t926 = 0.384 * t908 + 0.0825 * t914 + t924;
    const Value t927 = t911 * qd[2] - cosine[4] * t684;
    const Value t928 = t904 * qd[3] + (cosine[3] * t927 - sine[3] * t673);
    const Value t929 = t928 + (t904 * t693 - t691 * t911);
    const Value t930 = qd[3] * t905 - (cosine[3] * t673 + sine[3] * t927);
    const Value t931 = t695 * t911 + t693 * t905 + t930;
    const Value t932 = t911 * t688 - t678 * t903;
    const Value t933 = t932 - t673;
    const Value t934 = t921 + 0.0825 * t933;
    const Value t935 = 0.384 * t929 + 0.0825 * t931 - t934;
    const Value t936 = cosine[2] * t926 - t935 * sine[2];
    const Value t937 = t926 * sine[2] + cosine[2] * t935;
    const Value t938 = t695 * t905;
    const Value t939 = t913 + (t938 + t938);
    const Value t940 = t925 + (0.0825 * t909 - 0.384 * t939);
    const Value t941 = t936 * cosine[1] - t940 * sine[1];
    const Value t942 = t904 * cosine[1];
    const Value t943 = t911 * sine[2] - cosine[2] * t905;
    const Value t944 = t943 * sine[1];
    const Value t945 = t942 - t944;
    const Value t946 = t944 - t942;
    const Value t947 = t945 * t762;
    const Value t948 = sine[2] * t905 + cosine[2] * t911;
    const Value t949 = t948 * t739;
    const Value t950 = t949 + t949;
    const Value t951 = t947 + t947 - t950;
    const Value t952 = t941 - 0.088 * t951;
    const Value t953 = t943 * cosine[1] + t904 * sine[1];
    const Value t954 = cosine[2] * t928 + sine[2] * t907 + t948 * qd[4];
    const Value t955 = cosine[1] * t930 - t954 * sine[1];
    const Value t956 = qd[5] * t953;
    const Value t957 = t955 - t956;
    const Value t958 = t956 - t955;
    const Value t959 = t739 * t953 - t948 * t742 - t957;
    const Value t960 = 0.088 * t959 + t937;
    const Value t961 = 0.007735484874 * (cosine[0] * t960 - sine[0] * t952) + 0.003127439544 * (t952 * cosine[0] + sine[0] * t960);
    const Value t962 = sine[0] * t953 + t948 * cosine[0];
    const Value t963 = t953 * cosine[0] - sine[0] * t948;
    const Value t964 = 0.000395108718315752 * t962 + 0.00242094377852123 * t963 - 0.001672482661783778 * t946;
    const Value t965 = 0.000395108718315752 * t963 + 0.000548359106408232 * t946;
    const Value t966 = qd[5] * t945 + (t954 * cosine[1] + sine[1] * t930);
    const Value t967 = t928 * sine[2] - cosine[2] * t907 + t943 * qd[4];
    const Value t968 = t967 * cosine[0] - sine[0] * t966 - t963 * qd[6];
    const Value t969 = cosine[0] * t966 + sine[0] * t967 - t962 * qd[6];
    const Value t970 = 0.004909651967360946 * t958 - (0.000548359106408232 * t968 + 0.001672482661783778 * t969) - (t964 * t772 - t775 * t962 + (t771 * t963 + t965 * t769));
    const Value t971 = t961 + t970;
    const Value t972 = t777 + t784;
    const Value t973 = t783 + 0.088 * t972;
    const Value t974 = 0.000395108718315752 * t780;
    const Value t975 = 0.004909651967360946 * t763 - (0.000548359106408232 * t772 + 0.001672482661783778 * t769);
    const Value t976 = t772 * t975;
    const Value t977 = 0.003127439544 * t973 + (0.00242094377852123 * t779 - t974 - 0.001672482661783778 * t749 + (t976 + t771 * t763));
    const Value t978 = t977 * cosine[0];
    const Value t979 = sine[0] * t977;
    const Value t980 = 0.000395108718315752 * t779;
    const Value t981 = 0.000548359106408232 * t769 - 0.001672482661783778 * t772;
    const Value t982 = t763 * t773 - (t976 + t981 * t769) - t974;
    const Value t983 = t975 * t769;
    const Value t984 = 0.00242094377852123 * t780 + t980 + (t763 * t774 + (t772 * t981 - t983));
    const Value t985 = t763 * t775 - t983 - (0.000548359106408232 * t749 + t980) + 0.007735484874 * t973;
    const Value t986 = sine[0] * t985;
    const Value t987 = cosine[0] * t985;
    const Value t988 = t763 * t769;
    const Value t989 = t779 + t763 * t772;
    const Value t990 = 0.004909651967360946 * t749 - (0.001672482661783778 * t779 + 0.000548359106408232 * t780) - (t771 * t769 + t772 * t775);
    const Value t991 = 0.003127439544 * (t780 - t988) - 0.007735484874 * t989;
    const Value t992 = 0.003127439544 * t989 - 0.007735484874 * (t988 - t780);
    const Value t993 = t978 + sine[0] * t984 + (t982 * cosine[0] - t986) + 0.088 * t991;
    const Value t994 = t984 * cosine[0] - t979 - (t987 + sine[0] * t982);
    const Value t995 = t742 * t742;
    const Value t996 = t992 + (0.164967552695 * t972 + 0.068832705569 * (t995 + t759));
    const Value t997 = t764 - t995;
    const Value t998 = 0.088 * t997 - t758;
    const Value t999 = 0.004909651967360946 * t742 - (0.001672482661783778 * t791 - 0.000548359106408232 * t790);
    const Value t1000 = 0.000395108718315752 * t795 + 0.00242094377852123 * t794 - 0.001672482661783778 * t778 + (t772 * t999 - t975 * t790 + (t763 * t793 + t771 * t742));
    const Value t1001 = t775 * t742 + t792 * t763 - (t999 * t769 + t975 * t791) - (0.000395108718315752 * t794 + 0.000548359106408232 * t778);
    const Value t1002 = 0.003127439544 * (t794 + (t772 * t742 - t763 * t790)) - 0.007735484874 * (t742 * t769 + t763 * t791 + t795);
    const Value t1003 = 0.003127439544 * t998 + t1000;
    const Value t1004 = t1001 + 0.007735484874 * t998;
    const Value t1005 = 0.005511034382675315 * t762;
    const Value t1006 = 0.005511034382675315 * t742;
    const Value t1007 = t1006 + 9.3569097314605e-05 * t739;
    const Value t1008 = t1006 + 0.000884123530507804 * t762;
    const Value t1009 = t1005 - 0.000884123530507804 * t742 - 0.000103758917218685 * t739;
    const Value t1010 = t1005 * t742 + t1007 * t762 + (t742 * t1009 + t1008 * t762) - (9.3569097314605e-05 * t778 + 0.000103758917218685 * t748);
    const Value t1011 = 0.088 * t1002 + (sine[0] * t1003 + t1004 * cosine[0] + (0.068832705569 * t783 - 0.164967552695 * t758 + t1010));
    const Value t1012 = 0.164967552695 * t997 + 0.068832705569 * t785 + t1002;
    const Value t1013 = 0.000548359106408232 * t811 + 0.001672482661783778 * t810 + 0.004909651967360946 * t799;
    const Value t1014 = t975 * t811 - t772 * t1013 + (t763 * t813 - t771 * t799) + (0.001672482661783778 * t806 + (0.00242094377852123 * t816 - 0.000395108718315752 * t815));
    const Value t1015 = t763 * t812 - t799 * t775 - (t810 * t975 - t1013 * t769) - (0.000395108718315752 * t816 - 0.000548359106408232 * t806);
    const Value t1016 = 0.003127439544 * (t816 + (t763 * t811 - t772 * t799)) - 0.007735484874 * (t763 * t810 - t799 * t769 - t815);
    const Value t1017 = t736 * sine[1];
    const Value t1018 = t799 * t742 - t805 * t762;
    const Value t1019 = t1018 + t744;
    const Value t1020 = 0.088 * t1019 + t1017;
    const Value t1021 = 0.003127439544 * t1020 + t1014;
    const Value t1022 = t1015 + 0.007735484874 * t1020;
    const Value t1023 = 9.3569097314605e-05 * t740 - 0.005511034382675315 * t805;
    const Value t1024 = 0.005511034382675315 * t799 + 0.000884123530507804 * t805 - 0.000103758917218685 * t740;
    const Value t1025 = t742 * t1023 - t805 * t1007 - (t762 * t1024 + t799 * t1009) + (9.3569097314605e-05 * t806 - 0.000103758917218685 * t814 + 0.030389507210667306 * t744);
    const Value t1026 = sine[0] * t1021 + cosine[0] * t1022 + (t1025 + (0.164967552695 * t1017 - 0.068832705569 * t798)) + 0.088 * t1016;
    const Value t1027 = 0.004909651967360946 * t826 - (0.001672482661783778 * t839 + 0.000548359106408232 * t840);
    const Value t1028 = t975 * t840 + t1027 * t772 + (t763 * t842 + t771 * t826) + (0.00242094377852123 * t846 - 0.000395108718315752 * t845 - 0.001672482661783778 * t835);
    const Value t1029 = t763 * t841 + t826 * t775 - (t839 * t975 + t1027 * t769) - (0.000548359106408232 * t835 + 0.000395108718315752 * t846);
    const Value t1030 = 0.003127439544 * (t763 * t840 + t772 * t826 + t846) - 0.007735484874 * (t826 * t769 + t763 * t839 - t845);
    const Value t1031 = t821 * sine[1] + cosine[1] * t823;
    const Value t1032 = t762 * t833 - t826 * t742;
    const Value t1033 = t1032 + t844;
    const Value t1034 = 0.088 * t1033 - t1031;
    const Value t1035 = t1028 + 0.003127439544 * t1034;
    const Value t1036 = t1029 + 0.007735484874 * t1034;
    const Value t1037 = 0.000884123530507804 * t833 + 0.005511034382675315 * t826 + 0.000103758917218685 * t828;
    const Value t1038 = 0.005511034382675315 * t833 + 9.3569097314605e-05 * t828;
    const Value t1039 = 0.030389507210667306 * t844 - (9.3569097314605e-05 * t835 + 0.000103758917218685 * t843) + (t826 * t1009 + t1037 * t762 + (t1007 * t833 + t742 * t1038));
    const Value t1040 = 0.088 * t1030 + (t1039 + (0.068832705569 * t824 - 0.164967552695 * t1031) + (sine[0] * t1035 + t1036 * cosine[0]));
    const Value t1041 = 0.004909651967360946 * t883 - (0.000548359106408232 * t893 + 0.001672482661783778 * t894);
    const Value t1042 = t763 * t895 + t883 * t775 - (t1041 * t769 + t894 * t975) - (0.000395108718315752 * t900 + 0.000548359106408232 * t889);
    const Value t1043 = 0.00242094377852123 * t900 - 0.000395108718315752 * t899 - 0.001672482661783778 * t889 + (t771 * t883 + t763 * t896 + (t1041 * t772 + t893 * t975));
    const Value t1044 = 0.003127439544 * (t763 * t893 + t772 * t883 + t900) - 0.007735484874 * (t883 * t769 + t763 * t894 - t899);
    const Value t1045 = cosine[1] * t877 - sine[1] * t873;
    const Value t1046 = t887 * t762 - t883 * t742;
    const Value t1047 = t1046 + t897;
    const Value t1048 = 0.088 * t1047 + t1045;
    const Value t1049 = 0.007735484874 * t1048 + t1042;
    const Value t1050 = t1043 + 0.003127439544 * t1048;
    const Value t1051 = 9.3569097314605e-05 * t879 + 0.005511034382675315 * t887;
    const Value t1052 = 0.000103758917218685 * t879 + (0.000884123530507804 * t887 + 0.005511034382675315 * t883);
    const Value t1053 = 0.030389507210667306 * t897 - (0.000103758917218685 * t898 + 9.3569097314605e-05 * t889) + (t1051 * t742 + t887 * t1007 + (t883 * t1009 + t1052 * t762));
    const Value t1054 = 0.088 * t1044 + (t1053 + (0.164967552695 * t1045 + 0.068832705569 * t878) + (cosine[0] * t1049 + sine[0] * t1050));
    const Value t1055 = t936 * sine[1] + t940 * cosine[1];
    const Value t1056 = 0.005511034382675315 * t953 - 9.3569097314605e-05 * t948;
    const Value t1057 = 0.000103758917218685 * t948 + (0.005511034382675315 * t945 - 0.000884123530507804 * t953);
    const Value t1058 = t953 * t1007 + t1056 * t742 - (t945 * t1009 + t1057 * t762) + (9.3569097314605e-05 * t957 - 0.000103758917218685 * t966 + 0.030389507210667306 * t967);
    const Value t1059 = t953 * t762 + t945 * t742;
    const Value t1060 = t1059 + t967;
    const Value t1061 = 0.088 * t1060 - t1055;
    const Value t1062 = 0.004909651967360946 * t946 - (0.001672482661783778 * t963 - 0.000548359106408232 * t962);
    const Value t1063 = 0.00242094377852123 * t969 - 0.000395108718315752 * t968 - 0.001672482661783778 * t958 + (t763 * t965 + t771 * t946 + (t1062 * t772 - t975 * t962));
    const Value t1064 = t775 * t946 + t763 * t964 - (t1062 * t769 + t963 * t975) - (0.000395108718315752 * t969 + 0.000548359106408232 * t958);
    const Value t1065 = 0.003127439544 * (t969 + (t772 * t946 - t763 * t962)) - 0.007735484874 * (t946 * t769 + t763 * t963 - t968);
    const Value t1066 = 0.003127439544 * t1061 + t1063;
    const Value t1067 = 0.007735484874 * t1061 + t1064;
    const Value t1068 = 0.088 * t1065 + (0.068832705569 * t941 - 0.164967552695 * t1055 + t1058 + (sine[0] * t1066 + cosine[0] * t1067));
    const Value t1069 = t763 * t946;
    const Value t1070 = t1069 + t1069;
    const Value t1071 = t772 * t772;
    const Value t1072 = t769 * t769;
    const Value t1073 = t1071 - t1072;
    const Value t1074 = t772 * t769;
    const Value t1075 = t1074 + t1074;
    const Value t1076 = 0.007735484874 * t1073 + 0.003127439544 * t1075;
    const Value t1077 = 0.003127439544 * t1073 - 0.007735484874 * t1075;
    const Value t1078 = t763 * t763;
    const Value t1079 = 0.003127439544 * (t1078 + t1072) + 0.007735484874 * (t749 + t1074);
    const Value t1080 = 0.007735484874 * (t1078 + t1071) + 0.003127439544 * (t1074 - t749);
    const Value t1081 = sine[0] * t1079;
    const Value t1082 = t1079 * cosine[0];
    const Value t1083 = cosine[0] * t1080;
    const Value t1084 = 0.068832705569 * (t784 - t777) + 0.164967552695 * t765 + (t1081 + t1083);
    const Value t1085 = t1076 * cosine[0] - t1081 - (sine[0] * t1077 + t1083);
    const Value t1086 = sine[0] * t1080;
    const Value t1087 = sine[0] * t1076 + t1082 + (t1077 * cosine[0] - t1086);
    const Value t1088 = t1082 - t1086;
    const Value t1089 = 0.088 * t1085 + t782;
    const Value t1090 = t994 * sine[1] - cosine[1] * t1089;
    const Value t1091 = t1089 * sine[1] + t994 * cosine[1];
    const Value t1092 = 0.030389507210667306 * t739 + (9.3569097314605e-05 * t762 - 0.000103758917218685 * t742);
    const Value t1093 = t1092 * t762;
    const Value t1094 = 9.3569097314605e-05 * t742 + 0.000103758917218685 * t762;
    const Value t1095 = 0.005511034382675315 * t748;
    const Value t1096 = t791 * t769;
    const Value t1097 = t772 * t791 - t790 * t769;
    const Value t1098 = t772 * t790;
    const Value t1099 = t763 * t742;
    const Value t1100 = t1099 + t1099;
    const Value t1101 = 0.003127439544 * (t1096 + t1096 + t1100) + 0.007735484874 * (t778 + t1097);
    const Value t1102 = 0.003127439544 * (t1097 - t778) + 0.007735484874 * (t1100 - (t1098 + t1098));
    const Value t1103 = 0.068832705569 * t997 - 0.164967552695 * t785 + (t1102 * cosine[0] + sine[0] * t1101);
    const Value t1104 = cosine[0] * t1101 - sine[0] * t1102;
    const Value t1105 = t1095 - (t739 * t1008 + (t1093 - t742 * t1094)) - t797 - 0.088 * t1104;
    const Value t1106 = t1093 - t739 * t1007 + (t1095 - 0.000884123530507804 * t778 - 0.000103758917218685 * t777) - 0.068832705569 * t736;
    const Value t1107 = t978 - t986 + t1106;
    const Value t1108 = t1104 + (0.164967552695 * t787 - 0.068832705569 * (t748 - t743));
    const Value t1109 = 0.005511034382675315 * t778;
    const Value t1110 = 9.3569097314605e-05 * t748 - 0.000103758917218685 * t778 + 0.030389507210667306 * t777 + (t1007 * t742 - t1009 * t762);
    const Value t1111 = t1092 * t742;
    const Value t1112 = t1003 * cosine[0] - t1004 * sine[0] - (t739 * t1005 + (t1111 + t1094 * t762) + (t1109 + 0.000884123530507804 * t748));
    const Value t1113 = t1109 + 9.3569097314605e-05 * t777 + (t739 * t1009 - t1111) - 0.164967552695 * t736 - (0.007735484874 * t767 + 0.003127439544 * t768 + t990);
    const Value t1114 = t1113 - 0.088 * t1088;
    const Value t1115 = t1114 * sine[1];
    const Value t1116 = t1114 * cosine[1];
    const Value t1117 = cosine[1] * t1107;
    const Value t1118 = sine[1] * t1107;
    const Value t1119 = t1105 * cosine[1] - t1115 + (t1117 + t1112 * sine[1]);
    const Value t1120 = t1112 * cosine[1] - t1118 - (t1116 + t1105 * sine[1]);
    const Value t1121 = 0.030389507210667306 * t740 + (9.3569097314605e-05 * t799 + 0.000103758917218685 * t805);
    const Value t1122 = 0.005511034382675315 * t814 + 9.3569097314605e-05 * t744 + (t740 * t1009 + t739 * t1024 - (t1121 * t742 - t1092 * t805));
    const Value t1123 = t1092 * t799 + t1121 * t762 - (t739 * t1023 + t1007 * t740) + (0.005511034382675315 * t806 - 0.000884123530507804 * t814 - 0.000103758917218685 * t744);
    const Value t1124 = cosine[0] * t1021 - sine[0] * t1022 + (t1123 - 0.068832705569 * t737);
    const Value t1125 = t805 * t742;
    const Value t1126 = t1016 + (0.068832705569 * (t802 - (t1125 + t1125)) + 0.164967552695 * t1019);
    const Value t1127 = t810 * t769;
    const Value t1128 = t810 * t772 + t769 * t811;
    const Value t1129 = t772 * t811;
    const Value t1130 = t763 * t799;
    const Value t1131 = t1130 + t1130;
    const Value t1132 = 0.003127439544 * (t1127 + t1127 - t1131) + 0.007735484874 * (t1128 - t806);
    const Value t1133 = 0.007735484874 * (t1129 + t1129 - t1131) + 0.003127439544 * (t806 + t1128);
    const Value t1134 = sine[0] * t1132 + t1133 * cosine[0] + (0.068832705569 * (t1018 - t744) + 0.164967552695 * t803);
    const Value t1135 = cosine[0] * t1132 - sine[0] * t1133;
    const Value t1136 = t1122 - 0.164967552695 * t737 - t818 - 0.088 * t1135;
    const Value t1137 = 0.00151524447332703 * t738;
    const Value t1138 = t1137 + 0.024230847133882086 * t740 - 0.004600245517563106 * t741;
    const Value t1139 = 0.00151524447332703 * t740;
    const Value t1140 = t1139 - 0.024230847133882086 * t738;
    const Value t1141 = 0.00216405205209813 * t741 - t1139;
    const Value t1142 = 0.004600245517563106 * t776 - 0.00216405205209813 * t744 + (t740 * t1138 + t1140 * t738 + (t1137 * t740 - t1141 * t738));
    const Value t1143 = t1142 + (0.067870631425 * t736 + 0.014653732538 * t737) + (t1136 * cosine[1] + t1124 * sine[1]);
    const Value t1144 = 0.030389507210667306 * t828 - (9.3569097314605e-05 * t826 + 0.000103758917218685 * t833);
    const Value t1145 = 0.005511034382675315 * t843 + 9.3569097314605e-05 * t844 + (t828 * t1009 - t1037 * t739 - (t1144 * t742 + t1092 * t833));
    const Value t1146 = t1144 * t762 - t1092 * t826 - (t739 * t1038 + t828 * t1007) - (0.005511034382675315 * t835 + 0.000884123530507804 * t843 + 0.000103758917218685 * t844);
    const Value t1147 = t1035 * cosine[0] - sine[0] * t1036 + (t1146 - 0.068832705569 * t822);
    const Value t1148 = t742 * t833;
    const Value t1149 = t1030 + (0.164967552695 * t1033 + 0.068832705569 * (t1148 + t1148 + t830));
    const Value t1150 = t763 * t826;
    const Value t1151 = t1150 + t1150;
    const Value t1152 = t763 * t883;
    const Value t1153 = t1152 + t1152;
    const Value t1154 = t839 * t769;
    const Value t1155 = t769 * t840 + t839 * t772;
    const Value t1156 = 0.003127439544 * (t1151 + (t1154 + t1154)) + 0.007735484874 * (t835 + t1155);
    const Value t1157 = t772 * t840;
    const Value t1158 = 0.007735484874 * (t1157 + t1157 + t1151) + 0.003127439544 * (t1155 - t835);
    const Value t1159 = cosine[0] * t1158 + sine[0] * t1156 + (0.164967552695 * t831 + 0.068832705569 * (t1032 - t844));
    const Value t1160 = t1156 * cosine[0] - sine[0] * t1158;
    const Value t1161 = t1145 - 0.164967552695 * t822 - t848 - 0.088 * t1160;
    const Value t1162 = 0.024230847133882086 * t825 + 0.00151524447332703 * t828 + 0.004600245517563106 * t695;
    const Value t1163 = 0.00216405205209813 * t695 + 0.00151524447332703 * t825;
    const Value t1164 = t1141 * t825 - t740 * t1163 + (t828 * t1138 + t1162 * t738) - (0.004600245517563106 * t834 + 0.00216405205209813 * t844 + 0.027133159263935513 * t692);
    const Value t1165 = cosine[1] * t1161 + t1147 * sine[1] + (t1164 + (0.014653732538 * t822 - 0.067870631425 * t821));
    const Value t1166 = 0.030389507210667306 * t879 - (9.3569097314605e-05 * t883 + 0.000103758917218685 * t887);
    const Value t1167 = t879 * t1009 - t1052 * t739 - (t1166 * t742 + t1092 * t887) + (9.3569097314605e-05 * t897 + 0.005511034382675315 * t898);
    const Value t1168 = t1166 * t762 - t1092 * t883 - (t739 * t1051 + t879 * t1007) - (0.005511034382675315 * t889 + 0.000884123530507804 * t898 + 0.000103758917218685 * t897);
    const Value t1169 = t1168 - 0.068832705569 * t874 + (cosine[0] * t1050 - sine[0] * t1049);
    const Value t1170 = t887 * t742;
    const Value t1171 = 0.068832705569 * (t1170 + t1170 + t881) + 0.164967552695 * t1047 + t1044;
    const Value t1172 = t894 * t772 + t893 * t769;
    const Value t1173 = t894 * t769;
    const Value t1174 = 0.007735484874 * (t1172 + t889) + 0.003127439544 * (t1173 + t1173 + t1153);
    const Value t1175 = t893 * t772;
    const Value t1176 = 0.007735484874 * (t1175 + t1175 + t1153) + 0.003127439544 * (t1172 - t889);
    const Value t1177 = 0.068832705569 * (t1046 - t897) + 0.164967552695 * t885 + (sine[0] * t1174 + t1176 * cosine[0]);
    const Value t1178 = cosine[0] * t1174 - sine[0] * t1176;
    const Value t1179 = t1167 - 0.164967552695 * t874 - t902 - 0.088 * t1178;
    const Value t1180 = 0.00216405205209813 * t851 + 0.00151524447332703 * t882;
    const Value t1181 = 0.004600245517563106 * t851 + (0.024230847133882086 * t882 + 0.00151524447332703 * t879);
    const Value t1182 = t882 * t1141 - t1180 * t740 + (t879 * t1138 + t1181 * t738) - (0.027133159263935513 * t869 + (0.00216405205209813 * t897 + 0.004600245517563106 * t888));
    const Value t1183 = 0.014653732538 * t874 - 0.067870631425 * t873 + t1182 + (t1169 * sine[1] + cosine[1] * t1179);
    const Value t1184 = 9.3569097314605e-05 * t945 - 0.000103758917218685 * t953 - 0.030389507210667306 * t948;
    const Value t1185 = t1092 * t945 + t1184 * t762 - (t1056 * t739 - t948 * t1007) + (0.005511034382675315 * t957 - 0.000884123530507804 * t966 - 0.000103758917218685 * t967);
    const Value t1186 = 0.005511034382675315 * t966 + 9.3569097314605e-05 * t967 + (t739 * t1057 - t948 * t1009 - (t1184 * t742 + t1092 * t953));
    const Value t1187 = t1185 - 0.068832705569 * t937 + (cosine[0] * t1066 - sine[0] * t1067);
    const Value t1188 = t953 * t742;
    const Value t1189 = 0.164967552695 * t1060 + 0.068832705569 * (t1188 + t1188 - t950) + t1065;
    const Value t1190 = t963 * t769;
    const Value t1191 = t963 * t772 - t962 * t769;
    const Value t1192 = t772 * t962;
    const Value t1193 = 0.007735484874 * (t958 + t1191) + 0.003127439544 * (t1190 + t1190 + t1070);
    const Value t1194 = 0.003127439544 * (t1191 - t958) + 0.007735484874 * (t1070 - (t1192 + t1192));
    const Value t1195 = 0.164967552695 * t951 + 0.068832705569 * (t1059 - t967) + (cosine[0] * t1194 + t1193 * sine[0]);
    const Value t1196 = t1193 * cosine[0] - sine[0] * t1194;
    const Value t1197 = t1186 - 0.164967552695 * t937 - t971 - 0.088 * t1196;
    const Value t1198 = 0.024230847133882086 * t943 - 0.00151524447332703 * t948 - 0.004600245517563106 * t904;
    const Value t1199 = 0.00216405205209813 * t904 - 0.00151524447332703 * t943;
    const Value t1200 = t943 * t1141 + t1199 * t740 + (t1198 * t738 - t948 * t1138) + (0.027133159263935513 * t930 - (0.00216405205209813 * t967 + 0.004600245517563106 * t954));
    const Value t1201 = t1187 * sine[1] + t1197 * cosine[1] + (t1200 + (0.014653732538 * t937 - 0.067870631425 * t936));
    const Value t1202 = cosine[2] * t993 - sine[2] * t1091;
    const Value t1203 = t991 * sine[1] + cosine[1] * t1087;
    const Value t1204 = t991 * cosine[1] - sine[1] * t1087;
    const Value t1205 = t1085 * sine[2] - cosine[2] * t1203;
    const Value t1206 = cosine[2] * t1085 + sine[2] * t1203;
    const Value t1207 = 0.384 * t1206 + (cosine[2] * t1091 + t993 * sine[2]);
    const Value t1208 = 0.384 * t1205 + 0.0825 * t1204;
    const Value t1209 = cosine[2] * t1011 - t1120 * sine[2];
    const Value t1210 = cosine[1] * t996;
    const Value t1211 = t996 * sine[1];
    const Value t1212 = sine[1] * t1084;
    const Value t1213 = cosine[1] * t1084;
    const Value t1214 = t1012 * sine[1] + t1210 + (cosine[1] * t1103 - t1212);
    const Value t1215 = t1012 * cosine[1] - t1211 - (sine[1] * t1103 + t1213);
    const Value t1216 = t1108 * sine[2] - cosine[2] * t1214;
    const Value t1217 = t1214 * sine[2] + cosine[2] * t1108;
    const Value t1218 = cosine[2] * t1120 + sine[2] * t1011 + 0.384 * t1217;
    const Value t1219 = 0.384 * t1216 + 0.0825 * t1215;
    const Value t1220 = 0.00151524447332703 * t776;
    const Value t1221 = 0.027133159263935513 * t741 - (0.00216405205209813 * t738 + 0.004600245517563106 * t740);
    const Value t1222 = t1221 * t738;
    const Value t1223 = 0.024230847133882086 * t744 + t1220 - 0.004600245517563106 * t745 - (t1141 * t741 + t1222) + 0.067870631425 * t757;
    const Value t1224 = t1117 - t1115 + t1223;
    const Value t1225 = t1224 * cosine[2];
    const Value t1226 = t1224 * sine[2];
    const Value t1227 = 0.00151524447332703 * t744;
    const Value t1228 = 0.004600245517563106 * t738 - 0.00216405205209813 * t740;
    const Value t1229 = t1140 * t741 - (t1228 * t740 - t1222) + t1220 - t1026;
    const Value t1230 = t1221 * t740;
    const Value t1231 = t741 * t1138 - t1230 + (0.00216405205209813 * t745 - t1227) + 0.014653732538 * t757 - (0.088 * t992 + (t979 + t987 + (0.068832705569 * t758 + 0.164967552695 * t783 + t1110)));
    const Value t1232 = t1227 - 0.024230847133882086 * t776 - (t1228 * t738 + t1230 + t1137 * t741) + (cosine[1] * t1124 - t1136 * sine[1]);
    const Value t1233 = t1231 * sine[2];
    const Value t1234 = t1231 * cosine[2];
    const Value t1235 = t740 * t738;
    const Value t1236 = t1235 + t1235;
    const Value t1237 = t740 * t740;
    const Value t1238 = t738 * t738;
    const Value t1239 = 0.014653732538 * (t1238 - t1237) - 0.067870631425 * t1236 + (0.164967552695 * t807 - 0.068832705569 * (t739 * t799 + t740 * t762 + t814) + t1135);
    const Value t1240 = 0.014653732538 * t1236 - 0.067870631425 * (t1237 - t1238) - (t1134 * cosine[1] + sine[1] * t1126);
    const Value t1241 = t741 * t741;
    const Value t1242 = t1088 + (0.164967552695 * t750 - 0.068832705569 * t787) + (0.067870631425 * (t1241 + t1237) + 0.014653732538 * (t745 - t1235));
    const Value t1243 = 0.014653732538 * (t1241 + t1238) - 0.067870631425 * (t745 + t1235) - (t1211 + t1213);
    const Value t1244 = t1138 * t738 + t1141 * t740 + (0.027133159263935513 * t745 - (0.00216405205209813 * t776 + 0.004600245517563106 * t744));
    const Value t1245 = t744 - t741 * t738;
    const Value t1246 = t741 * t740 + t776;
    const Value t1247 = cosine[1] * t1126 - t1134 * sine[1] - (0.014653732538 * t1245 + 0.067870631425 * t1246);
    const Value t1248 = t1210 - t1212 + (0.067870631425 * t1245 - 0.014653732538 * t1246);
    const Value t1249 = t1248 - (0.49008027465 * t752 + 1.720683553603 * t755);
    const Value t1250 = t1243 * sine[2];
    const Value t1251 = t1243 * cosine[2];
    const Value t1252 = t1242 * cosine[2];
    const Value t1253 = t1242 * sine[2];
    const Value t1254 = t1240 * cosine[2] - t1250 + (t1252 + t1239 * sine[2]);
    const Value t1255 = t1252 - t1250;
    const Value t1256 = t1251 + t1240 * sine[2];
    const Value t1257 = cosine[2] * t1239 - t1253;
    const Value t1258 = t1251 + t1253;
    const Value t1259 = t1258 + (1.720683553603 * t717 + 0.49008027465 * t720);
    const Value t1260 = 1.720683553603 * t694 - 0.49008027465 * t698 + t1255;
    const Value t1261 = 0.684157959872 * t708 - 0.028227094878 * (t724 + t688 * t688) - t1260;
    const Value t1262 = cosine[2] * t1229 - t1233 + (t1225 + t1232 * sine[2]) + (0.384 * t1254 + 0.0825 * t1247);
    const Value t1263 = 0.027133159263935513 * t695 + (0.00216405205209813 * t828 + 0.004600245517563106 * t825);
    const Value t1264 = 0.00151524447332703 * t844 + 0.024230847133882086 * t834 + 0.004600245517563106 * t692 - (t1221 * t828 - t1263 * t738 - (t741 * t1163 + t1141 * t695));
    const Value t1265 = t1264 - 0.067870631425 * t823 + (t1147 * cosine[1] - sine[1] * t1161);
    const Value t1266 = t1162 * t741 - t695 * t1138 - (t1221 * t825 - t1263 * t740) - (0.00216405205209813 * t692 + 0.00151524447332703 * t834);
    const Value t1267 = t1266 - 0.014653732538 * t823 - t1040;
    const Value t1268 = 0.067870631425 * (t834 - (t741 * t828 - t695 * t738)) - 0.014653732538 * (t741 * t825 - t695 * t740 + t844);
    const Value t1269 = cosine[1] * t1149 - t1159 * sine[1] + t1268;
    const Value t1270 = 0.13876407268546084 * t691;
    const Value t1271 = 0.13876407268546084 * t695;
    const Value t1272 = t1271 - 0.00164448757736927 * t693;
    const Value t1273 = 0.540829284939183 * t691 - t1271;
    const Value t1274 = t1270 + 0.540829284939183 * t695 + 0.0039053550262761 * t693;
    const Value t1275 = t1270 * t695 + t691 * t1272 - (t691 * t1273 - t695 * t1274) + (0.0039053550262761 * t697 + 0.00164448757736927 * t692);
    const Value t1276 = t1275 - (1.720683553603 * t734 - 0.49008027465 * t733) - (t1267 * cosine[2] + t1265 * sine[2]);
    const Value t1277 = t828 * t738;
    const Value t1278 = t695 * t741;
    const Value t1279 = t1278 + t1278;
    const Value t1280 = t825 * t738 + t828 * t740;
    const Value t1281 = 0.014653732538 * (t1277 + t1277 - t1279) - 0.067870631425 * (t1280 - t692) - (t1159 * cosine[1] + sine[1] * t1149);
    const Value t1282 = t740 * t825;
    const Value t1283 = 0.067870631425 * (t1282 + t1282 - t1279) - 0.014653732538 * (t692 + t1280) + (t1160 + (0.164967552695 * t836 - 0.068832705569 * (t843 + (t828 * t762 - t739 * t826))));
    const Value t1284 = sine[2] * t1283 + cosine[2] * t1281;
    const Value t1285 = cosine[2] * t1283 - t1281 * sine[2];
    const Value t1286 = t1285 + (1.720683553603 * t699 - 0.49008027465 * t694);
    const Value t1287 = 0.384 * t1284 + 0.0825 * t1269;
    const Value t1288 = t1269 - (1.720683553603 * t753 + 0.49008027465 * t756);
    const Value t1289 = t1284 + (1.720683553603 * t756 - 0.49008027465 * t753);
    const Value t1290 = 0.004600245517563106 * t882 + 0.00216405205209813 * t879 + 0.027133159263935513 * t851;
    const Value t1291 = 0.004600245517563106 * t869 + (0.00151524447332703 * t897 + 0.024230847133882086 * t888) - (t879 * t1221 - t1290 * t738 - (t1180 * t741 + t1141 * t851));
    const Value t1292 = cosine[1] * t1169 - t1179 * sine[1] + (t1291 + 0.067870631425 * t877);
    const Value t1293 = t741 * t1181 - t851 * t1138 - (t882 * t1221 - t1290 * t740) - (0.00151524447332703 * t888 + 0.00216405205209813 * t869);
    const Value t1294 = t1293 + 0.014653732538 * t877 - t1054;
    const Value t1295 = 0.067870631425 * (t888 - (t879 * t741 - t851 * t738)) - 0.014653732538 * (t882 * t741 - t851 * t740 + t897);
    const Value t1296 = t1295 + (t1171 * cosine[1] - sine[1] * t1177);
    const Value t1297 = t1296 - (1.720683553603 * t876 + 0.49008027465 * t859);
    const Value t1298 = 0.13876407268546084 * t854 - 0.00164448757736927 * t688;
    const Value t1299 = 0.0039053550262761 * t688 + (0.540829284939183 * t854 - 0.13876407268546084 * t851);
    const Value t1300 = 0.00164448757736927 * t869 + 0.0039053550262761 * t867 + 0.632524057252814 * t856 + (t695 * t1298 + t1272 * t854 - (t691 * t1299 - t851 * t1274));
    const Value t1301 = t1300 - (1.720683553603 * t864 + 0.49008027465 * t865) - (t1292 * sine[2] + cosine[2] * t1294);
    const Value t1302 = t879 * t738;
    const Value t1303 = t741 * t851;
    const Value t1304 = t1303 + t1303;
    const Value t1305 = t882 * t738 + t879 * t740;
    const Value t1306 = 0.014653732538 * (t1302 + t1302 - t1304) - 0.067870631425 * (t1305 - t869) - (cosine[1] * t1177 + t1171 * sine[1]);
    const Value t1307 = t882 * t740;
    const Value t1308 = 0.067870631425 * (t1307 + t1307 - t1304) - 0.014653732538 * (t1305 + t869) + (0.164967552695 * t890 - 0.068832705569 * (t898 + (t879 * t762 - t739 * t883)) + t1178);
    const Value t1309 = cosine[2] * t1306 + t1308 * sine[2];
    const Value t1310 = cosine[2] * t1308 - sine[2] * t1306;
    const Value t1311 = 1.720683553603 * t868 - 0.49008027465 * t870 + t1310;
    const Value t1312 = t1309 + (1.720683553603 * t858 + 0.49008027465 * t853);
    const Value t1313 = 0.0825 * t1296 + 0.384 * t1309;
    const Value t1314 = 0.028227094878 * t726 - 0.684157959872 * t861 + (cosine[3] * t1312 - sine[3] * t1297);
    const Value t1315 = 0.684157959872 * t726 - 0.028227094878 * (t707 + t707) - t1311;
    const Value t1316 = 0.0825 * t1311;
    const Value t1317 = 0.027133159263935513 * t904 - (0.004600245517563106 * t943 - 0.00216405205209813 * t948);
    const Value t1318 = 0.00216405205209813 * t930 - 0.00151524447332703 * t954 + (t904 * t1138 + t741 * t1198 - (t1221 * t943 + t1317 * t740));
    const Value t1319 = 0.024230847133882086 * t954 + 0.00151524447332703 * t967 - 0.004600245517563106 * t930 - (t741 * t1199 + t904 * t1141 + (t1317 * t738 - t948 * t1221));
    const Value t1320 = t1187 * cosine[1] - t1197 * sine[1] + (t1319 - 0.067870631425 * t940);
    const Value t1321 = t1318 - 0.014653732538 * t940 - t1068;
    const Value t1322 = 0.067870631425 * (t954 - (t904 * t738 - t948 * t741)) - 0.014653732538 * (t967 + (t904 * t740 + t943 * t741));
    const Value t1323 = t904 * t741;
    const Value t1324 = t1323 + t1323;
    const Value t1325 = t1322 + (cosine[1] * t1189 - t1195 * sine[1]);
    const Value t1326 = t1325 - (0.49008027465 * t909 - 1.720683553603 * t939);
    const Value t1327 = 0.00164448757736927 * t911 - 0.13876407268546084 * t905;
    const Value t1328 = 0.13876407268546084 * t904 - 0.540829284939183 * t905 - 0.0039053550262761 * t911;
    const Value t1329 = t695 * t1327 - t1272 * t905 - (t691 * t1328 + t904 * t1274) + (0.0039053550262761 * t928 - 0.00164448757736927 * t930 - 0.632524057252814 * t907);
    const Value t1330 = t1329 - (1.720683553603 * t924 - 0.49008027465 * t925) - (t1321 * cosine[2] + t1320 * sine[2]);
    const Value t1331 = t948 * t738;
    const Value t1332 = t943 * t738 - t948 * t740;
    const Value t1333 = 0.014653732538 * (t1324 - (t1331 + t1331)) - 0.067870631425 * (t1332 + t930) - (sine[1] * t1189 + t1195 * cosine[1]);
    const Value t1334 = t943 * t740;
    const Value t1335 = 0.014653732538 * (t930 - t1332) + 0.067870631425 * (t1334 + t1334 + t1324) + (0.164967552695 * t959 - 0.068832705569 * (t966 + (t945 * t739 - t948 * t762)) + t1196);
    const Value t1336 = t1335 * sine[2] + t1333 * cosine[2];
    const Value t1337 = cosine[2] * t1335 - t1333 * sine[2];
    const Value t1338 = 1.720683553603 * t929 + 0.49008027465 * t931 + t1337;
    const Value t1339 = 0.49008027465 * t914 + 1.720683553603 * t908 + t1336;
    const Value t1340 = 0.384 * t1336 + 0.0825 * t1325;
    const Value t1341 = 0.028227094878 * (t932 + t673) - 0.684157959872 * t918 + (t1339 * cosine[3] - sine[3] * t1326);
    const Value t1342 = 0.0825 * t1206;
    const Value t1343 = t1342 + t1090;
    const Value t1344 = cosine[3] * t1343 + t1207 * sine[3];
    const Value t1345 = t1207 * cosine[3] - sine[3] * t1343;
    const Value t1346 = 0.0825 * t1217;
    const Value t1347 = t1346 + t1119;
    const Value t1348 = cosine[3] * t1347 + t1218 * sine[3];
    const Value t1349 = t1218 * cosine[3] - sine[3] * t1347;
    const Value t1350 = t1257 - t1256;
    const Value t1351 = 0.384 * t1350 + (cosine[2] * t1232 - t1226 - (t1234 + sine[2] * t1229));
    const Value t1352 = t1256 - t1257;
    const Value t1353 = 0.0825 * t1350;
    const Value t1354 = t1143 + t1353;
    const Value t1355 = cosine[3] * t1354 + t1351 * sine[3];
    const Value t1356 = t1351 * cosine[3] - sine[3] * t1354;
    const Value t1357 = 0.0039053550262761 * t695 - 0.00164448757736927 * t691 + 0.632524057252814 * t693;
    const Value t1358 = t691 * t1357;
    const Value t1359 = 0.00164448757736927 * t695 + 0.0039053550262761 * t691;
    const Value t1360 = 0.13876407268546084 * t697;
    const Value t1361 = t1165 + (t1360 + (t693 * t1273 - (t1358 + t695 * t1359))) + 0.0825 * t1285;
    const Value t1362 = 0.0039053550262761 * t714 + (t1360 + 0.540829284939183 * t692) + (t1358 - t1272 * t693) - 1.720683553603 * t709;
    const Value t1363 = 0.384 * t1255 + (t1225 - t1233 + t1362);
    const Value t1364 = t1357 * t695;
    const Value t1365 = 0.13876407268546084 * t692;
    const Value t1366 = t693 * t1274 - t1364 + (t1365 - 0.00164448757736927 * t714) - 0.49008027465 * t709 + (0.014653732538 * t736 - 0.067870631425 * t737 + t1244 + (t1116 + t1118));
    const Value t1367 = cosine[2] * t1265 - t1267 * sine[2] + (t691 * t1359 - t1364 - t1270 * t693 + (0.540829284939183 * t697 - t1365));
    const Value t1368 = t1272 * t695 - t691 * t1274 + (0.632524057252814 * t714 + (0.0039053550262761 * t692 - 0.00164448757736927 * t697));
    const Value t1369 = 0.384 * t1258 + 0.0825 * t1248 - (t1368 - (1.720683553603 * t733 + 0.49008027465 * t734) - (t1234 + t1226));
    const Value t1370 = t1366 + 0.0825 * t1255;
    const Value t1371 = 0.384 * t1285 + t1367;
    const Value t1372 = sine[3] * t1370;
    const Value t1373 = cosine[3] * t1370;
    const Value t1374 = cosine[3] * t1363;
    const Value t1375 = sine[3] * t1363;
    const Value t1376 = cosine[3] * t1361 - t1372 + (t1374 + t1371 * sine[3]);
    const Value t1377 = cosine[3] * t1371 - t1375 - (t1373 + t1361 * sine[3]);
    const Value t1378 = 0.0825 * t1286;
    const Value t1379 = 0.632524057252814 * t688 + (0.0039053550262761 * t854 + 0.00164448757736927 * t851);
    const Value t1380 = t691 * t1379 - t1357 * t851 - (t693 * t1298 + t1272 * t688) + (0.540829284939183 * t867 - 0.13876407268546084 * t869 + 0.0039053550262761 * t856);
    const Value t1381 = t693 * t1299 + t688 * t1274 - (t1357 * t854 + t1379 * t695) + (0.13876407268546084 * t867 - 0.00164448757736927 * t856);
    const Value t1382 = 0.384 * t1310 + (t1380 - 1.720683553603 * t871 + (t1292 * cosine[2] - t1294 * sine[2]));
    const Value t1383 = 0.0825 * t1310 + (t1381 - 0.49008027465 * t871 + t1183);
    const Value t1384 = 0.000121912420950744 * t678;
    const Value t1385 = 0.000121912420950744 * t688 + 0.004377257121839584 * t690;
    const Value t1386 = 0.01159586409516604 * t678 - 0.000121912420950744 * t689;
    const Value t1387 = 0.01159586409516604 * t688 - t1384 - 0.005487648106562256 * t690;
    const Value t1388 = 0.005487648106562256 * t716 + 0.004377257121839584 * t857 + (t1384 * t688 + t678 * t1385 + (t1386 * t678 + t1387 * t689));
    const Value t1389 = 0.684157959872 * t722 - 0.028227094878 * t704 - t1388 + (sine[3] * t1382 + cosine[3] * t1383);
    const Value t1390 = 0.0039053550262761 * t905 + 0.00164448757736927 * t904 + 0.632524057252814 * t911;
    const Value t1391 = 0.540829284939183 * t928 + 0.13876407268546084 * t930 - 0.0039053550262761 * t907 + (t904 * t1357 - t691 * t1390 - (t693 * t1327 - t1272 * t911));
    const Value t1392 = 0.13876407268546084 * t928 + 0.00164448757736927 * t907 + (t693 * t1328 - t911 * t1274 + (t1357 * t905 + t695 * t1390));
    const Value t1393 = t1391 - 1.720683553603 * t934 + (t1320 * cosine[2] - t1321 * sine[2]) + 0.384 * t1337;
    const Value t1394 = t1201 + (t1392 - 0.49008027465 * t934) + 0.0825 * t1337;
    const Value t1395 = 0.005487648106562256 * t677 - (0.000121912420950744 * t911 + 0.01159586409516604 * t903);
    const Value t1396 = 0.000121912420950744 * t903 + 0.004377257121839584 * t677;
    const Value t1397 = 0.004377257121839584 * t907 + 0.005487648106562256 * t927 + 0.12445520614822143 * t673 + (t678 * t1395 + t1387 * t911 - (t1396 * t688 + t903 * t1385));
    const Value t1398 = 0.684157959872 * t921 - 0.028227094878 * t920 - t1397 + (sine[3] * t1393 + cosine[3] * t1394);
    const Value t1399 = 0.0825 * t1338;
    const Value t1400 = t1208 - t1202 - 0.0825 * (t1205 * sine[3] + cosine[3] * t1204);
    const Value t1401 = cosine[3] * t1205 - t1204 * sine[3];
    const Value t1402 = t1219 - t1209 - 0.0825 * (cosine[3] * t1215 + t1216 * sine[3]);
    const Value t1403 = t1216 * cosine[3] - sine[3] * t1215;
    const Value t1404 = t1262 - 0.0825 * (t1247 * cosine[3] + sine[3] * t1254);
    const Value t1405 = cosine[3] * t1254 - t1247 * sine[3];
    const Value t1406 = sine[3] * t1249;
    const Value t1407 = cosine[3] * t1249;
    const Value t1408 = cosine[3] * t1259;
    const Value t1409 = 0.028227094878 * (t707 - t685) - 0.684157959872 * t725 + (t1408 - t1406);
    const Value t1410 = t1287 - t1276 - 0.0825 * (cosine[3] * t1288 - t1406 + (t1408 + sine[3] * t1289));
    const Value t1411 = sine[3] * t1259;
    const Value t1412 = cosine[3] * t1289 - t1411 - (t1407 + sine[3] * t1288);
    const Value t1413 = 0.12445520614822143 * t690 - (0.004377257121839584 * t678 + 0.005487648106562256 * t688);
    const Value t1414 = 0.005487648106562256 * t678 + 0.004377257121839584 * t689;
    const Value t1415 = 0.01159586409516604 * t716 - 0.000121912420950744 * t857 + (t1413 * t689 - t1414 * t678 + t1384 * t690);
    const Value t1416 = t1415 + (cosine[3] * t1382 - t1383 * sine[3]);
    const Value t1417 = t678 * t1413;
    const Value t1418 = t1386 * t690 - (t1417 - t1414 * t688) - 0.000121912420950744 * t716 + (t1313 - t1301) - 0.0825 * (cosine[3] * t1297 + sine[3] * t1312);
    const Value t1419 = t1417 + t690 * t1385 + (0.01159586409516604 * t680 - 0.000121912420950744 * t715 - 0.005487648106562256 * t685);
    const Value t1420 = 0.028227094878 * t730 + t1419 + (t1374 - t1372);
    const Value t1421 = t1387 * t690 - t1413 * t688 - (0.000121912420950744 * t680 + 0.004377257121839584 * t685) - 0.684157959872 * t730;
    const Value t1422 = t1369 + t1421 - 0.0825 * (t1411 + t1407);
    const Value t1423 = 0.12445520614822143 * t685 - (0.005487648106562256 * t680 + 0.004377257121839584 * t715) - (t1385 * t688 + t678 * t1387);
    const Value t1424 = t1420 * cosine[4];
    const Value t1425 = cosine[4] * t1416 - t1420 * sine[4] - (t1422 * cosine[4] + t1418 * sine[4]) - 0.316 * (t1315 * cosine[4] - t1261 * sine[4] + (t1314 * sine[4] + cosine[4] * t1409));
    const Value t1426 = t1422 * sine[4];
    const Value t1427 = t1409 * sine[4];
    const Value t1428 = t1261 * cosine[4];
    const Value t1429 = 0.316 * (t1314 * cosine[4] - t1427 - (t1315 * sine[4] + t1428)) + (t1416 * sine[4] + t1424 + (t1418 * cosine[4] - t1426));
    const Value t1430 = 0.12445520614822143 * t677 + (0.004377257121839584 * t911 - 0.005487648106562256 * t903);
    const Value t1431 = t1413 * t911 - t678 * t1430 - (t677 * t1385 + t690 * t1396) + (0.005487648106562256 * t673 + (0.01159586409516604 * t927 - 0.000121912420950744 * t907));
    const Value t1432 = t1413 * t903 + t1430 * t688 + (t1395 * t690 - t677 * t1387) - (0.000121912420950744 * t927 - 0.004377257121839584 * t673);
    const Value t1433 = t1431 - 0.028227094878 * t703 + (cosine[3] * t1393 - sine[3] * t1394);
    const Value t1434 = 0.684157959872 * t703 + t1432 + (t1340 - t1330) - 0.0825 * (t1339 * sine[3] + cosine[3] * t1326);
    const Value t1435 = t903 * t688;
    const Value t1436 = 0.684157959872 * t933 + 0.028227094878 * (t1435 + t1435 + t917) - t1338;
    const Value t1437 = 0.00398335888393552 * t671;
    const Value t1438 = t1437 - 0.9896232897634767 * t677 + 0.01026110182100817 * qd[1];
    const Value t1439 = 0.00398335888393552 * t677;
    const Value t1440 = 0.9896232897634767 * t671 + t1439;
    const Value t1441 = t1439 + 0.0007689361029464 * qd[1];
    const Value t1442 = 0.0007689361029464 * t673 - 0.01026110182100817 * t684 - (t1438 * t677 + t1440 * t671 + (t677 * t1437 + t1441 * t671));
    const Value t1443 = t1442 - (0.01993386669246 * sine[5] + 30.45357582685272 * cosine[5]) + (t1433 * sine[4] + t1434 * cosine[4]);
    const Value t1444 = (t1345 * cosine[4] - t1400 * sine[4] - 0.316 * (t1401 * sine[4] - t1206 * cosine[4])) * sine[5] + cosine[5] * (t1342 - t1344);
    const Value t1445 = (t1346 - t1348) * cosine[5] + sine[5] * (t1349 * cosine[4] - t1402 * sine[4] - 0.316 * (t1403 * sine[4] - t1217 * cosine[4]));
    const Value t1446 = (t1353 - t1355) * cosine[5] + sine[5] * (t1356 * cosine[4] - t1404 * sine[4] - 0.316 * (t1405 * sine[4] + t1352 * cosine[4]));
    const Value t1447 = (t1377 * cosine[4] - t1410 * sine[4] - 0.316 * (t1412 * sine[4] - t1286 * cosine[4])) * sine[5] + cosine[5] * (t1378 - t1376);
    const Value t1448 = 1.0357790547533403 * qd[1] - (0.01026110182100817 * t677 + 0.0007689361029464 * t671);
    const Value t1449 = t1448 * t671;
    const Value t1450 = 0.01026110182100817 * qdd[1] - (0.00398335888393552 * (t683 - t682) + 0.9896232897634767 * t673) - (t1441 * qd[1] + t1449);
    const Value t1451 = 0.00398335888393552 * t673;
    const Value t1452 = t677 * t1448;
    const Value t1453 = t1452 + t1438 * qd[1] + (0.0007689361029464 * qdd[1] + t1451) + (0.0825 * t1260 - (t1373 + t1375 + (0.684157959872 * t704 - 0.028227094878 * t721 + t1423)));
    const Value t1454 = 0.0007689361029464 * t677 - 0.01026110182100817 * t671;
    const Value t1455 = t1433 * cosine[4] - t1434 * sine[4] - (t1451 + 0.9896232897634767 * t684 + (t1437 * qd[1] + (t1454 * t671 - t1452)));
    const Value t1456 = cosine[5] * (t1424 - t1426 + t1450 - 0.316 * (t1428 + t1427)) + (t1455 - 0.316 * (cosine[4] * t1436 + t1341 * sine[4])) * sine[5];
    const Value t1457 = (t1399 - t1398 + (0.00398335888393552 * t684 + (t677 * t1454 + t1449 - t1440 * qd[1]))) * cosine[5] - sine[5] * t1453;
    dtau_dq[0] = Value() + 0.0;
    dtau_dq[1] = -(t1457 + t1456);
    dtau_dq[2] = -(t1425 * sine[5] + cosine[5] * (t1316 - t1389));
    dtau_dq[3] = -t1447;
    dtau_dq[4] = -t1446;
    dtau_dq[5] = -t1445;
    dtau_dq[6] = -t1444;
    dtau_dq[7] = Value() + 0.0;
    dtau_dq[8] = 0.316 * (t1341 * cosine[4] - t1436 * sine[4]) + t1443;
    dtau_dq[9] = t1429;
    dtau_dq[10] = 0.316 * (t1286 * sine[4] + t1412 * cosine[4]) + (t1377 * sine[4] + t1410 * cosine[4]);
    dtau_dq[11] = 0.316 * (t1405 * cosine[4] - t1352 * sine[4]) + (t1404 * cosine[4] + t1356 * sine[4]);
    dtau_dq[12] = t1349 * sine[4] + t1402 * cosine[4] + 0.316 * (t1217 * sine[4] + cosine[4] * t1403);
    dtau_dq[13] = cosine[4] * t1400 + t1345 * sine[4] + 0.316 * (cosine[4] * t1401 + t1206 * sine[4]);
    dtau_dq[14] = Value() + 0.0;
    dtau_dq[15] = t1398 - t1399;
    dtau_dq[16] = t1389 - t1316;
    dtau_dq[17] = t1376 - t1378;
    dtau_dq[18] = t1355 - t1353;
    dtau_dq[19] = t1348 - t1346;
    dtau_dq[20] = t1344 - t1342;
    dtau_dq[21] = Value() + 0.0;
    dtau_dq[22] = t1330 - t1340;
    dtau_dq[23] = t1301 - t1313;
    dtau_dq[24] = t1276 - t1287;
    dtau_dq[25] = -t1262;
    dtau_dq[26] = t1209 - t1219;
    dtau_dq[27] = t1202 - t1208;
    dtau_dq[28] = Value() + 0.0;
    dtau_dq[29] = t1201;
    dtau_dq[30] = t1183;
    dtau_dq[31] = t1165;
    dtau_dq[32] = t1143;
    dtau_dq[33] = t1119;
    dtau_dq[34] = t1090;
    dtau_dq[35] = Value() + 0.0;
    dtau_dq[36] = t1068;
    dtau_dq[37] = t1054;
    dtau_dq[38] = t1040;
    dtau_dq[39] = t1026;
    dtau_dq[40] = t1011;
    dtau_dq[41] = t993;
    dtau_dq[42] = Value() + 0.0;
    dtau_dq[43] = t971;
    dtau_dq[44] = t902;
    dtau_dq[45] = t848;
    dtau_dq[46] = t818;
    dtau_dq[47] = t797;
    dtau_dq[48] = t782;
    dtau_dqd[0] = t188 * qd[6] + (t463 * qd[4] + (t565 * qd[3] + (t668 * qd[1] - t647 * qd[2])) + qd[5] * t346);
    dtau_dqd[1] = t669;
    dtau_dqd[2] = t665;
    dtau_dqd[3] = t631;
    dtau_dqd[4] = t605;
    dtau_dqd[5] = t661;
    dtau_dqd[6] = t656;
    dtau_dqd[7] = qd[5] * t658 + (t570 * qd[3] + (t662 * qd[2] - (t670 + t670)) + t465 * qd[4]) + t654 * qd[6];
    dtau_dqd[8] = t566 * qd[3] + t623 * qd[2] + qd[4] * t462 + qd[5] * t349 + qd[6] * t191;
    dtau_dqd[9] = t663;
    dtau_dqd[10] = qd[2] * t611 + (t572 + (t632 + t632) + t566 * qd[1]) + qd[4] * t497 + t310 * qd[5] + t154 * qd[6];
    dtau_dqd[11] = t497 * qd[3] + (t462 * qd[1] + (t602 + t602 + t467) + t607 * qd[2]) + qd[5] * t367 + t354 * qd[6];
    dtau_dqd[12] = t659;
    dtau_dqd[13] = t657;
    dtau_dqd[14] = t446 * qd[4] + (t552 * qd[3] + (t652 * qd[1] + (t653 + t653))) + qd[5] * t587 + t574 * qd[6];
    dtau_dqd[15] = t609 * qd[3] + (t652 * qd[0] - (t626 + t626)) + qd[4] * t606 + t597 * qd[5] + t584 * qd[6];
    dtau_dqd[16] = t163 * qd[6] + (t321 * qd[5] + (t525 * qd[3] + qd[4] * t440));
    dtau_dqd[17] = t610;
    dtau_dqd[18] = t362 * qd[6] + (t369 * qd[5] + (t600 + t600 + t448 + t606 * qd[1] + t440 * qd[2] + qd[3] * t499));
    dtau_dqd[19] = t598;
    dtau_dqd[20] = t586;
    dtau_dqd[21] = t469 * qd[6] + (qd[5] * t482 + (t494 * qd[4] - (t552 * qd[2] + (t570 * qd[1] + (t573 + t573)))));
    dtau_dqd[22] = t153 * qd[6] + (qd[5] * t309 + (t558 * qd[2] - (t568 + t568 + t572) + t496 * qd[4]));
    dtau_dqd[23] = qd[5] * t492 + (t558 * qd[1] - (t526 + t526 + t554) + qd[4] * t498) + t480 * qd[6];
    dtau_dqd[24] = t142 * qd[6] + (qd[4] * t392 + qd[5] * t292);
    dtau_dqd[25] = t500;
    dtau_dqd[26] = qd[4] * t371 + (t492 * qd[2] + (t311 + (t489 + t489 + qd[0] * t482)) + t292 * qd[3]) + t202 * qd[6];
    dtau_dqd[27] = t202 * qd[5] + (qd[0] * t469 - (t477 + t477) + t155 + t480 * qd[2] + t142 * qd[3] + t123 * qd[4]);
    dtau_dqd[28] = qd[5] * t363 + (t417 * qd[3] - (t468 + t468 + t465 * qd[1] + t446 * qd[2])) + qd[6] * t355;
    dtau_dqd[29] = qd[5] * t366 + (t451 * qd[2] - (t467 + (t464 + t464)) + t422 * qd[3]) + t353 * qd[6];
    dtau_dqd[30] = t361 * qd[6] + (t451 * qd[1] - (t448 + (t449 + t449)) + qd[3] * t423 + qd[5] * t368);
    dtau_dqd[31] = t423 * qd[2] + (t417 * qd[0] - (t418 + t418) + t422 * qd[1]) + qd[5] * t370 + t119 * qd[6];
    dtau_dqd[32] = qd[5] * t221 + t99 * qd[6];
    dtau_dqd[33] = t372;
    dtau_dqd[34] = t120 + (t353 * qd[1] + (t360 + t360 + qd[0] * t355) + t361 * qd[2]) + t99 * qd[4] + qd[5] * t204;
    dtau_dqd[35] = t195 * qd[6] + (t275 * qd[4] + (qd[3] * t304 + (t350 * qd[1] - (t352 + t352) + t338 * qd[2])));
    dtau_dqd[36] = t197 * qd[6] + (qd[4] * t277 + (t341 * qd[2] + (t350 * qd[0] - (t351 + t351)) - t309 * qd[3]));
    dtau_dqd[37] = t312 * qd[3] + (t338 * qd[0] - (t339 + t339) + t341 * qd[1]) + qd[4] * t278 + t199 * qd[6];
    dtau_dqd[38] = t201 * qd[6] + (qd[4] * t279 + (qd[0] * t304 - (t305 + t305) - t311 + t312 * qd[2]));
    dtau_dqd[39] = t203 * qd[6] + (qd[3] * t279 + (t278 * qd[2] + (t275 * qd[0] - (t276 + t276) + t277 * qd[1])));
    dtau_dqd[40] = t56 * qd[6];
    dtau_dqd[41] = t205;
    dtau_dqd[42] = t116 * qd[4] + (t148 * qd[3] + (t193 * qd[1] - (t194 + t194) + t180 * qd[2])) + qd[5] * t68;
    dtau_dqd[43] = qd[4] * t112 + (t193 * qd[0] - (t192 + t192) + t183 * qd[2] - qd[3] * t153) + qd[5] * t70;
    dtau_dqd[44] = t156 * qd[3] + (t183 * qd[1] + (t180 * qd[0] - (t181 + t181))) + qd[4] * t118 + qd[5] * t71;
    dtau_dqd[45] = qd[5] * t72 + (t148 * qd[0] - (t149 + t149) - t155 + t156 * qd[2] - t119 * qd[4]);
    dtau_dqd[46] = qd[5] * t73 + (t118 * qd[2] + (t112 * qd[1] + (t116 * qd[0] - (t117 + t117))) - t120);
    dtau_dqd[47] = t68 * qd[0] - (t69 + t69) + t70 * qd[1] + t71 * qd[2] + qd[3] * t72 + qd[4] * t73;
    dtau_dqd[48] = Value() + 0.0;
  }
};
/// inverse_dynamics_derivatives at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct InverseDynamicsDerivativesLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], qd_lanes[7], qdd_lanes[7], dtau_dq_lanes[49], dtau_dqd_lanes[49];
    gather(q_lanes, q, 7, k, valid);
    gather(qd_lanes, qd, 7, k, valid);
    gather(qdd_lanes, qdd, 7, k, valid);
    InverseDynamicsDerivativesBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, dtau_dq_lanes, dtau_dqd_lanes);
    scatter(dtau_dq, dtau_dq_lanes, 49, k, valid);
    scatter(dtau_dqd, dtau_dqd_lanes, 49, k, valid);
  }
};
}  // namespace
void inverse_dynamics_derivatives(const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd) {
  evaluate(InverseDynamicsDerivativesBody(), q, qd, qdd, dtau_dq, dtau_dqd);
}
void inverse_dynamics_derivatives_batch(int count, const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd) {
  evaluate_batch(InverseDynamicsDerivativesLanes(), count, q, qd, qdd, dtau_dq, dtau_dqd);
}


// Built from: M: recursion: composite rigid bodies, grouped inertial parameters; bias: recursion, grouped inertial parameters; Cholesky; inverse_dynamics_derivatives at qdd; column solves.
// 1554 multiplications, 1606 additions, 329 divisions, 19 function calls. The solves included.
namespace {
struct ForwardDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* tau, Value* qdd, Value* dqdd_dq, Value* dqdd_dqd, Value* dqdd_dtau) const {
    Value M[kDof * kDof];  // lower triangle
    Value r[kDof];
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[2], q[1], q[3], q[4], q[5], q[6]);
    const Value t0 = sine[1] * qd[0];
    const Value t1 = qd[1] * sine[0] - t0 * cosine[0];
    const Value t2 = cosine[1] * qd[0];
    const Value t3 = t2 + qd[2];
    const Value t4 = cosine[2] * t3 - sine[2] * t1;
    const Value t5 = cosine[0] * qd[1] + t0 * sine[0];
    const Value t6 = qd[3] - t5;
    const Value t7 = t2 * qd[1];
    const Value t8 = t5 * qd[2] - t7 * cosine[0];
    const Value t9 = t0 * qd[1];
    const Value t10 = t4 * qd[3] + (cosine[2] * t8 - sine[2] * t9);
    const Value t11 = t4 * t6 + t10;
    const Value t12 = sine[2] * t3 + cosine[2] * t1;
    const Value t13 = sine[2] * t8 + cosine[2] * t9 + t12 * qd[3];
    const Value t14 = t13 + t6 * t12;
    const Value t15 = 0.316 * (t7 + t7);
    const Value t16 = t0 * t2;
    const Value t17 = t0 * t0;
    const Value t18 = t2 * t2;
    const Value t19 = 9.81 * sine[1] + 0.316 * t16;
    const Value t20 = t15 * cosine[0] + t19 * sine[0];
    const Value t21 = t15 * sine[0] - t19 * cosine[0];
    const Value t22 = t5 * t1;
    const Value t23 = t22 - t9;
    const Value t24 = t20 + 0.0825 * t23;
    const Value t25 = 0.384 * t11 - 0.0825 * t14 - t24;
    const Value t26 = t6 * t6;
    const Value t27 = t26 + t4 * t4;
    const Value t28 = t26 + t12 * t12;
    const Value t29 = t4 * t12;
    const Value t30 = t1 * qd[2];
    const Value t31 = t7 * sine[0];
    const Value t32 = t30 - t31;
    const Value t33 = t31 - t30;
    const Value t34 = t29 - t32;
    const Value t35 = t29 + t32;
    const Value t36 = t3 * t3;
    const Value t37 = t36 + t5 * t5;
    const Value t38 = t21 - 0.0825 * t37;
    const Value t39 = qd[1] * qd[1];
    const Value t40 = 9.81 * cosine[1] - 0.316 * (t17 + t39);
    const Value t41 = 0.0825 * (t3 * t1 - t33) + t40;
    const Value t42 = cosine[2] * t38 + sine[2] * t41;
    const Value t43 = cosine[2] * t41 - sine[2] * t38;
    const Value t44 = 0.384 * t34 + 0.0825 * t27 + t42;
    const Value t45 = t25 * cosine[3] + t44 * sine[3];
    const Value t46 = cosine[3] * t44 - t25 * sine[3];
    const Value t47 = cosine[3] * t6 + t12 * sine[3];
    const Value t48 = cosine[3] * t10 - sine[3] * t32 - qd[4] * t47;
    const Value t49 = cosine[3] * t12 - t6 * sine[3];
    const Value t50 = t4 + qd[4];
    const Value t51 = cosine[4] * t49 + t50 * sine[4];
    const Value t52 = t13 * cosine[4] + t48 * sine[4] + qd[5] * t51;
    const Value t53 = qd[5] + t47;
    const Value t54 = t52 + t53 * t51;
    const Value t55 = 0.088 * t54 + t45;
    const Value t56 = t43 - (0.0825 * t35 + 0.384 * t28);
    const Value t57 = t56 * sine[4] + cosine[4] * t46;
    const Value t58 = t53 * t53;
    const Value t59 = sine[4] * t49;
    const Value t60 = t50 * cosine[4];
    const Value t61 = t60 - t59;
    const Value t62 = t59 - t60 + qd[6];
    const Value t63 = t58 + t61 * t61;
    const Value t64 = t57 - 0.088 * t63;
    const Value t65 = 0.007735484874 * (t55 * cosine[5] - sine[5] * t64) + 0.003127439544 * (cosine[5] * t64 + sine[5] * t55);
    const Value t66 = qd[4] * t49 + (cosine[3] * t32 + t10 * sine[3]);
    const Value t67 = cosine[4] * t48 - t13 * sine[4] + qd[5] * t61;
    const Value t68 = t53 * cosine[5] - sine[5] * t51;
    const Value t69 = t68 * qd[6] + (sine[5] * t66 + cosine[5] * t67);
    const Value t70 = cosine[5] * t51 + sine[5] * t53;
    const Value t71 = cosine[5] * t66 - sine[5] * t67 - t70 * qd[6];
    const Value t72 = 0.000548359106408232 * t62 + 0.000395108718315752 * t70;
    const Value t73 = 0.00242094377852123 * t70 - 0.000395108718315752 * t68 - 0.001672482661783778 * t62;
    const Value t74 = 0.004909651967360946 * t52 - (0.001672482661783778 * t69 + 0.000548359106408232 * t71) - (t72 * t70 + t68 * t73);
    const Value t75 = t74 + t65;
    const Value t76 = 0.004909651967360946 * t62 - (0.000548359106408232 * t68 + 0.001672482661783778 * t70);
    const Value t77 = 0.00242094377852123 * t69 - 0.000395108718315752 * t71 - 0.001672482661783778 * t52 + (t68 * t76 + t72 * t62);
    const Value t78 = 0.003127439544 * (t69 + t62 * t68) - 0.007735484874 * (t62 * t70 - t71);
    const Value t79 = t56 * cosine[4] - t46 * sine[4];
    const Value t80 = t51 * t61;
    const Value t81 = t66 + t80;
    const Value t82 = t78 + (0.164967552695 * t81 + 0.068832705569 * (t51 * t51 + t58));
    const Value t83 = t79 + 0.088 * t81;
    const Value t84 = t62 * t73 - t76 * t70 - (0.000395108718315752 * t69 + 0.000548359106408232 * t52) + 0.007735484874 * t83;
    const Value t85 = t77 + 0.003127439544 * t83;
    const Value t86 = t62 * t62;
    const Value t87 = 0.005511034382675315 * t51 + 9.3569097314605e-05 * t53;
    const Value t88 = 0.005511034382675315 * t61 - 0.000884123530507804 * t51 - 0.000103758917218685 * t53;
    const Value t89 = t87 * t51 - t88 * t61 + (0.030389507210667306 * t66 - (9.3569097314605e-05 * t52 + 0.000103758917218685 * t67));
    const Value t90 = t84 * cosine[5] + sine[5] * t85 + (0.164967552695 * t79 + 0.068832705569 * t57 + t89) + 0.088 * t78;
    const Value t91 = 0.030389507210667306 * t53 + (9.3569097314605e-05 * t61 - 0.000103758917218685 * t51);
    const Value t92 = 0.005511034382675315 * t67 + 9.3569097314605e-05 * t66 + (t53 * t88 - t91 * t51) - 0.164967552695 * t45;
    const Value t93 = t91 * t61 - t53 * t87 - (0.000884123530507804 * t67 + 0.005511034382675315 * t52 + 0.000103758917218685 * t66);
    const Value t94 = t93 - 0.068832705569 * t45 + (cosine[5] * t85 - sine[5] * t84);
    const Value t95 = t68 * t70;
    const Value t96 = 0.007735484874 * (t52 + t95) + 0.003127439544 * (t86 + t70 * t70);
    const Value t97 = 0.007735484874 * (t86 + t68 * t68) + 0.003127439544 * (t95 - t52);
    const Value t98 = 0.068832705569 * (t80 - t66) + 0.164967552695 * t63 + (sine[5] * t96 + t97 * cosine[5]);
    const Value t99 = t96 * cosine[5] - sine[5] * t97;
    const Value t100 = t92 - t75 - 0.088 * t99;
    const Value t101 = 0.00151524447332703 * t47 + 0.024230847133882086 * t49 - 0.004600245517563106 * t50;
    const Value t102 = 0.00216405205209813 * t50 - 0.00151524447332703 * t49;
    const Value t103 = t101 * t47 + t102 * t49 - (0.00216405205209813 * t66 + 0.004600245517563106 * t48 + 0.027133159263935513 * t13);
    const Value t104 = t103 + (0.014653732538 * t45 - 0.067870631425 * t46) + (sine[4] * t94 + t100 * cosine[4]);
    const Value t105 = 0.027133159263935513 * t50 - (0.00216405205209813 * t47 + 0.004600245517563106 * t49);
    const Value t106 = 0.00151524447332703 * t66 + 0.024230847133882086 * t48 + 0.004600245517563106 * t13 - (t102 * t50 + t105 * t47);
    const Value t107 = cosine[4] * t94 - t100 * sine[4] + (0.067870631425 * t56 + t106);
    const Value t108 = t50 * t101 - t105 * t49 - (0.00216405205209813 * t13 + 0.00151524447332703 * t48) + 0.014653732538 * t56;
    const Value t109 = t82 * cosine[4] - sine[4] * t98 + (0.067870631425 * (t48 - t50 * t47) - 0.014653732538 * (t50 * t49 + t66));
    const Value t110 = t109 - (1.720683553603 * t28 + 0.49008027465 * t35);
    const Value t111 = t108 - t90;
    const Value t112 = t50 * t50;
    const Value t113 = 0.13876407268546084 * t12 - 0.00164448757736927 * t6;
    const Value t114 = 0.13876407268546084 * t4 + 0.540829284939183 * t12 + 0.0039053550262761 * t6;
    const Value t115 = 0.632524057252814 * t32 + (0.0039053550262761 * t10 + 0.00164448757736927 * t13) + (t113 * t12 - t4 * t114);
    const Value t116 = t115 - (0.49008027465 * t43 + 1.720683553603 * t42) - (cosine[3] * t111 + t107 * sine[3]);
    const Value t117 = t49 * t47;
    const Value t118 = 0.014653732538 * (t13 + t117) - 0.067870631425 * (t112 + t49 * t49) - (t99 + (0.164967552695 * t54 - 0.068832705569 * (t53 * t61 + t67)));
    const Value t119 = 0.014653732538 * (t112 + t47 * t47) + 0.067870631425 * (t13 - t117) - (t82 * sine[4] + cosine[4] * t98);
    const Value t120 = cosine[3] * t119 - t118 * sine[3];
    const Value t121 = t119 * sine[3] + cosine[3] * t118;
    const Value t122 = t121 - (1.720683553603 * t11 - 0.49008027465 * t14);
    const Value t123 = t120 + (0.49008027465 * t27 + 1.720683553603 * t34);
    const Value t124 = 0.0825 * t109 + 0.384 * t120;
    const Value t125 = 0.028227094878 * (t22 + t9) - 0.684157959872 * t37 + (cosine[2] * t123 - sine[2] * t110);
    const Value t126 = t122 + (0.684157959872 * t23 - 0.028227094878 * (t36 + t1 * t1));
    const Value t127 = 0.0039053550262761 * t12 - 0.00164448757736927 * t4 + 0.632524057252814 * t6;
    const Value t128 = 0.540829284939183 * t10 - 0.13876407268546084 * t13 + 0.0039053550262761 * t32 + (t4 * t127 - t113 * t6);
    const Value t129 = t6 * t114 - t127 * t12 + (0.13876407268546084 * t10 - 0.00164448757736927 * t32) - 0.49008027465 * t24;
    const Value t130 = t107 * cosine[3] - t111 * sine[3] + (t128 - 1.720683553603 * t24) - 0.384 * t121;
    const Value t131 = t104 + t129 - 0.0825 * t121;
    const Value t132 = 0.000121912420950744 * t1 + 0.004377257121839584 * t3;
    const Value t133 = 0.01159586409516604 * t1 - 0.000121912420950744 * t5 - 0.005487648106562256 * t3;
    const Value t134 = t132 * t1 + t5 * t133 + (0.004377257121839584 * t33 + 0.005487648106562256 * t8 + 0.12445520614822143 * t9);
    const Value t135 = 0.0825 * t122 + (cosine[2] * t131 + sine[2] * t130 + (0.684157959872 * t20 - 0.028227094878 * t21 - t134));
    const Value t136 = 0.12445520614822143 * t3 - (0.004377257121839584 * t5 + 0.005487648106562256 * t1);
    const Value t137 = 0.01159586409516604 * t8 - 0.000121912420950744 * t33 + 0.005487648106562256 * t9 + (t5 * t136 + t3 * t132);
    const Value t138 = t133 * t3 - t136 * t1 + (0.004377257121839584 * t9 - 0.000121912420950744 * t8) - 0.684157959872 * t40;
    const Value t139 = cosine[2] * t130 - sine[2] * t131 + (0.028227094878 * t40 + t137);
    const Value t140 = t124 - t116 + t138 - 0.0825 * (cosine[2] * t110 + sine[2] * t123);
    const Value t141 = 0.01026110182100817 * t7;
    const Value t142 = 0.0007689361029464 * t9;
    const Value t143 = t141 - t142 - 0.00398335888393552 * (t17 - t18) - 0.9896232897634767 * t16 + (t142 - t141) + (0.01993386669246 * cosine[1] - 30.45357582685272 * sine[1]);
    const Value t144 = 0.00398335888393552 * t9;
    const Value t145 = 0.0007689361029464 * (t18 - t39) + (0.01026110182100817 * t16 - t144) - 1.0357790547533403 * t7 - (t144 + 0.9896232897634767 * t7);
    const Value t146 = 0.00398335888393552 * t7;
    const Value t147 = 0.01026110182100817 * (t39 - t17) + (t146 - 0.0007689361029464 * t16) + 0.04615576498986361 * t9 + t146;
    const Value t148 = (t139 * cosine[0] - t140 * sine[0] + t145 - 0.316 * (t125 * sine[0] + t126 * cosine[0])) * sine[1] + cosine[1] * (t147 - t135);
    const Value t149 = 0.000548359106408232 * cosine[5] + 0.001672482661783778 * sine[5];
    const Value t150 = 0.003127439544 * sine[5] + 0.007735484874 * cosine[5];
    const Value t151 = -0.004909651967360946 - 0.088 * t150;
    const Value t152 = 0.000548359106408232 * sine[5];
    const Value t153 = 0.001672482661783778 * cosine[5];
    const Value t154 = t152 - t153;
    const Value t155 = 0.005511034382675315 + (t153 - t152);
    const Value t156 = t151 * cosine[4] + t154 * sine[4];
    const Value t157 = t154 * cosine[4] - t151 * sine[4];
    const Value t158 = 0.003127439544 * cosine[5];
    const Value t159 = 0.007735484874 * sine[5];
    const Value t160 = t158 - t159;
    const Value t161 = t160 * cosine[4];
    const Value t162 = t161 * cosine[3] + sine[3] * t150;
    const Value t163 = t161 * sine[3];
    const Value t164 = t160 * sine[4];
    const Value t165 = 0.067870631425 + t160;
    const Value t166 = sine[3] * t157 + cosine[3] * t149 + (0.0825 * t164 + 0.384 * t162);
    const Value t167 = cosine[3] * t150;
    const Value t168 = t167 - t163;
    const Value t169 = t163 - t167;
    const Value t170 = cosine[3] * t157 - sine[3] * t149 + 0.384 * t168;
    const Value t171 = 0.0825 * t168 + t156;
    const Value t172 = t170 * sine[2] + cosine[2] * t171 + 0.0825 * t169;
    const Value t173 = cosine[2] * t170 - t171 * sine[2];
    const Value t174 = t166 - 0.0825 * (cosine[2] * t164 + t162 * sine[2]);
    const Value t175 = t162 * cosine[2] - t164 * sine[2];
    const Value t176 = t172 * cosine[1] - sine[1] * (t173 * cosine[0] - t174 * sine[0] - 0.316 * (t175 * sine[0] + t169 * cosine[0]));
    const Value t177 = 0.176 * t150;
    const Value t178 = 0.164967552695 + t150;
    const Value t179 = 0.000395108718315752 * cosine[5];
    const Value t180 = 0.00242094377852123 * sine[5] - t179;
    const Value t181 = 0.000395108718315752 * sine[5];
    const Value t182 = sine[5] * t181 + t180 * cosine[5] - 0.088 * (t159 - t158);
    const Value t183 = 0.030389507210667306 + (t177 + (sine[5] * t180 - cosine[5] * t181));
    const Value t184 = cosine[5] * (0.00242094377852123 * cosine[5] + t181) + sine[5] * t179 - 0.000884123530507804;
    const Value t185 = 0.004909651967360946 + t177;
    const Value t186 = t182 - 0.000103758917218685;
    const Value t187 = 9.3569097314605e-05 + t149;
    const Value t188 = t186 * sine[4] + cosine[4] * t187;
    const Value t189 = sine[4] * t187;
    const Value t190 = t186 * cosine[4] - t189;
    const Value t191 = (0.000103758917218685 - t182) * cosine[4] + t189 - 0.00151524447332703;
    const Value t192 = cosine[3] * t183;
    const Value t193 = t192 - t190 * sine[3];
    const Value t194 = t178 * sine[4];
    const Value t195 = 0.068832705569 * sine[4] + t178 * cosine[4];
    const Value t196 = 0.068832705569 * cosine[4];
    const Value t197 = t196 - t194;
    const Value t198 = t194 - t196;
    const Value t199 = t197 * cosine[3];
    const Value t200 = t197 * sine[3];
    const Value t201 = 0.384 * t199 + 0.0825 * t195;
    const Value t202 = sine[3] * t183;
    const Value t203 = t202 + cosine[3] * t190 - 0.384 * t200;
    const Value t204 = 0.0825 * t200;
    const Value t205 = t188 - t204;
    const Value t206 = t204 + (t203 * sine[2] + cosine[2] * t205);
    const Value t207 = t203 * cosine[2] - t205 * sine[2];
    const Value t208 = t201 - t193 - 0.0825 * (sine[2] * t199 + cosine[2] * t195);
    const Value t209 = cosine[2] * t199 - sine[2] * t195;
    const Value t210 = t195 - 0.014653732538;
    const Value t211 = t206 * cosine[1] - (t207 * cosine[0] - t208 * sine[0] - 0.316 * (t200 * cosine[0] + t209 * sine[0])) * sine[1];
    const Value t212 = cosine[4] * t155;
    const Value t213 = t155 * sine[4];
    const Value t214 = t212 + t184 * sine[4];
    const Value t215 = 0.024230847133882086 + ((t184 * cosine[4] - t213) * cosine[4] - (t212 - sine[4] * t185) * sine[4]);
    const Value t216 = cosine[4] * t185 + t213;
    const Value t217 = 0.027133159263935513 + (t214 * sine[4] + t216 * cosine[4]);
    const Value t218 = cosine[4] * t214 - t216 * sine[4] - 0.004600245517563106;
    const Value t219 = 0.00216405205209813 - t188;
    const Value t220 = sine[3] * t218 + t219 * cosine[3];
    const Value t221 = cosine[3] * t218 - t219 * sine[3];
    const Value t222 = t210 * sine[3] + t165 * cosine[3];
    const Value t223 = t165 * sine[3];
    const Value t224 = cosine[3] * t210;
    const Value t225 = 0.384 * t222;
    const Value t226 = t225 - t220;
    const Value t227 = 0.0825 * (sine[2] * t222) + (t220 - t225);
    const Value t228 = t223 - t224;
    const Value t229 = t224 - t223;
    const Value t230 = 0.384 * t228 + t221;
    const Value t231 = 0.0825 * t228 + t217;
    const Value t232 = 0.13876407268546084 + (t221 + (0.0825 * t198 - 0.384 * t229));
    const Value t233 = sine[2] * t230 + t231 * cosine[2] + 0.0825 * t229;
    const Value t234 = cosine[2] * t230 - t231 * sine[2];
    const Value t235 = cosine[2] * t222;
    const Value t236 = cosine[1] * t233 - (t234 * cosine[0] - t227 * sine[0] - 0.316 * (t229 * cosine[0] - t235 * sine[0])) * sine[1];
    const Value t237 = t191 * sine[3];
    const Value t238 = t192 + t237;
    const Value t239 = t191 * cosine[3];
    const Value t240 = sine[3] * t215 + t239;
    const Value t241 = 0.165 * t229;
    const Value t242 = 0.768 * t198;
    const Value t243 = 0.540829284939183 + ((cosine[3] * t215 - t237) * cosine[3] - sine[3] * (t239 - t202) + t242);
    const Value t244 = 0.632524057252814 + (cosine[3] * t238 + sine[3] * t240 + (t242 - t241));
    const Value t245 = 1.720683553603 + t198;
    const Value t246 = t217 - t241;
    const Value t247 = 0.0825 * t222;
    const Value t248 = 0.0039053550262761 + (t238 * sine[3] - cosine[3] * t240 - t247);
    const Value t249 = 0.028227094878 + t222;
    const Value t250 = t226 - 0.00164448757736927;
    const Value t251 = sine[2] * t248 + cosine[2] * t250;
    const Value t252 = cosine[2] * t248;
    const Value t253 = t252 - sine[2] * t250;
    const Value t254 = -0.000121912420950744 - (t247 + (t252 + (0.00164448757736927 - t226) * sine[2]));
    const Value t255 = t229 - 0.49008027465;
    const Value t256 = cosine[2] * t255 - sine[2] * t245;
    const Value t257 = cosine[2] * t245 + sine[2] * t255;
    const Value t258 = t244 + 0.0825 * t256;
    const Value t259 = cosine[2] * t232;
    const Value t260 = sine[2] * t232;
    const Value t261 = t259 + sine[2] * t243;
    const Value t262 = 0.01159586409516604 + ((cosine[2] * t243 - t260) * cosine[2] - (t259 - sine[2] * t246) * sine[2]);
    const Value t263 = t260 + cosine[2] * t246;
    const Value t264 = 0.165 * t256;
    const Value t265 = 0.684157959872 + t256;
    const Value t266 = 0.12445520614822143 + (t261 * sine[2] + cosine[2] * t263 + t264);
    const Value t267 = t261 * cosine[2] - sine[2] * t263 - 0.0825 * t257;
    const Value t268 = t244 + t264;
    const Value t269 = t267 - 0.005487648106562256;
    const Value t270 = -0.004377257121839584 - t251;
    const Value t271 = t270 * cosine[0] + t269 * sine[0];
    const Value t272 = 0.316 * (t249 * cosine[0] + t265 * sine[0]);
    const Value t273 = 0.316 * (t265 * cosine[0] - t249 * sine[0]);
    const Value t274 = t273 + (cosine[0] * (0.005487648106562256 - t267) - (0.004377257121839584 + t251) * sine[0]) - 0.00398335888393552;
    const Value t275 = t266 * cosine[1];
    const Value t276 = t254 * sine[0];
    const Value t277 = t254 * cosine[0];
    const Value t278 = t268 * cosine[0] + t276;
    const Value t279 = t262 * sine[0] + t277;
    const Value t280 = 0.632 * t257;
    const Value t281 = 0.9896232897634767 + ((t262 * cosine[0] - t276) * cosine[0] - (t277 - t268 * sine[0]) * sine[0] + t280);
    const Value t282 = 0.03733744848940618 + (cosine[1] * (sine[1] * t274 + t275) + (cosine[1] * t274 + t281 * sine[1]) * sine[1]);
    const Value t283 = (0.0007689361029464 + (t272 - t271)) * cosine[1] + sine[1] * (0.01026110182100817 + (t279 * cosine[0] - t278 * sine[0]));
    M[0] = t282;
    M[7] = -t283;
    M[8] = 1.0357790547533403 + (t280 + (t278 * cosine[0] + t279 * sine[0]));
    M[14] = t275 - sine[1] * (t269 * cosine[0] - t270 * sine[0] - t273);
    M[15] = t271 - t272;
    M[16] = t266;
    M[21] = t251 * cosine[1] - sine[1] * (t258 * sine[0] + t253 * cosine[0] + 0.316 * (t257 * sine[0]));
    M[22] = t253 * sine[0] - t258 * cosine[0] - 0.316 * (t257 * cosine[0]);
    M[23] = t251;
    M[24] = t244;
    M[28] = t236;
    M[29] = t227 * cosine[0] + t234 * sine[0] - 0.316 * (t235 * cosine[0] + t229 * sine[0]);
    M[30] = t233;
    M[31] = t226;
    M[32] = t217;
    M[35] = t211;
    M[36] = 0.316 * (cosine[0] * t209 - t200 * sine[0]) + (t207 * sine[0] + t208 * cosine[0]);
    M[37] = t206;
    M[38] = t193 - t201;
    M[39] = t188;
    M[40] = t183;
    M[42] = t176;
    M[43] = 0.316 * (t175 * cosine[0] - t169 * sine[0]) + (t174 * cosine[0] + t173 * sine[0]);
    M[44] = t172;
    M[45] = -t166;
    M[46] = t156;
    M[47] = -t149;
    M[48] = Value() + 0.004909651967360946;
    r[0] = tau[0] + t148;
    r[1] = tau[1] - (0.316 * (t125 * cosine[0] - t126 * sine[0]) + (t140 * cosine[0] + t139 * sine[0] + t143));
    r[2] = tau[2] - t135;
    r[3] = tau[3] - (t116 - t124);
    r[4] = tau[4] - t104;
    r[5] = tau[5] - t90;
    r[6] = tau[6] - t75;
    // M = L L^T in place on the lower triangle (Cholesky–Banachiewicz), then
    // L y = r and L^T qdd = y. A matrix that is not positive definite gives NaN.
    for (int j = 0; j < kDof; ++j) {
      Value d = M[j * kDof + j];
      for (int k = 0; k < j; ++k) d -= M[j * kDof + k] * M[j * kDof + k];
      d = sqrt_of(d);
      M[j * kDof + j] = d;
      for (int i = j + 1; i < kDof; ++i) {
        Value s = M[i * kDof + j];
        for (int k = 0; k < j; ++k) s -= M[i * kDof + k] * M[j * kDof + k];
        M[i * kDof + j] = s / d;
      }
    }
    for (int i = 0; i < kDof; ++i) {
      for (int k = 0; k < i; ++k) r[i] -= M[i * kDof + k] * r[k];
      r[i] /= M[i * kDof + i];
    }
    for (int i = kDof - 1; i >= 0; --i) {
      for (int k = i + 1; k < kDof; ++k) r[i] -= M[k * kDof + i] * qdd[k];
      qdd[i] = r[i] / M[i * kDof + i];
    }
    // M qdd = tau - b(q, qd), so M d qdd / d x = -d tau / d x at this qdd
    // (inverse_dynamics_derivatives), and d qdd / d tau = M^-1: each column
    // solved with the factor L above, L y = c and L^T x = y.
    InverseDynamicsDerivativesBody()(sin_cos, q, qd, qdd, dqdd_dq, dqdd_dqd);
    for (int i = 0; i < kDof * kDof; ++i) {
      dqdd_dq[i] = -dqdd_dq[i];
      dqdd_dqd[i] = -dqdd_dqd[i];
      dqdd_dtau[i] = Value() + double(i % (kDof + 1) == 0 ? 1 : 0);
    }
    Value* const solved[3] = {dqdd_dq, dqdd_dqd, dqdd_dtau};
    for (int m = 0; m < 3; ++m) {
      Value* const X = solved[m];
      for (int c = 0; c < kDof; ++c) {
        for (int i = 0; i < kDof; ++i) {
          for (int k = 0; k < i; ++k) X[i * kDof + c] -= M[i * kDof + k] * X[k * kDof + c];
          X[i * kDof + c] /= M[i * kDof + i];
        }
        for (int i = kDof - 1; i >= 0; --i) {
          for (int k = i + 1; k < kDof; ++k) X[i * kDof + c] -= M[k * kDof + i] * X[k * kDof + c];
          X[i * kDof + c] /= M[i * kDof + i];
        }
      }
    }
  }
};
/// forward_dynamics_derivatives at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct ForwardDynamicsDerivativesLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* tau, double* qdd, double* dqdd_dq, double* dqdd_dqd, double* dqdd_dtau) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], qd_lanes[7], tau_lanes[7], qdd_lanes[7], dqdd_dq_lanes[49], dqdd_dqd_lanes[49], dqdd_dtau_lanes[49];
    gather(q_lanes, q, 7, k, valid);
    gather(qd_lanes, qd, 7, k, valid);
    gather(tau_lanes, tau, 7, k, valid);
    ForwardDynamicsDerivativesBody()(sin_cos, q_lanes, qd_lanes, tau_lanes, qdd_lanes, dqdd_dq_lanes, dqdd_dqd_lanes, dqdd_dtau_lanes);
    scatter(qdd, qdd_lanes, 7, k, valid);
    scatter(dqdd_dq, dqdd_dq_lanes, 49, k, valid);
    scatter(dqdd_dqd, dqdd_dqd_lanes, 49, k, valid);
    scatter(dqdd_dtau, dqdd_dtau_lanes, 49, k, valid);
  }
};
}  // namespace
void forward_dynamics_derivatives(const double* q, const double* qd, const double* tau, double* qdd, double* dqdd_dq, double* dqdd_dqd, double* dqdd_dtau) {
  evaluate(ForwardDynamicsDerivativesBody(), q, qd, tau, qdd, dqdd_dq, dqdd_dqd, dqdd_dtau);
}
void forward_dynamics_derivatives_batch(int count, const double* q, const double* qd, const double* tau, double* qdd, double* dqdd_dq, double* dqdd_dqd, double* dqdd_dtau) {
  evaluate_batch(ForwardDynamicsDerivativesLanes(), count, q, qd, tau, qdd, dqdd_dq, dqdd_dqd, dqdd_dtau);
}


// Built from: M: recursion: composite rigid bodies, grouped inertial parameters; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: recursion: at rest, grouped inertial parameters.
// 634 multiplications, 511 additions, 0 divisions, 12 function calls.
namespace {
struct DynamicsTermsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* M, Value* V, Value* G) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[5], q[4], q[6]);
    const Value t0 = 9.81 * sine[0];
    const Value t1 = t0 * cosine[1];
    const Value t2 = t0 * sine[1];
    const Value t3 = 9.81 * cosine[0];
    const Value t4 = sine[2] * t1 + cosine[2] * t3;
    const Value t5 = sine[2] * t3 - cosine[2] * t1;
    const Value t6 = cosine[4] * t5 + t2 * sine[4];
    const Value t7 = t4 * sine[3] + t6 * cosine[3];
    const Value t8 = t5 * sine[4];
    const Value t9 = cosine[4] * t2;
    const Value t10 = t8 - t9;
    const Value t11 = 0.003127439544 * (sine[5] * t10 + t7 * cosine[5]) + 0.007735484874 * (cosine[5] * t10 - sine[5] * t7);
    const Value t12 = t4 * cosine[3];
    const Value t13 = t6 * sine[3];
    const Value t14 = 0.068832705569 * t7 + 0.164967552695 * (t12 - t13);
    const Value t15 = t13 - t12;
    const Value t16 = 0.007735484874 * t15;
    const Value t17 = 0.003127439544 * t15;
    const Value t18 = t16 * cosine[5] + sine[5] * t17;
    const Value t19 = sine[5] * t16 - cosine[5] * t17 - 0.068832705569 * t10;
    const Value t20 = 0.164967552695 * t10 + t11;
    const Value t21 = t19 * sine[3] - cosine[3] * t20 - (0.067870631425 * t6 + 0.014653732538 * (t9 - t8));
    const Value t22 = 0.067870631425 * t4 + (sine[3] * t20 + t19 * cosine[3]);
    const Value t23 = 0.014653732538 * t4 + (t18 - t14);
    const Value t24 = 1.720683553603 * t5 + 0.49008027465 * t4 + (t22 * sine[4] + cosine[4] * t23);
    const Value t25 = t22 * cosine[4] - t23 * sine[4] - 1.720683553603 * t2;
    const Value t26 = t21 - 0.49008027465 * t2;
    const Value t27 = cosine[2] * t26 + sine[2] * t25 + (0.684157959872 * t2 + 0.028227094878 * t1);
    const Value t28 = 0.27690780075318 * cosine[0] + (cosine[2] * t25 - t26 * sine[2]);
    const Value t29 = t24 - 6.71158958634432 * cosine[0];
    const Value t30 = sine[0] * qd[0];
    const Value t31 = qd[1] * sine[1] - t30 * cosine[1];
    const Value t32 = cosine[0] * qd[0];
    const Value t33 = t32 + qd[2];
    const Value t34 = cosine[2] * t33 - sine[2] * t31;
    const Value t35 = cosine[1] * qd[1] + t30 * sine[1];
    const Value t36 = qd[3] - t35;
    const Value t37 = t32 * qd[1];
    const Value t38 = t35 * qd[2] - t37 * cosine[1];
    const Value t39 = t30 * qd[1];
    const Value t40 = t34 * qd[3] + (cosine[2] * t38 - sine[2] * t39);
    const Value t41 = t34 * t36 + t40;
    const Value t42 = sine[2] * t33 + cosine[2] * t31;
    const Value t43 = sine[2] * t38 + cosine[2] * t39 + t42 * qd[3];
    const Value t44 = t43 + t36 * t42;
    const Value t45 = 0.316 * (t37 + t37);
    const Value t46 = t30 * t32;
    const Value t47 = t30 * t30;
    const Value t48 = t32 * t32;
    const Value t49 = 0.316 * t46;
    const Value t50 = t45 * cosine[1] + t49 * sine[1];
    const Value t51 = t45 * sine[1] - t49 * cosine[1];
    const Value t52 = t35 * t31;
    const Value t53 = t52 - t39;
    const Value t54 = t50 + 0.0825 * t53;
    const Value t55 = 0.384 * t41 - 0.0825 * t44 - t54;
    const Value t56 = t36 * t36;
    const Value t57 = t56 + t34 * t34;
    const Value t58 = t56 + t42 * t42;
    const Value t59 = t34 * t42;
    const Value t60 = t31 * qd[2];
    const Value t61 = t37 * sine[1];
    const Value t62 = t60 - t61;
    const Value t63 = t61 - t60;
    const Value t64 = t59 - t62;
    const Value t65 = t59 + t62;
    const Value t66 = t33 * t33;
    const Value t67 = t66 + t35 * t35;
    const Value t68 = t51 - 0.0825 * t67;
    const Value t69 = qd[1] * qd[1];
    const Value t70 = t47 + t69;
    const Value t71 = 0.0825 * (t33 * t31 - t63) - 0.316 * t70;
    const Value t72 = sine[2] * t71 + cosine[2] * t68;
    const Value t73 = cosine[2] * t71 - t68 * sine[2];
    const Value t74 = 0.384 * t64 + 0.0825 * t57 + t72;
    const Value t75 = cosine[4] * t55 + t74 * sine[4];
    const Value t76 = cosine[4] * t74 - sine[4] * t55;
    const Value t77 = cosine[4] * t36 + t42 * sine[4];
    const Value t78 = cosine[4] * t40 - sine[4] * t62 - qd[4] * t77;
    const Value t79 = cosine[4] * t42 - t36 * sine[4];
    const Value t80 = t34 + qd[4];
    const Value t81 = cosine[3] * t79 + t80 * sine[3];
    const Value t82 = t43 * cosine[3] + t78 * sine[3] + qd[5] * t81;
    const Value t83 = qd[5] + t77;
    const Value t84 = t82 + t83 * t81;
    const Value t85 = t75 + 0.088 * t84;
    const Value t86 = t73 - (0.0825 * t65 + 0.384 * t58);
    const Value t87 = t86 * sine[3] + t76 * cosine[3];
    const Value t88 = t83 * t83;
    const Value t89 = sine[3] * t79;
    const Value t90 = t80 * cosine[3];
    const Value t91 = t90 - t89;
    const Value t92 = t89 - t90 + qd[6];
    const Value t93 = t88 + t91 * t91;
    const Value t94 = t87 - 0.088 * t93;
    const Value t95 = 0.003127439544 * (sine[5] * t85 + cosine[5] * t94) + 0.007735484874 * (cosine[5] * t85 - sine[5] * t94);
    const Value t96 = qd[4] * t79 + (cosine[4] * t62 + t40 * sine[4]);
    const Value t97 = cosine[3] * t78 - t43 * sine[3] + qd[5] * t91;
    const Value t98 = t83 * cosine[5] - sine[5] * t81;
    const Value t99 = t98 * qd[6] + (sine[5] * t96 + cosine[5] * t97);
    const Value t100 = cosine[5] * t81 + sine[5] * t83;
    const Value t101 = cosine[5] * t96 - sine[5] * t97 - t100 * qd[6];
    const Value t102 = 0.000548359106408232 * t92 + 0.000395108718315752 * t100;
    const Value t103 = 0.00242094377852123 * t100 - 0.000395108718315752 * t98 - 0.001672482661783778 * t92;
    const Value t104 = 0.004909651967360946 * t82 - (0.001672482661783778 * t99 + 0.000548359106408232 * t101) - (t102 * t100 + t98 * t103);
    const Value t105 = t95 + t104;
    const Value t106 = 0.004909651967360946 * t92 - (0.000548359106408232 * t98 + 0.001672482661783778 * t100);
    const Value t107 = 0.00242094377852123 * t99 - 0.000395108718315752 * t101 - 0.001672482661783778 * t82 + (t98 * t106 + t102 * t92);
    const Value t108 = 0.003127439544 * (t99 + t92 * t98) - 0.007735484874 * (t92 * t100 - t101);
    const Value t109 = cosine[3] * t86 - t76 * sine[3];
    const Value t110 = t81 * t91;
    const Value t111 = t96 + t110;
    const Value t112 = t108 + (0.164967552695 * t111 + 0.068832705569 * (t81 * t81 + t88));
    const Value t113 = t109 + 0.088 * t111;
    const Value t114 = t92 * t103 - t106 * t100 - (0.000395108718315752 * t99 + 0.000548359106408232 * t82) + 0.007735484874 * t113;
    const Value t115 = 0.003127439544 * t113 + t107;
    const Value t116 = t92 * t92;
    const Value t117 = 0.005511034382675315 * t81 + 9.3569097314605e-05 * t83;
    const Value t118 = 0.005511034382675315 * t91 - 0.000884123530507804 * t81 - 0.000103758917218685 * t83;
    const Value t119 = t117 * t81 - t118 * t91 + (0.030389507210667306 * t96 - (9.3569097314605e-05 * t82 + 0.000103758917218685 * t97));
    const Value t120 = t114 * cosine[5] + sine[5] * t115 + (t119 + (0.164967552695 * t109 + 0.068832705569 * t87)) + 0.088 * t108;
    const Value t121 = 0.030389507210667306 * t83 + (9.3569097314605e-05 * t91 - 0.000103758917218685 * t81);
    const Value t122 = 0.005511034382675315 * t97 + 9.3569097314605e-05 * t96 + (t83 * t118 - t121 * t81) - 0.164967552695 * t75;
    const Value t123 = t121 * t91 - t83 * t117 - (0.000884123530507804 * t97 + 0.005511034382675315 * t82 + 0.000103758917218685 * t96);
    const Value t124 = t115 * cosine[5] - sine[5] * t114 + (t123 - 0.068832705569 * t75);
    const Value t125 = t98 * t100;
    const Value t126 = 0.007735484874 * (t82 + t125) + 0.003127439544 * (t116 + t100 * t100);
    const Value t127 = 0.007735484874 * (t116 + t98 * t98) + 0.003127439544 * (t125 - t82);
    const Value t128 = 0.068832705569 * (t110 - t96) + 0.164967552695 * t93 + (sine[5] * t126 + t127 * cosine[5]);
    const Value t129 = t126 * cosine[5] - sine[5] * t127;
    const Value t130 = t122 - t105 - 0.088 * t129;
    const Value t131 = 0.00151524447332703 * t77 + 0.024230847133882086 * t79 - 0.004600245517563106 * t80;
    const Value t132 = 0.00216405205209813 * t80 - 0.00151524447332703 * t79;
    const Value t133 = t131 * t77 + t132 * t79 - (0.00216405205209813 * t96 + 0.004600245517563106 * t78 + 0.027133159263935513 * t43);
    const Value t134 = t133 + (0.014653732538 * t75 - 0.067870631425 * t76) + (t130 * cosine[3] + t124 * sine[3]);
    const Value t135 = 0.027133159263935513 * t80 - (0.00216405205209813 * t77 + 0.004600245517563106 * t79);
    const Value t136 = 0.00151524447332703 * t96 + 0.024230847133882086 * t78 + 0.004600245517563106 * t43 - (t132 * t80 + t135 * t77);
    const Value t137 = t124 * cosine[3] - t130 * sine[3] + (0.067870631425 * t86 + t136);
    const Value t138 = t80 * t131 - t135 * t79 - (0.00216405205209813 * t43 + 0.00151524447332703 * t78) + 0.014653732538 * t86;
    const Value t139 = t112 * cosine[3] - sine[3] * t128 + (0.067870631425 * (t78 - t80 * t77) - 0.014653732538 * (t80 * t79 + t96));
    const Value t140 = t139 - (1.720683553603 * t58 + 0.49008027465 * t65);
    const Value t141 = t138 - t120;
    const Value t142 = t80 * t80;
    const Value t143 = 0.13876407268546084 * t42 - 0.00164448757736927 * t36;
    const Value t144 = 0.13876407268546084 * t34 + 0.540829284939183 * t42 + 0.0039053550262761 * t36;
    const Value t145 = 0.632524057252814 * t62 + (0.0039053550262761 * t40 + 0.00164448757736927 * t43) + (t143 * t42 - t34 * t144);
    const Value t146 = t145 - (1.720683553603 * t72 + 0.49008027465 * t73) - (t137 * sine[4] + cosine[4] * t141);
    const Value t147 = t79 * t77;
    const Value t148 = 0.014653732538 * (t43 + t147) - 0.067870631425 * (t142 + t79 * t79) - (t129 + (0.164967552695 * t84 - 0.068832705569 * (t83 * t91 + t97)));
    const Value t149 = 0.014653732538 * (t142 + t77 * t77) + 0.067870631425 * (t43 - t147) - (t112 * sine[3] + cosine[3] * t128);
    const Value t150 = cosine[4] * t149 - t148 * sine[4];
    const Value t151 = t149 * sine[4] + cosine[4] * t148;
    const Value t152 = t151 - (1.720683553603 * t41 - 0.49008027465 * t44);
    const Value t153 = t150 + (0.49008027465 * t57 + 1.720683553603 * t64);
    const Value t154 = 0.0825 * t139 + 0.384 * t150;
    const Value t155 = 0.028227094878 * (t52 + t39) - 0.684157959872 * t67 + (cosine[2] * t153 - sine[2] * t140);
    const Value t156 = t152 + (0.684157959872 * t53 - 0.028227094878 * (t66 + t31 * t31));
    const Value t157 = 0.0039053550262761 * t42 - 0.00164448757736927 * t34 + 0.632524057252814 * t36;
    const Value t158 = 0.540829284939183 * t40 - 0.13876407268546084 * t43 + 0.0039053550262761 * t62 + (t34 * t157 - t143 * t36);
    const Value t159 = t36 * t144 - t157 * t42 + (0.13876407268546084 * t40 - 0.00164448757736927 * t62) - 0.49008027465 * t54;
    const Value t160 = t158 - 1.720683553603 * t54 + (t137 * cosine[4] - sine[4] * t141) - 0.384 * t151;
    const Value t161 = t134 + t159 - 0.0825 * t151;
    const Value t162 = 0.000121912420950744 * t31 + 0.004377257121839584 * t33;
    const Value t163 = 0.01159586409516604 * t31 - 0.000121912420950744 * t35 - 0.005487648106562256 * t33;
    const Value t164 = t162 * t31 + t35 * t163 + (0.004377257121839584 * t63 + 0.005487648106562256 * t38 + 0.12445520614822143 * t39);
    const Value t165 = 0.0825 * t152 + (0.684157959872 * t50 - 0.028227094878 * t51 - t164 + (cosine[2] * t161 + sine[2] * t160));
    const Value t166 = 0.12445520614822143 * t33 - (0.004377257121839584 * t35 + 0.005487648106562256 * t31);
    const Value t167 = 0.01159586409516604 * t38 - 0.000121912420950744 * t63 + 0.005487648106562256 * t39 + (t35 * t166 + t33 * t162);
    const Value t168 = 0.216193915319552 * t70 + (t163 * t33 - t166 * t31 + (0.004377257121839584 * t39 - 0.000121912420950744 * t38));
    const Value t169 = cosine[2] * t160 - t161 * sine[2] + (t167 - 0.008919761981448 * t70);
    const Value t170 = t168 + (t154 - t146) - 0.0825 * (cosine[2] * t140 + sine[2] * t153);
    const Value t171 = 0.01026110182100817 * t37;
    const Value t172 = 0.0007689361029464 * t39;
    const Value t173 = t171 - t172 - 0.00398335888393552 * (t47 - t48) - 0.9896232897634767 * t46 + (t172 - t171) + (t170 * cosine[1] + t169 * sine[1]);
    const Value t174 = 0.00398335888393552 * t39;
    const Value t175 = 0.0007689361029464 * (t48 - t69) + (0.01026110182100817 * t46 - t174) - 1.0357790547533403 * t37 - (t174 + 0.9896232897634767 * t37);
    const Value t176 = 0.00398335888393552 * t37;
    const Value t177 = 0.01026110182100817 * (t69 - t47) + (t176 - 0.0007689361029464 * t46) + 0.04615576498986361 * t39 + t176;
    const Value t178 = cosine[0] * (t177 - t165) + (t169 * cosine[1] - t170 * sine[1] + t175 - 0.316 * (t155 * sine[1] + t156 * cosine[1])) * sine[0];
    const Value t179 = 0.000548359106408232 * cosine[5] + 0.001672482661783778 * sine[5];
    const Value t180 = 0.003127439544 * sine[5] + 0.007735484874 * cosine[5];
    const Value t181 = -0.004909651967360946 - 0.088 * t180;
    const Value t182 = 0.000548359106408232 * sine[5];
    const Value t183 = 0.001672482661783778 * cosine[5];
    const Value t184 = t182 - t183;
    const Value t185 = 0.005511034382675315 + (t183 - t182);
    const Value t186 = t181 * cosine[3] + t184 * sine[3];
    const Value t187 = t184 * cosine[3] - t181 * sine[3];
    const Value t188 = 0.003127439544 * cosine[5];
    const Value t189 = 0.007735484874 * sine[5];
    const Value t190 = t188 - t189;
    const Value t191 = t190 * cosine[3];
    const Value t192 = t191 * cosine[4] + sine[4] * t180;
    const Value t193 = t191 * sine[4];
    const Value t194 = t190 * sine[3];
    const Value t195 = 0.067870631425 + t190;
    const Value t196 = sine[4] * t187 + cosine[4] * t179 + (0.0825 * t194 + 0.384 * t192);
    const Value t197 = cosine[4] * t180;
    const Value t198 = t197 - t193;
    const Value t199 = t193 - t197;
    const Value t200 = cosine[4] * t187 - sine[4] * t179 + 0.384 * t198;
    const Value t201 = 0.0825 * t198 + t186;
    const Value t202 = t200 * sine[2] + cosine[2] * t201 + 0.0825 * t199;
    const Value t203 = cosine[2] * t200 - t201 * sine[2];
    const Value t204 = t196 - 0.0825 * (cosine[2] * t194 + t192 * sine[2]);
    const Value t205 = t192 * cosine[2] - t194 * sine[2];
    const Value t206 = t202 * cosine[0] - sine[0] * (t203 * cosine[1] - t204 * sine[1] - 0.316 * (t205 * sine[1] + t199 * cosine[1]));
    const Value t207 = 0.176 * t180;
    const Value t208 = 0.164967552695 + t180;
    const Value t209 = 0.000395108718315752 * cosine[5];
    const Value t210 = 0.00242094377852123 * sine[5] - t209;
    const Value t211 = 0.000395108718315752 * sine[5];
    const Value t212 = sine[5] * t211 + t210 * cosine[5] - 0.088 * (t189 - t188);
    const Value t213 = 0.030389507210667306 + (t207 + (sine[5] * t210 - cosine[5] * t211));
    const Value t214 = cosine[5] * (0.00242094377852123 * cosine[5] + t211) + sine[5] * t209 - 0.000884123530507804;
    const Value t215 = 0.004909651967360946 + t207;
    const Value t216 = t212 - 0.000103758917218685;
    const Value t217 = 9.3569097314605e-05 + t179;
    const Value t218 = t216 * sine[3] + cosine[3] * t217;
    const Value t219 = sine[3] * t217;
    const Value t220 = t216 * cosine[3] - t219;
    const Value t221 = (0.000103758917218685 - t212) * cosine[3] + t219 - 0.00151524447332703;
    const Value t222 = cosine[4] * t213;
    const Value t223 = t222 - t220 * sine[4];
    const Value t224 = t208 * sine[3];
    const Value t225 = 0.068832705569 * sine[3] + t208 * cosine[3];
    const Value t226 = 0.068832705569 * cosine[3];
    const Value t227 = t226 - t224;
    const Value t228 = t224 - t226;
    const Value t229 = t227 * cosine[4];
    const Value t230 = t227 * sine[4];
    const Value t231 = 0.384 * t229 + 0.0825 * t225;
    const Value t232 = sine[4] * t213;
    const Value t233 = t232 + cosine[4] * t220 - 0.384 * t230;
    const Value t234 = 0.0825 * t230;
    const Value t235 = t218 - t234;
    const Value t236 = t234 + (t233 * sine[2] + cosine[2] * t235);
    const Value t237 = t233 * cosine[2] - t235 * sine[2];
    const Value t238 = t231 - t223 - 0.0825 * (sine[2] * t229 + cosine[2] * t225);
    const Value t239 = cosine[2] * t229 - sine[2] * t225;
    const Value t240 = t225 - 0.014653732538;
    const Value t241 = t236 * cosine[0] - (t237 * cosine[1] - t238 * sine[1] - 0.316 * (t230 * cosine[1] + t239 * sine[1])) * sine[0];
    const Value t242 = cosine[3] * t185;
    const Value t243 = t185 * sine[3];
    const Value t244 = t242 + t214 * sine[3];
    const Value t245 = 0.024230847133882086 + ((t214 * cosine[3] - t243) * cosine[3] - (t242 - sine[3] * t215) * sine[3]);
    const Value t246 = cosine[3] * t215 + t243;
    const Value t247 = 0.027133159263935513 + (t244 * sine[3] + t246 * cosine[3]);
    const Value t248 = cosine[3] * t244 - t246 * sine[3] - 0.004600245517563106;
    const Value t249 = 0.00216405205209813 - t218;
    const Value t250 = sine[4] * t248 + t249 * cosine[4];
    const Value t251 = cosine[4] * t248 - t249 * sine[4];
    const Value t252 = t240 * sine[4] + t195 * cosine[4];
    const Value t253 = t195 * sine[4];
    const Value t254 = cosine[4] * t240;
    const Value t255 = 0.384 * t252;
    const Value t256 = t255 - t250;
    const Value t257 = 0.0825 * (sine[2] * t252) + (t250 - t255);
    const Value t258 = t253 - t254;
    const Value t259 = t254 - t253;
    const Value t260 = 0.384 * t258 + t251;
    const Value t261 = 0.0825 * t258 + t247;
    const Value t262 = 0.13876407268546084 + (t251 + (0.0825 * t228 - 0.384 * t259));
    const Value t263 = sine[2] * t260 + t261 * cosine[2] + 0.0825 * t259;
    const Value t264 = cosine[2] * t260 - t261 * sine[2];
    const Value t265 = cosine[2] * t252;
    const Value t266 = cosine[0] * t263 - (t264 * cosine[1] - t257 * sine[1] - 0.316 * (t259 * cosine[1] - t265 * sine[1])) * sine[0];
    const Value t267 = t221 * sine[4];
    const Value t268 = t222 + t267;
    const Value t269 = t221 * cosine[4];
    const Value t270 = sine[4] * t245 + t269;
    const Value t271 = 0.165 * t259;
    const Value t272 = 0.768 * t228;
    const Value t273 = 0.540829284939183 + ((cosine[4] * t245 - t267) * cosine[4] - sine[4] * (t269 - t232) + t272);
    const Value t274 = 0.632524057252814 + (cosine[4] * t268 + sine[4] * t270 + (t272 - t271));
    const Value t275 = 1.720683553603 + t228;
    const Value t276 = t247 - t271;
    const Value t277 = 0.0825 * t252;
    const Value t278 = 0.0039053550262761 + (t268 * sine[4] - cosine[4] * t270 - t277);
    const Value t279 = 0.028227094878 + t252;
    const Value t280 = t256 - 0.00164448757736927;
    const Value t281 = sine[2] * t278 + cosine[2] * t280;
    const Value t282 = cosine[2] * t278;
    const Value t283 = t282 - sine[2] * t280;
    const Value t284 = -0.000121912420950744 - (t277 + (t282 + (0.00164448757736927 - t256) * sine[2]));
    const Value t285 = t259 - 0.49008027465;
    const Value t286 = cosine[2] * t285 - sine[2] * t275;
    const Value t287 = cosine[2] * t275 + sine[2] * t285;
    const Value t288 = t274 + 0.0825 * t286;
    const Value t289 = cosine[2] * t262;
    const Value t290 = sine[2] * t262;
    const Value t291 = t289 + sine[2] * t273;
    const Value t292 = 0.01159586409516604 + ((cosine[2] * t273 - t290) * cosine[2] - (t289 - sine[2] * t276) * sine[2]);
    const Value t293 = t290 + cosine[2] * t276;
    const Value t294 = 0.165 * t286;
    const Value t295 = 0.684157959872 + t286;
    const Value t296 = 0.12445520614822143 + (t291 * sine[2] + cosine[2] * t293 + t294);
    const Value t297 = t291 * cosine[2] - sine[2] * t293 - 0.0825 * t287;
    const Value t298 = t274 + t294;
    const Value t299 = t297 - 0.005487648106562256;
    const Value t300 = -0.004377257121839584 - t281;
    const Value t301 = t300 * cosine[1] + t299 * sine[1];
    const Value t302 = 0.316 * (t279 * cosine[1] + t295 * sine[1]);
    const Value t303 = 0.316 * (t295 * cosine[1] - t279 * sine[1]);
    const Value t304 = t303 + (cosine[1] * (0.005487648106562256 - t297) - (0.004377257121839584 + t281) * sine[1]) - 0.00398335888393552;
    const Value t305 = t296 * cosine[0];
    const Value t306 = t284 * sine[1];
    const Value t307 = t284 * cosine[1];
    const Value t308 = t298 * cosine[1] + t306;
    const Value t309 = t292 * sine[1] + t307;
    const Value t310 = 0.632 * t287;
    const Value t311 = 0.9896232897634767 + ((t292 * cosine[1] - t306) * cosine[1] - (t307 - t298 * sine[1]) * sine[1] + t310);
    const Value t312 = 0.03733744848940618 + (cosine[0] * (sine[0] * t304 + t305) + (cosine[0] * t304 + t311 * sine[0]) * sine[0]);
    const Value t313 = (0.0007689361029464 + (t302 - t301)) * cosine[0] + sine[0] * (0.01026110182100817 + (t309 * cosine[1] - t308 * sine[1]));
    M[0] = t312;
    M[7] = -t313;
    M[8] = 1.0357790547533403 + (t310 + (t308 * cosine[1] + t309 * sine[1]));
    M[14] = t305 - sine[0] * (t299 * cosine[1] - t300 * sine[1] - t303);
    M[15] = t301 - t302;
    M[16] = t296;
    M[21] = t281 * cosine[0] - sine[0] * (t288 * sine[1] + t283 * cosine[1] + 0.316 * (t287 * sine[1]));
    M[22] = t283 * sine[1] - t288 * cosine[1] - 0.316 * (t287 * cosine[1]);
    M[23] = t281;
    M[24] = t274;
    M[28] = t266;
    M[29] = t257 * cosine[1] + t264 * sine[1] - 0.316 * (t265 * cosine[1] + t259 * sine[1]);
    M[30] = t263;
    M[31] = t256;
    M[32] = t247;
    M[35] = t241;
    M[36] = 0.316 * (cosine[1] * t239 - t230 * sine[1]) + (t237 * sine[1] + t238 * cosine[1]);
    M[37] = t236;
    M[38] = t223 - t231;
    M[39] = t218;
    M[40] = t213;
    M[42] = t206;
    M[43] = 0.316 * (t205 * cosine[1] - t199 * sine[1]) + (t204 * cosine[1] + t203 * sine[1]);
    M[44] = t202;
    M[45] = -t196;
    M[46] = t186;
    M[47] = -t179;
    M[48] = Value() + 0.004909651967360946;
    V[0] = -t178;
    V[1] = t173 + 0.316 * (t155 * cosine[1] - t156 * sine[1]);
    V[2] = t165;
    V[3] = t146 - t154;
    V[4] = t134;
    V[5] = t120;
    V[6] = t105;
    G[0] = cosine[0] * t27 - (t28 * cosine[1] - t29 * sine[1]) * sine[0];
    G[1] = t29 * cosine[1] + t28 * sine[1] + (0.01993386669246 * cosine[0] - 30.45357582685272 * sine[0]);
    G[2] = t27;
    G[3] = -t24;
    G[4] = t21;
    G[5] = t14 - t18;
    G[6] = t11;
    M[1] = M[7];
    M[2] = M[14];
    M[3] = M[21];
    M[4] = M[28];
    M[5] = M[35];
    M[6] = M[42];
    M[9] = M[15];
    M[10] = M[22];
    M[11] = M[29];
    M[12] = M[36];
    M[13] = M[43];
    M[17] = M[23];
    M[18] = M[30];
    M[19] = M[37];
    M[20] = M[44];
    M[25] = M[31];
    M[26] = M[38];
    M[27] = M[45];
    M[33] = M[39];
    M[34] = M[46];
    M[41] = M[47];
  }
};
/// dynamics_terms at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct DynamicsTermsLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* M, double* V, double* G) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], qd_lanes[7], M_lanes[49], V_lanes[7], G_lanes[7];
    gather(q_lanes, q, 7, k, valid);
    gather(qd_lanes, qd, 7, k, valid);
    DynamicsTermsBody()(sin_cos, q_lanes, qd_lanes, M_lanes, V_lanes, G_lanes);
    scatter(M, M_lanes, 49, k, valid);
    scatter(V, V_lanes, 7, k, valid);
    scatter(G, G_lanes, 7, k, valid);
  }
};
}  // namespace
void dynamics_terms(const double* q, const double* qd, double* M, double* V, double* G) {
  evaluate(DynamicsTermsBody(), q, qd, M, V, G);
}
void dynamics_terms_batch(int count, const double* q, const double* qd, double* M, double* V, double* G) {
  evaluate_batch(DynamicsTermsLanes(), count, q, qd, M, V, G);
}


// Built from: M: recursion: composite rigid bodies, grouped inertial parameters; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: recursion: at rest, grouped inertial parameters; J: forward kinematics; a: outward pass at qdd = 0 in the base frame.
// 860 multiplications, 677 additions, 0 divisions, 14 function calls.
namespace {
struct DynamicsTermsWithJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, Value* M, Value* V, Value* G, Value* J, Value* a) const {
    Value sine[7], cosine[7];
    sin_cos(sine, cosine, q[1], q[0], q[2], q[3], q[4], q[5], q[6]);
    const Value t0 = cosine[0] * sine[1];
    const Value t1 = t0 * cosine[2] + cosine[1] * sine[2];
    const Value t2 = t0 * sine[2] - cosine[1] * cosine[2];
    const Value t3 = sine[1] * sine[0];
    const Value t4 = t1 * cosine[3] + t3 * sine[3];
    const Value t5 = t4 * sine[4] + t2 * cosine[4];
    const Value t6 = sine[0] * cosine[1];
    const Value t7 = sine[1] * qd[1];
    const Value t8 = t6 * qd[2] - t7;
    const Value t9 = cosine[0] * cosine[1];
    const Value t10 = t9 * sine[2] + sine[1] * cosine[2];
    const Value t11 = t9 * cosine[2] - sine[1] * sine[2];
    const Value t12 = t8 + qd[3] * t10;
    const Value t13 = cosine[3] * t6 - t11 * sine[3];
    const Value t14 = t12 + qd[4] * t13;
    const Value t15 = cosine[1] * qd[1];
    const Value t16 = t15 + t3 * qd[2];
    const Value t17 = t2 * qd[3] + t16;
    const Value t18 = cosine[3] * t3 - t1 * sine[3];
    const Value t19 = t17 + t18 * qd[4];
    const Value t20 = sine[3] * t6 + cosine[3] * t11;
    const Value t21 = t20 * sine[4] + cosine[4] * t10;
    const Value t22 = (t3 * t7 + t15 * t6) * qd[2];
    const Value t23 = qd[3] * (t2 * t8 - t16 * t10) - t22;
    const Value t24 = (t5 * t14 - t19 * t21) * qd[5] + (t23 + qd[4] * (t18 * t12 - t17 * t13));
    const Value t25 = qd[5] * t21 + t14;
    const Value t26 = cosine[4] * t4 - t2 * sine[4];
    const Value t27 = t26 * sine[5] - t18 * cosine[5];
    const Value t28 = t19 + qd[5] * t5;
    const Value t29 = cosine[4] * t20 - sine[4] * t10;
    const Value t30 = t29 * sine[5] - cosine[5] * t13;
    const Value t31 = cosine[0] * qd[2] + qd[0];
    const Value t32 = sine[0] * sine[2];
    const Value t33 = t31 - t32 * qd[3];
    const Value t34 = sine[0] * cosine[2];
    const Value t35 = cosine[3] * cosine[0] + sine[3] * t34;
    const Value t36 = t33 + t35 * qd[4];
    const Value t37 = cosine[0] * sine[3] - cosine[3] * t34;
    const Value t38 = t37 * sine[4] - cosine[4] * t32;
    const Value t39 = t36 + qd[5] * t38;
    const Value t40 = t32 * sine[4] + t37 * cosine[4];
    const Value t41 = t40 * sine[5] - t35 * cosine[5];
    const Value t42 = sine[1] * qd[0] * qd[1];
    const Value t43 = (cosine[0] * t7 + t6 * qd[0]) * qd[2] - t42;
    const Value t44 = (t8 * t32 + t31 * t10) * qd[3] + t43;
    const Value t45 = t44 + qd[4] * (t33 * t13 - t12 * t35) + qd[5] * (t36 * t21 - t14 * t38);
    const Value t46 = cosine[1] * qd[0] * qd[1];
    const Value t47 = (t15 * cosine[0] - t3 * qd[0]) * qd[2] - t46;
    const Value t48 = t47 - qd[3] * (t32 * t16 + t2 * t31);
    const Value t49 = qd[5] * (t19 * t38 - t5 * t36) + ((t35 * t17 - t18 * t33) * qd[4] + t48);
    const Value t50 = 0.316 * t3;
    const Value t51 = t50 + 0.0825 * t1;
    const Value t52 = t51 + (0.384 * t18 - 0.0825 * t4);
    const Value t53 = t52 + 0.088 * (t18 * sine[5] + t26 * cosine[5]);
    const Value t54 = t51 - t50;
    const Value t55 = 0.316 * t6;
    const Value t56 = t55 + 0.0825 * t11;
    const Value t57 = t56 + (0.384 * t13 - 0.0825 * t20);
    const Value t58 = t57 + 0.088 * (t13 * sine[5] + cosine[5] * t29);
    const Value t59 = t56 - t55;
    const Value t60 = 0.333 + 0.316 * cosine[0];
    const Value t61 = t60 - 0.0825 * t34;
    const Value t62 = 0.384 * t35 - 0.0825 * t37 + t61;
    const Value t63 = 0.088 * (t35 * sine[5] + t40 * cosine[5]) + t62;
    const Value t64 = t60 - 0.333;
    const Value t65 = t7 * t64 + t55 * qd[0];
    const Value t66 = t15 * t64 - t50 * qd[0];
    const Value t67 = t61 - t60;
    const Value t68 = t63 - t60;
    const Value t69 = t59 * t31 - t8 * t67;
    const Value t70 = t67 * t16 - t31 * t54;
    const Value t71 = t52 - t51;
    const Value t72 = t53 - t52;
    const Value t73 = t53 - t51;
    const Value t74 = t57 - t56;
    const Value t75 = t58 - t57;
    const Value t76 = t58 - t56;
    const Value t77 = t47 * t54 - t59 * t43 + (t55 * t42 - t50 * t46 - (t7 * t65 + t15 * t66)) + (t8 * t69 - t16 * t70) + (t71 * t48 - t44 * t74);
    const Value t78 = t62 - t61;
    const Value t79 = t63 - t62;
    const Value t80 = t63 - t61;
    const Value t81 = t63 - 0.333;
    const Value t82 = t33 * t74 - t12 * t78;
    const Value t83 = t17 * t78 - t33 * t71;
    const Value t84 = t39 * t75 - t79 * t25;
    const Value t85 = t79 * t28 - t39 * t72;
    const Value t86 = t50 * t7 + t55 * t15;
    const Value t87 = t53 - t50;
    const Value t88 = t58 - t55;
    const Value t89 = t8 * t54 - t59 * t16;
    const Value t90 = t23 * t74 - t78 * t48 + (t46 * t64 + (t66 * qd[0] - t86 * t7) - (t67 * t47 + t59 * t22) + (t31 * t70 - t89 * t8));
    const Value t91 = t44 * t78 - t23 * t71 + (t22 * t54 + t43 * t67 - (t42 * t64 + (t65 * qd[0] + t86 * t15)) + (t89 * t16 - t31 * t69));
    const Value t92 = t12 * t71 - t17 * t74;
    const Value t93 = t25 * t72 - t28 * t75;
    const Value t94 = 9.81 * sine[0];
    const Value t95 = t94 * cosine[2];
    const Value t96 = t94 * sine[2];
    const Value t97 = 9.81 * cosine[0];
    const Value t98 = sine[3] * t95 + cosine[3] * t97;
    const Value t99 = sine[3] * t97 - cosine[3] * t95;
    const Value t100 = cosine[4] * t99 + t96 * sine[4];
    const Value t101 = t98 * sine[5] + t100 * cosine[5];
    const Value t102 = t99 * sine[4];
    const Value t103 = cosine[4] * t96;
    const Value t104 = t102 - t103;
    const Value t105 = 0.003127439544 * (sine[6] * t104 + t101 * cosine[6]) + 0.007735484874 * (cosine[6] * t104 - sine[6] * t101);
    const Value t106 = t98 * cosine[5];
    const Value t107 = t100 * sine[5];
    const Value t108 = 0.068832705569 * t101 + 0.164967552695 * (t106 - t107);
    const Value t109 = t107 - t106;
    const Value t110 = 0.007735484874 * t109;
    const Value t111 = 0.003127439544 * t109;
    const Value t112 = t110 * cosine[6] + sine[6] * t111;
    const Value t113 = sine[6] * t110 - cosine[6] * t111 - 0.068832705569 * t104;
    const Value t114 = 0.164967552695 * t104 + t105;
    const Value t115 = t113 * sine[5] - cosine[5] * t114 - (0.067870631425 * t100 + 0.014653732538 * (t103 - t102));
    const Value t116 = 0.067870631425 * t98 + (sine[5] * t114 + t113 * cosine[5]);
    const Value t117 = 0.014653732538 * t98 + (t112 - t108);
    const Value t118 = 1.720683553603 * t99 + 0.49008027465 * t98 + (t116 * sine[4] + cosine[4] * t117);
    const Value t119 = t116 * cosine[4] - t117 * sine[4] - 1.720683553603 * t96;
    const Value t120 = t115 - 0.49008027465 * t96;
    const Value t121 = cosine[3] * t120 + sine[3] * t119 + (0.684157959872 * t96 + 0.028227094878 * t95);
    const Value t122 = 0.27690780075318 * cosine[0] + (cosine[3] * t119 - t120 * sine[3]);
    const Value t123 = t118 - 6.71158958634432 * cosine[0];
    const Value t124 = sine[0] * qd[0];
    const Value t125 = qd[1] * sine[2] - t124 * cosine[2];
    const Value t126 = cosine[0] * qd[0];
    const Value t127 = t126 + qd[2];
    const Value t128 = cosine[3] * t127 - sine[3] * t125;
    const Value t129 = cosine[2] * qd[1] + t124 * sine[2];
    const Value t130 = qd[3] - t129;
    const Value t131 = t126 * qd[1];
    const Value t132 = t129 * qd[2] - t131 * cosine[2];
    const Value t133 = t124 * qd[1];
    const Value t134 = t128 * qd[3] + (cosine[3] * t132 - sine[3] * t133);
    const Value t135 = t128 * t130 + t134;
    const Value t136 = sine[3] * t127 + cosine[3] * t125;
    const Value t137 = sine[3] * t132 + cosine[3] * t133 + t136 * qd[3];
    const Value t138 = t137 + t130 * t136;
    const Value t139 = 0.316 * (t131 + t131);
    const Value t140 = t124 * t126;
    const Value t141 = t124 * t124;
    const Value t142 = t126 * t126;
    const Value t143 = 0.316 * t140;
    const Value t144 = t139 * cosine[2] + t143 * sine[2];
    const Value t145 = t139 * sine[2] - t143 * cosine[2];
    const Value t146 = t129 * t125;
    const Value t147 = t146 - t133;
    const Value t148 = t144 + 0.0825 * t147;
    const Value t149 = 0.384 * t135 - 0.0825 * t138 - t148;
    const Value t150 = t130 * t130;
    const Value t151 = t150 + t128 * t128;
    const Value t152 = t150 + t136 * t136;
    const Value t153 = t128 * t136;
    const Value t154 = t125 * qd[2];
    const Value t155 = t131 * sine[2];
    const Value t156 = t154 - t155;
    const Value t157 = t155 - t154;
    const Value t158 = t153 - t156;
    const Value t159 = t153 + t156;
    const Value t160 = t127 * t127;
    const Value t161 = t160 + t129 * t129;
    const Value t162 = t145 - 0.0825 * t161;
    const Value t163 = qd[1] * qd[1];
    const Value t164 = t141 + t163;
    const Value t165 = 0.0825 * (t127 * t125 - t157) - 0.316 * t164;
    const Value t166 = sine[3] * t165 + cosine[3] * t162;
    const Value t167 = cosine[3] * t165 - t162 * sine[3];
    const Value t168 = 0.384 * t158 + 0.0825 * t151 + t166;
    const Value t169 = cosine[4] * t149 + t168 * sine[4];
    const Value t170 = cosine[4] * t168 - sine[4] * t149;
    const Value t171 = cosine[4] * t130 + t136 * sine[4];
    const Value t172 = cosine[4] * t134 - sine[4] * t156 - qd[4] * t171;
    const Value t173 = cosine[4] * t136 - t130 * sine[4];
    const Value t174 = t128 + qd[4];
    const Value t175 = cosine[5] * t173 + t174 * sine[5];
    const Value t176 = t137 * cosine[5] + t172 * sine[5] + qd[5] * t175;
    const Value t177 = qd[5] + t171;
    const Value t178 = t176 + t177 * t175;
    const Value t179 = t169 + 0.088 * t178;
    const Value t180 = t167 - (0.0825 * t159 + 0.384 * t152);
    const Value t181 = t180 * sine[5] + t170 * cosine[5];
    const Value t182 = t177 * t177;
    const Value t183 = sine[5] * t173;
    const Value t184 = t174 * cosine[5];
    const Value t185 = t184 - t183;
    const Value t186 = t183 - t184 + qd[6];
    const Value t187 = t182 + t185 * t185;
    const Value t188 = t181 - 0.088 * t187;
    const Value t189 = 0.003127439544 * (sine[6] * t179 + cosine[6] * t188) + 0.007735484874 * (cosine[6] * t179 - sine[6] * t188);
    const Value t190 = qd[4] * t173 + (cosine[4] * t156 + t134 * sine[4]);
    const Value t191 = cosine[5] * t172 - t137 * sine[5] + qd[5] * t185;
    const Value t192 = t177 * cosine[6] - sine[6] * t175;
    const Value t193 = t192 * qd[6] + (sine[6] * t190 + cosine[6] * t191);
    const Value t194 = cosine[6] * t175 + sine[6] * t177;
    const Value t195 = cosine[6] * t190 - sine[6] * t191 - t194 * qd[6];
    const Value t196 = 0.000548359106408232 * t186 + 0.000395108718315752 * t194;
    const Value t197 = 0.00242094377852123 * t194 - 0.000395108718315752 * t192 - 0.001672482661783778 * t186;
    const Value t198 = 0.004909651967360946 * t176 - (0.001672482661783778 * t193 + 0.000548359106408232 * t195) - (t196 * t194 + t192 * t197);
    const Value t199 = t189 + t198;
    const Value t200 = 0.004909651967360946 * t186 - (0.000548359106408232 * t192 + 0.001672482661783778 * t194);
    const Value t201 = 0.00242094377852123 * t193 - 0.000395108718315752 * t195 - 0.001672482661783778 * t176 + (t192 * t200 + t196 * t186);
    const Value t202 = 0.003127439544 * (t193 + t186 * t192) - 0.007735484874 * (t186 * t194 - t195);
    const Value t203 = cosine[5] * t180 - t170 * sine[5];
    const Value t204 = t175 * t185;
    const Value t205 = t190 + t204;
    const Value t206 = t202 + (0.164967552695 * t205 + 0.068832705569 * (t175 * t175 + t182));
    const Value t207 = t203 + 0.088 * t205;
    const Value t208 = t186 * t197 - t200 * t194 - (0.000395108718315752 * t193 + 0.000548359106408232 * t176) + 0.007735484874 * t207;
    const Value t209 = 0.003127439544 * t207 + t201;
    const Value t210 = t186 * t186;
    const Value t211 = 0.005511034382675315 * t175 + 9.3569097314605e-05 * t177;
    const Value t212 = 0.005511034382675315 * t185 - 0.000884123530507804 * t175 - 0.000103758917218685 * t177;
    const Value t213 = t211 * t175 - t212 * t185 + (0.030389507210667306 * t190 - (9.3569097314605e-05 * t176 + 0.000103758917218685 * t191));
    const Value t214 = t208 * cosine[6] + sine[6] * t209 + (t213 + (0.164967552695 * t203 + 0.068832705569 * t181)) + 0.088 * t202;
    const Value t215 = 0.030389507210667306 * t177 + (9.3569097314605e-05 * t185 - 0.000103758917218685 * t175);
    const Value t216 = 0.005511034382675315 * t191 + 9.3569097314605e-05 * t190 + (t177 * t212 - t215 * t175) - 0.164967552695 * t169;
    const Value t217 = t215 * t185 - t177 * t211 - (0.000884123530507804 * t191 + 0.005511034382675315 * t176 + 0.000103758917218685 * t190);
    const Value t218 = t209 * cosine[6] - sine[6] * t208 + (t217 - 0.068832705569 * t169);
    const Value t219 = t192 * t194;
    const Value t220 = 0.007735484874 * (t176 + t219) + 0.003127439544 * (t210 + t194 * t194);
    const Value t221 = 0.007735484874 * (t210 + t192 * t192) + 0.003127439544 * (t219 - t176);
    const Value t222 = 0.068832705569 * (t204 - t190) + 0.164967552695 * t187 + (sine[6] * t220 + t221 * cosine[6]);
    const Value t223 = t220 * cosine[6] - sine[6] * t221;
    const Value t224 = t216 - t199 - 0.088 * t223;
    const Value t225 = 0.00151524447332703 * t171 + 0.024230847133882086 * t173 - 0.004600245517563106 * t174;
    const Value t226 = 0.00216405205209813 * t174 - 0.00151524447332703 * t173;
    const Value t227 = t225 * t171 + t226 * t173 - (0.00216405205209813 * t190 + 0.004600245517563106 * t172 + 0.027133159263935513 * t137);
    const Value t228 = t227 + (0.014653732538 * t169 - 0.067870631425 * t170) + (t224 * cosine[5] + t218 * sine[5]);
    const Value t229 = 0.027133159263935513 * t174 - (0.00216405205209813 * t171 + 0.004600245517563106 * t173);
    const Value t230 = 0.00151524447332703 * t190 + 0.024230847133882086 * t172 + 0.004600245517563106 * t137 - (t226 * t174 + t229 * t171);
    const Value t231 = t218 * cosine[5] - t224 * sine[5] + (0.067870631425 * t180 + t230);
    const Value t232 = t174 * t225 - t229 * t173 - (0.00216405205209813 * t137 + 0.00151524447332703 * t172) + 0.014653732538 * t180;
    const Value t233 = t206 * cosine[5] - sine[5] * t222 + (0.067870631425 * (t172 - t174 * t171) - 0.014653732538 * (t174 * t173 + t190));
    const Value t234 = t233 - (1.720683553603 * t152 + 0.49008027465 * t159);
    const Value t235 = t232 - t214;
    const Value t236 = t174 * t174;
    const Value t237 = 0.13876407268546084 * t136 - 0.00164448757736927 * t130;
    const Value t238 = 0.13876407268546084 * t128 + 0.540829284939183 * t136 + 0.0039053550262761 * t130;
    const Value t239 = 0.632524057252814 * t156 + (0.0039053550262761 * t134 + 0.00164448757736927 * t137) + (t237 * t136 - t128 * t238);
    const Value t240 = t239 - (1.720683553603 * t166 + 0.49008027465 * t167) - (t231 * sine[4] + cosine[4] * t235);
    const Value t241 = t173 * t171;
    const Value t242 = 0.014653732538 * (t137 + t241) - 0.067870631425 * (t236 + t173 * t173) - (t223 + (0.164967552695 * t178 - 0.068832705569 * (t177 * t185 + t191)));
    const Value t243 = 0.014653732538 * (t236 + t171 * t171) + 0.067870631425 * (t137 - t241) - (t206 * sine[5] + cosine[5] * t222);
    const Value t244 = cosine[4] * t243 - t242 * sine[4];
    const Value t245 = t243 * sine[4] + cosine[4] * t242;
    const Value t246 = t245 - (1.720683553603 * t135 - 0.49008027465 * t138);
    const Value t247 = t244 + (0.49008027465 * t151 + 1.720683553603 * t158);
    const Value t248 = 0.0825 * t233 + 0.384 * t244;
    const Value t249 = 0.028227094878 * (t146 + t133) - 0.684157959872 * t161 + (cosine[3] * t247 - sine[3] * t234);
    const Value t250 = t246 + (0.684157959872 * t147 - 0.028227094878 * (t160 + t125 * t125));
    const Value t251 = 0.0039053550262761 * t136 - 0.00164448757736927 * t128 + 0.632524057252814 * t130;
    const Value t252 = 0.540829284939183 * t134 - 0.13876407268546084 * t137 + 0.0039053550262761 * t156 + (t128 * t251 - t237 * t130);
    const Value t253 = t130 * t238 - t251 * t136 + (0.13876407268546084 * t134 - 0.00164448757736927 * t156) - 0.49008027465 * t148;
    const Value t254 = t252 - 1.720683553603 * t148 + (t231 * cosine[4] - sine[4] * t235) - 0.384 * t245;
    const Value t255 = t228 + t253 - 0.0825 * t245;
    const Value t256 = 0.000121912420950744 * t125 + 0.004377257121839584 * t127;
    const Value t257 = 0.01159586409516604 * t125 - 0.000121912420950744 * t129 - 0.005487648106562256 * t127;
    const Value t258 = t256 * t125 + t129 * t257 + (0.004377257121839584 * t157 + 0.005487648106562256 * t132 + 0.12445520614822143 * t133);
    const Value t259 = 0.0825 * t246 + (0.684157959872 * t144 - 0.028227094878 * t145 - t258 + (cosine[3] * t255 + sine[3] * t254));
    const Value t260 = 0.12445520614822143 * t127 - (0.004377257121839584 * t129 + 0.005487648106562256 * t125);
    const Value t261 = 0.01159586409516604 * t132 - 0.000121912420950744 * t157 + 0.005487648106562256 * t133 + (t129 * t260 + t127 * t256);
    const Value t262 = 0.216193915319552 * t164 + (t257 * t127 - t260 * t125 + (0.004377257121839584 * t133 - 0.000121912420950744 * t132));
    const Value t263 = cosine[3] * t254 - t255 * sine[3] + (t261 - 0.008919761981448 * t164);
    const Value t264 = t262 + (t248 - t240) - 0.0825 * (cosine[3] * t234 + sine[3] * t247);
    const Value t265 = 0.01026110182100817 * t131;
    const Value t266 = 0.0007689361029464 * t133;
    const Value t267 = t265 - t266 - 0.00398335888393552 * (t141 - t142) - 0.9896232897634767 * t140 + (t266 - t265) + (t264 * cosine[2] + t263 * sine[2]);
    const Value t268 = 0.00398335888393552 * t133;
    const Value t269 = 0.0007689361029464 * (t142 - t163) + (0.01026110182100817 * t140 - t268) - 1.0357790547533403 * t131 - (t268 + 0.9896232897634767 * t131);
    const Value t270 = 0.00398335888393552 * t131;
    const Value t271 = 0.01026110182100817 * (t163 - t141) + (t270 - 0.0007689361029464 * t140) + 0.04615576498986361 * t133;
    const Value t272 = cosine[0] * (t271 + t270 - t259) + (t263 * cosine[2] - t264 * sine[2] + t269 - 0.316 * (t249 * sine[2] + t250 * cosine[2])) * sine[0];
    const Value t273 = 0.000548359106408232 * cosine[6] + 0.001672482661783778 * sine[6];
    const Value t274 = 0.003127439544 * sine[6] + 0.007735484874 * cosine[6];
    const Value t275 = -0.004909651967360946 - 0.088 * t274;
    const Value t276 = 0.000548359106408232 * sine[6];
    const Value t277 = 0.001672482661783778 * cosine[6];
    const Value t278 = t276 - t277;
    const Value t279 = 0.005511034382675315 + (t277 - t276);
    const Value t280 = t275 * cosine[5] + t278 * sine[5];
    const Value t281 = t278 * cosine[5] - t275 * sine[5];
    const Value t282 = 0.003127439544 * cosine[6];
    const Value t283 = 0.007735484874 * sine[6];
    const Value t284 = t282 - t283;
    const Value t285 = t284 * cosine[5];
    const Value t286 = t285 * cosine[4] + sine[4] * t274;
    const Value t287 = t285 * sine[4];
    const Value t288 = t284 * sine[5];
    const Value t289 = 0.067870631425 + t284;
    const Value t290 = sine[4] * t281 + cosine[4] * t273 + (0.0825 * t288 + 0.384 * t286);
    const Value t291 = cosine[4] * t274;
    const Value t292 = t291 - t287;
    const Value t293 = t287 - t291;
    const Value t294 = cosine[4] * t281 - sine[4] * t273 + 0.384 * t292;
    const Value t295 = 0.0825 * t292 + t280;
    const Value t296 = t294 * sine[3] + cosine[3] * t295 + 0.0825 * t293;
    const Value t297 = cosine[3] * t294 - t295 * sine[3];
    const Value t298 = t290 - 0.0825 * (cosine[3] * t288 + t286 * sine[3]);
    const Value t299 = t286 * cosine[3] - t288 * sine[3];
    const Value t300 = t296 * cosine[0] - sine[0] * (t297 * cosine[2] - t298 * sine[2] - 0.316 * (t299 * sine[2] + t293 * cosine[2]));
    const Value t301 = 0.176 * t274;
    const Value t302 = 0.164967552695 + t274;
    const Value t303 = 0.000395108718315752 * cosine[6];
    const Value t304 = 0.00242094377852123 * sine[6] - t303;
    const Value t305 = 0.000395108718315752 * sine[6];
    const Value t306 = sine[6] * t305 + t304 * cosine[6] - 0.088 * (t283 - t282);
    const Value t307 = 0.030389507210667306 + (t301 + (sine[6] * t304 - cosine[6] * t305));
    const Value t308 = cosine[6] * (0.00242094377852123 * cosine[6] + t305) + sine[6] * t303 - 0.000884123530507804;
    const Value t309 = 0.004909651967360946 + t301;
    const Value t310 = t306 - 0.000103758917218685;
    const Value t311 = 9.3569097314605e-05 + t273;
    const Value t312 = t310 * sine[5] + cosine[5] * t311;
    const Value t313 = sine[5] * t311;
    const Value t314 = t310 * cosine[5] - t313;
    const Value t315 = (0.000103758917218685 - t306) * cosine[5] + t313 - 0.00151524447332703;
    const Value t316 = cosine[4] * t307;
    const Value t317 = t316 - t314 * sine[4];
    const Value t318 = t302 * sine[5];
    const Value t319 = 0.068832705569 * sine[5] + t302 * cosine[5];
    const Value t320 = 0.068832705569 * cosine[5];
    const Value t321 = t320 - t318;
    const Value t322 = t318 - t320;
    const Value t323 = t321 * cosine[4];
    const Value t324 = t321 * sine[4];
    const Value t325 = 0.384 * t323 + 0.0825 * t319;
    const Value t326 = sine[4] * t307;
    const Value t327 = t326 + cosine[4] * t314 - 0.384 * t324;
    const Value t328 = 0.0825 * t324;
    const Value t329 = t312 - t328;
    const Value t330 = t328 + (t327 * sine[3] + cosine[3] * t329);
    const Value t331 = t327 * cosine[3] - t329 * sine[3];
    const Value t332 = t325 - t317 - 0.0825 * (sine[3] * t323 + cosine[3] * t319);
    const Value t333 = cosine[3] * t323 - sine[3] * t319;
    const Value t334 = t319 - 0.014653732538;
    const Value t335 = t330 * cosine[0] - (t331 * cosine[2] - t332 * sine[2] - 0.316 * (t324 * cosine[2] + t333 * sine[2])) * sine[0];
    const Value t336 = cosine[5] * t279;
    const Value t337 = t279 * sine[5];
    const Value t338 = t336 + t308 * sine[5];
    const Value t339 = 0.024230847133882086 + ((t308 * cosine[5] - t337) * cosine[5] - (t336 - sine[5] * t309) * sine[5]);
    const Value t340 = cosine[5] * t309 + t337;
    const Value t341 = 0.027133159263935513 + (t338 * sine[5] + t340 * cosine[5]);
    const Value t342 = cosine[5] * t338 - t340 * sine[5] - 0.004600245517563106;
    const Value t343 = 0.00216405205209813 - t312;
    const Value t344 = sine[4] * t342 + t343 * cosine[4];
    const Value t345 = cosine[4] * t342 - t343 * sine[4];
    const Value t346 = t334 * sine[4] + t289 * cosine[4];
    const Value t347 = t289 * sine[4];
    const Value t348 = cosine[4] * t334;
    const Value t349 = 0.384 * t346;
    const Value t350 = t349 - t344;
    const Value t351 = 0.0825 * (sine[3] * t346) + (t344 - t349);
    const Value t352 = t347 - t348;
    const Value t353 = t348 - t347;
    const Value t354 = 0.384 * t352 + t345;
    const Value t355 = 0.0825 * t352 + t341;
    const Value t356 = 0.13876407268546084 + (t345 + (0.0825 * t322 - 0.384 * t353));
    const Value t357 = sine[3] * t354 + t355 * cosine[3] + 0.0825 * t353;
    const Value t358 = cosine[3] * t354 - t355 * sine[3];
    const Value t359 = cosine[3] * t346;
    const Value t360 = cosine[0] * t357 - (t358 * cosine[2] - t351 * sine[2] - 0.316 * (t353 * cosine[2] - t359 * sine[2])) * sine[0];
    const Value t361 = t315 * sine[4];
    const Value t362 = t316 + t361;
    const Value t363 = t315 * cosine[4];
    const Value t364 = sine[4] * t339 + t363;
    const Value t365 = 0.165 * t353;
    const Value t366 = 0.768 * t322;
    const Value t367 = 0.540829284939183 + ((cosine[4] * t339 - t361) * cosine[4] - sine[4] * (t363 - t326) + t366);
    const Value t368 = 0.632524057252814 + (cosine[4] * t362 + sine[4] * t364 + (t366 - t365));
    const Value t369 = 1.720683553603 + t322;
    const Value t370 = t341 - t365;
    const Value t371 = 0.0825 * t346;
    const Value t372 = 0.0039053550262761 + (t362 * sine[4] - cosine[4] * t364 - t371);
    const Value t373 = 0.028227094878 + t346;
    const Value t374 = t350 - 0.00164448757736927;
    const Value t375 = sine[3] * t372 + cosine[3] * t374;
    const Value t376 = cosine[3] * t372;
    const Value t377 = t376 - sine[3] * t374;
    const Value t378 = -0.000121912420950744 - (t371 + (t376 + (0.00164448757736927 - t350) * sine[3]));
    const Value t379 = t353 - 0.49008027465;
    const Value t380 = cosine[3] * t379 - sine[3] * t369;
    const Value t381 = cosine[3] * t369 + sine[3] * t379;
    const Value t382 = t368 + 0.0825 * t380;
    const Value t383 = cosine[3] * t356;
    const Value t384 = sine[3] * t356;
    const Value t385 = t383 + sine[3] * t367;
    const Value t386 = 0.01159586409516604 + ((cosine[3] * t367 - t384) * cosine[3] - (t383 - sine[3] * t370) * sine[3]);
    const Value t387 = t384 + cosine[3] * t370;
    const Value t388 = 0.165 * t380;
    const Value t389 = 0.684157959872 + t380;
    const Value t390 = 0.12445520614822143 + (t385 * sine[3] + cosine[3] * t387 + t388);
    const Value t391 = t385 * cosine[3] - sine[3] * t387 - 0.0825 * t381;
    const Value t392 = t368 + t388;
    const Value t393 = t391 - 0.005487648106562256;
    const Value t394 = -0.004377257121839584 - t375;
    const Value t395 = t394 * cosine[2] + t393 * sine[2];
    const Value t396 = 0.316 * (t373 * cosine[2] + t389 * sine[2]);
    const Value t397 = 0.316 * (t389 * cosine[2] - t373 * sine[2]);
    const Value t398 = t397 + (cosine[2] * (0.005487648106562256 - t391) - (0.004377257121839584 + t375) * sine[2]) - 0.00398335888393552;
    const Value t399 = t390 * cosine[0];
    const Value t400 = t378 * sine[2];
    const Value t401 = t378 * cosine[2];
    const Value t402 = t392 * cosine[2] + t400;
    const Value t403 = t386 * sine[2] + t401;
    const Value t404 = 0.632 * t381;
    const Value t405 = 0.9896232897634767 + ((t386 * cosine[2] - t400) * cosine[2] - (t401 - t392 * sine[2]) * sine[2] + t404);
    const Value t406 = 0.03733744848940618 + (cosine[0] * (sine[0] * t398 + t399) + (cosine[0] * t398 + t405 * sine[0]) * sine[0]);
    const Value t407 = (0.0007689361029464 + (t396 - t395)) * cosine[0] + sine[0] * (0.01026110182100817 + (t403 * cosine[2] - t402 * sine[2]));
    M[0] = t406;
    M[7] = -t407;
    M[8] = 1.0357790547533403 + (t404 + (t402 * cosine[2] + t403 * sine[2]));
    M[14] = t399 - sine[0] * (t393 * cosine[2] - t394 * sine[2] - t397);
    M[15] = t395 - t396;
    M[16] = t390;
    M[21] = t375 * cosine[0] - sine[0] * (t382 * sine[2] + t377 * cosine[2] + 0.316 * (t381 * sine[2]));
    M[22] = t377 * sine[2] - t382 * cosine[2] - 0.316 * (t381 * cosine[2]);
    M[23] = t375;
    M[24] = t368;
    M[28] = t360;
    M[29] = t351 * cosine[2] + t358 * sine[2] - 0.316 * (t359 * cosine[2] + t353 * sine[2]);
    M[30] = t357;
    M[31] = t350;
    M[32] = t341;
    M[35] = t335;
    M[36] = 0.316 * (cosine[2] * t333 - t324 * sine[2]) + (t331 * sine[2] + t332 * cosine[2]);
    M[37] = t330;
    M[38] = t317 - t325;
    M[39] = t312;
    M[40] = t307;
    M[42] = t300;
    M[43] = 0.316 * (t299 * cosine[2] - t293 * sine[2]) + (t298 * cosine[2] + t297 * sine[2]);
    M[44] = t296;
    M[45] = -t290;
    M[46] = t280;
    M[47] = -t273;
    M[48] = Value() + 0.004909651967360946;
    V[0] = -t272;
    V[1] = t267 + 0.316 * (t249 * cosine[2] - t250 * sine[2]);
    V[2] = t259;
    V[3] = t240 - t248;
    V[4] = t228;
    V[5] = t214;
    V[6] = t199;
    G[0] = cosine[0] * t121 - (t122 * cosine[2] - t123 * sine[2]) * sine[0];
    G[1] = t123 * cosine[2] + t122 * sine[2] + (0.01993386669246 * cosine[0] - 30.45357582685272 * sine[0]);
    G[2] = t121;
    G[3] = -t118;
    G[4] = t115;
    G[5] = t108 - t112;
    G[6] = t105;
    J[0] = -t53;
    J[1] = t81 * cosine[1];
    J[2] = t3 * t68 - t87 * cosine[0];
    J[3] = t2 * t80 + t73 * t32;
    J[4] = t18 * t79 - t35 * t72;
    J[5] = t79 * t5 - t38 * t72;
    J[6] = Value() + 0.0;
    J[7] = t58;
    J[8] = t81 * sine[1];
    J[9] = cosine[0] * t88 - t6 * t68;
    J[10] = -(t32 * t76 + t80 * t10);
    J[11] = t35 * t75 - t79 * t13;
    J[12] = t75 * t38 - t79 * t21;
    J[13] = Value() + 0.0;
    J[14] = Value() + 0.0;
    J[15] = -(sine[1] * t53 + t58 * cosine[1]);
    J[16] = t87 * t6 - t3 * t88;
    J[17] = t73 * t10 - t2 * t76;
    J[18] = t13 * t72 - t18 * t75;
    J[19] = t21 * t72 - t5 * t75;
    J[20] = Value() + 0.0;
    J[21] = Value() + 0.0;
    J[22] = -sine[1];
    J[23] = t6;
    J[24] = t10;
    J[25] = t13;
    J[26] = t21;
    J[27] = t30;
    J[28] = Value() + 0.0;
    J[29] = cosine[1];
    J[30] = t3;
    J[31] = t2;
    J[32] = t18;
    J[33] = t5;
    J[34] = t27;
    J[35] = Value() + 1.0;
    J[36] = Value() + 0.0;
    J[37] = cosine[0];
    J[38] = -t32;
    J[39] = t35;
    J[40] = t38;
    J[41] = t41;
    a[0] = t17 * t92 - t33 * t82 + t91 + (t79 * t45 - t24 * t72) + (t93 * t28 - t39 * t84);
    a[1] = t75 * t24 - t79 * t49 + (t33 * t83 - t12 * t92 + t90) + (t85 * t39 - t25 * t93);
    a[2] = t12 * t82 - t17 * t83 + t77 + (t49 * t72 - t75 * t45) + (t25 * t84 - t85 * t28);
    a[3] = t49 + (t28 * t41 - t39 * t27) * qd[6];
    a[4] = (t39 * t30 - t25 * t41) * qd[6] + t45;
    a[5] = (t25 * t27 - t28 * t30) * qd[6] + t24;
    M[1] = M[7];
    M[2] = M[14];
    M[3] = M[21];
    M[4] = M[28];
    M[5] = M[35];
    M[6] = M[42];
    M[9] = M[15];
    M[10] = M[22];
    M[11] = M[29];
    M[12] = M[36];
    M[13] = M[43];
    M[17] = M[23];
    M[18] = M[30];
    M[19] = M[37];
    M[20] = M[44];
    M[25] = M[31];
    M[26] = M[38];
    M[27] = M[45];
    M[33] = M[39];
    M[34] = M[46];
    M[41] = M[47];
  }
};
/// dynamics_terms_with_jacobian at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct DynamicsTermsWithJacobianLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, double* M, double* V, double* G, double* J, double* a) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], qd_lanes[7], M_lanes[49], V_lanes[7], G_lanes[7], J_lanes[42], a_lanes[6];
    gather(q_lanes, q, 7, k, valid);
    gather(qd_lanes, qd, 7, k, valid);
    DynamicsTermsWithJacobianBody()(sin_cos, q_lanes, qd_lanes, M_lanes, V_lanes, G_lanes, J_lanes, a_lanes);
    scatter(M, M_lanes, 49, k, valid);
    scatter(V, V_lanes, 7, k, valid);
    scatter(G, G_lanes, 7, k, valid);
    scatter(J, J_lanes, 42, k, valid);
    scatter(a, a_lanes, 6, k, valid);
  }
};
}  // namespace
void dynamics_terms_with_jacobian(const double* q, const double* qd, double* M, double* V, double* G, double* J, double* a) {
  evaluate(DynamicsTermsWithJacobianBody(), q, qd, M, V, G, J, a);
}
void dynamics_terms_with_jacobian_batch(int count, const double* q, const double* qd, double* M, double* V, double* G, double* J, double* a) {
  evaluate_batch(DynamicsTermsWithJacobianLanes(), count, q, qd, M, V, G, J, a);
}


// Built from: derivatives of tau's Newton-Euler program by the standard parameters (inputs there).
// 1122 multiplications, 814 additions, 0 divisions, 19 function calls.
namespace {
struct RegressorBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* Y) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[2], q[1], q[3], q[4], q[5], q[6]);
    const Value t0 = sign_of(qd[6]);
    const Value t1 = qd[1] * sine[0];
    const Value t2 = sine[1] * qd[0];
    const Value t3 = t2 * cosine[0];
    const Value t4 = t1 - t3;
    const Value t5 = sine[2] * t4;
    const Value t6 = cosine[1] * qd[0];
    const Value t7 = t6 + qd[2];
    const Value t8 = cosine[2] * t7;
    const Value t9 = t8 - t5;
    const Value t10 = t5 - t8;
    const Value t11 = cosine[0] * qd[1] + t2 * sine[0];
    const Value t12 = qd[3] - t11;
    const Value t13 = 0.384 * t12;
    const Value t14 = 0.0825 * t12;
    const Value t15 = sine[2] * t7 + cosine[2] * t4;
    const Value t16 = t6 * qd[1];
    const Value t17 = qdd[0] * sine[1] + t16;
    const Value t18 = qdd[1] * sine[0] - cosine[0] * t17 + t11 * qd[2];
    const Value t19 = qdd[0] * cosine[1];
    const Value t20 = t2 * qd[1];
    const Value t21 = qdd[2] + (t19 - t20);
    const Value t22 = t20 - t19;
    const Value t23 = cosine[2] * t18 + sine[2] * t21 + t9 * qd[3];
    const Value t24 = cosine[2] * t21 - t18 * sine[2];
    const Value t25 = t15 * qd[3];
    const Value t26 = t24 - t25;
    const Value t27 = 0.316 * qd[1];
    const Value t28 = 0.316 * t17 + t27 * t6;
    const Value t29 = t28 * cosine[0];
    const Value t30 = 0.316 * t2;
    const Value t31 = t2 * t30 + t27 * qd[1];
    const Value t32 = 9.81 * sine[1];
    const Value t33 = 0.316 * qdd[1] - t30 * t6 - t32;
    const Value t34 = t28 * sine[0] + t33 * cosine[0];
    const Value t35 = t33 * sine[0];
    const Value t36 = t29 - t35;
    const Value t37 = t35 - t29;
    const Value t38 = 0.0825 * t11;
    const Value t39 = t36 + (t38 * t4 + 0.0825 * t21);
    const Value t40 = t9 * t13 - t14 * t15 + (0.384 * t23 + 0.0825 * t26) - t39;
    const Value t41 = 0.0825 * t7;
    const Value t42 = t34 - (t11 * t38 + t41 * t7);
    const Value t43 = qdd[1] * cosine[0] + t17 * sine[0];
    const Value t44 = t4 * qd[2];
    const Value t45 = t43 - t44;
    const Value t46 = t44 - t43 + qdd[3];
    const Value t47 = t45 - t7 * (t3 - t1);
    const Value t48 = 9.81 * cosine[1];
    const Value t49 = t48 - t31;
    const Value t50 = t41 * t4 - 0.0825 * t45 + t49;
    const Value t51 = t31 - t48;
    const Value t52 = sine[2] * t50 + cosine[2] * t42;
    const Value t53 = sine[2] * t42;
    const Value t54 = cosine[2] * t50;
    const Value t55 = 0.0825 * t9 + 0.384 * t15;
    const Value t56 = t52 + (t9 * t55 + t14 * t12 - 0.384 * t46);
    const Value t57 = 0.0825 * t46 + (t12 * t13 + t55 * t15);
    const Value t58 = cosine[3] * t40 + t56 * sine[3];
    const Value t59 = t56 * cosine[3];
    const Value t60 = t40 * sine[3];
    const Value t61 = cosine[3] * t15;
    const Value t62 = t12 * sine[3];
    const Value t63 = t61 - t62;
    const Value t64 = t62 - t61;
    const Value t65 = t9 + qd[4];
    const Value t66 = cosine[4] * t63 + t65 * sine[4];
    const Value t67 = cosine[3] * t12 + t15 * sine[3];
    const Value t68 = qd[5] + t67;
    const Value t69 = 0.088 * t68;
    const Value t70 = t23 * cosine[3] - t46 * sine[3];
    const Value t71 = qd[4] * t67;
    const Value t72 = t70 - t71;
    const Value t73 = t26 + qdd[4];
    const Value t74 = t73 * cosine[4] - t72 * sine[4];
    const Value t75 = qd[5] * t66;
    const Value t76 = t74 - t75;
    const Value t77 = t75 - t74;
    const Value t78 = t58 + (t66 * t69 - 0.088 * t76);
    const Value t79 = t59 - t60;
    const Value t80 = t60 - t59;
    const Value t81 = t54 - t53;
    const Value t82 = t53 - t54;
    const Value t83 = t81 - t57;
    const Value t84 = t57 - t81;
    const Value t85 = t83 * sine[4] + t79 * cosine[4];
    const Value t86 = sine[4] * t63;
    const Value t87 = t65 * cosine[4];
    const Value t88 = t87 - t86;
    const Value t89 = t86 - t87;
    const Value t90 = 0.088 * t88;
    const Value t91 = t85 - (t68 * t69 + t90 * t88);
    const Value t92 = sine[5] * t78 + cosine[5] * t91;
    const Value t93 = cosine[5] * t78;
    const Value t94 = sine[5] * t91;
    const Value t95 = t93 - t94;
    const Value t96 = t94 - t93;
    const Value t97 = qdd[6] + t77;
    const Value t98 = qd[4] * t63 + (t23 * sine[3] + cosine[3] * t46);
    const Value t99 = qdd[5] + t98;
    const Value t100 = t73 * sine[4] + t72 * cosine[4] + qd[5] * t88;
    const Value t101 = t99 * cosine[5] - sine[5] * t100;
    const Value t102 = cosine[5] * t66 + sine[5] * t68;
    const Value t103 = t102 * qd[6];
    const Value t104 = t101 - t103;
    const Value t105 = t89 + qd[6];
    const Value t106 = t105 * t102;
    const Value t107 = t106 + (t103 - t101);
    const Value t108 = t104 + t106;
    const Value t109 = t68 * cosine[5];
    const Value t110 = sine[5] * t66;
    const Value t111 = t109 - t110;
    const Value t112 = t110 - t109;
    const Value t113 = t111 * t102;
    const Value t114 = t111 * qd[6] + (sine[5] * t99 + t100 * cosine[5]);
    const Value t115 = t105 * t111;
    const Value t116 = t105 * t105;
    const Value t117 = t102 * t102;
    const Value t118 = t97 - t112 * t102;
    const Value t119 = t112 * t111 - t116;
    const Value t120 = t111 * t111;
    const Value t121 = t79 * sine[4];
    const Value t122 = cosine[4] * t83;
    const Value t123 = t122 - t121;
    const Value t124 = t121 - t122;
    const Value t125 = t90 * t66 + 0.088 * t99 + t123;
    const Value t126 = 0.088 * t125;
    const Value t127 = t92 * cosine[5];
    const Value t128 = t120 + t117;
    const Value t129 = t127 + sine[5] * t96 + 0.088 * t128;
    const Value t130 = t127 - sine[5] * t95;
    const Value t131 = sine[5] * t125;
    const Value t132 = t114 + t115;
    const Value t133 = 0.088 * t132 + t131;
    const Value t134 = t125 * cosine[5];
    const Value t135 = 0.088 * t107;
    const Value t136 = sine[5] * t115;
    const Value t137 = cosine[5] * t106;
    const Value t138 = t120 - t116;
    const Value t139 = t97 - t113;
    const Value t140 = sine[5] * t138 + t139 * cosine[5];
    const Value t141 = t138 * cosine[5] - sine[5] * t139;
    const Value t142 = t104 * cosine[5];
    const Value t143 = t97 + t113;
    const Value t144 = t116 - t117;
    const Value t145 = t116 + t117;
    const Value t146 = sine[5] * t143 + t144 * cosine[5];
    const Value t147 = cosine[5] * t143 - sine[5] * t144;
    const Value t148 = t104 - t106;
    const Value t149 = sine[5] * t106;
    const Value t150 = sine[5] * t148 + cosine[5] * t132;
    const Value t151 = cosine[5] * t148 - sine[5] * t132;
    const Value t152 = t137 + sine[5] * t114;
    const Value t153 = sign_of(qd[5]);
    const Value t154 = t68 * t66;
    const Value t155 = t154 + t77;
    const Value t156 = t76 + t154;
    const Value t157 = t66 * t88;
    const Value t158 = t68 * t88;
    const Value t159 = t68 * t68;
    const Value t160 = t66 * t66;
    const Value t161 = t99 - t89 * t66;
    const Value t162 = t89 * t88 - t159;
    const Value t163 = t88 * t88;
    const Value t164 = sine[5] * t92;
    const Value t165 = t164 + t95 * cosine[5];
    const Value t166 = cosine[5] * t96 - t164;
    const Value t167 = 0.088 * t165;
    const Value t168 = t167 * cosine[4];
    const Value t169 = t167 * sine[4];
    const Value t170 = t115 - t114;
    const Value t171 = cosine[5] * t170 + sine[5] * t108;
    const Value t172 = 0.088 * t171;
    const Value t173 = t166 * sine[4] - cosine[4] * t172;
    const Value t174 = sine[4] * t172 + t166 * cosine[4];
    const Value t175 = t113 - t97;
    const Value t176 = sine[5] * t175;
    const Value t177 = sine[5] * t145 + cosine[5] * t175;
    const Value t178 = cosine[5] * t145;
    const Value t179 = t92 - 0.088 * (t176 - t178);
    const Value t180 = t178 - t176;
    const Value t181 = cosine[4] * t179 - t134 * sine[4];
    const Value t182 = t179 * sine[4] + t134 * cosine[4];
    const Value t183 = t118 * cosine[5] + sine[5] * t119;
    const Value t184 = cosine[5] * t119 - sine[5] * t118;
    const Value t185 = t96 - 0.088 * t183;
    const Value t186 = cosine[4] * t185 - t131 * sine[4];
    const Value t187 = t185 * sine[4] + cosine[4] * t131;
    const Value t188 = cosine[5] * t115;
    const Value t189 = sine[5] * t104 + t188;
    const Value t190 = t149 + t188;
    const Value t191 = t114 * cosine[5] - t149;
    const Value t192 = t190 * sine[4] - t97 * cosine[4];
    const Value t193 = t97 * sine[4] + t190 * cosine[4];
    const Value t194 = t141 * sine[4] - cosine[4] * t108;
    const Value t195 = cosine[4] * t141 + t108 * sine[4];
    const Value t196 = t113 * cosine[4];
    const Value t197 = t196 + t189 * sine[4];
    const Value t198 = t196 + t191 * sine[4];
    const Value t199 = t170 * cosine[4] + t147 * sine[4];
    const Value t200 = cosine[4] * t147 - t170 * sine[4];
    const Value t201 = cosine[5] * t108 - sine[5] * t170;
    const Value t202 = t120 - t117;
    const Value t203 = t151 * sine[4] + cosine[4] * t202;
    const Value t204 = t151 * cosine[4] - sine[4] * t202;
    const Value t205 = t85 * cosine[4];
    const Value t206 = t124 * sine[4] + t205;
    const Value t207 = t205 - sine[4] * t123;
    const Value t208 = t58 * sine[4];
    const Value t209 = t58 * cosine[4];
    const Value t210 = t158 * sine[4];
    const Value t211 = cosine[4] * t154;
    const Value t212 = t210 - t211;
    const Value t213 = t76 * cosine[4] - t210;
    const Value t214 = t100 * sine[4] + t211;
    const Value t215 = t163 - t159;
    const Value t216 = t99 - t157;
    const Value t217 = sine[4] * t215 + t216 * cosine[4];
    const Value t218 = cosine[4] * t215 - t216 * sine[4];
    const Value t219 = t99 + t157;
    const Value t220 = t159 - t160;
    const Value t221 = t160 + t159;
    const Value t222 = t219 * sine[4] + t220 * cosine[4];
    const Value t223 = t219 * cosine[4] - t220 * sine[4];
    const Value t224 = t76 - t154;
    const Value t225 = t154 * sine[4];
    const Value t226 = t100 + t158;
    const Value t227 = t224 * sine[4] + t226 * cosine[4];
    const Value t228 = t224 * cosine[4] - t226 * sine[4];
    const Value t229 = sign_of(qd[4]);
    const Value t230 = t65 * t63;
    const Value t231 = t230 - t98;
    const Value t232 = t63 * t67;
    const Value t233 = t65 * t67;
    const Value t234 = t71 - t70 - t233;
    const Value t235 = t67 * t67;
    const Value t236 = t72 + t233;
    const Value t237 = t63 * t63;
    const Value t238 = t63 * t64 - t235;
    const Value t239 = t65 * t64 + t98;
    const Value t240 = t65 * t65;
    const Value t241 = t237 - t235;
    const Value t242 = t130 * cosine[4] - t125 * sine[4];
    const Value t243 = t130 * sine[4] + t125 * cosine[4];
    const Value t244 = t242 * cosine[3] + t165 * sine[3];
    const Value t245 = t242 * sine[3] - t165 * cosine[3];
    const Value t246 = 0.0825 * t243 + 0.384 * t244;
    const Value t247 = cosine[3] * t126 - t169 * sine[3];
    const Value t248 = sine[3] * t126 + t169 * cosine[3] - 0.384 * t245;
    const Value t249 = cosine[3] * t129 - sine[3] * t174;
    const Value t250 = t201 * sine[4] + t128 * cosine[4];
    const Value t251 = t201 * cosine[4] - t128 * sine[4];
    const Value t252 = sine[3] * t171 + cosine[3] * t251;
    const Value t253 = sine[3] * t251 - cosine[3] * t171;
    const Value t254 = cosine[3] * t174 + t129 * sine[3] - 0.384 * t253;
    const Value t255 = 0.0825 * t250 + 0.384 * t252;
    const Value t256 = t182 * sine[3] - cosine[3] * t133;
    const Value t257 = t132 * sine[4] + cosine[4] * t177;
    const Value t258 = sine[4] * t177 - t132 * cosine[4];
    const Value t259 = t257 * cosine[3] - t180 * sine[3];
    const Value t260 = t180 * cosine[3] + t257 * sine[3];
    const Value t261 = t182 * cosine[3] + t133 * sine[3] + 0.384 * t260;
    const Value t262 = 0.384 * t259 + 0.0825 * t258;
    const Value t263 = t135 - t134;
    const Value t264 = t187 * sine[3] - t263 * cosine[3];
    const Value t265 = cosine[4] * t184 + sine[4] * t107;
    const Value t266 = sine[4] * t184 - cosine[4] * t107;
    const Value t267 = t265 * cosine[3] + t183 * sine[3];
    const Value t268 = t265 * sine[3] - t183 * cosine[3];
    const Value t269 = 0.384 * t268 + (t187 * cosine[3] + t263 * sine[3]);
    const Value t270 = 0.0825 * t266 + 0.384 * t267;
    const Value t271 = t137 - t136;
    const Value t272 = t193 * sine[3] + t271 * cosine[3];
    const Value t273 = t193 * cosine[3] - t271 * sine[3];
    const Value t274 = cosine[3] * t140;
    const Value t275 = sine[3] * t195;
    const Value t276 = sine[3] * t140 + cosine[3] * t195;
    const Value t277 = t113 * sine[4];
    const Value t278 = t277 - t189 * cosine[4];
    const Value t279 = t191 * cosine[4] - t277;
    const Value t280 = t136 - t142;
    const Value t281 = cosine[3] * t280 + sine[3] * t278;
    const Value t282 = cosine[3] * t278 - t280 * sine[3];
    const Value t283 = t146 * cosine[3];
    const Value t284 = t200 * sine[3];
    const Value t285 = t146 * sine[3] + t200 * cosine[3];
    const Value t286 = t204 * sine[3];
    const Value t287 = t150 * sine[3] + t204 * cosine[3];
    const Value t288 = t150 * cosine[3];
    const Value t289 = t279 * sine[3];
    const Value t290 = cosine[3] * t279 + t152 * sine[3];
    const Value t291 = cosine[3] * t152;
    const Value t292 = t58 * sine[3];
    const Value t293 = t292 + t207 * cosine[3];
    const Value t294 = t292 + t79 * cosine[3];
    const Value t295 = t79 * sine[3];
    const Value t296 = t85 * sine[4];
    const Value t297 = t296 + cosine[4] * t123;
    const Value t298 = t124 * cosine[4] - t296;
    const Value t299 = 0.384 * t293 + 0.0825 * t297;
    const Value t300 = t158 - t100;
    const Value t301 = t156 * cosine[4] - sine[4] * t300;
    const Value t302 = t160 + t163;
    const Value t303 = t301 * cosine[3] - sine[3] * t302;
    const Value t304 = cosine[3] * t302 + t301 * sine[3];
    const Value t305 = t156 * sine[4] + cosine[4] * t300;
    const Value t306 = 0.384 * t303 + 0.0825 * t305 + t298 * sine[3];
    const Value t307 = t298 * cosine[3] - 0.384 * t304;
    const Value t308 = t157 - t99;
    const Value t309 = t308 * sine[4] - cosine[4] * t221;
    const Value t310 = sine[4] * t221 + t308 * cosine[4];
    const Value t311 = t226 * sine[3] + t310 * cosine[3];
    const Value t312 = t310 * sine[3] - t226 * cosine[3];
    const Value t313 = 0.0825 * t309 + 0.384 * t311 + (t85 * cosine[3] + sine[3] * t209);
    const Value t314 = t161 * cosine[4] + t162 * sine[4];
    const Value t315 = t162 * cosine[4] - t161 * sine[4];
    const Value t316 = cosine[3] * t315 + t155 * sine[3];
    const Value t317 = sine[3] * t315 - cosine[3] * t155;
    const Value t318 = 0.0825 * t314 + 0.384 * t316 + (t208 * sine[3] + t124 * cosine[3]);
    const Value t319 = cosine[3] * t208 - t124 * sine[3] - 0.384 * t317;
    const Value t320 = t158 * cosine[4];
    const Value t321 = t320 + t76 * sine[4];
    const Value t322 = t320 + t225;
    const Value t323 = t100 * cosine[4] - t225;
    const Value t324 = t322 * sine[3];
    const Value t325 = t322 * cosine[3] + t99 * sine[3];
    const Value t326 = t99 * cosine[3];
    const Value t327 = t218 * sine[3];
    const Value t328 = t156 * sine[3] + t218 * cosine[3];
    const Value t329 = t156 * cosine[3];
    const Value t330 = cosine[3] * t157;
    const Value t331 = t321 * sine[3] + t330;
    const Value t332 = t323 * sine[3] + t330;
    const Value t333 = cosine[3] * t300 + t223 * sine[3];
    const Value t334 = cosine[3] * t223 - sine[3] * t300;
    const Value t335 = t163 - t160;
    const Value t336 = cosine[3] * t335 + sine[3] * t228;
    const Value t337 = cosine[3] * t228 - sine[3] * t335;
    const Value t338 = 0.384 * t294 + 0.0825 * t83;
    const Value t339 = sine[3] * t234 + cosine[3] * t239;
    const Value t340 = cosine[3] * t234 - t239 * sine[3];
    const Value t341 = t294 + (0.0825 * t238 - 0.384 * t339);
    const Value t342 = t240 + t237;
    const Value t343 = t240 - t237;
    const Value t344 = t73 + t232;
    const Value t345 = t344 * cosine[3];
    const Value t346 = t344 * sine[3];
    const Value t347 = t342 * sine[3] - t345;
    const Value t348 = t346 + t342 * cosine[3];
    const Value t349 = t72 - t233;
    const Value t350 = 0.0825 * t349 + 0.384 * t347 + t83 * sine[3];
    const Value t351 = t240 + t235;
    const Value t352 = t235 - t240;
    const Value t353 = t345 + t352 * sine[3];
    const Value t354 = cosine[3] * t352 - t346;
    const Value t355 = t73 - t232;
    const Value t356 = t355 * sine[3];
    const Value t357 = cosine[3] * t355;
    const Value t358 = t351 * cosine[3] + t356;
    const Value t359 = cosine[3] * t343 + t356;
    const Value t360 = t357 - t351 * sine[3];
    const Value t361 = t357 - sine[3] * t343;
    const Value t362 = t230 + t98;
    const Value t363 = cosine[3] * t84 + (0.0825 * t362 - 0.384 * t358);
    const Value t364 = 0.384 * t360 + sine[3] * t84;
    const Value t365 = t230 * cosine[3];
    const Value t366 = t230 * sine[3];
    const Value t367 = sine[3] * t233;
    const Value t368 = cosine[3] * t233;
    const Value t369 = t365 + t367;
    const Value t370 = t72 * sine[3] + t365;
    const Value t371 = cosine[3] * t72 - t366;
    const Value t372 = t366 - t368;
    const Value t373 = sine[3] * t98 + t368;
    const Value t374 = cosine[3] * t98;
    const Value t375 = t362 * sine[3];
    const Value t376 = t349 * cosine[3];
    const Value t377 = sign_of(qd[3]);
    const Value t378 = t12 * t15;
    const Value t379 = t25 - t24 + t378;
    const Value t380 = t26 + t378;
    const Value t381 = t9 * t15;
    const Value t382 = t9 * t12;
    const Value t383 = t15 * t15;
    const Value t384 = t46 - t15 * t10;
    const Value t385 = t9 * t9;
    const Value t386 = 0.0825 * t245;
    const Value t387 = t168 + t386;
    const Value t388 = t248 * sine[2] - cosine[2] * t387 + t386;
    const Value t389 = cosine[2] * t248 + t387 * sine[2];
    const Value t390 = 0.0825 * t253;
    const Value t391 = t173 - t390;
    const Value t392 = cosine[2] * t391 + sine[2] * t254 + t390;
    const Value t393 = cosine[2] * t254 - t391 * sine[2];
    const Value t394 = 0.0825 * t260;
    const Value t395 = t181 - t394;
    const Value t396 = t395 * cosine[2] - sine[2] * t261 + t394;
    const Value t397 = cosine[2] * t261 + t395 * sine[2];
    const Value t398 = 0.0825 * t268;
    const Value t399 = t186 - t398;
    const Value t400 = cosine[2] * t399 - t269 * sine[2] + t398;
    const Value t401 = sine[2] * t399 + t269 * cosine[2];
    const Value t402 = cosine[2] * t192 + t273 * sine[2];
    const Value t403 = t273 * cosine[2] - sine[2] * t192;
    const Value t404 = sine[2] * t276 + cosine[2] * t194;
    const Value t405 = cosine[2] * t276 - sine[2] * t194;
    const Value t406 = t282 * sine[2];
    const Value t407 = sine[2] * t197 + cosine[2] * t282;
    const Value t408 = cosine[2] * t197;
    const Value t409 = sine[2] * t285 + t199 * cosine[2];
    const Value t410 = cosine[2] * t285 - t199 * sine[2];
    const Value t411 = sine[2] * t287 + t203 * cosine[2];
    const Value t412 = cosine[2] * t287 - t203 * sine[2];
    const Value t413 = cosine[2] * t198 + t290 * sine[2];
    const Value t414 = t290 * cosine[2] - sine[2] * t198;
    const Value t415 = t58 * cosine[3];
    const Value t416 = t207 * sine[3] - t415;
    const Value t417 = 0.384 * t416;
    const Value t418 = 0.0825 * t416;
    const Value t419 = t417 * sine[2] + t418 * cosine[2];
    const Value t420 = t418 * sine[2] - t417 * cosine[2];
    const Value t421 = 0.0825 * t304;
    const Value t422 = t206 - t421;
    const Value t423 = t421 + (cosine[2] * t422 + t307 * sine[2]);
    const Value t424 = cosine[2] * t307 - sine[2] * t422;
    const Value t425 = cosine[3] * t209 - t85 * sine[3] - 0.384 * t312;
    const Value t426 = 0.0825 * t312;
    const Value t427 = t208 - t426;
    const Value t428 = sine[2] * t425 + t427 * cosine[2] + t426;
    const Value t429 = cosine[2] * t425 - t427 * sine[2];
    const Value t430 = 0.0825 * t317;
    const Value t431 = t430 + t209;
    const Value t432 = t319 * sine[2] - t431 * cosine[2] + t430;
    const Value t433 = t431 * sine[2] + cosine[2] * t319;
    const Value t434 = cosine[2] * t212 + t325 * sine[2];
    const Value t435 = cosine[2] * t325 - sine[2] * t212;
    const Value t436 = t328 * sine[2] + cosine[2] * t217;
    const Value t437 = t328 * cosine[2] - t217 * sine[2];
    const Value t438 = t157 * sine[3];
    const Value t439 = t438 - t321 * cosine[3];
    const Value t440 = t323 * cosine[3] - t438;
    const Value t441 = cosine[2] * t213 + sine[2] * t439;
    const Value t442 = cosine[2] * t439 - sine[2] * t213;
    const Value t443 = t334 * sine[2] + cosine[2] * t222;
    const Value t444 = t334 * cosine[2] - sine[2] * t222;
    const Value t445 = cosine[2] * t227 + t337 * sine[2];
    const Value t446 = t337 * cosine[2] - sine[2] * t227;
    const Value t447 = cosine[2] * t214 + sine[2] * t440;
    const Value t448 = cosine[2] * t440 - t214 * sine[2];
    const Value t449 = t295 - t415;
    const Value t450 = t415 - t295 - 0.384 * t340;
    const Value t451 = 0.384 * t449;
    const Value t452 = 0.0825 * t449;
    const Value t453 = t451 * sine[2] + cosine[2] * t452;
    const Value t454 = sine[2] * t452 - t451 * cosine[2];
    const Value t455 = 0.0825 * t340;
    const Value t456 = t455 + (sine[2] * t450 - t455 * cosine[2]);
    const Value t457 = cosine[2] * t450 + t455 * sine[2];
    const Value t458 = 0.0825 * t348;
    const Value t459 = t80 + t458;
    const Value t460 = 0.384 * t348 + cosine[3] * t83;
    const Value t461 = cosine[2] * t459 + t460 * sine[2];
    const Value t462 = t460 * cosine[2] - t459 * sine[2];
    const Value t463 = 0.0825 * t360;
    const Value t464 = t58 + t463;
    const Value t465 = cosine[2] * t464 + t364 * sine[2];
    const Value t466 = t464 * sine[2] - t364 * cosine[2];
    const Value t467 = sine[2] * t372 + cosine[2] * t73;
    const Value t468 = cosine[2] * t372 - t73 * sine[2];
    const Value t469 = t231 * cosine[2] + sine[2] * t354;
    const Value t470 = cosine[2] * t354 - t231 * sine[2];
    const Value t471 = t373 * sine[2];
    const Value t472 = cosine[2] * t232;
    const Value t473 = cosine[2] * t236 + sine[2] * t361;
    const Value t474 = cosine[2] * t361 - sine[2] * t236;
    const Value t475 = cosine[2] * t241;
    const Value t476 = t349 * sine[3] + t362 * cosine[3];
    const Value t477 = t476 * sine[2];
    const Value t478 = t241 * sine[2] + cosine[2] * t476;
    const Value t479 = t472 + t371 * sine[2];
    const Value t480 = 0.0825 * t39;
    const Value t481 = t52 * cosine[2];
    const Value t482 = t383 + t385;
    const Value t483 = t481 + sine[2] * t82 + 0.0825 * t482;
    const Value t484 = t481 - t81 * sine[2];
    const Value t485 = t11 - qd[3];
    const Value t486 = t9 * t485 - t23;
    const Value t487 = t12 * t485 - t383;
    const Value t488 = t12 * t12;
    const Value t489 = t9 * t10 - t488;
    const Value t490 = 0.0825 * t486;
    const Value t491 = t39 * sine[2];
    const Value t492 = cosine[2] * t39;
    const Value t493 = 0.0825 * t379;
    const Value t494 = t382 * sine[2];
    const Value t495 = cosine[2] * t378;
    const Value t496 = t385 - t488;
    const Value t497 = t488 - t383;
    const Value t498 = t46 - t381;
    const Value t499 = t496 * sine[2] + cosine[2] * t498;
    const Value t500 = cosine[2] * t496 - sine[2] * t498;
    const Value t501 = cosine[2] * t26;
    const Value t502 = t381 + t46;
    const Value t503 = sine[2] * t502 + t497 * cosine[2];
    const Value t504 = cosine[2] * t502 - t497 * sine[2];
    const Value t505 = t26 - t378;
    const Value t506 = sine[2] * t378;
    const Value t507 = t23 + t382;
    const Value t508 = t505 * sine[2] + cosine[2] * t507;
    const Value t509 = cosine[2] * t505 - t507 * sine[2];
    const Value t510 = t495 + t23 * sine[2];
    const Value t511 = sign_of(qd[2]);
    const Value t512 = t7 * t4;
    const Value t513 = t45 + t512;
    const Value t514 = t11 * t4;
    const Value t515 = t4 * t4;
    const Value t516 = t11 * t7;
    const Value t517 = t11 * t11;
    const Value t518 = t7 * t7;
    const Value t519 = t246 - t247 - 0.0825 * (sine[2] * t244 + t243 * cosine[2]);
    const Value t520 = cosine[2] * t244 - t243 * sine[2];
    const Value t521 = t255 - t249 - 0.0825 * (cosine[2] * t250 + sine[2] * t252);
    const Value t522 = cosine[2] * t252 - sine[2] * t250;
    const Value t523 = t262 - t256 - 0.0825 * (sine[2] * t259 + cosine[2] * t258);
    const Value t524 = cosine[2] * t259 - t258 * sine[2];
    const Value t525 = t270 - t264 - 0.0825 * (t267 * sine[2] + cosine[2] * t266);
    const Value t526 = cosine[2] * t267 - sine[2] * t266;
    const Value t527 = t275 - t274;
    const Value t528 = t284 - t283;
    const Value t529 = t286 - t288;
    const Value t530 = t289 - t291;
    const Value t531 = t299 - 0.0825 * (cosine[2] * t297 + sine[2] * t293);
    const Value t532 = cosine[2] * t293 - t297 * sine[2];
    const Value t533 = t306 - 0.0825 * (cosine[2] * t305 + sine[2] * t303);
    const Value t534 = cosine[2] * t303 - sine[2] * t305;
    const Value t535 = t313 - 0.0825 * (sine[2] * t311 + cosine[2] * t309);
    const Value t536 = cosine[2] * t311 - sine[2] * t309;
    const Value t537 = t318 - 0.0825 * (sine[2] * t316 + t314 * cosine[2]);
    const Value t538 = cosine[2] * t316 - t314 * sine[2];
    const Value t539 = t324 - t326;
    const Value t540 = t327 - t329;
    const Value t541 = t338 - 0.0825 * (sine[2] * t294 + cosine[2] * t83);
    const Value t542 = cosine[2] * t294 - sine[2] * t83;
    const Value t543 = t341 - 0.0825 * (cosine[2] * t238 - sine[2] * t339);
    const Value t544 = sine[2] * t238 + cosine[2] * t339;
    const Value t545 = t350 - 0.0825 * (t347 * sine[2] + cosine[2] * t349);
    const Value t546 = cosine[2] * t347 - t349 * sine[2];
    const Value t547 = t363 - 0.0825 * (cosine[2] * t362 - sine[2] * t358);
    const Value t548 = cosine[2] * t358 + t362 * sine[2];
    const Value t549 = sine[2] * t232;
    const Value t550 = t549 + cosine[2] * t373;
    const Value t551 = cosine[2] * t371 - t549;
    const Value t552 = t367 - t374;
    const Value t553 = t376 - t375;
    const Value t554 = t52 * sine[2];
    const Value t555 = 0.0825 * (cosine[2] * t81 + t554);
    const Value t556 = cosine[2] * t82 - t554;
    const Value t557 = t82 - 0.0825 * (cosine[2] * t384 + t489 * sine[2]);
    const Value t558 = t489 * cosine[2] - t384 * sine[2];
    const Value t559 = t382 - t23;
    const Value t560 = 0.0825 * (t380 * sine[2] + cosine[2] * t559);
    const Value t561 = t380 * cosine[2] - t559 * sine[2];
    const Value t562 = t381 - t46;
    const Value t563 = t52 - 0.0825 * (t562 * sine[2] + cosine[2] * t487);
    const Value t564 = cosine[2] * t562 - sine[2] * t487;
    const Value t565 = t382 * cosine[2];
    const Value t566 = t26 * sine[2] + t565;
    const Value t567 = t506 + t565;
    const Value t568 = t23 * cosine[2] - t506;
    const Value t569 = t381 * cosine[0];
    const Value t570 = t385 - t383;
    const Value t571 = t34 * cosine[0];
    const Value t572 = t516 - t18;
    const Value t573 = t518 + t515;
    const Value t574 = t514 - t21;
    const Value t575 = t518 + t517;
    const Value t576 = t514 + t21;
    const Value t577 = t576 * sine[0];
    const Value t578 = t576 * cosine[0];
    const Value t579 = t516 * sine[0];
    const Value t580 = t512 * cosine[0];
    const Value t581 = t21 - t514;
    const Value t582 = t517 - t518;
    const Value t583 = t518 - t515;
    const Value t584 = t18 + t516;
    const Value t585 = t45 - t512;
    const Value t586 = t512 * sine[0];
    const Value t587 = sign_of(qd[1]);
    const Value t588 = t2 * t6;
    const Value t589 = t2 * t2;
    const Value t590 = t6 * t6;
    const Value t591 = cosine[1] * t388 - (t389 * cosine[0] - t519 * sine[0] - 0.316 * (t520 * sine[0] + t245 * cosine[0])) * sine[1];
    const Value t592 = cosine[1] * t392 - sine[1] * (cosine[0] * t393 - t521 * sine[0] - 0.316 * (t522 * sine[0] + cosine[0] * t253));
    const Value t593 = (t397 * cosine[0] + t523 * sine[0] + 0.316 * (t524 * sine[0] + t260 * cosine[0])) * sine[1] + cosine[1] * t396;
    const Value t594 = cosine[1] * t400 + (0.316 * (t526 * sine[0] + t268 * cosine[0]) + (t525 * sine[0] + t401 * cosine[0])) * sine[1];
    const Value t595 = sine[1] * (t420 * cosine[0] - t531 * sine[0] - 0.316 * (t416 * cosine[0] + t532 * sine[0])) + cosine[1] * (t419 - t418);
    const Value t596 = cosine[1] * t423 - sine[1] * (t424 * cosine[0] - t533 * sine[0] - 0.316 * (t304 * cosine[0] + t534 * sine[0]));
    const Value t597 = cosine[1] * t428 - (cosine[0] * t429 - t535 * sine[0] - 0.316 * (t536 * sine[0] + t312 * cosine[0])) * sine[1];
    const Value t598 = cosine[1] * t432 - sine[1] * (t433 * cosine[0] - t537 * sine[0] - 0.316 * (t538 * sine[0] + cosine[0] * t317));
    const Value t599 = cosine[1] * (t453 - t452) + (t454 * cosine[0] - t541 * sine[0] - 0.316 * (cosine[0] * t449 + t542 * sine[0])) * sine[1];
    const Value t600 = t456 * cosine[1] - (t457 * cosine[0] - t543 * sine[0] - 0.316 * (cosine[0] * t340 - sine[0] * t544)) * sine[1];
    const Value t601 = (t458 - t461) * cosine[1] + sine[1] * (t462 * cosine[0] - t545 * sine[0] - 0.316 * (t546 * sine[0] - t348 * cosine[0]));
    const Value t602 = sine[1] * (cosine[0] * t466 - t547 * sine[0] - 0.316 * (t360 * cosine[0] - t548 * sine[0])) + cosine[1] * (t465 - t463);
    const Value t603 = t483 * cosine[1] - (t560 * sine[0] + cosine[0] * t556 - 0.316 * (t561 * sine[0] + cosine[0] * t482)) * sine[1];
    const Value t604 = sine[1] * (cosine[0] * t492 + t563 * sine[0] + 0.316 * (t486 * cosine[0] + t564 * sine[0])) - cosine[1] * (t491 - t490);
    const Value t605 = sine[1] * (0.316 * (t558 * sine[0] - t379 * cosine[0]) + (t557 * sine[0] + t491 * cosine[0])) - cosine[1] * (t493 - t492);
    const Value t606 = t381 * sine[0];
    const Value t607 = t34 * sine[0];
    const Value t608 = t516 * cosine[0];
    const Value t609 = t514 * cosine[1];
    const Value t610 = sine[1] * t16;
    const Value t611 = cosine[1] * t20;
    const Value t612 = qd[1] * qd[1];
    const Value t613 = sign_of(qd[0]);
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
    Y[12] = t613;
    Y[13] = sine[1] * t17 + t611;
    Y[14] = (t16 + t17) * cosine[1] - (t20 + t22) * sine[1];
    Y[15] = -((qdd[1] + t588) * sine[1] + (t612 - t589) * cosine[1]);
    Y[16] = -(t610 + cosine[1] * t22);
    Y[17] = -(cosine[1] * (qdd[1] - t588) + sine[1] * (t590 - t612));
    Y[18] = t610 - t611;
    Y[19] = Value() + 0.0;
    Y[20] = Value() + 0.0;
    Y[21] = cosine[1] * t32 - sine[1] * t48;
    Y[22] = Value() + 0.0;
    Y[23] = Value() + 0.0;
    Y[24] = Value() + 0.0;
    Y[25] = Value() + 0.0;
    Y[26] = -(t609 + sine[1] * (t18 * cosine[0] - t586));
    Y[27] = -((t585 * cosine[0] - t584 * sine[0]) * sine[1] + (t517 - t515) * cosine[1]);
    Y[28] = -(cosine[1] * t572 + (t578 - t583 * sine[0]) * sine[1]);
    Y[29] = sine[1] * (t45 * sine[0] + t608) + t609;
    Y[30] = cosine[1] * t513 - sine[1] * (t582 * cosine[0] - t581 * sine[0]);
    Y[31] = cosine[1] * t21 - (t586 + t608) * sine[1];
    Y[32] = (0.316 * (t578 - t575 * sine[0]) + t51 * sine[0]) * sine[1] - t37 * cosine[1];
    Y[33] = -(cosine[1] * t34 + sine[1] * (t49 * cosine[0] - 0.316 * (t574 * sine[0] - cosine[0] * t573)));
    Y[34] = -(sine[1] * (t37 * cosine[0] - t607 - 0.316 * (t572 * cosine[0] + t47 * sine[0])));
    Y[35] = 0.316 * (t36 * cosine[0] + t607) * sine[1];
    Y[36] = Value() + 0.0;
    Y[37] = Value() + 0.0;
    Y[38] = Value() + 0.0;
    Y[39] = t510 * cosine[1] - (t568 * cosine[0] - t606) * sine[1];
    Y[40] = t508 * cosine[1] - (t509 * cosine[0] - t570 * sine[0]) * sine[1];
    Y[41] = cosine[1] * t503 - (t504 * cosine[0] - t559 * sine[0]) * sine[1];
    Y[42] = -((t494 - t501) * cosine[1] + (t606 - t566 * cosine[0]) * sine[1]);
    Y[43] = cosine[1] * t499 - (t380 * sine[0] + t500 * cosine[0]) * sine[1];
    Y[44] = -((t567 * cosine[0] + t46 * sine[0]) * sine[1] + (t495 - t494) * cosine[1]);
    Y[45] = t605;
    Y[46] = t604;
    Y[47] = t603;
    Y[48] = t480 * cosine[1] - (t555 * sine[0] - 0.316 * (t39 * cosine[0] + t484 * sine[0])) * sine[1];
    Y[49] = Value() + 0.0;
    Y[50] = Value() + 0.0;
    Y[51] = Value() + 0.0;
    Y[52] = cosine[1] * t479 - (t551 * cosine[0] - t370 * sine[0]) * sine[1];
    Y[53] = (t553 * sine[0] + t478 * cosine[0]) * sine[1] - (t477 - t475) * cosine[1];
    Y[54] = cosine[1] * t473 - sine[1] * (t474 * cosine[0] - t359 * sine[0]);
    Y[55] = -((t550 * cosine[0] - t552 * sine[0]) * sine[1] + cosine[1] * (t472 - t471));
    Y[56] = cosine[1] * t469 - sine[1] * (t470 * cosine[0] - t353 * sine[0]);
    Y[57] = cosine[1] * t467 - (t468 * cosine[0] + t369 * sine[0]) * sine[1];
    Y[58] = -t602;
    Y[59] = -t601;
    Y[60] = t600;
    Y[61] = -t599;
    Y[62] = Value() + 0.0;
    Y[63] = Value() + 0.0;
    Y[64] = Value() + 0.0;
    Y[65] = cosine[1] * t447 - (t448 * cosine[0] - t332 * sine[0]) * sine[1];
    Y[66] = cosine[1] * t445 - (t446 * cosine[0] - t336 * sine[0]) * sine[1];
    Y[67] = cosine[1] * t443 - sine[1] * (t444 * cosine[0] - t333 * sine[0]);
    Y[68] = t441 * cosine[1] - (t331 * sine[0] + t442 * cosine[0]) * sine[1];
    Y[69] = t436 * cosine[1] - (cosine[0] * t437 - t540 * sine[0]) * sine[1];
    Y[70] = cosine[1] * t434 - (t435 * cosine[0] - t539 * sine[0]) * sine[1];
    Y[71] = t598;
    Y[72] = t597;
    Y[73] = t596;
    Y[74] = -t595;
    Y[75] = Value() + 0.0;
    Y[76] = Value() + 0.0;
    Y[77] = Value() + 0.0;
    Y[78] = t413 * cosine[1] - (t414 * cosine[0] - t530 * sine[0]) * sine[1];
    Y[79] = t411 * cosine[1] - sine[1] * (t412 * cosine[0] - t529 * sine[0]);
    Y[80] = t409 * cosine[1] - sine[1] * (t410 * cosine[0] - t528 * sine[0]);
    Y[81] = -((t408 - t406) * cosine[1] + (t407 * cosine[0] - t281 * sine[0]) * sine[1]);
    Y[82] = t404 * cosine[1] - (t405 * cosine[0] - t527 * sine[0]) * sine[1];
    Y[83] = cosine[1] * t402 - sine[1] * (t403 * cosine[0] - t272 * sine[0]);
    Y[84] = t594;
    Y[85] = t593;
    Y[86] = t592;
    Y[87] = t591;
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
    Y[100] = Value() + 0.0;
    Y[101] = Value() + 0.0;
    Y[102] = Value() + 0.0;
    Y[103] = Value() + 0.0;
    Y[104] = -t588;
    Y[105] = t589 - t590;
    Y[106] = t16 - t17;
    Y[107] = t588;
    Y[108] = t22 - t20;
    Y[109] = qdd[1];
    Y[110] = -t48;
    Y[111] = t32;
    Y[112] = Value() + 0.0;
    Y[113] = Value() + 0.0;
    Y[114] = qdd[1];
    Y[115] = qd[1];
    Y[116] = t587;
    Y[117] = t18 * sine[0] + t580;
    Y[118] = t584 * cosine[0] + t585 * sine[0];
    Y[119] = t577 + t583 * cosine[0];
    Y[120] = t45 * cosine[0] - t579;
    Y[121] = t581 * cosine[0] + t582 * sine[0];
    Y[122] = t579 - t580;
    Y[123] = t51 * cosine[0] - 0.316 * (t575 * cosine[0] + t577);
    Y[124] = 0.316 * (t573 * sine[0] + cosine[0] * t574) + t49 * sine[0];
    Y[125] = 0.316 * (t47 * cosine[0] - t572 * sine[0]) + (t37 * sine[0] + t571);
    Y[126] = 0.316 * (t571 - t36 * sine[0]);
    Y[127] = Value() + 0.0;
    Y[128] = Value() + 0.0;
    Y[129] = Value() + 0.0;
    Y[130] = t568 * sine[0] + t569;
    Y[131] = t509 * sine[0] + t570 * cosine[0];
    Y[132] = t559 * cosine[0] + t504 * sine[0];
    Y[133] = -(t566 * sine[0] + t569);
    Y[134] = t500 * sine[0] - t380 * cosine[0];
    Y[135] = t567 * sine[0] - t46 * cosine[0];
    Y[136] = cosine[0] * t557 - t491 * sine[0] + 0.316 * (t379 * sine[0] + t558 * cosine[0]);
    Y[137] = t563 * cosine[0] - t492 * sine[0] + 0.316 * (t564 * cosine[0] - t486 * sine[0]);
    Y[138] = 0.316 * (t561 * cosine[0] - t482 * sine[0]) + (t556 * sine[0] - t560 * cosine[0]);
    Y[139] = 0.316 * (t484 * cosine[0] - t39 * sine[0]) - t555 * cosine[0];
    Y[140] = Value() + 0.0;
    Y[141] = Value() + 0.0;
    Y[142] = Value() + 0.0;
    Y[143] = t551 * sine[0] + t370 * cosine[0];
    Y[144] = t553 * cosine[0] - t478 * sine[0];
    Y[145] = cosine[0] * t359 + t474 * sine[0];
    Y[146] = t552 * cosine[0] + t550 * sine[0];
    Y[147] = t353 * cosine[0] + t470 * sine[0];
    Y[148] = t468 * sine[0] - t369 * cosine[0];
    Y[149] = t466 * sine[0] + t547 * cosine[0] - 0.316 * (t360 * sine[0] + t548 * cosine[0]);
    Y[150] = 0.316 * (t546 * cosine[0] + t348 * sine[0]) + (t462 * sine[0] + t545 * cosine[0]);
    Y[151] = t543 * cosine[0] + t457 * sine[0] - 0.316 * (t340 * sine[0] + cosine[0] * t544);
    Y[152] = t454 * sine[0] + t541 * cosine[0] + 0.316 * (t542 * cosine[0] - t449 * sine[0]);
    Y[153] = Value() + 0.0;
    Y[154] = Value() + 0.0;
    Y[155] = Value() + 0.0;
    Y[156] = t332 * cosine[0] + t448 * sine[0];
    Y[157] = t446 * sine[0] + t336 * cosine[0];
    Y[158] = t333 * cosine[0] + t444 * sine[0];
    Y[159] = t442 * sine[0] - cosine[0] * t331;
    Y[160] = t437 * sine[0] + cosine[0] * t540;
    Y[161] = t435 * sine[0] + t539 * cosine[0];
    Y[162] = 0.316 * (t538 * cosine[0] - t317 * sine[0]) + (t537 * cosine[0] + t433 * sine[0]);
    Y[163] = t535 * cosine[0] + t429 * sine[0] + 0.316 * (cosine[0] * t536 - t312 * sine[0]);
    Y[164] = t533 * cosine[0] + t424 * sine[0] + 0.316 * (t534 * cosine[0] - t304 * sine[0]);
    Y[165] = t420 * sine[0] + t531 * cosine[0] + 0.316 * (t532 * cosine[0] - t416 * sine[0]);
    Y[166] = Value() + 0.0;
    Y[167] = Value() + 0.0;
    Y[168] = Value() + 0.0;
    Y[169] = t414 * sine[0] + t530 * cosine[0];
    Y[170] = t529 * cosine[0] + t412 * sine[0];
    Y[171] = t528 * cosine[0] + t410 * sine[0];
    Y[172] = t281 * cosine[0] + t407 * sine[0];
    Y[173] = t527 * cosine[0] + t405 * sine[0];
    Y[174] = t272 * cosine[0] + t403 * sine[0];
    Y[175] = 0.316 * (t526 * cosine[0] - t268 * sine[0]) + (t525 * cosine[0] - t401 * sine[0]);
    Y[176] = t523 * cosine[0] - t397 * sine[0] + 0.316 * (t524 * cosine[0] - t260 * sine[0]);
    Y[177] = t393 * sine[0] + cosine[0] * t521 + 0.316 * (t522 * cosine[0] - t253 * sine[0]);
    Y[178] = 0.316 * (cosine[0] * t520 - t245 * sine[0]) + (t519 * cosine[0] + t389 * sine[0]);
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
    Y[191] = Value() + 0.0;
    Y[192] = Value() + 0.0;
    Y[193] = Value() + 0.0;
    Y[194] = Value() + 0.0;
    Y[195] = Value() + 0.0;
    Y[196] = Value() + 0.0;
    Y[197] = Value() + 0.0;
    Y[198] = Value() + 0.0;
    Y[199] = Value() + 0.0;
    Y[200] = Value() + 0.0;
    Y[201] = Value() + 0.0;
    Y[202] = Value() + 0.0;
    Y[203] = Value() + 0.0;
    Y[204] = Value() + 0.0;
    Y[205] = Value() + 0.0;
    Y[206] = Value() + 0.0;
    Y[207] = Value() + 0.0;
    Y[208] = -t514;
    Y[209] = t515 - t517;
    Y[210] = t18 - t516;
    Y[211] = t514;
    Y[212] = t513;
    Y[213] = t21;
    Y[214] = t36;
    Y[215] = -t34;
    Y[216] = Value() + 0.0;
    Y[217] = Value() + 0.0;
    Y[218] = qdd[2];
    Y[219] = qd[2];
    Y[220] = t511;
    Y[221] = t510;
    Y[222] = t508;
    Y[223] = t503;
    Y[224] = t501 - t494;
    Y[225] = t499;
    Y[226] = t494 - t495;
    Y[227] = t492 - t493;
    Y[228] = t490 - t491;
    Y[229] = t483;
    Y[230] = t480;
    Y[231] = Value() + 0.0;
    Y[232] = Value() + 0.0;
    Y[233] = Value() + 0.0;
    Y[234] = t479;
    Y[235] = t475 - t477;
    Y[236] = t473;
    Y[237] = t471 - t472;
    Y[238] = t469;
    Y[239] = t467;
    Y[240] = t463 - t465;
    Y[241] = t461 - t458;
    Y[242] = t456;
    Y[243] = t452 - t453;
    Y[244] = Value() + 0.0;
    Y[245] = Value() + 0.0;
    Y[246] = Value() + 0.0;
    Y[247] = t447;
    Y[248] = t445;
    Y[249] = t443;
    Y[250] = t441;
    Y[251] = t436;
    Y[252] = t434;
    Y[253] = t432;
    Y[254] = t428;
    Y[255] = t423;
    Y[256] = t418 - t419;
    Y[257] = Value() + 0.0;
    Y[258] = Value() + 0.0;
    Y[259] = Value() + 0.0;
    Y[260] = t413;
    Y[261] = t411;
    Y[262] = t409;
    Y[263] = t406 - t408;
    Y[264] = t404;
    Y[265] = t402;
    Y[266] = t400;
    Y[267] = t396;
    Y[268] = t392;
    Y[269] = t388;
    Y[270] = Value() + 0.0;
    Y[271] = Value() + 0.0;
    Y[272] = Value() + 0.0;
    Y[273] = Value() + 0.0;
    Y[274] = Value() + 0.0;
    Y[275] = Value() + 0.0;
    Y[276] = Value() + 0.0;
    Y[277] = Value() + 0.0;
    Y[278] = Value() + 0.0;
    Y[279] = Value() + 0.0;
    Y[280] = Value() + 0.0;
    Y[281] = Value() + 0.0;
    Y[282] = Value() + 0.0;
    Y[283] = Value() + 0.0;
    Y[284] = Value() + 0.0;
    Y[285] = Value() + 0.0;
    Y[286] = Value() + 0.0;
    Y[287] = Value() + 0.0;
    Y[288] = Value() + 0.0;
    Y[289] = Value() + 0.0;
    Y[290] = Value() + 0.0;
    Y[291] = Value() + 0.0;
    Y[292] = Value() + 0.0;
    Y[293] = Value() + 0.0;
    Y[294] = Value() + 0.0;
    Y[295] = Value() + 0.0;
    Y[296] = Value() + 0.0;
    Y[297] = Value() + 0.0;
    Y[298] = Value() + 0.0;
    Y[299] = Value() + 0.0;
    Y[300] = Value() + 0.0;
    Y[301] = Value() + 0.0;
    Y[302] = Value() + 0.0;
    Y[303] = Value() + 0.0;
    Y[304] = Value() + 0.0;
    Y[305] = Value() + 0.0;
    Y[306] = Value() + 0.0;
    Y[307] = Value() + 0.0;
    Y[308] = Value() + 0.0;
    Y[309] = Value() + 0.0;
    Y[310] = Value() + 0.0;
    Y[311] = Value() + 0.0;
    Y[312] = -t381;
    Y[313] = t383 - t385;
    Y[314] = t23 - t382;
    Y[315] = t381;
    Y[316] = t380;
    Y[317] = t46;
    Y[318] = t81;
    Y[319] = -t52;
    Y[320] = Value() + 0.0;
    Y[321] = Value() + 0.0;
    Y[322] = qdd[3];
    Y[323] = qd[3];
    Y[324] = t377;
    Y[325] = -t370;
    Y[326] = t375 - t376;
    Y[327] = -t359;
    Y[328] = t374 - t367;
    Y[329] = -t353;
    Y[330] = t369;
    Y[331] = -t363;
    Y[332] = -t350;
    Y[333] = -t341;
    Y[334] = -t338;
    Y[335] = Value() + 0.0;
    Y[336] = Value() + 0.0;
    Y[337] = Value() + 0.0;
    Y[338] = -t332;
    Y[339] = -t336;
    Y[340] = -t333;
    Y[341] = t331;
    Y[342] = t329 - t327;
    Y[343] = t326 - t324;
    Y[344] = -t318;
    Y[345] = -t313;
    Y[346] = -t306;
    Y[347] = -t299;
    Y[348] = Value() + 0.0;
    Y[349] = Value() + 0.0;
    Y[350] = Value() + 0.0;
    Y[351] = t291 - t289;
    Y[352] = t288 - t286;
    Y[353] = t283 - t284;
    Y[354] = -t281;
    Y[355] = t274 - t275;
    Y[356] = -t272;
    Y[357] = t264 - t270;
    Y[358] = t256 - t262;
    Y[359] = t249 - t255;
    Y[360] = t247 - t246;
    Y[361] = Value() + 0.0;
    Y[362] = Value() + 0.0;
    Y[363] = Value() + 0.0;
    Y[364] = Value() + 0.0;
    Y[365] = Value() + 0.0;
    Y[366] = Value() + 0.0;
    Y[367] = Value() + 0.0;
    Y[368] = Value() + 0.0;
    Y[369] = Value() + 0.0;
    Y[370] = Value() + 0.0;
    Y[371] = Value() + 0.0;
    Y[372] = Value() + 0.0;
    Y[373] = Value() + 0.0;
    Y[374] = Value() + 0.0;
    Y[375] = Value() + 0.0;
    Y[376] = Value() + 0.0;
    Y[377] = Value() + 0.0;
    Y[378] = Value() + 0.0;
    Y[379] = Value() + 0.0;
    Y[380] = Value() + 0.0;
    Y[381] = Value() + 0.0;
    Y[382] = Value() + 0.0;
    Y[383] = Value() + 0.0;
    Y[384] = Value() + 0.0;
    Y[385] = Value() + 0.0;
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
    Y[416] = t232;
    Y[417] = t241;
    Y[418] = t236;
    Y[419] = -t232;
    Y[420] = t231;
    Y[421] = t73;
    Y[422] = -t58;
    Y[423] = t80;
    Y[424] = Value() + 0.0;
    Y[425] = Value() + 0.0;
    Y[426] = qdd[4];
    Y[427] = qd[4];
    Y[428] = t229;
    Y[429] = t214;
    Y[430] = t227;
    Y[431] = t222;
    Y[432] = t213;
    Y[433] = t217;
    Y[434] = t212;
    Y[435] = -t209;
    Y[436] = t208;
    Y[437] = t206;
    Y[438] = Value() + 0.0;
    Y[439] = Value() + 0.0;
    Y[440] = Value() + 0.0;
    Y[441] = Value() + 0.0;
    Y[442] = t198;
    Y[443] = t203;
    Y[444] = t199;
    Y[445] = -t197;
    Y[446] = t194;
    Y[447] = t192;
    Y[448] = t186;
    Y[449] = t181;
    Y[450] = t173;
    Y[451] = -t168;
    Y[452] = Value() + 0.0;
    Y[453] = Value() + 0.0;
    Y[454] = Value() + 0.0;
    Y[455] = Value() + 0.0;
    Y[456] = Value() + 0.0;
    Y[457] = Value() + 0.0;
    Y[458] = Value() + 0.0;
    Y[459] = Value() + 0.0;
    Y[460] = Value() + 0.0;
    Y[461] = Value() + 0.0;
    Y[462] = Value() + 0.0;
    Y[463] = Value() + 0.0;
    Y[464] = Value() + 0.0;
    Y[465] = Value() + 0.0;
    Y[466] = Value() + 0.0;
    Y[467] = Value() + 0.0;
    Y[468] = Value() + 0.0;
    Y[469] = Value() + 0.0;
    Y[470] = Value() + 0.0;
    Y[471] = Value() + 0.0;
    Y[472] = Value() + 0.0;
    Y[473] = Value() + 0.0;
    Y[474] = Value() + 0.0;
    Y[475] = Value() + 0.0;
    Y[476] = Value() + 0.0;
    Y[477] = Value() + 0.0;
    Y[478] = Value() + 0.0;
    Y[479] = Value() + 0.0;
    Y[480] = Value() + 0.0;
    Y[481] = Value() + 0.0;
    Y[482] = Value() + 0.0;
    Y[483] = Value() + 0.0;
    Y[484] = Value() + 0.0;
    Y[485] = Value() + 0.0;
    Y[486] = Value() + 0.0;
    Y[487] = Value() + 0.0;
    Y[488] = Value() + 0.0;
    Y[489] = Value() + 0.0;
    Y[490] = Value() + 0.0;
    Y[491] = Value() + 0.0;
    Y[492] = Value() + 0.0;
    Y[493] = Value() + 0.0;
    Y[494] = Value() + 0.0;
    Y[495] = Value() + 0.0;
    Y[496] = Value() + 0.0;
    Y[497] = Value() + 0.0;
    Y[498] = Value() + 0.0;
    Y[499] = Value() + 0.0;
    Y[500] = Value() + 0.0;
    Y[501] = Value() + 0.0;
    Y[502] = Value() + 0.0;
    Y[503] = Value() + 0.0;
    Y[504] = Value() + 0.0;
    Y[505] = Value() + 0.0;
    Y[506] = Value() + 0.0;
    Y[507] = Value() + 0.0;
    Y[508] = Value() + 0.0;
    Y[509] = Value() + 0.0;
    Y[510] = Value() + 0.0;
    Y[511] = Value() + 0.0;
    Y[512] = Value() + 0.0;
    Y[513] = Value() + 0.0;
    Y[514] = Value() + 0.0;
    Y[515] = Value() + 0.0;
    Y[516] = Value() + 0.0;
    Y[517] = Value() + 0.0;
    Y[518] = Value() + 0.0;
    Y[519] = Value() + 0.0;
    Y[520] = -t157;
    Y[521] = t160 - t163;
    Y[522] = t100 - t158;
    Y[523] = t157;
    Y[524] = t156;
    Y[525] = t99;
    Y[526] = t123;
    Y[527] = -t85;
    Y[528] = Value() + 0.0;
    Y[529] = Value() + 0.0;
    Y[530] = qdd[5];
    Y[531] = qd[5];
    Y[532] = t153;
    Y[533] = t152;
    Y[534] = t150;
    Y[535] = t146;
    Y[536] = t142 - t136;
    Y[537] = t140;
    Y[538] = t136 - t137;
    Y[539] = t134 - t135;
    Y[540] = -t133;
    Y[541] = t129;
    Y[542] = t126;
    Y[543] = Value() + 0.0;
    Y[544] = Value() + 0.0;
    Y[545] = Value() + 0.0;
    Y[546] = Value() + 0.0;
    Y[547] = Value() + 0.0;
    Y[548] = Value() + 0.0;
    Y[549] = Value() + 0.0;
    Y[550] = Value() + 0.0;
    Y[551] = Value() + 0.0;
    Y[552] = Value() + 0.0;
    Y[553] = Value() + 0.0;
    Y[554] = Value() + 0.0;
    Y[555] = Value() + 0.0;
    Y[556] = Value() + 0.0;
    Y[557] = Value() + 0.0;
    Y[558] = Value() + 0.0;
    Y[559] = Value() + 0.0;
    Y[560] = Value() + 0.0;
    Y[561] = Value() + 0.0;
    Y[562] = Value() + 0.0;
    Y[563] = Value() + 0.0;
    Y[564] = Value() + 0.0;
    Y[565] = Value() + 0.0;
    Y[566] = Value() + 0.0;
    Y[567] = Value() + 0.0;
    Y[568] = Value() + 0.0;
    Y[569] = Value() + 0.0;
    Y[570] = Value() + 0.0;
    Y[571] = Value() + 0.0;
    Y[572] = Value() + 0.0;
    Y[573] = Value() + 0.0;
    Y[574] = Value() + 0.0;
    Y[575] = Value() + 0.0;
    Y[576] = Value() + 0.0;
    Y[577] = Value() + 0.0;
    Y[578] = Value() + 0.0;
    Y[579] = Value() + 0.0;
    Y[580] = Value() + 0.0;
    Y[581] = Value() + 0.0;
    Y[582] = Value() + 0.0;
    Y[583] = Value() + 0.0;
    Y[584] = Value() + 0.0;
    Y[585] = Value() + 0.0;
    Y[586] = Value() + 0.0;
    Y[587] = Value() + 0.0;
    Y[588] = Value() + 0.0;
    Y[589] = Value() + 0.0;
    Y[590] = Value() + 0.0;
    Y[591] = Value() + 0.0;
    Y[592] = Value() + 0.0;
    Y[593] = Value() + 0.0;
    Y[594] = Value() + 0.0;
    Y[595] = Value() + 0.0;
    Y[596] = Value() + 0.0;
    Y[597] = Value() + 0.0;
    Y[598] = Value() + 0.0;
    Y[599] = Value() + 0.0;
    Y[600] = Value() + 0.0;
    Y[601] = Value() + 0.0;
    Y[602] = Value() + 0.0;
    Y[603] = Value() + 0.0;
    Y[604] = Value() + 0.0;
    Y[605] = Value() + 0.0;
    Y[606] = Value() + 0.0;
    Y[607] = Value() + 0.0;
    Y[608] = Value() + 0.0;
    Y[609] = Value() + 0.0;
    Y[610] = Value() + 0.0;
    Y[611] = Value() + 0.0;
    Y[612] = Value() + 0.0;
    Y[613] = Value() + 0.0;
    Y[614] = Value() + 0.0;
    Y[615] = Value() + 0.0;
    Y[616] = Value() + 0.0;
    Y[617] = Value() + 0.0;
    Y[618] = Value() + 0.0;
    Y[619] = Value() + 0.0;
    Y[620] = Value() + 0.0;
    Y[621] = Value() + 0.0;
    Y[622] = Value() + 0.0;
    Y[623] = Value() + 0.0;
    Y[624] = -t113;
    Y[625] = t117 - t120;
    Y[626] = t114 - t115;
    Y[627] = t113;
    Y[628] = t108;
    Y[629] = t97;
    Y[630] = t95;
    Y[631] = -t92;
    Y[632] = Value() + 0.0;
    Y[633] = Value() + 0.0;
    Y[634] = qdd[6];
    Y[635] = qd[6];
    Y[636] = t0;
  }
};
/// regressor at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct RegressorLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, double* Y) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], qd_lanes[7], qdd_lanes[7], Y_lanes[637];
    gather(q_lanes, q, 7, k, valid);
    gather(qd_lanes, qd, 7, k, valid);
    gather(qdd_lanes, qdd, 7, k, valid);
    RegressorBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, Y_lanes);
    scatter(Y, Y_lanes, 637, k, valid);
  }
};
}  // namespace
void regressor(const double* q, const double* qd, const double* qdd, double* Y) {
  evaluate(RegressorBody(), q, qd, qdd, Y);
}
void regressor_batch(int count, const double* q, const double* qd, const double* qdd, double* Y) {
  evaluate_batch(RegressorLanes(), count, q, qd, qdd, Y);
}


// Built from: the base parameters' columns of the regressor (derivatives of tau's Newton-Euler program by the standard parameters (inputs there)).
// 793 multiplications, 584 additions, 0 divisions, 19 function calls.
namespace {
struct BaseRegressorBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, const Value* qd, const Value* qdd, Value* Yb) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[2], q[1], q[3], q[4], q[5], q[6]);
    const Value t0 = sign_of(qd[6]);
    const Value t1 = sine[1] * qd[0];
    const Value t2 = qd[1] * sine[0] - t1 * cosine[0];
    const Value t3 = sine[2] * t2;
    const Value t4 = cosine[1] * qd[0];
    const Value t5 = t4 + qd[2];
    const Value t6 = cosine[2] * t5;
    const Value t7 = t6 - t3;
    const Value t8 = t3 - t6;
    const Value t9 = cosine[0] * qd[1] + t1 * sine[0];
    const Value t10 = qd[3] - t9;
    const Value t11 = 0.384 * t10;
    const Value t12 = 0.0825 * t10;
    const Value t13 = sine[2] * t5 + cosine[2] * t2;
    const Value t14 = t4 * qd[1];
    const Value t15 = qdd[0] * sine[1] + t14;
    const Value t16 = qdd[1] * sine[0] - cosine[0] * t15 + t9 * qd[2];
    const Value t17 = qdd[0] * cosine[1];
    const Value t18 = t1 * qd[1];
    const Value t19 = qdd[2] + (t17 - t18);
    const Value t20 = t18 - t17;
    const Value t21 = cosine[2] * t16 + sine[2] * t19 + t7 * qd[3];
    const Value t22 = cosine[2] * t19 - t16 * sine[2];
    const Value t23 = t13 * qd[3];
    const Value t24 = t22 - t23;
    const Value t25 = 0.316 * qd[1];
    const Value t26 = 0.316 * t15 + t25 * t4;
    const Value t27 = t26 * cosine[0];
    const Value t28 = 0.316 * t1;
    const Value t29 = t1 * t28 + t25 * qd[1];
    const Value t30 = 9.81 * sine[1];
    const Value t31 = 0.316 * qdd[1] - t28 * t4 - t30;
    const Value t32 = t26 * sine[0] + t31 * cosine[0];
    const Value t33 = t31 * sine[0];
    const Value t34 = t27 - t33;
    const Value t35 = 0.0825 * t9;
    const Value t36 = t34 + (t35 * t2 + 0.0825 * t19);
    const Value t37 = t7 * t11 - t12 * t13 + (0.384 * t21 + 0.0825 * t24) - t36;
    const Value t38 = 0.0825 * t5;
    const Value t39 = t32 - (t9 * t35 + t38 * t5);
    const Value t40 = qdd[1] * cosine[0] + t15 * sine[0];
    const Value t41 = t2 * qd[2];
    const Value t42 = t40 - t41;
    const Value t43 = t41 - t40 + qdd[3];
    const Value t44 = 9.81 * cosine[1];
    const Value t45 = t44 - t29;
    const Value t46 = t38 * t2 - 0.0825 * t42 + t45;
    const Value t47 = t29 - t44;
    const Value t48 = sine[2] * t46 + cosine[2] * t39;
    const Value t49 = sine[2] * t39;
    const Value t50 = cosine[2] * t46;
    const Value t51 = 0.0825 * t7 + 0.384 * t13;
    const Value t52 = t48 + (t7 * t51 + t12 * t10 - 0.384 * t43);
    const Value t53 = 0.0825 * t43 + (t10 * t11 + t51 * t13);
    const Value t54 = cosine[3] * t37 + t52 * sine[3];
    const Value t55 = t52 * cosine[3];
    const Value t56 = t37 * sine[3];
    const Value t57 = cosine[3] * t13 - t10 * sine[3];
    const Value t58 = t7 + qd[4];
    const Value t59 = cosine[4] * t57 + t58 * sine[4];
    const Value t60 = cosine[3] * t10 + t13 * sine[3];
    const Value t61 = qd[5] + t60;
    const Value t62 = 0.088 * t61;
    const Value t63 = t21 * cosine[3] - t43 * sine[3] - qd[4] * t60;
    const Value t64 = t24 + qdd[4];
    const Value t65 = t64 * cosine[4] - t63 * sine[4];
    const Value t66 = qd[5] * t59;
    const Value t67 = t65 - t66;
    const Value t68 = t66 - t65;
    const Value t69 = t54 + (t59 * t62 - 0.088 * t67);
    const Value t70 = t55 - t56;
    const Value t71 = t56 - t55;
    const Value t72 = t50 - t49;
    const Value t73 = t72 - t53;
    const Value t74 = t53 - t72;
    const Value t75 = t73 * sine[4] + t70 * cosine[4];
    const Value t76 = t70 * sine[4];
    const Value t77 = sine[4] * t57;
    const Value t78 = t58 * cosine[4];
    const Value t79 = t78 - t77;
    const Value t80 = t77 - t78;
    const Value t81 = 0.088 * t79;
    const Value t82 = t75 - (t61 * t62 + t81 * t79);
    const Value t83 = sine[5] * t69 + cosine[5] * t82;
    const Value t84 = cosine[5] * t69;
    const Value t85 = sine[5] * t82;
    const Value t86 = qdd[6] + t68;
    const Value t87 = qd[4] * t57 + (t21 * sine[3] + cosine[3] * t43);
    const Value t88 = qdd[5] + t87;
    const Value t89 = t64 * sine[4] + t63 * cosine[4] + qd[5] * t79;
    const Value t90 = t88 * cosine[5] - sine[5] * t89;
    const Value t91 = cosine[5] * t59 + sine[5] * t61;
    const Value t92 = t91 * qd[6];
    const Value t93 = t90 - t92;
    const Value t94 = t80 + qd[6];
    const Value t95 = t94 * t91;
    const Value t96 = t95 + (t92 - t90);
    const Value t97 = t93 + t95;
    const Value t98 = t93 - t95;
    const Value t99 = t61 * cosine[5];
    const Value t100 = sine[5] * t59;
    const Value t101 = t99 - t100;
    const Value t102 = t100 - t99;
    const Value t103 = t101 * qd[6] + (sine[5] * t88 + t89 * cosine[5]);
    const Value t104 = t94 * t101;
    const Value t105 = t94 * t94;
    const Value t106 = t91 * t91;
    const Value t107 = t101 * t101;
    const Value t108 = t101 * t91;
    const Value t109 = t86 - t102 * t91;
    const Value t110 = t102 * t101 - t105;
    const Value t111 = cosine[4] * t73;
    const Value t112 = t111 - t76;
    const Value t113 = t76 - t111;
    const Value t114 = t81 * t59 + 0.088 * t88 + t112;
    const Value t115 = sine[5] * t114;
    const Value t116 = t114 * cosine[5];
    const Value t117 = t103 + t104;
    const Value t118 = 0.088 * t117 + t115;
    const Value t119 = 0.088 * t96;
    const Value t120 = sine[5] * t104;
    const Value t121 = cosine[5] * t95;
    const Value t122 = sine[5] * t95;
    const Value t123 = t107 - t105;
    const Value t124 = t86 - t108;
    const Value t125 = sine[5] * t123 + t124 * cosine[5];
    const Value t126 = t123 * cosine[5] - sine[5] * t124;
    const Value t127 = t86 + t108;
    const Value t128 = t105 - t106;
    const Value t129 = t105 + t106;
    const Value t130 = sine[5] * t127 + t128 * cosine[5];
    const Value t131 = cosine[5] * t127 - sine[5] * t128;
    const Value t132 = sine[5] * t98 + cosine[5] * t117;
    const Value t133 = cosine[5] * t98 - sine[5] * t117;
    const Value t134 = t121 + sine[5] * t103;
    const Value t135 = sign_of(qd[5]);
    const Value t136 = t61 * t59;
    const Value t137 = t136 + t68;
    const Value t138 = t67 + t136;
    const Value t139 = t67 - t136;
    const Value t140 = t61 * t79;
    const Value t141 = t61 * t61;
    const Value t142 = t59 * t59;
    const Value t143 = t79 * t79;
    const Value t144 = t59 * t79;
    const Value t145 = t88 - t80 * t59;
    const Value t146 = t80 * t79 - t141;
    const Value t147 = t108 - t86;
    const Value t148 = sine[5] * t147;
    const Value t149 = sine[5] * t129 + cosine[5] * t147;
    const Value t150 = cosine[5] * t129;
    const Value t151 = t83 - 0.088 * (t148 - t150);
    const Value t152 = t150 - t148;
    const Value t153 = cosine[4] * t151 - t116 * sine[4];
    const Value t154 = t151 * sine[4] + t116 * cosine[4];
    const Value t155 = t109 * cosine[5] + sine[5] * t110;
    const Value t156 = cosine[5] * t110 - sine[5] * t109;
    const Value t157 = t85 - t84 - 0.088 * t155;
    const Value t158 = cosine[4] * t157 - t115 * sine[4];
    const Value t159 = t157 * sine[4] + cosine[4] * t115;
    const Value t160 = t122 + cosine[5] * t104;
    const Value t161 = t103 * cosine[5] - t122;
    const Value t162 = t160 * sine[4] - t86 * cosine[4];
    const Value t163 = t86 * sine[4] + t160 * cosine[4];
    const Value t164 = t126 * sine[4] - cosine[4] * t97;
    const Value t165 = cosine[4] * t126 + t97 * sine[4];
    const Value t166 = t104 - t103;
    const Value t167 = t166 * cosine[4] + t131 * sine[4];
    const Value t168 = cosine[4] * t131 - t166 * sine[4];
    const Value t169 = t107 - t106;
    const Value t170 = t133 * sine[4] + cosine[4] * t169;
    const Value t171 = t133 * cosine[4] - sine[4] * t169;
    const Value t172 = t108 * cosine[4] + t161 * sine[4];
    const Value t173 = t161 * cosine[4] - t108 * sine[4];
    const Value t174 = t54 * sine[4];
    const Value t175 = t54 * cosine[4];
    const Value t176 = cosine[4] * t136;
    const Value t177 = t136 * sine[4];
    const Value t178 = t140 * sine[4] - t176;
    const Value t179 = t89 * sine[4] + t176;
    const Value t180 = t143 - t141;
    const Value t181 = t88 - t144;
    const Value t182 = sine[4] * t180 + t181 * cosine[4];
    const Value t183 = cosine[4] * t180 - t181 * sine[4];
    const Value t184 = t88 + t144;
    const Value t185 = t141 - t142;
    const Value t186 = t142 + t141;
    const Value t187 = t184 * sine[4] + t185 * cosine[4];
    const Value t188 = t184 * cosine[4] - t185 * sine[4];
    const Value t189 = t89 + t140;
    const Value t190 = t139 * sine[4] + t189 * cosine[4];
    const Value t191 = t139 * cosine[4] - t189 * sine[4];
    const Value t192 = sign_of(qd[4]);
    const Value t193 = t58 * t57;
    const Value t194 = t193 - t87;
    const Value t195 = t193 + t87;
    const Value t196 = t58 * t60;
    const Value t197 = t58 * t58;
    const Value t198 = t63 + t196;
    const Value t199 = t57 * t57;
    const Value t200 = t57 * t60;
    const Value t201 = t60 * t60;
    const Value t202 = t199 - t201;
    const Value t203 = t154 * sine[3] - cosine[3] * t118;
    const Value t204 = t117 * sine[4] + cosine[4] * t149;
    const Value t205 = sine[4] * t149 - t117 * cosine[4];
    const Value t206 = t204 * cosine[3] - t152 * sine[3];
    const Value t207 = t152 * cosine[3] + t204 * sine[3];
    const Value t208 = t154 * cosine[3] + t118 * sine[3] + 0.384 * t207;
    const Value t209 = 0.384 * t206 + 0.0825 * t205;
    const Value t210 = t119 - t116;
    const Value t211 = t159 * sine[3] - t210 * cosine[3];
    const Value t212 = cosine[4] * t156 + sine[4] * t96;
    const Value t213 = sine[4] * t156 - cosine[4] * t96;
    const Value t214 = t212 * cosine[3] + t155 * sine[3];
    const Value t215 = t212 * sine[3] - t155 * cosine[3];
    const Value t216 = 0.384 * t215 + (t159 * cosine[3] + t210 * sine[3]);
    const Value t217 = 0.0825 * t213 + 0.384 * t214;
    const Value t218 = t121 - t120;
    const Value t219 = t163 * sine[3] + t218 * cosine[3];
    const Value t220 = t163 * cosine[3] - t218 * sine[3];
    const Value t221 = cosine[3] * t125;
    const Value t222 = sine[3] * t165;
    const Value t223 = sine[3] * t125 + cosine[3] * t165;
    const Value t224 = t130 * cosine[3];
    const Value t225 = t168 * sine[3];
    const Value t226 = t130 * sine[3] + t168 * cosine[3];
    const Value t227 = t171 * sine[3];
    const Value t228 = t132 * sine[3] + t171 * cosine[3];
    const Value t229 = t132 * cosine[3];
    const Value t230 = t173 * sine[3];
    const Value t231 = cosine[3] * t173 + t134 * sine[3];
    const Value t232 = cosine[3] * t134;
    const Value t233 = t144 - t88;
    const Value t234 = t233 * sine[4] - cosine[4] * t186;
    const Value t235 = sine[4] * t186 + t233 * cosine[4];
    const Value t236 = t189 * sine[3] + t235 * cosine[3];
    const Value t237 = t235 * sine[3] - t189 * cosine[3];
    const Value t238 = 0.0825 * t234 + 0.384 * t236 + (t75 * cosine[3] + sine[3] * t175);
    const Value t239 = t145 * cosine[4] + t146 * sine[4];
    const Value t240 = t146 * cosine[4] - t145 * sine[4];
    const Value t241 = cosine[3] * t240 + t137 * sine[3];
    const Value t242 = sine[3] * t240 - cosine[3] * t137;
    const Value t243 = 0.0825 * t239 + 0.384 * t241 + (t174 * sine[3] + t113 * cosine[3]);
    const Value t244 = cosine[3] * t174 - t113 * sine[3] - 0.384 * t242;
    const Value t245 = t140 * cosine[4] + t177;
    const Value t246 = t89 * cosine[4] - t177;
    const Value t247 = t245 * sine[3];
    const Value t248 = t245 * cosine[3] + t88 * sine[3];
    const Value t249 = t88 * cosine[3];
    const Value t250 = t183 * sine[3];
    const Value t251 = t138 * sine[3] + t183 * cosine[3];
    const Value t252 = t138 * cosine[3];
    const Value t253 = t140 - t89;
    const Value t254 = cosine[3] * t253 + t188 * sine[3];
    const Value t255 = cosine[3] * t188 - sine[3] * t253;
    const Value t256 = t143 - t142;
    const Value t257 = cosine[3] * t256 + sine[3] * t191;
    const Value t258 = cosine[3] * t191 - sine[3] * t256;
    const Value t259 = t246 * sine[3] + cosine[3] * t144;
    const Value t260 = t246 * cosine[3] - t144 * sine[3];
    const Value t261 = t197 + t199;
    const Value t262 = t197 - t199;
    const Value t263 = t64 + t200;
    const Value t264 = t263 * cosine[3];
    const Value t265 = t263 * sine[3];
    const Value t266 = t261 * sine[3] - t264;
    const Value t267 = t265 + t261 * cosine[3];
    const Value t268 = t63 - t196;
    const Value t269 = 0.0825 * t268 + 0.384 * t266 + t73 * sine[3];
    const Value t270 = 0.384 * t267 + cosine[3] * t73;
    const Value t271 = t197 + t201;
    const Value t272 = t201 - t197;
    const Value t273 = t264 + t272 * sine[3];
    const Value t274 = cosine[3] * t272 - t265;
    const Value t275 = t64 - t200;
    const Value t276 = t275 * sine[3];
    const Value t277 = cosine[3] * t275;
    const Value t278 = t271 * cosine[3] + t276;
    const Value t279 = cosine[3] * t262 + t276;
    const Value t280 = t277 - t271 * sine[3];
    const Value t281 = t277 - sine[3] * t262;
    const Value t282 = cosine[3] * t74 + (0.0825 * t195 - 0.384 * t278);
    const Value t283 = 0.384 * t280 + sine[3] * t74;
    const Value t284 = t193 * cosine[3];
    const Value t285 = t193 * sine[3];
    const Value t286 = t284 + sine[3] * t196;
    const Value t287 = t63 * sine[3] + t284;
    const Value t288 = t285 - cosine[3] * t196;
    const Value t289 = cosine[3] * t63 - t285;
    const Value t290 = t195 * sine[3];
    const Value t291 = t268 * cosine[3];
    const Value t292 = sign_of(qd[3]);
    const Value t293 = t10 * t13;
    const Value t294 = t23 - t22 + t293;
    const Value t295 = t24 + t293;
    const Value t296 = t24 - t293;
    const Value t297 = t7 * t10;
    const Value t298 = t13 * t13;
    const Value t299 = t7 * t7;
    const Value t300 = t7 * t13;
    const Value t301 = t43 - t13 * t8;
    const Value t302 = 0.0825 * t207;
    const Value t303 = t153 - t302;
    const Value t304 = t303 * cosine[2] - sine[2] * t208 + t302;
    const Value t305 = cosine[2] * t208 + t303 * sine[2];
    const Value t306 = 0.0825 * t215;
    const Value t307 = t158 - t306;
    const Value t308 = cosine[2] * t307 - t216 * sine[2] + t306;
    const Value t309 = sine[2] * t307 + t216 * cosine[2];
    const Value t310 = cosine[2] * t162 + t220 * sine[2];
    const Value t311 = t220 * cosine[2] - sine[2] * t162;
    const Value t312 = sine[2] * t223 + cosine[2] * t164;
    const Value t313 = cosine[2] * t223 - sine[2] * t164;
    const Value t314 = sine[2] * t226 + t167 * cosine[2];
    const Value t315 = cosine[2] * t226 - t167 * sine[2];
    const Value t316 = sine[2] * t228 + t170 * cosine[2];
    const Value t317 = cosine[2] * t228 - t170 * sine[2];
    const Value t318 = cosine[2] * t172 + t231 * sine[2];
    const Value t319 = t231 * cosine[2] - sine[2] * t172;
    const Value t320 = cosine[3] * t175 - t75 * sine[3] - 0.384 * t237;
    const Value t321 = 0.0825 * t237;
    const Value t322 = t174 - t321;
    const Value t323 = sine[2] * t320 + t322 * cosine[2] + t321;
    const Value t324 = cosine[2] * t320 - t322 * sine[2];
    const Value t325 = 0.0825 * t242;
    const Value t326 = t325 + t175;
    const Value t327 = t244 * sine[2] - t326 * cosine[2] + t325;
    const Value t328 = t326 * sine[2] + cosine[2] * t244;
    const Value t329 = cosine[2] * t178 + t248 * sine[2];
    const Value t330 = cosine[2] * t248 - sine[2] * t178;
    const Value t331 = t251 * sine[2] + cosine[2] * t182;
    const Value t332 = t251 * cosine[2] - t182 * sine[2];
    const Value t333 = t255 * sine[2] + cosine[2] * t187;
    const Value t334 = t255 * cosine[2] - sine[2] * t187;
    const Value t335 = cosine[2] * t190 + t258 * sine[2];
    const Value t336 = t258 * cosine[2] - sine[2] * t190;
    const Value t337 = cosine[2] * t179 + sine[2] * t260;
    const Value t338 = cosine[2] * t260 - t179 * sine[2];
    const Value t339 = 0.0825 * t267;
    const Value t340 = t71 + t339;
    const Value t341 = cosine[2] * t340 + t270 * sine[2];
    const Value t342 = t270 * cosine[2] - t340 * sine[2];
    const Value t343 = 0.0825 * t280;
    const Value t344 = t54 + t343;
    const Value t345 = cosine[2] * t344 + t283 * sine[2];
    const Value t346 = t344 * sine[2] - t283 * cosine[2];
    const Value t347 = sine[2] * t288 + cosine[2] * t64;
    const Value t348 = cosine[2] * t288 - t64 * sine[2];
    const Value t349 = t194 * cosine[2] + sine[2] * t274;
    const Value t350 = cosine[2] * t274 - t194 * sine[2];
    const Value t351 = cosine[2] * t198 + sine[2] * t281;
    const Value t352 = cosine[2] * t281 - sine[2] * t198;
    const Value t353 = cosine[2] * t202;
    const Value t354 = t268 * sine[3] + t195 * cosine[3];
    const Value t355 = t354 * sine[2];
    const Value t356 = t202 * sine[2] + cosine[2] * t354;
    const Value t357 = cosine[2] * t200 + t289 * sine[2];
    const Value t358 = cosine[2] * t289 - sine[2] * t200;
    const Value t359 = t9 - qd[3];
    const Value t360 = t7 * t359 - t21;
    const Value t361 = t10 * t359 - t298;
    const Value t362 = t10 * t10;
    const Value t363 = t7 * t8 - t362;
    const Value t364 = t49 - t50 - 0.0825 * (cosine[2] * t301 + t363 * sine[2]);
    const Value t365 = t363 * cosine[2] - t301 * sine[2];
    const Value t366 = 0.0825 * t360;
    const Value t367 = t36 * sine[2];
    const Value t368 = cosine[2] * t36;
    const Value t369 = 0.0825 * t294;
    const Value t370 = t297 * sine[2];
    const Value t371 = cosine[2] * t293;
    const Value t372 = sine[2] * t293;
    const Value t373 = t299 - t362;
    const Value t374 = t362 - t298;
    const Value t375 = t43 - t300;
    const Value t376 = t373 * sine[2] + cosine[2] * t375;
    const Value t377 = cosine[2] * t373 - sine[2] * t375;
    const Value t378 = t300 + t43;
    const Value t379 = sine[2] * t378 + t374 * cosine[2];
    const Value t380 = cosine[2] * t378 - t374 * sine[2];
    const Value t381 = t21 + t297;
    const Value t382 = t296 * sine[2] + cosine[2] * t381;
    const Value t383 = cosine[2] * t296 - t381 * sine[2];
    const Value t384 = t371 + t21 * sine[2];
    const Value t385 = sign_of(qd[2]);
    const Value t386 = t5 * t2;
    const Value t387 = t42 + t386;
    const Value t388 = t42 - t386;
    const Value t389 = t9 * t5;
    const Value t390 = t5 * t5;
    const Value t391 = t2 * t2;
    const Value t392 = t9 * t2;
    const Value t393 = t9 * t9;
    const Value t394 = t209 - t203 - 0.0825 * (sine[2] * t206 + cosine[2] * t205);
    const Value t395 = cosine[2] * t206 - t205 * sine[2];
    const Value t396 = t217 - t211 - 0.0825 * (t214 * sine[2] + cosine[2] * t213);
    const Value t397 = cosine[2] * t214 - sine[2] * t213;
    const Value t398 = t222 - t221;
    const Value t399 = t225 - t224;
    const Value t400 = t227 - t229;
    const Value t401 = t230 - t232;
    const Value t402 = t238 - 0.0825 * (sine[2] * t236 + cosine[2] * t234);
    const Value t403 = cosine[2] * t236 - sine[2] * t234;
    const Value t404 = t243 - 0.0825 * (sine[2] * t241 + t239 * cosine[2]);
    const Value t405 = cosine[2] * t241 - t239 * sine[2];
    const Value t406 = t247 - t249;
    const Value t407 = t250 - t252;
    const Value t408 = t269 - 0.0825 * (t266 * sine[2] + cosine[2] * t268);
    const Value t409 = cosine[2] * t266 - t268 * sine[2];
    const Value t410 = t282 - 0.0825 * (cosine[2] * t195 - sine[2] * t278);
    const Value t411 = cosine[2] * t278 + t195 * sine[2];
    const Value t412 = t291 - t290;
    const Value t413 = t300 - t43;
    const Value t414 = t48 - 0.0825 * (t413 * sine[2] + cosine[2] * t361);
    const Value t415 = cosine[2] * t413 - sine[2] * t361;
    const Value t416 = t372 + t297 * cosine[2];
    const Value t417 = t21 * cosine[2] - t372;
    const Value t418 = t297 - t21;
    const Value t419 = t299 - t298;
    const Value t420 = t390 + t391;
    const Value t421 = t392 - t19;
    const Value t422 = t390 + t393;
    const Value t423 = t392 + t19;
    const Value t424 = t423 * sine[0];
    const Value t425 = t423 * cosine[0];
    const Value t426 = t386 * cosine[0];
    const Value t427 = t386 * sine[0];
    const Value t428 = t19 - t392;
    const Value t429 = t393 - t390;
    const Value t430 = t390 - t391;
    const Value t431 = t16 + t389;
    const Value t432 = sign_of(qd[1]);
    const Value t433 = t1 * t1;
    const Value t434 = t1 * t4;
    const Value t435 = t4 * t4;
    const Value t436 = (t305 * cosine[0] + t394 * sine[0] + 0.316 * (t395 * sine[0] + t207 * cosine[0])) * sine[1] + cosine[1] * t304;
    const Value t437 = cosine[1] * t308 + (0.316 * (t397 * sine[0] + t215 * cosine[0]) + (t396 * sine[0] + t309 * cosine[0])) * sine[1];
    const Value t438 = cosine[1] * t323 - (cosine[0] * t324 - t402 * sine[0] - 0.316 * (t403 * sine[0] + t237 * cosine[0])) * sine[1];
    const Value t439 = cosine[1] * t327 - sine[1] * (t328 * cosine[0] - t404 * sine[0] - 0.316 * (t405 * sine[0] + cosine[0] * t242));
    const Value t440 = (t339 - t341) * cosine[1] + sine[1] * (t342 * cosine[0] - t408 * sine[0] - 0.316 * (t409 * sine[0] - t267 * cosine[0]));
    const Value t441 = sine[1] * (cosine[0] * t346 - t410 * sine[0] - 0.316 * (t280 * cosine[0] - t411 * sine[0])) + cosine[1] * (t345 - t343);
    const Value t442 = sine[1] * (cosine[0] * t368 + t414 * sine[0] + 0.316 * (t360 * cosine[0] + t415 * sine[0])) - cosine[1] * (t367 - t366);
    const Value t443 = sine[1] * (0.316 * (t365 * sine[0] - t294 * cosine[0]) + (t364 * sine[0] + t367 * cosine[0])) - cosine[1] * (t369 - t368);
    const Value t444 = cosine[1] * t18;
    const Value t445 = qd[1] * qd[1];
    const Value t446 = sign_of(qd[0]);
    Yb[0] = qdd[0];
    Yb[1] = qd[0];
    Yb[2] = t446;
    Yb[3] = sine[1] * t15 + t444;
    Yb[4] = (t14 + t15) * cosine[1] - (t18 + t20) * sine[1];
    Yb[5] = -((qdd[1] + t434) * sine[1] + (t445 - t433) * cosine[1]);
    Yb[6] = -(cosine[1] * (qdd[1] - t434) + sine[1] * (t435 - t445));
    Yb[7] = sine[1] * t14 - t444;
    Yb[8] = Value() + 0.0;
    Yb[9] = Value() + 0.0;
    Yb[10] = Value() + 0.0;
    Yb[11] = Value() + 0.0;
    Yb[12] = -(t392 * cosine[1] + sine[1] * (t16 * cosine[0] - t427));
    Yb[13] = -((t388 * cosine[0] - t431 * sine[0]) * sine[1] + (t393 - t391) * cosine[1]);
    Yb[14] = -(cosine[1] * (t389 - t16) + (t425 - t430 * sine[0]) * sine[1]);
    Yb[15] = cosine[1] * t387 - sine[1] * (t429 * cosine[0] - t428 * sine[0]);
    Yb[16] = cosine[1] * t19 - (t427 + t389 * cosine[0]) * sine[1];
    Yb[17] = (0.316 * (t425 - t422 * sine[0]) + t47 * sine[0]) * sine[1] - (t33 - t27) * cosine[1];
    Yb[18] = -(cosine[1] * t32 + sine[1] * (t45 * cosine[0] - 0.316 * (t421 * sine[0] - cosine[0] * t420)));
    Yb[19] = Value() + 0.0;
    Yb[20] = Value() + 0.0;
    Yb[21] = Value() + 0.0;
    Yb[22] = t384 * cosine[1] - (t417 * cosine[0] - t300 * sine[0]) * sine[1];
    Yb[23] = t382 * cosine[1] - (t383 * cosine[0] - t419 * sine[0]) * sine[1];
    Yb[24] = cosine[1] * t379 - (t380 * cosine[0] - t418 * sine[0]) * sine[1];
    Yb[25] = cosine[1] * t376 - (t295 * sine[0] + t377 * cosine[0]) * sine[1];
    Yb[26] = -((t416 * cosine[0] + t43 * sine[0]) * sine[1] + (t371 - t370) * cosine[1]);
    Yb[27] = t443;
    Yb[28] = t442;
    Yb[29] = Value() + 0.0;
    Yb[30] = Value() + 0.0;
    Yb[31] = Value() + 0.0;
    Yb[32] = cosine[1] * t357 - (t358 * cosine[0] - t287 * sine[0]) * sine[1];
    Yb[33] = (t412 * sine[0] + t356 * cosine[0]) * sine[1] - (t355 - t353) * cosine[1];
    Yb[34] = cosine[1] * t351 - sine[1] * (t352 * cosine[0] - t279 * sine[0]);
    Yb[35] = cosine[1] * t349 - sine[1] * (t350 * cosine[0] - t273 * sine[0]);
    Yb[36] = cosine[1] * t347 - (t348 * cosine[0] + t286 * sine[0]) * sine[1];
    Yb[37] = -t441;
    Yb[38] = -t440;
    Yb[39] = Value() + 0.0;
    Yb[40] = Value() + 0.0;
    Yb[41] = Value() + 0.0;
    Yb[42] = cosine[1] * t337 - (t338 * cosine[0] - t259 * sine[0]) * sine[1];
    Yb[43] = cosine[1] * t335 - (t336 * cosine[0] - t257 * sine[0]) * sine[1];
    Yb[44] = cosine[1] * t333 - sine[1] * (t334 * cosine[0] - t254 * sine[0]);
    Yb[45] = t331 * cosine[1] - (cosine[0] * t332 - t407 * sine[0]) * sine[1];
    Yb[46] = cosine[1] * t329 - (t330 * cosine[0] - t406 * sine[0]) * sine[1];
    Yb[47] = t439;
    Yb[48] = t438;
    Yb[49] = Value() + 0.0;
    Yb[50] = Value() + 0.0;
    Yb[51] = Value() + 0.0;
    Yb[52] = t318 * cosine[1] - (t319 * cosine[0] - t401 * sine[0]) * sine[1];
    Yb[53] = t316 * cosine[1] - sine[1] * (t317 * cosine[0] - t400 * sine[0]);
    Yb[54] = t314 * cosine[1] - sine[1] * (t315 * cosine[0] - t399 * sine[0]);
    Yb[55] = t312 * cosine[1] - (t313 * cosine[0] - t398 * sine[0]) * sine[1];
    Yb[56] = cosine[1] * t310 - sine[1] * (t311 * cosine[0] - t219 * sine[0]);
    Yb[57] = t437;
    Yb[58] = t436;
    Yb[59] = Value() + 0.0;
    Yb[60] = Value() + 0.0;
    Yb[61] = Value() + 0.0;
    Yb[62] = Value() + 0.0;
    Yb[63] = Value() + 0.0;
    Yb[64] = Value() + 0.0;
    Yb[65] = -t434;
    Yb[66] = t433 - t435;
    Yb[67] = t14 - t15;
    Yb[68] = t20 - t18;
    Yb[69] = qdd[1];
    Yb[70] = -t44;
    Yb[71] = t30;
    Yb[72] = qd[1];
    Yb[73] = t432;
    Yb[74] = t16 * sine[0] + t426;
    Yb[75] = t431 * cosine[0] + t388 * sine[0];
    Yb[76] = t424 + t430 * cosine[0];
    Yb[77] = t428 * cosine[0] + t429 * sine[0];
    Yb[78] = t389 * sine[0] - t426;
    Yb[79] = t47 * cosine[0] - 0.316 * (t422 * cosine[0] + t424);
    Yb[80] = 0.316 * (t420 * sine[0] + cosine[0] * t421) + t45 * sine[0];
    Yb[81] = Value() + 0.0;
    Yb[82] = Value() + 0.0;
    Yb[83] = Value() + 0.0;
    Yb[84] = t417 * sine[0] + t300 * cosine[0];
    Yb[85] = t383 * sine[0] + t419 * cosine[0];
    Yb[86] = t418 * cosine[0] + t380 * sine[0];
    Yb[87] = t377 * sine[0] - t295 * cosine[0];
    Yb[88] = t416 * sine[0] - t43 * cosine[0];
    Yb[89] = cosine[0] * t364 - t367 * sine[0] + 0.316 * (t294 * sine[0] + t365 * cosine[0]);
    Yb[90] = t414 * cosine[0] - t368 * sine[0] + 0.316 * (t415 * cosine[0] - t360 * sine[0]);
    Yb[91] = Value() + 0.0;
    Yb[92] = Value() + 0.0;
    Yb[93] = Value() + 0.0;
    Yb[94] = t358 * sine[0] + t287 * cosine[0];
    Yb[95] = t412 * cosine[0] - t356 * sine[0];
    Yb[96] = cosine[0] * t279 + t352 * sine[0];
    Yb[97] = t273 * cosine[0] + t350 * sine[0];
    Yb[98] = t348 * sine[0] - t286 * cosine[0];
    Yb[99] = t346 * sine[0] + t410 * cosine[0] - 0.316 * (t280 * sine[0] + t411 * cosine[0]);
    Yb[100] = 0.316 * (t409 * cosine[0] + t267 * sine[0]) + (t342 * sine[0] + t408 * cosine[0]);
    Yb[101] = Value() + 0.0;
    Yb[102] = Value() + 0.0;
    Yb[103] = Value() + 0.0;
    Yb[104] = t259 * cosine[0] + t338 * sine[0];
    Yb[105] = t336 * sine[0] + t257 * cosine[0];
    Yb[106] = t254 * cosine[0] + t334 * sine[0];
    Yb[107] = t332 * sine[0] + cosine[0] * t407;
    Yb[108] = t330 * sine[0] + t406 * cosine[0];
    Yb[109] = 0.316 * (t405 * cosine[0] - t242 * sine[0]) + (t404 * cosine[0] + t328 * sine[0]);
    Yb[110] = t402 * cosine[0] + t324 * sine[0] + 0.316 * (cosine[0] * t403 - t237 * sine[0]);
    Yb[111] = Value() + 0.0;
    Yb[112] = Value() + 0.0;
    Yb[113] = Value() + 0.0;
    Yb[114] = t319 * sine[0] + t401 * cosine[0];
    Yb[115] = t400 * cosine[0] + t317 * sine[0];
    Yb[116] = t399 * cosine[0] + t315 * sine[0];
    Yb[117] = t398 * cosine[0] + t313 * sine[0];
    Yb[118] = t219 * cosine[0] + t311 * sine[0];
    Yb[119] = 0.316 * (t397 * cosine[0] - t215 * sine[0]) + (t396 * cosine[0] - t309 * sine[0]);
    Yb[120] = t394 * cosine[0] - t305 * sine[0] + 0.316 * (t395 * cosine[0] - t207 * sine[0]);
    Yb[121] = Value() + 0.0;
    Yb[122] = Value() + 0.0;
    Yb[123] = Value() + 0.0;
    Yb[124] = Value() + 0.0;
    Yb[125] = Value() + 0.0;
    Yb[126] = Value() + 0.0;
    Yb[127] = Value() + 0.0;
    Yb[128] = Value() + 0.0;
    Yb[129] = Value() + 0.0;
    Yb[130] = Value() + 0.0;
    Yb[131] = Value() + 0.0;
    Yb[132] = Value() + 0.0;
    Yb[133] = Value() + 0.0;
    Yb[134] = Value() + 0.0;
    Yb[135] = Value() + 0.0;
    Yb[136] = -t392;
    Yb[137] = t391 - t393;
    Yb[138] = t16 - t389;
    Yb[139] = t387;
    Yb[140] = t19;
    Yb[141] = t34;
    Yb[142] = -t32;
    Yb[143] = qdd[2];
    Yb[144] = qd[2];
    Yb[145] = t385;
    Yb[146] = t384;
    Yb[147] = t382;
    Yb[148] = t379;
    Yb[149] = t376;
    Yb[150] = t370 - t371;
    Yb[151] = t368 - t369;
    Yb[152] = t366 - t367;
    Yb[153] = Value() + 0.0;
    Yb[154] = Value() + 0.0;
    Yb[155] = Value() + 0.0;
    Yb[156] = t357;
    Yb[157] = t353 - t355;
    Yb[158] = t351;
    Yb[159] = t349;
    Yb[160] = t347;
    Yb[161] = t343 - t345;
    Yb[162] = t341 - t339;
    Yb[163] = Value() + 0.0;
    Yb[164] = Value() + 0.0;
    Yb[165] = Value() + 0.0;
    Yb[166] = t337;
    Yb[167] = t335;
    Yb[168] = t333;
    Yb[169] = t331;
    Yb[170] = t329;
    Yb[171] = t327;
    Yb[172] = t323;
    Yb[173] = Value() + 0.0;
    Yb[174] = Value() + 0.0;
    Yb[175] = Value() + 0.0;
    Yb[176] = t318;
    Yb[177] = t316;
    Yb[178] = t314;
    Yb[179] = t312;
    Yb[180] = t310;
    Yb[181] = t308;
    Yb[182] = t304;
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
    Yb[208] = -t300;
    Yb[209] = t298 - t299;
    Yb[210] = t21 - t297;
    Yb[211] = t295;
    Yb[212] = t43;
    Yb[213] = t72;
    Yb[214] = -t48;
    Yb[215] = qdd[3];
    Yb[216] = qd[3];
    Yb[217] = t292;
    Yb[218] = -t287;
    Yb[219] = t290 - t291;
    Yb[220] = -t279;
    Yb[221] = -t273;
    Yb[222] = t286;
    Yb[223] = -t282;
    Yb[224] = -t269;
    Yb[225] = Value() + 0.0;
    Yb[226] = Value() + 0.0;
    Yb[227] = Value() + 0.0;
    Yb[228] = -t259;
    Yb[229] = -t257;
    Yb[230] = -t254;
    Yb[231] = t252 - t250;
    Yb[232] = t249 - t247;
    Yb[233] = -t243;
    Yb[234] = -t238;
    Yb[235] = Value() + 0.0;
    Yb[236] = Value() + 0.0;
    Yb[237] = Value() + 0.0;
    Yb[238] = t232 - t230;
    Yb[239] = t229 - t227;
    Yb[240] = t224 - t225;
    Yb[241] = t221 - t222;
    Yb[242] = -t219;
    Yb[243] = t211 - t217;
    Yb[244] = t203 - t209;
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
    Yb[280] = t200;
    Yb[281] = t202;
    Yb[282] = t198;
    Yb[283] = t194;
    Yb[284] = t64;
    Yb[285] = -t54;
    Yb[286] = t71;
    Yb[287] = qdd[4];
    Yb[288] = qd[4];
    Yb[289] = t192;
    Yb[290] = t179;
    Yb[291] = t190;
    Yb[292] = t187;
    Yb[293] = t182;
    Yb[294] = t178;
    Yb[295] = -t175;
    Yb[296] = t174;
    Yb[297] = Value() + 0.0;
    Yb[298] = Value() + 0.0;
    Yb[299] = Value() + 0.0;
    Yb[300] = t172;
    Yb[301] = t170;
    Yb[302] = t167;
    Yb[303] = t164;
    Yb[304] = t162;
    Yb[305] = t158;
    Yb[306] = t153;
    Yb[307] = Value() + 0.0;
    Yb[308] = Value() + 0.0;
    Yb[309] = Value() + 0.0;
    Yb[310] = Value() + 0.0;
    Yb[311] = Value() + 0.0;
    Yb[312] = Value() + 0.0;
    Yb[313] = Value() + 0.0;
    Yb[314] = Value() + 0.0;
    Yb[315] = Value() + 0.0;
    Yb[316] = Value() + 0.0;
    Yb[317] = Value() + 0.0;
    Yb[318] = Value() + 0.0;
    Yb[319] = Value() + 0.0;
    Yb[320] = Value() + 0.0;
    Yb[321] = Value() + 0.0;
    Yb[322] = Value() + 0.0;
    Yb[323] = Value() + 0.0;
    Yb[324] = Value() + 0.0;
    Yb[325] = Value() + 0.0;
    Yb[326] = Value() + 0.0;
    Yb[327] = Value() + 0.0;
    Yb[328] = Value() + 0.0;
    Yb[329] = Value() + 0.0;
    Yb[330] = Value() + 0.0;
    Yb[331] = Value() + 0.0;
    Yb[332] = Value() + 0.0;
    Yb[333] = Value() + 0.0;
    Yb[334] = Value() + 0.0;
    Yb[335] = Value() + 0.0;
    Yb[336] = Value() + 0.0;
    Yb[337] = Value() + 0.0;
    Yb[338] = Value() + 0.0;
    Yb[339] = Value() + 0.0;
    Yb[340] = Value() + 0.0;
    Yb[341] = Value() + 0.0;
    Yb[342] = Value() + 0.0;
    Yb[343] = Value() + 0.0;
    Yb[344] = Value() + 0.0;
    Yb[345] = Value() + 0.0;
    Yb[346] = Value() + 0.0;
    Yb[347] = Value() + 0.0;
    Yb[348] = Value() + 0.0;
    Yb[349] = Value() + 0.0;
    Yb[350] = Value() + 0.0;
    Yb[351] = Value() + 0.0;
    Yb[352] = -t144;
    Yb[353] = t142 - t143;
    Yb[354] = t89 - t140;
    Yb[355] = t138;
    Yb[356] = t88;
    Yb[357] = t112;
    Yb[358] = -t75;
    Yb[359] = qdd[5];
    Yb[360] = qd[5];
    Yb[361] = t135;
    Yb[362] = t134;
    Yb[363] = t132;
    Yb[364] = t130;
    Yb[365] = t125;
    Yb[366] = t120 - t121;
    Yb[367] = t116 - t119;
    Yb[368] = -t118;
    Yb[369] = Value() + 0.0;
    Yb[370] = Value() + 0.0;
    Yb[371] = Value() + 0.0;
    Yb[372] = Value() + 0.0;
    Yb[373] = Value() + 0.0;
    Yb[374] = Value() + 0.0;
    Yb[375] = Value() + 0.0;
    Yb[376] = Value() + 0.0;
    Yb[377] = Value() + 0.0;
    Yb[378] = Value() + 0.0;
    Yb[379] = Value() + 0.0;
    Yb[380] = Value() + 0.0;
    Yb[381] = Value() + 0.0;
    Yb[382] = Value() + 0.0;
    Yb[383] = Value() + 0.0;
    Yb[384] = Value() + 0.0;
    Yb[385] = Value() + 0.0;
    Yb[386] = Value() + 0.0;
    Yb[387] = Value() + 0.0;
    Yb[388] = Value() + 0.0;
    Yb[389] = Value() + 0.0;
    Yb[390] = Value() + 0.0;
    Yb[391] = Value() + 0.0;
    Yb[392] = Value() + 0.0;
    Yb[393] = Value() + 0.0;
    Yb[394] = Value() + 0.0;
    Yb[395] = Value() + 0.0;
    Yb[396] = Value() + 0.0;
    Yb[397] = Value() + 0.0;
    Yb[398] = Value() + 0.0;
    Yb[399] = Value() + 0.0;
    Yb[400] = Value() + 0.0;
    Yb[401] = Value() + 0.0;
    Yb[402] = Value() + 0.0;
    Yb[403] = Value() + 0.0;
    Yb[404] = Value() + 0.0;
    Yb[405] = Value() + 0.0;
    Yb[406] = Value() + 0.0;
    Yb[407] = Value() + 0.0;
    Yb[408] = Value() + 0.0;
    Yb[409] = Value() + 0.0;
    Yb[410] = Value() + 0.0;
    Yb[411] = Value() + 0.0;
    Yb[412] = Value() + 0.0;
    Yb[413] = Value() + 0.0;
    Yb[414] = Value() + 0.0;
    Yb[415] = Value() + 0.0;
    Yb[416] = Value() + 0.0;
    Yb[417] = Value() + 0.0;
    Yb[418] = Value() + 0.0;
    Yb[419] = Value() + 0.0;
    Yb[420] = Value() + 0.0;
    Yb[421] = Value() + 0.0;
    Yb[422] = Value() + 0.0;
    Yb[423] = Value() + 0.0;
    Yb[424] = -t108;
    Yb[425] = t106 - t107;
    Yb[426] = t103 - t104;
    Yb[427] = t97;
    Yb[428] = t86;
    Yb[429] = t84 - t85;
    Yb[430] = -t83;
    Yb[431] = qdd[6];
    Yb[432] = qd[6];
    Yb[433] = t0;
  }
};
/// base_regressor at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct BaseRegressorLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, const double* qd, const double* qdd, double* Yb) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], qd_lanes[7], qdd_lanes[7], Yb_lanes[434];
    gather(q_lanes, q, 7, k, valid);
    gather(qd_lanes, qd, 7, k, valid);
    gather(qdd_lanes, qdd, 7, k, valid);
    BaseRegressorBody()(sin_cos, q_lanes, qd_lanes, qdd_lanes, Yb_lanes);
    scatter(Yb, Yb_lanes, 434, k, valid);
  }
};
}  // namespace
void base_regressor(const double* q, const double* qd, const double* qdd, double* Yb) {
  evaluate(BaseRegressorBody(), q, qd, qdd, Yb);
}
void base_regressor_batch(int count, const double* q, const double* qd, const double* qdd, double* Yb) {
  evaluate_batch(BaseRegressorLanes(), count, q, qd, qdd, Yb);
}


// Built from: the model's standard parameters grouped exactly.
// 0 multiplications, 0 additions, 0 divisions, 0 function calls.


void base_parameters(double* beta) {
  beta[0] = 0.03733744848940618;
  beta[1] = 0.0;
  beta[2] = 0.0;
  beta[3] = 0.9896232897634767;
  beta[4] = -0.00398335888393552;
  beta[5] = 0.01026110182100817;
  beta[6] = 0.0007689361029464;
  beta[7] = 1.0357790547533403;
  beta[8] = -0.002031994566;
  beta[9] = -3.104340043512;
  beta[10] = 0.0;
  beta[11] = 0.0;
  beta[12] = 0.01159586409516604;
  beta[13] = -0.000121912420950744;
  beta[14] = -0.005487648106562256;
  beta[15] = -0.004377257121839584;
  beta[16] = 0.12445520614822143;
  beta[17] = 0.684157959872;
  beta[18] = 0.028227094878;
  beta[19] = 0.0;
  beta[20] = 0.0;
  beta[21] = 0.0;
  beta[22] = 0.540829284939183;
  beta[23] = 0.13876407268546084;
  beta[24] = 0.0039053550262761;
  beta[25] = -0.00164448757736927;
  beta[26] = 0.632524057252814;
  beta[27] = -0.49008027465;
  beta[28] = 1.720683553603;
  beta[29] = 0.0;
  beta[30] = 0.0;
  beta[31] = 0.0;
  beta[32] = 0.024230847133882086;
  beta[33] = -0.00151524447332703;
  beta[34] = -0.004600245517563106;
  beta[35] = 0.00216405205209813;
  beta[36] = 0.027133159263935513;
  beta[37] = -0.014653732538;
  beta[38] = 0.067870631425;
  beta[39] = 0.0;
  beta[40] = 0.0;
  beta[41] = 0.0;
  beta[42] = -0.000884123530507804;
  beta[43] = 0.005511034382675315;
  beta[44] = -0.000103758917218685;
  beta[45] = 9.3569097314605e-05;
  beta[46] = 0.030389507210667306;
  beta[47] = 0.164967552695;
  beta[48] = -0.068832705569;
  beta[49] = 0.0;
  beta[50] = 0.0;
  beta[51] = 0.0;
  beta[52] = 0.00242094377852123;
  beta[53] = -0.000395108718315752;
  beta[54] = -0.001672482661783778;
  beta[55] = -0.000548359106408232;
  beta[56] = 0.004909651967360946;
  beta[57] = 0.007735484874;
  beta[58] = -0.003127439544;
  beta[59] = 0.0;
  beta[60] = 0.0;
  beta[61] = 0.0;
}


// Built from: forward kinematics in the base frame, the task's rows.
// 93 multiplications, 63 additions, 0 divisions, 12 function calls.
namespace {
struct TaskJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Value* q, Value* Jx) const {
    Value sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[3], q[2], q[4], q[5], q[0]);
    const Value t0 = sine[0] * cosine[2];
    const Value t1 = cosine[0] * sine[1] - cosine[1] * t0;
    const Value t2 = sine[0] * sine[2];
    const Value t3 = t2 * sine[3] + t1 * cosine[3];
    const Value t4 = cosine[1] * cosine[0] + sine[1] * t0;
    const Value t5 = t1 * sine[3] - cosine[3] * t2;
    const Value t6 = cosine[0] * sine[5];
    const Value t7 = t6 * cosine[2] + cosine[5] * sine[2];
    const Value t8 = t6 * sine[2] - cosine[5] * cosine[2];
    const Value t9 = sine[5] * sine[0];
    const Value t10 = t7 * cosine[1] + t9 * sine[1];
    const Value t11 = cosine[3] * t10 - t8 * sine[3];
    const Value t12 = cosine[1] * t9 - t7 * sine[1];
    const Value t13 = t10 * sine[3] + t8 * cosine[3];
    const Value t14 = cosine[0] * cosine[5];
    const Value t15 = t14 * cosine[2] - sine[5] * sine[2];
    const Value t16 = t14 * sine[2] + sine[5] * cosine[2];
    const Value t17 = sine[0] * cosine[5];
    const Value t18 = sine[1] * t17 + cosine[1] * t15;
    const Value t19 = cosine[3] * t18 - sine[3] * t16;
    const Value t20 = cosine[1] * t17 - t15 * sine[1];
    const Value t21 = t18 * sine[3] + cosine[3] * t16;
    const Value t22 = 0.316 * t9;
    const Value t23 = t22 + 0.0825 * t7;
    const Value t24 = t23 + (0.384 * t12 - 0.0825 * t10);
    const Value t25 = t24 + 0.088 * (t12 * sine[4] + t11 * cosine[4]);
    const Value t26 = t25 - t24;
    const Value t27 = t25 - t23;
    const Value t28 = t25 - t22;
    const Value t29 = 0.316 * t17;
    const Value t30 = t29 + 0.0825 * t15;
    const Value t31 = t30 + (0.384 * t20 - 0.0825 * t18);
    const Value t32 = t31 + 0.088 * (t20 * sine[4] + cosine[4] * t19);
    const Value t33 = t32 - t31;
    const Value t34 = t32 - t30;
    const Value t35 = t32 - t29;
    const Value t36 = 0.333 + 0.316 * cosine[0];
    const Value t37 = t36 - 0.0825 * t0;
    const Value t38 = 0.384 * t4 - 0.0825 * t1 + t37;
    const Value t39 = 0.088 * (t4 * sine[4] + t3 * cosine[4]) + t38;
    const Value t40 = t39 - t38;
    const Value t41 = t39 - t37;
    const Value t42 = t39 - t36;
    const Value t43 = t39 - 0.333;
    Jx[0] = -t25;
    Jx[1] = t43 * cosine[5];
    Jx[2] = t9 * t42 - t28 * cosine[0];
    Jx[3] = t8 * t41 + t27 * t2;
    Jx[4] = t12 * t40 - t4 * t26;
    Jx[5] = t40 * t13 - t5 * t26;
    Jx[6] = Value() + 0.0;
    Jx[7] = t32;
    Jx[8] = t43 * sine[5];
    Jx[9] = cosine[0] * t35 - t17 * t42;
    Jx[10] = -(t2 * t34 + t41 * t16);
    Jx[11] = t4 * t33 - t40 * t20;
    Jx[12] = t33 * t5 - t40 * t21;
    Jx[13] = Value() + 0.0;
    Jx[14] = Value() + 0.0;
    Jx[15] = -(sine[5] * t25 + t32 * cosine[5]);
    Jx[16] = t28 * t17 - t9 * t35;
    Jx[17] = t27 * t16 - t8 * t34;
    Jx[18] = t20 * t26 - t12 * t33;
    Jx[19] = t21 * t26 - t13 * t33;
    Jx[20] = Value() + 0.0;
    Jx[21] = Value() + 0.0;
    Jx[22] = -sine[5];
    Jx[23] = t17;
    Jx[24] = t16;
    Jx[25] = t20;
    Jx[26] = t21;
    Jx[27] = t19 * sine[4] - cosine[4] * t20;
    Jx[28] = Value() + 0.0;
    Jx[29] = cosine[5];
    Jx[30] = t9;
    Jx[31] = t8;
    Jx[32] = t12;
    Jx[33] = t13;
    Jx[34] = t11 * sine[4] - t12 * cosine[4];
    Jx[35] = Value() + 1.0;
    Jx[36] = Value() + 0.0;
    Jx[37] = cosine[0];
    Jx[38] = -t2;
    Jx[39] = t4;
    Jx[40] = t5;
    Jx[41] = t3 * sine[4] - t4 * cosine[4];
  }
};
/// task_jacobian at states k to k + valid - 1, in the lanes of SinCos::Lane.
struct TaskJacobianLanes {
  template <typename SinCos>
  void operator()(SinCos sin_cos, int k, int valid, const double* q, double* Jx) const {
    typedef typename SinCos::Lane Value;
    Value q_lanes[7], Jx_lanes[42];
    gather(q_lanes, q, 7, k, valid);
    TaskJacobianBody()(sin_cos, q_lanes, Jx_lanes);
    scatter(Jx, Jx_lanes, 42, k, valid);
  }
};
}  // namespace
void task_jacobian(const double* q, double* Jx) {
  evaluate(TaskJacobianBody(), q, Jx);
}
void task_jacobian_batch(int count, const double* q, double* Jx) {
  evaluate_batch(TaskJacobianLanes(), count, q, Jx);
}


// Built from: calls mass_matrix, task_jacobian; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 623 multiplications, 455 additions, 13 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_mass_matrix(const double* q, double* Mx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  mass_matrix(q, M);
  task_jacobian(q, J);
  return task_space_solve(M, J, nullptr, nullptr, kTask, false, Mx);
}
void task_mass_matrix_batch(int count, const double* q, double* Mx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_mass_matrix(q + k * 7, Mx + k * 36);
}

// Built from: calls mass_matrix, task_jacobian, coriolis_centrifugal, jacobian_dot_qd; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 590 multiplications, 463 additions, 13 divisions, 0 function calls. The solves included. Besides the functions it calls.


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
void task_velocity_terms_batch(int count, const double* q, const double* qd, double* Vx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_velocity_terms(q + k * 7, qd + k * 7, Vx + k * 6);
}

// Built from: calls mass_matrix, task_jacobian, gravity; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 590 multiplications, 457 additions, 13 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_gravity(const double* q, double* Gx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double G[kDof];
  mass_matrix(q, M);
  task_jacobian(q, J);
  gravity(q, G);
  return task_space_solve(M, J, G, nullptr, 1, false, Gx);
}
void task_gravity_batch(int count, const double* q, double* Gx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_gravity(q + k * 7, Gx + k * 6);
}

// Built from: calls mass_matrix, task_jacobian, coriolis_centrifugal, gravity, jacobian_dot_qd; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 821 multiplications, 659 additions, 13 divisions, 0 function calls. The solves included. Besides the functions it calls.


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
void task_dynamics_batch(int count, const double* q, const double* qd, double* Mx, double* Vx, double* Gx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_dynamics(q + k * 7, qd + k * 7, Mx + k * 36, Vx + k * 6, Gx + k * 6);
}

// Built from: calls mass_matrix, task_jacobian, coriolis_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
// 3868 multiplications, 3661 additions, 13 divisions, 12 function calls. The solves included. Besides the functions it calls.

namespace {
struct TaskCoriolisCoefficientsBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, double* H) const {
    double sine[6], cosine[6];
    sin_cos(sine, cosine, q[3], q[1], q[2], q[5], q[4], q[0]);
    const double t0 = sine[1] * cosine[2];
    const double t1 = cosine[0] * cosine[1] + sine[0] * t0;
    const double t2 = cosine[1] * sine[0];
    const double t3 = cosine[0] * t0;
    const double t4 = t2 - t3;
    const double t5 = t3 - t2;
    const double t6 = sine[1] * sine[2];
    const double t7 = t6 * sine[4] + t4 * cosine[4];
    const double t8 = t1 * sine[3] + t7 * cosine[3];
    const double t9 = t4 * sine[4];
    const double t10 = cosine[4] * t6;
    const double t11 = t10 - t9;
    const double t12 = t9 - t10;
    const double t13 = t1 * cosine[4];
    const double t14 = t1 * sine[4];
    const double t15 = cosine[0] * t6;
    const double t16 = sine[4] * t0 + cosine[4] * t15;
    const double t17 = sine[0] * t6;
    const double t18 = sine[4] * t15 - cosine[4] * t0;
    const double t19 = cosine[1] * cosine[2];
    const double t20 = cosine[0] * t19 + sine[0] * sine[1];
    const double t21 = cosine[1] * sine[2];
    const double t22 = t21 * sine[4] - cosine[4] * t20;
    const double t23 = sine[0] * t19 - cosine[0] * sine[1];
    const double t24 = t20 * sine[4] + cosine[4] * t21;
    const double t25 = cosine[1] * sine[5];
    const double t26 = t25 * cosine[2] + cosine[5] * sine[2];
    const double t27 = sine[5] * sine[1];
    const double t28 = t26 * cosine[0] + t27 * sine[0];
    const double t29 = cosine[4] * t28;
    const double t30 = t25 * sine[2];
    const double t31 = cosine[5] * cosine[2];
    const double t32 = t30 - t31;
    const double t33 = t31 - t30;
    const double t34 = t29 - t32 * sine[4];
    const double t35 = t29 + t33 * sine[4];
    const double t36 = t26 * sine[0];
    const double t37 = cosine[0] * t27;
    const double t38 = t37 - t36;
    const double t39 = t36 - t37;
    const double t40 = t38 * sine[3] + t34 * cosine[3];
    const double t41 = t28 * sine[4];
    const double t42 = t41 + t32 * cosine[4];
    const double t43 = t33 * cosine[4] - t41;
    const double t44 = t38 * cosine[4];
    const double t45 = t38 * sine[4];
    const double t46 = t33 * cosine[0];
    const double t47 = cosine[4] * t46 - t26 * sine[4];
    const double t48 = t33 * sine[0];
    const double t49 = t26 * cosine[4] + t46 * sine[4];
    const double t50 = t27 * cosine[2];
    const double t51 = t25 * sine[0] - cosine[0] * t50;
    const double t52 = t27 * sine[2];
    const double t53 = t51 * cosine[4] + t52 * sine[4];
    const double t54 = t25 * cosine[0] + sine[0] * t50;
    const double t55 = t51 * sine[4] - t52 * cosine[4];
    const double t56 = cosine[1] * cosine[5];
    const double t57 = t56 * cosine[2] - sine[5] * sine[2];
    const double t58 = sine[1] * cosine[5];
    const double t59 = sine[0] * t58 + cosine[0] * t57;
    const double t60 = t56 * sine[2] + sine[5] * cosine[2];
    const double t61 = cosine[4] * t59 - sine[4] * t60;
    const double t62 = t61 * sine[3];
    const double t63 = cosine[0] * t58 - t57 * sine[0];
    const double t64 = cosine[3] * t63;
    const double t65 = t59 * sine[4] + cosine[4] * t60;
    const double t66 = t63 * sine[3] + cosine[3] * t61;
    const double t67 = cosine[4] * t63;
    const double t68 = t63 * sine[4];
    const double t69 = cosine[0] * t60;
    const double t70 = t57 * sine[4] + cosine[4] * t69;
    const double t71 = sine[0] * t60;
    const double t72 = t57 * cosine[4] - t69 * sine[4];
    const double t73 = t58 * cosine[2];
    const double t74 = t56 * sine[0] - cosine[0] * t73;
    const double t75 = t58 * sine[2];
    const double t76 = cosine[4] * t74 + t75 * sine[4];
    const double t77 = t56 * cosine[0] + sine[0] * t73;
    const double t78 = t74 * sine[4] - cosine[4] * t75;
    const double t79 = 0.0825 * t28;
    const double t80 = 0.316 * t27;
    const double t81 = t80 + 0.0825 * t26;
    const double t82 = t81 + (0.384 * t38 - t79);
    const double t83 = 0.384 * t39 + t79 - t81;
    const double t84 = t82 + 0.088 * t40;
    const double t85 = t84 - t82;
    const double t86 = 0.088 * (t42 * cosine[3]);
    const double t87 = 0.316 * t58;
    const double t88 = t87 + 0.0825 * t57;
    const double t89 = t88 + (0.384 * t63 - 0.0825 * t59);
    const double t90 = t89 + 0.088 * t66;
    const double t91 = t90 - t89;
    const double t92 = t90 - t88;
    const double t93 = t90 - t87;
    const double t94 = t90 * sine[5];
    const double t95 = 0.088 * (cosine[3] * t65);
    const double t96 = 0.088 * (t38 * cosine[3] - t34 * sine[3]);
    const double t97 = 0.088 * (t64 - t62);
    const double t98 = 0.088 * (cosine[3] * t44 - t28 * sine[3]);
    const double t99 = 0.384 * t28 + 0.0825 * t38;
    const double t100 = t98 - t99;
    const double t101 = t99 + t100;
    const double t102 = 0.384 * t59 + 0.0825 * t63;
    const double t103 = 0.088 * (t67 * cosine[3] - t59 * sine[3]) - t102;
    const double t104 = t103 + t102;
    const double t105 = 0.0825 * t33;
    const double t106 = t105 - (0.384 * t48 + 0.0825 * t46);
    const double t107 = t106 + 0.088 * (t47 * cosine[3] - t48 * sine[3]);
    const double t108 = t107 - t106;
    const double t109 = t107 - t105;
    const double t110 = 0.0825 * t60;
    const double t111 = 0.0825 * t69 + 0.384 * t71 - t110;
    const double t112 = 0.088 * (t71 * sine[3] - t70 * cosine[3]) + t111;
    const double t113 = t112 - t111;
    const double t114 = t112 + t110;
    const double t115 = t84 - t81;
    const double t116 = 0.316 * t25;
    const double t117 = t116 - 0.0825 * t50;
    const double t118 = 0.384 * t54 - 0.0825 * t51 + t117;
    const double t119 = t118 + 0.088 * (sine[3] * t54 + t53 * cosine[3]);
    const double t120 = t119 - t118;
    const double t121 = t119 - t117;
    const double t122 = t119 - t116;
    const double t123 = 0.316 * t56;
    const double t124 = t123 - 0.0825 * t73;
    const double t125 = 0.384 * t77 - 0.0825 * t74 + t124;
    const double t126 = t125 + 0.088 * (t77 * sine[3] + t76 * cosine[3]);
    const double t127 = t126 - t125;
    const double t128 = t126 - t124;
    const double t129 = t126 - t123;
    const double t130 = t84 - t80;
    const double t131 = t91 * t65;
    const double t132 = 0.088 * (sine[3] * t39 - cosine[3] * t35) + t83;
    const double t133 = t132 - t83;
    const double t134 = t132 + t81;
    const double t135 = t132 + t80;
    const double t136 = t91 * t63;
    const double t137 = t60 * t92;
    const double t138 = t93 * t58;
    const double t139 = 0.333 + 0.316 * cosine[1];
    const double t140 = t139 - 0.0825 * t0;
    const double t141 = 0.384 * t1 - 0.0825 * t4 + t140;
    const double t142 = 0.088 * t8 + t141;
    const double t143 = t142 - t141;
    const double t144 = t142 - t140;
    const double t145 = t142 - t139;
    const double t146 = t142 - 0.333;
    const double t147 = 0.088 * (t11 * cosine[3]);
    const double t148 = 0.088 * (t1 * cosine[3] - t7 * sine[3]);
    const double t149 = 0.384 * t5 - 0.0825 * t1;
    const double t150 = 0.088 * (t5 * sine[3] + t13 * cosine[3]) + t149;
    const double t151 = t150 - t149;
    const double t152 = 0.0825 * t6;
    const double t153 = t152 - (0.0825 * t15 + 0.384 * t17);
    const double t154 = t153 + 0.088 * (t16 * cosine[3] - t17 * sine[3]);
    const double t155 = t154 - t153;
    const double t156 = t154 - t152;
    const double t157 = 0.316 * sine[1];
    const double t158 = 0.0825 * t19 + t157;
    const double t159 = 0.384 * t23 + 0.0825 * t20 - t158;
    const double t160 = 0.088 * (t22 * cosine[3] + sine[3] * t23) + t159;
    const double t161 = t160 - t159;
    const double t162 = t158 + t160;
    const double t163 = t160 + t157;
    H[0] = -(t146 * sine[5] + t119);
    H[1] = t58 * t145 - cosine[1] * t93 - t107;
    H[2] = t99 - t98 + (t6 * t92 + t144 * t60);
    H[3] = t143 * t63 - t1 * t91 + t86;
    H[4] = t143 * t65 - t91 * t12 - t96;
    H[5] = 0.0;
    H[6] = cosine[5] * t154 + (t25 * t145 + t163 * t27 - (t122 * cosine[1] - t130 * sine[1]));
    H[7] = t32 * t162 - t52 * t144 + (t121 * t6 + t115 * t21) + cosine[5] * t150;
    H[8] = t161 * t38 + t143 * t54 - (t23 * t85 + t120 * t1) + cosine[5] * t147;
    H[9] = cosine[5] * t148 + (t143 * t55 + t161 * t42 - (t120 * t12 - t24 * t85));
    H[10] = 0.0;
    H[11] = t27 * t150 - cosine[1] * t100 + (t32 * t156 + t26 * t144 + (t115 * t0 + t6 * t109));
    H[12] = t38 * t155 - t143 * t48 - (t1 * t108 - t17 * t85) + (t27 * t147 + cosine[1] * t86);
    H[13] = t155 * t42 + t143 * t49 - (t108 * t12 + t18 * t85) + (t27 * t148 - t96 * cosine[1]);
    H[14] = 0.0;
    H[15] = t32 * t147 - t6 * t86 + (t38 * t151 - t143 * t28 - (t1 * t101 + t5 * t85));
    H[16] = t42 * t151 + t143 * t45 - (t14 * t85 + t101 * t12) + (t96 * t6 + t32 * t148);
    H[17] = 0.0;
    H[18] = t38 * t148 - t96 * t1 + (t42 * t147 + t143 * t34 - (t7 * t85 - t12 * t86));
    H[19] = 0.0;
    H[20] = 0.0;
    H[21] = t126 + t146 * cosine[5];
    H[22] = t27 * t145 + cosine[1] * t135 + t112;
    H[23] = t103 - (t134 * t6 + t33 * t144);
    H[24] = t1 * t133 - t143 * t39 - t95;
    H[25] = t97 + (t12 * t133 - t143 * t43);
    H[26] = 0.0;
    H[27] = sine[5] * t154 + (cosine[1] * t129 - sine[1] * t93 - (t163 * t58 + t56 * t145));
    H[28] = sine[5] * t150 - (t21 * t92 + t6 * t128 + (t162 * t60 - t75 * t144));
    H[29] = t1 * t127 + t91 * t23 - (t161 * t63 + t143 * t77) + sine[5] * t147;
    H[30] = t12 * t127 - t91 * t24 - (t143 * t78 + t161 * t65) + sine[5] * t148;
    H[31] = 0.0;
    H[32] = t103 * cosine[1] - t58 * t150 - (t114 * t6 + t0 * t92 + (t156 * t60 + t57 * t144));
    H[33] = t1 * t113 - t17 * t91 - (t143 * t71 + t155 * t63) - (t58 * t147 + cosine[1] * t95);
    H[34] = t97 * cosine[1] - t58 * t148 + (t18 * t91 + t113 * t12 - (t143 * t72 + t155 * t65));
    H[35] = 0.0;
    H[36] = t6 * t95 - t147 * t60 + (t1 * t104 + t5 * t91 - (t63 * t151 - t143 * t59));
    H[37] = t14 * t91 + t104 * t12 - (t143 * t68 + t151 * t65) - (t97 * t6 + t148 * t60);
    H[38] = 0.0;
    H[39] = t7 * t91 - t12 * t95 - (t147 * t65 + t143 * t61) + (t1 * t97 - t63 * t148);
    H[40] = 0.0;
    H[41] = 0.0;
    H[42] = -(t132 * cosine[5] - t94 + (cosine[5] * t84 + t94));
    H[43] = t138 - t130 * t27 - (t138 + t27 * t135);
    H[44] = t137 + t115 * t33 - (t137 + t32 * t134);
    H[45] = t39 * t85 + t136 - (t38 * t133 + t136);
    H[46] = t43 * t85 + t131 - (t42 * t133 + t131);
    H[47] = 0.0;
    H[48] = t130 * t56 + t122 * t58 - (t25 * t93 + t27 * t129) - (t112 * cosine[5] + t107 * sine[5]);
    H[49] = t121 * t60 - t115 * t75 - (t32 * t128 - t52 * t92) - (sine[5] * t100 + t103 * cosine[5]);
    H[50] = cosine[5] * t95 + sine[5] * t86 + (t120 * t63 + t77 * t85 - (t38 * t127 + t91 * t54));
    H[51] = t78 * t85 + t120 * t65 - (t42 * t127 + t55 * t91) - (t96 * sine[5] + t97 * cosine[5]);
    H[52] = 0.0;
    H[53] = t58 * t100 - t103 * t27 + (t115 * t57 + t109 * t60 - (t26 * t92 + t32 * t114));
    H[54] = t63 * t108 + t71 * t85 - (t38 * t113 - t48 * t91) + (t27 * t95 - t58 * t86);
    H[55] = t72 * t85 + t108 * t65 - (t113 * t42 + t49 * t91) + (t96 * t58 - t97 * t27);
    H[56] = 0.0;
    H[57] = t32 * t95 - t86 * t60 + (t101 * t63 - t59 * t85 - (t38 * t104 - t28 * t91));
    H[58] = t101 * t65 + t68 * t85 - (t45 * t91 + t42 * t104) + (t96 * t60 - t97 * t32);
    H[59] = 0.0;
    H[60] = t96 * t63 - t38 * t97 + (t61 * t85 - t86 * t65 - (t34 * t91 - t42 * t95));
    H[61] = 0.0;
    H[62] = 0.0;
    H[63] = -cosine[5];
    H[64] = -t27;
    H[65] = t33;
    H[66] = t39;
    H[67] = t43;
    H[68] = -(sine[3] * t35 + cosine[3] * t39);
    H[69] = t56;
    H[70] = -t75;
    H[71] = t77;
    H[72] = t78;
    H[73] = t76 * sine[3] - t77 * cosine[3];
    H[74] = t57;
    H[75] = t71;
    H[76] = t72;
    H[77] = -(t71 * cosine[3] + t70 * sine[3]);
    H[78] = -t59;
    H[79] = t68;
    H[80] = t59 * cosine[3] + t67 * sine[3];
    H[81] = t61;
    H[82] = -(sine[3] * t65);
    H[83] = t66;
    H[84] = -sine[5];
    H[85] = t58;
    H[86] = t60;
    H[87] = t63;
    H[88] = t65;
    H[89] = t62 - t64;
    H[90] = t25;
    H[91] = -t52;
    H[92] = t54;
    H[93] = t55;
    H[94] = t53 * sine[3] - cosine[3] * t54;
    H[95] = t26;
    H[96] = -t48;
    H[97] = t49;
    H[98] = t48 * cosine[3] + t47 * sine[3];
    H[99] = -t28;
    H[100] = t45;
    H[101] = t28 * cosine[3] + sine[3] * t44;
    H[102] = t34;
    H[103] = -(t42 * sine[3]);
    H[104] = t40;
    H[105] = 0.0;
    H[106] = 0.0;
    H[107] = 0.0;
    H[108] = 0.0;
    H[109] = 0.0;
    H[110] = 0.0;
    H[111] = -sine[1];
    H[112] = -t21;
    H[113] = t23;
    H[114] = -t24;
    H[115] = t22 * sine[3] - cosine[3] * t23;
    H[116] = -t0;
    H[117] = -t17;
    H[118] = t18;
    H[119] = t16 * sine[3] + t17 * cosine[3];
    H[120] = t5;
    H[121] = t14;
    H[122] = t13 * sine[3] - t5 * cosine[3];
    H[123] = t7;
    H[124] = t11 * sine[3];
    H[125] = t8;
  }
};
}  // namespace
int task_coriolis_coefficients(const double* q, double* Bx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double K[147];
  double H[126];
  mass_matrix(q, M);
  task_jacobian(q, J);
  coriolis_coefficients(q, K);
  evaluate(TaskCoriolisCoefficientsBody(), q, &H[0]);
  return task_space_solve(M, J, K, H, 21, true, Bx);
}

void task_coriolis_coefficients_batch(int count, const double* q, double* Bx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_coriolis_coefficients(q + k * 7, Bx + k * 147);
}

// Built from: calls mass_matrix, task_jacobian, centrifugal_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
// 1667 multiplications, 1450 additions, 13 divisions, 12 function calls. The solves included. Besides the functions it calls.

namespace {
struct TaskCentrifugalCoefficientsBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, double* H) const {
    double sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[0], q[2], q[3], q[4], q[5]);
    const double t0 = cosine[0] * sine[1];
    const double t1 = t0 * cosine[2] + cosine[1] * sine[2];
    const double t2 = sine[1] * sine[0];
    const double t3 = t1 * cosine[3] + t2 * sine[3];
    const double t4 = cosine[4] * t3;
    const double t5 = t0 * sine[2];
    const double t6 = cosine[1] * cosine[2];
    const double t7 = t5 - t6;
    const double t8 = t6 - t5;
    const double t9 = t1 * sine[3];
    const double t10 = cosine[3] * t2;
    const double t11 = t10 - t9;
    const double t12 = t9 - t10;
    const double t13 = 0.088 * (sine[5] * t12 - cosine[5] * (t4 + t8 * sine[4])) + (0.384 * t12 + 0.0825 * t3 - (0.316 * t2 + 0.0825 * t1));
    const double t14 = 0.088 * (t11 * cosine[5] - (t4 - t7 * sine[4]) * sine[5]);
    const double t15 = cosine[0] * cosine[1];
    const double t16 = t15 * cosine[2] - sine[1] * sine[2];
    const double t17 = sine[0] * cosine[1];
    const double t18 = sine[3] * t17 + cosine[3] * t16;
    const double t19 = t15 * sine[2] + sine[1] * cosine[2];
    const double t20 = t18 * sine[4] + cosine[4] * t19;
    const double t21 = cosine[4] * t18 - sine[4] * t19;
    const double t22 = cosine[3] * t17 - t16 * sine[3];
    const double t23 = 0.088 * (cosine[5] * t22 - t21 * sine[5]);
    const double t24 = 0.316 * t17 + 0.0825 * t16 + (0.384 * t22 - 0.0825 * t18) + 0.088 * (t22 * sine[5] + cosine[5] * t21);
    const double t25 = 0.088 * (cosine[4] * t22 * cosine[5] - t18 * sine[5]) - (0.384 * t18 + 0.0825 * t22);
    const double t26 = t3 * sine[4] + t7 * cosine[4];
    const double t27 = 0.088 * (cosine[5] * (t11 * cosine[4]) - t3 * sine[5]) - (0.384 * t3 + 0.0825 * t11);
    const double t28 = 0.088 * (cosine[5] * t20);
    const double t29 = 0.088 * (t26 * cosine[5]);
    const double t30 = t8 * sine[3];
    const double t31 = t8 * cosine[3];
    const double t32 = 0.0825 * t8 - (0.384 * t30 + 0.0825 * t31) + 0.088 * ((cosine[4] * t31 - t1 * sine[4]) * cosine[5] - t30 * sine[5]);
    const double t33 = cosine[3] * t19;
    const double t34 = sine[3] * t19;
    const double t35 = 0.088 * (t34 * sine[5] - (t16 * sine[4] + cosine[4] * t33) * cosine[5]) + (0.0825 * t33 + 0.384 * t34 - 0.0825 * t19);
    const double t36 = t2 * cosine[2];
    const double t37 = t0 * cosine[3] + sine[3] * t36;
    const double t38 = t0 * sine[3] - cosine[3] * t36;
    const double t39 = 0.384 * t37 - 0.0825 * t38 + (0.316 * t0 - 0.0825 * t36) + 0.088 * (sine[5] * t37 + (t38 * cosine[4] + t2 * sine[2] * sine[4]) * cosine[5]);
    const double t40 = t17 * cosine[2];
    const double t41 = t15 * cosine[3] + sine[3] * t40;
    const double t42 = t15 * sine[3] - cosine[3] * t40;
    const double t43 = 0.384 * t41 - 0.0825 * t42 + (0.316 * t15 - 0.0825 * t40) + 0.088 * (t41 * sine[5] + (cosine[4] * t42 + t17 * sine[2] * sine[4]) * cosine[5]);
    const double t44 = sine[0] * cosine[2];
    const double t45 = cosine[3] * cosine[0] + sine[3] * t44;
    const double t46 = cosine[0] * sine[3];
    const double t47 = cosine[3] * t44;
    const double t48 = t46 - t47;
    const double t49 = t47 - t46;
    const double t50 = 0.088 * (t49 * sine[5] + t45 * cosine[4] * cosine[5]) + (0.384 * t49 - 0.0825 * t45);
    const double t51 = sine[0] * sine[2];
    const double t52 = 0.088 * (t45 * cosine[5] - (t51 * sine[4] + t48 * cosine[4]) * sine[5]);
    const double t53 = t48 * sine[4];
    const double t54 = cosine[4] * t51;
    const double t55 = t53 - t54;
    const double t56 = 0.088 * ((t54 - t53) * cosine[5]);
    const double t57 = cosine[3] * t51;
    const double t58 = sine[3] * t51;
    const double t59 = 0.0825 * t51 - (0.0825 * t57 + 0.384 * t58) + 0.088 * ((sine[4] * t44 + cosine[4] * t57) * cosine[5] - t58 * sine[5]);
    const double t60 = cosine[0] * cosine[2];
    const double t61 = cosine[3] * t60 + sine[3] * sine[0];
    const double t62 = sine[3] * t60 - cosine[3] * sine[0];
    const double t63 = 0.088 * ((cosine[0] * sine[2] * sine[4] - cosine[4] * t61) * cosine[5] + sine[5] * t62) + (0.384 * t62 + 0.0825 * t61 - (0.0825 * t60 + 0.316 * sine[0]));
    H[0] = -t24;
    H[1] = t63 * cosine[1];
    H[2] = t2 * t59 - cosine[0] * t32;
    H[3] = t7 * t50 + t51 * t27;
    H[4] = t45 * t29 + t11 * t56;
    H[5] = t26 * t52 - t14 * t55;
    H[6] = 0.0;
    H[7] = t13;
    H[8] = t63 * sine[1];
    H[9] = t35 * cosine[0] - t17 * t59;
    H[10] = -(t25 * t51 + t50 * t19);
    H[11] = -(t22 * t56 + t45 * t28);
    H[12] = t23 * t55 - t52 * t20;
    H[13] = 0.0;
    H[14] = 0.0;
    H[15] = -(sine[1] * t39 + t43 * cosine[1]);
    H[16] = t32 * t17 - t35 * t2;
    H[17] = t27 * t19 - t25 * t7;
    H[18] = t11 * t28 - t22 * t29;
    H[19] = t14 * t20 - t23 * t26;
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
  }
};
}  // namespace
int task_centrifugal_coefficients(const double* q, double* Cx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double K[49];
  double H[42];
  mass_matrix(q, M);
  task_jacobian(q, J);
  centrifugal_coefficients(q, K);
  evaluate(TaskCentrifugalCoefficientsBody(), q, &H[0]);
  return task_space_solve(M, J, K, H, 7, true, Cx);
}

void task_centrifugal_coefficients_batch(int count, const double* q, double* Cx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = task_centrifugal_coefficients(q + k * 7, Cx + k * 49);
}

}  // namespace panda
