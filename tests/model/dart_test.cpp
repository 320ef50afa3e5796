// The test trees against DART 6.12 (Debian's libdart-dev), which reads the
// same URDF files with its own loader and computes with its own recursions:
// with a fixed root and with a floating one (a FreeJoint): M, V, G, tau,
// the centre of mass, the centroidal momentum, the tool frame's and every
// link's pose, Jacobian and Jdot v. DART's conventions are mapped in the
// tests (dart_mapping.hpp), not in nedyn.

#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <dart/dynamics/BodyNode.hpp>
#include <dart/dynamics/Joint.hpp>
#include <dart/dynamics/Skeleton.hpp>

#include "dart_mapping.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/centroidal.hpp"
#include "nedyn/runtime/configuration.hpp"
#include "nedyn/runtime/configuration_space.hpp"
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

using test::dart_order;
using test::dart_positions;
using test::dart_robot;

double largest(const Eigen::MatrixXd& m) { return std::max(1.0, m.cwiseAbs().maxCoeff()); }

TEST_CASE("the test trees agree with DART, fixed and floating") {
  for (const char* urdf : {"quadruped12.urdf", "humanoid21.urdf", "dual_arm.urdf", "hand16.urdf"})
    for (const bool floating : {false, true}) {
      DYNAMIC_SECTION(urdf << (floating ? ", floating base" : ", fixed base")) {
        const std::string path = test::kUrdfDir + urdf;
        UrdfOptions options;
        options.floating_base = floating;
        options.snap = false;  // the file's numbers, as DART reads them
        std::vector<std::string> notes;
        const Model model = load_urdf(path, options, notes);
        NumericModel numeric = instantiate(model, {});
        // DART's inverse dynamics leaves joint damping out; so does this.
        for (NumericLink& link : numeric.links) link.viscous = link.coulomb = 0;
        const dart::dynamics::SkeletonPtr robot = dart_robot(path, floating);
        const Eigen::MatrixXd P = dart_order(model, *robot);
        if (floating && model.base_body.mass.is_zero()) {
          // A root link without <inertial> (the dual arm's) is massless to
          // nedyn and 1 kg with unit moments to DART: take DART's here.
          const dart::dynamics::Inertia& inertia = robot->getRootBodyNode()->getInertia();
          numeric.base_mass = inertia.getMass();
          numeric.base_com = inertia.getLocalCOM();
          numeric.base_inertia = inertia.getMoment();
        }
        Workspace ws(numeric);
        std::mt19937 rng(test::kSeed);
        std::uniform_real_distribution<double> rate(-2.0, 2.0), acceleration(-5.0, 5.0);
        const int nv = numeric.nv();
        for (int k = 0; k < test::kStates / 4; ++k) {
          const Eigen::VectorXd q = random_configuration(numeric, rng);
          Eigen::VectorXd v(nv), a(nv);
          for (int i = 0; i < nv; ++i) {
            v(i) = rate(rng);
            a(i) = acceleration(rng);
          }
          robot->setPositions(dart_positions(numeric, q, P));
          robot->setVelocities(P * v);
          robot->setAccelerations(P * a);

          Eigen::MatrixXd M(nv, nv);
          mass_matrix_composite(numeric, ws, q, M);
          const Eigen::MatrixXd M_dart = robot->getMassMatrix();
          CHECK((P * M * P.transpose() - M_dart).cwiseAbs().maxCoeff() <=
                test::kUnsnappedUrdf * largest(M_dart));

          Eigen::VectorXd V(nv), G(nv), tau(nv);
          coriolis_centrifugal(numeric, ws, q, v, V);
          gravity_torques(numeric, ws, q, G);
          const Eigen::VectorXd G_dart = robot->getGravityForces();
          const Eigen::VectorXd V_dart = robot->getCoriolisForces();
          CHECK((P * G - G_dart).cwiseAbs().maxCoeff() <= test::kUnsnappedUrdf * largest(G_dart));
          CHECK((P * V - V_dart).cwiseAbs().maxCoeff() <= test::kUnsnappedUrdf * largest(V_dart));

          inverse_dynamics(numeric, ws, q, v, a, tau);
          robot->computeInverseDynamics();
          const Eigen::VectorXd tau_dart = robot->getForces();
          CHECK((P * tau - tau_dart).cwiseAbs().maxCoeff() <=
                test::kUnsnappedUrdf * largest(tau_dart));

          // The centre of mass and the centroidal momentum h = Ag v: DART's
          // COM, its total mass times the COM's velocity, and the sum of its
          // bodies' angular momenta about the COM (each in its body frame,
          // turned to the world's axes).
          // On a fixed base nedyn's centre is the moving links' (the root
          // link is the base, fixed to the world), DART's all bodies'.
          const Eigen::Vector3d c = center_of_mass(numeric, ws, q);
          Eigen::Vector3d c_dart = robot->getCOM();
          if (!floating) {
            const dart::dynamics::BodyNode* root = robot->getRootBodyNode();
            c_dart = (robot->getMass() * c_dart - root->getMass() * root->getCOM()) /
                     (robot->getMass() - root->getMass());
          }
          CHECK((c - c_dart).norm() <= test::kUnsnappedUrdf * std::max(1.0, c_dart.norm()));
          Eigen::MatrixXd Ag(6, nv);
          centroidal_momentum_matrix(numeric, ws, q, Ag);
          const Eigen::VectorXd h = Ag * v;
          Eigen::VectorXd h_dart(6);
          h_dart.head<3>() = robot->getMass() * robot->getCOMLinearVelocity();
          h_dart.tail<3>().setZero();
          for (std::size_t b = 0; b < robot->getNumBodyNodes(); ++b) {
            dart::dynamics::BodyNode* body = robot->getBodyNode(b);
            const Eigen::Isometry3d T = body->getWorldTransform();
            h_dart.tail<3>() += T.linear() * body->getAngularMomentum(T.inverse() * c_dart);
          }
          CHECK((h - h_dart).cwiseAbs().maxCoeff() <= test::kUnsnappedUrdf * largest(h_dart));

          // The tool frame (the tool link's URDF frame): its pose in the
          // world and its Jacobian in world axes, DART's angular rows first.
          const dart::dynamics::BodyNode* tool =
              robot->getJoint(model.joints[static_cast<std::size_t>(model.tip_link() - 1)].name)
                  ->getChildBodyNode();
          forward_kinematics(numeric, q, ws);
          const Eigen::Matrix4d T = base_pose(numeric, q) * ws.T0[ws.T0.size() - 1];
          CHECK((T - tool->getWorldTransform().matrix()).cwiseAbs().maxCoeff() <=
                test::kUnsnappedUrdf);
          Eigen::MatrixXd J(6, nv);
          jacobian(numeric, ws, q, J);
          // The skeleton's (all its dofs), not the body's (those it depends on).
          const Eigen::MatrixXd J_world = robot->getWorldJacobian(tool, Eigen::Vector3d::Zero());
          REQUIRE(J_world.cols() == nv);
          Eigen::MatrixXd J_dart(6, nv);
          J_dart << J_world.bottomRows<3>(), J_world.topRows<3>();
          CHECK((J - J_dart * P).cwiseAbs().maxCoeff() <= test::kUnsnappedUrdf * largest(J_dart));
          // Jdot v: the tool's classical acceleration and its angular
          // acceleration at a zero acceleration (DART's FreeJoint takes the
          // rate of its body-frame twist, as nedyn's qdd).
          robot->setAccelerations(Eigen::VectorXd::Zero(nv));
          Eigen::VectorXd a_dart(6);
          a_dart << tool->getLinearAcceleration(), tool->getAngularAcceleration();
          const Eigen::VectorXd a_tool = jacobian_dot_qd(numeric, ws, q, v);
          CHECK((a_tool - a_dart).cwiseAbs().maxCoeff() <= test::kUnsnappedUrdf * largest(a_dart));

          // Every link is a named frame, fixed links included (DART welds
          // them to their parent as bodies of their own): the same three.
          REQUIRE(numeric.frames.size() == robot->getNumBodyNodes());
          for (const NumericFrame& frame : numeric.frames) {
            INFO("frame " << frame.name);
            const dart::dynamics::BodyNode* body = robot->getBodyNode(frame.name);
            REQUIRE(body != nullptr);
            CHECK((frame_pose(numeric, ws, q, frame) - body->getWorldTransform().matrix())
                      .cwiseAbs()
                      .maxCoeff() <= test::kUnsnappedUrdf);
            Eigen::MatrixXd J_frame(6, nv);
            frame_jacobian(numeric, ws, q, frame, J_frame);
            const Eigen::MatrixXd J_body = robot->getWorldJacobian(body, Eigen::Vector3d::Zero());
            Eigen::MatrixXd J_body_dart(6, nv);
            J_body_dart << J_body.bottomRows<3>(), J_body.topRows<3>();
            CHECK((J_frame - J_body_dart * P).cwiseAbs().maxCoeff() <=
                  test::kUnsnappedUrdf * largest(J_body_dart));
            Eigen::VectorXd a_body(6);
            a_body << body->getLinearAcceleration(), body->getAngularAcceleration();
            const Eigen::VectorXd a_frame = frame_jacobian_dot_v(numeric, ws, q, v, frame);
            CHECK((a_frame - a_body).cwiseAbs().maxCoeff() <=
                  test::kUnsnappedUrdf * largest(a_body));
          }
        }
      }
    }
}

}  // namespace
}  // namespace nedyn
