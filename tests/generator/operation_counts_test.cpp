// No emitted function of any model that was in models/, tests/models/ or
// tests/op_count_models/ before every input was lowered to the one kinematic
// form needs more operations than it did then: the counts recorded then
// (tests/op_count_models/operation_counts.csv) bound today's, function by
// function, and every function of those models has its row. (Models added
// since, such as the axes files, have no earlier count to keep. Tool frames
// added since are left out: they move the Jacobian's point.)

#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/model/model_file.hpp"
#include "test_support.hpp"

namespace nedyn {
namespace {

using Recorded = std::map<std::string, std::map<std::string, OperationCount>>;

// model path (relative to the source tree) -> function -> recorded count.
Recorded recorded_counts() {
  std::ifstream in(NEDYN_SOURCE_DIR "/tests/op_count_models/operation_counts.csv");
  REQUIRE(in);
  Recorded counts;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string model, function, number;
    std::getline(fields, model, ',');
    std::getline(fields, function, ',');
    OperationCount c;
    for (int* field : {&c.multiplications, &c.additions, &c.divisions, &c.calls}) {
      REQUIRE(std::getline(fields, number, ','));
      *field = std::stoi(number);
    }
    counts[model][function] = c;
  }
  return counts;
}

/// The in-place Cholesky solve that followed forward dynamics' program when
/// the counts were recorded (templates/cholesky_solve.mustache then: M = L L^T,
/// L y = r, L^T qdd = y), which the record's program-only count leaves out;
/// today the factorisation is in the program. M of order n.
OperationCount recorded_cholesky_solve(int n) {
  OperationCount c;
  const auto products = [&](int count) {
    c.multiplications += count;
    c.additions += count;
  };
  for (int j = 0; j < n; ++j) {
    products(j);
    c.calls += 1;  // the square root
    for (int i = j + 1; i < n; ++i) {
      products(j);
      c.divisions += 1;
    }
  }
  for (int i = 0; i < n; ++i) {
    products(i);
    products(n - 1 - i);
    c.divisions += 2;
  }
  return c;
}

void check_no_more_operations(const std::vector<std::string>& models) {
  // Operation counts are the same in every build; the sanitizers' build,
  // ~15x slower at generation, leaves them to the g++ build.
  if (NEDYN_SANITIZED) return;
  const Recorded recorded = recorded_counts();
  for (const std::string& model : models) {
    DYNAMIC_SECTION(model) {
      REQUIRE(recorded.count(model) == 1);
      const auto& before = recorded.at(model);
      // Without the tool frame models have gained since: the Jacobian, Jdot qd
      // and the tip wrench are then of the last frame, as they were.
      Model without_tool = load_model(NEDYN_SOURCE_DIR "/" + model);
      without_tool.tool = Placement{};
      const EmittedDynamics d = emitted_dynamics(without_tool);
      std::set<std::string> seen;
      for (const EmittedFunction& f : d.functions) {
        INFO(model << ": " << f.name() << " now " << f.count.multiplications << " mul, "
                   << f.count.additions << " add, " << f.count.divisions << " div, "
                   << f.count.calls << " calls (" << f.route << ")");
        if (before.count(f.name()) == 0) continue;  // a function added since
        OperationCount then = before.at(f.name());
        if (f.name() == "forward_dynamics") then += recorded_cholesky_solve(without_tool.nv());
        CHECK(f.count.total() + f.solve_count.total() <= then.total());
        seen.insert(f.name());
      }
      CHECK(seen.size() == before.size());
    }
  }
}

}  // namespace

TEST_CASE("example models need no more operations than before the one kinematic form",
          "[codegen][operation_counts]") {
  std::vector<std::string> models;
  for (const auto& entry : recorded_counts())
    if (entry.first.rfind("models/", 0) == 0) models.push_back(entry.first);
  check_no_more_operations(models);
}

TEST_CASE("test models need no more operations than before the one kinematic form",
          "[codegen][operation_counts]") {
  std::vector<std::string> models;
  for (const auto& entry : recorded_counts())
    if (entry.first.rfind("tests/", 0) == 0) models.push_back(entry.first);
  check_no_more_operations(models);
}

}  // namespace nedyn
