// The closed forms of the task-space terms (issue 19) for Craig's two-link
// arm with task (x, y) of its tip, against forms derived by hand from seed
// 003's formulas: Craig's J (Example 5.3 in frame 0), M, V, G (6.60), Jdot
// from J by hand, and Mx = J^-T M J^-1, Vx = J^-T (V - M J^-1 Jdot qd),
// Gx = J^-T G, Bx and Cx the coefficients of J^T Vx = V - M J^-1 Jdot qd,
// with J^-1 = adj J / (l1 l2 s2). Each difference reduces to exactly 0, and
// a form with one sign wrong does not. Then the numbers: the closed forms
// of the planar arm and of a non-square task evaluated at seeded states
// equal the runtime's task_space.

#include <catch2/catch.hpp>

#include <random>

#include "nedyn/generator/task_terms.hpp"
#include "nedyn/generator/trig_reduction.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/operational_space.hpp"
#include "test_support.hpp"

using namespace nedyn;
using GiNaC::ex;
using GiNaC::matrix;

namespace {

struct Hand {
  matrix Mx, Vx, Gx, Bx, Cx;
};

// wrong_sign flips the sign of V's Coriolis term.
Hand craig_by_hand(const Model& model, const JointSymbols& js, bool wrong_sign = false) {
  const ex l1 = model.symbols.at("l1"), l2 = model.symbols.at("l2"), m1 = model.symbols.at("m1"),
           m2 = model.symbols.at("m2"), g = model.symbols.at("g");
  const ex s1 = js.s[0], c1 = js.c[0], s2 = js.s[1], c2 = js.c[1];
  const ex s12 = s1 * c2 + c1 * s2, c12 = c1 * c2 - s1 * s2;
  const ex qd1 = js.qd[0], qd2 = js.qd[1];
  const matrix J = {{-l1 * s1 - l2 * s12, -l2 * s12}, {l1 * c1 + l2 * c12, l2 * c12}};
  const matrix Jdot = {{-l1 * c1 * qd1 - l2 * c12 * (qd1 + qd2), -l2 * c12 * (qd1 + qd2)},
                       {-l1 * s1 * qd1 - l2 * s12 * (qd1 + qd2), -l2 * s12 * (qd1 + qd2)}};
  const ex D = l1 * l2 * s2;
  const matrix J_inv =
      matrix{{l2 * c12, l2 * s12}, {-l1 * c1 - l2 * c12, -l1 * s1 - l2 * s12}}.mul_scalar(1 / D);
  const matrix M = {{l2 * l2 * m2 + 2 * l1 * l2 * m2 * c2 + l1 * l1 * (m1 + m2),
                     l2 * l2 * m2 + l1 * l2 * m2 * c2},
                    {l2 * l2 * m2 + l1 * l2 * m2 * c2, l2 * l2 * m2}};
  const ex coriolis = (wrong_sign ? 2 : -2) * m2 * l1 * l2 * s2 * qd1 * qd2;
  const matrix V = {{-m2 * l1 * l2 * s2 * qd2 * qd2 + coriolis}, {m2 * l1 * l2 * s2 * qd1 * qd1}};
  const matrix G = {{m2 * l2 * g * c12 + (m1 + m2) * l1 * g * c1}, {m2 * l2 * g * c12}};
  const matrix qd = {{qd1}, {qd2}};
  const matrix J_inv_T = J_inv.transpose();
  const matrix joint_terms = V.sub(M.mul(J_inv).mul(Jdot.mul(qd)));  // J^T Vx
  Hand h;
  h.Mx = J_inv_T.mul(M).mul(J_inv);
  h.Vx = J_inv_T.mul(joint_terms);
  h.Gx = J_inv_T.mul(G);
  h.Bx = matrix(2, 1);
  h.Cx = matrix(2, 2);
  for (unsigned i = 0; i < 2; ++i) {
    const ex e = joint_terms(i, 0).expand();
    h.Bx(i, 0) = e.coeff(qd1, 1).coeff(qd2, 1);
    h.Cx(i, 0) = e.coeff(qd1, 2);
    h.Cx(i, 1) = e.coeff(qd2, 2);
  }
  return h;
}

// max over entries of |numerator - D^power hand| reduced: 0 when equal.
bool equal_forms(const TaskTerm& term, const matrix& hand, const JointSymbols& js) {
  REQUIRE(term.numerator.rows() == hand.rows());
  REQUIRE(term.numerator.cols() == hand.cols());
  for (unsigned i = 0; i < hand.rows(); ++i)
    for (unsigned j = 0; j < hand.cols(); ++j) {
      const ex scaled = GiNaC::normal(GiNaC::pow(term.denominator, term.power) * hand(i, j));
      if (!pythagorean_reduce(term.numerator(i, j) - scaled, js).is_zero()) return false;
    }
  return true;
}

}  // namespace

TEST_CASE("Craig's arm: Mx, Vx, Gx, Bx, Cx equal the forms derived by hand from seed 003",
          "[task_terms]") {
  const Model model = load_model(NEDYN_MODELS_DIR "/rr_planar.yaml");
  const JointSymbols js(model);
  const Hand hand = craig_by_hand(model, js);
  const Hand wrong = craig_by_hand(model, js, true);
  const ex D = model.symbols.at("l1") * model.symbols.at("l2") * js.s[1];
  for (const auto& [what, by_hand, wrong_form] :
       {std::tuple{"Mx", hand.Mx, wrong.Mx}, std::tuple{"Vx", hand.Vx, wrong.Vx},
        std::tuple{"Gx", hand.Gx, wrong.Gx}, std::tuple{"Bx", hand.Bx, wrong.Bx},
        std::tuple{"Cx", hand.Cx, wrong.Cx}}) {
    INFO(what);
    const TaskTerm term = task_term(model, js, what);
    CHECK(term.square);
    // det Jx = l1 l2 s2, its constant factors cancelled from every entry.
    CHECK(pythagorean_reduce(term.constant * term.denominator - D, js).is_zero());
    CHECK(term.denominator.is_equal(js.s[1]));
    CHECK(equal_forms(term, by_hand, js));
    // The Coriolis sign enters Vx and Bx only.
    const bool told_apart = std::string(what) == "Vx" || std::string(what) == "Bx";
    CHECK(equal_forms(term, wrong_form, js) == !told_apart);
  }
  // D vanishes where the arm is stretched out or folded: s2 = 0, and only there.
  const std::vector<ex> factors = vanishing_factors(D, js);
  REQUIRE(factors.size() == 1);
  CHECK(factors[0].is_equal(js.s[1]));
}

TEST_CASE("closed forms evaluate to the runtime's task space (square and non-square tasks)",
          "[task_terms]") {
  // The model's own task (square), then fewer rows than joints: x alone of
  // the planar arm, x and z of the RPR arm.
  const std::vector<std::pair<const char*, std::vector<int>>> cases = {
      {NEDYN_MODELS_DIR "/rr_planar.yaml", {}},
      {NEDYN_TEST_MODELS_DIR "/modified_rpr.yaml", {}},
      {NEDYN_MODELS_DIR "/rr_planar.yaml", {0}},
      {NEDYN_TEST_MODELS_DIR "/modified_rpr.yaml", {0, 2}}};
  for (const auto& [path, task] : cases) {
    DYNAMIC_SECTION(path << " task of "
                         << (task.empty() ? "the model" : std::to_string(task.size()) + " rows")) {
      Model model = load_model(path);
      if (!task.empty()) model.task = task;
      const JointSymbols js(model);
      std::mt19937 rng(test::kSeed);
      const ParameterValues values = test::random_parameters(model, rng);
      const NumericModel numeric = instantiate(model, values);
      Workspace ws(numeric);
      GiNaC::exmap parameters;
      for (const auto& [name, symbol] : model.symbols) parameters[symbol] = values.at(name);
      const int n = model.dof();
      std::map<std::string, TaskTerm> terms;
      for (const char* what : {"Mx", "Vx", "Gx", "Bx", "Cx"})
        terms[what] = task_term(model, js, what);
      int compared = 0;
      for (int k = 0; k < 10; ++k) {
        const test::State s = test::random_state(numeric, rng);
        TaskSpace t;
        Eigen::MatrixXd Bx, Cx;
        try {
          t = task_space(numeric, ws, s.q, s.qd, 1e-2);
          task_velocity_coefficients(numeric, ws, s.q, Bx, Cx, 1e-2);
        } catch (const SingularConfiguration&) {
          continue;
        }
        GiNaC::exmap at = parameters;
        for (int i = 0; i < n; ++i) {
          const auto u = static_cast<std::size_t>(i);
          at[js.qd[u]] = s.qd(i);
          if (js.revolute[u]) {
            const double angle =
                s.q(i) + GiNaC::ex_to<GiNaC::numeric>(
                             GiNaC::evalf(js.angle[u].subs(js.q[u] == 0).subs(parameters)))
                             .to_double();
            at[js.s[u]] = std::sin(angle);
            at[js.c[u]] = std::cos(angle);
          } else {
            at[js.q[u]] = s.q(i);
          }
        }
        const auto value = [&](const TaskTerm& term, unsigned i, unsigned j) {
          const ex e = GiNaC::evalf(
              (term.numerator(i, j) / GiNaC::pow(term.denominator, term.power)).subs(at));
          return GiNaC::ex_to<GiNaC::numeric>(e).to_double();
        };
        const auto matches = [&](const TaskTerm& term, const Eigen::MatrixXd& expected) {
          double error = 0, scale = 1;
          for (Eigen::Index i = 0; i < expected.rows(); ++i)
            for (Eigen::Index j = 0; j < expected.cols(); ++j) {
              scale = std::max(scale, std::abs(expected(i, j)));
              error = std::max(
                  error, std::abs(value(term, static_cast<unsigned>(i), static_cast<unsigned>(j)) -
                                  expected(i, j)));
            }
          return error / scale;
        };
        INFO("state " << k);
        CHECK(matches(terms["Mx"], t.Lambda) <= 1e-9);
        CHECK(matches(terms["Vx"], t.mu) <= 1e-9);
        CHECK(matches(terms["Gx"], t.p) <= 1e-9);
        if (n > 1) CHECK(matches(terms["Bx"], Bx) <= 1e-9);
        CHECK(matches(terms["Cx"], Cx) <= 1e-9);
        ++compared;
      }
      CHECK(compared >= 5);
    }
  }
}
