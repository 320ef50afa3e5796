#include "nedyn/model/model_error.hpp"

namespace nedyn {
namespace {

std::string format(const SourceLocation& where, const std::string& problem) {
  if (where.line <= 0) return where.file + ": " + problem;
  return where.file + ":" + std::to_string(where.line) + ":" + std::to_string(where.column) + ": " +
         problem;
}

}  // namespace

ModelError::ModelError(SourceLocation where, const std::string& problem)
    : std::runtime_error(format(where, problem)), where_(std::move(where)), problem_(problem) {}

}  // namespace nedyn
