#!/usr/bin/env bash
# Builds bench/ in Release, runs every benchmark and writes docs/BENCHMARKS.md
# with ns per call and each nedyn figure as a ratio against KDL's, measured in
# the same run.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
build=build-bench
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DNEDYN_BUILD_BENCH=ON >/dev/null
cmake --build "$build" --target runtime_bench
json=$(mktemp)
"$build/bench/runtime_bench" --benchmark_repetitions=5 --benchmark_report_aggregates_only=true \
  --benchmark_format=json >"$json"
python3 bench/write_benchmarks_md.py "$json" "$(c++ --version | head -1)" >docs/BENCHMARKS.md.new
mv docs/BENCHMARKS.md.new docs/BENCHMARKS.md
rm -f "$json"
echo "wrote docs/BENCHMARKS.md"
