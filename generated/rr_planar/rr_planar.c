// rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
// Do not edit; regenerate with the command below instead.
// Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
// Command: nedyn generate rr_planar.yaml --language c
#include "rr_planar.h"

#include <math.h>

enum { kDof = 2, kTask = 2 };

const char* const rr_planar_kJointNames[rr_planar_kDof] = { "joint1", "joint2" };
const double rr_planar_kPositionLower[rr_planar_kDof] = { (double)NAN, (double)NAN };
const double rr_planar_kPositionUpper[rr_planar_kDof] = { (double)NAN, (double)NAN };
const double rr_planar_kVelocityLimit[rr_planar_kDof] = { (double)NAN, (double)NAN };
const double rr_planar_kEffortLimit[rr_planar_kDof] = { (double)NAN, (double)NAN };

const char* const rr_planar_kFrameNames[rr_planar_kFrames] = { "tool" };

const int rr_planar_kTaskRows[rr_planar_kTask] = {0, 1};
const double rr_planar_kTaskSingularity = 1e-10;

/* sin_cos(s, c, x, count): s[i] = sin x[i], c[i] = cos x[i] for a function's
   angles, in one call. With gcc and clang two angles go through one
   evaluation in the lanes of a 128-bit vector (GCC vector extensions; SSE2
   on x86-64, NEON on AArch64): the same operations as the C++ files' two
   lanes (templates/sin_cos.mustache: x = n pi/2 + r with pi/2 in three
   parts, near-minimax polynomials on |r| <= pi/4), so the same bits, below
   1 ulp for |x| <= 1e5. A call with a larger or non-finite angle, other
   compilers, -ffast-math and -DNEDYN_LIBM_TRIG use libm's sin and cos. */

/* libm's sine and cosine of each angle. */
static void sin_cos_libm(double* s, double* c, const double* x, int count) {
  for (int i = 0; i < count; ++i) {
    s[i] = sin(x[i]);
    c[i] = cos(x[i]);
  }
}

#if defined(__GNUC__) && !defined(__FAST_MATH__) && !defined(NEDYN_LIBM_TRIG)
typedef double sin_cos_v2d __attribute__((vector_size(16)));
typedef unsigned long long sin_cos_v2i __attribute__((vector_size(16)));

/* One row per constant, in two lanes (the C++ files' table). */
static const sin_cos_v2d kSinCos[] = {
    {0.6366197723675814, 0.6366197723675814},          /* 2/pi */
    {6755399441055744.0, 6755399441055744.0},          /* 1.5 2^52: adding it rounds to an integer */
    {1.5707963267341256, 1.5707963267341256},          /* P1 */
    {6.077100506303966e-11, 6.077100506303966e-11},    /* P2 */
    {2.0222662487959506e-21, 2.0222662487959506e-21},  /* P3 */
    {1.5918129294866608e-10, 1.5918129294866608e-10},  /* sin: z^5 */
    {-2.5051131845003624e-08, -2.5051131845003624e-08},
    {2.755731610255244e-06, 2.755731610255244e-06},
    {-0.00019841269836758574, -0.00019841269836758574},
    {0.008333333333330948, 0.008333333333330948},
    {-0.16666666666666666, -0.16666666666666666},      /* sin: z^0 */
    {-1.1382632425521717e-11, -1.1382632425521717e-11},  /* cos: z^5 */
    {2.08761462684032e-09, 2.08761462684032e-09},
    {-2.7557317271729793e-07, -2.7557317271729793e-07},
    {2.480158729876569e-05, 2.480158729876569e-05},
    {-0.0013888888888887398, -0.0013888888888887398},
    {0.041666666666666664, 0.041666666666666664},      /* cos: z^0 */
    {0.5, 0.5},
    {1.0, 1.0}};

/* Two angles, the first `count` lanes stored (the C++ files' sin_cos_lanes). */
__attribute__((always_inline)) static inline void sin_cos_pair(double* s, double* c, double a,
                                                               double b, unsigned count) {
  const sin_cos_v2d* row = kSinCos;
  __asm__("" : "+r"(row)); /* the constants stay memory operands */
  const sin_cos_v2d x = {a, b};
  const sin_cos_v2d rounded = x * row[0] + row[1];
  const sin_cos_v2d n = rounded - row[1];
  const sin_cos_v2i quadrant = (sin_cos_v2i)rounded;
  const sin_cos_v2d r1 = x - n * row[2];
  const sin_cos_v2d t = n * row[3];
  const sin_cos_v2d r = r1 - t;
  const sin_cos_v2d r_low = ((r1 - r) - t) - n * row[4];
  const sin_cos_v2d z = r * r;
  const sin_cos_v2d half_z = row[17] * z;
  const sin_cos_v2d w = row[18] - half_z;
  const sin_cos_v2d z2 = z * z;
  const sin_cos_v2d z4 = z2 * z2;
  const sin_cos_v2d ps =
      row[10] + ((row[9] * z + z2 * (row[8] + row[7] * z)) + z4 * (row[6] + row[5] * z));
  const sin_cos_v2d pc =
      row[16] + ((row[15] * z + z2 * (row[14] + row[13] * z)) + z4 * (row[12] + row[11] * z));
  const sin_cos_v2d sin_r = r + (r * z * ps + r_low * w);
  const sin_cos_v2d cos_r = w + (((row[18] - w) - half_z) + (z2 * pc - r_low * r));
  const sin_cos_v2i sin_r_bits = (sin_cos_v2i)sin_r;
  const sin_cos_v2i cos_r_bits = (sin_cos_v2i)cos_r;
  const sin_cos_v2i swap = (sin_r_bits ^ cos_r_bits) & -(quadrant & 1);
  const sin_cos_v2i sin_sign = (quadrant >> 1) << 63;
  const sin_cos_v2i cos_sign = sin_sign ^ (quadrant << 63);
  const sin_cos_v2d sin_x = (sin_cos_v2d)(sin_r_bits ^ swap ^ sin_sign);
  const sin_cos_v2d cos_x = (sin_cos_v2d)(cos_r_bits ^ swap ^ cos_sign);
  __builtin_memcpy(s, &sin_x, count * sizeof(double));
  __builtin_memcpy(c, &cos_x, count * sizeof(double));
}

__attribute__((always_inline)) static inline void sin_cos(double* s, double* c, const double* x,
                                                          int count) {
  for (int i = 0; i < count; ++i)
    if (__builtin_expect(!(fabs(x[i]) <= 1e5), 0)) {
      sin_cos_libm(s, c, x, count);
      return;
    }
  for (int i = 0; i + 1 < count; i += 2) sin_cos_pair(s + i, c + i, x[i], x[i + 1], 2);
  if (count % 2 == 1) sin_cos_pair(s + count - 1, c + count - 1, x[count - 1], x[count - 1], 1);
}
#else
static void sin_cos(double* s, double* c, const double* x, int count) {
  sin_cos_libm(s, c, x, count);
}
#endif


// Task-space terms from M (lower triangle) and the task's Jacobian rows J
// (kTask x n) by LDL^T factorisations, free of square roots: M = L D L^T,
// Y = L^-1 J^T, Yd = D^-1 Y (n x kTask), A = J M^-1 J^T = Yd^T Y = La Da La^T
// (Khatib: Mx = A^-1, Jbar^T K = Mx Yd^T L^-1 K). The unit lower factors
// overwrite M and A in place, their diagonals holding 1 / D_jj: one division
// per pivot, none in the solves. Status 1 if a pivot of A is at most
// kTaskSingularity A_kk (the task's rows dependent in M^-1's metric); 2 if M
// is not positive definite.
static int task_space_factor(double* M, const double* J, double* Yd, double* A) {
  {
    double d[kDof];
    double v[kDof];
    for (int j = 0; j < kDof; ++j) {
      double pivot = M[j * kDof + j];
      for (int k = 0; k < j; ++k) {
        v[k] = M[j * kDof + k] * d[k];
        pivot -= M[j * kDof + k] * v[k];
      }
      if (!(pivot > 0.0)) return 2;
      d[j] = pivot;
      double inverse = 1.0 / pivot;
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
      double s = 0.0;
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
      if (!(pivot > rr_planar_kTaskSingularity * A[j * kTask + j])) return 1;
      d[j] = pivot;
      double inverse = 1.0 / pivot;
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
static void task_space_inverse(const double* A, double* Mx) {
  double W[kTask * kTask];
  for (int c = 0; c < kTask; ++c) {  // column c of W: La w = e_c
    W[c * kTask + c] = 1.0;
    for (int i = c + 1; i < kTask; ++i) {
      double s = -A[i * kTask + c];
      for (int k = c + 1; k < i; ++k)
        s -= A[i * kTask + k] * W[k * kTask + c];
      W[i * kTask + c] = s;
    }
  }
  for (int r = 0; r < kTask; ++r) {
    for (int c = 0; c < r + 1; ++c) {
      double s = 0.0;
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
static int task_space_solve(double* M, const double* J, const double* K, const double* H,
                            int columns, int joint_space, double* out) {
  double Yd[kDof * kTask];
  double A[kTask * kTask];
  const int status = task_space_factor(M, J, Yd, A);
  if (status != 0) {
    for (int e = 0; e < (joint_space ? kDof : kTask) * columns; ++e) out[e] = 0.0;
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
        double s = 0.0;
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
          double s = 0.0;
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
static int task_space_terms(double* M, const double* J, const double* V, const double* G,
                            const double* h, double* Mx, double* Vx, double* Gx) {
  double Yd[kDof * kTask];
  double A[kTask * kTask];
  const int status = task_space_factor(M, J, Yd, A);
  if (status != 0) {
    for (int e = 0; e < kTask * kTask; ++e) Mx[e] = 0.0;
    for (int e = 0; e < kTask; ++e) Vx[e] = 0.0;
    for (int e = 0; e < kTask; ++e) Gx[e] = 0.0;
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
    double sg = 0.0;
    for (int i = 0; i < kDof; ++i) {
      sv += Yd[i * kTask + r] * zv[i];
      sg += Yd[i * kTask + r] * zg[i];
    }
    yv[r] = sv;
    yg[r] = sg;
  }
  task_space_inverse(A, Mx);
  for (int r = 0; r < kTask; ++r) {
    double sv = 0.0;
    double sg = 0.0;
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
static void task_rows_of(const double* a, double* h) {
  h[0] = a[0];
  h[1] = a[1];
}

/* Built from: recursion: Newton-Euler program.
   20 multiplications, 11 additions, 0 divisions, 4 function calls. */
void rr_planar_inverse_dynamics(const rr_planar_params* p, const double* q, const double* qd, const double* qdd, double* tau) {
  double sine[2], cosine[2];
  const double angles0[] = {q[0], q[1]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = p->g * cosine[0] + qdd[0] * p->l1;
  const double t1 = p->g * sine[0] - qd[0] * (p->l1 * qd[0]);
  const double t2 = p->m2 * (p->l2 * (qdd[0] + qdd[1]) + (t0 * cosine[1] - sine[1] * t1));
  const double t3 = p->l2 * t2;
  const double t4 = qd[0] + qd[1];
  const double t5 = t0 * p->m1 * p->l1 + t3 + p->l1 * (cosine[1] * t2 + p->m2 * (t0 * sine[1] + cosine[1] * t1 - t4 * p->l2 * t4) * sine[1]);
  tau[0] = t5;
  tau[1] = t3;
}
void rr_planar_inverse_dynamics_batch(int count, const rr_planar_params* p, const double* q, const double* qd, const double* qdd, double* tau) {
  for (int k = 0; k < count; ++k) rr_planar_inverse_dynamics(p, q + k * 2, qd + k * 2, qdd + k * 2, tau + k * 2);
}

/* Built from: recursion: composite rigid bodies.
   9 multiplications, 4 additions, 0 divisions, 1 function calls. */
void rr_planar_mass_matrix(const rr_planar_params* p, const double* q, double* M) {
  double sine[1], cosine[1];
  const double angles0[] = {q[1]};
  sin_cos(sine, cosine, angles0, 1);
  const double t0 = p->l2 * p->l2 * p->m2;
  const double t1 = p->l1 * (p->m2 * p->l2 * cosine[0]);
  const double t2 = p->l1 * p->l1;
  M[0] = p->m1 * t2 + (t0 + (p->m2 * t2 + 2.0 * t1));
  M[2] = t0 + t1;
  M[3] = t0;
  M[1] = M[2];
}
void rr_planar_mass_matrix_batch(int count, const rr_planar_params* p, const double* q, double* M) {
  for (int k = 0; k < count; ++k) rr_planar_mass_matrix(p, q + k * 2, M + k * 4);
}

/* Built from: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters.
   9 multiplications, 2 additions, 0 divisions, 1 function calls. */
void rr_planar_coriolis_centrifugal(const rr_planar_params* p, const double* q, const double* qd, double* V) {
  double sine[1], cosine[1];
  const double angles0[] = {q[1]};
  sin_cos(sine, cosine, angles0, 1);
  const double t0 = p->m2 * p->l2;
  const double t1 = sine[0] * (qd[0] * (p->l1 * qd[0])) * t0;
  const double t2 = qd[0] + qd[1];
  V[0] = t1 - p->l1 * (t0 * t2 * t2 * sine[0]);
  V[1] = t1;
}
void rr_planar_coriolis_centrifugal_batch(int count, const rr_planar_params* p, const double* q, const double* qd, double* V) {
  for (int k = 0; k < count; ++k) rr_planar_coriolis_centrifugal(p, q + k * 2, qd + k * 2, V + k * 2);
}

/* Built from: recursion: at rest, grouped inertial parameters.
   9 multiplications, 3 additions, 0 divisions, 4 function calls. */
void rr_planar_gravity(const rr_planar_params* p, const double* q, double* G) {
  double sine[2], cosine[2];
  const double angles0[] = {q[0], q[1]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = p->g * cosine[0];
  const double t1 = p->m2 * p->l2 * (t0 * cosine[1] - p->g * sine[0] * sine[1]);
  G[0] = t1 + t0 * (p->m2 * p->l1 + p->l1 * p->m1);
  G[1] = t1;
}
void rr_planar_gravity_batch(int count, const rr_planar_params* p, const double* q, double* G) {
  for (int k = 0; k < count; ++k) rr_planar_gravity(p, q + k * 2, G + k * 2);
}

/* Built from: recursion: Christoffel symbols of M.
   4 multiplications, 1 additions, 0 divisions, 1 function calls. */
void rr_planar_coriolis_coefficients(const rr_planar_params* p, const double* q, double* B) {
  double sine[1], cosine[1];
  const double angles0[] = {q[1]};
  sin_cos(sine, cosine, angles0, 1);
  B[0] = -(2.0 * (p->l1 * (p->m2 * p->l2 * sine[0])));
  B[1] = 0.0;
}
void rr_planar_coriolis_coefficients_batch(int count, const rr_planar_params* p, const double* q, double* B) {
  for (int k = 0; k < count; ++k) rr_planar_coriolis_coefficients(p, q + k * 2, B + k * 2);
}

/* Built from: recursion: Christoffel symbols of M.
   3 multiplications, 1 additions, 0 divisions, 1 function calls. */
void rr_planar_centrifugal_coefficients(const rr_planar_params* p, const double* q, double* C) {
  double sine[1], cosine[1];
  const double angles0[] = {q[1]};
  sin_cos(sine, cosine, angles0, 1);
  const double t0 = p->l1 * (p->m2 * p->l2 * sine[0]);
  C[0] = 0.0;
  C[1] = -t0;
  C[2] = t0;
  C[3] = 0.0;
}
void rr_planar_centrifugal_coefficients_batch(int count, const rr_planar_params* p, const double* q, double* C) {
  for (int k = 0; k < count; ++k) rr_planar_centrifugal_coefficients(p, q + k * 2, C + k * 4);
}

/* Built from: model.
   0 multiplications, 0 additions, 0 divisions, 0 function calls. */
void rr_planar_friction(const rr_planar_params* p, const double* qd, double* F) {
  (void)p;
  (void)qd;
  F[0] = 0.0;
  F[1] = 0.0;
}
void rr_planar_friction_batch(int count, const rr_planar_params* p, const double* qd, double* F) {
  for (int k = 0; k < count; ++k) rr_planar_friction(p, qd + k * 2, F + k * 2);
}

/* Built from: M: recursion: composite rigid bodies; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone).
   29 multiplications, 15 additions, 2 divisions, 4 function calls. */
void rr_planar_forward_dynamics(const rr_planar_params* p, const double* q, const double* qd, const double* tau, double* qdd) {
  double sine[2], cosine[2];
  const double angles0[] = {q[0], q[1]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = p->g * cosine[0];
  const double t1 = p->m2 * p->l2;
  const double t2 = (t0 * cosine[1] - sine[1] * (p->g * sine[0] - qd[0] * (p->l1 * qd[0]))) * t1;
  const double t3 = qd[0] + qd[1];
  const double t4 = p->l2 * p->l2 * p->m2;
  const double t5 = p->l1 * (t1 * cosine[1]);
  const double t6 = t4 + t5;
  const double t7 = 1.0 / t4;
  const double t8 = t7 * t6;
  const double t9 = tau[1] - t2;
  const double t10 = p->l1 * p->l1;
  const double t11 = 1.0 / (p->m1 * t10 + (t4 + (p->m2 * t10 + 2.0 * t5)) - t8 * t6) * (tau[0] - (t2 + t0 * (p->m2 * p->l1 + p->l1 * p->m1) - p->l1 * (t1 * t3 * t3 * sine[1])) - t8 * t9);
  qdd[0] = t11;
  qdd[1] = t7 * t9 - t8 * t11;
}
void rr_planar_forward_dynamics_batch(int count, const rr_planar_params* p, const double* q, const double* qd, const double* tau, double* qdd) {
  for (int k = 0; k < count; ++k) rr_planar_forward_dynamics(p, q + k * 2, qd + k * 2, tau + k * 2, qdd + k * 2);
}

/* Built from: B and C.
   10 multiplications, 3 additions, 0 divisions, 1 function calls. */
void rr_planar_coriolis_matrix(const rr_planar_params* p, const double* q, const double* qd, double* Cc) {
  double sine[1], cosine[1];
  const double angles0[] = {q[1]};
  sin_cos(sine, cosine, angles0, 1);
  const double t0 = p->l1 * (p->m2 * p->l2 * sine[0]);
  const double t1 = 2.0 * t0;
  Cc[0] = -(0.5 * (t1 * qd[1]));
  Cc[1] = -(t0 * qd[1] + 0.5 * (t1 * qd[0]));
  Cc[2] = t0 * qd[0];
  Cc[3] = 0.0;
}
void rr_planar_coriolis_matrix_batch(int count, const rr_planar_params* p, const double* q, const double* qd, double* Cc) {
  for (int k = 0; k < count; ++k) rr_planar_coriolis_matrix(p, q + k * 2, qd + k * 2, Cc + k * 4);
}

/* Built from: forward kinematics in the base frame.
   8 multiplications, 5 additions, 0 divisions, 4 function calls. */
void rr_planar_tool_pose(const rr_planar_params* p, const double* q, double* T) {
  double sine[2], cosine[2];
  const double angles0[] = {q[1], q[0]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = cosine[0] * sine[1] + sine[0] * cosine[1];
  const double t1 = cosine[0] * cosine[1] - sine[1] * sine[0];
  T[0] = t1;
  T[1] = -t0;
  T[2] = 0.0;
  T[3] = p->l1 * cosine[1] + p->l2 * t1;
  T[4] = t0;
  T[5] = t1;
  T[6] = 0.0;
  T[7] = t0 * p->l2 + p->l1 * sine[1];
  T[8] = 0.0;
  T[9] = 0.0;
  T[10] = 1.0;
  T[11] = 0.0;
  T[12] = 0.0;
  T[13] = 0.0;
  T[14] = 0.0;
  T[15] = 1.0;
}
void rr_planar_tool_pose_batch(int count, const rr_planar_params* p, const double* q, double* T) {
  for (int k = 0; k < count; ++k) rr_planar_tool_pose(p, q + k * 2, T + k * 16);
}

/* Built from: forward kinematics in the base frame.
   8 multiplications, 7 additions, 0 divisions, 4 function calls. */
void rr_planar_jacobian(const rr_planar_params* p, const double* q, double* J) {
  double sine[2], cosine[2];
  const double angles0[] = {q[1], q[0]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = p->l1 * cosine[1];
  const double t1 = t0 + p->l2 * (cosine[0] * cosine[1] - sine[1] * sine[0]);
  const double t2 = p->l1 * sine[1];
  const double t3 = (cosine[0] * sine[1] + sine[0] * cosine[1]) * p->l2 + t2;
  J[0] = -t3;
  J[1] = t2 - t3;
  J[2] = t1;
  J[3] = t1 - t0;
  J[4] = 0.0;
  J[5] = 0.0;
  J[6] = 0.0;
  J[7] = 0.0;
  J[8] = 0.0;
  J[9] = 0.0;
  J[10] = 1.0;
  J[11] = 1.0;
}
void rr_planar_jacobian_batch(int count, const rr_planar_params* p, const double* q, double* J) {
  for (int k = 0; k < count; ++k) rr_planar_jacobian(p, q + k * 2, J + k * 12);
}

/* Built from: outward pass at qdd = 0 in the base frame.
   16 multiplications, 11 additions, 0 divisions, 4 function calls. */
void rr_planar_jacobian_dot_qd(const rr_planar_params* p, const double* q, const double* qd, double* a) {
  double sine[2], cosine[2];
  const double angles0[] = {q[1], q[0]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = p->l1 * sine[1];
  const double t1 = qd[0] + qd[1];
  const double t2 = p->l1 * cosine[1];
  a[0] = -(qd[0] * t2 * qd[0] + t1 * (t2 + p->l2 * (cosine[0] * cosine[1] - sine[1] * sine[0]) - t2) * t1);
  a[1] = -(((cosine[0] * sine[1] + sine[0] * cosine[1]) * p->l2 + t0 - t0) * t1 * t1 + t0 * qd[0] * qd[0]);
  a[2] = 0.0;
  a[3] = 0.0;
  a[4] = 0.0;
  a[5] = 0.0;
}
void rr_planar_jacobian_dot_qd_batch(int count, const rr_planar_params* p, const double* q, const double* qd, double* a) {
  for (int k = 0; k < count; ++k) rr_planar_jacobian_dot_qd(p, q + k * 2, qd + k * 2, a + k * 6);
}

/* Built from: forward kinematics in the base frame, per frame.
   8 multiplications, 5 additions, 0 divisions, 4 function calls. */
void rr_planar_frame_pose(const rr_planar_params* p, const double* q, int frame, double* T) {
  switch (frame) {
    case 0: {
      double sine[2], cosine[2];
      const double angles0[] = {q[1], q[0]};
      sin_cos(sine, cosine, angles0, 2);
      const double t0 = cosine[0] * sine[1] + sine[0] * cosine[1];
      const double t1 = cosine[0] * cosine[1] - sine[1] * sine[0];
      T[0] = t1;
      T[1] = -t0;
      T[2] = 0.0;
      T[3] = p->l1 * cosine[1] + p->l2 * t1;
      T[4] = t0;
      T[5] = t1;
      T[6] = 0.0;
      T[7] = t0 * p->l2 + p->l1 * sine[1];
      T[8] = 0.0;
      T[9] = 0.0;
      T[10] = 1.0;
      T[11] = 0.0;
      T[12] = 0.0;
      T[13] = 0.0;
      T[14] = 0.0;
      T[15] = 1.0;
      break;
    }
    default:
      for (int i = 0; i < 16; ++i) T[i] = (double)NAN;
  }
}


/* Built from: forward kinematics in the base frame, per frame.
   8 multiplications, 7 additions, 0 divisions, 4 function calls. */
void rr_planar_frame_jacobian(const rr_planar_params* p, const double* q, int frame, double* J) {
  switch (frame) {
    case 0: {
      double sine[2], cosine[2];
      const double angles0[] = {q[1], q[0]};
      sin_cos(sine, cosine, angles0, 2);
      const double t0 = p->l1 * cosine[1];
      const double t1 = t0 + p->l2 * (cosine[0] * cosine[1] - sine[1] * sine[0]);
      const double t2 = p->l1 * sine[1];
      const double t3 = (cosine[0] * sine[1] + sine[0] * cosine[1]) * p->l2 + t2;
      J[0] = -t3;
      J[1] = t2 - t3;
      J[2] = t1;
      J[3] = t1 - t0;
      J[4] = 0.0;
      J[5] = 0.0;
      J[6] = 0.0;
      J[7] = 0.0;
      J[8] = 0.0;
      J[9] = 0.0;
      J[10] = 1.0;
      J[11] = 1.0;
      break;
    }
    default:
      for (int i = 0; i < 12; ++i) J[i] = (double)NAN;
  }
}


/* Built from: outward pass at qdd = 0 in the base frame.
   16 multiplications, 11 additions, 0 divisions, 4 function calls. */
void rr_planar_frame_jacobian_dot_v(const rr_planar_params* p, const double* q, const double* qd, int frame, double* a) {
  switch (frame) {
    case 0: {
      double sine[2], cosine[2];
      const double angles0[] = {q[1], q[0]};
      sin_cos(sine, cosine, angles0, 2);
      const double t0 = p->l1 * sine[1];
      const double t1 = qd[0] + qd[1];
      const double t2 = p->l1 * cosine[1];
      a[0] = -(qd[0] * t2 * qd[0] + t1 * (t2 + p->l2 * (cosine[0] * cosine[1] - sine[1] * sine[0]) - t2) * t1);
      a[1] = -(((cosine[0] * sine[1] + sine[0] * cosine[1]) * p->l2 + t0 - t0) * t1 * t1 + t0 * qd[0] * qd[0]);
      a[2] = 0.0;
      a[3] = 0.0;
      a[4] = 0.0;
      a[5] = 0.0;
      break;
    }
    default:
      for (int i = 0; i < 6; ++i) a[i] = (double)NAN;
  }
}


/* Built from: the links' first moments in the base frame over their mass.
   16 multiplications, 7 additions, 1 divisions, 4 function calls. */
void rr_planar_center_of_mass(const rr_planar_params* p, const double* q, double* c) {
  double sine[2], cosine[2];
  const double angles0[] = {q[1], q[0]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = p->m2 * p->l2;
  const double t1 = p->l1 * p->m1;
  const double t2 = 1.0 / (p->m2 + p->m1);
  const double t3 = (cosine[1] * t1 + (p->m2 * (p->l1 * cosine[1]) + t0 * (cosine[0] * cosine[1] - sine[1] * sine[0]))) * t2;
  c[0] = t3;
  c[1] = t2 * (sine[1] * t1 + ((cosine[0] * sine[1] + sine[0] * cosine[1]) * t0 + p->l1 * sine[1] * p->m2));
  c[2] = 0.0;
}
void rr_planar_center_of_mass_batch(int count, const rr_planar_params* p, const double* q, double* c) {
  for (int k = 0; k < count; ++k) rr_planar_center_of_mass(p, q + k * 2, c + k * 3);
}

/* Built from: composite bodies in the base frame, moved to the centre of mass.
   34 multiplications, 21 additions, 1 divisions, 4 function calls. */
void rr_planar_centroidal_momentum_matrix(const rr_planar_params* p, const double* q, double* Ag) {
  double sine[2], cosine[2];
  const double angles0[] = {q[0], q[1]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = p->l1 * cosine[0];
  const double t1 = p->m2 * p->l2;
  const double t2 = t1 * (cosine[1] * cosine[0] - sine[0] * sine[1]);
  const double t3 = (cosine[1] * sine[0] + sine[1] * cosine[0]) * t1;
  const double t4 = p->l1 * sine[0];
  const double t5 = 2.0 * (t4 * t3) + (p->m2 * (t4 * t4) + (p->m2 * (t0 * t0) + 2.0 * (t2 * t0))) + p->l2 * p->l2 * p->m2;
  const double t6 = p->m2 * t0;
  const double t7 = t6 + t2;
  const double t8 = t7 - t6;
  const double t9 = t4 * p->m2;
  const double t10 = t3 + t9;
  const double t11 = t9 - t10;
  const double t12 = p->l1 * p->m1;
  const double t13 = cosine[0] * t12 + t7;
  const double t14 = sine[0] * t12 + t10;
  const double t15 = 1.0 / (p->m2 + p->m1);
  const double t16 = t13 * t15;
  const double t17 = t15 * t14;
  Ag[0] = -t14;
  Ag[1] = t11;
  Ag[2] = t13;
  Ag[3] = t8;
  Ag[4] = 0.0;
  Ag[5] = 0.0;
  Ag[6] = 0.0;
  Ag[7] = 0.0;
  Ag[8] = 0.0;
  Ag[9] = 0.0;
  Ag[10] = p->m1 * (p->l1 * p->l1) + t5 - (t13 * t16 + t17 * t14);
  Ag[11] = t5 - (t7 * t0 + t10 * t4) - (t16 * t8 - t17 * t11);
}
void rr_planar_centroidal_momentum_matrix_batch(int count, const rr_planar_params* p, const double* q, double* Ag) {
  for (int k = 0; k < count; ++k) rr_planar_centroidal_momentum_matrix(p, q + k * 2, Ag + k * 12);
}

/* Built from: outward pass at qdd = 0, each body's wrench about the centre of mass.
   41 multiplications, 20 additions, 1 divisions, 4 function calls. */
void rr_planar_centroidal_momentum_matrix_dot_v(const rr_planar_params* p, const double* q, const double* qd, double* h_dot) {
  double sine[2], cosine[2];
  const double angles0[] = {q[1], q[0]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = cosine[0] * cosine[1] - sine[1] * sine[0];
  const double t1 = p->l1 * cosine[1];
  const double t2 = qd[0] * t1 * qd[0];
  const double t3 = cosine[0] * sine[1] + sine[0] * cosine[1];
  const double t4 = p->l1 * sine[1];
  const double t5 = t4 * qd[0] * qd[0];
  const double t6 = p->m2 * p->l2;
  const double t7 = qd[0] + qd[1];
  const double t8 = p->m2 * (t2 * t0 + t3 * t5) + t6 * t7 * t7;
  const double t9 = t3 * t2 - t5 * t0;
  const double t10 = p->m2 * t9;
  const double t11 = t8 * t0 + t3 * t10;
  const double t12 = t10 * t0 - t3 * t8;
  const double t13 = p->l1 * p->m1;
  const double t14 = qd[0] * (qd[0] * t13);
  const double t15 = cosine[1] * t14 + t11;
  const double t16 = t12 - sine[1] * t14;
  const double t17 = 1.0 / (p->m2 + p->m1);
  const double t18 = t17 * (sine[1] * t13 + (t3 * t6 + t4 * p->m2)) * t15 + t16 * ((cosine[1] * t13 + (p->m2 * t1 + t6 * t0)) * t17);
  h_dot[0] = -t15;
  h_dot[1] = t16;
  h_dot[2] = 0.0;
  h_dot[3] = 0.0;
  h_dot[4] = 0.0;
  h_dot[5] = t4 * t11 + t1 * t12 + t6 * t9 - t18;
}
void rr_planar_centroidal_momentum_matrix_dot_v_batch(int count, const rr_planar_params* p, const double* q, const double* qd, double* h_dot) {
  for (int k = 0; k < count; ++k) rr_planar_centroidal_momentum_matrix_dot_v(p, q + k * 2, qd + k * 2, h_dot + k * 6);
}

/* Built from: recursion: Newton-Euler program; J^T w added.
   36 multiplications, 25 additions, 0 divisions, 4 function calls. */
void rr_planar_inverse_dynamics_wrench(const rr_planar_params* p, const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  double sine[2], cosine[2];
  const double angles0[] = {q[0], q[1]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = p->g * cosine[0] + qdd[0] * p->l1;
  const double t1 = p->g * sine[0] - qd[0] * (p->l1 * qd[0]);
  const double t2 = p->m2 * (p->l2 * (qdd[0] + qdd[1]) + (t0 * cosine[1] - sine[1] * t1));
  const double t3 = p->l2 * t2;
  const double t4 = cosine[1] * cosine[0] - sine[0] * sine[1];
  const double t5 = cosine[1] * sine[0] + sine[1] * cosine[0];
  const double t6 = w[0] * t4 - t5 * w[1];
  const double t7 = p->l1 * sine[0];
  const double t8 = t5 * p->l2 + t7;
  const double t9 = t5 * w[0] + w[1] * t4;
  const double t10 = p->l1 * cosine[0];
  const double t11 = t10 + p->l2 * t4;
  const double t12 = qd[0] + qd[1];
  const double t13 = t0 * p->m1 * p->l1 + t3 + p->l1 * (cosine[1] * t2 + p->m2 * (t0 * sine[1] + cosine[1] * t1 - t12 * p->l2 * t12) * sine[1]);
  tau[0] = w[5] + (t9 * t11 + (t13 - t8 * t6));
  tau[1] = t9 * (t11 - t10) + (t3 + (t7 - t8) * t6) + w[5];
}
void rr_planar_inverse_dynamics_wrench_batch(int count, const rr_planar_params* p, const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  for (int k = 0; k < count; ++k) rr_planar_inverse_dynamics_wrench(p, q + k * 2, qd + k * 2, qdd + k * 2, w + k * 6, tau + k * 2);
}

/* Built from: recursion: Newton-Euler program with link wrenches.
   20 multiplications, 15 additions, 0 divisions, 4 function calls. */
void rr_planar_inverse_dynamics_external(const rr_planar_params* p, const double* q, const double* qd, const double* qdd, const double* fext, double* tau) {
  double sine[2], cosine[2];
  const double angles0[] = {q[0], q[1]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = p->g * cosine[0] + qdd[0] * p->l1;
  const double t1 = p->g * sine[0] - qd[0] * (p->l1 * qd[0]);
  const double t2 = p->m2 * (p->l2 * (qdd[0] + qdd[1]) + (t0 * cosine[1] - sine[1] * t1));
  const double t3 = p->l2 * t2 - fext[11];
  const double t4 = qd[0] + qd[1];
  const double t5 = (t2 - fext[7]) * cosine[1] + (p->m2 * (t0 * sine[1] + cosine[1] * t1 - t4 * p->l2 * t4) - fext[6]) * sine[1];
  tau[0] = t5 * p->l1 + (t0 * p->m1 * p->l1 + t3) - fext[5];
  tau[1] = t3;
}
void rr_planar_inverse_dynamics_external_batch(int count, const rr_planar_params* p, const double* q, const double* qd, const double* qdd, const double* fext, double* tau) {
  for (int k = 0; k < count; ++k) rr_planar_inverse_dynamics_external(p, q + k * 2, qd + k * 2, qdd + k * 2, fext + k * 12, tau + k * 2);
}

/* Built from: dtau_dq: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction; dtau_dqd: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction.
   28 multiplications, 17 additions, 0 divisions, 4 function calls. */
void rr_planar_inverse_dynamics_derivatives(const rr_planar_params* p, const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd) {
  double sine[2], cosine[2];
  const double angles0[] = {q[1], q[0]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = p->m2 * p->l2;
  const double t1 = p->l1 * (t0 * sine[0]);
  const double t2 = t1 * qd[0];
  const double t3 = t1 * qd[1];
  const double t4 = 2.0 * t1;
  const double t5 = p->g * sine[1];
  const double t6 = t0 * (t5 * cosine[0] + p->g * cosine[1] * sine[0]);
  const double t7 = p->l1 * (t0 * cosine[0]);
  dtau_dq[0] = -(t5 * (p->m2 * p->l1 + p->l1 * p->m1) + t6);
  dtau_dq[1] = -(qd[0] * (2.0 * t7) * qd[1] + (t7 * qd[1] * qd[1] + (t1 * qdd[1] + (t4 * qdd[0] + t6))));
  dtau_dq[2] = -t6;
  dtau_dq[3] = t7 * qd[0] * qd[0] - (t1 * qdd[0] + t6);
  dtau_dqd[0] = -(t4 * qd[1]);
  dtau_dqd[1] = -(t3 + t3 + t4 * qd[0]);
  dtau_dqd[2] = t2 + t2;
  dtau_dqd[3] = 0.0;
}
void rr_planar_inverse_dynamics_derivatives_batch(int count, const rr_planar_params* p, const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd) {
  for (int k = 0; k < count; ++k) rr_planar_inverse_dynamics_derivatives(p, q + k * 2, qd + k * 2, qdd + k * 2, dtau_dq + k * 4, dtau_dqd + k * 4);
}

/* Built from: M: recursion: composite rigid bodies; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone); M^-1 = L^-1 D^-1 L^-T; inverse_dynamics_derivatives at qdd.
   47 multiplications, 33 additions, 2 divisions, 4 function calls. The solves included. */
void rr_planar_forward_dynamics_derivatives(const rr_planar_params* p, const double* q, const double* qd, const double* tau, double* qdd, double* dqdd_dq, double* dqdd_dqd, double* dqdd_dtau) {
  double sine[2], cosine[2];
  const double angles0[] = {q[1], q[0]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = p->l2 * p->l2 * p->m2;
  const double t1 = p->m2 * p->l2;
  const double t2 = p->l1 * (t1 * cosine[0]);
  const double t3 = t0 + t2;
  const double t4 = 1.0 / t0;
  const double t5 = t4 * t3;
  const double t6 = p->l1 * p->l1;
  const double t7 = 1.0 / (p->m1 * t6 + (t0 + (p->m2 * t6 + 2.0 * t2)) - t5 * t3);
  const double t8 = t5 * t7;
  const double t9 = -t8;
  const double t10 = p->g * cosine[1];
  const double t11 = (t10 * cosine[0] - sine[0] * (p->g * sine[1] - qd[0] * (p->l1 * qd[0]))) * t1;
  const double t12 = qd[0] + qd[1];
  const double t13 = tau[1] - t11;
  const double t14 = tau[0] - (t11 + t10 * (p->m2 * p->l1 + p->l1 * p->m1) - p->l1 * (t1 * t12 * t12 * sine[0])) - t5 * t13;
  const double t15 = t7 * t14;
  qdd[0] = t15;
  qdd[1] = t4 * t13 - t5 * t15;
  dqdd_dtau[0] = t7;
  dqdd_dtau[1] = t9;
  dqdd_dtau[2] = t9;
  dqdd_dtau[3] = t4 + t5 * t8;
  double dtau_dq[kDof * kDof];
  double dtau_dqd[kDof * kDof];
  rr_planar_inverse_dynamics_derivatives(p, q, qd, qdd, dtau_dq, dtau_dqd);
  /* M qdd = tau - b(q, qd), so M d qdd / d x = -d tau / d x at this qdd
     (inverse_dynamics_derivatives), and d qdd / d tau = M^-1, written by the
     factorisation that gave qdd: each Jacobian is -M^-1 d tau / d x, its
     rows independent of one another. */
  for (int i = 0; i < kDof; ++i) {
    /* Row i, summed over k in order with the columns c innermost:
       contiguous rows of the right factors that vector lanes take in one step. */
    double sq[kDof], sqd[kDof];
    for (int c = 0; c < kDof; ++c) sq[c] = sqd[c] = 0.0;
    for (int k = 0; k < kDof; ++k) {
      const double a = dqdd_dtau[i * kDof + k];
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
void rr_planar_forward_dynamics_derivatives_batch(int count, const rr_planar_params* p, const double* q, const double* qd, const double* tau, double* qdd, double* dqdd_dq, double* dqdd_dqd, double* dqdd_dtau) {
  for (int k = 0; k < count; ++k) rr_planar_forward_dynamics_derivatives(p, q + k * 2, qd + k * 2, tau + k * 2, qdd + k * 2, dqdd_dq + k * 4, dqdd_dqd + k * 4, dqdd_dtau + k * 4);
}

/* Built from: M: recursion: composite rigid bodies; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: recursion: at rest, grouped inertial parameters.
   25 multiplications, 9 additions, 0 divisions, 4 function calls. */
void rr_planar_dynamics_terms(const rr_planar_params* p, const double* q, const double* qd, double* M, double* V, double* G) {
  double sine[2], cosine[2];
  const double angles0[] = {q[0], q[1]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = p->g * cosine[0];
  const double t1 = p->m2 * p->l2;
  const double t2 = t1 * (t0 * cosine[1] - p->g * sine[0] * sine[1]);
  const double t3 = sine[1] * (qd[0] * (p->l1 * qd[0])) * t1;
  const double t4 = qd[0] + qd[1];
  const double t5 = p->l2 * p->l2 * p->m2;
  const double t6 = p->l1 * (t1 * cosine[1]);
  const double t7 = p->l1 * p->l1;
  M[0] = p->m1 * t7 + (t5 + (p->m2 * t7 + 2.0 * t6));
  M[2] = t5 + t6;
  M[3] = t5;
  V[0] = t3 - p->l1 * (t1 * t4 * t4 * sine[1]);
  V[1] = t3;
  G[0] = t2 + t0 * (p->m2 * p->l1 + p->l1 * p->m1);
  G[1] = t2;
  M[1] = M[2];
}
void rr_planar_dynamics_terms_batch(int count, const rr_planar_params* p, const double* q, const double* qd, double* M, double* V, double* G) {
  for (int k = 0; k < count; ++k) rr_planar_dynamics_terms(p, q + k * 2, qd + k * 2, M + k * 4, V + k * 2, G + k * 2);
}

/* Built from: M: recursion: composite rigid bodies; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: recursion: at rest, grouped inertial parameters; J: forward kinematics; a: outward pass at qdd = 0 in the base frame.
   41 multiplications, 21 additions, 0 divisions, 4 function calls. */
void rr_planar_dynamics_terms_with_jacobian(const rr_planar_params* p, const double* q, const double* qd, double* M, double* V, double* G, double* J, double* a) {
  double sine[2], cosine[2];
  const double angles0[] = {q[1], q[0]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = p->l1 * sine[1];
  const double t1 = (cosine[0] * sine[1] + sine[0] * cosine[1]) * p->l2 + t0;
  const double t2 = qd[0] + qd[1];
  const double t3 = p->l1 * cosine[1];
  const double t4 = t3 + p->l2 * (cosine[0] * cosine[1] - sine[1] * sine[0]);
  const double t5 = t4 - t3;
  const double t6 = p->g * cosine[1];
  const double t7 = p->m2 * p->l2;
  const double t8 = t7 * (t6 * cosine[0] - p->g * sine[1] * sine[0]);
  const double t9 = sine[0] * (qd[0] * (p->l1 * qd[0])) * t7;
  const double t10 = p->l2 * p->l2 * p->m2;
  const double t11 = p->l1 * (t7 * cosine[0]);
  const double t12 = p->l1 * p->l1;
  M[0] = p->m1 * t12 + (t10 + (p->m2 * t12 + 2.0 * t11));
  M[2] = t10 + t11;
  M[3] = t10;
  V[0] = t9 - p->l1 * (t7 * t2 * t2 * sine[0]);
  V[1] = t9;
  G[0] = t8 + t6 * (p->m2 * p->l1 + p->l1 * p->m1);
  G[1] = t8;
  J[0] = -t1;
  J[1] = t0 - t1;
  J[2] = t4;
  J[3] = t5;
  J[4] = 0.0;
  J[5] = 0.0;
  J[6] = 0.0;
  J[7] = 0.0;
  J[8] = 0.0;
  J[9] = 0.0;
  J[10] = 1.0;
  J[11] = 1.0;
  a[0] = -(qd[0] * t3 * qd[0] + t2 * t5 * t2);
  a[1] = -((t1 - t0) * t2 * t2 + t0 * qd[0] * qd[0]);
  a[2] = 0.0;
  a[3] = 0.0;
  a[4] = 0.0;
  a[5] = 0.0;
  M[1] = M[2];
}
void rr_planar_dynamics_terms_with_jacobian_batch(int count, const rr_planar_params* p, const double* q, const double* qd, double* M, double* V, double* G, double* J, double* a) {
  for (int k = 0; k < count; ++k) rr_planar_dynamics_terms_with_jacobian(p, q + k * 2, qd + k * 2, M + k * 4, V + k * 2, G + k * 2, J + k * 12, a + k * 6);
}

/* Built from: derivatives of tau's Newton-Euler program by the standard parameters (inputs there).
   19 multiplications, 14 additions, 0 divisions, 6 function calls. */
void rr_planar_regressor(const rr_planar_params* p, const double* q, const double* qd, const double* qdd, double* Y) {
  double sine[2], cosine[2];
  const double angles0[] = {q[0], q[1]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = (qd[1] > 0.0 ? 1.0 : (qd[1] < 0.0 ? -1.0 : 0.0));
  const double t1 = p->g * cosine[0];
  const double t2 = t1 + qdd[0] * p->l1;
  const double t3 = p->g * sine[0];
  const double t4 = t3 - qd[0] * (p->l1 * qd[0]);
  const double t5 = t2 * sine[1] + cosine[1] * t4;
  const double t6 = t2 * cosine[1] - sine[1] * t4;
  const double t7 = qdd[0] + qdd[1];
  const double t8 = qd[0] + qd[1];
  const double t9 = t8 * t8;
  const double t10 = (qd[0] > 0.0 ? 1.0 : (qd[0] < 0.0 ? -1.0 : 0.0));
  Y[0] = 0.0;
  Y[1] = 0.0;
  Y[2] = 0.0;
  Y[3] = 0.0;
  Y[4] = 0.0;
  Y[5] = qdd[0];
  Y[6] = t1;
  Y[7] = -t3;
  Y[8] = 0.0;
  Y[9] = 0.0;
  Y[10] = qdd[0];
  Y[11] = qd[0];
  Y[12] = t10;
  Y[13] = 0.0;
  Y[14] = 0.0;
  Y[15] = 0.0;
  Y[16] = 0.0;
  Y[17] = 0.0;
  Y[18] = t7;
  Y[19] = p->l1 * (cosine[1] * t7 - t9 * sine[1]) + t6;
  Y[20] = -(p->l1 * (sine[1] * t7 + t9 * cosine[1]) + t5);
  Y[21] = 0.0;
  Y[22] = (t5 * sine[1] + t6 * cosine[1]) * p->l1;
  Y[23] = 0.0;
  Y[24] = 0.0;
  Y[25] = 0.0;
  Y[26] = 0.0;
  Y[27] = 0.0;
  Y[28] = 0.0;
  Y[29] = 0.0;
  Y[30] = 0.0;
  Y[31] = 0.0;
  Y[32] = 0.0;
  Y[33] = 0.0;
  Y[34] = 0.0;
  Y[35] = 0.0;
  Y[36] = 0.0;
  Y[37] = 0.0;
  Y[38] = 0.0;
  Y[39] = 0.0;
  Y[40] = 0.0;
  Y[41] = 0.0;
  Y[42] = 0.0;
  Y[43] = 0.0;
  Y[44] = t7;
  Y[45] = t6;
  Y[46] = -t5;
  Y[47] = 0.0;
  Y[48] = 0.0;
  Y[49] = qdd[1];
  Y[50] = qd[1];
  Y[51] = t0;
}
void rr_planar_regressor_batch(int count, const rr_planar_params* p, const double* q, const double* qd, const double* qdd, double* Y) {
  for (int k = 0; k < count; ++k) rr_planar_regressor(p, q + k * 2, qd + k * 2, qdd + k * 2, Y + k * 52);
}

/* Built from: the base parameters' columns of the regressor (derivatives of tau's Newton-Euler program by the standard parameters (inputs there)).
   16 multiplications, 13 additions, 0 divisions, 6 function calls. */
void rr_planar_base_regressor(const rr_planar_params* p, const double* q, const double* qd, const double* qdd, double* Yb) {
  double sine[2], cosine[2];
  const double angles0[] = {q[0], q[1]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = (qd[1] > 0.0 ? 1.0 : (qd[1] < 0.0 ? -1.0 : 0.0));
  const double t1 = p->g * cosine[0];
  const double t2 = t1 + qdd[0] * p->l1;
  const double t3 = p->g * sine[0];
  const double t4 = t3 - qd[0] * (p->l1 * qd[0]);
  const double t5 = t2 * sine[1] + cosine[1] * t4;
  const double t6 = t2 * cosine[1] - sine[1] * t4;
  const double t7 = qdd[0] + qdd[1];
  const double t8 = qd[0] + qd[1];
  const double t9 = t8 * t8;
  const double t10 = (qd[0] > 0.0 ? 1.0 : (qd[0] < 0.0 ? -1.0 : 0.0));
  Yb[0] = qdd[0];
  Yb[1] = t1;
  Yb[2] = -t3;
  Yb[3] = qd[0];
  Yb[4] = t10;
  Yb[5] = t7;
  Yb[6] = p->l1 * (cosine[1] * t7 - t9 * sine[1]) + t6;
  Yb[7] = -(p->l1 * (sine[1] * t7 + t9 * cosine[1]) + t5);
  Yb[8] = 0.0;
  Yb[9] = 0.0;
  Yb[10] = 0.0;
  Yb[11] = 0.0;
  Yb[12] = 0.0;
  Yb[13] = 0.0;
  Yb[14] = 0.0;
  Yb[15] = 0.0;
  Yb[16] = t7;
  Yb[17] = t6;
  Yb[18] = -t5;
  Yb[19] = qdd[1];
  Yb[20] = qd[1];
  Yb[21] = t0;
}
void rr_planar_base_regressor_batch(int count, const rr_planar_params* p, const double* q, const double* qd, const double* qdd, double* Yb) {
  for (int k = 0; k < count; ++k) rr_planar_base_regressor(p, q + k * 2, qd + k * 2, qdd + k * 2, Yb + k * 22);
}

/* Built from: the model's standard parameters grouped exactly.
   8 multiplications, 2 additions, 0 divisions, 0 function calls. */
void rr_planar_base_parameters(const rr_planar_params* p, double* beta) {
  const double t0 = p->l1 * p->l1;
  beta[0] = p->m2 * t0 + p->m1 * t0;
  beta[1] = p->m2 * p->l1 + p->l1 * p->m1;
  beta[2] = 0.0;
  beta[3] = 0.0;
  beta[4] = 0.0;
  beta[5] = p->l2 * p->l2 * p->m2;
  beta[6] = p->m2 * p->l2;
  beta[7] = 0.0;
  beta[8] = 0.0;
  beta[9] = 0.0;
  beta[10] = 0.0;
}


/* Built from: forward kinematics in the base frame, the task's rows.
   8 multiplications, 7 additions, 0 divisions, 4 function calls. */
void rr_planar_task_jacobian(const rr_planar_params* p, const double* q, double* Jx) {
  double sine[2], cosine[2];
  const double angles0[] = {q[1], q[0]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = p->l1 * cosine[1];
  const double t1 = t0 + p->l2 * (cosine[0] * cosine[1] - sine[1] * sine[0]);
  const double t2 = p->l1 * sine[1];
  const double t3 = (cosine[0] * sine[1] + sine[0] * cosine[1]) * p->l2 + t2;
  Jx[0] = -t3;
  Jx[1] = t2 - t3;
  Jx[2] = t1;
  Jx[3] = t1 - t0;
}
void rr_planar_task_jacobian_batch(int count, const rr_planar_params* p, const double* q, double* Jx) {
  for (int k = 0; k < count; ++k) rr_planar_task_jacobian(p, q + k * 2, Jx + k * 4);
}

/* Built from: calls mass_matrix, task_jacobian; LDL^T factorisations of M and Jx M^-1 Jx^T.
   28 multiplications, 15 additions, 4 divisions, 0 function calls. The solves included. Besides the functions it calls. */
int rr_planar_task_mass_matrix(const rr_planar_params* p, const double* q, double* Mx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  rr_planar_mass_matrix(p, q, M);
  rr_planar_task_jacobian(p, q, J);
  return task_space_solve(M, J, 0, 0, kTask, 0, Mx);
}
void rr_planar_task_mass_matrix_batch(int count, const rr_planar_params* p, const double* q, double* Mx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = rr_planar_task_mass_matrix(p, q + k * 2, Mx + k * 4);
}

/* Built from: calls mass_matrix, task_jacobian, coriolis_centrifugal, jacobian_dot_qd; LDL^T factorisations of M and Jx M^-1 Jx^T.
   29 multiplications, 19 additions, 4 divisions, 0 function calls. The solves included. Besides the functions it calls. */
int rr_planar_task_velocity_terms(const rr_planar_params* p, const double* q, const double* qd, double* Vx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double V[kDof];
  double a[6];
  double h[kTask];
  rr_planar_mass_matrix(p, q, M);
  rr_planar_task_jacobian(p, q, J);
  rr_planar_coriolis_centrifugal(p, q, qd, V);
  rr_planar_jacobian_dot_qd(p, q, qd, a);
  task_rows_of(a, h);
  return task_space_solve(M, J, V, h, 1, 0, Vx);
}
void rr_planar_task_velocity_terms_batch(int count, const rr_planar_params* p, const double* q, const double* qd, double* Vx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = rr_planar_task_velocity_terms(p, q + k * 2, qd + k * 2, Vx + k * 2);
}

/* Built from: calls mass_matrix, task_jacobian, gravity; LDL^T factorisations of M and Jx M^-1 Jx^T.
   29 multiplications, 17 additions, 4 divisions, 0 function calls. The solves included. Besides the functions it calls. */
int rr_planar_task_gravity(const rr_planar_params* p, const double* q, double* Gx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double G[kDof];
  rr_planar_mass_matrix(p, q, M);
  rr_planar_task_jacobian(p, q, J);
  rr_planar_gravity(p, q, G);
  return task_space_solve(M, J, G, 0, 1, 0, Gx);
}
void rr_planar_task_gravity_batch(int count, const rr_planar_params* p, const double* q, double* Gx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = rr_planar_task_gravity(p, q + k * 2, Gx + k * 2);
}

/* Built from: calls mass_matrix, task_jacobian, coriolis_centrifugal, gravity, jacobian_dot_qd; LDL^T factorisations of M and Jx M^-1 Jx^T.
   46 multiplications, 35 additions, 4 divisions, 0 function calls. The solves included. Besides the functions it calls. */
int rr_planar_task_dynamics(const rr_planar_params* p, const double* q, const double* qd, double* Mx, double* Vx, double* Gx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double V[kDof];
  double G[kDof];
  double a[6];
  double h[kTask];
  rr_planar_mass_matrix(p, q, M);
  rr_planar_task_jacobian(p, q, J);
  rr_planar_coriolis_centrifugal(p, q, qd, V);
  rr_planar_gravity(p, q, G);
  rr_planar_jacobian_dot_qd(p, q, qd, a);
  task_rows_of(a, h);
  return task_space_terms(M, J, V, G, h, Mx, Vx, Gx);
}
void rr_planar_task_dynamics_batch(int count, const rr_planar_params* p, const double* q, const double* qd, double* Mx, double* Vx, double* Gx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = rr_planar_task_dynamics(p, q + k * 2, qd + k * 2, Mx + k * 4, Vx + k * 2, Gx + k * 2);
}

/* Built from: calls mass_matrix, task_jacobian, coriolis_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
   41 multiplications, 31 additions, 4 divisions, 4 function calls. The solves included. Besides the functions it calls. */
int rr_planar_task_coriolis_coefficients(const rr_planar_params* p, const double* q, double* Bx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double K[2];
  double H[2];
  rr_planar_mass_matrix(p, q, M);
  rr_planar_task_jacobian(p, q, J);
  rr_planar_coriolis_coefficients(p, q, K);
  double sine[2], cosine[2];
  const double angles0[] = {q[1], q[0]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = (cosine[0] * sine[1] + sine[0] * cosine[1]) * p->l2;
  const double t1 = p->l1 * sine[1];
  const double t2 = p->l2 * (cosine[0] * cosine[1] - sine[1] * sine[0]);
  const double t3 = p->l1 * cosine[1];
  H[0] = t3 - (t3 + t2) - t2;
  H[1] = t1 - (t0 + t1) - t0;
  return task_space_solve(M, J, K, H, 1, 1, Bx);
}
void rr_planar_task_coriolis_coefficients_batch(int count, const rr_planar_params* p, const double* q, double* Bx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = rr_planar_task_coriolis_coefficients(p, q + k * 2, Bx + k * 2);
}

/* Built from: calls mass_matrix, task_jacobian, centrifugal_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
   54 multiplications, 44 additions, 4 divisions, 4 function calls. The solves included. Besides the functions it calls. */
int rr_planar_task_centrifugal_coefficients(const rr_planar_params* p, const double* q, double* Cx) {
  double M[kDof * kDof];
  double J[kTask * kDof];
  double K[4];
  double H[4];
  rr_planar_mass_matrix(p, q, M);
  rr_planar_task_jacobian(p, q, J);
  rr_planar_centrifugal_coefficients(p, q, K);
  double sine[2], cosine[2];
  const double angles0[] = {q[1], q[0]};
  sin_cos(sine, cosine, angles0, 2);
  const double t0 = (cosine[0] * sine[1] + sine[0] * cosine[1]) * p->l2;
  const double t1 = p->l2 * (cosine[0] * cosine[1] - sine[1] * sine[0]);
  H[0] = -(p->l1 * cosine[1] + t1);
  H[1] = -t1;
  H[2] = -(t0 + p->l1 * sine[1]);
  H[3] = -t0;
  return task_space_solve(M, J, K, H, 2, 1, Cx);
}
void rr_planar_task_centrifugal_coefficients_batch(int count, const rr_planar_params* p, const double* q, double* Cx, int* status) {
  for (int k = 0; k < count; ++k) status[k] = rr_planar_task_centrifugal_coefficients(p, q + k * 2, Cx + k * 4);
}
