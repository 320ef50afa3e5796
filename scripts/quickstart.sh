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
build/generator/nedyn validate "$model"
build/generator/nedyn eval "$model" --q 0 0.5 -0.3 0.1 0.2 0.3 --qd 0.1 0.1 0.1 0.1 0.1 0.1 \
  --qdd 1 1 1 1 1 1
build/generator/nedyn show "$model" --what G
