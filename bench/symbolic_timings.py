"""Times symbolic generation, one model per process, and prints JSON.

usage: symbolic_timings.py BUILD_DIR

For each model: symbolic_bench on nedyn's route and on the expand-then-reduce
baseline (same run), and `nedyn show MODEL --what tau --max-terms 0`, each with
wall time and peak memory (ru_maxrss of that child, from os.wait4) under a
time limit. Random chains come from bench/make_chain.py.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

from timing import run

build = sys.argv[1]
bench = os.path.join(build, "bench", "symbolic_bench")
nedyn = os.path.join(build, "generator", "nedyn")
here = os.path.dirname(os.path.abspath(__file__))
models_dir = os.path.join(here, "..", "models")


def chain(joints, directory):
    path = os.path.join(directory, f"chain{joints}.yaml")
    with open(path, "w") as f:
        subprocess.run([sys.executable, os.path.join(here, "make_chain.py"), str(joints)],
                       stdout=f, check=True)
    return path


results = {"models": [], "growth": []}
with tempfile.TemporaryDirectory() as tmp:
    cases = [(os.path.join(models_dir, f"{m}.yaml"), "all") for m in
             ("rr_planar", "puma560", "stanford", "panda")]
    cases += [(chain(12, tmp), "M,G"), (chain(12, tmp), "all")]
    for path, terms in cases:
        entry = {"model": os.path.basename(path)[:-5], "terms_computed": terms}
        for route, limit in (("nedyn", 600), ("expand-then-reduce", 300)):
            seconds, peak, out = run([bench, path, "--route", route, "--terms", terms], limit)
            detail = json.loads(out) if out else None
            if detail and "refused" in detail:
                seconds = None
                entry[route + "_refused"] = detail["refused_after"]
            entry[route] = {"seconds": seconds, "peak_kib": peak,
                            "detail": detail if detail and "refused" not in detail else None}
        if terms == "all":
            seconds, peak, _ = run([nedyn, "show", path, "--what", "tau", "--max-terms", "0"], 600)
            entry["show"] = {"seconds": seconds, "peak_kib": peak}
        results["models"].append(entry)
        print(f"{entry['model']} ({terms}): done", file=sys.stderr)
    for joints in range(2, 11):
        path = chain(joints, tmp)
        seconds, peak, out = run([bench, path, "--terms", "all"], 600)
        detail = json.loads(out) if out else {}
        results["growth"].append({"joints": joints, "seconds": seconds, "peak_kib": peak,
                                  "terms": detail.get("terms")})
        print(f"chain{joints}: done", file=sys.stderr)
json.dump(results, sys.stdout, indent=1)
