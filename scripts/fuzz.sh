#!/usr/bin/env bash
# Fuzzes model loading and emission (fuzz/model_fuzz.cpp) with libFuzzer,
# AddressSanitizer and UndefinedBehaviorSanitizer. New inputs go to a
# temporary corpus; a crash, a hang (> 1 s for one input), a leak or an
# input that grows memory past 2 GiB stops the run and is saved under
# fuzz/findings/ to become a file in fuzz/regressions/.
# usage: scripts/fuzz.sh [SECONDS] [libFuzzer options...]   (default 120 s)
# A later -timeout=N among the options overrides the 1 s limit (libFuzzer
# takes the last): AddressSanitizer makes generation ~15x slower than the
# release build, so a long run on a busy machine uses -timeout=3.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-120}
shift || true
build=${BUILD_DIR:-build-fuzz}
scripts/install-deps.sh
CXX=clang++ cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DNEDYN_BUILD_FUZZ=ON -DNEDYN_SANITIZE=ON -DNEDYN_BUILD_TESTS=OFF -DNEDYN_WERROR=ON >/dev/null
cmake --build "$build" --target model_fuzz
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p fuzz/findings "$work/corpus"
export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"
"$build/fuzz/model_fuzz" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 \
  -max_len=4096 -dict=fuzz/model.dict -artifact_prefix=fuzz/findings/ -print_final_stats=1 \
  "$@" "$work/corpus" fuzz/corpus models tests/models tests/bad_models
