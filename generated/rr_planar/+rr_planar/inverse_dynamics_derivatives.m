function [dtau_dq, dtau_dqd] = inverse_dynamics_derivatives(p, q, qd, qdd)
%INVERSE_DYNAMICS_DERIVATIVES dtau_dq[i * kDof + j] = d tau_i / d q_j and dtau_dqd[i * kDof + j] = d tau_i / d qd_j of inverse_dynamics (friction and rotor inertia included; Coulomb friction contributes 0 away from qd = 0). d tau / d qdd is M(q): mass_matrix. For a floating base kNv x kNv, column j of dtau_dq the derivative along integrate(q, t e_j) at t = 0 (Pinocchio's computeRNEADerivatives).
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   qd: 2 x k, one column per state.
%   qdd: 2 x k, one column per state.
%   dtau_dq: 2 x 2 x k.
%   dtau_dqd: 2 x 2 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: dtau_dq: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction; dtau_dqd: derivatives of M qdd + B [qd qd] + C [qd^2] + G + friction.
% 28 multiplications, 17 additions, 0 divisions, 4 function calls.
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
  dtau_dq = zeros(4, k);
  dtau_dqd = zeros(4, k);
  t0 = sin(q(2, :));
  t1 = sin(q(1, :));
  t2 = cos(q(2, :));
  t3 = cos(q(1, :));
  t4 = p.m2 .* p.l2;
  t5 = p.l1 .* (t4 .* t0);
  t6 = t5 .* qd(1, :);
  t7 = t5 .* qd(2, :);
  t8 = 2.0 .* t5;
  t9 = p.g .* t1;
  t10 = t4 .* (t9 .* t2 + p.g .* t3 .* t0);
  t11 = p.l1 .* (t4 .* t2);
  t12 = qd(1, :) .* (2.0 .* t11) .* qd(2, :) + (t11 .* qd(2, :) .* qd(2, :) + (t5 .* qdd(2, :) + (t8 .* qdd(1, :) + t10)));
  dtau_dq(1, :) = -(t9 .* (p.m2 .* p.l1 + p.l1 .* p.m1) + t10);
  dtau_dq(2, :) = -t12;
  dtau_dq(3, :) = -t10;
  dtau_dq(4, :) = t11 .* qd(1, :) .* qd(1, :) - (t5 .* qdd(1, :) + t10);
  dtau_dqd(1, :) = -(t8 .* qd(2, :));
  dtau_dqd(2, :) = -(t7 + t7 + t8 .* qd(1, :));
  dtau_dqd(3, :) = t6 + t6;
  dtau_dqd(4, :) = 0.0;
  dtau_dq = permute(reshape(dtau_dq, 2, 2, k), [2 1 3]);
  dtau_dqd = permute(reshape(dtau_dqd, 2, 2, k), [2 1 3]);
end

