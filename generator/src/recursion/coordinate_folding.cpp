#include "nedyn/generator/coordinate_folding.hpp"

#include <stdexcept>
#include <string>

namespace nedyn {

CoordinateFolding::CoordinateFolding(const Model& model, Program& program,
                                     ProgramRecursion& recursion)
    : program_(&program),
      coupled_(has_coupled_joints(model)),
      nv_(model.nv() - model.dof() + independent_joint_count(model)) {
  const int base = model.nv() - model.dof();
  const std::vector<int> coordinate = joint_coordinates(model);
  for (int i = 0; i < model.nv(); ++i) {
    const Joint* j = i < base ? nullptr : &model.joints[static_cast<std::size_t>(i - base)];
    to_.push_back(j ? base + coordinate[static_cast<std::size_t>(i - base)] : i);
    by_.push_back(j && j->leader != 0 ? recursion.lower(j->follow_multiplier)
                                      : program.constant(1));
  }
}

ValueMatrix CoordinateFolding::fold_rows(const ValueMatrix& rows) const {
  if (!coupled_) return rows;
  if (rows.size() != to_.size())
    throw std::logic_error("fold_rows: rows of " + std::to_string(rows.size()) +
                           " coordinates, not the whole tree's");
  const std::size_t columns = rows.empty() ? 0 : rows[0].size();
  ValueMatrix folded(static_cast<std::size_t>(nv_),
                     std::vector<Value>(columns, program_->constant(0)));
  for (std::size_t i = 0; i < rows.size(); ++i) {
    std::vector<Value>& to = folded[static_cast<std::size_t>(to_[i])];
    for (std::size_t c = 0; c < columns; ++c)
      to[c] = to[c] + (program_->is_one(by_[i]) ? rows[i][c] : by_[i] * rows[i][c]);
  }
  return folded;
}

ValueMatrix CoordinateFolding::fold_columns(const ValueMatrix& rows) const {
  if (!coupled_) return rows;
  ValueMatrix folded;
  for (const std::vector<Value>& row : rows) {
    if (row.size() != to_.size())
      throw std::logic_error("fold_columns: columns of " + std::to_string(row.size()) +
                             " coordinates, not the whole tree's");
    std::vector<Value> to(static_cast<std::size_t>(nv_), program_->constant(0));
    for (std::size_t i = 0; i < row.size(); ++i) {
      Value& at = to[static_cast<std::size_t>(to_[i])];
      at = at + (program_->is_one(by_[i]) ? row[i] : by_[i] * row[i]);
    }
    folded.push_back(to);
  }
  return folded;
}

std::vector<Value> CoordinateFolding::whole_velocity(const std::vector<Value>& yd) const {
  if (!coupled_) return yd;
  std::vector<Value> qd;
  for (std::size_t i = 0; i < to_.size(); ++i) {
    const Value& y = yd[static_cast<std::size_t>(to_[i])];
    qd.push_back(program_->is_zero(y) || program_->is_one(by_[i]) ? y : by_[i] * y);
  }
  return qd;
}

}  // namespace nedyn
