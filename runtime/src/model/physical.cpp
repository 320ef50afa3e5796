#include "nedyn/model/physical.hpp"

#include <Eigen/Eigenvalues>
#include <algorithm>
#include <sstream>

namespace nedyn {

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

}  // namespace nedyn
