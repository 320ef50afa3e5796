#include "test_support.hpp"

#include <algorithm>
#include <filesystem>

#include <kdl/frames.hpp>
#include <kdl/joint.hpp>
#include <kdl/rigidbodyinertia.hpp>
#include <kdl/segment.hpp>

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

std::vector<std::string> example_model_paths() { return yaml_files_in(NEDYN_MODELS_DIR); }

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

State random_state(const NumericModel& model, std::mt19937& rng) {
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

KDL::Chain kdl_chain(const NumericModel& model) {
  KDL::Chain chain;
  for (const NumericLink& link : model.links) {
    const KDL::Joint joint(link.type == JointType::revolute ? KDL::Joint::RotZ
                                                            : KDL::Joint::TransZ);
    const KDL::RotationalInertia inertia(link.inertia(0, 0), link.inertia(1, 1), link.inertia(2, 2),
                                         link.inertia(0, 1), link.inertia(0, 2),
                                         link.inertia(1, 2));
    const KDL::RigidBodyInertia body(link.mass, KDL::Vector(link.com(0), link.com(1), link.com(2)),
                                     inertia);
    if (model.convention == Convention::standard) {
      chain.addSegment(
          KDL::Segment(joint, KDL::Frame::DH(link.a, link.alpha, link.d, link.theta), body));
    } else {
      chain.addSegment(KDL::Segment(KDL::Joint(KDL::Joint::None),
                                    KDL::Frame::DH_Craig1989(link.a, link.alpha, 0, 0)));
      chain.addSegment(KDL::Segment(
          joint, KDL::Frame(KDL::Rotation::RotZ(link.theta), KDL::Vector(0, 0, link.d)), body));
    }
  }
  return chain;
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

}  // namespace nedyn::test
