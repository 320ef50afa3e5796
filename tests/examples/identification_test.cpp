// Identification of the PUMA 560 from synthetic measurements: torques of the
// emitted inverse_dynamics (generated/puma560) along an optimised excitation,
// plus seeded noise, identified by least squares on the base parameters; the
// estimates must lie within 3 standard deviations of the emitted
// base_parameters. And a motion that never moves joint 2 is refused.

#include <catch2/catch.hpp>

#include <random>

#include "nedyn/generator/base_parameters.hpp"
#include "nedyn/runtime/identification.hpp"
#include "nedyn/runtime/standard_parameters.hpp"
#include "puma560.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

namespace {

struct Puma {
  Model model = load_model(NEDYN_MODELS_DIR "/puma560.yaml");
  NumericModel numeric = instantiate(model);
  BaseParameters base = base_parameters(model);
  BaseParameterMap map = numeric_map(model, base);
};

// Samples of the excitation at 50 Hz over one period, torques from the
// emitted code plus Gaussian noise of `noise` N m.
std::vector<Observation> measured(const FourierTrajectory& t, double noise, std::mt19937& rng) {
  std::normal_distribution<double> error(0.0, noise);
  std::vector<Observation> samples;
  for (int k = 0; k < static_cast<int>(t.period * 50); ++k) {
    Observation o = t.at(k / 50.0);
    o.tau.resize(6);
    puma560::inverse_dynamics(o.q.data(), o.qd.data(), o.qdd.data(), o.tau.data());
    for (int i = 0; i < 6; ++i) o.tau(i) += error(rng);
    samples.push_back(o);
  }
  return samples;
}

}  // namespace

TEST_CASE("the PUMA's base parameters from noisy emitted torques, within 3 sigma",
          "[identification]") {
  const Puma puma;
  REQUIRE(puma.map.size() == puma560::kBaseParameters);
  ExcitationOptions options;
  options.candidates = 20;
  options.refinements = 60;
  options.samples = 100;
  double condition = 0, first = 0;
  const FourierTrajectory trajectory =
      optimal_excitation(puma.numeric, puma.map, options, &condition, &first);
  CHECK(condition <= first);  // the search never keeps a worse trajectory
  std::mt19937 rng(kSeed);
  const std::vector<Observation> samples = measured(trajectory, 0.05, rng);
  double beta[puma560::kBaseParameters];
  puma560::base_parameters(beta);
  for (const bool weighted : {false, true}) {
    const IdentificationResult r = identify(puma.numeric, puma.map, samples, weighted);
    int within = 0;
    for (int k = 0; k < puma.map.size(); ++k) {
      INFO(base_parameter_names(puma.base)[static_cast<std::size_t>(k)]
           << ": estimate " << r.estimate(k) << ", model " << beta[k] << ", sigma "
           << r.standard_deviation(k) << (weighted ? " (weighted)" : ""));
      CHECK(std::abs(r.estimate(k) - beta[k]) <= 3 * r.standard_deviation(k));
      within += std::abs(r.estimate(k) - beta[k]) <= r.standard_deviation(k);
    }
    // About 68% within one sigma if the stated deviations are right, not all.
    CHECK(within >= puma.map.size() / 2);
    CHECK(within < puma.map.size());
    CHECK(r.residual_rms.maxCoeff() < 0.06);
    CHECK(r.residual_rms.minCoeff() > 0.04);
  }
  // Without noise the estimates are the model's to rounding.
  std::mt19937 quiet(kSeed);
  const IdentificationResult exact =
      identify(puma.numeric, puma.map, measured(trajectory, 0.0, quiet), false);
  for (int k = 0; k < puma.map.size(); ++k)
    CHECK(std::abs(exact.estimate(k) - beta[k]) <= 1e-8 * (1 + std::abs(beta[k])));
}

TEST_CASE("a motion that never moves joint 2 identifies not every base parameter",
          "[identification]") {
  const Puma puma;
  ExcitationOptions options;
  options.candidates = 2;
  options.refinements = 0;
  FourierTrajectory trajectory = optimal_excitation(puma.numeric, puma.map, options);
  trajectory.a.row(1).setZero();
  trajectory.b.row(1).setZero();
  trajectory.q0(1) = 0.3;
  std::mt19937 rng(kSeed);
  const std::vector<Observation> samples = measured(trajectory, 0.05, rng);
  Eigen::MatrixXd W;
  Eigen::VectorXd T;
  observation_matrix(puma.numeric, puma.map, samples, W, T);
  const std::vector<int> missing = unidentifiable_parameters(W);
  std::vector<std::string> names;
  for (const int k : missing) names.push_back(base_parameter_names(puma.base)[k]);
  INFO(names.size() << " unidentified");
  CHECK(std::find(names.begin(), names.end(), "Fv2") != names.end());
  CHECK(std::find(names.begin(), names.end(), "Fc2") != names.end());
  CHECK(std::find(names.begin(), names.end(), "Fv1") == names.end());
  CHECK_THROWS_AS(identify(puma.numeric, puma.map, samples, false), std::invalid_argument);
}
