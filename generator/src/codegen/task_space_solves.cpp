#include "nedyn/generator/task_space_solves.hpp"

#include "nedyn/generator/ldlt_loops.hpp"

namespace nedyn {
namespace {

using Role = LoopParameter::Role;

LoopCondition present(std::vector<std::string> names) {
  return {LoopCondition::Kind::present, std::move(names)};
}

LoopCondition absent(std::vector<std::string> names) {
  return {LoopCondition::Kind::absent, std::move(names)};
}

LoopCondition flag(const std::string& name) { return {LoopCondition::Kind::flag, {name}}; }

LoopFunction task_space_factor() {
  LoopFunction f;
  f.name = "task_space_factor";
  f.comment = {"Task-space terms from M (lower triangle) and the task's Jacobian rows J",
               "(kTask x n) by LDL^T factorisations, free of square roots: M = L D L^T,",
               "Y = L^-1 J^T, Yd = D^-1 Y (n x kTask), A = J M^-1 J^T = Yd^T Y = La Da La^T",
               "(Khatib: Mx = A^-1, Jbar^T K = Mx Yd^T L^-1 K). The unit lower factors",
               "overwrite M and A in place, their diagonals holding 1 / D_jj: one division",
               "per pivot, none in the solves. Status 1 if a pivot of A is at most",
               "kTaskSingularity A_kk (the task's rows dependent in M^-1's metric); 2 if M",
               "is not positive definite."};
  f.parameters = {{"M", Role::update}, {"J", Role::read}, {"Yd", Role::write}, {"A", Role::write}};
  f.status = true;
  const LoopValue singularity = named("{singularity}");
  f.body = {
      allocate("Yd", "{n} * {m}"),
      allocate("A", "{m} * {m}"),
      ldlt_in_place("M", "{n}", nullptr, 2),
      local_array("Y", "{n} * {m}"),
      loop("r", "0", "{m}",
           {loop(
               "i", "0", "{n}",
               {let("s", element("J", at("r", "{n}", "i"))),
                loop("k", "0", "i",
                     {assign("s", local("s") - element("M", at("i", "{n}", "k")) *
                                                   element("Y", at("k", "{m}", "r")))}),
                store("Y", at("i", "{m}", "r"), local("s")),
                store("Yd", at("i", "{m}", "r"), local("s") * element("M", at("i", "{n}", "i")))})},
           "column r of Y: L y = row r of J"),
      loop("r", "0", "{m}",
           {loop("c", "0", "r + 1",
                 {let("s", number(0)),
                  loop("i", "0", "{n}",
                       {assign("s", local("s") + element("Yd", at("i", "{m}", "r")) *
                                                     element("Y", at("i", "{m}", "c")))}),
                  store("A", at("r", "{m}", "c"), local("s"))})}),
      ldlt_in_place("A", "{m}", &singularity, 1),
  };
  return f;
}

LoopFunction task_space_inverse() {
  LoopFunction f;
  f.name = "task_space_inverse";
  f.comment = {"Mx = A^-1 = W^T Da^-1 W with W = La^-1 (unit lower triangular)."};
  f.parameters = {{"A", Role::read}, {"Mx", Role::write}};
  f.body = {
      allocate("Mx", "{m} * {m}"),
      local_array("W", "{m} * {m}"),
      loop("c", "0", "{m}",
           {store("W", at("c", "{m}", "c"), number(1)),
            loop("i", "c + 1", "{m}",
                 {let("s", -element("A", at("i", "{m}", "c"))),
                  loop("k", "c + 1", "i",
                       {assign("s", local("s") - element("A", at("i", "{m}", "k")) *
                                                     element("W", at("k", "{m}", "c")))}),
                  store("W", at("i", "{m}", "c"), local("s"))})},
           "column c of W: La w = e_c"),
      loop("r", "0", "{m}",
           {loop("c", "0", "r + 1",
                 {let("s", number(0)),
                  loop("i", "r", "{m}",
                       {assign("s", local("s") + element("W", at("i", "{m}", "r")) *
                                                     element("A", at("i", "{m}", "i")) *
                                                     element("W", at("i", "{m}", "c")))}),
                  store("Mx", at("r", "{m}", "c"), local("s")),
                  store("Mx", at("c", "{m}", "r"), local("s"))})}),
  };
  return f;
}

LoopFunction task_space_solve() {
  LoopFunction f;
  f.name = "task_space_solve";
  f.comment = {"One task term: out = A^-1 (Yd^T L^-1 K - H), kTask x columns, or J^T times",
               "that, n x columns (joint_space); K n x columns and H kTask x columns",
               "(absent: zero); Mx for K and H absent. The status of task_space_factor;",
               "out is all zero unless it is 0. M is overwritten."};
  f.parameters = {{"M", Role::scratch},    {"J", Role::read},        {"K", Role::read, true},
                  {"H", Role::read, true}, {"columns", Role::count}, {"joint_space", Role::flag},
                  {"out", Role::write}};
  f.status = true;
  f.zeroed = {{"out", "(joint_space ? {n} : {m}) * columns"}};
  const std::string column = "c";
  std::vector<LoopStatement> each_column = {
      local_array("z", "{n}"), local_array("y", "{m}"),
      branch(present({"K"}),
             {loop("i", "0", "{n}",
                   {let("s", element("K", at("i", "columns", column))),
                    loop("k", "0", "i",
                         {assign("s", local("s") -
                                          element("M", at("i", "{n}", "k")) * element("z", "k"))}),
                    store("z", "i", local("s"))},
                   "L z = column c of K")}),
      loop("r", "0", "{m}",
           {let("s", number(0)),
            branch(present({"H"}), {assign("s", -element("H", at("r", "columns", column)))}),
            branch(present({"K"}),
                   {loop("i", "0", "{n}",
                         {assign("s", local("s") + element("Yd", at("i", "{m}", "r")) *
                                                       element("z", "i"))})}),
            store("y", "r", local("s"))},
           "y = Yd^T z - column c of H")};
  for (LoopStatement& s : ldlt_solve("A", "{m}", "y")) each_column.push_back(s);
  each_column.push_back(branch(
      flag("joint_space"),
      {loop(
          "i", "0", "{n}",
          {let("s", number(0)),
           loop("r", "0", "{m}",
                {assign("s", local("s") + element("J", at("r", "{n}", "i")) * element("y", "r"))}),
           store("out", at("i", "columns", column), local("s"))})},
      {loop("r", "0", "{m}", {store("out", at("r", "columns", column), element("y", "r"))})}));
  f.body = {
      local_array("Yd", "{n} * {m}"),
      local_array("A", "{m} * {m}"),
      call("task_space_factor", {"M", "J"}, {"Yd", "A"}),
      branch(absent({"K", "H"}), {call("task_space_inverse", {"A"}, {"out"})},
             {branch(flag("joint_space"), {allocate("out", "{n} * columns")},
                     {allocate("out", "{m} * columns")}),
              loop(column, "0", "columns", each_column)}),
  };
  return f;
}

LoopFunction task_space_terms() {
  LoopFunction f;
  f.name = "task_space_terms";
  f.comment = {"Mx, Vx = Mx (Jx M^-1 V - h) and Gx = Mx Jx M^-1 G from one factorisation",
               "(h: the task's rows of Jdot qd), Vx and Gx as products with Mx rather than",
               "more triangular solves on A. The status of task_space_factor; Mx, Vx and",
               "Gx are all zero unless it is 0. M is overwritten."};
  f.parameters = {{"M", Role::scratch}, {"J", Role::read},  {"V", Role::read},
                  {"G", Role::read},    {"h", Role::read},  {"Mx", Role::write},
                  {"Vx", Role::write},  {"Gx", Role::write}};
  f.status = true;
  f.zeroed = {{"Mx", "{m} * {m}"}, {"Vx", "{m}"}, {"Gx", "{m}"}};
  const auto both = [](const std::string& v, const std::string& g, const std::string& index,
                       const LoopValue& factor, const std::string& with_v,
                       const std::string& with_g) {
    return std::vector<LoopStatement>{
        assign(v, local(v) + factor * element(with_v, index)),
        assign(g, local(g) + factor * element(with_g, index)),
    };
  };
  f.body = {
      local_array("Yd", "{n} * {m}"),
      local_array("A", "{m} * {m}"),
      call("task_space_factor", {"M", "J"}, {"Yd", "A"}),
      local_array("zv", "{n}"),
      local_array("zg", "{n}"),
      local_array("yv", "{m}"),
      local_array("yg", "{m}"),
      loop(
          "i", "0", "{n}",
          {let("sv", element("V", "i")), let("sg", element("G", "i")),
           loop("k", "0", "i",
                {assign("sv", local("sv") - element("M", at("i", "{n}", "k")) * element("zv", "k")),
                 assign("sg",
                        local("sg") - element("M", at("i", "{n}", "k")) * element("zg", "k"))}),
           store("zv", "i", local("sv")), store("zg", "i", local("sg"))},
          "L z = V and L z = G"),
      loop("r", "0", "{m}",
           {let("sv", -element("h", "r")), let("sg", number(0)),
            loop("i", "0", "{n}",
                 both("sv", "sg", "i", element("Yd", at("i", "{m}", "r")), "zv", "zg")),
            store("yv", "r", local("sv")), store("yg", "r", local("sg"))},
           "Jx M^-1 V - h = Yd^T zv - h, Jx M^-1 G = Yd^T zg"),
      call("task_space_inverse", {"A"}, {"Mx"}),
      allocate("Vx", "{m}"),
      allocate("Gx", "{m}"),
      loop("r", "0", "{m}",
           {let("sv", number(0)), let("sg", number(0)),
            loop("c", "0", "{m}",
                 both("sv", "sg", "c", element("Mx", at("r", "{m}", "c")), "yv", "yg")),
            store("Vx", "r", local("sv")), store("Gx", "r", local("sg"))}),
  };
  return f;
}

LoopFunction task_rows_of(const std::vector<int>& rows) {
  LoopFunction f;
  f.name = "task_rows_of";
  f.comment = {"The task's rows (kTaskRows) of a 6-vector such as Jdot qd."};
  f.parameters = {{"a", Role::read}, {"h", Role::write}};
  f.body = {allocate("h", "{m}")};
  for (std::size_t r = 0; r < rows.size(); ++r)
    f.body.push_back(store("h", std::to_string(r), element("a", std::to_string(rows[r]))));
  return f;
}

}  // namespace

std::vector<LoopFunction> task_space_solves(const std::vector<int>& task_rows) {
  return {task_space_factor(), task_space_inverse(), task_space_solve(), task_space_terms(),
          task_rows_of(task_rows)};
}

}  // namespace nedyn
