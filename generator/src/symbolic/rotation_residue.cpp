#include "nedyn/generator/rotation_residue.hpp"

#include <cmath>
#include <iomanip>
#include <sstream>

namespace nedyn {

std::string rotation_residue(const Model& model) {
  for (const Joint& joint : model.joints)
    for (const ExMat3* R : {&joint.placement.rotation, &joint.link_frame.rotation})
      for (const ExVec3& row : *R)
        for (const GiNaC::ex& entry : row) {
          const GiNaC::ex value = entry.evalf();
          if (!GiNaC::is_a<GiNaC::numeric>(value)) continue;
          const double x = std::abs(GiNaC::ex_to<GiNaC::numeric>(value).to_double());
          if (x > 0 && x < 1e-9) {
            std::ostringstream text;
            text << "joint '" << joint.name << "': " << std::setprecision(2) << x;
            return text.str();
          }
        }
  return "";
}

}  // namespace nedyn
