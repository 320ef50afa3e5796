#include "nedyn/model/model.hpp"

namespace nedyn {

const char* to_string(Convention convention) {
  return convention == Convention::standard ? "standard" : "modified";
}

const char* to_string(JointType type) {
  return type == JointType::revolute ? "revolute" : "prismatic";
}

}  // namespace nedyn
