#!/bin/bash
# SPDX-License-Identifier: MIT
# conda-build runs this in the source folder, with PREFIX, CMAKE_ARGS (the prefix, the
# cross-compiling settings) and CPU_COUNT set. The committed bindings are compiled: no Python.
set -euxo pipefail
# shellcheck disable=SC2086 # CMAKE_ARGS is several arguments
cmake -S . -B build ${CMAKE_ARGS} -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_LIBDIR=lib \
  -DCUBOUND_CUDA_INCLUDE="${PREFIX}/targets/x86_64-linux/include" \
  -DCUBOUND_TESTS=OFF -DCUBOUND_WERROR=OFF -DCMAKE_DISABLE_FIND_PACKAGE_Python3=ON
cmake --build build -j"${CPU_COUNT}"
cmake --install build
