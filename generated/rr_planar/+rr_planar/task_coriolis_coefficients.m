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
% 41 multiplications, 31 additions, 4 divisions, 4 function calls. The solves included. Besides the functions it calls.
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
  Yd = zeros(2 * 2, states);
  A = zeros(2 * 2, states);
  d = zeros(2, states);
  v = zeros(2, states);
  for j = 0:1
    pivot = M(j * 2 + j + 1, :);
    for k = 0:j - 1
      v(k + 1, :) = M(j * 2 + k + 1, :) .* d(k + 1, :);
      pivot = pivot - M(j * 2 + k + 1, :) .* v(k + 1, :);
    end
    status(status == 0 & ~(pivot > 0)) = 2;
    d(j + 1, :) = pivot;
    inverse = 1 ./ pivot;
    M(j * 2 + j + 1, :) = inverse;
    for i = j + 1:1
      s = M(i * 2 + j + 1, :);
      for k = 0:j - 1
        s = s - M(i * 2 + k + 1, :) .* v(k + 1, :);
      end
      M(i * 2 + j + 1, :) = s .* inverse;
    end
  end
  Y = zeros(2 * 2, states);
  for r = 0:1  % column r of Y: L y = row r of J
    for i = 0:1
      s = J(r * 2 + i + 1, :);
      for k = 0:i - 1
        s = s - M(i * 2 + k + 1, :) .* Y(k * 2 + r + 1, :);
      end
      Y(i * 2 + r + 1, :) = s;
      Yd(i * 2 + r + 1, :) = s .* M(i * 2 + i + 1, :);
    end
  end
  for r = 0:1
    for c = 0:r
      s = 0;
      for i = 0:1
        s = s + Yd(i * 2 + r + 1, :) .* Y(i * 2 + c + 1, :);
      end
      A(r * 2 + c + 1, :) = s;
    end
  end
  d = zeros(2, states);
  v = zeros(2, states);
  for j = 0:1
    pivot = A(j * 2 + j + 1, :);
    for k = 0:j - 1
      v(k + 1, :) = A(j * 2 + k + 1, :) .* d(k + 1, :);
      pivot = pivot - A(j * 2 + k + 1, :) .* v(k + 1, :);
    end
    status(status == 0 & ~(pivot > 1e-10 .* A(j * 2 + j + 1, :))) = 1;
    d(j + 1, :) = pivot;
    inverse = 1 ./ pivot;
    A(j * 2 + j + 1, :) = inverse;
    for i = j + 1:1
      s = A(i * 2 + j + 1, :);
      for k = 0:j - 1
        s = s - A(i * 2 + k + 1, :) .* v(k + 1, :);
      end
      A(i * 2 + j + 1, :) = s .* inverse;
    end
  end
end

function Mx = task_space_inverse(A)
% Mx = A^-1 = W^T Da^-1 W with W = La^-1 (unit lower triangular).
  states = size(A, 2);
  Mx = zeros(2 * 2, states);
  W = zeros(2 * 2, states);
  for c = 0:1  % column c of W: La w = e_c
    W(c * 2 + c + 1, :) = 1;
    for i = c + 1:1
      s = -A(i * 2 + c + 1, :);
      for k = c + 1:i - 1
        s = s - A(i * 2 + k + 1, :) .* W(k * 2 + c + 1, :);
      end
      W(i * 2 + c + 1, :) = s;
    end
  end
  for r = 0:1
    for c = 0:r
      s = 0;
      for i = r:1
        s = s + W(i * 2 + r + 1, :) .* A(i * 2 + i + 1, :) .* W(i * 2 + c + 1, :);
      end
      Mx(r * 2 + c + 1, :) = s;
      Mx(c * 2 + r + 1, :) = s;
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
      out = zeros(2 * columns, states);
    else
      out = zeros(2 * columns, states);
    end
    for c = 0:columns - 1
      z = zeros(2, states);
      y = zeros(2, states);
      if ~isempty(K)
        for i = 0:1  % L z = column c of K
          s = K(i * columns + c + 1, :);
          for k = 0:i - 1
            s = s - M(i * 2 + k + 1, :) .* z(k + 1, :);
          end
          z(i + 1, :) = s;
        end
      end
      for r = 0:1  % y = Yd^T z - column c of H
        s = 0;
        if ~isempty(H)
          s = -H(r * columns + c + 1, :);
        end
        if ~isempty(K)
          for i = 0:1
            s = s + Yd(i * 2 + r + 1, :) .* z(i + 1, :);
          end
        end
        y(r + 1, :) = s;
      end
      for i = 0:1
        for k = 0:i - 1
          y(i + 1, :) = y(i + 1, :) - A(i * 2 + k + 1, :) .* y(k + 1, :);
        end
      end
      for i = 0:1
        y(i + 1, :) = y(i + 1, :) .* A(i * 2 + i + 1, :);
      end
      for i = 1:-1:0
        for k = i + 1:1
          y(i + 1, :) = y(i + 1, :) - A(k * 2 + i + 1, :) .* y(k + 1, :);
        end
      end
      if joint_space
        for i = 0:1
          s = 0;
          for r = 0:1
            s = s + J(r * 2 + i + 1, :) .* y(r + 1, :);
          end
          out(i * columns + c + 1, :) = s;
        end
      else
        for r = 0:1
          out(r * columns + c + 1, :) = y(r + 1, :);
        end
      end
    end
  end
  out(:, status ~= 0) = 0;
end

