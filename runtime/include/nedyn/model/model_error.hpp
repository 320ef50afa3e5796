#pragma once

#include <stdexcept>
#include <string>

namespace nedyn {

/// Where in an input file something was found; line and column are 1-based.
struct SourceLocation {
  std::string file;
  int line = 0;
  int column = 0;
};

/// Bad input: the message reads `FILE:LINE:COL: what is wrong`.
class ModelError : public std::runtime_error {
 public:
  ModelError(SourceLocation where, const std::string& problem);

  const SourceLocation& where() const { return where_; }
  const std::string& problem() const { return problem_; }

 private:
  SourceLocation where_;
  std::string problem_;
};

}  // namespace nedyn
