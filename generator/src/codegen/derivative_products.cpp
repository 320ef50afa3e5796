#include "nedyn/generator/derivative_products.hpp"

namespace nedyn {

LoopFunction derivative_columns() {
  LoopFunction f;
  f.name = "derivative_columns";
  f.comment = {"M qdd = tau - b(q, qd), so M d qdd / d x = -d tau / d x at this qdd",
               "(inverse_dynamics_derivatives), and d qdd / d tau = M^-1, written by the",
               "factorisation that gave qdd: each Jacobian is -M^-1 d tau / d x, its",
               "rows independent of one another."};
  using R = LoopParameter::Role;
  f.parameters = {{"dqdd_dtau", R::read},
                  {"dtau_dq", R::read},
                  {"dtau_dqd", R::read},
                  {"dqdd_dq", R::write},
                  {"dqdd_dqd", R::write}};
  f.body = {negated_products("dqdd_dtau", {"dtau_dq", "dtau_dqd"}, {"dqdd_dq", "dqdd_dqd"},
                             {"q", "qd"}, "{n}")};
  return f;
}

OperationCount derivative_columns_count(int n) {
  LoopArgument given;
  return loop_count({derivative_columns()}, "derivative_columns", {given, given, given},
                    {{"n", n}});
}

}  // namespace nedyn
