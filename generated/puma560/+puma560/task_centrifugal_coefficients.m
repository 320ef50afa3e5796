function [Cx, status] = task_centrifugal_coefficients(q)
%TASK_CENTRIFUGAL_COEFFICIENTS Cx(q), kDof x kDof: coefficients of qd_j^2 in Jx^T Vx (C's shape). Returns the task status.
%   q: 6 x k, one column per state.
%   Cx: 6 x 6 x k.
%   status: 1 x k, the task status of each state.
%
% puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
% Each function's "Built from" line names its route.
% Do not edit; regenerate with the command below instead.
% Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
% Command: nedyn generate puma560.yaml --language matlab
%
% Built from: calls mass_matrix, task_jacobian, centrifugal_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
% 1173 multiplications, 1052 additions, 12 divisions, 6 function calls. The solves included. Besides the functions it calls.
  k = size(q, 2);
  if size(q, 1) ~= 6 || size(q, 2) ~= k || ndims(q) > 2
    error('puma560:shape', 'q: expected 6 x k, one column per state (k from the first argument)');
  end
  Cx = zeros(36, k);
  H = zeros(36, k);
  M = puma560.mass_matrix(q);
  M = reshape(permute(M, [2 1 3]), 36, k);
  J = puma560.task_jacobian(q);
  J = reshape(permute(J, [2 1 3]), 36, k);
  K = puma560.centrifugal_coefficients(q);
  K = reshape(permute(K, [2 1 3]), 36, k);
  t0 = cos(q(2, :));
  t1 = sin(q(1, :));
  t2 = cos(q(3, :));
  t3 = sin(q(2, :));
  t4 = sin(q(3, :));
  t5 = cos(q(1, :));
  t6 = t0 .* t1;
  t7 = t6 .* t2;
  t8 = t1 .* t3;
  t9 = t8 .* t4;
  t10 = t8 .* t2 + t6 .* t4;
  t11 = 0.4318 .* (t7 - t9) + 0.0203 .* t10;
  t12 = t0 .* t5;
  t13 = t3 .* t5;
  t14 = t12 .* t2 - t13 .* t4;
  t15 = t13 .* t2 + t12 .* t4;
  t16 = 0.4318 .* t14 + 0.0203 .* t15;
  t17 = 0.0203 .* (t0 .* t2 - t3 .* t4) - 0.4318 .* (t0 .* t4 + t3 .* t2);
  t18 = 0.4318 .* t0 + t17;
  H(1, :) = -(0.15005 .* t1 + 0.4318 .* t12 + (0.0203 .* t14 - 0.4318 .* t15));
  H(2, :) = -(t18 .* t5);
  H(3, :) = -(t5 .* t17);
  H(4, :) = 0.0;
  H(5, :) = 0.0;
  H(6, :) = 0.0;
  H(7, :) = 0.4318 .* t10 + 0.0203 .* (t9 - t7) + (0.15005 .* t5 - 0.4318 .* t6);
  H(8, :) = -(t18 .* t1);
  H(9, :) = -(t1 .* t17);
  H(10, :) = 0.0;
  H(11, :) = 0.0;
  H(12, :) = 0.0;
  H(13, :) = 0.0;
  H(14, :) = -((t16 + 0.4318 .* t13) .* t5 + (t11 + 0.4318 .* t8) .* t1);
  H(15, :) = -(t1 .* t11 + t16 .* t5);
  H(16, :) = 0.0;
  H(17, :) = 0.0;
  H(18, :) = 0.0;
  H(19, :) = 0.0;
  H(20, :) = 0.0;
  H(21, :) = 0.0;
  H(22, :) = 0.0;
  H(23, :) = 0.0;
  H(24, :) = 0.0;
  H(25, :) = 0.0;
  H(26, :) = 0.0;
  H(27, :) = 0.0;
  H(28, :) = 0.0;
  H(29, :) = 0.0;
  H(30, :) = 0.0;
  H(31, :) = 0.0;
  H(32, :) = 0.0;
  H(33, :) = 0.0;
  H(34, :) = 0.0;
  H(35, :) = 0.0;
  H(36, :) = 0.0;
  [Cx, status] = task_space_solve(M, J, K, H, 6, true);
  Cx = permute(reshape(Cx, 6, 6, k), [2 1 3]);
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

