function M = mass_matrix(p, q)
%MASS_MATRIX M(q), kDof x kDof, rotor inertia on the diagonal.
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   M: 2 x 2 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: recursion: composite rigid bodies.
% 9 multiplications, 4 additions, 0 divisions, 1 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 2 || size(q, 2) ~= k || ndims(q) > 2
    error('rr_planar:shape', 'q: expected 2 x k, one column per state (k from the first argument)');
  end
  M = zeros(4, k);
  t0 = cos(q(2, :));
  t1 = p.l2 .* p.l2 .* p.m2;
  t2 = p.l1 .* (p.m2 .* p.l2 .* t0);
  t3 = p.l1 .* p.l1;
  M(1, :) = p.m1 .* t3 + (t1 + (p.m2 .* t3 + 2.0 .* t2));
  M(3, :) = t1 + t2;
  M(4, :) = t1;
  M(2, :) = M(3, :);
  M = permute(reshape(M, 2, 2, k), [2 1 3]);
end

