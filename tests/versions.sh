#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Every pinned header set: the CUDA sets of tests/headers/versions.toml and each NCCL, cuDNN and
# cuTENSOR of tests/headers/libraries.toml laid over the newest CUDA set. Fetch the headers (once, into the
# cache), generate the bindings from them and compile with -Werror (the headers as system headers).
# The oldest and the newest CUDA set build libcubound, the simulated driver and the tests and run the
# sim suite (checks are chosen per process, so one build serves both check modes; the suite runs
# both); every other CUDA set compiles each source of the same build with -fsyntax-only
# (tests/headers/syntax.py: what a build checks, in seconds). An NCCL, cuDNN or cuTENSOR set differs
# from the newest CUDA set in that library alone: it compiles the sources that read the library
# (syntax.py --library: its generated source and what includes its headers, found by their
# includes), the others compiling as the newest set's do, and counts that library alone
# (codegen --report --library); a cuTENSOR set links libcubound too and runs test_cutensor_handle on
# the simulated driver (cuTENSOR 2.3's headers define objects: the link is what would fail). Then
# the (CUDA, NCCL) pairs of tests/codegen/test_versions.py, every set at hand.
#   tests/versions.sh [SET ...]        (default: every pinned set; a set is "13.0", "nccl-2.27.7", "cudnn-9.19.0" or "cutensor-2.8.0")
set -euo pipefail
cd "$(dirname "$0")/.."

export CUBOUND_HEADER_CACHE=${CUBOUND_HEADER_CACHE:-$HOME/.cache/cubound-headers}
jobs=$(nproc)
pinned() { python3 -c "import sys; sys.path.insert(0, 'tests/headers'); import fetch; print(*fetch.$1(), sep='\n')"; }
mapfile -t cuda < <(pinned cuda_sets)
mapfile -t every < <(pinned pinned_sets)
sets=("${@:-${every[@]}}")
python3 tests/headers/fetch.py "${sets[@]}" >/dev/null

for set in "${sets[@]}"; do
  start=$SECONDS
  library=()
  case $set in
    nccl-* | cudnn-* | cutensor-*) library=(--library "${set%%-*}") ;;
  esac
  case $set in
    nccl-*) include=$(python3 tests/headers/fetch.py --compose "${cuda[-1]}" "$set") name="NCCL ${set#nccl-} over CUDA ${cuda[-1]}"
      headers="^nccl.h " ;;
    cudnn-*) include=$(python3 tests/headers/fetch.py --compose "${cuda[-1]}" "$set") name="cuDNN ${set#cudnn-} over CUDA ${cuda[-1]}"
      headers="^cudnn.h" ;;
    cutensor-*) include=$(python3 tests/headers/fetch.py --compose "${cuda[-1]}" "$set") name="cuTENSOR ${set#cutensor-} over CUDA ${cuda[-1]}"
      headers="^cutensor.h" ;;
    *) include=$CUBOUND_HEADER_CACHE/$set/include name="CUDA $set" headers=" total=" ;;
  esac
  folder=build/headers-$set
  cmake -S . -B "$folder" -DCMAKE_BUILD_TYPE=Debug -DCUBOUND_CUDA_INCLUDE="$include" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON \
    -DCUBOUND_CUDA_PROGRAMS=OFF >/dev/null
  if [ "$set" = "${cuda[0]}" ] || [ "$set" = "${cuda[-1]}" ]; then
    cmake --build "$folder" -j"$jobs" >/dev/null
    summary=$(cd "$folder" && ctest -L sim -LE long --output-on-failure -j"$jobs" | grep -E "tests passed|\*\*\*|Error") ||
      { echo "$name: $summary"; exit 1; }
  else
    cmake --build "$folder" --target cubound_generated >/dev/null
    summary=$(python3 tests/headers/syntax.py "$folder" "${library[@]}") || { echo "$name: $summary"; exit 1; }
    if [[ $set == cutensor-* ]]; then
      cmake --build "$folder" -j"$jobs" --target cubound cubound_sim test_cutensor_handle >/dev/null
      (cd "$folder" && ctest -R '^test_cutensor_handle_sim$' --output-on-failure >/dev/null) ||
        { echo "$name: test_cutensor_handle_sim failed"; exit 1; }
    fi
  fi
  counts=$(python3 -m codegen --report --cuda-include "$include" "${library[@]}" | grep "$headers" | paste -sd ";")
  echo "$name: $counts; $summary ($((SECONDS - start)) s)"
done
if [ $# -eq 0 ]; then
  CUBOUND_REQUIRE_HEADERS=1 python3 -m pytest -q -p no:cacheprovider tests/codegen/test_versions.py | tail -1
fi
