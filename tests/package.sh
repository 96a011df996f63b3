#!/usr/bin/env bash
# cubound as other projects use it (examples/consumer): installed into a temporary prefix and found
# with find_package (shared and static) and with pkg-config, and added with add_subdirectory; each
# consumer links no cuBLAS or cuRAND and runs on the simulated driver.
#   tests/package.sh BUILD_DIR         (ctest: package)
set -euo pipefail
build=$(cd "$1" && pwd)
source_dir=$(cd "$(dirname "$0")/.." && pwd)
consumer=$source_dir/examples/consumer
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cmake --install "$build" --prefix "$work/prefix" >/dev/null
simulation=$work/prefix/lib/libcubound_sim.so.0
check() { # name, binary, and the driver to run on: "sim" (found beside libcubound.so) or a path
  local name=$1 binary=$2 driver=${3:-sim} said
  if readelf -d "$binary" | grep -qE "libcublas|libcurand"; then
    echo "$name: links cuBLAS or cuRAND" >&2
    exit 1
  fi
  said=$(CUBOUND_DRIVER=$driver "$binary") || { echo "$name: $said" >&2; exit 1; }
  echo "$name: $said"
}

for variant in shared static; do
  static=$([ "$variant" = static ] && echo ON || echo OFF)
  cmake -S "$consumer" -B "$work/find_package_$variant" -DCMAKE_PREFIX_PATH="$work/prefix" -DCONSUMER_STATIC="$static" >/dev/null
  cmake --build "$work/find_package_$variant" >/dev/null
  # a static program has no libcubound.so beside which to find the simulation: it is named
  check "find_package, $variant" "$work/find_package_$variant/consumer" "$([ "$variant" = static ] && echo "$simulation" || echo sim)"
done

export PKG_CONFIG_PATH=$work/prefix/lib/pkgconfig
# shellcheck disable=SC2046 # pkg-config's words are separate arguments
cc -std=c11 -o "$work/pkg_config" "$consumer/main.c" $(pkg-config --cflags --libs cubound-driver) -Wl,-rpath,"$work/prefix/lib"
check "pkg-config" "$work/pkg_config"
test "$(readlink -f "$(pkg-config --variable=library cubound-sim)")" = "$(readlink -f "$simulation")"

cmake -S "$consumer" -B "$work/add_subdirectory" -DCUBOUND_SOURCE="$source_dir" >/dev/null
cmake --build "$work/add_subdirectory" -j"$(nproc)" >/dev/null
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

