// Coupled joints (--mimic couple, nedyn/runtime/joint_coupling.hpp): the
// torques on the independent coordinates against KDL's TreeIdSolver_RNE on the
// whole tree with each follower's torque added to its leader's by hand; the
// kinetic energy of M_y against the links' velocities; and free motion of the
// coupled forward dynamics, which conserves energy only if the coupled M and
// forces are those of the mechanism. The task and contact solves in the
// coupled coordinates against the whole tree's equations they must satisfy,
// and their derivatives against central differences.

#include <catch2/catch.hpp>

#include <map>
#include <random>

#include <kdl/tree.hpp>
#include <kdl/treeidsolver_recursive_newton_euler.hpp>
#include <kdl_parser/kdl_parser.hpp>

#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/configuration.hpp"
#include "nedyn/runtime/contact_derivatives.hpp"
#include "nedyn/runtime/contact_dynamics.hpp"
#include "nedyn/runtime/energy.hpp"
#include "nedyn/runtime/frames.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/joint_coupling.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/operational_space.hpp"
#include "test_support.hpp"

namespace nedyn {
namespace {

using test::kSeed;
using test::kUrdfDir;
using test::relative_error;

Model coupled_urdf(const std::string& file, bool snap = true, bool floating_base = false) {
  UrdfOptions options;
  options.couple_mimics = true;
  options.snap = snap;
  options.floating_base = floating_base;
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

namespace nedyn {
namespace {

/// A held model of coupled joints, its coupling and a state drawn in y.
struct HeldState {
  Eigen::VectorXd y, yd, ydd;
};

HeldState random_held_state(const NumericModel& model, const JointCoupling& c, std::mt19937& rng) {
  return {c.independent_configuration(random_configuration(model, rng)),
          random_vector(c.nv, 2, rng), random_vector(c.nv, 5, rng)};
}

/// Jc and gamma of the whole tree at q(y), G yd.
void whole_contact_terms(const NumericModel& model, Workspace& ws, const JointCoupling& c,
                         const HeldState& s, Eigen::MatrixXd& Jc, Eigen::VectorXd& gamma) {
  const Eigen::VectorXd q = c.configuration(s.y);
  contact_jacobian(model, ws, q, model.contacts, Jc);
  contact_drift(model, ws, q, c.velocity(s.yd), model.contacts, gamma);
}

/// The gripper on a floating base held at its right finger, a follower
/// (non-redundant, 3 rows), and the humanoid held at a foot (6d), the other
/// foot's toe and a finger tip on a coupled finger.
std::vector<std::pair<std::string, NumericModel>> held_coupled_robots() {
  std::vector<std::pair<std::string, NumericModel>> out;
  NumericModel gripper = instantiate(coupled_urdf("gripper_arm.urdf", true, true));
  gripper.contacts = {{frame_named(gripper, "finger_right"), false}};
  out.emplace_back("gripper_arm", gripper);
  NumericModel humanoid = instantiate(coupled_urdf("humanoid40.urdf", true, true));
  humanoid.contacts = {{frame_named(humanoid, "l_toes"), true},
                       {frame_named(humanoid, "r_toes"), false},
                       {frame_named(humanoid, "l_index_tip"), false}};
  out.emplace_back("humanoid40", humanoid);
  return out;
}

}  // namespace

TEST_CASE("coupled joints: contact solves in y satisfy the whole tree's equations",
          "[coupling][mimic][contacts]") {
  for (const auto& [name, model] : held_coupled_robots()) {
    DYNAMIC_SECTION(name) {
      const JointCoupling c = joint_coupling(model);
      Workspace ws(model);
      std::mt19937 rng(kSeed);
      for (int k = 0; k < 10; ++k) {
        const HeldState s = random_held_state(model, c, rng);
        const Eigen::VectorXd q = c.configuration(s.y);
        Eigen::VectorXd tau_y, whole(model.nv());
        coupled_inverse_dynamics(model, ws, c, s.y, s.yd, s.ydd, tau_y);
        Eigen::MatrixXd Jc;
        Eigen::VectorXd gamma;
        whole_contact_terms(model, ws, c, s, Jc, gamma);
        // Forward: G^T (ID(q, G yd, G ydd) - Jc^T lambda) = tau_y, Jc G ydd + gamma = 0.
        Eigen::VectorXd ydd, lambda;
        REQUIRE(constrained_forward_dynamics(model, ws, s.y, s.yd, tau_y, model.contacts, ydd,
                                             lambda, nullptr, &c) == kContactSolved);
        inverse_dynamics(model, ws, q, c.velocity(s.yd), c.velocity(ydd), whole);
        CHECK(relative_error(c.G.transpose() * (whole - Jc.transpose() * lambda), tau_y) <= 1e-9);
        CHECK((Jc * c.velocity(ydd) + gamma).cwiseAbs().maxCoeff() <= 1e-9 * gamma.norm() + 1e-9);
        // Impact: G^T M G (yd+ - yd) = G^T Jc^T impulse, Jc G yd+ = -e Jc G yd.
        Eigen::VectorXd after, impulse;
        REQUIRE(impulse_dynamics(model, ws, s.y, s.yd, 0.3, model.contacts, after, impulse, &c) ==
                kContactSolved);
        Eigen::MatrixXd M_y;
        coupled_mass_matrix(model, ws, c, s.y, M_y);
        CHECK(relative_error(M_y * (after - s.yd), c.G.transpose() * Jc.transpose() * impulse) <=
              1e-9);
        CHECK(relative_error(Jc * c.velocity(after), -0.3 * (Jc * c.velocity(s.yd))) <= 1e-9);
        // Inverse: the base's rows free of torque, the rest the whole tree's
        // folded (where the contacts can hold the base: the humanoid's).
        if (contact_rows(model.contacts) < 6) continue;
        Eigen::VectorXd tau_c;
        REQUIRE(contact_inverse_dynamics(model, ws, s.y, s.yd, s.ydd, model.contacts, tau_c, lambda,
                                         nullptr, &c) == kContactSolved);
        CHECK(tau_c.head(6).cwiseAbs().maxCoeff() <= 1e-9 * tau_y.cwiseAbs().maxCoeff());
        CHECK(relative_error(tau_c + c.G.transpose() * Jc.transpose() * lambda, tau_y) <= 1e-9);
      }
    }
  }
}

TEST_CASE("coupled joints: contact derivatives in y are central differences of the solves",
          "[coupling][mimic][contacts][derivatives]") {
  // A fixed base (y is then a vector space): the gripper held at its tool
  // point, its fingers coupled.
  NumericModel model = instantiate(coupled_urdf("gripper_arm.urdf"));
  model.contacts = {{frame_named(model, "tcp"), false}};
  const JointCoupling c = joint_coupling(model);
  Workspace ws(model);
  std::mt19937 rng(kSeed);
  const double h = 1e-6;
  for (int k = 0; k < 5; ++k) {
    const HeldState s = random_held_state(model, c, rng);
    const Eigen::VectorXd tau = random_vector(c.nv, 10, rng);
    Eigen::VectorXd ydd, lambda;
    Eigen::MatrixXd dy, dyd, dtau, dly, dlyd, dltau;
    REQUIRE(constrained_forward_dynamics_derivatives(model, ws, s.y, s.yd, tau, model.contacts, ydd,
                                                     lambda, dy, dyd, dtau, dly, dlyd, dltau,
                                                     &c) == kContactSolved);
    // Column j of each partial: (f(x + h e_j) - f(x - h e_j)) / 2h.
    const auto solve = [&](const Eigen::VectorXd& y, const Eigen::VectorXd& yd,
                           const Eigen::VectorXd& t) {
      Eigen::VectorXd a, l;
      constrained_forward_dynamics(model, ws, y, yd, t, model.contacts, a, l, nullptr, &c);
      Eigen::VectorXd out(a.size() + l.size());
      out << a, l;
      return out;
    };
    for (int j = 0; j < c.nv; ++j) {
      const Eigen::VectorXd e = h * Eigen::VectorXd::Unit(c.nv, j);
      const Eigen::VectorXd by_y =
          (solve(s.y + e, s.yd, tau) - solve(s.y - e, s.yd, tau)) / (2 * h);
      const Eigen::VectorXd by_yd =
          (solve(s.y, s.yd + e, tau) - solve(s.y, s.yd - e, tau)) / (2 * h);
      const Eigen::VectorXd by_tau =
          (solve(s.y, s.yd, tau + e) - solve(s.y, s.yd, tau - e)) / (2 * h);
      Eigen::VectorXd expected_y(by_y.size()), expected_yd(by_y.size()), expected_tau(by_y.size());
      expected_y << dy.col(j), dly.col(j);
      expected_yd << dyd.col(j), dlyd.col(j);
      expected_tau << dtau.col(j), dltau.col(j);
      CHECK(relative_error(by_y, expected_y) <= 1e-6);
      CHECK(relative_error(by_yd, expected_yd) <= 1e-6);
      CHECK(relative_error(by_tau, expected_tau) <= 1e-6);
    }
    // The impact's.
    Eigen::VectorXd after, impulse;
    Eigen::MatrixXd da_dy, da_dyd, di_dy, di_dyd;
    REQUIRE(impulse_dynamics_derivatives(model, ws, s.y, s.yd, 0.4, model.contacts, after, impulse,
                                         da_dy, da_dyd, di_dy, di_dyd, &c) == kContactSolved);
    const auto impact = [&](const Eigen::VectorXd& y, const Eigen::VectorXd& yd) {
      Eigen::VectorXd a, i;
      impulse_dynamics(model, ws, y, yd, 0.4, model.contacts, a, i, &c);
      Eigen::VectorXd out(a.size() + i.size());
      out << a, i;
      return out;
    };
    for (int j = 0; j < c.nv; ++j) {
      const Eigen::VectorXd e = h * Eigen::VectorXd::Unit(c.nv, j);
      Eigen::VectorXd expected_y(after.size() + impulse.size()), expected_yd(expected_y.size());
      expected_y << da_dy.col(j), di_dy.col(j);
      expected_yd << da_dyd.col(j), di_dyd.col(j);
      CHECK(relative_error((impact(s.y + e, s.yd) - impact(s.y - e, s.yd)) / (2 * h), expected_y) <=
            1e-6);
      CHECK(relative_error((impact(s.y, s.yd + e) - impact(s.y, s.yd - e)) / (2 * h),
                           expected_yd) <= 1e-6);
    }
  }
}

TEST_CASE("coupled joints: torques of the task's terms give the task's acceleration",
          "[coupling][mimic][task]") {
  // Operational space control (Khatib 1987) in y: tau_y = J_y^T (Mx a + Vx +
  // Gx) makes J_y ydd + Jdot qd = a, ydd from the coupled forward dynamics.
  NumericModel model = rigid(instantiate(coupled_urdf("gripper_arm.urdf")));  // Vx has no friction
  model.task = {0, 1, 2};
  const JointCoupling c = joint_coupling(model);
  Workspace ws(model);
  std::mt19937 rng(kSeed);
  int compared = 0;
  for (int k = 0; k < 20; ++k) {
    const HeldState s = random_held_state(model, c, rng);
    TaskSpace t;
    try {
      t = task_space(model, ws, s.y, s.yd, 1e-4, &c);
    } catch (const SingularConfiguration&) {
      continue;
    }
    const Eigen::VectorXd a = random_vector(3, 5, rng);
    const Eigen::VectorXd tau_y = t.J.transpose() * (t.Lambda * a + t.mu + t.p);
    Eigen::VectorXd ydd;
    coupled_forward_dynamics(model, ws, c, s.y, s.yd, tau_y, ydd);
    const Eigen::VectorXd q = c.configuration(s.y);
    const Eigen::MatrixXd J = task_jacobian(model, ws, q) * c.G;  // the whole tree's, folded
    const Eigen::VectorXd Jdot_qd = jacobian_dot_qd(model, ws, q, c.velocity(s.yd)).head(3);
    CHECK(relative_error(J * ydd + Jdot_qd, a) <= 1e-8);
    ++compared;
  }
  CHECK(compared >= 10);
}

}  // namespace nedyn
