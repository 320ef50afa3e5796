function c = center_of_mass(q)
%CENTER_OF_MASS c(q), 3: the centre of mass of all links in the base frame, in the world for a floating base (its body included); 0 for a model without mass.
%   q: 6 x k, one column per state.
%   c: 3 x k.
%
% puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
% Each function's "Built from" line names its route.
% Do not edit; regenerate with the command below instead.
% Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
% Command: nedyn generate puma560.yaml --language matlab
%
% Built from: the links' first moments in the base frame over their mass.
% 72 multiplications, 47 additions, 0 divisions, 10 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 6 || size(q, 2) ~= k || ndims(q) > 2
    error('puma560:shape', 'q: expected 6 x k, one column per state (k from the first argument)');
  end
  c = zeros(3, k);
  t0 = sin(q(2, :));
  t1 = cos(q(2, :));
  t2 = cos(q(3, :));
  t3 = sin(q(3, :));
  t4 = cos(q(5, :));
  t5 = cos(q(4, :));
  t6 = sin(q(5, :));
  t7 = sin(q(1, :));
  t8 = cos(q(1, :));
  t9 = sin(q(4, :));
  t10 = t1 .* t2 - t0 .* t3;
  t11 = t1 .* t3 + t0 .* t2;
  t12 = 0.4318 .* t0 + (0.4318 .* t10 + 0.0203 .* t11);
  t13 = 1.1832 .* t0 + 0.1044 .* t1 + (0.336 .* t10 + 2.07264 .* t0) + (0.01558 .* t10 + 0.82 .* t12) + 0.34 .* t12;
  t14 = t1 .* t7;
  t15 = t7 .* t0;
  t16 = t14 .* t2 - t15 .* t3;
  t17 = t15 .* t2 + t14 .* t3;
  t18 = 0.4318 .* t14 - 0.15005 .* t8;
  t19 = t18 + (0.0203 .* t16 - 0.4318 .* t17);
  t20 = 0.82 .* t19 - 0.01558 .* t17 + (1.1832 .* t14 - 0.1044 .* t15 - 3.9585 .* t8 + (4.8 .* t18 - (0.336 .* t17 + 0.06768 .* t8)));
  t21 = 0.042643923240938165 .* (0.09 .* t19 - 0.00288 .* (t6 .* (t9 .* t8 + t5 .* t16) + t4 .* t17) + (0.34 .* t19 + t20));
  t22 = t1 .* t8;
  t23 = t0 .* t8;
  t24 = t22 .* t2 - t23 .* t3;
  t25 = t23 .* t2 + t22 .* t3;
  t26 = 0.15005 .* t7 + 0.4318 .* t22;
  t27 = t26 + (0.0203 .* t24 - 0.4318 .* t25);
  t28 = 0.82 .* t27 - 0.01558 .* t25 + (4.8 .* t26 + (0.06768 .* t7 - 0.336 .* t25) + (1.1832 .* t22 - 0.1044 .* t23 + 3.9585 .* t7));
  t29 = 0.042643923240938165 .* (0.34 .* t27 + t28 + (0.09 .* t27 - 0.00288 .* (t4 .* t25 + (t24 .* t5 - t9 .* t7) .* t6)));
  c(1, :) = t29;
  c(2, :) = t21;
  c(3, :) = 0.042643923240938165 .* (t13 + (0.09 .* t12 + 0.00288 .* (t4 .* t10 - t5 .* t11 .* t6)));
end

