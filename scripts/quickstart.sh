#!/usr/bin/env bash
# The README's first command: install what is missing, build, and run the main
# job on the default model (models/puma560.yaml).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DNEDYN_BUILD_TESTS=OFF \
  -DNEDYN_BUILD_BENCH=OFF >/dev/null
cmake --build build --target nedyn
model=${1:-models/puma560.yaml}
name=$(basename "$model" .yaml)
build/generator/nedyn validate "$model"
# The main job: emit the C++ dynamics, then compile, load and check it against
# the numeric recursion at 1000 seeded states.
build/generator/nedyn generate "$model" -o "build/emitted/$name" --stats
build/generator/nedyn check "$model"
