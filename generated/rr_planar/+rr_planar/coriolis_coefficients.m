function B = coriolis_coefficients(p, q)
%CORIOLIS_COEFFICIENTS B(q), kDof x kDof(kDof-1)/2: coefficients of qd_j qd_k, pairs j < k in lexicographic order (kNv x kNv(kNv-1)/2 over the entries of qd for a floating base).
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   B: 2 x 1 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: recursion: Christoffel symbols of M.
% 4 multiplications, 1 additions, 0 divisions, 1 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 2 || size(q, 2) ~= k || ndims(q) > 2
    error('rr_planar:shape', 'q: expected 2 x k, one column per state (k from the first argument)');
  end
  B = zeros(2, k);
  t0 = sin(q(2, :));
  B(1, :) = -(2.0 .* (p.l1 .* (p.m2 .* p.l2 .* t0)));
  B(2, :) = 0.0;
  B = permute(reshape(B, 1, 2, k), [2 1 3]);
end

