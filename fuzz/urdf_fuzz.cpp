// libFuzzer entry point over the URDF front end (urdfdom, the chain, fixed
// joints, lumping, snapping, the lowering) and the numeric recursion on what
// it loads (scripts/fuzz.sh urdf runs it; docs/fuzzing.md records the runs).

#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  nedyn::fuzz::run_urdf_input(std::string(reinterpret_cast<const char*>(data), size));
  return 0;
}
