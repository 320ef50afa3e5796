#include "nedyn/model/physical.hpp"

#include <Eigen/Eigenvalues>
#include <algorithm>
#include <sstream>

#include "nedyn/model/expression.hpp"

namespace nedyn {

InertiaCheck check_inertia(const Eigen::Matrix3d& inertia) {
  if (!inertia.allFinite()) return {"inertia tensor is not finite", {}, {}};
  // Tolerance relative to the tensor's size: published tensors are rounded,
  // and a thin rod's moments meet the triangle inequality with equality.
  const double scale = std::max(inertia.cwiseAbs().maxCoeff(), 1e-300);
  const double tol = 1e-9 * scale;
  const Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d> solver(inertia, Eigen::EigenvaluesOnly);
  const Eigen::Vector3d m = solver.eigenvalues();  // ascending
  std::ostringstream out;
  out.precision(6);
  // A negative moment is rounding only within kInertiaRounding of the largest
  // moment: the solver itself rounds at about 1e-16 of it.
  const double largest = std::max(m(2), 0.0);
  if (m(0) < -kInertiaRounding * largest || (m(0) < 0 && largest == 0)) {
    out << "inertia tensor is not positive semi-definite (principal moment " << m(0) << ")";
    return {out.str(), {}, {}};
  }
  std::string rounding;
  if (m(0) < 0) {
    std::ostringstream note;
    note.precision(3);
    note << "principal moment " << m(0) << " read as 0 (rounding: " << -m(0) / largest
         << " of the largest, within " << kInertiaRounding << ")";
    rounding = note.str();
  }
  if (m(0) + m(1) < m(2) - tol) {
    out << "inertia tensor breaks the triangle inequality: principal moments " << m(0) << " + "
        << m(1) << " < " << m(2);
    return {{}, out.str(), rounding};
  }
  return {{}, {}, rounding};
}

InertiaCheck check_inertia(const InertiaTensor& t) {
  const auto xx = numeric_value(t.xx), yy = numeric_value(t.yy), zz = numeric_value(t.zz),
             xy = numeric_value(t.xy), xz = numeric_value(t.xz), yz = numeric_value(t.yz);
  if (!(xx && yy && zz && xy && xz && yz)) return {};
  Eigen::Matrix3d m;
  m << *xx, *xy, *xz, *xy, *yy, *yz, *xz, *yz, *zz;
  return check_inertia(m);
}

}  // namespace nedyn
