// The `nedyn` command line: parses arguments with Boost.Program_options and
// hands them to the commands in nedyn::generator. Exit codes: 0 ok, 1 a
// check failed, 2 bad input or usage.

#include <unistd.h>
#include <boost/program_options.hpp>

#include <chrono>
#include <cmath>
#include <csignal>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "nedyn/generator/commands.hpp"
#include "nedyn/generator/cpp_printer.hpp"
#include "nedyn/generator/memory_limit.hpp"
#include "nedyn/generator/output_files.hpp"
#include "nedyn/generator/progress_display.hpp"
#include "nedyn/generator/signal_cleanup.hpp"
#include "nedyn/model/expression.hpp"
#include "nedyn/model/load.hpp"
#include "nedyn/model/lowering.hpp"
#include "nedyn/model/model_error.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/urdf_export.hpp"

namespace po = boost::program_options;

namespace {

const char* const kUsage =
    "usage: nedyn <command> [options]\n"
    "\n"
    "commands:\n"
    "  validate MODEL   check a model file and print a summary\n"
    "  eval MODEL       evaluate tau, M and G with the numeric recursion\n"
    "  show MODEL       print the simplified closed forms (M, V, G, B, C, Cc, tau, base)\n"
    "  generate MODEL   emit standalone C++ (NAME.hpp, NAME.cpp)\n"
    "  check MODEL      emit, compile, load and compare with the numeric recursion\n"
    "  trajectory MODEL torques of the emitted code along a trapezoidal motion (CSV, PNG)\n"
    "  urdf MODEL       write the model as a URDF (for viewers and other tools)\n"
    "  identify MODEL   base parameters from measured motion; --excite: a trajectory\n"
    "\n"
    "nedyn <command> --help describes a command; nedyn --version prints the version.\n";

struct Parsed {
  po::variables_map vm;
  bool help = false;
};

// Parses a subcommand's arguments; MODEL is its one positional argument.
// Every command reads a URDF file as well, with the options that choose its tree or a chain.
Parsed parse(const std::vector<std::string>& args, po::options_description& options,
             const std::string& usage) {
  po::options_description urdf("URDF models (MODEL.urdf)");
  auto add = urdf.add_options();
  add("base", po::value<std::string>(), "the model's base link (default: the root)");
  add("tip", po::value<std::string>(),
      "cut out the chain from the base to this link (default: the whole tree below the base)");
  add("name", po::value<std::string>(), "the model's name (default: the robot's)");
  add("no-snap", "keep angles near multiples of pi/2 and axes near 0, +-1 as written");
  add("mimic", po::value<std::string>(),
      "independent (default: each mimic joint its own coordinate, as Pinocchio's and KDL's "
      "parsers read it) or couple (a mimic joint follows its leader, q = multiplier q_leader "
      "+ offset, its force folded onto the leader's; validate, eval, generate (every "
      "function), check, identify, trajectory and urdf (its <mimic> tags), not show yet)");
  options.add(urdf);
  po::options_description any("Any model");
  any.add_options()("lock", po::value<std::vector<std::string>>()->composing()->multitoken(),
                    "JOINT[=VALUE],...: fix these joints at VALUE (rad or m; default 0), "
                    "merging what they carry into the link they hang from (a gripper, a hand, "
                    "a head; a model file's `locked:` too)")(
      "floating-base",
      "the base link moves freely (Pinocchio's free flyer): q = [x y z, qx qy qz qw, joints], "
      "qd = [base velocity, angular velocity (base frame), joint rates]; a URDF's root link is "
      "the base body (the whole tree; not with --tip)")(
      "strict-inertia",
      "refuse an inertia tensor whose principal moments break the triangle inequality "
      "(default: a note, and the model loads as given)")(
      "tool", po::value<std::string>(),
      "the tool frame in the tool link's frame, \"x y z\" or \"x y z roll pitch yaw\" "
      "(metres, radians; URDF's fixed-axis rpy), replacing the model file's (default: the "
      "model file's, or the tip link's frame)");
  options.add(any);
  po::options_description task("Task space (the task_* functions, show --what Mx ...)");
  task.add_options()("task", po::value<std::string>(),
                     "coordinates of the tool frame controlled, e.g. x,y or x,y,z,wx,wy,wz "
                     "(default: the model file's task; all six for six joints or more)");
  options.add(task);
  po::options_description contacts("Contacts (the contact functions; eval's Jc, gamma, forces)");
  contacts.add_options()("contacts", po::value<std::string>(),
                         "FRAME[:point|:6d],...: frames held by the environment, at their "
                         "origin (point, 3 rows) or whole (6d, 6 rows), in this order")(
      "baumgarte", po::value<std::string>(),
      "KP,KD: Baumgarte's gains; emits constrained_forward_dynamics_baumgarte, which holds "
      "Jc qdd + gamma + KD ev + KP ep = 0 with the contacts' position and velocity errors ep, ev "
      "as inputs");
  options.add(contacts);
  options.add_options()("help", "describe this command")(
      "verbose",
      "print each phase's line on stderr as it starts and ends (default: on a terminal one "
      "updating line with the phase and the time taken, cleared at the end; elsewhere the "
      "lines of finished phases once a run takes a second)");
  po::options_description hidden;
  hidden.add_options()("model", po::value<std::string>(), "model file");
  po::options_description all;
  all.add(options).add(hidden);
  po::positional_options_description positional;
  positional.add("model", 1);
  Parsed parsed;
  try {
    // No short options: joint values such as -0.3 must not read as flags.
    const int style = po::command_line_style::unix_style ^ po::command_line_style::allow_short;
    po::store(po::command_line_parser(args).options(all).positional(positional).style(style).run(),
              parsed.vm);
    po::notify(parsed.vm);
  } catch (const po::error& e) {
    throw nedyn::UsageError(std::string(e.what()) + "\n" + usage);
  }
  parsed.help = parsed.vm.count("help") != 0;
  if (!parsed.help && parsed.vm.count("model") == 0)
    throw nedyn::UsageError("missing the MODEL file\n" + usage);
  return parsed;
}

// The URDF options as given, for the banner of emitted files.
std::string urdf_option_text(const po::variables_map& vm) {
  std::string text;
  for (const char* key : {"base", "tip", "name", "mimic"})
    if (vm.count(key)) text += std::string(" --") + key + " " + vm[key].as<std::string>();
  if (vm.count("no-snap")) text += " --no-snap";
  if (vm.count("lock"))
    for (const std::string& lock : vm["lock"].as<std::vector<std::string>>())
      text += " --lock " + lock;
  return text;
}

// The options that change the model read, as given: the URDF ones, --floating-base and --task.
std::string model_option_text(const po::variables_map& vm) {
  std::string text = urdf_option_text(vm);
  if (vm.count("floating-base")) text += " --floating-base";
  if (vm.count("task")) text += " --task " + vm["task"].as<std::string>();
  if (vm.count("tool")) text += " --tool \"" + vm["tool"].as<std::string>() + "\"";
  if (vm.count("contacts")) text += " --contacts " + vm["contacts"].as<std::string>();
  if (vm.count("baumgarte")) text += " --baumgarte " + vm["baumgarte"].as<std::string>();
  return text;
}

// --lock's JOINT[=VALUE] items, comma- or space-separated, any number of times.
std::map<std::string, double> locked_joints(const std::vector<std::string>& given) {
  std::map<std::string, double> locked;
  for (const std::string& text : given) {
    std::string item;
    std::istringstream items(text);
    while (std::getline(items, item, ',')) {
      std::istringstream words(item);
      std::string word;
      while (words >> word) {
        const std::size_t equals = word.find('=');
        const std::string joint = word.substr(0, equals);
        double value = 0;
        if (equals != std::string::npos) {
          const std::string number = word.substr(equals + 1);
          const std::optional<double> read = nedyn::finite_number(number);
          if (!read)
            throw nedyn::UsageError("--lock " + word + ": '" + number +
                                    "' is not a number (JOINT=VALUE, rad or m)");
          value = *read;
        }
        if (joint.empty()) throw nedyn::UsageError("--lock " + word + ": no joint named");
        if (!locked.emplace(joint, value).second)
          throw nedyn::UsageError("--lock: joint '" + joint + "' given twice");
      }
    }
  }
  return locked;
}

// The model of the command line, YAML or URDF; the URDF front end's notes
// (snapped angles, locked joints, lumped and massless links) go to stderr.
// A command that names itself as `fixed_base_only` refuses a floating base;
// `show` does not read coupled joints (--mimic couple) yet: it prints closed forms.
nedyn::Model load(const po::variables_map& vm, const char* command, bool fixed_base_only = false) {
  const std::string path = vm["model"].as<std::string>();
  nedyn::UrdfOptions options;
  if (vm.count("base")) options.base = vm["base"].as<std::string>();
  if (vm.count("tip")) options.tip = vm["tip"].as<std::string>();
  if (vm.count("name")) options.name = vm["name"].as<std::string>();
  options.snap = vm.count("no-snap") == 0;
  options.floating_base = vm.count("floating-base") != 0;
  options.strict_inertia = vm.count("strict-inertia") != 0;
  if (vm.count("lock")) options.locked = locked_joints(vm["lock"].as<std::vector<std::string>>());
  if (vm.count("mimic")) {
    const std::string mimic = vm["mimic"].as<std::string>();
    if (mimic != "independent" && mimic != "couple")
      throw nedyn::UsageError("--mimic: expected independent or couple, got '" + mimic + "'");
    options.couple_mimics = mimic == "couple";
  }
  const bool urdf_only = vm.count("base") || vm.count("tip") || vm.count("name") ||
                         vm.count("no-snap") || vm.count("mimic");
  if (!nedyn::is_urdf_file(path) && urdf_only)
    throw nedyn::UsageError(
        "--base, --tip, --name, --no-snap and --mimic apply to URDF files (MODEL.urdf)");
  std::vector<std::string> notes;
  nedyn::Model model = nedyn::load_any_model(path, options, notes);
  for (const std::string& note : notes) std::cerr << "nedyn: note: " << note << "\n";
  if (options.floating_base) model.floating_base = true;
  const std::string free_chain = nedyn::free_chain_on_floating_base(model);
  if (!free_chain.empty()) std::cerr << "nedyn: note: " << free_chain << "\n";
  const std::string name = command;
  if (nedyn::has_coupled_joints(model) && name == "show")
    throw nedyn::UsageError(
        "--mimic couple: `nedyn show` does not take coupled joints yet: it prints closed forms, "
        "which coupled models do not get (every other command takes them); without --mimic "
        "couple each mimic joint is a coordinate of its own, and --lock fixes one");
  if (model.floating_base && fixed_base_only)
    throw nedyn::UsageError(
        path + " has a floating base: `nedyn " + name +
        "` handles fixed bases so far (validate, eval, generate, check and show "
        "take floating bases; docs/kinematics.md)");
  if (vm.count("tool")) {
    try {
      model.tool = nedyn::parse_placement(vm["tool"].as<std::string>(), model.symbols);
    } catch (const std::invalid_argument& e) {
      throw nedyn::UsageError(std::string("--tool: ") + e.what());
    }
  }
  if (vm.count("task")) {
    try {
      model.task = nedyn::parse_task(vm["task"].as<std::string>());
    } catch (const std::invalid_argument& e) {
      throw nedyn::UsageError(std::string("--task: ") + e.what());
    }
    if (static_cast<int>(model.task.size()) > model.nv())
      throw nedyn::UsageError("--task: " + std::to_string(model.task.size()) +
                              " coordinates for a model of " + std::to_string(model.nv()) +
                              " coordinates (at most one per joint, six for a floating base)");
  }
  if (vm.count("baumgarte")) {
    try {
      model.baumgarte = nedyn::parse_baumgarte(vm["baumgarte"].as<std::string>());
    } catch (const std::invalid_argument& e) {
      throw nedyn::UsageError(std::string("--baumgarte: ") + e.what());
    }
  }
  if (vm.count("contacts")) {
    if (!model.contacts.empty())
      std::cerr << "nedyn: note: --contacts replaces the model file's contacts\n";
    try {
      model.contacts = nedyn::parse_contacts(vm["contacts"].as<std::string>());
      nedyn::check_contacts(model);
    } catch (const std::invalid_argument& e) {
      throw nedyn::UsageError(std::string("--contacts: ") + e.what());
    }
  }
  if (model.baumgarte && model.contacts.empty())
    throw nedyn::UsageError(
        "--baumgarte: gains without contacts, there is nothing to hold (--contacts)");
  return model;
}

int run_validate(const std::vector<std::string>& args) {
  po::options_description options("nedyn validate MODEL: check a model file, print a summary");
  const Parsed p = parse(args, options, "usage: nedyn validate MODEL");
  if (p.help) {
    std::cout << options;
    return nedyn::kExitOk;
  }
  const nedyn::Model model = load(p.vm, "validate");
  nedyn::write_model_summary(std::cout, model);
  return nedyn::kExitOk;
}

int run_eval(const std::vector<std::string>& args) {
  po::options_description options(
      "nedyn eval MODEL [options]: tau, M and G from the numeric recursion\n"
      "vectors are comma- or space-separated, one value per joint (default zeros)");
  auto add = options.add_options();
  add("q", po::value<std::vector<std::string>>()->multitoken(), "joint positions");
  add("qd", po::value<std::vector<std::string>>()->multitoken(), "joint velocities");
  add("qdd", po::value<std::vector<std::string>>()->multitoken(), "joint accelerations");
  add("param", po::value<std::vector<std::string>>()->composing(),
      "NAME=VALUE for a free symbol of the model (repeatable)");
  add("format", po::value<std::string>()->default_value("text"),
      "text (round-off shown as 0), csv (quantity,row,column,value) or json (one object; "
      "every double as computed)");
  add("deg", "revolute joints' q, qd, qdd in degrees (deg/s, deg/s^2), a floating base's not");
  const Parsed p = parse(args, options, "usage: nedyn eval MODEL [--q ...] [--qd ...] [--qdd ...]");
  if (p.help) {
    std::cout << options;
    return nedyn::kExitOk;
  }
  auto tokens = [&](const char* name) {
    return p.vm.count(name) ? p.vm[name].as<std::vector<std::string>>()
                            : std::vector<std::string>{};
  };
  nedyn::EvalRequest request;
  request.q = nedyn::parse_vector_option(tokens("q"), "--q");
  request.qd = nedyn::parse_vector_option(tokens("qd"), "--qd");
  request.qdd = nedyn::parse_vector_option(tokens("qdd"), "--qdd");
  request.parameters = nedyn::parse_parameter_options(tokens("param"));
  request.format = p.vm["format"].as<std::string>();
  request.degrees = p.vm.count("deg") != 0;
  const nedyn::Model model = load(p.vm, "eval");
  nedyn::write_evaluation(std::cout, model, request);
  return nedyn::kExitOk;
}

void add_memory_limit(po::options_description& options) {
  options.add_options()("memory-limit", po::value<std::size_t>()->default_value(0),
                        "MiB of memory nedyn may use before it stops with a message "
                        "(0: 3/4 of physical memory)");
}

// Runs `work` under --memory-limit; running out of memory ends in
// OutOfMemory, whose message names the limit, never in the OOM killer.
template <class Work>
int within_memory_limit(const po::variables_map& vm, Work work) {
  const std::size_t limit = nedyn::limit_memory(vm["memory-limit"].as<std::size_t>());
  try {
    return work();
  } catch (const std::bad_alloc&) {
    throw nedyn::OutOfMemory(limit);
  }
}

// Progress of long runs on stderr: one updating line on a terminal, the
// finished phases' lines elsewhere, every line with --verbose
// (progress_display.hpp).
nedyn::Progress stderr_progress(const po::variables_map& vm) {
  return nedyn::progress_to(std::make_shared<nedyn::ProgressDisplay>(
      std::cerr, isatty(STDERR_FILENO) != 0, vm.count("verbose") != 0));
}

int run_show(const std::vector<std::string>& args) {
  po::options_description options(
      "nedyn show MODEL [options]: the simplified closed forms, one line per entry");
  auto add = options.add_options();
  add("what", po::value<std::string>()->default_value("M"),
      "M, V, G, B, C, Cc, tau, tip, Mx, Vx, Gx, Bx, Cx, or base (the base parameters)");
  add("entry", po::value<std::string>(), "only entry I (vectors) or I,J (matrices), 1-based");
  add("format", po::value<std::string>()->default_value("text"),
      "text, latex or sympy (sympy.sympify reads each entry back)");
  add("max-terms", po::value<std::size_t>()->default_value(2000),
      "entries with more terms are counted, not printed (0: print all)");
  add("stats", "also count the terms before simplification");
  add("digits", po::value<int>(),
      "print numbers as decimals with this many significant digits, every constant evaluated "
      "(default: 6 for a model without free symbols)");
  add("exact",
      "print numbers exactly (2159/5000, cos(3/10)): the default for a model with free "
      "symbols");
  add_memory_limit(options);
  const Parsed p = parse(args, options, "usage: nedyn show MODEL [--what M] [--format text]");
  if (p.help) {
    std::cout << options;
    return nedyn::kExitOk;
  }
  nedyn::ShowRequest request;
  request.what = p.vm["what"].as<std::string>();
  request.format = p.vm["format"].as<std::string>();
  request.max_terms = p.vm["max-terms"].as<std::size_t>();
  request.stats = p.vm.count("stats") != 0;
  if (p.vm.count("digits") && p.vm.count("exact"))
    throw nedyn::UsageError("--digits and --exact: give one");
  if (p.vm.count("digits")) {
    request.digits = p.vm["digits"].as<int>();
    if (request.digits < 1 || request.digits > 17)
      throw nedyn::UsageError("--digits: expected 1 to 17 (--exact for exact numbers)");
  }
  if (p.vm.count("entry")) nedyn::parse_entry_option(p.vm["entry"].as<std::string>(), request);
  return within_memory_limit(p.vm, [&] {
    const nedyn::Model model = load(p.vm, "show");
    // A numeric robot's fractions (2943/500) read better as decimals; a
    // model with symbols keeps its exact numbers (l1/2).
    if (!p.vm.count("digits") && !p.vm.count("exact") && model.symbols.empty())
      request.digits = nedyn::kShowDefaultDigits;
    nedyn::write_show(std::cout, model, request, stderr_progress(p.vm));
    return nedyn::kExitOk;
  });
}

nedyn::ScalarType parse_scalar(const std::string& text) {
  if (text == "double") return nedyn::ScalarType::float64;
  if (text == "float") return nedyn::ScalarType::float32;
  throw nedyn::UsageError("--scalar: expected double or float, got '" + text + "'");
}

nedyn::Language parse_language(const std::string& text) {
  if (text == "cpp") return nedyn::Language::cpp;
  if (text == "c") return nedyn::Language::c;
  if (text == "python") return nedyn::Language::python;
  if (text == "matlab") return nedyn::Language::matlab;
  throw nedyn::UsageError("--language: expected cpp, c, python or matlab, got '" + text + "'");
}

// The names of --frames or --functions ("option"), "a,b,c" or "a b c" (as
// nedyn_add_dynamics' lists pass them); a UsageError for an empty one.
std::vector<std::string> name_list(const std::string& option, const std::string& text) {
  std::vector<std::string> names;
  std::size_t start = 0;
  while (true) {
    const std::size_t end = std::min(text.find(',', start), text.size());
    std::istringstream words(text.substr(start, end - start));
    std::string name;
    bool any = false;
    while (words >> name) {
      names.push_back(name);
      any = true;
    }
    if (!any)
      throw nedyn::UsageError("--" + option + ": expected names separated by commas, got '" + text +
                              "'");
    if (end == text.size()) return names;
    start = end + 1;
  }
}

// A list option's tokens as one text (--functions a b, --functions a,b).
std::string list_text(const po::variables_map& vm, const char* key) {
  std::string text;
  for (const std::string& token : vm[key].as<std::vector<std::string>>())
    text += (text.empty() ? "" : " ") + token;
  return text;
}

int run_generate(const std::vector<std::string>& args) {
  po::options_description options(
      "nedyn generate MODEL [options]: emit NAME.hpp and NAME.cpp (docs/design.md §3), NAME.h and\n"
      "NAME.c (--language c), NAME.py (--language python) or +NAME/*.m (--language matlab)");
  auto add = options.add_options();
  add("language", po::value<std::string>()->default_value("cpp"), "cpp, c, python or matlab");
  add("output,o", po::value<std::string>()->default_value("."),
      "output directory (created if missing; files are replaced atomically)");
  add("stats", "print additions, multiplications, divisions and calls per function");
  add("scalar", po::value<std::string>()->default_value("double"), "double or float");
  add("namespace", po::value<std::string>(),
      "C++ namespace, C prefix or Python module, and file names (default: the model's name)");
  add("check-shim", "also write NAME_check.cpp, the entry points `nedyn check` loads");
  add("frames", po::value<std::vector<std::string>>()->multitoken(),
      "the frames that frame_pose, frame_jacobian and frame_jacobian_dot_v take, by name, "
      "e.g. LF_FOOT,RF_FOOT,tool (default: the leaf links or the model file's frames, and "
      "the tool; `nedyn validate` lists them)");
  add("functions", po::value<std::vector<std::string>>()->multitoken(),
      "emit only these functions and those they call, by name, e.g. "
      "inverse_dynamics,mass_matrix (default: every function of the model)");
  add("no-batch", "leave out NAME_batch, the functions over many states");
  add_memory_limit(options);
  std::vector<std::string> normalized = args;
  for (std::string& a : normalized)
    if (a == "-o") a = "--output";  // the one short option; no joint values here
  const Parsed p = parse(normalized, options, "usage: nedyn generate MODEL [-o DIR] [--stats]");
  if (p.help) {
    std::cout << options;
    return nedyn::kExitOk;
  }
  nedyn::GenerateRequest request;
  request.model_path = p.vm["model"].as<std::string>();
  request.output_directory = p.vm["output"].as<std::string>();
  request.stats = p.vm.count("stats") != 0;
  request.scalar = parse_scalar(p.vm["scalar"].as<std::string>());
  if (p.vm.count("namespace")) request.namespace_name = p.vm["namespace"].as<std::string>();
  request.check_shim = p.vm.count("check-shim") != 0;
  request.language = parse_language(p.vm["language"].as<std::string>());
  request.model_options = model_option_text(p.vm);
  if (p.vm.count("frames")) request.frames = name_list("frames", list_text(p.vm, "frames"));
  if (p.vm.count("functions"))
    request.functions = name_list("functions", list_text(p.vm, "functions"));
  request.batches = p.vm.count("no-batch") == 0;
  return within_memory_limit(p.vm, [&] {
    const nedyn::Model model = load(p.vm, "generate");
    nedyn::run_generate(std::cout, model, request, stderr_progress(p.vm));
    return nedyn::kExitOk;
  });
}

int run_check(const std::vector<std::string>& args) {
  po::options_description options(
      "nedyn check MODEL [options]: emit, compile with $CXX (default c++), load, and compare\n"
      "every function with the numeric recursion; exit 1 on any mismatch");
  auto add = options.add_options();
  add("samples", po::value<int>()->default_value(1000), "seeded random states");
  add("language", po::value<std::string>()->default_value("cpp"),
      "cpp, c (compiled with $CC, default cc), python (run by $PYTHON, default\n"
      "/usr/bin/python3 where it exists, else python3 on the PATH; NumPy must be installed\n"
      "in it) or matlab (run by $OCTAVE, default octave-cli)");
  add("tol", po::value<double>()->default_value(0),
      "largest relative error accepted (0: 1e-10 for double, 1e-4 for float)");
  add("scalar", po::value<std::string>()->default_value("double"), "double or float");
  add("param", po::value<std::vector<std::string>>()->composing(),
      "NAME=VALUE for a free symbol (others get seeded random values in [0.5, 2])");
  add("keep", "keep the temporary directory with the emitted files");
  add("functions", po::value<std::vector<std::string>>()->multitoken(),
      "check only these functions and those they call, as generate --functions emits them");
  add("no-batch", "emit no NAME_batch, as generate --no-batch (nor compare them)");
  add("all-batches",
      "compile and compare every function's batch; by default a model of more than 12 "
      "coordinates has only the batches of inverse_dynamics, mass_matrix, gravity and "
      "forward_dynamics compiled and compared (every single call always is)");
  add_memory_limit(options);
  const Parsed p = parse(args, options, "usage: nedyn check MODEL [--samples N] [--tol T]");
  if (p.help) {
    std::cout << options;
    return nedyn::kExitOk;
  }
  nedyn::CheckRequest request;
  request.model_path = p.vm["model"].as<std::string>();
  request.samples = p.vm["samples"].as<int>();
  request.tolerance = p.vm["tol"].as<double>();
  if (!(request.tolerance >= 0)) throw nedyn::UsageError("--tol: expected a non-negative number");
  request.scalar = parse_scalar(p.vm["scalar"].as<std::string>());
  request.language = parse_language(p.vm["language"].as<std::string>());
  if (p.vm.count("param"))
    request.parameters =
        nedyn::parse_parameter_options(p.vm["param"].as<std::vector<std::string>>());
  request.keep = p.vm.count("keep") != 0;
  if (p.vm.count("functions"))
    request.functions = name_list("functions", list_text(p.vm, "functions"));
  request.batches = p.vm.count("no-batch") == 0;
  request.all_batches = p.vm.count("all-batches") != 0;
  return within_memory_limit(p.vm, [&] {
    const nedyn::Model model = load(p.vm, "check");
    return nedyn::run_check(std::cout, model, request, stderr_progress(p.vm));
  });
}

int run_trajectory(const std::vector<std::string>& args) {
  po::options_description options(
      "nedyn trajectory MODEL --from ... --to ... --duration T [options]: the trapezoidal\n"
      "motion of JAERI-M 90-147 §4 (constant acceleration, coasting, deceleration over\n"
      "three equal thirds of T), torques from the emitted code (compiled with $CXX) at\n"
      "every sample, checked against the numeric recursion; exit 1 if they disagree.\n"
      "Joint values in radians (revolute; degrees with --deg) or metres (prismatic).");
  auto add = options.add_options();
  add("from", po::value<std::vector<std::string>>()->multitoken(), "start, one value per joint");
  add("to", po::value<std::vector<std::string>>()->multitoken(), "goal, one value per joint");
  add("duration", po::value<double>(), "T in seconds");
  add("steps", po::value<int>()->default_value(300), "intervals (steps + 1 samples)");
  add("deg", "revolute joints' values in degrees: --from, --to, the CSV and the table");
  add("csv", po::value<std::string>(), "write t, q, qd, qdd, tau of every sample to this file");
  add("plot", po::value<std::string>(), "draw the torques, one panel per joint, into this PNG");
  add("param", po::value<std::vector<std::string>>()->composing(),
      "NAME=VALUE for each free symbol of the model (repeatable)");
  add_memory_limit(options);
  const Parsed p =
      parse(args, options, "usage: nedyn trajectory MODEL --from ... --to ... --duration T");
  if (p.help) {
    std::cout << options;
    return nedyn::kExitOk;
  }
  for (const char* required : {"from", "to", "duration"})
    if (p.vm.count(required) == 0)
      throw nedyn::UsageError(std::string("--") + required + " is required");
  nedyn::TrajectoryRequest request;
  request.model_path = p.vm["model"].as<std::string>();
  request.from = nedyn::parse_vector_option(p.vm["from"].as<std::vector<std::string>>(), "--from");
  request.to = nedyn::parse_vector_option(p.vm["to"].as<std::vector<std::string>>(), "--to");
  request.duration = p.vm["duration"].as<double>();
  request.steps = p.vm["steps"].as<int>();
  request.degrees = p.vm.count("deg") != 0;
  if (p.vm.count("csv")) request.csv = p.vm["csv"].as<std::string>();
  if (p.vm.count("plot")) request.plot = p.vm["plot"].as<std::string>();
  if (p.vm.count("param"))
    request.parameters =
        nedyn::parse_parameter_options(p.vm["param"].as<std::vector<std::string>>());
  return within_memory_limit(p.vm, [&] {
    const nedyn::Model model = load(p.vm, "trajectory", true);
    return nedyn::run_trajectory(std::cout, model, request, stderr_progress(p.vm));
  });
}

int run_identify(const std::vector<std::string>& args) {
  po::options_description options(
      "nedyn identify MODEL --data FILE.csv [-o FILE.yaml] [--weighted]: the base parameters\n"
      "by least squares from measured q, qd, qdd, tau (docs/identification.md);\n"
      "nedyn identify MODEL --excite [--period T] [--harmonics L] [-o FILE.csv]: a periodic\n"
      "excitation trajectory (Fourier series) chosen for a small condition number");
  auto add = options.add_options();
  add("data", po::value<std::string>(), "CSV file: header t, q1.., qd1.., qdd1.., tau1..");
  add("output,o", po::value<std::string>(),
      "write the estimates (YAML), or the excitation (CSV), to this file (atomically)");
  add("weighted", "weight each joint's equations by its residual's standard deviation");
  add("excite", "write an excitation trajectory instead of identifying");
  add("period", po::value<double>()->default_value(10), "excitation: period T in seconds");
  add("harmonics", po::value<int>()->default_value(5), "excitation: harmonics L");
  add("amplitude", po::value<double>()->default_value(1.0),
      "excitation: largest excursion of a revolute joint, rad (a fifth of it in m, prismatic)");
  add("rate", po::value<double>()->default_value(100), "excitation: samples a second written");
  add("synthetic-noise", po::value<double>(),
      "excitation: also write the model's torques plus Gaussian noise of this standard "
      "deviation (N m), seeded: synthetic measurements");
  add("param", po::value<std::vector<std::string>>()->composing(),
      "NAME=VALUE for each free symbol of the model (repeatable)");
  add_memory_limit(options);
  std::vector<std::string> normalized = args;
  for (std::string& a : normalized)
    if (a == "-o") a = "--output";
  const Parsed p =
      parse(normalized, options, "usage: nedyn identify MODEL --data FILE.csv [-o FILE.yaml]");
  if (p.help) {
    std::cout << options;
    return nedyn::kExitOk;
  }
  nedyn::IdentifyRequest request;
  if (p.vm.count("data")) request.data = p.vm["data"].as<std::string>();
  if (p.vm.count("output")) request.output = p.vm["output"].as<std::string>();
  request.weighted = p.vm.count("weighted") != 0;
  request.excite = p.vm.count("excite") != 0;
  request.excitation.period = p.vm["period"].as<double>();
  request.excitation.harmonics = p.vm["harmonics"].as<int>();
  request.excitation.amplitude = p.vm["amplitude"].as<double>();
  request.rate = p.vm["rate"].as<double>();
  if (p.vm.count("synthetic-noise")) {
    request.noise = p.vm["synthetic-noise"].as<double>();
    if (!(request.noise >= 0)) throw nedyn::UsageError("--synthetic-noise: expected >= 0");
  }
  if (request.excite && !request.data.empty())
    throw nedyn::UsageError("--excite writes a trajectory; it takes no --data");
  if (p.vm.count("param"))
    request.parameters =
        nedyn::parse_parameter_options(p.vm["param"].as<std::vector<std::string>>());
  return within_memory_limit(p.vm, [&] {
    const nedyn::Model model = load(p.vm, "identify", true);
    return nedyn::run_identify(std::cout, model, request, stderr_progress(p.vm));
  });
}

int run_urdf(const std::vector<std::string>& args) {
  po::options_description options(
      "nedyn urdf MODEL [-o FILE] [--param NAME=VALUE ...]: the model as a URDF that urdfdom\n"
      "and kdl_parser read back to the same dynamics (stdout without -o)");
  auto add = options.add_options();
  add("output,o", po::value<std::string>(), "the URDF file to write (replaced atomically)");
  add("param", po::value<std::vector<std::string>>()->composing(),
      "NAME=VALUE for each free symbol of the model");
  std::vector<std::string> normalized = args;
  for (std::string& a : normalized)
    if (a == "-o") a = "--output";
  const Parsed p = parse(normalized, options, "usage: nedyn urdf MODEL [-o FILE]");
  if (p.help) {
    std::cout << options;
    return nedyn::kExitOk;
  }
  nedyn::ParameterValues values;
  if (p.vm.count("param"))
    values = nedyn::parse_parameter_options(p.vm["param"].as<std::vector<std::string>>());
  const nedyn::Model model = load(p.vm, "urdf", true);
  nedyn::NumericModel numeric;
  try {
    numeric = nedyn::instantiate(model, values);
  } catch (const std::invalid_argument& e) {
    throw nedyn::UsageError(e.what());
  }
  std::vector<std::string> notes;
  const std::string text = nedyn::urdf_text(numeric, notes);
  for (const std::string& note : notes) std::cerr << "nedyn: note: " << note << "\n";
  if (!p.vm.count("output")) {
    std::cout << text;
    return nedyn::kExitOk;
  }
  const std::filesystem::path file(p.vm["output"].as<std::string>());
  const std::string directory = file.has_parent_path() ? file.parent_path().string() : ".";
  nedyn::write_files_atomically(directory, {{file.filename().string(), text}});
  std::cout << "wrote " << file.string() << "\n";
  return nedyn::kExitOk;
}

}  // namespace

int main(int argc, char** argv) {
  // Past a file-size limit (ulimit -f) write() then fails with EFBIG, and the
  // temporary files are removed, instead of the signal killing nedyn mid-write.
  std::signal(SIGXFSZ, SIG_IGN);
  // Ctrl-C and termination remove check's folders and staged files first.
  nedyn::install_signal_cleanup();
  const std::vector<std::string> args(argv + 1, argv + argc);
  try {
    if (args.empty()) throw nedyn::UsageError(std::string("missing a command\n") + kUsage);
    const std::string& command = args[0];
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (command == "--help" || command == "-h" || command == "help") {
      std::cout << kUsage;
      return nedyn::kExitOk;
    }
    if (command == "--version") {
      std::cout << "nedyn " << NEDYN_VERSION << "\n";
      return nedyn::kExitOk;
    }
    if (command == "validate") return run_validate(rest);
    if (command == "eval") return run_eval(rest);
    if (command == "show") return run_show(rest);
    if (command == "generate") return run_generate(rest);
    if (command == "check") return run_check(rest);
    if (command == "trajectory") return run_trajectory(rest);
    if (command == "identify") return run_identify(rest);
    if (command == "urdf") return run_urdf(rest);
    throw nedyn::UsageError("unknown command '" + command + "'\n" + kUsage);
  } catch (const nedyn::ModelError& e) {
    std::cerr << "nedyn: " << e.what() << "\n";
    return nedyn::kExitBadInput;
  } catch (const nedyn::ExpansionTooLarge& e) {
    std::cerr << "nedyn: " << e.what() << "\n";
    return nedyn::kExitBadInput;
  } catch (const nedyn::OutputError& e) {
    std::cerr << "nedyn: " << e.what() << "\n";
    return nedyn::kExitBadInput;
  } catch (const nedyn::ConstantOutOfRange& e) {
    std::cerr << "nedyn: " << e.what() << "\n";
    return nedyn::kExitBadInput;
  } catch (const nedyn::OutOfMemory& e) {
    std::cerr << "nedyn: " << e.what() << "\n";
    return nedyn::kExitBadInput;
  } catch (const nedyn::UsageError& e) {
    std::cerr << "nedyn: " << e.what() << "\n";
    return nedyn::kExitBadInput;
  } catch (const std::exception& e) {
    std::cerr << "nedyn: internal error: " << e.what() << "\n";
    return nedyn::kExitCheckFailed + 2;  // 3: a bug in nedyn, not in the input
  }
}
