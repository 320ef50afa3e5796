function F = friction(qd)
%FRICTION F(qd) = b_i qd_i + c_i sign(qd_i).
%   qd: 6 x k, one column per state.
%   F: 6 x k.
%
% puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
% Each function's "Built from" line names its route.
% Do not edit; regenerate with the command below instead.
% Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
% Command: nedyn generate puma560.yaml --language matlab
%
% Built from: model.
% 12 multiplications, 6 additions, 0 divisions, 6 function calls.
  k = size(qd, 2);
  if size(qd, 1) ~= 6 || size(qd, 2) ~= k || ndims(qd) > 2
    error('puma560:shape', 'qd: expected 6 x k, one column per state (k from the first argument)');
  end
  F = zeros(6, k);
  t0 = sign(qd(6, :));
  t1 = sign(qd(5, :));
  t2 = sign(qd(4, :));
  t3 = sign(qd(3, :));
  t4 = sign(qd(2, :));
  t5 = sign(qd(1, :));
  F(1, :) = 25.9836065 .* t5 + 5.8018217679508 .* qd(1, :);
  F(2, :) = 10.6197775 .* t4 + 9.496868641825 .* qd(2, :);
  F(3, :) = 6.36419655 .* t3 + 3.9804259903722 .* qd(3, :);
  F(4, :) = 0.411645229697152 .* qd(4, :) + 1.06831142 .* t2;
  F(5, :) = 0.4272830209354 .* qd(5, :) + 0.85444524 .* t1;
  F(6, :) = 0.2158232532732 .* qd(6, :) + 0.55443978 .* t0;
end

