#include "nedyn/generator/emitted_files.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

#include "nedyn/generator/c_files.hpp"
#include "nedyn/generator/emitted_text.hpp"
#include "nedyn/generator/leg_lane_printer.hpp"
#include "nedyn/generator/leg_lanes.hpp"
#include "nedyn/generator/matlab_files.hpp"
#include "nedyn/generator/python_files.hpp"
#include "nedyn/generator/solve_helpers.hpp"
#include "nedyn/generator/templates.hpp"
#include "nedyn/runtime/emitted_functions.hpp"

namespace nedyn {
namespace {

using data = TemplateData;

/// The C++ functions' parameters: `const Params& p` for a model with symbols.
std::string parameter_declaration(bool parameters) { return parameters ? "const Params& p" : ""; }

/// The arguments of a function, as its body receives them.
std::string argument_names(const EmittedFunction& f, bool parameters) {
  std::string s = parameters ? "p, " : "";
  for (const std::string& input : f.inputs) s += input + ", ";
  for (const std::string& result : f.results) s += result + ", ";
  return s.substr(0, s.size() - 2);
}

/// C++'s arguments: the emitted file's constants by name.
const ArgumentDialect& cpp_dialect() {
  static const ArgumentDialect dialect{"nullptr", "true", "false",
                                       [](const std::string& name) { return name; }};
  return dialect;
}

/// "mass_matrix(p, q, M)": p for an emitted function of a model with parameters.
std::string cpp_call(const Call& call, bool parameters) {
  std::vector<std::string> arguments = read_arguments(call, parameters, cpp_dialect());
  arguments.insert(arguments.end(), call.writes.begin(), call.writes.end());
  return call.function + "(" + joined(arguments) + ")";
}

/// The part of `f` its sin_cos body computes when its calls stay outside:
/// no calls, and as its results the results of f's calls that its program
/// reads back (constrained_forward_dynamics' qdd in its derivatives), then
/// the arrays its outputs write.
EmittedFunction program_part(const Program& program, const EmittedFunction& f) {
  EmittedFunction inner = f;
  inner.calls.clear();
  inner.results.clear();
  std::vector<Value> values;
  for (const EmittedOutput& o : f.outputs) values.push_back(o.value);
  std::set<std::string> read;
  for (int id : program.reachable(values))
    if (program.node(id).op == OpCode::input) read.insert(program.node(id).input.name);
  for (const std::string& array : f.results)
    if (read.count(array)) inner.results.push_back(array);
  for (const EmittedOutput& o : f.outputs) {
    const std::string& array = o.target.array;
    if (std::find(inner.results.begin(), inner.results.end(), array) == inner.results.end())
      inner.results.push_back(array);
  }
  return inner;
}

/// inverse_dynamics, "Body" -> InverseDynamicsBody: a type of the function's.
std::string type_name(const std::string& function, const std::string& suffix) {
  std::string type;
  bool word_start = true;
  for (const char c : function) {
    if (c == '_') {
      word_start = true;
      continue;
    }
    type += word_start ? static_cast<char>(c - 'a' + 'A') : c;
    word_start = false;
  }
  return type + suffix;
}

/// How a single call evaluates its body (templates/sin_cos.mustache): compiled
/// once with the processor's sin_cos, or a large body with a second copy
/// compiled for AVX2 on x86-64.
std::string evaluation_call(const EmittedFunction& f) {
  return has_avx2_copy(f) ? "evaluate_with_avx2_copy(" : "evaluate(";
}

/// Whether f's body is a template over lanes of states (NAME_batch, where
/// emitted, runs it over vectors): a function of a state but those of a frame
/// that calls no other emitted function and returns no status. The other
/// batches loop over single calls.
bool over_lanes(const EmittedFunction& f) {
  return !f.inputs.empty() && f.frame_ends.empty() && f.calls.empty() && f.status_call.empty();
}

/// The lines of f's lane struct and batch: the states' arrays gathered into
/// lanes, the body, the lanes scattered back.
void set_batch(data& definition, const EmittedFunction& f, const EmittedShape& shape,
               bool parameters) {
  std::string arrays, arguments = parameters ? "p, " : "";
  std::vector<std::string> gathers, scatters;
  const std::size_t inputs = f.inputs.size();
  const std::vector<std::pair<std::string, int>> sizes = array_sizes(f, shape);
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    const std::string lanes = sizes[i].first + "_lanes", size = std::to_string(sizes[i].second);
    arrays += (arrays.empty() ? "" : ", ") + lanes + "[" + size + "]";
    arguments += lanes + ", ";
    const std::string tail = ", " + size + ", k, valid);";
    if (i < inputs)
      gathers.push_back("gather(" + lanes + ", " + sizes[i].first + tail);
    else
      scatters.push_back("scatter(" + sizes[i].first + ", " + lanes + tail);
  }
  definition.set("batch_body", type_name(f.name(), "Lanes"));
  definition.set("lane_arrays", arrays);
  definition.set("gathers", list_of(gathers));
  definition.set("lane_arguments", arguments.substr(0, arguments.size() - 2));
  definition.set("scatters", list_of(scatters));
}

/// Whether f's C++ body computes in leg lanes (leg_lanes.hpp): in double,
/// where its legs' sines come from sin_cos.
bool uses_leg_lanes(const EmittedFunction& f, ScalarType scalar, bool calls_sin_cos) {
  return f.leg_lanes && scalar == ScalarType::float64 && calls_sin_cos;
}

/// C++'s statements. A body over lanes (`lanes`) computes in `Value`, calls
/// other emitted functions' bodies through call_body with its sin_cos and
/// returns no status; the others compute in the scalar. With `split` (a
/// body that calls sin_cos and other functions), locals and calls go to the
/// lines around the body's evaluation (`outer`) and the status is returned
/// there; otherwise a body that calls sin_cos hands its status back through
/// its last argument.
class CppBodyPrinter : public BodyPrinter {
 public:
  struct Form {
    bool lanes = false, split = false, calls_sin_cos = false, leg_lanes = false;
  };
  CppBodyPrinter(const Program& program, const EmittedFunction& f, const EmittedShape& shape,
                 bool parameters, ScalarType scalar, Form form)
      : program_(program),
        f_(f),
        shape_(shape),
        parameters_(parameters),
        scalar_(scalar),
        form_(form),
        value_(form.lanes ? "Value" : scalar_name(scalar)) {}

  std::vector<std::string> lines, outer;
  std::string returned;  ///< split: the call whose value the function returns

  void local(const BodyStatement& s) override {
    (form_.split ? outer : lines)
        .push_back(value_ + " " + s.local.name + "[" + size_text(s.local, cpp_dialect()) + "];");
  }
  void call(const Call& call) override {
    if (form_.lanes && call.spec()) {
      std::vector<std::string> arguments = read_arguments(call, parameters_, cpp_dialect());
      arguments.insert(arguments.end(), call.writes.begin(), call.writes.end());
      lines.push_back("call_body(" + body_type(call.function) + "(), sin_cos, " +
                      joined(arguments) + ");");
      return;
    }
    (form_.split ? outer : lines).push_back(cpp_call(call, parameters_) + ";");
  }
  void program(const BodyStatement& s) override {
    if (form_.leg_lanes && s.leg_lanes) {
      for (const std::string& line : print_leg_lanes(*s.leg_lanes, LegLanguage::cpp))
        lines.push_back(line);
      return;
    }
    for (const std::string& line : c_family_statements(
             s, f_, shape_, "static_cast<" + value_ + ">(NAN)",
             [&](const std::vector<EmittedOutput>& outputs) {
               return form_.lanes ? print_statements(program_, outputs, scalar_, "Value")
                                  : print_statements(program_, outputs, scalar_);
             }))
      lines.push_back(line);
  }
  void mirror(const std::vector<MirroredEntry>& entries) override {
    const CppDialect dialect = form_.lanes ? CppDialect(scalar_, "Value") : CppDialect(scalar_);
    for (const std::string& line : mirrored_lines(entries, dialect)) lines.push_back(line);
  }
  void solve(const BodyStatement& s) override {
    for (const std::string& line :
         print_cpp_inline(s.loops, c_family_loop_names(shape_, value_), {}))
      lines.push_back(line);
  }
  void status(const Call& call) override {
    if (form_.split)
      returned = cpp_call(call, parameters_);  // after the evaluation (emit_files)
    else
      lines.push_back((form_.calls_sin_cos ? "*status = " : "return ") +
                      cpp_call(call, parameters_) + ";");
  }

 private:
  const Program& program_;
  const EmittedFunction& f_;
  const EmittedShape& shape_;
  bool parameters_;
  ScalarType scalar_;
  Form form_;
  std::string value_;
};

/// The definition of a function over lanes: its body a template over the
/// value type T, its single call and its batch.
data lane_definition(const Program& program, const EmittedFunction& f, const data& declaration,
                     const EmittedShape& shape, bool parameters, bool calls_sin_cos,
                     ScalarType scalar) {
  const bool legs = uses_leg_lanes(f, scalar, calls_sin_cos);
  CppBodyPrinter printer(program, f, shape, parameters, scalar, {true, false, calls_sin_cos, legs});
  printer.lines = unused_arguments(program, f, parameters);
  if (!calls_sin_cos) printer.lines.push_back("(void)sin_cos;");
  print_body(f.body(), printer);
  const std::vector<std::string>& body = printer.lines;
  data definition = declaration;
  definition.set("lanes", true);
  definition.set("lane_batch", has_batch(f));
  definition.set("route", "Built from: " + f.route);
  EmittedFunction counted = f;
  if (legs) counted.count = f.leg_lanes->count;
  definition.set("count", function_count_text(counted));
  definition.set("body", body_type(f.name()));
  definition.set("body_signature", signature(f, parameter_declaration(parameters), "Value"));
  definition.set("lines", list_of(body));
  // A body that calls sin_cos is evaluated through it (templates/sin_cos.mustache).
  const std::string arguments = argument_names(f, parameters);
  definition.set("arguments", arguments);
  definition.set("single_call",
                 calls_sin_cos
                     ? evaluation_call(f) + body_type(f.name()) + "(), " + arguments + ");"
                     : body_type(f.name()) + "()(NoSinCos<" + scalar_name(scalar) + ">(), " +
                           arguments + ");");
  set_batch(definition, f, shape, parameters);
  return definition;
}

}  // namespace

std::string body_type(const std::string& function) { return type_name(function, "Body"); }

int result_size(const std::string& function, const EmittedShape& shape) {
  return emitted_function_spec(function).result_size(shape);
}

bool has_avx2_copy(const EmittedFunction& f) {
  return (*f.spec).avx2_single_call() && f.count.multiplications + f.count.additions +
                                                 f.solve_count.multiplications +
                                                 f.solve_count.additions >=
                                             kAvx2CopyOperations;
}

bool has_batch(const EmittedFunction& f) {
  return f.batch && !f.inputs.empty() && f.frame_ends.empty();
}

const char* language_name(Language language) {
  switch (language) {
    case Language::c:
      return "c";
    case Language::python:
      return "python";
    case Language::matlab:
      return "matlab";
    default:
      return "cpp";
  }
}

std::vector<EmittedFile> emit_language_files(const Model& model, const EmittedDynamics& dynamics,
                                             const EmitRequest& request) {
  switch (request.language) {
    case Language::c:
      return emit_c_files(model, dynamics, request);
    case Language::python:
      return emit_python_files(model, dynamics, request);
    case Language::matlab:
      return emit_matlab_files(model, dynamics, request);
    default:
      return emit_files(model, dynamics, request);
  }
}

std::vector<EmittedFile> emit_files(const Model& model, const EmittedDynamics& dynamics,
                                    const EmitRequest& request) {
  const bool parameters = !model.symbols.empty();
  const std::string type = scalar_name(request.scalar);
  data header = common_context(model, dynamics, request);
  data source = common_context(model, dynamics, request);
  data batch_source = common_context(model, dynamics, request);
  data declarations{data::type::list}, definitions{data::type::list};
  const EmittedShape shape = dynamics.shape();
  bool sin_cos = false, task_space = false, lanes = false, lane_batches = false, sign = false,
       leg_lanes = false;
  for (const EmittedFunction& f : dynamics.functions) {
    const bool status = !f.status_call.empty();
    task_space = task_space || status;
    const bool calls_sin_cos = uses_sin_cos(*dynamics.program, f.outputs, request.scalar);
    sin_cos = sin_cos || calls_sin_cos;
    data declaration;
    declaration.set("name", f.name());
    declaration.set("summary", (*f.spec).summary);
    declaration.set("signature", signature(f, parameter_declaration(parameters), type));
    declaration.set("return_type", status ? "int" : "void");
    declaration.set("status", status);
    if (over_lanes(f) && has_batch(f))
      declaration.set("batch", "the states in vector lanes, each with " + f.name() + "'s bits");
    else if (has_batch(f))
      declaration.set("batch", std::string("one call per state") +
                                   (status ? "; status[k] is state k's status" : ""));
    else
      declaration.set("batch", false);
    declarations.push_back(declaration);

    if (over_lanes(f)) {
      lanes = true;
      // sign_of (templates/lanes.mustache) is the lanes' only: a body
      // printed one value at a time writes its comparisons inline.
      sign = sign || needs_sign(*dynamics.program, f.outputs);
      leg_lanes = leg_lanes || uses_leg_lanes(f, request.scalar, calls_sin_cos);
      lane_batches = lane_batches || has_batch(f);
      definitions.push_back(lane_definition(*dynamics.program, f, declaration, shape, parameters,
                                            calls_sin_cos, request.scalar));
      continue;
    }

    // A function that calls others and has a program of its own (Bx, Cx:
    // the coefficients of Jdot qd) makes its calls outside the body that
    // sin_cos evaluates, and the body writes only the program's arrays: the
    // AVX2 copy (flatten) would otherwise inline every function it calls.
    const bool split = calls_sin_cos && !f.calls.empty();
    const EmittedFunction evaluated =
        split ? program_part(*dynamics.program, f) : f;  // what the body receives
    CppBodyPrinter printer(*dynamics.program, f, shape, parameters, request.scalar,
                           {false, split, calls_sin_cos, false});
    printer.lines = unused_arguments(*dynamics.program, evaluated, parameters);
    print_body(f.body(), printer);
    const std::vector<std::string>& body = printer.lines;
    std::vector<std::string> evaluation = printer.outer;  // the lines around the body's evaluation
    data definition = declaration;
    definition.set("route", "Built from: " + f.route);
    definition.set("count", function_count_text(f));
    definition.set("body_signature", signature(evaluated, parameter_declaration(parameters), type));
    definition.set("body_status", status && !split);
    definition.set("lines", list_of(body));
    // A body that calls sin_cos is evaluated through it (templates/sin_cos.mustache).
    if (calls_sin_cos) {
      definition.set("body", body_type(f.name()));
      // Local arrays go as pointers: evaluate() takes its arguments by const reference.
      EmittedFunction arguments = evaluated;
      if (split)
        for (std::string& array : arguments.results) array = "&" + array + "[0]";
      const std::string call = evaluation_call(f) + body_type(f.name()) + "(), " +
                               argument_names(arguments, parameters) +
                               (status && !split ? ", &status);" : ");");
      if (status && !split) evaluation.push_back("int status = 0;");
      evaluation.push_back(call);
      if (status) evaluation.push_back("return " + (split ? printer.returned : "status") + ";");
      definition.set("evaluation", list_of(evaluation));
    }
    definition.set("lanes", false);
    if (has_batch(f))
      definition.set("batch_loop", batch_loop_arguments(f, shape, parameters));
    else
      definition.set("batch_loop", false);
    definitions.push_back(definition);
  }
  header.set("functions", declarations);
  source.set("functions", definitions);
  batch_source.set("functions", definitions);
  // Leg lanes' helpers after sin_cos's, whose lanes they take.
  const std::string legs_text = leg_lanes ? "\n" + template_text("leg_lanes.mustache") : "";
  if (sin_cos) source.set("sin_cos", template_text("sin_cos.mustache") + legs_text);
  if (lanes) {
    data helpers;
    helpers.set("scalar", type);
    helpers.set("zero", number_literal(0, request.scalar));
    helpers.set("one", number_literal(1, request.scalar));
    helpers.set("batch_sin_cos", sin_cos ? "SinCosInLanes" : "NoSinCos");
    helpers.set("sign", sign);
    // A single call in leg lanes takes the vectors' sign_of (GCC and Clang).
    helpers.set("legs", leg_lanes);
    source.set("lanes_text", render("lanes.mustache", helpers));
    if (lane_batches) {
      // The batch file repeats the lane bodies, and so what they use.
      batch_source.set("batch_text", render("batch.mustache", helpers));
      helpers.set("batch_file", true);
      batch_source.set("lanes_text", render("lanes.mustache", helpers));
      if (sin_cos) batch_source.set("sin_cos", template_text("sin_cos.mustache") + legs_text);
    }
  }
  if (task_space) {
    LoopNames names;
    names.braces = {{"n", mass_matrix_order(dynamics.shape())},
                    {"m", "kTask"},
                    {"singularity", "kTaskSingularity"},
                    {"c", "kContactRows"},
                    {"contact_singularity", "kContactSingularity"}};
    names.scalar = type;
    source.set("task_space", without_last_newline(print_cpp_loops(
                                 solve_helpers_called(dynamics.functions, dynamics.task), names)));
  }
  // A floating base's integrate() after the functions (a blank line before
  // it); nothing for a fixed base.
  std::string integrate, integrate_declaration;
  if (dynamics.integrator) {
    data scalar;
    scalar.set("scalar", type);
    integrate = "\n" + render("integrate.mustache", scalar);
    integrate_declaration = "\n/// " + emitted_function_spec(EmittedFunctionId::integrate).summary +
                            "\nvoid integrate(const " + type + "* q, const " + type + "* qd, " +
                            type + " dt, " + type + "* q_next);\n";
  }
  header.set("integrate_declaration", integrate_declaration);
  source.set("integrate", integrate);
  const std::string stem = namespace_of(model, request);
  std::vector<EmittedFile> files = {{stem + ".hpp", render("header.hpp.mustache", header)},
                                    {stem + ".cpp", render("source.cpp.mustache", source)}};
  // The batches in a file of their own, so that a build that calls none
  // leaves their compilation out (they double it): emitted unless --no-batch.
  const bool batches = std::any_of(dynamics.functions.begin(), dynamics.functions.end(),
                                   [](const EmittedFunction& f) { return f.batch; });
  if (batches)
    files.push_back({stem + "_batch.cpp", render("batch_source.cpp.mustache", batch_source)});
  return files;
}

EmittedFile emit_check_shim(const Model& model, const EmittedDynamics& dynamics,
                            const EmitRequest& request) {
  const bool parameters = !model.symbols.empty();
  const bool c = request.language == Language::c;
  const std::string stem = namespace_of(model, request);
  data context = common_context(model, dynamics, request);
  // C: NAME.h, NAME_function(&p, ...), NAME_kDof; C++: NAME::function(p, ...).
  const std::string qualifier = c ? stem + "_" : stem + "::";
  context.set("function_prefix", qualifier);
  context.set("params_type", c ? stem + "_params" : stem + "::Params");
  if (c) context.set("header", stem + ".h");
  data functions{data::type::list};
  const EmittedShape shape = dynamics.shape();
  for (const std::string& name : dynamics.function_names()) {
    const EmittedFunctionSpec& spec = emitted_function_spec(name);
    const EmittedFunction* f = nullptr;
    for (const EmittedFunction& g : dynamics.functions)
      if (g.name() == name) f = &g;
    data function;
    function.set("name", name);
    function.set("has_parameters", parameters && !spec.integrator());
    data inputs{data::type::list};
    // The integrator reads no parameters (templates/integrate.mustache).
    const std::string parameter_argument = !parameters || spec.integrator() ? ""
                                           : c                              ? "&p, "
                                                                            : "p, ";
    std::string call = parameter_argument;
    for (std::size_t i = 0; i < spec.inputs.size(); ++i) {
      const std::string& input_name = spec.inputs[i];
      data input;
      input.set("name", input_name);
      input.set("index", std::to_string(i));
      const EmittedInput& read = emitted_input(input_name);
      input.set("size", read.size_in_header(qualifier, dynamics.coupled));
      input.set("integer", read.integer);
      inputs.push_back(input);
      call += input_name + (read.one_number && !read.integer ? "[0], " : ", ");
    }
    function.set("inputs", inputs);
    // The results one after another in the shim's one output array; in the
    // batch's, each result's block of every state after the ones before it.
    std::string batch_call = parameter_argument;
    for (const std::string& input : spec.inputs) batch_call += input + ".data(), ";
    int offset = 0;
    for (const EmittedResult& r : spec.results) {
      call += offset == 0 ? "result, " : "result + " + std::to_string(offset) + ", ";
      batch_call += "result.data() + states * " + std::to_string(offset) + ", ";
      offset += r.size(shape);
    }
    function.set("call", call.substr(0, call.size() - 2));
    if (spec.status()) batch_call += "status, ";
    function.set("batch", f && has_batch(*f));
    function.set("batch_call", batch_call.substr(0, batch_call.size() - 2));
    function.set("status", spec.status());
    const int size = spec.result_size(shape);
    function.set("result_size", std::to_string(size));
    function.set("result_storage", std::to_string(size > 0 ? size : 1));
    functions.push_back(function);
  }
  context.set("functions", functions);
  return {stem + "_check.cpp", render("check_shim.cpp.mustache", context)};
}

}  // namespace nedyn
