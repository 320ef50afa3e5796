#include "nedyn/generator/solve_helpers.hpp"

#include <set>
#include <stdexcept>

#include "nedyn/generator/contact_solves.hpp"
#include "nedyn/generator/task_space_solves.hpp"

namespace nedyn {
namespace {

void add_calls(const std::vector<LoopStatement>& body, std::set<std::string>& names) {
  for (const LoopStatement& s : body) {
    if (s.kind == LoopStatement::Kind::call) names.insert(s.name);
    add_calls(s.body, names);
    add_calls(s.otherwise, names);
  }
}

}  // namespace

std::vector<LoopFunction> solve_helpers(const std::vector<int>& task_rows) {
  std::vector<LoopFunction> all = task_space_solves(task_rows);
  for (LoopFunction& f : contact_solves()) all.push_back(std::move(f));
  return all;
}

std::vector<LoopFunction> solve_helpers_called(const std::vector<EmittedFunction>& functions,
                                               const std::vector<int>& task_rows) {
  const std::vector<LoopFunction> all = solve_helpers(task_rows);
  std::set<std::string> names;
  for (const EmittedFunction& f : functions) {
    if (!f.status_call.empty()) names.insert(f.status_call.function);
    for (const Call& call : f.calls)
      if (!call.spec()) names.insert(call.function);
  }
  // Callers come after their callees: one pass from the last adds every callee.
  for (auto f = all.rbegin(); f != all.rend(); ++f)
    if (names.count(f->name)) add_calls(f->body, names);
  std::vector<LoopFunction> called;
  for (const LoopFunction& f : all)
    if (names.count(f.name)) called.push_back(f);
  return called;
}

OperationCount status_call_count(const Call& status_call, const std::map<std::string, int>& sizes) {
  const std::map<std::string, std::string> constants = {{"kTask", "m"}, {"kContactRows", "c"}};
  std::vector<LoopArgument> arguments;
  for (const CallArgument& a : status_call.reads) {
    LoopArgument argument;
    argument.present = a.kind != CallArgument::Kind::absent;
    if (a.kind == CallArgument::Kind::number || a.kind == CallArgument::Kind::flag)
      argument.number = a.number;
    if (a.kind == CallArgument::Kind::constant) {
      const auto size = constants.find(a.name);
      if (size == constants.end())
        throw std::logic_error("status_call_count: a count of " + a.name);
      argument.number = sizes.at(size->second);
    }
    arguments.push_back(argument);
  }
  return loop_count(solve_helpers({}), status_call.function, arguments, sizes);
}

}  // namespace nedyn
