#pragma once

// nedyn's conventions mapped to MuJoCo 2.2's (Debian's libmujoco-dev), for
// the tests that compare with it. MuJoCo reads MJCF; the URDF file is written
// as MJCF here from urdfdom's reading of it (MuJoCo's own URDF import rounds
// every number to six digits when its model is saved to add constraints), a
// body per link, a hinge or slide joint per moving URDF joint, every number
// to 17 digits. A free joint's positions are the position and the
// quaternion (w first); its velocity the linear velocity of the body's
// origin in world axes, then the angular velocity in the body's axes; its
// generalised force the force in world axes, then the moment in the body's.

#include <memory>
#include <string>

#include <mujoco/mujoco.h>
#include <Eigen/Core>

#include "nedyn/model/model.hpp"
#include "nedyn/runtime/numeric_model.hpp"

namespace nedyn::test {

/// The URDF file as MJCF, its root body free or welded to the world,
/// gravity -9.81 m/s^2 along z; `extra` (e.g. an <equality> element) is
/// placed inside <mujoco>.
std::string mjcf_from_urdf(const std::string& path, bool floating, const std::string& extra);

struct MujocoDeleter {
  void operator()(mjModel* m) const { mj_deleteModel(m); }
  void operator()(mjData* d) const { mj_deleteData(d); }
};
using MujocoModel = std::unique_ptr<mjModel, MujocoDeleter>;
using MujocoData = std::unique_ptr<mjData, MujocoDeleter>;

/// MuJoCo's model of an MJCF text (written to a file of `name` under the
/// tests' temporary folder); fails the test with MuJoCo's message if it
/// refuses it.
MujocoModel mujoco_model(const std::string& mjcf, const std::string& name);

/// P with v_mujoco = P v_nedyn at q: a floating base's linear velocity
/// turned into world axes, joints by name. Also tau_mujoco = P tau_nedyn
/// (P's base block is a rotation, the rest a permutation).
Eigen::MatrixXd mujoco_order(const Model& model, const NumericModel& numeric, const mjModel& m,
                             const Eigen::VectorXd& q);

/// MuJoCo's qpos for nedyn's q.
Eigen::VectorXd mujoco_positions(const Model& model, const NumericModel& numeric, const mjModel& m,
                                 const Eigen::VectorXd& q);

}  // namespace nedyn::test
