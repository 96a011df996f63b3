#!/usr/bin/env bash
# Set up, build and run every test: the simulated driver (label sim), the generator (label
# codegen), --verify, and, where a GPU answers, the same C scenarios on the real driver (gpu).
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/setup

gpu=OFF
if nvidia-smi -L >/dev/null 2>&1; then gpu=ON; fi
cmake -S . -B build/tests -DCMAKE_BUILD_TYPE=Debug -DCUBOUND_GPU_TESTS=$gpu >/dev/null
cmake --build build/tests -j"$(nproc)"
python3 -m codegen --verify
cd build/tests && ctest --output-on-failure -j"$(nproc)"
