# Cross-compiling C for a Cortex-M4F microcontroller, bare metal, with Debian's
# gcc-arm-none-eabi and newlib (libnewlib-arm-none-eabi): hard-float ABI on
# the single-precision FPv4 unit, optimised for size.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_C_FLAGS_INIT "-mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16 -Os")
# No operating system to link a test program for: CMake's compiler check
# builds a static library instead.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
