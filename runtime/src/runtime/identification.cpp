#include "nedyn/runtime/identification.hpp"

#include <cmath>
#include <random>
#include <stdexcept>

#include <Eigen/SVD>

#include "nedyn/runtime/joint_coupling.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {
namespace {

// Jacobi's SVD after a column-pivoting QR (Eigen's default preconditioner):
// W is tall (samples x joints rows, p columns), so the rotations work on a
// p x p triangle; accurate to small singular values, and it compiles in a
// third of BDCSVD's time (g++ -O2: 10 against 30 s).
using Svd = Eigen::JacobiSVD<Eigen::MatrixXd>;

Svd svd_of(const Eigen::MatrixXd& W, bool vectors) {
  return Svd(W, vectors ? Eigen::ComputeThinU | Eigen::ComputeThinV : 0);
}

double condition_of(const Eigen::VectorXd& sigma) {
  return sigma(sigma.size() - 1) > 0 ? sigma(0) / sigma(sigma.size() - 1)
                                     : std::numeric_limits<double>::infinity();
}

// Ordinary least squares of W beta = T: the estimate, its standard
// deviations (sigma^2 (W^T W)^-1 with sigma^2 = |r|^2 / (rows - p)) and
// cond(W).
void least_squares(const Eigen::MatrixXd& W, const Eigen::VectorXd& T, IdentificationResult& out) {
  const Svd svd = svd_of(W, true);
  out.estimate = svd.solve(T);
  const Eigen::VectorXd residual = T - W * out.estimate;
  const double variance =
      residual.squaredNorm() / static_cast<double>(std::max<Eigen::Index>(W.rows() - W.cols(), 1));
  const Eigen::VectorXd inverse_squares = svd.singularValues().array().square().inverse();
  const Eigen::MatrixXd V = svd.matrixV();
  out.standard_deviation =
      (variance * (V.array().square().matrix() * inverse_squares)).array().sqrt();
  out.condition_number = condition_of(svd.singularValues());
}

}  // namespace

void observation_matrix(const NumericModel& model, const BaseParameterMap& map,
                        const std::vector<Observation>& samples, Eigen::MatrixXd& W,
                        Eigen::VectorXd& T, const JointCoupling* coupling) {
  const int n = coordinate_count(model, coupling);
  Workspace ws(model);
  W.resize(static_cast<Eigen::Index>(samples.size()) * n, map.size());
  T.setZero(W.rows());  // left 0 where a sample has no torques (excitation)
  Eigen::MatrixXd Y;
  for (std::size_t k = 0; k < samples.size(); ++k) {
    const Observation& s = samples[k];
    regressor(model, ws, whole_configuration(coupling, s.q), whole_velocity(coupling, s.qd),
              whole_velocity(coupling, s.qdd), Y);
    W.middleRows(static_cast<Eigen::Index>(k) * n, n) =
        base_regressor(map, folded_rows(coupling, Y));
    if (s.tau.size() == n) T.segment(static_cast<Eigen::Index>(k) * n, n) = s.tau;
  }
  // Numbers far past a robot's (1e200 rad/s) overflow the regressor; no SVD of them.
  if (!W.allFinite() || !T.allFinite())
    throw std::invalid_argument("the samples overflow the regressor: numbers too large");
}

std::vector<int> unidentifiable_parameters(const Eigen::MatrixXd& W) {
  const Svd svd = svd_of(W, true);
  const Eigen::VectorXd& sigma = svd.singularValues();
  std::vector<int> out;
  if (sigma.size() == 0) return out;
  std::vector<bool> seen(static_cast<std::size_t>(W.cols()), false);
  for (Eigen::Index k = 0; k < sigma.size(); ++k) {
    if (sigma(k) > 1e-10 * sigma(0)) continue;
    for (Eigen::Index j = 0; j < W.cols(); ++j)
      if (std::abs(svd.matrixV()(j, k)) > 1e-6) seen[static_cast<std::size_t>(j)] = true;
  }
  for (std::size_t j = 0; j < seen.size(); ++j)
    if (seen[j]) out.push_back(static_cast<int>(j));
  return out;
}

IdentificationResult identify(const NumericModel& model, const BaseParameterMap& map,
                              const std::vector<Observation>& samples, bool weighted,
                              const JointCoupling* coupling) {
  const int n = coordinate_count(model, coupling), p = map.size();
  Eigen::MatrixXd W;
  Eigen::VectorXd T;
  observation_matrix(model, map, samples, W, T, coupling);
  if (W.rows() < p)
    throw std::invalid_argument(std::to_string(W.rows()) + " equations (" +
                                std::to_string(samples.size()) + " samples of " +
                                std::to_string(n) + " joints) for " + std::to_string(p) +
                                " base parameters: more samples are needed");
  if (!unidentifiable_parameters(W).empty())
    throw std::invalid_argument("the data do not identify every base parameter");
  IdentificationResult out;
  out.equations = static_cast<int>(W.rows());
  out.joint_weights = Eigen::VectorXd::Ones(n);
  least_squares(W, T, out);
  const auto residual_per_joint = [&](const Eigen::VectorXd& beta) {
    const Eigen::VectorXd r = T - W * beta;
    Eigen::VectorXd squares = Eigen::VectorXd::Zero(n);
    for (Eigen::Index row = 0; row < r.size(); ++row) squares(row % n) += r(row) * r(row);
    return squares;
  };
  if (weighted) {
    // sigma_i^2 = |r_i|^2 / (N - p / n): joint i's share of the degrees of freedom.
    const double samples_count = static_cast<double>(samples.size());
    const Eigen::VectorXd squares = residual_per_joint(out.estimate);
    for (int i = 0; i < n; ++i)
      out.joint_weights(i) =
          1.0 / std::sqrt(std::max(squares(i) / (samples_count - double(p) / n), 1e-300));
    for (Eigen::Index row = 0; row < W.rows(); ++row) {
      W.row(row) *= out.joint_weights(row % n);
      T(row) *= out.joint_weights(row % n);
    }
    least_squares(W, T, out);
    for (Eigen::Index row = 0; row < W.rows(); ++row) {  // back to torques for the residual
      W.row(row) /= out.joint_weights(row % n);
      T(row) /= out.joint_weights(row % n);
    }
  }
  out.residual_rms =
      (residual_per_joint(out.estimate) / static_cast<double>(samples.size())).array().sqrt();
  return out;
}

Observation FourierTrajectory::at(double t) const {
  const Eigen::Index n = q0.size();
  const double w = 2 * M_PI / period;
  Observation o{q0, Eigen::VectorXd::Zero(n), Eigen::VectorXd::Zero(n), Eigen::VectorXd()};
  for (int l = 1; l <= harmonics(); ++l) {
    const double wl = w * l, s = std::sin(wl * t), c = std::cos(wl * t);
    for (Eigen::Index i = 0; i < n; ++i) {
      const double ai = a(i, l - 1), bi = b(i, l - 1);
      o.q(i) += ai / wl * s - bi / wl * c;
      o.qd(i) += ai * c + bi * s;
      o.qdd(i) += -ai * wl * s + bi * wl * c;
    }
  }
  return o;
}

double excitation_condition(const NumericModel& model, const BaseParameterMap& map,
                            const FourierTrajectory& trajectory, int samples,
                            const JointCoupling* coupling) {
  std::vector<Observation> points;
  for (int k = 0; k < samples; ++k)
    points.push_back(trajectory.at(trajectory.period * k / samples));
  Eigen::MatrixXd W;
  Eigen::VectorXd T;
  observation_matrix(model, map, points, W, T, coupling);
  return condition_of(svd_of(W, false).singularValues());
}

FourierTrajectory optimal_excitation(const NumericModel& model, const BaseParameterMap& map,
                                     const ExcitationOptions& options, double* condition,
                                     double* first_condition, const JointCoupling* coupling) {
  const int n = coordinate_count(model, coupling), L = options.harmonics;
  // Coordinate i's own joint (every joint its own without a coupling).
  const std::vector<int> joints = independent_joints(model);
  const auto link_of = [&](int i) -> const NumericLink& {
    return model.links[static_cast<std::size_t>(joints[static_cast<std::size_t>(i)] - 1)];
  };
  if (L < 1 || options.samples < 1 || options.period <= 0 || options.amplitude <= 0)
    throw std::invalid_argument(
        "excitation: period, harmonics, samples and amplitude must be positive");
  std::mt19937 rng(options.seed);
  std::normal_distribution<double> normal(0.0, 1.0);
  // A joint with both position limits in the model file moves about the
  // middle of its range (q0), within it.
  Eigen::VectorXd q0 = Eigen::VectorXd::Zero(n);
  for (int i = 0; i < n; ++i) {
    const JointLimits& limits = link_of(i).limits;
    if (std::isfinite(limits.lower) && std::isfinite(limits.upper))
      q0(i) = (limits.lower + limits.upper) / 2;
  }
  // Each joint's coefficients scaled so that its largest excursion from q0
  // over the period is the amplitude (0.2 m for a prismatic joint), then,
  // where the file gives limits, so that the excursion's and the velocity's
  // bounds (harmonic l's amplitudes sqrt(a^2 + b^2) / (w l) and sqrt(a^2 +
  // b^2), summed) stay within half the position range and the velocity limit.
  const auto scaled = [&](FourierTrajectory t) {
    Eigen::VectorXd largest = Eigen::VectorXd::Zero(n);
    for (int k = 0; k < options.samples; ++k)
      largest = largest.cwiseMax((t.at(t.period * k / options.samples).q - t.q0).cwiseAbs());
    const double w = 2 * M_PI / t.period;
    for (int i = 0; i < n; ++i) {
      const NumericLink& link = link_of(i);
      const double limit =
          link.type == JointType::revolute ? options.amplitude : 0.2 * options.amplitude;
      double factor = largest(i) > 0 ? limit / largest(i) : 1;
      double position_bound = 0, velocity_bound = 0;
      for (int l = 0; l < L; ++l) {
        const double amplitude = factor * std::hypot(t.a(i, l), t.b(i, l));
        position_bound += amplitude / (w * (l + 1));
        velocity_bound += amplitude;
      }
      const double half_range = (link.limits.upper - link.limits.lower) / 2;
      if (std::isfinite(half_range) && position_bound > half_range)
        factor *= half_range / position_bound;
      if (std::isfinite(link.limits.velocity) && velocity_bound > link.limits.velocity)
        factor *= link.limits.velocity / velocity_bound;
      t.a.row(i) *= factor;
      t.b.row(i) *= factor;
    }
    return t;
  };
  const auto random_trajectory = [&] {
    FourierTrajectory t{options.period, q0, Eigen::MatrixXd(n, L), Eigen::MatrixXd(n, L)};
    for (int i = 0; i < n; ++i)
      for (int l = 0; l < L; ++l) {
        t.a(i, l) = normal(rng);
        t.b(i, l) = normal(rng);
      }
    return scaled(t);
  };
  const auto cost = [&](const FourierTrajectory& t) {
    return excitation_condition(model, map, t, options.samples, coupling);
  };
  FourierTrajectory best = random_trajectory();
  double best_cost = cost(best);
  if (first_condition) *first_condition = best_cost;
  for (int k = 1; k < options.candidates; ++k) {
    const FourierTrajectory t = random_trajectory();
    const double c = cost(t);
    if (c < best_cost) {
      best = t;
      best_cost = c;
    }
  }
  for (int k = 0; k < options.refinements; ++k) {
    FourierTrajectory t = best;
    const double step = 0.2 * (1.0 - double(k) / options.refinements) + 0.02;
    for (int i = 0; i < n; ++i)
      for (int l = 0; l < L; ++l) {
        t.a(i, l) += step * std::abs(best.a(i, l) + 0.1) * normal(rng);
        t.b(i, l) += step * std::abs(best.b(i, l) + 0.1) * normal(rng);
      }
    t = scaled(t);
    const double c = cost(t);
    if (c < best_cost) {
      best = t;
      best_cost = c;
    }
  }
  if (condition) *condition = best_cost;
  return best;
}

}  // namespace nedyn
