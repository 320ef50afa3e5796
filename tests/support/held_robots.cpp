#include "held_robots.hpp"

#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/frames.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "test_support.hpp"

namespace nedyn::test {

std::string HeldCase::name() const {
  return urdf + (floating ? ", floating" : ", fixed") + ", 6d contact " + std::to_string(six_d);
}

std::vector<HeldCase> held_cases() {
  return {{"quadruped12.urdf", true, {"FL_FOOT", "FR_FOOT", "HL_FOOT", "HR_FOOT"}, -1},
          {"quadruped12.urdf", true, {"FL_FOOT", "FR_FOOT", "HL_FOOT", "HR_FOOT"}, 0},
          {"humanoid21.urdf", true, {"l_sole", "r_sole"}, 1},
          {"dual_arm.urdf", false, {"left_hand", "right_hand"}, -1}};
}

HeldRobot held_robot(const HeldCase& c) {
  HeldRobot robot;
  robot.path = kUrdfDir + c.urdf;
  UrdfOptions options;
  options.floating_base = c.floating;
  options.snap = false;  // the file's numbers, as the other simulator reads them
  std::vector<std::string> notes;
  robot.model = load_urdf(robot.path, options, notes);
  robot.numeric = instantiate(robot.model, {});
  for (NumericLink& link : robot.numeric.links) link.viscous = link.coulomb = 0;
  for (std::size_t k = 0; k < c.frames.size(); ++k)
    robot.contacts.push_back(
        {frame_named(robot.numeric, c.frames[k]), static_cast<int>(k) == c.six_d});
  return robot;
}

}  // namespace nedyn::test
