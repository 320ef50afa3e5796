#pragma once

// Names a model brings into emitted C++: the model's name becomes a namespace
// and file names, each free symbol a member of `Params` that is read as
// `p.NAME`, and both appear in `nedyn show`. A name that could not compile,
// or could be read as something nedyn itself emits, is refused when the model
// is loaded (docs/limits.md), never mangled: the user's name is the name in
// the code.

#include <string>

namespace nedyn {

/// Longest model or symbol name: file names must stay far below NAME_MAX.
constexpr std::size_t kMaxNameLength = 64;

/// True if `name` matches [A-Za-z_][A-Za-z0-9_]*.
bool is_identifier(const std::string& name);

/// True if `name` is a C++ keyword or an identifier reserved to the
/// implementation (leading underscore and capital, or a double underscore).
bool is_reserved_cpp_name(const std::string& name);

/// Why `name` cannot name a free symbol, or "" if it can.
std::string symbol_name_problem(const std::string& name);

/// Why `name` cannot name an emitted namespace and its files, or "" if it can.
std::string namespace_name_problem(const std::string& name);

}  // namespace nedyn
