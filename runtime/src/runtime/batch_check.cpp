#include "nedyn/runtime/batch_check.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <stdexcept>

namespace nedyn {
namespace {

/// Every input array of kBatchCheckStates seeded states, one after another.
std::map<std::string, std::vector<double>> batch_inputs(const Model& model) {
  // Sizes only: the contacts' rows size their errors (Baumgarte's inputs).
  const EmittedShape shape{model.dof(),
                           0,
                           0,
                           model.floating_base,
                           0,
                           static_cast<int>(model.contacts.size()),
                           contact_rows(model.contacts),
                           model.baumgarte.has_value()};
  const int first = model.nq() - model.dof();  // the joints' place in q
  std::mt19937 rng(20261125);
  std::uniform_real_distribution<double> angle(-3.2, 3.2), rate(-2.0, 2.0), torque(-50.0, 50.0);
  std::map<std::string, std::vector<double>> inputs;
  for (const EmittedInput& read : emitted_inputs()) {
    if (read.one_number) continue;  // dt: integrate has no batch
    const std::string& input = read.name;
    const int size = read.size(shape);
    std::vector<double>& values = inputs[input];
    for (int k = 0; k < kBatchCheckStates; ++k)
      for (int i = 0; i < size; ++i) {
        const bool revolute =
            input == "q" && (i < first || model.joints[static_cast<std::size_t>(i - first)].type ==
                                              JointType::revolute);
        values.push_back(input == "q"     ? (revolute ? angle(rng) : angle(rng) / 6)
                         : input == "tau" ? torque(rng)
                                          : rate(rng));
      }
  }
  // Lanes 2 and 3 of the first block of four and lane 1 of the fifth take
  // libm for their angles; state 9 is NaN. A free body alone (no joints)
  // has them in its position instead.
  const int n = model.dof(), nq = shape.nq(), nv = shape.nv(), first_v = nv - n;
  const int at_q = n > 0 ? first : 0, at_v = n > 0 ? first_v : 0, joints = std::max(n, 1);
  std::vector<double>& q = inputs["q"];
  for (const int k : {2, 3, 17})
    q[static_cast<std::size_t>(k * nq + at_q + k % joints)] = k == 17 ? -2.5e5 : 1.5e5;
  q[static_cast<std::size_t>(9 * nq + at_q)] = std::nan("");
  // Coulomb friction's sign at rates of 0, -0 and NaN: 0 in every lane, as in
  // the single call.
  std::vector<double>& qd = inputs["qd"];
  qd[static_cast<std::size_t>(5 * nv + at_v)] = 0.0;
  qd[static_cast<std::size_t>(6 * nv + at_v + (joints - 1))] = -0.0;
  qd[static_cast<std::size_t>(11 * nv + at_v)] = std::nan("");
  return inputs;
}

/// The same bits, or both NaN: which NaN an operation on two NaNs returns
/// depends on its operands' order, which compilers may swap (clang++ does)
/// in one copy and not the other.
bool same_bits(double a, double b) {
  return std::memcmp(&a, &b, sizeof a) == 0 || (std::isnan(a) && std::isnan(b));
}

}  // namespace

std::vector<BatchAgreement> compare_batches(
    const Model& model, const EmittedShape& shape, const std::vector<double>& parameters,
    const std::map<std::string, EmittedEntryPoint>& singles,
    const std::map<std::string, EmittedBatchEntryPoint>& batches, int count) {
  if (count < 0 || count > kBatchCheckStates)
    throw std::invalid_argument("compare_batches: count must be in 0.." +
                                std::to_string(kBatchCheckStates));
  const std::map<std::string, std::vector<double>> inputs = batch_inputs(model);
  std::vector<BatchAgreement> table;
  for (const auto& [name, batch] : batches) {
    const EmittedFunctionSpec& spec = emitted_function_spec(name);
    const auto single = singles.find(name);
    if (single == singles.end())
      throw std::invalid_argument("compare_batches: no single call of " + name);
    const auto size = static_cast<std::size_t>(spec.result_size(shape));
    const auto states = static_cast<std::size_t>(count);
    std::vector<const double*> all;
    for (const std::string& input : spec.inputs) all.push_back(inputs.at(input).data());
    std::vector<double> together(states * size + 1);
    std::vector<int> status(states + 1, -7);
    batch(parameters.data(), count, all.data(), together.data(), status.data());

    BatchAgreement agreement{name, count, 0};
    std::vector<double> alone(size + 1);
    for (std::size_t k = 0; k < states; ++k) {
      std::vector<const double*> state;
      for (const std::string& input : spec.inputs)
        state.push_back(inputs.at(input).data() +
                        k * static_cast<std::size_t>(emitted_input_size(input, shape)));
      const int single_status = single->second(parameters.data(), state.data(), alone.data());
      bool same = !spec.status() || status[k] == single_status;
      std::size_t offset = 0;  // of the result in one state's results
      for (const EmittedResult& r : spec.results) {
        const auto length = static_cast<std::size_t>(r.size(shape));
        for (std::size_t i = 0; i < length; ++i)
          same = same && same_bits(together[offset * states + k * length + i], alone[offset + i]);
        offset += length;
      }
      agreement.mismatches += same ? 0 : 1;
    }
    table.push_back(agreement);
  }
  return table;
}

}  // namespace nedyn
