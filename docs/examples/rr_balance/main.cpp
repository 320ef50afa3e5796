// rr_balance [--elbow-only] [--plot FILE.png]: designs the LQR of
// lqr_balance.hpp for Craig's two-link arm upright, simulates the closed loop
// from a perturbed start, prints what happened and, with --plot, draws it with
// gnuplot (FILE.dat and FILE.gp are written beside the image). Exits 1 if the
// state did not converge. See docs/examples/rr_balance.md.

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

#include "lqr_balance.hpp"

namespace {

using namespace rr_balance;

void write_plot(const std::string& image, const std::vector<Sample>& closed,
                const std::vector<Sample>& open, const State& x_star, const std::string& title) {
  const std::string stem = image.substr(0, image.rfind('.'));
  std::ofstream data(stem + ".dat");
  data << "# t  q1-q1*  q2-q2*  qd1  qd2  tau1  tau2   (closed loop), then q1-q1* q2-q2* "
          "without feedback\n";
  for (std::size_t k = 0; k < closed.size(); ++k) {
    const Sample& s = closed[k];
    data << s.t;
    for (int i = 0; i < kStates; ++i) data << " " << s.x(i) - x_star(i);
    data << " " << s.tau(0) << " " << s.tau(1);
    for (int i = 0; i < kDof; ++i) data << " " << open[k].x(i) - x_star(i);
    data << "\n";
  }
  data.close();
  std::ofstream script(stem + ".gp");
  script << "set terminal pngcairo size 900,620 font 'sans,10'\n"
         << "set output '" << image << "'\n"
         << "set multiplot layout 2,1 title \"" << title << "\"\n"
         << "set grid\nset xrange [0:3]\nset ylabel 'q - q* (rad)'\nset yrange [-0.6:0.6]\n"
         << "plot '" << stem << ".dat' using 1:2 with lines lw 2 title 'q1, LQR', "
         << "'' using 1:3 with lines lw 2 title 'q2, LQR', "
         << "'' using 1:8 with lines dt 2 title 'q1, tau = G(q*) only', "
         << "'' using 1:9 with lines dt 2 title 'q2, tau = G(q*) only'\n"
         << "set xlabel 't (s)'\nset ylabel 'tau (N m)'\nset autoscale y\n"
         << "plot '" << stem << ".dat' using 1:6 with lines lw 2 title 'tau1', "
         << "'' using 1:7 with lines lw 2 title 'tau2'\n"
         << "unset multiplot\n";
  script.close();
  const std::string command = "gnuplot '" + stem + ".gp'";
  if (std::system(command.c_str()) != 0) {
    std::cerr << "rr_balance: gnuplot failed on " << stem << ".gp\n";
    std::exit(2);
  }
}

}  // namespace

int main(int argc, char** argv) {
  bool elbow_only = false;
  std::string plot;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--elbow-only") {
      elbow_only = true;
    } else if (a == "--plot" && i + 1 < argc) {
      plot = argv[++i];
    } else {
      std::cerr << "usage: rr_balance [--elbow-only] [--plot FILE.png]\n";
      return 2;
    }
  }

  int iterations = 0;
  const Controller c = page_design(elbow_only, &iterations);
  if (iterations < 0) {
    std::cerr << "rr_balance: the Riccati recursion did not converge\n";
    return 1;
  }

  const double h = kPeriod;
  const State x0 = perturbed_start(c, elbow_only);
  const int periods = 600;  // 6 s
  const std::vector<Sample> closed = simulate(c, x0, h, periods);
  const std::vector<Sample> open = simulate(c, x0, h, periods, 10, false);

  const Eigen::IOFormat row(4, Eigen::DontAlignCols, " ", "; ", "", "", "[", "]");
  std::printf("rr_planar_numeric upright, %s, control period %.3g s\n",
              elbow_only ? "elbow motor only" : "both motors", h);
  std::cout << "tau* = G(q*) = " << c.tau_star.transpose().format(row) << " N m\n"
            << "open loop: largest |eigenvalue| of A = " << spectral_radius(c.A) << "\n"
            << "Riccati: " << iterations << " iterations; K = " << c.K.format(row) << "\n"
            << "closed loop: largest |eigenvalue| of A - B K = " << spectral_radius(c.A - c.B * c.K)
            << "\n";
  std::printf("%6s  %14s  %14s\n", "t (s)", "|x - x*| LQR", "no feedback");
  for (int k : {0, 50, 100, 200, 400, 600})
    std::printf("%6.2f  %14.3e  %14.3e\n", closed[k].t, (closed[k].x - c.x_star).norm(),
                (open[k].x - c.x_star).norm());

  if (!plot.empty())
    write_plot(plot, closed, open, c.x_star,
               std::string("Craig's two-link arm balanced upright by LQR (") +
                   (elbow_only ? "elbow motor only" : "both motors") + ")");
  const double start = (x0 - c.x_star).norm(), end = (closed.back().x - c.x_star).norm();
  return end <= 1e-6 * start ? 0 : 1;
}
