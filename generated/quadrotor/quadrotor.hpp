// quadrotor: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
// Each function's "Built from" line names its route.
// Do not edit; regenerate with the command below instead.
// Model:   quadrotor.yaml (SHA-256 0f769ff0db0432896d0a510a2e201ee780be95839dd606aa7c79afb95abdc691)
// Command: nedyn generate quadrotor.yaml
#pragma once

#include <cmath>

namespace quadrotor {

/// Degrees of freedom. Arrays are row-major: q, qd, qdd, tau have kDof
/// entries, M, C and Cc kDof * kDof, B kDof * kDof * (kDof - 1) / 2, J and
/// the link wrenches fext 6 * kDof (6 * (kDof + 1) on a floating base, its
/// body first); the wrench w and the acceleration a have 6.
/// NAME_batch(count, ...) evaluates NAME at `count` states, one after another
/// in each array: state k's q at q + k * kDof, its M at M + k * kDof * kDof
/// (each array's size times k). Each state gets NAME's result, bit for bit,
/// at about a third of the time on AVX2 (docs/codegen.md). The batches are
/// defined in quadrotor_batch.cpp: a build that calls none leaves it out.
constexpr int kDof = 6;

/// Entries of q, and of qd, qdd and tau.
constexpr int kNq = 6;
constexpr int kNv = 6;
/// The joints' names as the model file gives them, in coordinate order.
constexpr const char* kJointNames[kDof] = { "joint1", "joint2", "joint3", "joint4", "joint5", "joint6" };
/// The model file's joint limits in coordinate order: position (rad, or m
/// for a prismatic joint), velocity (rad/s or m/s), effort (N m or N);
/// kNoLimit (NaN) where the file gives none.
constexpr double kNoLimit = static_cast<double>(NAN);
constexpr double kPositionLower[kDof] = { kNoLimit, kNoLimit, kNoLimit, kNoLimit, kNoLimit, kNoLimit };
constexpr double kPositionUpper[kDof] = { kNoLimit, kNoLimit, kNoLimit, kNoLimit, kNoLimit, kNoLimit };
constexpr double kVelocityLimit[kDof] = { kNoLimit, kNoLimit, kNoLimit, kNoLimit, kNoLimit, kNoLimit };
constexpr double kEffortLimit[kDof] = { kNoLimit, kNoLimit, kNoLimit, kNoLimit, kNoLimit, kNoLimit };
/// The frames of frame_pose, frame_jacobian and frame_jacobian_dot_v, by
/// index (`nedyn generate --frames`; the leaves and the tool by default).
constexpr int kFrames = 1;
constexpr const char* kFrameNames[kFrames] = { "tool" };

/// The standard parameters pi (docs/identification.md): link i's are entries
/// 13 (i-1) to 13 (i-1) + 12, XX XY XZ YY YZ ZZ MX MY MZ M about the origin
/// of the frame the model file gives link i's inertia in, in its axes, then
/// its joint's Ia Fv Fc. tau = regressor(...) pi.
constexpr int kStandardParameters = 13 * kDof;
/// The base parameters beta, the fewest combinations of pi that tau depends
/// on: tau = base_regressor(...) beta, where
///   beta[0] = Ia1-Ia2+M1
///   beta[1] = Fv1
///   beta[2] = Fc1
///   beta[3] = Ia2+M2
///   beta[4] = Fv2
///   beta[5] = Fc2
///   beta[6] = M3+M4+M5+M6
///   beta[7] = Ia3
///   beta[8] = Fv3
///   beta[9] = Fc3
///   beta[10] = Ia4+YY4+ZZ5
///   beta[11] = MX4
///   beta[12] = -MY5+MZ4
///   beta[13] = Fv4
///   beta[14] = Fc4
///   beta[15] = XX5+YY6-ZZ5
///   beta[16] = XY5
///   beta[17] = XZ5
///   beta[18] = Ia5+YY5+YY6
///   beta[19] = YZ5
///   beta[20] = MX5
///   beta[21] = MZ5+MZ6
///   beta[22] = Fv5
///   beta[23] = Fc5
///   beta[24] = XX6-YY6
///   beta[25] = XY6
///   beta[26] = XZ6
///   beta[27] = YZ6
///   beta[28] = ZZ6
///   beta[29] = MX6
///   beta[30] = MY6
///   beta[31] = Ia6
///   beta[32] = Fv6
///   beta[33] = Fc6
constexpr int kBaseParameters = 34;

/// The task: kTask coordinates of the tool frame's motion in the base frame,
/// the rows kTaskRows (x, y, z, wx, wy, wz) of the 6 x kDof Jacobian (0-2 linear
/// x y z, 3-5 angular). Jx is kTask x kDof, Mx kTask x kTask, Vx and Gx
/// kTask; Bx and Cx have B's and C's shapes.
constexpr int kTask = 6;
constexpr int kTaskRows[kTask] = {0, 1, 2, 3, 4, 5};
/// The task_* functions return 1 (results 0) where a pivot d_k of the LDL^T
/// factorisation of A = Jx M^-1 Jx^T is at most kTaskSingularity A_kk: d_k / A_kk is
/// the squared sine of the angle between row k of Jx and the rows before it
/// in M^-1's metric (0 at a singularity). 2 if M is not positive definite.
constexpr double kTaskSingularity = 1e-10;

/// The model's free symbols (SI units), in the order of their names.
struct Params {
  double Ixx;
  double Iyy;
  double Izz;
  double g;
  double m;
};

/// tau = M(q) qdd + V(q, qd) + G(q) + friction(qd), rotor inertia included (free motion).
void inverse_dynamics(const Params& p, const double* q, const double* qd, const double* qdd, double* tau);
/// inverse_dynamics at `count` states: the states in vector lanes, each with inverse_dynamics's bits.
void inverse_dynamics_batch(int count, const Params& p, const double* q, const double* qd, const double* qdd, double* tau);

/// M(q), kDof x kDof, rotor inertia on the diagonal.
void mass_matrix(const Params& p, const double* q, double* M);
/// mass_matrix at `count` states: the states in vector lanes, each with mass_matrix's bits.
void mass_matrix_batch(int count, const Params& p, const double* q, double* M);

/// V(q, qd) = B(q) [qd qd] + C(q) [qd^2].
void coriolis_centrifugal(const Params& p, const double* q, const double* qd, double* V);
/// coriolis_centrifugal at `count` states: the states in vector lanes, each with coriolis_centrifugal's bits.
void coriolis_centrifugal_batch(int count, const Params& p, const double* q, const double* qd, double* V);

/// G(q) for the model's gravity vector.
void gravity(const Params& p, const double* q, double* G);
/// gravity at `count` states: the states in vector lanes, each with gravity's bits.
void gravity_batch(int count, const Params& p, const double* q, double* G);

/// B(q), kDof x kDof(kDof-1)/2: coefficients of qd_j qd_k, pairs j < k in lexicographic order (kNv x kNv(kNv-1)/2 over the entries of qd for a floating base).
void coriolis_coefficients(const Params& p, const double* q, double* B);
/// coriolis_coefficients at `count` states: the states in vector lanes, each with coriolis_coefficients's bits.
void coriolis_coefficients_batch(int count, const Params& p, const double* q, double* B);

/// C(q), kDof x kDof: coefficients of qd_j^2 (kNv x kNv for a floating base).
void centrifugal_coefficients(const Params& p, const double* q, double* C);
/// centrifugal_coefficients at `count` states: the states in vector lanes, each with centrifugal_coefficients's bits.
void centrifugal_coefficients_batch(int count, const Params& p, const double* q, double* C);

/// F(qd) = b_i qd_i + c_i sign(qd_i).
void friction(const Params& p, const double* qd, double* F);
/// friction at `count` states: the states in vector lanes, each with friction's bits.
void friction_batch(int count, const Params& p, const double* qd, double* F);

/// qdd = M(q)^-1 (tau - V(q, qd) - G(q) - friction(qd)), M = L^T D L in the tree's sparsity, one division per joint; M must be positive definite (physical inertias).
void forward_dynamics(const Params& p, const double* q, const double* qd, const double* tau, double* qdd);
/// forward_dynamics at `count` states: the states in vector lanes, each with forward_dynamics's bits.
void forward_dynamics_batch(int count, const Params& p, const double* q, const double* qd, const double* tau, double* qdd);

/// Cc(q, qd), kDof x kDof (Christoffel): V = Cc qd and dM/dt - 2 Cc is skew-symmetric. Not C(q). For a floating base kNv x kNv, the Christoffel symbols of the joints plus the base's momentum term of Hamel's equations (docs/kinematics.md).
void coriolis_matrix(const Params& p, const double* q, const double* qd, double* Cc);
/// coriolis_matrix at `count` states: the states in vector lanes, each with coriolis_matrix's bits.
void coriolis_matrix_batch(int count, const Params& p, const double* q, const double* qd, double* Cc);

/// T(q), 4 x 4: the tool frame's pose in the base frame, in the world for a floating base (Craig's 0T_tool: rotation in rows 0-2 of columns 0-2, origin in column 3, last row 0 0 0 1).
void tool_pose(const Params& p, const double* q, double* T);
/// tool_pose at `count` states: the states in vector lanes, each with tool_pose's bits.
void tool_pose_batch(int count, const Params& p, const double* q, double* T);

/// J(q), 6 x kDof: geometric Jacobian of the tool frame's origin (the last link's frame unless the model has a tool) in the base frame, linear rows first, angular rows last; for a floating base 6 x kNv in the world's axes (Pinocchio's LOCAL_WORLD_ALIGNED).
void jacobian(const Params& p, const double* q, double* J);
/// jacobian at `count` states: the states in vector lanes, each with jacobian's bits.
void jacobian_batch(int count, const Params& p, const double* q, double* J);

/// a = dJ/dt(q, qd) qd, 6 entries: the tool frame's spatial acceleration when qdd = 0 (base frame, linear first; the world's axes for a floating base).
void jacobian_dot_qd(const Params& p, const double* q, const double* qd, double* a);
/// jacobian_dot_qd at `count` states: the states in vector lanes, each with jacobian_dot_qd's bits.
void jacobian_dot_qd_batch(int count, const Params& p, const double* q, const double* qd, double* a);

/// T(q), 4 x 4: the pose of frame `frame` (an index of kFrameNames) in the world, the base frame for a fixed base (rotation in rows 0-2 of columns 0-2, origin in column 3, last row 0 0 0 1). NaN for an index out of range.
void frame_pose(const Params& p, const double* q, int frame, double* T);


/// J(q), 6 x kNv: geometric Jacobian of frame `frame`'s origin, linear rows first, angular rows last, in the world's axes (Pinocchio's LOCAL_WORLD_ALIGNED). NaN for an index out of range.
void frame_jacobian(const Params& p, const double* q, int frame, double* J);


/// a = dJ/dt(q, qd) qd, 6: frame `frame`'s classical acceleration when the acceleration is zero, without gravity (its origin's, then angular, world axes, as frame_jacobian). NaN for an index out of range.
void frame_jacobian_dot_v(const Params& p, const double* q, const double* qd, int frame, double* a);


/// c(q), 3: the centre of mass of all links in the base frame, in the world for a floating base (its body included); 0 for a model without mass.
void center_of_mass(const Params& p, const double* q, double* c);
/// center_of_mass at `count` states: the states in vector lanes, each with center_of_mass's bits.
void center_of_mass_batch(int count, const Params& p, const double* q, double* c);

/// Ag(q), 6 x kDof: h = Ag qd, the linear momentum, then the angular momentum about the centre of mass, in the base frame's axes, the world's for a floating base (Orin, Goswami and Lee's centroidal momentum matrix; Pinocchio's ccrba).
void centroidal_momentum_matrix(const Params& p, const double* q, double* Ag);
/// centroidal_momentum_matrix at `count` states: the states in vector lanes, each with centroidal_momentum_matrix's bits.
void centroidal_momentum_matrix_batch(int count, const Params& p, const double* q, double* Ag);

/// h_dot = dAg/dt(q, qd) qd, 6: the rate of the centroidal momentum h = Ag qd when qdd = 0 and without gravity, rows and axes as Ag's (Pinocchio's dccrba times v).
void centroidal_momentum_matrix_dot_v(const Params& p, const double* q, const double* qd, double* h_dot);
/// centroidal_momentum_matrix_dot_v at `count` states: the states in vector lanes, each with centroidal_momentum_matrix_dot_v's bits.
void centroidal_momentum_matrix_dot_v_batch(int count, const Params& p, const double* q, const double* qd, double* h_dot);

/// tau with the tip wrench w = (f, n) that the last link exerts at the tool frame's origin, in the tool frame: inverse_dynamics + J^T (R_0t f, R_0t n); J and R_0t in the world's axes for a floating base.
void inverse_dynamics_wrench(const Params& p, const double* q, const double* qd, const double* qdd, const double* w, double* tau);
/// inverse_dynamics_wrench at `count` states: the states in vector lanes, each with inverse_dynamics_wrench's bits.
void inverse_dynamics_wrench_batch(int count, const Params& p, const double* q, const double* qd, const double* qdd, const double* w, double* tau);

/// tau with wrenches the environment applies to the links: fext is kDof x 6, row i = (f, n) on link i, moment about its frame's origin, both in its frame: inverse_dynamics - sum_i J_i^T (R_0i f_i, R_0i n_i). For a floating base (kDof + 1) x 6, row 0 on the base's body (base frame), row i on link i.
void inverse_dynamics_external(const Params& p, const double* q, const double* qd, const double* qdd, const double* fext, double* tau);
/// inverse_dynamics_external at `count` states: the states in vector lanes, each with inverse_dynamics_external's bits.
void inverse_dynamics_external_batch(int count, const Params& p, const double* q, const double* qd, const double* qdd, const double* fext, double* tau);

/// dtau_dq[i * kDof + j] = d tau_i / d q_j and dtau_dqd[i * kDof + j] = d tau_i / d qd_j of inverse_dynamics (friction and rotor inertia included; Coulomb friction contributes 0 away from qd = 0). d tau / d qdd is M(q): mass_matrix. For a floating base kNv x kNv, column j of dtau_dq the derivative along integrate(q, t e_j) at t = 0 (Pinocchio's computeRNEADerivatives).
void inverse_dynamics_derivatives(const Params& p, const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd);
/// inverse_dynamics_derivatives at `count` states: the states in vector lanes, each with inverse_dynamics_derivatives's bits.
void inverse_dynamics_derivatives_batch(int count, const Params& p, const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd);

/// qdd = forward_dynamics(q, qd, tau) and its derivatives, kDof x kDof each: dqdd_dq = -M^-1 dtau/dq and dqdd_dqd = -M^-1 dtau/dqd at that qdd, dqdd_dtau = M^-1; one factorisation M = L^T D L for all, as forward_dynamics. For a floating base kNv x kNv, q's columns along its tangent space (inverse_dynamics_derivatives).
void forward_dynamics_derivatives(const Params& p, const double* q, const double* qd, const double* tau, double* qdd, double* dqdd_dq, double* dqdd_dqd, double* dqdd_dtau);
/// forward_dynamics_derivatives at `count` states: the states in vector lanes, each with forward_dynamics_derivatives's bits.
void forward_dynamics_derivatives_batch(int count, const Params& p, const double* q, const double* qd, const double* tau, double* qdd, double* dqdd_dq, double* dqdd_dqd, double* dqdd_dtau);

/// M(q), V(q, qd) and G(q) in one call: what mass_matrix, coriolis_centrifugal and gravity return, from one set of sines and cosines and shared subexpressions (a computed-torque controller's cycle).
void dynamics_terms(const Params& p, const double* q, const double* qd, double* M, double* V, double* G);
/// dynamics_terms at `count` states: the states in vector lanes, each with dynamics_terms's bits.
void dynamics_terms_batch(int count, const Params& p, const double* q, const double* qd, double* M, double* V, double* G);

/// dynamics_terms and J(q), a = dJ/dt(q, qd) qd in one call: what mass_matrix, coriolis_centrifugal, gravity, jacobian and jacobian_dot_qd return.
void dynamics_terms_with_jacobian(const Params& p, const double* q, const double* qd, double* M, double* V, double* G, double* J, double* a);
/// dynamics_terms_with_jacobian at `count` states: the states in vector lanes, each with dynamics_terms_with_jacobian's bits.
void dynamics_terms_with_jacobian_batch(int count, const Params& p, const double* q, const double* qd, double* M, double* V, double* G, double* J, double* a);

/// Y(q, qd, qdd), kNv x kStandardParameters: tau = Y pi, pi the standard parameters (per link XX XY XZ YY YZ ZZ MX MY MZ M about the origin of the frame its model file gives the link's inertia in, then Ia Fv Fc; a floating base's body first, its ten about the base frame's origin; docs/identification.md).
void regressor(const Params& p, const double* q, const double* qd, const double* qdd, double* Y);
/// regressor at `count` states: the states in vector lanes, each with regressor's bits.
void regressor_batch(int count, const Params& p, const double* q, const double* qd, const double* qdd, double* Y);

/// Yb(q, qd, qdd), kNv x kBaseParameters: tau = Yb beta, the columns of Y that the base parameters beta keep.
void base_regressor(const Params& p, const double* q, const double* qd, const double* qdd, double* Yb);
/// base_regressor at `count` states: the states in vector lanes, each with base_regressor's bits.
void base_regressor_batch(int count, const Params& p, const double* q, const double* qd, const double* qdd, double* Yb);

/// beta, kBaseParameters: the model's base parameters, the combinations of its standard parameters listed above.
void base_parameters(const Params& p, double* beta);


/// Jx(q), kTask x kDof: the task's rows of the tool frame's Jacobian (kTaskRows; kTask x kNv of the world-aligned Jacobian for a floating base).
void task_jacobian(const Params& p, const double* q, double* Jx);
/// task_jacobian at `count` states: the states in vector lanes, each with task_jacobian's bits.
void task_jacobian_batch(int count, const Params& p, const double* q, double* Jx);

/// Mx(q) = (Jx M^-1 Jx^T)^-1, kTask x kTask (= Jx^-T M Jx^-1 for a square Jx). Returns the task status: 0; 1 singular task; 2 M not positive definite (results 0 then).
int task_mass_matrix(const Params& p, const double* q, double* Mx);
/// task_mass_matrix at `count` states: one call per state; status[k] is state k's status.
void task_mass_matrix_batch(int count, const Params& p, const double* q, double* Mx, int* status);

/// Vx(q, qd) = Jbar^T V - Mx Jdot qd, kTask, with Jbar = M^-1 Jx^T Mx (= Jx^-T (V - M Jx^-1 Jdot qd) for a square Jx). Returns the task status.
int task_velocity_terms(const Params& p, const double* q, const double* qd, double* Vx);
/// task_velocity_terms at `count` states: one call per state; status[k] is state k's status.
void task_velocity_terms_batch(int count, const Params& p, const double* q, const double* qd, double* Vx, int* status);

/// Gx(q) = Jbar^T G, kTask. Returns the task status.
int task_gravity(const Params& p, const double* q, double* Gx);
/// task_gravity at `count` states: one call per state; status[k] is state k's status.
void task_gravity_batch(int count, const Params& p, const double* q, double* Gx, int* status);

/// Mx, Vx and Gx at (q, qd) from one factorisation: what task_mass_matrix, task_velocity_terms and task_gravity return, for about the cost of one (an operational-space controller's call). Returns the task status.
int task_dynamics(const Params& p, const double* q, const double* qd, double* Mx, double* Vx, double* Gx);
/// task_dynamics at `count` states: one call per state; status[k] is state k's status.
void task_dynamics_batch(int count, const Params& p, const double* q, const double* qd, double* Mx, double* Vx, double* Gx, int* status);

/// Bx(q), kDof x kDof(kDof-1)/2: Jx^T Vx = Bx [qd qd] + Cx [qd^2], pairs j < k in lexicographic order (B's shape). Returns the task status.
int task_coriolis_coefficients(const Params& p, const double* q, double* Bx);
/// task_coriolis_coefficients at `count` states: one call per state; status[k] is state k's status.
void task_coriolis_coefficients_batch(int count, const Params& p, const double* q, double* Bx, int* status);

/// Cx(q), kDof x kDof: coefficients of qd_j^2 in Jx^T Vx (C's shape). Returns the task status.
int task_centrifugal_coefficients(const Params& p, const double* q, double* Cx);
/// task_centrifugal_coefficients at `count` states: one call per state; status[k] is state k's status.
void task_centrifugal_coefficients_batch(int count, const Params& p, const double* q, double* Cx, int* status);

}  // namespace quadrotor
