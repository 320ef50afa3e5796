#pragma once

// The robots held at their feet or hands that the comparisons with other
// simulators' constraint solvers share (dart_contact_test, mujoco_contact_test):
// each a test URDF file read with its own numbers, its joints without
// friction (the other simulator is given none), and its contacts.

#include <string>
#include <vector>

#include "nedyn/model/model.hpp"
#include "nedyn/runtime/numeric_model.hpp"

namespace nedyn::test {

struct HeldCase {
  std::string urdf;  ///< a file of tests/urdf
  bool floating = false;
  std::vector<std::string> frames;  ///< the held frames, in order
  int six_d = -1;                   ///< the contact held fully, or none

  /// "quadruped12.urdf, floating, 6d contact 0": a section's name.
  std::string name() const;
};

/// Four feet as points, the same with one foot welded, a humanoid's soles
/// (one welded), and a dual arm's two hands.
std::vector<HeldCase> held_cases();

struct HeldRobot {
  std::string path;  ///< the URDF file
  Model model;
  NumericModel numeric;  ///< without joint friction
  std::vector<NumericContact> contacts;
};

HeldRobot held_robot(const HeldCase& c);

}  // namespace nedyn::test
