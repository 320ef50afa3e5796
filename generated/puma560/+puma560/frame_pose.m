function T = frame_pose(q, frame)
%FRAME_POSE T(q), 4 x 4: the pose of frame `frame` (an index of kFrameNames) in the world, the base frame for a fixed base (rotation in rows 0-2 of columns 0-2, origin in column 3, last row 0 0 0 1). NaN for an index out of range.
%   q: 6 x k, one column per state.
%   frame: the frame's index in kFrameNames, from 1.
%   T: 4 x 4 x k.
%
% puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
% Each function's "Built from" line names its route.
% Do not edit; regenerate with the command below instead.
% Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
% Command: nedyn generate puma560.yaml --language matlab
%
% Built from: forward kinematics in the base frame, per frame.
% 61 multiplications, 35 additions, 0 divisions, 12 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 6 || size(q, 2) ~= k || ndims(q) > 2
    error('puma560:shape', 'q: expected 6 x k, one column per state (k from the first argument)');
  end
  if ~isscalar(frame) || frame ~= round(frame) || frame < 1 || frame > 1
    error('puma560:frame', 'frame: expected 1 to 1, an index of kFrameNames');
  end
  T = zeros(16, k);
  switch frame
    case 1
      t0 = cos(q(2, :));
      t1 = cos(q(3, :));
      t2 = sin(q(2, :));
      t3 = sin(q(3, :));
      t4 = cos(q(5, :));
      t5 = cos(q(4, :));
      t6 = sin(q(5, :));
      t7 = sin(q(6, :));
      t8 = sin(q(4, :));
      t9 = cos(q(6, :));
      t10 = sin(q(1, :));
      t11 = cos(q(1, :));
      t12 = t0 .* t1 - t2 .* t3;
      t13 = t0 .* t3 + t2 .* t1;
      t14 = t5 .* t13;
      t15 = t4 .* t14 + t6 .* t12;
      t16 = t8 .* t13;
      t17 = t0 .* t10;
      t18 = t10 .* t2;
      t19 = t17 .* t1 - t18 .* t3;
      t20 = t18 .* t1 + t17 .* t3;
      t21 = t8 .* t11 + t5 .* t19;
      t22 = t4 .* t21 - t20 .* t6;
      t23 = t19 .* t8 - t5 .* t11;
      t24 = t0 .* t11;
      t25 = t2 .* t11;
      t26 = t24 .* t1 - t25 .* t3;
      t27 = t25 .* t1 + t24 .* t3;
      t28 = t26 .* t5 - t8 .* t10;
      t29 = t4 .* t28 - t27 .* t6;
      t30 = t5 .* t10 + t26 .* t8;
      T(1, :) = t9 .* t29 - t30 .* t7;
      T(2, :) = -(t29 .* t7 + t30 .* t9);
      T(3, :) = -(t4 .* t27 + t28 .* t6);
      T(4, :) = 0.15005 .* t10 + 0.4318 .* t24 + (0.0203 .* t26 - 0.4318 .* t27);
      T(5, :) = t9 .* t22 - t23 .* t7;
      T(6, :) = -(t23 .* t9 + t7 .* t22);
      T(7, :) = -(t6 .* t21 + t4 .* t20);
      T(8, :) = 0.4318 .* t17 - 0.15005 .* t11 + (0.0203 .* t19 - 0.4318 .* t20);
      T(9, :) = t15 .* t9 - t16 .* t7;
      T(10, :) = -(t15 .* t7 + t16 .* t9);
      T(11, :) = t4 .* t12 - t14 .* t6;
      T(12, :) = 0.4318 .* t2 + (0.4318 .* t12 + 0.0203 .* t13);
      T(13, :) = 0.0;
      T(14, :) = 0.0;
      T(15, :) = 0.0;
      T(16, :) = 1.0;
  end
  T = permute(reshape(T, 4, 4, k), [2 1 3]);
end

