function [qdd, dqdd_dq, dqdd_dqd, dqdd_dtau] = forward_dynamics_derivatives(q, qd, tau)
%FORWARD_DYNAMICS_DERIVATIVES qdd = forward_dynamics(q, qd, tau) and its derivatives, kDof x kDof each: dqdd_dq = -M^-1 dtau/dq and dqdd_dqd = -M^-1 dtau/dqd at that qdd, dqdd_dtau = M^-1; one Cholesky factorisation of M for all. NaN if M is not positive definite. For a floating base kNv x kNv, q's columns along its tangent space (inverse_dynamics_derivatives).
%   q: 6 x k, one column per state.
%   qd: 6 x k, one column per state.
%   tau: 6 x k, one column per state.
%   qdd: 6 x k.
%   dqdd_dq: 6 x 6 x k.
%   dqdd_dqd: 6 x 6 x k.
%   dqdd_dtau: 6 x 6 x k.
%
% puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
% Each function's "Built from" line names its route.
% Do not edit; regenerate with the command below instead.
% Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
% Command: nedyn generate puma560.yaml --language matlab
%
% Built from: M: closed form, Horner; bias: recursion, grouped inertial parameters; Cholesky; inverse_dynamics_derivatives at qdd; M^-1 from L^-1 and products.
% 921 multiplications, 794 additions, 6 divisions, 22 function calls. The solves included.
  k = size(q, 2);
  if size(q, 1) ~= 6 || size(q, 2) ~= k || ndims(q) > 2
    error('puma560:shape', 'q: expected 6 x k, one column per state (k from the first argument)');
  end
  if size(qd, 1) ~= 6 || size(qd, 2) ~= k || ndims(qd) > 2
    error('puma560:shape', 'qd: expected 6 x k, one column per state (k from the first argument)');
  end
  if size(tau, 1) ~= 6 || size(tau, 2) ~= k || ndims(tau) > 2
    error('puma560:shape', 'tau: expected 6 x k, one column per state (k from the first argument)');
  end
  qdd = zeros(6, k);
  dqdd_dq = zeros(36, k);
  dqdd_dqd = zeros(36, k);
  dqdd_dtau = zeros(36, k);
  M = zeros(36, k);  % lower triangle
  r = zeros(6, k);
  t0 = cos(q(2, :));
  t1 = cos(q(3, :));
  t2 = sin(q(2, :));
  t3 = sin(q(3, :));
  t4 = cos(q(4, :));
  t5 = sin(q(4, :));
  t6 = sin(q(5, :));
  t7 = cos(q(5, :));
  t8 = cos(q(6, :));
  t9 = sin(q(6, :));
  t10 = t0 .* qd(1, :);
  t11 = t10 .* qd(2, :);
  t12 = t2 .* qd(1, :);
  t13 = t12 .* qd(2, :);
  t14 = t10 .* t1 - t12 .* t3;
  t15 = t11 .* t1 - t13 .* t3 + qd(3, :) .* t14;
  t16 = t10 .* t3 + t12 .* t1;
  t17 = qd(3, :) + qd(2, :);
  t18 = t4 .* t17 + t16 .* t5;
  t19 = t4 .* t15 - t18 .* qd(4, :);
  t20 = t13 .* t1 + t11 .* t3 + t16 .* qd(3, :);
  t21 = qd(4, :) + t14;
  t22 = t4 .* t16 - t17 .* t5;
  t23 = t6 .* t21 + t22 .* t7;
  t24 = 4e-05 .* (t23 .* qd(5, :) + (t6 .* t19 + t7 .* t20));
  t25 = sign(qd(6, :));
  t26 = t18 + qd(5, :);
  t27 = t7 .* t21 - t22 .* t6;
  t28 = 4e-05 .* (qd(6, :) + t27);
  t29 = (t23 .* t8 - t26 .* t9) .* t28;
  t30 = t28 .* (t23 .* t9 + t26 .* t8);
  t31 = t16 .* t14;
  t32 = t14 .* t14;
  t33 = t17 .* t14;
  t34 = t17 .* t17;
  t35 = t17 .* t16;
  t36 = t16 .* t16;
  t37 = t34 + t32;
  t38 = t12 .* t10;
  t39 = t10 .* t10;
  t40 = t12 .* t12;
  t41 = 0.4318 .* t38 + 9.81 .* t0;
  t42 = qd(2, :) .* qd(2, :);
  t43 = 9.81 .* t2 - 0.4318 .* (t39 + t42);
  t44 = t41 .* t3 + t43 .* t1;
  t45 = t41 .* t1 - t43 .* t3;
  t46 = t44 + (0.4318 .* t31 - 0.0203 .* t37);
  t47 = 0.025375 .* t45 - 0.89133 .* t44 + (0.0047376 .* t20 - (0.3326198455 .* t31 + (0.011273199 .* (t36 - t32) + 0.0047376 .* t35)));
  t48 = t36 + t34;
  t49 = 0.011273199 .* t35 - 0.0047376 .* (t32 - t34) + 0.3586500705 .* t33 + (0.3326198455 .* t15 + 0.011273199 .* t20);
  t50 = t15 + t33;
  t51 = t35 + t20;
  t52 = 0.4318 .* (t13 + t13) - 0.15005 .* (t40 + t39);
  t53 = 0.4318 .* t50 + 0.0203 .* t51 + t52;
  t54 = t23 .* t27;
  t55 = t22 .* qd(4, :) + t15 .* t5;
  t56 = 0.00064216 .* t55 - 0.00024216 .* t54 - 0.00288 .* (t6 .* (t45 + (0.0203 .* t31 - 0.4318 .* t48)) + t7 .* (t4 .* t46 - t5 .* t53));
  t57 = 0.00288 .* (t54 - t55);
  t58 = t29 .* t8 + t9 .* t30 + t56;
  t59 = sign(qd(5, :));
  t60 = t7 .* t19 - t20 .* t6 + qd(5, :) .* t27;
  t61 = t26 .* t27;
  t62 = 0.00288 .* (t4 .* t53 + t5 .* t46) + (0.00024216 .* t60 + 0.00064216 .* t61) + (t29 .* t9 - t8 .* t30);
  t63 = 0.00288 .* (t61 + t60);
  t64 = 0.0004 .* (t26 .* t23) + t24;
  t65 = 0.00288 .* (t23 .* t23 + t26 .* t26);
  t66 = t62 .* t6 - t7 .* t64 + (0.0003 .* (t22 .* t18) - 0.0016 .* t20);
  t67 = t62 .* t7 + t6 .* t64 + (0.0003 .* t19 - 0.0016 .* (t18 .* t21));
  t68 = 0.0047376 .* t31 - 0.011273199 .* t33 - 0.026030225 .* t35 - 0.011273199 .* t15 - 0.025375 .* t52 + t66;
  t69 = t58 + 0.0013 .* (t22 .* t21);
  t70 = sign(qd(4, :));
  t71 = t6 .* t57 - t65 .* t7;
  t72 = t65 .* t6 + t7 .* t57;
  t73 = 0.025375 .* t31 - 0.89133 .* t48 + t71;
  t74 = t5 .* t63 + t4 .* t72;
  t75 = 0.0203 .* t71 - 0.4318 .* t74 + (t47 + (t69 .* t4 - t5 .* t67));
  t76 = 0.89133 .* t31 - 0.025375 .* t37 + t74;
  t77 = t4 .* t63 - t5 .* t72;
  t78 = 0.89133 .* t52 + t49 + (t69 .* t5 + t4 .* t67) + 0.4318 .* t77;
  t79 = t68 - 0.0203 .* t77;
  t80 = sign(qd(3, :));
  t81 = 0.6903913435 .* t11;
  t82 = 0.023751 .* t13;
  t83 = 37.2347379 .* t0 - 1.024164 .* t2 + (t82 - t81 + (1.601861202 .* t38 + (t81 - t82 - 0.0070992 .* (t40 - t39))));
  t84 = t73 .* t1 + t76 .* t3;
  t85 = sign(qd(2, :));
  t86 = 0.0070992 .* t11;
  t87 = t79 .* t1 + t78 .* t3 + (0.023751 .* t38 - t86 - 0.6903913435 .* (t42 - t40) - 3.349975204 .* t13 - t86);
  t88 = (0.15005 .* (t76 .* t1 - t73 .* t3) - 0.4318 .* (0.025375 .* t51 + 0.89133 .* t50 + t77) + t87) .* t0;
  t89 = 0.0070992 .* t13;
  t90 = t89 - 1.601861202 .* t11 + (1.748114002 .* t11 + (t89 - 0.6903913435 .* t38 - 0.023751 .* (t39 - t42)));
  t91 = sign(qd(1, :));
  t92 = t88 + (t90 + (t78 .* t1 - t79 .* t3) - 0.15005 .* t84) .* t2 + (25.9836065 .* t91 + 5.8018217679508 .* qd(1, :));
  t93 = t5 .* t6;
  t94 = 4e-05 .* t93;
  t95 = t0 .* t1 - t2 .* t3;
  t96 = t0 .* t3 + t2 .* t1;
  t97 = t4 .* t96;
  t98 = 0.001243584 .* t1;
  t99 = 0.001243584 .* t3;
  t100 = 0.000432144 .* t6;
  t101 = 5.8464e-05 .* t95 + 0.001243584 .* t0;
  t102 = (0.00064216 .* t5 + t100) .* t96 + ((0.001243584 .* t96 - t101) .* t5 - 0.000432144 .* (t4 .* t95)) .* t7;
  t103 = 0.00020216 .* (t6 .* t6);
  t104 = (-0.1384816665 - 0.001243584 .* t93 + (-0.000432144 - 0.00020216 .* t93) .* t7) .* t95 + (-0.00380751875 - 5.8464e-05 .* t93 + t4 .* (t100 + (0.0001 + t103) .* t5)) .* t96;
  t105 = 0.00020216 .* t7;
  t106 = -0.001243584 - t105;
  t107 = 0.00020216 .* t6;
  t108 = 0.00164 .* t95 + (t4 .* (t96 .* (0.001243584 + t105) - t101) + (t107 + 0.000432144 .* t5) .* t95) .* t6;
  t109 = 3.939212254267 - 1.601861202 .* (t2 .* t2) + (0.02191385 .* t95 - 0.0141984 .* t2) .* t0 + (t107 + 0.000864288 .* t5 + (-0.000116928 - 0.002487168 .* (t0 .* t95)) .* t4) .* t6;
  t110 = 0.002487168 .* t7;
  t111 = t4 .* t6;
  t112 = t5 .* t5;
  t113 = 0.00020216 .* (t6 .* t112);
  t114 = 0.0001 .* t112;
  t115 = (t114 + (0.3315220055 + t110) + (0.000116928 .* t4 + t6 .* (0.00020216 .* t112 - 0.00040432)) .* t6) .* t96;
  t116 = (t4 .* (-0.000116928 - t98) - t113) .* t6 + (0.3592922305 + 0.010956925 .* t1 - 0.384876294 .* t3 - t114 + (0.002487168 - t99) .* t7);
  t117 = 4.4322210775 + 0.02191385 .* t1 - 0.769752588 .* t3 - t114 + t7 .* (0.002487168 - 0.002487168 .* t3) + ((-0.000116928 - 0.002487168 .* t1) .* t4 - t113) .* t6;
  t118 = t5 .* (0.0001 .* t97 + t6 .* ((0.00020216 .* t111 - 5.8464e-05) .* t96 - 0.001243584 .* t2 + t106 .* t95));
  t119 = t96 .* (0.000432144 .* t111 - 0.00380751875) - (0.6903913435 .* t2 + 0.023751 .* t0) + (-0.1384816665 - 0.000432144 .* t7) .* t95;
  t120 = (t4 .* ((0.002487168 + 0.00040432 .* t7) .* t6) + (-0.022546398 - 0.000116928 .* t7)) .* t95 + (-0.769752588 - t110) .* t0;
  M(1, :) = t109 + (t120 + t115) .* t96;
  M(7, :) = t118 + t119;
  M(8, :) = t117;
  M(13, :) = t104;
  M(14, :) = t116;
  M(15, :) = t5 .* ((-0.0001 - t103) .* t5) + (t110 + (0.936165562438 - 0.000116928 .* t111));
  M(19, :) = t108;
  M(20, :) = (t99 - t105 - 0.001243584) .* t6 .* t5;
  M(21, :) = t5 .* (t106 .* t6);
  M(22, :) = 0.19243062612368 + t103;
  M(25, :) = t102;
  M(26, :) = t6 .* (-5.8464e-05 - t98) + (0.00064216 + t7 .* (0.001243584 - t99)) .* t4;
  M(27, :) = t4 .* (0.00064216 + 0.001243584 .* t7) - 5.8464e-05 .* t6;
  M(28, :) = 0.0;
  M(29, :) = 0.171348451657;
  M(31, :) = 4e-05 .* (t7 .* t95) - 4e-05 .* (t97 .* t6);
  M(32, :) = t94;
  M(33, :) = t94;
  M(34, :) = 4e-05 .* t7;
  M(35, :) = 0.0;
  M(36, :) = 0.194104505668;
  r(1, :) = tau(1, :) - t92;
  r(2, :) = tau(2, :) - (t75 + t83 + 0.4318 .* t84 + (10.6197775 .* t85 + 9.496868641825 .* qd(2, :)));
  r(3, :) = tau(3, :) - (t75 + (6.36419655 .* t80 + 3.9804259903722 .* qd(3, :)));
  r(4, :) = tau(4, :) - (0.411645229697152 .* qd(4, :) + 1.06831142 .* t70 + t66);
  r(5, :) = tau(5, :) - (t58 + (0.4272830209354 .* qd(5, :) + 0.85444524 .* t59));
  r(6, :) = tau(6, :) - (0.2158232532732 .* qd(6, :) + 0.55443978 .* t25 - t24);
  [L, qdd] = cholesky_solve(M, r);
  [dtau_dq, dtau_dqd] = puma560.inverse_dynamics_derivatives(q, qd, qdd);
  dtau_dq = reshape(permute(dtau_dq, [2 1 3]), 36, k);
  dtau_dqd = reshape(permute(dtau_dqd, [2 1 3]), 36, k);
  [dqdd_dq, dqdd_dqd, dqdd_dtau] = solve_columns(L, dtau_dq, dtau_dqd);
  dqdd_dq = permute(reshape(dqdd_dq, 6, 6, k), [2 1 3]);
  dqdd_dqd = permute(reshape(dqdd_dqd, 6, 6, k), [2 1 3]);
  dqdd_dtau = permute(reshape(dqdd_dtau, 6, 6, k), [2 1 3]);
end

function [L, qdd] = cholesky_solve(M, r)
% M = L L' on the lower triangle (row-major entries, one state per column),
% then L y = r and L' qdd = y. Not positive definite: NaN.
  n = 6;
  L = M;
  for j = 1:n
    d = L((j - 1) * n + j, :);
    for c = 1:j - 1
      d = d - L((j - 1) * n + c, :) .* L((j - 1) * n + c, :);
    end
    d = sqrt(d);
    L((j - 1) * n + j, :) = d;
    for i = j + 1:n
      s = L((i - 1) * n + j, :);
      for c = 1:j - 1
        s = s - L((i - 1) * n + c, :) .* L((j - 1) * n + c, :);
      end
      L((i - 1) * n + j, :) = s ./ d;
    end
  end
  qdd = triangular_solves(L, r);
end

function x = triangular_solves(L, x)
% x = L'^-1 L^-1 x for L from cholesky_solve; x has n rows.
  n = 6;
  for i = 1:n
    for c = 1:i - 1
      x(i, :) = x(i, :) - L((i - 1) * n + c, :) .* x(c, :);
    end
    x(i, :) = x(i, :) ./ L((i - 1) * n + i, :);
  end
  for i = n:-1:1
    for c = i + 1:n
      x(i, :) = x(i, :) - L((c - 1) * n + i, :) .* x(c, :);
    end
    x(i, :) = x(i, :) ./ L((i - 1) * n + i, :);
  end
end

function [dqdd_dq, dqdd_dqd, dqdd_dtau] = solve_columns(L, dtau_dq, dtau_dqd)
% M d qdd / d x = -d tau / d x at the same qdd, and d qdd / d tau = M^-1:
% each column solved with L from cholesky_solve.
  n = 6;
  k = size(L, 2);
  dqdd_dq = -dtau_dq;
  dqdd_dqd = -dtau_dqd;
  dqdd_dtau = repmat(reshape(eye(n), n * n, 1), 1, k);
  for c = 1:n
    rows = c:n:n * n;
    dqdd_dq(rows, :) = triangular_solves(L, dqdd_dq(rows, :));
    dqdd_dqd(rows, :) = triangular_solves(L, dqdd_dqd(rows, :));
    dqdd_dtau(rows, :) = triangular_solves(L, dqdd_dtau(rows, :));
  end
end

