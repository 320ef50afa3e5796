function [qdd, dqdd_dq, dqdd_dqd, dqdd_dtau] = forward_dynamics_derivatives(q, qd, tau)
%FORWARD_DYNAMICS_DERIVATIVES qdd = forward_dynamics(q, qd, tau) and its derivatives, kDof x kDof each: dqdd_dq = -M^-1 dtau/dq and dqdd_dqd = -M^-1 dtau/dqd at that qdd, dqdd_dtau = M^-1; one factorisation M = L^T D L for all, as forward_dynamics. For a floating base kNv x kNv, q's columns along its tangent space (inverse_dynamics_derivatives).
%   q: 6 x k, one column per state.
%   qd: 6 x k, one column per state.
%   tau: 6 x k, one column per state.
%   qdd: 6 x k.
%   dqdd_dq: 6 x 6 x k.
%   dqdd_dqd: 6 x 6 x k.
%   dqdd_dtau: 6 x 6 x k.
%
% puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
% Each function's "Built from" line names its route.
% Do not edit; regenerate with the command below instead.
% Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
% Command: nedyn generate puma560.yaml --language matlab
%
% Built from: M: closed form, Horner; bias: recursion, grouped inertial parameters; M = L^T D L in the tree's sparsity (Featherstone); M^-1 = L^-1 D^-1 L^-T; inverse_dynamics_derivatives at qdd.
% 846 multiplications, 760 additions, 4 divisions, 16 function calls. The solves included.
  k = size(q, 2);
  if size(q, 1) ~= 6 || size(q, 2) ~= k || ndims(q) > 2
    error('puma560:shape', 'q: expected 6 x k, one column per state (k from the first argument)');
  end
  if size(qd, 1) ~= 6 || size(qd, 2) ~= k || ndims(qd) > 2
    error('puma560:shape', 'qd: expected 6 x k, one column per state (k from the first argument)');
  end
  if size(tau, 1) ~= 6 || size(tau, 2) ~= k || ndims(tau) > 2
    error('puma560:shape', 'tau: expected 6 x k, one column per state (k from the first argument)');
  end
  qdd = zeros(6, k);
  dqdd_dq = zeros(36, k);
  dqdd_dqd = zeros(36, k);
  dqdd_dtau = zeros(36, k);
  t0 = cos(q(5, :));
  t1 = sin(q(5, :));
  t2 = cos(q(4, :));
  t3 = cos(q(2, :));
  t4 = cos(q(3, :));
  t5 = sin(q(2, :));
  t6 = sin(q(3, :));
  t7 = sin(q(4, :));
  t8 = cos(q(6, :));
  t9 = sin(q(6, :));
  t10 = t3 .* t4 - t5 .* t6;
  t11 = 0.002487168 .* t0;
  t12 = (t2 .* ((0.002487168 + 0.00040432 .* t0) .* t1) + (-0.022546398 - 0.000116928 .* t0)) .* t10 + (-0.769752588 - t11) .* t3;
  t13 = t7 .* t7;
  t14 = 0.0001 .* t13;
  t15 = t3 .* t6 + t5 .* t4;
  t16 = (t14 + (0.3315220055 + t11) + (0.000116928 .* t2 + t1 .* (0.00020216 .* t13 - 0.00040432)) .* t1) .* t15;
  t17 = 0.00020216 .* (t1 .* t13);
  t18 = 0.00020216 .* t1;
  t19 = 3.939212254267 - 1.601861202 .* (t5 .* t5) + (0.02191385 .* t10 - 0.0141984 .* t5) .* t3 + (t18 + 0.000864288 .* t7 + (-0.000116928 - 0.002487168 .* (t3 .* t10)) .* t2) .* t1;
  t20 = t2 .* t15;
  t21 = 4e-05 .* (t0 .* t10) - 4e-05 .* (t20 .* t1);
  t22 = 5.1518639227799214 .* t21;
  t23 = 0.000432144 .* t1;
  t24 = 5.8464e-05 .* t10 + 0.001243584 .* t3;
  t25 = (0.00064216 .* t7 + t23) .* t15 + ((0.001243584 .* t15 - t24) .* t7 - 0.000432144 .* (t2 .* t10)) .* t0;
  t26 = 5.836060905888831 .* t25;
  t27 = 0.00020216 .* t0;
  t28 = 0.00020607455691119687 .* t0;
  t29 = 0.00164 .* t10 + (t2 .* (t15 .* (0.001243584 + t27) - t24) + (t18 + 0.000432144 .* t7) .* t10) .* t1 - t28 .* t21;
  t30 = 0.00020216 .* (t1 .* t1);
  t31 = 1.0 ./ (0.19243062612368 + t30 - t28 .* (4e-05 .* t0));
  t32 = t31 .* t29;
  t33 = t7 .* t1;
  t34 = (-0.1384816665 - 0.001243584 .* t33 + (-0.000432144 - 0.00020216 .* t33) .* t0) .* t10 + (-0.00380751875 - 5.8464e-05 .* t33 + t2 .* (t23 + (0.0001 + t30) .* t7)) .* t15;
  t35 = 0.00020607455691119687 .* t33;
  t36 = 4e-05 .* t33;
  t37 = t21 .* t35;
  t38 = t2 .* (0.00064216 + 0.001243584 .* t0) - 5.8464e-05 .* t1;
  t39 = 5.836060905888831 .* t38;
  t40 = t36 .* t28;
  t41 = t36 .* t35;
  t42 = -0.001243584 - t27;
  t43 = t7 .* (t42 .* t1) - t40;
  t44 = t31 .* t43;
  t45 = t34 - t37 - t25 .* t39 - t44 .* t29;
  t46 = t2 .* t1;
  t47 = t7 .* ((-0.0001 - t30) .* t7) + (t11 + (0.936165562438 - 0.000116928 .* t46)) - t41 - t38 .* t39 - t44 .* t43;
  t48 = t7 .* (0.0001 .* t20 + t1 .* ((0.00020216 .* t46 - 5.8464e-05) .* t15 - 0.001243584 .* t5 + t42 .* t10));
  t49 = t15 .* (0.000432144 .* t46 - 0.00380751875) - (0.6903913435 .* t5 + 0.023751 .* t3) + (-0.1384816665 - 0.000432144 .* t0) .* t10;
  t50 = 1.0 ./ t47;
  t51 = t45 .* t50;
  t52 = 0.001243584 .* t4;
  t53 = 0.001243584 .* t6;
  t54 = (t53 - t27 - 0.001243584) .* t1 .* t7 - t40;
  t55 = (t2 .* (-0.000116928 - t52) - t17) .* t1 + (0.3592922305 + 0.010956925 .* t4 - 0.384876294 .* t6 - t14 + (0.002487168 - t53) .* t0);
  t56 = t1 .* (-5.8464e-05 - t52) + (0.00064216 + t0 .* (0.001243584 - t53)) .* t2;
  t57 = 4.4322210775 + 0.02191385 .* t4 - 0.769752588 .* t6 - t14 + t0 .* (0.002487168 - 0.002487168 .* t6) + ((-0.000116928 - 0.002487168 .* t4) .* t2 - t17) .* t1;
  t58 = t55 - t41 - t56 .* t39 - t44 .* t54;
  t59 = t58 .* t50;
  t60 = 5.836060905888831 .* t56;
  t61 = t31 .* t54;
  t62 = 1.0 ./ (t57 - t41 - t60 .* t56 - t54 .* t61 - t59 .* t58);
  t63 = t48 + t49 - t37 - t25 .* t60 - t29 .* t61 - t59 .* t45;
  t64 = t63 .* t62;
  t65 = 1.0 ./ (t19 + (t12 + t16) .* t15 - t21 .* t22 - t25 .* t26 - t32 .* t29 - t51 .* t45 - t64 .* t63);
  t66 = t59 .* t64 - t51;
  t67 = t44 .* t66 - t64 .* t61 + t32;
  t68 = t66 .* t35 - t28 .* t67 - t64 .* t35 + t22;
  t69 = t65 .* t68;
  t70 = t59 .* t44 - t61;
  t71 = t70 .* t28 - t59 .* t35 + t35;
  t72 = t71 .* t62;
  t73 = t28 .* t44 - t35;
  t74 = t73 .* t50;
  t75 = t31 .* t28;
  t76 = t66 .* t39 - t60 .* t64 + t26;
  t77 = t59 .* t39 - t60;
  t78 = t69 .* t76 - (t77 .* t72 + t74 .* t39);
  t79 = t69 .* t67 - (t70 .* t72 + (t75 + t74 .* t44));
  t80 = t74 + t59 .* t72 - t69 .* t66;
  t81 = t69 .* t64 - t72;
  t82 = -t69;
  t83 = t65 .* t76;
  t84 = t77 .* t62;
  t85 = t39 .* t50;
  t86 = t70 .* t84 + t44 .* t85 + t67 .* t83;
  t87 = -(t59 .* t84 + t85 + t66 .* t83);
  t88 = t84 + t64 .* t83;
  t89 = -t83;
  t90 = t65 .* t67;
  t91 = t70 .* t62;
  t92 = t44 .* t50;
  t93 = -(t92 + t91 .* t59 + t90 .* t66);
  t94 = t90 .* t64 + t91;
  t95 = -t90;
  t96 = t65 .* t66;
  t97 = t59 .* t62;
  t98 = -(t96 .* t64 + t97);
  t99 = t65 .* t64;
  t100 = -t99;
  t101 = t3 .* qd(1, :);
  t102 = t5 .* qd(1, :);
  t103 = t101 .* t4 - t102 .* t6;
  t104 = qd(4, :) + t103;
  t105 = t101 .* t6 + t102 .* t4;
  t106 = qd(3, :) + qd(2, :);
  t107 = t2 .* t105 - t106 .* t7;
  t108 = t1 .* t104 + t107 .* t0;
  t109 = t2 .* t106 + t105 .* t7;
  t110 = t109 + qd(5, :);
  t111 = t0 .* t104 - t107 .* t1;
  t112 = 4e-05 .* (qd(6, :) + t111);
  t113 = (t108 .* t8 - t110 .* t9) .* t112;
  t114 = t112 .* (t108 .* t9 + t110 .* t8);
  t115 = t105 .* t103;
  t116 = t103 .* t103;
  t117 = t106 .* t106;
  t118 = t117 + t116;
  t119 = t102 .* t101;
  t120 = 0.4318 .* t119 + 9.81 .* t3;
  t121 = t101 .* t101;
  t122 = t101 .* qd(2, :);
  t123 = qd(2, :) .* qd(2, :);
  t124 = 9.81 .* t5 - 0.4318 .* (t121 + t123);
  t125 = t120 .* t6 + t124 .* t4;
  t126 = t120 .* t4 - t124 .* t6;
  t127 = t125 + (0.4318 .* t115 - 0.0203 .* t118);
  t128 = t102 .* qd(2, :);
  t129 = t102 .* t102;
  t130 = t122 .* t4 - t128 .* t6 + qd(3, :) .* t103;
  t131 = t106 .* t103;
  t132 = t106 .* t105;
  t133 = t130 + t131;
  t134 = t128 .* t4 + t122 .* t6 + t105 .* qd(3, :);
  t135 = t105 .* t105;
  t136 = 0.025375 .* t126 - 0.89133 .* t125 + (0.0047376 .* t134 - (0.3326198455 .* t115 + (0.011273199 .* (t135 - t116) + 0.0047376 .* t132)));
  t137 = t135 + t117;
  t138 = 0.011273199 .* t132 - 0.0047376 .* (t116 - t117) + 0.3586500705 .* t131 + (0.3326198455 .* t130 + 0.011273199 .* t134);
  t139 = t132 + t134;
  t140 = 0.4318 .* (t128 + t128) - 0.15005 .* (t129 + t121);
  t141 = 0.0047376 .* t115 - 0.011273199 .* t131 - 0.026030225 .* t132 - 0.011273199 .* t130 - 0.025375 .* t140;
  t142 = 0.4318 .* t133 + 0.0203 .* t139 + t140;
  t143 = t108 .* t111;
  t144 = t107 .* qd(4, :) + t130 .* t7;
  t145 = 0.00064216 .* t144 - 0.00024216 .* t143 - 0.00288 .* (t1 .* (t126 + (0.0203 .* t115 - 0.4318 .* t137)) + t0 .* (t2 .* t127 - t7 .* t142));
  t146 = 0.00288 .* (t143 - t144);
  t147 = t113 .* t8 + t9 .* t114 + t145;
  t148 = t2 .* t130 - t109 .* qd(4, :);
  t149 = t147 + 0.0013 .* (t107 .* t104);
  t150 = t0 .* t148 - t134 .* t1 + qd(5, :) .* t111;
  t151 = t110 .* t111;
  t152 = 0.00288 .* (t2 .* t142 + t7 .* t127) + (0.00024216 .* t150 + 0.00064216 .* t151) + (t113 .* t9 - t8 .* t114);
  t153 = 0.00288 .* (t151 + t150);
  t154 = 4e-05 .* (t108 .* qd(5, :) + (t1 .* t148 + t0 .* t134));
  t155 = 0.0004 .* (t110 .* t108) + t154;
  t156 = t152 .* t0 + t1 .* t155 + (0.0003 .* t148 - 0.0016 .* (t109 .* t104));
  t157 = t152 .* t1 - t0 .* t155 + (0.0003 .* (t107 .* t109) - 0.0016 .* t134);
  t158 = 0.00288 .* (t108 .* t108 + t110 .* t110);
  t159 = t158 .* t1 + t0 .* t146;
  t160 = t1 .* t146 - t158 .* t0;
  t161 = 0.025375 .* t115 - 0.89133 .* t137 + t160;
  t162 = t2 .* t153 - t7 .* t159;
  t163 = 0.89133 .* t140 + t138 + (t149 .* t7 + t2 .* t156) + 0.4318 .* t162;
  t164 = t7 .* t153 + t2 .* t159;
  t165 = 0.0203 .* t160 - 0.4318 .* t164 + (t136 + (t149 .* t2 - t7 .* t156));
  t166 = 0.89133 .* t115 - 0.025375 .* t118 + t164;
  t167 = t141 + t157 - 0.0203 .* t162;
  t168 = 0.0070992 .* t122;
  t169 = t167 .* t4 + t163 .* t6 + (0.023751 .* t119 - t168 - 0.6903913435 .* (t123 - t129) - 3.349975204 .* t128 - t168);
  t170 = (0.15005 .* (t166 .* t4 - t161 .* t6) - 0.4318 .* (0.025375 .* t139 + 0.89133 .* t133 + t162) + t169) .* t3;
  t171 = t161 .* t4 + t166 .* t6;
  t172 = 0.0070992 .* t128;
  t173 = t172 - 1.601861202 .* t122 + (1.748114002 .* t122 + (t172 - 0.6903913435 .* t119 - 0.023751 .* (t121 - t123)));
  t174 = 0.6903913435 .* t122;
  t175 = 0.023751 .* t128;
  t176 = 37.2347379 .* t3 - 1.024164 .* t5 + (t175 - t174 + (1.601861202 .* t119 + (t174 - t175 - 0.0070992 .* (t129 - t121))));
  t177 = sign(qd(1, :));
  t178 = t170 + (t173 + (t163 .* t4 - t167 .* t6) - 0.15005 .* t171) .* t5 + (25.9836065 .* t177 + 5.8018217679508 .* qd(1, :));
  t179 = sign(qd(6, :));
  t180 = tau(6, :) - (0.2158232532732 .* qd(6, :) + 0.55443978 .* t179 - t154);
  t181 = sign(qd(5, :));
  t182 = tau(5, :) - (t147 + (0.4272830209354 .* qd(5, :) + 0.85444524 .* t181));
  t183 = sign(qd(4, :));
  t184 = tau(4, :) - (0.411645229697152 .* qd(4, :) + 1.06831142 .* t183 + t157) - t180 .* t28;
  t185 = sign(qd(3, :));
  t186 = t180 .* t35;
  t187 = tau(3, :) - (t165 + (6.36419655 .* t185 + 3.9804259903722 .* qd(3, :))) - t186 - t182 .* t39 - t44 .* t184;
  t188 = sign(qd(2, :));
  t189 = tau(2, :) - (t165 + t176 + 0.4318 .* t171 + (10.6197775 .* t188 + 9.496868641825 .* qd(2, :))) - t186;
  t190 = t189 - t60 .* t182 - t184 .* t61 - t59 .* t187;
  t191 = t65 .* (tau(1, :) - t178 - t180 .* t22 - t182 .* t26 - t32 .* t184 - t51 .* t187 - t190 .* t64);
  t192 = t190 .* t62 - t191 .* t64;
  t193 = t187 .* t50 - t192 .* t59 - t51 .* t191;
  t194 = t31 .* t184 - t193 .* t44 - t192 .* t61 - t32 .* t191;
  qdd(1, :) = t191;
  qdd(2, :) = t192;
  qdd(3, :) = t193;
  qdd(4, :) = t194;
  qdd(5, :) = 5.836060905888831 .* t182 - t193 .* t39 - t192 .* t60 - t191 .* t26;
  qdd(6, :) = 5.1518639227799214 .* t180 - t28 .* t194 - t193 .* t35 - t192 .* t35 - t191 .* t22;
  dqdd_dtau(1, :) = t65;
  dqdd_dtau(2, :) = t100;
  dqdd_dtau(3, :) = t96;
  dqdd_dtau(4, :) = t95;
  dqdd_dtau(5, :) = t89;
  dqdd_dtau(6, :) = t82;
  dqdd_dtau(7, :) = t100;
  dqdd_dtau(8, :) = t64 .* t99 + t62;
  dqdd_dtau(9, :) = t98;
  dqdd_dtau(10, :) = t94;
  dqdd_dtau(11, :) = t88;
  dqdd_dtau(12, :) = t81;
  dqdd_dtau(13, :) = t96;
  dqdd_dtau(14, :) = t98;
  dqdd_dtau(15, :) = t96 .* t66 + (t59 .* t97 + t50);
  dqdd_dtau(16, :) = t93;
  dqdd_dtau(17, :) = t87;
  dqdd_dtau(18, :) = t80;
  dqdd_dtau(19, :) = t95;
  dqdd_dtau(20, :) = t94;
  dqdd_dtau(21, :) = t93;
  dqdd_dtau(22, :) = t91 .* t70 + (t31 + t44 .* t92) + t90 .* t67;
  dqdd_dtau(23, :) = t86;
  dqdd_dtau(24, :) = t79;
  dqdd_dtau(25, :) = t89;
  dqdd_dtau(26, :) = t88;
  dqdd_dtau(27, :) = t87;
  dqdd_dtau(28, :) = t86;
  dqdd_dtau(29, :) = 5.836060905888831 + t39 .* t85 + t77 .* t84 + t76 .* t83;
  dqdd_dtau(30, :) = t78;
  dqdd_dtau(31, :) = t82;
  dqdd_dtau(32, :) = t81;
  dqdd_dtau(33, :) = t80;
  dqdd_dtau(34, :) = t79;
  dqdd_dtau(35, :) = t78;
  dqdd_dtau(36, :) = t71 .* t72 + (t74 .* t73 + (5.1518639227799214 + t28 .* t75)) + t69 .* t68;
  [dtau_dq, dtau_dqd] = puma560.inverse_dynamics_derivatives(q, qd, qdd);
  dtau_dq = reshape(permute(dtau_dq, [2 1 3]), 36, k);
  dtau_dqd = reshape(permute(dtau_dqd, [2 1 3]), 36, k);
  [dqdd_dq, dqdd_dqd] = derivative_columns(dqdd_dtau, dtau_dq, dtau_dqd);
  dqdd_dq = permute(reshape(dqdd_dq, 6, 6, k), [2 1 3]);
  dqdd_dqd = permute(reshape(dqdd_dqd, 6, 6, k), [2 1 3]);
  dqdd_dtau = permute(reshape(dqdd_dtau, 6, 6, k), [2 1 3]);
end

function [dqdd_dq, dqdd_dqd] = derivative_columns(dqdd_dtau, dtau_dq, dtau_dqd)
% M qdd = tau - b(q, qd), so M d qdd / d x = -d tau / d x at this qdd
% (inverse_dynamics_derivatives), and d qdd / d tau = M^-1, written by the
% factorisation that gave qdd: each Jacobian is -M^-1 d tau / d x, its
% rows independent of one another.
  states = size(dqdd_dtau, 2);
  dqdd_dq = zeros(6 * 6, states);
  dqdd_dqd = zeros(6 * 6, states);
  for i = 0:5
    for c = 0:5
      for k = 0:5
        a = dqdd_dtau(i * 6 + k + 1, :);
        dqdd_dq(i * 6 + c + 1, :) = dqdd_dq(i * 6 + c + 1, :) - a .* dtau_dq(k * 6 + c + 1, :);
        dqdd_dqd(i * 6 + c + 1, :) = dqdd_dqd(i * 6 + c + 1, :) - a .* dtau_dqd(k * 6 + c + 1, :);
      end
    end
  end
end

