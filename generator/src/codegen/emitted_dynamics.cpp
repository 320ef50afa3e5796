#include "nedyn/generator/emitted_dynamics.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

#include "nedyn/generator/canonical_printer.hpp"
#include "nedyn/generator/derivative_products.hpp"
#include "nedyn/generator/dynamics_build.hpp"
#include "nedyn/generator/function_builders.hpp"
#include "nedyn/generator/leg_lanes.hpp"
#include "nedyn/generator/solve_helpers.hpp"
#include "nedyn/runtime/emitted_functions.hpp"

namespace nedyn {
namespace {

bool is_emitted_function(const std::string& name) {
  const auto& specs = emitted_function_specs();
  return std::any_of(specs.begin(), specs.end(),
                     [&](const EmittedFunctionSpec& spec) { return spec.name == name; });
}

/// What a call passes, for counting: arrays given or absent, counts and flags.
std::vector<LoopArgument> counted_arguments(const Call& call) {
  std::vector<LoopArgument> arguments;
  for (const CallArgument& a : call.reads)
    arguments.push_back({a.kind != CallArgument::Kind::absent, a.number});
  return arguments;
}

/// The operations of the solves after f's program: its own and the status call's.
OperationCount solve_count(const EmittedFunction& f, const std::map<std::string, int>& sizes) {
  OperationCount c;
  for (const BodyStatement& s : f.after)
    if (s.kind == BodyStatement::Kind::solve)
      c += loop_count({s.loops}, s.loops.name, counted_arguments(s.call), sizes);
  if (!f.status_call.empty()) c += status_call_count(f.status_call, sizes);
  return c;
}

/// Why a model of `shape` does not get `spec` (emitted_for() false).
std::string not_emitted_reason(const EmittedFunctionSpec& spec, const EmittedShape& shape) {
  if (spec.floating_base_only()) return "is emitted for a floating base only";
  if (spec.contact() && shape.contacts == 0) return "needs contacts (--contacts)";
  if (spec.task() && shape.task == 0) return "needs a task (the model file's task: or --task)";
  if (spec.base() && shape.base == 0) return "needs the base parameters, which were not found";
  return "needs frames (--frames)";
}

/// The names of options.functions, each checked against the table (unknown
/// or twice: std::invalid_argument), in the table's order.
std::vector<std::string> asked_functions(const CodegenOptions& options) {
  std::set<std::string> seen;
  for (const std::string& name : options.functions) {
    if (!is_emitted_function(name)) {
      std::string known;
      for (const EmittedFunctionSpec& spec : emitted_function_specs())
        known += (known.empty() ? "" : ", ") + spec.name;
      throw std::invalid_argument("no emitted function named '" + name + "'; they are " + known);
    }
    if (!seen.insert(name).second)
      throw std::invalid_argument("the function '" + name + "' is named twice");
  }
  return options.functions;
}

/// The model's functions in `chosen` (every one where `all`), built in the
/// table's order into one program.
EmittedDynamics build_functions(const Model& model, const CodegenOptions& options,
                                const Progress& progress, const std::set<std::string>& chosen,
                                bool all) {
  const auto wanted = [&](const EmittedFunctionSpec& spec) {
    return all || chosen.count(spec.name) != 0;
  };
  EmittedDynamics out;
  out.program = std::make_unique<Program>();
  out.dof = independent_joint_count(model);
  out.coupled = has_coupled_joints(model);
  out.followers = model.dof() - out.dof;
  out.floating_base = model.floating_base;
  if (has_task(model)) out.task = task_rows(model);
  DynamicsBuild build(model, options, progress, *out.program);
  for (const Frame& frame : build.frames()) out.frames.push_back(frame.name);
  for (const Contact& contact : model.contacts) out.contacts.push_back(contact.frame);
  out.contact_rows = contact_rows(model.contacts);
  out.baumgarte = model.baumgarte.has_value();
  // The base parameters (a search of their own) only where a function needs them.
  bool needs_base = false;
  for (const EmittedFunctionSpec& spec : emitted_function_specs())
    needs_base = needs_base || (spec.base() && wanted(spec));
  if (needs_base) report_phase(progress, "base parameters");
  if (const BaseParameters* base = needs_base ? build.base() : nullptr) {
    const std::vector<GiNaC::symbol> pi = standard_parameter_symbols(base->layout);
    out.base = *base;
    out.base_rounded = base->rounded;
    for (const GiNaC::ex& beta :
         base_parameter_values(*base, std::vector<GiNaC::ex>(pi.begin(), pi.end())))
      out.base_expressions.push_back(canonical_string(beta));
  }
  for (const EmittedFunctionSpec& spec : emitted_function_specs()) {
    if (!spec.emitted_for(out.shape())) {
      if (!all && chosen.count(spec.name))
        throw std::invalid_argument(spec.name + " " + not_emitted_reason(spec, out.shape()));
      continue;
    }
    if (!wanted(spec)) continue;
    // The integrator is a template of each language, not a program.
    if (spec.integrator()) {
      out.integrator = true;
      continue;
    }
    report_phase(progress, spec.name);
    EmittedFunction f = function_builder(spec.id)(build);
    std::vector<Value> values;
    for (const EmittedOutput& o : f.outputs) values.push_back(o.value);
    f.count = out.program->count(values);
    if (f.leg_lanes && !leg_lanes_pay(*f.leg_lanes, f.count)) f.leg_lanes.reset();
    f.solve_count = solve_count(
        f, {{"n", build.nv()}, {"m", static_cast<int>(out.task.size())}, {"c", out.contact_rows}});
    f.batch = options.batches;
    out.functions.push_back(std::move(f));
  }
  return out;
}

}  // namespace

EmittedDynamics emitted_dynamics(const Model& model, const CodegenOptions& options,
                                 const Progress& progress) {
  const std::vector<std::string> asked = asked_functions(options);
  std::set<std::string> chosen(asked.begin(), asked.end());
  const bool all = asked.empty();
  EmittedDynamics out = build_functions(model, options, progress, chosen, all);
  if (all) return out;
  // A task function calls others (mass_matrix, task_jacobian, ...): when they
  // were left out, build again with them, in the table's order as always.
  const std::size_t before = chosen.size();
  for (const EmittedFunction& f : out.functions)
    for (const std::string& name : f.called_functions()) chosen.insert(name);
  if (chosen.size() == before) return out;
  return build_functions(model, options, progress, chosen, all);
}

std::vector<std::vector<EmittedOutput>> outputs_by_frame(const EmittedFunction& f) {
  if (f.frame_ends.empty()) return {f.outputs};
  std::vector<std::vector<EmittedOutput>> frames;
  std::size_t begin = 0;
  for (const std::size_t end : f.frame_ends) {
    frames.emplace_back(f.outputs.begin() + static_cast<std::ptrdiff_t>(begin),
                        f.outputs.begin() + static_cast<std::ptrdiff_t>(end));
    begin = end;
  }
  return frames;
}

std::vector<BodyStatement> EmittedFunction::body() const {
  std::vector<std::string> written;  // by a call of the body
  for (const Call& call : calls)
    written.insert(written.end(), call.writes.begin(), call.writes.end());
  for (const BodyStatement& s : after)
    if (s.kind == BodyStatement::Kind::call)
      written.insert(written.end(), s.call.writes.begin(), s.call.writes.end());
  std::vector<BodyStatement> body;
  for (const LocalArray& local : locals) body.push_back(local_statement(local));
  for (const Call& call : calls) body.push_back(call_statement(call));
  BodyStatement program;
  program.blocks = outputs_by_frame(*this);
  program.per_frame = !frame_ends.empty();
  program.leg_lanes = leg_lanes;
  body.push_back(program);
  if (!mirrored.empty()) {
    BodyStatement mirror;
    mirror.kind = BodyStatement::Kind::mirror;
    mirror.mirrored = mirrored;
    body.push_back(mirror);
  }
  body.insert(body.end(), after.begin(), after.end());
  if (!status_call.empty()) {
    BodyStatement status = call_statement(status_call);
    status.kind = BodyStatement::Kind::status;
    body.push_back(status);
  }
  for (BodyStatement& s : body)
    if (s.kind == BodyStatement::Kind::local)
      s.written_by_call = std::find(written.begin(), written.end(), s.local.name) != written.end();
  return body;
}

std::vector<std::string> EmittedFunction::called_functions() const {
  // The calls of body(), without copying its outputs.
  std::vector<const Call*> called;
  for (const Call& call : calls) called.push_back(&call);
  for (const BodyStatement& s : after)
    if (s.kind == BodyStatement::Kind::call) called.push_back(&s.call);
  called.push_back(&status_call);
  std::vector<std::string> names;
  for (const Call* call : called)
    if (call->spec()) names.push_back(call->function);
  return names;
}

std::vector<LoopFunction> EmittedFunction::solves() const {
  std::vector<LoopFunction> loops;
  for (const BodyStatement& s : after)
    if (s.kind == BodyStatement::Kind::solve) loops.push_back(s.loops);
  return loops;
}

std::vector<std::string> EmittedDynamics::function_names() const {
  std::vector<std::string> names;
  for (const EmittedFunction& f : functions) names.push_back(f.name());
  if (integrator) names.push_back("integrate");
  return names;
}

}  // namespace nedyn
