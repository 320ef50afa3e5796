// The regressor: the standard parameters as program inputs and tau's
// derivatives by them.

#include "nedyn/generator/program_recursion.hpp"

#include <stdexcept>

#include "nedyn/runtime/standard_parameters.hpp"

#include "program_algebra.hpp"

namespace nedyn {

Value ProgramRecursion::standard_parameter(int k) const {
  return program_.input("pi[" + std::to_string(k) + "]");
}

std::vector<BodyParameters> ProgramRecursion::input_bodies() const {
  const Value zero = program_.constant(0);
  std::vector<BodyParameters> bodies(1, BodyParameters{zero, {zero, zero, zero}, {}});
  for (int i = 0; i < model_.dof(); ++i) {
    // XX XY XZ YY YZ ZZ MX MY MZ M, then the drive's Ia Fv Fc (not a body's).
    std::vector<Value> x;
    for (int k = 0; k < 10; ++k)
      x.push_back(standard_parameter(kStandardParametersPerLink * i + k));
    bodies.push_back(
        {x[9],
         {x[6], x[7], x[8]},
         {ValueVec3{x[0], x[1], x[2]}, ValueVec3{x[1], x[3], x[4]}, ValueVec3{x[2], x[4], x[5]}}});
  }
  return bodies;
}

std::vector<std::vector<Value>> ProgramRecursion::regressor(const RecursionForms& forms) {
  if (parameters_ != LinkParameters::standard_inputs)
    throw std::logic_error("the regressor needs the standard parameters as inputs");
  const int n = model_.dof();
  std::vector<Value> tau = joint_forces(args_.qd, args_.qdd, minus_gravity(), 0, forms);
  for (int i = 0; i < n; ++i) {
    const int first = kStandardParametersPerLink * i;
    const auto k = static_cast<std::size_t>(i);
    tau[k] = tau[k] + standard_parameter(first + 10) * args_.qdd[k] +
             standard_parameter(first + 11) * args_.qd[k] +
             standard_parameter(first + 12) * program_.sign(args_.qd[k]);
  }
  std::vector<std::vector<Value>> Y(tau.size());
  for (std::size_t i = 0; i < tau.size(); ++i)
    for (int k = 0; k < kStandardParametersPerLink * n; ++k)
      Y[i].push_back(program_.derivative(tau[i], standard_parameter(k)));
  return Y;
}

}  // namespace nedyn
