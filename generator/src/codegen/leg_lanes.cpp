#include "nedyn/generator/leg_lanes.hpp"

#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <set>

#include "nedyn/generator/program_recursion.hpp"
#include "nedyn/generator/tree_factorisation.hpp"

namespace nedyn {
namespace {

std::size_t at(int k) { return static_cast<std::size_t>(k); }

/// A subtree on the base: its first joint (0-based) and its size.
struct Subtree {
  int first = 0, size = 0;
};

/// The subtrees of the base's children whose joints follow one another.
std::vector<Subtree> base_subtrees(const Model& model) {
  const std::vector<int> parent = parents(model);
  std::vector<Subtree> trees;
  for (int c = 1; c <= model.dof(); ++c) {
    if (parent[at(c)] != 0) continue;
    int end = c;
    while (end + 1 <= model.dof() && is_ancestor(parent, c, end + 1)) ++end;
    bool contiguous = true;
    for (int j = end + 1; j <= model.dof(); ++j)
      contiguous = contiguous && !is_ancestor(parent, c, j);
    if (contiguous) trees.push_back({c - 1, end - c + 1});
  }
  return trees;
}

/// Whether two subtrees have the same joints, without offsets (their angles
/// are then the coordinates themselves).
bool same_shape(const Model& model, const Subtree& a, const Subtree& b) {
  if (a.size != b.size) return false;
  for (int j = 0; j < a.size; ++j) {
    const Joint& x = model.joints[at(a.first + j)];
    const Joint& y = model.joints[at(b.first + j)];
    const auto relative = [](const Joint& joint, const Subtree& tree) {
      return joint.parent == 0 ? 0 : joint.parent - tree.first;
    };
    if (x.type != y.type || relative(x, a) != relative(y, b) || !x.offset.is_zero() ||
        !y.offset.is_zero())
      return false;
  }
  return true;
}

/// The model's four legs' joint j, each a copy of leg 0's with the entries
/// that differ between legs replaced by symbols lane0, lane1, ...
class LegModel {
 public:
  LegModel(const Model& model, const LegLayout& layout) : model_(model), layout_(layout) {
    leg_.name = model.name + "_leg";
    leg_.source_file = model.source_file;
    leg_.description = "one leg of " + model.name;
    leg_.gravity = model.gravity;
    leg_.floating_base = model.floating_base;  // a massless base: the leg's share of its rows
    for (int j = 0; j < layout.joints; ++j) leg_.joints.push_back(joint(j));
    leg_.symbols = symbols_;
  }

  const Model& model() const { return leg_; }
  const std::vector<std::vector<GiNaC::ex>>& values() const { return values_; }

 private:
  Joint joint(int j) {
    const auto of = [&](int l) -> const Joint& {
      return model_.joints[at(layout_.first + layout_.stride * l + j)];
    };
    Joint out = of(0);
    out.parent = out.parent == 0 ? 0 : out.parent - layout_.first;
    out.link_frame = Placement{};
    const auto lane = [&](const std::function<const GiNaC::ex&(const Joint&)>& field) {
      std::vector<GiNaC::ex> values;
      for (int l = 0; l < LegLayout::kLegs; ++l) values.push_back(field(of(l)));
      if (std::all_of(values.begin(), values.end(),
                      [&](const GiNaC::ex& v) { return v.is_equal(values[0]); }))
        return values[0];
      const std::string name = "lane" + std::to_string(values_.size());
      const GiNaC::realsymbol symbol(name);
      symbols_[name] = symbol;
      values_.push_back(values);
      return GiNaC::ex(symbol);
    };
    for (std::size_t r = 0; r < 3; ++r) {
      for (std::size_t c = 0; c < 3; ++c)
        out.placement.rotation[r][c] =
            lane([&](const Joint& x) -> const GiNaC::ex& { return x.placement.rotation[r][c]; });
      out.placement.translation[r] =
          lane([&](const Joint& x) -> const GiNaC::ex& { return x.placement.translation[r]; });
      out.com[r] = lane([&](const Joint& x) -> const GiNaC::ex& { return x.com[r]; });
    }
    out.mass = lane([](const Joint& x) -> const GiNaC::ex& { return x.mass; });
    for (GiNaC::ex InertiaTensor::*entry :
         {&InertiaTensor::xx, &InertiaTensor::yy, &InertiaTensor::zz, &InertiaTensor::xy,
          &InertiaTensor::xz, &InertiaTensor::yz})
      out.inertia.*entry =
          lane([entry](const Joint& x) -> const GiNaC::ex& { return x.inertia.*entry; });
    out.viscous = lane([](const Joint& x) -> const GiNaC::ex& { return x.viscous; });
    out.coulomb = lane([](const Joint& x) -> const GiNaC::ex& { return x.coulomb; });
    out.rotor_inertia = lane([](const Joint& x) -> const GiNaC::ex& { return x.rotor_inertia; });
    return out;
  }

  const Model& model_;
  LegLayout layout_;
  Model leg_;
  SymbolTable symbols_;
  std::vector<std::vector<GiNaC::ex>> values_;
};

/// The model without its legs: the base and the other joints (links renumbered).
Model without_legs(const Model& model, const LegLayout& layout, std::vector<int>& kept) {
  std::vector<int> number(at(model.dof() + 1), 0);  // old link number -> new, 0 for the base
  Model base = model;
  base.joints.clear();
  base.frames.clear();
  base.tool = Placement{};
  base.tool_link = 0;
  base.task.clear();
  for (int i = 0; i < model.dof(); ++i) {
    const int offset = i - layout.first;
    if (offset >= 0 && offset % layout.stride < layout.joints &&
        offset / layout.stride < LegLayout::kLegs)
      continue;
    Joint joint = model.joints[at(i)];
    joint.parent = number[at(joint.parent)];
    base.joints.push_back(joint);
    number[at(i + 1)] = base.dof();
    kept.push_back(i);
  }
  return base;
}

/// tau = the rigid-body forces + rotor inertia + friction of the model's
/// recursion, with the given forms.
std::vector<Value> joint_forces(ProgramRecursion& recursion, const RecursionForms& forms) {
  const EmittedArguments& args = recursion.arguments();
  const std::vector<Value> rigid =
      recursion.joint_forces(args.qd, args.qdd, recursion.minus_gravity(), 0, forms);
  const std::vector<Value> friction = recursion.friction(), rotor = recursion.rotor_inertia();
  std::vector<Value> tau;
  for (std::size_t k = 0; k < rigid.size(); ++k)
    tau.push_back(rigid[k] + rotor[k] * args.qdd[k] + friction[k]);
  return tau;
}

/// The outputs' nodes built again in `to`: nodes of `replaced` by their
/// value there, inputs through `rename`, each operation folding as it does.
std::vector<Value> rebuild(const Program& from, const std::vector<Value>& outputs,
                           const std::map<int, Value>& replaced,
                           const std::function<InputName(const InputName&)>& rename, Program& to) {
  std::map<int, Value> built = replaced;
  std::function<Value(int)> node_of = [&](int id) -> Value {
    const auto found = built.find(id);
    if (found != built.end()) return found->second;
    const Node& n = from.node(id);
    Value v;
    switch (n.op) {
      case OpCode::constant:
        v = to.constant(n.value);
        break;
      case OpCode::input:
        v = to.input(rename(n.input));
        break;
      case OpCode::add:
        v = to.add(node_of(n.a), node_of(n.b));
        break;
      case OpCode::sub:
        v = to.sub(node_of(n.a), node_of(n.b));
        break;
      case OpCode::mul:
        v = to.mul(node_of(n.a), node_of(n.b));
        break;
      case OpCode::div:
        v = to.div(node_of(n.a), node_of(n.b));
        break;
      case OpCode::neg:
        v = to.neg(node_of(n.a));
        break;
      case OpCode::call:
        v = to.call(n.name, node_of(n.a));
        break;
      case OpCode::sign:
        v = to.sign(node_of(n.a));
        break;
    }
    built[id] = v;
    return v;
  };
  // Operands first (increasing ids), so the recursion above stays shallow.
  for (const int id : from.reachable(outputs)) node_of(id);
  std::vector<Value> out;
  for (const Value& v : outputs) out.push_back(node_of(v.id));
  return out;
}

/// Nodes whose value differs between legs: those reading a leg's input.
std::vector<char> varying_nodes(const Program& program, const std::vector<int>& ids,
                                const std::set<std::string>& lane_inputs) {
  std::vector<char> varies(at(program.size()), 0);
  for (const int id : ids) {
    const Node& n = program.node(id);
    varies[at(id)] = n.op == OpCode::input
                         ? lane_inputs.count(n.input.text()) > 0
                         : (n.a >= 0 && varies[at(n.a)]) || (n.b >= 0 && varies[at(n.b)]);
  }
  return varies;
}

}  // namespace

std::optional<LegLayout> find_legs(const Model& model) {
  if (!model.symbols.empty()) return std::nullopt;
  const std::vector<Subtree> trees = base_subtrees(model);
  for (std::size_t i = 0; i < trees.size(); ++i) {
    std::vector<Subtree> legs{trees[i]};
    for (std::size_t k = i + 1; k < trees.size() && legs.size() < LegLayout::kLegs; ++k)
      if (same_shape(model, trees[i], trees[k])) legs.push_back(trees[k]);
    if (legs.size() < LegLayout::kLegs) continue;
    const int stride = legs[1].first - legs[0].first;
    bool equal_strides = true;
    for (std::size_t l = 1; l < legs.size(); ++l)
      equal_strides = equal_strides && legs[l].first - legs[l - 1].first == stride;
    const bool revolute = std::any_of(model.joints.begin() + trees[i].first,
                                      model.joints.begin() + trees[i].first + trees[i].size,
                                      [](const Joint& j) { return j.type == JointType::revolute; });
    if (equal_strides && revolute) return LegLayout{trees[i].size, trees[i].first, stride};
  }
  return std::nullopt;
}

namespace {

/// One leg's values (its forces: its base rows, then its joints'; or their
/// derivatives) as the lanes compute them: built with symbols where the legs differ, then each
/// value that reads only those symbols and constants (a mass times a centre of mass) one number per
/// leg, a constant where the legs agree and an input k[m] where they differ; leg 0's coordinates
/// renamed lq0, lqd0, lqdd0, ...
struct LegProgram {
  std::shared_ptr<Program> program = std::make_shared<Program>();
  std::vector<Value> values;
  std::vector<std::vector<GiNaC::ex>> constants;
  std::set<std::string> lane_inputs;  ///< what differs between legs
};

/// What a leg computes, from its recursion with the given forms (tau, or
/// tau's derivatives): values in the recursion's program.
using LegValues = std::function<std::vector<Value>(ProgramRecursion&, const RecursionForms&)>;

LegProgram leg_program(const LegModel& leg_model, LinkParameters parameters, const LegValues& build,
                       const RecursionForms& forms, int first_q, int first_v) {
  Program raw;
  ProgramRecursion recursion(leg_model.model(), raw, parameters);
  const std::vector<Value> raw_values = build(recursion, forms);
  std::vector<int> symbols;  // input ids of lane0, lane1, ...
  for (std::size_t m = 0; m < leg_model.values().size(); ++m)
    symbols.push_back(raw.input(InputName::parameter("lane" + std::to_string(m))).id);
  const std::vector<int> ids = raw.reachable(raw_values);
  std::vector<char> of_symbols(at(raw.size()), 0);
  for (const int id : ids) {
    const Node& n = raw.node(id);
    const auto symbolic = [&](int k) {
      return k < 0 || of_symbols[at(k)] || raw.node(k).op == OpCode::constant;
    };
    of_symbols[at(id)] = n.op == OpCode::input      ? n.input.kind == InputName::Kind::parameter
                         : n.op == OpCode::constant ? 0
                                                    : symbolic(n.a) && symbolic(n.b);
  }
  std::vector<Value> roots;  // the largest such values: read by others, or results
  std::set<int> is_root;
  const auto root = [&](int id) {
    if (of_symbols[at(id)] && is_root.insert(id).second) roots.push_back(Value{&raw, id});
  };
  for (const int id : ids)
    if (!of_symbols[at(id)])
      for (const int k : {raw.node(id).a, raw.node(id).b})
        if (k >= 0) root(k);
  for (const Value& v : raw_values) root(v.id);
  std::vector<std::vector<GiNaC::ex>> per_leg;  // [leg][root]
  for (int l = 0; l < LegLayout::kLegs; ++l) {
    std::map<int, GiNaC::ex> given;
    for (std::size_t m = 0; m < symbols.size(); ++m)
      given[symbols[m]] = leg_model.values()[m][at(l)];
    per_leg.push_back(raw.exact_values(roots, given));
  }
  LegProgram out;
  Program& leg = *out.program;
  std::map<int, Value> replaced;
  for (std::size_t r = 0; r < roots.size(); ++r) {
    std::vector<GiNaC::ex> values;
    for (int l = 0; l < LegLayout::kLegs; ++l) values.push_back(per_leg[at(l)][r]);
    if (std::all_of(values.begin(), values.end(),
                    [&](const GiNaC::ex& v) { return v.is_equal(values[0]); })) {
      replaced[roots[r].id] = leg.constant(values[0]);
      continue;
    }
    // One input for equal rows (0.0195 as an offset and as a centre of mass).
    const auto same = std::find_if(
        out.constants.begin(), out.constants.end(), [&](const std::vector<GiNaC::ex>& row) {
          return std::equal(row.begin(), row.end(), values.begin(),
                            [](const GiNaC::ex& a, const GiNaC::ex& b) { return a.is_equal(b); });
        });
    replaced[roots[r].id] =
        leg.input(InputName::scalar("k" + std::to_string(same - out.constants.begin())));
    if (same == out.constants.end()) out.constants.push_back(values);
  }
  std::map<std::string, InputName> names;  // by InputName::text()
  for (int j = 0; j < leg_model.model().dof(); ++j) {
    const std::string k = std::to_string(j);
    names["q[" + std::to_string(first_q + j) + "]"] = InputName::scalar("lq" + k);
    names["qd[" + std::to_string(first_v + j) + "]"] = InputName::scalar("lqd" + k);
    names["qdd[" + std::to_string(first_v + j) + "]"] = InputName::scalar("lqdd" + k);
    names["tau[" + std::to_string(first_v + j) + "]"] = InputName::scalar("ltau" + k);
  }
  for (const auto& name : names) out.lane_inputs.insert(name.second.text());
  for (std::size_t m = 0; m < out.constants.size(); ++m)
    out.lane_inputs.insert("k" + std::to_string(m));
  out.values = rebuild(
      raw, raw_values, replaced,
      [&](const InputName& input) {
        const auto found = names.find(input.text());
        return found == names.end() ? input : found->second;
      },
      leg);
  return out;
}

/// What a scalar computes: the values shared by the legs once, the others
/// once a leg.
struct LaneCount {
  OperationCount shared, each;
  OperationCount total() const {
    OperationCount c = shared;
    for (int l = 0; l < LegLayout::kLegs; ++l) c += each;
    return c;
  }
};

LaneCount lane_count(const Program& leg, const std::vector<Value>& values,
                     const std::set<std::string>& lane_inputs) {
  const std::vector<int> ids = leg.reachable(values);
  const std::vector<char> varies = varying_nodes(leg, ids, lane_inputs);
  std::vector<Value> shared;
  for (const int id : ids)
    if (varies[at(id)])
      for (const int k : {leg.node(id).a, leg.node(id).b})
        if (k >= 0 && !varies[at(k)]) shared.push_back(Value{const_cast<Program*>(&leg), k});
  LaneCount c;
  c.shared = leg.count(shared);
  const OperationCount all = leg.count(values);
  c.each.additions = all.additions - c.shared.additions;
  c.each.multiplications = all.multiplications - c.shared.multiplications;
  c.each.divisions = all.divisions - c.shared.divisions;
  c.each.calls = all.calls - c.shared.calls;
  return c;
}

/// What has no lanes: a call but of a joint's sine or cosine.
bool has_lanes(const Program& leg, const std::vector<Value>& values,
               const std::set<std::string>& lane_inputs) {
  const std::vector<int> ids = leg.reachable(values);
  const std::vector<char> varies = varying_nodes(leg, ids, lane_inputs);
  return std::none_of(ids.begin(), ids.end(), [&](int id) {
    const Node& n = leg.node(id);
    return varies[at(id)] && n.op == OpCode::call &&
           ((n.name != "sin" && n.name != "cos") || leg.node(n.a).op != OpCode::input);
  });
}

/// One leg's program by the cheapest of `routes` (each with the recursion's
/// forms that cost the four legs least where `forms_matter`), the
/// parameters as given or grouped: what the four legs cost together.
std::optional<LegProgram> cheapest_leg(const LegModel& leg_model, int first_q, int first_v,
                                       const std::vector<std::pair<LegValues, bool>>& routes) {
  std::optional<LegProgram> leg;
  int cheapest = 0;
  for (const LinkParameters parameters : {LinkParameters::as_given, LinkParameters::grouped})
    for (const auto& route : routes) {
      // Named copies: lambdas capture no structured bindings before C++20.
      const LegValues& values = route.first;
      const bool forms_matter = route.second;
      const int links = leg_model.model().dof();
      RecursionForms forms(at(links));
      if (forms_matter) {
        std::vector<LegProgram> built;  // keeps each trial's program alive
        const auto build = [&](const RecursionForms& f) {
          built.push_back(leg_program(leg_model, parameters, values, f, first_q, first_v));
          return built.back().values;
        };
        const auto cost = [&](const std::vector<Value>& v) {
          return lane_count(*v[0].program, v, built.back().lane_inputs).total().total();
        };
        forms = cheapest_forms(links, build, cost);
      }
      LegProgram candidate = leg_program(leg_model, parameters, values, forms, first_q, first_v);
      const int c =
          lane_count(*candidate.program, candidate.values, candidate.lane_inputs).total().total();
      if (!leg || c < cheapest) {
        cheapest = c;
        leg = std::move(candidate);
      }
    }
  if (!has_lanes(*leg->program, leg->values, leg->lane_inputs)) return std::nullopt;
  return leg;
}

/// Where a leg's value goes: leg 0's entry, leg l's `stride` l entries
/// further; stride 0 for a share of an entry the legs add up.
struct LegTarget {
  ArrayElement element;
  int stride = 0;
};

/// The leg's and the base's values placed (the base's part also writes
/// every entry of `arrays`, name and size, that no leg writes: zero; of
/// those `written_entry` keeps, where given: M's lower triangle). A
/// leg's value that is a number is the base's to write (four times, or
/// four times itself added to the base's share).
LegLaneProgram placed(LegLaneProgram out, const LegProgram& leg, const std::vector<LegTarget>& legs,
                      const std::vector<Value>& base_values,
                      const std::vector<ArrayElement>& base_targets,
                      const std::vector<std::pair<std::string, int>>& arrays,
                      const std::function<bool(int)>& written_entry = nullptr) {
  Program& base = *out.base;
  std::map<std::pair<std::string, int>, Value> written;  // the base's part
  for (std::size_t i = 0; i < base_values.size(); ++i)
    written[{base_targets[i].array, base_targets[i].index}] = base_values[i];
  std::set<std::pair<std::string, int>> by_legs;
  for (std::size_t i = 0; i < legs.size(); ++i) {
    const Value v = leg.values[i];
    const ArrayElement& e = legs[i].element;
    const int stride = legs[i].stride;
    if (leg.program->is_constant(v)) {
      const GiNaC::ex number = leg.program->node(v).value;
      if (stride == 0) {
        const Value share = base.constant(4 * number);
        const auto found = written.find({e.array, e.index});
        written[{e.array, e.index}] = found == written.end() ? share : found->second + share;
      } else {
        for (int l = 0; l < LegLayout::kLegs; ++l)
          written[{e.array, e.index + stride * l}] = base.constant(number);
      }
      continue;
    }
    if (stride == 0) {
      out.leg_outputs.push_back({{"w", static_cast<int>(out.summed.size())}, v});
      out.summed.push_back(e);
      by_legs.insert({e.array, e.index});  // the base writes it first
    } else {
      out.leg_outputs.push_back({e, v});
      for (int l = 0; l < LegLayout::kLegs; ++l) by_legs.insert({e.array, e.index + stride * l});
    }
    out.leg_strides.push_back(stride);
  }
  for (const ArrayElement& e : out.summed)
    if (!written.count({e.array, e.index})) written[{e.array, e.index}] = base.constant(0);
  for (const auto& [array, size] : arrays)
    for (int k = 0; k < size; ++k) {
      if (written_entry && !written_entry(k)) continue;
      const auto found = written.find({array, k});
      if (found != written.end())
        out.base_outputs.push_back({{array, k}, found->second});
      else if (!by_legs.count({array, k}))
        out.base_outputs.push_back({{array, k}, base.constant(0)});
    }
  // A scalar's count: the base, the legs, and three sums of the legs'
  // shares and one more addition for each summed entry.
  std::vector<Value> base_outputs;
  for (const EmittedOutput& o : out.base_outputs) base_outputs.push_back(o.value);
  out.count =
      base.count(base_outputs) + lane_count(*leg.program, leg.values, leg.lane_inputs).total();
  out.count.additions += 4 * static_cast<int>(out.summed.size());
  out.leg = leg.program;
  out.constants = leg.constants;
  return out;
}

/// The model's base without the legs, its program's inputs named as the
/// model's: `values` of its recursion (cheapest forms) rebuilt into
/// out.base; kept[i] the model's joint of its joint i.
std::vector<Value> base_part(const Model& model, LegLaneProgram& out, const LegValues& values,
                             std::vector<int>& kept) {
  const Model base_model = without_legs(model, out.layout, kept);
  Program base_raw;
  ProgramRecursion base_recursion(base_model, base_raw);
  const auto base_build = [&](const RecursionForms& f) { return values(base_recursion, f); };
  const std::vector<Value> raw = base_build(cheapest_forms(base_model.dof(), base_build));
  // The base model's coordinate i is the whole model's kept[i].
  const auto whole = [&](const InputName& input) {
    const int first = input.name == "q" ? out.first_q : out.first_v;
    const int i = input.index - first;
    const bool coordinate = input.name == "q" || input.name == "qd" || input.name == "qdd";
    if (input.kind != InputName::Kind::element || !coordinate || i < 0 ||
        i >= static_cast<int>(kept.size()))
      return input;
    return InputName::element(input.name, first + kept[static_cast<std::size_t>(i)]);
  };
  out.base = std::make_shared<Program>();
  return rebuild(base_raw, raw, {}, whole, *out.base);
}

/// d tau / d q along q's tangent space, then d tau / d qd, row by row: tau's
/// program differentiated.
std::vector<Value> differentiated_forces(ProgramRecursion& recursion, const RecursionForms& forms) {
  const std::vector<Value> tau = joint_forces(recursion, forms);
  if (tau.empty()) return {};
  std::vector<Value> out;
  for (const std::vector<std::vector<Value>>& d :
       {recursion.tangent_jacobian(tau), jacobian_of(*tau[0].program, tau, recursion.inputs().qd)})
    for (const std::vector<Value>& row : d) out.insert(out.end(), row.begin(), row.end());
  return out;
}

/// The same by Carpentier and Mansard's recursion, friction's diagonal added.
std::vector<Value> recursive_force_derivatives(ProgramRecursion& recursion, const RecursionForms&) {
  TorqueDerivatives d = recursion.torque_derivatives(recursion.minus_gravity());
  add_friction_derivatives(d, recursion.friction(), recursion.inputs().qd);
  std::vector<Value> out;
  for (const std::vector<std::vector<Value>>* m : {&d.dq, &d.dqd})
    for (const std::vector<Value>& row : *m) out.insert(out.end(), row.begin(), row.end());
  return out;
}

/// A form with the model's legs and where its joints start in q and in qd, no program yet.
LegLaneProgram layout_of(const Model& model, const LegLayout& layout) {
  LegLaneProgram out;
  out.layout = layout;
  out.floating_base = model.floating_base;
  out.first_q = model.nq() - model.dof();
  out.first_v = model.nv() - model.dof();
  return out;
}

/// The parents of a floating-base model's coordinates 1..nv in M's
/// sparsity (tree_factorisation.hpp): the base's six as a chain, then the
/// joints, those on the base hanging from its sixth.
std::vector<int> floating_coordinate_parents(const Model& model) {
  std::vector<int> up{0, 0, 1, 2, 3, 4, 5};
  for (const Joint& j : model.joints) up.push_back(6 + j.parent);
  return up;
}

/// M's lower triangle at [i][j], i >= j, with rotor inertia on its diagonal,
/// and tau - bias - friction (the bias at qdd = 0, gravity included): forward
/// dynamics' M qdd = rhs of the recursion's model, without the base's tau.
void forward_dynamics_system(ProgramRecursion& recursion, const RecursionForms& forms,
                             std::vector<std::vector<Value>>& H, std::vector<Value>& rhs) {
  const EmittedArguments& args = recursion.arguments();
  Program& program = *args.qd[0].program;
  H = recursion.composite_mass_matrix(forms);
  const std::vector<Value> zero(args.qd.size(), program.constant(0));
  const std::vector<Value> bias =
      recursion.joint_forces(args.qd, zero, recursion.minus_gravity(), 0, forms);
  const std::vector<Value> rotor = recursion.rotor_inertia(), friction = recursion.friction();
  rhs.clear();
  for (std::size_t k = 0; k < H.size(); ++k) {
    H[k][k] = H[k][k] + rotor[k];
    const Value tau =
        k < 6 ? program.constant(0) : program.input(InputName::element("tau", static_cast<int>(k)));
    rhs.push_back(tau - bias[k] - friction[k]);
  }
}

/// Forward dynamics' entries of the base's block (`fd_base`): its 6 x 6 lower
/// triangle row by row, then its right-hand side.
constexpr int kBaseBlock = 21, kBaseSystem = kBaseBlock + 6;

/// The base body's part: its spatial inertia and tau - bias in its rows.
std::vector<Value> base_forward_dynamics(ProgramRecursion& recursion, const RecursionForms& forms) {
  std::vector<std::vector<Value>> H;
  std::vector<Value> rhs;
  forward_dynamics_system(recursion, forms, H, rhs);
  Program& program = *rhs[0].program;
  std::vector<Value> out;
  for (std::size_t i = 0; i < 6; ++i)
    for (std::size_t j = 0; j <= i; ++j) out.push_back(H[i][j]);
  for (std::size_t k = 0; k < 6; ++k)
    out.push_back(program.input(InputName::element("tau", static_cast<int>(k))) + rhs[k]);
  return out;
}

/// One leg's part with a massless base: its rows eliminated from the leaves
/// inwards as factorise_tree and tree_transposed_solve do, stopped at the
/// base. Its share of the base's block and right-hand side (kBaseSystem
/// values), then for each of its coordinates k, outwards: y_k, 1 / D_k and
/// L_ki up the path to the root.
LegValues forward_dynamics_leg(const std::vector<int>& up) {
  return [up](ProgramRecursion& recursion, const RecursionForms& forms) {
    std::vector<std::vector<Value>> H;
    std::vector<Value> rhs;
    forward_dynamics_system(recursion, forms, H, rhs);
    const int n = static_cast<int>(rhs.size());
    const TreeFactorisation f = factorise_tree(up, std::move(H), 6);
    rhs = tree_transposed_solve(f, std::move(rhs), 6);
    const auto at1 = TreeFactorisation::at;
    std::vector<Value> out;
    for (int i = 1; i <= 6; ++i)
      for (int j = 1; j <= i; ++j) out.push_back(f.L[at1(i)][at1(j)]);
    for (int i = 1; i <= 6; ++i) out.push_back(rhs[at1(i)]);
    for (int k = 7; k <= n; ++k) {
      out.push_back(rhs[at1(k)]);
      out.push_back(f.inverse_d[at1(k)]);
      for (int i = f.up(k); i != 0; i = f.up(i)) out.push_back(f.L[at1(k)][at1(i)]);
    }
    return out;
  };
}

/// After the legs: the base's block (the sums in fd_base) factorised and
/// solved as factorise_tree and tree_solve do, then each leg's coordinates
/// outwards from the base's accelerations (fd_legs, `per_leg` entries a leg;
/// `up` the leg model's coordinate parents). With `inverse`, M^-1 too
/// (dqdd_dtau, tree_inverse of the whole model's factors, nv x nv).
std::shared_ptr<Program> forward_dynamics_finish(const LegLaneProgram& legs,
                                                 const std::vector<int>& up, int per_leg,
                                                 bool inverse,
                                                 std::vector<EmittedOutput>& outputs) {
  auto finish = std::make_shared<Program>();
  Program& p = *finish;
  const auto base = [&](int k) { return p.input(InputName::element("fd_base", k)); };
  ValueMatrix H(6, std::vector<Value>(6, p.constant(0)));
  std::vector<Value> x;
  int e = 0;
  for (std::size_t i = 0; i < 6; ++i)
    for (std::size_t j = 0; j <= i; ++j) H[i][j] = base(e++);
  for (int k = 0; k < 6; ++k) x.push_back(base(kBaseBlock + k));
  // The base's six coordinates are a chain (its block is full).
  const TreeFactorisation chain = factorise_tree({0, 0, 1, 2, 3, 4, 5}, std::move(H));
  x = tree_solve(chain, std::move(x));
  for (int k = 0; k < 6; ++k) outputs.push_back({{"qdd", k}, x[at(k)]});
  // The whole model's factors: leg l's coordinate k (1-based, of the leg's
  // model) is the model's whole(l, k).
  const int n = static_cast<int>(up.size()) - 1;
  const int nv = 6 + LegLayout::kLegs * (n - 6);
  const auto whole = [&](int l, int k) {
    return k <= 6 ? k : 7 + legs.layout.first + legs.layout.stride * l + k - 7;
  };
  TreeFactorisation factors{std::vector<int>(at(nv + 1), 0),
                            ValueMatrix(at(nv), std::vector<Value>(at(nv), p.constant(0))),
                            std::vector<Value>(at(nv), p.constant(0))};
  for (int k = 1; k <= 6; ++k) {
    factors.parent[at(k)] = chain.up(k);
    factors.inverse_d[at(k - 1)] = chain.inverse_d[at(k - 1)];
    for (int i = 1; i < k; ++i) factors.L[at(k - 1)][at(i - 1)] = chain.L[at(k - 1)][at(i - 1)];
  }
  for (int l = 0; l < LegLayout::kLegs; ++l) {
    std::vector<Value> leg_x(x.begin(), x.end());  // 1-based coordinate k at k - 1
    int m = per_leg * l;
    const auto entry = [&] { return p.input(InputName::element("fd_legs", m++)); };
    for (int k = 7; k <= n; ++k) {
      const Value y = entry(), d = entry();
      const int row = whole(l, k);
      factors.parent[at(row)] = whole(l, up[at(k)]);
      factors.inverse_d[at(row - 1)] = d;
      Value value = y * d;
      for (int i = up[at(k)]; i != 0; i = up[at(i)]) {
        const Value L = entry();
        factors.L[at(row - 1)][at(whole(l, i) - 1)] = L;
        value = value - L * leg_x[at(i - 1)];
      }
      leg_x.push_back(value);
      outputs.push_back({{"qdd", legs.first_v + row - 7}, value});
    }
  }
  if (inverse) {
    const ValueMatrix m_inverse = tree_inverse(factors);
    for (int i = 0; i < nv; ++i)
      for (int j = 0; j < nv; ++j)
        outputs.push_back({{"dqdd_dtau", i * nv + j}, m_inverse[at(i)][at(j)]});
  }
  return finish;
}

/// Where the entries of n x n matrices (`arrays`) go: a leg's row or column
/// r is the base's (the same for every leg) or its joint's, leg l's `stride`
/// l further; the base part's rows and columns are the base's, then the
/// kept joints'. Every entry, or the lower triangle.
struct MatrixPlaces {
  std::vector<LegTarget> legs;
  std::vector<ArrayElement> base;
};

MatrixPlaces matrix_places(const LegLaneProgram& out, const std::vector<int>& kept,
                           const std::vector<std::string>& arrays, int n, bool lower) {
  const int base_rows = out.floating_base ? 6 : 0;
  const LegLayout& layout = out.layout;
  const auto index = [&](int r) {
    return r < base_rows ? r : out.first_v + layout.first + r - base_rows;
  };
  const auto stride = [&](int r) { return r < base_rows ? 0 : layout.stride; };
  const auto base_index = [&](int r) {
    return r < base_rows ? r : out.first_v + kept[static_cast<std::size_t>(r - base_rows)];
  };
  MatrixPlaces places;
  const int leg_nv = base_rows + layout.joints;
  const int base_nv = base_rows + static_cast<int>(kept.size());
  for (const std::string& array : arrays) {
    for (int r = 0; r < leg_nv; ++r)
      for (int c = 0; c < (lower ? r + 1 : leg_nv); ++c)
        places.legs.push_back({{array, index(r) * n + index(c)}, stride(r) * n + stride(c)});
    for (int r = 0; r < base_nv; ++r)
      for (int c = 0; c < (lower ? r + 1 : base_nv); ++c)
        places.base.push_back({array, base_index(r) * n + base_index(c)});
  }
  return places;
}

}  // namespace

std::optional<LegLaneProgram> leg_lane_torques(const Model& model) {
  const std::optional<LegLayout> layout = find_legs(model);
  if (!layout) return std::nullopt;
  LegLaneProgram out = layout_of(model, *layout);
  const int base_rows = model.floating_base ? 6 : 0;
  const std::optional<LegProgram> leg =
      cheapest_leg(LegModel(model, *layout), out.first_q, out.first_v, {{joint_forces, true}});
  if (!leg) return std::nullopt;
  // Its wrench on the base is added to the base's rows; its joints' rows are its own.
  std::vector<LegTarget> legs;
  for (int k = 0; k < base_rows; ++k) legs.push_back({{"tau", k}, 0});
  for (int j = 0; j < layout->joints; ++j)
    legs.push_back({{"tau", out.first_v + layout->first + j}, layout->stride});
  std::vector<int> kept;
  const std::vector<Value> base_values = base_part(model, out, joint_forces, kept);
  std::vector<ArrayElement> base_targets;
  for (int k = 0; k < base_rows; ++k) base_targets.push_back({"tau", k});
  for (const int i : kept) base_targets.push_back({"tau", out.first_v + i});
  return placed(std::move(out), *leg, legs, base_values, base_targets, {{"tau", model.nv()}});
}

std::optional<LegLaneProgram> leg_lane_torque_derivatives(const Model& model) {
  const std::optional<LegLayout> layout = find_legs(model);
  if (!layout) return std::nullopt;
  LegLaneProgram out = layout_of(model, *layout);
  const int n = model.nv();
  const LegModel leg_model(model, *layout);
  // The recursion's default forms: searching them took hand16's generation
  // from 0.3 to 2 s and saved no operation on the quadruped or the hand.
  const std::optional<LegProgram> leg =
      cheapest_leg(leg_model, out.first_q, out.first_v,
                   {{differentiated_forces, false}, {recursive_force_derivatives, false}});
  if (!leg) return std::nullopt;
  std::vector<int> kept;
  const std::vector<Value> base_values = base_part(model, out, differentiated_forces, kept);
  const MatrixPlaces places = matrix_places(out, kept, {"dtau_dq", "dtau_dqd"}, n, false);
  return placed(std::move(out), *leg, places.legs, base_values, places.base,
                {{"dtau_dq", n * n}, {"dtau_dqd", n * n}});
}

std::optional<LegLaneProgram> leg_lane_mass_matrix(const Model& model) {
  const std::optional<LegLayout> layout = find_legs(model);
  if (!layout) return std::nullopt;
  LegLaneProgram out = layout_of(model, *layout);
  const int n = model.nv();
  // M's lower triangle row by row, rotor inertia on its diagonal.
  const LegValues lower = [](ProgramRecursion& recursion, const RecursionForms& forms) {
    const std::vector<std::vector<Value>> H = recursion.composite_mass_matrix(forms);
    const std::vector<Value> rotor = recursion.rotor_inertia();
    std::vector<Value> entries;
    for (std::size_t i = 0; i < H.size(); ++i)
      for (std::size_t j = 0; j <= i; ++j) entries.push_back(i == j ? H[i][j] + rotor[i] : H[i][j]);
    return entries;
  };
  const std::optional<LegProgram> leg =
      cheapest_leg(LegModel(model, *layout), out.first_q, out.first_v, {{lower, true}});
  if (!leg) return std::nullopt;
  std::vector<int> kept;
  const std::vector<Value> base_values = base_part(model, out, lower, kept);
  const MatrixPlaces places = matrix_places(out, kept, {"M"}, n, true);
  return placed(std::move(out), *leg, places.legs, base_values, places.base, {{"M", n * n}},
                [n](int k) { return k % n <= k / n; });
}

std::optional<LegLaneProgram> leg_lane_forward_dynamics(const Model& model, bool inverse) {
  const std::optional<LegLayout> layout = find_legs(model);
  if (!layout || !model.floating_base || layout->joints * LegLayout::kLegs != model.dof())
    return std::nullopt;
  LegLaneProgram out = layout_of(model, *layout);
  const LegModel leg_model(model, *layout);
  const std::vector<int> up = floating_coordinate_parents(leg_model.model());
  const std::optional<LegProgram> leg =
      cheapest_leg(leg_model, out.first_q, out.first_v, {{forward_dynamics_leg(up), true}});
  if (!leg) return std::nullopt;
  const int per_leg = static_cast<int>(leg->values.size()) - kBaseSystem;
  std::vector<LegTarget> legs;
  for (int k = 0; k < kBaseSystem; ++k) legs.push_back({{"fd_base", k}, 0});
  for (int m = 0; m < per_leg; ++m) legs.push_back({{"fd_legs", m}, per_leg});
  std::vector<int> kept;
  const std::vector<Value> base_values = base_part(model, out, base_forward_dynamics, kept);
  std::vector<ArrayElement> base_targets;
  for (int k = 0; k < kBaseSystem; ++k) base_targets.push_back({"fd_base", k});
  const std::vector<std::pair<std::string, int>> locals = {{"fd_base", kBaseSystem},
                                                           {"fd_legs", per_leg * LegLayout::kLegs}};
  out = placed(std::move(out), *leg, legs, base_values, base_targets, locals);
  out.locals = locals;
  out.finish = forward_dynamics_finish(out, up, per_leg, inverse, out.finish_outputs);
  std::vector<Value> finished;
  for (const EmittedOutput& o : out.finish_outputs) finished.push_back(o.value);
  out.count += out.finish->count(finished);
  return out;
}

bool leg_lanes_pay(const LegLaneProgram& legs, const OperationCount& whole) {
  // A leg whose every value is a number (a wheel's row of M) leaves the base
  // to write them all: nothing to run in lanes.
  if (legs.leg_outputs.empty()) return false;
  return legs.count.total() <= (1.0 + kLegLanesExtraOperations) * whole.total();
}

}  // namespace nedyn
