#include "nedyn/generator/ldlt_loops.hpp"

namespace nedyn {

std::string at(const std::string& row, const std::string& columns, const std::string& column) {
  return row + " * " + columns + " + " + column;
}

LoopStatement ldlt_in_place(const std::string& A, const std::string& N, const LoopValue* relative,
                            int code, SmallPivot small) {
  return ldlt_factorise(A, A, N, relative, code, small);
}

LoopStatement ldlt_factorise(const std::string& A, const std::string& F, const std::string& N,
                             const LoopValue* relative, int code, SmallPivot small) {
  const LoopValue pivot = local("pivot"), diagonal = element(A, at("j", N, "j"));
  const LoopValue large = greater(pivot, relative ? *relative * diagonal : number(0));
  std::vector<LoopStatement> pivoted;
  if (small == SmallPivot::fail) {
    pivoted = {fail_unless(large, code), store("d", "j", pivot), let("inverse", number(1) / pivot)};
  } else {
    // kept is 1 or 0: 1 / (pivot + 0) is 1 / pivot to the bit, and a dropped
    // row's 0 / (pivot + 1) is 0 without a division by zero.
    const LoopValue kept = local("kept");
    pivoted = {let("kept", indicator(large)), flag_unless(large, code),
               store("d", "j", pivot * kept), let("inverse", kept / (pivot + (number(1) - kept)))};
  }
  std::vector<LoopStatement> column = {
      let("pivot", diagonal),
      loop("k", "0", "j",
           {store("v", "k", element(F, at("j", N, "k")) * element("d", "k")),
            assign("pivot", pivot - element(F, at("j", N, "k")) * element("v", "k"))})};
  column.insert(column.end(), pivoted.begin(), pivoted.end());
  column.push_back(store(F, at("j", N, "j"), local("inverse")));
  column.push_back(
      loop("i", "j + 1", N,
           {let("s", element(A, at("i", N, "j"))),
            loop("k", "0", "j",
                 {assign("s", local("s") - element(F, at("i", N, "k")) * element("v", "k"))}),
            store(F, at("i", N, "j"), local("s") * local("inverse"))}));
  return block({local_array("d", N), local_array("v", N), loop("j", "0", N, column)});
}

std::vector<LoopStatement> ldlt_solve(const std::string& A, const std::string& N,
                                      const std::string& y) {
  return {
      loop(
          "i", "0", N,
          {loop("k", "0", "i",
                {store(y, "i", element(y, "i") - element(A, at("i", N, "k")) * element(y, "k"))})}),
      loop("i", "0", N, {store(y, "i", element(y, "i") * element(A, at("i", N, "i")))}),
      loop_down(
          "i", "0", N,
          {loop("k", "i + 1", N,
                {store(y, "i", element(y, "i") - element(A, at("k", N, "i")) * element(y, "k"))})}),
  };
}

}  // namespace nedyn
