#include "nedyn/model/massless_motion.hpp"

namespace nedyn {
namespace {

bool carries_nothing(const Joint& j) {
  for (const GiNaC::ex* x : {&j.mass, &j.inertia.xx, &j.inertia.yy, &j.inertia.zz, &j.inertia.xy,
                             &j.inertia.xz, &j.inertia.yz})
    if (!x->is_zero()) return false;
  return true;
}

}  // namespace

std::vector<int> joints_moving_no_inertia(const Model& model) {
  const int n = model.dof();
  // empty[k]: links k and every one below it carry nothing (children after parents).
  std::vector<bool> empty(static_cast<std::size_t>(n) + 1, true);
  for (int k = n; k >= 1; --k) {
    const Joint& j = model.joints[static_cast<std::size_t>(k - 1)];
    const auto at = static_cast<std::size_t>(k);
    empty[at] = empty[at] && carries_nothing(j);
    if (!empty[at] && j.parent >= 1) empty[static_cast<std::size_t>(j.parent)] = false;
  }
  // A coupled coordinate moves what all its joints move: a joint that
  // follows another, or leads some, moves nothing only if none of them does.
  const std::vector<int> coordinate = joint_coordinates(model);
  std::vector<bool> moves(static_cast<std::size_t>(n), false);
  for (int k = 1; k <= n; ++k)
    if (!empty[static_cast<std::size_t>(k)] ||
        !model.joints[static_cast<std::size_t>(k - 1)].rotor_inertia.is_zero())
      moves[static_cast<std::size_t>(coordinate[static_cast<std::size_t>(k - 1)])] = true;
  std::vector<int> out;
  for (int k = 1; k <= n; ++k)
    if (!moves[static_cast<std::size_t>(coordinate[static_cast<std::size_t>(k - 1)])])
      out.push_back(k);
  return out;
}

std::string massless_motion_problem(const Model& model, int k) {
  const std::string name = model.joints[static_cast<std::size_t>(k - 1)].name;
  // Its coordinate's row of M (its leader's where it follows one).
  const int row =
      (model.floating_base ? 6 : 0) + 1 + joint_coordinates(model)[static_cast<std::size_t>(k - 1)];
  return "joint " + std::to_string(k) + " (" + name +
         ") moves no mass and no rotor inertia: the mass matrix is singular in every "
         "configuration (M(" +
         std::to_string(row) + "," + std::to_string(row) +
         ") = 0), so forward dynamics and the functions that solve with M do not exist; "
         "fix the joint with --lock " +
         name + " or give it a rotor inertia";
}

}  // namespace nedyn
