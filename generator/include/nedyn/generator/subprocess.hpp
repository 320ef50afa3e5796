#pragma once

// Running the tools nedyn drives (the C++ compiler, gnuplot) without a shell.

#include <string>
#include <vector>

namespace nedyn {

/// Runs `command` (argv[0] looked up in PATH) with stdout and stderr into the
/// file `log`; returns its exit status, or -1 if it could not be started or
/// did not exit normally.
int run_command(const std::vector<std::string>& command, const std::string& log);

/// Runs the commands, at most `parallel` at a time, command i's output into
/// logs[i]; returns their exit statuses in order, as run_command's.
std::vector<int> run_commands(const std::vector<std::vector<std::string>>& commands,
                              const std::vector<std::string>& logs, unsigned parallel);

/// The text of a file ("" if it cannot be read).
std::string read_text(const std::string& path);

}  // namespace nedyn
