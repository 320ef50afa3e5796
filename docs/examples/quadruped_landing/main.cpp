// quadruped_landing [--plot FILE.png]: the quadruped of landing.hpp dropped
// onto its feet; prints the touch-down, the impact's impulses and the ground
// forces of the stance and, with --plot, draws them with gnuplot (FILE.dat
// and FILE.gp beside the image). Exits 1 if a contact function returned a
// non-zero status or a held foot moved by more than 1 micrometre. See
// docs/examples/quadruped_landing.md.

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

#include "landing.hpp"

namespace {

using namespace quadruped_landing;

double vertical(const Feet& f) {
  double sum = 0;
  for (const Eigen::Vector3d& x : f) sum += x.z();
  return sum;
}

void write_plot(const std::string& image, const std::vector<Sample>& samples) {
  const std::string stem = image.substr(0, image.rfind('.'));
  std::ofstream data(stem + ".dat");
  data << "# t  base_z  lambda_z(FL FR HL HR) during the stance (0 in flight)\n";
  for (const Sample& s : samples) {
    if (s.phase == Phase::impact) continue;
    data << s.t << " " << s.q(2);
    for (int f = 0; f < kFeet; ++f) data << " " << s.lambda[f].z();
    data << "\n";
  }
  data.close();
  std::ofstream script(stem + ".gp");
  script << "set terminal pngcairo size 900,600 font 'sans,10'\n"
         << "set output '" << image << "'\n"
         << "set multiplot layout 2,1 title \"quadruped12 dropped onto its feet: impact, then "
            "stance\"\n"
         << "set grid\nset key outside right\nset lmargin 10\nset rmargin 16\n"
         << "set xrange [0:" << samples.back().t << "]\n"
         << "set ylabel 'base z (m)'\n"
         << "plot '" << stem << ".dat' using 1:2 with lines lw 2 title 'base'\n"
         << "set xlabel 't (s)'\nset ylabel 'ground force, vertical (N)'\n"
         << "plot '" << stem << ".dat' using 1:3 with lines lw 2 title 'FL', "
         << "'' using 1:4 with lines lw 2 title 'FR', '' using 1:5 with lines dt 2 title 'HL', "
         << "'' using 1:6 with lines dt 2 title 'HR'\n"
         << "unset multiplot\n";
  script.close();
  const std::string command = "gnuplot '" + stem + ".gp'";
  if (std::system(command.c_str()) != 0) {
    std::cerr << "quadruped_landing: gnuplot failed on " << stem << ".gp\n";
    std::exit(2);
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::string plot;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--plot" && i + 1 < argc) {
      plot = argv[++i];
    } else {
      std::cerr << "usage: quadruped_landing [--plot FILE.png]\n";
      return 2;
    }
  }
  const Landing landing;
  const std::vector<Sample> samples = simulate(landing);
  // The robot's mass: the centroidal momentum matrix's linear block at a
  // level pose is m times the identity.
  Eigen::Matrix<double, 6, kNv, Eigen::RowMajor> Ag;
  model::centroidal_momentum_matrix(standing_pose(0.2).data(), Ag.data());
  const double m = Ag(0, 0), g = 9.81;
  std::size_t at = 0;
  while (samples[at].phase != Phase::impact) ++at;
  const Sample &before = samples[at - 1], &impact = samples[at];
  std::printf("quadruped12 (%.3f kg) dropped with its feet %.3f m above the ground\n", m,
              landing.drop);
  std::printf("touch-down at t = %.5f s (free fall of the whole robot: %.5f s)\n", impact.t,
              std::sqrt(2 * landing.drop / g));
  std::printf(
      "impact: the base's vertical velocity %.4f m/s before (free fall: %.4f), %.4f "
      "m/s after\n",
      before.qd(2), -std::sqrt(2 * g * landing.drop), impact.qd(2));
  std::printf("impulses (N s, vertical): FL %.4f FR %.4f HL %.4f HR %.4f, sum %.4f\n",
              impact.lambda[0].z(), impact.lambda[1].z(), impact.lambda[2].z(),
              impact.lambda[3].z(), vertical(impact.lambda));
  std::printf(" t (s)   base z   ground z: FL     FR     HL     HR    sum\n");
  double slide = 0;
  int status = impact.status;
  for (std::size_t k = at + 1; k < samples.size(); ++k) {
    const Sample& s = samples[k];
    status = std::max(status, s.status);
    for (int f = 0; f < kFeet; ++f)
      slide = std::max(slide, (s.foot[f] - samples[at + 1].foot[f]).norm());
    if ((k - at - 1) % 100 != 0) continue;  // every 0.05 s
    std::printf("%6.3f  %7.4f  %14.3f %6.3f %6.3f %6.3f %7.3f\n", s.t, s.q(2), s.lambda[0].z(),
                s.lambda[1].z(), s.lambda[2].z(), s.lambda[3].z(), vertical(s.lambda));
  }
  std::printf("m g = %.3f N; the held feet moved %.1e m at most; contact status %d\n", m * g, slide,
              status);
  if (!plot.empty()) write_plot(plot, samples);
  return slide <= 1e-6 && status == 0 ? 0 : 1;
}
