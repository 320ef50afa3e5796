#include "nedyn/generator/leg_lane_printer.hpp"

#include <iterator>
#include <map>
#include <regex>
#include <set>
#include <utility>

#include "nedyn/generator/c_printer.hpp"
#include "nedyn/generator/cpp_printer.hpp"
#include "nedyn/generator/statement_printer.hpp"

namespace nedyn {
namespace {

std::string text(int k) { return std::to_string(k); }

/// "tau[3]"
std::string entry(const ArrayElement& e) { return e.array + "[" + text(e.index) + "]"; }

/// Marks the definitions of values the same in every leg (computed once,
/// before the loop over the passes).
constexpr char kInvariant = '\x01';

/// Where leg l's entry of an array is: `first` and `stride` as printed.
struct LanePlace {
  std::string array, first, stride;
};

/// One leg's statements: the values that differ between legs in lanes, the
/// base's alone once; results stored into each leg's entries (`strides`, by
/// target), the legs' shares w[k] into each pass's column.
class LegLaneDialect : public Dialect {
 public:
  LegLaneDialect(LegLanguage language, std::map<std::string, int> strides,
                 std::set<std::string> lane_inputs)
      : language_(language), strides_(std::move(strides)), lane_inputs_(std::move(lane_inputs)) {}

  std::string number(const GiNaC::ex& exact) const override {
    return number_literal(exact, ScalarType::float64);
  }
  // The leg's sines and cosines are loaded like its coordinates: sin(lq0) is ls0.
  std::string call(const std::string& function, const std::string& argument) const override {
    return (function == "sin" ? "ls" : "lc") + argument.substr(2);
  }
  // Coulomb friction: C++'s sign_of (templates/lanes.mustache) of one value
  // or of lanes; C's inline comparisons, the same bits.
  std::string sign(const std::string& argument) const override {
    return language_ == LegLanguage::cpp ? "sign_of(" + argument + ")"
                                         : CDialect(ScalarType::float64).sign(argument);
  }
  std::string define(const std::string& name, const std::string& value,
                     bool varies) const override {
    const std::string type = language_ == LegLanguage::c ? "double" : varies ? "Lane" : "Value";
    return (varies ? "" : std::string(1, kInvariant)) + "const " + type + " " + name + " = " +
           value + ";";
  }
  std::string assign(const ArrayElement& target, const PrintedValue& value,
                     bool varies) const override {
    const bool share = target.array == "w";  // w[k], or a leg's own entry
    const std::string index = std::to_string(target.index);
    const std::string stride = share ? "1" : text(strides_.at(element(target)));
    if (language_ == LegLanguage::c)
      return share ? "w[" + index + "][pass] = " + value.text + ";"
                   : target.array + "[" + index + " + " + stride + " * pass] = " + value.text + ";";
    const std::string v = varies ? value.text : "Lane() + (" + value.text + ")";
    return "Legs::store(" + (share ? element(target) : target.array + " + " + index) + ", " +
           stride + ", pass, " + v + ");";
  }
  bool over_lanes() const override { return true; }
  bool hoists_invariants() const override { return true; }
  bool input_varies(const InputName& input) const override {
    return lane_inputs_.count(input.text()) > 0;
  }

 private:
  LegLanguage language_;
  std::map<std::string, int> strides_;  ///< by "array[index]"
  std::set<std::string> lane_inputs_;
};

bool mentions(const std::vector<std::string>& lines, const std::string& name) {
  const std::regex word("\\b" + name + "\\b");
  for (const std::string& line : lines)
    if (std::regex_search(line, word)) return true;
  return false;
}

/// "const Lane lq0 = Legs::load(q + 7, 3, pass);" or C's "const double lq0 = q[7 + 3 * pass];".
std::string load(LegLanguage language, const std::string& name, const LanePlace& at) {
  if (language == LegLanguage::c)
    return "const double " + name + " = " + at.array + "[" + at.first + " + " + at.stride +
           " * pass];";
  return "const Lane " + name + " = Legs::load(" + at.array + " + " + at.first + ", " + at.stride +
         ", pass);";
}

}  // namespace

std::vector<std::string> print_leg_lanes(const LegLaneProgram& legs, LegLanguage language) {
  const bool cpp = language == LegLanguage::cpp;
  const LegLayout& layout = legs.layout;
  std::vector<Value> leg_values;
  for (const EmittedOutput& o : legs.leg_outputs) leg_values.push_back(o.value);
  const Program& leg = *legs.leg;

  // The legs' angles: joint j's sine in slot l R + r of the R revolute joints.
  std::set<int> angles;
  for (const int id : leg.reachable(leg_values)) {
    const Node& n = leg.node(id);
    if (n.op == OpCode::call) angles.insert(std::stoi(leg.node(n.a).input.name.substr(2)));
  }
  const int revolute = static_cast<int>(angles.size());
  std::set<std::string> lane_inputs;
  for (int j = 0; j < layout.joints; ++j)
    for (const char* kind : {"lq", "lqd", "lqdd", "ltau"}) lane_inputs.insert(kind + text(j));
  for (std::size_t m = 0; m < legs.constants.size(); ++m)
    lane_inputs.insert("k" + std::to_string(m));

  std::vector<std::string> lines;
  if (revolute > 0) {
    const std::string size = text(LegLayout::kLegs * revolute);
    lines.push_back((cpp ? "Value" : "double") + std::string(" leg_sine[") + size +
                    "], leg_cosine[" + size + "];");
    std::string angle_list;
    for (int l = 0; l < LegLayout::kLegs; ++l)
      for (const int j : angles)
        angle_list += (angle_list.empty() ? "q[" : ", q[") +
                      text(legs.first_q + layout.first + layout.stride * l + j) + "]";
    if (cpp) {
      lines.push_back("sin_cos(leg_sine, leg_cosine, " + angle_list + ");");
    } else {
      lines.push_back("const double leg_angles[] = {" + angle_list + "};");
      lines.push_back("sin_cos(leg_sine, leg_cosine, leg_angles, " + size + ");");
    }
  }
  for (const auto& [name, size] : legs.locals)
    lines.push_back((cpp ? "Value " : "double ") + name + "[" + text(size) + "];");
  const std::vector<std::string> base =
      cpp ? print_statements(*legs.base, legs.base_outputs, ScalarType::float64, "Value")
          : print_statements(*legs.base, legs.base_outputs, CDialect(ScalarType::float64));
  lines.insert(lines.end(), base.begin(), base.end());

  // One leg's statements, its temporaries u0, u1, ...: those of the base's
  // values alone before the loop over the passes, the others in it.
  std::vector<std::string> before, in_loop;
  const std::regex temporary("\\bt([0-9]+)\\b");
  std::map<std::string, int> strides;
  for (std::size_t i = 0; i < legs.leg_outputs.size(); ++i)
    strides[entry(legs.leg_outputs[i].target)] = legs.leg_strides[i];
  for (const std::string& line :
       print_statements(leg, legs.leg_outputs, LegLaneDialect(language, strides, lane_inputs))) {
    const bool invariant = !line.empty() && line[0] == kInvariant;
    const std::string renamed =
        std::regex_replace(invariant ? line.substr(1) : line, temporary, "u$1");
    (invariant ? before : in_loop).push_back(renamed);
  }
  if (!legs.constants.empty()) {
    // Aligned in C++: a row is one load of four lanes.
    lines.push_back(std::string(cpp ? "alignas(32) " : "") + "static const double kLegConstants[" +
                    std::to_string(legs.constants.size()) + "][4] = {");
    for (std::size_t m = 0; m < legs.constants.size(); ++m) {
      std::string row = "    {";
      for (int l = 0; l < LegLayout::kLegs; ++l)
        row += (l ? ", " : "") +
               number_literal(legs.constants[m][static_cast<std::size_t>(l)], ScalarType::float64);
      lines.push_back(row + (m + 1 < legs.constants.size() ? "}," : "}};"));
    }
  }
  if (!legs.summed.empty())
    lines.push_back((cpp ? "Value" : "double") + std::string(" w[") +
                    text(static_cast<int>(legs.summed.size())) +
                    "][4];  // each leg's share of the base's entries");
  if (cpp) {
    lines.push_back("typedef LegLanes<SinCos, Value> Legs;");
    lines.push_back("typedef typename Legs::Lane Lane;");
    if (!legs.constants.empty()) lines.push_back("typedef typename Legs::Constant Constant;");
  }
  lines.insert(lines.end(), before.begin(), before.end());
  lines.push_back(cpp ? "for (int pass = 0; pass < Legs::kPasses; ++pass) {"
                      : "for (int pass = 0; pass < 4; ++pass) {");
  std::vector<std::string> loads;
  const std::string stride = text(layout.stride), angle_stride = text(revolute);
  for (int j = 0; j < layout.joints; ++j) {
    const std::string k = text(j);
    const std::string q = text(legs.first_q + layout.first + j);
    const std::string v = text(legs.first_v + layout.first + j);
    const std::pair<std::string, LanePlace> inputs[] = {{"lq" + k, {"q", q, stride}},
                                                        {"lqd" + k, {"qd", v, stride}},
                                                        {"lqdd" + k, {"qdd", v, stride}},
                                                        {"ltau" + k, {"tau", v, stride}}};
    for (const auto& input : inputs)
      if (mentions(in_loop, input.first))
        loads.push_back("  " + load(language, input.first, input.second));
    if (!angles.count(j)) continue;
    const std::string slot = text(static_cast<int>(std::distance(angles.begin(), angles.find(j))));
    for (const std::string kind : {"s", "c"}) {
      const std::string name = "l" + kind + k;
      if (mentions(in_loop, name))
        loads.push_back("  " + load(language, name,
                                    {kind == "s" ? "leg_sine" : "leg_cosine", slot, angle_stride}));
    }
  }
  for (std::size_t m = 0; m < legs.constants.size(); ++m) {
    const std::string name = "k" + std::to_string(m),
                      row = "kLegConstants[" + std::to_string(m) + "]";
    if (mentions(in_loop, name))
      loads.push_back(cpp ? "  const Constant " + name + " = Legs::constant(" + row + ", pass);"
                          : "  const double " + name + " = " + row + "[pass];");
  }
  lines.insert(lines.end(), loads.begin(), loads.end());
  for (const std::string& line : in_loop) lines.push_back("  " + line);
  lines.push_back("}");
  for (std::size_t k = 0; k < legs.summed.size(); ++k) {
    const std::string w = "w[" + std::to_string(k) + "]", to = entry(legs.summed[k]);
    lines.push_back(to + " = " + to + " + ((" + w + "[0] + " + w + "[1]) + (" + w + "[2] + " + w +
                    "[3]));");
  }
  if (legs.finish) {  // its temporaries f0, f1, ...: the base's are t0, t1, ...
    const std::vector<std::string> finish =
        cpp ? print_statements(*legs.finish, legs.finish_outputs, ScalarType::float64, "Value")
            : print_statements(*legs.finish, legs.finish_outputs, CDialect(ScalarType::float64));
    for (const std::string& line : finish)
      lines.push_back(std::regex_replace(line, temporary, "f$1"));
  }
  return lines;
}

}  // namespace nedyn
