#!/usr/bin/env bash
# Builds bench/ in Release, runs the benchmarks and writes docs/BENCHMARKS.md:
# the emitted code and the numeric runtime against KDL (ns per call, ratios
# measured in the same run), operation counts, generation and compile times
# of the emitted code, symbolic generation against the expand-then-reduce
# baseline, generation against chain length (docs/scaling.png), and the
# instructions of single calls and batches by kind (valgrind's callgrind).
#
# usage: bench/run_benchmarks.sh [PART...]
#   PART: runtime codegen symbolic scaling languages instructions trees lean descriptions
# (default all nine: about 50 minutes on 2 cores; runtime ~6, codegen ~1,
# symbolic ~20, scaling ~10, languages ~1, instructions ~2, trees ~2, lean
# under 1, descriptions ~7). Parts that need only the generator (codegen,
# scaling, lean, descriptions) build only it. Each part's raw
# results are kept in docs/bench/, so one part can be measured again and the
# document rewritten from all of them.
# Flags (exit 1) every figure that got worse than docs/benchmarks.json
# recorded by more than 20%.
set -euo pipefail
cd "$(dirname "$0")/.."
parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(runtime codegen symbolic scaling languages instructions trees lean descriptions)
scripts/install-deps.sh
build=build-bench
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DNEDYN_BUILD_BENCH=ON >/dev/null
targets=(nedyn)
for part in "${parts[@]}"; do
  case "$part" in codegen | scaling | lean | descriptions) ;; *)
    targets=(runtime_bench symbolic_bench languages_bench batch_profile tree_bench nedyn) ;;
  esac
done
cmake --build "$build" --target "${targets[@]}"
mkdir -p docs/bench
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for part in "${parts[@]}"; do
  echo "== $part" >&2
  case "$part" in
    runtime)
      # Repetitions interleaved at random: a machine that speeds up or slows
      # down during the run shifts every implementation alike, not one.
      "$build/bench/runtime_bench" --benchmark_repetitions=9 --benchmark_min_time=0.3 \
        --benchmark_enable_random_interleaving=true --benchmark_report_aggregates_only=true \
        --benchmark_format=json >"$work/runtime.json"
      c++ --version | head -1 >"$work/compiler.txt"
      mv "$work/compiler.txt" docs/bench/compiler.txt ;;
    codegen) python3 bench/codegen_timings.py "$build" >"$work/codegen.json" ;;
    # Lean builds: tau and M alone for x86-64 and a Cortex-M4F.
    lean) python3 bench/lean_builds.py "$build" >"$work/lean.json" ;;
    symbolic) python3 bench/symbolic_timings.py "$build" >"$work/symbolic.json" ;;
    scaling) python3 bench/scaling.py "$build" >"$work/scaling.json" ;;
    languages)
      # The emitted C, C++ and the runtime per call, then the Python module per
      # state at k = 1 and 10^5 (Debian's python3 with NumPy), one after the other.
      "$build/bench/languages_bench" --benchmark_repetitions=9 --benchmark_min_time=0.3 \
        --benchmark_enable_random_interleaving=true --benchmark_report_aggregates_only=true \
        --benchmark_format=json >"$work/languages_native.json"
      /usr/bin/python3 bench/languages_python.py generated >"$work/languages_python.json"
      python3 -c 'import json, sys; print(json.dumps({"native": json.load(open(sys.argv[1])),
        "python": json.load(open(sys.argv[2]))}, indent=1))' \
        "$work/languages_native.json" "$work/languages_python.json" >"$work/languages.json" ;;
    # Instructions per state of single calls and batches by kind (callgrind).
    instructions) python3 bench/instruction_mix.py "$build" >"$work/instructions.json" ;;
    # Kinematic trees: emitted against the runtime and KDL's TreeIdSolver_RNE.
    trees) python3 bench/tree_timings.py "$build" >"$work/trees.json" ;;
    # Real descriptions, 6 to 48 joints: generation, its base parameters, check.
    descriptions) python3 bench/description_scaling.py "$build" >"$work/descriptions.json" ;;
    *) echo "unknown part '$part' (runtime, codegen, symbolic, scaling, languages, instructions, trees, lean, descriptions)" >&2
       exit 2 ;;
  esac
  mv "$work/$part.json" "docs/bench/$part.json"
done
status=0
python3 bench/write_benchmarks_md.py docs/bench >"$work/BENCHMARKS.md" || status=$?
[ "$status" -le 1 ] || exit "$status"
mv "$work/BENCHMARKS.md" docs/BENCHMARKS.md
gnuplot -c bench/scaling.gp docs/scaling.dat docs/scaling.png
echo "wrote docs/BENCHMARKS.md, docs/scaling.png, docs/benchmarks.json"
exit "$status"
