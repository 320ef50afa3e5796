#include "nedyn/generator/statement_order.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <utility>

namespace nedyn {
namespace {

constexpr int kUnplaced = -1;

class Scheduler {
 public:
  Scheduler(const Program& program, const std::vector<int>& ids, std::size_t front,
            const std::vector<char>& temporary)
      : program_(program),
        temporary_(temporary),
        position_(static_cast<std::size_t>(program.size()), kUnplaced),
        placed_(static_cast<std::size_t>(program.size()), 0) {
    for (std::size_t i = 0; i < ids.size(); ++i)
      position_[static_cast<std::size_t>(ids[i])] = static_cast<int>(i);
    for (std::size_t i = 0; i < front && i < ids.size(); ++i) place(ids[i]);
  }

  /// Temporaries a statement reads: through its inlined operands, down to
  /// temporaries and leaves; those already placed (the front) are free.
  std::vector<int> reads(int id) const {
    std::vector<int> found, stack;
    const Node& n = program_.node(id);
    if (n.a >= 0) stack.push_back(n.a);
    if (n.b >= 0) stack.push_back(n.b);
    while (!stack.empty()) {
      const int v = stack.back();
      stack.pop_back();
      if (placed_[index(v)]) continue;
      if (temporary_[index(v)]) {
        found.push_back(v);
        continue;
      }
      const Node& m = program_.node(v);
      if (m.a >= 0) stack.push_back(m.a);
      if (m.b >= 0) stack.push_back(m.b);
    }
    std::sort(found.begin(), found.end());
    found.erase(std::unique(found.begin(), found.end()), found.end());
    return found;
  }

  /// The nodes of a statement's inlined text, operands first, then itself.
  void place_statement(int id) {
    const Node& n = program_.node(id);
    for (const int operand : {n.a, n.b})
      if (operand >= 0 && !placed_[index(operand)]) {
        if (temporary_[index(operand)]) throw std::logic_error("statement before its operand");
        place_statement(operand);
      }
    place(id);
  }

  int position(int id) const { return position_[index(id)]; }
  bool placed(int id) const { return placed_[index(id)] != 0; }
  const std::vector<int>& order() const { return order_; }

 private:
  static std::size_t index(int id) { return static_cast<std::size_t>(id); }
  void place(int id) {
    if (placed_[index(id)]) return;
    placed_[index(id)] = 1;
    order_.push_back(id);
  }

  const Program& program_;
  const std::vector<char>& temporary_;
  std::vector<int> position_;
  std::vector<char> placed_;
  std::vector<int> order_;
};

}  // namespace

std::vector<int> statement_order(const Program& program, const std::vector<int>& ids,
                                 std::size_t front, const std::vector<char>& temporary,
                                 const std::vector<Value>& outputs) {
  Scheduler scheduler(program, ids, front, temporary);
  const auto at = [](std::vector<int>& v, int id) -> int& {
    return v[static_cast<std::size_t>(id)];
  };
  const std::size_t size = static_cast<std::size_t>(program.size());
  // Which temporaries each statement reads, and its readers: flat arrays
  // (compressed rows), a statement at a time, for chains of a million nodes.
  std::vector<int> statements, read_start{0}, read_list;
  std::vector<int> row(size, -1);  // node -> its statement's row
  for (std::size_t i = front; i < ids.size(); ++i) {
    const int id = ids[i];
    if (!temporary[static_cast<std::size_t>(id)]) continue;
    row[static_cast<std::size_t>(id)] = static_cast<int>(statements.size());
    statements.push_back(id);
    const std::vector<int> r = scheduler.reads(id);
    read_list.insert(read_list.end(), r.begin(), r.end());
    read_start.push_back(static_cast<int>(read_list.size()));
  }
  std::vector<int> reader_start(statements.size() + 1, 0), reader_list(read_list.size());
  for (const int r : read_list) ++reader_start[static_cast<std::size_t>(at(row, r)) + 1];
  for (std::size_t k = 1; k < reader_start.size(); ++k) reader_start[k] += reader_start[k - 1];
  std::vector<int> next_reader(reader_start.begin(), reader_start.end() - 1);
  for (std::size_t k = 0; k < statements.size(); ++k)
    for (int j = read_start[k]; j < read_start[k + 1]; ++j) {
      const int read = read_list[static_cast<std::size_t>(j)];
      reader_list[static_cast<std::size_t>(at(next_reader, at(row, read))++)] = statements[k];
    }
  const auto reads = [&](int id) {
    const std::size_t k = static_cast<std::size_t>(at(row, id));
    return std::make_pair(read_list.begin() + read_start[k], read_list.begin() + read_start[k + 1]);
  };
  const auto readers = [&](int id) {
    const std::size_t k = static_cast<std::size_t>(at(row, id));
    return std::make_pair(reader_list.begin() + reader_start[k],
                          reader_list.begin() + reader_start[k + 1]);
  };
  // Live until the outputs are written at the end.
  std::vector<int> remaining(size, 0), waiting(size, 0);
  for (const Value& v : outputs) {
    if (temporary[static_cast<std::size_t>(v.id)]) {
      ++at(remaining, v.id);
    } else {
      for (const int r : scheduler.reads(v.id)) ++at(remaining, r);
    }
  }
  for (const int id : statements) {
    at(remaining, id) += static_cast<int>(readers(id).second - readers(id).first);
    at(waiting, id) = static_cast<int>(reads(id).second - reads(id).first);
  }
  // Ready statements by (-values it ends, position in ids).
  std::set<std::pair<int, int>> ready;
  std::vector<int> ends(size, 0);
  const auto make_ready = [&](int id) {
    int count = 0;
    for (auto r = reads(id).first; r != reads(id).second; ++r) count += at(remaining, *r) == 1;
    at(ends, id) = count;
    ready.emplace(-count, scheduler.position(id));
  };
  for (const int id : statements)
    if (at(waiting, id) == 0) make_ready(id);
  while (!ready.empty()) {
    const int id = ids[static_cast<std::size_t>(ready.begin()->second)];
    ready.erase(ready.begin());
    scheduler.place_statement(id);
    for (auto r = reads(id).first; r != reads(id).second; ++r) {
      if (--at(remaining, *r) != 1) continue;
      // One reader left: if it is ready, reading r now ends r.
      for (auto it = readers(*r).first; it != readers(*r).second; ++it) {
        const int reader = *it;
        if (scheduler.placed(reader) || at(waiting, reader) != 0) continue;
        ready.erase({-at(ends, reader), scheduler.position(reader)});
        ++at(ends, reader);
        ready.emplace(-at(ends, reader), scheduler.position(reader));
      }
    }
    for (auto it = readers(id).first; it != readers(id).second; ++it)
      if (--at(waiting, *it) == 0) make_ready(*it);
  }
  for (const Value& v : outputs) scheduler.place_statement(v.id);
  if (scheduler.order().size() != ids.size())
    throw std::logic_error("statement order lost a node of the program");
  return scheduler.order();
}

}  // namespace nedyn
