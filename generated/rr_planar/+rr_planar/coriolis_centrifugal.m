function V = coriolis_centrifugal(p, q, qd)
%CORIOLIS_CENTRIFUGAL V(q, qd) = B(q) [qd qd] + C(q) [qd^2].
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   qd: 2 x k, one column per state.
%   V: 2 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters.
% 9 multiplications, 2 additions, 0 divisions, 1 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 2 || size(q, 2) ~= k || ndims(q) > 2
    error('rr_planar:shape', 'q: expected 2 x k, one column per state (k from the first argument)');
  end
  if size(qd, 1) ~= 2 || size(qd, 2) ~= k || ndims(qd) > 2
    error('rr_planar:shape', 'qd: expected 2 x k, one column per state (k from the first argument)');
  end
  V = zeros(2, k);
  t0 = sin(q(2, :));
  t1 = p.m2 .* p.l2;
  t2 = t0 .* (qd(1, :) .* (p.l1 .* qd(1, :))) .* t1;
  t3 = qd(1, :) + qd(2, :);
  V(1, :) = t2 - p.l1 .* (t1 .* t3 .* t3 .* t0);
  V(2, :) = t2;
end

