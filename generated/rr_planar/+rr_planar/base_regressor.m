function Yb = base_regressor(p, q, qd, qdd)
%BASE_REGRESSOR Yb(q, qd, qdd), kNv x kBaseParameters: tau = Yb beta, the columns of Y that the base parameters beta keep.
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   qd: 2 x k, one column per state.
%   qdd: 2 x k, one column per state.
%   Yb: 2 x 11 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: the base parameters' columns of the regressor (derivatives of tau's Newton-Euler program by the standard parameters (inputs there)).
% 16 multiplications, 13 additions, 0 divisions, 6 function calls.
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
  Yb = zeros(22, k);
  t0 = cos(q(1, :));
  t1 = sin(q(2, :));
  t2 = sin(q(1, :));
  t3 = cos(q(2, :));
  t4 = sign(qd(2, :));
  t5 = p.g .* t0;
  t6 = t5 + qdd(1, :) .* p.l1;
  t7 = p.g .* t2;
  t8 = t7 - qd(1, :) .* (p.l1 .* qd(1, :));
  t9 = t6 .* t1 + t3 .* t8;
  t10 = t6 .* t3 - t1 .* t8;
  t11 = qdd(1, :) + qdd(2, :);
  t12 = qd(1, :) + qd(2, :);
  t13 = t12 .* t12;
  t14 = sign(qd(1, :));
  Yb(1, :) = qdd(1, :);
  Yb(2, :) = t5;
  Yb(3, :) = -t7;
  Yb(4, :) = qd(1, :);
  Yb(5, :) = t14;
  Yb(6, :) = t11;
  Yb(7, :) = p.l1 .* (t3 .* t11 - t13 .* t1) + t10;
  Yb(8, :) = -(p.l1 .* (t1 .* t11 + t13 .* t3) + t9);
  Yb(9, :) = 0.0;
  Yb(10, :) = 0.0;
  Yb(11, :) = 0.0;
  Yb(12, :) = 0.0;
  Yb(13, :) = 0.0;
  Yb(14, :) = 0.0;
  Yb(15, :) = 0.0;
  Yb(16, :) = 0.0;
  Yb(17, :) = t11;
  Yb(18, :) = t10;
  Yb(19, :) = -t9;
  Yb(20, :) = qdd(2, :);
  Yb(21, :) = qd(2, :);
  Yb(22, :) = t4;
  Yb = permute(reshape(Yb, 11, 2, k), [2 1 3]);
end

