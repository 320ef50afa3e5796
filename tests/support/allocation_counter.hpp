#pragma once

// Counts heap allocations: malloc, calloc and realloc are interposed
// (forwarding to glibc's __libc_*), which counts operator new too, since it
// allocates with malloc; Eigen calls malloc directly (Drake's LimitMalloc
// idea). Linked only into tests built without sanitizers: AddressSanitizer
// owns malloc.

namespace nedyn::test {

/// Allocations so far in this process (the tests that use it run on one thread).
long allocation_count();

}  // namespace nedyn::test
