// The quadrotor of seed 000 (docs/design.md §6) as a serial chain (models/quadrotor.yaml,
// docs/examples/quadrotor.md): with the thrust u1 along the body z axis and
// the body moment M_b as the tip wrench, the generated equations are, exactly,
// the note's Newton equations m x'' = u1 (s_phi s_psi c_theta + s_theta c_psi),
// m y'' = u1 (-s_phi c_psi c_theta + s_psi s_theta), m z'' = u1 c_phi c_theta - m g,
// and Euler's equations I w' = M_b - w x I w, seen through the Euler-rate map E.

#include <catch2/catch.hpp>

#include "nedyn/generator/dynamics_terms.hpp"
#include "nedyn/generator/trig_reduction.hpp"
#include "nedyn/model/model_file.hpp"

using namespace nedyn;

namespace {

using GiNaC::ex;

bool same(const ex& a, const ex& b, const JointSymbols& js) {
  return trig_normal_form(a - b, js).is_zero();
}

// d/dt of an expression in q (through s_i, c_i), qd.
ex time_derivative(const ex& e, const JointSymbols& js) {
  ex d = 0;
  for (int i = 0; i < js.n; ++i)
    d += derivative_by_q(e, js, i) * js.qd[i] + e.diff(js.qd[i]) * js.qdd[i];
  return d.expand();
}

}  // namespace

TEST_CASE("the quadrotor chain gives the note's Newton and Euler equations",
          "[symbolic][quadrotor]") {
  const Model model = load_model(NEDYN_MODELS_DIR "/quadrotor.yaml");
  const JointSymbols js(model);
  const DynamicsTerms t = dynamics_terms(model, js);
  const GiNaC::matrix tau = joint_torques(t, js);
  const auto sym = [&](const char* name) { return ex(model.symbols.at(name)); };
  const ex m = sym("m"), g = sym("g"), Ixx = sym("Ixx"), Iyy = sym("Iyy"), Izz = sym("Izz");

  // Euler angles through the DH angles: q4 + pi/2 = psi + pi/2, q5 - pi/2 = phi - pi/2, q6 = theta.
  const ex c_psi = js.s[3], s_psi = -js.c[3];
  const ex c_phi = -js.s[4], s_phi = js.c[4];
  const ex s_th = js.s[5], c_th = js.c[5];
  const ex psi_d = js.qd[3], phi_d = js.qd[4], th_d = js.qd[5];

  // Thrust u1 along body z, body moments Mx, My, Mz; the tip wrench is what
  // the body exerts, minus these, in frame 6 (x6 = -z_b, y6 = -x_b, z6 = y_b).
  GiNaC::realsymbol u1("u1"), Mx("Mx"), My("My"), Mz("Mz");
  const GiNaC::exmap wrench = {{t.wrench[0], u1}, {t.wrench[1], 0},  {t.wrench[2], 0},
                               {t.wrench[3], Mz}, {t.wrench[4], Mx}, {t.wrench[5], -My}};
  std::vector<ex> motion;  // tau + J^T w = 0 are the equations of motion
  for (int i = 0; i < 6; ++i) motion.push_back((tau(i, 0) + t.tip(i, 0).subs(wrench)).expand());

  // Newton: m x'' - F = 0 with F = u1 R e_z, R = Rz(psi) Rx(phi) Ry(theta).
  CHECK(same(motion[0], m * js.qdd[0] - u1 * (s_phi * s_psi * c_th + s_th * c_psi), js));
  CHECK(same(motion[1], m * js.qdd[1] - u1 * (-s_phi * c_psi * c_th + s_psi * s_th), js));
  CHECK(same(motion[2], m * js.qdd[2] + m * g - u1 * c_phi * c_th, js));

  // Euler: body rates w = E (psi', phi', theta') for Z-X-Y angles.
  const ex w[3] = {c_th * phi_d - s_th * c_phi * psi_d, th_d + s_phi * psi_d,
                   s_th * phi_d + c_th * c_phi * psi_d};
  const ex I[3] = {Ixx, Iyy, Izz};
  const ex Mb[3] = {Mx, My, Mz};
  ex residual[3];  // I w' + w x I w - M_b
  for (int k = 0; k < 3; ++k) {
    const int a = (k + 1) % 3, b = (k + 2) % 3;
    residual[k] =
        I[k] * time_derivative(w[k], js) + (w[a] * I[b] * w[b] - w[b] * I[a] * w[a]) - Mb[k];
  }
  // Rows of the chain are E^T times the residual: column j of E is dw/d(rate j).
  for (int j = 0; j < 3; ++j) {
    ex row = 0;
    for (int k = 0; k < 3; ++k) row += w[k].diff(js.qd[3 + j]) * residual[k];
    INFO("joint " << 4 + j);
    CHECK(same(motion[static_cast<std::size_t>(3 + j)], row.expand(), js));
  }
  // The check can fail: swapping two principal moments is told apart.
  ex swapped = 0;
  for (int k = 0; k < 3; ++k)
    swapped += w[k].diff(js.qd[3]) * residual[k].subs(GiNaC::exmap{{Ixx, Iyy}, {Iyy, Ixx}});
  CHECK_FALSE(same(motion[3], swapped.expand(), js));
}
