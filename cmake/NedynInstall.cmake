# cmake --install: the nedyn executable, nedyn::model and nedyn::runtime with
# their headers, the templates, and a package configuration so that
# find_package(nedyn) gives nedyn::runtime, nedyn::nedyn (the executable) and
# nedyn_add_dynamics() (cmake/NedynAddDynamics.cmake); two export sets, so
# that COMPONENTS generator needs none of the libraries' dependencies.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(NEDYN_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/nedyn)
set_target_properties(nedyn PROPERTIES EXPORT_NAME nedyn)

install(TARGETS nedyn EXPORT nedynGeneratorTargets RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS nedyn_model nedyn_runtime EXPORT nedynRuntimeTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY runtime/include/nedyn DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY templates/ DESTINATION ${CMAKE_INSTALL_DATADIR}/nedyn/templates
  FILES_MATCHING PATTERN "*.mustache")
install(EXPORT nedynGeneratorTargets NAMESPACE nedyn:: DESTINATION ${NEDYN_INSTALL_CMAKEDIR})
install(EXPORT nedynRuntimeTargets NAMESPACE nedyn:: DESTINATION ${NEDYN_INSTALL_CMAKEDIR})

configure_package_config_file(cmake/nedynConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/nedynConfig.cmake INSTALL_DESTINATION ${NEDYN_INSTALL_CMAKEDIR})
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/nedynConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/nedynConfig.cmake
  ${CMAKE_CURRENT_BINARY_DIR}/nedynConfigVersion.cmake cmake/NedynAddDynamics.cmake
  DESTINATION ${NEDYN_INSTALL_CMAKEDIR})
