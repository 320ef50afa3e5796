// rr_planar: closed-form dynamics emitted by nedyn 0.1.0. Do not edit;
// regenerate with the command below instead.
// Model:   models/rr_planar.yaml (SHA-256 b0ea3806209d073415ba6be813b699ff7016d4e518dbf05980e953fb276760dc)
// Command: nedyn generate models/rr_planar.yaml
#include "rr_planar.hpp"

#include <cmath>

namespace rr_planar {

// Built from: recursion: Newton-Euler program.
// 20 multiplications, 11 additions, 0 divisions, 4 function calls.
void inverse_dynamics(const Params& p, const double* q, const double* qd, const double* qdd, double* tau) {
  const double t0 = std::cos(q[0]);
  const double t1 = std::cos(q[1]);
  const double t2 = std::sin(q[1]);
  const double t3 = std::sin(q[0]);
  const double t4 = p.g * t0 + qdd[0] * p.l1;
  const double t5 = p.g * t3 - qd[0] * (p.l1 * qd[0]);
  const double t6 = p.m2 * (p.l2 * (qdd[0] + qdd[1]) + (t4 * t1 - t2 * t5));
  const double t7 = p.l2 * t6;
  const double t8 = qd[0] + qd[1];
  tau[0] = t4 * p.m1 * p.l1 + t7 + p.l1 * (t1 * t6 + p.m2 * (t4 * t2 + t1 * t5 - t8 * p.l2 * t8) * t2);
  tau[1] = t7;
}

// Built from: recursion: composite rigid bodies.
// 9 multiplications, 4 additions, 0 divisions, 1 function calls.
void mass_matrix(const Params& p, const double* q, double* M) {
  const double t0 = std::cos(q[1]);
  const double t1 = p.l1 * p.l1;
  const double t2 = p.l2 * p.l2 * p.m2;
  const double t3 = p.l1 * (p.m2 * p.l2 * t0);
  M[0] = p.m1 * t1 + (t2 + (p.m2 * t1 + 2.0 * t3));
  M[2] = t2 + t3;
  M[3] = t2;
  M[1] = M[2];
}

// Built from: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters.
// 9 multiplications, 2 additions, 0 divisions, 1 function calls.
void coriolis_centrifugal(const Params& p, const double* q, const double* qd, double* V) {
  const double t0 = std::sin(q[1]);
  const double t1 = p.m2 * p.l2;
  const double t2 = t0 * (qd[0] * (p.l1 * qd[0])) * t1;
  const double t3 = qd[0] + qd[1];
  V[0] = t2 - p.l1 * (t1 * t3 * t3 * t0);
  V[1] = t2;
}

// Built from: recursion: at rest, grouped inertial parameters.
// 9 multiplications, 3 additions, 0 divisions, 4 function calls.
void gravity(const Params& p, const double* q, double* G) {
  const double t0 = std::cos(q[0]);
  const double t1 = std::cos(q[1]);
  const double t2 = std::sin(q[0]);
  const double t3 = std::sin(q[1]);
  const double t4 = p.g * t0;
  const double t5 = p.m2 * p.l2 * (t4 * t1 - p.g * t2 * t3);
  G[0] = t5 + t4 * (p.m2 * p.l1 + p.l1 * p.m1);
  G[1] = t5;
}

// Built from: recursion: Christoffel symbols of M.
// 4 multiplications, 1 additions, 0 divisions, 1 function calls.
void coriolis_coefficients(const Params& p, const double* q, double* B) {
  const double t0 = std::sin(q[1]);
  B[0] = -(2.0 * (p.l1 * (p.m2 * p.l2 * t0)));
  B[1] = 0.0;
}

// Built from: recursion: Christoffel symbols of M.
// 3 multiplications, 1 additions, 0 divisions, 1 function calls.
void centrifugal_coefficients(const Params& p, const double* q, double* C) {
  const double t0 = std::sin(q[1]);
  const double t1 = p.l1 * (p.m2 * p.l2 * t0);
  C[0] = 0.0;
  C[1] = -t1;
  C[2] = t1;
  C[3] = 0.0;
}

// Built from: model.
// 0 multiplications, 0 additions, 0 divisions, 0 function calls.
void friction(const Params& p, const double* qd, double* F) {
  (void)p;
  (void)qd;
  F[0] = 0.0;
  F[1] = 0.0;
}

// Built from: M: recursion: composite rigid bodies; bias: recursion, grouped inertial parameters; Cholesky.
// 23 multiplications, 12 additions, 0 divisions, 4 function calls.
void forward_dynamics(const Params& p, const double* q, const double* qd, const double* tau, double* qdd) {
  double M[kDof * kDof];  // lower triangle
  double r[kDof];
  const double t0 = std::cos(q[1]);
  const double t1 = std::cos(q[0]);
  const double t2 = std::sin(q[1]);
  const double t3 = std::sin(q[0]);
  const double t4 = p.l1 * p.l1;
  const double t5 = p.l2 * p.l2 * p.m2;
  const double t6 = p.m2 * p.l2;
  const double t7 = p.l1 * (t6 * t0);
  const double t8 = p.g * t1;
  const double t9 = (t8 * t0 - t2 * (p.g * t3 - qd[0] * (p.l1 * qd[0]))) * t6;
  const double t10 = qd[0] + qd[1];
  M[0] = p.m1 * t4 + (t5 + (p.m2 * t4 + 2.0 * t7));
  M[2] = t5 + t7;
  M[3] = t5;
  r[0] = tau[0] - (t9 + t8 * (p.m2 * p.l1 + p.l1 * p.m1) - p.l1 * (t6 * t10 * t10 * t2));
  r[1] = tau[1] - t9;
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

// Built from: B and C.
// 10 multiplications, 3 additions, 0 divisions, 1 function calls.
void coriolis_matrix(const Params& p, const double* q, const double* qd, double* Cc) {
  const double t0 = std::sin(q[1]);
  const double t1 = p.l1 * (p.m2 * p.l2 * t0);
  const double t2 = 2.0 * t1;
  Cc[0] = -(0.5 * (t2 * qd[1]));
  Cc[1] = -(t1 * qd[1] + 0.5 * (t2 * qd[0]));
  Cc[2] = t1 * qd[0];
  Cc[3] = 0.0;
}

// Built from: forward kinematics in the base frame.
// 2 multiplications, 1 additions, 0 divisions, 2 function calls.
void jacobian(const Params& p, const double* q, double* J) {
  const double t0 = std::sin(q[0]);
  const double t1 = std::cos(q[0]);
  J[0] = -(p.l1 * t0);
  J[1] = 0.0;
  J[2] = p.l1 * t1;
  J[3] = 0.0;
  J[4] = 0.0;
  J[5] = 0.0;
  J[6] = 0.0;
  J[7] = 0.0;
  J[8] = 0.0;
  J[9] = 0.0;
  J[10] = 1.0;
  J[11] = 1.0;
}

// Built from: derivatives of J qd along qd.
// 6 multiplications, 2 additions, 0 divisions, 2 function calls.
void jacobian_dot_qd(const Params& p, const double* q, const double* qd, double* a) {
  const double t0 = std::cos(q[0]);
  const double t1 = std::sin(q[0]);
  a[0] = -(qd[0] * (p.l1 * t0) * qd[0]);
  a[1] = -(p.l1 * t1 * qd[0] * qd[0]);
  a[2] = 0.0;
  a[3] = 0.0;
  a[4] = 0.0;
  a[5] = 0.0;
}

// Built from: recursion: Newton-Euler program; J^T w added.
// 32 multiplications, 19 additions, 0 divisions, 4 function calls.
void inverse_dynamics_wrench(const Params& p, const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  const double t0 = std::cos(q[1]);
  const double t1 = std::sin(q[0]);
  const double t2 = std::sin(q[1]);
  const double t3 = std::cos(q[0]);
  const double t4 = t0 * t1 + t2 * t3;
  const double t5 = t0 * t3 - t1 * t2;
  const double t6 = p.g * t3 + qdd[0] * p.l1;
  const double t7 = p.g * t1 - qd[0] * (p.l1 * qd[0]);
  const double t8 = p.m2 * (p.l2 * (qdd[0] + qdd[1]) + (t6 * t0 - t2 * t7));
  const double t9 = p.l2 * t8;
  const double t10 = qd[0] + qd[1];
  const double t11 = t6 * p.m1 * p.l1 + t9 + p.l1 * (t0 * t8 + p.m2 * (t6 * t2 + t0 * t7 - t10 * p.l2 * t10) * t2) - p.l1 * t1 * (w[0] * t5 - t4 * w[1]);
  tau[0] = (t4 * w[0] + w[1] * t5) * (p.l1 * t3) + t11 + w[5];
  tau[1] = t9 + w[5];
}

}  // namespace rr_planar
