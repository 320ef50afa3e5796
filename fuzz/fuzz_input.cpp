#include "fuzz_input.hpp"

#include <stdexcept>

#include "nedyn/generator/base_parameters.hpp"
#include "nedyn/generator/cpp_printer.hpp"
#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/generator/observation_file.hpp"
#include "nedyn/generator/symbolic_recursion.hpp"
#include "nedyn/model/model_error.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/identification.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/joint_coupling.hpp"
#include "nedyn/runtime/kinematics.hpp"
#include "nedyn/runtime/newton_euler.hpp"

namespace nedyn::fuzz {

namespace {

// A loaded model, emitted where it is small enough.
Outcome emit_small(const Model& model) {
  // No joints: only a floating base's free body may have none.
  if (model.dof() < 1 && !model.floating_base)
    throw std::logic_error("the loader accepted an empty chain");
  if (model.dof() > kMaxEmittedJoints) return Outcome::loaded;
  EmittedDynamics dynamics;
  try {
    dynamics = emitted_dynamics(model, CodegenOptions{}, nullptr);
  } catch (const ExpansionTooLarge&) {
    return Outcome::too_large;
  } catch (const ModelError&) {  // emission refuses the model (M singular everywhere)
    return Outcome::refused;
  }
  EmitRequest request;
  request.model_file = "fuzz.yaml";
  request.model_sha256 = "0";
  request.command_line = "nedyn generate fuzz.yaml";
  std::vector<EmittedFile> files;
  try {
    files = emit_files(model, dynamics, request);
  } catch (const ConstantOutOfRange&) {
    return Outcome::too_large;
  }
  // NAME.hpp, NAME.cpp and NAME_batch.cpp (the default options have batches).
  if (files.size() != 3 ||
      files[0].text.find("namespace " + model.name + " {") == std::string::npos ||
      files[2].text.find("namespace " + model.name + " {") == std::string::npos)
    throw std::logic_error("emitted files without the model's namespace");
  // The other languages print the same program: each names every function
  // (a floating base is C++'s only so far; the command line refuses the others).
  if (model.floating_base) return Outcome::emitted;
  for (const Language language : {Language::c, Language::python, Language::matlab}) {
    request.language = language;
    const std::vector<EmittedFile> other = emit_language_files(model, dynamics, request);
    std::string text;
    for (const EmittedFile& f : other) text += f.text;
    for (const EmittedFunction& f : dynamics.functions)
      if (text.find(f.name() + "(") == std::string::npos)
        throw std::logic_error(std::string(language_name(language)) + " files without " + f.name());
  }
  return Outcome::emitted;
}

}  // namespace

Outcome run_model_input(const std::string& bytes) {
  Model model;
  try {
    model = load_model_from_string(bytes, "fuzz.yaml");
  } catch (const ModelError&) {
    return Outcome::refused;
  }
  return emit_small(model);
}

Outcome run_urdf_input(const std::string& bytes) {
  Model model;
  std::vector<std::string> notes;
  try {
    model = load_urdf_from_string(bytes, "fuzz.urdf", UrdfOptions{}, notes);
  } catch (const ModelError&) {
    return Outcome::refused;
  }
  // No joints: only a floating base's free body may have none.
  if (model.dof() < 1 && !model.floating_base)
    throw std::logic_error("the loader accepted an empty chain");
  // The lowered chain in the numeric recursion: UBSan and ASan watch it.
  const NumericModel numeric = instantiate(model, {});
  Workspace ws(numeric);
  const Eigen::VectorXd q = Eigen::VectorXd::Constant(numeric.dof(), 0.5);
  Eigen::VectorXd tau(numeric.dof());
  inverse_dynamics(numeric, ws, q, q, q, tau);
  forward_kinematics(numeric, q, ws);
  // The same tree with its first joint locked at 0.7 (--lock): what it
  // carries lumped into its parent at that turn or shift.
  UrdfOptions locked;
  locked.locked[model.joints.front().name] = 0.7;
  try {
    const NumericModel held =
        instantiate(load_urdf_from_string(bytes, "fuzz.urdf", locked, notes), {});
    Workspace ws_held(held);
    const Eigen::VectorXd q_held = Eigen::VectorXd::Constant(held.dof(), 0.5);
    Eigen::VectorXd tau_held(held.dof());
    inverse_dynamics(held, ws_held, q_held, q_held, q_held, tau_held);
  } catch (const ModelError&) {  // every joint locked, or a lumped body refused
  }
  // The same tree with its mimic joints following their leaders (--mimic
  // couple): the whole tree's forces folded onto the independent joints.
  UrdfOptions coupled;
  coupled.couple_mimics = true;
  try {
    const NumericModel follows =
        instantiate(load_urdf_from_string(bytes, "fuzz.urdf", coupled, notes), {});
    const JointCoupling coupling = joint_coupling(follows);
    Workspace ws_follows(follows);
    const Eigen::VectorXd y = Eigen::VectorXd::Constant(coupling.nq, 0.5);
    Eigen::VectorXd tau_y;
    coupled_inverse_dynamics(follows, ws_follows, coupling, y, y, y, tau_y);
  } catch (const ModelError&) {
  }
  // The same tree on a floating base (its root link the base body).
  UrdfOptions floating;
  floating.floating_base = true;
  NumericModel flying;
  try {
    flying = instantiate(load_urdf_from_string(bytes, "fuzz.urdf", floating, notes), {});
  } catch (const ModelError&) {
    return Outcome::computed;  // the root link's own inertial data refused
  }
  Workspace ws_flying(flying);
  const Eigen::VectorXd q_flying = Eigen::VectorXd::Constant(flying.nq(), 0.5);
  const Eigen::VectorXd v_flying = Eigen::VectorXd::Constant(flying.nv(), 0.5);
  Eigen::VectorXd tau_flying(flying.nv());
  inverse_dynamics(flying, ws_flying, q_flying, v_flying, v_flying, tau_flying);
  return Outcome::computed;
}

Outcome run_data_input(const std::string& bytes) {
  // Craig's arm, written here so that the target reads no file.
  static const Model model = load_model_from_string(
      "name: arm\nconvention: modified\ngravity: [0, -9.81, 0]\njoints:\n"
      "  - {type: revolute, alpha: 0, a: 0, d: 0, theta: 0, mass: 2, com: [0.5, 0, 0],"
      " inertia: {xx: 0, yy: 0, zz: 0}, viscous: 0.1, coulomb: 0.2}\n"
      "  - {type: revolute, alpha: 0, a: 0.5, d: 0, theta: 0, mass: 1.5, com: [0.4, 0, 0],"
      " inertia: {xx: 0, yy: 0, zz: 0}}\n",
      "arm.yaml");
  static const NumericModel numeric = instantiate(model);
  static const BaseParameterMap map = numeric_map(model, base_parameters(model));
  std::vector<Observation> samples;
  try {
    samples = parse_observations(bytes, "fuzz.csv", numeric.dof());
  } catch (const ModelError&) {
    return Outcome::refused;
  }
  try {
    const IdentificationResult r = identify(numeric, map, samples, samples.size() % 2 == 1);
    if (r.estimate.size() != map.size()) throw std::logic_error("an estimate of the wrong size");
  } catch (const std::invalid_argument&) {
    return Outcome::refused;
  }
  return Outcome::computed;
}

}  // namespace nedyn::fuzz
