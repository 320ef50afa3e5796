function beta = base_parameters(p)
%BASE_PARAMETERS beta, kBaseParameters: the model's base parameters, the combinations of its standard parameters listed above.
%   p: a struct with a field per free symbol of the model (SI).
%   beta: 11 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: the model's standard parameters grouped exactly.
% 8 multiplications, 2 additions, 0 divisions, 0 function calls.
  k = 1;
  beta = zeros(11, k);
  t0 = p.l1 .* p.l1;
  beta(1, :) = p.m2 .* t0 + p.m1 .* t0;
  beta(2, :) = p.m2 .* p.l1 + p.l1 .* p.m1;
  beta(3, :) = 0.0;
  beta(4, :) = 0.0;
  beta(5, :) = 0.0;
  beta(6, :) = p.l2 .* p.l2 .* p.m2;
  beta(7, :) = p.m2 .* p.l2;
  beta(8, :) = 0.0;
  beta(9, :) = 0.0;
  beta(10, :) = 0.0;
  beta(11, :) = 0.0;
end

