#pragma once

// Leg lanes (docs/codegen.md, "Leg lanes"): a robot whose legs are one
// program with other constants (a quadruped's four legs, mirrored) computes
// its joint forces (or their derivatives) leg by leg with one leg's program, whose constants that
// differ between the legs are inputs k[m] of one value per leg. The emitted
// C++ runs that program once a leg (batches, and the C file), two legs at a
// time in 128-bit pairs, or, in a single call compiled for AVX2, once for the
// four legs in the four lanes of a vector: the same operations in every lane,
// so the same bits every way.

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/program.hpp"
#include "nedyn/model/model.hpp"

namespace nedyn {

/// Where the legs' joints are: leg l's joint j is joint first + stride l + j
/// (0-based, in the model's order).
struct LegLayout {
  static constexpr int kLegs = 4;
  int joints = 0;  ///< of one leg
  int first = 0;
  int stride = 0;
};

/// Four subtrees on the base with the same shape (joint types, parents
/// within the leg), without offsets, at equal strides: a quadruped's legs, the first four legs of a
/// hexapod. None for a model with symbols.
std::optional<LegLayout> find_legs(const Model& model);

/// A function's outputs for a model with legs, in two programs: the base's
/// part and one leg's, run once a leg.
struct LegLaneProgram {
  LegLayout layout;
  bool floating_base = false;
  int first_q = 0, first_v = 0;  ///< the joints' first entries of q and of qd (7 and 6 floating)
  /// The base's part: every entry no leg writes (the rows of the joints
  /// outside the legs, zeros between the legs) and, for a floating base, the
  /// base body's share of the entries the legs add to (`summed`); inputs
  /// named as the model's.
  std::shared_ptr<Program> base;
  std::vector<EmittedOutput> base_outputs;
  /// One leg's part. An output's target is leg 0's entry; leg l's lies
  /// leg_strides[i] l entries further in the same array. Outputs "w[k]"
  /// (stride 0) are each leg's share of summed[k], added to the base's after
  /// the legs. Its inputs: the base's coordinates as the model's, leg 0's
  /// joints' q[i], qd[i], qdd[i] standing for each leg's, and k[m].
  std::shared_ptr<Program> leg;
  std::vector<EmittedOutput> leg_outputs;
  std::vector<int> leg_strides;
  std::vector<ArrayElement> summed;
  /// k[m]'s exact value in each leg.
  std::vector<std::vector<GiNaC::ex>> constants;
  /// Arrays local to the function (name, size) that the base's and the legs'
  /// parts write and `finish` reads; none but for forward dynamics.
  std::vector<std::pair<std::string, int>> locals;
  /// A program after the legs' sums, computed once (inputs named as the
  /// model's and the locals' entries): what the legs' values still have to
  /// be combined by, forward dynamics' solve for the base. Null for tau.
  std::shared_ptr<Program> finish;
  std::vector<EmittedOutput> finish_outputs;
  /// Both parts as a scalar computes them: the leg's part four times.
  OperationCount count;
};

/// tau (the joint forces, Newton-Euler with the model's parameters as given
/// or grouped) in two programs, or none where the model has no legs
/// (find_legs) or one leg's program reads something that has no lanes (a
/// call other than its joints' sines and cosines). The legs' outputs: a
/// floating base's six rows (each leg's wrench on the base) and the leg's joints'.
std::optional<LegLaneProgram> leg_lane_torques(const Model& model);

/// d tau / d q (along q's tangent space for a floating base) and d tau / d qd
/// in two programs (inverse_dynamics_derivatives' dtau_dq and dtau_dqd): a
/// leg's joints reach another leg's rows only through the base, so each leg
/// computes the derivatives of its own joints' rows and of its wrench on the
/// base by its own coordinates and the base's; between two legs the entries
/// are zero. The leg's program by the cheaper of tau's program differentiated
/// and Carpentier and Mansard's recursion.
std::optional<LegLaneProgram> leg_lane_torque_derivatives(const Model& model);

/// M's lower triangle (mass_matrix; the upper is mirrored after it): each
/// leg's program its rows (its joints' block and their coupling to the base's
/// rows) and its composite inertia's share of the base's 6 x 6 block,
/// summed; between legs, zeros.
std::optional<LegLaneProgram> leg_lane_mass_matrix(const Model& model);

/// Forward dynamics of a floating base with four legs and no other joint:
/// M's leaves-inwards factorisation (tree_factorisation.hpp) eliminates each
/// leg's rows with that leg's values alone, so each leg's program computes
/// its part of M and of the bias, its rows of L and D and its share of the
/// base's 6 x 6 block and right-hand side (a Schur complement, Featherstone's
/// articulated inertia in M's coordinates); the base's block is then
/// factorised and solved once (`finish`), and each leg's accelerations
/// follow from the base's. With `inverse`, M^-1 as well (dqdd_dtau, from
/// the same factors after the legs): forward_dynamics_derivatives' program.
std::optional<LegLaneProgram> leg_lane_forward_dynamics(const Model& model, bool inverse = false);

/// Leg lanes pay where the leg form takes at most this share more operations
/// than the whole program: the batches and the C file run it one leg a pass,
/// so they pay each extra operation (docs/codegen.md, "Leg lanes").
constexpr double kLegLanesExtraOperations = 0.10;

/// Whether the legs' form is printed for a function whose whole program
/// counts `whole`: never where the legs compute nothing (every value of
/// theirs a number, which the base's part writes).
bool leg_lanes_pay(const LegLaneProgram& legs, const OperationCount& whole);

}  // namespace nedyn
