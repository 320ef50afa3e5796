#include <cmath>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "nedyn/generator/commands.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/contact_dynamics.hpp"
#include "nedyn/runtime/joint_coupling.hpp"
#include "nedyn/runtime/kinematics.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"

namespace nedyn {
namespace {

/// The entries of y (q's, or qd's for a velocity) that --q, --qd, --qdd
/// take: the model's coordinates, or its independent ones where joints follow
/// others (--mimic couple).
struct Coordinates {
  int nq = 0, nv = 0;
  int joints = 0;     ///< joints with a coordinate of their own
  int followers = 0;  ///< joints that follow them
  bool floating_base = false;
  std::vector<int> revolute;  ///< entries of qd (and, after 1 more for a base, of q) in radians
};

Coordinates coordinates(const NumericModel& model, const JointCoupling& coupling) {
  Coordinates c;
  c.nq = coupling.nq;
  c.nv = coupling.nv;
  c.floating_base = model.floating_base;
  const std::vector<int> independent = independent_joints(model);
  c.joints = static_cast<int>(independent.size());
  c.followers = model.dof() - c.joints;
  for (std::size_t k = 0; k < independent.size(); ++k)
    if (model.links[static_cast<std::size_t>(independent[k] - 1)].type == JointType::revolute)
      c.revolute.push_back(static_cast<int>(k));
  return c;
}

/// What --NAME holds: "6 joints", or a floating base's entries spelled out.
std::string expected_entries(const Coordinates& c, const char* name) {
  std::string joints = std::to_string(c.joints) + " joints";
  if (c.followers > 0)
    joints = std::to_string(c.joints) + " independent joints (" + std::to_string(c.followers) +
             (c.followers == 1 ? " follows them" : " follow them") + ", --mimic couple)";
  if (!c.floating_base) return joints;
  return std::string(name) == "q"
             ? std::to_string(c.nq) + " entries (x y z, qx qy qz qw, " + joints + ")"
             : std::to_string(c.nv) + " entries (v, w of the base in its frame, " + joints + ")";
}

Eigen::VectorXd state_vector(const Coordinates& c, const std::vector<double>& values,
                             const char* name) {
  const bool configuration = std::string(name) == "q";
  const int n = configuration ? c.nq : c.nv;
  if (values.empty()) {
    Eigen::VectorXd zero = Eigen::VectorXd::Zero(n);
    if (configuration && c.floating_base) zero(6) = 1;  // the identity quaternion
    return zero;
  }
  if (static_cast<int>(values.size()) != n)
    throw UsageError(std::string("--") + name + ": the model" +
                     (c.floating_base ? std::string("'s ") + name : std::string()) + " has " +
                     expected_entries(c, name) + ", got " + std::to_string(values.size()) +
                     " values");
  const Eigen::VectorXd v = Eigen::Map<const Eigen::VectorXd>(values.data(), n);
  if (configuration && c.floating_base) {
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

/// The shortest text of x that reads back as x (17 significant digits at most).
std::string exact_text(double x) {
  for (int digits = 1; digits <= 17; ++digits) {
    std::ostringstream out;
    out << std::setprecision(digits) << x;
    if (std::stod(out.str()) == x) return out.str();
  }
  return std::to_string(x);
}

/// Entries within 1e-12 of `scale` (the size of the terms the recursion
/// adds) are its round-off: shown as 0 in text.
Eigen::MatrixXd without_round_off(const Eigen::MatrixXd& m, double scale) {
  if (m.size()) scale = std::max(scale, m.cwiseAbs().maxCoeff());
  return m.unaryExpr([&](double x) { return std::abs(x) <= 1e-12 * scale ? 0.0 : x; });
}

/// The size of a gravity torque: the robot's weight times its reach (the
/// lengths from joint to joint and to each centre of mass, at q).
double torque_scale(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q) {
  link_geometry(model, q, ws);
  double mass = model.floating_base ? model.base_mass : 0.0, reach = 0;
  for (int i = 1; i <= model.dof(); ++i) {
    const NumericLink& link = model.links[static_cast<std::size_t>(i - 1)];
    mass += link.mass;
    reach += ws.p[static_cast<std::size_t>(i)].norm() + link.com.norm();
  }
  return mass * model.gravity.norm() * std::max(reach, 1.0);
}

/// The robot's weight: the size of its contact forces.
double numeric_weight(const NumericModel& model) {
  double mass = model.base_mass;
  for (const NumericLink& link : model.links) mass += link.mass;
  return mass * model.gravity.norm();
}

void write_row(std::ostream& out, const Eigen::VectorXd& v) {
  out << "[";
  for (int i = 0; i < v.size(); ++i) out << (i ? ", " : "") << std::setprecision(10) << v(i);
  out << "]";
}

struct Quantity {
  std::string name;
  Eigen::MatrixXd value;  ///< a column for a vector
  double scale = 0;       ///< what its round-off is relative to (text; 0: its largest entry)
};

void write_text(std::ostream& out, const std::vector<Quantity>& quantities) {
  for (const Quantity& x : quantities) {
    const Eigen::MatrixXd shown =
        x.name.rfind('q', 0) == 0 ? x.value : without_round_off(x.value, x.scale);
    out << x.name << std::string(4 - std::min<std::size_t>(x.name.size(), 3), ' ') << "=";
    if (x.value.cols() == 1) {
      out << " ";
      write_row(out, shown.col(0));
      if (x.name == "tau") out << "   (M qdd + V + G + friction + rotor inertia)";
      if (x.name == "tau_c") out << "   (tau - Jc^T lambda, the base's rows zero)";
      if (x.name == "gamma") out << "   (Jc qdd + gamma = 0 holds the contacts)";
      out << "\n";
      continue;
    }
    out << "\n";
    for (int i = 0; i < shown.rows(); ++i) {
      out << "  ";
      write_row(out, shown.row(i).transpose());
      out << "\n";
    }
  }
}

void write_csv(std::ostream& out, const std::vector<Quantity>& quantities) {
  out << "quantity,row,column,value\n";
  for (const Quantity& x : quantities)
    for (int i = 0; i < x.value.rows(); ++i)
      for (int j = 0; j < x.value.cols(); ++j)
        out << x.name << "," << i + 1 << "," << j + 1 << "," << exact_text(x.value(i, j)) << "\n";
}

void write_json(std::ostream& out, const std::string& model, const NumericModel& numeric,
                const std::vector<Quantity>& quantities) {
  const auto list = [&](const Eigen::VectorXd& v) {
    std::string text = "[";
    for (int i = 0; i < v.size(); ++i) text += (i ? ", " : "") + exact_text(v(i));
    return text + "]";
  };
  out << "{\"model\": \"" << model << "\", \"joints\": " << numeric.dof()
      << ", \"floating_base\": " << (numeric.floating_base ? "true" : "false");
  for (const Quantity& x : quantities) {
    out << ",\n \"" << x.name << "\": ";
    if (x.value.cols() == 1) {
      out << list(x.value.col(0));
      continue;
    }
    out << "[";
    for (int i = 0; i < x.value.rows(); ++i)
      out << (i ? ",\n   " : "") << list(x.value.row(i).transpose());
    out << "]";
  }
  out << "}\n";
}

}  // namespace

void write_evaluation(std::ostream& out, const Model& model, const EvalRequest& request) {
  if (request.format != "text" && request.format != "csv" && request.format != "json")
    throw UsageError("--format: expected text, csv or json, got '" + request.format + "'");
  NumericModel numeric;
  try {
    numeric = instantiate(model, request.parameters);
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  // Without coupled joints y is q and G is 1; with them the inputs and the
  // results are the independent coordinates' (joint_coupling.hpp).
  const bool coupled = has_coupled_joints(model);
  const JointCoupling coupling = joint_coupling(numeric);
  const Coordinates entries = coordinates(numeric, coupling);
  if (coupled && !numeric.contacts.empty())
    throw UsageError(
        "--contacts with --mimic couple: eval's contact terms take independent "
        "joints so far (drop --mimic couple, or the contacts)");
  const int n = entries.nv;  // a floating base's six and the joints
  Eigen::VectorXd q = state_vector(entries, request.q, "q");
  Eigen::VectorXd qd = state_vector(entries, request.qd, "qd");
  Eigen::VectorXd qdd = state_vector(entries, request.qdd, "qdd");
  const int first_q = numeric.joint_q(), first_v = numeric.joint_v();
  // A revolute joint's position beyond 2 pi in magnitude is most likely degrees.
  if (!request.degrees)
    for (int k : entries.revolute)
      if (std::abs(q(first_q + k)) > 2 * M_PI) {
        std::cerr << "nedyn: note: --q " << q(first_q + k) << " for joint "
                  << independent_joints(numeric)[static_cast<std::size_t>(k)]
                  << " is beyond 2 pi in magnitude: eval takes radians; add --deg for degrees\n";
        break;
      }
  if (request.degrees)  // the revolute joints' entries; the results are in radians
    for (int k : entries.revolute) {
      q(first_q + k) *= M_PI / 180;
      qd(first_v + k) *= M_PI / 180;
      qdd(first_v + k) *= M_PI / 180;
    }

  Workspace ws(numeric);
  Eigen::VectorXd tau(n), G(n);
  Eigen::MatrixXd M(n, n);
  if (coupled) {
    coupled_inverse_dynamics(numeric, ws, coupling, q, qd, qdd, tau);
    coupled_gravity(numeric, ws, coupling, q, G);
    coupled_mass_matrix(numeric, ws, coupling, q, M);
  } else {
    inverse_dynamics(numeric, ws, q, qd, qdd, tau);
    gravity_torques(numeric, ws, q, G);
    mass_matrix(numeric, ws, q, M);
  }

  const double scale = torque_scale(numeric, ws, coupling.configuration(q));
  std::vector<Quantity> quantities = {
      {"q", q}, {"qd", qd}, {"qdd", qdd}, {"tau", tau, scale}, {"G", G, scale}, {"M", M}};
  if (!numeric.contacts.empty()) {
    const std::vector<NumericContact>& contacts = numeric.contacts;
    Eigen::MatrixXd Jc;
    Eigen::VectorXd gamma, tau_c, lambda;
    contact_jacobian(numeric, ws, q, contacts, Jc);
    contact_drift(numeric, ws, q, qd, contacts, gamma);
    quantities.push_back({"Jc", Jc});
    quantities.push_back({"gamma", gamma});
    if (numeric.floating_base) {
      const int status = contact_inverse_dynamics(numeric, ws, q, qd, qdd, contacts, tau_c, lambda);
      if (status != kContactSolved)
        std::cerr << "nedyn: note: the contacts cannot produce every wrench on the base: tau_c "
                     "and lambda are the least-squares answer, tau_c's base rows its residual\n";
      quantities.push_back({"tau_c", tau_c, scale});
      quantities.push_back({"lambda", lambda, numeric_weight(numeric)});
    }
  }
  if (request.format == "csv") return write_csv(out, quantities);
  if (request.format == "json") return write_json(out, model.name, numeric, quantities);
  out << model.name << ": numeric Newton-Euler recursion, " << numeric.dof() << " joints";
  if (coupled)
    out << " (" << entries.followers << (entries.followers == 1 ? " follows" : " follow")
        << " others: q, qd, qdd, tau, M and G are the " << entries.joints
        << " independent joints', the whole tree's folded onto them)";
  if (numeric.floating_base)
    out << ", floating base (q: x y z, qx qy qz qw, joints; qd, qdd: v, w in the base frame, "
           "joint rates; tau: the wrench on the base in its frame, then the joints)";
  out << "\n";
  write_text(out, quantities);
}

}  // namespace nedyn
