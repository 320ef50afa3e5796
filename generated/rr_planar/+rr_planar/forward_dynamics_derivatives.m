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
% Built from: M: recursion: composite rigid bodies; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone); M^-1 = L^-1 D^-1 L^-T; inverse_dynamics_derivatives at qdd.
% 47 multiplications, 33 additions, 2 divisions, 4 function calls. The solves included.
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
  t1 = sin(q(1, :));
  t2 = sin(q(2, :));
  t3 = cos(q(1, :));
  t4 = p.l2 .* p.l2 .* p.m2;
  t5 = p.m2 .* p.l2;
  t6 = p.l1 .* (t5 .* t0);
  t7 = t4 + t6;
  t8 = 1.0 ./ t4;
  t9 = t8 .* t7;
  t10 = p.l1 .* p.l1;
  t11 = 1.0 ./ (p.m1 .* t10 + (t4 + (p.m2 .* t10 + 2.0 .* t6)) - t9 .* t7);
  t12 = t9 .* t11;
  t13 = -t12;
  t14 = p.g .* t3;
  t15 = (t14 .* t0 - t2 .* (p.g .* t1 - qd(1, :) .* (p.l1 .* qd(1, :)))) .* t5;
  t16 = qd(1, :) + qd(2, :);
  t17 = tau(2, :) - t15;
  t18 = tau(1, :) - (t15 + t14 .* (p.m2 .* p.l1 + p.l1 .* p.m1) - p.l1 .* (t5 .* t16 .* t16 .* t2)) - t9 .* t17;
  t19 = t11 .* t18;
  qdd(1, :) = t19;
  qdd(2, :) = t8 .* t17 - t9 .* t19;
  dqdd_dtau(1, :) = t11;
  dqdd_dtau(2, :) = t13;
  dqdd_dtau(3, :) = t13;
  dqdd_dtau(4, :) = t8 + t9 .* t12;
  [dtau_dq, dtau_dqd] = rr_planar.inverse_dynamics_derivatives(p, q, qd, qdd);
  dtau_dq = reshape(permute(dtau_dq, [2 1 3]), 4, k);
  dtau_dqd = reshape(permute(dtau_dqd, [2 1 3]), 4, k);
  [dqdd_dq, dqdd_dqd] = derivative_columns(dqdd_dtau, dtau_dq, dtau_dqd);
  dqdd_dq = permute(reshape(dqdd_dq, 2, 2, k), [2 1 3]);
  dqdd_dqd = permute(reshape(dqdd_dqd, 2, 2, k), [2 1 3]);
  dqdd_dtau = permute(reshape(dqdd_dtau, 2, 2, k), [2 1 3]);
end

function [dqdd_dq, dqdd_dqd] = derivative_columns(dqdd_dtau, dtau_dq, dtau_dqd)
% M qdd = tau - b(q, qd), so M d qdd / d x = -d tau / d x at this qdd
% (inverse_dynamics_derivatives), and d qdd / d tau = M^-1, written by the
% factorisation that gave qdd: each Jacobian is -M^-1 d tau / d x, its
% rows independent of one another.
  states = size(dqdd_dtau, 2);
  dqdd_dq = zeros(2 * 2, states);
  dqdd_dqd = zeros(2 * 2, states);
  for i = 0:1
    for c = 0:1
      for k = 0:1
        a = dqdd_dtau(i * 2 + k + 1, :);
        dqdd_dq(i * 2 + c + 1, :) = dqdd_dq(i * 2 + c + 1, :) - a .* dtau_dq(k * 2 + c + 1, :);
        dqdd_dqd(i * 2 + c + 1, :) = dqdd_dqd(i * 2 + c + 1, :) - a .* dtau_dqd(k * 2 + c + 1, :);
      end
    end
  end
end

