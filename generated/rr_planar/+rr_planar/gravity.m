function G = gravity(p, q)
%GRAVITY G(q) for the model's gravity vector.
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   G: 2 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: recursion: at rest, grouped inertial parameters.
% 9 multiplications, 3 additions, 0 divisions, 4 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 2 || size(q, 2) ~= k || ndims(q) > 2
    error('rr_planar:shape', 'q: expected 2 x k, one column per state (k from the first argument)');
  end
  G = zeros(2, k);
  t0 = cos(q(1, :));
  t1 = cos(q(2, :));
  t2 = sin(q(1, :));
  t3 = sin(q(2, :));
  t4 = p.g .* t0;
  t5 = p.m2 .* p.l2 .* (t4 .* t1 - p.g .* t2 .* t3);
  G(1, :) = t5 + t4 .* (p.m2 .* p.l1 + p.l1 .* p.m1);
  G(2, :) = t5;
end

