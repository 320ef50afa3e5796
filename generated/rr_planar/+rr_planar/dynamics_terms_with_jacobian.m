function [M, V, G, J, a] = dynamics_terms_with_jacobian(p, q, qd)
%DYNAMICS_TERMS_WITH_JACOBIAN dynamics_terms and J(q), a = dJ/dt(q, qd) qd in one call: what mass_matrix, coriolis_centrifugal, gravity, jacobian and jacobian_dot_qd return.
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   qd: 2 x k, one column per state.
%   M: 2 x 2 x k.
%   V: 2 x k.
%   G: 2 x k.
%   J: 6 x 2 x k.
%   a: 6 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: M: recursion: composite rigid bodies; V: recursion: Newton-Euler program, qdd = 0, g = 0, grouped inertial parameters; G: recursion: at rest, grouped inertial parameters; J: forward kinematics; a: outward pass at qdd = 0 in the base frame.
% 41 multiplications, 21 additions, 0 divisions, 4 function calls.
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
  J = zeros(12, k);
  a = zeros(6, k);
  t0 = cos(q(2, :));
  t1 = sin(q(1, :));
  t2 = sin(q(2, :));
  t3 = cos(q(1, :));
  t4 = p.l1 .* t1;
  t5 = (t0 .* t1 + t2 .* t3) .* p.l2 + t4;
  t6 = qd(1, :) + qd(2, :);
  t7 = p.l1 .* t3;
  t8 = t7 + p.l2 .* (t0 .* t3 - t1 .* t2);
  t9 = t8 - t7;
  t10 = p.g .* t3;
  t11 = p.m2 .* p.l2;
  t12 = t11 .* (t10 .* t0 - p.g .* t1 .* t2);
  t13 = t2 .* (qd(1, :) .* (p.l1 .* qd(1, :))) .* t11;
  t14 = p.l2 .* p.l2 .* p.m2;
  t15 = p.l1 .* (t11 .* t0);
  t16 = p.l1 .* p.l1;
  M(1, :) = p.m1 .* t16 + (t14 + (p.m2 .* t16 + 2.0 .* t15));
  M(3, :) = t14 + t15;
  M(4, :) = t14;
  V(1, :) = t13 - p.l1 .* (t11 .* t6 .* t6 .* t2);
  V(2, :) = t13;
  G(1, :) = t12 + t10 .* (p.m2 .* p.l1 + p.l1 .* p.m1);
  G(2, :) = t12;
  J(1, :) = -t5;
  J(2, :) = t4 - t5;
  J(3, :) = t8;
  J(4, :) = t9;
  J(5, :) = 0.0;
  J(6, :) = 0.0;
  J(7, :) = 0.0;
  J(8, :) = 0.0;
  J(9, :) = 0.0;
  J(10, :) = 0.0;
  J(11, :) = 1.0;
  J(12, :) = 1.0;
  a(1, :) = -(qd(1, :) .* t7 .* qd(1, :) + t6 .* t9 .* t6);
  a(2, :) = -((t5 - t4) .* t6 .* t6 + t4 .* qd(1, :) .* qd(1, :));
  a(3, :) = 0.0;
  a(4, :) = 0.0;
  a(5, :) = 0.0;
  a(6, :) = 0.0;
  M(2, :) = M(3, :);
  M = permute(reshape(M, 2, 2, k), [2 1 3]);
  J = permute(reshape(J, 2, 6, k), [2 1 3]);
end

