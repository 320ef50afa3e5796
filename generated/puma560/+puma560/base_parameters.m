function beta = base_parameters()
%BASE_PARAMETERS beta, kBaseParameters: the model's base parameters, the combinations of its standard parameters listed above.
%   beta: 52 x k.
%
% puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
% Each function's "Built from" line names its route.
% Do not edit; regenerate with the command below instead.
% Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
% Command: nedyn generate puma560.yaml --language matlab
%
% Built from: the model's standard parameters grouped exactly.
% 0 multiplications, 0 additions, 0 divisions, 0 function calls.
  k = 1;
  beta = zeros(52, k);
  beta(1, :) = 0.658670505267;
  beta(2, :) = 5.8018217679508;
  beta(3, :) = 25.9836065;
  beta(4, :) = 1.676010322;
  beta(5, :) = 0.03798072;
  beta(6, :) = -0.6903913435;
  beta(7, :) = -0.023751;
  beta(8, :) = 0.795057323;
  beta(9, :) = 3.79559;
  beta(10, :) = 0.1044;
  beta(11, :) = 9.496868641825;
  beta(12, :) = 10.6197775;
  beta(13, :) = 0.3336500705;
  beta(14, :) = 0.0;
  beta(15, :) = 0.0068208;
  beta(16, :) = 0.3576198455;
  beta(17, :) = 0.0047376;
  beta(18, :) = 0.025375;
  beta(19, :) = 0.89133;
  beta(20, :) = 0.576873331938;
  beta(21, :) = 3.9804259903722;
  beta(22, :) = 6.36419655;
  beta(23, :) = 0.0003;
  beta(24, :) = 0.0;
  beta(25, :) = 0.0;
  beta(26, :) = 0.0016;
  beta(27, :) = 0.0;
  beta(28, :) = 0.0;
  beta(29, :) = 0.0;
  beta(30, :) = 0.19079062612368;
  beta(31, :) = 0.411645229697152;
  beta(32, :) = 1.06831142;
  beta(33, :) = 0.00024216;
  beta(34, :) = 0.0;
  beta(35, :) = 0.0;
  beta(36, :) = 0.00064216;
  beta(37, :) = 0.0;
  beta(38, :) = 0.0;
  beta(39, :) = 0.00288;
  beta(40, :) = 0.170706291657;
  beta(41, :) = 0.4272830209354;
  beta(42, :) = 0.85444524;
  beta(43, :) = 0.0;
  beta(44, :) = 0.0;
  beta(45, :) = 0.0;
  beta(46, :) = 0.0;
  beta(47, :) = 4e-05;
  beta(48, :) = 0.0;
  beta(49, :) = 0.0;
  beta(50, :) = 0.194064505668;
  beta(51, :) = 0.2158232532732;
  beta(52, :) = 0.55443978;
end

