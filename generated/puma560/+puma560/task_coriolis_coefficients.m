function [Bx, status] = task_coriolis_coefficients(q)
%TASK_CORIOLIS_COEFFICIENTS Bx(q), kDof x kDof(kDof-1)/2: Jx^T Vx = Bx [qd qd] + Cx [qd^2], pairs j < k in lexicographic order (B's shape). Returns the task status.
%   q: 6 x k, one column per state.
%   Bx: 6 x 15 x k.
%   status: 1 x k, the task status of each state.
%
% puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
% Each function's "Built from" line names its route.
% Do not edit; regenerate with the command below instead.
% Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
% Command: nedyn generate puma560.yaml --language matlab
%
% Built from: calls mass_matrix, task_jacobian, coriolis_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
% 2325 multiplications, 2204 additions, 12 divisions, 10 function calls. The solves included. Besides the functions it calls.
  k = size(q, 2);
  if size(q, 1) ~= 6 || size(q, 2) ~= k || ndims(q) > 2
    error('puma560:shape', 'q: expected 6 x k, one column per state (k from the first argument)');
  end
  Bx = zeros(90, k);
  H = zeros(90, k);
  M = puma560.mass_matrix(q);
  M = reshape(permute(M, [2 1 3]), 36, k);
  J = puma560.task_jacobian(q);
  J = reshape(permute(J, [2 1 3]), 36, k);
  K = puma560.coriolis_coefficients(q);
  K = reshape(permute(K, [2 1 3]), 90, k);
  t0 = cos(q(2, :));
  t1 = sin(q(3, :));
  t2 = sin(q(2, :));
  t3 = cos(q(3, :));
  t4 = cos(q(4, :));
  t5 = cos(q(5, :));
  t6 = sin(q(5, :));
  t7 = sin(q(4, :));
  t8 = sin(q(1, :));
  t9 = cos(q(1, :));
  t10 = t0 .* t1 + t2 .* t3;
  t11 = t4 .* t10;
  t12 = t0 .* t3 - t2 .* t1;
  t13 = -(t6 .* (t4 .* t12) + t5 .* t10);
  t14 = t7 .* t12;
  t15 = -t10;
  t16 = t8 .* t2;
  t17 = t0 .* t8;
  t18 = t16 .* t3 + t17 .* t1;
  t19 = t17 .* t3;
  t20 = 0.4318 .* t17;
  t21 = t16 .* t1;
  t22 = 0.4318 .* t16;
  t23 = t19 - t21;
  t24 = t21 - t19;
  t25 = t7 .* t9;
  t26 = t25 + t4 .* t23;
  t27 = t4 .* t9;
  t28 = t6 .* (t4 .* t18) - t23 .* t5;
  t29 = -(t7 .* t18);
  t30 = t2 .* t9;
  t31 = t0 .* t9;
  t32 = t30 .* t3 + t31 .* t1;
  t33 = t31 .* t3;
  t34 = 0.15005 .* t8 + 0.4318 .* t31;
  t35 = t30 .* t1;
  t36 = 0.4318 .* t30;
  t37 = t33 - t35;
  t38 = t35 - t33;
  t39 = t37 .* t4 - t7 .* t8;
  t40 = t4 .* t8 + t37 .* t7;
  t41 = t4 .* t32 .* t6 - t37 .* t5;
  t42 = -(t32 .* t7);
  t43 = 0.4318 .* t37 + 0.0203 .* t32;
  t44 = t34 + (0.0203 .* t37 - 0.4318 .* t32);
  t45 = (t44 - t34) .* t8;
  t46 = t44 .* t8;
  t47 = t43 + t36;
  t48 = 0.4318 .* t23 + 0.0203 .* t18;
  t49 = t48 + t22;
  t50 = 0.4318 .* t18;
  t51 = 0.15005 .* t9;
  t52 = t20 - t51;
  t53 = t51 - t20;
  t54 = t52 + (0.0203 .* t23 - t50);
  t55 = t50 + 0.0203 .* t24 + t53;
  t56 = 0.0203 .* t12 - 0.4318 .* t10;
  t57 = 0.4318 .* t0;
  t58 = t57 + t56 - t57;
  t59 = 0.4318 .* t2;
  t60 = t59 + (0.4318 .* t12 + 0.0203 .* t10);
  t61 = t60 - t59;
  H(1, :) = t49 + t60 .* t8;
  H(2, :) = t48 + t61 .* t8;
  H(3, :) = 0.0;
  H(4, :) = 0.0;
  H(5, :) = 0.0;
  H(6, :) = -(t58 .* t9 + t9 .* t56);
  H(7, :) = 0.0;
  H(8, :) = 0.0;
  H(9, :) = 0.0;
  H(10, :) = 0.0;
  H(11, :) = 0.0;
  H(12, :) = 0.0;
  H(13, :) = 0.0;
  H(14, :) = 0.0;
  H(15, :) = 0.0;
  H(16, :) = -(t47 + t60 .* t9);
  H(17, :) = -(t43 + t61 .* t9);
  H(18, :) = 0.0;
  H(19, :) = 0.0;
  H(20, :) = 0.0;
  H(21, :) = -(t58 .* t8 + t8 .* t56);
  H(22, :) = 0.0;
  H(23, :) = 0.0;
  H(24, :) = 0.0;
  H(25, :) = 0.0;
  H(26, :) = 0.0;
  H(27, :) = 0.0;
  H(28, :) = 0.0;
  H(29, :) = 0.0;
  H(30, :) = 0.0;
  H(31, :) = t55 .* t9 - t46 + (t54 .* t9 + t46);
  H(32, :) = t9 .* (t54 - t52) + t45 + (t9 .* (t55 - t53) - t45);
  H(33, :) = 0.0;
  H(34, :) = 0.0;
  H(35, :) = 0.0;
  H(36, :) = (t36 - t47) .* t9 + (t22 - t49) .* t8 - (t8 .* t48 + t43 .* t9);
  H(37, :) = 0.0;
  H(38, :) = 0.0;
  H(39, :) = 0.0;
  H(40, :) = 0.0;
  H(41, :) = 0.0;
  H(42, :) = 0.0;
  H(43, :) = 0.0;
  H(44, :) = 0.0;
  H(45, :) = 0.0;
  H(46, :) = t9;
  H(47, :) = t9;
  H(48, :) = t18;
  H(49, :) = t24 .* t7 + t27;
  H(50, :) = t5 .* t18 - (t24 .* t4 - t25) .* t6;
  H(51, :) = 0.0;
  H(52, :) = t38;
  H(53, :) = t42;
  H(54, :) = t41;
  H(55, :) = t38;
  H(56, :) = t42;
  H(57, :) = t41;
  H(58, :) = t39;
  H(59, :) = t40 .* t6;
  H(60, :) = t32 .* t6 - t5 .* t39;
  H(61, :) = t8;
  H(62, :) = t8;
  H(63, :) = -t32;
  H(64, :) = t40;
  H(65, :) = -(t5 .* t32 + t39 .* t6);
  H(66, :) = 0.0;
  H(67, :) = t24;
  H(68, :) = t29;
  H(69, :) = t28;
  H(70, :) = t24;
  H(71, :) = t29;
  H(72, :) = t28;
  H(73, :) = t26;
  H(74, :) = -((t27 - t23 .* t7) .* t6);
  H(75, :) = t18 .* t6 - t5 .* t26;
  H(76, :) = 0.0;
  H(77, :) = 0.0;
  H(78, :) = 0.0;
  H(79, :) = 0.0;
  H(80, :) = 0.0;
  H(81, :) = 0.0;
  H(82, :) = t15;
  H(83, :) = t14;
  H(84, :) = t13;
  H(85, :) = t15;
  H(86, :) = t14;
  H(87, :) = t13;
  H(88, :) = t11;
  H(89, :) = t7 .* t10 .* t6;
  H(90, :) = -(t5 .* t11 + t6 .* t12);
  [Bx, status] = task_space_solve(M, J, K, H, 15, true);
  Bx = permute(reshape(Bx, 15, 6, k), [2 1 3]);
end

function [M, Yd, A, status] = task_space_factor(M, J)
% Task-space terms from M (lower triangle) and the task's Jacobian rows J
% (kTask x n) by LDL^T factorisations, free of square roots: M = L D L^T,
% Y = L^-1 J^T, Yd = D^-1 Y (n x kTask), A = J M^-1 J^T = Yd^T Y = La Da La^T
% (Khatib: Mx = A^-1, Jbar^T K = Mx Yd^T L^-1 K). The unit lower factors
% overwrite M and A in place, their diagonals holding 1 / D_jj: one division
% per pivot, none in the solves. Status 1 if a pivot of A is at most
% kTaskSingularity A_kk (the task's rows dependent in M^-1's metric); 2 if M
% is not positive definite.
  states = size(M, 2);
  status = zeros(1, states);
  Yd = zeros(6 * 6, states);
  A = zeros(6 * 6, states);
  d = zeros(6, states);
  v = zeros(6, states);
  for j = 0:5
    pivot = M(j * 6 + j + 1, :);
    for k = 0:j - 1
      v(k + 1, :) = M(j * 6 + k + 1, :) .* d(k + 1, :);
      pivot = pivot - M(j * 6 + k + 1, :) .* v(k + 1, :);
    end
    status(status == 0 & ~(pivot > 0)) = 2;
    d(j + 1, :) = pivot;
    inverse = 1 ./ pivot;
    M(j * 6 + j + 1, :) = inverse;
    for i = j + 1:5
      s = M(i * 6 + j + 1, :);
      for k = 0:j - 1
        s = s - M(i * 6 + k + 1, :) .* v(k + 1, :);
      end
      M(i * 6 + j + 1, :) = s .* inverse;
    end
  end
  Y = zeros(6 * 6, states);
  for r = 0:5  % column r of Y: L y = row r of J
    for i = 0:5
      s = J(r * 6 + i + 1, :);
      for k = 0:i - 1
        s = s - M(i * 6 + k + 1, :) .* Y(k * 6 + r + 1, :);
      end
      Y(i * 6 + r + 1, :) = s;
      Yd(i * 6 + r + 1, :) = s .* M(i * 6 + i + 1, :);
    end
  end
  for r = 0:5
    for c = 0:r
      s = 0;
      for i = 0:5
        s = s + Yd(i * 6 + r + 1, :) .* Y(i * 6 + c + 1, :);
      end
      A(r * 6 + c + 1, :) = s;
    end
  end
  d = zeros(6, states);
  v = zeros(6, states);
  for j = 0:5
    pivot = A(j * 6 + j + 1, :);
    for k = 0:j - 1
      v(k + 1, :) = A(j * 6 + k + 1, :) .* d(k + 1, :);
      pivot = pivot - A(j * 6 + k + 1, :) .* v(k + 1, :);
    end
    status(status == 0 & ~(pivot > 1e-10 .* A(j * 6 + j + 1, :))) = 1;
    d(j + 1, :) = pivot;
    inverse = 1 ./ pivot;
    A(j * 6 + j + 1, :) = inverse;
    for i = j + 1:5
      s = A(i * 6 + j + 1, :);
      for k = 0:j - 1
        s = s - A(i * 6 + k + 1, :) .* v(k + 1, :);
      end
      A(i * 6 + j + 1, :) = s .* inverse;
    end
  end
end

function Mx = task_space_inverse(A)
% Mx = A^-1 = W^T Da^-1 W with W = La^-1 (unit lower triangular).
  states = size(A, 2);
  Mx = zeros(6 * 6, states);
  W = zeros(6 * 6, states);
  for c = 0:5  % column c of W: La w = e_c
    W(c * 6 + c + 1, :) = 1;
    for i = c + 1:5
      s = -A(i * 6 + c + 1, :);
      for k = c + 1:i - 1
        s = s - A(i * 6 + k + 1, :) .* W(k * 6 + c + 1, :);
      end
      W(i * 6 + c + 1, :) = s;
    end
  end
  for r = 0:5
    for c = 0:r
      s = 0;
      for i = r:5
        s = s + W(i * 6 + r + 1, :) .* A(i * 6 + i + 1, :) .* W(i * 6 + c + 1, :);
      end
      Mx(r * 6 + c + 1, :) = s;
      Mx(c * 6 + r + 1, :) = s;
    end
  end
end

function [out, status] = task_space_solve(M, J, K, H, columns, joint_space)
% One task term: out = A^-1 (Yd^T L^-1 K - H), kTask x columns, or J^T times
% that, n x columns (joint_space); K n x columns and H kTask x columns
% (absent: zero); Mx for K and H absent. The status of task_space_factor;
% out is all zero unless it is 0. M is overwritten.
  states = size(M, 2);
  [M, Yd, A, status] = task_space_factor(M, J);
  if isempty(K) && isempty(H)
    out = task_space_inverse(A);
  else
    if joint_space
      out = zeros(6 * columns, states);
    else
      out = zeros(6 * columns, states);
    end
    for c = 0:columns - 1
      z = zeros(6, states);
      y = zeros(6, states);
      if ~isempty(K)
        for i = 0:5  % L z = column c of K
          s = K(i * columns + c + 1, :);
          for k = 0:i - 1
            s = s - M(i * 6 + k + 1, :) .* z(k + 1, :);
          end
          z(i + 1, :) = s;
        end
      end
      for r = 0:5  % y = Yd^T z - column c of H
        s = 0;
        if ~isempty(H)
          s = -H(r * columns + c + 1, :);
        end
        if ~isempty(K)
          for i = 0:5
            s = s + Yd(i * 6 + r + 1, :) .* z(i + 1, :);
          end
        end
        y(r + 1, :) = s;
      end
      for i = 0:5
        for k = 0:i - 1
          y(i + 1, :) = y(i + 1, :) - A(i * 6 + k + 1, :) .* y(k + 1, :);
        end
      end
      for i = 0:5
        y(i + 1, :) = y(i + 1, :) .* A(i * 6 + i + 1, :);
      end
      for i = 5:-1:0
        for k = i + 1:5
          y(i + 1, :) = y(i + 1, :) - A(k * 6 + i + 1, :) .* y(k + 1, :);
        end
      end
      if joint_space
        for i = 0:5
          s = 0;
          for r = 0:5
            s = s + J(r * 6 + i + 1, :) .* y(r + 1, :);
          end
          out(i * columns + c + 1, :) = s;
        end
      else
        for r = 0:5
          out(r * columns + c + 1, :) = y(r + 1, :);
        end
      end
    end
  end
  out(:, status ~= 0) = 0;
end

