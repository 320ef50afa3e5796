#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

#if defined(__SANITIZE_ADDRESS__)
#define NEDYN_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NEDYN_ASAN 1
#endif
#endif

#ifdef NEDYN_ASAN
// The suppressions of tests/lsan.supp, also when a test executable runs
// outside CTest (test discovery at build time runs it without LSAN_OPTIONS).
extern "C" const char* __lsan_default_suppressions() {
  return "leak:libcln.so\nleak:libginac.so\n";
}
#endif
