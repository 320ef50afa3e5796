#include <cmath>
#include <iomanip>
#include <sstream>

#include "nedyn/generator/commands.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"

namespace nedyn {
namespace {

/// What --NAME holds: "6 joints", or a floating base's entries spelled out.
std::string expected_entries(const NumericModel& model, const char* name) {
  const std::string joints = std::to_string(model.dof()) + " joints";
  if (!model.floating_base) return joints;
  return std::string(name) == "q"
             ? std::to_string(model.nq()) + " entries (x y z, qx qy qz qw, " + joints + ")"
             : std::to_string(model.nv()) + " entries (v, w of the base in its frame, " + joints +
                   ")";
}

Eigen::VectorXd state_vector(const NumericModel& model, const std::vector<double>& values,
                             const char* name) {
  const bool configuration = std::string(name) == "q";
  const int n = configuration ? model.nq() : model.nv();
  if (values.empty()) {
    Eigen::VectorXd zero = Eigen::VectorXd::Zero(n);
    if (configuration && model.floating_base) zero(6) = 1;  // the identity quaternion
    return zero;
  }
  if (static_cast<int>(values.size()) != n)
    throw UsageError(std::string("--") + name + ": the model" +
                     (model.floating_base ? std::string("'s ") + name : std::string()) + " has " +
                     expected_entries(model, name) + ", got " + std::to_string(values.size()) +
                     " values");
  const Eigen::VectorXd v = Eigen::Map<const Eigen::VectorXd>(values.data(), n);
  if (configuration && model.floating_base) {
    // The functions read a unit quaternion as a rotation (docs/kinematics.md).
    const double norm = v.segment<4>(3).norm();
    if (std::abs(norm - 1) > 1e-6) {
      std::ostringstream message;
      message << "--q: the base's quaternion (qx qy qz qw, entries 4 to 7) has norm "
              << std::setprecision(6) << norm << "; give a unit quaternion";
      throw UsageError(message.str());
    }
  }
  return v;
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
  const int n = numeric.nv();  // a floating base's six and the joints
  const Eigen::VectorXd q = state_vector(numeric, request.q, "q");
  const Eigen::VectorXd qd = state_vector(numeric, request.qd, "qd");
  const Eigen::VectorXd qdd = state_vector(numeric, request.qdd, "qdd");

  Workspace ws(numeric);
  Eigen::VectorXd tau(n), G(n);
  Eigen::MatrixXd M(n, n);
  inverse_dynamics(numeric, ws, q, qd, qdd, tau);
  gravity_torques(numeric, ws, q, G);
  mass_matrix(numeric, ws, q, M);

  out << model.name << ": numeric Newton-Euler recursion, " << numeric.dof() << " joints";
  if (numeric.floating_base)
    out << ", floating base (q: x y z, qx qy qz qw, joints; qd, qdd: v, w in the base frame, "
           "joint rates; tau: the wrench on the base in its frame, then the joints)";
  out << "\n";
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
