#pragma once

// The one kinematic form every recursion reads (numeric, symbolic, program).
// Model files of every kind (standard and modified DH tables, joints by
// placement and axis, URDF) lower to it at load time (nedyn/model/lowering.hpp):
// a tree of joints in topological order, each a constant placement in its
// parent link's frame followed by motion about or along the z axis of the
// frame it places (Craig's modified-DH frames, generalised to any exact
// placement; Featherstone's parent array lambda(i) < i, RBDA §4.1.2). A chain
// is the tree with lambda(i) = i - 1. Every value is an
// exact GiNaC expression: a rational number, a constant such as Pi, or an
// expression over the model's free symbols. Notation: docs/notation.md.

#include <array>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <ginac/ginac.h>

#include "nedyn/model/contact.hpp"

namespace nedyn {

enum class JointType { revolute, prismatic };

const char* to_string(JointType type);

using ExVec3 = std::array<GiNaC::ex, 3>;
using ExMat3 = std::array<ExVec3, 3>;  ///< rows

/// A constant rigid transform: a point x given in the placed frame is
/// rotation x + translation in the frame it is placed in.
struct Placement {
  ExMat3 rotation{ExVec3{1, 0, 0}, ExVec3{0, 1, 0}, ExVec3{0, 0, 1}};
  ExVec3 translation{0, 0, 0};

  bool is_identity() const;
};

bool is_identity(const ExMat3& rotation);

/// a then b: the frame placed by b inside the frame placed by a.
Placement compose(const Placement& a, const Placement& b);
/// The inverse transform.
Placement inverse(const Placement& p);

/// Inertia tensor of a link about its centre of mass, axes parallel to the
/// link frame. Entries are tensor elements (URDF): xy = -∫xy dm.
struct InertiaTensor {
  GiNaC::ex xx, yy, zz, xy, xz, yz;
};

/// A joint's limits as the model file gives them (URDF's <limit>, YAML's
/// `limits:`), of q_i as the file writes it: position (rad, or m for a
/// prismatic joint), velocity (rad/s or m/s) and effort (N m or N); NaN
/// where the file gives none (a continuous joint's position).
struct JointLimits {
  double lower = std::numeric_limits<double>::quiet_NaN();
  double upper = std::numeric_limits<double>::quiet_NaN();
  double velocity = std::numeric_limits<double>::quiet_NaN();
  double effort = std::numeric_limits<double>::quiet_NaN();

  bool any() const;  ///< true if the file gives one of the four
};

/// Joint i and the link i it moves. Frame i (the joint frame) is
/// placement in frame lambda(i) (the parent link's, `parent`), then turned by q_i + offset about
/// its z axis (revolute) or moved by q_i + offset along it (prismatic); link i is fixed to frame i.
/// Link quantities (centre of mass, inertia) are in frame i.
struct Joint {
  JointType type = JointType::revolute;
  std::string name;     ///< as in the model file ("joint3" where it names none)
  int parent = 0;       ///< lambda(i): the parent link's number 1..i-1, 0 for the base
  Placement placement;  ///< frame i in frame lambda(i) at q_i + offset = 0
  GiNaC::ex offset{0};  ///< added to q_i: rad (revolute) or m (prismatic)
  /// The model file's own frame of link i in frame i: identity for modified
  /// DH and z axes; Tx(a_i) Rx(alpha_i) for standard DH; the rotation that
  /// took the joint's axis to z otherwise. The tool link's is the last frame
  /// (docs/design.md §2: where the tip wrench acts and the Jacobian is taken).
  Placement link_frame;
  GiNaC::ex mass;              ///< kg
  ExVec3 com;                  ///< centre of mass in frame i (m)
  InertiaTensor inertia;       ///< about the centre of mass, frame i's axes (kg m^2)
  GiNaC::ex viscous{0};        ///< b_i: tau += b_i qd_i
  GiNaC::ex coulomb{0};        ///< c_i: tau += c_i sign(qd_i)
  GiNaC::ex rotor_inertia{0};  ///< Ia_i: tau += Ia_i qdd_i
  JointLimits limits;          ///< the model file's, NaN where it gives none
  /// A joint that follows another (URDF's <mimic>, read with --mimic couple):
  /// q_i = follow_multiplier q_leader + follow_offset, its motion and force
  /// folded into the leader's coordinate (docs/kinematics.md, Coupled joints).
  /// `leader` is the number 1..n of an independent joint; 0 for a joint of
  /// its own coordinate.
  int leader = 0;
  GiNaC::ex follow_multiplier{1}, follow_offset{0};
};

/// A rigid body's mass, centre of mass and inertia about it (URDF's
/// inertial): the base body of a floating base.
struct RigidBody {
  GiNaC::ex mass{0};                        ///< kg
  ExVec3 com{0, 0, 0};                      ///< centre of mass in the body's frame (m)
  InertiaTensor inertia{0, 0, 0, 0, 0, 0};  ///< about the centre of mass, the frame's axes
};

/// A named frame fixed to a link (docs/kinematics.md): every URDF link, fixed
/// ones included, and each entry of a model file's `frames:`.
struct Frame {
  std::string name;     ///< the URDF link's name, or as the model file gives it
  int link = 0;         ///< the link it is fixed to: 1..n, 0 for the base
  Placement placement;  ///< in that link's frame, the model file's (as `tool`)
  /// Nothing is placed beyond it: a URDF link without child links (a foot, a
  /// fingertip), and every frame a model file names. Emitted code has the
  /// leaves' frame functions unless `--frames` chooses (docs/codegen.md).
  bool leaf = false;
  /// The link it names carries mass of its own (a URDF link's inertial);
  /// every frame a model file names counts as carrying.
  bool carries_mass = true;
};

/// Free symbols of a model, sorted by name (the order of emitted parameters).
using SymbolTable = std::map<std::string, GiNaC::realsymbol>;

/// The coordinates of the tool frame's motion in the base frame a task
/// controls (linear velocity x y z, then angular velocity wx wy wz): rows of
/// the 6 x n Jacobian. Names as in model files.
constexpr const char* kTaskCoordinateNames[6] = {"x", "y", "z", "wx", "wy", "wz"};

struct Model {
  std::string name;           ///< identifier: file names and C++ namespace
  std::string source_file;    ///< the file it was read from
  std::string description;    ///< how the file gave the chain: "standard DH", ...
  ExVec3 gravity;             ///< gravity vector g in the base frame (m/s^2)
  std::vector<Joint> joints;  ///< topological order: every joint after its parent
  SymbolTable symbols;        ///< free symbols used anywhere in the model
  /// The tool frame in the tool link's frame (the model file's `tool`):
  /// where the Jacobian is taken and the tip wrench acts. Identity if none.
  Placement tool;
  /// The link the tool frame is fixed to, 1..n; 0 for the last, n (a chain's
  /// tip; a tree's last link in the file's order unless the file names one).
  int tool_link = 0;
  /// Named frames, in the file's order: every link of a URDF (its own frame
  /// and the links fixed to it), a model file's `frames:`.
  std::vector<Frame> frames;
  /// The task's coordinates as given (`task` or --task), indices into
  /// kTaskCoordinateNames; empty if none was given (task_rows()).
  std::vector<int> task;
  /// A free-flying base (Pinocchio's free flyer, docs/kinematics.md): the
  /// base link is a body that moves, its pose the first 7 coordinates of q
  /// (x y z, then the quaternion qx qy qz qw) and its twist in its own frame
  /// the first 6 of qd (linear velocity of its origin, then angular); the
  /// first 6 entries of tau are the wrench on it (force, moment), base frame.
  bool floating_base = false;
  /// The base link's body (frame 0), for a floating base.
  RigidBody base_body;
  /// Frames held by the environment (--contacts; docs/kinematics.md,
  /// Contacts), in order: the rows of the contact functions.
  std::vector<Contact> contacts;
  /// Baumgarte's gains of the contacts (--baumgarte; none by default): the
  /// emitted constrained_forward_dynamics_baumgarte.
  std::optional<BaumgarteGains> baumgarte;

  int dof() const { return static_cast<int>(joints.size()); }
  /// Entries of q: the joints, and 7 for a floating base's pose.
  int nq() const { return dof() + (floating_base ? 7 : 0); }
  /// Entries of qd, qdd and tau: the joints, and 6 for a floating base's twist.
  int nv() const { return dof() + (floating_base ? 6 : 0); }
  /// Rows of the link wrenches fext: the links, a floating base's body first.
  int links_with_wrenches() const { return dof() + (floating_base ? 1 : 0); }
  /// The link the tool frame is fixed to, 1..n.
  int tip_link() const { return tool_link > 0 ? tool_link : dof(); }
  /// The tool frame in frame tip_link(): that link's frame, then the tool.
  Placement tip() const;
  /// The tool frame as a named frame, "tool", on tip_link().
  Frame tool_frame() const { return Frame{"tool", tip_link(), tool, true}; }
  /// A frame's placement in the frame of its link (frame link, not the model
  /// file's): that link's frame, then the frame's placement.
  Placement in_link(const Frame& frame) const;
  /// True if joint i's parent is joint i-1 for every i (a serial chain).
  bool is_chain() const;
  /// The frame that frame k = 1..n+1 is placed in: lambda(k) for a link, the
  /// tool link for the last frame, n+1.
  int frame_parent(int k) const {
    return k > dof() ? tip_link() : joints[static_cast<std::size_t>(k - 1)].parent;
  }
};

/// True if the model file gives any joint a limit (JointLimits::any).
bool has_joint_limits(const Model& model);

/// True if some joint follows another (Joint::leader): the model's
/// coordinates are its independent joints' (and a floating base's).
bool has_coupled_joints(const Model& model);

/// Each joint's coordinate among the independent joints (0-based, in the
/// model's order): its own, or its leader's where it follows one.
std::vector<int> joint_coordinates(const Model& model);

/// The joints with a coordinate of their own (all without coupled joints).
int independent_joint_count(const Model& model);

/// lambda(i) for links 1..n at index i (index 0 unused, 0): the parent array
/// the recursions walk.
/// The model's frame named `name` into `frame`: one of Model::frames, or the
/// tool frame for "tool" where no frame has that name; false if there is
/// none. (No std::optional: the installed headers stay C++14 for consumers.)
bool named_frame(const Model& model, const std::string& name, Frame& frame);

std::vector<int> parents(const Model& model);

/// True if link j is link i or lies beyond it (i is on the path from the
/// base to j); 1-based, 0 the base (an ancestor of every link).
bool is_ancestor(const std::vector<int>& parent, int i, int j);

/// The links on the path from the base to link j, base side first (1-based,
/// the base 0 not included).
std::vector<int> path_to(const std::vector<int>& parent, int j);

/// For a floating base whose first six joints already make a free body of
/// link 6 (a chain on the base of three prismatic and three revolute joints,
/// links 1-5 massless, as models/quadrotor.yaml): a note saying so, and that
/// M is singular where the base has no mass. Such a model is allowed; "" for
/// every other model.
std::string free_chain_on_floating_base(const Model& model);

/// True if the model has a task: one given, or all six coordinates by
/// default where six coordinates or more move the tool (a chain's joints; in
/// a tree, those on the path to the tool link; a floating base's six).
bool has_task(const Model& model);

/// The task's Jacobian rows: as given, or 0..5 by default where six joints
/// or more move the tool. Throws ModelError (naming the model file) for a shorter chain with
/// no task given: which coordinates to control must then be chosen.
std::vector<int> task_rows(const Model& model);

/// The frames emitted code has frame functions for (frame_pose, ...), in the
/// order of their index: those named in `names` ("tool" is the tool frame
/// unless a frame of the model has that name), or for none given the leaves
/// of model.frames in the file's order that carry mass or are named like an
/// end effector (all leaves where none is), not empty sensor or dummy links,
/// and then the tool frame, which a tree has only where a tool is placed
/// (--tool, `tool:`): a tree's last link is no tool (docs/codegen.md).
/// Throws std::invalid_argument for an unknown or repeated name, listing the
/// model's frames.
std::vector<Frame> chosen_frames(const Model& model, const std::vector<std::string>& names = {});

/// Why chosen_frames() takes a frame by default: "a leaf that carries mass",
/// "a leaf named like an end effector", "a leaf", "the tool frame".
std::string default_frame_reason(const Model& model, const Frame& frame);

/// "x, y" for rows {0, 1}.
std::string task_text(const std::vector<int>& rows);

/// The task coordinates named in `text` ("x,y,wz" or "x y wz"); throws
/// std::invalid_argument naming the first bad or repeated name.
std::vector<int> parse_task(const std::string& text);

/// The words of a command-line list: separated by spaces, commas or tabs
/// ("x,y z" -> x, y, z), empty ones dropped.
std::vector<std::string> list_words(const std::string& text);

}  // namespace nedyn
