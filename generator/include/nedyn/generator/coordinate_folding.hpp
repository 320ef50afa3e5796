#pragma once

// Coupled joints (--mimic couple) on a program's values: the whole tree's
// coordinates folded onto the model's y, as nedyn/runtime/joint_coupling.hpp
// folds numbers. qd = G yd with G's entries 1 where a coordinate is its own
// and the multiplier a where a follower moves with its leader; forces on y
// are G^T times the whole tree's. The emitted functions (DynamicsBuild) and
// the base parameters' regressor (base_parameters.cpp) fold through this.

#include <vector>

#include "nedyn/generator/program.hpp"
#include "nedyn/generator/program_recursion.hpp"
#include "nedyn/model/model.hpp"

namespace nedyn {

/// Rows of an n x m matrix of values, row-major.
using ValueMatrix = std::vector<std::vector<Value>>;

class CoordinateFolding {
 public:
  /// The model's coupling, its multipliers lowered by `recursion` (into its program).
  CoordinateFolding(const Model& model, Program& program, ProgramRecursion& recursion);

  bool coupled() const { return coupled_; }
  /// Entries of yd: the model's nv less its followers.
  int coordinates() const { return nv_; }
  /// G^T rows (the whole tree's nv rows: forces), rows G (the whole tree's
  /// nv columns: velocities); unchanged without coupled joints.
  ValueMatrix fold_rows(const ValueMatrix& rows) const;
  ValueMatrix fold_columns(const ValueMatrix& rows) const;
  /// The whole tree's velocities G yd at the model's `yd` (coordinates()
  /// values); yd itself without coupled joints.
  std::vector<Value> whole_velocity(const std::vector<Value>& yd) const;

 private:
  Program* program_;
  bool coupled_;
  int nv_;
  /// Each whole-tree coordinate's coordinate of the model, and its
  /// multiplier there (1 for a coordinate of its own): G by its entries.
  std::vector<int> to_;
  std::vector<Value> by_;
};

}  // namespace nedyn
