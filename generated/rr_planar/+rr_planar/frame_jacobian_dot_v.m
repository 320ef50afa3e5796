function a = frame_jacobian_dot_v(p, q, qd, frame)
%FRAME_JACOBIAN_DOT_V a = dJ/dt(q, qd) qd, 6: frame `frame`'s classical acceleration when the acceleration is zero, without gravity (its origin's, then angular, world axes, as frame_jacobian). NaN for an index out of range.
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   qd: 2 x k, one column per state.
%   frame: the frame's index in kFrameNames, from 1.
%   a: 6 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: outward pass at qdd = 0 in the base frame.
% 16 multiplications, 11 additions, 0 divisions, 4 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 2 || size(q, 2) ~= k || ndims(q) > 2
    error('rr_planar:shape', 'q: expected 2 x k, one column per state (k from the first argument)');
  end
  if size(qd, 1) ~= 2 || size(qd, 2) ~= k || ndims(qd) > 2
    error('rr_planar:shape', 'qd: expected 2 x k, one column per state (k from the first argument)');
  end
  if ~isscalar(frame) || frame ~= round(frame) || frame < 1 || frame > 1
    error('rr_planar:frame', 'frame: expected 1 to 1, an index of kFrameNames');
  end
  a = zeros(6, k);
  switch frame
    case 1
      t0 = cos(q(2, :));
      t1 = sin(q(1, :));
      t2 = sin(q(2, :));
      t3 = cos(q(1, :));
      t4 = p.l1 .* t1;
      t5 = qd(1, :) + qd(2, :);
      t6 = p.l1 .* t3;
      a(1, :) = -(qd(1, :) .* t6 .* qd(1, :) + t5 .* (t6 + p.l2 .* (t0 .* t3 - t1 .* t2) - t6) .* t5);
      a(2, :) = -(((t0 .* t1 + t2 .* t3) .* p.l2 + t4 - t4) .* t5 .* t5 + t4 .* qd(1, :) .* qd(1, :));
      a(3, :) = 0.0;
      a(4, :) = 0.0;
      a(5, :) = 0.0;
      a(6, :) = 0.0;
  end
end

