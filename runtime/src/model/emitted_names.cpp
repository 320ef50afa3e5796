#include "nedyn/model/emitted_names.hpp"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <set>

namespace nedyn {
namespace {

bool is_ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Names <cmath> declares at global scope and macros it (or the compiler in
// GNU mode) defines, as scripts/global_names.py lists them for g++ and
// clang++ with glibc; the lists are generated from *_names.txt by CMake.
const char* const kGlobalNames[] = {
#include "global_names.inc"
};
const char* const kMacroNames[] = {
#include "macro_names.inc"
};

// Macros of the C headers a program that includes the emitted header commonly
// also includes, and Windows' min/max.
const std::set<std::string> kCommonMacros = {"assert", "errno",  "offsetof", "EOF", "stdin",
                                             "stdout", "stderr", "NDEBUG",   "min", "max"};

// What the emitted functions call their arguments and outputs (docs/design.md §3),
// the Params struct and kDof, and the tip wrench of `nedyn show --what tip`.
const std::set<std::string> kEmittedIdentifiers = {"q",  "qd", "qdd", "tau", "M",  "V",      "G",
                                                   "B",  "C",  "Cc",  "F",   "p",  "Params", "kDof",
                                                   "fx", "fy", "fz",  "nx",  "ny", "nz"};

bool listed(const char* const* begin, const char* const* end, const std::string& name) {
  return std::find(begin, end, name) != end;
}

bool is_macro(const std::string& name) {
  return listed(std::begin(kMacroNames), std::end(kMacroNames), name) ||
         kCommonMacros.count(name) != 0;
}

}  // namespace

bool is_identifier(const std::string& name) {
  return !name.empty() && is_ident_start(name[0]) &&
         std::all_of(name.begin(), name.end(), is_ident_char);
}

bool is_reserved_cpp_name(const std::string& name) {
  static const std::set<std::string> keywords = {"alignas",       "alignof",     "and",
                                                 "and_eq",        "asm",         "auto",
                                                 "bitand",        "bitor",       "bool",
                                                 "break",         "case",        "catch",
                                                 "char",          "char8_t",     "char16_t",
                                                 "char32_t",      "class",       "compl",
                                                 "concept",       "const",       "consteval",
                                                 "constexpr",     "constinit",   "const_cast",
                                                 "continue",      "co_await",    "co_return",
                                                 "co_yield",      "decltype",    "default",
                                                 "delete",        "do",          "double",
                                                 "dynamic_cast",  "else",        "enum",
                                                 "explicit",      "export",      "extern",
                                                 "false",         "float",       "for",
                                                 "friend",        "goto",        "if",
                                                 "inline",        "int",         "long",
                                                 "mutable",       "namespace",   "new",
                                                 "noexcept",      "not",         "not_eq",
                                                 "nullptr",       "operator",    "or",
                                                 "or_eq",         "private",     "protected",
                                                 "public",        "register",    "reinterpret_cast",
                                                 "requires",      "return",      "short",
                                                 "signed",        "sizeof",      "static",
                                                 "static_assert", "static_cast", "struct",
                                                 "switch",        "template",    "this",
                                                 "thread_local",  "throw",       "true",
                                                 "try",           "typedef",     "typeid",
                                                 "typename",      "union",       "unsigned",
                                                 "using",         "virtual",     "void",
                                                 "volatile",      "wchar_t",     "while",
                                                 "xor",           "xor_eq"};
  if (keywords.count(name) != 0) return true;
  if (name.size() >= 2 && name[0] == '_' && std::isupper(static_cast<unsigned char>(name[1])))
    return true;
  return name.find("__") != std::string::npos;
}

std::string symbol_name_problem(const std::string& name) {
  if (name.size() > kMaxNameLength)
    return "symbol name is " + std::to_string(name.size()) + " characters long (at most " +
           std::to_string(kMaxNameLength) + ")";
  if (is_reserved_cpp_name(name)) return "symbol '" + name + "' is a reserved C++ name";
  if (kEmittedIdentifiers.count(name) != 0)
    return "symbol '" + name + "' would read as the emitted identifier " + name +
           " (reserved: q, qd, qdd, tau, M, V, G, B, C, Cc, F, p, Params, kDof, fx..nz)";
  if (is_macro(name))
    return "symbol '" + name + "' is a macro of the C/C++ headers and cannot name a parameter";
  return "";
}

std::string namespace_name_problem(const std::string& name) {
  if (!is_identifier(name))
    return "name '" + name +
           "' is not an identifier ([A-Za-z_][A-Za-z0-9_]*): it names files and a C++ namespace";
  if (name.size() > kMaxNameLength)
    return "name is " + std::to_string(name.size()) + " characters long (at most " +
           std::to_string(kMaxNameLength) + "): it names files and a C++ namespace";
  if (is_reserved_cpp_name(name))
    return "name '" + name + "' is a reserved C++ name and cannot be a namespace";
  if (name == "std" || name == "main" || name == "nedyn" ||
      listed(std::begin(kGlobalNames), std::end(kGlobalNames), name))
    return "name '" + name +
           "' is taken at global scope (by <cmath>, the C library or nedyn) and cannot be "
           "the emitted namespace";
  if (is_macro(name))
    return "name '" + name + "' is a macro of the C/C++ headers and cannot be a namespace";
  return "";
}

}  // namespace nedyn
