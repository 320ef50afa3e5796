// The regressor: the standard parameters as program inputs and tau's
// derivatives by them.

#include "nedyn/generator/program_recursion.hpp"

#include <stdexcept>

#include "nedyn/runtime/standard_parameters.hpp"

#include "program_algebra.hpp"

namespace nedyn {

Value ProgramRecursion::standard_parameter(int k) const {
  return program_.input(InputName::element("pi", k));
}

std::vector<BodyParameters> ProgramRecursion::input_bodies() const {
  const Value zero = program_.constant(0);
  const StandardParameterLayout layout{model_.dof(), model_.floating_base};
  // XX XY XZ YY YZ ZZ MX MY MZ M of body i from entry `first` on.
  const auto body = [&](int first) {
    std::vector<Value> x;
    for (int k = 0; k < 10; ++k) x.push_back(standard_parameter(first + k));
    return BodyParameters{
        x[9],
        {x[6], x[7], x[8]},
        {ValueVec3{x[0], x[1], x[2]}, ValueVec3{x[1], x[3], x[4]}, ValueVec3{x[2], x[4], x[5]}}};
  };
  // Body 0: a floating base's, else the fixed base (no parameters).
  std::vector<BodyParameters> bodies(
      1, model_.floating_base ? body(0) : BodyParameters{zero, {zero, zero, zero}, {}});
  // Link i's inputs are about the origin of the frame its model file gives
  // the inertial data in (Joint::link_frame), in that frame's axes; the
  // recursion moves them to frame i (h' = R h + m t, J' as moved_body says).
  // Identity link frames fold away: the program is then as before.
  for (int i = 1; i <= model_.dof(); ++i) {
    const auto k = static_cast<std::size_t>(i);
    const ValueMat3& R = link_rotation_[k];
    bodies.push_back(moved_body(
        program_, [&](const ValueVec3& v) { return R * v; }, link_origin_[k],
        body(layout.first(i))));
  }
  return bodies;
}

std::vector<std::vector<Value>> ProgramRecursion::regressor(const RecursionForms& forms) {
  if (parameters_ != LinkParameters::standard_inputs)
    throw std::logic_error("the regressor needs the standard parameters as inputs");
  const StandardParameterLayout layout{model_.dof(), model_.floating_base};
  std::vector<Value> tau = joint_forces(args_.qd, args_.qdd, minus_gravity(), 0, forms);
  const std::size_t first = first_v();
  for (int i = 1; i <= model_.dof(); ++i) {  // the drives' Ia Fv Fc
    const int own = layout.first(i);
    const std::size_t k = first + static_cast<std::size_t>(i - 1);
    tau[k] = tau[k] + standard_parameter(own + 10) * args_.qdd[k] +
             standard_parameter(own + 11) * args_.qd[k] +
             standard_parameter(own + 12) * program_.sign(args_.qd[k]);
  }
  std::vector<std::vector<Value>> Y(tau.size());
  for (std::size_t i = 0; i < tau.size(); ++i)
    for (int k = 0; k < layout.size(); ++k)
      Y[i].push_back(program_.derivative(tau[i], standard_parameter(k)));
  return Y;
}

}  // namespace nedyn
