#include "nedyn/model/physical.hpp"

#include <Eigen/Eigenvalues>
#include <algorithm>
#include <optional>
#include <sstream>

namespace nedyn {
namespace {

std::optional<double> real_number(const GiNaC::ex& value) {
  const GiNaC::ex approx = GiNaC::evalf(value);
  if (!GiNaC::is_a<GiNaC::numeric>(approx)) return std::nullopt;
  const auto& n = GiNaC::ex_to<GiNaC::numeric>(approx);
  if (!n.is_real()) return std::nullopt;
  return n.to_double();
}

}  // namespace

std::string inertia_problem(const Eigen::Matrix3d& inertia) {
  // Tolerance relative to the tensor's size: published tensors are rounded,
  // and a thin rod's moments meet the triangle inequality with equality.
  const double scale = std::max(inertia.cwiseAbs().maxCoeff(), 1e-300);
  const double tol = 1e-9 * scale;
  const Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d> solver(inertia, Eigen::EigenvaluesOnly);
  const Eigen::Vector3d m = solver.eigenvalues();  // ascending
  std::ostringstream out;
  out.precision(6);
  if (m(0) < -tol) {
    out << "inertia tensor is not positive semi-definite (principal moment " << m(0) << ")";
    return out.str();
  }
  if (m(0) + m(1) < m(2) - tol) {
    out << "inertia tensor breaks the triangle inequality: principal moments " << m(0) << " + "
        << m(1) << " < " << m(2);
    return out.str();
  }
  return {};
}

std::string inertia_problem(const InertiaTensor& t) {
  const auto xx = real_number(t.xx), yy = real_number(t.yy), zz = real_number(t.zz),
             xy = real_number(t.xy), xz = real_number(t.xz), yz = real_number(t.yz);
  if (!(xx && yy && zz && xy && xz && yz)) return {};
  Eigen::Matrix3d m;
  m << *xx, *xy, *xz, *xy, *yy, *yz, *xz, *yz, *zz;
  if (!m.allFinite()) return "inertia tensor is not finite";
  return inertia_problem(m);
}

}  // namespace nedyn
