#include "nedyn/runtime/joint_coupling.hpp"

#include <algorithm>
#include <stdexcept>

#include <Eigen/Cholesky>

#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/derivatives.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"

namespace nedyn {

Eigen::VectorXd JointCoupling::configuration(const Eigen::VectorXd& y) const {
  Eigen::VectorXd q(static_cast<Eigen::Index>(source.size()));
  for (Eigen::Index i = 0; i < q.size(); ++i)
    q(i) = multiplier(i) * y(source[static_cast<std::size_t>(i)]) + offset(i);
  return q;
}

namespace {

Eigen::VectorXd picked(const Eigen::VectorXd& x, const std::vector<int>& entries) {
  Eigen::VectorXd out(static_cast<Eigen::Index>(entries.size()));
  for (std::size_t k = 0; k < entries.size(); ++k)
    out(static_cast<Eigen::Index>(k)) = x(entries[k]);
  return out;
}

}  // namespace

Eigen::VectorXd JointCoupling::independent_configuration(const Eigen::VectorXd& q) const {
  return picked(q, q_entries);
}

Eigen::VectorXd JointCoupling::independent_velocity(const Eigen::VectorXd& qd) const {
  return picked(qd, v_entries);
}

std::vector<int> independent_joints(const NumericModel& model) {
  std::vector<int> joints;
  for (int i = 1; i <= model.dof(); ++i)
    if (model.links[static_cast<std::size_t>(i - 1)].leader == 0) joints.push_back(i);
  return joints;
}

JointCoupling joint_coupling(const NumericModel& model) {
  const std::vector<int> independent = independent_joints(model);
  // Joint i's entry in y: the base's entries first, then the independent joints'.
  std::vector<int> entry(static_cast<std::size_t>(model.dof() + 1), -1);
  for (std::size_t k = 0; k < independent.size(); ++k)
    entry[static_cast<std::size_t>(independent[k])] = static_cast<int>(k);
  JointCoupling c;
  const int base_q = model.joint_q(), base_v = model.joint_v();
  const int m = static_cast<int>(independent.size());
  c.nq = base_q + m;
  c.nv = base_v + m;
  c.source.resize(static_cast<std::size_t>(model.nq()));
  c.multiplier = Eigen::VectorXd::Ones(model.nq());
  c.offset = Eigen::VectorXd::Zero(model.nq());
  c.G = Eigen::MatrixXd::Zero(model.nv(), c.nv);
  for (int k = 0; k < base_q; ++k) {
    c.source[static_cast<std::size_t>(k)] = k;
    c.q_entries.push_back(k);
  }
  for (int k = 0; k < base_v; ++k) {
    c.G(k, k) = 1;
    c.v_entries.push_back(k);
  }
  for (const int i : independent) {
    c.q_entries.push_back(base_q + i - 1);
    c.v_entries.push_back(base_v + i - 1);
  }
  for (int i = 1; i <= model.dof(); ++i) {
    const NumericLink& link = model.links[static_cast<std::size_t>(i - 1)];
    const int own = link.leader == 0 ? i : link.leader;
    const int k = entry[static_cast<std::size_t>(own)];
    if (k < 0) throw std::logic_error("joint_coupling: a joint follows a follower");
    const double a = link.leader == 0 ? 1.0 : link.follow_multiplier;
    const auto at = static_cast<std::size_t>(base_q + i - 1);
    c.source[at] = base_q + k;
    c.multiplier(base_q + i - 1) = a;
    c.offset(base_q + i - 1) = link.leader == 0 ? 0.0 : link.follow_offset;
    c.G(base_v + i - 1, base_v + k) = a;
  }
  return c;
}

std::optional<JointCoupling> optional_coupling(const NumericModel& model) {
  if (std::none_of(model.links.begin(), model.links.end(),
                   [](const NumericLink& link) { return link.leader != 0; }))
    return std::nullopt;
  return joint_coupling(model);
}

void coupled_inverse_dynamics(const NumericModel& model, Workspace& ws, const JointCoupling& c,
                              const Eigen::VectorXd& y, const Eigen::VectorXd& yd,
                              const Eigen::VectorXd& ydd, Eigen::VectorXd& tau_y) {
  Eigen::VectorXd tau(model.nv());
  inverse_dynamics(model, ws, c.configuration(y), c.velocity(yd), c.velocity(ydd), tau);
  tau_y = c.G.transpose() * tau;
}

void coupled_mass_matrix(const NumericModel& model, Workspace& ws, const JointCoupling& c,
                         const Eigen::VectorXd& y, Eigen::MatrixXd& M_y) {
  Eigen::MatrixXd M(model.nv(), model.nv());
  mass_matrix(model, ws, c.configuration(y), M);
  M_y = folded_matrix(&c, M);
}

void coupled_gravity(const NumericModel& model, Workspace& ws, const JointCoupling& c,
                     const Eigen::VectorXd& y, Eigen::VectorXd& gravity_y) {
  Eigen::VectorXd gravity(model.nv());
  gravity_torques(model, ws, c.configuration(y), gravity);
  gravity_y = c.G.transpose() * gravity;
}

void coupled_forward_dynamics(const NumericModel& model, Workspace& ws, const JointCoupling& c,
                              const Eigen::VectorXd& y, const Eigen::VectorXd& yd,
                              const Eigen::VectorXd& tau_y, Eigen::VectorXd& ydd) {
  Eigen::VectorXd bias_y;
  coupled_inverse_dynamics(model, ws, c, y, yd, Eigen::VectorXd::Zero(c.nv), bias_y);
  Eigen::MatrixXd M_y;
  coupled_mass_matrix(model, ws, c, y, M_y);
  const Eigen::LLT<Eigen::MatrixXd> cholesky(M_y);
  if (cholesky.info() != Eigen::Success)
    throw std::domain_error("forward dynamics: the mass matrix is not positive definite");
  ydd = cholesky.solve(tau_y - bias_y);
}

void coupled_velocity_coefficients(const NumericModel& model, Workspace& ws, const JointCoupling& c,
                                   const Eigen::VectorXd& y, Eigen::MatrixXd& B_y,
                                   Eigen::MatrixXd& C_y) {
  const Eigen::VectorXd q = c.configuration(y);
  const auto V_y = [&](const Eigen::VectorXd& yd) {
    Eigen::VectorXd V(model.nv());
    coriolis_centrifugal(model, ws, q, c.velocity(yd), V);
    return Eigen::VectorXd(c.G.transpose() * V);
  };
  quadratic_coefficients(c.nv, V_y, B_y, C_y);
}

void coupled_forward_dynamics_derivatives(const NumericModel& model, Workspace& ws,
                                          const JointCoupling& c, const Eigen::VectorXd& y,
                                          const Eigen::VectorXd& yd, const Eigen::VectorXd& tau_y,
                                          Eigen::VectorXd& ydd, Eigen::MatrixXd& dydd_dy,
                                          Eigen::MatrixXd& dydd_dyd, Eigen::MatrixXd& dydd_dtau) {
  coupled_forward_dynamics(model, ws, c, y, yd, tau_y, ydd);
  Eigen::MatrixXd M_y, dq, dqd;
  coupled_mass_matrix(model, ws, c, y, M_y);
  inverse_dynamics_derivatives(model, c.configuration(y), c.velocity(yd), c.velocity(ydd), dq, dqd);
  const Eigen::LLT<Eigen::MatrixXd> cholesky(M_y);
  dydd_dtau = cholesky.solve(Eigen::MatrixXd::Identity(c.nv, c.nv));
  dydd_dy = -cholesky.solve(c.G.transpose() * dq * c.G);
  dydd_dyd = -cholesky.solve(c.G.transpose() * dqd * c.G);
}

Eigen::VectorXd whole_configuration(const JointCoupling* c, const Eigen::VectorXd& y) {
  return c ? c->configuration(y) : y;
}

Eigen::VectorXd whole_velocity(const JointCoupling* c, const Eigen::VectorXd& yd) {
  return c ? c->velocity(yd) : yd;
}

Eigen::MatrixXd folded_rows(const JointCoupling* c, const Eigen::MatrixXd& whole) {
  return c ? Eigen::MatrixXd(c->G.transpose() * whole) : whole;
}

Eigen::MatrixXd folded_columns(const JointCoupling* c, const Eigen::MatrixXd& whole) {
  return c ? Eigen::MatrixXd(whole * c->G) : whole;
}

Eigen::MatrixXd folded_matrix(const JointCoupling* c, const Eigen::MatrixXd& whole) {
  return c ? Eigen::MatrixXd(c->G.transpose() * whole * c->G) : whole;
}

int coordinate_count(const NumericModel& model, const JointCoupling* c) {
  return c ? c->nv : model.nv();
}

}  // namespace nedyn
