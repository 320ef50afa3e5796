function F = friction(p, qd)
%FRICTION F(qd) = b_i qd_i + c_i sign(qd_i).
%   p: a struct with a field per free symbol of the model (SI).
%   qd: 2 x k, one column per state.
%   F: 2 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: model.
% 0 multiplications, 0 additions, 0 divisions, 0 function calls.
  k = size(qd, 2);
  if size(qd, 1) ~= 2 || size(qd, 2) ~= k || ndims(qd) > 2
    error('rr_planar:shape', 'qd: expected 2 x k, one column per state (k from the first argument)');
  end
  F = zeros(2, k);
  F(1, :) = 0.0;
  F(2, :) = 0.0;
end

