#include "nedyn/generator/emitted_files.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

#include <kainjow/mustache.hpp>

#include "nedyn/generator/templates.hpp"
#include "nedyn/runtime/emitted_functions.hpp"

namespace nedyn {
namespace {

using kainjow::mustache::data;
using kainjow::mustache::mustache;

std::string render(const std::string& name, const data& context) {
  mustache view(template_text(name));
  if (!view.is_valid()) throw std::logic_error("template " + name + ": " + view.error_message());
  std::string out = view.render(context);
  if (!view.is_valid()) throw std::logic_error("template " + name + ": " + view.error_message());
  return out;
}

std::string namespace_of(const Model& model, const EmitRequest& request) {
  return request.namespace_name.empty() ? model.name : request.namespace_name;
}

std::string signature(const EmittedFunction& f, bool parameters, const std::string& type) {
  std::string s = parameters ? "const Params& p, " : "";
  for (const std::string& input : f.inputs) s += "const " + type + "* " + input + ", ";
  for (const std::string& result : f.results) s += type + "* " + result + ", ";
  return s.substr(0, s.size() - 2);
}

/// The arguments of a function, as its body receives them.
std::string argument_names(const EmittedFunction& f, bool parameters) {
  std::string s = parameters ? "p, " : "";
  for (const std::string& input : f.inputs) s += input + ", ";
  for (const std::string& result : f.results) s += result + ", ";
  return s.substr(0, s.size() - 2);
}

/// The function's calls as statements, "{p}" replaced by the parameters' argument.
std::vector<std::string> call_lines(const EmittedFunction& f, bool parameters) {
  std::vector<std::string> lines;
  for (std::string call : f.calls) {
    const std::size_t at = call.find("{p}");
    if (at != std::string::npos) call.replace(at, 3, parameters ? "p, " : "");
    lines.push_back(call + ";");
  }
  return lines;
}

/// The part of `f` its sin_cos body computes when its calls stay outside:
/// no calls, and the arrays its outputs write as the results.
EmittedFunction program_part(const EmittedFunction& f) {
  EmittedFunction inner = f;
  inner.calls.clear();
  inner.results.clear();
  for (const EmittedOutput& o : f.outputs) {
    const std::string array = o.target.substr(0, o.target.find('['));
    if (std::find(inner.results.begin(), inner.results.end(), array) == inner.results.end())
      inner.results.push_back(array);
  }
  return inner;
}

data list_of(const std::vector<std::string>& lines) {
  data list{data::type::list};
  for (const std::string& line : lines) list.push_back(data(line));
  return list;
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

/// The type that holds a function's body.
std::string body_type(const std::string& function) { return type_name(function, "Body"); }

std::string count_text(const OperationCount& c) {
  return std::to_string(c.multiplications) + " multiplications, " + std::to_string(c.additions) +
         " additions, " + std::to_string(c.divisions) + " divisions, " + std::to_string(c.calls) +
         " function calls.";
}

/// Arguments no output depends on are cast to void: warning-free with -Wextra.
std::vector<std::string> unused_arguments(const Program& program, const EmittedFunction& f,
                                          bool parameters) {
  std::vector<Value> values;
  for (const EmittedOutput& o : f.outputs) values.push_back(o.value);
  std::vector<std::string> names = f.inputs;
  if (parameters) names.insert(names.begin(), "p");
  std::vector<std::string> read;  // names of the inputs the outputs depend on
  for (int id : program.reachable(values))
    if (program.node(id).op == OpCode::input) read.push_back(program.node(id).name);
  // Inputs the calls pass on ("q" in "mass_matrix({p}q, M)"), and p with them.
  for (const std::string& call : f.calls) {
    std::string arguments = call.substr(call.find('(') + 1);
    if (arguments.compare(0, 3, "{p}") == 0) {
      read.push_back("p.");
      arguments = arguments.substr(3);
    }
    std::size_t start = 0;
    while (start < arguments.size()) {
      const std::size_t end = arguments.find_first_of(",)", start);
      read.push_back(arguments.substr(start, end - start) + "[");
      start = arguments.find_first_not_of(", ", end + 1);
    }
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

/// Whether f's body is a template over lanes of states (NAME_batch runs it
/// over vectors): a function of a state that calls no other emitted function
/// and returns no status. The other batches loop over single calls.
bool over_lanes(const EmittedFunction& f) {
  return has_batch(f) && f.calls.empty() && f.status_call.empty();
}

/// The size of each argument array of f, inputs then results.
std::vector<std::pair<std::string, int>> array_sizes(const EmittedFunction& f,
                                                     const EmittedShape& shape) {
  std::vector<std::pair<std::string, int>> sizes;
  for (const std::string& input : f.inputs)
    sizes.emplace_back(input, emitted_input_size(input, shape.dof));
  const std::vector<EmittedResult>& results = emitted_function_spec(f.name).results;
  for (std::size_t i = 0; i < f.results.size(); ++i)
    sizes.emplace_back(f.results[i], results.at(i).size(shape));
  return sizes;
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
  definition.set("batch_body", type_name(f.name, "Lanes"));
  definition.set("lane_arrays", arrays);
  definition.set("gathers", list_of(gathers));
  definition.set("lane_arguments", arguments.substr(0, arguments.size() - 2));
  definition.set("scatters", list_of(scatters));
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

std::string banner(const Model& model, const EmitRequest& request) {
  return "// " + model.name +
         ": closed-form dynamics emitted by nedyn " NEDYN_VERSION
         ". Do not edit;\n// regenerate with the command below instead.\n// Model:   " +
         request.model_path + " (SHA-256 " + request.model_sha256 +
         ")\n// Command: " + request.command_line;
}

data parameter_list(const Model& model) {
  data list{data::type::list};
  int index = 0;
  for (const auto& symbol : model.symbols) {
    data p;
    p.set("name", symbol.first);
    p.set("index", std::to_string(index++));
    list.push_back(p);
  }
  return list;
}

data common_context(const Model& model, const EmittedDynamics& dynamics,
                    const EmitRequest& request) {
  data context;
  context.set("banner", banner(model, request));
  context.set("namespace", namespace_of(model, request));
  context.set("header", namespace_of(model, request) + ".hpp");
  context.set("dof", std::to_string(dynamics.dof));
  data base{data::type::list};
  for (std::size_t k = 0; k < dynamics.base_expressions.size(); ++k) {
    data line;
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
    data task;
    task.set("size", std::to_string(dynamics.task.size()));
    std::string rows;
    for (const int r : dynamics.task) rows += (rows.empty() ? "" : ", ") + std::to_string(r);
    task.set("rows", "{" + rows + "}");
    task.set("rows_text", task_text(dynamics.task));
    task.set("singularity", request.scalar == ScalarType::float32 ? "1e-5f" : "1e-10");
    context.set("task", task);
  }
  return context;
}

/// The definition of a function over lanes: its body a template over the
/// value type T, its single call and its batch.
data lane_definition(const Program& program, const EmittedFunction& f, const data& declaration,
                     const EmittedShape& shape, bool parameters, bool calls_sin_cos,
                     ScalarType scalar) {
  std::vector<std::string> body = unused_arguments(program, f, parameters);
  if (!calls_sin_cos) body.push_back("(void)sin_cos;");
  // Forward dynamics and its derivatives write M's triangle and r, then
  // solve in place (templates/cholesky_solve.mustache and the derivatives' solves).
  const bool solves = f.name == "forward_dynamics" || f.name == "forward_dynamics_derivatives";
  if (solves) {
    body.push_back("Value M[kDof * kDof];  // lower triangle");
    body.push_back("Value r[kDof];");
  }
  for (const std::string& line : print_statements(program, f.outputs, scalar, "Value"))
    body.push_back(line);
  body.insert(body.end(), f.mirrored.begin(), f.mirrored.end());
  if (solves) {
    data solve;
    solve.set("scalar", scalar_name(scalar));
    solve.set("has_parameters", parameters);
    append_lines(body, render("cholesky_solve.mustache", solve));
    if (f.name == "forward_dynamics_derivatives")
      append_lines(body, render("forward_dynamics_derivatives.mustache", solve));
  }
  data definition = declaration;
  definition.set("lanes", true);
  definition.set("route", "Built from: " + f.route);
  definition.set("count", count_text(f.count));
  definition.set("body", body_type(f.name));
  definition.set("body_signature", signature(f, parameters, "Value"));
  definition.set("lines", list_of(body));
  // A body that calls sin_cos is evaluated through it (templates/sin_cos.mustache).
  const std::string arguments = argument_names(f, parameters);
  definition.set("arguments", arguments);
  definition.set("single_call", calls_sin_cos
                                    ? "evaluate(" + body_type(f.name) + "(), " + arguments + ");"
                                    : body_type(f.name) + "()(NoSinCos<" + scalar_name(scalar) +
                                          ">(), " + arguments + ");");
  set_batch(definition, f, shape, parameters);
  return definition;
}

}  // namespace

int result_size(const std::string& function, const EmittedShape& shape) {
  return emitted_function_spec(function).result_size(shape);
}

bool has_batch(const EmittedFunction& f) { return !f.inputs.empty(); }

std::vector<EmittedFile> emit_files(const Model& model, const EmittedDynamics& dynamics,
                                    const EmitRequest& request) {
  const bool parameters = !model.symbols.empty();
  const std::string type = scalar_name(request.scalar);
  data header = common_context(model, dynamics, request);
  data source = common_context(model, dynamics, request);
  data declarations{data::type::list}, definitions{data::type::list};
  const EmittedShape shape = dynamics.shape();
  bool sin_cos = false, task_space = false, lanes = false;
  for (const EmittedFunction& f : dynamics.functions) {
    const bool status = !f.status_call.empty();
    task_space = task_space || status;
    const bool calls_sin_cos = uses_sin_cos(*dynamics.program, f.outputs, request.scalar);
    sin_cos = sin_cos || calls_sin_cos;
    data declaration;
    declaration.set("name", f.name);
    declaration.set("summary", emitted_function_spec(f.name).summary);
    declaration.set("signature", signature(f, parameters, type));
    declaration.set("return_type", status ? "int" : "void");
    declaration.set("status", status);
    if (over_lanes(f))
      declaration.set("batch", "the states in vector lanes, each with " + f.name + "'s bits");
    else if (has_batch(f))
      declaration.set("batch", std::string("one call per state") +
                                   (status ? "; status[k] is state k's status" : ""));
    else
      declaration.set("batch", false);
    declarations.push_back(declaration);

    if (over_lanes(f)) {
      lanes = true;
      definitions.push_back(lane_definition(*dynamics.program, f, declaration, shape, parameters,
                                            calls_sin_cos, request.scalar));
      continue;
    }

    // A function that calls others and has a program of its own (Bx, Cx:
    // the coefficients of Jdot qd) makes its calls outside the body that
    // sin_cos evaluates, and the body writes only the program's arrays: the
    // AVX2 copy (flatten) would otherwise inline every function it calls.
    const bool split = calls_sin_cos && !f.calls.empty();
    const EmittedFunction evaluated = split ? program_part(f) : f;  // what the body receives
    std::vector<std::string> body = unused_arguments(*dynamics.program, evaluated, parameters);
    std::vector<std::string> evaluation;  // the function's lines around the body's evaluation
    std::vector<std::string>& calling = split ? evaluation : body;
    for (const std::string& local : f.locals) calling.push_back(type + " " + local + ";");
    for (const std::string& call : call_lines(f, parameters)) calling.push_back(call);
    for (const std::string& line : print_statements(*dynamics.program, f.outputs, request.scalar))
      body.push_back(line);
    body.insert(body.end(), f.mirrored.begin(), f.mirrored.end());
    // The status: returned, or through the body's last argument (source.cpp.mustache).
    if (status && !split)
      body.push_back((calls_sin_cos ? "*status = " : "return ") + f.status_call + ";");
    data definition = declaration;
    definition.set("route", "Built from: " + f.route);
    definition.set(
        "count", count_text(f.count) + (f.calls.empty() ? "" : " Besides the functions it calls."));
    definition.set("body_signature", signature(evaluated, parameters, type));
    definition.set("body_status", status && !split);
    definition.set("lines", list_of(body));
    // A body that calls sin_cos is evaluated through it: on x86-64 compiled
    // twice, for AVX2 and without (templates/sin_cos.mustache).
    if (calls_sin_cos) {
      definition.set("body", body_type(f.name));
      // Local arrays go as pointers: evaluate() takes its arguments by const reference.
      EmittedFunction arguments = evaluated;
      if (split)
        for (std::string& array : arguments.results) array = "&" + array + "[0]";
      const std::string call = "evaluate(" + body_type(f.name) + "(), " +
                               argument_names(arguments, parameters) +
                               (status && !split ? ", &status);" : ");");
      if (status && !split) evaluation.push_back("int status = 0;");
      evaluation.push_back(call);
      if (status) evaluation.push_back("return " + (split ? f.status_call : "status") + ";");
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
  if (sin_cos) source.set("sin_cos", template_text("sin_cos.mustache"));
  if (lanes) {
    data helpers;
    helpers.set("scalar", type);
    helpers.set("zero", number_literal(0, request.scalar));
    helpers.set("one", number_literal(1, request.scalar));
    helpers.set("batch_sin_cos", sin_cos ? "SinCosInLanes" : "NoSinCos");
    source.set("lanes_text", render("lanes.mustache", helpers));
    source.set("batch_text", render("batch.mustache", helpers));
  }
  if (task_space) {
    data solve;
    solve.set("scalar", type);
    source.set("task_space", render("task_space.mustache", solve));
  }
  const std::string stem = namespace_of(model, request);
  return {{stem + ".hpp", render("header.hpp.mustache", header)},
          {stem + ".cpp", render("source.cpp.mustache", source)}};
}

EmittedFile emit_check_shim(const Model& model, const EmittedDynamics& dynamics,
                            const EmitRequest& request) {
  const bool parameters = !model.symbols.empty();
  data context = common_context(model, dynamics, request);
  data functions{data::type::list};
  const EmittedShape shape = dynamics.shape();
  for (const EmittedFunction& f : dynamics.functions) {
    data function;
    function.set("name", f.name);
    data inputs{data::type::list};
    std::string call = parameters ? "p, " : "";
    for (std::size_t i = 0; i < f.inputs.size(); ++i) {
      data input;
      input.set("name", f.inputs[i]);
      input.set("index", std::to_string(i));
      const std::string dof = namespace_of(model, request) + "::kDof";
      input.set("size", f.inputs[i] == "w"      ? std::string("6")
                        : f.inputs[i] == "fext" ? "6 * " + dof
                                                : dof);
      inputs.push_back(input);
      call += f.inputs[i] + ", ";
    }
    function.set("inputs", inputs);
    // The results one after another in the shim's one output array; in the
    // batch's, each result's block of every state after the ones before it.
    std::string batch_call = parameters ? "p, " : "";
    for (const std::string& input : f.inputs) batch_call += input + ".data(), ";
    int offset = 0;
    for (const EmittedResult& r : emitted_function_spec(f.name).results) {
      call += offset == 0 ? "result, " : "result + " + std::to_string(offset) + ", ";
      batch_call += "result.data() + states * " + std::to_string(offset) + ", ";
      offset += r.size(shape);
    }
    function.set("call", call.substr(0, call.size() - 2));
    if (!f.status_call.empty()) batch_call += "status, ";
    function.set("batch", has_batch(f));
    function.set("batch_call", batch_call.substr(0, batch_call.size() - 2));
    function.set("status", !f.status_call.empty());
    const int size = result_size(f.name, shape);
    function.set("result_size", std::to_string(size));
    function.set("result_storage", std::to_string(size > 0 ? size : 1));
    functions.push_back(function);
  }
  context.set("functions", functions);
  return {namespace_of(model, request) + "_check.cpp", render("check_shim.cpp.mustache", context)};
}

}  // namespace nedyn
