#!/usr/bin/env bash
# Installs what nedyn needs from Debian 12's packages; does nothing when all
# of it is there already. Run as root (or with sudo available).
set -euo pipefail

packages=(
  g++ clang lld cmake ninja-build pkg-config git
  libginac-dev libcln-dev libeigen3-dev libyaml-cpp-dev libboost-program-options-dev libssl-dev
  libkainjow-mustache-dev
  liburdfdom-dev libtinyxml2-dev libconsole-bridge-dev  # URDF models
  catch2 liborocos-kdl-dev libclang-rt-14-dev  # tests: Catch2, KDL, clang's sanitizers
  libkdl-parser-dev                            # tests: KDL trees from URDF files
  libdart-dev libdart-utils-urdf-dev           # tests: DART, floating bases from URDF files
  libmujoco-dev                                # tests: MuJoCo, dynamics under contact
  libbenchmark-dev gnuplot-nox                 # bench/: timings and the scaling plot
  g++-aarch64-linux-gnu qemu-user file         # tests/packaging/cross: a cross build
  gcc-arm-none-eabi libnewlib-arm-none-eabi qemu-system-arm  # tests/packaging/cortex_m4
  clang-format                                 # the format check
  python3-numpy python3-sympy                  # the emitted Python module; tests: --format sympy
  octave                                       # the emitted MATLAB functions and their check
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "installing: ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
