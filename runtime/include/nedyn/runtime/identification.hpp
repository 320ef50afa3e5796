#pragma once

// Identification of the base parameters from measured motion (Gautier &
// Khalil; Swevers, Ganseman, Tukel, De Schutter, Van Brussel, IEEE T-RA
// 1997): stack the base regressor at every sample, W beta = T, and solve by
// least squares, ordinary or weighted by each joint's residual variance;
// and periodic Fourier-series excitation trajectories whose W is well
// conditioned. Eigen's SVD throughout. docs/identification.md. With a
// coupling (joint_coupling.hpp, --mimic couple) the samples' q, qd, qdd and
// tau are the model's coordinates y, and the regressor is G^T Y at q(y),
// G yd, G ydd.

#include <string>
#include <vector>

#include <Eigen/Core>

#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/regressor.hpp"

namespace nedyn {

struct JointCoupling;  // joint_coupling.hpp

/// One measured sample: positions, velocities, accelerations and joint torques.
struct Observation {
  Eigen::VectorXd q, qd, qdd, tau;
};

struct IdentificationResult {
  Eigen::VectorXd estimate;            ///< beta, p
  Eigen::VectorXd standard_deviation;  ///< of each estimate, p
  double condition_number = 0;         ///< of W (of the weighted W with weighting)
  Eigen::VectorXd residual_rms;        ///< per joint, n, of the unweighted residual
  Eigen::VectorXd joint_weights;       ///< 1 / sigma_i per joint (ones without weighting)
  int equations = 0;                   ///< rows of W: samples x n
};

/// The stacked observation matrix W (samples n x p) and torques T; throws
/// std::invalid_argument if an entry overflows.
void observation_matrix(const NumericModel& model, const BaseParameterMap& map,
                        const std::vector<Observation>& samples, Eigen::MatrixXd& W,
                        Eigen::VectorXd& T, const JointCoupling* coupling = nullptr);

/// Base parameters W does not identify (by index): those with a component
/// above 1e-6 in a right singular vector whose singular value is at most
/// 1e-10 of the largest. Empty when W has full column rank.
std::vector<int> unidentifiable_parameters(const Eigen::MatrixXd& W);

/// Least squares on the base parameters. Throws std::invalid_argument if
/// there are fewer equations than parameters or some parameters are not
/// identified (unidentifiable_parameters()). With `weighted`, each joint's
/// rows are divided by the standard deviation of its residual from the
/// ordinary solution, sigma_i^2 = |r_i|^2 / (N - p / n), and solved again.
IdentificationResult identify(const NumericModel& model, const BaseParameterMap& map,
                              const std::vector<Observation>& samples, bool weighted,
                              const JointCoupling* coupling = nullptr);

/// A periodic excitation trajectory (Swevers et al. 1997, eq. 14):
/// q_i(t) = q0_i + sum_l a_il / (w l) sin(w l t) - b_il / (w l) cos(w l t),
/// w = 2 pi / period, harmonics l = 1..L, so that q, qd and qdd are periodic.
struct FourierTrajectory {
  double period = 10;
  Eigen::VectorXd q0;    ///< n
  Eigen::MatrixXd a, b;  ///< n x L

  int harmonics() const { return static_cast<int>(a.cols()); }
  Observation at(double t) const;  ///< q, qd, qdd (tau left empty)
};

struct ExcitationOptions {
  double period = 10;      ///< s
  int harmonics = 5;       ///< L
  int samples = 200;       ///< points per period at which W is conditioned
  double amplitude = 1.0;  ///< largest |q - q0| of a revolute joint, rad (0.2 m prismatic)
  int candidates = 60;     ///< random starts
  int refinements = 300;   ///< random perturbations of the best, kept if they lower cond(W)
  unsigned seed = 20261125;
};

/// The trajectory whose W at options.samples points of one period has the
/// smallest condition number found by a seeded random search (random starts,
/// then perturbations), each candidate scaled to options.amplitude. With a
/// coupling, of y: each coordinate within its own joint's limits.
FourierTrajectory optimal_excitation(const NumericModel& model, const BaseParameterMap& map,
                                     const ExcitationOptions& options, double* condition = nullptr,
                                     double* first_condition = nullptr,
                                     const JointCoupling* coupling = nullptr);

/// cond(W) of the trajectory sampled at `samples` points of one period.
double excitation_condition(const NumericModel& model, const BaseParameterMap& map,
                            const FourierTrajectory& trajectory, int samples,
                            const JointCoupling* coupling = nullptr);

}  // namespace nedyn
