// Straight-line programs: folding is exact, sharing is by construction,
// derivatives and Horner forms evaluate to what they stand for, and the
// recursion program equals the numeric runtime.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <regex>
#include <set>

#include "nedyn/generator/cpp_printer.hpp"
#include "nedyn/generator/horner_program.hpp"
#include "nedyn/generator/program.hpp"
#include "nedyn/generator/program_recursion.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/derivatives.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/workspace.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

namespace {

/// A node's value and its derivative with respect to the input named
/// `variable`, by dual numbers over the nodes (another path than
/// Program::derivative). `drop_product_term` leaves out the a db term of the
/// product rule: a mutant of the chain rule.
std::pair<double, double> evaluate_derivative(const Program& program, Value v,
                                              const std::map<std::string, double>& inputs,
                                              const std::string& variable,
                                              bool drop_product_term = false) {
  std::map<int, std::pair<double, double>> values;
  for (int id : program.reachable({v})) {
    const Node& n = program.node(id);
    const auto [a, da] = n.a >= 0 ? values.at(n.a) : std::pair<double, double>{0, 0};
    const auto [b, db] = n.b >= 0 ? values.at(n.b) : std::pair<double, double>{0, 0};
    std::pair<double, double> x{0, 0};
    switch (n.op) {
      case OpCode::constant:
        x = {GiNaC::ex_to<GiNaC::numeric>(n.value.evalf()).to_double(), 0};
        break;
      case OpCode::input:
        x = {inputs.at(n.input.text()), n.input.text() == variable ? 1 : 0};
        break;
      case OpCode::add:
        x = {a + b, da + db};
        break;
      case OpCode::sub:
        x = {a - b, da - db};
        break;
      case OpCode::mul:
        x = {a * b, da * b + (drop_product_term ? 0 : a * db)};
        break;
      case OpCode::div:
        x = {a / b, (da * b - a * db) / (b * b)};
        break;
      case OpCode::neg:
        x = {-a, -da};
        break;
      case OpCode::call:
        if (n.name == "sin")
          x = {std::sin(a), std::cos(a) * da};
        else if (n.name == "cos")
          x = {std::cos(a), -std::sin(a) * da};
        else
          x = {std::sqrt(a), da / (2 * std::sqrt(a))};
        break;
      case OpCode::sign:
        x = {a > 0 ? 1 : (a < 0 ? -1 : 0), 0};
        break;
    }
    values[id] = x;
  }
  return values.at(v.id);
}

/// The value of a program node by direct interpretation (an independent path
/// from the printed C++).
double evaluate(const Program& program, Value v, const std::map<std::string, double>& inputs) {
  return evaluate_derivative(program, v, inputs, "").first;
}

/// A test model with seeded parameter values, its numeric instance and its
/// Newton–Euler program.
struct ModelProgram {
  explicit ModelProgram(const std::string& path)
      : model(load_model(path)),
        rng(kSeed),
        parameters(random_parameters(model, rng)),
        numeric(instantiate(model, parameters)),
        recursion(model, program),
        grouped(model, program, LinkParameters::grouped) {}
  /// Program inputs at a state: parameters, q, qd, qdd.
  std::map<std::string, double> inputs(const State& s) const {
    std::map<std::string, double> at;
    for (const auto& v : parameters) at["p." + v.first] = v.second;
    for (int i = 0; i < numeric.nq(); ++i) at["q[" + std::to_string(i) + "]"] = s.q(i);
    for (int i = 0; i < numeric.nv(); ++i) {
      const std::string index = "[" + std::to_string(i) + "]";
      at["qd" + index] = s.qd(i);
      at["qdd" + index] = s.qdd(i);
    }
    return at;
  }
  RecursionForms every_form() const {
    return RecursionForms(static_cast<std::size_t>(model.dof()), LinkForms{true, true, true});
  }

  Model model;
  std::mt19937 rng;
  ParameterValues parameters;
  NumericModel numeric;
  Program program;
  ProgramRecursion recursion;
  ProgramRecursion grouped;  ///< modified convention, Khalil's grouped parameters
};

}  // namespace

TEST_CASE("constants fold exactly, zeros and ones vanish, negations become subtractions",
          "[program]") {
  Program p;
  const Value x = p.input(InputName::scalar("x")), y = p.input(InputName::scalar("y"));
  const Value third = p.constant(GiNaC::numeric(1, 3)), sixth = p.constant(GiNaC::numeric(1, 6));
  const Value half = third + sixth;
  REQUIRE(p.is_constant(half));
  CHECK(p.node(half).value.is_equal(GiNaC::numeric(1, 2)));
  CHECK((x * p.constant(0)).id == p.constant(0).id);
  CHECK((x * p.constant(1)).id == x.id);
  CHECK((x + p.constant(0)).id == x.id);
  CHECK((x - x).id == p.constant(0).id);
  CHECK(p.node(x + (-y)).op == OpCode::sub);
  CHECK(p.node(x - (-y)).op == OpCode::add);
  CHECK((-(-x)).id == x.id);
  // A negative factor leaves a negation that the next sum absorbs.
  const Value sum = y + p.constant(-2) * x;
  CHECK(p.node(sum).op == OpCode::sub);
  CHECK(p.count({sum}).multiplications == 1);
  CHECK(p.count({sum}).additions == 1);
  CHECK(p.is_zero(p.call("sin", p.constant(0))));
  CHECK(p.is_one(p.call("cos", p.constant(0))));
}

TEST_CASE("the same operation is one node, whatever the operand order", "[program]") {
  Program p;
  const Value x = p.input(InputName::scalar("x")), y = p.input(InputName::scalar("y"));
  CHECK((x * y).id == (y * x).id);
  CHECK((x + y).id == (y + x).id);
  CHECK(p.call("sin", x).id == p.call("sin", x).id);
  CHECK((x - y).id != (y - x).id);
  const Value e = (x * y + p.call("sin", x)) * (x * y - p.call("sin", x));
  const OperationCount c = p.count({e});
  CHECK(c.multiplications == 2);  // x*y once, the product once
  CHECK(c.additions == 2);
  CHECK(c.calls == 1);
}

TEST_CASE("derivatives of programs match central differences", "[program]") {
  Program p;
  const Value q0 = p.input(InputName::element("q", 0)), q1 = p.input(InputName::element("q", 1)),
              m = p.input(InputName::parameter("m"));
  const Value s0 = p.call("sin", q0), c1 = p.call("cos", q1 + p.constant(GiNaC::numeric(3, 10)));
  const Value f = m * s0 * s0 * c1 - c1 / (p.constant(2) + s0 * s0) + q0 * q1;
  std::mt19937 rng(kSeed);
  std::uniform_real_distribution<double> u(-2, 2);
  for (int k = 0; k < 20; ++k) {
    std::map<std::string, double> at = {{"q[0]", u(rng)}, {"q[1]", u(rng)}, {"p.m", u(rng)}};
    for (int joint = 0; joint < 2; ++joint) {
      const std::string name = "q[" + std::to_string(joint) + "]";
      auto plus = at, minus = at;
      plus[name] += kStep;
      minus[name] -= kStep;
      const double numeric = (evaluate(p, f, plus) - evaluate(p, f, minus)) / (2 * kStep);
      CHECK(evaluate(p, p.derivative(f, joint == 0 ? q0 : q1), at) ==
            Approx(numeric).margin(kFiniteDifference));
    }
  }
  CHECK(p.is_zero(p.derivative(m * m, q0)));
  // Any input is a variable: d(m^2 q0)/dm = 2 m q0.
  const std::map<std::string, double> at = {{"q[0]", 1.5}, {"q[1]", 0.0}, {"p.m", 1.0}};
  CHECK(evaluate(p, p.derivative(m * m * q0, m), at) == Approx(3.0));
}

TEST_CASE("substituting an input rebuilds only what reads it, folding as it goes", "[program]") {
  Program p;
  const Value x = p.input(InputName::scalar("x")), y = p.input(InputName::scalar("y")),
              z = p.input(InputName::scalar("z"));
  const Value kept = p.call("sin", y) * y;
  const Value f = x * kept + p.call("cos", x) - z / (x + y);
  const Value w = y * z;
  const std::vector<Value> g = p.substitute({f, kept}, {{x.id, w}});
  CHECK(g[1].id == kept.id);  // does not read x: the same node
  const std::map<std::string, double> at = {{"x", 0.0}, {"y", 0.7}, {"z", -1.3}};
  std::map<std::string, double> moved = at;
  moved["x"] = 0.7 * -1.3;
  CHECK(evaluate(p, g[0], at) == Approx(evaluate(p, f, moved)).epsilon(1e-15));
  // A replacement by zero folds the products that read it away.
  const std::vector<Value> h = p.substitute({x * y + z}, {{x.id, p.constant(0)}});
  CHECK(h[0].id == z.id);
  CHECK_THROWS_AS(p.substitute({f}, {{kept.id, w}}), std::invalid_argument);
}

TEST_CASE("Horner programs evaluate to their polynomial with fewer multiplications", "[program]") {
  GiNaC::realsymbol x("x"), y("y"), z("z");
  const GiNaC::ex poly = GiNaC::ex(3) * x * x * y + 2 * x * y + x * z -
                         GiNaC::numeric(1, 7) * y * z + 5 * x * x * x + 1;
  Program p;
  const std::map<std::string, Value> atoms = {{"x", p.input(InputName::scalar("x"))},
                                              {"y", p.input(InputName::scalar("y"))},
                                              {"z", p.input(InputName::scalar("z"))}};
  const Value h = horner_program(poly.expand(), p, [&](const GiNaC::ex& atom) {
    return atoms.at(GiNaC::ex_to<GiNaC::symbol>(atom).get_name());
  });
  std::mt19937 rng(kSeed);
  std::uniform_real_distribution<double> u(-2, 2);
  for (int k = 0; k < 20; ++k) {
    const double vx = u(rng), vy = u(rng), vz = u(rng);
    const double expected =
        GiNaC::ex_to<GiNaC::numeric>(poly.subs(GiNaC::lst{x == vx, y == vy, z == vz}).evalf())
            .to_double();
    CHECK(evaluate(p, h, {{"x", vx}, {"y", vy}, {"z", vz}}) == Approx(expected).epsilon(1e-13));
  }
  // Term by term: 12 multiplications; x factored out and then x, y again: fewer.
  CHECK(p.count({h}).multiplications <= 8);
}

TEST_CASE("the Newton-Euler program equals the numeric recursion for every model and form",
          "[program]") {
  for (const std::string& path : test_model_paths()) {
    for (const bool grouped : {false, true}) {
      INFO(path << (grouped ? ", grouped parameters" : ""));
      ModelProgram m(path);
      ProgramRecursion& recursion = grouped ? m.grouped : m.recursion;
      const EmittedArguments& args = recursion.arguments();
      const int n = m.model.dof();
      // Every form off, every form on, and the choice of the operation count.
      const auto build = [&](const RecursionForms& forms) {
        return recursion.joint_forces(args.qd, args.qdd, recursion.minus_gravity(), 0, forms);
      };
      const std::vector<RecursionForms> variants = {RecursionForms{}, m.every_form(),
                                                    cheapest_forms(n, build)};
      Workspace ws(m.numeric);
      for (int k = 0; k < 5; ++k) {
        const State s = random_state(m.numeric, m.rng);
        Eigen::VectorXd expected(n);
        newton_euler(m.numeric, ws, s.q, s.qd, s.qdd, -m.numeric.gravity, TipWrench{}, expected);
        const std::map<std::string, double> at = m.inputs(s);
        for (const RecursionForms& forms : variants) {
          const std::vector<Value> tau = build(forms);
          for (int i = 0; i < n; ++i)
            CHECK(
                std::abs(evaluate(m.program, tau[static_cast<std::size_t>(i)], at) - expected(i)) <=
                kAgreement * std::max(1.0, expected.cwiseAbs().maxCoeff()));
        }
      }
    }
  }
}

TEST_CASE("grouped parameters save operations on the example arms", "[program]") {
  for (const std::string name : {"puma560", "panda", "stanford"}) {
    INFO(name);
    ModelProgram m(std::string(NEDYN_MODELS_DIR) + "/" + name + ".yaml");
    const auto cost = [&](ProgramRecursion& r) {
      const EmittedArguments& args = r.arguments();
      const auto build = [&](const RecursionForms& forms) {
        return r.joint_forces(args.qd, args.qdd, r.minus_gravity(), 0, forms);
      };
      return m.program.count(build(cheapest_forms(m.model.dof(), build))).total();
    };
    // Khalil's grouping removes M_j, MZ_j and YY_j of every revolute joint
    // but the first: at least a tenth of the operations.
    CHECK(cost(m.grouped) * 10 <= cost(m.recursion) * 9);
  }
}

TEST_CASE("printed programs do not depend on the order nodes were built in", "[program]") {
  // C++ leaves operand evaluation order open (g++ and clang++ differ), so the
  // same expressions may be built in any order; the text must not change.
  const auto print = [](bool reversed) {
    Program p;
    std::map<std::string, Value> in;
    const std::vector<InputName> names = {InputName::element("q", 0), InputName::element("q", 1),
                                          InputName::element("qd", 0), InputName::element("qd", 1)};
    for (std::size_t k = 0; k < names.size(); ++k) {
      const InputName& name = names[reversed ? names.size() - 1 - k : k];
      in.emplace(name.text(), p.input(name));
    }
    Value s, c, product, sum;
    if (reversed) {
      c = p.call("cos", in.at("q[1]"));
      s = p.call("sin", in.at("q[0]"));
      product = in.at("qd[1]") * in.at("qd[0]");
      sum = c * product + p.constant(GiNaC::numeric(1, 4)) * s;
    } else {
      s = p.call("sin", in.at("q[0]"));
      c = p.call("cos", in.at("q[1]"));
      product = in.at("qd[0]") * in.at("qd[1]");
      sum = p.constant(GiNaC::numeric(1, 4)) * s + product * c;
    }
    const Value other = s * c - product;
    return print_statements(p, {{{"out", 0}, sum}, {{"out", 1}, other}}, ScalarType::float64);
  };
  const std::vector<std::string> forward = print(false), backward = print(true);
  CHECK(forward == backward);
  CHECK(forward.size() == 5);  // sin, cos and the product once each, two outputs
}

TEST_CASE("sines are read only after the sin_cos call that computes them", "[program]") {
  // An angle computed from a sine (sin(q1 + sin q0)) cannot share its call.
  Program p;
  const Value q0 = p.input(InputName::element("q", 0)), q1 = p.input(InputName::element("q", 1)),
              q2 = p.input(InputName::element("q", 2));
  const Value s0 = p.call("sin", q0);
  const Value s1 = p.call("sin", q1 + s0);
  const Value c2 = p.call("cos", q2);
  const std::vector<std::string> lines =
      print_statements(p, {{{"out", 0}, s1 * c2 + s0}}, ScalarType::float64);
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  INFO(text);
  std::set<int> written;
  int calls = 0;
  const std::regex slot(R"((sine|cosine)\[(\d+)\])"), call(R"(^sin_cos\(sine( \+ (\d+))?, )");
  for (const std::string& line : lines) {
    if (line.rfind("double ", 0) == 0) continue;  // the arrays' declaration
    std::smatch m;
    const bool is_call = std::regex_search(line, m, call);
    const int first = is_call && m[1].matched ? std::stoi(m[2]) : 0;
    for (auto it = std::sregex_iterator(line.begin(), line.end(), slot);
         it != std::sregex_iterator(); ++it)
      CHECK(written.count(std::stoi((*it)[2])) == 1);
    if (!is_call) continue;
    ++calls;
    const long angles = std::count(line.begin(), line.end(), ',') - 1;
    for (int k = first; k < first + angles; ++k) written.insert(k);
  }
  CHECK(calls == 2);
  CHECK(written.size() == 3);
}

TEST_CASE("the composite-rigid-body program equals the runtime's mass matrix", "[program]") {
  for (const std::string& path : test_model_paths()) {
    INFO(path);
    ModelProgram m(path);
    const int n = m.model.dof();
    Workspace ws(m.numeric);
    for (ProgramRecursion* recursion : {&m.recursion, &m.grouped})
      for (const RecursionForms& forms : {RecursionForms{}, m.every_form()}) {
        const std::vector<std::vector<Value>> M = recursion->composite_mass_matrix(forms);
        for (int k = 0; k < 5; ++k) {
          const State s = random_state(m.numeric, m.rng);
          Eigen::MatrixXd expected(n, n);
          mass_matrix(m.numeric, ws, s.q, expected);  // unit accelerations: another algorithm
          const std::map<std::string, double> at = m.inputs(s);
          const double scale = std::max(1.0, expected.cwiseAbs().maxCoeff());
          for (int i = 0; i < n; ++i)
            for (int j = 0; j <= i; ++j) {
              const double rotor =
                  i == j ? m.numeric.links[static_cast<std::size_t>(i)].rotor_inertia : 0;
              const Value mij = M[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
              CHECK(std::abs(evaluate(m.program, mij, at) + rotor - expected(i, j)) <=
                    kAgreement * scale);
            }
        }
      }
  }
}

TEST_CASE("the recursive derivative program equals the runtime's automatic differentiation",
          "[program][derivatives]") {
  // Floating bases too (the quadrotor of models/ and a three-link tree):
  // q's columns along its tangent space, as the runtime's.
  std::vector<std::string> paths = test_model_paths();
  paths.push_back(NEDYN_SOURCE_DIR "/tests/trees/floating_tree3.yaml");
  for (const std::string& path : paths) {
    INFO(path);
    ModelProgram m(path);
    const int n = m.numeric.nv(), first = n - m.model.dof();
    for (ProgramRecursion* recursion : {&m.recursion, &m.grouped}) {
      const TorqueDerivatives d = recursion->torque_derivatives(recursion->minus_gravity());
      for (int k = 0; k < 3; ++k) {
        const State s = random_state(m.numeric, m.rng);
        Eigen::MatrixXd dq(n, n), dqd(n, n);
        inverse_dynamics_derivatives(m.numeric, s.q, s.qd, s.qdd, dq, dqd);
        // Without friction: the viscous part is b on the diagonal.
        for (int i = first; i < n; ++i)
          dqd(i, i) -= m.numeric.links[static_cast<std::size_t>(i - first)].viscous;
        const std::map<std::string, double> at = m.inputs(s);
        const double scale_q = std::max(1.0, dq.cwiseAbs().maxCoeff());
        const double scale_qd = std::max(1.0, dqd.cwiseAbs().maxCoeff());
        for (int i = 0; i < n; ++i)
          for (int j = 0; j < n; ++j) {
            INFO("row " << i << " column " << j);
            const auto r = static_cast<std::size_t>(i), c = static_cast<std::size_t>(j);
            CHECK(std::abs(evaluate(m.program, d.dq[r][c], at) - dq(i, j)) <= kAgreement * scale_q);
            CHECK(std::abs(evaluate(m.program, d.dqd[r][c], at) - dqd(i, j)) <=
                  kAgreement * scale_qd);
          }
      }
    }
  }
}

TEST_CASE(
    "Program::derivative of tau equals AutoDiff, and a dropped chain-rule term fails that check",
    "[program][derivatives]") {
  for (const std::string name : {"puma560", "panda", "stanford"}) {
    INFO(name);
    ModelProgram m(std::string(NEDYN_MODELS_DIR) + "/" + name + ".yaml");
    const EmittedArguments& args = m.grouped.arguments();
    const std::vector<Value> tau =
        m.grouped.joint_forces(args.qd, args.qdd, m.grouped.minus_gravity());
    const int n = m.model.dof();
    double mutant_error = 0, scale = 1;
    for (int k = 0; k < 3; ++k) {
      const State s = random_state(m.numeric, m.rng);
      Eigen::MatrixXd dq(n, n), dqd(n, n);
      inverse_dynamics_derivatives(m.numeric, s.q, s.qd, s.qdd, dq, dqd);
      for (int i = 0; i < n; ++i)
        dqd(i, i) -= m.numeric.links[static_cast<std::size_t>(i)].viscous;  // rigid body only
      const std::map<std::string, double> at = m.inputs(s);
      scale = std::max({scale, dq.cwiseAbs().maxCoeff(), dqd.cwiseAbs().maxCoeff()});
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
          for (const auto& [inputs, expected] :
               {std::pair{&args.q, dq(i, j)}, std::pair{&args.qd, dqd(i, j)}}) {
            const Value x = (*inputs)[static_cast<std::size_t>(j)];
            const Value t = tau[static_cast<std::size_t>(i)];
            const std::string variable = m.program.node(x).input.text();
            INFO("d tau_" << i << " / d " << variable);
            CHECK(std::abs(evaluate(m.program, m.program.derivative(t, x), at) - expected) <=
                  kAgreement * scale);
            CHECK(std::abs(evaluate_derivative(m.program, t, at, variable).second - expected) <=
                  kAgreement * scale);
            mutant_error = std::max(
                mutant_error,
                std::abs(evaluate_derivative(m.program, t, at, variable, true).second - expected));
          }
    }
    // The mutant misses by far more than the tolerance the tests use (by
    // 29, 35 and 63 N m/rad against entries up to 30-95).
    CHECK(mutant_error > 1e3 * kAgreement * scale);
  }
}
