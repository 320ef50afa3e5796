function h_dot = centroidal_momentum_matrix_dot_v(p, q, qd)
%CENTROIDAL_MOMENTUM_MATRIX_DOT_V h_dot = dAg/dt(q, qd) qd, 6: the rate of the centroidal momentum h = Ag qd when qdd = 0 and without gravity, rows and axes as Ag's (Pinocchio's dccrba times v).
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   qd: 2 x k, one column per state.
%   h_dot: 6 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: outward pass at qdd = 0, each body's wrench about the centre of mass.
% 41 multiplications, 20 additions, 1 divisions, 4 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 2 || size(q, 2) ~= k || ndims(q) > 2
    error('rr_planar:shape', 'q: expected 2 x k, one column per state (k from the first argument)');
  end
  if size(qd, 1) ~= 2 || size(qd, 2) ~= k || ndims(qd) > 2
    error('rr_planar:shape', 'qd: expected 2 x k, one column per state (k from the first argument)');
  end
  h_dot = zeros(6, k);
  t0 = cos(q(2, :));
  t1 = cos(q(1, :));
  t2 = sin(q(1, :));
  t3 = sin(q(2, :));
  t4 = t0 .* t1 - t2 .* t3;
  t5 = p.l1 .* t1;
  t6 = qd(1, :) .* t5 .* qd(1, :);
  t7 = t0 .* t2 + t3 .* t1;
  t8 = p.l1 .* t2;
  t9 = t8 .* qd(1, :) .* qd(1, :);
  t10 = p.m2 .* p.l2;
  t11 = qd(1, :) + qd(2, :);
  t12 = p.m2 .* (t6 .* t4 + t7 .* t9) + t10 .* t11 .* t11;
  t13 = t7 .* t6 - t9 .* t4;
  t14 = p.m2 .* t13;
  t15 = t12 .* t4 + t7 .* t14;
  t16 = t14 .* t4 - t7 .* t12;
  t17 = p.l1 .* p.m1;
  t18 = qd(1, :) .* (qd(1, :) .* t17);
  t19 = t1 .* t18 + t15;
  t20 = t16 - t2 .* t18;
  t21 = 1.0 ./ (p.m2 + p.m1);
  t22 = t21 .* (t2 .* t17 + (t7 .* t10 + t8 .* p.m2)) .* t19 + t20 .* ((t1 .* t17 + (p.m2 .* t5 + t10 .* t4)) .* t21);
  h_dot(1, :) = -t19;
  h_dot(2, :) = t20;
  h_dot(3, :) = 0.0;
  h_dot(4, :) = 0.0;
  h_dot(5, :) = 0.0;
  h_dot(6, :) = t8 .* t15 + t5 .* t16 + t10 .* t13 - t22;
end

