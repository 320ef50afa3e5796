// The worked examples in docs/examples/ show what nedyn prints and emits: every
// fenced block that starts with "$ nedyn ..." is run (from the source
// directory) and its output compared byte for byte, and every C++ block must
// appear verbatim in the committed generated/ code of the example's model.
// The LQR example's page shows what its program prints.

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli_support.hpp"

using namespace nedyn::test;

namespace {

struct Block {
  std::string info, text;
};

std::vector<Block> fenced_blocks(const std::string& path) {
  std::ifstream in(path);
  std::vector<Block> blocks;
  bool inside = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("```", 0) == 0) {
      if (inside) {
        inside = false;
      } else {
        inside = true;
        blocks.push_back({line.substr(3), ""});
      }
    } else if (inside) {
      blocks.back().text += line + "\n";
    }
  }
  return blocks;
}

}  // namespace

TEST_CASE("the worked examples show what nedyn prints and emits", "[cli][docs]") {
  // Command blocks per page; C++ blocks are looked up in generated/STEM/.
  const std::vector<std::pair<std::string, int>> pages = {{"rr_planar", 14}, {"quadrotor", 2}};
  for (const auto& [stem, expected_commands] : pages) {
    INFO(stem);
    const std::string doc = std::string(NEDYN_SOURCE_DIR) + "/docs/examples/" + stem + ".md";
    const std::string directory = std::string(NEDYN_SOURCE_DIR) + "/generated/" + stem + "/";
    const std::string generated =
        slurp(directory + stem + ".cpp") + slurp(directory + stem + "_batch.cpp");
    int commands = 0;
    for (const Block& b : fenced_blocks(doc)) {
      if (b.info == "cpp") {
        INFO(b.text);
        CHECK(generated.find(b.text) != std::string::npos);
        continue;
      }
      if (b.text.rfind("$ nedyn ", 0) != 0) continue;
      ++commands;
      const std::size_t end = b.text.find('\n');
      const std::string arguments = b.text.substr(8, end - 8);
      INFO(arguments);
      const Run r = run_nedyn(arguments, std::string("cd ") + NEDYN_SOURCE_DIR + " &&");
      CHECK(r.exit_code == 0);
      CHECK(r.out == b.text.substr(end + 1));
    }
    CHECK(commands == expected_commands);
  }
}

TEST_CASE("the LQR example prints what its page shows", "[cli][docs]") {
  const std::string doc = std::string(NEDYN_SOURCE_DIR) + "/docs/examples/rr_balance.md";
  std::vector<std::string> shown;
  for (const Block& b : fenced_blocks(doc))
    if (b.info == "text" && b.text.rfind("rr_planar_numeric upright", 0) == 0)
      shown.push_back(b.text);
  REQUIRE(shown.size() == 2);
  const std::vector<std::string> arguments = {"", " --elbow-only"};
  for (std::size_t k = 0; k < arguments.size(); ++k) {
    INFO("rr_balance" << arguments[k]);
    const Run r = run_program(std::string(NEDYN_RR_BALANCE) + arguments[k]);
    CHECK(r.exit_code == 0);
    CHECK(r.out == shown[k]);
  }
}

TEST_CASE("the quadruped sway example prints what its page shows", "[cli][docs]") {
  const std::string doc = std::string(NEDYN_SOURCE_DIR) + "/docs/examples/quadruped_sway.md";
  std::vector<std::string> shown;
  for (const Block& b : fenced_blocks(doc))
    if (b.info == "text" && b.text.rfind("quadruped12, floating base", 0) == 0)
      shown.push_back(b.text);
  REQUIRE(shown.size() == 1);
  const Run r = run_program(NEDYN_QUADRUPED_SWAY);
  CHECK(r.exit_code == 0);
  CHECK(r.out == shown[0]);
}

TEST_CASE("the quadruped landing example prints what its page shows", "[cli][docs]") {
  const std::string doc = std::string(NEDYN_SOURCE_DIR) + "/docs/examples/quadruped_landing.md";
  std::vector<std::string> shown;
  for (const Block& b : fenced_blocks(doc))
    if (b.info == "text" && b.text.rfind("quadruped12 (", 0) == 0) shown.push_back(b.text);
  REQUIRE(shown.size() == 1);
  const Run r = run_program(NEDYN_QUADRUPED_LANDING);
  CHECK(r.exit_code == 0);
  CHECK(r.out == shown[0]);
}
