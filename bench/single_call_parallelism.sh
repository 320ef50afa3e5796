#!/usr/bin/env bash
# Issue 35's single call past the scalar limit: how much do two- and
# four-lane vectors inside one call (superword-level parallelism over the
# program's statements) give the emitted inverse_dynamics and mass_matrix?
# The compilers already have such a packer (GCC's SLP vectorizer, on at -O3
# and, cheap-only, at -O2; LLVM's SLP vectorizer at -O2 and -O3): this
# compiles the committed generated/NAME/NAME.cpp of the PUMA 560 and the
# Panda with each compiler, with its packer on and off, counts the double
# arithmetic of each function's object code that came out packed or scalar,
# and times single calls of all builds in turn (bench/single_call_timing.cpp,
# fastest of 15 repetitions of 20000 calls, ROUNDS rounds, fastest round
# kept). docs/performance.md, 2026-12-02, has one run.
#
# usage: bench/single_call_parallelism.sh [ROUNDS]   (default 9; about 2 minutes)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-9}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
variants=("g++ -O2" "g++ -O3" "g++ -O3 -fno-tree-slp-vectorize"
  "clang++ -O3" "clang++ -O3 -fno-slp-vectorize")
robots=(puma560 panda)

# Packed and scalar double arithmetic (add, sub, mul; no -march here, so no
# FMA) and lane shuffles in one function's object code: the API function and
# the body it calls where the compiler did not inline it (g++: BodyclId...).
count() {  # object api-symbol body-name
  local symbols
  symbols=$(nm "$1" | awk -v api="$2" -v body="$3" '$2 ~ /^[tT]$/ && ($3 == api || index($3, body "clId")) { print $3 }')
  for s in $symbols; do objdump -d --no-show-raw-insn --disassemble="$s" "$1"; done | awk '
    $2 ~ /^v?(add|sub|mul)sd$/ { scalar++ }
    $2 ~ /^v?(add|sub|mul)pd$/ { packed++ }
    $2 ~ /^v?(unpck[lh]pd|shufpd|movddup|movhlps|movlhps|movhpd|movlpd|vperm.*|vinsertf128|vextractf128|vbroadcastsd|vpermilpd|vblendpd|blendpd)$/ { shuffles++ }
    END { printf "%d %d %d", scalar, packed, shuffles }'
}

for robot in "${robots[@]}"; do
  for v in "${!variants[@]}"; do
    read -r -a cmd <<<"${variants[$v]}"
    out="$work/$robot.$v"
    "${cmd[@]}" -std=c++11 -DNDEBUG -c "generated/$robot/$robot.cpp" -o "$out.o"
    "${cmd[0]}" -std=c++11 -O2 -DROBOT="$robot" -DROBOT_HEADER="\"$robot.hpp\"" \
      -I"generated/$robot" bench/single_call_timing.cpp "$out.o" -o "$out"
    tau=$(nm "$out.o" | awk '$3 ~ /16inverse_dynamicsEPKdS1_S1_Pd$/ { print $3 }')
    M=$(nm "$out.o" | awk '$3 ~ /11mass_matrixEPKdPd$/ { print $3 }')
    echo "$(count "$out.o" "$tau" InverseDynamicsBody) $(count "$out.o" "$M" MassMatrixBody)" \
      >"$out.counts"
  done
done

# Rounds: every build once per round, the fastest round kept per build.
for ((r = 0; r < rounds; ++r)); do
  for robot in "${robots[@]}"; do
    for v in "${!variants[@]}"; do
      "$work/$robot.$v" 15 >>"$work/$robot.$v.times"
    done
  done
done

printf '| robot | build | tau (ns) | g++ -O3 / this | tau: scalar, packed, shuffles | M (ns) | g++ -O3 / this | M: scalar, packed, shuffles |\n'
printf '|---|---|---:|---:|---|---:|---:|---|\n'
for robot in "${robots[@]}"; do
  base_tau=$(sort -k2,2g "$work/$robot.1.times" | head -1 | awk '{ print $2 }')
  base_M=$(sort -k4,4g "$work/$robot.1.times" | head -1 | awk '{ print $4 }')
  for v in "${!variants[@]}"; do
    tau=$(sort -k2,2g "$work/$robot.$v.times" | head -1 | awk '{ print $2 }')
    M=$(sort -k4,4g "$work/$robot.$v.times" | head -1 | awk '{ print $4 }')
    read -r ts tp tsh ms mp msh <"$work/$robot.$v.counts"
    awk -v r="$robot" -v b="${variants[$v]}" -v t="$tau" -v bt="$base_tau" -v m="$M" \
      -v bm="$base_M" -v tc="$ts, $tp, $tsh" -v mc="$ms, $mp, $msh" \
      'BEGIN { printf "| %s | %s | %.1f | %.2f | %s | %.1f | %.2f | %s |\n", r, b, t, bt / t, tc, m, bm / m, mc }'
  done
done
