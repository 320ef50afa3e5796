// Time of the simplified closed forms of one model, by phase, printed as one
// JSON object. Run one model per process (bench/symbolic_timings.py) so that
// the peak memory reported by the operating system is this model's.
//
//   symbolic_bench MODEL [--route nedyn|expand-then-reduce] [--terms M,G|all]
//
// nedyn: per-step reduction, M on one triangle, B and C from Christoffel
// symbols. expand-then-reduce: the baseline of docs/design.md §5's prototype —
// the recursion expanded without reduction, B and C by velocity probes, each
// entry reduced at the end.

#include <chrono>
#include <iostream>
#include <map>
#include <string>

#include "nedyn/generator/dynamics_terms.hpp"
#include "nedyn/generator/term_display.hpp"
#include "nedyn/generator/trig_reduction.hpp"
#include "nedyn/model/model_file.hpp"

using namespace nedyn;
using Clock = std::chrono::steady_clock;

namespace {

double since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

std::size_t displayed_terms(const GiNaC::matrix& m, const JointSymbols& js, bool reduce) {
  std::size_t total = 0;
  for (unsigned i = 0; i < m.rows(); ++i)
    for (unsigned j = 0; j < m.cols(); ++j) {
      const GiNaC::ex e = reduce ? pythagorean_reduce(m(i, j), js) : m(i, j);
      total += term_count(display_polynomial(e, js).expand());
    }
  return total;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr
        << "usage: symbolic_bench MODEL [--route nedyn|expand-then-reduce] [--terms M,G|all]\n";
    return 2;
  }
  std::string route = "nedyn", which = "all";
  for (int k = 2; k + 1 < argc; k += 2) {
    const std::string option = argv[k];
    if (option == "--route") route = argv[k + 1];
    if (option == "--terms") which = argv[k + 1];
  }
  const Clock::time_point start = Clock::now();
  const Model model = load_model(argv[1]);
  const JointSymbols js(model);
  TermSelection selection;
  selection.tip = false;
  selection.B = selection.C = which == "all";
  const bool baseline = route == "expand-then-reduce";
  if (baseline) {
    selection.reduce = false;
    selection.coriolis_by_probes = true;
  }
  // Phases from the progress lines: each line starts a phase named by its first word.
  std::map<std::string, double> phases;
  std::string phase = "setup";
  Clock::time_point phase_start = Clock::now();
  const Progress progress = [&](const std::string& line) {
    phases[phase] += since(phase_start);
    phase = line.substr(0, line.find(':'));
    phase_start = Clock::now();
  };
  DynamicsTerms t;
  try {
    t = dynamics_terms(model, js, selection, progress);
  } catch (const ExpansionTooLarge& e) {
    // The size guard stopped this route: a result, reported as such.
    std::cout << "{\"model\": \"" << model.name << "\", \"route\": \"" << route
              << "\", \"refused_after\": " << since(start) << ", \"refused\": \"" << e.what()
              << "\"}\n";
    return 0;
  }
  phases[phase] += since(phase_start);
  phase_start = Clock::now();
  std::size_t terms = displayed_terms(t.M, js, baseline) + displayed_terms(t.G, js, baseline);
  if (which == "all")
    terms += displayed_terms(t.B, js, baseline) + displayed_terms(t.C, js, baseline) +
             displayed_terms(t.V, js, baseline);
  phases[baseline ? "reduce and display" : "display"] += since(phase_start);

  std::cout << "{\"model\": \"" << model.name << "\", \"joints\": " << js.n << ", \"route\": \""
            << route << "\", \"terms_computed\": \"" << which << "\", \"seconds\": " << since(start)
            << ", \"terms\": " << terms << ", \"phases\": {";
  bool first = true;
  for (const auto& [name, seconds] : phases) {
    std::cout << (first ? "" : ", ") << "\"" << name << "\": " << seconds;
    first = false;
  }
  std::cout << "}}\n";
}
