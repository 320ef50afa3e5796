#pragma once

// The one table of the functions nedyn emits (docs/design.md §3): each entry's
// name, the arrays it reads, the arrays it writes and their shapes, and
// the line that documents it, and the runtime function it must equal. The
// generator builds one function per entry (its builder, generator/src/
// codegen/function_builders.cpp: the runtime cannot reach the generator),
// the emitted files declare them in this order, `nedyn check` compares each
// with its reference (emitted_check.cpp), and the tests iterate it: a new
// emitted function is one row here and one builder.

#include <functional>
#include <string>
#include <vector>

#include <Eigen/Core>

namespace nedyn {

struct NumericModel;
struct Workspace;
struct EmittedSample;  // emitted_sample.hpp

/// The runtime's value of an emitted function at a state, a matrix of its
/// results' shape (several results stacked, so that the row-major whole is
/// them one after another); false where it has none (forward dynamics of a
/// singular M, a task function at a singularity).
using EmittedReference =
    std::function<bool(const NumericModel&, Workspace&, const EmittedSample&, Eigen::MatrixXd&)>;

/// The sizes of a model that the emitted arrays' shapes depend on.
struct EmittedShape {
  int dof = 0;   ///< joints, kDof
  int task = 0;  ///< task coordinates, kTask (0 without a task)
  int base = 0;  ///< base parameters, kBaseParameters
  bool floating_base = false;
  int frames = 0;          ///< frames with frame functions, kFrames (chosen_frames())
  int contacts = 0;        ///< held frames, kContacts (Model::contacts)
  int contact_rows = 0;    ///< their constraints' rows, kContactRows: 3 per point, 6 per 6d
  bool baumgarte = false;  ///< Baumgarte's gains given (Model::baumgarte)
  /// Joints follow others (--mimic couple): dof counts the independent
  /// joints, whose coordinates q, qd and tau hold (has_coupled_joints()).
  bool coupled = false;
  /// Joints that follow others (coupled): not in dof, but their links have
  /// rows of fext and standard parameters (kFollowers).
  int followers = 0;

  /// Entries of q (kNq) and of qd, qdd, tau (kNv): Model::nq, Model::nv.
  int nq() const { return dof + (floating_base ? 7 : 0); }
  int nv() const { return dof + (floating_base ? 6 : 0); }
  /// The whole tree's joints: Model::dof.
  int tree_dof() const { return dof + followers; }
  /// Rows of fext: Model::links_with_wrenches.
  int links_with_wrenches() const { return tree_dof() + (floating_base ? 1 : 0); }
};

/// The constant that is M's order in the emitted C++ and C: kNv for a
/// floating base (the joints and the base's six), kDof otherwise.
std::string mass_matrix_order(const EmittedShape& shape);

/// An array an emitted function writes, and its shape (row-major).
struct EmittedResult {
  std::string name;  ///< tau, M, dtau_dq, ...
  int (*rows)(const EmittedShape&);
  int (*columns)(const EmittedShape&);

  int size(const EmittedShape& shape) const { return rows(shape) * columns(shape); }
  /// One column for every model (tau, G, ...), not a matrix that has one for some.
  bool is_vector() const;
};

/// An array an emitted function reads, and its shape for one state
/// (row-major): the one place that says how large each input is.
struct EmittedInput {
  std::string name;  ///< q, qd, qdd, tau, w, fext, dt
  int (*rows)(const EmittedShape&);
  int (*columns)(const EmittedShape&);
  /// Its size in the emitted C++ header's constants, each after `{k}` (where
  /// the shim puts the namespace): "{k}kNq", "6 * {k}kDof", "6".
  std::string header_size;
  /// Passed as one number (dt), not as an array.
  bool one_number = false;
  /// An int (frame: an index of kFrameNames), not the scalar type.
  bool integer = false;

  int size(const EmittedShape& shape) const { return rows(shape) * columns(shape); }
  /// One column (q, w, dt), not a matrix (fext, n x 6).
  bool is_vector() const;
  /// header_size with `qualifier` ("NAME::", "NAME_") before each constant;
  /// for a model with coupled joints kDof + kFollowers where the whole
  /// tree's joints are counted (fext).
  std::string size_in_header(const std::string& qualifier, bool coupled = false) const;
};

/// Every input of the emitted functions, in the order of their arguments.
const std::vector<EmittedInput>& emitted_inputs();

/// The input named `name`; std::invalid_argument if there is none.
const EmittedInput& emitted_input(const std::string& name);

/// What sets an emitted function apart, or-ed in its row of the table.
enum EmittedTrait : unsigned {
  kNoTraits = 0,
  kTaskFunction = 1u << 0,  ///< emitted for models with a task
  /// Factorises M and Jx M^-1 Jx^T (the generator's task_space_solves.cpp) and
  /// returns the status of the task's conditioning.
  kTaskSolve = 1u << 1,
  kNeedsBaseParameters = 1u << 2,
  kIntegrator = 1u << 3,  ///< integrate: a floating base's, a template of each language
  kPerFrame = 1u << 4,    ///< reads `frame`, one program per chosen frame
  /// Solves with M (forward dynamics and its derivatives; the builder
  /// chooses how: a template's Cholesky or the sparse factorisation of a tree).
  kMassMatrixSolve = 1u << 5,
  /// Identification's (the regressors): off a controller's cycle, so a
  /// single call is compiled once, never with an AVX2 copy (docs/codegen.md).
  kIdentification = 1u << 6,
  kContactFunction = 1u << 7,  ///< emitted for models with contacts (Model::contacts)
  /// Factorises M and Jc M^-1 Jc^T (the generator's contact_solves.cpp) and
  /// returns the status of the contacts' conditioning.
  kContactSolve = 1u << 8,
  kFloatingBaseOnly = 1u << 9,  ///< emitted for a floating base only
  kBaumgarte = 1u << 10,        ///< emitted where Baumgarte's gains were given
  /// At redundant contacts, status 1 with the least-norm answer (the forward
  /// and impulse solves; the derivatives: that answer, their derivatives 0,
  /// as the KKT system they solve has no inverse there).
  kLeastNorm = 1u << 11,
};

/// The emitted functions, in the order of the table and the emitted files:
/// what the generator's builders and the languages' printers are keyed by.
enum class EmittedFunctionId {
  inverse_dynamics,
  mass_matrix,
  coriolis_centrifugal,
  gravity,
  integrate,
  coriolis_coefficients,
  centrifugal_coefficients,
  friction,
  forward_dynamics,
  coriolis_matrix,
  tool_pose,
  jacobian,
  jacobian_dot_qd,
  frame_pose,
  frame_jacobian,
  frame_jacobian_dot_v,
  contact_jacobian,
  contact_drift,
  constrained_forward_dynamics,
  constrained_forward_dynamics_baumgarte,
  impulse_dynamics,
  contact_inverse_dynamics,
  contact_inverse_dynamics_weighted,
  constrained_forward_dynamics_derivatives,
  impulse_dynamics_derivatives,
  center_of_mass,
  centroidal_momentum_matrix,
  centroidal_momentum_matrix_dot_v,
  inverse_dynamics_wrench,
  inverse_dynamics_external,
  inverse_dynamics_derivatives,
  forward_dynamics_derivatives,
  dynamics_terms,
  dynamics_terms_with_jacobian,
  regressor,
  base_regressor,
  base_parameters,
  task_jacobian,
  task_mass_matrix,
  task_velocity_terms,
  task_gravity,
  task_dynamics,
  task_coriolis_coefficients,
  task_centrifugal_coefficients,
};

struct EmittedFunctionSpec {
  EmittedFunctionId id;
  std::string name;  ///< "inverse_dynamics"
  /// What `nedyn check` and the tests compare it with: the runtime's function.
  EmittedReference reference;
  std::vector<std::string> inputs;     ///< arrays read, in argument order: q, qd, qdd, tau, w, fext
  std::vector<EmittedResult> results;  ///< arrays written, in argument order after the inputs
  std::string summary;                 ///< the comment above its declaration
  /// What sets it apart (EmittedTrait values or-ed; kNoTraits for most).
  unsigned traits = kNoTraits;
  /// For a model with coupled joints, where folding the whole tree's
  /// reference is not the answer (a solve with the coupled M, coefficients of
  /// pairs of velocities): the runtime's coupled function (joint_coupling.hpp)
  /// at the sample's independent coordinates. Empty otherwise (coupled_reference()).
  EmittedReference coupled_direct = nullptr;

  /// A task-space function: emitted for models with a task (has_task()).
  bool task() const { return traits & kTaskFunction; }
  /// Returns an int status (0 ok) instead of void: a task-space or contact solve.
  bool status() const { return traits & (kTaskSolve | kContactSolve); }
  /// Needs the base parameters: emitted for models whose base parameters
  /// were found (all but symbolic models with both angles and square roots
  /// among their constants; docs/identification.md).
  bool base() const { return traits & kNeedsBaseParameters; }
  /// The configuration's integrator (integrate): for a floating base only,
  /// its body each language's template (templates/integrate.mustache), not a
  /// program of the generator.
  bool integrator() const { return traits & kIntegrator; }
  /// A function of one of the chosen frames (its input `frame`): emitted
  /// where frames were chosen, one program per frame behind a switch on it.
  bool per_frame() const { return traits & kPerFrame; }
  /// Solves with M(q): its accuracy follows M's conditioning (`nedyn check`
  /// compares it where M is well away from singular, CheckOptions::mass_margin).
  bool solves_mass_matrix() const {
    return traits & (kMassMatrixSolve | kTaskSolve | kContactSolve);
  }
  /// A single call may have a second copy compiled for AVX2 on x86-64, where
  /// its body is large enough to gain from one (has_avx2_copy, emitted_files.hpp).
  bool avx2_single_call() const { return !(traits & kIdentification); }
  /// A function of the model's contacts: emitted where it has some.
  bool contact() const { return traits & kContactFunction; }
  /// Answers at redundant contacts too, with status 1 (kLeastNorm).
  bool least_norm() const { return traits & kLeastNorm; }
  /// Emitted for a floating base only: the integrator, contact inverse dynamics.
  bool floating_base_only() const { return traits & (kFloatingBaseOnly | kIntegrator); }

  /// Whether a model of this shape gets the function (its task, its base
  /// parameters, its base, its frames). Every function has a floating
  /// base's form too (sizes in nq and nv; docs/kinematics.md).
  bool emitted_for(const EmittedShape& shape) const {
    if (floating_base_only() && !shape.floating_base) return false;
    return (!task() || shape.task > 0) && (!base() || shape.base > 0) &&
           (!per_frame() || shape.frames > 0) && (!contact() || shape.contacts > 0) &&
           (!(traits & kBaumgarte) || shape.baumgarte);
  }

  /// Entries of every result together (the check shim's one output array).
  int result_size(const EmittedShape& shape) const {
    int size = 0;
    for (const EmittedResult& r : results) size += r.size(shape);
    return size;
  }
};

/// Every emitted function, in the order of the emitted files.
const std::vector<EmittedFunctionSpec>& emitted_function_specs();

/// The reference of `spec` for a model with coupled joints at a sample of
/// its independent coordinates (`coupled`, its EmittedSample::coupling set;
/// `full`: the same state of the whole tree,
/// q = q(y), qd = G yd, ...): the spec's coupled_direct, or its reference of the
/// whole tree folded, rows of kNv by G^T (forces), columns of kNv by G
/// (velocities), rows of kNq by taking the independent entries.
bool coupled_reference(const EmittedFunctionSpec& spec, const NumericModel& model, Workspace& ws,
                       const EmittedSample& coupled, const EmittedSample& full,
                       Eigen::MatrixXd& out);

/// Entries of an input array: q nq; qd, qdd, tau nv; the tip wrench w 6;
/// the link wrenches fext 6 n (row-major n x 6, n joints); the time step dt
/// and the frame's index 1.
int emitted_input_size(const std::string& input, const EmittedShape& shape);

/// The entry named `function`; std::invalid_argument if there is none.
const EmittedFunctionSpec& emitted_function_spec(const std::string& function);

/// The entry of `function`, without a search.
const EmittedFunctionSpec& emitted_function_spec(EmittedFunctionId function);

}  // namespace nedyn
