"""Writes docs/BENCHMARKS.md from the raw results in DIR (docs/bench/): the
runtime benchmark's Google Benchmark JSON (median aggregates), the compiler it
was built with, and the JSON of symbolic_timings.py, codegen_timings.py and
scaling.py; writes the gnuplot data docs/scaling.dat and the record
docs/benchmarks.json, and flags every figure of nedyn's that got worse than the
last record by more than 20% (listed in the document and on stderr, exit 1).

usage: write_benchmarks_md.py DIR"""
import io
import json
import os
import platform
import sys

docs = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs")
raw = sys.argv[1]
data = json.load(open(os.path.join(raw, "runtime.json")))
compiler = open(os.path.join(raw, "compiler.txt")).read().strip()
symbolic = json.load(open(os.path.join(raw, "symbolic.json")))
codegen = json.load(open(os.path.join(raw, "codegen.json")))
lean_path = os.path.join(raw, "lean.json")  # the part "lean" (issue 34)
lean_builds = json.load(open(lean_path)) if os.path.exists(lean_path) else []
scaling = json.load(open(os.path.join(raw, "scaling.json")))
out, sys.stdout = sys.stdout, io.StringIO()  # the regressions go at the top
median = {}
for b in data["benchmarks"]:
    if b.get("aggregate_name") == "median":
        median[b["run_name"]] = b["real_time"]  # ns

# Figures of nedyn's own (lower is better), for the regression check.
record = {}

functions = ["inverse_dynamics", "mass_matrix", "gravity", "coriolis_centrifugal",
             "forward_dynamics"]
robots = ["puma560", "stanford", "panda", "ur5", "panda_urdf", "ur5_urdf", "chain12"]
kdl_names = {"inverse_dynamics": "ChainIdSolver_RNE::CartToJnt",
             "mass_matrix": "ChainDynParam::JntToMass",
             "gravity": "ChainDynParam::JntToGravity",
             "coriolis_centrifugal": "ChainDynParam::JntToCoriolis",
             "forward_dynamics": "ChainFdSolver_RNE::CartToJnt"}

ctx = data["context"]
print("# Benchmarks\n")
print("Measured by `bench/run_benchmarks.sh` (about 40 minutes on 2 cores; `bench/run_benchmarks.sh runtime`")
print("measures one part again and rewrites this file from `docs/bench/`): Google Benchmark,")
print("median of 9 repetitions of at least 0.3 s interleaved at random across all benchmarks,")
print("Release build, states rotated through a seeded pool of 64.")
print("Ratios are of times measured in the same run.\n")
print(f"Machine: {ctx.get('num_cpus')} CPUs at {ctx.get('mhz_per_cpu')} MHz, {platform.system()}; "
      f"compiler: {compiler}; flags: -O3 -DNDEBUG (CMake Release), no -march.\n")
flags_at = "<!-- regressions -->"
print(flags_at)
print("## Emitted code against nedyn's numeric runtime and Orocos KDL\n")
print("| function (KDL's solver) | robot | emitted (ns) | runtime (ns) | KDL (ns) "
      "| KDL / emitted | runtime / emitted | KDL / runtime |")
print("|---|---|---:|---:|---:|---:|---:|---:|")
ratios = {}
for f in functions:
    for r in robots:
        e = median.get(f"{f}/{r}/emitted")
        rt = median.get(f"{f}/{r}/runtime")
        k = median.get(f"{f}/{r}/kdl")
        if e is None or rt is None or k is None:
            continue
        ratios[(f, r)] = (k / e, rt / e)
        record[f"ns: {f} {r} emitted"] = e
        record[f"ns: {f} {r} runtime"] = rt
        print(f"| {f} ({kdl_names[f]}) | {r} | {e:.0f} | {rt:.0f} | {k:.0f} | {k / e:.1f} | "
              f"{rt / e:.1f} | {k / rt:.1f} |")


def verdict(value, target):
    return f"{value:.1f}× ({'met' if value >= target else 'missed'})"


print("\nTargets of issue 5 (same run):\n")
print("| target | puma560 | panda |")
print("|---|---:|---:|")
for label, f, i, target in (("τ: KDL / emitted ≥ 15", "inverse_dynamics", 0, 15),
                            ("τ: runtime / emitted ≥ 5", "inverse_dynamics", 1, 5),
                            ("M: KDL / emitted ≥ 15", "mass_matrix", 0, 15)):
    cells = [verdict(ratios[(f, r)][i], target) if (f, r) in ratios else "n/a"
             for r in ("puma560", "panda")]
    print(f"| {label} | " + " | ".join(cells) + " |")
# The same files as a processor without AVX2 runs them (sin_cos in two lanes).
cells = []
for r in ("puma560", "panda"):
    two = median.get(f"inverse_dynamics/{r}/emitted_two_lanes")
    rt = median.get(f"inverse_dynamics/{r}/runtime")
    cells.append(verdict(rt / two, 5) + f", {two:.1f} ns" if two and rt else "n/a")
    if two:
        record[f"ns: inverse_dynamics {r} emitted two lanes"] = two
print("| τ: runtime / emitted ≥ 5, without AVX2 | " + " | ".join(cells) + " |")
print("""
All three compute the same quantity from the same model, except that the emitted
`inverse_dynamics` and `forward_dynamics` and the runtime's `inverse_dynamics` and
`forward_dynamics` include the model's friction and rotor inertia, which KDL has no
notion of (the PUMA 560 model has both; the others have none). Emitted: the committed
`generated/NAME/NAME.cpp` (`chain12`: `bench/models/chain12.yaml`; `panda_urdf`,
`ur5_urdf`: `tests/urdf/panda_arm.urdf` and `tests/urdf/ur5.urdf`, the same robots in
Franka's and UR's URDF frames; all three generated at build time), compiled into the
benchmark with the same flags (KDL's chains for the URDFs: ROS kdl_parser's); the runtime's mass matrix is
its composite-rigid-body method. KDL builds a modified-DH robot such as the Panda
with a fixed segment before each joint (14 segments for 7 joints), part of its cost
there. KDL is Debian's build (liborocos-kdl 1.5), not rebuilt with these flags.
On this processor (AVX2, asked at run time) the emitted functions run their copies
compiled for AVX2, with `sin_cos` in four lanes; the row "without AVX2" is the same
two files compiled with `-DNEDYN_NO_AVX2`, as a processor without AVX2 runs them
(the same bits: one copy, SSE2, two lanes).
docs/performance.md says where the emitted code's time goes.""")

# Derivatives for optimal control: emitted against the runtime's AutoDiff and
# against one emitted tau, in the same run (issue targets: >= 20x, <= 4x).
if median.get("inverse_dynamics_derivatives/puma560/emitted"):
    print("\n## Derivatives of the dynamics\n")
    print("Emitted `inverse_dynamics_derivatives` (∂τ/∂q and ∂τ/∂q̇ together) and "
          "`forward_dynamics_derivatives` (q̈ and its three Jacobians) against the runtime's "
          "`Eigen::AutoDiffScalar` recursion (`nedyn/runtime/derivatives.hpp`), against the "
          "runtime's analytic derivatives (Carpentier and Mansard's recursion as Pinocchio's "
          "computeRNEADerivatives, `nedyn/runtime/analytic_derivatives.hpp`; forward dynamics' "
          "by −M⁻¹ ∂τ with its Cholesky factorisation), against central "
          "differences of the emitted τ (4n calls) or q̈ (6n calls), what a user without "
          "derivatives pays, and against one emitted τ, in the same run.\n")
    print("| function | robot | emitted (ns) | runtime AutoDiff (ns) | runtime analytic (ns) "
          "| central differences (ns) | AutoDiff / emitted | analytic / emitted "
          "| differences / emitted | emitted / emitted τ |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for f in ["inverse_dynamics_derivatives", "forward_dynamics_derivatives"]:
        for r in ["puma560", "panda"]:
            e = median[f"{f}/{r}/emitted"]
            ad = median[f"{f}/{r}/runtime_autodiff"]
            an = median.get(f"{f}/{r}/runtime_analytic")
            cd = median[f"{f}/{r}/central_differences"]
            tau = median[f"inverse_dynamics/{r}/emitted"]
            record[f"ns: {f} {r} emitted"] = e
            print(f"| {f} | {r} | {e:.0f} | {ad:.0f} | {f'{an:.0f}' if an else '–'} | {cd:.0f} "
                  f"| {ad / e:.1f} | {f'{an / e:.1f}' if an else '–'} | {cd / e:.1f} "
                  f"| {e / tau:.1f} |")
    # Issue 35's target for the forward derivatives: <= 1.5 x the inverse
    # derivatives plus one forward_dynamics, times of the same run.
    print("\n`forward_dynamics_derivatives` against what it runs (issue 35: at most 1.5× "
          "`inverse_dynamics_derivatives` plus one `forward_dynamics`):\n")
    print("| robot | forward derivatives (ns) | inverse derivatives + forward_dynamics (ns) "
          "| ratio | 1.5 × inverse derivatives + forward_dynamics (ns) | met |")
    print("|---|---:|---:|---:|---:|---|")
    for r in ["puma560", "panda"]:
        fdd = median[f"forward_dynamics_derivatives/{r}/emitted"]
        idd = median[f"inverse_dynamics_derivatives/{r}/emitted"]
        fd = median[f"forward_dynamics/{r}/emitted"]
        target = 1.5 * idd + fd
        print(f"| {r} | {fdd:.0f} | {idd + fd:.0f} | {fdd / (idd + fd):.2f} | {target:.0f} "
              f"| {'yes' if fdd <= target else 'no'} |")
# Identification: the emitted regressors against the runtime's numeric
# regressor with the base columns picked, in the same run (issue 20: >= 10x).
if median.get("base_regressor/puma560/emitted"):
    print("\n## Regressors (identification)\n")
    print("Emitted `regressor` (Y, n x 13n) and `base_regressor` (Yb, n x p) against the "
          "runtime's numeric regressor (`nedyn/runtime/regressor.hpp`: link wrenches carried "
          "inwards) with the base parameters' columns picked, and against one emitted τ, in the "
          "same run (docs/identification.md).\n")
    print("| robot | regressor (ns) | base_regressor (ns) | runtime Yb (ns) "
          "| runtime / emitted Yb | emitted Yb / emitted τ |")
    print("|---|---:|---:|---:|---:|---:|")
    for r in ["puma560", "panda", "chain12"]:
        y = median[f"regressor/{r}/emitted"]
        yb = median[f"base_regressor/{r}/emitted"]
        rt = median[f"base_regressor/{r}/runtime"]
        tau = median[f"inverse_dynamics/{r}/emitted"]
        record[f"ns: base_regressor {r} emitted"] = yb
        print(f"| {r} | {y:.0f} | {yb:.0f} | {rt:.0f} | {rt / yb:.1f} | {yb / tau:.1f} |")
# Task-space terms (issue 19: target >= 10x the runtime's Eigen computation).
if median.get("task_dynamics/puma560/emitted"):
    print("\n## Task-space terms\n")
    print("Emitted `task_dynamics` (Mx, Vx and Gx from one factorisation), and")
    print("`task_mass_matrix`, `task_velocity_terms`, `task_gravity` one call each and the")
    print("three in a row, for the default six-coordinate task of the tool frame, against the")
    print("runtime's `task_space` (Eigen: M, V, G by the recursion, J, J̇q̇, LLT")
    print("factorisations of M and J M⁻¹ Jᵀ, all three terms at once), in the same run")
    print("(docs/task_space.md). The emitted functions call `mass_matrix`, `task_jacobian`,")
    print("`coriolis_centrifugal`, `gravity` and `jacobian_dot_qd`; ops: those calls'")
    print("operations (mul / add / calls, `generate --stats`), before the fixed-size LDLᵀ")
    print("solve of `task_space_solves.cpp`.\n")
    print("| robot | joints | Mx (ns) | Vx (ns) | Gx (ns) | the three calls (ns) "
          "| task_dynamics (ns) | runtime task_space (ns) | runtime / task_dynamics "
          "| ops of task_dynamics' calls |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    joints = {"puma560": 6, "panda": 7}
    called = ["mass_matrix", "task_jacobian", "coriolis_centrifugal", "gravity",
              "jacobian_dot_qd"]
    for r in ["puma560", "panda"]:
        cells = [median[f"{f}/{r}/emitted"] for f in
                 ["task_mass_matrix", "task_velocity_terms", "task_gravity", "task_terms",
                  "task_dynamics"]]
        rt = median[f"task_terms/{r}/runtime"]
        record[f"ns: task_dynamics {r} emitted"] = cells[4]
        record[f"ns: task_terms {r} runtime"] = rt
        fs = next((m["functions"] for m in codegen if m["model"] == r), {})
        ops = ""
        if all(f in fs for f in called):
            ops = " / ".join(str(sum(fs[f][k] for f in called)) for k in ("mul", "add", "calls"))
        print(f"| {r} | {joints[r]} | " + " | ".join(f"{c:.0f}" for c in cells) +
              f" | {rt:.0f} | {rt / cells[4]:.1f} | {ops} |")
# One call per controller cycle (issue 22): dynamics_terms against the
# separate functions called one after another, in the same run.
if median.get("dynamics_terms/puma560/emitted"):
    print("\n## One call per controller cycle\n")
    print("Emitted `dynamics_terms` (M, V, G) and `dynamics_terms_with_jacobian` (also J and")
    print("J̇q̇) against `mass_matrix`, `coriolis_centrifugal`, `gravity` (then `jacobian`,")
    print("`jacobian_dot_qd`) called one after another at the same state, in the same run;")
    print("ops: mul / add / calls (`generate --stats`) of the one function and the sum of the")
    print("separate ones. The results are the same bits (tests/generated).\n")
    print("| robot | terms | one call (ns) | separate calls (ns) | separate / one "
          "| ops, one call | ops, separate |")
    print("|---|---|---:|---:|---:|---|---|")
    for r in ["puma560", "panda"]:
        fs = next((m["functions"] for m in codegen if m["model"] == r), {})
        for name, parts, label in [
                ("dynamics_terms", ["mass_matrix", "coriolis_centrifugal", "gravity"], "M, V, G"),
                ("dynamics_terms_with_jacobian",
                 ["mass_matrix", "coriolis_centrifugal", "gravity", "jacobian",
                  "jacobian_dot_qd"], "M, V, G, J, J̇q̇")]:
            one = median[f"{name}/{r}/emitted"]
            separate = median[f"{name}/{r}/emitted_separate"]
            record[f"ns: {name} {r} emitted"] = one
            ops_one = ops_sep = ""
            if name in fs and all(f in fs for f in parts):
                ops_one = " / ".join(str(fs[name][k]) for k in ("mul", "add", "calls"))
                ops_sep = " / ".join(str(sum(fs[f][k] for f in parts))
                                     for k in ("mul", "add", "calls"))
            print(f"| {r} | {label} | {one:.0f} | {separate:.0f} | {separate / one:.2f} "
                  f"| {ops_one} | {ops_sep} |")
# Many states per call (issue 22): NAME_batch at 1024 states against 1024
# single calls, per state, in the same run.
if median.get("batch/inverse_dynamics/puma560/batched"):
    print("\n## Many states per call\n")
    print("`NAME_batch(1024, ...)` against 1024 calls of `NAME`, time per state (the")
    print("fixture's 64 states repeated). Widest: this processor's lanes, eight states in a")
    print("512-bit vector where it has AVX-512F (this one has), else four with AVX2; AVX2: the")
    print("same files compiled with `-DNEDYN_NO_AVX512`, as a processor with AVX2 and without")
    print("AVX-512F runs them; two lanes: compiled with `-DNEDYN_NO_AVX2`, as a processor")
    print("without AVX2 (or with NEON) runs them. Single calls in each build run their copy")
    print("for the processor (AVX2 here, two lanes in the last). Every state gets the single")
    print("call's bits (tests/generated, tests/generator/avx2_copy_test.cpp). Targets of")
    print("issues 22 and 35: `inverse_dynamics` single / batch at least 3 with AVX2 and 1.6")
    print("with two lanes; `inverse_dynamics` and `mass_matrix` at least 5 with AVX-512F.\n")
    print("| function | robot | single (ns/state) | batch, widest (ns/state) | single / batch "
          "| batch, AVX2 (ns/state) | single / batch, AVX2 "
          "| batch, two lanes (ns/state) | single / batch, two lanes |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for f in ["inverse_dynamics", "mass_matrix", "coriolis_centrifugal", "gravity",
              "forward_dynamics", "inverse_dynamics_derivatives",
              "forward_dynamics_derivatives"]:
        for r in ["puma560", "panda"]:
            times = [median.get(f"batch/{f}/{r}/{form}{lanes}")
                     for lanes in ("", "_four_lanes", "_two_lanes")
                     for form in ("single", "batched")]
            if None in times:
                continue
            single, batched, single4, batched4, single2, batched2 = (x / 1024 for x in times)
            record[f"ns: {f}_batch {r} per state"] = batched
            record[f"ns: {f}_batch {r} per state four lanes"] = batched4
            record[f"ns: {f}_batch {r} per state two lanes"] = batched2
            met = ("", "", "")
            if f in ("inverse_dynamics", "mass_matrix"):
                met = (" (met)" if single / batched >= 5 else " (missed)", "", "")
            if f == "inverse_dynamics":
                met = (met[0], " (met)" if single4 / batched4 >= 3 else " (missed)",
                       " (met)" if single2 / batched2 >= 1.6 else " (missed)")
            print(f"| {f} | {r} | {single:.1f} | {batched:.1f} | {single / batched:.2f}{met[0]}"
                  f" | {batched4:.1f} | {single4 / batched4:.2f}{met[1]}"
                  f" | {batched2:.1f} | {single2 / batched2:.2f}{met[2]} |")
# Where a batch's time goes: instructions per state by kind (callgrind).
instructions_path = os.path.join(raw, "instructions.json")
if os.path.exists(instructions_path):
    mix = json.load(open(instructions_path))
    kinds = mix["kinds"]
    print("\nWhere the time goes: instructions per state, counted by valgrind's callgrind in")
    print(f"{mix['repeats']} runs over {mix['states']} seeded states (`bench/instruction_mix.py`,")
    print("`bench/run_benchmarks.sh instructions`; counts, unlike times, do not depend on the")
    print("machine's load). Register moves are whole vectors to and from the stack (spills,")
    print("reloads); element moves are single values: a single call's loads, stores and")
    print("scalar spills, a batch's gathers and scatters; bit operations are sin_cos's")
    print("quadrants and signs, its range test and Coulomb's sign. single / batch is the")
    print("ratio of the totals, the speed-up the instructions alone would give. The batches")
    print("counted are AVX2's four lanes: valgrind runs no AVX-512 and tells the processor")
    print("check so.\n")
    print("| function | robot | form | " + " | ".join(kinds) + " | total | single / batch |")
    print("|---|---|---|" + "---:|" * (len(kinds) + 2))
    by_key = {(r["function"], r["robot"], r["form"]): r["per_state"] for r in mix["results"]}
    for r in mix["results"]:
        key = (r["function"], r["robot"])
        ratio = ""
        if r["form"] == "batch":
            ratio = f"{by_key[key + ('single',)]['total'] / r['per_state']['total']:.2f}"
            record[f"instructions: {r['function']}_batch {r['robot']} per state"] = \
                r["per_state"]["total"]
        cells = " | ".join(f"{r['per_state'][k]:.0f}" for k in kinds)
        print(f"| {r['function']} | {r['robot']} | {r['form']} | {cells} "
              f"| {r['per_state']['total']:.0f} | {ratio} |")
    # The ranges the prose quotes, from the counts above.
    robots = sorted({r["robot"] for r in mix["results"]})

    def span(function, kind):
        ratios = [by_key[(function, r, "single")][kind] / by_key[(function, r, "batch")][kind]
                  for r in robots]
        return f"{min(ratios):.1f}–{max(ratios):.1f}"

    print("\nA batch does a quarter of the body's arithmetic per state, but not of `sin_cos`'s:")
    print("a single call already computes its angles four at a time in AVX2's lanes, so a")
    print(f"batch's arithmetic per state is {span('inverse_dynamics', 'arithmetic')}× less for τ "
          f"(not 4×) and {span('gravity', 'arithmetic')}× for G,")
    print("which is mostly sines and cosines. On top of it a batch spills and reloads whole")
    print("vectors (the bodies' live values fill 16 vector registers as a single call's fill")
    print("16 scalar ones) and gathers and scatters its states; M's scatter writes 36 or 49")
    print(f"entries per state. These are what keep τ's instruction ratio at "
          f"{span('inverse_dynamics', 'total')} and its")
    print("time ratio below 3 (docs/performance.md, 2026-11-26).")
lanes, libm = median.get("sin_cos/six_angles/emitted"), median.get("sin_cos/six_angles/libm")
two = median.get("sin_cos/six_angles/emitted_two_lanes")
if lanes is not None and libm is not None and two is not None:
    record["ns: sin_cos six angles emitted"] = lanes
    record["ns: sin_cos six angles emitted two lanes"] = two
    print("\n## Sines and cosines of six angles\n")
    print("The emitted files' `sin_cos` (`templates/sin_cos.mustache`): four angles in the")
    print("lanes of a 256-bit vector where the processor has AVX2 (this one has), two in")
    print("128 bits otherwise; against six `std::sin` and `std::cos` pairs (glibc), angles in")
    print("[-3.2, 3.2]:\n")
    print("| sin_cos, one call (ns) | two lanes (ns) | libm, 6 × sin + cos (ns) "
          "| libm / sin_cos | libm / two lanes |")
    print("|---:|---:|---:|---:|---:|")
    print(f"| {lanes:.1f} | {two:.1f} | {libm:.1f} | {libm / lanes:.1f} | {libm / two:.1f} |")
print("\n## Emitted code: operations per function\n")
print("`nedyn generate MODEL --stats` (multiplications / additions incl. subtractions and")
print("negations / function calls: sin, cos, sign; the programs below have no divisions).")
factorised_in_program = all("L^T D L" in m["functions"]["forward_dynamics"]["route"]
                            for m in codegen)
solves_counted = any("solves counted" in m["functions"]["forward_dynamics"]["route"]
                     for m in codegen)
if factorised_in_program:
    print("The q̈ (FD) column counts the programs of M, the bias and the factorisation")
    print("M = Lᵀ D L with its solves, all in one program (one division per joint);")
else:
    print("A chain's q̈ (FD) column counts the programs of M and the bias" +
          (", and" if solves_counted else " only, without") + " the Cholesky")
    print("factorisation and the two triangular solves of the template of that time:")
    print("Σ_j j (n − j) + n (n − 1) multiplications, as many additions, n (n − 1)/2 + 2n divisions")
    print("and n square roots (PUMA 65 / 65 / 27 / 6, Panda 98 / 98 / 35 / 7)" +
          (", which `--stats` counts since issue 34" if solves_counted else
           "; these figures were recorded before `--stats` counted them (it does since issue 34)") +
          ";")
print("a tree's forward dynamics factorises inside its program, and its")
print("count includes the factorisation. Route: `NE` a")
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
print("\nReferences (docs/design.md §5): SymPyBotics' emitted C for the PUMA 560 needs 398 mul /")
print("303 add for τ, the best Maple-based generator found 388 / 304 on an industrial 6R.")
print("Targets of issue 5 for τ are ratios (above). `arm6` is `bench/make_chain.py 6 --revolute` (twists 0, ±π/2,")
print("random lengths, full inertia tensors, COMs off every axis), `arm6_twisted` the same")
print("with random twists, `chain12` `bench/make_chain.py 12`; `panda_urdf` and `ur5_urdf` the")
print("Panda and the UR5 read from `tests/urdf/` (the UR5 in UR's URDF frames, not DH).\n")
print("## Generation and compilation\n")
print("Wall time and peak memory of `nedyn generate MODEL --stats` (full API, one process),")
print("and of `c++ -std=c++11 -O2 -c` of NAME.cpp and NAME_batch.cpp, summed: on x86-64 that compiles each batch")
print("and each single call of 1000 operations or more twice, for two lanes and for AVX2")
print("(docs/codegen.md); `-DNEDYN_NO_AVX2_SINGLE_CALLS` compiles the single calls once,")
print("`-DNEDYN_NO_AVX2` everything once. .text: `size` of the object. NAME.cpp alone is")
print("the default file without its batches (a build that leaves NAME_batch.cpp out), the")
print("fastest of three compiles; every other time is one run (this machine's compile times")
print("vary by a fifth from run to run). Targets of issue 4:")
print("puma560 under 2 s, panda under 15 s, a 12-joint chain under 60 s (generation); of")
print("issue 34: the PUMA's default file compiles at -O2 in at most 4 s.\n")
print("| model | generate (s) | peak (MiB) | lines of NAME.cpp | NAME.cpp alone -O2 (s) "
      "| .text, NAME.cpp alone (KiB) | compile -O2 (s) "
      "| -DNEDYN_NO_AVX2_SINGLE_CALLS (s) | -DNEDYN_NO_AVX2 (s) | compile peak (MiB) "
      "| .text (KiB) | .text, NO_AVX2_SINGLE_CALLS | .text, NO_AVX2 |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for m in codegen:
    record[f"s: generate {m['model']}"] = m["seconds"]
    record[f"MiB: generate {m['model']}"] = m["peak_kib"] / 1024
    record[f"s: compile -O2 {m['model']}"] = m["compile_seconds"]
    record[f"s: compile -O2 {m['model']}.cpp alone"] = m["compile_single_calls_file_seconds"]
    one_copy = m.get("compile_one_copy_seconds")
    if one_copy is not None:
        record[f"s: compile -O2 -DNEDYN_NO_AVX2 {m['model']}"] = one_copy
    single = m.get("compile_no_avx2_single_calls_seconds")
    kib = [m.get(k) for k in ("text_bytes", "text_bytes_no_avx2_single_calls",
                              "text_bytes_one_copy")]
    print(f"| {m['model']} | {m['seconds']:.2f} | {m['peak_kib'] / 1024:.0f} | "
          f"{m['source_lines']} | {m['compile_single_calls_file_seconds']:.2f} | "
          f"{m['text_bytes_single_calls_file'] / 1024:.0f} | {m['compile_seconds']:.2f} | "
          f"{'' if single is None else f'{single:.2f}'} | "
          f"{'' if one_copy is None else f'{one_copy:.2f}'} | "
          f"{m['compile_peak_kib'] / 1024:.0f} | " +
          " | ".join("" if b is None else f"{b / 1024:.0f}" for b in kib) + " |")
if lean_builds:
    print("\nLean builds: `generate MODEL --functions inverse_dynamics,mass_matrix --no-batch`,")
    print("compiled for x86-64 by `c++ -std=c++11 -O2 -c` and, in C float (`--language c")
    print("--scalar float`), for a Cortex-M4F by Debian's arm-none-eabi-gcc (`-mcpu=cortex-m4")
    print("-mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16 -Os -Wall -Wextra -Werror`; the packaging")
    print("test links it against newlib and runs it on an emulated MPS2 AN386 board). Seconds:")
    print("best of three. Targets of issue 34 for the PUMA at -O2: at most 1 s and 24 KB of .text.\n")
    print("| model | target | compile (s) | .text (bytes) |")
    print("|---|---|---:|---:|")
    for b in lean_builds:
        record[f"s: lean compile {b['model']} {b['target']}"] = b["seconds"]
        record[f"bytes: lean .text {b['model']} {b['target']}"] = b["text_bytes"]
        print(f"| {b['model']} | {b['target']} | {b['seconds']:.2f} | {b['text_bytes']} |")


def secs(x, refused=None):
    if refused is not None:
        return f"size guard after {refused:.0f} s"
    return f"{x:.2f}" if x is not None else "> limit"


def mib(kib):
    return f"{kib / 1024:.0f}"


print("\n## Symbolic generation (simplified M, V, G, B, C)\n")
print("Wall time and peak memory of one process per model (`bench/symbolic_bench`), on")
print("nedyn's route (per-step reduction by s² + c² = 1, M on one triangle, B and C from the")
print("Christoffel symbols of M) and on the expand-then-reduce baseline of the prototype")
print("(docs/design.md §5: recursion expanded without reduction, B and C by velocity probes, each")
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
for g in symbolic["growth"]:
    print(f"| {g['joints']} | {secs(g['seconds'])} | {mib(g['peak_kib'])} | {g['terms']} |")
    record[f"s: symbolic chain {g['joints']}"] = g["seconds"]

print("\n## Generation against chain length\n")
print("`bench/scaling.py`: wall time and peak memory of `nedyn generate CHAIN` (full API)")
print("and of `nedyn show CHAIN --what tau --max-terms 0` (every term, simplified, printed)")
print("for seeded random chains of 2 to 16 joints (`bench/make_chain.py N`: standard DH,")
print("twists 0 or ±π/2, every third joint prismatic, full inertias, COMs off every")
print(f"axis). Limits: {scaling['limits']['generate']} s (generate), "
      f"{scaling['limits']['show']} s (show); `show` stops at its first run past the")
print("limit, `generate` runs at every length. Data: `docs/scaling.dat`.\n")
print("![generation time and memory against chain length](scaling.png)\n")
print("| joints | generate (s) | generate peak (MiB) | show τ (s) | show peak (MiB) |")
print("|---:|---:|---:|---:|---:|")
with open(os.path.join(docs, "scaling.dat"), "w") as dat:
    dat.write("# joints generate_s generate_MiB show_s show_MiB (bench/scaling.py)\n")
    for c in scaling["chains"]:
        g, sh = c["generate"], c["show"]
        cells = []
        for x in (g, sh):
            cells.append(f"{x['seconds']:.2f}" if x["seconds"] is not None else "> limit")
            cells.append(mib(x["peak_kib"]) if x["seconds"] is not None else "—")
            if x["seconds"] is not None:
                kind = "generate" if x is g else "show"
                record[f"s: {kind} chain {c['joints']}"] = x["seconds"]
                record[f"MiB: {kind} chain {c['joints']}"] = x["peak_kib"] / 1024
        print(f"| {c['joints']} | " + " | ".join(cells) + " |")
        dat.write(" ".join([str(c["joints"])] + [
            f"{v:.4f}" if v is not None else "?"
            for v in (g["seconds"], g["peak_kib"] / 1024 if g["seconds"] is not None else None,
                      sh["seconds"], sh["peak_kib"] / 1024 if sh["seconds"] is not None else None)]
        ) + "\n")
rates = scaling["growth"]
print("\nGrowth, as the factor per added joint of a least-squares line through log(time)")
print("over the last five lengths that finished: " + ", ".join(
    f"{k} ×{v:.2f} per joint" for k, v in rates.items() if v) + ".")
print("`generate` tries the expanded closed forms of M, G, B and C for chains of at most")
print("8 joints only (from 7 joints on the recursion won every function; docs/limits.md):")
print("up to 8 joints that attempt is most of its time, hence the drop at 9. Past it the")
print("recursion programs grow about as n³ (B alone has n²(n−1)/2 entries): 32 joints take")
print("~11 s, 64 joints ~136 s and 3.4 GiB (docs/limits.md). `show` expands every term of τ")
print("and grows exponentially (docs/symbolic.md).")

# The emitted C and Python against the C++ and the runtime (docs/languages.md).
languages_path = os.path.join(raw, "languages.json")
if os.path.exists(languages_path):
    languages = json.load(open(languages_path))
    native = {b["run_name"]: b["real_time"] for b in languages["native"]["benchmarks"]
              if b.get("aggregate_name") == "median"}
    python = {b["name"]: b["real_time"] for b in languages["python"]["benchmarks"]}
    print("\n## C and Python\n")
    print("`bench/run_benchmarks.sh languages`: the PUMA 560's emitted C (`generated/puma560/puma560.c`,")
    print("compiled as C99 by the same compiler's C front end, -O3) against its C++ as users get it")
    print("(sin_cos in four lanes and each body's AVX2 copy where the processor has AVX2), the")
    print("same C++ compiled with -DNEDYN_NO_AVX2 (two lanes, no AVX2 copy: what the C has) and")
    print("nedyn's numeric runtime, per call, as above (`bench/languages_bench.cpp`); then the")
    print("Python module (`puma560.py`, Debian's python3 and NumPy) per state at k = 1 and")
    print("k = 10⁵ states per call (`bench/languages_python.py`, median of 7), in the same run.\n")
    print("| function | C++ (ns) | C++, two lanes (ns) | C (ns) | C / C++ | C / C++ two lanes "
          "| runtime (ns) | Python, k = 1 (ns) | Python, k = 10⁵ (ns per state) "
          "| Python k = 10⁵ / runtime |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for f in ("inverse_dynamics", "mass_matrix", "forward_dynamics"):
        cpp, two, c, rt = (native.get(f"{f}/{x}") for x in ("cpp", "cpp_two_lanes", "c", "runtime"))
        one, many = python.get(f"{f}/python/k=1"), python.get(f"{f}/python/k=100000")
        if None in (cpp, two, c, rt, one, many):
            continue
        record[f"ns: {f} puma560 c"] = c
        record[f"ns: {f} puma560 python per state at 1e5"] = many
        print(f"| {f} | {cpp:.0f} | {two:.0f} | {c:.0f} | {c / cpp:.2f} | {c / two:.2f} | {rt:.0f} "
              f"| {one:.0f} | {many:.0f} | {many / rt:.2f} |")
    print("\nThe C files compute a function's sines and cosines two at a time, as the C++ files")
    print("do without AVX2 (`templates/sin_cos.c.mustache`; the same bits, tested): the C++")
    print("files' four lanes and AVX2 copy of each body are what C lacks, and the two-lane")
    print("column measures that. A Python call costs microseconds of interpreter and NumPy")
    print("dispatch per program statement whatever k is: one state at a time is for reading")
    print("and prototyping, batches of thousands for speed.")

# Kinematic trees: emitted code against the runtime and KDL's TreeIdSolver_RNE.
trees_path = os.path.join(raw, "trees.json")
if os.path.exists(trees_path):
    trees = json.load(open(trees_path))
    tree_ns = {b["run_name"]: b["real_time"] for b in trees["benchmarks"]["benchmarks"]
               if b.get("aggregate_name") == "median"}
    ops = trees["operations"]
    gen = trees["generation"]
    print("\n## Kinematic trees\n")
    print("`bench/run_benchmarks.sh trees` (`bench/tree_bench.cpp`, `bench/tree_timings.py`): the")
    print("quadruped (12 joints, four 3-joint legs on the base) and the humanoid-like tree (21")
    print("joints: neck, two 4-joint arms, two 6-joint legs) of `tests/urdf/`, fixed base and on")
    print("a floating base (`_floating`: q of 19 and 28, qd of 18 and 27 entries), emitted at")
    print("build time from their URDFs, against nedyn's runtime (Newton–Euler; M by composite")
    print("bodies; forward dynamics by M, bias and a Cholesky factorisation) and KDL's")
    print("`TreeIdSolver_RNE` (kdl_parser's tree of the same file), per call, in the same run.")
    print("Operations: the emitted functions' (`nedyn generate --stats`; a tree's forward dynamics")
    print("factorises M inside the program, so its count includes the factorisation) and the")
    print("runtime's, counted by running its Newton–Euler template on a scalar type that counts")
    print("(`bench/operation_counter.hpp`): every product by a constant and every zero included,")
    print("as the double code does them.\n")
    print("| function | robot | emitted (ns) | runtime (ns) | KDL (ns) | runtime / emitted "
          "| KDL / emitted | emitted mul/add | runtime mul/add |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for robot in ("quadruped12", "humanoid21", "quadruped12_floating", "humanoid21_floating"):
        for f in ("inverse_dynamics", "mass_matrix", "forward_dynamics",
                  "inverse_dynamics_derivatives", "forward_dynamics_derivatives",
                  "constrained_forward_dynamics", "impulse_dynamics", "contact_inverse_dynamics",
                  "constrained_forward_dynamics_derivatives", "impulse_dynamics_derivatives"):
            e, rt = tree_ns.get(f"{f}/{robot}/emitted"), tree_ns.get(f"{f}/{robot}/runtime")
            k = tree_ns.get(f"{f}/{robot}/kdl")
            if e is None or rt is None:
                continue
            record[f"ns: {f} {robot} emitted"] = e
            counts = gen[robot]["functions"].get(f, {})
            counted = ops.get(f"{f if f != 'mass_matrix' else 'mass_matrix_columns'}/{robot}/runtime")
            runtime_ops = (f"{counted[0]}/{counted[1]}" + (" (columns)" if f == "mass_matrix" else "")
                           if counted else "")
            print(f"| {f} | {robot} | {e:.0f} | {rt:.0f} | {f'{k:.0f}' if k else '–'} "
                  f"| {rt / e:.1f} | {f'{k / e:.0f}' if k else '–'} "
                  f"| {counts.get('mul', '')}/{counts.get('add', '')} | {runtime_ops} |")
        columns = tree_ns.get(f"mass_matrix_columns/{robot}/runtime")
        if columns:
            print(f"| mass_matrix (runtime by Newton–Euler columns) | {robot} | | {columns:.0f} | | "
                  f"| | | |")
    print("\nThe floating quadruped stands on its four feet (`--contacts FL_FOOT,FR_FOOT,HL_FOOT,")
    print("HR_FOOT`, 12 rows): `constrained_forward_dynamics`, `impulse_dynamics` (restitution 0.5)")
    print("and `contact_inverse_dynamics` against the runtime's (`contact_dynamics.hpp`: M by")
    print("composite bodies, Eigen's dense LLT and complete orthogonal decomposition). The emitted")
    print("ones factorise M = Lᵀ D L in the tree's sparsity inside the program and solve only the")
    print("12 × 12 Jc M⁻¹ Jcᵀ (or the base's 6 × 6 Bᵀ B) in loops; their operation counts include")
    print("those loops (docs/kinematics.md, Contacts). `constrained_forward_dynamics_derivatives`")
    print("calls `constrained_forward_dynamics`, differentiates the KKT system in its program and")
    print("solves the 3 × 18 columns with dense loops over L and the 12 × 12 A (its count includes")
    print("them; `impulse_dynamics_derivatives` likewise, 2 × 18 columns); the runtime's")
    print("differentiate its recursion by AutoDiff and solve with Eigen. Those dense loops are")
    print("most of the derivatives' operations (about 49,000 of the constrained one's 59,000")
    print("multiplications): the tree's zeros in L and in Yd, which the program's solves fold,")
    print("are not yet used in them.")
    print("The issue's target is 5× the runtime.")
    print("\nThe derivatives' runtime column is the runtime's forward-mode AutoDiff (Eigen's")
    print("AutoDiffScalar on its Newton–Euler template; forward dynamics' Jacobians −M⁻¹ ∂τ by its")
    print("Cholesky factorisation). On a floating base the derivatives are along q's tangent space,")
    print("as Pinocchio's. Issue 35's bound for the forward-dynamics derivatives, 1.5 × ∂τ plus one")
    print("forward dynamics, in the same run:\n")
    print("| robot | forward_dynamics_derivatives (ns) | 1.5 × ∂τ + q̈ (ns) | route of −M⁻¹ ∂τ |")
    print("|---|---:|---:|---|")
    for robot in ("quadruped12", "humanoid21", "quadruped12_floating", "humanoid21_floating"):
        fdd = tree_ns.get(f"forward_dynamics_derivatives/{robot}/emitted")
        idd = tree_ns.get(f"inverse_dynamics_derivatives/{robot}/emitted")
        fd = tree_ns.get(f"forward_dynamics/{robot}/emitted")
        if None in (fdd, idd, fd):
            continue
        text = gen[robot]["functions"].get("forward_dynamics_derivatives", {}).get("route", "")
        route = ("∂τ's call and a loop of 2n³ products" if "inverse_dynamics_derivatives at" in text
                 else "∂τ and the non-zero products in the program")
        print(f"| {robot} | {fdd:.0f} | {1.5 * idd + fd:.0f} | {route} |")
    print("\nThe emitted derivatives against the runtime's analytic derivatives (Carpentier and")
    print("Mansard's recursion, `analytic_derivatives.hpp`: O(n) spatial quantities in the base")
    print("frame, then O(n d) scalar products; forward dynamics' by −M⁻¹ ∂τ with the runtime's")
    print("Cholesky factorisation of M), the baseline of issue 72 (targets on the floating")
    print("quadruped: ∂τ ≥ 8×, ∂FD ≥ 6×), in the same run:\n")
    print("| function | robot | emitted (ns) | runtime analytic (ns) | runtime AutoDiff (ns) "
          "| analytic / emitted |")
    print("|---|---|---:|---:|---:|---:|")
    for robot in ("quadruped12", "humanoid21", "quadruped12_floating", "humanoid21_floating"):
        for f in ("inverse_dynamics_derivatives", "forward_dynamics_derivatives"):
            e, an = tree_ns.get(f"{f}/{robot}/emitted"), tree_ns.get(f"{f}/{robot}/analytic")
            ad = tree_ns.get(f"{f}/{robot}/runtime")
            if e is None or an is None:
                continue
            print(f"| {f} | {robot} | {e:.0f} | {an:.0f} | {ad:.0f} | {an / e:.1f} |")
    print("\nGeneration of the full API (`nedyn generate`, recursion programs; the closed forms")
    print("are tried up to 8 joints):\n")
    print("| robot | joints | seconds | peak MiB | τ mul/add | M mul/add |")
    print("|---|---:|---:|---:|---:|---:|")
    joints = {"quadruped12": 12, "humanoid21": 21, "dual_arm": 15, "hand16": 16,
              "quadruped12_floating": "12 + 6", "humanoid21_floating": "21 + 6"}
    for robot, g in gen.items():
        record[f"s: generate {robot}"] = g["seconds"]
        t, m = g["functions"].get("inverse_dynamics", {}), g["functions"].get("mass_matrix", {})
        print(f"| {robot} | {joints.get(robot, '')} | {g['seconds']:.1f} | {g['peak_kib'] / 1024:.0f} "
              f"| {t.get('mul')}/{t.get('add')} | {m.get('mul')}/{m.get('add')} |")
    print("\nM of a tree is block-sparse (joints on different branches do not couple): the emitted")
    print("M computes only the blocks, and the emitted forward dynamics factorises M = Lᵀ D L in")
    print("the tree's sparsity (Featherstone, RBDA §6.5) inside the program, one division per")
    print("joint. With the dense in-place Cholesky of the chains' files instead, forward dynamics")
    print("took 521 ns (quadruped) and 1373 ns (humanoid) in the run that first measured trees.")
    print("\nOn a floating base (`_floating`, `--floating-base`; docs/kinematics.md) every function")
    print("of a fixed base is emitted, the task functions on the tool's world-aligned rows. The")
    print("exact search for the base parameters takes most of the floating generation (5.3 s of")
    print("the quadruped's 7.5 s when this text was written: 166 standard parameters, the base's")
    print("body among them). The runtime's M is its composite bodies on either base (the base's")
    print("block the whole robot about the base's origin). The emitted τ takes twice the fixed")
    print("base's operations: the base's motion reaches every link, where a fixed base's zeros")
    print("fold away; the runtime's τ costs the same on either base, so its ratio to the")
    ratios = [tree_ns[f"inverse_dynamics/{r}/runtime"] / tree_ns[f"inverse_dynamics/{r}/emitted"]
              if f"inverse_dynamics/{r}/emitted" in tree_ns and f"inverse_dynamics/{r}/runtime" in tree_ns
              else float("nan") for r in ("quadruped12", "quadruped12_floating")]
    print(f"emitted τ falls from {ratios[0]:.1f}× to {ratios[1]:.1f}× (the issue's target is 5×).")
    print()
    print("The quadruped's τ (on either base) and the floating quadruped's M, ∂τ, forward")
    print("dynamics and ∂FD's program of q̈ and M⁻¹ (∂FD calls ∂τ too) compute the four legs")
    print("with one leg's program in the lanes of a vector, four legs in one AVX2 pass or two")
    print("in SSE2 pairs (docs/codegen.md, \"Leg lanes\"); their operations are counted as a")
    print("scalar runs them, four times a leg. The floating quadruped's ∂τ was 1,890 ns and")
    print("∂FD 3,820 ns before ∂τ's leg lanes (4,120/4,639 operations), forward dynamics")
    print("401–421 ns and ∂FD 2,653–2,679 ns before its own, M 144–154 ns before its own")
    print("(docs/performance.md, 2026-12-07).")

# Real robot descriptions against size: generation, base parameters, check.
descriptions_path = os.path.join(raw, "descriptions.json")
if os.path.exists(descriptions_path):
    rows = json.load(open(descriptions_path))
    print("\n## Robot descriptions against size: generation, base parameters, check\n")
    print("`bench/run_benchmarks.sh descriptions` (`bench/description_scaling.py`): `nedyn generate`")
    print("with the full API (regressor and base parameters included), its CPU time (user +")
    print("system) and peak memory, the base parameters' share of it, and `nedyn check`'s wall")
    print("time (its compilers on both cores) and peak memory, one process at a time. The trees")
    print("are `bench/models/humanoid30.urdf`, `tests/urdf/humanoid40.urdf` (mimic fingers, read")
    print("as independent joints) and `tests/urdf/mobile_manipulator48.urdf`; \"a file's digits\"")
    print("is humanoid30 with its angles zero and masses, inertias and placements of five and four")
    print("significant digits, as a real robot's file writes them: rational constants whose")
    print("elimination over the rationals took 208 s for the base parameters alone, 2.0 s modulo")
    print("primes (docs/identification.md). Past 12 coordinates `check` compiles four functions'")
    print("batches (`--all-batches`: humanoid30 144 s instead of 25 s; docs/codegen.md).\n")
    print("| model | joints | generate CPU (s) | peak (MiB) | base parameters (s) | share "
          "| elimination | check (s) | check peak (MiB) |")
    print("|---|---:|---:|---:|---:|---:|---|---:|---:|")
    for r in rows:
        print(f"| {r['model']} | {r['joints']} | {r['generate_cpu_s']:.1f} "
              f"| {r['generate_peak_mib']:.0f} | {r['base_s']:.2f} "
              f"| {100 * r['base_s'] / r['generate_cpu_s']:.0f} % | {r['elimination']}, "
              f"{r['base']} of {r['standard']} | {r['check_wall_s']:.0f} "
              f"| {r['check_peak_mib']:.0f} |")
        key = r["model"].replace(" ", "_")
        record[f"s: generate {key}"] = r["generate_cpu_s"]
        record[f"MiB: generate {key}"] = r["generate_peak_mib"]

# Regression check against the last record. Times under 0.1 s of a whole
# process and memory under 30 MiB are start-up noise and not compared.
record_path = os.path.join(docs, "benchmarks.json")
previous = json.load(open(record_path)) if os.path.exists(record_path) else {}
flags = []
for key, value in sorted(record.items()):
    old = previous.get(key)
    if old is None or value is None:
        continue
    if key.startswith("s: ") and max(old, value) < 0.1:
        continue
    if key.startswith("MiB: ") and max(old, value) < 30:
        continue
    if value > 1.2 * old:
        flags.append(f"{key}: {old:.3g} -> {value:.3g} (+{100 * (value / old - 1):.0f}%)")
with open(record_path, "w") as f:
    json.dump(record, f, indent=1, sort_keys=True)
    f.write("\n")
text = sys.stdout.getvalue()
if flags:
    section = ["## Regressions against the last recorded run\n",
               "Figures of nedyn's that got worse than `docs/benchmarks.json` recorded by more",
               "than 20%:\n"] + [f"- {line}" for line in flags] + [""]
else:
    section = ["No figure of nedyn's got worse than the last record (`docs/benchmarks.json`)",
               "by more than 20%.\n"]
out.write(text.replace(flags_at + "\n", "\n".join(section) + "\n"))
for line in flags:
    print(f"REGRESSION {line}", file=sys.stderr)
sys.exit(1 if flags else 0)
