function Y = regressor(p, q, qd, qdd)
%REGRESSOR Y(q, qd, qdd), kNv x kStandardParameters: tau = Y pi, pi the standard parameters (per link XX XY XZ YY YZ ZZ MX MY MZ M about the origin of the frame its model file gives the link's inertia in, then Ia Fv Fc; a floating base's body first, its ten about the base frame's origin; docs/identification.md).
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   qd: 2 x k, one column per state.
%   qdd: 2 x k, one column per state.
%   Y: 2 x 26 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: derivatives of tau's Newton-Euler program by the standard parameters (inputs there).
% 19 multiplications, 14 additions, 0 divisions, 6 function calls.
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
  Y = zeros(52, k);
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
  Y(1, :) = 0.0;
  Y(2, :) = 0.0;
  Y(3, :) = 0.0;
  Y(4, :) = 0.0;
  Y(5, :) = 0.0;
  Y(6, :) = qdd(1, :);
  Y(7, :) = t5;
  Y(8, :) = -t7;
  Y(9, :) = 0.0;
  Y(10, :) = 0.0;
  Y(11, :) = qdd(1, :);
  Y(12, :) = qd(1, :);
  Y(13, :) = t14;
  Y(14, :) = 0.0;
  Y(15, :) = 0.0;
  Y(16, :) = 0.0;
  Y(17, :) = 0.0;
  Y(18, :) = 0.0;
  Y(19, :) = t11;
  Y(20, :) = p.l1 .* (t3 .* t11 - t13 .* t1) + t10;
  Y(21, :) = -(p.l1 .* (t1 .* t11 + t13 .* t3) + t9);
  Y(22, :) = 0.0;
  Y(23, :) = (t9 .* t1 + t10 .* t3) .* p.l1;
  Y(24, :) = 0.0;
  Y(25, :) = 0.0;
  Y(26, :) = 0.0;
  Y(27, :) = 0.0;
  Y(28, :) = 0.0;
  Y(29, :) = 0.0;
  Y(30, :) = 0.0;
  Y(31, :) = 0.0;
  Y(32, :) = 0.0;
  Y(33, :) = 0.0;
  Y(34, :) = 0.0;
  Y(35, :) = 0.0;
  Y(36, :) = 0.0;
  Y(37, :) = 0.0;
  Y(38, :) = 0.0;
  Y(39, :) = 0.0;
  Y(40, :) = 0.0;
  Y(41, :) = 0.0;
  Y(42, :) = 0.0;
  Y(43, :) = 0.0;
  Y(44, :) = 0.0;
  Y(45, :) = t11;
  Y(46, :) = t10;
  Y(47, :) = -t9;
  Y(48, :) = 0.0;
  Y(49, :) = 0.0;
  Y(50, :) = qdd(2, :);
  Y(51, :) = qd(2, :);
  Y(52, :) = t4;
  Y = permute(reshape(Y, 26, 2, k), [2 1 3]);
end

