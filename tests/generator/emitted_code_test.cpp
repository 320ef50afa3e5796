// The contract of emitted files (issue 4, docs/design.md §3): banner with the
// model's SHA-256, only <cmath>, nothing of the heap, exceptions, statics or
// macros but sin_cos's choice of lanes or libm, the same bytes whatever GiNaC's state, C++11
// without warnings under g++ and clang++ in both scalar types, and the operation-count targets.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>

#include "cli_support.hpp"
#include "nedyn/generator/commands.hpp"
#include "nedyn/generator/emitted_dynamics.hpp"
#include "nedyn/generator/emitted_files.hpp"
#include "nedyn/generator/emitted_text.hpp"
#include "nedyn/generator/output_files.hpp"
#include "nedyn/generator/templates.hpp"
#include "nedyn/model/model_file.hpp"
#include "test_support.hpp"

using namespace nedyn;
using namespace nedyn::test;

namespace {

std::vector<EmittedFile> emit(const std::string& path, ScalarType scalar = ScalarType::float64) {
  const Model model = load_model(path);
  GenerateRequest request;
  request.model_path = path;
  request.scalar = scalar;
  return emit_files(model, emitted_dynamics(model), emit_request(request));
}

const EmittedFunction& function(const EmittedDynamics& d, const std::string& name) {
  for (const EmittedFunction& f : d.functions)
    if (f.name() == name) return f;
  FAIL("no emitted function " << name);
  throw;
}

/// A letter, digit or underscore (the regex \w).
bool word_character(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }

/// Whether `word` (word characters at both ends) occurs in `text` as a whole
/// word, as the regex \bword\b: std::regex over files of half a megabyte took
/// most of this test's time, under the sanitizers a minute.
bool contains_word(const std::string& text, const std::string& word) {
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
    const std::size_t end = at + word.size();
    if ((at == 0 || !word_character(text[at - 1])) &&
        (end == text.size() || !word_character(text[end])))
      return true;
  }
  return false;
}

/// The preprocessor directives of a file, each as its word and the rest of
/// its line ("include", "<cmath>"), in order.
std::vector<std::pair<std::string, std::string>> directives(const std::string& text) {
  std::vector<std::pair<std::string, std::string>> out;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    std::size_t at = line.find_first_not_of(" \t");
    if (at == std::string::npos || line[at] != '#') continue;
    at = line.find_first_not_of(" \t", at + 1);
    if (at == std::string::npos) continue;
    std::size_t end = at;
    while (end < line.size() && word_character(line[end])) ++end;
    const std::size_t rest = std::min(line.find_first_not_of(" \t", end), line.size());
    out.emplace_back(line.substr(at, end - at), line.substr(rest));
  }
  return out;
}

/// sha256sum's digest of a file: an implementation independent of nedyn's.
std::string sha256sum(const std::string& path) {
  const std::string out = fresh_directory("sha") + "/digest";
  REQUIRE(std::system(("sha256sum " + path + " > " + out).c_str()) == 0);
  return slurp(out).substr(0, 64);
}

// Every model, and one with contacts (whose solves the others lack).
std::vector<std::string> compiled_models() {
  std::vector<std::string> paths = every_model_path();
  paths.push_back(NEDYN_SOURCE_DIR "/tests/contacts/held_link.yaml");
  return paths;
}

// Each model at `paths` emitted once per scalar type, then compiled once per
// set of definitions.
void compile_all(const std::string& compiler, ScalarType scalar,
                 const std::vector<std::string>& definitions,
                 const std::vector<std::string>& paths = compiled_models()) {
  // The compilers' verdict on the emitted bytes is the same in every build of
  // nedyn (the bytes are: generated/ and the determinism test); the
  // sanitizers' build, several times slower at generation, leaves it to the others.
  if (NEDYN_SANITIZED) return;
  const std::string directory =
      fresh_directory(compiler + (scalar == ScalarType::float32 ? "_f" : "_d"));
  for (const std::string& path : paths) {
    const Model model = load_model(path);
    write_files_atomically(directory, emit(path, scalar));
    for (const std::string& defined : definitions)
      for (const std::string& file : {model.name + ".cpp", model.name + "_batch.cpp"}) {
        INFO(file << " with " << compiler << " " << defined);
        const std::string log = directory + "/log";
        const std::string command = compiler +
                                    " -std=c++11 -Wall -Wextra -Wpedantic -Wshadow -Wconversion "
                                    "-Wdouble-promotion -Wold-style-cast -Werror -fsyntax-only " +
                                    defined + " " + directory + "/" + file + " > " + log + " 2>&1";
        const int status = std::system(command.c_str());
        INFO(slurp(log));
        CHECK(status == 0);
      }
  }
}

}  // namespace

TEST_CASE("emitted files keep the contract", "[codegen]") {
  for (const std::string& path : every_model_path()) {
    // Under the sanitizers the example models' emission has run already, in
    // this build (the fresh copies of generated_*_test, compared byte for byte
    // with generated/, whose bytes the other builds check here): the test
    // took 102 s there, 12 s without them.
    if (NEDYN_SANITIZED && path.rfind(NEDYN_MODELS_DIR, 0) == 0) continue;
    INFO(path);
    const Model model = load_model(path);
    const std::vector<EmittedFile> files = emit(path);
    REQUIRE(files.size() == 3);
    CHECK(files[0].name == model.name + ".hpp");
    CHECK(files[1].name == model.name + ".cpp");
    CHECK(files[2].name == model.name + "_batch.cpp");
    // The batches are the batch file's alone.
    CHECK(files[1].text.find("_batch(int count") == std::string::npos);
    CHECK(files[2].text.find("_batch(int count") != std::string::npos);
    const std::string digest = sha256sum(path);
    for (const EmittedFile& f : files) {
      INFO(f.name);
      CHECK_THAT(f.text, Catch::StartsWith("// " + model.name));
      CHECK_THAT(f.text, Catch::Contains("Do not edit"));
      CHECK_THAT(f.text, Catch::Contains("nedyn " NEDYN_VERSION));
      CHECK_THAT(f.text, Catch::Contains("(SHA-256 " + digest + ")"));
      CHECK_THAT(f.text, Catch::Contains("// Command: nedyn generate " + model_file_name(path)));
      CHECK(f.text.find(path) == std::string::npos);  // the file by its name alone
      // Preprocessor: #pragma once and the includes; in the source, one
      // choice between sin_cos's vector lanes and std::sin, std::cos.
      std::string conditionals;
      for (const auto& [word, rest] : directives(f.text)) {
        INFO("#" << word << " " << rest);
        if (word == "include") {
          CHECK((rest == "<cmath>" || rest == "\"" + model.name + ".hpp\""));
        } else if (word != "pragma") {
          conditionals += "#" + word + (rest.empty() ? "" : " " + rest) + "\n";
        }
      }
      const bool sin_cos = f.text.find("inline void evaluate(") != std::string::npos;
      const bool batch = f.text.find("inline void evaluate_batch(") != std::string::npos;
      const bool lanes = f.text.find("inline V each_lane(") != std::string::npos;
      // The batch file's scalar sign_of is for compilers without vectors only.
      const bool guarded = batch && f.text.find("inline V sign_of(") != std::string::npos;
      CHECK(conditionals ==
            std::string(batch ? "#if defined(__clang__)\n#elif defined(__GNUC__)\n#endif\n" : "") +
                (lanes ? "#if defined(__GNUC__)\n#endif\n" : "") +
                (guarded ? "#if !defined(__GNUC__)\n#endif\n" : "") +
                (sin_cos ? "#if defined(__GNUC__) && !defined(__FAST_MATH__) && "
                           "!defined(NEDYN_LIBM_TRIG)\n"
                           "#if defined(__x86_64__) && !defined(NEDYN_NO_AVX2)\n"
                           "#if defined(__AVX2__)\n#elif "
                           "!defined(NEDYN_NO_AVX2_SINGLE_CALLS)\n#else\n#endif\n"
                           "#else\n#endif\n#else\n#endif\n"
                         : "") +
                (batch ? "#if defined(__GNUC__)\n"
                         "#if defined(__x86_64__) && !defined(NEDYN_NO_AVX2)\n"
                         "#if !defined(NEDYN_NO_AVX512) && defined(__OPTIMIZE__)\n"
                         "#endif\n#endif\n"
                         "#if defined(__x86_64__) && !defined(NEDYN_NO_AVX2)\n"
                         "#if !defined(NEDYN_NO_AVX512) && defined(__OPTIMIZE__)\n"
                         "#endif\n#endif\n"
                         "#else\n#endif\n"
                       : ""));
      // Compiler extensions only in the outer #if branch; the other is ISO C++.
      const std::size_t extensions_end = sin_cos || batch ? f.text.rfind("\n#else\n") : 0;
      for (const char* word : {"__attribute__", "__asm__", "__builtin_expect"})
        CHECK((f.text.rfind(word) == std::string::npos || f.text.rfind(word) < extensions_end));
      for (const char* word : {"new", "delete", "malloc", "static", "throw", "try", "catch",
                               "thread_local", "extern", "std::vector", "goto"}) {
        INFO(word);
        CHECK_FALSE(contains_word(f.text, word));
      }
    }
    // M on one triangle, mirrored: M[0][1] is a copy of M[1][0].
    const int n = model.dof();
    if (n > 1) CHECK_THAT(files[1].text, Catch::Contains("M[1] = M[" + std::to_string(n) + "];"));
    if (!model.symbols.empty()) CHECK_THAT(files[0].text, Catch::Contains("struct Params {"));
  }
}

TEST_CASE("emitted bytes do not depend on GiNaC's symbol order, hashes or process",
          "[codegen][determinism]") {
  for (const std::string& path : test_model_paths()) {
    INFO(path);
    // Under the sanitizers (178 s with the six-joint arms, the longest test of
    // CI) the chains of up to three joints, whose generation runs every stage;
    // the other builds run every model.
    if (NEDYN_SANITIZED && load_model(path).dof() > 3) continue;
    const std::vector<EmittedFile> first = emit(path);
    // Symbols and expressions created in between shift GiNaC's serial numbers
    // and hash values, which decide its own term order.
    std::vector<GiNaC::ex> noise;
    for (int k = 0; k < 300; ++k) {
      GiNaC::realsymbol s("noise" + std::to_string(k));
      noise.push_back(GiNaC::pow(s + k, 2) * GiNaC::sin(s));
    }
    const std::vector<EmittedFile> second = emit(path);
    REQUIRE(first.size() == second.size());
    for (std::size_t i = 0; i < first.size(); ++i) CHECK(first[i].text == second[i].text);
    // Another process, with its own symbol-creation order and addresses.
    const std::string dir = fresh_directory("other_process");
    REQUIRE(run_nedyn("generate " + path + " -o " + dir).exit_code == 0);
    for (const EmittedFile& f : second) CHECK(f.text == slurp(dir + "/" + f.name));
  }
}

// Every model in the default build (the AVX2 copies chosen at run time;
// -O2 defines __OPTIMIZE__, for the batches' eight-lane copy) and AVX2
// throughout (one copy of each body). libm's sines and cosines
// (-DNEDYN_LIBM_TRIG) change only the text that takes them, the same for every
// model: two models with batches of every kind of body (recursion programs,
// a floating base) check it; every model took 30 s more of CI.
const std::vector<std::string> kDefinitions = {"-O2", "-mavx2"};
const std::vector<std::string> kLibmModels = {NEDYN_MODELS_DIR "/panda.yaml",
                                              NEDYN_MODELS_DIR "/quadrotor_floating.yaml"};

TEST_CASE("emitted code compiles as C++11 without warnings under g++", "[codegen][compile]") {
  compile_all("g++", ScalarType::float64, kDefinitions);
  compile_all("g++", ScalarType::float64, {"-DNEDYN_LIBM_TRIG"}, kLibmModels);
  compile_all("g++", ScalarType::float32, {"-O2"});
}

TEST_CASE("emitted code compiles as C++11 without warnings under clang++", "[codegen][compile]") {
  compile_all("clang++", ScalarType::float64, kDefinitions);
  compile_all("clang++", ScalarType::float64, {"-DNEDYN_LIBM_TRIG"}, kLibmModels);
  compile_all("clang++", ScalarType::float32, {"-O2"});
}

TEST_CASE("sin_cos compiles without warnings for calls of any number of angles",
          "[codegen][compile][sin_cos]") {
  // A file whose calls all have one angle, or all an even number, leaves some
  // of sin_cos's overloads unused; clang++ warns of unused functions in an
  // anonymous namespace. Five angles: a quad and a single in four lanes.
  const std::string directory = fresh_directory("sin_cos_alone");
  for (int angles = 1; angles <= 5; ++angles)
    for (const char* compiler : {"g++", "clang++"})
      for (const char* definitions : {"", "-DNEDYN_LIBM_TRIG", "-DNEDYN_NO_AVX2", "-mavx2"}) {
        INFO(angles << " angles, " << compiler << " " << definitions);
        std::string call = "sin_cos(s, c";
        for (int k = 0; k < angles; ++k) call += ", x[" + std::to_string(k) + "]";
        const std::string source = directory + "/sin_cos_" + std::to_string(angles) + ".cpp";
        {
          std::ofstream out(source);
          out << "#include <cmath>\nnamespace {\n"
              << template_text("sin_cos.mustache") << "struct Body {\n"
              << "  template <typename SinCos>\n"
              << "  void operator()(SinCos sin_cos, const double* x, double* s, double* c) const "
              << "{ " << call << "); }\n};\n}  // namespace\n"
              << "void f(const double* x, double* s, double* c) { evaluate(Body(), x, s, c); }\n";
        }
        const std::string log = directory + "/log";
        const std::string command = std::string(compiler) +
                                    " -std=c++11 -Wall -Wextra -Wpedantic -Wshadow -Wconversion "
                                    "-Wold-style-cast -Werror -c -o /dev/null " +
                                    definitions + " " + source + " > " + log + " 2>&1";
        const int status = std::system(command.c_str());
        INFO(slurp(log));
        CHECK(status == 0);
      }
}

TEST_CASE("operation counts meet the targets of issue 4", "[codegen][operations]") {
  SECTION("PUMA 560 inverse dynamics: at most 260 multiplications and 200 additions") {
    const EmittedDynamics d = emitted_dynamics(load_model(NEDYN_MODELS_DIR "/puma560.yaml"));
    const OperationCount tau = function(d, "inverse_dynamics").count;
    CHECK(tau.multiplications <= 260);
    CHECK(tau.additions <= 200);
    int together = 0;
    for (const char* name :
         {"mass_matrix", "gravity", "coriolis_coefficients", "centrifugal_coefficients"})
      together += function(d, name).count.total();
    CHECK(together <= 800);
  }
  SECTION("a general 6R: at most 400 multiplications and 340 additions") {
    const EmittedDynamics d =
        emitted_dynamics(load_model(NEDYN_SOURCE_DIR "/tests/op_count_models/arm6.yaml"));
    const OperationCount tau = function(d, "inverse_dynamics").count;
    CHECK(tau.multiplications <= 400);
    CHECK(tau.additions <= 340);
  }
}

// Joint names go into every language as string literals (kJointNames,
// JOINT_NAMES): a URDF may name a joint with any characters.
TEST_CASE("joint names become string literals that C, C++ and Python read back",
          "[codegen][names]") {
  CHECK(string_literal("FL_HAA") == "\"FL_HAA\"");
  CHECK(string_literal("a\"b\\c") == "\"a\\\"b\\\\c\"");
  CHECK(string_literal(std::string("tab\there\nnul") + '\0' + "\x7f") ==
        "\"tab\\011here\\012nul\\000\\177\"");
  CHECK(string_literal("h\xc3\xa4nd") == "\"h\xc3\xa4nd\"");  // UTF-8 as it is
}
