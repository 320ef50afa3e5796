#include "nedyn/generator/memory_limit.hpp"

#include <cln/malloc.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cstdlib>
#include <new>

#if defined(__SANITIZE_ADDRESS__)
#define NEDYN_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NEDYN_ADDRESS_SANITIZER 1
#endif
#endif

namespace nedyn {
namespace {

constexpr std::size_t kMiB = std::size_t(1) << 20;

// CLN's default allocator prints to stderr before it throws; this one throws
// std::bad_alloc, which main reports with the limit.
void* throwing_malloc(std::size_t size) {
  void* p = std::malloc(size);
  if (p == nullptr) throw std::bad_alloc();
  return p;
}

}  // namespace

OutOfMemory::OutOfMemory(std::size_t limit_mib)
    : std::runtime_error("out of memory at the limit of " + std::to_string(limit_mib) +
                         " MiB (--memory-limit): the model is too large for this machine or "
                         "limit (docs/limits.md)") {}

std::size_t default_memory_limit_mib() {
  const long pages = sysconf(_SC_PHYS_PAGES), page_size = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || page_size <= 0) return 0;
  return static_cast<std::size_t>(pages) / kMiB * static_cast<std::size_t>(page_size) / 4 * 3;
}

std::size_t limit_memory(std::size_t limit_mib) {
  cln::malloc_hook = throwing_malloc;
#ifdef NEDYN_ADDRESS_SANITIZER
  (void)limit_mib;
  return 0;
#else
  if (limit_mib == 0) limit_mib = default_memory_limit_mib();
  if (limit_mib == 0) return 0;
  rlimit current{};
  if (getrlimit(RLIMIT_AS, &current) != 0) return 0;
  const rlim_t wanted = static_cast<rlim_t>(limit_mib) * kMiB;
  // Never raise a limit someone else set.
  if (current.rlim_cur != RLIM_INFINITY && current.rlim_cur <= wanted)
    return static_cast<std::size_t>(current.rlim_cur / kMiB);
  rlimit next = current;
  next.rlim_cur = wanted;
  if (setrlimit(RLIMIT_AS, &next) != 0) return 0;
  return limit_mib;
#endif
}

}  // namespace nedyn
