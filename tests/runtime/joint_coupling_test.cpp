// Coupled joints (--mimic couple, nedyn/runtime/joint_coupling.hpp): the
// torques on the independent coordinates against KDL's TreeIdSolver_RNE on the
// whole tree with each follower's torque added to its leader's by hand; the
// kinetic energy of M_y against the links' velocities; and free motion of the
// coupled forward dynamics, which conserves energy only if the coupled M and
// forces are those of the mechanism.

#include <catch2/catch.hpp>

#include <map>
#include <random>

#include <kdl/tree.hpp>
#include <kdl/treeidsolver_recursive_newton_euler.hpp>
#include <kdl_parser/kdl_parser.hpp>

#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/energy.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/joint_coupling.hpp"
#include "test_support.hpp"

namespace nedyn {
namespace {

using test::kSeed;
using test::kUrdfDir;
using test::relative_error;

Model coupled_urdf(const std::string& file, bool snap = true) {
  UrdfOptions options;
  options.couple_mimics = true;
  options.snap = snap;
  std::vector<std::string> notes;
  return load_urdf(kUrdfDir + file, options, notes);
}

/// Without friction and rotor inertia: the rigid bodies alone (KDL's).
NumericModel rigid(NumericModel model) {
  for (NumericLink& link : model.links) link.viscous = link.coulomb = link.rotor_inertia = 0;
  return model;
}

/// Independent coordinates y in [-1, 1], rates in [-2, 2] (fixed bases).
Eigen::VectorXd random_vector(int n, double size, std::mt19937& rng) {
  std::uniform_real_distribution<double> u(-size, size);
  Eigen::VectorXd v(n);
  for (int i = 0; i < n; ++i) v(i) = u(rng);
  return v;
}

}  // namespace

TEST_CASE("coupled joints: the torques on the leaders are KDL's tree torques folded by hand",
          "[coupling][mimic][kdl]") {
  for (const char* file : {"humanoid40.urdf", "panda_hand.urdf", "gripper_arm.urdf"}) {
    DYNAMIC_SECTION(file) {
      const Model symbolic = coupled_urdf(file, false);  // KDL reads the file's numbers
      const NumericModel model = rigid(instantiate(symbolic));
      const JointCoupling coupling = joint_coupling(model);
      const int n = model.dof();
      const int followers = std::string(file) == "humanoid40.urdf" ? 6 : 1;
      REQUIRE(coupling.nv == n - followers);
      KDL::Tree tree;
      REQUIRE(kdl_parser::treeFromFile(kUrdfDir + file, tree));
      std::map<std::string, unsigned> kdl_index;
      for (const auto& entry : tree.getSegments()) {
        const KDL::Joint& joint = GetTreeElementSegment(entry.second).getJoint();
        if (joint.getType() != KDL::Joint::None)
          kdl_index[joint.getName()] = GetTreeElementQNr(entry.second);
      }
      // y's entry of each joint: the independent joints' in order.
      std::vector<int> entry(static_cast<std::size_t>(n), -1);
      int next = 0;
      for (int i = 0; i < n; ++i)
        if (symbolic.joints[static_cast<std::size_t>(i)].leader == 0)
          entry[static_cast<std::size_t>(i)] = next++;
      KDL::TreeIdSolver_RNE solver(
          tree, KDL::Vector(model.gravity(0), model.gravity(1), model.gravity(2)));
      Workspace ws(model);
      std::mt19937 rng(kSeed);
      for (int k = 0; k < 10; ++k) {
        const Eigen::VectorXd y = random_vector(coupling.nq, 1, rng);
        const Eigen::VectorXd yd = random_vector(coupling.nv, 2, rng);
        const Eigen::VectorXd ydd = random_vector(coupling.nv, 2, rng);
        // The whole tree's state, joint by joint from the file's mimic tags.
        KDL::JntArray q(n), qd(n), qdd(n), torques(n);
        for (int i = 0; i < n; ++i) {
          const Joint& j = symbolic.joints[static_cast<std::size_t>(i)];
          const int own = j.leader == 0 ? i : j.leader - 1;
          const double a =
              j.leader == 0 ? 1.0 : GiNaC::ex_to<GiNaC::numeric>(j.follow_multiplier).to_double();
          const double b =
              j.leader == 0 ? 0.0 : GiNaC::ex_to<GiNaC::numeric>(j.follow_offset).to_double();
          const int at = entry[static_cast<std::size_t>(own)];
          const unsigned kdl = kdl_index.at(j.name);
          q(kdl) = a * y(at) + b;
          qd(kdl) = a * yd(at);
          qdd(kdl) = a * ydd(at);
        }
        REQUIRE(solver.CartToJnt(q, qd, qdd, KDL::WrenchMap(), torques) >= 0);
        // Virtual work: a follower's torque acts on its leader's coordinate times a.
        Eigen::VectorXd expected = Eigen::VectorXd::Zero(coupling.nv);
        for (int i = 0; i < n; ++i) {
          const Joint& j = symbolic.joints[static_cast<std::size_t>(i)];
          const int own = j.leader == 0 ? i : j.leader - 1;
          const double a =
              j.leader == 0 ? 1.0 : GiNaC::ex_to<GiNaC::numeric>(j.follow_multiplier).to_double();
          expected(entry[static_cast<std::size_t>(own)]) += a * torques(kdl_index.at(j.name));
        }
        Eigen::VectorXd tau_y;
        coupled_inverse_dynamics(model, ws, coupling, y, yd, ydd, tau_y);
        INFO("state " << k);
        CHECK(relative_error(tau_y, expected) <= test::kUnsnappedUrdf);
      }
    }
  }
}

TEST_CASE("coupled joints: yd' M_y yd / 2 is the kinetic energy of the links' motion",
          "[coupling][mimic][energy]") {
  for (const char* file : {"humanoid40.urdf", "gripper_arm.urdf"}) {
    DYNAMIC_SECTION(file) {
      const NumericModel model = instantiate(coupled_urdf(file));
      const JointCoupling coupling = joint_coupling(model);
      Workspace ws(model);
      std::mt19937 rng(kSeed);
      for (int k = 0; k < 10; ++k) {
        const Eigen::VectorXd y = random_vector(coupling.nq, 1, rng);
        const Eigen::VectorXd yd = random_vector(coupling.nv, 2, rng);
        Eigen::MatrixXd M_y;
        coupled_mass_matrix(model, ws, coupling, y, M_y);
        const double from_links =
            kinetic_energy(model, ws, coupling.configuration(y), coupling.velocity(yd));
        CHECK(0.5 * yd.dot(M_y * yd) == Approx(from_links).epsilon(1e-12));
      }
    }
  }
}

TEST_CASE("coupled joints: free motion under gravity conserves energy",
          "[coupling][mimic][energy]") {
  // The humanoid's arms and fingers fall from a random pose for half a second
  // (RK4, 1 ms): the fingers' followers carry their share of the energy.
  NumericModel model = rigid(instantiate(coupled_urdf("humanoid40.urdf")));
  const JointCoupling coupling = joint_coupling(model);
  Workspace ws(model);
  std::mt19937 rng(kSeed);
  Eigen::VectorXd y = random_vector(coupling.nq, 1, rng);
  Eigen::VectorXd yd = random_vector(coupling.nv, 1, rng);
  const Eigen::VectorXd zero = Eigen::VectorXd::Zero(coupling.nv);
  const auto energy = [&](const Eigen::VectorXd& at, const Eigen::VectorXd& rate) {
    const Eigen::VectorXd q = coupling.configuration(at);
    return kinetic_energy(model, ws, q, coupling.velocity(rate)) + potential_energy(model, ws, q);
  };
  const auto acceleration = [&](const Eigen::VectorXd& at, const Eigen::VectorXd& rate) {
    Eigen::VectorXd ydd;
    coupled_forward_dynamics(model, ws, coupling, at, rate, zero, ydd);
    return ydd;
  };
  const double start = energy(y, yd);
  const double kinetic_start =
      kinetic_energy(model, ws, coupling.configuration(y), coupling.velocity(yd));
  const double dt = 1e-3;
  double largest_kinetic = kinetic_start;
  for (int step = 0; step < 500; ++step) {
    const Eigen::VectorXd a1 = acceleration(y, yd);
    const Eigen::VectorXd y2 = y + dt / 2 * yd, v2 = yd + dt / 2 * a1;
    const Eigen::VectorXd a2 = acceleration(y2, v2);
    const Eigen::VectorXd y3 = y + dt / 2 * v2, v3 = yd + dt / 2 * a2;
    const Eigen::VectorXd a3 = acceleration(y3, v3);
    const Eigen::VectorXd y4 = y + dt * v3, v4 = yd + dt * a3;
    const Eigen::VectorXd a4 = acceleration(y4, v4);
    y += dt / 6 * (yd + 2 * v2 + 2 * v3 + v4);
    yd += dt / 6 * (a1 + 2 * a2 + 2 * a3 + a4);
    largest_kinetic = std::max(largest_kinetic, kinetic_energy(model, ws, coupling.configuration(y),
                                                               coupling.velocity(yd)));
  }
  // Gravity did work: the energy changed form, not amount.
  CHECK(largest_kinetic > 2 * kinetic_start);
  CHECK(std::abs(energy(y, yd) - start) <= 1e-8 * largest_kinetic);
}

}  // namespace nedyn
