# Strict warnings for every nedyn target; NEDYN_WERROR turns them into errors,
# NEDYN_SANITIZE adds AddressSanitizer and UndefinedBehaviorSanitizer,
# NEDYN_BUILD_FUZZ libFuzzer's coverage instrumentation (nedyn_fuzz_coverage,
# nedyn_fuzz_edges); nedyn_precompile_common_headers gives a library its PCH.
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
# The runtime and the generator: edge counters only, without libFuzzer's
# tracing of every comparison (trace-cmp), which finds the magic values of
# parsers and costs a call per loop test in numeric and symbolic code. The
# parsers (the model library; the data files' observation_file.cpp) keep it.
# In the sanitizer build, with it and without: `check models/quadrotor.yaml
# --scalar float` 31.5 and 22.1 s, `identify models/panda.yaml --excite` 82
# and 40 s (as without coverage at all), `generate` of the PUMA 6.9 and 5.9 s,
# of the Panda 17.0 and 14.9 s.
add_library(nedyn_fuzz_edges INTERFACE)
if(NEDYN_BUILD_FUZZ)
  target_compile_options(nedyn_fuzz_edges INTERFACE
    -fsanitize-coverage=inline-8bit-counters,pc-table)
endif()

# The headers nearly every library source reads (GiNaC, Eigen), parsed once
# per library instead of once per source: the three libraries' compile took
# 411 CPU-seconds instead of 538 (g++ -O2 -g1).
function(nedyn_precompile_common_headers target)
  target_precompile_headers(${target} PRIVATE <ginac/ginac.h> <Eigen/Dense> <map> <string>
    <vector>)
endfunction()
