#pragma once

// What the builders of emitted functions share (function_builders.hpp): one
// Program, the Newton–Euler program recursions over the model's parameters
// and over Khalil's grouped ones, and the routes each output can take, each
// built once when a builder first asks and the cheapest kept (docs/design.md §5):
//   - tau, V, G, the bias V + G: Newton–Euler programs, never expanded;
//   - M, G, B, C: expanded, trigonometrically reduced closed forms factored
//     by Horner (route "closed form"), or programs from recursion passes
//     (unit accelerations or composite rigid bodies for M, rest for G,
//     Christoffel symbols of M's program or unit-velocity probes for B and C),
//     whichever has fewer operations; closed forms only under a size guard;
//   - the last frame's Jacobian and its rotation in the base frame.

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "nedyn/generator/base_parameters.hpp"
#include "nedyn/generator/coordinate_folding.hpp"
#include "nedyn/generator/dynamics_terms.hpp"
#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/program.hpp"
#include "nedyn/generator/program_recursion.hpp"
#include "nedyn/model/model.hpp"

namespace nedyn {

/// Values of one output and the route that built them.
struct Route {
  ValueMatrix values;
  std::string name;
};

/// A vector as an n x 1 matrix.
ValueMatrix column(const std::vector<Value>& values);

/// Replaces `current` by the candidate (named `name`) if that takes fewer operations.
/// The coefficients of a vector quadratic in the n velocities (B: rows x
/// n(n-1)/2 for qd_j qd_k, j < k; C: rows x n for qd_j^2) from probes:
/// `probe(j, k)` is its value at qd = e_j + e_k (e_j for j == k), so C's
/// column j is probe(j, j) and B's column (j, k) probe(j, k) less both.
std::pair<ValueMatrix, ValueMatrix> quadratic_coefficients(
    int n, std::size_t rows, const Value& zero,
    const std::function<std::vector<Value>(int, int)>& probe);

void keep_cheaper(const Program& program, Route& current, ValueMatrix candidate,
                  const std::string& name);

/// d tau / d q (along q's tangent space on a floating base) and d tau / d qd.
struct TorqueDerivativeRoutes {
  Route dq, dqd;
};

class DynamicsBuild {
 public:
  DynamicsBuild(const Model& model, const CodegenOptions& options, const Progress& progress,
                Program& program);

  Program& program() { return program_; }
  const Model& model() const { return model_; }
  int dof() const { return n_; }
  /// The coordinates of qd and tau: the joints and a floating base's six;
  /// where joints follow others (--mimic couple), the independent ones.
  int nv() const { return folding_.coordinates(); }
  /// Joints follow others: every route's rows of kNv are the whole tree's
  /// forces folded by G^T, its columns of kNv its velocities' by G
  /// (nedyn/runtime/joint_coupling.hpp), and M, G take the recursion routes.
  bool coupled() const { return folding_.coupled(); }
  const EmittedArguments& arguments() const { return recursion_.arguments(); }
  /// The program's inputs (ProgramRecursion::inputs): the coordinates
  /// derivatives are taken by.
  const EmittedArguments& inputs() const { return recursion_.inputs(); }
  Value zero() { return program_.constant(0); }

  /// tau with rotor inertia and friction (n x 1), and its rigid-body part.
  const Route& inverse_dynamics();
  /// tau with wrenches on the links, inputs fext[6 (i-1) + k] (link i's
  /// force, then moment, in its own frame).
  const Route& inverse_dynamics_external();
  /// V = tau at qdd = 0, g = 0.
  const Route& coriolis_centrifugal();
  /// V + G, without friction: forward dynamics' bias.
  const Route& bias();
  /// M (lower triangle used), G, B, C by their cheapest routes.
  const Route& mass_matrix();
  const Route& gravity();
  const Route& coriolis_coefficients();
  const Route& centrifugal_coefficients();
  /// B and C from the Christoffel symbols of M's recursion program.
  const Route& christoffel_coriolis();
  const Route& christoffel_centrifugal();
  /// d tau / d q and d tau / d qd by the recursive algorithm
  /// (ProgramRecursion::torque_derivatives), with the model's or the grouped
  /// parameters, whichever takes fewer operations; friction included.
  TorqueDerivatives recursive_torque_derivatives();
  /// d tau / d q and d tau / d qd by the pair of routes that takes the fewest
  /// operations together (differentiated tau program, tau from M, B, C and G,
  /// recursive), chosen once (torque_derivative_routes.cpp).
  const TorqueDerivativeRoutes& torque_derivatives();
  /// b_i qd_i + c_i sign(qd_i), nv x 1.
  const std::vector<Value>& friction() const { return friction_folded_; }
  /// The last frame's geometric Jacobian (6 x n) and rotation R_0,n+1.
  const ValueMatrix& jacobian();
  const ValueMat3& tip_rotation();
  /// The tool frame's pose in the base frame, 4 x 4 (Craig's 0T_tool); in
  /// the world for a floating base.
  ValueMatrix tool_pose();
  /// The tool frame's Jacobian, 6 x nv, in the world's axes
  /// (ProgramRecursion::tip_jacobian_in_world): jacobian() on a fixed base.
  ValueMatrix jacobian_in_world() {
    return model_.floating_base ? fold_columns(recursion_.tip_jacobian_in_world()) : jacobian();
  }
  /// The tool frame's rotation in the world: tip_rotation() on a fixed base.
  ValueMat3 tip_rotation_in_world() {
    return model_.floating_base ? recursion_.in_world(tip_rotation()) : tip_rotation();
  }
  /// Jdot qd by the outward pass (ProgramRecursion::tip_acceleration).
  std::vector<Value> tip_acceleration() { return recursion_.tip_acceleration(); }
  /// tip_acceleration() at the velocities `qd` (nv() values: the model's coordinates).
  std::vector<Value> tip_acceleration(const std::vector<Value>& qd) {
    return recursion_.frame_acceleration(recursion_.tool_frame(), whole_velocity(qd));
  }
  /// A floating base's orientation in the world (ProgramRecursion::base_rotation).
  const ValueMat3& base_rotation() const { return recursion_.base_rotation(); }
  /// The frames that get frame functions: chosen_frames() of CodegenOptions::frames.
  const std::vector<Frame>& frames() const { return frames_; }
  /// Frame k of frames(): its pose in the world (4 x 4), its Jacobian (6 x
  /// nv, world axes; geometric, in the base frame for a fixed base) and its
  /// Jdot v by the outward pass (world axes).
  ValueMatrix frame_pose(std::size_t k);
  ValueMatrix frame_jacobian(std::size_t k);
  /// Rows of the whole tree's nv coordinates folded onto the model's (G^T
  /// rows: forces), and columns (rows times G: velocities); unchanged
  /// without coupled joints.
  ValueMatrix fold_rows(const ValueMatrix& rows) const { return folding_.fold_rows(rows); }
  ValueMatrix fold_columns(const ValueMatrix& rows) const { return folding_.fold_columns(rows); }
  /// The whole tree's velocities G yd at the model's `yd` (nv() values); yd
  /// itself without coupled joints.
  std::vector<Value> whole_velocity(const std::vector<Value>& yd) const {
    return folding_.whole_velocity(yd);
  }
  std::vector<Value> frame_acceleration(std::size_t k);
  /// The model's contacts (Model::contacts): their rows of their frames'
  /// Jacobians (kContactRows x nv, world axes) and of Jdot v (the drift).
  ValueMatrix contact_jacobian();
  std::vector<Value> contact_drift();
  /// The centre of mass (3) and the centroidal momentum matrix (6 x n) of
  /// the links' own parameters (ProgramRecursion).
  ValueVec3 center_of_mass() { return recursion_.center_of_mass(); }
  ValueMatrix centroidal_momentum_matrix() {
    return fold_columns(recursion_.centroidal_momentum_matrix());
  }
  std::vector<Value> centroidal_momentum_rate() { return recursion_.centroidal_momentum_rate(); }
  /// A floating base's Coriolis matrix from the symmetric form of V, C_jj
  /// qd_j + 1/2 sum_k B_j(k) qd_k: with 1/2 ((.) x* h - v_b x* (M_b .))
  /// added to the base's rows, h = M_b qd, so that Mdot - 2 Cc is skew
  /// (Hamel's equations, docs/kinematics.md).
  void add_base_momentum_term(ValueMatrix& Cc);
  std::vector<Value> momentum_rate_about_center(const ValueVec3& force, const ValueVec3& moment) {
    return recursion_.momentum_rate_about_center(force, moment);
  }
  /// The task's rows of the Jacobian (task_rows() of the model).
  std::vector<int> task() const { return task_rows(model_); }

  /// Y, nv x StandardParameterLayout::size(): the regressor of the standard parameters
  /// (ProgramRecursion::regressor).
  const Route& regressor();
  /// The model's base parameters (base_parameters.hpp), found once; null
  /// where they are not found (BaseParametersUnavailable).
  const BaseParameters* base();
  /// Yb, n x p: the columns of Y the base parameters keep.
  Route base_regressor();
  /// beta at the model's values (expressions over its symbols), p x 1.
  ValueMatrix base_parameter_values();

  /// A progress line (the command's --verbose output), with the time since the start.
  void report(const std::string& line) const;

  /// Every value of a matrix, row by row, then those of `more`.
  static std::vector<Value> outputs_of(const ValueMatrix& m, const ValueMatrix& more = {});

 private:
  /// The cheaper of the model's and the grouped parameters' programs, each
  /// with the link forms its operation count prefers; ", grouped inertial
  /// parameters" is added to the route when the grouped one wins.
  std::vector<Value> cheapest(
      const std::function<std::vector<Value>(ProgramRecursion&, const RecursionForms&)>& build,
      std::string& route);
  /// M, G, B, C and the Christoffel B and C, built together.
  void configuration_space();
  /// A floating base's B and C: the Christoffel symbols of the joints and
  /// the base's momentum term, or `probes` (B, C) if cheaper.
  void floating_coefficients(const std::pair<ValueMatrix, ValueMatrix>& probes);
  /// M_ij from M's lower triangle (configuration_space() first).
  Value mass_matrix_entry(int i, int j) const;
  /// Entries 0..5 of column k of M: the base's rows.
  std::vector<Value> base_rows_of_mass_matrix(int k) const;

  const Model& model_;
  CodegenOptions options_;
  Progress progress_;
  Program& program_;
  int n_;
  ProgramRecursion recursion_, grouped_, standard_;
  CoordinateFolding folding_;
  std::vector<Value> zeros_, friction_, friction_folded_, rotor_;
  ValueVec3 gravity_, no_acceleration_;
  std::optional<Route> tau_, tau_external_, V_, bias_, M_, G_, B_, C_, B_christoffel_,
      C_christoffel_;
  std::optional<ValueMatrix> J_;
  std::optional<TorqueDerivativeRoutes> torque_derivatives_;
  std::optional<Route> Y_;
  std::optional<std::optional<BaseParameters>> base_;
  std::optional<ValueMat3> R_tip_;
  std::vector<Frame> frames_;
  std::vector<FixedFrame> fixed_frames_;  ///< frames_ as the recursion lowers them
};

/// d values[i] / d q_j along q's tangent space (Pinocchio's convention for
/// a floating base: column j the derivative along integrate(q, t e_j));
/// d / d q itself for a fixed base. nv columns.
ValueMatrix tangent_jacobian(DynamicsBuild& b, const std::vector<Value>& values);

}  // namespace nedyn
