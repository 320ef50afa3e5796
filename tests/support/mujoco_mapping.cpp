#include "mujoco_mapping.hpp"

#include <cstdio>
#include <fstream>
#include <sstream>

#include <urdf_parser/urdf_parser.h>
#include <Eigen/Geometry>
#include <catch2/catch.hpp>

#include "nedyn/runtime/configuration.hpp"

namespace nedyn::test {
namespace {

std::string number(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", x);
  return text;
}

std::string triple(double x, double y, double z) {
  return number(x) + " " + number(y) + " " + number(z);
}

std::string pose(const urdf::Pose& p) {
  return "pos=\"" + triple(p.position.x, p.position.y, p.position.z) + "\" quat=\"" +
         number(p.rotation.w) + " " + triple(p.rotation.x, p.rotation.y, p.rotation.z) + "\"";
}

/// The link's body, its joint to the parent (none at the root) and its
/// subtree, depth first as the URDF file's tree.
void write_body(const urdf::Link& link, const urdf::Joint* joint, bool floating,
                std::ostringstream& out) {
  out << "<body name=\"" << link.name << "\"";
  if (joint) out << " " << pose(joint->parent_to_joint_origin_transform);
  out << ">\n";
  if (!joint && floating) out << "<freejoint name=\"root\"/>\n";
  if (joint && joint->type != urdf::Joint::FIXED) {
    const bool hinge =
        joint->type == urdf::Joint::REVOLUTE || joint->type == urdf::Joint::CONTINUOUS;
    REQUIRE((hinge || joint->type == urdf::Joint::PRISMATIC));
    out << "<joint name=\"" << joint->name << "\" type=\"" << (hinge ? "hinge" : "slide")
        << "\" axis=\"" << triple(joint->axis.x, joint->axis.y, joint->axis.z) << "\"/>\n";
  }
  // A massless link (a frame: a foot, a sole) has no <inertial>: MuJoCo
  // refuses a zero inertia but takes a body without one as massless.
  if (link.inertial && (link.inertial->mass != 0 || link.inertial->ixx != 0 ||
                        link.inertial->iyy != 0 || link.inertial->izz != 0)) {
    // MJCF takes a full inertia in the body's axes only: R I R^T.
    const urdf::Inertial& i = *link.inertial;
    const urdf::Rotation& r = i.origin.rotation;
    const Eigen::Matrix3d R = Eigen::Quaterniond(r.w, r.x, r.y, r.z).toRotationMatrix();
    Eigen::Matrix3d I;
    I << i.ixx, i.ixy, i.ixz, i.ixy, i.iyy, i.iyz, i.ixz, i.iyz, i.izz;
    I = R * I * R.transpose();
    const urdf::Vector3& c = i.origin.position;
    out << "<inertial pos=\"" << triple(c.x, c.y, c.z) << "\" mass=\"" << number(i.mass)
        << "\" fullinertia=\"" << triple(I(0, 0), I(1, 1), I(2, 2)) << " "
        << triple(I(0, 1), I(0, 2), I(1, 2)) << "\"/>\n";
  }
  // urdfdom adds a link's child links and joints in the same order.
  for (std::size_t k = 0; k < link.child_joints.size(); ++k)
    write_body(*link.child_links[k], link.child_joints[k].get(), floating, out);
  out << "</body>\n";
}

}  // namespace

std::string mjcf_from_urdf(const std::string& path, bool floating, const std::string& extra) {
  const urdf::ModelInterfaceSharedPtr urdf = urdf::parseURDFFile(path);
  REQUIRE(urdf);
  std::ostringstream out;
  out << "<mujoco model=\"" << urdf->getName() << "\">\n"
      << "<compiler angle=\"radian\"/>\n"
      << "<option gravity=\"0 0 -9.81\"/>\n"
      << "<worldbody>\n";
  write_body(*urdf->getRoot(), nullptr, floating, out);
  out << "</worldbody>\n" << extra << "</mujoco>\n";
  return out.str();
}

MujocoModel mujoco_model(const std::string& mjcf, const std::string& name) {
  const std::string path = NEDYN_TEST_TMP "/" + name + ".xml";
  std::ofstream(path) << mjcf;
  char error[1000] = "";
  MujocoModel m(mj_loadXML(path.c_str(), nullptr, error, sizeof error));
  INFO(path << ": " << error);
  REQUIRE(m);
  return m;
}

Eigen::MatrixXd mujoco_order(const Model& model, const NumericModel& numeric, const mjModel& m,
                             const Eigen::VectorXd& q) {
  const int nv = model.nv(), first = model.nv() - model.dof();
  REQUIRE(m.nv == nv);
  Eigen::MatrixXd P = Eigen::MatrixXd::Zero(nv, nv);
  if (model.floating_base) {
    const int root = m.jnt_dofadr[mj_name2id(&m, mjOBJ_JOINT, "root")];
    P.block<3, 3>(root, 0) = base_pose(numeric, q).topLeftCorner<3, 3>();
    P.block<3, 3>(root + 3, 3).setIdentity();
  }
  for (int i = 0; i < model.dof(); ++i) {
    const int joint =
        mj_name2id(&m, mjOBJ_JOINT, model.joints[static_cast<std::size_t>(i)].name.c_str());
    REQUIRE(joint >= 0);
    P(m.jnt_dofadr[joint], first + i) = 1;
  }
  return P;
}

Eigen::VectorXd mujoco_positions(const Model& model, const NumericModel& numeric, const mjModel& m,
                                 const Eigen::VectorXd& q) {
  Eigen::VectorXd qpos = Eigen::VectorXd::Zero(m.nq);
  if (model.floating_base) {
    const int root = m.jnt_qposadr[mj_name2id(&m, mjOBJ_JOINT, "root")];
    const Eigen::Matrix4d T = base_pose(numeric, q);
    const Eigen::Quaterniond r(Eigen::Matrix3d(T.topLeftCorner<3, 3>()));
    qpos.segment<3>(root) = T.topRightCorner<3, 1>();
    qpos.segment<4>(root + 3) << r.w(), r.x(), r.y(), r.z();
  }
  const Eigen::Index first = q.size() - model.dof();
  for (int i = 0; i < model.dof(); ++i) {
    const int joint =
        mj_name2id(&m, mjOBJ_JOINT, model.joints[static_cast<std::size_t>(i)].name.c_str());
    REQUIRE(joint >= 0);
    qpos(m.jnt_qposadr[joint]) = q(first + i);
  }
  return qpos;
}

}  // namespace nedyn::test
