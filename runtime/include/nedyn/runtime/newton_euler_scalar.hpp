#pragma once

// The Newton–Euler recursion over any scalar type (Craig §6.5, eqs.
// 6.45–6.53, on the one kinematic form of nedyn/model/model.hpp). The double
// functions of newton_euler.hpp and kinematics.hpp are this code at double;
// derivatives.hpp instantiates it on Eigen's AutoDiffScalar, so that the
// derivatives of the dynamics come from the same equations by a path that
// shares nothing with the generator's program graph. The model's constants
// stay double and are cast where they meet the state. Notation:
// docs/notation.md.

#include <cmath>
#include <vector>

#include <Eigen/Core>
#include <Eigen/Geometry>

#include "nedyn/runtime/numeric_model.hpp"

namespace nedyn {

template <typename Scalar>
using Vector3 = Eigen::Matrix<Scalar, 3, 1>;
template <typename Scalar>
using Matrix3 = Eigen::Matrix<Scalar, 3, 3>;
template <typename Scalar>
using VectorX = Eigen::Matrix<Scalar, Eigen::Dynamic, 1>;

/// The per-link quantities of the recursion, frames 0..n+1 (Workspace holds
/// them at double).
template <typename Scalar>
struct RecursionState {
  explicit RecursionState(int joints)
      : n(joints),
        R(static_cast<std::size_t>(n + 2), Matrix3<Scalar>::Identity()),
        p(static_cast<std::size_t>(n + 2), Vector3<Scalar>::Zero()),
        w(static_cast<std::size_t>(n + 1), Vector3<Scalar>::Zero()),
        wd(static_cast<std::size_t>(n + 1), Vector3<Scalar>::Zero()),
        vd(static_cast<std::size_t>(n + 1), Vector3<Scalar>::Zero()),
        vcd(static_cast<std::size_t>(n + 1), Vector3<Scalar>::Zero()),
        F(static_cast<std::size_t>(n + 1), Vector3<Scalar>::Zero()),
        N(static_cast<std::size_t>(n + 1), Vector3<Scalar>::Zero()),
        f(static_cast<std::size_t>(n + 2), Vector3<Scalar>::Zero()),
        nn(static_cast<std::size_t>(n + 2), Vector3<Scalar>::Zero()),
        f_children(static_cast<std::size_t>(n + 1), Vector3<Scalar>::Zero()),
        n_children(static_cast<std::size_t>(n + 1), Vector3<Scalar>::Zero()) {}

  int n;  ///< joints
  /// The base frame's orientation in the world: a floating base's, from q;
  /// identity for a fixed base (its frame is the world's).
  Matrix3<Scalar> R_world = Matrix3<Scalar>::Identity();
  /// R[i]: orientation of frame i in its parent's, frame lambda(i) (1..n; n+1
  /// the last frame, in the tool link's)
  std::vector<Matrix3<Scalar>> R;
  std::vector<Vector3<Scalar>> p;    ///< p[i]: origin of frame i in its parent's (1..n+1)
  std::vector<Vector3<Scalar>> w;    ///< w[i]: angular velocity of link i, in frame i
  std::vector<Vector3<Scalar>> wd;   ///< wd[i]: angular acceleration of link i, in frame i
  std::vector<Vector3<Scalar>> vd;   ///< vd[i]: linear acceleration of frame i's origin
  std::vector<Vector3<Scalar>> vcd;  ///< vcd[i]: acceleration of link i's COM, frame i
  std::vector<Vector3<Scalar>> F;    ///< F[i]: inertial force of link i at its COM, frame i
  std::vector<Vector3<Scalar>> N;    ///< N[i]: inertial moment of link i about its COM
  std::vector<Vector3<Scalar>> f;    ///< f[i]: force exerted on link i by its parent, frame i
  std::vector<Vector3<Scalar>> nn;   ///< nn[i]: moment exerted on link i by its parent
  /// What link i's children (and the environment at the last frame) exert on
  /// it, frame i: the inward pass's sums over the children (0..n).
  std::vector<Vector3<Scalar>> f_children, n_children;
};

/// The force and moment the last link exerts on the environment, at the last
/// frame's origin, in that frame (Craig's f_{n+1}, n_{n+1}; the last frame is
/// the tool frame: the model file's frame of link n, moved by the model's
/// tool placement); zero in free motion.
template <typename Scalar>
struct TipWrenchOf {
  Vector3<Scalar> force = Vector3<Scalar>::Zero();
  Vector3<Scalar> moment = Vector3<Scalar>::Zero();
};

/// Wrenches the environment applies to the links (seed 004's f_j^E,
/// Featherstone's f^x): row i-1 is (f, n) on link i, the force and its moment
/// about the origin of link i's own frame (the model file's link frame, as
/// the last frame is link n's), both in that frame. A floating base's body
/// comes first: row 0 on it (base frame), row i on link i. docs/notation.md.
using LinkWrenches = Eigen::Matrix<double, Eigen::Dynamic, 6, Eigen::RowMajor>;

/// R_{lambda(i),i} and P_i^{lambda(i)} of joint i at joint value q: its placement
/// followed by Rz(q + offset) (revolute) or Tz(q + offset) (prismatic).
template <typename Scalar>
void joint_transform(const NumericLink& link, const Scalar& q, Matrix3<Scalar>& R,
                     Vector3<Scalar>& p) {
  using std::cos;
  using std::sin;
  const Scalar motion = q + link.offset;
  const Matrix3<Scalar> E = link.placement.rotation.cast<Scalar>();
  p = link.placement.translation.cast<Scalar>();
  if (link.type == JointType::revolute) {
    const Scalar c = cos(motion), s = sin(motion);
    Matrix3<Scalar> Rz;
    Rz << c, -s, Scalar(0), s, c, Scalar(0), Scalar(0), Scalar(0), Scalar(1);
    R = E * Rz;
  } else {
    R = E;
    p += E.col(2) * motion;
  }
}

/// The rotation of a floating base in the world from its unit quaternion
/// q[3..6] = (qx, qy, qz, qw) (Pinocchio's order; not normalised here).
template <typename Scalar>
Matrix3<Scalar> base_rotation(const VectorX<Scalar>& q) {
  const Scalar x = q(3), y = q(4), z = q(5), w = q(6);
  const Scalar one(1), two(2);
  Matrix3<Scalar> R;
  R << one - two * (y * y + z * z), two * (x * y - z * w), two * (x * z + y * w),
      two * (x * y + z * w), one - two * (x * x + z * z), two * (y * z - x * w),
      two * (x * z - y * w), two * (y * z + x * w), one - two * (x * x + y * y);
  return R;
}

/// Fills R[i] and p[i] for i = 1..n+1 from q: R[i] is the rotation of
/// T_{lambda(i),i}, p[i] the origin of frame i in frame lambda(i) (Craig
/// 6.45). Frame n+1 is the last frame (the tool frame: the model's own frame
/// of the tool link, moved by its tool placement). For a floating base q
/// starts with the base's pose (R_world), the joints' values after it.
template <typename Scalar>
void link_geometry(const NumericModel& model, const VectorX<Scalar>& q, RecursionState<Scalar>& s) {
  const int first = model.joint_q();
  if (model.floating_base) s.R_world = base_rotation<Scalar>(q);
  for (int i = 1; i <= s.n; ++i) {
    const auto k = static_cast<std::size_t>(i);
    joint_transform<Scalar>(model.links[k - 1], q(first + i - 1), s.R[k], s.p[k]);
  }
  const auto tip = static_cast<std::size_t>(s.n + 1);
  s.R[tip] = model.tip().rotation.cast<Scalar>();
  s.p[tip] = model.tip().translation.cast<Scalar>();
}

/// Rigid-body joint forces for base acceleration vd0 (-g for gravity, zero
/// for none; in the world): tau = M(q) qdd + V(q,qd) + G(q) + J^T w - sum_i
/// J_i^T fext_i, without rotor inertia or friction. Uses s.R, s.p and
/// s.R_world as set by link_geometry() for the same q; `external` may be
/// null (no link wrenches). For a floating base qd and qdd start with the
/// base's twist and its rate (Pinocchio's v and a, base frame) and tau with
/// the wrench on the base: Newton and Euler for the base body too.
template <typename Scalar>
void newton_euler_passes(const NumericModel& model, RecursionState<Scalar>& s,
                         const VectorX<Scalar>& qd, const VectorX<Scalar>& qdd,
                         const Vector3<Scalar>& vd0, const TipWrenchOf<Scalar>& tip,
                         VectorX<Scalar>& tau, const LinkWrenches* external = nullptr) {
  const int n = s.n;
  const int first = model.joint_v();  // joint i's rate is qd(first + i - 1)
  const Vector3<Scalar> z(Scalar(0), Scalar(0), Scalar(1));
  if (model.floating_base) {
    // The base frame's angular velocity and acceleration are v's and a's
    // angular parts; its origin's acceleration is a's linear part plus w x v
    // (a is the rate of the twist's components in the moving base frame:
    // Featherstone, RBDA §2.11), gravity's seen in the base frame.
    const Vector3<Scalar> v = qd.template head<3>(), w = qd.template segment<3>(3);
    s.w[0] = w;
    s.wd[0] = qdd.template segment<3>(3);
    s.vd[0] = qdd.template head<3>() + w.cross(v) + s.R_world.transpose() * vd0;
  } else {
    s.w[0].setZero();
    s.wd[0].setZero();
    s.vd[0] = vd0;
  }
  // Outward pass: joint i moves about or along z_i relative to its parent
  // link a = lambda(i) (Craig eqs. 6.45–6.50, 6.47 and 6.50 for prismatic
  // joints), then Newton and Euler at each centre of mass (Craig 6.49–6.51).
  for (int i = 1; i <= n; ++i) {
    const auto k = static_cast<std::size_t>(i);
    const NumericLink& link = model.links[k - 1];
    const auto a = static_cast<std::size_t>(link.parent);
    const Matrix3<Scalar> Rt = s.R[k].transpose();
    const Vector3<Scalar>& P = s.p[k];
    const Vector3<Scalar> w_prev = Rt * s.w[a];
    const Vector3<Scalar> vd_origin =
        Rt * (s.wd[a].cross(P) + s.w[a].cross(s.w[a].cross(P)) + s.vd[a]);
    const Scalar& qdi = qd(first + i - 1);
    const Scalar& qddi = qdd(first + i - 1);
    if (link.type == JointType::revolute) {
      s.w[k] = w_prev + qdi * z;
      s.wd[k] = Rt * s.wd[a] + w_prev.cross(qdi * z) + qddi * z;
      s.vd[k] = vd_origin;
    } else {
      s.w[k] = w_prev;
      s.wd[k] = Rt * s.wd[a];
      s.vd[k] = vd_origin + Scalar(2) * s.w[k].cross(qdi * z) + qddi * z;
    }
    const Vector3<Scalar> com = link.com.cast<Scalar>();
    const Matrix3<Scalar> inertia = link.inertia.cast<Scalar>();
    s.vcd[k] = s.wd[k].cross(com) + s.w[k].cross(s.w[k].cross(com)) + s.vd[k];
    s.F[k] = Scalar(link.mass) * s.vcd[k];
    s.N[k] = inertia * s.wd[k] + s.w[k].cross(inertia * s.w[k]);
  }

  // Inward pass (Craig 6.51–6.53), each link's wrench added to its parent's
  // sums (Featherstone, RBDA, Table 5.1); the tip wrench acts in the last
  // frame, n+1, fixed to the tool link.
  const auto last = static_cast<std::size_t>(n + 1);
  s.f[last] = tip.force;
  s.nn[last] = tip.moment;
  for (auto& x : s.f_children) x.setZero();
  for (auto& x : s.n_children) x.setZero();
  const auto pass_to_parent = [&](std::size_t child, std::size_t parent) {
    const Vector3<Scalar> f_child = s.R[child] * s.f[child];
    s.f_children[parent] += f_child;
    s.n_children[parent] += s.R[child] * s.nn[child] + s.p[child].cross(f_child);
  };
  pass_to_parent(last, static_cast<std::size_t>(model.tool_link));
  for (int i = n; i >= 1; --i) {
    const auto k = static_cast<std::size_t>(i);
    const NumericLink& link = model.links[k - 1];
    s.f[k] = s.f_children[k] + s.F[k];
    s.nn[k] = s.N[k] + s.n_children[k] + link.com.cast<Scalar>().cross(s.F[k]);
    if (external) {
      // The wrench on link i, from its own frame into frame i (seed 004, eq. 18).
      const NumericPlacement& L = link.link_frame;
      const int row = model.floating_base ? i : i - 1;  // a floating base's body is row 0
      const Eigen::Vector3d f = L.rotation * external->row(row).head<3>().transpose();
      const Eigen::Vector3d moment = L.rotation * external->row(row).tail<3>().transpose();
      s.f[k] -= f.cast<Scalar>();
      s.nn[k] -= (moment + L.translation.cross(f)).cast<Scalar>();
    }
    tau(first + i - 1) = link.type == JointType::revolute ? s.nn[k](2) : s.f[k](2);
    pass_to_parent(k, static_cast<std::size_t>(link.parent));
  }
  if (model.floating_base) {
    // The base body's Newton and Euler equations at its centre of mass, and
    // what the links on it exert: the wrench that moves the base so.
    const Vector3<Scalar> com = model.base_com.cast<Scalar>();
    const Matrix3<Scalar> inertia = model.base_inertia.cast<Scalar>();
    const Vector3<Scalar> F =
        Scalar(model.base_mass) * (s.wd[0].cross(com) + s.w[0].cross(s.w[0].cross(com)) + s.vd[0]);
    const Vector3<Scalar> N = inertia * s.wd[0] + s.w[0].cross(inertia * s.w[0]);
    s.f[0] = s.f_children[0] + F;
    s.nn[0] = N + s.n_children[0] + com.cross(F);
    if (external) {  // row 0: the wrench on the base's body, base frame
      s.f[0] -= external->row(0).head<3>().transpose().cast<Scalar>();
      s.nn[0] -= external->row(0).tail<3>().transpose().cast<Scalar>();
    }
    tau.template head<3>() = s.f[0];
    tau.template segment<3>(3) = s.nn[0];
  }
}

/// Friction of one joint, b qd + c sign(qd) with sign(0) = 0: the Coulomb
/// part is constant in qd away from qd = 0, so its derivative is 0 there.
template <typename Scalar>
Scalar joint_friction(const NumericLink& link, const Scalar& qd) {
  const double sign = qd > 0 ? 1.0 : (qd < 0 ? -1.0 : 0.0);
  return link.viscous * qd + Scalar(link.coulomb * sign);
}

/// Adds what the joints' drives add to the rigid-body forces: rotor inertia
/// Ia qdd and friction.
template <typename Scalar>
void add_drive_effects(const NumericModel& model, const VectorX<Scalar>& qd,
                       const VectorX<Scalar>& qdd, VectorX<Scalar>& tau) {
  const int first = model.joint_v();
  for (int i = 0; i < model.dof(); ++i) {
    const NumericLink& link = model.links[static_cast<std::size_t>(i)];
    tau(first + i) +=
        link.rotor_inertia * qdd(first + i) + joint_friction<Scalar>(link, qd(first + i));
  }
}

/// Inverse dynamics with gravity, rotor inertia Ia qdd, viscous and Coulomb
/// friction and the tip wrench (docs/design.md §2), in state `s`.
template <typename Scalar>
void inverse_dynamics(const NumericModel& model, RecursionState<Scalar>& s,
                      const VectorX<Scalar>& q, const VectorX<Scalar>& qd,
                      const VectorX<Scalar>& qdd, VectorX<Scalar>& tau,
                      const TipWrenchOf<Scalar>& tip = {}) {
  link_geometry<Scalar>(model, q, s);
  newton_euler_passes<Scalar>(model, s, qd, qdd, (-model.gravity).cast<Scalar>(), tip, tau);
  add_drive_effects<Scalar>(model, qd, qdd, tau);
}

}  // namespace nedyn
