"""Counts the instructions of the emitted PUMA 560 and Panda functions per state,
as single calls and as NAME_batch, under valgrind's callgrind, and sorts them by
kind: where a batch's time goes (issue 22). Prints JSON for
bench/write_benchmarks_md.py ("Many states per call").

    python3 bench/instruction_mix.py BUILD_DIR    (bench/run_benchmarks.sh instructions)

BUILD_DIR holds bench/batch_profile, linked without PIE so that objdump's
addresses are the ones callgrind records. Counts do not depend on the
machine's load: each run gives the same figures for the same binary.
"""
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

STATES = 1024
REPEATS = 10
KINDS = {
    "arithmetic": "vaddpd vsubpd vmulpd vdivpd vsqrtpd vaddsd vsubsd vmulsd vdivsd vsqrtsd",
    # Whole registers to and from the stack: spills, reloads, copies.
    "register moves": "vmovapd vmovupd vmovdqa vmovdqu vmovaps vmovups",
    # Single values: a single call's loads, stores and scalar spills; a batch's
    # gathers and scatters (lane inserts and extracts).
    "element moves": "vmovsd vmovhpd vmovlpd vmovq vinsertf128 vextractf128 vunpcklpd "
                     "vunpckhpd vpermpd vpermilpd vbroadcastsd vpbroadcastq vmovddup",
    # sin_cos's quadrants and signs, its range test, Coulomb's sign.
    "bit operations": "vpxor vxorpd vpand vandpd vandnpd vpandn vpor vorpd vpsllq vpsrlq "
                      "vpsubq vpaddq vcmpltpd vcmplepd vcmpnltpd vcmpnlepd vpblendvb "
                      "vblendvpd vpcmpeqq vpcmpgtq",
}
KIND_OF = {m: kind for kind, names in KINDS.items() for m in names.split()}


def mnemonics(binary):
    """Address -> mnemonic, from objdump."""
    out = subprocess.run(["objdump", "-d", "--no-show-raw-insn", binary], check=True,
                         capture_output=True, text=True).stdout
    table = {}
    for line in out.splitlines():
        m = re.match(r"\s+([0-9a-f]+):\s+(\S+)", line)
        if m:
            table[int(m.group(1), 16)] = m.group(2)
    return table


def callgrind(binary, args, directory):
    """Instructions per function name and address: {name: {address: count}}."""
    path = os.path.join(directory, "callgrind.out")
    subprocess.run(["valgrind", "--tool=callgrind", "--dump-instr=yes",
                    f"--callgrind-out-file={path}", binary] + args,
                   check=True, capture_output=True)
    names, costs = {}, collections.defaultdict(collections.Counter)
    function, address, after_call = "", 0, False
    for line in open(path):
        # A name is given once, by fn= or by a call's cfn=, then its number.
        m = re.match(r"c?fn=\((\d+)\)\s*(.*)", line.rstrip("\n"))
        if m:
            if m.group(2):
                names[m.group(1)] = m.group(2)
            if line.startswith("fn="):
                function = names.get(m.group(1), "")
            continue
        if line.startswith("calls="):
            after_call = True  # the next line is the call's inclusive cost
            continue
        m = re.match(r"^(0x[0-9a-f]+|[+-]\d+|\*)\s+\S+\s+(\d+)", line)
        if not m:
            continue
        a = m.group(1)
        address = (int(a, 16) if a.startswith("0x") else
                   address + int(a) if a[0] in "+-" else address)
        if after_call:
            after_call = False
            continue
        costs[function][address] += int(m.group(2))
    return costs


def profile(binary, table, function, robot, form, directory):
    costs = callgrind(binary, [function, robot, form, str(REPEATS)], directory)
    kinds = collections.Counter()
    for name, by_address in costs.items():
        if f"{robot}::" not in name:
            continue
        for address, count in by_address.items():
            kinds[KIND_OF.get(table.get(address, ""), "other")] += count
    per_state = {k: kinds[k] / (REPEATS * STATES) for k in list(KINDS) + ["other"]}
    per_state["total"] = sum(per_state.values())
    return per_state


def main():
    binary = os.path.join(sys.argv[1] if len(sys.argv) > 1 else "build-bench",
                          "bench", "batch_profile")
    table = mnemonics(binary)
    results = []
    with tempfile.TemporaryDirectory() as directory:
        for robot in ("puma560", "panda"):
            for function in ("inverse_dynamics", "mass_matrix", "gravity"):
                for form in ("single", "batch"):
                    results.append({"robot": robot, "function": function, "form": form,
                                    "per_state": profile(binary, table, function, robot, form,
                                                         directory)})
    print(json.dumps({"states": STATES, "repeats": REPEATS, "kinds": list(KINDS) + ["other"],
                      "results": results}, indent=1))


main()
