function values = kPositionUpper()
%KPOSITIONUPPER The joints' upper position limits (rad, or m for a prismatic joint) in puma560 as the model file gives them, in coordinate order; NaN where it gives none.
%
% puma560: dynamics emitted by nedyn 0.1.0 as closed forms and recursion programs.
% Each function's "Built from" line names its route.
% Do not edit; regenerate with the command below instead.
% Model:   puma560.yaml (SHA-256 70d9f2d4e6f404da3812a18b77530fafc0285b4f963ab28237e0907f4e669cb7)
% Command: nedyn generate puma560.yaml --language matlab
  values = [NaN; NaN; NaN; NaN; NaN; NaN];
end
