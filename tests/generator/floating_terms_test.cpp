// The closed forms of a floating base (nedyn show): seed 000's free body;
// every term equal to the runtime's recursion at seeded random states; M a
// function of the joints alone and G of them and gravity in the base frame;
// and M, V, G of a small floating tree equal to those of its kinetic and
// potential energy (Lagrange's equations for the joints, Hamel's for the
// base's twist), exactly.

#include <catch2/catch.hpp>

#include "lagrange.hpp"
#include "nedyn/generator/dynamics_terms.hpp"
#include "nedyn/generator/trig_reduction.hpp"
#include "nedyn/model/lowering.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "symbolic_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

namespace {

const std::string kFloatingTree = NEDYN_SOURCE_DIR "/tests/trees/floating_tree3.yaml";

// Entries of expanded forms are sums of many terms; 1e-12 of the largest
// entry is a few hundred roundings of headroom in double precision.
constexpr double kSymbolicAgreement = 1e-12;

double scale_of(const Eigen::MatrixXd& reference) {
  return std::max(reference.cwiseAbs().maxCoeff(), 1e-12);
}

Model floating_quadruped() {
  UrdfOptions options;
  options.floating_base = true;
  std::vector<std::string> notes;
  return load_urdf(kUrdfDir + "quadruped12.urdf", options, notes);
}

bool has_any(const GiNaC::matrix& m, const std::vector<GiNaC::realsymbol>& symbols) {
  for (const GiNaC::realsymbol& x : symbols)
    if (m.has(x)) return true;
  return false;
}

}  // namespace

TEST_CASE("one free body's closed forms are seed 000's Newton-Euler equations",
          "[symbolic][floating]") {
  const Model model = load_model(NEDYN_MODELS_DIR "/quadrotor_floating.yaml");
  const JointSymbols js(model);
  const DynamicsTerms t = dynamics_terms(model, js);
  const GiNaC::matrix tau = joint_torques(t, js);
  const auto symbol = [&](const char* name) { return GiNaC::ex(model.symbols.at(name)); };
  const GiNaC::ex m = symbol("m");
  const std::vector<GiNaC::ex> I{symbol("Ixx"), symbol("Iyy"), symbol("Izz")};
  // Seed 000: m (vd + w x v) = f + m R^T g, I wd + w x I w = n (body frame).
  const auto& v = js.base_v;
  const auto& a = js.base_vd;
  const auto& gb = js.base_gravity;
  const GiNaC::ex expected[6] = {m * (a[0] + v[4] * v[2] - v[5] * v[1]) - m * gb[0],
                                 m * (a[1] + v[5] * v[0] - v[3] * v[2]) - m * gb[1],
                                 m * (a[2] + v[3] * v[1] - v[4] * v[0]) - m * gb[2],
                                 I[0] * a[3] + (I[2] - I[1]) * v[4] * v[5],
                                 I[1] * a[4] + (I[0] - I[2]) * v[5] * v[3],
                                 I[2] * a[5] + (I[1] - I[0]) * v[3] * v[4]};
  for (int i = 0; i < 6; ++i) {
    INFO("tau(" << i + 1 << ") = " << tau(i, 0));
    CHECK((tau(i, 0) - expected[i]).expand().is_zero());
    for (int j = 0; j < 6; ++j) CHECK(t.M(i, j).is_equal(i == j ? (i < 3 ? m : I[i - 3]) : 0));
  }
  // A wrong sign of the gyroscopic term is told apart.
  CHECK_FALSE((tau(3, 0) - (I[0] * a[3] + (I[1] - I[2]) * v[4] * v[5])).expand().is_zero());
  // gb is R^T g: for the level body (identity quaternion) it is g itself.
  const Vec3 gb_of_q = base_frame_gravity(model.gravity, js);
  const GiNaC::exmap level{
      {js.quaternion[0], 0}, {js.quaternion[1], 0}, {js.quaternion[2], 0}, {js.quaternion[3], 1}};
  for (std::size_t k = 0; k < 3; ++k)
    CHECK((gb_of_q[k].subs(level) - model.gravity[k]).expand().is_zero());
}

TEST_CASE("a floating base's closed forms equal the runtime's recursion",
          "[symbolic][floating][runtime]") {
  const std::vector<std::pair<std::string, Model>> models{
      {"quadrotor_floating", load_model(NEDYN_MODELS_DIR "/quadrotor_floating.yaml")},
      {"floating_tree3", load_model(kFloatingTree)},
      {"quadruped12 floating", floating_quadruped()}};
  for (const auto& [name, model] : models) {
    DYNAMIC_SECTION(name) {
      const JointSymbols js(model);
      const DynamicsTerms t = dynamics_terms(model, js);
      const GiNaC::matrix tau_symbolic = joint_torques(t, js);
      std::mt19937 rng(kSeed);
      const ParameterValues parameters = random_parameters(model, rng);
      const NumericModel numeric = instantiate(model, parameters);
      const int n = numeric.nv();
      REQUIRE(n == js.nv());
      Workspace ws(numeric);
      Eigen::MatrixXd M(n, n), B(n, pair_count(n)), C(n, n), Cc(n, n);
      Eigen::VectorXd G(n), V(n), tau(n), with_tip(n), without_tip(n);
      for (int k = 0; k < 5; ++k) {
        const State s = random_state(numeric, rng);
        GiNaC::exmap values = state_values(model, js, parameters, s);
        mass_matrix(numeric, ws, s.q, M);
        gravity_torques(numeric, ws, s.q, G);
        coriolis_centrifugal(numeric, ws, s.q, s.qd, V);
        coriolis_coefficients(numeric, ws, s.q, B);
        centrifugal_coefficients(numeric, ws, s.q, C);
        coriolis_matrix(numeric, ws, s.q, s.qd, Cc);
        inverse_dynamics(numeric, ws, s.q, s.qd, s.qdd, tau);
        INFO("state " << k);
        CHECK(relative_error(evaluate(t.M, values), M, scale_of(M)) <= kSymbolicAgreement);
        CHECK(relative_error(evaluate(t.G, values), G, scale_of(G)) <= kSymbolicAgreement);
        CHECK(relative_error(evaluate(t.V, values), V, scale_of(V)) <= kSymbolicAgreement);
        CHECK(relative_error(evaluate(t.B, values), B, scale_of(B)) <= kSymbolicAgreement);
        CHECK(relative_error(evaluate(t.C, values), C, scale_of(C)) <= kSymbolicAgreement);
        CHECK(relative_error(evaluate(t.Cc, values), Cc, scale_of(Cc)) <= kSymbolicAgreement);
        CHECK(relative_error(evaluate(tau_symbolic, values), tau, scale_of(tau)) <=
              kSymbolicAgreement);

        TipWrench tip;
        tip.force = Eigen::Vector3d(1.5, -2.0, 0.75);
        tip.moment = Eigen::Vector3d(-0.5, 0.25, 1.0);
        const Eigen::Vector3d g = -numeric.gravity;
        newton_euler(numeric, ws, s.q, s.qd, s.qdd, g, tip, with_tip);
        newton_euler(numeric, ws, s.q, s.qd, s.qdd, g, TipWrench{}, without_tip);
        for (int w = 0; w < 3; ++w) {
          values[t.wrench[w]] = tip.force(w);
          values[t.wrench[3 + w]] = tip.moment(w);
        }
        const Eigen::VectorXd reference = with_tip - without_tip;
        CHECK(relative_error(evaluate(t.tip, values), reference, scale_of(reference)) <=
              kSymbolicAgreement);
      }
    }
  }
}

TEST_CASE("a floating base's M depends on the joints only and G on gravity in its frame",
          "[symbolic][floating]") {
  const Model model = floating_quadruped();
  const JointSymbols js(model);
  TermSelection selection;
  selection.B = selection.C = selection.tip = false;
  const DynamicsTerms t = dynamics_terms(model, js, selection);
  std::vector<GiNaC::realsymbol> pose_and_twist = js.quaternion;
  for (const auto* symbols : {&js.base_v, &js.base_vd, &js.base_gravity})
    pose_and_twist.insert(pose_and_twist.end(), symbols->begin(), symbols->end());
  CHECK_FALSE(has_any(t.M, pose_and_twist));
  CHECK_FALSE(has_any(t.G, js.quaternion));
  CHECK(has_any(t.G, js.base_gravity));
  // Linear in gb: zero without gravity, and each entry's degree in gb is 1.
  GiNaC::exmap no_gravity;
  for (const auto& x : js.base_gravity) no_gravity[x] = 0;
  for (unsigned i = 0; i < t.G.rows(); ++i) {
    CHECK(t.G(i, 0).subs(no_gravity).expand().is_zero());
    for (const auto& x : js.base_gravity) CHECK(t.G(i, 0).degree(x) <= 1);
  }
  // The legs are independent: M's block of the front-left and hind-right
  // legs' joints (1-3, 10-12) is zero, its base rows are not.
  for (int i = 6; i < 9; ++i)
    for (int j = 15; j < 18; ++j) CHECK(t.M(i, j).is_zero());
  CHECK_FALSE(t.M(0, 7).is_zero());
}

TEST_CASE("a floating tree's closed forms equal Lagrange's and Hamel's equations",
          "[symbolic][floating][lagrange]") {
  for (const std::string& path :
       {std::string(NEDYN_MODELS_DIR) + "/quadrotor_floating.yaml", kFloatingTree}) {
    DYNAMIC_SECTION(path) {
      const ModelFile file = read_model_path(path);
      const Model model = lower(file);
      const JointSymbols js(model);
      TermSelection selection;
      selection.tip = false;
      const DynamicsTerms t = dynamics_terms(model, js, selection);
      const FloatingLagrangeTerms lagrange =
          lagrange_floating_terms(file, js, lagrange_kinematics(file, js));
      const int n = js.nv();
      for (int i = 0; i < n; ++i) {
        INFO("row " << i + 1);
        CHECK(pythagorean_reduce(t.V(i, 0) - lagrange.V(i, 0), js).is_zero());
        CHECK(pythagorean_reduce(t.G(i, 0) - lagrange.G(i, 0), js).is_zero());
        for (int j = 0; j < n; ++j) {
          INFO("M(" << i + 1 << "," << j + 1 << ") = " << t.M(i, j) << ", Lagrange "
                    << lagrange.M(i, j));
          CHECK(pythagorean_reduce(t.M(i, j) - lagrange.M(i, j), js).is_zero());
        }
      }
      // Not the same without Hamel's term v x p: the check can fail.
      const GiNaC::ex p1 = lagrange.M(0, 0) * js.base_v[0];  // part of p_x
      CHECK_FALSE(
          pythagorean_reduce(t.V(4, 0) - lagrange.V(4, 0) - js.base_v[2] * p1, js).is_zero());
    }
  }
}
