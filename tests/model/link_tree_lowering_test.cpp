// The tree-to-model stage on its own: a link tree written here, as any
// reader of a tree-shaped format would hand it over, without a file. The
// URDF of the same robot must load to the same model (the URDF reader only
// reads); the stage chooses the tree or a chain, merges fixed joints, locks
// and lumps branches off a chain, snaps angles and carries a floating base.

#include <algorithm>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "nedyn/model/link_tree.hpp"
#include "nedyn/model/link_tree_lowering.hpp"
#include "nedyn/model/model_error.hpp"
#include "nedyn/model/urdf_file.hpp"

namespace nedyn {
namespace {

constexpr double kQuarterTurn = 1.5707963267948966;  // the double nearest pi/2

TreeLink body(const std::string& name, double mass, double x) {
  TreeLink link;
  link.name = name;
  link.has_inertial = true;
  link.inertial.mass = mass;
  link.inertial.origin.xyz = {x, 0, 0};
  link.inertial.ixx = link.inertial.iyy = link.inertial.izz = 0.01 * mass;
  return link;
}

void connect(LinkTree& tree, const std::string& name, TreeJointType type, std::size_t parent,
             std::size_t child, WrittenPose origin, std::array<double, 3> axis = {0, 0, 1}) {
  TreeJoint joint;
  joint.name = name;
  joint.type = type;
  joint.parent_link = parent;
  joint.child_link = child;
  joint.origin = origin;
  joint.axis = axis;
  joint.has_limits = type != TreeJointType::fixed;
  joint.limits = {-1, 1, 1, 1};
  tree.links[child].parent_joint = static_cast<int>(tree.joints.size());
  tree.links[parent].child_joints.push_back(tree.joints.size());
  tree.joints.push_back(joint);
}

// base -j1 (revolute z)-> arm -tool_mount (fixed)-> tool
//                          arm -j2 (revolute y, turned a quarter about x)-> finger
// base -j3 (prismatic x)-> slider
LinkTree small_robot() {
  LinkTree tree;
  tree.name = "small";
  tree.links = {body("base", 3, 0), body("arm", 2, 0.25), body("tool", 0.5, 0.05),
                body("finger", 0.25, 0.02), body("slider", 1, 0)};
  connect(tree, "j1", TreeJointType::revolute, 0, 1, {{0, 0, 0.5}, {0, 0, 0}});
  connect(tree, "tool_mount", TreeJointType::fixed, 1, 2, {{0.5, 0, 0}, {0, 0, 0}});
  connect(tree, "j2", TreeJointType::revolute, 1, 3, {{0.5, 0, 0}, {kQuarterTurn, 0, 0}},
          {0, 1, 0});
  connect(tree, "j3", TreeJointType::prismatic, 0, 4, {{0, 0.25, 0}, {0, 0, 0}}, {1, 0, 0});
  return tree;
}

const char* const kSmallRobotUrdf = R"(<robot name="small">
  <link name="base"><inertial><mass value="3"/><inertia ixx="0.03" iyy="0.03" izz="0.03" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <link name="arm"><inertial><origin xyz="0.25 0 0"/><mass value="2"/><inertia ixx="0.02" iyy="0.02" izz="0.02" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <link name="tool"><inertial><origin xyz="0.05 0 0"/><mass value="0.5"/><inertia ixx="0.005" iyy="0.005" izz="0.005" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <link name="finger"><inertial><origin xyz="0.02 0 0"/><mass value="0.25"/><inertia ixx="0.0025" iyy="0.0025" izz="0.0025" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <link name="slider"><inertial><mass value="1"/><inertia ixx="0.01" iyy="0.01" izz="0.01" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <joint name="j1" type="revolute"><parent link="base"/><child link="arm"/><origin xyz="0 0 0.5"/><axis xyz="0 0 1"/><limit lower="-1" upper="1" velocity="1" effort="1"/></joint>
  <joint name="tool_mount" type="fixed"><parent link="arm"/><child link="tool"/><origin xyz="0.5 0 0"/></joint>
  <joint name="j2" type="revolute"><parent link="arm"/><child link="finger"/><origin xyz="0.5 0 0" rpy="1.5707963267948966 0 0"/><axis xyz="0 1 0"/><limit lower="-1" upper="1" velocity="1" effort="1"/></joint>
  <joint name="j3" type="prismatic"><parent link="base"/><child link="slider"/><origin xyz="0 0.25 0"/><axis xyz="1 0 0"/><limit lower="-1" upper="1" velocity="1" effort="1"/></joint>
</robot>)";

bool same(const GiNaC::ex& a, const GiNaC::ex& b) { return (a - b).expand().is_zero(); }

bool same(const Placement& a, const Placement& b) {
  for (std::size_t r = 0; r < 3; ++r) {
    if (!same(a.translation[r], b.translation[r])) return false;
    for (std::size_t c = 0; c < 3; ++c)
      if (!same(a.rotation[r][c], b.rotation[r][c])) return false;
  }
  return true;
}

void require_same_joints(const Model& a, const Model& b) {
  REQUIRE(a.joints.size() == b.joints.size());
  for (std::size_t i = 0; i < a.joints.size(); ++i) {
    const Joint& x = a.joints[i];
    const Joint& y = b.joints[i];
    INFO("joint " << x.name);
    CHECK(x.name == y.name);
    CHECK(x.type == y.type);
    CHECK(x.parent == y.parent);
    CHECK(x.limits.lower == y.limits.lower);
    CHECK(x.limits.upper == y.limits.upper);
    CHECK(x.limits.velocity == y.limits.velocity);
    CHECK(x.limits.effort == y.limits.effort);
    CHECK(same(x.placement, y.placement));
    CHECK(same(x.link_frame, y.link_frame));
    CHECK(same(x.mass, y.mass));
    for (std::size_t k = 0; k < 3; ++k) CHECK(same(x.com[k], y.com[k]));
    CHECK(same(x.inertia.xx, y.inertia.xx));
    CHECK(same(x.inertia.yy, y.inertia.yy));
    CHECK(same(x.inertia.zz, y.inertia.zz));
    CHECK(same(x.inertia.xy, y.inertia.xy));
    CHECK(same(x.inertia.xz, y.inertia.xz));
    CHECK(same(x.inertia.yz, y.inertia.yz));
  }
  REQUIRE(a.frames.size() == b.frames.size());
  for (std::size_t k = 0; k < a.frames.size(); ++k) {
    INFO("frame " << a.frames[k].name);
    CHECK(a.frames[k].name == b.frames[k].name);
    CHECK(a.frames[k].link == b.frames[k].link);
    CHECK(a.frames[k].leaf == b.frames[k].leaf);
    CHECK(same(a.frames[k].placement, b.frames[k].placement));
  }
}

bool has_note(const std::vector<std::string>& notes, const std::string& text) {
  return std::any_of(notes.begin(), notes.end(),
                     [&](const std::string& n) { return n.find(text) != std::string::npos; });
}

TEST_CASE(
    "the whole tree: depth-first in the file's order, fixed joints merged, every link a "
    "frame",
    "[link_tree]") {
  std::vector<std::string> notes;
  const Model model = lower_link_tree(small_robot(), {}, "small", notes);
  CHECK(model.description == "tree below base");
  REQUIRE(model.joints.size() == 3);
  CHECK(model.joints[0].name == "j1");
  CHECK(model.joints[1].name == "j2");
  CHECK(model.joints[2].name == "j3");
  CHECK(model.joints[0].parent == 0);
  CHECK(model.joints[1].parent == 1);
  CHECK(model.joints[2].parent == 0);
  CHECK(model.joints[2].type == JointType::prismatic);
  // The tool's body joins the arm's: 2 + 0.5 kg, centre (2 * 0.25 + 0.5 * 0.55) / 2.5.
  CHECK(same(model.joints[0].mass, GiNaC::numeric(5, 2)));
  CHECK(same(model.joints[0].com[0], GiNaC::numeric(31, 100)));
  CHECK(has_note(notes, "small: joint 'tool_mount' is fixed: link 'tool' merged into link 'arm'"));
  // The quarter turn of j2 is snapped (its nearest double) and noted.
  CHECK(has_note(notes, "joint 'j2' origin rpy[0] 1.5707963267948966 read as pi/2"));
  std::vector<std::string> names;
  for (const Frame& frame : model.frames) names.push_back(frame.name);
  CHECK(names == std::vector<std::string>{"base", "arm", "tool", "finger", "slider"});
  CHECK(model.frames[2].link == 1);
  CHECK(model.frames[2].leaf);
  CHECK_FALSE(model.frames[1].leaf);
  CHECK(same(model.frames[2].placement.translation[0], GiNaC::numeric(1, 2)));
}

TEST_CASE("a chain to a tip locks and lumps what hangs off it", "[link_tree]") {
  LinkTreeOptions to_tool;
  to_tool.tip = "tool";
  std::vector<std::string> notes;
  const Model model = lower_link_tree(small_robot(), to_tool, "small", notes);
  CHECK(model.description == "chain base to tool");
  REQUIRE(model.joints.size() == 1);
  // Arm, tool and the locked finger: 2 + 0.5 + 0.25 kg.
  CHECK(same(model.joints[0].mass, GiNaC::numeric(11, 4)));
  CHECK(has_note(notes,
                 "joint 'j2' is off the chain: locked at 0, link 'finger' and what hangs "
                 "from it lumped into link 'arm'"));
  // The last frame is the tip link's: the tool, 0.5 m out along the arm.
  CHECK(same(model.joints[0].link_frame.translation[0], GiNaC::numeric(1, 2)));
}

TEST_CASE("merged bodies sum about their own centre of mass", "[link_tree]") {
  std::vector<std::string> notes;
  const Model model = lower_link_tree(small_robot(), {}, "small", notes);
  // Arm (2 kg at 0.25, 0.02 1) and tool (0.5 kg at 0.55, 0.005 1) about
  // their centre at 0.31, by the parallel-axis theorem:
  // yy = zz = 0.025 + 2 (0.06)^2 + 0.5 (0.24)^2 = 0.061; xx, the axis through both, 0.025.
  const InertiaTensor& I = model.joints[0].inertia;
  CHECK(same(I.xx, GiNaC::numeric(25, 1000)));
  CHECK(same(I.yy, GiNaC::numeric(61, 1000)));
  CHECK(same(I.zz, GiNaC::numeric(61, 1000)));
  CHECK(same(I.xy, 0));
  CHECK(same(I.xz, 0));
  CHECK(same(I.yz, 0));
}

// One joint on an axis off z, its link's body written in a turned inertial
// frame, and a flange fixed to the link with a turn: the chain to the flange.
InertiaTensor tip_inertia(const WrittenInertial& body, const std::array<double, 3>& flange_rpy) {
  LinkTree tree;
  tree.name = "turned";
  tree.links.resize(3);
  tree.links[0].name = "base";
  tree.links[1].name = "arm";
  tree.links[1].has_inertial = true;
  tree.links[1].inertial = body;
  tree.links[2].name = "flange";
  connect(tree, "j1", TreeJointType::revolute, 0, 1, {{0, 0, 0.3}, {0, 0, 0}}, {0.4, 0.54, 0.7});
  connect(tree, "mount", TreeJointType::fixed, 1, 2, {{0, 0, 0.1}, flange_rpy});
  std::vector<std::string> notes;
  const Model model = lower_link_tree(tree, {}, "turned", notes);
  REQUIRE(model.joints.size() == 1);
  return model.joints[0].inertia;
}

// Regression: the body was carried into a turned tip frame about that frame's
// origin and taken back about its centre of mass, m |c|^2 in and out in cos 1
// and sin 1. That left a point mass rounding for an inertia, which was refused
// as "lost to rounding" 0.3 m out, and a far one rounding of either sign,
// which loading passed and the lowered, evaluated tensor then failed (found by
// fuzzing: the numeric model threw).
TEST_CASE("a body carried into a turned tip frame keeps its inertia", "[link_tree]") {
  for (const double out : {0.3, 3e86}) {
    INFO("centre of mass " << out << " m out");
    WrittenInertial point;
    point.mass = 2.5;
    point.origin = {{0.1, 0.2, out}, {-1.06, -0.37, 1.47}};
    const InertiaTensor I = tip_inertia(point, {1, 0, 0});
    for (const GiNaC::ex* entry : {&I.xx, &I.yy, &I.zz, &I.xy, &I.xz, &I.yz})
      CHECK(same(*entry, 0));
  }
}

std::size_t terms(const GiNaC::ex& e) { return GiNaC::is_a<GiNaC::add>(e) ? e.nops() : 1; }

// Regression: the chain's last body went into the tip frame (X^-1) and the
// lowering carried it back (Q^T X), turning I through three rotations whose
// cosines and sines never fold: 11,334 terms in an entry, and 45 s to load
// one joint. Carried from the child link's frame by Q^T alone.
TEST_CASE("a body behind a turned flange is carried by one rotation", "[link_tree]") {
  WrittenInertial body;
  body.mass = 2.5;
  body.origin = {{0.1, 0.2, 0.3}, {1.09, 0.18, 1.33}};
  body.ixx = 0.3;
  body.iyy = 0.4;
  body.izz = 0.5;
  body.ixy = 0.01;
  body.ixz = 0.02;
  body.iyz = 0.03;
  const InertiaTensor I = tip_inertia(body, {0.91, -1.32, 0.64});
  std::size_t largest = 0;
  for (const GiNaC::ex* entry : {&I.xx, &I.yy, &I.zz, &I.xy, &I.xz, &I.yz})
    largest = std::max(largest, terms(*entry));
  CHECK(largest < 2000);
  // Its trace is the written tensor's: 0.3 + 0.4 + 0.5.
  CHECK(GiNaC::ex_to<GiNaC::numeric>(GiNaC::evalf(I.xx + I.yy + I.zz)).to_double() ==
        Approx(1.2).epsilon(1e-15));
}

TEST_CASE("the URDF reader only reads: the same robot as a file lowers to the same model",
          "[link_tree][urdf]") {
  for (const bool snap : {true, false}) {
    for (const std::string tip : {"", "tool", "finger"}) {
      INFO("snap " << snap << ", tip '" << tip << "'");
      UrdfOptions from_file;
      from_file.snap = snap;
      from_file.tip = tip;
      std::vector<std::string> file_notes, tree_notes;
      const Model read =
          load_urdf_from_string(kSmallRobotUrdf, "small.urdf", from_file, file_notes);
      const Model lowered = lower_link_tree(small_robot(), from_file, "small.urdf", tree_notes);
      CHECK(read.description == "URDF, " + lowered.description);
      CHECK(read.name == "small");
      require_same_joints(read, lowered);
      CHECK(file_notes == tree_notes);
    }
  }
  // A floating base carries the base link's body.
  UrdfOptions floating;
  floating.floating_base = true;
  std::vector<std::string> notes;
  const Model model = lower_link_tree(small_robot(), floating, "small", notes);
  CHECK(model.floating_base);
  CHECK(same(model.base_body.mass, 3));
  CHECK(model.description == "tree below base, floating base: link base");
}

TEST_CASE("the stage refuses what no model can be, naming the joint or link", "[link_tree]") {
  const auto message = [](LinkTree tree, LinkTreeOptions options) {
    std::vector<std::string> notes;
    try {
      lower_link_tree(tree, options, "small", notes);
    } catch (const ModelError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  LinkTreeOptions options;
  options.tip = "gripper";
  CHECK_THAT(message(small_robot(), options),
             Catch::Contains("--tip: no link 'gripper' in the file (links: arm, base, finger, "
                             "slider, tool)"));
  options.base = "finger";
  options.tip = "slider";
  CHECK_THAT(message(small_robot(), options),
             Catch::Contains("link 'slider' is not below link 'finger': no chain joins them"));
  LinkTree planar = small_robot();
  planar.joints[3].type = TreeJointType::planar;
  CHECK_THAT(message(planar, {}), Catch::Contains("joint 'j3': a planar joint in the tree"));
  // Off the chain to the tool, the planar joint is locked and its link lumped.
  options = {};
  options.tip = "tool";
  CHECK(message(planar, options) == "no error");
  // A mimic joint is an independent joint; its tag is checked.
  LinkTree mimic = small_robot();
  mimic.joints[2].mimics = "j1";
  CHECK(message(mimic, {}) == "no error");
  mimic.joints[2].mimic_multiplier = 0;
  CHECK_THAT(message(mimic, {}),
             Catch::Contains("joint 'j2': mimics joint 'j1' with multiplier 0"));
  LinkTree negative = small_robot();
  negative.links[3].inertial.mass = -1;
  CHECK_THAT(message(negative, {}),
             Catch::Contains("link 'finger': its mass must not be negative"));
  LinkTree still = small_robot();
  still.joints[0].axis = {0, 0, 0};
  CHECK_THAT(message(still, {}), Catch::Contains("joint 'j1': its axis is the zero vector"));
}

TEST_CASE("mimic joints coupled: a chain of mimics follows the joint that leads it",
          "[link_tree][mimic]") {
  const auto joined = [](const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines) text += line + "\n";
    return text;
  };
  LinkTree tree = small_robot();
  tree.joints[2].mimics = "j1";  // j2 = 2 j1 + 0.1
  tree.joints[2].mimic_multiplier = 2;
  tree.joints[2].mimic_offset = 0.1;
  tree.joints[3].mimics = "j2";  // j3 = -0.5 j2 + 0.2 = -j1 + 0.15
  tree.joints[3].mimic_multiplier = -0.5;
  tree.joints[3].mimic_offset = 0.2;
  LinkTreeOptions options;
  options.couple_mimics = true;
  std::vector<std::string> notes;
  const Model model = lower_link_tree(tree, options, "small", notes);
  REQUIRE(model.dof() == 3);
  CHECK(has_coupled_joints(model));
  CHECK(model.joints[0].leader == 0);
  CHECK(model.joints[1].leader == 1);
  CHECK(same(model.joints[1].follow_multiplier, 2));
  CHECK(same(model.joints[1].follow_offset, GiNaC::numeric(1, 10)));
  CHECK(model.joints[2].leader == 1);
  CHECK(same(model.joints[2].follow_multiplier, -1));
  CHECK(same(model.joints[2].follow_offset, GiNaC::numeric(3, 20)));
  CHECK_THAT(joined(notes), Catch::Contains("small: joint 'j3' follows joint 'j1': q_j3 = -q_j1 + "
                                            "0.15 (--mimic couple)"));
  // Independent by default; and where the leader is locked, with a note.
  notes.clear();
  CHECK_FALSE(has_coupled_joints(lower_link_tree(tree, {}, "small", notes)));
  options.locked = {{"j1", 0.3}};
  notes.clear();
  const Model held = lower_link_tree(tree, options, "small", notes);
  CHECK_FALSE(has_coupled_joints(held));
  CHECK_THAT(joined(notes), Catch::Contains("joint 'j2' mimics joint 'j1', whose motion is not in "
                                            "the model (joint 'j1' leads it and is locked or off "
                                            "the chain): read as an independent joint"));
}

}  // namespace
}  // namespace nedyn
