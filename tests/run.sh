#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Set up, build and run every test. First the style of the files tests/style.sh lists; five builds, then
# every pinned CUDA version:
#   release  checks off by default: the sim suite (the misuse tests turn checks on for themselves)
#   tsan     checks on, ThreadSanitizer: the sim suite (8 threads x 4 devices among it)
#   asan     checks on, AddressSanitizer + UndefinedBehaviorSanitizer: the sim suite
#   tests    checks on: everything, labels sim, misuse, long, codegen, and gpu where a GPU answers
#   clang    the release build with clang (the oldest supported, Debian's clang 14) and, where the
#            distribution offers a newer one (.ci/setup installs it), with the newest: the sim suite,
#            the instruction budget among it (its own budgets for clang's checks)
#   headers-* tests/versions.sh: every pinned CUDA and NCCL set generates and compiles (-fsyntax-only
#            for all but the oldest and newest CUDA, which pass the sim suite); their headers are
#            fetched once into ~/.cache/cubound-headers
#   then     tests/packages.sh build/release: its .deb unpacked and built against (find_package, pkg-config)
#            on the simulation, its .rpm (rpmbuild), the Spack and conda recipes checked for syntax;
#            docs/render_html.py: build/docs/*.html, relative links checked
#   then     tests/python/package.sh: the Python package, pip install . into a fresh venv, on the simulation
#   then     tests/abi/generations.sh: this generation's table slots and exports hold in the newest
#            pinned set's, and an inline-built program runs against that newer libcubound
# The sanitizer builds leave out the long run (label long), Python loading libcubound (python) and
# the MPI example under mpirun (mpi).
set -euo pipefail
cd "$(dirname "$0")/.."
# Each phase starts with "== NAME" and says how long it took at its end ("-- NAME: N s"), the last
# one as the script exits.
phase_name=setup phase_start=$SECONDS
phase() { # NAME: ends the phase before it
  echo "-- $phase_name: $((SECONDS - phase_start)) s"
  phase_name=$1 phase_start=$SECONDS
  echo "== $1"
}
trap 'echo "-- $phase_name: $((SECONDS - phase_start)) s"' EXIT
bash .ci/setup

jobs=$(nproc)
gpu=OFF
if nvidia-smi -L >/dev/null 2>&1; then gpu=ON; fi
phase "codegen --verify"
python3 -m codegen --verify
tests/style.sh # the files it lists keep .clang-format's and ruff.toml's style; codegen/ passes ruff

configure_and_build() { # folder, then cmake arguments
  local folder=$1
  shift
  phase "build/$folder"
  cmake -S . -B "build/$folder" "$@" >/dev/null
  cmake --build "build/$folder" -j"$jobs" >/dev/null
}
# The CUDA and C++ programs (<<<>>>, the typed launch) build in the tests build alone: nvcc's host
# code does not take the sanitizers' C flags, the clang builds are about the C compiler, and the
# release build is about the C wrappers' cost.
configure_and_build release -DCMAKE_BUILD_TYPE=Release -DCUBOUND_CUDA_PROGRAMS=OFF
configure_and_build tsan -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_FLAGS="-fsanitize=thread -fno-omit-frame-pointer" \
  -DCUBOUND_CUDA_PROGRAMS=OFF
configure_and_build asan -DCMAKE_BUILD_TYPE=Debug -DCUBOUND_CUDA_PROGRAMS=OFF \
  -DCMAKE_C_FLAGS="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
configure_and_build tests -DCMAKE_BUILD_TYPE=Debug -DCUBOUND_GPU_TESTS=$gpu
configure_and_build clang -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER=clang -DCUBOUND_CUDA_PROGRAMS=OFF
newest_clang=$(compgen -c clang- | grep -E '^clang-[0-9]+$' | sort -t- -k2 -n | tail -1 || true)
if [ -n "$newest_clang" ]; then
  configure_and_build clang-newest -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER="$newest_clang" \
    -DCUBOUND_CUDA_PROGRAMS=OFF
fi

phase "sim suite, release build"
(cd build/release && ctest -L sim --output-on-failure -j"$jobs" | grep -E "tests passed|long run|\*\*\*|Error|ERROR")
phase "packages of the release build: the .deb unpacked and built against, the .rpm, the recipes"
tests/packages.sh build/release
phase "the docs as HTML (build/docs), relative links checked"
python3 docs/render_html.py
phase "sim suite, clang build ($(clang --version | head -1))"
(cd build/clang && ctest -L sim -LE "long|mpi" --output-on-failure -j"$jobs" | grep -E "tests passed|\*\*\*|Error|ERROR")
if [ -n "$newest_clang" ]; then
  phase "sim suite, newest clang build ($("$newest_clang" --version | head -1))"
  (cd build/clang-newest && ctest -L sim -LE "long|mpi" --output-on-failure -j"$jobs" | grep -E "tests passed|\*\*\*|Error|ERROR")
fi
for variant in tsan asan; do
  phase "sim suite, $variant build"
  (cd "build/$variant" && TSAN_OPTIONS=halt_on_error=1 ctest -L sim -LE "long|python|mpi" --output-on-failure -j"$jobs" |
    grep -E "tests passed|\*\*\*|Error|ERROR")
done
phase "every test, debug build"
(cd build/tests && ctest --output-on-failure -j"$jobs")
phase "the Python package: pip install . into a fresh venv, on the simulation"
tests/python/package.sh
phase "every pinned CUDA and NCCL header set"
tests/versions.sh
phase "this generation's tables and exports against the newest pinned headers'"
tests/abi/generations.sh build/release
