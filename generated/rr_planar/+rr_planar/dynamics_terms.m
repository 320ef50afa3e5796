function [M, V, G] = dynamics_terms(p, q, qd)
%DYNAMICS_TERMS M(q), V(q, qd) and G(q) in one call: what mass_matrix, coriolis_centrifugal and gravity return, from one set of sines and cosines and shared subexpressions (a computed-torque controller's cycle).
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   qd: 2 x k, one column per state.
%   M: 2 x 2 x k.
%   V: 2 x k.
%   G: 2 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: M: recursion: composite rigid bodies; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: recursion: at rest, grouped inertial parameters.
% 25 multiplications, 9 additions, 0 divisions, 4 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 2 || size(q, 2) ~= k || ndims(q) > 2
    error('rr_planar:shape', 'q: expected 2 x k, one column per state (k from the first argument)');
  end
  if size(qd, 1) ~= 2 || size(qd, 2) ~= k || ndims(qd) > 2
    error('rr_planar:shape', 'qd: expected 2 x k, one column per state (k from the first argument)');
  end
  M = zeros(4, k);
  V = zeros(2, k);
  G = zeros(2, k);
  t0 = cos(q(1, :));
  t1 = cos(q(2, :));
  t2 = sin(q(1, :));
  t3 = sin(q(2, :));
  t4 = p.g .* t0;
  t5 = p.m2 .* p.l2;
  t6 = t5 .* (t4 .* t1 - p.g .* t2 .* t3);
  t7 = t3 .* (qd(1, :) .* (p.l1 .* qd(1, :))) .* t5;
  t8 = qd(1, :) + qd(2, :);
  t9 = p.l2 .* p.l2 .* p.m2;
  t10 = p.l1 .* (t5 .* t1);
  t11 = p.l1 .* p.l1;
  M(1, :) = p.m1 .* t11 + (t9 + (p.m2 .* t11 + 2.0 .* t10));
  M(3, :) = t9 + t10;
  M(4, :) = t9;
  V(1, :) = t7 - p.l1 .* (t5 .* t8 .* t8 .* t3);
  V(2, :) = t7;
  G(1, :) = t6 + t4 .* (p.m2 .* p.l1 + p.l1 .* p.m1);
  G(2, :) = t6;
  M(2, :) = M(3, :);
  M = permute(reshape(M, 2, 2, k), [2 1 3]);
end

