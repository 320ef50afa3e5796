#pragma once

// Measured motion for identification (`nedyn identify --data FILE.csv`):
// comma-separated values, a header row naming the columns q1..qn,
// qd1..qdn, qdd1..qddn, tau1..taun in any order (and an optional t), then
// one row per sample; blank lines and lines starting with # are skipped.
// docs/identification.md.

#include <string>
#include <vector>

#include "nedyn/runtime/identification.hpp"

namespace nedyn {

/// Largest data file read (bytes): 10^6 samples of a 7-joint arm at 17 digits.
constexpr std::size_t kMaxObservationFileBytes = 512u << 20;

/// The samples of `path` for a model of `dof` joints. Throws ModelError
/// (FILE:LINE:COL: what is wrong) for a missing or unknown column, a row of
/// the wrong length, a field that is not a finite number.
std::vector<Observation> read_observations(const std::string& path, int dof);

/// The same from the file's bytes, `path` naming it in errors.
std::vector<Observation> parse_observations(const std::string& text, const std::string& path,
                                            int dof);

/// The same columns (t first) as text; `tau` written where the samples have it.
std::string observations_text(const std::vector<double>& times,
                              const std::vector<Observation>& samples, int dof);

}  // namespace nedyn
