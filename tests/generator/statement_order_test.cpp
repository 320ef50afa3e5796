// The printed order of statements (statement_order): a permutation of the
// evaluation order that computes every node after its operands, keeps the
// calls in front, and on the arms' functions keeps fewer values live than
// the depth-first order it starts from (the spills it exists to save).

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/statement_order.hpp"
#include "nedyn/model/model_file.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

namespace {

struct Function {
  std::vector<Value> outputs;
  std::vector<int> ids;
  std::vector<char> temporary;
  std::size_t front = 0;
};

/// As the printer makes them: shared non-leaf nodes, calls and signs (long
/// texts aside) are temporaries; calls and their arguments come first.
Function prepare(const Program& program, const EmittedFunction& f) {
  Function fn;
  for (const EmittedOutput& o : f.outputs) fn.outputs.push_back(o.value);
  fn.ids = program.evaluation_order(fn.outputs);
  std::vector<int> uses(static_cast<std::size_t>(program.size()), 0);
  for (int id : fn.ids)
    for (int operand : {program.node(id).a, program.node(id).b})
      if (operand >= 0) ++uses[static_cast<std::size_t>(operand)];
  fn.temporary.assign(static_cast<std::size_t>(program.size()), 0);
  for (std::size_t i = 0; i < fn.ids.size(); ++i) {
    const Node& n = program.node(fn.ids[i]);
    const bool leaf = n.op == OpCode::constant || n.op == OpCode::input;
    if (n.op == OpCode::call) fn.front = i + 1;
    fn.temporary[static_cast<std::size_t>(fn.ids[i])] =
        !leaf && (uses[static_cast<std::size_t>(fn.ids[i])] > 1 || n.op == OpCode::call ||
                  n.op == OpCode::sign);
  }
  return fn;
}

/// Values alive, summed over the statements (temporaries in print order): a
/// value lives from its statement to the statement that last reads it (the
/// end for outputs). Also the most alive at once.
struct Liveness {
  long total = 0;
  int most = 0;
};
Liveness live_values(const Program& program, const Function& fn, const std::vector<int>& order) {
  const std::size_t size = static_cast<std::size_t>(program.size());
  // The statement each node's text belongs to: itself if a temporary, else its reader's.
  std::vector<int> statement(size, -1), index(size, -1);
  int statements = 0;
  for (int id : order)
    if (fn.temporary[static_cast<std::size_t>(id)])
      index[static_cast<std::size_t>(id)] = statements++;
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    const std::size_t id = static_cast<std::size_t>(*it);
    if (fn.temporary[id]) statement[id] = index[id];
    for (int operand : {program.node(*it).a, program.node(*it).b})
      if (operand >= 0 && !fn.temporary[static_cast<std::size_t>(operand)] &&
          statement[static_cast<std::size_t>(operand)] < 0)
        statement[static_cast<std::size_t>(operand)] = statement[id];
  }
  std::vector<int> last(size, -1);
  for (int id : order)
    for (int operand : {program.node(id).a, program.node(id).b})
      if (operand >= 0 && fn.temporary[static_cast<std::size_t>(operand)])
        last[static_cast<std::size_t>(operand)] = std::max(
            last[static_cast<std::size_t>(operand)], statement[static_cast<std::size_t>(id)] < 0
                                                         ? statements
                                                         : statement[static_cast<std::size_t>(id)]);
  for (const Value& v : fn.outputs) last[static_cast<std::size_t>(v.id)] = statements;
  std::vector<int> alive(static_cast<std::size_t>(statements) + 1, 0);
  Liveness result;
  for (int id : order) {
    const std::size_t i = static_cast<std::size_t>(id);
    if (!fn.temporary[i] || last[i] < 0) continue;
    result.total += last[i] - index[i];
    for (int k = index[i]; k < last[i]; ++k) ++alive[static_cast<std::size_t>(k)];
  }
  result.most = *std::max_element(alive.begin(), alive.end());
  return result;
}

}  // namespace

TEST_CASE("statement order is a valid evaluation order that keeps the calls first",
          "[codegen][order]") {
  for (const char* robot : {"puma560", "panda", "stanford", "rr_planar"}) {
    const Model model = load_model(std::string(NEDYN_MODELS_DIR) + "/" + robot + ".yaml");
    const EmittedDynamics dynamics = emitted_dynamics(model);
    for (const EmittedFunction& f : dynamics.functions) {
      INFO(robot << " " << f.name());
      const Function fn = prepare(*dynamics.program, f);
      const std::vector<int> order =
          statement_order(*dynamics.program, fn.ids, fn.front, fn.temporary, fn.outputs);
      std::vector<int> sorted = order, expected = fn.ids;
      std::sort(sorted.begin(), sorted.end());
      std::sort(expected.begin(), expected.end());
      REQUIRE(sorted == expected);
      CHECK(
          std::equal(fn.ids.begin(), fn.ids.begin() + static_cast<long>(fn.front), order.begin()));
      std::vector<char> done(static_cast<std::size_t>(dynamics.program->size()), 0);
      for (int id : order) {
        for (int operand : {dynamics.program->node(id).a, dynamics.program->node(id).b})
          if (operand >= 0) REQUIRE(done[static_cast<std::size_t>(operand)]);
        done[static_cast<std::size_t>(id)] = 1;
      }
    }
  }
}

TEST_CASE("statement order keeps fewer values live than depth-first order on the arms",
          "[codegen][order]") {
  long total_depth_first = 0, total_scheduled = 0;
  for (const char* robot : {"puma560", "panda"}) {
    const Model model = load_model(std::string(NEDYN_MODELS_DIR) + "/" + robot + ".yaml");
    const EmittedDynamics dynamics = emitted_dynamics(model);
    for (const EmittedFunction& f : dynamics.functions) {
      if (f.name() != "inverse_dynamics" && f.name() != "mass_matrix" &&
          f.name() != "coriolis_centrifugal")
        continue;
      const Function fn = prepare(*dynamics.program, f);
      const Liveness depth_first = live_values(*dynamics.program, fn, fn.ids);
      const Liveness scheduled = live_values(
          *dynamics.program, fn,
          statement_order(*dynamics.program, fn.ids, fn.front, fn.temporary, fn.outputs));
      INFO(robot << " " << f.name() << ": " << depth_first.total << " -> " << scheduled.total
                 << ", at most " << depth_first.most << " -> " << scheduled.most);
      CHECK(scheduled.total <= depth_first.total);
      CHECK(scheduled.most <= depth_first.most);
      total_depth_first += depth_first.total;
      total_scheduled += scheduled.total;
    }
  }
  CHECK(total_scheduled < total_depth_first);
}
