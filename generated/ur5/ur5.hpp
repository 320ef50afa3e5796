// ur5: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
// Each function's "Built from" line names its route.
// Do not edit; regenerate with the command below instead.
// Model:   ur5.yaml (SHA-256 c8871dff9a51be5d44b1ffe2560fd98496e6087cca4af3115689410228f108b3)
// Command: nedyn generate ur5.yaml
#pragma once

#include <cmath>

namespace ur5 {

/// Degrees of freedom. Arrays are row-major: q, qd, qdd, tau have kDof
/// entries, M, C and Cc kDof * kDof, B kDof * kDof * (kDof - 1) / 2, J and
/// the link wrenches fext 6 * kDof (6 * (kDof + 1) on a floating base, its
/// body first); the wrench w and the acceleration a have 6.
/// NAME_batch(count, ...) evaluates NAME at `count` states, one after another
/// in each array: state k's q at q + k * kDof, its M at M + k * kDof * kDof
/// (each array's size times k). Each state gets NAME's result, bit for bit,
/// at about a third of the time on AVX2 (docs/codegen.md). The batches are
/// defined in ur5_batch.cpp: a build that calls none leaves it out.
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
///   beta[0] = -16128567/50000000*M4-16128567/50000000*M5-16128567/50000000*M6+2183/10000*MY4-289/1600*M2-5351761/16000000*M3+Ia1+YY1+YY2+YY3+ZZ4
///   beta[1] = Fv1
///   beta[2] = Fc1
///   beta[3] = 289/1600*M2+289/1600*M3+289/1600*M4+289/1600*M5+289/1600*M6+XX2-YY2
///   beta[4] = XY2
///   beta[5] = 17/40*MY4+17/40*MZ2+17/40*MZ3+37111/800000*M4+37111/800000*M5+37111/800000*M6+XZ2
///   beta[6] = YZ2
///   beta[7] = -289/1600*M2-289/1600*M3-289/1600*M4-289/1600*M5-289/1600*M6+Ia2+ZZ2
///   beta[8] = -17/40*M2-17/40*M3-17/40*M4-17/40*M5-17/40*M6+MX2
///   beta[9] = MY2
///   beta[10] = Fv2
///   beta[11] = Fc2
///   beta[12] = 2461761/16000000*M3+2461761/16000000*M4+2461761/16000000*M5+2461761/16000000*M6+XX3-YY3
///   beta[13] = XY3
///   beta[14] = 1569/4000*MY4+1569/4000*MZ3+3425127/80000000*M4+3425127/80000000*M5+3425127/80000000*M6+XZ3
///   beta[15] = YZ3
///   beta[16] = -2461761/16000000*M3-2461761/16000000*M4-2461761/16000000*M5-2461761/16000000*M6+ZZ3
///   beta[17] = -1569/4000*M3-1569/4000*M4-1569/4000*M5-1569/4000*M6+MX3
///   beta[18] = MY3
///   beta[19] = Ia3
///   beta[20] = Fv3
///   beta[21] = Fc3
///   beta[22] = -1893/10000*MY5+3583449/400000000*M5+3583449/400000000*M6+XX4-ZZ4+ZZ5
///   beta[23] = XY4
///   beta[24] = XZ4
///   beta[25] = -1893/10000*MY5+3583449/400000000*M5+3583449/400000000*M6+YY4+ZZ5
///   beta[26] = YZ4
///   beta[27] = MX4
///   beta[28] = 1893/20000*M5+1893/20000*M6-MY5+MZ4
///   beta[29] = Ia4
///   beta[30] = Fv4
///   beta[31] = Fc4
///   beta[32] = 677329/100000000*M6+823/5000*MZ6+XX5+YY6-ZZ5
///   beta[33] = XY5
///   beta[34] = XZ5
///   beta[35] = 677329/100000000*M6+823/5000*MZ6+YY5+YY6
///   beta[36] = YZ5
///   beta[37] = MX5
///   beta[38] = 823/10000*M6+MZ5+MZ6
///   beta[39] = Ia5
///   beta[40] = Fv5
///   beta[41] = Fc5
///   beta[42] = XX6-YY6
///   beta[43] = XY6
///   beta[44] = XZ6
///   beta[45] = YZ6
///   beta[46] = ZZ6
///   beta[47] = MX6
///   beta[48] = MY6
///   beta[49] = Ia6
///   beta[50] = Fv6
///   beta[51] = Fc6
constexpr int kBaseParameters = 52;

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

/// tau = M(q) qdd + V(q, qd) + G(q) + friction(qd), rotor inertia included (free motion).
void inverse_dynamics(const double* q, const double* qd, const double* qdd, double* tau);
/// inverse_dynamics at `count` states: the states in vector lanes, each with inverse_dynamics's bits.
void inverse_dynamics_batch(int count, const double* q, const double* qd, const double* qdd, double* tau);

/// M(q), kDof x kDof, rotor inertia on the diagonal.
void mass_matrix(const double* q, double* M);
/// mass_matrix at `count` states: the states in vector lanes, each with mass_matrix's bits.
void mass_matrix_batch(int count, const double* q, double* M);

/// V(q, qd) = B(q) [qd qd] + C(q) [qd^2].
void coriolis_centrifugal(const double* q, const double* qd, double* V);
/// coriolis_centrifugal at `count` states: the states in vector lanes, each with coriolis_centrifugal's bits.
void coriolis_centrifugal_batch(int count, const double* q, const double* qd, double* V);

/// G(q) for the model's gravity vector.
void gravity(const double* q, double* G);
/// gravity at `count` states: the states in vector lanes, each with gravity's bits.
void gravity_batch(int count, const double* q, double* G);

/// B(q), kDof x kDof(kDof-1)/2: coefficients of qd_j qd_k, pairs j < k in lexicographic order (kNv x kNv(kNv-1)/2 over the entries of qd for a floating base).
void coriolis_coefficients(const double* q, double* B);
/// coriolis_coefficients at `count` states: the states in vector lanes, each with coriolis_coefficients's bits.
void coriolis_coefficients_batch(int count, const double* q, double* B);

/// C(q), kDof x kDof: coefficients of qd_j^2 (kNv x kNv for a floating base).
void centrifugal_coefficients(const double* q, double* C);
/// centrifugal_coefficients at `count` states: the states in vector lanes, each with centrifugal_coefficients's bits.
void centrifugal_coefficients_batch(int count, const double* q, double* C);

/// F(qd) = b_i qd_i + c_i sign(qd_i).
void friction(const double* qd, double* F);
/// friction at `count` states: the states in vector lanes, each with friction's bits.
void friction_batch(int count, const double* qd, double* F);

/// qdd = M(q)^-1 (tau - V(q, qd) - G(q) - friction(qd)), M = L^T D L in the tree's sparsity, one division per joint; M must be positive definite (physical inertias).
void forward_dynamics(const double* q, const double* qd, const double* tau, double* qdd);
/// forward_dynamics at `count` states: the states in vector lanes, each with forward_dynamics's bits.
void forward_dynamics_batch(int count, const double* q, const double* qd, const double* tau, double* qdd);

/// Cc(q, qd), kDof x kDof (Christoffel): V = Cc qd and dM/dt - 2 Cc is skew-symmetric. Not C(q). For a floating base kNv x kNv, the Christoffel symbols of the joints plus the base's momentum term of Hamel's equations (docs/kinematics.md).
void coriolis_matrix(const double* q, const double* qd, double* Cc);
/// coriolis_matrix at `count` states: the states in vector lanes, each with coriolis_matrix's bits.
void coriolis_matrix_batch(int count, const double* q, const double* qd, double* Cc);

/// T(q), 4 x 4: the tool frame's pose in the base frame, in the world for a floating base (Craig's 0T_tool: rotation in rows 0-2 of columns 0-2, origin in column 3, last row 0 0 0 1).
void tool_pose(const double* q, double* T);
/// tool_pose at `count` states: the states in vector lanes, each with tool_pose's bits.
void tool_pose_batch(int count, const double* q, double* T);

/// J(q), 6 x kDof: geometric Jacobian of the tool frame's origin (the last link's frame unless the model has a tool) in the base frame, linear rows first, angular rows last; for a floating base 6 x kNv in the world's axes (Pinocchio's LOCAL_WORLD_ALIGNED).
void jacobian(const double* q, double* J);
/// jacobian at `count` states: the states in vector lanes, each with jacobian's bits.
void jacobian_batch(int count, const double* q, double* J);

/// a = dJ/dt(q, qd) qd, 6 entries: the tool frame's spatial acceleration when qdd = 0 (base frame, linear first; the world's axes for a floating base).
void jacobian_dot_qd(const double* q, const double* qd, double* a);
/// jacobian_dot_qd at `count` states: the states in vector lanes, each with jacobian_dot_qd's bits.
void jacobian_dot_qd_batch(int count, const double* q, const double* qd, double* a);

/// T(q), 4 x 4: the pose of frame `frame` (an index of kFrameNames) in the world, the base frame for a fixed base (rotation in rows 0-2 of columns 0-2, origin in column 3, last row 0 0 0 1). NaN for an index out of range.
void frame_pose(const double* q, int frame, double* T);


/// J(q), 6 x kNv: geometric Jacobian of frame `frame`'s origin, linear rows first, angular rows last, in the world's axes (Pinocchio's LOCAL_WORLD_ALIGNED). NaN for an index out of range.
void frame_jacobian(const double* q, int frame, double* J);


/// a = dJ/dt(q, qd) qd, 6: frame `frame`'s classical acceleration when the acceleration is zero, without gravity (its origin's, then angular, world axes, as frame_jacobian). NaN for an index out of range.
void frame_jacobian_dot_v(const double* q, const double* qd, int frame, double* a);


/// c(q), 3: the centre of mass of all links in the base frame, in the world for a floating base (its body included); 0 for a model without mass.
void center_of_mass(const double* q, double* c);
/// center_of_mass at `count` states: the states in vector lanes, each with center_of_mass's bits.
void center_of_mass_batch(int count, const double* q, double* c);

/// Ag(q), 6 x kDof: h = Ag qd, the linear momentum, then the angular momentum about the centre of mass, in the base frame's axes, the world's for a floating base (Orin, Goswami and Lee's centroidal momentum matrix; Pinocchio's ccrba).
void centroidal_momentum_matrix(const double* q, double* Ag);
/// centroidal_momentum_matrix at `count` states: the states in vector lanes, each with centroidal_momentum_matrix's bits.
void centroidal_momentum_matrix_batch(int count, const double* q, double* Ag);

/// h_dot = dAg/dt(q, qd) qd, 6: the rate of the centroidal momentum h = Ag qd when qdd = 0 and without gravity, rows and axes as Ag's (Pinocchio's dccrba times v).
void centroidal_momentum_matrix_dot_v(const double* q, const double* qd, double* h_dot);
/// centroidal_momentum_matrix_dot_v at `count` states: the states in vector lanes, each with centroidal_momentum_matrix_dot_v's bits.
void centroidal_momentum_matrix_dot_v_batch(int count, const double* q, const double* qd, double* h_dot);

/// tau with the tip wrench w = (f, n) that the last link exerts at the tool frame's origin, in the tool frame: inverse_dynamics + J^T (R_0t f, R_0t n); J and R_0t in the world's axes for a floating base.
void inverse_dynamics_wrench(const double* q, const double* qd, const double* qdd, const double* w, double* tau);
/// inverse_dynamics_wrench at `count` states: the states in vector lanes, each with inverse_dynamics_wrench's bits.
void inverse_dynamics_wrench_batch(int count, const double* q, const double* qd, const double* qdd, const double* w, double* tau);

/// tau with wrenches the environment applies to the links: fext is kDof x 6, row i = (f, n) on link i, moment about its frame's origin, both in its frame: inverse_dynamics - sum_i J_i^T (R_0i f_i, R_0i n_i). For a floating base (kDof + 1) x 6, row 0 on the base's body (base frame), row i on link i.
void inverse_dynamics_external(const double* q, const double* qd, const double* qdd, const double* fext, double* tau);
/// inverse_dynamics_external at `count` states: the states in vector lanes, each with inverse_dynamics_external's bits.
void inverse_dynamics_external_batch(int count, const double* q, const double* qd, const double* qdd, const double* fext, double* tau);

/// dtau_dq[i * kDof + j] = d tau_i / d q_j and dtau_dqd[i * kDof + j] = d tau_i / d qd_j of inverse_dynamics (friction and rotor inertia included; Coulomb friction contributes 0 away from qd = 0). d tau / d qdd is M(q): mass_matrix. For a floating base kNv x kNv, column j of dtau_dq the derivative along integrate(q, t e_j) at t = 0 (Pinocchio's computeRNEADerivatives).
void inverse_dynamics_derivatives(const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd);
/// inverse_dynamics_derivatives at `count` states: the states in vector lanes, each with inverse_dynamics_derivatives's bits.
void inverse_dynamics_derivatives_batch(int count, const double* q, const double* qd, const double* qdd, double* dtau_dq, double* dtau_dqd);

/// qdd = forward_dynamics(q, qd, tau) and its derivatives, kDof x kDof each: dqdd_dq = -M^-1 dtau/dq and dqdd_dqd = -M^-1 dtau/dqd at that qdd, dqdd_dtau = M^-1; one factorisation M = L^T D L for all, as forward_dynamics. For a floating base kNv x kNv, q's columns along its tangent space (inverse_dynamics_derivatives).
void forward_dynamics_derivatives(const double* q, const double* qd, const double* tau, double* qdd, double* dqdd_dq, double* dqdd_dqd, double* dqdd_dtau);
/// forward_dynamics_derivatives at `count` states: the states in vector lanes, each with forward_dynamics_derivatives's bits.
void forward_dynamics_derivatives_batch(int count, const double* q, const double* qd, const double* tau, double* qdd, double* dqdd_dq, double* dqdd_dqd, double* dqdd_dtau);

/// M(q), V(q, qd) and G(q) in one call: what mass_matrix, coriolis_centrifugal and gravity return, from one set of sines and cosines and shared subexpressions (a computed-torque controller's cycle).
void dynamics_terms(const double* q, const double* qd, double* M, double* V, double* G);
/// dynamics_terms at `count` states: the states in vector lanes, each with dynamics_terms's bits.
void dynamics_terms_batch(int count, const double* q, const double* qd, double* M, double* V, double* G);

/// dynamics_terms and J(q), a = dJ/dt(q, qd) qd in one call: what mass_matrix, coriolis_centrifugal, gravity, jacobian and jacobian_dot_qd return.
void dynamics_terms_with_jacobian(const double* q, const double* qd, double* M, double* V, double* G, double* J, double* a);
/// dynamics_terms_with_jacobian at `count` states: the states in vector lanes, each with dynamics_terms_with_jacobian's bits.
void dynamics_terms_with_jacobian_batch(int count, const double* q, const double* qd, double* M, double* V, double* G, double* J, double* a);

/// Y(q, qd, qdd), kNv x kStandardParameters: tau = Y pi, pi the standard parameters (per link XX XY XZ YY YZ ZZ MX MY MZ M about the origin of the frame its model file gives the link's inertia in, then Ia Fv Fc; a floating base's body first, its ten about the base frame's origin; docs/identification.md).
void regressor(const double* q, const double* qd, const double* qdd, double* Y);
/// regressor at `count` states: the states in vector lanes, each with regressor's bits.
void regressor_batch(int count, const double* q, const double* qd, const double* qdd, double* Y);

/// Yb(q, qd, qdd), kNv x kBaseParameters: tau = Yb beta, the columns of Y that the base parameters beta keep.
void base_regressor(const double* q, const double* qd, const double* qdd, double* Yb);
/// base_regressor at `count` states: the states in vector lanes, each with base_regressor's bits.
void base_regressor_batch(int count, const double* q, const double* qd, const double* qdd, double* Yb);

/// beta, kBaseParameters: the model's base parameters, the combinations of its standard parameters listed above.
void base_parameters(double* beta);


/// Jx(q), kTask x kDof: the task's rows of the tool frame's Jacobian (kTaskRows; kTask x kNv of the world-aligned Jacobian for a floating base).
void task_jacobian(const double* q, double* Jx);
/// task_jacobian at `count` states: the states in vector lanes, each with task_jacobian's bits.
void task_jacobian_batch(int count, const double* q, double* Jx);

/// Mx(q) = (Jx M^-1 Jx^T)^-1, kTask x kTask (= Jx^-T M Jx^-1 for a square Jx). Returns the task status: 0; 1 singular task; 2 M not positive definite (results 0 then).
int task_mass_matrix(const double* q, double* Mx);
/// task_mass_matrix at `count` states: one call per state; status[k] is state k's status.
void task_mass_matrix_batch(int count, const double* q, double* Mx, int* status);

/// Vx(q, qd) = Jbar^T V - Mx Jdot qd, kTask, with Jbar = M^-1 Jx^T Mx (= Jx^-T (V - M Jx^-1 Jdot qd) for a square Jx). Returns the task status.
int task_velocity_terms(const double* q, const double* qd, double* Vx);
/// task_velocity_terms at `count` states: one call per state; status[k] is state k's status.
void task_velocity_terms_batch(int count, const double* q, const double* qd, double* Vx, int* status);

/// Gx(q) = Jbar^T G, kTask. Returns the task status.
int task_gravity(const double* q, double* Gx);
/// task_gravity at `count` states: one call per state; status[k] is state k's status.
void task_gravity_batch(int count, const double* q, double* Gx, int* status);

/// Mx, Vx and Gx at (q, qd) from one factorisation: what task_mass_matrix, task_velocity_terms and task_gravity return, for about the cost of one (an operational-space controller's call). Returns the task status.
int task_dynamics(const double* q, const double* qd, double* Mx, double* Vx, double* Gx);
/// task_dynamics at `count` states: one call per state; status[k] is state k's status.
void task_dynamics_batch(int count, const double* q, const double* qd, double* Mx, double* Vx, double* Gx, int* status);

/// Bx(q), kDof x kDof(kDof-1)/2: Jx^T Vx = Bx [qd qd] + Cx [qd^2], pairs j < k in lexicographic order (B's shape). Returns the task status.
int task_coriolis_coefficients(const double* q, double* Bx);
/// task_coriolis_coefficients at `count` states: one call per state; status[k] is state k's status.
void task_coriolis_coefficients_batch(int count, const double* q, double* Bx, int* status);

/// Cx(q), kDof x kDof: coefficients of qd_j^2 in Jx^T Vx (C's shape). Returns the task status.
int task_centrifugal_coefficients(const double* q, double* Cx);
/// task_centrifugal_coefficients at `count` states: one call per state; status[k] is state k's status.
void task_centrifugal_coefficients_batch(int count, const double* q, double* Cx, int* status);

}  // namespace ur5
