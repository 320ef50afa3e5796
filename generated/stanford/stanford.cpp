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
  sin_cos(q[3], q[1], sine + 0, cosine + 0);
  sin_cos(q[4], q[5], sine + 2, cosine + 2);
  const double t0 = sine[1] * qd[0];
  const double t1 = sine[0] * qd[1] - cosine[0] * t0;
  const double t2 = cosine[1] * qd[0];
  const double t3 = t2 * qd[1];
  const double t4 = qdd[0] * sine[1] + t3;
  const double t5 = t1 * qd[3] - (sine[0] * t4 + cosine[0] * qdd[1]);
  const double t6 = t0 * qd[1];
  const double t7 = qdd[3] + (qdd[0] * cosine[1] - t6);
  const double t8 = t0 * sine[0] + cosine[0] * qd[1];
  const double t9 = qd[3] + t2;
  const double t10 = t9 * sine[2] + cosine[2] * t8;
  const double t11 = 0.0003 * (sine[2] * t5 + cosine[2] * t7 - qd[4] * t10 + qdd[5]);
  const double t12 = 0.154 * qdd[0];
  const double t13 = t0 * t2;
  const double t14 = 2.0 * (qd[2] * qd[1]) - (9.81 * sine[1] + cosine[1] * t12 + q[2] * (t13 - qdd[1]));
  const double t15 = t3 + t4;
  const double t16 = 0.154 * qd[0] * qd[0] - t15 * q[2] - 2.0 * (t0 * qd[2]);
  const double t17 = sine[0] * t14 + cosine[0] * t16;
  const double t18 = t0 * t0 + qd[1] * qd[1];
  const double t19 = qdd[2] - (t18 * q[2] + (sine[1] * t12 - 9.81 * cosine[1]));
  const double t20 = t8 * sine[2];
  const double t21 = cosine[2] * t9;
  const double t22 = t20 - t21;
  const double t23 = t22 * t10;
  const double t24 = t8 * qd[3] + (sine[0] * qdd[1] - cosine[0] * t4);
  const double t25 = t24 + qdd[4];
  const double t26 = t1 + qd[4];
  const double t27 = 0.0003 * (qd[5] + (t21 - t20));
  const double t28 = (t26 * cosine[3] + t10 * sine[3]) * t27;
  const double t29 = (t26 * sine[3] - t10 * cosine[3]) * t27;
  const double t30 = 0.1456212 * (cosine[2] * t17 - t19 * sine[2]) + (0.055188293544 * t23 + 0.055588293544 * t25) + (t28 * sine[3] - cosine[3] * t29);
  const double t31 = cosine[2] * t5 - sine[2] * t7 + t22 * qd[4];
  const double t32 = t22 * t26;
  const double t33 = 0.055188293544 * t31 + 0.055588293544 * t32 - 0.1456212 * (cosine[0] * t14 - sine[0] * t16) + (t28 * cosine[3] + t29 * sine[3]);
  const double t34 = 0.0004 * (t26 * t10) - t11;
  const double t35 = cosine[2] * t34 + t33 * sine[2];
  const double t36 = t1 * t8;
  const double t37 = 0.00454928 * t7 - 0.00536544 * t24 + (0.00536544 * (t9 * t8) + 0.00454928 * t36) + 0.05832 * t17;
  const double t38 = 0.1456212 * (t10 * t10 + t26 * t26);
  const double t39 = 0.1456212 * (t25 + t23);
  const double t40 = t1 * t9;
  const double t41 = cosine[2] * t38 + t39 * sine[2] + 0.05832 * (t40 + t5);
  const double t42 = 0.3733575 * t18 + 6.47 * t19;
  const double t43 = t9 * t9;
  const double t44 = 0.00454928 * t40 - 0.00536544 * (t1 * t1 - t43) + 0.00454928 * t5 - 0.05832 * t19 + (cosine[2] * t33 - t34 * sine[2]);
  const double t45 = t30 - (0.00536544 * t36 + 0.00536544 * t7);
  const double t46 = 2.555805738825 * qdd[1] - 2.539805738825 * t13 - (0.3733575 * t14 + (t44 * cosine[0] - sine[0] * t45));
  const double t47 = t39 * cosine[2] - sine[2] * t38 + 0.05832 * (t36 + t7);
  const double t48 = 0.05832 * (t43 + t8 * t8) - 0.1456212 * (t32 + t31);
  const double t49 = 6.47 * t14 - 0.3733575 * (qdd[1] - t13) + (t47 * sine[0] + cosine[0] * t48);
  const double t50 = cosine[0] * t45 + t44 * sine[0] - 0.3733575 * t16 - (2.539805738825 * t4 + 2.555805738825 * t3) + (t47 * cosine[0] - sine[0] * t48 + (0.3733575 * t15 + 6.47 * t16)) * q[2];
  const double t51 = 0.577542888216 * qdd[0] - (cosine[1] * (t35 - t37 + 0.016 * t6) + sine[1] * t50) - 0.154 * (t49 * cosine[1] - (t41 - t42) * sine[1]);
  tau[0] = t51 + 0.953 * qdd[0];
  tau[1] = t46 + t49 * q[2] + 2.193 * qdd[1];
  tau[2] = 0.782 * qdd[2] + (t42 - t41);
  tau[3] = 0.106 * qdd[3] + (t37 - t35);
  tau[4] = 0.097 * qdd[4] + t30;
  tau[5] = 0.02 * qdd[5] + t11;
}

// Built from: closed form, Horner.
// 66 multiplications, 47 additions, 0 divisions, 6 function calls.
void mass_matrix(const double* q, double* M) {
  double sine[4], cosine[4];
  sin_cos(q[4], q[3], sine + 0, cosine + 0);
  sin_cos(q[1], q[1], sine + 2, cosine + 2);
  const double t0 = cosine[1] * sine[0];
  const double t1 = cosine[0] * cosine[2];
  const double t2 = 0.1456212 * (cosine[0] * q[2]);
  const double t3 = sine[2] * (cosine[1] * (-0.055588293544 - t2) + 0.0224256648 * sine[0]) - 0.0224256648 * (sine[1] * t1);
  const double t4 = 0.054888293544 * (sine[0] * sine[0]);
  const double t5 = (0.054888293544 * cosine[0] + 0.1456212 * q[2]) * sine[0];
  const double t6 = 0.05832 * q[2];
  const double t7 = 0.054888293544 * sine[0];
  const double t8 = (sine[0] * (t7 - 0.0224256648 * cosine[1]) + (0.00484928 - 0.00898128 * sine[1])) * cosine[2] + (cosine[1] * (0.00536544 - t6) + t5 * sine[1]) * sine[2];
  const double t9 = sine[1] * sine[0];
  const double t10 = 0.05832 * sine[1];
  const double t11 = 0.1456212 * t0;
  const double t12 = (6.47 * q[2] + (0.2912424 * cosine[0] - 0.746715)) * q[2];
  const double t13 = 0.057497055 - 0.00536544 * sine[1] + (0.054888293544 * t0 - 0.0224256648) * cosine[0] + q[2] * (t10 + t11 - 0.99638);
  const double t14 = (0.00414928 - t4) * sine[1];
  const double t15 = cosine[1] * (0.01073088 - 0.11664 * q[2]) + (0.109776587088 * cosine[0] + 0.2912424 * q[2]) * sine[0] * sine[1];
  const double t16 = sine[2] * (cosine[2] * t15 + sine[2] * (t12 + (t14 * sine[1] + (2.590544752369 - t4)))) + ((t7 - 0.0448513296 * cosine[1]) * sine[0] + (1.688834688216 - 0.01796256 * sine[1]));
  M[0] = t16;
  M[6] = cosine[2] * t13 + (cosine[1] * (t14 - 0.00898128) + 0.0224256648 * t9) * sine[2];
  M[7] = 4.808543312369 - t4 + sine[1] * ((t4 - 0.00414928) * sine[1]) + t12;
  M[12] = (t10 + (t11 - 0.99638)) * sine[2];
  M[13] = 0.05832 * cosine[1] - 0.1456212 * t9;
  M[14] = 7.252;
  M[18] = t8;
  M[19] = (t6 - 0.00536544) * sine[1] + cosine[1] * t5;
  M[20] = 0.0;
  M[21] = 0.11084928 + t4;
  M[24] = t3;
  M[25] = (0.055588293544 + t2) * sine[1];
  M[26] = -(0.1456212 * sine[0]);
  M[27] = 0.0;
  M[28] = 0.152588293544;
  M[30] = 0.0003 * t1 - 0.0003 * (sine[0] * (sine[1] * sine[2]));
  M[31] = -(0.0003 * t0);
  M[32] = 0.0;
  M[33] = 0.0003 * cosine[0];
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
  const double t1 = t0 * sine[1] + cosine[1] * qd[1];
  const double t2 = cosine[0] * qd[0];
  const double t3 = qd[3] + t2;
  const double t4 = t3 * sine[2] + cosine[2] * t1;
  const double t5 = sine[1] * qd[1] - cosine[1] * t0;
  const double t6 = t2 * qd[1];
  const double t7 = t5 * qd[3] - sine[1] * t6;
  const double t8 = t0 * qd[1];
  const double t9 = 0.0003 * (qd[4] * t4 + (cosine[2] * t8 - t7 * sine[2]));
  const double t10 = t6 + t6;
  const double t11 = 0.154 * qd[0] * qd[0] - q[2] * t10 - 2.0 * (t0 * qd[2]);
  const double t12 = t0 * t2;
  const double t13 = 2.0 * (qd[2] * qd[1]) - q[2] * t12;
  const double t14 = cosine[1] * t11 + t13 * sine[1];
  const double t15 = t0 * t0 + qd[1] * qd[1];
  const double t16 = t15 * q[2];
  const double t17 = t1 * sine[2];
  const double t18 = cosine[2] * t3;
  const double t19 = t17 - t18;
  const double t20 = t19 * t4;
  const double t21 = t1 * qd[3] - cosine[1] * t6;
  const double t22 = t5 + qd[4];
  const double t23 = 0.0003 * (qd[5] + (t18 - t17));
  const double t24 = (t22 * cosine[3] + t4 * sine[3]) * t23;
  const double t25 = (t22 * sine[3] - t4 * cosine[3]) * t23;
  const double t26 = 0.1456212 * (t16 * sine[2] + t14 * cosine[2]) + (0.055188293544 * t20 + 0.055588293544 * t21) + (t24 * sine[3] - cosine[3] * t25);
  const double t27 = t19 * t22;
  const double t28 = cosine[2] * t7 + t8 * sine[2] + t19 * qd[4];
  const double t29 = 0.055588293544 * t27 + 0.055188293544 * t28 - 0.1456212 * (cosine[1] * t13 - sine[1] * t11) + (t24 * cosine[3] + t25 * sine[3]);
  const double t30 = t9 + 0.0004 * (t22 * t4);
  const double t31 = t29 * sine[2] + cosine[2] * t30;
  const double t32 = t5 * t1;
  const double t33 = 0.05832 * t14 + (0.00536544 * (t3 * t1) + 0.00454928 * t32 - (0.00536544 * t21 + 0.00454928 * t8));
  const double t34 = 0.1456212 * (t4 * t4 + t22 * t22);
  const double t35 = 0.1456212 * (t21 + t20);
  const double t36 = t5 * t3;
  const double t37 = cosine[2] * t34 + t35 * sine[2] + 0.05832 * (t36 + t7);
  const double t38 = 0.3733575 * t15 - 6.47 * t16;
  const double t39 = t3 * t3;
  const double t40 = 0.05832 * t16 + (0.00454928 * t36 - 0.00536544 * (t5 * t5 - t39) + 0.00454928 * t7) + (t29 * cosine[2] - sine[2] * t30);
  const double t41 = 0.00536544 * t8 - 0.00536544 * t32 + t26;
  const double t42 = 0.05832 * (t39 + t1 * t1) - 0.1456212 * (t27 + t28);
  const double t43 = cosine[2] * t35 - sine[2] * t34 - 0.05832 * (t8 - t32);
  const double t44 = cosine[1] * t42 + t43 * sine[1] + (6.47 * t13 + 0.3733575 * t12);
  const double t45 = sine[1] * t40 + cosine[1] * t41 - 0.3733575 * t11 - (2.555805738825 * t6 + 2.539805738825 * t6) + (cosine[1] * t43 - sine[1] * t42 + (0.3733575 * t10 + 6.47 * t11)) * q[2];
  const double t46 = (0.016 * t8 + (t31 - t33)) * cosine[0] + sine[0] * t45 + 0.154 * (cosine[0] * t44 - (t37 - t38) * sine[0]);
  V[0] = -t46;
  V[1] = q[2] * t44 - (2.539805738825 * t12 + (0.3733575 * t13 + (cosine[1] * t40 - t41 * sine[1])));
  V[2] = t38 - t37;
  V[3] = t33 - t31;
  V[4] = t26;
  V[5] = -t9;
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
  sin_cos(q[4], q[3], sine + 0, cosine + 0);
  sin_cos(q[1], q[1], sine + 2, cosine + 2);
  const double t0 = 0.0003 * sine[0];
  const double t1 = -t0;
  const double t2 = cosine[1] * cosine[0];
  const double t3 = 0.0003 * t2;
  const double t4 = -t3;
  const double t5 = sine[1] * sine[0];
  const double t6 = 0.0003 * t5;
  const double t7 = cosine[0] * sine[2];
  const double t8 = sine[1] * t7;
  const double t9 = 0.0003 * t8 + 0.0003 * (cosine[2] * sine[0]);
  const double t10 = -t9;
  const double t11 = 0.0003 * (cosine[1] * sine[2] * sine[0]);
  const double t12 = -t11;
  const double t13 = 0.0003 * t7 + 0.0003 * (cosine[2] * sine[1] * sine[0]);
  const double t14 = -t13;
  const double t15 = sine[0] * sine[0];
  const double t16 = 0.109776587088 * t15;
  const double t17 = 0.0007 + t16;
  const double t18 = 0.2912424 * (cosine[0] * sine[1]);
  const double t19 = 0.109776587088 * (sine[0] * (cosine[0] * cosine[2]));
  const double t20 = 0.2912424 * (t2 * sine[2]);
  const double t21 = 0.2912424 * (cosine[0] * q[2]);
  const double t22 = 0.109776587088 * (t8 * sine[0]);
  const double t23 = -0.0007 - t16;
  const double t24 = cosine[1] * t23;
  const double t25 = 0.11664 * sine[1];
  const double t26 = cosine[1] * sine[0];
  const double t27 = 0.2912424 * t26;
  const double t28 = t25 + t27;
  const double t29 = 0.2912424 * t5;
  const double t30 = 0.11664 * cosine[1];
  const double t31 = t29 - t30;
  const double t32 = 0.2912424 * q[2];
  const double t33 = (0.109776587088 * cosine[0] + t32) * sine[0];
  const double t34 = t33 * sine[1];
  const double t35 = 0.11664 * q[2];
  const double t36 = cosine[1] * (0.01073088 - t35) + t34;
  const double t37 = sine[1] * (0.00829856 - t16);
  const double t38 = sine[1] * t37;
  const double t39 = 0.110476587088 + t21 - t16;
  const double t40 = (t16 - 0.00829856) * sine[1];
  const double t41 = 12.94 * q[2];
  const double t42 = t41 + (0.2912424 * cosine[0] - 0.746715);
  const double t43 = t35 - 0.01073088;
  const double t44 = 0.109776587088 * sine[0];
  const double t45 = 0.0448513296 * cosine[1];
  const double t46 = t44 - t45;
  const double t47 = (0.110476587088 - t16) * sine[1] * sine[2] + cosine[0] * (0.2912424 * (q[2] * (sine[1] * sine[2])) + cosine[2] * t46);
  const double t48 = (0.0448513296 - 0.109776587088 * t26) * sine[1] * sine[2] * cosine[0] + (0.0448513296 * sine[0] + t24) * cosine[2];
  const double t49 = ((cosine[2] * (0.109776587088 + t21 - 0.219553174176 * t15) - t22) * sine[1] - t33 * sine[2]) * sine[2];
  const double t50 = 0.0448513296 * t5 - 0.01796256 * cosine[1] + (cosine[1] * (sine[2] * t37) + cosine[2] * (t43 * sine[1] + cosine[1] * t33)) * sine[2];
  const double t51 = cosine[1] * (0.23328 * q[2] - 0.02146176) - sine[1] * (sine[0] * (0.5824848 * q[2] + 0.219553174176 * cosine[0]));
  const double t52 = t51 * sine[2] + cosine[2] * (q[2] * (0.5824848 * cosine[0] - 1.49343 + t41) + (5.181089504738 - t16 + t38));
  B[0] = t52 * sine[2] + t36;
  B[1] = (sine[2] * t42 + cosine[2] * t31) * sine[2];
  B[2] = t50;
  B[3] = cosine[0] * t46 + t49;
  B[4] = 0.0;
  B[5] = cosine[2] * (t25 + (t27 - 1.99276));
  B[6] = (sine[1] * (0.01796256 + t40) + ((t45 - t44) * sine[0] - 0.0007)) * sine[2];
  B[7] = t48;
  B[8] = t14;
  B[9] = 0.0;
  B[10] = 0.0;
  B[11] = 0.0;
  B[12] = t47;
  B[13] = t12;
  B[14] = t10;
  B[15] = 0.0;
  B[16] = 0.0;
  B[17] = (0.00899856 + sine[1] * t40) * sine[2] + (cosine[1] * t43 - t34) * cosine[2];
  B[18] = cosine[1] * (t39 * cosine[2] - t22);
  B[19] = t13;
  B[20] = t42;
  B[21] = cosine[1] * t40;
  B[22] = ((0.109776587088 * (sine[1] * sine[1]) - 0.109776587088) * cosine[0] - t32) * sine[0];
  B[23] = 0.0;
  B[24] = 0.0;
  B[25] = 0.0;
  B[26] = 0.0;
  B[27] = t39 * cosine[1];
  B[28] = t6;
  B[29] = t4;
  B[30] = 0.0;
  B[31] = 0.0;
  B[32] = sine[2] * (t30 - t29);
  B[33] = t20;
  B[34] = 0.0;
  B[35] = 0.0;
  B[36] = -t28;
  B[37] = -t18;
  B[38] = 0.0;
  B[39] = 0.0;
  B[40] = 0.0;
  B[41] = 0.0;
  B[42] = 0.0;
  B[43] = 0.0;
  B[44] = 0.0;
  B[45] = sine[2] * (t38 - 0.00899856) + cosine[2] * t36;
  B[46] = t31 * sine[2];
  B[47] = 0.0;
  B[48] = t19 + sine[1] * t23 * sine[2];
  B[49] = t11;
  B[50] = t28;
  B[51] = 0.0;
  B[52] = t24;
  B[53] = -t6;
  B[54] = 0.0;
  B[55] = 0.0;
  B[56] = 0.0;
  B[57] = 0.109776587088 * (cosine[0] * sine[0]);
  B[58] = 0.0;
  B[59] = t1;
  B[60] = cosine[1] * (cosine[2] * (-0.110476587088 - t21 + t16) + t22);
  B[61] = -t20;
  B[62] = t17 * sine[1] * sine[2] - t19;
  B[63] = 0.0;
  B[64] = t9;
  B[65] = t18;
  B[66] = cosine[1] * t17;
  B[67] = 0.0;
  B[68] = t3;
  B[69] = 0.0;
  B[70] = 0.0;
  B[71] = 0.0;
  B[72] = 0.0;
  B[73] = t0;
  B[74] = 0.0;
  B[75] = t14;
  B[76] = 0.0;
  B[77] = t12;
  B[78] = t10;
  B[79] = 0.0;
  B[80] = 0.0;
  B[81] = t6;
  B[82] = t4;
  B[83] = 0.0;
  B[84] = 0.0;
  B[85] = 0.0;
  B[86] = 0.0;
  B[87] = t1;
  B[88] = 0.0;
  B[89] = 0.0;
}

// Built from: closed form, Horner.
// 81 multiplications, 49 additions, 0 divisions, 6 function calls.
void centrifugal_coefficients(const double* q, double* C) {
  double sine[4], cosine[4];
  sin_cos(q[4], q[3], sine + 0, cosine + 0);
  sin_cos(q[1], q[1], sine + 2, cosine + 2);
  const double t0 = 0.1456212 * q[2];
  const double t1 = sine[0] * sine[0];
  const double t2 = 0.054888293544 * (sine[1] * (cosine[0] * sine[2]) * sine[0]) + (-0.054888293544 - 0.1456212 * (cosine[0] * q[2]) + 0.109776587088 * t1) * cosine[2];
  const double t3 = (0.054888293544 * cosine[0] + t0) * sine[0];
  const double t4 = cosine[0] * (0.0224256648 * cosine[1] - 0.054888293544 * sine[0]) + (t2 * sine[1] + t3 * sine[2]) * sine[2];
  const double t5 = 0.054888293544 * t1;
  const double t6 = (0.00414928 - t5) * sine[1];
  const double t7 = cosine[1] * t3;
  const double t8 = 0.05832 * q[2];
  const double t9 = (t5 - 0.00414928) * sine[1];
  const double t10 = 0.00898128 * cosine[1];
  const double t11 = sine[1] * sine[0];
  const double t12 = 0.0224256648 * t11;
  const double t13 = sine[2] * (cosine[1] * (sine[2] * t9) + cosine[2] * (sine[1] * (0.00536544 - t8) - t7)) + (t10 - t12);
  const double t14 = 0.1456212 * cosine[0];
  const double t15 = 6.47 * q[2];
  const double t16 = 0.3733575 - t14 - t15;
  const double t17 = t8 - 0.00536544;
  const double t18 = t17 * cosine[1] - t3 * sine[1];
  const double t19 = cosine[1] * (0.01073088 - 0.11664 * q[2]) + (0.109776587088 * cosine[0] + 0.2912424 * q[2]) * sine[0] * sine[1];
  const double t20 = cosine[2] * (q[2] * (0.746715 - 0.2912424 * cosine[0] - t15) + (t5 - 2.590544752369 + sine[1] * t9)) + sine[2] * t19;
  const double t21 = cosine[1] * sine[0];
  const double t22 = sine[2] * (0.0224256648 * cosine[0] + 0.1456212 * (t21 * q[2])) + 0.0224256648 * (cosine[2] * sine[1] * sine[0]);
  const double t23 = 0.00536544 * sine[1] - 0.057497055 + cosine[0] * (0.0224256648 - 0.054888293544 * t21) + (0.99638 - (0.05832 * sine[1] + 0.1456212 * t21)) * q[2];
  C[0] = 0.0;
  C[1] = (cosine[1] * (t6 - 0.00898128) + t12) * cosine[2] + sine[2] * t23;
  C[2] = 0.0;
  C[3] = sine[2] * (t17 * sine[1] + t7) + (t12 - t10) * cosine[2];
  C[4] = t22;
  C[5] = 0.0;
  C[6] = t18 + sine[2] * t20;
  C[7] = 0.0;
  C[8] = 0.0;
  C[9] = t18;
  C[10] = -(0.1456212 * (t11 * q[2]));
  C[11] = 0.0;
  C[12] = ((0.05832 * cosine[1] - 0.1456212 * t11) * cosine[2] + sine[2] * t16) * sine[2];
  C[13] = t16;
  C[14] = 0.0;
  C[15] = 0.0;
  C[16] = -t14;
  C[17] = 0.0;
  C[18] = t13;
  C[19] = cosine[1] * t6;
  C[20] = 0.0;
  C[21] = 0.0;
  C[22] = 0.0;
  C[23] = 0.0;
  C[24] = t4;
  C[25] = ((0.054888293544 - 0.054888293544 * (sine[1] * sine[1])) * cosine[0] + t0) * sine[0];
  C[26] = 0.0;
  C[27] = -(0.054888293544 * (cosine[0] * sine[0]));
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
  const double t0 = sine[0] * qd[0];
  const double t1 = t0 * sine[1] + cosine[1] * qd[1];
  const double t2 = cosine[0] * qd[0];
  const double t3 = qd[3] + t2;
  const double t4 = t3 * sine[2] + cosine[2] * t1;
  const double t5 = sine[1] * qd[1] - cosine[1] * t0;
  const double t6 = t2 * qd[1];
  const double t7 = t5 * qd[3] - sine[1] * t6;
  const double t8 = t0 * qd[1];
  const double t9 = 0.0003 * (qd[4] * t4 + (cosine[2] * t8 - t7 * sine[2]));
  const double t10 = t6 + t6;
  const double t11 = 0.154 * qd[0] * qd[0] - q[2] * t10 - 2.0 * (t0 * qd[2]);
  const double t12 = t0 * t2;
  const double t13 = 2.0 * (qd[2] * qd[1]) - (q[2] * t12 + 9.81 * sine[0]);
  const double t14 = cosine[1] * t11 + sine[1] * t13;
  const double t15 = t0 * t0 + qd[1] * qd[1];
  const double t16 = 9.81 * cosine[0] - t15 * q[2];
  const double t17 = t1 * sine[2];
  const double t18 = cosine[2] * t3;
  const double t19 = t17 - t18;
  const double t20 = t19 * t4;
  const double t21 = t1 * qd[3] - cosine[1] * t6;
  const double t22 = t5 + qd[4];
  const double t23 = 0.0003 * (qd[5] + (t18 - t17));
  const double t24 = (t22 * cosine[3] + t4 * sine[3]) * t23;
  const double t25 = (t22 * sine[3] - t4 * cosine[3]) * t23;
  const double t26 = 0.1456212 * (cosine[2] * t14 - t16 * sine[2]) + (0.055188293544 * t20 + 0.055588293544 * t21) + (t24 * sine[3] - cosine[3] * t25);
  const double t27 = t19 * t22;
  const double t28 = cosine[2] * t7 + t8 * sine[2] + t19 * qd[4];
  const double t29 = 0.055588293544 * t27 + 0.055188293544 * t28 - 0.1456212 * (cosine[1] * t13 - sine[1] * t11) + (t24 * cosine[3] + t25 * sine[3]);
  const double t30 = t9 + 0.0004 * (t22 * t4);
  const double t31 = cosine[2] * t30 + sine[2] * t29;
  const double t32 = t5 * t1;
  const double t33 = 0.00536544 * (t3 * t1) + 0.00454928 * t32 - (0.00536544 * t21 + 0.00454928 * t8) + 0.05832 * t14;
  const double t34 = 0.1456212 * (t4 * t4 + t22 * t22);
  const double t35 = 0.1456212 * (t21 + t20);
  const double t36 = t5 * t3;
  const double t37 = cosine[2] * t34 + t35 * sine[2] + 0.05832 * (t36 + t7);
  const double t38 = 0.3733575 * t15 + 6.47 * t16;
  const double t39 = t3 * t3;
  const double t40 = 0.00454928 * t36 - 0.00536544 * (t5 * t5 - t39) + 0.00454928 * t7 - 0.05832 * t16 + (cosine[2] * t29 - sine[2] * t30);
  const double t41 = 0.00536544 * t8 - 0.00536544 * t32 + t26;
  const double t42 = 0.05832 * (t39 + t1 * t1) - 0.1456212 * (t27 + t28);
  const double t43 = cosine[2] * t35 - sine[2] * t34 - 0.05832 * (t8 - t32);
  const double t44 = cosine[1] * t42 + t43 * sine[1] + (6.47 * t13 + 0.3733575 * t12);
  const double t45 = sine[1] * t40 + cosine[1] * t41 - 0.3733575 * t11 - (2.555805738825 * t6 + 2.539805738825 * t6) + (cosine[1] * t43 - sine[1] * t42 + (0.3733575 * t10 + 6.47 * t11)) * q[2];
  const double t46 = (0.016 * t8 + (t31 - t33)) * cosine[0] + t45 * sine[0] + 0.154 * (t44 * cosine[0] - sine[0] * (t37 - t38));
  const double t47 = cosine[1] * sine[2];
  const double t48 = cosine[2] * cosine[0];
  const double t49 = 0.1456212 * (cosine[2] * q[2]);
  const double t50 = sine[0] * (cosine[1] * (-0.055588293544 - t49) + 0.0224256648 * sine[2]) - 0.0224256648 * (sine[1] * t48);
  const double t51 = 0.054888293544 * (sine[2] * sine[2]);
  const double t52 = (0.054888293544 * cosine[2] + 0.1456212 * q[2]) * sine[2];
  const double t53 = 0.05832 * q[2];
  const double t54 = 0.054888293544 * sine[2];
  const double t55 = (sine[2] * (t54 - 0.0224256648 * cosine[1]) + (0.00484928 - 0.00898128 * sine[1])) * cosine[0] + (cosine[1] * (0.00536544 - t53) + t52 * sine[1]) * sine[0];
  const double t56 = sine[1] * sine[2];
  const double t57 = 0.05832 * sine[1];
  const double t58 = 0.1456212 * t47;
  const double t59 = (6.47 * q[2] + (0.2912424 * cosine[2] - 0.746715)) * q[2];
  const double t60 = 0.057497055 - 0.00536544 * sine[1] + (0.054888293544 * t47 - 0.0224256648) * cosine[2] + q[2] * (t57 + t58 - 0.99638);
  const double t61 = (0.00414928 - t51) * sine[1];
  const double t62 = cosine[1] * (0.01073088 - 0.11664 * q[2]) + (0.109776587088 * cosine[2] + 0.2912424 * q[2]) * sine[2] * sine[1];
  const double t63 = sine[0] * (cosine[0] * t62 + sine[0] * (t59 + (t61 * sine[1] + (2.590544752369 - t51)))) + ((t54 - 0.0448513296 * cosine[1]) * sine[2] + (1.688834688216 - 0.01796256 * sine[1]));
  M[0] = t63;
  M[6] = cosine[0] * t60 + (cosine[1] * (t61 - 0.00898128) + 0.0224256648 * t56) * sine[0];
  M[7] = 4.808543312369 - t51 + sine[1] * ((t51 - 0.00414928) * sine[1]) + t59;
  M[12] = (t57 + (t58 - 0.99638)) * sine[0];
  M[13] = 0.05832 * cosine[1] - 0.1456212 * t56;
  M[14] = 7.252;
  M[18] = t55;
  M[19] = (t53 - 0.00536544) * sine[1] + cosine[1] * t52;
  M[20] = 0.0;
  M[21] = 0.11084928 + t51;
  M[24] = t50;
  M[25] = (0.055588293544 + t49) * sine[1];
  M[26] = -(0.1456212 * sine[2]);
  M[27] = 0.0;
  M[28] = 0.152588293544;
  M[30] = 0.0003 * t48 - 0.0003 * (sine[2] * (sine[1] * sine[0]));
  M[31] = -(0.0003 * t47);
  M[32] = 0.0;
  M[33] = 0.0003 * cosine[2];
  M[34] = 0.0;
  M[35] = 0.0203;
  r[0] = tau[0] + t46;
  r[1] = tau[1] - (t44 * q[2] - (cosine[1] * t40 - sine[1] * t41 + 0.3733575 * t13 + 2.539805738825 * t12));
  r[2] = tau[2] - (t38 - t37);
  r[3] = tau[3] - (t33 - t31);
  r[4] = tau[4] - t26;
  r[5] = tau[5] + t9;
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
  sin_cos(q[4], q[3], sine + 0, cosine + 0);
  sin_cos(q[1], q[1], sine + 2, cosine + 2);
  const double t0 = 0.0003 * cosine[0];
  const double t1 = 0.0003 * sine[0];
  const double t2 = sine[2] * (t0 * sine[1]) + t1 * cosine[2];
  const double t3 = cosine[1] * t0;
  const double t4 = 0.5 * (t1 * qd[3] + (t3 * qd[1] + t2 * qd[0]));
  const double t5 = t1 * sine[1];
  const double t6 = t5 * qd[1];
  const double t7 = cosine[1] * t1 * sine[2];
  const double t8 = t7 * qd[0];
  const double t9 = t1 * qd[4];
  const double t10 = t0 * sine[2] + cosine[2] * t5;
  const double t11 = t10 * qd[0];
  const double t12 = qd[3] * t5;
  const double t13 = t3 * qd[4];
  const double t14 = -(0.5 * (t2 * qd[4] + (t7 * qd[3] + t10 * qd[1])));
  const double t15 = 0.055188293544 * cosine[0];
  const double t16 = 0.055188293544 * sine[0];
  const double t17 = t16 * cosine[0];
  const double t18 = t15 * sine[0] + t17;
  const double t19 = t0 * sine[0];
  const double t20 = t19 + t1 * cosine[0];
  const double t21 = t18 - t20;
  const double t22 = cosine[2] * t21;
  const double t23 = cosine[0] * t0;
  const double t24 = t1 * sine[0];
  const double t25 = cosine[0] * t15;
  const double t26 = t16 * sine[0];
  const double t27 = t23 - t24 - (t25 - t26);
  const double t28 = t27 * sine[1];
  const double t29 = 0.1456212 * cosine[0];
  const double t30 = t29 * sine[1];
  const double t31 = t30 * q[2];
  const double t32 = t29 * cosine[1];
  const double t33 = 0.154 * (cosine[2] * t32);
  const double t34 = t22 - (t28 - t31) * sine[2] - t33;
  const double t35 = 0.055588293544 * sine[1];
  const double t36 = (t35 + t31) * sine[2] - t33;
  const double t37 = t36 - t34;
  const double t38 = cosine[1] * t27;
  const double t39 = t32 * q[2];
  const double t40 = t39 - t38;
  const double t41 = 0.055588293544 * cosine[1];
  const double t42 = t41 + t39;
  const double t43 = t42 - t40;
  const double t44 = qd[5] * t1;
  const double t45 = t30 + t30;
  const double t46 = t45 * qd[1];
  const double t47 = t32 * sine[2];
  const double t48 = t47 + t47;
  const double t49 = qd[0] * t48;
  const double t50 = t20 - t18;
  const double t51 = sine[1] * t50;
  const double t52 = 0.1456212 * sine[0];
  const double t53 = 0.154 * (t52 * cosine[2] + t30 * sine[2]);
  const double t54 = t53 - (cosine[2] * (t38 - t39) - sine[2] * (t51 * cosine[1]));
  const double t55 = t53 - t42 * cosine[2];
  const double t56 = t55 - t54;
  const double t57 = qd[5] * t3;
  const double t58 = 2.0 * (t52 * q[2]);
  const double t59 = cosine[1] * (cosine[1] * t50) - t58;
  const double t60 = qd[5] * t2;
  const double t61 = t31 - t28;
  const double t62 = (t61 * cosine[2] + (t51 * sine[1] - t58) * sine[2]) * sine[2] + (t61 * sine[2] + t22) * cosine[2] - 0.308 * t32;
  const double t63 = t34 - t36;
  const double t64 = t40 - t42;
  const double t65 = t52 * cosine[1];
  const double t66 = 0.05832 * sine[1] + t65;
  const double t67 = t66 + t66;
  const double t68 = t67 * qd[1];
  const double t69 = 0.05832 * cosine[1];
  const double t70 = t52 * sine[1];
  const double t71 = t69 - t70;
  const double t72 = t71 * sine[2];
  const double t73 = t72 + t72;
  const double t74 = t73 * qd[0];
  const double t75 = t19 - t17;
  const double t76 = t75 * sine[1];
  const double t77 = 0.00536544 * cosine[1];
  const double t78 = t77 - t76;
  const double t79 = t71 * q[2];
  const double t80 = 0.00454928 + (t24 + t25);
  const double t81 = cosine[1] * t80;
  const double t82 = t80 * sine[1];
  const double t83 = sine[1] * t82;
  const double t84 = cosine[1] * t41;
  const double t85 = 0.154 * (t66 * sine[2]);
  const double t86 = t85 - ((t78 - t79) * cosine[2] + (t84 - sine[1] * t35 - (cosine[1] * t81 - t83)) * sine[2]);
  const double t87 = t70 - t69;
  const double t88 = t87 * q[2];
  const double t89 = 0.00454928 + (t26 + t23);
  const double t90 = t89 * sine[2];
  const double t91 = t85 - ((t76 - t77 - t88) * cosine[2] + t90);
  const double t92 = t91 - t86;
  const double t93 = qd[5] * t5;
  const double t94 = cosine[1] * t82;
  const double t95 = sine[1] * t81 + t94;
  const double t96 = t41 * sine[1];
  const double t97 = cosine[1] * t35 + t96;
  const double t98 = t97 - t95;
  const double t99 = qd[5] * t7;
  const double t100 = t66 * q[2];
  const double t101 = cosine[1] * t75 + 0.00536544 * sine[1];
  const double t102 = t100 - t101;
  const double t103 = (cosine[2] * t102 + (t95 - t97) * sine[2]) * sine[2] + cosine[2] * (sine[2] * t102) - 0.308 * t71;
  const double t104 = 0.3733575 - t29;
  const double t105 = 6.47 * (q[2] + q[2]) - 2.0 * t104;
  const double t106 = cosine[2] * t87;
  const double t107 = (t106 + t105 * sine[2]) * sine[2] + t87 * sine[2] * cosine[2];
  const double t108 = t54 - t55;
  const double t109 = t42 + t40;
  const double t110 = t86 - t91;
  const double t111 = t10 * qd[5];
  const double t112 = 2.539805738825 + (6.47 * (q[2] * q[2]) - 2.0 * (t104 * q[2]) + (t83 + t84));
  const double t113 = t88 + t78;
  const double t114 = cosine[2] * t113;
  const double t115 = sine[2] * t113;
  const double t116 = cosine[2] * (t114 - t90) - (t89 * cosine[2] + t115) * sine[2] + (cosine[2] * (t112 * sine[2] + t114) + (t112 * cosine[2] - t115) * sine[2]);
  const double t117 = t55 + t54;
  const double t118 = t36 + t34;
  const double t119 = 0.5 * (t62 * qd[0] + t117 * qd[1] + qd[3] * t118 - t60) + qd[4] * (0.154 * (t29 * sine[2] + cosine[2] * t70) + q[2] * t65 * sine[2]);
  const double t120 = t86 + t91;
  const double t121 = (t101 - t100) * sine[2];
  const double t122 = 0.5 * (qd[4] * t118 + (t103 * qd[0] + t120 * qd[1]) - t99) - (0.154 * (cosine[2] * t71) + t121) * qd[3];
  const double t123 = t66 * cosine[2] - 0.99638 * cosine[2];
  const double t124 = t123 + t123;
  const double t125 = (0.154 * (sine[2] * (6.47 * q[2] - t104) + t106) - (cosine[2] * (t96 - t94) - t121)) * qd[1] + 0.5 * (qd[4] * t117 + (t116 * qd[0] + t124 * qd[2] + t120 * qd[3]) - t111);
  Cc[0] = 0.5 * (t103 * qd[3] + (t116 * qd[1] + t107 * qd[2]) + t62 * qd[4]);
  Cc[1] = t125;
  Cc[2] = 0.5 * (t124 * qd[1] + t107 * qd[0]);
  Cc[3] = t122;
  Cc[4] = t119;
  Cc[5] = t14;
  Cc[6] = 0.5 * (t111 + (t110 * qd[3] + qd[4] * t108)) - 0.5 * t116 * qd[0];
  Cc[7] = 0.5 * (t105 * qd[2] + t98 * qd[3] + qd[4] * t59);
  Cc[8] = 0.5 * (t105 * qd[1]);
  Cc[9] = (t79 - t78) * qd[3] + 0.5 * (t93 + (qd[4] * t109 + (t110 * qd[0] + t98 * qd[1])));
  Cc[10] = 0.5 * (qd[3] * t109 + (t59 * qd[1] + qd[0] * t108) - t57) - qd[4] * (t70 * q[2]);
  Cc[11] = 0.5 * (t12 + t11 - t13);
  Cc[12] = 0.5 * (t73 * qd[3] + qd[4] * t48) - 0.5 * t107 * qd[0];
  Cc[13] = -(0.5 * (qd[4] * t45 + qd[3] * t67) + 0.5 * t105 * qd[1]);
  Cc[14] = 0.0;
  Cc[15] = 0.5 * (t74 - t68);
  Cc[16] = 0.5 * (t49 - t46) - t29 * qd[4];
  Cc[17] = 0.0;
  Cc[18] = 0.5 * (t99 + (t92 * qd[1] - t73 * qd[2] + qd[4] * t63)) - qd[0] * (0.5 * t103);
  Cc[19] = 0.5 * (t67 * qd[2] + t92 * qd[0] + t64 * qd[4] - t93) - 0.5 * t98 * qd[1];
  Cc[20] = 0.5 * (t68 - t74);
  Cc[21] = 0.5 * (qd[4] * t21);
  Cc[22] = 0.5 * (t21 * qd[3] + (t63 * qd[0] + t64 * qd[1]) - t44);
  Cc[23] = 0.5 * (t8 - t6 - t9);
  Cc[24] = 0.5 * (t60 + (t37 * qd[3] + (t56 * qd[1] - t48 * qd[2]))) - 0.5 * t62 * qd[0];
  Cc[25] = 0.5 * (qd[0] * t56 + t45 * qd[2] + t43 * qd[3] + t57) - 0.5 * t59 * qd[1];
  Cc[26] = 0.5 * (t46 - t49);
  Cc[27] = 0.5 * (t37 * qd[0] + t43 * qd[1] + t44) - 0.5 * t21 * qd[3];
  Cc[28] = 0.0;
  Cc[29] = t4;
  Cc[30] = t14;
  Cc[31] = 0.5 * (t12 - t11 - t13);
  Cc[32] = 0.0;
  Cc[33] = 0.5 * (t6 - t8 - t9);
  Cc[34] = -t4;
  Cc[35] = 0.0;
}

// Built from: forward kinematics in the base frame.
// 50 multiplications, 32 additions, 0 divisions, 8 function calls.
void jacobian(const double* q, double* J) {
  double sine[4], cosine[4];
  sin_cos(q[4], q[1], sine + 0, cosine + 0);
  sin_cos(q[3], q[0], sine + 2, cosine + 2);
  const double t0 = cosine[0] * cosine[1] - sine[0] * (sine[2] * sine[1]);
  const double t1 = cosine[2] * sine[1];
  const double t2 = cosine[1] * sine[3];
  const double t3 = sine[3] * sine[1];
  const double t4 = cosine[0] * t3 + (t2 * sine[2] - cosine[2] * cosine[3]) * sine[0];
  const double t5 = t2 * cosine[2] + sine[2] * cosine[3];
  const double t6 = cosine[1] * cosine[3];
  const double t7 = sine[1] * cosine[3];
  const double t8 = (cosine[2] * sine[3] + t6 * sine[2]) * sine[0] + cosine[0] * t7;
  const double t9 = t6 * cosine[2] - sine[2] * sine[3];
  const double t10 = t3 * q[2] + 0.154 * cosine[3];
  const double t11 = t10 + 0.263 * t4;
  const double t12 = t11 - t10;
  const double t13 = q[2] * t7 - 0.154 * sine[3];
  const double t14 = 0.263 * t8 + t13;
  const double t15 = t14 - t13;
  const double t16 = 0.412 + cosine[1] * q[2];
  const double t17 = t16 + 0.263 * t0;
  const double t18 = t17 - t16;
  const double t19 = t17 - 0.412;
  J[0] = -t11;
  J[1] = t19 * cosine[3];
  J[2] = t7;
  J[3] = t3 * t18 - cosine[1] * t12;
  J[4] = t1 * t12 + t18 * t5;
  J[5] = t18 * t4 - t12 * t0;
  J[6] = t14;
  J[7] = t19 * sine[3];
  J[8] = t3;
  J[9] = cosine[1] * t15 - t18 * t7;
  J[10] = -(t18 * t9 + t1 * t15);
  J[11] = t15 * t0 - t18 * t8;
  J[12] = 0.0;
  J[13] = -(t11 * sine[3] + t14 * cosine[3]);
  J[14] = cosine[1];
  J[15] = t7 * t12 - t3 * t15;
  J[16] = t9 * t12 - t5 * t15;
  J[17] = t8 * t12 - t4 * t15;
  J[18] = 0.0;
  J[19] = -sine[3];
  J[20] = 0.0;
  J[21] = t7;
  J[22] = t9;
  J[23] = t8;
  J[24] = 0.0;
  J[25] = cosine[3];
  J[26] = 0.0;
  J[27] = t3;
  J[28] = t5;
  J[29] = t4;
  J[30] = 1.0;
  J[31] = 0.0;
  J[32] = 0.0;
  J[33] = cosine[1];
  J[34] = -t1;
  J[35] = t0;
}

// Built from: derivatives of J qd along qd.
// 311 multiplications, 204 additions, 0 divisions, 8 function calls.
void jacobian_dot_qd(const double* q, const double* qd, double* a) {
  double sine[4], cosine[4];
  sin_cos(q[1], q[3], sine + 0, cosine + 0);
  sin_cos(q[4], q[0], sine + 2, cosine + 2);
  const double t0 = cosine[1] * cosine[0];
  const double t1 = cosine[0] * sine[1] * sine[2] + cosine[2] * sine[0];
  const double t2 = sine[1] * sine[0];
  const double t3 = cosine[1] * sine[0];
  const double t4 = t3 * sine[2];
  const double t5 = cosine[2] * t2 + cosine[0] * sine[2];
  const double t6 = qd[3] * (qd[4] * t2 - qd[5] * t4) - (sine[0] * qd[3] + t0 * qd[4] + qd[5] * t1) * qd[1] - qd[4] * (t5 * qd[5]);
  const double t7 = cosine[0] * sine[3];
  const double t8 = sine[3] * sine[0];
  const double t9 = cosine[1] * t8;
  const double t10 = t7 * cosine[2] - t8 * sine[1] * sine[2];
  const double t11 = cosine[0] * cosine[3];
  const double t12 = t11 * cosine[1] - sine[1] * sine[3];
  const double t13 = sine[0] * cosine[3];
  const double t14 = cosine[1] * sine[3] + t11 * sine[1];
  const double t15 = t14 * sine[2] + cosine[2] * t13;
  const double t16 = (t7 * qd[3] - qd[4] * t9 + qd[5] * t10) * qd[1] + (qd[5] * t15 + (qd[4] * t12 + (t13 * qd[3] - sine[3] * qd[1]))) * qd[0];
  const double t17 = cosine[1] * cosine[3];
  const double t18 = t7 * sine[1];
  const double t19 = t17 - t18;
  const double t20 = t7 * cosine[1] + sine[1] * cosine[3];
  const double t21 = t20 * sine[2];
  const double t22 = t18 - t17;
  const double t23 = cosine[2] * t22 - t8 * sine[2];
  const double t24 = cosine[1] * t13;
  const double t25 = t11 * cosine[2] - sine[1] * t13 * sine[2];
  const double t26 = cosine[2] * t8;
  const double t27 = t19 * sine[2] - t26;
  const double t28 = (t11 * qd[3] - qd[4] * t24 + t25 * qd[5]) * qd[1] + (qd[5] * t27 - (qd[4] * t20 + (cosine[3] * qd[1] + t8 * qd[3]))) * qd[0];
  const double t29 = t12 * sine[2];
  const double t30 = t14 * cosine[2] - t13 * sine[2];
  const double t31 = q[2] * t13 - 0.154 * sine[3];
  const double t32 = 0.263 * t15 + t31;
  const double t33 = t32 - t31;
  const double t34 = t13 * t33;
  const double t35 = t8 * q[2] + 0.154 * cosine[3];
  const double t36 = t26 + t22 * sine[2];
  const double t37 = t35 + 0.263 * t36;
  const double t38 = t37 - t35;
  const double t39 = 0.263 * t27 - t35;
  const double t40 = t39 + t35;
  const double t41 = sine[3] * t32;
  const double t42 = (t34 - t8 * t38 - (t40 * t8 + t34)) * qd[3] - (t39 * cosine[3] - t41 + (t37 * cosine[3] + t41)) * qd[1];
  const double t43 = t12 * t33;
  const double t44 = t33 * t15;
  const double t45 = qd[5] * (t44 + t27 * t38 - (t44 + t40 * t36)) + (qd[4] * (t43 - t20 * t38 - (t43 + t40 * t20)) + t42);
  const double t46 = t7 * q[2];
  const double t47 = 0.263 * t10 + t46;
  const double t48 = t47 - t46;
  const double t49 = t11 * q[2];
  const double t50 = 0.263 * t25 + t49;
  const double t51 = t50 - t49;
  const double t52 = (t13 * t48 + t11 * t38 - (t8 * t51 + t7 * t33)) * qd[3] - (sine[0] * qd[2] + (t50 * cosine[3] + sine[3] * t47) * qd[1]);
  const double t53 = qd[4] * (t48 * t12 - t24 * t38 - (t51 * t20 - t9 * t33)) + t52 + qd[5] * (t25 * t38 + t48 * t15 - (t10 * t33 + t51 * t36));
  const double t54 = 0.263 * t21;
  const double t55 = 0.263 * t29;
  const double t56 = (t54 * t13 - t8 * t55) * qd[3] - (t54 * sine[3] + cosine[3] * t55) * qd[1] + (t54 * t12 - t14 * t38 - (t19 * t33 + t20 * t55)) * qd[4];
  const double t57 = ((t29 * t38 + t54 * t15 - (t21 * t33 + t36 * t55)) * qd[5] + t56) * qd[3] + (qd[0] * t45 + t53 * qd[1] - (t8 * sine[3] + t13 * cosine[3]) * qd[1] * qd[2]);
  const double t58 = 0.263 * t23;
  const double t59 = 0.263 * t30;
  const double t60 = (t58 * t13 - t59 * t8) * qd[3] - (t59 * cosine[3] + t58 * sine[3]) * qd[1] + (t58 * t12 - t59 * t20) * qd[4];
  const double t61 = cosine[2] * cosine[0] - sine[2] * t2;
  const double t62 = 0.412 + cosine[0] * q[2];
  const double t63 = t62 + 0.263 * t61;
  const double t64 = t63 - t62;
  const double t65 = q[2] * sine[0];
  const double t66 = 0.263 * t1 + t65;
  const double t67 = t65 - t66;
  const double t68 = t7 * qd[2] + (t50 * qd[0] - t66 * sine[3] * qd[1]) + qd[3] * (cosine[0] * t51 - sine[0] * t33 - (t11 * t64 + t67 * t13));
  const double t69 = qd[5] * (t51 * t61 - t33 * t1 - (t25 * t64 + t67 * t15)) + (t68 - qd[4] * (t3 * t51 + t0 * t33 + (t67 * t12 - t64 * t24)));
  const double t70 = t63 - 0.412;
  const double t71 = t13 * qd[2] + (t39 * qd[0] + t70 * cosine[3] * qd[1]) + (t40 * cosine[0] + t8 * t64) * qd[3] - (t3 * t40 - t64 * t20) * qd[4];
  const double t72 = 0.263 * t4;
  const double t73 = qd[0] * t55 - t72 * sine[3] * qd[1] + (cosine[0] * t55 + t72 * t13) * qd[3] - (t3 * t55 - t33 * t2 - (t14 * t64 + t72 * t12)) * qd[4];
  const double t74 = t69 * qd[1] + (qd[5] * (t40 * t61 - t64 * t27) + t71) * qd[0] + (t13 * qd[0] + t7 * qd[1]) * qd[2] + (qd[5] * (t61 * t55 - t33 * t4 - (t64 * t29 - t72 * t15)) + t73) * qd[3];
  const double t75 = 0.263 * t5;
  const double t76 = t59 * qd[0] - sine[3] * t75 * qd[1] + qd[3] * (t75 * t13 + t59 * cosine[0]) - qd[4] * (t3 * t59 - t75 * t12);
  const double t77 = qd[3] * (t7 * t64 + t67 * t8 - (cosine[0] * t48 - sine[0] * t38)) + (t11 * qd[2] - (qd[0] * t47 + t66 * cosine[3] * qd[1]));
  const double t78 = qd[5] * (t67 * t36 + t64 * t10 - (t48 * t61 - t38 * t1)) + (t77 + (t67 * t20 - t64 * t9 + (t3 * t48 + t0 * t38)) * qd[4]);
  const double t79 = (t64 * t12 + t3 * t33) * qd[4] + ((t64 * t13 - cosine[0] * t33) * qd[3] - (t70 * sine[3] * qd[1] + t32 * qd[0] + t8 * qd[2]));
  const double t80 = qd[4] * (t3 * t54 - t38 * t2 + (t19 * t64 - t72 * t20)) - ((t8 * t72 + t54 * cosine[0]) * qd[3] + (t54 * qd[0] + t72 * cosine[3] * qd[1]));
  const double t81 = (t80 + qd[5] * (t21 * t64 - t72 * t36 - (t54 * t61 - t38 * t4))) * qd[3] + ((qd[5] * (t64 * t15 - t33 * t61) + t79) * qd[0] + t78 * qd[1] + (t11 * qd[1] - t8 * qd[0]) * qd[2]);
  const double t82 = (t3 * t58 - t75 * t20) * qd[4] - ((t8 * t75 + t58 * cosine[0]) * qd[3] + (t75 * cosine[3] * qd[1] + t58 * qd[0]));
  a[0] = t81 + qd[4] * (t82 + qd[5] * (t64 * t23 - t75 * t36 - (t58 * t61 - t5 * t38)));
  a[1] = t74 + (t76 + qd[5] * (t59 * t61 - t5 * t33 - (t64 * t30 - t75 * t15))) * qd[4];
  a[2] = t57 + qd[4] * (qd[5] * (t58 * t15 + t38 * t30 - (t59 * t36 + t33 * t23)) + t60);
  a[3] = (qd[5] * t29 - t14 * qd[4]) * qd[3] + t28 + qd[4] * (qd[5] * t30);
  a[4] = qd[4] * (qd[5] * t23) + (t16 + (qd[4] * t19 + qd[5] * t21) * qd[3]);
  a[5] = t6;
}

// Built from: recursion: Newton-Euler program, grouped inertial parameters; J^T w added.
// 253 multiplications, 180 additions, 0 divisions, 10 function calls.
void inverse_dynamics_wrench(const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  double sine[6], cosine[6];
  sin_cos(q[4], q[1], sine + 0, cosine + 0);
  sin_cos(q[3], q[0], sine + 2, cosine + 2);
  sin_cos(q[5], q[5], sine + 4, cosine + 4);
  const double t0 = sine[2] * sine[1];
  const double t1 = cosine[0] * cosine[1] - sine[0] * t0;
  const double t2 = 0.412 + cosine[1] * q[2];
  const double t3 = t2 + 0.263 * t1;
  const double t4 = t3 - t2;
  const double t5 = cosine[1] * sine[3];
  const double t6 = t5 * sine[2] - cosine[2] * cosine[3];
  const double t7 = sine[3] * sine[1];
  const double t8 = cosine[0] * t7 + t6 * sine[0];
  const double t9 = t7 * q[2] + 0.154 * cosine[3];
  const double t10 = t9 + 0.263 * t8;
  const double t11 = t10 - t9;
  const double t12 = cosine[1] * cosine[3];
  const double t13 = t12 * cosine[2] - sine[2] * sine[3];
  const double t14 = cosine[2] * sine[3] + t12 * sine[2];
  const double t15 = sine[1] * cosine[3];
  const double t16 = t14 * cosine[0] - t15 * sine[0];
  const double t17 = cosine[4] * t13 - sine[4] * t16;
  const double t18 = t13 * sine[4] + cosine[4] * t16;
  const double t19 = t14 * sine[0] + cosine[0] * t15;
  const double t20 = w[1] * t17 + w[0] * t18 + w[2] * t19;
  const double t21 = sine[1] * qd[0];
  const double t22 = sine[2] * qd[1] - cosine[2] * t21;
  const double t23 = cosine[1] * qd[0];
  const double t24 = t23 * qd[1];
  const double t25 = qdd[0] * sine[1] + t24;
  const double t26 = t22 * qd[3] - (sine[2] * t25 + cosine[2] * qdd[1]);
  const double t27 = t21 * qd[1];
  const double t28 = qdd[3] + (qdd[0] * cosine[1] - t27);
  const double t29 = t21 * sine[2] + cosine[2] * qd[1];
  const double t30 = qd[3] + t23;
  const double t31 = t30 * sine[0] + cosine[0] * t29;
  const double t32 = 0.0003 * (sine[0] * t26 + cosine[0] * t28 - qd[4] * t31 + qdd[5]);
  const double t33 = q[2] * t15 - 0.154 * sine[3];
  const double t34 = 0.263 * t19 + t33;
  const double t35 = t34 - t33;
  const double t36 = t5 * cosine[2] + sine[2] * cosine[3];
  const double t37 = cosine[0] * t6 - t7 * sine[0];
  const double t38 = t36 * cosine[4] - t37 * sine[4];
  const double t39 = cosine[4] * t37 + t36 * sine[4];
  const double t40 = w[1] * t38 + t39 * w[0] + w[2] * t8;
  const double t41 = cosine[0] * t0 + cosine[1] * sine[0];
  const double t42 = cosine[2] * sine[1];
  const double t43 = t41 * sine[4] - t42 * cosine[4];
  const double t44 = t42 * sine[4] + t41 * cosine[4];
  const double t45 = w[2] * t1 + (t43 * w[1] - t44 * w[0]);
  const double t46 = t45 * (t19 * t11 - t8 * t35) + ((t4 * t8 - t11 * t1) * t20 + (0.02 * qdd[5] + t32) + (t35 * t1 - t4 * t19) * t40);
  const double t47 = t18 * w[3] + w[4] * t17 + t19 * w[5];
  const double t48 = t8 * w[5] + (w[4] * t38 + t39 * w[3]);
  const double t49 = t1 * w[5] + (w[4] * t43 - t44 * w[3]);
  const double t50 = 0.154 * qdd[0];
  const double t51 = t21 * t23;
  const double t52 = 2.0 * (qd[2] * qd[1]) - (9.81 * sine[1] + cosine[1] * t50 + q[2] * (t51 - qdd[1]));
  const double t53 = t24 + t25;
  const double t54 = 0.154 * qd[0] * qd[0] - t53 * q[2] - 2.0 * (t21 * qd[2]);
  const double t55 = sine[2] * t52 + cosine[2] * t54;
  const double t56 = t21 * t21 + qd[1] * qd[1];
  const double t57 = qdd[2] - (t56 * q[2] + (sine[1] * t50 - 9.81 * cosine[1]));
  const double t58 = t29 * sine[0];
  const double t59 = cosine[0] * t30;
  const double t60 = t58 - t59;
  const double t61 = t60 * t31;
  const double t62 = t29 * qd[3] + (sine[2] * qdd[1] - cosine[2] * t25);
  const double t63 = t62 + qdd[4];
  const double t64 = t22 + qd[4];
  const double t65 = 0.0003 * (qd[5] + (t59 - t58));
  const double t66 = (t64 * cosine[4] + t31 * sine[4]) * t65;
  const double t67 = (t64 * sine[4] - t31 * cosine[4]) * t65;
  const double t68 = 0.1456212 * (cosine[0] * t55 - t57 * sine[0]) + (0.055188293544 * t61 + 0.055588293544 * t63) + (t66 * sine[4] - cosine[4] * t67);
  const double t69 = t45 * (t13 * t11 - t36 * t35) + (0.097 * qdd[4] + t68 + (t42 * t11 + t4 * t36) * t20 - (t4 * t13 + t42 * t35) * t40);
  const double t70 = cosine[0] * t26 - sine[0] * t28 + t60 * qd[4];
  const double t71 = t60 * t64;
  const double t72 = 0.055188293544 * t70 + 0.055588293544 * t71 - 0.1456212 * (cosine[2] * t52 - sine[2] * t54) + (t66 * cosine[4] + t67 * sine[4]);
  const double t73 = 0.0004 * (t64 * t31) - t32;
  const double t74 = cosine[0] * t73 + t72 * sine[0];
  const double t75 = t22 * t29;
  const double t76 = 0.00454928 * t28 - 0.00536544 * t62 + (0.00536544 * (t30 * t29) + 0.00454928 * t75) + 0.05832 * t55;
  const double t77 = t40 * (cosine[1] * t35 - t4 * t15) + ((t7 * t4 - cosine[1] * t11) * t20 + (0.106 * qdd[3] + (t76 - t74)));
  const double t78 = 0.1456212 * (t31 * t31 + t64 * t64);
  const double t79 = 0.1456212 * (t63 + t61);
  const double t80 = t22 * t30;
  const double t81 = cosine[0] * t78 + t79 * sine[0] + 0.05832 * (t80 + t26);
  const double t82 = 0.3733575 * t56 + 6.47 * t57;
  const double t83 = t30 * t30;
  const double t84 = 0.00454928 * t80 - 0.00536544 * (t22 * t22 - t83) + 0.00454928 * t26 - 0.05832 * t57 + (cosine[0] * t72 - t73 * sine[0]);
  const double t85 = t68 - (0.00536544 * t75 + 0.00536544 * t28);
  const double t86 = 2.555805738825 * qdd[1] - 2.539805738825 * t51 - (0.3733575 * t52 + (t84 * cosine[2] - sine[2] * t85));
  const double t87 = t79 * cosine[0] - sine[0] * t78 + 0.05832 * (t75 + t28);
  const double t88 = 0.05832 * (t83 + t29 * t29) - 0.1456212 * (t71 + t70);
  const double t89 = 6.47 * t52 - 0.3733575 * (qdd[1] - t51) + (t87 * sine[2] + cosine[2] * t88);
  const double t90 = t3 - 0.412;
  const double t91 = t86 + t89 * q[2] + 2.193 * qdd[1] + t90 * cosine[3] * t20 + t90 * sine[3] * t40 - t45 * (t10 * sine[3] + t34 * cosine[3]);
  const double t92 = cosine[2] * t85 + t84 * sine[2] - 0.3733575 * t54 - (2.539805738825 * t25 + 2.555805738825 * t24) + (t87 * cosine[2] - sine[2] * t88 + (0.3733575 * t53 + 6.47 * t54)) * q[2];
  const double t93 = 0.577542888216 * qdd[0] - (cosine[1] * (t74 - t76 + 0.016 * t27) + sine[1] * t92) - 0.154 * (t89 * cosine[1] - (t81 - t82) * sine[1]);
  tau[0] = t49 + (t93 + 0.953 * qdd[0] - t10 * t20 + t34 * t40);
  tau[1] = cosine[3] * t48 + (t91 - t47 * sine[3]);
  tau[2] = t45 * cosine[1] + (0.782 * qdd[2] + (t82 - t81) + t15 * t20 + t7 * t40);
  tau[3] = t7 * t48 + (t47 * t15 + ((t15 * t11 - t7 * t35) * t45 + t77)) + t49 * cosine[1];
  tau[4] = t69 + t47 * t13 + t36 * t48 - t42 * t49;
  tau[5] = t46 + t47 * t19 + t8 * t48 + t49 * t1;
}

}  // namespace stanford
