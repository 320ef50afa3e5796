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

std::string argument_text(const CallArgument& argument, const ArgumentDialect& dialect) {
  switch (argument.kind) {
    case CallArgument::Kind::absent:
      return dialect.absent;
    case CallArgument::Kind::constant:
      return dialect.constant(argument.name);
    case CallArgument::Kind::number:
      return std::to_string(argument.number);
    case CallArgument::Kind::flag:
      return argument.number ? dialect.yes : dialect.no;
    case CallArgument::Kind::array:
      break;
  }
  return argument.name;
}

std::vector<std::string> read_arguments(const Call& call, bool parameters,
                                        const ArgumentDialect& dialect) {
  std::vector<std::string> arguments;
  if (parameters && call.spec()) arguments.push_back("p");
  for (const CallArgument& a : call.reads) arguments.push_back(argument_text(a, dialect));
  return arguments;
}

std::string size_text(const LocalArray& local, const ArgumentDialect& dialect) {
  std::string text;
  for (const CallArgument& factor : local.size)
    text += (text.empty() ? "" : " * ") + argument_text(factor, dialect);
  return text;
}

}  // namespace nedyn
