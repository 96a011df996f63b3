# SPDX-License-Identifier: MIT
# Packages of an install: `cpack -G DEB` and `cpack -G RPM` in a Release build folder make one
# package, cubound, holding what `cmake --install` puts in a prefix (cmake/Install.cmake): both
# libraries, the simulated driver, the headers, the CMake package, the pkg-config files and
# cubound-gen with share/cubound. Installed under /usr. The library directory is the build's
# (CMAKE_INSTALL_LIBDIR): configured with -DCMAKE_INSTALL_PREFIX=/usr on the distribution packaged
# for, GNUInstallDirs picks that distribution's own (lib/x86_64-linux-gnu, lib64); every installed
# file finds the others relative to itself, so any of them works. tests/packages.sh builds the
# .deb, unpacks it and builds a program against it; cmake/packaging/ holds the Spack and conda recipes.
# A project that adds cubound with add_subdirectory packages itself: cubound sets none of its CPack.
if(NOT PROJECT_IS_TOP_LEVEL)
  return()
endif()
set(CPACK_PACKAGE_NAME cubound)
set(CPACK_PACKAGE_VENDOR cubound)
set(CPACK_PACKAGE_CONTACT "cubound maintainers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "CUDA driver, cuBLAS, cuRAND and NCCL calls that say which device they are for")
set(CPACK_PACKAGE_DESCRIPTION
    "Wrappers of every function of the CUDA driver API, cuBLAS, cuRAND and NCCL whose first argument is a device bound to the calling thread (libcubound.so.${PROJECT_VERSION_MAJOR}), a simulated driver to run them without a GPU (CUBOUND_DRIVER=sim), the headers, a CMake package, pkg-config files and the generator (cubound-gen). Building against it needs the CUDA toolkit's headers; running, a CUDA driver or the simulated one.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_GENERATOR DEB)
if(EXISTS ${PROJECT_SOURCE_DIR}/LICENSE)
  set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
endif()
# `make package_source` packs the source tree as git has it, not the build folders in it (the
# patterns are read twice, once here and once from CPackSourceConfig.cmake: hence \\\\).
set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/\\\\.git$" "/build/" "__pycache__" "\\\\.pyc$" "/\\\\.pytest_cache/")

# DEB: cubound_0.4.0_amd64.deb. dpkg-shlibdeps (dpkg-dev) derives the libc it needs; the CUDA
# toolkit is no dependency, as NVIDIA names its packages by version and many install it otherwise.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION libdevel)
find_program(CUBOUND_DPKG_SHLIBDEPS dpkg-shlibdeps)
mark_as_advanced(CUBOUND_DPKG_SHLIBDEPS)
if(CUBOUND_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
else()
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "libc6 (>= 2.34)")
endif()
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "python3 (>= 3.11), python3-jinja2, pkg-config, cmake (>= 3.22)")

# RPM: cubound-0.4.0-1.x86_64.rpm; rpmbuild finds the libc it needs. Only the folders that are
# cubound's own are the package's: /usr/lib/cmake and /usr/lib/pkgconfig belong to the system.
set(CPACK_RPM_FILE_NAME RPM-DEFAULT)
set(CPACK_RPM_PACKAGE_LICENSE MIT)
set(CPACK_RPM_PACKAGE_DESCRIPTION "${CPACK_PACKAGE_DESCRIPTION}") # CPack gives RPM a placeholder otherwise
set(CPACK_RPM_PACKAGE_GROUP Development/Libraries)
set(CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION
    ${CPACK_PACKAGING_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/cmake
    ${CPACK_PACKAGING_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig)

include(CPack)
