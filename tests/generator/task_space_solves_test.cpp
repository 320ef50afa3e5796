// The task-space solves are one description (task_space_solves.hpp) that each
// language prints (loop_function.hpp). Printed in C++, C, NumPy and MATLAB
// (Octave) and run on the same inputs, they must give the same bits, and
// the C++ numbers must be Khatib's terms computed by Eigen from their
// definitions: Mx = (J M^-1 J^T)^-1, Vx = Mx (J M^-1 V - h),
// Gx = Mx J M^-1 G and J^T Mx (J M^-1 K - H). A task with dependent rows
// gives status 1 and zeros, an M that is not positive definite status 2.

#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>

#include <Eigen/Dense>

#include "cli_support.hpp"
#include "loop_drivers.hpp"
#include "nedyn/generator/task_space_solves.hpp"

namespace nedyn {
namespace {

using test::fresh_directory;
using test::matlab_array;
using test::numbers_text;
using test::python_array;
using test::same_lines_in_every_language;
using Matrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

constexpr int kColumns = 3;

/// The inputs of one case, row-major as the emitted functions pass them.
struct Inputs {
  int n = 0, m = 0;
  Matrix M, J, K, H, V, G, h;
};

Inputs random_inputs(int n, int m, unsigned seed) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<double> u(-1, 1);
  const auto fill = [&](int rows, int columns) {
    Matrix x(rows, columns);
    for (int i = 0; i < rows; ++i)
      for (int j = 0; j < columns; ++j) x(i, j) = u(random);
    return x;
  };
  Inputs in;
  in.n = n;
  in.m = m;
  const Matrix B = fill(n, n);
  in.M = B * B.transpose() + Matrix::Identity(n, n);
  in.J = fill(m, n);
  in.K = fill(n, kColumns);
  in.H = fill(m, kColumns);
  in.V = fill(n, 1);
  in.G = fill(n, 1);
  in.h = fill(m, 1);
  return in;
}

// The outputs each driver prints, in this order, one number a line (%.17g):
// the status and result of the mass, velocity, gravity, coefficient and
// terms solves.
struct Outputs {
  std::vector<int> status;
  std::vector<double> numbers;
};

/// The C and C++ driver: the printed helpers, the inputs as arrays, five solves.
std::string c_driver(const Inputs& in, const std::string& helpers, bool cpp) {
  std::ostringstream s;
  s << "#include <stdio.h>\n"
    << "enum { N = " << in.n << ", kTask = " << in.m << ", C = " << kColumns << " };\n"
    << (cpp ? "constexpr double" : "static const double") << " kTaskSingularity = 1e-10;\n"
    << helpers;
  const auto array = [&](const char* name, const Matrix& x) {
    s << "static const double " << name << "0[] = {" << numbers_text(x) << "};\n";
  };
  array("M", in.M);
  array("J", in.J);
  array("K", in.K);
  array("H", in.H);
  array("V", in.V);
  array("G", in.G);
  array("h", in.h);
  const char* null = cpp ? "nullptr" : "0";
  const char* no = cpp ? "false" : "0";
  const char* yes = cpp ? "true" : "1";
  s << "static void put(int status, const double* x, int count) {\n"
    << "  printf(\"%d\\n\", status);\n"
    << "  for (int i = 0; i < count; ++i) printf(\"%.17g\\n\", x[i]);\n}\n"
    << "static void fresh(double* M) { for (int i = 0; i < N * N; ++i) M[i] = M0[i]; }\n"
    << "int main(void) {\n"
    << "  double M[N * N], out[N * C], Mx[kTask * kTask], Vx[kTask], Gx[kTask];\n"
    << "  fresh(M); put(task_space_solve(M, J0, " << null << ", " << null << ", kTask, " << no
    << ", out), out, kTask * kTask);\n"
    << "  fresh(M); put(task_space_solve(M, J0, V0, h0, 1, " << no << ", out), out, kTask);\n"
    << "  fresh(M); put(task_space_solve(M, J0, G0, " << null << ", 1, " << no
    << ", out), out, kTask);\n"
    << "  fresh(M); put(task_space_solve(M, J0, K0, H0, C, " << yes << ", out), out, N * C);\n"
    << "  fresh(M); int status = task_space_terms(M, J0, V0, G0, h0, Mx, Vx, Gx);\n"
    << "  put(status, Mx, kTask * kTask); put(status, Vx, kTask); put(status, Gx, kTask);\n"
    << "  return 0;\n}\n";
  return s.str();
}

std::string python_driver(const Inputs& in, const std::string& helpers) {
  std::ostringstream s;
  s << "import numpy as np\n\nNV = " << in.n << "\nTASK = " << in.m
    << "\nTASK_SINGULARITY = 1e-10\n\n\n"
    << helpers << "\n\nJ, K, H = " << python_array(in.J) << ", " << python_array(in.K) << ", "
    << python_array(in.H) << "\nV, G, h = " << python_array(in.V) << ", " << python_array(in.G)
    << ", " << python_array(in.h) << "\n\n\ndef M():\n    return " << python_array(in.M)
    << "\n\n\ndef put(status, x):\n    print(int(status[0]))\n"
    << "    for value in x[:, 0]:\n        print('%.17g' % value)\n\n\n"
    << "out, status = _task_space_solve(M(), J, None, None, TASK, False)\nput(status, out)\n"
    << "out, status = _task_space_solve(M(), J, V, h, 1, False)\nput(status, out)\n"
    << "out, status = _task_space_solve(M(), J, G, None, 1, False)\nput(status, out)\n"
    << "out, status = _task_space_solve(M(), J, K, H, " << kColumns << ", True)\nput(status, out)\n"
    << "Mx, Vx, Gx, status = _task_space_terms(M(), J, V, G, h)\n"
    << "put(status, Mx)\nput(status, Vx)\nput(status, Gx)\n";
  return s.str();
}

std::string matlab_driver(const Inputs& in, const std::string& helpers) {
  std::ostringstream s;
  s << "1;\n"
    << helpers << "\nfunction put(status, x)\n  printf('%d\\n', status);\n"
    << "  printf('%.17g\\n', x);\nend\n"
    << "M = " << matlab_array(in.M) << ";\nJ = " << matlab_array(in.J)
    << ";\nK = " << matlab_array(in.K) << ";\nH = " << matlab_array(in.H)
    << ";\nV = " << matlab_array(in.V) << ";\nG = " << matlab_array(in.G)
    << ";\nh = " << matlab_array(in.h) << ";\n"
    << "[out, status] = task_space_solve(M, J, [], [], " << in.m << ", false); put(status, out);\n"
    << "[out, status] = task_space_solve(M, J, V, h, 1, false); put(status, out);\n"
    << "[out, status] = task_space_solve(M, J, G, [], 1, false); put(status, out);\n"
    << "[out, status] = task_space_solve(M, J, K, H, " << kColumns << ", true); put(status, out);\n"
    << "[Mx, Vx, Gx, status] = task_space_terms(M, J, V, G, h);\n"
    << "put(status, Mx); put(status, Vx); put(status, Gx);\n";
  return s.str();
}

LoopNames names(const std::string& n, const std::string& m, const std::string& singularity) {
  LoopNames x;
  x.braces = {{"n", n}, {"m", m}, {"singularity", singularity}};
  return x;
}

/// The lines of every language on `in`; each must equal C++'s.
std::vector<std::string> same_in_every_language(const Inputs& in, const std::string& stem) {
  // The solves without task_rows_of, which the drivers do not call (an unused
  // static function is an error at -Werror).
  std::vector<LoopFunction> solves = task_space_solves({});
  solves.pop_back();
  REQUIRE(solves.back().name == "task_space_terms");
  const std::string directory = fresh_directory(stem);
  std::ofstream(directory + "/cpp.cpp")
      << c_driver(in, print_cpp_loops(solves, names("N", "kTask", "kTaskSingularity")), true);
  std::ofstream(directory + "/c.c") << c_driver(
      in, print_c_loops(solves, names("N", "kTask", "kTaskSingularity"), "0.0", "1.0"), false);
  const std::string n = std::to_string(in.n), m = std::to_string(in.m);
  std::ofstream(directory + "/driver.py")
      << python_driver(in, print_numpy_loops(solves, names("NV", "TASK", "TASK_SINGULARITY")));
  std::ofstream(directory + "/driver.m")
      << matlab_driver(in, print_matlab_loops(solves, names(n, m, "1e-10")));
  return same_lines_in_every_language(directory);
}

/// status, then `count` numbers, from `lines` at `at`.
Matrix take(const std::vector<std::string>& lines, std::size_t& at, int rows, int columns,
            int& status) {
  REQUIRE(at + 1 + static_cast<std::size_t>(rows * columns) <= lines.size());
  status = std::stoi(lines[at++]);
  Matrix x(rows, columns);
  for (int i = 0; i < rows * columns; ++i) x.data()[i] = std::stod(lines[at++]);
  return x;
}

void check_against_eigen(const Inputs& in, const std::vector<std::string>& lines) {
  const Matrix Minv = in.M.inverse();
  const Matrix Mx = (in.J * Minv * in.J.transpose()).inverse();
  const Matrix Vx = Mx * (in.J * Minv * in.V - in.h);
  const Matrix Gx = Mx * in.J * Minv * in.G;
  const Matrix Kx = in.J.transpose() * Mx * (in.J * Minv * in.K - in.H);
  std::size_t at = 0;
  int status = -1;
  const auto near = [](const Matrix& a, const Matrix& b) {
    INFO("nedyn\n" << a << "\nEigen\n" << b);
    CHECK((a - b).norm() <= 1e-9 * (1 + b.norm()));
  };
  near(take(lines, at, in.m, in.m, status), Mx);
  CHECK(status == 0);
  near(take(lines, at, in.m, 1, status), Vx);
  near(take(lines, at, in.m, 1, status), Gx);
  near(take(lines, at, in.n, kColumns, status), Kx);
  near(take(lines, at, in.m, in.m, status), Mx);
  near(take(lines, at, in.m, 1, status), Vx);
  near(take(lines, at, in.m, 1, status), Gx);
  CHECK(status == 0);
  CHECK(at == lines.size());
}

/// Every solve's status is `expected` and its numbers zero.
void check_failed(const Inputs& in, const std::vector<std::string>& lines, int expected) {
  const int m = in.m;
  std::size_t at = 0;
  for (const std::pair<int, int>& shape : std::vector<std::pair<int, int>>{
           {m, m}, {m, 1}, {m, 1}, {in.n, kColumns}, {m, m}, {m, 1}, {m, 1}}) {
    int status = -1;
    const Matrix x = take(lines, at, shape.first, shape.second, status);
    CHECK(status == expected);
    CHECK(x.isZero(0));
  }
  CHECK(at == lines.size());
}

}  // namespace

TEST_CASE(
    "the task-space solves give the same bits in C++, C, NumPy and MATLAB, and Khatib's "
    "terms",
    "[codegen][task][languages]") {
  for (const auto& size : std::vector<std::pair<int, int>>{{7, 6}, {6, 3}, {18, 6}}) {
    INFO("n = " << size.first << ", m = " << size.second);
    const Inputs in = random_inputs(size.first, size.second, 20261204u + size.first);
    check_against_eigen(in, same_in_every_language(in, "task_space_solves"));
  }
}

TEST_CASE(
    "the task-space solves report dependent task rows and an M that is not positive "
    "definite in every language",
    "[codegen][task][languages]") {
  Inputs dependent = random_inputs(6, 3, 7u);
  dependent.J.row(2) = 2 * dependent.J.row(0);
  check_failed(dependent, same_in_every_language(dependent, "task_space_dependent"), 1);
  Inputs indefinite = random_inputs(6, 3, 8u);
  indefinite.M(3, 3) = -1;
  check_failed(indefinite, same_in_every_language(indefinite, "task_space_indefinite"), 2);
}

}  // namespace nedyn
