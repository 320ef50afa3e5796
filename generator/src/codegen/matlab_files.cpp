#include "nedyn/generator/matlab_files.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "nedyn/generator/emitted_text.hpp"
#include "nedyn/generator/matlab_printer.hpp"
#include "nedyn/generator/solve_helpers.hpp"
#include "nedyn/runtime/emitted_functions.hpp"

namespace nedyn {
namespace {

/// A MATLAB character array: 'it''s'.
std::string matlab_string(const std::string& text) {
  std::string quoted = "'";
  for (const char c : text) quoted += c == '\'' ? std::string("''") : std::string(1, c);
  return quoted + "'";
}

/// "[a, b]" for several outputs, "a" for one.
std::string output_list(const std::vector<std::string>& outputs) {
  return outputs.size() == 1 ? outputs[0] : "[" + joined(outputs) + "]";
}

/// MATLAB's arguments: a size constant is its number for `shape`, no array [].
ArgumentDialect matlab_dialect(const EmittedShape& shape) {
  return {"[]", "true", "false", [shape](const std::string& name) {
            if (name == "kDof") return std::to_string(shape.dof);
            if (name == "kNv") return std::to_string(shape.nv());
            if (name == "kTask") return std::to_string(shape.task);
            if (name == "kContactRows") return std::to_string(shape.contact_rows);
            throw std::logic_error("matlab_dialect: no value for " + name);
          }};
}

/// `X = reshape(permute(X, [2 1 3]), rows * columns, k);`: a matrix result of
/// another function back to one row-major entry per row.
std::string flattened(const std::string& name, const EmittedResult& r, const EmittedShape& shape) {
  return name + " = reshape(permute(" + name + ", [2 1 3]), " + std::to_string(r.size(shape)) +
         ", k);";
}

/// A call of another emitted function (its matrix results flattened) or of
/// a helper, or a status call (it writes the calling function's results and
/// the status).
std::vector<std::string> matlab_call(const Call& call, const std::string& package, bool status,
                                     bool parameters, const EmittedShape& shape) {
  const EmittedFunctionSpec* spec = call.spec();
  const std::vector<std::string> reads = read_arguments(call, parameters, matlab_dialect(shape));
  std::vector<std::string> writes = call.writes;
  if (status) writes.push_back("status");
  std::vector<std::string> lines = {output_list(writes) + " = " + (spec ? package + "." : "") +
                                    call.function + "(" + joined(reads) + ");"};
  if (spec)
    for (std::size_t i = 0; i < spec->results.size() && i < writes.size(); ++i)
      if (!spec->results[i].is_vector())
        lines.push_back(flattened(writes[i], spec->results[i], shape));
  return lines;
}

/// The rows of an input for one state, and its check and conversion lines.
void input_lines(const std::string& input, const std::string& package, const EmittedShape& shape,
                 std::vector<std::string>& lines) {
  const EmittedInput& in = emitted_input(input);
  const std::string rows = std::to_string(in.rows(shape));
  if (in.integer) {  // frame: one index for all states, from 1 as MATLAB counts
    lines.push_back("if ~isscalar(" + input + ") || " + input + " ~= round(" + input + ") || " +
                    input + " < 1 || " + input + " > " + std::to_string(shape.frames));
    lines.push_back("  error('" + package + ":" + input + "', '" + input + ": expected 1 to " +
                    std::to_string(shape.frames) + ", an index of kFrameNames');");
    lines.push_back("end");
    return;
  }
  if (!in.is_vector()) {  // a matrix per state: pages, rows turned to columns
    const std::string columns = std::to_string(in.columns(shape));
    lines.push_back("if size(" + input + ", 1) ~= " + rows + " || size(" + input +
                    ", 2) ~= " + columns + " || size(" + input + ", 3) ~= k");
    lines.push_back("  error('" + package + ":shape', '" + input + ": expected " + rows + " x " +
                    columns + " x k, one page per state (k from the first argument)');");
    lines.push_back("end");
    lines.push_back(input + " = reshape(permute(" + input + ", [2 1 3]), " + columns + " * " +
                    rows + ", k);");
    return;
  }
  lines.push_back("if size(" + input + ", 1) ~= " + rows + " || size(" + input +
                  ", 2) ~= k || ndims(" + input + ") > 2");
  lines.push_back("  error('" + package + ":shape', '" + input + ": expected " + rows +
                  " x k, one column per state (k from the first argument)');");
  lines.push_back("end");
}

/// MATLAB's statements over arrays of (entries x k): calls return what they
/// write, flattened back to rows (so only the locals no call writes are
/// allocated, all of them before the calls), a function of a frame's cases
/// a switch on `frame` from 1, solves call the file's local functions, the
/// status one more output.
class MatlabBodyPrinter : public BodyPrinter {
 public:
  MatlabBodyPrinter(const Program& program, const std::string& package, const EmittedShape& shape,
                    const std::string& frame, bool parameters)
      : program_(program),
        package_(package),
        shape_(shape),
        frame_(frame),
        parameters_(parameters) {}

  std::vector<std::string> lines;

  void local(const BodyStatement& s) override {
    if (!s.written_by_call)
      lines.push_back(s.local.name + " = zeros(" + size_text(s.local, matlab_dialect(shape_)) +
                      ", k);");
  }
  void call(const Call& call) override {
    for (const std::string& line : matlab_call(call, package_, false, parameters_, shape_))
      lines.push_back(line);
  }
  void program(const BodyStatement& s) override {
    if (s.per_frame) lines.push_back("switch " + frame_);
    for (std::size_t k = 0; k < s.blocks.size(); ++k) {
      if (s.per_frame) lines.push_back("  case " + std::to_string(k + 1));
      for (const std::string& line : print_statements(program_, s.blocks[k], MatlabDialect()))
        lines.push_back((s.per_frame ? "    " : "") + line);
    }
    if (s.per_frame) lines.push_back("end");
  }
  void mirror(const std::vector<MirroredEntry>& entries) override {
    for (const std::string& line : mirrored_lines(entries, MatlabDialect())) lines.push_back(line);
  }
  void solve(const BodyStatement& s) override { call(s.call); }
  void status(const Call& call) override {
    for (const std::string& line : matlab_call(call, package_, true, parameters_, shape_))
      lines.push_back(line);
  }

 private:
  const Program& program_;
  std::string package_;
  const EmittedShape& shape_;
  std::string frame_;
  bool parameters_;
};

/// The lines of the function: arguments checked, arrays of (entries x k),
/// the body, the results shaped.
std::vector<std::string> matlab_body(const Program& program, const EmittedFunction& f,
                                     const std::string& package, const EmittedShape& shape,
                                     bool parameters) {
  MatlabBodyPrinter printer(program, package, shape, f.inputs.empty() ? "" : f.inputs.back(),
                            parameters);
  std::vector<std::string>& body = printer.lines;
  body.push_back(f.inputs.empty()
                     ? "k = 1;"
                     : "k = size(" + f.inputs[0] + ", " +
                           (emitted_input(f.inputs[0]).is_vector() ? "2" : "3") + ");");
  for (const std::string& input : f.inputs) input_lines(input, package, shape, body);
  const auto& results = (*f.spec).results;
  for (std::size_t i = 0; i < f.results.size(); ++i)
    body.push_back(f.results[i] + " = zeros(" + std::to_string(results[i].size(shape)) + ", k);");
  print_body(f.body(), printer);
  for (std::size_t i = 0; i < f.results.size(); ++i)
    if (!results[i].is_vector())
      body.push_back(f.results[i] + " = permute(reshape(" + f.results[i] + ", " +
                     std::to_string(results[i].columns(shape)) + ", " +
                     std::to_string(results[i].rows(shape)) + ", k), [2 1 3]);");
  return body;
}

/// NAME.m, a function that returns one number, documented by `doc`.
EmittedFile constant_file(const std::string& name, const std::string& doc, int value,
                          const std::string& banner_text) {
  std::string upper;
  for (const char c : name) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return {name + ".m", "function n = " + name + "()\n%" + upper + " " + doc + ".\n%\n" +
                           banner_text + "\n  n = " + std::to_string(value) + ";\nend\n"};
}

std::string dimensions(const EmittedResult& r, const EmittedShape& shape) {
  return std::to_string(r.rows(shape)) +
         (r.is_vector() ? " x k" : " x " + std::to_string(r.columns(shape)) + " x k");
}

std::vector<std::string> matlab_docs(const EmittedFunction& f, const EmittedShape& shape,
                                     bool parameters) {
  std::vector<std::string> docs;
  if (parameters) docs.push_back("p: a struct with a field per free symbol of the model (SI).");
  for (const std::string& input : f.inputs) {
    const EmittedInput& in = emitted_input(input);
    if (in.integer) {
      docs.push_back(input + ": the frame's index in kFrameNames, from 1.");
      continue;
    }
    docs.push_back(input + ": " + std::to_string(in.rows(shape)) +
                   (in.is_vector()
                        ? " x k, one column per state."
                        : " x " + std::to_string(in.columns(shape)) + " x k, one page per state."));
  }
  for (const EmittedResult& r : (*f.spec).results)
    docs.push_back(r.name + ": " + dimensions(r, shape) + ".");
  if (!f.status_call.empty()) docs.push_back("status: 1 x k, the task status of each state.");
  return docs;
}

}  // namespace

std::vector<EmittedFile> emit_matlab_files(const Model& model, const EmittedDynamics& dynamics,
                                           const EmitRequest& request) {
  const bool parameters = !model.symbols.empty();
  const std::string package = namespace_of(model, request);
  const std::string banner_text = banner(model, dynamics, request, "%");
  const EmittedShape shape = dynamics.shape();
  std::vector<EmittedFile> files;
  for (const EmittedFunction& f : dynamics.functions) {
    TemplateData function;
    function.set("name", f.name());
    std::string upper;
    for (const char c : f.name())
      upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    function.set("upper", upper);
    function.set("summary", (*f.spec).summary);
    function.set("banner", banner_text);
    std::vector<std::string> arguments = f.inputs, outputs = f.results;
    if (parameters) arguments.insert(arguments.begin(), "p");
    if (!f.status_call.empty()) outputs.push_back("status");
    function.set("arguments", joined(arguments));
    function.set("outputs", output_list(outputs));
    function.set("route", "Built from: " + f.route);
    function.set("count", function_count_text(f));
    function.set("docs", list_of(matlab_docs(f, shape, parameters)));
    function.set("lines", list_of(matlab_body(*dynamics.program, f, package, shape, parameters)));
    std::string local_functions;
    LoopNames names;  // the solves' order n: nv, the joints' count for a fixed base
    names.braces = {{"n", std::to_string(shape.nv())}};
    if (!f.solves().empty()) local_functions += "\n" + print_matlab_loops(f.solves(), names);
    const std::vector<LoopFunction> solves = solve_helpers_called({f}, dynamics.task);
    if (!solves.empty()) {
      names.braces = {{"n", std::to_string(shape.nv())},
                      {"m", std::to_string(shape.task)},
                      {"singularity", singularity_literal(ScalarType::float64)},
                      {"c", std::to_string(shape.contact_rows)},
                      {"contact_singularity", singularity_literal(ScalarType::float64)}};
      local_functions += "\n" + print_matlab_loops(solves, names);
    }
    function.set("helpers", local_functions);
    files.push_back({f.name() + ".m", render("function.m.mustache", function)});
  }
  files.push_back(
      constant_file("kDof", "Degrees of freedom of " + package, shape.dof, banner_text));
  if (dynamics.integrator) {
    TemplateData integrate;
    integrate.set("summary", emitted_function_spec(EmittedFunctionId::integrate).summary);
    integrate.set("banner", banner_text);
    integrate.set("package", package);
    integrate.set("nq", std::to_string(shape.nq()));
    integrate.set("nv", std::to_string(shape.nv()));
    files.push_back({"integrate.m", render("integrate.m.mustache", integrate)});
  }
  if (shape.floating_base) {
    files.push_back(constant_file("kNq", "Entries of q in " + package + " (kDof + 7)", shape.nq(),
                                  banner_text));
    files.push_back(constant_file("kNv", "Entries of qd, qdd and tau in " + package + " (kDof + 6)",
                                  shape.nv(), banner_text));
  }
  std::string names;
  for (const Joint& j : model.joints)
    if (j.leader == 0) names += (names.empty() ? "" : ", ") + matlab_string(j.name);
  if (!dynamics.frames.empty()) {
    std::string frame_names;
    for (const std::string& name : dynamics.frames)
      frame_names += (frame_names.empty() ? "" : ", ") + matlab_string(name);
    files.push_back({"kFrameNames.m",
                     "function names = kFrameNames()\n%KFRAMENAMES The frames of frame_pose, "
                     "frame_jacobian and frame_jacobian_dot_v in " +
                         package + ", by their index (from 1).\n%\n" + banner_text +
                         "\n  names = {" + frame_names + "};\nend\n"});
  }
  if (!dynamics.contacts.empty()) {
    std::string contact_names;
    for (const std::string& name : dynamics.contacts)
      contact_names += (contact_names.empty() ? "" : ", ") + matlab_string(name);
    files.push_back(constant_file("kContacts", "Frames held by the environment in " + package,
                                  shape.contacts, banner_text));
    files.push_back(constant_file("kContactRows",
                                  "Rows of contact_jacobian and contact_drift in " + package +
                                      " (3 per point, 6 per 6d contact)",
                                  shape.contact_rows, banner_text));
    files.push_back({"kContactNames.m",
                     "function names = kContactNames()\n%KCONTACTNAMES The frames held by the "
                     "environment in " +
                         package +
                         ", in the order of the rows of contact_jacobian and "
                         "contact_drift.\n%\n" +
                         banner_text + "\n  names = {" + contact_names + "};\nend\n"});
  }
  // The file's joint limits, one function each: a kDof x 1 column, NaN where none.
  for (const JointLimitArray& array : joint_limit_arrays()) {
    std::string upper = array.name;
    for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    files.push_back({std::string(array.name) + ".m",
                     "function values = " + std::string(array.name) + "()\n%" + upper +
                         " The joints' " + array.meaning + " in " + package +
                         " as the model file gives them, in coordinate order; NaN where it gives "
                         "none.\n%\n" +
                         banner_text + "\n  values = [" +
                         limit_values(model, array.field, "NaN", "; ") + "];\nend\n"});
  }
  files.push_back({"kJointNames.m",
                   "function names = kJointNames()\n%KJOINTNAMES The joints' "
                   "names in " +
                       package +
                       " as the model file gives them, in coordinate "
                       "order.\n%\n" +
                       banner_text + "\n  names = {" + names + "};\nend\n"});
  return files;
}

}  // namespace nedyn
