#include <iomanip>

#include "nedyn/generator/commands.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"

namespace nedyn {
namespace {

Eigen::VectorXd state_vector(const std::vector<double>& values, int n, const char* name) {
  if (values.empty()) return Eigen::VectorXd::Zero(n);
  if (static_cast<int>(values.size()) != n)
    throw UsageError(std::string("--") + name + ": the model has " + std::to_string(n) +
                     " joints, got " + std::to_string(values.size()) + " values");
  return Eigen::Map<const Eigen::VectorXd>(values.data(), n);
}

void write_row(std::ostream& out, const Eigen::VectorXd& v) {
  out << "[";
  for (int i = 0; i < v.size(); ++i) out << (i ? ", " : "") << std::setprecision(10) << v(i);
  out << "]";
}

}  // namespace

void write_evaluation(std::ostream& out, const Model& model, const EvalRequest& request) {
  NumericModel numeric;
  try {
    numeric = instantiate(model, request.parameters);
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  const int n = numeric.dof();
  const Eigen::VectorXd q = state_vector(request.q, n, "q");
  const Eigen::VectorXd qd = state_vector(request.qd, n, "qd");
  const Eigen::VectorXd qdd = state_vector(request.qdd, n, "qdd");

  Workspace ws(numeric);
  Eigen::VectorXd tau(n), G(n);
  Eigen::MatrixXd M(n, n);
  inverse_dynamics(numeric, ws, q, qd, qdd, tau);
  gravity_torques(numeric, ws, q, G);
  mass_matrix(numeric, ws, q, M);

  out << model.name << ": numeric Newton-Euler recursion, " << n << " joints\n";
  out << "q   = ";
  write_row(out, q);
  out << "\nqd  = ";
  write_row(out, qd);
  out << "\nqdd = ";
  write_row(out, qdd);
  out << "\ntau = ";
  write_row(out, tau);
  out << "   (M qdd + V + G + friction + rotor inertia)\nG   = ";
  write_row(out, G);
  out << "\nM   =\n";
  for (int i = 0; i < n; ++i) {
    out << "  ";
    write_row(out, M.row(i).transpose());
    out << "\n";
  }
}

}  // namespace nedyn
