function J = frame_jacobian(q, frame)
%FRAME_JACOBIAN J(q), 6 x kNv: geometric Jacobian of frame `frame`'s origin, linear rows first, angular rows last, in the world's axes (Pinocchio's LOCAL_WORLD_ALIGNED). NaN for an index out of range.
%   q: 6 x k, one column per state.
%   frame: the frame's index in kFrameNames, from 1.
%   J: 6 x 6 x k.
%
% puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
% Each function's "Built from" line names its route.
% Do not edit; regenerate with the command below instead.
% Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
% Command: nedyn generate puma560.yaml --language matlab
%
% Built from: forward kinematics in the base frame, per frame.
% 51 multiplications, 36 additions, 0 divisions, 10 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 6 || size(q, 2) ~= k || ndims(q) > 2
    error('puma560:shape', 'q: expected 6 x k, one column per state (k from the first argument)');
  end
  if ~isscalar(frame) || frame ~= round(frame) || frame < 1 || frame > 1
    error('puma560:frame', 'frame: expected 1 to 1, an index of kFrameNames');
  end
  J = zeros(36, k);
  switch frame
    case 1
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
      J(1, :) = -t23;
      J(2, :) = -(t26 .* t9);
      J(3, :) = -(t27 .* t9);
      J(4, :) = 0.0;
      J(5, :) = 0.0;
      J(6, :) = 0.0;
      J(7, :) = t24;
      J(8, :) = -(t26 .* t8);
      J(9, :) = -(t27 .* t8);
      J(10, :) = 0.0;
      J(11, :) = 0.0;
      J(12, :) = 0.0;
      J(13, :) = 0.0;
      J(14, :) = t23 .* t8 + t24 .* t9;
      J(15, :) = t8 .* (t23 - t16) + (t24 - t22) .* t9;
      J(16, :) = 0.0;
      J(17, :) = 0.0;
      J(18, :) = 0.0;
      J(19, :) = 0.0;
      J(20, :) = t8;
      J(21, :) = t8;
      J(22, :) = -t20;
      J(23, :) = t5 .* t8 + t21 .* t7;
      J(24, :) = -(t4 .* t20 + (t21 .* t5 - t7 .* t8) .* t6);
      J(25, :) = 0.0;
      J(26, :) = t17;
      J(27, :) = t17;
      J(28, :) = -t15;
      J(29, :) = t14 .* t7 - t5 .* t9;
      J(30, :) = -(t6 .* (t7 .* t9 + t5 .* t14) + t4 .* t15);
      J(31, :) = 1.0;
      J(32, :) = 0.0;
      J(33, :) = 0.0;
      J(34, :) = t10;
      J(35, :) = t7 .* t11;
      J(36, :) = t4 .* t10 - t5 .* t11 .* t6;
  end
  J = permute(reshape(J, 6, 6, k), [2 1 3]);
end

