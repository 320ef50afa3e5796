// `nedyn identify MODEL --data FILE.csv [-o FILE.yaml] [--weighted]`: least
// squares on the base parameters; `--excite`: a Fourier-series excitation
// trajectory (docs/identification.md).

#include <cmath>
#include <iomanip>
#include <optional>
#include <random>
#include <sstream>

#include <yaml-cpp/yaml.h>

#include "nedyn/generator/base_parameters.hpp"
#include "nedyn/generator/canonical_printer.hpp"
#include "nedyn/generator/commands.hpp"
#include "nedyn/generator/observation_file.hpp"
#include "nedyn/generator/output_files.hpp"
#include "nedyn/model/model_error.hpp"
#include "nedyn/runtime/joint_coupling.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/standard_parameters.hpp"

namespace nedyn {
namespace {

/// Writes `text` to `path` atomically (OutputError on failure).
void write_text(const std::string& path, const std::string& text) {
  const std::size_t slash = path.find_last_of('/');
  const std::string directory = slash == std::string::npos ? "." : path.substr(0, slash);
  const std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
  write_files_atomically(directory.empty() ? "/" : directory, {{name, text}});
}

NumericModel numeric_model(const Model& model, const ParameterValues& values) {
  for (const auto& symbol : model.symbols)
    if (values.count(symbol.first) == 0)
      throw UsageError("--param " + symbol.first +
                       "=VALUE: identification needs a value for "
                       "each free symbol of the model");
  try {
    return instantiate(model, values);
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("--param: ") + e.what());
  }
}

BaseParameters base_of(const Model& model, const Progress& progress) {
  try {
    report_phase(progress, "base parameters");
    BaseParameters base = base_parameters(model, progress);
    end_progress(progress);
    return base;
  } catch (const BaseParametersUnavailable& e) {
    throw ExpansionTooLarge(e.what());
  }
}

int excite(std::ostream& out, const Model& model, const IdentifyRequest& request,
           const Progress& progress) {
  const NumericModel numeric = numeric_model(model, request.parameters);
  // Coupled joints (--mimic couple): samples of y (joint_coupling.hpp).
  const std::optional<JointCoupling> coupled = optional_coupling(numeric);
  const JointCoupling* coupling = coupled ? &*coupled : nullptr;
  const int n = coordinate_count(numeric, coupling);
  const BaseParameters base = base_of(model, progress);
  const BaseParameterMap map = numeric_map(model, base, request.parameters);
  if (request.rate <= 0) throw UsageError("--rate: expected a positive number of samples a second");
  double condition = 0, first = 0;
  FourierTrajectory trajectory;
  try {
    trajectory = optimal_excitation(numeric, map, request.excitation, &condition, &first, coupling);
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  const int count = static_cast<int>(std::lround(request.excitation.period * request.rate));
  std::vector<double> times;
  std::vector<Observation> samples;
  Workspace ws(numeric);
  std::mt19937 rng(request.excitation.seed + 1);
  std::normal_distribution<double> noise(0.0, request.noise > 0 ? request.noise : 1.0);
  for (int k = 0; k < count; ++k) {
    times.push_back(k / request.rate);
    Observation o = trajectory.at(times.back());
    if (request.noise >= 0) {  // synthetic measurements: the model's torques and noise
      o.tau.resize(n);
      if (coupling)
        coupled_inverse_dynamics(numeric, ws, *coupling, o.q, o.qd, o.qdd, o.tau);
      else
        inverse_dynamics(numeric, ws, o.q, o.qd, o.qdd, o.tau);
      if (request.noise > 0)
        for (int i = 0; i < n; ++i) o.tau(i) += noise(rng);
    }
    samples.push_back(o);
  }
  const std::string text = observations_text(times, samples, n);
  if (request.output.empty()) {
    out << text;
  } else {
    write_text(request.output, text);
    out << model.name << ": excitation of " << request.excitation.harmonics << " harmonics, period "
        << request.excitation.period << " s, " << count << " samples in " << request.output
        << "; cond(W) " << std::setprecision(4) << condition << " (first random candidate " << first
        << ")";
    out << (has_joint_limits(model) ? "; within the model file's position and velocity limits" : "")
        << "\n";
  }
  return kExitOk;
}

std::string number(double x) {
  std::ostringstream s;
  s << std::setprecision(6) << x;
  return s.str();
}

}  // namespace

int run_identify(std::ostream& out, const Model& model, const IdentifyRequest& request,
                 const Progress& progress) {
  if (request.excite) return excite(out, model, request, progress);
  if (request.data.empty()) throw UsageError("--data FILE.csv (or --excite) is required");
  const NumericModel numeric = numeric_model(model, request.parameters);
  // Coupled joints (--mimic couple): samples of y (joint_coupling.hpp).
  const std::optional<JointCoupling> coupled = optional_coupling(numeric);
  const JointCoupling* coupling = coupled ? &*coupled : nullptr;
  const int n = coordinate_count(numeric, coupling);
  const std::vector<Observation> samples = read_observations(request.data, n);
  const BaseParameters base = base_of(model, progress);
  const BaseParameterMap map = numeric_map(model, base, request.parameters);
  const std::vector<std::string> names = base_parameter_names(base);
  const int p = map.size();
  if (static_cast<long>(samples.size()) * n < p)
    throw ModelError({request.data, 0, 0}, std::to_string(samples.size()) + " samples give " +
                                               std::to_string(samples.size() * n) +
                                               " equations for " + std::to_string(p) +
                                               " base parameters: more samples are needed");
  Eigen::MatrixXd W;
  Eigen::VectorXd T;
  try {
    observation_matrix(numeric, map, samples, W, T, coupling);
  } catch (const std::invalid_argument& e) {
    throw ModelError({request.data, 0, 0}, e.what());
  }
  const std::vector<int> missing = unidentifiable_parameters(W);
  if (!missing.empty()) {
    std::string list;
    for (const int k : missing)
      list += (list.empty() ? "" : ", ") + names[static_cast<std::size_t>(k)];
    throw ModelError({request.data, 0, 0}, "the data do not identify " +
                                               std::to_string(missing.size()) + " of " +
                                               std::to_string(p) + " base parameters: " + list +
                                               " (the motion never excites them; see --excite)");
  }
  const IdentificationResult result = identify(numeric, map, samples, request.weighted, coupling);
  const Eigen::VectorXd prior = map.from_standard * standard_parameters(numeric);
  const std::string method = request.weighted ? "weighted least squares" : "ordinary least squares";

  out << "# " << model.name << ": " << p << " base parameters from " << samples.size()
      << " samples (" << result.equations << " equations), " << method << "\n";
  out << "# condition number of the observation matrix: " << number(result.condition_number)
      << "\n";
  out << std::left << std::setw(10) << "parameter" << std::right << std::setw(15) << "estimate"
      << std::setw(14) << "std dev" << std::setw(13) << "rel std %" << std::setw(15) << "model"
      << "\n";
  for (int k = 0; k < p; ++k) {
    const double estimate = result.estimate(k), sd = result.standard_deviation(k);
    const double relative = estimate != 0 ? 100 * sd / std::abs(estimate) : HUGE_VAL;
    out << std::left << std::setw(10) << names[static_cast<std::size_t>(k)] << std::right
        << std::setw(15) << number(estimate) << std::setw(14) << number(sd) << std::setw(13)
        << number(relative) << std::setw(15) << number(prior(k)) << "\n";
  }
  out << "# residual RMS per joint (N m, or N):";
  for (int i = 0; i < n; ++i) out << " " << number(result.residual_rms(i));
  out << "\n";

  if (!request.output.empty()) {
    const std::vector<GiNaC::symbol> pi = standard_parameter_symbols(base.layout);
    const std::vector<GiNaC::ex> beta =
        base_parameter_values(base, std::vector<GiNaC::ex>(pi.begin(), pi.end()));
    YAML::Emitter yaml;
    yaml.SetDoublePrecision(17);
    yaml << YAML::BeginMap << YAML::Key << "model" << YAML::Value << model.name;
    yaml << YAML::Key << "data" << YAML::Value << request.data;
    yaml << YAML::Key << "method" << YAML::Value << method;
    yaml << YAML::Key << "samples" << YAML::Value << samples.size();
    yaml << YAML::Key << "condition_number" << YAML::Value << result.condition_number;
    yaml << YAML::Key << "residual_rms" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (int i = 0; i < n; ++i) yaml << result.residual_rms(i);
    yaml << YAML::EndSeq;
    yaml << YAML::Key << "base_parameters" << YAML::Value << YAML::BeginSeq;
    for (int k = 0; k < p; ++k) {
      yaml << YAML::BeginMap;
      yaml << YAML::Key << "name" << YAML::Value << names[static_cast<std::size_t>(k)];
      yaml << YAML::Key << "combination" << YAML::Value
           << canonical_string(beta[static_cast<std::size_t>(k)]);
      yaml << YAML::Key << "estimate" << YAML::Value << result.estimate(k);
      yaml << YAML::Key << "standard_deviation" << YAML::Value << result.standard_deviation(k);
      yaml << YAML::Key << "model" << YAML::Value << prior(k);
      yaml << YAML::EndMap;
    }
    yaml << YAML::EndSeq << YAML::EndMap;
    write_text(request.output, std::string(yaml.c_str()) + "\n");
  }
  return kExitOk;
}

}  // namespace nedyn
