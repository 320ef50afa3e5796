#pragma once

// The Newton–Euler recursion as a straight-line program: the same frames and
// equations as the numeric runtime (Craig 6.45–6.53, JAERI-M 90-147
// 2.31–2.39), but every quantity is a node of a Program. Nothing is expanded:
// zero and unit entries of rotations and inertias fold away, sin and cos of
// each joint are computed once, and only what a torque depends on survives
// dead-code elimination. This is the customised Newton–Euler program of
// DESIGN.md §5.

#include <array>
#include <map>
#include <string>
#include <vector>

#include "nedyn/generator/program.hpp"
#include "nedyn/model/model.hpp"

namespace nedyn {

using ValueVec3 = std::array<Value, 3>;
using ValueMat3 = std::array<ValueVec3, 3>;  ///< rows

/// The arguments of the emitted functions, as program inputs.
struct EmittedArguments {
  std::vector<Value> q, qd, qdd;
  std::vector<Value> s, c;  ///< sin, cos of each joint's angle (constants for prismatic joints)
};

class ProgramRecursion {
 public:
  /// Inputs are named q[i], qd[i], qdd[i] and p.NAME for a model symbol.
  ProgramRecursion(const Model& model, Program& program);

  const EmittedArguments& arguments() const { return args_; }

  /// A model expression (numbers, symbols, pi, sin, ...) as program values;
  /// sums and products are built in the order of their canonical text.
  Value lower(const GiNaC::ex& e);

  /// Rigid-body joint forces for the given rates and base acceleration vd_0;
  /// rows before first_torque are left zero (the inward pass stops there).
  std::vector<Value> joint_forces(const std::vector<Value>& qd, const std::vector<Value>& qdd,
                                  const ValueVec3& base_acceleration, int first_torque = 0);

  /// Base acceleration -g.
  ValueVec3 minus_gravity();
  /// b_i qd_i + c_i sign(qd_i).
  std::vector<Value> friction();
  /// Ia_i.
  std::vector<Value> rotor_inertia();
  Value zero() { return program_.constant(0); }

 private:
  const Model& model_;
  Program& program_;
  EmittedArguments args_;
  std::map<std::string, std::string> parameter_names_;  ///< GiNaC symbol name -> model name
  std::vector<ValueMat3> R_;
  std::vector<ValueVec3> p_, com_;
  std::vector<ValueMat3> inertia_;
  std::vector<Value> mass_;
};

}  // namespace nedyn
