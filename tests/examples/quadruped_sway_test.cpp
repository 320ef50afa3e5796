// docs/examples/quadruped_sway: the torques and ground forces of a standing
// quadruped that sways its body, from its emitted floating-base functions.
// The feet must stay where they stand, and the ground forces must be what
// Newton and Euler ask of the whole robot: their sum m (c'' - g) with the
// mass from the URDF and c'' by central differences of the emitted centre of
// mass; their moment about the centre of mass the rate of the centroidal
// angular momentum (Ag qd, differenced). A robot at rest stands on m g.

#include <catch2/catch.hpp>

#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "sway.hpp"
#include "test_support.hpp"

using namespace quadruped_sway;

namespace {

constexpr double kStep = 1e-3;

double urdf_mass() {
  nedyn::UrdfOptions options;
  options.floating_base = true;
  std::vector<std::string> notes;
  const nedyn::NumericModel model = nedyn::instantiate(
      nedyn::load_urdf(nedyn::test::kUrdfDir + "quadruped12.urdf", options, notes), {});
  double mass = model.base_mass;
  for (const nedyn::NumericLink& link : model.links) mass += link.mass;
  return mass;
}

Eigen::Vector3d total(const std::array<Eigen::Vector3d, kFeet>& forces) {
  Eigen::Vector3d sum = Eigen::Vector3d::Zero();
  for (const Eigen::Vector3d& f : forces) sum += f;
  return sum;
}

Eigen::Matrix<double, 6, 1> centroidal_momentum(const Sample& s) {
  Eigen::Matrix<double, 6, kNv, Eigen::RowMajor> Ag;
  quadruped12::centroidal_momentum_matrix(s.q.data(), Ag.data());
  return Ag * s.qd;
}

}  // namespace

TEST_CASE("a quadruped at rest stands on its weight", "[examples][quadruped_sway]") {
  Sway still;
  still.side = still.lift = 0;
  const Sample s = sample_at(still, 0, standing_pose());
  const double m = urdf_mass();
  CHECK(m > 2.0);
  const Eigen::Vector3d sum = total(s.lambda);
  CHECK(std::abs(sum.z() - m * 9.81) <= 1e-12 * m * 9.81);
  CHECK(sum.head<2>().norm() <= 1e-12 * m * 9.81);
  CHECK(s.qd.cwiseAbs().maxCoeff() == 0.0);
  CHECK(s.status == 0);
}

TEST_CASE("the swaying quadruped keeps its feet and obeys Newton and Euler",
          "[examples][quadruped_sway]") {
  const Sway sway;
  const std::vector<Sample> samples = simulate(sway, sway.period, kStep);
  REQUIRE(samples.size() == 1001);
  const double m = urdf_mass();
  const Eigen::Vector3d g(0, 0, -9.81);
  double slide = 0, force_error = 0, moment_error = 0;
  for (std::size_t k = 1; k + 1 < samples.size(); ++k) {
    const Sample &before = samples[k - 1], &s = samples[k], &after = samples[k + 1];
    CHECK(s.status == 0);
    for (int f = 0; f < kFeet; ++f)
      slide = std::max(slide, (s.foot[f] - samples[0].foot[f]).norm());
    // Newton: sum lambda = m (c'' - g).
    const Eigen::Vector3d c_ddot = (after.com - 2 * s.com + before.com) / (kStep * kStep);
    force_error = std::max(force_error, (total(s.lambda) - m * (c_ddot - g)).norm());
    // Euler about the centre of mass: sum (p_f - c) x lambda_f = dL/dt.
    const Eigen::Vector3d L_dot =
        (centroidal_momentum(after).tail<3>() - centroidal_momentum(before).tail<3>()) /
        (2 * kStep);
    Eigen::Vector3d moment = Eigen::Vector3d::Zero();
    for (int f = 0; f < kFeet; ++f) moment += (s.foot[f] - s.com).cross(s.lambda[f]);
    moment_error = std::max(moment_error, (moment - L_dot).norm());
  }
  INFO("slide " << slide << " m, force " << force_error << " N, moment " << moment_error << " N m");
  // The midpoint rule's drift over 1000 steps of 1 ms.
  CHECK(slide <= 1e-6);
  // Central differences at h = 1 ms err by h^2/12 m |c''''| ~ 1.1e-4 N (the fourth
  // derivative of c ~ A_z (2w)^4), against m g ~ 25 N; measured 5.2e-5 N and 1.1e-6 N m.
  CHECK(force_error <= 2e-4);
  CHECK(moment_error <= 1e-5);
}
