"""Writes docs/BENCHMARKS.md from the runtime benchmark's Google Benchmark JSON
(median aggregates), symbolic_timings.py's JSON and codegen_timings.py's JSON.

usage: write_benchmarks_md.py RUNTIME_JSON COMPILER SYMBOLIC_JSON CODEGEN_JSON"""
import json
import platform
import sys

data = json.load(open(sys.argv[1]))
compiler = sys.argv[2]
symbolic = json.load(open(sys.argv[3])) if len(sys.argv) > 3 else None
codegen = json.load(open(sys.argv[4])) if len(sys.argv) > 4 else None
median = {}
for b in data["benchmarks"]:
    if b.get("aggregate_name") == "median":
        median[b["run_name"]] = b["real_time"]  # ns

rows = []
for name in sorted(median):
    if not name.startswith("nedyn_"):
        continue
    what, robot = name[len("nedyn_"):].split("/")
    kdl = median.get(f"kdl_{what}/{robot}")
    rows.append((what, robot, median[name], kdl, median.get(f"emitted_{what}/{robot}")))

ctx = data["context"]
print("# Benchmarks\n")
print("Measured by `bench/run_benchmarks.sh` (Google Benchmark, median of 5 repetitions,")
print("Release build, states rotated through a seeded pool of 64). Ratios are KDL's time")
print("over nedyn's, both measured in the same run.\n")
print(f"Machine: {ctx.get('num_cpus')} CPUs at {ctx.get('mhz_per_cpu')} MHz, {platform.system()}; "
      f"compiler: {compiler}; flags: -O3 -DNDEBUG (CMake Release).\n")
print("## Emitted code and numeric runtime against Orocos KDL\n")
print("| function | robot | emitted (ns/call) | nedyn runtime (ns/call) | KDL (ns/call) "
      "| KDL / emitted | KDL / runtime |")
print("|---|---|---:|---:|---:|---:|---:|")
labels = {"inverse_dynamics": "inverse dynamics (vs ChainIdSolver_RNE)",
          "mass_matrix": "mass matrix (vs ChainDynParam::JntToMass)"}
for what, robot, ours, kdl, emitted in rows:
    ratio = f"{kdl / ours:.2f}" if kdl else "n/a"
    emitted_ratio = f"{kdl / emitted:.1f}" if kdl and emitted else "n/a"
    emitted_ns = f"{emitted:.0f}" if emitted else "n/a"
    print(f"| {labels.get(what, what)} | {robot} | {emitted_ns} | {ours:.0f} | {kdl:.0f} | "
          f"{emitted_ratio} | {ratio} |")
print("\nEmitted: the committed `generated/NAME/NAME.cpp`, compiled into the benchmark at the")
print("same flags; its `inverse_dynamics` also adds the model's friction and rotor inertia,")
print("which the other two leave out. The runtime's mass matrix is the composite-rigid-body")
print("method. KDL builds a modified-DH robot such as the Panda with a fixed segment before")
print("each joint (14 segments for 7 joints), which is part of its cost there.")

if codegen:
    print("\n## Emitted code: operations per function\n")
    print("`nedyn generate MODEL --stats` (multiplications / additions incl. subtractions and")
    print("negations / function calls: sin, cos, sign; no divisions occur). Route: `NE` a")
    print("Newton–Euler program, `CF` the expanded closed form factored by Horner, `R` a")
    print("recursion program (unit accelerations or composite rigid bodies for M, Christoffel")
    print("symbols of M or unit-velocity probes for B and C); `generate --stats` names each.")
    print("Targets of issue 4: puma560 `inverse_dynamics` at most 260 mul / 200 add, a general")
    print("6R at most 400 / 340, puma560 M + G + B + C at most 800 operations together.\n")
    funcs = ["inverse_dynamics", "mass_matrix", "gravity", "coriolis_coefficients",
             "centrifugal_coefficients", "coriolis_centrifugal", "forward_dynamics",
             "coriolis_matrix"]
    short = {"inverse_dynamics": "τ", "mass_matrix": "M", "gravity": "G",
             "coriolis_coefficients": "B", "centrifugal_coefficients": "C",
             "coriolis_centrifugal": "V", "forward_dynamics": "q̈ (FD)", "coriolis_matrix": "Cc"}

    def route(r):
        return "NE" if r.startswith("recursion: Newton") else ("CF" if r.startswith("closed")
                                                                else "R")

    print("| model | " + " | ".join(short[f] for f in funcs) + " | M+G+B+C ops |")
    print("|---|" + "---:|" * (len(funcs) + 1))
    for m in codegen:
        cells = []
        for f in funcs:
            x = m["functions"][f]
            tag = "" if f in ("forward_dynamics", "coriolis_matrix") else f" {route(x['route'])}"
            cells.append(f"{x['mul']} / {x['add']} / {x['calls']}{tag}")
        together = sum(m["functions"][f]["mul"] + m["functions"][f]["add"] +
                       m["functions"][f]["calls"] + m["functions"][f]["div"]
                       for f in ("mass_matrix", "gravity", "coriolis_coefficients",
                                 "centrifugal_coefficients"))
        print(f"| {m['model']} | " + " | ".join(cells) + f" | {together} |")
    print("\nReferences (DESIGN.md §5): SymPyBotics' emitted C for the PUMA 560 needs 398 mul /")
    print("303 add for τ, the best Maple-based generator found 388 / 304 on an industrial 6R.")
    print("`arm6` is `bench/make_chain.py 6 --revolute` (twists 0, ±π/2,")
    print("random lengths, full inertia tensors, COMs off every axis), `arm6_twisted` the same")
    print("with random twists, `chain12` `bench/make_chain.py 12`.\n")
    print("## Generation and compilation\n")
    print("Wall time and peak memory of `nedyn generate MODEL --stats` (full API, one process),")
    print("and of `c++ -std=c++11 -O2 -c NAME.cpp`. Targets of issue 4: puma560 under 2 s,")
    print("panda under 15 s, a 12-joint chain under 60 s.\n")
    print("| model | generate (s) | peak (MiB) | lines of NAME.cpp | compile -O2 (s) | compile peak (MiB) |")
    print("|---|---:|---:|---:|---:|---:|")
    for m in codegen:
        print(f"| {m['model']} | {m['seconds']:.2f} | {m['peak_kib'] / 1024:.0f} | "
              f"{m['source_lines']} | {m['compile_seconds']:.2f} | "
              f"{m['compile_peak_kib'] / 1024:.0f} |")


def secs(x, refused=None):
    if refused is not None:
        return f"size guard after {refused:.0f} s"
    return f"{x:.2f}" if x is not None else "> limit"


def mib(kib):
    return f"{kib / 1024:.0f}"


if symbolic:
    print("\n## Symbolic generation (simplified M, V, G, B, C)\n")
    print("Wall time and peak memory of one process per model (`bench/symbolic_bench`), on")
    print("nedyn's route (per-step reduction by s² + c² = 1, M on one triangle, B and C from the")
    print("Christoffel symbols of M) and on the expand-then-reduce baseline of the prototype")
    print("(DESIGN.md §5: recursion expanded without reduction, B and C by velocity probes, each")
    print("entry reduced at the end), measured in the same run; `show` is")
    print("`nedyn show MODEL --what tau --max-terms 0` (all terms, simplified, printed). Time")
    print("limits: 600 s (nedyn), 300 s (baseline). `chain12` is a seeded random 12-joint chain")
    print("(`bench/make_chain.py 12`: twists in {0, ±π/2}, every third joint prismatic, full")
    print("inertias). Times are the program's own (start-up excluded), `show` the wall time")
    print("of the command.\n")
    print("| model | terms | nedyn (s) | nedyn peak (MiB) | baseline (s) | baseline / nedyn | show (s) | show peak (MiB) | terms shown |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    def inner(route):
        # The program's own time when it finished (process start-up excluded),
        # else the wall time the driver saw (None past the limit).
        return route["detail"]["seconds"] if route["detail"] else route["seconds"]

    for m in symbolic["models"]:
        ours, base = dict(m["nedyn"]), dict(m["expand-then-reduce"])
        ours["seconds"], base["seconds"] = inner(ours), inner(base)
        ratio = (f"{base['seconds'] / ours['seconds']:.1f}"
                 if ours["seconds"] and base["seconds"] else "n/a")
        show = m.get("show", {})
        terms = ours["detail"]["terms"] if ours["detail"] else "n/a"
        print(f"| {m['model']} | {m['terms_computed']} | "
              f"{secs(ours['seconds'], m.get('nedyn_refused'))} | "
              f"{mib(ours['peak_kib'])} | "
              f"{secs(base['seconds'], m.get('expand-then-reduce_refused'))} | {ratio} | "
              f"{secs(show.get('seconds')) if show else '—'} | "
              f"{mib(show['peak_kib']) if show else '—'} | {terms} |")
    print("\nWhere the time goes (nedyn's route, seconds by phase):\n")
    print("| model | terms | phases |")
    print("|---|---|---|")
    for m in symbolic["models"]:
        d = m["nedyn"]["detail"]
        if d:
            phases = ", ".join(f"{k} {v:.2f}" for k, v in sorted(d["phases"].items()) if v >= 0.005)
            print(f"| {m['model']} | {m['terms_computed']} | {phases} |")
    print("\nPhases: `M` and `G` are the recursion passes (expand and reduce as they go), `B, C`")
    print("the Christoffel symbols of M (term-wise derivatives, reduced), `display` the")
    print("readable forms of M, V, G, B and C (the shorter of joint and cumulative angles per")
    print("coefficient, collection, factoring), V's coefficients repeating B's and C's work.")
    print("docs/symbolic.md explains the figures and the limits.")
    print("\nGrowth with chain length (`bench/make_chain.py N`, all terms, nedyn's route):\n")
    print("| joints | seconds | peak (MiB) | terms shown |")
    print("|---:|---:|---:|---:|")
    prev = None
    for g in symbolic["growth"]:
        print(f"| {g['joints']} | {secs(g['seconds'])} | {mib(g['peak_kib'])} | {g['terms']} |")
