#include "nedyn/generator/contact_solves.hpp"

#include <array>

#include "nedyn/generator/ldlt_loops.hpp"

namespace nedyn {
namespace {

using Role = LoopParameter::Role;

/// A local `suspected` = 100 kContactSingularity (1e-8 in double, 1e-3 in
/// float): where an unpivoted pivot of A is at most `suspected` times its
/// diagonal entry, the contacts may be redundant. Rounding that small pivots
/// before it have multiplied can leave a dependent row's pivot far above
/// kContactSingularity, in float most of all. The pivoted factorisation then
/// decides (least_norm_solve), and the derivative solves give up.
LoopStatement redundancy_suspected() {
  return let("suspected", number(100) * named("{contact_singularity}"));
}

/// What distinguishes the two solves: the results' names, and the impulse's
/// restitution e, which scales y by 1 + e.
struct SolveForm {
  std::string name, motion, forces;
  bool restitution = false;
};

/// A = F D F^T with diagonal pivoting (Golub and Van Loan, §4.2.8: the
/// semi-definite factorisation picks the largest remaining diagonal, which
/// decides the rank where the unpivoted one cannot): column k of F (F_ik
/// at i {c} + k, in A's own row order) is step k's pivot row over its pivot,
/// Dinv_k = 1 / D_kk, or 0 once every remaining diagonal is at most
/// kContactSingularity times A's largest. The pivot is chosen without a
/// branch: h marks each diagonal larger than all before it, the last mark
/// is the pivot (sel, one 1), and its row is sum_i sel_i S_i, S the Schur
/// complement of the steps before (at first A, full, from its lower
/// triangle).
std::vector<LoopStatement> pivoted_factorisation(const std::string& A, const std::string& S) {
  const auto s = [&](const char* i, const char* j) { return element(S, at(i, "{c}", j)); };
  const LoopValue one = number(1), used = element("used", "i");
  return {
      loop("i", "0", "{c}",
           {loop("j", "0", "i + 1",
                 {store(S, at("i", "{c}", "j"), element(A, at("i", "{c}", "j"))),
                  store(S, at("j", "{c}", "i"), element(A, at("i", "{c}", "j")))}),
            store("used", "i", number(0))},
           "S = A, full"),
      let("largest", number(0)),
      loop("i", "0", "{c}",
           {let("g", indicator(greater(s("i", "i"), local("largest")))),
            assign("largest", local("g") * s("i", "i") + (one - local("g")) * local("largest"))}),
      loop("k", "0", "{c}",
           {let("best", s("0", "0") * (one - element("used", "0")) -
                            element("used", "0") * (local("largest") + one)),
            store("h", "0", one),
            loop("i", "1", "{c}",
                 {let("candidate", s("i", "i") * (one - used) - used * (local("largest") + one)),
                  let("g", indicator(greater(local("candidate"), local("best")))),
                  assign("best",
                         local("g") * local("candidate") + (one - local("g")) * local("best")),
                  store("h", "i", local("g"))},
                 "the largest diagonal of the rows not yet pivots"),
            let("after", number(0)),
            loop_down("i", "0", "{c}",
                      {store("sel", "i", element("h", "i") * (one - local("after"))),
                       assign("after", local("after") + element("sel", "i"))}),
            let("pivot", number(0)),
            loop("i", "0", "{c}",
                 {assign("pivot", local("pivot") + element("sel", "i") * s("i", "i"))}),
            let("kept", indicator(greater(local("pivot"),
                                          named("{contact_singularity}") * local("largest")))),
            store("independent", "k", local("kept")),
            store("Dinv", "k", local("kept") / (local("pivot") + (one - local("kept")))),
            loop("j", "0", "{c}",
                 {let("t", number(0)),
                  loop("i", "0", "{c}",
                       {assign("t", local("t") + element("sel", "i") * s("i", "j"))}),
                  store("r", "j", local("t"))},
                 "the pivot's row"),
            loop("i", "0", "{c}",
                 {store("F", at("i", "{c}", "k"), element("r", "i") * element("Dinv", "k")),
                  store("used", "i", used + element("sel", "i"))}),
            loop("i", "0", "{c}",
                 {loop(
                     "j", "0", "{c}",
                     {store(S, at("i", "{c}", "j"),
                            s("i", "j") - element("r", "i") * element("F", at("j", "{c}", "k")))})},
                 "S = S - r r^T / D_kk")})};
}

/// x = A^+ x, the least-squares solution of least norm, where the unpivoted
/// factorisation La of A suspected redundancy (and the status then says
/// whether A is rank-deficient); A^-1 x by La elsewhere. There, from
/// A = F D F^T with pivoting: F's kept columns span A's range, and A^+ =
/// F G^-1 D^-1 G^-1 F^T with G = F^T F (plus 1 on the diagonal of each
/// dropped column, which is zero), G factorised without pivoting, as it is
/// positive definite.
std::vector<LoopStatement> least_norm_solve(const std::string& A, const std::string& La,
                                            const std::string& x) {
  const LoopValue one = number(1);
  std::vector<LoopStatement> dropped = {
      local_array("F", "{c} * {c}"),     local_array("G", "{c} * {c}"),
      local_array("Dinv", "{c}"),        local_array("used", "{c}"),
      local_array("h", "{c}"),           local_array("sel", "{c}"),
      local_array("r", "{c}"),           local_array("u", "{c}"),
      local_array("independent", "{c}"), local_array("S", "{c} * {c}"),
      local_array("unpivoted", "{c}")};
  // NumPy and MATLAB take this branch for every state where one is
  // suspected: the others keep La's solve, as C and C++ do (clean = 1 where
  // La kept every pivot, its inverses all above 0).
  dropped.push_back(let("clean", one));
  dropped.push_back(loop(
      "j", "0", "{c}",
      {assign("clean",
              local("clean") * indicator(greater(element(La, at("j", "{c}", "j")), number(0)))),
       store("unpivoted", "j", element(x, "j"))}));
  const std::vector<LoopStatement> unpivoted = ldlt_solve(La, "{c}", "unpivoted");
  dropped.insert(dropped.end(), unpivoted.begin(), unpivoted.end());
  for (LoopStatement& statement : pivoted_factorisation(A, "S")) dropped.push_back(statement);
  dropped.push_back(let("deficient", number(0)));
  dropped.push_back(
      loop("k", "0", "{c}",
           {assign("deficient", local("deficient") + one - element("independent", "k"))}));
  dropped.push_back(reflag_unless(greater(one, local("deficient") * (one - local("clean"))), 1));
  const auto column_products = [](const std::string& right, const std::string& index) {
    return loop(
        "m", "0", "{c}",
        {assign("t", local("t") + element("F", at("m", "{c}", "a")) * element(right, index))});
  };
  dropped.push_back(
      loop("a", "0", "{c}",
           {loop("b", "0", "a + 1",
                 {let("t", number(0)), column_products("F", at("m", "{c}", "b")),
                  store("G", at("a", "{c}", "b"), local("t"))}),
            store("G", at("a", "{c}", "a"),
                  element("G", at("a", "{c}", "a")) + one - element("independent", "a"))},
           "G = F^T F + diag(1 - independent)"));
  dropped.push_back(ldlt_in_place("G", "{c}", nullptr, 1, SmallPivot::drop));
  dropped.push_back(loop(
      "a", "0", "{c}", {let("t", number(0)), column_products(x, "m"), store("u", "a", local("t"))},
      "u = F^T " + x));
  const std::vector<LoopStatement> solve = ldlt_solve("G", "{c}", "u");
  dropped.insert(dropped.end(), solve.begin(), solve.end());
  dropped.push_back(
      loop("a", "0", "{c}", {store("u", "a", element("u", "a") * element("Dinv", "a"))}));
  dropped.insert(dropped.end(), solve.begin(), solve.end());
  dropped.push_back(loop(
      "m", "0", "{c}",
      {let("t", number(0)),
       loop("a", "0", "{c}",
            {assign("t", local("t") + element("F", at("m", "{c}", "a")) * element("u", "a"))}),
       store(x, "m",
             local("clean") * element("unpivoted", "m") + (one - local("clean")) * local("t"))},
      x + " = F u (La's solve where clean)"));
  return {branch({LoopCondition::Kind::flagged, {}}, dropped, ldlt_solve(La, "{c}", x))};
}

/// forces = -A^-1 y (times 1 + e) and motion = L^-1 (w + Yd forces), A
/// factorised into La (A kept for redundant contacts' pivoted solve); at
/// redundant contacts, the least-norm forces.
LoopFunction contact_solve_function(const SolveForm& form, std::vector<std::string> comment) {
  LoopFunction f;
  f.name = form.name;
  f.comment = std::move(comment);
  f.parameters = {{"A", Role::read},
                  {"y", Role::read},
                  {"w", Role::read},
                  {"Yd", Role::read},
                  {"L", Role::read}};
  if (form.restitution) f.parameters.push_back({"restitution", Role::read});
  f.parameters.push_back({form.motion, Role::write});
  f.parameters.push_back({form.forces, Role::write});
  f.status = true;
  const LoopValue suspected = local("suspected");
  const LoopValue scale =
      form.restitution ? -(number(1) + element("restitution", "0")) : number(-1);
  f.body = {allocate(form.motion, "{n}"),
            allocate(form.forces, "{c}"),
            local_array("La", "{c} * {c}"),
            redundancy_suspected(),
            ldlt_factorise("A", "La", "{c}", &suspected, 1, SmallPivot::drop),
            loop("r", "0", "{c}",
                 {store(form.forces, "r",
                        form.restitution ? scale * element("y", "r") : -element("y", "r"))})};
  for (LoopStatement& s : least_norm_solve("A", "La", form.forces)) f.body.push_back(s);
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
       "(lower triangle, kContactRows square, read only) factorised as La Da La^T,",
       "and L the unit lower factor of M = L^T D L (below its diagonal). Where a",
       "pivot of La is at most 100 kContactSingularity A_kk, A is factorised again",
       "with pivoting; status 1 if that leaves a diagonal at most",
       "kContactSingularity times A's largest (redundant contacts): those rows are",
       "dropped, and lambda_c = -A^+ y is the least-squares solution of least norm",
       "(Jc qdd + gamma = 0 as nearly as the contacts allow)."});
}

LoopFunction impulse_solve() {
  return contact_solve_function(
      {"impulse_solve", "qd_after", "impulse", true},
      {"impulse = -(1 + e) A^-1 y and qd_after = L^-1 (w + Yd impulse) with y =",
       "Jc qd, w = L qd (Featherstone ch. 11: the impulses that make Jc qd_after =",
       "-e Jc qd, e = restitution[0]), A as in contact_solve. Status 1 where A is",
       "rank-deficient as contact_solve decides (redundant contacts): the",
       "least-norm impulse, as in contact_solve."});
}

LoopFunction contact_force_solve() {
  LoopFunction f;
  f.name = "contact_force_solve";
  f.comment = {"For a floating base: the least-norm lambda_c with B^T lambda_c = t_b, B the",
               "base's six columns of Jc (kContactRows x {n}) and t_b the base's rows of",
               "t = M qdd + h: lambda_c = B G^-1 t_b with G = B^T B (lower triangle, 6 x 6)",
               "factorised as L D L^T in place; then tau = t - Jc^T lambda_c. Status 1 if a",
               "pivot of G is at most kContactSingularity G_kk (the contacts cannot produce",
               "every wrench on the base); tau and lambda_c are all zero unless it is 0.",
               "With Bw = W^-1 B (weights W of the forces' rows: G = B^T W^-1 B, the",
               "least weighted norm) lambda_c = Bw G^-1 t_b."};
  f.parameters = {{"G", Role::scratch},     {"t", Role::read},    {"Jc", Role::read},
                  {"Bw", Role::read, true}, {"tau", Role::write}, {"lambda_c", Role::write}};
  f.status = true;
  f.zeroed = {{"tau", "{n}"}, {"lambda_c", "{c}"}};
  const LoopValue singularity = named("{contact_singularity}");
  f.body = {allocate("tau", "{n}"), allocate("lambda_c", "{c}"),
            ldlt_in_place("G", "6", &singularity, 1), local_array("g", "6"),
            loop("j", "0", "6", {store("g", "j", element("t", "j"))})};
  for (LoopStatement& s : ldlt_solve("G", "6", "g")) f.body.push_back(s);
  const auto forces = [](const LoopValue& B) {
    return std::vector<LoopStatement>{
        loop("j", "0", "6", {assign("s", local("s") + B * element("g", "j"))})};
  };
  f.body.push_back(
      loop("r", "0", "{c}",
           {let("s", number(0)),
            branch({LoopCondition::Kind::present, {"Bw"}}, forces(element("Bw", at("r", "6", "j"))),
                   forces(element("Jc", at("r", "{n}", "j")))),
            store("lambda_c", "r", local("s"))},
           "lambda_c = B g (Bw g)"));
  f.body.push_back(loop("k", "0", "{n}",
                        {let("s", element("t", "k")),
                         loop("r", "0", "{c}",
                              {assign("s", local("s") - element("Jc", at("r", "{n}", "k")) *
                                                            element("lambda_c", "r"))}),
                         store("tau", "k", local("s"))},
                        "tau = t - Jc^T lambda_c"));
  return f;
}

/// One group of columns of the differentiated KKT system's solution (see
/// contact_derivative_solve): for each column j, z = L^-T r1_j, s = r2_j -
/// Yd^T z, s = A^-1 s (lambda's column), u = Dinv z + Yd s and X's column
/// L^-1 u. `r1` empty: r1_j = e_j; `r2` empty: r2_j = 0.
std::vector<LoopStatement> derivative_columns(const std::string& r1, const std::string& r2,
                                              const std::string& X, const std::string& lambda) {
  std::vector<LoopStatement> column;
  if (r1.empty()) {
    column.push_back(loop("k", "0", "{n}", {store("z", "k", number(0))}));
    column.push_back(store("z", "j", number(1)));
  } else {
    column.push_back(loop("k", "0", "{n}", {store("z", "k", element(r1, at("k", "{n}", "j")))}));
  }
  column.push_back(loop_down(
      "k", "0", "{n}",
      {let("t", element("z", "k")),
       loop("i", "k + 1", "{n}",
            {assign("t", local("t") - element("L", at("i", "{n}", "k")) * element("z", "i"))}),
       store("z", "k", local("t"))}));
  column.push_back(loop(
      "r", "0", "{c}",
      {let("t", r2.empty() ? number(0) : element(r2, at("r", "{n}", "j"))),
       loop("k", "0", "{n}",
            {assign("t", local("t") - element("Yd", at("k", "{c}", "r")) * element("z", "k"))}),
       store("s", "r", local("t"))},
      "s = r2 - Jc M^-1 r1"));
  for (LoopStatement& statement : ldlt_solve("A", "{c}", "s")) column.push_back(statement);
  column.push_back(loop("r", "0", "{c}", {store(lambda, at("r", "{n}", "j"), element("s", "r"))}));
  column.push_back(loop(
      "k", "0", "{n}",
      {let("t", element("Dinv", "k") * element("z", "k")),
       loop("r", "0", "{c}",
            {assign("t", local("t") + element("Yd", at("k", "{c}", "r")) * element("s", "r"))}),
       loop("i", "0", "k",
            {assign("t", local("t") -
                             element("L", at("k", "{n}", "i")) * element(X, at("i", "{n}", "j")))}),
       store(X, at("k", "{n}", "j"), local("t"))},
      "L X = Dinv z + Yd s"));
  return {loop("j", "0", "{n}", column)};
}

/// A derivative solve over `groups` of columns (right sides r1, r2 and the
/// results X, Lambda; empty right sides: tau's columns, e_j over 0).
LoopFunction derivative_solve(const std::string& name, std::vector<std::string> comment,
                              const std::vector<std::array<std::string, 4>>& groups) {
  LoopFunction f;
  f.name = name;
  f.comment = std::move(comment);
  f.parameters = {
      {"A", Role::scratch}, {"Yd", Role::read}, {"L", Role::read}, {"Dinv", Role::read}};
  for (const auto& g : groups)
    for (std::size_t k = 0; k < 2; ++k)
      if (!g[k].empty()) f.parameters.push_back({g[k], Role::read});
  for (std::size_t k = 2; k < 4; ++k)
    for (const auto& g : groups) {
      f.parameters.push_back({g[k], Role::write});
      f.zeroed.push_back({g[k], k == 2 ? "{n} * {n}" : "{c} * {n}"});
    }
  f.status = true;
  for (const auto& result : f.zeroed) f.body.push_back(allocate(result.first, result.second));
  const LoopValue suspected = local("suspected");
  f.body.push_back(redundancy_suspected());
  f.body.push_back(ldlt_in_place("A", "{c}", &suspected, 1));
  f.body.push_back(local_array("z", "{n}"));
  f.body.push_back(local_array("s", "{c}"));
  for (const auto& g : groups)
    for (const LoopStatement& statement : derivative_columns(g[0], g[1], g[2], g[3]))
      f.body.push_back(statement);
  return f;
}

LoopFunction contact_derivative_solve() {
  return derivative_solve(
      "contact_derivative_solve",
      {"The derivatives of constrained_forward_dynamics: each column of [X; Lambda] =",
       "[M -Jc^T; Jc 0]^-1 [r1; r2] (Carpentier and Mansard: the KKT system",
       "differentiated at its solution), with r1 = R1q, R1qd or the unit vectors",
       "(tau's columns) and r2 = R2q, R2qd or 0. M = L^T D L (L unit lower, below its",
       "diagonal; Dinv = D^-1), Yd = D^-1 L^-T Jc^T and A = Jc M^-1 Jc^T (lower",
       "triangle, kContactRows square) factorised as La Da La^T in place. Status 1 if a",
       "pivot of A is at most 100 kContactSingularity A_kk (contacts that may be",
       "redundant); the results are all zero unless it is 0."},
      {{"R1q", "R2q", "dqdd_dq", "dlambda_dq"},
       {"R1qd", "R2qd", "dqdd_dqd", "dlambda_dqd"},
       {"", "", "dqdd_dtau", "dlambda_dtau"}});
}

LoopFunction impulse_derivative_solve() {
  return derivative_solve(
      "impulse_derivative_solve",
      {"The derivatives of impulse_dynamics: each column of [X; Lambda] =",
       "[M -Jc^T; Jc 0]^-1 [r1; r2], r1 and r2 the columns of R1q, R2q (q's) and",
       "R1qd, R2qd (qd's), with M, Yd, A and L as in contact_derivative_solve. Status",
       "1 if a pivot of A is at most 100 kContactSingularity A_kk; the results are",
       "all zero unless it is 0."},
      {{"R1q", "R2q", "dqd_after_dq", "dimpulse_dq"},
       {"R1qd", "R2qd", "dqd_after_dqd", "dimpulse_dqd"}});
}

}  // namespace

std::vector<LoopFunction> contact_solves() {
  return {contact_solve(), impulse_solve(), contact_force_solve(), contact_derivative_solve(),
          impulse_derivative_solve()};
}

}  // namespace nedyn
