#!/usr/bin/env python3
"""Leg lanes, measured before a printer is written (docs/performance.md).

Rewrites the emitted single-call inverse_dynamics of a floating-base robot
whose legs are the same program with other constants (the quadruped of
tests/urdf/, --floating-base) so that the legs run in the four lanes of an
AVX2 vector: the base's motion stays scalar and is broadcast, the legs'
joints and sines sit one leg per lane, each leg's rows of tau come out of its
lane, and the base's six rows add the lanes' wrenches to the base's own terms.

It reads the emitted C++ text (a straight-line body of `const Value tN = ...;`
statements, valid Python expressions) and writes C++ to be included inside
the robot's namespace after its .cpp (bench/leg_lanes_bench.cpp does). How the
legs are matched:
  * each expression becomes a flat sum of terms coefficient x factors: sums
    inside sums with a coefficient of +-1 join their parent (the program's
    binary sums associate differently from leg to leg, since their operand
    order follows a hash of the constants), negations go into coefficients;
  * a structural signature ignores the constants' values and names a leg's
    inputs relative to the leg (its joint j's q, qd, qdd, sine, cosine), so
    that the four legs' outputs have equal signatures;
  * the legs' terms are paired in signature order (within a sum any pairing
    of equal signatures computes each lane's sum); coefficients that differ
    become a vector constant, equal ones stay scalar;
  * a value that is the same node in every leg is a scalar (the base's
    motion); one that differs is computed in lanes, even where it reads only
    the base (the base's motion seen at each hip);
  * repeated products and sums across the lanes are computed once.
The result computes each leg's terms in another order than the scalar body, so
it agrees to rounding, not to the bit (bench/leg_lanes_bench.cpp checks it).

Usage: leg_lanes.py EMITTED.cpp OUT.inc [--legs 4] [--joints 3] [--first-q 7] [--first-v 6]
"""

import argparse
import ast
import collections
import re
import sys


class Body:
    """The emitted inverse_dynamics body, as flat sums."""

    def __init__(self, text, legs, joints, first_q, first_v):
        start = text.index("struct InverseDynamicsBody")
        body = text[start : text.index("\n};", start)]
        angles = re.search(r"sin_cos\(sine, cosine, (.*?)\);", body).group(1)
        self.angles = [int(x) for x in re.findall(r"q\[(\d+)\]", angles)]
        self.legs, self.joints, self.first_q, self.first_v = legs, joints, first_q, first_v
        self.count = re.search(r"// (\d+) multiplications, (\d+) additions", text[:start]).groups()
        statements = re.findall(r"const Value (t\d+) = (.*?);\n", body)
        self.order = [name for name, _ in statements]
        self.text = dict(statements)
        raw = {name: self.normal(ast.parse(e, mode="eval").body) for name, e in statements}
        self.temps = {}
        for name in self.order:
            self.temps[name] = self.flat(raw[name])
        # As written: sums of sums inside a statement joined, temps kept. The
        # printer opens a temp only where the legs differ (flat signatures
        # above pair the terms either way).
        self.kept = {name: self.flat(raw[name], open_temps=False) for name in self.order}
        self.outputs = {
            int(k): self.flat(self.normal(ast.parse(e, mode="eval").body), open_temps=False)
            for k, e in re.findall(r"tau\[(\d+)\] = (.*?);\n", body)
        }
        self.leg_memo, self.signature_memo, self.interned = {}, {}, {}

    # Sum: list of [coefficient, factors]; factor: ('in', array, index) |
    # ('t', name) | ('S', sum) | ('call', function, sum).
    def normal(self, e):
        if isinstance(e, ast.BinOp):
            a, b = self.normal(e.left), self.normal(e.right)
            if isinstance(e.op, ast.Add):
                return a + b
            if isinstance(e.op, ast.Sub):
                return a + [[-c, f] for c, f in b]
            if isinstance(e.op, ast.Mult):
                pa, pb = (s[0] if len(s) == 1 else [1.0, [("S", s)]] for s in (a, b))
                return [[pa[0] * pb[0], pa[1] + pb[1]]]
        if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.USub):
            return [[-c, f] for c, f in self.normal(e.operand)]
        if isinstance(e, ast.Call):
            return [[1.0, [("call", e.func.id, self.normal(e.args[0]))]]]
        if isinstance(e, ast.Constant):
            return [[float(e.value), []]]
        if isinstance(e, ast.Name):
            return [[1.0, [("t", e.id)]]]
        if isinstance(e, ast.Subscript):
            return [[1.0, [("in", e.value.id, e.slice.value)]]]
        raise ValueError("unexpected expression: " + ast.dump(e))

    def flat(self, terms, open_temps=True):
        out = []
        for c, factors in terms:
            if abs(c) == 1.0 and len(factors) == 1 and factors[0][0] in ("t", "S"):
                f = factors[0]
                inner = self.temps[f[1]] if f[0] == "t" else f[1]
                if (open_temps and len(inner) > 1) or f[0] == "S":
                    out += [[c * ci, fi] for ci, fi in self.flat(inner, open_temps)]
                    continue
            out.append([c, [self.flat_factor(f, open_temps) for f in factors]])
        return out

    def flat_factor(self, f, open_temps):
        if f[0] == "S":
            return ("S", self.flat(f[1], open_temps))
        if f[0] == "call":
            return ("call", f[1], self.flat(f[2], open_temps))
        return f

    def opened(self, term):
        """A term that is a sum temp with a coefficient of +-1, as its terms; None otherwise."""
        c, factors = term
        if abs(c) == 1.0 and len(factors) == 1 and factors[0][0] == "t" and len(self.kept[factors[0][1]]) > 1:
            return [[c * ci, fi] for ci, fi in self.kept[factors[0][1]]]
        return None

    def input_leg(self, array, index):
        """(leg, (kind, joint)) of an input, or (None, None) for the base's."""
        if array in ("sine", "cosine"):
            array, index = array, self.angles[index]
            if index < self.first_q:
                return None, None
            return (index - self.first_q) // self.joints, (array, (index - self.first_q) % self.joints)
        first = self.first_q if array == "q" else self.first_v
        if index < first:
            return None, None
        return (index - first) // self.joints, (array, (index - first) % self.joints)

    def factor_legs(self, f):
        if f[0] == "in":
            leg, _ = self.input_leg(f[1], f[2])
            return frozenset() if leg is None else frozenset([leg])
        if f[0] == "t":
            if f[1] not in self.leg_memo:
                self.leg_memo[f[1]] = self.sum_legs(self.temps[f[1]])
            return self.leg_memo[f[1]]
        return self.sum_legs(f[2] if f[0] == "call" else f[1])

    def term_legs(self, term):
        return frozenset().union(*(self.factor_legs(f) for f in term[1]))

    def sum_legs(self, terms):
        return frozenset().union(*(self.term_legs(t) for t in terms))

    def intern(self, key):
        return self.interned.setdefault(key, len(self.interned))

    def factor_signature(self, f):
        if f[0] == "in":
            leg, relative = self.input_leg(f[1], f[2])
            return self.intern(("in",) + (relative if leg is not None else (f[1], f[2])))
        if f[0] == "t":
            if f[1] not in self.signature_memo:
                self.signature_memo[f[1]] = self.sum_signature(self.temps[f[1]])
            return self.signature_memo[f[1]]
        if f[0] == "call":
            return self.intern(("call", f[1], self.sum_signature(f[2])))
        return self.sum_signature(f[1])

    def term_signature(self, term):
        return self.intern(("P", tuple(sorted(self.factor_signature(f) for f in term[1]))))

    def sum_signature(self, terms):
        if len(terms) == 1 and terms[0][0] == 1.0 and len(terms[0][1]) == 1:
            return self.factor_signature(terms[0][1][0])
        return self.intern(("S", tuple(sorted(self.term_signature(t) for t in terms))))


def number(x):
    return repr(float(x))


class LanePrinter:
    """Prints the legs' matched terms as statements over lanes."""

    LANE_INPUT = {"q": "lane_q", "qd": "lane_qd", "qdd": "lane_qdd", "sine": "lane_s", "cosine": "lane_c"}

    def __init__(self, body):
        self.b = body
        self.lines, self.constants = [], []
        self.temps, self.products, self.sums, self.signs = {}, {}, {}, {}
        self.multiplications = self.additions = 0

    def constant(self, values):
        if values not in self.constants:
            self.constants.append(values)
        return f"kLane[{self.constants.index(values)}]"

    def statement(self, text, table, key, prefix):
        name = f"{prefix}{len(table)}"
        self.lines.append(f"  const auto {name} = {text};")
        table[key] = name
        return name

    def key(self, f):
        if f[0] in ("in", "t", "v"):
            return f
        if f[0] == "call":
            return ("call", f[1], self.sum_key(f[2]))
        return ("S", self.sum_key(f[1]))

    def term_key(self, term):
        return (term[0], tuple(sorted(self.key(f) for f in term[1])))

    def sum_key(self, terms):
        return tuple(sorted(self.term_key(t) for t in terms))

    def factor(self, fs):
        f0 = fs[0]
        if f0[0] == "v":
            return f0[1]
        if f0[0] == "in":
            leg, relative = self.b.input_leg(f0[1], f0[2])
            if leg is None:
                return f"{f0[1]}[{f0[2]}]"
            return f"{self.LANE_INPUT[relative[0]]}[{relative[1]}]"
        if all(f == f0 for f in fs) and not self.b.factor_legs(f0):
            return f0[1] if f0[0] == "t" else "(" + scalar_sum(f0[2] if f0[0] == "call" else f0[1]) + ")"
        if f0[0] == "call":
            return f"{f0[1]}_lanes(" + self.sum([f[2] for f in fs]) + ")"
        if f0[0] == "t":
            key = tuple(f[1] for f in fs)
            if key not in self.temps:
                self.statement(self.sum([self.b.kept[f[1]] for f in fs]), self.temps, key, "L")
            return self.temps[key]
        return "(" + self.sum([f[1] for f in fs]) + ")"

    def term(self, terms):
        """One term of each lane: (sign, text). Products, and values times a
        coefficient other than +-1, are computed once across the sums that
        have them (a sum inlined in several sums brings its terms along)."""
        if len(terms[0][1]) >= 2:
            key = tuple(self.term_key([1.0, t[1]]) for t in terms)
            if key not in self.products:
                self.statement(self.plain_term([[1.0, t[1]] for t in terms])[1], self.products, key, "P")
            terms = [[t[0], [("v", self.products[key])]] for t in terms]
        if len(terms[0][1]) == 1 and any(abs(t[0]) != 1.0 for t in terms):
            key = tuple(self.term_key(t) for t in terms)
            negated = tuple(self.term_key([-t[0], t[1]]) for t in terms)
            if negated in self.products:
                return -self.signs[negated], self.products[negated]
            if key not in self.products:
                self.signs[key], text = self.plain_term(terms)
                self.statement(text, self.products, key, "P")
            return self.signs[key], self.products[key]
        return self.plain_term(terms)

    def plain_term(self, terms):
        coefficients = [t[0] for t in terms]
        factors = [sorted(t[1], key=lambda f: -1 if f[0] == "v" else self.b.factor_signature(f)) for t in terms]
        parts = [self.factor([f[i] for f in factors]) for i in range(len(factors[0]))]
        self.multiplications += len(parts) - 1
        sign = 1.0
        if all(c == coefficients[0] for c in coefficients):
            c = coefficients[0]
            sign = 1.0 if c > 0 else -1.0
            if abs(c) != 1.0 or not parts:
                parts = [number(abs(c))] + parts
                self.multiplications += len(parts) > 1
        else:
            parts = [self.constant(coefficients)] + parts
            self.multiplications += len(parts) > 1
        return sign, " * ".join(parts)

    def sum(self, sums):
        if len(sums[0]) < 2:
            return self.plain_sum(sums)
        key = tuple(self.sum_key(s) for s in sums)
        if key not in self.sums:
            self.statement(self.plain_sum(sums), self.sums, key, "Q")
        return self.sums[key]

    def plain_sum(self, sums):
        sums = [list(s) for s in sums]
        while True:  # open the temps whose terms the other legs have in the sum itself
            counts = [collections.Counter(self.b.term_signature(t) for t in s) for s in sums]
            common = counts[0]
            for c in counts[1:]:
                common = common & c
            if all(c == common for c in counts):
                break
            progress = False
            for leg, s in enumerate(sums):
                left = collections.Counter(common)
                kept = []
                for t in s:
                    g = self.b.term_signature(t)
                    if left[g] > 0:
                        left[g] -= 1
                        kept.append(t)
                    elif self.b.opened(t) is not None:
                        kept += self.b.opened(t)
                        progress = True
                    else:
                        kept.append(t)
                sums[leg] = kept
            if not progress:
                sys.exit("leg_lanes.py: the legs are not the same program with other constants")
        ordered = [sorted(s, key=self.b.term_signature) for s in sums]
        text = ""
        for i in range(len(ordered[0])):
            sign, t = self.term([o[i] for o in ordered])
            if not text:
                text = t if sign > 0 else "-" + t
            else:
                text += (" + " if sign > 0 else " - ") + t
                self.additions += 1
        return text


def scalar_factor(f):
    if f[0] == "in":
        return f"{f[1]}[{f[2]}]"
    if f[0] == "t":
        return f[1]
    if f[0] == "call":
        return f"{f[1]}(" + scalar_sum(f[2]) + ")"
    return "(" + scalar_sum(f[1]) + ")"


def scalar_sum(terms):
    text = ""
    for c, factors in terms:
        parts = [scalar_factor(f) for f in factors]
        if abs(c) != 1.0 or not parts:
            parts = [number(abs(c))] + parts
        t = " * ".join(parts)
        text = (t if c > 0 else "-" + t) if not text else text + (" + " if c > 0 else " - ") + t
    return text


def expanded(body, terms, k=1.0):
    """The terms of a base row, with each sum that mixes legs opened."""
    out = []
    for c, factors in terms:
        if not any(len(body.factor_legs(f)) > 1 for f in factors):
            out.append([c * k, factors])
            continue
        if len(factors) != 1:
            sys.exit("leg_lanes.py: a product of several legs' values")
        f = factors[0]
        out += expanded(body, body.kept[f[1]] if f[0] == "t" else f[1], c * k)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("emitted")
    parser.add_argument("out")
    parser.add_argument("--legs", type=int, default=4)
    parser.add_argument("--joints", type=int, default=3, help="joints of each leg")
    parser.add_argument("--first-q", type=int, default=7, help="q index of the first leg's first joint")
    parser.add_argument("--first-v", type=int, default=6, help="v index of the first leg's first joint")
    args = parser.parse_args()
    if args.legs != 4:
        sys.exit("leg_lanes.py: four legs, the lanes of AVX2")
    body = Body(open(args.emitted).read(), args.legs, args.joints, args.first_q, args.first_v)
    p = LanePrinter(body)
    legs, joints, fq, fv = args.legs, args.joints, args.first_q, args.first_v

    rows = []
    for j in range(joints):  # each leg's joint j: one lane each
        rows.append(p.sum([body.outputs[fv + joints * leg + j] for leg in range(legs)]))
    base_rows = []
    for k in range(fv):  # the base's rows: its own terms and the lanes' sum
        base, by_leg = [], [[] for _ in range(legs)]
        for term in expanded(body, body.outputs[k]):
            owners = body.term_legs(term)
            if not owners:
                base.append(term)
            elif len(owners) == 1:
                by_leg[next(iter(owners))].append(term)
            else:
                sys.exit("leg_lanes.py: a term of several legs")
        lanes = p.sum(by_leg)
        base_rows.append((scalar_sum(base) + " + " if base else "") + f"sum_of_lanes({lanes})")

    # The base's own statements that the lanes and the base rows read.
    text = "\n".join(p.lines + rows + base_rows)  # everything printed from the matched terms
    wanted = set(re.findall(r"\bt\d+\b", text))
    for t in reversed(body.order):
        if t in wanted:
            wanted |= set(re.findall(r"\bt\d+\b", body.text[t]))
    scalar = [t for t in body.order if t in wanted]
    assert not any(body.factor_legs(("t", t)) for t in scalar)
    out = [
        f"// Written by bench/leg_lanes.py from the emitted inverse_dynamics ({body.count[0]}",
        f"// multiplications, {body.count[1]} additions): the {legs} legs in the lanes of a vector,",
        f"// {p.multiplications} multiplications and {p.additions} additions of lanes. Included inside the",
        "// robot's namespace, after its .cpp.",
        "typedef double Lanes __attribute__((vector_size(32)));",
        '__attribute__((always_inline, target("avx2"))) inline double sum_of_lanes(Lanes x) {',
        "  return (x[0] + x[1]) + (x[2] + x[3]);",
        "}",
        '__attribute__((always_inline, target("avx2"))) inline Lanes sign_of_lanes(Lanes x) {',
        "  return Lanes{sign_of(x[0]), sign_of(x[1]), sign_of(x[2]), sign_of(x[3])};",
        "}",
        f"const Lanes kLane[{max(1, len(p.constants))}] = {{",
    ]
    out += ["    {" + ", ".join(number(c) for c in v) + "}," for v in p.constants] or ["    {0, 0, 0, 0},"]
    out += [
        "};",
        '__attribute__((target("avx2"), noinline)) void inverse_dynamics_leg_lanes(',
        "    const double* q, const double* qd, const double* qdd, double* tau) {",
        f"  alignas(32) double s[{legs * joints}], c[{legs * joints}];  // joint j of leg l at 4 j + l",
        "  sin_cos_four_lanes(s, c, "
        + ", ".join(f"q[{fq + joints * leg + j}]" for j in range(joints) for leg in range(legs))
        + ");",
        f"  Lanes lane_s[{joints}], lane_c[{joints}];",
    ]
    read = [a for a in ("q", "qd", "qdd") if f"lane_{a}[" in text]
    out += [f"  Lanes lane_{a}[{joints}];" for a in read]
    out += [
        f"  for (int j = 0; j < {joints}; ++j) {{",
        "    __builtin_memcpy(&lane_s[j], s + 4 * j, sizeof(Lanes));",
        "    __builtin_memcpy(&lane_c[j], c + 4 * j, sizeof(Lanes));",
    ]
    for array in read:
        first = fq if array == "q" else fv
        items = ", ".join(f"{array}[{first} + {joints * leg} + j]" for leg in range(legs))
        out.append(f"    lane_{array}[j] = Lanes{{{items}}};")
    out.append("  }")
    out += [f"  const double {t} = {body.text[t]};" for t in scalar]
    out += p.lines
    for j, row in enumerate(rows):
        out.append(f"  const Lanes row{j} = {row};")
        out += [f"  tau[{fv + joints * leg + j}] = row{j}[{leg}];" for leg in range(legs)]
    out += [f"  tau[{k}] = {text};" for k, text in enumerate(base_rows)]
    out.append("}")
    with open(args.out, "w") as f:
        f.write("\n".join(out) + "\n")
    # The same computation unrolled, a scalar statement per lane: what every
    # other printer would print if all of them were to give the lanes' bits.
    base_text = "\n".join([body.text[t] for t in scalar] + base_rows)
    base_multiplications = base_text.count(" * ")
    base_additions = base_text.count(" + ") + base_text.count(" - ") + 3 * len(base_rows)
    print(
        f"scalar body: {body.count[0]} multiplications, {body.count[1]} additions; lanes: "
        f"{p.multiplications} multiplications, {p.additions} additions, {len(p.constants)} vector constants, "
        f"{len(scalar)} scalar statements of the base; unrolled: "
        f"{legs * p.multiplications + base_multiplications} multiplications, "
        f"{legs * p.additions + base_additions} additions"
    )


if __name__ == "__main__":
    main()
