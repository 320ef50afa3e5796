"""The "trees" part of run_benchmarks.sh: tree_bench's times (Google Benchmark
JSON), the runtime's operations counted on a counting scalar (tree_bench
--operations), and `nedyn generate --stats` of each tree URDF of tests/urdf/
(the emitted operations, and the time and peak memory of generating the full
API), as one JSON document.

usage: tree_timings.py BUILD_DIR"""
import json
import os
import subprocess
import sys
import tempfile

from timing import run, stats

build = sys.argv[1]
nedyn = os.path.join(build, "generator", "nedyn")
urdf = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "urdf")
bench = os.path.join(build, "bench", "tree_bench")

times = json.loads(subprocess.run(
    [bench, "--benchmark_repetitions=9", "--benchmark_min_time=0.3",
     "--benchmark_enable_random_interleaving=true", "--benchmark_report_aggregates_only=true",
     "--benchmark_format=json"], check=True, capture_output=True, text=True).stdout)
operations = json.loads(subprocess.run([bench, "--operations"], check=True,
                                       capture_output=True, text=True).stdout)
generation = {}
for robot in ("quadruped12", "humanoid21", "dual_arm", "hand16", "quadruped12_floating",
              "humanoid21_floating"):
    floating = robot.endswith("_floating")
    file = robot[:-len("_floating")] if floating else robot
    with tempfile.TemporaryDirectory() as out:
        # The floating quadruped stands on its feet: its contact functions too.
        held = (["--contacts", "FL_FOOT,FR_FOOT,HL_FOOT,HR_FOOT"]
                if robot == "quadruped12_floating" else [])
        seconds, kib, text = run([nedyn, "generate", os.path.join(urdf, file + ".urdf"), "-o", out,
                                  "--stats"] + (["--floating-base"] if floating else []) + held,
                                 600)
    generation[robot] = {"seconds": seconds, "peak_kib": kib, "functions": stats(text)}
print(json.dumps({"benchmarks": times, "operations": operations, "generation": generation},
                 indent=1))
