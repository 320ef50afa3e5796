#include "nedyn/generator/emitted_text.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "nedyn/generator/cpp_printer.hpp"
#include "nedyn/generator/derivative_products.hpp"
#include "nedyn/generator/templates.hpp"
#include "nedyn/model/expression.hpp"
#include "nedyn/runtime/contact_dynamics.hpp"
#include "nedyn/runtime/emitted_functions.hpp"
#include "nedyn/runtime/operational_space.hpp"

namespace nedyn {
namespace {

TemplateData parameter_list(const Model& model) {
  TemplateData list{TemplateData::type::list};
  int index = 0;
  for (const auto& symbol : model.symbols) {
    TemplateData p;
    p.set("name", symbol.first);
    p.set("index", std::to_string(index++));
    list.push_back(p);
  }
  return list;
}

}  // namespace

std::string joined(const std::vector<std::string>& items) {
  std::string s;
  for (const std::string& item : items) s += (s.empty() ? "" : ", ") + item;
  return s;
}

std::string without_last_newline(std::string text) {
  if (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

LoopNames c_family_loop_names(const EmittedShape& shape, const std::string& scalar) {
  LoopNames names;
  names.braces = {{"n", mass_matrix_order(shape)}, {"m", "kTask"}};
  names.values = {{"n", shape.nv()}, {"m", shape.task}};
  names.scalar = scalar;
  return names;
}

std::string reserved_word_problem(Language language, const std::string& name) {
  // Python 3.11's keyword.kwlist; MATLAB's iskeyword (R2023).
  static const std::vector<std::string> python = {
      "False", "None",     "True",  "and",    "as",   "assert", "async",  "await",    "break",
      "class", "continue", "def",   "del",    "elif", "else",   "except", "finally",  "for",
      "from",  "global",   "if",    "import", "in",   "is",     "lambda", "nonlocal", "not",
      "or",    "pass",     "raise", "return", "try",  "while",  "with",   "yield"};
  static const std::vector<std::string> matlab = {
      "break",      "case",   "catch",    "classdef", "continue", "else",      "elseif",
      "end",        "for",    "function", "global",   "if",       "otherwise", "parfor",
      "persistent", "return", "spmd",     "switch",   "try",      "while"};
  const std::vector<std::string>* words = language == Language::python   ? &python
                                          : language == Language::matlab ? &matlab
                                                                         : nullptr;
  if (!words || std::find(words->begin(), words->end(), name) == words->end()) return "";
  return language == Language::python ? "a Python keyword" : "a MATLAB keyword";
}

std::string render(const std::string& name, const TemplateData& context) {
  kainjow::mustache::mustache view(template_text(name));
  if (!view.is_valid()) throw std::logic_error("template " + name + ": " + view.error_message());
  std::string out = view.render(context);
  if (!view.is_valid()) throw std::logic_error("template " + name + ": " + view.error_message());
  return out;
}

std::string signature(const EmittedFunction& f, const std::string& parameters,
                      const std::string& type) {
  std::string s = parameters.empty() ? "" : parameters + ", ";
  for (const std::string& input : f.inputs)
    s += emitted_input(input).integer ? "int " + input + ", "
                                      : "const " + type + "* " + input + ", ";
  for (const std::string& result : f.results) s += type + "* " + result + ", ";
  return s.substr(0, s.size() - 2);
}

TemplateData list_of(const std::vector<std::string>& lines) {
  TemplateData list{TemplateData::type::list};
  for (const std::string& line : lines) list.push_back(data(line));
  return list;
}

std::string singularity_literal(ScalarType scalar) {
  static_assert(
      kTaskSingularity == 1e-10 && kContactRedundancy == 1e-10 && kTaskSingularityFloat == 1e-5,
      "the emitted singularity literals are the runtime's thresholds");
  return scalar == ScalarType::float32 ? "1e-5f" : "1e-10";
}

std::string count_text(const OperationCount& c) {
  return std::to_string(c.multiplications) + " multiplications, " + std::to_string(c.additions) +
         " additions, " + std::to_string(c.divisions) + " divisions, " + std::to_string(c.calls) +
         " function calls.";
}

std::string function_count_text(const EmittedFunction& f) {
  const bool solves = f.solve_count.total() > 0;
  return count_text(f.count + f.solve_count) + (solves ? " The solves included." : "") +
         (f.calls.empty() ? "" : " Besides the functions it calls.");
}

/// Arguments no output depends on are cast to void: warning-free with -Wextra.
std::vector<std::string> unused_arguments(const Program& program, const EmittedFunction& f,
                                          bool parameters) {
  std::vector<Value> values;
  for (const EmittedOutput& o : f.outputs) values.push_back(o.value);
  std::vector<std::string> names;  // the arrays: an int (frame) is read by the switch
  for (const std::string& input : f.inputs)
    if (!emitted_input(input).integer) names.push_back(input);
  if (parameters) names.insert(names.begin(), "p");
  std::vector<std::string> read;  // names of the inputs the outputs depend on
  for (int id : program.reachable(values))
    if (program.node(id).op == OpCode::input) read.push_back(program.node(id).input.text());
  // Inputs the calls pass on (q to mass_matrix), and p with the emitted functions.
  for (const Call& call : f.calls) {
    if (call.spec()) read.push_back("p.");
    for (const std::string& array : arrays_read(call)) read.push_back(array + "[");
  }
  std::vector<std::string> lines;
  for (const std::string& name : names) {
    const std::string prefix = name == "p" ? "p." : name + "[";
    const bool used = std::any_of(read.begin(), read.end(), [&](const std::string& input) {
      return input.compare(0, prefix.size(), prefix) == 0;
    });
    if (!used) lines.push_back("(void)" + name + ";");
  }
  return lines;
}

std::vector<std::string> c_family_statements(
    const BodyStatement& program, const EmittedFunction& f, const EmittedShape& shape,
    const std::string& nan,
    const std::function<std::vector<std::string>(const std::vector<EmittedOutput>&)>& print) {
  if (!program.per_frame) return print(program.blocks.at(0));
  std::vector<std::string> lines = {"switch (frame) {"};
  for (std::size_t k = 0; k < program.blocks.size(); ++k) {
    lines.push_back("  case " + std::to_string(k) + ": {");
    for (const std::string& line : print(program.blocks[k])) lines.push_back("    " + line);
    lines.push_back("    break;");
    lines.push_back("  }");
  }
  lines.push_back("  default:");
  const std::vector<std::pair<std::string, int>> sizes = array_sizes(f, shape);
  for (std::size_t i = f.inputs.size(); i < sizes.size(); ++i)
    lines.push_back("    for (int i = 0; i < " + std::to_string(sizes[i].second) + "; ++i) " +
                    sizes[i].first + "[i] = " + nan + ";");
  lines.push_back("}");
  return lines;
}

/// The size of each argument array of f, inputs then results.
std::vector<std::pair<std::string, int>> array_sizes(const EmittedFunction& f,
                                                     const EmittedShape& shape) {
  std::vector<std::pair<std::string, int>> sizes;
  for (const std::string& input : f.inputs)
    sizes.emplace_back(input, emitted_input_size(input, shape));
  const std::vector<EmittedResult>& results = (*f.spec).results;
  for (std::size_t i = 0; i < f.results.size(); ++i)
    sizes.emplace_back(f.results[i], results.at(i).size(shape));
  return sizes;
}

/// The arguments of state k's single call in a batch of calls.
std::string batch_loop_arguments(const EmittedFunction& f, const EmittedShape& shape,
                                 bool parameters) {
  std::string s = parameters ? "p, " : "";
  for (const auto& array : array_sizes(f, shape))
    s += array.first + " + k * " + std::to_string(array.second) + ", ";
  return s.substr(0, s.size() - 2);
}

/// The lines of `text` at the end of `lines`.
void append_lines(std::vector<std::string>& lines, const std::string& text) {
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = text.find('\n', start);
    lines.push_back(text.substr(start, end - start));
    start = end == std::string::npos ? text.size() : end + 1;
  }
}

namespace {

/// Whether some functions are closed forms (expanded, then Horner) and
/// whether some are programs of a recursion (Newton-Euler, composite bodies,
/// forward kinematics, ...), as their routes say.
struct RouteKinds {
  bool closed_forms = false, programs = false;
};

RouteKinds route_kinds(const EmittedDynamics& dynamics) {
  RouteKinds kinds;
  for (const EmittedFunction& f : dynamics.functions) {
    const bool closed = f.route.find("closed form") != std::string::npos;
    kinds.closed_forms = kinds.closed_forms || closed;
    kinds.programs = kinds.programs || !closed;
  }
  return kinds;
}

}  // namespace

std::string code_kind(const EmittedDynamics& dynamics) {
  const RouteKinds kinds = route_kinds(dynamics);
  if (kinds.closed_forms && kinds.programs) return "closed forms and recursion programs";
  return kinds.closed_forms ? "closed forms" : "recursion programs";
}

std::string banner(const Model& model, const EmittedDynamics& dynamics, const EmitRequest& request,
                   const std::string& comment) {
  const RouteKinds kinds = route_kinds(dynamics);
  std::string text = comment + " " + model.name +
                     ": dynamics emitted by nedyn " NEDYN_VERSION " as " + code_kind(dynamics) +
                     ".\n";
  if (kinds.closed_forms && kinds.programs)
    text += comment + " Each function's \"Built from\" line names its route.\n";
  return text + comment + " Do not edit; regenerate with the command below instead.\n" + comment +
         " Model:   " + request.model_file + " (SHA-256 " + request.model_sha256 + ")\n" + comment +
         " Command: " + request.command_line;
}

std::string string_literal(const std::string& text) {
  std::string out = "\"";
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (byte < 0x20 || byte == 0x7f) {  // three octal digits: C, C++ and Python
      out += '\\';
      for (const int shift : {6, 3, 0}) out += static_cast<char>('0' + ((byte >> shift) & 7));
    } else {
      out += c;
    }
  }
  return out + "\"";
}

const std::vector<JointLimitArray>& joint_limit_arrays() {
  static const std::vector<JointLimitArray> arrays{
      {"kPositionLower", "POSITION_LOWER", &JointLimits::lower,
       "lower position limits (rad, or m for a prismatic joint)"},
      {"kPositionUpper", "POSITION_UPPER", &JointLimits::upper,
       "upper position limits (rad, or m for a prismatic joint)"},
      {"kVelocityLimit", "VELOCITY_LIMIT", &JointLimits::velocity,
       "velocity limits (rad/s or m/s)"},
      {"kEffortLimit", "EFFORT_LIMIT", &JointLimits::effort, "effort limits (N m or N)"}};
  return arrays;
}

std::string limit_values(const Model& model, double JointLimits::*field, const std::string& nan,
                         const std::string& separator) {
  std::string out;
  for (const Joint& j : model.joints) {
    if (j.leader != 0) continue;  // a follower's entries are its leader's
    const double x = j.limits.*field;
    out += (out.empty() ? "" : separator) + (std::isnan(x) ? nan : shortest_decimal(x));
  }
  return out;
}

TemplateData common_context(const Model& model, const EmittedDynamics& dynamics,
                            const EmitRequest& request, const std::string& comment) {
  TemplateData context;
  context.set("banner", banner(model, dynamics, request, comment));
  context.set("code_kind", code_kind(dynamics));
  context.set("namespace", namespace_of(model, request));
  context.set("header", namespace_of(model, request) + ".hpp");
  context.set("stem", namespace_of(model, request));
  context.set("dof", std::to_string(dynamics.dof));
  context.set("coupled", dynamics.coupled);
  context.set("followers", std::to_string(dynamics.followers));
  context.set("tree_dof", std::to_string(dynamics.shape().tree_dof()));
  context.set("nq", std::to_string(dynamics.shape().nq()));
  context.set("nv", std::to_string(dynamics.shape().nv()));
  context.set("floating_base", dynamics.floating_base);
  // The joints' names as string literals, "a", "b" (none without joints).
  std::string names;
  for (const Joint& j : model.joints)
    if (j.leader == 0) names += (names.empty() ? "" : ", ") + string_literal(j.name);
  context.set("has_joint_names", !model.joints.empty());
  context.set("one_joint", dynamics.dof == 1);  // Python's tuple of one: ("a",)
  context.set("joint_names", names);
  // The file's joint limits: C++ spells a missing one kNoLimit, C (double)NAN
  // (NAN is a float), Python np.nan.
  TemplateData limits{TemplateData::type::list};
  for (const JointLimitArray& array : joint_limit_arrays()) {
    TemplateData entry;
    entry.set("name", array.name);
    entry.set("python_name", array.python_name);
    entry.set("values_cpp", limit_values(model, array.field, "kNoLimit", ", "));
    entry.set("values_c", limit_values(model, array.field, "(double)NAN", ", "));
    entry.set("values_python", limit_values(model, array.field, "np.nan", ", "));
    limits.push_back(entry);
  }
  context.set("limits", limits);
  std::string frames;
  for (const std::string& f : dynamics.frames)
    frames += (frames.empty() ? "" : ", ") + string_literal(f);
  context.set("has_frames", !dynamics.frames.empty());
  bool batches = false;
  for (const EmittedFunction& f : dynamics.functions) batches = batches || has_batch(f);
  context.set("has_batches", batches);
  context.set("one_frame", dynamics.frames.size() == 1);
  context.set("frame_count", std::to_string(dynamics.frames.size()));
  context.set("frame_names", frames);
  std::string contacts;
  for (const std::string& c : dynamics.contacts)
    contacts += (contacts.empty() ? "" : ", ") + string_literal(c);
  context.set("has_contacts", !dynamics.contacts.empty());
  context.set("one_contact", dynamics.contacts.size() == 1);
  context.set("contact_count", std::to_string(dynamics.contacts.size()));
  context.set("contact_rows", std::to_string(dynamics.contact_rows));
  context.set("contact_names", contacts);
  context.set("contact_singularity", singularity_literal(request.scalar));
  TemplateData base{TemplateData::type::list};
  for (std::size_t k = 0; k < dynamics.base_expressions.size(); ++k) {
    TemplateData line;
    line.set("index", std::to_string(k));
    line.set("text", dynamics.base_expressions[k]);
    base.push_back(line);
  }
  context.set("base", base);
  context.set("has_base", !dynamics.base_expressions.empty());
  context.set("base_rounded", dynamics.base_rounded);
  context.set("base_size", std::to_string(dynamics.base_expressions.size()));
  context.set("scalar", scalar_name(request.scalar));
  context.set("has_parameters", !model.symbols.empty());
  context.set("parameters", parameter_list(model));
  if (!dynamics.task.empty()) {
    TemplateData task;
    task.set("size", std::to_string(dynamics.task.size()));
    std::string rows;
    for (const int r : dynamics.task) rows += (rows.empty() ? "" : ", ") + std::to_string(r);
    task.set("rows", "{" + rows + "}");
    task.set("rows_text", task_text(dynamics.task));
    // A floating base's Jacobian is 6 x kNv, in the world's axes.
    task.set("order", mass_matrix_order(dynamics.shape()));
    task.set("axes", dynamics.floating_base ? "the world's axes" : "the base frame");
    task.set("singularity", singularity_literal(request.scalar));
    context.set("task", task);
  }
  return context;
}

std::string namespace_of(const Model& model, const EmitRequest& request) {
  return request.namespace_name.empty() ? model.name : request.namespace_name;
}

}  // namespace nedyn
