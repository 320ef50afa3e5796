#include "nedyn/runtime/emitted_check.hpp"

#include <algorithm>
#include <cmath>
#include <random>
#include <stdexcept>

#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/forward_dynamics.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/operational_space.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {
namespace {

struct Sample {
  Eigen::VectorXd q, qd, qdd, tau, w;  // w: a tip wrench (force, moment), last frame
};

Sample random_sample(const NumericModel& model, Workspace& ws, std::mt19937& rng) {
  const int n = model.dof();
  std::uniform_real_distribution<double> angle(-M_PI, M_PI), length(-0.5, 0.5), velocity(-2.0, 2.0),
      acceleration(-5.0, 5.0);
  Sample s{Eigen::VectorXd(n), Eigen::VectorXd(n), Eigen::VectorXd(n), Eigen::VectorXd(n),
           Eigen::VectorXd(6)};
  for (int i = 0; i < n; ++i) {
    s.q(i) = model.links[static_cast<std::size_t>(i)].type == JointType::revolute ? angle(rng)
                                                                                  : length(rng);
    s.qd(i) = velocity(rng);
    s.qdd(i) = acceleration(rng);
  }
  inverse_dynamics(model, ws, s.q, s.qd, s.qdd, s.tau);
  std::uniform_real_distribution<double> force(-20.0, 20.0), moment(-5.0, 5.0);
  for (int k = 0; k < 3; ++k) s.w(k) = force(rng);
  for (int k = 3; k < 6; ++k) s.w(k) = moment(rng);
  return s;
}

std::vector<double> row_major(const Eigen::MatrixXd& m) {
  std::vector<double> out;
  for (Eigen::Index i = 0; i < m.rows(); ++i)
    for (Eigen::Index j = 0; j < m.cols(); ++j) out.push_back(m(i, j));
  return out;
}

/// The runtime's value of an emitted function; false if it has none here
/// (forward dynamics of a singular M).
bool reference(const NumericModel& model, Workspace& ws, const std::string& function,
               const Sample& s, std::vector<double>& out) {
  const int n = model.dof();
  Eigen::VectorXd v(n);
  Eigen::MatrixXd m;
  bool matrix = true;
  if (function == "inverse_dynamics") {
    matrix = false;
    inverse_dynamics(model, ws, s.q, s.qd, s.qdd, v);
  } else if (function == "mass_matrix") {
    m.resize(n, n);
    mass_matrix_composite(model, ws, s.q, m);
  } else if (function == "coriolis_centrifugal") {
    matrix = false;
    coriolis_centrifugal(model, ws, s.q, s.qd, v);
  } else if (function == "gravity") {
    matrix = false;
    gravity_torques(model, ws, s.q, v);
  } else if (function == "coriolis_coefficients") {
    m.resize(n, pair_count(n));
    coriolis_coefficients(model, ws, s.q, m);
  } else if (function == "centrifugal_coefficients") {
    m.resize(n, n);
    centrifugal_coefficients(model, ws, s.q, m);
  } else if (function == "friction") {
    matrix = false;
    friction(model, s.qd, v);
  } else if (function == "forward_dynamics") {
    matrix = false;
    try {
      forward_dynamics(model, ws, s.q, s.qd, s.tau, v);
    } catch (const std::domain_error&) {
      return false;
    }
  } else if (function == "coriolis_matrix") {
    m.resize(n, n);
    coriolis_matrix(model, ws, s.q, s.qd, m);
  } else if (function == "jacobian") {
    m.resize(6, n);
    jacobian(model, ws, s.q, m);
  } else if (function == "jacobian_dot_qd") {
    m = jacobian_dot_qd(model, ws, s.q, s.qd);
  } else if (function == "inverse_dynamics_wrench") {
    matrix = false;
    TipWrench tip;
    tip.force = s.w.head<3>();
    tip.moment = s.w.tail<3>();
    inverse_dynamics(model, ws, s.q, s.qd, s.qdd, v, tip);
  } else {
    throw std::invalid_argument("no runtime counterpart of the emitted function " + function);
  }
  out = matrix ? row_major(m) : std::vector<double>(v.data(), v.data() + n);
  return true;
}

}  // namespace

ParameterValues physical_parameters(const Model& model, std::mt19937& rng,
                                    const ParameterValues& given) {
  std::uniform_real_distribution<double> value(0.5, 2.0);
  ParameterValues values;
  // Redrawn until the instance is physical (principal moments given as
  // symbols must meet the triangle inequality); the caller's instantiate
  // reports why if 100 draws are not.
  for (int draw = 0; draw < 100; ++draw) {
    for (const auto& symbol : model.symbols) values[symbol.first] = value(rng);
    for (const auto& v : given) values[v.first] = v.second;
    try {
      instantiate(model, values);
      break;
    } catch (const std::invalid_argument&) {
    }
  }
  return values;
}

ParameterValues check_parameters(const Model& model, const ParameterValues& given) {
  std::mt19937 rng(20261122);
  return physical_parameters(model, rng, given);
}

std::vector<double> parameter_array(const Model& model, const ParameterValues& values) {
  std::vector<double> out;
  for (const auto& symbol : model.symbols) out.push_back(values.at(symbol.first));
  return out;
}

const std::vector<std::string>& emitted_inputs(const std::string& function) {
  static const std::map<std::string, std::vector<std::string>> inputs = {
      {"inverse_dynamics", {"q", "qd", "qdd"}},
      {"mass_matrix", {"q"}},
      {"coriolis_centrifugal", {"q", "qd"}},
      {"gravity", {"q"}},
      {"coriolis_coefficients", {"q"}},
      {"centrifugal_coefficients", {"q"}},
      {"friction", {"qd"}},
      {"forward_dynamics", {"q", "qd", "tau"}},
      {"coriolis_matrix", {"q", "qd"}},
      {"jacobian", {"q"}},
      {"jacobian_dot_qd", {"q", "qd"}},
      {"inverse_dynamics_wrench", {"q", "qd", "qdd", "w"}}};
  const auto found = inputs.find(function);
  if (found == inputs.end()) throw std::invalid_argument("no emitted function named " + function);
  return found->second;
}

std::vector<FunctionAgreement> compare_emitted(
    const NumericModel& model, const std::vector<double>& parameters,
    const std::map<std::string, EmittedEntryPoint>& functions, const CheckOptions& options) {
  Workspace ws(model);
  std::mt19937 rng(options.seed);
  std::vector<FunctionAgreement> table;
  for (const auto& entry : functions) table.push_back({entry.first});
  std::vector<double> expected, emitted;
  for (int k = 0; k < options.samples; ++k) {
    const Sample s = random_sample(model, ws, rng);
    std::size_t row = 0;
    for (const auto& entry : functions) {
      FunctionAgreement& agreement = table[row++];
      if (!reference(model, ws, entry.first, s, expected)) continue;
      std::vector<const double*> inputs;
      for (const std::string& name : emitted_inputs(entry.first))
        inputs.push_back(name == "q"     ? s.q.data()
                         : name == "qd"  ? s.qd.data()
                         : name == "qdd" ? s.qdd.data()
                         : name == "w"   ? s.w.data()
                                         : s.tau.data());
      emitted.assign(std::max<std::size_t>(expected.size(), 1), 0.0);
      if (options.around_emitted_call) options.around_emitted_call(true);
      entry.second(parameters.data(), inputs.data(), emitted.data());
      if (options.around_emitted_call) options.around_emitted_call(false);
      // Relative to the joint torques of the state as well: a function that
      // is 0 for this robot (G of a SCARA) has only rounding to compare.
      double scale = std::max(1e-6, s.tau.cwiseAbs().maxCoeff()), difference = 0;
      for (std::size_t i = 0; i < expected.size(); ++i) {
        scale = std::max(scale, std::abs(expected[i]));
        if (!std::isfinite(emitted[i])) agreement.finite = false;
        difference = std::max(difference, std::abs(emitted[i] - expected[i]));
      }
      agreement.max_absolute = std::max(agreement.max_absolute, difference);
      agreement.max_relative = std::max(agreement.max_relative, difference / scale);
      ++agreement.samples;
    }
  }
  return table;
}

}  // namespace nedyn
