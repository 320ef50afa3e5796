#include "nedyn/runtime/standard_parameters.hpp"

#include <stdexcept>

namespace nedyn {

const std::array<std::string, kStandardParametersPerLink>& standard_parameter_kinds() {
  static const std::array<std::string, kStandardParametersPerLink> kinds = {
      "XX", "XY", "XZ", "YY", "YZ", "ZZ", "MX", "MY", "MZ", "M", "Ia", "Fv", "Fc"};
  return kinds;
}

int StandardParameterLayout::link(int index) const {
  if (index < 0 || index >= size())
    throw std::invalid_argument("standard parameter index " + std::to_string(index) +
                                " outside 0.." + std::to_string(size() - 1));
  if (floating_base) {
    if (index < kBaseBodyParameters) return 0;
    index -= kBaseBodyParameters;
  }
  return index / kStandardParametersPerLink + 1;
}

int StandardParameterLayout::kind(int index) const { return index - first(link(index)); }

std::string StandardParameterLayout::name(int index) const {
  return standard_parameter_kinds()[static_cast<std::size_t>(kind(index))] +
         std::to_string(link(index));
}

namespace {

/// A body's ten inertial parameters about its frame's origin: J by the
/// parallel-axis theorem as a tensor (Khalil & Dombre 9.5), m c, m.
Eigen::Matrix<double, 10, 1> inertial_parameters(double mass, const Eigen::Vector3d& c,
                                                 const Eigen::Matrix3d& inertia) {
  const Eigen::Matrix3d J =
      inertia + mass * (c.squaredNorm() * Eigen::Matrix3d::Identity() - c * c.transpose());
  const Eigen::Vector3d h = mass * c;
  Eigen::Matrix<double, 10, 1> x;
  x << J(0, 0), J(0, 1), J(0, 2), J(1, 1), J(1, 2), J(2, 2), h(0), h(1), h(2), mass;
  return x;
}

}  // namespace

Eigen::VectorXd standard_parameters(const NumericModel& model) {
  const StandardParameterLayout layout{model.dof(), model.floating_base};
  Eigen::VectorXd pi(layout.size());
  if (model.floating_base)
    pi.head<kBaseBodyParameters>() =
        inertial_parameters(model.base_mass, model.base_com, model.base_inertia);
  for (int i = 1; i <= model.dof(); ++i) {
    const NumericLink& link = model.links[static_cast<std::size_t>(i - 1)];
    // About the frame the model file gives link i's data in (F: it in frame
    // i): c = R^T (c_i - t), I = R^T I_i R.
    const Eigen::Matrix3d& R = link.link_frame.rotation;
    pi.segment<kStandardParametersPerLink>(layout.first(i))
        << inertial_parameters(link.mass, R.transpose() * (link.com - link.link_frame.translation),
                               R.transpose() * link.inertia * R),
        link.rotor_inertia, link.viscous, link.coulomb;
  }
  return pi;
}

}  // namespace nedyn
