#include "nedyn/generator/subprocess.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "nedyn/generator/signal_cleanup.hpp"

extern char** environ;

namespace nedyn {

namespace {

// Starts `command` with stdout and stderr into `log`: its process id, or -1.
pid_t spawn(const std::vector<std::string>& command, const std::string& log) {
  std::vector<char*> argv;
  for (const std::string& a : command) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  // nedyn blocks the signals its watcher takes; a compiler must stop at Ctrl-C.
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  const sigset_t unblocked = spawn_signal_mask();
  posix_spawnattr_setsigmask(&attributes, &unblocked);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK);
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, argv[0], &actions, &attributes, argv.data(), environ);
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return -1;
  started_process(pid);
  return pid;
}

// The exit status of a started process, -1 if it was not started or did not exit normally.
int exit_status(pid_t pid) {
  int status = 0;
  if (pid < 0) return -1;
  const pid_t waited = waitpid(pid, &status, 0);
  ended_process(pid);
  if (waited < 0) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

int run_command(const std::vector<std::string>& command, const std::string& log) {
  return exit_status(spawn(command, log));
}

std::vector<int> run_commands(const std::vector<std::vector<std::string>>& commands,
                              const std::vector<std::string>& logs, unsigned parallel) {
  std::vector<pid_t> started(commands.size(), -1);
  std::vector<int> statuses(commands.size(), -1);
  std::size_t next = 0;  // the next to start; those before it and from `done` on run
  for (std::size_t done = 0; done < commands.size(); ++done) {
    for (; next < commands.size() && next < done + std::max(parallel, 1u); ++next)
      started[next] = spawn(commands[next], logs[next]);
    statuses[done] = exit_status(started[done]);
  }
  return statuses;
}

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace nedyn
