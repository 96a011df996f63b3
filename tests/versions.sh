#!/usr/bin/env bash
# Every pinned CUDA version (tests/headers/versions.toml): fetch its headers (once, into the
# cache), generate the bindings from them, compile libcubound, the simulated driver and the tests
# with -Werror (the headers as system headers), and run the sim suite on the oldest and the newest.
# Checks are chosen per process, so one build serves both check modes; the suite runs both.
#   tests/versions.sh [VERSION ...]        (default: every pinned version)
set -euo pipefail
cd "$(dirname "$0")/.."

cache=${CUBOUND_HEADER_CACHE:-$HOME/.cache/cubound-headers}
jobs=$(nproc)
mapfile -t pinned < <(python3 -c 'import tomllib; print(*tomllib.load(open("tests/headers/versions.toml", "rb")), sep="\n")')
versions=("${@:-${pinned[@]}}")
python3 tests/headers/fetch.py --cache "$cache" "${versions[@]}" >/dev/null

for version in "${versions[@]}"; do
  start=$SECONDS
  folder=build/cuda-$version
  cmake -S . -B "$folder" -DCMAKE_BUILD_TYPE=Debug -DCUBOUND_CUDA_INCLUDE="$cache/$version/include" >/dev/null
  cmake --build "$folder" -j"$jobs" >/dev/null
  summary="built"
  if [ "$version" = "${pinned[0]}" ] || [ "$version" = "${pinned[-1]}" ]; then
    summary=$(cd "$folder" && ctest -L sim -LE long --output-on-failure -j"$jobs" | grep -E "tests passed|\*\*\*|Error") ||
      { echo "CUDA $version: $summary"; exit 1; }
  fi
  counts=$(python3 -m codegen --report --cuda-include "$cache/$version/include" | grep "total=" | paste -sd ";")
  echo "CUDA $version: $counts; $summary ($((SECONDS - start)) s)"
done
