"""Time per state of the emitted Python module (generated/puma560/puma560.py)
at k = 1 and k = 10^5 states per call: the median of 7 repetitions, as
Google Benchmark JSON lines (name, real_time in ns per state) for
bench/run_benchmarks.sh's "languages" part.
Usage: languages_python.py GENERATED_DIR"""
import json
import sys
import timeit

import numpy as np

sys.path.insert(0, f"{sys.argv[1]}/puma560")
import puma560  # noqa: E402

rng = np.random.default_rng(20261125)
results = []
for k in (1, 100_000):
    q = rng.uniform(-3.14, 3.14, (k, 6))
    qd = rng.uniform(-2, 2, (k, 6))
    qdd = rng.uniform(-5, 5, (k, 6))
    tau = puma560.inverse_dynamics(q, qd, qdd)
    if k == 1:
        q, qd, qdd, tau = q[0], qd[0], qdd[0], tau[0]
    for name, call in (
        ("inverse_dynamics", lambda: puma560.inverse_dynamics(q, qd, qdd)),
        ("mass_matrix", lambda: puma560.mass_matrix(q)),
        ("forward_dynamics", lambda: puma560.forward_dynamics(q, qd, tau)),
    ):
        number = 2000 if k == 1 else 3
        times = sorted(timeit.repeat(call, number=number, repeat=7))
        results.append({"name": f"{name}/python/k={k}", "real_time": times[3] / number / k * 1e9})
json.dump({"benchmarks": results}, sys.stdout, indent=1)
print()
