# rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
# Do not edit; regenerate with the command below instead.
# Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
# Command: nedyn generate rr_planar.yaml --language python
"""rr_planar: rigid-body dynamics emitted by nedyn, over NumPy.

The functions are recursion programs, as the banner says.

Every function takes one state (q of shape (DOF,)) or k states (shape
(k, DOF)) and returns arrays with the same leading dimension: M has shape
(DOF, DOF) for one state, (k, DOF, DOF) for k. Each statement of a function
is one NumPy operation over all k states, so many states per call cost about
as much as one. The functions, their arguments and their arrays are those of
the C++ functions of the same names (docs/design.md section 3; row-major, SI
units); w has shape (6,) and fext (DOF, 6) per state, (DOF + 1, 6) on a
floating base (its body first). The task_* functions also return their
status per state: 0, 1 where the task is near a singularity, 2 where M is
not positive definite (their results 0 there).
"""

import dataclasses

import numpy as np

#: Degrees of freedom.
DOF = 2
#: Entries of q (NQ), and of qd, qdd and tau (NV): DOF both for a fixed base.
NQ = 2
NV = 2
#: The joints' names as the model file gives them, in coordinate order.
JOINT_NAMES = ("joint1", "joint2")
#: The model file's joint limits in coordinate order: position (rad, or m for
#: a prismatic joint), velocity (rad/s or m/s), effort (N m or N); nan where
#: the file gives none.
POSITION_LOWER = np.array([np.nan, np.nan], dtype=float)
POSITION_UPPER = np.array([np.nan, np.nan], dtype=float)
VELOCITY_LIMIT = np.array([np.nan, np.nan], dtype=float)
EFFORT_LIMIT = np.array([np.nan, np.nan], dtype=float)
#: The frames of frame_pose, frame_jacobian and frame_jacobian_dot_v, by index
#: (`nedyn generate --frames`; the leaves and the tool by default).
FRAMES = 1
FRAME_NAMES = ("tool",)
#: The standard parameters pi: link i's are entries 13 (i-1) to 13 (i-1) + 12,
#: XX XY XZ YY YZ ZZ MX MY MZ M about the frame the model file gives link
#: i's inertia in, then Ia Fv Fc.
STANDARD_PARAMETERS = 13 * DOF
#: The base parameters beta: tau = base_regressor(...) beta, where
#:   beta[0] = Ia1+M2*l1^2+ZZ1
#:   beta[1] = M2*l1+MX1
#:   beta[2] = MY1
#:   beta[3] = Fv1
#:   beta[4] = Fc1
#:   beta[5] = ZZ2
#:   beta[6] = MX2
#:   beta[7] = MY2
#:   beta[8] = Ia2
#:   beta[9] = Fv2
#:   beta[10] = Fc2
BASE_PARAMETERS = 11
#: The task: TASK coordinates of the tool frame's motion in the base frame, the rows
#: TASK_ROWS (x, y) of the 6 x NV Jacobian (0-2 linear, 3-5 angular).
TASK = 2
TASK_ROWS = (0, 1)
#: A pivot d_k of A = Jx M^-1 Jx^T at most TASK_SINGULARITY A_kk is singular.
TASK_SINGULARITY = 1e-10


@dataclasses.dataclass(frozen=True)
class Params:
    """The model's free symbols (SI units), in the order of their names."""

    g: float
    l1: float
    l2: float
    m1: float
    m2: float


def _states(arrays):
    """The (array, shape of one state) pairs as (size, k) float arrays, and
    whether they hold one state."""
    columns, counts = [], set()
    for value, shape in arrays:
        a = np.asarray(value, dtype=np.float64)
        if a.shape == shape:
            counts.add(None)
            a = a.reshape((1,) + shape)
        elif a.ndim == len(shape) + 1 and a.shape[1:] == shape:
            counts.add(a.shape[0])
        else:
            raise ValueError(f"expected shape {shape} or (k, *{shape}), got {a.shape}")
        columns.append(np.ascontiguousarray(a.reshape(a.shape[0], -1).T))
    if len(counts) > 1:
        raise ValueError("the arguments hold different numbers of states")
    return columns, None in counts or not arrays


def _shaped(results, shapes, single):
    """(size, k) results as (k, *shape) arrays, or one state's (*shape)."""
    out = []
    for result, shape in zip(results, shapes):
        a = result.T.reshape((result.shape[-1],) + shape)
        out.append((int(a[0]) if shape == () else a[0]) if single else a)
    return out[0] if len(out) == 1 else tuple(out)


def _derivative_columns(dqdd_dtau, dtau_dq, dtau_dqd):
    """M qdd = tau - b(q, qd), so M d qdd / d x = -d tau / d x at this qdd
    (inverse_dynamics_derivatives), and d qdd / d tau = M^-1, written by the
    factorisation that gave qdd: each Jacobian is -M^-1 d tau / d x, its
    rows independent of one another."""
    left = dqdd_dtau.reshape(NV, NV, -1)
    dqdd_dq = -np.einsum("imk,mck->ick", left, dtau_dq.reshape(NV, NV, -1)).reshape(NV * NV, -1)
    dqdd_dqd = -np.einsum("imk,mck->ick", left, dtau_dqd.reshape(NV, NV, -1)).reshape(NV * NV, -1)
    return dqdd_dq, dqdd_dqd


def _task_space_factor(M, J):
    """Task-space terms from M (lower triangle) and the task's Jacobian rows J
    (kTask x n) by LDL^T factorisations, free of square roots: M = L D L^T,
    Y = L^-1 J^T, Yd = D^-1 Y (n x kTask), A = J M^-1 J^T = Yd^T Y = La Da La^T
    (Khatib: Mx = A^-1, Jbar^T K = Mx Yd^T L^-1 K). The unit lower factors
    overwrite M and A in place, their diagonals holding 1 / D_jj: one division
    per pivot, none in the solves. Status 1 if a pivot of A is at most
    kTaskSingularity A_kk (the task's rows dependent in M^-1's metric); 2 if M
    is not positive definite."""
    states = M.shape[-1]
    status = np.zeros(states, dtype=np.int64)
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        Yd = np.zeros((NV * TASK, states))
        A = np.zeros((TASK * TASK, states))
        d = np.zeros((NV, states))
        v = np.zeros((NV, states))
        for j in range(NV):
            pivot = M[j * NV + j].copy()
            for k in range(j):
                v[k] = M[j * NV + k] * d[k]
                pivot = pivot - M[j * NV + k] * v[k]
            status[(status == 0) & ~(pivot > 0.0)] = 2
            d[j] = pivot
            inverse = 1.0 / pivot
            M[j * NV + j] = inverse
            for i in range(j + 1, NV):
                s = M[i * NV + j].copy()
                for k in range(j):
                    s = s - M[i * NV + k] * v[k]
                M[i * NV + j] = s * inverse
        Y = np.zeros((NV * TASK, states))
        for r in range(TASK):  # column r of Y: L y = row r of J
            for i in range(NV):
                s = J[r * NV + i].copy()
                for k in range(i):
                    s = s - M[i * NV + k] * Y[k * TASK + r]
                Y[i * TASK + r] = s
                Yd[i * TASK + r] = s * M[i * NV + i]
        for r in range(TASK):
            for c in range(r + 1):
                s = 0.0
                for i in range(NV):
                    s = s + Yd[i * TASK + r] * Y[i * TASK + c]
                A[r * TASK + c] = s
        d = np.zeros((TASK, states))
        v = np.zeros((TASK, states))
        for j in range(TASK):
            pivot = A[j * TASK + j].copy()
            for k in range(j):
                v[k] = A[j * TASK + k] * d[k]
                pivot = pivot - A[j * TASK + k] * v[k]
            status[(status == 0) & ~(pivot > TASK_SINGULARITY * A[j * TASK + j])] = 1
            d[j] = pivot
            inverse = 1.0 / pivot
            A[j * TASK + j] = inverse
            for i in range(j + 1, TASK):
                s = A[i * TASK + j].copy()
                for k in range(j):
                    s = s - A[i * TASK + k] * v[k]
                A[i * TASK + j] = s * inverse
    return M, Yd, A, status


def _task_space_inverse(A):
    """Mx = A^-1 = W^T Da^-1 W with W = La^-1 (unit lower triangular)."""
    states = A.shape[-1]
    Mx = np.zeros((TASK * TASK, states))
    W = np.zeros((TASK * TASK, states))
    for c in range(TASK):  # column c of W: La w = e_c
        W[c * TASK + c] = 1.0
        for i in range(c + 1, TASK):
            s = -A[i * TASK + c]
            for k in range(c + 1, i):
                s = s - A[i * TASK + k] * W[k * TASK + c]
            W[i * TASK + c] = s
    for r in range(TASK):
        for c in range(r + 1):
            s = 0.0
            for i in range(r, TASK):
                s = s + W[i * TASK + r] * A[i * TASK + i] * W[i * TASK + c]
            Mx[r * TASK + c] = s
            Mx[c * TASK + r] = s
    return Mx


def _task_space_solve(M, J, K, H, columns, joint_space):
    """One task term: out = A^-1 (Yd^T L^-1 K - H), kTask x columns, or J^T times
    that, n x columns (joint_space); K n x columns and H kTask x columns
    (absent: zero); Mx for K and H absent. The status of task_space_factor;
    out is all zero unless it is 0. M is overwritten."""
    states = M.shape[-1]
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        M, Yd, A, status = _task_space_factor(M, J)
        if K is None and H is None:
            out = _task_space_inverse(A)
        else:
            if joint_space:
                out = np.zeros((NV * columns, states))
            else:
                out = np.zeros((TASK * columns, states))
            for c in range(columns):
                z = np.zeros((NV, states))
                y = np.zeros((TASK, states))
                if K is not None:
                    for i in range(NV):  # L z = column c of K
                        s = K[i * columns + c].copy()
                        for k in range(i):
                            s = s - M[i * NV + k] * z[k]
                        z[i] = s
                for r in range(TASK):  # y = Yd^T z - column c of H
                    s = 0.0
                    if H is not None:
                        s = -H[r * columns + c]
                    if K is not None:
                        for i in range(NV):
                            s = s + Yd[i * TASK + r] * z[i]
                    y[r] = s
                for i in range(TASK):
                    for k in range(i):
                        y[i] = y[i] - A[i * TASK + k] * y[k]
                for i in range(TASK):
                    y[i] = y[i] * A[i * TASK + i]
                for i in range(TASK - 1, -1, -1):
                    for k in range(i + 1, TASK):
                        y[i] = y[i] - A[k * TASK + i] * y[k]
                if joint_space:
                    for i in range(NV):
                        s = 0.0
                        for r in range(TASK):
                            s = s + J[r * NV + i] * y[r]
                        out[i * columns + c] = s
                else:
                    for r in range(TASK):
                        out[r * columns + c] = y[r]
    out[:, status != 0] = 0.0
    return out, status


def _task_space_terms(M, J, V, G, h):
    """Mx, Vx = Mx (Jx M^-1 V - h) and Gx = Mx Jx M^-1 G from one factorisation
    (h: the task's rows of Jdot qd), Vx and Gx as products with Mx rather than
    more triangular solves on A. The status of task_space_factor; Mx, Vx and
    Gx are all zero unless it is 0. M is overwritten."""
    states = M.shape[-1]
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        M, Yd, A, status = _task_space_factor(M, J)
        zv = np.zeros((NV, states))
        zg = np.zeros((NV, states))
        yv = np.zeros((TASK, states))
        yg = np.zeros((TASK, states))
        for i in range(NV):  # L z = V and L z = G
            sv = V[i].copy()
            sg = G[i].copy()
            for k in range(i):
                sv = sv - M[i * NV + k] * zv[k]
                sg = sg - M[i * NV + k] * zg[k]
            zv[i] = sv
            zg[i] = sg
        for r in range(TASK):  # Jx M^-1 V - h = Yd^T zv - h, Jx M^-1 G = Yd^T zg
            sv = -h[r]
            sg = 0.0
            for i in range(NV):
                sv = sv + Yd[i * TASK + r] * zv[i]
                sg = sg + Yd[i * TASK + r] * zg[i]
            yv[r] = sv
            yg[r] = sg
        Mx = _task_space_inverse(A)
        Vx = np.zeros((TASK, states))
        Gx = np.zeros((TASK, states))
        for r in range(TASK):
            sv = 0.0
            sg = 0.0
            for c in range(TASK):
                sv = sv + Mx[r * TASK + c] * yv[c]
                sg = sg + Mx[r * TASK + c] * yg[c]
            Vx[r] = sv
            Gx[r] = sg
    Mx[:, status != 0] = 0.0
    Vx[:, status != 0] = 0.0
    Gx[:, status != 0] = 0.0
    return Mx, Vx, Gx, status


def _task_rows_of(a):
    """The task's rows (kTaskRows) of a 6-vector such as Jdot qd."""
    states = a.shape[-1]
    h = np.zeros((TASK, states))
    h[0] = a[0]
    h[1] = a[1]
    return h



def _inverse_dynamics(p, q, qd, qdd):
    # Built from: recursion: Newton-Euler program.
    # 20 multiplications, 11 additions, 0 divisions, 4 function calls.
    k = q.shape[1]
    tau = np.zeros((2, k))
    t0 = np.cos(q[0])
    t1 = np.cos(q[1])
    t2 = np.sin(q[0])
    t3 = np.sin(q[1])
    t4 = p.g * t0 + qdd[0] * p.l1
    t5 = p.g * t2 - qd[0] * (p.l1 * qd[0])
    t6 = p.m2 * (p.l2 * (qdd[0] + qdd[1]) + (t4 * t1 - t3 * t5))
    t7 = p.l2 * t6
    t8 = qd[0] + qd[1]
    tau[0] = t4 * p.m1 * p.l1 + t7 + p.l1 * (t1 * t6 + p.m2 * (t4 * t3 + t1 * t5 - t8 * p.l2 * t8) * t3)
    tau[1] = t7
    return (tau,)


def inverse_dynamics(p, q, qd, qdd):
    """tau = M(q) qdd + V(q, qd) + G(q) + friction(qd), rotor inertia included (free motion).

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    qdd: shape (2,), or (k, 2) for k states.
    Returns tau (2,) or (k, 2).
    """
    (q, qd, qdd), single = _states(((q, (2,)), (qd, (2,)), (qdd, (2,))))
    return _shaped(_inverse_dynamics(p, q, qd, qdd), ((2,),), single)


def _mass_matrix(p, q):
    # Built from: recursion: composite rigid bodies.
    # 9 multiplications, 4 additions, 0 divisions, 1 function calls.
    k = q.shape[1]
    M = np.zeros((4, k))
    t0 = np.cos(q[1])
    t1 = p.l2 * p.l2 * p.m2
    t2 = p.l1 * (p.m2 * p.l2 * t0)
    t3 = p.l1 * p.l1
    M[0] = p.m1 * t3 + (t1 + (p.m2 * t3 + 2.0 * t2))
    M[2] = t1 + t2
    M[3] = t1
    M[1] = M[2]
    return (M,)


def mass_matrix(p, q):
    """M(q), kDof x kDof, rotor inertia on the diagonal.

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    Returns M (2, 2) or (k, 2, 2).
    """
    (q,), single = _states(((q, (2,)),))
    return _shaped(_mass_matrix(p, q), ((2, 2),), single)


def _coriolis_centrifugal(p, q, qd):
    # Built from: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters.
    # 9 multiplications, 2 additions, 0 divisions, 1 function calls.
    k = q.shape[1]
    V = np.zeros((2, k))
    t0 = np.sin(q[1])
    t1 = p.m2 * p.l2
    t2 = t0 * (qd[0] * (p.l1 * qd[0])) * t1
    t3 = qd[0] + qd[1]
    V[0] = t2 - p.l1 * (t1 * t3 * t3 * t0)
    V[1] = t2
    return (V,)


def coriolis_centrifugal(p, q, qd):
    """V(q, qd) = B(q) [qd qd] + C(q) [qd^2].

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    Returns V (2,) or (k, 2).
    """
    (q, qd), single = _states(((q, (2,)), (qd, (2,))))
    return _shaped(_coriolis_centrifugal(p, q, qd), ((2,),), single)


def _gravity(p, q):
    # Built from: recursion: at rest, grouped inertial parameters.
    # 9 multiplications, 3 additions, 0 divisions, 4 function calls.
    k = q.shape[1]
    G = np.zeros((2, k))
    t0 = np.cos(q[0])
    t1 = np.cos(q[1])
    t2 = np.sin(q[0])
    t3 = np.sin(q[1])
    t4 = p.g * t0
    t5 = p.m2 * p.l2 * (t4 * t1 - p.g * t2 * t3)
    G[0] = t5 + t4 * (p.m2 * p.l1 + p.l1 * p.m1)
    G[1] = t5
    return (G,)


def gravity(p, q):
    """G(q) for the model's gravity vector.

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    Returns G (2,) or (k, 2).
    """
    (q,), single = _states(((q, (2,)),))
    return _shaped(_gravity(p, q), ((2,),), single)


def _coriolis_coefficients(p, q):
    # Built from: recursion: Christoffel symbols of M.
    # 4 multiplications, 1 additions, 0 divisions, 1 function calls.
    k = q.shape[1]
    B = np.zeros((2, k))
    t0 = np.sin(q[1])
    B[0] = -(2.0 * (p.l1 * (p.m2 * p.l2 * t0)))
    B[1] = 0.0
    return (B,)


def coriolis_coefficients(p, q):
    """B(q), kDof x kDof(kDof-1)/2: coefficients of qd_j qd_k, pairs j < k in lexicographic order (kNv x kNv(kNv-1)/2 over the entries of qd for a floating base).

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    Returns B (2, 1) or (k, 2, 1).
    """
    (q,), single = _states(((q, (2,)),))
    return _shaped(_coriolis_coefficients(p, q), ((2, 1),), single)


def _centrifugal_coefficients(p, q):
    # Built from: recursion: Christoffel symbols of M.
    # 3 multiplications, 1 additions, 0 divisions, 1 function calls.
    k = q.shape[1]
    C = np.zeros((4, k))
    t0 = np.sin(q[1])
    t1 = p.l1 * (p.m2 * p.l2 * t0)
    C[0] = 0.0
    C[1] = -t1
    C[2] = t1
    C[3] = 0.0
    return (C,)


def centrifugal_coefficients(p, q):
    """C(q), kDof x kDof: coefficients of qd_j^2 (kNv x kNv for a floating base).

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    Returns C (2, 2) or (k, 2, 2).
    """
    (q,), single = _states(((q, (2,)),))
    return _shaped(_centrifugal_coefficients(p, q), ((2, 2),), single)


def _friction(p, qd):
    # Built from: model.
    # 0 multiplications, 0 additions, 0 divisions, 0 function calls.
    k = qd.shape[1]
    F = np.zeros((2, k))
    F[0] = 0.0
    F[1] = 0.0
    return (F,)


def friction(p, qd):
    """F(qd) = b_i qd_i + c_i sign(qd_i).

    p: Params, the model's free symbols.
    qd: shape (2,), or (k, 2) for k states.
    Returns F (2,) or (k, 2).
    """
    (qd,), single = _states(((qd, (2,)),))
    return _shaped(_friction(p, qd), ((2,),), single)


def _forward_dynamics(p, q, qd, tau):
    # Built from: M: recursion: composite rigid bodies; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone).
    # 29 multiplications, 15 additions, 2 divisions, 4 function calls.
    k = q.shape[1]
    qdd = np.zeros((2, k))
    t0 = np.sin(q[0])
    t1 = np.sin(q[1])
    t2 = np.cos(q[0])
    t3 = np.cos(q[1])
    t4 = p.g * t2
    t5 = p.m2 * p.l2
    t6 = (t4 * t3 - t1 * (p.g * t0 - qd[0] * (p.l1 * qd[0]))) * t5
    t7 = qd[0] + qd[1]
    t8 = p.l2 * p.l2 * p.m2
    t9 = p.l1 * (t5 * t3)
    t10 = t8 + t9
    t11 = 1.0 / t8
    t12 = t11 * t10
    t13 = tau[1] - t6
    t14 = p.l1 * p.l1
    t15 = 1.0 / (p.m1 * t14 + (t8 + (p.m2 * t14 + 2.0 * t9)) - t12 * t10) * (tau[0] - (t6 + t4 * (p.m2 * p.l1 + p.l1 * p.m1) - p.l1 * (t5 * t7 * t7 * t1)) - t12 * t13)
    qdd[0] = t15
    qdd[1] = t11 * t13 - t12 * t15
    return (qdd,)


def forward_dynamics(p, q, qd, tau):
    """qdd = M(q)^-1 (tau - V(q, qd) - G(q) - friction(qd)), M = L^T D L in the tree's sparsity, one division per joint; M must be positive definite (physical inertias).

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    tau: shape (2,), or (k, 2) for k states.
    Returns qdd (2,) or (k, 2).
    """
    (q, qd, tau), single = _states(((q, (2,)), (qd, (2,)), (tau, (2,))))
    return _shaped(_forward_dynamics(p, q, qd, tau), ((2,),), single)


def _coriolis_matrix(p, q, qd):
    # Built from: B and C.
    # 10 multiplications, 3 additions, 0 divisions, 1 function calls.
    k = q.shape[1]
    Cc = np.zeros((4, k))
    t0 = np.sin(q[1])
    t1 = p.l1 * (p.m2 * p.l2 * t0)
    t2 = 2.0 * t1
    Cc[0] = -(0.5 * (t2 * qd[1]))
    Cc[1] = -(t1 * qd[1] + 0.5 * (t2 * qd[0]))
    Cc[2] = t1 * qd[0]
    Cc[3] = 0.0
    return (Cc,)


def coriolis_matrix(p, q, qd):
    """Cc(q, qd), kDof x kDof (Christoffel): V = Cc qd and dM/dt - 2 Cc is skew-symmetric. Not C(q). For a floating base kNv x kNv, the Christoffel symbols of the joints plus the base's momentum term of Hamel's equations (docs/kinematics.md).

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    Returns Cc (2, 2) or (k, 2, 2).
    """
    (q, qd), single = _states(((q, (2,)), (qd, (2,))))
    return _shaped(_coriolis_matrix(p, q, qd), ((2, 2),), single)


def _tool_pose(p, q):
    # Built from: forward kinematics in the base frame.
    # 8 multiplications, 5 additions, 0 divisions, 4 function calls.
    k = q.shape[1]
    T = np.zeros((16, k))
    t0 = np.cos(q[1])
    t1 = np.sin(q[0])
    t2 = np.sin(q[1])
    t3 = np.cos(q[0])
    t4 = t0 * t1 + t2 * t3
    t5 = t0 * t3 - t1 * t2
    T[0] = t5
    T[1] = -t4
    T[2] = 0.0
    T[3] = p.l1 * t3 + p.l2 * t5
    T[4] = t4
    T[5] = t5
    T[6] = 0.0
    T[7] = t4 * p.l2 + p.l1 * t1
    T[8] = 0.0
    T[9] = 0.0
    T[10] = 1.0
    T[11] = 0.0
    T[12] = 0.0
    T[13] = 0.0
    T[14] = 0.0
    T[15] = 1.0
    return (T,)


def tool_pose(p, q):
    """T(q), 4 x 4: the tool frame's pose in the base frame, in the world for a floating base (Craig's 0T_tool: rotation in rows 0-2 of columns 0-2, origin in column 3, last row 0 0 0 1).

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    Returns T (4, 4) or (k, 4, 4).
    """
    (q,), single = _states(((q, (2,)),))
    return _shaped(_tool_pose(p, q), ((4, 4),), single)


def _jacobian(p, q):
    # Built from: forward kinematics in the base frame.
    # 8 multiplications, 7 additions, 0 divisions, 4 function calls.
    k = q.shape[1]
    J = np.zeros((12, k))
    t0 = np.cos(q[1])
    t1 = np.cos(q[0])
    t2 = np.sin(q[0])
    t3 = np.sin(q[1])
    t4 = p.l1 * t1
    t5 = t4 + p.l2 * (t0 * t1 - t2 * t3)
    t6 = p.l1 * t2
    t7 = (t0 * t2 + t3 * t1) * p.l2 + t6
    J[0] = -t7
    J[1] = t6 - t7
    J[2] = t5
    J[3] = t5 - t4
    J[4] = 0.0
    J[5] = 0.0
    J[6] = 0.0
    J[7] = 0.0
    J[8] = 0.0
    J[9] = 0.0
    J[10] = 1.0
    J[11] = 1.0
    return (J,)


def jacobian(p, q):
    """J(q), 6 x kDof: geometric Jacobian of the tool frame's origin (the last link's frame unless the model has a tool) in the base frame, linear rows first, angular rows last; for a floating base 6 x kNv in the world's axes (Pinocchio's LOCAL_WORLD_ALIGNED).

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    Returns J (6, 2) or (k, 6, 2).
    """
    (q,), single = _states(((q, (2,)),))
    return _shaped(_jacobian(p, q), ((6, 2),), single)


def _jacobian_dot_qd(p, q, qd):
    # Built from: outward pass at qdd = 0 in the base frame.
    # 16 multiplications, 11 additions, 0 divisions, 4 function calls.
    k = q.shape[1]
    a = np.zeros((6, k))
    t0 = np.cos(q[1])
    t1 = np.sin(q[0])
    t2 = np.sin(q[1])
    t3 = np.cos(q[0])
    t4 = p.l1 * t1
    t5 = qd[0] + qd[1]
    t6 = p.l1 * t3
    a[0] = -(qd[0] * t6 * qd[0] + t5 * (t6 + p.l2 * (t0 * t3 - t1 * t2) - t6) * t5)
    a[1] = -(((t0 * t1 + t2 * t3) * p.l2 + t4 - t4) * t5 * t5 + t4 * qd[0] * qd[0])
    a[2] = 0.0
    a[3] = 0.0
    a[4] = 0.0
    a[5] = 0.0
    return (a,)


def jacobian_dot_qd(p, q, qd):
    """a = dJ/dt(q, qd) qd, 6 entries: the tool frame's spatial acceleration when qdd = 0 (base frame, linear first; the world's axes for a floating base).

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    Returns a (6,) or (k, 6).
    """
    (q, qd), single = _states(((q, (2,)), (qd, (2,))))
    return _shaped(_jacobian_dot_qd(p, q, qd), ((6,),), single)


def _frame_pose(p, q, frame):
    # Built from: forward kinematics in the base frame, per frame.
    # 8 multiplications, 5 additions, 0 divisions, 4 function calls.
    k = q.shape[1]
    T = np.zeros((16, k))
    if frame == 0:
        t0 = np.cos(q[1])
        t1 = np.sin(q[0])
        t2 = np.sin(q[1])
        t3 = np.cos(q[0])
        t4 = t0 * t1 + t2 * t3
        t5 = t0 * t3 - t1 * t2
        T[0] = t5
        T[1] = -t4
        T[2] = 0.0
        T[3] = p.l1 * t3 + p.l2 * t5
        T[4] = t4
        T[5] = t5
        T[6] = 0.0
        T[7] = t4 * p.l2 + p.l1 * t1
        T[8] = 0.0
        T[9] = 0.0
        T[10] = 1.0
        T[11] = 0.0
        T[12] = 0.0
        T[13] = 0.0
        T[14] = 0.0
        T[15] = 1.0
    else:
        raise IndexError("frame: expected 0 to 0 (an index of FRAME_NAMES), got %r" % (frame,))
    return (T,)


def frame_pose(p, q, frame):
    """T(q), 4 x 4: the pose of frame `frame` (an index of kFrameNames) in the world, the base frame for a fixed base (rotation in rows 0-2 of columns 0-2, origin in column 3, last row 0 0 0 1). NaN for an index out of range.

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    frame: an int, the index of the frame in FRAME_NAMES.
    Returns T (4, 4) or (k, 4, 4).
    """
    (q,), single = _states(((q, (2,)),))
    return _shaped(_frame_pose(p, q, frame), ((4, 4),), single)


def _frame_jacobian(p, q, frame):
    # Built from: forward kinematics in the base frame, per frame.
    # 8 multiplications, 7 additions, 0 divisions, 4 function calls.
    k = q.shape[1]
    J = np.zeros((12, k))
    if frame == 0:
        t0 = np.cos(q[1])
        t1 = np.cos(q[0])
        t2 = np.sin(q[0])
        t3 = np.sin(q[1])
        t4 = p.l1 * t1
        t5 = t4 + p.l2 * (t0 * t1 - t2 * t3)
        t6 = p.l1 * t2
        t7 = (t0 * t2 + t3 * t1) * p.l2 + t6
        J[0] = -t7
        J[1] = t6 - t7
        J[2] = t5
        J[3] = t5 - t4
        J[4] = 0.0
        J[5] = 0.0
        J[6] = 0.0
        J[7] = 0.0
        J[8] = 0.0
        J[9] = 0.0
        J[10] = 1.0
        J[11] = 1.0
    else:
        raise IndexError("frame: expected 0 to 0 (an index of FRAME_NAMES), got %r" % (frame,))
    return (J,)


def frame_jacobian(p, q, frame):
    """J(q), 6 x kNv: geometric Jacobian of frame `frame`'s origin, linear rows first, angular rows last, in the world's axes (Pinocchio's LOCAL_WORLD_ALIGNED). NaN for an index out of range.

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    frame: an int, the index of the frame in FRAME_NAMES.
    Returns J (6, 2) or (k, 6, 2).
    """
    (q,), single = _states(((q, (2,)),))
    return _shaped(_frame_jacobian(p, q, frame), ((6, 2),), single)


def _frame_jacobian_dot_v(p, q, qd, frame):
    # Built from: outward pass at qdd = 0 in the base frame.
    # 16 multiplications, 11 additions, 0 divisions, 4 function calls.
    k = q.shape[1]
    a = np.zeros((6, k))
    if frame == 0:
        t0 = np.cos(q[1])
        t1 = np.sin(q[0])
        t2 = np.sin(q[1])
        t3 = np.cos(q[0])
        t4 = p.l1 * t1
        t5 = qd[0] + qd[1]
        t6 = p.l1 * t3
        a[0] = -(qd[0] * t6 * qd[0] + t5 * (t6 + p.l2 * (t0 * t3 - t1 * t2) - t6) * t5)
        a[1] = -(((t0 * t1 + t2 * t3) * p.l2 + t4 - t4) * t5 * t5 + t4 * qd[0] * qd[0])
        a[2] = 0.0
        a[3] = 0.0
        a[4] = 0.0
        a[5] = 0.0
    else:
        raise IndexError("frame: expected 0 to 0 (an index of FRAME_NAMES), got %r" % (frame,))
    return (a,)


def frame_jacobian_dot_v(p, q, qd, frame):
    """a = dJ/dt(q, qd) qd, 6: frame `frame`'s classical acceleration when the acceleration is zero, without gravity (its origin's, then angular, world axes, as frame_jacobian). NaN for an index out of range.

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    frame: an int, the index of the frame in FRAME_NAMES.
    Returns a (6,) or (k, 6).
    """
    (q, qd), single = _states(((q, (2,)), (qd, (2,))))
    return _shaped(_frame_jacobian_dot_v(p, q, qd, frame), ((6,),), single)


def _center_of_mass(p, q):
    # Built from: the links' first moments in the base frame over their mass.
    # 16 multiplications, 7 additions, 1 divisions, 4 function calls.
    k = q.shape[1]
    c = np.zeros((3, k))
    t0 = np.cos(q[1])
    t1 = np.sin(q[0])
    t2 = np.sin(q[1])
    t3 = np.cos(q[0])
    t4 = p.m2 * p.l2
    t5 = p.l1 * p.m1
    t6 = 1.0 / (p.m2 + p.m1)
    c[0] = (t3 * t5 + (p.m2 * (p.l1 * t3) + t4 * (t0 * t3 - t1 * t2))) * t6
    c[1] = t6 * (t1 * t5 + ((t0 * t1 + t2 * t3) * t4 + p.l1 * t1 * p.m2))
    c[2] = 0.0
    return (c,)


def center_of_mass(p, q):
    """c(q), 3: the centre of mass of all links in the base frame, in the world for a floating base (its body included); 0 for a model without mass.

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    Returns c (3,) or (k, 3).
    """
    (q,), single = _states(((q, (2,)),))
    return _shaped(_center_of_mass(p, q), ((3,),), single)


def _centroidal_momentum_matrix(p, q):
    # Built from: composite bodies in the base frame, moved to the centre of mass.
    # 34 multiplications, 21 additions, 1 divisions, 4 function calls.
    k = q.shape[1]
    Ag = np.zeros((12, k))
    t0 = np.cos(q[0])
    t1 = np.cos(q[1])
    t2 = np.sin(q[0])
    t3 = np.sin(q[1])
    t4 = p.l1 * t0
    t5 = p.m2 * p.l2
    t6 = t5 * (t1 * t0 - t2 * t3)
    t7 = (t1 * t2 + t3 * t0) * t5
    t8 = p.l1 * t2
    t9 = 2.0 * (t8 * t7) + (p.m2 * (t8 * t8) + (p.m2 * (t4 * t4) + 2.0 * (t6 * t4))) + p.l2 * p.l2 * p.m2
    t10 = p.m2 * t4
    t11 = t10 + t6
    t12 = t11 - t10
    t13 = t8 * p.m2
    t14 = t7 + t13
    t15 = t13 - t14
    t16 = p.l1 * p.m1
    t17 = t0 * t16 + t11
    t18 = t2 * t16 + t14
    t19 = 1.0 / (p.m2 + p.m1)
    t20 = t17 * t19
    t21 = t19 * t18
    Ag[0] = -t18
    Ag[1] = t15
    Ag[2] = t17
    Ag[3] = t12
    Ag[4] = 0.0
    Ag[5] = 0.0
    Ag[6] = 0.0
    Ag[7] = 0.0
    Ag[8] = 0.0
    Ag[9] = 0.0
    Ag[10] = p.m1 * (p.l1 * p.l1) + t9 - (t17 * t20 + t21 * t18)
    Ag[11] = t9 - (t11 * t4 + t14 * t8) - (t20 * t12 - t21 * t15)
    return (Ag,)


def centroidal_momentum_matrix(p, q):
    """Ag(q), 6 x kDof: h = Ag qd, the linear momentum, then the angular momentum about the centre of mass, in the base frame's axes, the world's for a floating base (Orin, Goswami and Lee's centroidal momentum matrix; Pinocchio's ccrba).

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    Returns Ag (6, 2) or (k, 6, 2).
    """
    (q,), single = _states(((q, (2,)),))
    return _shaped(_centroidal_momentum_matrix(p, q), ((6, 2),), single)


def _centroidal_momentum_matrix_dot_v(p, q, qd):
    # Built from: outward pass at qdd = 0, each body's wrench about the centre of mass.
    # 41 multiplications, 20 additions, 1 divisions, 4 function calls.
    k = q.shape[1]
    h_dot = np.zeros((6, k))
    t0 = np.cos(q[1])
    t1 = np.cos(q[0])
    t2 = np.sin(q[0])
    t3 = np.sin(q[1])
    t4 = t0 * t1 - t2 * t3
    t5 = p.l1 * t1
    t6 = qd[0] * t5 * qd[0]
    t7 = t0 * t2 + t3 * t1
    t8 = p.l1 * t2
    t9 = t8 * qd[0] * qd[0]
    t10 = p.m2 * p.l2
    t11 = qd[0] + qd[1]
    t12 = p.m2 * (t6 * t4 + t7 * t9) + t10 * t11 * t11
    t13 = t7 * t6 - t9 * t4
    t14 = p.m2 * t13
    t15 = t12 * t4 + t7 * t14
    t16 = t14 * t4 - t7 * t12
    t17 = p.l1 * p.m1
    t18 = qd[0] * (qd[0] * t17)
    t19 = t1 * t18 + t15
    t20 = t16 - t2 * t18
    t21 = 1.0 / (p.m2 + p.m1)
    t22 = t8 * t15 + t5 * t16 + t10 * t13 - (t21 * (t2 * t17 + (t7 * t10 + t8 * p.m2)) * t19 + t20 * ((t1 * t17 + (p.m2 * t5 + t10 * t4)) * t21))
    h_dot[0] = -t19
    h_dot[1] = t20
    h_dot[2] = 0.0
    h_dot[3] = 0.0
    h_dot[4] = 0.0
    h_dot[5] = t22
    return (h_dot,)


def centroidal_momentum_matrix_dot_v(p, q, qd):
    """h_dot = dAg/dt(q, qd) qd, 6: the rate of the centroidal momentum h = Ag qd when qdd = 0 and without gravity, rows and axes as Ag's (Pinocchio's dccrba times v).

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    Returns h_dot (6,) or (k, 6).
    """
    (q, qd), single = _states(((q, (2,)), (qd, (2,))))
    return _shaped(_centroidal_momentum_matrix_dot_v(p, q, qd), ((6,),), single)


def _inverse_dynamics_wrench(p, q, qd, qdd, w):
    # Built from: recursion: Newton-Euler program; J^T w added.
    # 36 multiplications, 25 additions, 0 divisions, 4 function calls.
    k = q.shape[1]
    tau = np.zeros((2, k))
    t0 = np.cos(q[0])
    t1 = np.cos(q[1])
    t2 = np.sin(q[0])
    t3 = np.sin(q[1])
    t4 = p.g * t0 + qdd[0] * p.l1
    t5 = p.g * t2 - qd[0] * (p.l1 * qd[0])
    t6 = p.m2 * (p.l2 * (qdd[0] + qdd[1]) + (t4 * t1 - t3 * t5))
    t7 = p.l2 * t6
    t8 = t1 * t0 - t2 * t3
    t9 = t1 * t2 + t3 * t0
    t10 = w[0] * t8 - t9 * w[1]
    t11 = p.l1 * t2
    t12 = t9 * p.l2 + t11
    t13 = t9 * w[0] + w[1] * t8
    t14 = p.l1 * t0
    t15 = t14 + p.l2 * t8
    t16 = qd[0] + qd[1]
    t17 = t4 * p.m1 * p.l1 + t7 + p.l1 * (t1 * t6 + p.m2 * (t4 * t3 + t1 * t5 - t16 * p.l2 * t16) * t3) - t12 * t10
    tau[0] = w[5] + (t13 * t15 + t17)
    tau[1] = t13 * (t15 - t14) + (t7 + (t11 - t12) * t10) + w[5]
    return (tau,)


def inverse_dynamics_wrench(p, q, qd, qdd, w):
    """tau with the tip wrench w = (f, n) that the last link exerts at the tool frame's origin, in the tool frame: inverse_dynamics + J^T (R_0t f, R_0t n); J and R_0t in the world's axes for a floating base.

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    qdd: shape (2,), or (k, 2) for k states.
    w: shape (6,), or (k, 6) for k states.
    Returns tau (2,) or (k, 2).
    """
    (q, qd, qdd, w), single = _states(((q, (2,)), (qd, (2,)), (qdd, (2,)), (w, (6,))))
    return _shaped(_inverse_dynamics_wrench(p, q, qd, qdd, w), ((2,),), single)


def _inverse_dynamics_external(p, q, qd, qdd, fext):
    # Built from: recursion: Newton-Euler program with link wrenches.
    # 20 multiplications, 15 additions, 0 divisions, 4 function calls.
    k = q.shape[1]
    tau = np.zeros((2, k))
    t0 = np.cos(q[0])
    t1 = np.cos(q[1])
    t2 = np.sin(q[0])
    t3 = np.sin(q[1])
    t4 = p.g * t0 + qdd[0] * p.l1
    t5 = p.g * t2 - qd[0] * (p.l1 * qd[0])
    t6 = p.m2 * (p.l2 * (qdd[0] + qdd[1]) + (t4 * t1 - t3 * t5))
    t7 = p.l2 * t6 - fext[11]
    t8 = qd[0] + qd[1]
    t9 = ((t6 - fext[7]) * t1 + (p.m2 * (t4 * t3 + t1 * t5 - t8 * p.l2 * t8) - fext[6]) * t3) * p.l1 + (t4 * p.m1 * p.l1 + t7)
    tau[0] = t9 - fext[5]
    tau[1] = t7
    return (tau,)


def inverse_dynamics_external(p, q, qd, qdd, fext):
    """tau with wrenches the environment applies to the links: fext is kDof x 6, row i = (f, n) on link i, moment about its frame's origin, both in its frame: inverse_dynamics - sum_i J_i^T (R_0i f_i, R_0i n_i). For a floating base (kDof + 1) x 6, row 0 on the base's body (base frame), row i on link i.

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    qdd: shape (2,), or (k, 2) for k states.
    fext: shape (2, 6), or (k, 2, 6) for k states.
    Returns tau (2,) or (k, 2).
    """
    (q, qd, qdd, fext), single = _states(((q, (2,)), (qd, (2,)), (qdd, (2,)), (fext, (2, 6))))
    return _shaped(_inverse_dynamics_external(p, q, qd, qdd, fext), ((2,),), single)


def _inverse_dynamics_derivatives(p, q, qd, qdd):
    # Built from: dtau_dq: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction; dtau_dqd: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction.
    # 28 multiplications, 17 additions, 0 divisions, 4 function calls.
    k = q.shape[1]
    dtau_dq = np.zeros((4, k))
    dtau_dqd = np.zeros((4, k))
    t0 = np.sin(q[1])
    t1 = np.sin(q[0])
    t2 = np.cos(q[1])
    t3 = np.cos(q[0])
    t4 = p.m2 * p.l2
    t5 = p.l1 * (t4 * t0)
    t6 = t5 * qd[0]
    t7 = t5 * qd[1]
    t8 = 2.0 * t5
    t9 = p.g * t1
    t10 = t4 * (t9 * t2 + p.g * t3 * t0)
    t11 = p.l1 * (t4 * t2)
    dtau_dq[0] = -(t9 * (p.m2 * p.l1 + p.l1 * p.m1) + t10)
    dtau_dq[1] = -(qd[0] * (2.0 * t11) * qd[1] + (t11 * qd[1] * qd[1] + (t5 * qdd[1] + (t8 * qdd[0] + t10))))
    dtau_dq[2] = -t10
    dtau_dq[3] = t11 * qd[0] * qd[0] - (t5 * qdd[0] + t10)
    dtau_dqd[0] = -(t8 * qd[1])
    dtau_dqd[1] = -(t7 + t7 + t8 * qd[0])
    dtau_dqd[2] = t6 + t6
    dtau_dqd[3] = 0.0
    return (dtau_dq, dtau_dqd)


def inverse_dynamics_derivatives(p, q, qd, qdd):
    """dtau_dq[i * kDof + j] = d tau_i / d q_j and dtau_dqd[i * kDof + j] = d tau_i / d qd_j of inverse_dynamics (friction and rotor inertia included; Coulomb friction contributes 0 away from qd = 0). d tau / d qdd is M(q): mass_matrix. For a floating base kNv x kNv, column j of dtau_dq the derivative along integrate(q, t e_j) at t = 0 (Pinocchio's computeRNEADerivatives).

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    qdd: shape (2,), or (k, 2) for k states.
    Returns dtau_dq (2, 2) or (k, 2, 2), dtau_dqd (2, 2) or (k, 2, 2).
    """
    (q, qd, qdd), single = _states(((q, (2,)), (qd, (2,)), (qdd, (2,))))
    return _shaped(_inverse_dynamics_derivatives(p, q, qd, qdd), ((2, 2), (2, 2)), single)


def _forward_dynamics_derivatives(p, q, qd, tau):
    # Built from: M: recursion: composite rigid bodies; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone); M^-1 = L^-1 D^-1 L^-T; inverse_dynamics_derivatives at qdd.
    # 47 multiplications, 33 additions, 2 divisions, 4 function calls. The solves included.
    k = q.shape[1]
    qdd = np.zeros((2, k))
    dqdd_dq = np.zeros((4, k))
    dqdd_dqd = np.zeros((4, k))
    dqdd_dtau = np.zeros((4, k))
    t0 = np.cos(q[1])
    t1 = np.sin(q[0])
    t2 = np.sin(q[1])
    t3 = np.cos(q[0])
    t4 = p.l2 * p.l2 * p.m2
    t5 = p.m2 * p.l2
    t6 = p.l1 * (t5 * t0)
    t7 = t4 + t6
    t8 = 1.0 / t4
    t9 = t8 * t7
    t10 = p.l1 * p.l1
    t11 = 1.0 / (p.m1 * t10 + (t4 + (p.m2 * t10 + 2.0 * t6)) - t9 * t7)
    t12 = t9 * t11
    t13 = -t12
    t14 = p.g * t3
    t15 = (t14 * t0 - t2 * (p.g * t1 - qd[0] * (p.l1 * qd[0]))) * t5
    t16 = qd[0] + qd[1]
    t17 = tau[1] - t15
    t18 = t11 * (tau[0] - (t15 + t14 * (p.m2 * p.l1 + p.l1 * p.m1) - p.l1 * (t5 * t16 * t16 * t2)) - t9 * t17)
    qdd[0] = t18
    qdd[1] = t8 * t17 - t9 * t18
    dqdd_dtau[0] = t11
    dqdd_dtau[1] = t13
    dqdd_dtau[2] = t13
    dqdd_dtau[3] = t8 + t9 * t12
    (dtau_dq, dtau_dqd) = _inverse_dynamics_derivatives(p, q, qd, qdd)
    (dqdd_dq, dqdd_dqd) = _derivative_columns(dqdd_dtau, dtau_dq, dtau_dqd)
    return (qdd, dqdd_dq, dqdd_dqd, dqdd_dtau)


def forward_dynamics_derivatives(p, q, qd, tau):
    """qdd = forward_dynamics(q, qd, tau) and its derivatives, kDof x kDof each: dqdd_dq = -M^-1 dtau/dq and dqdd_dqd = -M^-1 dtau/dqd at that qdd, dqdd_dtau = M^-1; one factorisation M = L^T D L for all, as forward_dynamics. For a floating base kNv x kNv, q's columns along its tangent space (inverse_dynamics_derivatives).

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    tau: shape (2,), or (k, 2) for k states.
    Returns qdd (2,) or (k, 2), dqdd_dq (2, 2) or (k, 2, 2), dqdd_dqd (2, 2) or (k, 2, 2), dqdd_dtau (2, 2) or (k, 2, 2).
    """
    (q, qd, tau), single = _states(((q, (2,)), (qd, (2,)), (tau, (2,))))
    return _shaped(_forward_dynamics_derivatives(p, q, qd, tau), ((2,), (2, 2), (2, 2), (2, 2)), single)


def _dynamics_terms(p, q, qd):
    # Built from: M: recursion: composite rigid bodies; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: recursion: at rest, grouped inertial parameters.
    # 25 multiplications, 9 additions, 0 divisions, 4 function calls.
    k = q.shape[1]
    M = np.zeros((4, k))
    V = np.zeros((2, k))
    G = np.zeros((2, k))
    t0 = np.cos(q[0])
    t1 = np.cos(q[1])
    t2 = np.sin(q[0])
    t3 = np.sin(q[1])
    t4 = p.g * t0
    t5 = p.m2 * p.l2
    t6 = t5 * (t4 * t1 - p.g * t2 * t3)
    t7 = t3 * (qd[0] * (p.l1 * qd[0])) * t5
    t8 = qd[0] + qd[1]
    t9 = p.l2 * p.l2 * p.m2
    t10 = p.l1 * (t5 * t1)
    t11 = p.l1 * p.l1
    M[0] = p.m1 * t11 + (t9 + (p.m2 * t11 + 2.0 * t10))
    M[2] = t9 + t10
    M[3] = t9
    V[0] = t7 - p.l1 * (t5 * t8 * t8 * t3)
    V[1] = t7
    G[0] = t6 + t4 * (p.m2 * p.l1 + p.l1 * p.m1)
    G[1] = t6
    M[1] = M[2]
    return (M, V, G)


def dynamics_terms(p, q, qd):
    """M(q), V(q, qd) and G(q) in one call: what mass_matrix, coriolis_centrifugal and gravity return, from one set of sines and cosines and shared subexpressions (a computed-torque controller's cycle).

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    Returns M (2, 2) or (k, 2, 2), V (2,) or (k, 2), G (2,) or (k, 2).
    """
    (q, qd), single = _states(((q, (2,)), (qd, (2,))))
    return _shaped(_dynamics_terms(p, q, qd), ((2, 2), (2,), (2,)), single)


def _dynamics_terms_with_jacobian(p, q, qd):
    # Built from: M: recursion: composite rigid bodies; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: recursion: at rest, grouped inertial parameters; J: forward kinematics; a: outward pass at qdd = 0 in the base frame.
    # 41 multiplications, 21 additions, 0 divisions, 4 function calls.
    k = q.shape[1]
    M = np.zeros((4, k))
    V = np.zeros((2, k))
    G = np.zeros((2, k))
    J = np.zeros((12, k))
    a = np.zeros((6, k))
    t0 = np.cos(q[1])
    t1 = np.sin(q[0])
    t2 = np.sin(q[1])
    t3 = np.cos(q[0])
    t4 = p.l1 * t1
    t5 = (t0 * t1 + t2 * t3) * p.l2 + t4
    t6 = qd[0] + qd[1]
    t7 = p.l1 * t3
    t8 = t7 + p.l2 * (t0 * t3 - t1 * t2)
    t9 = t8 - t7
    t10 = p.g * t3
    t11 = p.m2 * p.l2
    t12 = t11 * (t10 * t0 - p.g * t1 * t2)
    t13 = t2 * (qd[0] * (p.l1 * qd[0])) * t11
    t14 = p.l2 * p.l2 * p.m2
    t15 = p.l1 * (t11 * t0)
    t16 = p.l1 * p.l1
    M[0] = p.m1 * t16 + (t14 + (p.m2 * t16 + 2.0 * t15))
    M[2] = t14 + t15
    M[3] = t14
    V[0] = t13 - p.l1 * (t11 * t6 * t6 * t2)
    V[1] = t13
    G[0] = t12 + t10 * (p.m2 * p.l1 + p.l1 * p.m1)
    G[1] = t12
    J[0] = -t5
    J[1] = t4 - t5
    J[2] = t8
    J[3] = t9
    J[4] = 0.0
    J[5] = 0.0
    J[6] = 0.0
    J[7] = 0.0
    J[8] = 0.0
    J[9] = 0.0
    J[10] = 1.0
    J[11] = 1.0
    a[0] = -(qd[0] * t7 * qd[0] + t6 * t9 * t6)
    a[1] = -((t5 - t4) * t6 * t6 + t4 * qd[0] * qd[0])
    a[2] = 0.0
    a[3] = 0.0
    a[4] = 0.0
    a[5] = 0.0
    M[1] = M[2]
    return (M, V, G, J, a)


def dynamics_terms_with_jacobian(p, q, qd):
    """dynamics_terms and J(q), a = dJ/dt(q, qd) qd in one call: what mass_matrix, coriolis_centrifugal, gravity, jacobian and jacobian_dot_qd return.

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    Returns M (2, 2) or (k, 2, 2), V (2,) or (k, 2), G (2,) or (k, 2), J (6, 2) or (k, 6, 2), a (6,) or (k, 6).
    """
    (q, qd), single = _states(((q, (2,)), (qd, (2,))))
    return _shaped(_dynamics_terms_with_jacobian(p, q, qd), ((2, 2), (2,), (2,), (6, 2), (6,)), single)


def _regressor(p, q, qd, qdd):
    # Built from: derivatives of tau's Newton-Euler program by the standard parameters (inputs there).
    # 19 multiplications, 14 additions, 0 divisions, 6 function calls.
    k = q.shape[1]
    Y = np.zeros((52, k))
    t0 = np.cos(q[0])
    t1 = np.sin(q[1])
    t2 = np.sin(q[0])
    t3 = np.cos(q[1])
    t4 = np.sign(qd[1])
    t5 = p.g * t0
    t6 = t5 + qdd[0] * p.l1
    t7 = p.g * t2
    t8 = t7 - qd[0] * (p.l1 * qd[0])
    t9 = t6 * t1 + t3 * t8
    t10 = t6 * t3 - t1 * t8
    t11 = qdd[0] + qdd[1]
    t12 = qd[0] + qd[1]
    t13 = t12 * t12
    t14 = np.sign(qd[0])
    Y[0] = 0.0
    Y[1] = 0.0
    Y[2] = 0.0
    Y[3] = 0.0
    Y[4] = 0.0
    Y[5] = qdd[0]
    Y[6] = t5
    Y[7] = -t7
    Y[8] = 0.0
    Y[9] = 0.0
    Y[10] = qdd[0]
    Y[11] = qd[0]
    Y[12] = t14
    Y[13] = 0.0
    Y[14] = 0.0
    Y[15] = 0.0
    Y[16] = 0.0
    Y[17] = 0.0
    Y[18] = t11
    Y[19] = p.l1 * (t3 * t11 - t13 * t1) + t10
    Y[20] = -(p.l1 * (t1 * t11 + t13 * t3) + t9)
    Y[21] = 0.0
    Y[22] = (t9 * t1 + t10 * t3) * p.l1
    Y[23] = 0.0
    Y[24] = 0.0
    Y[25] = 0.0
    Y[26] = 0.0
    Y[27] = 0.0
    Y[28] = 0.0
    Y[29] = 0.0
    Y[30] = 0.0
    Y[31] = 0.0
    Y[32] = 0.0
    Y[33] = 0.0
    Y[34] = 0.0
    Y[35] = 0.0
    Y[36] = 0.0
    Y[37] = 0.0
    Y[38] = 0.0
    Y[39] = 0.0
    Y[40] = 0.0
    Y[41] = 0.0
    Y[42] = 0.0
    Y[43] = 0.0
    Y[44] = t11
    Y[45] = t10
    Y[46] = -t9
    Y[47] = 0.0
    Y[48] = 0.0
    Y[49] = qdd[1]
    Y[50] = qd[1]
    Y[51] = t4
    return (Y,)


def regressor(p, q, qd, qdd):
    """Y(q, qd, qdd), kNv x kStandardParameters: tau = Y pi, pi the standard parameters (per link XX XY XZ YY YZ ZZ MX MY MZ M about the origin of the frame its model file gives the link's inertia in, then Ia Fv Fc; a floating base's body first, its ten about the base frame's origin; docs/identification.md).

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    qdd: shape (2,), or (k, 2) for k states.
    Returns Y (2, 26) or (k, 2, 26).
    """
    (q, qd, qdd), single = _states(((q, (2,)), (qd, (2,)), (qdd, (2,))))
    return _shaped(_regressor(p, q, qd, qdd), ((2, 26),), single)


def _base_regressor(p, q, qd, qdd):
    # Built from: the base parameters' columns of the regressor (derivatives of tau's Newton-Euler program by the standard parameters (inputs there)).
    # 16 multiplications, 13 additions, 0 divisions, 6 function calls.
    k = q.shape[1]
    Yb = np.zeros((22, k))
    t0 = np.cos(q[0])
    t1 = np.sin(q[1])
    t2 = np.sin(q[0])
    t3 = np.cos(q[1])
    t4 = np.sign(qd[1])
    t5 = p.g * t0
    t6 = t5 + qdd[0] * p.l1
    t7 = p.g * t2
    t8 = t7 - qd[0] * (p.l1 * qd[0])
    t9 = t6 * t1 + t3 * t8
    t10 = t6 * t3 - t1 * t8
    t11 = qdd[0] + qdd[1]
    t12 = qd[0] + qd[1]
    t13 = t12 * t12
    t14 = np.sign(qd[0])
    Yb[0] = qdd[0]
    Yb[1] = t5
    Yb[2] = -t7
    Yb[3] = qd[0]
    Yb[4] = t14
    Yb[5] = t11
    Yb[6] = p.l1 * (t3 * t11 - t13 * t1) + t10
    Yb[7] = -(p.l1 * (t1 * t11 + t13 * t3) + t9)
    Yb[8] = 0.0
    Yb[9] = 0.0
    Yb[10] = 0.0
    Yb[11] = 0.0
    Yb[12] = 0.0
    Yb[13] = 0.0
    Yb[14] = 0.0
    Yb[15] = 0.0
    Yb[16] = t11
    Yb[17] = t10
    Yb[18] = -t9
    Yb[19] = qdd[1]
    Yb[20] = qd[1]
    Yb[21] = t4
    return (Yb,)


def base_regressor(p, q, qd, qdd):
    """Yb(q, qd, qdd), kNv x kBaseParameters: tau = Yb beta, the columns of Y that the base parameters beta keep.

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    qdd: shape (2,), or (k, 2) for k states.
    Returns Yb (2, 11) or (k, 2, 11).
    """
    (q, qd, qdd), single = _states(((q, (2,)), (qd, (2,)), (qdd, (2,))))
    return _shaped(_base_regressor(p, q, qd, qdd), ((2, 11),), single)


def _base_parameters(p):
    # Built from: the model's standard parameters grouped exactly.
    # 8 multiplications, 2 additions, 0 divisions, 0 function calls.
    k = 1
    beta = np.zeros((11, k))
    t0 = p.l1 * p.l1
    beta[0] = p.m2 * t0 + p.m1 * t0
    beta[1] = p.m2 * p.l1 + p.l1 * p.m1
    beta[2] = 0.0
    beta[3] = 0.0
    beta[4] = 0.0
    beta[5] = p.l2 * p.l2 * p.m2
    beta[6] = p.m2 * p.l2
    beta[7] = 0.0
    beta[8] = 0.0
    beta[9] = 0.0
    beta[10] = 0.0
    return (beta,)


def base_parameters(p):
    """beta, kBaseParameters: the model's base parameters, the combinations of its standard parameters listed above.

    p: Params, the model's free symbols.
    Returns beta (11,).
    """
    _, single = _states(())
    return _shaped(_base_parameters(p), ((11,),), single)


def _task_jacobian(p, q):
    # Built from: forward kinematics in the base frame, the task's rows.
    # 8 multiplications, 7 additions, 0 divisions, 4 function calls.
    k = q.shape[1]
    Jx = np.zeros((4, k))
    t0 = np.cos(q[1])
    t1 = np.cos(q[0])
    t2 = np.sin(q[0])
    t3 = np.sin(q[1])
    t4 = p.l1 * t1
    t5 = t4 + p.l2 * (t0 * t1 - t2 * t3)
    t6 = p.l1 * t2
    t7 = (t0 * t2 + t3 * t1) * p.l2 + t6
    Jx[0] = -t7
    Jx[1] = t6 - t7
    Jx[2] = t5
    Jx[3] = t5 - t4
    return (Jx,)


def task_jacobian(p, q):
    """Jx(q), kTask x kDof: the task's rows of the tool frame's Jacobian (kTaskRows; kTask x kNv of the world-aligned Jacobian for a floating base).

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    Returns Jx (2, 2) or (k, 2, 2).
    """
    (q,), single = _states(((q, (2,)),))
    return _shaped(_task_jacobian(p, q), ((2, 2),), single)


def _task_mass_matrix(p, q):
    # Built from: calls mass_matrix, task_jacobian; LDL^T factorisations of M and Jx M^-1 Jx^T.
    # 28 multiplications, 15 additions, 4 divisions, 0 function calls. The solves included. Besides the functions it calls.
    k = q.shape[1]
    Mx = np.zeros((4, k))
    (M,) = _mass_matrix(p, q)
    (J,) = _task_jacobian(p, q)
    (Mx, status) = _task_space_solve(M, J, None, None, TASK, False)
    return (Mx, status)


def task_mass_matrix(p, q):
    """Mx(q) = (Jx M^-1 Jx^T)^-1, kTask x kTask (= Jx^-T M Jx^-1 for a square Jx). Returns the task status: 0; 1 singular task; 2 M not positive definite (results 0 then).

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    Returns Mx (2, 2) or (k, 2, 2), status: an int or (k,) ints.
    """
    (q,), single = _states(((q, (2,)),))
    return _shaped(_task_mass_matrix(p, q), ((2, 2), ()), single)


def _task_velocity_terms(p, q, qd):
    # Built from: calls mass_matrix, task_jacobian, coriolis_centrifugal, jacobian_dot_qd; LDL^T factorisations of M and Jx M^-1 Jx^T.
    # 29 multiplications, 19 additions, 4 divisions, 0 function calls. The solves included. Besides the functions it calls.
    k = q.shape[1]
    Vx = np.zeros((2, k))
    (M,) = _mass_matrix(p, q)
    (J,) = _task_jacobian(p, q)
    (V,) = _coriolis_centrifugal(p, q, qd)
    (a,) = _jacobian_dot_qd(p, q, qd)
    h = _task_rows_of(a)
    (Vx, status) = _task_space_solve(M, J, V, h, 1, False)
    return (Vx, status)


def task_velocity_terms(p, q, qd):
    """Vx(q, qd) = Jbar^T V - Mx Jdot qd, kTask, with Jbar = M^-1 Jx^T Mx (= Jx^-T (V - M Jx^-1 Jdot qd) for a square Jx). Returns the task status.

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    Returns Vx (2,) or (k, 2), status: an int or (k,) ints.
    """
    (q, qd), single = _states(((q, (2,)), (qd, (2,))))
    return _shaped(_task_velocity_terms(p, q, qd), ((2,), ()), single)


def _task_gravity(p, q):
    # Built from: calls mass_matrix, task_jacobian, gravity; LDL^T factorisations of M and Jx M^-1 Jx^T.
    # 29 multiplications, 17 additions, 4 divisions, 0 function calls. The solves included. Besides the functions it calls.
    k = q.shape[1]
    Gx = np.zeros((2, k))
    (M,) = _mass_matrix(p, q)
    (J,) = _task_jacobian(p, q)
    (G,) = _gravity(p, q)
    (Gx, status) = _task_space_solve(M, J, G, None, 1, False)
    return (Gx, status)


def task_gravity(p, q):
    """Gx(q) = Jbar^T G, kTask. Returns the task status.

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    Returns Gx (2,) or (k, 2), status: an int or (k,) ints.
    """
    (q,), single = _states(((q, (2,)),))
    return _shaped(_task_gravity(p, q), ((2,), ()), single)


def _task_dynamics(p, q, qd):
    # Built from: calls mass_matrix, task_jacobian, coriolis_centrifugal, gravity, jacobian_dot_qd; LDL^T factorisations of M and Jx M^-1 Jx^T.
    # 46 multiplications, 35 additions, 4 divisions, 0 function calls. The solves included. Besides the functions it calls.
    k = q.shape[1]
    Mx = np.zeros((4, k))
    Vx = np.zeros((2, k))
    Gx = np.zeros((2, k))
    (M,) = _mass_matrix(p, q)
    (J,) = _task_jacobian(p, q)
    (V,) = _coriolis_centrifugal(p, q, qd)
    (G,) = _gravity(p, q)
    (a,) = _jacobian_dot_qd(p, q, qd)
    h = _task_rows_of(a)
    (Mx, Vx, Gx, status) = _task_space_terms(M, J, V, G, h)
    return (Mx, Vx, Gx, status)


def task_dynamics(p, q, qd):
    """Mx, Vx and Gx at (q, qd) from one factorisation: what task_mass_matrix, task_velocity_terms and task_gravity return, for about the cost of one (an operational-space controller's call). Returns the task status.

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    qd: shape (2,), or (k, 2) for k states.
    Returns Mx (2, 2) or (k, 2, 2), Vx (2,) or (k, 2), Gx (2,) or (k, 2), status: an int or (k,) ints.
    """
    (q, qd), single = _states(((q, (2,)), (qd, (2,))))
    return _shaped(_task_dynamics(p, q, qd), ((2, 2), (2,), (2,), ()), single)


def _task_coriolis_coefficients(p, q):
    # Built from: calls mass_matrix, task_jacobian, coriolis_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
    # 41 multiplications, 31 additions, 4 divisions, 4 function calls. The solves included. Besides the functions it calls.
    k = q.shape[1]
    Bx = np.zeros((2, k))
    H = np.zeros((2, k))
    (M,) = _mass_matrix(p, q)
    (J,) = _task_jacobian(p, q)
    (K,) = _coriolis_coefficients(p, q)
    t0 = np.cos(q[1])
    t1 = np.sin(q[0])
    t2 = np.sin(q[1])
    t3 = np.cos(q[0])
    t4 = (t0 * t1 + t2 * t3) * p.l2
    t5 = p.l1 * t1
    t6 = p.l2 * (t0 * t3 - t1 * t2)
    t7 = p.l1 * t3
    H[0] = t7 - (t7 + t6) - t6
    H[1] = t5 - (t4 + t5) - t4
    (Bx, status) = _task_space_solve(M, J, K, H, 1, True)
    return (Bx, status)


def task_coriolis_coefficients(p, q):
    """Bx(q), kDof x kDof(kDof-1)/2: Jx^T Vx = Bx [qd qd] + Cx [qd^2], pairs j < k in lexicographic order (B's shape). Returns the task status.

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    Returns Bx (2, 1) or (k, 2, 1), status: an int or (k,) ints.
    """
    (q,), single = _states(((q, (2,)),))
    return _shaped(_task_coriolis_coefficients(p, q), ((2, 1), ()), single)


def _task_centrifugal_coefficients(p, q):
    # Built from: calls mass_matrix, task_jacobian, centrifugal_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
    # 54 multiplications, 44 additions, 4 divisions, 4 function calls. The solves included. Besides the functions it calls.
    k = q.shape[1]
    Cx = np.zeros((4, k))
    H = np.zeros((4, k))
    (M,) = _mass_matrix(p, q)
    (J,) = _task_jacobian(p, q)
    (K,) = _centrifugal_coefficients(p, q)
    t0 = np.cos(q[1])
    t1 = np.sin(q[0])
    t2 = np.sin(q[1])
    t3 = np.cos(q[0])
    t4 = (t0 * t1 + t2 * t3) * p.l2
    t5 = p.l2 * (t0 * t3 - t1 * t2)
    H[0] = -(p.l1 * t3 + t5)
    H[1] = -t5
    H[2] = -(t4 + p.l1 * t1)
    H[3] = -t4
    (Cx, status) = _task_space_solve(M, J, K, H, 2, True)
    return (Cx, status)


def task_centrifugal_coefficients(p, q):
    """Cx(q), kDof x kDof: coefficients of qd_j^2 in Jx^T Vx (C's shape). Returns the task status.

    p: Params, the model's free symbols.
    q: shape (2,), or (k, 2) for k states.
    Returns Cx (2, 2) or (k, 2, 2), status: an int or (k,) ints.
    """
    (q,), single = _states(((q, (2,)),))
    return _shaped(_task_centrifugal_coefficients(p, q), ((2, 2), ()), single)
