#include "nedyn/model/model.hpp"

#include <algorithm>
#include <iterator>
#include <stdexcept>

#include "nedyn/model/model_error.hpp"

namespace nedyn {

const char* to_string(JointType type) {
  return type == JointType::revolute ? "revolute" : "prismatic";
}

bool is_identity(const ExMat3& rotation) {
  for (std::size_t r = 0; r < 3; ++r)
    for (std::size_t c = 0; c < 3; ++c)
      if (!(rotation[r][c] - (r == c ? 1 : 0)).is_zero()) return false;
  return true;
}

bool Placement::is_identity() const {
  for (const GiNaC::ex& t : translation)
    if (!t.is_zero()) return false;
  return nedyn::is_identity(rotation);
}

Placement compose(const Placement& a, const Placement& b) {
  Placement out;
  for (std::size_t r = 0; r < 3; ++r) {
    GiNaC::ex moved = a.translation[r];
    for (std::size_t c = 0; c < 3; ++c) {
      GiNaC::ex sum = 0;
      for (std::size_t k = 0; k < 3; ++k) sum += a.rotation[r][k] * b.rotation[k][c];
      out.rotation[r][c] = sum.expand();
      moved += a.rotation[r][c] * b.translation[c];
    }
    out.translation[r] = moved.expand();
  }
  return out;
}

Placement inverse(const Placement& p) {
  Placement out;
  for (std::size_t r = 0; r < 3; ++r) {
    GiNaC::ex moved = 0;
    for (std::size_t c = 0; c < 3; ++c) {
      out.rotation[r][c] = p.rotation[c][r];
      moved -= p.rotation[c][r] * p.translation[c];
    }
    out.translation[r] = moved.expand();
  }
  return out;
}

Placement Model::tip() const {
  const Placement& last = joints.back().link_frame;
  return tool.is_identity() ? last : compose(last, tool);
}

bool has_task(const Model& model) { return !model.task.empty() || model.dof() >= 6; }

std::vector<int> task_rows(const Model& model) {
  if (static_cast<int>(model.task.size()) > model.dof())
    throw ModelError({model.source_file, 0, 0},
                     "a task of " + std::to_string(model.task.size()) + " coordinates (" +
                         task_text(model.task) + ") for a chain of " + std::to_string(model.dof()) +
                         " joints: the task's Jacobian cannot have full row rank");
  if (!model.task.empty()) return model.task;
  if (model.dof() >= 6) return {0, 1, 2, 3, 4, 5};
  throw ModelError({model.source_file, 0, 0},
                   "the task-space dynamics need a task: a chain of " +
                       std::to_string(model.dof()) +
                       " joints cannot control all six coordinates of the tool frame; choose "
                       "at most " +
                       std::to_string(model.dof()) +
                       " of x, y, z, wx, wy, wz with `task: [x, y]` in the model file or "
                       "--task x,y");
}

std::string task_text(const std::vector<int>& rows) {
  std::string out;
  for (const int r : rows) out += (out.empty() ? "" : ", ") + std::string(kTaskCoordinateNames[r]);
  return out;
}

std::vector<int> parse_task(const std::string& text) {
  std::vector<int> rows;
  std::string word;
  const auto flush = [&] {
    if (word.empty()) return;
    const auto* found =
        std::find_if(std::begin(kTaskCoordinateNames), std::end(kTaskCoordinateNames),
                     [&](const char* name) { return word == name; });
    if (found == std::end(kTaskCoordinateNames))
      throw std::invalid_argument("unknown task coordinate '" + word +
                                  "' (expected x, y, z, wx, wy or wz)");
    const int row = static_cast<int>(found - std::begin(kTaskCoordinateNames));
    if (std::find(rows.begin(), rows.end(), row) != rows.end())
      throw std::invalid_argument("the task names '" + word + "' twice");
    rows.push_back(row);
    word.clear();
  };
  for (const char c : text) {
    if (c == ',' || c == ' ' || c == '\t') {
      flush();
    } else {
      word += c;
    }
  }
  flush();
  if (rows.empty()) throw std::invalid_argument("the task names no coordinate");
  return rows;
}

}  // namespace nedyn
