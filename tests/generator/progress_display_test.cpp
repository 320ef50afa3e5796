// The progress display's three forms: a terminal's one updating line
// (redrawn in place, cleared when the command's output follows and at the
// end), a log's lines of finished phases once a run has taken a second, and
// --verbose's every line.

#include <catch2/catch.hpp>

#include <sstream>
#include <thread>

#include "nedyn/generator/progress_display.hpp"

using namespace nedyn;

namespace {

const std::string kClear = "\r\033[K";

void wait_past_quiet_second() { std::this_thread::sleep_for(std::chrono::milliseconds(1100)); }

std::size_t count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("on a terminal: one line in place, the phase and the time, cleared", "[progress]") {
  // Read once the display is gone: its thread redraws the line meanwhile.
  std::ostringstream out;
  {
    const Progress progress = progress_to(std::make_shared<ProgressDisplay>(out, true, false));
    report_phase(progress, "base parameters");  // drawn by the thread after a second
    wait_past_quiet_second();
    report_phase(progress, "mass_matrix");
    end_progress(progress);  // the command's output follows
    progress("base parameters: 12 of 26 standard parameters");
  }
  const std::string text = out.str();
  CHECK(text.find('\n') == std::string::npos);
  CHECK_THAT(text, Catch::StartsWith(kClear + "nedyn: [1.") &&
                       Catch::Contains(" s] mass_matrix" + kClear + kClear + "nedyn: [1.") &&
                       Catch::EndsWith(" s] base parameters: 12 of 26 standard parameters" +
                                       kClear));  // gone with the last copy
}

TEST_CASE("in a log: finished phases once a second has passed, every line with --verbose",
          "[progress]") {
  std::ostringstream log, verbose;
  {
    const Progress to_log = progress_to(std::make_shared<ProgressDisplay>(log, false, false));
    const Progress to_verbose =
        progress_to(std::make_shared<ProgressDisplay>(verbose, false, true));
    for (const Progress& p : {to_log, to_verbose}) {
      report_phase(p, "regressor");
      p("M column 1/6");
    }
    wait_past_quiet_second();
    for (const Progress& p : {to_log, to_verbose}) {
      report_phase(p, "base parameters");
      p("base parameters: 11 of 26");
      end_progress(p);
    }
  }
  CHECK(log.str().find(kClear) == std::string::npos);
  CHECK(count(log.str(), "\n") == 1);
  CHECK_THAT(log.str(),
             Catch::StartsWith("nedyn: [1.") && Catch::EndsWith(" s] base parameters: 11 of 26\n"));
  CHECK(count(verbose.str(), "\n") == 4);
  CHECK_THAT(verbose.str(), Catch::Contains("s] ... regressor\n") &&
                                Catch::Contains("s] M column 1/6\n") &&
                                Catch::Contains("s] ... base parameters\n"));
}
