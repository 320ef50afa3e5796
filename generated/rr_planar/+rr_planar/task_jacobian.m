function Jx = task_jacobian(p, q)
%TASK_JACOBIAN Jx(q), kTask x kDof: the task's rows of the tool frame's Jacobian (kTaskRows; kTask x kNv of the world-aligned Jacobian for a floating base).
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   Jx: 2 x 2 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: forward kinematics in the base frame, the task's rows.
% 8 multiplications, 7 additions, 0 divisions, 4 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 2 || size(q, 2) ~= k || ndims(q) > 2
    error('rr_planar:shape', 'q: expected 2 x k, one column per state (k from the first argument)');
  end
  Jx = zeros(4, k);
  t0 = cos(q(2, :));
  t1 = cos(q(1, :));
  t2 = sin(q(1, :));
  t3 = sin(q(2, :));
  t4 = p.l1 .* t1;
  t5 = t4 + p.l2 .* (t0 .* t1 - t2 .* t3);
  t6 = p.l1 .* t2;
  t7 = (t0 .* t2 + t3 .* t1) .* p.l2 + t6;
  Jx(1, :) = -t7;
  Jx(2, :) = t6 - t7;
  Jx(3, :) = t5;
  Jx(4, :) = t5 - t4;
  Jx = permute(reshape(Jx, 2, 2, k), [2 1 3]);
end

