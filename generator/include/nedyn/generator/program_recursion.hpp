#pragma once

// The Newton–Euler recursion as a straight-line program: the same frames of
// the one kinematic form and the same equations as the numeric runtime (Craig
// 6.45–6.53), but every quantity is a node of a Program. Nothing is expanded:
// zero and unit entries of rotations and inertias fold away, sin and cos of
// each joint are computed once, and only what a torque depends on survives
// dead-code elimination. This is the customised Newton–Euler program of
// docs/design.md §5.

#include <array>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "nedyn/generator/program.hpp"
#include "nedyn/model/model.hpp"

namespace nedyn {

using ValueVec3 = std::array<Value, 3>;
using ValueMat3 = std::array<ValueVec3, 3>;  ///< rows

/// A wrench the environment applies to a link: the force and its moment about
/// the origin of the link's own frame (the model file's), in that frame.
struct LinkWrench {
  ValueVec3 force, moment;
};

/// A frame fixed to a link (the tool frame, a named Frame): link `link` (0
/// the base) and the frame's rotation and origin in that link's frame i.
struct FixedFrame {
  int link = 0;
  ValueMat3 rotation;
  ValueVec3 origin;
};

/// A link's motion at zero acceleration without gravity, in the base frame's
/// axes: angular velocity w, its rate wd, and the classical acceleration a of
/// the link frame's origin.
struct LinkMotion {
  ValueVec3 w, wd, a;
};

/// The arguments of the emitted functions, as program inputs: nq entries of
/// q, nv of qd and qdd (a floating base's pose and twist first, then the
/// joints': Model::nq, Model::nv).
struct EmittedArguments {
  std::vector<Value> q, qd, qdd;
  std::vector<Value> s, c;  ///< sin, cos of each joint's angle (constants for prismatic joints)
};

/// Equivalent ways to write one link's share of the recursion; which is
/// cheaper depends on the zeros of the model's constants, so the emitter
/// tries them and keeps what the operation count prefers.
struct LinkForms {
  /// wd x r + w x (w x r) = U r with U = [wd]x + [w]x[w]x, built once per
  /// link and shared by the frame origin and the centre of mass (Khalil).
  bool acceleration_tensor = false;
  /// w x (I w) as a quadratic form in w: (Izz - Iyy) w2 w3 + ... (Euler's equations).
  bool quadratic_gyroscopic = false;
  /// R v as Rz(theta) then the placement's constant rotation E (Rx(alpha)
  /// for DH), not the product matrix: cheaper for a twist whose sine and
  /// cosine are not 0 or 1.
  bool factored_rotation = false;
};

/// Forms of links 1..n at index 0..n-1.
using RecursionForms = std::vector<LinkForms>;

/// Chains up to this length get passes of the greedy choice until nothing
/// improves; longer ones one pass.
constexpr int kExhaustiveLinks = 12;

/// Greedy choice: for each link and each form, keep the form if the values
/// `build` returns take fewer operations with it (`cost`, if given, counts
/// them; otherwise their program's count).
RecursionForms cheapest_forms(int links,
                              const std::function<std::vector<Value>(const RecursionForms&)>& build,
                              const std::function<int(const std::vector<Value>&)>& cost = nullptr);

/// A rigid body by its parameters about a frame origin (Khalil's standard
/// parameters): mass m, first moment h = m c, inertia J = I + m (|c|^2 1 - c c^T).
/// Linear in the body, so parameters that do not change any joint force can be
/// moved between links (grouping) and need not be physical on their own.
struct BodyParameters {
  Value m;
  ValueVec3 h;
  ValueMat3 J;
};

/// d tau / d q and d tau / d qd of the rigid-body joint forces, n x n each,
/// element [i][j] = d tau_i / d x_j.
struct TorqueDerivatives {
  std::vector<std::vector<Value>> dq, dqd;
};

/// Friction's derivatives added to d.dqd: friction_i depends on qd_i only,
/// so they are its diagonal (Coulomb's is 0).
void add_friction_derivatives(TorqueDerivatives& d, const std::vector<Value>& friction,
                              const std::vector<Value>& qd);

/// How the recursion holds the links' inertial parameters.
enum class LinkParameters {
  /// Mass, centre of mass and inertia about it, in the joint frames
  /// (Newton and Euler at each centre of mass).
  as_given,
  /// Khalil's grouped (base) parameters about each joint frame's origin: for a revolute joint j,
  /// YY_j, MZ_j
  /// and M_j move to link j-1, for a prismatic joint the inertia J_j does
  /// (Khalil & Dombre, Modeling, Identification and Control of Robots, 9.4.2).
  /// The joint forces and M are the same, with fewer operations.
  grouped,
  /// Khalil's standard parameters of every link as program inputs pi[13 (i-1) + k],
  /// each link's about its model-file frame (nedyn/runtime/standard_parameters.hpp):
  /// for the regressor, whose columns are the derivatives of tau by them.
  standard_inputs,
};

/// d values[i] / d x_j for the inputs x, as a matrix (forward mode in the
/// program graph).
std::vector<std::vector<Value>> jacobian_of(Program& program, const std::vector<Value>& values,
                                            const std::vector<Value>& x);

/// d values[i] / d q_j along q's tangent space: for a floating base (its
/// orientation R = base_rotation, else null) column j is the derivative
/// along integrate(q, t e_j) at t = 0 (Pinocchio's convention), the chain
/// rule through q's position (moved by R e_j), its quaternion (u, w) (moved
/// by (w e + u x e, -u . e) / 2 for an angular e) and the joints; d / d q
/// itself for a fixed base.
std::vector<std::vector<Value>> tangent_jacobian(Program& program, const std::vector<Value>& q,
                                                 const ValueMat3* base_rotation,
                                                 const std::vector<Value>& values);

class ProgramRecursion {
 public:
  /// Inputs are named q[i], qd[i], qdd[i] and p.NAME for a model symbol.
  ProgramRecursion(const Model& model, Program& program,
                   LinkParameters parameters = LinkParameters::as_given);

  const EmittedArguments& arguments() const { return args_; }
  /// The program's inputs q, qd, qdd (no s, c): arguments() itself, but for
  /// a model with coupled joints its independent coordinates, of which the
  /// arguments' followers are functions (what derivatives are taken by).
  const EmittedArguments& inputs() const { return inputs_; }

  /// A model expression (numbers, symbols, pi, sin, ...) as program values;
  /// sums and products are built in the order of their canonical text.
  Value lower(const GiNaC::ex& e);

  /// Rigid-body joint forces for the given rates and base acceleration vd_0
  /// (in the world: -g or 0); rows before first_torque are left zero (the
  /// inward pass stops there). `external` (one per link, or null) are
  /// wrenches on the links (seed 004's f^E). For a floating base qd, qdd and
  /// the result have nv entries, the base's twist, its rate and the wrench on
  /// it first (then all six base rows are computed unless first_torque > 5).
  std::vector<Value> joint_forces(const std::vector<Value>& qd, const std::vector<Value>& qdd,
                                  const ValueVec3& base_acceleration, int first_torque = 0,
                                  const RecursionForms& forms = {},
                                  const std::vector<LinkWrench>* external = nullptr);

  /// M(q) by the composite-rigid-body method in link frames (Walker–Orin
  /// method 3): the composite of links j..n, transformed frame by frame
  /// towards the base, gives the wrench that accelerates joint j; its
  /// projections on the axes of joints i <= j are M_ij. Rows i >= j of column
  /// j at [i][j]; the upper triangle is left zero. Without rotor inertia.
  /// For a floating base, nv x nv: the joints' block at rows and columns 6..,
  /// the base's rows the momenta (linear, then angular about the base origin,
  /// base axes) of the whole robot for a unit base twist and of joint j's
  /// subtree for a unit rate of it (RBDA §6.2).
  std::vector<std::vector<Value>> composite_mass_matrix(const RecursionForms& forms = {});

  /// The derivatives of joint_forces(qd, qdd, base_acceleration) with respect
  /// to q and qd by Carpentier and Mansard's recursive algorithm (Analytical
  /// derivatives of rigid body dynamics algorithms, RSS 2018): spatial
  /// quantities in the base frame, where turning joint j acts on everything
  /// beyond it as the cross product with its axis S_j, so each entry is one or
  /// two scalar products of per-joint vectors. Without friction. For a
  /// floating base nv x nv, q's columns along its tangent space (Pinocchio's
  /// computeRNEADerivatives): the base a joint of six axes below the world.
  TorqueDerivatives torque_derivatives(const ValueVec3& base_acceleration);

  /// d values / d q along q's tangent space (the free tangent_jacobian, with
  /// this model's base orientation where it floats).
  std::vector<std::vector<Value>> tangent_jacobian(const std::vector<Value>& values);

  /// The regressor Y(q, qd, qdd), nv x StandardParameterLayout::size(): tau with gravity, rotor
  /// inertia and friction is linear in the standard parameters, so column k is d tau / d pi_k,
  /// exactly (LinkParameters::standard_inputs only).
  std::vector<std::vector<Value>> regressor(const RecursionForms& forms = {});

  /// The tool frame (frame n+1, on the tool link).
  FixedFrame tool_frame() const;
  /// A named frame of the model (Model::frames, Model::tool_frame()).
  FixedFrame fixed_frame(const Frame& frame);
  /// The frame's rotation and origin in the base frame.
  ValueMat3 frame_rotation(const FixedFrame& frame) const;
  ValueVec3 frame_origin(const FixedFrame& frame) const;
  /// tip_jacobian(), tip_jacobian_in_world() and tip_acceleration() of any frame.
  std::vector<std::vector<Value>> frame_jacobian(const FixedFrame& frame) const;
  std::vector<std::vector<Value>> frame_jacobian_in_world(const FixedFrame& frame) const;
  std::vector<Value> frame_acceleration(const FixedFrame& frame) const;
  /// frame_acceleration() at the velocities `qd` (nv values) instead of the
  /// argument: constants give Jdot qd's coefficients (Jdot qd is quadratic in qd).
  std::vector<Value> frame_acceleration(const FixedFrame& frame,
                                        const std::vector<Value>& qd) const;

  /// Rotation of the last frame in the base frame, R_1 R_2 ... R_n R_{n+1}.
  ValueMat3 tip_rotation() const;
  /// Origin of the last frame in the base frame, o_{n+1}.
  ValueVec3 tip_origin() const;

  /// Geometric Jacobian of the last frame's origin o_{n+1} in the base frame,
  /// 6 rows of n (linear rows first): column i is (z x (o_{n+1} - o), z) for
  /// a revolute joint with axis z through o, (z, 0) for a prismatic one.
  std::vector<std::vector<Value>> tip_jacobian() const;

  /// A point and a rotation given in the base frame, in the world: the base's
  /// pose applied for a floating base (the quaternion's R and q[0:3]);
  /// unchanged for a fixed one, whose base frame is the world.
  ValueVec3 in_world(const ValueVec3& point) const;
  /// A floating base's orientation in the world, R(q[3..6]).
  const ValueMat3& base_rotation() const { return base_rotation_; }
  ValueMat3 in_world(const ValueMat3& rotation) const;
  /// tip_jacobian() over all nv coordinates in the world's axes (Pinocchio's
  /// LOCAL_WORLD_ALIGNED): for a floating base the base's six columns first,
  /// its twist moving the tool as one body, then every row turned by R; for
  /// a fixed base tip_jacobian() itself.
  std::vector<std::vector<Value>> tip_jacobian_in_world() const;

  /// Jdot qd of tip_jacobian(): the last frame's angular and linear
  /// acceleration at qdd = 0 without gravity, by an outward pass in the base
  /// frame (linear rows first): w_i = w_{i-1} + z_i qd_i, wd_i = wd_{i-1} +
  /// w_{i-1} x z_i qd_i for a revolute joint; each origin's acceleration from
  /// the last, a_i = a_{i-1} + wd_{i-1} x d + w_{i-1} x (w_{i-1} x d), d = o_i
  /// - o_{i-1}, plus 2 w_{i-1} x z_i qd_i where a prismatic joint slides o_i
  /// (Craig 6.47 in the base frame). A floating base starts the pass with its
  /// twist at a rate of 0 (w_0 = w, a_0 = w x v) and the result is turned to
  /// the world's axes.
  std::vector<Value> tip_acceleration() const;

  /// Agdot qd: the rate of the centroidal momentum at qdd = 0 without
  /// gravity, same rows and axes as centroidal_momentum_matrix(): each body's
  /// Newton-Euler wrench at its frame origin from link_motions(), summed, the
  /// moment about the centre of mass. LinkParameters::as_given only.
  std::vector<Value> centroidal_momentum_rate() const;
  /// The rate of momentum from the total wrench on the bodies (force, moment
  /// about the base origin, base axes): the moment moved to the centre of
  /// mass, both in Ag's axes. A floating base's wrench row of V is one.
  std::vector<Value> momentum_rate_about_center(const ValueVec3& force,
                                                const ValueVec3& moment) const;

  /// y x* h for a twist y and a momentum (or wrench) h, six entries each in
  /// Pinocchio's order, linear parts first: (w x p, w x l + u x p) for y =
  /// (u, w), h = (p, l) (Featherstone 2.32). Hamel's equations of a floating
  /// base hold v_b x* h, h = M_b v its rows of M times v.
  std::vector<Value> twist_cross_momentum(const std::vector<Value>& y,
                                          const std::vector<Value>& h) const;

  /// The centre of mass of all links in the base frame, sum m_k c_k / sum m_k
  /// (0 for a model without mass); for a floating base, its body's too, in
  /// the world. LinkParameters::as_given only.
  ValueVec3 center_of_mass() const;
  /// Ag, 6 x n (Orin, Goswami and Lee 2013; Pinocchio's ccrba): h = Ag qd, the
  /// linear momentum, then the angular momentum about the centre of mass, base
  /// axes. Column j is the momentum I^c_j S_j of joint j's composite body (its
  /// subtree, about the base origin in base axes) moved to the centre of mass.
  /// LinkParameters::as_given only.
  std::vector<std::vector<Value>> centroidal_momentum_matrix() const;

  /// Rotations of frames 0..n in the base frame, R_0k = R_0,lambda(k) R_k.
  std::vector<ValueMat3> base_rotations() const;
  /// Origins of frames 0..n+1 in the base frame, o_k = o_lambda(k) + R_0,lambda(k) P_k.
  std::vector<ValueVec3> base_origins(const std::vector<ValueMat3>& R0) const;

  /// Base acceleration -g.
  ValueVec3 minus_gravity();
  /// b_i qd_i + c_i sign(qd_i), nv entries (0 for a floating base's).
  std::vector<Value> friction();
  /// Ia_i, nv entries (0 for a floating base's).
  std::vector<Value> rotor_inertia();
  /// Where the joints start in q and in qd (Model::nq - n, Model::nv - n).
  std::size_t first_q() const { return static_cast<std::size_t>(model_.nq() - model_.dof()); }
  std::size_t first_v() const { return static_cast<std::size_t>(model_.nv() - model_.dof()); }
  Value zero() { return program_.constant(0); }

 private:
  /// Links 1..n about their frame origins.
  std::vector<BodyParameters> link_bodies() const;
  /// Links 1..n whose parameters are the inputs pi[...] (LinkParameters::standard_inputs).
  std::vector<BodyParameters> input_bodies() const;
  /// The input pi[k].
  Value standard_parameter(int k) const;
  /// Moves the parameters of each link that only act like a body of its
  /// predecessor there (LinkParameters::grouped).
  std::vector<BodyParameters> grouped(std::vector<BodyParameters> bodies) const;
  /// A body given in frame k, in its parent's frame with joint k at zero (when
  /// at_zero_angle) or at q_k.
  BodyParameters to_parent(int k, const BodyParameters& b, bool factored,
                           bool at_zero_angle = false) const;
  /// Frame k's origin in its parent's frame.
  ValueVec3 origin(int k) const;
  /// A model placement as program values.
  void lower_placement(const Placement& placement, ValueMat3& rotation, ValueVec3& offset);

  /// The motion of links 0..n by the outward pass (Craig 6.47 in the base
  /// frame; a floating base's twist at a rate of 0 first): only the links on
  /// the path to link `last` (the others left unset), or all for -1.
  std::vector<LinkMotion> link_motions(int last = -1) const;
  std::vector<LinkMotion> link_motions(int last, const std::vector<Value>& qd) const;
  /// The parent of frame k: lambda(k) for a link, the tool link for the last frame n+1.
  std::size_t at_parent(std::size_t k) const;
  /// Rows 0-2 and rows 3-5 of every column (two vectors in base-frame axes:
  /// linear and angular) turned by the floating base's R to the world's axes.
  void turn_to_world(std::vector<std::vector<Value>>& six_rows) const;
  /// center_of_mass() from the frames' base-frame rotations and origins.
  ValueVec3 center_of_mass(const std::vector<ValueMat3>& R0, const std::vector<ValueVec3>& o) const;

  Model model_;
  Program& program_;
  LinkParameters parameters_;
  std::vector<int> parent_;  ///< lambda(i), i = 1..n (parents(model))
  EmittedArguments args_, inputs_;
  std::map<std::string, std::string> parameter_names_;  ///< GiNaC symbol name -> model name
  struct Rotation {
    Value s, c;   ///< sin, cos of q_i + offset_i (0 and 1 for a prismatic joint)
    ValueMat3 E;  ///< the placement's constant rotation
  };
  ValueVec3 rotate(int i, const ValueVec3& v, bool factored) const;             ///< R_i v
  ValueVec3 rotate_transposed(int i, const ValueVec3& v, bool factored) const;  ///< R_i^T v

  std::vector<Rotation> rotation_;
  std::vector<ValueMat3> R_;
  std::vector<ValueVec3> p_, com_;
  std::vector<ValueMat3> inertia_;
  std::vector<Value> mass_;
  /// Links 0..n about their origins (0: a floating base's body, else zero).
  std::vector<BodyParameters> bodies_;
  /// A floating base's orientation in the world from q's quaternion, R(q[3..6]).
  ValueMat3 base_rotation_;
  /// The model file's frame of link i in frame i (rotation, origin), 1..n.
  std::vector<ValueMat3> link_rotation_;
  std::vector<ValueVec3> link_origin_;
};

}  // namespace nedyn
