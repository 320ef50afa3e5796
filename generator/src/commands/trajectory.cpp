#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <optional>
#include <ostream>
#include <sstream>

#include "nedyn/generator/commands.hpp"
#include "nedyn/generator/compiled_dynamics.hpp"
#include "nedyn/generator/output_files.hpp"
#include "nedyn/generator/subprocess.hpp"
#include "nedyn/runtime/joint_coupling.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/trapezoidal_profile.hpp"

namespace nedyn {
namespace {

constexpr double kDegree = M_PI / 180;

// Torques of the emitted code and of the runtime agree to this, relative to
// the largest torque of the motion.
constexpr double kAgreement = 1e-9;

struct Sample {
  double t;
  JointState state;  // SI units
  Eigen::VectorXd emitted, runtime;
};

// The joints with a coordinate of their own, in order: every joint, or the
// independent ones where others follow them (--mimic couple).
std::vector<const Joint*> coordinate_joints(const Model& model) {
  std::vector<const Joint*> joints;
  for (const Joint& j : model.joints)
    if (j.leader == 0) joints.push_back(&j);
  return joints;
}

bool revolute_coordinate(const Model& model, int i) {
  return coordinate_joints(model)[static_cast<std::size_t>(i)]->type == JointType::revolute;
}

// Radians (degrees with --deg) for revolute joints, metres for prismatic
// ones: the unit of the options, the CSV and the plot.
Eigen::VectorXd display_scale(const Model& model, bool degrees) {
  const int n = independent_joint_count(model);
  Eigen::VectorXd scale(n);
  for (int i = 0; i < n; ++i) scale[i] = degrees && revolute_coordinate(model, i) ? kDegree : 1;
  return scale;
}

Eigen::VectorXd joint_values(const std::vector<double>& values, const Model& model,
                             const char* option, bool degrees) {
  const int n = independent_joint_count(model);
  if (static_cast<int>(values.size()) != n)
    throw UsageError(std::string(option) + ": " + std::to_string(values.size()) +
                     " values for a model of " + std::to_string(n) +
                     (n == model.dof() ? " joints" : " independent joints (--mimic couple)"));
  return Eigen::Map<const Eigen::VectorXd>(values.data(), n)
      .cwiseProduct(display_scale(model, degrees));
}

std::string csv_text(const Model& model, const std::vector<Sample>& samples, bool degrees) {
  const int n = independent_joint_count(model);
  const Eigen::VectorXd scale = display_scale(model, degrees);
  std::ostringstream out;
  out << "t";
  for (const char* what : {"q", "qd", "qdd", "tau"})
    for (int i = 1; i <= n; ++i) out << "," << what << i;
  out << "\n" << std::setprecision(17);
  for (const Sample& s : samples) {
    out << s.t;
    for (const Eigen::VectorXd& v : {Eigen::VectorXd(s.state.q.cwiseQuotient(scale)),
                                     Eigen::VectorXd(s.state.qd.cwiseQuotient(scale)),
                                     Eigen::VectorXd(s.state.qdd.cwiseQuotient(scale)), s.emitted})
      for (int i = 0; i < n; ++i) out << "," << v[i] + 0.0;  // + 0.0: no "-0"
    out << "\n";
  }
  return out.str();
}

// One panel per joint, like the report's Figs. 7-12: the PNG's bytes,
// drawn by gnuplot in the directory `work`.
std::string plot_png(const Model& model, const std::vector<Sample>& samples,
                     const std::string& path, const std::string& work) {
  const int n = independent_joint_count(model);
  const std::string data = work + "/torques.dat";
  {
    std::ofstream out(data);
    out << std::setprecision(10);
    for (const Sample& s : samples) {
      out << s.t;
      for (int i = 0; i < n; ++i) out << " " << s.emitted[i];
      out << "\n";
    }
  }
  const std::string image = work + "/plot.png";
  const int columns = n > 1 ? 2 : 1;
  const int rows = (n + columns - 1) / columns;
  std::ostringstream script;
  script << "set terminal pngcairo size " << 560 * columns << "," << 300 * rows
         << " font 'sans,10'\nset output '" << image << "'\n"
         << "set multiplot layout " << rows << "," << columns << " title '" << model.name
         << ": joint torques along the trapezoidal motion'\n"
         << "set grid\nset xlabel 't (s)'\n";
  for (int i = 1; i <= n; ++i) {
    const bool revolute = revolute_coordinate(model, i - 1);
    script << "set ylabel '" << (revolute ? "tau" : "f") << i << (revolute ? " (N m)" : " (N)")
           << "'\nplot '" << data << "' using 1:" << i + 1 << " with lines lw 2 notitle\n";
  }
  script << "unset multiplot\n";
  const std::string script_file = work + "/plot.gp";
  std::ofstream(script_file) << script.str();
  const std::string log = work + "/gnuplot.log";
  if (run_command({"gnuplot", script_file}, log) != 0)
    throw OutputError(path + ": gnuplot failed (is gnuplot installed?): " + read_text(log));
  return read_text(image);
}

// Replaces `path` whole (a temporary file renamed), creating its directory.
void write_file(const std::string& path, const std::string& bytes) {
  const std::filesystem::path target(path);
  write_files_atomically(target.has_parent_path() ? target.parent_path().string() : ".",
                         {EmittedFile{target.filename().string(), bytes}});
}

}  // namespace

int run_trajectory(std::ostream& out, const Model& model, const TrajectoryRequest& request,
                   const Progress& progress) {
  if (request.steps < 1 || request.steps > 1000000)
    throw UsageError("--steps: expected 1 to 1000000");
  if (!(request.duration > 0) || !std::isfinite(request.duration))
    throw UsageError("--duration: expected a positive number of seconds");
  // --from checked before --to (arguments' order is the compiler's).
  const Eigen::VectorXd from = joint_values(request.from, model, "--from", request.degrees);
  const TrapezoidalProfile profile(from, joint_values(request.to, model, "--to", request.degrees),
                                   request.duration);
  std::string missing;
  for (const auto& symbol : model.symbols)
    if (request.parameters.count(symbol.first) == 0) missing += " " + symbol.first;
  for (const auto& given : request.parameters)
    if (model.symbols.count(given.first) == 0)
      throw UsageError("--param: '" + given.first + "' is not a symbol of the model");
  if (!missing.empty()) throw UsageError("--param: no value for" + missing);
  NumericModel numeric;
  try {
    numeric = instantiate(model, request.parameters);
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("--param: ") + e.what());
  }
  const std::vector<double> parameters = parameter_array(model, request.parameters);

  // Only inverse_dynamics, as generate --functions inverse_dynamics
  // --no-batch emits it (the same body as in a full file): the Panda's
  // trajectory took 13.2 s with every function compiled, 0.4 s so.
  GenerateRequest generate;
  generate.model_path = request.model_path;
  generate.functions = {"inverse_dynamics"};
  generate.batches = false;
  const EmittedDynamics dynamics = requested_dynamics(model, generate, progress);
  std::unique_ptr<CompiledDynamics> compiled;
  try {
    compiled =
        std::make_unique<CompiledDynamics>(model, dynamics, emit_request(generate), false, progress,
                                           std::vector<std::string>{}, CheckBuild::this_processor);
  } catch (const CompilationFailed& e) {
    end_progress(progress);
    out << e.what();
    return kExitCheckFailed;
  }
  end_progress(progress);
  const EmittedEntryPoint inverse_dynamics_emitted = compiled->entry("inverse_dynamics");

  Workspace ws(numeric);
  // Coupled joints: the runtime's torques on y (joint_coupling.hpp).
  const int n = independent_joint_count(model);
  const std::optional<JointCoupling> coupled = optional_coupling(numeric);
  const JointCoupling* coupling = coupled ? &*coupled : nullptr;
  std::vector<Sample> samples;
  double largest = 0, difference = 0;
  for (int k = 0; k <= request.steps; ++k) {
    Sample s;
    s.t = request.duration * k / request.steps;
    s.state = profile.at(s.t);
    s.emitted.resize(n);
    s.runtime.resize(n);
    const double* inputs[] = {s.state.q.data(), s.state.qd.data(), s.state.qdd.data()};
    inverse_dynamics_emitted(parameters.data(), inputs, s.emitted.data());
    if (coupling)
      coupled_inverse_dynamics(numeric, ws, *coupling, s.state.q, s.state.qd, s.state.qdd,
                               s.runtime);
    else
      inverse_dynamics(numeric, ws, s.state.q, s.state.qd, s.state.qdd, s.runtime);
    largest = std::max(largest, s.runtime.cwiseAbs().maxCoeff());
    difference = std::max(difference, (s.emitted - s.runtime).cwiseAbs().maxCoeff());
    samples.push_back(std::move(s));
  }
  const double relative = difference / std::max(largest, 1e-300);

  // Outputs only once everything is computed (the plot drawn too), each
  // replaced whole.
  const std::string png =
      request.plot.empty() ? "" : plot_png(model, samples, request.plot, compiled->directory());
  if (!request.csv.empty()) write_file(request.csv, csv_text(model, samples, request.degrees));
  if (!request.plot.empty()) write_file(request.plot, png);

  const Eigen::VectorXd scale = display_scale(model, request.degrees);
  out << model.name << ": trapezoidal motion over " << request.duration << " s, "
      << request.steps + 1 << " samples (JAERI-M 90-147 §4: a = 9 dq / (2 T^2))\n";
  out << std::left << std::setw(7) << "joint" << std::right << std::setw(12) << "from"
      << std::setw(12) << "to" << std::setw(14) << "a" << std::setw(14) << "tau(0)" << std::setw(14)
      << "tau(T)" << std::setw(14) << "max |tau|\n";
  for (int i = 0; i < n; ++i) {
    double peak = 0;
    for (const Sample& s : samples) peak = std::max(peak, std::abs(s.emitted[i]));
    const bool revolute = revolute_coordinate(model, i);
    out << std::left << std::setw(7) << i + 1 << std::right << std::fixed << std::setprecision(4)
        << std::setw(12) << samples.front().state.q[i] / scale[i] << std::setw(12)
        << samples.back().state.q[i] / scale[i] << std::setw(14)
        << profile.acceleration()[i] / scale[i] << std::setw(14) << samples.front().emitted[i]
        << std::setw(14) << samples.back().emitted[i] << std::setw(13) << peak
        << (revolute ? (request.degrees ? "  (deg, deg/s^2, N m)" : "  (rad, rad/s^2, N m)")
                     : "  (m, m/s^2, N)")
        << "\n"
        << std::defaultfloat;
  }
  out << "emitted against runtime: largest difference " << std::scientific << std::setprecision(2)
      << difference << " (" << relative << " of the largest torque)" << std::defaultfloat
      << (relative <= kAgreement ? ", agree\n" : ", DISAGREE\n");
  if (!request.csv.empty()) out << "wrote " << request.csv << "\n";
  if (!request.plot.empty()) out << "wrote " << request.plot << "\n";
  return relative <= kAgreement ? kExitOk : kExitCheckFailed;
}

}  // namespace nedyn
