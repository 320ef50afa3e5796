#!/usr/bin/env python3
"""Critical path of an emitted function's body: what bounds a single call
when it is not the count of operations.

Reads one body (`struct NameBody`) of a committed generated/NAME/NAME.cpp,
parses its statements (`const Value tK = EXPR;` and the output stores) and
counts, for each value, its depth in additions and multiplications from the
inputs, sines and cosines. A processor that issues two additions and two
multiplications per cycle (the scalar limit of issue 35) finishes the body's
arithmetic in ops / 4 cycles at best; a chain of dependent operations of
latency L cycles each needs depth * L cycles whatever the width. Where
depth * L is as large as ops / 4, vectors inside one call (packing
independent statements into lanes) shorten neither: the call is bound by its
chain, and more lanes only take issue slots it does not lack.

usage: bench/critical_path.py generated/puma560/puma560.cpp InverseDynamicsBody [...]
prints per body: operations, depth (operations on the longest chain, sines and
cosines taken as ready at the start) and the width profile, the number of
operations at each depth.
"""
import ast
import re
import sys


def body_text(path, name):
    text = open(path).read()
    start = text.index("struct " + name + " {")
    end = text.index("\n};", start)
    return text[start:end]


def depth(node, known, record):
    """Depth of an expression's value, given the depths of the temporaries it
    reads (`known`); appends every operation's depth to `record`."""
    if isinstance(node, ast.BinOp):
        d = max(depth(node.left, known, record), depth(node.right, known, record)) + 1
    elif isinstance(node, ast.Call):  # sign_of, sqrt: one step
        d = max((depth(a, known, record) for a in node.args), default=0) + 1
    elif isinstance(node, ast.UnaryOp):  # a negation folds into its user
        return depth(node.operand, known, record)
    elif isinstance(node, ast.Name):
        return known.get(node.id, 0)
    else:
        return 0  # constants, q[i], sine[i], inputs
    record.append(d)
    return d


def analyse(path, name):
    known, ops = {}, []
    deepest = 0
    for line in body_text(path, name).splitlines():
        line = line.strip()
        m = re.match(r"const Value (t\d+) = (.*);$", line)
        store = re.match(r"[A-Za-z_]+\[\d+\] = (.*);$", line)
        if not m and not store:
            continue
        expr = m.group(2) if m else store.group(1)
        d = depth(ast.parse(expr, mode="eval").body, known, ops)
        if m:
            known[m.group(1)] = d
        deepest = max(deepest, d)
    width = [0] * (deepest + 1)
    for d in ops:
        width[d] += 1
    return len(ops), deepest, width[1:]


def main():
    path = sys.argv[1]
    for name in sys.argv[2:]:
        count, depth, width = analyse(path, name)
        print(f"{name}: {count} operations, depth {depth}, "
              f"ops / 4 = {count / 4:.0f} cycles, depth x 3 = {3 * depth} cycles")
        print("  operations at each depth:", " ".join(str(w) for w in width))


if __name__ == "__main__":
    main()
