// The symbolic terms: Craig's two-link closed forms exactly; M symmetric for
// every example model; every term equal to the numeric runtime at seeded
// random states; the text of `nedyn show` read back by GiNaC's parser.

#include <catch2/catch.hpp>

#include <sstream>

#include "nedyn/generator/dynamics_terms.hpp"
#include "nedyn/generator/term_display.hpp"
#include "nedyn/generator/trig_reduction.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "symbolic_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

namespace {

// GiNaC's parser over the model's symbols and the joint variables, as a user
// reading `nedyn show` output back would set it up.
GiNaC::ex parse(const std::string& text, const Model& model, const JointSymbols& js) {
  GiNaC::symtab table;
  for (const auto& [name, symbol] : model.symbols) table[name] = symbol;
  for (int i = 0; i < js.n; ++i) {
    table[GiNaC::ex_to<GiNaC::symbol>(js.q[i]).get_name()] = js.q[i];
    table[GiNaC::ex_to<GiNaC::symbol>(js.qd[i]).get_name()] = js.qd[i];
    table[GiNaC::ex_to<GiNaC::symbol>(js.qdd[i]).get_name()] = js.qdd[i];
  }
  GiNaC::parser reader(table);
  reader.strict = true;
  return reader(text);
}

bool same(const GiNaC::ex& a, const GiNaC::ex& b, const JointSymbols& js) {
  return trig_normal_form(a - b, js).is_zero();
}

// Largest entry of the reference, at least 1e-12: the scale of a relative error.
double scale_of(const Eigen::MatrixXd& reference) {
  return std::max(reference.cwiseAbs().maxCoeff(), 1e-12);
}

// Entries of expanded forms are sums of many terms; 1e-12 of the largest
// entry is a few hundred roundings of headroom in double precision.
constexpr double kSymbolicAgreement = 1e-12;

}  // namespace

TEST_CASE("Craig's two-link arm: M, V, G, B, C, tau are the textbook's", "[symbolic][craig]") {
  const Model model = load_model(NEDYN_MODELS_DIR "/rr_planar.yaml");
  const JointSymbols js(model);
  const DynamicsTerms t = dynamics_terms(model, js);
  auto craig = [&](const std::string& text) { return parse(text, model, js); };

  // Craig, Introduction to Robotics, Example 6.6 and eq. 6.63 (seed 003).
  CHECK(same(t.M(0, 0), craig("m2*l2^2 + 2*m2*l1*l2*cos(q2) + (m1+m2)*l1^2"), js));
  CHECK(same(t.M(0, 1), craig("m2*l2^2 + m2*l1*l2*cos(q2)"), js));
  CHECK(same(t.M(1, 0), craig("m2*l2^2 + m2*l1*l2*cos(q2)"), js));
  CHECK(same(t.M(1, 1), craig("m2*l2^2"), js));
  CHECK(same(t.V(0, 0), craig("-m2*l1*l2*sin(q2)*qd2^2 - 2*m2*l1*l2*sin(q2)*qd1*qd2"), js));
  CHECK(same(t.V(1, 0), craig("m2*l1*l2*sin(q2)*qd1^2"), js));
  CHECK(same(t.G(0, 0), craig("m2*l2*g*cos(q1+q2) + (m1+m2)*l1*g*cos(q1)"), js));
  CHECK(same(t.G(1, 0), craig("m2*l2*g*cos(q1+q2)"), js));
  CHECK(same(t.B(0, 0), craig("-2*m2*l1*l2*sin(q2)"), js));
  CHECK(same(t.B(1, 0), craig("0"), js));
  CHECK(same(t.C(0, 0), craig("0"), js));
  CHECK(same(t.C(0, 1), craig("-m2*l1*l2*sin(q2)"), js));
  CHECK(same(t.C(1, 0), craig("m2*l1*l2*sin(q2)"), js));
  CHECK(same(t.C(1, 1), craig("0"), js));
  const GiNaC::matrix tau = joint_torques(t, js);
  CHECK(same(tau(0, 0),
             craig("m2*l2^2*(qdd1+qdd2) + m2*l1*l2*cos(q2)*(2*qdd1+qdd2) + (m1+m2)*l1^2*qdd1"
                   " - m2*l1*l2*sin(q2)*qd2^2 - 2*m2*l1*l2*sin(q2)*qd1*qd2"
                   " + m2*l2*g*cos(q1+q2) + (m1+m2)*l1*g*cos(q1)"),
             js));
  CHECK(same(tau(1, 0),
             craig("m2*l1*l2*cos(q2)*qdd1 + m2*l1*l2*sin(q2)*qd1^2 + m2*l2*g*cos(q1+q2)"
                   " + m2*l2^2*(qdd1+qdd2)"),
             js));
  // A wrong form is told apart: the check can fail.
  CHECK_FALSE(same(t.M(0, 0), craig("m2*l2^2 + m2*l1*l2*cos(q2) + (m1+m2)*l1^2"), js));
}

TEST_CASE("the shown text reads back as the same expression", "[symbolic][show]") {
  for (const char* name : {"/rr_planar.yaml", "/puma560.yaml", "/stanford.yaml"}) {
    DYNAMIC_SECTION(name) {
      const Model model = load_model(std::string(NEDYN_MODELS_DIR) + name);
      const JointSymbols js(model);
      TermSelection selection;
      selection.tip = false;
      const DynamicsTerms t = dynamics_terms(model, js, selection);
      const GiNaC::matrix tau = joint_torques(t, js);
      for (const GiNaC::matrix* m : {&t.M, &t.G, &t.V, &tau}) {
        for (unsigned i = 0; i < m->rows(); ++i) {
          for (unsigned j = 0; j < m->cols(); ++j) {
            std::ostringstream text;
            print_text(text, display_polynomial((*m)(i, j), js), js);
            INFO(text.str());
            CHECK(same(parse(text.str(), model, js), (*m)(i, j), js));
          }
        }
      }
    }
  }
}

TEST_CASE("zeros and ones of the DH structure are applied, not carried", "[symbolic]") {
  // The example robots have twists of 0 and +-pi/2 only: no sin(alpha) or
  // cos(alpha) may survive, and no term may carry a factor 0 or 1 (GiNaC
  // evaluates them as they are produced). Joint angles are the s_i, c_i symbols.
  for (const std::string& path : example_model_paths()) {
    DYNAMIC_SECTION(path) {
      const Model model = load_model(path);
      const JointSymbols js(model);
      const DynamicsTerms t = dynamics_terms(model, js);
      for (const GiNaC::matrix* m : {&t.M, &t.G, &t.B, &t.C, &t.tip}) {
        CHECK_FALSE(m->has(GiNaC::sin(GiNaC::wild())));
        CHECK_FALSE(m->has(GiNaC::cos(GiNaC::wild())));
      }
    }
  }
}

TEST_CASE("M - M^T is zero for every test model", "[symbolic]") {
  for (const std::string& path : test_model_paths()) {
    DYNAMIC_SECTION(path) {
      const Model model = load_model(path);
      const JointSymbols js(model);
      TermSelection only_m;
      only_m.G = only_m.B = only_m.C = only_m.tip = false;
      only_m.full_mass_matrix = true;  // both triangles from their own columns
      const DynamicsTerms full = dynamics_terms(model, js, only_m);
      only_m.full_mass_matrix = false;
      const DynamicsTerms mirrored = dynamics_terms(model, js, only_m);
      for (int i = 0; i < js.n; ++i) {
        for (int j = 0; j < js.n; ++j) {
          INFO("M(" << i + 1 << "," << j + 1 << ")");
          CHECK(pythagorean_reduce(full.M(i, j) - full.M(j, i), js).is_zero());
          CHECK(pythagorean_reduce(full.M(i, j) - mirrored.M(i, j), js).is_zero());
        }
      }
    }
  }
}

TEST_CASE("B and C from the Christoffel symbols of M equal the velocity probes", "[symbolic]") {
  for (const std::string& path : test_model_paths()) {
    if (path.find("panda") != std::string::npos) continue;  // covered numerically below
    DYNAMIC_SECTION(path) {
      const Model model = load_model(path);
      const JointSymbols js(model);
      TermSelection probes;
      probes.tip = false;
      probes.coriolis_by_probes = true;
      const DynamicsTerms a = dynamics_terms(model, js);
      const DynamicsTerms b = dynamics_terms(model, js, probes);
      for (unsigned i = 0; i < a.C.rows(); ++i) {
        for (unsigned j = 0; j < a.C.cols(); ++j)
          CHECK(pythagorean_reduce(a.C(i, j) - b.C(i, j), js).is_zero());
        for (unsigned p = 0; p < a.B.cols(); ++p)
          CHECK(pythagorean_reduce(a.B(i, p) - b.B(i, p), js).is_zero());
      }
    }
  }
}

TEST_CASE("every symbolic term equals the numeric runtime", "[symbolic][runtime]") {
  for (const std::string& path : test_model_paths()) {
    DYNAMIC_SECTION(path) {
      const Model model = load_model(path);
      const JointSymbols js(model);
      const DynamicsTerms t = dynamics_terms(model, js);
      const GiNaC::matrix tau_symbolic = joint_torques(t, js);
      std::mt19937 rng(kSeed);
      const ParameterValues parameters = random_parameters(model, rng);
      const NumericModel numeric = instantiate(model, parameters);
      const int n = numeric.dof();
      Workspace ws(numeric);
      Eigen::MatrixXd M(n, n), B(n, pair_count(n)), C(n, n), Cc(n, n);
      Eigen::VectorXd G(n), V(n), tau(n), with_tip(n), without_tip(n);
      // Under the sanitizers two states: nedyn's code runs the same at each,
      // and GiNaC's substitution into the Panda's closed forms, which they
      // do not watch, was 87 of this test's 102 s there.
      for (int k = 0; k < (NEDYN_SANITIZED ? 2 : 10); ++k) {
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
        if (n > 1) {
          CHECK(relative_error(evaluate(t.B, values), B, scale_of(B)) <= kSymbolicAgreement);
        }
        CHECK(relative_error(evaluate(t.C, values), C, scale_of(C)) <= kSymbolicAgreement);
        CHECK(relative_error(evaluate(t.Cc, values), Cc, scale_of(Cc)) <= kSymbolicAgreement);
        CHECK(relative_error(evaluate(tau_symbolic, values), tau, scale_of(tau)) <=
              kSymbolicAgreement);

        // The tip-wrench term: the runtime's torques with and without a wrench.
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
