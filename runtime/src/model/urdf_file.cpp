#include "nedyn/model/urdf_file.hpp"

#include <console_bridge/console.h>
#include <tinyxml2.h>
#include <urdf_parser/urdf_parser.h>

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "nedyn/model/emitted_names.hpp"
#include "nedyn/model/link_tree.hpp"
#include "nedyn/model/model_error.hpp"
#include "nedyn/model/text_file.hpp"

namespace nedyn {
namespace {

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

TreeJointType tree_joint_type(int type) {
  switch (type) {
    case urdf::Joint::FIXED:
      return TreeJointType::fixed;
    case urdf::Joint::REVOLUTE:
      return TreeJointType::revolute;
    case urdf::Joint::CONTINUOUS:
      return TreeJointType::continuous;
    case urdf::Joint::PRISMATIC:
      return TreeJointType::prismatic;
    case urdf::Joint::FLOATING:
      return TreeJointType::floating;
    case urdf::Joint::PLANAR:
      return TreeJointType::planar;
    default:
      return TreeJointType::unknown;
  }
}

// Reads the file into the link tree; lower_link_tree decides the rest.
class UrdfReader {
 public:
  explicit UrdfReader(std::string file) : file_(std::move(file)) {}

  LinkTree read(const std::string& text) {
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
    return link_tree(*robot);
  }

 private:
  // urdfdom's links and joints in the file's order (urdfdom keeps them by
  // name), each link's child joints too.
  LinkTree link_tree(const urdf::ModelInterface& robot) const {
    LinkTree tree;
    tree.name = robot.getName();
    std::map<std::string, std::size_t> link_index, joint_index;
    const auto add_link = [&](const std::string& name) {
      const auto found = robot.links_.find(name);
      if (found == robot.links_.end() || link_index.count(name)) return;
      link_index.emplace(name, tree.links.size());
      TreeLink link;
      link.name = name;
      if (found->second->inertial) {
        const urdf::Inertial& in = *found->second->inertial;
        link.has_inertial = true;
        link.inertial = {
            in.mass,
            pose(in.origin, "link", name, rpy_text(rpy_of_inertial_, name), "inertial origin"),
            in.ixx,
            in.ixy,
            in.ixz,
            in.iyy,
            in.iyz,
            in.izz};
      }
      tree.links.push_back(link);
    };
    for (const std::string& name : link_order_) add_link(name);
    for (const auto& entry : robot.links_) add_link(entry.first);

    std::vector<urdf::JointSharedPtr> joints;
    for (const auto& entry : robot.joints_) joints.push_back(entry.second);
    const auto place = [&](const urdf::JointSharedPtr& j) {
      const auto found = file_order_.find(j->name);
      return found == file_order_.end() ? file_order_.size() : found->second;
    };
    std::stable_sort(joints.begin(), joints.end(),
                     [&](const auto& a, const auto& b) { return place(a) < place(b); });
    for (const urdf::JointSharedPtr& joint : joints) {
      TreeJoint j;
      j.name = joint->name;
      j.type = tree_joint_type(joint->type);
      j.parent_link = link_index.at(joint->parent_link_name);
      j.child_link = link_index.at(joint->child_link_name);
      j.origin = pose(joint->parent_to_joint_origin_transform, "joint", joint->name,
                      rpy_text(rpy_of_joint_, joint->name), "origin");
      j.axis = {joint->axis.x, joint->axis.y, joint->axis.z};
      if (joint->dynamics) {
        j.has_dynamics = true;
        j.damping = joint->dynamics->damping;
        j.friction = joint->dynamics->friction;
      }
      if (joint->limits) {
        j.has_limits = true;
        j.limits = {joint->limits->lower, joint->limits->upper, joint->limits->velocity,
                    joint->limits->effort};
      }
      if (joint->mimic) {
        j.mimics = joint->mimic->joint_name;
        j.mimic_multiplier = joint->mimic->multiplier;
        j.mimic_offset = joint->mimic->offset;
      }
      tree.links[j.child_link].parent_joint = static_cast<int>(tree.joints.size());
      tree.links[j.parent_link].child_joints.push_back(tree.joints.size());
      tree.joints.push_back(j);
    }
    tree.root = link_index.at(robot.getRoot()->name);
    return tree;
  }

  static std::string rpy_text(const std::map<std::string, std::string>& texts,
                              const std::string& name) {
    const auto found = texts.find(name);
    return found == texts.end() ? "" : found->second;
  }

  // A pose: its position from urdfdom, its angles as written (or urdfdom's
  // quaternion in roll, pitch, yaw when the file had none to read), so that
  // they stay exact.
  WrittenPose pose(const urdf::Pose& given, const std::string& kind, const std::string& name,
                   const std::string& rpy, const std::string& what) const {
    WrittenPose out;
    if (!rpy.empty()) {
      std::istringstream in(rpy);
      if (!(in >> out.rpy[0] >> out.rpy[1] >> out.rpy[2]))
        fail(kind + " '" + name + "': " + what + " rpy '" + rpy + "' is not three numbers");
    } else {
      given.rotation.getRPY(out.rpy[0], out.rpy[1], out.rpy[2]);
    }
    out.xyz = {given.position.x, given.position.y, given.position.z};
    return out;
  }

  [[noreturn]] void fail(const std::string& problem) const {
    throw ModelError({file_, 0, 0}, problem);
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
      if (e->Attribute("name")) link_order_.push_back(e->Attribute("name"));
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

  std::string file_;
  std::map<std::string, std::string> rpy_of_joint_, rpy_of_inertial_;
  std::map<std::string, std::size_t> file_order_;  ///< joint name -> its place in the file
  std::vector<std::string> link_order_;            ///< link names in the file's order
};

}  // namespace

Model load_urdf_from_string(const std::string& text, const std::string& file_name,
                            const UrdfOptions& options, std::vector<std::string>& notes) {
  const LinkTree tree = UrdfReader(file_name).read(text);
  Model model = lower_link_tree(tree, options, file_name, notes);
  model.description = "URDF, " + model.description;
  model.name = options.name.empty() ? tree.name : options.name;
  const std::string problem = namespace_name_problem(model.name);
  if (!problem.empty())
    throw ModelError({file_name, 0, 0},
                     std::string(options.name.empty() ? "the robot's name: " : "--name: ") +
                         problem +
                         (options.name.empty() ? " (give the model a name with --name)" : ""));
  model.source_file = file_name;
  model.gravity = {0, 0, GiNaC::numeric(-981, 100)};
  return model;
}

Model load_urdf(const std::string& path, const UrdfOptions& options,
                std::vector<std::string>& notes) {
  return load_urdf_from_string(read_text_file(path, kMaxUrdfBytes), path, options, notes);
}

}  // namespace nedyn
