#!/usr/bin/env bash
# Regenerates generated/NAME/ for every model in models/ with the nedyn built
# in BUILD_DIR (default: build). CI runs it and fails on any difference.
set -euo pipefail
cd "$(dirname "$0")/.."
nedyn="${BUILD_DIR:-build}/generator/nedyn"
for model in models/*.yaml; do
  name=$(basename "$model" .yaml)
  "$nedyn" generate "$model" -o "generated/$name" > /dev/null
done
