// The derivatives of the dynamics under contact (contact_derivatives.hpp:
// the differentiated KKT system over automatic differentiation of the
// recursion) against fourth-order central differences of the solves
// themselves (contact_dynamics.hpp), a floating base's configuration moved
// along its tangent space by integrate(); and against what the equations
// require: the contacts stay held under any change of torque (Jc d qdd /
// d tau = 0), and an inelastic impact's velocity stays on the contacts'
// null space whatever the velocity before.

#include <functional>
#include <random>
#include <string>
#include <vector>

#include <Eigen/Dense>
#include <catch2/catch.hpp>

#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/configuration.hpp"
#include "nedyn/runtime/contact_derivatives.hpp"
#include "nedyn/runtime/contact_dynamics.hpp"
#include "nedyn/runtime/frames.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "test_support.hpp"

namespace nedyn {
namespace {

NumericModel urdf_model(const std::string& file, bool floating_base) {
  UrdfOptions options;
  options.floating_base = floating_base;
  std::vector<std::string> notes;
  return instantiate(load_urdf(test::kUrdfDir + file, options, notes));
}

Eigen::VectorXd random_vector(Eigen::Index n, std::mt19937& rng, double size) {
  std::uniform_real_distribution<double> u(-size, size);
  Eigen::VectorXd x(n);
  for (Eigen::Index i = 0; i < n; ++i) x(i) = u(rng);
  return x;
}

/// Fourth-order central differences of f along `columns` directions, each
/// moved by `move(x, j, t)`: (8 (f(h) - f(-h)) - (f(2h) - f(-2h))) / 12h.
Eigen::MatrixXd differences(const std::function<Eigen::VectorXd(int, double)>& f, int columns,
                            double h) {
  Eigen::MatrixXd D;
  for (int j = 0; j < columns; ++j) {
    const Eigen::VectorXd d = (8 * (f(j, h) - f(j, -h)) - (f(j, 2 * h) - f(j, -2 * h))) / (12 * h);
    if (j == 0) D.resize(d.size(), columns);
    D.col(j) = d;
  }
  return D;
}

/// Largest entry of the difference, relative to the larger matrix's largest.
double relative_error(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b) {
  return (a - b).cwiseAbs().maxCoeff() /
         std::max(1.0, std::max(a.cwiseAbs().maxCoeff(), b.cwiseAbs().maxCoeff()));
}

struct Case {
  std::string name;
  NumericModel model;
  std::vector<NumericContact> contacts;
};

std::vector<Case> cases() {
  std::vector<Case> out;
  const NumericModel quadruped = urdf_model("quadruped12.urdf", true);
  for (const bool six_d : {false, true}) {
    Case c{six_d ? "floating quadruped, one foot held fully, three at a point"
                 : "floating quadruped on four point feet",
           quadruped,
           {}};
    for (const char* foot : {"FL_FOOT", "FR_FOOT", "HL_FOOT", "HR_FOOT"})
      c.contacts.push_back({frame_named(quadruped, foot), six_d && c.contacts.empty()});
    out.push_back(c);
  }
  const NumericModel ur5 = urdf_model("ur5.urdf", false);
  out.push_back({"UR5, its tool at a point", ur5, {{frame_named(ur5, "tool0"), false}}});
  return out;
}

TEST_CASE("constrained forward dynamics derivatives agree with 4th-order differences") {
  std::mt19937 rng(7101);
  for (const Case& c : cases()) {
    DYNAMIC_SECTION(c.name) {
      const NumericModel& model = c.model;
      Workspace ws(model);
      const int nv = model.nv();
      for (int trial = 0; trial < 4; ++trial) {
        const Eigen::VectorXd q = random_configuration(model, rng);
        const Eigen::VectorXd v = random_vector(nv, rng, 1.0);
        const Eigen::VectorXd tau = random_vector(nv, rng, 10.0);
        Eigen::VectorXd qdd, lambda;
        Eigen::MatrixXd dqdd_dq, dqdd_dv, dqdd_dtau, dl_dq, dl_dv, dl_dtau;
        const int status = constrained_forward_dynamics_derivatives(
            model, ws, q, v, tau, c.contacts, qdd, lambda, dqdd_dq, dqdd_dv, dqdd_dtau, dl_dq,
            dl_dv, dl_dtau);
        REQUIRE(status == kContactSolved);
        // The solve at a moved state: qdd, then lambda, stacked.
        const auto solve = [&](const Eigen::VectorXd& qx, const Eigen::VectorXd& vx,
                               const Eigen::VectorXd& taux) {
          Workspace wx(model);
          Eigen::VectorXd a, l;
          constrained_forward_dynamics(model, wx, qx, vx, taux, c.contacts, a, l);
          Eigen::VectorXd out(a.size() + l.size());
          out << a, l;
          return out;
        };
        Eigen::MatrixXd by_q(nv + lambda.size(), nv), by_v = by_q, by_tau = by_q;
        by_q << dqdd_dq, dl_dq;
        by_v << dqdd_dv, dl_dv;
        by_tau << dqdd_dtau, dl_dtau;
        const auto along = [&](int j, double t) {
          return integrate(model, q, Eigen::VectorXd::Unit(nv, j), t);
        };
        const Eigen::MatrixXd fd_q =
            differences([&](int j, double t) { return solve(along(j, t), v, tau); }, nv, 1e-3);
        const Eigen::MatrixXd fd_v = differences(
            [&](int j, double t) { return solve(q, v + t * Eigen::VectorXd::Unit(nv, j), tau); },
            nv, 1e-3);
        const Eigen::MatrixXd fd_tau = differences(
            [&](int j, double t) { return solve(q, v, tau + t * Eigen::VectorXd::Unit(nv, j)); },
            nv, 1e-2);
        INFO("trial " << trial);
        CHECK(relative_error(by_q, fd_q) < 1e-7);
        CHECK(relative_error(by_v, fd_v) < 1e-7);
        CHECK(relative_error(by_tau, fd_tau) < 1e-7);
        // Any torque keeps the contacts: Jc d qdd / d tau = 0.
        Eigen::MatrixXd Jc;
        contact_jacobian(model, ws, q, c.contacts, Jc);
        CHECK((Jc * dqdd_dtau).cwiseAbs().maxCoeff() < 1e-10 * dqdd_dtau.cwiseAbs().maxCoeff());
      }
    }
  }
}

TEST_CASE("impulse dynamics derivatives agree with 4th-order differences") {
  std::mt19937 rng(7102);
  for (const Case& c : cases()) {
    DYNAMIC_SECTION(c.name) {
      const NumericModel& model = c.model;
      Workspace ws(model);
      const int nv = model.nv();
      for (const double restitution : {0.0, 0.4}) {
        const Eigen::VectorXd q = random_configuration(model, rng);
        const Eigen::VectorXd v = random_vector(nv, rng, 1.0);
        Eigen::VectorXd v_after, impulse;
        Eigen::MatrixXd dv_dq, dv_dv, di_dq, di_dv;
        const int status = impulse_dynamics_derivatives(
            model, ws, q, v, restitution, c.contacts, v_after, impulse, dv_dq, dv_dv, di_dq, di_dv);
        REQUIRE(status == kContactSolved);
        const auto solve = [&](const Eigen::VectorXd& qx, const Eigen::VectorXd& vx) {
          Workspace wx(model);
          Eigen::VectorXd after, p;
          impulse_dynamics(model, wx, qx, vx, restitution, c.contacts, after, p);
          Eigen::VectorXd out(after.size() + p.size());
          out << after, p;
          return out;
        };
        Eigen::MatrixXd by_q(nv + impulse.size(), nv), by_v = by_q;
        by_q << dv_dq, di_dq;
        by_v << dv_dv, di_dv;
        const Eigen::MatrixXd fd_q = differences(
            [&](int j, double t) {
              return solve(integrate(model, q, Eigen::VectorXd::Unit(nv, j), t), v);
            },
            nv, 1e-3);
        const Eigen::MatrixXd fd_v = differences(
            [&](int j, double t) { return solve(q, v + t * Eigen::VectorXd::Unit(nv, j)); }, nv,
            1e-2);
        INFO("restitution " << restitution);
        CHECK(relative_error(by_q, fd_q) < 1e-7);
        CHECK(relative_error(by_v, fd_v) < 1e-7);
        // Jc v_after = -e Jc v_before for every v_before: Jc dv_after/dv = -e Jc.
        Eigen::MatrixXd Jc;
        contact_jacobian(model, ws, q, c.contacts, Jc);
        CHECK((Jc * dv_dv + restitution * Jc).cwiseAbs().maxCoeff() < 1e-10 * Jc.norm());
      }
    }
  }
}

TEST_CASE("derivatives at redundant contacts report the singular system and stay finite") {
  const NumericModel model = urdf_model("quadruped12.urdf", true);
  std::vector<NumericContact> contacts;
  for (const char* foot : {"FL_FOOT", "FR_FOOT", "FL_FOOT"})
    contacts.push_back({frame_named(model, foot), false});
  std::mt19937 rng(7103);
  Workspace ws(model);
  const Eigen::VectorXd q = random_configuration(model, rng);
  const Eigen::VectorXd v = random_vector(model.nv(), rng, 1.0);
  const Eigen::VectorXd tau = random_vector(model.nv(), rng, 10.0);
  Eigen::VectorXd qdd, lambda;
  Eigen::MatrixXd a, b, c, d, e, f;
  CHECK(constrained_forward_dynamics_derivatives(model, ws, q, v, tau, contacts, qdd, lambda, a, b,
                                                 c, d, e, f) == kContactSingular);
  for (const Eigen::MatrixXd* m : {&a, &b, &c, &d, &e, &f}) CHECK(m->allFinite());
  CHECK(impulse_dynamics_derivatives(model, ws, q, v, 0.0, contacts, qdd, lambda, a, b, c, d) ==
        kContactSingular);
  for (const Eigen::MatrixXd* m : {&a, &b, &c, &d}) CHECK(m->allFinite());
}

}  // namespace
}  // namespace nedyn
