#pragma once

// An independent derivation of M(q) from the kinetic energy (Lagrange;
// Craig §6.8, Spong–Hutchinson–Vidyasagar §7.2):
//   M = sum_i m_i Jv_i^T Jv_i + Jw_i^T R_0i I_i R_0i^T Jw_i + diag(Ia),
// with Jv_i the derivative of link i's centre-of-mass position with respect to
// q (symbolic differentiation of forward kinematics) and Jw_i the axes of the
// revolute joints up to i. Nothing is shared with the Newton–Euler code, nor
// with the lowering to the one kinematic form: it reads the model file's own
// frames (DH transforms, or placement and axis).

#include <ginac/ginac.h>
#include <Eigen/Core>

#include "nedyn/generator/joint_symbols.hpp"
#include "nedyn/model/model_file.hpp"

namespace nedyn::test {

/// The Lagrangian kinematics of every link: Jv_i (3 x n), Jw_i (3 x n),
/// R_0i and the centre of mass in the base frame, over a chain or a tree (the
/// file's `parent`).
struct LagrangeKinematics {
  std::vector<GiNaC::matrix> Jv, Jw, R0, com0;
};

LagrangeKinematics lagrange_kinematics(const ModelFile& model, const JointSymbols& js);

/// M symbolically (small models).
GiNaC::matrix lagrange_mass_matrix(const ModelFile& model, const JointSymbols& js,
                                   const LagrangeKinematics& k);

/// M at a numeric state: the symbolic Jacobians evaluated at `values`, then
/// combined numerically (large models).
Eigen::MatrixXd lagrange_mass_matrix_at(const ModelFile& model, const LagrangeKinematics& k,
                                        const GiNaC::exmap& values);

/// A floating base's M, V and G from its kinetic and potential energy in the
/// base frame's coordinates (docs/kinematics.md): M = d^2 T / dv^2 over
/// Pinocchio's v; V from Lagrange's equations for the joints and Hamel's
/// (Kirchhoff's) for the base's twist, d/dt h + v x* h with h = dT/dv; G the
/// potential's derivatives along the base's own axes and the joints, over
/// gravity in the base frame (JointSymbols::base_gravity).
struct FloatingLagrangeTerms {
  GiNaC::matrix M, V, G;
};

FloatingLagrangeTerms lagrange_floating_terms(const ModelFile& model, const JointSymbols& js,
                                              const LagrangeKinematics& k);

}  // namespace nedyn::test
