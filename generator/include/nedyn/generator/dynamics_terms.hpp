#pragma once

// The closed-form terms of tau = M qdd + V + G + friction (+ J^T w), from the
// symbolic recursion: M column j with qdd = e_j (lower triangle, mirrored);
// G at rest under gravity; the tip-wrench term with symbolic f_{n+1},
// n_{n+1}. B and C come from the Christoffel symbols of M (Spong eq. 7.54):
//   C_ij = dM_ij/dq_j - 1/2 dM_jj/dq_i,
//   B_i,(jk) = dM_ij/dq_k + dM_ik/dq_j - dM_jk/dq_i,
// term-wise derivatives of polynomials, far cheaper than more recursions; or,
// on request, by probes as the numeric runtime does (C column j with
// qd = e_j, B column (j,k) with qd = e_j + e_k minus C's columns j and k).
// Entries are canonical polynomials in q-rates and the joint sines and
// cosines (s_i, c_i).

#include <functional>
#include <string>
#include <vector>

#include <ginac/ginac.h>

#include "nedyn/generator/joint_symbols.hpp"
#include "nedyn/generator/symbolic_recursion.hpp"
#include "nedyn/model/model.hpp"

namespace nedyn {

/// Receives one line of progress ("M column 3/6") for long runs.
using Progress = std::function<void(const std::string&)>;

/// A progress line that begins with this names the phase starting now: a
/// terminal's updating line and --verbose show it, a log of finished phases
/// leaves it out (progress_display.hpp).
constexpr const char* kPhaseStart = "... ";

/// Reports that `phase` starts.
inline void report_phase(const Progress& progress, const std::string& phase) {
  if (progress) progress(kPhaseStart + phase);
}

/// The work is done and the command's output follows: an updating line is
/// cleared (an empty line of progress).
inline void end_progress(const Progress& progress) {
  if (progress) progress("");
}

/// Sizes n are nv, the coordinates of qd: the joints', and for a floating
/// base its twist's six first (JointSymbols::velocity). Its M then depends
/// on the joints only and its G on them and the base's orientation, through
/// gravity in the base frame (JointSymbols::base_gravity, R^T g; linear in
/// it): base-frame coordinates (docs/kinematics.md).
struct DynamicsTerms {
  GiNaC::matrix M;  ///< n x n mass matrix, rotor inertia on the diagonal
  GiNaC::matrix G;  ///< n x 1 gravity torques
  GiNaC::matrix B;  ///< n x n(n-1)/2, coefficients of qd_j qd_k, j<k lexicographic
  GiNaC::matrix C;  ///< n x n, coefficients of qd_j^2
  GiNaC::matrix V;  ///< n x 1, B [qd qd] + C [qd^2]
  /// n x n: V = Cc qd, and Mdot - 2 Cc skew (Christoffel's; for a floating
  /// base the same sums of B and C, V = Cc qd only).
  GiNaC::matrix Cc;
  GiNaC::matrix friction;                 ///< n x 1, b_i qd_i + c_i csgn(qd_i)
  GiNaC::matrix tip;                      ///< n x 1, J^T w for the tip wrench symbols below
  std::vector<GiNaC::realsymbol> wrench;  ///< fx fy fz nx ny nz (last frame)
};

/// Which terms to compute; V and Cc need B and C.
struct TermSelection {
  bool M = true, G = true, B = true, C = true, tip = true;
  bool reduce = true;  ///< false: expanded only, to measure the size before reduction
  /// M from every column in full (both triangles independently, to test
  /// symmetry); by default the lower triangle is computed and mirrored.
  bool full_mass_matrix = false;
  /// B and C by velocity probes through the recursion instead of from M.
  bool coriolis_by_probes = false;
  ExpansionLimits limits;
};

DynamicsTerms dynamics_terms(const Model& model, const JointSymbols& symbols,
                             const TermSelection& selection = {},
                             const Progress& progress = nullptr);

/// Gravity g (world) in a floating base's frame, R^T g, over the symbols of
/// its quaternion: what JointSymbols::base_gravity stands for.
Vec3 base_frame_gravity(const Vec3& g, const JointSymbols& symbols);

/// d e / d q_i for an expression in s_i, c_i (revolute: ds = c dq, dc = -s dq) or q_i.
GiNaC::ex derivative_by_q(const GiNaC::ex& e, const JointSymbols& symbols, int i);

/// tau_i = sum_j M_ij qdd_j + V_i + G_i + friction_i (free motion), over nv.
GiNaC::matrix joint_torques(const DynamicsTerms& terms, const JointSymbols& symbols);

}  // namespace nedyn
