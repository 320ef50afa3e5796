// stanford: closed-form dynamics emitted by nedyn 0.1.0. Do not edit;
// regenerate with the command below instead.
// Model:   models/stanford.yaml (SHA-256 e439f790eafc1371d6e9f23be921d73d99580aa989b3bf24d639fc91b2a582dc)
// Command: nedyn generate models/stanford.yaml
#include "stanford.hpp"

#include <cmath>

namespace stanford {
namespace {

// sin_cos(a, b, s, c): s = {sin a, sin b}, c = {cos a, cos b}. Two angles go
// through one polynomial evaluation in the two lanes of a 128-bit vector
// (GCC/Clang vector extensions: SSE2 on x86-64, NEON on AArch64), about a
// third of the time of two calls to libm's sincos. x = k pi/2 + r with pi/2
// in three parts (Cody-Waite; k P1 and k P2 are exact for |k| < 2^20) and
// the rounding of r carried as a correction; near-minimax polynomials on
// |r| <= pi/4 (scripts/sin_cos_coefficients.py). Error below 1 ulp for
// |x| <= 1e5 (tests/generator/sin_cos_test.cpp). Larger or non-finite
// angles, other compilers, -ffast-math (which would fold the rounding
// constant away) and -DNEDYN_LIBM_TRIG use std::sin and std::cos.
#if defined(__GNUC__) && !defined(__FAST_MATH__) && !defined(NEDYN_LIBM_TRIG)
typedef double sin_cos_v2d __attribute__((vector_size(16)));
typedef unsigned long long sin_cos_v2i __attribute__((vector_size(16)));

const sin_cos_v2d kSinCos[] = {
    {0.6366197723675814, 0.6366197723675814},  // 2/pi
    {6755399441055744.0, 6755399441055744.0},  // 1.5 2^52: adding it rounds to an integer
    {1.5707963267341256, 1.5707963267341256},  // P1
    {6.077100506303966e-11, 6.077100506303966e-11},  // P2
    {2.0222662487959506e-21, 2.0222662487959506e-21},  // P3
    {1.5918129294866608e-10, 1.5918129294866608e-10},  // sin: z^5
    {-2.5051131845003624e-08, -2.5051131845003624e-08},
    {2.755731610255244e-06, 2.755731610255244e-06},
    {-0.00019841269836758574, -0.00019841269836758574},
    {0.008333333333330948, 0.008333333333330948},
    {-0.16666666666666666, -0.16666666666666666},  // sin: z^0
    {-1.1382632425521717e-11, -1.1382632425521717e-11},  // cos: z^5
    {2.08761462684032e-09, 2.08761462684032e-09},
    {-2.7557317271729793e-07, -2.7557317271729793e-07},
    {2.480158729876569e-05, 2.480158729876569e-05},
    {-0.0013888888888887398, -0.0013888888888887398},
    {0.041666666666666664, 0.041666666666666664},  // cos: z^0
    {0.5, 0.5},
    {1.0, 1.0}};

__attribute__((noinline, cold)) void sin_cos_libm(double a, double b, double* s, double* c) {
  s[0] = std::sin(a);
  c[0] = std::cos(a);
  s[1] = std::sin(b);
  c[1] = std::cos(b);
}

inline void sin_cos(double a, double b, double* s, double* c) {
  if (__builtin_expect(!(std::fabs(a) <= 1e5 && std::fabs(b) <= 1e5), 0)) {
    sin_cos_libm(a, b, s, c);
    return;
  }
  // Hidden from the optimiser, the constants stay memory operands; g++
  // would rebuild each from a scalar (two instructions per use).
  const sin_cos_v2d* k = kSinCos;
  __asm__("" : "+r"(k));
  const sin_cos_v2d x = {a, b};
  const sin_cos_v2d rounded = x * k[0] + k[1];
  const sin_cos_v2d n = rounded - k[1];  // nearest integer to 2x/pi
  const sin_cos_v2i quadrant = reinterpret_cast<sin_cos_v2i>(rounded);  // its low bits
  const sin_cos_v2d r1 = x - n * k[2];
  const sin_cos_v2d t = n * k[3];
  const sin_cos_v2d r = r1 - t;
  const sin_cos_v2d r_low = ((r1 - r) - t) - n * k[4];  // r + r_low = x - n pi/2
  const sin_cos_v2d z = r * r;
  const sin_cos_v2d half_z = k[17] * z;
  const sin_cos_v2d w = k[18] - half_z;
  const sin_cos_v2d ps = ((((k[5] * z + k[6]) * z + k[7]) * z + k[8]) * z + k[9]) * z + k[10];
  const sin_cos_v2d pc = ((((k[11] * z + k[12]) * z + k[13]) * z + k[14]) * z + k[15]) * z + k[16];
  // sin(r + r_low) ~ sin r + r_low cos r;  cos(r + r_low) ~ cos r - r_low r.
  const sin_cos_v2d sin_r = r + (r * z * ps + r_low * w);
  const sin_cos_v2d cos_r = w + (((k[18] - w) - half_z) + (z * z * pc - r_low * r));
  // Quadrant n: sin x = (sin r, cos r, -sin r, -cos r)[n mod 4], cos x one step on.
  const sin_cos_v2i swap = -(quadrant & 1);
  const sin_cos_v2i sin_r_bits = reinterpret_cast<sin_cos_v2i>(sin_r);
  const sin_cos_v2i cos_r_bits = reinterpret_cast<sin_cos_v2i>(cos_r);
  const sin_cos_v2i sin_bits =
      ((sin_r_bits & ~swap) | (cos_r_bits & swap)) ^ ((quadrant & 2) << 62);
  const sin_cos_v2i cos_bits =
      ((cos_r_bits & ~swap) | (sin_r_bits & swap)) ^ (((quadrant + 1) & 2) << 62);
  const sin_cos_v2d sin_x = reinterpret_cast<sin_cos_v2d>(sin_bits);
  const sin_cos_v2d cos_x = reinterpret_cast<sin_cos_v2d>(cos_bits);
  s[0] = sin_x[0];
  s[1] = sin_x[1];
  c[0] = cos_x[0];
  c[1] = cos_x[1];
}
#else
inline void sin_cos(double a, double b, double* s, double* c) {
  s[0] = std::sin(a);
  c[0] = std::cos(a);
  s[1] = std::sin(b);
  c[1] = std::cos(b);
}
#endif

}  // namespace

// Built from: recursion: Newton-Euler program, grouped inertial parameters.
// 139 multiplications, 103 additions, 0 divisions, 8 function calls.
void inverse_dynamics(const double* q, const double* qd, const double* qdd, double* tau) {
  double sine[4], cosine[4];
  sin_cos(q[1], q[4], sine + 0, cosine + 0);
  sin_cos(q[3], q[5], sine + 2, cosine + 2);
  const double t0 = sine[0] * qd[0];
  const double t1 = sine[2] * qd[1] - cosine[2] * t0;
  const double t2 = t1 + qd[4];
  const double t3 = cosine[0] * qd[0];
  const double t4 = qd[3] + t3;
  const double t5 = t0 * sine[2] + cosine[2] * qd[1];
  const double t6 = t4 * sine[1] + cosine[1] * t5;
  const double t7 = t3 * qd[1];
  const double t8 = qdd[0] * sine[0] + t7;
  const double t9 = t1 * qd[3] - (sine[2] * t8 + cosine[2] * qdd[1]);
  const double t10 = t0 * qd[1];
  const double t11 = qdd[3] + (qdd[0] * cosine[0] - t10);
  const double t12 = 0.0003 * (sine[1] * t9 + cosine[1] * t11 - qd[4] * t6 + qdd[5]);
  const double t13 = 0.0004 * (t2 * t6) - t12;
  const double t14 = t5 * sine[1];
  const double t15 = cosine[1] * t4;
  const double t16 = t14 - t15;
  const double t17 = cosine[1] * t9 - sine[1] * t11 + t16 * qd[4];
  const double t18 = t16 * t2;
  const double t19 = 0.154 * qdd[0];
  const double t20 = t0 * t3;
  const double t21 = 2.0 * (qd[2] * qd[1]) - (9.81 * sine[0] + cosine[0] * t19 + q[2] * (t20 - qdd[1]));
  const double t22 = t7 + t8;
  const double t23 = 0.154 * qd[0] * qd[0] - t22 * q[2] - 2.0 * (t0 * qd[2]);
  const double t24 = 0.0003 * (qd[5] + (t15 - t14));
  const double t25 = (t2 * cosine[3] + t6 * sine[3]) * t24;
  const double t26 = (t2 * sine[3] - t6 * cosine[3]) * t24;
  const double t27 = 0.055188293544 * t17 + 0.055588293544 * t18 - 0.1456212 * (cosine[2] * t21 - sine[2] * t23) + (t25 * cosine[3] + t26 * sine[3]);
  const double t28 = cosine[1] * t13 + t27 * sine[1];
  const double t29 = t5 * qd[3] + (sine[2] * qdd[1] - cosine[2] * t8);
  const double t30 = t1 * t5;
  const double t31 = sine[2] * t21 + cosine[2] * t23;
  const double t32 = 0.00454928 * t11 - 0.00536544 * t29 + (0.00536544 * (t4 * t5) + 0.00454928 * t30) + 0.05832 * t31;
  const double t33 = t0 * t0 + qd[1] * qd[1];
  const double t34 = qdd[2] - (t33 * q[2] + (sine[0] * t19 - 9.81 * cosine[0]));
  const double t35 = t16 * t6;
  const double t36 = t29 + qdd[4];
  const double t37 = 0.1456212 * (cosine[1] * t31 - t34 * sine[1]) + (0.055188293544 * t35 + 0.055588293544 * t36) + (t25 * sine[3] - cosine[3] * t26);
  const double t38 = t37 - (0.00536544 * t30 + 0.00536544 * t11);
  const double t39 = t1 * t4;
  const double t40 = t4 * t4;
  const double t41 = 0.00454928 * t39 - 0.00536544 * (t1 * t1 - t40) + 0.00454928 * t9 - 0.05832 * t34 + (cosine[1] * t27 - t13 * sine[1]);
  const double t42 = 0.1456212 * (t36 + t35);
  const double t43 = 0.1456212 * (t6 * t6 + t2 * t2);
  const double t44 = t42 * cosine[1] - sine[1] * t43 + 0.05832 * (t30 + t11);
  const double t45 = 0.05832 * (t40 + t5 * t5) - 0.1456212 * (t18 + t17);
  const double t46 = cosine[2] * t38 + t41 * sine[2] - 0.3733575 * t23 - (2.539805738825 * t8 + 2.555805738825 * t7) + (t44 * cosine[2] - sine[2] * t45 + (0.3733575 * t22 + 6.47 * t23)) * q[2];
  const double t47 = 6.47 * t21 - 0.3733575 * (qdd[1] - t20) + (t44 * sine[2] + cosine[2] * t45);
  const double t48 = cosine[1] * t43 + t42 * sine[1] + 0.05832 * (t39 + t9);
  const double t49 = 0.3733575 * t33 + 6.47 * t34;
  const double t50 = 0.577542888216 * qdd[0] - (cosine[0] * (t28 - t32 + 0.016 * t10) + sine[0] * t46) - 0.154 * (t47 * cosine[0] - (t48 - t49) * sine[0]);
  const double t51 = 2.555805738825 * qdd[1] - 2.539805738825 * t20 - (0.3733575 * t21 + (t41 * cosine[2] - sine[2] * t38));
  tau[0] = t50 + 0.953 * qdd[0];
  tau[1] = t51 + t47 * q[2] + 2.193 * qdd[1];
  tau[2] = 0.782 * qdd[2] + (t49 - t48);
  tau[3] = 0.106 * qdd[3] + (t32 - t28);
  tau[4] = 0.097 * qdd[4] + t37;
  tau[5] = 0.02 * qdd[5] + t12;
}

// Built from: closed form, Horner.
// 66 multiplications, 47 additions, 0 divisions, 6 function calls.
void mass_matrix(const double* q, double* M) {
  double sine[4], cosine[4];
  sin_cos(q[1], q[3], sine + 0, cosine + 0);
  sin_cos(q[4], q[4], sine + 2, cosine + 2);
  const double t0 = cosine[1] * (0.01073088 - 0.11664 * q[2]) + (0.109776587088 * cosine[2] + 0.2912424 * q[2]) * sine[2] * sine[1];
  const double t1 = (6.47 * q[2] + (0.2912424 * cosine[2] - 0.746715)) * q[2];
  const double t2 = 0.054888293544 * (sine[2] * sine[2]);
  const double t3 = (0.00414928 - t2) * sine[1];
  const double t4 = 0.054888293544 * sine[2];
  const double t5 = sine[0] * (cosine[0] * t0 + sine[0] * (t1 + (t3 * sine[1] + (2.590544752369 - t2)))) + ((t4 - 0.0448513296 * cosine[1]) * sine[2] + (1.688834688216 - 0.01796256 * sine[1]));
  const double t6 = cosine[1] * sine[2];
  const double t7 = 0.05832 * sine[1];
  const double t8 = 0.1456212 * t6;
  const double t9 = 0.057497055 - 0.00536544 * sine[1] + (0.054888293544 * t6 - 0.0224256648) * cosine[2] + q[2] * (t7 + t8 - 0.99638);
  const double t10 = sine[1] * sine[2];
  const double t11 = 0.05832 * q[2];
  const double t12 = (0.054888293544 * cosine[2] + 0.1456212 * q[2]) * sine[2];
  const double t13 = (sine[2] * (t4 - 0.0224256648 * cosine[1]) + (0.00484928 - 0.00898128 * sine[1])) * cosine[0] + (cosine[1] * (0.00536544 - t11) + t12 * sine[1]) * sine[0];
  const double t14 = 0.1456212 * (cosine[2] * q[2]);
  const double t15 = cosine[2] * cosine[0];
  const double t16 = sine[0] * (cosine[1] * (-0.055588293544 - t14) + 0.0224256648 * sine[2]) - 0.0224256648 * (sine[1] * t15);
  M[0] = t5;
  M[6] = cosine[0] * t9 + (cosine[1] * (t3 - 0.00898128) + 0.0224256648 * t10) * sine[0];
  M[7] = 4.808543312369 - t2 + sine[1] * ((t2 - 0.00414928) * sine[1]) + t1;
  M[12] = (t7 + (t8 - 0.99638)) * sine[0];
  M[13] = 0.05832 * cosine[1] - 0.1456212 * t10;
  M[14] = 7.252;
  M[18] = t13;
  M[19] = (t11 - 0.00536544) * sine[1] + cosine[1] * t12;
  M[20] = 0.0;
  M[21] = 0.11084928 + t2;
  M[24] = t16;
  M[25] = (0.055588293544 + t14) * sine[1];
  M[26] = -(0.1456212 * sine[2]);
  M[27] = 0.0;
  M[28] = 0.152588293544;
  M[30] = 0.0003 * t15 - 0.0003 * (sine[2] * (sine[1] * sine[0]));
  M[31] = -(0.0003 * t6);
  M[32] = 0.0;
  M[33] = 0.0003 * cosine[2];
  M[34] = 0.0;
  M[35] = 0.0203;
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

// Built from: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters.
// 122 multiplications, 83 additions, 0 divisions, 8 function calls.
void coriolis_centrifugal(const double* q, const double* qd, double* V) {
  double sine[4], cosine[4];
  sin_cos(q[1], q[3], sine + 0, cosine + 0);
  sin_cos(q[4], q[5], sine + 2, cosine + 2);
  const double t0 = sine[0] * qd[0];
  const double t1 = t0 * qd[1];
  const double t2 = t0 * sine[1] + cosine[1] * qd[1];
  const double t3 = t2 * sine[2];
  const double t4 = cosine[0] * qd[0];
  const double t5 = qd[3] + t4;
  const double t6 = cosine[2] * t5;
  const double t7 = t3 - t6;
  const double t8 = sine[1] * qd[1] - cosine[1] * t0;
  const double t9 = t8 + qd[4];
  const double t10 = t7 * t9;
  const double t11 = t4 * qd[1];
  const double t12 = t8 * qd[3] - sine[1] * t11;
  const double t13 = cosine[2] * t12 + t1 * sine[2] + t7 * qd[4];
  const double t14 = t0 * t4;
  const double t15 = 2.0 * (qd[2] * qd[1]) - q[2] * t14;
  const double t16 = t11 + t11;
  const double t17 = 0.154 * qd[0] * qd[0] - q[2] * t16 - 2.0 * (t0 * qd[2]);
  const double t18 = t5 * sine[2] + cosine[2] * t2;
  const double t19 = 0.0003 * (qd[5] + (t6 - t3));
  const double t20 = (t9 * cosine[3] + t18 * sine[3]) * t19;
  const double t21 = (t9 * sine[3] - t18 * cosine[3]) * t19;
  const double t22 = 0.055588293544 * t10 + 0.055188293544 * t13 - 0.1456212 * (cosine[1] * t15 - sine[1] * t17) + (t20 * cosine[3] + t21 * sine[3]);
  const double t23 = 0.0003 * (qd[4] * t18 + (cosine[2] * t1 - t12 * sine[2]));
  const double t24 = t23 + 0.0004 * (t9 * t18);
  const double t25 = t22 * sine[2] + cosine[2] * t24;
  const double t26 = cosine[1] * t17 + t15 * sine[1];
  const double t27 = t8 * t2;
  const double t28 = t2 * qd[3] - cosine[1] * t11;
  const double t29 = 0.05832 * t26 + (0.00536544 * (t5 * t2) + 0.00454928 * t27 - (0.00536544 * t28 + 0.00454928 * t1));
  const double t30 = t0 * t0 + qd[1] * qd[1];
  const double t31 = t30 * q[2];
  const double t32 = t8 * t5;
  const double t33 = t5 * t5;
  const double t34 = 0.05832 * t31 + (0.00454928 * t32 - 0.00536544 * (t8 * t8 - t33) + 0.00454928 * t12) + (t22 * cosine[2] - sine[2] * t24);
  const double t35 = t7 * t18;
  const double t36 = 0.1456212 * (t31 * sine[2] + t26 * cosine[2]) + (0.055188293544 * t35 + 0.055588293544 * t28) + (t20 * sine[3] - cosine[3] * t21);
  const double t37 = 0.00536544 * t1 - 0.00536544 * t27 + t36;
  const double t38 = 0.1456212 * (t28 + t35);
  const double t39 = 0.1456212 * (t18 * t18 + t9 * t9);
  const double t40 = cosine[2] * t38 - sine[2] * t39 - 0.05832 * (t1 - t27);
  const double t41 = 0.05832 * (t33 + t2 * t2) - 0.1456212 * (t10 + t13);
  const double t42 = sine[1] * t34 + cosine[1] * t37 - 0.3733575 * t17 - (2.555805738825 * t11 + 2.539805738825 * t11) + (cosine[1] * t40 - sine[1] * t41 + (0.3733575 * t16 + 6.47 * t17)) * q[2];
  const double t43 = cosine[1] * t41 + t40 * sine[1] + (6.47 * t15 + 0.3733575 * t14);
  const double t44 = cosine[2] * t39 + t38 * sine[2] + 0.05832 * (t32 + t12);
  const double t45 = 0.3733575 * t30 - 6.47 * t31;
  const double t46 = (0.016 * t1 + (t25 - t29)) * cosine[0] + sine[0] * t42 + 0.154 * (cosine[0] * t43 - (t44 - t45) * sine[0]);
  V[0] = -t46;
  V[1] = q[2] * t43 - (2.539805738825 * t14 + (0.3733575 * t15 + (cosine[1] * t34 - t37 * sine[1])));
  V[2] = t45 - t44;
  V[3] = t29 - t25;
  V[4] = t36;
  V[5] = -t23;
}

// Built from: closed form, Horner.
// 17 multiplications, 8 additions, 0 divisions, 6 function calls.
void gravity(const double* q, double* G) {
  double sine[4], cosine[4];
  sin_cos(q[4], q[1], sine + 0, cosine + 0);
  sin_cos(q[3], q[3], sine + 2, cosine + 2);
  const double t0 = (3.662637075 - 1.428543972 * cosine[0] - 63.4707 * q[2]) * sine[1] + cosine[1] * (0.5721192 * cosine[2] - 1.428543972 * (sine[2] * sine[0]));
  G[0] = 0.0;
  G[1] = t0;
  G[2] = 63.4707 * cosine[1];
  G[3] = -((0.5721192 * sine[2] + 1.428543972 * (cosine[2] * sine[0])) * sine[1]);
  G[4] = -(1.428543972 * (sine[2] * (cosine[0] * sine[1])) + 1.428543972 * (cosine[1] * sine[0]));
  G[5] = 0.0;
}

// Built from: closed form, Horner.
// 119 multiplications, 72 additions, 0 divisions, 6 function calls.
void coriolis_coefficients(const double* q, double* B) {
  double sine[4], cosine[4];
  sin_cos(q[3], q[4], sine + 0, cosine + 0);
  sin_cos(q[1], q[1], sine + 2, cosine + 2);
  const double t0 = cosine[0] * (0.23328 * q[2] - 0.02146176) - sine[0] * (sine[1] * (0.5824848 * q[2] + 0.219553174176 * cosine[1]));
  const double t1 = 12.94 * q[2];
  const double t2 = sine[1] * sine[1];
  const double t3 = 0.109776587088 * t2;
  const double t4 = sine[0] * (0.00829856 - t3);
  const double t5 = sine[0] * t4;
  const double t6 = t0 * sine[2] + cosine[2] * (q[2] * (0.5824848 * cosine[1] - 1.49343 + t1) + (5.181089504738 - t3 + t5));
  const double t7 = 0.11664 * q[2];
  const double t8 = 0.2912424 * q[2];
  const double t9 = (0.109776587088 * cosine[1] + t8) * sine[1];
  const double t10 = t9 * sine[0];
  const double t11 = cosine[0] * (0.01073088 - t7) + t10;
  const double t12 = t1 + (0.2912424 * cosine[1] - 0.746715);
  const double t13 = sine[0] * sine[1];
  const double t14 = 0.2912424 * t13;
  const double t15 = 0.11664 * cosine[0];
  const double t16 = t14 - t15;
  const double t17 = t7 - 0.01073088;
  const double t18 = 0.0448513296 * t13 - 0.01796256 * cosine[0] + (cosine[0] * (sine[2] * t4) + cosine[2] * (t17 * sine[0] + cosine[0] * t9)) * sine[2];
  const double t19 = 0.109776587088 * sine[1];
  const double t20 = 0.0448513296 * cosine[0];
  const double t21 = t19 - t20;
  const double t22 = 0.2912424 * (cosine[1] * q[2]);
  const double t23 = cosine[1] * sine[2];
  const double t24 = sine[0] * t23;
  const double t25 = 0.109776587088 * (t24 * sine[1]);
  const double t26 = ((cosine[2] * (0.109776587088 + t22 - 0.219553174176 * t2) - t25) * sine[0] - t9 * sine[2]) * sine[2];
  const double t27 = 0.11664 * sine[0];
  const double t28 = cosine[0] * sine[1];
  const double t29 = 0.2912424 * t28;
  const double t30 = (t3 - 0.00829856) * sine[0];
  const double t31 = -0.0007 - t3;
  const double t32 = cosine[0] * t31;
  const double t33 = (0.0448513296 - 0.109776587088 * t28) * sine[0] * sine[2] * cosine[1] + (0.0448513296 * sine[1] + t32) * cosine[2];
  const double t34 = 0.0003 * t23 + 0.0003 * (cosine[2] * sine[0] * sine[1]);
  const double t35 = -t34;
  const double t36 = (0.110476587088 - t3) * sine[0] * sine[2] + cosine[1] * (0.2912424 * (q[2] * (sine[0] * sine[2])) + cosine[2] * t21);
  const double t37 = 0.0003 * (cosine[0] * sine[2] * sine[1]);
  const double t38 = -t37;
  const double t39 = 0.0003 * t24 + 0.0003 * (cosine[2] * sine[1]);
  const double t40 = -t39;
  const double t41 = 0.110476587088 + t22 - t3;
  const double t42 = 0.0003 * t13;
  const double t43 = cosine[0] * cosine[1];
  const double t44 = 0.0003 * t43;
  const double t45 = -t44;
  const double t46 = 0.2912424 * (t43 * sine[2]);
  const double t47 = t27 + t29;
  const double t48 = 0.2912424 * (cosine[1] * sine[0]);
  const double t49 = 0.109776587088 * (sine[1] * (cosine[1] * cosine[2]));
  const double t50 = 0.0003 * sine[1];
  const double t51 = -t50;
  const double t52 = 0.0007 + t3;
  B[0] = t6 * sine[2] + t11;
  B[1] = (sine[2] * t12 + cosine[2] * t16) * sine[2];
  B[2] = t18;
  B[3] = cosine[1] * t21 + t26;
  B[4] = 0.0;
  B[5] = cosine[2] * (t27 + (t29 - 1.99276));
  B[6] = (sine[0] * (0.01796256 + t30) + ((t20 - t19) * sine[1] - 0.0007)) * sine[2];
  B[7] = t33;
  B[8] = t35;
  B[9] = 0.0;
  B[10] = 0.0;
  B[11] = 0.0;
  B[12] = t36;
  B[13] = t38;
  B[14] = t40;
  B[15] = 0.0;
  B[16] = 0.0;
  B[17] = (0.00899856 + sine[0] * t30) * sine[2] + (cosine[0] * t17 - t10) * cosine[2];
  B[18] = cosine[0] * (t41 * cosine[2] - t25);
  B[19] = t34;
  B[20] = t12;
  B[21] = cosine[0] * t30;
  B[22] = ((0.109776587088 * (sine[0] * sine[0]) - 0.109776587088) * cosine[1] - t8) * sine[1];
  B[23] = 0.0;
  B[24] = 0.0;
  B[25] = 0.0;
  B[26] = 0.0;
  B[27] = t41 * cosine[0];
  B[28] = t42;
  B[29] = t45;
  B[30] = 0.0;
  B[31] = 0.0;
  B[32] = sine[2] * (t15 - t14);
  B[33] = t46;
  B[34] = 0.0;
  B[35] = 0.0;
  B[36] = -t47;
  B[37] = -t48;
  B[38] = 0.0;
  B[39] = 0.0;
  B[40] = 0.0;
  B[41] = 0.0;
  B[42] = 0.0;
  B[43] = 0.0;
  B[44] = 0.0;
  B[45] = sine[2] * (t5 - 0.00899856) + cosine[2] * t11;
  B[46] = t16 * sine[2];
  B[47] = 0.0;
  B[48] = t49 + sine[0] * t31 * sine[2];
  B[49] = t37;
  B[50] = t47;
  B[51] = 0.0;
  B[52] = t32;
  B[53] = -t42;
  B[54] = 0.0;
  B[55] = 0.0;
  B[56] = 0.0;
  B[57] = 0.109776587088 * (cosine[1] * sine[1]);
  B[58] = 0.0;
  B[59] = t51;
  B[60] = cosine[0] * (cosine[2] * (-0.110476587088 - t22 + t3) + t25);
  B[61] = -t46;
  B[62] = t52 * sine[0] * sine[2] - t49;
  B[63] = 0.0;
  B[64] = t39;
  B[65] = t48;
  B[66] = cosine[0] * t52;
  B[67] = 0.0;
  B[68] = t44;
  B[69] = 0.0;
  B[70] = 0.0;
  B[71] = 0.0;
  B[72] = 0.0;
  B[73] = t50;
  B[74] = 0.0;
  B[75] = t35;
  B[76] = 0.0;
  B[77] = t38;
  B[78] = t40;
  B[79] = 0.0;
  B[80] = 0.0;
  B[81] = t42;
  B[82] = t45;
  B[83] = 0.0;
  B[84] = 0.0;
  B[85] = 0.0;
  B[86] = 0.0;
  B[87] = t51;
  B[88] = 0.0;
  B[89] = 0.0;
}

// Built from: closed form, Horner.
// 81 multiplications, 49 additions, 0 divisions, 6 function calls.
void centrifugal_coefficients(const double* q, double* C) {
  double sine[4], cosine[4];
  sin_cos(q[3], q[4], sine + 0, cosine + 0);
  sin_cos(q[1], q[1], sine + 2, cosine + 2);
  const double t0 = sine[1] * sine[1];
  const double t1 = 0.054888293544 * t0;
  const double t2 = (0.00414928 - t1) * sine[0];
  const double t3 = sine[0] * sine[1];
  const double t4 = 0.0224256648 * t3;
  const double t5 = cosine[0] * sine[1];
  const double t6 = 0.00536544 * sine[0] - 0.057497055 + cosine[1] * (0.0224256648 - 0.054888293544 * t5) + (0.99638 - (0.05832 * sine[0] + 0.1456212 * t5)) * q[2];
  const double t7 = 0.05832 * q[2];
  const double t8 = t7 - 0.00536544;
  const double t9 = 0.1456212 * q[2];
  const double t10 = (0.054888293544 * cosine[1] + t9) * sine[1];
  const double t11 = cosine[0] * t10;
  const double t12 = 0.00898128 * cosine[0];
  const double t13 = sine[2] * (0.0224256648 * cosine[1] + 0.1456212 * (t5 * q[2])) + 0.0224256648 * (cosine[2] * sine[0] * sine[1]);
  const double t14 = t8 * cosine[0] - t10 * sine[0];
  const double t15 = 6.47 * q[2];
  const double t16 = (t1 - 0.00414928) * sine[0];
  const double t17 = cosine[2] * (q[2] * (0.746715 - 0.2912424 * cosine[1] - t15) + (t1 - 2.590544752369 + sine[0] * t16));
  const double t18 = cosine[0] * (0.01073088 - 0.11664 * q[2]) + (0.109776587088 * cosine[1] + 0.2912424 * q[2]) * sine[1] * sine[0];
  const double t19 = 0.1456212 * cosine[1];
  const double t20 = 0.3733575 - t19 - t15;
  const double t21 = sine[2] * (cosine[0] * (sine[2] * t16) + cosine[2] * (sine[0] * (0.00536544 - t7) - t11)) + (t12 - t4);
  const double t22 = 0.054888293544 * (sine[0] * (cosine[1] * sine[2]) * sine[1]) + (-0.054888293544 - 0.1456212 * (cosine[1] * q[2]) + 0.109776587088 * t0) * cosine[2];
  const double t23 = cosine[1] * (0.0224256648 * cosine[0] - 0.054888293544 * sine[1]) + (t22 * sine[0] + t10 * sine[2]) * sine[2];
  C[0] = 0.0;
  C[1] = (cosine[0] * (t2 - 0.00898128) + t4) * cosine[2] + sine[2] * t6;
  C[2] = 0.0;
  C[3] = sine[2] * (t8 * sine[0] + t11) + (t4 - t12) * cosine[2];
  C[4] = t13;
  C[5] = 0.0;
  C[6] = t14 + sine[2] * (t17 + sine[2] * t18);
  C[7] = 0.0;
  C[8] = 0.0;
  C[9] = t14;
  C[10] = -(0.1456212 * (t3 * q[2]));
  C[11] = 0.0;
  C[12] = ((0.05832 * cosine[0] - 0.1456212 * t3) * cosine[2] + sine[2] * t20) * sine[2];
  C[13] = t20;
  C[14] = 0.0;
  C[15] = 0.0;
  C[16] = -t19;
  C[17] = 0.0;
  C[18] = t21;
  C[19] = cosine[0] * t2;
  C[20] = 0.0;
  C[21] = 0.0;
  C[22] = 0.0;
  C[23] = 0.0;
  C[24] = t23;
  C[25] = ((0.054888293544 - 0.054888293544 * (sine[0] * sine[0])) * cosine[1] + t9) * sine[1];
  C[26] = 0.0;
  C[27] = -(0.054888293544 * (cosine[1] * sine[1]));
  C[28] = 0.0;
  C[29] = 0.0;
  C[30] = 0.0;
  C[31] = 0.0;
  C[32] = 0.0;
  C[33] = 0.0;
  C[34] = 0.0;
  C[35] = 0.0;
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
}

// Built from: M: closed form, Horner; bias: recursion, grouped inertial parameters; Cholesky.
// 190 multiplications, 136 additions, 0 divisions, 8 function calls.
void forward_dynamics(const double* q, const double* qd, const double* tau, double* qdd) {
  double M[kDof * kDof];  // lower triangle
  double r[kDof];
  double sine[4], cosine[4];
  sin_cos(q[1], q[3], sine + 0, cosine + 0);
  sin_cos(q[4], q[5], sine + 2, cosine + 2);
  const double t0 = cosine[1] * (0.01073088 - 0.11664 * q[2]) + (0.109776587088 * cosine[2] + 0.2912424 * q[2]) * sine[2] * sine[1];
  const double t1 = (6.47 * q[2] + (0.2912424 * cosine[2] - 0.746715)) * q[2];
  const double t2 = 0.054888293544 * (sine[2] * sine[2]);
  const double t3 = (0.00414928 - t2) * sine[1];
  const double t4 = 0.054888293544 * sine[2];
  const double t5 = sine[0] * (cosine[0] * t0 + sine[0] * (t1 + (t3 * sine[1] + (2.590544752369 - t2)))) + ((t4 - 0.0448513296 * cosine[1]) * sine[2] + (1.688834688216 - 0.01796256 * sine[1]));
  const double t6 = cosine[1] * sine[2];
  const double t7 = 0.05832 * sine[1];
  const double t8 = 0.1456212 * t6;
  const double t9 = 0.057497055 - 0.00536544 * sine[1] + (0.054888293544 * t6 - 0.0224256648) * cosine[2] + q[2] * (t7 + t8 - 0.99638);
  const double t10 = sine[1] * sine[2];
  const double t11 = 0.05832 * q[2];
  const double t12 = (0.054888293544 * cosine[2] + 0.1456212 * q[2]) * sine[2];
  const double t13 = (sine[2] * (t4 - 0.0224256648 * cosine[1]) + (0.00484928 - 0.00898128 * sine[1])) * cosine[0] + (cosine[1] * (0.00536544 - t11) + t12 * sine[1]) * sine[0];
  const double t14 = 0.1456212 * (cosine[2] * q[2]);
  const double t15 = cosine[2] * cosine[0];
  const double t16 = sine[0] * (cosine[1] * (-0.055588293544 - t14) + 0.0224256648 * sine[2]) - 0.0224256648 * (sine[1] * t15);
  const double t17 = sine[0] * qd[0];
  const double t18 = t17 * qd[1];
  const double t19 = cosine[0] * qd[0];
  const double t20 = qd[3] + t19;
  const double t21 = t17 * sine[1] + cosine[1] * qd[1];
  const double t22 = t20 * sine[2] + cosine[2] * t21;
  const double t23 = sine[1] * qd[1] - cosine[1] * t17;
  const double t24 = t19 * qd[1];
  const double t25 = t23 * qd[3] - sine[1] * t24;
  const double t26 = 0.0003 * (qd[4] * t22 + (cosine[2] * t18 - t25 * sine[2]));
  const double t27 = t23 + qd[4];
  const double t28 = t26 + 0.0004 * (t27 * t22);
  const double t29 = t21 * sine[2];
  const double t30 = cosine[2] * t20;
  const double t31 = t29 - t30;
  const double t32 = t31 * t27;
  const double t33 = cosine[2] * t25 + t18 * sine[2] + t31 * qd[4];
  const double t34 = t17 * t19;
  const double t35 = 2.0 * (qd[2] * qd[1]) - (q[2] * t34 + 9.81 * sine[0]);
  const double t36 = t24 + t24;
  const double t37 = 0.154 * qd[0] * qd[0] - q[2] * t36 - 2.0 * (t17 * qd[2]);
  const double t38 = 0.0003 * (qd[5] + (t30 - t29));
  const double t39 = (t27 * cosine[3] + t22 * sine[3]) * t38;
  const double t40 = (t27 * sine[3] - t22 * cosine[3]) * t38;
  const double t41 = 0.055588293544 * t32 + 0.055188293544 * t33 - 0.1456212 * (cosine[1] * t35 - sine[1] * t37) + (t39 * cosine[3] + t40 * sine[3]);
  const double t42 = cosine[2] * t28 + sine[2] * t41;
  const double t43 = t23 * t21;
  const double t44 = t21 * qd[3] - cosine[1] * t24;
  const double t45 = cosine[1] * t37 + sine[1] * t35;
  const double t46 = 0.00536544 * (t20 * t21) + 0.00454928 * t43 - (0.00536544 * t44 + 0.00454928 * t18) + 0.05832 * t45;
  const double t47 = t23 * t20;
  const double t48 = t20 * t20;
  const double t49 = t17 * t17 + qd[1] * qd[1];
  const double t50 = 9.81 * cosine[0] - t49 * q[2];
  const double t51 = 0.00454928 * t47 - 0.00536544 * (t23 * t23 - t48) + 0.00454928 * t25 - 0.05832 * t50 + (cosine[2] * t41 - sine[2] * t28);
  const double t52 = t31 * t22;
  const double t53 = 0.1456212 * (cosine[2] * t45 - t50 * sine[2]) + (0.055188293544 * t52 + 0.055588293544 * t44) + (t39 * sine[3] - cosine[3] * t40);
  const double t54 = 0.00536544 * t18 - 0.00536544 * t43 + t53;
  const double t55 = 0.1456212 * (t44 + t52);
  const double t56 = 0.1456212 * (t22 * t22 + t27 * t27);
  const double t57 = cosine[2] * t55 - sine[2] * t56 - 0.05832 * (t18 - t43);
  const double t58 = 0.05832 * (t48 + t21 * t21) - 0.1456212 * (t32 + t33);
  const double t59 = sine[1] * t51 + cosine[1] * t54 - 0.3733575 * t37 - (2.555805738825 * t24 + 2.539805738825 * t24) + (cosine[1] * t57 - sine[1] * t58 + (0.3733575 * t36 + 6.47 * t37)) * q[2];
  const double t60 = cosine[1] * t58 + t57 * sine[1] + (6.47 * t35 + 0.3733575 * t34);
  const double t61 = cosine[2] * t56 + t55 * sine[2] + 0.05832 * (t47 + t25);
  const double t62 = 0.3733575 * t49 + 6.47 * t50;
  const double t63 = (0.016 * t18 + (t42 - t46)) * cosine[0] + t59 * sine[0] + 0.154 * (t60 * cosine[0] - sine[0] * (t61 - t62));
  M[0] = t5;
  M[6] = cosine[0] * t9 + (cosine[1] * (t3 - 0.00898128) + 0.0224256648 * t10) * sine[0];
  M[7] = 4.808543312369 - t2 + sine[1] * ((t2 - 0.00414928) * sine[1]) + t1;
  M[12] = (t7 + (t8 - 0.99638)) * sine[0];
  M[13] = 0.05832 * cosine[1] - 0.1456212 * t10;
  M[14] = 7.252;
  M[18] = t13;
  M[19] = (t11 - 0.00536544) * sine[1] + cosine[1] * t12;
  M[20] = 0.0;
  M[21] = 0.11084928 + t2;
  M[24] = t16;
  M[25] = (0.055588293544 + t14) * sine[1];
  M[26] = -(0.1456212 * sine[2]);
  M[27] = 0.0;
  M[28] = 0.152588293544;
  M[30] = 0.0003 * t15 - 0.0003 * (sine[2] * (sine[1] * sine[0]));
  M[31] = -(0.0003 * t6);
  M[32] = 0.0;
  M[33] = 0.0003 * cosine[2];
  M[34] = 0.0;
  M[35] = 0.0203;
  r[0] = tau[0] + t63;
  r[1] = tau[1] - (t60 * q[2] - (cosine[1] * t51 - sine[1] * t54 + 0.3733575 * t35 + 2.539805738825 * t34));
  r[2] = tau[2] - (t62 - t61);
  r[3] = tau[3] - (t46 - t42);
  r[4] = tau[4] - t53;
  r[5] = tau[5] + t26;
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

// Built from: Christoffel symbols of the mass-matrix program.
// 248 multiplications, 177 additions, 0 divisions, 6 function calls.
void coriolis_matrix(const double* q, const double* qd, double* Cc) {
  double sine[4], cosine[4];
  sin_cos(q[1], q[3], sine + 0, cosine + 0);
  sin_cos(q[4], q[4], sine + 2, cosine + 2);
  const double t0 = 0.1456212 * sine[2];
  const double t1 = t0 * cosine[1];
  const double t2 = 0.05832 * sine[1] + t1;
  const double t3 = t2 * q[2];
  const double t4 = 0.0003 * cosine[2];
  const double t5 = t4 * sine[2];
  const double t6 = 0.055188293544 * sine[2];
  const double t7 = t6 * cosine[2];
  const double t8 = t5 - t7;
  const double t9 = cosine[1] * t8 + 0.00536544 * sine[1];
  const double t10 = t3 - t9;
  const double t11 = 0.0003 * sine[2];
  const double t12 = t11 * sine[2];
  const double t13 = 0.055188293544 * cosine[2];
  const double t14 = cosine[2] * t13;
  const double t15 = 0.00454928 + (t12 + t14);
  const double t16 = cosine[1] * t15;
  const double t17 = t15 * sine[1];
  const double t18 = cosine[1] * t17;
  const double t19 = sine[1] * t16 + t18;
  const double t20 = 0.055588293544 * sine[1];
  const double t21 = 0.055588293544 * cosine[1];
  const double t22 = t21 * sine[1];
  const double t23 = cosine[1] * t20 + t22;
  const double t24 = 0.05832 * cosine[1];
  const double t25 = t0 * sine[1];
  const double t26 = t24 - t25;
  const double t27 = (cosine[0] * t10 + (t19 - t23) * sine[0]) * sine[0] + cosine[0] * (sine[0] * t10) - 0.308 * t26;
  const double t28 = t25 - t24;
  const double t29 = t28 * q[2];
  const double t30 = 0.00536544 * cosine[1];
  const double t31 = t8 * sine[1];
  const double t32 = t30 - t31;
  const double t33 = t29 + t32;
  const double t34 = cosine[0] * t33;
  const double t35 = t6 * sine[2];
  const double t36 = cosine[2] * t4;
  const double t37 = 0.00454928 + (t35 + t36);
  const double t38 = t37 * sine[0];
  const double t39 = sine[0] * t33;
  const double t40 = 0.1456212 * cosine[2];
  const double t41 = 0.3733575 - t40;
  const double t42 = sine[1] * t17;
  const double t43 = cosine[1] * t21;
  const double t44 = 2.539805738825 + (6.47 * (q[2] * q[2]) - 2.0 * (t41 * q[2]) + (t42 + t43));
  const double t45 = cosine[0] * (t34 - t38) - (t37 * cosine[0] + t39) * sine[0] + (cosine[0] * (t44 * sine[0] + t34) + (t44 * cosine[0] - t39) * sine[0]);
  const double t46 = cosine[0] * t28;
  const double t47 = 6.47 * (q[2] + q[2]) - 2.0 * t41;
  const double t48 = (t46 + t47 * sine[0]) * sine[0] + t28 * sine[0] * cosine[0];
  const double t49 = t40 * sine[1];
  const double t50 = t49 * q[2];
  const double t51 = t36 - t12 - (t14 - t35);
  const double t52 = t51 * sine[1];
  const double t53 = t50 - t52;
  const double t54 = t5 + t11 * cosine[2];
  const double t55 = t13 * sine[2] + t7;
  const double t56 = t54 - t55;
  const double t57 = sine[1] * t56;
  const double t58 = 2.0 * (t0 * q[2]);
  const double t59 = t55 - t54;
  const double t60 = cosine[0] * t59;
  const double t61 = t40 * cosine[1];
  const double t62 = (t53 * cosine[0] + (t57 * sine[1] - t58) * sine[0]) * sine[0] + (t53 * sine[0] + t60) * cosine[0] - 0.308 * t61;
  const double t63 = (t9 - t3) * sine[0];
  const double t64 = 0.154 * (t0 * cosine[0] + t49 * sine[0]);
  const double t65 = t61 * q[2];
  const double t66 = t21 + t65;
  const double t67 = t64 - t66 * cosine[0];
  const double t68 = cosine[1] * t51;
  const double t69 = t64 - (cosine[0] * (t68 - t65) - sine[0] * (t57 * cosine[1]));
  const double t70 = t67 + t69;
  const double t71 = t2 * cosine[0] - 0.99638 * cosine[0];
  const double t72 = t71 + t71;
  const double t73 = 0.154 * (t2 * sine[0]);
  const double t74 = t26 * q[2];
  const double t75 = t73 - ((t32 - t74) * cosine[0] + (t43 - sine[1] * t20 - (cosine[1] * t16 - t42)) * sine[0]);
  const double t76 = t73 - ((t31 - t30 - t29) * cosine[0] + t38);
  const double t77 = t75 + t76;
  const double t78 = t11 * sine[1];
  const double t79 = t4 * sine[0] + cosine[0] * t78;
  const double t80 = t79 * qd[5];
  const double t81 = (0.154 * (sine[0] * (6.47 * q[2] - t41) + t46) - (cosine[0] * (t22 - t18) - t63)) * qd[1] + 0.5 * (qd[4] * t70 + (t45 * qd[0] + t72 * qd[2] + t77 * qd[3]) - t80);
  const double t82 = 0.154 * (cosine[0] * t61);
  const double t83 = (t20 + t50) * sine[0] - t82;
  const double t84 = t60 - (t52 - t50) * sine[0] - t82;
  const double t85 = t83 + t84;
  const double t86 = cosine[1] * t11 * sine[0];
  const double t87 = qd[5] * t86;
  const double t88 = sine[0] * (t4 * sine[1]) + t11 * cosine[0];
  const double t89 = qd[5] * t88;
  const double t90 = 0.5 * (t62 * qd[0] + t70 * qd[1] + qd[3] * t85 - t89) + qd[4] * (0.154 * (t40 * sine[0] + cosine[0] * t25) + q[2] * t1 * sine[0]);
  const double t91 = -(0.5 * (t88 * qd[4] + (t86 * qd[3] + t79 * qd[1])));
  const double t92 = t75 - t76;
  const double t93 = t69 - t67;
  const double t94 = t23 - t19;
  const double t95 = cosine[1] * (cosine[1] * t56) - t58;
  const double t96 = qd[5] * t78;
  const double t97 = t65 - t68;
  const double t98 = t66 + t97;
  const double t99 = cosine[1] * t4;
  const double t100 = qd[5] * t99;
  const double t101 = qd[3] * t78;
  const double t102 = t79 * qd[0];
  const double t103 = t99 * qd[4];
  const double t104 = t26 * sine[0];
  const double t105 = t104 + t104;
  const double t106 = t61 * sine[0];
  const double t107 = t106 + t106;
  const double t108 = t49 + t49;
  const double t109 = t2 + t2;
  const double t110 = t105 * qd[0];
  const double t111 = t109 * qd[1];
  const double t112 = qd[0] * t107;
  const double t113 = t108 * qd[1];
  const double t114 = t76 - t75;
  const double t115 = t84 - t83;
  const double t116 = t97 - t66;
  const double t117 = qd[5] * t11;
  const double t118 = t86 * qd[0];
  const double t119 = t78 * qd[1];
  const double t120 = t11 * qd[4];
  const double t121 = t83 - t84;
  const double t122 = t67 - t69;
  const double t123 = t66 - t97;
  const double t124 = 0.5 * (t11 * qd[3] + (t99 * qd[1] + t88 * qd[0]));
  Cc[0] = 0.5 * (t27 * qd[3] + (t45 * qd[1] + t48 * qd[2]) + t62 * qd[4]);
  Cc[1] = t81;
  Cc[2] = 0.5 * (t72 * qd[1] + t48 * qd[0]);
  Cc[3] = 0.5 * (qd[4] * t85 + (t27 * qd[0] + t77 * qd[1]) - t87) - (0.154 * (cosine[0] * t26) + t63) * qd[3];
  Cc[4] = t90;
  Cc[5] = t91;
  Cc[6] = 0.5 * (t80 + (t92 * qd[3] + qd[4] * t93)) - 0.5 * t45 * qd[0];
  Cc[7] = 0.5 * (t47 * qd[2] + t94 * qd[3] + qd[4] * t95);
  Cc[8] = 0.5 * (t47 * qd[1]);
  Cc[9] = (t74 - t32) * qd[3] + 0.5 * (t96 + (qd[4] * t98 + (t92 * qd[0] + t94 * qd[1])));
  Cc[10] = 0.5 * (qd[3] * t98 + (t95 * qd[1] + qd[0] * t93) - t100) - qd[4] * (t25 * q[2]);
  Cc[11] = 0.5 * (t101 + t102 - t103);
  Cc[12] = 0.5 * (t105 * qd[3] + qd[4] * t107) - 0.5 * t48 * qd[0];
  Cc[13] = -(0.5 * (qd[4] * t108 + qd[3] * t109) + 0.5 * t47 * qd[1]);
  Cc[14] = 0.0;
  Cc[15] = 0.5 * (t110 - t111);
  Cc[16] = 0.5 * (t112 - t113) - t40 * qd[4];
  Cc[17] = 0.0;
  Cc[18] = 0.5 * (t87 + (t114 * qd[1] - t105 * qd[2] + qd[4] * t115)) - qd[0] * (0.5 * t27);
  Cc[19] = 0.5 * (t109 * qd[2] + t114 * qd[0] + t116 * qd[4] - t96) - 0.5 * t94 * qd[1];
  Cc[20] = 0.5 * (t111 - t110);
  Cc[21] = 0.5 * (qd[4] * t59);
  Cc[22] = 0.5 * (t59 * qd[3] + (t115 * qd[0] + t116 * qd[1]) - t117);
  Cc[23] = 0.5 * (t118 - t119 - t120);
  Cc[24] = 0.5 * (t89 + (t121 * qd[3] + (t122 * qd[1] - t107 * qd[2]))) - 0.5 * t62 * qd[0];
  Cc[25] = 0.5 * (qd[0] * t122 + t108 * qd[2] + t123 * qd[3] + t100) - 0.5 * t95 * qd[1];
  Cc[26] = 0.5 * (t113 - t112);
  Cc[27] = 0.5 * (t121 * qd[0] + t123 * qd[1] + t117) - 0.5 * t59 * qd[3];
  Cc[28] = 0.0;
  Cc[29] = t124;
  Cc[30] = t91;
  Cc[31] = 0.5 * (t101 - t102 - t103);
  Cc[32] = 0.0;
  Cc[33] = 0.5 * (t119 - t118 - t120);
  Cc[34] = -t124;
  Cc[35] = 0.0;
}

// Built from: forward kinematics in the base frame.
// 50 multiplications, 32 additions, 0 divisions, 8 function calls.
void jacobian(const double* q, double* J) {
  double sine[4], cosine[4];
  sin_cos(q[0], q[1], sine + 0, cosine + 0);
  sin_cos(q[4], q[3], sine + 2, cosine + 2);
  const double t0 = sine[0] * sine[1];
  const double t1 = t0 * q[2] + 0.154 * cosine[0];
  const double t2 = cosine[1] * sine[0];
  const double t3 = cosine[2] * t0 + (t2 * sine[3] - cosine[3] * cosine[0]) * sine[2];
  const double t4 = t1 + 0.263 * t3;
  const double t5 = 0.412 + cosine[1] * q[2];
  const double t6 = cosine[2] * cosine[1] - sine[2] * (sine[3] * sine[1]);
  const double t7 = t5 + 0.263 * t6;
  const double t8 = t7 - 0.412;
  const double t9 = sine[1] * cosine[0];
  const double t10 = t7 - t5;
  const double t11 = t4 - t1;
  const double t12 = cosine[3] * sine[1];
  const double t13 = t2 * cosine[3] + sine[3] * cosine[0];
  const double t14 = cosine[1] * cosine[0];
  const double t15 = (cosine[3] * sine[0] + t14 * sine[3]) * sine[2] + cosine[2] * t9;
  const double t16 = q[2] * t9 - 0.154 * sine[0];
  const double t17 = 0.263 * t15 + t16;
  const double t18 = t17 - t16;
  const double t19 = t14 * cosine[3] - sine[3] * sine[0];
  J[0] = -t4;
  J[1] = t8 * cosine[0];
  J[2] = t9;
  J[3] = t0 * t10 - cosine[1] * t11;
  J[4] = t12 * t11 + t10 * t13;
  J[5] = t10 * t3 - t11 * t6;
  J[6] = t17;
  J[7] = t8 * sine[0];
  J[8] = t0;
  J[9] = cosine[1] * t18 - t10 * t9;
  J[10] = -(t10 * t19 + t12 * t18);
  J[11] = t18 * t6 - t10 * t15;
  J[12] = 0.0;
  J[13] = -(t4 * sine[0] + t17 * cosine[0]);
  J[14] = cosine[1];
  J[15] = t9 * t11 - t0 * t18;
  J[16] = t19 * t11 - t13 * t18;
  J[17] = t15 * t11 - t3 * t18;
  J[18] = 0.0;
  J[19] = -sine[0];
  J[20] = 0.0;
  J[21] = t9;
  J[22] = t19;
  J[23] = t15;
  J[24] = 0.0;
  J[25] = cosine[0];
  J[26] = 0.0;
  J[27] = t0;
  J[28] = t13;
  J[29] = t3;
  J[30] = 1.0;
  J[31] = 0.0;
  J[32] = 0.0;
  J[33] = cosine[1];
  J[34] = -t12;
  J[35] = t6;
}

// Built from: derivatives of J qd along qd.
// 311 multiplications, 204 additions, 0 divisions, 8 function calls.
void jacobian_dot_qd(const double* q, const double* qd, double* a) {
  double sine[4], cosine[4];
  sin_cos(q[3], q[1], sine + 0, cosine + 0);
  sin_cos(q[0], q[4], sine + 2, cosine + 2);
  const double t0 = cosine[0] * sine[1];
  const double t1 = cosine[1] * sine[2];
  const double t2 = t1 * cosine[0] + sine[0] * cosine[2];
  const double t3 = t2 * sine[3];
  const double t4 = 0.263 * t3;
  const double t5 = sine[2] * sine[1];
  const double t6 = t5 * q[2] + 0.154 * cosine[2];
  const double t7 = cosine[3] * t5;
  const double t8 = t1 * sine[0];
  const double t9 = cosine[0] * cosine[2];
  const double t10 = t8 - t9;
  const double t11 = t7 + t10 * sine[3];
  const double t12 = t6 + 0.263 * t11;
  const double t13 = t12 - t6;
  const double t14 = sine[0] * sine[1];
  const double t15 = t9 - t8;
  const double t16 = 0.412 + cosine[1] * q[2];
  const double t17 = cosine[3] * cosine[1] - sine[3] * t14;
  const double t18 = t16 + 0.263 * t17;
  const double t19 = t18 - t16;
  const double t20 = t0 * sine[3];
  const double t21 = 0.263 * t20;
  const double t22 = qd[4] * (t0 * t4 - t13 * t14 + (t15 * t19 - t21 * t2)) - ((t5 * t21 + t4 * cosine[1]) * qd[3] + (t4 * qd[0] + t21 * cosine[2] * qd[1]));
  const double t23 = cosine[1] * cosine[2];
  const double t24 = cosine[0] * sine[2] + t23 * sine[0];
  const double t25 = sine[1] * cosine[2];
  const double t26 = t24 * sine[3] + cosine[3] * t25;
  const double t27 = q[2] * t25 - 0.154 * sine[2];
  const double t28 = 0.263 * t26 + t27;
  const double t29 = t28 - t27;
  const double t30 = t23 * cosine[0] - sine[0] * sine[2];
  const double t31 = t18 - 0.412;
  const double t32 = (t19 * t30 + t0 * t29) * qd[4] + ((t19 * t25 - cosine[1] * t29) * qd[3] - (t31 * sine[2] * qd[1] + t28 * qd[0] + t5 * qd[2]));
  const double t33 = q[2] * sine[1];
  const double t34 = cosine[1] * sine[0] * sine[3] + cosine[3] * sine[1];
  const double t35 = 0.263 * t34 + t33;
  const double t36 = t33 - t35;
  const double t37 = t1 * cosine[3] - t5 * sine[0] * sine[3];
  const double t38 = t1 * q[2];
  const double t39 = 0.263 * t37 + t38;
  const double t40 = t39 - t38;
  const double t41 = qd[3] * (t1 * t19 + t36 * t5 - (cosine[1] * t40 - sine[1] * t13)) + (t23 * qd[2] - (qd[0] * t39 + t35 * cosine[2] * qd[1]));
  const double t42 = cosine[0] * t5;
  const double t43 = cosine[0] * cosine[1];
  const double t44 = qd[5] * (t36 * t11 + t19 * t37 - (t40 * t17 - t13 * t34)) + (t41 + (t36 * t2 - t19 * t42 + (t0 * t40 + t43 * t13)) * qd[4]);
  const double t45 = (t22 + qd[5] * (t3 * t19 - t21 * t11 - (t4 * t17 - t13 * t20))) * qd[3] + ((qd[5] * (t19 * t26 - t29 * t17) + t32) * qd[0] + t44 * qd[1] + (t23 * qd[1] - t5 * qd[0]) * qd[2]);
  const double t46 = cosine[3] * t10 - t5 * sine[3];
  const double t47 = 0.263 * t46;
  const double t48 = cosine[3] * t14 + cosine[1] * sine[3];
  const double t49 = 0.263 * t48;
  const double t50 = (t0 * t47 - t49 * t2) * qd[4] - ((t5 * t49 + t47 * cosine[1]) * qd[3] + (t49 * cosine[2] * qd[1] + t47 * qd[0]));
  const double t51 = t23 * cosine[3] - sine[0] * t25 * sine[3];
  const double t52 = t23 * q[2];
  const double t53 = 0.263 * t51 + t52;
  const double t54 = t53 - t52;
  const double t55 = t1 * qd[2] + (t53 * qd[0] - t35 * sine[2] * qd[1]) + qd[3] * (cosine[1] * t54 - sine[1] * t29 - (t23 * t19 + t36 * t25));
  const double t56 = cosine[0] * t25;
  const double t57 = qd[5] * (t54 * t17 - t29 * t34 - (t51 * t19 + t36 * t26)) + (t55 - qd[4] * (t0 * t54 + t43 * t29 + (t36 * t30 - t19 * t56)));
  const double t58 = t15 * sine[3] - t7;
  const double t59 = 0.263 * t58 - t6;
  const double t60 = t59 + t6;
  const double t61 = t25 * qd[2] + (t59 * qd[0] + t31 * cosine[2] * qd[1]) + (t60 * cosine[1] + t5 * t19) * qd[3] - (t0 * t60 - t19 * t2) * qd[4];
  const double t62 = t30 * sine[3];
  const double t63 = 0.263 * t62;
  const double t64 = qd[0] * t63 - t21 * sine[2] * qd[1] + (cosine[1] * t63 + t21 * t25) * qd[3] - (t0 * t63 - t29 * t14 - (t24 * t19 + t21 * t30)) * qd[4];
  const double t65 = t57 * qd[1] + (qd[5] * (t60 * t17 - t19 * t58) + t61) * qd[0] + (t25 * qd[0] + t1 * qd[1]) * qd[2] + (qd[5] * (t17 * t63 - t29 * t20 - (t19 * t62 - t21 * t26)) + t64) * qd[3];
  const double t66 = t24 * cosine[3] - t25 * sine[3];
  const double t67 = 0.263 * t66;
  const double t68 = t67 * qd[0] - sine[2] * t49 * qd[1] + qd[3] * (t49 * t25 + t67 * cosine[1]) - qd[4] * (t0 * t67 - t49 * t30);
  const double t69 = (t4 * t25 - t5 * t63) * qd[3] - (t4 * sine[2] + cosine[2] * t63) * qd[1] + (t4 * t30 - t24 * t13 - (t15 * t29 + t2 * t63)) * qd[4];
  const double t70 = t29 * t26;
  const double t71 = t30 * t29;
  const double t72 = t25 * t29;
  const double t73 = sine[2] * t28;
  const double t74 = (t72 - t5 * t13 - (t60 * t5 + t72)) * qd[3] - (t59 * cosine[2] - t73 + (t12 * cosine[2] + t73)) * qd[1];
  const double t75 = qd[0] * (qd[5] * (t70 + t58 * t13 - (t70 + t60 * t11)) + (qd[4] * (t71 - t2 * t13 - (t71 + t60 * t2)) + t74));
  const double t76 = (t25 * t40 + t23 * t13 - (t5 * t54 + t1 * t29)) * qd[3] - (sine[1] * qd[2] + (t53 * cosine[2] + sine[2] * t39) * qd[1]);
  const double t77 = qd[4] * (t40 * t30 - t56 * t13 - (t54 * t2 - t42 * t29)) + t76 + qd[5] * (t51 * t13 + t40 * t26 - (t37 * t29 + t54 * t11));
  const double t78 = ((t62 * t13 + t4 * t26 - (t3 * t29 + t11 * t63)) * qd[5] + t69) * qd[3] + (t75 + t77 * qd[1] - (t5 * sine[2] + t25 * cosine[2]) * qd[1] * qd[2]);
  const double t79 = (t47 * t25 - t67 * t5) * qd[3] - (t67 * cosine[2] + t47 * sine[2]) * qd[1] + (t47 * t30 - t67 * t2) * qd[4];
  const double t80 = (t23 * qd[3] - qd[4] * t56 + t51 * qd[5]) * qd[1] + (qd[5] * t58 - (qd[4] * t2 + (cosine[2] * qd[1] + t5 * qd[3]))) * qd[0];
  const double t81 = (t1 * qd[3] - qd[4] * t42 + qd[5] * t37) * qd[1] + (qd[5] * t26 + (qd[4] * t30 + (t25 * qd[3] - sine[2] * qd[1]))) * qd[0];
  const double t82 = qd[3] * (qd[4] * t14 - qd[5] * t20) - (sine[1] * qd[3] + t43 * qd[4] + qd[5] * t34) * qd[1] - qd[4] * (t48 * qd[5]);
  a[0] = t45 + qd[4] * (t50 + qd[5] * (t19 * t46 - t49 * t11 - (t47 * t17 - t48 * t13)));
  a[1] = t65 + (t68 + qd[5] * (t67 * t17 - t48 * t29 - (t19 * t66 - t49 * t26))) * qd[4];
  a[2] = t78 + qd[4] * (qd[5] * (t47 * t26 + t13 * t66 - (t67 * t11 + t29 * t46)) + t79);
  a[3] = (qd[5] * t62 - t24 * qd[4]) * qd[3] + t80 + qd[4] * (qd[5] * t66);
  a[4] = qd[4] * (qd[5] * t46) + (t81 + (qd[4] * t15 + qd[5] * t3) * qd[3]);
  a[5] = t82;
}

// Built from: recursion: Newton-Euler program, grouped inertial parameters; J^T w added.
// 253 multiplications, 180 additions, 0 divisions, 10 function calls.
void inverse_dynamics_wrench(const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  double sine[6], cosine[6];
  sin_cos(q[4], q[1], sine + 0, cosine + 0);
  sin_cos(q[3], q[5], sine + 2, cosine + 2);
  sin_cos(q[0], q[0], sine + 4, cosine + 4);
  const double t0 = sine[2] * sine[1];
  const double t1 = cosine[0] * cosine[1] - sine[0] * t0;
  const double t2 = cosine[0] * t0 + cosine[1] * sine[0];
  const double t3 = cosine[2] * sine[1];
  const double t4 = t2 * sine[3] - t3 * cosine[3];
  const double t5 = t3 * sine[3] + t2 * cosine[3];
  const double t6 = t1 * w[5] + (w[4] * t4 - t5 * w[3]);
  const double t7 = sine[1] * qd[0];
  const double t8 = sine[2] * qd[1] - cosine[2] * t7;
  const double t9 = t8 + qd[4];
  const double t10 = cosine[1] * qd[0];
  const double t11 = qd[3] + t10;
  const double t12 = t7 * sine[2] + cosine[2] * qd[1];
  const double t13 = t11 * sine[0] + cosine[0] * t12;
  const double t14 = t10 * qd[1];
  const double t15 = qdd[0] * sine[1] + t14;
  const double t16 = t8 * qd[3] - (sine[2] * t15 + cosine[2] * qdd[1]);
  const double t17 = t7 * qd[1];
  const double t18 = qdd[3] + (qdd[0] * cosine[1] - t17);
  const double t19 = 0.0003 * (sine[0] * t16 + cosine[0] * t18 - qd[4] * t13 + qdd[5]);
  const double t20 = 0.0004 * (t9 * t13) - t19;
  const double t21 = t12 * sine[0];
  const double t22 = cosine[0] * t11;
  const double t23 = t21 - t22;
  const double t24 = cosine[0] * t16 - sine[0] * t18 + t23 * qd[4];
  const double t25 = t23 * t9;
  const double t26 = 0.154 * qdd[0];
  const double t27 = t7 * t10;
  const double t28 = 2.0 * (qd[2] * qd[1]) - (9.81 * sine[1] + cosine[1] * t26 + q[2] * (t27 - qdd[1]));
  const double t29 = t14 + t15;
  const double t30 = 0.154 * qd[0] * qd[0] - t29 * q[2] - 2.0 * (t7 * qd[2]);
  const double t31 = 0.0003 * (qd[5] + (t22 - t21));
  const double t32 = (t9 * cosine[3] + t13 * sine[3]) * t31;
  const double t33 = (t9 * sine[3] - t13 * cosine[3]) * t31;
  const double t34 = 0.055188293544 * t24 + 0.055588293544 * t25 - 0.1456212 * (cosine[2] * t28 - sine[2] * t30) + (t32 * cosine[3] + t33 * sine[3]);
  const double t35 = cosine[0] * t20 + t34 * sine[0];
  const double t36 = t12 * qd[3] + (sine[2] * qdd[1] - cosine[2] * t15);
  const double t37 = t8 * t12;
  const double t38 = sine[2] * t28 + cosine[2] * t30;
  const double t39 = 0.00454928 * t18 - 0.00536544 * t36 + (0.00536544 * (t11 * t12) + 0.00454928 * t37) + 0.05832 * t38;
  const double t40 = t7 * t7 + qd[1] * qd[1];
  const double t41 = qdd[2] - (t40 * q[2] + (sine[1] * t26 - 9.81 * cosine[1]));
  const double t42 = t23 * t13;
  const double t43 = t36 + qdd[4];
  const double t44 = 0.1456212 * (cosine[0] * t38 - t41 * sine[0]) + (0.055188293544 * t42 + 0.055588293544 * t43) + (t32 * sine[3] - cosine[3] * t33);
  const double t45 = t44 - (0.00536544 * t37 + 0.00536544 * t18);
  const double t46 = t8 * t11;
  const double t47 = t11 * t11;
  const double t48 = 0.00454928 * t46 - 0.00536544 * (t8 * t8 - t47) + 0.00454928 * t16 - 0.05832 * t41 + (cosine[0] * t34 - t20 * sine[0]);
  const double t49 = 0.1456212 * (t43 + t42);
  const double t50 = 0.1456212 * (t13 * t13 + t9 * t9);
  const double t51 = t49 * cosine[0] - sine[0] * t50 + 0.05832 * (t37 + t18);
  const double t52 = 0.05832 * (t47 + t12 * t12) - 0.1456212 * (t25 + t24);
  const double t53 = cosine[2] * t45 + t48 * sine[2] - 0.3733575 * t30 - (2.539805738825 * t15 + 2.555805738825 * t14) + (t51 * cosine[2] - sine[2] * t52 + (0.3733575 * t29 + 6.47 * t30)) * q[2];
  const double t54 = 6.47 * t28 - 0.3733575 * (qdd[1] - t27) + (t51 * sine[2] + cosine[2] * t52);
  const double t55 = cosine[0] * t50 + t49 * sine[0] + 0.05832 * (t46 + t16);
  const double t56 = 0.3733575 * t40 + 6.47 * t41;
  const double t57 = 0.577542888216 * qdd[0] - (cosine[1] * (t35 - t39 + 0.016 * t17) + sine[1] * t53) - 0.154 * (t54 * cosine[1] - (t55 - t56) * sine[1]);
  const double t58 = sine[4] * sine[1];
  const double t59 = t58 * q[2] + 0.154 * cosine[4];
  const double t60 = cosine[1] * sine[4];
  const double t61 = t60 * sine[2] - cosine[2] * cosine[4];
  const double t62 = cosine[0] * t58 + t61 * sine[0];
  const double t63 = t59 + 0.263 * t62;
  const double t64 = cosine[1] * cosine[4];
  const double t65 = t64 * cosine[2] - sine[2] * sine[4];
  const double t66 = cosine[2] * sine[4] + t64 * sine[2];
  const double t67 = sine[1] * cosine[4];
  const double t68 = t66 * cosine[0] - t67 * sine[0];
  const double t69 = cosine[3] * t65 - sine[3] * t68;
  const double t70 = t65 * sine[3] + cosine[3] * t68;
  const double t71 = t66 * sine[0] + cosine[0] * t67;
  const double t72 = w[1] * t69 + w[0] * t70 + w[2] * t71;
  const double t73 = q[2] * t67 - 0.154 * sine[4];
  const double t74 = 0.263 * t71 + t73;
  const double t75 = t60 * cosine[2] + sine[2] * cosine[4];
  const double t76 = cosine[0] * t61 - t58 * sine[0];
  const double t77 = t75 * cosine[3] - t76 * sine[3];
  const double t78 = cosine[3] * t76 + t75 * sine[3];
  const double t79 = w[1] * t77 + t78 * w[0] + w[2] * t62;
  const double t80 = t62 * w[5] + (w[4] * t77 + t78 * w[3]);
  const double t81 = 2.555805738825 * qdd[1] - 2.539805738825 * t27 - (0.3733575 * t28 + (t48 * cosine[2] - sine[2] * t45));
  const double t82 = 0.412 + cosine[1] * q[2];
  const double t83 = t82 + 0.263 * t1;
  const double t84 = t83 - 0.412;
  const double t85 = w[2] * t1 + (t4 * w[1] - t5 * w[0]);
  const double t86 = t81 + t54 * q[2] + 2.193 * qdd[1] + t84 * cosine[4] * t72 + t84 * sine[4] * t79 - t85 * (t63 * sine[4] + t74 * cosine[4]);
  const double t87 = t70 * w[3] + w[4] * t69 + t71 * w[5];
  const double t88 = t63 - t59;
  const double t89 = t74 - t73;
  const double t90 = t83 - t82;
  const double t91 = t79 * (cosine[1] * t89 - t90 * t67) + ((t58 * t90 - cosine[1] * t88) * t72 + (0.106 * qdd[3] + (t39 - t35)));
  const double t92 = t85 * (t65 * t88 - t75 * t89) + (0.097 * qdd[4] + t44 + (t3 * t88 + t90 * t75) * t72 - (t90 * t65 + t3 * t89) * t79);
  const double t93 = t85 * (t71 * t88 - t62 * t89) + ((t90 * t62 - t88 * t1) * t72 + (0.02 * qdd[5] + t19) + (t89 * t1 - t90 * t71) * t79);
  tau[0] = t6 + (t57 + 0.953 * qdd[0] - t63 * t72 + t74 * t79);
  tau[1] = cosine[4] * t80 + (t86 - t87 * sine[4]);
  tau[2] = t85 * cosine[1] + (0.782 * qdd[2] + (t56 - t55) + t67 * t72 + t58 * t79);
  tau[3] = t58 * t80 + (t87 * t67 + ((t67 * t88 - t58 * t89) * t85 + t91)) + t6 * cosine[1];
  tau[4] = t92 + t87 * t65 + t75 * t80 - t3 * t6;
  tau[5] = t93 + t87 * t71 + t62 * t80 + t6 * t1;
}

}  // namespace stanford
