function qdd = forward_dynamics(p, q, qd, tau)
%FORWARD_DYNAMICS qdd = M(q)^-1 (tau - V(q, qd) - G(q) - friction(qd)), M = L^T D L in the tree's sparsity, one division per joint; M must be positive definite (physical inertias).
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   qd: 2 x k, one column per state.
%   tau: 2 x k, one column per state.
%   qdd: 2 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: M: recursion: composite rigid bodies; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone).
% 29 multiplications, 15 additions, 2 divisions, 4 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 2 || size(q, 2) ~= k || ndims(q) > 2
    error('rr_planar:shape', 'q: expected 2 x k, one column per state (k from the first argument)');
  end
  if size(qd, 1) ~= 2 || size(qd, 2) ~= k || ndims(qd) > 2
    error('rr_planar:shape', 'qd: expected 2 x k, one column per state (k from the first argument)');
  end
  if size(tau, 1) ~= 2 || size(tau, 2) ~= k || ndims(tau) > 2
    error('rr_planar:shape', 'tau: expected 2 x k, one column per state (k from the first argument)');
  end
  qdd = zeros(2, k);
  t0 = sin(q(1, :));
  t1 = sin(q(2, :));
  t2 = cos(q(1, :));
  t3 = cos(q(2, :));
  t4 = p.g .* t2;
  t5 = p.m2 .* p.l2;
  t6 = (t4 .* t3 - t1 .* (p.g .* t0 - qd(1, :) .* (p.l1 .* qd(1, :)))) .* t5;
  t7 = qd(1, :) + qd(2, :);
  t8 = p.l2 .* p.l2 .* p.m2;
  t9 = p.l1 .* (t5 .* t3);
  t10 = t8 + t9;
  t11 = 1.0 ./ t8;
  t12 = t11 .* t10;
  t13 = tau(2, :) - t6;
  t14 = p.l1 .* p.l1;
  t15 = 1.0 ./ (p.m1 .* t14 + (t8 + (p.m2 .* t14 + 2.0 .* t9)) - t12 .* t10) .* (tau(1, :) - (t6 + t4 .* (p.m2 .* p.l1 + p.l1 .* p.m1) - p.l1 .* (t5 .* t7 .* t7 .* t1)) - t12 .* t13);
  qdd(1, :) = t15;
  qdd(2, :) = t11 .* t13 - t12 .* t15;
end

