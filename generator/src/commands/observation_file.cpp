#include "nedyn/generator/observation_file.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <sstream>

#include "nedyn/model/model_error.hpp"
#include "nedyn/model/text_file.hpp"

namespace nedyn {
namespace {

std::string trimmed(const std::string& s) {
  const std::size_t first = s.find_first_not_of(" \t\r");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
}

/// Fields of a line and the 1-based column where each starts.
std::vector<std::pair<std::string, int>> fields_of(const std::string& line) {
  std::vector<std::pair<std::string, int>> fields;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = line.find(',', start);
    const std::string raw = line.substr(start, comma == std::string::npos ? comma : comma - start);
    const std::size_t lead = raw.find_first_not_of(" \t");
    fields.emplace_back(trimmed(raw),
                        static_cast<int>(start + (lead == std::string::npos ? 0 : lead)) + 1);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return fields;
}

/// A field as a message quotes it: its first 40 characters, then "...".
std::string quoted(const std::string& field) {
  constexpr std::size_t kShown = 40;
  return "'" + (field.size() <= kShown ? field : field.substr(0, kShown) + "...") + "'";
}

/// The column names of a model of n joints, by name: (array, joint).
std::map<std::string, std::pair<int, int>> column_names(int n) {
  std::map<std::string, std::pair<int, int>> names;
  const char* const arrays[] = {"q", "qd", "qdd", "tau"};
  for (int a = 0; a < 4; ++a)
    for (int i = 0; i < n; ++i) names[arrays[a] + std::to_string(i + 1)] = {a, i};
  names["t"] = {-1, 0};
  return names;
}

}  // namespace

std::vector<Observation> read_observations(const std::string& path, int dof) {
  const std::string text = read_text_file(path, kMaxObservationFileBytes);
  if (text.size() > kMaxObservationFileBytes)
    throw ModelError({path, 0, 0}, "larger than " + std::to_string(kMaxObservationFileBytes >> 20) +
                                       " MiB, the most nedyn reads");
  return parse_observations(text, path, dof);
}

std::vector<Observation> parse_observations(const std::string& text, const std::string& path,
                                            int dof) {
  const std::size_t nul = text.find('\0');
  if (nul != std::string::npos) {
    const std::string before = text.substr(0, nul);
    const int line = 1 + static_cast<int>(std::count(before.begin(), before.end(), '\n'));
    const std::size_t start = before.find_last_of('\n');
    throw ModelError(
        {path, line, static_cast<int>(nul - (start == std::string::npos ? 0 : start + 1)) + 1},
        "binary data (a NUL byte): a data file is CSV text");
  }
  const std::map<std::string, std::pair<int, int>> names = column_names(dof);
  std::vector<std::pair<int, int>> columns;  // per field: (array, joint)
  std::vector<Observation> samples;
  std::istringstream lines(text);
  std::string line;
  int number = 0;
  while (std::getline(lines, line)) {
    ++number;
    if (trimmed(line).empty() || trimmed(line)[0] == '#') continue;
    const auto fields = fields_of(line);
    if (columns.empty()) {  // the header
      std::map<std::string, int> seen;
      for (const auto& [name, column] : fields) {
        const auto found = names.find(name);
        if (found == names.end())
          throw ModelError({path, number, column}, "unknown column " + quoted(name) +
                                                       " (expected t, q1..q" + std::to_string(dof) +
                                                       ", qd1.., qdd1.., tau1..tau" +
                                                       std::to_string(dof) + ")");
        if (seen.count(name))
          throw ModelError({path, number, column}, "column " + quoted(name) + " appears twice");
        seen[name] = column;
        columns.push_back(found->second);
      }
      for (const auto& [name, where] : names)
        if (name != "t" && seen.count(name) == 0)
          throw ModelError({path, number, 1}, "no column '" + name + "' in the header");
      continue;
    }
    if (fields.size() != columns.size())
      throw ModelError({path, number, 1}, std::to_string(fields.size()) +
                                              " fields, the header has " +
                                              std::to_string(columns.size()));
    Observation o{Eigen::VectorXd(dof), Eigen::VectorXd(dof), Eigen::VectorXd(dof),
                  Eigen::VectorXd(dof)};
    for (std::size_t k = 0; k < fields.size(); ++k) {
      const std::string& field = fields[k].first;
      double value = 0;
      std::size_t used = 0;
      try {
        value = std::stod(field, &used);
      } catch (const std::exception&) {
        used = 0;
      }
      if (field.empty())
        throw ModelError({path, number, fields[k].second}, "an empty field, not a number");
      if (used != field.size() || !std::isfinite(value))
        throw ModelError({path, number, fields[k].second},
                         quoted(field) + " is not a finite number");
      const auto [array, joint] = columns[k];
      if (array < 0) continue;
      Eigen::VectorXd* const targets[] = {&o.q, &o.qd, &o.qdd, &o.tau};
      (*targets[array])(joint) = value;
    }
    samples.push_back(o);
  }
  if (columns.empty()) throw ModelError({path, 0, 0}, "no header row (q1, ..., tau1, ...)");
  return samples;
}

std::string observations_text(const std::vector<double>& times,
                              const std::vector<Observation>& samples, int dof) {
  const bool torques = !samples.empty() && samples[0].tau.size() == dof;
  std::string out = "t";
  for (const char* array : {"q", "qd", "qdd", "tau"}) {
    if (std::string(array) == "tau" && !torques) continue;
    for (int i = 1; i <= dof; ++i) out += std::string(",") + array + std::to_string(i);
  }
  out += "\n";
  char number[32];
  for (std::size_t k = 0; k < samples.size(); ++k) {
    std::snprintf(number, sizeof number, "%.17g", times[k]);
    out += number;
    const Observation& o = samples[k];
    for (const Eigen::VectorXd* v : {&o.q, &o.qd, &o.qdd, &o.tau}) {
      if (v == &o.tau && !torques) continue;
      for (int i = 0; i < dof; ++i) {
        std::snprintf(number, sizeof number, ",%.17g", (*v)(i));
        out += number;
      }
    }
    out += "\n";
  }
  return out;
}

}  // namespace nedyn
