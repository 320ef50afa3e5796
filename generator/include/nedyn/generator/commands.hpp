#pragma once

// What the `nedyn` subcommands do, apart from reading the command line
// (generator/src/main.cpp). Each writes its report to `out`.

#include <ostream>
#include <string>
#include <vector>

#include "nedyn/generator/cpp_printer.hpp"
#include "nedyn/generator/dynamics_terms.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/model/model.hpp"
#include "nedyn/runtime/identification.hpp"
#include "nedyn/runtime/instantiate.hpp"

namespace nedyn {

/// Exit codes of the tool.
enum ExitCode { kExitOk = 0, kExitCheckFailed = 1, kExitBadInput = 2 };

/// Bad use of the command line (exit code 2).
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// `nedyn validate`: a summary of a valid model (joints, types, masses, free symbols).
void write_model_summary(std::ostream& out, const Model& model);

struct EvalRequest {
  std::vector<double> q, qd, qdd;  ///< empty means zeros
  ParameterValues parameters;
  std::string format = "text";  ///< text | csv | json
  bool degrees = false;         ///< --deg: revolute joints' q, qd, qdd in degrees
};

/// `nedyn eval`: tau (all effects), M and G from the numeric recursion. Text
/// shows 10 significant digits and round-off as 0: below 1e-12 of the
/// largest entry of M, or for tau and G of the robot's weight times its
/// reach; csv (quantity,row,column,value) and json give every double as
/// computed, in the shortest text that reads back. With the model's
/// contacts, also the contact Jacobian Jc, the drift gamma and, for a
/// floating base, the joint torques tau_c and least-norm contact forces
/// lambda that produce qdd (contact_dynamics.hpp).
void write_evaluation(std::ostream& out, const Model& model, const EvalRequest& request);

struct ShowRequest {
  std::string what = "M";        ///< M V G B C Cc tau tip, Mx ..., base
  int row = 0, column = 0;       ///< 1-based --entry; 0 shows every entry
  std::string format = "text";   ///< text | latex
  std::size_t max_terms = 2000;  ///< larger entries are only counted unless asked for by --entry
  bool stats = false;            ///< also count the terms before reduction
  int digits = 0;  ///< 0: exact numbers; else decimals with this many significant digits
};

/// Significant digits `show` prints a model without free symbols to, unless
/// --exact or --digits says otherwise.
constexpr int kShowDefaultDigits = 6;

/// `nedyn show --what base`: the base parameters over the standard ones.
void write_base_parameters(std::ostream& out, const Model& model, const ShowRequest& request,
                           const Progress& progress);

/// `nedyn show`: the simplified closed forms, one line per entry.
void write_show(std::ostream& out, const Model& model, const ShowRequest& request,
                const Progress& progress);

struct GenerateRequest {
  std::string model_path;              ///< as given: it goes into the banner
  std::string model_options;           ///< URDF options as given (" --tip hand"), ditto
  std::string output_directory = ".";  ///< created if missing
  bool stats = false;                  ///< print operation counts per function
  bool check_shim = false;             ///< also write NAME_check.cpp (tests)
  ScalarType scalar = ScalarType::float64;
  std::string namespace_name;  ///< empty: the model's name
  Language language = Language::cpp;
  /// The frames of the frame functions, by name (--frames); empty: the default (chosen_frames()).
  std::vector<std::string> frames;
  /// The functions to emit, by name (--functions), with those they call; empty: all.
  std::vector<std::string> functions;
  bool batches = true;  ///< NAME_batch beside each single call (false: --no-batch)
};

/// The functions `generate` emits for `request`'s --frames, --functions and
/// --no-batch: UsageError for a name that is not the model's.
EmittedDynamics requested_dynamics(const Model& model, const GenerateRequest& request,
                                   const Progress& progress);

/// `nedyn generate`: NAME.hpp and NAME.cpp into the output directory, atomically.
void run_generate(std::ostream& out, const Model& model, const GenerateRequest& request,
                  const Progress& progress);

/// UsageError if `language` cannot be emitted so: float for Python or MATLAB
/// (double only), or a module (the namespace, else the model's name) or
/// symbol of the model that is a reserved word of Python or MATLAB.
void require_emittable(const Model& model, const std::string& namespace_name, Language language,
                       ScalarType scalar);

/// The model file's name without its folder, as the banner names it: the same
/// model gives the same bytes from every folder.
std::string model_file_name(const std::string& path);

/// The banner's command: the options that decide the emitted bytes (not -o),
/// the model by its file name alone.
std::string generate_command_line(const GenerateRequest& request);

/// Banner data for a request: path, SHA-256 of the model file, command.
EmitRequest emit_request(const GenerateRequest& request);

struct CheckRequest {
  std::string model_path;
  int samples = 1000;
  double tolerance = 0;  ///< relative; 0: 1e-10 for double, 1e-4 for float
  ScalarType scalar = ScalarType::float64;
  Language language = Language::cpp;
  ParameterValues parameters;  ///< values of free symbols; the rest seeded random
  bool keep = false;           ///< keep the temporary directory
  /// Check only these functions and those they call (generate --functions); empty: all.
  std::vector<std::string> functions;
  bool batches = true;  ///< also compare NAME_batch with the single calls (false: --no-batch)
  /// Every function's batch, also past kAllBatchesCoordinates (--all-batches).
  bool all_batches = false;
};

/// Past this many coordinates `check` compiles and compares the batches of
/// kCheckedBatches only, unless asked for all (a 31-joint robot's whole
/// NAME_batch.cpp took 18 of the check's 20 minutes to compile).
constexpr int kAllBatchesCoordinates = 12;
extern const EmittedFunctionId kCheckedBatches[4];

/// `nedyn check`: emit, compile with $CXX into a shared object, load it, compare
/// every function with the runtime. Returns kExitOk or kExitCheckFailed.
int run_check(std::ostream& out, const Model& model, const CheckRequest& request,
              const Progress& progress);

struct IdentifyRequest {
  std::string data;       ///< --data FILE.csv (identification)
  std::string output;     ///< -o: the estimates as YAML, or the excitation as CSV
  bool weighted = false;  ///< weight each joint by its residual's standard deviation
  bool excite = false;    ///< write an excitation trajectory instead of identifying
  ExcitationOptions excitation;
  double rate = 100;  ///< samples per second of the written trajectory
  double noise = -1;  ///< >= 0: add synthetic torques with this noise (N m) to it
  ParameterValues parameters;
};

/// `nedyn identify`: least squares on the base parameters from measured
/// motion, or (--excite) a Fourier-series excitation trajectory.
int run_identify(std::ostream& out, const Model& model, const IdentifyRequest& request,
                 const Progress& progress);

struct TrajectoryRequest {
  std::string model_path;
  std::vector<double> from, to;  ///< joint values: radians (revolute), metres (prismatic)
  bool degrees = false;          ///< --deg: from, to, the CSV and the table in degrees
  double duration = 0;           ///< seconds
  int steps = 300;               ///< intervals: steps + 1 samples
  std::string csv, plot;         ///< output files ("" for none)
  ParameterValues parameters;    ///< a value for every free symbol
};

/// `nedyn trajectory`: the trapezoidal motion of JAERI-M 90-147 §4 from
/// `from` to `to`, torques from the emitted code (compiled and loaded) at
/// every sample, compared with the numeric runtime; a summary on `out`, the
/// samples as CSV and the torques as a gnuplot PNG. Returns kExitOk, or
/// kExitCheckFailed if the two disagree or the code does not compile.
int run_trajectory(std::ostream& out, const Model& model, const TrajectoryRequest& request,
                   const Progress& progress);

/// Parses "I" or "I,J" (1-based) of --entry.
void parse_entry_option(const std::string& text, ShowRequest& request);

/// Parses "0.1,0.2" or several tokens "0.1" "0.2" into finite doubles.
std::vector<double> parse_vector_option(const std::vector<std::string>& tokens,
                                        const std::string& option);

/// Parses NAME=VALUE pairs.
ParameterValues parse_parameter_options(const std::vector<std::string>& tokens);

}  // namespace nedyn
