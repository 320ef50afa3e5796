#include <cerrno>
#include <cmath>
#include <cstdlib>

#include "nedyn/generator/commands.hpp"

namespace nedyn {
namespace {

double parse_double(const std::string& text, const std::string& option) {
  errno = 0;
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (text.empty() || end != text.c_str() + text.size() || errno == ERANGE || !std::isfinite(value))
    throw UsageError(option + ": '" + text + "' is not a finite number");
  return value;
}

}  // namespace

std::vector<double> parse_vector_option(const std::vector<std::string>& tokens,
                                        const std::string& option) {
  std::vector<double> values;
  for (const auto& token : tokens) {
    std::size_t start = 0;
    while (start <= token.size()) {
      const std::size_t comma = std::min(token.find(',', start), token.size());
      values.push_back(parse_double(token.substr(start, comma - start), option));
      start = comma + 1;
    }
  }
  return values;
}

ParameterValues parse_parameter_options(const std::vector<std::string>& tokens) {
  ParameterValues values;
  for (const auto& token : tokens) {
    const std::size_t eq = token.find('=');
    if (eq == std::string::npos || eq == 0)
      throw UsageError("--param: expected NAME=VALUE, got '" + token + "'");
    const std::string name = token.substr(0, eq);
    if (!values.emplace(name, parse_double(token.substr(eq + 1), "--param " + name)).second)
      throw UsageError("--param: '" + name + "' is given twice");
  }
  return values;
}

}  // namespace nedyn
