// nedyn trajectory on the JAERI-M 90-147 motion (issue 6): torques of the
// emitted code at every sample equal the numeric runtime's, q and qd are
// continuous and reach B at rest, the PNG is a PNG, and bad requests exit 2.

#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <sstream>

#include "cli_support.hpp"
#include "nedyn/model/model_file.hpp"
#include "nedyn/runtime/instantiate.hpp"
#include "nedyn/runtime/newton_euler.hpp"

using namespace nedyn;
using namespace nedyn::test;

namespace {

const std::string kJaeri = std::string(NEDYN_MODELS_DIR) + "/jaeri6.yaml";
const std::string kA = "2.7533 0.1502 85.7259 -33.7722 -85.0428 33.6731";
const std::string kB = "10.4705 8.7346 44.3932 -17.1186 -51.8741 13.6195";
const double kPi = 3.14159265358979323846;

std::vector<std::vector<double>> read_csv(const std::string& path, std::string& header) {
  std::ifstream in(path);
  std::getline(in, header);
  std::vector<std::vector<double>> rows;
  for (std::string line; std::getline(in, line);) {
    std::vector<double> row;
    std::stringstream cells(line);
    for (std::string cell; std::getline(cells, cell, ',');) row.push_back(std::stod(cell));
    rows.push_back(row);
  }
  return rows;
}

std::vector<double> numbers(const std::string& text) {
  std::stringstream in(text);
  std::vector<double> v;
  for (double x; in >> x;) v.push_back(x);
  return v;
}

}  // namespace

TEST_CASE("trajectory: the JAERI motion, torques equal the runtime's at every step",
          "[cli][trajectory]") {
  const std::string dir = fresh_directory("trajectory");
  const int steps = 90;
  const double T = 1.5;
  const Run r = run_nedyn("trajectory " + kJaeri + " --deg --from " + kA + " --to " + kB +
                          " --duration 1.5 --steps 90 --csv " + dir + "/out/jaeri6.csv --plot " +
                          dir + "/out/jaeri6.png --param b1=1.5 --param b2=1.2 --param b3=0.8 " +
                          "--param b4=0.4 --param b5=0.3 --param b6=0.1");
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("agree"));
  std::string header;
  const auto rows = read_csv(dir + "/out/jaeri6.csv", header);
  CHECK(header.rfind("t,q1,q2,q3,q4,q5,q6,qd1", 0) == 0);
  REQUIRE(rows.size() == steps + 1);
  const std::vector<double> A = numbers(kA), B = numbers(kB);

  // Starts at A, ends at B, both at rest.
  for (int i = 0; i < 6; ++i) {
    CHECK(rows.front()[1 + i] == Approx(A[i]).margin(1e-12));
    CHECK(rows.front()[7 + i] == 0);
    CHECK(rows.back()[1 + i] == Approx(B[i]).margin(1e-9));
    CHECK(std::abs(rows.back()[7 + i]) < 1e-9);
  }
  // Continuous: no step moves q or qd further than its derivative allows.
  const double dt = T / steps;
  for (std::size_t k = 1; k < rows.size(); ++k) {
    CHECK(rows[k][0] == Approx(static_cast<double>(k) * dt));
    for (int i = 0; i < 6; ++i) {
      const double qd_max = std::max(std::abs(rows[k - 1][7 + i]), std::abs(rows[k][7 + i]));
      const double qdd_max = std::abs(rows[k - 1][13 + i]) + std::abs(rows[k][13 + i]);
      CHECK(std::abs(rows[k][1 + i] - rows[k - 1][1 + i]) <= qd_max * dt * (1 + 1e-9) + 1e-12);
      CHECK(std::abs(rows[k][7 + i] - rows[k - 1][7 + i]) <= qdd_max * dt * (1 + 1e-9) + 1e-12);
    }
  }
  // Torques: the numeric recursion at the CSV's own states (degrees to radians).
  const NumericModel model =
      instantiate(load_model(kJaeri),
                  {{"b1", 1.5}, {"b2", 1.2}, {"b3", 0.8}, {"b4", 0.4}, {"b5", 0.3}, {"b6", 0.1}});
  Workspace ws(model);
  Eigen::VectorXd q(6), qd(6), qdd(6), tau(6);
  double largest = 0, difference = 0;
  for (const auto& row : rows) {
    for (int i = 0; i < 6; ++i) {
      q[i] = row[1 + i] * kPi / 180;
      qd[i] = row[7 + i] * kPi / 180;
      qdd[i] = row[13 + i] * kPi / 180;
    }
    inverse_dynamics(model, ws, q, qd, qdd, tau);
    for (int i = 0; i < 6; ++i) {
      largest = std::max(largest, std::abs(tau[i]));
      difference = std::max(difference, std::abs(tau[i] - row[19 + i]));
    }
  }
  CHECK(largest > 100);  // joint 2 holds the arm against gravity
  CHECK(difference < 1e-9 * largest);
  // A PNG (its signature), and nothing else left in the directory.
  const std::string png = slurp(dir + "/out/jaeri6.png");
  CHECK(png.size() > 1000);
  CHECK(png.compare(0, 4, "\x89PNG") == 0);
}

TEST_CASE("trajectory: coupled joints move by their coordinates, torques on them the runtime's",
          "[cli][trajectory][mimic]") {
  // The gripper's second finger follows the first (--mimic couple): five
  // coordinates, the emitted torques on them against the runtime's G^T tau.
  const std::string gripper =
      std::string(NEDYN_SOURCE_DIR) + "/tests/urdf/gripper_arm.urdf --mimic couple --duration 2";
  const Run r = run_nedyn("trajectory " + gripper + " --from 0,0,0,0,0 --to 1,0.5,0.1,1,0.02");
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("\n5            0.0000      0.0200") &&
                        !Catch::Contains("\n6 ") && Catch::Contains(", agree\n"));
  const Run six = run_nedyn("trajectory " + gripper + " --from 0,0,0,0,0,0 --to 1,0.5,0.1,1,0,0");
  CHECK(six.exit_code == 2);
  CHECK_THAT(six.err, Catch::Contains("--from: 6 values for a model of 5 independent joints "
                                      "(--mimic couple)"));
}

TEST_CASE("trajectory takes radians, and degrees with --deg", "[cli][trajectory]") {
  const std::string dir = fresh_directory("trajectory_units");
  const std::string params =
      " --duration 1 --steps 10 --param b1=0 --param b2=0 --param b3=0 --param b4=0 --param "
      "b5=0 --param b6=0 --csv ";
  const auto in_radians = [](const std::string& degrees) {
    std::ostringstream out;
    out << std::setprecision(17);
    for (double x : numbers(degrees)) out << " " << x * M_PI / 180;
    return out.str();
  };
  const std::string A_rad = in_radians(kA), B_rad = in_radians(kB);
  const Run rad = run_nedyn("trajectory " + kJaeri + " --from" + A_rad + " --to" + B_rad + params +
                            dir + "/rad.csv");
  const Run deg = run_nedyn("trajectory " + kJaeri + " --deg --from " + kA + " --to " + kB +
                            params + dir + "/deg.csv");
  REQUIRE(rad.exit_code == 0);
  REQUIRE(deg.exit_code == 0);
  CHECK_THAT(rad.out,
             Catch::Contains("(rad, rad/s^2, N m)") && !Catch::Contains("(deg, deg/s^2, N m)"));
  CHECK_THAT(deg.out, Catch::Contains("(deg, deg/s^2, N m)"));
  std::string header;
  const auto in_rad = read_csv(dir + "/rad.csv", header);
  const auto in_deg = read_csv(dir + "/deg.csv", header);
  REQUIRE(in_rad.size() == 11);
  REQUIRE(in_deg.size() == 11);
  for (std::size_t k = 0; k < in_rad.size(); ++k)
    for (int i = 0; i < 6; ++i) {
      // q in each unit, and the same torques (to the rounding of the conversions).
      CHECK(in_rad[k][1 + i] == Approx(in_deg[k][1 + i] * M_PI / 180).epsilon(1e-14));
      CHECK(in_rad[k][19 + i] == Approx(in_deg[k][19 + i]).epsilon(1e-12).margin(1e-12));
    }
}

TEST_CASE("trajectory refuses bad requests with exit 2 and writes nothing", "[cli][trajectory]") {
  const std::string dir = fresh_directory("trajectory_bad");
  const std::string all =
      " --param b1=0 --param b2=0 --param b3=0 --param b4=0 --param b5=0 "
      "--param b6=0 --csv " +
      dir + "/x.csv";
  const Run few =
      run_nedyn("trajectory " + kJaeri + " --from 1 2 3 --to " + kB + " --duration 1" + all);
  CHECK(few.exit_code == 2);
  CHECK_THAT(few.err, Catch::Contains("--from: 3 values for a model of 6 joints"));
  const Run missing =
      run_nedyn("trajectory " + kJaeri + " --from " + kA + " --to " + kB + " --duration 1");
  CHECK(missing.exit_code == 2);
  CHECK_THAT(missing.err, Catch::Contains("--param: no value for b1 b2 b3 b4 b5 b6"));
  const Run duration =
      run_nedyn("trajectory " + kJaeri + " --from " + kA + " --to " + kB + " --duration -1" + all);
  CHECK(duration.exit_code == 2);
  const Run no_to = run_nedyn("trajectory " + kJaeri + " --from " + kA + " --duration 1" + all);
  CHECK(no_to.exit_code == 2);
  CHECK_THAT(no_to.err, Catch::Contains("--to is required"));
  CHECK_FALSE(std::filesystem::exists(dir + "/x.csv"));
}
