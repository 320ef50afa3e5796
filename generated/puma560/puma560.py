# puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
# Each function's "Built from" line names its route.
# Do not edit; regenerate with the command below instead.
# Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
# Command: nedyn generate puma560.yaml --language python
"""puma560: rigid-body dynamics emitted by nedyn, over NumPy.

The functions are closed forms and recursion programs, as the banner says.

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


import numpy as np

#: Degrees of freedom.
DOF = 6
#: Entries of q (NQ), and of qd, qdd and tau (NV): DOF both for a fixed base.
NQ = 6
NV = 6
#: The joints' names as the model file gives them, in coordinate order.
JOINT_NAMES = ("joint1", "joint2", "joint3", "joint4", "joint5", "joint6")
#: The model file's joint limits in coordinate order: position (rad, or m for
#: a prismatic joint), velocity (rad/s or m/s), effort (N m or N); nan where
#: the file gives none.
POSITION_LOWER = np.array([np.nan, np.nan, np.nan, np.nan, np.nan, np.nan], dtype=float)
POSITION_UPPER = np.array([np.nan, np.nan, np.nan, np.nan, np.nan, np.nan], dtype=float)
VELOCITY_LIMIT = np.array([np.nan, np.nan, np.nan, np.nan, np.nan, np.nan], dtype=float)
EFFORT_LIMIT = np.array([np.nan, np.nan, np.nan, np.nan, np.nan, np.nan], dtype=float)
#: The frames of frame_pose, frame_jacobian and frame_jacobian_dot_v, by index
#: (`nedyn generate --frames`; the leaves and the tool by default).
FRAMES = 1
FRAME_NAMES = ("tool",)
#: The standard parameters pi: link i's are entries 13 (i-1) to 13 (i-1) + 12,
#: XX XY XZ YY YZ ZZ MX MY MZ M about the frame the model file gives link
#: i's inertia in, then Ia Fv Fc.
STANDARD_PARAMETERS = 13 * DOF
#: The base parameters beta: tau = base_regressor(...) beta, where
#:   beta[0] = -3001/10000*MY3-4661281/25000000*M2-65739331/400000000*M3-65739331/400000000*M4-65739331/400000000*M5-65739331/400000000*M6+Ia1+YY1+YY2+ZZ3
#:   beta[1] = Fv1
#:   beta[2] = Fc1
#:   beta[3] = 4661281/25000000*M2+4661281/25000000*M3+4661281/25000000*M4+4661281/25000000*M5+4661281/25000000*M6+XX2-YY2
#:   beta[4] = XY2
#:   beta[5] = 2159/5000*MY3-2159/5000*MZ2-6479159/100000000*M3-6479159/100000000*M4-6479159/100000000*M5-6479159/100000000*M6+XZ2
#:   beta[6] = YZ2
#:   beta[7] = -4661281/25000000*M2-4661281/25000000*M3-4661281/25000000*M4-4661281/25000000*M5-4661281/25000000*M6+Ia2+ZZ2
#:   beta[8] = 2159/5000*M2+2159/5000*M3+2159/5000*M4+2159/5000*M5+2159/5000*M6+MX2
#:   beta[9] = MY2
#:   beta[10] = Fv2
#:   beta[11] = Fc2
#:   beta[12] = 18686333/100000000*M4+18686333/100000000*M5+18686333/100000000*M6+2159/2500*MY4+41209/100000000*M3+XX3-ZZ3+ZZ4
#:   beta[13] = -203/10000*MY3+XY3
#:   beta[14] = XZ3
#:   beta[15] = 2159/2500*MY4+3720783/20000000*M4+3720783/20000000*M5+3720783/20000000*M6-41209/100000000*M3+YY3+ZZ4
#:   beta[16] = YZ3
#:   beta[17] = 203/10000*M3+203/10000*M4+203/10000*M5+203/10000*M6+MX3
#:   beta[18] = 2159/5000*M4+2159/5000*M5+2159/5000*M6+MY4+MZ3
#:   beta[19] = Ia3
#:   beta[20] = Fv3
#:   beta[21] = Fc3
#:   beta[22] = XX4-ZZ4+ZZ5
#:   beta[23] = XY4
#:   beta[24] = XZ4
#:   beta[25] = YY4+ZZ5
#:   beta[26] = YZ4
#:   beta[27] = MX4
#:   beta[28] = -MY5+MZ4
#:   beta[29] = Ia4
#:   beta[30] = Fv4
#:   beta[31] = Fc4
#:   beta[32] = XX5+YY6-ZZ5
#:   beta[33] = XY5
#:   beta[34] = XZ5
#:   beta[35] = YY5+YY6
#:   beta[36] = YZ5
#:   beta[37] = MX5
#:   beta[38] = MZ5+MZ6
#:   beta[39] = Ia5
#:   beta[40] = Fv5
#:   beta[41] = Fc5
#:   beta[42] = XX6-YY6
#:   beta[43] = XY6
#:   beta[44] = XZ6
#:   beta[45] = YZ6
#:   beta[46] = ZZ6
#:   beta[47] = MX6
#:   beta[48] = MY6
#:   beta[49] = Ia6
#:   beta[50] = Fv6
#:   beta[51] = Fc6
BASE_PARAMETERS = 52
#: The task: TASK coordinates of the tool frame's motion in the base frame, the rows
#: TASK_ROWS (x, y, z, wx, wy, wz) of the 6 x NV Jacobian (0-2 linear, 3-5 angular).
TASK = 6
TASK_ROWS = (0, 1, 2, 3, 4, 5)
#: A pivot d_k of A = Jx M^-1 Jx^T at most TASK_SINGULARITY A_kk is singular.
TASK_SINGULARITY = 1e-10



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
    h[2] = a[2]
    h[3] = a[3]
    h[4] = a[4]
    h[5] = a[5]
    return h



def _inverse_dynamics(q, qd, qdd):
    # Built from: recursion: Newton-Euler program, grouped inertial parameters.
    # 207 multiplications, 163 additions, 0 divisions, 16 function calls.
    k = q.shape[1]
    tau = np.zeros((6, k))
    t0 = np.cos(q[1])
    t1 = np.sin(q[1])
    t2 = np.cos(q[2])
    t3 = np.sin(q[2])
    t4 = np.cos(q[4])
    t5 = np.cos(q[3])
    t6 = np.sin(q[3])
    t7 = np.sin(q[4])
    t8 = np.cos(q[5])
    t9 = np.sin(q[5])
    t10 = t1 * qd[0]
    t11 = t10 * qd[1]
    t12 = qdd[0] * t0 - t11
    t13 = t0 * qd[0]
    t14 = t13 * qd[1]
    t15 = qdd[0] * t1 + t14
    t16 = 0.4318 * (qdd[1] + t10 * t13) + 0.15005 * (t14 - t15) + 9.81 * t0
    t17 = t13 * t3 + t10 * t2
    t18 = t2 * t12 - t15 * t3 - t17 * qd[2]
    t19 = qdd[3] + t18
    t20 = t13 * t2 - t10 * t3
    t21 = t12 * t3 + t2 * t15 + qd[2] * t20
    t22 = qdd[1] + qdd[2]
    t23 = qd[2] + qd[1]
    t24 = t5 * t23 + t17 * t6
    t25 = t5 * t21 - t6 * t22 - t24 * qd[3]
    t26 = qd[3] + t20
    t27 = t5 * t17 - t23 * t6
    t28 = t7 * t26 + t27 * t4
    t29 = 4e-05 * (t4 * t19 - t25 * t7 - t28 * qd[4] + qdd[5])
    t30 = np.sign(qd[5])
    t31 = t13 * t13
    t32 = 9.81 * t1 + (0.15005 * (t11 + t12) - 0.4318 * (t31 + qd[1] * qd[1]))
    t33 = 0.4318 * (t11 - t12) - 0.15005 * (t10 * t10 + t31)
    t34 = t16 * t2 - t32 * t3
    t35 = t16 * t3 + t32 * t2
    t36 = t17 * t20
    t37 = t36 + t22
    t38 = t17 * t17
    t39 = t23 * t17
    t40 = t23 * t23
    t41 = t23 * t20
    t42 = t20 * t20
    t43 = t38 + t40
    t44 = 0.3586500705 * t22 - 0.0047376 * t18 - (0.3326198455 * t36 + (0.011273199 * (t38 - t42) + 0.0047376 * t39))
    t45 = t36 - t22
    t46 = 0.0047376 * t36 - 0.011273199 * t41 - 0.026030225 * t39 - (0.0047376 * t22 + 0.011273199 * t21) - 0.025375 * t33
    t47 = t27 * qd[3] + (t5 * t22 + t6 * t21) + qdd[4]
    t48 = t40 + t42
    t49 = 0.011273199 * t39 - 0.0047376 * (t42 - t40) + 0.3586500705 * t41 + (0.3326198455 * t21 - 0.011273199 * t18)
    t50 = t21 + t41
    t51 = t39 - t18
    t52 = t35 + (0.4318 * t45 - 0.0203 * t48)
    t53 = 0.4318 * t50 + 0.0203 * t51 + t33
    t54 = t4 * t26 - t27 * t7
    t55 = t28 * t54
    t56 = 0.00064216 * t47 - 0.00024216 * t55 - 0.00288 * (t7 * (t34 + (0.0203 * t37 - 0.4318 * t43)) + t4 * (t52 * t5 - t53 * t6))
    t57 = 0.00288 * (t55 - t47)
    t58 = t24 + qd[4]
    t59 = 4e-05 * (qd[5] + t54)
    t60 = (t28 * t8 - t58 * t9) * t59
    t61 = t59 * (t28 * t9 + t58 * t8)
    t62 = t60 * t8 + t9 * t61 + t56
    t63 = np.sign(qd[4])
    t64 = t4 * t25 + t19 * t7 + qd[4] * t54
    t65 = t58 * t54
    t66 = t60 * t9 - t8 * t61 + (0.00024216 * t64 + 0.00064216 * t65 + 0.00288 * (t52 * t6 + t53 * t5))
    t67 = 0.00288 * (t64 + t65)
    t68 = t29 - 0.0004 * (t58 * t28)
    t69 = 0.00288 * (t28 * t28 + t58 * t58)
    t70 = 0.0003 * (t27 * t24) + 0.0016 * t19 + (t4 * t68 + t66 * t7)
    t71 = t66 * t4 - t68 * t7 + (0.0003 * t25 - 0.0016 * (t24 * t26))
    t72 = 0.0013 * (t27 * t26) + t62
    t73 = np.sign(qd[3])
    t74 = t57 * t7 - t69 * t4
    t75 = t4 * t57 + t69 * t7
    t76 = t74 + (0.025375 * t37 - 0.89133 * t43)
    t77 = t67 * t6 + t75 * t5
    t78 = t5 * t72 - t6 * t71 + (t44 + (0.025375 * t34 - 0.89133 * t35)) + (0.0203 * t74 - 0.4318 * t77)
    t79 = 0.89133 * t45 - 0.025375 * t48 + t77
    t80 = t67 * t5 - t75 * t6
    t81 = 0.4318 * t80 + (t49 + 0.89133 * t33 + (t5 * t71 + t6 * t72))
    t82 = t70 + t46 - 0.0203 * t80
    t83 = np.sign(qd[2])
    t84 = 0.0070992 * t13 + 1.601861202 * t10 + 0.6903913435 * qd[1]
    t85 = 0.0070992 * t10 + 0.023751 * qd[1]
    t86 = 37.2347379 * t0 - 1.024164 * t1 + (1.748114002 * qdd[1] - (0.6903913435 * t15 + 0.023751 * t12) + (t84 * t13 - t85 * t10))
    t87 = t76 * t2 + t79 * t3
    t88 = np.sign(qd[1])
    t89 = 1.748114002 * qd[1] - (0.023751 * t13 + 0.6903913435 * t10)
    t90 = t81 * t3 + t82 * t2 - (t84 * qd[1] + t89 * t10 + (0.023751 * qdd[1] + 0.0070992 * t15)) + (0.15005 * (t2 * t79 - t76 * t3) - 0.4318 * (t80 + (0.025375 * t51 + 0.89133 * t50)))
    t91 = t81 * t2 - t82 * t3 + (t89 * t13 + t85 * qd[1] - (1.601861202 * t15 + 0.0070992 * t12 + 0.6903913435 * qdd[1]))
    t92 = np.sign(qd[0])
    t93 = 25.9836065 * t92 + 5.8018217679508 * qd[0] + (3.153542285625 * qdd[0] + (t90 * t0 + (t91 - 0.15005 * t87) * t1) + 0.784029968642 * qdd[0])
    tau[0] = t93
    tau[1] = 2.324814845 * qdd[1] + (t78 + t86 + 0.4318 * t87) + (10.6197775 * t88 + 9.496868641825 * qd[1])
    tau[2] = 6.36419655 * t83 + 3.9804259903722 * qd[2] + (0.576873331938 * qdd[2] + t78)
    tau[3] = t70 + 0.19079062612368 * qdd[3] + (0.411645229697152 * qd[3] + 1.06831142 * t73)
    tau[4] = t62 + 0.170706291657 * qdd[4] + (0.4272830209354 * qd[4] + 0.85444524 * t63)
    tau[5] = 0.2158232532732 * qd[5] + 0.55443978 * t30 + (0.194064505668 * qdd[5] + t29)
    return (tau,)


def inverse_dynamics(q, qd, qdd):
    """tau = M(q) qdd + V(q, qd) + G(q) + friction(qd), rotor inertia included (free motion).

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    qdd: shape (6,), or (k, 6) for k states.
    Returns tau (6,) or (k, 6).
    """
    (q, qd, qdd), single = _states(((q, (6,)), (qd, (6,)), (qdd, (6,))))
    return _shaped(_inverse_dynamics(q, qd, qdd), ((6,),), single)


def _mass_matrix(q):
    # Built from: closed form, Horner.
    # 108 multiplications, 80 additions, 0 divisions, 8 function calls.
    k = q.shape[1]
    M = np.zeros((36, k))
    t0 = np.cos(q[4])
    t1 = np.sin(q[3])
    t2 = np.sin(q[4])
    t3 = np.cos(q[1])
    t4 = np.cos(q[2])
    t5 = np.sin(q[1])
    t6 = np.sin(q[2])
    t7 = np.cos(q[3])
    t8 = t1 * t2
    t9 = 4e-05 * t8
    t10 = t3 * t4 - t5 * t6
    t11 = t3 * t6 + t5 * t4
    t12 = t7 * t11
    t13 = 0.001243584 * t4
    t14 = 0.001243584 * t6
    t15 = 0.000432144 * t2
    t16 = 5.8464e-05 * t10 + 0.001243584 * t3
    t17 = 0.00020216 * (t2 * t2)
    t18 = (-0.1384816665 - 0.001243584 * t8 + (-0.000432144 - 0.00020216 * t8) * t0) * t10 + (-0.00380751875 - 5.8464e-05 * t8 + t7 * (t15 + (0.0001 + t17) * t1)) * t11
    t19 = 0.00020216 * t0
    t20 = -0.001243584 - t19
    t21 = 0.00020216 * t2
    t22 = 0.002487168 * t0
    t23 = t7 * t2
    t24 = t1 * t1
    t25 = 0.00020216 * (t2 * t24)
    t26 = 0.0001 * t24
    t27 = (t7 * (-0.000116928 - t13) - t25) * t2 + (0.3592922305 + 0.010956925 * t4 - 0.384876294 * t6 - t26 + (0.002487168 - t14) * t0)
    t28 = 4.4322210775 + 0.02191385 * t4 - 0.769752588 * t6 - t26 + t0 * (0.002487168 - 0.002487168 * t6) + ((-0.000116928 - 0.002487168 * t4) * t7 - t25) * t2
    t29 = t11 * (0.000432144 * t23 - 0.00380751875) - (0.6903913435 * t5 + 0.023751 * t3) + (-0.1384816665 - 0.000432144 * t0) * t10
    t30 = t1 * (0.0001 * t12 + t2 * ((0.00020216 * t23 - 5.8464e-05) * t11 - 0.001243584 * t5 + t20 * t10)) + t29
    t31 = (t7 * ((0.002487168 + 0.00040432 * t0) * t2) + (-0.022546398 - 0.000116928 * t0)) * t10 + (-0.769752588 - t22) * t3
    t32 = t31 + (t26 + (0.3315220055 + t22) + (0.000116928 * t7 + t2 * (0.00020216 * t24 - 0.00040432)) * t2) * t11
    t33 = 3.939212254267 - 1.601861202 * (t5 * t5) + (0.02191385 * t10 - 0.0141984 * t5) * t3 + (t21 + 0.000864288 * t1 + (-0.000116928 - 0.002487168 * (t3 * t10)) * t7) * t2
    M[0] = t33 + t32 * t11
    M[6] = t30
    M[7] = t28
    M[12] = t18
    M[13] = t27
    M[14] = t1 * ((-0.0001 - t17) * t1) + (t22 + (0.936165562438 - 0.000116928 * t23))
    M[18] = 0.00164 * t10 + (t7 * (t11 * (0.001243584 + t19) - t16) + (t21 + 0.000432144 * t1) * t10) * t2
    M[19] = (t14 - t19 - 0.001243584) * t2 * t1
    M[20] = t1 * (t20 * t2)
    M[21] = 0.19243062612368 + t17
    M[24] = (0.00064216 * t1 + t15) * t11 + ((0.001243584 * t11 - t16) * t1 - 0.000432144 * (t7 * t10)) * t0
    M[25] = t2 * (-5.8464e-05 - t13) + (0.00064216 + t0 * (0.001243584 - t14)) * t7
    M[26] = t7 * (0.00064216 + 0.001243584 * t0) - 5.8464e-05 * t2
    M[27] = 0.0
    M[28] = 0.171348451657
    M[30] = 4e-05 * (t0 * t10) - 4e-05 * (t12 * t2)
    M[31] = t9
    M[32] = t9
    M[33] = 4e-05 * t0
    M[34] = 0.0
    M[35] = 0.194104505668
    M[1] = M[6]
    M[2] = M[12]
    M[3] = M[18]
    M[4] = M[24]
    M[5] = M[30]
    M[8] = M[13]
    M[9] = M[19]
    M[10] = M[25]
    M[11] = M[31]
    M[15] = M[20]
    M[16] = M[26]
    M[17] = M[32]
    M[22] = M[27]
    M[23] = M[33]
    M[29] = M[34]
    return (M,)


def mass_matrix(q):
    """M(q), kDof x kDof, rotor inertia on the diagonal.

    q: shape (6,), or (k, 6) for k states.
    Returns M (6, 6) or (k, 6, 6).
    """
    (q,), single = _states(((q, (6,)),))
    return _shaped(_mass_matrix(q), ((6, 6),), single)


def _coriolis_centrifugal(q, qd):
    # Built from: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters.
    # 167 multiplications, 125 additions, 0 divisions, 10 function calls.
    k = q.shape[1]
    V = np.zeros((6, k))
    t0 = np.cos(q[1])
    t1 = np.cos(q[2])
    t2 = np.sin(q[1])
    t3 = np.sin(q[2])
    t4 = np.cos(q[3])
    t5 = np.sin(q[3])
    t6 = np.sin(q[4])
    t7 = np.cos(q[4])
    t8 = np.cos(q[5])
    t9 = np.sin(q[5])
    t10 = t0 * qd[0]
    t11 = t10 * qd[1]
    t12 = t2 * qd[0]
    t13 = t12 * qd[1]
    t14 = t10 * t1 - t12 * t3
    t15 = t11 * t1 - t13 * t3 + qd[2] * t14
    t16 = t10 * t3 + t12 * t1
    t17 = qd[2] + qd[1]
    t18 = t4 * t17 + t16 * t5
    t19 = t4 * t15 - t18 * qd[3]
    t20 = t13 * t1 + t11 * t3 + t16 * qd[2]
    t21 = qd[3] + t14
    t22 = t4 * t16 - t17 * t5
    t23 = t6 * t21 + t22 * t7
    t24 = 4e-05 * (t23 * qd[4] + (t6 * t19 + t7 * t20))
    t25 = t18 + qd[4]
    t26 = t7 * t21 - t22 * t6
    t27 = 4e-05 * (qd[5] + t26)
    t28 = (t23 * t8 - t25 * t9) * t27
    t29 = t27 * (t23 * t9 + t25 * t8)
    t30 = t16 * t14
    t31 = t14 * t14
    t32 = t17 * t14
    t33 = t17 * t17
    t34 = t17 * t16
    t35 = t16 * t16
    t36 = t33 + t31
    t37 = t12 * t10
    t38 = t10 * t10
    t39 = t12 * t12
    t40 = 0.4318 * t37
    t41 = qd[1] * qd[1]
    t42 = 0.4318 * (t38 + t41)
    t43 = t40 * t3 - t42 * t1
    t44 = t40 * t1 + t42 * t3
    t45 = t43 + (0.4318 * t30 - 0.0203 * t36)
    t46 = 0.025375 * t44 - 0.89133 * t43 + (0.0047376 * t20 - (0.3326198455 * t30 + (0.011273199 * (t35 - t31) + 0.0047376 * t34)))
    t47 = t35 + t33
    t48 = 0.011273199 * t34 - 0.0047376 * (t31 - t33) + 0.3586500705 * t32 + (0.3326198455 * t15 + 0.011273199 * t20)
    t49 = t15 + t32
    t50 = t34 + t20
    t51 = 0.4318 * (t13 + t13) - 0.15005 * (t39 + t38)
    t52 = 0.4318 * t49 + 0.0203 * t50 + t51
    t53 = t23 * t26
    t54 = t22 * qd[3] + t15 * t5
    t55 = 0.00064216 * t54 - 0.00024216 * t53 - 0.00288 * (t6 * (t44 + (0.0203 * t30 - 0.4318 * t47)) + (t4 * t45 - t5 * t52) * t7)
    t56 = 0.00288 * (t53 - t54)
    t57 = t28 * t8 + t9 * t29 + t55
    t58 = t7 * t19 - t20 * t6 + qd[4] * t26
    t59 = t25 * t26
    t60 = 0.00288 * (t4 * t52 + t5 * t45) + (0.00024216 * t58 + 0.00064216 * t59) + (t28 * t9 - t8 * t29)
    t61 = 0.00288 * (t59 + t58)
    t62 = 0.0004 * (t25 * t23) + t24
    t63 = 0.00288 * (t23 * t23 + t25 * t25)
    t64 = t60 * t6 - t7 * t62 + (0.0003 * (t22 * t18) - 0.0016 * t20)
    t65 = t60 * t7 + t6 * t62 + (0.0003 * t19 - 0.0016 * (t18 * t21))
    t66 = 0.0013 * (t22 * t21) + t57
    t67 = t6 * t56 - t63 * t7
    t68 = t63 * t6 + t7 * t56
    t69 = 0.025375 * t30 - 0.89133 * t47 + t67
    t70 = t5 * t61 + t4 * t68
    t71 = 0.0203 * t67 - 0.4318 * t70 + (t46 + (t4 * t66 - t5 * t65))
    t72 = 0.89133 * t30 - 0.025375 * t36 + t70
    t73 = t4 * t61 - t5 * t68
    t74 = t64 + (0.0047376 * t30 - 0.011273199 * t32 - 0.026030225 * t34 - 0.011273199 * t15 - 0.025375 * t51) - 0.0203 * t73
    t75 = t5 * t66 + t4 * t65 + (0.89133 * t51 + t48) + 0.4318 * t73
    t76 = 0.6903913435 * t11
    t77 = 0.023751 * t13
    t78 = t69 * t1 + t72 * t3
    t79 = 0.0070992 * t13
    t80 = t75 * t1 - t74 * t3 + (t79 - 1.601861202 * t11 + (1.748114002 * t11 + (t79 - 0.6903913435 * t37 - 0.023751 * (t38 - t41))))
    t81 = 0.0070992 * t11
    t82 = t74 * t1 + t75 * t3 + (0.023751 * t37 - t81 - 0.6903913435 * (t41 - t39) - 3.349975204 * t13 - t81) + (0.15005 * (t72 * t1 - t69 * t3) - 0.4318 * (0.025375 * t50 + 0.89133 * t49 + t73))
    V[0] = (t80 - 0.15005 * t78) * t2 + t0 * t82
    V[1] = t77 - t76 + (1.601861202 * t37 + (t76 - t77 - 0.0070992 * (t39 - t38))) + t71 + 0.4318 * t78
    V[2] = t71
    V[3] = t64
    V[4] = t57
    V[5] = -t24
    return (V,)


def coriolis_centrifugal(q, qd):
    """V(q, qd) = B(q) [qd qd] + C(q) [qd^2].

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    Returns V (6,) or (k, 6).
    """
    (q, qd), single = _states(((q, (6,)), (qd, (6,))))
    return _shaped(_coriolis_centrifugal(q, qd), ((6,),), single)


def _gravity(q):
    # Built from: closed form, Horner.
    # 19 multiplications, 10 additions, 0 divisions, 8 function calls.
    k = q.shape[1]
    G = np.zeros((6, k))
    t0 = np.cos(q[1])
    t1 = np.cos(q[2])
    t2 = np.sin(q[1])
    t3 = np.sin(q[2])
    t4 = np.sin(q[4])
    t5 = np.cos(q[3])
    t6 = np.cos(q[4])
    t7 = np.sin(q[3])
    t8 = t0 * t1 - t2 * t3
    t9 = t0 * t3 + t2 * t1
    t10 = (0.24892875 - 0.0282528 * (t5 * t4)) * t8
    t11 = (-8.7439473 - 0.0282528 * t6) * t9
    G[0] = 0.0
    G[1] = t10 + (t11 + (37.2347379 * t0 - 1.024164 * t2))
    G[2] = t10 + t11
    G[3] = 0.0282528 * (t7 * t9 * t4)
    G[4] = -(0.0282528 * (t4 * t8) + 0.0282528 * (t5 * t6 * t9))
    G[5] = 0.0
    return (G,)


def gravity(q):
    """G(q) for the model's gravity vector.

    q: shape (6,), or (k, 6) for k states.
    Returns G (6,) or (k, 6).
    """
    (q,), single = _states(((q, (6,)),))
    return _shaped(_gravity(q), ((6,),), single)


def _coriolis_coefficients(q):
    # Built from: closed form, Horner.
    # 174 multiplications, 124 additions, 0 divisions, 8 function calls.
    k = q.shape[1]
    B = np.zeros((90, k))
    t0 = np.sin(q[4])
    t1 = np.cos(q[4])
    t2 = np.sin(q[3])
    t3 = np.cos(q[3])
    t4 = np.cos(q[1])
    t5 = np.sin(q[2])
    t6 = np.sin(q[1])
    t7 = np.cos(q[2])
    t8 = 4e-05 * t0
    t9 = -t8
    t10 = 4e-05 * (t1 * t2)
    t11 = t3 * t0
    t12 = 4e-05 * t11
    t13 = t4 * t5 + t6 * t7
    t14 = t4 * t7 - t6 * t5
    t15 = 4e-05 * (t3 * t1 * t13) + 4e-05 * (t0 * t14)
    t16 = -t15
    t17 = 4e-05 * (t2 * t13 * t0)
    t18 = t1 * t13
    t19 = 4e-05 * (t0 * (t3 * t14)) + 4e-05 * t18
    t20 = -t19
    t21 = -t10
    t22 = 0.00040432 * (t0 * t0)
    t23 = -0.00044 - t22
    t24 = t23 * t2
    t25 = 0.000116928 * t3
    t26 = t2 * t2
    t27 = 0.00040432 * (t0 * t26)
    t28 = 0.002487168 * t0 + t1 * (t25 + t27)
    t29 = 0.00044 + t22
    t30 = 0.00040432 * (t1 * t14 * t0)
    t31 = 0.002487168 * t1
    t32 = 0.00040432 * t11
    t33 = (0.000116928 - t32) * t13
    t34 = 0.002487168 * t6
    t35 = 0.002487168 * t14 + t34
    t36 = 0.000116928 * t13 + t34
    t37 = 0.00084432 - t22
    t38 = -t12
    t39 = t2 * t29
    t40 = 0.0002 + t22
    t41 = 0.000116928 * t0
    t42 = 0.00040432 * t26
    t43 = 0.0002 * t26
    t44 = t0 * (t42 - 0.00040432)
    t45 = t43 - 0.00174
    t46 = 0.00040432 * t1
    t47 = 0.002487168 + t46
    t48 = -0.002487168 - t46
    t49 = t3 * (t47 * t0)
    t50 = -0.00084432 - t31 + t22
    t51 = -t28
    t52 = -0.0002 - t22
    t53 = (t52 * t3 + t41) * t2
    t54 = (t32 - 0.000116928) * t13
    t55 = (0.00040432 - t42) * t0
    t56 = t42 - 0.00080864
    t57 = 0.00174 - t43
    t58 = ((0.000233856 * t3 + t56 * t0) * t0 + (t43 + (0.663044011 + 0.004974336 * t1))) * t14
    t59 = t22 - 0.00084432
    t60 = 0.002487168 * t5 - 0.002487168
    t61 = 0.002487168 * t7
    t62 = t1 * ((-0.000116928 - t61) * t3 - t27) + t60 * t0
    t63 = t2 * ((0.000116928 + (t61 - t32)) * t0 - 0.0002 * t3)
    t64 = -0.769752588 - t31
    t65 = 0.002487168 * t11
    t66 = t65 - 0.02191385
    t67 = t14 * t48
    t68 = 0.000864288 * t2 + 0.00040432 * t0
    t69 = 0.002487168 * t4
    t70 = (t69 + (0.000116928 - 0.00080864 * t11) * t14 + t13 * (t1 * t56 - 0.002487168)) * t0 + t3 * ((0.00040432 + t31) * t14 + 0.000116928 * t18)
    t71 = 0.000864288 * t0
    t72 = ((t52 * t2 - t71) * t2 - 0.00154) * t13
    t73 = t2 * t0
    t74 = 0.000864288 + 0.00040432 * t73
    t75 = t14 * (-0.0076150375 - 0.000116928 * t73 + t3 * (t71 + t2 * t40)) + t13 * (t1 * t74 + (0.276963333 + 0.002487168 * t73))
    t76 = t1 * (t13 * t74) * t3 + (t71 + t39) * t14
    t77 = t4 * t14
    t78 = 0.002487168 * t77
    t79 = (t0 * (t13 * (t54 + t67) + (0.000116928 + t78)) + 0.0002 * (t3 * t13 * t13)) * t2 + 0.000864288 * t11
    t80 = ((-0.004974336 - 0.00080864 * t1) * t0 * t3 + (0.045092796 + 0.000233856 * t1)) * t13
    t81 = t4 * t66
    t82 = (t58 + (t81 + t80)) * t13 + (t65 + (-0.022546398 - 0.769752588 * t77) + (t32 - t78 - 0.000116928) * t1)
    t83 = (t64 * t4 + t6 * t66) * t14 + ((0.0283968 * t6 - 3.203722404 * t4) * t6 + (-0.036744798 - 0.000116928 * t1) + t49)
    B[0] = t83 + (t80 + (t81 + (0.769752588 + t31) * t6) + t58) * t13
    B[1] = t82
    B[2] = t79
    B[3] = ((-0.000116928 - t78) * t3 + t68) * t1 + t70 * t13
    B[4] = 0.0
    B[5] = t75
    B[6] = t72
    B[7] = t76
    B[8] = t20
    B[9] = t72
    B[10] = t76
    B[11] = t20
    B[12] = t1 * t68 * t14 + t3 * (t1 * (0.002487168 * t13 - (0.000116928 * t14 + t69)) + t37 * t13)
    B[13] = t17
    B[14] = t16
    B[15] = 0.0
    B[16] = 0.0
    B[17] = (t13 * t55 + t3 * (t67 - t36)) * t0 + t13 * t57
    B[18] = ((t54 - t35) * t1 + t59 * t14) * t2
    B[19] = t19
    B[20] = t64 * t7 + t66 * t5
    B[21] = t63
    B[22] = t62
    B[23] = 0.0
    B[24] = t63
    B[25] = t62
    B[26] = 0.0
    B[27] = t2 * (t59 + t60 * t1)
    B[28] = t12
    B[29] = t10
    B[30] = 0.0
    B[31] = 0.0
    B[32] = t0 * t48 * t3 * t14 + t13 * ((t55 - t25) * t0 + t57)
    B[33] = t2 * (t50 * t14 + t54 * t1)
    B[34] = t19
    B[35] = 0.0
    B[36] = t53
    B[37] = t51
    B[38] = 0.0
    B[39] = t53
    B[40] = t51
    B[41] = 0.0
    B[42] = t2 * t50
    B[43] = t12
    B[44] = t10
    B[45] = t45 * t13 + (t13 * t44 + t3 * (t47 * t14 + t36)) * t0
    B[46] = t49 * t14 + (t45 + (t25 + t44) * t0) * t13
    B[47] = 0.0
    B[48] = t3 * (t23 * t13) + t30
    B[49] = -t17
    B[50] = (t3 * t40 - t41) * t2
    B[51] = 0.0
    B[52] = t39
    B[53] = t38
    B[54] = 0.0
    B[55] = t39
    B[56] = t38
    B[57] = 0.00040432 * (t1 * t0)
    B[58] = 0.0
    B[59] = t9
    B[60] = ((t33 + t35) * t1 + t37 * t14) * t2
    B[61] = t2 * (t1 * t33 + (0.00084432 + t31 - t22) * t14)
    B[62] = t3 * (t13 * t29) - t30
    B[63] = 0.0
    B[64] = t15
    B[65] = t28
    B[66] = t24
    B[67] = 0.0
    B[68] = t21
    B[69] = t24
    B[70] = 0.0
    B[71] = t21
    B[72] = 0.0
    B[73] = t8
    B[74] = 0.0
    B[75] = t20
    B[76] = t20
    B[77] = t17
    B[78] = t16
    B[79] = 0.0
    B[80] = 0.0
    B[81] = t12
    B[82] = t10
    B[83] = 0.0
    B[84] = t12
    B[85] = t10
    B[86] = 0.0
    B[87] = t9
    B[88] = 0.0
    B[89] = 0.0
    return (B,)


def coriolis_coefficients(q):
    """B(q), kDof x kDof(kDof-1)/2: coefficients of qd_j qd_k, pairs j < k in lexicographic order (kNv x kNv(kNv-1)/2 over the entries of qd for a floating base).

    q: shape (6,), or (k, 6) for k states.
    Returns B (6, 15) or (k, 6, 15).
    """
    (q,), single = _states(((q, (6,)),))
    return _shaped(_coriolis_coefficients(q), ((6, 15),), single)


def _centrifugal_coefficients(q):
    # Built from: closed form, Horner.
    # 122 multiplications, 95 additions, 0 divisions, 8 function calls.
    k = q.shape[1]
    C = np.zeros((36, k))
    t0 = np.cos(q[4])
    t1 = np.sin(q[4])
    t2 = np.sin(q[3])
    t3 = np.cos(q[3])
    t4 = np.cos(q[2])
    t5 = np.sin(q[2])
    t6 = np.cos(q[1])
    t7 = np.sin(q[1])
    t8 = t2 * t2
    t9 = 0.00020216 * (t1 * t8)
    t10 = 0.001243584 * t4
    t11 = 0.001243584 * t5
    t12 = t6 * t4 - t7 * t5
    t13 = 0.001243584 * t0
    t14 = t6 * t5 + t7 * t4
    t15 = t0 * t14
    t16 = 0.00040432 - 0.00020216 * t8
    t17 = ((t16 * t1 - 0.000116928 * t3) * t1 + (-0.3315220055 - 0.002487168 * t0 - 0.0001 * t8)) * t12
    t18 = t3 * t1
    t19 = 0.001243584 * t6
    t20 = t3 * ((-0.00020216 - t13) * t12 - 5.8464e-05 * t15) + t1 * ((0.001243584 + t0 * t16) * t14 + ((0.00040432 * t18 - 5.8464e-05) * t12 - t19))
    t21 = t6 * t12
    t22 = 0.001243584 * t21
    t23 = 0.0001 + 0.00020216 * (t1 * t1)
    t24 = 0.00020216 * t18
    t25 = 0.00020216 * t0
    t26 = 0.001243584 + t25
    t27 = t2 * ((-5.8464e-05 - t22 + ((5.8464e-05 - t24) * t14 + t26 * t12) * t14) * t1 - 0.0001 * (t3 * t14 * t14))
    t28 = 0.000432144 * t18
    t29 = 0.001243584 * t18
    t30 = 5.8464e-05 * t0
    t31 = -0.001243584 - t25
    t32 = t3 * (t31 * t1)
    t33 = 0.384876294 + t13
    t34 = -0.384876294 - t13
    t35 = 0.010956925 - t29
    t36 = (t3 * ((0.002487168 + 0.00040432 * t0) * t1) + (-0.022546398 - 0.000116928 * t0)) * t14
    t37 = t6 * t35
    t38 = t14 * (t17 + (t36 + (t34 * t7 + t37))) + (0.018372399 + t30 + t7 * (1.601861202 * t6 - 0.0141984 * t7) + t32 + (t6 * t33 + t7 * t35) * t12)
    t39 = 5.8464e-05 * t12 + t19
    t40 = t3 * t12
    t41 = 0.000432144 * t40
    t42 = t2 * t1
    t43 = (-0.00380751875 - 5.8464e-05 * t42 + t3 * (0.000432144 * t1 + t23 * t2)) * t12 + (0.1384816665 + 0.001243584 * t42 + t0 * (0.000432144 + 0.00020216 * t42)) * t14
    t44 = t12 * (t28 - 0.00380751875) + (t14 * (0.1384816665 + 0.000432144 * t0) + (0.023751 * t7 - 0.6903913435 * t6))
    C[0] = 0.0
    C[1] = t44 + (t1 * (t14 * t26 - t19 + (t24 - 5.8464e-05) * t12) + 0.0001 * t40) * t2
    C[2] = t43
    C[3] = (t41 + (t31 * t14 + t39) * t2) * t1
    C[4] = (t41 + (t39 - 0.001243584 * t14) * t2) * t1 + 0.000432144 * t15
    C[5] = 0.0
    C[6] = t38
    C[7] = 0.0
    C[8] = t34 * t4 + (t29 - 0.010956925) * t5
    C[9] = (t11 - t25 - 0.001243584) * t1 * t3
    C[10] = t0 * (-5.8464e-05 - t10) + (t11 - 0.001243584) * t1 * t3
    C[11] = 0.0
    C[12] = 0.011273199 + 0.384876294 * t21 - t29 + (5.8464e-05 + (t22 - t24)) * t0 + t14 * (t17 + (t36 + t37))
    C[13] = t33 * t4 + t35 * t5
    C[14] = 0.0
    C[15] = t32
    C[16] = -(t30 + t29)
    C[17] = 0.0
    C[18] = t27 - t28
    C[19] = t2 * (0.0001 * t3 + (t24 - t10 - 5.8464e-05) * t1)
    C[20] = t2 * (t3 * t23 - 5.8464e-05 * t1)
    C[21] = 0.0
    C[22] = 0.0
    C[23] = 0.0
    C[24] = (t3 * (5.8464e-05 + t22) - (0.00020216 * t1 + 0.000432144 * t2)) * t0 + t20 * t14
    C[25] = (0.001243584 - t11) * t1 + (t9 + t3 * (5.8464e-05 + t10)) * t0
    C[26] = t0 * (t9 + 5.8464e-05 * t3) + 0.001243584 * t1
    C[27] = -(0.00020216 * (t0 * t1))
    C[28] = 0.0
    C[29] = 0.0
    C[30] = 0.0
    C[31] = 0.0
    C[32] = 0.0
    C[33] = 0.0
    C[34] = 0.0
    C[35] = 0.0
    return (C,)


def centrifugal_coefficients(q):
    """C(q), kDof x kDof: coefficients of qd_j^2 (kNv x kNv for a floating base).

    q: shape (6,), or (k, 6) for k states.
    Returns C (6, 6) or (k, 6, 6).
    """
    (q,), single = _states(((q, (6,)),))
    return _shaped(_centrifugal_coefficients(q), ((6, 6),), single)


def _friction(qd):
    # Built from: model.
    # 12 multiplications, 6 additions, 0 divisions, 6 function calls.
    k = qd.shape[1]
    F = np.zeros((6, k))
    t0 = np.sign(qd[5])
    t1 = np.sign(qd[4])
    t2 = np.sign(qd[3])
    t3 = np.sign(qd[2])
    t4 = np.sign(qd[1])
    t5 = np.sign(qd[0])
    F[0] = 25.9836065 * t5 + 5.8018217679508 * qd[0]
    F[1] = 10.6197775 * t4 + 9.496868641825 * qd[1]
    F[2] = 6.36419655 * t3 + 3.9804259903722 * qd[2]
    F[3] = 0.411645229697152 * qd[3] + 1.06831142 * t2
    F[4] = 0.4272830209354 * qd[4] + 0.85444524 * t1
    F[5] = 0.2158232532732 * qd[5] + 0.55443978 * t0
    return (F,)


def friction(qd):
    """F(qd) = b_i qd_i + c_i sign(qd_i).

    qd: shape (6,), or (k, 6) for k states.
    Returns F (6,) or (k, 6).
    """
    (qd,), single = _states(((qd, (6,)),))
    return _shaped(_friction(qd), ((6,),), single)


def _forward_dynamics(q, qd, tau):
    # Built from: M: closed form, Horner; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone).
    # 356 multiplications, 278 additions, 4 divisions, 16 function calls.
    k = q.shape[1]
    qdd = np.zeros((6, k))
    t0 = np.cos(q[1])
    t1 = np.cos(q[2])
    t2 = np.sin(q[1])
    t3 = np.sin(q[2])
    t4 = np.sin(q[4])
    t5 = np.cos(q[3])
    t6 = np.sin(q[3])
    t7 = np.cos(q[4])
    t8 = np.cos(q[5])
    t9 = np.sin(q[5])
    t10 = t0 * qd[0]
    t11 = t2 * qd[0]
    t12 = t10 * t1 - t11 * t3
    t13 = qd[3] + t12
    t14 = t10 * t3 + t11 * t1
    t15 = qd[2] + qd[1]
    t16 = t5 * t14 - t15 * t6
    t17 = t4 * t13 + t16 * t7
    t18 = t5 * t15 + t14 * t6
    t19 = t18 + qd[4]
    t20 = t7 * t13 - t16 * t4
    t21 = 4e-05 * (qd[5] + t20)
    t22 = (t17 * t8 - t19 * t9) * t21
    t23 = t21 * (t17 * t9 + t19 * t8)
    t24 = t14 * t12
    t25 = t12 * t12
    t26 = t15 * t15
    t27 = t26 + t25
    t28 = t11 * t10
    t29 = 0.4318 * t28 + 9.81 * t0
    t30 = t10 * t10
    t31 = t10 * qd[1]
    t32 = qd[1] * qd[1]
    t33 = 9.81 * t2 - 0.4318 * (t30 + t32)
    t34 = t29 * t3 + t33 * t1
    t35 = t29 * t1 - t33 * t3
    t36 = t34 + (0.4318 * t24 - 0.0203 * t27)
    t37 = t11 * qd[1]
    t38 = t11 * t11
    t39 = t31 * t1 - t37 * t3 + qd[2] * t12
    t40 = t15 * t12
    t41 = t15 * t14
    t42 = t39 + t40
    t43 = t37 * t1 + t31 * t3 + t14 * qd[2]
    t44 = t14 * t14
    t45 = 0.025375 * t35 - 0.89133 * t34 + (0.0047376 * t43 - (0.3326198455 * t24 + (0.011273199 * (t44 - t25) + 0.0047376 * t41)))
    t46 = t44 + t26
    t47 = 0.011273199 * t41 - 0.0047376 * (t25 - t26) + 0.3586500705 * t40 + (0.3326198455 * t39 + 0.011273199 * t43)
    t48 = t41 + t43
    t49 = 0.4318 * (t37 + t37) - 0.15005 * (t38 + t30)
    t50 = 0.4318 * t42 + 0.0203 * t48 + t49
    t51 = t17 * t20
    t52 = t16 * qd[3] + t39 * t6
    t53 = 0.00064216 * t52 - 0.00024216 * t51 - 0.00288 * (t4 * (t35 + (0.0203 * t24 - 0.4318 * t46)) + t7 * (t5 * t36 - t6 * t50))
    t54 = 0.00288 * (t51 - t52)
    t55 = t22 * t8 + t9 * t23 + t53
    t56 = t55 + 0.0013 * (t16 * t13)
    t57 = t5 * t39 - t18 * qd[3]
    t58 = t7 * t57 - t43 * t4 + qd[4] * t20
    t59 = t19 * t20
    t60 = 0.00288 * (t5 * t50 + t6 * t36) + (0.00024216 * t58 + 0.00064216 * t59) + (t22 * t9 - t8 * t23)
    t61 = 0.00288 * (t59 + t58)
    t62 = 4e-05 * (t17 * qd[4] + (t4 * t57 + t7 * t43))
    t63 = 0.0004 * (t19 * t17) + t62
    t64 = t60 * t7 + t4 * t63 + (0.0003 * t57 - 0.0016 * (t18 * t13))
    t65 = t60 * t4 - t7 * t63 + (0.0003 * (t16 * t18) - 0.0016 * t43)
    t66 = 0.00288 * (t17 * t17 + t19 * t19)
    t67 = t66 * t4 + t7 * t54
    t68 = t4 * t54 - t66 * t7
    t69 = 0.025375 * t24 - 0.89133 * t46 + t68
    t70 = t5 * t61 - t6 * t67
    t71 = 0.0047376 * t24 - 0.011273199 * t40 - 0.026030225 * t41 - 0.011273199 * t39 - 0.025375 * t49 + t65 - 0.0203 * t70
    t72 = 0.89133 * t49 + t47 + (t56 * t6 + t5 * t64) + 0.4318 * t70
    t73 = t6 * t61 + t5 * t67
    t74 = 0.0203 * t68 - 0.4318 * t73 + (t45 + (t56 * t5 - t6 * t64))
    t75 = 0.89133 * t24 - 0.025375 * t27 + t73
    t76 = 0.0070992 * t31
    t77 = 0.15005 * (t75 * t1 - t69 * t3) - 0.4318 * (0.025375 * t48 + 0.89133 * t42 + t70) + (t71 * t1 + t72 * t3 + (0.023751 * t28 - t76 - 0.6903913435 * (t32 - t38) - 3.349975204 * t37 - t76))
    t78 = t69 * t1 + t75 * t3
    t79 = 0.0070992 * t37
    t80 = t79 - 1.601861202 * t31 + (1.748114002 * t31 + (t79 - 0.6903913435 * t28 - 0.023751 * (t30 - t32))) + (t72 * t1 - t71 * t3)
    t81 = 0.6903913435 * t31
    t82 = 0.023751 * t37
    t83 = 37.2347379 * t0 - 1.024164 * t2 + (t82 - t81 + (1.601861202 * t28 + (t81 - t82 - 0.0070992 * (t38 - t30))))
    t84 = np.sign(qd[0])
    t85 = np.sign(qd[5])
    t86 = tau[5] - (0.2158232532732 * qd[5] + 0.55443978 * t85 - t62)
    t87 = t0 * t1 - t2 * t3
    t88 = t0 * t3 + t2 * t1
    t89 = t5 * t88
    t90 = 4e-05 * (t7 * t87) - 4e-05 * (t89 * t4)
    t91 = 5.1518639227799214 * t90
    t92 = tau[0] - (t77 * t0 + (t80 - 0.15005 * t78) * t2 + (25.9836065 * t84 + 5.8018217679508 * qd[0])) - t86 * t91
    t93 = np.sign(qd[4])
    t94 = tau[4] - (t55 + (0.4272830209354 * qd[4] + 0.85444524 * t93))
    t95 = 0.000432144 * t4
    t96 = 5.8464e-05 * t87 + 0.001243584 * t0
    t97 = (0.00064216 * t6 + t95) * t88 + ((0.001243584 * t88 - t96) * t6 - 0.000432144 * (t5 * t87)) * t7
    t98 = 5.836060905888831 * t97
    t99 = np.sign(qd[3])
    t100 = 0.00020607455691119687 * t7
    t101 = tau[3] - (0.411645229697152 * qd[3] + 1.06831142 * t99 + t65) - t86 * t100
    t102 = 0.00020216 * t7
    t103 = 0.00020216 * t4
    t104 = 0.00164 * t87 + (t5 * (t88 * (0.001243584 + t102) - t96) + (t103 + 0.000432144 * t6) * t87) * t4 - t100 * t90
    t105 = 3.939212254267 - 1.601861202 * (t2 * t2) + (0.02191385 * t87 - 0.0141984 * t2) * t0 + (t103 + 0.000864288 * t6 + (-0.000116928 - 0.002487168 * (t0 * t87)) * t5) * t4
    t106 = 0.00020216 * (t4 * t4)
    t107 = 1.0 / (0.19243062612368 + t106 - t100 * (4e-05 * t7))
    t108 = t107 * t104
    t109 = np.sign(qd[2])
    t110 = t6 * t4
    t111 = (-0.1384816665 - 0.001243584 * t110 + (-0.000432144 - 0.00020216 * t110) * t7) * t87 + (-0.00380751875 - 5.8464e-05 * t110 + t5 * (t95 + (0.0001 + t106) * t6)) * t88
    t112 = 0.00020607455691119687 * t110
    t113 = 4e-05 * t110
    t114 = t86 * t112
    t115 = t5 * (0.00064216 + 0.001243584 * t7) - 5.8464e-05 * t4
    t116 = 5.836060905888831 * t115
    t117 = t113 * t100
    t118 = t113 * t112
    t119 = -0.001243584 - t102
    t120 = t6 * (t119 * t4) - t117
    t121 = t107 * t120
    t122 = tau[2] - (t74 + (6.36419655 * t109 + 3.9804259903722 * qd[2])) - t114 - t94 * t116 - t121 * t101
    t123 = t90 * t112
    t124 = t111 - t123 - t97 * t116 - t121 * t104
    t125 = 0.002487168 * t7
    t126 = t5 * t4
    t127 = t6 * ((-0.0001 - t106) * t6) + (t125 + (0.936165562438 - 0.000116928 * t126)) - t118 - t115 * t116 - t121 * t120
    t128 = 1.0 / t127
    t129 = t124 * t128
    t130 = np.sign(qd[1])
    t131 = 0.001243584 * t1
    t132 = 0.001243584 * t3
    t133 = (t132 - t102 - 0.001243584) * t4 * t6 - t117
    t134 = t4 * (-5.8464e-05 - t131) + (0.00064216 + t7 * (0.001243584 - t132)) * t5
    t135 = 5.836060905888831 * t134
    t136 = tau[1] - (t74 + t83 + 0.4318 * t78 + (10.6197775 * t130 + 9.496868641825 * qd[1])) - t114 - t135 * t94
    t137 = t107 * t133
    t138 = t6 * t6
    t139 = 0.00020216 * (t4 * t138)
    t140 = 0.0001 * t138
    t141 = (t5 * (-0.000116928 - t131) - t139) * t4 + (0.3592922305 + 0.010956925 * t1 - 0.384876294 * t3 - t140 + (0.002487168 - t132) * t7)
    t142 = t141 - t118 - t134 * t116 - t121 * t133
    t143 = 4.4322210775 + 0.02191385 * t1 - 0.769752588 * t3 - t140 + t7 * (0.002487168 - 0.002487168 * t3) + ((-0.000116928 - 0.002487168 * t1) * t5 - t139) * t4
    t144 = (t140 + (0.3315220055 + t125) + (0.000116928 * t5 + t4 * (0.00020216 * t138 - 0.00040432)) * t4) * t88
    t145 = (t5 * ((0.002487168 + 0.00040432 * t7) * t4) + (-0.022546398 - 0.000116928 * t7)) * t87 + (-0.769752588 - t125) * t0
    t146 = t142 * t128
    t147 = 1.0 / (t143 - t118 - t135 * t134 - t133 * t137 - t146 * t142)
    t148 = t136 - t101 * t137 - t146 * t122
    t149 = t88 * (0.000432144 * t126 - 0.00380751875) - (0.6903913435 * t2 + 0.023751 * t0) + (-0.1384816665 - 0.000432144 * t7) * t87
    t150 = t6 * (0.0001 * t89 + t4 * ((0.00020216 * t126 - 5.8464e-05) * t88 - 0.001243584 * t2 + t119 * t87)) + t149
    t151 = t150 - t123 - t97 * t135 - t104 * t137 - t146 * t124
    t152 = t151 * t147
    t153 = 1.0 / (t105 + (t145 + t144) * t88 - t90 * t91 - t97 * t98 - t108 * t104 - t129 * t124 - t152 * t151) * (t92 - t94 * t98 - t108 * t101 - t129 * t122 - t148 * t152)
    t154 = t148 * t147 - t153 * t152
    t155 = t122 * t128 - t154 * t146 - t129 * t153
    t156 = t107 * t101 - t155 * t121 - t154 * t137 - t108 * t153
    qdd[0] = t153
    qdd[1] = t154
    qdd[2] = t155
    qdd[3] = t156
    qdd[4] = 5.836060905888831 * t94 - t155 * t116 - t154 * t135 - t153 * t98
    qdd[5] = 5.1518639227799214 * t86 - t100 * t156 - t155 * t112 - t154 * t112 - t153 * t91
    return (qdd,)


def forward_dynamics(q, qd, tau):
    """qdd = M(q)^-1 (tau - V(q, qd) - G(q) - friction(qd)), M = L^T D L in the tree's sparsity, one division per joint; M must be positive definite (physical inertias).

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    tau: shape (6,), or (k, 6) for k states.
    Returns qdd (6,) or (k, 6).
    """
    (q, qd, tau), single = _states(((q, (6,)), (qd, (6,)), (tau, (6,))))
    return _shaped(_forward_dynamics(q, qd, tau), ((6,),), single)


def _coriolis_matrix(q, qd):
    # Built from: B and C.
    # 410 multiplications, 313 additions, 0 divisions, 8 function calls.
    k = q.shape[1]
    Cc = np.zeros((36, k))
    t0 = np.cos(q[1])
    t1 = np.sin(q[2])
    t2 = np.sin(q[1])
    t3 = np.cos(q[2])
    t4 = np.cos(q[3])
    t5 = np.cos(q[4])
    t6 = np.sin(q[4])
    t7 = np.sin(q[3])
    t8 = t0 * t1 + t2 * t3
    t9 = t0 * t3 - t2 * t1
    t10 = 4e-05 * (t4 * t5 * t8) + 4e-05 * (t6 * t9)
    t11 = t10 * qd[0]
    t12 = 4e-05 * (t5 * t7)
    t13 = t12 * qd[1]
    t14 = t12 * qd[2]
    t15 = 4e-05 * t6
    t16 = t15 * qd[3]
    t17 = 4e-05 * (t7 * t8 * t6)
    t18 = t4 * t6
    t19 = 4e-05 * t18
    t20 = t17 * qd[0] + t19 * qd[1] + t19 * qd[2]
    t21 = t15 * qd[4]
    t22 = qd[5] * t15
    t23 = t4 * t9
    t24 = t5 * t8
    t25 = 4e-05 * (t6 * t23) + 4e-05 * t24
    t26 = t25 * qd[0]
    t27 = qd[3] * t19
    t28 = qd[5] * t19
    t29 = qd[4] * t12
    t30 = qd[5] * t12
    t31 = 0.5 * (t27 - t26 + t29)
    t32 = 0.5 * (t26 + t27 + t29)
    t33 = 0.5 * (t17 * qd[3] - (t25 * qd[2] + t25 * qd[1]) - t10 * qd[4])
    t34 = qd[5] * t10
    t35 = qd[5] * t17
    t36 = qd[5] * t25
    t37 = t6 * t6
    t38 = 0.00040432 * t37
    t39 = 0.0001 + 0.00020216 * t37
    t40 = 0.00044 + t38
    t41 = 0.00040432 * (t5 * t9 * t6)
    t42 = t4 * (t8 * t40) - t41
    t43 = t7 * t40
    t44 = -0.00044 - t38
    t45 = t4 * (t44 * t8) + t41
    t46 = t44 * t7
    t47 = t5 * t6
    t48 = 0.002487168 * t5
    t49 = 0.00040432 * t18
    t50 = (0.000116928 - t49) * t8
    t51 = t7 * (t5 * t50 + (0.00084432 + t48 - t38) * t9)
    t52 = 0.000116928 * t4
    t53 = t7 * t7
    t54 = t6 * t53
    t55 = 0.00040432 * t54
    t56 = 0.00020216 * t54
    t57 = 0.002487168 * t6 + t5 * (t52 + t55)
    t58 = t57 * qd[1]
    t59 = qd[3] * t46
    t60 = 0.002487168 * t2
    t61 = 0.002487168 * t9 + t60
    t62 = 0.000116928 * t8 + t60
    t63 = 0.00084432 - t38
    t64 = ((t50 + t61) * t5 + t63 * t9) * t7
    t65 = t57 * qd[2]
    t66 = 0.001243584 * t3
    t67 = 0.001243584 * t1
    t68 = ((0.001243584 - t67) * t6 + (t56 + t4 * (5.8464e-05 + t66)) * t5) * qd[1] + 0.5 * (t64 * qd[0] + t65 + t59 - t30)
    t69 = 0.001243584 * t5
    t70 = 0.00040432 - 0.00020216 * t53
    t71 = 0.001243584 * t0
    t72 = t4 * ((-0.00020216 - t69) * t9 - 5.8464e-05 * t24) + t6 * ((0.001243584 + t5 * t70) * t8 + ((t49 - 5.8464e-05) * t9 - t71))
    t73 = ((t70 * t6 - t52) * t6 + (-0.3315220055 - t48 - 0.0001 * t53)) * t9
    t74 = t0 * t9
    t75 = 0.001243584 * t74
    t76 = 0.5 * (t64 * qd[1] + t51 * qd[2] + t42 * qd[3] + t34) + ((t4 * (5.8464e-05 + t75) - (0.00020216 * t6 + 0.000432144 * t7)) * t5 + t72 * t8) * qd[0]
    t77 = 0.00040432 * t47
    t78 = 0.00040432 * t53
    t79 = 0.0002 * t53
    t80 = t6 * (t78 - 0.00040432)
    t81 = t79 - 0.00174
    t82 = 0.00040432 * t5
    t83 = 0.002487168 + t82
    t84 = -0.002487168 - t82
    t85 = t4 * (t83 * t6)
    t86 = t81 * t8 + (t8 * t80 + t4 * (t83 * t9 + t62)) * t6
    t87 = t85 * t9 + (t81 + (t52 + t80) * t6) * t8
    t88 = 0.0002 + t38
    t89 = 0.000116928 * t6
    t90 = (t4 * t88 - t89) * t7
    t91 = qd[4] * t43
    t92 = 0.00020216 * t18
    t93 = 0.5 * (qd[0] * t86 + t90 * qd[2] + t91 - t28) + t7 * (0.0001 * t4 + (t92 - t66 - 5.8464e-05) * t6) * qd[1]
    t94 = 0.00020216 * t5
    t95 = 0.001243584 + t94
    t96 = t4 * t8 * t8
    t97 = 0.000432144 * t18
    t98 = qd[0] * (t7 * ((-5.8464e-05 - t75 + ((5.8464e-05 - t92) * t8 + t95 * t9) * t8) * t6 - 0.0001 * t96) - t97)
    t99 = t9 * (t97 - 0.00380751875) + (t8 * (0.1384816665 + 0.000432144 * t5) + (0.023751 * t2 - 0.6903913435 * t0))
    t100 = -0.00084432 - t48 + t38
    t101 = (t49 - 0.000116928) * t8
    t102 = t7 * (t100 * t9 + t101 * t5)
    t103 = t7 * t100
    t104 = 5.8464e-05 * t5
    t105 = 0.001243584 * t18
    t106 = (0.00040432 - t78) * t6
    t107 = t78 - 0.00080864
    t108 = 0.00174 - t79
    t109 = t6 * t84 * t4 * t9 + t8 * ((t106 - t52) * t6 + t108)
    t110 = t9 * t84
    t111 = (t8 * t106 + t4 * (t110 - t62)) * t6 + t8 * t108
    t112 = ((0.000233856 * t4 + t107 * t6) * t6 + (t79 + (0.663044011 + 0.004974336 * t5))) * t9
    t113 = -0.0002 - t38
    t114 = (t113 * t4 + t89) * t7
    t115 = 0.5 * (qd[3] * t114 - qd[4] * t57)
    t116 = t38 - 0.00084432
    t117 = ((t101 - t61) * t5 + t116 * t9) * t7
    t118 = -0.001243584 - t94
    t119 = t4 * (t118 * t6)
    t120 = 0.384876294 + t69
    t121 = -0.384876294 - t69
    t122 = 0.010956925 - t105
    t123 = 0.000116928 * t5
    t124 = (t85 + (-0.022546398 - t123)) * t8
    t125 = t0 * t122
    t126 = 0.011273199 + 0.384876294 * t74 - t105 + (5.8464e-05 + (t75 - t92)) * t5 + t8 * (t73 + (t124 + t125))
    t127 = t8 * (t73 + (t124 + (t121 * t2 + t125))) + (0.018372399 + t104 + t2 * (1.601861202 * t0 - 0.0141984 * t2) + t119 + (t0 * t120 + t2 * t122) * t9)
    t128 = 0.002487168 * t3
    t129 = 0.002487168 * t1 - 0.002487168
    t130 = t5 * ((-0.000116928 - t128) * t4 - t55) + t129 * t6
    t131 = t7 * (t116 + t129 * t5)
    t132 = 0.5 * (qd[3] * t131 + (qd[2] * t130 + (qd[1] * t130 + qd[0] * t117)) + t30) + qd[4] * (t5 * (-5.8464e-05 - t66) + (t67 - 0.001243584) * t6 * t4)
    t133 = t7 * ((0.000116928 + (t128 - t49)) * t6 - 0.0002 * t4)
    t134 = 0.5 * (t28 + (t133 * qd[2] + (t133 * qd[1] + t111 * qd[0]) + qd[4] * t131)) + (t67 - t94 - 0.001243584) * t6 * t4 * qd[3]
    t135 = t133 * qd[3]
    t136 = qd[4] * t130
    t137 = -0.769752588 - t48
    t138 = 0.002487168 * t18
    t139 = t138 - 0.02191385
    t140 = (t137 * t0 + t2 * t139) * t9 + ((0.0283968 * t2 - 3.203722404 * t0) * t2 + (-0.036744798 - t123) + t85)
    t141 = t137 * t3 + t139 * t1
    t142 = t0 * t139
    t143 = 0.002487168 * t0
    t144 = (t143 + (0.000116928 - 0.00080864 * t18) * t9 + t8 * (t5 * t107 - 0.002487168)) * t6 + t4 * ((0.00040432 + t48) * t9 + 0.000116928 * t24)
    t145 = 0.002487168 * t74
    t146 = (t6 * (t8 * (t101 + t110) + (0.000116928 + t145)) + 0.0002 * t96) * t7 + 0.000864288 * t18
    t147 = 0.000864288 * t7 + 0.00040432 * t6
    t148 = t5 * t147 * t9 + t4 * (t5 * (0.002487168 * t8 - (0.000116928 * t9 + t143)) + t63 * t8)
    t149 = ((-0.000116928 - t145) * t4 + t147) * t5 + t144 * t8
    t150 = 0.000864288 * t6
    t151 = ((t113 * t7 - t150) * t7 - 0.00154) * t8
    t152 = t7 * t6
    t153 = 0.000864288 + 0.00040432 * t152
    t154 = t9 * (-0.0076150375 - 0.000116928 * t152 + t4 * (t150 + t7 * t88)) + t8 * (t5 * t153 + (0.276963333 + 0.002487168 * t152))
    t155 = t5 * (t8 * t153) * t4 + (t150 + t43) * t9
    t156 = (-0.00380751875 - 5.8464e-05 * t152 + t4 * (0.000432144 * t6 + t39 * t7)) * t9 + (0.1384816665 + 0.001243584 * t152 + t5 * (0.000432144 + 0.00020216 * t152)) * t8
    t157 = 5.8464e-05 * t9 + t71
    t158 = 0.000432144 * t23
    t159 = ((t158 + (t157 - 0.001243584 * t8) * t7) * t6 + 0.000432144 * t24) * qd[4] + 0.5 * (t149 * qd[0] + t155 * qd[1] + t155 * qd[2] + t148 * qd[3] - t34)
    t160 = (t158 + (t118 * t8 + t157) * t7) * t6 * qd[3] + 0.5 * (t151 * qd[2] + (t151 * qd[1] + qd[0] * t146) + qd[4] * t148 + t35)
    t161 = t151 * qd[3]
    t162 = t155 * qd[4]
    t163 = ((-0.004974336 - 0.00080864 * t5) * t6 * t4 + (0.045092796 + 0.000233856 * t5)) * t8
    t164 = (t112 + (t142 + t163)) * t8 + (t138 + (-0.022546398 - 0.769752588 * t74) + (t49 - t145 - 0.000116928) * t5)
    t165 = t140 + (t163 + (t142 + (0.769752588 + t48) * t2) + t112) * t8
    t166 = (t99 + (t6 * (t8 * t95 - t71 + (t92 - 5.8464e-05) * t9) + 0.0001 * t23) * t7) * qd[1] + 0.5 * (t162 + (t154 * qd[2] + t165 * qd[0] + t161) - t36)
    Cc[0] = 0.5 * (qd[3] * t146 + (t164 * qd[2] + t165 * qd[1]) + t149 * qd[4])
    Cc[1] = t166
    Cc[2] = 0.5 * (t162 + (t154 * qd[1] + qd[0] * t164 + t161) - t36) + t156 * qd[2]
    Cc[3] = t160
    Cc[4] = t159
    Cc[5] = t33
    Cc[6] = 0.5 * (t36 + (t111 * qd[3] + qd[4] * t117)) + t127 * qd[0]
    Cc[7] = 0.5 * (t135 + t141 * qd[2] + t136)
    Cc[8] = (t121 * t3 + (t105 - 0.010956925) * t1) * qd[2] + 0.5 * (t135 + t141 * qd[1] + t136)
    Cc[9] = t134
    Cc[10] = t132
    Cc[11] = t32
    Cc[12] = 0.5 * (t36 + (qd[4] * t102 + t109 * qd[3])) + t126 * qd[0]
    Cc[13] = t115 + (t120 * t3 + t122 * t1) * qd[1]
    Cc[14] = t115
    Cc[15] = 0.5 * (t28 + (t114 * qd[2] + (t114 * qd[1] + t109 * qd[0]) + qd[4] * t103)) + t119 * qd[3]
    Cc[16] = 0.5 * (qd[3] * t103 + (qd[0] * t102 - t58 - t65) + t30) - qd[4] * (t104 + t105)
    Cc[17] = t32
    Cc[18] = t98 + 0.5 * (qd[4] * t45 + (t87 * qd[2] + t86 * qd[1]) - t35)
    Cc[19] = t93
    Cc[20] = t7 * (t4 * t39 - 5.8464e-05 * t6) * qd[2] + 0.5 * (t90 * qd[1] + qd[0] * t87 + t91 - t28)
    Cc[21] = 0.5 * (t77 * qd[4])
    Cc[22] = 0.5 * (qd[0] * t45 + t43 * qd[1] + t43 * qd[2] + t77 * qd[3] - t22)
    Cc[23] = -(0.5 * (t21 + t20))
    Cc[24] = t76
    Cc[25] = t68
    Cc[26] = 0.5 * (qd[0] * t51 + t58 + t59 - t30) + (t5 * (t56 + 5.8464e-05 * t4) + 0.001243584 * t6) * qd[2]
    Cc[27] = 0.5 * (t46 * qd[1] + t42 * qd[0] + t46 * qd[2] + t22) - qd[3] * (0.00020216 * t47)
    Cc[28] = 0.0
    Cc[29] = 0.5 * (t16 + (t11 - t13 - t14))
    Cc[30] = t33
    Cc[31] = t31
    Cc[32] = t31
    Cc[33] = 0.5 * (t20 - t21)
    Cc[34] = 0.5 * (t14 + (t13 - t11) - t16)
    Cc[35] = 0.0
    return (Cc,)


def coriolis_matrix(q, qd):
    """Cc(q, qd), kDof x kDof (Christoffel): V = Cc qd and dM/dt - 2 Cc is skew-symmetric. Not C(q). For a floating base kNv x kNv, the Christoffel symbols of the joints plus the base's momentum term of Hamel's equations (docs/kinematics.md).

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    Returns Cc (6, 6) or (k, 6, 6).
    """
    (q, qd), single = _states(((q, (6,)), (qd, (6,))))
    return _shaped(_coriolis_matrix(q, qd), ((6, 6),), single)


def _tool_pose(q):
    # Built from: forward kinematics in the base frame.
    # 61 multiplications, 35 additions, 0 divisions, 12 function calls.
    k = q.shape[1]
    T = np.zeros((16, k))
    t0 = np.cos(q[1])
    t1 = np.cos(q[2])
    t2 = np.sin(q[1])
    t3 = np.sin(q[2])
    t4 = np.cos(q[4])
    t5 = np.cos(q[3])
    t6 = np.sin(q[4])
    t7 = np.sin(q[5])
    t8 = np.sin(q[3])
    t9 = np.cos(q[5])
    t10 = np.sin(q[0])
    t11 = np.cos(q[0])
    t12 = t0 * t1 - t2 * t3
    t13 = t0 * t3 + t2 * t1
    t14 = t5 * t13
    t15 = t4 * t14 + t6 * t12
    t16 = t8 * t13
    t17 = t0 * t10
    t18 = t10 * t2
    t19 = t17 * t1 - t18 * t3
    t20 = t18 * t1 + t17 * t3
    t21 = t8 * t11 + t5 * t19
    t22 = t4 * t21 - t20 * t6
    t23 = t19 * t8 - t5 * t11
    t24 = t0 * t11
    t25 = t2 * t11
    t26 = t24 * t1 - t25 * t3
    t27 = t25 * t1 + t24 * t3
    t28 = t26 * t5 - t8 * t10
    t29 = t4 * t28 - t27 * t6
    t30 = t5 * t10 + t26 * t8
    T[0] = t9 * t29 - t30 * t7
    T[1] = -(t29 * t7 + t30 * t9)
    T[2] = -(t4 * t27 + t28 * t6)
    T[3] = 0.15005 * t10 + 0.4318 * t24 + (0.0203 * t26 - 0.4318 * t27)
    T[4] = t9 * t22 - t23 * t7
    T[5] = -(t23 * t9 + t7 * t22)
    T[6] = -(t6 * t21 + t4 * t20)
    T[7] = 0.4318 * t17 - 0.15005 * t11 + (0.0203 * t19 - 0.4318 * t20)
    T[8] = t15 * t9 - t16 * t7
    T[9] = -(t15 * t7 + t16 * t9)
    T[10] = t4 * t12 - t14 * t6
    T[11] = 0.4318 * t2 + (0.4318 * t12 + 0.0203 * t13)
    T[12] = 0.0
    T[13] = 0.0
    T[14] = 0.0
    T[15] = 1.0
    return (T,)


def tool_pose(q):
    """T(q), 4 x 4: the tool frame's pose in the base frame, in the world for a floating base (Craig's 0T_tool: rotation in rows 0-2 of columns 0-2, origin in column 3, last row 0 0 0 1).

    q: shape (6,), or (k, 6) for k states.
    Returns T (4, 4) or (k, 4, 4).
    """
    (q,), single = _states(((q, (6,)),))
    return _shaped(_tool_pose(q), ((4, 4),), single)


def _jacobian(q):
    # Built from: forward kinematics in the base frame.
    # 51 multiplications, 36 additions, 0 divisions, 10 function calls.
    k = q.shape[1]
    J = np.zeros((36, k))
    t0 = np.cos(q[1])
    t1 = np.cos(q[2])
    t2 = np.sin(q[1])
    t3 = np.sin(q[2])
    t4 = np.cos(q[4])
    t5 = np.cos(q[3])
    t6 = np.sin(q[4])
    t7 = np.sin(q[3])
    t8 = np.sin(q[0])
    t9 = np.cos(q[0])
    t10 = t0 * t1 - t2 * t3
    t11 = t0 * t3 + t2 * t1
    t12 = t0 * t8
    t13 = t8 * t2
    t14 = t12 * t1 - t13 * t3
    t15 = t13 * t1 + t12 * t3
    t16 = 0.4318 * t12 - 0.15005 * t9
    t17 = -t9
    t18 = t2 * t9
    t19 = t0 * t9
    t20 = t18 * t1 + t19 * t3
    t21 = t19 * t1 - t18 * t3
    t22 = 0.15005 * t8 + 0.4318 * t19
    t23 = t16 + (0.0203 * t14 - 0.4318 * t15)
    t24 = t22 + (0.0203 * t21 - 0.4318 * t20)
    t25 = 0.4318 * t2
    t26 = t25 + (0.4318 * t10 + 0.0203 * t11)
    t27 = t26 - t25
    J[0] = -t23
    J[1] = -(t26 * t9)
    J[2] = -(t27 * t9)
    J[3] = 0.0
    J[4] = 0.0
    J[5] = 0.0
    J[6] = t24
    J[7] = -(t26 * t8)
    J[8] = -(t27 * t8)
    J[9] = 0.0
    J[10] = 0.0
    J[11] = 0.0
    J[12] = 0.0
    J[13] = t23 * t8 + t24 * t9
    J[14] = t8 * (t23 - t16) + (t24 - t22) * t9
    J[15] = 0.0
    J[16] = 0.0
    J[17] = 0.0
    J[18] = 0.0
    J[19] = t8
    J[20] = t8
    J[21] = -t20
    J[22] = t5 * t8 + t21 * t7
    J[23] = -(t4 * t20 + (t21 * t5 - t7 * t8) * t6)
    J[24] = 0.0
    J[25] = t17
    J[26] = t17
    J[27] = -t15
    J[28] = t14 * t7 - t5 * t9
    J[29] = -(t6 * (t7 * t9 + t5 * t14) + t4 * t15)
    J[30] = 1.0
    J[31] = 0.0
    J[32] = 0.0
    J[33] = t10
    J[34] = t7 * t11
    J[35] = t4 * t10 - t5 * t11 * t6
    return (J,)


def jacobian(q):
    """J(q), 6 x kDof: geometric Jacobian of the tool frame's origin (the last link's frame unless the model has a tool) in the base frame, linear rows first, angular rows last; for a floating base 6 x kNv in the world's axes (Pinocchio's LOCAL_WORLD_ALIGNED).

    q: shape (6,), or (k, 6) for k states.
    Returns J (6, 6) or (k, 6, 6).
    """
    (q,), single = _states(((q, (6,)),))
    return _shaped(_jacobian(q), ((6, 6),), single)


def _jacobian_dot_qd(q, qd):
    # Built from: outward pass at qdd = 0 in the base frame.
    # 123 multiplications, 78 additions, 0 divisions, 10 function calls.
    k = q.shape[1]
    a = np.zeros((6, k))
    t0 = np.sin(q[0])
    t1 = np.sin(q[1])
    t2 = np.cos(q[0])
    t3 = np.cos(q[2])
    t4 = np.cos(q[1])
    t5 = np.sin(q[2])
    t6 = np.sin(q[3])
    t7 = np.cos(q[3])
    t8 = np.cos(q[4])
    t9 = np.sin(q[4])
    t10 = t0 * qd[1]
    t11 = t0 * qd[2] + t10
    t12 = t1 * t2
    t13 = t4 * t2
    t14 = t12 * t3 + t13 * t5
    t15 = t13 * t3 - t12 * t5
    t16 = 0.15005 * t0 + 0.4318 * t13
    t17 = t11 - t14 * qd[3]
    t18 = t4 * t0
    t19 = t0 * t1
    t20 = t18 * t3 - t19 * t5
    t21 = t19 * t3 + t18 * t5
    t22 = 0.4318 * t18 - 0.15005 * t2
    t23 = t20 * t6 - t7 * t2
    t24 = t2 * qd[1]
    t25 = t2 * qd[2] + t24
    t26 = t25 + t21 * qd[3]
    t27 = t7 * t0 + t15 * t6
    t28 = (t24 * t0 - t2 * t10) * qd[2]
    t29 = qd[4] * t23 - t26
    t30 = t8 * t14 + (t15 * t7 - t6 * t0) * t9
    t31 = t16 + (0.0203 * t15 - 0.4318 * t14) - t16
    t32 = t9 * (t6 * t2 + t7 * t20) + t8 * t21
    t33 = t22 + (0.0203 * t20 - 0.4318 * t21) - t22
    t34 = t17 + qd[4] * t27
    t35 = qd[4] * (t17 * t23 + t26 * t27) + (t28 - qd[3] * (t25 * t14 + t21 * t11)) + qd[5] * (t29 * t30 - t32 * t34)
    t36 = t4 * t3 - t1 * t5
    t37 = qd[0] + qd[3] * t36
    t38 = t4 * t5 + t1 * t3
    t39 = t6 * t38
    t40 = t37 + t39 * qd[4]
    t41 = t8 * t36 - t7 * t38 * t9
    t42 = t0 * qd[0]
    t43 = t42 * qd[1]
    t44 = t42 * qd[2] + t43
    t45 = t44 - (t14 * qd[0] + t11 * t36) * qd[3] + qd[4] * (t37 * t27 - t17 * t39) - (t30 * t40 + t41 * t34) * qd[5]
    t46 = t2 * qd[0]
    t47 = t46 * qd[1]
    t48 = t46 * qd[2] + t47
    t49 = qd[3] * (t21 * qd[0] - t25 * t36) + t48 - qd[4] * (t37 * t23 + t39 * t26) + qd[5] * (t32 * t40 + t29 * t41)
    t50 = 0.4318 * t1
    t51 = t50 + (0.4318 * t36 + 0.0203 * t38) - t50
    t52 = t16 * qd[0] - t50 * t10
    t53 = t50 * t24 + t22 * qd[0]
    t54 = t31 * qd[0] - t51 * t11
    t55 = t25 * t51 + t33 * qd[0]
    t56 = t22 * t10 + t16 * t24
    t57 = t25 * t31 + t33 * t11
    a[0] = t51 * t44 - t28 * t33 + (t50 * t43 - (t24 * t56 + t52 * qd[0])) - (t54 * qd[0] + t25 * t57)
    a[1] = t28 * t31 - t51 * t48 - (t50 * t47 + (qd[0] * t53 + t56 * t10)) - (t57 * t11 + t55 * qd[0])
    a[2] = t47 * t22 - t16 * t43 + (t52 * t10 - t24 * t53) + (t33 * t48 - t31 * t44) + (t54 * t11 - t25 * t55)
    a[3] = t49
    a[4] = t45
    a[5] = t35
    return (a,)


def jacobian_dot_qd(q, qd):
    """a = dJ/dt(q, qd) qd, 6 entries: the tool frame's spatial acceleration when qdd = 0 (base frame, linear first; the world's axes for a floating base).

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    Returns a (6,) or (k, 6).
    """
    (q, qd), single = _states(((q, (6,)), (qd, (6,))))
    return _shaped(_jacobian_dot_qd(q, qd), ((6,),), single)


def _frame_pose(q, frame):
    # Built from: forward kinematics in the base frame, per frame.
    # 61 multiplications, 35 additions, 0 divisions, 12 function calls.
    k = q.shape[1]
    T = np.zeros((16, k))
    if frame == 0:
        t0 = np.cos(q[1])
        t1 = np.cos(q[2])
        t2 = np.sin(q[1])
        t3 = np.sin(q[2])
        t4 = np.cos(q[4])
        t5 = np.cos(q[3])
        t6 = np.sin(q[4])
        t7 = np.sin(q[5])
        t8 = np.sin(q[3])
        t9 = np.cos(q[5])
        t10 = np.sin(q[0])
        t11 = np.cos(q[0])
        t12 = t0 * t1 - t2 * t3
        t13 = t0 * t3 + t2 * t1
        t14 = t5 * t13
        t15 = t4 * t14 + t6 * t12
        t16 = t8 * t13
        t17 = t0 * t10
        t18 = t10 * t2
        t19 = t17 * t1 - t18 * t3
        t20 = t18 * t1 + t17 * t3
        t21 = t8 * t11 + t5 * t19
        t22 = t4 * t21 - t20 * t6
        t23 = t19 * t8 - t5 * t11
        t24 = t0 * t11
        t25 = t2 * t11
        t26 = t24 * t1 - t25 * t3
        t27 = t25 * t1 + t24 * t3
        t28 = t26 * t5 - t8 * t10
        t29 = t4 * t28 - t27 * t6
        t30 = t5 * t10 + t26 * t8
        T[0] = t9 * t29 - t30 * t7
        T[1] = -(t29 * t7 + t30 * t9)
        T[2] = -(t4 * t27 + t28 * t6)
        T[3] = 0.15005 * t10 + 0.4318 * t24 + (0.0203 * t26 - 0.4318 * t27)
        T[4] = t9 * t22 - t23 * t7
        T[5] = -(t23 * t9 + t7 * t22)
        T[6] = -(t6 * t21 + t4 * t20)
        T[7] = 0.4318 * t17 - 0.15005 * t11 + (0.0203 * t19 - 0.4318 * t20)
        T[8] = t15 * t9 - t16 * t7
        T[9] = -(t15 * t7 + t16 * t9)
        T[10] = t4 * t12 - t14 * t6
        T[11] = 0.4318 * t2 + (0.4318 * t12 + 0.0203 * t13)
        T[12] = 0.0
        T[13] = 0.0
        T[14] = 0.0
        T[15] = 1.0
    else:
        raise IndexError("frame: expected 0 to 0 (an index of FRAME_NAMES), got %r" % (frame,))
    return (T,)


def frame_pose(q, frame):
    """T(q), 4 x 4: the pose of frame `frame` (an index of kFrameNames) in the world, the base frame for a fixed base (rotation in rows 0-2 of columns 0-2, origin in column 3, last row 0 0 0 1). NaN for an index out of range.

    q: shape (6,), or (k, 6) for k states.
    frame: an int, the index of the frame in FRAME_NAMES.
    Returns T (4, 4) or (k, 4, 4).
    """
    (q,), single = _states(((q, (6,)),))
    return _shaped(_frame_pose(q, frame), ((4, 4),), single)


def _frame_jacobian(q, frame):
    # Built from: forward kinematics in the base frame, per frame.
    # 51 multiplications, 36 additions, 0 divisions, 10 function calls.
    k = q.shape[1]
    J = np.zeros((36, k))
    if frame == 0:
        t0 = np.cos(q[1])
        t1 = np.cos(q[2])
        t2 = np.sin(q[1])
        t3 = np.sin(q[2])
        t4 = np.cos(q[4])
        t5 = np.cos(q[3])
        t6 = np.sin(q[4])
        t7 = np.sin(q[3])
        t8 = np.sin(q[0])
        t9 = np.cos(q[0])
        t10 = t0 * t1 - t2 * t3
        t11 = t0 * t3 + t2 * t1
        t12 = t0 * t8
        t13 = t8 * t2
        t14 = t12 * t1 - t13 * t3
        t15 = t13 * t1 + t12 * t3
        t16 = 0.4318 * t12 - 0.15005 * t9
        t17 = -t9
        t18 = t2 * t9
        t19 = t0 * t9
        t20 = t18 * t1 + t19 * t3
        t21 = t19 * t1 - t18 * t3
        t22 = 0.15005 * t8 + 0.4318 * t19
        t23 = t16 + (0.0203 * t14 - 0.4318 * t15)
        t24 = t22 + (0.0203 * t21 - 0.4318 * t20)
        t25 = 0.4318 * t2
        t26 = t25 + (0.4318 * t10 + 0.0203 * t11)
        t27 = t26 - t25
        J[0] = -t23
        J[1] = -(t26 * t9)
        J[2] = -(t27 * t9)
        J[3] = 0.0
        J[4] = 0.0
        J[5] = 0.0
        J[6] = t24
        J[7] = -(t26 * t8)
        J[8] = -(t27 * t8)
        J[9] = 0.0
        J[10] = 0.0
        J[11] = 0.0
        J[12] = 0.0
        J[13] = t23 * t8 + t24 * t9
        J[14] = t8 * (t23 - t16) + (t24 - t22) * t9
        J[15] = 0.0
        J[16] = 0.0
        J[17] = 0.0
        J[18] = 0.0
        J[19] = t8
        J[20] = t8
        J[21] = -t20
        J[22] = t5 * t8 + t21 * t7
        J[23] = -(t4 * t20 + (t21 * t5 - t7 * t8) * t6)
        J[24] = 0.0
        J[25] = t17
        J[26] = t17
        J[27] = -t15
        J[28] = t14 * t7 - t5 * t9
        J[29] = -(t6 * (t7 * t9 + t5 * t14) + t4 * t15)
        J[30] = 1.0
        J[31] = 0.0
        J[32] = 0.0
        J[33] = t10
        J[34] = t7 * t11
        J[35] = t4 * t10 - t5 * t11 * t6
    else:
        raise IndexError("frame: expected 0 to 0 (an index of FRAME_NAMES), got %r" % (frame,))
    return (J,)


def frame_jacobian(q, frame):
    """J(q), 6 x kNv: geometric Jacobian of frame `frame`'s origin, linear rows first, angular rows last, in the world's axes (Pinocchio's LOCAL_WORLD_ALIGNED). NaN for an index out of range.

    q: shape (6,), or (k, 6) for k states.
    frame: an int, the index of the frame in FRAME_NAMES.
    Returns J (6, 6) or (k, 6, 6).
    """
    (q,), single = _states(((q, (6,)),))
    return _shaped(_frame_jacobian(q, frame), ((6, 6),), single)


def _frame_jacobian_dot_v(q, qd, frame):
    # Built from: outward pass at qdd = 0 in the base frame.
    # 123 multiplications, 78 additions, 0 divisions, 10 function calls.
    k = q.shape[1]
    a = np.zeros((6, k))
    if frame == 0:
        t0 = np.sin(q[0])
        t1 = np.sin(q[1])
        t2 = np.cos(q[0])
        t3 = np.cos(q[2])
        t4 = np.cos(q[1])
        t5 = np.sin(q[2])
        t6 = np.sin(q[3])
        t7 = np.cos(q[3])
        t8 = np.cos(q[4])
        t9 = np.sin(q[4])
        t10 = t0 * qd[1]
        t11 = t0 * qd[2] + t10
        t12 = t1 * t2
        t13 = t4 * t2
        t14 = t12 * t3 + t13 * t5
        t15 = t13 * t3 - t12 * t5
        t16 = 0.15005 * t0 + 0.4318 * t13
        t17 = t11 - t14 * qd[3]
        t18 = t4 * t0
        t19 = t0 * t1
        t20 = t18 * t3 - t19 * t5
        t21 = t19 * t3 + t18 * t5
        t22 = 0.4318 * t18 - 0.15005 * t2
        t23 = t20 * t6 - t7 * t2
        t24 = t2 * qd[1]
        t25 = t2 * qd[2] + t24
        t26 = t25 + t21 * qd[3]
        t27 = t7 * t0 + t15 * t6
        t28 = (t24 * t0 - t2 * t10) * qd[2]
        t29 = qd[4] * t23 - t26
        t30 = t8 * t14 + (t15 * t7 - t6 * t0) * t9
        t31 = t16 + (0.0203 * t15 - 0.4318 * t14) - t16
        t32 = t9 * (t6 * t2 + t7 * t20) + t8 * t21
        t33 = t22 + (0.0203 * t20 - 0.4318 * t21) - t22
        t34 = t17 + qd[4] * t27
        t35 = qd[4] * (t17 * t23 + t26 * t27) + (t28 - qd[3] * (t25 * t14 + t21 * t11)) + qd[5] * (t29 * t30 - t32 * t34)
        t36 = t4 * t3 - t1 * t5
        t37 = qd[0] + qd[3] * t36
        t38 = t4 * t5 + t1 * t3
        t39 = t6 * t38
        t40 = t37 + t39 * qd[4]
        t41 = t8 * t36 - t7 * t38 * t9
        t42 = t0 * qd[0]
        t43 = t42 * qd[1]
        t44 = t42 * qd[2] + t43
        t45 = t44 - (t14 * qd[0] + t11 * t36) * qd[3] + qd[4] * (t37 * t27 - t17 * t39) - (t30 * t40 + t41 * t34) * qd[5]
        t46 = t2 * qd[0]
        t47 = t46 * qd[1]
        t48 = t46 * qd[2] + t47
        t49 = qd[3] * (t21 * qd[0] - t25 * t36) + t48 - qd[4] * (t37 * t23 + t39 * t26) + qd[5] * (t32 * t40 + t29 * t41)
        t50 = 0.4318 * t1
        t51 = t50 + (0.4318 * t36 + 0.0203 * t38) - t50
        t52 = t16 * qd[0] - t50 * t10
        t53 = t50 * t24 + t22 * qd[0]
        t54 = t31 * qd[0] - t51 * t11
        t55 = t25 * t51 + t33 * qd[0]
        t56 = t22 * t10 + t16 * t24
        t57 = t25 * t31 + t33 * t11
        a[0] = t51 * t44 - t28 * t33 + (t50 * t43 - (t24 * t56 + t52 * qd[0])) - (t54 * qd[0] + t25 * t57)
        a[1] = t28 * t31 - t51 * t48 - (t50 * t47 + (qd[0] * t53 + t56 * t10)) - (t57 * t11 + t55 * qd[0])
        a[2] = t47 * t22 - t16 * t43 + (t52 * t10 - t24 * t53) + (t33 * t48 - t31 * t44) + (t54 * t11 - t25 * t55)
        a[3] = t49
        a[4] = t45
        a[5] = t35
    else:
        raise IndexError("frame: expected 0 to 0 (an index of FRAME_NAMES), got %r" % (frame,))
    return (a,)


def frame_jacobian_dot_v(q, qd, frame):
    """a = dJ/dt(q, qd) qd, 6: frame `frame`'s classical acceleration when the acceleration is zero, without gravity (its origin's, then angular, world axes, as frame_jacobian). NaN for an index out of range.

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    frame: an int, the index of the frame in FRAME_NAMES.
    Returns a (6,) or (k, 6).
    """
    (q, qd), single = _states(((q, (6,)), (qd, (6,))))
    return _shaped(_frame_jacobian_dot_v(q, qd, frame), ((6,),), single)


def _center_of_mass(q):
    # Built from: the links' first moments in the base frame over their mass.
    # 72 multiplications, 47 additions, 0 divisions, 10 function calls.
    k = q.shape[1]
    c = np.zeros((3, k))
    t0 = np.sin(q[1])
    t1 = np.cos(q[1])
    t2 = np.cos(q[2])
    t3 = np.sin(q[2])
    t4 = np.cos(q[4])
    t5 = np.cos(q[3])
    t6 = np.sin(q[4])
    t7 = np.sin(q[0])
    t8 = np.cos(q[0])
    t9 = np.sin(q[3])
    t10 = t1 * t2 - t0 * t3
    t11 = t1 * t3 + t0 * t2
    t12 = 0.4318 * t0 + (0.4318 * t10 + 0.0203 * t11)
    t13 = 1.1832 * t0 + 0.1044 * t1 + (0.336 * t10 + 2.07264 * t0) + (0.01558 * t10 + 0.82 * t12) + 0.34 * t12 + (0.09 * t12 + 0.00288 * (t4 * t10 - t5 * t11 * t6))
    t14 = t1 * t7
    t15 = t7 * t0
    t16 = t14 * t2 - t15 * t3
    t17 = t15 * t2 + t14 * t3
    t18 = 0.4318 * t14 - 0.15005 * t8
    t19 = t18 + (0.0203 * t16 - 0.4318 * t17)
    t20 = 0.82 * t19 - 0.01558 * t17 + (1.1832 * t14 - 0.1044 * t15 - 3.9585 * t8 + (4.8 * t18 - (0.336 * t17 + 0.06768 * t8)))
    t21 = 0.042643923240938165 * (0.09 * t19 - 0.00288 * (t6 * (t9 * t8 + t5 * t16) + t4 * t17) + (0.34 * t19 + t20))
    t22 = t1 * t8
    t23 = t0 * t8
    t24 = t22 * t2 - t23 * t3
    t25 = t23 * t2 + t22 * t3
    t26 = 0.15005 * t7 + 0.4318 * t22
    t27 = t26 + (0.0203 * t24 - 0.4318 * t25)
    t28 = 0.82 * t27 - 0.01558 * t25 + (4.8 * t26 + (0.06768 * t7 - 0.336 * t25) + (1.1832 * t22 - 0.1044 * t23 + 3.9585 * t7))
    t29 = 0.042643923240938165 * (0.34 * t27 + t28 + (0.09 * t27 - 0.00288 * (t4 * t25 + (t24 * t5 - t9 * t7) * t6)))
    c[0] = t29
    c[1] = t21
    c[2] = 0.042643923240938165 * t13
    return (c,)


def center_of_mass(q):
    """c(q), 3: the centre of mass of all links in the base frame, in the world for a floating base (its body included); 0 for a model without mass.

    q: shape (6,), or (k, 6) for k states.
    Returns c (3,) or (k, 3).
    """
    (q,), single = _states(((q, (6,)),))
    return _shaped(_center_of_mass(q), ((3,),), single)


def _centroidal_momentum_matrix(q):
    # Built from: composite bodies in the base frame, moved to the centre of mass.
    # 476 multiplications, 360 additions, 0 divisions, 12 function calls.
    k = q.shape[1]
    Ag = np.zeros((36, k))
    t0 = np.cos(q[1])
    t1 = np.sin(q[0])
    t2 = np.cos(q[2])
    t3 = np.sin(q[1])
    t4 = np.sin(q[2])
    t5 = np.cos(q[3])
    t6 = np.sin(q[3])
    t7 = np.cos(q[0])
    t8 = np.cos(q[4])
    t9 = np.sin(q[4])
    t10 = np.cos(q[5])
    t11 = np.sin(q[5])
    t12 = t0 * t1
    t13 = t1 * t3
    t14 = t12 * t2 - t13 * t4
    t15 = t6 * t7 + t5 * t14
    t16 = t13 * t2 + t12 * t4
    t17 = t8 * t15 - t16 * t9
    t18 = t14 * t6
    t19 = t5 * t7
    t20 = t18 - t19
    t21 = t19 - t18
    t22 = t10 * t17 - t20 * t11
    t23 = t0 * t4 + t3 * t2
    t24 = t5 * t23
    t25 = t0 * t2 - t3 * t4
    t26 = t8 * t24 + t9 * t25
    t27 = t6 * t23
    t28 = t26 * t10 - t27 * t11
    t29 = 0.00024216 * t28
    t30 = t26 * t11 + t27 * t10
    t31 = 0.00024216 * t30
    t32 = t20 * t10 + t11 * t17
    t33 = t9 * t15 + t8 * t16
    t34 = t8 * t25 - t24 * t9
    t35 = 4e-05 * t34
    t36 = 0.4318 * t12 - 0.15005 * t7
    t37 = t36 + (0.0203 * t14 - 0.4318 * t16)
    t38 = 0.00288 * t34
    t39 = 0.4318 * t3
    t40 = t39 + (0.4318 * t25 + 0.0203 * t23)
    t41 = 0.00288 * t33
    t42 = t40 * t37
    t43 = t22 * t29 + t31 * t32 - t33 * t35 - (0.09 * t42 + (t37 * t38 - t40 * t41))
    t44 = t0 * t7
    t45 = t3 * t7
    t46 = t44 * t2 - t45 * t4
    t47 = t46 * t5 - t6 * t1
    t48 = t45 * t2 + t44 * t4
    t49 = t8 * t47 - t48 * t9
    t50 = t5 * t1 + t46 * t6
    t51 = t49 * t11 + t50 * t10
    t52 = t10 * t49 - t50 * t11
    t53 = t8 * t48 + t47 * t9
    t54 = 0.15005 * t1 + 0.4318 * t44
    t55 = t54 + (0.0203 * t46 - 0.4318 * t48)
    t56 = 0.00288 * t53
    t57 = t40 * t55
    t58 = t31 * t51 + t52 * t29 - t53 * t35 - (t55 * t38 - t40 * t56 + 0.09 * t57)
    t59 = t55 * t55
    t60 = 0.09 * t59 - 2.0 * (t55 * t56)
    t61 = t37 * t37
    t62 = 0.09 * t61
    t63 = 2.0 * (t37 * t41)
    t64 = t29 * t28 + t31 * t30 + t34 * t35 + (t60 + t62 - t63)
    t65 = t40 * t33 + t37 * t34
    t66 = 0.09 * t37 - t41
    t67 = t55 * t34 + t40 * t53
    t68 = 0.09 * t55 - t56
    t69 = 0.09 * t40 + t38
    t70 = 2.0 * (t40 * t38)
    t71 = t34 * t68 + t53 * t69 - 0.09 * t67
    t72 = 0.01558 * t48
    t73 = 0.82 * t55 - t72
    t74 = 0.06768 * t1 - 0.336 * t48
    t75 = 4.8 * t54 + t74
    t76 = 1.1832 * t44 - 0.1044 * t45 + 3.9585 * t1
    t77 = 0.34 * t55
    t78 = 0.042643923240938165 * (t77 + (t73 + (t75 + t76)) + t68)
    t79 = t77 + t68
    t80 = t79 + t73
    t81 = t75 + t80
    t82 = t76 + t81
    t83 = 0.09 * t65 - (t69 * t33 + t66 * t34)
    t84 = 0.01558 * t16
    t85 = 0.82 * t37 - t84
    t86 = 0.336 * t16 + 0.06768 * t7
    t87 = 4.8 * t36 - t86
    t88 = 1.1832 * t12 - 0.1044 * t13 - 3.9585 * t7
    t89 = 0.34 * t37
    t90 = 0.042643923240938165 * (t66 + (t89 + (t85 + (t88 + t87))))
    t91 = t66 + t89
    t92 = t85 + t91
    t93 = t92 + t87
    t94 = t88 + t93
    t95 = 0.0003 * t26
    t96 = 0.0003 * t34
    t97 = 0.0004 * t27
    t98 = t43 + (t95 * t17 - t96 * t33 + t20 * t97 - 0.34 * t42)
    t99 = t95 * t49 - t96 * t53 + t50 * t97 - 0.34 * t57 + t58
    t100 = 0.34 * t59
    t101 = 0.82 * t59 - 2.0 * (t55 * t72)
    t102 = 0.34 * t61
    t103 = t100 + t102 + (t27 * t97 + (t95 * t26 + t96 * t34)) + t64
    t104 = 0.82 * t61
    t105 = t40 * t50 - t55 * t27
    t106 = t27 * t37 - t40 * t20
    t107 = 0.34 * t40
    t108 = t69 + t107
    t109 = 0.43 * t105 - (t108 * t50 - t27 * t79)
    t110 = 0.43 * t106 - (t27 * t91 - t108 * t20)
    t111 = 2.0 * (t84 * t37)
    t112 = 0.00209602 * t24
    t113 = 0.00209602 * t27
    t114 = 0.0013 * t25
    t115 = t103 + (t114 * t25 + (t24 * t112 + t27 * t113) + (t104 + t101 - t111))
    t116 = 0.01558 * t25
    t117 = t113 * t50 + t47 * t112 - t48 * t114 - (t55 * t116 - t40 * t72 + 0.82 * t57) + t99
    t118 = t98 + (t112 * t15 - t21 * t113 - t16 * t114 - (t37 * t116 - t40 * t84 + 0.82 * t42))
    t119 = t40 * t48 + t55 * t25
    t120 = t40 * t16 + t37 * t25
    t121 = t116 + 0.82 * t40
    t122 = 2.0 * (t40 * t116)
    t123 = t40 * t40
    t124 = t108 + t121
    t125 = t124 * t48 + t80 * t25 - 1.25 * t119
    t126 = 1.25 * t120 - (t92 * t25 + t124 * t16)
    t127 = 0.097974288 * t23
    t128 = 0.013454288 * t25
    t129 = 0.0047376 * t25
    t130 = 0.336 * t25
    t131 = t117 + (t46 * t127 - t48 * t128 - t129 * t1 - (4.8 * (t39 * t54) + (t39 * t74 + t130 * t54)))
    t132 = t118 + (t14 * t127 - t16 * t128 + t129 * t7 - (4.8 * (t39 * t36) + (t130 * t36 - t39 * t86)))
    t133 = t39 * t1
    t134 = t39 * t7
    t135 = t130 + 2.07264 * t3
    t136 = 2.0 * (t130 * t39)
    t137 = 4.8 * (t39 * t39)
    t138 = t124 + t135
    t139 = 6.05 * t133 - t138 * t1
    t140 = 6.05 * t134 - t138 * t7
    t141 = 1.03118515 * t3 - 0.0070992 * t0
    t142 = 1.50501635 * t0 - 0.0070992 * t3
    t143 = 0.023751 * t0 + 0.269178 * t3
    t144 = t44 * t141 - t45 * t142 - t143 * t1 + t131
    t145 = t143 * t7 + (t12 * t141 - t13 * t142) + t132
    t146 = 1.1832 * t3 + 0.1044 * t0
    t147 = 0.042643923240938165 * (t146 + t135 + t121 + t107 + t69)
    t148 = t138 + t146
    t149 = t7 * t148
    t150 = t1 * t148
    t151 = 2.0 * (t54 * t74) + 4.8 * (t54 * t54)
    t152 = 4.8 * (t36 * t36)
    t153 = 2.0 * (t36 * t86)
    t154 = 0.35 + (t3 * t141 + t0 * t142 + (t23 * t127 + t128 * t25 + (t152 + t151 - t153) + t115)) - (t90 * t94 + t82 * t78)
    t155 = t55 * t37
    t156 = 0.00024216 * t22
    t157 = 0.00024216 * t32
    t158 = 4e-05 * t33
    t159 = t56 * t37 + t55 * t41 - 0.09 * t155 + (t53 * t158 + (t52 * t156 + t51 * t157))
    t160 = 0.09 * t123
    t161 = t33 * t158 + (t32 * t157 + t22 * t156) + (t160 + t60 + t70)
    t162 = t53 * (4e-05 * t53) + (0.00024216 * t51 * t51 + t52 * (0.00024216 * t52)) + (t160 + (t62 - t63) + t70)
    t163 = t37 * t53 - t55 * t33
    t164 = 0.09 * t163 - (t66 * t53 - t33 * t68)
    t165 = 0.0003 * t33
    t166 = 0.0003 * t17
    t167 = 0.0004 * t20
    t168 = 0.34 * t123
    t169 = t33 * t165 + t166 * t17 + t20 * t167 + (t100 + t168) + t161
    t170 = t50 * t167 + (t53 * t165 + t166 * t49) - 0.34 * t155 + t159
    t171 = t162 + (t102 + t168 + (t50 * (0.0004 * t50) + (t53 * (0.0003 * t53) + 0.0003 * t49 * t49)))
    t172 = 0.82 * t123
    t173 = t122 + (t104 - t111 + t172) + (t48 * (0.0013 * t48) + (0.00209602 * t47 * t47 + t50 * (0.00209602 * t50)))
    t174 = t173 + t171
    t175 = t55 * t20 - t37 * t50
    t176 = 0.43 * t175 - (t20 * t79 - t50 * t91)
    t177 = 0.00209602 * t21
    t178 = 0.00209602 * t15
    t179 = 0.0013 * t16
    t180 = t169 + (t122 + (t172 + t101) + (t21 * t177 + t178 * t15 + t179 * t16))
    t181 = t37 * t72 + t55 * t84 - 0.82 * t155 + (t48 * t179 + (t178 * t47 - t177 * t50)) + t170
    t182 = t37 * t48 - t55 * t16
    t183 = 1.25 * t182 - (t92 * t48 - t16 * t80)
    t184 = 0.097974288 * t14
    t185 = 0.0047376 * t7 - 0.013454288 * t16
    t186 = 0.0047376 * t16 - 0.10952 * t7
    t187 = t14 * t184 - t16 * t185 - t186 * t7 + (t136 + (t137 + t151)) + t180
    t188 = t46 * t184 - t48 * t185 + t186 * t1 - (4.8 * (t54 * t36) + (t36 * t74 - t54 * t86)) + t181
    t189 = t54 * t7 + t36 * t1
    t190 = t46 * (0.097974288 * t46) + (0.013454288 * t48 + 0.0047376 * t1) * t48 + t1 * (0.10952 * t1 + 0.0047376 * t48)
    t191 = t174 + (t190 + (t136 + (t137 + (t152 - t153))))
    t192 = t1 * t93 + t81 * t7 - 6.05 * t189
    t193 = 0.269178 * t7 + (0.0070992 * t13 + 1.03118515 * t12)
    t194 = 0.023751 * t7 - (1.50501635 * t13 + 0.0070992 * t12)
    t195 = 0.023751 * t13 - 0.269178 * t12 - 0.620084 * t7
    t196 = t1 * t195 + (t44 * t193 - t194 * t45) + t188
    t197 = t82 * t7 + t94 * t1
    t198 = t44 * (1.03118515 * t44 + 0.0070992 * t45 - 0.269178 * t1) + (0.023751 * t1 + (0.0070992 * t44 + 1.50501635 * t45)) * t45
    t199 = t1 * (t1 * (0.023751 * t45 - 0.269178 * t44 + 0.620084 * t1) + t198 + t191) - t196 * t7 - (t90 * t197 + t147 * t150)
    Ag[0] = -t94
    Ag[1] = -t149
    Ag[2] = t140
    Ag[3] = t126
    Ag[4] = t110
    Ag[5] = t83
    Ag[6] = t82
    Ag[7] = -t150
    Ag[8] = t139
    Ag[9] = t125
    Ag[10] = t109
    Ag[11] = t71
    Ag[12] = 0.0
    Ag[13] = t197
    Ag[14] = t192
    Ag[15] = t183
    Ag[16] = t176
    Ag[17] = t164
    Ag[18] = t144 + t82 * t147
    Ag[19] = t199
    Ag[20] = t1 * t191 - t7 * t188 - (t189 * t93 + t138 * t133) - (t192 * t90 - t139 * t147)
    Ag[21] = t92 * t182 + t124 * t119 + (t117 * t25 - (t16 * t181 + t174 * t48)) - (t90 * t183 - t147 * t125)
    Ag[22] = t50 * t171 + t20 * t170 + t27 * t99 + (t91 * t175 - t108 * t105) - (t176 * t90 - t147 * t109)
    Ag[23] = t34 * t58 - (t33 * t159 + t162 * t53) + (t69 * t67 + t66 * t163) - (t164 * t90 - t147 * t71)
    Ag[24] = t147 * t94 + t145
    Ag[25] = t196 * t1 - (t12 * t193 - t194 * t13 - t7 * t195 + t187) * t7 + (t147 * t149 + t197 * t78)
    Ag[26] = t1 * t188 - t7 * t187 + (t189 * t81 + t138 * t134) - (t147 * t140 - t192 * t78)
    Ag[27] = t118 * t25 - (t48 * t181 + t16 * t180) + (t120 * t124 - t80 * t182) - (t126 * t147 - t183 * t78)
    Ag[28] = t108 * t106 - t79 * t175 + (t27 * t98 + (t50 * t170 + t169 * t20)) - (t110 * t147 - t176 * t78)
    Ag[29] = t69 * t65 - t163 * t68 + (t34 * t43 - (t53 * t159 + t33 * t161)) - (t147 * t83 - t164 * t78)
    Ag[30] = t154
    Ag[31] = t144 * t1 - t7 * t145 - (t90 * t149 - t150 * t78)
    Ag[32] = t1 * t131 - t7 * t132 + (t81 * t133 - t134 * t93) - (t139 * t78 - t90 * t140)
    Ag[33] = t115 * t25 - (t117 * t48 + t118 * t16) - (t80 * t119 + t120 * t92) - (t125 * t78 - t126 * t90)
    Ag[34] = t105 * t79 - t106 * t91 + (t98 * t20 + t50 * t99 + t27 * t103) - (t109 * t78 - t110 * t90)
    Ag[35] = t34 * t64 - (t33 * t43 + t53 * t58) - (t66 * t65 + t67 * t68) - (t71 * t78 - t90 * t83)
    return (Ag,)


def centroidal_momentum_matrix(q):
    """Ag(q), 6 x kDof: h = Ag qd, the linear momentum, then the angular momentum about the centre of mass, in the base frame's axes, the world's for a floating base (Orin, Goswami and Lee's centroidal momentum matrix; Pinocchio's ccrba).

    q: shape (6,), or (k, 6) for k states.
    Returns Ag (6, 6) or (k, 6, 6).
    """
    (q,), single = _states(((q, (6,)),))
    return _shaped(_centroidal_momentum_matrix(q), ((6, 6),), single)


def _centroidal_momentum_matrix_dot_v(q, qd):
    # Built from: outward pass at qdd = 0, each body's wrench about the centre of mass.
    # 552 multiplications, 393 additions, 0 divisions, 12 function calls.
    k = q.shape[1]
    h_dot = np.zeros((6, k))
    t0 = np.cos(q[1])
    t1 = np.cos(q[0])
    t2 = np.cos(q[2])
    t3 = np.sin(q[1])
    t4 = np.sin(q[2])
    t5 = np.sin(q[0])
    t6 = np.sin(q[3])
    t7 = np.cos(q[3])
    t8 = np.cos(q[4])
    t9 = np.sin(q[4])
    t10 = np.cos(q[5])
    t11 = np.sin(q[5])
    t12 = t0 * t1
    t13 = t3 * t1
    t14 = t12 * t2 - t13 * t4
    t15 = t13 * t2 + t12 * t4
    t16 = 0.15005 * t5 + 0.4318 * t12
    t17 = t16 + (0.0203 * t14 - 0.4318 * t15)
    t18 = t17 - t16
    t19 = t1 * qd[1]
    t20 = t5 * qd[1]
    t21 = (t19 * t5 - t1 * t20) * qd[2]
    t22 = t0 * t2 - t3 * t4
    t23 = t0 * t4 + t3 * t2
    t24 = 0.4318 * t3
    t25 = t24 + (0.4318 * t22 + 0.0203 * t23)
    t26 = t25 - t24
    t27 = t1 * qd[0]
    t28 = t27 * qd[1]
    t29 = t27 * qd[2] + t28
    t30 = t0 * t5
    t31 = 0.4318 * t30 - 0.15005 * t1
    t32 = t24 * t19 + t31 * qd[0]
    t33 = t31 * t20 + t16 * t19
    t34 = t24 * t28 + (qd[0] * t32 + t33 * t20)
    t35 = t1 * qd[2] + t19
    t36 = t5 * t3
    t37 = t30 * t2 - t36 * t4
    t38 = t36 * t2 + t30 * t4
    t39 = t31 + (0.0203 * t37 - 0.4318 * t38)
    t40 = t39 - t31
    t41 = t5 * qd[2] + t20
    t42 = t35 * t18 + t40 * t41
    t43 = t35 * t26 + t40 * qd[0]
    t44 = t21 * t18 - t26 * t29 - t34 - (t42 * t41 + t43 * qd[0])
    t45 = t37 * t6
    t46 = t7 * t1
    t47 = t46 - t45
    t48 = t45 - t46
    t49 = t5 * qd[0]
    t50 = t49 * qd[1]
    t51 = t49 * qd[2] + t50
    t52 = t16 * qd[0] - t24 * t20
    t53 = t24 * t50 - (t19 * t33 + t52 * qd[0])
    t54 = t28 * t31 - t16 * t50 + (t52 * t20 - t19 * t32)
    t55 = t18 * qd[0] - t26 * t41
    t56 = t26 * t51 - t21 * t40 + t53 - (t55 * qd[0] + t35 * t42)
    t57 = t54 + (t40 * t29 - t18 * t51) + (t55 * t41 - t35 * t43)
    t58 = t7 * t5 + t14 * t6
    t59 = t58 * t56
    t60 = t6 * t23
    t61 = t60 * t57
    t62 = t47 * t44 - t59 - t61
    t63 = 0.34 * (t61 + (t48 * t44 + t59))
    t64 = t51 - (t15 * qd[0] + t41 * t22) * qd[3]
    t65 = t6 * t1 + t7 * t37
    t66 = qd[3] * (t38 * qd[0] - t35 * t22) + t29
    t67 = t14 * t7 - t6 * t5
    t68 = t21 - qd[3] * (t35 * t15 + t38 * t41)
    t69 = t7 * t23
    t70 = t64 * t65 + t67 * t66 + t69 * t68
    t71 = t41 - t15 * qd[3]
    t72 = t35 + t38 * qd[3]
    t73 = qd[0] + qd[3] * t22
    t74 = t73 * t60 + (t71 * t58 + t47 * t72)
    t75 = 0.01558 * t74
    t76 = t73 * t22 + (t72 * t38 - t71 * t15)
    t77 = 0.82 * t62 - 0.01558 * t70 - t75 * t76
    t78 = t69 * t57 + (t44 * t65 + t67 * t56)
    t79 = t47 * t64 - t58 * t66 - t60 * t68
    t80 = t71 * t67 - t72 * t65 + t73 * t69
    t81 = 0.01558 * t80
    t82 = 0.82 * (t22 * t57 - (t15 * t56 + t38 * t44)) - (t80 * t81 + t75 * t74)
    t83 = t81 * t76 + (0.01558 * t79 + 0.82 * t78)
    t84 = t77 * t47 + t83 * t65 - t82 * t38
    t85 = t83 * t67 - t77 * t58 - t82 * t15
    t86 = t82 * t22 + (t83 * t69 - t77 * t60)
    t87 = 0.00209602 * t74
    t88 = 0.0013 * t76
    t89 = 0.00209602 * t70 + (t87 * t76 - t88 * t74) - 0.01558 * t62
    t90 = 0.00209602 * t80
    t91 = t90 * t76 - t88 * t80 + 0.00209602 * t79 + 0.01558 * t78
    t92 = t90 * t74 - t87 * t80 + 0.0013 * (t68 * t22 - (t38 * t64 + t15 * t66))
    t93 = qd[4] * (t71 * t48 + t72 * t58) + t68
    t94 = t64 + qd[4] * (t73 * t58 - t71 * t60)
    t95 = t66 - qd[4] * (t73 * t48 + t60 * t72)
    t96 = qd[4] * t48 - t72
    t97 = t71 + qd[4] * t58
    t98 = t73 + t60 * qd[4]
    t99 = qd[0] * t22 + (t35 * t38 - t15 * t41)
    t100 = t23 * qd[0] + (t14 * t41 - t35 * t37)
    t101 = t35 * t1 + t5 * t41
    t102 = 0.336 * t100
    t103 = 0.06768 * t100
    t104 = t54 * t23 + (t14 * t53 - t37 * t34)
    t105 = t54 * t22 + (t38 * t34 - t53 * t15)
    t106 = t53 * t5 + t1 * t34
    t107 = t21 * t22 - (t15 * t29 + t51 * t38)
    t108 = t14 * t29 + t51 * t37 + t21 * t23
    t109 = t5 * t29 - t51 * t1
    t110 = t103 * t101 + t99 * t102 + (4.8 * t104 + (0.06768 * t107 - 0.336 * t109))
    t111 = 0.06768 * t99 - 0.336 * t101
    t112 = 4.8 * t105 - 0.06768 * t108 + (t111 * t101 - t102 * t100)
    t113 = 4.8 * t106 + 0.336 * t108 - (t99 * t111 + t103 * t100)
    t114 = t37 * t110 - t112 * t38 - t1 * t113
    t115 = t5 * t113 + (t14 * t110 - t112 * t15)
    t116 = t23 * t110 + t112 * t22
    t117 = 0.10952 * t101 - 0.0047376 * t99
    t118 = 0.013454288 * t99 - 0.0047376 * t101
    t119 = 0.336 * t106 - 0.06768 * t105 + (t99 * t117 - t118 * t101 + 0.097974288 * t108)
    t120 = 0.097974288 * t100
    t121 = 0.06768 * t104 + (0.013454288 * t107 - 0.0047376 * t109 + (t101 * t120 - t117 * t100))
    t122 = t118 * t100 - t99 * t120 + (0.10952 * t109 - 0.0047376 * t107) - 0.336 * t104
    t123 = t12 * t20 - t30 * t19 + t3 * qd[0]
    t124 = t0 * qd[0] + (t19 * t36 - t13 * t20)
    t125 = t19 * t1 + t5 * t20
    t126 = 0.620084 * t125 - (0.269178 * t123 + 0.023751 * t124)
    t127 = 1.50501635 * t124 - 0.0070992 * t123 - 0.023751 * t125
    t128 = t28 * t13 + t36 * t50
    t129 = t30 * t50 + t12 * t28
    t130 = t28 * t5 - t50 * t1
    t131 = t124 * t126 - t127 * t125 + (0.0070992 * t128 + 1.03118515 * t129 - 0.269178 * t130)
    t132 = 1.03118515 * t123 - 0.0070992 * t124 - 0.269178 * t125
    t133 = t132 * t125 - t126 * t123 - (1.50501635 * t128 + 0.0070992 * t129 + 0.023751 * t130)
    t134 = t127 * t123 - t124 * t132 + (0.620084 * t130 + (0.023751 * t128 - 0.269178 * t129))
    t135 = t119 * t23 + t121 * t22 + (t16 * t114 - t31 * t115) + (t3 * t131 + t133 * t0) + (t17 * t84 - t39 * t85 + (t92 * t22 + (t89 * t69 - t60 * t91)))
    t136 = t24 * t115 - t16 * t116 + (t119 * t37 - t38 * t121 - t1 * t122) + (t30 * t131 - t133 * t36 - t134 * t1)
    t137 = t134 * t5 + (t12 * t131 - t133 * t13) + (t31 * t116 - t24 * t114 + (t5 * t122 + (t14 * t119 - t15 * t121)))
    t138 = 0.82 * t17 - 0.01558 * t15 + (4.8 * t16 + (0.06768 * t5 - 0.336 * t15) + (1.1832 * t12 - 0.1044 * t13 + 3.9585 * t5))
    t139 = 0.82 * t39 - 0.01558 * t38 + (1.1832 * t30 - 0.1044 * t36 - 3.9585 * t1 + (4.8 * t31 - (0.336 * t38 + 0.06768 * t1)))
    t140 = t8 * t67 - t15 * t9
    t141 = t8 * t65 - t38 * t9
    t142 = t8 * t69 + t9 * t22
    t143 = t8 * t22 - t69 * t9
    t144 = 1.1832 * t3 + 0.1044 * t0 + (0.336 * t22 + 2.07264 * t3) + (0.01558 * t22 + 0.82 * t25) + 0.34 * t25 + (0.09 * t25 + 0.00288 * t143)
    t145 = 0.042643923240938165 * t144
    t146 = 0.34 * (t140 * t56 + t44 * t141 + t142 * t57)
    t147 = t9 * t65 + t8 * t38
    t148 = 0.042643923240938165 * (0.09 * t39 - 0.00288 * t147 + (0.34 * t39 + t139))
    t149 = t8 * t15 + t67 * t9
    t150 = 0.042643923240938165 * (0.34 * t17 + t138 + (0.09 * t17 - 0.00288 * t149))
    t151 = t143 * t57 - (t147 * t44 + t149 * t56)
    t152 = 0.34 * t151
    t153 = t146 * t141 - t147 * t152 + t63 * t48
    t154 = t63 * t58 + (t146 * t140 - t149 * t152)
    t155 = t60 * t63 + (t143 * t152 + t146 * t142)
    t156 = t142 * t98 + (t96 * t141 + t97 * t140)
    t157 = 0.0003 * t156
    t158 = t58 * t97 + t96 * t48 + t60 * t98
    t159 = 0.0004 * t158
    t160 = 0.0003 * (t93 * t143 - (t94 * t147 + t149 * t95)) + (t158 * t157 - t159 * t156)
    t161 = t143 * t98 - (t96 * t147 + t149 * t97)
    t162 = 0.0003 * t161
    t163 = t161 * t159 - t158 * t162 + 0.0003 * (t94 * t141 + t140 * t95 + t93 * t142)
    t164 = 0.0004 * (t93 * t60 + (t94 * t48 + t58 * t95)) + (t162 * t156 - t161 * t157)
    t165 = t47 * t91 + t89 * t65 - t38 * t92 + (t25 * t85 - t17 * t86) + t136 + (t48 * t164 + (t163 * t141 - t147 * t160) + (t25 * t154 - t17 * t155))
    t166 = t137 + (t89 * t67 - t58 * t91 - t15 * t92 + (t39 * t86 - t25 * t84)) + (t39 * t155 - t25 * t153 + (t58 * t164 + (t163 * t140 - t149 * t160)))
    t167 = t93 + qd[5] * (t96 * t149 - t147 * t97)
    t168 = t95 + qd[5] * (t147 * t98 + t96 * t143)
    t169 = t94 - (t149 * t98 + t143 * t97) * qd[5]
    t170 = t97 - qd[5] * t149
    t171 = t96 - qd[5] * t147
    t172 = qd[5] * t143 + t98
    t173 = t142 * t10 - t60 * t11
    t174 = t10 * t140 - t58 * t11
    t175 = t140 * t11 + t58 * t10
    t176 = t10 * t141 - t48 * t11
    t177 = t48 * t10 + t11 * t141
    t178 = t167 * t173 + (t168 * t174 + t169 * t176)
    t179 = t142 * t11 + t60 * t10
    t180 = t44 * t177 + t175 * t56 + t179 * t57
    t181 = t176 * t44 + t174 * t56 + t173 * t57
    t182 = t143 * t172 - (t149 * t170 + t147 * t171)
    t183 = t171 * t177 + t175 * t170 + t179 * t172
    t184 = t174 * t170 + t176 * t171 + t173 * t172
    t185 = 0.00288 * t183
    t186 = t182 * t185 + (0.00288 * t178 + 0.09 * t180)
    t187 = t179 * t167 + (t169 * t177 + t168 * t175)
    t188 = 0.00288 * t184
    t189 = 0.09 * t151 - (t183 * t185 + t188 * t184)
    t190 = 0.09 * t181 - 0.00288 * t187 + t182 * t188
    t191 = t177 * t186 + t176 * t190 - t189 * t147
    t192 = t175 * t186 + t174 * t190 - t189 * t149
    t193 = t189 * t143 + (t190 * t173 + t179 * t186)
    t194 = 0.00024216 * t183
    t195 = 4e-05 * t182
    t196 = 0.00024216 * t178 + (t182 * t194 - t183 * t195) + 0.00288 * t180
    t197 = 0.00024216 * t184
    t198 = 4e-05 * (t167 * t143 - (t169 * t147 + t168 * t149)) + (t183 * t197 - t194 * t184)
    t199 = t182 * t197 - t195 * t184 - 0.00024216 * t187 + 0.00288 * t181
    t200 = t135 + (t143 * t160 + t163 * t142 + t60 * t164 + (t17 * t153 - t154 * t39)) + (t17 * t191 - t39 * t192 + (t198 * t143 + (t173 * t196 - t199 * t179)))
    t201 = 0.1044 * t123 - 1.1832 * t124
    t202 = 1.1832 * t125 - 3.9585 * t123
    t203 = t124 * t201 - t202 * t125 - (3.9585 * t128 + 0.1044 * t130)
    t204 = 3.9585 * t124 - 0.1044 * t125
    t205 = 1.1832 * t130 - 3.9585 * t129 + (t204 * t125 - t201 * t123)
    t206 = 1.1832 * t128 + 0.1044 * t129 + (t202 * t123 - t124 * t204)
    t207 = t114 + (t30 * t203 - t36 * t205 - t206 * t1) + t84 + t153 + t191
    t208 = t154 + (t85 + (t206 * t5 + (t12 * t203 - t13 * t205) + t115)) + t192
    t209 = t193 + (t0 * t205 + t3 * t203 + t116 + t86 + t155)
    t210 = t165 + (t25 * t192 - t17 * t193 + (t176 * t196 - t199 * t177 - t198 * t147)) - (t145 * t208 - t209 * t150)
    t211 = t166 + (t174 * t196 - t199 * t175 - t198 * t149 + (t193 * t39 - t25 * t191)) - (t148 * t209 - t145 * t207)
    h_dot[0] = t208
    h_dot[1] = t207
    h_dot[2] = t209
    h_dot[3] = t211
    h_dot[4] = t210
    h_dot[5] = t200 - (t207 * t150 - t148 * t208)
    return (h_dot,)


def centroidal_momentum_matrix_dot_v(q, qd):
    """h_dot = dAg/dt(q, qd) qd, 6: the rate of the centroidal momentum h = Ag qd when qdd = 0 and without gravity, rows and axes as Ag's (Pinocchio's dccrba times v).

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    Returns h_dot (6,) or (k, 6).
    """
    (q, qd), single = _states(((q, (6,)), (qd, (6,))))
    return _shaped(_centroidal_momentum_matrix_dot_v(q, qd), ((6,),), single)


def _inverse_dynamics_wrench(q, qd, qdd, w):
    # Built from: recursion: Newton-Euler program, grouped inertial parameters; J^T w added.
    # 313 multiplications, 232 additions, 0 divisions, 18 function calls.
    k = q.shape[1]
    tau = np.zeros((6, k))
    t0 = np.cos(q[1])
    t1 = np.sin(q[1])
    t2 = np.cos(q[2])
    t3 = np.sin(q[2])
    t4 = np.cos(q[4])
    t5 = np.cos(q[3])
    t6 = np.sin(q[3])
    t7 = np.sin(q[4])
    t8 = np.cos(q[0])
    t9 = np.sin(q[0])
    t10 = np.cos(q[5])
    t11 = np.sin(q[5])
    t12 = t1 * qd[0]
    t13 = t12 * qd[1]
    t14 = qdd[0] * t0 - t13
    t15 = t0 * qd[0]
    t16 = t15 * qd[1]
    t17 = qdd[0] * t1 + t16
    t18 = 0.4318 * (qdd[1] + t12 * t15) + 0.15005 * (t16 - t17) + 9.81 * t0
    t19 = t15 * t3 + t12 * t2
    t20 = t2 * t14 - t17 * t3 - t19 * qd[2]
    t21 = qdd[3] + t20
    t22 = t15 * t2 - t12 * t3
    t23 = t14 * t3 + t2 * t17 + qd[2] * t22
    t24 = qdd[1] + qdd[2]
    t25 = qd[2] + qd[1]
    t26 = t5 * t25 + t19 * t6
    t27 = t5 * t23 - t6 * t24 - t26 * qd[3]
    t28 = qd[3] + t22
    t29 = t5 * t19 - t25 * t6
    t30 = t7 * t28 + t29 * t4
    t31 = 4e-05 * (t4 * t21 - t27 * t7 - t30 * qd[4] + qdd[5])
    t32 = np.sign(qd[5])
    t33 = t0 * t8
    t34 = t1 * t8
    t35 = t33 * t2 - t34 * t3
    t36 = t34 * t2 + t33 * t3
    t37 = 0.15005 * t9 + 0.4318 * t33
    t38 = t35 * t5 - t6 * t9
    t39 = t4 * t38 - t36 * t7
    t40 = t4 * t36 + t38 * t7
    t41 = t5 * t9 + t35 * t6
    t42 = t37 + (0.0203 * t35 - 0.4318 * t36)
    t43 = t10 * t39 - t41 * t11
    t44 = t39 * t11 + t41 * t10
    t45 = t43 * w[3] - w[4] * t44 - t40 * w[5]
    t46 = t43 * w[0] - w[1] * t44 - w[2] * t40
    t47 = t0 * t9
    t48 = t9 * t1
    t49 = t47 * t2 - t48 * t3
    t50 = t48 * t2 + t47 * t3
    t51 = 0.4318 * t47 - 0.15005 * t8
    t52 = t6 * t8 + t5 * t49
    t53 = t4 * t52 - t50 * t7
    t54 = t7 * t52 + t4 * t50
    t55 = t49 * t6 - t5 * t8
    t56 = t51 + (0.0203 * t49 - 0.4318 * t50)
    t57 = t10 * t53 - t55 * t11
    t58 = t55 * t10 + t11 * t53
    t59 = t57 * w[3] - w[4] * t58 - t54 * w[5]
    t60 = t57 * w[0] - w[1] * t58 - w[2] * t54
    t61 = t0 * t3 + t1 * t2
    t62 = t5 * t61
    t63 = t0 * t2 - t1 * t3
    t64 = t4 * t62 + t7 * t63
    t65 = t4 * t63 - t62 * t7
    t66 = t6 * t61
    t67 = t64 * t10 - t66 * t11
    t68 = t64 * t11 + t66 * t10
    t69 = t65 * w[5] + (w[3] * t67 - w[4] * t68)
    t70 = t69 * t65 + (0.2158232532732 * qd[5] + 0.55443978 * t32 + (0.194064505668 * qdd[5] + t31) - t45 * t40 - t54 * t59)
    t71 = w[2] * t65 + (w[0] * t67 - w[1] * t68)
    t72 = t15 * t15
    t73 = 9.81 * t1 + (0.15005 * (t13 + t14) - 0.4318 * (t72 + qd[1] * qd[1]))
    t74 = 0.4318 * (t13 - t14) - 0.15005 * (t12 * t12 + t72)
    t75 = t18 * t2 - t73 * t3
    t76 = t18 * t3 + t73 * t2
    t77 = t19 * t22
    t78 = t77 + t24
    t79 = t19 * t19
    t80 = t25 * t19
    t81 = t25 * t25
    t82 = t25 * t22
    t83 = t22 * t22
    t84 = t79 + t81
    t85 = 0.3586500705 * t24 - 0.0047376 * t20 - (0.3326198455 * t77 + (0.011273199 * (t79 - t83) + 0.0047376 * t80))
    t86 = t77 - t24
    t87 = 0.0047376 * t77 - 0.011273199 * t82 - 0.026030225 * t80 - (0.0047376 * t24 + 0.011273199 * t23) - 0.025375 * t74
    t88 = t29 * qd[3] + (t5 * t24 + t6 * t23) + qdd[4]
    t89 = t81 + t83
    t90 = 0.011273199 * t80 - 0.0047376 * (t83 - t81) + 0.3586500705 * t82 + (0.3326198455 * t23 - 0.011273199 * t20)
    t91 = t23 + t82
    t92 = t80 - t20
    t93 = t76 + (0.4318 * t86 - 0.0203 * t89)
    t94 = 0.4318 * t91 + 0.0203 * t92 + t74
    t95 = t4 * t28 - t29 * t7
    t96 = t30 * t95
    t97 = 0.00064216 * t88 - 0.00024216 * t96 - 0.00288 * (t7 * (t75 + (0.0203 * t78 - 0.4318 * t84)) + t4 * (t93 * t5 - t94 * t6))
    t98 = 0.00288 * (t96 - t88)
    t99 = t26 + qd[4]
    t100 = t31 - 0.0004 * (t99 * t30)
    t101 = 4e-05 * (qd[5] + t95)
    t102 = (t30 * t10 - t99 * t11) * t101
    t103 = t101 * (t30 * t11 + t99 * t10)
    t104 = t102 * t10 + t11 * t103 + t97
    t105 = 0.00288 * (t30 * t30 + t99 * t99)
    t106 = t99 * t95
    t107 = t4 * t27 + t21 * t7 + qd[4] * t95
    t108 = t102 * t11 - t10 * t103 + (0.00024216 * t107 + 0.00064216 * t106 + 0.00288 * (t93 * t6 + t94 * t5))
    t109 = 0.00288 * (t107 + t106)
    t110 = 0.0003 * (t29 * t26) + 0.0016 * t21 + (t4 * t100 + t108 * t7)
    t111 = t108 * t4 - t100 * t7 + (0.0003 * t27 - 0.0016 * (t26 * t28))
    t112 = 0.0013 * (t29 * t28) + t104
    t113 = np.sign(qd[4])
    t114 = t104 + 0.170706291657 * qdd[4] + (0.4272830209354 * qd[4] + 0.85444524 * t113) + t45 * t41 + t55 * t59 + t66 * t69
    t115 = np.sign(qd[3])
    t116 = t110 + 0.19079062612368 * qdd[3] + (0.411645229697152 * qd[3] + 1.06831142 * t115) - t45 * t36 - t50 * t59
    t117 = t45 * t9
    t118 = t8 * t59
    t119 = t98 * t7 - t105 * t4
    t120 = t4 * t98 + t105 * t7
    t121 = t119 + (0.025375 * t78 - 0.89133 * t84)
    t122 = t109 * t6 + t120 * t5
    t123 = t5 * t112 - t6 * t111 + (t85 + (0.025375 * t75 - 0.89133 * t76)) + (0.0203 * t119 - 0.4318 * t122)
    t124 = 0.89133 * t86 - 0.025375 * t89 + t122
    t125 = t109 * t5 - t120 * t6
    t126 = 0.4318 * t125 + (t90 + 0.89133 * t74 + (t5 * t111 + t6 * t112))
    t127 = t110 + t87 - 0.0203 * t125
    t128 = np.sign(qd[2])
    t129 = 0.4318 * t1
    t130 = t129 + (0.4318 * t63 + 0.0203 * t61)
    t131 = t130 - t129
    t132 = 6.36419655 * t128 + 3.9804259903722 * qd[2] + (0.576873331938 * qdd[2] + t123) - t46 * (t131 * t8) - t60 * (t131 * t9)
    t133 = 0.0070992 * t15 + 1.601861202 * t12 + 0.6903913435 * qd[1]
    t134 = 0.0070992 * t12 + 0.023751 * qd[1]
    t135 = 37.2347379 * t0 - 1.024164 * t1 + (1.748114002 * qdd[1] - (0.6903913435 * t17 + 0.023751 * t14) + (t133 * t15 - t134 * t12))
    t136 = t121 * t2 + t124 * t3
    t137 = np.sign(qd[1])
    t138 = 2.324814845 * qdd[1] + (t123 + t135 + 0.4318 * t136) + (10.6197775 * t137 + 9.496868641825 * qd[1]) - t46 * (t130 * t8)
    t139 = 1.748114002 * qd[1] - (0.023751 * t15 + 0.6903913435 * t12)
    t140 = t126 * t3 + t127 * t2 - (t133 * qd[1] + t139 * t12 + (0.023751 * qdd[1] + 0.0070992 * t17)) + (0.15005 * (t2 * t124 - t121 * t3) - 0.4318 * (t125 + (0.025375 * t92 + 0.89133 * t91)))
    t141 = t126 * t2 - t127 * t3 + (t139 * t15 + t134 * qd[1] - (1.601861202 * t17 + 0.0070992 * t14 + 0.6903913435 * qdd[1]))
    t142 = np.sign(qd[0])
    t143 = 25.9836065 * t142 + 5.8018217679508 * qd[0] + (3.153542285625 * qdd[0] + (t140 * t0 + (t141 - 0.15005 * t136) * t1) + 0.784029968642 * qdd[0])
    tau[0] = t143 - t46 * t56 + t60 * t42 + t69
    tau[1] = t117 + (t138 - t60 * (t130 * t9) + t71 * (t56 * t9 + t42 * t8)) - t118
    tau[2] = t117 + (t132 + t71 * (t9 * (t56 - t51) + (t42 - t37) * t8)) - t118
    tau[3] = t116 + t69 * t63
    tau[4] = t114
    tau[5] = t70
    return (tau,)


def inverse_dynamics_wrench(q, qd, qdd, w):
    """tau with the tip wrench w = (f, n) that the last link exerts at the tool frame's origin, in the tool frame: inverse_dynamics + J^T (R_0t f, R_0t n); J and R_0t in the world's axes for a floating base.

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    qdd: shape (6,), or (k, 6) for k states.
    w: shape (6,), or (k, 6) for k states.
    Returns tau (6,) or (k, 6).
    """
    (q, qd, qdd, w), single = _states(((q, (6,)), (qd, (6,)), (qdd, (6,)), (w, (6,))))
    return _shaped(_inverse_dynamics_wrench(q, qd, qdd, w), ((6,),), single)


def _inverse_dynamics_external(q, qd, qdd, fext):
    # Built from: recursion: Newton-Euler program with link wrenches, grouped inertial parameters.
    # 215 multiplications, 197 additions, 0 divisions, 16 function calls.
    k = q.shape[1]
    tau = np.zeros((6, k))
    t0 = np.cos(q[1])
    t1 = np.sin(q[1])
    t2 = np.cos(q[2])
    t3 = np.sin(q[2])
    t4 = np.cos(q[4])
    t5 = np.cos(q[3])
    t6 = np.sin(q[3])
    t7 = np.sin(q[4])
    t8 = np.sin(q[5])
    t9 = np.cos(q[5])
    t10 = t1 * qd[0]
    t11 = t10 * qd[1]
    t12 = qdd[0] * t0 - t11
    t13 = t0 * qd[0]
    t14 = t13 * qd[1]
    t15 = qdd[0] * t1 + t14
    t16 = 0.4318 * (qdd[1] + t10 * t13) + 0.15005 * (t14 - t15) + 9.81 * t0
    t17 = t13 * t3 + t10 * t2
    t18 = t2 * t12 - t15 * t3 - t17 * qd[2]
    t19 = qdd[3] + t18
    t20 = t13 * t2 - t10 * t3
    t21 = t12 * t3 + t2 * t15 + qd[2] * t20
    t22 = qdd[1] + qdd[2]
    t23 = qd[2] + qd[1]
    t24 = t5 * t23 + t17 * t6
    t25 = t5 * t21 - t6 * t22 - t24 * qd[3]
    t26 = qd[3] + t20
    t27 = t5 * t17 - t23 * t6
    t28 = t7 * t26 + t27 * t4
    t29 = 4e-05 * (t4 * t19 - t25 * t7 - t28 * qd[4] + qdd[5]) - fext[35]
    t30 = np.sign(qd[5])
    t31 = t13 * t13
    t32 = 9.81 * t1 + (0.15005 * (t11 + t12) - 0.4318 * (t31 + qd[1] * qd[1]))
    t33 = 0.4318 * (t11 - t12) - 0.15005 * (t10 * t10 + t31)
    t34 = t16 * t2 - t32 * t3
    t35 = t16 * t3 + t32 * t2
    t36 = t17 * t20
    t37 = t36 + t22
    t38 = t17 * t17
    t39 = t23 * t17
    t40 = t23 * t23
    t41 = t23 * t20
    t42 = t20 * t20
    t43 = t38 + t40
    t44 = 0.3586500705 * t22 - 0.0047376 * t18 - (0.3326198455 * t36 + (0.011273199 * (t38 - t42) + 0.0047376 * t39))
    t45 = t36 - t22
    t46 = 0.0047376 * t36 - 0.011273199 * t41 - 0.026030225 * t39 - (0.0047376 * t22 + 0.011273199 * t21) - 0.025375 * t33
    t47 = t27 * qd[3] + (t5 * t22 + t6 * t21) + qdd[4]
    t48 = t40 + t42
    t49 = 0.011273199 * t39 - 0.0047376 * (t42 - t40) + 0.3586500705 * t41 + (0.3326198455 * t21 - 0.011273199 * t18)
    t50 = t21 + t41
    t51 = t39 - t18
    t52 = t35 + (0.4318 * t45 - 0.0203 * t48)
    t53 = 0.4318 * t50 + 0.0203 * t51 + t33
    t54 = t4 * t26 - t27 * t7
    t55 = t28 * t54
    t56 = 0.00064216 * t47 - 0.00024216 * t55 - 0.00288 * (t7 * (t34 + (0.0203 * t37 - 0.4318 * t43)) + t4 * (t52 * t5 - t53 * t6))
    t57 = 0.00288 * (t55 - t47) + (fext[31] * t8 - fext[30] * t9) - fext[24]
    t58 = 4e-05 * (qd[5] + t54)
    t59 = t24 + qd[4]
    t60 = fext[33] + t58 * (t28 * t8 + t59 * t9)
    t61 = (t28 * t9 - t59 * t8) * t58 + fext[34]
    t62 = t8 * t60 + t9 * t61 + t56 + fext[28]
    t63 = np.sign(qd[4])
    t64 = t4 * t25 + t19 * t7 + qd[4] * t54
    t65 = t59 * t54
    t66 = t8 * t61 - t9 * t60 + (0.00024216 * t64 + 0.00064216 * t65 + 0.00288 * (t52 * t6 + t53 * t5)) - fext[27]
    t67 = fext[20] - (fext[25] + (t9 * fext[31] + fext[30] * t8 + 0.00288 * (t64 + t65)))
    t68 = t29 - 0.0004 * (t59 * t28) - fext[29]
    t69 = fext[26] + (0.00288 * (t28 * t28 + t59 * t59) + fext[32])
    t70 = 0.0003 * (t27 * t24) + 0.0016 * t19 + (t66 * t7 + t4 * t68) - fext[22]
    t71 = t66 * t4 - t7 * t68 + (0.0003 * t25 - 0.0016 * (t24 * t26)) - fext[21]
    t72 = fext[23] - (0.0013 * (t27 * t26) + t62)
    t73 = np.sign(qd[3])
    t74 = t57 * t7 - t4 * t69 - fext[19]
    t75 = t4 * t57 + t69 * t7 - fext[18]
    t76 = t74 + (0.025375 * t37 - 0.89133 * t43) - fext[14]
    t77 = t5 * t75 - t6 * t67
    t78 = 0.0203 * t74 - 0.4318 * t77 + (t44 + (0.025375 * t34 - 0.89133 * t35) - (t72 * t5 + t6 * t71)) - (0.0203 * fext[14] - fext[16])
    t79 = 0.89133 * t45 - 0.025375 * t48 + t77 - fext[12]
    t80 = t6 * t75 + t5 * t67
    t81 = t49 + 0.89133 * t33 + (t5 * t71 - t72 * t6) - 0.4318 * t80 - fext[15]
    t82 = 0.0203 * t80 + (t46 + t70) - (fext[17] + 0.0203 * fext[13])
    t83 = np.sign(qd[2])
    t84 = 0.0070992 * t13 + 1.601861202 * t10 + 0.6903913435 * qd[1]
    t85 = 0.0070992 * t10 + 0.023751 * qd[1]
    t86 = 37.2347379 * t0 - 1.024164 * t1 + (1.748114002 * qdd[1] - (0.6903913435 * t15 + 0.023751 * t12) + (t84 * t13 - t85 * t10))
    t87 = t76 * t2 + t79 * t3
    t88 = np.sign(qd[1])
    t89 = 0.4318 * t87 + (t78 + t86) - (fext[11] + 0.4318 * fext[7]) + 2.324814845 * qdd[1] + (10.6197775 * t88 + 9.496868641825 * qd[1])
    t90 = 1.748114002 * qd[1] - (0.023751 * t13 + 0.6903913435 * t10)
    t91 = t82 * t2 + t81 * t3 - (t84 * qd[1] + t90 * t10 + (0.023751 * qdd[1] + 0.0070992 * t15)) + (0.15005 * (t79 * t2 - t76 * t3) - 0.4318 * (fext[13] + (0.025375 * t51 + 0.89133 * t50 - t80)))
    t92 = t81 * t2 - t82 * t3 + (t90 * t13 + t85 * qd[1] - (1.601861202 * t15 + 0.0070992 * t12 + 0.6903913435 * qdd[1]))
    t93 = 3.153542285625 * qdd[0] + ((t92 - 0.15005 * t87 - fext[9]) * t1 + (t91 - (fext[10] - 0.4318 * fext[8])) * t0)
    t94 = np.sign(qd[0])
    tau[0] = 0.784029968642 * qdd[0] + (t93 - fext[4]) + (25.9836065 * t94 + 5.8018217679508 * qd[0])
    tau[1] = t89
    tau[2] = 6.36419655 * t83 + 3.9804259903722 * qd[2] + (0.576873331938 * qdd[2] + t78)
    tau[3] = t70 + 0.19079062612368 * qdd[3] + (0.411645229697152 * qd[3] + 1.06831142 * t73)
    tau[4] = 0.4272830209354 * qd[4] + 0.85444524 * t63 + (t62 + 0.170706291657 * qdd[4])
    tau[5] = 0.2158232532732 * qd[5] + 0.55443978 * t30 + (t29 + 0.194064505668 * qdd[5])
    return (tau,)


def inverse_dynamics_external(q, qd, qdd, fext):
    """tau with wrenches the environment applies to the links: fext is kDof x 6, row i = (f, n) on link i, moment about its frame's origin, both in its frame: inverse_dynamics - sum_i J_i^T (R_0i f_i, R_0i n_i). For a floating base (kDof + 1) x 6, row 0 on the base's body (base frame), row i on link i.

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    qdd: shape (6,), or (k, 6) for k states.
    fext: shape (6, 6), or (k, 6, 6) for k states.
    Returns tau (6,) or (k, 6).
    """
    (q, qd, qdd, fext), single = _states(((q, (6,)), (qd, (6,)), (qdd, (6,)), (fext, (6, 6))))
    return _shaped(_inverse_dynamics_external(q, qd, qdd, fext), ((6,),), single)


def _inverse_dynamics_derivatives(q, qd, qdd):
    # Built from: dtau_dq: derivatives of tau's program (recursion: Newton-Euler program, grouped inertial parameters); dtau_dqd: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction.
    # 857 multiplications, 727 additions, 0 divisions, 10 function calls.
    k = q.shape[1]
    dtau_dq = np.zeros((36, k))
    dtau_dqd = np.zeros((36, k))
    t0 = np.cos(q[1])
    t1 = np.sin(q[2])
    t2 = np.sin(q[1])
    t3 = np.cos(q[2])
    t4 = np.cos(q[3])
    t5 = np.cos(q[4])
    t6 = np.sin(q[4])
    t7 = np.sin(q[3])
    t8 = np.sin(q[5])
    t9 = np.cos(q[5])
    t10 = t0 * t1 + t2 * t3
    t11 = t0 * t3 - t2 * t1
    t12 = 4e-05 * (t4 * t5 * t10) + 4e-05 * (t6 * t11)
    t13 = t12 * qd[0]
    t14 = 4e-05 * (t5 * t7)
    t15 = t14 * qd[1]
    t16 = t14 * qd[2]
    t17 = 4e-05 * t6
    t18 = t17 * qd[3]
    t19 = 4e-05 * (t7 * t10 * t6)
    t20 = t4 * t6
    t21 = 4e-05 * t20
    t22 = t19 * qd[0] + t21 * qd[1] + t21 * qd[2]
    t23 = t17 * qd[4]
    t24 = qd[5] * t17
    t25 = t4 * t11
    t26 = t5 * t10
    t27 = 4e-05 * (t6 * t25) + 4e-05 * t26
    t28 = t27 * qd[0]
    t29 = qd[3] * t21
    t30 = qd[5] * t21
    t31 = qd[4] * t14
    t32 = qd[5] * t14
    t33 = t29 - t28 + t31
    t34 = t28 + t29 + t31
    t35 = t19 * qd[3] - (t27 * qd[2] + t27 * qd[1]) - t12 * qd[4]
    t36 = qd[5] * t12
    t37 = qd[5] * t19
    t38 = qd[5] * t27
    t39 = t6 * t6
    t40 = 0.00040432 * t39
    t41 = 0.0001 + 0.00020216 * t39
    t42 = 0.00044 + t40
    t43 = 0.00040432 * (t5 * t11 * t6)
    t44 = t4 * (t10 * t42) - t43
    t45 = t7 * t42
    t46 = t5 * t6
    t47 = qd[3] * (0.00020216 * t46)
    t48 = 0.00040432 * t46
    t49 = -0.00044 - t40
    t50 = t4 * (t49 * t10) + t43
    t51 = t49 * t7
    t52 = 0.002487168 * t5
    t53 = 0.00040432 * t20
    t54 = (0.000116928 - t53) * t10
    t55 = t7 * (t5 * t54 + (0.00084432 + t52 - t40) * t11)
    t56 = t7 * t7
    t57 = t6 * t56
    t58 = 0.00020216 * t57
    t59 = 0.00040432 * t57
    t60 = (t5 * (t58 + 5.8464e-05 * t4) + 0.001243584 * t6) * qd[2]
    t61 = 0.000116928 * t4
    t62 = 0.002487168 * t6 + t5 * (t61 + t59)
    t63 = t62 * qd[1]
    t64 = qd[3] * t51
    t65 = 0.002487168 * t2
    t66 = 0.002487168 * t11 + t65
    t67 = 0.000116928 * t10 + t65
    t68 = 0.00084432 - t40
    t69 = ((t54 + t66) * t5 + t68 * t11) * t7
    t70 = 0.001243584 * t3
    t71 = 0.001243584 * t1
    t72 = ((0.001243584 - t71) * t6 + (t58 + t4 * (5.8464e-05 + t70)) * t5) * qd[1]
    t73 = t62 * qd[2]
    t74 = qd[4] * t62
    t75 = 0.001243584 * t5
    t76 = 0.00040432 - 0.00020216 * t56
    t77 = 0.001243584 * t0
    t78 = t4 * ((-0.00020216 - t75) * t11 - 5.8464e-05 * t26) + t6 * ((0.001243584 + t5 * t76) * t10 + ((t53 - 5.8464e-05) * t11 - t77))
    t79 = ((t76 * t6 - t61) * t6 + (-0.3315220055 - t52 - 0.0001 * t56)) * t11
    t80 = t0 * t11
    t81 = 0.001243584 * t80
    t82 = ((t4 * (5.8464e-05 + t81) - (0.00020216 * t6 + 0.000432144 * t7)) * t5 + t78 * t10) * qd[0]
    t83 = 0.00040432 * t56
    t84 = 0.0002 * t56
    t85 = t6 * (t83 - 0.00040432)
    t86 = t84 - 0.00174
    t87 = 0.00040432 * t5
    t88 = 0.002487168 + t87
    t89 = -0.002487168 - t87
    t90 = t4 * (t88 * t6)
    t91 = t86 * t10 + (t10 * t85 + t4 * (t88 * t11 + t67)) * t6
    t92 = t90 * t11 + (t86 + (t61 + t85) * t6) * t10
    t93 = t7 * (t4 * t41 - 5.8464e-05 * t6) * qd[2]
    t94 = 0.0002 + t40
    t95 = 0.000116928 * t6
    t96 = (t4 * t94 - t95) * t7
    t97 = qd[4] * t45
    t98 = 0.00020216 * t20
    t99 = t7 * (0.0001 * t4 + (t98 - t70 - 5.8464e-05) * t6) * qd[1]
    t100 = qd[4] * (t5 * (-5.8464e-05 - t70) + (t71 - 0.001243584) * t6 * t4)
    t101 = 0.00020216 * t5
    t102 = (t71 - t101 - 0.001243584) * t6 * t4 * qd[3]
    t103 = 0.001243584 + t101
    t104 = -0.001243584 - t101
    t105 = t4 * t10 * t10
    t106 = 0.000432144 * t20
    t107 = qd[0] * (t7 * ((-5.8464e-05 - t81 + ((5.8464e-05 - t98) * t10 + t103 * t11) * t10) * t6 - 0.0001 * t105) - t106)
    t108 = t11 * (t106 - 0.00380751875) + (t10 * (0.1384816665 + 0.000432144 * t5) + (0.023751 * t2 - 0.6903913435 * t0))
    t109 = (t108 + (t6 * (t10 * t103 - t77 + (t98 - 5.8464e-05) * t11) + 0.0001 * t25) * t7) * qd[1]
    t110 = 5.8464e-05 * t11 + t77
    t111 = 0.000432144 * t25
    t112 = -0.00084432 - t52 + t40
    t113 = (t53 - 0.000116928) * t10
    t114 = t7 * (t112 * t11 + t113 * t5)
    t115 = t7 * t112
    t116 = 5.8464e-05 * t5
    t117 = 0.001243584 * t20
    t118 = qd[4] * (t116 + t117)
    t119 = (0.00040432 - t83) * t6
    t120 = t83 - 0.00080864
    t121 = 0.00174 - t84
    t122 = t6 * t89 * t4 * t11 + t10 * ((t119 - t61) * t6 + t121)
    t123 = t11 * t89
    t124 = (t10 * t119 + t4 * (t123 - t67)) * t6 + t10 * t121
    t125 = ((0.000233856 * t4 + t120 * t6) * t6 + (t84 + (0.663044011 + 0.004974336 * t5))) * t11
    t126 = t4 * (t104 * t6)
    t127 = (t111 + (t104 * t10 + t110) * t7) * t6 * qd[3]
    t128 = ((t111 + (t110 - 0.001243584 * t10) * t7) * t6 + 0.000432144 * t26) * qd[4]
    t129 = t126 * qd[3]
    t130 = -0.0002 - t40
    t131 = (t130 * t4 + t95) * t7
    t132 = t40 - 0.00084432
    t133 = ((t113 - t66) * t5 + t132 * t11) * t7
    t134 = qd[3] * t131
    t135 = 0.384876294 + t75
    t136 = -0.384876294 - t75
    t137 = 0.010956925 - t117
    t138 = (t135 * t3 + t137 * t1) * qd[1]
    t139 = 0.000116928 * t5
    t140 = (t90 + (-0.022546398 - t139)) * t10
    t141 = t0 * t137
    t142 = t10 * (t79 + (t140 + (t136 * t2 + t141))) + (0.018372399 + t116 + t2 * (1.601861202 * t0 - 0.0141984 * t2) + t126 + (t0 * t135 + t2 * t137) * t11)
    t143 = 0.011273199 + 0.384876294 * t80 - t117 + (5.8464e-05 + (t81 - t98)) * t5 + t10 * (t79 + (t140 + t141))
    t144 = (t136 * t3 + (t117 - 0.010956925) * t1) * qd[2]
    t145 = t143 * qd[0]
    t146 = t142 * qd[0]
    t147 = 0.002487168 * t3
    t148 = 0.002487168 * t1 - 0.002487168
    t149 = t5 * ((-0.000116928 - t147) * t4 - t59) + t148 * t6
    t150 = t7 * (t132 + t148 * t5)
    t151 = t7 * ((0.000116928 + (t147 - t53)) * t6 - 0.0002 * t4)
    t152 = -0.769752588 - t52
    t153 = 0.002487168 * t20
    t154 = t153 - 0.02191385
    t155 = (t152 * t0 + t2 * t154) * t11 + ((0.0283968 * t2 - 3.203722404 * t0) * t2 + (-0.036744798 - t139) + t90)
    t156 = t152 * t3 + t154 * t1
    t157 = t0 * t154
    t158 = t151 * qd[3]
    t159 = qd[4] * t149
    t160 = 0.002487168 * t0
    t161 = (t160 + (0.000116928 - 0.00080864 * t20) * t11 + t10 * (t5 * t120 - 0.002487168)) * t6 + t4 * ((0.00040432 + t52) * t11 + 0.000116928 * t26)
    t162 = 0.002487168 * t80
    t163 = (t6 * (t10 * (t113 + t123) + (0.000116928 + t162)) + 0.0002 * t105) * t7 + 0.000864288 * t20
    t164 = 0.000864288 * t7 + 0.00040432 * t6
    t165 = t5 * t164 * t11 + t4 * (t5 * (0.002487168 * t10 - (0.000116928 * t11 + t160)) + t68 * t10)
    t166 = ((-0.000116928 - t162) * t4 + t164) * t5 + t161 * t10
    t167 = 0.000864288 * t6
    t168 = ((t130 * t7 - t167) * t7 - 0.00154) * t10
    t169 = t7 * t6
    t170 = (-0.00380751875 - 5.8464e-05 * t169 + t4 * (0.000432144 * t6 + t41 * t7)) * t11 + (0.1384816665 + 0.001243584 * t169 + t5 * (0.000432144 + 0.00020216 * t169)) * t10
    t171 = t170 * qd[2]
    t172 = 0.000864288 + 0.00040432 * t169
    t173 = t11 * (-0.0076150375 - 0.000116928 * t169 + t4 * (t167 + t7 * t94)) + t10 * (t5 * t172 + (0.276963333 + 0.002487168 * t169))
    t174 = t5 * (t10 * t172) * t4 + (t167 + t45) * t11
    t175 = ((-0.004974336 - 0.00080864 * t5) * t6 * t4 + (0.045092796 + 0.000233856 * t5)) * t10
    t176 = (t125 + (t157 + t175)) * t10 + (t153 + (-0.022546398 - 0.769752588 * t80) + (t53 - t162 - 0.000116928) * t5)
    t177 = t155 + (t175 + (t157 + (0.769752588 + t52) * t2) + t125) * t10
    t178 = t168 * qd[3]
    t179 = t174 * qd[4]
    t180 = t2 * qd[0]
    t181 = t180 * qd[1]
    t182 = qdd[0] * t0 - t181
    t183 = t0 * qd[0]
    t184 = t183 * qd[1]
    t185 = qdd[0] * t2 + t184
    t186 = t183 * t3 - t180 * t1
    t187 = t182 * t1 + t3 * t185 + qd[2] * t186
    t188 = qdd[1] + qdd[2]
    t189 = t183 * t1 + t180 * t3
    t190 = qd[2] + qd[1]
    t191 = t4 * t190 + t189 * t7
    t192 = t4 * t187 - t7 * t188 - t191 * qd[3]
    t193 = t3 * t182 - t185 * t1 - t189 * qd[2]
    t194 = qdd[3] + t193
    t195 = qd[3] + t186
    t196 = t4 * t189 - t190 * t7
    t197 = t5 * t195 - t196 * t6
    t198 = t5 * t192 + t194 * t6 + qd[4] * t197
    t199 = 4e-05 * t198
    t200 = t196 * qd[3] + (t4 * t188 + t7 * t187)
    t201 = t191 * t5
    t202 = 4e-05 * (t200 * t6 + qd[4] * t201)
    t203 = t7 * t186
    t204 = t4 * t193 - qd[3] * t203
    t205 = t4 * t186
    t206 = t205 * t5 - t189 * t6
    t207 = 4e-05 * (qd[4] * t206 + (t204 * t6 + t5 * t187))
    t208 = -t207
    t209 = 4e-05 * (qd[5] + t197)
    t210 = t6 * t195 + t196 * t5
    t211 = 4e-05 * t210
    t212 = t191 + qd[4]
    t213 = 0.0004 * (t212 * t206 + t210 * t203) + t207
    t214 = t210 * t8 + t212 * t9
    t215 = t197 * t8 * t209 - t211 * t214
    t216 = t210 * t9 - t212 * t8
    t217 = t209 * (t197 * t9) - t211 * t216
    t218 = t180 * t183
    t219 = 0.15005 * (t184 - t185)
    t220 = t184 + t185
    t221 = 9.81 * t0
    t222 = 0.4318 * (qdd[1] + t218) + t219 + t221
    t223 = t219 + 0.4318 * (t218 + t218) + t221
    t224 = 0.15005 * (t181 + t182)
    t225 = t183 * t183
    t226 = 9.81 * t2
    t227 = t226 + (t224 - 0.4318 * (t225 + qd[1] * qd[1]))
    t228 = t222 * t3 - t227 * t1
    t229 = t222 * t1 + t227 * t3
    t230 = t189 * t186
    t231 = t230 + t188
    t232 = t189 * t189
    t233 = t190 * t190
    t234 = t232 + t233
    t235 = t228 + (0.0203 * t231 - 0.4318 * t234)
    t236 = t230 - t188
    t237 = t186 * t186
    t238 = t190 * t186
    t239 = t190 * t189
    t240 = t237 - t232
    t241 = t233 + t237
    t242 = t229 + (0.4318 * t236 - 0.0203 * t241)
    t243 = t187 + t238
    t244 = t239 - t193
    t245 = t180 * t180
    t246 = 0.4318 * (t225 - t245) - t224 - t226
    t247 = 0.4318 * (t181 - t182) - 0.15005 * (t245 + t225)
    t248 = 0.4318 * t243 + 0.0203 * t244 + t247
    t249 = t242 * t4 - t248 * t7
    t250 = t242 * t7 + t248 * t4
    t251 = t210 * t210
    t252 = t197 * t197 - t251
    t253 = 0.00288 * (t251 + t212 * t212)
    t254 = t215 * t8 + t217 * t9 - (0.00288 * (t5 * t235 - t6 * t249) + 0.00024216 * t252)
    t255 = 0.00288 * t252
    t256 = t191 * t6
    t257 = t256 * t210 - t197 * t201
    t258 = 4e-05 * t256
    t259 = t209 * (t196 * t9 - t8 * t201) + t258 * t214
    t260 = t216 * t258 - (t9 * t201 + t196 * t8) * t209
    t261 = 0.00064216 * t192 - 0.00024216 * t257 + 0.00288 * (t5 * t250) + (t259 * t8 + t260 * t9)
    t262 = 0.00288 * (t257 - t192)
    t263 = t230 + t230
    t264 = 0.4318 * t240 + 0.0203 * t263
    t265 = t228 + t264
    t266 = t193 - t239
    t267 = 0.0203 * t243 + 0.4318 * t266
    t268 = 0.0203 * t240 - 0.4318 * t263
    t269 = t205 * t6 + t189 * t5
    t270 = t197 * t206 - t269 * t210
    t271 = t205 * qd[3] + t7 * t193
    t272 = 0.00064216 * t271 - 0.00024216 * t270
    t273 = 0.00288 * (t270 - t271)
    t274 = 4e-05 * t269
    t275 = t209 * (t9 * t203 + t206 * t8) - t274 * t214
    t276 = t209 * (t9 * t206 - t8 * t203) - t216 * t274
    t277 = t216 * t209
    t278 = t209 * t214
    t279 = t210 * t206
    t280 = t8 * t275 + t276 * t9
    t281 = t276 * t8 - t9 * t275
    t282 = t272 - 0.00288 * (t5 * (t4 * t265 - t7 * t267) + (t268 - t229) * t6) + t280
    t283 = t246 * t3 - t223 * t1
    t284 = t246 * t1 + t223 * t3
    t285 = t264 + t284
    t286 = 0.4318 * t220 + t267
    t287 = t272 - 0.00288 * ((t268 + t283) * t6 + (t4 * t285 - t7 * t286) * t5) + t280
    t288 = t212 * t197
    t289 = t277 * t8 - t9 * t278 + (0.00024216 * t198 + 0.00064216 * t288 + 0.00288 * t250)
    t290 = 0.00288 * (t198 + t288)
    t291 = 0.0004 * t288 + t199
    t292 = t289 * t5
    t293 = t289 * t6
    t294 = t5 * t194 - t192 * t6 - t210 * qd[4]
    t295 = t212 * t210
    t296 = t217 * t8 - t215 * t9 + (0.00024216 * t294 - 0.00064216 * t295)
    t297 = 4e-05 * (t294 + qdd[5]) - 0.0004 * t295
    t298 = 0.00288 * (t294 - t295)
    t299 = t297 * t6
    t300 = t5 * t297
    t301 = t292 + t6 * t296 - (t299 + t5 * t291)
    t302 = t5 * t296 - t293 - (t300 - t6 * t291)
    t303 = t212 * t256 + t196 * t197
    t304 = t256 * qd[4] - t5 * t200
    t305 = 0.00024216 * t304 + 0.00064216 * t303 + 0.00288 * t249 + (t260 * t8 - t259 * t9)
    t306 = 0.00288 * (t304 + t303)
    t307 = t202 - 0.0004 * (t196 * t210 - t212 * t201)
    t308 = t210 * t201
    t309 = t210 * t197
    t310 = t197 * t203 - t212 * t269
    t311 = t5 * t204 - t187 * t6 - t269 * qd[4]
    t312 = 0.0003 * t204 - 0.0016 * (t195 * t203 - t189 * t191)
    t313 = 0.0013 * (t205 * t195 - t196 * t189)
    t314 = 0.0003 * (t196 * t203 + t205 * t191) - 0.0016 * t187
    t315 = t212 * t203
    t316 = 0.00288 * (t279 + t279 + (t315 + t315))
    t317 = t196 * t212
    t318 = 0.00288 * (t317 + t317 - (t308 + t308))
    t319 = 0.0003 * (t196 * t196 - t191 * t191) + (t307 * t5 + t305 * t6)
    t320 = 0.00064216 * t310 + 0.00024216 * t311
    t321 = t320 + 0.00288 * (t4 * t267 + t265 * t7) + t281
    t322 = t281 + (0.00288 * (t7 * t285 + t4 * t286) + t320)
    t323 = 0.00288 * (t311 + t310)
    t324 = t213 * t5
    t325 = t213 * t6
    t326 = t321 * t6 - t324 + t314
    t327 = t322 * t6 - t324 + t314
    t328 = t321 * t5 + t325 + t312
    t329 = t322 * t5 + t325 + t312
    t330 = t200 + qdd[4]
    t331 = 0.00288 * (t309 - t330)
    t332 = t5 * t331
    t333 = t331 * t6
    t334 = 0.00288 * (t309 + t309)
    t335 = t253 * t6
    t336 = t253 * t5
    t337 = t333 - t336 + (0.025375 * t231 - 0.89133 * t234)
    t338 = t6 * t334 + t336 + (t255 * t5 - t333)
    t339 = t255 * t6 + t332 - (t5 * t334 - t335)
    t340 = t332 + t335
    t341 = t7 * t298 + t4 * t338
    t342 = t4 * t298 - t338 * t7
    t343 = t4 * t254 - t7 * t302 + (0.0203 * t339 - 0.4318 * t341)
    t344 = t191 * t195
    t345 = t292 - t299 + (0.0003 * t192 - 0.0016 * t344)
    t346 = t261 - 0.0013 * t344
    t347 = t196 * t195
    t348 = 0.0013 * t347 + (t277 * t9 + t8 * t278 + (0.00064216 * t330 - 0.00024216 * t309 - 0.00288 * (t6 * t235 + t5 * t249)))
    t349 = t305 * t5 - t307 * t6 - (0.0016 * t347 + 0.0003 * t200)
    t350 = t7 * t348
    t351 = t4 * t345
    t352 = t5 * t262 + t6 * t318
    t353 = t262 * t6 - t5 * t318
    t354 = t340 * t7
    t355 = t340 * t4
    t356 = t290 * t4
    t357 = t290 * t7
    t358 = 0.89133 * t236 - 0.025375 * t241 + (t357 + t355)
    t359 = t4 * t306 - t357 - (t7 * t352 + t355)
    t360 = t4 * t352 - t354 + (t356 + t7 * t306)
    t361 = t356 - t354
    t362 = t4 * t346 - t350 - (t351 + t349 * t7) + (0.0203 * t353 - 0.4318 * t360)
    t363 = t282 + t313
    t364 = t287 + t313
    t365 = 0.0047376 * t187 - (0.3326198455 * t240 + (0.011273199 * (t263 + t263) + 0.0047376 * t238))
    t366 = t273 * t6 - t5 * t316
    t367 = t316 * t6 + t273 * t5
    t368 = t323 * t7 + t367 * t4
    t369 = t4 * t323 - t367 * t7
    t370 = 0.4318 * (t369 + (0.89133 * t266 + 0.025375 * t243))
    t371 = 0.0203 * t366 - 0.4318 * t368
    t372 = t4 * t363 - t328 * t7 + (t365 - (0.89133 * t228 + 0.025375 * t229)) + t371
    t373 = t371 + (0.025375 * t283 - 0.89133 * t284 + t365 + (t4 * t364 - t7 * t329))
    t374 = 0.025375 * t240 - 0.89133 * t263 + t366
    t375 = 0.025375 * t263 + 0.89133 * t240 + t368
    t376 = t339 * t3 + t341 * t1
    t377 = t360 * t1 + t353 * t3
    t378 = t3 * t374
    t379 = t374 * t1
    t380 = t337 * t1
    t381 = t337 * t3
    t382 = t375 * t1
    t383 = t3 * t375
    t384 = t3 * t358
    t385 = t358 * t1
    t386 = t378 - t380 + (t384 + t382)
    t387 = t378 + t382
    t388 = 0.0070992 * t180
    t389 = 1.601861202 * t183 - t388
    t390 = t388 + 0.023751 * qd[1]
    t391 = 0.0070992 * t183
    t392 = t391 + 1.601861202 * t180 + 0.6903913435 * qd[1]
    t393 = t389 * t183 - t392 * t180 - (t390 * t183 + t391 * t180) + (0.023751 * t185 - 0.6903913435 * t182) - (1.024164 * t0 + 37.2347379 * t2)
    t394 = 0.4318 * t342
    t395 = t394 + (t4 * t302 + t7 * t254)
    t396 = t301 - 0.0203 * t342
    t397 = t0 * (0.15005 * (t341 * t3 - t339 * t1) - t394 + (t395 * t1 + t396 * t3)) + (t395 * t3 - t396 * t1 - 0.15005 * t376) * t2
    t398 = 0.4318 * t359
    t399 = t349 * t4 - t7 * t345 + (t4 * t348 + t7 * t346) + t398
    t400 = t319 - 0.0203 * t359
    t401 = (t400 * t3 + t399 * t1 + (0.15005 * (t360 * t3 - t353 * t1) - t398)) * t0 + (t3 * t399 - t400 * t1 - 0.15005 * t377) * t2
    t402 = 0.011273199 * t238
    t403 = 0.011273199 * t187
    t404 = 0.0003 * (t196 * t191) + 0.0016 * t194 + (t300 + t293) + (0.0047376 * t230 - t402 - 0.026030225 * t239 - (0.0047376 * t188 + t403) - 0.025375 * t247)
    t405 = t402 + 0.0047376 * t263 - 0.3586500705 * t239 + (0.3326198455 * t193 + t403)
    t406 = 0.011273199 * t193
    t407 = 0.011273199 * t239
    t408 = t407 - 0.0047376 * (t237 - t233) + 0.3586500705 * t238 + (0.3326198455 * t187 - t406) + 0.89133 * t247
    t409 = 0.0047376 * t240 + t407 - 0.026030225 * t238 - t406
    t410 = 0.4318 * t361 + (t408 + (t351 + t350))
    t411 = t404 - 0.0203 * t361
    t412 = 0.4318 * t369
    t413 = t405 + (t328 * t4 + t7 * t363) + t412
    t414 = t412 + (t4 * t329 + t7 * t364 + (t405 + 0.384876294 * t220))
    t415 = 0.0203 * t369
    t416 = t409 - 0.010956925 * t220 + t327 - t415
    t417 = t409 + t326 - t415
    t418 = t410 * t3
    t419 = t410 * t1
    t420 = t411 * t1
    t421 = t411 * t3
    t422 = (0.15005 * (t383 - t385 - (t379 + t381)) - t370 + (t417 * t3 - t420 + (t418 + t413 * t1))) * t0 + t2 * (t413 * t3 - t419 - (t417 * t1 + t421) - 0.15005 * t386)
    t423 = 1.748114002 * qd[1] - (0.023751 * t183 + 0.6903913435 * t180)
    t424 = t423 * t183
    t425 = t423 * t180
    t426 = 0.023751 * t180 - 0.6903913435 * t183
    t427 = 0.0070992 * t182
    t428 = 0.15005 * (t383 - t379) - t370 + (t414 * t1 + t416 * t3 - (t427 + (t424 + t426 * t180 + t389 * qd[1])))
    t429 = t418 - t420 + (t424 + t390 * qd[1] - (1.601861202 * t185 + t427 + 0.6903913435 * qdd[1])) - 0.15005 * (t381 + t385)
    t430 = 0.0070992 * t185
    t431 = t419 + t421 - (t392 * qd[1] + t425 + (0.023751 * qdd[1] + t430)) + (0.15005 * (t384 - t380) - 0.4318 * (t361 + (0.025375 * t244 + 0.89133 * t243)))
    t432 = t414 * t3 - t416 * t1 + (t426 * t183 - t425 + t391 * qd[1] - (1.601861202 * t182 - t430)) - 0.15005 * t387
    dtau_dq[0] = 0.0
    dtau_dq[1] = t0 * t428 - t431 * t2 + (t2 * t432 + t0 * t429)
    dtau_dq[2] = t422
    dtau_dq[3] = t401
    dtau_dq[4] = t397
    dtau_dq[5] = 0.0
    dtau_dq[6] = 0.0
    dtau_dq[7] = t373 + t393 + 0.4318 * t387
    dtau_dq[8] = t372 + 0.4318 * t386
    dtau_dq[9] = t362 + 0.4318 * t377
    dtau_dq[10] = t343 + 0.4318 * t376
    dtau_dq[11] = 0.0
    dtau_dq[12] = 0.0
    dtau_dq[13] = t373
    dtau_dq[14] = t372
    dtau_dq[15] = t362
    dtau_dq[16] = t343
    dtau_dq[17] = 0.0
    dtau_dq[18] = 0.0
    dtau_dq[19] = t327
    dtau_dq[20] = t326
    dtau_dq[21] = t319
    dtau_dq[22] = t301
    dtau_dq[23] = 0.0
    dtau_dq[24] = 0.0
    dtau_dq[25] = t287
    dtau_dq[26] = t282
    dtau_dq[27] = t261
    dtau_dq[28] = t254
    dtau_dq[29] = 0.0
    dtau_dq[30] = 0.0
    dtau_dq[31] = t208
    dtau_dq[32] = t208
    dtau_dq[33] = t202
    dtau_dq[34] = -t199
    dtau_dq[35] = 0.0
    dtau_dqd[0] = 5.8018217679508 + t177 * qd[1] + t176 * qd[2] + qd[3] * t163 + t166 * qd[4]
    dtau_dqd[1] = t179 + (t173 * qd[2] + (t109 + t109 + t177 * qd[0]) + t178) - t38
    dtau_dqd[2] = t179 + (t178 + (t173 * qd[1] + (t171 + t171 + qd[0] * t176))) - t38
    dtau_dqd[3] = t168 * qd[2] + (t168 * qd[1] + (qd[0] * t163 + (t127 + t127))) + qd[4] * t165 + t37
    dtau_dqd[4] = t128 + t128 + t166 * qd[0] + t174 * qd[1] + t174 * qd[2] + t165 * qd[3] - t36
    dtau_dqd[5] = t35
    dtau_dqd[6] = t38 + (t124 * qd[3] + (t146 + t146) + qd[4] * t133)
    dtau_dqd[7] = t158 + (9.496868641825 + t156 * qd[2]) + t159
    dtau_dqd[8] = t158 + (t156 * qd[1] + (t144 + t144)) + t159
    dtau_dqd[9] = t151 * qd[2] + (t102 + t102 + t124 * qd[0] + t151 * qd[1]) + qd[4] * t150 + t30
    dtau_dqd[10] = qd[3] * t150 + (qd[2] * t149 + (qd[1] * t149 + (qd[0] * t133 + (t100 + t100)))) + t32
    dtau_dqd[11] = t34
    dtau_dqd[12] = t38 + (qd[4] * t114 + (t145 + t145 + t122 * qd[3]))
    dtau_dqd[13] = t134 + (t138 + t138) - t74
    dtau_dqd[14] = 3.9804259903722 + t134 - t74
    dtau_dqd[15] = t30 + (t131 * qd[1] + (t129 + t129 + t122 * qd[0]) + t131 * qd[2] + qd[4] * t115)
    dtau_dqd[16] = qd[3] * t115 + (qd[0] * t114 - (t118 + t118) - t63 - t73) + t32
    dtau_dqd[17] = t34
    dtau_dqd[18] = qd[4] * t50 + (t107 + t107 + t91 * qd[1] + t92 * qd[2]) - t37
    dtau_dqd[19] = t97 + (qd[0] * t91 + (t99 + t99) + t96 * qd[2]) - t30
    dtau_dqd[20] = t97 + (t96 * qd[1] + (qd[0] * t92 + (t93 + t93))) - t30
    dtau_dqd[21] = 0.411645229697152 + t48 * qd[4]
    dtau_dqd[22] = qd[0] * t50 + t45 * qd[1] + t45 * qd[2] + t48 * qd[3] - t24
    dtau_dqd[23] = -(t23 + t22)
    dtau_dqd[24] = t36 + (t82 + t82 + t69 * qd[1] + t55 * qd[2] + t44 * qd[3])
    dtau_dqd[25] = t64 + (t73 + (t69 * qd[0] + (t72 + t72))) - t32
    dtau_dqd[26] = qd[0] * t55 + (t60 + t60) + t63 + t64 - t32
    dtau_dqd[27] = t44 * qd[0] - (t47 + t47) + t51 * qd[1] + t51 * qd[2] + t24
    dtau_dqd[28] = 0.4272830209354
    dtau_dqd[29] = t18 + (t13 - t15 - t16)
    dtau_dqd[30] = t35
    dtau_dqd[31] = t33
    dtau_dqd[32] = t33
    dtau_dqd[33] = t22 - t23
    dtau_dqd[34] = t16 + (t15 - t13) - t18
    dtau_dqd[35] = 0.2158232532732
    return (dtau_dq, dtau_dqd)


def inverse_dynamics_derivatives(q, qd, qdd):
    """dtau_dq[i * kDof + j] = d tau_i / d q_j and dtau_dqd[i * kDof + j] = d tau_i / d qd_j of inverse_dynamics (friction and rotor inertia included; Coulomb friction contributes 0 away from qd = 0). d tau / d qdd is M(q): mass_matrix. For a floating base kNv x kNv, column j of dtau_dq the derivative along integrate(q, t e_j) at t = 0 (Pinocchio's computeRNEADerivatives).

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    qdd: shape (6,), or (k, 6) for k states.
    Returns dtau_dq (6, 6) or (k, 6, 6), dtau_dqd (6, 6) or (k, 6, 6).
    """
    (q, qd, qdd), single = _states(((q, (6,)), (qd, (6,)), (qdd, (6,))))
    return _shaped(_inverse_dynamics_derivatives(q, qd, qdd), ((6, 6), (6, 6)), single)


def _forward_dynamics_derivatives(q, qd, tau):
    # Built from: M: closed form, Horner; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone); M^-1 = L^-1 D^-1 L^-T; inverse_dynamics_derivatives at qdd.
    # 846 multiplications, 760 additions, 4 divisions, 16 function calls. The solves included.
    k = q.shape[1]
    qdd = np.zeros((6, k))
    dqdd_dq = np.zeros((36, k))
    dqdd_dqd = np.zeros((36, k))
    dqdd_dtau = np.zeros((36, k))
    t0 = np.cos(q[4])
    t1 = np.sin(q[4])
    t2 = np.cos(q[3])
    t3 = np.cos(q[1])
    t4 = np.cos(q[2])
    t5 = np.sin(q[1])
    t6 = np.sin(q[2])
    t7 = np.sin(q[3])
    t8 = np.cos(q[5])
    t9 = np.sin(q[5])
    t10 = t3 * t4 - t5 * t6
    t11 = 0.002487168 * t0
    t12 = (t2 * ((0.002487168 + 0.00040432 * t0) * t1) + (-0.022546398 - 0.000116928 * t0)) * t10 + (-0.769752588 - t11) * t3
    t13 = t7 * t7
    t14 = 0.0001 * t13
    t15 = t3 * t6 + t5 * t4
    t16 = t12 + (t14 + (0.3315220055 + t11) + (0.000116928 * t2 + t1 * (0.00020216 * t13 - 0.00040432)) * t1) * t15
    t17 = 0.00020216 * (t1 * t13)
    t18 = 0.00020216 * t1
    t19 = 3.939212254267 - 1.601861202 * (t5 * t5) + (0.02191385 * t10 - 0.0141984 * t5) * t3 + (t18 + 0.000864288 * t7 + (-0.000116928 - 0.002487168 * (t3 * t10)) * t2) * t1
    t20 = t2 * t15
    t21 = 4e-05 * (t0 * t10) - 4e-05 * (t20 * t1)
    t22 = 5.1518639227799214 * t21
    t23 = 0.000432144 * t1
    t24 = 5.8464e-05 * t10 + 0.001243584 * t3
    t25 = (0.00064216 * t7 + t23) * t15 + ((0.001243584 * t15 - t24) * t7 - 0.000432144 * (t2 * t10)) * t0
    t26 = 5.836060905888831 * t25
    t27 = 0.00020216 * t0
    t28 = 0.00020607455691119687 * t0
    t29 = 0.00164 * t10 + (t2 * (t15 * (0.001243584 + t27) - t24) + (t18 + 0.000432144 * t7) * t10) * t1 - t28 * t21
    t30 = 0.00020216 * (t1 * t1)
    t31 = 1.0 / (0.19243062612368 + t30 - t28 * (4e-05 * t0))
    t32 = t31 * t29
    t33 = t7 * t1
    t34 = (-0.1384816665 - 0.001243584 * t33 + (-0.000432144 - 0.00020216 * t33) * t0) * t10 + (-0.00380751875 - 5.8464e-05 * t33 + t2 * (t23 + (0.0001 + t30) * t7)) * t15
    t35 = 0.00020607455691119687 * t33
    t36 = 4e-05 * t33
    t37 = t21 * t35
    t38 = t2 * (0.00064216 + 0.001243584 * t0) - 5.8464e-05 * t1
    t39 = 5.836060905888831 * t38
    t40 = t36 * t28
    t41 = t36 * t35
    t42 = -0.001243584 - t27
    t43 = t7 * (t42 * t1) - t40
    t44 = t31 * t43
    t45 = t34 - t37 - t25 * t39 - t44 * t29
    t46 = t2 * t1
    t47 = t7 * ((-0.0001 - t30) * t7) + (t11 + (0.936165562438 - 0.000116928 * t46)) - t41 - t38 * t39 - t44 * t43
    t48 = 1.0 / t47
    t49 = t45 * t48
    t50 = 0.001243584 * t4
    t51 = 0.001243584 * t6
    t52 = (t51 - t27 - 0.001243584) * t1 * t7 - t40
    t53 = (t2 * (-0.000116928 - t50) - t17) * t1 + (0.3592922305 + 0.010956925 * t4 - 0.384876294 * t6 - t14 + (0.002487168 - t51) * t0)
    t54 = t1 * (-5.8464e-05 - t50) + (0.00064216 + t0 * (0.001243584 - t51)) * t2
    t55 = 4.4322210775 + 0.02191385 * t4 - 0.769752588 * t6 - t14 + t0 * (0.002487168 - 0.002487168 * t6) + ((-0.000116928 - 0.002487168 * t4) * t2 - t17) * t1
    t56 = t53 - t41 - t54 * t39 - t44 * t52
    t57 = t56 * t48
    t58 = t15 * (0.000432144 * t46 - 0.00380751875) - (0.6903913435 * t5 + 0.023751 * t3) + (-0.1384816665 - 0.000432144 * t0) * t10
    t59 = t7 * (0.0001 * t20 + t1 * ((0.00020216 * t46 - 5.8464e-05) * t15 - 0.001243584 * t5 + t42 * t10)) + t58
    t60 = 5.836060905888831 * t54
    t61 = t31 * t52
    t62 = 1.0 / (t55 - t41 - t60 * t54 - t52 * t61 - t57 * t56)
    t63 = t59 - t37 - t25 * t60 - t29 * t61 - t57 * t45
    t64 = t63 * t62
    t65 = 1.0 / (t19 + t16 * t15 - t21 * t22 - t25 * t26 - t32 * t29 - t49 * t45 - t64 * t63)
    t66 = t57 * t64 - t49
    t67 = t44 * t66 - t64 * t61 + t32
    t68 = t66 * t35 - t28 * t67 - t64 * t35 + t22
    t69 = t65 * t68
    t70 = t57 * t44 - t61
    t71 = t70 * t28 - t57 * t35 + t35
    t72 = t71 * t62
    t73 = t28 * t44 - t35
    t74 = t73 * t48
    t75 = t31 * t28
    t76 = t66 * t39 - t60 * t64 + t26
    t77 = t57 * t39 - t60
    t78 = t69 * t76 - (t77 * t72 + t74 * t39)
    t79 = t69 * t67 - (t70 * t72 + (t75 + t74 * t44))
    t80 = t74 + t57 * t72 - t69 * t66
    t81 = t69 * t64 - t72
    t82 = -t69
    t83 = t65 * t76
    t84 = t77 * t62
    t85 = t39 * t48
    t86 = t70 * t84 + t44 * t85 + t67 * t83
    t87 = -(t57 * t84 + t85 + t66 * t83)
    t88 = t84 + t64 * t83
    t89 = -t83
    t90 = t65 * t67
    t91 = t70 * t62
    t92 = t44 * t48
    t93 = -(t92 + t91 * t57 + t90 * t66)
    t94 = t90 * t64 + t91
    t95 = -t90
    t96 = t65 * t66
    t97 = t57 * t62
    t98 = -(t96 * t64 + t97)
    t99 = t65 * t64
    t100 = -t99
    t101 = t3 * qd[0]
    t102 = t5 * qd[0]
    t103 = t101 * t4 - t102 * t6
    t104 = qd[3] + t103
    t105 = t101 * t6 + t102 * t4
    t106 = qd[2] + qd[1]
    t107 = t2 * t105 - t106 * t7
    t108 = t1 * t104 + t107 * t0
    t109 = t2 * t106 + t105 * t7
    t110 = t109 + qd[4]
    t111 = t0 * t104 - t107 * t1
    t112 = 4e-05 * (qd[5] + t111)
    t113 = (t108 * t8 - t110 * t9) * t112
    t114 = t112 * (t108 * t9 + t110 * t8)
    t115 = t105 * t103
    t116 = t103 * t103
    t117 = t106 * t106
    t118 = t117 + t116
    t119 = t102 * t101
    t120 = 0.4318 * t119 + 9.81 * t3
    t121 = t101 * t101
    t122 = t101 * qd[1]
    t123 = qd[1] * qd[1]
    t124 = 9.81 * t5 - 0.4318 * (t121 + t123)
    t125 = t120 * t6 + t124 * t4
    t126 = t120 * t4 - t124 * t6
    t127 = t125 + (0.4318 * t115 - 0.0203 * t118)
    t128 = t102 * qd[1]
    t129 = t102 * t102
    t130 = t122 * t4 - t128 * t6 + qd[2] * t103
    t131 = t106 * t103
    t132 = t106 * t105
    t133 = t130 + t131
    t134 = t128 * t4 + t122 * t6 + t105 * qd[2]
    t135 = t105 * t105
    t136 = 0.025375 * t126 - 0.89133 * t125 + (0.0047376 * t134 - (0.3326198455 * t115 + (0.011273199 * (t135 - t116) + 0.0047376 * t132)))
    t137 = t135 + t117
    t138 = 0.011273199 * t132 - 0.0047376 * (t116 - t117) + 0.3586500705 * t131 + (0.3326198455 * t130 + 0.011273199 * t134)
    t139 = t132 + t134
    t140 = 0.4318 * (t128 + t128) - 0.15005 * (t129 + t121)
    t141 = 0.4318 * t133 + 0.0203 * t139 + t140
    t142 = t108 * t111
    t143 = t107 * qd[3] + t130 * t7
    t144 = 0.00064216 * t143 - 0.00024216 * t142 - 0.00288 * (t1 * (t126 + (0.0203 * t115 - 0.4318 * t137)) + t0 * (t2 * t127 - t7 * t141))
    t145 = 0.00288 * (t142 - t143)
    t146 = t113 * t8 + t9 * t114 + t144
    t147 = t146 + 0.0013 * (t107 * t104)
    t148 = t2 * t130 - t109 * qd[3]
    t149 = t0 * t148 - t134 * t1 + qd[4] * t111
    t150 = t110 * t111
    t151 = 0.00288 * (t2 * t141 + t7 * t127) + (0.00024216 * t149 + 0.00064216 * t150) + (t113 * t9 - t8 * t114)
    t152 = 0.00288 * (t150 + t149)
    t153 = 4e-05 * (t108 * qd[4] + (t1 * t148 + t0 * t134))
    t154 = 0.0004 * (t110 * t108) + t153
    t155 = t151 * t0 + t1 * t154 + (0.0003 * t148 - 0.0016 * (t109 * t104))
    t156 = t151 * t1 - t0 * t154 + (0.0003 * (t107 * t109) - 0.0016 * t134)
    t157 = 0.0047376 * t115 - 0.011273199 * t131 - 0.026030225 * t132 - 0.011273199 * t130 - 0.025375 * t140 + t156
    t158 = 0.00288 * (t108 * t108 + t110 * t110)
    t159 = t158 * t1 + t0 * t145
    t160 = t1 * t145 - t158 * t0
    t161 = 0.025375 * t115 - 0.89133 * t137 + t160
    t162 = t2 * t152 - t7 * t159
    t163 = 0.89133 * t140 + t138 + (t147 * t7 + t2 * t155) + 0.4318 * t162
    t164 = t7 * t152 + t2 * t159
    t165 = 0.0203 * t160 - 0.4318 * t164 + (t136 + (t147 * t2 - t7 * t155))
    t166 = 0.89133 * t115 - 0.025375 * t118 + t164
    t167 = t157 - 0.0203 * t162
    t168 = 0.0070992 * t122
    t169 = t167 * t4 + t163 * t6 + (0.023751 * t119 - t168 - 0.6903913435 * (t123 - t129) - 3.349975204 * t128 - t168)
    t170 = 0.0070992 * t128
    t171 = t170 - 1.601861202 * t122 + (1.748114002 * t122 + (t170 - 0.6903913435 * t119 - 0.023751 * (t121 - t123)))
    t172 = 0.6903913435 * t122
    t173 = 0.023751 * t128
    t174 = 37.2347379 * t3 - 1.024164 * t5 + (t173 - t172 + (1.601861202 * t119 + (t172 - t173 - 0.0070992 * (t129 - t121))))
    t175 = t161 * t4 + t166 * t6
    t176 = (0.15005 * (t166 * t4 - t161 * t6) - 0.4318 * (0.025375 * t139 + 0.89133 * t133 + t162) + t169) * t3 + (t171 + (t163 * t4 - t167 * t6) - 0.15005 * t175) * t5
    t177 = np.sign(qd[0])
    t178 = np.sign(qd[5])
    t179 = tau[5] - (0.2158232532732 * qd[5] + 0.55443978 * t178 - t153)
    t180 = np.sign(qd[4])
    t181 = tau[4] - (t146 + (0.4272830209354 * qd[4] + 0.85444524 * t180))
    t182 = np.sign(qd[3])
    t183 = tau[3] - (0.411645229697152 * qd[3] + 1.06831142 * t182 + t156) - t179 * t28
    t184 = tau[0] - (t176 + (25.9836065 * t177 + 5.8018217679508 * qd[0])) - t179 * t22 - t181 * t26 - t32 * t183
    t185 = np.sign(qd[2])
    t186 = t179 * t35
    t187 = tau[2] - (t165 + (6.36419655 * t185 + 3.9804259903722 * qd[2])) - t186 - t181 * t39 - t44 * t183
    t188 = np.sign(qd[1])
    t189 = tau[1] - (t165 + t174 + 0.4318 * t175 + (10.6197775 * t188 + 9.496868641825 * qd[1])) - t186 - t60 * t181
    t190 = t189 - t183 * t61 - t57 * t187
    t191 = t65 * (t184 - t49 * t187 - t190 * t64)
    t192 = t190 * t62 - t191 * t64
    t193 = t187 * t48 - t192 * t57 - t49 * t191
    t194 = t31 * t183 - t193 * t44 - t192 * t61 - t32 * t191
    qdd[0] = t191
    qdd[1] = t192
    qdd[2] = t193
    qdd[3] = t194
    qdd[4] = 5.836060905888831 * t181 - t193 * t39 - t192 * t60 - t191 * t26
    qdd[5] = 5.1518639227799214 * t179 - t28 * t194 - t193 * t35 - t192 * t35 - t191 * t22
    dqdd_dtau[0] = t65
    dqdd_dtau[1] = t100
    dqdd_dtau[2] = t96
    dqdd_dtau[3] = t95
    dqdd_dtau[4] = t89
    dqdd_dtau[5] = t82
    dqdd_dtau[6] = t100
    dqdd_dtau[7] = t64 * t99 + t62
    dqdd_dtau[8] = t98
    dqdd_dtau[9] = t94
    dqdd_dtau[10] = t88
    dqdd_dtau[11] = t81
    dqdd_dtau[12] = t96
    dqdd_dtau[13] = t98
    dqdd_dtau[14] = t96 * t66 + (t57 * t97 + t48)
    dqdd_dtau[15] = t93
    dqdd_dtau[16] = t87
    dqdd_dtau[17] = t80
    dqdd_dtau[18] = t95
    dqdd_dtau[19] = t94
    dqdd_dtau[20] = t93
    dqdd_dtau[21] = t91 * t70 + (t31 + t44 * t92) + t90 * t67
    dqdd_dtau[22] = t86
    dqdd_dtau[23] = t79
    dqdd_dtau[24] = t89
    dqdd_dtau[25] = t88
    dqdd_dtau[26] = t87
    dqdd_dtau[27] = t86
    dqdd_dtau[28] = 5.836060905888831 + t39 * t85 + t77 * t84 + t76 * t83
    dqdd_dtau[29] = t78
    dqdd_dtau[30] = t82
    dqdd_dtau[31] = t81
    dqdd_dtau[32] = t80
    dqdd_dtau[33] = t79
    dqdd_dtau[34] = t78
    dqdd_dtau[35] = t71 * t72 + (t74 * t73 + (5.1518639227799214 + t28 * t75)) + t69 * t68
    (dtau_dq, dtau_dqd) = _inverse_dynamics_derivatives(q, qd, qdd)
    (dqdd_dq, dqdd_dqd) = _derivative_columns(dqdd_dtau, dtau_dq, dtau_dqd)
    return (qdd, dqdd_dq, dqdd_dqd, dqdd_dtau)


def forward_dynamics_derivatives(q, qd, tau):
    """qdd = forward_dynamics(q, qd, tau) and its derivatives, kDof x kDof each: dqdd_dq = -M^-1 dtau/dq and dqdd_dqd = -M^-1 dtau/dqd at that qdd, dqdd_dtau = M^-1; one factorisation M = L^T D L for all, as forward_dynamics. For a floating base kNv x kNv, q's columns along its tangent space (inverse_dynamics_derivatives).

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    tau: shape (6,), or (k, 6) for k states.
    Returns qdd (6,) or (k, 6), dqdd_dq (6, 6) or (k, 6, 6), dqdd_dqd (6, 6) or (k, 6, 6), dqdd_dtau (6, 6) or (k, 6, 6).
    """
    (q, qd, tau), single = _states(((q, (6,)), (qd, (6,)), (tau, (6,))))
    return _shaped(_forward_dynamics_derivatives(q, qd, tau), ((6,), (6, 6), (6, 6), (6, 6)), single)


def _dynamics_terms(q, qd):
    # Built from: M: closed form, Horner; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: closed form, Horner.
    # 289 multiplications, 213 additions, 0 divisions, 10 function calls.
    k = q.shape[1]
    M = np.zeros((36, k))
    V = np.zeros((6, k))
    G = np.zeros((6, k))
    t0 = np.cos(q[1])
    t1 = np.cos(q[2])
    t2 = np.sin(q[1])
    t3 = np.sin(q[2])
    t4 = np.sin(q[4])
    t5 = np.cos(q[3])
    t6 = np.cos(q[4])
    t7 = np.sin(q[3])
    t8 = np.cos(q[5])
    t9 = np.sin(q[5])
    t10 = t0 * t1 - t2 * t3
    t11 = t0 * t3 + t2 * t1
    t12 = t5 * t4
    t13 = (0.24892875 - 0.0282528 * t12) * t10
    t14 = (-8.7439473 - 0.0282528 * t6) * t11
    t15 = t0 * qd[0]
    t16 = t15 * qd[1]
    t17 = t2 * qd[0]
    t18 = t17 * qd[1]
    t19 = t15 * t1 - t17 * t3
    t20 = t16 * t1 - t18 * t3 + qd[2] * t19
    t21 = t15 * t3 + t17 * t1
    t22 = qd[2] + qd[1]
    t23 = t5 * t22 + t21 * t7
    t24 = t5 * t20 - t23 * qd[3]
    t25 = t18 * t1 + t16 * t3 + t21 * qd[2]
    t26 = qd[3] + t19
    t27 = t5 * t21 - t22 * t7
    t28 = t4 * t26 + t27 * t6
    t29 = 4e-05 * (t28 * qd[4] + (t4 * t24 + t6 * t25))
    t30 = t23 + qd[4]
    t31 = t6 * t26 - t27 * t4
    t32 = 4e-05 * (qd[5] + t31)
    t33 = (t28 * t8 - t30 * t9) * t32
    t34 = t32 * (t28 * t9 + t30 * t8)
    t35 = t21 * t19
    t36 = t19 * t19
    t37 = t22 * t19
    t38 = t22 * t22
    t39 = t22 * t21
    t40 = t21 * t21
    t41 = t38 + t36
    t42 = t17 * t15
    t43 = t15 * t15
    t44 = t17 * t17
    t45 = 0.4318 * t42
    t46 = qd[1] * qd[1]
    t47 = 0.4318 * (t43 + t46)
    t48 = t45 * t3 - t47 * t1
    t49 = t45 * t1 + t47 * t3
    t50 = t48 + (0.4318 * t35 - 0.0203 * t41)
    t51 = 0.025375 * t49 - 0.89133 * t48 + (0.0047376 * t25 - (0.3326198455 * t35 + (0.011273199 * (t40 - t36) + 0.0047376 * t39)))
    t52 = t40 + t38
    t53 = 0.011273199 * t39 - 0.0047376 * (t36 - t38) + 0.3586500705 * t37 + (0.3326198455 * t20 + 0.011273199 * t25)
    t54 = t20 + t37
    t55 = t39 + t25
    t56 = 0.4318 * (t18 + t18) - 0.15005 * (t44 + t43)
    t57 = 0.4318 * t54 + 0.0203 * t55 + t56
    t58 = t28 * t31
    t59 = t27 * qd[3] + t20 * t7
    t60 = 0.00064216 * t59 - 0.00024216 * t58 - 0.00288 * (t4 * (t49 + (0.0203 * t35 - 0.4318 * t52)) + (t5 * t50 - t7 * t57) * t6)
    t61 = 0.00288 * (t58 - t59)
    t62 = t33 * t8 + t9 * t34 + t60
    t63 = t6 * t24 - t25 * t4 + qd[4] * t31
    t64 = t30 * t31
    t65 = 0.00288 * (t5 * t57 + t7 * t50) + (0.00024216 * t63 + 0.00064216 * t64) + (t33 * t9 - t8 * t34)
    t66 = 0.00288 * (t64 + t63)
    t67 = 0.0004 * (t30 * t28) + t29
    t68 = 0.00288 * (t28 * t28 + t30 * t30)
    t69 = t65 * t4 - t6 * t67 + (0.0003 * (t27 * t23) - 0.0016 * t25)
    t70 = t65 * t6 + t4 * t67 + (0.0003 * t24 - 0.0016 * (t23 * t26))
    t71 = 0.0013 * (t27 * t26) + t62
    t72 = t4 * t61 - t68 * t6
    t73 = t68 * t4 + t6 * t61
    t74 = 0.025375 * t35 - 0.89133 * t52 + t72
    t75 = t7 * t66 + t5 * t73
    t76 = 0.0203 * t72 - 0.4318 * t75 + (t51 + (t5 * t71 - t7 * t70))
    t77 = 0.89133 * t35 - 0.025375 * t41 + t75
    t78 = t5 * t66 - t7 * t73
    t79 = t69 + (0.0047376 * t35 - 0.011273199 * t37 - 0.026030225 * t39 - 0.011273199 * t20 - 0.025375 * t56) - 0.0203 * t78
    t80 = t7 * t71 + t5 * t70 + (0.89133 * t56 + t53) + 0.4318 * t78
    t81 = 0.6903913435 * t16
    t82 = 0.023751 * t18
    t83 = t74 * t1 + t77 * t3
    t84 = 0.0070992 * t18
    t85 = t80 * t1 - t79 * t3 + (t84 - 1.601861202 * t16 + (1.748114002 * t16 + (t84 - 0.6903913435 * t42 - 0.023751 * (t43 - t46))))
    t86 = 0.0070992 * t16
    t87 = t79 * t1 + t80 * t3 + (0.023751 * t42 - t86 - 0.6903913435 * (t46 - t44) - 3.349975204 * t18 - t86) + (0.15005 * (t77 * t1 - t74 * t3) - 0.4318 * (0.025375 * t55 + 0.89133 * t54 + t78))
    t88 = t7 * t4
    t89 = 4e-05 * t88
    t90 = t5 * t11
    t91 = 0.001243584 * t1
    t92 = 0.001243584 * t3
    t93 = 0.000432144 * t4
    t94 = 5.8464e-05 * t10 + 0.001243584 * t0
    t95 = 0.00020216 * (t4 * t4)
    t96 = (-0.1384816665 - 0.001243584 * t88 + (-0.000432144 - 0.00020216 * t88) * t6) * t10 + (-0.00380751875 - 5.8464e-05 * t88 + t5 * (t93 + (0.0001 + t95) * t7)) * t11
    t97 = 0.00020216 * t6
    t98 = -0.001243584 - t97
    t99 = 0.00020216 * t4
    t100 = 0.002487168 * t6
    t101 = t7 * t7
    t102 = 0.00020216 * (t4 * t101)
    t103 = 0.0001 * t101
    t104 = (t103 + (0.3315220055 + t100) + (0.000116928 * t5 + t4 * (0.00020216 * t101 - 0.00040432)) * t4) * t11
    t105 = (t5 * (-0.000116928 - t91) - t102) * t4 + (0.3592922305 + 0.010956925 * t1 - 0.384876294 * t3 - t103 + (0.002487168 - t92) * t6)
    t106 = 4.4322210775 + 0.02191385 * t1 - 0.769752588 * t3 - t103 + t6 * (0.002487168 - 0.002487168 * t3) + ((-0.000116928 - 0.002487168 * t1) * t5 - t102) * t4
    t107 = t11 * (0.000432144 * t12 - 0.00380751875) - (0.6903913435 * t2 + 0.023751 * t0) + (-0.1384816665 - 0.000432144 * t6) * t10
    t108 = t7 * (0.0001 * t90 + t4 * ((0.00020216 * t12 - 5.8464e-05) * t11 - 0.001243584 * t2 + t98 * t10)) + t107
    t109 = (t5 * ((0.002487168 + 0.00040432 * t6) * t4) + (-0.022546398 - 0.000116928 * t6)) * t10 + (-0.769752588 - t100) * t0
    t110 = 3.939212254267 - 1.601861202 * (t2 * t2) + (0.02191385 * t10 - 0.0141984 * t2) * t0 + (t99 + 0.000864288 * t7 + (-0.000116928 - 0.002487168 * (t0 * t10)) * t5) * t4
    M[0] = t110 + (t109 + t104) * t11
    M[6] = t108
    M[7] = t106
    M[12] = t96
    M[13] = t105
    M[14] = t7 * ((-0.0001 - t95) * t7) + (t100 + (0.936165562438 - 0.000116928 * t12))
    M[18] = 0.00164 * t10 + (t5 * (t11 * (0.001243584 + t97) - t94) + (t99 + 0.000432144 * t7) * t10) * t4
    M[19] = (t92 - t97 - 0.001243584) * t4 * t7
    M[20] = t7 * (t98 * t4)
    M[21] = 0.19243062612368 + t95
    M[24] = (0.00064216 * t7 + t93) * t11 + ((0.001243584 * t11 - t94) * t7 - 0.000432144 * (t5 * t10)) * t6
    M[25] = t4 * (-5.8464e-05 - t91) + (0.00064216 + t6 * (0.001243584 - t92)) * t5
    M[26] = t5 * (0.00064216 + 0.001243584 * t6) - 5.8464e-05 * t4
    M[27] = 0.0
    M[28] = 0.171348451657
    M[30] = 4e-05 * (t6 * t10) - 4e-05 * (t90 * t4)
    M[31] = t89
    M[32] = t89
    M[33] = 4e-05 * t6
    M[34] = 0.0
    M[35] = 0.194104505668
    V[0] = (t85 - 0.15005 * t83) * t2 + t0 * t87
    V[1] = t82 - t81 + (1.601861202 * t42 + (t81 - t82 - 0.0070992 * (t44 - t43))) + t76 + 0.4318 * t83
    V[2] = t76
    V[3] = t69
    V[4] = t62
    V[5] = -t29
    G[0] = 0.0
    G[1] = t13 + (t14 + (37.2347379 * t0 - 1.024164 * t2))
    G[2] = t13 + t14
    G[3] = 0.0282528 * (t7 * t11 * t4)
    G[4] = -(0.0282528 * (t4 * t10) + 0.0282528 * (t5 * t6 * t11))
    G[5] = 0.0
    M[1] = M[6]
    M[2] = M[12]
    M[3] = M[18]
    M[4] = M[24]
    M[5] = M[30]
    M[8] = M[13]
    M[9] = M[19]
    M[10] = M[25]
    M[11] = M[31]
    M[15] = M[20]
    M[16] = M[26]
    M[17] = M[32]
    M[22] = M[27]
    M[23] = M[33]
    M[29] = M[34]
    return (M, V, G)


def dynamics_terms(q, qd):
    """M(q), V(q, qd) and G(q) in one call: what mass_matrix, coriolis_centrifugal and gravity return, from one set of sines and cosines and shared subexpressions (a computed-torque controller's cycle).

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    Returns M (6, 6) or (k, 6, 6), V (6,) or (k, 6), G (6,) or (k, 6).
    """
    (q, qd), single = _states(((q, (6,)), (qd, (6,))))
    return _shaped(_dynamics_terms(q, qd), ((6, 6), (6,), (6,)), single)


def _dynamics_terms_with_jacobian(q, qd):
    # Built from: M: closed form, Horner; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: closed form, Horner; J: forward kinematics; a: outward pass at qdd = 0 in the base frame.
    # 412 multiplications, 301 additions, 0 divisions, 12 function calls.
    k = q.shape[1]
    M = np.zeros((36, k))
    V = np.zeros((6, k))
    G = np.zeros((6, k))
    J = np.zeros((36, k))
    a = np.zeros((6, k))
    t0 = np.sin(q[0])
    t1 = np.sin(q[1])
    t2 = np.cos(q[0])
    t3 = np.cos(q[2])
    t4 = np.cos(q[1])
    t5 = np.sin(q[2])
    t6 = np.sin(q[3])
    t7 = np.cos(q[3])
    t8 = np.cos(q[4])
    t9 = np.sin(q[4])
    t10 = np.cos(q[5])
    t11 = np.sin(q[5])
    t12 = t0 * qd[1]
    t13 = t0 * qd[2] + t12
    t14 = t1 * t2
    t15 = t4 * t2
    t16 = t14 * t3 + t15 * t5
    t17 = t15 * t3 - t14 * t5
    t18 = 0.15005 * t0 + 0.4318 * t15
    t19 = t13 - t16 * qd[3]
    t20 = t4 * t0
    t21 = t0 * t1
    t22 = t20 * t3 - t21 * t5
    t23 = t21 * t3 + t20 * t5
    t24 = 0.4318 * t20 - 0.15005 * t2
    t25 = t22 * t6 - t7 * t2
    t26 = t2 * qd[1]
    t27 = t2 * qd[2] + t26
    t28 = t27 + t23 * qd[3]
    t29 = t7 * t0 + t17 * t6
    t30 = (t26 * t0 - t2 * t12) * qd[2]
    t31 = qd[4] * t25 - t28
    t32 = t8 * t16 + (t17 * t7 - t6 * t0) * t9
    t33 = t18 + (0.0203 * t17 - 0.4318 * t16)
    t34 = t9 * (t6 * t2 + t7 * t22) + t8 * t23
    t35 = t24 + (0.0203 * t22 - 0.4318 * t23)
    t36 = t19 + qd[4] * t29
    t37 = qd[4] * (t19 * t25 + t28 * t29) + (t30 - qd[3] * (t27 * t16 + t23 * t13)) + qd[5] * (t31 * t32 - t34 * t36)
    t38 = t4 * t3 - t1 * t5
    t39 = qd[0] + qd[3] * t38
    t40 = t4 * t5 + t1 * t3
    t41 = t6 * t40
    t42 = t39 + t41 * qd[4]
    t43 = t8 * t38
    t44 = t7 * t40
    t45 = t44 * t9
    t46 = t43 - t45
    t47 = t0 * qd[0]
    t48 = t47 * qd[1]
    t49 = t47 * qd[2] + t48
    t50 = t49 - (t16 * qd[0] + t13 * t38) * qd[3] + qd[4] * (t39 * t29 - t19 * t41) - (t32 * t42 + t46 * t36) * qd[5]
    t51 = t2 * qd[0]
    t52 = t51 * qd[1]
    t53 = t51 * qd[2] + t52
    t54 = qd[3] * (t23 * qd[0] - t27 * t38) + t53 - qd[4] * (t39 * t25 + t41 * t28) + qd[5] * (t34 * t42 + t31 * t46)
    t55 = 0.4318 * t1
    t56 = t18 * qd[0] - t55 * t12
    t57 = t55 * t26 + t24 * qd[0]
    t58 = t35 - t24
    t59 = t33 - t18
    t60 = t55 + (0.4318 * t38 + 0.0203 * t40)
    t61 = t60 - t55
    t62 = t59 * qd[0] - t61 * t13
    t63 = t27 * t61 + t58 * qd[0]
    t64 = t24 * t12 + t18 * t26
    t65 = t27 * t59 + t58 * t13
    t66 = -t2
    t67 = t7 * t9
    t68 = (0.24892875 - 0.0282528 * t67) * t38
    t69 = (-8.7439473 - 0.0282528 * t8) * t40
    t70 = t4 * qd[0]
    t71 = t70 * qd[1]
    t72 = t1 * qd[0]
    t73 = t72 * qd[1]
    t74 = t70 * t3 - t72 * t5
    t75 = t71 * t3 - t73 * t5 + qd[2] * t74
    t76 = t70 * t5 + t72 * t3
    t77 = qd[2] + qd[1]
    t78 = t7 * t77 + t76 * t6
    t79 = t7 * t75 - t78 * qd[3]
    t80 = t73 * t3 + t71 * t5 + t76 * qd[2]
    t81 = qd[3] + t74
    t82 = t7 * t76 - t77 * t6
    t83 = t9 * t81 + t82 * t8
    t84 = 4e-05 * (t83 * qd[4] + (t9 * t79 + t8 * t80))
    t85 = t78 + qd[4]
    t86 = t8 * t81 - t82 * t9
    t87 = 4e-05 * (qd[5] + t86)
    t88 = (t83 * t10 - t85 * t11) * t87
    t89 = t87 * (t83 * t11 + t85 * t10)
    t90 = t76 * t74
    t91 = t74 * t74
    t92 = t77 * t74
    t93 = t77 * t77
    t94 = t77 * t76
    t95 = t76 * t76
    t96 = t93 + t91
    t97 = t72 * t70
    t98 = t70 * t70
    t99 = t72 * t72
    t100 = 0.4318 * t97
    t101 = qd[1] * qd[1]
    t102 = 0.4318 * (t98 + t101)
    t103 = t100 * t5 - t102 * t3
    t104 = t100 * t3 + t102 * t5
    t105 = t103 + (0.4318 * t90 - 0.0203 * t96)
    t106 = 0.025375 * t104 - 0.89133 * t103 + (0.0047376 * t80 - (0.3326198455 * t90 + (0.011273199 * (t95 - t91) + 0.0047376 * t94)))
    t107 = t95 + t93
    t108 = 0.011273199 * t94 - 0.0047376 * (t91 - t93) + 0.3586500705 * t92 + (0.3326198455 * t75 + 0.011273199 * t80)
    t109 = t75 + t92
    t110 = t94 + t80
    t111 = 0.4318 * (t73 + t73) - 0.15005 * (t99 + t98)
    t112 = 0.4318 * t109 + 0.0203 * t110 + t111
    t113 = t83 * t86
    t114 = t82 * qd[3] + t75 * t6
    t115 = 0.00064216 * t114 - 0.00024216 * t113 - 0.00288 * (t9 * (t104 + (0.0203 * t90 - 0.4318 * t107)) + (t7 * t105 - t6 * t112) * t8)
    t116 = 0.00288 * (t113 - t114)
    t117 = t88 * t10 + t11 * t89 + t115
    t118 = t8 * t79 - t80 * t9 + qd[4] * t86
    t119 = t85 * t86
    t120 = 0.00288 * (t7 * t112 + t6 * t105) + (0.00024216 * t118 + 0.00064216 * t119) + (t88 * t11 - t10 * t89)
    t121 = 0.00288 * (t119 + t118)
    t122 = 0.0004 * (t85 * t83) + t84
    t123 = 0.00288 * (t83 * t83 + t85 * t85)
    t124 = t120 * t9 - t8 * t122 + (0.0003 * (t82 * t78) - 0.0016 * t80)
    t125 = t120 * t8 + t9 * t122 + (0.0003 * t79 - 0.0016 * (t78 * t81))
    t126 = t124 + (0.0047376 * t90 - 0.011273199 * t92 - 0.026030225 * t94 - 0.011273199 * t75 - 0.025375 * t111)
    t127 = 0.0013 * (t82 * t81) + t117
    t128 = t9 * t116 - t123 * t8
    t129 = t123 * t9 + t8 * t116
    t130 = 0.025375 * t90 - 0.89133 * t107 + t128
    t131 = t6 * t121 + t7 * t129
    t132 = 0.0203 * t128 - 0.4318 * t131 + (t106 + (t7 * t127 - t6 * t125))
    t133 = 0.89133 * t90 - 0.025375 * t96 + t131
    t134 = t7 * t121 - t6 * t129
    t135 = t6 * t127 + t7 * t125 + (0.89133 * t111 + t108) + 0.4318 * t134
    t136 = t126 - 0.0203 * t134
    t137 = 0.6903913435 * t71
    t138 = 0.023751 * t73
    t139 = t130 * t3 + t133 * t5
    t140 = 0.0070992 * t73
    t141 = t140 - 1.601861202 * t71 + (1.748114002 * t71 + (t140 - 0.6903913435 * t97 - 0.023751 * (t98 - t101)))
    t142 = 0.0070992 * t71
    t143 = t136 * t3 + t135 * t5 + (0.023751 * t97 - t142 - 0.6903913435 * (t101 - t99) - 3.349975204 * t73 - t142)
    t144 = t4 * (t143 + (0.15005 * (t133 * t3 - t130 * t5) - 0.4318 * (0.025375 * t110 + 0.89133 * t109 + t134)))
    t145 = t6 * t9
    t146 = 4e-05 * t145
    t147 = 0.001243584 * t3
    t148 = 0.001243584 * t5
    t149 = 0.000432144 * t9
    t150 = 5.8464e-05 * t38 + 0.001243584 * t4
    t151 = 0.00020216 * (t9 * t9)
    t152 = (-0.1384816665 - 0.001243584 * t145 + (-0.000432144 - 0.00020216 * t145) * t8) * t38 + (-0.00380751875 - 5.8464e-05 * t145 + t7 * (t149 + (0.0001 + t151) * t6)) * t40
    t153 = 0.00020216 * t8
    t154 = -0.001243584 - t153
    t155 = 0.00020216 * t9
    t156 = 0.002487168 * t8
    t157 = t6 * t6
    t158 = 0.00020216 * (t9 * t157)
    t159 = 0.0001 * t157
    t160 = (t159 + (0.3315220055 + t156) + (0.000116928 * t7 + t9 * (0.00020216 * t157 - 0.00040432)) * t9) * t40
    t161 = (t7 * (-0.000116928 - t147) - t158) * t9 + (0.3592922305 + 0.010956925 * t3 - 0.384876294 * t5 - t159 + (0.002487168 - t148) * t8)
    t162 = 4.4322210775 + 0.02191385 * t3 - 0.769752588 * t5 - t159 + t8 * (0.002487168 - 0.002487168 * t5) + ((-0.000116928 - 0.002487168 * t3) * t7 - t158) * t9
    t163 = t40 * (0.000432144 * t67 - 0.00380751875) - (0.6903913435 * t1 + 0.023751 * t4) + (-0.1384816665 - 0.000432144 * t8) * t38
    t164 = t6 * (0.0001 * t44 + t9 * ((0.00020216 * t67 - 5.8464e-05) * t40 - 0.001243584 * t1 + t154 * t38)) + t163
    t165 = (t7 * ((0.002487168 + 0.00040432 * t8) * t9) + (-0.022546398 - 0.000116928 * t8)) * t38 + (-0.769752588 - t156) * t4
    t166 = 3.939212254267 - 1.601861202 * (t1 * t1) + (0.02191385 * t38 - 0.0141984 * t1) * t4 + (t155 + 0.000864288 * t6 + (-0.000116928 - 0.002487168 * (t4 * t38)) * t7) * t9
    M[0] = t166 + (t165 + t160) * t40
    M[6] = t164
    M[7] = t162
    M[12] = t152
    M[13] = t161
    M[14] = t6 * ((-0.0001 - t151) * t6) + (t156 + (0.936165562438 - 0.000116928 * t67))
    M[18] = 0.00164 * t38 + (t7 * (t40 * (0.001243584 + t153) - t150) + (t155 + 0.000432144 * t6) * t38) * t9
    M[19] = (t148 - t153 - 0.001243584) * t9 * t6
    M[20] = t6 * (t154 * t9)
    M[21] = 0.19243062612368 + t151
    M[24] = (0.00064216 * t6 + t149) * t40 + ((0.001243584 * t40 - t150) * t6 - 0.000432144 * (t7 * t38)) * t8
    M[25] = t9 * (-5.8464e-05 - t147) + (0.00064216 + t8 * (0.001243584 - t148)) * t7
    M[26] = t7 * (0.00064216 + 0.001243584 * t8) - 5.8464e-05 * t9
    M[27] = 0.0
    M[28] = 0.171348451657
    M[30] = 4e-05 * t43 - 4e-05 * t45
    M[31] = t146
    M[32] = t146
    M[33] = 4e-05 * t8
    M[34] = 0.0
    M[35] = 0.194104505668
    V[0] = (t135 * t3 - t136 * t5 + t141 - 0.15005 * t139) * t1 + t144
    V[1] = t138 - t137 + (1.601861202 * t97 + (t137 - t138 - 0.0070992 * (t99 - t98))) + t132 + 0.4318 * t139
    V[2] = t132
    V[3] = t124
    V[4] = t117
    V[5] = -t84
    G[0] = 0.0
    G[1] = t68 + (t69 + (37.2347379 * t4 - 1.024164 * t1))
    G[2] = t68 + t69
    G[3] = 0.0282528 * (t41 * t9)
    G[4] = -(0.0282528 * (t9 * t38) + 0.0282528 * (t7 * t8 * t40))
    G[5] = 0.0
    J[0] = -t35
    J[1] = -(t60 * t2)
    J[2] = -(t61 * t2)
    J[3] = 0.0
    J[4] = 0.0
    J[5] = 0.0
    J[6] = t33
    J[7] = -(t60 * t0)
    J[8] = -(t61 * t0)
    J[9] = 0.0
    J[10] = 0.0
    J[11] = 0.0
    J[12] = 0.0
    J[13] = t35 * t0 + t33 * t2
    J[14] = t0 * t58 + t59 * t2
    J[15] = 0.0
    J[16] = 0.0
    J[17] = 0.0
    J[18] = 0.0
    J[19] = t0
    J[20] = t0
    J[21] = -t16
    J[22] = t29
    J[23] = -t32
    J[24] = 0.0
    J[25] = t66
    J[26] = t66
    J[27] = -t23
    J[28] = t25
    J[29] = -t34
    J[30] = 1.0
    J[31] = 0.0
    J[32] = 0.0
    J[33] = t38
    J[34] = t41
    J[35] = t46
    a[0] = t61 * t49 - t30 * t58 + (t55 * t48 - (t26 * t64 + t56 * qd[0])) - (t62 * qd[0] + t27 * t65)
    a[1] = t30 * t59 - t61 * t53 - (t55 * t52 + (qd[0] * t57 + t64 * t12)) - (t65 * t13 + t63 * qd[0])
    a[2] = t52 * t24 - t18 * t48 + (t56 * t12 - t26 * t57) + (t58 * t53 - t59 * t49) + (t62 * t13 - t27 * t63)
    a[3] = t54
    a[4] = t50
    a[5] = t37
    M[1] = M[6]
    M[2] = M[12]
    M[3] = M[18]
    M[4] = M[24]
    M[5] = M[30]
    M[8] = M[13]
    M[9] = M[19]
    M[10] = M[25]
    M[11] = M[31]
    M[15] = M[20]
    M[16] = M[26]
    M[17] = M[32]
    M[22] = M[27]
    M[23] = M[33]
    M[29] = M[34]
    return (M, V, G, J, a)


def dynamics_terms_with_jacobian(q, qd):
    """dynamics_terms and J(q), a = dJ/dt(q, qd) qd in one call: what mass_matrix, coriolis_centrifugal, gravity, jacobian and jacobian_dot_qd return.

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    Returns M (6, 6) or (k, 6, 6), V (6,) or (k, 6), G (6,) or (k, 6), J (6, 6) or (k, 6, 6), a (6,) or (k, 6).
    """
    (q, qd), single = _states(((q, (6,)), (qd, (6,))))
    return _shaped(_dynamics_terms_with_jacobian(q, qd), ((6, 6), (6,), (6,), (6, 6), (6,)), single)


def _regressor(q, qd, qdd):
    # Built from: derivatives of tau's Newton-Euler program by the standard parameters (inputs there).
    # 860 multiplications, 628 additions, 0 divisions, 16 function calls.
    k = q.shape[1]
    Y = np.zeros((468, k))
    t0 = np.cos(q[1])
    t1 = np.sin(q[1])
    t2 = np.sin(q[2])
    t3 = np.cos(q[2])
    t4 = np.sin(q[3])
    t5 = np.cos(q[3])
    t6 = np.sin(q[5])
    t7 = np.cos(q[4])
    t8 = np.sin(q[4])
    t9 = np.cos(q[5])
    t10 = np.sign(qd[5])
    t11 = t0 * qd[0]
    t12 = 0.4318 * t11
    t13 = t1 * qd[0]
    t14 = 0.15005 * t11
    t15 = t11 * qd[1]
    t16 = qdd[0] * t1 + t15
    t17 = 0.4318 * qdd[1]
    t18 = 9.81 * t0
    t19 = t12 * t13 + t14 * qd[1] + (t17 - 0.15005 * t16) + t18
    t20 = t12 * t11
    t21 = 0.4318 * qd[1]
    t22 = t21 - 0.15005 * t13
    t23 = t13 * qd[1]
    t24 = qdd[0] * t0 - t23
    t25 = 9.81 * t1
    t26 = t25 + (0.15005 * t24 - (t20 + t22 * qd[1]))
    t27 = t19 * t2 + t26 * t3
    t28 = t19 * t3 - t26 * t2
    t29 = t11 * t2 + t13 * t3
    t30 = t11 * t3
    t31 = t13 * t2
    t32 = t30 - t31
    t33 = t31 - t30
    t34 = 0.0203 * t32
    t35 = 0.4318 * t29 - t34
    t36 = qd[2] + qd[1]
    t37 = 0.0203 * t36
    t38 = t36 * t37
    t39 = qdd[1] + qdd[2]
    t40 = t27 + (t35 * t32 - t38 - 0.4318 * t39)
    t41 = t24 * t2 + t3 * t16 + qd[2] * t32
    t42 = t3 * t24 - t16 * t2
    t43 = t29 * qd[2]
    t44 = t42 - t43
    t45 = t43 - t42
    t46 = 0.0203 * t44
    t47 = t29 * t37
    t48 = 0.4318 * t36
    t49 = 0.4318 * t24
    t50 = t22 * t13 - t14 * t11 - t49
    t51 = t47 + t48 * t32 + (0.4318 * t41 - t46) + t50
    t52 = t4 * t40 + t5 * t51
    t53 = t5 * t40 - t4 * t51
    t54 = t52 * t6
    t55 = 0.0203 * t39
    t56 = t28 + (t55 - (t35 * t29 + t36 * t48))
    t57 = t7 * t53 + t8 * t56
    t58 = t57 * t9
    t59 = t54 - t58
    t60 = t58 - t54
    t61 = t57 * t6 + t52 * t9
    t62 = qdd[3] + t44
    t63 = t5 * t41 - t4 * t39
    t64 = t5 * t36 + t29 * t4
    t65 = t64 * qd[3]
    t66 = t63 - t65
    t67 = t65 - t63
    t68 = t7 * t62 - t66 * t8
    t69 = qd[3] + t32
    t70 = t5 * t29
    t71 = t36 * t4
    t72 = t70 - t71
    t73 = t71 - t70
    t74 = t8 * t69 + t72 * t7
    t75 = t74 * qd[4]
    t76 = t68 - t75
    t77 = t75 - t68
    t78 = t76 + qdd[5]
    t79 = t74 * t9
    t80 = t64 + qd[4]
    t81 = t80 * t6
    t82 = t79 - t81
    t83 = t81 - t79
    t84 = t7 * t69
    t85 = t72 * t8
    t86 = t84 - t85
    t87 = t85 - t84
    t88 = qd[5] + t86
    t89 = t82 * t88
    t90 = t7 * t66 + t62 * t8 + qd[4] * t86
    t91 = t72 * qd[3] + (t5 * t39 + t4 * t41)
    t92 = t91 + qdd[4]
    t93 = qd[5] * t82 + (t9 * t92 + t90 * t6)
    t94 = t89 - t93
    t95 = t74 * t6 + t80 * t9
    t96 = t82 * t95
    t97 = t88 * t95
    t98 = t90 * t9 - t6 * t92
    t99 = qd[5] * t95
    t100 = t95 * t95
    t101 = t98 - t99
    t102 = t99 - t98 - t97
    t103 = t97 + t101
    t104 = t82 * t82
    t105 = t82 * t83 - t100
    t106 = t93 + t88 * t83
    t107 = t88 * t88
    t108 = t104 - t100
    t109 = t9 * t60 + t61 * t6
    t110 = t60 * t6
    t111 = t53 * t8
    t112 = t7 * t56
    t113 = t112 - t111
    t114 = t111 - t112
    t115 = t113 * t6
    t116 = t114 * t9
    t117 = t97 * t6
    t118 = t9 * t89
    t119 = t117 + t118
    t120 = t6 * t101 + t118
    t121 = t78 + t96
    t122 = t121 * t9
    t123 = t121 * t6
    t124 = t100 - t107
    t125 = t100 + t107
    t126 = t122 + t124 * t6
    t127 = t9 * t124 - t123
    t128 = t93 * t9
    t129 = t78 - t96
    t130 = t129 * t6
    t131 = t129 * t9
    t132 = t107 - t104
    t133 = t104 + t107
    t134 = t133 * t6 - t122
    t135 = t133 * t9 + t123
    t136 = t130 + t132 * t9
    t137 = t131 - t132 * t6
    t138 = t131 - t125 * t6
    t139 = t125 * t9 + t130
    t140 = t93 + t89
    t141 = t89 * t6
    t142 = t140 * t6
    t143 = t101 - t97
    t144 = t97 * t9
    t145 = t93 * t6 + t144
    t146 = t141 - t144
    t147 = t9 * t101 - t141
    t148 = t143 * t9
    t149 = np.sign(qd[4])
    t150 = t74 * t86
    t151 = t80 * t74
    t152 = t74 * t74
    t153 = t87 * t74
    t154 = t87 * t86
    t155 = t86 * t86
    t156 = t80 * t86
    t157 = t80 * t80
    t158 = t61 * t9
    t159 = t158 - t110
    t160 = t110 - t158
    t161 = t159 * t8
    t162 = t159 * t7
    t163 = t113 * t9
    t164 = t7 * t59 + t163 * t8
    t165 = t7 * t163 - t8 * t59
    t166 = t114 * t6
    t167 = t7 * t61 + t166 * t8
    t168 = t61 * t8 - t7 * t166
    t169 = t146 * t8 + t78 * t7
    t170 = t7 * t146 - t78 * t8
    t171 = t7 * t94 + t8 * t127
    t172 = t7 * t127 - t94 * t8
    t173 = t96 * t7
    t174 = t145 * t8 - t173
    t175 = t173 + t8 * t147
    t176 = t7 * t103 + t137 * t8
    t177 = t137 * t7 - t103 * t8
    t178 = t140 * t9 + t143 * t6
    t179 = t7 * t108 - t178 * t8
    t180 = t7 * t178 + t8 * t108
    t181 = t52 * t8
    t182 = t113 * t8
    t183 = t57 * t7
    t184 = t182 - t183
    t185 = t183 - t182
    t186 = t7 * t109 - t182
    t187 = t52 * t7
    t188 = t156 * t8
    t189 = t76 * t7 - t188
    t190 = t157 + t154
    t191 = t154 - t157
    t192 = t153 + t92
    t193 = t92 - t153
    t194 = t190 * t8 - t7 * t192
    t195 = t8 * t192 + t7 * t190
    t196 = t7 * t151
    t197 = t188 - t196
    t198 = t90 * t8 + t196
    t199 = t76 - t151
    t200 = t90 + t156
    t201 = t199 * t8 + t200 * t7
    t202 = t199 * t7 - t200 * t8
    t203 = t152 - t157
    t204 = t152 + t157
    t205 = t150 + t92
    t206 = t7 * t203 - t205 * t8
    t207 = t8 * t203 + t7 * t205
    t208 = np.sign(qd[3])
    t209 = t72 * t64
    t210 = t72 * t69
    t211 = t91 - t210
    t212 = t64 * t64
    t213 = t72 * t72
    t214 = t72 * t73
    t215 = t212 - t213
    t216 = t64 * t69
    t217 = t62 - t64 * t73
    t218 = t73 * t69 + t91
    t219 = t69 * t69
    t220 = t219 - t213
    t221 = t66 + t216
    t222 = t5 * t186 - t4 * t160
    t223 = t4 * t186 + t5 * t160
    t224 = t113 * t7
    t225 = t8 * t109 + t224
    t226 = t224 + t57 * t8
    t227 = 0.0203 * t225 - 0.4318 * t222
    t228 = t9 * t102 - t106 * t6
    t229 = t6 * t102 + t106 * t9
    t230 = t105 * t8 + t7 * t229
    t231 = t105 * t7 - t8 * t229
    t232 = t4 * t228 + t5 * t230
    t233 = t5 * t228
    t234 = t4 * t230
    t235 = 0.4318 * t232 + 0.0203 * t231 - (t162 * t4 + t5 * t109)
    t236 = t7 * t134 - t143 * t8
    t237 = t8 * t134 + t143 * t7
    t238 = t5 * t236 + t135 * t4
    t239 = t5 * t135
    t240 = t236 * t4
    t241 = 0.0203 * t237 - 0.4318 * t238 - (t5 * t115 + t4 * t165)
    t242 = t7 * t139 + t140 * t8
    t243 = t7 * t140 - t8 * t139
    t244 = t138 * t4 + t5 * t242
    t245 = t138 * t5
    t246 = t4 * t242
    t247 = 0.4318 * t244 + 0.0203 * t243 - (t168 * t4 + t5 * t116)
    t248 = t5 * t119 - t170 * t4
    t249 = t4 * t119 + t170 * t5
    t250 = -(t4 * t172 + t5 * t126)
    t251 = t5 * t172 - t126 * t4
    t252 = t117 - t128
    t253 = t96 * t8
    t254 = t7 * t145 + t253
    t255 = t7 * t147 - t253
    t256 = -(t5 * t252 + t4 * t254)
    t257 = t5 * t254 - t4 * t252
    t258 = -(t4 * t177 + t5 * t136)
    t259 = t5 * t177 - t4 * t136
    t260 = t148 - t142
    t261 = t4 * t180 - t260 * t5
    t262 = t5 * t180 + t260 * t4
    t263 = -(t255 * t4 + t5 * t120)
    t264 = t255 * t5 - t4 * t120
    t265 = t52 * t4
    t266 = t265 + t185 * t5
    t267 = t5 * t53 + t265
    t268 = t185 * t4
    t269 = 0.0203 * t226 - 0.4318 * t266
    t270 = t150 - t92
    t271 = t270 * t8 - t7 * t204
    t272 = t204 * t8 + t270 * t7
    t273 = t200 * t4 + t5 * t272
    t274 = t4 * t272
    t275 = t5 * t200
    t276 = 0.0203 * t271 - 0.4318 * t273 - (t57 * t5 + t4 * t187)
    t277 = t152 + t155
    t278 = t76 + t151
    t279 = t90 - t156
    t280 = t7 * t278 + t279 * t8
    t281 = t279 * t7 - t278 * t8
    t282 = t4 * t277 - t5 * t280
    t283 = t5 * t277 + t4 * t280
    t284 = 0.0203 * t281 - 0.4318 * t282 - t226 * t4
    t285 = t193 * t7 + t8 * t191
    t286 = t7 * t191 - t193 * t8
    t287 = t151 + t77
    t288 = t5 * t286 + t287 * t4
    t289 = t286 * t4
    t290 = t5 * t287
    t291 = 0.0203 * t285 - 0.4318 * t288 - (t4 * t181 + t114 * t5)
    t292 = t5 * t150
    t293 = t7 * t156
    t294 = t76 * t8 + t293
    t295 = t292 + t294 * t4
    t296 = t151 - t77
    t297 = -(t5 * t296 + t4 * t195)
    t298 = t5 * t195 - t296 * t4
    t299 = t151 * t8
    t300 = t293 + t299
    t301 = t90 * t7 - t299
    t302 = -(t301 * t4 + t292)
    t303 = t5 * t92 - t300 * t4
    t304 = t4 * t92 + t5 * t300
    t305 = t155 - t152
    t306 = -(t202 * t4 + t5 * t305)
    t307 = t5 * t202 - t305 * t4
    t308 = t4 * t207 - t5 * t279
    t309 = t5 * t207 + t279 * t4
    t310 = 0.0203 * t56 - 0.4318 * t267
    t311 = t219 - t214
    t312 = t214 - t212
    t313 = t5 * t217 - t311 * t4
    t314 = t5 * t311 + t217 * t4
    t315 = t67 + t216
    t316 = t67 - t216
    t317 = t4 * t56
    t318 = 0.0203 * t315 - 0.4318 * t313 + t317
    t319 = t5 * t218 + t4 * t316
    t320 = t5 * t316
    t321 = t218 * t4
    t322 = 0.0203 * t312 + 0.4318 * t319 - t267
    t323 = t219 + t212
    t324 = t219 - t212
    t325 = t62 - t209
    t326 = t325 * t4
    t327 = t5 * t325
    t328 = t323 * t5 + t326
    t329 = -(t5 * t220 + t326)
    t330 = t323 * t4
    t331 = t327 - t4 * t220
    t332 = t210 + t91
    t333 = t5 * t56
    t334 = t333 + (0.0203 * t332 + 0.4318 * t328)
    t335 = t4 * t216
    t336 = t5 * t91 - t335
    t337 = t209 + t62
    t338 = t5 * t337 - t4 * t324
    t339 = t5 * t324 + t4 * t337
    t340 = t5 * t210
    t341 = t340 + t335
    t342 = -(t4 * t66 + t340)
    t343 = t4 * t210
    t344 = t216 - t66
    t345 = t5 * t216
    t346 = t4 * t91 + t345
    t347 = t343 - t345
    t348 = t5 * t66 - t343
    t349 = -(t5 * t344 + t4 * t332)
    t350 = t5 * t332 - t344 * t4
    t351 = np.sign(qd[2])
    t352 = 0.00041209 * t32
    t353 = 0.0203 * t28 + (t29 * t352 + 0.00041209 * t39)
    t354 = t34 * t32
    t355 = 0.0203 * t29
    t356 = t29 * t355
    t357 = t354 - t356 - t27
    t358 = t27 - (t354 + t38)
    t359 = t38 - t356 - t27
    t360 = 0.0203 * t41
    t361 = t360 - t37 * t32
    t362 = t34 * t36 + t360
    t363 = t28 + (t34 * t29 + t55)
    t364 = t355 * t32 + t55 + t28
    t365 = t36 * t355 - t46 + t50
    t366 = 0.0406 * t32
    t367 = t29 * t366 + 0.0406 * t39 + t28
    t368 = t29 * t32
    t369 = t36 * t29
    t370 = t45 - t369
    t371 = t29 * t29
    t372 = t32 * t32
    t373 = t371 - t372
    t374 = t36 * t32
    t375 = t374 - t41
    t376 = -t368
    t377 = t222 * t2 + t225 * t3
    t378 = t3 * t231 - t232 * t2
    t379 = t238 * t2 + t237 * t3
    t380 = t243 * t3 - t244 * t2
    t381 = t266 * t2 + t226 * t3
    t382 = t271 * t3 + t273 * t2
    t383 = t281 * t3 + t282 * t2
    t384 = t285 * t3 + t288 * t2
    t385 = t3 * t56 + t267 * t2
    t386 = t313 * t2 + t315 * t3
    t387 = t3 * t312 - t319 * t2
    t388 = t3 * t332 - t328 * t2
    t389 = t363 * t3 + t358 * t2
    t390 = t368 - t39
    t391 = t36 * t36
    t392 = t371 + t391
    t393 = t390 * t2 - t392 * t3
    t394 = t41 - t374
    t395 = t369 + t44
    t396 = t394 * t3 - t395 * t2
    t397 = (t364 * t3 - t359 * t2 - 0.15005 * t396) * t1 + t0 * (t364 * t2 + t3 * t359 - (0.4318 * (t371 + t372) + 0.15005 * (t395 * t3 + t394 * t2)))
    t398 = t371 - t391
    t399 = t33 * t32
    t400 = t33 * t29
    t401 = t399 - t391
    t402 = t391 + t399
    t403 = t39 - t400
    t404 = t39 + t400
    t405 = t401 * t2 + t403 * t3
    t406 = np.sign(qd[1])
    t407 = 0.18645124 * t11
    t408 = 0.4318 * t16
    t409 = 0.4318 * t13
    t410 = t13 * t409
    t411 = 0.8636 * t11
    t412 = t13 * t11
    t413 = t13 * t13
    t414 = t11 * t11
    t415 = 0.0203 * t223
    t416 = 0.4318 * t223
    t417 = (t415 * t3 - t416 * t2 + (t416 + 0.15005 * (t222 * t3 - t225 * t2))) * t0 - (0.15005 * t377 + (t416 * t3 + t415 * t2)) * t1
    t418 = t233 - t234
    t419 = t5 * t162 - t4 * t109 - 0.4318 * t418
    t420 = 0.0203 * t418 + t161
    t421 = (t419 * t3 - t420 * t2 - 0.15005 * t378) * t1 + (t419 * t2 + t420 * t3 - (0.15005 * (t231 * t2 + t232 * t3) + 0.4318 * (t234 - t233))) * t0
    t422 = t240 - t239
    t423 = t5 * t165 - t4 * t115 - 0.4318 * t422
    t424 = t164 + 0.0203 * t422
    t425 = (0.15005 * (t238 * t3 - t237 * t2) - 0.4318 * (t239 - t240) + (t424 * t3 + t423 * t2)) * t0 + (t3 * t423 - t424 * t2 - 0.15005 * t379) * t1
    t426 = t245 - t246
    t427 = t5 * t168 - t4 * t116 - 0.4318 * t426
    t428 = 0.0203 * t426 - t167
    t429 = t1 * (t427 * t3 - t428 * t2 - 0.15005 * t380) + t0 * (t428 * t3 + t427 * t2 - (0.4318 * (t246 - t245) + 0.15005 * (t243 * t2 + t3 * t244)))
    t430 = t52 * t5
    t431 = t268 - t430
    t432 = 0.0203 * t431
    t433 = 0.4318 * t431
    t434 = t0 * (0.15005 * (t3 * t266 - t226 * t2) - 0.4318 * (t430 - t268) + (t432 * t3 - t433 * t2)) - (0.15005 * t381 + (t432 * t2 + t433 * t3)) * t1
    t435 = t274 - t275
    t436 = t181 + 0.0203 * t435
    t437 = t5 * t187 - t57 * t4 - 0.4318 * t435
    t438 = t0 * (0.15005 * (t273 * t3 - t271 * t2) - 0.4318 * (t275 - t274) + (t3 * t436 + t437 * t2)) + (t3 * t437 - t436 * t2 - 0.15005 * t382) * t1
    t439 = 0.4318 * t283
    t440 = t439 + t5 * t226
    t441 = t184 - 0.0203 * t283
    t442 = t1 * (t440 * t3 - t441 * t2 - 0.15005 * t383) + (0.15005 * (t282 * t3 - t281 * t2) - t439 + (t440 * t2 + t441 * t3)) * t0
    t443 = t289 - t290
    t444 = t5 * t181 - t114 * t4 - 0.4318 * t443
    t445 = 0.0203 * t443 - t187
    t446 = t0 * (t445 * t3 + t444 * t2 + (0.15005 * (t288 * t3 - t285 * t2) - 0.4318 * (t290 - t289))) + t1 * (t444 * t3 - t445 * t2 - 0.15005 * t384)
    t447 = t4 * t150
    t448 = t447 - t5 * t294
    t449 = t301 * t5 - t447
    t450 = t4 * t53
    t451 = t450 - t430
    t452 = t430 - t450
    t453 = 0.0203 * t451
    t454 = 0.4318 * t451
    t455 = t0 * (t453 * t3 - t454 * t2 + (0.15005 * (t267 * t3 - t56 * t2) - 0.4318 * t452)) - (t454 * t3 + t453 * t2 + 0.15005 * t385) * t1
    t456 = 0.4318 * t314
    t457 = 0.0203 * t314 + t53
    t458 = t333 + t456
    t459 = t0 * (0.15005 * (t313 * t3 - t315 * t2) + t456 + (t457 * t3 - t458 * t2)) - t1 * (t458 * t3 + t457 * t2 + 0.15005 * t386)
    t460 = t320 - t321
    t461 = t452 - 0.4318 * t460
    t462 = 0.0203 * t460
    t463 = t1 * (t461 * t3 - t462 * t2 - 0.15005 * t387) + t0 * (t462 * t3 + t461 * t2 - (0.4318 * (t321 - t320) + 0.15005 * (t319 * t3 + t312 * t2)))
    t464 = t327 - t330
    t465 = t317 - 0.4318 * t464
    t466 = 0.0203 * t464 - t52
    t467 = t0 * (t465 * t2 + t466 * t3 - (0.15005 * (t332 * t2 + t3 * t328) + 0.4318 * (t330 - t327))) + t1 * (t465 * t3 - t466 * t2 - 0.15005 * t388)
    t468 = t209 * t2
    t469 = t209 * t3
    t470 = 0.00041209 * t36
    t471 = t470 * t32 - t36 * t352
    t472 = 0.00041209 * t44 - t29 * t470 - 0.0203 * t50
    t473 = t0 * (0.15005 * (t358 * t3 - t363 * t2) - 0.4318 * (t47 - t46 + t50) + (t471 * t2 + t3 * t472)) + (t471 * t3 - t472 * t2 - 0.15005 * t389) * t1
    t474 = t41 + t374
    t475 = (t362 * t2 + t365 * t3 - 0.15005 * t393) * t1 + (t365 * t2 - t362 * t3 + (0.15005 * (t390 * t3 + t392 * t2) - 0.4318 * t474)) * t0
    t476 = 0.0406 * t36
    t477 = t476 * t32 - t36 * t366
    t478 = 0.0406 * t44 - t476 * t29 - t50
    t479 = t1 * (t477 * t3 - t478 * t2 - 0.15005 * t405) + (t3 * t478 + t477 * t2 + (0.15005 * (t401 * t3 - t403 * t2) - 0.4318 * (t369 + t45))) * t0
    t480 = t374 * t2
    t481 = t3 * t374
    t482 = t369 * t2
    t483 = t369 * t3
    t484 = t44 - t369
    t485 = t368 + t39
    t486 = 0.18645124 * qd[1]
    t487 = 0.8636 * qd[1]
    t488 = t1 * t15
    t489 = t0 * t23
    t490 = qd[1] * qd[1]
    t491 = np.sign(qd[0])
    Y[0] = 0.0
    Y[1] = 0.0
    Y[2] = 0.0
    Y[3] = qdd[0]
    Y[4] = 0.0
    Y[5] = 0.0
    Y[6] = 0.0
    Y[7] = 0.0
    Y[8] = 0.0
    Y[9] = 0.0
    Y[10] = qdd[0]
    Y[11] = qd[0]
    Y[12] = t491
    Y[13] = t1 * t16 + t489
    Y[14] = (t24 - t23) * t1 + (t15 + t16) * t0
    Y[15] = (qdd[1] + t412) * t1 + (t490 - t413) * t0
    Y[16] = t0 * t24 - t488
    Y[17] = t0 * (qdd[1] - t412) + t1 * (t414 - t490)
    Y[18] = t488 - t489
    Y[19] = t1 * (t487 * t11 - t411 * qd[1]) + t0 * (0.8636 * t24 - t487 * t13)
    Y[20] = (t409 * qd[1] - t49) * t1 - t0 * (t12 * qd[1] + t408)
    Y[21] = t0 * (t25 + (t410 - t21 * qd[1])) - t1 * (t11 * t409 + t17 + t18)
    Y[22] = t1 * (t486 * t11 - t407 * qd[1]) + (0.18645124 * t24 - t486 * t13) * t0
    Y[23] = 0.0
    Y[24] = 0.0
    Y[25] = 0.0
    Y[26] = (t483 + t41 * t2) * t0 + t1 * (t41 * t3 - t482)
    Y[27] = (t398 * t3 - t485 * t2) * t0 - (t398 * t2 + t485 * t3) * t1
    Y[28] = (t474 * t3 + t484 * t2) * t0 + (t484 * t3 - t474 * t2) * t1
    Y[29] = (t482 + t481) * t1 + (t480 - t483) * t0
    Y[30] = t0 * (t402 * t2 - t404 * t3) + (t402 * t3 + t404 * t2) * t1
    Y[31] = t0 * (t44 * t3 - t480) - (t481 + t44 * t2) * t1
    Y[32] = t479
    Y[33] = t397
    Y[34] = t475
    Y[35] = t473
    Y[36] = 0.0
    Y[37] = 0.0
    Y[38] = 0.0
    Y[39] = t1 * (t3 * t348 - t468) + t0 * (t348 * t2 + t469)
    Y[40] = (t331 * t2 + t221 * t3) * t0 + (t3 * t331 - t221 * t2) * t1
    Y[41] = t0 * (t350 * t2 + t215 * t3) + (t350 * t3 - t215 * t2) * t1
    Y[42] = t0 * (t62 * t3 + t347 * t2) + (t347 * t3 - t62 * t2) * t1
    Y[43] = t0 * (t211 * t3 + t339 * t2) + t1 * (t3 * t339 - t211 * t2)
    Y[44] = t1 * (t346 * t3 + t468) + t0 * (t346 * t2 - t469)
    Y[45] = t467
    Y[46] = t463
    Y[47] = t459
    Y[48] = t455
    Y[49] = 0.0
    Y[50] = 0.0
    Y[51] = 0.0
    Y[52] = (t449 * t2 + t198 * t3) * t0 + (t449 * t3 - t198 * t2) * t1
    Y[53] = t0 * (t206 * t3 - t309 * t2) - (t206 * t2 + t309 * t3) * t1
    Y[54] = t0 * (t307 * t2 + t201 * t3) + (t307 * t3 - t201 * t2) * t1
    Y[55] = t1 * (t304 * t3 - t197 * t2) + t0 * (t304 * t2 + t197 * t3)
    Y[56] = t0 * (t194 * t3 + t298 * t2) + t1 * (t298 * t3 - t194 * t2)
    Y[57] = (t448 * t3 - t189 * t2) * t1 + t0 * (t189 * t3 + t448 * t2)
    Y[58] = t446
    Y[59] = t442
    Y[60] = t438
    Y[61] = t434
    Y[62] = 0.0
    Y[63] = 0.0
    Y[64] = 0.0
    Y[65] = t0 * (t175 * t3 + t264 * t2) + t1 * (t264 * t3 - t175 * t2)
    Y[66] = t0 * (t179 * t3 - t262 * t2) - (t262 * t3 + t179 * t2) * t1
    Y[67] = t0 * (t176 * t3 + t259 * t2) + (t259 * t3 - t176 * t2) * t1
    Y[68] = t1 * (t257 * t3 - t174 * t2) + t0 * (t174 * t3 + t257 * t2)
    Y[69] = t1 * (t251 * t3 - t171 * t2) + t0 * (t171 * t3 + t251 * t2)
    Y[70] = (t249 * t2 + t169 * t3) * t0 + (t249 * t3 - t169 * t2) * t1
    Y[71] = t429
    Y[72] = t425
    Y[73] = t421
    Y[74] = t417
    Y[75] = 0.0
    Y[76] = 0.0
    Y[77] = 0.0
    Y[78] = 0.0
    Y[79] = 0.0
    Y[80] = 0.0
    Y[81] = 0.0
    Y[82] = 0.0
    Y[83] = 0.0
    Y[84] = 0.0
    Y[85] = 0.0
    Y[86] = 0.0
    Y[87] = 0.0
    Y[88] = 0.0
    Y[89] = 0.0
    Y[90] = 0.0
    Y[91] = -t412
    Y[92] = t413 - t414
    Y[93] = t16 - t15
    Y[94] = t412
    Y[95] = t23 + t24
    Y[96] = qdd[1]
    Y[97] = t13 * t411 + 0.8636 * qdd[1] + t18
    Y[98] = t20 - t410 - t25
    Y[99] = t11 * t21 - t408
    Y[100] = 0.18645124 * qdd[1] + t407 * t13 + 4.235958 * t0
    Y[101] = qdd[1]
    Y[102] = qd[1]
    Y[103] = t406
    Y[104] = t376
    Y[105] = t375
    Y[106] = t373
    Y[107] = t39
    Y[108] = t370
    Y[109] = t368
    Y[110] = 0.4318 * t405 + t367
    Y[111] = 0.4318 * t396 + t361
    Y[112] = 0.4318 * t393 + t357
    Y[113] = 0.4318 * t389 + t353
    Y[114] = 0.0
    Y[115] = 0.0
    Y[116] = 0.0
    Y[117] = t342
    Y[118] = t329
    Y[119] = t349
    Y[120] = t341
    Y[121] = t338
    Y[122] = t336
    Y[123] = 0.4318 * t388 + t334
    Y[124] = t322 + 0.4318 * t387
    Y[125] = 0.4318 * t386 + t318
    Y[126] = t310 + 0.4318 * t385
    Y[127] = 0.0
    Y[128] = 0.0
    Y[129] = 0.0
    Y[130] = t302
    Y[131] = t308
    Y[132] = t306
    Y[133] = t303
    Y[134] = t297
    Y[135] = t295
    Y[136] = 0.4318 * t384 + t291
    Y[137] = t284 + 0.4318 * t383
    Y[138] = 0.4318 * t382 + t276
    Y[139] = t269 + 0.4318 * t381
    Y[140] = 0.0
    Y[141] = 0.0
    Y[142] = 0.0
    Y[143] = t263
    Y[144] = t261
    Y[145] = t258
    Y[146] = t256
    Y[147] = t250
    Y[148] = t248
    Y[149] = 0.4318 * t380 + t247
    Y[150] = 0.4318 * t379 + t241
    Y[151] = 0.4318 * t378 + t235
    Y[152] = t227 + 0.4318 * t377
    Y[153] = 0.0
    Y[154] = 0.0
    Y[155] = 0.0
    Y[156] = 0.0
    Y[157] = 0.0
    Y[158] = 0.0
    Y[159] = 0.0
    Y[160] = 0.0
    Y[161] = 0.0
    Y[162] = 0.0
    Y[163] = 0.0
    Y[164] = 0.0
    Y[165] = 0.0
    Y[166] = 0.0
    Y[167] = 0.0
    Y[168] = 0.0
    Y[169] = 0.0
    Y[170] = 0.0
    Y[171] = 0.0
    Y[172] = 0.0
    Y[173] = 0.0
    Y[174] = 0.0
    Y[175] = 0.0
    Y[176] = 0.0
    Y[177] = 0.0
    Y[178] = 0.0
    Y[179] = 0.0
    Y[180] = 0.0
    Y[181] = 0.0
    Y[182] = t376
    Y[183] = t375
    Y[184] = t373
    Y[185] = t39
    Y[186] = t370
    Y[187] = t368
    Y[188] = t367
    Y[189] = t361
    Y[190] = t357
    Y[191] = t353
    Y[192] = qdd[2]
    Y[193] = qd[2]
    Y[194] = t351
    Y[195] = t342
    Y[196] = t329
    Y[197] = t349
    Y[198] = t341
    Y[199] = t338
    Y[200] = t336
    Y[201] = t334
    Y[202] = t322
    Y[203] = t318
    Y[204] = t310
    Y[205] = 0.0
    Y[206] = 0.0
    Y[207] = 0.0
    Y[208] = t302
    Y[209] = t308
    Y[210] = t306
    Y[211] = t303
    Y[212] = t297
    Y[213] = t295
    Y[214] = t291
    Y[215] = t284
    Y[216] = t276
    Y[217] = t269
    Y[218] = 0.0
    Y[219] = 0.0
    Y[220] = 0.0
    Y[221] = t263
    Y[222] = t261
    Y[223] = t258
    Y[224] = t256
    Y[225] = t250
    Y[226] = t248
    Y[227] = t247
    Y[228] = t241
    Y[229] = t235
    Y[230] = t227
    Y[231] = 0.0
    Y[232] = 0.0
    Y[233] = 0.0
    Y[234] = 0.0
    Y[235] = 0.0
    Y[236] = 0.0
    Y[237] = 0.0
    Y[238] = 0.0
    Y[239] = 0.0
    Y[240] = 0.0
    Y[241] = 0.0
    Y[242] = 0.0
    Y[243] = 0.0
    Y[244] = 0.0
    Y[245] = 0.0
    Y[246] = 0.0
    Y[247] = 0.0
    Y[248] = 0.0
    Y[249] = 0.0
    Y[250] = 0.0
    Y[251] = 0.0
    Y[252] = 0.0
    Y[253] = 0.0
    Y[254] = 0.0
    Y[255] = 0.0
    Y[256] = 0.0
    Y[257] = 0.0
    Y[258] = 0.0
    Y[259] = 0.0
    Y[260] = 0.0
    Y[261] = 0.0
    Y[262] = 0.0
    Y[263] = 0.0
    Y[264] = 0.0
    Y[265] = 0.0
    Y[266] = 0.0
    Y[267] = 0.0
    Y[268] = 0.0
    Y[269] = 0.0
    Y[270] = 0.0
    Y[271] = 0.0
    Y[272] = 0.0
    Y[273] = t209
    Y[274] = t221
    Y[275] = t215
    Y[276] = t62
    Y[277] = t211
    Y[278] = -t209
    Y[279] = -t52
    Y[280] = 0.0
    Y[281] = t53
    Y[282] = 0.0
    Y[283] = qdd[3]
    Y[284] = qd[3]
    Y[285] = t208
    Y[286] = t198
    Y[287] = t206
    Y[288] = t201
    Y[289] = t197
    Y[290] = t194
    Y[291] = t189
    Y[292] = -t187
    Y[293] = t184
    Y[294] = t181
    Y[295] = 0.0
    Y[296] = 0.0
    Y[297] = 0.0
    Y[298] = 0.0
    Y[299] = t175
    Y[300] = t179
    Y[301] = t176
    Y[302] = t174
    Y[303] = t171
    Y[304] = t169
    Y[305] = -t167
    Y[306] = t164
    Y[307] = t161
    Y[308] = 0.0
    Y[309] = 0.0
    Y[310] = 0.0
    Y[311] = 0.0
    Y[312] = 0.0
    Y[313] = 0.0
    Y[314] = 0.0
    Y[315] = 0.0
    Y[316] = 0.0
    Y[317] = 0.0
    Y[318] = 0.0
    Y[319] = 0.0
    Y[320] = 0.0
    Y[321] = 0.0
    Y[322] = 0.0
    Y[323] = 0.0
    Y[324] = 0.0
    Y[325] = 0.0
    Y[326] = 0.0
    Y[327] = 0.0
    Y[328] = 0.0
    Y[329] = 0.0
    Y[330] = 0.0
    Y[331] = 0.0
    Y[332] = 0.0
    Y[333] = 0.0
    Y[334] = 0.0
    Y[335] = 0.0
    Y[336] = 0.0
    Y[337] = 0.0
    Y[338] = 0.0
    Y[339] = 0.0
    Y[340] = 0.0
    Y[341] = 0.0
    Y[342] = 0.0
    Y[343] = 0.0
    Y[344] = 0.0
    Y[345] = 0.0
    Y[346] = 0.0
    Y[347] = 0.0
    Y[348] = 0.0
    Y[349] = 0.0
    Y[350] = 0.0
    Y[351] = 0.0
    Y[352] = 0.0
    Y[353] = 0.0
    Y[354] = 0.0
    Y[355] = 0.0
    Y[356] = 0.0
    Y[357] = 0.0
    Y[358] = 0.0
    Y[359] = 0.0
    Y[360] = 0.0
    Y[361] = 0.0
    Y[362] = 0.0
    Y[363] = 0.0
    Y[364] = -t150
    Y[365] = t156 - t90
    Y[366] = t152 - t155
    Y[367] = t92
    Y[368] = t77 - t151
    Y[369] = t150
    Y[370] = t113
    Y[371] = 0.0
    Y[372] = -t57
    Y[373] = 0.0
    Y[374] = qdd[4]
    Y[375] = qd[4]
    Y[376] = t149
    Y[377] = -t120
    Y[378] = t142 - t148
    Y[379] = -t136
    Y[380] = t128 - t117
    Y[381] = -t126
    Y[382] = t119
    Y[383] = -t116
    Y[384] = -t115
    Y[385] = -t109
    Y[386] = 0.0
    Y[387] = 0.0
    Y[388] = 0.0
    Y[389] = 0.0
    Y[390] = 0.0
    Y[391] = 0.0
    Y[392] = 0.0
    Y[393] = 0.0
    Y[394] = 0.0
    Y[395] = 0.0
    Y[396] = 0.0
    Y[397] = 0.0
    Y[398] = 0.0
    Y[399] = 0.0
    Y[400] = 0.0
    Y[401] = 0.0
    Y[402] = 0.0
    Y[403] = 0.0
    Y[404] = 0.0
    Y[405] = 0.0
    Y[406] = 0.0
    Y[407] = 0.0
    Y[408] = 0.0
    Y[409] = 0.0
    Y[410] = 0.0
    Y[411] = 0.0
    Y[412] = 0.0
    Y[413] = 0.0
    Y[414] = 0.0
    Y[415] = 0.0
    Y[416] = 0.0
    Y[417] = 0.0
    Y[418] = 0.0
    Y[419] = 0.0
    Y[420] = 0.0
    Y[421] = 0.0
    Y[422] = 0.0
    Y[423] = 0.0
    Y[424] = 0.0
    Y[425] = 0.0
    Y[426] = 0.0
    Y[427] = 0.0
    Y[428] = 0.0
    Y[429] = 0.0
    Y[430] = 0.0
    Y[431] = 0.0
    Y[432] = 0.0
    Y[433] = 0.0
    Y[434] = 0.0
    Y[435] = 0.0
    Y[436] = 0.0
    Y[437] = 0.0
    Y[438] = 0.0
    Y[439] = 0.0
    Y[440] = 0.0
    Y[441] = 0.0
    Y[442] = 0.0
    Y[443] = 0.0
    Y[444] = 0.0
    Y[445] = 0.0
    Y[446] = 0.0
    Y[447] = 0.0
    Y[448] = 0.0
    Y[449] = 0.0
    Y[450] = 0.0
    Y[451] = 0.0
    Y[452] = 0.0
    Y[453] = 0.0
    Y[454] = 0.0
    Y[455] = t96
    Y[456] = t108
    Y[457] = t103
    Y[458] = -t96
    Y[459] = t94
    Y[460] = t78
    Y[461] = -t61
    Y[462] = t59
    Y[463] = 0.0
    Y[464] = 0.0
    Y[465] = qdd[5]
    Y[466] = qd[5]
    Y[467] = t10
    return (Y,)


def regressor(q, qd, qdd):
    """Y(q, qd, qdd), kNv x kStandardParameters: tau = Y pi, pi the standard parameters (per link XX XY XZ YY YZ ZZ MX MY MZ M about the origin of the frame its model file gives the link's inertia in, then Ia Fv Fc; a floating base's body first, its ten about the base frame's origin; docs/identification.md).

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    qdd: shape (6,), or (k, 6) for k states.
    Returns Y (6, 78) or (k, 6, 78).
    """
    (q, qd, qdd), single = _states(((q, (6,)), (qd, (6,)), (qdd, (6,))))
    return _shaped(_regressor(q, qd, qdd), ((6, 78),), single)


def _base_regressor(q, qd, qdd):
    # Built from: the base parameters' columns of the regressor (derivatives of tau's Newton-Euler program by the standard parameters (inputs there)).
    # 607 multiplications, 439 additions, 0 divisions, 16 function calls.
    k = q.shape[1]
    Yb = np.zeros((312, k))
    t0 = np.cos(q[1])
    t1 = np.sin(q[1])
    t2 = np.sin(q[2])
    t3 = np.cos(q[2])
    t4 = np.sin(q[3])
    t5 = np.cos(q[3])
    t6 = np.sin(q[5])
    t7 = np.cos(q[4])
    t8 = np.sin(q[4])
    t9 = np.cos(q[5])
    t10 = np.sign(qd[5])
    t11 = t0 * qd[0]
    t12 = 0.4318 * t11
    t13 = t1 * qd[0]
    t14 = 0.15005 * t11
    t15 = t11 * qd[1]
    t16 = qdd[0] * t1 + t15
    t17 = 9.81 * t0
    t18 = t12 * t13 + t14 * qd[1] + (0.4318 * qdd[1] - 0.15005 * t16) + t17
    t19 = t12 * t11
    t20 = 0.4318 * qd[1] - 0.15005 * t13
    t21 = t13 * qd[1]
    t22 = qdd[0] * t0 - t21
    t23 = 9.81 * t1
    t24 = t23 + (0.15005 * t22 - (t19 + t20 * qd[1]))
    t25 = t18 * t2 + t24 * t3
    t26 = t18 * t3 - t24 * t2
    t27 = t11 * t2 + t13 * t3
    t28 = t11 * t3
    t29 = t13 * t2
    t30 = t28 - t29
    t31 = t29 - t28
    t32 = 0.0203 * t30
    t33 = 0.4318 * t27 - t32
    t34 = qd[2] + qd[1]
    t35 = 0.0203 * t34
    t36 = qdd[1] + qdd[2]
    t37 = t25 + (t33 * t30 - t34 * t35 - 0.4318 * t36)
    t38 = t22 * t2 + t3 * t16 + qd[2] * t30
    t39 = t3 * t22 - t16 * t2
    t40 = t27 * qd[2]
    t41 = t39 - t40
    t42 = t40 - t39
    t43 = 0.0203 * t41
    t44 = 0.4318 * t34
    t45 = t26 + (0.0203 * t36 - (t33 * t27 + t34 * t44))
    t46 = 0.4318 * t22
    t47 = t20 * t13 - t14 * t11 - t46
    t48 = t27 * t35 + t44 * t30 + (0.4318 * t38 - t43) + t47
    t49 = t4 * t37 + t5 * t48
    t50 = t5 * t37 - t4 * t48
    t51 = t7 * t50 + t8 * t45
    t52 = t49 * t6 - t51 * t9
    t53 = t51 * t6 + t49 * t9
    t54 = qdd[3] + t41
    t55 = t5 * t38 - t4 * t36
    t56 = t5 * t34 + t27 * t4
    t57 = t56 * qd[3]
    t58 = t55 - t57
    t59 = t7 * t54 - t58 * t8
    t60 = qd[3] + t30
    t61 = t5 * t27
    t62 = t34 * t4
    t63 = t61 - t62
    t64 = t62 - t61
    t65 = t8 * t60 + t63 * t7
    t66 = t65 * qd[4]
    t67 = t59 - t66
    t68 = t66 - t59
    t69 = t67 + qdd[5]
    t70 = t56 + qd[4]
    t71 = t65 * t9 - t70 * t6
    t72 = t7 * t60
    t73 = t63 * t8
    t74 = t72 - t73
    t75 = t73 - t72
    t76 = qd[5] + t74
    t77 = t71 * t76
    t78 = t7 * t58 + t54 * t8 + qd[4] * t74
    t79 = t63 * qd[3] + (t5 * t36 + t4 * t38)
    t80 = t79 + qdd[4]
    t81 = qd[5] * t71 + (t9 * t80 + t78 * t6)
    t82 = t77 - t81
    t83 = t81 + t77
    t84 = t65 * t6 + t70 * t9
    t85 = t76 * t84
    t86 = t76 * t76
    t87 = t78 * t9 - t6 * t80 - qd[5] * t84
    t88 = t85 + t87
    t89 = t71 * t71
    t90 = t71 * t84
    t91 = t84 * t84
    t92 = t89 - t91
    t93 = t50 * t8
    t94 = t7 * t45
    t95 = t94 - t93
    t96 = t93 - t94
    t97 = t95 * t6
    t98 = t96 * t9
    t99 = t9 * t77
    t100 = t77 * t6
    t101 = t85 * t6 + t99
    t102 = t6 * t87 + t99
    t103 = t69 + t90
    t104 = t103 * t9
    t105 = t103 * t6
    t106 = t91 - t86
    t107 = t91 + t86
    t108 = t104 + t106 * t6
    t109 = t9 * t106 - t105
    t110 = t69 - t90
    t111 = t110 * t6
    t112 = t110 * t9
    t113 = t86 - t89
    t114 = t89 + t86
    t115 = t114 * t6 - t104
    t116 = t114 * t9 + t105
    t117 = t111 + t113 * t9
    t118 = t112 - t113 * t6
    t119 = t112 - t107 * t6
    t120 = t107 * t9 + t111
    t121 = t83 * t6
    t122 = t87 - t85
    t123 = t100 - t85 * t9
    t124 = t9 * t87 - t100
    t125 = t122 * t9
    t126 = np.sign(qd[4])
    t127 = t70 * t65
    t128 = t67 - t127
    t129 = t65 * t65
    t130 = t74 * t74
    t131 = t70 * t74
    t132 = t70 * t70
    t133 = t65 * t74
    t134 = t75 * t74
    t135 = t75 * t65
    t136 = t95 * t9
    t137 = t7 * t52 + t136 * t8
    t138 = t7 * t136 - t8 * t52
    t139 = t96 * t6
    t140 = t7 * t53 + t139 * t8
    t141 = t53 * t8 - t7 * t139
    t142 = t123 * t8 + t69 * t7
    t143 = t7 * t123 - t69 * t8
    t144 = t7 * t82 + t8 * t109
    t145 = t7 * t109 - t82 * t8
    t146 = t7 * t88 + t118 * t8
    t147 = t118 * t7 - t88 * t8
    t148 = t83 * t9 + t122 * t6
    t149 = t7 * t92 - t148 * t8
    t150 = t7 * t148 + t8 * t92
    t151 = t90 * t7 + t8 * t124
    t152 = t7 * t124 - t90 * t8
    t153 = t49 * t8
    t154 = t49 * t7
    t155 = t132 + t134
    t156 = t134 - t132
    t157 = t135 + t80
    t158 = t80 - t135
    t159 = t155 * t8 - t7 * t157
    t160 = t8 * t157 + t7 * t155
    t161 = t7 * t127
    t162 = t131 * t8 - t161
    t163 = t78 * t8 + t161
    t164 = t78 + t131
    t165 = t128 * t8 + t164 * t7
    t166 = t128 * t7 - t164 * t8
    t167 = t129 - t132
    t168 = t129 + t132
    t169 = t133 + t80
    t170 = t7 * t167 - t169 * t8
    t171 = t8 * t167 + t7 * t169
    t172 = np.sign(qd[3])
    t173 = t63 * t60
    t174 = t79 - t173
    t175 = t173 + t79
    t176 = t56 * t56
    t177 = t63 * t63
    t178 = t176 - t177
    t179 = t56 * t60
    t180 = t57 - t55 + t179
    t181 = t60 * t60
    t182 = t181 - t177
    t183 = t58 + t179
    t184 = t63 * t56
    t185 = t54 - t56 * t64
    t186 = t181 - t63 * t64
    t187 = t7 * t115 - t122 * t8
    t188 = t8 * t115 + t122 * t7
    t189 = t5 * t187 + t116 * t4
    t190 = t5 * t116
    t191 = t187 * t4
    t192 = 0.0203 * t188 - 0.4318 * t189 - (t5 * t97 + t4 * t138)
    t193 = t7 * t120 + t83 * t8
    t194 = t7 * t83 - t8 * t120
    t195 = t119 * t4 + t5 * t193
    t196 = t119 * t5
    t197 = t4 * t193
    t198 = 0.4318 * t195 + 0.0203 * t194 - (t141 * t4 + t5 * t98)
    t199 = t5 * t101 - t143 * t4
    t200 = t4 * t101 + t143 * t5
    t201 = -(t4 * t145 + t5 * t108)
    t202 = t5 * t145 - t108 * t4
    t203 = -(t4 * t147 + t5 * t117)
    t204 = t5 * t147 - t4 * t117
    t205 = t125 - t121
    t206 = t4 * t150 - t205 * t5
    t207 = t5 * t150 + t205 * t4
    t208 = -(t152 * t4 + t5 * t102)
    t209 = t152 * t5 - t4 * t102
    t210 = t133 - t80
    t211 = t210 * t8 - t7 * t168
    t212 = t168 * t8 + t210 * t7
    t213 = t164 * t4 + t5 * t212
    t214 = t4 * t212
    t215 = t5 * t164
    t216 = 0.0203 * t211 - 0.4318 * t213 - (t51 * t5 + t4 * t154)
    t217 = t158 * t7 + t8 * t156
    t218 = t7 * t156 - t158 * t8
    t219 = t127 + t68
    t220 = t5 * t218 + t219 * t4
    t221 = t218 * t4
    t222 = t5 * t219
    t223 = 0.0203 * t217 - 0.4318 * t220 - (t4 * t153 + t96 * t5)
    t224 = t127 - t68
    t225 = -(t5 * t224 + t4 * t160)
    t226 = t5 * t160 - t224 * t4
    t227 = t127 * t8
    t228 = t7 * t131 + t227
    t229 = t78 * t7 - t227
    t230 = t5 * t80 - t228 * t4
    t231 = t4 * t80 + t5 * t228
    t232 = t130 - t129
    t233 = -(t166 * t4 + t5 * t232)
    t234 = t5 * t166 - t232 * t4
    t235 = t78 - t131
    t236 = t4 * t171 - t5 * t235
    t237 = t5 * t171 + t235 * t4
    t238 = -(t229 * t4 + t5 * t133)
    t239 = t229 * t5 - t4 * t133
    t240 = t5 * t185 - t186 * t4
    t241 = t5 * t186 + t185 * t4
    t242 = t4 * t45
    t243 = t5 * t45
    t244 = 0.0203 * t180 - 0.4318 * t240 + t242
    t245 = t181 + t176
    t246 = t181 - t176
    t247 = t54 - t184
    t248 = t247 * t4
    t249 = t5 * t247
    t250 = t245 * t5 + t248
    t251 = -(t5 * t182 + t248)
    t252 = t245 * t4
    t253 = t249 - t4 * t182
    t254 = t243 + (0.0203 * t175 + 0.4318 * t250)
    t255 = t184 + t54
    t256 = t5 * t255 - t4 * t246
    t257 = t5 * t246 + t4 * t255
    t258 = t5 * t173
    t259 = t4 * t173
    t260 = t258 + t4 * t179
    t261 = -(t4 * t58 + t258)
    t262 = t179 - t58
    t263 = t259 - t5 * t179
    t264 = t5 * t58 - t259
    t265 = -(t5 * t262 + t4 * t175)
    t266 = t5 * t175 - t262 * t4
    t267 = np.sign(qd[2])
    t268 = 0.0203 * t27
    t269 = t32 * t30 - t27 * t268 - t25
    t270 = t34 * t268 - t43 + t47
    t271 = t32 * t34 + 0.0203 * t38
    t272 = 0.0406 * t30
    t273 = t27 * t272 + 0.0406 * t36 + t26
    t274 = t34 * t27
    t275 = t42 - t274
    t276 = t27 * t27
    t277 = t276 - t30 * t30
    t278 = t34 * t30
    t279 = t278 - t38
    t280 = t27 * t30
    t281 = -t280
    t282 = t189 * t2 + t188 * t3
    t283 = t194 * t3 - t195 * t2
    t284 = t211 * t3 + t213 * t2
    t285 = t217 * t3 + t220 * t2
    t286 = t240 * t2 + t180 * t3
    t287 = t3 * t175 - t250 * t2
    t288 = t280 - t36
    t289 = t280 + t36
    t290 = t34 * t34
    t291 = t276 + t290
    t292 = t276 - t290
    t293 = t288 * t2 - t291 * t3
    t294 = t31 * t30
    t295 = t31 * t27
    t296 = t294 - t290
    t297 = t290 + t294
    t298 = t36 - t295
    t299 = t36 + t295
    t300 = t296 * t2 + t298 * t3
    t301 = np.sign(qd[1])
    t302 = 0.4318 * t13
    t303 = 0.8636 * t11
    t304 = t13 * t13
    t305 = t11 * t11
    t306 = t13 * t11
    t307 = t191 - t190
    t308 = t5 * t138 - t4 * t97 - 0.4318 * t307
    t309 = t137 + 0.0203 * t307
    t310 = (0.15005 * (t189 * t3 - t188 * t2) - 0.4318 * (t190 - t191) + (t309 * t3 + t308 * t2)) * t0 + (t3 * t308 - t309 * t2 - 0.15005 * t282) * t1
    t311 = t196 - t197
    t312 = t5 * t141 - t4 * t98 - 0.4318 * t311
    t313 = 0.0203 * t311 - t140
    t314 = t1 * (t312 * t3 - t313 * t2 - 0.15005 * t283) + t0 * (t313 * t3 + t312 * t2 - (0.4318 * (t197 - t196) + 0.15005 * (t194 * t2 + t3 * t195)))
    t315 = t214 - t215
    t316 = t153 + 0.0203 * t315
    t317 = t5 * t154 - t51 * t4 - 0.4318 * t315
    t318 = t0 * (0.15005 * (t213 * t3 - t211 * t2) - 0.4318 * (t215 - t214) + (t3 * t316 + t317 * t2)) + (t3 * t317 - t316 * t2 - 0.15005 * t284) * t1
    t319 = t221 - t222
    t320 = t5 * t153 - t96 * t4 - 0.4318 * t319
    t321 = 0.0203 * t319 - t154
    t322 = t0 * (t321 * t3 + t320 * t2 + (0.15005 * (t220 * t3 - t217 * t2) - 0.4318 * (t222 - t221))) + t1 * (t320 * t3 - t321 * t2 - 0.15005 * t285)
    t323 = 0.4318 * t241
    t324 = 0.0203 * t241 + t50
    t325 = t243 + t323
    t326 = t0 * (0.15005 * (t240 * t3 - t180 * t2) + t323 + (t324 * t3 - t325 * t2)) - t1 * (t325 * t3 + t324 * t2 + 0.15005 * t286)
    t327 = t249 - t252
    t328 = t242 - 0.4318 * t327
    t329 = 0.0203 * t327 - t49
    t330 = t0 * (t328 * t2 + t329 * t3 - (0.15005 * (t175 * t2 + t3 * t250) + 0.4318 * (t252 - t249))) + t1 * (t328 * t3 - t329 * t2 - 0.15005 * t287)
    t331 = t38 + t278
    t332 = (t271 * t2 + t270 * t3 - 0.15005 * t293) * t1 + (t270 * t2 - t271 * t3 + (0.15005 * (t288 * t3 + t291 * t2) - 0.4318 * t331)) * t0
    t333 = 0.0406 * t34
    t334 = t333 * t30 - t34 * t272
    t335 = 0.0406 * t41 - t333 * t27 - t47
    t336 = t1 * (t334 * t3 - t335 * t2 - 0.15005 * t300) + (t3 * t335 + t334 * t2 + (0.15005 * (t296 * t3 - t298 * t2) - 0.4318 * (t274 + t42))) * t0
    t337 = t41 - t274
    t338 = t274 * t2
    t339 = t274 * t3
    t340 = 0.8636 * qd[1]
    t341 = t0 * t21
    t342 = qd[1] * qd[1]
    t343 = np.sign(qd[0])
    Yb[0] = qdd[0]
    Yb[1] = qd[0]
    Yb[2] = t343
    Yb[3] = t1 * t16 + t341
    Yb[4] = (t22 - t21) * t1 + (t15 + t16) * t0
    Yb[5] = (qdd[1] + t306) * t1 + (t342 - t304) * t0
    Yb[6] = t0 * (qdd[1] - t306) + t1 * (t305 - t342)
    Yb[7] = t1 * t15 - t341
    Yb[8] = t1 * (t340 * t11 - t303 * qd[1]) + t0 * (0.8636 * t22 - t340 * t13)
    Yb[9] = (t302 * qd[1] - t46) * t1 - t0 * (t12 * qd[1] + 0.4318 * t16)
    Yb[10] = 0.0
    Yb[11] = 0.0
    Yb[12] = (t339 + t38 * t2) * t0 + t1 * (t38 * t3 - t338)
    Yb[13] = (t292 * t3 - t289 * t2) * t0 - (t292 * t2 + t289 * t3) * t1
    Yb[14] = (t331 * t3 + t337 * t2) * t0 + (t337 * t3 - t331 * t2) * t1
    Yb[15] = (t338 + t3 * t278) * t1 + (t278 * t2 - t339) * t0
    Yb[16] = t0 * (t297 * t2 - t299 * t3) + (t297 * t3 + t299 * t2) * t1
    Yb[17] = t336
    Yb[18] = t332
    Yb[19] = 0.0
    Yb[20] = 0.0
    Yb[21] = 0.0
    Yb[22] = t1 * (t3 * t264 - t184 * t2) + t0 * (t264 * t2 + t184 * t3)
    Yb[23] = (t253 * t2 + t183 * t3) * t0 + (t3 * t253 - t183 * t2) * t1
    Yb[24] = t0 * (t266 * t2 + t178 * t3) + (t266 * t3 - t178 * t2) * t1
    Yb[25] = t0 * (t54 * t3 + t263 * t2) + (t263 * t3 - t54 * t2) * t1
    Yb[26] = t0 * (t174 * t3 + t257 * t2) + t1 * (t3 * t257 - t174 * t2)
    Yb[27] = t330
    Yb[28] = t326
    Yb[29] = 0.0
    Yb[30] = 0.0
    Yb[31] = 0.0
    Yb[32] = (t239 * t2 + t163 * t3) * t0 + (t239 * t3 - t163 * t2) * t1
    Yb[33] = t0 * (t170 * t3 - t237 * t2) - (t170 * t2 + t237 * t3) * t1
    Yb[34] = t0 * (t234 * t2 + t165 * t3) + (t234 * t3 - t165 * t2) * t1
    Yb[35] = t1 * (t231 * t3 - t162 * t2) + t0 * (t231 * t2 + t162 * t3)
    Yb[36] = t0 * (t159 * t3 + t226 * t2) + t1 * (t226 * t3 - t159 * t2)
    Yb[37] = t322
    Yb[38] = t318
    Yb[39] = 0.0
    Yb[40] = 0.0
    Yb[41] = 0.0
    Yb[42] = t0 * (t151 * t3 + t209 * t2) + t1 * (t209 * t3 - t151 * t2)
    Yb[43] = t0 * (t149 * t3 - t207 * t2) - (t207 * t3 + t149 * t2) * t1
    Yb[44] = t0 * (t146 * t3 + t204 * t2) + (t204 * t3 - t146 * t2) * t1
    Yb[45] = t1 * (t202 * t3 - t144 * t2) + t0 * (t144 * t3 + t202 * t2)
    Yb[46] = (t200 * t2 + t142 * t3) * t0 + (t200 * t3 - t142 * t2) * t1
    Yb[47] = t314
    Yb[48] = t310
    Yb[49] = 0.0
    Yb[50] = 0.0
    Yb[51] = 0.0
    Yb[52] = 0.0
    Yb[53] = 0.0
    Yb[54] = 0.0
    Yb[55] = -t306
    Yb[56] = t304 - t305
    Yb[57] = t16 - t15
    Yb[58] = t21 + t22
    Yb[59] = qdd[1]
    Yb[60] = t13 * t303 + 0.8636 * qdd[1] + t17
    Yb[61] = t19 - t13 * t302 - t23
    Yb[62] = qd[1]
    Yb[63] = t301
    Yb[64] = t281
    Yb[65] = t279
    Yb[66] = t277
    Yb[67] = t36
    Yb[68] = t275
    Yb[69] = 0.4318 * t300 + t273
    Yb[70] = 0.4318 * t293 + t269
    Yb[71] = 0.0
    Yb[72] = 0.0
    Yb[73] = 0.0
    Yb[74] = t261
    Yb[75] = t251
    Yb[76] = t265
    Yb[77] = t260
    Yb[78] = t256
    Yb[79] = 0.4318 * t287 + t254
    Yb[80] = 0.4318 * t286 + t244
    Yb[81] = 0.0
    Yb[82] = 0.0
    Yb[83] = 0.0
    Yb[84] = t238
    Yb[85] = t236
    Yb[86] = t233
    Yb[87] = t230
    Yb[88] = t225
    Yb[89] = 0.4318 * t285 + t223
    Yb[90] = 0.4318 * t284 + t216
    Yb[91] = 0.0
    Yb[92] = 0.0
    Yb[93] = 0.0
    Yb[94] = t208
    Yb[95] = t206
    Yb[96] = t203
    Yb[97] = t201
    Yb[98] = t199
    Yb[99] = 0.4318 * t283 + t198
    Yb[100] = 0.4318 * t282 + t192
    Yb[101] = 0.0
    Yb[102] = 0.0
    Yb[103] = 0.0
    Yb[104] = 0.0
    Yb[105] = 0.0
    Yb[106] = 0.0
    Yb[107] = 0.0
    Yb[108] = 0.0
    Yb[109] = 0.0
    Yb[110] = 0.0
    Yb[111] = 0.0
    Yb[112] = 0.0
    Yb[113] = 0.0
    Yb[114] = 0.0
    Yb[115] = 0.0
    Yb[116] = t281
    Yb[117] = t279
    Yb[118] = t277
    Yb[119] = t36
    Yb[120] = t275
    Yb[121] = t273
    Yb[122] = t269
    Yb[123] = qdd[2]
    Yb[124] = qd[2]
    Yb[125] = t267
    Yb[126] = t261
    Yb[127] = t251
    Yb[128] = t265
    Yb[129] = t260
    Yb[130] = t256
    Yb[131] = t254
    Yb[132] = t244
    Yb[133] = 0.0
    Yb[134] = 0.0
    Yb[135] = 0.0
    Yb[136] = t238
    Yb[137] = t236
    Yb[138] = t233
    Yb[139] = t230
    Yb[140] = t225
    Yb[141] = t223
    Yb[142] = t216
    Yb[143] = 0.0
    Yb[144] = 0.0
    Yb[145] = 0.0
    Yb[146] = t208
    Yb[147] = t206
    Yb[148] = t203
    Yb[149] = t201
    Yb[150] = t199
    Yb[151] = t198
    Yb[152] = t192
    Yb[153] = 0.0
    Yb[154] = 0.0
    Yb[155] = 0.0
    Yb[156] = 0.0
    Yb[157] = 0.0
    Yb[158] = 0.0
    Yb[159] = 0.0
    Yb[160] = 0.0
    Yb[161] = 0.0
    Yb[162] = 0.0
    Yb[163] = 0.0
    Yb[164] = 0.0
    Yb[165] = 0.0
    Yb[166] = 0.0
    Yb[167] = 0.0
    Yb[168] = 0.0
    Yb[169] = 0.0
    Yb[170] = 0.0
    Yb[171] = 0.0
    Yb[172] = 0.0
    Yb[173] = 0.0
    Yb[174] = 0.0
    Yb[175] = 0.0
    Yb[176] = 0.0
    Yb[177] = 0.0
    Yb[178] = t184
    Yb[179] = t183
    Yb[180] = t178
    Yb[181] = t54
    Yb[182] = t174
    Yb[183] = -t49
    Yb[184] = t50
    Yb[185] = qdd[3]
    Yb[186] = qd[3]
    Yb[187] = t172
    Yb[188] = t163
    Yb[189] = t170
    Yb[190] = t165
    Yb[191] = t162
    Yb[192] = t159
    Yb[193] = -t154
    Yb[194] = t153
    Yb[195] = 0.0
    Yb[196] = 0.0
    Yb[197] = 0.0
    Yb[198] = t151
    Yb[199] = t149
    Yb[200] = t146
    Yb[201] = t144
    Yb[202] = t142
    Yb[203] = -t140
    Yb[204] = t137
    Yb[205] = 0.0
    Yb[206] = 0.0
    Yb[207] = 0.0
    Yb[208] = 0.0
    Yb[209] = 0.0
    Yb[210] = 0.0
    Yb[211] = 0.0
    Yb[212] = 0.0
    Yb[213] = 0.0
    Yb[214] = 0.0
    Yb[215] = 0.0
    Yb[216] = 0.0
    Yb[217] = 0.0
    Yb[218] = 0.0
    Yb[219] = 0.0
    Yb[220] = 0.0
    Yb[221] = 0.0
    Yb[222] = 0.0
    Yb[223] = 0.0
    Yb[224] = 0.0
    Yb[225] = 0.0
    Yb[226] = 0.0
    Yb[227] = 0.0
    Yb[228] = 0.0
    Yb[229] = 0.0
    Yb[230] = 0.0
    Yb[231] = 0.0
    Yb[232] = 0.0
    Yb[233] = 0.0
    Yb[234] = 0.0
    Yb[235] = 0.0
    Yb[236] = 0.0
    Yb[237] = 0.0
    Yb[238] = 0.0
    Yb[239] = 0.0
    Yb[240] = -t133
    Yb[241] = t131 - t78
    Yb[242] = t129 - t130
    Yb[243] = t80
    Yb[244] = t68 - t127
    Yb[245] = t95
    Yb[246] = -t51
    Yb[247] = qdd[4]
    Yb[248] = qd[4]
    Yb[249] = t126
    Yb[250] = -t102
    Yb[251] = t121 - t125
    Yb[252] = -t117
    Yb[253] = -t108
    Yb[254] = t101
    Yb[255] = -t98
    Yb[256] = -t97
    Yb[257] = 0.0
    Yb[258] = 0.0
    Yb[259] = 0.0
    Yb[260] = 0.0
    Yb[261] = 0.0
    Yb[262] = 0.0
    Yb[263] = 0.0
    Yb[264] = 0.0
    Yb[265] = 0.0
    Yb[266] = 0.0
    Yb[267] = 0.0
    Yb[268] = 0.0
    Yb[269] = 0.0
    Yb[270] = 0.0
    Yb[271] = 0.0
    Yb[272] = 0.0
    Yb[273] = 0.0
    Yb[274] = 0.0
    Yb[275] = 0.0
    Yb[276] = 0.0
    Yb[277] = 0.0
    Yb[278] = 0.0
    Yb[279] = 0.0
    Yb[280] = 0.0
    Yb[281] = 0.0
    Yb[282] = 0.0
    Yb[283] = 0.0
    Yb[284] = 0.0
    Yb[285] = 0.0
    Yb[286] = 0.0
    Yb[287] = 0.0
    Yb[288] = 0.0
    Yb[289] = 0.0
    Yb[290] = 0.0
    Yb[291] = 0.0
    Yb[292] = 0.0
    Yb[293] = 0.0
    Yb[294] = 0.0
    Yb[295] = 0.0
    Yb[296] = 0.0
    Yb[297] = 0.0
    Yb[298] = 0.0
    Yb[299] = 0.0
    Yb[300] = 0.0
    Yb[301] = 0.0
    Yb[302] = t90
    Yb[303] = t92
    Yb[304] = t88
    Yb[305] = t82
    Yb[306] = t69
    Yb[307] = -t53
    Yb[308] = t52
    Yb[309] = qdd[5]
    Yb[310] = qd[5]
    Yb[311] = t10
    return (Yb,)


def base_regressor(q, qd, qdd):
    """Yb(q, qd, qdd), kNv x kBaseParameters: tau = Yb beta, the columns of Y that the base parameters beta keep.

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    qdd: shape (6,), or (k, 6) for k states.
    Returns Yb (6, 52) or (k, 6, 52).
    """
    (q, qd, qdd), single = _states(((q, (6,)), (qd, (6,)), (qdd, (6,))))
    return _shaped(_base_regressor(q, qd, qdd), ((6, 52),), single)


def _base_parameters():
    # Built from: the model's standard parameters grouped exactly.
    # 0 multiplications, 0 additions, 0 divisions, 0 function calls.
    k = 1
    beta = np.zeros((52, k))
    beta[0] = 0.658670505267
    beta[1] = 5.8018217679508
    beta[2] = 25.9836065
    beta[3] = 1.676010322
    beta[4] = 0.03798072
    beta[5] = -0.6903913435
    beta[6] = -0.023751
    beta[7] = 0.795057323
    beta[8] = 3.79559
    beta[9] = 0.1044
    beta[10] = 9.496868641825
    beta[11] = 10.6197775
    beta[12] = 0.3336500705
    beta[13] = 0.0
    beta[14] = 0.0068208
    beta[15] = 0.3576198455
    beta[16] = 0.0047376
    beta[17] = 0.025375
    beta[18] = 0.89133
    beta[19] = 0.576873331938
    beta[20] = 3.9804259903722
    beta[21] = 6.36419655
    beta[22] = 0.0003
    beta[23] = 0.0
    beta[24] = 0.0
    beta[25] = 0.0016
    beta[26] = 0.0
    beta[27] = 0.0
    beta[28] = 0.0
    beta[29] = 0.19079062612368
    beta[30] = 0.411645229697152
    beta[31] = 1.06831142
    beta[32] = 0.00024216
    beta[33] = 0.0
    beta[34] = 0.0
    beta[35] = 0.00064216
    beta[36] = 0.0
    beta[37] = 0.0
    beta[38] = 0.00288
    beta[39] = 0.170706291657
    beta[40] = 0.4272830209354
    beta[41] = 0.85444524
    beta[42] = 0.0
    beta[43] = 0.0
    beta[44] = 0.0
    beta[45] = 0.0
    beta[46] = 4e-05
    beta[47] = 0.0
    beta[48] = 0.0
    beta[49] = 0.194064505668
    beta[50] = 0.2158232532732
    beta[51] = 0.55443978
    return (beta,)


def base_parameters():
    """beta, kBaseParameters: the model's base parameters, the combinations of its standard parameters listed above.

    Returns beta (52,).
    """
    _, single = _states(())
    return _shaped(_base_parameters(), ((52,),), single)


def _task_jacobian(q):
    # Built from: forward kinematics in the base frame, the task's rows.
    # 51 multiplications, 36 additions, 0 divisions, 10 function calls.
    k = q.shape[1]
    Jx = np.zeros((36, k))
    t0 = np.cos(q[1])
    t1 = np.cos(q[2])
    t2 = np.sin(q[1])
    t3 = np.sin(q[2])
    t4 = np.cos(q[4])
    t5 = np.cos(q[3])
    t6 = np.sin(q[4])
    t7 = np.sin(q[3])
    t8 = np.sin(q[0])
    t9 = np.cos(q[0])
    t10 = t0 * t1 - t2 * t3
    t11 = t0 * t3 + t2 * t1
    t12 = t0 * t8
    t13 = t8 * t2
    t14 = t12 * t1 - t13 * t3
    t15 = t13 * t1 + t12 * t3
    t16 = 0.4318 * t12 - 0.15005 * t9
    t17 = -t9
    t18 = t2 * t9
    t19 = t0 * t9
    t20 = t18 * t1 + t19 * t3
    t21 = t19 * t1 - t18 * t3
    t22 = 0.15005 * t8 + 0.4318 * t19
    t23 = t16 + (0.0203 * t14 - 0.4318 * t15)
    t24 = t22 + (0.0203 * t21 - 0.4318 * t20)
    t25 = 0.4318 * t2
    t26 = t25 + (0.4318 * t10 + 0.0203 * t11)
    t27 = t26 - t25
    Jx[0] = -t23
    Jx[1] = -(t26 * t9)
    Jx[2] = -(t27 * t9)
    Jx[3] = 0.0
    Jx[4] = 0.0
    Jx[5] = 0.0
    Jx[6] = t24
    Jx[7] = -(t26 * t8)
    Jx[8] = -(t27 * t8)
    Jx[9] = 0.0
    Jx[10] = 0.0
    Jx[11] = 0.0
    Jx[12] = 0.0
    Jx[13] = t23 * t8 + t24 * t9
    Jx[14] = t8 * (t23 - t16) + (t24 - t22) * t9
    Jx[15] = 0.0
    Jx[16] = 0.0
    Jx[17] = 0.0
    Jx[18] = 0.0
    Jx[19] = t8
    Jx[20] = t8
    Jx[21] = -t20
    Jx[22] = t5 * t8 + t21 * t7
    Jx[23] = -(t4 * t20 + (t21 * t5 - t7 * t8) * t6)
    Jx[24] = 0.0
    Jx[25] = t17
    Jx[26] = t17
    Jx[27] = -t15
    Jx[28] = t14 * t7 - t5 * t9
    Jx[29] = -(t6 * (t7 * t9 + t5 * t14) + t4 * t15)
    Jx[30] = 1.0
    Jx[31] = 0.0
    Jx[32] = 0.0
    Jx[33] = t10
    Jx[34] = t7 * t11
    Jx[35] = t4 * t10 - t5 * t11 * t6
    return (Jx,)


def task_jacobian(q):
    """Jx(q), kTask x kDof: the task's rows of the tool frame's Jacobian (kTaskRows; kTask x kNv of the world-aligned Jacobian for a floating base).

    q: shape (6,), or (k, 6) for k states.
    Returns Jx (6, 6) or (k, 6, 6).
    """
    (q,), single = _states(((q, (6,)),))
    return _shaped(_task_jacobian(q), ((6, 6),), single)


def _task_mass_matrix(q):
    # Built from: calls mass_matrix, task_jacobian; LDL^T factorisations of M and Jx M^-1 Jx^T.
    # 520 multiplications, 377 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.
    k = q.shape[1]
    Mx = np.zeros((36, k))
    (M,) = _mass_matrix(q)
    (J,) = _task_jacobian(q)
    (Mx, status) = _task_space_solve(M, J, None, None, TASK, False)
    return (Mx, status)


def task_mass_matrix(q):
    """Mx(q) = (Jx M^-1 Jx^T)^-1, kTask x kTask (= Jx^-T M Jx^-1 for a square Jx). Returns the task status: 0; 1 singular task; 2 M not positive definite (results 0 then).

    q: shape (6,), or (k, 6) for k states.
    Returns Mx (6, 6) or (k, 6, 6), status: an int or (k,) ints.
    """
    (q,), single = _states(((q, (6,)),))
    return _shaped(_task_mass_matrix(q), ((6, 6), ()), single)


def _task_velocity_terms(q, qd):
    # Built from: calls mass_matrix, task_jacobian, coriolis_centrifugal, jacobian_dot_qd; LDL^T factorisations of M and Jx M^-1 Jx^T.
    # 475 multiplications, 373 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.
    k = q.shape[1]
    Vx = np.zeros((6, k))
    (M,) = _mass_matrix(q)
    (J,) = _task_jacobian(q)
    (V,) = _coriolis_centrifugal(q, qd)
    (a,) = _jacobian_dot_qd(q, qd)
    h = _task_rows_of(a)
    (Vx, status) = _task_space_solve(M, J, V, h, 1, False)
    return (Vx, status)


def task_velocity_terms(q, qd):
    """Vx(q, qd) = Jbar^T V - Mx Jdot qd, kTask, with Jbar = M^-1 Jx^T Mx (= Jx^-T (V - M Jx^-1 Jdot qd) for a square Jx). Returns the task status.

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    Returns Vx (6,) or (k, 6), status: an int or (k,) ints.
    """
    (q, qd), single = _states(((q, (6,)), (qd, (6,))))
    return _shaped(_task_velocity_terms(q, qd), ((6,), ()), single)


def _task_gravity(q):
    # Built from: calls mass_matrix, task_jacobian, gravity; LDL^T factorisations of M and Jx M^-1 Jx^T.
    # 475 multiplications, 367 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.
    k = q.shape[1]
    Gx = np.zeros((6, k))
    (M,) = _mass_matrix(q)
    (J,) = _task_jacobian(q)
    (G,) = _gravity(q)
    (Gx, status) = _task_space_solve(M, J, G, None, 1, False)
    return (Gx, status)


def task_gravity(q):
    """Gx(q) = Jbar^T G, kTask. Returns the task status.

    q: shape (6,), or (k, 6) for k states.
    Returns Gx (6,) or (k, 6), status: an int or (k,) ints.
    """
    (q,), single = _states(((q, (6,)),))
    return _shaped(_task_gravity(q), ((6,), ()), single)


def _task_dynamics(q, qd):
    # Built from: calls mass_matrix, task_jacobian, coriolis_centrifugal, gravity, jacobian_dot_qd; LDL^T factorisations of M and Jx M^-1 Jx^T.
    # 694 multiplications, 557 additions, 12 divisions, 0 function calls. The solves included. Besides the functions it calls.
    k = q.shape[1]
    Mx = np.zeros((36, k))
    Vx = np.zeros((6, k))
    Gx = np.zeros((6, k))
    (M,) = _mass_matrix(q)
    (J,) = _task_jacobian(q)
    (V,) = _coriolis_centrifugal(q, qd)
    (G,) = _gravity(q)
    (a,) = _jacobian_dot_qd(q, qd)
    h = _task_rows_of(a)
    (Mx, Vx, Gx, status) = _task_space_terms(M, J, V, G, h)
    return (Mx, Vx, Gx, status)


def task_dynamics(q, qd):
    """Mx, Vx and Gx at (q, qd) from one factorisation: what task_mass_matrix, task_velocity_terms and task_gravity return, for about the cost of one (an operational-space controller's call). Returns the task status.

    q: shape (6,), or (k, 6) for k states.
    qd: shape (6,), or (k, 6) for k states.
    Returns Mx (6, 6) or (k, 6, 6), Vx (6,) or (k, 6), Gx (6,) or (k, 6), status: an int or (k,) ints.
    """
    (q, qd), single = _states(((q, (6,)), (qd, (6,))))
    return _shaped(_task_dynamics(q, qd), ((6, 6), (6,), (6,), ()), single)


def _task_coriolis_coefficients(q):
    # Built from: calls mass_matrix, task_jacobian, coriolis_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
    # 2325 multiplications, 2204 additions, 12 divisions, 10 function calls. The solves included. Besides the functions it calls.
    k = q.shape[1]
    Bx = np.zeros((90, k))
    H = np.zeros((90, k))
    (M,) = _mass_matrix(q)
    (J,) = _task_jacobian(q)
    (K,) = _coriolis_coefficients(q)
    t0 = np.cos(q[1])
    t1 = np.sin(q[2])
    t2 = np.sin(q[1])
    t3 = np.cos(q[2])
    t4 = np.cos(q[3])
    t5 = np.cos(q[4])
    t6 = np.sin(q[4])
    t7 = np.sin(q[3])
    t8 = np.sin(q[0])
    t9 = np.cos(q[0])
    t10 = t0 * t1 + t2 * t3
    t11 = t4 * t10
    t12 = t0 * t3 - t2 * t1
    t13 = -(t6 * (t4 * t12) + t5 * t10)
    t14 = t7 * t12
    t15 = -t10
    t16 = t8 * t2
    t17 = t0 * t8
    t18 = t16 * t3 + t17 * t1
    t19 = t17 * t3
    t20 = 0.4318 * t17
    t21 = t16 * t1
    t22 = 0.4318 * t16
    t23 = t19 - t21
    t24 = t21 - t19
    t25 = t7 * t9
    t26 = t25 + t4 * t23
    t27 = t4 * t9
    t28 = t6 * (t4 * t18) - t23 * t5
    t29 = -(t7 * t18)
    t30 = t2 * t9
    t31 = t0 * t9
    t32 = t30 * t3 + t31 * t1
    t33 = t31 * t3
    t34 = 0.15005 * t8 + 0.4318 * t31
    t35 = t30 * t1
    t36 = 0.4318 * t30
    t37 = t33 - t35
    t38 = t35 - t33
    t39 = t37 * t4 - t7 * t8
    t40 = t4 * t8 + t37 * t7
    t41 = t4 * t32 * t6 - t37 * t5
    t42 = -(t32 * t7)
    t43 = 0.4318 * t37 + 0.0203 * t32
    t44 = t34 + (0.0203 * t37 - 0.4318 * t32)
    t45 = (t44 - t34) * t8
    t46 = t44 * t8
    t47 = t43 + t36
    t48 = 0.4318 * t23 + 0.0203 * t18
    t49 = t48 + t22
    t50 = 0.4318 * t18
    t51 = 0.15005 * t9
    t52 = t20 - t51
    t53 = t51 - t20
    t54 = t52 + (0.0203 * t23 - t50)
    t55 = t50 + 0.0203 * t24 + t53
    t56 = 0.0203 * t12 - 0.4318 * t10
    t57 = 0.4318 * t0
    t58 = t57 + t56 - t57
    t59 = 0.4318 * t2
    t60 = t59 + (0.4318 * t12 + 0.0203 * t10)
    t61 = t60 - t59
    H[0] = t49 + t60 * t8
    H[1] = t48 + t61 * t8
    H[2] = 0.0
    H[3] = 0.0
    H[4] = 0.0
    H[5] = -(t58 * t9 + t9 * t56)
    H[6] = 0.0
    H[7] = 0.0
    H[8] = 0.0
    H[9] = 0.0
    H[10] = 0.0
    H[11] = 0.0
    H[12] = 0.0
    H[13] = 0.0
    H[14] = 0.0
    H[15] = -(t47 + t60 * t9)
    H[16] = -(t43 + t61 * t9)
    H[17] = 0.0
    H[18] = 0.0
    H[19] = 0.0
    H[20] = -(t58 * t8 + t8 * t56)
    H[21] = 0.0
    H[22] = 0.0
    H[23] = 0.0
    H[24] = 0.0
    H[25] = 0.0
    H[26] = 0.0
    H[27] = 0.0
    H[28] = 0.0
    H[29] = 0.0
    H[30] = t55 * t9 - t46 + (t54 * t9 + t46)
    H[31] = t9 * (t54 - t52) + t45 + (t9 * (t55 - t53) - t45)
    H[32] = 0.0
    H[33] = 0.0
    H[34] = 0.0
    H[35] = (t36 - t47) * t9 + (t22 - t49) * t8 - (t8 * t48 + t43 * t9)
    H[36] = 0.0
    H[37] = 0.0
    H[38] = 0.0
    H[39] = 0.0
    H[40] = 0.0
    H[41] = 0.0
    H[42] = 0.0
    H[43] = 0.0
    H[44] = 0.0
    H[45] = t9
    H[46] = t9
    H[47] = t18
    H[48] = t24 * t7 + t27
    H[49] = t5 * t18 - (t24 * t4 - t25) * t6
    H[50] = 0.0
    H[51] = t38
    H[52] = t42
    H[53] = t41
    H[54] = t38
    H[55] = t42
    H[56] = t41
    H[57] = t39
    H[58] = t40 * t6
    H[59] = t32 * t6 - t5 * t39
    H[60] = t8
    H[61] = t8
    H[62] = -t32
    H[63] = t40
    H[64] = -(t5 * t32 + t39 * t6)
    H[65] = 0.0
    H[66] = t24
    H[67] = t29
    H[68] = t28
    H[69] = t24
    H[70] = t29
    H[71] = t28
    H[72] = t26
    H[73] = -((t27 - t23 * t7) * t6)
    H[74] = t18 * t6 - t5 * t26
    H[75] = 0.0
    H[76] = 0.0
    H[77] = 0.0
    H[78] = 0.0
    H[79] = 0.0
    H[80] = 0.0
    H[81] = t15
    H[82] = t14
    H[83] = t13
    H[84] = t15
    H[85] = t14
    H[86] = t13
    H[87] = t11
    H[88] = t7 * t10 * t6
    H[89] = -(t5 * t11 + t6 * t12)
    (Bx, status) = _task_space_solve(M, J, K, H, 15, True)
    return (Bx, status)


def task_coriolis_coefficients(q):
    """Bx(q), kDof x kDof(kDof-1)/2: Jx^T Vx = Bx [qd qd] + Cx [qd^2], pairs j < k in lexicographic order (B's shape). Returns the task status.

    q: shape (6,), or (k, 6) for k states.
    Returns Bx (6, 15) or (k, 6, 15), status: an int or (k,) ints.
    """
    (q,), single = _states(((q, (6,)),))
    return _shaped(_task_coriolis_coefficients(q), ((6, 15), ()), single)


def _task_centrifugal_coefficients(q):
    # Built from: calls mass_matrix, task_jacobian, centrifugal_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
    # 1167 multiplications, 1052 additions, 12 divisions, 6 function calls. The solves included. Besides the functions it calls.
    k = q.shape[1]
    Cx = np.zeros((36, k))
    H = np.zeros((36, k))
    (M,) = _mass_matrix(q)
    (J,) = _task_jacobian(q)
    (K,) = _centrifugal_coefficients(q)
    t0 = np.cos(q[1])
    t1 = np.sin(q[0])
    t2 = np.cos(q[2])
    t3 = np.sin(q[1])
    t4 = np.sin(q[2])
    t5 = np.cos(q[0])
    t6 = t0 * t1
    t7 = t6 * t2
    t8 = t1 * t3
    t9 = t8 * t4
    t10 = t8 * t2 + t6 * t4
    t11 = 0.4318 * (t7 - t9) + 0.0203 * t10
    t12 = t0 * t5
    t13 = t3 * t5
    t14 = t12 * t2 - t13 * t4
    t15 = t13 * t2 + t12 * t4
    t16 = 0.4318 * t14 + 0.0203 * t15
    t17 = 0.0203 * (t0 * t2 - t3 * t4) - 0.4318 * (t0 * t4 + t3 * t2)
    t18 = 0.4318 * t0 + t17
    H[0] = -(0.15005 * t1 + 0.4318 * t12 + (0.0203 * t14 - 0.4318 * t15))
    H[1] = -(t18 * t5)
    H[2] = -(t5 * t17)
    H[3] = 0.0
    H[4] = 0.0
    H[5] = 0.0
    H[6] = 0.4318 * t10 + 0.0203 * (t9 - t7) + (0.15005 * t5 - 0.4318 * t6)
    H[7] = -(t18 * t1)
    H[8] = -(t1 * t17)
    H[9] = 0.0
    H[10] = 0.0
    H[11] = 0.0
    H[12] = 0.0
    H[13] = -((t16 + 0.4318 * t13) * t5 + (t11 + 0.4318 * t8) * t1)
    H[14] = -(t1 * t11 + t16 * t5)
    H[15] = 0.0
    H[16] = 0.0
    H[17] = 0.0
    H[18] = 0.0
    H[19] = 0.0
    H[20] = 0.0
    H[21] = 0.0
    H[22] = 0.0
    H[23] = 0.0
    H[24] = 0.0
    H[25] = 0.0
    H[26] = 0.0
    H[27] = 0.0
    H[28] = 0.0
    H[29] = 0.0
    H[30] = 0.0
    H[31] = 0.0
    H[32] = 0.0
    H[33] = 0.0
    H[34] = 0.0
    H[35] = 0.0
    (Cx, status) = _task_space_solve(M, J, K, H, 6, True)
    return (Cx, status)


def task_centrifugal_coefficients(q):
    """Cx(q), kDof x kDof: coefficients of qd_j^2 in Jx^T Vx (C's shape). Returns the task status.

    q: shape (6,), or (k, 6) for k states.
    Returns Cx (6, 6) or (k, 6, 6), status: an int or (k,) ints.
    """
    (q,), single = _states(((q, (6,)),))
    return _shaped(_task_centrifugal_coefficients(q), ((6, 6), ()), single)
