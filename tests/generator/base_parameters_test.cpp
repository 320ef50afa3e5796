// Base parameters found exactly (generator) against independent paths: the
// runtime's numeric regressor (tau = Yb beta at random states, the rank of
// stacked regressors by SVD) and Khalil's grouping rules written by hand for
// Craig's two-link arm.

#include <catch2/catch.hpp>

#include <fstream>
#include <iterator>
#include <regex>

#include <Eigen/SVD>

#include "nedyn/generator/base_parameters.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/joint_coupling.hpp"
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
    Eigen::VectorXd tau(model.nv());
    inverse_dynamics(model, ws, s.q, s.qd, s.qdd, tau);
    worst = std::max(worst, relative_error(base_regressor(map, Y) * beta, tau));
  }
  return worst;
}

// The model with its symbols replaced by `values` (and then none).
Model specialized(Model model, const GiNaC::exmap& values) {
  const auto put = [&](GiNaC::ex& x) { x = x.subs(values); };
  const auto put3 = [&](ExVec3& v) {
    for (GiNaC::ex& x : v) put(x);
  };
  const auto place = [&](Placement& p) {
    for (ExVec3& row : p.rotation) put3(row);
    put3(p.translation);
  };
  put3(model.gravity);
  place(model.tool);
  for (Joint& j : model.joints) {
    place(j.placement);
    place(j.link_frame);
    for (GiNaC::ex* x :
         {&j.offset, &j.mass, &j.viscous, &j.coulomb, &j.rotor_inertia, &j.inertia.xx,
          &j.inertia.yy, &j.inertia.zz, &j.inertia.xy, &j.inertia.xz, &j.inertia.yz})
      put(*x);
    put3(j.com);
  }
  model.symbols.clear();
  return model;
}

// The file at `path` with each `from` replaced by its `to`.
std::string edited(const std::string& path,
                   const std::vector<std::pair<std::string, std::string>>& edits) {
  std::ifstream in(path);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  for (const auto& e : edits) {
    const std::size_t at = text.find(e.first);
    REQUIRE(at != std::string::npos);
    text.replace(at, e.first.size(), e.second);
  }
  return text;
}

// The numeric rank of W: its singular values above 1e-9 of the largest.
// Jacobi's SVD (after Eigen's column-pivoting QR) compiles in a third of
// BDCSVD's time, as in the runtime's identification.
int numeric_rank(const Eigen::MatrixXd& W) {
  const Eigen::VectorXd sigma = Eigen::JacobiSVD<Eigen::MatrixXd>(W).singularValues();
  int rank = 0;
  for (Eigen::Index i = 0; i < sigma.size(); ++i) rank += sigma(i) > 1e-9 * sigma(0) ? 1 : 0;
  return rank;
}

// The numeric rank of Y stacked at `states` random states.
int stacked_rank(const NumericModel& model, std::mt19937& rng, int states) {
  Workspace ws(model);
  const int n = model.nv();  // Y's rows
  Eigen::MatrixXd W(n * states, StandardParameterLayout{model.dof(), model.floating_base}.size());
  for (int k = 0; k < states; ++k) {
    const State s = random_state(model, rng);
    Eigen::MatrixXd Y;
    regressor(model, ws, s.q, s.qd, s.qdd, Y);
    W.middleRows(n * k, n) = Y;
  }
  return numeric_rank(W);
}

}  // namespace

TEST_CASE("Craig's arm: the base parameters are Khalil's groupings", "[base]") {
  const Model model = load_model(NEDYN_MODELS_DIR "/rr_planar.yaml");
  const BaseParameters base = base_parameters(model);
  const std::vector<GiNaC::symbol> pi = standard_parameter_symbols({2, false});
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
      // Symbols with an angle among the constants: axes_tilted (0.3 rad,
      // sqrt(2), sqrt(5)), standard_rpr_symbolic (the twist beta).
      if (model.name == "axes_tilted" || model.name == "standard_rpr_symbolic") {
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

TEST_CASE("a floating base: tau = Yb beta, p the stacked rank, the base body's ten all kept",
          "[base]") {
  for (const std::string urdf : {"quadruped12.urdf", "dual_arm.urdf"}) {
    DYNAMIC_SECTION(urdf) {
      std::mt19937 rng(kSeed);
      UrdfOptions options;
      options.floating_base = true;
      std::vector<std::string> notes;
      const Model model = load_urdf(kUrdfDir + urdf, options, notes);
      const NumericModel numeric = instantiate(model, {});
      const BaseParameters base = base_parameters(model);
      REQUIRE(base.layout.size() == 10 + 13 * model.dof());
      const BaseParameterMap map = numeric_map(model, base, {});
      CHECK(base_torque_error(numeric, map, rng, 20) <= kAgreement);
      CHECK(stacked_rank(numeric, rng, 10 * base.size()) == base.size());
      // A free body's ten inertial parameters are all identifiable from the
      // wrench on it (the base's rows), and they come first in pi.
      for (int k = 0; k < 10; ++k) CHECK(base.columns[static_cast<std::size_t>(k)] == k);
      // The same robot on a fixed base has fewer: the floating base's motion
      // excites what a fixed base cannot.
      Model fixed = model;
      fixed.floating_base = false;
      CHECK(base_parameters(fixed).size() < base.size() - 10);
    }
  }
}

TEST_CASE("symbolic groupings equal the exact ones of the model at values of its symbols",
          "[base]") {
  // Two independent paths: the groupings found over the symbols (at random
  // values, then solved over the symbols) with values put in, against the
  // reduced row echelon form over the rationals of the model with the values
  // put in first.
  const std::vector<Model> models = {
      load_model(NEDYN_MODELS_DIR "/rr_planar.yaml"),
      load_model(NEDYN_MODELS_DIR "/quadrotor.yaml"),
      load_model_from_string(edited(NEDYN_TEST_MODELS_DIR "/standard_rpr_symbolic.yaml",
                                    {{"alpha: beta", "alpha: pi/2"}}),
                             "rpr_symbolic_lengths.yaml"),
      // The PUMA with its four lengths and g as symbols.
      load_model_from_string(edited(NEDYN_MODELS_DIR "/puma560.yaml", {{"a: 0.4318", "a: a2"},
                                                                       {"a: 0.0203", "a: a3"},
                                                                       {"d: 0.15005", "d: d3"},
                                                                       {"d: 0.4318", "d: d4"},
                                                                       {"-9.81", "-g"}}),
                             "puma560_symbolic.yaml")};
  std::mt19937 rng(kSeed);
  std::uniform_int_distribution<int> numerator(1, 40);
  for (const Model& model : models) {
    DYNAMIC_SECTION(model.name << " with " << model.symbols.size() << " symbols") {
      REQUIRE(!model.symbols.empty());
      const BaseParameters symbolic = base_parameters(model);
      CHECK_FALSE(symbolic.rounded);
      GiNaC::exmap values;
      for (const auto& symbol : model.symbols)
        values[symbol.second] = GiNaC::numeric(numerator(rng), 7);
      const BaseParameters direct = base_parameters(specialized(model, values));
      REQUIRE(direct.columns == symbolic.columns);
      for (unsigned r = 0; r < direct.from_standard.rows(); ++r)
        for (unsigned k = 0; k < direct.from_standard.cols(); ++k) {
          INFO(base_parameter_names(symbolic)[r] << ", column "
                                                 << symbolic.layout.name(static_cast<int>(k)));
          CHECK((symbolic.from_standard(r, k).subs(values) - direct.from_standard(r, k))
                    .normal()
                    .is_zero());
        }
    }
  }
}

// The PUMA in Khalil's own frames (modified DH, Khalil & Dombre table 3.1's
// layout; the frames at the joints of models/puma560.yaml), its lengths as
// symbols. pi is about each link's file frame, so these are the book's
// groupings. The inertial data do not enter the groupings.
std::string puma_modified_symbolic() {
  const char* rows[6] = {"alpha: 0, a: 0, d: 0",    "alpha: pi/2, a: 0, d: 0",
                         "alpha: 0, a: a2, d: d3",  "alpha: -pi/2, a: a3, d: d4",
                         "alpha: pi/2, a: 0, d: 0", "alpha: -pi/2, a: 0, d: 0"};
  std::string text =
      "name: puma560_khalil\nconvention: modified\ngravity: [0, 0, -9.81]\njoints:\n";
  for (const char* row : rows)
    text += std::string("  - {type: revolute, ") + row +
            ", theta: 0, mass: 1, com: [0, 0, 0], inertia: {xx: 1, yy: 1, zz: 1}}\n";
  return text;
}

TEST_CASE("the PUMA's lengths as symbols: Khalil's groupings of links 2 and 3", "[base]") {
  const Model model = load_model_from_string(puma_modified_symbolic(), "puma560_khalil.yaml");
  const BaseParameters base = base_parameters(model);
  const std::vector<GiNaC::symbol> pi = standard_parameter_symbols({6, false});
  const std::vector<GiNaC::ex> beta = base_parameter_values(base, {pi.begin(), pi.end()});
  const std::vector<std::string> names = base_parameter_names(base);
  const auto s = [&](const std::string& name) -> GiNaC::ex {
    for (const GiNaC::symbol& x : pi)
      if (x.get_name() == name) return x;
    FAIL("no parameter " << name);
    return 0;
  };
  const auto of = [&](const std::string& name) -> GiNaC::ex {
    for (std::size_t k = 0; k < names.size(); ++k)
      if (names[k] == name) return beta[k];
    FAIL("no base parameter " << name);
    return 0;
  };
  const GiNaC::ex a2 = model.symbols.at("a2"), a3 = model.symbols.at("a3"),
                  d4 = model.symbols.at("d4");
  const GiNaC::ex M3to6 = s("M3") + s("M4") + s("M5") + s("M6"),
                  M4to6 = s("M4") + s("M5") + s("M6");
  // Khalil & Dombre 12.4: the masses beyond a joint act at its origin, moved
  // by the link lengths before it.
  CHECK((of("MX2R") - (s("MX2") + a2 * M3to6)).expand().is_zero());
  CHECK((of("ZZ2R") - (s("ZZ2") + s("Ia2") + a2 * a2 * M3to6)).expand().is_zero());
  CHECK((of("XX2R") - (s("XX2") - s("YY2") - a2 * a2 * M3to6)).expand().is_zero());
  CHECK((of("MX3R") - (s("MX3") + a3 * M4to6)).expand().is_zero());
  CHECK((of("MY3R") - (s("MY3") + s("MZ4") + d4 * M4to6)).expand().is_zero());
  CHECK((of("ZZ4R") - (s("ZZ4") + s("YY5"))).expand().is_zero());
}

TEST_CASE("angles and square roots together: a rounded elimination, the same torques", "[base]") {
  // axes_tilted with its one symbol, the length l, set to 0.2 m.
  const Model model = load_model_from_string(
      edited(NEDYN_TEST_MODELS_DIR "/axes_tilted.yaml", {{"[l, 0, 0.1]", "[0.2, 0, 0.1]"}}),
      "axes_tilted_numeric.yaml");
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
  const StandardParameterLayout layout{model.dof(), false};
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
      INFO("coefficient of " << layout.name(k) << " in base parameter " << r);
      CHECK(base_torque_error(numeric, dropped, rng, 5) > 1e-6);
      CHECK(base_torque_error(numeric, merged, rng, 5) > 1e-6);
    }
  CHECK(groups > 10);
}

TEST_CASE("at humanoid size: tau = Yb beta at fresh states, p the stacked rank", "[base][large]") {
  // The 40-joint humanoid on a floating base with its angles made quarter
  // turns (rpy 0): constants rational, the modular elimination's case; the
  // 48-joint mobile manipulator as written (turned arms): the rounded one.
  std::ifstream in(kUrdfDir + "humanoid40.urdf");
  const std::string humanoid((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
  const std::string rational =
      std::regex_replace(humanoid, std::regex("rpy=\"[^\"]*\""), "rpy=\"0 0 0\"");
  std::ifstream in48(kUrdfDir + "mobile_manipulator48.urdf");
  const std::string mobile((std::istreambuf_iterator<char>(in48)),
                           std::istreambuf_iterator<char>());
  struct Case {
    const char* name;
    const std::string& text;
    bool floating;
    bool rounded;
  };
  // Under the sanitizers (ten times slower) the modular case alone: the
  // rounded elimination is checked at smaller sizes above.
  const std::vector<Case> cases =
      NEDYN_SANITIZED
          ? std::vector<Case>{Case{"humanoid40 (rpy 0), floating", rational, true, false}}
          : std::vector<Case>{Case{"humanoid40 (rpy 0), floating", rational, true, false},
                              Case{"mobile_manipulator48", mobile, false, true}};
  for (const Case& c : cases) {
    DYNAMIC_SECTION(c.name) {
      std::mt19937 rng(kSeed);
      UrdfOptions options;
      options.floating_base = c.floating;
      std::vector<std::string> notes;
      const Model model = load_urdf_from_string(c.text, c.name, options, notes);
      const BaseParameters base = base_parameters(model);
      CHECK(base.rounded == c.rounded);
      const NumericModel numeric = instantiate(model, {});
      const BaseParameterMap map = numeric_map(model, base, {});
      CHECK(base_torque_error(numeric, map, rng, 10) <= 1e-12);
      const int columns = base.layout.size();
      CHECK(stacked_rank(numeric, rng, 2 * columns / model.nv() + 2) == base.size());
    }
  }
}

TEST_CASE("coupled joints: tau_y = Yb beta, p the rank of G^T Y stacked at coupled states",
          "[base][coupling][mimic]") {
  // --mimic couple: the regressor of the coordinates y is G^T Y at q(y), G yd,
  // G ydd (the runtime's whole tree and joint_coupling.hpp), an independent
  // path from the generator's folded program and its rounded elimination.
  struct Case {
    const char* file;
    bool floating;
  };
  std::vector<Case> cases = {{"gripper_arm.urdf", false}, {"panda_hand.urdf", false}};
  if (!NEDYN_SANITIZED) cases.push_back({"humanoid40.urdf", true});  // 9 s to eliminate
  for (const Case& c : cases) {
    DYNAMIC_SECTION(c.file) {
      UrdfOptions options;
      options.couple_mimics = true;
      options.floating_base = c.floating;
      std::vector<std::string> notes;
      const Model model = load_urdf(kUrdfDir + c.file, options, notes);
      REQUIRE(has_coupled_joints(model));
      const BaseParameters base = base_parameters(model);
      CHECK(base.rounded);
      const NumericModel numeric = instantiate(model, {});
      const BaseParameterMap map = numeric_map(model, base, {});
      const JointCoupling coupling = joint_coupling(numeric);
      const Eigen::VectorXd beta = map.from_standard * standard_parameters(numeric);
      Workspace ws(numeric);
      std::mt19937 rng(kSeed);
      // Y_y at a coupled state drawn through the whole tree's.
      const auto coupled_state = [&](Eigen::VectorXd& y, Eigen::VectorXd& yd,
                                     Eigen::VectorXd& ydd) {
        const State s = random_state(numeric, rng);
        y = coupling.independent_configuration(s.q);
        yd = coupling.independent_velocity(s.qd);
        ydd = coupling.independent_velocity(s.qdd);
        Eigen::MatrixXd Y;
        regressor(numeric, ws, coupling.configuration(y), coupling.velocity(yd),
                  coupling.velocity(ydd), Y);
        return Eigen::MatrixXd(coupling.G.transpose() * Y);
      };
      double worst = 0;
      for (int k = 0; k < 10; ++k) {
        Eigen::VectorXd y, yd, ydd, tau_y;
        const Eigen::MatrixXd Y = coupled_state(y, yd, ydd);
        coupled_inverse_dynamics(numeric, ws, coupling, y, yd, ydd, tau_y);
        worst = std::max(worst, relative_error(base_regressor(map, Y) * beta, tau_y));
      }
      CHECK(worst <= 1e-12);
      const int n = coupling.nv, states = 2 * base.layout.size() / n + 2;
      Eigen::MatrixXd W(n * states, base.layout.size());
      for (int k = 0; k < states; ++k) {
        Eigen::VectorXd y, yd, ydd;
        W.middleRows(n * k, n) = coupled_state(y, yd, ydd);
      }
      CHECK(numeric_rank(W) == base.size());
    }
  }
}
