#pragma once

// Model files (YAML, docs/design.md §3) as written, and their loading: a file is
// read into a ModelFile, which the lowering (nedyn/model/lowering.hpp) turns
// into the one kinematic form, Model.

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "nedyn/model/model.hpp"
#include "nedyn/model/model_error.hpp"

namespace nedyn {

/// Longest chain a model file may hold. Generation is bounded by the output
/// it must write: B alone has n^2 (n-1)/2 entries (docs/limits.md).
constexpr std::size_t kMaxJoints = 64;

/// How a model file describes its joints: a DH table (standard: Paul,
/// JAERI-M 90-147 eq. 2.30; modified: Craig), or each joint by the placement
/// of its frame in its parent's and its axis (seed 004, URDF's origin and axis).
enum class Convention { standard, modified, axes };

const char* to_string(Convention convention);

/// One joint entry of a model file, as written.
struct FileJoint {
  JointType type = JointType::revolute;
  std::string name;  ///< `name`; empty if the file gives none
  /// `parent` (axes convention): the joint whose link this joint is placed
  /// on, 1-based, 0 for the base; -1 for the default, the previous joint.
  int parent = -1;
  /// DH conventions: for standard alpha and a belong to link i; for modified
  /// they are alpha_{i-1}, a_{i-1} (Craig's rows). Offsets of q: theta, d.
  GiNaC::ex alpha, a, d, theta;
  /// Axes convention: the joint's frame in its parent's at q = 0 (xyz, and
  /// URDF's fixed-axis rpy: Rz(yaw) Ry(pitch) Rx(roll)), and its axis in its
  /// own frame (any non-zero vector of numbers).
  ExVec3 xyz{0, 0, 0}, rpy{0, 0, 0}, axis{0, 0, 1};
  GiNaC::ex mass;         ///< kg
  ExVec3 com;             ///< centre of mass in the link frame (m)
  InertiaTensor inertia;  ///< about the centre of mass, link-frame axes (kg m^2)
  GiNaC::ex viscous{0}, coulomb{0}, rotor_inertia{0};
  JointLimits limits;  ///< `limits: {lower, upper, velocity, effort}`, NaN where absent
};

/// An entry of `frames:`: a named frame fixed to a link (Frame).
struct FileFrame {
  std::string name;
  int link = 0;                       ///< the joint whose link carries it, 1-based; 0 for the base
  ExVec3 xyz{0, 0, 0}, rpy{0, 0, 0};  ///< in that link's frame, as for `tool`
};

/// An entry of `locked:` (or --lock on a model file): a joint fixed at a
/// value of its coordinate, its link merged into the one it hangs from.
struct FileLock {
  int joint = 0;         ///< 1-based
  GiNaC::ex value{0};    ///< q_i (rad or m), without the joint's offset
  std::string given_by;  ///< "FILE:LINE:COL" of the entry, or "--lock"
};

struct ModelFile {
  std::string name;
  std::string source_file;
  Convention convention = Convention::standard;
  ExVec3 gravity;
  std::vector<FileJoint> joints;
  SymbolTable symbols;
  /// `tool`: the tool frame in the tool link's frame (xyz, fixed-axis rpy as
  /// for joints); zero if absent.
  ExVec3 tool_xyz{0, 0, 0}, tool_rpy{0, 0, 0};
  /// `tool: {link: NAME}`: the joint whose link carries the tool, 1-based; 0
  /// for the last.
  int tool_link = 0;
  std::vector<FileFrame> frames;  ///< `frames:`, in the file's order
  std::vector<int> task;          ///< `task`: indices into kTaskCoordinateNames; empty if absent
  bool floating_base = false;     ///< `base: floating` (default `fixed`)
  RigidBody base_body;            ///< `base_link: {mass, com, inertia}`: the base's body
  std::vector<FileLock> locked;   ///< `locked: {JOINT: value, ...}`, by joint number
  /// `contacts: [{frame: NAME, type: point|6d}, ...]`, where each entry
  /// and the list start (the model's checks of them point there).
  std::vector<Contact> contacts;
  std::vector<SourceLocation> contact_at;
  SourceLocation contacts_at;
  /// `baumgarte: [KP, KD]`, and where it is.
  std::optional<BaumgarteGains> baumgarte;
  SourceLocation baumgarte_at;
  /// "FILE:LINE:COL: ..." for each number that looks like a mistake of
  /// units: an angle beyond 2 pi (degrees?), a length beyond 10 m (millimetres?).
  std::vector<std::string> notes;
};

/// Reads and validates a YAML model file's text; `file_name` is used in
/// messages. Throws ModelError naming the file, line and column of the first
/// problem. An inertia tensor that breaks the triangle inequality is a note
/// (ModelFile::notes), or with `strict_inertia` a problem.
ModelFile read_model_file(const std::string& text, const std::string& file_name,
                          bool strict_inertia = false);

/// Reads, validates and lowers a YAML model file.
Model load_model(const std::string& path);

/// The same, with ModelFile::notes appended to `notes`; `locked` (--lock:
/// joint name -> value) adds to the file's `locked:` or replaces its value.
/// Throws ModelError naming the file for a name that is no joint of it.
Model load_model(const std::string& path, std::vector<std::string>& notes,
                 bool strict_inertia = false, const std::map<std::string, double>& locked = {});

/// The same from text already in memory; `file_name` is used in messages.
Model load_model_from_string(const std::string& text, const std::string& file_name);

}  // namespace nedyn
