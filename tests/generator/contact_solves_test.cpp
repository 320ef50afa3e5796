// The contact solve (contact_solves.hpp) is one description that each
// language prints. Given what constrained_forward_dynamics' program leaves
// (w = D^-1 L^-T b, Yd = D^-1 L^-T Jc^T, A = Jc M^-1 Jc^T, y = Jc M^-1 b +
// gamma, L of M = L^T D L), C++, C, NumPy and MATLAB (Octave) must give the
// same bits, and those must solve the KKT system of Gauss's principle that
// Eigen solves whole: [M -Jc^T; Jc 0] [qdd; lambda] = [b; -gamma]. A
// contact row that repeats another gives status 1 and zeros.

#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>

#include <Eigen/Dense>

#include "cli_support.hpp"
#include "nedyn/generator/contact_solves.hpp"
#include "nedyn/generator/interpreted_check.hpp"

namespace nedyn {
namespace {

using test::fresh_directory;
using test::slurp;
using Matrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

/// A system and what the program would leave for the solve.
struct System {
  int n = 0, m = 0;
  Matrix L, d, Jc, b, gamma;  // M = L^T diag(d) L, L unit lower triangular
  Matrix w, Yd, A, y;
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
}

std::string numbers_text(const Matrix& x) {
  std::string text;
  char buffer[40];
  for (int i = 0; i < x.size(); ++i) {
    std::snprintf(buffer, sizeof buffer, "%s%.17g", i == 0 ? "" : ", ", x.data()[i]);
    text += buffer;
  }
  return text;
}

std::string c_driver(const System& s, const std::string& helpers, bool cpp) {
  std::ostringstream out;
  out << "#include <stdio.h>\n"
      << "enum { N = " << s.n << ", kContactRows = " << s.m << " };\n"
      << (cpp ? "constexpr double" : "static const double") << " kContactSingularity = 1e-10;\n"
      << helpers;
  const auto array = [&](const char* name, const Matrix& x) {
    out << "static " << (std::string(name) == "A" ? "" : "const ") << "double " << name << "[] = {"
        << numbers_text(x) << "};\n";
  };
  array("A", s.A);
  array("y", s.y);
  array("w", s.w);
  array("Yd", s.Yd);
  array("L", s.L);
  out << "int main(void) {\n"
      << "  double qdd[N], lambda_c[kContactRows];\n"
      << "  printf(\"%d\\n\", contact_solve(A, y, w, Yd, L, qdd, lambda_c));\n"
      << "  for (int i = 0; i < N; ++i) printf(\"%.17g\\n\", qdd[i]);\n"
      << "  for (int i = 0; i < kContactRows; ++i) printf(\"%.17g\\n\", lambda_c[i]);\n"
      << "  return 0;\n}\n";
  return out.str();
}

std::string python_array(const Matrix& x) { return "np.array([[" + numbers_text(x) + "]]).T"; }

std::string python_driver(const System& s, const std::string& helpers) {
  std::ostringstream out;
  out << "import numpy as np\n\nNV = " << s.n << "\nCONTACT_ROWS = " << s.m
      << "\nCONTACT_SINGULARITY = 1e-10\n\n\n"
      << helpers << "\n\nqdd, lambda_c, status = _contact_solve(" << python_array(s.A) << ", "
      << python_array(s.y) << ", " << python_array(s.w) << ", " << python_array(s.Yd) << ", "
      << python_array(s.L) << ")\nprint(int(status[0]))\n"
      << "for value in np.concatenate((qdd[:, 0], lambda_c[:, 0])):\n"
      << "    print('%.17g' % value)\n";
  return out.str();
}

std::string matlab_array(const Matrix& x) { return "[" + numbers_text(x) + "]'"; }

std::string matlab_driver(const System& s, const std::string& helpers) {
  std::ostringstream out;
  out << "1;\n"
      << helpers << "\n[qdd, lambda_c, status] = contact_solve(" << matlab_array(s.A) << ", "
      << matlab_array(s.y) << ", " << matlab_array(s.w) << ", " << matlab_array(s.Yd) << ", "
      << matlab_array(s.L) << ");\nprintf('%d\\n', status);\nprintf('%.17g\\n', qdd);\n"
      << "printf('%.17g\\n', lambda_c);\n";
  return out.str();
}

std::vector<std::string> run(const std::string& directory, const std::string& command) {
  const std::string full = "cd " + directory + " && " + command + " > out.txt 2> log.txt";
  const int status = std::system(full.c_str());
  INFO(command << "\n" << slurp(directory + "/log.txt"));
  REQUIRE(status == 0);
  std::vector<std::string> lines;
  std::istringstream text(slurp(directory + "/out.txt"));
  for (std::string line; std::getline(text, line);) lines.push_back(line);
  return lines;
}

LoopNames names(const std::string& n, const std::string& c, const std::string& singularity) {
  LoopNames x;
  x.braces = {{"n", n}, {"c", c}, {"contact_singularity", singularity}};
  return x;
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
  // No contraction into fused multiply-adds: every language rounds each operation.
  const std::vector<std::string> cpp =
      run(directory, "c++ -std=c++17 -O2 -ffp-contract=off -Wall -Werror -o cpp cpp.cpp && ./cpp");
  const std::vector<std::string> c =
      run(directory, "cc -std=c99 -O2 -ffp-contract=off -Wall -Werror -o c c.c && ./c");
  const std::vector<std::string> python =
      run(directory, interpreter(Language::python) + " driver.py");
  const std::vector<std::string> matlab = run(
      directory, interpreter(Language::matlab) + " --no-gui --norc --no-history --quiet driver.m");
  CHECK(c == cpp);
  CHECK(python == cpp);
  CHECK(matlab == cpp);
  return cpp;
}

/// The status, then qdd (n) and lambda (m).
void read(const std::vector<std::string>& lines, const System& s, int& status, Matrix& qdd,
          Matrix& lambda) {
  REQUIRE(lines.size() == static_cast<std::size_t>(1 + s.n + s.m));
  status = std::stoi(lines[0]);
  qdd = Matrix(s.n, 1);
  lambda = Matrix(s.m, 1);
  for (int i = 0; i < s.n; ++i) qdd(i) = std::stod(lines[static_cast<std::size_t>(1 + i)]);
  for (int i = 0; i < s.m; ++i) lambda(i) = std::stod(lines[static_cast<std::size_t>(1 + s.n + i)]);
}

}  // namespace

TEST_CASE(
    "the contact solve gives the same bits in C++, C, NumPy and MATLAB and solves Gauss's "
    "KKT system",
    "[codegen][contacts][languages]") {
  for (const auto& size : std::vector<std::pair<int, int>>{{18, 12}, {6, 6}, {18, 15}}) {
    INFO("n = " << size.first << ", rows = " << size.second);
    System s = random_system(size.first, size.second, 20261206u + size.first + size.second);
    prepare(s);
    int status = -1;
    Matrix qdd, lambda;
    read(same_in_every_language(s, "contact_solve"), s, status, qdd, lambda);
    CHECK(status == 0);
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
  }
}

TEST_CASE("the contact solve reports a repeated contact row with status 1 and zeros",
          "[codegen][contacts][languages]") {
  System s = random_system(18, 9, 11u);
  s.Jc.row(5) = s.Jc.row(1);
  s.gamma(5) = s.gamma(1);
  prepare(s);
  int status = -1;
  Matrix qdd, lambda;
  read(same_in_every_language(s, "contact_solve_repeated"), s, status, qdd, lambda);
  CHECK(status == 1);
  CHECK(qdd.isZero(0));
  CHECK(lambda.isZero(0));
}

}  // namespace nedyn
