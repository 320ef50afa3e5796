// `nedyn identify` and `nedyn show --what base` as a user runs them: an
// excitation with synthetic measurements identified back, a motion that
// leaves joint 2 still refused with the parameters named, and the catalogue
// of bad data files (tests/bad_csv/: each FILE.csv with FILE.expected, the
// message after the path and the exit code).

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "cli_support.hpp"

using namespace nedyn::test;

namespace {

const std::string kPlanar = std::string(NEDYN_MODELS_DIR) + "/rr_planar_numeric.yaml";

/// One row of identify's table: name, estimate, std dev, rel std %, model.
struct EstimateRow {
  std::string line, name;
  double estimate = 0, sd = 0, relative = 0, model = 0;
};

std::vector<EstimateRow> estimate_rows(const std::string& out) {
  std::istringstream lines(out);
  std::vector<EstimateRow> rows;
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#' || line.rfind("parameter", 0) == 0) continue;
    EstimateRow r;
    r.line = line;
    std::istringstream(line) >> r.name >> r.estimate >> r.sd >> r.relative >> r.model;
    rows.push_back(r);
  }
  return rows;
}

}  // namespace

TEST_CASE("identify: an excitation's synthetic measurements give the model back",
          "[cli][identify]") {
  const std::string dir = fresh_directory("identify");
  const Run excite = run_nedyn("identify " + kPlanar + " --excite --period 4 --harmonics 3 " +
                               "--rate 50 --synthetic-noise 0.01 -o " + dir + "/data.csv");
  REQUIRE(excite.exit_code == 0);
  CHECK_THAT(excite.out, Catch::Contains("200 samples in " + dir + "/data.csv; cond(W)"));
  const Run r =
      run_nedyn("identify " + kPlanar + " --data " + dir + "/data.csv -o " + dir + "/beta.yaml");
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("11 base parameters from 200 samples (400 equations)"));
  // Each estimate within 3 sigma of the model's value.
  const std::vector<EstimateRow> rows = estimate_rows(r.out);
  for (const EstimateRow& row : rows) {
    INFO(row.line);
    CHECK(std::abs(row.estimate - row.model) <= 3 * row.sd);
  }
  CHECK(rows.size() == 11);
  const std::string yaml = slurp(dir + "/beta.yaml");
  CHECK_THAT(yaml, Catch::Contains("name: ZZ1R"));
  CHECK_THAT(yaml, Catch::Contains("combination: "));
  CHECK_THAT(yaml, Catch::Contains("condition_number: "));
}

TEST_CASE("identify: coupled joints, an excitation in the coordinates y identified back",
          "[cli][identify][mimic]") {
  // The gripper's second finger follows the first (--mimic couple): the
  // excitation moves the 5 coordinates, the measurements are the torques on
  // them (the runtime's G^T tau), and G^T Y's 33 base parameters come back.
  // The g++ build only: the excitation's search takes the sanitized one 20 s,
  // and the coupling's paths are the runtime's, which its other tests run.
  if (NEDYN_SANITIZED) return;
  const std::string dir = fresh_directory("identify_coupled");
  const std::string gripper =
      std::string(NEDYN_SOURCE_DIR) + "/tests/urdf/gripper_arm.urdf --mimic couple";
  const Run excite = run_nedyn("identify " + gripper + " --excite --period 4 --harmonics 3 " +
                               "--rate 50 --synthetic-noise 0 -o " + dir + "/data.csv");
  REQUIRE(excite.exit_code == 0);
  CHECK(slurp(dir + "/data.csv").rfind("t,q1,q2,q3,q4,q5,qd1,", 0) == 0);
  const Run r = run_nedyn("identify " + gripper + " --data " + dir + "/data.csv");
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("33 base parameters from 200 samples (1000 equations)"));
  const std::vector<EstimateRow> rows = estimate_rows(r.out);
  for (const EstimateRow& row : rows) {
    INFO(row.line);
    CHECK(std::abs(row.estimate - row.model) <= 1e-8 * std::max(1.0, std::abs(row.model)));
  }
  CHECK(rows.size() == 33);
}

TEST_CASE("identify: joint 2 never moved, its parameters are named and nothing is written",
          "[cli][identify]") {
  const std::string dir = fresh_directory("identify_still");
  REQUIRE(run_nedyn("identify " + kPlanar + " --excite --period 4 --harmonics 3 --rate 50 " +
                    "--synthetic-noise 0.01 -o " + dir + "/data.csv")
              .exit_code == 0);
  // q2 held at 0.3: qd2 = qdd2 = 0 (columns 2, 4 and 6 of t,q1,q2,qd1,qd2,qdd1,qdd2,...).
  std::ifstream in(dir + "/data.csv");
  std::ofstream out(dir + "/still.csv");
  std::string line;
  std::getline(in, line);
  out << line << "\n";
  while (std::getline(in, line)) {
    std::vector<std::string> f;
    std::stringstream s(line);
    for (std::string x; std::getline(s, x, ',');) f.push_back(x);
    f[2] = "0.3";
    f[4] = f[6] = "0";
    for (std::size_t k = 0; k < f.size(); ++k) out << (k ? "," : "") << f[k];
    out << "\n";
  }
  out.close();
  const Run r =
      run_nedyn("identify " + kPlanar + " --data " + dir + "/still.csv -o " + dir + "/beta.yaml");
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK_THAT(r.err, Catch::Contains("the data do not identify"));
  CHECK_THAT(r.err, Catch::Contains("Fv2"));
  CHECK_THAT(r.err, Catch::Contains("Fc2"));
  CHECK_FALSE(std::filesystem::exists(dir + "/beta.yaml"));
}

TEST_CASE("identify: every bad data file of tests/bad_csv is refused as it expects",
          "[cli][identify][bad_input]") {
  int cases = 0;
  for (const auto& entry : std::filesystem::directory_iterator(NEDYN_SOURCE_DIR "/tests/bad_csv")) {
    const std::string path = entry.path().string();
    if (entry.path().extension() != ".csv") continue;
    ++cases;
    INFO(path);
    const ExpectedRefusal expected = expected_refusal(path);
    const std::string dir = fresh_directory("bad_csv");
    check_refusal(run_nedyn("identify " + kPlanar + " --data " + path + " -o " + dir + "/b.yaml"),
                  path, expected);
    CHECK_FALSE(std::filesystem::exists(dir + "/b.yaml"));
  }
  CHECK(cases >= 10);
}

TEST_CASE("show --what base: Craig's arm, Khalil's groupings by name", "[cli][show]") {
  const Run r = run_nedyn("show " + std::string(NEDYN_MODELS_DIR) + "/rr_planar.yaml --what base");
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("11 base parameters of 26 standard ones"));
  CHECK_THAT(r.out, Catch::Contains("ZZ1R = ZZ1 + "));
  CHECK_THAT(r.out, Catch::Contains("MX1R = MX1 + M2*l1"));
  CHECK_THAT(r.out, Catch::Contains("\nZZ2 = ZZ2\n"));
  const Run tex = run_nedyn("show " + std::string(NEDYN_MODELS_DIR) +
                            "/rr_planar.yaml --what base --format latex");
  REQUIRE(tex.exit_code == 0);
  CHECK_THAT(tex.out, Catch::Contains("ZZ_{1}^{R} &= ZZ_{1} + "));
}

TEST_CASE("show --what base on a floating base: the free body's ten first", "[cli][show]") {
  const Run body =
      run_nedyn("show " + std::string(NEDYN_MODELS_DIR) + "/quadrotor_floating.yaml --what base");
  REQUIRE(body.exit_code == 0);
  // A lone free body: its ten inertial parameters, each identifiable alone.
  CHECK_THAT(body.out, Catch::Contains("10 base parameters of 10 standard ones") &&
                           Catch::Contains("\nXX0 = XX0\n") && Catch::Contains("\nM0 = M0\n") &&
                           Catch::Contains("the floating base's body: XX0 .. M0"));
}

TEST_CASE("show on a floating base: seed 000's equations, gravity in the body frame",
          "[cli][show]") {
  const std::string body = std::string(NEDYN_MODELS_DIR) + "/quadrotor_floating.yaml";
  const Run tau = run_nedyn("show " + body + " --what tau");
  REQUIRE(tau.exit_code == 0);
  // m (vd + w x v) - m R^T g and Euler's equations, as printed (GiNaC's
  // canonical order); gravity's base-frame components defined in the header.
  CHECK_THAT(tau.out, Catch::Contains("rows and columns 1-6 are its twist (vx vy vz, wx wy wz") &&
                          Catch::Contains("gbz = 2*g*qx^2+2*g*qy^2-g\n") &&
                          Catch::Contains("\ntau(1) = -gbx*m+m*vdx-m*vy*wz+m*vz*wy\n") &&
                          Catch::Contains("\ntau(4) = -(Iyy-Izz)*wy*wz+Ixx*wdx\n"));
  const Run M = run_nedyn("show " + body + " --what M --entry 5,5");
  REQUIRE(M.exit_code == 0);
  CHECK_THAT(M.out, Catch::EndsWith("\nM(5,5) = Iyy\n"));
  // Its task terms have no closed forms: refused, saying where they are.
  const Run task = run_nedyn("show " + body + " --what Mx");
  CHECK(task.exit_code == 2);
  CHECK_THAT(task.err, Catch::Contains("has a floating base, whose task terms have no closed "
                                       "forms so far"));
}

TEST_CASE("identify --excite keeps to the model file's position and velocity limits",
          "[cli][identify]") {
  // The Panda's datasheet limits (models/panda.yaml): joint 4 only between
  // -3.0718 and -0.0698 rad, joint 6 between -0.0175 and 3.7525, none
  // beyond 2.175 rad/s (joints 1-4) or 2.61 (5-7). The default amplitude of
  // 1 rad would leave joint 4's range at q0 = 0.
  // The g++ build only: the search on the Panda takes the sanitized one 24 s
  // (1.5 s here); the sanitizers run the search in the planar model's test.
  if (NEDYN_SANITIZED) return;
  const std::string dir = fresh_directory("identify_limits");
  const Run excite =
      run_nedyn("identify " + std::string(NEDYN_MODELS_DIR) + "/panda.yaml --excite --period 4 " +
                "--harmonics 3 --rate 50 -o " + dir + "/data.csv");
  REQUIRE(excite.exit_code == 0);
  CHECK_THAT(excite.out, Catch::Contains("; within the model file's position and velocity limits"));
  const double lower[7] = {-2.8973, -1.7628, -2.8973, -3.0718, -2.8973, -0.0175, -2.8973};
  const double upper[7] = {2.8973, 1.7628, 2.8973, -0.0698, 2.8973, 3.7525, 2.8973};
  const double velocity[7] = {2.175, 2.175, 2.175, 2.175, 2.61, 2.61, 2.61};
  std::ifstream in(dir + "/data.csv");
  std::string line;
  std::getline(in, line);  // t, q1..q7, qd1..qd7, ...
  int rows = 0;
  double q4_lowest = 0, q4_highest = -10;
  while (std::getline(in, line)) {
    std::vector<double> f;
    std::stringstream s(line);
    for (std::string x; std::getline(s, x, ',');) f.push_back(std::stod(x));
    REQUIRE(f.size() >= 15);
    for (int i = 0; i < 7; ++i) {
      INFO("row " << rows << ", joint " << i + 1);
      CHECK(f[1 + i] >= lower[i]);
      CHECK(f[1 + i] <= upper[i]);
      CHECK(std::abs(f[8 + i]) <= velocity[i]);
    }
    q4_lowest = std::min(q4_lowest, f[4]);
    q4_highest = std::max(q4_highest, f[4]);
    ++rows;
  }
  CHECK(rows == 200);
  // Joint 4 moves through its range about its middle, -1.5708.
  CHECK(q4_highest - q4_lowest > 0.5);
  CHECK(q4_lowest < -1.5708);
  CHECK(q4_highest > -1.5708);
}
