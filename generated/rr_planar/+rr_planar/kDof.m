function n = kDof()
%KDOF Degrees of freedom of rr_planar.
%
% rr_planar: closed-form dynamics emitted by nedyn 0.1.0. Do not edit;
% regenerate with the command below instead.
% Model:   models/rr_planar.yaml (SHA-256 be5d760078e0c660f7a8ff72d22a8a0f344d66acc42172b1091d89748a3ba27b)
% Command: nedyn generate models/rr_planar.yaml --language matlab
  n = 2;
end
