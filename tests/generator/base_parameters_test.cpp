// Base parameters found exactly (generator) against independent paths: the
// runtime's numeric regressor (tau = Yb beta at random states, the rank of
// stacked regressors by SVD) and Khalil's grouping rules written by hand for
// Craig's two-link arm.

#include <catch2/catch.hpp>

#include <fstream>
#include <iterator>

#include <Eigen/SVD>

#include "nedyn/generator/base_parameters.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/regressor.hpp"
#include "nedyn/runtime/standard_parameters.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

namespace {

// Largest relative error of Yb beta against tau over `states` random states.
double base_torque_error(const NumericModel& model, const BaseParameterMap& map, std::mt19937& rng,
                         int states) {
  Workspace ws(model);
  const Eigen::VectorXd beta = map.from_standard * standard_parameters(model);
  double worst = 0;
  for (int k = 0; k < states; ++k) {
    const State s = random_state(model, rng);
    Eigen::MatrixXd Y;
    regressor(model, ws, s.q, s.qd, s.qdd, Y);
    Eigen::VectorXd tau(model.dof());
    inverse_dynamics(model, ws, s.q, s.qd, s.qdd, tau);
    worst = std::max(worst, relative_error(base_regressor(map, Y) * beta, tau));
  }
  return worst;
}

// The numeric rank of Y stacked at `states` random states (SVD, singular
// values above 1e-9 of the largest).
int stacked_rank(const NumericModel& model, std::mt19937& rng, int states) {
  Workspace ws(model);
  const int n = model.dof();
  Eigen::MatrixXd W(n * states, kStandardParametersPerLink * n);
  for (int k = 0; k < states; ++k) {
    const State s = random_state(model, rng);
    Eigen::MatrixXd Y;
    regressor(model, ws, s.q, s.qd, s.qdd, Y);
    W.middleRows(n * k, n) = Y;
  }
  const Eigen::VectorXd sigma = Eigen::BDCSVD<Eigen::MatrixXd>(W).singularValues();
  int rank = 0;
  for (Eigen::Index i = 0; i < sigma.size(); ++i) rank += sigma(i) > 1e-9 * sigma(0) ? 1 : 0;
  return rank;
}

}  // namespace

TEST_CASE("Craig's arm: the base parameters are Khalil's groupings", "[base]") {
  const Model model = load_model(NEDYN_MODELS_DIR "/rr_planar.yaml");
  const BaseParameters base = base_parameters(model);
  const std::vector<GiNaC::symbol> pi = standard_parameter_symbols(2);
  std::vector<GiNaC::ex> pi_ex(pi.begin(), pi.end());
  const std::vector<GiNaC::ex> beta = base_parameter_values(base, pi_ex);
  const GiNaC::ex l1 = model.symbols.at("l1");
  const auto s = [&](const std::string& name) {
    for (const GiNaC::symbol& x : pi)
      if (x.get_name() == name) return GiNaC::ex(x);
    FAIL("no parameter " << name);
    return GiNaC::ex(0);
  };
  // Khalil & Dombre 9.4: link 2's mass moves to link 1 (a point mass at the
  // elbow, l1 along x1), the rotor of joint 1 turns with link 1.
  const std::vector<GiNaC::ex> hand = {s("ZZ1") + s("Ia1") + l1 * l1 * s("M2"),
                                       s("MX1") + l1 * s("M2"),
                                       s("MY1"),
                                       s("Fv1"),
                                       s("Fc1"),
                                       s("ZZ2"),
                                       s("MX2"),
                                       s("MY2"),
                                       s("Ia2"),
                                       s("Fv2"),
                                       s("Fc2")};
  REQUIRE(beta.size() == hand.size());
  for (std::size_t k = 0; k < hand.size(); ++k) {
    INFO("base parameter " << k << ": " << beta[k] << " against " << hand[k]);
    CHECK((beta[k] - hand[k]).expand().is_zero());
  }
}

TEST_CASE("tau = Yb beta, and p is the rank of stacked regressors", "[base]") {
  for (const std::string& path : test_model_paths()) {
    DYNAMIC_SECTION(path) {
      std::mt19937 rng(kSeed);
      const Model model = load_model(path);
      if (model.name == "axes_tilted") {  // a symbol, an angle of 0.3 rad and sqrt(2), sqrt(5)
        CHECK_THROWS_AS(base_parameters(model), BaseParametersUnavailable);
        continue;
      }
      const ParameterValues values = random_parameters(model, rng);
      const NumericModel numeric = instantiate(model, values);
      const BaseParameters base = base_parameters(model);
      const BaseParameterMap map = numeric_map(model, base, values);
      CHECK(base_torque_error(numeric, map, rng, 20) <= kAgreement);
      CHECK(stacked_rank(numeric, rng, 10 * base.size()) == base.size());
    }
  }
}

TEST_CASE("angles and square roots together: a rounded elimination, the same torques", "[base]") {
  // axes_tilted with its one symbol, the length l, set to 0.2 m.
  std::ifstream in(NEDYN_TEST_MODELS_DIR "/axes_tilted.yaml");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::size_t at = text.find("[l, 0, 0.1]");
  REQUIRE(at != std::string::npos);
  text.replace(at, 11, "[0.2, 0, 0.1]");
  const Model model = load_model_from_string(text, "axes_tilted_numeric.yaml");
  const BaseParameters base = base_parameters(model);
  CHECK(base.rounded);
  std::mt19937 rng(kSeed);
  const NumericModel numeric = with_random_links(instantiate(model), rng);
  CHECK(base_torque_error(numeric, numeric_map(model, base), rng, 20) <= kAgreement);
  CHECK(stacked_rank(numeric, rng, 10 * base.size()) == base.size());
}

TEST_CASE("a group dropped or merged wrongly fails tau = Yb beta", "[base]") {
  std::mt19937 rng(kSeed);
  const Model model = load_model(NEDYN_MODELS_DIR "/puma560.yaml");
  // Generic inertial data: no grouped parameter is zero by accident.
  const NumericModel numeric = with_random_links(instantiate(model), rng);
  const BaseParameterMap map = numeric_map(model, base_parameters(model));
  REQUIRE(base_torque_error(numeric, map, rng, 5) <= kAgreement);
  // Each grouped (off-pivot, non-zero) coefficient in turn: dropping it, or
  // moving it to the next base parameter, breaks the torque.
  int groups = 0;
  for (int r = 0; r < map.size(); ++r)
    for (int k = 0; k < map.from_standard.cols(); ++k) {
      if (k == map.columns[static_cast<std::size_t>(r)] || map.from_standard(r, k) == 0) continue;
      ++groups;
      BaseParameterMap dropped = map, merged = map;
      dropped.from_standard(r, k) = 0;
      const int other = (r + 1) % map.size();
      merged.from_standard(other, k) += merged.from_standard(r, k);
      merged.from_standard(r, k) = 0;
      INFO("coefficient of " << standard_parameter_name(k) << " in base parameter " << r);
      CHECK(base_torque_error(numeric, dropped, rng, 5) > 1e-6);
      CHECK(base_torque_error(numeric, merged, rng, 5) > 1e-6);
    }
  CHECK(groups > 10);
}
