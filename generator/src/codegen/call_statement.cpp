#include "nedyn/generator/call_statement.hpp"

#include <stdexcept>

namespace nedyn {

const EmittedFunctionSpec* Call::spec() const {
  for (const EmittedFunctionSpec& s : emitted_function_specs())
    if (s.name == function) return &s;
  return nullptr;
}

Call emitted_call(const std::string& function, const std::vector<std::string>& arrays) {
  const EmittedFunctionSpec& spec = emitted_function_spec(function);
  if (arrays.size() != spec.inputs.size() + spec.results.size())
    throw std::logic_error("emitted_call: " + function + " takes " +
                           std::to_string(spec.inputs.size() + spec.results.size()) +
                           " arrays, given " + std::to_string(arrays.size()));
  Call call;
  call.function = function;
  for (std::size_t i = 0; i < arrays.size(); ++i) {
    if (i < spec.inputs.size())
      call.reads.push_back(CallArgument::array(arrays[i]));
    else
      call.writes.push_back(arrays[i]);
  }
  return call;
}

std::vector<std::string> arrays_read(const Call& call) {
  std::vector<std::string> arrays;
  for (const CallArgument& a : call.reads)
    if (a.kind == CallArgument::Kind::array) arrays.push_back(a.name);
  return arrays;
}

}  // namespace nedyn
