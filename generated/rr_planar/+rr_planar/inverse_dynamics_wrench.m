function tau = inverse_dynamics_wrench(p, q, qd, qdd, w)
%INVERSE_DYNAMICS_WRENCH tau with the tip wrench w = (f, n) that the last link exerts at the tool frame's origin, in the tool frame: inverse_dynamics + J^T (R_0t f, R_0t n); J and R_0t in the world's axes for a floating base.
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   qd: 2 x k, one column per state.
%   qdd: 2 x k, one column per state.
%   w: 6 x k, one column per state.
%   tau: 2 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: recursion: Newton-Euler program; J^T w added.
% 36 multiplications, 25 additions, 0 divisions, 4 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 2 || size(q, 2) ~= k || ndims(q) > 2
    error('rr_planar:shape', 'q: expected 2 x k, one column per state (k from the first argument)');
  end
  if size(qd, 1) ~= 2 || size(qd, 2) ~= k || ndims(qd) > 2
    error('rr_planar:shape', 'qd: expected 2 x k, one column per state (k from the first argument)');
  end
  if size(qdd, 1) ~= 2 || size(qdd, 2) ~= k || ndims(qdd) > 2
    error('rr_planar:shape', 'qdd: expected 2 x k, one column per state (k from the first argument)');
  end
  if size(w, 1) ~= 6 || size(w, 2) ~= k || ndims(w) > 2
    error('rr_planar:shape', 'w: expected 6 x k, one column per state (k from the first argument)');
  end
  tau = zeros(2, k);
  t0 = cos(q(1, :));
  t1 = cos(q(2, :));
  t2 = sin(q(1, :));
  t3 = sin(q(2, :));
  t4 = p.g .* t0 + qdd(1, :) .* p.l1;
  t5 = p.g .* t2 - qd(1, :) .* (p.l1 .* qd(1, :));
  t6 = p.m2 .* (p.l2 .* (qdd(1, :) + qdd(2, :)) + (t4 .* t1 - t3 .* t5));
  t7 = p.l2 .* t6;
  t8 = t1 .* t0 - t2 .* t3;
  t9 = t1 .* t2 + t3 .* t0;
  t10 = w(1, :) .* t8 - t9 .* w(2, :);
  t11 = p.l1 .* t2;
  t12 = t9 .* p.l2 + t11;
  t13 = t9 .* w(1, :) + w(2, :) .* t8;
  t14 = p.l1 .* t0;
  t15 = t14 + p.l2 .* t8;
  t16 = qd(1, :) + qd(2, :);
  t17 = t4 .* p.m1 .* p.l1 + t7 + p.l1 .* (t1 .* t6 + p.m2 .* (t4 .* t3 + t1 .* t5 - t16 .* p.l2 .* t16) .* t3);
  tau(1, :) = w(6, :) + (t13 .* t15 + (t17 - t12 .* t10));
  tau(2, :) = t13 .* (t15 - t14) + (t7 + (t11 - t12) .* t10) + w(6, :);
end

