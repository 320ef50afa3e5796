// libFuzzer entry point over model loading and, for small models, emission
// (scripts/fuzz.sh runs it; docs/fuzzing.md records the runs).

#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  nedyn::fuzz::run_model_input(std::string(reinterpret_cast<const char*>(data), size));
  return 0;
}
