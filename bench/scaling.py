"""Generation time and peak memory against chain length: `nedyn generate`
(full API) and `nedyn show --what tau --max-terms 0` (every term, simplified)
for seeded random chains of 2 to 16 joints (bench/make_chain.py N: twists
0 or +-pi/2, every third joint prismatic, full inertias). Prints JSON.

usage: scaling.py BUILD_DIR

Every length runs `generate` (the size guard makes it cheaper again for long
chains, whose closed forms it abandons early); the `show` series stops after
its first run past the time limit, as the next chain only expands more terms.
"""
import json
import math
import os
import subprocess
import sys
import tempfile

from timing import run

GENERATE_LIMIT = 60
SHOW_LIMIT = 60

build = sys.argv[1]
nedyn = os.path.join(build, "generator", "nedyn")
here = os.path.dirname(os.path.abspath(__file__))


def growth(points):
    """Factor per joint of a least-squares line through log(seconds) over the
    last five finished lengths."""
    done = [(j, s) for j, s in points if s is not None and s > 0][-5:]
    if len(done) < 2:
        return None
    n = len(done)
    mx = sum(j for j, _ in done) / n
    my = sum(math.log(s) for _, s in done) / n
    slope = (sum((j - mx) * (math.log(s) - my) for j, s in done) /
             sum((j - mx) ** 2 for j, _ in done))
    return math.exp(slope)


rows = []
with tempfile.TemporaryDirectory() as tmp:
    stopped = {"generate": False, "show": False}
    for joints in range(2, 17):
        path = os.path.join(tmp, f"chain{joints}.yaml")
        with open(path, "w") as f:
            subprocess.run([sys.executable, os.path.join(here, "make_chain.py"), str(joints)],
                           stdout=f, check=True)
        row = {"joints": joints}
        commands = {
            "generate": ([nedyn, "generate", path, "-o", os.path.join(tmp, f"out{joints}")],
                         GENERATE_LIMIT),
            "show": ([nedyn, "show", path, "--what", "tau", "--max-terms", "0"], SHOW_LIMIT),
        }
        for what, (command, limit) in commands.items():
            if stopped[what]:
                row[what] = {"seconds": None, "peak_kib": None}
                continue
            seconds, peak, _ = run(command, limit)
            row[what] = {"seconds": seconds, "peak_kib": peak}
            stopped[what] = what == "show" and seconds is None
        rows.append(row)
        print(f"chain{joints}: {row}", file=sys.stderr)

result = {
    "limits": {"generate": GENERATE_LIMIT, "show": SHOW_LIMIT},
    "chains": rows,
    "growth": {what: growth([(r["joints"], r[what]["seconds"]) for r in rows])
               for what in ("generate", "show")},
}
json.dump(result, sys.stdout, indent=1)
