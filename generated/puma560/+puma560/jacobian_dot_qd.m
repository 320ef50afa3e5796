function a = jacobian_dot_qd(q, qd)
%JACOBIAN_DOT_QD a = dJ/dt(q, qd) qd, 6 entries: the tool frame's spatial acceleration when qdd = 0 (base frame, linear first; the world's axes for a floating base).
%   q: 6 x k, one column per state.
%   qd: 6 x k, one column per state.
%   a: 6 x k.
%
% puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
% Each function's "Built from" line names its route.
% Do not edit; regenerate with the command below instead.
% Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
% Command: nedyn generate puma560.yaml --language matlab
%
% Built from: outward pass at qdd = 0 in the base frame.
% 123 multiplications, 78 additions, 0 divisions, 10 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 6 || size(q, 2) ~= k || ndims(q) > 2
    error('puma560:shape', 'q: expected 6 x k, one column per state (k from the first argument)');
  end
  if size(qd, 1) ~= 6 || size(qd, 2) ~= k || ndims(qd) > 2
    error('puma560:shape', 'qd: expected 6 x k, one column per state (k from the first argument)');
  end
  a = zeros(6, k);
  t0 = sin(q(1, :));
  t1 = sin(q(2, :));
  t2 = cos(q(1, :));
  t3 = cos(q(3, :));
  t4 = cos(q(2, :));
  t5 = sin(q(3, :));
  t6 = sin(q(4, :));
  t7 = cos(q(4, :));
  t8 = cos(q(5, :));
  t9 = sin(q(5, :));
  t10 = t0 .* qd(2, :);
  t11 = t0 .* qd(3, :) + t10;
  t12 = t1 .* t2;
  t13 = t4 .* t2;
  t14 = t12 .* t3 + t13 .* t5;
  t15 = t13 .* t3 - t12 .* t5;
  t16 = 0.15005 .* t0 + 0.4318 .* t13;
  t17 = t11 - t14 .* qd(4, :);
  t18 = t4 .* t0;
  t19 = t0 .* t1;
  t20 = t18 .* t3 - t19 .* t5;
  t21 = t19 .* t3 + t18 .* t5;
  t22 = 0.4318 .* t18 - 0.15005 .* t2;
  t23 = t20 .* t6 - t7 .* t2;
  t24 = t2 .* qd(2, :);
  t25 = t2 .* qd(3, :) + t24;
  t26 = t25 + t21 .* qd(4, :);
  t27 = t7 .* t0 + t15 .* t6;
  t28 = (t24 .* t0 - t2 .* t10) .* qd(3, :);
  t29 = qd(5, :) .* t23 - t26;
  t30 = t8 .* t14 + (t15 .* t7 - t6 .* t0) .* t9;
  t31 = t16 + (0.0203 .* t15 - 0.4318 .* t14) - t16;
  t32 = t9 .* (t6 .* t2 + t7 .* t20) + t8 .* t21;
  t33 = t22 + (0.0203 .* t20 - 0.4318 .* t21) - t22;
  t34 = t17 + qd(5, :) .* t27;
  t35 = qd(5, :) .* (t17 .* t23 + t26 .* t27) + (t28 - qd(4, :) .* (t25 .* t14 + t21 .* t11)) + qd(6, :) .* (t29 .* t30 - t32 .* t34);
  t36 = t4 .* t3 - t1 .* t5;
  t37 = qd(1, :) + qd(4, :) .* t36;
  t38 = t4 .* t5 + t1 .* t3;
  t39 = t6 .* t38;
  t40 = t37 + t39 .* qd(5, :);
  t41 = t8 .* t36 - t7 .* t38 .* t9;
  t42 = t0 .* qd(1, :);
  t43 = t42 .* qd(2, :);
  t44 = t42 .* qd(3, :) + t43;
  t45 = t44 - (t14 .* qd(1, :) + t11 .* t36) .* qd(4, :) + qd(5, :) .* (t37 .* t27 - t17 .* t39) - (t30 .* t40 + t41 .* t34) .* qd(6, :);
  t46 = t2 .* qd(1, :);
  t47 = t46 .* qd(2, :);
  t48 = t46 .* qd(3, :) + t47;
  t49 = qd(4, :) .* (t21 .* qd(1, :) - t25 .* t36) + t48 - qd(5, :) .* (t37 .* t23 + t39 .* t26) + qd(6, :) .* (t32 .* t40 + t29 .* t41);
  t50 = 0.4318 .* t1;
  t51 = t50 + (0.4318 .* t36 + 0.0203 .* t38) - t50;
  t52 = t16 .* qd(1, :) - t50 .* t10;
  t53 = t50 .* t24 + t22 .* qd(1, :);
  t54 = t31 .* qd(1, :) - t51 .* t11;
  t55 = t25 .* t51 + t33 .* qd(1, :);
  t56 = t47 .* t22 - t16 .* t43 + (t52 .* t10 - t24 .* t53) + (t33 .* t48 - t31 .* t44) + (t54 .* t11 - t25 .* t55);
  t57 = t22 .* t10 + t16 .* t24;
  t58 = t25 .* t31 + t33 .* t11;
  t59 = t28 .* t31 - t51 .* t48 - (t50 .* t47 + (qd(1, :) .* t53 + t57 .* t10)) - (t58 .* t11 + t55 .* qd(1, :));
  t60 = t51 .* t44 - t28 .* t33 + (t50 .* t43 - (t24 .* t57 + t52 .* qd(1, :))) - (t54 .* qd(1, :) + t25 .* t58);
  a(1, :) = t60;
  a(2, :) = t59;
  a(3, :) = t56;
  a(4, :) = t49;
  a(5, :) = t45;
  a(6, :) = t35;
end

