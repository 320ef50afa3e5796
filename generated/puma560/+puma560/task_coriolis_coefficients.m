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
% 2331 multiplications, 2204 additions, 12 divisions, 10 function calls. The solves included. Besides the functions it calls.
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

function [A, status] = ldlt_in_place(A, n, relative, failure, status)
% A = L D L' (n x n, row-major, lower triangle read): unit L below the
% diagonal, 1 / D_jj on it. `failure` where a pivot is not above
% relative * A_jj and the status was 0.
  k = size(A, 2);
  d = zeros(n, k);
  v = zeros(n, k);
  for j = 1:n
    pivot = A((j - 1) * n + j, :);
    for c = 1:j - 1
      v(c, :) = A((j - 1) * n + c, :) .* d(c, :);
      pivot = pivot - A((j - 1) * n + c, :) .* v(c, :);
    end
    status(status == 0 & ~(pivot > relative * A((j - 1) * n + j, :))) = failure;
    d(j, :) = pivot;
    inverse = 1 ./ pivot;
    A((j - 1) * n + j, :) = inverse;
    for i = j + 1:n
      s = A((i - 1) * n + j, :);
      for c = 1:j - 1
        s = s - A((i - 1) * n + c, :) .* v(c, :);
      end
      A((i - 1) * n + j, :) = s .* inverse;
    end
  end
end

function [M, Yd, A, status] = task_space_factor(M, J)
% The LDL' factors of M and of A = J M^-1 J', Yd = D^-1 L^-1 J', and the
% status of each state (templates/task_space.mustache).
  n = 6;
  m = 6;
  k = size(M, 2);
  status = zeros(1, k);
  [M, status] = ldlt_in_place(M, n, 0, 2, status);
  Y = zeros(n * m, k);
  Yd = zeros(n * m, k);
  for r = 1:m
    for i = 1:n
      s = J((r - 1) * n + i, :);
      for c = 1:i - 1
        s = s - M((i - 1) * n + c, :) .* Y((c - 1) * m + r, :);
      end
      Y((i - 1) * m + r, :) = s;
      Yd((i - 1) * m + r, :) = s .* M((i - 1) * n + i, :);
    end
  end
  A = zeros(m * m, k);
  for r = 1:m
    for c = 1:r
      s = zeros(1, k);
      for i = 1:n
        s = s + Yd((i - 1) * m + r, :) .* Y((i - 1) * m + c, :);
      end
      A((r - 1) * m + c, :) = s;
    end
  end
  [A, status] = ldlt_in_place(A, m, 1e-10, 1, status);
end

function Mx = task_space_inverse(A)
% Mx = A^-1 = W' Da^-1 W with W = La^-1.
  m = 6;
  k = size(A, 2);
  W = zeros(m * m, k);
  Mx = zeros(m * m, k);
  for c = 1:m
    W((c - 1) * m + c, :) = 1;
    for i = c + 1:m
      s = -A((i - 1) * m + c, :);
      for j = c + 1:i - 1
        s = s - A((i - 1) * m + j, :) .* W((j - 1) * m + c, :);
      end
      W((i - 1) * m + c, :) = s;
    end
  end
  for r = 1:m
    for c = 1:r
      s = zeros(1, k);
      for i = r:m
        s = s + W((i - 1) * m + r, :) .* A((i - 1) * m + i, :) .* W((i - 1) * m + c, :);
      end
      Mx((r - 1) * m + c, :) = s;
      Mx((c - 1) * m + r, :) = s;
    end
  end
end

function [out, status] = task_space_solve(M, J, K, H, columns, joint_space)
% A^-1 (Yd' L^-1 K - H) (task x columns), or J' times it (dof x columns), or
% Mx for K and H empty; zero where the status is not 0.
  n = 6;
  m = 6;
  k = size(M, 2);
  [M, Yd, A, status] = task_space_factor(M, J);
  if isempty(K) && isempty(H)
    out = task_space_inverse(A);
  else
    if joint_space
      out = zeros(n * columns, k);
    else
      out = zeros(m * columns, k);
    end
    for c = 1:columns
      z = zeros(n, k);
      if ~isempty(K)
        for i = 1:n
          s = K((i - 1) * columns + c, :);
          for j = 1:i - 1
            s = s - M((i - 1) * n + j, :) .* z(j, :);
          end
          z(i, :) = s;
        end
      end
      y = zeros(m, k);
      for r = 1:m
        s = zeros(1, k);
        if ~isempty(H)
          s = -H((r - 1) * columns + c, :);
        end
        if ~isempty(K)
          for i = 1:n
            s = s + Yd((i - 1) * m + r, :) .* z(i, :);
          end
        end
        y(r, :) = s;
      end
      for i = 1:m
        for j = 1:i - 1
          y(i, :) = y(i, :) - A((i - 1) * m + j, :) .* y(j, :);
        end
      end
      for i = 1:m
        y(i, :) = y(i, :) .* A((i - 1) * m + i, :);
      end
      for i = m:-1:1
        for j = i + 1:m
          y(i, :) = y(i, :) - A((j - 1) * m + i, :) .* y(j, :);
        end
      end
      if joint_space
        for i = 1:n
          s = zeros(1, k);
          for r = 1:m
            s = s + J((r - 1) * n + i, :) .* y(r, :);
          end
          out((i - 1) * columns + c, :) = s;
        end
      else
        for r = 1:m
          out((r - 1) * columns + c, :) = y(r, :);
        end
      end
    end
  end
  out(:, status ~= 0) = 0;
end

function [Mx, Vx, Gx, status] = task_space_terms(M, J, V, G, h)
% Mx, Vx = Mx (Jx M^-1 V - h), Gx = Mx Jx M^-1 G from one factorisation.
  n = 6;
  m = 6;
  k = size(M, 2);
  [M, Yd, A, status] = task_space_factor(M, J);
  zv = zeros(n, k);
  zg = zeros(n, k);
  for i = 1:n
    sv = V(i, :);
    sg = G(i, :);
    for j = 1:i - 1
      sv = sv - M((i - 1) * n + j, :) .* zv(j, :);
      sg = sg - M((i - 1) * n + j, :) .* zg(j, :);
    end
    zv(i, :) = sv;
    zg(i, :) = sg;
  end
  yv = zeros(m, k);
  yg = zeros(m, k);
  for r = 1:m
    sv = -h(r, :);
    sg = zeros(1, k);
    for i = 1:n
      sv = sv + Yd((i - 1) * m + r, :) .* zv(i, :);
      sg = sg + Yd((i - 1) * m + r, :) .* zg(i, :);
    end
    yv(r, :) = sv;
    yg(r, :) = sg;
  end
  Mx = task_space_inverse(A);
  Vx = zeros(m, k);
  Gx = zeros(m, k);
  for r = 1:m
    for c = 1:m
      Vx(r, :) = Vx(r, :) + Mx((r - 1) * m + c, :) .* yv(c, :);
      Gx(r, :) = Gx(r, :) + Mx((r - 1) * m + c, :) .* yg(c, :);
    end
  end
  Mx(:, status ~= 0) = 0;
  Vx(:, status ~= 0) = 0;
  Gx(:, status ~= 0) = 0;
end

function h = task_rows_of(a)
% The task's rows (x, y, z, wx, wy, wz) of a 6-vector such as Jdot qd.
  h = a([1 2 3 4 5 6], :);
end

