function Cc = coriolis_matrix(p, q, qd)
%CORIOLIS_MATRIX Cc(q, qd), kDof x kDof (Christoffel): V = Cc qd and dM/dt - 2 Cc is skew-symmetric. Not C(q). For a floating base kNv x kNv, the Christoffel symbols of the joints plus the base's momentum term of Hamel's equations (docs/kinematics.md).
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   qd: 2 x k, one column per state.
%   Cc: 2 x 2 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: B and C.
% 10 multiplications, 3 additions, 0 divisions, 1 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 2 || size(q, 2) ~= k || ndims(q) > 2
    error('rr_planar:shape', 'q: expected 2 x k, one column per state (k from the first argument)');
  end
  if size(qd, 1) ~= 2 || size(qd, 2) ~= k || ndims(qd) > 2
    error('rr_planar:shape', 'qd: expected 2 x k, one column per state (k from the first argument)');
  end
  Cc = zeros(4, k);
  t0 = sin(q(2, :));
  t1 = p.l1 .* (p.m2 .* p.l2 .* t0);
  t2 = 2.0 .* t1;
  Cc(1, :) = -(0.5 .* (t2 .* qd(2, :)));
  Cc(2, :) = -(t1 .* qd(2, :) + 0.5 .* (t2 .* qd(1, :)));
  Cc(3, :) = t1 .* qd(1, :);
  Cc(4, :) = 0.0;
  Cc = permute(reshape(Cc, 2, 2, k), [2 1 3]);
end

