"""nedyn show --format sympy read back by sympy.sympify and compared with the
emitted Python module at seeded states (two independent routes from the
same model: the display forms and the straight-line program).
Usage: sympy_show_test.py NEDYN MODELS_DIR GENERATED_DIR. Prints 'N passed, N failed'."""
import re
import subprocess
import sys

import numpy as np
import sympy

nedyn, models, generated = sys.argv[1:4]
sys.path.insert(0, f"{generated}/puma560")
sys.path.insert(0, f"{generated}/rr_planar")
import puma560  # noqa: E402
import rr_planar  # noqa: E402

rng = np.random.default_rng(20261125)
results = {"passed": 0, "failed": 0}


def shown(model, what):
    """Entries of `nedyn show --format sympy` as {(i, j): sympy expression}, 0-based."""
    out = subprocess.run(
        # --exact: a numeric robot's default is 6 digits, far from the 1e-10 compared.
        [nedyn, "show", f"{models}/{model}.yaml", "--what", what, "--format", "sympy", "--exact"],
        check=True, capture_output=True, text=True,
    ).stdout
    entries = {}
    for line in out.splitlines():
        if line.startswith("#"):
            continue
        label, text = line.split(" = ", 1)
        indices = [int(k) - 1 for k in re.findall(r"\d+", label)]
        entries[tuple(indices + [0] * (2 - len(indices)))] = sympy.sympify(text)
    return entries


def value(expression, values):
    return float(expression.subs(values).evalf(30))


def compare(model, what, module_value, symbols, states=5):
    entries = shown(model, what)
    assert entries, f"{model} {what}: nothing shown"
    for _ in range(states):
        q = rng.uniform(-np.pi, np.pi, 6)
        qd = rng.uniform(-2, 2, 6)
        values = {sympy.Symbol(f"q{i + 1}"): q[i] for i in range(6)}
        values.update({sympy.Symbol(f"qd{i + 1}"): qd[i] for i in range(6)})
        values.update({sympy.Symbol(k): v for k, v in symbols.items()})
        expected = module_value(q, qd)
        for (i, j), e in entries.items():
            got = value(e, values)
            want = expected[i] if expected.ndim == 1 else expected[i, j]
            assert abs(got - want) <= 1e-10 * max(1.0, abs(want)), f"{what}({i + 1},{j + 1}): {got} vs {want}"


def test(function):
    try:
        function()
        results["passed"] += 1
    except Exception as e:  # noqa: BLE001 -- a test's failure of any kind
        results["failed"] += 1
        print(f"FAILED {function.__name__}: {type(e).__name__}: {e}")


P = {"g": 9.81, "l1": 0.5, "l2": 0.4, "m1": 2.0, "m2": 1.5}
p = rr_planar.Params(**P)


def craig_arm_M_V_G():
    compare("rr_planar", "M", lambda q, qd: rr_planar.mass_matrix(p, q[:2]), P)
    compare("rr_planar", "V", lambda q, qd: rr_planar.coriolis_centrifugal(p, q[:2], qd[:2]), P)
    compare("rr_planar", "G", lambda q, qd: rr_planar.gravity(p, q[:2]), P)


def puma_G_and_C_exact_numbers():
    compare("puma560", "G", lambda q, qd: puma560.gravity(q), {})
    compare("puma560", "C", lambda q, qd: puma560.centrifugal_coefficients(q), {}, states=2)


def powers_and_signs_in_sympy_syntax():
    entries = shown("rr_planar", "V")
    text = " ".join(str(e) for e in entries.values())
    assert "qd1**2" in text or "qd2**2" in text, text


for t in (craig_arm_M_V_G, puma_G_and_C_exact_numbers, powers_and_signs_in_sympy_syntax):
    test(t)
print(f"{results['passed']} passed, {results['failed']} failed")
sys.exit(1 if results["failed"] else 0)
