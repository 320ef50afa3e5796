#!/usr/bin/env bash
# Fuzzes model loading and emission (fuzz/model_fuzz.cpp, YAML; with the
# target `urdf` first, fuzz/urdf_fuzz.cpp, the URDF front end) with libFuzzer,
# AddressSanitizer and UndefinedBehaviorSanitizer. New inputs go to a
# temporary corpus; a crash, a hang, a leak or an input that grows memory
# past 2 GiB stops the run and is saved under fuzz/findings/ to become a file
# in fuzz/regressions/. A hang is more than 3 s for one input: the sanitizers
# make generation ~15x slower than the release build, so that is ~0.2 s of
# nedyn as users run it, well inside the 1 s the issue allows.
# With `data`, fuzz/data_fuzz.cpp: identification data files (CSV).
# usage: scripts/fuzz.sh [--no-build] [urdf|data] [SECONDS] [libFuzzer options...]   (default 120 s)
#        scripts/fuzz.sh --build-only
# The build makes all three targets; --no-build runs one already built, so
# that several can run side by side on one tree (.ci/run: one per core).
set -euo pipefail
cd "$(dirname "$0")/.."
build_first=1 run=1
case "${1:-}" in
  --no-build) build_first=0; shift ;;
  --build-only) run=0; shift ;;
esac
target=model
if [ "${1:-}" = urdf ] || [ "${1:-}" = data ]; then
  target=$1
  shift
fi
seconds=${1:-120}
shift || true
build=${BUILD_DIR:-build-fuzz}
if [ "$build_first" = 1 ]; then
  scripts/install-deps.sh
  # -O1 as in libFuzzer's documentation, and debug line tables only: stack
  # traces keep file and line, and the build takes a quarter less than -O2 -g.
  CXX=clang++ cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" \
    -DNEDYN_BUILD_FUZZ=ON -DNEDYN_SANITIZE=ON -DNEDYN_BUILD_TESTS=OFF -DNEDYN_WERROR=ON >/dev/null
  cmake --build "$build" --target model_fuzz urdf_fuzz data_fuzz
fi
[ "$run" = 1 ] || exit 0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p fuzz/findings "$work/corpus"
export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"
if [ "$target" = data ]; then
  "$build/fuzz/data_fuzz" -max_total_time="$seconds" -timeout=3 -rss_limit_mb=2048 \
    -max_len=4096 -artifact_prefix=fuzz/findings/ -print_final_stats=1 \
    "$@" "$work/corpus" tests/bad_csv fuzz/data_corpus
elif [ "$target" = urdf ]; then
  "$build/fuzz/urdf_fuzz" -max_total_time="$seconds" -timeout=3 -rss_limit_mb=2048 \
    -max_len=8192 -dict=fuzz/urdf.dict -artifact_prefix=fuzz/findings/ -print_final_stats=1 \
    "$@" "$work/corpus" fuzz/urdf_corpus tests/urdf tests/bad_urdf
else
  "$build/fuzz/model_fuzz" -max_total_time="$seconds" -timeout=3 -rss_limit_mb=2048 \
    -max_len=4096 -dict=fuzz/model.dict -artifact_prefix=fuzz/findings/ -print_final_stats=1 \
    "$@" "$work/corpus" fuzz/corpus models tests/models tests/trees tests/bad_models
fi
