#pragma once

// A ceiling on nedyn's own memory, so that a model too large for the machine
// ends with a message instead of the kernel's OOM killer (docs/limits.md).

#include <cstddef>
#include <stdexcept>
#include <string>

namespace nedyn {

/// Thrown (from std::bad_alloc) when generation reached the memory limit.
class OutOfMemory : public std::runtime_error {
 public:
  explicit OutOfMemory(std::size_t limit_mib);
};

/// 3/4 of the machine's physical memory, in MiB.
std::size_t default_memory_limit_mib();

/// Caps this process's address space at `limit_mib` (0: the default) and
/// makes CLN's allocator throw std::bad_alloc like operator new. Returns the
/// limit set, or 0 when none can be: AddressSanitizer reserves terabytes of
/// address space, so sanitizer builds run without one. Call once, from main.
std::size_t limit_memory(std::size_t limit_mib);

}  // namespace nedyn
