function [qdd, dqdd_dq, dqdd_dqd, dqdd_dtau] = forward_dynamics_derivatives(p, q, qd, tau)
%FORWARD_DYNAMICS_DERIVATIVES qdd = forward_dynamics(q, qd, tau) and its derivatives, kDof x kDof each: dqdd_dq = -M^-1 dtau/dq and dqdd_dqd = -M^-1 dtau/dqd at that qdd, dqdd_dtau = M^-1; one factorisation M = L^T D L for all, as forward_dynamics. For a floating base kNv x kNv, q's columns along its tangent space (inverse_dynamics_derivatives).
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   qd: 2 x k, one column per state.
%   tau: 2 x k, one column per state.
%   qdd: 2 x k.
%   dqdd_dq: 2 x 2 x k.
%   dqdd_dqd: 2 x 2 x k.
%   dqdd_dtau: 2 x 2 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: M: recursion: composite rigid bodies; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone); M^-1 = L^-1 D^-1 L^-T; -M^-1 d tau / d x at qdd (dtau_dq: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction; dtau_dqd: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction).
% 65 multiplications, 37 additions, 2 divisions, 4 function calls.
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
  dqdd_dq = zeros(4, k);
  dqdd_dqd = zeros(4, k);
  dqdd_dtau = zeros(4, k);
  t0 = cos(q(2, :));
  t1 = sin(q(2, :));
  t2 = sin(q(1, :));
  t3 = cos(q(1, :));
  t4 = p.l2 .* p.l2 .* p.m2;
  t5 = p.m2 .* p.l2;
  t6 = p.l1 .* (t5 .* t0);
  t7 = t4 + t6;
  t8 = 1.0 ./ t4;
  t9 = t8 .* t7;
  t10 = p.l1 .* p.l1;
  t11 = 2.0 .* t6;
  t12 = 1.0 ./ (p.m1 .* t10 + (t4 + (p.m2 .* t10 + t11)) - t9 .* t7);
  t13 = t9 .* t12;
  t14 = t8 + t9 .* t13;
  t15 = -t13;
  t16 = p.l1 .* (t5 .* t1);
  t17 = t16 .* qd(2, :);
  t18 = 2.0 .* t16;
  t19 = t17 + t17 + t18 .* qd(1, :);
  t20 = t18 .* qd(2, :);
  t21 = t16 .* qd(1, :);
  t22 = t21 + t21;
  t23 = p.g .* t2;
  t24 = p.g .* t3;
  t25 = (t24 .* t0 - t1 .* (t23 - qd(1, :) .* (p.l1 .* qd(1, :)))) .* t5;
  t26 = p.m2 .* p.l1 + p.l1 .* p.m1;
  t27 = qd(1, :) + qd(2, :);
  t28 = tau(2, :) - t25;
  t29 = t12 .* (tau(1, :) - (t25 + t24 .* t26 - p.l1 .* (t5 .* t27 .* t27 .* t1)) - t9 .* t28);
  t30 = t8 .* t28 - t9 .* t29;
  t31 = t5 .* (t23 .* t0 + t24 .* t1);
  t32 = qd(1, :) .* t11 .* qd(2, :) + (t31 + t18 .* t29 + t16 .* t30 + t6 .* qd(2, :) .* qd(2, :));
  t33 = t6 .* qd(1, :) .* qd(1, :) - (t16 .* t29 + t31);
  t34 = t23 .* t26 + t31;
  qdd(1, :) = t29;
  qdd(2, :) = t30;
  dqdd_dq(1, :) = t12 .* t34 - t13 .* t31;
  dqdd_dq(2, :) = t32 .* t12 + t33 .* t13;
  dqdd_dq(3, :) = t14 .* t31 - t13 .* t34;
  dqdd_dq(4, :) = -(t32 .* t13 + t14 .* t33);
  dqdd_dqd(1, :) = t12 .* t20 + t13 .* t22;
  dqdd_dqd(2, :) = t12 .* t19;
  dqdd_dqd(3, :) = -(t13 .* t20 + t14 .* t22);
  dqdd_dqd(4, :) = -(t13 .* t19);
  dqdd_dtau(1, :) = t12;
  dqdd_dtau(2, :) = t15;
  dqdd_dtau(3, :) = t15;
  dqdd_dtau(4, :) = t14;
  dqdd_dq = permute(reshape(dqdd_dq, 2, 2, k), [2 1 3]);
  dqdd_dqd = permute(reshape(dqdd_dqd, 2, 2, k), [2 1 3]);
  dqdd_dtau = permute(reshape(dqdd_dtau, 2, 2, k), [2 1 3]);
end

