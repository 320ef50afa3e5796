#pragma once

// A function of loops over arrays, in a form that names no language: the
// solves that run after an emitted function's program (the task-space
// factorisations of task_space_solves.hpp, the derivative products of
// derivative_products.hpp) are written once in this form and printed by each
// language (loop_printers.cpp): C++ and C with one scalar per array entry,
// NumPy and MATLAB over a row of states per entry (arrays of (entries,
// states)). Every language runs the same operations in the same order, so
// they give the same bits; the one exception is NumPy's products, one
// einsum each, whose sums numpy orders its own way.
//
// Loop variables count from 0 in every language; MATLAB's printer adds 1
// where it indexes. Index and bound texts are sums of products of loop
// variables, integer parameters, numbers and sizes in braces ({n}: M's
// order, {m}: the task's rows), which each language names its own way.

#include <map>
#include <string>
#include <vector>

#include "nedyn/generator/program.hpp"

namespace nedyn {

/// A scalar expression: an array entry, a local, a number, a named constant
/// or parameter, and + - * / and negation over them.
struct LoopValue {
  /// indicator: 1 where its one operand (a comparison) holds, else 0.
  enum class Kind { element, local, number, name, add, sub, mul, div, neg, greater, indicator };
  Kind kind = Kind::number;
  std::string name;   ///< element: the array; local: its name; name: a parameter or a {size}
  std::string index;  ///< element: the index text
  int number = 0;     ///< number
  std::vector<LoopValue> operands;
};

LoopValue element(const std::string& array, const std::string& index);
LoopValue local(const std::string& name);
LoopValue number(int value);
/// A scalar parameter ("relative") or a named constant in braces ("{singularity}").
LoopValue named(const std::string& name);
LoopValue operator+(LoopValue a, LoopValue b);
LoopValue operator-(LoopValue a, LoopValue b);
LoopValue operator*(LoopValue a, LoopValue b);
LoopValue operator/(LoopValue a, LoopValue b);
LoopValue operator-(LoopValue a);
LoopValue greater(LoopValue a, LoopValue b);
/// 1 where `holds` (a comparison) does, else 0: a mask in arithmetic.
LoopValue indicator(LoopValue holds);

/// The condition of a branch on what the caller passed (not on values).
struct LoopCondition {
  enum class Kind {
    present,  ///< every array of `names` given
    absent,   ///< none of them given
    flag,     ///< the flag parameter names[0] set
    flagged   ///< a `flag` statement has set the status (of some state)
  };
  Kind kind = Kind::flag;
  std::vector<std::string> names;
};

struct LoopStatement {
  enum class Kind {
    let,       ///< a new scalar local `name` = value
    assign,    ///< the local `name` = value
    store,     ///< name[index] = value
    array,     ///< a local array `name` of `size` entries
    allocate,  ///< a written parameter's array of `size` entries (NumPy, MATLAB only)
    loop,      ///< for `name` from `first` to `end` - 1 (downward: from end - 1 to first)
    branch,    ///< if condition: body, else: otherwise
    block,     ///< body in a scope of its own (C, C++), its locals not seen after it
    fail,      ///< where `value` does not hold, the function's status becomes `code`
    flag,      ///< as fail, but the function goes on and its results stand
    reflag,    ///< the status decided again: `code` where `value` does not hold, else 0
    call,      ///< another LoopFunction: arguments read, results written
    products   ///< results[r] = -name arguments[r], square row-major matrices of order `size`
  };
  Kind kind = Kind::let;
  std::string name;
  std::string index;                   ///< store
  std::string size;                    ///< array, allocate
  std::string first, end;              ///< loop
  bool downward = false;               ///< loop
  std::string note;                    ///< loop: a comment on its line
  LoopValue value;                     ///< let, assign, store; fail: what must hold
  LoopCondition condition;             ///< branch
  int code = 0;                        ///< fail, flag
  std::vector<std::string> arguments;  ///< call: the non-written parameters, in order;
                                       ///< products: the right factors
  std::vector<std::string> results;    ///< call: the written parameters, in order;
                                       ///< products: the products
  std::vector<std::string> tags;       ///< products: each product's short name (C and C++ sums)
  std::vector<LoopStatement> body, otherwise;
};

LoopStatement let(const std::string& name, LoopValue value);
LoopStatement assign(const std::string& name, LoopValue value);
LoopStatement store(const std::string& array, const std::string& index, LoopValue value);
LoopStatement local_array(const std::string& name, const std::string& size);
LoopStatement allocate(const std::string& name, const std::string& size);
/// `note`: a comment on the loop's line, what it solves.
LoopStatement loop(const std::string& variable, const std::string& first, const std::string& end,
                   std::vector<LoopStatement> body, const std::string& note = "");
LoopStatement loop_down(const std::string& variable, const std::string& first,
                        const std::string& end, std::vector<LoopStatement> body);
LoopStatement branch(LoopCondition condition, std::vector<LoopStatement> body,
                     std::vector<LoopStatement> otherwise = {});
LoopStatement block(std::vector<LoopStatement> body);
LoopStatement fail_unless(LoopValue holds, int code);
/// Where `holds` does not, the status becomes `code`; nothing is zeroed.
LoopStatement flag_unless(LoopValue holds, int code);
/// The status becomes `code` where `holds` does not and 0 where it does,
/// whatever a flag before it set (a test made again, more surely).
LoopStatement reflag_unless(LoopValue holds, int code);
LoopStatement call(const std::string& function, std::vector<std::string> arguments,
                   std::vector<std::string> results);
/// results[r][i n + c] = -sum_k left[i n + k] rights[r][k n + c], n = `order`, each
/// entry summed over k in order from zero, every product in one pass over
/// `left`. Each language prints it its own way (C and C++: whole rows, or
/// blocks of eight columns past twelve; NumPy: einsum; MATLAB: its loops).
LoopStatement negated_products(const std::string& left, std::vector<std::string> rights,
                               std::vector<std::string> results, std::vector<std::string> tags,
                               const std::string& order);
/// The loops that a products statement runs, over results allocated as
/// zeros (as NumPy and MATLAB allocate): what MATLAB prints, and what is counted.
std::vector<LoopStatement> product_loops(const LoopStatement& products);

struct LoopParameter {
  enum class Role {
    read,     ///< an array read
    update,   ///< an array read and written, returned by NumPy and MATLAB
    scratch,  ///< an array overwritten, not returned (MATLAB's copy is the function's)
    write,    ///< an array written: C and C++ take it, NumPy and MATLAB return it
    count,    ///< an integer
    flag,     ///< a boolean
    scalar    ///< a scalar
  };
  std::string name;
  Role role = Role::read;
  bool optional = false;  ///< an array that may be absent (nullptr, None, [])
};

struct LoopFunction {
  std::string name;
  std::vector<std::string> comment;  ///< lines, without the comment marks
  std::vector<LoopParameter> parameters;
  /// Whether it returns a status: 0, or the code of its first failed test.
  bool status = false;
  /// Arrays all zero unless the status is 0, with their sizes (C, C++).
  std::vector<std::pair<std::string, std::string>> zeroed;
  std::vector<LoopStatement> body;

  std::vector<std::string> written() const;  ///< update and write parameters, in order
};

/// How a language names the sizes and constants in braces and the scalar type.
struct LoopNames {
  std::map<std::string, std::string> braces;  ///< "n" -> "kDof", "singularity" -> ...
  /// The numbers of sizes whose value picks a printer's form ("n" -> 18).
  std::map<std::string, int> values;
  std::string scalar = "double";
};

/// `text` with each {key} replaced by names.braces[key].
std::string named_text(const std::string& text, const LoopNames& names);

/// The definitions of `functions` (callees before their callers) in each
/// language, as the emitted files hold them, separated by blank lines.
std::string print_cpp_loops(const std::vector<LoopFunction>& functions, const LoopNames& names);
/// C99: `static`, ints for flags, `one` and `zero` literals for the scalar.
std::string print_c_loops(const std::vector<LoopFunction>& functions, const LoopNames& names,
                          const std::string& zero, const std::string& one);
/// NumPy, each function named with a leading underscore.
std::string print_numpy_loops(const std::vector<LoopFunction>& functions, const LoopNames& names);
/// MATLAB local functions.
std::string print_matlab_loops(const std::vector<LoopFunction>& functions, const LoopNames& names);

/// `f` inline in a C++ (or, with `zero`, C) body where its parameters are
/// arrays in scope: its comment, then `preamble` (what makes the arrays it
/// reads), then its statements, which may not call or fail.
std::vector<std::string> print_cpp_inline(const LoopFunction& f, const LoopNames& names,
                                          const std::vector<std::string>& preamble);
std::vector<std::string> print_c_inline(const LoopFunction& f, const LoopNames& names,
                                        const std::vector<std::string>& preamble,
                                        const std::string& zero);

/// What a call passes, for counting: arrays given or absent, integers and flags.
struct LoopArgument {
  bool present = true;
  int number = 0;  ///< a count, or a flag as 0 or 1
};

/// The operations `functions[name]` runs with `arguments` (its non-written
/// parameters, in order) and the sizes in braces: loop by loop, calls
/// included; a negation counts as an addition, as Program::count does.
OperationCount loop_count(const std::vector<LoopFunction>& functions, const std::string& name,
                          const std::vector<LoopArgument>& arguments,
                          const std::map<std::string, int>& sizes);

}  // namespace nedyn
