#include "nedyn/runtime/standard_parameters.hpp"

#include <stdexcept>

namespace nedyn {

const std::array<std::string, kStandardParametersPerLink>& standard_parameter_kinds() {
  static const std::array<std::string, kStandardParametersPerLink> kinds = {
      "XX", "XY", "XZ", "YY", "YZ", "ZZ", "MX", "MY", "MZ", "M", "Ia", "Fv", "Fc"};
  return kinds;
}

std::string standard_parameter_name(int index) {
  if (index < 0) throw std::invalid_argument("negative standard parameter index");
  return standard_parameter_kinds()[static_cast<std::size_t>(index % kStandardParametersPerLink)] +
         std::to_string(index / kStandardParametersPerLink + 1);
}

Eigen::VectorXd standard_parameters(const NumericModel& model) {
  Eigen::VectorXd pi(kStandardParametersPerLink * model.dof());
  for (int i = 0; i < model.dof(); ++i) {
    const NumericLink& link = model.links[static_cast<std::size_t>(i)];
    const Eigen::Vector3d& c = link.com;
    // The parallel-axis theorem as a tensor (Khalil & Dombre 9.5).
    const Eigen::Matrix3d J =
        link.inertia +
        link.mass * (c.squaredNorm() * Eigen::Matrix3d::Identity() - c * c.transpose());
    const Eigen::Vector3d h = link.mass * c;
    pi.segment<kStandardParametersPerLink>(kStandardParametersPerLink * i) << J(0, 0), J(0, 1),
        J(0, 2), J(1, 1), J(1, 2), J(2, 2), h(0), h(1), h(2), link.mass, link.rotor_inertia,
        link.viscous, link.coulomb;
  }
  return pi;
}

}  // namespace nedyn
