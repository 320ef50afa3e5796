// libFuzzer entry point over identification data files (CSV): parsing and
// least squares on Craig's arm (scripts/fuzz.sh data runs it; docs/fuzzing.md).

#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  nedyn::fuzz::run_data_input(std::string(reinterpret_cast<const char*>(data), size));
  return 0;
}
