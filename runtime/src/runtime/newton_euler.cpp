#include <Eigen/Geometry>

#include "nedyn/runtime/newton_euler.hpp"

#include "nedyn/runtime/kinematics.hpp"

namespace nedyn {
namespace {

const Eigen::Vector3d kZ(0, 0, 1);

// Outward pass: joint i moves about or along z_i (Craig eqs. 6.45–6.50,
// 6.47 and 6.50 for prismatic joints).
void outward(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& qd,
             const Eigen::VectorXd& qdd) {
  for (int i = 1; i <= ws.n; ++i) {
    const Eigen::Matrix3d Rt = ws.R[i].transpose();
    const Eigen::Vector3d& P = ws.p[i];
    const Eigen::Vector3d w_prev = Rt * ws.w[i - 1];
    const Eigen::Vector3d vd_origin =
        Rt * (ws.wd[i - 1].cross(P) + ws.w[i - 1].cross(ws.w[i - 1].cross(P)) + ws.vd[i - 1]);
    if (model.links[i - 1].type == JointType::revolute) {
      ws.w[i] = w_prev + qd(i - 1) * kZ;
      ws.wd[i] = Rt * ws.wd[i - 1] + w_prev.cross(qd(i - 1) * kZ) + qdd(i - 1) * kZ;
      ws.vd[i] = vd_origin;
    } else {
      ws.w[i] = w_prev;
      ws.wd[i] = Rt * ws.wd[i - 1];
      ws.vd[i] = vd_origin + 2.0 * ws.w[i].cross(qd(i - 1) * kZ) + qdd(i - 1) * kZ;
    }
  }
}

}  // namespace

void newton_euler_passes(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& qd,
                         const Eigen::VectorXd& qdd, const Eigen::Vector3d& vd0,
                         const TipWrench& tip, Eigen::VectorXd& tau, const LinkWrenches* external) {
  const int n = ws.n;
  ws.w[0].setZero();
  ws.wd[0].setZero();
  ws.vd[0] = vd0;
  outward(model, ws, qd, qdd);

  // Newton and Euler equations at each centre of mass (Craig 6.49–6.51).
  for (int i = 1; i <= n; ++i) {
    const NumericLink& link = model.links[i - 1];
    ws.vcd[i] = ws.wd[i].cross(link.com) + ws.w[i].cross(ws.w[i].cross(link.com)) + ws.vd[i];
    ws.F[i] = link.mass * ws.vcd[i];
    ws.N[i] = link.inertia * ws.wd[i] + ws.w[i].cross(link.inertia * ws.w[i]);
  }

  // Inward pass (Craig 6.51–6.53); the tip wrench acts in the last frame, n+1.
  ws.f[n + 1] = tip.force;
  ws.nn[n + 1] = tip.moment;
  for (int i = n; i >= 1; --i) {
    const NumericLink& link = model.links[i - 1];
    const Eigen::Vector3d f_next = ws.R[i + 1] * ws.f[i + 1];
    ws.f[i] = f_next + ws.F[i];
    ws.nn[i] =
        ws.N[i] + ws.R[i + 1] * ws.nn[i + 1] + link.com.cross(ws.F[i]) + ws.p[i + 1].cross(f_next);
    if (external) {
      // The wrench on link i, from its own frame into frame i (seed 004, eq. 18).
      const NumericPlacement& L = link.link_frame;
      const Eigen::Vector3d f = L.rotation * external->row(i - 1).head<3>().transpose();
      const Eigen::Vector3d moment = L.rotation * external->row(i - 1).tail<3>().transpose();
      ws.f[i] -= f;
      ws.nn[i] -= moment + L.translation.cross(f);
    }
    tau(i - 1) = link.type == JointType::revolute ? ws.nn[i](2) : ws.f[i](2);
  }
}

void newton_euler(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                  const Eigen::VectorXd& qd, const Eigen::VectorXd& qdd, const Eigen::Vector3d& vd0,
                  const TipWrench& tip, Eigen::VectorXd& tau) {
  link_geometry(model, q, ws);
  newton_euler_passes(model, ws, qd, qdd, vd0, tip, tau);
}

void inverse_dynamics_external(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                               const Eigen::VectorXd& qd, const Eigen::VectorXd& qdd,
                               const LinkWrenches& fext, Eigen::VectorXd& tau) {
  link_geometry(model, q, ws);
  newton_euler_passes(model, ws, qd, qdd, -model.gravity, TipWrench{}, tau, &fext);
  friction(model, qd, ws.column);
  for (int i = 0; i < model.dof(); ++i)
    tau(i) += model.links[i].rotor_inertia * qdd(i) + ws.column(i);
}

void friction(const NumericModel& model, const Eigen::VectorXd& qd, Eigen::VectorXd& F) {
  for (int i = 0; i < model.dof(); ++i) {
    const NumericLink& link = model.links[i];
    const double sign = qd(i) > 0 ? 1.0 : (qd(i) < 0 ? -1.0 : 0.0);
    F(i) = link.viscous * qd(i) + link.coulomb * sign;
  }
}

void inverse_dynamics(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
                      const Eigen::VectorXd& qd, const Eigen::VectorXd& qdd, Eigen::VectorXd& tau,
                      const TipWrench& tip) {
  newton_euler(model, ws, q, qd, qdd, -model.gravity, tip, tau);
  friction(model, qd, ws.column);
  for (int i = 0; i < model.dof(); ++i)
    tau(i) += model.links[i].rotor_inertia * qdd(i) + ws.column(i);
}

}  // namespace nedyn
