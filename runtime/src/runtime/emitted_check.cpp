#include "nedyn/runtime/emitted_check.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <random>
#include <stdexcept>

#include "nedyn/runtime/centroidal.hpp"
#include "nedyn/runtime/configuration.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/derivatives.hpp"
#include "nedyn/runtime/emitted_functions.hpp"
#include "nedyn/runtime/forward_dynamics.hpp"
#include "nedyn/runtime/frames.hpp"
#include "nedyn/runtime/kinematics.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/operational_space.hpp"
#include "nedyn/runtime/regressor.hpp"
#include "nedyn/runtime/standard_parameters.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {
namespace {

struct Sample {
  Eigen::VectorXd q, qd, qdd, tau, w;      // w: a tip wrench (force, moment), last frame
  LinkWrenches fext;                       // a wrench on every link, its own frame
  double dt = 0;                           // a time step (floating base: integrate)
  double frame = 0;                        // an index of CheckOptions::frames, as the shim reads it
  const NumericFrame* frame_of = nullptr;  // that frame
  const BaseParameterMap* base = nullptr;  // CheckOptions::base
};

// Link wrenches come from a generator of their own, so that the states of
// every other function stay those drawn before link wrenches were emitted.
Sample random_sample(const NumericModel& model, Workspace& ws, std::mt19937& rng,
                     std::mt19937& wrench_rng) {
  const int n = model.dof(), nv = model.nv(), first_q = model.joint_q(), first_v = model.joint_v();
  std::uniform_real_distribution<double> angle(-M_PI, M_PI), length(-0.5, 0.5), velocity(-2.0, 2.0),
      acceleration(-5.0, 5.0);
  Sample s{Eigen::VectorXd(model.nq()), Eigen::VectorXd(nv),
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
  return s;
}

std::vector<double> row_major(const Eigen::MatrixXd& m) {
  std::vector<double> out;
  for (Eigen::Index i = 0; i < m.rows(); ++i)
    for (Eigen::Index j = 0; j < m.cols(); ++j) out.push_back(m(i, j));
  return out;
}

/// The runtime's value of an emitted function as a matrix of its result's
/// shape; false if it has none here (forward dynamics of a singular M).
using Reference =
    std::function<bool(const NumericModel&, Workspace&, const Sample&, Eigen::MatrixXd&)>;

// A runtime function that fills a vector of n, as a Reference.
Reference vector_reference(
    std::function<void(const NumericModel&, Workspace&, const Sample&, Eigen::VectorXd&)> fill) {
  return [fill](const NumericModel& model, Workspace& ws, const Sample& s, Eigen::MatrixXd& out) {
    Eigen::VectorXd v(model.nv());
    fill(model, ws, s, v);
    out = v;
    return true;
  };
}

// A task-space result of the runtime, as a Reference; none at a singularity
// (compare_emitted keeps its distance from them).
Reference task_reference(std::function<Eigen::MatrixXd(const TaskSpace&)> pick) {
  return [pick](const NumericModel& model, Workspace& ws, const Sample& s, Eigen::MatrixXd& out) {
    try {
      out = pick(task_space(model, ws, s.q, s.qd, 0));
    } catch (const SingularConfiguration&) {
      return false;
    }
    return true;
  };
}

// Bx or Cx of the runtime.
Reference task_coefficients_reference(bool coriolis) {
  return
      [coriolis](const NumericModel& model, Workspace& ws, const Sample& s, Eigen::MatrixXd& out) {
        Eigen::MatrixXd Bx, Cx;
        try {
          task_velocity_coefficients(model, ws, s.q, Bx, Cx, 0);
        } catch (const SingularConfiguration&) {
          return false;
        }
        out = coriolis ? Bx : Cx;
        return true;
      };
}

// M, V and G (then J and J'qd) of the runtime, row-major one after another
// in one column: dynamics_terms's results as the emitted function lays them out.
Reference dynamics_terms_reference(bool with_jacobian) {
  return [with_jacobian](const NumericModel& model, Workspace& ws, const Sample& s,
                         Eigen::MatrixXd& out) {
    const int n = model.nv();
    Eigen::MatrixXd M(n, n), J(6, n);
    Eigen::VectorXd V(n), G(n);
    mass_matrix_composite(model, ws, s.q, M);
    coriolis_centrifugal(model, ws, s.q, s.qd, V);
    gravity_torques(model, ws, s.q, G);
    std::vector<double> all = row_major(M);
    all.insert(all.end(), V.data(), V.data() + n);
    all.insert(all.end(), G.data(), G.data() + n);
    if (with_jacobian) {
      jacobian(model, ws, s.q, J);
      const std::vector<double> j = row_major(J);
      const Eigen::VectorXd a = jacobian_dot_qd(model, ws, s.q, s.qd);
      all.insert(all.end(), j.begin(), j.end());
      all.insert(all.end(), a.data(), a.data() + 6);
    }
    out = Eigen::Map<const Eigen::VectorXd>(all.data(), static_cast<Eigen::Index>(all.size()));
    return true;
  };
}

// Column vectors and matrices of the runtime, by emitted name: one entry per
// row of emitted_function_specs().
const std::map<std::string, Reference>& references() {
  using M = Eigen::MatrixXd;
  const auto n_of = [](const NumericModel& model) { return model.nv(); };
  static const std::
      map<std::string, Reference>
          table =
              {
                  {"inverse_dynamics", vector_reference([](const NumericModel& model, Workspace& ws,
                                                           const Sample& s, Eigen::VectorXd& v) {
                     inverse_dynamics(model, ws, s.q, s.qd, s.qdd, v);
                   })},
                  {"mass_matrix",
                   [=](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     out.resize(n_of(model), n_of(model));
                     mass_matrix_composite(model, ws, s.q, out);
                     return true;
                   }},
                  {"coriolis_centrifugal",
                   vector_reference(
                       [](const NumericModel& model, Workspace& ws, const Sample& s,
                          Eigen::VectorXd& v) { coriolis_centrifugal(model, ws, s.q, s.qd, v); })},
                  {"gravity", vector_reference(
                                  [](const NumericModel& model, Workspace& ws, const Sample& s,
                                     Eigen::VectorXd& v) { gravity_torques(model, ws, s.q, v); })},
                  {"integrate",
                   [](const NumericModel& model, Workspace&, const Sample& s, M& out) {
                     out = integrate(model, s.q, s.qd, s.dt);
                     return true;
                   }},
                  {"coriolis_coefficients",
                   [=](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     out.resize(n_of(model), pair_count(n_of(model)));
                     coriolis_coefficients(model, ws, s.q, out);
                     return true;
                   }},
                  {"centrifugal_coefficients",
                   [=](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     out.resize(n_of(model), n_of(model));
                     centrifugal_coefficients(model, ws, s.q, out);
                     return true;
                   }},
                  {"friction",
                   vector_reference([](const NumericModel& model, Workspace&, const Sample& s,
                                       Eigen::VectorXd& v) { friction(model, s.qd, v); })},
                  {"forward_dynamics",
                   [=](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     Eigen::VectorXd v(n_of(model));
                     try {
                       forward_dynamics(model, ws, s.q, s.qd, s.tau, v);
                     } catch (const std::domain_error&) {
                       return false;
                     }
                     out = v;
                     return true;
                   }},
                  {"coriolis_matrix",
                   [=](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     out.resize(n_of(model), n_of(model));
                     coriolis_matrix(model, ws, s.q, s.qd, out);
                     return true;
                   }},
                  {"tool_pose",
                   [](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     out = frame_pose(model, ws, s.q, model.tool_frame());
                     return true;
                   }},
                  {"jacobian",
                   [=](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     out.resize(6, n_of(model));
                     jacobian(model, ws, s.q, out);
                     return true;
                   }},
                  {"jacobian_dot_qd",
                   [=](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     out = jacobian_dot_qd(model, ws, s.q, s.qd);
                     return true;
                   }},
                  {"frame_pose",
                   [](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     out = frame_pose(model, ws, s.q, *s.frame_of);
                     return true;
                   }},
                  {"frame_jacobian",
                   [](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     frame_jacobian(model, ws, s.q, *s.frame_of, out);
                     return true;
                   }},
                  {"frame_jacobian_dot_v",
                   [](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     out = frame_jacobian_dot_v(model, ws, s.q, s.qd, *s.frame_of);
                     return true;
                   }},
                  {"center_of_mass",
                   [](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     out = center_of_mass(model, ws, s.q);
                     return true;
                   }},
                  {"centroidal_momentum_matrix",
                   [](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     centroidal_momentum_matrix(model, ws, s.q, out);
                     return true;
                   }},
                  {"centroidal_momentum_matrix_dot_v",
                   [](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     out = centroidal_momentum_matrix_dot_v(model, ws, s.q, s.qd);
                     return true;
                   }},
                  {"inverse_dynamics_wrench",
                   vector_reference([](const NumericModel& model, Workspace& ws, const Sample& s,
                                       Eigen::VectorXd& v) {
                     TipWrench tip;
                     tip.force = s.w.head<3>();
                     tip.moment = s.w.tail<3>();
                     inverse_dynamics(model, ws, s.q, s.qd, s.qdd, v, tip);
                   })},
                  {"inverse_dynamics_external",
                   vector_reference([](const NumericModel& model, Workspace& ws, const Sample& s,
                                       Eigen::VectorXd& v) {
                     inverse_dynamics_external(model, ws, s.q, s.qd, s.qdd, s.fext, v);
                   })},
                  // Several results: stacked, so that the row-major whole is the results
                  // one after another.
                  {"inverse_dynamics_derivatives",
                   [=](const NumericModel& model, Workspace&, const Sample& s, M& out) {
                     const int n = n_of(model);
                     M dq, dqd;
                     inverse_dynamics_derivatives(model, s.q, s.qd, s.qdd, dq, dqd);
                     out.resize(2 * n, n);
                     out << dq, dqd;
                     return true;
                   }},
                  {"forward_dynamics_derivatives",
                   [=](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     const int n = n_of(model);
                     Eigen::VectorXd qdd(n);
                     M dq, dqd, dtau;
                     try {
                       forward_dynamics_derivatives(model, ws, s.q, s.qd, s.tau, qdd, dq, dqd,
                                                    dtau);
                     } catch (const std::domain_error&) {
                       return false;
                     }
                     out.resize(1 + 3 * n, n);
                     out << qdd.transpose(), dq, dqd, dtau;
                     return true;
                   }},
                  {"dynamics_terms", dynamics_terms_reference(false)},
                  {"dynamics_terms_with_jacobian", dynamics_terms_reference(true)},
                  {"regressor",
                   [](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     regressor(model, ws, s.q, s.qd, s.qdd, out);
                     return true;
                   }},
                  {"base_regressor",
                   [](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     if (!s.base)
                       throw std::invalid_argument("no base parameters to check base_regressor");
                     M Y;
                     regressor(model, ws, s.q, s.qd, s.qdd, Y);
                     out = base_regressor(*s.base, Y);
                     return true;
                   }},
                  {"base_parameters",
                   [](const NumericModel& model, Workspace&, const Sample& s, M& out) {
                     if (!s.base)
                       throw std::invalid_argument("no base parameters to check base_parameters");
                     out = s.base->from_standard * standard_parameters(model);
                     return true;
                   }},
                  {"task_jacobian",
                   [](const NumericModel& model, Workspace& ws, const Sample& s, M& out) {
                     out = task_jacobian(model, ws, s.q);
                     return true;
                   }},
                  {"task_mass_matrix", task_reference([](const TaskSpace& t) { return t.Lambda; })},
                  {"task_velocity_terms",
                   task_reference([](const TaskSpace& t) { return M(t.mu); })},
                  {"task_gravity", task_reference([](const TaskSpace& t) { return M(t.p); })},
                  {"task_dynamics", task_reference([](const TaskSpace& t) {
                     M out(t.Lambda.rows() + 2, t.Lambda.cols());
                     out << t.Lambda, t.mu.transpose(), t.p.transpose();
                     return out;
                   })},
                  {"task_coriolis_coefficients", task_coefficients_reference(true)},
                  {"task_centrifugal_coefficients", task_coefficients_reference(false)},
              };
  return table;
}

bool reference(const NumericModel& model, Workspace& ws, const std::string& function,
               const Sample& s, std::vector<double>& out) {
  const auto found = references().find(function);
  if (found == references().end())
    throw std::invalid_argument("no runtime counterpart of the emitted function " + function);
  Eigen::MatrixXd m;
  if (!found->second(model, ws, s, m)) return false;
  out = row_major(m);
  return true;
}

// task_singularity() at the sample's q; 0 at a singularity, 1 without a task.
double task_measure(const NumericModel& model, Workspace& ws, const Sample& s) {
  if (model.task.empty()) return 1;
  try {
    return task_space(model, ws, s.q, s.qd, 0).singularity;
  } catch (const SingularConfiguration&) {
    return 0;
  }
}

// The functions of Mx (all task_* but the Jacobian): compared away from singularities.
bool solves_task(const std::string& function) {
  return function.rfind("task_", 0) == 0 && function != "task_jacobian";
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
  return references().count(function) == 1;
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
  for (int k = 0; k < options.samples; ++k) {
    Sample s = random_sample(model, ws, rng, wrench_rng);
    s.base = &options.base;
    if (!frames.empty()) {
      const std::size_t frame = static_cast<std::size_t>(k) % frames.size();
      s.frame = static_cast<double>(frame);
      s.frame_of = &frames[frame];
    }
    const bool comparable_task = task_measure(model, ws, s) > options.task_margin;
    std::size_t row = 0;
    for (const auto& entry : functions) {
      FunctionAgreement& agreement = table[row++];
      if (solves_task(entry.first) && !comparable_task) continue;
      if (emitted_function_spec(entry.first).per_frame && !s.frame_of)
        throw std::invalid_argument("no frames to check " + entry.first +
                                    " at: CheckOptions::frames");
      if (!reference(model, ws, entry.first, s, expected)) continue;
      std::vector<const double*> inputs;
      for (const std::string& name : emitted_inputs(entry.first))
        inputs.push_back(name == "q"       ? s.q.data()
                         : name == "qd"    ? s.qd.data()
                         : name == "qdd"   ? s.qdd.data()
                         : name == "w"     ? s.w.data()
                         : name == "fext"  ? s.fext.data()
                         : name == "dt"    ? &s.dt
                         : name == "frame" ? &s.frame
                                           : s.tau.data());
      emitted.assign(std::max<std::size_t>(expected.size(), 1), 0.0);
      if (options.around_emitted_call) options.around_emitted_call(true);
      const int status = entry.second(parameters.data(), inputs.data(), emitted.data());
      if (options.around_emitted_call) options.around_emitted_call(false);
      if (status != 0) ++agreement.status_failures;
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
