#pragma once

// What Ctrl-C or a termination signal must not leave behind: check's
// scratch directories and generate's staged temporary files. SIGINT,
// SIGTERM and SIGHUP are blocked in every thread and taken by one watcher
// thread (sigwait), which, in an ordinary context rather than a signal
// handler, removes every path registered at that moment and then ends the
// process by the same signal with its default action (exit status 128 + n
// in a shell). Processes that nedyn starts get the signals unblocked
// (spawn_signal_mask()), and those running then get the same signal and are
// waited for before anything is removed (a compiler writes into check's folder). This is the
// process's one piece of global state: signals are delivered to the process.

#include <sys/types.h>

#include <csignal>
#include <string>

namespace nedyn {

/// Starts the watcher; call once, first thing in main, before any thread.
void install_signal_cleanup();

/// The mask a started process gets: nothing blocked.
sigset_t spawn_signal_mask();

/// A started process, signalled and waited for if a signal ends nedyn
/// before `ended_process`.
void started_process(pid_t pid);
void ended_process(pid_t pid);

/// A path removed (a file, or a directory with its contents) if a signal
/// ends nedyn while this object lives; nothing is done on destruction.
class RemovedOnSignal {
 public:
  explicit RemovedOnSignal(std::string path);
  ~RemovedOnSignal();
  RemovedOnSignal(const RemovedOnSignal&) = delete;
  RemovedOnSignal& operator=(const RemovedOnSignal&) = delete;

 private:
  std::string path_;
};

}  // namespace nedyn
