#include "nedyn/generator/task_terms.hpp"

#include "nedyn/generator/symbolic_recursion.hpp"
#include "nedyn/generator/term_display.hpp"
#include "nedyn/generator/trig_reduction.hpp"
#include "nedyn/runtime/configuration_space.hpp"

namespace nedyn {
namespace {

using GiNaC::ex;
using GiNaC::matrix;

matrix reduced(const matrix& m, const JointSymbols& js) {
  matrix out(m.rows(), m.cols());
  for (unsigned i = 0; i < m.rows(); ++i)
    for (unsigned j = 0; j < m.cols(); ++j) out(i, j) = pythagorean_reduce(m(i, j), js);
  return out;
}

matrix product(const matrix& a, const matrix& b, const JointSymbols& js) {
  return reduced(a.mul(b), js);
}

/// adj(A), by cofactors: A adj(A) = det(A) I, with no division.
matrix adjugate(const matrix& a, const JointSymbols& js) {
  const unsigned m = a.rows();
  matrix adj(m, m);
  if (m == 1) {
    adj(0, 0) = 1;
    return adj;
  }
  for (unsigned i = 0; i < m; ++i)
    for (unsigned j = 0; j < m; ++j) {
      matrix minor(m - 1, m - 1);
      for (unsigned r = 0, mr = 0; r < m; ++r) {
        if (r == i) continue;
        for (unsigned c = 0, mc = 0; c < m; ++c) {
          if (c == j) continue;
          minor(mr, mc++) = a(r, c);
        }
        ++mr;
      }
      const ex cofactor = ((i + j) % 2 ? -1 : 1) * minor.determinant();
      adj(j, i) = pythagorean_reduce(cofactor, js);
    }
  return adj;
}

ex determinant(const matrix& a, const JointSymbols& js) {
  return pythagorean_reduce(a.determinant(), js);
}

matrix scaled(const matrix& a, const ex& factor, const JointSymbols& js) {
  return reduced(a.mul_scalar(factor), js);
}

matrix difference(const matrix& a, const matrix& b, const JointSymbols& js) {
  return reduced(a.sub(b), js);
}

// Jdot qd of the task's rows as coefficients: HB (m x pairs), HC (m x n).
void acceleration_coefficients(const matrix& J, const JointSymbols& js, matrix& HB, matrix& HC) {
  const int n = js.n;
  HB = matrix(J.rows(), static_cast<unsigned>(std::max(pair_count(n), 1)));
  HC = matrix(J.rows(), static_cast<unsigned>(n));
  for (unsigned r = 0; r < J.rows(); ++r)
    for (int j = 0; j < n; ++j) {
      const auto uj = static_cast<unsigned>(j);
      HC(r, uj) = derivative_by_q(J(r, uj), js, j);
      for (int k = j + 1; k < n; ++k)
        HB(r, static_cast<unsigned>(pair_index(j, k, n))) =
            (derivative_by_q(J(r, static_cast<unsigned>(k)), js, j) +
             derivative_by_q(J(r, uj), js, k))
                .expand();
    }
}

matrix times_rates(const matrix& HB, const matrix& HC, const JointSymbols& js) {
  const int n = js.n;
  matrix h(HC.rows(), 1);
  for (unsigned r = 0; r < HC.rows(); ++r) {
    ex sum = 0;
    for (int j = 0; j < n; ++j) {
      sum += HC(r, static_cast<unsigned>(j)) * js.qd[static_cast<std::size_t>(j)] *
             js.qd[static_cast<std::size_t>(j)];
      for (int k = j + 1; k < n; ++k)
        sum += HB(r, static_cast<unsigned>(pair_index(j, k, n))) *
               js.qd[static_cast<std::size_t>(j)] * js.qd[static_cast<std::size_t>(k)];
    }
    h(r, 0) = pythagorean_reduce(sum, js);
  }
  return h;
}

// The factors of D (GiNaC::factor), and whether one holds a joint variable.
std::vector<ex> factors_of(const ex& determinant) {
  const ex factored = GiNaC::factor(determinant.expand());
  if (!GiNaC::is_a<GiNaC::mul>(factored)) return {factored};
  return std::vector<ex>(factored.begin(), factored.end());
}

bool holds_joint(const ex& factor, const JointSymbols& js) {
  for (const ex& v : joint_variables(js))
    if (factor.has(v)) return true;
  return false;
}

// D's factors that hold no joint variable, and the rest.
std::pair<ex, ex> split_constant(const ex& determinant, const JointSymbols& js) {
  ex constant = 1, rest = 1;
  for (const ex& f : factors_of(determinant)) (holds_joint(f, js) ? rest : constant) *= f;
  return {constant, rest};
}

// Numerators over constant^power, if every one divides exactly; D keeps the
// joint-dependent factors then.
void cancel_constant(TaskTerm& term, const JointSymbols& js) {
  const auto [constant, rest] = split_constant(term.denominator, js);
  if (constant.is_equal(1)) return;
  const ex divisor = GiNaC::pow(constant, term.power);
  matrix numerator(term.numerator.rows(), term.numerator.cols());
  for (unsigned i = 0; i < numerator.rows(); ++i)
    for (unsigned j = 0; j < numerator.cols(); ++j) {
      const ex quotient = GiNaC::normal(term.numerator(i, j) / divisor);
      if (!GiNaC::denom(quotient).is_equal(1)) return;
      numerator(i, j) = pythagorean_reduce(quotient, js);
    }
  term.numerator = numerator;
  term.denominator = pythagorean_reduce(rest, js);
  term.constant = constant;
}

TaskTerm square_task_term(const DynamicsTerms& t, const matrix& J, const matrix& HB,
                          const matrix& HC, const matrix& h, const std::string& what,
                          const JointSymbols& js) {
  TaskTerm term;
  const matrix adj = adjugate(J, js);
  const ex D = determinant(J, js);
  const matrix adjT = adj.transpose();
  const matrix M_adj = product(t.M, adj, js);
  term.denominator = D;
  if (what == "Mx") {
    term.numerator = product(adjT, M_adj, js);
    term.power = 2;
  } else if (what == "Vx") {
    term.numerator = product(adjT, difference(scaled(t.V, D, js), product(M_adj, h, js), js), js);
    term.power = 2;
  } else if (what == "Gx") {
    term.numerator = product(adjT, t.G, js);
  } else {
    const bool coriolis = what == "Bx";
    term.numerator =
        difference(scaled(coriolis ? t.B : t.C, D, js), product(M_adj, coriolis ? HB : HC, js), js);
  }
  return term;
}

// Khatib's form for fewer task coordinates than joints.
TaskTerm khatib_task_term(const DynamicsTerms& t, const matrix& J, const matrix& HB,
                          const matrix& HC, const matrix& h, const std::string& what,
                          const JointSymbols& js) {
  TaskTerm term;
  term.square = false;
  const matrix adjM = adjugate(t.M, js);
  const ex detM = determinant(t.M, js);
  const matrix J_adjM = product(J, adjM, js);
  const matrix A = product(J_adjM, J.transpose(), js);
  const matrix adjA = adjugate(A, js);
  term.denominator = determinant(A, js);
  if (what == "Mx") {
    term.numerator = scaled(adjA, detM, js);
  } else if (what == "Vx") {
    term.numerator =
        product(adjA, difference(product(J_adjM, t.V, js), scaled(h, detM, js), js), js);
  } else if (what == "Gx") {
    term.numerator = product(adjA, product(J_adjM, t.G, js), js);
  } else {
    const bool coriolis = what == "Bx";
    term.numerator = product(product(J.transpose(), adjA, js),
                             difference(product(J_adjM, coriolis ? t.B : t.C, js),
                                        scaled(coriolis ? HB : HC, detM, js), js),
                             js);
  }
  return term;
}

}  // namespace

matrix task_jacobian_form(const Model& model, const JointSymbols& js) {
  const int n = js.n;
  const SymbolicRecursion recursion(model, js);
  const std::vector<Mat3>& R = recursion.rotations();
  const std::vector<Vec3>& p = recursion.offsets();
  // Frame i in the base frame: R0[i], o[i] (Craig 3.4's compound transforms),
  // each from its parent's (the tool link's for the last frame, n+1).
  std::vector<matrix> R0(static_cast<std::size_t>(n + 2), matrix(3, 3)), o(R0.size(), matrix(3, 1));
  R0[0] = GiNaC::ex_to<matrix>(GiNaC::unit_matrix(3));
  const std::vector<int> parent = parents(model);
  for (int i = 1; i <= n + 1; ++i) {
    const auto k = static_cast<std::size_t>(i);
    const auto up = static_cast<std::size_t>(model.frame_parent(i));
    matrix local(3, 3), offset(3, 1);
    for (unsigned r = 0; r < 3; ++r) {
      offset(r, 0) = p[k][r];
      for (unsigned c = 0; c < 3; ++c) local(r, c) = R[k][r][c];
    }
    R0[k] = product(R0[up], local, js);
    o[k] = reduced(o[up].add(R0[up].mul(offset)), js);
  }
  const std::vector<int> rows = task_rows(model);
  matrix J(static_cast<unsigned>(rows.size()), static_cast<unsigned>(n));
  const matrix& tool = o[static_cast<std::size_t>(n + 1)];
  for (int i : path_to(parent, model.tip_link())) {  // the joints that move the tool
    const auto k = static_cast<std::size_t>(i);
    const ex z[3] = {R0[k](0, 2), R0[k](1, 2), R0[k](2, 2)};
    const ex d[3] = {tool(0, 0) - o[k](0, 0), tool(1, 0) - o[k](1, 0), tool(2, 0) - o[k](2, 0)};
    ex column[6];
    if (js.revolute[k - 1]) {
      for (int a = 0; a < 3; ++a) {
        column[a] = z[(a + 1) % 3] * d[(a + 2) % 3] - z[(a + 2) % 3] * d[(a + 1) % 3];
        column[a + 3] = z[a];
      }
    } else {
      for (int a = 0; a < 3; ++a) {
        column[a] = z[a];
        column[a + 3] = 0;
      }
    }
    for (std::size_t r = 0; r < rows.size(); ++r)
      J(static_cast<unsigned>(r), static_cast<unsigned>(i - 1)) =
          pythagorean_reduce(column[rows[r]], js);
  }
  return J;
}

TaskTerm task_term(const Model& model, const JointSymbols& js, const std::string& what,
                   const Progress& progress) {
  TermSelection selection;
  selection.tip = false;
  selection.B = selection.C = what == "Vx" || what == "Bx" || what == "Cx";
  selection.G = what == "Gx";
  const DynamicsTerms t = dynamics_terms(model, js, selection, progress);
  if (progress) progress("task: Jacobian and its derivatives");
  const matrix J = task_jacobian_form(model, js);
  matrix HB, HC;
  acceleration_coefficients(J, js, HB, HC);
  const matrix h = times_rates(HB, HC, js);
  TaskTerm term = J.rows() == J.cols() ? square_task_term(t, J, HB, HC, h, what, js)
                                       : khatib_task_term(t, J, HB, HC, h, what, js);
  cancel_constant(term, js);
  return term;
}

std::vector<ex> vanishing_factors(const ex& denominator, const JointSymbols& js) {
  std::vector<ex> factors;
  for (const ex& f : factors_of(denominator))
    if (holds_joint(f, js)) factors.push_back(GiNaC::is_a<GiNaC::power>(f) ? f.op(0) : f);
  return factors;
}

}  // namespace nedyn
