function G = gravity(q)
%GRAVITY G(q) for the model's gravity vector.
%   q: 6 x k, one column per state.
%   G: 6 x k.
%
% puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
% Each function's "Built from" line names its route.
% Do not edit; regenerate with the command below instead.
% Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
% Command: nedyn generate puma560.yaml --language matlab
%
% Built from: closed form, Horner.
% 19 multiplications, 10 additions, 0 divisions, 8 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 6 || size(q, 2) ~= k || ndims(q) > 2
    error('puma560:shape', 'q: expected 6 x k, one column per state (k from the first argument)');
  end
  G = zeros(6, k);
  t0 = cos(q(2, :));
  t1 = cos(q(3, :));
  t2 = sin(q(2, :));
  t3 = sin(q(3, :));
  t4 = sin(q(5, :));
  t5 = cos(q(4, :));
  t6 = cos(q(5, :));
  t7 = sin(q(4, :));
  t8 = t0 .* t1 - t2 .* t3;
  t9 = t0 .* t3 + t2 .* t1;
  t10 = (0.24892875 - 0.0282528 .* (t5 .* t4)) .* t8;
  t11 = (-8.7439473 - 0.0282528 .* t6) .* t9;
  G(1, :) = 0.0;
  G(2, :) = t10 + (t11 + (37.2347379 .* t0 - 1.024164 .* t2));
  G(3, :) = t10 + t11;
  G(4, :) = 0.0282528 .* (t7 .* t9 .* t4);
  G(5, :) = -(0.0282528 .* (t4 .* t8) + 0.0282528 .* (t5 .* t6 .* t9));
  G(6, :) = 0.0;
end

