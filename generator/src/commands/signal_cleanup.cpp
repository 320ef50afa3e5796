#include "nedyn/generator/signal_cleanup.hpp"

#include <pthread.h>
#include <sys/wait.h>

#include <filesystem>
#include <mutex>
#include <set>
#include <thread>

namespace nedyn {
namespace {

struct Registry {
  std::mutex mutex;
  std::multiset<std::string> paths;
  std::set<pid_t> children;
};

Registry& registry() {
  static Registry r;  // lives as long as the process
  return r;
}

sigset_t watched_signals() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGHUP);
  return set;
}

[[noreturn]] void watch(sigset_t set) {
  int signal = SIGTERM;
  while (sigwait(&set, &signal) != 0) {
  }
  {
    // Held to the end: no path is registered or dropped while they go.
    Registry& r = registry();
    r.mutex.lock();
    for (const pid_t child : r.children) kill(child, signal);
    for (const pid_t child : r.children) waitpid(child, nullptr, 0);
    for (const std::string& path : r.paths) {
      std::error_code ignored;
      std::filesystem::remove_all(path, ignored);
    }
  }
  std::signal(signal, SIG_DFL);
  pthread_sigmask(SIG_UNBLOCK, &set, nullptr);
  pthread_kill(pthread_self(), signal);
  for (;;) pause();
}

}  // namespace

void install_signal_cleanup() {
  const sigset_t set = watched_signals();
  // A shell starts background jobs with SIGINT ignored: that choice stays.
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  std::thread(watch, set).detach();
}

sigset_t spawn_signal_mask() {
  sigset_t none;
  sigemptyset(&none);
  return none;
}

void started_process(pid_t pid) {
  const std::lock_guard<std::mutex> lock(registry().mutex);
  registry().children.insert(pid);
}

void ended_process(pid_t pid) {
  const std::lock_guard<std::mutex> lock(registry().mutex);
  registry().children.erase(pid);
}

RemovedOnSignal::RemovedOnSignal(std::string path) : path_(std::move(path)) {
  const std::lock_guard<std::mutex> lock(registry().mutex);
  registry().paths.insert(path_);
}

RemovedOnSignal::~RemovedOnSignal() {
  const std::lock_guard<std::mutex> lock(registry().mutex);
  const auto found = registry().paths.find(path_);
  if (found != registry().paths.end()) registry().paths.erase(found);
}

}  // namespace nedyn
