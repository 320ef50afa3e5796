// rr_planar_numeric: closed-form dynamics emitted by nedyn 0.1.0. Do not edit;
// regenerate with the command below instead.
// Model:   models/rr_planar_numeric.yaml (SHA-256 3deffdb9a96ca0aead164c226a6e9435fd6a1baaa2d97b278c4bc77d8d686ef9)
// Command: nedyn generate models/rr_planar_numeric.yaml
#include "rr_planar_numeric.hpp"

#include <cmath>

namespace rr_planar_numeric {

// Built from: recursion: Newton-Euler program, grouped inertial parameters.
// 17 multiplications, 10 additions, 0 divisions, 4 function calls.
void inverse_dynamics(const double* q, const double* qd, const double* qdd, double* tau) {
  const double t0 = std::cos(q[1]);
  const double t1 = std::sin(q[1]);
  const double t2 = std::cos(q[0]);
  const double t3 = std::sin(q[0]);
  const double t4 = qdd[0] + qdd[1];
  const double t5 = qd[0] + qd[1];
  const double t6 = 0.24 * t4 + 0.6 * (t0 * (0.5 * qdd[0] + 9.81 * t2) - (9.81 * t3 - 0.5 * qd[0] * qd[0]) * t1);
  tau[0] = 0.5 * (t0 * (0.6 * t4) - 0.6 * t5 * t5 * t1) + (t6 + (17.1675 * t2 + 0.875 * qdd[0]));
  tau[1] = t6;
}

// Built from: recursion: unit accelerations, grouped inertial parameters.
// 1 multiplications, 3 additions, 0 divisions, 1 function calls.
void mass_matrix(const double* q, double* M) {
  const double t0 = std::cos(q[1]);
  const double t1 = 0.3 * t0;
  const double t2 = 0.24 + t1;
  M[0] = t1 + (0.875 + t2);
  M[2] = t2;
  M[3] = 0.24;
  M[1] = M[2];
}

// Built from: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters.
// 8 multiplications, 2 additions, 0 divisions, 1 function calls.
void coriolis_centrifugal(const double* q, const double* qd, double* V) {
  const double t0 = std::sin(q[1]);
  const double t1 = 0.6 * (t0 * (0.5 * qd[0] * qd[0]));
  const double t2 = qd[0] + qd[1];
  V[0] = t1 - 0.5 * (0.6 * t2 * t2 * t0);
  V[1] = t1;
}

// Built from: closed form, Horner.
// 4 multiplications, 2 additions, 0 divisions, 4 function calls.
void gravity(const double* q, double* G) {
  const double t0 = std::cos(q[0]);
  const double t1 = std::cos(q[1]);
  const double t2 = std::sin(q[0]);
  const double t3 = std::sin(q[1]);
  const double t4 = 5.886 * (t1 * t0 - t2 * t3);
  G[0] = 17.1675 * t0 + t4;
  G[1] = t4;
}

// Built from: closed form, Horner.
// 1 multiplications, 1 additions, 0 divisions, 1 function calls.
void coriolis_coefficients(const double* q, double* B) {
  const double t0 = std::sin(q[1]);
  B[0] = -(0.6 * t0);
  B[1] = 0.0;
}

// Built from: closed form, Horner.
// 1 multiplications, 1 additions, 0 divisions, 1 function calls.
void centrifugal_coefficients(const double* q, double* C) {
  const double t0 = std::sin(q[1]);
  const double t1 = 0.3 * t0;
  C[0] = 0.0;
  C[1] = -t1;
  C[2] = t1;
  C[3] = 0.0;
}

// Built from: model.
// 0 multiplications, 0 additions, 0 divisions, 0 function calls.
void friction(const double* qd, double* F) {
  (void)qd;
  F[0] = 0.0;
  F[1] = 0.0;
}

// Built from: M: recursion: unit accelerations, grouped inertial parameters; bias: recursion, grouped inertial parameters; Cholesky.
// 13 multiplications, 10 additions, 0 divisions, 4 function calls.
void forward_dynamics(const double* q, const double* qd, const double* tau, double* qdd) {
  double M[kDof * kDof];  // lower triangle
  double r[kDof];
  const double t0 = std::cos(q[1]);
  const double t1 = std::cos(q[0]);
  const double t2 = std::sin(q[0]);
  const double t3 = std::sin(q[1]);
  const double t4 = 0.3 * t0;
  const double t5 = 0.24 + t4;
  const double t6 = 0.6 * (t0 * (9.81 * t1) - (9.81 * t2 - 0.5 * qd[0] * qd[0]) * t3);
  const double t7 = qd[0] + qd[1];
  M[0] = t4 + (0.875 + t5);
  M[2] = t5;
  M[3] = 0.24;
  r[0] = tau[0] - (17.1675 * t1 + t6 - 0.5 * (0.6 * t7 * t7 * t3));
  r[1] = tau[1] - t6;
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
// 8 multiplications, 3 additions, 0 divisions, 1 function calls.
void coriolis_matrix(const double* q, const double* qd, double* Cc) {
  const double t0 = std::sin(q[1]);
  const double t1 = 0.6 * t0;
  const double t2 = 0.3 * t0;
  Cc[0] = -(0.5 * (t1 * qd[1]));
  Cc[1] = -(0.5 * (t1 * qd[0]) + t2 * qd[1]);
  Cc[2] = qd[0] * t2;
  Cc[3] = 0.0;
}

// Built from: forward kinematics in the base frame.
// 2 multiplications, 1 additions, 0 divisions, 2 function calls.
void jacobian(const double* q, double* J) {
  const double t0 = std::sin(q[0]);
  const double t1 = std::cos(q[0]);
  J[0] = -(0.5 * t0);
  J[1] = 0.0;
  J[2] = 0.5 * t1;
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
void jacobian_dot_qd(const double* q, const double* qd, double* a) {
  const double t0 = std::cos(q[0]);
  const double t1 = std::sin(q[0]);
  a[0] = -(0.5 * t0 * qd[0] * qd[0]);
  a[1] = -(qd[0] * (qd[0] * (0.5 * t1)));
  a[2] = 0.0;
  a[3] = 0.0;
  a[4] = 0.0;
  a[5] = 0.0;
}

// Built from: recursion: Newton-Euler program, grouped inertial parameters; J^T w added.
// 29 multiplications, 18 additions, 0 divisions, 4 function calls.
void inverse_dynamics_wrench(const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  const double t0 = std::cos(q[1]);
  const double t1 = std::sin(q[0]);
  const double t2 = std::sin(q[1]);
  const double t3 = std::cos(q[0]);
  const double t4 = t0 * t1 + t2 * t3;
  const double t5 = t0 * t3 - t1 * t2;
  const double t6 = qdd[0] + qdd[1];
  const double t7 = qd[0] + qd[1];
  const double t8 = 0.24 * t6 + 0.6 * (t0 * (0.5 * qdd[0] + 9.81 * t3) - (9.81 * t1 - 0.5 * qd[0] * qd[0]) * t2);
  const double t9 = 0.5 * (t0 * (0.6 * t6) - 0.6 * t7 * t7 * t2) + (t8 + (17.1675 * t3 + 0.875 * qdd[0])) - 0.5 * t1 * (w[0] * t5 - t4 * w[1]);
  tau[0] = (t4 * w[0] + w[1] * t5) * (0.5 * t3) + t9 + w[5];
  tau[1] = t8 + w[5];
}

}  // namespace rr_planar_numeric
