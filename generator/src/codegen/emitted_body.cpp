#include "nedyn/generator/emitted_body.hpp"

namespace nedyn {

BodyStatement local_statement(const LocalArray& local) {
  BodyStatement s;
  s.kind = BodyStatement::Kind::local;
  s.local = local;
  return s;
}

BodyStatement call_statement(const Call& call) {
  BodyStatement s;
  s.kind = BodyStatement::Kind::call;
  s.call = call;
  return s;
}

BodyStatement solve_statement(const LoopFunction& loops) {
  BodyStatement s;
  s.kind = BodyStatement::Kind::solve;
  s.loops = loops;
  s.call.function = loops.name;
  for (const LoopParameter& parameter : loops.parameters) {
    using Role = LoopParameter::Role;
    if (parameter.role == Role::write)
      s.call.writes.push_back(parameter.name);
    else
      s.call.reads.push_back(CallArgument::array(parameter.name));
  }
  return s;
}

void print_body(const std::vector<BodyStatement>& body, BodyPrinter& printer) {
  using Kind = BodyStatement::Kind;
  for (const BodyStatement& s : body) switch (s.kind) {
      case Kind::local:
        printer.local(s);
        break;
      case Kind::call:
        printer.call(s.call);
        break;
      case Kind::program:
        printer.program(s);
        break;
      case Kind::mirror:
        printer.mirror(s.mirrored);
        break;
      case Kind::solve:
        printer.solve(s);
        break;
      case Kind::status:
        printer.status(s.call);
        break;
    }
}

}  // namespace nedyn
