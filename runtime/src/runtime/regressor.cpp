#include "nedyn/runtime/regressor.hpp"

#include "nedyn/runtime/kinematics.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/standard_parameters.hpp"

namespace nedyn {
namespace {

/// L(v): J v = L(v) (XX XY XZ YY YZ ZZ) for a symmetric J (Khalil & Dombre 9.20).
Eigen::Matrix<double, 3, 6> inertia_operator(const Eigen::Vector3d& v) {
  Eigen::Matrix<double, 3, 6> L;
  L << v(0), v(1), v(2), 0, 0, 0,  //
      0, v(0), 0, v(1), v(2), 0,   //
      0, 0, v(0), 0, v(1), v(2);
  return L;
}

}  // namespace

void regressor(const NumericModel& model, Workspace& ws, const Eigen::VectorXd& q,
               const Eigen::VectorXd& qd, const Eigen::VectorXd& qdd, Eigen::MatrixXd& Y) {
  const int n = model.dof();
  const int first = model.joint_v();  // joint i's rate is qd(first + i - 1)
  const StandardParameterLayout layout{n, model.floating_base};
  Y.setZero(model.nv(), layout.size());
  // The bodies' w, wd and vd (frame origins) from the recursion's outward
  // pass; a floating base's body is 0, its motion v's and a's.
  link_geometry<double>(model, q, ws);
  Eigen::VectorXd tau(model.nv());
  newton_euler_passes(model, ws, qd, qdd, -model.gravity, TipWrench{}, tau);
  const int root = model.floating_base ? 0 : 1;  // the first body with parameters
  for (int j = root; j <= n; ++j) {
    const auto k = static_cast<std::size_t>(j);
    // Body j's parameters are about the frame L its model file gives them in
    // (link_frame: rotation R, origin t in frame j; a floating base's body:
    // its own frame). Its motion there: w_L = R^T w, wd_L = R^T wd, and the
    // acceleration of L's origin, R^T (vd + wd x t + w x (w x t)).
    const NumericPlacement frame =
        j == 0 ? NumericPlacement{} : model.links[static_cast<std::size_t>(j - 1)].link_frame;
    const Eigen::Matrix3d Rt = frame.rotation.transpose();
    const Eigen::Vector3d& t = frame.translation;
    const Eigen::Vector3d w = Rt * ws.w[k], wd = Rt * ws.wd[k];
    const Eigen::Vector3d vd =
        Rt * (ws.vd[k] + ws.wd[k].cross(t) + ws.w[k].cross(ws.w[k].cross(t)));
    // Body j's wrench (force; moment about L's origin) per unit parameter, 6 x 10.
    Eigen::Matrix<double, 6, 10> wrench = Eigen::Matrix<double, 6, 10>::Zero();
    wrench.block<3, 6>(3, 0) = inertia_operator(wd) + skew(w) * inertia_operator(w);
    wrench.block<3, 3>(0, 6) = skew(wd) + skew(w) * skew(w);
    wrench.block<3, 3>(3, 6) = -skew(vd);  // MS x vd = -vd x MS
    wrench.block<3, 1>(0, 9) = vd;
    // In frame j (Craig 6.51-6.52 below, from L to j).
    const Eigen::Matrix<double, 3, 10> force_j = frame.rotation * wrench.topRows<3>();
    wrench.bottomRows<3>() = frame.rotation * wrench.bottomRows<3>() + skew(t) * force_j;
    wrench.topRows<3>() = force_j;
    const int column = layout.first(j);
    // Carried inwards frame by frame along the path to the base: f' = R f,
    // n' = R n + p x f' (Craig 6.51-6.52); a floating base's body takes the
    // whole wrench, its rows of tau.
    for (int i = j, child = j; i >= root; child = i, i = i == 0 ? -1 : model.parent(i)) {
      if (i < j) {
        const auto f = static_cast<std::size_t>(child);
        const Eigen::Matrix<double, 3, 10> force = ws.R[f] * wrench.topRows<3>();
        wrench.bottomRows<3>() = ws.R[f] * wrench.bottomRows<3>() + skew(ws.p[f]) * force;
        wrench.topRows<3>() = force;
      }
      if (i == 0) {
        Y.block<6, 10>(0, column) = wrench;
        continue;
      }
      const bool revolute =
          model.links[static_cast<std::size_t>(i - 1)].type == JointType::revolute;
      Y.block<1, 10>(first + i - 1, column) = wrench.row(revolute ? 5 : 2);
    }
    if (j == 0) continue;
    // The drive of joint j: Ia qdd, Fv qd, Fc sign(qd).
    const int row = first + j - 1;
    const double rate = qd(row);
    Y(row, column + 10) = qdd(row);
    Y(row, column + 11) = rate;
    Y(row, column + 12) = rate > 0 ? 1.0 : (rate < 0 ? -1.0 : 0.0);
  }
}

Eigen::MatrixXd base_regressor(const BaseParameterMap& map, const Eigen::MatrixXd& Y) {
  Eigen::MatrixXd Yb(Y.rows(), map.size());
  for (int b = 0; b < map.size(); ++b) Yb.col(b) = Y.col(map.columns[static_cast<std::size_t>(b)]);
  return Yb;
}

}  // namespace nedyn
