#pragma once

// The emitted MATLAB/Octave files of a model: one function file per emitted
// function (inverse_dynamics.m, ...) and kDof.m, for a package folder +NAME
// (called as NAME.inverse_dynamics(q, qd, qdd)). States are columns: q is
// kDof x k; a matrix result is rows x columns x k (M(:, :, s) is state s's),
// a vector result rows x k; fext is kDof x 6 x k. Every statement is one
// element-wise operation over all k states. Runs in GNU Octave; MATLAB syntax.

#include <vector>

#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/model/model.hpp"

namespace nedyn {

/// The files of the package folder +NAME (their names without the folder).
std::vector<EmittedFile> emit_matlab_files(const Model& model, const EmittedDynamics& dynamics,
                                           const EmitRequest& request);

}  // namespace nedyn
