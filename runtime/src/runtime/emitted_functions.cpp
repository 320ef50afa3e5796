#include "nedyn/runtime/emitted_functions.hpp"

#include <stdexcept>

#include "nedyn/runtime/centroidal.hpp"
#include "nedyn/runtime/configuration.hpp"
#include "nedyn/runtime/configuration_space.hpp"
#include "nedyn/runtime/contact_derivatives.hpp"
#include "nedyn/runtime/contact_dynamics.hpp"
#include "nedyn/runtime/derivatives.hpp"
#include "nedyn/runtime/emitted_sample.hpp"
#include "nedyn/runtime/forward_dynamics.hpp"
#include "nedyn/runtime/frames.hpp"
#include "nedyn/runtime/joint_coupling.hpp"
#include "nedyn/runtime/kinematics.hpp"
#include "nedyn/runtime/mass_matrix.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/operational_space.hpp"
#include "nedyn/runtime/regressor.hpp"
#include "nedyn/runtime/standard_parameters.hpp"
#include "nedyn/runtime/workspace.hpp"

namespace nedyn {
namespace {

int one(const EmittedShape&) { return 1; }
int three(const EmittedShape&) { return 3; }
int four(const EmittedShape&) { return 4; }
int six(const EmittedShape&) { return 6; }
int joints(const EmittedShape& s) { return s.nv(); }  // coordinates: a floating base's too
int held_rows(const EmittedShape& s) { return s.contact_rows; }  // the contacts'
int configuration(const EmittedShape& s) { return s.nq(); }
int links(const EmittedShape& s) { return s.links_with_wrenches(); }
int pairs(const EmittedShape& s) { return pair_count(s.nv()); }
int task(const EmittedShape& s) { return s.task; }
int standard(const EmittedShape& s) {
  return StandardParameterLayout{s.tree_dof(), s.floating_base}.size();
}
int base(const EmittedShape& s) { return s.base; }

// Results of several shapes as one column: each matrix's entries row by row,
// in order, as the emitted function writes its results.
Eigen::MatrixXd stacked(const std::vector<Eigen::MatrixXd>& results) {
  Eigen::Index size = 0;
  for (const Eigen::MatrixXd& r : results) size += r.size();
  Eigen::MatrixXd out(size, 1);
  Eigen::Index row = 0;
  for (const Eigen::MatrixXd& r : results)
    for (Eigen::Index i = 0; i < r.rows(); ++i)
      for (Eigen::Index j = 0; j < r.cols(); ++j) out(row++, 0) = r(i, j);
  return out;
}

// A runtime function that fills a vector of n, as an EmittedReference.
EmittedReference vector_reference(
    std::function<void(const NumericModel&, Workspace&, const EmittedSample&, Eigen::VectorXd&)>
        fill) {
  return [fill](const NumericModel& model, Workspace& ws, const EmittedSample& s,
                Eigen::MatrixXd& out) {
    Eigen::VectorXd v(model.nv());
    fill(model, ws, s, v);
    out = v;
    return true;
  };
}

// A task-space result of the runtime, as an EmittedReference; none at a singularity
// (compare_emitted keeps its distance from them).
EmittedReference task_reference(std::function<Eigen::MatrixXd(const TaskSpace&)> pick) {
  return [pick](const NumericModel& model, Workspace& ws, const EmittedSample& s,
                Eigen::MatrixXd& out) {
    try {
      out = pick(task_space(model, ws, s.q, s.qd, 0, s.coupling));
    } catch (const SingularConfiguration&) {
      return false;
    }
    return true;
  };
}

// Bx or Cx of the runtime.
EmittedReference task_coefficients_reference(bool coriolis) {
  return [coriolis](const NumericModel& model, Workspace& ws, const EmittedSample& s,
                    Eigen::MatrixXd& out) {
    Eigen::MatrixXd Bx, Cx;
    try {
      task_velocity_coefficients(model, ws, s.q, Bx, Cx, 0, s.coupling);
    } catch (const SingularConfiguration&) {
      return false;
    }
    out = coriolis ? Bx : Cx;
    return true;
  };
}

// M, V and G (then J and J'qd) of the runtime, row-major one after another
// in one column: dynamics_terms's results as the emitted function lays them out.
EmittedReference dynamics_terms_reference(bool with_jacobian) {
  return [with_jacobian](const NumericModel& model, Workspace& ws, const EmittedSample& s,
                         Eigen::MatrixXd& out) {
    const int n = model.nv();
    Eigen::MatrixXd M(n, n), J(6, n);
    Eigen::VectorXd V(n), G(n);
    mass_matrix_composite(model, ws, s.q, M);
    coriolis_centrifugal(model, ws, s.q, s.qd, V);
    gravity_torques(model, ws, s.q, G);
    // A matrix's transpose in column-major order is its row-major entries.
    const Eigen::MatrixXd Mt = M.transpose();
    out.resize(n * n + 2 * n + (with_jacobian ? 6 * n + 6 : 0), 1);
    out.col(0).head(n * n) = Eigen::Map<const Eigen::VectorXd>(Mt.data(), n * n);
    out.col(0).segment(n * n, n) = V;
    out.col(0).segment(n * n + n, n) = G;
    if (with_jacobian) {
      jacobian(model, ws, s.q, J);
      const Eigen::MatrixXd Jt = J.transpose();
      out.col(0).segment(n * n + 2 * n, 6 * n) =
          Eigen::Map<const Eigen::VectorXd>(Jt.data(), 6 * n);
      out.col(0).tail(6) = jacobian_dot_qd(model, ws, s.q, s.qd);
    }
    return true;
  };
}

// The table's references.
using M = Eigen::MatrixXd;

int n_of(const NumericModel& model) { return model.nv(); }

// What a model with coupled joints is checked against where the whole
// tree's reference folded is not the answer (coupled_direct): the runtime's
// coupled functions (a solve with M_y, the coefficients of y's velocities),
// and the task and contact solves, their own references in the sample's
// coordinates (EmittedSample::coupling).
std::vector<EmittedFunctionSpec> with_coupling(std::vector<EmittedFunctionSpec> specs) {
  using Id = EmittedFunctionId;
  for (EmittedFunctionSpec& spec : specs) switch (spec.id) {
      case Id::forward_dynamics:
        spec.coupled_direct = [](const NumericModel& model, Workspace& ws, const EmittedSample& s,
                                 Eigen::MatrixXd& out) {
          Eigen::VectorXd ydd;
          try {
            coupled_forward_dynamics(model, ws, joint_coupling(model), s.q, s.qd, s.tau, ydd);
          } catch (const std::domain_error&) {
            return false;
          }
          out = ydd;
          return true;
        };
        break;
      case Id::forward_dynamics_derivatives:
        spec.coupled_direct = [](const NumericModel& model, Workspace& ws, const EmittedSample& s,
                                 Eigen::MatrixXd& out) {
          Eigen::VectorXd ydd;
          Eigen::MatrixXd dy, dyd, dtau;
          try {
            coupled_forward_dynamics_derivatives(model, ws, joint_coupling(model), s.q, s.qd, s.tau,
                                                 ydd, dy, dyd, dtau);
          } catch (const std::domain_error&) {
            return false;
          }
          out = stacked({ydd, dy, dyd, dtau});
          return true;
        };
        break;
      case Id::coriolis_coefficients:
      case Id::centrifugal_coefficients:
        spec.coupled_direct = [coriolis = spec.id == Id::coriolis_coefficients](
                                  const NumericModel& model, Workspace& ws, const EmittedSample& s,
                                  Eigen::MatrixXd& out) {
          Eigen::MatrixXd B, C;
          coupled_velocity_coefficients(model, ws, joint_coupling(model), s.q, B, C);
          out = coriolis ? B : C;
          return true;
        };
        break;
      case Id::task_mass_matrix:
      case Id::task_velocity_terms:
      case Id::task_gravity:
      case Id::task_dynamics:
      case Id::task_coriolis_coefficients:
      case Id::task_centrifugal_coefficients:
      case Id::constrained_forward_dynamics:
      case Id::constrained_forward_dynamics_baumgarte:
      case Id::impulse_dynamics:
      case Id::contact_inverse_dynamics:
      case Id::contact_inverse_dynamics_weighted:
      case Id::constrained_forward_dynamics_derivatives:
      case Id::impulse_dynamics_derivatives:
        spec.coupled_direct = spec.reference;
        break;
      default:
        break;
    }
  return specs;
}

}  // namespace

std::string mass_matrix_order(const EmittedShape& shape) {
  return shape.floating_base ? "kNv" : "kDof";
}

bool EmittedResult::is_vector() const { return columns == one; }

const std::vector<EmittedFunctionSpec>& emitted_function_specs() {
  static const std::vector<EmittedFunctionSpec> specs = with_coupling({
      {EmittedFunctionId::inverse_dynamics,
       "inverse_dynamics",
       vector_reference(
           [](const NumericModel& model, Workspace& ws, const EmittedSample& s,
              Eigen::VectorXd& v) { inverse_dynamics(model, ws, s.q, s.qd, s.qdd, v); }),
       {"q", "qd", "qdd"},
       {{"tau", joints, one}},
       "tau = M(q) qdd + V(q, qd) + G(q) + friction(qd), rotor inertia included (free motion)."},
      {EmittedFunctionId::mass_matrix,
       "mass_matrix",
       [=](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         out.resize(n_of(model), n_of(model));
         mass_matrix_composite(model, ws, s.q, out);
         return true;
       },
       {"q"},
       {{"M", joints, joints}},
       "M(q), kDof x kDof, rotor inertia on the diagonal."},
      {EmittedFunctionId::coriolis_centrifugal,
       "coriolis_centrifugal",
       vector_reference([](const NumericModel& model, Workspace& ws, const EmittedSample& s,
                           Eigen::VectorXd& v) { coriolis_centrifugal(model, ws, s.q, s.qd, v); }),
       {"q", "qd"},
       {{"V", joints, one}},
       "V(q, qd) = B(q) [qd qd] + C(q) [qd^2]."},
      {EmittedFunctionId::gravity,
       "gravity",
       vector_reference([](const NumericModel& model, Workspace& ws, const EmittedSample& s,
                           Eigen::VectorXd& v) { gravity_torques(model, ws, s.q, v); }),
       {"q"},
       {{"G", joints, one}},
       "G(q) for the model's gravity vector."},
      {EmittedFunctionId::integrate,
       "integrate",
       [](const NumericModel& model, Workspace&, const EmittedSample& s, M& out) {
         out = integrate(model, s.q, s.qd, s.dt);
         return true;
       },
       {"q", "qd", "dt"},
       {{"q_next", configuration, one}},
       "q_next = q moved along qd for dt (Pinocchio's integrate): the base by the exponential "
       "of its twist qd[0:6] dt, its quaternion renormalised, the joints by qd dt.",
       kIntegrator},
      {EmittedFunctionId::coriolis_coefficients,
       "coriolis_coefficients",
       [=](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         out.resize(n_of(model), pair_count(n_of(model)));
         coriolis_coefficients(model, ws, s.q, out);
         return true;
       },
       {"q"},
       {{"B", joints, pairs}},
       "B(q), kDof x kDof(kDof-1)/2: coefficients of qd_j qd_k, pairs j < k in lexicographic "
       "order (kNv x kNv(kNv-1)/2 over the entries of qd for a floating base)."},
      {EmittedFunctionId::centrifugal_coefficients,
       "centrifugal_coefficients",
       [=](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         out.resize(n_of(model), n_of(model));
         centrifugal_coefficients(model, ws, s.q, out);
         return true;
       },
       {"q"},
       {{"C", joints, joints}},
       "C(q), kDof x kDof: coefficients of qd_j^2 (kNv x kNv for a floating base)."},
      {EmittedFunctionId::friction,
       "friction",
       vector_reference([](const NumericModel& model, Workspace&, const EmittedSample& s,
                           Eigen::VectorXd& v) { friction(model, s.qd, v); }),
       {"qd"},
       {{"F", joints, one}},
       "F(qd) = b_i qd_i + c_i sign(qd_i)."},
      {EmittedFunctionId::forward_dynamics,
       "forward_dynamics",
       [=](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         Eigen::VectorXd v(n_of(model));
         try {
           forward_dynamics(model, ws, s.q, s.qd, s.tau, v);
         } catch (const std::domain_error&) {
           return false;
         }
         out = v;
         return true;
       },
       {"q", "qd", "tau"},
       {{"qdd", joints, one}},
       "qdd = M(q)^-1 (tau - V(q, qd) - G(q) - friction(qd)), M = L^T D L in the tree's "
       "sparsity, one division per joint; M must be positive definite (physical inertias).",
       kMassMatrixSolve},
      {EmittedFunctionId::coriolis_matrix,
       "coriolis_matrix",
       [=](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         out.resize(n_of(model), n_of(model));
         coriolis_matrix(model, ws, s.q, s.qd, out);
         return true;
       },
       {"q", "qd"},
       {{"Cc", joints, joints}},
       "Cc(q, qd), kDof x kDof (Christoffel): V = Cc qd and dM/dt - 2 Cc is skew-symmetric. Not "
       "C(q). For a floating base kNv x kNv, the Christoffel symbols of the joints plus the "
       "base's momentum term of Hamel's equations (docs/kinematics.md)."},
      {EmittedFunctionId::tool_pose,
       "tool_pose",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         out = frame_pose(model, ws, s.q, model.tool_frame());
         return true;
       },
       {"q"},
       {{"T", four, four}},
       "T(q), 4 x 4: the tool frame's pose in the base frame, in the world for a floating "
       "base (Craig's 0T_tool: rotation in rows 0-2 of columns 0-2, origin in column 3, last "
       "row 0 0 0 1)."},
      {EmittedFunctionId::jacobian,
       "jacobian",
       [=](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         out.resize(6, n_of(model));
         jacobian(model, ws, s.q, out);
         return true;
       },
       {"q"},
       {{"J", six, joints}},
       "J(q), 6 x kDof: geometric Jacobian of the tool frame's origin (the last link's frame "
       "unless the model has a tool) in the base frame, linear rows first, angular rows last; "
       "for a floating base 6 x kNv in the world's axes (Pinocchio's LOCAL_WORLD_ALIGNED)."},
      {EmittedFunctionId::jacobian_dot_qd,
       "jacobian_dot_qd",
       [=](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         out = jacobian_dot_qd(model, ws, s.q, s.qd);
         return true;
       },
       {"q", "qd"},
       {{"a", six, one}},
       "a = dJ/dt(q, qd) qd, 6 entries: the tool frame's spatial acceleration when qdd = 0 (base "
       "frame, linear first; the world's axes for a floating base)."},
      {EmittedFunctionId::frame_pose,
       "frame_pose",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         out = frame_pose(model, ws, s.q, *s.frame_of);
         return true;
       },
       {"q", "frame"},
       {{"T", four, four}},
       "T(q), 4 x 4: the pose of frame `frame` (an index of kFrameNames) in the world, the base "
       "frame for a fixed base (rotation in rows 0-2 of columns 0-2, origin in column 3, last "
       "row 0 0 0 1). NaN for an index out of range.",
       kPerFrame},
      {EmittedFunctionId::frame_jacobian,
       "frame_jacobian",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         frame_jacobian(model, ws, s.q, *s.frame_of, out);
         return true;
       },
       {"q", "frame"},
       {{"J", six, joints}},
       "J(q), 6 x kNv: geometric Jacobian of frame `frame`'s origin, linear rows first, angular "
       "rows last, in the world's axes (Pinocchio's LOCAL_WORLD_ALIGNED). NaN for an index out "
       "of range.",
       kPerFrame},
      {EmittedFunctionId::frame_jacobian_dot_v,
       "frame_jacobian_dot_v",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         out = frame_jacobian_dot_v(model, ws, s.q, s.qd, *s.frame_of);
         return true;
       },
       {"q", "qd", "frame"},
       {{"a", six, one}},
       "a = dJ/dt(q, qd) qd, 6: frame `frame`'s classical acceleration when the acceleration is "
       "zero, without gravity (its origin's, then angular, world axes, as frame_jacobian). NaN "
       "for an index out of range.",
       kPerFrame},
      {EmittedFunctionId::contact_jacobian,
       "contact_jacobian",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         contact_jacobian(model, ws, s.q, model.contacts, out);
         return true;
       },
       {"q"},
       {{"Jc", held_rows, joints}},
       "Jc(q), kContactRows x kNv: the contacts' rows of their frames' Jacobians, in the order "
       "of kContactNames: a point contact's 3 (its origin's linear velocity), a 6d contact's 6 "
       "(linear, then angular), world axes at the frame's origin (Pinocchio's "
       "LOCAL_WORLD_ALIGNED).",
       kContactFunction},
      {EmittedFunctionId::contact_drift,
       "contact_drift",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         Eigen::VectorXd gamma;
         contact_drift(model, ws, s.q, s.qd, model.contacts, gamma);
         out = gamma;
         return true;
       },
       {"q", "qd"},
       {{"gamma", held_rows, one}},
       "gamma(q, qd), kContactRows: the contacts' acceleration at qdd = 0 without gravity (a "
       "point's classical acceleration; a 6d frame's linear classical and angular), rows as "
       "contact_jacobian's: a held contact obeys Jc qdd + gamma = 0.",
       kContactFunction},
      {EmittedFunctionId::constrained_forward_dynamics,
       "constrained_forward_dynamics",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         Eigen::VectorXd qdd, lambda;
         constrained_forward_dynamics(model, ws, s.q, s.qd, s.tau, model.contacts, qdd, lambda,
                                      nullptr, s.coupling);
         out.resize(qdd.size() + lambda.size(), 1);
         out << qdd, lambda;
         return true;
       },
       {"q", "qd", "tau"},
       {{"qdd", joints, one}, {"lambda_c", held_rows, one}},
       "qdd, kNv, and the contact forces lambda_c, kContactRows (the environment's force, and "
       "moment for a 6d contact, on the robot at each frame's origin, world axes; rows as "
       "contact_jacobian's) with M qdd + h = tau + Jc^T lambda_c and Jc qdd + gamma = 0 (Gauss's "
       "principle), by the tree's sparse L^T D L of M and an LDL^T of Jc M^-1 Jc^T. Returns the "
       "contact status: 0; 1 where Jc M^-1 Jc^T, factorised with pivoting, has a pivot at most "
       "kContactSingularity times its largest diagonal entry (redundant contacts; lambda_c "
       "then the least-norm forces).",
       kContactFunction | kContactSolve | kLeastNorm},
      {EmittedFunctionId::constrained_forward_dynamics_baumgarte,
       "constrained_forward_dynamics_baumgarte",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         Baumgarte gains;
         gains.kp = model.baumgarte->kp;
         gains.kd = model.baumgarte->kd;
         gains.position_error = s.contact_position_error;
         gains.velocity_error = s.contact_velocity_error;
         Eigen::VectorXd qdd, lambda;
         constrained_forward_dynamics(model, ws, s.q, s.qd, s.tau, model.contacts, qdd, lambda,
                                      &gains, s.coupling);
         out.resize(qdd.size() + lambda.size(), 1);
         out << qdd, lambda;
         return true;
       },
       {"q", "qd", "tau", "contact_position_error", "contact_velocity_error"},
       {{"qdd", joints, one}, {"lambda_c", held_rows, one}},
       "constrained_forward_dynamics with Baumgarte's stabilisation (--baumgarte KP,KD): "
       "Jc qdd + gamma + KD ev + KP ep = 0, ep = contact_position_error and ev = "
       "contact_velocity_error (kContactRows each, rows as contact_jacobian's: the held "
       "frames' drift from where they are held, world axes), so that a drifting contact "
       "returns. Returns the contact status.",
       kContactFunction | kContactSolve | kBaumgarte | kLeastNorm},
      {EmittedFunctionId::impulse_dynamics,
       "impulse_dynamics",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         Eigen::VectorXd after, impulse;
         impulse_dynamics(model, ws, s.q, s.qd, s.restitution, model.contacts, after, impulse,
                          s.coupling);
         out.resize(after.size() + impulse.size(), 1);
         out << after, impulse;
         return true;
       },
       {"q", "qd", "restitution"},
       {{"qd_after", joints, one}, {"impulse", held_rows, one}},
       "The velocity qd_after, kNv, right after the contacts strike with velocity qd, and "
       "their impulses, kContactRows (rows as contact_jacobian's): M (qd_after - qd) = Jc^T "
       "impulse with Jc qd_after = -e Jc qd, e = restitution[0] (0: perfectly inelastic), by "
       "the tree's sparse L^T D L of M. Returns the contact status (1, the least-norm impulse, "
       "for redundant contacts).",
       kContactFunction | kContactSolve | kLeastNorm},
      {EmittedFunctionId::contact_inverse_dynamics,
       "contact_inverse_dynamics",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         Eigen::VectorXd tau, lambda;
         if (contact_inverse_dynamics(model, ws, s.q, s.qd, s.qdd, model.contacts, tau, lambda,
                                      nullptr, s.coupling) != kContactSolved)
           return false;
         out.resize(tau.size() + lambda.size(), 1);
         out << tau, lambda;
         return true;
       },
       {"q", "qd", "qdd"},
       {{"tau", joints, one}, {"lambda_c", held_rows, one}},
       "For a floating base: the contact forces lambda_c of least norm, kContactRows (rows as "
       "contact_jacobian's), that give the base its motion qdd, and the joint torques tau = M "
       "qdd + h - Jc^T lambda_c, kNv (base rows zero to rounding): what a legged robot's "
       "joints must give with its feet held. Returns the contact status (1, results 0, where "
       "the contacts cannot produce every wrench on the base).",
       kContactFunction | kContactSolve | kFloatingBaseOnly},
      {EmittedFunctionId::contact_inverse_dynamics_weighted,
       "contact_inverse_dynamics_weighted",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         Eigen::VectorXd tau, lambda;
         if (contact_inverse_dynamics(model, ws, s.q, s.qd, s.qdd, model.contacts, tau, lambda,
                                      &s.contact_weights, s.coupling) != kContactSolved)
           return false;
         out.resize(tau.size() + lambda.size(), 1);
         out << tau, lambda;
         return true;
       },
       {"q", "qd", "qdd", "contact_weights"},
       {{"tau", joints, one}, {"lambda_c", held_rows, one}},
       "contact_inverse_dynamics with the contact forces of least weighted norm, sum_r "
       "contact_weights[r] lambda_c[r]^2 (kContactRows positive weights, rows as "
       "contact_jacobian's): a larger weight takes less of the load, as a foot that should "
       "lift or a slippery contact. Returns the contact status.",
       kContactFunction | kContactSolve | kFloatingBaseOnly},
      {EmittedFunctionId::constrained_forward_dynamics_derivatives,
       "constrained_forward_dynamics_derivatives",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         Eigen::VectorXd qdd, lambda;
         M dqdd_dq, dqdd_dqd, dqdd_dtau, dl_dq, dl_dqd, dl_dtau;
         if (constrained_forward_dynamics_derivatives(
                 model, ws, s.q, s.qd, s.tau, model.contacts, qdd, lambda, dqdd_dq, dqdd_dqd,
                 dqdd_dtau, dl_dq, dl_dqd, dl_dtau, s.coupling) != kContactSolved)
           for (M* d : {&dqdd_dq, &dqdd_dqd, &dqdd_dtau, &dl_dq, &dl_dqd, &dl_dtau}) d->setZero();
         out = stacked({qdd, lambda, dqdd_dq, dqdd_dqd, dqdd_dtau, dl_dq, dl_dqd, dl_dtau});
         return true;
       },
       {"q", "qd", "tau"},
       {{"qdd", joints, one},
        {"lambda_c", held_rows, one},
        {"dqdd_dq", joints, joints},
        {"dqdd_dqd", joints, joints},
        {"dqdd_dtau", joints, joints},
        {"dlambda_dq", held_rows, joints},
        {"dlambda_dqd", held_rows, joints},
        {"dlambda_dtau", held_rows, joints}},
       "qdd and lambda_c = constrained_forward_dynamics(q, qd, tau) and their derivatives "
       "(Pinocchio's computeConstraintDynamicsDerivatives): kNv x kNv for qdd, kContactRows x "
       "kNv for lambda_c, q's columns along its tangent space for a floating base "
       "(inverse_dynamics_derivatives). Returns the contact status (1, derivatives 0, for "
       "redundant contacts).",
       kContactFunction | kContactSolve | kLeastNorm},
      {EmittedFunctionId::impulse_dynamics_derivatives,
       "impulse_dynamics_derivatives",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         Eigen::VectorXd after, impulse;
         M dv_dq, dv_dqd, di_dq, di_dqd;
         if (impulse_dynamics_derivatives(model, ws, s.q, s.qd, s.restitution, model.contacts,
                                          after, impulse, dv_dq, dv_dqd, di_dq, di_dqd,
                                          s.coupling) != kContactSolved)
           for (M* d : {&dv_dq, &dv_dqd, &di_dq, &di_dqd}) d->setZero();
         out = stacked({after, impulse, dv_dq, dv_dqd, di_dq, di_dqd});
         return true;
       },
       {"q", "qd", "restitution"},
       {{"qd_after", joints, one},
        {"impulse", held_rows, one},
        {"dqd_after_dq", joints, joints},
        {"dqd_after_dqd", joints, joints},
        {"dimpulse_dq", held_rows, joints},
        {"dimpulse_dqd", held_rows, joints}},
       "qd_after and impulse = impulse_dynamics(q, qd, restitution) and their derivatives with "
       "respect to q and qd (Pinocchio's computeImpulseDynamicsDerivatives): kNv x kNv for "
       "qd_after, kContactRows x kNv for the impulses, q's columns along its tangent space for "
       "a floating base. Returns the contact status (1, derivatives 0, for redundant "
       "contacts).",
       kContactFunction | kContactSolve | kLeastNorm},
      {EmittedFunctionId::center_of_mass,
       "center_of_mass",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         out = center_of_mass(model, ws, s.q);
         return true;
       },
       {"q"},
       {{"c", three, one}},
       "c(q), 3: the centre of mass of all links in the base frame, in the world for a floating "
       "base (its body included); 0 for a model without mass."},
      {EmittedFunctionId::centroidal_momentum_matrix,
       "centroidal_momentum_matrix",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         centroidal_momentum_matrix(model, ws, s.q, out);
         return true;
       },
       {"q"},
       {{"Ag", six, joints}},
       "Ag(q), 6 x kDof: h = Ag qd, the linear momentum, then the angular momentum about the "
       "centre of mass, in the base frame's axes, the world's for a floating base (Orin, "
       "Goswami and Lee's centroidal momentum matrix; Pinocchio's ccrba)."},
      {EmittedFunctionId::centroidal_momentum_matrix_dot_v,
       "centroidal_momentum_matrix_dot_v",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         out = centroidal_momentum_matrix_dot_v(model, ws, s.q, s.qd);
         return true;
       },
       {"q", "qd"},
       {{"h_dot", six, one}},
       "h_dot = dAg/dt(q, qd) qd, 6: the rate of the centroidal momentum h = Ag qd when qdd = 0 "
       "and without gravity, rows and axes as Ag's (Pinocchio's dccrba times v)."},
      {EmittedFunctionId::inverse_dynamics_wrench,
       "inverse_dynamics_wrench",
       vector_reference([](const NumericModel& model, Workspace& ws, const EmittedSample& s,
                           Eigen::VectorXd& v) {
         TipWrench tip;
         tip.force = s.w.head<3>();
         tip.moment = s.w.tail<3>();
         inverse_dynamics(model, ws, s.q, s.qd, s.qdd, v, tip);
       }),
       {"q", "qd", "qdd", "w"},
       {{"tau", joints, one}},
       "tau with the tip wrench w = (f, n) that the last link exerts at the tool frame's origin, "
       "in the tool frame: inverse_dynamics + J^T (R_0t f, R_0t n); J and R_0t in the world's "
       "axes for a floating base."},
      {EmittedFunctionId::inverse_dynamics_external,
       "inverse_dynamics_external",
       vector_reference([](const NumericModel& model, Workspace& ws, const EmittedSample& s,
                           Eigen::VectorXd& v) {
         inverse_dynamics_external(model, ws, s.q, s.qd, s.qdd, s.fext, v);
       }),
       {"q", "qd", "qdd", "fext"},
       {{"tau", joints, one}},
       "tau with wrenches the environment applies to the links: fext is kDof x 6, row i = "
       "(f, n) on link i, moment about its frame's origin, both in its frame: inverse_dynamics "
       "- sum_i J_i^T (R_0i f_i, R_0i n_i). For a floating base (kDof + 1) x 6, row 0 on the "
       "base's body (base frame), row i on link i."},
      {EmittedFunctionId::inverse_dynamics_derivatives,
       "inverse_dynamics_derivatives",
       [=](const NumericModel& model, Workspace&, const EmittedSample& s, M& out) {
         const int n = n_of(model);
         M dq, dqd;
         inverse_dynamics_derivatives(model, s.q, s.qd, s.qdd, dq, dqd);
         out.resize(2 * n, n);
         out << dq, dqd;
         return true;
       },
       {"q", "qd", "qdd"},
       {{"dtau_dq", joints, joints}, {"dtau_dqd", joints, joints}},
       "dtau_dq[i * kDof + j] = d tau_i / d q_j and dtau_dqd[i * kDof + j] = d tau_i / d qd_j "
       "of inverse_dynamics (friction and rotor inertia included; Coulomb friction contributes "
       "0 away from qd = 0). d tau / d qdd is M(q): mass_matrix. For a floating base kNv x kNv, "
       "column j of dtau_dq the derivative along integrate(q, t e_j) at t = 0 (Pinocchio's "
       "computeRNEADerivatives)."},
      {EmittedFunctionId::forward_dynamics_derivatives,
       "forward_dynamics_derivatives",
       [=](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         const int n = n_of(model);
         Eigen::VectorXd qdd(n);
         M dq, dqd, dtau;
         try {
           forward_dynamics_derivatives(model, ws, s.q, s.qd, s.tau, qdd, dq, dqd, dtau);
         } catch (const std::domain_error&) {
           return false;
         }
         out.resize(1 + 3 * n, n);
         out << qdd.transpose(), dq, dqd, dtau;
         return true;
       },
       {"q", "qd", "tau"},
       {{"qdd", joints, one},
        {"dqdd_dq", joints, joints},
        {"dqdd_dqd", joints, joints},
        {"dqdd_dtau", joints, joints}},
       "qdd = forward_dynamics(q, qd, tau) and its derivatives, kDof x kDof each: dqdd_dq = "
       "-M^-1 dtau/dq and dqdd_dqd = -M^-1 dtau/dqd at that qdd, dqdd_dtau = M^-1; one "
       "factorisation M = L^T D L for all, as forward_dynamics. For a floating base kNv "
       "x kNv, q's columns along its tangent space (inverse_dynamics_derivatives).",
       kMassMatrixSolve},
      {EmittedFunctionId::dynamics_terms,
       "dynamics_terms",
       dynamics_terms_reference(false),
       {"q", "qd"},
       {{"M", joints, joints}, {"V", joints, one}, {"G", joints, one}},
       "M(q), V(q, qd) and G(q) in one call: what mass_matrix, coriolis_centrifugal and gravity "
       "return, from one set of sines and cosines and shared subexpressions (a computed-torque "
       "controller's cycle)."},
      {EmittedFunctionId::dynamics_terms_with_jacobian,
       "dynamics_terms_with_jacobian",
       dynamics_terms_reference(true),
       {"q", "qd"},
       {{"M", joints, joints},
        {"V", joints, one},
        {"G", joints, one},
        {"J", six, joints},
        {"a", six, one}},
       "dynamics_terms and J(q), a = dJ/dt(q, qd) qd in one call: what mass_matrix, "
       "coriolis_centrifugal, gravity, jacobian and jacobian_dot_qd return."},
      {EmittedFunctionId::regressor,
       "regressor",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         regressor(model, ws, s.q, s.qd, s.qdd, out);
         return true;
       },
       {"q", "qd", "qdd"},
       {{"Y", joints, standard}},
       "Y(q, qd, qdd), kNv x kStandardParameters: tau = Y pi, pi the standard parameters (per "
       "link XX XY XZ YY YZ ZZ MX MY MZ M about the origin of the frame its model file gives "
       "the link's inertia in, then Ia Fv Fc; a floating base's body first, its ten about the "
       "base frame's origin; docs/identification.md).",
       kIdentification},
      {EmittedFunctionId::base_regressor,
       "base_regressor",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         if (!s.base) throw std::invalid_argument("no base parameters to check base_regressor");
         M Y;
         regressor(model, ws, s.q, s.qd, s.qdd, Y);
         out = base_regressor(*s.base, Y);
         return true;
       },
       {"q", "qd", "qdd"},
       {{"Yb", joints, base}},
       "Yb(q, qd, qdd), kNv x kBaseParameters: tau = Yb beta, the columns of Y that the base "
       "parameters beta keep.",
       kNeedsBaseParameters | kIdentification},
      {EmittedFunctionId::base_parameters,
       "base_parameters",
       [](const NumericModel& model, Workspace&, const EmittedSample& s, M& out) {
         if (!s.base) throw std::invalid_argument("no base parameters to check base_parameters");
         out = s.base->from_standard * standard_parameters(model);
         return true;
       },
       {},
       {{"beta", base, one}},
       "beta, kBaseParameters: the model's base parameters, the combinations of its standard "
       "parameters listed above.",
       kNeedsBaseParameters},
      {EmittedFunctionId::task_jacobian,
       "task_jacobian",
       [](const NumericModel& model, Workspace& ws, const EmittedSample& s, M& out) {
         out = task_jacobian(model, ws, s.q);
         return true;
       },
       {"q"},
       {{"Jx", task, joints}},
       "Jx(q), kTask x kDof: the task's rows of the tool frame's Jacobian (kTaskRows; kTask x "
       "kNv of the world-aligned Jacobian for a floating base).",
       kTaskFunction},
      {EmittedFunctionId::task_mass_matrix,
       "task_mass_matrix",
       task_reference([](const TaskSpace& t) { return t.Lambda; }),
       {"q"},
       {{"Mx", task, task}},
       "Mx(q) = (Jx M^-1 Jx^T)^-1, kTask x kTask (= Jx^-T M Jx^-1 for a square Jx). Returns the "
       "task status: 0; 1 singular task; 2 M not positive definite (results 0 then).",
       kTaskFunction | kTaskSolve},
      {EmittedFunctionId::task_velocity_terms,
       "task_velocity_terms",
       task_reference([](const TaskSpace& t) { return M(t.mu); }),
       {"q", "qd"},
       {{"Vx", task, one}},
       "Vx(q, qd) = Jbar^T V - Mx Jdot qd, kTask, with Jbar = M^-1 Jx^T Mx (= Jx^-T (V - M "
       "Jx^-1 Jdot qd) for a square Jx). Returns the task status.",
       kTaskFunction | kTaskSolve},
      {EmittedFunctionId::task_gravity,
       "task_gravity",
       task_reference([](const TaskSpace& t) { return M(t.p); }),
       {"q"},
       {{"Gx", task, one}},
       "Gx(q) = Jbar^T G, kTask. Returns the task status.",
       kTaskFunction | kTaskSolve},
      {EmittedFunctionId::task_dynamics,
       "task_dynamics",
       task_reference(
           [](const TaskSpace& t) {
             M out(t.Lambda.rows() + 2, t.Lambda.cols());
             out << t.Lambda, t.mu.transpose(), t.p.transpose();
             return out;
           }),
       {"q", "qd"},
       {{"Mx", task, task}, {"Vx", task, one}, {"Gx", task, one}},
       "Mx, Vx and Gx at (q, qd) from one factorisation: what task_mass_matrix, "
       "task_velocity_terms and task_gravity return, for about the cost of one (an "
       "operational-space controller's call). Returns the task status.",
       kTaskFunction | kTaskSolve},
      {EmittedFunctionId::task_coriolis_coefficients,
       "task_coriolis_coefficients",
       task_coefficients_reference(true),
       {"q"},
       {{"Bx", joints, pairs}},
       "Bx(q), kDof x kDof(kDof-1)/2: Jx^T Vx = Bx [qd qd] + Cx [qd^2], pairs j < k in "
       "lexicographic order (B's shape). Returns the task status.",
       kTaskFunction | kTaskSolve},
      {EmittedFunctionId::task_centrifugal_coefficients,
       "task_centrifugal_coefficients",
       task_coefficients_reference(false),
       {"q"},
       {{"Cx", joints, joints}},
       "Cx(q), kDof x kDof: coefficients of qd_j^2 in Jx^T Vx (C's shape). Returns the task "
       "status.",
       kTaskFunction | kTaskSolve},
  });
  return specs;
}

bool EmittedInput::is_vector() const { return columns == one; }

std::string EmittedInput::size_in_header(const std::string& qualifier, bool coupled) const {
  std::string text = header_size;
  const std::string dof = "{k}kDof";
  if (coupled && name == "fext")
    text.replace(text.find(dof), dof.size(), "{k}kDof + {k}kFollowers");
  for (std::size_t at = text.find("{k}"); at != std::string::npos; at = text.find("{k}", at))
    text.replace(at, 3, qualifier);
  return text;
}

const std::vector<EmittedInput>& emitted_inputs() {
  static const std::vector<EmittedInput> inputs = {
      {"q", configuration, one, "{k}kNq"},
      {"qd", joints, one, "{k}kNv"},
      {"qdd", joints, one, "{k}kNv"},
      {"tau", joints, one, "{k}kNv"},
      {"w", six, one, "6"},
      {"fext", links, six, "6 * ({k}kDof + {k}kNq - {k}kNv)"},  // kNq - kNv: a floating body
      {"dt", one, one, "1", true},
      // An array of one entry, not one number: a batch takes one per state.
      {"restitution", one, one, "1"},
      // Baumgarte's errors of the held contacts, rows as contact_jacobian's.
      {"contact_position_error", held_rows, one, "{k}kContactRows"},
      {"contact_velocity_error", held_rows, one, "{k}kContactRows"},
      // Positive weights of the contact forces' rows (contact_inverse_dynamics_weighted).
      {"contact_weights", held_rows, one, "{k}kContactRows"},
      {"frame", one, one, "1", true, true},
  };
  return inputs;
}

const EmittedInput& emitted_input(const std::string& name) {
  for (const EmittedInput& input : emitted_inputs())
    if (input.name == name) return input;
  throw std::invalid_argument("no emitted input named " + name);
}

int emitted_input_size(const std::string& input, const EmittedShape& shape) {
  return emitted_input(input).size(shape);
}

const EmittedFunctionSpec& emitted_function_spec(EmittedFunctionId function) {
  const auto& specs = emitted_function_specs();
  const auto k = static_cast<std::size_t>(function);
  // The table lists every function once, in the enumeration's order.
  if (k >= specs.size() || specs[k].id != function)
    throw std::logic_error("emitted_function_specs() is not in EmittedFunctionId's order");
  return specs[k];
}

const EmittedFunctionSpec& emitted_function_spec(const std::string& function) {
  for (const EmittedFunctionSpec& spec : emitted_function_specs())
    if (spec.name == function) return spec;
  throw std::invalid_argument("no emitted function named " + function);
}

bool coupled_reference(const EmittedFunctionSpec& spec, const NumericModel& model, Workspace& ws,
                       const EmittedSample& coupled, const EmittedSample& full,
                       Eigen::MatrixXd& out) {
  if (!coupled.coupling) throw std::logic_error("coupled_reference: a sample without its coupling");
  const JointCoupling& coupling = *coupled.coupling;
  if (spec.coupled_direct) return spec.coupled_direct(model, ws, coupled, out);
  Eigen::MatrixXd whole;
  if (!spec.reference(model, ws, full, whole)) return false;
  // The results one after another, row-major: each of the whole tree's shape
  // (every joint its own coordinate: the runtime's), folded to the model's.
  EmittedShape tree;
  tree.dof = model.dof();
  tree.task = static_cast<int>(model.task.size());
  tree.base = full.base ? static_cast<int>(full.base->columns.size()) : 0;
  tree.floating_base = model.floating_base;
  tree.contacts = static_cast<int>(model.contacts.size());
  tree.contact_rows = contact_rows(model.contacts);
  EmittedShape folded_shape = tree;
  folded_shape.dof = coupling.nv - (model.floating_base ? 6 : 0);
  folded_shape.followers = tree.dof - folded_shape.dof;
  folded_shape.coupled = true;
  const Eigen::MatrixXd entries = whole.transpose();  // column-major of it: row-major of whole
  Eigen::Index next = 0;
  std::vector<Eigen::MatrixXd> folded;
  for (const EmittedResult& result : spec.results) {
    const int rows = result.rows(tree), columns = result.columns(tree);
    Eigen::MatrixXd r(rows, columns);
    for (int i = 0; i < rows; ++i)
      for (int j = 0; j < columns; ++j) r(i, j) = entries.data()[next++];
    if (result.rows == joints) r = coupling.G.transpose() * r;
    if (result.columns == joints) r = r * coupling.G;
    if (result.rows == configuration) {
      Eigen::MatrixXd picked(coupling.nq, columns);
      for (int k = 0; k < coupling.nq; ++k)
        picked.row(k) = r.row(coupling.q_entries[static_cast<std::size_t>(k)]);
      r = picked;
    }
    if (r.rows() != result.rows(folded_shape) || r.cols() != result.columns(folded_shape))
      throw std::logic_error("coupled_reference: " + spec.name + "'s " + result.name +
                             " folds to the wrong shape");
    folded.push_back(r);
  }
  out = stacked(folded);
  return true;
}

}  // namespace nedyn
