function Ag = centroidal_momentum_matrix(p, q)
%CENTROIDAL_MOMENTUM_MATRIX Ag(q), 6 x kDof: h = Ag qd, the linear momentum, then the angular momentum about the centre of mass, in the base frame's axes, the world's for a floating base (Orin, Goswami and Lee's centroidal momentum matrix; Pinocchio's ccrba).
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   Ag: 6 x 2 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: composite bodies in the base frame, moved to the centre of mass.
% 34 multiplications, 21 additions, 1 divisions, 4 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 2 || size(q, 2) ~= k || ndims(q) > 2
    error('rr_planar:shape', 'q: expected 2 x k, one column per state (k from the first argument)');
  end
  Ag = zeros(12, k);
  t0 = cos(q(1, :));
  t1 = cos(q(2, :));
  t2 = sin(q(1, :));
  t3 = sin(q(2, :));
  t4 = p.l1 .* t0;
  t5 = p.m2 .* p.l2;
  t6 = t5 .* (t1 .* t0 - t2 .* t3);
  t7 = (t1 .* t2 + t3 .* t0) .* t5;
  t8 = p.l1 .* t2;
  t9 = 2.0 .* (t8 .* t7) + (p.m2 .* (t8 .* t8) + (p.m2 .* (t4 .* t4) + 2.0 .* (t6 .* t4))) + p.l2 .* p.l2 .* p.m2;
  t10 = p.m2 .* t4;
  t11 = t10 + t6;
  t12 = t11 - t10;
  t13 = t8 .* p.m2;
  t14 = t7 + t13;
  t15 = t13 - t14;
  t16 = p.l1 .* p.m1;
  t17 = t0 .* t16 + t11;
  t18 = t2 .* t16 + t14;
  t19 = 1.0 ./ (p.m2 + p.m1);
  t20 = t17 .* t19;
  t21 = t19 .* t18;
  Ag(1, :) = -t18;
  Ag(2, :) = t15;
  Ag(3, :) = t17;
  Ag(4, :) = t12;
  Ag(5, :) = 0.0;
  Ag(6, :) = 0.0;
  Ag(7, :) = 0.0;
  Ag(8, :) = 0.0;
  Ag(9, :) = 0.0;
  Ag(10, :) = 0.0;
  Ag(11, :) = p.m1 .* (p.l1 .* p.l1) + t9 - (t17 .* t20 + t21 .* t18);
  Ag(12, :) = t9 - (t11 .* t4 + t14 .* t8) - (t20 .* t12 - t21 .* t15);
  Ag = permute(reshape(Ag, 2, 6, k), [2 1 3]);
end

