#include "nedyn/generator/c_files.hpp"

#include <algorithm>

#include "nedyn/generator/c_printer.hpp"
#include "nedyn/generator/emitted_text.hpp"
#include "nedyn/generator/leg_lane_printer.hpp"
#include "nedyn/generator/leg_lanes.hpp"
#include "nedyn/generator/solve_helpers.hpp"
#include "nedyn/generator/templates.hpp"
#include "nedyn/runtime/emitted_functions.hpp"

namespace nedyn {
namespace {

/// C's arguments: no array is a null pointer, booleans are ints, the
/// source file's enum names the constants.
const ArgumentDialect& c_dialect() {
  static const ArgumentDialect dialect{"0", "1", "0", [](const std::string& name) { return name; }};
  return dialect;
}

/// "puma560_mass_matrix(p, q, M)": emitted functions get the prefix, and p
/// where the model has parameters.
std::string c_call(const Call& call, const std::string& prefix, bool parameters) {
  std::vector<std::string> arguments = read_arguments(call, parameters, c_dialect());
  arguments.insert(arguments.end(), call.writes.begin(), call.writes.end());
  return (call.spec() ? prefix : "") + call.function + "(" + joined(arguments) + ")";
}

/// C's statements: the program's outputs in CDialect (or, in double, the
/// C++ file's leg lanes one leg a pass: the same bits), a switch on `frame`
/// for a function of a frame, the solves inline, the status returned.
class CBodyPrinter : public BodyPrinter {
 public:
  CBodyPrinter(const Program& program, const EmittedFunction& f, const EmittedShape& shape,
               const std::string& prefix, bool parameters, ScalarType scalar)
      : program_(program),
        f_(f),
        shape_(shape),
        prefix_(prefix),
        parameters_(parameters),
        scalar_(scalar),
        type_(scalar_name(scalar)) {}

  std::vector<std::string> lines;

  void local(const BodyStatement& s) override {
    lines.push_back(type_ + " " + s.local.name + "[" + size_text(s.local, c_dialect()) + "];");
  }
  void call(const Call& call) override {
    lines.push_back(c_call(call, prefix_, parameters_) + ";");
  }
  void program(const BodyStatement& s) override {
    if (s.leg_lanes && scalar_ == ScalarType::float64) {
      for (const std::string& line : print_leg_lanes(*s.leg_lanes, LegLanguage::c))
        lines.push_back(line);
      return;
    }
    for (const std::string& line : c_family_statements(
             s, f_, shape_, "(" + type_ + ")NAN", [&](const std::vector<EmittedOutput>& outputs) {
               return print_statements(program_, outputs, CDialect(scalar_));
             }))
      lines.push_back(line);
  }
  void mirror(const std::vector<MirroredEntry>& entries) override {
    for (const std::string& line : mirrored_lines(entries, CDialect(scalar_)))
      lines.push_back(line);
  }
  void solve(const BodyStatement& s) override {
    for (const std::string& line : print_c_inline(s.loops, c_family_loop_names(shape_, type_), {},
                                                  number_literal(0, scalar_)))
      lines.push_back(line);
  }
  void status(const Call& call) override {
    lines.push_back("return " + c_call(call, prefix_, parameters_) + ";");
  }

 private:
  const Program& program_;
  const EmittedFunction& f_;
  const EmittedShape& shape_;
  std::string prefix_;
  bool parameters_;
  ScalarType scalar_;
  std::string type_;
};

/// The lines of a function's definition.
std::vector<std::string> c_body(const Program& program, const EmittedFunction& f,
                                const EmittedShape& shape, const std::string& prefix,
                                bool parameters, ScalarType scalar) {
  CBodyPrinter printer(program, f, shape, prefix, parameters, scalar);
  printer.lines = unused_arguments(program, f, parameters);
  print_body(f.body(), printer);
  return printer.lines;
}

}  // namespace

std::vector<EmittedFile> emit_c_files(const Model& model, const EmittedDynamics& dynamics,
                                      const EmitRequest& request) {
  const bool parameters = !model.symbols.empty();
  const std::string stem = namespace_of(model, request), prefix = stem + "_";
  const std::string type = scalar_name(request.scalar);
  TemplateData context = common_context(model, dynamics, request);
  context.set("prefix", prefix);
  context.set("header", stem + ".h");
  std::string guard;
  for (const char c : stem) guard += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  context.set("guard", guard + "_H_");
  TemplateData helpers;
  helpers.set("scalar", type);
  helpers.set("prefix", prefix);
  const bool single = request.scalar == ScalarType::float32;
  helpers.set("sqrt", single ? "sqrtf" : "sqrt");
  helpers.set("sin", single ? "sinf" : "sin");
  helpers.set("cos", single ? "cosf" : "cos");

  const std::string parameter_declaration = parameters ? "const " + prefix + "params* p" : "";
  const EmittedShape shape = dynamics.shape();
  TemplateData functions{TemplateData::type::list};
  bool task_space = false, sin_cos = false;
  for (const EmittedFunction& f : dynamics.functions) {
    const bool status = !f.status_call.empty();
    task_space = task_space || status;
    sin_cos = sin_cos || uses_sin_cos(*dynamics.program, f.outputs, request.scalar);
    TemplateData function;
    function.set("name", f.name());
    function.set("summary", (*f.spec).summary);
    function.set("signature", signature(f, parameter_declaration, type));
    function.set("return_type", status ? "int" : "void");
    function.set("status", status);
    function.set("route", "Built from: " + f.route);
    EmittedFunction counted = f;
    if (f.leg_lanes && request.scalar == ScalarType::float64) counted.count = f.leg_lanes->count;
    function.set("count", function_count_text(counted));
    function.set("lines",
                 list_of(c_body(*dynamics.program, f, shape, prefix, parameters, request.scalar)));
    function.set("batch", has_batch(f));
    function.set("batch_loop", batch_loop_arguments(f, shape, parameters));
    functions.push_back(function);
  }
  context.set("functions", functions);
  if (task_space) {
    LoopNames names;
    names.braces = {{"n", mass_matrix_order(shape)},
                    {"m", "kTask"},
                    {"singularity", prefix + "kTaskSingularity"},
                    {"c", "kContactRows"},
                    {"contact_singularity", prefix + "kContactSingularity"}};
    names.scalar = type;
    context.set("task_space",
                without_last_newline(print_c_loops(
                    solve_helpers_called(dynamics.functions, dynamics.task), names,
                    number_literal(0, request.scalar), number_literal(1, request.scalar))));
  }
  if (sin_cos) context.set("sin_cos", template_text("sin_cos.c.mustache"));
  // A floating base's integrate() after the functions
  // (templates/integrate.c.mustache), each after a blank line; nothing for a
  // fixed base.
  std::string integrate, declaration;
  if (dynamics.integrator) {
    integrate = "\n" + render("integrate.c.mustache", helpers);
    if (integrate.back() != '\n') integrate += "\n";
    declaration = "\n/* " + emitted_function_spec(EmittedFunctionId::integrate).summary +
                  " */\nvoid " + prefix + "integrate(const " + type + "* q, const " + type +
                  "* qd, " + type + " dt, " + type + "* q_next);";
  }
  context.set("integrate", integrate);
  context.set("integrate_declaration", declaration);
  return {{stem + ".h", render("header.h.mustache", context)},
          {stem + ".c", render("source.c.mustache", context)}};
}

}  // namespace nedyn
