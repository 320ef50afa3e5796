#!/usr/bin/env bash
# The README's second command: install what is missing, build everything with
# warnings as errors, and run the whole test suite on 2 cores.
# BUILD_DIR, CXX and EXTRA_CMAKE_ARGS (e.g. -DNEDYN_SANITIZE=ON) adjust the build;
# CTEST_EXCLUDE, a regular expression, leaves the tests it matches out.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
build=${BUILD_DIR:-build-test}
# Debug line tables only (-g1, g++ and clang++ alike): backtraces and
# sanitizer reports keep file and line, and the build takes about a third less
# than with full debug information (-g). EXTRA_CMAKE_ARGS may override it.
flags="-O2 -g1 -DNDEBUG"
# AddressSanitizer keeps two frames of each allocation's and release's stack
# (default 30): collecting them took a third of the sanitized build's
# generation and tests, in the generator's many small allocations. Detection
# is unchanged and a report still shows where the bad access was; for whole
# allocation stacks rerun with ASAN_OPTIONS=malloc_context_size=30. Unused
# without sanitizers.
export ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=2}
# shellcheck disable=SC2086
cmake -S . -B "$build" -G Ninja -DNEDYN_WERROR=ON -DNEDYN_BUILD_TESTS=ON \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$flags" -DCMAKE_C_FLAGS_RELWITHDEBINFO="$flags" \
  ${EXTRA_CMAKE_ARGS:-} >/dev/null
# The build lists each test executable's tests (Catch2's discovery): under
# LeakSanitizer that run needs the same suppressions as the tests (CLN's
# one-time allocations, tests/lsan.supp); without sanitizers it is unused.
LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0" \
  cmake --build "$build" -j "$(nproc)"
# ctest hands each test's name to Catch2, which reads a name that starts with
# '-' as an option: such a test prints Catch's usage and passes without running.
if ctest --test-dir "$build" -N | grep -E '^ *Test +#[0-9]+: [A-Za-z0-9_]+:-'; then
  echo "test names above start with '-': Catch2 reads them as options; rename them" >&2
  exit 1
fi
ctest --test-dir "$build" -j "$(nproc)" --output-on-failure --no-tests=error \
  ${CTEST_EXCLUDE:+--exclude-regex "$CTEST_EXCLUDE"}
