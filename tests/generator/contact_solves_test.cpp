// The contact solve (contact_solves.hpp) is one description that each
// language prints. Given what constrained_forward_dynamics' program leaves
// (w = D^-1 L^-T b, Yd = D^-1 L^-T Jc^T, A = Jc M^-1 Jc^T, y = Jc M^-1 b +
// gamma, L of M = L^T D L), C++, C, NumPy and MATLAB (Octave) must give the
// same bits, and those must solve the KKT system of Gauss's principle that
// Eigen solves whole: [M -Jc^T; Jc 0] [qdd; lambda] = [b; -gamma]. So for
// the impulse solve (w = L v, y = Jc v): M (v+ - v) = Jc^T impulse with
// Jc v+ = -e Jc v. The force solve of contact inverse dynamics must give
// the least-norm lambda with B^T lambda = t_b (B the base's six columns of
// Jc) and tau = t - Jc^T lambda. The derivative solves of
// constrained_forward_dynamics_derivatives and impulse_dynamics_derivatives
// must give [M -Jc^T; Jc 0]^-1 times their right sides, column by column. Contact rows that
// depend on others give status 1 with the one motion the others allow and the least-norm
// forces; there, the derivative solves, and the force solve for contacts that cannot produce
// every wrench on the base, give status 1 and zeros.

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>

#include <Eigen/Dense>

#include "cli_support.hpp"
#include "loop_drivers.hpp"
#include "nedyn/generator/contact_solves.hpp"
#include "nedyn/generator/interpreted_check.hpp"

namespace nedyn {
namespace {

using test::fresh_directory;
using test::matlab_array;
using test::numbers_text;
using test::python_array;
using test::same_lines_in_every_language;
using Matrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

/// A system and what the program would leave for the solve.
struct System {
  int n = 0, m = 0;
  Matrix L, d, Jc, b, gamma;   // M = L^T diag(d) L, L unit lower triangular
  Matrix v;                    // the velocity before an impact
  double e = 0.4;              // its restitution
  Matrix w, Yd, A, y, wv, yv;  // wv = L v, yv = Jc v: the impulse solve's w and y
  Matrix G;                    // B^T B: the force solve's, with t = b
  // The derivative solve's right sides (n x n, rows x n), and D^-1.
  Matrix R1q, R2q, R1qd, R2qd, Dinv;
};

System random_system(int n, int m, unsigned seed) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<double> u(-1, 1);
  System s;
  s.n = n;
  s.m = m;
  s.L = Matrix::Identity(n, n);
  for (int k = 0; k < n; ++k)
    for (int i = 0; i < k; ++i) s.L(k, i) = u(random);
  s.d = Matrix(n, 1);
  for (int k = 0; k < n; ++k) s.d(k) = 1.5 + u(random);
  s.Jc = Matrix(m, n);
  for (int i = 0; i < s.Jc.size(); ++i) s.Jc.data()[i] = u(random);
  s.b = Matrix(n, 1);
  for (int i = 0; i < n; ++i) s.b(i) = u(random);
  s.gamma = Matrix(m, 1);
  for (int i = 0; i < m; ++i) s.gamma(i) = u(random);
  s.v = Matrix(n, 1);
  for (int i = 0; i < n; ++i) s.v(i) = u(random);
  for (Matrix* r : {&s.R1q, &s.R1qd}) *r = Matrix(n, n);
  for (Matrix* r : {&s.R2q, &s.R2qd}) *r = Matrix(m, n);
  for (Matrix* r : {&s.R1q, &s.R2q, &s.R1qd, &s.R2qd})
    for (int i = 0; i < r->size(); ++i) r->data()[i] = u(random);
  return s;
}

/// w, Yd, A and y from L, d, Jc, b and gamma, as the program computes them.
void prepare(System& s) {
  const Matrix LT = s.L.transpose();
  const Matrix z = LT.triangularView<Eigen::Upper>().solve(s.b);
  const Matrix Y = LT.triangularView<Eigen::Upper>().solve(s.Jc.transpose());
  const Matrix Dinv = s.d.cwiseInverse().asDiagonal();
  s.w = Dinv * z;
  s.Yd = Dinv * Y;
  s.A = s.Yd.transpose() * Y;
  s.y = s.Yd.transpose() * z + s.gamma;
  s.wv = s.L * s.v;
  s.yv = s.Jc * s.v;
  const Matrix B = s.Jc.leftCols(6);
  s.G = B.transpose() * B;
  s.Dinv = s.d.cwiseInverse();
}

/// The derivative solve's six results, in the order it writes them.
const char* const kDerivatives[] = {"dqdd_dq",    "dqdd_dqd",    "dqdd_dtau",
                                    "dlambda_dq", "dlambda_dqd", "dlambda_dtau"};

std::string c_driver(const System& s, const std::string& helpers, bool cpp) {
  std::ostringstream out;
  out << "#include <stdio.h>\n"
      << "enum { N = " << s.n << ", kContactRows = " << s.m << " };\n"
      << (cpp ? "constexpr double" : "static const double") << " kContactSingularity = 1e-10;\n"
      << helpers;
  const auto array = [&](const char* name, const Matrix& x) {
    out << "static const double " << name << "[] = {" << numbers_text(x) << "};\n";
  };
  array("A0", s.A);
  array("y", s.y);
  array("w", s.w);
  array("Yd", s.Yd);
  array("L", s.L);
  array("yv", s.yv);
  array("wv", s.wv);
  array("e", Matrix::Constant(1, 1, s.e));
  array("G0", s.G);
  array("t", s.b);
  array("Jc", s.Jc);
  array("Dinv", s.Dinv);
  array("R1q", s.R1q);
  array("R2q", s.R2q);
  array("R1qd", s.R1qd);
  array("R2qd", s.R2qd);
  out << "static void put(int status, const double* x, const double* f) {\n"
      << "  printf(\"%d\\n\", status);\n"
      << "  for (int i = 0; i < N; ++i) printf(\"%.17g\\n\", x[i]);\n"
      << "  for (int i = 0; i < kContactRows; ++i) printf(\"%.17g\\n\", f[i]);\n}\n"
      << "int main(void) {\n"
      << "  double A[kContactRows * kContactRows], x[N], f[kContactRows];\n"
      << "  for (int i = 0; i < kContactRows * kContactRows; ++i) A[i] = A0[i];\n"
      << "  put(contact_solve(A, y, w, Yd, L, x, f), x, f);\n"
      << "  for (int i = 0; i < kContactRows * kContactRows; ++i) A[i] = A0[i];\n"
      << "  put(impulse_solve(A, yv, wv, Yd, L, e, x, f), x, f);\n"
      << "  double G[36];\n  for (int i = 0; i < 36; ++i) G[i] = G0[i];\n"
      << "  put(contact_force_solve(G, t, Jc, " << (cpp ? "nullptr" : "0") << ", x, f), x, f);\n"
      << "  static double X[3][N * N], F[3][kContactRows * N];\n"
      << "  for (int i = 0; i < kContactRows * kContactRows; ++i) A[i] = A0[i];\n"
      << "  printf(\"%d\\n\", contact_derivative_solve(A, Yd, L, Dinv, R1q, R2q, R1qd, R2qd, "
         "X[0], X[1], X[2], F[0], F[1], F[2]));\n"
      << "  for (int g = 0; g < 3; ++g)\n"
      << "    for (int i = 0; i < N * N; ++i) printf(\"%.17g\\n\", X[g][i]);\n"
      << "  for (int g = 0; g < 3; ++g)\n"
      << "    for (int i = 0; i < kContactRows * N; ++i) printf(\"%.17g\\n\", F[g][i]);\n"
      << "  for (int i = 0; i < kContactRows * kContactRows; ++i) A[i] = A0[i];\n"
      << "  printf(\"%d\\n\", impulse_derivative_solve(A, Yd, L, Dinv, R1q, R2q, R1qd, R2qd, "
         "X[0], X[1], F[0], F[1]));\n"
      << "  for (int g = 0; g < 2; ++g)\n"
      << "    for (int i = 0; i < N * N; ++i) printf(\"%.17g\\n\", X[g][i]);\n"
      << "  for (int g = 0; g < 2; ++g)\n"
      << "    for (int i = 0; i < kContactRows * N; ++i) printf(\"%.17g\\n\", F[g][i]);\n"
      << "  return 0;\n}\n";
  return out.str();
}

std::string python_driver(const System& s, const std::string& helpers) {
  std::ostringstream out;
  out << "import numpy as np\n\nNV = " << s.n << "\nCONTACT_ROWS = " << s.m
      << "\nCONTACT_SINGULARITY = 1e-10\n\n\n"
      << helpers << "\n\ndef put(x, f, status):\n    print(int(status[0]))\n"
      << "    for value in np.concatenate((x[:, 0], f[:, 0])):\n"
      << "        print('%.17g' % value)\n\n\n"
      << "put(*_contact_solve(" << python_array(s.A) << ", " << python_array(s.y) << ", "
      << python_array(s.w) << ", " << python_array(s.Yd) << ", " << python_array(s.L) << "))\n"
      << "put(*_impulse_solve(" << python_array(s.A) << ", " << python_array(s.yv) << ", "
      << python_array(s.wv) << ", " << python_array(s.Yd) << ", " << python_array(s.L) << ", "
      << python_array(Matrix::Constant(1, 1, s.e)) << "))\n"
      << "put(*_contact_force_solve(" << python_array(s.G) << ", " << python_array(s.b) << ", "
      << python_array(s.Jc) << ", None))\n"
      << "*derivatives, status = _contact_derivative_solve(" << python_array(s.A) << ", "
      << python_array(s.Yd) << ", " << python_array(s.L) << ", " << python_array(s.Dinv) << ", "
      << python_array(s.R1q) << ", " << python_array(s.R2q) << ", " << python_array(s.R1qd) << ", "
      << python_array(s.R2qd) << ")\n"
      << "print(int(status[0]))\n"
      << "for value in np.concatenate([d[:, 0] for d in derivatives]):\n"
      << "    print('%.17g' % value)\n"
      << "*derivatives, status = _impulse_derivative_solve(" << python_array(s.A) << ", "
      << python_array(s.Yd) << ", " << python_array(s.L) << ", " << python_array(s.Dinv) << ", "
      << python_array(s.R1q) << ", " << python_array(s.R2q) << ", " << python_array(s.R1qd) << ", "
      << python_array(s.R2qd) << ")\n"
      << "print(int(status[0]))\n"
      << "for value in np.concatenate([d[:, 0] for d in derivatives]):\n"
      << "    print('%.17g' % value)\n";
  return out.str();
}

std::string matlab_driver(const System& s, const std::string& helpers) {
  std::ostringstream out;
  out << "1;\n"
      << helpers << "\nfunction put(x, f, status)\n  printf('%d\\n', status);\n"
      << "  printf('%.17g\\n', x);\n  printf('%.17g\\n', f);\nend\n"
      << "[x, f, status] = contact_solve(" << matlab_array(s.A) << ", " << matlab_array(s.y) << ", "
      << matlab_array(s.w) << ", " << matlab_array(s.Yd) << ", " << matlab_array(s.L)
      << ");\nput(x, f, status);\n"
      << "[x, f, status] = impulse_solve(" << matlab_array(s.A) << ", " << matlab_array(s.yv)
      << ", " << matlab_array(s.wv) << ", " << matlab_array(s.Yd) << ", " << matlab_array(s.L)
      << ", " << s.e << ");\nput(x, f, status);\n"
      << "[x, f, status] = contact_force_solve(" << matlab_array(s.G) << ", " << matlab_array(s.b)
      << ", " << matlab_array(s.Jc) << ", []);\nput(x, f, status);\n"
      << "[a, b, c, d, e, f, status] = contact_derivative_solve(" << matlab_array(s.A) << ", "
      << matlab_array(s.Yd) << ", " << matlab_array(s.L) << ", " << matlab_array(s.Dinv) << ", "
      << matlab_array(s.R1q) << ", " << matlab_array(s.R2q) << ", " << matlab_array(s.R1qd) << ", "
      << matlab_array(s.R2qd) << ");\n"
      << "printf('%d\\n', status);\nprintf('%.17g\\n', [a; b; c; d; e; f]);\n"
      << "[a, b, c, d, status] = impulse_derivative_solve(" << matlab_array(s.A) << ", "
      << matlab_array(s.Yd) << ", " << matlab_array(s.L) << ", " << matlab_array(s.Dinv) << ", "
      << matlab_array(s.R1q) << ", " << matlab_array(s.R2q) << ", " << matlab_array(s.R1qd) << ", "
      << matlab_array(s.R2qd) << ");\n"
      << "printf('%d\\n', status);\nprintf('%.17g\\n', [a; b; c; d]);\n";
  return out.str();
}

LoopNames names(const std::string& n, const std::string& c, const std::string& singularity) {
  LoopNames x;
  x.braces = {{"n", n}, {"c", c}, {"contact_singularity", singularity}};
  return x;
}

/// Eigen's complete orthogonal decomposition of A, its rank decided at the
/// solves' kContactSingularity (the runtime's kContactRedundancy): A^+ x is
/// its solve of x.
Eigen::CompleteOrthogonalDecomposition<Matrix> least_norm_reference(const Matrix& A) {
  Eigen::CompleteOrthogonalDecomposition<Matrix> cod(A.rows(), A.cols());
  cod.setThreshold(1e-10);
  cod.compute(A);
  return cod;
}

/// A tool held 6D (rows 0-5) and a point on a finger that slides along a
/// direction u relative to it (rows 6-8): the point's rows are the tool's
/// motion plus u_r qd_slider, of rank 1 while the tool is held, and its
/// first row has u_x = 1e-3 (prepared).
System slider_system() {
  System s = random_system(18, 9, 13u);
  std::mt19937 random(14u);
  std::uniform_real_distribution<double> u(-1, 1);
  Matrix slider = Matrix::Zero(1, 18);
  for (int k = 0; k < 18; ++k) slider(k) = u(random);
  const double direction[] = {1e-3, 1.0, 0.6};
  for (int r = 0; r < 3; ++r) {
    s.Jc.row(6 + r) = direction[r] * slider;
    for (int k = 0; k < 6; ++k) s.Jc.row(6 + r) += u(random) * s.Jc.row(k);
  }
  prepare(s);
  return s;
}

/// The status, qdd and lambda_c printed by every language; each must equal C++'s.
std::vector<std::string> same_in_every_language(const System& s, const std::string& stem) {
  const std::vector<LoopFunction> solves = contact_solves();
  const std::string directory = fresh_directory(stem);
  std::ofstream(directory + "/cpp.cpp") << c_driver(
      s, print_cpp_loops(solves, names("N", "kContactRows", "kContactSingularity")), true);
  std::ofstream(directory + "/c.c") << c_driver(
      s, print_c_loops(solves, names("N", "kContactRows", "kContactSingularity"), "0.0", "1.0"),
      false);
  std::ofstream(directory + "/driver.py") << python_driver(
      s, print_numpy_loops(solves, names("NV", "CONTACT_ROWS", "CONTACT_SINGULARITY")));
  std::ofstream(directory + "/driver.m") << matlab_driver(
      s, print_matlab_loops(solves, names(std::to_string(s.n), std::to_string(s.m), "1e-10")));
  return same_lines_in_every_language(directory);
}

/// One solve's status, then its motion (n) and forces (m), from `lines` at `at`.
struct Solved {
  int status = -1;
  Matrix motion, forces;
};

Solved read(const std::vector<std::string>& lines, const System& s, std::size_t& at) {
  REQUIRE(lines.size() >= at + static_cast<std::size_t>(1 + s.n + s.m));
  Solved out;
  out.status = std::stoi(lines[at++]);
  out.motion = Matrix(s.n, 1);
  out.forces = Matrix(s.m, 1);
  for (int i = 0; i < s.n; ++i) out.motion(i) = std::stod(lines[at++]);
  for (int i = 0; i < s.m; ++i) out.forces(i) = std::stod(lines[at++]);
  return out;
}

/// The derivative solve's status and results (dqdd_* n x n, then dlambda_*
/// rows x n), from `lines` at `at`.
struct Derivatives {
  int status = -1;
  std::vector<Matrix> results;
};

/// `groups` of columns: 3 for contact_derivative_solve (q, qd, tau), 2 for
/// impulse_derivative_solve (q, qd).
Derivatives read_derivatives(const std::vector<std::string>& lines, const System& s,
                             std::size_t& at, int groups) {
  REQUIRE(lines.size() >= at + static_cast<std::size_t>(1 + groups * s.n * (s.n + s.m)));
  Derivatives out;
  out.status = std::stoi(lines[at++]);
  for (int k = 0; k < 2 * groups; ++k) {
    Matrix x(k < groups ? s.n : s.m, s.n);
    for (int i = 0; i < x.size(); ++i) x.data()[i] = std::stod(lines[at++]);
    out.results.push_back(x);
  }
  return out;
}

}  // namespace

TEST_CASE(
    "the contact solves give the same bits in C++, C, NumPy and MATLAB and solve Gauss's KKT "
    "system and the least-norm base forces",
    "[codegen][contacts][languages]") {
  for (const auto& size : std::vector<std::pair<int, int>>{{18, 12}, {6, 6}, {18, 15}}) {
    INFO("n = " << size.first << ", rows = " << size.second);
    System s = random_system(size.first, size.second, 20261206u + size.first + size.second);
    prepare(s);
    const std::vector<std::string> lines = same_in_every_language(s, "contact_solve");
    std::size_t at = 0;
    const Solved constrained = read(lines, s, at), impact = read(lines, s, at),
                 forces = read(lines, s, at);
    const Derivatives derivatives = read_derivatives(lines, s, at, 3),
                      impact_derivatives = read_derivatives(lines, s, at, 2);
    CHECK(at == lines.size());
    CHECK(derivatives.status == 0);
    CHECK(impact_derivatives.status == 0);
    CHECK(constrained.status == 0);
    CHECK(impact.status == 0);
    CHECK(forces.status == 0);
    const Matrix &qdd = constrained.motion, &lambda = constrained.forces;
    const Matrix M = s.L.transpose() * s.d.asDiagonal() * s.L;
    const int n = s.n, m = s.m;
    Matrix kkt = Matrix::Zero(n + m, n + m), rhs(n + m, 1);
    kkt.topLeftCorner(n, n) = M;
    kkt.topRightCorner(n, m) = -s.Jc.transpose();
    kkt.bottomLeftCorner(m, n) = s.Jc;
    rhs << s.b, -s.gamma;
    const Matrix x = kkt.fullPivLu().solve(rhs);
    INFO("qdd\n" << qdd.transpose() << "\nEigen\n" << x.topRows(n).transpose());
    CHECK((qdd - x.topRows(n)).norm() <= 1e-10 * (1 + x.norm()));
    CHECK((lambda - x.bottomRows(m)).norm() <= 1e-10 * (1 + x.norm()));
    // The constraint holds, and the equation of motion with its forces.
    CHECK((s.Jc * qdd + s.gamma).norm() <= 1e-10 * (1 + s.gamma.norm()));
    CHECK((M * qdd - s.b - s.Jc.transpose() * lambda).norm() <= 1e-10 * (1 + s.b.norm()));
    // The impact: the same KKT matrix, right-hand side [M v; -e Jc v].
    rhs << M * s.v, -s.e * s.Jc * s.v;
    const Matrix after = kkt.fullPivLu().solve(rhs);
    CHECK((impact.motion - after.topRows(n)).norm() <= 1e-10 * (1 + after.norm()));
    CHECK((impact.forces - after.bottomRows(m)).norm() <= 1e-10 * (1 + after.norm()));
    CHECK((s.Jc * impact.motion + s.e * s.Jc * s.v).norm() <= 1e-10 * (1 + s.v.norm()));
    // Contact inverse dynamics' forces: the least-norm solution of B^T lambda
    // = t_b (Eigen's complete orthogonal decomposition), the base's rows of
    // tau zero.
    const Matrix B = s.Jc.leftCols(6);
    const Matrix least_norm = B.transpose().completeOrthogonalDecomposition().solve(s.b.topRows(6));
    CHECK((forces.forces - least_norm).norm() <= 1e-10 * (1 + least_norm.norm()));
    CHECK((forces.motion - (s.b - s.Jc.transpose() * forces.forces)).norm() <=
          1e-10 * (1 + s.b.norm()));
    CHECK(forces.motion.topRows(6).norm() <= 1e-10 * (1 + s.b.norm()));
    // The derivative solve: [M -Jc^T; Jc 0]^-1 [r1; r2], column by column, for
    // the right sides of q, of qd, and of tau (the unit vectors over zeros).
    const Matrix rhs_tau =
        (Matrix(n + m, n) << Matrix::Identity(n, n), Matrix::Zero(m, n)).finished();
    const Matrix rhs_q = (Matrix(n + m, n) << s.R1q, s.R2q).finished();
    const Matrix rhs_qd = (Matrix(n + m, n) << s.R1qd, s.R2qd).finished();
    const Matrix* const sides[] = {&rhs_q, &rhs_qd, &rhs_tau};
    for (int g = 0; g < 3; ++g) {
      INFO(kDerivatives[g]);
      const Matrix solved = kkt.fullPivLu().solve(*sides[g]);
      CHECK((derivatives.results[static_cast<std::size_t>(g)] - solved.topRows(n)).norm() <=
            1e-10 * (1 + solved.norm()));
      CHECK((derivatives.results[static_cast<std::size_t>(g + 3)] - solved.bottomRows(m)).norm() <=
            1e-10 * (1 + solved.norm()));
      if (g == 2) continue;  // the impact's solve has the groups of q and qd
      CHECK((impact_derivatives.results[static_cast<std::size_t>(g)] - solved.topRows(n)).norm() <=
            1e-10 * (1 + solved.norm()));
      CHECK((impact_derivatives.results[static_cast<std::size_t>(g + 2)] - solved.bottomRows(m))
                .norm() <= 1e-10 * (1 + solved.norm()));
    }
  }
}

TEST_CASE(
    "the contact solves answer redundant contact rows with status 1 and the least-squares forces "
    "of least norm, and the derivatives and a base the contacts cannot move with status 1 and "
    "zeros",
    "[codegen][contacts][languages]") {
  // Row 5 repeats row 1 and row 7 is a combination of rows 2 and 3, as the
  // rows of a foot's corners depend on each other; gamma is left as drawn, as
  // a state whose velocities the contacts do not allow makes it: no solution
  // holds every row, and the solves take the least-squares one.
  System s = random_system(18, 9, 11u);
  s.Jc.row(5) = s.Jc.row(1);
  s.Jc.row(7) = s.Jc.row(2) + 0.5 * s.Jc.row(3);
  prepare(s);
  const std::vector<std::string> lines = same_in_every_language(s, "contact_solve_repeated");
  std::size_t at = 0;
  const Solved constrained = read(lines, s, at), impact = read(lines, s, at);
  CHECK(constrained.status == 1);
  CHECK(impact.status == 1);
  // The reference: -A^+ y by Eigen's complete orthogonal decomposition for
  // the forces, and the motion they give; for the impact, whose right side
  // the contacts' rows can always meet, the KKT system of the seven
  // independent rows too.
  const int n = s.n;
  const std::vector<int> independent = {0, 1, 2, 3, 4, 6, 8};
  const int r = static_cast<int>(independent.size());
  Matrix Jr(r, n), gr(r, 1);
  for (int i = 0; i < r; ++i) {
    Jr.row(i) = s.Jc.row(independent[static_cast<std::size_t>(i)]);
    gr(i) = s.gamma(independent[static_cast<std::size_t>(i)]);
  }
  const Matrix M = s.L.transpose() * s.d.asDiagonal() * s.L;
  Matrix kkt = Matrix::Zero(n + r, n + r), rhs(n + r, 1);
  kkt.topLeftCorner(n, n) = M;
  kkt.topRightCorner(n, r) = -Jr.transpose();
  kkt.bottomLeftCorner(r, n) = Jr;
  const Eigen::CompleteOrthogonalDecomposition<Matrix> A = least_norm_reference(s.A);
  REQUIRE(A.rank() == r);
  const Matrix lambda = -A.solve(s.y);
  const Matrix qdd = M.llt().solve(s.b + s.Jc.transpose() * lambda);
  CHECK((constrained.motion - qdd).norm() <= 1e-10 * (1 + qdd.norm()));
  CHECK((constrained.forces - lambda).norm() <= 1e-10 * (1 + lambda.norm()));
  CHECK((M * constrained.motion - s.b - s.Jc.transpose() * constrained.forces).norm() <=
        1e-10 * (1 + s.b.norm()));
  // Not a solution: the two rows' residuals differ, and the least-squares
  // answer leaves them equal and opposite.
  const Matrix residual = s.Jc * constrained.motion + s.gamma;
  CHECK(residual.norm() > 1e-3);
  CHECK(std::abs(residual(5) + residual(1)) <= 1e-10 * (1 + s.gamma.norm()));
  // The forces are in A's range: those of least norm, not merely a solution.
  CHECK(std::abs(constrained.forces(5) - constrained.forces(1)) <= 1e-10 * (1 + lambda.norm()));
  rhs << M * s.v, -s.e * Jr * s.v;
  const Matrix after = kkt.fullPivLu().solve(rhs).topRows(n);
  const Matrix impulse = -(1 + s.e) * A.solve(s.yv);
  CHECK((impact.motion - after).norm() <= 1e-10 * (1 + after.norm()));
  CHECK((impact.forces - impulse).norm() <= 1e-10 * (1 + impulse.norm()));
  CHECK(read(lines, s, at).status == 0);  // nine rows still produce every base wrench
  for (const int groups : {3, 2}) {
    const Derivatives derivatives = read_derivatives(lines, s, at, groups);
    CHECK(derivatives.status == 1);
    for (const Matrix& result : derivatives.results) CHECK(result.isZero(0));
  }
  // Five rows cannot: B^T is 6 x 5.
  System few = random_system(18, 5, 12u);
  prepare(few);
  const std::vector<std::string> five = same_in_every_language(few, "contact_force_singular");
  at = 0;
  CHECK(read(five, few, at).status == 0);
  CHECK(read(five, few, at).status == 0);
  const Solved forces = read(five, few, at);
  CHECK(forces.status == 1);
  CHECK(forces.motion.isZero(0));
  CHECK(forces.forces.isZero(0));
}

TEST_CASE(
    "the contact solves find a point contact's dependent rows in any order: a 6D contact and a "
    "point on a slider whose first row barely moves it",
    "[codegen][contacts][languages]") {
  // A tool held 6D (rows 0-5) and a point on a finger that slides along u
  // relative to it (rows 6-8): the point's rows are the tool's motion plus
  // u_r qd_slider, so with the tool held they are of rank 1. Its first row
  // has u_x = 1e-3: taken first, without pivoting, its pivot is 1e-6 of its
  // diagonal and the rows after it are dropped by rounding that the small
  // pivot has multiplied, which gave forces of 1e13 where Eigen's are of 1
  // (urdf_cli_test's gripper with finger_left:point,tcp:6d erred by 5e-8).
  System s = slider_system();
  const std::vector<std::string> lines = same_in_every_language(s, "contact_solve_slider");
  std::size_t at = 0;
  const Solved constrained = read(lines, s, at), impact = read(lines, s, at);
  CHECK(constrained.status == 1);
  CHECK(impact.status == 1);
  const Eigen::CompleteOrthogonalDecomposition<Matrix> A = least_norm_reference(s.A);
  REQUIRE(A.rank() == 7);
  const Matrix lambda = -A.solve(s.y), impulse = -(1 + s.e) * A.solve(s.yv);
  const Matrix M = s.L.transpose() * s.d.asDiagonal() * s.L;
  const Matrix qdd = M.llt().solve(s.b + s.Jc.transpose() * lambda);
  INFO("forces\n" << constrained.forces.transpose() << "\nEigen\n" << lambda.transpose());
  CHECK((constrained.forces - lambda).norm() <= 1e-10 * (1 + lambda.norm()));
  CHECK((constrained.motion - qdd).norm() <= 1e-10 * (1 + qdd.norm()));
  CHECK((impact.forces - impulse).norm() <= 1e-10 * (1 + impulse.norm()));
  // The impact's right side is in A's range: the contacts stop as required.
  CHECK((s.Jc * impact.motion + s.e * s.Jc * s.v).norm() <= 1e-10 * (1 + s.v.norm()));
}

TEST_CASE(
    "the contact solves' pivoted factorisation clears the status where a small pivot was only "
    "ill-conditioning",
    "[codegen][contacts][languages]") {
  // Row 6 is a small distance from a combination of rows 0-5: its pivot is
  // under 1e-8 of its diagonal, at which redundancy is suspected, and A's
  // rank is 7 at the 1e-10 at which rows are dropped. The pivoted factorisation keeps every row:
  // status 0, and the KKT system solved as well as its conditioning allows. The distance is the
  // first of a few whose pivot falls between the two.
  System s;
  double pivot = 0;
  for (int step = 0; step < 40; ++step) {
    const double distance = 1e-5 * std::pow(10.0, step / 8.0);
    s = random_system(18, 7, 15u);
    std::mt19937 random(16u);
    std::uniform_real_distribution<double> u(-1, 1);
    s.Jc.row(6).setZero();
    for (int k = 0; k < 18; ++k) s.Jc(6, k) = distance * u(random);
    for (int k = 0; k < 6; ++k) s.Jc.row(6) += 10 * u(random) * s.Jc.row(k);
    prepare(s);
    // The last pivot of the unpivoted factorisation, over its diagonal entry.
    const Eigen::LLT<Matrix> first(s.A.topLeftCorner(6, 6));
    const Matrix b = first.matrixL().solve(s.A.block(0, 6, 6, 1));
    pivot = (s.A(6, 6) - b.squaredNorm()) / s.A(6, 6);
    if (pivot < 1e-8 && least_norm_reference(s.A).rank() == 7) break;
  }
  INFO("pivot over diagonal " << pivot);
  REQUIRE(pivot < 1e-8);
  REQUIRE(least_norm_reference(s.A).rank() == 7);
  const std::vector<std::string> lines = same_in_every_language(s, "contact_solve_close");
  std::size_t at = 0;
  const Solved constrained = read(lines, s, at), impact = read(lines, s, at);
  CHECK(constrained.status == 0);
  CHECK(impact.status == 0);
  const Matrix residual = s.A * constrained.forces + s.y;
  CHECK(residual.norm() <= 1e-12 * s.A.norm() * constrained.forces.norm());
  const Matrix M = s.L.transpose() * s.d.asDiagonal() * s.L;
  CHECK((M * constrained.motion - s.b - s.Jc.transpose() * constrained.forces).norm() <=
        1e-10 * (s.b.norm() + s.Jc.norm() * constrained.forces.norm()));
}

TEST_CASE(
    "NumPy's contact solve over states of which one has redundant contacts gives each state "
    "the bits of C++'s",
    "[codegen][contacts][languages]") {
  // NumPy takes the pivoted branch for all states where one needs it; the
  // state that does not keeps its unpivoted solve, as C++ gives it.
  const System redundant = slider_system();
  const System clean = [] {
    System s = random_system(18, 9, 17u);
    prepare(s);
    return s;
  }();
  std::vector<std::string> single;
  for (const System* s : {&redundant, &clean}) {
    const std::vector<std::string> lines =
        same_in_every_language(*s, s == &clean ? "contact_solve_clean" : "contact_solve_pair");
    single.insert(single.end(), lines.begin(), lines.begin() + 1 + s->n + s->m);
  }
  const auto pair = [&](const Matrix System::*member) {
    const Matrix &a = redundant.*member, &b = clean.*member;
    return "np.array([[" + test::numbers_text(a) + "], [" + test::numbers_text(b) + "]]).T";
  };
  const std::string directory = fresh_directory("contact_solve_states");
  std::ofstream(directory + "/pair.py")
      << "import numpy as np\n\nNV = 18\nCONTACT_ROWS = 9\nCONTACT_SINGULARITY = 1e-10\n\n\n"
      << print_numpy_loops(contact_solves(), names("NV", "CONTACT_ROWS", "CONTACT_SINGULARITY"))
      << "\n\nx, f, status = _contact_solve(" << pair(&System::A) << ", " << pair(&System::y)
      << ", " << pair(&System::w) << ", " << pair(&System::Yd) << ", " << pair(&System::L)
      << ")\nfor k in range(2):\n    print(int(status[k]))\n"
      << "    for value in np.concatenate((x[:, k], f[:, k])):\n"
      << "        print('%.17g' % value)\n";
  const std::vector<std::string> states =
      test::run_lines(directory, interpreter(Language::python) + " pair.py");
  CHECK(states == single);
  REQUIRE(!single.empty());
  CHECK(single.front() == "1");
}

}  // namespace nedyn
