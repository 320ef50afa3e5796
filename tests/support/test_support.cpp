#include "test_support.hpp"

#include "nedyn/runtime/configuration.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <kdl/frames.hpp>
#include <kdl/joint.hpp>
#include <kdl/rigidbodyinertia.hpp>
#include <kdl/segment.hpp>

#include <kdl/tree.hpp>
#include <kdl_parser/kdl_parser.hpp>

#include <Eigen/Geometry>

#include "nedyn/model/load.hpp"
#include "nedyn/model/lowering.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/emitted_check.hpp"

namespace nedyn::test {

std::vector<std::string> yaml_files_in(const std::string& directory) {
  std::vector<std::string> paths;
  for (const auto& entry : std::filesystem::directory_iterator(directory))
    if (entry.path().extension() == ".yaml") paths.push_back(entry.path().string());
  std::sort(paths.begin(), paths.end());
  return paths;
}

std::vector<std::string> example_model_paths() {
  std::vector<std::string> fixed;
  for (const std::string& path : yaml_files_in(NEDYN_MODELS_DIR))
    if (!load_model(path).floating_base) fixed.push_back(path);
  return fixed;
}

std::vector<std::string> every_model_path() {
  std::vector<std::string> paths = yaml_files_in(NEDYN_MODELS_DIR);
  for (const std::string& path : yaml_files_in(NEDYN_TEST_MODELS_DIR)) paths.push_back(path);
  return paths;
}

std::vector<std::string> test_model_paths() {
  std::vector<std::string> paths = example_model_paths();
  for (const std::string& path : yaml_files_in(NEDYN_TEST_MODELS_DIR)) paths.push_back(path);
  return paths;
}

ParameterValues random_parameters(const Model& model, std::mt19937& rng) {
  return physical_parameters(model, rng);
}

NumericModel load_numeric(const std::string& path, std::mt19937& rng) {
  const Model model = load_model(path);
  return instantiate(model, random_parameters(model, rng));
}

NumericModel with_random_links(NumericModel model, std::mt19937& rng) {
  std::uniform_real_distribution<double> unit(0.1, 1.0), offset(-0.3, 0.3);
  // A physical body: a random rotation of positive principal moments that
  // meet the triangle inequality.
  const auto random_body = [&](double& mass, Eigen::Vector3d& com, Eigen::Matrix3d& inertia) {
    mass = 5 * unit(rng);
    com = Eigen::Vector3d(offset(rng), offset(rng), offset(rng));
    const double a = unit(rng), b = unit(rng);
    const Eigen::Vector3d moments(a + b, a + 0.5 * b, 0.5 * a + b);
    const Eigen::Matrix3d R =
        Eigen::Quaterniond(Eigen::Vector4d(offset(rng), offset(rng), offset(rng), 1).normalized())
            .toRotationMatrix();
    inertia = R * moments.asDiagonal() * R.transpose();
  };
  for (NumericLink& link : model.links) {
    random_body(link.mass, link.com, link.inertia);
    link.rotor_inertia = unit(rng);
    link.viscous = unit(rng);
    link.coulomb = unit(rng);
  }
  if (model.floating_base) random_body(model.base_mass, model.base_com, model.base_inertia);
  return model;
}

State random_state(const NumericModel& model, std::mt19937& rng) {
  if (model.floating_base) {  // the base's pose, twist and rate too
    std::uniform_real_distribution<double> velocity(-2.0, 2.0), acceleration(-5.0, 5.0);
    State s{random_configuration(model, rng), Eigen::VectorXd(model.nv()),
            Eigen::VectorXd(model.nv())};
    for (int i = 0; i < model.nv(); ++i) {
      s.qd(i) = velocity(rng);
      s.qdd(i) = acceleration(rng);
    }
    return s;
  }
  const int n = model.dof();
  std::uniform_real_distribution<double> angle(-3.14159, 3.14159), length(-0.5, 0.5),
      velocity(-2.0, 2.0), acceleration(-5.0, 5.0);
  State s{Eigen::VectorXd(n), Eigen::VectorXd(n), Eigen::VectorXd(n)};
  for (int i = 0; i < n; ++i) {
    s.q(i) = model.links[i].type == JointType::revolute ? angle(rng) : length(rng);
    s.qd(i) = velocity(rng);
    s.qdd(i) = acceleration(rng);
  }
  return s;
}

namespace {

// Not Catch's REQUIRE: the benchmarks link this file without Catch's runtime.
void ensure(bool condition, const std::string& what) {
  if (!condition) throw std::runtime_error(what);
}

}  // namespace

ModelFile read_model_path(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  ensure(static_cast<bool>(in), "cannot read " + path);
  std::ostringstream text;
  text << in.rdbuf();
  return read_model_file(text.str(), path);
}

namespace {

double number(const GiNaC::ex& e, const GiNaC::exmap& values) {
  const GiNaC::ex v = GiNaC::evalf(e.subs(values));
  ensure(GiNaC::is_a<GiNaC::numeric>(v), "a model value is not a number");
  return GiNaC::ex_to<GiNaC::numeric>(v).to_double();
}

KDL::Vector vector(const ExVec3& v, const GiNaC::exmap& values) {
  return KDL::Vector(number(v[0], values), number(v[1], values), number(v[2], values));
}

}  // namespace

KDL::Chain kdl_chain(const ModelFile& file, const ParameterValues& parameters) {
  GiNaC::exmap values;
  for (const auto& [name, symbol] : file.symbols) values[symbol] = parameters.at(name);
  KDL::Chain chain;
  for (const FileJoint& j : file.joints) {
    const bool revolute = j.type == JointType::revolute;
    const InertiaTensor& t = j.inertia;
    const KDL::RotationalInertia inertia(number(t.xx, values), number(t.yy, values),
                                         number(t.zz, values), number(t.xy, values),
                                         number(t.xz, values), number(t.yz, values));
    const KDL::RigidBodyInertia body(number(j.mass, values), vector(j.com, values), inertia);
    const KDL::Joint z_joint(revolute ? KDL::Joint::RotZ : KDL::Joint::TransZ);
    const double alpha = number(j.alpha, values), a = number(j.a, values);
    const double d = number(j.d, values), theta = number(j.theta, values);
    switch (file.convention) {
      case Convention::standard:
        chain.addSegment(KDL::Segment(z_joint, KDL::Frame::DH(a, alpha, d, theta), body));
        break;
      case Convention::modified:
        chain.addSegment(
            KDL::Segment(KDL::Joint(KDL::Joint::None), KDL::Frame::DH_Craig1989(a, alpha, 0, 0)));
        chain.addSegment(KDL::Segment(
            z_joint, KDL::Frame(KDL::Rotation::RotZ(theta), KDL::Vector(0, 0, d)), body));
        break;
      case Convention::axes: {
        // As kdl_parser builds a URDF joint: the axis in the parent's frame,
        // through the joint's origin, then the joint's placement.
        const KDL::Vector rpy = vector(j.rpy, values);
        const KDL::Frame origin(KDL::Rotation::RPY(rpy.x(), rpy.y(), rpy.z()),
                                vector(j.xyz, values));
        KDL::Vector axis = origin.M * vector(j.axis, values);
        axis.Normalize();
        const KDL::Joint joint("", origin.p, axis,
                               revolute ? KDL::Joint::RotAxis : KDL::Joint::TransAxis);
        chain.addSegment(KDL::Segment(joint, origin, body));
        break;
      }
    }
  }
  // The tool frame: a fixed segment after the last link (KDL's RPY is fixed-axis as URDF's).
  const KDL::Vector rpy = vector(file.tool_rpy, values);
  const KDL::Frame tool(KDL::Rotation::RPY(rpy.x(), rpy.y(), rpy.z()),
                        vector(file.tool_xyz, values));
  if (!(tool == KDL::Frame::Identity()))
    chain.addSegment(KDL::Segment(KDL::Joint(KDL::Joint::None), tool));
  return chain;
}

TestRobot load_robot(const std::string& path, std::mt19937& rng) {
  if (is_urdf_file(path)) {
    // The chain from the root to the only leaf, as nedyn's defaults choose it;
    // KDL's from ROS kdl_parser's reading of the same file.
    std::vector<std::string> notes;
    const NumericModel model = instantiate(load_urdf(path, UrdfOptions{}, notes));
    KDL::Tree tree;
    ensure(kdl_parser::treeFromFile(path, tree), "kdl_parser cannot read " + path);
    std::string leaf;
    for (const auto& segment : tree.getSegments())
      if (segment.second.children.empty()) leaf = segment.first;
    KDL::Chain chain;
    ensure(tree.getChain(tree.getRootSegment()->first, leaf, chain), "no KDL chain in " + path);
    return {model, chain};
  }
  const ModelFile file = read_model_path(path);
  const Model model = lower(file);
  const ParameterValues parameters = random_parameters(model, rng);
  return {instantiate(model, parameters), kdl_chain(file, parameters)};
}

KDL::Vector kdl_gravity(const NumericModel& model) {
  return KDL::Vector(model.gravity(0), model.gravity(1), model.gravity(2));
}

KDL::JntArray to_kdl(const Eigen::VectorXd& v) {
  KDL::JntArray a(static_cast<unsigned>(v.size()));
  a.data = v;
  return a;
}

double relative_error(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b, double floor) {
  const double scale = std::max(b.cwiseAbs().maxCoeff(), floor);
  return (a - b).cwiseAbs().maxCoeff() / scale;
}

bool processor_has_avx2() {
#if defined(__x86_64__)
  return __builtin_cpu_supports("avx2");
#else
  return false;
#endif
}

}  // namespace nedyn::test
