#!/usr/bin/env bash
# Installs nedyn into a temporary prefix and builds four projects against it:
# tests/packaging/ as a user's project would (find_package(nedyn),
# nedyn_add_dynamics, nedyn::runtime), with another compiler than nedyn's
# (CONSUMER_CXX, default clang++); tests/packaging/emitted_only/, which takes
# only the generator (COMPONENTS generator) with nedyn's libraries'
# dependencies disabled; tests/packaging/cross/, a cross build for aarch64
# that runs the host's nedyn and compiles the emitted code for the target, run
# under qemu-aarch64; and tests/packaging/cortex_m4/, the lean float C library
# on a Cortex-M4F (bare metal, newlib), run under qemu-system-arm. Each prints
# tau at the same state, which must agree with nedyn's numeric runtime, as
# must a C program on the emitted C (nedyn_add_dynamics ... LANGUAGE C).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# BUILD_DIR, an existing build (CI's g++ one), is installed as it is;
# without it nedyn is built afresh (Release) for the purpose.
build=${BUILD_DIR:-}
if [ -z "$build" ]; then
  build="$work/build"
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DNEDYN_BUILD_TESTS=OFF \
    -DNEDYN_BUILD_BENCH=OFF >/dev/null
fi
cmake --build "$build" --target nedyn nedyn_runtime nedyn_model >/dev/null
cmake --install "$build" --prefix "$work/prefix" >/dev/null
echo "installed: $(cd "$work/prefix" && find . -type f | sort | tr '\n' ' ')"
CXX=${CONSUMER_CXX:-clang++} cmake -S tests/packaging -B "$work/consumer" -G Ninja \
  -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/consumer"
"$work/consumer/print_tau" | tee "$work/host.txt"
"$work/consumer/print_tau_c" >"$work/c.txt"
# A changed model file regenerates (and nothing else does).
again=$(cmake --build "$work/consumer")
case "$again" in *"nedyn generate"*) echo "regenerated without a change"; exit 1;; esac
touch models/puma560.yaml
again=$(cmake --build "$work/consumer")
case "$again" in *"nedyn generate"*) ;; *) echo "a changed model did not regenerate"; exit 1;; esac
echo "a changed model file regenerates the dynamics at build time"
# The lean C library (FUNCTIONS inverse_dynamics NO_BATCH) holds tau alone.
symbols=$(nm "$work/consumer/libpuma_dynamics_c.a")
grep -q " T puma_c_inverse_dynamics$" <<<"$symbols" || { echo "no puma_c_inverse_dynamics"; exit 1; }
if grep -q " T puma_c_.*\(_batch\|mass_matrix\)" <<<"$symbols"; then
  echo "the lean C library has more than tau"; exit 1
fi
echo "the lean C library defines $(grep -c ' T ' <<<"$symbols") function(s): tau alone"

# A consumer of the emitted code only (COMPONENTS generator) configures and
# builds with GiNaC, yaml-cpp, urdfdom, tinyxml2 and Eigen disabled, as on a
# machine without them; the full package does not (the control).
without_libraries=(-DCMAKE_DISABLE_FIND_PACKAGE_Eigen3=ON -DCMAKE_DISABLE_FIND_PACKAGE_yaml-cpp=ON
  -DCMAKE_DISABLE_FIND_PACKAGE_urdfdom=ON -DCMAKE_DISABLE_FIND_PACKAGE_tinyxml2=ON
  -DCMAKE_DISABLE_FIND_PACKAGE_PkgConfig=ON)
cmake -S tests/packaging/emitted_only -B "$work/emitted_only" -G Ninja --no-warn-unused-cli \
  -DCMAKE_PREFIX_PATH="$work/prefix" "${without_libraries[@]}" >/dev/null
cmake --build "$work/emitted_only" >/dev/null
"$work/emitted_only/tau" >"$work/emitted_only.txt"
if cmake -S tests/packaging -B "$work/control" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" \
  "${without_libraries[@]}" >"$work/control.log" 2>&1; then
  echo "find_package(nedyn) found the runtime without its dependencies: the control is void"
  exit 1
fi
grep -q "Eigen3" "$work/control.log" || { cat "$work/control.log"; exit 1; }
echo "find_package(nedyn COMPONENTS generator) needs none of the libraries; the full package does"

cmake -S tests/packaging/cross -B "$work/cross" -G Ninja \
  -DCMAKE_TOOLCHAIN_FILE="$PWD/tests/packaging/cross/aarch64-linux-gnu.cmake" \
  -DNEDYN_EXECUTABLE="$work/prefix/bin/nedyn" -DNEDYN_CMAKE_DIR="$work/prefix/lib/cmake/nedyn" \
  >/dev/null
cmake --build "$work/cross" >/dev/null
file "$work/cross/tau" | grep -q "ARM aarch64" || { echo "tau is not an aarch64 binary"; exit 1; }
qemu-aarch64 -L /usr/aarch64-linux-gnu "$work/cross/tau" >"$work/cross.txt"

# A Cortex-M4F: the lean float C library, -Wall -Wextra -Werror at -Os, linked
# against newlib and run on an emulated MPS2 AN386 board (semihosting carries
# its output and exit status).
cmake -S tests/packaging/cortex_m4 -B "$work/cortex_m4" -G Ninja \
  -DCMAKE_TOOLCHAIN_FILE="$PWD/tests/packaging/cortex_m4/arm-none-eabi.cmake" \
  -DNEDYN_EXECUTABLE="$work/prefix/bin/nedyn" -DNEDYN_CMAKE_DIR="$work/prefix/lib/cmake/nedyn" \
  >/dev/null
cmake --build "$work/cortex_m4" >/dev/null
file "$work/cortex_m4/tau_m4.elf" | grep -q "32-bit LSB executable, ARM" ||
  { echo "tau_m4.elf is not an ARM binary"; exit 1; }
echo "Cortex-M4F (-Os), inverse_dynamics and mass_matrix in C float: .text of the library $(
  arm-none-eabi-size -t "$work/cortex_m4/libpuma_dynamics.a" | awk 'END { print $1 }') bytes"
timeout 60 qemu-system-arm -M mps2-an386 -nographic -monitor none -serial none \
  -semihosting-config enable=on,target=native -kernel "$work/cortex_m4/tau_m4.elf" \
  >"$work/cortex_m4.txt"

python3 - "$work/host.txt" "$work/cross.txt" "$work/c.txt" "$work/emitted_only.txt" \
  "$work/cortex_m4.txt" <<'PY'
import sys
host = [float(line.split()[3]) for line in open(sys.argv[1]) if line[:1].isdigit()]
status = 0
for path, what, tolerance in (
        (sys.argv[2], "aarch64 build (qemu)", 1e-10),
        (sys.argv[3], "C program (LANGUAGE C)", 1e-10),
        (sys.argv[4], "emitted code only (COMPONENTS generator, no libraries)", 1e-10),
        # float: as the float check of print_tau
        (sys.argv[5], "Cortex-M4F in float (qemu-system-arm)", 1e-4)):
    values = [float(x) for x in open(path)]
    assert len(host) == len(values) == 6, (host, values)
    worst = max(abs(a - b) / (1 + abs(b)) for a, b in zip(values, host))
    print(f"{what}: tau agrees with the runtime to {worst:.1e}")
    status |= worst > tolerance
sys.exit(status)
PY
