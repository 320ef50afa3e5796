// A floating base (Pinocchio's free flyer) checked against what a fixed base
// already answers and against physics: the same robot on six virtual joints
// (the fixed-base recursion that KDL confirms, urdf_tree_test) through the
// velocity map; momentum and energy conserved along a simulated free motion;
// one rigid body obeying seed 000's Newton and Euler equations (in joint
// space and in task space); the exponential map of integrate() along one
// twist.

#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <Eigen/Geometry>
#include <catch2/catch.hpp>

#include "nedyn/model/model_file.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/configuration.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/derivatives.hpp"
#include "nedyn/runtime/forward_dynamics.hpp"
#include "nedyn/runtime/frames.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/kinematics.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/operational_space.hpp"
#include "nedyn/runtime/workspace.hpp"
#include "test_support.hpp"

namespace nedyn {
namespace {

/// A test tree with its root link as a floating base.
Model floating_tree(const std::string& urdf) {
  UrdfOptions options;
  options.floating_base = true;
  std::vector<std::string> notes;
  return load_urdf(test::kUrdfDir + urdf, options, notes);
}

/// The robot on a fixed base through six virtual joints: prismatic along the
/// world's x, y, z, then revolute about x, y, z of the turning frame (all
/// frames the world's at zero). Link 6 is the base body, its frame the
/// base's; the tool is moved there (the test reads the base's Jacobian).
Model on_virtual_joints(const Model& floating) {
  const ExMat3 identity{ExVec3{1, 0, 0}, ExVec3{0, 1, 0}, ExVec3{0, 0, 1}};
  const ExMat3 z_to_x{ExVec3{0, 0, 1}, ExVec3{0, 1, 0}, ExVec3{-1, 0, 0}};  // Ry(pi/2)
  const ExMat3 z_to_y{ExVec3{1, 0, 0}, ExVec3{0, 0, 1}, ExVec3{0, -1, 0}};  // Rx(-pi/2)
  const ExMat3 axes[6] = {z_to_x, z_to_y, identity, z_to_x, z_to_y, identity};
  Model fixed = floating;
  fixed.floating_base = false;
  fixed.joints.clear();
  Placement previous;  // frame k-1 in the world, at zero
  for (int k = 0; k < 6; ++k) {
    Joint j;
    j.type = k < 3 ? JointType::prismatic : JointType::revolute;
    j.name = "virtual" + std::to_string(k + 1);
    j.parent = k;
    Placement frame;
    frame.rotation = axes[k];
    j.placement = compose(inverse(previous), frame);
    j.mass = 0;
    j.com = {0, 0, 0};
    j.inertia = {0, 0, 0, 0, 0, 0};
    previous = frame;
    fixed.joints.push_back(j);
  }
  Joint& base = fixed.joints.back();
  base.mass = floating.base_body.mass;
  base.com = floating.base_body.com;
  base.inertia = floating.base_body.inertia;
  for (Joint j : floating.joints) {
    j.parent += 6;
    fixed.joints.push_back(j);
  }
  fixed.tool = Placement();
  fixed.tool_link = 6;
  fixed.task.clear();
  return fixed;
}

/// on_virtual_joints() with the floating model's tool (its link and
/// placement) and task: the base's link is link 6 there.
Model on_virtual_joints_with_tool(const Model& floating) {
  Model fixed = on_virtual_joints(floating);
  fixed.tool = floating.tool;
  fixed.tool_link = floating.tip_link() + 6;
  fixed.task = task_rows(floating);
  return fixed;
}

double largest(const Eigen::MatrixXd& m) { return std::max(1.0, m.cwiseAbs().maxCoeff()); }

/// A state of the virtual joints as the floating base's q, v and a, with T,
/// the map from the virtual joints' rates to v.
struct FloatingState {
  Eigen::VectorXd q, v, a;
  Eigen::MatrixXd T;
};

/// `fixed` is on_virtual_joints(), whose tool is the base.
FloatingState floating_state(const NumericModel& fixed, Workspace& ws_fixed, const test::State& s) {
  const int nv = fixed.dof(), n = nv - 6;
  // The base's pose, twist and twist rate from the virtual joints.
  forward_kinematics(fixed, s.q, ws_fixed);
  const Eigen::Matrix3d R = ws_fixed.T0[6].topLeftCorner<3, 3>();
  Eigen::MatrixXd J(6, nv);
  jacobian(fixed, ws_fixed, s.q, J);
  CHECK(J.rightCols(n).cwiseAbs().maxCoeff() == 0.0);
  const Eigen::VectorXd Jdqd = jacobian_dot_qd(fixed, ws_fixed, s.q, s.qd);
  FloatingState out;
  out.T = Eigen::MatrixXd::Identity(nv, nv);  // qd_fixed -> qd_floating
  out.T.topLeftCorner<3, 6>() = R.transpose() * J.topLeftCorner<3, 6>();
  out.T.block<3, 6>(3, 0) = R.transpose() * J.block<3, 6>(3, 0);
  const Eigen::Vector3d w_dot = R.transpose() * (J.bottomRows<3>() * s.qdd + Jdqd.tail<3>());
  const Eigen::Vector3d p_ddot = R.transpose() * (J.topRows<3>() * s.qdd + Jdqd.head<3>());
  out.q.resize(nv + 1);
  out.v = out.T * s.qd;
  out.a.resize(nv);
  const Eigen::Quaterniond r(R);
  out.q << ws_fixed.T0[6].topRightCorner<3, 1>(), r.x(), r.y(), r.z(), r.w(), s.q.tail(n);
  // Pinocchio's a is the rate of the twist's base-frame components.
  out.a << p_ddot - out.v.segment<3>(3).cross(out.v.head<3>()), w_dot, s.qdd.tail(n);
  return out;
}

TEST_CASE("a floating base equals six virtual joints through the velocity map") {
  for (const char* urdf : {"quadruped12.urdf", "humanoid21.urdf"}) {
    DYNAMIC_SECTION(urdf) {
      const Model floating_model = floating_tree(urdf);
      const NumericModel floating = instantiate(floating_model, {});
      const NumericModel fixed = instantiate(on_virtual_joints(floating_model), {});
      const int nv = floating.nv();
      REQUIRE(fixed.dof() == nv);
      Workspace ws_floating(floating), ws_fixed(fixed);
      std::mt19937 rng(test::kSeed);
      for (int k = 0; k < test::kStates; ++k) {
        const test::State s = test::random_state(fixed, rng);
        const FloatingState f = floating_state(fixed, ws_fixed, s);
        const Eigen::VectorXd &q = f.q, &v = f.v, &a = f.a;
        const Eigen::MatrixXd& T = f.T;

        Eigen::VectorXd tau_fixed(nv), tau_floating(nv);
        inverse_dynamics(fixed, ws_fixed, s.q, s.qd, s.qdd, tau_fixed);
        inverse_dynamics(floating, ws_floating, q, v, a, tau_floating);
        const Eigen::VectorXd mapped = T.transpose() * tau_floating;  // virtual work
        CHECK((mapped - tau_fixed).cwiseAbs().maxCoeff() <= test::kAgreement * largest(tau_fixed));

        Eigen::MatrixXd M_fixed(nv, nv), M_floating(nv, nv);
        mass_matrix_composite(fixed, ws_fixed, s.q, M_fixed);
        mass_matrix_composite(floating, ws_floating, q, M_floating);
        const Eigen::MatrixXd M_mapped = T.transpose() * M_floating * T;
        CHECK((M_mapped - M_fixed).cwiseAbs().maxCoeff() <= test::kAgreement * largest(M_fixed));
        // The floating composite bodies against unit accelerations of the recursion.
        Eigen::MatrixXd M_columns(nv, nv);
        mass_matrix(floating, ws_floating, q, M_columns);
        CHECK((M_columns - M_floating).cwiseAbs().maxCoeff() <=
              test::kAgreement * largest(M_floating));
        // In base-frame coordinates M does not depend on the base's pose.
        Eigen::VectorXd moved = q;
        moved.head<7>() = random_configuration(floating, rng).head<7>();
        Eigen::MatrixXd M_moved(nv, nv);
        mass_matrix_composite(floating, ws_floating, moved, M_moved);
        CHECK((M_moved - M_floating).cwiseAbs().maxCoeff() <=
              test::kAgreement * largest(M_floating));
      }
    }
  }
}

TEST_CASE("a floating base's task-space terms are those of six virtual joints") {
  // Mx = (J M^-1 J^T)^-1, Vx + Gx = -Mx xdd at tau = 0 and Gx are the tool's
  // physics, whatever the coordinates: the floating base's (base-frame
  // twist, world-aligned J) and the virtual joints' (a fixed base, checked
  // against KDL and the seed's formulas in operational_space_test) agree.
  for (const char* urdf : {"quadruped12.urdf", "humanoid21.urdf"}) {
    DYNAMIC_SECTION(urdf) {
      Model floating_model = floating_tree(urdf);
      if (std::string(urdf) == "humanoid21.urdf") floating_model.task = {0, 1, 2};  // x y z
      const NumericModel floating = instantiate(floating_model, {});
      const NumericModel base_fixed = instantiate(on_virtual_joints(floating_model), {});
      const NumericModel tool_fixed = instantiate(on_virtual_joints_with_tool(floating_model), {});
      REQUIRE(floating.task == tool_fixed.task);
      Workspace ws_floating(floating), ws_base(base_fixed), ws_tool(tool_fixed);
      std::mt19937 rng(test::kSeed);
      int checked = 0;
      for (int k = 0; k < test::kStates; ++k) {
        const test::State s = test::random_state(tool_fixed, rng);
        const FloatingState f = floating_state(base_fixed, ws_base, s);
        TaskSpace expected, t;
        try {
          expected = task_space(tool_fixed, ws_tool, s.q, s.qd, 1e-2);
          t = task_space(floating, ws_floating, f.q, f.v, 1e-2);
        } catch (const SingularConfiguration&) {
          continue;  // near a singularity rounding grows as 1/measure
        }
        INFO("state " << k);
        CHECK((t.J * f.T - expected.J).cwiseAbs().maxCoeff() <=
              test::kAgreement * largest(expected.J));
        CHECK((t.Lambda - expected.Lambda).cwiseAbs().maxCoeff() <=
              1e-9 * largest(expected.Lambda));
        CHECK((t.mu - expected.mu).cwiseAbs().maxCoeff() <= 1e-9 * largest(expected.mu));
        CHECK((t.p - expected.p).cwiseAbs().maxCoeff() <= 1e-9 * largest(expected.p));
        // Bx [v v] + Cx [v^2] = J^T Vx in the floating base's own v.
        Eigen::MatrixXd Bx, Cx;
        task_velocity_coefficients(floating, ws_floating, f.q, Bx, Cx, 1e-2);
        const int nv = floating.nv();
        Eigen::VectorXd products(pair_count(nv));
        for (int j = 0; j < nv; ++j)
          for (int l = j + 1; l < nv; ++l) products(pair_index(j, l, nv)) = f.v(j) * f.v(l);
        const Eigen::VectorXd joint_terms = t.J.transpose() * t.mu;
        CHECK((Bx * products + Cx * f.v.cwiseAbs2() - joint_terms).cwiseAbs().maxCoeff() <=
              1e-9 * largest(joint_terms));
        ++checked;
      }
      CHECK(checked >= test::kStates / 2);
    }
  }
}

/// World momentum of a floating robot: linear, then angular about the
/// world's origin (h = M[0:6] v is about the base origin in base axes).
Eigen::Matrix<double, 6, 1> world_momentum(const NumericModel& model, Workspace& ws,
                                           const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  Eigen::MatrixXd M(model.nv(), model.nv());
  mass_matrix_composite(model, ws, q, M);
  const Eigen::Matrix<double, 6, 1> h = M.topRows<6>() * v;
  const Eigen::Matrix4d T = base_pose(model, q);
  const Eigen::Matrix3d R = T.topLeftCorner<3, 3>();
  const Eigen::Vector3d linear = R * h.head<3>();
  Eigen::Matrix<double, 6, 1> out;
  out << linear, R * h.tail<3>() + Eigen::Vector3d(T.topRightCorner<3, 1>()).cross(linear);
  return out;
}

/// dq/dt at velocity v: the base's position moves at R v_lin, its
/// quaternion e, w at (w omega + e x omega) / 2, -e . omega / 2, the joints at
/// their rates.
Eigen::VectorXd configuration_rate(const NumericModel& model, const Eigen::VectorXd& q,
                                   const Eigen::VectorXd& v) {
  Eigen::VectorXd rate(model.nq());
  const Eigen::Vector3d e = q.segment<3>(3), w = v.segment<3>(3);
  rate.head<3>() = base_pose(model, q).topLeftCorner<3, 3>() * v.head<3>();
  rate.segment<3>(3) = 0.5 * (q(6) * w + e.cross(w));
  rate(6) = -0.5 * e.dot(w);
  rate.tail(model.dof()) = v.tail(model.dof());
  return rate;
}

/// One classical Runge-Kutta step of free motion (tau = 0) in the
/// coordinates q, v (a fourth-order method there), the quaternion renormalised.
void runge_kutta_step(const NumericModel& model, Workspace& ws, double dt, Eigen::VectorXd& q,
                      Eigen::VectorXd& v) {
  const Eigen::VectorXd zero = Eigen::VectorXd::Zero(model.nv());
  const auto acceleration = [&](const Eigen::VectorXd& at_q, const Eigen::VectorXd& at_v) {
    Eigen::VectorXd a(model.nv());
    forward_dynamics(model, ws, at_q, at_v, zero, a);
    return a;
  };
  const Eigen::VectorXd a1 = acceleration(q, v), r1 = configuration_rate(model, q, v);
  const Eigen::VectorXd q2 = q + dt / 2 * r1, v2 = v + dt / 2 * a1;
  const Eigen::VectorXd a2 = acceleration(q2, v2), r2 = configuration_rate(model, q2, v2);
  const Eigen::VectorXd q3 = q + dt / 2 * r2, v3 = v + dt / 2 * a2;
  const Eigen::VectorXd a3 = acceleration(q3, v3), r3 = configuration_rate(model, q3, v3);
  const Eigen::VectorXd q4 = q + dt * r3, v4 = v + dt * a3;
  const Eigen::VectorXd a4 = acceleration(q4, v4), r4 = configuration_rate(model, q4, v4);
  q += dt / 6 * (r1 + 2 * r2 + 2 * r3 + r4);
  q.segment<4>(3).normalize();
  v += dt / 6 * (a1 + 2 * a2 + 2 * a3 + a4);
}

TEST_CASE("a free floating robot keeps its momentum and its energy") {
  NumericModel model = instantiate(floating_tree("quadruped12.urdf"), {});
  for (NumericLink& link : model.links) link.viscous = link.coulomb = 0;  // no losses
  Workspace ws(model);
  std::mt19937 rng(test::kSeed);
  std::uniform_real_distribution<double> rate(-1.0, 1.0);
  for (const bool gravity : {false, true}) {
    DYNAMIC_SECTION((gravity ? "gravity" : "no gravity")) {
      model.gravity = gravity ? Eigen::Vector3d(0, 0, -9.81) : Eigen::Vector3d::Zero();
      Eigen::VectorXd q = random_configuration(model, rng), v(model.nv());
      for (int i = 0; i < model.nv(); ++i) v(i) = rate(rng);
      const auto energy = [&] {
        Eigen::MatrixXd M(model.nv(), model.nv());
        mass_matrix_composite(model, ws, q, M);
        return 0.5 * v.dot(M * v);
      };
      double mass = model.base_mass;
      for (const NumericLink& link : model.links) mass += link.mass;
      const Eigen::Matrix<double, 6, 1> h0 = world_momentum(model, ws, q, v);
      const double e0 = energy();
      const double dt = 1e-3;
      const int steps = 200;
      for (int k = 0; k < steps; ++k) runge_kutta_step(model, ws, dt, q, v);
      const Eigen::Matrix<double, 6, 1> h = world_momentum(model, ws, q, v);
      const Eigen::Vector3d impulse = mass * model.gravity * (dt * steps);
      INFO("relative drift of linear momentum "
           << (h.head<3>() - h0.head<3>() - impulse).norm() / h0.norm() << ", angular "
           << (h.tail<3>() - h0.tail<3>()).norm() / h0.norm() << ", energy "
           << std::abs(energy() - e0) / e0);
      CHECK((h.head<3>() - h0.head<3>() - impulse).norm() <= 1e-9 * h0.norm());
      if (!gravity) {
        CHECK((h.tail<3>() - h0.tail<3>()).norm() <= 1e-9 * h0.norm());
        CHECK(std::abs(energy() - e0) <= 1e-9 * e0);
      }
    }
  }
}

TEST_CASE("floating-base torque derivatives are those along integrate (the tangent space)") {
  for (const std::string urdf : {"quadruped12.urdf", "humanoid21.urdf"}) {
    DYNAMIC_SECTION(urdf) {
      const NumericModel model = instantiate(floating_tree(urdf), {});
      Workspace ws(model);
      std::mt19937 rng(test::kSeed);
      std::uniform_real_distribution<double> value(-2.0, 2.0);
      const int nv = model.nv();
      for (int k = 0; k < 5; ++k) {
        const Eigen::VectorXd q = random_configuration(model, rng);
        Eigen::VectorXd v(nv), a(nv);
        for (int i = 0; i < nv; ++i) {
          v(i) = value(rng);
          a(i) = value(rng);
        }
        Eigen::MatrixXd dq, dv;
        inverse_dynamics_derivatives(model, q, v, a, dq, dv);
        REQUIRE(dq.rows() == nv);
        REQUIRE(dq.cols() == nv);
        // Central differences of tau along integrate(q, h e_j) and v + h e_j.
        const double h = 1e-6;
        Eigen::MatrixXd fq(nv, nv), fv(nv, nv);
        Eigen::VectorXd plus(nv), minus(nv);
        for (int j = 0; j < nv; ++j) {
          const Eigen::VectorXd e = Eigen::VectorXd::Unit(nv, j);
          inverse_dynamics(model, ws, integrate(model, q, e, h), v, a, plus);
          inverse_dynamics(model, ws, integrate(model, q, e, -h), v, a, minus);
          fq.col(j) = (plus - minus) / (2 * h);
          inverse_dynamics(model, ws, q, v + h * e, a, plus);
          inverse_dynamics(model, ws, q, v - h * e, a, minus);
          fv.col(j) = (plus - minus) / (2 * h);
        }
        INFO("state " << k << ": d/dq off by " << (dq - fq).cwiseAbs().maxCoeff() << ", d/dv by "
                      << (dv - fv).cwiseAbs().maxCoeff());
        CHECK((dq - fq).cwiseAbs().maxCoeff() <= 1e-6 * std::max(1.0, fq.cwiseAbs().maxCoeff()));
        CHECK((dv - fv).cwiseAbs().maxCoeff() <= 1e-6 * std::max(1.0, fv.cwiseAbs().maxCoeff()));
        // Forward dynamics' derivatives: -M^-1 those of tau at qdd = FD(tau), M^-1.
        Eigen::VectorXd tau(nv), qdd(nv);
        inverse_dynamics(model, ws, q, v, a, tau);
        Eigen::MatrixXd fdq, fdv, fdtau;
        forward_dynamics_derivatives(model, ws, q, v, tau, qdd, fdq, fdv, fdtau);
        CHECK((qdd - a).cwiseAbs().maxCoeff() <= 1e-9 * std::max(1.0, a.cwiseAbs().maxCoeff()));
        Eigen::MatrixXd M(nv, nv);
        mass_matrix_composite(model, ws, q, M);
        CHECK((M * fdq + dq).cwiseAbs().maxCoeff() <=
              1e-9 * std::max(1.0, dq.cwiseAbs().maxCoeff()));
        CHECK((M * fdtau - Eigen::MatrixXd::Identity(nv, nv)).cwiseAbs().maxCoeff() <= 1e-9);
        // The base's position does not matter; its orientation does, through gravity.
        CHECK(dq.leftCols<3>().cwiseAbs().maxCoeff() == 0.0);
        CHECK(dq.middleCols<3>(3).cwiseAbs().maxCoeff() > 1e-3);
      }
    }
  }
}

TEST_CASE("a floating base from YAML equals the URDF's") {
  // tests/trees/quadruped12.yaml with base: floating (its base_link is the URDF's base).
  std::ifstream in(NEDYN_SOURCE_DIR "/tests/trees/quadruped12.yaml");
  std::stringstream text;
  text << "base: floating\n" << in.rdbuf();
  const Model yaml = load_model_from_string(text.str(), "quadruped12.yaml");
  REQUIRE(yaml.floating_base);
  const NumericModel from_yaml = instantiate(yaml, {});
  const NumericModel from_urdf = instantiate(floating_tree("quadruped12.urdf"), {});
  REQUIRE(from_yaml.nq() == from_urdf.nq());
  Workspace ws_yaml(from_yaml), ws_urdf(from_urdf);
  std::mt19937 rng(test::kSeed);
  std::uniform_real_distribution<double> rate(-2.0, 2.0);
  const int nv = from_urdf.nv();
  for (int k = 0; k < test::kStates; ++k) {
    const Eigen::VectorXd q = random_configuration(from_urdf, rng);
    Eigen::VectorXd v(nv), a(nv), tau_yaml(nv), tau_urdf(nv);
    for (int i = 0; i < nv; ++i) {
      v(i) = rate(rng);
      a(i) = rate(rng);
    }
    inverse_dynamics(from_yaml, ws_yaml, q, v, a, tau_yaml);
    inverse_dynamics(from_urdf, ws_urdf, q, v, a, tau_urdf);
    CHECK((tau_yaml - tau_urdf).cwiseAbs().maxCoeff() <= 1e-12 * largest(tau_urdf));
    Eigen::MatrixXd M_yaml(nv, nv), M_urdf(nv, nv);
    mass_matrix_composite(from_yaml, ws_yaml, q, M_yaml);
    mass_matrix_composite(from_urdf, ws_urdf, q, M_urdf);
    CHECK((M_yaml - M_urdf).cwiseAbs().maxCoeff() <= 1e-12 * largest(M_urdf));
  }
}

namespace {

/// A quadrotor-sized floating body with a general inertia tensor.
NumericModel general_body() {
  NumericModel body;
  body.floating_base = true;
  body.tool_link = 0;
  body.base_mass = 1.2;
  body.base_inertia << 0.012, 0.0004, -0.0002, 0.0004, 0.014, 0.0003, -0.0002, 0.0003, 0.021;
  return body;
}

// Forward dynamics of a lone floating body against seed 000's equations:
// thrust u along its z axis and body moments M.
void check_newton_euler(const NumericModel& body) {
  Workspace ws(body);
  std::mt19937 rng(test::kSeed);
  std::uniform_real_distribution<double> rate(-3.0, 3.0), thrust(0.0, 30.0), moment(-0.5, 0.5);
  for (int k = 0; k < test::kStates; ++k) {
    const Eigen::VectorXd q = random_configuration(body, rng);
    Eigen::VectorXd v(6), tau = Eigen::VectorXd::Zero(6), a(6);
    for (int i = 0; i < 6; ++i) v(i) = rate(rng);
    tau(2) = thrust(rng);
    for (int i = 3; i < 6; ++i) tau(i) = moment(rng);
    forward_dynamics(body, ws, q, v, tau, a);
    const Eigen::Matrix3d R = base_pose(body, q).topLeftCorner<3, 3>();
    const Eigen::Vector3d w = v.tail<3>();
    // m x'' = R (0, 0, u) - (0, 0, m g): x'' = R (a_lin + w x v) (seed 000, Newton).
    const Eigen::Vector3d x_ddot = R * (a.head<3>() + w.cross(v.head<3>()));
    const Eigen::Vector3d newton = R * tau.head<3>() + body.base_mass * body.gravity;
    CHECK((body.base_mass * x_ddot - newton).norm() <= 1e-12 * newton.norm());
    // I w' = M - w x I w in the body frame (seed 000, Euler).
    const Eigen::Vector3d euler = tau.tail<3>() - w.cross(body.base_inertia * w);
    CHECK((body.base_inertia * a.tail<3>() - euler).norm() <= 1e-12 * std::max(1.0, euler.norm()));
  }
}

}  // namespace

TEST_CASE("one floating body obeys seed 000's Newton and Euler equations") {
  SECTION("a quadrotor-sized body with a general inertia tensor") {
    check_newton_euler(general_body());
  }
  SECTION("models/quadrotor_floating.yaml") {
    const NumericModel body = instantiate(
        load_model(NEDYN_MODELS_DIR "/quadrotor_floating.yaml"),
        {{"m", 0.468}, {"g", 9.81}, {"Ixx", 4.856e-3}, {"Iyy", 4.856e-3}, {"Izz", 8.801e-3}});
    REQUIRE(body.nv() == 6);
    CHECK(body.gravity == Eigen::Vector3d(0, 0, -9.81));
    CHECK(body.base_inertia ==
          Eigen::Vector3d(4.856e-3, 4.856e-3, 8.801e-3).asDiagonal().toDenseMatrix());
    check_newton_euler(body);
  }
}

TEST_CASE("one floating body's task-space terms are seed 000's equations in the world") {
  // The tool at the body's origin, its centre of mass: F = Mx xdd + Vx + Gx
  // is Newton's f = m x'' - m g and Euler's n = I_w w' + w x I_w w in the
  // world's axes, I_w = R I R^T: Mx = diag(m 1, I_w), Vx = (0, w x I_w w),
  // Gx = (-m g, 0).
  NumericModel body = general_body();
  body.task = {0, 1, 2, 3, 4, 5};
  Workspace ws(body);
  std::mt19937 rng(test::kSeed);
  std::uniform_real_distribution<double> rate(-3.0, 3.0);
  for (int k = 0; k < test::kStates; ++k) {
    const Eigen::VectorXd q = random_configuration(body, rng);
    Eigen::VectorXd v(6);
    for (int i = 0; i < 6; ++i) v(i) = rate(rng);
    const TaskSpace t = task_space(body, ws, q, v);
    const Eigen::Matrix3d R = base_pose(body, q).topLeftCorner<3, 3>();
    const Eigen::Matrix3d I_w = R * body.base_inertia * R.transpose();
    const Eigen::Vector3d w = R * v.tail<3>();
    Eigen::MatrixXd Mx = Eigen::MatrixXd::Zero(6, 6);
    Mx.topLeftCorner<3, 3>() = body.base_mass * Eigen::Matrix3d::Identity();
    Mx.bottomRightCorner<3, 3>() = I_w;
    Eigen::VectorXd Vx(6), Gx(6);
    Vx << Eigen::Vector3d::Zero(), w.cross(I_w * w);
    Gx << -body.base_mass * body.gravity, Eigen::Vector3d::Zero();
    INFO("state " << k);
    CHECK((t.Lambda - Mx).cwiseAbs().maxCoeff() <= 1e-12 * largest(Mx));
    CHECK((t.mu - Vx).cwiseAbs().maxCoeff() <= 1e-12 * largest(Vx));
    CHECK((t.p - Gx).cwiseAbs().maxCoeff() <= 1e-12 * largest(Gx));
  }
}

TEST_CASE("integrate follows one twist: exp((s + t) xi) = exp(t xi) exp(s xi)") {
  NumericModel body;
  body.floating_base = true;
  body.tool_link = 0;
  std::mt19937 rng(test::kSeed);
  std::uniform_real_distribution<double> rate(-2.0, 2.0), time(0.0, 0.5);
  for (int k = 0; k < test::kStates; ++k) {
    const Eigen::VectorXd q = random_configuration(body, rng);
    Eigen::VectorXd v(6);
    for (int i = 0; i < 6; ++i) v(i) = rate(rng);
    if (k == 0) v.tail<3>().setZero();  // a pure translation: p + R v t
    const double s = time(rng), t = time(rng);
    const Eigen::VectorXd once = integrate(body, q, v, s + t);
    const Eigen::VectorXd twice = integrate(body, integrate(body, q, v, s), v, t);
    CHECK((once.head<3>() - twice.head<3>()).norm() <= 1e-12);
    // The same rotation (a quaternion and its negative are one).
    CHECK(std::abs(std::abs(once.segment<4>(3).dot(twice.segment<4>(3))) - 1) <= 1e-12);
    if (k == 0) {
      const Eigen::Vector3d expected =
          q.head<3>() + base_pose(body, q).topLeftCorner<3, 3>() * v.head<3>() * (s + t);
      CHECK((once.head<3>() - expected).norm() <= 1e-12);
    }
  }
}

TEST_CASE("a floating base's B, C and Cc: V = B [v v] + C [v^2] = Cc v, Mdot - 2 Cc skew") {
  for (const std::string urdf : {"quadruped12.urdf", "humanoid21.urdf"}) {
    DYNAMIC_SECTION(urdf) {
      const NumericModel model = instantiate(floating_tree(urdf), {});
      const int nv = model.nv();
      Workspace ws(model);
      std::mt19937 rng(test::kSeed);
      std::uniform_real_distribution<double> rate(-1.0, 1.0);
      Eigen::VectorXd V(nv), v(nv), v_pairs(pair_count(nv));
      Eigen::MatrixXd B(nv, pair_count(nv)), C(nv, nv), Cc(nv, nv), Mp(nv, nv), Mm(nv, nv);
      for (int k = 0; k < 5; ++k) {
        const Eigen::VectorXd q = random_configuration(model, rng);
        for (int i = 0; i < nv; ++i) v(i) = rate(rng);
        coriolis_centrifugal(model, ws, q, v, V);
        coriolis_coefficients(model, ws, q, B);
        centrifugal_coefficients(model, ws, q, C);
        coriolis_matrix(model, ws, q, v, Cc);
        for (int j = 0; j < nv; ++j)
          for (int i = j + 1; i < nv; ++i) v_pairs(pair_index(j, i, nv)) = v(j) * v(i);
        INFO("state " << k);
        CHECK((B * v_pairs + C * v.cwiseAbs2() - V).cwiseAbs().maxCoeff() <= 1e-12 * largest(V));
        CHECK((Cc * v - V).cwiseAbs().maxCoeff() <= 1e-12 * largest(V));
        // dM/dt along the motion: M at integrate(q, v, +-h), central differences.
        const double h = 1e-6;
        mass_matrix_composite(model, ws, integrate(model, q, v, h), Mp);
        mass_matrix_composite(model, ws, integrate(model, q, v, -h), Mm);
        const Eigen::MatrixXd M_dot = (Mp - Mm) / (2 * h);
        const Eigen::MatrixXd S = M_dot - 2 * Cc;
        CHECK((S + S.transpose()).cwiseAbs().maxCoeff() <=
              1e-7 * std::max(largest(M_dot), largest(Cc)));
      }
    }
  }
  SECTION("one body: Cc is the skew matrix of its momentum, -(I v) x-bar*") {
    const NumericModel body = general_body();
    Workspace ws(body);
    std::mt19937 rng(test::kSeed);
    const Eigen::VectorXd q = random_configuration(body, rng);
    Eigen::VectorXd v(6);
    v << 0.3, -0.2, 0.5, 1.1, -0.7, 0.4;
    Eigen::MatrixXd Cc(6, 6);
    coriolis_matrix(body, ws, q, v, Cc);
    // Momentum p = m u, l = I w (the body's centre of mass at its origin).
    const Eigen::Vector3d p = body.base_mass * v.head<3>(), l = body.base_inertia * v.tail<3>();
    Eigen::MatrixXd expected = Eigen::MatrixXd::Zero(6, 6);
    expected.block<3, 3>(0, 3) = -skew(p);
    expected.block<3, 3>(3, 0) = -skew(p);
    expected.block<3, 3>(3, 3) = -skew(l);
    CHECK((Cc - expected).cwiseAbs().maxCoeff() <= 1e-15);
  }
}

TEST_CASE("a floating base's link wrenches act through the links' Jacobians") {
  // tau_ext = tau - sum_i J_i^T (R_0i f_i, R_0i n_i), J_i the world-aligned
  // Jacobian of link i's own frame (the base's body is link 0, row 0).
  const NumericModel model = instantiate(floating_tree("quadruped12.urdf"), {});
  const int nv = model.nv(), links = model.links_with_wrenches();
  REQUIRE(links == model.dof() + 1);
  Workspace ws(model);
  std::mt19937 rng(test::kSeed);
  std::uniform_real_distribution<double> rate(-1.0, 1.0), force(-20.0, 20.0);
  for (int k = 0; k < test::kStates; ++k) {
    const Eigen::VectorXd q = random_configuration(model, rng);
    Eigen::VectorXd v(nv), a(nv), tau(nv), tau_external(nv);
    for (int i = 0; i < nv; ++i) {
      v(i) = rate(rng);
      a(i) = rate(rng);
    }
    LinkWrenches fext(links, 6);
    for (int i = 0; i < links; ++i)
      for (int c = 0; c < 6; ++c) fext(i, c) = force(rng);
    inverse_dynamics(model, ws, q, v, a, tau);
    inverse_dynamics_external(model, ws, q, v, a, fext, tau_external);
    Eigen::VectorXd expected = tau;
    for (int i = 0; i < links; ++i) {
      NumericFrame frame;
      frame.link = i;
      if (i > 0) frame.placement = model.links[static_cast<std::size_t>(i - 1)].link_frame;
      const Eigen::Matrix3d R = frame_pose(model, ws, q, frame).topLeftCorner<3, 3>();
      Eigen::MatrixXd J(6, nv);
      frame_jacobian(model, ws, q, frame, J);
      Eigen::Matrix<double, 6, 1> w;
      w << R * fext.row(i).head<3>().transpose(), R * fext.row(i).tail<3>().transpose();
      expected -= J.transpose() * w;
    }
    CHECK((tau_external - expected).cwiseAbs().maxCoeff() <= 1e-12 * largest(expected));
  }
}

}  // namespace
}  // namespace nedyn
