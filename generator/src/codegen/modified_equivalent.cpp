#include "nedyn/generator/modified_equivalent.hpp"

namespace nedyn {

Model modified_equivalent(const Model& model) {
  if (model.convention == Convention::modified) return model;
  Model out = model;
  out.convention = Convention::modified;
  for (std::size_t i = 0; i < model.joints.size(); ++i) {
    const Joint& standard = model.joints[i];
    Joint& modified = out.joints[i];
    modified.alpha = i == 0 ? GiNaC::ex(0) : model.joints[i - 1].alpha;
    modified.a = i == 0 ? GiNaC::ex(0) : model.joints[i - 1].a;
    // Points of link i: p_modified = Rx(alpha_i) p_standard + (a_i, 0, 0).
    const GiNaC::ex s = GiNaC::sin(standard.alpha), c = GiNaC::cos(standard.alpha);
    const auto& r = standard.com;
    modified.com = {r[0] + standard.a, c * r[1] - s * r[2], s * r[1] + c * r[2]};
    // I' = Rx I Rx^T, element by element.
    const InertiaTensor& t = standard.inertia;
    modified.inertia.xx = t.xx;
    modified.inertia.xy = c * t.xy - s * t.xz;
    modified.inertia.xz = s * t.xy + c * t.xz;
    modified.inertia.yy = c * c * t.yy - 2 * s * c * t.yz + s * s * t.zz;
    modified.inertia.zz = s * s * t.yy + 2 * s * c * t.yz + c * c * t.zz;
    modified.inertia.yz = s * c * (t.yy - t.zz) + (c * c - s * s) * t.yz;
  }
  return out;
}

}  // namespace nedyn
