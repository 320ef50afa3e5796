// The runtime's regressor Y(q, qd, qdd) against its own inverse dynamics:
// tau = Y pi for every model, and for the same kinematics with other
// inertial parameters, friction and rotor inertia (so that every column of
// Y, not only their sum at the model's pi, is checked); and pi in the frames
// the model file gives each link's data in, against the file's own numbers.

#include <array>
#include <sstream>

#include <catch2/catch.hpp>

#include <Eigen/Geometry>

#include "nedyn/generator/base_parameters.hpp"
#include "nedyn/generator/program_recursion.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/model/urdf_file.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/newton_euler.hpp"
#include "nedyn/runtime/regressor.hpp"
#include "nedyn/runtime/standard_parameters.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

TEST_CASE("standard parameters name link i's entries 13 (i-1) + k", "[regressor]") {
  const StandardParameterLayout fixed{6, false};
  CHECK(fixed.size() == 78);
  CHECK(fixed.name(0) == "XX1");
  CHECK(fixed.name(5) == "ZZ1");
  CHECK(fixed.name(13 + 9) == "M2");
  CHECK(fixed.name(13 * 5 + 12) == "Fc6");
  CHECK_THROWS_AS(fixed.name(78), std::invalid_argument);
  // A floating base's body first, ten entries, no drive.
  const StandardParameterLayout floating{6, true};
  CHECK(floating.size() == 88);
  CHECK(floating.name(0) == "XX0");
  CHECK(floating.name(9) == "M0");
  CHECK(floating.name(10) == "XX1");
  CHECK(floating.first(2) == 23);
  CHECK(floating.name(87) == "Fc6");
}

namespace {

/// Y has nv rows and a column per standard parameter, and tau = Y pi for the
/// model and for the same kinematics with other inertial parameters.
void check_regressor(const NumericModel& model, std::mt19937& rng) {
  Workspace ws(model);
  const NumericModel other = with_random_links(model, rng);
  const Eigen::VectorXd pi = standard_parameters(model), pi_other = standard_parameters(other);
  const StandardParameterLayout layout{model.dof(), model.floating_base};
  for (int k = 0; k < kStates; ++k) {
    const State s = random_state(model, rng);
    Eigen::MatrixXd Y;
    regressor(model, ws, s.q, s.qd, s.qdd, Y);
    REQUIRE(Y.rows() == model.nv());
    REQUIRE(Y.cols() == layout.size());
    REQUIRE(pi.size() == layout.size());
    Eigen::VectorXd tau(model.nv()), tau_other(model.nv());
    inverse_dynamics(model, ws, s.q, s.qd, s.qdd, tau);
    inverse_dynamics(other, ws, s.q, s.qd, s.qdd, tau_other);
    INFO("state " << k);
    CHECK(relative_error(Y * pi, tau) <= kAgreement);
    CHECK(relative_error(Y * pi_other, tau_other) <= kAgreement);
  }
}

}  // namespace

TEST_CASE("tau = Y pi: the regressor against inverse dynamics", "[regressor]") {
  for_each_example_model(check_regressor);
}

TEST_CASE("tau = Y pi on trees with a floating base: the base body's columns too", "[regressor]") {
  for (const std::string urdf : {"quadruped12.urdf", "humanoid21.urdf", "hand16.urdf"}) {
    DYNAMIC_SECTION(urdf) {
      UrdfOptions options;
      options.floating_base = true;
      std::vector<std::string> notes;
      std::mt19937 rng(kSeed);
      const NumericModel model = instantiate(load_urdf(kUrdfDir + urdf, options, notes), {});
      check_regressor(model, rng);
    }
  }
}

TEST_CASE("a column of Y is the torque of one parameter alone", "[regressor]") {
  // A point mass of 2 kg at the origin of link 2 of Craig's arm: only M2
  // (2) and no other parameter; its torque is that of the recursion.
  std::mt19937 rng(kSeed);
  NumericModel model = load_numeric(NEDYN_MODELS_DIR "/rr_planar_numeric.yaml", rng);
  for (NumericLink& link : model.links) {
    link.mass = 0;
    link.com.setZero();
    link.inertia.setZero();
    link.viscous = link.coulomb = link.rotor_inertia = 0;
  }
  model.links[1].mass = 2;
  Workspace ws(model);
  const State s = random_state(model, rng);
  Eigen::MatrixXd Y;
  regressor(model, ws, s.q, s.qd, s.qdd, Y);
  Eigen::VectorXd tau(2);
  inverse_dynamics(model, ws, s.q, s.qd, s.qdd, tau);
  CHECK(relative_error(2 * Y.col(13 + 9), tau) <= kAgreement);
  CHECK(Y.col(13 + 9).norm() > 0.1);
}

namespace {

/// One link's inertial data as a model file writes it: mass, centre of mass
/// and inertia about it (tensor elements xx yy zz xy xz yz), in the frame the
/// file gives link data in; for URDF also the inertial origin's rpy.
struct FileLink {
  double mass;
  Eigen::Vector3d com;
  std::array<double, 6> inertia;  // xx yy zz xy xz yz
  Eigen::Vector3d rpy = Eigen::Vector3d::Zero();
};

// Generic numbers: no parameter zero, no axis of inertia along a frame's.
const std::vector<FileLink> kFileLinks = {
    {3.5, {0.05, -0.03, 0.12}, {0.08, 0.07, 0.05, 0.004, -0.006, 0.003}, {0.3, -0.2, 0.5}},
    {2.0, {-0.02, 0.04, -0.1}, {0.03, 0.04, 0.02, -0.002, 0.001, 0.0015}, {-0.4, 0.1, 0.2}},
    {1.2, {0.07, 0.01, 0.03}, {0.01, 0.012, 0.008, 0.001, 0.0005, -0.0007}, {0.6, 0.3, -0.1}}};

std::string yaml_inertial(const FileLink& l) {
  std::ostringstream out;
  out << "    mass: " << l.mass << "\n    com: [" << l.com(0) << ", " << l.com(1) << ", "
      << l.com(2) << "]\n    inertia: {xx: " << l.inertia[0] << ", yy: " << l.inertia[1]
      << ", zz: " << l.inertia[2] << ", xy: " << l.inertia[3] << ", xz: " << l.inertia[4]
      << ", yz: " << l.inertia[5] << "}\n    rotor_inertia: 0.02\n    viscous: 0.3\n"
      << "    coulomb: 0.2\n";
  return out.str();
}

/// A three-joint model file (revolute, prismatic, revolute; twisted and
/// offset axes) in a DH convention or by axes, with kFileLinks' data.
std::string yaml_model(const std::string& convention) {
  std::ostringstream out;
  out << "name: frames_" << convention << "\nconvention: " << convention
      << "\ngravity: [1.2, -0.7, -9.6]\njoints:\n";
  const char* rows[3][2] = {
      {"alpha: 0.3\n    a: 0.1\n    d: 0.25\n    theta: 0.4\n",
       "xyz: [0.1, 0, 0.3]\n    rpy: [pi/2, 0, pi/2]\n    axis: [0, -1, 0]\n"},
      {"alpha: -pi/2\n    a: 0.2\n    d: 0.15\n    theta: pi/3\n",
       "xyz: [0, 0.2, 0.05]\n    rpy: [0, -pi/2, 0]\n    axis: [0, 1, 1]\n"},
      {"alpha: pi/2\n    a: 0.05\n    d: -0.08\n    theta: -0.6\n",
       "xyz: [0.05, 0.05, 0]\n    rpy: [0.3, 0, 0]\n    axis: [1, 0, 2]\n"}};
  const bool axes = convention == "axes";
  for (int i = 0; i < 3; ++i)
    out << "  - type: " << (i == 1 ? "prismatic" : "revolute") << "\n    " << rows[i][axes ? 1 : 0]
        << yaml_inertial(kFileLinks[static_cast<std::size_t>(i)]);
  return out.str();
}

/// The same links as a URDF: joint axes off z, inertial origins rotated.
std::string urdf_model() {
  const char* joints[3] = {R"(<origin xyz="0.1 0 0.3" rpy="1.5 0 0.7"/><axis xyz="0 -1 0"/>)",
                           R"(<origin xyz="0 0.2 0.05" rpy="0 -0.4 0"/><axis xyz="0 0.6 0.8"/>)",
                           R"(<origin xyz="0.05 0.05 0" rpy="0.3 0 0"/><axis xyz="1 0 0"/>)"};
  std::ostringstream out;
  out << "<robot name=\"frames_urdf\"><link name=\"base\"/>\n";
  for (int i = 0; i < 3; ++i) {
    const FileLink& l = kFileLinks[static_cast<std::size_t>(i)];
    const std::string link = "link" + std::to_string(i + 1);
    out << "<link name=\"" << link << "\"><inertial><origin xyz=\"" << l.com(0) << " " << l.com(1)
        << " " << l.com(2) << "\" rpy=\"" << l.rpy(0) << " " << l.rpy(1) << " " << l.rpy(2)
        << "\"/><mass value=\"" << l.mass << "\"/><inertia ixx=\"" << l.inertia[0] << "\" iyy=\""
        << l.inertia[1] << "\" izz=\"" << l.inertia[2] << "\" ixy=\"" << l.inertia[3] << "\" ixz=\""
        << l.inertia[4] << "\" iyz=\"" << l.inertia[5] << "\"/></inertial></link>\n<joint name=\"j"
        << i + 1 << "\" type=\"" << (i == 1 ? "prismatic" : "revolute") << "\"><parent link=\""
        << (i == 0 ? std::string("base") : "link" + std::to_string(i)) << "\"/><child link=\""
        << link << "\"/>" << joints[i]
        << "<limit lower=\"-3\" upper=\"3\" effort=\"10\" velocity=\"2\"/>"
        << "<dynamics damping=\"0.3\" friction=\"0.2\"/></joint>\n";
  }
  out << "</robot>\n";
  return out.str();
}

/// pi straight from kFileLinks' numbers, each link about the origin of the
/// frame its file gives it in: J = I + m (|c|^2 1 - c c^T) (Khalil & Dombre
/// 9.5), m c, m; a URDF's inertia turned by its origin's rpy first.
Eigen::VectorXd file_frame_parameters(bool urdf) {
  Eigen::VectorXd pi(13 * 3);
  for (int i = 0; i < 3; ++i) {
    const FileLink& l = kFileLinks[static_cast<std::size_t>(i)];
    const auto& t = l.inertia;
    Eigen::Matrix3d I;
    I << t[0], t[3], t[4], t[3], t[1], t[5], t[4], t[5], t[2];
    if (urdf) {
      const Eigen::Matrix3d R = (Eigen::AngleAxisd(l.rpy(2), Eigen::Vector3d::UnitZ()) *
                                 Eigen::AngleAxisd(l.rpy(1), Eigen::Vector3d::UnitY()) *
                                 Eigen::AngleAxisd(l.rpy(0), Eigen::Vector3d::UnitX()))
                                    .toRotationMatrix();
      I = R * I * R.transpose();
    }
    const Eigen::Vector3d& c = l.com;
    const Eigen::Matrix3d J =
        I + l.mass * (c.squaredNorm() * Eigen::Matrix3d::Identity() - c * c.transpose());
    // URDF has no rotor inertia: Ia is 0 there.
    pi.segment<13>(13 * i) << J(0, 0), J(0, 1), J(0, 2), J(1, 1), J(1, 2), J(2, 2), l.mass * c,
        l.mass, urdf ? 0.0 : 0.02, 0.3, 0.2;
  }
  return pi;
}

/// The generator's regressor program (ProgramRecursion::regressor) at one state.
Eigen::MatrixXd program_regressor(const Model& model, const State& s) {
  Program program;
  ProgramRecursion recursion(model, program, LinkParameters::standard_inputs);
  std::vector<Value> outputs;
  for (const std::vector<Value>& row : recursion.regressor())
    outputs.insert(outputs.end(), row.begin(), row.end());
  std::map<int, GiNaC::ex> given;
  const EmittedArguments& args = recursion.arguments();
  for (int i = 0; i < model.nv(); ++i) {
    const auto k = static_cast<std::size_t>(i);
    given[args.q[k].id] = s.q(i);
    given[args.qd[k].id] = s.qd(i);
    given[args.qdd[k].id] = s.qdd(i);
  }
  const std::vector<GiNaC::ex> values = program.exact_values(outputs, given);
  const int columns = static_cast<int>(values.size()) / model.nv();
  Eigen::MatrixXd Y(model.nv(), columns);
  for (int r = 0; r < model.nv(); ++r)
    for (int c = 0; c < columns; ++c)
      Y(r, c) =
          GiNaC::ex_to<GiNaC::numeric>(values[static_cast<std::size_t>(r * columns + c)].evalf())
              .to_double();
  return Y;
}

}  // namespace

TEST_CASE("pi in the model file's frames: Y pi = tau with pi from the file's own numbers",
          "[regressor]") {
  for (const std::string form : {"standard", "modified", "axes", "urdf"}) {
    DYNAMIC_SECTION(form) {
      const bool urdf = form == "urdf";
      std::vector<std::string> notes;
      const Model model = urdf ? load_urdf_from_string(urdf_model(), "frames.urdf", {}, notes)
                               : load_model_from_string(yaml_model(form), "frames.yaml");
      // Standard DH and the axes form place link frames away from the
      // joint frames; the test means nothing where they coincide.
      if (form != "modified") {
        bool moved = false;
        for (const Joint& j : model.joints) moved = moved || !j.link_frame.is_identity();
        REQUIRE(moved);
      }
      const Eigen::VectorXd pi = file_frame_parameters(urdf);
      const NumericModel numeric = instantiate(model);
      CHECK(relative_error(standard_parameters(numeric), pi) <= kAgreement);
      Eigen::VectorXd exact(pi.size());
      const std::vector<GiNaC::ex> values = standard_parameter_values(model);
      for (int k = 0; k < pi.size(); ++k)
        exact(k) =
            GiNaC::ex_to<GiNaC::numeric>(values[static_cast<std::size_t>(k)].evalf()).to_double();
      CHECK(relative_error(exact, pi) <= kAgreement);
      Workspace ws(numeric);
      std::mt19937 rng(kSeed);
      for (int k = 0; k < 5; ++k) {
        const State s = random_state(numeric, rng);
        Eigen::VectorXd tau(numeric.nv());
        inverse_dynamics(numeric, ws, s.q, s.qd, s.qdd, tau);
        Eigen::MatrixXd Y;
        regressor(numeric, ws, s.q, s.qd, s.qdd, Y);
        INFO("state " << k);
        CHECK(relative_error(Y * pi, tau) <= kAgreement);
        CHECK(relative_error(program_regressor(model, s) * pi, tau) <= kAgreement);
      }
    }
  }
}
