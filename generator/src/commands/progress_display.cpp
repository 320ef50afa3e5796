#include "nedyn/generator/progress_display.hpp"

#include <iomanip>
#include <sstream>

namespace nedyn {
namespace {

constexpr auto kRefresh = std::chrono::milliseconds(200);
/// A run shorter than this prints no phase lines to a log.
constexpr double kQuietSeconds = 1.0;

bool is_phase_start(const std::string& line) { return line.rfind(kPhaseStart, 0) == 0; }

}  // namespace

ProgressDisplay::ProgressDisplay(std::ostream& out, bool terminal, bool verbose)
    : out_(out),
      updating_(terminal && !verbose),
      verbose_(verbose),
      start_(std::chrono::steady_clock::now()) {
  if (updating_) ticker_ = std::thread([this] { tick(); });
}

ProgressDisplay::~ProgressDisplay() {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    done_ = true;
    if (shown_) out_ << "\r\033[K" << std::flush;  // the line goes with the command
  }
  wake_.notify_all();
  if (ticker_.joinable()) ticker_.join();
}

double ProgressDisplay::elapsed() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

void ProgressDisplay::report(const std::string& line) {
  const std::lock_guard<std::mutex> lock(mutex_);
  if (line.empty()) {  // end_progress: the command's output follows
    if (shown_) out_ << "\r\033[K" << std::flush;
    shown_ = false;
    phase_.clear();
    return;
  }
  const bool start = is_phase_start(line);
  if (updating_) {
    phase_ = start ? line.substr(std::string(kPhaseStart).size()) : line;
    if (elapsed() >= kQuietSeconds) draw();
    return;
  }
  if (start && !verbose_) return;
  const double t = elapsed();
  if (t < kQuietSeconds && !verbose_) return;
  out_ << "nedyn: [" << std::fixed << std::setprecision(1) << t << " s] " << line << "\n";
}

void ProgressDisplay::tick() {
  std::unique_lock<std::mutex> lock(mutex_);
  while (!done_) {
    wake_.wait_for(lock, kRefresh);
    if (!done_ && !phase_.empty() && elapsed() >= kQuietSeconds) draw();
  }
}

void ProgressDisplay::draw() {
  std::ostringstream text;
  text << "nedyn: [" << std::fixed << std::setprecision(1) << elapsed() << " s] " << phase_;
  std::string line = text.str();
  if (line.size() > 100) line = line.substr(0, 97) + "...";  // one terminal line
  out_ << "\r\033[K" << line << std::flush;
  shown_ = true;
}

Progress progress_to(std::shared_ptr<ProgressDisplay> display) {
  return [display](const std::string& line) { display->report(line); };
}

}  // namespace nedyn
