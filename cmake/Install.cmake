# SPDX-License-Identifier: MIT
# Installing cubound: the libraries (shared and static) and the simulated driver side by side, the
# headers, a CMake package (find_package(cubound CONFIG COMPONENTS driver cublas curand nccl sim)),
# a pkg-config file per component, and the source with the generator (share/cubound, cubound-gen).
# One library wraps every component; a component says what a consumer uses, and cuBLAS, cuRAND
# and NCCL are opened at run time only when a program calls them.
include(CMakePackageConfigHelpers)
set(cubound_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/cubound)
set(cubound_components driver cublas curand)
if(CUBOUND_HAVE_NCCL)
  list(APPEND cubound_components nccl)
endif()

# cubound::driver, ::cublas, ::curand, ::nccl (the shared library), ::static, ::shared, ::sim;
# the same names for a project that adds cubound with add_subdirectory.
set_target_properties(cubound_sim PROPERTIES EXPORT_NAME sim)
set(cubound_exported cubound cubound_static cubound_sim cubound_launch)
foreach(component IN LISTS cubound_components)
  add_library(cubound_${component} INTERFACE)
  target_link_libraries(cubound_${component} INTERFACE cubound)
  set_target_properties(cubound_${component} PROPERTIES EXPORT_NAME ${component})
  add_library(cubound::${component} ALIAS cubound_${component})
  list(APPEND cubound_exported cubound_${component})
endforeach()
add_library(cubound::shared ALIAS cubound)
add_library(cubound::static ALIAS cubound_static)
add_library(cubound::sim ALIAS cubound_sim)

install(TARGETS ${cubound_exported} EXPORT cubound-targets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
# cubound/cudnn_handle.h and cutensor_handle.h declare what only a build with cuDNN or cuTENSOR has.
set(cubound_left_out_headers "")
foreach(name IN ITEMS cudnn cutensor)
  string(TOUPPER ${name} upper)
  if(NOT CUBOUND_HAVE_${upper})
    list(APPEND cubound_left_out_headers PATTERN ${name}_handle.h EXCLUDE)
  endif()
endforeach()
install(DIRECTORY include/ ${CUBOUND_GENERATED_DIR}/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
        ${cubound_left_out_headers})
install(EXPORT cubound-targets NAMESPACE cubound:: DESTINATION ${cubound_cmake_dir})
configure_package_config_file(cmake/cuboundConfig.cmake.in ${PROJECT_BINARY_DIR}/cuboundConfig.cmake
                              INSTALL_DESTINATION ${cubound_cmake_dir})
# 0.x: a minor version may change the API (CHANGELOG.md says how); from 1.0, the major version.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/cuboundConfigVersion.cmake COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/cuboundConfig.cmake ${PROJECT_BINARY_DIR}/cuboundConfigVersion.cmake
        DESTINATION ${cubound_cmake_dir})

# pkg-config: cubound-driver (the library), cubound-cublas/-curand/-nccl (the same, by what they
# use), cubound-sim (where the simulated driver is: pkg-config --variable=library cubound-sim).
# They name the prefix relative to themselves, however deep the library folder (lib64,
# lib/x86_64-linux-gnu), so that a prefix can move and a package can unpack anywhere.
file(RELATIVE_PATH cubound_pc_to_prefix ${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig ${CMAKE_INSTALL_PREFIX})
string(REGEX REPLACE "/$" "" cubound_pc_to_prefix "${cubound_pc_to_prefix}") # "../../" to "../.."
# `<<<>>>` launches: the linker's wrapping, as gcc and clang take it (Libs) and as nvcc does (nvcc
# rejects -Wl,: `pkg-config --variable=nvcc_libs`).
list(TRANSFORM CUBOUND_LAUNCH_WRAPS PREPEND "--wrap=" OUTPUT_VARIABLE cubound_pc_wraps)
list(JOIN cubound_pc_wraps "," cubound_pc_wraps)
foreach(component IN LISTS cubound_components ITEMS sim)
  configure_file(cmake/cubound.pc.in ${PROJECT_BINARY_DIR}/pkgconfig/cubound-${component}.pc @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/pkgconfig/cubound-${component}.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
endforeach()

# The source, buildable, in share/cubound: the generator with its spec and templates (cubound-gen
# runs it), the runtime, the simulated driver, the headers and the committed generated/, so that an
# install alone regenerates the bindings for another CUDA version and builds a libcubound from them
# (cmake -S <prefix>/share/cubound; docs/usage.md). Whole folders, so that files added to them come
# along; no tests, examples or benchmarks, so that a build there makes none.
set(cubound_share ${CMAKE_INSTALL_DATADIR}/cubound)
install(FILES CMakeLists.txt DESTINATION ${cubound_share})
install(DIRECTORY cmake codegen generated include sim spec src templates DESTINATION ${cubound_share}
        PATTERN "__pycache__" EXCLUDE PATTERN "packaging" EXCLUDE) # the recipes build cubound; they are not part of it
# The launcher finds share/cubound from where it is, so the prefix can move.
file(RELATIVE_PATH cubound_bin_to_share ${CMAKE_INSTALL_FULL_BINDIR} ${CMAKE_INSTALL_FULL_DATADIR}/cubound)
configure_file(cmake/cubound-gen.in ${PROJECT_BINARY_DIR}/cubound-gen @ONLY)
install(PROGRAMS ${PROJECT_BINARY_DIR}/cubound-gen DESTINATION ${CMAKE_INSTALL_BINDIR})
# The license where a distribution looks for it (share/doc/cubound), once the tree has one.
if(EXISTS ${PROJECT_SOURCE_DIR}/LICENSE)
  install(FILES LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR})
endif()
