// The operations that generate --stats and the emitted comments count for
// the solves after a program (derivative_products.hpp, task_space_solves.hpp:
// both count by walking their loops) are those the emitted code runs: each
// is printed as generation prints it, compiled with a scalar type that
// counts every operation it takes part in, and run.

#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>

#include "cli_support.hpp"
#include "nedyn/generator/derivative_products.hpp"
#include "nedyn/generator/solve_helpers.hpp"
#include "nedyn/generator/task_space_solves.hpp"

namespace nedyn {
namespace {

using test::fresh_directory;
using test::slurp;

// A scalar that counts: negation and +, - count as additions, as in
// Program::count; comparisons and copies count nothing.
const char* const kCountingScalar = R"(#include <cmath>
#include <cstdio>
struct Counts { long add = 0, mul = 0, div = 0, calls = 0; };
Counts counts;
struct Counted {
  double v;
  Counted() : v(0) {}
  Counted(double x) : v(x) {}
};
Counted operator+(Counted a, Counted b) { ++counts.add; return a.v + b.v; }
Counted operator-(Counted a, Counted b) { ++counts.add; return a.v - b.v; }
Counted operator-(Counted a) { ++counts.add; return -a.v; }
Counted operator*(Counted a, Counted b) { ++counts.mul; return a.v * b.v; }
Counted operator/(Counted a, Counted b) { ++counts.div; return a.v / b.v; }
Counted& operator+=(Counted& a, Counted b) { return a = a + b; }
Counted& operator-=(Counted& a, Counted b) { return a = a - b; }
Counted& operator*=(Counted& a, Counted b) { return a = a * b; }
Counted& operator/=(Counted& a, Counted b) { return a = a / b; }
bool operator>(Counted a, Counted b) { return a.v > b.v; }
Counted sqrt_of(Counted a) { ++counts.calls; return std::sqrt(a.v); }
void report(const char* name) {
  std::printf("%s %ld %ld %ld %ld\n", name, counts.mul, counts.add, counts.div, counts.calls);
  counts = Counts();
}
// A positive definite n x n matrix, row-major (lower triangle read).
void fill(Counted* M, int n) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) M[i * n + j] = (i == j ? n + 1.0 : 0.0) + 1.0 / (1 + i + j);
}
struct InverseDynamicsDerivativesBody {  // a function of its own, counted as such
  template <class SinCos>
  void operator()(SinCos, const Counted*, const Counted*, const Counted*, Counted* a,
                  Counted* b) const {
    for (int i = 0; i < N * N; ++i) a[i] = b[i] = 0.5;
  }
};
template <class Body, class SinCos, class... Argument>
void call_body(Body body, SinCos sin_cos, Argument... argument) {  // as templates/lanes.mustache
  body(sin_cos, argument...);
}
)";

// The task-space solves as the C++ files print them, over the counting scalar.
std::string task_space_text() {
  LoopNames names;
  names.braces = {{"n", "N"}, {"m", "kTask"}, {"singularity", "kTaskSingularity"}};
  names.scalar = "Counted";
  return print_cpp_loops(task_space_solves({0}), names);
}

// The products -M^-1 d tau after inverse_dynamics_derivatives' call, as
// the C++ bodies print them: in the form the printer picks by M's order
// (whole rows up to twelve, blocks of eight columns past it).
std::string products_text(int n) {
  LoopNames names;
  names.braces = {{"n", "N"}};
  names.values = {{"n", n}};
  names.scalar = "Counted";
  std::string text;
  for (const std::string& line : print_cpp_inline(derivative_columns(), names,
                                                  {"Counted dtau_dq[N * N], dtau_dqd[N * N];",
                                                   "call_body(InverseDynamicsDerivativesBody(), "
                                                   "sin_cos, q, qd, qdd, dtau_dq, dtau_dqd);"}))
    text += line + "\n";
  return text;
}

struct Case {
  std::string name;
  OperationCount expected;
};

void check_counts(int n, int m) {
  std::ostringstream src;
  src << "constexpr int N = " << n << ", kTask = " << m << ";\n"
      << kCountingScalar << "using Value = Counted;\nconst Counted kTaskSingularity(1e-10);\n"
      << task_space_text() << "\nint main() {\n"
      << "  Counted M[N * N], r[N], qdd[N], dqdd_dq[N * N], dqdd_dqd[N * N], dqdd_dtau[N * N];\n"
      << "  Counted q[N], qd[N];\n  auto sin_cos = 0;\n"
      << "  for (int i = 0; i < N; ++i) r[i] = q[i] = qd[i] = 1.0 + i;\n"
      << "  fill(dqdd_dtau, N);\n  counts = Counts();\n  {\n"
      << products_text(n) << "  }\n"
      << "  report(\"products\");\n"
      << "  Counted J[kTask * N], K[N * 15], H[kTask * 15], out[N * 15], Mx[kTask * kTask];\n"
      << "  Counted V[N], G[N], h[kTask], Vx[kTask], Gx[kTask];\n"
      << "  for (int i = 0; i < kTask * N; ++i) J[i] = (i % (N + 1) == 0) ? 1.0 : 0.1 * i;\n"
      << "  for (int i = 0; i < N * 15; ++i) K[i] = 0.5 + i;\n"
      << "  for (int i = 0; i < kTask * 15; ++i) H[i] = 0.25 * i;\n"
      << "  for (int i = 0; i < N; ++i) V[i] = G[i] = 1.0 + i;\n"
      << "  for (int i = 0; i < kTask; ++i) h[i] = 0.5 * i;\n"
      << "  fill(M, N); counts = Counts(); task_space_solve(M, J, 0, 0, kTask, false, Mx);\n"
      << "  report(\"mass\");\n"
      << "  fill(M, N); counts = Counts(); task_space_solve(M, J, V, h, 1, false, out);\n"
      << "  report(\"velocity\");\n"
      << "  fill(M, N); counts = Counts(); task_space_solve(M, J, G, 0, 1, false, out);\n"
      << "  report(\"gravity\");\n"
      << "  fill(M, N); counts = Counts(); task_space_solve(M, J, K, H, 15, true, out);\n"
      << "  report(\"coefficients\");\n"
      << "  fill(M, N); counts = Counts(); task_space_terms(M, J, V, G, h, Mx, Vx, Gx);\n"
      << "  report(\"terms\");\n}\n";
  const std::string directory = fresh_directory("solve_counts");
  std::ofstream(directory + "/counts.cpp") << src.str();
  const std::string command = "c++ -std=c++17 -O0 -o " + directory + "/counts " + directory +
                              "/counts.cpp > " + directory + "/log 2>&1 && " + directory +
                              "/counts > " + directory + "/out";
  const int status = std::system(command.c_str());
  INFO(slurp(directory + "/log"));
  REQUIRE(status == 0);

  const auto a = CallArgument::array;
  const Call mass{"task_space_solve",
                  {a("M"), a("J"), CallArgument::absent(), CallArgument::absent(),
                   CallArgument::constant("kTask"), CallArgument::flag(false)},
                  {"Mx"}};
  const Call velocity{
      "task_space_solve",
      {a("M"), a("J"), a("V"), a("h"), CallArgument::count(1), CallArgument::flag(false)},
      {"Vx"}};
  const Call gravity{"task_space_solve",
                     {a("M"), a("J"), a("G"), CallArgument::absent(), CallArgument::count(1),
                      CallArgument::flag(false)},
                     {"Gx"}};
  const Call coefficients{
      "task_space_solve",
      {a("M"), a("J"), a("K"), a("H"), CallArgument::count(15), CallArgument::flag(true)},
      {"Bx"}};
  const Call terms{
      "task_space_terms", {a("M"), a("J"), a("V"), a("G"), a("h")}, {"Mx", "Vx", "Gx"}};
  const std::map<std::string, int> sizes = {{"n", n}, {"m", m}};
  const std::vector<Case> cases = {{"products", derivative_columns_count(n)},
                                   {"mass", status_call_count(mass, sizes)},
                                   {"velocity", status_call_count(velocity, sizes)},
                                   {"gravity", status_call_count(gravity, sizes)},
                                   {"coefficients", status_call_count(coefficients, sizes)},
                                   {"terms", status_call_count(terms, sizes)}};
  std::istringstream out(slurp(directory + "/out"));
  for (const Case& expected : cases) {
    std::string name;
    OperationCount counted;
    REQUIRE(out >> name >> counted.multiplications >> counted.additions >> counted.divisions >>
            counted.calls);
    INFO(name << " with n = " << n << ", m = " << m);
    CHECK(name == expected.name);
    CHECK(counted.multiplications == expected.expected.multiplications);
    CHECK(counted.additions == expected.expected.additions);
    CHECK(counted.divisions == expected.expected.divisions);
    CHECK(counted.calls == expected.expected.calls);
  }
}

}  // namespace

TEST_CASE("the solves' counts are the operations the emitted loops run", "[codegen][stats]") {
  check_counts(6, 3);   // the PUMA with a position task
  check_counts(7, 6);   // the Panda with a full task
  check_counts(12, 2);  // a floating base's order; the products' last in whole rows
  check_counts(18, 6);  // a floating quadruped: two blocks of eight and two columns
  // The PUMA's -M^-1 d tau / d x: 2 n^3 products, nothing else.
  const OperationCount c = derivative_columns_count(6);
  CHECK(c.multiplications == 432);
  CHECK(c.additions == 432);
  CHECK(c.divisions == 0);
  CHECK(c.calls == 0);
}

}  // namespace nedyn
