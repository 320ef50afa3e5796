function qdd = forward_dynamics(p, q, qd, tau)
%FORWARD_DYNAMICS qdd = M(q)^-1 (tau - V(q, qd) - G(q) - friction(qd)), Cholesky in place; NaN if M is not positive definite.
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
% Built from: M: recursion: composite rigid bodies; bias: recursion, grouped inertial parameters; Cholesky.
% 31 multiplications, 16 additions, 2 divisions, 6 function calls. The solves included.
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
  M = zeros(4, k);  % lower triangle
  r = zeros(2, k);
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
  t10 = p.l1 .* p.l1;
  M(1, :) = p.m1 .* t10 + (t8 + (p.m2 .* t10 + 2.0 .* t9));
  M(3, :) = t8 + t9;
  M(4, :) = t8;
  r(1, :) = tau(1, :) - (t6 + t4 .* (p.m2 .* p.l1 + p.l1 .* p.m1) - p.l1 .* (t5 .* t7 .* t7 .* t1));
  r(2, :) = tau(2, :) - t6;
  [L, qdd] = cholesky_solve(M, r);
end

function [L, qdd] = cholesky_solve(M, r)
% M = L L' on the lower triangle (row-major entries, one state per column),
% then L y = r and L' qdd = y. Not positive definite: NaN.
  n = 2;
  L = M;
  for j = 1:n
    d = L((j - 1) * n + j, :);
    for c = 1:j - 1
      d = d - L((j - 1) * n + c, :) .* L((j - 1) * n + c, :);
    end
    d = sqrt(d);
    L((j - 1) * n + j, :) = d;
    for i = j + 1:n
      s = L((i - 1) * n + j, :);
      for c = 1:j - 1
        s = s - L((i - 1) * n + c, :) .* L((j - 1) * n + c, :);
      end
      L((i - 1) * n + j, :) = s ./ d;
    end
  end
  qdd = triangular_solves(L, r);
end

function x = triangular_solves(L, x)
% x = L'^-1 L^-1 x for L from cholesky_solve; x has n rows.
  n = 2;
  for i = 1:n
    for c = 1:i - 1
      x(i, :) = x(i, :) - L((i - 1) * n + c, :) .* x(c, :);
    end
    x(i, :) = x(i, :) ./ L((i - 1) * n + i, :);
  end
  for i = n:-1:1
    for c = i + 1:n
      x(i, :) = x(i, :) - L((c - 1) * n + i, :) .* x(c, :);
    end
    x(i, :) = x(i, :) ./ L((i - 1) * n + i, :);
  end
end

