#include "allocation_counter.hpp"

#include <cstddef>

namespace {
long g_allocations = 0;
}  // namespace

extern "C" {
void* __libc_malloc(std::size_t size);
void* __libc_calloc(std::size_t count, std::size_t size);
void* __libc_realloc(void* p, std::size_t size);

void* malloc(std::size_t size) {
  ++g_allocations;
  return __libc_malloc(size);
}
void* calloc(std::size_t count, std::size_t size) {
  ++g_allocations;
  return __libc_calloc(count, size);
}
void* realloc(void* p, std::size_t size) {
  ++g_allocations;
  return __libc_realloc(p, size);
}
}

namespace nedyn::test {

long allocation_count() { return g_allocations; }

}  // namespace nedyn::test
