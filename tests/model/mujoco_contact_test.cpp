// The runtime's constrained forward dynamics (contact_dynamics.hpp) against
// MuJoCo 2.2's, which solves its own soft-constraint problem on its own
// recursions from the same URDF file (written as MJCF, mujoco_mapping.hpp):
// a point contact is MuJoCo's `connect` equality of the frame's body to the
// world at the frame's origin, a 6d one its `weld`. MuJoCo's constraints are
// never hard: it finds qdd = a0 + M^-1 J^T f with (A + R) f = aref - J a0,
// A = J M^-1 J^T, R = (1 - d) / d times its approximation of A's diagonal,
// the impedance d at most 0.9999; and its rows hold J qdd = aref in its own
// coordinates, with no drift term (J' v). Made as stiff as it allows
// (d = 0.9999) and without a reference acceleration (stiffness and damping 0:
// aref = 0), its answer from rest differs from nedyn's hard constraint by
// R's effect alone, which is not small: of qdd's largest entry, up to 9e-5
// on the arms' points, 1e-2 on the humanoid's and the quadruped's, 0.17 with
// the quadruped's foot welded (its ankle makes A ill-conditioned). With its
// R and rows applied to nedyn's solve (nedyn's Jc, M and h), the two agree
// to rounding, from rest and at a velocity; and so does the runtime's hard
// solve with MuJoCo's answer once R is taken out and the drift put in.

#include <random>
#include <string>
#include <vector>

#include <Eigen/Cholesky>
#include <Eigen/LU>
#include <catch2/catch.hpp>

#include "held_robots.hpp"
#include "mujoco_mapping.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/configuration.hpp"
#include "nedyn/runtime/contact_dynamics.hpp"
#include "nedyn/runtime/frames.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/workspace.hpp"
#include "test_support.hpp"

namespace nedyn {
namespace {

/// MuJoCo's largest impedance (mjMAXIMP): its stiffest constraint.
constexpr double kImpedance = 0.9999;
/// nedyn's solve with MuJoCo's R agrees with MuJoCo to this, of the largest
/// entry (seen: 2.0e-13 in qdd, 3.1e-13 in the forces), and the runtime's hard
/// solve with MuJoCo's R taken out (seen: 2.5e-13, 3.3e-13); nedyn's rows span
/// MuJoCo's to kRows of their largest entry (seen: 9.7e-15).
constexpr double kAgreement = 1e-11, kRows = 1e-13;

double largest(const Eigen::VectorXd& x) { return std::max(1.0, x.cwiseAbs().maxCoeff()); }

/// <equality>: each contact's frame held to the world.
std::string equality(const std::vector<std::string>& frames, int six_d) {
  std::string xml = "<equality>\n";
  for (std::size_t k = 0; k < frames.size(); ++k)
    xml += static_cast<int>(k) == six_d
               ? "<weld body1=\"" + frames[k] + "\"/>\n"
               : "<connect body1=\"" + frames[k] + "\" anchor=\"0 0 0\"/>\n";
  return xml + "</equality>\n";
}

/// The model's equality constraints as stiff as MuJoCo allows, aref = 0, and
/// its Newton solver run to convergence; the constraint Jacobian dense.
void stiffen(mjModel& m) {
  for (int e = 0; e < m.neq; ++e) {
    mjtNum* solref = m.eq_solref + mjNREF * e;
    solref[0] = solref[1] = 0;  // -stiffness, -damping
    mjtNum* solimp = m.eq_solimp + mjNIMP * e;
    solimp[0] = solimp[1] = kImpedance;
  }
  m.opt.jacobian = mjJAC_DENSE;
  m.opt.solver = mjSOL_NEWTON;
  m.opt.tolerance = 1e-15;
  m.opt.iterations = 100;
}

TEST_CASE("constrained forward dynamics agrees with MuJoCo's equality constraints made stiff") {
  using RowMajor = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  for (const test::HeldCase& c : test::held_cases()) {
    DYNAMIC_SECTION(c.name()) {
      const test::HeldRobot held = test::held_robot(c);
      const std::string& path = held.path;
      const Model& model = held.model;
      const NumericModel& numeric = held.numeric;  // MuJoCo's joints get no friction either
      const std::vector<NumericContact>& contacts = held.contacts;
      const int nv = numeric.nv(), rows = contact_rows(contacts);
      const test::MujocoModel m = test::mujoco_model(
          test::mjcf_from_urdf(path, c.floating, equality(c.frames, c.six_d)), "mujoco_" + c.urdf);
      stiffen(*m);
      const test::MujocoData d(mj_makeData(m.get()));
      Workspace ws(numeric);
      std::mt19937 rng(test::kSeed);
      std::uniform_real_distribution<double> force(-20.0, 20.0), rate(-1.0, 1.0);
      for (int trial = 0; trial < 16; ++trial) {
        const bool moving = trial % 2 == 1;
        INFO("trial " << trial << (moving ? ", moving" : ", from rest"));
        const Eigen::VectorXd q = random_configuration(numeric, rng);
        Eigen::VectorXd tau(nv), v = Eigen::VectorXd::Zero(nv);
        for (int i = 0; i < nv; ++i) {
          tau(i) = force(rng);
          if (moving) v(i) = rate(rng);
        }
        if (c.floating) tau.head(6).setZero();  // the base has no motor

        // MuJoCo's forward dynamics. Its velocities are P v, so its
        // accelerations P qdd + P' v: a floating base's linear velocity
        // turns with the base, R (omega x v).
        const Eigen::MatrixXd P = test::mujoco_order(model, numeric, *m, q);
        Eigen::VectorXd Pdot_v = Eigen::VectorXd::Zero(nv);
        if (c.floating)
          Pdot_v.head<3>() = P.topLeftCorner<3, 3>() * v.segment<3>(3).cross(v.head<3>());
        Eigen::Map<Eigen::VectorXd>(d->qpos, m->nq) = test::mujoco_positions(model, numeric, *m, q);
        Eigen::Map<Eigen::VectorXd>(d->qvel, nv) = P * v;
        Eigen::Map<Eigen::VectorXd>(d->qfrc_applied, nv) = P * tau;
        mj_forward(m.get(), d.get());
        REQUIRE(d->nefc == rows);
        const Eigen::VectorXd qdd_mujoco =
            P.transpose() * (Eigen::Map<Eigen::VectorXd>(d->qacc, nv) - Pdot_v);
        const Eigen::MatrixXd J_mujoco = Eigen::Map<RowMajor>(d->efc_J, rows, nv);
        const Eigen::Map<Eigen::VectorXd> f(d->efc_force, rows), R(d->efc_R, rows),
            aref(d->efc_aref, rows);
        CHECK(aref.cwiseAbs().maxCoeff() == 0);

        // MuJoCo's rows in nedyn's coordinates, J = J_mujoco P, are nedyn's
        // turned: J = T Jc (a point's T the identity up to sign).
        Eigen::MatrixXd Jc;
        contact_jacobian(numeric, ws, q, contacts, Jc);
        const Eigen::MatrixXd J = J_mujoco * P;
        const Eigen::MatrixXd T =
            (Jc * Jc.transpose()).ldlt().solve(Jc * J.transpose()).transpose();
        CHECK((J - T * Jc).cwiseAbs().maxCoeff() <= kRows * J.cwiseAbs().maxCoeff());

        // nedyn's solve with MuJoCo's regularisation and rows: R in nedyn's
        // rows is T^-1 R T^-T; MuJoCo's J_mujoco qacc = 0 is
        // Jc qdd + T^-1 J_mujoco P' v = 0.
        Eigen::MatrixXd M(nv, nv);
        mass_matrix_composite(numeric, ws, q, M);
        Eigen::VectorXd h(nv);
        newton_euler(numeric, ws, q, v, Eigen::VectorXd::Zero(nv), -numeric.gravity, TipWrench{},
                     h);
        const Eigen::LLT<Eigen::MatrixXd> llt(M);
        const Eigen::VectorXd free = llt.solve(tau - h);
        const Eigen::MatrixXd Minv_JcT = llt.solve(Jc.transpose());
        const Eigen::MatrixXd Tinv = T.inverse();
        const Eigen::MatrixXd A = Jc * Minv_JcT, R_nedyn = Tinv * R.asDiagonal() * Tinv.transpose();
        const Eigen::VectorXd drift = Tinv * J_mujoco * Pdot_v;
        const Eigen::VectorXd lambda = -(A + R_nedyn).ldlt().solve(Jc * free + drift);
        const Eigen::VectorXd qdd = free + Minv_JcT * lambda;
        CHECK((qdd - qdd_mujoco).cwiseAbs().maxCoeff() <= kAgreement * largest(qdd));
        const Eigen::VectorXd lambda_mujoco = T.transpose() * f;
        CHECK((lambda - lambda_mujoco).cwiseAbs().maxCoeff() <= kAgreement * largest(lambda));

        // The runtime's hard solve is MuJoCo's with R taken out and the drift
        // put in: (A + R) l = -(Jc a0 + drift) and A l_hard = -(Jc a0 + gamma)
        // give l_hard = l + A^-1 (R l + drift - gamma).
        Eigen::VectorXd gamma, qdd_hard, lambda_hard;
        contact_drift(numeric, ws, q, v, contacts, gamma);
        REQUIRE(constrained_forward_dynamics(numeric, ws, q, v, tau, contacts, qdd_hard,
                                             lambda_hard) == kContactSolved);
        const Eigen::VectorXd lambda_rigid =
            lambda_mujoco + A.ldlt().solve(R_nedyn * lambda_mujoco + drift - gamma);
        const Eigen::VectorXd qdd_rigid = qdd_mujoco + Minv_JcT * (lambda_rigid - lambda_mujoco);
        CHECK((lambda_hard - lambda_rigid).cwiseAbs().maxCoeff() <=
              kAgreement * largest(lambda_hard));
        CHECK((qdd_hard - qdd_rigid).cwiseAbs().maxCoeff() <= kAgreement * largest(qdd_hard));
      }
    }
  }
}

}  // namespace
}  // namespace nedyn
