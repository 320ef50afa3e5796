"""Times `nedyn generate` (full API) and the compilation of what it emits, one
process per model, and prints JSON with the operation counts of --stats.

usage: codegen_timings.py BUILD_DIR

Models: the examples, the Panda and the UR5 read from URDF files (tests/urdf/,
named panda_urdf and ur5_urdf), the two general 6R arms of tests/op_count_models/
and a seeded random 12-joint chain (bench/models/chain12.yaml, from
bench/make_chain.py 12). Loading and generating from the Panda's URDF is timed
next to its YAML file. Compile time is
`c++ -std=c++11 -O2 -c` of NAME.cpp and of NAME_batch.cpp, summed (on x86-64 each
function compiled twice, for two lanes and for AVX2), again with -DNEDYN_NO_AVX2
(one copy of each) and with -DNEDYN_NO_AVX2_SINGLE_CALLS (the single calls
compiled once, the batches twice); .text bytes of the objects, summed. NAME.cpp
alone (a build without batches) is recorded too, the fastest of three compiles.
"""
import json
import os
import subprocess
import sys
import tempfile

from timing import run, stats

build = sys.argv[1]
nedyn = os.path.join(build, "generator", "nedyn")
here = os.path.dirname(os.path.abspath(__file__))
root = os.path.join(here, "..")


results = []
with tempfile.TemporaryDirectory() as tmp:
    # (path, the emitted files' name, options)
    models = [(os.path.join(root, "models", f"{m}.yaml"), m, [])
              for m in ("rr_planar", "puma560", "stanford", "ur5", "jaeri6", "panda")]
    models += [(os.path.join(root, "tests", "urdf", f"{f}.urdf"), name, ["--name", name])
               for f, name in (("panda_arm", "panda_urdf"), ("ur5", "ur5_urdf"))]
    models += [(os.path.join(root, "tests", "op_count_models", f"{m}.yaml"), m, [])
               for m in ("arm6", "arm6_twisted")]
    models.append((os.path.join(here, "models", "chain12.yaml"), "chain12", []))
    for path, name, options in models:
        out_dir = os.path.join(tmp, name)
        seconds, peak, out = run([nedyn, "generate", path, "-o", out_dir, "--stats"] + options,
                                 600)
        sources = [os.path.join(out_dir, f"{name}{suffix}.cpp") for suffix in ("", "_batch")]

        def compile_once(source, flags, obj):
            """Seconds and peak KiB of compiling one source to obj."""
            seconds, peak, _ = run(["c++", "-std=c++11", "-O2"] + flags +
                                   ["-c", source, "-o", obj], 600)
            return seconds, peak

        def compiled(flags):
            """Seconds, peak KiB and .text bytes of each source, in order."""
            out = []
            for k, source in enumerate(sources):
                obj = os.path.join(tmp, f"x{k}.o")
                seconds, peak = compile_once(source, flags, obj)
                text = int(subprocess.run(["size", obj], capture_output=True, text=True,
                                          check=True).stdout.splitlines()[1].split()[0])
                out.append((seconds, peak, text))
            return out

        default = compiled([])
        # NAME.cpp alone (the figure held to 4 s for the PUMA) twice more, the fastest kept: this
        # machine's compile times vary by a fifth from run to run.
        alone = min([default[0][0]] + [compile_once(sources[0], [], os.path.join(tmp, "alone.o"))[0]
                                       for _ in range(2)])
        compile_seconds = sum(c[0] for c in default)
        compile_peak = max(c[1] for c in default)
        text = sum(c[2] for c in default)
        one_copy = compiled(["-DNEDYN_NO_AVX2"])
        one_copy_seconds, one_copy_text = sum(c[0] for c in one_copy), sum(c[2] for c in one_copy)
        single_copy = compiled(["-DNEDYN_NO_AVX2_SINGLE_CALLS"])
        single_copy_seconds = sum(c[0] for c in single_copy)
        single_copy_text = sum(c[2] for c in single_copy)
        with open(sources[0]) as f:
            lines = sum(1 for _ in f)
        results.append({"model": name, "seconds": seconds, "peak_kib": peak,
                        "functions": stats(out), "compile_seconds": compile_seconds,
                        "compile_one_copy_seconds": one_copy_seconds,
                        "compile_no_avx2_single_calls_seconds": single_copy_seconds,
                        "text_bytes": text, "text_bytes_one_copy": one_copy_text,
                        "text_bytes_no_avx2_single_calls": single_copy_text,
                        "compile_peak_kib": compile_peak, "source_lines": lines,
                        "compile_single_calls_file_seconds": alone,
                        "text_bytes_single_calls_file": default[0][2]})
        print(f"{name}: done", file=sys.stderr)
json.dump(results, sys.stdout, indent=1)
