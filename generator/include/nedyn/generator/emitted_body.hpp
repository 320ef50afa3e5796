#pragma once

// An emitted function's body as one ordered list of statements that names
// no language: its local arrays, its calls (of other emitted functions and
// of helpers), the program's outputs (one case of them per frame for a
// function of a frame), the entries copied from their mirror image, the
// solves after the program (functions of loops, loop_function.hpp) and the
// status it returns. One printer per language (BodyPrinter) writes each
// kind; print_body() walks the list, so a new kind of solve is a
// LoopFunction and a Call, not a new case in every language's files.

#include <memory>
#include <string>
#include <vector>

#include "nedyn/generator/call_statement.hpp"
#include "nedyn/generator/loop_function.hpp"
#include "nedyn/generator/program.hpp"

namespace nedyn {

struct LegLaneProgram;

/// An entry of an array of an emitted function, by its flat (row-major)
/// index: each language writes it its own way (tau[0], tau(1, :)).
struct ArrayElement {
  std::string array;  ///< "tau"
  int index = 0;
};

/// One assignment of an emitted function: `target = value;`.
struct EmittedOutput {
  ArrayElement target;
  Value value;
};

/// An entry of a symmetric result copied from its mirror image: M[to] = M[from].
struct MirroredEntry {
  std::string array;
  int to = 0, from = 0;
};

struct BodyStatement {
  enum class Kind {
    local,    ///< a local array
    call,     ///< a call of an emitted function or a helper, which writes its arrays
    program,  ///< outputs of the program: one block, or one case per frame
    mirror,   ///< entries copied from their mirror image
    solve,    ///< a function of loops run on arrays of the body (`call` names its arguments)
    status    ///< the value of `call` returned as the function's status
  };
  Kind kind = Kind::program;
  LocalArray local;
  /// local: whether a call of the body writes it (languages whose calls
  /// return what they write do not allocate it).
  bool written_by_call = false;
  Call call;
  /// program: the outputs, in the order they are written; per frame, the
  /// outputs of frame k in blocks[k], cases of a switch on `frame`.
  std::vector<std::vector<EmittedOutput>> blocks;
  bool per_frame = false;
  /// program: the same outputs computed leg by leg (leg_lanes.hpp), where a
  /// language prints them so; null otherwise.
  std::shared_ptr<const LegLaneProgram> leg_lanes;
  std::vector<MirroredEntry> mirrored;
  /// solve: what it runs; C and C++ print it inline, the others call it as
  /// a helper of the file.
  LoopFunction loops;
};

BodyStatement local_statement(const LocalArray& local);
BodyStatement call_statement(const Call& call);
/// A solve of `loops` whose parameters are arrays of the body by the same names.
BodyStatement solve_statement(const LoopFunction& loops);

/// How one language writes each kind of statement.
class BodyPrinter {
 public:
  virtual ~BodyPrinter() = default;
  virtual void local(const BodyStatement& s) = 0;
  virtual void call(const Call& call) = 0;
  virtual void program(const BodyStatement& s) = 0;
  virtual void mirror(const std::vector<MirroredEntry>& entries) = 0;
  virtual void solve(const BodyStatement& s) = 0;
  virtual void status(const Call& call) = 0;
};

/// Each statement of `body` to its printer method, in order.
void print_body(const std::vector<BodyStatement>& body, BodyPrinter& printer);

}  // namespace nedyn
