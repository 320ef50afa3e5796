function c = center_of_mass(p, q)
%CENTER_OF_MASS c(q), 3: the centre of mass of all links in the base frame, in the world for a floating base (its body included); 0 for a model without mass.
%   p: a struct with a field per free symbol of the model (SI).
%   q: 2 x k, one column per state.
%   c: 3 x k.
%
% rr_planar: dynamics emitted by nedyn 0.1.0 as recursion programs.
% Do not edit; regenerate with the command below instead.
% Model:   rr_planar.yaml (SHA-256 3301c4b68880ca37d4b7149f5b8ce7e0618e725a048985cc75c1f563b89e4b2c)
% Command: nedyn generate rr_planar.yaml --language matlab
%
% Built from: the links' first moments in the base frame over their mass.
% 16 multiplications, 7 additions, 1 divisions, 4 function calls.
  k = size(q, 2);
  if size(q, 1) ~= 2 || size(q, 2) ~= k || ndims(q) > 2
    error('rr_planar:shape', 'q: expected 2 x k, one column per state (k from the first argument)');
  end
  c = zeros(3, k);
  t0 = cos(q(2, :));
  t1 = sin(q(1, :));
  t2 = sin(q(2, :));
  t3 = cos(q(1, :));
  t4 = p.m2 .* p.l2;
  t5 = p.l1 .* p.m1;
  t6 = 1.0 ./ (p.m2 + p.m1);
  c(1, :) = (t3 .* t5 + (p.m2 .* (p.l1 .* t3) + t4 .* (t0 .* t3 - t1 .* t2))) .* t6;
  c(2, :) = t6 .* (t1 .* t5 + ((t0 .* t1 + t2 .* t3) .* t4 + p.l1 .* t1 .* p.m2));
  c(3, :) = 0.0;
end

