#include "nedyn/generator/emitted_dynamics.hpp"

#include <stdexcept>

#include "nedyn/generator/canonical_printer.hpp"
#include "nedyn/generator/dynamics_build.hpp"
#include "nedyn/generator/function_builders.hpp"
#include "nedyn/runtime/emitted_functions.hpp"

namespace nedyn {

EmittedDynamics emitted_dynamics(const Model& model, const CodegenOptions& options,
                                 const Progress& progress) {
  EmittedDynamics out;
  out.program = std::make_unique<Program>();
  out.dof = model.dof();
  out.floating_base = model.floating_base;
  // A floating base has the dynamics functions so far (docs/kinematics.md).
  if (has_task(model) && !model.floating_base) out.task = task_rows(model);
  DynamicsBuild build(model, options, progress, *out.program);
  for (const Frame& frame : build.frames()) out.frames.push_back(frame.name);
  const std::vector<GiNaC::symbol> pi = standard_parameter_symbols(model.dof());
  if (const BaseParameters* base = model.floating_base ? nullptr : build.base()) {
    out.base = *base;
    out.base_rounded = base->rounded;
    for (const GiNaC::ex& beta :
         base_parameter_values(*base, std::vector<GiNaC::ex>(pi.begin(), pi.end())))
      out.base_expressions.push_back(canonical_string(beta));
  }
  for (const EmittedFunctionSpec& spec : emitted_function_specs()) {
    // The integrator is a template of each language, not a program.
    if (!spec.emitted_for(out.shape()) || spec.integrator) continue;
    const auto builder = function_builders().find(spec.name);
    if (builder == function_builders().end())
      throw std::logic_error("no builder for the emitted function " + spec.name);
    EmittedFunction f = builder->second(build);
    std::vector<Value> values;
    for (const EmittedOutput& o : f.outputs) values.push_back(o.value);
    f.count = out.program->count(values);
    out.functions.push_back(std::move(f));
  }
  return out;
}

std::vector<std::string> EmittedDynamics::function_names() const {
  std::vector<std::string> names;
  for (const EmittedFunction& f : functions) names.push_back(f.name);
  for (const EmittedFunctionSpec& spec : emitted_function_specs())
    if (spec.integrator && spec.emitted_for(shape())) names.push_back(spec.name);
  return names;
}

}  // namespace nedyn
