#!/usr/bin/env bash
# Builds bench/ in Release, runs every benchmark and writes docs/BENCHMARKS.md:
# the emitted code and the numeric runtime against KDL (ns per call, ratios
# measured in the same run), operation counts and generation time of the
# emitted code, and symbolic generation (time, peak memory, ratio against the
# expand-then-reduce baseline, growth with chain length). Takes about 25 min.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
build=build-bench
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DNEDYN_BUILD_BENCH=ON >/dev/null
cmake --build "$build" --target runtime_bench symbolic_bench nedyn
json=$(mktemp)
"$build/bench/runtime_bench" --benchmark_repetitions=5 --benchmark_report_aggregates_only=true \
  --benchmark_format=json >"$json"
codegen=$(mktemp)
python3 bench/codegen_timings.py "$build" >"$codegen"
symbolic=$(mktemp)
python3 bench/symbolic_timings.py "$build" >"$symbolic"
python3 bench/write_benchmarks_md.py "$json" "$(c++ --version | head -1)" "$symbolic" "$codegen" \
  >docs/BENCHMARKS.md.new
mv docs/BENCHMARKS.md.new docs/BENCHMARKS.md
rm -f "$json" "$symbolic" "$codegen"
echo "wrote docs/BENCHMARKS.md"
