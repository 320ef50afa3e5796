#include "nedyn/runtime/emitted_check.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <random>
#include <stdexcept>

#include <Eigen/Cholesky>
#include <Eigen/Eigenvalues>

#include "nedyn/runtime/configuration.hpp"
#include "nedyn/runtime/contact_dynamics.hpp"
#include "nedyn/runtime/emitted_functions.hpp"
#include "nedyn/runtime/emitted_sample.hpp"
#include "nedyn/runtime/frames.hpp"
#include "nedyn/runtime/joint_coupling.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/operational_space.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {
namespace {

// Link wrenches come from a generator of their own, so that the states of
// every other function stay those drawn before link wrenches were emitted.
EmittedSample random_sample(const NumericModel& model, Workspace& ws, std::mt19937& rng,
                            std::mt19937& wrench_rng) {
  const int n = model.dof(), nv = model.nv(), first_q = model.joint_q(), first_v = model.joint_v();
  std::uniform_real_distribution<double> angle(-M_PI, M_PI), length(-0.5, 0.5), velocity(-2.0, 2.0),
      acceleration(-5.0, 5.0);
  EmittedSample s{Eigen::VectorXd(model.nq()), Eigen::VectorXd(nv),
                  Eigen::VectorXd(nv),         Eigen::VectorXd(nv),
                  Eigen::VectorXd(6),          LinkWrenches(model.links_with_wrenches(), 6)};
  if (model.floating_base) {  // the base's pose, twist and its rate
    s.q.head<7>() = random_configuration(model, rng).head<7>();
    for (int k = 0; k < 6; ++k) {
      s.qd(k) = velocity(rng);
      s.qdd(k) = acceleration(rng);
    }
  }
  for (int i = 0; i < n; ++i) {
    s.q(first_q + i) = model.links[static_cast<std::size_t>(i)].type == JointType::revolute
                           ? angle(rng)
                           : length(rng);
    s.qd(first_v + i) = velocity(rng);
    s.qdd(first_v + i) = acceleration(rng);
  }
  inverse_dynamics(model, ws, s.q, s.qd, s.qdd, s.tau);
  std::uniform_real_distribution<double> force(-20.0, 20.0), moment(-5.0, 5.0);
  for (int k = 0; k < 3; ++k) s.w(k) = force(rng);
  for (int k = 3; k < 6; ++k) s.w(k) = moment(rng);
  // Steps from 1e-4 to 1 s turn the base by 3e-4 to 3.5 rad: integrate's
  // series (under 1e-2) and its closed form. Drawn last, and for a floating
  // base only, so that a fixed base's states stay as they were.
  if (model.floating_base)
    s.dt = std::pow(10.0, std::uniform_real_distribution<double>(-4, 0)(rng));
  for (int i = 0; i < s.fext.rows(); ++i)
    for (int k = 0; k < 6; ++k) s.fext(i, k) = k < 3 ? force(wrench_rng) : moment(wrench_rng);
  // Drawn last, and only with contacts, so that other models' states stay as they were.
  if (!model.contacts.empty()) s.restitution = std::uniform_real_distribution<double>(0, 1)(rng);
  // Errors of a contact that drifted by millimetres (and mm/s), drawn last.
  if (model.baumgarte) {
    std::uniform_real_distribution<double> error(-1e-2, 1e-2);
    const int rows = contact_rows(model.contacts);
    s.contact_position_error.resize(rows);
    s.contact_velocity_error.resize(rows);
    for (int r = 0; r < rows; ++r) {
      s.contact_position_error(r) = error(rng);
      s.contact_velocity_error(r) = error(rng);
    }
  }
  // Weights from 0.1 to 10, drawn last, and only with contacts.
  if (!model.contacts.empty()) {
    std::uniform_real_distribution<double> exponent(-1, 1);
    s.contact_weights.resize(contact_rows(model.contacts));
    for (Eigen::Index r = 0; r < s.contact_weights.size(); ++r)
      s.contact_weights(r) = std::pow(10.0, exponent(rng));
  }
  return s;
}

// For a model with coupled joints, `s` (drawn for the whole tree) as a sample
// of the independent coordinates, and `s` moved to the whole tree's state
// that they give: q = q(y), qd = G yd, qdd = G ydd, and tau_y = G^T tau.
EmittedSample coupled_sample(const NumericModel& model, Workspace& ws,
                             const JointCoupling& coupling, EmittedSample& s) {
  EmittedSample y = s;
  y.q = coupling.independent_configuration(s.q);
  y.qd = coupling.independent_velocity(s.qd);
  y.qdd = coupling.independent_velocity(s.qdd);
  s.q = coupling.configuration(y.q);
  s.qd = coupling.velocity(y.qd);
  s.qdd = coupling.velocity(y.qdd);
  inverse_dynamics(model, ws, s.q, s.qd, s.qdd, s.tau);
  y.tau = coupling.G.transpose() * s.tau;
  return y;
}

std::vector<double> row_major(const Eigen::MatrixXd& m) {
  std::vector<double> out;
  for (Eigen::Index i = 0; i < m.rows(); ++i)
    for (Eigen::Index j = 0; j < m.cols(); ++j) out.push_back(m(i, j));
  return out;
}

bool reference(const NumericModel& model, Workspace& ws, const std::string& function,
               const EmittedSample& s, std::vector<double>& out) {
  Eigen::MatrixXd m;
  if (!emitted_function_spec(function).reference(model, ws, s, m)) return false;
  out = row_major(m);
  return true;
}

// task_singularity() at the sample's q (its coordinates'; EmittedSample::
// coupling); 0 at a singularity, 1 without a task.
double task_measure(const NumericModel& model, Workspace& ws, const EmittedSample& s) {
  if (model.task.empty()) return 1;
  try {
    return task_space(model, ws, s.q, s.qd, 0, s.coupling).singularity;
  } catch (const SingularConfiguration&) {
    return 0;
  }
}

// task_singularity() of Jc M^-1 Jc^T at the sample's q: how far the
// contacts are from redundant (in the sample's coordinates, EmittedSample::
// coupling); 1 without contacts.
double contact_measure(const NumericModel& model, Workspace& ws, const EmittedSample& s) {
  if (model.contacts.empty()) return 1;
  Eigen::MatrixXd Jc, M(model.nv(), model.nv());
  const Eigen::VectorXd q = whole_configuration(s.coupling, s.q);
  contact_jacobian(model, ws, q, model.contacts, Jc);
  Jc = folded_columns(s.coupling, Jc);
  mass_matrix_composite(model, ws, q, M);
  M = folded_matrix(s.coupling, M);
  const Eigen::MatrixXd A = Jc * Eigen::LLT<Eigen::MatrixXd>(M).solve(Jc.transpose());
  const double measure = task_singularity(A);
  return std::isfinite(measure) ? measure : 0.0;
}

// M's reciprocal condition number once scaled to a unit diagonal (its
// eigenvalues' smallest over largest): what a Cholesky solve's error grows
// with in any scalar (van der Sluis: the scaling is free). A physical arm's
// stays above 5e-3; Euler-angle coordinates make it 0 at gimbal lock.
// With coupled joints, of the coupled M_y = G^T M G at the sample's y.
double mass_matrix_measure(const NumericModel& model, Workspace& ws, const EmittedSample& s) {
  Eigen::MatrixXd M(model.nv(), model.nv());
  if (s.coupling)
    coupled_mass_matrix(model, ws, *s.coupling, s.q, M);
  else
    mass_matrix_composite(model, ws, s.q, M);
  const Eigen::VectorXd d = M.diagonal().cwiseMax(0).cwiseSqrt().cwiseInverse();
  const Eigen::VectorXd lambda = Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(
                                     d.asDiagonal() * M * d.asDiagonal(), Eigen::EigenvaluesOnly)
                                     .eigenvalues();
  const double ratio = lambda(0) / lambda(lambda.size() - 1);
  return std::isfinite(ratio) ? std::max(ratio, 0.0) : 0.0;
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
  return emitted_function_spec(function).inputs;
}

bool has_runtime_reference(const std::string& function) {
  return static_cast<bool>(emitted_function_spec(function).reference);
}

std::vector<FunctionAgreement> compare_emitted(
    const NumericModel& model, const std::vector<double>& parameters,
    const std::map<std::string, EmittedEntryPoint>& functions, const CheckOptions& options) {
  Workspace ws(model);
  std::mt19937 rng(options.seed), wrench_rng(options.seed + 1);
  // The frames of the frame functions, by index; state k has frame k modulo their count.
  std::vector<NumericFrame> frames;
  for (const std::string& name : options.frames)
    frames.push_back(name == "tool" &&
                             std::none_of(model.frames.begin(), model.frames.end(),
                                          [](const NumericFrame& f) { return f.name == "tool"; })
                         ? model.tool_frame()
                         : frame_named(model, name));
  std::vector<FunctionAgreement> table;
  for (const auto& entry : functions) table.push_back({entry.first});
  std::vector<double> expected, emitted;
  const std::optional<JointCoupling> coupling = optional_coupling(model);
  const bool coupled = coupling.has_value();
  for (int k = 0; k < options.samples; ++k) {
    EmittedSample s = random_sample(model, ws, rng, wrench_rng);
    // What the emitted functions read: the independent coordinates' sample
    // of a model with coupled joints (s is then the whole tree's), else s.
    EmittedSample given = coupled ? coupled_sample(model, ws, *coupling, s) : s;
    if (coupled) given.coupling = &*coupling;
    s.base = &options.base;
    if (!frames.empty()) {
      const std::size_t frame = static_cast<std::size_t>(k) % frames.size();
      s.frame = static_cast<double>(frame);
      s.frame_of = &frames[frame];
    }
    const bool comparable_task = task_measure(model, ws, given) > options.task_margin;
    // Redundant contacts (a foot's corners held as points) are compared too:
    // both sides drop the same rows and answer with status 1 and the
    // least-norm forces. Between the bands their rank decisions could differ.
    const double contacts = contact_measure(model, ws, given);
    const bool redundant = contacts < kRedundantContactMeasure;  // 1 without contacts
    const bool comparable_contacts = contacts > options.task_margin || redundant;
    const bool comparable_solve = mass_matrix_measure(model, ws, given) > options.mass_margin;
    std::size_t row = 0;
    for (const auto& entry : functions) {
      FunctionAgreement& agreement = table[row++];
      const EmittedFunctionSpec& spec = emitted_function_spec(entry.first);
      if (spec.status() && !(spec.contact() ? comparable_contacts : comparable_task)) continue;
      if (spec.solves_mass_matrix() && !comparable_solve) {
        ++agreement.ill_conditioned;
        continue;
      }
      if (emitted_function_spec(entry.first).per_frame() && !s.frame_of)
        throw std::invalid_argument("no frames to check " + entry.first +
                                    " at: CheckOptions::frames");
      if (coupled) {
        Eigen::MatrixXd m;
        EmittedSample at = given;
        at.base = s.base;
        at.frame = s.frame;
        at.frame_of = s.frame_of;
        if (!coupled_reference(spec, model, ws, at, s, m)) continue;
        expected = row_major(m);
      } else if (!reference(model, ws, entry.first, s, expected)) {
        continue;
      }
      const EmittedSample& in = coupled ? given : s;
      std::vector<const double*> inputs;
      for (const std::string& name : emitted_inputs(entry.first))
        inputs.push_back(name == "q"                        ? in.q.data()
                         : name == "qd"                     ? in.qd.data()
                         : name == "qdd"                    ? in.qdd.data()
                         : name == "w"                      ? in.w.data()
                         : name == "fext"                   ? in.fext.data()
                         : name == "dt"                     ? &in.dt
                         : name == "restitution"            ? &in.restitution
                         : name == "contact_position_error" ? in.contact_position_error.data()
                         : name == "contact_velocity_error" ? in.contact_velocity_error.data()
                         : name == "contact_weights"        ? in.contact_weights.data()
                         : name == "frame"                  ? &s.frame
                                                            : in.tau.data());
      emitted.assign(std::max<std::size_t>(expected.size(), 1), 0.0);
      if (options.around_emitted_call) options.around_emitted_call(true);
      const int status = entry.second(parameters.data(), inputs.data(), emitted.data());
      if (options.around_emitted_call) options.around_emitted_call(false);
      if (status != (redundant && spec.least_norm() ? 1 : 0)) ++agreement.status_failures;
      // Relative to the joint torques of the state as well: a function that
      // is 0 for this robot (G of a SCARA) has only rounding to compare.
      double scale = std::max(1e-6, in.tau.cwiseAbs().maxCoeff()), difference = 0;
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
