function tau = inverse_dynamics_external(q, qd, qdd, fext)
%INVERSE_DYNAMICS_EXTERNAL tau with wrenches the environment applies to the links: fext is kDof x 6, row i = (f, n) on link i, moment about its frame's origin, both in its frame: inverse_dynamics - sum_i J_i^T (R_0i f_i, R_0i n_i). For a floating base (kDof + 1) x 6, row 0 on the base's body (base frame), row i on link i.
%   q: 6 x k, one column per state.
%   qd: 6 x k, one column per state.
%   qdd: 6 x k, one column per state.
%   fext: 6 x 6 x k, one page per state.
%   tau: 6 x k.
%
% puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
% Each function's "Built from" line names its route.
% Do not edit; regenerate with the command below instead.
% Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
% Command: nedyn generate puma560.yaml --language matlab
%
% Built from: recursion: Newton-Euler program with link wrenches, grouped inertial parameters.
% 215 multiplications, 197 additions, 0 divisions, 16 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 6 || size(q, 2) ~= k || ndims(q) > 2
    error('puma560:shape', 'q: expected 6 x k, one column per state (k from the first argument)');
  end
  if size(qd, 1) ~= 6 || size(qd, 2) ~= k || ndims(qd) > 2
    error('puma560:shape', 'qd: expected 6 x k, one column per state (k from the first argument)');
  end
  if size(qdd, 1) ~= 6 || size(qdd, 2) ~= k || ndims(qdd) > 2
    error('puma560:shape', 'qdd: expected 6 x k, one column per state (k from the first argument)');
  end
  if size(fext, 1) ~= 6 || size(fext, 2) ~= 6 || size(fext, 3) ~= k
    error('puma560:shape', 'fext: expected 6 x 6 x k, one page per state (k from the first argument)');
  end
  fext = reshape(permute(fext, [2 1 3]), 6 * 6, k);
  tau = zeros(6, k);
  t0 = cos(q(2, :));
  t1 = sin(q(2, :));
  t2 = cos(q(3, :));
  t3 = sin(q(3, :));
  t4 = cos(q(5, :));
  t5 = cos(q(4, :));
  t6 = sin(q(4, :));
  t7 = sin(q(5, :));
  t8 = sin(q(6, :));
  t9 = cos(q(6, :));
  t10 = t1 .* qd(1, :);
  t11 = t10 .* qd(2, :);
  t12 = qdd(1, :) .* t0 - t11;
  t13 = t0 .* qd(1, :);
  t14 = t13 .* qd(2, :);
  t15 = qdd(1, :) .* t1 + t14;
  t16 = 0.4318 .* (qdd(2, :) + t10 .* t13) + 0.15005 .* (t14 - t15) + 9.81 .* t0;
  t17 = t13 .* t3 + t10 .* t2;
  t18 = t2 .* t12 - t15 .* t3 - t17 .* qd(3, :);
  t19 = qdd(4, :) + t18;
  t20 = t13 .* t2 - t10 .* t3;
  t21 = t12 .* t3 + t2 .* t15 + qd(3, :) .* t20;
  t22 = qdd(2, :) + qdd(3, :);
  t23 = qd(3, :) + qd(2, :);
  t24 = t5 .* t23 + t17 .* t6;
  t25 = t5 .* t21 - t6 .* t22 - t24 .* qd(4, :);
  t26 = qd(4, :) + t20;
  t27 = t5 .* t17 - t23 .* t6;
  t28 = t7 .* t26 + t27 .* t4;
  t29 = 4e-05 .* (t4 .* t19 - t25 .* t7 - t28 .* qd(5, :) + qdd(6, :)) - fext(36, :);
  t30 = sign(qd(6, :));
  t31 = t13 .* t13;
  t32 = 9.81 .* t1 + (0.15005 .* (t11 + t12) - 0.4318 .* (t31 + qd(2, :) .* qd(2, :)));
  t33 = 0.4318 .* (t11 - t12) - 0.15005 .* (t10 .* t10 + t31);
  t34 = t16 .* t2 - t32 .* t3;
  t35 = t16 .* t3 + t32 .* t2;
  t36 = t17 .* t20;
  t37 = t36 + t22;
  t38 = t17 .* t17;
  t39 = t23 .* t17;
  t40 = t23 .* t23;
  t41 = t23 .* t20;
  t42 = t20 .* t20;
  t43 = t38 + t40;
  t44 = 0.3586500705 .* t22 - 0.0047376 .* t18 - (0.3326198455 .* t36 + (0.011273199 .* (t38 - t42) + 0.0047376 .* t39));
  t45 = t36 - t22;
  t46 = 0.0047376 .* t36 - 0.011273199 .* t41 - 0.026030225 .* t39 - (0.0047376 .* t22 + 0.011273199 .* t21) - 0.025375 .* t33;
  t47 = t27 .* qd(4, :) + (t5 .* t22 + t6 .* t21) + qdd(5, :);
  t48 = t40 + t42;
  t49 = 0.011273199 .* t39 - 0.0047376 .* (t42 - t40) + 0.3586500705 .* t41 + (0.3326198455 .* t21 - 0.011273199 .* t18);
  t50 = t21 + t41;
  t51 = t39 - t18;
  t52 = t35 + (0.4318 .* t45 - 0.0203 .* t48);
  t53 = 0.4318 .* t50 + 0.0203 .* t51 + t33;
  t54 = t4 .* t26 - t27 .* t7;
  t55 = t28 .* t54;
  t56 = 0.00064216 .* t47 - 0.00024216 .* t55 - 0.00288 .* (t7 .* (t34 + (0.0203 .* t37 - 0.4318 .* t43)) + t4 .* (t52 .* t5 - t53 .* t6));
  t57 = 0.00288 .* (t55 - t47) + (fext(32, :) .* t8 - fext(31, :) .* t9) - fext(25, :);
  t58 = 4e-05 .* (qd(6, :) + t54);
  t59 = t24 + qd(5, :);
  t60 = fext(34, :) + t58 .* (t28 .* t8 + t59 .* t9);
  t61 = (t28 .* t9 - t59 .* t8) .* t58 + fext(35, :);
  t62 = t8 .* t60 + t9 .* t61 + t56 + fext(29, :);
  t63 = sign(qd(5, :));
  t64 = t4 .* t25 + t19 .* t7 + qd(5, :) .* t54;
  t65 = t59 .* t54;
  t66 = t8 .* t61 - t9 .* t60 + (0.00024216 .* t64 + 0.00064216 .* t65 + 0.00288 .* (t52 .* t6 + t53 .* t5)) - fext(28, :);
  t67 = fext(21, :) - (fext(26, :) + (t9 .* fext(32, :) + fext(31, :) .* t8 + 0.00288 .* (t64 + t65)));
  t68 = t29 - 0.0004 .* (t59 .* t28) - fext(30, :);
  t69 = fext(27, :) + (0.00288 .* (t28 .* t28 + t59 .* t59) + fext(33, :));
  t70 = 0.0003 .* (t27 .* t24) + 0.0016 .* t19 + (t66 .* t7 + t4 .* t68) - fext(23, :);
  t71 = t66 .* t4 - t7 .* t68 + (0.0003 .* t25 - 0.0016 .* (t24 .* t26)) - fext(22, :);
  t72 = fext(24, :) - (0.0013 .* (t27 .* t26) + t62);
  t73 = sign(qd(4, :));
  t74 = t57 .* t7 - t4 .* t69 - fext(20, :);
  t75 = t4 .* t57 + t69 .* t7 - fext(19, :);
  t76 = t74 + (0.025375 .* t37 - 0.89133 .* t43) - fext(15, :);
  t77 = t5 .* t75 - t6 .* t67;
  t78 = 0.0203 .* t74 - 0.4318 .* t77 + (t44 + (0.025375 .* t34 - 0.89133 .* t35) - (t72 .* t5 + t6 .* t71)) - (0.0203 .* fext(15, :) - fext(17, :));
  t79 = 0.89133 .* t45 - 0.025375 .* t48 + t77 - fext(13, :);
  t80 = t6 .* t75 + t5 .* t67;
  t81 = t49 + 0.89133 .* t33 + (t5 .* t71 - t72 .* t6) - 0.4318 .* t80 - fext(16, :);
  t82 = 0.15005 .* (t79 .* t2 - t76 .* t3) - 0.4318 .* (fext(14, :) + (0.025375 .* t51 + 0.89133 .* t50 - t80));
  t83 = t76 .* t2 + t79 .* t3;
  t84 = 0.0203 .* t80 + (t46 + t70) - (fext(18, :) + 0.0203 .* fext(14, :));
  t85 = sign(qd(3, :));
  t86 = 0.0070992 .* t13 + 1.601861202 .* t10 + 0.6903913435 .* qd(2, :);
  t87 = 0.0070992 .* t10 + 0.023751 .* qd(2, :);
  t88 = 37.2347379 .* t0 - 1.024164 .* t1 + (1.748114002 .* qdd(2, :) - (0.6903913435 .* t15 + 0.023751 .* t12) + (t86 .* t13 - t87 .* t10));
  t89 = sign(qd(2, :));
  t90 = 0.4318 .* t83 + (t78 + t88) - (fext(12, :) + 0.4318 .* fext(8, :)) + 2.324814845 .* qdd(2, :) + (10.6197775 .* t89 + 9.496868641825 .* qd(2, :));
  t91 = 1.748114002 .* qd(2, :) - (0.023751 .* t13 + 0.6903913435 .* t10);
  t92 = t81 .* t2 - t84 .* t3 + (t91 .* t13 + t87 .* qd(2, :) - (1.601861202 .* t15 + 0.0070992 .* t12 + 0.6903913435 .* qdd(2, :)));
  t93 = t84 .* t2 + t81 .* t3 - (t86 .* qd(2, :) + t91 .* t10 + (0.023751 .* qdd(2, :) + 0.0070992 .* t15)) + t82;
  t94 = 3.153542285625 .* qdd(1, :) + ((t92 - 0.15005 .* t83 - fext(10, :)) .* t1 + (t93 - (fext(11, :) - 0.4318 .* fext(9, :))) .* t0);
  t95 = sign(qd(1, :));
  tau(1, :) = 0.784029968642 .* qdd(1, :) + (t94 - fext(5, :)) + (25.9836065 .* t95 + 5.8018217679508 .* qd(1, :));
  tau(2, :) = t90;
  tau(3, :) = 6.36419655 .* t85 + 3.9804259903722 .* qd(3, :) + (0.576873331938 .* qdd(3, :) + t78);
  tau(4, :) = t70 + 0.19079062612368 .* qdd(4, :) + (0.411645229697152 .* qd(4, :) + 1.06831142 .* t73);
  tau(5, :) = 0.4272830209354 .* qd(5, :) + 0.85444524 .* t63 + (t62 + 0.170706291657 .* qdd(5, :));
  tau(6, :) = 0.2158232532732 .* qd(6, :) + 0.55443978 .* t30 + (t29 + 0.194064505668 .* qdd(6, :));
end

