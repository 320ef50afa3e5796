#include "nedyn/model/urdf_file.hpp"

#include <console_bridge/console.h>
#include <tinyxml2.h>
#include <urdf_parser/urdf_parser.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include <Eigen/Core>

#include "nedyn/model/emitted_names.hpp"
#include "nedyn/model/expression.hpp"
#include "nedyn/model/lowering.hpp"
#include "nedyn/model/model_error.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/model/physical.hpp"
#include "nedyn/model/text_file.hpp"

namespace nedyn {
namespace {

using GiNaC::ex;

constexpr double kHalfPi = 1.57079632679489661923;
constexpr double kMaxSnappedAngle = 1e3;  ///< rad

// k quarter turns as a reader writes them: 0, pi/2, -pi, 3*pi/2, ...
std::string quarter_turns(int k) {
  if (k == 0) return "0";
  const int g = k % 2 == 0 ? 2 : 1;
  const int numerator = k / g, denominator = 2 / g;
  std::string text = numerator == 1    ? "pi"
                     : numerator == -1 ? "-pi"
                                       : std::to_string(numerator) + "*pi";
  return denominator == 1 ? text : text + "/" + std::to_string(denominator);
}

// urdfdom reports through console_bridge: its errors are collected while
// it parses (and its chatter at lower levels dropped), then the handler
// that was there before is restored.
class UrdfdomMessages : public console_bridge::OutputHandler {
 public:
  UrdfdomMessages() { console_bridge::useOutputHandler(this); }
  ~UrdfdomMessages() override { console_bridge::restorePreviousOutputHandler(); }
  UrdfdomMessages(const UrdfdomMessages&) = delete;
  UrdfdomMessages& operator=(const UrdfdomMessages&) = delete;

  void log(const std::string& text, console_bridge::LogLevel level, const char*, int) override {
    if (level >= console_bridge::CONSOLE_BRIDGE_LOG_ERROR)
      errors += (errors.empty() ? "" : "; ") + text;
  }
  std::string errors;
};

// The size of a snap, to two digits.
std::string size(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2g", x);
  return text;
}

/// A body about its link frame's origin, in its axes: mass m, first moment
/// h = m c, inertia J about the origin (Khalil's standard parameters).
struct Body {
  ex m = 0;
  ExVec3 h{0, 0, 0};
  ExMat3 J{ExVec3{0, 0, 0}, ExVec3{0, 0, 0}, ExVec3{0, 0, 0}};
};

// The body given in a frame placed by p, in the frame p is given in:
// h' = R h + m t, J' = R J R^T + m (|t|^2 1 - t t^T) + 2 (t.Rh) 1 - t (Rh)^T - (Rh) t^T.
Body moved(const Placement& p, const Body& b) {
  const ExMat3& R = p.rotation;
  const ExVec3& t = p.translation;
  Body out;
  out.m = b.m;
  ExVec3 Rh;
  for (std::size_t r = 0; r < 3; ++r) {
    ex sum = 0;
    for (std::size_t k = 0; k < 3; ++k) sum += R[r][k] * b.h[k];
    Rh[r] = sum.expand();
    out.h[r] = (Rh[r] + b.m * t[r]).expand();
  }
  ex tt = 0, tRh = 0;
  for (std::size_t k = 0; k < 3; ++k) {
    tt += t[k] * t[k];
    tRh += t[k] * Rh[k];
  }
  for (std::size_t r = 0; r < 3; ++r)
    for (std::size_t c = 0; c < 3; ++c) {
      ex rjr = 0;
      for (std::size_t a = 0; a < 3; ++a)
        for (std::size_t k = 0; k < 3; ++k) rjr += R[r][a] * b.J[a][k] * R[c][k];
      const ex delta = r == c ? 1 : 0;
      out.J[r][c] =
          (rjr + b.m * (tt * delta - t[r] * t[c]) + 2 * tRh * delta - t[r] * Rh[c] - Rh[r] * t[c])
              .expand();
    }
  return out;
}

Body operator+(const Body& a, const Body& b) {
  Body out;
  out.m = (a.m + b.m).expand();
  for (std::size_t r = 0; r < 3; ++r) {
    out.h[r] = (a.h[r] + b.h[r]).expand();
    for (std::size_t c = 0; c < 3; ++c) out.J[r][c] = (a.J[r][c] + b.J[r][c]).expand();
  }
  return out;
}

class UrdfReader {
 public:
  UrdfReader(std::string file, const UrdfOptions& options, std::vector<std::string>& notes)
      : file_(std::move(file)), options_(options), notes_(notes) {}

  Model read(const std::string& text) {
    check_text(text);
    urdf::ModelInterfaceSharedPtr robot;
    {
      UrdfdomMessages messages;
      robot = urdf::parseURDF(text);
      // urdfdom drops an element it cannot read (an inertial with mass
      // "nan") and still returns a model: any error it reports is fatal.
      if (!robot || !messages.errors.empty())
        fail("urdfdom cannot read it: " +
             (messages.errors.empty() ? std::string("no robot description") : messages.errors));
    }
    robot_ = robot;
    const urdf::LinkConstSharedPtr base = link(options_.base, "--base");
    // A tree of one leaf is read as the chain to it, so that its last frame is
    // the leaf link's (fixed joints after the last movable one included).
    const std::vector<std::string> leaf_links = leaves(*base);
    if (options_.floating_base && !options_.tip.empty())
      fail("--floating-base with --tip '" + options_.tip +
           "': a floating base carries the whole tree below it, and --tip cuts one chain out "
           "of a fixed base (drop one of them)");
    Model model = !options_.tip.empty() ? chain_model(base, link(options_.tip, "--tip"))
                  : leaf_links.size() == 1 && !options_.floating_base
                      ? chain_model(base, robot_->getLink(leaf_links[0]))
                      : tree(base);
    model.frames = frames_below(*base);
    if (options_.floating_base) {
      model.floating_base = true;
      model.base_body = rigid_body(lumped(*base, movable_names()));
      check_merged_body(base->name, model.base_body.com, model.base_body.inertia);
      model.description += ", floating base: link " + base->name;
    }
    model.name = options_.name.empty() ? robot->getName() : options_.name;
    const std::string problem = namespace_name_problem(model.name);
    if (!problem.empty())
      fail(std::string(options_.name.empty() ? "the robot's name: " : "--name: ") + problem +
           (options_.name.empty() ? " (give the model a name with --name)" : ""));
    model.source_file = file_;
    model.gravity = {0, 0, GiNaC::numeric(-981, 100)};
    return model;
  }

 private:
  // Every movable joint below `base`, numbered depth-first with each link's
  // child joints in the file's order (Featherstone's topological numbering);
  // fixed joints merged into the link they hang from.
  Model tree(const urdf::LinkConstSharedPtr& base) {
    std::vector<LinkedJoint> joints;
    add_subtree(*base, base->name, 0, Placement(), joints);
    if (joints.empty()) fail("no movable joint below link '" + base->name + "': the tree is empty");
    const std::set<std::string> movable = movable_names();
    for (std::size_t k = 0; k < joints.size(); ++k) {
      const std::string& link = movable_[k]->child_link_name;
      set_inertial(lumped(*robot_->getLink(link), movable), joints[k]);
      check_merged_body(link, joints[k].com, joints[k].inertia);
    }
    Model model;
    model.description = "URDF, tree below " + base->name;
    model.joints = lower_joints(joints);
    return model;
  }

  // The joints below link l, whose frame is `placed` in the frame of link
  // `parent` (the nearest movable joint's link above, 0 for the base), named
  // `parent_name`.
  void add_subtree(const urdf::Link& l, const std::string& parent_name, int parent,
                   const Placement& placed, std::vector<LinkedJoint>& joints) {
    for (const urdf::JointSharedPtr& joint : in_file_order(l.child_joints)) {
      check_tree_joint(*joint);
      const Placement before = compose(placed, joint_origin(*joint));
      const urdf::Link& child = *robot_->getLink(joint->child_link_name);
      if (joint->type == urdf::Joint::FIXED) {
        note_merged(*joint, parent_name);
        add_subtree(child, parent_name, parent, before, joints);
        continue;
      }
      joints.push_back(movable_joint(*joint, before));
      joints.back().parent = parent;
      movable_.push_back(joint);
      add_subtree(child, child.name, static_cast<int>(joints.size()), Placement(), joints);
    }
  }

  // A fixed joint's child link becomes part of the link that carries it.
  void note_merged(const urdf::Joint& joint, const std::string& carrier) {
    note("joint '" + joint.name + "' is fixed: link '" + joint.child_link_name +
         "' merged into link '" + carrier + "' (its body; its frame stays a named frame)");
  }

  // Every link below `base` as a named frame, depth-first in the file's
  // order: fixed to the link of the nearest movable joint read above it (the
  // chain's or the tree's), through fixed joints and joints locked at 0.
  std::vector<Frame> frames_below(const urdf::Link& base) {
    std::map<std::string, int> link_of;  // movable joint -> its link 1..n
    for (std::size_t k = 0; k < movable_.size(); ++k)
      link_of[movable_[k]->name] = static_cast<int>(k + 1);
    std::vector<Frame> frames;
    const std::function<void(const urdf::Link&, int, const Placement&)> add =
        [&](const urdf::Link& l, int link, const Placement& placed) {
          frames.push_back({l.name, link, placed, l.child_joints.empty()});
          for (const urdf::JointSharedPtr& joint : in_file_order(l.child_joints)) {
            const urdf::Link& child = *robot_->getLink(joint->child_link_name);
            const auto found = link_of.find(joint->name);
            if (found != link_of.end())
              add(child, found->second, Placement());
            else
              add(child, link, compose(placed, joint_origin(*joint)));
          }
        };
    add(base, 0, Placement());
    // A chain's last link is the tip link's frame (fixed joints after the last
    // movable one, last_after_): its frames are placed in that.
    const int last = static_cast<int>(movable_.size());
    for (Frame& frame : frames)
      if (frame.link == last && !last_after_.is_identity())
        frame.placement = compose(inverse(last_after_), frame.placement);
    return frames;
  }

  std::vector<urdf::JointSharedPtr> in_file_order(std::vector<urdf::JointSharedPtr> joints) const {
    const auto place = [&](const urdf::JointSharedPtr& j) {
      const auto found = file_order_.find(j->name);
      return found == file_order_.end() ? file_order_.size() : found->second;
    };
    std::stable_sort(joints.begin(), joints.end(),
                     [&](const auto& a, const auto& b) { return place(a) < place(b); });
    return joints;
  }

  LinkedJoint movable_joint(const urdf::Joint& joint, const Placement& before) {
    LinkedJoint j;
    j.name = joint.name;
    j.type = joint.type == urdf::Joint::PRISMATIC ? JointType::prismatic : JointType::revolute;
    j.before = before;
    j.axis = normalized(axis(joint));
    if (joint.dynamics) {
      j.viscous = number(joint.dynamics->damping, "joint", joint.name, "damping");
      j.coulomb = number(joint.dynamics->friction, "joint", joint.name, "friction");
      if (joint.dynamics->damping < 0 || joint.dynamics->friction < 0)
        fail_at("joint", joint.name, "damping and friction must not be negative");
    }
    if (joint.limits) j.limits = limits_of(joint);
    return j;
  }

  // <limit>: a continuous joint has no position limits (urdfdom reads 0 0).
  JointLimits limits_of(const urdf::Joint& joint) const {
    const urdf::JointLimits& given = *joint.limits;
    JointLimits limits;
    if (joint.type != urdf::Joint::CONTINUOUS) {
      limits.lower = finite(given.lower, joint.name, "limit lower");
      limits.upper = finite(given.upper, joint.name, "limit upper");
      if (limits.lower > limits.upper)
        fail_at("joint", joint.name,
                "its limit's lower " + shortest_decimal(limits.lower) + " is above its upper " +
                    shortest_decimal(limits.upper));
    }
    limits.velocity = finite(given.velocity, joint.name, "limit velocity");
    limits.effort = finite(given.effort, joint.name, "limit effort");
    if (limits.velocity < 0 || limits.effort < 0)
      fail_at("joint", joint.name, "its limit's velocity and effort must not be negative");
    return limits;
  }

  Model chain_model(const urdf::LinkConstSharedPtr& base, const urdf::LinkConstSharedPtr& tip) {
    const std::vector<urdf::JointSharedPtr> path = chain(base, tip);

    std::vector<LinkedJoint> joints;
    Placement before;                  // from the last movable joint's child (or the base) to here
    std::string carrier = base->name;  // the link that carries what is fixed here
    for (const urdf::JointSharedPtr& joint : path) {
      check_chain_joint(*joint);
      before = compose(before, joint_origin(*joint));
      if (joint->type == urdf::Joint::FIXED) {
        note_merged(*joint, carrier);
        continue;
      }
      carrier = joint->child_link_name;
      joints.push_back(movable_joint(*joint, before));
      movable_.push_back(joint);
      before = Placement();
    }
    if (joints.empty())
      fail("no movable joint between '" + base->name + "' and '" + tip->name +
           "': the chain is empty");
    // The last frame is the tip link's: fixed joints after the last movable one.
    joints.back().after = before;
    last_after_ = before;

    // Each movable joint's child carries everything fixed to it and every
    // subtree hanging from it off the chain (locked at 0).
    const std::set<std::string> on_chain = movable_names();
    for (std::size_t k = 0; k < joints.size(); ++k) {
      const urdf::LinkConstSharedPtr child = robot_->getLink(movable_[k]->child_link_name);
      Body body = lumped(*child, on_chain);
      body = moved(inverse(joints[k].after), body);  // in the tip frame for the last
      set_inertial(body, joints[k]);
      check_merged_body(child->name, joints[k].com, joints[k].inertia);
    }

    Model model;
    model.description = "URDF, chain " + base->name + " to " + tip->name;
    model.joints = lower_joints(joints);
    return model;
  }

  [[noreturn]] void fail(const std::string& problem) const {
    throw ModelError({file_, 0, 0}, problem);
  }
  [[noreturn]] void fail_at(const std::string& kind, const std::string& name,
                            const std::string& problem) const {
    fail(kind + " '" + name + "': " + problem);
  }

  void check_text(const std::string& text) {
    if (text.size() > kMaxUrdfBytes)
      fail("a URDF file of " + std::to_string(text.size()) + " bytes (at most " +
           std::to_string(kMaxUrdfBytes) + ")");
    if (text.find_first_not_of(" \t\r\n") == std::string::npos)
      fail("the file holds no robot (it is empty)");
    if (text.find('\0') != std::string::npos)
      fail("binary data (a NUL byte): a URDF file is XML text");
    // Well-formed XML first, for a line number; urdfdom reads the structure.
    tinyxml2::XMLDocument document;
    if (document.Parse(text.c_str(), text.size()) != tinyxml2::XML_SUCCESS) {
      const char* what = document.ErrorStr();
      throw ModelError({file_, document.ErrorLineNum(), 1},
                       std::string("malformed XML: ") + (what ? what : "unknown error"));
    }
    // urdfdom keeps an origin's rpy as a quaternion; the angles as written
    // are read here, so that they stay exact.
    const tinyxml2::XMLElement* robot = document.FirstChildElement("robot");
    if (!robot) return;  // urdfdom says what is missing
    check_tree(*robot);
    for (const tinyxml2::XMLElement* e = robot->FirstChildElement("joint"); e;
         e = e->NextSiblingElement("joint")) {
      if (e->Attribute("name")) file_order_.emplace(e->Attribute("name"), file_order_.size());
      const tinyxml2::XMLElement* origin = e->FirstChildElement("origin");
      if (e->Attribute("name") && origin && origin->Attribute("rpy"))
        rpy_of_joint_[e->Attribute("name")] = origin->Attribute("rpy");
    }
    for (const tinyxml2::XMLElement* e = robot->FirstChildElement("link"); e;
         e = e->NextSiblingElement("link")) {
      const tinyxml2::XMLElement* inertial = e->FirstChildElement("inertial");
      const tinyxml2::XMLElement* origin =
          inertial ? inertial->FirstChildElement("origin") : nullptr;
      if (e->Attribute("name") && origin && origin->Attribute("rpy"))
        rpy_of_inertial_[e->Attribute("name")] = origin->Attribute("rpy");
    }
  }

  // urdfdom links a cycle of joints with shared pointers before it finds no
  // root, and leaks them: a cycle, or a link with two parents, is refused
  // here first (both found by LeakSanitizer, the second by fuzzing).
  void check_tree(const tinyxml2::XMLElement& robot) const {
    std::map<std::string, std::pair<std::string, std::string>> parent;  // child -> (parent, joint)
    for (const tinyxml2::XMLElement* e = robot.FirstChildElement("joint"); e;
         e = e->NextSiblingElement("joint")) {
      const tinyxml2::XMLElement* p = e->FirstChildElement("parent");
      const tinyxml2::XMLElement* c = e->FirstChildElement("child");
      if (!p || !c || !p->Attribute("link") || !c->Attribute("link")) continue;
      const std::string joint = e->Attribute("name") ? e->Attribute("name") : "";
      const auto added =
          parent.emplace(c->Attribute("link"), std::make_pair(p->Attribute("link"), joint));
      if (!added.second)
        fail("link '" + added.first->first + "' is the child of two joints ('" +
             added.first->second.second + "' and '" + joint +
             "'): a robot's tree gives each link one parent");
    }
    for (const auto& start : parent) {
      std::set<std::string> seen{start.first};
      std::string path = "'" + start.first + "'";
      for (auto at = parent.find(start.first); at != parent.end();
           at = parent.find(at->second.first)) {
        path = "'" + at->second.first + "' -(" + at->second.second + ")-> " + path;
        if (!seen.insert(at->second.first).second)
          fail("the joints form a cycle, which a robot's tree cannot have: " + path);
      }
    }
  }

  urdf::LinkConstSharedPtr link(const std::string& name, const char* option) const {
    if (name.empty()) return robot_->getRoot();
    const urdf::LinkConstSharedPtr found = robot_->getLink(name);
    if (!found) {
      std::string names;
      for (const auto& entry : robot_->links_) names += (names.empty() ? "" : ", ") + entry.first;
      fail(std::string(option) + ": no link '" + name + "' in the file (links: " + names + ")");
    }
    return found;
  }

  std::vector<std::string> leaves(const urdf::Link& base) const {
    std::vector<std::string> out;
    std::function<void(const urdf::Link&)> walk = [&](const urdf::Link& l) {
      if (l.child_links.empty()) out.push_back(l.name);
      for (const auto& child : l.child_links) walk(*child);
    };
    walk(base);
    return out;
  }

  // Joints from base to tip.
  std::vector<urdf::JointSharedPtr> chain(const urdf::LinkConstSharedPtr& base,
                                          const urdf::LinkConstSharedPtr& tip) const {
    std::vector<urdf::JointSharedPtr> path;
    urdf::LinkConstSharedPtr at = tip;
    while (at->name != base->name) {
      if (!at->parent_joint)
        fail("link '" + tip->name + "' is not below link '" + base->name +
             "': no chain joins them");
      path.insert(path.begin(), at->parent_joint);
      at = robot_->getLink(at->parent_joint->parent_link_name);
    }
    if (path.empty()) fail("--base and --tip are the same link '" + base->name + "'");
    return path;
  }

  void check_tree_joint(const urdf::Joint& joint) const {
    if (joint.type == urdf::Joint::FLOATING)
      fail_at("joint", joint.name,
              "a floating joint inside the tree: a free-flying body is the model's floating base "
              "(docs/kinematics.md), not a joint between two links");
    check_chain_joint(joint, "in the tree");
  }

  void check_chain_joint(const urdf::Joint& joint, const char* where = "on the chain") const {
    switch (joint.type) {
      case urdf::Joint::REVOLUTE:
      case urdf::Joint::CONTINUOUS:
      case urdf::Joint::PRISMATIC:
      case urdf::Joint::FIXED:
        break;
      case urdf::Joint::FLOATING:
      case urdf::Joint::PLANAR:
        fail_at("joint", joint.name,
                std::string("a ") + (joint.type == urdf::Joint::FLOATING ? "floating" : "planar") +
                    " joint " + where +
                    ": nedyn's models have revolute, continuous, prismatic and fixed joints");
      default:
        fail_at("joint", joint.name, std::string("a joint of unknown type ") + where);
    }
    if (joint.mimic && joint.type != urdf::Joint::FIXED)
      fail_at(
          "joint", joint.name,
          "mimics joint '" + joint.mimic->joint_name + "': a mimic joint " + where +
              " is not an independent joint, which nedyn needs" +
              (std::string(where) == "in the tree" ? " (cut out a chain without it with --tip LINK)"
                                                   : ""));
  }

  ExVec3 axis(const urdf::Joint& joint) {
    const double a[3] = {joint.axis.x, joint.axis.y, joint.axis.z};
    ExVec3 out;
    bool zero = true;
    for (std::size_t k = 0; k < 3; ++k) {
      if (!std::isfinite(a[k])) fail_at("joint", joint.name, "its axis is not finite");
      if (a[k] != 0) zero = false;
      out[k] = number(a[k], "joint", joint.name, "axis");
      if (!options_.snap) continue;
      for (int target : {-1, 0, 1})
        if (std::fabs(a[k] - target) <= kSnapAxis && a[k] != target) {
          out[k] = target;
          note("joint '" + joint.name + "' axis[" + std::to_string(k) + "] " +
               shortest_decimal(a[k]) + " read as " + std::to_string(target) + " (snapped by " +
               size(std::fabs(a[k] - target)) + ")");
        }
    }
    if (zero)
      fail_at("joint", joint.name,
              "its axis is the zero vector: a movable joint needs a direction");
    return out;
  }

  double finite(double x, const std::string& joint, const std::string& what) const {
    if (!std::isfinite(x)) fail_at("joint", joint, what + " is not finite");
    return x;
  }

  ex number(double x, const std::string& kind, const std::string& name, const std::string& what) {
    if (!std::isfinite(x)) fail_at(kind, name, what + " is not finite");
    SymbolTable none;
    return parse_value(shortest_decimal(x), none);
  }

  ex angle(double x, const std::string& kind, const std::string& name, const std::string& what) {
    const ex exact = number(x, kind, name, what);
    // Angles of more than a few turns are no placement anyone writes: they
    // are read as written (and k pi/2 would not fit an int; found by fuzzing).
    if (!options_.snap || !(std::fabs(x) <= kMaxSnappedAngle)) return exact;
    const double quarter = std::nearbyint(x / kHalfPi);
    const double error = std::fabs(x - quarter * kHalfPi);
    if (error > kSnapAngle || x == 0) return exact;
    const ex snapped = GiNaC::numeric(static_cast<int>(quarter), 2) * GiNaC::Pi;
    note(kind + " '" + name + "' " + what + " " + shortest_decimal(x) + " read as " +
         quarter_turns(static_cast<int>(quarter)) +
         (error == 0 ? std::string(" (its nearest double)")
                     : " (snapped by " + size(error) + " rad)"));
    return snapped;
  }

  // A pose: its position from urdfdom, its angles as written (or urdfdom's
  // quaternion in roll, pitch, yaw when the file had none to read).
  Placement placement(const urdf::Pose& pose, const std::string& kind, const std::string& name,
                      const std::string& rpy_text, const std::string& what = "origin") {
    double r = 0, p = 0, y = 0;
    if (!rpy_text.empty()) {
      std::istringstream in(rpy_text);
      if (!(in >> r >> p >> y))
        fail_at(kind, name, what + " rpy '" + rpy_text + "' is not three numbers");
    } else {
      pose.rotation.getRPY(r, p, y);
    }
    Placement out = roll_pitch_yaw({angle(r, kind, name, what + " rpy[0]"),
                                    angle(p, kind, name, what + " rpy[1]"),
                                    angle(y, kind, name, what + " rpy[2]")});
    out.translation = {number(pose.position.x, kind, name, what + " xyz"),
                       number(pose.position.y, kind, name, what + " xyz"),
                       number(pose.position.z, kind, name, what + " xyz")};
    return out;
  }

  // The joint's frame in its parent link's frame at q = 0.
  Placement joint_origin(const urdf::Joint& joint) {
    const auto rpy = rpy_of_joint_.find(joint.name);
    return placement(joint.parent_to_joint_origin_transform, "joint", joint.name,
                     rpy == rpy_of_joint_.end() ? "" : rpy->second);
  }

  // The link's own inertial data as a body about its frame's origin.
  Body own_body(const urdf::Link& l) {
    Body b;
    if (!l.inertial) {
      note("link '" + l.name + "' has no inertial data: massless");
      return b;
    }
    const urdf::Inertial& in = *l.inertial;
    if (!(in.mass >= 0))
      fail_at("link", l.name,
              "its mass must not be negative (got " + shortest_decimal(in.mass) + ")");
    Eigen::Matrix3d I;
    I << in.ixx, in.ixy, in.ixz, in.ixy, in.iyy, in.iyz, in.ixz, in.iyz, in.izz;
    if (!I.allFinite()) fail_at("link", l.name, "its inertia is not finite");
    const InertiaCheck check = check_inertia(I);
    if (!check.error.empty()) fail_at("link", l.name, check.error);
    if (!check.warning.empty() && options_.strict_inertia)
      fail_at("link", l.name, check.warning + " (--strict-inertia)");
    if (!check.warning.empty()) {
      note("link '" + l.name + "': " + check.warning +
           ": no rigid body has it; loaded as given (--strict-inertia refuses it)");
      triangle_noted_.insert(l.name);
    }
    const ex m = number(in.mass, "link", l.name, "mass");
    const auto entry = [&](double v) { return number(v, "link", l.name, "inertia"); };
    Body about_com;
    about_com.m = m;
    about_com.J = {ExVec3{entry(in.ixx), entry(in.ixy), entry(in.ixz)},
                   ExVec3{entry(in.ixy), entry(in.iyy), entry(in.iyz)},
                   ExVec3{entry(in.ixz), entry(in.iyz), entry(in.izz)}};
    const std::string rpy = rpy_of_inertial_.count(l.name) ? rpy_of_inertial_.at(l.name) : "";
    return moved(placement(in.origin, "link", l.name, rpy, "inertial origin"), about_com);
  }

  // The link's body and everything that hangs from it, except the chain's
  // next movable joint and what lies beyond it.
  Body lumped(const urdf::Link& l, const std::set<std::string>& on_chain) {
    Body total = own_body(l);
    for (const urdf::JointSharedPtr& joint : l.child_joints) {
      if (on_chain.count(joint->name)) continue;
      const urdf::LinkConstSharedPtr child = robot_->getLink(joint->child_link_name);
      if (joint->type != urdf::Joint::FIXED)
        note("joint '" + joint->name + "' is off the chain: locked at 0, link '" + child->name +
             "' and what hangs from it lumped into link '" + l.name + "'");
      total = total + moved(joint_origin(*joint), lumped(*child, on_chain));
    }
    return total;
  }

  // The names of the movable joints read (movable_): what lumped() leaves out.
  std::set<std::string> movable_names() const {
    std::set<std::string> names;
    for (const auto& joint : movable_) names.insert(joint->name);
    return names;
  }

  // The body's mass, centre of mass and inertia about it.
  static RigidBody rigid_body(const Body& b) {
    LinkedJoint j;
    set_inertial(b, j);
    return {j.mass, j.com, j.inertia};
  }

  static void set_inertial(const Body& b, LinkedJoint& j) {
    j.mass = b.m;
    if (b.m.is_zero()) {  // a massless body may still turn (the PUMA's link 1)
      j.com = {0, 0, 0};
      j.inertia = {b.J[0][0], b.J[1][1], b.J[2][2], b.J[0][1], b.J[0][2], b.J[1][2]};
      return;
    }
    ExVec3 c;
    for (std::size_t k = 0; k < 3; ++k) c[k] = (b.h[k] / b.m).expand();
    ex cc = 0;
    for (const ex& x : c) cc += x * x;
    ExMat3 I;
    for (std::size_t r = 0; r < 3; ++r)
      for (std::size_t k = 0; k < 3; ++k)
        I[r][k] = (b.J[r][k] - b.m * ((r == k ? cc : ex(0)) - c[r] * c[k])).expand();
    j.com = c;
    j.inertia = {I[0][0], I[1][1], I[2][2], I[0][1], I[0][2], I[1][2]};
  }

  // Each part was checked as read, and a sum of rigid bodies is one; but
  // taken about its centre of mass the sum subtracts m c c^T from moments
  // about the link's origin (Huygens-Steiner), and a centre of mass far out
  // leaves rounding alone, different from run to run: say where it lies.
  // A sum that only breaks the triangle inequality (its parts may, as read)
  // is noted, and refused with --strict-inertia.
  void check_merged_body(const std::string& link, const ExVec3& com, const InertiaTensor& inertia) {
    const InertiaCheck check = check_inertia(inertia);
    if (check.error.empty() && check.warning.empty()) return;
    if (check.error.empty() && !options_.strict_inertia) {
      if (triangle_noted_.count(link) != 0) return;  // its own body, noted as read
      note("link '" + link + "': the body it carries (its inertial data with every link fixed " +
           "to it or locked below it): " + check.warning + "; loaded as given");
      return;
    }
    ex distance = 0;
    for (const ex& x : com) distance += x * x;
    distance = GiNaC::evalf(GiNaC::sqrt(distance));
    std::ostringstream out;
    out.precision(3);
    if (GiNaC::is_a<GiNaC::numeric>(distance))
      out << GiNaC::ex_to<GiNaC::numeric>(distance).to_double();
    else
      out << distance;
    fail_at("link", link,
            "the body it carries (its inertial data with every link fixed to it or locked below "
            "it) has its centre of mass " +
                out.str() +
                " m from the link's frame: its inertia about that point is lost to "
                "rounding");
  }

  // Once each: a fixed joint's placement is read for the chain and for the bodies.
  void note(const std::string& text) {
    if (noted_.insert(text).second) notes_.push_back(file_ + ": " + text);
  }

  std::string file_;
  UrdfOptions options_;
  std::vector<std::string>& notes_;
  urdf::ModelInterfaceSharedPtr robot_;
  std::vector<urdf::JointSharedPtr> movable_;
  Placement last_after_;  ///< a chain's tip link in the last movable joint's child link
  std::map<std::string, std::string> rpy_of_joint_, rpy_of_inertial_;
  std::map<std::string, std::size_t> file_order_;  ///< joint name -> its place in the file
  std::set<std::string> triangle_noted_;           ///< links whose own inertia was noted
  std::set<std::string> noted_;
};

}  // namespace

Model load_urdf_from_string(const std::string& text, const std::string& file_name,
                            const UrdfOptions& options, std::vector<std::string>& notes) {
  return UrdfReader(file_name, options, notes).read(text);
}

Model load_urdf(const std::string& path, const UrdfOptions& options,
                std::vector<std::string>& notes) {
  return load_urdf_from_string(read_text_file(path, kMaxUrdfBytes), path, options, notes);
}

}  // namespace nedyn
