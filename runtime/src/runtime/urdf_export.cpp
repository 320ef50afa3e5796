#include "nedyn/runtime/urdf_export.hpp"

#include <cmath>
#include <cstdio>
#include <sstream>

#include "nedyn/model/expression.hpp"

namespace nedyn {
namespace {

// Doubles round-trip: the shortest decimal that reads back as the same double.
std::string number(double x) { return shortest_decimal(x == 0 ? 0.0 : x); }  // no -0

std::string triple(double a, double b, double c) {
  return number(a) + " " + number(b) + " " + number(c);
}

// Fixed-axis roll, pitch, yaw of R = Rz(yaw) Ry(pitch) Rx(roll) (URDF).
std::string rpy(const Eigen::Matrix3d& R) {
  const double pitch = std::atan2(-R(2, 0), std::hypot(R(0, 0), R(1, 0)));
  double roll, yaw;
  if (std::hypot(R(0, 0), R(1, 0)) > 1e-12) {
    roll = std::atan2(R(2, 1), R(2, 2));
    yaw = std::atan2(R(1, 0), R(0, 0));
  } else {  // gimbal lock: pitch = +-pi/2, only roll - yaw (or roll + yaw) is fixed
    roll = 0;
    yaw = std::atan2(-R(0, 1), R(1, 1));
  }
  return triple(roll, pitch, yaw);
}

std::string origin(const Eigen::Matrix3d& R, const Eigen::Vector3d& t) {
  return "<origin xyz=\"" + triple(t(0), t(1), t(2)) + "\" rpy=\"" + rpy(R) + "\"/>";
}

}  // namespace

std::string urdf_text(const NumericModel& model, std::vector<std::string>& notes) {
  const std::string& name = model.name;
  std::ostringstream out;
  out << "<?xml version=\"1.0\"?>\n"
      << "<!-- " << name << ", written by nedyn from its model file: each link's frame is its\n"
      << "     joint's frame (nedyn's one kinematic form, docs/kinematics.md); " << name
      << "_tip is the\n     tool frame. Joint limits are the model file's; where it gives "
         "none, a range of\n     +-1000 and an effort and velocity of 1e9 only satisfy URDF's "
         "schema. -->\n"
      << "<robot name=\"" << name << "\">\n"
      << "  <link name=\"" << name << "_link0\"/>\n";
  for (int i = 1; i <= model.dof(); ++i) {
    const NumericLink& link = model.links[static_cast<std::size_t>(i - 1)];
    const std::string link_name = name + "_link" + std::to_string(i);
    const Eigen::Matrix3d& I = link.inertia;
    out << "  <link name=\"" << link_name << "\">\n"
        << "    <inertial>\n"
        << "      " << origin(Eigen::Matrix3d::Identity(), link.com) << "\n"
        << "      <mass value=\"" << number(link.mass) << "\"/>\n"
        << "      <inertia ixx=\"" << number(I(0, 0)) << "\" ixy=\"" << number(I(0, 1))
        << "\" ixz=\"" << number(I(0, 2)) << "\" iyy=\"" << number(I(1, 1)) << "\" iyz=\""
        << number(I(1, 2)) << "\" izz=\"" << number(I(2, 2)) << "\"/>\n"
        << "    </inertial>\n"
        << "  </link>\n";
    // The offset moves the joint's frame at q = 0: into the origin.
    const bool revolute = link.type == JointType::revolute;
    Eigen::Matrix3d R = link.placement.rotation;
    Eigen::Vector3d t = link.placement.translation;
    if (revolute) {
      Eigen::Matrix3d Rz;
      const double c = std::cos(link.offset), s = std::sin(link.offset);
      Rz << c, -s, 0, s, c, 0, 0, 0, 1;
      R = R * Rz;
    } else {
      t += R.col(2) * link.offset;
    }
    // The offset is folded into the origin, so the exported joint's variable
    // is q_i and the file's limits apply as they are.
    const JointLimits& limits = link.limits;
    const bool range = std::isfinite(limits.lower) && std::isfinite(limits.upper);
    out << "  <joint name=\"" << name << "_joint" << i << "\" type=\""
        << (!revolute ? "prismatic"
            : range   ? "revolute"
                      : "continuous")
        << "\">\n"
        << "    <parent link=\"" << name << "_link" << link.parent << "\"/>\n"
        << "    <child link=\"" << link_name << "\"/>\n"
        << "    " << origin(R, t) << "\n"
        << "    <axis xyz=\"0 0 1\"/>\n";
    const auto given = [](double x, const char* otherwise) {
      return std::isfinite(x) ? number(x) : std::string(otherwise);
    };
    if (!revolute || range || limits.any()) {
      out << "    <limit ";
      if (!revolute || range)
        out << "lower=\"" << (range ? number(limits.lower) : "-1000") << "\" upper=\""
            << (range ? number(limits.upper) : "1000") << "\" ";
      out << "effort=\"" << given(limits.effort, "1e9") << "\" velocity=\""
          << given(limits.velocity, "1e9") << "\"/>\n";
    }
    if (link.viscous != 0 || link.coulomb != 0)
      out << "    <dynamics damping=\"" << number(link.viscous) << "\" friction=\""
          << number(link.coulomb) << "\"/>\n";
    // A coupled joint (--mimic couple) follows its leader in the exported
    // variables too: the offsets folded into the origins, q_i = a q_l + b.
    if (link.leader != 0)
      out << "    <mimic joint=\"" << name << "_joint" << link.leader << "\" multiplier=\""
          << number(link.follow_multiplier) << "\" offset=\"" << number(link.follow_offset)
          << "\"/>\n";
    out << "  </joint>\n";
    if (link.rotor_inertia != 0)
      notes.push_back("joint " + std::to_string(i) + "'s rotor inertia " +
                      number(link.rotor_inertia) +
                      " is left out: URDF has no rotor (armature) inertia");
  }
  const NumericPlacement tip = model.tip();
  out << "  <link name=\"" << name << "_tip\"/>\n"
      << "  <joint name=\"" << name << "_tip\" type=\"fixed\">\n"
      << "    <parent link=\"" << name << "_link" << model.tool_link << "\"/>\n"
      << "    <child link=\"" << name << "_tip\"/>\n"
      << "    " << origin(tip.rotation, tip.translation) << "\n"
      << "  </joint>\n"
      << "</robot>\n";
  if ((model.gravity - Eigen::Vector3d(0, 0, -9.81)).norm() > 0)
    notes.push_back("gravity (" + triple(model.gravity(0), model.gravity(1), model.gravity(2)) +
                    ") is not URDF's: a URDF has none, readers assume (0 0 -9.81)");
  return out.str();
}

}  // namespace nedyn
