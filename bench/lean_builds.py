"""Compile time and .text of lean builds (issue 34), as an embedded user makes
them, and prints JSON.

usage: lean_builds.py BUILD_DIR

For the PUMA and the Panda: `nedyn generate MODEL --functions
inverse_dynamics,mass_matrix --no-batch`, compiled by `c++ -std=c++11 -O2 -c`
(x86-64, double), and the same in C float (`--language c --scalar float`) by
Debian's arm-none-eabi-gcc for a Cortex-M4F (`-mcpu=cortex-m4 -mthumb
-mfloat-abi=hard -mfpu=fpv4-sp-d16 -Os`, every warning an error). Seconds
(best of three) and .text bytes of the object.
"""
import json
import os
import subprocess
import sys
import tempfile

from timing import run

build = sys.argv[1]
nedyn = os.path.join(build, "generator", "nedyn")
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

LEAN = ["--functions", "inverse_dynamics,mass_matrix", "--no-batch"]
TARGETS = (
    ("x86-64, C++ double, -O2", [], ".cpp", ["c++", "-std=c++11", "-O2"], "size"),
    ("Cortex-M4F, C float, -Os", ["--language", "c", "--scalar", "float"], ".c",
     ["arm-none-eabi-gcc", "-std=c99", "-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=hard",
      "-mfpu=fpv4-sp-d16", "-Os", "-Wall", "-Wextra", "-Werror"], "arm-none-eabi-size"),
)


def text_bytes(size_tool, obj):
    out = subprocess.run([size_tool, obj], capture_output=True, text=True, check=True).stdout
    return int(out.splitlines()[1].split()[0])


results = []
with tempfile.TemporaryDirectory() as tmp:
    for name in ("puma560", "panda"):
        model = os.path.join(root, "models", f"{name}.yaml")
        for target, options, suffix, compiler, size_tool in TARGETS:
            out_dir = os.path.join(tmp, f"{name}{suffix}")
            run([nedyn, "generate", model, "-o", out_dir] + LEAN + options, 600)
            obj = os.path.join(tmp, "lean.o")
            command = compiler + ["-c", os.path.join(out_dir, name + suffix), "-o", obj]
            seconds = min(run(command, 600)[0] for _ in range(3))
            results.append({"model": name, "target": target, "seconds": seconds,
                            "text_bytes": text_bytes(size_tool, obj)})
            print(f"{name}, {target}: done", file=sys.stderr)
json.dump(results, sys.stdout, indent=1)
