#pragma once

// Task-space (operational-space) dynamics of the tool frame (Khatib 1987;
// Craig's Cartesian state-space equation, seed 003, docs/design.md §6):
//   F = Mx(q) xdd + Vx(q, qd) + Gx(q),   xdd = J qdd + Jdot qd,
// for the task's m coordinates of the tool frame's motion in the base frame
// (rows of the 6 x n Jacobian: linear x y z first, angular last). For any
// m <= n with J of full row rank,
//   Mx = (J M^-1 J^T)^-1,  Jbar = M^-1 J^T Mx (dynamically consistent inverse),
//   Vx = Jbar^T V - Mx Jdot qd,  Gx = Jbar^T G;
// for a square J, Jbar = J^-1 and these are the seed's J^-T M J^-1,
// J^-T (V - M J^-1 Jdot qd) and J^-T G. Mapped back, J^T Vx is quadratic in
// qd: J^T Vx = Bx(q) [qd qd] + Cx(q) [qd^2] (the seed's Cartesian
// configuration-space equation tau = J^T Mx xdd + Bx [qd qd] + Cx [qd^2] + G).

#include <stdexcept>
#include <vector>

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {

struct JointCoupling;  // joint_coupling.hpp

/// 6 x n geometric Jacobian of the tool frame's origin, base frame: column i
/// is (z x (o_tool - o), z) for a revolute joint with axis z through o, (z, 0)
/// for a prismatic one. J must be 6 x n.
void jacobian(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
              Eigen::MatrixXd& J);

/// Jdot(q, qd) qd: the tool frame's spatial acceleration (base frame) when
/// qdd = 0 and there is no gravity, from the recursion's outward pass.
Eigen::Matrix<double, 6, 1> jacobian_dot_qd(const NumericModel& model, Workspace& ws,
                                            const Eigen::VectorXd& q, const Eigen::VectorXd& qd);

/// The task's rows (model.task) of the Jacobian: m x n.
Eigen::MatrixXd task_jacobian(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q);

/// How far a task is from singular at q, from A = J M^-1 J^T: the smallest
/// over k of d_k / A_kk, where d_k is the k-th pivot of A's Cholesky
/// factorisation, det A_{1..k} / det A_{1..k-1}. It is the squared sine of the angle
/// between row k of J and the rows before it in M^-1's metric: 1 for
/// orthogonal rows, 0 where the rows are dependent. Scale-free, so metres
/// and radians mix. The emitted task_* functions use the same measure.
double task_singularity(const Eigen::MatrixXd& A);

/// Measures below which the emitted task_* functions report a singular task
/// (status 1): double and float.
constexpr double kTaskSingularity = 1e-10;
constexpr double kTaskSingularityFloat = 1e-5;

/// Thrown at a singular task: J has lost row rank in M^-1's metric.
class SingularConfiguration : public std::domain_error {
 public:
  SingularConfiguration(double measure, double limit);
  double measure;  ///< task_singularity() at the configuration
};

struct TaskSpace {
  Eigen::MatrixXd J;       ///< m x n: the task's rows of the Jacobian
  Eigen::MatrixXd Lambda;  ///< m x m: Mx = (J M^-1 J^T)^-1
  Eigen::MatrixXd Jbar;    ///< n x m: M^-1 J^T Mx
  Eigen::VectorXd mu;      ///< m: Vx = Jbar^T V - Mx Jdot qd
  Eigen::VectorXd p;       ///< m: Gx = Jbar^T G
  double singularity = 0;  ///< task_singularity() at q
};

/// Mx, Vx, Gx of the model's task (model.task; std::invalid_argument if it
/// has none) at (q, qd), from the runtime's M (with rotor inertia), V and G
/// (without friction). Throws SingularConfiguration where
/// task_singularity() <= `min_singularity`. With a coupling
/// (joint_coupling.hpp), q and qd are the model's coordinates y and J, Jbar
/// are J G and its own: M_y = G^T M G, V and G folded by G^T.
TaskSpace task_space(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                     const Eigen::VectorXd& qd, double min_singularity = kTaskSingularity,
                     const JointCoupling* coupling = nullptr);

/// Bx (n x n(n-1)/2, pairs j < k in lexicographic order) and Cx (n x n):
/// J^T Vx = Bx [qd qd] + Cx [qd^2], by probes of Vx (qd = e_j for Cx's
/// column j, e_j + e_k minus those for Bx's column (j, k)) with task_space's
/// J, Mx and Jbar computed once.
void task_velocity_coefficients(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                                Eigen::MatrixXd& Bx, Eigen::MatrixXd& Cx,
                                double min_singularity = kTaskSingularity,
                                const JointCoupling* coupling = nullptr);

}  // namespace nedyn
