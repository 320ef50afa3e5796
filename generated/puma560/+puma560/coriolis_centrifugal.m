function V = coriolis_centrifugal(q, qd)
%CORIOLIS_CENTRIFUGAL V(q, qd) = B(q) [qd qd] + C(q) [qd^2].
%   q: 6 x k, one column per state.
%   qd: 6 x k, one column per state.
%   V: 6 x k.
%
% puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
% Each function's "Built from" line names its route.
% Do not edit; regenerate with the command below instead.
% Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
% Command: nedyn generate puma560.yaml --language matlab
%
% Built from: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters.
% 167 multiplications, 125 additions, 0 divisions, 10 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 6 || size(q, 2) ~= k || ndims(q) > 2
    error('puma560:shape', 'q: expected 6 x k, one column per state (k from the first argument)');
  end
  if size(qd, 1) ~= 6 || size(qd, 2) ~= k || ndims(qd) > 2
    error('puma560:shape', 'qd: expected 6 x k, one column per state (k from the first argument)');
  end
  V = zeros(6, k);
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
  t25 = t18 + qd(5, :);
  t26 = t7 .* t21 - t22 .* t6;
  t27 = 4e-05 .* (qd(6, :) + t26);
  t28 = (t23 .* t8 - t25 .* t9) .* t27;
  t29 = t27 .* (t23 .* t9 + t25 .* t8);
  t30 = t16 .* t14;
  t31 = t14 .* t14;
  t32 = t17 .* t14;
  t33 = t17 .* t17;
  t34 = t17 .* t16;
  t35 = t16 .* t16;
  t36 = t33 + t31;
  t37 = t12 .* t10;
  t38 = t10 .* t10;
  t39 = t12 .* t12;
  t40 = 0.4318 .* t37;
  t41 = qd(2, :) .* qd(2, :);
  t42 = 0.4318 .* (t38 + t41);
  t43 = t40 .* t3 - t42 .* t1;
  t44 = t40 .* t1 + t42 .* t3;
  t45 = t43 + (0.4318 .* t30 - 0.0203 .* t36);
  t46 = 0.025375 .* t44 - 0.89133 .* t43 + (0.0047376 .* t20 - (0.3326198455 .* t30 + (0.011273199 .* (t35 - t31) + 0.0047376 .* t34)));
  t47 = t35 + t33;
  t48 = 0.011273199 .* t34 - 0.0047376 .* (t31 - t33) + 0.3586500705 .* t32 + (0.3326198455 .* t15 + 0.011273199 .* t20);
  t49 = t15 + t32;
  t50 = t34 + t20;
  t51 = 0.4318 .* (t13 + t13) - 0.15005 .* (t39 + t38);
  t52 = 0.4318 .* t49 + 0.0203 .* t50 + t51;
  t53 = t23 .* t26;
  t54 = t22 .* qd(4, :) + t15 .* t5;
  t55 = 0.00064216 .* t54 - 0.00024216 .* t53 - 0.00288 .* (t6 .* (t44 + (0.0203 .* t30 - 0.4318 .* t47)) + (t4 .* t45 - t5 .* t52) .* t7);
  t56 = 0.00288 .* (t53 - t54);
  t57 = t28 .* t8 + t9 .* t29 + t55;
  t58 = t7 .* t19 - t20 .* t6 + qd(5, :) .* t26;
  t59 = t25 .* t26;
  t60 = 0.00288 .* (t4 .* t52 + t5 .* t45) + (0.00024216 .* t58 + 0.00064216 .* t59) + (t28 .* t9 - t8 .* t29);
  t61 = 0.00288 .* (t59 + t58);
  t62 = 0.0004 .* (t25 .* t23) + t24;
  t63 = 0.00288 .* (t23 .* t23 + t25 .* t25);
  t64 = t60 .* t6 - t7 .* t62 + (0.0003 .* (t22 .* t18) - 0.0016 .* t20);
  t65 = t60 .* t7 + t6 .* t62 + (0.0003 .* t19 - 0.0016 .* (t18 .* t21));
  t66 = t64 + (0.0047376 .* t30 - 0.011273199 .* t32 - 0.026030225 .* t34 - 0.011273199 .* t15 - 0.025375 .* t51);
  t67 = 0.0013 .* (t22 .* t21) + t57;
  t68 = t6 .* t56 - t63 .* t7;
  t69 = t63 .* t6 + t7 .* t56;
  t70 = 0.025375 .* t30 - 0.89133 .* t47 + t68;
  t71 = t5 .* t61 + t4 .* t69;
  t72 = 0.0203 .* t68 - 0.4318 .* t71 + (t46 + (t4 .* t67 - t5 .* t65));
  t73 = 0.89133 .* t30 - 0.025375 .* t36 + t71;
  t74 = t4 .* t61 - t5 .* t69;
  t75 = t5 .* t67 + t4 .* t65 + (0.89133 .* t51 + t48) + 0.4318 .* t74;
  t76 = t66 - 0.0203 .* t74;
  t77 = 0.6903913435 .* t11;
  t78 = 0.023751 .* t13;
  t79 = t70 .* t1 + t73 .* t3;
  t80 = 0.0070992 .* t13;
  t81 = t80 - 1.601861202 .* t11 + (1.748114002 .* t11 + (t80 - 0.6903913435 .* t37 - 0.023751 .* (t38 - t41)));
  t82 = 0.0070992 .* t11;
  t83 = t76 .* t1 + t75 .* t3 + (0.023751 .* t37 - t82 - 0.6903913435 .* (t41 - t39) - 3.349975204 .* t13 - t82);
  t84 = t0 .* (t83 + (0.15005 .* (t73 .* t1 - t70 .* t3) - 0.4318 .* (0.025375 .* t50 + 0.89133 .* t49 + t74)));
  V(1, :) = (t75 .* t1 - t76 .* t3 + t81 - 0.15005 .* t79) .* t2 + t84;
  V(2, :) = t78 - t77 + (1.601861202 .* t37 + (t77 - t78 - 0.0070992 .* (t39 - t38))) + t72 + 0.4318 .* t79;
  V(3, :) = t72;
  V(4, :) = t64;
  V(5, :) = t57;
  V(6, :) = -t24;
end

