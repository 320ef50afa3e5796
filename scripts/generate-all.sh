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
# C, Python and MATLAB of two robots: one numeric, one symbolic (docs/languages.md).
for name in puma560 rr_planar; do
  for language in c python matlab; do
    "$nedyn" generate "models/$name.yaml" -o "generated/$name" --language "$language" > /dev/null
  done
done
