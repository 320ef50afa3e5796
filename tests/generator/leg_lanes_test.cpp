// Leg lanes (generator/include/nedyn/generator/leg_lanes.hpp): which robots
// have legs, and that the emitted tau, M, tau's derivatives and forward
// dynamics computed in them give one set of bits on every path: four legs in the lanes
// of an AVX2 vector, two in SSE2's, one leg a pass in C. (`nedyn check` of the
// floating quadruped, tests/cli/urdf_cli_test.cpp, compares them with the
// runtime, and its batches with its single calls.)

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "cli_support.hpp"
#include "nedyn/generator/commands.hpp"
#include "nedyn/generator/compiled_dynamics.hpp"
#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/generator/leg_lanes.hpp"
#include "nedyn/generator/output_files.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "test_support.hpp"

using namespace nedyn;

namespace {

Model urdf_model(const std::string& name, bool floating) {
  UrdfOptions options;
  options.floating_base = floating;
  std::vector<std::string> notes;
  return load_urdf(NEDYN_SOURCE_DIR "/tests/urdf/" + name + ".urdf", options, notes);
}

std::string text_of(const std::vector<EmittedFile>& files, const std::string& name) {
  for (const EmittedFile& file : files)
    if (file.name == name) return file.text;
  return "";
}

}  // namespace

TEST_CASE("legs: four subtrees on the base with the same joints at equal strides",
          "[codegen][legs]") {
  const std::optional<LegLayout> quadruped = find_legs(urdf_model("quadruped12", true));
  REQUIRE(quadruped);
  CHECK(quadruped->joints == 3);
  CHECK(quadruped->first == 0);
  CHECK(quadruped->stride == 3);
  // A hand on a fixed palm: four fingers of four joints (the thumb as well).
  const std::optional<LegLayout> hand = find_legs(urdf_model("hand16", false));
  REQUIRE(hand);
  CHECK(hand->joints == 4);
  CHECK(hand->stride == 4);
  // Two arms and two legs of other lengths, a neck: no four alike.
  CHECK_FALSE(find_legs(urdf_model("humanoid21", true)));
  // A chain has one subtree; a model with symbols keeps its scalar program.
  CHECK_FALSE(find_legs(load_model(std::string(NEDYN_MODELS_DIR) + "/panda.yaml")));
  CHECK_FALSE(find_legs(load_model(std::string(NEDYN_MODELS_DIR) + "/rr_planar.yaml")));
}

TEST_CASE("leg lanes: the legs' constants that differ are one input each", "[codegen][legs]") {
  const Model model = urdf_model("quadruped12", true);
  const std::optional<LegLaneProgram> torques = leg_lane_torques(model);
  REQUIRE(torques);
  // Six base rows and three joints from each leg's program; the base's
  // program writes the base body's share of the six rows.
  CHECK(torques->leg_outputs.size() == 9);
  CHECK(torques->base_outputs.size() == 6);
  REQUIRE_FALSE(torques->constants.empty());
  for (std::size_t m = 0; m < torques->constants.size(); ++m) {
    INFO("k" << m);
    const std::vector<GiNaC::ex>& row = torques->constants[m];
    REQUIRE(row.size() == 4);
    // Not the same in every leg (those fold as constants), and no two rows equal.
    CHECK_FALSE((row[0].is_equal(row[1]) && row[0].is_equal(row[2]) && row[0].is_equal(row[3])));
    for (std::size_t k = 0; k < m; ++k) {
      bool equal = true;
      for (std::size_t l = 0; l < 4; ++l)
        equal = equal && row[l].is_equal(torques->constants[k][l]);
      CHECK_FALSE(equal);
    }
  }
}

TEST_CASE("leg lanes are printed where they take at most 10% more operations", "[codegen][legs]") {
  // tau, M, tau's derivatives, forward dynamics and the program of q̈ and
  // M^-1 in forward dynamics' derivatives (which call tau's); the fixed
  // quadruped's M (92/68 operations) and tau's derivatives fold so much of
  // each leg's that four legs' programs are over the whole's.
  for (const auto& [name, floating, function, printed] :
       std::vector<std::tuple<std::string, bool, std::string, bool>>{
           {"quadruped12", true, "inverse_dynamics", true},
           {"quadruped12", false, "inverse_dynamics", true},
           {"hand16", false, "inverse_dynamics", false},
           {"quadruped12", true, "inverse_dynamics_derivatives", true},
           {"quadruped12", false, "inverse_dynamics_derivatives", false},
           {"hand16", true, "inverse_dynamics_derivatives", false},
           {"quadruped12", true, "forward_dynamics", true},
           {"hand16", true, "forward_dynamics", false},
           {"quadruped12", true, "forward_dynamics_derivatives", true},
           {"quadruped12", true, "mass_matrix", true},
           {"quadruped12", false, "mass_matrix", false}}) {
    INFO(name << (floating ? " floating, " : " fixed, ") << function);
    const Model model = urdf_model(name, floating);
    GenerateRequest request;
    request.model_path = NEDYN_SOURCE_DIR "/tests/urdf/" + name + ".urdf";
    request.functions = {function};
    const EmittedDynamics dynamics = requested_dynamics(model, request, {});
    // forward_dynamics_derivatives brings inverse_dynamics_derivatives, which
    // it calls. (A named copy: lambdas capture no structured binding in C++17.)
    const std::string wanted = function;
    const auto named = std::find_if(dynamics.functions.begin(), dynamics.functions.end(),
                                    [&](const EmittedFunction& g) { return g.name() == wanted; });
    REQUIRE(named != dynamics.functions.end());
    const EmittedFunction& f = *named;
    // The hand's fingers hang at other angles: as symbols of one finger's
    // program they keep the products that a finger's own zeros and ones fold.
    const std::optional<LegLaneProgram> legs =
        function == "inverse_dynamics"               ? leg_lane_torques(model)
        : function == "mass_matrix"                  ? leg_lane_mass_matrix(model)
        : function == "forward_dynamics"             ? leg_lane_forward_dynamics(model)
        : function == "forward_dynamics_derivatives" ? leg_lane_forward_dynamics(model, true)
                                                     : leg_lane_torque_derivatives(model);
    REQUIRE(legs);
    CHECK(leg_lanes_pay(*legs, f.count) == printed);
    CHECK(static_cast<bool>(f.leg_lanes) == printed);
    const std::string source =
        text_of(emit_files(model, dynamics, emit_request(request)), name + ".cpp");
    CHECK((source.find("Legs::kPasses") != std::string::npos) == printed);
  }
}

TEST_CASE("legs whose values are all numbers are not run in lanes", "[codegen][legs]") {
  // The mobile manipulator's four wheels: each wheel's row of M is its
  // inertia about its axle, a number, which the base's part writes; a leg
  // program with nothing to store printed a loop whose lane type went unused
  // (a -Werror failure of the emitted file).
  const Model model = urdf_model("mobile_manipulator48", false);
  REQUIRE(find_legs(model));
  const std::optional<LegLaneProgram> legs = leg_lane_mass_matrix(model);
  REQUIRE(legs);
  CHECK(legs->leg_outputs.empty());
  CHECK_FALSE(leg_lanes_pay(*legs, OperationCount{1000000, 1000000, 0, 0}));
}

TEST_CASE("leg lanes of tau's derivatives: each leg's entries, zeros between legs",
          "[codegen][legs]") {
  const Model model = urdf_model("quadruped12", true);
  const std::optional<LegLaneProgram> legs = leg_lane_torque_derivatives(model);
  REQUIRE(legs);
  const int n = model.nv();  // 18
  // The leg's program: its 9 x 9 block of each matrix (the base's rows and
  // columns, its joints'), less the entries that are numbers (tau does not
  // depend on the base's position: the base's part writes those zeros); the
  // base's 6 x 6 block summed over the legs.
  std::set<std::pair<std::string, int>> written;
  std::size_t summed = 0;
  for (std::size_t i = 0; i < legs->leg_outputs.size(); ++i) {
    const EmittedOutput& o = legs->leg_outputs[i];
    const int stride = legs->leg_strides[i];
    if (o.target.array == "w") {
      REQUIRE(stride == 0);
      ++summed;
      continue;
    }
    const int row = o.target.index / n, column = o.target.index % n;
    // Leg 0's entries: a joint of leg 0 (6, 7, 8) in the row, the column or both.
    CHECK((row >= 6 || column >= 6));
    CHECK(row < 9);
    CHECK(column < 9);
    CHECK(stride == (row >= 6 ? 3 * n : 0) + (column >= 6 ? 3 : 0));
    for (int l = 0; l < 4; ++l) written.insert({o.target.array, o.target.index + stride * l});
  }
  CHECK(summed == legs->summed.size());
  for (const ArrayElement& e : legs->summed) {
    CHECK(e.index / n < 6);
    CHECK(e.index % n < 6);
  }
  // The base's part writes the rest, each entry once, the summed ones first.
  std::set<std::pair<std::string, int>> by_base;
  for (const EmittedOutput& o : legs->base_outputs) {
    CHECK(by_base.insert({o.target.array, o.target.index}).second);
    CHECK_FALSE(written.count({o.target.array, o.target.index}));
    const int row = o.target.index / n, column = o.target.index % n;
    const int row_leg = row < 6 ? -1 : (row - 6) / 3,
              column_leg = column < 6 ? -1 : (column - 6) / 3;
    // Between two legs: zero.
    if (row_leg >= 0 && column_leg >= 0 && row_leg != column_leg)
      CHECK(legs->base->is_zero(o.value));
  }
  for (const ArrayElement& e : legs->summed) CHECK(by_base.count({e.array, e.index}));
  CHECK(written.size() + by_base.size() == static_cast<std::size_t>(2 * n * n));
}

TEST_CASE("leg lanes of forward dynamics: each leg's rows of L and D, the base's block once",
          "[codegen][legs]") {
  const Model model = urdf_model("quadruped12", true);
  CHECK_FALSE(leg_lane_forward_dynamics(urdf_model("quadruped12", false)));
  const std::optional<LegLaneProgram> legs = leg_lane_forward_dynamics(model);
  REQUIRE(legs);
  // The base's 6 x 6 block (21 entries) and right-hand side; a leg's three
  // coordinates, each y_k, 1 / D_k and L_k,i up its path: 6, 7 and 8 entries.
  const std::vector<std::pair<std::string, int>> locals = {{"fd_base", 27}, {"fd_legs", 4 * 27}};
  CHECK(legs->locals == locals);
  for (const ArrayElement& e : legs->summed) CHECK(e.array == "fd_base");
  CHECK(legs->summed.size() == 27);
  for (std::size_t i = 0; i < legs->leg_outputs.size(); ++i)
    if (legs->leg_outputs[i].target.array != "w") CHECK(legs->leg_strides[i] == 27);
  // The legs read their joints' torques; the solve after them reads only what
  // the legs and the base wrote, and writes every acceleration once.
  std::vector<Value> leg_values;
  for (const EmittedOutput& o : legs->leg_outputs) leg_values.push_back(o.value);
  std::set<std::string> leg_inputs;
  for (const int id : legs->leg->reachable(leg_values))
    if (legs->leg->node(id).op == OpCode::input)
      leg_inputs.insert(legs->leg->node(id).input.text());
  CHECK(leg_inputs.count("ltau0") + leg_inputs.count("ltau1") + leg_inputs.count("ltau2") == 3);
  std::vector<Value> finish_values;
  std::set<int> rows;
  for (const EmittedOutput& o : legs->finish_outputs) {
    CHECK(o.target.array == "qdd");
    CHECK(rows.insert(o.target.index).second);
    finish_values.push_back(o.value);
  }
  CHECK(rows.size() == static_cast<std::size_t>(model.nv()));
  for (const int id : legs->finish->reachable(finish_values)) {
    const Node& n = legs->finish->node(id);
    if (n.op == OpCode::input) CHECK((n.input.name == "fd_base" || n.input.name == "fd_legs"));
  }
}

TEST_CASE("leg lanes give the same bits in four lanes, in two, and in C",
          "[codegen][legs][compile]") {
  for (const auto& [name, floating] :
       std::vector<std::pair<std::string, bool>>{{"quadruped12", true}, {"quadruped12", false}}) {
    DYNAMIC_SECTION(name << (floating ? " floating" : " fixed")) {
      const Model model = urdf_model(name, floating);
      GenerateRequest request;
      request.model_path = NEDYN_SOURCE_DIR "/tests/urdf/" + name + ".urdf";
      // And tau's derivatives and forward dynamics where they are in leg
      // lanes: the floating base.
      request.functions = {"inverse_dynamics"};
      if (floating)
        request.functions.insert(request.functions.end(),
                                 {"mass_matrix", "inverse_dynamics_derivatives", "forward_dynamics",
                                  "forward_dynamics_derivatives"});
      const EmittedDynamics dynamics = requested_dynamics(model, request, {});
      const EmitRequest emit = emit_request(request);
      const std::string source = text_of(emit_files(model, dynamics, emit), name + ".cpp");
      CHECK_THAT(source, Catch::Contains("for (int pass = 0; pass < Legs::kPasses; ++pass) {") &&
                             Catch::Contains("struct LegLanes<SinCosFourLanes, double>"));
      if (!test::processor_has_avx2()) {
        WARN("no AVX2 on this processor: both C++ builds take the two-lane code here");
      }
      const CompiledDynamics four(model, dynamics, emit, false, {}, {"NEDYN_NO_AVX512"});
      const CompiledDynamics pairs(model, dynamics, emit, false, {}, {"NEDYN_NO_AVX2"});
      EmitRequest c_emit = emit;
      c_emit.language = Language::c;
      const CompiledDynamics c(model, dynamics, c_emit, false, {});
      const EmittedShape shape = dynamics.shape();
      const std::size_t nv = static_cast<std::size_t>(shape.nv());
      for (const std::string& function : request.functions) {
        const EmittedEntryPoint lanes = four.entry(function);
        const EmittedEntryPoint two = pairs.entry(function);
        const EmittedEntryPoint one = c.entry(function);
        // dtau_dq and dtau_dqd; qdd, dqdd_dq, dqdd_dqd and dqdd_dtau; M; tau or qdd.
        const std::size_t size = function == "inverse_dynamics_derivatives"   ? 2 * nv * nv
                                 : function == "forward_dynamics_derivatives" ? nv + 3 * nv * nv
                                 : function == "mass_matrix"                  ? nv * nv
                                                                              : nv;
        std::mt19937 rng(20261205);
        std::uniform_real_distribution<double> value(-7.0, 7.0);
        for (int sample = 0; sample < 200; ++sample) {
          std::vector<double> q(static_cast<std::size_t>(shape.nq())), qd(nv), qdd(nv);
          for (std::vector<double>* v : {&q, &qd, &qdd})
            for (double& x : *v) x = value(rng);
          const double* inputs[] = {q.data(), qd.data(), qdd.data()};
          std::vector<double> a(size), b(size), d(size);
          lanes(nullptr, inputs, a.data());
          two(nullptr, inputs, b.data());
          one(nullptr, inputs, d.data());
          INFO(function << ", sample " << sample);
          REQUIRE(std::memcmp(a.data(), b.data(), size * sizeof(double)) == 0);
          REQUIRE(std::memcmp(a.data(), d.data(), size * sizeof(double)) == 0);
        }
      }
    }
  }
}
