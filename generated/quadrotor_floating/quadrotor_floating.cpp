// quadrotor_floating: dynamics emitted by nedyn 0.1.0 as recursion programs.
// Do not edit; regenerate with the command below instead.
// Model:   quadrotor_floating.yaml (SHA-256 c1c4471514a169ebf22829e26e6ac1bb3d946ac258b10d87adbc355813b190c6)
// Command: nedyn generate quadrotor_floating.yaml
#include "quadrotor_floating.hpp"

#include <cmath>

namespace quadrotor_floating {
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

// Task-space terms from M (lower triangle) and the task's Jacobian rows J
// (kTask x n) by LDL^T factorisations, free of square roots: M = L D L^T,
// Y = L^-1 J^T, Yd = D^-1 Y (n x kTask), A = J M^-1 J^T = Yd^T Y = La Da La^T
// (Khatib: Mx = A^-1, Jbar^T K = Mx Yd^T L^-1 K). The unit lower factors
// overwrite M and A in place, their diagonals holding 1 / D_jj: one division
// per pivot, none in the solves. Status 1 if a pivot of A is at most
// kTaskSingularity A_kk (the task's rows dependent in M^-1's metric); 2 if M
// is not positive definite.
int task_space_factor(double* M, const double* J, double* Yd, double* A) {
  {
    double d[kNv];
    double v[kNv];
    for (int j = 0; j < kNv; ++j) {
      double pivot = M[j * kNv + j];
      for (int k = 0; k < j; ++k) {
        v[k] = M[j * kNv + k] * d[k];
        pivot -= M[j * kNv + k] * v[k];
      }
      if (!(pivot > 0)) return 2;
      d[j] = pivot;
      double inverse = 1 / pivot;
      M[j * kNv + j] = inverse;
      for (int i = j + 1; i < kNv; ++i) {
        double s = M[i * kNv + j];
        for (int k = 0; k < j; ++k)
          s -= M[i * kNv + k] * v[k];
        M[i * kNv + j] = s * inverse;
      }
    }
  }
  double Y[kNv * kTask];
  for (int r = 0; r < kTask; ++r) {  // column r of Y: L y = row r of J
    for (int i = 0; i < kNv; ++i) {
      double s = J[r * kNv + i];
      for (int k = 0; k < i; ++k)
        s -= M[i * kNv + k] * Y[k * kTask + r];
      Y[i * kTask + r] = s;
      Yd[i * kTask + r] = s * M[i * kNv + i];
    }
  }
  for (int r = 0; r < kTask; ++r) {
    for (int c = 0; c < r + 1; ++c) {
      double s = 0;
      for (int i = 0; i < kNv; ++i)
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
      if (!(pivot > kTaskSingularity * A[j * kTask + j])) return 1;
      d[j] = pivot;
      double inverse = 1 / pivot;
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
void task_space_inverse(const double* A, double* Mx) {
  double W[kTask * kTask];
  for (int c = 0; c < kTask; ++c) {  // column c of W: La w = e_c
    W[c * kTask + c] = 1;
    for (int i = c + 1; i < kTask; ++i) {
      double s = -A[i * kTask + c];
      for (int k = c + 1; k < i; ++k)
        s -= A[i * kTask + k] * W[k * kTask + c];
      W[i * kTask + c] = s;
    }
  }
  for (int r = 0; r < kTask; ++r) {
    for (int c = 0; c < r + 1; ++c) {
      double s = 0;
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
int task_space_solve(double* M, const double* J, const double* K, const double* H, int columns,
                     bool joint_space, double* out) {
  double Yd[kNv * kTask];
  double A[kTask * kTask];
  const int status = task_space_factor(M, J, Yd, A);
  if (status != 0) {
    for (int e = 0; e < (joint_space ? kNv : kTask) * columns; ++e) out[e] = 0;
    return status;
  }
  if (!K && !H) {
    task_space_inverse(A, out);
  } else {
    for (int c = 0; c < columns; ++c) {
      double z[kNv];
      double y[kTask];
      if (K) {
        for (int i = 0; i < kNv; ++i) {  // L z = column c of K
          double s = K[i * columns + c];
          for (int k = 0; k < i; ++k)
            s -= M[i * kNv + k] * z[k];
          z[i] = s;
        }
      }
      for (int r = 0; r < kTask; ++r) {  // y = Yd^T z - column c of H
        double s = 0;
        if (H)
          s = -H[r * columns + c];
        if (K) {
          for (int i = 0; i < kNv; ++i)
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
        for (int i = 0; i < kNv; ++i) {
          double s = 0;
          for (int r = 0; r < kTask; ++r)
            s += J[r * kNv + i] * y[r];
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
int task_space_terms(double* M, const double* J, const double* V, const double* G, const double* h,
                     double* Mx, double* Vx, double* Gx) {
  double Yd[kNv * kTask];
  double A[kTask * kTask];
  const int status = task_space_factor(M, J, Yd, A);
  if (status != 0) {
    for (int e = 0; e < kTask * kTask; ++e) Mx[e] = 0;
    for (int e = 0; e < kTask; ++e) Vx[e] = 0;
    for (int e = 0; e < kTask; ++e) Gx[e] = 0;
    return status;
  }
  double zv[kNv];
  double zg[kNv];
  double yv[kTask];
  double yg[kTask];
  for (int i = 0; i < kNv; ++i) {  // L z = V and L z = G
    double sv = V[i];
    double sg = G[i];
    for (int k = 0; k < i; ++k) {
      sv -= M[i * kNv + k] * zv[k];
      sg -= M[i * kNv + k] * zg[k];
    }
    zv[i] = sv;
    zg[i] = sg;
  }
  for (int r = 0; r < kTask; ++r) {  // Jx M^-1 V - h = Yd^T zv - h, Jx M^-1 G = Yd^T zg
    double sv = -h[r];
    double sg = 0;
    for (int i = 0; i < kNv; ++i) {
      sv += Yd[i * kTask + r] * zv[i];
      sg += Yd[i * kTask + r] * zg[i];
    }
    yv[r] = sv;
    yg[r] = sg;
  }
  task_space_inverse(A, Mx);
  for (int r = 0; r < kTask; ++r) {
    double sv = 0;
    double sg = 0;
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
  h[0] = a[0];
  h[1] = a[1];
  h[2] = a[2];
  h[3] = a[3];
  h[4] = a[4];
  h[5] = a[5];
}
}  // namespace

// Built from: recursion: Newton-Euler program.
// 33 multiplications, 19 additions, 0 divisions, 0 function calls.
namespace {
struct InverseDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, Value* tau) const {
    (void)sin_cos;
    const Value t0 = qd[4] * p.Iyy;
    const Value t1 = p.Ixx * qd[3];
    const Value t2 = qd[5] * p.Izz;
    tau[0] = p.m * (2.0 * (q[5] * q[3] - q[6] * q[4]) * p.g + (qdd[0] + (qd[4] * qd[2] - qd[5] * qd[1])));
    tau[1] = p.m * (p.g * (2.0 * (q[5] * q[4] + q[6] * q[3])) + (qd[5] * qd[0] - qd[3] * qd[2] + qdd[1]));
    tau[2] = p.m * (p.g * (1.0 - 2.0 * (q[3] * q[3] + q[4] * q[4])) + (qd[3] * qd[1] - qd[4] * qd[0] + qdd[2]));
    tau[3] = qd[4] * t2 - qd[5] * t0 + qdd[3] * p.Ixx;
    tau[4] = qd[5] * t1 - qd[3] * t2 + p.Iyy * qdd[4];
    tau[5] = t0 * qd[3] - qd[4] * t1 + qdd[5] * p.Izz;
  }
};
}  // namespace
void inverse_dynamics(const Params& p, const double* q, const double* qd, const double* qdd, double* tau) {
  InverseDynamicsBody()(NoSinCos<double>(), p, q, qd, qdd, tau);
}


// Built from: recursion: unit accelerations.
// 0 multiplications, 0 additions, 0 divisions, 0 function calls.
namespace {
struct MassMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* M) const {
    (void)q;
    (void)sin_cos;
    M[0] = Value() + p.m;
    M[6] = Value() + 0.0;
    M[7] = Value() + p.m;
    M[12] = Value() + 0.0;
    M[13] = Value() + 0.0;
    M[14] = Value() + p.m;
    M[18] = Value() + 0.0;
    M[19] = Value() + 0.0;
    M[20] = Value() + 0.0;
    M[21] = Value() + p.Ixx;
    M[24] = Value() + 0.0;
    M[25] = Value() + 0.0;
    M[26] = Value() + 0.0;
    M[27] = Value() + 0.0;
    M[28] = Value() + p.Iyy;
    M[30] = Value() + 0.0;
    M[31] = Value() + 0.0;
    M[32] = Value() + 0.0;
    M[33] = Value() + 0.0;
    M[34] = Value() + 0.0;
    M[35] = Value() + p.Izz;
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
}  // namespace
void mass_matrix(const Params& p, const double* q, double* M) {
  MassMatrixBody()(NoSinCos<double>(), p, q, M);
}


// Built from: recursion: Newton-Euler program, qdd = 0, g = 0.
// 18 multiplications, 6 additions, 0 divisions, 0 function calls.
namespace {
struct CoriolisCentrifugalBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* V) const {
    (void)q;
    (void)sin_cos;
    const Value t0 = qd[4] * p.Iyy;
    const Value t1 = p.Ixx * qd[3];
    const Value t2 = qd[5] * p.Izz;
    V[0] = p.m * (qd[4] * qd[2] - qd[5] * qd[1]);
    V[1] = p.m * (qd[5] * qd[0] - qd[3] * qd[2]);
    V[2] = p.m * (qd[3] * qd[1] - qd[4] * qd[0]);
    V[3] = qd[4] * t2 - qd[5] * t0;
    V[4] = qd[5] * t1 - qd[3] * t2;
    V[5] = t0 * qd[3] - qd[4] * t1;
  }
};
}  // namespace
void coriolis_centrifugal(const Params& p, const double* q, const double* qd, double* V) {
  CoriolisCentrifugalBody()(NoSinCos<double>(), p, q, qd, V);
}


// Built from: recursion: at rest.
// 15 multiplications, 4 additions, 0 divisions, 0 function calls.
namespace {
struct GravityBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* G) const {
    (void)sin_cos;
    G[0] = p.m * (2.0 * (q[5] * q[3] - q[6] * q[4]) * p.g);
    G[1] = p.m * (p.g * (2.0 * (q[5] * q[4] + q[6] * q[3])));
    G[2] = p.m * (p.g * (1.0 - 2.0 * (q[3] * q[3] + q[4] * q[4])));
    G[3] = Value() + 0.0;
    G[4] = Value() + 0.0;
    G[5] = Value() + 0.0;
  }
};
}  // namespace
void gravity(const Params& p, const double* q, double* G) {
  GravityBody()(NoSinCos<double>(), p, q, G);
}


// Built from: recursion: Christoffel symbols of M, the base's momentum term.
// 0 multiplications, 4 additions, 0 divisions, 0 function calls.
namespace {
struct CoriolisCoefficientsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* B) const {
    (void)q;
    (void)sin_cos;
    const double t0 = -p.m;
    B[0] = Value() + 0.0;
    B[1] = Value() + 0.0;
    B[2] = Value() + 0.0;
    B[3] = Value() + 0.0;
    B[4] = Value() + 0.0;
    B[5] = Value() + 0.0;
    B[6] = Value() + 0.0;
    B[7] = Value() + 0.0;
    B[8] = Value() + t0;
    B[9] = Value() + 0.0;
    B[10] = Value() + p.m;
    B[11] = Value() + 0.0;
    B[12] = Value() + 0.0;
    B[13] = Value() + 0.0;
    B[14] = Value() + 0.0;
    B[15] = Value() + 0.0;
    B[16] = Value() + 0.0;
    B[17] = Value() + 0.0;
    B[18] = Value() + 0.0;
    B[19] = Value() + p.m;
    B[20] = Value() + 0.0;
    B[21] = Value() + 0.0;
    B[22] = Value() + 0.0;
    B[23] = Value() + 0.0;
    B[24] = Value() + t0;
    B[25] = Value() + 0.0;
    B[26] = Value() + 0.0;
    B[27] = Value() + 0.0;
    B[28] = Value() + 0.0;
    B[29] = Value() + 0.0;
    B[30] = Value() + 0.0;
    B[31] = Value() + 0.0;
    B[32] = Value() + 0.0;
    B[33] = Value() + t0;
    B[34] = Value() + 0.0;
    B[35] = Value() + 0.0;
    B[36] = Value() + p.m;
    B[37] = Value() + 0.0;
    B[38] = Value() + 0.0;
    B[39] = Value() + 0.0;
    B[40] = Value() + 0.0;
    B[41] = Value() + 0.0;
    B[42] = Value() + 0.0;
    B[43] = Value() + 0.0;
    B[44] = Value() + 0.0;
    B[45] = Value() + 0.0;
    B[46] = Value() + 0.0;
    B[47] = Value() + 0.0;
    B[48] = Value() + 0.0;
    B[49] = Value() + 0.0;
    B[50] = Value() + 0.0;
    B[51] = Value() + 0.0;
    B[52] = Value() + 0.0;
    B[53] = Value() + 0.0;
    B[54] = Value() + 0.0;
    B[55] = Value() + 0.0;
    B[56] = Value() + 0.0;
    B[57] = Value() + 0.0;
    B[58] = Value() + 0.0;
    B[59] = Value() + (p.Izz - p.Iyy);
    B[60] = Value() + 0.0;
    B[61] = Value() + 0.0;
    B[62] = Value() + 0.0;
    B[63] = Value() + 0.0;
    B[64] = Value() + 0.0;
    B[65] = Value() + 0.0;
    B[66] = Value() + 0.0;
    B[67] = Value() + 0.0;
    B[68] = Value() + 0.0;
    B[69] = Value() + 0.0;
    B[70] = Value() + 0.0;
    B[71] = Value() + 0.0;
    B[72] = Value() + 0.0;
    B[73] = Value() + (p.Ixx - p.Izz);
    B[74] = Value() + 0.0;
    B[75] = Value() + 0.0;
    B[76] = Value() + 0.0;
    B[77] = Value() + 0.0;
    B[78] = Value() + 0.0;
    B[79] = Value() + 0.0;
    B[80] = Value() + 0.0;
    B[81] = Value() + 0.0;
    B[82] = Value() + 0.0;
    B[83] = Value() + 0.0;
    B[84] = Value() + 0.0;
    B[85] = Value() + 0.0;
    B[86] = Value() + 0.0;
    B[87] = Value() + (p.Iyy - p.Ixx);
    B[88] = Value() + 0.0;
    B[89] = Value() + 0.0;
  }
};
}  // namespace
void coriolis_coefficients(const Params& p, const double* q, double* B) {
  CoriolisCoefficientsBody()(NoSinCos<double>(), p, q, B);
}


// Built from: recursion: Christoffel symbols of M, the base's momentum term.
// 0 multiplications, 0 additions, 0 divisions, 0 function calls.
namespace {
struct CentrifugalCoefficientsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* C) const {
    (void)p;
    (void)q;
    (void)sin_cos;
    C[0] = Value() + 0.0;
    C[1] = Value() + 0.0;
    C[2] = Value() + 0.0;
    C[3] = Value() + 0.0;
    C[4] = Value() + 0.0;
    C[5] = Value() + 0.0;
    C[6] = Value() + 0.0;
    C[7] = Value() + 0.0;
    C[8] = Value() + 0.0;
    C[9] = Value() + 0.0;
    C[10] = Value() + 0.0;
    C[11] = Value() + 0.0;
    C[12] = Value() + 0.0;
    C[13] = Value() + 0.0;
    C[14] = Value() + 0.0;
    C[15] = Value() + 0.0;
    C[16] = Value() + 0.0;
    C[17] = Value() + 0.0;
    C[18] = Value() + 0.0;
    C[19] = Value() + 0.0;
    C[20] = Value() + 0.0;
    C[21] = Value() + 0.0;
    C[22] = Value() + 0.0;
    C[23] = Value() + 0.0;
    C[24] = Value() + 0.0;
    C[25] = Value() + 0.0;
    C[26] = Value() + 0.0;
    C[27] = Value() + 0.0;
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
}  // namespace
void centrifugal_coefficients(const Params& p, const double* q, double* C) {
  CentrifugalCoefficientsBody()(NoSinCos<double>(), p, q, C);
}


// Built from: model.
// 0 multiplications, 0 additions, 0 divisions, 0 function calls.
namespace {
struct FrictionBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* qd, Value* F) const {
    (void)p;
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
}  // namespace
void friction(const Params& p, const double* qd, double* F) {
  FrictionBody()(NoSinCos<double>(), p, qd, F);
}


// Built from: M: recursion: unit accelerations; bias: recursion; M = L^T D L in the tree's sparsity (Featherstone).
// 36 multiplications, 19 additions, 4 divisions, 0 function calls.
namespace {
struct ForwardDynamicsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* tau, Value* qdd) const {
    (void)sin_cos;
    const Value t0 = qd[4] * p.Iyy;
    const Value t1 = p.Ixx * qd[3];
    const Value t2 = qd[5] * p.Izz;
    const double t3 = 1.0 / p.m;
    const Value t4 = t3 * (tau[2] - p.m * (p.g * (1.0 - 2.0 * (q[3] * q[3] + q[4] * q[4])) + (qd[3] * qd[1] - qd[4] * qd[0])));
    qdd[0] = (tau[0] - p.m * (2.0 * (q[5] * q[3] - q[6] * q[4]) * p.g + (qd[4] * qd[2] - qd[5] * qd[1]))) * t3;
    qdd[1] = (tau[1] - p.m * (p.g * (2.0 * (q[5] * q[4] + q[6] * q[3])) + (qd[5] * qd[0] - qd[3] * qd[2]))) * t3;
    qdd[2] = t4;
    qdd[3] = 1.0 / p.Ixx * (tau[3] - (qd[4] * t2 - qd[5] * t0));
    qdd[4] = 1.0 / p.Iyy * (tau[4] - (qd[5] * t1 - qd[3] * t2));
    qdd[5] = 1.0 / p.Izz * (tau[5] - (t0 * qd[3] - qd[4] * t1));
  }
};
}  // namespace
void forward_dynamics(const Params& p, const double* q, const double* qd, const double* tau, double* qdd) {
  ForwardDynamicsBody()(NoSinCos<double>(), p, q, qd, tau, qdd);
}


// Built from: B and C; the base's momentum term.
// 36 multiplications, 27 additions, 0 divisions, 0 function calls.
namespace {
struct CoriolisMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* Cc) const {
    (void)q;
    (void)sin_cos;
    const Value t0 = p.Ixx * qd[3];
    const double t1 = p.Iyy - p.Ixx;
    const Value t2 = qd[4] * p.Iyy;
    const Value t3 = p.m * qd[0];
    const Value t4 = 0.5 * (t3 + t3);
    const Value t5 = 0.5 * t3;
    const Value t6 = t5 + t5;
    const Value t7 = p.m * qd[1];
    const Value t8 = 0.5 * (t7 + t7);
    const Value t9 = 0.5 * t7;
    const Value t10 = t9 + t9;
    const double t11 = p.Ixx - p.Izz;
    const Value t12 = qd[5] * p.Izz;
    const Value t13 = p.m * qd[2];
    const Value t14 = 0.5 * (t13 + t13);
    const Value t15 = 0.5 * t13;
    const Value t16 = t15 + t15;
    const double t17 = p.Izz - p.Iyy;
    Cc[0] = Value() + 0.0;
    Cc[1] = Value() + 0.0;
    Cc[2] = Value() + 0.0;
    Cc[3] = Value() + 0.0;
    Cc[4] = t16;
    Cc[5] = -t10;
    Cc[6] = Value() + 0.0;
    Cc[7] = Value() + 0.0;
    Cc[8] = Value() + 0.0;
    Cc[9] = -t16;
    Cc[10] = Value() + 0.0;
    Cc[11] = t6;
    Cc[12] = Value() + 0.0;
    Cc[13] = Value() + 0.0;
    Cc[14] = Value() + 0.0;
    Cc[15] = t10;
    Cc[16] = -t6;
    Cc[17] = Value() + 0.0;
    Cc[18] = Value() + 0.0;
    Cc[19] = t14;
    Cc[20] = -t8;
    Cc[21] = Value() + 0.0;
    Cc[22] = 0.5 * (t17 * qd[5]) + 0.5 * (qd[5] * p.Iyy + t12);
    Cc[23] = 0.5 * (t17 * qd[4]) - 0.5 * (qd[4] * p.Izz + t2);
    Cc[24] = -t14;
    Cc[25] = Value() + 0.0;
    Cc[26] = t4;
    Cc[27] = 0.5 * (qd[5] * t11) - 0.5 * (t12 + qd[5] * p.Ixx);
    Cc[28] = Value() + 0.0;
    Cc[29] = 0.5 * (t11 * qd[3]) + 0.5 * (p.Izz * qd[3] + t0);
    Cc[30] = t8;
    Cc[31] = -t4;
    Cc[32] = Value() + 0.0;
    Cc[33] = 0.5 * (t2 + qd[4] * p.Ixx) + 0.5 * (qd[4] * t1);
    Cc[34] = 0.5 * (t1 * qd[3]) - 0.5 * (p.Iyy * qd[3] + t0);
    Cc[35] = Value() + 0.0;
  }
};
}  // namespace
void coriolis_matrix(const Params& p, const double* q, const double* qd, double* Cc) {
  CoriolisMatrixBody()(NoSinCos<double>(), p, q, qd, Cc);
}


// Built from: forward kinematics in the base frame.
// 18 multiplications, 12 additions, 0 divisions, 0 function calls.
namespace {
struct ToolPoseBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* T) const {
    (void)p;
    (void)sin_cos;
    const Value t0 = q[3] * q[3];
    const Value t1 = q[4] * q[4];
    const Value t2 = q[5] * q[4];
    const Value t3 = q[6] * q[3];
    const Value t4 = q[5] * q[3];
    const Value t5 = q[6] * q[4];
    const Value t6 = q[5] * q[5];
    const Value t7 = q[5] * q[6];
    const Value t8 = q[4] * q[3];
    T[0] = 1.0 - 2.0 * (t1 + t6);
    T[1] = 2.0 * (t8 - t7);
    T[2] = 2.0 * (t5 + t4);
    T[3] = q[0];
    T[4] = 2.0 * (t7 + t8);
    T[5] = 1.0 - 2.0 * (t0 + t6);
    T[6] = 2.0 * (t2 - t3);
    T[7] = q[1];
    T[8] = 2.0 * (t4 - t5);
    T[9] = 2.0 * (t2 + t3);
    T[10] = 1.0 - 2.0 * (t0 + t1);
    T[11] = q[2];
    T[12] = Value() + 0.0;
    T[13] = Value() + 0.0;
    T[14] = Value() + 0.0;
    T[15] = Value() + 1.0;
  }
};
}  // namespace
void tool_pose(const Params& p, const double* q, double* T) {
  ToolPoseBody()(NoSinCos<double>(), p, q, T);
}


// Built from: forward kinematics in the base frame.
// 18 multiplications, 12 additions, 0 divisions, 0 function calls.
namespace {
struct JacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* J) const {
    (void)p;
    (void)sin_cos;
    const Value t0 = q[3] * q[3];
    const Value t1 = q[4] * q[4];
    const Value t2 = 1.0 - 2.0 * (t0 + t1);
    const Value t3 = q[5] * q[4];
    const Value t4 = q[6] * q[3];
    const Value t5 = 2.0 * (t3 + t4);
    const Value t6 = 2.0 * (t3 - t4);
    const Value t7 = q[5] * q[3];
    const Value t8 = q[6] * q[4];
    const Value t9 = 2.0 * (t7 - t8);
    const Value t10 = 2.0 * (t8 + t7);
    const Value t11 = q[5] * q[5];
    const Value t12 = 1.0 - 2.0 * (t0 + t11);
    const Value t13 = 1.0 - 2.0 * (t1 + t11);
    const Value t14 = q[5] * q[6];
    const Value t15 = q[4] * q[3];
    const Value t16 = 2.0 * (t14 + t15);
    const Value t17 = 2.0 * (t15 - t14);
    J[0] = t13;
    J[1] = t17;
    J[2] = t10;
    J[3] = Value() + 0.0;
    J[4] = Value() + 0.0;
    J[5] = Value() + 0.0;
    J[6] = t16;
    J[7] = t12;
    J[8] = t6;
    J[9] = Value() + 0.0;
    J[10] = Value() + 0.0;
    J[11] = Value() + 0.0;
    J[12] = t9;
    J[13] = t5;
    J[14] = t2;
    J[15] = Value() + 0.0;
    J[16] = Value() + 0.0;
    J[17] = Value() + 0.0;
    J[18] = Value() + 0.0;
    J[19] = Value() + 0.0;
    J[20] = Value() + 0.0;
    J[21] = t13;
    J[22] = t17;
    J[23] = t10;
    J[24] = Value() + 0.0;
    J[25] = Value() + 0.0;
    J[26] = Value() + 0.0;
    J[27] = t16;
    J[28] = t12;
    J[29] = t6;
    J[30] = Value() + 0.0;
    J[31] = Value() + 0.0;
    J[32] = Value() + 0.0;
    J[33] = t9;
    J[34] = t5;
    J[35] = t2;
  }
};
}  // namespace
void jacobian(const Params& p, const double* q, double* J) {
  JacobianBody()(NoSinCos<double>(), p, q, J);
}


// Built from: outward pass at qdd = 0 from the base's twist.
// 33 multiplications, 21 additions, 0 divisions, 0 function calls.
namespace {
struct JacobianDotQdBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* a) const {
    (void)p;
    (void)sin_cos;
    const Value t0 = q[5] * q[3];
    const Value t1 = q[6] * q[4];
    const Value t2 = qd[4] * qd[2] - qd[5] * qd[1];
    const Value t3 = qd[5] * qd[0] - qd[3] * qd[2];
    const Value t4 = q[5] * q[4];
    const Value t5 = q[6] * q[3];
    const Value t6 = qd[3] * qd[1] - qd[4] * qd[0];
    const Value t7 = q[3] * q[3];
    const Value t8 = q[4] * q[4];
    const Value t9 = q[5] * q[6];
    const Value t10 = q[4] * q[3];
    const Value t11 = q[5] * q[5];
    a[0] = (1.0 - 2.0 * (t8 + t11)) * t2 + 2.0 * (t10 - t9) * t3 + 2.0 * (t1 + t0) * t6;
    a[1] = 2.0 * (t9 + t10) * t2 + (1.0 - 2.0 * (t7 + t11)) * t3 + 2.0 * (t4 - t5) * t6;
    a[2] = t6 * (1.0 - 2.0 * (t7 + t8)) + (2.0 * (t0 - t1) * t2 + t3 * (2.0 * (t4 + t5)));
    a[3] = Value() + 0.0;
    a[4] = Value() + 0.0;
    a[5] = Value() + 0.0;
  }
};
}  // namespace
void jacobian_dot_qd(const Params& p, const double* q, const double* qd, double* a) {
  JacobianDotQdBody()(NoSinCos<double>(), p, q, qd, a);
}


// Built from: forward kinematics in the base frame, per frame.
// 18 multiplications, 12 additions, 0 divisions, 0 function calls.


void frame_pose(const Params& p, const double* q, int frame, double* T) {
  (void)p;
  switch (frame) {
    case 0: {
      const double t0 = q[3] * q[3];
      const double t1 = q[4] * q[4];
      const double t2 = q[5] * q[4];
      const double t3 = q[6] * q[3];
      const double t4 = q[5] * q[3];
      const double t5 = q[6] * q[4];
      const double t6 = q[5] * q[5];
      const double t7 = q[5] * q[6];
      const double t8 = q[4] * q[3];
      T[0] = 1.0 - 2.0 * (t1 + t6);
      T[1] = 2.0 * (t8 - t7);
      T[2] = 2.0 * (t5 + t4);
      T[3] = q[0];
      T[4] = 2.0 * (t7 + t8);
      T[5] = 1.0 - 2.0 * (t0 + t6);
      T[6] = 2.0 * (t2 - t3);
      T[7] = q[1];
      T[8] = 2.0 * (t4 - t5);
      T[9] = 2.0 * (t2 + t3);
      T[10] = 1.0 - 2.0 * (t0 + t1);
      T[11] = q[2];
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

// Built from: forward kinematics in the base frame, per frame.
// 18 multiplications, 12 additions, 0 divisions, 0 function calls.


void frame_jacobian(const Params& p, const double* q, int frame, double* J) {
  (void)p;
  switch (frame) {
    case 0: {
      const double t0 = q[3] * q[3];
      const double t1 = q[4] * q[4];
      const double t2 = 1.0 - 2.0 * (t0 + t1);
      const double t3 = q[5] * q[4];
      const double t4 = q[6] * q[3];
      const double t5 = 2.0 * (t3 + t4);
      const double t6 = 2.0 * (t3 - t4);
      const double t7 = q[5] * q[3];
      const double t8 = q[6] * q[4];
      const double t9 = 2.0 * (t7 - t8);
      const double t10 = 2.0 * (t8 + t7);
      const double t11 = q[5] * q[5];
      const double t12 = 1.0 - 2.0 * (t0 + t11);
      const double t13 = 1.0 - 2.0 * (t1 + t11);
      const double t14 = q[5] * q[6];
      const double t15 = q[4] * q[3];
      const double t16 = 2.0 * (t14 + t15);
      const double t17 = 2.0 * (t15 - t14);
      J[0] = t13;
      J[1] = t17;
      J[2] = t10;
      J[3] = 0.0;
      J[4] = 0.0;
      J[5] = 0.0;
      J[6] = t16;
      J[7] = t12;
      J[8] = t6;
      J[9] = 0.0;
      J[10] = 0.0;
      J[11] = 0.0;
      J[12] = t9;
      J[13] = t5;
      J[14] = t2;
      J[15] = 0.0;
      J[16] = 0.0;
      J[17] = 0.0;
      J[18] = 0.0;
      J[19] = 0.0;
      J[20] = 0.0;
      J[21] = t13;
      J[22] = t17;
      J[23] = t10;
      J[24] = 0.0;
      J[25] = 0.0;
      J[26] = 0.0;
      J[27] = t16;
      J[28] = t12;
      J[29] = t6;
      J[30] = 0.0;
      J[31] = 0.0;
      J[32] = 0.0;
      J[33] = t9;
      J[34] = t5;
      J[35] = t2;
      break;
    }
    default:
      for (int i = 0; i < 36; ++i) J[i] = static_cast<double>(NAN);
  }
}

// Built from: outward pass at qdd = 0 from the base's twist.
// 33 multiplications, 21 additions, 0 divisions, 0 function calls.


void frame_jacobian_dot_v(const Params& p, const double* q, const double* qd, int frame, double* a) {
  (void)p;
  switch (frame) {
    case 0: {
      const double t0 = q[5] * q[3];
      const double t1 = q[6] * q[4];
      const double t2 = qd[4] * qd[2] - qd[5] * qd[1];
      const double t3 = qd[5] * qd[0] - qd[3] * qd[2];
      const double t4 = q[5] * q[4];
      const double t5 = q[6] * q[3];
      const double t6 = qd[3] * qd[1] - qd[4] * qd[0];
      const double t7 = q[3] * q[3];
      const double t8 = q[4] * q[4];
      const double t9 = q[5] * q[6];
      const double t10 = q[4] * q[3];
      const double t11 = q[5] * q[5];
      a[0] = (1.0 - 2.0 * (t8 + t11)) * t2 + 2.0 * (t10 - t9) * t3 + 2.0 * (t1 + t0) * t6;
      a[1] = 2.0 * (t9 + t10) * t2 + (1.0 - 2.0 * (t7 + t11)) * t3 + 2.0 * (t4 - t5) * t6;
      a[2] = t6 * (1.0 - 2.0 * (t7 + t8)) + (2.0 * (t0 - t1) * t2 + t3 * (2.0 * (t4 + t5)));
      a[3] = 0.0;
      a[4] = 0.0;
      a[5] = 0.0;
      break;
    }
    default:
      for (int i = 0; i < 6; ++i) a[i] = static_cast<double>(NAN);
  }
}

// Built from: the links' first moments in the base frame over their mass.
// 0 multiplications, 0 additions, 0 divisions, 0 function calls.
namespace {
struct CenterOfMassBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* c) const {
    (void)p;
    (void)sin_cos;
    c[0] = q[0];
    c[1] = q[1];
    c[2] = q[2];
  }
};
}  // namespace
void center_of_mass(const Params& p, const double* q, double* c) {
  CenterOfMassBody()(NoSinCos<double>(), p, q, c);
}


// Built from: composite bodies in the base frame, moved to the centre of mass.
// 36 multiplications, 12 additions, 0 divisions, 0 function calls.
namespace {
struct CentroidalMomentumMatrixBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* Ag) const {
    (void)sin_cos;
    const Value t0 = q[3] * q[3];
    const Value t1 = q[4] * q[4];
    const Value t2 = 1.0 - 2.0 * (t0 + t1);
    const Value t3 = q[5] * q[4];
    const Value t4 = q[6] * q[3];
    const Value t5 = 2.0 * (t3 + t4);
    const Value t6 = 2.0 * (t3 - t4);
    const Value t7 = q[5] * q[3];
    const Value t8 = q[6] * q[4];
    const Value t9 = 2.0 * (t7 - t8);
    const Value t10 = 2.0 * (t8 + t7);
    const Value t11 = q[5] * q[5];
    const Value t12 = 1.0 - 2.0 * (t0 + t11);
    const Value t13 = 1.0 - 2.0 * (t1 + t11);
    const Value t14 = q[5] * q[6];
    const Value t15 = q[4] * q[3];
    const Value t16 = 2.0 * (t14 + t15);
    const Value t17 = 2.0 * (t15 - t14);
    Ag[0] = p.m * t13;
    Ag[1] = t17 * p.m;
    Ag[2] = p.m * t10;
    Ag[3] = Value() + 0.0;
    Ag[4] = Value() + 0.0;
    Ag[5] = Value() + 0.0;
    Ag[6] = p.m * t16;
    Ag[7] = p.m * t12;
    Ag[8] = p.m * t6;
    Ag[9] = Value() + 0.0;
    Ag[10] = Value() + 0.0;
    Ag[11] = Value() + 0.0;
    Ag[12] = p.m * t9;
    Ag[13] = p.m * t5;
    Ag[14] = p.m * t2;
    Ag[15] = Value() + 0.0;
    Ag[16] = Value() + 0.0;
    Ag[17] = Value() + 0.0;
    Ag[18] = Value() + 0.0;
    Ag[19] = Value() + 0.0;
    Ag[20] = Value() + 0.0;
    Ag[21] = t13 * p.Ixx;
    Ag[22] = t17 * p.Iyy;
    Ag[23] = t10 * p.Izz;
    Ag[24] = Value() + 0.0;
    Ag[25] = Value() + 0.0;
    Ag[26] = Value() + 0.0;
    Ag[27] = t16 * p.Ixx;
    Ag[28] = t12 * p.Iyy;
    Ag[29] = p.Izz * t6;
    Ag[30] = Value() + 0.0;
    Ag[31] = Value() + 0.0;
    Ag[32] = Value() + 0.0;
    Ag[33] = t9 * p.Ixx;
    Ag[34] = t5 * p.Iyy;
    Ag[35] = p.Izz * t2;
  }
};
}  // namespace
void centroidal_momentum_matrix(const Params& p, const double* q, double* Ag) {
  CentroidalMomentumMatrixBody()(NoSinCos<double>(), p, q, Ag);
}


// Built from: outward pass at qdd = 0, each body's wrench about the centre of mass.
// 54 multiplications, 30 additions, 0 divisions, 0 function calls.
namespace {
struct CentroidalMomentumMatrixDotVBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* h_dot) const {
    (void)sin_cos;
    const Value t0 = p.Ixx * qd[3];
    const Value t1 = qd[5] * p.Izz;
    const Value t2 = qd[5] * t0 - qd[3] * t1;
    const Value t3 = q[5] * q[4];
    const Value t4 = q[6] * q[3];
    const Value t5 = 2.0 * (t3 + t4);
    const Value t6 = 2.0 * (t3 - t4);
    const Value t7 = qd[4] * p.Iyy;
    const Value t8 = qd[4] * t1 - qd[5] * t7;
    const Value t9 = t7 * qd[3] - qd[4] * t0;
    const Value t10 = q[5] * q[3];
    const Value t11 = q[6] * q[4];
    const Value t12 = 2.0 * (t10 - t11);
    const Value t13 = 2.0 * (t11 + t10);
    const Value t14 = q[3] * q[3];
    const Value t15 = q[4] * q[4];
    const Value t16 = 1.0 - 2.0 * (t14 + t15);
    const Value t17 = q[5] * q[5];
    const Value t18 = 1.0 - 2.0 * (t14 + t17);
    const Value t19 = 1.0 - 2.0 * (t15 + t17);
    const Value t20 = q[5] * q[6];
    const Value t21 = q[4] * q[3];
    const Value t22 = 2.0 * (t20 + t21);
    const Value t23 = 2.0 * (t21 - t20);
    const Value t24 = p.m * (qd[5] * qd[0] - qd[3] * qd[2]);
    const Value t25 = p.m * (qd[4] * qd[2] - qd[5] * qd[1]);
    const Value t26 = p.m * (qd[3] * qd[1] - qd[4] * qd[0]);
    h_dot[0] = t23 * t24 + t25 * t19 + t26 * t13;
    h_dot[1] = t26 * t6 + (t18 * t24 + t25 * t22);
    h_dot[2] = t26 * t16 + (t5 * t24 + t25 * t12);
    h_dot[3] = t9 * t13 + (t23 * t2 + t8 * t19);
    h_dot[4] = t18 * t2 + t8 * t22 + t9 * t6;
    h_dot[5] = t2 * t5 + t8 * t12 + t9 * t16;
  }
};
}  // namespace
void centroidal_momentum_matrix_dot_v(const Params& p, const double* q, const double* qd, double* h_dot) {
  CentroidalMomentumMatrixDotVBody()(NoSinCos<double>(), p, q, qd, h_dot);
}


// Built from: recursion: Newton-Euler program; J^T w added.
// 78 multiplications, 57 additions, 0 divisions, 0 function calls.
namespace {
struct InverseDynamicsWrenchBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, const Value* w, Value* tau) const {
    (void)sin_cos;
    const Value t0 = q[3] * q[3];
    const Value t1 = q[5] * q[5];
    const Value t2 = 1.0 - 2.0 * (t0 + t1);
    const Value t3 = q[5] * q[6];
    const Value t4 = q[4] * q[3];
    const Value t5 = 2.0 * (t3 + t4);
    const Value t6 = 2.0 * (t4 - t3);
    const Value t7 = q[5] * q[4];
    const Value t8 = q[6] * q[3];
    const Value t9 = 2.0 * (t7 - t8);
    const Value t10 = 2.0 * (t7 + t8);
    const Value t11 = w[4] * t2 + t5 * w[3] + t9 * w[5];
    const Value t12 = q[4] * q[4];
    const Value t13 = 1.0 - 2.0 * (t12 + t1);
    const Value t14 = 1.0 - 2.0 * (t0 + t12);
    const Value t15 = q[6] * q[4];
    const Value t16 = q[5] * q[3];
    const Value t17 = 2.0 * (t15 + t16);
    const Value t18 = 2.0 * (t16 - t15);
    const Value t19 = t13 * w[3] + t6 * w[4] + t17 * w[5];
    const Value t20 = qd[4] * p.Iyy;
    const Value t21 = p.Ixx * qd[3];
    const Value t22 = t18 * w[3] + w[4] * t10 + t14 * w[5];
    const Value t23 = qd[5] * p.Izz;
    const Value t24 = w[2] * t17 + (t13 * w[0] + t6 * w[1]);
    const Value t25 = w[2] * t9 + (w[1] * t2 + t5 * w[0]);
    const Value t26 = t18 * w[0] + w[1] * t10 + w[2] * t14;
    tau[0] = t13 * t24 + p.m * (t18 * p.g + (qdd[0] + (qd[4] * qd[2] - qd[5] * qd[1]))) + t5 * t25 + t26 * t18;
    tau[1] = t2 * t25 + (t6 * t24 + p.m * (p.g * t10 + (qd[5] * qd[0] - qd[3] * qd[2] + qdd[1]))) + t26 * t10;
    tau[2] = t26 * t14 + (t9 * t25 + (t17 * t24 + p.m * (p.g * t14 + (qd[3] * qd[1] - qd[4] * qd[0] + qdd[2]))));
    tau[3] = t22 * t18 + (qd[4] * t23 - qd[5] * t20 + qdd[3] * p.Ixx + t13 * t19 + t5 * t11);
    tau[4] = t22 * t10 + (t2 * t11 + (qd[5] * t21 - qd[3] * t23 + p.Iyy * qdd[4] + t6 * t19));
    tau[5] = t9 * t11 + (t20 * qd[3] - qd[4] * t21 + qdd[5] * p.Izz + t17 * t19) + t22 * t14;
  }
};
}  // namespace
void inverse_dynamics_wrench(const Params& p, const double* q, const double* qd, const double* qdd, const double* w, double* tau) {
  InverseDynamicsWrenchBody()(NoSinCos<double>(), p, q, qd, qdd, w, tau);
}


// Built from: recursion: Newton-Euler program with link wrenches.
// 33 multiplications, 25 additions, 0 divisions, 0 function calls.
namespace {
struct InverseDynamicsExternalBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, const Value* fext, Value* tau) const {
    (void)sin_cos;
    const Value t0 = qd[4] * p.Iyy;
    const Value t1 = p.Ixx * qd[3];
    const Value t2 = qd[5] * p.Izz;
    const Value t3 = p.m * (p.g * (1.0 - 2.0 * (q[3] * q[3] + q[4] * q[4])) + (qd[3] * qd[1] - qd[4] * qd[0] + qdd[2])) - fext[2];
    const Value t4 = p.m * (p.g * (2.0 * (q[5] * q[4] + q[6] * q[3])) + (qd[5] * qd[0] - qd[3] * qd[2] + qdd[1])) - fext[1];
    const Value t5 = p.m * (2.0 * (q[5] * q[3] - q[6] * q[4]) * p.g + (qdd[0] + (qd[4] * qd[2] - qd[5] * qd[1]))) - fext[0];
    tau[0] = t5;
    tau[1] = t4;
    tau[2] = t3;
    tau[3] = qd[4] * t2 - qd[5] * t0 + qdd[3] * p.Ixx - fext[3];
    tau[4] = qd[5] * t1 - qd[3] * t2 + p.Iyy * qdd[4] - fext[4];
    tau[5] = t0 * qd[3] - qd[4] * t1 + qdd[5] * p.Izz - fext[5];
  }
};
}  // namespace
void inverse_dynamics_external(const Params& p, const double* q, const double* qd, const double* qdd, const double* fext, double* tau) {
  InverseDynamicsExternalBody()(NoSinCos<double>(), p, q, qd, qdd, fext, tau);
}


// Built from: dtau_dq: recursive derivatives (Carpentier & Mansard); dtau_dqd: derivatives of tau's program (recursion: Newton-Euler program) along q's tangent space.
// 30 multiplications, 19 additions, 0 divisions, 0 function calls.
namespace {
struct InverseDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, Value* dtau_dq, Value* dtau_dqd) const {
    (void)qdd;
    (void)sin_cos;
    const Value t0 = p.Ixx * qd[3];
    const Value t1 = qd[4] * p.Iyy;
    const Value t2 = qd[5] * p.Izz;
    const Value t3 = p.m * qd[0];
    const Value t4 = p.m * qd[1];
    const Value t5 = p.m * qd[3];
    const Value t6 = p.m * qd[4];
    const Value t7 = p.m * qd[2];
    const Value t8 = p.m * qd[5];
    const Value t9 = p.m * (2.0 * (q[5] * q[3] - q[6] * q[4]) * p.g);
    const Value t10 = p.m * (p.g * (2.0 * (q[5] * q[4] + q[6] * q[3])));
    const Value t11 = p.m * (p.g * (1.0 - 2.0 * (q[3] * q[3] + q[4] * q[4])));
    dtau_dq[0] = Value() + 0.0;
    dtau_dq[1] = Value() + 0.0;
    dtau_dq[2] = Value() + 0.0;
    dtau_dq[3] = Value() + 0.0;
    dtau_dq[4] = -t11;
    dtau_dq[5] = t10;
    dtau_dq[6] = Value() + 0.0;
    dtau_dq[7] = Value() + 0.0;
    dtau_dq[8] = Value() + 0.0;
    dtau_dq[9] = t11;
    dtau_dq[10] = Value() + 0.0;
    dtau_dq[11] = -t9;
    dtau_dq[12] = Value() + 0.0;
    dtau_dq[13] = Value() + 0.0;
    dtau_dq[14] = Value() + 0.0;
    dtau_dq[15] = -t10;
    dtau_dq[16] = t9;
    dtau_dq[17] = Value() + 0.0;
    dtau_dq[18] = Value() + 0.0;
    dtau_dq[19] = Value() + 0.0;
    dtau_dq[20] = Value() + 0.0;
    dtau_dq[21] = Value() + 0.0;
    dtau_dq[22] = Value() + 0.0;
    dtau_dq[23] = Value() + 0.0;
    dtau_dq[24] = Value() + 0.0;
    dtau_dq[25] = Value() + 0.0;
    dtau_dq[26] = Value() + 0.0;
    dtau_dq[27] = Value() + 0.0;
    dtau_dq[28] = Value() + 0.0;
    dtau_dq[29] = Value() + 0.0;
    dtau_dq[30] = Value() + 0.0;
    dtau_dq[31] = Value() + 0.0;
    dtau_dq[32] = Value() + 0.0;
    dtau_dq[33] = Value() + 0.0;
    dtau_dq[34] = Value() + 0.0;
    dtau_dq[35] = Value() + 0.0;
    dtau_dqd[0] = Value() + 0.0;
    dtau_dqd[1] = -t8;
    dtau_dqd[2] = t6;
    dtau_dqd[3] = Value() + 0.0;
    dtau_dqd[4] = t7;
    dtau_dqd[5] = -t4;
    dtau_dqd[6] = t8;
    dtau_dqd[7] = Value() + 0.0;
    dtau_dqd[8] = -t5;
    dtau_dqd[9] = -t7;
    dtau_dqd[10] = Value() + 0.0;
    dtau_dqd[11] = t3;
    dtau_dqd[12] = -t6;
    dtau_dqd[13] = t5;
    dtau_dqd[14] = Value() + 0.0;
    dtau_dqd[15] = t4;
    dtau_dqd[16] = -t3;
    dtau_dqd[17] = Value() + 0.0;
    dtau_dqd[18] = Value() + 0.0;
    dtau_dqd[19] = Value() + 0.0;
    dtau_dqd[20] = Value() + 0.0;
    dtau_dqd[21] = Value() + 0.0;
    dtau_dqd[22] = t2 - qd[5] * p.Iyy;
    dtau_dqd[23] = qd[4] * p.Izz - t1;
    dtau_dqd[24] = Value() + 0.0;
    dtau_dqd[25] = Value() + 0.0;
    dtau_dqd[26] = Value() + 0.0;
    dtau_dqd[27] = qd[5] * p.Ixx - t2;
    dtau_dqd[28] = Value() + 0.0;
    dtau_dqd[29] = t0 - p.Izz * qd[3];
    dtau_dqd[30] = Value() + 0.0;
    dtau_dqd[31] = Value() + 0.0;
    dtau_dqd[32] = Value() + 0.0;
    dtau_dqd[33] = t1 - qd[4] * p.Ixx;
    dtau_dqd[34] = p.Iyy * qd[3] - t0;
    dtau_dqd[35] = Value() + 0.0;
  }
};
}  // namespace
void inverse_dynamics_derivatives(const Params& p, const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd) {
  InverseDynamicsDerivativesBody()(NoSinCos<double>(), p, q, qd, qdd, dtau_dq, dtau_dqd);
}


// Built from: M: recursion: unit accelerations; bias: recursion; M = L^T D L in the tree's sparsity (Featherstone); M^-1 = L^-1 D^-1 L^-T; -M^-1 d tau / d x at qdd (dtau_dq: recursive derivatives (Carpentier & Mansard); dtau_dqd: derivatives of tau's program (recursion: Newton-Euler program) along q's tangent space).
// 66 multiplications, 40 additions, 4 divisions, 0 function calls.
namespace {
struct ForwardDynamicsDerivativesBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* tau, Value* qdd, Value* dqdd_dq, Value* dqdd_dqd, Value* dqdd_dtau) const {
    (void)sin_cos;
    const double t0 = 1.0 / p.Izz;
    const double t1 = 1.0 / p.Iyy;
    const double t2 = 1.0 / p.Ixx;
    const double t3 = 1.0 / p.m;
    const Value t4 = p.Ixx * qd[3];
    const Value t5 = qd[4] * p.Iyy;
    const Value t6 = qd[5] * p.Izz;
    const Value t7 = t3 * (p.m * qd[0]);
    const Value t8 = t3 * (p.m * qd[1]);
    const Value t9 = t3 * (p.m * qd[3]);
    const Value t10 = p.m * qd[4] * t3;
    const Value t11 = t3 * (p.m * qd[2]);
    const Value t12 = p.m * qd[5] * t3;
    const Value t13 = 2.0 * (q[5] * q[3] - q[6] * q[4]) * p.g;
    const Value t14 = p.m * t13 * t3;
    const Value t15 = p.g * (2.0 * (q[5] * q[4] + q[6] * q[3]));
    const Value t16 = p.m * t15 * t3;
    const Value t17 = p.g * (1.0 - 2.0 * (q[3] * q[3] + q[4] * q[4]));
    const Value t18 = p.m * t17 * t3;
    qdd[0] = (tau[0] - p.m * (t13 + (qd[4] * qd[2] - qd[5] * qd[1]))) * t3;
    qdd[1] = (tau[1] - p.m * (t15 + (qd[5] * qd[0] - qd[3] * qd[2]))) * t3;
    qdd[2] = t3 * (tau[2] - p.m * (t17 + (qd[3] * qd[1] - qd[4] * qd[0])));
    qdd[3] = t2 * (tau[3] - (qd[4] * t6 - qd[5] * t5));
    qdd[4] = t1 * (tau[4] - (qd[5] * t4 - qd[3] * t6));
    qdd[5] = t0 * (tau[5] - (t5 * qd[3] - qd[4] * t4));
    dqdd_dq[0] = Value() + 0.0;
    dqdd_dq[1] = Value() + 0.0;
    dqdd_dq[2] = Value() + 0.0;
    dqdd_dq[3] = Value() + 0.0;
    dqdd_dq[4] = t18;
    dqdd_dq[5] = -t16;
    dqdd_dq[6] = Value() + 0.0;
    dqdd_dq[7] = Value() + 0.0;
    dqdd_dq[8] = Value() + 0.0;
    dqdd_dq[9] = -t18;
    dqdd_dq[10] = Value() + 0.0;
    dqdd_dq[11] = t14;
    dqdd_dq[12] = Value() + 0.0;
    dqdd_dq[13] = Value() + 0.0;
    dqdd_dq[14] = Value() + 0.0;
    dqdd_dq[15] = t16;
    dqdd_dq[16] = -t14;
    dqdd_dq[17] = Value() + 0.0;
    dqdd_dq[18] = Value() + 0.0;
    dqdd_dq[19] = Value() + 0.0;
    dqdd_dq[20] = Value() + 0.0;
    dqdd_dq[21] = Value() + 0.0;
    dqdd_dq[22] = Value() + 0.0;
    dqdd_dq[23] = Value() + 0.0;
    dqdd_dq[24] = Value() + 0.0;
    dqdd_dq[25] = Value() + 0.0;
    dqdd_dq[26] = Value() + 0.0;
    dqdd_dq[27] = Value() + 0.0;
    dqdd_dq[28] = Value() + 0.0;
    dqdd_dq[29] = Value() + 0.0;
    dqdd_dq[30] = Value() + 0.0;
    dqdd_dq[31] = Value() + 0.0;
    dqdd_dq[32] = Value() + 0.0;
    dqdd_dq[33] = Value() + 0.0;
    dqdd_dq[34] = Value() + 0.0;
    dqdd_dq[35] = Value() + 0.0;
    dqdd_dqd[0] = Value() + 0.0;
    dqdd_dqd[1] = t12;
    dqdd_dqd[2] = -t10;
    dqdd_dqd[3] = Value() + 0.0;
    dqdd_dqd[4] = -t11;
    dqdd_dqd[5] = t8;
    dqdd_dqd[6] = -t12;
    dqdd_dqd[7] = Value() + 0.0;
    dqdd_dqd[8] = t9;
    dqdd_dqd[9] = t11;
    dqdd_dqd[10] = Value() + 0.0;
    dqdd_dqd[11] = -t7;
    dqdd_dqd[12] = t10;
    dqdd_dqd[13] = -t9;
    dqdd_dqd[14] = Value() + 0.0;
    dqdd_dqd[15] = -t8;
    dqdd_dqd[16] = t7;
    dqdd_dqd[17] = Value() + 0.0;
    dqdd_dqd[18] = Value() + 0.0;
    dqdd_dqd[19] = Value() + 0.0;
    dqdd_dqd[20] = Value() + 0.0;
    dqdd_dqd[21] = Value() + 0.0;
    dqdd_dqd[22] = -((t6 - qd[5] * p.Iyy) * t2);
    dqdd_dqd[23] = -((qd[4] * p.Izz - t5) * t2);
    dqdd_dqd[24] = Value() + 0.0;
    dqdd_dqd[25] = Value() + 0.0;
    dqdd_dqd[26] = Value() + 0.0;
    dqdd_dqd[27] = -(t1 * (qd[5] * p.Ixx - t6));
    dqdd_dqd[28] = Value() + 0.0;
    dqdd_dqd[29] = -(t1 * (t4 - p.Izz * qd[3]));
    dqdd_dqd[30] = Value() + 0.0;
    dqdd_dqd[31] = Value() + 0.0;
    dqdd_dqd[32] = Value() + 0.0;
    dqdd_dqd[33] = -(t0 * (t5 - qd[4] * p.Ixx));
    dqdd_dqd[34] = -(t0 * (p.Iyy * qd[3] - t4));
    dqdd_dqd[35] = Value() + 0.0;
    dqdd_dtau[0] = Value() + t3;
    dqdd_dtau[1] = Value() + 0.0;
    dqdd_dtau[2] = Value() + 0.0;
    dqdd_dtau[3] = Value() + 0.0;
    dqdd_dtau[4] = Value() + 0.0;
    dqdd_dtau[5] = Value() + 0.0;
    dqdd_dtau[6] = Value() + 0.0;
    dqdd_dtau[7] = Value() + t3;
    dqdd_dtau[8] = Value() + 0.0;
    dqdd_dtau[9] = Value() + 0.0;
    dqdd_dtau[10] = Value() + 0.0;
    dqdd_dtau[11] = Value() + 0.0;
    dqdd_dtau[12] = Value() + 0.0;
    dqdd_dtau[13] = Value() + 0.0;
    dqdd_dtau[14] = Value() + t3;
    dqdd_dtau[15] = Value() + 0.0;
    dqdd_dtau[16] = Value() + 0.0;
    dqdd_dtau[17] = Value() + 0.0;
    dqdd_dtau[18] = Value() + 0.0;
    dqdd_dtau[19] = Value() + 0.0;
    dqdd_dtau[20] = Value() + 0.0;
    dqdd_dtau[21] = Value() + t2;
    dqdd_dtau[22] = Value() + 0.0;
    dqdd_dtau[23] = Value() + 0.0;
    dqdd_dtau[24] = Value() + 0.0;
    dqdd_dtau[25] = Value() + 0.0;
    dqdd_dtau[26] = Value() + 0.0;
    dqdd_dtau[27] = Value() + 0.0;
    dqdd_dtau[28] = Value() + t1;
    dqdd_dtau[29] = Value() + 0.0;
    dqdd_dtau[30] = Value() + 0.0;
    dqdd_dtau[31] = Value() + 0.0;
    dqdd_dtau[32] = Value() + 0.0;
    dqdd_dtau[33] = Value() + 0.0;
    dqdd_dtau[34] = Value() + 0.0;
    dqdd_dtau[35] = Value() + t0;
  }
};
}  // namespace
void forward_dynamics_derivatives(const Params& p, const double* q, const double* qd, const double* tau, double* qdd, double* dqdd_dq, double* dqdd_dqd, double* dqdd_dtau) {
  ForwardDynamicsDerivativesBody()(NoSinCos<double>(), p, q, qd, tau, qdd, dqdd_dq, dqdd_dqd, dqdd_dtau);
}


// Built from: M: recursion: unit accelerations; V: recursion: Newton-Euler program, qdd = 0, g = 0; G: recursion: at rest.
// 33 multiplications, 10 additions, 0 divisions, 0 function calls.
namespace {
struct DynamicsTermsBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* M, Value* V, Value* G) const {
    (void)sin_cos;
    const Value t0 = qd[4] * p.Iyy;
    const Value t1 = p.Ixx * qd[3];
    const Value t2 = qd[5] * p.Izz;
    M[0] = Value() + p.m;
    M[6] = Value() + 0.0;
    M[7] = Value() + p.m;
    M[12] = Value() + 0.0;
    M[13] = Value() + 0.0;
    M[14] = Value() + p.m;
    M[18] = Value() + 0.0;
    M[19] = Value() + 0.0;
    M[20] = Value() + 0.0;
    M[21] = Value() + p.Ixx;
    M[24] = Value() + 0.0;
    M[25] = Value() + 0.0;
    M[26] = Value() + 0.0;
    M[27] = Value() + 0.0;
    M[28] = Value() + p.Iyy;
    M[30] = Value() + 0.0;
    M[31] = Value() + 0.0;
    M[32] = Value() + 0.0;
    M[33] = Value() + 0.0;
    M[34] = Value() + 0.0;
    M[35] = Value() + p.Izz;
    V[0] = p.m * (qd[4] * qd[2] - qd[5] * qd[1]);
    V[1] = p.m * (qd[5] * qd[0] - qd[3] * qd[2]);
    V[2] = p.m * (qd[3] * qd[1] - qd[4] * qd[0]);
    V[3] = qd[4] * t2 - qd[5] * t0;
    V[4] = qd[5] * t1 - qd[3] * t2;
    V[5] = t0 * qd[3] - qd[4] * t1;
    G[0] = p.m * (2.0 * (q[5] * q[3] - q[6] * q[4]) * p.g);
    G[1] = p.m * (p.g * (2.0 * (q[5] * q[4] + q[6] * q[3])));
    G[2] = p.m * (p.g * (1.0 - 2.0 * (q[3] * q[3] + q[4] * q[4])));
    G[3] = Value() + 0.0;
    G[4] = Value() + 0.0;
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
}  // namespace
void dynamics_terms(const Params& p, const double* q, const double* qd, double* M, double* V, double* G) {
  DynamicsTermsBody()(NoSinCos<double>(), p, q, qd, M, V, G);
}


// Built from: M: recursion: unit accelerations; V: recursion: Newton-Euler program, qdd = 0, g = 0; G: recursion: at rest; J: forward kinematics; a: outward pass at qdd = 0 from the base's twist.
// 51 multiplications, 24 additions, 0 divisions, 0 function calls.
namespace {
struct DynamicsTermsWithJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, Value* M, Value* V, Value* G, Value* J, Value* a) const {
    (void)sin_cos;
    const Value t0 = q[5] * q[3];
    const Value t1 = q[6] * q[4];
    const Value t2 = 2.0 * (t0 - t1);
    const Value t3 = 2.0 * (t1 + t0);
    const Value t4 = qd[4] * qd[2] - qd[5] * qd[1];
    const Value t5 = qd[5] * qd[0] - qd[3] * qd[2];
    const Value t6 = q[5] * q[4];
    const Value t7 = q[6] * q[3];
    const Value t8 = 2.0 * (t6 + t7);
    const Value t9 = 2.0 * (t6 - t7);
    const Value t10 = qd[3] * qd[1] - qd[4] * qd[0];
    const Value t11 = q[3] * q[3];
    const Value t12 = q[4] * q[4];
    const Value t13 = 1.0 - 2.0 * (t11 + t12);
    const Value t14 = q[5] * q[6];
    const Value t15 = q[4] * q[3];
    const Value t16 = 2.0 * (t14 + t15);
    const Value t17 = 2.0 * (t15 - t14);
    const Value t18 = q[5] * q[5];
    const Value t19 = 1.0 - 2.0 * (t11 + t18);
    const Value t20 = 1.0 - 2.0 * (t12 + t18);
    const Value t21 = qd[4] * p.Iyy;
    const Value t22 = p.Ixx * qd[3];
    const Value t23 = qd[5] * p.Izz;
    M[0] = Value() + p.m;
    M[6] = Value() + 0.0;
    M[7] = Value() + p.m;
    M[12] = Value() + 0.0;
    M[13] = Value() + 0.0;
    M[14] = Value() + p.m;
    M[18] = Value() + 0.0;
    M[19] = Value() + 0.0;
    M[20] = Value() + 0.0;
    M[21] = Value() + p.Ixx;
    M[24] = Value() + 0.0;
    M[25] = Value() + 0.0;
    M[26] = Value() + 0.0;
    M[27] = Value() + 0.0;
    M[28] = Value() + p.Iyy;
    M[30] = Value() + 0.0;
    M[31] = Value() + 0.0;
    M[32] = Value() + 0.0;
    M[33] = Value() + 0.0;
    M[34] = Value() + 0.0;
    M[35] = Value() + p.Izz;
    V[0] = p.m * t4;
    V[1] = p.m * t5;
    V[2] = p.m * t10;
    V[3] = qd[4] * t23 - qd[5] * t21;
    V[4] = qd[5] * t22 - qd[3] * t23;
    V[5] = t21 * qd[3] - qd[4] * t22;
    G[0] = p.m * (t2 * p.g);
    G[1] = p.m * (p.g * t8);
    G[2] = p.m * (p.g * t13);
    G[3] = Value() + 0.0;
    G[4] = Value() + 0.0;
    G[5] = Value() + 0.0;
    J[0] = t20;
    J[1] = t17;
    J[2] = t3;
    J[3] = Value() + 0.0;
    J[4] = Value() + 0.0;
    J[5] = Value() + 0.0;
    J[6] = t16;
    J[7] = t19;
    J[8] = t9;
    J[9] = Value() + 0.0;
    J[10] = Value() + 0.0;
    J[11] = Value() + 0.0;
    J[12] = t2;
    J[13] = t8;
    J[14] = t13;
    J[15] = Value() + 0.0;
    J[16] = Value() + 0.0;
    J[17] = Value() + 0.0;
    J[18] = Value() + 0.0;
    J[19] = Value() + 0.0;
    J[20] = Value() + 0.0;
    J[21] = t20;
    J[22] = t17;
    J[23] = t3;
    J[24] = Value() + 0.0;
    J[25] = Value() + 0.0;
    J[26] = Value() + 0.0;
    J[27] = t16;
    J[28] = t19;
    J[29] = t9;
    J[30] = Value() + 0.0;
    J[31] = Value() + 0.0;
    J[32] = Value() + 0.0;
    J[33] = t2;
    J[34] = t8;
    J[35] = t13;
    a[0] = t20 * t4 + t17 * t5 + t3 * t10;
    a[1] = t16 * t4 + t19 * t5 + t9 * t10;
    a[2] = t10 * t13 + (t2 * t4 + t5 * t8);
    a[3] = Value() + 0.0;
    a[4] = Value() + 0.0;
    a[5] = Value() + 0.0;
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
}  // namespace
void dynamics_terms_with_jacobian(const Params& p, const double* q, const double* qd, double* M, double* V, double* G, double* J, double* a) {
  DynamicsTermsWithJacobianBody()(NoSinCos<double>(), p, q, qd, M, V, G, J, a);
}


// Built from: derivatives of tau's Newton-Euler program by the standard parameters (inputs there).
// 24 multiplications, 37 additions, 0 divisions, 0 function calls.
namespace {
struct RegressorBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, Value* Y) const {
    (void)sin_cos;
    const Value t0 = 2.0 * (q[5] * q[3] - q[6] * q[4]) * p.g + (qdd[0] + (qd[4] * qd[2] - qd[5] * qd[1]));
    const Value t1 = p.g * (2.0 * (q[5] * q[4] + q[6] * q[3])) + (qd[5] * qd[0] - qd[3] * qd[2] + qdd[1]);
    const Value t2 = qd[5] * qd[3];
    const Value t3 = t2 + qdd[4];
    const Value t4 = qd[4] * qd[3];
    const Value t5 = qd[5] * qd[4];
    const Value t6 = qd[3] * qd[3];
    const Value t7 = qd[4] * qd[4];
    const Value t8 = p.g * (1.0 - 2.0 * (q[3] * q[3] + q[4] * q[4])) + (qd[3] * qd[1] - qd[4] * qd[0] + qdd[2]);
    const Value t9 = qd[5] * qd[5];
    const Value t10 = qdd[3] + t5;
    const Value t11 = t4 + qdd[5];
    Y[0] = Value() + 0.0;
    Y[1] = Value() + 0.0;
    Y[2] = Value() + 0.0;
    Y[3] = Value() + 0.0;
    Y[4] = Value() + 0.0;
    Y[5] = Value() + 0.0;
    Y[6] = -(t9 + t7);
    Y[7] = t4 - qdd[5];
    Y[8] = t3;
    Y[9] = t0;
    Y[10] = Value() + 0.0;
    Y[11] = Value() + 0.0;
    Y[12] = Value() + 0.0;
    Y[13] = Value() + 0.0;
    Y[14] = Value() + 0.0;
    Y[15] = Value() + 0.0;
    Y[16] = t11;
    Y[17] = -(t9 + t6);
    Y[18] = t5 - qdd[3];
    Y[19] = t1;
    Y[20] = Value() + 0.0;
    Y[21] = Value() + 0.0;
    Y[22] = Value() + 0.0;
    Y[23] = Value() + 0.0;
    Y[24] = Value() + 0.0;
    Y[25] = Value() + 0.0;
    Y[26] = t2 - qdd[4];
    Y[27] = t10;
    Y[28] = -(t7 + t6);
    Y[29] = t8;
    Y[30] = qdd[3];
    Y[31] = qdd[4] - t2;
    Y[32] = t11;
    Y[33] = -t5;
    Y[34] = t7 - t9;
    Y[35] = t5;
    Y[36] = Value() + 0.0;
    Y[37] = t8;
    Y[38] = -t1;
    Y[39] = Value() + 0.0;
    Y[40] = t2;
    Y[41] = t10;
    Y[42] = t9 - t6;
    Y[43] = qdd[4];
    Y[44] = qdd[5] - t4;
    Y[45] = -t2;
    Y[46] = -t8;
    Y[47] = Value() + 0.0;
    Y[48] = t0;
    Y[49] = Value() + 0.0;
    Y[50] = -t4;
    Y[51] = t6 - t7;
    Y[52] = qdd[3] - t5;
    Y[53] = t4;
    Y[54] = t3;
    Y[55] = qdd[5];
    Y[56] = t1;
    Y[57] = -t0;
    Y[58] = Value() + 0.0;
    Y[59] = Value() + 0.0;
  }
};
}  // namespace
void regressor(const Params& p, const double* q, const double* qd, const double* qdd, double* Y) {
  RegressorBody()(NoSinCos<double>(), p, q, qd, qdd, Y);
}


// Built from: the base parameters' columns of the regressor (derivatives of tau's Newton-Euler program by the standard parameters (inputs there)).
// 24 multiplications, 37 additions, 0 divisions, 0 function calls.
namespace {
struct BaseRegressorBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, const Value* qd, const Value* qdd, Value* Yb) const {
    (void)sin_cos;
    const Value t0 = 2.0 * (q[5] * q[3] - q[6] * q[4]) * p.g + (qdd[0] + (qd[4] * qd[2] - qd[5] * qd[1]));
    const Value t1 = p.g * (2.0 * (q[5] * q[4] + q[6] * q[3])) + (qd[5] * qd[0] - qd[3] * qd[2] + qdd[1]);
    const Value t2 = qd[5] * qd[3];
    const Value t3 = t2 + qdd[4];
    const Value t4 = qd[4] * qd[3];
    const Value t5 = qd[5] * qd[4];
    const Value t6 = qd[3] * qd[3];
    const Value t7 = qd[4] * qd[4];
    const Value t8 = p.g * (1.0 - 2.0 * (q[3] * q[3] + q[4] * q[4])) + (qd[3] * qd[1] - qd[4] * qd[0] + qdd[2]);
    const Value t9 = qd[5] * qd[5];
    const Value t10 = qdd[3] + t5;
    const Value t11 = t4 + qdd[5];
    Yb[0] = Value() + 0.0;
    Yb[1] = Value() + 0.0;
    Yb[2] = Value() + 0.0;
    Yb[3] = Value() + 0.0;
    Yb[4] = Value() + 0.0;
    Yb[5] = Value() + 0.0;
    Yb[6] = -(t9 + t7);
    Yb[7] = t4 - qdd[5];
    Yb[8] = t3;
    Yb[9] = t0;
    Yb[10] = Value() + 0.0;
    Yb[11] = Value() + 0.0;
    Yb[12] = Value() + 0.0;
    Yb[13] = Value() + 0.0;
    Yb[14] = Value() + 0.0;
    Yb[15] = Value() + 0.0;
    Yb[16] = t11;
    Yb[17] = -(t9 + t6);
    Yb[18] = t5 - qdd[3];
    Yb[19] = t1;
    Yb[20] = Value() + 0.0;
    Yb[21] = Value() + 0.0;
    Yb[22] = Value() + 0.0;
    Yb[23] = Value() + 0.0;
    Yb[24] = Value() + 0.0;
    Yb[25] = Value() + 0.0;
    Yb[26] = t2 - qdd[4];
    Yb[27] = t10;
    Yb[28] = -(t7 + t6);
    Yb[29] = t8;
    Yb[30] = qdd[3];
    Yb[31] = qdd[4] - t2;
    Yb[32] = t11;
    Yb[33] = -t5;
    Yb[34] = t7 - t9;
    Yb[35] = t5;
    Yb[36] = Value() + 0.0;
    Yb[37] = t8;
    Yb[38] = -t1;
    Yb[39] = Value() + 0.0;
    Yb[40] = t2;
    Yb[41] = t10;
    Yb[42] = t9 - t6;
    Yb[43] = qdd[4];
    Yb[44] = qdd[5] - t4;
    Yb[45] = -t2;
    Yb[46] = -t8;
    Yb[47] = Value() + 0.0;
    Yb[48] = t0;
    Yb[49] = Value() + 0.0;
    Yb[50] = -t4;
    Yb[51] = t6 - t7;
    Yb[52] = qdd[3] - t5;
    Yb[53] = t4;
    Yb[54] = t3;
    Yb[55] = qdd[5];
    Yb[56] = t1;
    Yb[57] = -t0;
    Yb[58] = Value() + 0.0;
    Yb[59] = Value() + 0.0;
  }
};
}  // namespace
void base_regressor(const Params& p, const double* q, const double* qd, const double* qdd, double* Yb) {
  BaseRegressorBody()(NoSinCos<double>(), p, q, qd, qdd, Yb);
}


// Built from: the model's standard parameters grouped exactly.
// 0 multiplications, 0 additions, 0 divisions, 0 function calls.


void base_parameters(const Params& p, double* beta) {
  beta[0] = p.Ixx;
  beta[1] = 0.0;
  beta[2] = 0.0;
  beta[3] = p.Iyy;
  beta[4] = 0.0;
  beta[5] = p.Izz;
  beta[6] = 0.0;
  beta[7] = 0.0;
  beta[8] = 0.0;
  beta[9] = p.m;
}

// Built from: forward kinematics in the base frame, the task's rows.
// 18 multiplications, 12 additions, 0 divisions, 0 function calls.
namespace {
struct TaskJacobianBody {
  template <typename Value, typename SinCos>
  void operator()(SinCos sin_cos, const Params& p, const Value* q, Value* Jx) const {
    (void)p;
    (void)sin_cos;
    const Value t0 = q[3] * q[3];
    const Value t1 = q[4] * q[4];
    const Value t2 = 1.0 - 2.0 * (t0 + t1);
    const Value t3 = q[5] * q[4];
    const Value t4 = q[6] * q[3];
    const Value t5 = 2.0 * (t3 + t4);
    const Value t6 = 2.0 * (t3 - t4);
    const Value t7 = q[5] * q[3];
    const Value t8 = q[6] * q[4];
    const Value t9 = 2.0 * (t7 - t8);
    const Value t10 = 2.0 * (t8 + t7);
    const Value t11 = q[5] * q[5];
    const Value t12 = 1.0 - 2.0 * (t0 + t11);
    const Value t13 = 1.0 - 2.0 * (t1 + t11);
    const Value t14 = q[5] * q[6];
    const Value t15 = q[4] * q[3];
    const Value t16 = 2.0 * (t14 + t15);
    const Value t17 = 2.0 * (t15 - t14);
    Jx[0] = t13;
    Jx[1] = t17;
    Jx[2] = t10;
    Jx[3] = Value() + 0.0;
    Jx[4] = Value() + 0.0;
    Jx[5] = Value() + 0.0;
    Jx[6] = t16;
    Jx[7] = t12;
    Jx[8] = t6;
    Jx[9] = Value() + 0.0;
    Jx[10] = Value() + 0.0;
    Jx[11] = Value() + 0.0;
    Jx[12] = t9;
    Jx[13] = t5;
    Jx[14] = t2;
    Jx[15] = Value() + 0.0;
    Jx[16] = Value() + 0.0;
    Jx[17] = Value() + 0.0;
    Jx[18] = Value() + 0.0;
    Jx[19] = Value() + 0.0;
    Jx[20] = Value() + 0.0;
    Jx[21] = t13;
    Jx[22] = t17;
    Jx[23] = t10;
    Jx[24] = Value() + 0.0;
    Jx[25] = Value() + 0.0;
    Jx[26] = Value() + 0.0;
    Jx[27] = t16;
    Jx[28] = t12;
    Jx[29] = t6;
    Jx[30] = Value() + 0.0;
    Jx[31] = Value() + 0.0;
    Jx[32] = Value() + 0.0;
    Jx[33] = t9;
    Jx[34] = t5;
    Jx[35] = t2;
  }
};
}  // namespace
void task_jacobian(const Params& p, const double* q, double* Jx) {
  TaskJacobianBody()(NoSinCos<double>(), p, q, Jx);
}


// Built from: calls mass_matrix, task_jacobian; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 520 multiplications, 377 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_mass_matrix(const Params& p, const double* q, double* Mx) {
  double M[kNv * kNv];
  double J[kTask * kNv];
  mass_matrix(p, q, M);
  task_jacobian(p, q, J);
  return task_space_solve(M, J, nullptr, nullptr, kTask, false, Mx);
}

// Built from: calls mass_matrix, task_jacobian, coriolis_centrifugal, jacobian_dot_qd; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 475 multiplications, 373 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_velocity_terms(const Params& p, const double* q, const double* qd, double* Vx) {
  double M[kNv * kNv];
  double J[kTask * kNv];
  double V[kNv];
  double a[6];
  double h[kTask];
  mass_matrix(p, q, M);
  task_jacobian(p, q, J);
  coriolis_centrifugal(p, q, qd, V);
  jacobian_dot_qd(p, q, qd, a);
  task_rows_of(a, h);
  return task_space_solve(M, J, V, h, 1, false, Vx);
}

// Built from: calls mass_matrix, task_jacobian, gravity; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 475 multiplications, 367 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_gravity(const Params& p, const double* q, double* Gx) {
  double M[kNv * kNv];
  double J[kTask * kNv];
  double G[kNv];
  mass_matrix(p, q, M);
  task_jacobian(p, q, J);
  gravity(p, q, G);
  return task_space_solve(M, J, G, nullptr, 1, false, Gx);
}

// Built from: calls mass_matrix, task_jacobian, coriolis_centrifugal, gravity, jacobian_dot_qd; LDL^T factorisations of M and Jx M^-1 Jx^T.
// 694 multiplications, 557 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_dynamics(const Params& p, const double* q, const double* qd, double* Mx, double* Vx, double* Gx) {
  double M[kNv * kNv];
  double J[kTask * kNv];
  double V[kNv];
  double G[kNv];
  double a[6];
  double h[kTask];
  mass_matrix(p, q, M);
  task_jacobian(p, q, J);
  coriolis_centrifugal(p, q, qd, V);
  gravity(p, q, G);
  jacobian_dot_qd(p, q, qd, a);
  task_rows_of(a, h);
  return task_space_terms(M, J, V, G, h, Mx, Vx, Gx);
}

// Built from: calls mass_matrix, task_jacobian, coriolis_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
// 2251 multiplications, 2152 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_coriolis_coefficients(const Params& p, const double* q, double* Bx) {
  double M[kNv * kNv];
  double J[kTask * kNv];
  double K[90];
  double H[90];
  mass_matrix(p, q, M);
  task_jacobian(p, q, J);
  coriolis_coefficients(p, q, K);
  const double t0 = q[5] * q[3];
  const double t1 = q[6] * q[4];
  const double t2 = 2.0 * (t0 - t1);
  const double t3 = 2.0 * (t1 + t0);
  const double t4 = q[5] * q[4];
  const double t5 = q[6] * q[3];
  const double t6 = 2.0 * (t4 + t5);
  const double t7 = 2.0 * (t4 - t5);
  const double t8 = q[3] * q[3];
  const double t9 = q[4] * q[4];
  const double t10 = 2.0 * (t8 + t9);
  const double t11 = q[5] * q[6];
  const double t12 = q[4] * q[3];
  const double t13 = 2.0 * (t11 + t12);
  const double t14 = 2.0 * (t12 - t11);
  const double t15 = q[5] * q[5];
  const double t16 = 2.0 * (t8 + t15);
  const double t17 = 2.0 * (t9 + t15);
  H[0] = 0.0;
  H[1] = 0.0;
  H[2] = 0.0;
  H[3] = -t3;
  H[4] = t14;
  H[5] = 0.0;
  H[6] = t3;
  H[7] = 0.0;
  H[8] = t17 - 1.0;
  H[9] = -t14;
  H[10] = 1.0 - t17;
  H[11] = 0.0;
  H[12] = 0.0;
  H[13] = 0.0;
  H[14] = 0.0;
  H[15] = 0.0;
  H[16] = 0.0;
  H[17] = 0.0;
  H[18] = -t7;
  H[19] = 1.0 - t16;
  H[20] = 0.0;
  H[21] = t7;
  H[22] = 0.0;
  H[23] = -t13;
  H[24] = t16 - 1.0;
  H[25] = t13;
  H[26] = 0.0;
  H[27] = 0.0;
  H[28] = 0.0;
  H[29] = 0.0;
  H[30] = 0.0;
  H[31] = 0.0;
  H[32] = 0.0;
  H[33] = t10 - 1.0;
  H[34] = t6;
  H[35] = 0.0;
  H[36] = 1.0 - t10;
  H[37] = 0.0;
  H[38] = -t2;
  H[39] = -t6;
  H[40] = t2;
  H[41] = 0.0;
  H[42] = 0.0;
  H[43] = 0.0;
  H[44] = 0.0;
  H[45] = 0.0;
  H[46] = 0.0;
  H[47] = 0.0;
  H[48] = 0.0;
  H[49] = 0.0;
  H[50] = 0.0;
  H[51] = 0.0;
  H[52] = 0.0;
  H[53] = 0.0;
  H[54] = 0.0;
  H[55] = 0.0;
  H[56] = 0.0;
  H[57] = 0.0;
  H[58] = 0.0;
  H[59] = 0.0;
  H[60] = 0.0;
  H[61] = 0.0;
  H[62] = 0.0;
  H[63] = 0.0;
  H[64] = 0.0;
  H[65] = 0.0;
  H[66] = 0.0;
  H[67] = 0.0;
  H[68] = 0.0;
  H[69] = 0.0;
  H[70] = 0.0;
  H[71] = 0.0;
  H[72] = 0.0;
  H[73] = 0.0;
  H[74] = 0.0;
  H[75] = 0.0;
  H[76] = 0.0;
  H[77] = 0.0;
  H[78] = 0.0;
  H[79] = 0.0;
  H[80] = 0.0;
  H[81] = 0.0;
  H[82] = 0.0;
  H[83] = 0.0;
  H[84] = 0.0;
  H[85] = 0.0;
  H[86] = 0.0;
  H[87] = 0.0;
  H[88] = 0.0;
  H[89] = 0.0;
  return task_space_solve(M, J, K, H, 15, true, Bx);
}

// Built from: calls mass_matrix, task_jacobian, centrifugal_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
// 1126 multiplications, 1024 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.


int task_centrifugal_coefficients(const Params& p, const double* q, double* Cx) {
  double M[kNv * kNv];
  double J[kTask * kNv];
  double K[36];
  double H[36];
  mass_matrix(p, q, M);
  task_jacobian(p, q, J);
  centrifugal_coefficients(p, q, K);
  H[0] = 0.0;
  H[1] = 0.0;
  H[2] = 0.0;
  H[3] = 0.0;
  H[4] = 0.0;
  H[5] = 0.0;
  H[6] = 0.0;
  H[7] = 0.0;
  H[8] = 0.0;
  H[9] = 0.0;
  H[10] = 0.0;
  H[11] = 0.0;
  H[12] = 0.0;
  H[13] = 0.0;
  H[14] = 0.0;
  H[15] = 0.0;
  H[16] = 0.0;
  H[17] = 0.0;
  H[18] = 0.0;
  H[19] = 0.0;
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
  return task_space_solve(M, J, K, H, 6, true, Cx);
}

// The exponential of the twist (u, w) = qd dt in the base frame (Murray, Li
// and Sastry, eqs. 2.14, 2.36): the base turns by exp([w]x) and its origin
// moves by R (u + a w x u + b w x (w x u)), a = (1 - cos t) / t^2 = 2 s^2 and
// b = (t - sin t) / t^3, s = sin(t/2) / t, t = |w|; series for small t,
// where the quotients cancel.
void integrate(const double* q, const double* qd, double dt, double* q_next) {
  typedef double S;
  const S u[3] = {qd[0] * dt, qd[1] * dt, qd[2] * dt};
  const S w[3] = {qd[3] * dt, qd[4] * dt, qd[5] * dt};
  const S t2 = w[0] * w[0] + w[1] * w[1] + w[2] * w[2];
  const S t = std::sqrt(t2);
  S s, b;
  if (t < S(1e-2)) {
    s = S(0.5) - t2 / S(48) + t2 * t2 / S(3840);
    b = S(1) / S(6) - t2 / S(120) + t2 * t2 / S(5040);
  } else {
    s = std::sin(t / S(2)) / t;
    b = (t - std::sin(t)) / (t2 * t);
  }
  const S a = S(2) * s * s;
  const S wu[3] = {w[1] * u[2] - w[2] * u[1], w[2] * u[0] - w[0] * u[2], w[0] * u[1] - w[1] * u[0]};
  const S wwu[3] = {w[1] * wu[2] - w[2] * wu[1], w[2] * wu[0] - w[0] * wu[2],
                    w[0] * wu[1] - w[1] * wu[0]};
  S d[3];
  for (int k = 0; k < 3; ++k) d[k] = u[k] + a * wu[k] + b * wwu[k];
  const S x = q[3], y = q[4], z = q[5], r = q[6];
  const S R[9] = {S(1) - S(2) * (y * y + z * z), S(2) * (x * y - z * r), S(2) * (x * z + y * r),
                  S(2) * (x * y + z * r), S(1) - S(2) * (x * x + z * z), S(2) * (y * z - x * r),
                  S(2) * (x * z - y * r), S(2) * (y * z + x * r), S(1) - S(2) * (x * x + y * y)};
  for (int k = 0; k < 3; ++k)
    q_next[k] = q[k] + R[3 * k] * d[0] + R[3 * k + 1] * d[1] + R[3 * k + 2] * d[2];
  // (x y z r) (s w, cos(t/2)): the quaternion product, then its norm 1.
  const S c = std::cos(t / S(2)), e[3] = {s * w[0], s * w[1], s * w[2]};
  const S next[4] = {r * e[0] + x * c + y * e[2] - z * e[1], r * e[1] - x * e[2] + y * c + z * e[0],
                     r * e[2] + x * e[1] - y * e[0] + z * c,
                     r * c - x * e[0] - y * e[1] - z * e[2]};
  const S norm = std::sqrt(next[0] * next[0] + next[1] * next[1] + next[2] * next[2] +
                           next[3] * next[3]);
  for (int k = 0; k < 4; ++k) q_next[3 + k] = next[k] / norm;
  for (int i = 0; i < kDof; ++i) q_next[7 + i] = q[7 + i] + qd[6 + i] * dt;
}

}  // namespace quadrotor_floating
