"""The emitted Python modules of generated/ as a user calls them: one state
or many, the shapes, the errors, the task status, and properties of M.
Usage: module_test.py GENERATED_DIR. Prints 'N passed, N failed'."""
import sys

import numpy as np

sys.path.insert(0, f"{sys.argv[1]}/puma560")
sys.path.insert(0, f"{sys.argv[1]}/rr_planar")
import puma560  # noqa: E402
import rr_planar  # noqa: E402

rng = np.random.default_rng(20261125)
results = {"passed": 0, "failed": 0}


def test(function):
    try:
        function()
        results["passed"] += 1
    except Exception as e:  # noqa: BLE001 -- a test's failure of any kind
        results["failed"] += 1
        print(f"FAILED {function.__name__}: {type(e).__name__}: {e}")


def states(k, n):
    return rng.uniform(-np.pi, np.pi, (k, n)), rng.uniform(-2, 2, (k, n)), rng.uniform(-5, 5, (k, n))


def many_states_are_single_states_side_by_side():
    q, qd, qdd = states(7, 6)
    tau = puma560.inverse_dynamics(q, qd, qdd)
    assert tau.shape == (7, 6), tau.shape
    for k in range(7):
        one = puma560.inverse_dynamics(q[k], qd[k], qdd[k])
        assert one.shape == (6,), one.shape
        np.testing.assert_allclose(tau[k], one, rtol=1e-14, atol=1e-12)
    M, V, G = puma560.dynamics_terms(q, qd)
    assert M.shape == (7, 6, 6) and V.shape == (7, 6) and G.shape == (7, 6)
    F = puma560.friction(qd)
    np.testing.assert_allclose(np.einsum("kij,kj->ki", M, qdd) + V + G + F, tau, rtol=1e-12, atol=1e-9)


def lists_and_one_state_in_a_batch_of_one():
    tau = puma560.inverse_dynamics([0.1] * 6, [0.0] * 6, [0.0] * 6)
    assert tau.shape == (6,)
    batch = puma560.inverse_dynamics([[0.1] * 6], [[0.0] * 6], [[0.0] * 6])
    assert batch.shape == (1, 6)
    np.testing.assert_array_equal(batch[0], tau)
    np.testing.assert_allclose(tau, puma560.gravity([0.1] * 6), rtol=1e-13, atol=1e-12)


def link_wrenches_take_their_own_shape():
    q, qd, qdd = states(3, 6)
    fext = rng.uniform(-5, 5, (3, 6, 6))
    tau = puma560.inverse_dynamics_external(q, qd, qdd, fext)
    assert tau.shape == (3, 6)
    np.testing.assert_allclose(
        tau[1], puma560.inverse_dynamics_external(q[1], qd[1], qdd[1], fext[1]), rtol=1e-14, atol=1e-12
    )


def wrong_shapes_are_refused():
    for arguments in (
        ([0.0] * 5, [0.0] * 6, [0.0] * 6),  # five joints
        (np.zeros((2, 6)), np.zeros((3, 6)), np.zeros((2, 6))),  # different numbers of states
        (np.zeros((2, 2, 6)), np.zeros((2, 6)), np.zeros((2, 6))),
    ):
        try:
            puma560.inverse_dynamics(*arguments)
        except ValueError:
            continue
        raise AssertionError(f"accepted shapes {[np.shape(a) for a in arguments]}")


def mass_matrix_is_symmetric_positive_definite():
    q, _, _ = states(500, 6)
    M = puma560.mass_matrix(q)
    np.testing.assert_array_equal(M, np.transpose(M, (0, 2, 1)))
    assert np.all(np.linalg.eigvalsh(M) > 0)


def forward_dynamics_inverts_inverse_dynamics():
    q, qd, qdd = states(200, 6)
    tau = puma560.inverse_dynamics(q, qd, qdd)
    np.testing.assert_allclose(puma560.forward_dynamics(q, qd, tau), qdd, rtol=1e-9, atol=1e-9)


def symbolic_parameters_come_as_params():
    p = rr_planar.Params(g=9.81, l1=0.5, l2=0.4, m1=2.0, m2=1.5)
    q = np.array([0.3, -0.7])
    # Craig's two-link arm (Craig 2005, eq. 6.60): G_2 = m2 l2 g c12.
    G = rr_planar.gravity(p, q)
    assert abs(G[1] - 1.5 * 0.4 * 9.81 * np.cos(q[0] + q[1])) < 1e-12
    assert abs(G[0] - ((2.0 + 1.5) * 0.5 * 9.81 * np.cos(q[0]) + G[1])) < 1e-12


def task_status_per_state():
    p = rr_planar.Params(g=9.81, l1=0.5, l2=0.4, m1=2.0, m2=1.5)
    q = np.array([[0.3, 1.0], [0.3, 0.0]])  # the second stretched out: singular
    Mx, status = rr_planar.task_mass_matrix(p, q)
    assert Mx.shape == (2, 2, 2) and status.shape == (2,)
    assert list(status) == [0, 1], status
    np.testing.assert_array_equal(Mx[1], np.zeros((2, 2)))
    one, one_status = rr_planar.task_mass_matrix(p, q[0])
    assert isinstance(one_status, int) and one_status == 0
    np.testing.assert_allclose(one, Mx[0], rtol=1e-14)
    # Mx = (J M^-1 J^T)^-1 with the module's own J and M.
    J = rr_planar.jacobian(p, q[0])[:2]
    M = rr_planar.mass_matrix(p, q[0])
    np.testing.assert_allclose(one, np.linalg.inv(J @ np.linalg.inv(M) @ J.T), rtol=1e-12)


def joint_names_in_coordinate_order():
    assert puma560.JOINT_NAMES == tuple(f"joint{i}" for i in range(1, 7)), puma560.JOINT_NAMES
    assert len(rr_planar.JOINT_NAMES) == rr_planar.DOF


for t in (
    many_states_are_single_states_side_by_side,
    joint_names_in_coordinate_order,
    lists_and_one_state_in_a_batch_of_one,
    link_wrenches_take_their_own_shape,
    wrong_shapes_are_refused,
    mass_matrix_is_symmetric_positive_definite,
    forward_dynamics_inverts_inverse_dynamics,
    symbolic_parameters_come_as_params,
    task_status_per_state,
):
    test(t)
print(f"{results['passed']} passed, {results['failed']} failed")
sys.exit(1 if results["failed"] else 0)
