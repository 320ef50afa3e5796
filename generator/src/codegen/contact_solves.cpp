#include "nedyn/generator/contact_solves.hpp"

#include "nedyn/generator/ldlt_loops.hpp"

namespace nedyn {
namespace {

using Role = LoopParameter::Role;

/// What distinguishes the two solves: the results' names, and the impulse's
/// restitution e, which scales y by 1 + e.
struct SolveForm {
  std::string name, motion, forces;
  bool restitution = false;
};

/// forces = -A^-1 y (times 1 + e) and motion = L^-1 (w + Yd forces), A
/// factorised in place.
LoopFunction contact_solve_function(const SolveForm& form, std::vector<std::string> comment) {
  LoopFunction f;
  f.name = form.name;
  f.comment = std::move(comment);
  f.parameters = {{"A", Role::scratch},
                  {"y", Role::read},
                  {"w", Role::read},
                  {"Yd", Role::read},
                  {"L", Role::read}};
  if (form.restitution) f.parameters.push_back({"restitution", Role::read});
  f.parameters.push_back({form.motion, Role::write});
  f.parameters.push_back({form.forces, Role::write});
  f.status = true;
  f.zeroed = {{form.motion, "{n}"}, {form.forces, "{c}"}};
  const LoopValue singularity = named("{contact_singularity}");
  const LoopValue scale =
      form.restitution ? -(number(1) + element("restitution", "0")) : number(-1);
  f.body = {allocate(form.motion, "{n}"), allocate(form.forces, "{c}"),
            ldlt_in_place("A", "{c}", &singularity, 1),
            loop("r", "0", "{c}",
                 {store(form.forces, "r",
                        form.restitution ? scale * element("y", "r") : -element("y", "r"))})};
  for (LoopStatement& s : ldlt_solve("A", "{c}", form.forces)) f.body.push_back(s);
  f.body.push_back(loop("k", "0", "{n}",
                        {let("s", element("w", "k")),
                         loop("r", "0", "{c}",
                              {assign("s", local("s") + element("Yd", at("k", "{c}", "r")) *
                                                            element(form.forces, "r"))}),
                         loop("i", "0", "k",
                              {assign("s", local("s") - element("L", at("k", "{n}", "i")) *
                                                            element(form.motion, "i"))}),
                         store(form.motion, "k", local("s"))},
                        "L " + form.motion + " = w + Yd " + form.forces));
  return f;
}

LoopFunction contact_solve() {
  return contact_solve_function(
      {"contact_solve", "qdd", "lambda_c", false},
      {"lambda_c = -A^-1 y and qdd = L^-1 (w + Yd lambda_c) (Featherstone ch. 8: the",
       "constraint forces that make Jc qdd + gamma = 0), with A = Jc M^-1 Jc^T",
       "(lower triangle, kContactRows square) factorised as La Da La^T in place,",
       "and L the unit lower factor of M = L^T D L (below its diagonal). Status 1",
       "if a pivot of A is at most kContactSingularity A_kk (redundant contacts);",
       "qdd and lambda_c are all zero unless it is 0."});
}

LoopFunction impulse_solve() {
  return contact_solve_function(
      {"impulse_solve", "qd_after", "impulse", true},
      {"impulse = -(1 + e) A^-1 y and qd_after = L^-1 (w + Yd impulse) with y =",
       "Jc qd, w = L qd (Featherstone ch. 11: the impulses that make Jc qd_after =",
       "-e Jc qd, e = restitution[0]), A as in contact_solve. Status 1 if a pivot",
       "of A is at most kContactSingularity A_kk (redundant contacts); qd_after",
       "and impulse are all zero unless it is 0."});
}

LoopFunction contact_force_solve() {
  LoopFunction f;
  f.name = "contact_force_solve";
  f.comment = {"For a floating base: the least-norm lambda_c with B^T lambda_c = t_b, B the",
               "base's six columns of Jc (kContactRows x {n}) and t_b the base's rows of",
               "t = M qdd + h: lambda_c = B G^-1 t_b with G = B^T B (lower triangle, 6 x 6)",
               "factorised as L D L^T in place; then tau = t - Jc^T lambda_c. Status 1 if a",
               "pivot of G is at most kContactSingularity G_kk (the contacts cannot produce",
               "every wrench on the base); tau and lambda_c are all zero unless it is 0."};
  f.parameters = {{"G", Role::scratch},
                  {"t", Role::read},
                  {"Jc", Role::read},
                  {"tau", Role::write},
                  {"lambda_c", Role::write}};
  f.status = true;
  f.zeroed = {{"tau", "{n}"}, {"lambda_c", "{c}"}};
  const LoopValue singularity = named("{contact_singularity}");
  f.body = {allocate("tau", "{n}"), allocate("lambda_c", "{c}"),
            ldlt_in_place("G", "6", &singularity, 1), local_array("g", "6"),
            loop("j", "0", "6", {store("g", "j", element("t", "j"))})};
  for (LoopStatement& s : ldlt_solve("G", "6", "g")) f.body.push_back(s);
  f.body.push_back(loop(
      "r", "0", "{c}",
      {let("s", number(0)),
       loop("j", "0", "6",
            {assign("s", local("s") + element("Jc", at("r", "{n}", "j")) * element("g", "j"))}),
       store("lambda_c", "r", local("s"))},
      "lambda_c = B g"));
  f.body.push_back(loop("k", "0", "{n}",
                        {let("s", element("t", "k")),
                         loop("r", "0", "{c}",
                              {assign("s", local("s") - element("Jc", at("r", "{n}", "k")) *
                                                            element("lambda_c", "r"))}),
                         store("tau", "k", local("s"))},
                        "tau = t - Jc^T lambda_c"));
  return f;
}

}  // namespace

std::vector<LoopFunction> contact_solves() {
  return {contact_solve(), impulse_solve(), contact_force_solve()};
}

}  // namespace nedyn
