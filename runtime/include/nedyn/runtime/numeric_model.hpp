#pragma once

// A robot with every parameter a double: the input of the numeric recursion.
// Built from a Model by instantiate() (nedyn/runtime/instantiate.hpp).

#include <string>
#include <vector>

#include <Eigen/Core>

#include "nedyn/model/model.hpp"

namespace nedyn {

struct NumericLink {
  JointType type = JointType::revolute;
  double alpha = 0, a = 0, d = 0, theta = 0;  ///< DH row (see Joint)
  double mass = 0;
  Eigen::Vector3d com = Eigen::Vector3d::Zero();      ///< in link frame i
  Eigen::Matrix3d inertia = Eigen::Matrix3d::Zero();  ///< about the COM, link-frame axes
  double viscous = 0, coulomb = 0, rotor_inertia = 0;
};

struct NumericModel {
  std::string name;
  Convention convention = Convention::standard;
  Eigen::Vector3d gravity{0, 0, -9.81};  ///< in the base frame
  std::vector<NumericLink> links;        ///< base to tip

  int dof() const { return static_cast<int>(links.size()); }
};

}  // namespace nedyn
