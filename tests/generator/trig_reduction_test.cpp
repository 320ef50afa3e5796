// The canonical forms behind the simplification.

#include <catch2/catch.hpp>

#include "nedyn/generator/trig_reduction.hpp"
#include "nedyn/model/model_file.hpp"

using namespace nedyn;

namespace {

Model three_parallel_joints() {
  return load_model_from_string(R"(
name: planar3
convention: modified
joints:
  - {type: revolute, alpha: 0, a: 0, d: 0, theta: 0, mass: 1, com: [1, 0, 0], inertia: {xx: 0, yy: 0, zz: 0}}
  - {type: revolute, alpha: 0, a: 1, d: 0, theta: pi/2, mass: 1, com: [1, 0, 0], inertia: {xx: 0, yy: 0, zz: 0}}
  - {type: revolute, alpha: pi/2, a: 1, d: 0, theta: 0, mass: 1, com: [1, 0, 0], inertia: {xx: 0, yy: 0, zz: 0}}
)",
                                "planar3.yaml");
}

}  // namespace

TEST_CASE("parallel groups follow the twists", "[trig]") {
  const Model model = three_parallel_joints();
  const JointSymbols js(model);
  // Joints 1 and 2 are parallel (modified alpha_1 = 0); joint 3 is twisted.
  REQUIRE(js.groups.size() == 1);
  CHECK(js.groups[0].first == 0);
  CHECK(js.groups[0].last == 1);
  CHECK(js.has_cumulative_angle(1));
  CHECK_FALSE(js.has_cumulative_angle(2));
}

TEST_CASE("pythagorean_reduce leaves no squared cosine", "[trig]") {
  const JointSymbols js(three_parallel_joints());
  const GiNaC::ex s = js.s[0], c = js.c[0];
  CHECK(pythagorean_reduce(GiNaC::pow(s, 2) + GiNaC::pow(c, 2), js) == 1);
  CHECK((pythagorean_reduce(GiNaC::pow(c, 5), js) -
         (c * GiNaC::pow(1 - GiNaC::pow(s, 2), 2)).expand())
            .expand()
            .is_zero());
  CHECK(term_count(pythagorean_reduce(GiNaC::pow(c, 2) * js.s[1], js)) == 2);
  CHECK(term_count(0) == 0);
}

TEST_CASE("trig_normal_form expands sums of angles and offsets", "[trig]") {
  const JointSymbols js(three_parallel_joints());
  const GiNaC::ex q1 = js.q[0], q2 = js.q[1];
  // Joint 2 has theta = pi/2: s2 = sin(q2 + pi/2) = cos(q2).
  CHECK(trig_normal_form(GiNaC::cos(q2) - js.s[1], js).is_zero());
  CHECK(trig_normal_form(GiNaC::sin(q1 + q2) -
                             (GiNaC::sin(q1) * GiNaC::cos(q2) + GiNaC::cos(q1) * GiNaC::sin(q2)),
                         js)
            .is_zero());
  CHECK(
      trig_normal_form(GiNaC::cos(2 * q1) - (1 - 2 * GiNaC::pow(GiNaC::sin(q1), 2)), js).is_zero());
  CHECK_FALSE(trig_normal_form(GiNaC::cos(2 * q1) - 1, js).is_zero());
}

TEST_CASE("the shortest form uses cumulative angles when they are shorter", "[trig]") {
  const JointSymbols js(three_parallel_joints());
  const GiNaC::ex s1 = js.s[0], c1 = js.c[0], s2 = js.s[1], c2 = js.c[1];
  // cos(a1 + a2) = c1 c2 - s1 s2: one term as c12.
  const GiNaC::ex shortest = shortest_trig_polynomial(c1 * c2 - s1 * s2, js);
  CHECK(shortest == js.c_sum[1]);
  // c2 alone stays in joint angles (c12 c1 + s12 s1 would be longer).
  CHECK(shortest_trig_polynomial(c2, js) == c2);
}

TEST_CASE("regression: constant twists GiNaC cannot evaluate are reduced too", "[trig]") {
  // What went wrong: a twist of 0.3 rad leaves sin(3/10) and cos(3/10) as
  // functions; their squares were not reduced, so the "canonical" form was
  // not, and Newton-Euler and Lagrange mass matrices compared unequal.
  const Model model = load_model_from_string(R"(
name: twisted
convention: standard
joints:
  - {type: revolute, alpha: 0.3, a: 1, d: 0, theta: 0, mass: 1, com: [0, 0, 0], inertia: {xx: 1, yy: 1, zz: 1}}
  - {type: prismatic, alpha: beta, a: 0, d: 0, theta: pi/3, mass: 1, com: [0, 0, 0], inertia: {xx: 1, yy: 1, zz: 1}}
)",
                                             "twisted.yaml");
  const JointSymbols js(model);
  CHECK(js.constant_angles.size() == 2);  // 0.3 and beta; sin, cos of pi/3 are exact
  const GiNaC::ex a = GiNaC::numeric(3, 10);
  CHECK(pythagorean_reduce(GiNaC::pow(GiNaC::sin(a), 2) + GiNaC::pow(GiNaC::cos(a), 2), js) == 1);
  const GiNaC::ex beta = model.symbols.at("beta");
  CHECK(pythagorean_reduce(GiNaC::pow(GiNaC::cos(beta), 3) +
                               GiNaC::sin(beta) * GiNaC::sin(beta) * GiNaC::cos(beta),
                           js) == GiNaC::cos(beta));
}
