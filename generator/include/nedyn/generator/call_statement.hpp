#pragma once

// What an emitted function's body does besides its program, in a form that
// names no language: the local arrays it declares and the calls it makes,
// of other emitted functions (mass_matrix, task_jacobian, ...) and of the
// solve helpers of task_space_solves.hpp (task_rows_of, task_space_solve,
// task_space_terms). Each language's files print them in their own dialect:
// C++ and C pass every array, Python and MATLAB return what a call writes.

#include <functional>
#include <string>
#include <vector>

#include "nedyn/runtime/emitted_functions.hpp"

namespace nedyn {

/// An argument of a call, or a factor of a local array's size.
struct CallArgument {
  enum class Kind {
    array,     ///< an array of the body: q, M, h
    absent,    ///< no array (C++'s nullptr)
    constant,  ///< a size of the emitted file: kDof, kNv, kTask
    number,    ///< a count: columns of a solve
    flag,      ///< a boolean
  };
  Kind kind = Kind::array;
  std::string name;  ///< the array's or the constant's name
  int number = 0;    ///< the count, or the flag as 0 or 1

  static CallArgument array(const std::string& name) { return {Kind::array, name, 0}; }
  static CallArgument absent() { return {Kind::absent, "", 0}; }
  static CallArgument constant(const std::string& name) { return {Kind::constant, name, 0}; }
  static CallArgument count(int value) { return {Kind::number, "", value}; }
  static CallArgument flag(bool value) { return {Kind::flag, "", value ? 1 : 0}; }
};

/// A local array of the body: `name[size[0] * size[1] * ...]`.
struct LocalArray {
  std::string name;
  std::vector<CallArgument> size;  ///< constants and numbers, multiplied
};

/// A call: `function(p, reads..., writes...)` in C++ and C (p only for an
/// emitted function of a model with parameters), `writes = function(reads)`
/// where functions return what they write.
struct Call {
  std::string function;             ///< "mass_matrix", "task_rows_of"
  std::vector<CallArgument> reads;  ///< the arguments it reads, in order
  std::vector<std::string> writes;  ///< the arrays it writes, after those it reads

  /// The row of emitted_function_specs() it calls; null for a helper.
  const EmittedFunctionSpec* spec() const;
  bool empty() const { return function.empty(); }
};

/// A call of the emitted function `function` with `arrays` as its inputs and
/// then its results, as its row of emitted_function_specs() orders them.
Call emitted_call(const std::string& function, const std::vector<std::string>& arrays);

/// The arrays a call reads (its array arguments), in order.
std::vector<std::string> arrays_read(const Call& call);

/// How a language writes the arguments that are not arrays.
struct ArgumentDialect {
  std::string absent;   ///< no array: nullptr, 0, None, []
  std::string yes, no;  ///< a flag's two values
  /// A size constant (kTask) as the language has it: TASK, or its number.
  std::function<std::string(const std::string&)> constant;
};

/// An argument of a call, or a factor of a local's size, in `dialect`.
std::string argument_text(const CallArgument& argument, const ArgumentDialect& dialect);

/// The arguments `call` reads in `dialect`: "p" first for an emitted
/// function of a model with parameters.
std::vector<std::string> read_arguments(const Call& call, bool parameters,
                                        const ArgumentDialect& dialect);

/// "a * b": a local's size in `dialect`.
std::string size_text(const LocalArray& local, const ArgumentDialect& dialect);

}  // namespace nedyn
