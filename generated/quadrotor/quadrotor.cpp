// quadrotor: closed-form dynamics emitted by nedyn 0.1.0. Do not edit;
// regenerate with the command below instead.
// Model:   models/quadrotor.yaml (SHA-256 f0093d6aceac79b358ce307389b76522b4f42867ce35980afdf7f2d5f3423ef6)
// Command: nedyn generate models/quadrotor.yaml
#include "quadrotor.hpp"

#include <cmath>

namespace quadrotor {

// Built from: recursion: Newton-Euler program, grouped inertial parameters.
// 35 multiplications, 21 additions, 0 divisions, 4 function calls.
void inverse_dynamics(const Params& p, const double* q, const double* qd, const double* qdd, double* tau) {
  const double t0 = q[4] - 1.5707963267948966;
  const double t1 = std::sin(t0);
  const double t2 = std::cos(q[5]);
  const double t3 = std::sin(q[5]);
  const double t4 = std::cos(t0);
  const double t5 = p.Izz - p.Ixx;
  const double t6 = t1 * qd[3];
  const double t7 = t6 * t2 - qd[4] * t3;
  const double t8 = t5 * t7;
  const double t9 = t6 * t3 + qd[4] * t2;
  const double t10 = t8 * t9 + (qdd[3] * t4 - qd[4] * t6 + qdd[5]) * p.Iyy;
  const double t11 = qd[3] * t4;
  const double t12 = qd[4] * t11;
  const double t13 = qdd[3] * t1 + t12;
  const double t14 = qd[5] + t11;
  const double t15 = t14 * p.Iyy;
  const double t16 = (t13 * t2 - t3 * qdd[4] - qd[5] * t9) * t5 - t15 * t9;
  const double t17 = t14 * t8 - t7 * t15;
  tau[0] = p.m * qdd[0];
  tau[1] = p.m * qdd[1];
  tau[2] = p.m * (p.g + qdd[2]);
  tau[3] = t10 * t4 + (t16 * t2 - t17 * t3 + (p.Ixx * t12 + t13 * p.Ixx)) * t1;
  tau[4] = p.Ixx * qdd[4] - t6 * t11 * p.Ixx - (t17 * t2 + t16 * t3);
  tau[5] = t10;
}

// Built from: recursion: unit accelerations, grouped inertial parameters.
// 10 multiplications, 6 additions, 0 divisions, 4 function calls.
void mass_matrix(const Params& p, const double* q, double* M) {
  const double t0 = q[4] - 1.5707963267948966;
  const double t1 = std::sin(t0);
  const double t2 = std::cos(q[5]);
  const double t3 = std::cos(t0);
  const double t4 = std::sin(q[5]);
  const double t5 = p.Izz - p.Ixx;
  const double t6 = t5 * (t1 * t2);
  const double t7 = p.Iyy * t3;
  M[0] = p.m;
  M[6] = 0.0;
  M[7] = p.m;
  M[12] = 0.0;
  M[13] = 0.0;
  M[14] = p.m;
  M[18] = 0.0;
  M[19] = 0.0;
  M[20] = 0.0;
  M[21] = (t1 * p.Ixx + t2 * t6) * t1 + t7 * t3;
  M[24] = 0.0;
  M[25] = 0.0;
  M[26] = 0.0;
  M[27] = -(t4 * t6);
  M[28] = t4 * (t5 * t4) + p.Ixx;
  M[30] = 0.0;
  M[31] = 0.0;
  M[32] = 0.0;
  M[33] = t7;
  M[34] = 0.0;
  M[35] = p.Iyy;
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
// 27 multiplications, 16 additions, 0 divisions, 4 function calls.
void coriolis_centrifugal(const Params& p, const double* q, const double* qd, double* V) {
  const double t0 = q[4] - 1.5707963267948966;
  const double t1 = std::sin(t0);
  const double t2 = std::cos(q[5]);
  const double t3 = std::sin(q[5]);
  const double t4 = std::cos(t0);
  const double t5 = p.Izz - p.Ixx;
  const double t6 = t1 * qd[3];
  const double t7 = t6 * t2 - qd[4] * t3;
  const double t8 = t5 * t7;
  const double t9 = t6 * t3 + qd[4] * t2;
  const double t10 = t8 * t9 - p.Iyy * (qd[4] * t6);
  const double t11 = qd[3] * t4;
  const double t12 = qd[4] * t11;
  const double t13 = p.Ixx * t12;
  const double t14 = qd[5] + t11;
  const double t15 = t14 * p.Iyy;
  const double t16 = t5 * (t2 * t12 - qd[5] * t9) - t15 * t9;
  const double t17 = t14 * t8 - t7 * t15;
  V[0] = 0.0;
  V[1] = 0.0;
  V[2] = 0.0;
  V[3] = t10 * t4 + t1 * (t13 + t13 + (t16 * t2 - t17 * t3));
  V[4] = -(t6 * t11 * p.Ixx + (t16 * t3 + t17 * t2));
  V[5] = t10;
}

// Built from: recursion: at rest, grouped inertial parameters.
// 1 multiplications, 0 additions, 0 divisions, 0 function calls.
void gravity(const Params& p, const double* q, double* G) {
  (void)q;
  G[0] = 0.0;
  G[1] = 0.0;
  G[2] = p.m * p.g;
  G[3] = 0.0;
  G[4] = 0.0;
  G[5] = 0.0;
}

// Built from: recursion: Christoffel symbols of M.
// 24 multiplications, 14 additions, 0 divisions, 4 function calls.
void coriolis_coefficients(const Params& p, const double* q, double* B) {
  const double t0 = std::cos(q[5]);
  const double t1 = q[4] - 1.5707963267948966;
  const double t2 = std::cos(t1);
  const double t3 = std::sin(t1);
  const double t4 = std::sin(q[5]);
  const double t5 = p.Izz - p.Ixx;
  const double t6 = t5 * (t3 * t0);
  const double t7 = t0 * t6;
  const double t8 = t3 * p.Iyy;
  const double t9 = t5 * (t3 * t4);
  const double t10 = t9 * t4 - t7;
  const double t11 = t10 + t8;
  B[0] = 0.0;
  B[1] = 0.0;
  B[2] = 0.0;
  B[3] = 0.0;
  B[4] = 0.0;
  B[5] = 0.0;
  B[6] = 0.0;
  B[7] = 0.0;
  B[8] = 0.0;
  B[9] = 0.0;
  B[10] = 0.0;
  B[11] = 0.0;
  B[12] = 0.0;
  B[13] = 0.0;
  B[14] = 0.0;
  B[15] = 0.0;
  B[16] = 0.0;
  B[17] = 0.0;
  B[18] = 0.0;
  B[19] = 0.0;
  B[20] = 0.0;
  B[21] = 0.0;
  B[22] = 0.0;
  B[23] = 0.0;
  B[24] = 0.0;
  B[25] = 0.0;
  B[26] = 0.0;
  B[27] = 0.0;
  B[28] = 0.0;
  B[29] = 0.0;
  B[30] = 0.0;
  B[31] = 0.0;
  B[32] = 0.0;
  B[33] = 0.0;
  B[34] = 0.0;
  B[35] = 0.0;
  B[36] = 0.0;
  B[37] = 0.0;
  B[38] = 0.0;
  B[39] = 0.0;
  B[40] = 0.0;
  B[41] = 0.0;
  B[42] = 0.0;
  B[43] = 0.0;
  B[44] = 0.0;
  B[45] = 0.0;
  B[46] = 0.0;
  B[47] = 0.0;
  B[48] = 0.0;
  B[49] = 0.0;
  B[50] = 0.0;
  B[51] = 0.0;
  B[52] = 0.0;
  B[53] = 0.0;
  B[54] = 0.0;
  B[55] = 0.0;
  B[56] = 0.0;
  B[57] = (t0 * t2 * t5 * t0 + p.Ixx * t2) * t3 + (t3 * p.Ixx + t7) * t2 - (t8 * t2 + t3 * (p.Iyy * t2));
  B[58] = -(t3 * (t4 * t6 + t9 * t0));
  B[59] = t10 - t8;
  B[60] = 0.0;
  B[61] = 0.0;
  B[62] = 0.0;
  B[63] = 0.0;
  B[64] = 0.0;
  B[65] = 0.0;
  B[66] = 0.0;
  B[67] = 0.0;
  B[68] = 0.0;
  B[69] = 0.0;
  B[70] = 0.0;
  B[71] = 0.0;
  B[72] = 0.0;
  B[73] = t11;
  B[74] = t5 * t0 * t4 + t0 * (t5 * t4);
  B[75] = 0.0;
  B[76] = 0.0;
  B[77] = 0.0;
  B[78] = 0.0;
  B[79] = 0.0;
  B[80] = 0.0;
  B[81] = 0.0;
  B[82] = 0.0;
  B[83] = 0.0;
  B[84] = 0.0;
  B[85] = 0.0;
  B[86] = 0.0;
  B[87] = -t11;
  B[88] = 0.0;
  B[89] = 0.0;
}

// Built from: closed form, Horner.
// 13 multiplications, 6 additions, 0 divisions, 4 function calls.
void centrifugal_coefficients(const Params& p, const double* q, double* C) {
  const double t0 = std::cos(q[5]);
  const double t1 = std::sin(q[5]);
  const double t2 = q[4] - 1.5707963267948966;
  const double t3 = std::cos(t2);
  const double t4 = std::sin(t2);
  const double t5 = t0 * ((p.Ixx - p.Izz) * t1);
  C[0] = 0.0;
  C[1] = 0.0;
  C[2] = 0.0;
  C[3] = 0.0;
  C[4] = 0.0;
  C[5] = 0.0;
  C[6] = 0.0;
  C[7] = 0.0;
  C[8] = 0.0;
  C[9] = 0.0;
  C[10] = 0.0;
  C[11] = 0.0;
  C[12] = 0.0;
  C[13] = 0.0;
  C[14] = 0.0;
  C[15] = 0.0;
  C[16] = 0.0;
  C[17] = 0.0;
  C[18] = 0.0;
  C[19] = 0.0;
  C[20] = 0.0;
  C[21] = 0.0;
  C[22] = t5 * t3;
  C[23] = 0.0;
  C[24] = 0.0;
  C[25] = 0.0;
  C[26] = 0.0;
  C[27] = (p.Iyy - p.Ixx * t1 * t1 + (t1 * t1 - 1.0) * p.Izz) * t4 * t3;
  C[28] = 0.0;
  C[29] = 0.0;
  C[30] = 0.0;
  C[31] = 0.0;
  C[32] = 0.0;
  C[33] = t4 * (t4 * ((p.Izz - p.Ixx) * t1)) * t0;
  C[34] = t5;
  C[35] = 0.0;
}

// Built from: model.
// 0 multiplications, 0 additions, 0 divisions, 0 function calls.
void friction(const Params& p, const double* qd, double* F) {
  (void)p;
  (void)qd;
  F[0] = 0.0;
  F[1] = 0.0;
  F[2] = 0.0;
  F[3] = 0.0;
  F[4] = 0.0;
  F[5] = 0.0;
}

// Built from: M: recursion: unit accelerations, grouped inertial parameters; bias: recursion, grouped inertial parameters; Cholesky.
// 38 multiplications, 23 additions, 0 divisions, 4 function calls.
void forward_dynamics(const Params& p, const double* q, const double* qd, const double* tau, double* qdd) {
  double M[kDof * kDof];  // lower triangle
  double r[kDof];
  const double t0 = q[4] - 1.5707963267948966;
  const double t1 = std::sin(t0);
  const double t2 = std::cos(q[5]);
  const double t3 = std::cos(t0);
  const double t4 = std::sin(q[5]);
  const double t5 = p.Izz - p.Ixx;
  const double t6 = t5 * (t1 * t2);
  const double t7 = p.Iyy * t3;
  const double t8 = t1 * qd[3];
  const double t9 = t8 * t2 - qd[4] * t4;
  const double t10 = t5 * t9;
  const double t11 = t8 * t4 + qd[4] * t2;
  const double t12 = t10 * t11 - p.Iyy * (qd[4] * t8);
  const double t13 = qd[3] * t3;
  const double t14 = qd[4] * t13;
  const double t15 = p.Ixx * t14;
  const double t16 = qd[5] + t13;
  const double t17 = t16 * p.Iyy;
  const double t18 = t5 * (t2 * t14 - qd[5] * t11) - t17 * t11;
  const double t19 = t16 * t10 - t9 * t17;
  M[0] = p.m;
  M[6] = 0.0;
  M[7] = p.m;
  M[12] = 0.0;
  M[13] = 0.0;
  M[14] = p.m;
  M[18] = 0.0;
  M[19] = 0.0;
  M[20] = 0.0;
  M[21] = (t1 * p.Ixx + t2 * t6) * t1 + t7 * t3;
  M[24] = 0.0;
  M[25] = 0.0;
  M[26] = 0.0;
  M[27] = -(t4 * t6);
  M[28] = t4 * (t5 * t4) + p.Ixx;
  M[30] = 0.0;
  M[31] = 0.0;
  M[32] = 0.0;
  M[33] = t7;
  M[34] = 0.0;
  M[35] = p.Iyy;
  r[0] = tau[0];
  r[1] = tau[1];
  r[2] = tau[2] - p.m * p.g;
  r[3] = tau[3] - (t12 * t3 + t1 * (t15 + t15 + (t18 * t2 - t19 * t4)));
  r[4] = tau[4] + (t8 * t13 * p.Ixx + (t18 * t4 + t19 * t2));
  r[5] = tau[5] - t12;
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
// 51 multiplications, 21 additions, 0 divisions, 4 function calls.
void coriolis_matrix(const Params& p, const double* q, const double* qd, double* Cc) {
  const double t0 = std::cos(q[5]);
  const double t1 = q[4] - 1.5707963267948966;
  const double t2 = std::cos(t1);
  const double t3 = std::sin(t1);
  const double t4 = std::sin(q[5]);
  const double t5 = p.Izz - p.Ixx;
  const double t6 = t0 * t2 * t5;
  const double t7 = t5 * (t3 * t0);
  const double t8 = t0 * t7;
  const double t9 = t3 * p.Iyy;
  const double t10 = (t6 * t0 + p.Ixx * t2) * t3 + (t3 * p.Ixx + t8) * t2 - (t9 * t2 + t3 * (p.Iyy * t2));
  const double t11 = t5 * (t3 * t4);
  const double t12 = t3 * (t4 * t7 + t11 * t0);
  const double t13 = t11 * t4 - t8;
  const double t14 = t13 - t9;
  const double t15 = t13 + t9;
  const double t16 = t5 * t0 * t4 + t0 * (t5 * t4);
  const double t17 = t15 * qd[3];
  Cc[0] = 0.0;
  Cc[1] = 0.0;
  Cc[2] = 0.0;
  Cc[3] = 0.0;
  Cc[4] = 0.0;
  Cc[5] = 0.0;
  Cc[6] = 0.0;
  Cc[7] = 0.0;
  Cc[8] = 0.0;
  Cc[9] = 0.0;
  Cc[10] = 0.0;
  Cc[11] = 0.0;
  Cc[12] = 0.0;
  Cc[13] = 0.0;
  Cc[14] = 0.0;
  Cc[15] = 0.0;
  Cc[16] = 0.0;
  Cc[17] = 0.0;
  Cc[18] = 0.0;
  Cc[19] = 0.0;
  Cc[20] = 0.0;
  Cc[21] = 0.5 * (t10 * qd[4] - qd[5] * t12);
  Cc[22] = 0.5 * (t10 * qd[3] + qd[5] * t14) - qd[4] * (t6 * t4);
  Cc[23] = 0.5 * (qd[4] * t14 - t12 * qd[3]);
  Cc[24] = 0.0;
  Cc[25] = 0.0;
  Cc[26] = 0.0;
  Cc[27] = 0.5 * (t15 * qd[5]) - 0.5 * t10 * qd[3];
  Cc[28] = 0.5 * (t16 * qd[5]);
  Cc[29] = 0.5 * (t17 + t16 * qd[4]);
  Cc[30] = 0.0;
  Cc[31] = 0.0;
  Cc[32] = 0.0;
  Cc[33] = 0.5 * t12 * qd[3] - 0.5 * (t15 * qd[4]);
  Cc[34] = -(0.5 * t17 + qd[4] * (0.5 * t16));
  Cc[35] = 0.0;
}

// Built from: forward kinematics in the base frame.
// 2 multiplications, 5 additions, 0 divisions, 4 function calls.
void jacobian(const Params& p, const double* q, double* J) {
  (void)p;
  const double t0 = 1.5707963267948966 + q[3];
  const double t1 = std::cos(t0);
  const double t2 = q[4] - 1.5707963267948966;
  const double t3 = std::sin(t2);
  const double t4 = std::sin(t0);
  const double t5 = std::cos(t2);
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
  J[22] = -t1;
  J[23] = -(t3 * t4);
  J[24] = 0.0;
  J[25] = 0.0;
  J[26] = 0.0;
  J[27] = 1.0;
  J[28] = 0.0;
  J[29] = t5;
  J[30] = 0.0;
  J[31] = 0.0;
  J[32] = 0.0;
  J[33] = 0.0;
  J[34] = t4;
  J[35] = -(t1 * t3);
}

// Built from: derivatives of J qd along qd.
// 16 multiplications, 7 additions, 0 divisions, 4 function calls.
void jacobian_dot_qd(const Params& p, const double* q, const double* qd, double* a) {
  (void)p;
  const double t0 = 1.5707963267948966 + q[3];
  const double t1 = std::sin(t0);
  const double t2 = std::cos(t0);
  const double t3 = q[4] - 1.5707963267948966;
  const double t4 = std::sin(t3);
  const double t5 = std::cos(t3);
  a[0] = 0.0;
  a[1] = 0.0;
  a[2] = 0.0;
  a[3] = (qd[4] * t1 - qd[5] * (t2 * t4)) * qd[3] - t5 * t1 * qd[5] * qd[4];
  a[4] = -(qd[5] * t4 * qd[4]);
  a[5] = qd[3] * (t2 * qd[4] + qd[5] * (t4 * t1)) - qd[5] * (t2 * t5) * qd[4];
}

// Built from: recursion: Newton-Euler program, grouped inertial parameters; J^T w added.
// 72 multiplications, 47 additions, 0 divisions, 6 function calls.
void inverse_dynamics_wrench(const Params& p, const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  const double t0 = 1.5707963267948966 + q[3];
  const double t1 = std::cos(t0);
  const double t2 = q[4] - 1.5707963267948966;
  const double t3 = std::cos(t2);
  const double t4 = std::cos(q[5]);
  const double t5 = std::sin(q[5]);
  const double t6 = std::sin(t0);
  const double t7 = std::sin(t2);
  const double t8 = t1 * t3;
  const double t9 = t8 * t4 - t5 * t6;
  const double t10 = t4 * t6 + t8 * t5;
  const double t11 = t1 * t7;
  const double t12 = t3 * t6;
  const double t13 = t1 * t5 + t12 * t4;
  const double t14 = t1 * t4 - t12 * t5;
  const double t15 = t7 * t6;
  const double t16 = t7 * t4;
  const double t17 = t7 * t5;
  const double t18 = p.Izz - p.Ixx;
  const double t19 = t7 * qd[3];
  const double t20 = t19 * t4 - qd[4] * t5;
  const double t21 = t18 * t20;
  const double t22 = t19 * t5 + qd[4] * t4;
  const double t23 = t21 * t22 + (qdd[3] * t3 - qd[4] * t19 + qdd[5]) * p.Iyy;
  const double t24 = qd[3] * t3;
  const double t25 = qd[4] * t24;
  const double t26 = qdd[3] * t7 + t25;
  const double t27 = qd[5] + t24;
  const double t28 = t27 * p.Iyy;
  const double t29 = (t26 * t4 - t5 * qdd[4] - qd[5] * t22) * t18 - t28 * t22;
  const double t30 = t27 * t21 - t20 * t28;
  const double t31 = w[5] * t3 + (t16 * w[3] - w[4] * t17);
  const double t32 = t9 * w[3] - w[4] * t10 - t11 * w[5];
  const double t33 = t13 * w[3] + w[4] * t14 - t15 * w[5];
  tau[0] = t9 * w[0] - w[1] * t10 - t11 * w[2] + p.m * qdd[0];
  tau[1] = p.m * qdd[1] + (t13 * w[0] + w[1] * t14 - w[2] * t15);
  tau[2] = p.m * (p.g + qdd[2]) + (w[0] * t16 - w[1] * t17 + w[2] * t3);
  tau[3] = t23 * t3 + (t29 * t4 - t30 * t5 + (p.Ixx * t25 + t26 * p.Ixx)) * t7 + t31;
  tau[4] = t32 * t6 + (p.Ixx * qdd[4] - t19 * t24 * p.Ixx - (t30 * t4 + t29 * t5) - t1 * t33);
  tau[5] = t23 - t15 * t33 + t31 * t3 - t11 * t32;
}

}  // namespace quadrotor
