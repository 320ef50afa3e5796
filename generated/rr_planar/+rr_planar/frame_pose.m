function T = frame_pose(p, q, frame)
%FRAME_POSE T(q), 4 x 4: the pose of frame `frame` (an index of kFrameNames) in the world, the base frame for a fixed base (rotation in rows 0-2 of columns 0-2, origin in column 3, last row 0 0 0 1). NaN for an index out of range.
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   frame: the frame's index in kFrameNames, from 1.
%   T: 4 x 4 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: forward kinematics in the base frame, per frame.
% 8 multiplications, 5 additions, 0 divisions, 4 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 2 || size(q, 2) ~= k || ndims(q) > 2
    error('rr_planar:shape', 'q: expected 2 x k, one column per state (k from the first argument)');
  end
  if ~isscalar(frame) || frame ~= round(frame) || frame < 1 || frame > 1
    error('rr_planar:frame', 'frame: expected 1 to 1, an index of kFrameNames');
  end
  T = zeros(16, k);
  switch frame
    case 1
      t0 = cos(q(2, :));
      t1 = sin(q(1, :));
      t2 = sin(q(2, :));
      t3 = cos(q(1, :));
      t4 = t0 .* t1 + t2 .* t3;
      t5 = t0 .* t3 - t1 .* t2;
      T(1, :) = t5;
      T(2, :) = -t4;
      T(3, :) = 0.0;
      T(4, :) = p.l1 .* t3 + p.l2 .* t5;
      T(5, :) = t4;
      T(6, :) = t5;
      T(7, :) = 0.0;
      T(8, :) = t4 .* p.l2 + p.l1 .* t1;
      T(9, :) = 0.0;
      T(10, :) = 0.0;
      T(11, :) = 1.0;
      T(12, :) = 0.0;
      T(13, :) = 0.0;
      T(14, :) = 0.0;
      T(15, :) = 0.0;
      T(16, :) = 1.0;
  end
  T = permute(reshape(T, 4, 4, k), [2 1 3]);
end

