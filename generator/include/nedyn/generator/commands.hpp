#pragma once

// What the `nedyn` subcommands do, apart from reading the command line
// (generator/src/main.cpp). Each writes its report to `out`.

#include <ostream>
#include <string>
#include <vector>

#include "nedyn/generator/dynamics_terms.hpp"
#include "nedyn/model/model.hpp"
#include "nedyn/runtime/instantiate.hpp"

namespace nedyn {

/// Exit codes of the tool.
enum ExitCode { kExitOk = 0, kExitCheckFailed = 1, kExitBadInput = 2 };

/// Bad use of the command line (exit code 2).
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// `nedyn validate`: a summary of a valid model (joints, types, masses, free symbols).
void write_model_summary(std::ostream& out, const Model& model);

struct EvalRequest {
  std::vector<double> q, qd, qdd;  ///< empty means zeros
  ParameterValues parameters;
};

/// `nedyn eval`: tau (all effects), M and G from the numeric recursion.
void write_evaluation(std::ostream& out, const Model& model, const EvalRequest& request);

struct ShowRequest {
  std::string what = "M";        ///< M V G B C Cc tau tip
  int row = 0, column = 0;       ///< 1-based --entry; 0 shows every entry
  std::string format = "text";   ///< text | latex
  std::size_t max_terms = 2000;  ///< larger entries are only counted unless asked for by --entry
  bool stats = false;            ///< also count the terms before reduction
  int digits = 0;  ///< 0: exact numbers; else decimals with this many significant digits
};

/// `nedyn show`: the simplified closed forms, one line per entry.
void write_show(std::ostream& out, const Model& model, const ShowRequest& request,
                const Progress& progress);

/// Parses "I" or "I,J" (1-based) of --entry.
void parse_entry_option(const std::string& text, ShowRequest& request);

/// Parses "0.1,0.2" or several tokens "0.1" "0.2" into finite doubles.
std::vector<double> parse_vector_option(const std::vector<std::string>& tokens,
                                        const std::string& option);

/// Parses NAME=VALUE pairs.
ParameterValues parse_parameter_options(const std::vector<std::string>& tokens);

}  // namespace nedyn
