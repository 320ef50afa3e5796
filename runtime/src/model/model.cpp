#include "nedyn/model/model.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <iterator>
#include <stdexcept>

#include "nedyn/model/model_error.hpp"

namespace nedyn {

const char* to_string(JointType type) {
  return type == JointType::revolute ? "revolute" : "prismatic";
}

bool is_identity(const ExMat3& rotation) {
  for (std::size_t r = 0; r < 3; ++r)
    for (std::size_t c = 0; c < 3; ++c)
      if (!(rotation[r][c] - (r == c ? 1 : 0)).is_zero()) return false;
  return true;
}

bool Placement::is_identity() const {
  for (const GiNaC::ex& t : translation)
    if (!t.is_zero()) return false;
  return nedyn::is_identity(rotation);
}

Placement compose(const Placement& a, const Placement& b) {
  Placement out;
  for (std::size_t r = 0; r < 3; ++r) {
    GiNaC::ex moved = a.translation[r];
    for (std::size_t c = 0; c < 3; ++c) {
      GiNaC::ex sum = 0;
      for (std::size_t k = 0; k < 3; ++k) sum += a.rotation[r][k] * b.rotation[k][c];
      out.rotation[r][c] = sum.expand();
      moved += a.rotation[r][c] * b.translation[c];
    }
    out.translation[r] = moved.expand();
  }
  return out;
}

Placement inverse(const Placement& p) {
  Placement out;
  for (std::size_t r = 0; r < 3; ++r) {
    GiNaC::ex moved = 0;
    for (std::size_t c = 0; c < 3; ++c) {
      out.rotation[r][c] = p.rotation[c][r];
      moved -= p.rotation[c][r] * p.translation[c];
    }
    out.translation[r] = moved.expand();
  }
  return out;
}

bool JointLimits::any() const {
  return !std::isnan(lower) || !std::isnan(upper) || !std::isnan(velocity) || !std::isnan(effort);
}

bool has_joint_limits(const Model& model) {
  return std::any_of(model.joints.begin(), model.joints.end(),
                     [](const Joint& j) { return j.limits.any(); });
}

Placement Model::tip() const { return in_link(tool_frame()); }

Placement Model::in_link(const Frame& frame) const {
  if (frame.link == 0) return frame.placement;
  const Placement& own = joints[static_cast<std::size_t>(frame.link - 1)].link_frame;
  return frame.placement.is_identity() ? own : compose(own, frame.placement);
}

bool has_coupled_joints(const Model& model) {
  for (const Joint& j : model.joints)
    if (j.leader != 0) return true;
  return false;
}

std::vector<int> joint_coordinates(const Model& model) {
  std::vector<int> own(model.joints.size() + 1, -1), coordinate;
  int next = 0;
  for (std::size_t i = 0; i < model.joints.size(); ++i)
    if (model.joints[i].leader == 0) own[i + 1] = next++;
  for (std::size_t i = 0; i < model.joints.size(); ++i) {
    const int leader = model.joints[i].leader;
    coordinate.push_back(own[leader == 0 ? i + 1 : static_cast<std::size_t>(leader)]);
  }
  return coordinate;
}

int independent_joint_count(const Model& model) {
  return static_cast<int>(std::count_if(model.joints.begin(), model.joints.end(),
                                        [](const Joint& j) { return j.leader == 0; }));
}

bool Model::is_chain() const {
  for (std::size_t i = 0; i < joints.size(); ++i)
    if (joints[i].parent != static_cast<int>(i)) return false;
  return true;
}

std::vector<int> parents(const Model& model) {
  std::vector<int> parent(1, 0);
  for (const Joint& j : model.joints) parent.push_back(j.parent);
  return parent;
}

bool is_ancestor(const std::vector<int>& parent, int i, int j) {
  while (j > i) j = parent[static_cast<std::size_t>(j)];
  return j == i;
}

std::vector<int> path_to(const std::vector<int>& parent, int j) {
  std::vector<int> path;
  for (; j > 0; j = parent[static_cast<std::size_t>(j)]) path.insert(path.begin(), j);
  return path;
}

namespace {

// The coordinates that move the tool frame: all of a chain's joints, the
// path to the tool link in a tree, and a floating base's six.
int tool_chain_length(const Model& model) {
  return static_cast<int>(path_to(parents(model), model.tip_link()).size()) +
         (model.floating_base ? 6 : 0);
}

// "a chain of 4 joints", "a floating base and 2 joints".
std::string chain_text(const Model& model) {
  const int n = tool_chain_length(model);
  return model.floating_base ? "a floating base and " + std::to_string(n - 6) + " joints (" +
                                   std::to_string(n) + " coordinates)"
                             : "a chain of " + std::to_string(n) + " joints";
}

}  // namespace

std::string free_chain_on_floating_base(const Model& model) {
  if (!model.floating_base || model.dof() < 6) return "";
  int prismatic = 0;
  for (int k = 1; k <= 6; ++k) {
    const Joint& j = model.joints[static_cast<std::size_t>(k - 1)];
    if (j.parent != k - 1 || (k < 6 && !j.mass.is_zero())) return "";
    prismatic += j.type == JointType::prismatic ? 1 : 0;
  }
  if (prismatic != 3) return "";
  std::string note = model.source_file +
                     ": the base floats, and joints 1-6 (three prismatic, three " +
                     "revolute, links 1-5 massless) already move link 6 as a free body: " +
                     "allowed, with 6 coordinates more than the motion needs";
  if (model.base_body.mass.is_zero())
    note += "; the base has no mass, so M is singular and forward dynamics gives NaN (drop " +
            std::string("the floating base or the six joints)");
  return note;
}

bool has_task(const Model& model) { return !model.task.empty() || tool_chain_length(model) >= 6; }

std::vector<int> task_rows(const Model& model) {
  const int n = tool_chain_length(model);
  if (static_cast<int>(model.task.size()) > n)
    throw ModelError({model.source_file, 0, 0},
                     "a task of " + std::to_string(model.task.size()) + " coordinates (" +
                         task_text(model.task) + ") for " + chain_text(model) +
                         ": the task's Jacobian cannot have full row rank");
  if (!model.task.empty()) return model.task;
  if (n >= 6) return {0, 1, 2, 3, 4, 5};
  throw ModelError({model.source_file, 0, 0},
                   "the task-space dynamics need a task: " + chain_text(model) +
                       " cannot control all six coordinates of the tool frame; choose "
                       "at most " +
                       std::to_string(n) +
                       " of x, y, z, wx, wy, wz with `task: [x, y]` in the model file or "
                       "--task x,y");
}

std::string task_text(const std::vector<int>& rows) {
  std::string out;
  for (const int r : rows) out += (out.empty() ? "" : ", ") + std::string(kTaskCoordinateNames[r]);
  return out;
}

std::vector<std::string> list_words(const std::string& text) {
  std::vector<std::string> words;
  std::string word;
  for (const char c : text + " ") {
    if (c == ',' || c == ' ' || c == '\t') {
      if (!word.empty()) words.push_back(word);
      word.clear();
    } else {
      word += c;
    }
  }
  return words;
}

std::vector<int> parse_task(const std::string& text) {
  std::vector<int> rows;
  for (const std::string& word : list_words(text)) {
    const auto* found =
        std::find_if(std::begin(kTaskCoordinateNames), std::end(kTaskCoordinateNames),
                     [&](const char* name) { return word == name; });
    if (found == std::end(kTaskCoordinateNames))
      throw std::invalid_argument("unknown task coordinate '" + word +
                                  "' (expected x, y, z, wx, wy or wz)");
    const int row = static_cast<int>(found - std::begin(kTaskCoordinateNames));
    if (std::find(rows.begin(), rows.end(), row) != rows.end())
      throw std::invalid_argument("the task names '" + word + "' twice");
    rows.push_back(row);
  }
  if (rows.empty()) throw std::invalid_argument("the task names no coordinate");
  return rows;
}

namespace {

// Names of tools, feet, hands and fingers, as robot files write them.
bool named_like_end_effector(const std::string& name) {
  std::string lower = name;
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  for (const char* word : {"tool", "tcp", "foot", "feet", "toe", "hand", "palm", "gripper",
                           "finger", "thumb", "tip", "effector", "flange"})
    if (lower.find(word) != std::string::npos) return true;
  return false;
}

// The leaves frame functions take by default (chosen_frames()).
std::vector<Frame> default_leaves(const Model& model) {
  std::vector<Frame> leaves, kept;
  for (const Frame& f : model.frames)
    if (f.leaf) leaves.push_back(f);
  for (const Frame& f : leaves)
    if (f.carries_mass || named_like_end_effector(f.name)) kept.push_back(f);
  return kept.empty() ? leaves : kept;
}

bool has_frame(const Model& model, const std::string& name) {
  for (const Frame& f : model.frames)
    if (f.name == name) return true;
  return false;
}

// A chain's tool frame is its last link's (or the model file's tool); a
// tree's last link is one branch's end, a tool only where one is placed.
bool default_tool(const Model& model) {
  return !has_frame(model, "tool") && (model.is_chain() || !model.tool.is_identity());
}

}  // namespace

std::string default_frame_reason(const Model& model, const Frame& frame) {
  if (frame.name == "tool" && !has_frame(model, "tool")) return "the tool frame";
  if (frame.carries_mass) return "a leaf that carries mass";
  if (named_like_end_effector(frame.name)) return "a leaf named like an end effector";
  // Taken only where no leaf qualifies (default_leaves()).
  return "a leaf (none carries mass or is named like an end effector)";
}

std::vector<Frame> chosen_frames(const Model& model, const std::vector<std::string>& names) {
  const auto named = [&](const std::string& name) -> const Frame* {
    for (const Frame& f : model.frames)
      if (f.name == name) return &f;
    return nullptr;
  };
  std::vector<Frame> chosen;
  if (names.empty()) {
    chosen = default_leaves(model);
    if (default_tool(model)) chosen.push_back(model.tool_frame());
    return chosen;
  }
  for (const std::string& name : names) {
    for (const Frame& earlier : chosen)
      if (earlier.name == name) throw std::invalid_argument("frame '" + name + "' is named twice");
    if (const Frame* frame = named(name)) {
      chosen.push_back(*frame);
    } else if (name == "tool") {
      chosen.push_back(model.tool_frame());
    } else {
      std::string known;
      for (const Frame& f : model.frames) known += (known.empty() ? "" : ", ") + f.name;
      throw std::invalid_argument("no frame named '" + name + "' in " + model.name +
                                  "; its frames are " + (known.empty() ? "" : known + " and ") +
                                  "tool");
    }
  }
  return chosen;
}

bool named_frame(const Model& model, const std::string& name, Frame& frame) {
  for (const Frame& f : model.frames)
    if (f.name == name) {
      frame = f;
      return true;
    }
  if (name != "tool") return false;
  frame = model.tool_frame();
  return true;
}

}  // namespace nedyn
