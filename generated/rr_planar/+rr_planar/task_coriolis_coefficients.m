function [Bx, status] = task_coriolis_coefficients(p, q)
%TASK_CORIOLIS_COEFFICIENTS Bx(q), kDof x kDof(kDof-1)/2: Jx^T Vx = Bx [qd qd] + Cx [qd^2], pairs j < k in lexicographic order (B's shape). Returns the task status.
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   Bx: 2 x 1 x k.
%   status: 1 x k, the task status of each state.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: calls mass_matrix, task_jacobian, coriolis_coefficients; LDL^T factorisations of M and Jx M^-1 Jx^T; coefficients of Jdot qd.
% 43 multiplications, 31 additions, 4 divisions, 4 function calls. The solves included. Besides the functions it calls.
  k = size(q, 2);
  if size(q, 1) ~= 2 || size(q, 2) ~= k || ndims(q) > 2
    error('rr_planar:shape', 'q: expected 2 x k, one column per state (k from the first argument)');
  end
  Bx = zeros(2, k);
  H = zeros(2, k);
  M = rr_planar.mass_matrix(p, q);
  M = reshape(permute(M, [2 1 3]), 4, k);
  J = rr_planar.task_jacobian(p, q);
  J = reshape(permute(J, [2 1 3]), 4, k);
  K = rr_planar.coriolis_coefficients(p, q);
  K = reshape(permute(K, [2 1 3]), 2, k);
  t0 = cos(q(2, :));
  t1 = sin(q(1, :));
  t2 = sin(q(2, :));
  t3 = cos(q(1, :));
  t4 = (t0 .* t1 + t2 .* t3) .* p.l2;
  t5 = p.l1 .* t1;
  t6 = p.l2 .* (t0 .* t3 - t1 .* t2);
  t7 = p.l1 .* t3;
  H(1, :) = t7 - (t7 + t6) - t6;
  H(2, :) = t5 - (t4 + t5) - t4;
  [Bx, status] = task_space_solve(M, J, K, H, 1, true);
  Bx = permute(reshape(Bx, 1, 2, k), [2 1 3]);
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
  n = 2;
  m = 2;
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
  m = 2;
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
  n = 2;
  m = 2;
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
  n = 2;
  m = 2;
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
% The task's rows (x, y) of a 6-vector such as Jdot qd.
  h = a([1 2], :);
end

