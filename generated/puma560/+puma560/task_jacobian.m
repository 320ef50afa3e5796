function Jx = task_jacobian(q)
%TASK_JACOBIAN Jx(q), kTask x kDof: the task's rows of the tool frame's Jacobian (kTaskRows; kTask x kNv of the world-aligned Jacobian for a floating base).
%   q: 6 x k, one column per state.
%   Jx: 6 x 6 x k.
%
% puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
% Each function's "Built from" line names its route.
% Do not edit; regenerate with the command below instead.
% Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
% Command: nedyn generate puma560.yaml --language matlab
%
% Built from: forward kinematics in the base frame, the task's rows.
% 51 multiplications, 36 additions, 0 divisions, 10 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 6 || size(q, 2) ~= k || ndims(q) > 2
    error('puma560:shape', 'q: expected 6 x k, one column per state (k from the first argument)');
  end
  Jx = zeros(36, k);
  t0 = cos(q(2, :));
  t1 = cos(q(3, :));
  t2 = sin(q(2, :));
  t3 = sin(q(3, :));
  t4 = cos(q(5, :));
  t5 = cos(q(4, :));
  t6 = sin(q(5, :));
  t7 = sin(q(4, :));
  t8 = sin(q(1, :));
  t9 = cos(q(1, :));
  t10 = t0 .* t1 - t2 .* t3;
  t11 = t0 .* t3 + t2 .* t1;
  t12 = t0 .* t8;
  t13 = t8 .* t2;
  t14 = t12 .* t1 - t13 .* t3;
  t15 = t13 .* t1 + t12 .* t3;
  t16 = 0.4318 .* t12 - 0.15005 .* t9;
  t17 = -t9;
  t18 = t2 .* t9;
  t19 = t0 .* t9;
  t20 = t18 .* t1 + t19 .* t3;
  t21 = t19 .* t1 - t18 .* t3;
  t22 = 0.15005 .* t8 + 0.4318 .* t19;
  t23 = t16 + (0.0203 .* t14 - 0.4318 .* t15);
  t24 = t22 + (0.0203 .* t21 - 0.4318 .* t20);
  t25 = 0.4318 .* t2;
  t26 = t25 + (0.4318 .* t10 + 0.0203 .* t11);
  t27 = t26 - t25;
  Jx(1, :) = -t23;
  Jx(2, :) = -(t26 .* t9);
  Jx(3, :) = -(t27 .* t9);
  Jx(4, :) = 0.0;
  Jx(5, :) = 0.0;
  Jx(6, :) = 0.0;
  Jx(7, :) = t24;
  Jx(8, :) = -(t26 .* t8);
  Jx(9, :) = -(t27 .* t8);
  Jx(10, :) = 0.0;
  Jx(11, :) = 0.0;
  Jx(12, :) = 0.0;
  Jx(13, :) = 0.0;
  Jx(14, :) = t23 .* t8 + t24 .* t9;
  Jx(15, :) = t8 .* (t23 - t16) + (t24 - t22) .* t9;
  Jx(16, :) = 0.0;
  Jx(17, :) = 0.0;
  Jx(18, :) = 0.0;
  Jx(19, :) = 0.0;
  Jx(20, :) = t8;
  Jx(21, :) = t8;
  Jx(22, :) = -t20;
  Jx(23, :) = t5 .* t8 + t21 .* t7;
  Jx(24, :) = -(t4 .* t20 + (t21 .* t5 - t7 .* t8) .* t6);
  Jx(25, :) = 0.0;
  Jx(26, :) = t17;
  Jx(27, :) = t17;
  Jx(28, :) = -t15;
  Jx(29, :) = t14 .* t7 - t5 .* t9;
  Jx(30, :) = -(t6 .* (t7 .* t9 + t5 .* t14) + t4 .* t15);
  Jx(31, :) = 1.0;
  Jx(32, :) = 0.0;
  Jx(33, :) = 0.0;
  Jx(34, :) = t10;
  Jx(35, :) = t7 .* t11;
  Jx(36, :) = t4 .* t10 - t5 .* t11 .* t6;
  Jx = permute(reshape(Jx, 6, 6, k), [2 1 3]);
end

