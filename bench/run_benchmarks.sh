#!/usr/bin/env bash
# Builds bench/ in Release, runs every benchmark and writes docs/BENCHMARKS.md:
# the emitted code and the numeric runtime against KDL (ns per call, ratios
# measured in the same run), operation counts, generation and compile times
# of the emitted code, symbolic generation against the expand-then-reduce
# baseline, and generation against chain length (docs/scaling.png). Flags
# (exit 1) every figure that got worse than docs/benchmarks.json recorded by
# more than 20%. Takes about 35 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
build=build-bench
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DNEDYN_BUILD_BENCH=ON >/dev/null
cmake --build "$build" --target runtime_bench symbolic_bench nedyn
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$build/bench/runtime_bench" --benchmark_repetitions=5 --benchmark_report_aggregates_only=true \
  --benchmark_format=json >"$work/runtime.json"
python3 bench/codegen_timings.py "$build" >"$work/codegen.json"
python3 bench/symbolic_timings.py "$build" >"$work/symbolic.json"
python3 bench/scaling.py "$build" >"$work/scaling.json"
status=0
python3 bench/write_benchmarks_md.py "$work/runtime.json" "$(c++ --version | head -1)" \
  "$work/symbolic.json" "$work/codegen.json" "$work/scaling.json" >"$work/BENCHMARKS.md" || status=$?
[ "$status" -le 1 ] || exit "$status"
mv "$work/BENCHMARKS.md" docs/BENCHMARKS.md
gnuplot -c bench/scaling.gp docs/scaling.dat docs/scaling.png
echo "wrote docs/BENCHMARKS.md, docs/scaling.png, docs/benchmarks.json"
exit "$status"
