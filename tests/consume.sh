# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# Sourced by tests/package.sh (an install) and tests/packages.sh (an unpacked .deb): build
# examples/consumer against an installed cubound the ways another project would, and run it on the
# simulated driver.
#   check NAME BINARY [DRIVER]     run BINARY on DRIVER: "sim" (found beside libcubound.so, the
#                                  default) or a path; it must link neither cuBLAS nor cuRAND
#   consume PREFIX WORK            find_package (shared, then static) with CMAKE_PREFIX_PATH=PREFIX,
#                                  and pkg-config with PKG_CONFIG_PATH and an rpath, built in WORK
#   names_none PREFIX DIR...       no text file under PREFIX names a DIR (the source tree, a build)
consumer=$(cd "$(dirname "${BASH_SOURCE[0]}")/../examples/consumer" && pwd)

check() {
  local name=$1 binary=$2 driver=${3:-sim} said
  if readelf -d "$binary" | grep -qE "libcublas|libcurand"; then
    echo "$name: links cuBLAS or cuRAND" >&2
    exit 1
  fi
  said=$(CUBOUND_DRIVER=$driver "$binary") || { echo "$name: $said" >&2; exit 1; }
  echo "$name: $said"
}

consume() {
  local prefix=$1 work=$2 libdir pkgconfig variant static simulation
  pkgconfig=$(dirname "$(find "$prefix" -name cubound-driver.pc -path "*/pkgconfig/*")")
  libdir=$(dirname "$pkgconfig")
  simulation=$libdir/libcubound_sim.so.0
  for variant in shared static; do
    static=$([ "$variant" = static ] && echo ON || echo OFF)
    cmake -S "$consumer" -B "$work/find_package_$variant" -DCMAKE_PREFIX_PATH="$prefix" -DCONSUMER_STATIC="$static" >/dev/null
    cmake --build "$work/find_package_$variant" >/dev/null
    # a static program has no libcubound.so beside which to find the simulation: it is named
    check "find_package, $variant" "$work/find_package_$variant/consumer" "$([ "$variant" = static ] && echo "$simulation" || echo sim)"
  done

  # As the README's Installing section says: a prefix the loader does not search needs an rpath.
  # shellcheck disable=SC2046 # pkg-config's words are separate arguments
  cc -std=c11 -o "$work/pkg_config" "$consumer/main.c" $(PKG_CONFIG_PATH=$pkgconfig pkg-config --cflags --libs cubound-driver) \
    -Wl,-rpath,"$(PKG_CONFIG_PATH=$pkgconfig pkg-config --variable=libdir cubound-driver)"
  check "pkg-config" "$work/pkg_config"
  test "$(readlink -f "$(PKG_CONFIG_PATH=$pkgconfig pkg-config --variable=library cubound-sim)")" = "$(readlink -f "$simulation")"
}

names_none() {
  local prefix=$1 folder
  shift
  for folder in "$@"; do
    if grep -rlIF "$folder/" "$prefix"; then
      echo "these installed files name $folder" >&2
      exit 1
    fi
  done
}
