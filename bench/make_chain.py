"""Writes a seeded random serial chain as a nedyn model (YAML) to stdout.

usage: make_chain.py JOINTS [SEED] [--generic-twists] [--revolute]

Standard DH with twists from {0, pi/2, -pi/2} as real arms have (or, with
--generic-twists, also random angles, whose sines and cosines GiNaC cannot
evaluate and whose expanded closed forms grow exponentially), random lengths
and offsets; every third joint
prismatic (all revolute with --revolute: a general 6R); masses in [1, 5] kg, centres of mass off every axis, full inertia
tensors (diagonal in [0.05, 0.1] with products within 0.005, so positive
definite and meeting the triangle inequality). Numbers have four decimals.
"""
import random
import sys

args = [a for a in sys.argv[1:] if not a.startswith("--")]
generic = "--generic-twists" in sys.argv
all_revolute = "--revolute" in sys.argv
joints = int(args[0])
rng = random.Random(int(args[1]) if len(args) > 1 else 20261122)


def r(lo, hi):
    return f"{rng.uniform(lo, hi):.4f}"


print(f"# Random {joints}-joint chain from bench/make_chain.py (seeded): a benchmark input.")
print(f"name: {'arm' if all_revolute else 'chain'}{joints}")
print("convention: standard")
print("joints:")
for i in range(joints):
    kind = "prismatic" if i % 3 == 2 and not all_revolute else "revolute"
    twist = rng.choice(["pi/2", "-pi/2", "0"] + ([r(-1.5, 1.5)] if generic else []))
    print(f"  - type: {kind}")
    print(f"    alpha: {twist}")
    print(f"    a: {r(-0.4, 0.4)}")
    print(f"    d: {r(-0.3, 0.3)}")
    print(f"    theta: {r(-1, 1)}")
    print(f"    mass: {r(1, 5)}")
    print(f"    com: [{r(-0.1, 0.1)}, {r(-0.1, 0.1)}, {r(-0.1, 0.1)}]")
    print(f"    inertia: {{xx: {r(0.05, 0.1)}, yy: {r(0.05, 0.1)}, zz: {r(0.05, 0.1)}, "
          f"xy: {r(-0.005, 0.005)}, xz: {r(-0.005, 0.005)}, yz: {r(-0.005, 0.005)}}}")
