function tau = inverse_dynamics_external(p, q, qd, qdd, fext)
%INVERSE_DYNAMICS_EXTERNAL tau with wrenches the environment applies to the links: fext is kDof x 6, row i = (f, n) on link i, moment about its frame's origin, both in its frame: inverse_dynamics - sum_i J_i^T (R_0i f_i, R_0i n_i). For a floating base (kDof + 1) x 6, row 0 on the base's body (base frame), row i on link i.
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   qd: 2 x k, one column per state.
%   qdd: 2 x k, one column per state.
%   fext: 2 x 6 x k, one page per state.
%   tau: 2 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: recursion: Newton-Euler program with link wrenches.
% 20 multiplications, 15 additions, 0 divisions, 4 function calls.
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
  if size(fext, 1) ~= 2 || size(fext, 2) ~= 6 || size(fext, 3) ~= k
    error('rr_planar:shape', 'fext: expected 2 x 6 x k, one page per state (k from the first argument)');
  end
  fext = reshape(permute(fext, [2 1 3]), 6 * 2, k);
  tau = zeros(2, k);
  t0 = cos(q(1, :));
  t1 = cos(q(2, :));
  t2 = sin(q(1, :));
  t3 = sin(q(2, :));
  t4 = p.g .* t0 + qdd(1, :) .* p.l1;
  t5 = p.g .* t2 - qd(1, :) .* (p.l1 .* qd(1, :));
  t6 = p.m2 .* (p.l2 .* (qdd(1, :) + qdd(2, :)) + (t4 .* t1 - t3 .* t5));
  t7 = p.l2 .* t6 - fext(12, :);
  t8 = qd(1, :) + qd(2, :);
  t9 = ((t6 - fext(8, :)) .* t1 + (p.m2 .* (t4 .* t3 + t1 .* t5 - t8 .* p.l2 .* t8) - fext(7, :)) .* t3) .* p.l1;
  tau(1, :) = t9 + (t4 .* p.m1 .* p.l1 + t7) - fext(6, :);
  tau(2, :) = t7;
end

