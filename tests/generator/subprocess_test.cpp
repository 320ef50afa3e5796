// Running the tools nedyn drives: one command, and several at a time (the
// check's compilations), each with its own log and status in order.

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "cli_support.hpp"
#include "nedyn/generator/subprocess.hpp"

using namespace nedyn;

TEST_CASE("run_command gives the exit status and the output", "[subprocess]") {
  const std::string dir = test::fresh_directory("subprocess_one");
  CHECK(run_command({"sh", "-c", "echo out; echo err >&2; exit 3"}, dir + "/log") == 3);
  CHECK(read_text(dir + "/log") == "out\nerr\n");
  CHECK(run_command({"no-such-program-of-nedyn"}, dir + "/log") != 0);
}

TEST_CASE("run_commands runs at most `parallel` at a time, statuses and logs in order",
          "[subprocess]") {
  const std::string dir = test::fresh_directory("subprocess_many");
  // The first two meet: each marks its start and waits (at most 10 s) for
  // the other's mark, which only running together gives; each marks its end.
  // The third, started when one of them has ended (two at a time), finds an
  // end mark.
  const auto meeting = [&](int me, int other) {
    const std::string d = dir + "/";
    return std::vector<std::string>{"sh", "-c",
                                    "touch " + d + "start" + std::to_string(me) +
                                        "; for i in $(seq 100); do [ -f " + d + "start" +
                                        std::to_string(other) + " ] && { echo met; touch " + d +
                                        "end" + std::to_string(me) + "; exit " +
                                        std::to_string(10 + me) + "; }; sleep 0.1; done; exit 1"};
  };
  const std::vector<std::vector<std::string>> commands = {
      meeting(0, 1),
      meeting(1, 0),
      {"sh", "-c", "[ -f " + dir + "/end0 ] || [ -f " + dir + "/end1 ]"},
      {"no-such-program-of-nedyn"}};
  const std::vector<std::string> logs = {dir + "/log0", dir + "/log1", dir + "/log2",
                                         dir + "/log3"};
  CHECK(run_commands(commands, logs, 2) == std::vector<int>{10, 11, 0, -1});
  CHECK(read_text(logs[0]) == "met\n");
  CHECK(read_text(logs[1]) == "met\n");
  // parallel 0 runs one at a time.
  const std::string alone = dir + "/alone";
  CHECK(run_commands({{"sh", "-c", "exit 4"}}, {alone}, 0) == std::vector<int>{4});
}
