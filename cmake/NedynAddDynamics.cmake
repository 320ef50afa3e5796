# nedyn_add_dynamics(TARGET <name> MODEL <file> [SCALAR float|double] [NAMESPACE <ns>]
#                    [BASE <link>] [TIP <link>] [NAME <name>] [NO_SNAP])
#
# MODEL is a YAML model or a URDF (<file>.urdf); BASE, TIP, NAME and NO_SNAP
# are nedyn's --base, --tip, --name and --no-snap for a URDF's chain.
# Runs `nedyn generate` at build time (again whenever the model file or the
# nedyn executable changes) and makes <name> a static library of the emitted
# code, with the directory of NAME.hpp as its public include directory. The
# library needs nothing but the C++ standard library, so it cross-compiles;
# nedyn itself runs on the build host: it is NEDYN_EXECUTABLE if set, else the
# imported target nedyn::nedyn (find_package(nedyn)), else `nedyn` on the PATH.
# The header is NAME.hpp, NAME the namespace: NAMESPACE if given, else the
# model's name (`name:` in the file).
function(nedyn_add_dynamics)
  cmake_parse_arguments(PARSE_ARGV 0 ARG "NO_SNAP" "TARGET;MODEL;SCALAR;NAMESPACE;BASE;TIP;NAME"
    "")
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
  add_custom_command(
    OUTPUT "${out}/${name}.hpp" "${out}/${name}.cpp"
    COMMAND ${generator} generate "${model}" -o "${out}" ${options}
    DEPENDS "${model}" "${generator_file}"
    COMMENT "nedyn generate ${ARG_MODEL} (${ARG_SCALAR})"
    VERBATIM)
  add_library(${ARG_TARGET} STATIC "${out}/${name}.cpp" "${out}/${name}.hpp")
  target_include_directories(${ARG_TARGET} PUBLIC "${out}")
  target_compile_features(${ARG_TARGET} PUBLIC cxx_std_11)
endfunction()
