#include "nedyn/generator/contact_solves.hpp"

#include "nedyn/generator/ldlt_loops.hpp"

namespace nedyn {
namespace {

using Role = LoopParameter::Role;

LoopFunction contact_solve() {
  LoopFunction f;
  f.name = "contact_solve";
  f.comment = {"lambda_c = -A^-1 y and qdd = L^-1 (w + Yd lambda_c) (Featherstone 8.3: the",
               "constraint forces that make Jc qdd + gamma = 0), with A = Jc M^-1 Jc^T",
               "(lower triangle, kContactRows square) factorised as La Da La^T in place,",
               "and L the unit lower factor of M = L^T D L (below its diagonal). Status 1",
               "if a pivot of A is at most kContactSingularity A_kk (redundant contacts);",
               "qdd and lambda_c are all zero unless it is 0."};
  f.parameters = {{"A", Role::scratch},     {"y", Role::read}, {"w", Role::read},
                  {"Yd", Role::read},       {"L", Role::read}, {"qdd", Role::write},
                  {"lambda_c", Role::write}};
  f.status = true;
  f.zeroed = {{"qdd", "{n}"}, {"lambda_c", "{c}"}};
  const LoopValue singularity = named("{contact_singularity}");
  f.body = {allocate("qdd", "{n}"), allocate("lambda_c", "{c}"),
            ldlt_in_place("A", "{c}", &singularity, 1),
            loop("r", "0", "{c}", {store("lambda_c", "r", -element("y", "r"))})};
  for (LoopStatement& s : ldlt_solve("A", "{c}", "lambda_c")) f.body.push_back(s);
  f.body.push_back(loop(
      "k", "0", "{n}",
      {let("s", element("w", "k")),
       loop("r", "0", "{c}",
            {assign("s",
                    local("s") + element("Yd", at("k", "{c}", "r")) * element("lambda_c", "r"))}),
       loop("i", "0", "k",
            {assign("s", local("s") - element("L", at("k", "{n}", "i")) * element("qdd", "i"))}),
       store("qdd", "k", local("s"))},
      "L qdd = w + Yd lambda_c"));
  return f;
}

}  // namespace

std::vector<LoopFunction> contact_solves() { return {contact_solve()}; }

}  // namespace nedyn
