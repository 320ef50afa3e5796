function values = kPositionLower()
%KPOSITIONLOWER The joints' lower position limits (rad, or m for a prismatic joint) in rr_planar as the model file gives them, in coordinate order; NaN where it gives none.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
  values = [NaN; NaN];
end
