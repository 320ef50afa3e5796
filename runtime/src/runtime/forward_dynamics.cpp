#include "nedyn/runtime/forward_dynamics.hpp"

#include <stdexcept>

#include "nedyn/runtime/mass_matrix.hpp"

namespace nedyn {

void forward_dynamics(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                      const Eigen::VectorXd& qd, const Eigen::VectorXd& tau, Eigen::VectorXd& qdd,
                      const TipWrench& tip) {
  newton_euler(model, ws, q, qd, ws.zeros, -model.gravity, tip, ws.bias);
  friction(model, qd, ws.column);
  ws.bias += ws.column;
  mass_matrix_composite(model, ws, q, ws.M);
  ws.cholesky.compute(ws.M);
  if (ws.cholesky.info() != Eigen::Success)
    throw std::domain_error("forward dynamics: the mass matrix is not positive definite");
  qdd = tau - ws.bias;
  ws.cholesky.solveInPlace(qdd);
}

}  // namespace nedyn
