// panda_axes: closed-form dynamics emitted by nedyn 0.1.0. Do not edit;
// regenerate with the command below instead.
// Model:   models/panda_axes.yaml (SHA-256 dd517f9d4d3bd6188035bca5b2c1d3ac94a53db7adc13ccecca288fd13be3b13)
// Command: nedyn generate models/panda_axes.yaml
#include "panda_axes.hpp"

#include <cmath>

namespace panda_axes {
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
// and std::cos; -DNEDYN_NO_AVX2 keeps to two lanes. On x86-64 with AVX2 the
// body runs from a copy of it compiled for AVX2 (the same bits,
// tests/generator/avx2_copy_test.cpp).

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
#else
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
#endif
#else
template <typename Body, typename... Argument>
inline void evaluate(Body body, const Argument&... argument) {
  body(SinCosTwoLanes(), argument...);
}
#endif
#else
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

// Built from: recursion: Newton-Euler program, grouped inertial parameters.
// 360 multiplications, 294 additions, 0 divisions, 12 function calls.
namespace {
struct InverseDynamicsBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, const double* qd, const double* qdd, double* tau) const {
    double sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5], q[6]);
    const double t0 = cosine[0] * qd[0];
    const double t1 = t0 * qd[1];
    const double t2 = qdd[0] * sine[0] + t1;
    const double t3 = 0.316 * (t1 + t2);
    const double t4 = sine[0] * qd[0];
    const double t5 = cosine[1] * qd[1] + t4 * sine[1];
    const double t6 = qdd[1] * sine[1] - cosine[1] * t2 + t5 * qd[2];
    const double t7 = qdd[0] * cosine[0];
    const double t8 = t4 * qd[1];
    const double t9 = qdd[2] + (t7 - t8);
    const double t10 = t8 - t7;
    const double t11 = qd[1] * sine[1] - t4 * cosine[1];
    const double t12 = t0 + qd[2];
    const double t13 = cosine[2] * t12 - sine[2] * t11;
    const double t14 = cosine[2] * t6 + sine[2] * t9 + t13 * qd[3];
    const double t15 = qd[3] - t5;
    const double t16 = t14 + t13 * t15;
    const double t17 = sine[2] * t12 + cosine[2] * t11;
    const double t18 = cosine[2] * t9 - t6 * sine[2] - t17 * qd[3];
    const double t19 = t15 * t17 - t18;
    const double t20 = 0.316 * (t4 * t0 - qdd[1]) + 9.81 * sine[0];
    const double t21 = t3 * cosine[1] + t20 * sine[1];
    const double t22 = t3 * sine[1] - t20 * cosine[1];
    const double t23 = t5 * t11;
    const double t24 = t23 + t9;
    const double t25 = t21 + 0.0825 * t24;
    const double t26 = 0.384 * t16 - 0.0825 * t19 - t25;
    const double t27 = t13 * t17;
    const double t28 = t11 * qd[2];
    const double t29 = qdd[1] * cosine[1] + t2 * sine[1];
    const double t30 = t28 - t29 + qdd[3];
    const double t31 = t29 - t28;
    const double t32 = t27 - t30;
    const double t33 = t27 + t30;
    const double t34 = t15 * t15;
    const double t35 = t34 + t13 * t13;
    const double t36 = t34 + t17 * t17;
    const double t37 = t12 * t12;
    const double t38 = t37 + t5 * t5;
    const double t39 = t22 - 0.0825 * t38;
    const double t40 = 9.81 * cosine[0] - 0.316 * (t4 * t4 + qd[1] * qd[1]);
    const double t41 = 0.0825 * (t12 * t11 - t31) + t40;
    const double t42 = t41 * sine[2] + cosine[2] * t39;
    const double t43 = t41 * cosine[2] - sine[2] * t39;
    const double t44 = t42 + (0.384 * t32 + 0.0825 * t35);
    const double t45 = cosine[3] * t26 + sine[3] * t44;
    const double t46 = cosine[3] * t44 - sine[3] * t26;
    const double t47 = cosine[3] * t15 + t17 * sine[3];
    const double t48 = qd[5] + t47;
    const double t49 = cosine[3] * t17 - t15 * sine[3];
    const double t50 = t13 + qd[4];
    const double t51 = cosine[4] * t49 + t50 * sine[4];
    const double t52 = t14 * cosine[3] - t30 * sine[3] - qd[4] * t47;
    const double t53 = t18 + qdd[4];
    const double t54 = t53 * cosine[4] - t52 * sine[4];
    const double t55 = qd[5] * t51;
    const double t56 = t54 - t55;
    const double t57 = qdd[6] + (t55 - t54);
    const double t58 = t48 * t51 - t56;
    const double t59 = t45 + 0.088 * t58;
    const double t60 = t43 - (0.0825 * t33 + 0.384 * t36);
    const double t61 = cosine[4] * t46 + t60 * sine[4];
    const double t62 = t48 * t48;
    const double t63 = sine[4] * t49;
    const double t64 = t50 * cosine[4];
    const double t65 = t64 - t63;
    const double t66 = t63 - t64 + qd[6];
    const double t67 = t62 + t65 * t65;
    const double t68 = t61 - 0.088 * t67;
    const double t69 = 0.007735484874 * (t59 * cosine[5] - sine[5] * t68) + 0.003127439544 * (sine[5] * t59 + cosine[5] * t68);
    const double t70 = qd[4] * t49 + (t14 * sine[3] + cosine[3] * t30);
    const double t71 = qdd[5] + t70;
    const double t72 = t53 * sine[4] + t52 * cosine[4] + qd[5] * t65;
    const double t73 = t48 * cosine[5] - sine[5] * t51;
    const double t74 = t73 * qd[6] + (sine[5] * t71 + t72 * cosine[5]);
    const double t75 = cosine[5] * t51 + sine[5] * t48;
    const double t76 = t71 * cosine[5] - sine[5] * t72 - t75 * qd[6];
    const double t77 = 0.000548359106408232 * t66 + 0.000395108718315752 * t75;
    const double t78 = 0.00242094377852123 * t75 - 0.000395108718315752 * t73 - 0.001672482661783778 * t66;
    const double t79 = 0.004909651967360946 * t57 - (0.001672482661783778 * t74 + 0.000548359106408232 * t76) - (t77 * t75 + t73 * t78);
    const double t80 = t69 + t79;
    const double t81 = t60 * cosine[4] - sine[4] * t46;
    const double t82 = t51 * t65;
    const double t83 = t71 + t82;
    const double t84 = t81 + 0.088 * t83;
    const double t85 = 0.004909651967360946 * t66 - (0.000548359106408232 * t73 + 0.001672482661783778 * t75);
    const double t86 = 0.00242094377852123 * t74 - 0.000395108718315752 * t76 - 0.001672482661783778 * t57 + (t73 * t85 + t77 * t66);
    const double t87 = t66 * t78 - t85 * t75 - (0.000548359106408232 * t57 + 0.000395108718315752 * t74) + 0.007735484874 * t84;
    const double t88 = 0.003127439544 * t84 + t86;
    const double t89 = 0.003127439544 * (t74 + t66 * t73) - 0.007735484874 * (t66 * t75 - t76);
    const double t90 = t89 + (0.164967552695 * t83 + 0.068832705569 * (t51 * t51 + t62));
    const double t91 = t66 * t66;
    const double t92 = 0.005511034382675315 * t51 + 9.3569097314605e-05 * t48;
    const double t93 = 0.005511034382675315 * t65 - 0.000884123530507804 * t51 - 0.000103758917218685 * t48;
    const double t94 = 9.3569097314605e-05 * t56 - 0.000103758917218685 * t72 + 0.030389507210667306 * t71 + (t92 * t51 - t93 * t65);
    const double t95 = 0.088 * t89 + (sine[5] * t88 + cosine[5] * t87 + (0.068832705569 * t61 + 0.164967552695 * t81 + t94));
    const double t96 = 0.030389507210667306 * t48 + (9.3569097314605e-05 * t65 - 0.000103758917218685 * t51);
    const double t97 = 0.005511034382675315 * t72 + 9.3569097314605e-05 * t71 + (t48 * t93 - t96 * t51) - 0.164967552695 * t45;
    const double t98 = t96 * t65 - t48 * t92 + (0.005511034382675315 * t56 - 0.000884123530507804 * t72 - 0.000103758917218685 * t71);
    const double t99 = t88 * cosine[5] - sine[5] * t87 + (t98 - 0.068832705569 * t45);
    const double t100 = t73 * t75;
    const double t101 = 0.003127439544 * (t91 + t75 * t75) + 0.007735484874 * (t57 + t100);
    const double t102 = 0.007735484874 * (t91 + t73 * t73) + 0.003127439544 * (t100 - t57);
    const double t103 = 0.068832705569 * (t82 - t71) + 0.164967552695 * t67 + (sine[5] * t101 + cosine[5] * t102);
    const double t104 = t101 * cosine[5] - sine[5] * t102;
    const double t105 = t97 - t80 - 0.088 * t104;
    const double t106 = 0.00151524447332703 * t47 + 0.024230847133882086 * t49 - 0.004600245517563106 * t50;
    const double t107 = 0.00216405205209813 * t50 - 0.00151524447332703 * t49;
    const double t108 = t106 * t47 + t107 * t49 + (0.027133159263935513 * t53 - (0.00216405205209813 * t70 + 0.004600245517563106 * t52));
    const double t109 = 0.014653732538 * t45 - 0.067870631425 * t46 + t108 + (t105 * cosine[4] + sine[4] * t99);
    const double t110 = 0.027133159263935513 * t50 - (0.00216405205209813 * t47 + 0.004600245517563106 * t49);
    const double t111 = 0.024230847133882086 * t52 + 0.00151524447332703 * t70 - 0.004600245517563106 * t53 - (t107 * t50 + t110 * t47);
    const double t112 = cosine[4] * t99 - t105 * sine[4] + (t111 + 0.067870631425 * t60);
    const double t113 = t50 * t106 - t110 * t49 + (0.00216405205209813 * t53 - 0.00151524447332703 * t52) + 0.014653732538 * t60;
    const double t114 = cosine[4] * t90 - sine[4] * t103 + (0.067870631425 * (t52 - t50 * t47) - 0.014653732538 * (t50 * t49 + t70));
    const double t115 = t114 - (0.49008027465 * t33 + 1.720683553603 * t36);
    const double t116 = t113 - t95;
    const double t117 = t50 * t50;
    const double t118 = 0.13876407268546084 * t17 - 0.00164448757736927 * t15;
    const double t119 = 0.13876407268546084 * t13 + 0.540829284939183 * t17 + 0.0039053550262761 * t15;
    const double t120 = t118 * t17 - t13 * t119 + (0.632524057252814 * t30 + (0.0039053550262761 * t14 - 0.00164448757736927 * t18));
    const double t121 = t120 - (1.720683553603 * t42 + 0.49008027465 * t43) - (t116 * cosine[3] + t112 * sine[3]);
    const double t122 = t49 * t47;
    const double t123 = t104 + (0.164967552695 * t58 - 0.068832705569 * (t72 + t48 * t65)) + (0.067870631425 * (t117 + t49 * t49) + 0.014653732538 * (t53 - t122));
    const double t124 = 0.014653732538 * (t117 + t47 * t47) - 0.067870631425 * (t53 + t122) - (t90 * sine[4] + cosine[4] * t103);
    const double t125 = t124 * cosine[3] + t123 * sine[3];
    const double t126 = t123 * cosine[3] - t124 * sine[3];
    const double t127 = 1.720683553603 * t16 - 0.49008027465 * t19 + t126;
    const double t128 = t125 + (1.720683553603 * t32 + 0.49008027465 * t35);
    const double t129 = 0.384 * t125 + 0.0825 * t114;
    const double t130 = 0.028227094878 * (t23 - t9) - 0.684157959872 * t38 + (cosine[2] * t128 - sine[2] * t115);
    const double t131 = 0.684157959872 * t24 - 0.028227094878 * (t37 + t11 * t11) - t127;
    const double t132 = 0.0825 * t127;
    const double t133 = 0.0039053550262761 * t17 - 0.00164448757736927 * t13 + 0.632524057252814 * t15;
    const double t134 = 0.0039053550262761 * t30 + (0.13876407268546084 * t18 + 0.540829284939183 * t14) + (t13 * t133 - t118 * t15);
    const double t135 = t15 * t119 - t133 * t17 + (0.13876407268546084 * t14 - 0.00164448757736927 * t30) - 0.49008027465 * t25;
    const double t136 = 0.384 * t126 + (t112 * cosine[3] - t116 * sine[3] + (t134 - 1.720683553603 * t25));
    const double t137 = t135 + t109 + 0.0825 * t126;
    const double t138 = 0.000121912420950744 * t11 + 0.004377257121839584 * t12;
    const double t139 = 0.01159586409516604 * t11 - 0.000121912420950744 * t5 - 0.005487648106562256 * t12;
    const double t140 = 0.12445520614822143 * t9 - (0.005487648106562256 * t6 + 0.004377257121839584 * t31) - (t138 * t11 + t5 * t139);
    const double t141 = cosine[2] * t137 + sine[2] * t136 + (0.684157959872 * t21 - 0.028227094878 * t22 + t140);
    const double t142 = 0.12445520614822143 * t12 - (0.004377257121839584 * t5 + 0.005487648106562256 * t11);
    const double t143 = t5 * t142 + t12 * t138 + (0.01159586409516604 * t6 - 0.000121912420950744 * t31 - 0.005487648106562256 * t9);
    const double t144 = t139 * t12 - t142 * t11 - (0.000121912420950744 * t6 + 0.004377257121839584 * t9) - 0.684157959872 * t40;
    const double t145 = 0.028227094878 * t40 + t143 + (cosine[2] * t136 - sine[2] * t137);
    const double t146 = t129 - t121 + t144 - 0.0825 * (sine[2] * t128 + cosine[2] * t115);
    const double t147 = 0.00398335888393552 * t0 - 0.9896232897634767 * t4 + 0.01026110182100817 * qd[1];
    const double t148 = 0.00398335888393552 * t4 + 0.0007689361029464 * qd[1];
    const double t149 = 0.0007689361029464 * t10 - 0.01026110182100817 * t2 + 1.0357790547533403 * qdd[1] + (t147 * t0 - t148 * t4);
    const double t150 = t145 * sine[1] + t146 * cosine[1] + (t149 + (0.01993386669246 * cosine[0] - 30.45357582685272 * sine[0]));
    const double t151 = 1.0357790547533403 * qd[1] - (0.01026110182100817 * t4 + 0.0007689361029464 * t0);
    const double t152 = 0.01026110182100817 * qdd[1] - (0.00398335888393552 * t10 + 0.9896232897634767 * t2) - (t148 * qd[1] + t151 * t0);
    const double t153 = cosine[0] * (t4 * t151 + t147 * qd[1] + (0.0007689361029464 * qdd[1] + 0.00398335888393552 * t2) + (t132 - t141));
    const double t154 = sine[0] * (t145 * cosine[1] - t146 * sine[1] + t152 - 0.316 * (t131 * cosine[1] + t130 * sine[1])) + t153;
    tau[0] = 0.03733744848940618 * qdd[0] - t154;
    tau[1] = 0.316 * (cosine[1] * t130 - t131 * sine[1]) + t150;
    tau[2] = t141 - t132;
    tau[3] = t121 - t129;
    tau[4] = t109;
    tau[5] = t95;
    tau[6] = t80;
  }
};
}  // namespace
void inverse_dynamics(const double* q, const double* qd, const double* qdd, double* tau) {
  evaluate(InverseDynamicsBody(), q, qd, qdd, tau);
}


// Built from: recursion: composite rigid bodies, grouped inertial parameters.
// 227 multiplications, 191 additions, 0 divisions, 12 function calls.
namespace {
struct MassMatrixBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, double* M) const {
    double sine[6], cosine[6];
    sin_cos(sine, cosine, q[6], q[5], q[4], q[3], q[2], q[1]);
    const double t0 = 0.000548359106408232 * cosine[0] + 0.001672482661783778 * sine[0];
    const double t1 = 0.003127439544 * sine[0] + 0.007735484874 * cosine[0];
    const double t2 = -0.004909651967360946 - 0.088 * t1;
    const double t3 = 0.000548359106408232 * sine[0];
    const double t4 = 0.001672482661783778 * cosine[0];
    const double t5 = t3 - t4;
    const double t6 = 0.005511034382675315 + (t4 - t3);
    const double t7 = t2 * cosine[1] + t5 * sine[1];
    const double t8 = t5 * cosine[1] - t2 * sine[1];
    const double t9 = 0.003127439544 * cosine[0];
    const double t10 = 0.007735484874 * sine[0];
    const double t11 = t9 - t10;
    const double t12 = t11 * cosine[1];
    const double t13 = t12 * cosine[2] + sine[2] * t1;
    const double t14 = t12 * sine[2];
    const double t15 = t11 * sine[1];
    const double t16 = 0.067870631425 + t11;
    const double t17 = sine[2] * t8 + cosine[2] * t0 + (0.0825 * t15 + 0.384 * t13);
    const double t18 = cosine[2] * t1;
    const double t19 = t18 - t14;
    const double t20 = t14 - t18;
    const double t21 = cosine[2] * t8 - sine[2] * t0 + 0.384 * t19;
    const double t22 = 0.0825 * t19 + t7;
    const double t23 = t21 * sine[3] + cosine[3] * t22 + 0.0825 * t20;
    const double t24 = cosine[3] * t21 - t22 * sine[3];
    const double t25 = t17 - 0.0825 * (cosine[3] * t15 + t13 * sine[3]);
    const double t26 = t13 * cosine[3] - t15 * sine[3];
    const double t27 = t23 * cosine[5] - sine[5] * (t24 * cosine[4] - t25 * sine[4] - 0.316 * (t26 * sine[4] + t20 * cosine[4]));
    const double t28 = 0.176 * t1;
    const double t29 = 0.164967552695 + t1;
    const double t30 = 0.000395108718315752 * cosine[0];
    const double t31 = 0.00242094377852123 * sine[0] - t30;
    const double t32 = 0.000395108718315752 * sine[0];
    const double t33 = sine[0] * t32 + t31 * cosine[0] - 0.088 * (t10 - t9);
    const double t34 = 0.030389507210667306 + (t28 + (sine[0] * t31 - cosine[0] * t32));
    const double t35 = cosine[0] * (0.00242094377852123 * cosine[0] + t32) + sine[0] * t30 - 0.000884123530507804;
    const double t36 = 0.004909651967360946 + t28;
    const double t37 = t33 - 0.000103758917218685;
    const double t38 = 9.3569097314605e-05 + t0;
    const double t39 = t37 * sine[1] + cosine[1] * t38;
    const double t40 = sine[1] * t38;
    const double t41 = t37 * cosine[1] - t40;
    const double t42 = (0.000103758917218685 - t33) * cosine[1] + t40 - 0.00151524447332703;
    const double t43 = cosine[2] * t34;
    const double t44 = t43 - t41 * sine[2];
    const double t45 = t29 * sine[1];
    const double t46 = 0.068832705569 * sine[1] + t29 * cosine[1];
    const double t47 = 0.068832705569 * cosine[1];
    const double t48 = t47 - t45;
    const double t49 = t45 - t47;
    const double t50 = t48 * cosine[2];
    const double t51 = t48 * sine[2];
    const double t52 = 0.384 * t50 + 0.0825 * t46;
    const double t53 = sine[2] * t34;
    const double t54 = t53 + cosine[2] * t41 - 0.384 * t51;
    const double t55 = 0.0825 * t51;
    const double t56 = t39 - t55;
    const double t57 = t55 + (t54 * sine[3] + cosine[3] * t56);
    const double t58 = t54 * cosine[3] - t56 * sine[3];
    const double t59 = t52 - t44 - 0.0825 * (sine[3] * t50 + cosine[3] * t46);
    const double t60 = cosine[3] * t50 - sine[3] * t46;
    const double t61 = t46 - 0.014653732538;
    const double t62 = t57 * cosine[5] - (t58 * cosine[4] - t59 * sine[4] - 0.316 * (t51 * cosine[4] + t60 * sine[4])) * sine[5];
    const double t63 = cosine[1] * t6;
    const double t64 = t6 * sine[1];
    const double t65 = t63 + t35 * sine[1];
    const double t66 = 0.024230847133882086 + ((t35 * cosine[1] - t64) * cosine[1] - (t63 - sine[1] * t36) * sine[1]);
    const double t67 = cosine[1] * t36 + t64;
    const double t68 = 0.027133159263935513 + (t65 * sine[1] + t67 * cosine[1]);
    const double t69 = cosine[1] * t65 - t67 * sine[1] - 0.004600245517563106;
    const double t70 = 0.00216405205209813 - t39;
    const double t71 = sine[2] * t69 + t70 * cosine[2];
    const double t72 = cosine[2] * t69 - t70 * sine[2];
    const double t73 = t61 * sine[2] + t16 * cosine[2];
    const double t74 = t16 * sine[2];
    const double t75 = cosine[2] * t61;
    const double t76 = 0.384 * t73;
    const double t77 = t76 - t71;
    const double t78 = 0.0825 * (sine[3] * t73) + (t71 - t76);
    const double t79 = t74 - t75;
    const double t80 = t75 - t74;
    const double t81 = 0.384 * t79 + t72;
    const double t82 = 0.0825 * t79 + t68;
    const double t83 = 0.13876407268546084 + (t72 + (0.0825 * t49 - 0.384 * t80));
    const double t84 = sine[3] * t81 + t82 * cosine[3] + 0.0825 * t80;
    const double t85 = cosine[3] * t81 - t82 * sine[3];
    const double t86 = cosine[3] * t73;
    const double t87 = cosine[5] * t84 - (t85 * cosine[4] - t78 * sine[4] - 0.316 * (t80 * cosine[4] - t86 * sine[4])) * sine[5];
    const double t88 = t42 * sine[2];
    const double t89 = t43 + t88;
    const double t90 = t42 * cosine[2];
    const double t91 = sine[2] * t66 + t90;
    const double t92 = 0.165 * t80;
    const double t93 = 0.768 * t49;
    const double t94 = 0.540829284939183 + ((cosine[2] * t66 - t88) * cosine[2] - sine[2] * (t90 - t53) + t93);
    const double t95 = 0.632524057252814 + (cosine[2] * t89 + sine[2] * t91 + (t93 - t92));
    const double t96 = 1.720683553603 + t49;
    const double t97 = t68 - t92;
    const double t98 = 0.0825 * t73;
    const double t99 = 0.0039053550262761 + (t89 * sine[2] - cosine[2] * t91 - t98);
    const double t100 = 0.028227094878 + t73;
    const double t101 = t77 - 0.00164448757736927;
    const double t102 = sine[3] * t99 + cosine[3] * t101;
    const double t103 = cosine[3] * t99;
    const double t104 = t103 - sine[3] * t101;
    const double t105 = -0.000121912420950744 - (t98 + (t103 + (0.00164448757736927 - t77) * sine[3]));
    const double t106 = t80 - 0.49008027465;
    const double t107 = cosine[3] * t106 - sine[3] * t96;
    const double t108 = cosine[3] * t96 + sine[3] * t106;
    const double t109 = t95 + 0.0825 * t107;
    const double t110 = cosine[3] * t83;
    const double t111 = sine[3] * t83;
    const double t112 = t110 + sine[3] * t94;
    const double t113 = 0.01159586409516604 + ((cosine[3] * t94 - t111) * cosine[3] - (t110 - sine[3] * t97) * sine[3]);
    const double t114 = t111 + cosine[3] * t97;
    const double t115 = 0.165 * t107;
    const double t116 = 0.684157959872 + t107;
    const double t117 = 0.12445520614822143 + (t112 * sine[3] + cosine[3] * t114 + t115);
    const double t118 = t112 * cosine[3] - sine[3] * t114 - 0.0825 * t108;
    const double t119 = t95 + t115;
    const double t120 = t118 - 0.005487648106562256;
    const double t121 = -0.004377257121839584 - t102;
    const double t122 = t121 * cosine[4] + t120 * sine[4];
    const double t123 = 0.316 * (t100 * cosine[4] + t116 * sine[4]);
    const double t124 = 0.316 * (t116 * cosine[4] - t100 * sine[4]);
    const double t125 = t124 + (cosine[4] * (0.005487648106562256 - t118) - (0.004377257121839584 + t102) * sine[4]) - 0.00398335888393552;
    const double t126 = t117 * cosine[5];
    const double t127 = t105 * sine[4];
    const double t128 = t105 * cosine[4];
    const double t129 = t119 * cosine[4] + t127;
    const double t130 = t113 * sine[4] + t128;
    const double t131 = 0.632 * t108;
    const double t132 = 0.9896232897634767 + ((t113 * cosine[4] - t127) * cosine[4] - (t128 - t119 * sine[4]) * sine[4] + t131);
    const double t133 = 0.03733744848940618 + (cosine[5] * (sine[5] * t125 + t126) + (cosine[5] * t125 + t132 * sine[5]) * sine[5]);
    const double t134 = (0.0007689361029464 + (t123 - t122)) * cosine[5] + sine[5] * (0.01026110182100817 + (t130 * cosine[4] - t129 * sine[4]));
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
    M[48] = 0.004909651967360946;
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
}  // namespace
void mass_matrix(const double* q, double* M) {
  evaluate(MassMatrixBody(), q, M);
}


// Built from: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters.
// 343 multiplications, 278 additions, 0 divisions, 12 function calls.
namespace {
struct CoriolisCentrifugalBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, const double* qd, double* V) const {
    double sine[6], cosine[6];
    sin_cos(sine, cosine, q[2], q[1], q[3], q[4], q[5], q[6]);
    const double t0 = sine[1] * qd[0];
    const double t1 = qd[1] * sine[0] - t0 * cosine[0];
    const double t2 = cosine[1] * qd[0];
    const double t3 = t2 + qd[2];
    const double t4 = cosine[2] * t3 - sine[2] * t1;
    const double t5 = cosine[0] * qd[1] + t0 * sine[0];
    const double t6 = qd[3] - t5;
    const double t7 = t2 * qd[1];
    const double t8 = t5 * qd[2] - t7 * cosine[0];
    const double t9 = t0 * qd[1];
    const double t10 = t4 * qd[3] + (cosine[2] * t8 - sine[2] * t9);
    const double t11 = t4 * t6 + t10;
    const double t12 = sine[2] * t3 + cosine[2] * t1;
    const double t13 = sine[2] * t8 + cosine[2] * t9 + t12 * qd[3];
    const double t14 = t13 + t6 * t12;
    const double t15 = 0.316 * (t7 + t7);
    const double t16 = t0 * t2;
    const double t17 = t0 * t0;
    const double t18 = t2 * t2;
    const double t19 = 0.316 * t16;
    const double t20 = t15 * cosine[0] + t19 * sine[0];
    const double t21 = t15 * sine[0] - t19 * cosine[0];
    const double t22 = t5 * t1;
    const double t23 = t22 - t9;
    const double t24 = t20 + 0.0825 * t23;
    const double t25 = 0.384 * t11 - 0.0825 * t14 - t24;
    const double t26 = t6 * t6;
    const double t27 = t26 + t4 * t4;
    const double t28 = t26 + t12 * t12;
    const double t29 = t4 * t12;
    const double t30 = t1 * qd[2];
    const double t31 = t7 * sine[0];
    const double t32 = t30 - t31;
    const double t33 = t31 - t30;
    const double t34 = t29 - t32;
    const double t35 = t29 + t32;
    const double t36 = t3 * t3;
    const double t37 = t36 + t5 * t5;
    const double t38 = t21 - 0.0825 * t37;
    const double t39 = qd[1] * qd[1];
    const double t40 = t17 + t39;
    const double t41 = 0.0825 * (t3 * t1 - t33) - 0.316 * t40;
    const double t42 = sine[2] * t41 + cosine[2] * t38;
    const double t43 = cosine[2] * t41 - t38 * sine[2];
    const double t44 = 0.384 * t34 + 0.0825 * t27 + t42;
    const double t45 = cosine[3] * t25 + t44 * sine[3];
    const double t46 = cosine[3] * t44 - sine[3] * t25;
    const double t47 = cosine[3] * t6 + t12 * sine[3];
    const double t48 = cosine[3] * t10 - sine[3] * t32 - qd[4] * t47;
    const double t49 = cosine[3] * t12 - t6 * sine[3];
    const double t50 = t4 + qd[4];
    const double t51 = cosine[4] * t49 + t50 * sine[4];
    const double t52 = t13 * cosine[4] + t48 * sine[4] + qd[5] * t51;
    const double t53 = qd[5] + t47;
    const double t54 = t52 + t53 * t51;
    const double t55 = t45 + 0.088 * t54;
    const double t56 = t43 - (0.0825 * t35 + 0.384 * t28);
    const double t57 = t56 * sine[4] + t46 * cosine[4];
    const double t58 = t53 * t53;
    const double t59 = sine[4] * t49;
    const double t60 = t50 * cosine[4];
    const double t61 = t60 - t59;
    const double t62 = t59 - t60 + qd[6];
    const double t63 = t58 + t61 * t61;
    const double t64 = t57 - 0.088 * t63;
    const double t65 = 0.003127439544 * (sine[5] * t55 + cosine[5] * t64) + 0.007735484874 * (cosine[5] * t55 - sine[5] * t64);
    const double t66 = qd[4] * t49 + (cosine[3] * t32 + t10 * sine[3]);
    const double t67 = cosine[4] * t48 - t13 * sine[4] + qd[5] * t61;
    const double t68 = t53 * cosine[5] - sine[5] * t51;
    const double t69 = t68 * qd[6] + (sine[5] * t66 + cosine[5] * t67);
    const double t70 = cosine[5] * t51 + sine[5] * t53;
    const double t71 = cosine[5] * t66 - sine[5] * t67 - t70 * qd[6];
    const double t72 = 0.000548359106408232 * t62 + 0.000395108718315752 * t70;
    const double t73 = 0.00242094377852123 * t70 - 0.000395108718315752 * t68 - 0.001672482661783778 * t62;
    const double t74 = 0.004909651967360946 * t52 - (0.001672482661783778 * t69 + 0.000548359106408232 * t71) - (t72 * t70 + t68 * t73);
    const double t75 = t65 + t74;
    const double t76 = 0.004909651967360946 * t62 - (0.000548359106408232 * t68 + 0.001672482661783778 * t70);
    const double t77 = 0.00242094377852123 * t69 - 0.000395108718315752 * t71 - 0.001672482661783778 * t52 + (t68 * t76 + t72 * t62);
    const double t78 = 0.003127439544 * (t69 + t62 * t68) - 0.007735484874 * (t62 * t70 - t71);
    const double t79 = cosine[4] * t56 - t46 * sine[4];
    const double t80 = t51 * t61;
    const double t81 = t66 + t80;
    const double t82 = t78 + (0.164967552695 * t81 + 0.068832705569 * (t51 * t51 + t58));
    const double t83 = t79 + 0.088 * t81;
    const double t84 = t62 * t73 - t76 * t70 - (0.000395108718315752 * t69 + 0.000548359106408232 * t52) + 0.007735484874 * t83;
    const double t85 = 0.003127439544 * t83 + t77;
    const double t86 = t62 * t62;
    const double t87 = 0.005511034382675315 * t51 + 9.3569097314605e-05 * t53;
    const double t88 = 0.005511034382675315 * t61 - 0.000884123530507804 * t51 - 0.000103758917218685 * t53;
    const double t89 = t87 * t51 - t88 * t61 + (0.030389507210667306 * t66 - (9.3569097314605e-05 * t52 + 0.000103758917218685 * t67));
    const double t90 = t84 * cosine[5] + sine[5] * t85 + (t89 + (0.164967552695 * t79 + 0.068832705569 * t57)) + 0.088 * t78;
    const double t91 = 0.030389507210667306 * t53 + (9.3569097314605e-05 * t61 - 0.000103758917218685 * t51);
    const double t92 = 0.005511034382675315 * t67 + 9.3569097314605e-05 * t66 + (t53 * t88 - t91 * t51) - 0.164967552695 * t45;
    const double t93 = t91 * t61 - t53 * t87 - (0.000884123530507804 * t67 + 0.005511034382675315 * t52 + 0.000103758917218685 * t66);
    const double t94 = t85 * cosine[5] - sine[5] * t84 + (t93 - 0.068832705569 * t45);
    const double t95 = t68 * t70;
    const double t96 = 0.007735484874 * (t52 + t95) + 0.003127439544 * (t86 + t70 * t70);
    const double t97 = 0.007735484874 * (t86 + t68 * t68) + 0.003127439544 * (t95 - t52);
    const double t98 = 0.068832705569 * (t80 - t66) + 0.164967552695 * t63 + (sine[5] * t96 + t97 * cosine[5]);
    const double t99 = t96 * cosine[5] - sine[5] * t97;
    const double t100 = t92 - t75 - 0.088 * t99;
    const double t101 = 0.00151524447332703 * t47 + 0.024230847133882086 * t49 - 0.004600245517563106 * t50;
    const double t102 = 0.00216405205209813 * t50 - 0.00151524447332703 * t49;
    const double t103 = t101 * t47 + t102 * t49 - (0.00216405205209813 * t66 + 0.004600245517563106 * t48 + 0.027133159263935513 * t13);
    const double t104 = t103 + (0.014653732538 * t45 - 0.067870631425 * t46) + (t100 * cosine[4] + t94 * sine[4]);
    const double t105 = 0.027133159263935513 * t50 - (0.00216405205209813 * t47 + 0.004600245517563106 * t49);
    const double t106 = 0.00151524447332703 * t66 + 0.024230847133882086 * t48 + 0.004600245517563106 * t13 - (t102 * t50 + t105 * t47);
    const double t107 = t94 * cosine[4] - t100 * sine[4] + (0.067870631425 * t56 + t106);
    const double t108 = t50 * t101 - t105 * t49 - (0.00216405205209813 * t13 + 0.00151524447332703 * t48) + 0.014653732538 * t56;
    const double t109 = t82 * cosine[4] - sine[4] * t98 + (0.067870631425 * (t48 - t50 * t47) - 0.014653732538 * (t50 * t49 + t66));
    const double t110 = t109 - (1.720683553603 * t28 + 0.49008027465 * t35);
    const double t111 = t108 - t90;
    const double t112 = t50 * t50;
    const double t113 = 0.13876407268546084 * t12 - 0.00164448757736927 * t6;
    const double t114 = 0.13876407268546084 * t4 + 0.540829284939183 * t12 + 0.0039053550262761 * t6;
    const double t115 = 0.632524057252814 * t32 + (0.0039053550262761 * t10 + 0.00164448757736927 * t13) + (t113 * t12 - t4 * t114);
    const double t116 = t115 - (1.720683553603 * t42 + 0.49008027465 * t43) - (t107 * sine[3] + cosine[3] * t111);
    const double t117 = t49 * t47;
    const double t118 = 0.014653732538 * (t13 + t117) - 0.067870631425 * (t112 + t49 * t49) - (t99 + (0.164967552695 * t54 - 0.068832705569 * (t53 * t61 + t67)));
    const double t119 = 0.014653732538 * (t112 + t47 * t47) + 0.067870631425 * (t13 - t117) - (t82 * sine[4] + cosine[4] * t98);
    const double t120 = cosine[3] * t119 - t118 * sine[3];
    const double t121 = t119 * sine[3] + cosine[3] * t118;
    const double t122 = t121 - (1.720683553603 * t11 - 0.49008027465 * t14);
    const double t123 = t120 + (0.49008027465 * t27 + 1.720683553603 * t34);
    const double t124 = 0.0825 * t109 + 0.384 * t120;
    const double t125 = 0.028227094878 * (t22 + t9) - 0.684157959872 * t37 + (cosine[2] * t123 - sine[2] * t110);
    const double t126 = t122 + (0.684157959872 * t23 - 0.028227094878 * (t36 + t1 * t1));
    const double t127 = 0.0039053550262761 * t12 - 0.00164448757736927 * t4 + 0.632524057252814 * t6;
    const double t128 = 0.540829284939183 * t10 - 0.13876407268546084 * t13 + 0.0039053550262761 * t32 + (t4 * t127 - t113 * t6);
    const double t129 = t6 * t114 - t127 * t12 + (0.13876407268546084 * t10 - 0.00164448757736927 * t32) - 0.49008027465 * t24;
    const double t130 = t128 - 1.720683553603 * t24 + (t107 * cosine[3] - sine[3] * t111) - 0.384 * t121;
    const double t131 = t104 + t129 - 0.0825 * t121;
    const double t132 = 0.000121912420950744 * t1 + 0.004377257121839584 * t3;
    const double t133 = 0.01159586409516604 * t1 - 0.000121912420950744 * t5 - 0.005487648106562256 * t3;
    const double t134 = t132 * t1 + t5 * t133 + (0.004377257121839584 * t33 + 0.005487648106562256 * t8 + 0.12445520614822143 * t9);
    const double t135 = 0.0825 * t122 + (0.684157959872 * t20 - 0.028227094878 * t21 - t134 + (cosine[2] * t131 + sine[2] * t130));
    const double t136 = 0.12445520614822143 * t3 - (0.004377257121839584 * t5 + 0.005487648106562256 * t1);
    const double t137 = 0.01159586409516604 * t8 - 0.000121912420950744 * t33 + 0.005487648106562256 * t9 + (t5 * t136 + t3 * t132);
    const double t138 = 0.216193915319552 * t40 + (t133 * t3 - t136 * t1 + (0.004377257121839584 * t9 - 0.000121912420950744 * t8));
    const double t139 = cosine[2] * t130 - t131 * sine[2] + (t137 - 0.008919761981448 * t40);
    const double t140 = t138 + (t124 - t116) - 0.0825 * (cosine[2] * t110 + sine[2] * t123);
    const double t141 = 0.01026110182100817 * t7;
    const double t142 = 0.0007689361029464 * t9;
    const double t143 = t141 - t142 - 0.00398335888393552 * (t17 - t18) - 0.9896232897634767 * t16 + (t142 - t141) + (t140 * cosine[0] + t139 * sine[0]);
    const double t144 = 0.00398335888393552 * t9;
    const double t145 = 0.0007689361029464 * (t18 - t39) + (0.01026110182100817 * t16 - t144) - 1.0357790547533403 * t7 - (t144 + 0.9896232897634767 * t7);
    const double t146 = 0.00398335888393552 * t7;
    const double t147 = 0.01026110182100817 * (t39 - t17) + (t146 - 0.0007689361029464 * t16) + 0.04615576498986361 * t9 + t146;
    const double t148 = cosine[1] * (t147 - t135) + (t139 * cosine[0] - t140 * sine[0] + t145 - 0.316 * (t125 * sine[0] + t126 * cosine[0])) * sine[1];
    V[0] = -t148;
    V[1] = t143 + 0.316 * (t125 * cosine[0] - t126 * sine[0]);
    V[2] = t135;
    V[3] = t116 - t124;
    V[4] = t104;
    V[5] = t90;
    V[6] = t75;
  }
};
}  // namespace
void coriolis_centrifugal(const double* q, const double* qd, double* V) {
  evaluate(CoriolisCentrifugalBody(), q, qd, V);
}


// Built from: recursion: at rest, grouped inertial parameters.
// 64 multiplications, 42 additions, 0 divisions, 12 function calls.
namespace {
struct GravityBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, double* G) const {
    double sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[5], q[4], q[6]);
    const double t0 = 9.81 * sine[0];
    const double t1 = t0 * cosine[1];
    const double t2 = t0 * sine[1];
    const double t3 = 9.81 * cosine[0];
    const double t4 = sine[2] * t1 + cosine[2] * t3;
    const double t5 = sine[2] * t3 - cosine[2] * t1;
    const double t6 = cosine[4] * t5 + t2 * sine[4];
    const double t7 = t4 * sine[3] + t6 * cosine[3];
    const double t8 = t5 * sine[4];
    const double t9 = cosine[4] * t2;
    const double t10 = t8 - t9;
    const double t11 = 0.003127439544 * (sine[5] * t10 + t7 * cosine[5]) + 0.007735484874 * (cosine[5] * t10 - sine[5] * t7);
    const double t12 = t4 * cosine[3];
    const double t13 = t6 * sine[3];
    const double t14 = 0.068832705569 * t7 + 0.164967552695 * (t12 - t13);
    const double t15 = t13 - t12;
    const double t16 = 0.007735484874 * t15;
    const double t17 = 0.003127439544 * t15;
    const double t18 = t16 * cosine[5] + sine[5] * t17;
    const double t19 = sine[5] * t16 - cosine[5] * t17 - 0.068832705569 * t10;
    const double t20 = 0.164967552695 * t10 + t11;
    const double t21 = t19 * sine[3] - cosine[3] * t20 - (0.067870631425 * t6 + 0.014653732538 * (t9 - t8));
    const double t22 = 0.067870631425 * t4 + (sine[3] * t20 + t19 * cosine[3]);
    const double t23 = 0.014653732538 * t4 + (t18 - t14);
    const double t24 = 1.720683553603 * t5 + 0.49008027465 * t4 + (t22 * sine[4] + cosine[4] * t23);
    const double t25 = t22 * cosine[4] - t23 * sine[4] - 1.720683553603 * t2;
    const double t26 = t21 - 0.49008027465 * t2;
    const double t27 = cosine[2] * t26 + sine[2] * t25 + (0.684157959872 * t2 + 0.028227094878 * t1);
    const double t28 = 0.27690780075318 * cosine[0] + (cosine[2] * t25 - t26 * sine[2]);
    const double t29 = t24 - 6.71158958634432 * cosine[0];
    G[0] = cosine[0] * t27 - (t28 * cosine[1] - t29 * sine[1]) * sine[0];
    G[1] = t29 * cosine[1] + t28 * sine[1] + (0.01993386669246 * cosine[0] - 30.45357582685272 * sine[0]);
    G[2] = t27;
    G[3] = -t24;
    G[4] = t21;
    G[5] = t14 - t18;
    G[6] = t11;
  }
};
}  // namespace
void gravity(const double* q, double* G) {
  evaluate(GravityBody(), q, G);
}


// Built from: recursion: Christoffel symbols of M.
// 627 multiplications, 625 additions, 0 divisions, 12 function calls.
namespace {
struct CoriolisCoefficientsBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, double* B) const {
    double sine[6], cosine[6];
    sin_cos(sine, cosine, q[6], q[5], q[4], q[3], q[2], q[1]);
    const double t0 = 0.000548359106408232 * sine[0];
    const double t1 = 0.001672482661783778 * cosine[0];
    const double t2 = t0 - t1;
    const double t3 = t1 - t0;
    const double t4 = 0.003127439544 * sine[0] + 0.007735484874 * cosine[0];
    const double t5 = 0.088 * t4;
    const double t6 = -0.004909651967360946 - t5;
    const double t7 = t2 * cosine[1] - t6 * sine[1];
    const double t8 = t6 * cosine[1] + t2 * sine[1];
    const double t9 = 0.000395108718315752 * sine[0];
    const double t10 = 0.00242094377852123 * cosine[0] + t9;
    const double t11 = cosine[0] * t10;
    const double t12 = sine[0] * t10;
    const double t13 = 0.00242094377852123 * sine[0];
    const double t14 = 0.000395108718315752 * cosine[0];
    const double t15 = t13 - t14;
    const double t16 = sine[0] * t15;
    const double t17 = t15 * cosine[0];
    const double t18 = cosine[0] * t9;
    const double t19 = sine[0] * t9;
    const double t20 = sine[0] * t14;
    const double t21 = t11 - t16 + (t18 + t20);
    const double t22 = t11 + t20 - 0.000884123530507804;
    const double t23 = t21 - t5;
    const double t24 = t3 * cosine[1] + t23 * sine[1];
    const double t25 = sine[2] * t8;
    const double t26 = 0.003127439544 * cosine[0];
    const double t27 = 0.007735484874 * sine[0];
    const double t28 = t26 - t27;
    const double t29 = t19 + t17 - 0.088 * (t27 - t26);
    const double t30 = cosine[0] * t14 - t19;
    const double t31 = t30 + (cosine[0] * (t14 - t13) - t12);
    const double t32 = t28 * cosine[1];
    const double t33 = t28 * sine[1];
    const double t34 = t33 * cosine[2];
    const double t35 = 0.0825 * t32 - 0.384 * t34;
    const double t36 = t25 - t35;
    const double t37 = 0.176 * t28;
    const double t38 = t37 + (t12 + t17 - t30);
    const double t39 = 0.067870631425 + t28;
    const double t40 = cosine[2] * t38;
    const double t41 = t3 * sine[1];
    const double t42 = (t5 - t21) * cosine[1] + t41;
    const double t43 = t23 * cosine[1] - t41;
    const double t44 = 0.005511034382675315 + t3;
    const double t45 = t40 - sine[2] * t43;
    const double t46 = t45 - t35;
    const double t47 = 0.000548359106408232 * cosine[0] + 0.001672482661783778 * sine[0];
    const double t48 = cosine[2] * t4;
    const double t49 = t32 * sine[2];
    const double t50 = t48 - t49;
    const double t51 = t49 - t48;
    const double t52 = cosine[2] * t7 - sine[2] * t47 + 0.384 * t50;
    const double t53 = cosine[1] * t47;
    const double t54 = t31 * sine[1] - t53;
    const double t55 = sine[1] * t47;
    const double t56 = sine[1] * (t37 * sine[1] + t53) + (t31 * cosine[1] + t55) * cosine[1];
    const double t57 = t37 * cosine[1] - t55;
    const double t58 = t54 * cosine[1] - t57 * sine[1];
    const double t59 = t57 * cosine[1] + t54 * sine[1];
    const double t60 = t58 * sine[2] - cosine[2] * t24;
    const double t61 = t58 * cosine[2] + t24 * sine[2];
    const double t62 = 0.384 * t51;
    const double t63 = t62 - t60;
    const double t64 = t60 - t62;
    const double t65 = t52 + t63;
    const double t66 = t33 * sine[2];
    const double t67 = 0.0825 * t66;
    const double t68 = t67 + t7;
    const double t69 = 0.384 * t66;
    const double t70 = t69 - cosine[2] * t8;
    const double t71 = 0.0825 * t50 + t8;
    const double t72 = cosine[3] * t68 + sine[3] * t70 - t67;
    const double t73 = cosine[3] * t70 - sine[3] * t68;
    const double t74 = sine[2] * t38;
    const double t75 = t69 + (cosine[2] * t43 + t74);
    const double t76 = t67 + t24;
    const double t77 = cosine[3] * t76 + t75 * sine[3] - t67;
    const double t78 = t75 * cosine[3] - t76 * sine[3];
    const double t79 = t32 * cosine[2] + sine[2] * t4;
    const double t80 = 0.384 * t79;
    const double t81 = t61 - t80;
    const double t82 = 0.0825 * t79;
    const double t83 = t59 - t82;
    const double t84 = t81 * sine[3] + cosine[3] * t83 + t82;
    const double t85 = cosine[3] * t81 - sine[3] * t83;
    const double t86 = sine[2] * t7 + cosine[2] * t47;
    const double t87 = 9.3569097314605e-05 + t47;
    const double t88 = t86 + t80;
    const double t89 = t82 - (sine[3] * t88 + cosine[3] * t82);
    const double t90 = t82 * sine[3] - cosine[3] * t88;
    const double t91 = cosine[3] * t52 - t71 * sine[3];
    const double t92 = t52 * sine[3] + cosine[3] * t71;
    const double t93 = t42 * sine[2];
    const double t94 = t93 + t40;
    const double t95 = cosine[2] * t42;
    const double t96 = t56 * sine[2] + t95;
    const double t97 = 0.0825 * t51;
    const double t98 = t94 * sine[2] - cosine[2] * t96 - t97;
    const double t99 = t98 * sine[3] + cosine[3] * t63;
    const double t100 = t98 * cosine[3];
    const double t101 = 0.0825 * (cosine[3] * t32 - sine[3] * t34);
    const double t102 = t32 * sine[3] + cosine[3] * t34;
    const double t103 = t35 - t25 - t101;
    const double t104 = t35 - t45 - t101;
    const double t105 = 0.316 * (t66 * sine[4] - t102 * cosine[4]);
    const double t106 = 0.316 * (t66 * cosine[4] + t102 * sine[4]);
    const double t107 = t73 * sine[4] + t103 * cosine[4] + t105;
    const double t108 = cosine[5] * t72 - (t73 * cosine[4] - t103 * sine[4] + t106) * sine[5];
    const double t109 = t78 * sine[4] + cosine[4] * t104 + t105;
    const double t110 = cosine[5] * t77 - (t78 * cosine[4] - t104 * sine[4] + t106) * sine[5];
    const double t111 = t52 - 0.0825 * (sine[3] * t50);
    const double t112 = cosine[3] * t50;
    const double t113 = t79 * sine[4];
    const double t114 = 0.316 * (t112 * cosine[4] - t113) + (t90 * sine[4] + t111 * cosine[4]);
    const double t115 = t64 + 0.0825 * (t51 * sine[3]);
    const double t116 = t100 + sine[3] * t64 + t97;
    const double t117 = t100 - sine[3] * t63;
    const double t118 = t51 * cosine[3];
    const double t119 = t85 * sine[4] + t115 * cosine[4] - 0.316 * (t118 * cosine[4] + t113);
    const double t120 = 0.165 * t79;
    const double t121 = 0.768 * t33;
    const double t122 = t121 + ((cosine[2] * t56 - t93) * cosine[2] - (t95 - t74) * sine[2]);
    const double t123 = t96 * sine[2] + cosine[2] * t94 + (t121 - t120);
    const double t124 = t59 - t120;
    const double t125 = t79 * cosine[3] - t33 * sine[3];
    const double t126 = 0.0825 * t125;
    const double t127 = t126 + t123;
    const double t128 = cosine[3] * t33 + t79 * sine[3];
    const double t129 = 0.0825 * t33;
    const double t130 = t129 - t80 + t61;
    const double t131 = t79 * cosine[4];
    const double t132 = t84 * cosine[5] - (cosine[4] * t85 - t115 * sine[4] - 0.316 * (t131 - t118 * sine[4])) * sine[5];
    const double t133 = cosine[5] * t89 - (t90 * cosine[4] - t111 * sine[4] - 0.316 * (t131 + t112 * sine[4])) * sine[5];
    const double t134 = 0.316 * (t128 * cosine[4]);
    const double t135 = t117 * sine[4] - t127 * cosine[4] - t134;
    const double t136 = t126 * cosine[4] + t92 * sine[4] + t134;
    const double t137 = t136 + t135;
    const double t138 = cosine[3] * t130;
    const double t139 = sine[3] * t130;
    const double t140 = t138 + sine[3] * t122;
    const double t141 = cosine[3] * (cosine[3] * t122 - t139) - (t138 - sine[3] * t124) * sine[3];
    const double t142 = t139 + cosine[3] * t124;
    const double t143 = cosine[3] * t140 - t142 * sine[3];
    const double t144 = 0.0825 * t128;
    const double t145 = t86 + (t129 + t80) - t144;
    const double t146 = t143 - t144;
    const double t147 = t146 * sine[4] - cosine[4] * t99;
    const double t148 = 0.316 * (t125 * sine[4] + t51 * cosine[4]);
    const double t149 = 0.316 * (t125 * cosine[4] - t51 * sine[4]);
    const double t150 = 0.165 * t125;
    const double t151 = cosine[3] * t142 + t140 * sine[3] + t150;
    const double t152 = t123 + t150;
    const double t153 = t147 - t148;
    const double t154 = t91 * cosine[4] - t145 * sine[4] - t148;
    const double t155 = sine[5] * (t149 + (t145 * cosine[4] + t91 * sine[4]));
    const double t156 = cosine[5] * t154 + (t92 + t97) * sine[5];
    const double t157 = 0.316 * (t128 * sine[4]);
    const double t158 = cosine[5] * t91 - (t157 + (t126 * sine[4] - t92 * cosine[4])) * sine[5];
    const double t159 = cosine[5] * t99 - (t157 + (cosine[4] * t117 + t127 * sine[4])) * sine[5];
    const double t160 = 0.632 * t128;
    const double t161 = cosine[5] * t151;
    const double t162 = t99 * sine[4];
    const double t163 = t149 + ((t144 - t143) * cosine[4] - t162);
    const double t164 = t161 - (t162 + cosine[4] * t146 - t149) * sine[5];
    const double t165 = t116 * cosine[4];
    const double t166 = t116 * sine[4];
    const double t167 = t141 * sine[4] - t165;
    const double t168 = t163 * cosine[5] + (t160 + ((t165 + t152 * sine[4]) * sine[4] + cosine[4] * (t166 + cosine[4] * t141))) * sine[5];
    const double t169 = t152 * cosine[4] - t166;
    const double t170 = (t148 - t147) * cosine[5] + (t167 * cosine[4] - t169 * sine[4]) * sine[5];
    const double t171 = t44 * sine[1];
    const double t172 = cosine[1] * t44;
    const double t173 = t22 * cosine[1] - t171;
    const double t174 = t172 + t22 * sine[1];
    const double t175 = t173 * cosine[1];
    const double t176 = t174 * sine[1];
    const double t177 = cosine[1] * t174;
    const double t178 = 0.176 * t4;
    const double t179 = 0.030389507210667306 + (t178 + (t16 - t18));
    const double t180 = 0.004909651967360946 + t178;
    const double t181 = cosine[1] * t180 + t171;
    const double t182 = t172 - sine[1] * t180;
    const double t183 = 0.164967552695 + t4;
    const double t184 = t181 * cosine[1];
    const double t185 = t181 * sine[1];
    const double t186 = t182 * cosine[1] - t185 + (t173 * sine[1] + t177);
    const double t187 = t177 - t185 - 0.004600245517563106;
    const double t188 = t182 * sine[1];
    const double t189 = t175 - t176 - (t184 + t188);
    const double t190 = 0.024230847133882086 + (t175 - t188);
    const double t191 = 0.027133159263935513 + (t176 + t184);
    const double t192 = t29 - 0.000103758917218685;
    const double t193 = 0.000103758917218685 - t29;
    const double t194 = t192 * cosine[1];
    const double t195 = sine[1] * t87;
    const double t196 = cosine[1] * t87;
    const double t197 = t192 * sine[1] + t196;
    const double t198 = t196 - t193 * sine[1];
    const double t199 = t193 * cosine[1] + t195 - 0.00151524447332703;
    const double t200 = t195 - t194;
    const double t201 = t194 - t195;
    const double t202 = cosine[2] * t200 + t189 * sine[2];
    const double t203 = cosine[2] * t189 - t200 * sine[2];
    const double t204 = t183 * sine[1];
    const double t205 = 0.068832705569 * sine[1] + t183 * cosine[1];
    const double t206 = 0.068832705569 * cosine[1];
    const double t207 = t206 - t204;
    const double t208 = t204 - t206;
    const double t209 = t207 * sine[2];
    const double t210 = t207 * cosine[2];
    const double t211 = 0.384 * t209;
    const double t212 = t211 - t202;
    const double t213 = t202 - t211;
    const double t214 = sine[2] * t179;
    const double t215 = cosine[2] * t179;
    const double t216 = t214 + cosine[2] * t201;
    const double t217 = t215 - t201 * sine[2];
    const double t218 = t211 - t216;
    const double t219 = t216 - t211;
    const double t220 = 0.384 * t210;
    const double t221 = t203 - t220;
    const double t222 = 0.0825 * t210;
    const double t223 = t186 - t222;
    const double t224 = t221 * sine[3] + cosine[3] * t223 + t222;
    const double t225 = cosine[3] * t221 - sine[3] * t223;
    const double t226 = t217 - t220;
    const double t227 = t222 + (t226 * sine[3] - cosine[3] * t222);
    const double t228 = t226 * cosine[3] + t222 * sine[3];
    const double t229 = cosine[2] * t198;
    const double t230 = t198 * sine[2];
    const double t231 = t229 - t186 * sine[2];
    const double t232 = 0.0825 * t209;
    const double t233 = t230 * sine[2] - cosine[2] * t231 - t232;
    const double t234 = cosine[3] * t212 + t233 * sine[3];
    const double t235 = cosine[3] * t233;
    const double t236 = t197 - t232;
    const double t237 = 0.00216405205209813 - t197;
    const double t238 = t219 * cosine[3] - t236 * sine[3];
    const double t239 = t219 * sine[3] + cosine[3] * t236;
    const double t240 = 0.0825 * (t209 * sine[3]);
    const double t241 = t219 + t240;
    const double t242 = t213 + t240;
    const double t243 = t232 + (t235 + sine[3] * t213);
    const double t244 = t235 - t212 * sine[3];
    const double t245 = cosine[3] * t209;
    const double t246 = 0.316 * (t210 * sine[4] + cosine[4] * t245);
    const double t247 = 0.316 * (t210 * cosine[4] - t245 * sine[4]);
    const double t248 = t242 * cosine[4] + t225 * sine[4] - t246;
    const double t249 = t224 * cosine[5] - (t225 * cosine[4] - t242 * sine[4] - t247) * sine[5];
    const double t250 = t241 * cosine[4] + t228 * sine[4] - t246;
    const double t251 = t227 * cosine[5] - sine[5] * (cosine[4] * t228 - t241 * sine[4] - t247);
    const double t252 = 0.768 * t205;
    const double t253 = t252 - (t229 * sine[2] + cosine[2] * (t186 * cosine[2] + t230));
    const double t254 = 0.165 * t210;
    const double t255 = cosine[2] * t230 + t231 * sine[2] + (t252 - t254);
    const double t256 = t186 - t254;
    const double t257 = cosine[3] * t210 - sine[3] * t205;
    const double t258 = sine[3] * t210 + cosine[3] * t205;
    const double t259 = 0.0825 * t257;
    const double t260 = t255 + t259;
    const double t261 = 0.316 * (t258 * cosine[4]);
    const double t262 = t244 * sine[4] - t260 * cosine[4] - t261;
    const double t263 = t261 + (t259 * cosine[4] + t239 * sine[4]);
    const double t264 = t262 + t263;
    const double t265 = 0.0825 * t205;
    const double t266 = t203 + (t265 - t220);
    const double t267 = t205 - 0.014653732538;
    const double t268 = t266 * cosine[3];
    const double t269 = t266 * sine[3];
    const double t270 = sine[3] * t253 + t268;
    const double t271 = cosine[3] * (cosine[3] * t253 - t269) - (t268 - sine[3] * t256) * sine[3];
    const double t272 = t269 + cosine[3] * t256;
    const double t273 = cosine[3] * t270 - t272 * sine[3];
    const double t274 = 0.0825 * t258;
    const double t275 = t220 + t265 - t217 - t274;
    const double t276 = t273 - t274;
    const double t277 = t276 * sine[4] - t234 * cosine[4];
    const double t278 = 0.316 * (t209 * cosine[4] + t257 * sine[4]);
    const double t279 = 0.316 * (cosine[4] * t257 - t209 * sine[4]);
    const double t280 = 0.165 * t257;
    const double t281 = t280 + (cosine[3] * t272 + sine[3] * t270);
    const double t282 = t255 + t280;
    const double t283 = t277 - t278;
    const double t284 = t238 * cosine[4] - t275 * sine[4] - t278;
    const double t285 = sine[5] * (t279 + (t238 * sine[4] + t275 * cosine[4]));
    const double t286 = cosine[5] * t284 + (t232 + t239) * sine[5];
    const double t287 = 0.316 * (t258 * sine[4]);
    const double t288 = t234 * cosine[5] - (t287 + (t260 * sine[4] + cosine[4] * t244)) * sine[5];
    const double t289 = t238 * cosine[5] - (t287 + (t259 * sine[4] - t239 * cosine[4])) * sine[5];
    const double t290 = 0.632 * t258;
    const double t291 = t281 * cosine[5];
    const double t292 = t234 * sine[4];
    const double t293 = t279 + (cosine[4] * (t274 - t273) - t292);
    const double t294 = t291 - (t276 * cosine[4] + t292 - t279) * sine[5];
    const double t295 = t243 * cosine[4];
    const double t296 = t243 * sine[4];
    const double t297 = t271 * sine[4] - t295;
    const double t298 = t293 * cosine[5] + ((t271 * cosine[4] + t296) * cosine[4] + (t282 * sine[4] + t295) * sine[4] + t290) * sine[5];
    const double t299 = t282 * cosine[4] - t296;
    const double t300 = (t278 - t277) * cosine[5] + sine[5] * (t297 * cosine[4] - t299 * sine[4]);
    const double t301 = t199 * sine[2];
    const double t302 = t215 + t301;
    const double t303 = t199 * cosine[2];
    const double t304 = t303 - t214;
    const double t305 = cosine[2] * t190 - t301;
    const double t306 = sine[2] * t190 + t303;
    const double t307 = cosine[2] * t302;
    const double t308 = t302 * sine[2];
    const double t309 = sine[2] * t304;
    const double t310 = t305 * cosine[2];
    const double t311 = sine[2] * t306;
    const double t312 = cosine[2] * t306;
    const double t313 = cosine[2] * t304 - t308 + (t312 + t305 * sine[2]);
    const double t314 = cosine[2] * t267;
    const double t315 = t267 * sine[2] + t39 * cosine[2];
    const double t316 = t39 * sine[2];
    const double t317 = t314 - t316;
    const double t318 = t316 - t314;
    const double t319 = 0.0825 * t317;
    const double t320 = t307 + t309 - (t310 - t311) - t319;
    const double t321 = cosine[2] * t187 - t237 * sine[2];
    const double t322 = sine[2] * t187 + t237 * cosine[2];
    const double t323 = 0.384 * t317;
    const double t324 = t323 - t321;
    const double t325 = cosine[3] * t324 + sine[3] * t320;
    const double t326 = cosine[3] * t320;
    const double t327 = t326 - t324 * sine[3];
    const double t328 = t319 + ((t321 - t323) * sine[3] + t326);
    const double t329 = 0.13876407268546084 + (t321 + (0.0825 * t208 - t323));
    const double t330 = 0.384 * t318 + t321;
    const double t331 = 0.0825 * t318 + t191;
    const double t332 = cosine[3] * t330 - t331 * sine[3];
    const double t333 = sine[3] * t330 + t331 * cosine[3];
    const double t334 = 0.165 * t315;
    const double t335 = t334 + t313;
    const double t336 = cosine[3] * t315;
    const double t337 = 0.0825 * t336;
    const double t338 = t335 - t337;
    const double t339 = sine[3] * t315;
    const double t340 = 0.316 * (t339 * cosine[4]);
    const double t341 = t340 + (t327 * sine[4] - t338 * cosine[4]);
    const double t342 = t337 * cosine[4] - t333 * sine[4] + t340;
    const double t343 = 0.384 * t315;
    const double t344 = t343 - t322;
    const double t345 = t344 * cosine[3];
    const double t346 = t345 - sine[3] * t313;
    const double t347 = t344 * sine[3];
    const double t348 = (t345 - sine[3] * t334) * sine[3] + (cosine[3] * t313 + t347) * cosine[3];
    const double t349 = t347 + cosine[3] * t334;
    const double t350 = 0.0825 * t339;
    const double t351 = t350 + (t322 - t343);
    const double t352 = t350 + (cosine[3] * t346 - t349 * sine[3]);
    const double t353 = t352 * sine[4] - t325 * cosine[4];
    const double t354 = 0.316 * (t317 * cosine[4] - t336 * sine[4]);
    const double t355 = t353 - t354;
    const double t356 = t332 * cosine[4] - t351 * sine[4] - t354;
    const double t357 = t356 * cosine[5] + sine[5] * (t333 + t319);
    const double t358 = 0.316 * (t339 * sine[4]);
    const double t359 = t325 * cosine[5] - (t338 * sine[4] + t327 * cosine[4] - t358) * sine[5];
    const double t360 = cosine[5] * t332 + (t358 + (t333 * cosine[4] + t337 * sine[4])) * sine[5];
    const double t361 = 0.632 * t339;
    const double t362 = 0.316 * (t336 * cosine[4] + t317 * sine[4]);
    const double t363 = t362 + (t352 * cosine[4] + t325 * sine[4]);
    const double t364 = (t362 - (t351 * cosine[4] + t332 * sine[4])) * sine[5];
    const double t365 = 0.165 * t336;
    const double t366 = cosine[3] * t349 + sine[3] * t346 - t365;
    const double t367 = t335 - t365;
    const double t368 = cosine[5] * t366 - t363 * sine[5];
    const double t369 = t364 + t368;
    const double t370 = t328 * cosine[4];
    const double t371 = t328 * sine[4];
    const double t372 = ((t371 - t348 * cosine[4]) * cosine[4] + (t370 + t367 * sine[4]) * sine[4] - t361) * sine[5] - t363 * cosine[5];
    const double t373 = t348 * sine[4] + t370;
    const double t374 = t367 * cosine[4] - t371;
    const double t375 = (t373 * cosine[4] + t374 * sine[4]) * sine[5] - cosine[5] * (t354 - t353);
    const double t376 = t375 + t357;
    const double t377 = 0.768 * t208;
    const double t378 = 0.540829284939183 + (t310 - t309 + t377);
    const double t379 = 1.720683553603 + t208;
    const double t380 = sine[3] * t329;
    const double t381 = cosine[3] * t329;
    const double t382 = cosine[3] * t378 - t380;
    const double t383 = t381 + sine[3] * t378;
    const double t384 = t382 * cosine[3];
    const double t385 = t383 * sine[3];
    const double t386 = t383 * cosine[3];
    const double t387 = 0.165 * t317;
    const double t388 = 0.632524057252814 + (t307 + t311 + (t377 - t387));
    const double t389 = t191 - t387;
    const double t390 = t381 - sine[3] * t389;
    const double t391 = t380 + cosine[3] * t389;
    const double t392 = t317 - 0.49008027465;
    const double t393 = t390 * sine[3];
    const double t394 = cosine[3] * t391;
    const double t395 = sine[3] * t391;
    const double t396 = t386 + t382 * sine[3] + (cosine[3] * t390 - t395);
    const double t397 = t384 - t385 - (t393 + t394);
    const double t398 = 0.01159586409516604 + (t384 - t393);
    const double t399 = cosine[3] * t392 - sine[3] * t379;
    const double t400 = cosine[3] * t379 + sine[3] * t392;
    const double t401 = t386 - t395 - 0.0825 * t400;
    const double t402 = 0.0825 * t399;
    const double t403 = t397 - t402;
    const double t404 = 0.0825 * t315;
    const double t405 = 0.0039053550262761 + (t308 - t312 - t404);
    const double t406 = 0.028227094878 + t315;
    const double t407 = cosine[3] * t405;
    const double t408 = sine[3] * t405;
    const double t409 = t344 - 0.00164448757736927;
    const double t410 = 0.00164448757736927 - t344;
    const double t411 = -0.000121912420950744 - (t404 + (t407 + t410 * sine[3]));
    const double t412 = t408 - cosine[3] * t410;
    const double t413 = t408 + cosine[3] * t409;
    const double t414 = sine[3] * t409;
    const double t415 = t414 - t407;
    const double t416 = t407 - t414;
    const double t417 = 0.316 * (t400 * sine[4]);
    const double t418 = t403 * sine[4] + t415 * cosine[4] + t417;
    const double t419 = t388 + t402;
    const double t420 = t419 * sine[4] + t416 * cosine[4] + t417;
    const double t421 = t416 * sine[4];
    const double t422 = 0.165 * t400;
    const double t423 = t396 - t422;
    const double t424 = t423 * cosine[5];
    const double t425 = 0.316 * (t400 * cosine[4]);
    const double t426 = t424 - (t425 + (t403 * cosine[4] - t415 * sine[4])) * sine[5];
    const double t427 = (t402 - t397) * cosine[4] - t421 - t425;
    const double t428 = (t419 * cosine[4] - t421 + t425) * sine[5];
    const double t429 = t428 + t426;
    const double t430 = t412 * cosine[4];
    const double t431 = t412 * sine[4];
    const double t432 = t430 - t396 * sine[4];
    const double t433 = t431 - t422 * cosine[4];
    const double t434 = cosine[5] * t418 - sine[5] * (t432 * cosine[4] - t433 * sine[4]);
    const double t435 = cosine[5] * t420 + t413 * sine[5];
    const double t436 = t434 + t435;
    const double t437 = t411 * sine[4];
    const double t438 = t411 * cosine[4];
    const double t439 = t398 * cosine[4] - t437;
    const double t440 = t398 * sine[4] + t438;
    const double t441 = t439 * cosine[4];
    const double t442 = 0.165 * t399;
    const double t443 = 0.12445520614822143 + (t385 + t394 + t442);
    const double t444 = t388 + t442;
    const double t445 = t444 * cosine[4] + t437;
    const double t446 = t438 - t444 * sine[4];
    const double t447 = t446 * cosine[4] - t445 * sine[4] + (t439 * sine[4] + t440 * cosine[4]);
    const double t448 = t446 * sine[4];
    const double t449 = 0.9896232897634767 + (t441 - t448 + 0.632 * t400);
    const double t450 = (t401 - 0.005487648106562256) * cosine[4] - (-0.004377257121839584 - t413) * sine[4];
    const double t451 = 0.005487648106562256 - t401;
    const double t452 = 0.004377257121839584 + t413;
    const double t453 = 0.684157959872 + t399;
    const double t454 = 0.632 * t399;
    const double t455 = t427 * cosine[5] + (t454 - ((t430 + t422 * sine[4]) * sine[4] + (t396 * cosine[4] + t431) * cosine[4])) * sine[5];
    const double t456 = 0.316 * (t453 * cosine[4] - t406 * sine[4]);
    const double t457 = (t441 - t440 * sine[4] - (t445 * cosine[4] + t448)) * sine[5] + cosine[5] * (t456 - t450);
    const double t458 = 0.316 * (t406 * cosine[4] + t453 * sine[4]) + (t452 * cosine[4] + t451 * sine[4]);
    const double t459 = t456 + (cosine[4] * t451 - t452 * sine[4]) - 0.00398335888393552;
    const double t460 = t443 * sine[5];
    const double t461 = t460 + cosine[5] * (t450 - t456);
    const double t462 = cosine[5] * t459;
    const double t463 = sine[5] * t459;
    const double t464 = (t462 + t449 * sine[5]) * cosine[5] + (cosine[5] * t449 - t463) * sine[5] + (cosine[5] * (t462 - t460) - sine[5] * (t463 + t443 * cosine[5]));
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
    B[21] = 0.0;
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
    B[43] = 0.0;
    B[44] = t429;
    B[45] = t369;
    B[46] = t294 - t285;
    B[47] = t164 - t155;
    B[48] = 0.0;
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
    B[65] = 0.0;
    B[66] = t359 - t360;
    B[67] = t288 - t289;
    B[68] = t159 - t158;
    B[69] = t420 - t418;
    B[70] = 0.0;
    B[71] = t341 - t342;
    B[72] = t264;
    B[73] = t137;
    B[74] = 0.0;
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
    B[87] = 0.0;
    B[88] = t249 - t251;
    B[89] = t132 - t133;
    B[90] = t356 - t355;
    B[91] = t342 - t341;
    B[92] = 0.0;
    B[93] = t248 - t250;
    B[94] = t119 - t114;
    B[95] = t332 - t325;
    B[96] = 0.0;
    B[97] = t224 - t227;
    B[98] = t84 - t89;
    B[99] = 0.0;
    B[100] = t212 - t218;
    B[101] = t65;
    B[102] = t186;
    B[103] = t59;
    B[104] = t24 + t7;
    B[105] = t300 - t286;
    B[106] = t285 - t294;
    B[107] = t289 - t288;
    B[108] = t251 - t249;
    B[109] = 0.0;
    B[110] = t110 - t108;
    B[111] = t284 - t283;
    B[112] = -t264;
    B[113] = t250 - t248;
    B[114] = 0.0;
    B[115] = t109 - t107;
    B[116] = t238 - t234;
    B[117] = t227 - t224;
    B[118] = 0.0;
    B[119] = t77 - t72;
    B[120] = t218 - t212;
    B[121] = 0.0;
    B[122] = t46 - t36;
    B[123] = 0.0;
    B[124] = t24 - t7;
    B[125] = t38;
    B[126] = t170 - t156;
    B[127] = t155 - t164;
    B[128] = t158 - t159;
    B[129] = t133 - t132;
    B[130] = t108 - t110;
    B[131] = 0.0;
    B[132] = t154 - t153;
    B[133] = -t137;
    B[134] = t114 - t119;
    B[135] = t107 - t109;
    B[136] = 0.0;
    B[137] = t91 - t99;
    B[138] = t89 - t84;
    B[139] = t72 - t77;
    B[140] = 0.0;
    B[141] = -t65;
    B[142] = t36 - t46;
    B[143] = 0.0;
    B[144] = t7 - t24;
    B[145] = 0.0;
    B[146] = 0.0;
  }
};
}  // namespace
void coriolis_coefficients(const double* q, double* B) {
  evaluate(CoriolisCoefficientsBody(), q, B);
}


// Built from: recursion: Christoffel symbols of M.
// 484 multiplications, 388 additions, 0 divisions, 12 function calls.
namespace {
struct CentrifugalCoefficientsBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, double* C) const {
    double sine[6], cosine[6];
    sin_cos(sine, cosine, q[6], q[5], q[4], q[3], q[2], q[1]);
    const double t0 = 0.000395108718315752 * sine[0];
    const double t1 = 0.00242094377852123 * cosine[0] + t0;
    const double t2 = sine[0] * t1;
    const double t3 = cosine[0] * t1;
    const double t4 = 0.00242094377852123 * sine[0];
    const double t5 = 0.000395108718315752 * cosine[0];
    const double t6 = t4 - t5;
    const double t7 = t6 * cosine[0];
    const double t8 = sine[0] * t6;
    const double t9 = sine[0] * t0;
    const double t10 = cosine[0] * t0;
    const double t11 = cosine[0] * t5 - t9;
    const double t12 = t11 + (cosine[0] * (t5 - t4) - t2);
    const double t13 = sine[0] * t5;
    const double t14 = 0.003127439544 * cosine[0];
    const double t15 = 0.007735484874 * sine[0];
    const double t16 = t9 + t7 - 0.088 * (t15 - t14);
    const double t17 = t14 - t15;
    const double t18 = 0.176 * t17;
    const double t19 = t18 + (t2 + t7 - t11);
    const double t20 = 0.000548359106408232 * cosine[0] + 0.001672482661783778 * sine[0];
    const double t21 = sine[1] * t20;
    const double t22 = t18 * cosine[1] - t21;
    const double t23 = cosine[1] * t20;
    const double t24 = sine[1] * (t18 * sine[1] + t23) + (t12 * cosine[1] + t21) * cosine[1];
    const double t25 = t12 * sine[1] - t23;
    const double t26 = 9.3569097314605e-05 + t20;
    const double t27 = t22 * cosine[1] + t25 * sine[1];
    const double t28 = t25 * cosine[1] - t22 * sine[1];
    const double t29 = t3 - t8 + (t10 + t13);
    const double t30 = t3 + t13 - 0.000884123530507804;
    const double t31 = 0.003127439544 * sine[0] + 0.007735484874 * cosine[0];
    const double t32 = 0.088 * t31;
    const double t33 = 0.001672482661783778 * cosine[0];
    const double t34 = 0.000548359106408232 * sine[0];
    const double t35 = t33 - t34;
    const double t36 = (t32 - t29) * cosine[1] + t35 * sine[1];
    const double t37 = t35 * cosine[1] + (t29 - t32) * sine[1];
    const double t38 = cosine[2] * t36;
    const double t39 = t36 * sine[2];
    const double t40 = t24 * sine[2] + t38;
    const double t41 = t39 + cosine[2] * t19;
    const double t42 = t17 * cosine[1];
    const double t43 = t42 * cosine[2] + sine[2] * t31;
    const double t44 = t42 * sine[2] - cosine[2] * t31;
    const double t45 = 0.165 * t43;
    const double t46 = t17 * sine[1];
    const double t47 = 0.768 * t46;
    const double t48 = t47 + ((cosine[2] * t24 - t39) * cosine[2] - (t38 - sine[2] * t19) * sine[2]);
    const double t49 = t40 * sine[2] + cosine[2] * t41 + (t47 - t45);
    const double t50 = t27 - t45;
    const double t51 = 0.0825 * t46 - 0.384 * t43 + (t28 * cosine[2] + t37 * sine[2]);
    const double t52 = t28 * sine[2] - cosine[2] * t37;
    const double t53 = sine[3] * t51;
    const double t54 = cosine[3] * t51;
    const double t55 = t53 + cosine[3] * t50;
    const double t56 = cosine[3] * (cosine[3] * t48 - t53) - (t54 - sine[3] * t50) * sine[3];
    const double t57 = t54 + sine[3] * t48;
    const double t58 = t43 * cosine[3] - t46 * sine[3];
    const double t59 = cosine[3] * t46 + t43 * sine[3];
    const double t60 = 0.165 * t58;
    const double t61 = cosine[3] * t55 + t57 * sine[3] + t60;
    const double t62 = t49 + t60;
    const double t63 = 0.0825 * t44;
    const double t64 = t41 * sine[2] - cosine[2] * t40 - t63;
    const double t65 = 0.384 * t44;
    const double t66 = (0.0825 * t59 - (cosine[3] * t57 - t55 * sine[3])) * cosine[4] - (t64 * sine[3] + cosine[3] * (t65 - t52)) * sine[4];
    const double t67 = t64 * cosine[3] + sine[3] * (t52 - t65) + t63;
    const double t68 = 0.316 * (t58 * cosine[4] - t44 * sine[4]) + t66;
    const double t69 = 0.632 * t59;
    const double t70 = t67 * sine[4];
    const double t71 = t67 * cosine[4];
    const double t72 = t68 * cosine[5] + (t69 + ((t71 + t62 * sine[4]) * sine[4] + cosine[4] * (t70 + cosine[4] * t56))) * sine[5];
    const double t73 = 0.005511034382675315 + t35;
    const double t74 = cosine[1] * t73;
    const double t75 = t73 * sine[1];
    const double t76 = 0.176 * t31;
    const double t77 = 0.030389507210667306 + (t76 + (t8 - t10));
    const double t78 = 0.004909651967360946 + t76;
    const double t79 = t74 - sine[1] * t78;
    const double t80 = cosine[1] * t78 + t75;
    const double t81 = t30 * cosine[1] - t75;
    const double t82 = t74 + t30 * sine[1];
    const double t83 = t80 * sine[1];
    const double t84 = t80 * cosine[1];
    const double t85 = cosine[1] * t82;
    const double t86 = t82 * sine[1];
    const double t87 = t79 * cosine[1] - t83 + (t81 * sine[1] + t85);
    const double t88 = t85 - t83 - 0.004600245517563106;
    const double t89 = t81 * cosine[1];
    const double t90 = t79 * sine[1];
    const double t91 = 0.000103758917218685 - t16;
    const double t92 = t16 - 0.000103758917218685;
    const double t93 = cosine[1] * t26;
    const double t94 = sine[1] * t26;
    const double t95 = t93 - t91 * sine[1];
    const double t96 = t91 * cosine[1] + t94 - 0.00151524447332703;
    const double t97 = t92 * sine[1] + t93;
    const double t98 = t92 * cosine[1];
    const double t99 = cosine[2] * t95;
    const double t100 = t95 * sine[2];
    const double t101 = t99 - t87 * sine[2];
    const double t102 = 0.164967552695 + t31;
    const double t103 = 0.068832705569 * sine[1] + t102 * cosine[1];
    const double t104 = t102 * sine[1];
    const double t105 = 0.768 * t103;
    const double t106 = t105 - (t99 * sine[2] + cosine[2] * (t87 * cosine[2] + t100));
    const double t107 = 0.068832705569 * cosine[1];
    const double t108 = t107 - t104;
    const double t109 = t104 - t107;
    const double t110 = t108 * cosine[2];
    const double t111 = 0.165 * t110;
    const double t112 = cosine[2] * t100 + t101 * sine[2] + (t105 - t111);
    const double t113 = t87 - t111;
    const double t114 = t89 - t86 - (t84 + t90);
    const double t115 = 0.024230847133882086 + (t89 - t90);
    const double t116 = t94 - t98;
    const double t117 = t98 - t94;
    const double t118 = cosine[2] * t114 - t116 * sine[2] + (0.0825 * t103 - 0.384 * t110);
    const double t119 = cosine[2] * t116 + t114 * sine[2];
    const double t120 = t118 * sine[3];
    const double t121 = t118 * cosine[3];
    const double t122 = t120 + cosine[3] * t113;
    const double t123 = cosine[3] * (cosine[3] * t106 - t120) - (t121 - sine[3] * t113) * sine[3];
    const double t124 = sine[3] * t106 + t121;
    const double t125 = cosine[3] * t110 - sine[3] * t103;
    const double t126 = sine[3] * t110 + cosine[3] * t103;
    const double t127 = 0.165 * t125;
    const double t128 = t127 + (cosine[3] * t122 + sine[3] * t124);
    const double t129 = t112 + t127;
    const double t130 = t108 * sine[2];
    const double t131 = 0.0825 * t130;
    const double t132 = t100 * sine[2] - cosine[2] * t101 - t131;
    const double t133 = 0.384 * t130;
    const double t134 = cosine[4] * (0.0825 * t126 - (cosine[3] * t124 - t122 * sine[3])) - (cosine[3] * (t133 - t119) + t132 * sine[3]) * sine[4];
    const double t135 = t131 + (cosine[3] * t132 + sine[3] * (t119 - t133));
    const double t136 = 0.316 * (cosine[4] * t125 - t130 * sine[4]) + t134;
    const double t137 = 0.632 * t126;
    const double t138 = t135 * cosine[4];
    const double t139 = t135 * sine[4];
    const double t140 = t136 * cosine[5] + ((t123 * cosine[4] + t139) * cosine[4] + (t129 * sine[4] + t138) * sine[4] + t137) * sine[5];
    const double t141 = 0.088 * t17;
    const double t142 = t21 - t141 * cosine[1];
    const double t143 = t23 + t141 * sine[1];
    const double t144 = t96 * cosine[2];
    const double t145 = t96 * sine[2];
    const double t146 = t144 - sine[2] * t77;
    const double t147 = cosine[2] * t77 + t145;
    const double t148 = sine[2] * t115 + t144;
    const double t149 = cosine[2] * t115 - t145;
    const double t150 = t147 * sine[2];
    const double t151 = cosine[2] * t147;
    const double t152 = cosine[2] * t148;
    const double t153 = sine[2] * t148;
    const double t154 = cosine[2] * t146 - t150 + (t152 + t149 * sine[2]);
    const double t155 = sine[2] * t146;
    const double t156 = t149 * cosine[2];
    const double t157 = t103 - 0.014653732538;
    const double t158 = 0.067870631425 + t17;
    const double t159 = t157 * sine[2] + t158 * cosine[2];
    const double t160 = cosine[2] * t157 - t158 * sine[2];
    const double t161 = 0.165 * t159;
    const double t162 = t161 + t154;
    const double t163 = 0.00216405205209813 - t97;
    const double t164 = 0.384 * t159 - (sine[2] * t88 + t163 * cosine[2]);
    const double t165 = cosine[2] * t88 - t163 * sine[2];
    const double t166 = t164 * cosine[3];
    const double t167 = t166 - sine[3] * t154;
    const double t168 = t164 * sine[3];
    const double t169 = (t166 - sine[3] * t161) * sine[3] + (cosine[3] * t154 + t168) * cosine[3];
    const double t170 = t168 + cosine[3] * t161;
    const double t171 = cosine[3] * t159;
    const double t172 = 0.165 * t171;
    const double t173 = cosine[3] * t170 + sine[3] * t167 - t172;
    const double t174 = t162 - t172;
    const double t175 = 0.0825 * t160;
    const double t176 = t151 + t155 - (t156 - t153) - t175;
    const double t177 = 0.384 * t160;
    const double t178 = t165 - t177;
    const double t179 = t175 + (t178 * sine[3] + cosine[3] * t176);
    const double t180 = t178 + 0.0825 * (sine[3] * t160);
    const double t181 = t179 * sine[4];
    const double t182 = t179 * cosine[4];
    const double t183 = sine[3] * t159;
    const double t184 = 0.632 * t183;
    const double t185 = t177 - t165;
    const double t186 = (0.0825 * t183 + (cosine[3] * t167 - t170 * sine[3])) * cosine[4] + (cosine[3] * t185 + sine[3] * t176) * sine[4];
    const double t187 = 0.316 * (t171 * cosine[4] + t160 * sine[4]) + t186;
    const double t188 = 0.13876407268546084 + (t165 + (0.0825 * t109 - t177));
    const double t189 = ((t181 - t169 * cosine[4]) * cosine[4] + (t182 + t174 * sine[4]) * sine[4] - t184) * sine[5] - t187 * cosine[5];
    const double t190 = cosine[1] * t31;
    const double t191 = sine[1] * t31;
    const double t192 = t17 * sine[2] - t190 * cosine[2];
    const double t193 = t17 * cosine[2] + t190 * sine[2];
    const double t194 = cosine[2] * t35 + t143 * sine[2] + (0.384 * t192 - 0.0825 * t191);
    const double t195 = 0.384 * t193 + (t143 * cosine[2] - t35 * sine[2]);
    const double t196 = t97 * sine[2];
    const double t197 = cosine[2] * t103;
    const double t198 = sine[2] * t103;
    const double t199 = 0.384 * t198 - t97 * cosine[2];
    const double t200 = 0.0825 * t108 - 0.384 * t197;
    const double t201 = 0.768 * t109;
    const double t202 = 0.540829284939183 + (t156 - t155 + t201);
    const double t203 = 1.720683553603 + t109;
    const double t204 = cosine[3] * t188;
    const double t205 = sine[3] * t188;
    const double t206 = t204 + sine[3] * t202;
    const double t207 = cosine[3] * t202 - t205;
    const double t208 = t206 * cosine[3];
    const double t209 = t206 * sine[3];
    const double t210 = 0.165 * t160;
    const double t211 = 0.027133159263935513 + (t86 + t84) - t210;
    const double t212 = t204 - sine[3] * t211;
    const double t213 = t205 + cosine[3] * t211;
    const double t214 = sine[3] * t213;
    const double t215 = cosine[3] * t213;
    const double t216 = t208 + t207 * sine[3] + (cosine[3] * t212 - t214);
    const double t217 = t207 * cosine[3];
    const double t218 = t212 * sine[3];
    const double t219 = t160 - 0.49008027465;
    const double t220 = cosine[3] * t160;
    const double t221 = cosine[3] * t203 + sine[3] * t219;
    const double t222 = cosine[3] * t219 - sine[3] * t203;
    const double t223 = 0.165 * t221;
    const double t224 = t216 - t223;
    const double t225 = 0.0825 * t159;
    const double t226 = 0.0039053550262761 + (t150 - t152 - t225);
    const double t227 = cosine[3] * t225 + t168 - t225;
    const double t228 = t166 - sine[3] * t225;
    const double t229 = sine[3] * t226;
    const double t230 = cosine[3] * t226;
    const double t231 = 0.00164448757736927 - t164;
    const double t232 = t164 - 0.00164448757736927;
    const double t233 = -0.000121912420950744 - (t225 + (t230 + t231 * sine[3]));
    const double t234 = t229 - cosine[3] * t231;
    const double t235 = t230 - sine[3] * t232;
    const double t236 = t229 + cosine[3] * t232;
    const double t237 = t234 * cosine[4];
    const double t238 = t234 * sine[4];
    const double t239 = 0.632 * t222;
    const double t240 = (0.0825 * t222 - (t217 - t209 - (t218 + t215))) * cosine[4] - t235 * sine[4] - 0.316 * (t221 * cosine[4]);
    const double t241 = 0.01159586409516604 + (t217 - t218);
    const double t242 = t240 * cosine[5] + (t239 - ((t237 + t223 * sine[4]) * sine[4] + (t216 * cosine[4] + t238) * cosine[4])) * sine[5];
    const double t243 = 0.0825 * t193;
    const double t244 = t243 + t142;
    const double t245 = sine[3] * t195 + t244 * cosine[3] - t243;
    const double t246 = cosine[3] * t195 - t244 * sine[3];
    const double t247 = 0.0825 * t198;
    const double t248 = t247 + t117;
    const double t249 = cosine[3] * t248 + sine[3] * t199 - t247;
    const double t250 = cosine[3] * t199 - sine[3] * t248;
    const double t251 = t233 * cosine[4];
    const double t252 = t233 * sine[4];
    const double t253 = 0.165 * t222;
    const double t254 = 0.632524057252814 + (t151 + t153 + (t201 - t210)) + t253;
    const double t255 = 0.12445520614822143 + (t209 + t215 + t253);
    const double t256 = t251 - t254 * sine[4];
    const double t257 = (t254 * cosine[4] + t252) * sine[4];
    const double t258 = t241 * cosine[4] - t252;
    const double t259 = (t241 * sine[4] + t251) * cosine[4];
    const double t260 = t256 * cosine[4] - t257 + (t258 * sine[4] + t259);
    const double t261 = 0.9896232897634767 + (t258 * cosine[4] - t256 * sine[4] + 0.632 * t221);
    const double t262 = 0.0825 * t221;
    const double t263 = t208 - t214 - t262;
    const double t264 = 0.005487648106562256 - t263;
    const double t265 = t263 - 0.005487648106562256;
    const double t266 = 0.004377257121839584 + t236;
    const double t267 = 0.028227094878 + t159;
    const double t268 = 0.684157959872 + t222;
    const double t269 = 0.316 * (t267 * cosine[4] + t268 * sine[4]);
    const double t270 = 0.316 * (t268 * cosine[4] - t267 * sine[4]);
    const double t271 = t269 + (t266 * cosine[4] + t264 * sine[4]);
    const double t272 = t270 + (cosine[4] * t264 - t266 * sine[4]) - 0.00398335888393552;
    const double t273 = t194 - 0.0825 * (sine[3] * t192 - cosine[3] * t191);
    const double t274 = sine[3] * t191 + cosine[3] * t192;
    const double t275 = t200 - t196 - 0.0825 * (t108 * cosine[3] - t197 * sine[3]);
    const double t276 = t108 * sine[3] + cosine[3] * t197;
    const double t277 = -0.004377257121839584 - t236;
    const double t278 = t269 - (t277 * cosine[4] + t265 * sine[4]);
    const double t279 = cosine[5] * t272;
    const double t280 = sine[5] * t272;
    const double t281 = (t279 + t261 * sine[5]) * cosine[5] + (cosine[5] * t261 - t280) * sine[5] + (cosine[5] * (t279 - t255 * sine[5]) - sine[5] * (t280 + t255 * cosine[5]));
    const double t282 = t245 * cosine[5] - (t246 * cosine[4] - t273 * sine[4] - 0.316 * (t274 * sine[4] - t193 * cosine[4])) * sine[5];
    const double t283 = cosine[5] * t249 - sine[5] * (t250 * cosine[4] - t275 * sine[4] + 0.316 * (t198 * cosine[4] + t276 * sine[4]));
    const double t284 = cosine[5] * t227 - (t228 * cosine[4] - t180 * sine[4] + 0.316 * (t220 * sine[4] + cosine[4] * t159)) * sine[5];
    C[0] = 0.0;
    C[1] = (0.0007689361029464 + t278) * sine[5] - cosine[5] * (0.01026110182100817 + (t259 - t257));
    C[2] = -(sine[5] * t278);
    C[3] = t235 * cosine[5] - sine[5] * (0.316 * (t222 * sine[4]) - (t236 * cosine[4] + t262 * sine[4]));
    C[4] = t284;
    C[5] = t283;
    C[6] = t282;
    C[7] = -(0.5 * t281);
    C[8] = 0.0;
    C[9] = t265 * cosine[4] - t277 * sine[4] - t270;
    C[10] = t262 * cosine[4] - t236 * sine[4] - 0.316 * (cosine[4] * t222);
    C[11] = t228 * sine[4] + t180 * cosine[4] - 0.316 * (t220 * cosine[4] - t159 * sine[4]);
    C[12] = 0.316 * (t198 * sine[4] - t276 * cosine[4]) + (t250 * sine[4] + t275 * cosine[4]);
    C[13] = t246 * sine[4] + t273 * cosine[4] + 0.316 * (t274 * cosine[4] + t193 * sine[4]);
    C[14] = 0.5 * ((t260 * sine[5] + cosine[5] * t271) * sine[5] + cosine[5] * (sine[5] * t271));
    C[15] = -(0.5 * t260);
    C[16] = 0.0;
    C[17] = t235;
    C[18] = t227;
    C[19] = t249;
    C[20] = t245;
    C[21] = -(0.5 * (sine[5] * t242 + cosine[5] * (t224 * cosine[5] + t240 * sine[5])));
    C[22] = -(0.5 * ((t237 - t216 * sine[4]) * sine[4] + (t238 - t223 * cosine[4]) * cosine[4] + t239));
    C[23] = -(0.5 * t224);
    C[24] = 0.0;
    C[25] = t185;
    C[26] = t196 - t200;
    C[27] = -t194;
    C[28] = -(0.5 * (cosine[5] * (cosine[5] * t173 - t187 * sine[5]) + sine[5] * t189));
    C[29] = -(0.5 * ((t174 * cosine[4] - t181) * cosine[4] - (t169 * sine[4] + t182) * sine[4] - t184));
    C[30] = -(0.5 * t173);
    C[31] = -(0.5 * t162);
    C[32] = 0.0;
    C[33] = t117;
    C[34] = t142;
    C[35] = -(0.5 * (cosine[5] * (t128 * cosine[5] + t136 * sine[5]) + sine[5] * t140));
    C[36] = -(0.5 * ((t123 * sine[4] - t138) * sine[4] + (t129 * cosine[4] - t139) * cosine[4] + t137));
    C[37] = -(0.5 * t128);
    C[38] = -(0.5 * t112);
    C[39] = -(0.5 * t87);
    C[40] = 0.0;
    C[41] = t34 - t33;
    C[42] = -(0.5 * (cosine[5] * (cosine[5] * t61 + t68 * sine[5]) + sine[5] * t72));
    C[43] = -(0.5 * (t69 + ((t62 * cosine[4] - t70) * cosine[4] + (t56 * sine[4] - t71) * sine[4])));
    C[44] = -(0.5 * t61);
    C[45] = -(0.5 * t49);
    C[46] = -(0.5 * t27);
    C[47] = -(0.5 * t19);
    C[48] = 0.0;
  }
};
}  // namespace
void centrifugal_coefficients(const double* q, double* C) {
  evaluate(CentrifugalCoefficientsBody(), q, C);
}


// Built from: model.
// 0 multiplications, 0 additions, 0 divisions, 0 function calls.

void friction(const double* qd, double* F) {
  (void)qd;
  F[0] = 0.0;
  F[1] = 0.0;
  F[2] = 0.0;
  F[3] = 0.0;
  F[4] = 0.0;
  F[5] = 0.0;
  F[6] = 0.0;
}

// Built from: M: recursion: composite rigid bodies, grouped inertial parameters; bias: recursion, grouped inertial parameters; Cholesky.
// 574 multiplications, 479 additions, 0 divisions, 12 function calls.
namespace {
struct ForwardDynamicsBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, const double* qd, const double* tau, double* qdd) const {
    double M[kDof * kDof];  // lower triangle
    double r[kDof];
    double sine[6], cosine[6];
    sin_cos(sine, cosine, q[2], q[1], q[3], q[4], q[5], q[6]);
    const double t0 = sine[1] * qd[0];
    const double t1 = qd[1] * sine[0] - t0 * cosine[0];
    const double t2 = cosine[1] * qd[0];
    const double t3 = t2 + qd[2];
    const double t4 = cosine[2] * t3 - sine[2] * t1;
    const double t5 = cosine[0] * qd[1] + t0 * sine[0];
    const double t6 = qd[3] - t5;
    const double t7 = t2 * qd[1];
    const double t8 = t5 * qd[2] - t7 * cosine[0];
    const double t9 = t0 * qd[1];
    const double t10 = t4 * qd[3] + (cosine[2] * t8 - sine[2] * t9);
    const double t11 = t4 * t6 + t10;
    const double t12 = sine[2] * t3 + cosine[2] * t1;
    const double t13 = sine[2] * t8 + cosine[2] * t9 + t12 * qd[3];
    const double t14 = t13 + t6 * t12;
    const double t15 = 0.316 * (t7 + t7);
    const double t16 = t0 * t2;
    const double t17 = t0 * t0;
    const double t18 = t2 * t2;
    const double t19 = 9.81 * sine[1] + 0.316 * t16;
    const double t20 = t15 * cosine[0] + t19 * sine[0];
    const double t21 = t15 * sine[0] - t19 * cosine[0];
    const double t22 = t5 * t1;
    const double t23 = t22 - t9;
    const double t24 = t20 + 0.0825 * t23;
    const double t25 = 0.384 * t11 - 0.0825 * t14 - t24;
    const double t26 = t6 * t6;
    const double t27 = t26 + t4 * t4;
    const double t28 = t26 + t12 * t12;
    const double t29 = t4 * t12;
    const double t30 = t1 * qd[2];
    const double t31 = t7 * sine[0];
    const double t32 = t30 - t31;
    const double t33 = t31 - t30;
    const double t34 = t29 - t32;
    const double t35 = t29 + t32;
    const double t36 = t3 * t3;
    const double t37 = t36 + t5 * t5;
    const double t38 = t21 - 0.0825 * t37;
    const double t39 = qd[1] * qd[1];
    const double t40 = 9.81 * cosine[1] - 0.316 * (t17 + t39);
    const double t41 = 0.0825 * (t3 * t1 - t33) + t40;
    const double t42 = cosine[2] * t38 + sine[2] * t41;
    const double t43 = cosine[2] * t41 - sine[2] * t38;
    const double t44 = 0.384 * t34 + 0.0825 * t27 + t42;
    const double t45 = t25 * cosine[3] + t44 * sine[3];
    const double t46 = cosine[3] * t44 - t25 * sine[3];
    const double t47 = cosine[3] * t6 + t12 * sine[3];
    const double t48 = cosine[3] * t10 - sine[3] * t32 - qd[4] * t47;
    const double t49 = cosine[3] * t12 - t6 * sine[3];
    const double t50 = t4 + qd[4];
    const double t51 = cosine[4] * t49 + t50 * sine[4];
    const double t52 = t13 * cosine[4] + t48 * sine[4] + qd[5] * t51;
    const double t53 = qd[5] + t47;
    const double t54 = t52 + t53 * t51;
    const double t55 = 0.088 * t54 + t45;
    const double t56 = t43 - (0.0825 * t35 + 0.384 * t28);
    const double t57 = t56 * sine[4] + cosine[4] * t46;
    const double t58 = t53 * t53;
    const double t59 = sine[4] * t49;
    const double t60 = t50 * cosine[4];
    const double t61 = t60 - t59;
    const double t62 = t59 - t60 + qd[6];
    const double t63 = t58 + t61 * t61;
    const double t64 = t57 - 0.088 * t63;
    const double t65 = 0.007735484874 * (t55 * cosine[5] - sine[5] * t64) + 0.003127439544 * (cosine[5] * t64 + sine[5] * t55);
    const double t66 = qd[4] * t49 + (cosine[3] * t32 + t10 * sine[3]);
    const double t67 = cosine[4] * t48 - t13 * sine[4] + qd[5] * t61;
    const double t68 = t53 * cosine[5] - sine[5] * t51;
    const double t69 = t68 * qd[6] + (sine[5] * t66 + cosine[5] * t67);
    const double t70 = cosine[5] * t51 + sine[5] * t53;
    const double t71 = cosine[5] * t66 - sine[5] * t67 - t70 * qd[6];
    const double t72 = 0.000548359106408232 * t62 + 0.000395108718315752 * t70;
    const double t73 = 0.00242094377852123 * t70 - 0.000395108718315752 * t68 - 0.001672482661783778 * t62;
    const double t74 = 0.004909651967360946 * t52 - (0.001672482661783778 * t69 + 0.000548359106408232 * t71) - (t72 * t70 + t68 * t73);
    const double t75 = t74 + t65;
    const double t76 = 0.004909651967360946 * t62 - (0.000548359106408232 * t68 + 0.001672482661783778 * t70);
    const double t77 = 0.00242094377852123 * t69 - 0.000395108718315752 * t71 - 0.001672482661783778 * t52 + (t68 * t76 + t72 * t62);
    const double t78 = 0.003127439544 * (t69 + t62 * t68) - 0.007735484874 * (t62 * t70 - t71);
    const double t79 = t56 * cosine[4] - t46 * sine[4];
    const double t80 = t51 * t61;
    const double t81 = t66 + t80;
    const double t82 = t78 + (0.164967552695 * t81 + 0.068832705569 * (t51 * t51 + t58));
    const double t83 = t79 + 0.088 * t81;
    const double t84 = t62 * t73 - t76 * t70 - (0.000395108718315752 * t69 + 0.000548359106408232 * t52) + 0.007735484874 * t83;
    const double t85 = t77 + 0.003127439544 * t83;
    const double t86 = t62 * t62;
    const double t87 = 0.005511034382675315 * t51 + 9.3569097314605e-05 * t53;
    const double t88 = 0.005511034382675315 * t61 - 0.000884123530507804 * t51 - 0.000103758917218685 * t53;
    const double t89 = t87 * t51 - t88 * t61 + (0.030389507210667306 * t66 - (9.3569097314605e-05 * t52 + 0.000103758917218685 * t67));
    const double t90 = t84 * cosine[5] + sine[5] * t85 + (0.164967552695 * t79 + 0.068832705569 * t57 + t89) + 0.088 * t78;
    const double t91 = 0.030389507210667306 * t53 + (9.3569097314605e-05 * t61 - 0.000103758917218685 * t51);
    const double t92 = 0.005511034382675315 * t67 + 9.3569097314605e-05 * t66 + (t53 * t88 - t91 * t51) - 0.164967552695 * t45;
    const double t93 = t91 * t61 - t53 * t87 - (0.000884123530507804 * t67 + 0.005511034382675315 * t52 + 0.000103758917218685 * t66);
    const double t94 = t93 - 0.068832705569 * t45 + (cosine[5] * t85 - sine[5] * t84);
    const double t95 = t68 * t70;
    const double t96 = 0.007735484874 * (t52 + t95) + 0.003127439544 * (t86 + t70 * t70);
    const double t97 = 0.007735484874 * (t86 + t68 * t68) + 0.003127439544 * (t95 - t52);
    const double t98 = 0.068832705569 * (t80 - t66) + 0.164967552695 * t63 + (sine[5] * t96 + t97 * cosine[5]);
    const double t99 = t96 * cosine[5] - sine[5] * t97;
    const double t100 = t92 - t75 - 0.088 * t99;
    const double t101 = 0.00151524447332703 * t47 + 0.024230847133882086 * t49 - 0.004600245517563106 * t50;
    const double t102 = 0.00216405205209813 * t50 - 0.00151524447332703 * t49;
    const double t103 = t101 * t47 + t102 * t49 - (0.00216405205209813 * t66 + 0.004600245517563106 * t48 + 0.027133159263935513 * t13);
    const double t104 = t103 + (0.014653732538 * t45 - 0.067870631425 * t46) + (sine[4] * t94 + t100 * cosine[4]);
    const double t105 = 0.027133159263935513 * t50 - (0.00216405205209813 * t47 + 0.004600245517563106 * t49);
    const double t106 = 0.00151524447332703 * t66 + 0.024230847133882086 * t48 + 0.004600245517563106 * t13 - (t102 * t50 + t105 * t47);
    const double t107 = cosine[4] * t94 - t100 * sine[4] + (0.067870631425 * t56 + t106);
    const double t108 = t50 * t101 - t105 * t49 - (0.00216405205209813 * t13 + 0.00151524447332703 * t48) + 0.014653732538 * t56;
    const double t109 = t82 * cosine[4] - sine[4] * t98 + (0.067870631425 * (t48 - t50 * t47) - 0.014653732538 * (t50 * t49 + t66));
    const double t110 = t109 - (1.720683553603 * t28 + 0.49008027465 * t35);
    const double t111 = t108 - t90;
    const double t112 = t50 * t50;
    const double t113 = 0.13876407268546084 * t12 - 0.00164448757736927 * t6;
    const double t114 = 0.13876407268546084 * t4 + 0.540829284939183 * t12 + 0.0039053550262761 * t6;
    const double t115 = 0.632524057252814 * t32 + (0.0039053550262761 * t10 + 0.00164448757736927 * t13) + (t113 * t12 - t4 * t114);
    const double t116 = t115 - (0.49008027465 * t43 + 1.720683553603 * t42) - (cosine[3] * t111 + t107 * sine[3]);
    const double t117 = t49 * t47;
    const double t118 = 0.014653732538 * (t13 + t117) - 0.067870631425 * (t112 + t49 * t49) - (t99 + (0.164967552695 * t54 - 0.068832705569 * (t53 * t61 + t67)));
    const double t119 = 0.014653732538 * (t112 + t47 * t47) + 0.067870631425 * (t13 - t117) - (t82 * sine[4] + cosine[4] * t98);
    const double t120 = cosine[3] * t119 - t118 * sine[3];
    const double t121 = t119 * sine[3] + cosine[3] * t118;
    const double t122 = t121 - (1.720683553603 * t11 - 0.49008027465 * t14);
    const double t123 = t120 + (0.49008027465 * t27 + 1.720683553603 * t34);
    const double t124 = 0.0825 * t109 + 0.384 * t120;
    const double t125 = 0.028227094878 * (t22 + t9) - 0.684157959872 * t37 + (cosine[2] * t123 - sine[2] * t110);
    const double t126 = t122 + (0.684157959872 * t23 - 0.028227094878 * (t36 + t1 * t1));
    const double t127 = 0.0039053550262761 * t12 - 0.00164448757736927 * t4 + 0.632524057252814 * t6;
    const double t128 = 0.540829284939183 * t10 - 0.13876407268546084 * t13 + 0.0039053550262761 * t32 + (t4 * t127 - t113 * t6);
    const double t129 = t6 * t114 - t127 * t12 + (0.13876407268546084 * t10 - 0.00164448757736927 * t32) - 0.49008027465 * t24;
    const double t130 = t107 * cosine[3] - t111 * sine[3] + (t128 - 1.720683553603 * t24) - 0.384 * t121;
    const double t131 = t104 + t129 - 0.0825 * t121;
    const double t132 = 0.000121912420950744 * t1 + 0.004377257121839584 * t3;
    const double t133 = 0.01159586409516604 * t1 - 0.000121912420950744 * t5 - 0.005487648106562256 * t3;
    const double t134 = t132 * t1 + t5 * t133 + (0.004377257121839584 * t33 + 0.005487648106562256 * t8 + 0.12445520614822143 * t9);
    const double t135 = 0.0825 * t122 + (cosine[2] * t131 + sine[2] * t130 + (0.684157959872 * t20 - 0.028227094878 * t21 - t134));
    const double t136 = 0.12445520614822143 * t3 - (0.004377257121839584 * t5 + 0.005487648106562256 * t1);
    const double t137 = 0.01159586409516604 * t8 - 0.000121912420950744 * t33 + 0.005487648106562256 * t9 + (t5 * t136 + t3 * t132);
    const double t138 = t133 * t3 - t136 * t1 + (0.004377257121839584 * t9 - 0.000121912420950744 * t8) - 0.684157959872 * t40;
    const double t139 = cosine[2] * t130 - sine[2] * t131 + (0.028227094878 * t40 + t137);
    const double t140 = t124 - t116 + t138 - 0.0825 * (cosine[2] * t110 + sine[2] * t123);
    const double t141 = 0.01026110182100817 * t7;
    const double t142 = 0.0007689361029464 * t9;
    const double t143 = t141 - t142 - 0.00398335888393552 * (t17 - t18) - 0.9896232897634767 * t16 + (t142 - t141) + (0.01993386669246 * cosine[1] - 30.45357582685272 * sine[1]);
    const double t144 = 0.00398335888393552 * t9;
    const double t145 = 0.0007689361029464 * (t18 - t39) + (0.01026110182100817 * t16 - t144) - 1.0357790547533403 * t7 - (t144 + 0.9896232897634767 * t7);
    const double t146 = 0.00398335888393552 * t7;
    const double t147 = 0.01026110182100817 * (t39 - t17) + (t146 - 0.0007689361029464 * t16) + 0.04615576498986361 * t9 + t146;
    const double t148 = (t139 * cosine[0] - t140 * sine[0] + t145 - 0.316 * (t125 * sine[0] + t126 * cosine[0])) * sine[1] + cosine[1] * (t147 - t135);
    const double t149 = 0.000548359106408232 * cosine[5] + 0.001672482661783778 * sine[5];
    const double t150 = 0.003127439544 * sine[5] + 0.007735484874 * cosine[5];
    const double t151 = -0.004909651967360946 - 0.088 * t150;
    const double t152 = 0.000548359106408232 * sine[5];
    const double t153 = 0.001672482661783778 * cosine[5];
    const double t154 = t152 - t153;
    const double t155 = 0.005511034382675315 + (t153 - t152);
    const double t156 = t151 * cosine[4] + t154 * sine[4];
    const double t157 = t154 * cosine[4] - t151 * sine[4];
    const double t158 = 0.003127439544 * cosine[5];
    const double t159 = 0.007735484874 * sine[5];
    const double t160 = t158 - t159;
    const double t161 = t160 * cosine[4];
    const double t162 = t161 * cosine[3] + sine[3] * t150;
    const double t163 = t161 * sine[3];
    const double t164 = t160 * sine[4];
    const double t165 = 0.067870631425 + t160;
    const double t166 = sine[3] * t157 + cosine[3] * t149 + (0.0825 * t164 + 0.384 * t162);
    const double t167 = cosine[3] * t150;
    const double t168 = t167 - t163;
    const double t169 = t163 - t167;
    const double t170 = cosine[3] * t157 - sine[3] * t149 + 0.384 * t168;
    const double t171 = 0.0825 * t168 + t156;
    const double t172 = t170 * sine[2] + cosine[2] * t171 + 0.0825 * t169;
    const double t173 = cosine[2] * t170 - t171 * sine[2];
    const double t174 = t166 - 0.0825 * (cosine[2] * t164 + t162 * sine[2]);
    const double t175 = t162 * cosine[2] - t164 * sine[2];
    const double t176 = t172 * cosine[1] - sine[1] * (t173 * cosine[0] - t174 * sine[0] - 0.316 * (t175 * sine[0] + t169 * cosine[0]));
    const double t177 = 0.176 * t150;
    const double t178 = 0.164967552695 + t150;
    const double t179 = 0.000395108718315752 * cosine[5];
    const double t180 = 0.00242094377852123 * sine[5] - t179;
    const double t181 = 0.000395108718315752 * sine[5];
    const double t182 = sine[5] * t181 + t180 * cosine[5] - 0.088 * (t159 - t158);
    const double t183 = 0.030389507210667306 + (t177 + (sine[5] * t180 - cosine[5] * t181));
    const double t184 = cosine[5] * (0.00242094377852123 * cosine[5] + t181) + sine[5] * t179 - 0.000884123530507804;
    const double t185 = 0.004909651967360946 + t177;
    const double t186 = t182 - 0.000103758917218685;
    const double t187 = 9.3569097314605e-05 + t149;
    const double t188 = t186 * sine[4] + cosine[4] * t187;
    const double t189 = sine[4] * t187;
    const double t190 = t186 * cosine[4] - t189;
    const double t191 = (0.000103758917218685 - t182) * cosine[4] + t189 - 0.00151524447332703;
    const double t192 = cosine[3] * t183;
    const double t193 = t192 - t190 * sine[3];
    const double t194 = t178 * sine[4];
    const double t195 = 0.068832705569 * sine[4] + t178 * cosine[4];
    const double t196 = 0.068832705569 * cosine[4];
    const double t197 = t196 - t194;
    const double t198 = t194 - t196;
    const double t199 = t197 * cosine[3];
    const double t200 = t197 * sine[3];
    const double t201 = 0.384 * t199 + 0.0825 * t195;
    const double t202 = sine[3] * t183;
    const double t203 = t202 + cosine[3] * t190 - 0.384 * t200;
    const double t204 = 0.0825 * t200;
    const double t205 = t188 - t204;
    const double t206 = t204 + (t203 * sine[2] + cosine[2] * t205);
    const double t207 = t203 * cosine[2] - t205 * sine[2];
    const double t208 = t201 - t193 - 0.0825 * (sine[2] * t199 + cosine[2] * t195);
    const double t209 = cosine[2] * t199 - sine[2] * t195;
    const double t210 = t195 - 0.014653732538;
    const double t211 = t206 * cosine[1] - (t207 * cosine[0] - t208 * sine[0] - 0.316 * (t200 * cosine[0] + t209 * sine[0])) * sine[1];
    const double t212 = cosine[4] * t155;
    const double t213 = t155 * sine[4];
    const double t214 = t212 + t184 * sine[4];
    const double t215 = 0.024230847133882086 + ((t184 * cosine[4] - t213) * cosine[4] - (t212 - sine[4] * t185) * sine[4]);
    const double t216 = cosine[4] * t185 + t213;
    const double t217 = 0.027133159263935513 + (t214 * sine[4] + t216 * cosine[4]);
    const double t218 = cosine[4] * t214 - t216 * sine[4] - 0.004600245517563106;
    const double t219 = 0.00216405205209813 - t188;
    const double t220 = sine[3] * t218 + t219 * cosine[3];
    const double t221 = cosine[3] * t218 - t219 * sine[3];
    const double t222 = t210 * sine[3] + t165 * cosine[3];
    const double t223 = t165 * sine[3];
    const double t224 = cosine[3] * t210;
    const double t225 = 0.384 * t222;
    const double t226 = t225 - t220;
    const double t227 = 0.0825 * (sine[2] * t222) + (t220 - t225);
    const double t228 = t223 - t224;
    const double t229 = t224 - t223;
    const double t230 = 0.384 * t228 + t221;
    const double t231 = 0.0825 * t228 + t217;
    const double t232 = 0.13876407268546084 + (t221 + (0.0825 * t198 - 0.384 * t229));
    const double t233 = sine[2] * t230 + t231 * cosine[2] + 0.0825 * t229;
    const double t234 = cosine[2] * t230 - t231 * sine[2];
    const double t235 = cosine[2] * t222;
    const double t236 = cosine[1] * t233 - (t234 * cosine[0] - t227 * sine[0] - 0.316 * (t229 * cosine[0] - t235 * sine[0])) * sine[1];
    const double t237 = t191 * sine[3];
    const double t238 = t192 + t237;
    const double t239 = t191 * cosine[3];
    const double t240 = sine[3] * t215 + t239;
    const double t241 = 0.165 * t229;
    const double t242 = 0.768 * t198;
    const double t243 = 0.540829284939183 + ((cosine[3] * t215 - t237) * cosine[3] - sine[3] * (t239 - t202) + t242);
    const double t244 = 0.632524057252814 + (cosine[3] * t238 + sine[3] * t240 + (t242 - t241));
    const double t245 = 1.720683553603 + t198;
    const double t246 = t217 - t241;
    const double t247 = 0.0825 * t222;
    const double t248 = 0.0039053550262761 + (t238 * sine[3] - cosine[3] * t240 - t247);
    const double t249 = 0.028227094878 + t222;
    const double t250 = t226 - 0.00164448757736927;
    const double t251 = sine[2] * t248 + cosine[2] * t250;
    const double t252 = cosine[2] * t248;
    const double t253 = t252 - sine[2] * t250;
    const double t254 = -0.000121912420950744 - (t247 + (t252 + (0.00164448757736927 - t226) * sine[2]));
    const double t255 = t229 - 0.49008027465;
    const double t256 = cosine[2] * t255 - sine[2] * t245;
    const double t257 = cosine[2] * t245 + sine[2] * t255;
    const double t258 = t244 + 0.0825 * t256;
    const double t259 = cosine[2] * t232;
    const double t260 = sine[2] * t232;
    const double t261 = t259 + sine[2] * t243;
    const double t262 = 0.01159586409516604 + ((cosine[2] * t243 - t260) * cosine[2] - (t259 - sine[2] * t246) * sine[2]);
    const double t263 = t260 + cosine[2] * t246;
    const double t264 = 0.165 * t256;
    const double t265 = 0.684157959872 + t256;
    const double t266 = 0.12445520614822143 + (t261 * sine[2] + cosine[2] * t263 + t264);
    const double t267 = t261 * cosine[2] - sine[2] * t263 - 0.0825 * t257;
    const double t268 = t244 + t264;
    const double t269 = t267 - 0.005487648106562256;
    const double t270 = -0.004377257121839584 - t251;
    const double t271 = t270 * cosine[0] + t269 * sine[0];
    const double t272 = 0.316 * (t249 * cosine[0] + t265 * sine[0]);
    const double t273 = 0.316 * (t265 * cosine[0] - t249 * sine[0]);
    const double t274 = t273 + (cosine[0] * (0.005487648106562256 - t267) - (0.004377257121839584 + t251) * sine[0]) - 0.00398335888393552;
    const double t275 = t266 * cosine[1];
    const double t276 = t254 * sine[0];
    const double t277 = t254 * cosine[0];
    const double t278 = t268 * cosine[0] + t276;
    const double t279 = t262 * sine[0] + t277;
    const double t280 = 0.632 * t257;
    const double t281 = 0.9896232897634767 + ((t262 * cosine[0] - t276) * cosine[0] - (t277 - t268 * sine[0]) * sine[0] + t280);
    const double t282 = 0.03733744848940618 + (cosine[1] * (sine[1] * t274 + t275) + (cosine[1] * t274 + t281 * sine[1]) * sine[1]);
    const double t283 = (0.0007689361029464 + (t272 - t271)) * cosine[1] + sine[1] * (0.01026110182100817 + (t279 * cosine[0] - t278 * sine[0]));
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
    M[48] = 0.004909651967360946;
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
      double d = M[j * kDof + j];
      for (int k = 0; k < j; ++k) d -= M[j * kDof + k] * M[j * kDof + k];
      d = std::sqrt(d);
      M[j * kDof + j] = d;
      for (int i = j + 1; i < kDof; ++i) {
        double s = M[i * kDof + j];
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
}  // namespace
void forward_dynamics(const double* q, const double* qd, const double* tau, double* qdd) {
  evaluate(ForwardDynamicsBody(), q, qd, tau, qdd);
}


// Built from: B and C.
// 1082 multiplications, 923 additions, 0 divisions, 12 function calls.
namespace {
struct CoriolisMatrixBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, const double* qd, double* Cc) const {
    double sine[6], cosine[6];
    sin_cos(sine, cosine, q[6], q[5], q[4], q[3], q[2], q[1]);
    const double t0 = 0.003127439544 * sine[0] + 0.007735484874 * cosine[0];
    const double t1 = 0.088 * t0;
    const double t2 = -0.004909651967360946 - t1;
    const double t3 = 0.000548359106408232 * sine[0];
    const double t4 = 0.001672482661783778 * cosine[0];
    const double t5 = t3 - t4;
    const double t6 = t4 - t3;
    const double t7 = t2 * cosine[1] + t5 * sine[1];
    const double t8 = t5 * cosine[1] - t2 * sine[1];
    const double t9 = 0.003127439544 * cosine[0];
    const double t10 = 0.007735484874 * sine[0];
    const double t11 = t9 - t10;
    const double t12 = t11 * sine[1];
    const double t13 = t12 * sine[2];
    const double t14 = 0.384 * t13;
    const double t15 = t14 - cosine[2] * t7;
    const double t16 = 0.0825 * t13;
    const double t17 = t16 + t8;
    const double t18 = cosine[3] * t15 - sine[3] * t17;
    const double t19 = cosine[3] * t17 + sine[3] * t15 - t16;
    const double t20 = t11 * cosine[1];
    const double t21 = t12 * cosine[2];
    const double t22 = 0.0825 * t20 - 0.384 * t21;
    const double t23 = sine[2] * t7;
    const double t24 = 0.0825 * (cosine[3] * t20 - sine[3] * t21);
    const double t25 = t20 * sine[3] + cosine[3] * t21;
    const double t26 = t22 - t23 - t24;
    const double t27 = t23 - t22;
    const double t28 = 0.316 * (t13 * cosine[4] + t25 * sine[4]);
    const double t29 = 0.316 * (t13 * sine[4] - t25 * cosine[4]);
    const double t30 = cosine[5] * t19 - (t18 * cosine[4] - t26 * sine[4] + t28) * sine[5];
    const double t31 = t18 * sine[4] + t26 * cosine[4] + t29;
    const double t32 = 0.000395108718315752 * sine[0];
    const double t33 = 0.00242094377852123 * cosine[0] + t32;
    const double t34 = cosine[0] * t33;
    const double t35 = sine[0] * t33;
    const double t36 = 0.00242094377852123 * sine[0];
    const double t37 = 0.000395108718315752 * cosine[0];
    const double t38 = t36 - t37;
    const double t39 = sine[0] * t38;
    const double t40 = t38 * cosine[0];
    const double t41 = cosine[0] * t32;
    const double t42 = sine[0] * t32;
    const double t43 = t42 + t40 - 0.088 * (t10 - t9);
    const double t44 = cosine[0] * t37 - t42;
    const double t45 = t44 + (cosine[0] * (t37 - t36) - t35);
    const double t46 = sine[0] * t37;
    const double t47 = t34 - t39 + (t41 + t46);
    const double t48 = t34 + t46 - 0.000884123530507804;
    const double t49 = t47 - t1;
    const double t50 = t6 * sine[1];
    const double t51 = (t1 - t47) * cosine[1] + t50;
    const double t52 = t49 * cosine[1] - t50;
    const double t53 = t6 * cosine[1] + t49 * sine[1];
    const double t54 = 0.176 * t11;
    const double t55 = t54 + (t35 + t40 - t44);
    const double t56 = sine[2] * t55;
    const double t57 = t14 + (cosine[2] * t52 + t56);
    const double t58 = t16 + t53;
    const double t59 = cosine[3] * t58 + t57 * sine[3] - t16;
    const double t60 = t57 * cosine[3] - t58 * sine[3];
    const double t61 = cosine[2] * t55;
    const double t62 = t61 - sine[2] * t52;
    const double t63 = t22 - t62 - t24;
    const double t64 = t62 - t22;
    const double t65 = cosine[5] * t59 - (t60 * cosine[4] - t63 * sine[4] + t28) * sine[5];
    const double t66 = t60 * sine[4] + cosine[4] * t63 + t29;
    const double t67 = t30 - t65;
    const double t68 = t31 - t66;
    const double t69 = t19 - t59;
    const double t70 = t27 - t64;
    const double t71 = t8 - t53;
    const double t72 = 0.5 * (qd[4] * t71 + (qd[3] * t70 + (t67 * qd[0] + t68 * qd[1] + t69 * qd[2]))) - qd[5] * (0.5 * t55);
    const double t73 = 0.000548359106408232 * cosine[0] + 0.001672482661783778 * sine[0];
    const double t74 = sine[2] * t8 + cosine[2] * t73;
    const double t75 = t20 * cosine[2] + sine[2] * t0;
    const double t76 = t20 * sine[2];
    const double t77 = 0.384 * t75;
    const double t78 = t74 + t77;
    const double t79 = 0.0825 * t75;
    const double t80 = t79 * sine[3] - cosine[3] * t78;
    const double t81 = t79 - (sine[3] * t78 + cosine[3] * t79);
    const double t82 = cosine[2] * t0;
    const double t83 = t82 - t76;
    const double t84 = t76 - t82;
    const double t85 = 0.0825 * t83 + t7;
    const double t86 = cosine[2] * t8 - sine[2] * t73 + 0.384 * t83;
    const double t87 = t86 - 0.0825 * (sine[3] * t83);
    const double t88 = cosine[3] * t83;
    const double t89 = t75 * sine[4];
    const double t90 = 0.316 * (t88 * cosine[4] - t89) + (t80 * sine[4] + t87 * cosine[4]);
    const double t91 = cosine[1] * t73;
    const double t92 = t45 * sine[1] - t91;
    const double t93 = sine[1] * t73;
    const double t94 = sine[1] * (t54 * sine[1] + t91) + (t45 * cosine[1] + t93) * cosine[1];
    const double t95 = t54 * cosine[1] - t93;
    const double t96 = 9.3569097314605e-05 + t73;
    const double t97 = t92 * cosine[1] - t95 * sine[1];
    const double t98 = t95 * cosine[1] + t92 * sine[1];
    const double t99 = t97 * cosine[2] + t53 * sine[2];
    const double t100 = t97 * sine[2] - cosine[2] * t53;
    const double t101 = t99 - t77;
    const double t102 = t98 - t79;
    const double t103 = t101 * sine[3] + cosine[3] * t102 + t79;
    const double t104 = cosine[3] * t101 - sine[3] * t102;
    const double t105 = 0.384 * t84;
    const double t106 = t100 - t105;
    const double t107 = t105 - t100;
    const double t108 = t106 + 0.0825 * (t84 * sine[3]);
    const double t109 = t84 * cosine[3];
    const double t110 = t104 * sine[4] + t108 * cosine[4] - 0.316 * (t109 * cosine[4] + t89);
    const double t111 = t90 - t110;
    const double t112 = t75 * cosine[4];
    const double t113 = t103 * cosine[5] - (cosine[4] * t104 - t108 * sine[4] - 0.316 * (t112 - t109 * sine[4])) * sine[5];
    const double t114 = cosine[5] * t81 - (t80 * cosine[4] - t87 * sine[4] - 0.316 * (t112 + t88 * sine[4])) * sine[5];
    const double t115 = t114 - t113;
    const double t116 = t81 - t103;
    const double t117 = t86 + t107;
    const double t118 = t117 * qd[3];
    const double t119 = cosine[3] * t86 - t85 * sine[3];
    const double t120 = t86 * sine[3] + cosine[3] * t85;
    const double t121 = t107 - t86;
    const double t122 = t75 * cosine[3] - t12 * sine[3];
    const double t123 = 0.0825 * t122;
    const double t124 = cosine[3] * t12 + t75 * sine[3];
    const double t125 = 0.165 * t75;
    const double t126 = 0.316 * (t124 * sine[4]);
    const double t127 = cosine[5] * t119 - (t126 + (t123 * sine[4] - t120 * cosine[4])) * sine[5];
    const double t128 = t51 * sine[2];
    const double t129 = t128 + t61;
    const double t130 = cosine[2] * t51;
    const double t131 = t94 * sine[2] + t130;
    const double t132 = 0.0825 * t84;
    const double t133 = t129 * sine[2] - cosine[2] * t131 - t132;
    const double t134 = t133 * cosine[3];
    const double t135 = t133 * sine[3] + cosine[3] * t107;
    const double t136 = t134 - sine[3] * t107;
    const double t137 = t134 + sine[3] * t106 + t132;
    const double t138 = 0.768 * t12;
    const double t139 = t138 + ((cosine[2] * t94 - t128) * cosine[2] - (t130 - t56) * sine[2]);
    const double t140 = t131 * sine[2] + cosine[2] * t129 + (t138 - t125);
    const double t141 = 0.0825 * t12;
    const double t142 = t141 - t77 + t99;
    const double t143 = t98 - t125;
    const double t144 = t123 + t140;
    const double t145 = cosine[5] * t135 - (t126 + (cosine[4] * t136 + t144 * sine[4])) * sine[5];
    const double t146 = t127 - t145;
    const double t147 = 0.316 * (t124 * cosine[4]);
    const double t148 = t136 * sine[4] - t144 * cosine[4] - t147;
    const double t149 = t123 * cosine[4] + t120 * sine[4] + t147;
    const double t150 = t149 + t148;
    const double t151 = t148 - t149;
    const double t152 = t150 * qd[1];
    const double t153 = t119 - t135;
    const double t154 = sine[3] * t142;
    const double t155 = cosine[3] * t142;
    const double t156 = t154 + cosine[3] * t143;
    const double t157 = cosine[3] * (cosine[3] * t139 - t154) - (t155 - sine[3] * t143) * sine[3];
    const double t158 = t155 + sine[3] * t139;
    const double t159 = 0.165 * t122;
    const double t160 = cosine[3] * t156 + t158 * sine[3] + t159;
    const double t161 = cosine[3] * t158 - t156 * sine[3];
    const double t162 = t140 + t159;
    const double t163 = cosine[5] * t160;
    const double t164 = 0.0825 * t124;
    const double t165 = t74 + (t141 + t77) - t164;
    const double t166 = 0.632 * t124;
    const double t167 = t161 - t164;
    const double t168 = t135 * sine[4];
    const double t169 = 0.316 * (t122 * cosine[4] - t84 * sine[4]);
    const double t170 = 0.316 * (t122 * sine[4] + t84 * cosine[4]);
    const double t171 = t169 + ((t164 - t161) * cosine[4] - t168);
    const double t172 = t163 - (t168 + cosine[4] * t167 - t169) * sine[5];
    const double t173 = sine[5] * (t169 + (t165 * cosine[4] + t119 * sine[4]));
    const double t174 = t167 * sine[4] - cosine[4] * t135;
    const double t175 = t119 * cosine[4] - t165 * sine[4] - t170;
    const double t176 = cosine[5] * t175 + (t120 + t132) * sine[5];
    const double t177 = t173 - t172;
    const double t178 = t174 - t170;
    const double t179 = t175 - t178;
    const double t180 = 0.5 * (t153 * qd[3] + (t179 * qd[1] + t177 * qd[0]) + qd[4] * t116 + qd[5] * t69) - 0.5 * t160 * qd[2];
    const double t181 = t137 * cosine[4];
    const double t182 = t137 * sine[4];
    const double t183 = t157 * sine[4] - t181;
    const double t184 = t171 * cosine[5] + (t166 + ((t181 + t162 * sine[4]) * sine[4] + cosine[4] * (t182 + cosine[4] * t157))) * sine[5];
    const double t185 = cosine[5] * (t163 + t171 * sine[5]) + sine[5] * t184;
    const double t186 = t162 * cosine[4] - t182;
    const double t187 = (t170 - t174) * cosine[5] + (t183 * cosine[4] - t186 * sine[4]) * sine[5];
    const double t188 = t166 + (t186 * cosine[4] + t183 * sine[4]);
    const double t189 = t187 - t176;
    const double t190 = 0.5 * (qd[5] * t68 + (t189 * qd[0] + t179 * qd[2] - qd[3] * t150 + qd[4] * t111)) - 0.5 * t188 * qd[1];
    const double t191 = 0.5 * (t189 * qd[1] + t177 * qd[2] + t146 * qd[3] + t115 * qd[4] + qd[5] * t67) - qd[0] * (0.5 * t185);
    const double t192 = t65 - t30;
    const double t193 = t30 + t65;
    const double t194 = t66 - t31;
    const double t195 = t31 + t66;
    const double t196 = t59 - t19;
    const double t197 = t19 + t59;
    const double t198 = t64 - t27;
    const double t199 = t64 + t27;
    const double t200 = t53 - t8;
    const double t201 = t53 + t8;
    const double t202 = 0.5 * (qd[5] * t55 + (t198 * qd[3] + (t192 * qd[0] + t194 * qd[1] + t196 * qd[2]) + qd[4] * t200)) + t5 * qd[6];
    const double t203 = 0.005511034382675315 + t6;
    const double t204 = t203 * sine[1];
    const double t205 = cosine[1] * t203;
    const double t206 = t48 * cosine[1] - t204;
    const double t207 = t205 + t48 * sine[1];
    const double t208 = t206 * cosine[1];
    const double t209 = t207 * sine[1];
    const double t210 = cosine[1] * t207;
    const double t211 = 0.176 * t0;
    const double t212 = 0.030389507210667306 + (t211 + (t39 - t41));
    const double t213 = 0.004909651967360946 + t211;
    const double t214 = cosine[1] * t213 + t204;
    const double t215 = t205 - sine[1] * t213;
    const double t216 = t214 * cosine[1];
    const double t217 = t214 * sine[1];
    const double t218 = t215 * cosine[1] - t217 + (t206 * sine[1] + t210);
    const double t219 = t210 - t217 - 0.004600245517563106;
    const double t220 = t215 * sine[1];
    const double t221 = t208 - t209 - (t216 + t220);
    const double t222 = 0.024230847133882086 + (t208 - t220);
    const double t223 = 0.027133159263935513 + (t209 + t216);
    const double t224 = t43 - 0.000103758917218685;
    const double t225 = 0.000103758917218685 - t43;
    const double t226 = t224 * cosine[1];
    const double t227 = sine[1] * t96;
    const double t228 = cosine[1] * t96;
    const double t229 = t224 * sine[1] + t228;
    const double t230 = t228 - t225 * sine[1];
    const double t231 = t225 * cosine[1] + t227 - 0.00151524447332703;
    const double t232 = t227 - t226;
    const double t233 = t226 - t227;
    const double t234 = cosine[2] * t221 - t232 * sine[2];
    const double t235 = cosine[2] * t232 + t221 * sine[2];
    const double t236 = 0.164967552695 + t0;
    const double t237 = t236 * sine[1];
    const double t238 = 0.068832705569 * sine[1] + t236 * cosine[1];
    const double t239 = 0.068832705569 * cosine[1];
    const double t240 = t239 - t237;
    const double t241 = t237 - t239;
    const double t242 = t240 * cosine[2];
    const double t243 = 0.384 * t242;
    const double t244 = t234 - t243;
    const double t245 = 0.0825 * t242;
    const double t246 = t218 - t245;
    const double t247 = t244 * sine[3] + cosine[3] * t246 + t245;
    const double t248 = cosine[3] * t244 - sine[3] * t246;
    const double t249 = t240 * sine[2];
    const double t250 = 0.384 * t249;
    const double t251 = t235 - t250;
    const double t252 = t250 - t235;
    const double t253 = 0.0825 * (t249 * sine[3]);
    const double t254 = t251 + t253;
    const double t255 = cosine[3] * t249;
    const double t256 = 0.316 * (t242 * cosine[4] - t255 * sine[4]);
    const double t257 = 0.316 * (t242 * sine[4] + cosine[4] * t255);
    const double t258 = t247 * cosine[5] - (t248 * cosine[4] - t254 * sine[4] - t256) * sine[5];
    const double t259 = t254 * cosine[4] + t248 * sine[4] - t257;
    const double t260 = cosine[2] * t212;
    const double t261 = sine[2] * t212;
    const double t262 = t260 - t233 * sine[2];
    const double t263 = t262 - t243;
    const double t264 = t263 * cosine[3] + t245 * sine[3];
    const double t265 = t245 + (t263 * sine[3] - cosine[3] * t245);
    const double t266 = t261 + cosine[2] * t233;
    const double t267 = t266 - t250;
    const double t268 = t250 - t266;
    const double t269 = t267 + t253;
    const double t270 = t265 * cosine[5] - sine[5] * (cosine[4] * t264 - t269 * sine[4] - t256);
    const double t271 = t269 * cosine[4] + t264 * sine[4] - t257;
    const double t272 = t270 - t258;
    const double t273 = t271 - t259;
    const double t274 = t265 - t247;
    const double t275 = t268 - t252;
    const double t276 = 0.5 * (qd[3] * t275 + (t274 * qd[2] + (t272 * qd[0] + t273 * qd[1])) + t200 * qd[6]) - qd[4] * (0.5 * t218);
    const double t277 = cosine[2] * t230;
    const double t278 = t230 * sine[2];
    const double t279 = t277 - t218 * sine[2];
    const double t280 = 0.0825 * t249;
    const double t281 = t278 * sine[2] - cosine[2] * t279 - t280;
    const double t282 = cosine[3] * t252 + t281 * sine[3];
    const double t283 = cosine[3] * t281;
    const double t284 = t280 + (t283 + sine[3] * t251);
    const double t285 = t283 - t252 * sine[3];
    const double t286 = 0.768 * t238;
    const double t287 = t286 - (t277 * sine[2] + cosine[2] * (t218 * cosine[2] + t278));
    const double t288 = 0.165 * t242;
    const double t289 = cosine[2] * t278 + t279 * sine[2] + (t286 - t288);
    const double t290 = t218 - t288;
    const double t291 = cosine[3] * t242 - sine[3] * t238;
    const double t292 = sine[3] * t242 + cosine[3] * t238;
    const double t293 = 0.0825 * t291;
    const double t294 = t289 + t293;
    const double t295 = 0.316 * (t292 * sine[4]);
    const double t296 = t282 * cosine[5] - (t295 + (t294 * sine[4] + cosine[4] * t285)) * sine[5];
    const double t297 = t229 - t280;
    const double t298 = t267 * cosine[3] - t297 * sine[3];
    const double t299 = t267 * sine[3] + cosine[3] * t297;
    const double t300 = t298 * cosine[5] - (t295 + (t293 * sine[4] - t299 * cosine[4])) * sine[5];
    const double t301 = t300 - t296;
    const double t302 = 0.316 * (t292 * cosine[4]);
    const double t303 = t285 * sine[4] - t294 * cosine[4] - t302;
    const double t304 = t302 + (t293 * cosine[4] + t299 * sine[4]);
    const double t305 = t303 + t304;
    const double t306 = t303 - t304;
    const double t307 = t305 * qd[1];
    const double t308 = t298 - t282;
    const double t309 = 0.0825 * t238;
    const double t310 = t234 + (t309 - t243);
    const double t311 = t310 * sine[3];
    const double t312 = t310 * cosine[3];
    const double t313 = t311 + cosine[3] * t290;
    const double t314 = cosine[3] * (cosine[3] * t287 - t311) - (t312 - sine[3] * t290) * sine[3];
    const double t315 = sine[3] * t287 + t312;
    const double t316 = 0.165 * t291;
    const double t317 = t316 + (cosine[3] * t313 + sine[3] * t315);
    const double t318 = cosine[3] * t315 - t313 * sine[3];
    const double t319 = t289 + t316;
    const double t320 = t317 * cosine[5];
    const double t321 = 0.0825 * t292;
    const double t322 = t243 + t309 - t262 - t321;
    const double t323 = 0.632 * t292;
    const double t324 = t318 - t321;
    const double t325 = t282 * sine[4];
    const double t326 = 0.316 * (cosine[4] * t291 - t249 * sine[4]);
    const double t327 = 0.316 * (t249 * cosine[4] + t291 * sine[4]);
    const double t328 = t326 + (cosine[4] * (t321 - t318) - t325);
    const double t329 = t320 - (t324 * cosine[4] + t325 - t326) * sine[5];
    const double t330 = sine[5] * (t326 + (t298 * sine[4] + t322 * cosine[4]));
    const double t331 = t324 * sine[4] - t282 * cosine[4];
    const double t332 = t298 * cosine[4] - t322 * sine[4] - t327;
    const double t333 = cosine[5] * t332 + (t280 + t299) * sine[5];
    const double t334 = t330 - t329;
    const double t335 = t331 - t327;
    const double t336 = t332 - t335;
    const double t337 = 0.5 * (t196 * qd[6] + (t308 * qd[3] + (t336 * qd[1] + t334 * qd[0]) + qd[4] * t274)) - 0.5 * t317 * qd[2];
    const double t338 = t284 * cosine[4];
    const double t339 = t284 * sine[4];
    const double t340 = t314 * sine[4] - t338;
    const double t341 = t328 * cosine[5] + ((t314 * cosine[4] + t339) * cosine[4] + (t319 * sine[4] + t338) * sine[4] + t323) * sine[5];
    const double t342 = cosine[5] * (t320 + t328 * sine[5]) + sine[5] * t341;
    const double t343 = t319 * cosine[4] - t339;
    const double t344 = (t327 - t331) * cosine[5] + sine[5] * (t340 * cosine[4] - t343 * sine[4]);
    const double t345 = t340 * sine[4] + t343 * cosine[4] + t323;
    const double t346 = t344 - t333;
    const double t347 = 0.5 * (qd[4] * t273 + (t336 * qd[2] + t346 * qd[0] - t305 * qd[3]) + t194 * qd[6]) - 0.5 * t345 * qd[1];
    const double t348 = 0.5 * (qd[3] * t301 + (t334 * qd[2] + t346 * qd[1]) + t272 * qd[4] + t192 * qd[6]) - qd[0] * (0.5 * t342);
    const double t349 = t110 - t90;
    const double t350 = t110 + t90;
    const double t351 = t113 - t114;
    const double t352 = t114 + t113;
    const double t353 = t103 - t81;
    const double t354 = t103 + t81;
    const double t355 = 0.088 * t11;
    const double t356 = t93 - t355 * cosine[1];
    const double t357 = t91 + t355 * sine[1];
    const double t358 = 0.5 * (qd[5] * t201 + (t118 + (t349 * qd[1] + qd[0] * t351 + t353 * qd[2]) + t98 * qd[4])) + qd[6] * t356;
    const double t359 = t258 - t270;
    const double t360 = t270 + t258;
    const double t361 = t259 - t271;
    const double t362 = t259 + t271;
    const double t363 = t247 - t265;
    const double t364 = t265 + t247;
    const double t365 = t252 - t268;
    const double t366 = t252 + t268;
    const double t367 = 0.5 * (t218 * qd[4] + (t361 * qd[1] + t359 * qd[0] + t363 * qd[2] + t365 * qd[3]) + t201 * qd[6]) + qd[5] * t233;
    const double t368 = t231 * cosine[2];
    const double t369 = t368 - t261;
    const double t370 = t231 * sine[2];
    const double t371 = t260 + t370;
    const double t372 = sine[2] * t222 + t368;
    const double t373 = cosine[2] * t222 - t370;
    const double t374 = t371 * sine[2];
    const double t375 = cosine[2] * t371;
    const double t376 = cosine[2] * t372;
    const double t377 = sine[2] * t372;
    const double t378 = cosine[2] * t369 - t374 + (t376 + t373 * sine[2]);
    const double t379 = sine[2] * t369;
    const double t380 = t373 * cosine[2];
    const double t381 = t238 - 0.014653732538;
    const double t382 = 0.067870631425 + t11;
    const double t383 = t381 * sine[2] + t382 * cosine[2];
    const double t384 = cosine[2] * t381;
    const double t385 = t382 * sine[2];
    const double t386 = 0.165 * t383;
    const double t387 = t386 + t378;
    const double t388 = cosine[3] * t383;
    const double t389 = 0.0825 * t388;
    const double t390 = t387 - t389;
    const double t391 = t384 - t385;
    const double t392 = t385 - t384;
    const double t393 = 0.0825 * t391;
    const double t394 = t375 + t379 - (t380 - t377) - t393;
    const double t395 = cosine[3] * t394;
    const double t396 = 0.00216405205209813 - t229;
    const double t397 = cosine[2] * t219 - t396 * sine[2];
    const double t398 = sine[2] * t219 + t396 * cosine[2];
    const double t399 = 0.384 * t391;
    const double t400 = t399 - t397;
    const double t401 = cosine[3] * t400 + sine[3] * t394;
    const double t402 = t395 - t400 * sine[3];
    const double t403 = sine[3] * t383;
    const double t404 = 0.316 * (t403 * sine[4]);
    const double t405 = t401 * cosine[5] - (t390 * sine[4] + t402 * cosine[4] - t404) * sine[5];
    const double t406 = 0.384 * t392 + t397;
    const double t407 = 0.0825 * t392 + t223;
    const double t408 = cosine[3] * t406 - t407 * sine[3];
    const double t409 = sine[3] * t406 + t407 * cosine[3];
    const double t410 = cosine[5] * t408 + (t404 + (t409 * cosine[4] + t389 * sine[4])) * sine[5];
    const double t411 = t410 - t405;
    const double t412 = 0.316 * (t403 * cosine[4]);
    const double t413 = t412 + (t402 * sine[4] - t390 * cosine[4]);
    const double t414 = t389 * cosine[4] - t409 * sine[4] + t412;
    const double t415 = t414 - t413;
    const double t416 = t408 - t401;
    const double t417 = 0.5 * (t416 * qd[2] + (t411 * qd[0] + t415 * qd[1]) + qd[5] * t365 + t117 * qd[6]) - 0.5 * t387 * qd[3];
    const double t418 = 0.384 * t383;
    const double t419 = t418 - t398;
    const double t420 = t419 * cosine[3];
    const double t421 = t420 - sine[3] * t378;
    const double t422 = t419 * sine[3];
    const double t423 = (t420 - sine[3] * t386) * sine[3] + (cosine[3] * t378 + t422) * cosine[3];
    const double t424 = t422 + cosine[3] * t386;
    const double t425 = 0.0825 * t403;
    const double t426 = t425 + (t398 - t418);
    const double t427 = t425 + (cosine[3] * t421 - t424 * sine[3]);
    const double t428 = 0.632 * t403;
    const double t429 = t427 * sine[4] - t401 * cosine[4];
    const double t430 = 0.316 * (t391 * cosine[4] - t388 * sine[4]);
    const double t431 = t429 - t430;
    const double t432 = t408 * cosine[4] - t426 * sine[4] - t430;
    const double t433 = t432 * cosine[5] + sine[5] * (t409 + t393);
    const double t434 = t432 - t431;
    const double t435 = 0.316 * (t388 * cosine[4] + t391 * sine[4]);
    const double t436 = t435 + (t427 * cosine[4] + t401 * sine[4]);
    const double t437 = (t435 - (t426 * cosine[4] + t408 * sine[4])) * sine[5];
    const double t438 = 0.165 * t388;
    const double t439 = cosine[3] * t424 + sine[3] * t421 - t438;
    const double t440 = t387 - t438;
    const double t441 = cosine[5] * t439 - t436 * sine[5];
    const double t442 = t437 + t441;
    const double t443 = t441 - t437;
    const double t444 = t442 * qd[0];
    const double t445 = t397 - t399;
    const double t446 = t393 + (t445 * sine[3] + t395);
    const double t447 = 0.13876407268546084 + (t397 + (0.0825 * t241 - t399));
    const double t448 = t445 + 0.0825 * (sine[3] * t391);
    const double t449 = t446 * cosine[4];
    const double t450 = t446 * sine[4];
    const double t451 = ((t450 - t423 * cosine[4]) * cosine[4] + (t449 + t440 * sine[4]) * sine[4] - t428) * sine[5] - t436 * cosine[5];
    const double t452 = t423 * sine[4] + t449;
    const double t453 = t440 * cosine[4] - t450;
    const double t454 = (t452 * cosine[4] + t453 * sine[4]) * sine[5] - cosine[5] * (t430 - t429);
    const double t455 = t453 * cosine[4] - t452 * sine[4] - t428;
    const double t456 = cosine[5] * t441 + sine[5] * t451;
    const double t457 = t454 + t433;
    const double t458 = 0.5 * (qd[6] * t351 + (t411 * qd[3] - (t442 * qd[2] + t457 * qd[1]) + qd[5] * t359)) - 0.5 * t456 * qd[0];
    const double t459 = t454 - t433;
    const double t460 = t457 * qd[0];
    const double t461 = t145 - t127;
    const double t462 = t145 + t127;
    const double t463 = t135 - t119;
    const double t464 = t119 + t135;
    const double t465 = cosine[1] * t0;
    const double t466 = sine[1] * t0;
    const double t467 = t11 * sine[2] - t465 * cosine[2];
    const double t468 = t11 * cosine[2] + t465 * sine[2];
    const double t469 = cosine[2] * t6 + t357 * sine[2] + (0.384 * t467 - 0.0825 * t466);
    const double t470 = 0.384 * t468 + (t357 * cosine[2] - t6 * sine[2]);
    const double t471 = 0.5 * (t199 * qd[5] + (t121 * qd[4] + (qd[0] * t461 + t152 + t463 * qd[2] + t140 * qd[3]))) - qd[6] * t469;
    const double t472 = t469 - 0.0825 * (sine[3] * t467 - cosine[3] * t466);
    const double t473 = sine[3] * t466 + cosine[3] * t467;
    const double t474 = t296 - t300;
    const double t475 = t300 + t296;
    const double t476 = t282 - t298;
    const double t477 = t298 + t282;
    const double t478 = t229 * sine[2];
    const double t479 = cosine[2] * t238;
    const double t480 = sine[2] * t238;
    const double t481 = 0.384 * t480 - t229 * cosine[2];
    const double t482 = 0.0825 * t240 - 0.384 * t479;
    const double t483 = qd[5] * (t478 - t482) + 0.5 * (t199 * qd[6] + (qd[4] * t366 + (t476 * qd[2] + (t307 + qd[0] * t474) + t289 * qd[3])));
    const double t484 = t482 - t478 - 0.0825 * (t240 * cosine[3] - t479 * sine[3]);
    const double t485 = t240 * sine[3] + cosine[3] * t479;
    const double t486 = t405 - t410;
    const double t487 = t410 + t405;
    const double t488 = t413 - t414;
    const double t489 = t413 + t414;
    const double t490 = t401 - t408;
    const double t491 = 0.5 * (t121 * qd[6] + (t387 * qd[3] + (t486 * qd[0] + t488 * qd[1] + t490 * qd[2]) + qd[5] * t366)) + qd[4] * t400;
    const double t492 = t401 + t408;
    const double t493 = 0.768 * t241;
    const double t494 = 0.540829284939183 + (t380 - t379 + t493);
    const double t495 = 1.720683553603 + t241;
    const double t496 = cosine[3] * t447;
    const double t497 = sine[3] * t447;
    const double t498 = t496 + sine[3] * t494;
    const double t499 = cosine[3] * t494 - t497;
    const double t500 = t498 * cosine[3];
    const double t501 = t498 * sine[3];
    const double t502 = 0.165 * t391;
    const double t503 = 0.632524057252814 + (t375 + t377 + (t493 - t502));
    const double t504 = t223 - t502;
    const double t505 = t496 - sine[3] * t504;
    const double t506 = t497 + cosine[3] * t504;
    const double t507 = sine[3] * t506;
    const double t508 = cosine[3] * t506;
    const double t509 = t500 + t499 * sine[3] + (cosine[3] * t505 - t507);
    const double t510 = t499 * cosine[3];
    const double t511 = t505 * sine[3];
    const double t512 = t391 - 0.49008027465;
    const double t513 = cosine[3] * t391;
    const double t514 = cosine[3] * t495 + sine[3] * t512;
    const double t515 = cosine[3] * t512 - sine[3] * t495;
    const double t516 = 0.165 * t514;
    const double t517 = t509 - t516;
    const double t518 = t517 * cosine[5];
    const double t519 = t510 - t501 - (t511 + t508);
    const double t520 = 0.01159586409516604 + (t510 - t511);
    const double t521 = 0.0825 * t515;
    const double t522 = t519 - t521;
    const double t523 = 0.0825 * t383;
    const double t524 = 0.0039053550262761 + (t374 - t376 - t523);
    const double t525 = cosine[3] * t523 + t422 - t523;
    const double t526 = t420 - sine[3] * t523;
    const double t527 = cosine[3] * t524;
    const double t528 = sine[3] * t524;
    const double t529 = t419 - 0.00164448757736927;
    const double t530 = 0.00164448757736927 - t419;
    const double t531 = -0.000121912420950744 - (t523 + (t527 + t530 * sine[3]));
    const double t532 = t528 - cosine[3] * t530;
    const double t533 = t528 + cosine[3] * t529;
    const double t534 = sine[3] * t529;
    const double t535 = t534 - t527;
    const double t536 = t527 - t534;
    const double t537 = 0.316 * (t514 * cosine[4]);
    const double t538 = t518 - (t537 + (t522 * cosine[4] - t535 * sine[4])) * sine[5];
    const double t539 = t503 + t521;
    const double t540 = t536 * sine[4];
    const double t541 = (t521 - t519) * cosine[4] - t540 - t537;
    const double t542 = (t539 * cosine[4] - t540 + t537) * sine[5];
    const double t543 = t542 + t538;
    const double t544 = t538 - t542;
    const double t545 = t543 * qd[0];
    const double t546 = 0.316 * (t514 * sine[4]);
    const double t547 = t522 * sine[4] + t535 * cosine[4] + t546;
    const double t548 = t539 * sine[4] + t536 * cosine[4] + t546;
    const double t549 = t548 - t547;
    const double t550 = t532 * cosine[4];
    const double t551 = t532 * sine[4];
    const double t552 = t550 - t509 * sine[4];
    const double t553 = t551 - t516 * cosine[4];
    const double t554 = cosine[5] * t547 - sine[5] * (t552 * cosine[4] - t553 * sine[4]);
    const double t555 = cosine[5] * t548 + t533 * sine[5];
    const double t556 = t554 + t555;
    const double t557 = t554 - t555;
    const double t558 = t556 * qd[0];
    const double t559 = 0.632 * t515;
    const double t560 = t541 * cosine[5] + (t559 - ((t550 + t516 * sine[4]) * sine[4] + (t509 * cosine[4] + t551) * cosine[4])) * sine[5];
    const double t561 = t552 * sine[4] + t553 * cosine[4] + t559;
    const double t562 = sine[5] * t560 + cosine[5] * (t518 + t541 * sine[5]);
    const double t563 = 0.5 * (t461 * qd[6] + (t486 * qd[4] - (t543 * qd[2] + t556 * qd[1]) + qd[5] * t474)) - 0.5 * t562 * qd[0];
    const double t564 = t172 - t173;
    const double t565 = t173 + t172;
    const double t566 = t178 - t175;
    const double t567 = t178 + t175;
    const double t568 = 0.0825 * t468;
    const double t569 = t568 + t356;
    const double t570 = sine[3] * t470 + t569 * cosine[3] - t568;
    const double t571 = cosine[3] * t470 - t569 * sine[3];
    const double t572 = 0.5 * (qd[5] * t197 + (t160 * qd[2] + (qd[0] * t564 + t566 * qd[1]) + qd[3] * t464 + t354 * qd[4])) + t570 * qd[6];
    const double t573 = t570 * cosine[5] - (t571 * cosine[4] - t472 * sine[4] - 0.316 * (t473 * sine[4] - t468 * cosine[4])) * sine[5];
    const double t574 = t329 - t330;
    const double t575 = t329 + t330;
    const double t576 = t335 - t332;
    const double t577 = t332 + t335;
    const double t578 = 0.5 * (t197 * qd[6] + (t477 * qd[3] + (t317 * qd[2] + (t576 * qd[1] + qd[0] * t574)) + t364 * qd[4]));
    const double t579 = 0.0825 * t480;
    const double t580 = t579 + t233;
    const double t581 = cosine[3] * t580 + sine[3] * t481 - t579;
    const double t582 = cosine[3] * t481 - sine[3] * t580;
    const double t583 = t431 - t432;
    const double t584 = qd[4] * t525 + 0.5 * (t354 * qd[6] + (qd[3] * t492 + (t583 * qd[1] + t444 + t439 * qd[2]) + t364 * qd[5]));
    const double t585 = t432 + t431;
    const double t586 = cosine[5] * t525 - (t526 * cosine[4] - t448 * sine[4] + 0.316 * (t513 * sine[4] + cosine[4] * t383)) * sine[5];
    const double t587 = 0.5 * (qd[5] * t362 + (t455 * qd[1] + t460 + t585 * qd[2] + t489 * qd[3]) + t350 * qd[6]) + qd[4] * (t526 * sine[4] + t448 * cosine[4] - 0.316 * (t513 * cosine[4] - t383 * sine[4]));
    const double t588 = 0.028227094878 + t383;
    const double t589 = t547 - t548;
    const double t590 = 0.5 * (qd[4] * t492 + (t517 * qd[2] + (t545 + t589 * qd[1])) + t477 * qd[5] + t464 * qd[6]) + t536 * qd[3];
    const double t591 = t547 + t548;
    const double t592 = t531 * sine[4];
    const double t593 = t531 * cosine[4];
    const double t594 = t520 * cosine[4] - t592;
    const double t595 = t520 * sine[4] + t593;
    const double t596 = t594 * cosine[4];
    const double t597 = 0.165 * t515;
    const double t598 = 0.12445520614822143 + (t501 + t508 + t597);
    const double t599 = t503 + t597;
    const double t600 = t599 * cosine[4] + t592;
    const double t601 = t593 - t599 * sine[4];
    const double t602 = t601 * sine[4];
    const double t603 = 0.0825 * t514;
    const double t604 = t500 - t507 - t603;
    const double t605 = 0.5 * (qd[4] * t489 + (qd[2] * t591 + (t561 * qd[1] + t558)) + t306 * qd[5] + t151 * qd[6]) + qd[3] * (t603 * cosine[4] - t533 * sine[4] - 0.316 * (cosine[4] * t515));
    const double t606 = (t536 * cosine[5] - sine[5] * (0.316 * (t515 * sine[4]) - (t533 * cosine[4] + t603 * sine[4]))) * qd[3];
    const double t607 = 0.684157959872 + t515;
    const double t608 = 0.9896232897634767 + (t596 - t602 + 0.632 * t514);
    const double t609 = t606 + 0.5 * (t462 * qd[6] + (qd[5] * t475 + (t557 * qd[1] + t562 * qd[0] + t544 * qd[2] + qd[4] * t487)));
    const double t610 = 0.5 * (t352 * qd[6] + (qd[5] * t360 + (qd[3] * t487 + (t459 * qd[1] + t456 * qd[0] + t443 * qd[2]))));
    const double t611 = t604 - 0.005487648106562256;
    const double t612 = 0.005487648106562256 - t604;
    const double t613 = -0.004377257121839584 - t533;
    const double t614 = 0.004377257121839584 + t533;
    const double t615 = t611 * cosine[4] - t613 * sine[4];
    const double t616 = 0.316 * (t607 * cosine[4] - t588 * sine[4]);
    const double t617 = (t596 - t595 * sine[4] - (t600 * cosine[4] + t602)) * sine[5] + cosine[5] * (t616 - t615);
    const double t618 = 0.316 * (t588 * cosine[4] + t607 * sine[4]);
    const double t619 = t618 - (t613 * cosine[4] + t611 * sine[4]);
    const double t620 = t615 - t616;
    const double t621 = t600 * sine[4];
    const double t622 = t595 * cosine[4];
    const double t623 = t601 * cosine[4] - t621 + (t594 * sine[4] + t622);
    const double t624 = t618 + (t614 * cosine[4] + t612 * sine[4]);
    const double t625 = t616 + (cosine[4] * t612 - t614 * sine[4]) - 0.00398335888393552;
    const double t626 = (t623 * sine[5] + cosine[5] * t624) * sine[5] + cosine[5] * (sine[5] * t624);
    const double t627 = t598 * sine[5];
    const double t628 = t627 + cosine[5] * t620;
    const double t629 = t617 - t628;
    const double t630 = 0.5 * (qd[4] * t583 + (t629 * qd[0] + t589 * qd[3]) + t576 * qd[5] + t566 * qd[6]) - 0.5 * t623 * qd[1];
    const double t631 = 0.5 * (qd[5] * t574 + (t629 * qd[1] + t543 * qd[3] + t442 * qd[4]) + t564 * qd[6]) + 0.5 * t626 * qd[0];
    const double t632 = t176 - t187;
    const double t633 = (t571 * sine[4] + t472 * cosine[4] + 0.316 * (t473 * cosine[4] + t468 * sine[4])) * qd[6] + 0.5 * (qd[1] * t188 + t632 * qd[0] + t567 * qd[2] + t151 * qd[3] + t350 * qd[4] + qd[5] * t195);
    const double t634 = t176 + t187;
    const double t635 = 0.5 * (qd[5] * t193 + (qd[4] * t352 + (t462 * qd[3] + (t565 * qd[2] + (t185 * qd[0] - t634 * qd[1])))));
    const double t636 = t333 - t344;
    const double t637 = 0.5 * (t306 * qd[3] + (t577 * qd[2] + (t345 * qd[1] + qd[0] * t636)) + t362 * qd[4] + t195 * qd[6]) + qd[5] * (0.316 * (t480 * sine[4] - t485 * cosine[4]) + (t582 * sine[4] + t484 * cosine[4]));
    const double t638 = cosine[5] * t581 - sine[5] * (t582 * cosine[4] - t484 * sine[4] + 0.316 * (t480 * cosine[4] + t485 * sine[4]));
    const double t639 = t344 + t333;
    const double t640 = qd[5] * t638 + 0.5 * (t575 * qd[2] + (qd[0] * t342 - t639 * qd[1]) + qd[3] * t475 + qd[4] * t360 + qd[6] * t193);
    const double t641 = t628 - t617;
    const double t642 = 0.5 * (t567 * qd[6] + (qd[4] * t585 + (qd[3] * t591 + (t623 * qd[1] + qd[0] * t641)) + qd[5] * t577));
    const double t643 = t628 + t617;
    const double t644 = 0.5 * (qd[5] * t575 + (t443 * qd[4] + (t544 * qd[3] - (t643 * qd[1] + t626 * qd[0]))) + t565 * qd[6]);
    const double t645 = cosine[5] * t625;
    const double t646 = sine[5] * t625;
    const double t647 = (t645 + t608 * sine[5]) * cosine[5] + (cosine[5] * t608 - t646) * sine[5] + (cosine[5] * (t645 - t627) - sine[5] * (t646 + t598 * cosine[5]));
    const double t648 = 0.5 * (qd[4] * t459 + (t647 * qd[0] - t643 * qd[2] + t557 * qd[3]) - t639 * qd[5] - t634 * qd[6]) + ((0.0007689361029464 + t619) * sine[5] - cosine[5] * (0.01026110182100817 + (t622 - t621))) * qd[1];
    const double t649 = 0.5 * (qd[5] * t636 + (t457 * qd[4] + (t556 * qd[3] + t641 * qd[2])) + t632 * qd[6]) - 0.5 * t647 * qd[0];
    const double t650 = 0.5 * (t185 * qd[6] + (t456 * qd[4] + (t562 * qd[3] + (t647 * qd[1] - t626 * qd[2])) + qd[5] * t342));
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
    Cc[48] = 0.0;
  }
};
}  // namespace
void coriolis_matrix(const double* q, const double* qd, double* Cc) {
  evaluate(CoriolisMatrixBody(), q, qd, Cc);
}


// Built from: forward kinematics in the base frame.
// 93 multiplications, 63 additions, 0 divisions, 12 function calls.
namespace {
struct JacobianBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, double* J) const {
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
  }
};
}  // namespace
void jacobian(const double* q, double* J) {
  evaluate(JacobianBody(), q, J);
}


// Built from: derivatives of J qd along qd.
// 638 multiplications, 442 additions, 0 divisions, 12 function calls.
namespace {
struct JacobianDotQdBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, const double* qd, double* a) const {
    double sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5], q[0]);
    const double t0 = cosine[0] * cosine[1];
    const double t1 = sine[2] * t0 - cosine[2] * sine[0];
    const double t2 = cosine[0] * sine[1];
    const double t3 = cosine[2] * t0 + sine[2] * sine[0];
    const double t4 = t3 * sine[3] + cosine[3] * t2;
    const double t5 = t2 * sine[3] - cosine[3] * t3;
    const double t6 = (qd[4] * t1 - (t2 * qd[3] + sine[0] * qd[2]) - qd[5] * t4 + (t5 * sine[4] - cosine[4] * t1) * qd[6]) * qd[1];
    const double t7 = sine[0] * sine[1];
    const double t8 = cosine[2] * t7;
    const double t9 = sine[0] * cosine[1];
    const double t10 = sine[3] * t8 - cosine[3] * t9;
    const double t11 = sine[2] * t7;
    const double t12 = sine[3] * t9 + cosine[3] * t8;
    const double t13 = ((t12 * sine[4] + t11 * cosine[4]) * qd[6] + (qd[5] * t10 - (t11 * qd[4] + qd[3] * t9))) * qd[2] + t6;
    const double t14 = cosine[2] * t9;
    const double t15 = cosine[0] * sine[2];
    const double t16 = t14 - t15;
    const double t17 = t15 - t14;
    const double t18 = cosine[2] * cosine[0] + sine[2] * t9;
    const double t19 = t18 * sine[3];
    const double t20 = t18 * cosine[3];
    const double t21 = t7 * sine[3] + t17 * cosine[3];
    const double t22 = t17 * sine[3];
    const double t23 = cosine[3] * t7;
    const double t24 = t23 - t22;
    const double t25 = t22 - t23;
    const double t26 = t13 + (qd[4] * t16 + qd[5] * t19 + (t20 * sine[4] - t16 * cosine[4]) * qd[6]) * qd[3] + (t21 * qd[5] + t24 * sine[4] * qd[6]) * qd[4];
    const double t27 = 0.088 * (t24 * cosine[4]);
    const double t28 = t18 * sine[4] + t21 * cosine[4];
    const double t29 = cosine[0] * cosine[5];
    const double t30 = t29 * cosine[1] - sine[5] * sine[1];
    const double t31 = sine[0] * cosine[5];
    const double t32 = sine[2] * t31 + cosine[2] * t30;
    const double t33 = t29 * sine[1] + sine[5] * cosine[1];
    const double t34 = t32 * sine[3] + cosine[3] * t33;
    const double t35 = cosine[2] * t31 - t30 * sine[2];
    const double t36 = cosine[3] * t32 - sine[3] * t33;
    const double t37 = t36 * sine[4];
    const double t38 = cosine[4] * t35;
    const double t39 = (qd[5] * t34 + (t31 * qd[2] - sine[5] * qd[1] + qd[3] * t33 + qd[4] * t35) + (t37 - t38) * qd[6]) * qd[0];
    const double t40 = 0.088 * (t38 - t37);
    const double t41 = cosine[0] * sine[5];
    const double t42 = sine[5] * sine[0];
    const double t43 = t42 * cosine[1];
    const double t44 = t41 * sine[2] - cosine[2] * t43;
    const double t45 = t42 * sine[1];
    const double t46 = t44 * cosine[3] + t45 * sine[3];
    const double t47 = t41 * cosine[2] + sine[2] * t43;
    const double t48 = t44 * sine[3] - t45 * cosine[3];
    const double t49 = qd[1] * ((t46 * sine[4] - cosine[4] * t47) * qd[6] + (t41 * qd[2] - t45 * qd[3] + qd[4] * t47 + qd[5] * t48));
    const double t50 = t41 * cosine[1] + cosine[5] * sine[1];
    const double t51 = cosine[5] * cosine[1];
    const double t52 = t41 * sine[1];
    const double t53 = t51 - t52;
    const double t54 = t52 - t51;
    const double t55 = t53 * cosine[2];
    const double t56 = t50 * cosine[3] + t55 * sine[3];
    const double t57 = t53 * sine[2];
    const double t58 = cosine[3] * t55 - t50 * sine[3];
    const double t59 = t39 + t49 + ((t57 * cosine[4] + t58 * sine[4]) * qd[6] + (qd[5] * t56 + (t50 * qd[3] - t57 * qd[4]))) * qd[2];
    const double t60 = t50 * sine[2];
    const double t61 = cosine[2] * t42;
    const double t62 = t61 - t60;
    const double t63 = t60 - t61;
    const double t64 = t62 * sine[3];
    const double t65 = t50 * cosine[2] + t42 * sine[2];
    const double t66 = t62 * cosine[3];
    const double t67 = cosine[3] * t65;
    const double t68 = t67 - t54 * sine[3];
    const double t69 = t67 + t53 * sine[3];
    const double t70 = t65 * sine[3];
    const double t71 = t70 + t54 * cosine[3];
    const double t72 = qd[4] * (t68 * qd[5] - t71 * sine[4] * qd[6]) + (t59 + qd[3] * (qd[5] * t64 - qd[4] * t65 + (t65 * cosine[4] + sine[4] * t66) * qd[6]));
    const double t73 = t53 * cosine[3] - t70;
    const double t74 = t62 * sine[4] + t68 * cosine[4];
    const double t75 = t31 * cosine[1];
    const double t76 = t29 * sine[2] - cosine[2] * t75;
    const double t77 = t31 * sine[1];
    const double t78 = cosine[3] * t76 + t77 * sine[3];
    const double t79 = t29 * cosine[2] + sine[2] * t75;
    const double t80 = t76 * sine[3] - cosine[3] * t77;
    const double t81 = (t78 * sine[4] - t79 * cosine[4]) * qd[6] + (qd[5] * t80 + (t29 * qd[2] - t77 * qd[3] + t79 * qd[4]));
    const double t82 = qd[5] * t73 + (qd[4] * t63 + (t53 * qd[3] - (cosine[5] * qd[1] + t42 * qd[2]))) - (sine[4] * t69 + cosine[4] * t63) * qd[6];
    const double t83 = cosine[2] * t33;
    const double t84 = t30 * cosine[3] - t83 * sine[3];
    const double t85 = sine[2] * t33;
    const double t86 = t30 * sine[3] + cosine[3] * t83;
    const double t87 = t81 * qd[1] + qd[0] * t82 + (qd[5] * t84 + (t85 * qd[4] + t30 * qd[3]) - (t85 * cosine[4] + t86 * sine[4]) * qd[6]) * qd[2];
    const double t88 = t35 * sine[3];
    const double t89 = cosine[3] * t35;
    const double t90 = qd[3] * (qd[5] * t88 - qd[4] * t32 + (t32 * cosine[4] + t89 * sine[4]) * qd[6]) + t87 + qd[4] * (qd[5] * t36 - sine[4] * t34 * qd[6]);
    const double t91 = t35 * sine[4] + cosine[4] * t36;
    const double t92 = 0.316 * t31;
    const double t93 = t92 + 0.0825 * t30;
    const double t94 = t93 + (0.384 * t35 - 0.0825 * t32);
    const double t95 = t94 + 0.088 * t91;
    const double t96 = t95 - t92;
    const double t97 = t95 - t93;
    const double t98 = t95 - t94;
    const double t99 = t96 * t31;
    const double t100 = 0.0825 * t65;
    const double t101 = 0.316 * t42;
    const double t102 = t101 + 0.0825 * t50;
    const double t103 = t102 + (0.384 * t62 - t100);
    const double t104 = 0.384 * t63 + t100 - t102;
    const double t105 = 0.088 * (sine[4] * t63 - cosine[4] * t69) + t104;
    const double t106 = t105 - t104;
    const double t107 = t103 + 0.088 * t74;
    const double t108 = t107 - t103;
    const double t109 = t107 - t101;
    const double t110 = t105 + t101;
    const double t111 = t95 * sine[5];
    const double t112 = (t99 - t109 * t42 - (t99 + t42 * t110)) * qd[2] - (t105 * cosine[5] - t111 + (cosine[5] * t107 + t111)) * qd[1];
    const double t113 = t107 - t102;
    const double t114 = t105 + t102;
    const double t115 = t33 * t97;
    const double t116 = t98 * t35;
    const double t117 = t112 + (t115 + t113 * t53 - (t115 + t54 * t114)) * qd[3] + (t63 * t108 + t116 - (t62 * t106 + t116)) * qd[4];
    const double t118 = t98 * t34;
    const double t119 = 0.316 * t41;
    const double t120 = t119 - 0.0825 * t43;
    const double t121 = 0.384 * t47 - 0.0825 * t44 + t120;
    const double t122 = t121 + 0.088 * (sine[4] * t47 + t46 * cosine[4]);
    const double t123 = t122 - t120;
    const double t124 = t122 - t119;
    const double t125 = t122 - t121;
    const double t126 = 0.316 * t29;
    const double t127 = t126 - 0.0825 * t75;
    const double t128 = 0.384 * t79 - 0.0825 * t76 + t127;
    const double t129 = t128 + 0.088 * (t79 * sine[4] + t78 * cosine[4]);
    const double t130 = t129 - t127;
    const double t131 = t129 - t126;
    const double t132 = t129 - t128;
    const double t133 = (t109 * t29 + t124 * t31 - (t41 * t96 + t42 * t131)) * qd[2] - (sine[5] * t122 + t129 * cosine[5]) * qd[1];
    const double t134 = qd[4] * (t125 * t35 + t79 * t108 - (t62 * t132 + t98 * t47)) + ((t123 * t33 - t113 * t77 - (t54 * t130 - t45 * t97)) * qd[3] + t133);
    const double t135 = qd[0] * (qd[5] * (t73 * t108 + t118 - (t71 * t106 + t118)) + t117) + (t134 + qd[5] * (t80 * t108 + t125 * t34 - (t71 * t132 + t48 * t98))) * qd[1];
    const double t136 = 0.0825 * t53;
    const double t137 = t136 - (0.384 * t57 + 0.0825 * t55);
    const double t138 = t137 + 0.088 * (t58 * cosine[4] - t57 * sine[4]);
    const double t139 = t138 - t136;
    const double t140 = t138 - t137;
    const double t141 = 0.0825 * t33;
    const double t142 = 0.0825 * t83 + 0.384 * t85 - t141;
    const double t143 = 0.088 * (t85 * sine[4] - t86 * cosine[4]) + t142;
    const double t144 = t143 + t141;
    const double t145 = t143 - t142;
    const double t146 = qd[3] * (t113 * t30 + t139 * t33 - (t50 * t97 + t54 * t144)) + ((t138 * t31 - t143 * t42) * qd[2] - (t143 * cosine[5] + t138 * sine[5]) * qd[1]);
    const double t147 = qd[5] * (t84 * t108 + t140 * t34 - (t145 * t71 + t56 * t98)) + ((t35 * t140 + t85 * t108 - (t62 * t145 - t57 * t98)) * qd[4] + t146);
    const double t148 = 0.384 * t65 + 0.0825 * t62;
    const double t149 = 0.088 * (cosine[4] * t66 - t65 * sine[4]) - t148;
    const double t150 = t148 + t149;
    const double t151 = 0.384 * t32 + 0.0825 * t35;
    const double t152 = 0.088 * (t89 * cosine[4] - t32 * sine[4]) - t151;
    const double t153 = t152 + t151;
    const double t154 = (t31 * t149 - t152 * t42) * qd[2] - (sine[5] * t149 + t152 * cosine[5]) * qd[1] + (t149 * t33 - t152 * t54) * qd[3];
    const double t155 = (t150 * t34 + t88 * t108 - (t64 * t98 + t71 * t153)) * qd[5] + (qd[4] * (t150 * t35 - t32 * t108 - (t62 * t153 - t65 * t98)) + t154);
    const double t156 = 0.088 * (t71 * cosine[4]);
    const double t157 = 0.088 * (cosine[4] * t34);
    const double t158 = (cosine[5] * t157 + sine[5] * t156) * qd[1] + (t42 * t157 - t31 * t156) * qd[2] + (t54 * t157 - t156 * t33) * qd[3];
    const double t159 = t158 + qd[4] * (t62 * t157 - t35 * t156) + qd[5] * (t36 * t108 - t156 * t34 - (t68 * t98 - t71 * t157));
    const double t160 = 0.088 * (t62 * cosine[4] - t68 * sine[4]);
    const double t161 = (t160 * t33 - t40 * t54) * qd[3] + (qd[2] * (t160 * t31 - t40 * t42) - (t160 * sine[5] + t40 * cosine[5]) * qd[1]);
    const double t162 = t135 + t147 * qd[2] + qd[3] * t155 + t159 * qd[4] + qd[5] * (t161 + (t160 * t35 - t62 * t40) * qd[4] + qd[5] * (t160 * t34 - t40 * t71));
    const double t163 = 0.0825 * t7;
    const double t164 = t163 - (0.0825 * t8 + 0.384 * t11);
    const double t165 = t164 + 0.088 * (t12 * cosine[4] - t11 * sine[4]);
    const double t166 = t165 - t163;
    const double t167 = t165 - t164;
    const double t168 = 0.333 + 0.316 * cosine[0];
    const double t169 = t168 - 0.0825 * t9;
    const double t170 = 0.384 * t18 - 0.0825 * t17 + t169;
    const double t171 = 0.088 * t28 + t170;
    const double t172 = t171 - t169;
    const double t173 = (t143 * cosine[0] - t31 * t165) * qd[2] + (t143 * qd[0] + sine[5] * t165 * qd[1]) - qd[3] * (t144 * t7 + t9 * t97 + (t166 * t33 + t30 * t172));
    const double t174 = qd[3] * (t54 * t166 + t50 * t172 + (t113 * t9 + t7 * t139)) + (cosine[5] * t165 * qd[1] - t138 * qd[0] + (t42 * t165 - cosine[0] * t138) * qd[2]);
    const double t175 = t171 - t170;
    const double t176 = (t18 * t145 - t11 * t98 - (t175 * t85 + t167 * t35)) * qd[4] + t173 + qd[5] * (t10 * t98 + t145 * t25 - (t175 * t84 + t167 * t34));
    const double t177 = (t167 * t71 + t175 * t56 - (t140 * t25 + t10 * t108)) * qd[5] + ((t62 * t167 - t175 * t57 - (t18 * t140 - t11 * t108)) * qd[4] + t174);
    const double t178 = t171 - t168;
    const double t179 = t171 - 0.333;
    const double t180 = (t42 * t178 + cosine[0] * t110) * qd[2] + (t105 * qd[0] + t179 * cosine[5] * qd[1]) - qd[3] * (t114 * t7 + t53 * t172);
    const double t181 = (t7 * t97 + t172 * t33) * qd[3] + ((t31 * t178 - cosine[0] * t96) * qd[2] - (t179 * sine[5] * qd[1] + t95 * qd[0]));
    const double t182 = 0.316 * sine[0];
    const double t183 = 0.0825 * t0 + t182;
    const double t184 = 0.384 * t1 + 0.0825 * t3 - t183;
    const double t185 = 0.088 * (t5 * cosine[4] + sine[4] * t1) + t184;
    const double t186 = t185 + t182;
    const double t187 = t129 * qd[0] + t185 * sine[5] * qd[1] + (cosine[0] * t131 - sine[0] * t96 - (t186 * t31 + t29 * t178)) * qd[2];
    const double t188 = (t41 * t178 + t186 * t42 - (t124 * cosine[0] - t109 * sine[0])) * qd[2] + (t185 * cosine[5] * qd[1] - qd[0] * t122);
    const double t189 = t183 + t185;
    const double t190 = t185 - t184;
    const double t191 = qd[4] * (t18 * t132 + t98 * t1 - (t190 * t35 + t175 * t79)) + (t187 - (t2 * t97 + t7 * t130 + (t189 * t33 - t77 * t172)) * qd[3]);
    const double t192 = qd[4] * (t190 * t62 + t175 * t47 - (t1 * t108 + t125 * t18)) + (t188 + (t54 * t189 - t45 * t172 + (t123 * t7 + t113 * t2)) * qd[3]);
    const double t193 = (t180 + qd[4] * (t18 * t106 - t175 * t63) + qd[5] * (t25 * t106 - t175 * t73)) * qd[0] + (qd[5] * (t25 * t132 - t98 * t4 - (t175 * t80 + t190 * t34)) + t191) * qd[1];
    const double t194 = (qd[5] * (t175 * t48 + t190 * t71 - (t125 * t25 - t4 * t108)) + t192) * qd[1] + (qd[4] * (t175 * t35 - t18 * t98) + t181 + qd[5] * (t175 * t34 - t98 * t25)) * qd[0];
    const double t195 = 0.384 * t16 - 0.0825 * t18;
    const double t196 = 0.088 * (t16 * sine[4] + t20 * cosine[4]) + t195;
    const double t197 = (t152 * cosine[0] - t31 * t196) * qd[2] + (sine[5] * t196 * qd[1] + t152 * qd[0]) - (t152 * t7 + t196 * t33) * qd[3];
    const double t198 = t196 - t195;
    const double t199 = t197 + qd[4] * (t18 * t153 + t16 * t98 - (t35 * t198 - t175 * t32)) + qd[5] * (t19 * t98 + t153 * t25 - (t175 * t88 + t198 * t34));
    const double t200 = (t42 * t196 - cosine[0] * t149) * qd[2] + (cosine[5] * t196 * qd[1] - qd[0] * t149) + qd[3] * (t54 * t196 + t7 * t149);
    const double t201 = (t71 * t198 + t175 * t64 - (t19 * t108 + t150 * t25)) * qd[5] + (t200 + qd[4] * (t62 * t198 - t175 * t65 - (t18 * t150 + t16 * t108)));
    const double t202 = sine[5] * t27 * qd[1] - qd[0] * t157 - (t31 * t27 + cosine[0] * t157) * qd[2] - (t27 * t33 - t7 * t157) * qd[3];
    const double t203 = t202 - qd[4] * (t35 * t27 + t18 * t157) + qd[5] * (t21 * t98 - t25 * t157 - (t27 * t34 + t175 * t36));
    const double t204 = 0.088 * (t18 * cosine[4] - t21 * sine[4]);
    const double t205 = (t40 * cosine[0] - t31 * t204) * qd[2] + (t40 * qd[0] + sine[5] * t204 * qd[1]) - (t40 * t7 + t204 * t33) * qd[3];
    const double t206 = qd[5] * (t205 + qd[4] * (t18 * t40 - t35 * t204) + qd[5] * (t40 * t25 - t204 * t34)) + (t203 * qd[4] + (t199 * qd[3] + (t176 * qd[2] + t193)));
    const double t207 = (t54 * t27 - t7 * t156) * qd[3] + (qd[0] * t156 + cosine[5] * t27 * qd[1] + (t42 * t27 + cosine[0] * t156) * qd[2]);
    const double t208 = qd[5] * (t71 * t27 + t175 * t68 - (t21 * t108 - t25 * t156)) + ((t18 * t156 + t62 * t27) * qd[4] + t207);
    const double t209 = (t42 * t204 - t160 * cosine[0]) * qd[2] + (cosine[5] * t204 * qd[1] - t160 * qd[0]) + qd[3] * (t160 * t7 + t54 * t204);
    const double t210 = qd[4] * t208 + (qd[3] * t201 + (t177 * qd[2] + t194)) + qd[5] * (t209 + qd[4] * (t62 * t204 - t160 * t18) + qd[5] * (t71 * t204 - t160 * t25));
    a[0] = t210;
    a[1] = t206;
    a[2] = t162;
    a[3] = qd[6] * t91 * qd[5] + t90;
    a[4] = qd[5] * (t74 * qd[6]) + t72;
    a[5] = t26 + qd[5] * (t28 * qd[6]);
  }
};
}  // namespace
void jacobian_dot_qd(const double* q, const double* qd, double* a) {
  evaluate(JacobianDotQdBody(), q, qd, a);
}


// Built from: recursion: Newton-Euler program, grouped inertial parameters; J^T w added.
// 517 multiplications, 405 additions, 0 divisions, 14 function calls.
namespace {
struct InverseDynamicsWrenchBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, const double* qd, const double* qdd, const double* w, double* tau) const {
    double sine[7], cosine[7];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5], q[6], q[0]);
    const double t0 = cosine[0] * qd[0];
    const double t1 = t0 * qd[1];
    const double t2 = qdd[0] * sine[0] + t1;
    const double t3 = 0.316 * (t1 + t2);
    const double t4 = sine[0] * qd[0];
    const double t5 = cosine[1] * qd[1] + t4 * sine[1];
    const double t6 = qdd[1] * sine[1] - cosine[1] * t2 + t5 * qd[2];
    const double t7 = qdd[0] * cosine[0];
    const double t8 = t4 * qd[1];
    const double t9 = qdd[2] + (t7 - t8);
    const double t10 = t8 - t7;
    const double t11 = qd[1] * sine[1] - t4 * cosine[1];
    const double t12 = t0 + qd[2];
    const double t13 = cosine[2] * t12 - sine[2] * t11;
    const double t14 = cosine[2] * t6 + sine[2] * t9 + t13 * qd[3];
    const double t15 = qd[3] - t5;
    const double t16 = t14 + t13 * t15;
    const double t17 = sine[2] * t12 + cosine[2] * t11;
    const double t18 = cosine[2] * t9 - t6 * sine[2] - t17 * qd[3];
    const double t19 = t15 * t17 - t18;
    const double t20 = 0.316 * (t4 * t0 - qdd[1]) + 9.81 * sine[0];
    const double t21 = t3 * cosine[1] + t20 * sine[1];
    const double t22 = t3 * sine[1] - t20 * cosine[1];
    const double t23 = t5 * t11;
    const double t24 = t23 + t9;
    const double t25 = t21 + 0.0825 * t24;
    const double t26 = 0.384 * t16 - 0.0825 * t19 - t25;
    const double t27 = t13 * t17;
    const double t28 = t11 * qd[2];
    const double t29 = qdd[1] * cosine[1] + t2 * sine[1];
    const double t30 = t28 - t29 + qdd[3];
    const double t31 = t29 - t28;
    const double t32 = t27 - t30;
    const double t33 = t27 + t30;
    const double t34 = t15 * t15;
    const double t35 = t34 + t13 * t13;
    const double t36 = t34 + t17 * t17;
    const double t37 = t12 * t12;
    const double t38 = t37 + t5 * t5;
    const double t39 = t22 - 0.0825 * t38;
    const double t40 = 9.81 * cosine[0] - 0.316 * (t4 * t4 + qd[1] * qd[1]);
    const double t41 = 0.0825 * (t12 * t11 - t31) + t40;
    const double t42 = t41 * sine[2] + cosine[2] * t39;
    const double t43 = t41 * cosine[2] - sine[2] * t39;
    const double t44 = t42 + (0.384 * t32 + 0.0825 * t35);
    const double t45 = cosine[3] * t26 + sine[3] * t44;
    const double t46 = cosine[3] * t44 - sine[3] * t26;
    const double t47 = cosine[3] * t15 + t17 * sine[3];
    const double t48 = qd[5] + t47;
    const double t49 = cosine[3] * t17 - t15 * sine[3];
    const double t50 = t13 + qd[4];
    const double t51 = cosine[4] * t49 + t50 * sine[4];
    const double t52 = t14 * cosine[3] - t30 * sine[3] - qd[4] * t47;
    const double t53 = t18 + qdd[4];
    const double t54 = t53 * cosine[4] - t52 * sine[4];
    const double t55 = qd[5] * t51;
    const double t56 = t54 - t55;
    const double t57 = qdd[6] + (t55 - t54);
    const double t58 = t48 * t51 - t56;
    const double t59 = t45 + 0.088 * t58;
    const double t60 = t43 - (0.0825 * t33 + 0.384 * t36);
    const double t61 = cosine[4] * t46 + t60 * sine[4];
    const double t62 = t48 * t48;
    const double t63 = sine[4] * t49;
    const double t64 = t50 * cosine[4];
    const double t65 = t64 - t63;
    const double t66 = t63 - t64 + qd[6];
    const double t67 = t62 + t65 * t65;
    const double t68 = t61 - 0.088 * t67;
    const double t69 = 0.007735484874 * (t59 * cosine[5] - sine[5] * t68) + 0.003127439544 * (sine[5] * t59 + cosine[5] * t68);
    const double t70 = qd[4] * t49 + (t14 * sine[3] + cosine[3] * t30);
    const double t71 = qdd[5] + t70;
    const double t72 = t53 * sine[4] + t52 * cosine[4] + qd[5] * t65;
    const double t73 = t48 * cosine[5] - sine[5] * t51;
    const double t74 = t73 * qd[6] + (sine[5] * t71 + t72 * cosine[5]);
    const double t75 = cosine[5] * t51 + sine[5] * t48;
    const double t76 = t71 * cosine[5] - sine[5] * t72 - t75 * qd[6];
    const double t77 = 0.000548359106408232 * t66 + 0.000395108718315752 * t75;
    const double t78 = 0.00242094377852123 * t75 - 0.000395108718315752 * t73 - 0.001672482661783778 * t66;
    const double t79 = 0.004909651967360946 * t57 - (0.001672482661783778 * t74 + 0.000548359106408232 * t76) - (t77 * t75 + t73 * t78);
    const double t80 = t69 + t79;
    const double t81 = cosine[0] * cosine[6];
    const double t82 = t81 * cosine[1] - sine[6] * sine[1];
    const double t83 = t81 * sine[1] + sine[6] * cosine[1];
    const double t84 = sine[0] * cosine[6];
    const double t85 = sine[2] * t84 + cosine[2] * t82;
    const double t86 = cosine[3] * t85 - sine[3] * t83;
    const double t87 = cosine[2] * t84 - t82 * sine[2];
    const double t88 = t87 * sine[4] + cosine[4] * t86;
    const double t89 = t86 * sine[4] - cosine[4] * t87;
    const double t90 = t85 * sine[3] + cosine[3] * t83;
    const double t91 = cosine[5] * t88 + sine[5] * t90;
    const double t92 = cosine[5] * t90 - sine[5] * t88;
    const double t93 = t89 * w[5] + (t91 * w[3] + t92 * w[4]);
    const double t94 = w[2] * t89 + (t91 * w[0] + t92 * w[1]);
    const double t95 = cosine[0] * sine[6];
    const double t96 = t95 * cosine[1] + cosine[6] * sine[1];
    const double t97 = t95 * sine[1] - cosine[6] * cosine[1];
    const double t98 = sine[6] * sine[0];
    const double t99 = t96 * cosine[2] + t98 * sine[2];
    const double t100 = t99 * sine[3] + t97 * cosine[3];
    const double t101 = cosine[3] * t99 - t97 * sine[3];
    const double t102 = cosine[2] * t98 - t96 * sine[2];
    const double t103 = t102 * sine[4] + t101 * cosine[4];
    const double t104 = t101 * sine[4] - t102 * cosine[4];
    const double t105 = sine[5] * t100 + t103 * cosine[5];
    const double t106 = cosine[5] * t100 - sine[5] * t103;
    const double t107 = w[3] * t105 + w[4] * t106 + t104 * w[5];
    const double t108 = w[0] * t105 + w[1] * t106 + w[2] * t104;
    const double t109 = sine[0] * cosine[1];
    const double t110 = cosine[2] * cosine[0] + sine[2] * t109;
    const double t111 = cosine[0] * sine[2] - cosine[2] * t109;
    const double t112 = sine[0] * sine[1];
    const double t113 = t112 * sine[3] + t111 * cosine[3];
    const double t114 = t110 * sine[4] + t113 * cosine[4];
    const double t115 = t113 * sine[4] - t110 * cosine[4];
    const double t116 = t111 * sine[3] - cosine[3] * t112;
    const double t117 = t114 * cosine[5] + sine[5] * t116;
    const double t118 = cosine[5] * t116 - sine[5] * t114;
    const double t119 = t117 * w[3] + w[4] * t118 + t115 * w[5];
    const double t120 = w[1] * t118 + t117 * w[0] + w[2] * t115;
    const double t121 = t60 * cosine[4] - sine[4] * t46;
    const double t122 = t51 * t65;
    const double t123 = t71 + t122;
    const double t124 = t121 + 0.088 * t123;
    const double t125 = 0.004909651967360946 * t66 - (0.000548359106408232 * t73 + 0.001672482661783778 * t75);
    const double t126 = 0.00242094377852123 * t74 - 0.000395108718315752 * t76 - 0.001672482661783778 * t57 + (t73 * t125 + t77 * t66);
    const double t127 = t66 * t78 - t125 * t75 - (0.000548359106408232 * t57 + 0.000395108718315752 * t74) + 0.007735484874 * t124;
    const double t128 = 0.003127439544 * t124 + t126;
    const double t129 = 0.003127439544 * (t74 + t66 * t73) - 0.007735484874 * (t66 * t75 - t76);
    const double t130 = t129 + (0.164967552695 * t123 + 0.068832705569 * (t51 * t51 + t62));
    const double t131 = t66 * t66;
    const double t132 = 0.005511034382675315 * t51 + 9.3569097314605e-05 * t48;
    const double t133 = 0.005511034382675315 * t65 - 0.000884123530507804 * t51 - 0.000103758917218685 * t48;
    const double t134 = 9.3569097314605e-05 * t56 - 0.000103758917218685 * t72 + 0.030389507210667306 * t71 + (t132 * t51 - t133 * t65);
    const double t135 = 0.088 * t129 + (sine[5] * t128 + cosine[5] * t127 + (0.068832705569 * t61 + 0.164967552695 * t121 + t134));
    const double t136 = 0.333 + 0.316 * cosine[0];
    const double t137 = t136 - 0.0825 * t109;
    const double t138 = 0.384 * t110 - 0.0825 * t111 + t137;
    const double t139 = 0.088 * t114 + t138;
    const double t140 = t139 - t138;
    const double t141 = t139 - t137;
    const double t142 = t139 - t136;
    const double t143 = t139 - 0.333;
    const double t144 = 0.316 * t98;
    const double t145 = t144 + 0.0825 * t96;
    const double t146 = t145 + (0.384 * t102 - 0.0825 * t99);
    const double t147 = t146 + 0.088 * t103;
    const double t148 = t147 - t146;
    const double t149 = t147 - t145;
    const double t150 = t147 - t144;
    const double t151 = 0.316 * t84;
    const double t152 = t151 + 0.0825 * t82;
    const double t153 = t152 + (0.384 * t87 - 0.0825 * t85);
    const double t154 = t153 + 0.088 * t88;
    const double t155 = t154 - t153;
    const double t156 = t154 - t152;
    const double t157 = t154 - t151;
    const double t158 = t94 * (t140 * t100 - t116 * t148) + t135 + t108 * (t155 * t116 - t140 * t90) + t120 * (t90 * t148 - t100 * t155);
    const double t159 = 0.030389507210667306 * t48 + (9.3569097314605e-05 * t65 - 0.000103758917218685 * t51);
    const double t160 = 0.005511034382675315 * t72 + 9.3569097314605e-05 * t71 + (t48 * t133 - t159 * t51) - 0.164967552695 * t45;
    const double t161 = t159 * t65 - t48 * t132 + (0.005511034382675315 * t56 - 0.000884123530507804 * t72 - 0.000103758917218685 * t71);
    const double t162 = t128 * cosine[5] - sine[5] * t127 + (t161 - 0.068832705569 * t45);
    const double t163 = t73 * t75;
    const double t164 = 0.003127439544 * (t131 + t75 * t75) + 0.007735484874 * (t57 + t163);
    const double t165 = 0.007735484874 * (t131 + t73 * t73) + 0.003127439544 * (t163 - t57);
    const double t166 = 0.068832705569 * (t122 - t71) + 0.164967552695 * t67 + (sine[5] * t164 + cosine[5] * t165);
    const double t167 = t164 * cosine[5] - sine[5] * t165;
    const double t168 = t160 - t80 - 0.088 * t167;
    const double t169 = 0.00151524447332703 * t47 + 0.024230847133882086 * t49 - 0.004600245517563106 * t50;
    const double t170 = 0.00216405205209813 * t50 - 0.00151524447332703 * t49;
    const double t171 = t169 * t47 + t170 * t49 + (0.027133159263935513 * t53 - (0.00216405205209813 * t70 + 0.004600245517563106 * t52));
    const double t172 = 0.014653732538 * t45 - 0.067870631425 * t46 + t171 + (t168 * cosine[4] + sine[4] * t162);
    const double t173 = t94 * (t102 * t140 - t110 * t148) + t172 + t108 * (t110 * t155 - t140 * t87) + (t87 * t148 - t102 * t155) * t120;
    const double t174 = 0.027133159263935513 * t50 - (0.00216405205209813 * t47 + 0.004600245517563106 * t49);
    const double t175 = 0.024230847133882086 * t52 + 0.00151524447332703 * t70 - 0.004600245517563106 * t53 - (t170 * t50 + t174 * t47);
    const double t176 = cosine[4] * t162 - t168 * sine[4] + (t175 + 0.067870631425 * t60);
    const double t177 = t50 * t169 - t174 * t49 + (0.00216405205209813 * t53 - 0.00151524447332703 * t52) + 0.014653732538 * t60;
    const double t178 = t177 - t135;
    const double t179 = cosine[4] * t130 - sine[4] * t166 + (0.067870631425 * (t52 - t50 * t47) - 0.014653732538 * (t50 * t49 + t70));
    const double t180 = t179 - (0.49008027465 * t33 + 1.720683553603 * t36);
    const double t181 = t50 * t50;
    const double t182 = 0.13876407268546084 * t17 - 0.00164448757736927 * t15;
    const double t183 = 0.13876407268546084 * t13 + 0.540829284939183 * t17 + 0.0039053550262761 * t15;
    const double t184 = t182 * t17 - t13 * t183 + (0.632524057252814 * t30 + (0.0039053550262761 * t14 - 0.00164448757736927 * t18));
    const double t185 = t184 - (1.720683553603 * t42 + 0.49008027465 * t43) - (t178 * cosine[3] + t176 * sine[3]);
    const double t186 = t49 * t47;
    const double t187 = t167 + (0.164967552695 * t58 - 0.068832705569 * (t72 + t48 * t65)) + (0.067870631425 * (t181 + t49 * t49) + 0.014653732538 * (t53 - t186));
    const double t188 = 0.014653732538 * (t181 + t47 * t47) - 0.067870631425 * (t53 + t186) - (t130 * sine[4] + cosine[4] * t166);
    const double t189 = t188 * cosine[3] + t187 * sine[3];
    const double t190 = t187 * cosine[3] - t188 * sine[3];
    const double t191 = 1.720683553603 * t16 - 0.49008027465 * t19 + t190;
    const double t192 = t189 + (1.720683553603 * t32 + 0.49008027465 * t35);
    const double t193 = 0.384 * t189 + 0.0825 * t179;
    const double t194 = t185 - t193 + t94 * (t97 * t141 + t149 * t112) - t108 * (t112 * t156 + t141 * t83) + t120 * (t149 * t83 - t97 * t156);
    const double t195 = 0.028227094878 * (t23 - t9) - 0.684157959872 * t38 + (cosine[2] * t192 - sine[2] * t180);
    const double t196 = 0.684157959872 * t24 - 0.028227094878 * (t37 + t11 * t11) - t191;
    const double t197 = 0.0825 * t191;
    const double t198 = 0.0039053550262761 * t17 - 0.00164448757736927 * t13 + 0.632524057252814 * t15;
    const double t199 = 0.0039053550262761 * t30 + (0.13876407268546084 * t18 + 0.540829284939183 * t14) + (t13 * t198 - t182 * t15);
    const double t200 = t15 * t183 - t198 * t17 + (0.13876407268546084 * t14 - 0.00164448757736927 * t30) - 0.49008027465 * t25;
    const double t201 = 0.384 * t190 + (t176 * cosine[3] - t178 * sine[3] + (t199 - 1.720683553603 * t25));
    const double t202 = t200 + t172 + 0.0825 * t190;
    const double t203 = 0.000121912420950744 * t11 + 0.004377257121839584 * t12;
    const double t204 = 0.01159586409516604 * t11 - 0.000121912420950744 * t5 - 0.005487648106562256 * t12;
    const double t205 = 0.12445520614822143 * t9 - (0.005487648106562256 * t6 + 0.004377257121839584 * t31) - (t203 * t11 + t5 * t204);
    const double t206 = cosine[2] * t202 + sine[2] * t201 + (0.684157959872 * t21 - 0.028227094878 * t22 + t205);
    const double t207 = t108 * (cosine[0] * t157 - t84 * t142) + (t94 * (t98 * t142 - t150 * cosine[0]) + (t206 - t197)) + (t150 * t84 - t98 * t157) * t120;
    const double t208 = 0.12445520614822143 * t12 - (0.004377257121839584 * t5 + 0.005487648106562256 * t11);
    const double t209 = t5 * t208 + t12 * t203 + (0.01159586409516604 * t6 - 0.000121912420950744 * t31 - 0.005487648106562256 * t9);
    const double t210 = t204 * t12 - t208 * t11 - (0.000121912420950744 * t6 + 0.004377257121839584 * t9) - 0.684157959872 * t40;
    const double t211 = t193 - t185 + t210 - 0.0825 * (sine[2] * t192 + cosine[2] * t180);
    const double t212 = 0.028227094878 * t40 + t209 + (cosine[2] * t201 - sine[2] * t202);
    const double t213 = 0.00398335888393552 * t0 - 0.9896232897634767 * t4 + 0.01026110182100817 * qd[1];
    const double t214 = 0.00398335888393552 * t4 + 0.0007689361029464 * qd[1];
    const double t215 = 0.0007689361029464 * t10 - 0.01026110182100817 * t2 + 1.0357790547533403 * qdd[1] + (t213 * t0 - t214 * t4);
    const double t216 = t212 * sine[1] + t211 * cosine[1] + (t215 + (0.01993386669246 * cosine[0] - 30.45357582685272 * sine[0]));
    const double t217 = t94 * (t143 * cosine[6]) + (0.316 * (cosine[1] * t195 - t196 * sine[1]) + t216) + t108 * (t143 * sine[6]);
    const double t218 = 1.0357790547533403 * qd[1] - (0.01026110182100817 * t4 + 0.0007689361029464 * t0);
    const double t219 = cosine[0] * (t4 * t218 + t213 * qd[1] + (0.0007689361029464 * qdd[1] + 0.00398335888393552 * t2) + (t197 - t206));
    const double t220 = 0.01026110182100817 * qdd[1] - (0.00398335888393552 * t10 + 0.9896232897634767 * t2) - (t214 * qd[1] + t218 * t0);
    const double t221 = sine[0] * (t212 * cosine[1] - t211 * sine[1] + t220 - 0.316 * (t196 * cosine[1] + t195 * sine[1])) + t219;
    tau[0] = 0.03733744848940618 * qdd[0] - t221 - t94 * t147 + t108 * t154 + t119;
    tau[1] = t217 - (sine[6] * t147 + t154 * cosine[6]) * t120 - sine[6] * t93 + t107 * cosine[6];
    tau[2] = cosine[0] * t119 + (t207 + t84 * t93 + t98 * t107);
    tau[3] = t93 * t83 + t194 + t97 * t107 - t112 * t119;
    tau[4] = t173 + t87 * t93 + t102 * t107 + t110 * t119;
    tau[5] = t119 * t116 + (t158 + t93 * t90 + t100 * t107);
    tau[6] = t107 * t104 + (t93 * t89 + t80) + t119 * t115;
  }
};
}  // namespace
void inverse_dynamics_wrench(const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  evaluate(InverseDynamicsWrenchBody(), q, qd, qdd, w, tau);
}


// Built from: recursion: Newton-Euler program with link wrenches, grouped inertial parameters.
// 360 multiplications, 329 additions, 0 divisions, 12 function calls.
namespace {
struct InverseDynamicsExternalBody {
  template <typename SinCos>
  void operator()(SinCos sin_cos, const double* q, const double* qd, const double* qdd, const double* fext, double* tau) const {
    double sine[6], cosine[6];
    sin_cos(sine, cosine, q[1], q[2], q[3], q[4], q[5], q[6]);
    const double t0 = cosine[0] * qd[0];
    const double t1 = t0 * qd[1];
    const double t2 = qdd[0] * sine[0] + t1;
    const double t3 = 0.316 * (t1 + t2);
    const double t4 = sine[0] * qd[0];
    const double t5 = cosine[1] * qd[1] + t4 * sine[1];
    const double t6 = qdd[1] * sine[1] - cosine[1] * t2 + t5 * qd[2];
    const double t7 = qdd[0] * cosine[0];
    const double t8 = t4 * qd[1];
    const double t9 = qdd[2] + (t7 - t8);
    const double t10 = t8 - t7;
    const double t11 = qd[1] * sine[1] - t4 * cosine[1];
    const double t12 = t0 + qd[2];
    const double t13 = cosine[2] * t12 - sine[2] * t11;
    const double t14 = cosine[2] * t6 + sine[2] * t9 + t13 * qd[3];
    const double t15 = qd[3] - t5;
    const double t16 = t14 + t13 * t15;
    const double t17 = sine[2] * t12 + cosine[2] * t11;
    const double t18 = cosine[2] * t9 - t6 * sine[2] - t17 * qd[3];
    const double t19 = t15 * t17 - t18;
    const double t20 = 0.316 * (t4 * t0 - qdd[1]) + 9.81 * sine[0];
    const double t21 = t3 * cosine[1] + t20 * sine[1];
    const double t22 = t3 * sine[1] - t20 * cosine[1];
    const double t23 = t5 * t11;
    const double t24 = t23 + t9;
    const double t25 = t21 + 0.0825 * t24;
    const double t26 = 0.384 * t16 - 0.0825 * t19 - t25;
    const double t27 = t13 * t17;
    const double t28 = t11 * qd[2];
    const double t29 = qdd[1] * cosine[1] + t2 * sine[1];
    const double t30 = t28 - t29 + qdd[3];
    const double t31 = t29 - t28;
    const double t32 = t27 - t30;
    const double t33 = t27 + t30;
    const double t34 = t15 * t15;
    const double t35 = t34 + t13 * t13;
    const double t36 = t34 + t17 * t17;
    const double t37 = t12 * t12;
    const double t38 = t37 + t5 * t5;
    const double t39 = t22 - 0.0825 * t38;
    const double t40 = 9.81 * cosine[0] - 0.316 * (t4 * t4 + qd[1] * qd[1]);
    const double t41 = 0.0825 * (t12 * t11 - t31) + t40;
    const double t42 = t41 * sine[2] + cosine[2] * t39;
    const double t43 = t41 * cosine[2] - sine[2] * t39;
    const double t44 = t42 + (0.384 * t32 + 0.0825 * t35);
    const double t45 = cosine[3] * t26 + sine[3] * t44;
    const double t46 = cosine[3] * t44 - sine[3] * t26;
    const double t47 = cosine[3] * t15 + t17 * sine[3];
    const double t48 = qd[5] + t47;
    const double t49 = cosine[3] * t17 - t15 * sine[3];
    const double t50 = t13 + qd[4];
    const double t51 = cosine[4] * t49 + t50 * sine[4];
    const double t52 = t14 * cosine[3] - t30 * sine[3] - qd[4] * t47;
    const double t53 = t18 + qdd[4];
    const double t54 = t53 * cosine[4] - t52 * sine[4];
    const double t55 = qd[5] * t51;
    const double t56 = t54 - t55;
    const double t57 = qdd[6] + (t55 - t54);
    const double t58 = t48 * t51 - t56;
    const double t59 = t45 + 0.088 * t58;
    const double t60 = t43 - (0.0825 * t33 + 0.384 * t36);
    const double t61 = cosine[4] * t46 + t60 * sine[4];
    const double t62 = t48 * t48;
    const double t63 = sine[4] * t49;
    const double t64 = t50 * cosine[4];
    const double t65 = t64 - t63;
    const double t66 = t63 - t64 + qd[6];
    const double t67 = t62 + t65 * t65;
    const double t68 = t61 - 0.088 * t67;
    const double t69 = 0.007735484874 * (t59 * cosine[5] - sine[5] * t68) + 0.003127439544 * (sine[5] * t59 + cosine[5] * t68);
    const double t70 = qd[4] * t49 + (t14 * sine[3] + cosine[3] * t30);
    const double t71 = qdd[5] + t70;
    const double t72 = t53 * sine[4] + t52 * cosine[4] + qd[5] * t65;
    const double t73 = t48 * cosine[5] - sine[5] * t51;
    const double t74 = t73 * qd[6] + (sine[5] * t71 + t72 * cosine[5]);
    const double t75 = cosine[5] * t51 + sine[5] * t48;
    const double t76 = t71 * cosine[5] - sine[5] * t72 - t75 * qd[6];
    const double t77 = 0.000548359106408232 * t66 + 0.000395108718315752 * t75;
    const double t78 = 0.00242094377852123 * t75 - 0.000395108718315752 * t73 - 0.001672482661783778 * t66;
    const double t79 = 0.004909651967360946 * t57 - (0.001672482661783778 * t74 + 0.000548359106408232 * t76) - (t77 * t75 + t73 * t78);
    const double t80 = t69 + t79;
    const double t81 = t60 * cosine[4] - sine[4] * t46;
    const double t82 = t51 * t65;
    const double t83 = t71 + t82;
    const double t84 = t81 + 0.088 * t83;
    const double t85 = 0.004909651967360946 * t66 - (0.000548359106408232 * t73 + 0.001672482661783778 * t75);
    const double t86 = 0.00242094377852123 * t74 - 0.000395108718315752 * t76 - 0.001672482661783778 * t57 + (t73 * t85 + t77 * t66);
    const double t87 = t66 * t78 - t85 * t75 - (0.000548359106408232 * t57 + 0.000395108718315752 * t74) + 0.007735484874 * t84;
    const double t88 = 0.003127439544 * t84 + t86 - fext[39];
    const double t89 = fext[38] - (0.007735484874 * (t66 * t75 - t76) - 0.003127439544 * (t74 + t66 * t73));
    const double t90 = 0.164967552695 * t83 + 0.068832705569 * (t51 * t51 + t62) + t89 - fext[31];
    const double t91 = t87 - fext[40];
    const double t92 = t66 * t66;
    const double t93 = 0.005511034382675315 * t51 + 9.3569097314605e-05 * t48;
    const double t94 = 0.005511034382675315 * t65 - 0.000884123530507804 * t51 - 0.000103758917218685 * t48;
    const double t95 = 9.3569097314605e-05 * t56 - 0.000103758917218685 * t72 + 0.030389507210667306 * t71 + (t93 * t51 - t94 * t65);
    const double t96 = 0.088 * t89 + (sine[5] * t88 + t91 * cosine[5] + (0.068832705569 * t61 + 0.164967552695 * t81 + t95));
    const double t97 = 0.030389507210667306 * t48 + (9.3569097314605e-05 * t65 - 0.000103758917218685 * t51);
    const double t98 = t97 * t65 - t48 * t93 + (0.005511034382675315 * t56 - 0.000884123530507804 * t72 - 0.000103758917218685 * t71);
    const double t99 = t88 * cosine[5] - sine[5] * t91 + (t98 - 0.068832705569 * t45) - fext[33];
    const double t100 = 0.005511034382675315 * t72 + 9.3569097314605e-05 * t71 + (t48 * t94 - t97 * t51) - 0.164967552695 * t45;
    const double t101 = t73 * t75;
    const double t102 = 0.003127439544 * (t92 + t75 * t75) + 0.007735484874 * (t57 + t101) - fext[37];
    const double t103 = fext[36] + (0.007735484874 * (t92 + t73 * t73) + 0.003127439544 * (t101 - t57));
    const double t104 = fext[30] + (sine[5] * t102 + cosine[5] * t103 + (0.068832705569 * (t82 - t71) + 0.164967552695 * t67));
    const double t105 = cosine[5] * t102 - sine[5] * t103;
    const double t106 = fext[41] - t80 + t100 - 0.088 * t105 - fext[34];
    const double t107 = 0.00151524447332703 * t47 + 0.024230847133882086 * t49 - 0.004600245517563106 * t50;
    const double t108 = 0.00216405205209813 * t50 - 0.00151524447332703 * t49;
    const double t109 = t107 * t47 + t108 * t49 + (0.027133159263935513 * t53 - (0.00216405205209813 * t70 + 0.004600245517563106 * t52));
    const double t110 = 0.014653732538 * t45 - 0.067870631425 * t46 + t109 + (t99 * sine[4] + t106 * cosine[4]) - fext[29];
    const double t111 = 0.027133159263935513 * t50 - (0.00216405205209813 * t47 + 0.004600245517563106 * t49);
    const double t112 = 0.024230847133882086 * t52 + 0.00151524447332703 * t70 - 0.004600245517563106 * t53 - (t108 * t50 + t111 * t47);
    const double t113 = cosine[4] * t99 - t106 * sine[4] + (t112 + 0.067870631425 * t60) - fext[27];
    const double t114 = t50 * t107 - t111 * t49 + (0.00216405205209813 * t53 - 0.00151524447332703 * t52) + 0.014653732538 * t60;
    const double t115 = t90 * cosine[4] - t104 * sine[4] + (0.067870631425 * (t52 - t50 * t47) - 0.014653732538 * (t50 * t49 + t70));
    const double t116 = fext[35] - t96 + t114 - fext[28];
    const double t117 = t50 * t50;
    const double t118 = t115 - fext[26];
    const double t119 = t118 - (0.49008027465 * t33 + 1.720683553603 * t36) - fext[19];
    const double t120 = 0.13876407268546084 * t17 - 0.00164448757736927 * t15;
    const double t121 = 0.13876407268546084 * t13 + 0.540829284939183 * t17 + 0.0039053550262761 * t15;
    const double t122 = t120 * t17 - t13 * t121 + (0.632524057252814 * t30 + (0.0039053550262761 * t14 - 0.00164448757736927 * t18));
    const double t123 = t49 * t47;
    const double t124 = fext[32] - (t105 + (0.164967552695 * t58 - 0.068832705569 * (t72 + t48 * t65))) - (0.067870631425 * (t117 + t49 * t49) + 0.014653732538 * (t53 - t123));
    const double t125 = 0.014653732538 * (t117 + t47 * t47) - 0.067870631425 * (t53 + t123) - (t90 * sine[4] + t104 * cosine[4]);
    const double t126 = t125 - fext[24];
    const double t127 = t124 - fext[25];
    const double t128 = cosine[3] * t126 - t127 * sine[3];
    const double t129 = t122 - (1.720683553603 * t42 + 0.49008027465 * t43) - (cosine[3] * t116 + sine[3] * t113) - (0.384 * t128 + 0.0825 * t118);
    const double t130 = 1.720683553603 * t32 + 0.49008027465 * t35 + t128 - fext[18];
    const double t131 = t126 * sine[3] + cosine[3] * t127;
    const double t132 = fext[20] - (1.720683553603 * t16 - 0.49008027465 * t19 - t131);
    const double t133 = 0.028227094878 * (t23 - t9) - 0.684157959872 * t38 + (cosine[2] * t130 - t119 * sine[2]) - fext[12];
    const double t134 = 0.684157959872 * t24 - 0.028227094878 * (t37 + t11 * t11) + t132 - fext[13];
    const double t135 = 0.0039053550262761 * t17 - 0.00164448757736927 * t13 + 0.632524057252814 * t15;
    const double t136 = 0.0039053550262761 * t30 + (0.13876407268546084 * t18 + 0.540829284939183 * t14) + (t13 * t135 - t120 * t15);
    const double t137 = t15 * t121 - t135 * t17 + (0.13876407268546084 * t14 - 0.00164448757736927 * t30) - 0.49008027465 * t25;
    const double t138 = t136 - 1.720683553603 * t25 + (cosine[3] * t113 - sine[3] * t116) - 0.384 * t131 - fext[21];
    const double t139 = t137 + t110 - 0.0825 * t131 - fext[22];
    const double t140 = 0.000121912420950744 * t11 + 0.004377257121839584 * t12;
    const double t141 = 0.01159586409516604 * t11 - 0.000121912420950744 * t5 - 0.005487648106562256 * t12;
    const double t142 = 0.12445520614822143 * t9 - (0.005487648106562256 * t6 + 0.004377257121839584 * t31) - (t140 * t11 + t5 * t141);
    const double t143 = cosine[2] * t139 + sine[2] * t138 + (0.684157959872 * t21 - 0.028227094878 * t22 + t142) + 0.0825 * t132;
    const double t144 = 0.12445520614822143 * t12 - (0.004377257121839584 * t5 + 0.005487648106562256 * t11);
    const double t145 = t5 * t144 + t12 * t140 + (0.01159586409516604 * t6 - 0.000121912420950744 * t31 - 0.005487648106562256 * t9);
    const double t146 = t141 * t12 - t144 * t11 - (0.000121912420950744 * t6 + 0.004377257121839584 * t9) - 0.684157959872 * t40;
    const double t147 = 0.028227094878 * t40 + t145 + (cosine[2] * t138 - sine[2] * t139) - fext[15];
    const double t148 = t146 + (fext[23] - t129) - 0.0825 * (sine[2] * t130 + cosine[2] * t119) - fext[16];
    const double t149 = 0.00398335888393552 * t0 - 0.9896232897634767 * t4 + 0.01026110182100817 * qd[1];
    const double t150 = 0.00398335888393552 * t4 + 0.0007689361029464 * qd[1];
    const double t151 = 0.0007689361029464 * t10 - 0.01026110182100817 * t2 + 1.0357790547533403 * qdd[1] + (t149 * t0 - t150 * t4);
    const double t152 = t147 * sine[1] + cosine[1] * t148 + (t151 + (0.01993386669246 * cosine[0] - 30.45357582685272 * sine[0]));
    const double t153 = 1.0357790547533403 * qd[1] - (0.01026110182100817 * t4 + 0.0007689361029464 * t0);
    const double t154 = 0.01026110182100817 * qdd[1] - (0.00398335888393552 * t10 + 0.9896232897634767 * t2) - (t150 * qd[1] + t153 * t0);
    const double t155 = fext[17] - t143 + (t4 * t153 + t149 * qd[1] + (0.0007689361029464 * qdd[1] + 0.00398335888393552 * t2));
    const double t156 = (t154 + (t147 * cosine[1] - t148 * sine[1]) - 0.316 * (t133 * sine[1] + t134 * cosine[1]) - fext[9]) * sine[0];
    tau[0] = 0.03733744848940618 * qdd[0] - ((t155 - fext[10]) * cosine[0] + t156) - fext[5];
    tau[1] = 0.316 * (t133 * cosine[1] - t134 * sine[1]) + t152 - fext[11];
    tau[2] = t143 - fext[17];
    tau[3] = t129 - fext[23];
    tau[4] = t110;
    tau[5] = t96 - fext[35];
    tau[6] = t80 - fext[41];
  }
};
}  // namespace
void inverse_dynamics_external(const double* q, const double* qd, const double* qdd, const double* fext, double* tau) {
  evaluate(InverseDynamicsExternalBody(), q, qd, qdd, fext, tau);
}


}  // namespace panda_axes
