% The emitted MATLAB functions of generated/ as a user calls them in GNU
% Octave: one state or many (columns), matrix results as pages, errors for
% wrong sizes, M symmetric positive definite, forward dynamics inverting
% inverse dynamics, Craig's G, a singular task's status.
% Usage: octave-cli package_test.m GENERATED_DIR. Prints 'N passed, N failed'.
1;

function expect(condition, what)
  if ~condition
    error('test:failed', '%s', what);
  end
end

function many_states_are_single_states_side_by_side()
  rand('seed', 20261125);
  q = (rand(6, 7) - 0.5) * 2 * pi;
  qd = (rand(6, 7) - 0.5) * 4;
  qdd = (rand(6, 7) - 0.5) * 10;
  tau = puma560.inverse_dynamics(q, qd, qdd);
  expect(isequal(size(tau), [6 7]), 'tau is 6 x 7');
  [M, V, G] = puma560.dynamics_terms(q, qd);
  expect(isequal(size(M), [6 6 7]), 'M is 6 x 6 x 7');
  F = puma560.friction(qd);
  for s = 1:7
    one = puma560.inverse_dynamics(q(:, s), qd(:, s), qdd(:, s));
    expect(max(abs(one - tau(:, s))) < 1e-12, 'one state as a column of many');
    Ms = puma560.mass_matrix(q(:, s));
    expect(isequal(size(Ms), [6 6]), 'one state: M is 6 x 6');
    expect(max(max(abs(Ms - M(:, :, s)))) < 1e-13, 'M of one state is a page of many');
    expect(max(abs(M(:, :, s) * qdd(:, s) + V(:, s) + G(:, s) + F(:, s) - tau(:, s))) < 1e-9, ...
           'tau = M qdd + V + G + F');
  end
end

function joint_names_in_coordinate_order()
  names = puma560.kJointNames();
  expect(isequal(names, {'joint1', 'joint2', 'joint3', 'joint4', 'joint5', 'joint6'}), ...
         'the PUMA''s joint names');
  expect(numel(rr_planar.kJointNames()) == rr_planar.kDof(), 'one name per joint');
end

function mass_matrix_is_symmetric_positive_definite()
  q = (rand(6, 200) - 0.5) * 2 * pi;
  M = puma560.mass_matrix(q);
  for s = 1:200
    expect(isequal(M(:, :, s), M(:, :, s)'), 'M symmetric');
    expect(all(eig(M(:, :, s)) > 0), 'M positive definite');
  end
end

function forward_dynamics_inverts_inverse_dynamics()
  q = (rand(6, 100) - 0.5) * 2 * pi;
  qd = (rand(6, 100) - 0.5) * 4;
  qdd = (rand(6, 100) - 0.5) * 10;
  tau = puma560.inverse_dynamics(q, qd, qdd);
  expect(max(max(abs(puma560.forward_dynamics(q, qd, tau) - qdd))) < 1e-8, 'FD(ID(qdd)) = qdd');
end

function wrong_sizes_are_refused()
  refused = 0;
  try
    puma560.inverse_dynamics(zeros(5, 1), zeros(6, 1), zeros(6, 1));
  catch e
    refused = refused + strcmp(e.identifier, 'puma560:shape');
  end
  try
    puma560.inverse_dynamics(zeros(6, 2), zeros(6, 3), zeros(6, 2));
  catch e
    refused = refused + strcmp(e.identifier, 'puma560:shape');
  end
  expect(refused == 2, 'both refused with puma560:shape');
end

function symbolic_parameters_and_task_status()
  p = struct('g', 9.81, 'l1', 0.5, 'l2', 0.4, 'm1', 2, 'm2', 1.5);
  q = [0.3 0.3; 1.0 0.0];  % the second state stretched out: singular
  G = rr_planar.gravity(p, q(:, 1));
  % Craig 2005, eq. 6.60: G_2 = m2 l2 g c12.
  expect(abs(G(2) - 1.5 * 0.4 * 9.81 * cos(q(1, 1) + q(2, 1))) < 1e-12, 'Craig G_2');
  [Mx, status] = rr_planar.task_mass_matrix(p, q);
  expect(isequal(size(Mx), [2 2 2]) && isequal(status, [0 1]), 'Mx pages and status [0 1]');
  expect(all(all(Mx(:, :, 2) == 0)), 'zeros at the singularity');
  J = rr_planar.jacobian(p, q(:, 1));
  M = rr_planar.mass_matrix(p, q(:, 1));
  Jx = J(1:2, :);
  expect(max(max(abs(Mx(:, :, 1) - inv(Jx * inv(M) * Jx')))) < 1e-10, 'Mx = (J M^-1 J^T)^-1');
end

directory = argv(){1};
addpath([directory '/puma560']);
addpath([directory '/rr_planar']);
tests = {@many_states_are_single_states_side_by_side, @mass_matrix_is_symmetric_positive_definite, ...
         @forward_dynamics_inverts_inverse_dynamics, @wrong_sizes_are_refused, ...
         @symbolic_parameters_and_task_status, @joint_names_in_coordinate_order};
passed = 0;
failed = 0;
for i = 1:numel(tests)
  try
    tests{i}();
    passed = passed + 1;
  catch e
    failed = failed + 1;
    printf('FAILED %s: %s\n', func2str(tests{i}), e.message);
  end
end
printf('%d passed, %d failed\n', passed, failed);
exit(failed > 0);
