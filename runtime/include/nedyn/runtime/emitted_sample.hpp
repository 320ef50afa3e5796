#pragma once

// One state at which `nedyn check` compares an emitted function with its
// runtime reference (EmittedFunctionSpec::reference): every input an
// emitted function can read, drawn by emitted_check.cpp.

#include <Eigen/Core>

#include "nedyn/runtime/newton_euler_scalar.hpp"
#include "nedyn/runtime/numeric_model.hpp"
#include "nedyn/runtime/regressor.hpp"

namespace nedyn {

struct JointCoupling;  // joint_coupling.hpp

struct EmittedSample {
  Eigen::VectorXd q, qd, qdd, tau, w;  ///< w: a tip wrench (force, moment), last frame
  LinkWrenches fext;                   ///< a wrench on every link, its own frame
  double dt = 0;                       ///< a time step (floating base: integrate)
  double restitution = 0;              ///< an impact's coefficient (contacts: impulse_dynamics)
  /// The contacts' position and velocity errors (Baumgarte's gains given).
  Eigen::VectorXd contact_position_error = Eigen::VectorXd(),
                  contact_velocity_error = Eigen::VectorXd();
  /// Positive weights of the contact forces' rows (contacts:
  /// contact_inverse_dynamics_weighted).
  Eigen::VectorXd contact_weights = Eigen::VectorXd();
  double frame = 0;  ///< an index of CheckOptions::frames, as the shim reads it
  const NumericFrame* frame_of = nullptr;  ///< that frame
  const BaseParameterMap* base = nullptr;  ///< CheckOptions::base
  /// Where not null, q, qd, qdd and tau are the model's coordinates y of this
  /// coupling (a model with coupled joints; coupled_reference()), and the
  /// task and contact references solve in them.
  const JointCoupling* coupling = nullptr;
};

}  // namespace nedyn
