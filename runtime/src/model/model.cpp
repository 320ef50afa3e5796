#include "nedyn/model/model.hpp"

namespace nedyn {

const char* to_string(JointType type) {
  return type == JointType::revolute ? "revolute" : "prismatic";
}

bool is_identity(const ExMat3& rotation) {
  for (std::size_t r = 0; r < 3; ++r)
    for (std::size_t c = 0; c < 3; ++c)
      if (!(rotation[r][c] - (r == c ? 1 : 0)).is_zero()) return false;
  return true;
}

bool Placement::is_identity() const {
  for (const GiNaC::ex& t : translation)
    if (!t.is_zero()) return false;
  return nedyn::is_identity(rotation);
}

Placement compose(const Placement& a, const Placement& b) {
  Placement out;
  for (std::size_t r = 0; r < 3; ++r) {
    GiNaC::ex moved = a.translation[r];
    for (std::size_t c = 0; c < 3; ++c) {
      GiNaC::ex sum = 0;
      for (std::size_t k = 0; k < 3; ++k) sum += a.rotation[r][k] * b.rotation[k][c];
      out.rotation[r][c] = sum.expand();
      moved += a.rotation[r][c] * b.translation[c];
    }
    out.translation[r] = moved.expand();
  }
  return out;
}

Placement inverse(const Placement& p) {
  Placement out;
  for (std::size_t r = 0; r < 3; ++r) {
    GiNaC::ex moved = 0;
    for (std::size_t c = 0; c < 3; ++c) {
      out.rotation[r][c] = p.rotation[c][r];
      moved -= p.rotation[c][r] * p.translation[c];
    }
    out.translation[r] = moved.expand();
  }
  return out;
}

}  // namespace nedyn
