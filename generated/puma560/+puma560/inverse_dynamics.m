function tau = inverse_dynamics(q, qd, qdd)
%INVERSE_DYNAMICS tau = M(q) qdd + V(q, qd) + G(q) + friction(qd), rotor inertia included (free motion).
%   q: 6 x k, one column per state.
%   qd: 6 x k, one column per state.
%   qdd: 6 x k, one column per state.
%   tau: 6 x k.
%
% puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
% Each function's "Built from" line names its route.
% Do not edit; regenerate with the command below instead.
% Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
% Command: nedyn generate puma560.yaml --language matlab
%
% Built from: recursion: Newton-Euler program, grouped inertial parameters.
% 207 multiplications, 163 additions, 0 divisions, 16 function calls.
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
  tau = zeros(6, k);
  t0 = cos(q(2, :));
  t1 = sin(q(2, :));
  t2 = cos(q(3, :));
  t3 = sin(q(3, :));
  t4 = cos(q(5, :));
  t5 = cos(q(4, :));
  t6 = sin(q(4, :));
  t7 = sin(q(5, :));
  t8 = cos(q(6, :));
  t9 = sin(q(6, :));
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
  t29 = 4e-05 .* (t4 .* t19 - t25 .* t7 - t28 .* qd(5, :) + qdd(6, :));
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
  t57 = 0.00288 .* (t55 - t47);
  t58 = t24 + qd(5, :);
  t59 = 4e-05 .* (qd(6, :) + t54);
  t60 = (t28 .* t8 - t58 .* t9) .* t59;
  t61 = t59 .* (t28 .* t9 + t58 .* t8);
  t62 = t60 .* t8 + t9 .* t61 + t56;
  t63 = sign(qd(5, :));
  t64 = t4 .* t25 + t19 .* t7 + qd(5, :) .* t54;
  t65 = t58 .* t54;
  t66 = t60 .* t9 - t8 .* t61 + (0.00024216 .* t64 + 0.00064216 .* t65 + 0.00288 .* (t52 .* t6 + t53 .* t5));
  t67 = 0.00288 .* (t64 + t65);
  t68 = t29 - 0.0004 .* (t58 .* t28);
  t69 = 0.00288 .* (t28 .* t28 + t58 .* t58);
  t70 = 0.0003 .* (t27 .* t24) + 0.0016 .* t19 + (t4 .* t68 + t66 .* t7);
  t71 = t66 .* t4 - t68 .* t7 + (0.0003 .* t25 - 0.0016 .* (t24 .* t26));
  t72 = 0.0013 .* (t27 .* t26) + t62;
  t73 = sign(qd(4, :));
  t74 = t57 .* t7 - t69 .* t4;
  t75 = t4 .* t57 + t69 .* t7;
  t76 = t74 + (0.025375 .* t37 - 0.89133 .* t43);
  t77 = t67 .* t6 + t75 .* t5;
  t78 = t5 .* t72 - t6 .* t71 + (t44 + (0.025375 .* t34 - 0.89133 .* t35)) + (0.0203 .* t74 - 0.4318 .* t77);
  t79 = 0.89133 .* t45 - 0.025375 .* t48 + t77;
  t80 = t67 .* t5 - t75 .* t6;
  t81 = 0.4318 .* t80 + (t49 + 0.89133 .* t33 + (t5 .* t71 + t6 .* t72));
  t82 = t70 + t46 - 0.0203 .* t80;
  t83 = sign(qd(3, :));
  t84 = 0.0070992 .* t13 + 1.601861202 .* t10 + 0.6903913435 .* qd(2, :);
  t85 = 0.0070992 .* t10 + 0.023751 .* qd(2, :);
  t86 = 37.2347379 .* t0 - 1.024164 .* t1 + (1.748114002 .* qdd(2, :) - (0.6903913435 .* t15 + 0.023751 .* t12) + (t84 .* t13 - t85 .* t10));
  t87 = t76 .* t2 + t79 .* t3;
  t88 = sign(qd(2, :));
  t89 = 2.324814845 .* qdd(2, :) + (t78 + t86 + 0.4318 .* t87) + (10.6197775 .* t88 + 9.496868641825 .* qd(2, :));
  t90 = 1.748114002 .* qd(2, :) - (0.023751 .* t13 + 0.6903913435 .* t10);
  t91 = t81 .* t3 + t82 .* t2 - (t84 .* qd(2, :) + t90 .* t10 + (0.023751 .* qdd(2, :) + 0.0070992 .* t15)) + (0.15005 .* (t2 .* t79 - t76 .* t3) - 0.4318 .* (t80 + (0.025375 .* t51 + 0.89133 .* t50)));
  t92 = t81 .* t2 - t82 .* t3 + (t90 .* t13 + t85 .* qd(2, :) - (1.601861202 .* t15 + 0.0070992 .* t12 + 0.6903913435 .* qdd(2, :)));
  t93 = 3.153542285625 .* qdd(1, :) + (t91 .* t0 + (t92 - 0.15005 .* t87) .* t1) + 0.784029968642 .* qdd(1, :);
  t94 = sign(qd(1, :));
  tau(1, :) = 25.9836065 .* t94 + 5.8018217679508 .* qd(1, :) + t93;
  tau(2, :) = t89;
  tau(3, :) = 6.36419655 .* t83 + 3.9804259903722 .* qd(3, :) + (0.576873331938 .* qdd(3, :) + t78);
  tau(4, :) = t70 + 0.19079062612368 .* qdd(4, :) + (0.411645229697152 .* qd(4, :) + 1.06831142 .* t73);
  tau(5, :) = t62 + 0.170706291657 .* qdd(5, :) + (0.4272830209354 .* qd(5, :) + 0.85444524 .* t63);
  tau(6, :) = 0.2158232532732 .* qd(6, :) + 0.55443978 .* t30 + (0.194064505668 .* qdd(6, :) + t29);
end

