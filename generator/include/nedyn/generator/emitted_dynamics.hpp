#pragma once

// The functions nedyn emits (docs/design.md §3), each as outputs of one shared
// Program: one per row of emitted_function_specs() (nedyn/runtime/
// emitted_functions.hpp), in that order, each made by its builder
// (function_builders.hpp) from the routes of a DynamicsBuild
// (dynamics_build.hpp), which keeps the cheapest of each (docs/design.md §5).

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "nedyn/generator/base_parameters.hpp"
#include "nedyn/generator/call_statement.hpp"
#include "nedyn/generator/dynamics_terms.hpp"
#include "nedyn/generator/emitted_body.hpp"
#include "nedyn/generator/program.hpp"
#include "nedyn/model/model.hpp"
#include "nedyn/runtime/emitted_functions.hpp"

namespace nedyn {

struct LegLaneProgram;

struct EmittedFunction {
  /// Its row of emitted_function_specs(): name, inputs, results, traits.
  const EmittedFunctionSpec* spec = nullptr;
  std::vector<std::string> inputs;      ///< arrays read: q, qd, qdd, tau
  std::vector<std::string> results;     ///< the arrays written: tau, M, ...
  std::vector<EmittedOutput> outputs;   ///< in the order they are written
  std::vector<MirroredEntry> mirrored;  ///< entries copied after the outputs
  std::string route;                    ///< how the outputs were built
  OperationCount count;                 ///< of every output together (the program's)
  /// Of the solves after the program: the derivative products
  /// (derivative_products.hpp), the task-space factorisations (task_space_solves.hpp).
  OperationCount solve_count;
  /// Arrays the outputs and calls write besides the results (J, kTask x kNv).
  std::vector<LocalArray> locals;
  /// Calls of other emitted functions or the templates' helpers before the
  /// outputs (mass_matrix(q, M), task_rows_of(a, h)).
  std::vector<Call> calls;
  /// For a function that returns a status: the call after the outputs whose
  /// value it returns (task_space_solve, task_space_solves.hpp); it
  /// writes the function's results. Empty otherwise.
  Call status_call;
  /// Statements after the outputs and the mirrored entries: for the forward
  /// dynamics' derivatives (outputs qdd and M^-1), the call of
  /// inverse_dynamics_derivatives at qdd into local arrays and the solve
  /// -M^-1 times its Jacobians (derivative_products.hpp). Empty otherwise.
  std::vector<BodyStatement> after;
  /// For a function of a frame (EmittedFunctionSpec::per_frame): where each
  /// frame's outputs end, outputs [frame_ends[k-1], frame_ends[k]) those of
  /// frame k; each language prints them as the cases of a switch on `frame`.
  std::vector<std::size_t> frame_ends;
  /// Whether NAME_batch is emitted beside the single call (CodegenOptions::batches).
  bool batch = true;
  /// inverse_dynamics of a robot with legs: the same forces computed leg by
  /// leg (leg_lanes.hpp), what C++ prints in double; null otherwise.
  std::shared_ptr<const LegLaneProgram> leg_lanes;

  const std::string& name() const { return spec->name; }
  EmittedFunctionId id() const { return spec->id; }

  /// The whole body in order: locals, calls, the outputs (per frame, or leg
  /// by leg where legs is set), the mirrored entries, `after`, the status.
  std::vector<BodyStatement> body() const;
  /// The emitted functions its body calls.
  std::vector<std::string> called_functions() const;
  /// The solves its body runs (BodyStatement::Kind::solve), in order.
  std::vector<LoopFunction> solves() const;
};

/// f's outputs of each frame (EmittedFunction::frame_ends), one list per
/// frame; all of them as one list for a function that is not of a frame.
std::vector<std::vector<EmittedOutput>> outputs_by_frame(const EmittedFunction& f);

struct CodegenOptions {
  /// Try the expanded closed forms for M, G, B, C (they win for small robots).
  bool closed_forms = true;
  /// Closed forms stop (and the recursion route is used) beyond these sizes.
  ExpansionLimits limits{20000, 2e6};
  /// Longer chains skip the closed forms: from 7 joints on (the Panda) the
  /// recursion won every function, and a 10-joint chain spent 30 s on closed
  /// forms it then discarded. A joint count, not a clock, so that the emitted
  /// bytes never depend on the machine's speed.
  int max_closed_form_joints = 8;
  /// The frames that get frame functions, by name (chosen_frames(): the
  /// leaves and the tool where empty).
  std::vector<std::string> frames;
  /// The functions to emit, by name (`generate --functions`), with those their
  /// bodies call; empty: every function of the model.
  std::vector<std::string> functions;
  /// Emit NAME_batch beside each single call (`generate --no-batch`: false).
  bool batches = true;
};

struct EmittedDynamics {
  std::unique_ptr<Program> program;
  int dof = 0;  ///< joints with a coordinate of their own (all without coupled joints)
  /// Joints follow others (--mimic couple): every function in the
  /// coordinates y, its whole tree folded (docs/kinematics.md).
  bool coupled = false;
  int followers = 0;           ///< joints that follow others: Model::dof() - dof
  bool floating_base = false;  ///< Model::floating_base: q has kNq = n + 7 entries, qd kNv = n + 6
  std::vector<int> task;       ///< task_rows() of the model; empty: no task_* functions
  /// The base parameters (base_parameters.hpp): beta_k = base_expressions[k]
  /// over the standard parameters XX1, ..., Fc<n>, as text; empty (and no
  /// base_* functions) where they were not found.
  std::vector<std::string> base_expressions;
  bool base_rounded = false;  ///< from the rounded elimination (BaseParameters::rounded)
  /// The base parameters themselves, for checks of the base_* functions
  /// (numeric_map()); none where they were not found.
  std::optional<BaseParameters> base;
  std::vector<EmittedFunction> functions;
  /// The names of the frames of the frame functions, by index (kFrameNames).
  std::vector<std::string> frames;
  /// The model's contacts (Model::contacts): their frames (kContactNames)
  /// and their rows (kContactRows: 3 per point, 6 per 6d contact).
  std::vector<std::string> contacts;
  int contact_rows = 0;
  /// Baumgarte's gains given (Model::baumgarte): constrained_forward_dynamics_baumgarte.
  bool baumgarte = false;
  /// Whether integrate() is emitted (a floating base's, unless --functions leaves it out).
  bool integrator = false;

  /// Every function the emitted files define: the programs' (functions), then
  /// the integrator's for a floating base (its template).
  std::vector<std::string> function_names() const;

  EmittedShape shape() const {
    return {dof,
            static_cast<int>(task.size()),
            static_cast<int>(base_expressions.size()),
            floating_base,
            static_cast<int>(frames.size()),
            static_cast<int>(contacts.size()),
            contact_rows,
            baumgarte,
            coupled,
            followers};
  }
};

/// std::invalid_argument where options.functions names a function that is not
/// emitted for the model (an unknown name, a task function without a task, ...).
EmittedDynamics emitted_dynamics(const Model& model, const CodegenOptions& options = {},
                                 const Progress& progress = nullptr);

}  // namespace nedyn
