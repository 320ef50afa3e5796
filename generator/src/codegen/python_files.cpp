#include "nedyn/generator/python_files.hpp"

#include <algorithm>
#include <cctype>

#include "nedyn/generator/emitted_text.hpp"
#include "nedyn/generator/python_printer.hpp"
#include "nedyn/generator/solve_helpers.hpp"
#include "nedyn/runtime/emitted_functions.hpp"

namespace nedyn {
namespace {

/// The module's arguments: kNv is NV, no array None.
const ArgumentDialect& python_dialect() {
  static const ArgumentDialect dialect{
      "None", "True", "False", [](const std::string& name) {
        std::string upper;  // kTask -> TASK, kContactRows -> CONTACT_ROWS
        for (std::size_t i = 1; i < name.size(); ++i) {
          const auto c = static_cast<unsigned char>(name[i]);
          if (i > 1 && std::isupper(c)) upper += '_';
          upper += static_cast<char>(std::toupper(c));
        }
        return upper;
      }};
  return dialect;
}

/// A Python tuple's text: "(a,)", "(a, b)".
std::string tuple(const std::vector<std::string>& items) {
  return "(" + joined(items) + (items.size() == 1 ? ",)" : ")");
}

/// A call of another emitted function or a helper: the arrays it writes
/// become the values it returns (and the status, for a status call).
std::string python_call(const Call& call, bool status, bool parameters) {
  const std::vector<std::string> reads = read_arguments(call, parameters, python_dialect());
  std::vector<std::string> writes = call.writes;
  // A called function's own status, which the caller's status call decides.
  const EmittedFunctionSpec* spec = call.spec();
  if (status || (spec && spec->status())) writes.push_back(status ? "status" : "_");
  return (writes.size() == 1 && !call.spec() ? writes[0] : tuple(writes)) + " = _" + call.function +
         "(" + joined(reads) + ")";
}

/// One state's shape: "(6,)", "(6, 6)"; with `states`, k of them: "(k, 6)".
std::string shape_text(int rows, int columns, bool vector, bool states = false) {
  const std::string k = states ? "k, " : "";
  return vector ? "(" + k + std::to_string(rows) + (states ? ")" : ",)")
                : "(" + k + std::to_string(rows) + ", " + std::to_string(columns) + ")";
}

std::string input_shape(const std::string& input, const EmittedShape& shape, bool states = false) {
  const EmittedInput& in = emitted_input(input);
  return shape_text(in.rows(shape), in.columns(shape), in.is_vector(), states);
}

std::string result_shape(const EmittedResult& r, const EmittedShape& shape, bool states = false) {
  return shape_text(r.rows(shape), r.columns(shape), r.is_vector(), states);
}

/// NumPy's statements over arrays of (entries, k): calls return what they
/// write (so only the locals no call writes are allocated), a function of a
/// frame's cases are an if on `frame`, solves call the module's helpers, and
/// the status is one more value returned.
class PythonBodyPrinter : public BodyPrinter {
 public:
  PythonBodyPrinter(const Program& program, bool parameters)
      : program_(program), parameters_(parameters) {}

  std::vector<std::string> lines;
  bool returns_status = false;

  void local(const BodyStatement& s) override {
    if (!s.written_by_call)
      lines.push_back(s.local.name + " = np.zeros((" + size_text(s.local, python_dialect()) +
                      ", k))");
  }
  void call(const Call& call) override { lines.push_back(python_call(call, false, parameters_)); }
  void program(const BodyStatement& s) override {
    for (std::size_t k = 0; k < s.blocks.size(); ++k) {
      if (s.per_frame)
        lines.push_back((k == 0 ? "if" : "elif") + std::string(" frame == ") + std::to_string(k) +
                        ":");
      for (const std::string& line : print_statements(program_, s.blocks[k], PythonDialect()))
        lines.push_back((s.per_frame ? "    " : "") + line);
    }
    if (s.per_frame) {
      lines.push_back("else:");
      lines.push_back("    raise IndexError(\"frame: expected 0 to " +
                      std::to_string(s.blocks.size() - 1) +
                      " (an index of FRAME_NAMES), got %r\" % (frame,))");
    }
  }
  void mirror(const std::vector<MirroredEntry>& entries) override {
    for (const std::string& line : mirrored_lines(entries, PythonDialect())) lines.push_back(line);
  }
  void solve(const BodyStatement& s) override { call(s.call); }
  void status(const Call& call) override {
    lines.push_back(python_call(call, true, parameters_));
    returns_status = true;
  }

 private:
  const Program& program_;
  bool parameters_;
};

/// The lines of _NAME(...): arrays of (size, k), the body over them, the
/// results as a tuple.
std::vector<std::string> python_body(const Program& program, const EmittedFunction& f,
                                     const EmittedShape& shape, bool parameters) {
  PythonBodyPrinter printer(program, parameters);
  std::vector<std::string>& body = printer.lines;
  body.push_back(f.inputs.empty() ? "k = 1" : "k = " + f.inputs[0] + ".shape[1]");
  const auto& results = (*f.spec).results;
  for (std::size_t i = 0; i < f.results.size(); ++i)
    body.push_back(f.results[i] + " = np.zeros((" + std::to_string(results[i].size(shape)) +
                   ", k))");
  print_body(f.body(), printer);
  std::vector<std::string> returned = f.results;
  if (printer.returns_status) returned.push_back("status");
  body.push_back("return " + tuple(returned));
  return body;
}

/// The docstring's lines after the summary: the shapes of the arguments and results.
std::vector<std::string> python_docs(const EmittedFunction& f, const EmittedShape& shape,
                                     bool parameters) {
  std::vector<std::string> docs;
  if (parameters) docs.push_back("p: Params, the model's free symbols.");
  for (const std::string& input : f.inputs)
    docs.push_back(emitted_input(input).integer
                       ? input + ": an int, the index of the frame in FRAME_NAMES."
                       : input + ": shape " + input_shape(input, shape) + ", or " +
                             input_shape(input, shape, true) + " for k states.");
  const auto& results = (*f.spec).results;
  std::string returns;
  for (const EmittedResult& r : results)
    returns += (returns.empty() ? "" : ", ") + r.name + " " + result_shape(r, shape) +
               (f.inputs.empty() ? "" : " or " + result_shape(r, shape, true));
  if (!f.status_call.empty()) returns += ", status: an int or (k,) ints";
  docs.push_back("Returns " + returns + ".");
  return docs;
}

}  // namespace

std::vector<EmittedFile> emit_python_files(const Model& model, const EmittedDynamics& dynamics,
                                           const EmitRequest& request) {
  const bool parameters = !model.symbols.empty();
  const std::string stem = namespace_of(model, request);
  TemplateData context = common_context(model, dynamics, request, "#");
  if (!dynamics.task.empty()) {
    TemplateData task = *context.get("task");
    std::string rows;
    for (const int r : dynamics.task) rows += (rows.empty() ? "" : ", ") + std::to_string(r);
    task.set("rows_list", rows + (dynamics.task.size() == 1 ? "," : ""));
    context.set("task", task);
  }
  const EmittedShape shape = dynamics.shape();
  TemplateData functions{TemplateData::type::list};
  bool task_space = false;
  std::vector<LoopFunction> solves;  // the helpers of the functions' solves, each once
  for (const EmittedFunction& f : dynamics.functions) {
    task_space = task_space || !f.status_call.empty();
    for (const LoopFunction& solve : f.solves())
      if (std::none_of(solves.begin(), solves.end(),
                       [&](const LoopFunction& known) { return known.name == solve.name; }))
        solves.push_back(solve);
    TemplateData function;
    function.set("name", f.name());
    function.set("summary", (*f.spec).summary);
    std::vector<std::string> arguments = f.inputs;
    if (parameters) arguments.insert(arguments.begin(), "p");
    function.set("arguments", joined(arguments));
    function.set("route", "Built from: " + f.route);
    function.set("count", function_count_text(f));
    function.set("lines", list_of(python_body(*dynamics.program, f, shape, parameters)));
    function.set("docs", list_of(python_docs(f, shape, parameters)));
    // "(q, qd), single = _states(((q, (6,)), (qd, (6,)),))"
    std::vector<std::string> state_shapes, result_shapes, arrays;
    for (const std::string& input : f.inputs)
      if (!emitted_input(input).integer) {
        arrays.push_back(input);
        state_shapes.push_back("(" + input + ", " + input_shape(input, shape) + ")");
      }
    function.set("states", (arrays.empty() ? "_" : tuple(arrays)) + ", single");
    function.set("state_shapes", tuple(state_shapes));
    for (const EmittedResult& r : (*f.spec).results)
      result_shapes.push_back(result_shape(r, shape));
    if (!f.status_call.empty()) result_shapes.push_back("()");
    function.set("result_shapes", tuple(result_shapes));
    functions.push_back(function);
  }
  context.set("functions", functions);
  context.set("solves", !solves.empty());
  if (!solves.empty()) {
    LoopNames names;
    names.braces = {{"n", "NV"}, {"m", "TASK"}};
    context.set("solves_text", without_last_newline(print_numpy_loops(solves, names)));
  }
  context.set("task_space", task_space);
  if (task_space) {
    LoopNames names;
    names.braces = {{"n", "NV"},
                    {"m", "TASK"},
                    {"singularity", "TASK_SINGULARITY"},
                    {"c", "CONTACT_ROWS"},
                    {"contact_singularity", "CONTACT_SINGULARITY"}};
    context.set("task_space_text",
                print_numpy_loops(solve_helpers_called(dynamics.functions, dynamics.task), names));
  }
  // A floating base's integrate() after the functions (templates/integrate.py.mustache).
  context.set("integrate",
              dynamics.integrator ? render("integrate.py.mustache", TemplateData{}) : "");
  return {{stem + ".py", render("module.py.mustache", context)}};
}

}  // namespace nedyn
