#include "nedyn/model/link_tree_lowering.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include <Eigen/Core>

#include "nedyn/model/expression.hpp"
#include "nedyn/model/lowering.hpp"
#include "nedyn/model/model_error.hpp"
#include "nedyn/model/physical.hpp"
#include "nedyn/model/rigid_body_sum.hpp"

namespace nedyn {

int LinkTree::find_link(const std::string& link_name) const {
  for (std::size_t k = 0; k < links.size(); ++k)
    if (links[k].name == link_name) return static_cast<int>(k);
  return -1;
}

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

// The size of a snap, to two digits.
std::string size(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2g", x);
  return text;
}

// A merged tensor whose entries sum terms over a million times its largest
// entry keeps less than 1e-10 of it above a double's rounding of those terms
// (1e-16 of them), and check_inertia allows 1e-9: it is refused as rounding.
constexpr double kRoundingRatio = 1e6;

// Whether the tensor's entries are sums whose terms dwarf it (see above);
// one of free symbols is judged where its values are given.
bool lost_to_rounding(const InertiaTensor& t) {
  double largest_entry = 0, largest_terms = 0;
  for (const ex* entry : {&t.xx, &t.yy, &t.zz, &t.xy, &t.xz, &t.yz}) {
    const std::optional<double> value = numeric_value(*entry);
    if (!value) return false;
    largest_entry = std::max(largest_entry, std::fabs(*value));
    double terms = std::fabs(*value);
    if (GiNaC::is_a<GiNaC::add>(*entry)) {
      terms = 0;
      for (const ex& term : *entry) {
        const std::optional<double> size = numeric_value(term);
        if (!size) return false;
        terms += std::fabs(*size);
      }
    }
    largest_terms = std::max(largest_terms, terms);
  }
  return largest_terms > kRoundingRatio * largest_entry;
}

const char* type_name(TreeJointType type) {
  switch (type) {
    case TreeJointType::floating:
      return "floating";
    case TreeJointType::planar:
      return "planar";
    default:
      return "unknown";
  }
}

// "q_m = 2 q_l - 0.1": a coupling as a reader writes it.
std::string coupling_text(const ex& multiplier, const ex& offset, const std::string& follower,
                          const std::string& leader) {
  const double a = GiNaC::ex_to<GiNaC::numeric>(multiplier).to_double();
  const double b = GiNaC::ex_to<GiNaC::numeric>(offset).to_double();
  std::string text = "q_" + follower + " = ";
  if (a == -1)
    text += "-";
  else if (a != 1)
    text += shortest_decimal(a) + " ";
  text += "q_" + leader;
  if (b != 0) text += (b < 0 ? " - " : " + ") + shortest_decimal(std::fabs(b));
  return text;
}

class LinkTreeLowering {
 public:
  LinkTreeLowering(const LinkTree& tree, const LinkTreeOptions& options, std::string file,
                   std::vector<std::string>& notes)
      : tree_(tree), options_(options), file_(std::move(file)), notes_(notes) {}

  Model lower() {
    check_locked();
    check_mimics();
    const std::size_t base = link(options_.base, "--base");
    if (options_.floating_base && !options_.tip.empty())
      fail("--floating-base with --tip '" + options_.tip +
           "': a floating base carries the whole tree below it, and --tip cuts one chain out "
           "of a fixed base (drop one of them)");
    // A tree of one leaf is read as the chain to it, so that its last frame is
    // the leaf link's (fixed joints after the last movable one included).
    const std::vector<std::size_t> leaf_links = leaves(base);
    Model model = !options_.tip.empty() ? chain_model(base, link(options_.tip, "--tip"))
                  : leaf_links.size() == 1 && !options_.floating_base
                      ? chain_model(base, leaf_links[0])
                      : tree_model(base);
    model.frames = frames_below(base);
    if (options_.couple_mimics) couple_mimics(model);
    if (options_.floating_base) {
      model.floating_base = true;
      model.base_body = rigid_body(lumped(base, movable_set()));
      check_merged_body(name(base), model.base_body.com, model.base_body.inertia);
      model.description += ", floating base: link " + name(base);
    }
    return model;
  }

 private:
  const std::string& name(std::size_t link) const { return tree_.links[link].name; }
  const TreeJoint& joint(std::size_t j) const { return tree_.joints[j]; }

  // Every movable joint below `base`, numbered depth-first with each link's
  // child joints in the file's order (Featherstone's topological numbering);
  // fixed joints merged into the link they hang from.
  Model tree_model(std::size_t base) {
    std::vector<LinkedJoint> joints;
    add_subtree(base, name(base), 0, Placement(), joints);
    if (joints.empty())
      fail("no movable joint below link '" + name(base) + "': the tree is empty" +
           (options_.locked.empty() ? "" : " (--lock locks every movable joint of it)"));
    const std::set<std::size_t> movable = movable_set();
    for (std::size_t k = 0; k < joints.size(); ++k) {
      const std::size_t child = joint(movable_[k]).child_link;
      set_inertial(lumped(child, movable), joints[k]);
      check_merged_body(name(child), joints[k].com, joints[k].inertia);
    }
    Model model;
    model.description = "tree below " + name(base);
    model.joints = lower_joints(joints);
    return model;
  }

  // The joints below link l, whose frame is `placed` in the frame of link
  // `parent` (the nearest movable joint's link above, 0 for the base), named
  // `parent_name`.
  void add_subtree(std::size_t l, const std::string& parent_name, int parent,
                   const Placement& placed, std::vector<LinkedJoint>& joints) {
    for (std::size_t j : tree_.links[l].child_joints) {
      check_tree_joint(joint(j));
      const Placement before = compose(placed, locked_origin(j));
      const std::size_t child = joint(j).child_link;
      if (joint(j).type == TreeJointType::fixed || is_locked(j)) {
        note_merged(joint(j), parent_name);
        add_subtree(child, parent_name, parent, before, joints);
        continue;
      }
      joints.push_back(movable_joint(joint(j), before));
      joints.back().parent = parent;
      movable_.push_back(j);
      add_subtree(child, name(child), static_cast<int>(joints.size()), Placement(), joints);
    }
  }

  Model chain_model(std::size_t base, std::size_t tip) {
    const std::vector<std::size_t> path = chain(base, tip);

    std::vector<LinkedJoint> joints;
    Placement before;                  // from the last movable joint's child (or the base) to here
    std::string carrier = name(base);  // the link that carries what is fixed here
    for (std::size_t j : path) {
      check_chain_joint(joint(j));
      before = compose(before, locked_origin(j));
      if (joint(j).type == TreeJointType::fixed || is_locked(j)) {
        note_merged(joint(j), carrier);
        continue;
      }
      carrier = name(joint(j).child_link);
      joints.push_back(movable_joint(joint(j), before));
      movable_.push_back(j);
      before = Placement();
    }
    if (joints.empty())
      fail("no movable joint between '" + name(base) + "' and '" + name(tip) +
           "': the chain is empty" +
           (options_.locked.empty() ? "" : " (--lock locks every movable joint of it)"));
    // The last frame is the tip link's: fixed joints after the last movable one.
    joints.back().after = before;
    last_after_ = before;

    // Each movable joint's child carries everything fixed to it and every
    // subtree hanging from it off the chain (locked at 0).
    const std::set<std::size_t> on_chain = movable_set();
    for (std::size_t k = 0; k < joints.size(); ++k) {
      const std::size_t child = joint(movable_[k]).child_link;
      set_inertial(lumped(child, on_chain), joints[k]);
      joints[k].inertial_in_moved_frame = true;  // the child link's frame, not the tip's
      check_merged_body(name(child), joints[k].com, joints[k].inertia);
    }

    Model model;
    model.description = "chain " + name(base) + " to " + name(tip);
    model.joints = lower_joints(joints);
    return model;
  }

  // A fixed joint's child link becomes part of the link that carries it.
  void note_merged(const TreeJoint& j, const std::string& carrier) {
    note("joint '" + j.name + "' is fixed: link '" + name(j.child_link) + "' merged into link '" +
         carrier + "' (its body; its frame stays a named frame)");
  }

  // Every link below `base` as a named frame, depth-first in the file's
  // order: fixed to the link of the nearest movable joint read above it (the
  // chain's or the tree's), through fixed joints and joints locked at 0.
  std::vector<Frame> frames_below(std::size_t base) {
    std::map<std::size_t, int> link_of;  // movable joint -> its link 1..n
    for (std::size_t k = 0; k < movable_.size(); ++k)
      link_of[movable_[k]] = static_cast<int>(k + 1);
    std::vector<Frame> frames;
    const std::function<void(std::size_t, int, const Placement&)> add =
        [&](std::size_t l, int link, const Placement& placed) {
          const TreeLink& at = tree_.links[l];
          frames.push_back({at.name, link, placed, at.child_joints.empty(),
                            at.has_inertial && at.inertial.mass > 0});
          for (std::size_t j : at.child_joints) {
            const auto found = link_of.find(j);
            if (found != link_of.end())
              add(joint(j).child_link, found->second, Placement());
            else
              add(joint(j).child_link, link, compose(placed, locked_origin(j)));
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

  LinkedJoint movable_joint(const TreeJoint& joint, const Placement& before) {
    if (!joint.mimics.empty() && !options_.couple_mimics)
      note("joint '" + joint.name + "' mimics joint '" + joint.mimics +
           "': read as an independent joint, as Pinocchio's and KDL's parsers read it (--lock " +
           joint.name + " fixes it)");
    LinkedJoint j;
    j.name = joint.name;
    j.type = joint.type == TreeJointType::prismatic ? JointType::prismatic : JointType::revolute;
    j.before = before;
    j.axis = normalized(axis(joint));
    if (joint.has_dynamics) {
      j.viscous = number(joint.damping, "joint", joint.name, "damping");
      j.coulomb = number(joint.friction, "joint", joint.name, "friction");
      if (joint.damping < 0 || joint.friction < 0)
        fail_at("joint", joint.name, "damping and friction must not be negative");
    }
    if (joint.has_limits) j.limits = limits_of(joint);
    return j;
  }

  // A continuous joint has no position limits.
  JointLimits limits_of(const TreeJoint& joint) const {
    const TreeJointLimits& given = joint.limits;
    JointLimits limits;
    if (joint.type != TreeJointType::continuous) {
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

  [[noreturn]] void fail(const std::string& problem) const {
    throw ModelError({file_, 0, 0}, problem);
  }
  [[noreturn]] void fail_at(const std::string& kind, const std::string& name,
                            const std::string& problem) const {
    fail(kind + " '" + name + "': " + problem);
  }

  std::size_t link(const std::string& link_name, const char* option) const {
    if (link_name.empty()) return tree_.root;
    const int found = tree_.find_link(link_name);
    if (found < 0) {
      std::vector<std::string> sorted;
      for (const TreeLink& l : tree_.links) sorted.push_back(l.name);
      std::sort(sorted.begin(), sorted.end());
      std::string names;
      for (const std::string& n : sorted) names += (names.empty() ? "" : ", ") + n;
      fail(std::string(option) + ": no link '" + link_name + "' in the file (links: " + names +
           ")");
    }
    return static_cast<std::size_t>(found);
  }

  std::vector<std::size_t> leaves(std::size_t base) const {
    std::vector<std::size_t> out;
    const std::function<void(std::size_t)> walk = [&](std::size_t l) {
      if (tree_.links[l].child_joints.empty()) out.push_back(l);
      for (std::size_t j : tree_.links[l].child_joints) walk(joint(j).child_link);
    };
    walk(base);
    return out;
  }

  // Joints from base to tip.
  std::vector<std::size_t> chain(std::size_t base, std::size_t tip) const {
    std::vector<std::size_t> path;
    std::size_t at = tip;
    while (at != base) {
      const int up = tree_.links[at].parent_joint;
      if (up < 0)
        fail("link '" + name(tip) + "' is not below link '" + name(base) +
             "': no chain joins them");
      path.insert(path.begin(), static_cast<std::size_t>(up));
      at = joint(static_cast<std::size_t>(up)).parent_link;
    }
    if (path.empty()) fail("--base and --tip are the same link '" + name(base) + "'");
    return path;
  }

  void check_tree_joint(const TreeJoint& joint) const {
    if (joint.type == TreeJointType::floating)
      fail_at("joint", joint.name,
              "a floating joint inside the tree: a free-flying body is the model's floating base "
              "(docs/kinematics.md), not a joint between two links");
    check_chain_joint(joint, "in the tree");
  }

  void check_chain_joint(const TreeJoint& joint, const char* where = "on the chain") const {
    switch (joint.type) {
      case TreeJointType::revolute:
      case TreeJointType::continuous:
      case TreeJointType::prismatic:
      case TreeJointType::fixed:
        break;
      case TreeJointType::floating:
      case TreeJointType::planar:
        fail_at("joint", joint.name,
                std::string("a ") + type_name(joint.type) + " joint " + where +
                    ": nedyn's models have revolute, continuous, prismatic and fixed joints");
      default:
        fail_at("joint", joint.name, std::string("a joint of unknown type ") + where);
    }
  }

  // Each <mimic> names another movable joint, with a finite, non-zero
  // multiplier, and following them never comes back to where it started.
  void check_mimics() const {
    std::map<std::string, const TreeJoint*> by_name;
    for (const TreeJoint& j : tree_.joints) by_name[j.name] = &j;
    for (const TreeJoint& j : tree_.joints) {
      if (j.mimics.empty() || j.type == TreeJointType::fixed) continue;
      const std::string mimic = "mimics joint '" + j.mimics + "'";
      const auto leader = by_name.find(j.mimics);
      if (leader == by_name.end()) fail_at("joint", j.name, mimic + ", which is not in the file");
      if (j.mimics == j.name) fail_at("joint", j.name, "mimics itself");
      if (leader->second->type == TreeJointType::fixed)
        fail_at("joint", j.name, mimic + ", a fixed joint: there is no motion to follow");
      if (!std::isfinite(j.mimic_multiplier) || !std::isfinite(j.mimic_offset))
        fail_at("joint", j.name, mimic + " with a multiplier or offset that is not finite");
      if (j.mimic_multiplier == 0)
        fail_at("joint", j.name,
                mimic + " with multiplier 0: it never moves (make it a fixed joint, or --lock " +
                    j.name + ")");
      std::set<std::string> seen{j.name};
      for (const TreeJoint* at = leader->second; !at->mimics.empty();) {
        if (!seen.insert(at->name).second || at->mimics == j.name)
          fail_at("joint", j.name,
                  mimic + ": following the mimics from it comes back to joint '" +
                      (at->mimics == j.name ? j.name : at->name) +
                      "', a cycle of mimic joints in which no joint leads");
        const auto next = by_name.find(at->mimics);
        if (next == by_name.end()) break;  // reported for that joint
        at = next->second;
      }
    }
  }

  // Each mimic joint of the model follows the joint that leads its chain of
  // mimics: q_m = a q_k + b with q_k = a' q_l + b' is q_m = a a' q_l + a b' + b.
  void couple_mimics(Model& model) {
    std::map<std::string, std::size_t> by_name;
    for (std::size_t j = 0; j < tree_.joints.size(); ++j) by_name[joint(j).name] = j;
    std::map<std::size_t, int> numbered;  // tree joint -> model joint 1..n
    for (std::size_t k = 0; k < movable_.size(); ++k)
      numbered[movable_[k]] = static_cast<int>(k + 1);
    for (std::size_t k = 0; k < movable_.size(); ++k) {
      const TreeJoint& follower = joint(movable_[k]);
      if (follower.mimics.empty()) continue;
      ex multiplier = 1, offset = 0;
      std::size_t at = movable_[k];
      while (!joint(at).mimics.empty()) {
        const TreeJoint& j = joint(at);
        const ex a = number(j.mimic_multiplier, "joint", j.name, "mimic multiplier");
        offset = offset + multiplier * number(j.mimic_offset, "joint", j.name, "mimic offset");
        multiplier = multiplier * a;
        at = by_name.at(j.mimics);
      }
      const auto leader = numbered.find(at);
      if (leader == numbered.end()) {
        note("joint '" + follower.name + "' mimics joint '" + follower.mimics +
             "', whose motion is not in the model (joint '" + joint(at).name +
             "' leads it and is locked or off the chain): read as an independent joint");
        continue;
      }
      Joint& m = model.joints[k];
      m.leader = leader->second;
      m.follow_multiplier = multiplier;
      m.follow_offset = offset;
      note("joint '" + follower.name + "' follows joint '" + joint(at).name + "': " +
           coupling_text(multiplier, offset, follower.name, joint(at).name) + " (--mimic couple)");
    }
  }

  bool is_locked(std::size_t j) const { return options_.locked.count(joint(j).name) != 0; }

  // Every name of --lock is a movable joint of the file, and mimics name one.
  void check_locked() const {
    for (const auto& lock : options_.locked) {
      const auto found = std::find_if(tree_.joints.begin(), tree_.joints.end(),
                                      [&](const TreeJoint& j) { return j.name == lock.first; });
      if (found == tree_.joints.end()) {
        std::vector<std::string> sorted;
        for (const TreeJoint& j : tree_.joints)
          if (j.type != TreeJointType::fixed) sorted.push_back(j.name);
        std::sort(sorted.begin(), sorted.end());
        std::string names;
        for (const std::string& n : sorted) names += (names.empty() ? "" : ", ") + n;
        fail("--lock: no joint '" + lock.first + "' in the file (movable joints: " + names + ")");
      }
      if (found->type == TreeJointType::fixed)
        fail("--lock: joint '" + lock.first + "' is a fixed joint already");
      if (!std::isfinite(lock.second))
        fail("--lock: joint '" + lock.first + "': its value is not finite");
    }
  }

  // The joint's frame in its parent link's frame: at q = 0, or for a locked
  // joint moved by its value about (revolute) or along (prismatic) its axis,
  // Q Rz(v) Q^T with Q taking z to the axis (or a translation v u).
  Placement locked_origin(std::size_t j) {
    const Placement origin = joint_origin(joint(j));
    const auto found = options_.locked.find(joint(j).name);
    if (found == options_.locked.end()) return origin;
    const TreeJoint& at = joint(j);
    note("joint '" + at.name + "' locked at " + shortest_decimal(found->second) +
         (at.type == TreeJointType::prismatic ? " m" : " rad") + " (--lock)");
    if (found->second == 0) return origin;
    const ex value = number(found->second, "joint", at.name, "--lock value");
    const Placement motion = joint_motion(
        at.type == TreeJointType::prismatic ? JointType::prismatic : JointType::revolute,
        normalized(axis(at)), value);
    return compose(origin, motion);
  }

  ExVec3 axis(const TreeJoint& joint) {
    ExVec3 out;
    bool zero = true;
    for (std::size_t k = 0; k < 3; ++k) {
      const double a = joint.axis[k];
      if (!std::isfinite(a)) fail_at("joint", joint.name, "its axis is not finite");
      if (a != 0) zero = false;
      out[k] = number(a, "joint", joint.name, "axis");
      if (!options_.snap) continue;
      for (int target : {-1, 0, 1})
        if (std::fabs(a - target) <= kSnapAxis && a != target) {
          out[k] = target;
          note("joint '" + joint.name + "' axis[" + std::to_string(k) + "] " + shortest_decimal(a) +
               " read as " + std::to_string(target) + " (snapped by " +
               size(std::fabs(a - target)) + ")");
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

  // A pose as written, exact (angles snapped).
  Placement placement(const WrittenPose& pose, const std::string& kind, const std::string& name,
                      const std::string& what) {
    Placement out = roll_pitch_yaw({angle(pose.rpy[0], kind, name, what + " rpy[0]"),
                                    angle(pose.rpy[1], kind, name, what + " rpy[1]"),
                                    angle(pose.rpy[2], kind, name, what + " rpy[2]")});
    out.translation = {number(pose.xyz[0], kind, name, what + " xyz"),
                       number(pose.xyz[1], kind, name, what + " xyz"),
                       number(pose.xyz[2], kind, name, what + " xyz")};
    return out;
  }

  // The joint's frame in its parent link's frame at q = 0.
  Placement joint_origin(const TreeJoint& joint) {
    return placement(joint.origin, "joint", joint.name, "origin");
  }

  // The link's own inertial data as a body about its frame's origin.
  Body own_body(const TreeLink& l) {
    Body b;
    if (!l.has_inertial) {
      note("link '" + l.name + "' has no inertial data: massless");
      return b;
    }
    const WrittenInertial& in = l.inertial;
    double mass = in.mass;
    if (mass < 0 && mass >= -kInertiaRounding * largest_mass()) {
      note("link '" + l.name + "': mass " + shortest_decimal(mass) +
           " read as 0 (rounding: within " + size(kInertiaRounding) +
           " of the robot's largest mass)");
      mass = 0;
    }
    if (!(mass >= 0))
      fail_at("link", l.name,
              "its mass must not be negative (got " + shortest_decimal(in.mass) + ")");
    Eigen::Matrix3d I;
    I << in.ixx, in.ixy, in.ixz, in.ixy, in.iyy, in.iyz, in.ixz, in.iyz, in.izz;
    if (!I.allFinite()) fail_at("link", l.name, "its inertia is not finite");
    const InertiaCheck check = check_inertia(I);
    if (!check.error.empty()) fail_at("link", l.name, check.error);
    if (!check.rounding.empty()) note("link '" + l.name + "': inertia tensor's " + check.rounding);
    if (!check.warning.empty() && options_.strict_inertia)
      fail_at("link", l.name, check.warning + " (--strict-inertia)");
    if (!check.warning.empty()) {
      note("link '" + l.name + "': " + check.warning +
           ": no rigid body has it; loaded as given (--strict-inertia refuses it)");
      triangle_noted_.insert(l.name);
    }
    const ex m = number(mass, "link", l.name, "mass");
    const auto entry = [&](double v) { return number(v, "link", l.name, "inertia"); };
    Body about_com;
    about_com.m = m;
    about_com.I = {ExVec3{entry(in.ixx), entry(in.ixy), entry(in.ixz)},
                   ExVec3{entry(in.ixy), entry(in.iyy), entry(in.iyz)},
                   ExVec3{entry(in.ixz), entry(in.iyz), entry(in.izz)}};
    return moved(placement(in.origin, "link", l.name, "inertial origin"), about_com);
  }

  // The link's body and everything that hangs from it, except the model's
  // movable joints and what lies beyond them.
  Body lumped(std::size_t l, const std::set<std::size_t>& on_model) {
    Body total = own_body(tree_.links[l]);
    for (std::size_t j : tree_.links[l].child_joints) {
      if (on_model.count(j)) continue;
      const std::size_t child = joint(j).child_link;
      if (joint(j).type != TreeJointType::fixed && !is_locked(j))
        note("joint '" + joint(j).name + "' is off the chain: locked at 0, link '" + name(child) +
             "' and what hangs from it lumped into link '" + name(l) + "'");
      total = total + moved(locked_origin(j), lumped(child, on_model));
    }
    return total;
  }

  // The largest mass any link of the file carries (0 for none).
  double largest_mass() const {
    double largest = 0;
    for (const TreeLink& l : tree_.links)
      if (l.has_inertial && std::isfinite(l.inertial.mass))
        largest = std::max(largest, l.inertial.mass);
    return largest;
  }

  // The movable joints read (movable_): what lumped() leaves out.
  std::set<std::size_t> movable_set() const {
    return std::set<std::size_t>(movable_.begin(), movable_.end());
  }

  static void set_inertial(const Body& b, LinkedJoint& j) {
    const RigidBody r = rigid_body(b);
    j.mass = r.mass;
    j.com = r.com;
    j.inertia = r.inertia;
  }

  // Each part was checked as read, and a sum of rigid bodies is one. Sums
  // take offsets from their own centre of mass, so a merged tensor keeps its
  // digits, except where parts lie far from the link's frame and close to one
  // another in a turned frame: then the terms that its entries sum (m |c|^2
  // of the far parts, in cos 1 and sin 1) dwarf the tensor, and what is left
  // is rounding whose sign is chance. Such a body is refused by the size of
  // those terms, not by the sign, which the lowered tensor (turned to the
  // joint's axis, then evaluated) may see otherwise (found by fuzzing).
  // A sum that only breaks the triangle inequality (its parts may, as read)
  // is noted, and refused with --strict-inertia.
  void check_merged_body(const std::string& link, const ExVec3& com, const InertiaTensor& inertia) {
    const InertiaCheck check = check_inertia(inertia);
    if (!lost_to_rounding(inertia)) {
      if (check.error.empty() && check.warning.empty()) return;
      if (check.error.empty() && !options_.strict_inertia) {
        if (triangle_noted_.count(link) != 0) return;  // its own body, noted as read
        note("link '" + link + "': the body it carries (its inertial data with every link fixed " +
             "to it or locked below it): " + check.warning + "; loaded as given");
        return;
      }
      fail_at("link", link,
              "the body it carries (its inertial data with every link fixed to it or locked "
              "below it): " +
                  (check.error.empty() ? check.warning + " (--strict-inertia)" : check.error));
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

  const LinkTree& tree_;
  LinkTreeOptions options_;
  std::string file_;
  std::vector<std::string>& notes_;
  std::vector<std::size_t> movable_;  ///< the model's movable joints (indices), in order
  Placement last_after_;              ///< a chain's tip link in the last movable joint's child link
  std::set<std::string> triangle_noted_;  ///< links whose own inertia was noted
  std::set<std::string> noted_;
};

}  // namespace

Model lower_link_tree(const LinkTree& tree, const LinkTreeOptions& options, const std::string& file,
                      std::vector<std::string>& notes) {
  return LinkTreeLowering(tree, options, file, notes).lower();
}

}  // namespace nedyn
