// docs/examples/quadruped_landing: a quadruped dropped onto its feet, from its
// emitted impulse and constrained dynamics. Checked by physics the emitted
// code does not use: the fall takes sqrt(2 h / g); the impact changes the
// linear momentum by the impulses' sum and the angular momentum about the
// centre of mass by their moments, stops the feet, and loses exactly
// Carnot's kinetic energy of the velocity change, 1/2 dv^T M dv; in the
// stance the ground forces are Newton's m (c'' - g), with the mass from the
// URDF and c'' by central differences of the emitted centre of mass, and the
// robot comes to rest on its weight.

#include <catch2/catch.hpp>

#include <cmath>

#include "landing.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "test_support.hpp"

using namespace quadruped_landing;

namespace {

constexpr double kG = 9.81;

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

Eigen::Matrix<double, 6, 1> centroidal_momentum(const Configuration& q, const Velocity& v) {
  Eigen::Matrix<double, 6, kNv, Eigen::RowMajor> Ag;
  model::centroidal_momentum_matrix(q.data(), Ag.data());
  return Ag * v;
}

Eigen::Vector3d center_of_mass(const Configuration& q) {
  Eigen::Vector3d c;
  model::center_of_mass(q.data(), c.data());
  return c;
}

double kinetic_energy(const Configuration& q, const Velocity& v) {
  Eigen::Matrix<double, kNv, kNv, Eigen::RowMajor> M;
  model::mass_matrix(q.data(), M.data());
  return 0.5 * v.dot(M * v);
}

std::size_t impact_index(const std::vector<Sample>& samples) {
  std::size_t at = 0;
  while (samples[at].phase != Phase::impact) ++at;
  return at;
}

}  // namespace

TEST_CASE("the quadruped falls for sqrt(2 h / g) and its impact obeys the laws of impact",
          "[examples][quadruped_landing]") {
  const Landing landing;
  const std::vector<Sample> samples = simulate(landing);
  const std::size_t at = impact_index(samples);
  const Sample &before = samples[at - 1], &impact = samples[at];
  // The pose does not change in free fall: the whole robot falls as a point.
  CHECK(std::abs(impact.t - std::sqrt(2 * landing.drop / kG)) <= 1e-9);
  CHECK(std::abs(before.qd(2) + std::sqrt(2 * kG * landing.drop)) <= 1e-9);
  CHECK(impact.status == 0);
  const double m = urdf_mass();
  const Eigen::Matrix<double, 6, 1> h_before = centroidal_momentum(before.q, before.qd),
                                    h_after = centroidal_momentum(impact.q, impact.qd);
  Eigen::Vector3d sum = Eigen::Vector3d::Zero(), moment = Eigen::Vector3d::Zero();
  const Eigen::Vector3d c = center_of_mass(impact.q);
  for (int f = 0; f < kFeet; ++f) {
    sum += impact.lambda[f];
    moment += (impact.foot[f] - c).cross(impact.lambda[f]);
  }
  const double p = m * std::sqrt(2 * kG * landing.drop);  // the momentum before, ~2.6 N s
  CHECK((h_after.head<3>() - h_before.head<3>() - sum).norm() <= 1e-12 * p);
  CHECK((h_after.tail<3>() - h_before.tail<3>() - moment).norm() <= 1e-12 * p);
  // The ground pushes up, and stops the feet only: ideal joints take no
  // impulse, so the heavy body keeps falling (the PD law catches it later).
  CHECK(sum.z() > 0);
  CHECK(sum.z() < 0.2 * p);
  // The feet stop (restitution 0).
  Eigen::Matrix<double, kRows, kNv, Eigen::RowMajor> Jc;
  model::contact_jacobian(impact.q.data(), Jc.data());
  CHECK((Jc * impact.qd).norm() <= 1e-12 * std::sqrt(2 * kG * landing.drop));
  // Carnot: a perfectly inelastic impact loses 1/2 dv^T M dv.
  const double lost = kinetic_energy(before.q, before.qd) - kinetic_energy(impact.q, impact.qd);
  const double carnot = kinetic_energy(impact.q, impact.qd - before.qd);
  INFO("kinetic energy lost " << lost << " J, Carnot's " << carnot << " J");
  CHECK(lost > 0);
  CHECK(std::abs(lost - carnot) <= 1e-12 * kinetic_energy(before.q, before.qd));
}

TEST_CASE("in the stance the ground forces are Newton's and the robot comes to rest on its weight",
          "[examples][quadruped_landing]") {
  const Landing landing;
  const std::vector<Sample> samples = simulate(landing);
  const std::size_t at = impact_index(samples);
  const double m = urdf_mass(), h = landing.dt;
  const Eigen::Vector3d g(0, 0, -kG);
  double slide = 0, force_error = 0;
  int status = 0;
  for (std::size_t k = at + 2; k + 1 < samples.size(); ++k) {
    const Sample &previous = samples[k - 1], &s = samples[k], &next = samples[k + 1];
    status = std::max(status, s.status);
    for (int f = 0; f < kFeet; ++f)
      slide = std::max(slide, (s.foot[f] - samples[at + 1].foot[f]).norm());
    const Eigen::Vector3d c_ddot =
        (center_of_mass(next.q) - 2 * center_of_mass(s.q) + center_of_mass(previous.q)) / (h * h);
    Eigen::Vector3d sum = Eigen::Vector3d::Zero();
    for (int f = 0; f < kFeet; ++f) sum += s.lambda[f];
    force_error = std::max(force_error, (sum - m * (c_ddot - g)).norm());
  }
  const Sample& last = samples.back();
  Eigen::Vector3d weight = Eigen::Vector3d::Zero();
  for (int f = 0; f < kFeet; ++f) weight += last.lambda[f];
  INFO("slide " << slide << " m, Newton's force error " << force_error << " N, at the end "
                << weight.transpose() << " N against m g " << m * kG << " N");
  CHECK(status == 0);
  CHECK(slide <= 1e-6);
  // Central differences at h = 0.5 ms err by h^2/12 m |c''''|, largest just
  // after touch-down where the forces reach 200 N: measured 7.7e-3 N.
  CHECK(force_error <= 1e-2);
  // At rest on its weight half a second later (measured to 1e-6 N).
  CHECK(std::abs(weight.z() - m * kG) <= 1e-4 * m * kG);
  CHECK(last.qd.norm() <= 0.05);
}
