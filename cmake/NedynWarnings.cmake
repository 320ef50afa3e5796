# Strict warnings for every nedyn target; NEDYN_WERROR turns them into errors,
# NEDYN_SANITIZE adds AddressSanitizer and UndefinedBehaviorSanitizer,
# NEDYN_BUILD_FUZZ libFuzzer's coverage instrumentation (nedyn_fuzz_coverage).
add_library(nedyn_build_flags INTERFACE)
target_compile_options(nedyn_build_flags INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion
  -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual)
if(NEDYN_WERROR)
  target_compile_options(nedyn_build_flags INTERFACE -Werror)
endif()
if(NEDYN_SANITIZE)
  target_compile_options(nedyn_build_flags INTERFACE
    -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  target_link_options(nedyn_build_flags INTERFACE -fsanitize=address,undefined)
endif()
# Coverage for the code the fuzzers explore: the libraries and the fuzz
# targets link this, the tests do not. A sanitizer build with NEDYN_BUILD_FUZZ
# then serves the tests and the fuzzers alike (.ci/run builds once).
add_library(nedyn_fuzz_coverage INTERFACE)
if(NEDYN_BUILD_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "NEDYN_BUILD_FUZZ needs clang++ (libFuzzer)")
  endif()
  target_compile_options(nedyn_fuzz_coverage INTERFACE -fsanitize=fuzzer-no-link)
endif()
