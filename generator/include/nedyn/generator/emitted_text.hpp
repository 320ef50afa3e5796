#pragma once

// What the emitted files of every language share: rendering a template,
// the banner's lines, the context every file's template reads (sizes, the
// task, the base parameters, the model's symbols), signatures and the
// operation-count line. Each language's files (emitted_files.cpp for C++,
// c_files.cpp, python_files.cpp) add their own.

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include <kainjow/mustache.hpp>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/generator/loop_function.hpp"
#include "nedyn/model/model.hpp"
#include "nedyn/runtime/emitted_functions.hpp"

namespace nedyn {

using TemplateData = kainjow::mustache::data;

/// templates/NAME rendered with `context`; std::logic_error if the template is broken.
std::string render(const std::string& name, const TemplateData& context);

/// A mustache list of strings.
TemplateData list_of(const std::vector<std::string>& lines);

/// The lines of `text` at the end of `lines`.
void append_lines(std::vector<std::string>& lines, const std::string& text);

/// The namespace (C++), prefix (C) or module name: the model's name unless
/// the request names another. It also names the files.
std::string namespace_of(const Model& model, const EmitRequest& request);

/// What the functions' routes are: "closed forms", "recursion programs" or
/// both ("closed forms and recursion programs").
std::string code_kind(const EmittedDynamics& dynamics);

/// What the file holds (code_kind) and that it is not to be edited; the
/// generator's version; the model file by its name alone and its SHA-256;
/// the command; behind `comment` ("//", "#", "%").
std::string banner(const Model& model, const EmittedDynamics& dynamics, const EmitRequest& request,
                   const std::string& comment);

/// One array of the model file's joint limits in emitted code: kPositionLower
/// (C++, C with its prefix, MATLAB), POSITION_LOWER (Python).
struct JointLimitArray {
  const char* name;
  const char* python_name;
  double JointLimits::*field;
  const char* meaning;  ///< "velocity limits (rad/s or m/s)", for MATLAB's help text
};
const std::vector<JointLimitArray>& joint_limit_arrays();

/// The joints' values of one limit as the shortest decimals that read back,
/// `nan` where the file gives none.
std::string limit_values(const Model& model, double JointLimits::*field, const std::string& nan,
                         const std::string& separator);

/// The context of every file: banner, namespace, dof, base parameters,
/// scalar, parameters, task. `comment` starts the banner's lines.
/// `text` as a double-quoted string literal that C, C++ and Python read
/// back byte for byte: quote and backslash escaped, control bytes in octal.
std::string string_literal(const std::string& text);

TemplateData common_context(const Model& model, const EmittedDynamics& dynamics,
                            const EmitRequest& request, const std::string& comment = "//");

/// Why `name` (the module or a parameter) cannot stand in `language`'s files:
/// "a Python keyword", "a MATLAB keyword"; "" if it can. C and C++ names are
/// checked when the model is read (nedyn/model/emitted_names.hpp).
std::string reserved_word_problem(Language language, const std::string& name);

/// "a, b, c".
std::string joined(const std::vector<std::string>& items);

/// `text` without its final newline, for a template that adds its own.
std::string without_last_newline(std::string text);

/// The sizes and constants of a solve's loops inline in a C or C++ body: M's
/// order n (kDof or kNv), the task's rows m (kTask), over scalars `scalar`
/// ("double", or "Value" in a C++ body over lanes).
LoopNames c_family_loop_names(const EmittedShape& shape, const std::string& scalar);

/// "const double* q, double* tau", after `parameters` ("const Params& p")
/// if that is not empty.
std::string signature(const EmittedFunction& f, const std::string& parameters,
                      const std::string& type);

/// "207 multiplications, 163 additions, 0 divisions, 12 function calls."
std::string count_text(const OperationCount& c);

/// The emitted kTaskSingularity and kContactSingularity (each language's
/// TASK_SINGULARITY, CONTACT_SINGULARITY) as a literal of `scalar`: the
/// runtime's kTaskSingularity (kTaskSingularityFloat) and kContactRedundancy,
/// at which its solves decide rank as the emitted ones do.
std::string singularity_literal(ScalarType scalar);

/// The count of f's body: its program's and its solves' operations, and a
/// note where it calls other functions (whose operations are their own).
std::string function_count_text(const EmittedFunction& f);

/// `(void)NAME;` for each argument no output depends on (warning-free with -Wextra).
std::vector<std::string> unused_arguments(const Program& program, const EmittedFunction& f,
                                          bool parameters);

/// The statements of a program statement (BodyStatement::Kind::program) of
/// f, `print` each block: for a function of a frame C and C++'s switch on
/// `frame`, each frame's statements in one case and every result entry of f
/// `nan` (the scalar's NaN, "static_cast<double>(NAN)") for an index out of range.
std::vector<std::string> c_family_statements(
    const BodyStatement& program, const EmittedFunction& f, const EmittedShape& shape,
    const std::string& nan,
    const std::function<std::vector<std::string>(const std::vector<EmittedOutput>&)>& print);

/// The size of each argument array of f, inputs then results.
std::vector<std::pair<std::string, int>> array_sizes(const EmittedFunction& f,
                                                     const EmittedShape& shape);

/// The arguments of state k's single call in a batch of calls ("q + k * 6").
std::string batch_loop_arguments(const EmittedFunction& f, const EmittedShape& shape,
                                 bool parameters);

}  // namespace nedyn
