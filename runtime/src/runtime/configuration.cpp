#include "nedyn/runtime/configuration.hpp"

#include <cmath>

#include <Eigen/Geometry>

#include "nedyn/runtime/newton_euler_scalar.hpp"

namespace nedyn {
namespace {

Eigen::Quaterniond base_quaternion(const Eigen::VectorXd& q) {
  return Eigen::Quaterniond(q(6), q(3), q(4), q(5));  // w, x, y, z
}

}  // namespace

Eigen::VectorXd integrate(const NumericModel& model, const Eigen::VectorXd& q,
                          const Eigen::VectorXd& v, double dt) {
  Eigen::VectorXd next = q;
  const int n = model.dof();
  next.tail(n) = q.tail(n) + dt * v.tail(n);
  if (!model.floating_base) return next;
  const Eigen::Vector3d u = dt * v.head<3>(), w = dt * v.segment<3>(3);
  const double theta = w.norm();
  // V(w) = 1 + (1 - cos t)/t^2 [w]x + (t - sin t)/t^3 [w]x^2, the exponential's translation part.
  Eigen::Matrix3d W;
  W << 0, -w(2), w(1), w(2), 0, -w(0), -w(1), w(0), 0;
  Eigen::Matrix3d V = Eigen::Matrix3d::Identity();
  Eigen::Quaterniond turn = Eigen::Quaterniond::Identity();
  if (theta > 0) {
    V += (1 - std::cos(theta)) / (theta * theta) * W +
         (theta - std::sin(theta)) / (theta * theta * theta) * W * W;
    turn = Eigen::Quaterniond(Eigen::AngleAxisd(theta, w / theta));
  }
  const Eigen::Quaterniond r = base_quaternion(q);
  next.head<3>() = q.head<3>() + r.toRotationMatrix() * (V * u);
  const Eigen::Quaterniond moved = (r * turn).normalized();
  next.segment<4>(3) << moved.x(), moved.y(), moved.z(), moved.w();
  return next;
}

Eigen::Matrix4d base_pose(const NumericModel& model, const Eigen::VectorXd& q) {
  Eigen::Matrix4d T = Eigen::Matrix4d::Identity();
  if (!model.floating_base) return T;
  T.topLeftCorner<3, 3>() = base_rotation<double>(q);  // as the recursion reads q
  T.topRightCorner<3, 1>() = q.head<3>();
  return T;
}

Eigen::VectorXd random_configuration(const NumericModel& model, std::mt19937& rng) {
  std::uniform_real_distribution<double> angle(-M_PI, M_PI), length(-0.5, 0.5), position(-1.0, 1.0);
  Eigen::VectorXd q(model.nq());
  if (model.floating_base) {
    for (int k = 0; k < 3; ++k) q(k) = position(rng);
    // Four normal deviates, normalised: a uniformly random unit quaternion.
    std::normal_distribution<double> normal;
    Eigen::Vector4d r;
    for (int k = 0; k < 4; ++k) r(k) = normal(rng);
    q.segment<4>(3) = r.normalized();
  }
  for (int i = 0; i < model.dof(); ++i)
    q(model.joint_q() + i) = model.links[static_cast<std::size_t>(i)].type == JointType::revolute
                                 ? angle(rng)
                                 : length(rng);
  return q;
}

}  // namespace nedyn
