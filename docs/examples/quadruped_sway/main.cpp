// quadruped_sway [--plot FILE.png]: the joint torques and ground forces of
// sway.hpp for three periods of the quadruped's sway; prints a table and, with
// --plot, draws it with gnuplot (FILE.dat and FILE.gp beside the image).
// Exits 1 if a foot slid by more than 1 micrometre. See
// docs/examples/quadruped_sway.md.

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

#include "sway.hpp"

namespace {

using namespace quadruped_sway;

void write_plot(const std::string& image, const std::vector<Sample>& samples) {
  const std::string stem = image.substr(0, image.rfind('.'));
  std::ofstream data(stem + ".dat");
  data << "# t  base_y  base_z  lambda_z(FL FR HL HR)  tau(FL_HAA FL_HFE FL_KFE HL_HAA HL_HFE "
          "HL_KFE)\n";
  for (const Sample& s : samples) {
    data << s.t << " " << s.q(1) << " " << s.q(2);
    for (int f = 0; f < kFeet; ++f) data << " " << s.lambda[f].z();
    for (int j : {0, 1, 2, 6, 7, 8}) data << " " << s.tau(j);
    data << "\n";
  }
  data.close();
  std::ofstream script(stem + ".gp");
  script << "set terminal pngcairo size 900,820 font 'sans,10'\n"
         << "set output '" << image << "'\n"
         << "set multiplot layout 3,1 title \"quadruped12 on a floating base: the body sways, "
            "the feet stay\"\n"
         << "set grid\nset key outside right\nset lmargin 10\nset rmargin 16\nset xrange [0:3]\n"
         << "set ylabel 'base (m)'\n"
         << "plot '" << stem << ".dat' using 1:2 with lines lw 2 title 'y', "
         << "'' using 1:3 with lines lw 2 title 'z'\n"
         << "set ylabel 'ground force, vertical (N)'\n"
         << "plot '" << stem << ".dat' using 1:4 with lines lw 2 title 'FL', "
         << "'' using 1:5 with lines lw 2 title 'FR', '' using 1:6 with lines dt 2 title 'HL', "
         << "'' using 1:7 with lines dt 2 title 'HR'\n"
         << "set xlabel 't (s)'\nset ylabel 'tau (N m)'\n"
         << "plot '" << stem << ".dat' using 1:8 with lines lw 2 title 'FL HAA', "
         << "'' using 1:9 with lines lw 2 title 'FL HFE', '' using 1:10 with lines lw 2 title "
            "'FL KFE', '' using 1:11 with lines dt 2 title 'HL HAA', '' using 1:12 with lines dt "
            "2 title 'HL HFE', '' using 1:13 with lines dt 2 title 'HL KFE'\n"
         << "unset multiplot\n";
  script.close();
  const std::string command = "gnuplot '" + stem + ".gp'";
  if (std::system(command.c_str()) != 0) {
    std::cerr << "quadruped_sway: gnuplot failed on " << stem << ".gp\n";
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
      std::cerr << "usage: quadruped_sway [--plot FILE.png]\n";
      return 2;
    }
  }
  const Sway sway;
  const double dt = 1e-3;
  const std::vector<Sample> samples = simulate(sway, 3 * sway.period, dt);
  std::printf("quadruped12, floating base: sway %.2f m sideways, %.2f m up, period %.1f s\n",
              sway.side, sway.lift, sway.period);
  std::printf(" t (s)  base y   base z   ground z: FL     FR     HL     HR   sum    |tau| max\n");
  double slide = 0, largest = 0;
  for (std::size_t k = 0; k < samples.size(); ++k) {
    const Sample& s = samples[k];
    for (int f = 0; f < kFeet; ++f)
      slide = std::max(slide, (s.foot[f] - samples[0].foot[f]).norm());
    largest = std::max(largest, s.tau.cwiseAbs().maxCoeff());
    if (k % 125 != 0 || s.t > sway.period + dt / 2) continue;  // the first period
    double sum = 0;
    for (int f = 0; f < kFeet; ++f) sum += s.lambda[f].z();
    std::printf("%5.2f  %7.4f  %7.4f  %15.3f %6.3f %6.3f %6.3f %6.3f  %6.3f\n", s.t, s.q(1), s.q(2),
                s.lambda[0].z(), s.lambda[1].z(), s.lambda[2].z(), s.lambda[3].z(), sum,
                s.tau.cwiseAbs().maxCoeff());
  }
  std::printf("over %.0f s: largest joint torque %.3f N m; the feet moved %.1e m at most\n",
              samples.back().t, largest, slide);
  if (!plot.empty()) write_plot(plot, samples);
  return slide <= 1e-6 ? 0 : 1;
}
