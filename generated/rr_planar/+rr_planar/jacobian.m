function J = jacobian(p, q)
%JACOBIAN J(q), 6 x kDof: geometric Jacobian of the tool frame's origin (the last link's frame unless the model has a tool) in the base frame, linear rows first, angular rows last; for a floating base 6 x kNv in the world's axes (Pinocchio's LOCAL_WORLD_ALIGNED).
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   J: 6 x 2 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: forward kinematics in the base frame.
% 8 multiplications, 7 additions, 0 divisions, 4 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 2 || size(q, 2) ~= k || ndims(q) > 2
    error('rr_planar:shape', 'q: expected 2 x k, one column per state (k from the first argument)');
  end
  J = zeros(12, k);
  t0 = cos(q(2, :));
  t1 = cos(q(1, :));
  t2 = sin(q(1, :));
  t3 = sin(q(2, :));
  t4 = p.l1 .* t1;
  t5 = t4 + p.l2 .* (t0 .* t1 - t2 .* t3);
  t6 = p.l1 .* t2;
  t7 = (t0 .* t2 + t3 .* t1) .* p.l2 + t6;
  J(1, :) = -t7;
  J(2, :) = t6 - t7;
  J(3, :) = t5;
  J(4, :) = t5 - t4;
  J(5, :) = 0.0;
  J(6, :) = 0.0;
  J(7, :) = 0.0;
  J(8, :) = 0.0;
  J(9, :) = 0.0;
  J(10, :) = 0.0;
  J(11, :) = 1.0;
  J(12, :) = 1.0;
  J = permute(reshape(J, 2, 6, k), [2 1 3]);
end

