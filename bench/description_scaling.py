"""Generation (full API), its base-parameter share and `nedyn check` against
robot size, 6 to 48 joints, chains and trees, fixed and floating; prints
JSON (`bench/run_benchmarks.sh descriptions` keeps it in
docs/bench/descriptions.json for docs/BENCHMARKS.md).

usage: description_scaling.py BUILD_DIR

Each command runs alone; CPU time (user + system) and peak memory come from
os.wait4 of that child, the base parameters' time from generate's --verbose
line. "humanoid30, a file's digits" is bench/models/humanoid30.urdf with its
angles zero and its masses, inertias (five digits) and placements (four)
perturbed by up to 5 % with a fixed seed, as a real robot's file writes them:
rational constants of many digits, the modular elimination's case.
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time

build = sys.argv[1]
nedyn = os.path.join(build, "generator", "nedyn")
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def real_digits(path, out_path):
    rng = random.Random(7)
    text = re.sub(r'rpy="[^"]*"', 'rpy="0 0 0"', open(path).read())

    def inertial(m):
        v = float(m.group(2))
        return m.group(1) + ("%.5g" % (v * (1 + rng.uniform(-0.05, 0.05))) if v else "0")

    def placement(m):
        values = [float(x) for x in m.group(1).split()]
        return 'xyz="' + " ".join(
            "%.4g" % (v * (1 + rng.uniform(-0.05, 0.05))) if v else "0" for v in values) + '"'

    text = re.sub(r'((?:mass value|ixx|iyy|izz)=")([-0-9.e]+)', inertial, text)
    text = re.sub(r'xyz="([^"]*)"(?= rpy)', placement, text)
    open(out_path, "w").write(text)
    return out_path


def run(command, limit=1200):
    """(cpu seconds, wall seconds, peak MiB, stderr) of one child."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as err:
        child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=err)
        pid, status, usage = os.wait4(child.pid, 0)
        wall = time.monotonic() - start
        err.seek(0)
        text = err.read().decode()
    if status != 0:
        raise SystemExit(f"failed: {' '.join(command)}\n{text}")
    return usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss / 1024, text


with tempfile.TemporaryDirectory() as tmp:
    humanoid30 = os.path.join(root, "bench/models/humanoid30.urdf")
    digits = real_digits(humanoid30, os.path.join(tmp, "humanoid30_digits.urdf"))
    cases = [
        ("PUMA 560", "chain", 6, [os.path.join(root, "models/puma560.yaml")]),
        ("chain12 (bench/models)", "chain", 12, [os.path.join(root, "bench/models/chain12.yaml")]),
        ("quadruped12, floating", "tree", 12, [os.path.join(root, "tests/urdf/quadruped12.urdf"),
                                               "--floating-base"]),
        ("humanoid30", "tree", 30, [humanoid30]),
        ("humanoid30, floating", "tree", 30, [humanoid30, "--floating-base"]),
        ("humanoid30, a file's digits, floating", "tree", 30, [digits, "--floating-base"]),
        ("humanoid40", "tree", 40, [os.path.join(root, "tests/urdf/humanoid40.urdf")]),
        ("humanoid40, floating", "tree", 40, [os.path.join(root, "tests/urdf/humanoid40.urdf"),
                                              "--floating-base"]),
        ("mobile_manipulator48", "tree", 48,
         [os.path.join(root, "tests/urdf/mobile_manipulator48.urdf")]),
    ]
    rows = []
    for name, kind, joints, model in cases:
        out = os.path.join(tmp, "out")
        cpu, _, peak, err = run([nedyn, "generate"] + model + ["-o", out, "--verbose"])
        found = re.search(r"base parameters: (\d+) of (\d+) standard parameters, (\w+) rank "
                          r"at \d+ states \(([0-9.]+) s\)", err)
        _, check_wall, check_peak, _ = run([nedyn, "check"] + model)
        rows.append({"model": name, "kind": kind, "joints": joints, "generate_cpu_s": cpu,
                     "generate_peak_mib": peak, "base_s": float(found.group(4)),
                     "base": int(found.group(1)), "standard": int(found.group(2)),
                     "elimination": found.group(3), "check_wall_s": check_wall,
                     "check_peak_mib": check_peak})
        print(f"{name}: {cpu:.1f} s", file=sys.stderr, flush=True)
    json.dump(rows, sys.stdout, indent=1)
    print()
