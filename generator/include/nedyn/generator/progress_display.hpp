#pragma once

// Progress of a long command on stderr. On a terminal, one line updated in
// place: the phase it is in and the time since the start, refreshed a few
// times a second by a thread of its own and cleared when the command ends,
// so that it never stands among the command's output. Elsewhere (a log, a
// pipe), the lines of finished phases once the run has taken a second, as
// they were always printed; with --verbose, every line, phase starts
// (kPhaseStart) included, at once.

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <ostream>
#include <string>
#include <thread>

#include "nedyn/generator/dynamics_terms.hpp"

namespace nedyn {

class ProgressDisplay {
 public:
  /// `terminal`: `out` is one (isatty); `verbose`: every line as a log line.
  ProgressDisplay(std::ostream& out, bool terminal, bool verbose);
  ~ProgressDisplay();
  ProgressDisplay(const ProgressDisplay&) = delete;
  ProgressDisplay& operator=(const ProgressDisplay&) = delete;

  void report(const std::string& line);

 private:
  double elapsed() const;
  void tick();
  void draw();  // with mutex_ held

  std::ostream& out_;
  const bool updating_;  ///< one line in place (a terminal, not verbose)
  const bool verbose_;
  const std::chrono::steady_clock::time_point start_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::string phase_;
  bool shown_ = false;  ///< the updating line is on the terminal
  bool done_ = false;
  std::thread ticker_;
};

/// A Progress that reports to a display shared by its copies; the display
/// (and its line) goes when the last copy does.
Progress progress_to(std::shared_ptr<ProgressDisplay> display);

}  // namespace nedyn
