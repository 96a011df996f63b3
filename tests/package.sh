#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# cubound as other projects use it (examples/consumer): installed into a temporary prefix and found
# with find_package (shared and static) and with pkg-config, and added with add_subdirectory; each
# consumer links no cuBLAS or cuRAND and runs on the simulated driver. Then the installed flow, from
# the prefix alone: cubound-gen (never a codegen/ of the current folder) regenerates for the CUDA
# 13.5 headers, share/cubound builds and installs a libcubound from them, and a program links a
# function that only 13.5 declares and runs it on the simulation.
#   tests/package.sh BUILD_DIR         (ctest: package)
set -euo pipefail
build=$(cd "$1" && pwd)
source_dir=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$source_dir/tests/consume.sh" # check, consume, names_none

cmake --install "$build" --prefix "$work/prefix" >/dev/null
consume "$work/prefix" "$work"
export PKG_CONFIG_PATH=$work/prefix/lib/pkgconfig

cmake -S "$consumer" -B "$work/add_subdirectory" -DCUBOUND_SOURCE="$source_dir" >/dev/null
cmake --build "$work/add_subdirectory" -j"$(nproc)" --target consumer >/dev/null # its own target only: the simulation comes with the library
test ! -e "$work/add_subdirectory/cubound/tests" # no tests unless asked
check "add_subdirectory" "$work/add_subdirectory/consumer"

gen=$work/prefix/bin/cubound-gen
"$gen" --help | grep -q -- "--cuda-include"
echo "cubound-gen: $("$gen" --report | grep -c "total=") headers reported"
# Run from a folder with a codegen/ package of its own, on PYTHONPATH too, it runs the installed one;
# its version is the package's (CMake reads it from codegen/__init__.py).
mkdir -p "$work/decoy/codegen"
echo 'raise SystemExit("the codegen/ of the current folder ran")' >"$work/decoy/codegen/__init__.py"
said=$(cd "$work/decoy" && PYTHONPATH=. "$gen" --version)
test "$said" = "cubound-gen $(pkg-config --modversion cubound-driver) (from $(readlink -f "$work/prefix")/share/cubound)" ||
  { echo "cubound-gen --version: $said" >&2; exit 1; }
echo "$said"

# The installed flow needs nothing of the source tree: no installed text names it.
names_none "$work/prefix" "$source_dir"
new_function=bd_cuMemcpyWithAttributesAsync # CUDA 13.5's; the 13.0 headers cubound is built from lack it
if grep -q "$new_function" "$work/prefix/include/cubound/driver.h"; then
  echo "the installed bindings have $new_function already: pick a function they lack" >&2
  exit 1
fi
headers=$(python3 "$source_dir/tests/headers/fetch.py" --cache "${CUBOUND_HEADER_CACHE:-$HOME/.cache/cubound-headers}" 13.5)
(cd "$work" && "$gen" --cuda-include "$headers" --out "$work/generated-13.5" >/dev/null)
cmake -S "$work/prefix/share/cubound" -B "$work/build-13.5" -DCUBOUND_CUDA_INCLUDE="$headers" \
  -DCUBOUND_GENERATED_DIR="$work/generated-13.5" >/dev/null
cmake --build "$work/build-13.5" -j"$(nproc)" >/dev/null
cmake --install "$work/build-13.5" --prefix "$work/prefix-13.5" >/dev/null

# A program that calls the new function, found with find_package. The simulation lacks it, so it
# answers CUDA_ERROR_NOT_SUPPORTED (and says so on stderr).
mkdir "$work/new_function"
cat >"$work/new_function/CMakeLists.txt" <<'EOF'
cmake_minimum_required(VERSION 3.22)
project(new_function LANGUAGES C)
find_package(cubound 0.4 CONFIG REQUIRED COMPONENTS driver)
add_executable(new_function main.c)
target_link_libraries(new_function PRIVATE cubound::driver)
EOF
cat >"$work/new_function/main.c" <<'EOF'
#include <stdio.h>

#include "cubound/cubound.h"
#include "cubound/driver.h"

int main(void)
{
    bd_device_t *dev;
    bound_dev_t *bd;
    CUdeviceptr from, to;
    CUmemcpyAttributes attributes = {0};
    if (bd_device_open(0, BD_PRIMARY_CONTEXT, &dev) != CUDA_SUCCESS || bd_bind(dev, &bd) != CUDA_SUCCESS ||
        bd_cuMemAlloc(bd, &from, 64) != CUDA_SUCCESS || bd_cuMemAlloc(bd, &to, 64) != CUDA_SUCCESS) {
        fprintf(stderr, "new_function: %s\n", bd_last_error());
        return 1;
    }
    CUresult status = bd_cuMemcpyWithAttributesAsync(bd, to, from, 64, &attributes, NULL);
    printf("bd_cuMemcpyWithAttributesAsync answers %d (CUDA_ERROR_NOT_SUPPORTED: %d)\n", (int)status,
           (int)CUDA_ERROR_NOT_SUPPORTED);
    bd_cuMemFree(bd, from);
    bd_cuMemFree(bd, to);
    bd_unbind(bd);
    bd_device_close(dev);
    return status == CUDA_ERROR_NOT_SUPPORTED ? 0 : 1;
}
EOF
cmake -S "$work/new_function" -B "$work/new_function/build" -DCMAKE_PREFIX_PATH="$work/prefix-13.5" >/dev/null
cmake --build "$work/new_function/build" >/dev/null
check "CUDA 13.5, built from the prefix" "$work/new_function/build/new_function"
