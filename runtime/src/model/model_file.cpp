#include "nedyn/model/model_file.hpp"

#include <yaml-cpp/yaml.h>
#include <cctype>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <set>
#include <sstream>

#include "nedyn/model/emitted_names.hpp"
#include "nedyn/model/expression.hpp"
#include "nedyn/model/lowering.hpp"
#include "nedyn/model/model_error.hpp"
#include "nedyn/model/physical.hpp"
#include "nedyn/model/text_file.hpp"
#include "nedyn/model/yaml_syntax.hpp"

namespace nedyn {
namespace {

// A model file is small and shallow; far larger or deeper text is refused
// before the YAML parser sees it (docs/limits.md).
constexpr std::size_t kMaxFileBytes = 1 << 20;
constexpr int kMaxFlowDepth = 32;
constexpr std::size_t kMaxIndent = 128;

// Joint and frame names end up in messages and, quoted, in emitted files
// (kJointNames): printable ASCII without quotes or backslashes.
std::string printable_name_problem(const std::string& name, const std::string& kind) {
  if (name.empty()) return "a " + kind + "'s name must not be empty";
  if (name.size() > 128) return "a " + kind + "'s name is at most 128 characters";
  for (const char c : name)
    if (c < 0x21 || c > 0x7e || c == '"' || c == '\\' || c == '\'')
      return "a " + kind + "'s name is printable ASCII without spaces, quotes or backslashes";
  return "";
}

// "base" names the base, not a joint.
std::string joint_name_problem(const std::string& name) {
  if (name == "base") return "'base' names the robot's base, not a joint";
  return printable_name_problem(name, "joint");
}

std::string join(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : ", ") + w;
  return out;
}

const char* kind_name(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Map:
      return "a mapping";
    case YAML::NodeType::Sequence:
      return "a list";
    case YAML::NodeType::Scalar:
      return "a scalar";
    case YAML::NodeType::Null:
      return "nothing";
    default:
      return "an undefined node";
  }
}

// Position of byte `offset` in `text` as 1-based line and column.
SourceLocation locate(const std::string& file, const std::string& text, std::size_t offset) {
  SourceLocation where{file, 1, 1};
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++where.line;
      where.column = 1;
    } else {
      ++where.column;
    }
  }
  return where;
}

// Offset of the first byte that is not valid UTF-8, or npos.
std::size_t invalid_utf8_offset(const std::string& text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    std::size_t extra = 0;
    if (c < 0x80) {
      extra = 0;
    } else if ((c & 0xE0) == 0xC0 && c >= 0xC2) {
      extra = 1;
    } else if ((c & 0xF0) == 0xE0) {
      extra = 2;
    } else if ((c & 0xF8) == 0xF0 && c <= 0xF4) {
      extra = 3;
    } else {
      return i;
    }
    if (i + extra >= text.size() && extra > 0) return i;  // truncated sequence
    for (std::size_t k = 1; k <= extra; ++k)
      if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return i;
    i += extra + 1;
  }
  return std::string::npos;
}

// Joint i's parent, 1-based, 0 the base (FileJoint::parent's default resolved).
int parent_of(const ModelFile& file, int i) {
  const int given = file.joints[static_cast<std::size_t>(i - 1)].parent;
  return given < 0 ? i - 1 : given;
}

std::string joint_label(const ModelFile& file, int i) {
  const std::string& name = file.joints[static_cast<std::size_t>(i - 1)].name;
  return name.empty() ? "joint " + std::to_string(i) : "'" + name + "'";
}

// Where a locked joint's link goes.
std::string merged_into(const ModelFile& file, int joint) {
  const int parent = parent_of(file, joint);
  return "its link, with what hangs from it, joins " +
         (parent == 0 ? std::string(file.floating_base ? "the base body" : "the fixed base")
                      : "the link of " + joint_label(file, parent));
}

// Joint i's name (1-based): the file's, or the lowering's "joint<i>" for an
// unnamed joint (Joint::name).
std::string name_of_joint(const std::vector<std::string>& names, std::size_t i) {
  return names[i - 1].empty() ? "joint" + std::to_string(i) : names[i - 1];
}

// The joint called `name` (1-based): a name the file gives first, then an
// unnamed joint's "joint<i>"; 0 for none.
int joint_by_name(const std::vector<std::string>& names, const std::string& name) {
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return static_cast<int>(i) + 1;
  for (std::size_t i = 1; i <= names.size(); ++i)
    if (names[i - 1].empty() && name_of_joint(names, i) == name) return static_cast<int>(i);
  return 0;
}

// "a, joint2, c": every joint's name, for messages.
std::string listed_joint_names(const std::vector<std::string>& names) {
  std::string text;
  for (std::size_t i = 1; i <= names.size(); ++i)
    text += (text.empty() ? "" : ", ") + name_of_joint(names, i);
  return text;
}

// What the locks leave: something to move on a fixed base, and a link for a
// tool placed on a locked one (the link it is merged into, not the base).
void check_locked(const ModelFile& file, const std::vector<FileLock>& locked,
                  const std::function<void(const std::string&)>& fail) {
  std::vector<bool> is_locked(file.joints.size() + 1, false);
  for (const FileLock& lock : locked) is_locked[static_cast<std::size_t>(lock.joint)] = true;
  if (!file.floating_base && locked.size() == file.joints.size())
    fail("every joint is locked: nothing is left to move on a fixed base");
  const int n = static_cast<int>(file.joints.size());
  const auto zero = [](const ExVec3& v) {
    return v[0].is_zero() && v[1].is_zero() && v[2].is_zero();
  };
  const bool tool_placed = file.tool_link > 0 || !zero(file.tool_xyz) || !zero(file.tool_rpy);
  if (!tool_placed || n == 0) return;
  int link = file.tool_link > 0 ? file.tool_link : n;
  while (link > 0 && is_locked[static_cast<std::size_t>(link)]) link = parent_of(file, link);
  if (link == 0)
    fail("the tool is placed on the link of " +
         joint_label(file, file.tool_link > 0 ? file.tool_link : n) +
         ", which the locked joints fix to the base: place the tool on a link that still moves");
}

class ModelReader {
 public:
  ModelReader(std::string file, bool strict_inertia)
      : file_(std::move(file)), strict_inertia_(strict_inertia) {}

  ModelFile read(const std::string& text) {
    check_text(text);
    YAML::Node root;
    try {
      root = YAML::Load(text);
    } catch (const YAML::ParserException& e) {
      throw ModelError(at(e.mark),
                       "YAML syntax error: " + explained_yaml_error(e.msg, text, e.mark.line + 1));
    }
    if (root.IsNull())
      throw ModelError({file_, 1, 1}, "the file holds no model (YAML reads it as empty)");
    if (!root.IsMap())
      throw ModelError(at(root), std::string("expected a mapping with keys name, convention, "
                                             "joints at the top level, got ") +
                                     kind_name(root));
    check_keys(root, "the model",
               {"name", "convention", "gravity", "base", "base_link", "joints", "tool", "frames",
                "task", "locked", "contacts", "baumgarte"},
               {"name", "convention", "joints"});

    ModelFile model;
    model.source_file = file_;
    model.name = read_name(root["name"]);
    model.convention = read_convention(root["convention"]);
    convention_ = model.convention;
    model.gravity = root["gravity"] ? vector3(root["gravity"], "gravity")
                                    : std::array<GiNaC::ex, 3>{0, 0, GiNaC::numeric(-981, 100)};
    const YAML::Node joints = root["joints"];
    if (!joints.IsSequence())
      fail(joints, std::string("'joints' must be a list of joints, got ") + kind_name(joints));
    // A floating base alone is one free rigid body (seed 000's quadrotor).
    if (root["base"]) model.floating_base = read_base(root["base"]);
    if (joints.size() == 0 && !model.floating_base)
      fail(joints,
           "the chain is empty: 'joints' needs at least one joint (or 'base: floating' for one "
           "free body)");
    if (joints.size() > kMaxJoints)
      fail(joints, "a chain of " + std::to_string(joints.size()) +
                       " joints (nedyn handles at most " + std::to_string(kMaxJoints) +
                       "; docs/limits.md)");
    // Names first: a parent is found by name (and one named later is told apart).
    for (std::size_t i = 0; i < joints.size(); ++i)
      all_names_.push_back(joints[i].IsMap() && joints[i]["name"] && joints[i]["name"].IsScalar()
                               ? joints[i]["name"].Scalar()
                               : std::string());
    for (std::size_t i = 0; i < joints.size(); ++i)
      model.joints.push_back(read_joint(joints[i], static_cast<int>(i) + 1));
    if (root["base_link"]) model.base_body = read_base_link(root["base_link"]);
    if (root["tool"]) read_tool(root["tool"], model);
    if (root["frames"]) model.frames = read_frames(root["frames"]);
    if (root["task"])
      model.task = read_task(root["task"], static_cast<int>(joints.size()), model.floating_base);
    if (root["locked"]) model.locked = read_locked(root["locked"], model);
    if (root["contacts"]) {
      model.contacts = read_contacts(root["contacts"]);
      model.contacts_at = at(root["contacts"]);
      for (std::size_t i = 0; i < model.contacts.size(); ++i)
        model.contact_at.push_back(at(root["contacts"][i]));
    }
    if (root["baumgarte"]) {
      model.baumgarte = read_baumgarte(root["baumgarte"]);
      model.baumgarte_at = at(root["baumgarte"]);
    }
    model.symbols = symbols_;
    model.notes = notes_;
    return model;
  }

 private:
  SourceLocation at(const YAML::Mark& mark) const {
    if (mark.is_null()) return {file_, 0, 0};
    return {file_, mark.line + 1, mark.column + 1};
  }
  SourceLocation at(const YAML::Node& node) const { return at(node.Mark()); }

  [[noreturn]] void fail(const YAML::Node& node, const std::string& problem) const {
    throw ModelError(at(node), problem);
  }

  void check_text(const std::string& text) const {
    const std::size_t nul = text.find('\0');
    if (nul != std::string::npos)
      throw ModelError(locate(file_, text, nul),
                       "binary data (a NUL byte): a model file is YAML text");
    const std::size_t bad = invalid_utf8_offset(text);
    if (bad != std::string::npos)
      throw ModelError(locate(file_, text, bad), "not UTF-8 text: a model file is YAML text");
    if (text.find_first_not_of(" \t\r\n") == std::string::npos)
      throw ModelError({file_, 1, 1}, "the file holds no model (it is empty)");
    if (text.size() > kMaxFileBytes)
      throw ModelError({file_, 1, 1}, "a model file of " + std::to_string(text.size()) +
                                          " bytes (at most " + std::to_string(kMaxFileBytes) + ")");
    check_nesting(text);
    check_single_document(text);
  }

  // YAML::Load reads the first document only, and yaml-cpp 0.7's LoadAll
  // allocates without end on a ',' at the top level (found by fuzzing), so a
  // second document is found by its '---' line.
  void check_single_document(const std::string& text) const {
    bool content = false;
    std::size_t start = 0;
    while (start < text.size()) {
      std::size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      const std::string line = text.substr(start, end - start);
      const bool marker = line.compare(0, 3, "---") == 0 && (line.size() == 3 || line[3] == ' ' ||
                                                             line[3] == '\t' || line[3] == '\r');
      if (marker && content)
        throw ModelError(locate(file_, text, start),
                         "a second YAML document: a model file holds one model");
      const std::size_t first = line.find_first_not_of(" \t\r");
      if (!marker && first != std::string::npos && line[first] != '#' && line[first] != '%')
        content = true;
      start = end + 1;
    }
  }

  // yaml-cpp recurses once per level and stops at 500 with the words "bad
  // file"; a model needs four levels, so deeper text is refused here, by place.
  void check_nesting(const std::string& text) const {
    int depth = 0;
    char quote = 0;
    bool comment = false;
    std::size_t indent = 0;
    bool line_start = true;
    for (std::size_t i = 0; i < text.size(); ++i) {
      const char c = text[i];
      if (c == '\n') {
        comment = false;
        line_start = true;
        indent = 0;
        continue;
      }
      if (line_start && c == ' ') {
        if (++indent > kMaxIndent)
          throw ModelError(locate(file_, text, i), "a line indented by more than " +
                                                       std::to_string(kMaxIndent) + " spaces");
        continue;
      }
      line_start = false;
      if (comment) continue;
      if (quote != 0) {
        if (c == quote) quote = 0;
      } else if (c == '\'' || c == '"') {
        quote = c;
      } else if (c == '#') {
        comment = true;
      } else if (c == '[' || c == '{') {
        if (++depth > kMaxFlowDepth)
          throw ModelError(locate(file_, text, i), "lists or mappings nested more than " +
                                                       std::to_string(kMaxFlowDepth) +
                                                       " levels deep");
      } else if ((c == ']' || c == '}') && depth > 0) {
        --depth;
      }
    }
  }

  // Every key of `map` must be in `allowed`, once; every key of `required` present.
  void check_keys(const YAML::Node& map, const std::string& what,
                  const std::vector<std::string>& allowed,
                  const std::vector<std::string>& required) const {
    std::set<std::string> seen;
    for (auto it = map.begin(); it != map.end(); ++it) {
      const YAML::Node key = it->first;
      if (!key.IsScalar()) fail(key, "keys of " + what + " must be plain words");
      const std::string name = key.Scalar();
      if (std::find(allowed.begin(), allowed.end(), name) == allowed.end())
        fail(key,
             "unknown key '" + name + "' in " + what + " (expected one of: " + join(allowed) + ")");
      if (!seen.insert(name).second) fail(key, "duplicate key '" + name + "' in " + what);
    }
    for (const auto& name : required)
      if (seen.count(name) == 0) fail(map, "missing key '" + name + "' in " + what);
  }

  std::string scalar(const YAML::Node& node, const std::string& what) const {
    if (!node.IsScalar())
      fail(node, "'" + what + "' must be a single word, got " + kind_name(node));
    return node.Scalar();
  }

  std::string read_name(const YAML::Node& node) const {
    const std::string name = scalar(node, "name");
    const std::string problem = namespace_name_problem(name);
    if (!problem.empty()) fail(node, problem);
    return name;
  }

  Convention read_convention(const YAML::Node& node) const {
    const std::string text = scalar(node, "convention");
    if (text == "standard") return Convention::standard;
    if (text == "modified") return Convention::modified;
    if (text == "axes") return Convention::axes;
    fail(node, "unknown convention '" + text + "' (expected standard, modified or axes)");
  }

  GiNaC::ex value(const YAML::Node& node, const std::string& what) {
    return value_of_text(node, what, node.IsScalar() ? node.Scalar() : std::string());
  }

  GiNaC::ex value_of_text(const YAML::Node& node, const std::string& what,
                          const std::string& text) {
    if (node.IsNull()) fail(node, "'" + what + "' needs a number or expression, got nothing");
    if (!node.IsScalar())
      fail(node, "'" + what + "' must be a number or expression, got " + kind_name(node));
    try {
      return parse_value(text, symbols_);
    } catch (const std::invalid_argument& e) {
      fail(node, what + ": " + e.what());
    }
  }

  // An angle in radians, or in degrees with the suffix `deg` ("90 deg" is
  // pi/2 exactly). A number beyond 2 pi in magnitude without it is noted: a
  // degree written as a radian is a silent mistake otherwise.
  GiNaC::ex angle(const YAML::Node& node, const std::string& what) {
    const std::string text = node.IsScalar() ? node.Scalar() : std::string();
    const std::size_t end = text.find_last_not_of(" \t");
    // Other ways of writing degrees get the one nedyn reads.
    for (const char* unit : {"degrees", "degree", "\xC2\xB0" /* ° */}) {
      const std::string u = unit;
      if (end != std::string::npos && end + 1 > u.size() &&
          text.compare(end + 1 - u.size(), u.size(), u) == 0) {
        std::string number = text.substr(0, end + 1 - u.size());
        number.erase(number.find_last_not_of(" \t") + 1);
        fail(node, what + ": '" + text + "': write '" + number + " deg' for degrees");
      }
    }
    if (end != std::string::npos && end >= 2 && text.compare(end - 2, 3, "deg") == 0 &&
        (end == 2 ||
         !(std::isalpha(static_cast<unsigned char>(text[end - 3])) || text[end - 3] == '_'))) {
      return value_of_text(node, what, text.substr(0, end - 2)) * GiNaC::Pi / 180;
    }
    const GiNaC::ex v = value(node, what);
    const auto number = numeric_value(v);
    if (number && std::abs(*number) > 2 * M_PI) {
      std::ostringstream out;
      out << what << " " << text << " is beyond 2 pi in magnitude: angles are in radians; write '"
          << text << " deg' for degrees";
      note(node, out.str());
    }
    return v;
  }

  // A length in metres; beyond 10 m in magnitude is noted (millimetres?).
  GiNaC::ex length(const YAML::Node& node, const std::string& what) {
    const GiNaC::ex v = value(node, what);
    const auto number = numeric_value(v);
    if (number && std::abs(*number) > 10) {
      std::ostringstream out;
      out << what << " " << node.Scalar() << " is beyond 10 m in magnitude: lengths are in metres";
      note(node, out.str());
    }
    return v;
  }

  std::array<GiNaC::ex, 3> angles3(const YAML::Node& node, const std::string& what) {
    return vector3_of(node, what, &ModelReader::angle);
  }

  std::array<GiNaC::ex, 3> lengths3(const YAML::Node& node, const std::string& what) {
    return vector3_of(node, what, &ModelReader::length);
  }

  void note(const YAML::Node& node, const std::string& text) {
    const SourceLocation where = at(node);
    notes_.push_back(where.file + ":" + std::to_string(where.line) + ":" +
                     std::to_string(where.column) + ": " + text);
  }

  std::array<GiNaC::ex, 3> vector3(const YAML::Node& node, const std::string& what) {
    return vector3_of(node, what, &ModelReader::value);
  }

  std::array<GiNaC::ex, 3> vector3_of(const YAML::Node& node, const std::string& what,
                                      GiNaC::ex (ModelReader::*read_one)(const YAML::Node&,
                                                                         const std::string&)) {
    if (!node.IsSequence())
      fail(node, "'" + what + "' must be a list of 3 values, got " + kind_name(node));
    if (node.size() != 3)
      fail(node, "'" + what + "' must have 3 values, got " + std::to_string(node.size()));
    return {(this->*read_one)(node[0], what + "[0]"), (this->*read_one)(node[1], what + "[1]"),
            (this->*read_one)(node[2], what + "[2]")};
  }

  GiNaC::ex optional_value(const YAML::Node& joint, const char* key, const std::string& what) {
    const YAML::Node node = joint[key];
    if (!node) return 0;
    GiNaC::ex v = value(node, what + " " + key);
    non_negative(node, v, what + " " + key);
    return v;
  }

  void non_negative(const YAML::Node& node, const GiNaC::ex& v, const std::string& what) const {
    const auto number = numeric_value(v);
    if (number && *number < 0) {
      std::ostringstream out;
      out << what << " must not be negative (got " << *number << ")";
      fail(node, out.str());
    }
  }

  FileJoint read_joint(const YAML::Node& node, int index) {
    const std::string what = "joint " + std::to_string(index);
    if (!node.IsMap()) fail(node, what + " must be a mapping, got " + kind_name(node));
    const bool dh = convention_ != Convention::axes;
    std::vector<std::string> required{"type"};
    for (const char* key : dh ? std::vector<const char*>{"alpha", "a", "d", "theta"}
                              : std::vector<const char*>{"xyz", "axis"})
      required.push_back(key);
    for (const char* key : {"mass", "com", "inertia"}) required.push_back(key);
    const std::vector<std::string> optional{"viscous", "coulomb", "rotor_inertia", "limits"};
    std::vector<std::string> allowed = required;
    allowed.insert(allowed.end(), optional.begin(), optional.end());
    allowed.insert(allowed.begin(), "name");
    if (!dh) allowed.insert(allowed.begin() + 2, "rpy");
    if (!dh) allowed.insert(allowed.begin() + 1, "parent");
    if (dh && node.IsMap() && node["parent"])
      fail(node["parent"], what +
                               ": 'parent' places a joint on another link, which only the "
                               "axes convention can say (a DH table is a chain)");
    check_keys(node, what, allowed, required);
    FileJoint joint;
    if (node["name"]) {
      joint.name = scalar(node["name"], what + " name");
      const std::string problem = joint_name_problem(joint.name);
      if (!problem.empty()) fail(node["name"], what + " name: " + problem);
      const int first = joint_named(node["name"], joint.name, what + " name", false);
      if (first != index)
        fail(node["name"], what + ": the name '" + joint.name + "' is already joint " +
                               std::to_string(first) + "'s");
    }
    if (node["parent"]) joint.parent = parent_by_name(node["parent"], what + " parent", index);
    const std::string type = scalar(node["type"], "type");
    if (type == "revolute") {
      joint.type = JointType::revolute;
    } else if (type == "prismatic") {
      joint.type = JointType::prismatic;
    } else {
      fail(node["type"], "unknown joint type '" + type + "' (expected revolute or prismatic)");
    }
    if (dh) {
      joint.alpha = angle(node["alpha"], what + " alpha");
      joint.a = length(node["a"], what + " a");
      joint.d = length(node["d"], what + " d");
      joint.theta = angle(node["theta"], what + " theta");
    } else {
      joint.xyz = lengths3(node["xyz"], what + " xyz");
      if (node["rpy"]) joint.rpy = angles3(node["rpy"], what + " rpy");
      joint.axis = read_axis(node["axis"], what + " axis");
    }
    joint.mass = value(node["mass"], what + " mass");
    non_negative(node["mass"], joint.mass, what + " mass");
    joint.com = lengths3(node["com"], what + " com");
    joint.inertia = read_inertia(node["inertia"], what);
    joint.viscous = optional_value(node, "viscous", what);
    joint.coulomb = optional_value(node, "coulomb", what);
    joint.rotor_inertia = optional_value(node, "rotor_inertia", what);
    if (node["limits"]) joint.limits = read_limits(node["limits"], what, joint.type);
    return joint;
  }

  // `limits: {lower, upper, velocity, effort}`, each optional: numbers (a
  // revolute joint's positions as angles, `deg` allowed), lower <= upper,
  // velocity and effort not negative.
  JointLimits read_limits(const YAML::Node& node, const std::string& joint, JointType type) {
    const std::string what = joint + " limits";
    if (!node.IsMap())
      fail(node,
           what + " must be a mapping {lower, upper, velocity, effort}, got " + kind_name(node));
    check_keys(node, what, {"lower", "upper", "velocity", "effort"}, {});
    const auto number = [&](const char* key, bool position) {
      if (!node[key]) return std::numeric_limits<double>::quiet_NaN();
      const std::string name = what + " " + key;
      const GiNaC::ex v = position && type == JointType::revolute ? angle(node[key], name)
                          : position                              ? length(node[key], name)
                                                                  : value(node[key], name);
      const auto x = numeric_value(v);
      if (!x || !std::isfinite(*x))
        fail(node[key], name + " must be a finite number, got '" + node[key].Scalar() + "'");
      if (!position) non_negative(node[key], v, name);
      return *x;
    };
    JointLimits limits;
    limits.lower = number("lower", true);
    limits.upper = number("upper", true);
    limits.velocity = number("velocity", false);
    limits.effort = number("effort", false);
    if (limits.lower > limits.upper)
      fail(node["lower"], what + ": lower " + shortest_decimal(limits.lower) + " is above upper " +
                              shortest_decimal(limits.upper));
    return limits;
  }

  bool read_base(const YAML::Node& node) const {
    const std::string text = node.IsScalar() ? node.Scalar() : std::string();
    if (text != "fixed" && text != "floating")
      fail(node, "'base' must be fixed or floating, got " +
                     (node.IsScalar() ? "'" + text + "'" : kind_name(node)));
    return text == "floating";
  }

  // The base link's body: it moves with a floating base (with a fixed one
  // nothing it carries matters).
  RigidBody read_base_link(const YAML::Node& node) {
    if (!node.IsMap())
      fail(node, std::string("'base_link' must be a mapping {mass, com, inertia}, got ") +
                     kind_name(node));
    check_keys(node, "base_link", {"mass", "com", "inertia"}, {"mass", "com", "inertia"});
    RigidBody body;
    body.mass = value(node["mass"], "base_link mass");
    non_negative(node["mass"], body.mass, "base_link mass");
    body.com = vector3(node["com"], "base_link com");
    body.inertia = read_inertia(node["inertia"], "base_link");
    return body;
  }

  void read_tool(const YAML::Node& node, ModelFile& model) {
    if (!node.IsMap())
      fail(node, std::string("'tool' must be a mapping {xyz, rpy}, got ") + kind_name(node));
    check_keys(node, "tool", {"link", "xyz", "rpy"}, {});
    if (node["link"])
      model.tool_link =
          joint_named(node["link"], scalar(node["link"], "tool link"), "tool link", false);
    if (node["xyz"]) model.tool_xyz = lengths3(node["xyz"], "tool xyz");
    if (node["rpy"]) model.tool_rpy = angles3(node["rpy"], "tool rpy");
  }

  // Named frames: {name, link, xyz, rpy}, link a joint's name (its link) or base.
  std::vector<FileFrame> read_frames(const YAML::Node& node) {
    if (!node.IsSequence())
      fail(node, std::string("'frames' must be a list of {name, link, xyz, rpy}, got ") +
                     kind_name(node));
    std::vector<FileFrame> frames;
    for (std::size_t i = 0; i < node.size(); ++i) {
      const YAML::Node entry = node[i];
      const std::string what = "frame " + std::to_string(i + 1);
      if (!entry.IsMap())
        fail(entry,
             "'" + what + "' must be a mapping {name, link, xyz, rpy}, got " + kind_name(entry));
      check_keys(entry, what, {"name", "link", "xyz", "rpy"}, {"name", "link"});
      FileFrame frame;
      frame.name = scalar(entry["name"], what + " name");
      const std::string problem = printable_name_problem(frame.name, "frame");
      if (!problem.empty()) fail(entry["name"], what + " name: " + problem);
      for (const FileFrame& earlier : frames)
        if (earlier.name == frame.name)
          fail(entry["name"], what + ": the name '" + frame.name + "' is already a frame's");
      const std::string link = scalar(entry["link"], what + " link");
      frame.link = link == "base" ? 0 : joint_named(entry["link"], link, what + " link", true);
      if (entry["xyz"]) frame.xyz = lengths3(entry["xyz"], what + " xyz");
      if (entry["rpy"]) frame.rpy = angles3(entry["rpy"], what + " rpy");
      frames.push_back(frame);
    }
    return frames;
  }

  // `locked: {JOINT: value, ...}`: each a joint of the file at a value of
  // its coordinate (an angle, `deg` allowed, or a length). Every joint
  // locked leaves nothing to move on a fixed base, and a tool placed on a
  // link that ends up fixed to the base has no link to be on.
  std::vector<FileLock> read_locked(const YAML::Node& node, const ModelFile& model) {
    if (!node.IsMap() || node.size() == 0)
      fail(node, std::string("'locked' must be a mapping {JOINT: value, ...}, got ") +
                     (node.IsMap() ? "an empty mapping" : kind_name(node)));
    std::vector<FileLock> locked;
    for (const auto& entry : node) {
      const YAML::Node key = entry.first;
      const std::string name = scalar(key, "locked joint");
      FileLock lock;
      lock.joint = joint_named(key, name, "locked", false);
      for (const FileLock& earlier : locked)
        if (earlier.joint == lock.joint) fail(key, "'locked' names '" + name + "' twice");
      const std::string what = "locked " + name;
      const FileJoint& joint = model.joints[static_cast<std::size_t>(lock.joint - 1)];
      lock.value = joint.type == JointType::revolute ? angle(entry.second, what)
                                                     : length(entry.second, what);
      const auto number = numeric_value(lock.value);
      if (number && (*number < joint.limits.lower || *number > joint.limits.upper))
        note(entry.second, what + " " + shortest_decimal(*number) +
                               " is outside the joint's limits [" +
                               shortest_decimal(joint.limits.lower) + ", " +
                               shortest_decimal(joint.limits.upper) + "]");
      note(key, "joint '" + name + "' locked at " + entry.second.Scalar() + ": " +
                    merged_into(model, lock.joint));
      const SourceLocation where = at(key);
      lock.given_by =
          where.file + ":" + std::to_string(where.line) + ":" + std::to_string(where.column);
      locked.push_back(lock);
    }
    check_locked(model, locked, [&](const std::string& problem) { fail(node, problem); });
    return locked;
  }

  // `contacts: [{frame: NAME, type: point|6d}, ...]`: the frames are checked
  // against the lowered model (lower(), check_contacts), where every frame
  // and a locked joint's merged links are known.
  std::vector<Contact> read_contacts(const YAML::Node& node) const {
    if (!node.IsSequence() || node.size() == 0)
      fail(node, std::string("'contacts' must be a list of {frame, type}, got ") +
                     (node.IsSequence() ? "an empty list" : kind_name(node)));
    std::vector<Contact> contacts;
    for (std::size_t i = 0; i < node.size(); ++i) {
      const YAML::Node entry = node[i];
      const std::string what = "contact " + std::to_string(i + 1);
      if (!entry.IsMap())
        fail(entry, "'" + what + "' must be a mapping {frame, type}, got " + kind_name(entry));
      check_keys(entry, what, {"frame", "type"}, {"frame"});
      Contact c;
      c.frame = scalar(entry["frame"], what + " frame");
      if (entry["type"]) {
        const std::string type = scalar(entry["type"], what + " type");
        if (type == "6d")
          c.type = ContactType::six_d;
        else if (type != "point")
          fail(entry["type"],
               what + " type: '" + type + "' is not a contact's; expected point or 6d");
      }
      contacts.push_back(c);
    }
    return contacts;
  }

  // `baumgarte: [KP, KD]`: Baumgarte's gains of the contacts.
  BaumgarteGains read_baumgarte(const YAML::Node& node) const {
    if (!node.IsSequence() || node.size() != 2)
      fail(node, std::string("'baumgarte' must be a list [KP, KD] of two gains, got ") +
                     (node.IsSequence() ? "a list of " + std::to_string(node.size())
                                        : std::string(kind_name(node))));
    const std::string kp = scalar(node[0], "baumgarte KP"), kd = scalar(node[1], "baumgarte KD");
    try {
      return parse_baumgarte(kp + "," + kd);
    } catch (const std::invalid_argument& e) {
      fail(node, std::string("'baumgarte': ") + e.what());
    }
  }

  std::vector<int> read_task(const YAML::Node& node, int joints, bool floating_base) const {
    if (!node.IsSequence() || node.size() == 0)
      fail(node, std::string("'task' must be a list of coordinates of x, y, z, wx, wy, wz, got ") +
                     (node.IsSequence() ? "an empty list" : kind_name(node)));
    std::vector<int> rows;
    for (std::size_t i = 0; i < node.size(); ++i) {
      if (!node[i].IsScalar())
        fail(node[i],
             std::string("'task' entries must be coordinate names, got ") + kind_name(node[i]));
      try {
        const std::vector<int> one = parse_task(node[i].Scalar());
        if (one.size() != 1) throw std::invalid_argument("one coordinate per entry");
        if (std::find(rows.begin(), rows.end(), one[0]) != rows.end())
          throw std::invalid_argument("the task names '" + node[i].Scalar() + "' twice");
        rows.push_back(one[0]);
      } catch (const std::invalid_argument& e) {
        fail(node[i], e.what());
      }
    }
    if (static_cast<int>(rows.size()) > joints + (floating_base ? 6 : 0))
      fail(node, "a task of " + std::to_string(rows.size()) + " coordinates for a chain of " +
                     std::to_string(joints) +
                     " joints: the task's Jacobian cannot have full row rank");
    return rows;
  }

  // A parent named by an earlier joint (1-based), or the base (0): joints are
  // listed parent first, which also rules out cycles.
  int parent_by_name(const YAML::Node& node, const std::string& what, int index) const {
    const std::string name = scalar(node, what);
    if (name == "base") return 0;
    const int found = joint_named(node, name, what, true);
    if (found == index)
      fail(node, "'" + what + "' names the joint itself: a joint hangs from another link");
    if (found > index)
      fail(node, "'" + what + "' names '" + name + "', joint " + std::to_string(found) +
                     ", which comes later in the list: a parent is listed before its children "
                     "(and joints that hang from each other in a cycle cannot be)");
    return found;
  }

  // The joint called `name` (1-based), whatever its place in the list; the
  // message lists the names there are, and base where it may stand.
  int joint_named(const YAML::Node& node, const std::string& name, const std::string& what,
                  bool or_base) const {
    const int found = joint_by_name(all_names_, name);
    if (found > 0) return found;
    fail(node, "'" + what + "' names '" + name + "', which is not a joint of the file (joints: " +
                   listed_joint_names(all_names_) + (or_base ? "; or base)" : ")"));
  }

  // An axis is a direction of the chain's geometry: numbers, not symbols
  // (its exact normalisation decides which rotations fold), and not zero.
  ExVec3 read_axis(const YAML::Node& node, const std::string& what) {
    const ExVec3 axis = vector3(node, what);
    bool zero = true;
    for (std::size_t k = 0; k < 3; ++k) {
      const auto number = numeric_value(axis[k]);
      if (!number) fail(node[k], "'" + what + "' must be numbers (got " + node[k].Scalar() + ")");
      if (*number != 0) zero = false;
    }
    if (zero) fail(node, "'" + what + "' is the zero vector: a joint needs a direction to move in");
    return axis;
  }

  InertiaTensor read_inertia(const YAML::Node& node, const std::string& joint) {
    const std::string what = joint + " inertia";
    if (!node.IsMap())
      fail(node,
           "'" + what + "' must be a mapping {xx, yy, zz, xy, xz, yz}, got " + kind_name(node));
    check_keys(node, what, {"xx", "yy", "zz", "xy", "xz", "yz"}, {"xx", "yy", "zz"});
    auto entry = [&](const char* key) -> GiNaC::ex {
      return node[key] ? value(node[key], what + " " + key) : GiNaC::ex(0);
    };
    InertiaTensor t{entry("xx"), entry("yy"), entry("zz"), entry("xy"), entry("xz"), entry("yz")};
    const InertiaCheck check = check_inertia(t);
    if (!check.error.empty()) fail(node, joint + ": " + check.error);
    if (!check.rounding.empty()) note(node, joint + ": inertia tensor's " + check.rounding);
    if (!check.warning.empty() && strict_inertia_)
      fail(node, joint + ": " + check.warning + " (--strict-inertia)");
    if (!check.warning.empty())
      note(node, joint + ": " + check.warning +
                     ": no rigid body has it; loaded as given (--strict-inertia refuses it)");
    return t;
  }

  std::string file_;
  bool strict_inertia_ = false;  ///< refuse, not note, a tensor that breaks the triangle inequality
  SymbolTable symbols_;
  Convention convention_ = Convention::standard;
  std::vector<std::string> notes_;      ///< angles and lengths out of range (ModelFile::notes)
  std::vector<std::string> all_names_;  ///< every joint's name in list order ("" if none)
};

}  // namespace

const char* to_string(Convention convention) {
  switch (convention) {
    case Convention::standard:
      return "standard";
    case Convention::modified:
      return "modified";
    case Convention::axes:
      return "axes";
  }
  return "?";
}

namespace {

void add_command_line_locks(const std::map<std::string, double>& locked, ModelFile& file) {
  const auto fail = [&](const std::string& problem) {
    throw ModelError({file.source_file, 0, 0}, "--lock: " + problem);
  };
  std::vector<std::string> names;
  for (const FileJoint& j : file.joints) names.push_back(j.name);
  for (const auto& [name, value] : locked) {
    const int joint = joint_by_name(names, name);
    if (joint == 0)
      fail("no joint '" + name + "' in the file (joints: " + listed_joint_names(names) + ")");
    if (!std::isfinite(value)) fail("joint '" + name + "': its value is not finite");
    SymbolTable none;
    FileLock lock{joint, parse_value(shortest_decimal(value), none), "--lock"};
    file.notes.push_back(file.source_file + ": joint '" + name + "' locked at " +
                         shortest_decimal(value) + " (--lock): " + merged_into(file, joint));
    const auto given = std::find_if(file.locked.begin(), file.locked.end(),
                                    [&](const FileLock& l) { return l.joint == joint; });
    if (given != file.locked.end()) {
      file.notes.push_back(file.source_file + ": --lock " + name + " replaces the file's " +
                           given->given_by + " value");
      *given = lock;
    } else {
      file.locked.push_back(lock);
    }
  }
  check_locked(file, file.locked, fail);
}

}  // namespace

ModelFile read_model_file(const std::string& text, const std::string& file_name,
                          bool strict_inertia) {
  return ModelReader(file_name, strict_inertia).read(text);
}

Model load_model_from_string(const std::string& text, const std::string& file_name) {
  return lower(read_model_file(text, file_name));
}

Model load_model(const std::string& path, std::vector<std::string>& notes, bool strict_inertia,
                 const std::map<std::string, double>& locked) {
  const std::string text = read_text_file(path, kMaxFileBytes);
  if (text.size() > kMaxFileBytes)
    throw ModelError({path, 0, 0},
                     "a model file of more than " + std::to_string(kMaxFileBytes) + " bytes");
  ModelFile file = read_model_file(text, path, strict_inertia);
  if (!locked.empty()) add_command_line_locks(locked, file);
  notes.insert(notes.end(), file.notes.begin(), file.notes.end());
  return lower(file);
}

Model load_model(const std::string& path) {
  std::vector<std::string> notes;
  return load_model(path, notes);
}

}  // namespace nedyn
