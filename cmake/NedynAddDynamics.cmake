# nedyn_add_dynamics(TARGET <name> MODEL <file> [SCALAR float|double] [NAMESPACE <ns>]
#                    [LANGUAGE CXX|C] [BASE <link>] [TIP <link>] [NAME <name>] [NO_SNAP]
#                    [FLOATING_BASE] [FRAMES <frame>...] [FUNCTIONS <function>...]
#                    [NO_BATCH])
#
# MODEL is a YAML model or a URDF (<file>.urdf); BASE, TIP, NAME and NO_SNAP
# are nedyn's --base, --tip, --name and --no-snap for a URDF's chain,
# FLOATING_BASE, FRAMES, FUNCTIONS and NO_BATCH its --floating-base,
# --frames, --functions and --no-batch (lean files: only those functions and
# what they call, no NAME_batch; docs/codegen.md).
# Runs `nedyn generate` at build time (again whenever the model file or the
# nedyn executable changes) and makes <name> a static library of the emitted
# code (NAME.cpp, and NAME_batch.cpp unless NO_BATCH), with the directory of
# NAME.hpp as its public include directory. The
# library needs nothing but the C++ standard library, so it cross-compiles;
# nedyn itself runs on the build host: it is NEDYN_EXECUTABLE if set, else the
# imported target nedyn::nedyn (find_package(nedyn)), else `nedyn` on the PATH.
# The header is NAME.hpp, NAME the namespace: NAMESPACE if given, else the
# model's name (`name:` in the file). LANGUAGE C makes it a C99 library of
# NAME.h and NAME.c instead (functions NAME_function, docs/languages.md); the
# project must enable C.
function(nedyn_add_dynamics)
  cmake_parse_arguments(PARSE_ARGV 0 ARG "NO_SNAP;FLOATING_BASE;NO_BATCH"
    "TARGET;MODEL;SCALAR;NAMESPACE;LANGUAGE;BASE;TIP;NAME"
    "FRAMES;FUNCTIONS")
  if(NOT ARG_TARGET OR NOT ARG_MODEL)
    message(FATAL_ERROR "nedyn_add_dynamics: TARGET and MODEL are required")
  endif()
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "nedyn_add_dynamics: unknown arguments ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_SCALAR)
    set(ARG_SCALAR double)
  endif()
  if(NOT ARG_SCALAR MATCHES "^(float|double)$")
    message(FATAL_ERROR "nedyn_add_dynamics: SCALAR must be float or double, not ${ARG_SCALAR}")
  endif()
  if(NOT ARG_LANGUAGE)
    set(ARG_LANGUAGE CXX)
  endif()
  if(NOT ARG_LANGUAGE MATCHES "^(CXX|C)$")
    message(FATAL_ERROR "nedyn_add_dynamics: LANGUAGE must be CXX or C, not ${ARG_LANGUAGE}")
  endif()
  get_filename_component(model "${ARG_MODEL}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")

  if(NEDYN_EXECUTABLE)
    set(generator "${NEDYN_EXECUTABLE}")
    set(generator_file "${NEDYN_EXECUTABLE}")
  elseif(TARGET nedyn::nedyn)
    set(generator nedyn::nedyn)
    set(generator_file "$<TARGET_FILE:nedyn::nedyn>")
  else()
    find_program(NEDYN_FOUND_EXECUTABLE nedyn REQUIRED)
    set(generator "${NEDYN_FOUND_EXECUTABLE}")
    set(generator_file "${NEDYN_FOUND_EXECUTABLE}")
  endif()
  if(TARGET nedyn::nedyn AND NOT NEDYN_EXECUTABLE)
    get_target_property(probe nedyn::nedyn LOCATION)
  else()
    set(probe "${generator}")
  endif()

  set(model_options "")
  foreach(option BASE TIP NAME)
    if(ARG_${option})
      string(TOLOWER ${option} flag)
      list(APPEND model_options --${flag} ${ARG_${option}})
    endif()
  endforeach()
  if(ARG_NO_SNAP)
    list(APPEND model_options --no-snap)
  endif()
  if(ARG_FLOATING_BASE)
    list(APPEND model_options --floating-base)
  endif()

  # The file names come from the model's name, read (and the model checked)
  # now; a change of the model file reconfigures.
  execute_process(COMMAND "${probe}" validate "${model}" ${model_options}
    OUTPUT_VARIABLE summary ERROR_VARIABLE problem RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "nedyn_add_dynamics: ${problem}")
  endif()
  string(REGEX MATCH "^[A-Za-z_][A-Za-z0-9_]*" name "${summary}")
  if(ARG_NAMESPACE)
    set(name ${ARG_NAMESPACE})
  endif()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${model}")

  set(out "${CMAKE_CURRENT_BINARY_DIR}/${ARG_TARGET}_dynamics")
  set(options --scalar ${ARG_SCALAR} ${model_options})
  if(ARG_NAMESPACE)
    list(APPEND options --namespace ${ARG_NAMESPACE})
  endif()
  foreach(option FRAMES FUNCTIONS)
    if(ARG_${option})
      string(TOLOWER ${option} flag)
      string(REPLACE ";" "," names "${ARG_${option}}")
      list(APPEND options --${flag} ${names})
    endif()
  endforeach()
  if(ARG_NO_BATCH)
    list(APPEND options --no-batch)
  endif()
  if(ARG_LANGUAGE STREQUAL "C")
    list(APPEND options --language c)
    set(header "${out}/${name}.h")
    set(source "${out}/${name}.c")
  else()
    set(header "${out}/${name}.hpp")
    set(source "${out}/${name}.cpp")
    # The batches, NAME_batch(), in a file of their own (not with NO_BATCH).
    if(NOT ARG_NO_BATCH)
      list(APPEND source "${out}/${name}_batch.cpp")
    endif()
  endif()
  add_custom_command(
    OUTPUT "${header}" ${source}
    COMMAND ${generator} generate "${model}" -o "${out}" ${options}
    DEPENDS "${model}" "${generator_file}"
    COMMENT "nedyn generate ${ARG_MODEL} (${ARG_LANGUAGE}, ${ARG_SCALAR})"
    VERBATIM)
  add_library(${ARG_TARGET} STATIC ${source} "${header}")
  target_include_directories(${ARG_TARGET} PUBLIC "${out}")
  if(ARG_LANGUAGE STREQUAL "C")
    target_compile_features(${ARG_TARGET} PUBLIC c_std_99)
    # <math.h>'s functions live in libm on most C libraries (glibc, newlib).
    # By name, not by path: the compiler driver then takes the target's own
    # (a cross compiler's, the multilib of its -mcpu and float ABI).
    if(NOT MSVC)
      target_link_libraries(${ARG_TARGET} PUBLIC m)
    endif()
  else()
    target_compile_features(${ARG_TARGET} PUBLIC cxx_std_11)
  endif()
endfunction()
